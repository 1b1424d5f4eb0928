"""Unit tests of core/games/daifugo/combos.py: strength, combinations, beating, enumeration.

Seed §2.4: a combination is n ≥ 1 cards of equal strength; 3 < 4 < … < 13 < 1 < 2, and a Joker is
stronger than every number; Jokers are wild (without a suit) in combinations of two or more.
"""
from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.cards import deck, is_joker, parse, rank, suit
from core.games.daifugo import combos
from core.games.daifugo.combos import (JOKER_STRENGTH, ORDER, beats, canonical, card_strength,
                                       combinations_in, is_combination, sort_key, strength)

DECK = deck(jokers=2)


def c(text: str) -> tuple[str, ...]:
    return tuple(parse(text))


# --- strength --------------------------------------------------------------------------------

def test_rank_order_is_3_to_k_then_ace_then_2():
    assert ORDER == "3456789TJQKA2"
    singles = [card_strength(r + "s") for r in ORDER]
    assert singles == list(range(13))


def test_joker_is_stronger_than_every_rank():
    assert card_strength("X") == JOKER_STRENGTH == 13
    assert all(card_strength(card) < card_strength("X") for card in DECK if not is_joker(card))


def test_suit_does_not_change_strength():
    for r in ORDER:
        assert len({card_strength(r + s) for s in "shdc"}) == 1


def test_second_deck_cards_have_the_strength_of_their_face():
    assert card_strength("Ah#2") == card_strength("Ah")
    assert card_strength("X#2") == JOKER_STRENGTH


def test_sort_key_orders_a_hand_weakest_first_suits_s_h_d_c_jokers_last():
    hand = parse("X 2c As 3c 3s Td X 3h 3d")
    assert sorted(hand, key=sort_key) == parse("3s 3h 3d 3c Td As 2c X X")


def test_canonical_is_order_independent():
    assert canonical(parse("X 7d 7s")) == c("7s 7d X")
    assert canonical(parse("7d X 7s")) == canonical(parse("7s 7d X"))


# --- what a combination is -----------------------------------------------------------------------

@pytest.mark.parametrize("cards", ["3s", "X", "7s 7h", "7s X", "X X", "Kd Kc Kh", "Kd X X", "9s 9h 9d 9c",
                                   "9s 9h 9d 9c X", "9s 9h 9d 9c X X"])
def test_equal_rank_sets_are_combinations(cards):
    assert is_combination(parse(cards))


@pytest.mark.parametrize("cards", ["", "3s 4s", "7s 8s X", "As 2s", "Ts Js Qs", "3s 3h 4s"])
def test_mixed_ranks_and_the_empty_set_are_not_combinations(cards):
    assert not is_combination(parse(cards))


def test_no_sequences_in_the_base_rules():
    assert not is_combination(c("3s 4s 5s"))          # 階段 is an added rule, not base


def test_mixed_combination_takes_the_rank_of_its_natural_cards():
    assert strength(c("7h X")) == card_strength("7s")
    assert strength(c("2d X X")) == card_strength("2s")
    assert strength(c("X 3c")) == 0


def test_all_joker_combinations_have_joker_strength():
    assert strength(c("X")) == JOKER_STRENGTH
    assert strength(c("X X")) == JOKER_STRENGTH


def test_joker_has_no_suit():
    assert suit("X") is None
    assert {suit(x) for x in c("7h X") if not is_joker(x)} == {"h"}   # the suit set is just ♥


# --- beating ----------------------------------------------------------------------------------------

@pytest.mark.parametrize("cards, top", [
    ("4s", "3s"), ("2s", "As"), ("X", "2s"), ("As", "Ks"),
    ("8s 8h", "7s 7d"), ("8s X", "7s 7d"), ("X X", "2s 2h"), ("X X", "2s X"),
    ("5s 5h 5d", "4s 4h X"), ("Ts Th Td Tc", "9s 9h 9d X"),
])
def test_same_count_and_stronger_beats(cards, top):
    assert beats(c(cards), c(top))


@pytest.mark.parametrize("cards, top, why", [
    ("3h", "3s", "equal strength is not stronger"),
    ("3s", "4s", "weaker"),
    ("X", "X", "a lone Joker cannot beat a lone Joker"),
    ("2s", "X", "nothing natural beats a Joker"),
    ("7h X", "7s 7d", "a Joker makes a pair of 7s, equal to the 7s"),
    ("2d X", "X X", "2+Joker is a pair of 2s, weaker than the Joker pair"),
    ("8s", "7s 7d", "count differs"),
    ("8s 8h 8d", "7s 7d", "count differs"),
    ("Ks Ah", "3s 3h", "not a combination"),
])
def test_beats_is_false_otherwise(cards, top, why):
    assert not beats(c(cards), c(top)), why


def test_beats_is_strict_for_every_pair_of_strengths():
    reps = [r + "s" for r in ORDER] + ["X"]
    for i, a in enumerate(reps):
        for j, b in enumerate(reps):
            assert beats((a,), (b,)) == (i > j), (a, b)


# --- enumerating the combinations in a hand ---------------------------------------------------------

def test_combinations_in_a_small_hand():
    hand = parse("3s 3h 5d X")
    got = combinations_in(hand)
    assert got == [c("3s"), c("3h"), c("5d"), c("X"),
                   c("3s 3h"), c("3s X"), c("3h X"), c("5d X"),
                   c("3s 3h X")]


def test_two_jokers_give_one_joker_single_and_one_joker_pair():
    hand = parse("X X")
    assert combinations_in(hand) == [c("X"), c("X X")]
    assert combinations_in(parse("4d X X"), 3) == [c("4d X X")]


def test_combinations_in_filters_by_count_and_strength():
    hand = parse("3s 3h 7d 7c As X")
    assert combinations_in(hand, 2, card_strength("7s")) == [c("As X"), ]
    assert combinations_in(hand, 2, card_strength("6s")) == [c("7d 7c"), c("7d X"), c("7c X"), c("As X")]
    assert combinations_in(hand, 1, card_strength("2s")) == [c("X")]
    assert combinations_in(hand, 1, JOKER_STRENGTH) == []
    assert combinations_in(hand, 5) == []


def test_combinations_in_an_empty_hand():
    assert combinations_in([]) == []
    assert combinations_in([], 1) == []


def test_combinations_are_canonical_and_distinct():
    hand = parse("9s 9h 9d 9c X X Kd")
    got = combinations_in(hand)
    assert len(got) == len(set(got))
    assert all(canonical(p) == p for p in got)


# --- property: the enumeration is complete and exact --------------------------------------------

def _oracle_strength(cards) -> int | None:
    """Independent oracle: the strength of a combination, None if the cards are not one."""
    naturals = {rank(x) for x in cards if not is_joker(x)}
    if not cards or len(naturals) > 1:
        return None
    return ORDER.index(naturals.pop()) if naturals else 13


hands = st.lists(st.integers(0, len(DECK) - 1), unique=True, max_size=9).map(lambda ix: [DECK[i] for i in ix])


@settings(max_examples=150, deadline=None)
@given(hand=hands, count=st.none() | st.integers(1, 5), above=st.integers(-1, 13))
def test_combinations_in_equals_brute_force(hand, count, above):
    expected = set()
    for k in range(1, len(hand) + 1):
        if count is not None and k != count:
            continue
        for sub in combinations(hand, k):
            s = _oracle_strength(sub)
            if s is not None and s > above:
                expected.add(canonical(sub))
    got = combinations_in(hand, count, above)
    assert len(got) == len(set(got))
    assert set(got) == expected
    for p in got:
        assert not Counter(p) - Counter(hand)


@settings(max_examples=150, deadline=None)
@given(cards=st.lists(st.sampled_from(DECK), min_size=0, max_size=5))
def test_is_combination_and_strength_match_the_oracle(cards):
    s = _oracle_strength(cards)
    assert is_combination(cards) == (s is not None)
    if s is not None:
        assert strength(cards) == s


def test_module_exports_the_documented_names():
    for name in ("ORDER", "STRENGTH", "JOKER_STRENGTH", "sort_key", "card_strength", "canonical",
                 "is_combination", "strength", "beats", "combinations_in"):
        assert hasattr(combos, name)
