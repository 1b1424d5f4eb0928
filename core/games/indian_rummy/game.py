"""Indian Rummy (インディアン・ラミー): 13-card rummy for 2-10 players with a cut joker, packing
(パッキング) and straight runs (ストレートラン); the seed's Japanese meet-up rules by default, the
online formats common in India (points, pool 101/201, deals) as presets."""
from core.engine import QT_TRANSLATE_NOOP, Game

from .deal import seats_problem
from .options import OPTIONS, PRESET_LABELS, PRESETS
from .rules import IndianRummyAction, IndianRummyState


class IndianRummy(Game):
    """Indian Rummy: a match of rounds; declare 13 cards in melds with a straight run and another run."""

    id = "indian_rummy"
    title = QT_TRANSLATE_NOOP("games", "Indian Rummy (インディアン・ラミー)")
    players = tuple(range(2, 11))
    options = OPTIONS
    preset_values = PRESETS
    preset_labels = PRESET_LABELS
    rules_version = 2          # 2: the seating draw seats the players (the turn order follows the cards)
    family = "rummy"
    action_class = IndianRummyAction

    def seats_problem(self, seats, options):
        """Too few decks for the table, one deck for more than two, or an India table of 7+."""
        return seats_problem(seats, options["deck_count"])

    def _new_state(self, seats, options, seed):
        return IndianRummyState(self, seats, options, seed)
