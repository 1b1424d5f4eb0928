"""The games of House Rules: game id -> Game, in menu order. The only place that lists them."""
from core.games.anmika.game import Anmika
from core.games.daifugo.game import Daifugo
from core.games.hero_mahjong.game import HeroMahjong
from core.games.indian_rummy.game import IndianRummy
from core.games.riichi.game import Riichi
from core.games.wild_rummy.game import WildRummy

GAMES = {g.id: g for g in (Daifugo(), IndianRummy(), WildRummy(), Riichi(), Anmika(), HeroMahjong())}
