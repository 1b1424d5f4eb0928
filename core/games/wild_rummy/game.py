"""Wild Rummy R (ワイルドラミーR): rummy with the 78-card FESCA deck, its three kinds of wild card
(suit, rank and general wild), wild-card reuse (差し札, 抜き札, 埋め潰し, 発掘), cycle runs (相順)
under a yin/yang field phase, calls (鳴き) and two scoring methods."""
from core.engine import QT_TRANSLATE_NOOP, Game

from .moves import WildRummyAction
from .options import OPTIONS, PRESET_LABELS, PRESETS
from .rules import WildRummyState


class WildRummy(Game):
    """Wild Rummy R: a match of rounds; go out by melding every card, reusing the wilds on the table."""

    id = "wild_rummy"
    title = QT_TRANSLATE_NOOP("games", "Wild Rummy R (ワイルドラミーR)")
    players = (2, 3, 4, 5, 6)
    options = OPTIONS
    preset_values = PRESETS
    preset_labels = PRESET_LABELS
    action_class = WildRummyAction
    rules_version = 1
    zero_sum = True
    family = "wild_rummy"

    def _new_state(self, seats, options, seed):
        return WildRummyState(self, seats, options, seed)
