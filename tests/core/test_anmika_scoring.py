"""Anmika points: tiers, 夏, payments (core/games/anmika/scoring.py; anmika.md §3.5 limit table row by
row, §4.2 夏 examples, §2.5 / §5.9 the double-fever tsumo)."""

import pytest
from hypothesis import given
from hypothesis import strategies as st

from core.games.anmika.scoring import (
    FEVER_FACTOR, TIER_BASIC, TIER_JA, TIERS, Value, tier_of, value_of, win_deltas, win_shares, with_summer,
)
from core.mahjong.points import payments

SEATS = (0, 1, 2)
DEALER = 0

# §3.5: tier, base, non-dealer ron, dealer ron, non-dealer tsumo (non-dealer payer, dealer payer),
# dealer tsumo (each)
LIMIT_TABLE = [
    ("mangan", 2000, 8000, 12000, (3000, 5000), 5000),
    ("haneman", 3000, 12000, 18000, (4000, 7000), 7000),
    ("baiman", 4000, 16000, 24000, (5000, 9000), 9000),
    ("sanbaiman", 6000, 24000, 36000, (7000, 13000), 13000),
    ("yakuman", 8000, 32000, 48000, (9000, 17000), 17000),
    ("yakuman5", 10000, 40000, 60000, (11000, 21000), 21000),
    ("yakuman6", 12000, 48000, 72000, (13000, 25000), 25000),
    ("double_yakuman", 16000, 64000, 96000, (17000, 33000), 33000),
    ("triple_yakuman", 24000, 96000, 144000, (25000, 49000), 49000),
]


@pytest.mark.parametrize("tier, base, ron, dealer_ron, tsumo, dealer_tsumo", LIMIT_TABLE)
def test_limit_table_row(tier, base, ron, dealer_ron, tsumo, dealer_tsumo):
    assert TIER_BASIC[tier] == base
    assert win_deltas(base, SEATS, 1, DEALER, False, 2, 0) == {0: 0, 1: ron, 2: -ron}
    assert win_deltas(base, SEATS, 0, DEALER, False, 1, 0) == {0: dealer_ron, 1: -dealer_ron, 2: 0}
    child, dealer = tsumo
    assert win_deltas(base, SEATS, 1, DEALER, True, None, 0) == {0: -dealer, 1: child + dealer, 2: -child}
    assert win_deltas(base, SEATS, 0, DEALER, True, None, 0) == {0: 2 * dealer_tsumo, 1: -dealer_tsumo,
                                                                 2: -dealer_tsumo}


def test_tier_names():
    assert TIERS[0] == "" and set(TIERS[1:]) == set(TIER_BASIC) == set(TIER_JA) - {""}
    assert TIER_JA["yakuman5"] == "五倍満" and TIER_JA["yakuman6"] == "六倍満"


@pytest.mark.parametrize("han, fu, tier", [
    (1, 30, ""), (3, 30, ""), (4, 25, ""), (4, 20, ""),
    (4, 30, "mangan"), (3, 60, "mangan"),           # 切り上げ満貫
    (4, 40, "mangan"), (3, 70, "mangan"), (5, 20, "mangan"),
    (6, 30, "haneman"), (7, 25, "haneman"), (8, 30, "baiman"), (10, 40, "baiman"),
    (11, 30, "sanbaiman"), (12, 30, "sanbaiman"),
    (13, 30, "yakuman"), (15, 30, "yakuman"), (17, 30, "yakuman"), (18, 30, "yakuman"), (26, 30, "yakuman"),
])
def test_tier_of(han, fu, tier):
    """13+ han is always 四倍満 (never 五倍満 at 15 or 18 han: the seed, against both implementations)."""
    assert tier_of(han, fu) == tier


def test_tier_of_yakuman_counts():
    assert [tier_of(0, 0, n) for n in (1, 2, 3, 4)] == ["yakuman", "double_yakuman", "triple_yakuman",
                                                       "triple_yakuman"]


def test_value_of():
    assert value_of(3, 30) == Value(3, 30, "", 960)
    assert value_of(1, 30) == Value(1, 30, "", 240)
    assert value_of(4, 30) == Value(4, 30, "mangan", 2000)
    assert value_of(13, 40) == Value(13, 40, "yakuman", 8000)
    assert value_of(0, 0, 2) == Value(0, 0, "double_yakuman", 16000)


def test_summer_30fu3han_two_steps_is_haneman():
    """Seed: 30符3翻 + 夏夏 -> 30符4翻 (満貫 by rounding) -> 跳満."""
    one = with_summer(value_of(3, 30), 1)
    assert one == Value(4, 30, "mangan", 2000)
    two = with_summer(value_of(3, 30), 2)
    assert (two.tier, two.basic) == ("haneman", 3000)
    assert win_deltas(two.basic, SEATS, 1, DEALER, False, 2, 0)[1] == 12000


def test_summer_after_all_han_10_han_is_sanbaiman():
    """Seed: 10翻 + 夏 is 三倍満 (倍満 one step up), not 8翻 倍満 -> 三倍満 + 2翻 -> 役満."""
    v = with_summer(value_of(10, 30), 1)
    assert (v.tier, v.basic) == ("sanbaiman", 6000)
    assert v.tier != "yakuman"


def test_summer_ladder_and_caps():
    assert with_summer(value_of(1, 20), 1) == Value(2, 20, "", 320)
    assert with_summer(value_of(4, 20), 1) == Value(5, 20, "mangan", 2000)   # +1 han reaches 5 han
    assert with_summer(value_of(5, 30), 1).tier == "haneman"
    assert with_summer(value_of(7, 30), 1).tier == "baiman"
    assert with_summer(value_of(12, 30), 1).tier == "yakuman"
    v = with_summer(value_of(13, 30), 1)
    assert (v.tier, v.basic) == ("yakuman5", 10000)
    v = with_summer(value_of(18, 30), 2)                  # counted yakuman 夏夏: the highest, 六倍満
    assert (v.tier, v.basic) == ("yakuman6", 12000)
    assert with_summer(value_of(13, 30), 5).tier == "yakuman6"
    assert with_summer(value_of(0, 0, 1), 1).tier == "yakuman5"                # 本役満 + 夏
    assert with_summer(value_of(0, 0, 2), 2) == value_of(0, 0, 2)             # [P] Q12: unchanged
    assert with_summer(value_of(0, 0, 3), 1) == value_of(0, 0, 3)
    assert with_summer(value_of(3, 30), 0) == value_of(3, 30)
    with pytest.raises(ValueError):
        with_summer(value_of(3, 30), -1)


def test_double_fever_sanbaiman_tsumo_14000_26000():
    """Seed §2.5 / §5.9: ダブルフィーバー, non-dealer 三倍満 tsumo: 7000/13000 after the 1000点加符,
    doubled to 14000/26000."""
    assert win_shares(6000, SEATS, 1, DEALER, True, None, 0) == {0: 13000, 2: 7000}
    assert win_shares(6000, SEATS, 1, DEALER, True, None, 0, fever=FEVER_FACTOR[2]) == {0: 26000, 2: 14000}
    assert win_deltas(6000, SEATS, 1, DEALER, True, None, 0, fever=2) == {0: -26000, 1: 40000, 2: -14000}
    assert win_shares(6000, SEATS, 1, DEALER, True, None, 0, fever=FEVER_FACTOR[3]) == {0: 52000, 2: 28000}


def test_fever_factor():
    assert FEVER_FACTOR == {0: 1, 1: 1, 2: 2, 3: 4}


def test_honba():
    """2000 a ron, 1000 from each tsumo payer; not multiplied by the fever tier ([P] Q37)."""
    assert win_shares(2000, SEATS, 1, DEALER, False, 2, 2) == {2: 12000}
    assert win_shares(2000, SEATS, 1, DEALER, True, None, 1) == {0: 6000, 2: 4000}
    assert win_shares(2000, SEATS, 1, DEALER, True, None, 1, fever=2) == {0: 11000, 2: 7000}
    assert win_shares(2000, SEATS, 0, DEALER, False, 2, 1, fever=2) == {2: 26000}


def test_summer_summer_gold_north_times4_includes_surcharge_and_honba():
    """夏夏金北: ×4 on the total, the surcharge and honba included."""
    assert win_shares(2000, SEATS, 1, DEALER, True, None, 1, times4=True) == {0: 24000, 2: 16000}
    assert win_shares(2000, SEATS, 1, DEALER, False, 0, 1, times4=True) == {0: 40000}


def test_rounding_up_to_1000():
    """[P] Q1: each payment rounded up to 1000, then the surcharge."""
    assert win_shares(240, SEATS, 1, DEALER, False, 2, 0) == {2: 1000}        # 960
    assert win_shares(240, SEATS, 0, DEALER, False, 2, 0) == {2: 2000}        # 1440
    assert win_shares(240, SEATS, 1, DEALER, True, None, 0) == {0: 2000, 2: 2000}
    assert win_shares(960, SEATS, 1, DEALER, True, None, 0) == {0: 3000, 2: 2000}


def test_reverse_pays_the_shares():
    assert win_deltas(6000, SEATS, 1, DEALER, True, None, 0, reverse=True) == {0: 13000, 1: -20000, 2: 7000}
    assert win_deltas(8000, SEATS, 2, DEALER, False, 1, 0, reverse=True) == {0: 0, 1: 32000, 2: -32000}


def test_four_player_rotation_only_active_seats():
    assert win_deltas(2000, (0, 1, 3), 3, 0, True, None, 0) == {0: -5000, 1: -3000, 3: 8000}


def test_errors():
    with pytest.raises(ValueError):
        win_shares(2000, SEATS, 1, DEALER, False, None, 0)
    with pytest.raises(ValueError):
        win_shares(2000, SEATS, 1, DEALER, False, 1, 0)
    with pytest.raises(ValueError):
        win_shares(2000, SEATS, 3, DEALER, True, None, 0)


basics = st.sampled_from([240, 320, 480, 960, 1280, 1600, 1920] + sorted(TIER_BASIC.values()))
seats = st.sampled_from(SEATS)
wins = st.tuples(basics, seats, seats, st.booleans(), seats,
                 st.integers(0, 9), st.sampled_from([1, 2, 4]), st.booleans())


@given(wins)
def test_deltas_sum_to_zero_and_reverse_is_negation(win):
    basic, winner, dealer, tsumo, discarder, honba, fever, times4 = win
    if not tsumo and discarder == winner:
        discarder = (winner + 1) % 3
    args = (basic, SEATS, winner, dealer, tsumo, None if tsumo else discarder, honba)
    d = win_deltas(*args, fever=fever, times4=times4)
    r = win_deltas(*args, fever=fever, times4=times4, reverse=True)
    assert sum(d.values()) == 0
    assert r == {seat: -v for seat, v in d.items()}
    assert d[winner] > 0
    assert all(v % 1000 == 0 for v in d.values())


@given(basics, st.sampled_from(SEATS), st.booleans())
def test_matches_core_payments(basic, winner, tsumo):
    """Without honba the shares are core's sanma payments rounded to 1000 with the 1000 surcharge."""
    discarder = (winner + 1) % 3
    p = payments(basic, winner == DEALER, tsumo, players=3, round_to=1000, tsumo_surcharge=1000)
    d = win_deltas(basic, SEATS, winner, DEALER, tsumo, None if tsumo else discarder, 0)
    assert d[winner] == p.total
