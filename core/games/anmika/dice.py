"""サイコロチャンス (出目当て, dice chances) of Anmika sanma (shared/rules/anmika.md §5.5, §5.6).

The owner names a non-matching pair of faces ("24"); two dice are rolled until four rolls count:
doubles (ゾロ目) are rolled again and not counted (サイコロ連荘). Each counted roll showing the pair,
either way round, is a hit paying base × the chip multipliers (fever, pocchi factor and sign; never
シュバリー) from every other player. 《OP》 シュバサイコロ: with shuba (or where shuba was impossible)
each doubles roll adds a fixed bonus, 1-1 -> 111, n-n -> 11 × n ([P] §8 Q21: every doubles roll).
"""
from __future__ import annotations

from dataclasses import dataclass
from fractions import Fraction

from core.games.anmika.chips import Multiplier

#: The 15 pairs a player may name.
PAIRS = tuple((a, b) for a in range(1, 7) for b in range(a + 1, 7))
#: Expected hits of a 4-roll chance: 2 of the 30 non-doubles outcomes hit, 4 × 1/15.
EXPECTED_HITS = Fraction(4, 15)


@dataclass(frozen=True)
class DiceRoll:
    """The result of one chance: every roll in order (doubles included), the hits, and the face
    of each doubles roll."""

    rolls: tuple[tuple[int, int], ...]
    hits: int
    doubles: tuple[int, ...]


def pair_of(text: str) -> tuple[int, int]:
    """The pair named by ``text`` such as ``"24"`` or ``"42"``, as (2, 4)."""
    if len(text) != 2 or not text.isdigit():
        raise ValueError(f"not a dice pair: {text!r}")
    pair = tuple(sorted((int(text[0]), int(text[1]))))
    if pair not in PAIRS:
        raise ValueError(f"not a dice pair: {text!r}")
    return pair     # type: ignore[return-value]


def roll_chance(rng, pair: tuple[int, int], counted: int = 4) -> DiceRoll:
    """Roll a chance for the named ``pair`` with ``rng`` (:class:`core.engine.rng.Rng`, only its
    ``randbelow``): 2 dice until ``counted`` rolls that are not doubles."""
    named = tuple(sorted(pair))
    if named not in PAIRS:
        raise ValueError(f"not a dice pair: {pair!r}")
    rolls: list[tuple[int, int]] = []
    doubles: list[int] = []
    hits = done = 0
    while done < counted:
        roll = (rng.randbelow(6) + 1, rng.randbelow(6) + 1)
        rolls.append(roll)
        if roll[0] == roll[1]:
            doubles.append(roll[0])
            continue
        done += 1
        hits += tuple(sorted(roll)) == named
    return DiceRoll(tuple(rolls), hits, tuple(doubles))


def doubles_bonus(face: int) -> int:
    """シュバサイコロ bonus of a doubles roll of ``face``: 1-1 -> 111, n-n -> 11 × n (22 ... 66)."""
    if not 1 <= face <= 6:
        raise ValueError("a die shows 1 to 6")
    return 111 if face == 1 else 11 * face


def chance_amount(base: int, roll: DiceRoll, mult: Multiplier, shuba_dice: bool) -> int:
    """Chips per payer of a rolled chance (signed from the owner's view): hits × base × fever ×
    pocchi × sign (シュバリー never doubles dice), plus the doubles bonuses when ``shuba_dice``
    (fixed amounts; [P] the sign applies in the reversed state)."""
    amount = roll.hits * base * mult.fever * mult.pocchi * mult.sign
    if shuba_dice:
        amount += sum(doubles_bonus(face) for face in roll.doubles) * mult.sign
    return amount


def expected_amount(base: int, mult: Multiplier, counted: int = 4) -> Fraction:
    """The expected hit chips per payer of a chance (no doubles bonus), for valuing readings."""
    return Fraction(counted, 15) * base * mult.fever * mult.pocchi * mult.sign


__all__ = ["EXPECTED_HITS", "PAIRS", "DiceRoll", "chance_amount", "doubles_bonus", "expected_amount",
           "pair_of", "roll_chance"]
