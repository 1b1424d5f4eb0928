"""白ポッチ colours and the pocchi multiplier state (core/games/anmika/pocchi.py; anmika.md §4.5,
§4.6, the seed's reversal example)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.games.anmika.pocchi import COLOURS, NAMES_JA, PocchiState, effect_of, is_positive

colours = st.sampled_from(sorted(COLOURS))


def chain(*colours: str, option: bool = False) -> PocchiState:
    state = PocchiState()
    for colour in colours:
        state = state.after(colour, option)
    return state


def test_colours_and_names():
    assert COLOURS == {"green": (1, 1), "blue": (1, 2), "yellow": (-1, 1), "crimson": (-1, 2)}
    assert NAMES_JA == {"green": "正ポッチ", "blue": "倍正ポッチ", "yellow": "逆ポッチ", "crimson": "倍逆ポッチ"}
    assert [c for c in COLOURS if is_positive(c)] == ["green", "blue"]
    with pytest.raises(ValueError):
        is_positive("red")          # the red 5's mark is not a pocchi


def test_priority_law():
    """正ポッチ > 白 > 逆ポッチ: a positive pocchi is always the wildcard; a reverse one is 白 when the
    hand waits on 白 (dodged, no effect), else a reversed win."""
    assert effect_of("green", white_wait=True) == "wild"
    assert effect_of("blue", white_wait=False) == "wild"
    assert effect_of("yellow", white_wait=True) == "white"
    assert effect_of("crimson", white_wait=True) == "white"
    assert effect_of("crimson", white_wait=False) == "reverse"


def test_neutral_start():
    s = PocchiState()
    assert (s.sign, s.factor, s.neutral, s.points_sign) == (1, 1, True, 1)


@pytest.mark.parametrize("colour, sign, factor", [
    ("green", 1, 1), ("blue", 1, 2), ("yellow", -1, 1), ("crimson", -1, 2)])
def test_first_pocchi(colour, sign, factor):
    s = chain(colour)
    assert (s.sign, s.factor, s.neutral, s.points_sign, s.reversed) == (sign, factor, False, sign, sign < 0)


def test_same_direction_keeps_the_larger():
    """倍正 then 正 keeps ×2; 逆 then 倍逆 is -2 and never flips (逆×逆 is not 正)."""
    s = chain("blue", "green")
    assert (s.sign, s.factor) == (1, 2)
    s = chain("yellow", "crimson")
    assert (s.sign, s.factor) == (-1, 2)
    s = chain("crimson", "yellow")
    assert (s.sign, s.factor) == (-1, 2)
    s = chain("green", "green", "blue", "green")
    assert (s.sign, s.factor) == (1, 2)


def test_seed_reversal_example_x8():
    """Seed: 倍逆ポッチ then 倍正ポッチ = 2 (倍逆) × 2 (逆転) × 2 (倍正) = ×8 (70 -> 560)."""
    red = chain("crimson")
    assert (red.sign, red.factor) == (-1, 2)          # 70 × 2 = 140, paid
    s = red.after("blue")
    assert (s.sign, s.factor) == (1, 8)               # 70 × 8 = 560, received
    assert s.after("green").factor == 8               # a smaller positive keeps the reversal bonus


def test_reverse_to_positive_plain():
    assert chain("yellow", "green").factor == 2       # 1 × 2 × 1
    assert chain("yellow", "blue").factor == 4        # 1 × 2 × 2
    assert chain("crimson", "green").factor == 4      # 2 × 2 × 1


def test_positive_to_reverse_no_double_unless_option():
    s = chain("blue", "crimson")
    assert (s.sign, s.factor) == (-1, 4)              # 2 × 2, no 逆転 ×2
    assert chain("green", "yellow").factor == 1
    s = chain("blue", "crimson", option=True)
    assert (s.sign, s.factor) == (-1, 8)              # option 正→逆 ×2
    assert chain("green", "yellow", option=True).factor == 2


def test_back_and_forth():
    # crimson -2 -> blue +8 -> yellow -8 (8 × 1) -> green +16 (8 × 2 × 1)
    s = chain("crimson", "blue", "yellow")
    assert (s.sign, s.factor) == (-1, 8)
    s = s.after("green")
    assert (s.sign, s.factor) == (1, 16)


@given(st.lists(colours, max_size=8), colours)
def test_same_direction_never_shrinks_or_flips(history, colour):
    s = chain(*history)
    t = s.after(colour)
    if not s.neutral and COLOURS[colour][0] == s.sign:
        assert t.sign == s.sign and t.factor >= s.factor
    assert t.sign == COLOURS[colour][0] and not t.neutral
    assert t.factor >= 1


@given(st.lists(colours, min_size=1, max_size=8))
def test_factor_is_a_power_of_two(history):
    s = chain(*history)
    assert s.factor & (s.factor - 1) == 0


@given(st.lists(colours, max_size=8), colours)
def test_json_round_trip_keeps_what_later_pocchi_need(history, colour):
    s = chain(*history)
    back = PocchiState.from_json(s.to_json())
    assert back == s and back.after(colour) == s.after(colour)


def test_size_and_bonus_both_matter():
    """crimson, blue, yellow, green = ×16 (size 1); a blue then makes ×32, so the factor alone is not
    the state."""
    s = chain("crimson", "blue", "yellow", "green")
    assert (s.sign, s.size, s.bonus, s.factor) == (1, 1, 16, 16)
    assert s.after("blue").factor == 32
    assert s.to_json() == [1, 1, 16, False, 4], "two 逆→正 逆転 ×2 (正→逆 has none without the option)"
    assert s.doubling == 4, "without the 逆転: 倍逆 × 倍正"
