"""Anmika dice chances (core/games/anmika/dice.py; anmika.md §5.5, §5.6, the seed's dice example and
the §5.9 reversal and 789 三色 examples)."""

from fractions import Fraction

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from core.engine.rng import Rng
from core.games.anmika.chips import Multiplier
from core.games.anmika.dice import (
    EXPECTED_HITS, PAIRS, DiceRoll, chance_amount, doubles_bonus, expected_amount, pair_of, roll_chance,
)
from core.games.anmika.pocchi import PocchiState


class Scripted:
    """An Rng stand-in whose dice show the given faces in order."""

    def __init__(self, faces):
        self.faces = list(faces)

    def randbelow(self, n):
        assert n == 6
        return self.faces.pop(0) - 1


def faces(*rolls: str) -> list[int]:
    return [int(d) for roll in rolls for d in roll]


ONE_HIT = DiceRoll(((2, 4), (1, 3), (5, 6), (3, 4)), 1, ())


def test_pairs():
    assert len(PAIRS) == 15 and (2, 4) in PAIRS and (4, 2) not in PAIRS and (3, 3) not in PAIRS
    assert pair_of("24") == (2, 4) and pair_of("42") == (2, 4)
    for bad in ("33", "07", "2", "245", "a4"):
        with pytest.raises(ValueError):
            pair_of(bad)


def test_seed_dice_example():
    """Seed: +70 × 4 rolls, "24" named; 1-3, 4-5, 1-1 (連荘, not counted), 5-6, 2-4: 1 hit, +70 all."""
    rng = Scripted(faces("13", "45", "11", "56", "24"))
    roll = roll_chance(rng, (2, 4))
    assert roll == DiceRoll(((1, 3), (4, 5), (1, 1), (5, 6), (2, 4)), 1, (1,))
    assert not rng.faces
    assert chance_amount(70, roll, Multiplier(), shuba_dice=False) == 70
    assert chance_amount(70, roll, Multiplier(), shuba_dice=True) == 70 + 111     # シュバサイコロ 1-1


def test_hit_either_way_round_and_doubles_not_counted():
    rng = Scripted(faces("42", "66", "24", "33", "33", "15", "24"))
    roll = roll_chance(rng, (4, 2))
    assert roll.hits == 3 and roll.doubles == (6, 3, 3) and len(roll.rolls) == 7


def test_reversal_dice_seed_example_140_paid_560_received():
    """§5.9 ex. 1: 間八萬 fever, 倍逆ポッチ tsumo: 70 × 2 = 140 a hit, paid; later 倍正ポッチ reverses it:
    70 × (2 × 2 × 2) = 560 a hit, received."""
    red = PocchiState().after("crimson")
    assert chance_amount(70, ONE_HIT, Multiplier.of(red), False) == -140
    blue = red.after("blue")
    assert chance_amount(70, ONE_HIT, Multiplier.of(blue), False) == 560
    two_hits = DiceRoll(ONE_HIT.rolls, 2, ())
    assert chance_amount(70, two_hits, Multiplier.of(blue), False) == 1120


def test_789_sanshoku_ron_280_after_a_double_pocchi_tsumo_140_on_blue():
    """§5.9 ex. 2: after a 倍正 (or 倍逆) tsumo, a ron on 正ポッチ gets the 140 chance doubled to 280;
    a ron on 倍正ポッチ itself gets 140 (a ronned pocchi changes nothing)."""
    after_blue = PocchiState().after("blue")
    assert chance_amount(140, ONE_HIT, Multiplier.of(after_blue), False) == 280
    after_red = PocchiState().after("crimson")
    assert abs(chance_amount(140, ONE_HIT, Multiplier.of(after_red), False)) == 280   # [P] Q20: paid
    assert chance_amount(140, ONE_HIT, Multiplier.of(PocchiState()), False) == 140


def test_shuba_never_doubles_dice_fever_does():
    assert chance_amount(70, ONE_HIT, Multiplier(shuba=True), False) == 70
    assert chance_amount(70, ONE_HIT, Multiplier(fever=2), False) == 140
    assert chance_amount(70, ONE_HIT, Multiplier(fever=4, pocchi=2), False) == 560


def test_doubles_bonus():
    assert [doubles_bonus(f) for f in range(1, 7)] == [111, 22, 33, 44, 55, 66]
    with pytest.raises(ValueError):
        doubles_bonus(7)
    roll = DiceRoll(((1, 1), (3, 3), (1, 2), (1, 2), (1, 2), (1, 2)), 0, (1, 3))
    assert chance_amount(70, roll, Multiplier(fever=2, pocchi=2), True) == 144     # fixed, not multiplied
    assert chance_amount(70, roll, Multiplier(sign=-1), True) == -144              # [P] paid when reversed
    assert chance_amount(70, roll, Multiplier(), False) == 0


def test_expected_value():
    assert EXPECTED_HITS == Fraction(4, 15)
    assert expected_amount(70, Multiplier()) == Fraction(56, 3)                    # ≈ 18.7
    assert expected_amount(70, Multiplier(pocchi=2, sign=-1)) == Fraction(-112, 3)


def test_bad_pair():
    with pytest.raises(ValueError):
        roll_chance(Rng(1), (3, 3))


@settings(max_examples=50)
@given(st.integers(0, 2**32), st.sampled_from(PAIRS), st.integers(1, 6))
def test_roll_shape(seed, pair, counted):
    roll = roll_chance(Rng(seed), pair, counted)
    assert len(roll.rolls) - len(roll.doubles) == counted
    assert [a for a, b in roll.rolls if a == b] == list(roll.doubles)
    assert roll.hits == sum(tuple(sorted(r)) == pair for r in roll.rolls)
    assert all(1 <= d <= 6 for r in roll.rolls for d in r)
    assert roll_chance(Rng(seed), pair, counted) == roll          # the same seed, the same dice


def test_hit_rate_is_one_in_fifteen():
    rng = Rng(2026)
    chances = [roll_chance(rng, (2, 4)) for _ in range(3000)]
    rate = sum(c.hits for c in chances) / (4 * len(chances))
    assert abs(rate - 1 / 15) < 0.01
    doubles = sum(len(c.doubles) for c in chances) / sum(len(c.rolls) for c in chances)
    assert abs(doubles - 1 / 6) < 0.01
