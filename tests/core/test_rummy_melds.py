"""Meld rules of the rummy family (core.rummy.melds), one test per rule of the Indian Rummy
rulebook §4 and the options of §11: runs (ラン), straight runs (ストレートラン), sets (セット) and
wild cards (ワイルドカード)."""
from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cards import base, parse
from core.rummy import MeldRules, card_value, classify, is_wild, why_not_meld

SEVENS = MeldRules(wild_ranks=frozenset({"7"}))          # cut joker 7: every 7 and the jokers wild
PLAIN = MeldRules()                                        # printed jokers only


def kind(text: str, rules: MeldRules = PLAIN) -> str | None:
    meld = classify(parse(text), rules)
    return meld.kind if meld else None


def shown(text: str, rules: MeldRules = PLAIN) -> str:
    return " ".join(classify(parse(text), rules).cards)


def reason(text: str, rules: MeldRules = PLAIN) -> str:
    return why_not_meld(parse(text), rules).english()


# -- values and wilds (§1) ----------------------------------------------------------------------
def test_card_values_wild_zero_pips_face_value_courts_and_ace_ten():
    assert [card_value(c, SEVENS) for c in parse("X 7h 2c 9d Ts Jh Qc Kd As 7s#2 X#3")] == \
        [0, 0, 2, 9, 10, 10, 10, 10, 10, 0, 0]
    assert card_value("7h", PLAIN) == 7


def test_printed_jokers_always_wild_and_every_card_of_the_cut_rank():
    assert is_wild("X", PLAIN) and is_wild("X#2", SEVENS)
    assert all(is_wild(c, SEVENS) for c in parse("7s 7h 7d 7c 7c#3"))
    assert not is_wild("8h", SEVENS) and not is_wild("7h", PLAIN)


# -- runs ---------------------------------------------------------------------------------------
def test_run_three_or_more_of_one_suit_in_order():
    assert kind("9h 8h 7h") == "straight_run"
    assert shown("9h 8h 7h") == "7h 8h 9h"
    assert kind("Qs Js Ts") == "straight_run"
    assert kind("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc Qc Kc") == "straight_run"


def test_run_ace_low_a_2_3():
    assert kind("2d Ad 3d") == "straight_run"
    assert shown("2d Ad 3d") == "Ad 2d 3d"


def test_run_ace_high_q_k_a():
    assert kind("As Ks Qs") == "straight_run"
    assert shown("As Ks Qs") == "Qs Ks As"


def test_run_k_a_2_wrap_refused():
    assert classify(parse("Kh Ah 2h"), PLAIN) is None
    assert "K-A-2" in reason("Kh Ah 2h")
    assert classify(parse("Qh Kh Ah 2h"), PLAIN) is None


def test_run_thirteen_places_at_most():
    assert kind("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh") == "straight_run"
    assert classify(parse("Ah 2h 3h 4h 5h 6h 7h 8h 9h Th Jh Qh Kh X"), PLAIN) is None


def test_run_mixed_suits_refused():
    assert classify(parse("4h 5s 6h"), PLAIN) is None
    assert reason("4h 5s 6h") == "A run (ラン) must be all of one suit."


def test_run_cannot_hold_a_rank_twice():
    assert classify(parse("5h 5h#2 6h"), PLAIN) is None
    assert reason("5h 6h 6h#2 7h") == "A run (ラン) cannot hold 6♥ twice."


def test_run_gap_too_large_for_the_wilds():
    assert classify(parse("4h 8h X"), PLAIN) is None
    assert reason("4h 8h X") == "The gaps are too large for the wild cards: this run (ラン) needs 2 more."
    assert kind("4h 8h X X#2 X#3") == "run"


def test_run_with_a_wild_is_not_a_straight_run():
    assert kind("9s Ts 7d", SEVENS) == "run"                # ♦7 stands for ♠J (§8.4 P)
    assert shown("9s Ts 7d", SEVENS) == "9s Ts 7d"
    assert kind("6h X 8h") == "run"
    assert shown("6h X 8h") == "6h X 8h"                     # each wild at the place it stands for


def test_wild_may_stand_at_either_end_of_a_run():
    assert shown("Qh Kh X") == "X Qh Kh"
    assert shown("Ah X 3h") == "Ah X 3h"


def test_wild_natural_is_pure_on_keeps_a_run_straight():
    assert kind("6h 7h 8h", SEVENS) == "straight_run"


def test_wild_natural_is_pure_off_makes_the_run_impure():
    off = MeldRules(wild_ranks=frozenset({"7"}), wild_natural_is_pure=False)
    assert kind("6h 7h 8h", off) == "run"


def test_wild_rank_card_out_of_its_place_is_a_wild():
    assert kind("6h 7s 8h", SEVENS) == "run"
    assert kind("8h 9h 7h", SEVENS) == "straight_run"
    assert kind("8h 9h 7s", SEVENS) == "run"


def test_printed_joker_is_never_natural():
    assert kind("6h X 8h", SEVENS) == "run"
    assert kind("X X#2 X#3") == "run"


def test_wild_card_shown_at_its_own_place_when_it_is_free():
    assert shown("X 5h 7h 6h#2", SEVENS) == "5h 6h#2 7h X"


# -- sets ---------------------------------------------------------------------------------------
def test_set_three_or_more_of_one_rank_all_different_suits():
    assert kind("5h 5s 5d") == "set"
    assert kind("Jd Js Jc Jh") == "set"
    assert shown("Jd Js Jc Jh") == "Js Jh Jd Jc"


def test_set_identical_cards_refused():
    assert classify(parse("5h 5h#2 5s"), PLAIN) is None
    assert reason("5h 5h#2 5s") == "Two identical cards (5♥) can never be in one set (セット)."
    assert classify(parse("5h 5h#2 X"), PLAIN) is None


def test_set_wild_stands_for_a_missing_suit():
    assert kind("Js Jd X") == "set"
    assert shown("X Jd Js") == "Js Jd X"
    assert kind("Qc Qd 7h", SEVENS) == "set"


def test_set_of_five_with_a_wild_refused_at_max_four():
    assert classify(parse("5h 5s 5d 5c X"), PLAIN) is None
    assert reason("5h 5s 5d 5c X") == "A set (セット) can have at most 4 cards."
    assert classify(parse("5h 5s X X#2 X#3"), PLAIN) is None


def test_set_of_five_with_a_wild_accepted_when_unlimited():
    unlimited = MeldRules(set_max_size=None)
    assert kind("5h 5s 5d 5c X", unlimited) == "set"
    assert kind("5h 5s X X#2 X#3", unlimited) == "set"


def test_neither_one_suit_nor_one_rank_refused():
    assert classify(parse("5h 6s 9d"), PLAIN) is None
    assert "neither" in reason("5h 6s 9d")


# -- wild-only melds, triple identical, size ---------------------------------------------------
def test_all_wild_meld_is_an_impure_run():
    assert kind("X X#2 7c", SEVENS) == "run"
    assert kind("7s 7h 7d", SEVENS) == "run"


def test_meld_mostly_wilds():
    assert kind("Kd X 7s", SEVENS) == "run"
    assert kind("Kd X 7s 7h#2", SEVENS) == "run"


def test_triple_identical_is_a_straight_run_with_the_option():
    triple = MeldRules(triple_identical_is_pure=True)
    assert kind("5h 5h#2 5h#3", triple) == "straight_run"
    assert classify(parse("5h 5h#2 5h#3"), PLAIN) is None
    assert classify(parse("5h 5h#2 5h#3 X"), triple) is None


def test_fewer_than_three_cards_is_no_meld():
    assert classify(parse("5h 5s"), PLAIN) is None
    assert classify(parse("X X#2"), PLAIN) is None
    assert reason("5h 6h") == "A meld needs at least three cards."


def test_why_not_meld_is_none_for_a_meld():
    assert why_not_meld(parse("5h 5s 5d"), PLAIN) is None


def test_bad_rules_refused():
    with pytest.raises(ValueError):
        MeldRules(tiers="japan")
    with pytest.raises(ValueError):
        MeldRules(set_max_size=2)
    with pytest.raises(ValueError):
        MeldRules(wild_ranks={"10"})


# -- properties -------------------------------------------------------------------------------
POOL = [r + s + c for c in ("", "#2", "#3") for s in "sh" for r in "A2345QK"] + ["X", "X#2", "X#3", "7d", "7c#2"]
RULES = st.builds(MeldRules, wild_ranks=st.sampled_from([frozenset(), frozenset({"7"}), frozenset({"5"})]),
                  set_max_size=st.sampled_from([4, None]), wild_natural_is_pure=st.booleans(),
                  triple_identical_is_pure=st.booleans())
GROUPS = st.lists(st.sampled_from(POOL), min_size=1, max_size=7, unique=True)


@settings(max_examples=300, deadline=None)
@given(GROUPS, RULES)
def test_no_accepted_set_holds_two_identical_natural_cards(cards, rules):
    meld = classify(cards, rules)
    if meld is not None and meld.kind == "set":
        naturals = [base(c) for c in meld.cards if not is_wild(c, rules)]
        assert len(naturals) == len(set(naturals))
        assert len({c[0] for c in naturals}) <= 1


@settings(max_examples=300, deadline=None)
@given(GROUPS, RULES, st.randoms(use_true_random=False))
def test_a_group_reads_the_same_in_any_order_and_keeps_its_cards(cards, rules, rnd):
    meld = classify(cards, rules)
    shuffled = list(cards)
    rnd.shuffle(shuffled)
    assert classify(shuffled, rules) == meld
    if meld is None:
        assert why_not_meld(cards, rules) is not None
    else:
        assert sorted(meld.cards) == sorted(cards)
        assert classify(meld.cards, rules) == meld          # the display order reads back the same
