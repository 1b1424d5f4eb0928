"""Anmika sanma (華八アンミカ筋肉GT五等, "Anmika Muscle"): three-player mahjong with eight flowers,
coloured pocchi whites, fever riichi, the GT 7m and chips (祝儀) beside the points
(shared/rules/anmika.md). Three seats, or four with one sitting out each hand (4人回し)."""
from core.engine import QT_TRANSLATE_NOOP, Game

from .actions import AnmikaAction
from .options import OPTIONS, PRESET_LABELS, PRESETS
from .rules import AnmikaState


class Anmika(Game):
    """Anmika sanma: three players, or four in rotation."""

    id = "anmika"
    title = QT_TRANSLATE_NOOP("games", "Anmika sanma (華八アンミカ筋肉GT五等)")
    players = (3, 4)
    options = OPTIONS
    preset_values = PRESETS
    preset_labels = PRESET_LABELS
    action_class = AnmikaAction
    rules_version = 2
    zero_sum = True
    family = "mahjong"

    def _new_state(self, seats, options, seed):
        return AnmikaState(self, seats, options, seed)
