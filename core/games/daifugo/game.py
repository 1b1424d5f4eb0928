"""Plain daifugō (大富豪), the base game of 《ルール追加》."""
from core.engine import QT_TRANSLATE_NOOP, Game

from .options import OPTIONS, PRESET_LABELS, PRESETS
from .rules import DaifugoState


class Daifugo(Game):
    """Plain daifugō: 54 cards, n-of-a-kind plays, ♦3 starts, the speed ends the game."""

    id = "daifugo"
    title = QT_TRANSLATE_NOOP("games", "Rule-Addition Daifugō (ルール追加大富豪)")
    players = tuple(range(2, 9))
    options = OPTIONS
    preset_values = PRESETS
    preset_labels = PRESET_LABELS
    rules_version = 3
    family = "daifugo"

    def _new_state(self, seats, options, seed):
        return DaifugoState(self, seats, options, seed)
