"""The declaration check of the legal actions (core/games/indian_rummy/declare.py): its cheap
necessary conditions never refuse a real Rummy (ラミー宣言), and with the solver it answers
exactly as core.rummy.is_rummy, for 13-card hands and for every discard of a 14-card hand."""
from __future__ import annotations

import pytest

from core.cards import RANKS, SUITS, parse
from core.engine import Rng
from core.games.indian_rummy import declare
from core.rummy import MeldRules, is_rummy

RULES = [MeldRules(wild_ranks=frozenset("7")),
         MeldRules(wild_ranks=frozenset()),
         MeldRules(wild_ranks=frozenset("A"), set_max_size=None, tiers="india_two_tier"),
         MeldRules(wild_ranks=frozenset("Q"), wild_natural_is_pure=False),
         MeldRules(wild_ranks=frozenset("5"), triple_identical_is_pure=True),
         MeldRules(wild_ranks=frozenset("K"), life_min_four=True)]


class Maker:
    """Random hands built from melds (so that they are Rummy), with cards of three decks."""

    def __init__(self, rng: Rng, rules: MeldRules) -> None:
        self.rng, self.rules = rng, rules
        self.used: set[str] = set()

    def code(self, face: str) -> str | None:
        for copy in ("", "#2", "#3"):
            if face + copy not in self.used:
                self.used.add(face + copy)
                return face + copy
        return None

    def wild(self) -> str | None:
        faces = ["X"] + [r + s for r in self.rules.wild_ranks for s in SUITS]
        return self.code(faces[self.rng.randbelow(len(faces))])

    def run(self, size: int, wilds: int) -> list | None:
        suit = SUITS[self.rng.randbelow(4)]
        start = self.rng.randbelow(14 - size + 1)               # 0 = Ace low ... 13 - size: up to Ace high
        faces = [(RANKS + "A")[start + i] + suit for i in range(size)]
        holes = set()
        while len(holes) < wilds:
            holes.add(self.rng.randbelow(size))
        cards = [self.wild() if i in holes else self.code(f) for i, f in enumerate(faces)]
        return None if None in cards else cards

    def group(self, size: int, wilds: int) -> list | None:
        r = RANKS[self.rng.randbelow(13)]
        suits = list(SUITS)
        self.rng.shuffle(suits)
        cards = [self.wild() for _ in range(wilds)] + [self.code(r + s) for s in suits[:size - wilds]]
        return None if None in cards else cards

    def rummy_hand(self) -> list | None:
        hand = self.run(3 + self.rng.randbelow(2), 0) or []
        hand += self.run(3 + self.rng.randbelow(3), self.rng.randbelow(2)) or []
        while len(hand) < 13:
            left = 13 - len(hand)
            size = left if left <= 5 else 3 + self.rng.randbelow(2)
            if left - size in (1, 2):
                size = 3
            if size > 4 or self.rng.randbelow(2):
                meld = self.run(size, self.rng.randbelow(2))
            else:
                meld = self.group(size, self.rng.randbelow(2))
            if meld is None:
                return None
            hand += meld
        return hand if len(hand) == 13 else None


def made_hands(n: int, seed: int):
    rng = Rng(seed)
    out = []
    while len(out) < n:
        rules = RULES[rng.randbelow(len(RULES))]
        hand = Maker(rng, rules).rummy_hand()
        if hand is not None:
            out.append((hand, rules))
    return out


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_cheap_conditions_never_refuse_a_real_rummy(seed):
    checked = 0
    for hand, rules in made_hands(60, seed):
        if is_rummy(hand, rules):
            checked += 1
            assert declare.could_be_rummy(hand, rules), hand
            assert declare.rummy(hand, rules)
    assert checked >= 30


@pytest.mark.parametrize("seed", [4, 5])
def test_every_winning_discard_of_fourteen_cards_is_found(seed):
    rng = Rng(seed)
    for hand, rules in made_hands(25, seed):
        maker = Maker(rng, rules)
        maker.used = set(hand)
        extra = maker.code(RANKS[rng.randbelow(13)] + SUITS[rng.randbelow(4)])
        fourteen = hand + [extra]
        expected = [c for i, c in enumerate(fourteen) if is_rummy(fourteen[:i] + fourteen[i + 1:], rules)]
        assert declare.declaring_discards(fourteen, rules) == expected, fourteen


@pytest.mark.parametrize("seed", [6, 7])
def test_random_hands_are_answered_exactly_as_the_solver(seed):
    rng = Rng(seed)
    pack = [r + s + c for c in ("", "#2") for r in RANKS for s in SUITS] + ["X", "X#2"]
    for _ in range(150):
        rules = RULES[rng.randbelow(len(RULES))]
        rng.shuffle(pack)
        hand = pack[:13]
        assert declare.rummy(hand, rules) == is_rummy(hand, rules), hand


def test_a_hand_without_three_natural_cards_in_a_row_cannot_declare():
    rules = MeldRules(wild_ranks=frozenset("7"))
    assert not declare.could_be_rummy(parse("4h 5h 7h 9s Ts 7d Qc Qd Qh 2c 3c 7c X"), rules)
    assert declare.could_be_rummy(parse("4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 3c 4c X"), rules)


def test_lonely_cards_need_two_wilds_each_at_best_shared():
    rules = MeldRules(wild_ranks=frozenset("7"))
    # 9♣ has no partner: it needs two wilds (X and 7♦): ♠4-5-6, ♥J-Q-K, ♦A-2-3, 9♣ X 7♦, K♣ K♠ K♦
    hand = parse("4s 5s 6s Jh Qh Kh Ad 2d 3d 9c X 7d Kc")
    assert declare.could_be_rummy(hand, rules)
    one_wild = parse("4s 5s 6s Jh Qh Kh Ad 2d 3d 9c X 8h Kc")
    assert not declare.could_be_rummy(one_wild, rules)
