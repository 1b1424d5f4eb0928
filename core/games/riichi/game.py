"""Riichi mahjong (リーチ麻雀) for four players: the plain base game that Hero Mahjong builds on,
with the base rules of its seed (east-only, 25,000 points, red fives, open tanyao, atozuke, ura
and kan dora, no abortive draws but four kans, agari-yame and tenpai-yame, the bust end)."""
from core.engine import QT_TRANSLATE_NOOP, Game

from .actions import RiichiAction
from .options import OPTIONS, PRESET_LABELS, PRESETS
from .rules import RiichiState


class Riichi(Game):
    """Four-player riichi mahjong, east-only by default."""

    id = "riichi"
    title = QT_TRANSLATE_NOOP("games", "Riichi mahjong (リーチ麻雀)")
    players = (4,)
    options = OPTIONS
    preset_values = PRESETS
    preset_labels = PRESET_LABELS
    action_class = RiichiAction
    rules_version = 1
    zero_sum = True
    family = "mahjong"

    def _new_state(self, seats, options, seed):
        return RiichiState(self, seats, options, seed)
