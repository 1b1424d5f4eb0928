"""The best arrangement of a rummy hand and the declaration check (core.rummy.arrange): the
worked examples of the Indian Rummy rulebook §8.4 word for word in numbers, the loser-counting
tiers of §8.1, the declaration of §7.1, and the solver against a brute-force oracle."""
from __future__ import annotations

import itertools
from collections import Counter

from hypothesis import given, settings
from hypothesis import strategies as st

from core.cards import parse
from core.rummy import (MeldRules, best_arrangement, classify, declaration_problem, is_rummy,
                        tally)

SEED = MeldRules(wild_ranks=frozenset({"7"}))                        # cut joker 7, seed_three_tier
INDIA = MeldRules(wild_ranks=frozenset({"7"}), tiers="india_two_tier", set_max_size=None)

# §8.4: cut joker 7, D declares Rummy.
P = "4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 5d Ks 8c"
Q = "8d 9d Td As 3s 4c 4c#2 Jh Jh#2 2d 9c 8s 3h"
R = "Ks Kh Kd 7s 2c 3c 9d 9h 5s 6h Ad Jc 2h"
VALID = "4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 3c 4c X"                    # P with its deadwood melded


def arrange(text: str, rules: MeldRules = SEED):
    return best_arrangement(parse(text), rules)


def problem(text: str, rules: MeldRules = SEED) -> str | None:
    found = declaration_problem(parse(text), rules)
    return None if found is None else found.english()


# -- §8.4 worked examples --------------------------------------------------------------------------
def test_worked_example_p_straight_run_and_another_run_counts_deadwood_25():
    a = arrange(P)
    assert a.count == 25
    assert [(m.kind, " ".join(m.cards)) for m in a.melds] == [
        ("straight_run", "4h 5h 6h"), ("run", "9s Ts 7d"), ("set", "Qh Qd Qc")]
    assert a.deadwood == tuple(parse("2c 5d Ks 8c"))
    assert (a.straight_runs, a.runs, a.is_rummy) == (1, 2, False)


def test_worked_example_q_only_a_straight_run_counts_everything_else_63():
    a = arrange(Q)
    assert a.count == 63
    assert [(m.kind, " ".join(m.cards)) for m in a.melds][0] == ("straight_run", "8d 9d Td")
    assert (a.straight_runs, a.runs) == (1, 1)


def test_worked_example_r_no_straight_run_counts_all_86():
    a = arrange(R)
    assert a.count == 86
    assert a.straight_runs == 0


def test_worked_examples_under_india_two_tier():
    assert arrange(P, INDIA).count == 25
    assert arrange(Q, INDIA).count == 90           # no second sequence: all 13 cards (cap 80 is scoring's)
    assert arrange(R, INDIA).count == 86


def test_worked_example_seed_total_with_packers():
    assert sum(arrange(h).count for h in (P, Q, R)) + 10 + 40 == 224


# -- §8.1 tiers --------------------------------------------------------------------------------------
def test_only_straight_run_tier_counts_sets():
    a = arrange("4h 5h 6h Qc Qd Qh 2c 5d Ks 8c 9d 3s Js")
    assert a.count == 10 * 3 + 2 + 5 + 10 + 8 + 9 + 3 + 10
    assert ("set", ("Qh", "Qd", "Qc")) in [(m.kind, m.cards) for m in a.melds]


def test_the_most_valuable_straight_run_is_kept_when_it_is_the_only_run():
    a = arrange("2h 3h 4h Jc Qc Kc 9s 5d 8c Ks 3d 6s 2s", MeldRules())
    assert a.runs == 2 and a.count == 9 + 5 + 8 + 10 + 3 + 6 + 2   # two straight runs: deadwood only
    a = arrange("9h Th Jh Qh 2c 5d Ks 8c 3d 6s 2s 4c Ad", MeldRules())  # ♥9-Q cannot be split
    assert a.count == 2 + 5 + 10 + 8 + 3 + 6 + 2 + 4 + 10
    assert [m.cards for m in a.melds] == [("9h", "Th", "Jh", "Qh")]


def test_wild_natural_is_pure_decides_the_tier():
    hand = "6h 7h 8h 2c 5d Ks 8c 9d 3s Js Qc 4d Tc"
    assert arrange(hand).count == 2 + 5 + 10 + 8 + 9 + 3 + 10 + 10 + 4 + 10    # ♥6-7-8 is straight
    off = MeldRules(wild_ranks=frozenset({"7"}), wild_natural_is_pure=False)
    assert arrange(hand, off).count == 6 + 8 + 2 + 5 + 10 + 8 + 9 + 3 + 10 + 10 + 4 + 10


def test_triple_identical_counts_as_the_straight_run_with_the_option():
    hand = "5h 5h#2 5h#3 9c Tc X 2d 4s Kd Qs 8d 3c Jh"
    plain = MeldRules()
    triple = MeldRules(triple_identical_is_pure=True)
    assert arrange(hand, plain).count == 5 * 3 + 9 + 10 + 2 + 4 + 10 + 10 + 8 + 3 + 10
    a = arrange(hand, triple)
    assert a.is_rummy is False and a.straight_runs == 1 and a.runs == 2
    assert a.count == 2 + 4 + 10 + 10 + 8 + 3 + 10


def test_life_min_four_needs_a_run_of_four_for_the_deadwood_tier():
    hand = "4h 5h 6h 9s Ts Js 2c 5d Ks 8c 3d Qc 4c"
    assert arrange(hand).count == 2 + 5 + 10 + 8 + 3 + 10 + 4
    life = MeldRules(life_min_four=True)
    assert arrange(hand, life).count == 4 + 5 + 6 + 2 + 5 + 10 + 8 + 3 + 10 + 4   # ♠9-10-J, the higher, kept


def test_ties_prefer_rummy_then_more_cards_melded():
    a = arrange(VALID)
    assert a.is_rummy and a.count == 0 and a.deadwood == ()
    assert any("X" in m.cards for m in a.melds)                      # the joker melded, not left over
    # deadwood 10 either way: ♦K alone (5-5-wild), or ♦5 and ♠5 (K-wild-wild); one card it is
    a = arrange("4h 5h 6h 9s Ts Js 2c 3c 4c 5d 5s Kd X X#2", SEED)
    assert a.count == 10 and a.deadwood == ("Kd",)


def test_fourteen_cards_after_drawing():
    a = arrange(VALID + " 8d")
    assert a.count == 8 and a.deadwood == ("8d",)


# -- §7.1 declaration ---------------------------------------------------------------------------------
def test_a_valid_rummy_has_no_problem():
    assert is_rummy(parse(VALID), SEED)
    assert problem(VALID) is None


def test_declaration_without_a_straight_run_refused():
    assert not is_rummy(parse(R), SEED)
    assert problem(R) == "No straight run (ストレートラン) can be made."


def test_declaration_needs_a_second_run():
    assert problem(Q) == "A second run is needed besides the straight run."
    assert problem("4h 5h 6h Qc Qd Qh 2c 2d 2s Ks Kd Kc 9d") == "A second run is needed besides the straight run."


def test_declaration_names_the_first_card_in_no_meld():
    assert problem(P) == "2♣ is in no meld."


def test_declaration_life_min_four():
    life = MeldRules(wild_ranks=frozenset({"7"}), life_min_four=True)
    hand = "4h 5h 6h 9s Ts Js Kc Kd Kh Ks 2c 3c 4c"
    assert is_rummy(parse(hand), SEED)
    assert not is_rummy(parse(hand), life)
    assert problem(hand, life) == "One of the two runs must have four or more cards."
    assert problem("4h 5h 6h 7h 9s Ts Js Qc Qd Qh 2c 3c 4c", life) is None   # ♥4-5-6-7, 7 standing for itself


def test_declaration_needs_thirteen_cards():
    assert problem(VALID + " 8d") == "A Rummy needs 13 cards, not 14."


def test_hand_rummy_with_three_decks_and_six_wilds():
    hand = "Ah 2h 3h X X#2 X#3 7s 7d 7c#3 Kd Kd#2 Kd#3 Qd"
    assert is_rummy(parse(hand), SEED)
    assert arrange(hand).is_rummy


# -- properties against a brute-force oracle ----------------------------------------------------------
def oracle(hand: list, rules: MeldRules) -> tuple:
    """The best (count, not rummy, deadwood cards) over every way to split ``hand`` into melds
    (each group read by ``classify``) and deadwood."""
    best = None

    def split(rest: list, melds: list, dead: list) -> None:
        nonlocal best
        if not rest:
            a = tally(melds, dead, rules)
            key = (a.count, not a.is_rummy, len(a.deadwood))
            best = key if best is None or key < best else best
            return
        first, others = rest[0], rest[1:]
        split(others, melds, dead + [first])
        for size in range(2, len(others) + 1):
            for pick in itertools.combinations(range(len(others)), size):
                meld = classify([first] + [others[i] for i in pick], rules)
                if meld is not None:
                    split([c for i, c in enumerate(others) if i not in pick], melds + [meld], dead)

    split(list(hand), [], [])
    return best


RULES = st.builds(MeldRules, wild_ranks=st.sampled_from([frozenset(), frozenset({"7"}), frozenset({"5"})]),
                  set_max_size=st.sampled_from([4, None]), wild_natural_is_pure=st.booleans(),
                  triple_identical_is_pure=st.booleans(), life_min_four=st.booleans(),
                  tiers=st.sampled_from(["seed_three_tier", "india_two_tier"]))
# a crowded corner of three decks, so that small hands hold runs, sets and wilds
SMALL_POOL = [r + s + c for c in ("", "#2", "#3") for s in "hd" for r in "A2345678K"] + ["X", "X#2", "X#3", "7s"]
SMALL_HANDS = st.lists(st.sampled_from(SMALL_POOL), min_size=6, max_size=8, unique=True)
FULL_POOL = [r + s + c for c in ("", "#2", "#3") for s in "shdc" for r in "A23456789TJQK"] + ["X", "X#2", "X#3"]
FULL_HANDS = st.lists(st.sampled_from(FULL_POOL), min_size=13, max_size=14, unique=True)


def check_arrangement(hand: list, rules: MeldRules):
    a = best_arrangement(hand, rules)
    assert all(classify(m.cards, rules) == m for m in a.melds)
    assert Counter(c for m in a.melds for c in m.cards) + Counter(a.deadwood) == Counter(hand)
    assert tally(a.melds, a.deadwood, rules) == a
    assert is_rummy(hand, rules) == a.is_rummy
    return a


@settings(max_examples=200, deadline=None)
@given(SMALL_HANDS, RULES)
def test_best_arrangement_equals_brute_force_on_small_hands(hand, rules):
    a = check_arrangement(hand, rules)
    assert (a.count, not a.is_rummy, len(a.deadwood)) == oracle(hand, rules)


@settings(max_examples=150, deadline=None)
@given(FULL_HANDS, RULES)
def test_best_arrangement_of_full_hands_is_valid(hand, rules):
    a = check_arrangement(hand, rules)
    if len(hand) == 13:
        assert (declaration_problem(hand, rules) is None) == a.is_rummy
