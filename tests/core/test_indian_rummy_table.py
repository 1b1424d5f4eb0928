"""Indian Rummy (インディアン・ラミー): who can sit at the table with which pack (issue 18 items 21-23):
the deck count against the seat count, refused by the engine with a clear message (never a crash),
and the India tables of 2 to 6 players."""
from __future__ import annotations

import pytest

from core.engine import OptionError
from core.registry import GAMES

GAME = GAMES["indian_rummy"]


# --- item 21: an impossible deck count is refused with a clear message ---------------------------

@pytest.mark.parametrize("seats", [8, 9, 10])
def test_two_decks_are_refused_for_eight_to_ten_players_with_a_clear_message(seats):
    """■用意するもの「7人以上の場合は3組使うので159枚使用します」: 2 decks (106 cards) cannot deal
    13 cards to 8+ players with the cut joker and the upcard; the engine refuses it clearly."""
    problem = GAME.seats_problem(seats, GAME.make_options({"deck_count": 2}))
    assert problem is not None and "not enough" in problem.english() and str(seats) in problem.english()
    with pytest.raises(OptionError) as refused:
        GAME.new_state(seats, {"deck_count": 2}, seed=1)
    assert refused.value.reason.english() == problem.english()


def test_two_decks_still_seat_seven_players_and_auto_seats_ten():
    assert GAME.seats_problem(7, GAME.make_options({"deck_count": 2})) is None
    assert GAME.new_state(7, {"deck_count": 2}, seed=1).decks == 2
    assert GAME.seats_problem(10, GAME.make_options(None)) is None
