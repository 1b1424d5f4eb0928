"""Hero Mahjong (英雄麻雀): east-only riichi on the `riichi` base with decks of hero cards, one
avatar and action cards (shared/rules/hero_mahjong.md). Being built (issue 8): the cards as
data (:mod:`.cards`), the three ways of dealing decks (:mod:`.decks`) and the first card windows and
effects (:mod:`.rules`); the game is not registered yet (no table, AI or draft yet)."""
from core.engine import QT_TRANSLATE_NOOP, Game, OptionSpec
from core.games.riichi.options import OPTIONS as RIICHI_OPTIONS

from .rules import HeroAction, HeroState

CARD_OPTIONS = (
    OptionSpec(id="card_set", kind="choice", default="original_v1", choices=("original_v1",), context="hero",
               choice_labels=(QT_TRANSLATE_NOOP("hero", "House Rules heroes v1 (our own set)"),),
               label=QT_TRANSLATE_NOOP("hero", "Card set")),
    OptionSpec(id="deck_mode", kind="choice", default="basic", choices=("basic",), context="hero",
               choice_labels=(QT_TRANSLATE_NOOP("hero", "Basic: a hero's deck dealt at random"),),
               label=QT_TRANSLATE_NOOP("hero", "Decks")),
)


class HeroMahjong(Game):
    """Hero Mahjong: four-player east-only riichi with hero cards (not registered yet)."""

    id = "hero_mahjong"
    title = QT_TRANSLATE_NOOP("games", "Hero Mahjong (英雄麻雀)")
    players = (4,)
    options = RIICHI_OPTIONS + CARD_OPTIONS
    action_class = HeroAction
    rules_version = 1
    zero_sum = True
    family = "mahjong"

    def _new_state(self, seats, options, seed):
        return HeroState(self, seats, options, seed)
