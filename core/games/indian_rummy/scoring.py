"""Scoring a round of Indian Rummy (spec §8): what each player pays the declarer.

Pure functions. A loser's count comes from the best arrangement of the hand under the tier rule
(:func:`core.rummy.best_arrangement`, ``MeldRules.tiers``); then, in this order:

1. Hand Rummy (ハンド・ラミー) doubles it (``hand_rummy_double``);
2. a player who had no turn before the declaration pays half, fractions dropped, *after* the
   doubling (``no_turn_half``; the seed: after a Hand Rummy such a player pays the plain count);
3. the cap (``max_count``, India's "full count" 80) limits the payment of one loser.

Packers (パッキング) pay their penalty (10 at the first turn, 40 later in the seed), doubled by a
Hand Rummy too (spec Q9); a wrong show (penalty_80 mode) is a packer's penalty of 80. Neither is
halved (packing is a turn) nor capped.
"""
from __future__ import annotations

from dataclasses import dataclass

from core.rummy import Arrangement, MeldRules, best_arrangement

WRONG_SHOW = 80      # the online "wrong show" penalty (invalid declaration)


@dataclass(frozen=True)
class PayRules:
    """The payment options: ``max_count`` (0 = no cap), ``hand_rummy_double``, ``no_turn_half``."""

    max_count: int = 0
    hand_rummy_double: bool = True
    no_turn_half: bool = True

    @classmethod
    def from_options(cls, options) -> "PayRules":
        return cls(options["max_count"], options["hand_rummy_double"], options["no_turn_half"])


def loser_payment(count: int, *, hand_rummy: bool = False, never_played: bool = False,
                  rules: PayRules = PayRules()) -> int:
    """What a loser with ``count`` pays: doubled by a Hand Rummy, then halved (fractions dropped)
    if the player never had a turn, then capped."""
    pay = count
    if hand_rummy and rules.hand_rummy_double:
        pay *= 2
    if never_played and rules.no_turn_half:
        pay //= 2
    if rules.max_count:
        pay = min(pay, rules.max_count)
    return pay


def packer_payment(penalty: int, *, hand_rummy: bool = False, rules: PayRules = PayRules()) -> int:
    """What a packer pays the declarer: the penalty, doubled by a Hand Rummy (spec Q9)."""
    return penalty * 2 if hand_rummy and rules.hand_rummy_double else penalty


@dataclass(frozen=True)
class LoserScore:
    """One loser: the hand's best arrangement, its count, what is paid, whether halved."""

    seat: int
    hand: tuple
    arrangement: Arrangement
    paid: int
    half: bool

    @property
    def count(self) -> int:
        return self.arrangement.count


@dataclass(frozen=True)
class PackerScore:
    """One packer (or wrong show): the penalty owed and what is paid."""

    seat: int
    penalty: int
    paid: int
    wrong_show: bool = False


@dataclass(frozen=True)
class Settlement:
    """Everything paid to the declarer of one round."""

    declarer: int
    hand_rummy: bool
    losers: tuple
    packers: tuple

    @property
    def total(self) -> int:
        """What the declarer receives."""
        return sum(x.paid for x in self.losers) + sum(x.paid for x in self.packers)

    def paid(self, seats: int) -> list[int]:
        """What each seat pays (0 for the declarer and anyone not in the round)."""
        out = [0] * seats
        for x in self.losers + self.packers:
            out[x.seat] = x.paid
        return out

    def payments(self, seats: int) -> list[int]:
        """Signed chips per seat: the declarer +total, each payer minus what it pays (sum 0)."""
        out = [-p for p in self.paid(seats)]
        out[self.declarer] += self.total
        return out


def loser_score(seat: int, hand, meld_rules: MeldRules, *, hand_rummy: bool = False,
                never_played: bool = False, rules: PayRules = PayRules()) -> LoserScore:
    """A loser's best arrangement (arranged automatically, spec §8.1) and payment."""
    arrangement = best_arrangement(list(hand), meld_rules)
    paid = loser_payment(arrangement.count, hand_rummy=hand_rummy, never_played=never_played, rules=rules)
    return LoserScore(seat, tuple(hand), arrangement, paid, never_played and rules.no_turn_half)


def settle(declarer: int, losers: dict, packers: dict, meld_rules: MeldRules, rules: PayRules = PayRules(), *,
           hand_rummy: bool = False, never_played=(), wrong_shows=()) -> Settlement:
    """The payments of a round: ``losers`` seat -> hand (players still in the round),
    ``packers`` seat -> penalty, ``never_played`` the losers who had no turn, ``wrong_shows`` the
    packers whose penalty is a wrong show."""
    scored = tuple(loser_score(s, losers[s], meld_rules, hand_rummy=hand_rummy, never_played=s in never_played,
                               rules=rules) for s in sorted(losers))
    packed = tuple(PackerScore(s, packers[s], packer_payment(packers[s], hand_rummy=hand_rummy, rules=rules),
                               s in wrong_shows) for s in sorted(packers))
    return Settlement(declarer, hand_rummy, scored, packed)
