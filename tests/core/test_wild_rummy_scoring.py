"""Scoring a round of Wild Rummy R (core/games/wild_rummy/scoring.py): the seed's worked examples
with their exact numbers (rules §8.1 A, §8.3 B-E; card faces rebuilt as the spec says), every row
of the §8.2 tables, and the settlement of both methods."""
from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.fesca import deck
from core.games.wild_rummy.meld import (RUN, SET, SOJUN, VOID_SET, YY_RUN, Meld, MeldRules, build,
                                        check, slot)
from core.games.wild_rummy.scoring import (hand_penalty, meld_breakdown, meld_points, owner_totals,
                                           score_round)

RULES = MeldRules()
A, B, C, D = range(4)


def meld(kind: str, spec: str, order: int = 0, owner: int = -1) -> Meld:
    """A meld from ``"card" | "card=identity"`` tokens in slot order (identities of sets float)."""
    pairs = [(t.split("=")[0], t.split("=")[-1]) for t in spec.split()]
    m = build(kind, pairs, RULES, order=order, owner=owner)
    assert m is not None, spec
    return m


def run_of(kind: str, suit_code: str, n: int, start: int = 1) -> Meld:
    """n natural cards of one suit from ``start`` up the 13-cycle (position Z = the rank-0 card)."""
    return meld(kind, " ".join(f"{suit_code}{(start + i) % 13}" for i in range(n)))


# --- §8.1 罰点支払い方式 -------------------------------------------------------------------------
# Worked example A: B goes out. C's third card is named 陰陽札 in the seed's prose, but its sum
# (1×8 + 5×1 + 7×1 = 20) and the doubled totals (40, 66) use 5: we treat it as a 空無 (spec §8.1).
HANDS_A = [["wo2", "fi5", "me9", "ea0"],                                          # A: 3 + 5 = 8
           [],                                                                    # B went out
           ["wo1", "wo2", "fi3", "fi4", "ea5", "ea6", "me7", "wa8", "wa0", "yy0"],  # C: 8 + 5 + 7
           ["wo11", "fi12", "yy4"]]                                               # D: 2 + 3 = 5


def test_hand_penalty_per_card_class():
    assert [hand_penalty([c]) for c in ("wo5", "yy5", "wa0", "yy0")] == [1, 3, 5, 7]
    assert hand_penalty([]) == 0
    assert [hand_penalty(h) for h in HANDS_A] == [8, 0, 20, 5]


def test_example_a_penalty_payment():
    r = score_round(HANDS_A, [], B, False, "penalty", RULES)
    assert r.hand_penalties == (8, 0, 20, 5)
    assert r.payments == (-8, 33, -20, -5) and r.multiplier == 1
    assert r.bonus == (0, 0, 0, 0)


def test_example_a_concealed_win_doubles():
    r = score_round(HANDS_A, [], B, True, "penalty", RULES)
    assert r.payments == (-16, 66, -40, -10) and r.multiplier == 2
    assert r.hand_penalties == (8, 0, 20, 5)                      # before doubling
    assert score_round(HANDS_A, [], B, True, "penalty", RULES, multiplier=3).payments[B] == 99


# --- §8.3 worked examples ----------------------------------------------------------------------
def melds_b(owner: int = B) -> list[Meld]:
    return [meld(RUN, "wo3 wo4 wo5 yy0=wo6 wo7", owner=owner),   # 3 + 1 -> 1
            meld(SET, "wo9 fi9 yy9", owner=owner),               # 2 naturals -> 0
            meld(RUN, "me1 me2 me3 me4", owner=owner),           # 2
            meld(SET, "ea11 fi11 wa11", owner=owner)]            # 1


def test_example_b_four_melds_total_4():
    ms = melds_b()
    assert [meld_points(m, RULES) for m in ms] == [1, 0, 2, 1]
    assert meld_breakdown(ms[0], RULES) == [3, 1]
    assert meld_breakdown(ms[1], RULES) == [2]
    assert owner_totals(ms, 4, RULES) == [0, 4, 0, 0]
    assert meld_points(meld(RUN, "wo3 wo4 wo5 wo6 wo7"), RULES) == 4     # with a natural 6


def test_example_b_settled_and_doubled_when_concealed():
    hands = [["wo1"], [], ["wo2"], ["wo8"]]
    r = score_round(hands, melds_b(), B, False, "meld_bonus", RULES)
    assert r.meld_totals == (0, 4, 0, 0) and r.payments == (-4, 12, -4, -4)
    r = score_round(hands, melds_b(), B, True, "meld_bonus", RULES)
    assert r.meld_totals == (0, 4, 0, 0)                          # S before doubling
    assert r.payments == (-8, 24, -8, -8)                         # B's 4 doubles to 8 per player


@pytest.mark.parametrize("wild", ["yy8", "me0", "yy0"])         # SW, RW or GW as 金8
def test_example_c_nukifuda_pays(wild):
    m = meld(RUN, f"me6 me7 {wild}=me8 me9 me10 me11")
    assert meld_breakdown(m, RULES) == [2, 3] and meld_points(m, RULES) == 1
    assert meld_points(run_of(RUN, "me", 6, start=6), RULES) == 8


def test_example_d_sojun_split_by_a_wild():
    m = meld(SOJUN, "fi8 ea9 yy10=me10 wa11 wo12", order=1)       # 相生昇順
    assert meld_breakdown(m, RULES) == [2, 2] and meld_points(m, RULES) == 0
    assert meld_points(meld(SOJUN, "fi8 ea9 me10 wa11 wo12", order=1), RULES) == 9


def test_example_e_zat_counts():
    m = meld(SOJUN, "ea0 me1 wa2 wo3 yy4=fi4", order=1)           # 空無土 on Z is ZAT, not RW
    assert meld_breakdown(m, RULES) == [4] and meld_points(m, RULES) == 3


# --- §8.2 tables -------------------------------------------------------------------------------
@pytest.mark.parametrize("n", range(3, 14))
def test_run_table(n):
    assert meld_points(run_of(RUN, "wo", n), RULES) == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 1024][n - 3]


@pytest.mark.parametrize("n", range(2, 14))
def test_yy_run_table(n):                                        # 13 = 陰陽1-12 + 太極 on Z
    assert meld_points(run_of(YY_RUN, "yy", n), RULES) == [1, 2, 4, 8, 16, 32, 64, 128, 256, 512,
                                                           1024, 2048][n - 2]


@pytest.mark.parametrize("n, points", [(3, 1), (4, 2), (5, 4), (6, 8)])
def test_set_table(n, points):                                  # the 6th is a natural 陰陽7
    assert meld_points(meld(SET, " ".join("wo7 fi7 ea7 me7 wa7 yy7".split()[:n])), RULES) == points


def test_set_wilds_do_not_count():
    assert meld_points(meld(SET, "wo7 fi7 ea7 me7 wa7 yy0"), RULES) == 4     # 太極 in the 陰陽 slot
    assert meld_points(meld(SET, "wo7 fi7 ea0 yy7"), RULES) == 0             # RW and SW
    assert meld_breakdown(meld(SET, "wo7 fi7 ea0 yy7"), RULES) == [2]


@pytest.mark.parametrize("n, points", [(2, 1), (3, 2), (4, 4), (5, 8), (6, 16)])
def test_void_set_table(n, points):                             # 太極 is the 6th (陰陽 suit's Z)
    assert meld_points(meld(VOID_SET, " ".join("wo0 fi0 ea0 me0 wa0 yy0".split()[:n])), RULES) == points


@pytest.mark.parametrize("n, points", [(3, 1), (4, 3), (5, 9)])
def test_sojun_table(n, points):
    for order, cards in ((1, "wo1 fi2 ea3 me4 wa5"), (-1, "wa1 me2 ea3 fi4 wo5"),
                         (2, "ea0 wa1 fi2 me3 wo4"), (-2, "wo1 me2 fi3 wa4 ea5")):
        assert meld_points(meld(SOJUN, " ".join(cards.split()[:n]), order=order), RULES) == points


def test_short_segments_score_nothing():
    assert meld_points(meld(RUN, "wo3 yy4=wo4 wo5"), RULES) == 0                 # 1 + 1
    assert meld_points(meld(YY_RUN, "yy3 yy0=yy4 yy5"), RULES) == 0              # 1 + 1
    assert meld_points(meld(YY_RUN, "yy3 yy4 yy0=yy5 yy6 yy7 yy8"), RULES) == 1 + 2


def test_buried_slot_counts_as_natural():
    buried = slot("wo6", "wo6", "yy0")                           # 木6 laid over the 太極 (埋め潰し)
    m = melds_b()[0]                                             # 木3 木4 木5 太極(木6) 木7
    m = m.with_slots(m.slots[:3] + (buried,) + m.slots[4:])
    assert check(RUN, m.slots, RULES) and buried.natural
    assert meld_breakdown(m, RULES) == [5] and meld_points(m, RULES) == 4


def test_segment_runs_through_z():
    assert meld_points(meld(RUN, "me11 me12 me0 me1"), RULES) == 2               # 4 with the ZAT
    m = meld(RUN, "me10 yy11=me11 me12 me0 me1 me2")
    assert meld_breakdown(m, RULES) == [1, 4] and meld_points(m, RULES) == 2
    assert meld_points(meld(YY_RUN, "yy11 yy12 yy0 yy1"), RULES) == 4           # 太極 ZAT in 陰陽順
    assert meld_points(meld(RUN, "wa3 yy4=wa4 wa5 wa0=wa6 wa7"), RULES) == 0     # RW is no ZAT


# --- settlement --------------------------------------------------------------------------------
def with_totals(totals: list[int]) -> list[Meld]:
    """Melds giving each seat the wanted S_i (sums of 1-point sets and a 4-point run)."""
    out = []
    for seat, s in enumerate(totals):
        while s >= 4:
            out.append(replace(run_of(RUN, "wo", 5), owner=seat))
            s -= 4
        out += [replace(meld(SET, "wo7 fi7 ea7"), owner=seat)] * s
    return out


def test_meld_bonus_three_players():
    hands = [[], ["wo1"], ["wo2"]]
    r = score_round(hands, with_totals([1, 4, 2]), 0, False, "meld_bonus", RULES)
    assert r.meld_totals == (1, 4, 2)
    assert r.payments == (2 * 1 - 6, 2 * 4 - 3, 2 * 2 - 5) == (-4, 5, -1)
    r = score_round(hands, with_totals([1, 4, 2]), 0, True, "meld_bonus", RULES)
    assert r.payments == (2 * 2 - 6, 2 * 4 - 4, 2 * 2 - 6) == (-2, 4, -2)   # winner's S = 2


def test_meld_bonus_four_players():
    hands = [["wo1"], ["wo2"], ["wo3"], []]
    r = score_round(hands, with_totals([1, 4, 3, 0]), 3, False, "meld_bonus", RULES)
    assert r.payments == (3 - 7, 12 - 4, 9 - 5, 0 - 8) == (-4, 8, 4, -8)
    assert sum(r.payments) == 0 and r.penalty == (0, 0, 0, 0)


def test_meld_bonus_winner_only():
    hands = [["wo1"], [], ["wo3"], ["wo4"]]
    ms = with_totals([1, 4, 3, 0])
    r = score_round(hands, ms, B, False, "meld_bonus", RULES, collectors="winner_only")
    assert r.payments == (-4, 12, -4, -4)
    r = score_round(hands, ms, B, True, "meld_bonus", RULES, collectors="winner_only")
    assert r.payments == (-8, 24, -8, -8)


def test_void_round():
    hands = [["wo1"], ["yy0"], ["wa0"]]
    ms = with_totals([1, 4, 2])
    r = score_round(hands, ms, None, False, "penalty", RULES)
    assert r.payments == (0, 0, 0) and r.hand_penalties == (1, 7, 5) and r.multiplier == 1
    r = score_round(hands, ms, None, False, "both", RULES)
    assert r.payments == r.bonus == (-4, 5, -1) and r.penalty == (0, 0, 0)
    assert score_round(hands, ms, None, False, "meld_bonus", RULES,
                       collectors="winner_only").payments == (0, 0, 0)
    with pytest.raises(ValueError, match="void round"):
        score_round(hands, ms, None, True, "meld_bonus", RULES)


def test_both_methods_add_up():
    ms = melds_b() + with_totals([1, 0, 0, 0])
    r = score_round(HANDS_A, ms, B, False, "both", RULES)
    assert r.penalty == (-8, 33, -20, -5) and r.bonus == (-1, 11, -5, -5)
    assert r.payments == (-9, 44, -25, -10)
    r = score_round(HANDS_A, ms, B, True, "both", RULES)
    assert r.penalty == (-16, 66, -40, -10) and r.bonus == (-5, 23, -9, -9)
    assert r.payments == (-21, 89, -49, -19)


@pytest.mark.parametrize("kwargs, message", [
    ({"method": "bonus"}, "scoring method"),
    ({"collectors": "everyone"}, "collectors"),
    ({"winner": 4}, "not a seat"),
    ({"winner": 0}, "still holds"),
    ({"multiplier": 0}, "multiplier"),
    ({"hands": [[]]}, "at least 2"),
    ({"melds": [meld(SET, "wo7 fi7 ea7")]}, "owner -1"),
])
def test_bad_arguments(kwargs, message):
    args = {"hands": HANDS_A, "melds": [], "winner": B, "concealed": False, "method": "both",
            "rules": RULES} | kwargs
    with pytest.raises(ValueError, match=message):
        score_round(**args)


# --- properties --------------------------------------------------------------------------------
POOL = melds_b() + [run_of(RUN, "me", 6, start=6), meld(SOJUN, "ea0 me1 wa2 wo3 yy4=fi4", order=1),
                    run_of(YY_RUN, "yy", 5), meld(VOID_SET, "wo0 fi0 ea0")]


@st.composite
def rounds(draw):
    n = draw(st.integers(2, 6))
    cards = draw(st.permutations(deck()))
    sizes = draw(st.lists(st.integers(0, 12), min_size=n, max_size=n))
    winner = draw(st.none() | st.integers(0, n - 1))
    hands, at = [], 0
    for i, k in enumerate(sizes):
        k = 0 if i == winner else k
        hands.append(cards[at:at + k])
        at += k
    melds = [replace(m, owner=draw(st.integers(0, n - 1)))
             for m in draw(st.lists(st.sampled_from(POOL), max_size=6))]
    concealed = winner is not None and draw(st.booleans())
    return dict(hands=hands, melds=melds, winner=winner, concealed=concealed,
                method=draw(st.sampled_from(["penalty", "meld_bonus", "both"])), rules=RULES,
                collectors=draw(st.sampled_from(["all_players", "winner_only"])),
                multiplier=draw(st.integers(1, 4)))


@settings(max_examples=200, deadline=None)
@given(rounds())
def test_payments_sum_to_zero_and_the_winner_never_pays_penalty(args):
    r = score_round(**args)
    assert sum(r.payments) == sum(r.penalty) == sum(r.bonus) == 0
    assert r.payments == tuple(p + b for p, b in zip(r.penalty, r.bonus))
    w = args["winner"]
    if w is not None:
        assert r.penalty[w] >= 0
        assert all(p <= 0 for i, p in enumerate(r.penalty) if i != w)
        if args["method"] != "meld_bonus":
            assert r.penalty[w] == r.multiplier * sum(r.hand_penalties)
