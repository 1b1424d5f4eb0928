"""Hero Mahjong (英雄麻雀): east-only riichi on the `riichi` base with decks of hero cards, one
avatar and action cards (shared/rules/hero_mahjong.md): the cards as data (:mod:`.cards`), the
three ways of dealing decks (:mod:`.decks`: basic, 2-Pick, constructed, each a preset), the card
windows and effects (:mod:`.rules`) and the AI (:mod:`.ai`)."""
from core.engine import QT_TRANSLATE_NOOP, Game, OptionSpec
from core.games.riichi.options import OPTIONS as RIICHI_OPTIONS

from .rules import HeroAction, HeroState

CARD_OPTIONS = (
    OptionSpec(id="card_set", kind="choice", default="original_v1", choices=("original_v1",), context="hero",
               choice_labels=(QT_TRANSLATE_NOOP("hero", "House Rules heroes v1 (our own set)"),),
               label=QT_TRANSLATE_NOOP("hero", "Card set"),
               help=QT_TRANSLATE_NOOP("hero", "The hero cards in play. The app has one set, of its own design: "
                                              "the card names and effects are ours, not the publisher's.")),
    OptionSpec(id="deck_mode", kind="choice", default="basic", choices=("basic", "two_pick", "construction"),
               context="hero",
               choice_labels=(QT_TRANSLATE_NOOP("hero", "Basic: a hero's deck dealt at random"),
                              QT_TRANSLATE_NOOP("hero", "2-Pick: keep one of two cards of each level"),
                              QT_TRANSLATE_NOOP("hero", "Constructed: an avatar and action cards totalling 6")),
               label=QT_TRANSLATE_NOOP("hero", "Decks"),
               help=QT_TRANSLATE_NOOP("hero", "Basic: each player gets a random hero's avatar and its three "
                                              "action cards, all public. 2‑Pick: from four piles (avatars, levels "
                                              "I, II, III) each keeps one of two cards, hidden until used. "
                                              "Constructed: each player chooses.")),
    OptionSpec(id="construction_total", kind="choice", default="exact", choices=("exact", "at_most"), context="hero",
               choice_labels=(QT_TRANSLATE_NOOP("hero", "Exactly 6"), QT_TRANSLATE_NOOP("hero", "At most 6")),
               label=QT_TRANSLATE_NOOP("hero", "Constructed decks: the action cards' levels total"),
               help=QT_TRANSLATE_NOOP("hero", "In constructed decks each player picks an avatar and action cards, "
                                              "one copy of each, whose levels add up to 6 exactly, or to at most 6.")),
)


PRESETS = {"default": {}, "two_pick": {"deck_mode": "two_pick"}, "construction": {"deck_mode": "construction"}}
PRESET_LABELS = {"default": QT_TRANSLATE_NOOP("presets", "Basic decks: a hero dealt to each seat"),
                 "two_pick": QT_TRANSLATE_NOOP("presets", "2-Pick: each seat drafts its deck"),
                 "construction": QT_TRANSLATE_NOOP("presets", "Constructed: each seat builds its deck")}


class HeroMahjong(Game):
    """Hero Mahjong: four-player east-only riichi with hero cards."""

    id = "hero_mahjong"
    title = QT_TRANSLATE_NOOP("games", "Hero Mahjong (英雄麻雀)")
    players = (4,)
    options = RIICHI_OPTIONS + CARD_OPTIONS
    preset_values = PRESETS
    preset_labels = PRESET_LABELS
    action_class = HeroAction
    rules_version = 1
    zero_sum = True
    family = "mahjong"

    def _new_state(self, seats, options, seed):
        return HeroState(self, seats, options, seed)
