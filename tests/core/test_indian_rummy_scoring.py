"""Scoring a round of Indian Rummy (core/games/indian_rummy/scoring.py): the worked examples of
the rulebook §8.4 word for word in numbers, and the order of the multipliers (§8.3) and the cap."""
from __future__ import annotations

import pytest

from core.cards import parse
from core.games.indian_rummy.scoring import (WRONG_SHOW, PayRules, loser_payment, packer_payment,
                                             settle)
from core.rummy import MeldRules

# §8.4: cut joker 7 (all 7s and the printed jokers are wild); D declares Rummy.
SEED = MeldRules(wild_ranks=frozenset("7"))
INDIA = MeldRules(wild_ranks=frozenset("7"), set_max_size=None, tiers="india_two_tier")
INDIA_PAY = PayRules(max_count=80, hand_rummy_double=False, no_turn_half=False)
D, P, Q, R, S, T = range(6)
HANDS = {P: parse("4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 5d Ks 8c"),
         Q: parse("8d 9d Td As 3s 4c 4c#2 Jh Jh#2 2d 9c 8s 3h"),
         R: parse("Ks Kh Kd 7s 2c 3c 9d 9h 5s 6h Ad Jc 2h")}
PACKERS = {S: 10, T: 40}


def paid(settlement) -> dict:
    return {x.seat: x.paid for x in settlement.losers + settlement.packers}


def test_worked_example_seed_each_loser_pays_the_count_of_the_best_arrangement():
    st = settle(D, HANDS, PACKERS, SEED)
    assert paid(st) == {P: 25, Q: 63, R: 86, S: 10, T: 40}
    assert st.total == 224
    assert st.payments(6) == [224, -25, -63, -86, -10, -40]
    assert sum(st.payments(6)) == 0
    p = next(x for x in st.losers if x.seat == P)
    assert sorted(p.arrangement.deadwood) == sorted(parse("2c 5d Ks 8c"))


def test_worked_example_a_player_who_never_played_pays_half():
    st = settle(D, HANDS, PACKERS, SEED, never_played={R})
    assert paid(st)[R] == 43                      # ⌊86 / 2⌋
    assert st.total == 181
    assert next(x for x in st.losers if x.seat == R).half


def test_worked_example_hand_rummy_doubles_and_halving_comes_after_doubling():
    st = settle(D, {P: HANDS[P], R: HANDS[R]}, {}, SEED, hand_rummy=True, never_played={R})
    assert paid(st) == {P: 50, R: 86}             # 25 × 2; ⌊86 × 2 / 2⌋


def test_worked_example_india_points_two_tiers_cap_80_and_drops_20_40():
    st = settle(D, HANDS, {S: 20, T: 40}, INDIA, INDIA_PAY)
    assert paid(st) == {P: 25, Q: 80, R: 80, S: 20, T: 40}    # Q 63 + 27 = 90 -> 80
    assert next(x for x in st.losers if x.seat == Q).count == 90
    assert st.total == 245


def test_packers_pay_double_after_a_hand_rummy():
    """Spec Q9: only players before the declarer in the first go-round can have packed."""
    assert packer_payment(10, hand_rummy=True) == 20
    assert packer_payment(40, hand_rummy=True, rules=PayRules(hand_rummy_double=False)) == 40
    st = settle(D, {}, {S: 10}, SEED, hand_rummy=True)
    assert paid(st) == {S: 20}


def test_halving_drops_fractions():
    assert loser_payment(25, never_played=True) == 12
    assert loser_payment(25, never_played=True, rules=PayRules(no_turn_half=False)) == 25


@pytest.mark.parametrize("count, hand_rummy, never, expected", [
    (90, False, False, 80), (50, True, False, 80), (50, True, True, 50), (79, False, False, 79)])
def test_the_cap_limits_one_losers_payment_last(count, hand_rummy, never, expected):
    rules = PayRules(max_count=80)
    assert loser_payment(count, hand_rummy=hand_rummy, never_played=never, rules=rules) == expected


def test_no_cap_by_default():
    assert loser_payment(120) == 120


def test_a_wrong_show_is_paid_like_a_packers_penalty_of_80():
    st = settle(D, {}, {S: WRONG_SHOW}, SEED, wrong_shows={S})
    assert st.packers[0].wrong_show and st.packers[0].paid == 80
