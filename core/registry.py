"""The games of House Rules: game id -> Game, in menu order. The only place that lists them."""
from core.games.anmika import Anmika
from core.games.daifugo import Daifugo
from core.games.hero_mahjong import HeroMahjong
from core.games.indian_rummy import IndianRummy
from core.games.riichi import Riichi
from core.games.wild_rummy import WildRummy

GAMES = {g.id: g for g in (Daifugo(), IndianRummy(), WildRummy(), Riichi(), Anmika(), HeroMahjong())}
