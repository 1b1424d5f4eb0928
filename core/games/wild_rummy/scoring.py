"""Scoring a round of Wild Rummy R (rules §7-§8): pure functions, no Qt.

Two methods, either or both (option ``scoring_method``):

- 罰点支払い方式 (penalty payment, §8.1): every loser pays the winner the 罰点 of the cards left in
  hand: 1 per 五行 (element) card, 3 per 陰陽, 5 per 空無, 7 for 太極.
- 出来役加点の収集方式 (meld-bonus collection, §8.2): each player scores the melds they own (出来役点,
  natural cards only, per natural segment) and receives that total from each other player.

A concealed win, 一度に上がり ("公開メルドしていない状態で一度に全部の手札を出しきって上がる"),
multiplies the penalty payments and the winner's meld total by ``concealed_win_multiplier`` (2).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from core.fesca import penalty
from core.games.wild_rummy.meld import RUN, SET, SOJUN, VOID_SET, YY_RUN, Meld, MeldRules

METHODS = ("penalty", "meld_bonus", "both")
COLLECTORS = ("all_players", "winner_only")

# kind -> (base, shortest segment that scores): points = base ** (n - shortest) for n >= shortest.
_TABLE = {RUN: (2, 3), YY_RUN: (2, 2), SET: (2, 3), VOID_SET: (2, 2), SOJUN: (3, 3)}


def hand_penalty(hand: Sequence[str]) -> int:
    """罰点 of the cards left in a hand: 1 element, 3 陰陽, 5 空無, 7 太極 per card."""
    return sum(penalty(c) for c in hand)


def meld_breakdown(meld: Meld, rules: MeldRules) -> list[int]:
    """The counted lengths of a meld, for display: the natural segments of a 順 / 陰陽順 / 相順
    in slot order (ワイルドにより分断された順は、連長を別々に計算する), or ``[n]`` natural cards of a
    組 / 空無組. Wild-role slots (SW/RW/GW) split segments; ZAT and buried slots are natural, so a
    segment runs on through position Z when Z holds its natural 空無 (or 太極 in a 陰陽順)."""
    if meld.kind not in _TABLE:
        raise ValueError(f"unknown meld kind {meld.kind!r}")
    if meld.kind in (SET, VOID_SET):
        return [sum(1 for s in meld.slots if s.natural)]
    segments, run = [], 0
    for s in meld.slots:
        if s.natural:
            run += 1
        elif run:
            segments.append(run)
            run = 0
    if run:
        segments.append(run)
    return segments


def meld_points(meld: Meld, rules: MeldRules) -> int:
    """出来役点 of one meld by the tables of §8.2 (ワイルド扱いの札は枚数に含まれない):
    順 2^(n-3) per segment (n >= 3), 陰陽順 2^(n-2) per segment (n >= 2), 組 2^(n-3),
    空無組 2^(n-2), 相順 3^(n-3) per segment (n >= 3); shorter segments score 0."""
    lengths = meld_breakdown(meld, rules)
    base, shortest = _TABLE[meld.kind]
    return sum(base ** (n - shortest) for n in lengths if n >= shortest)


def owner_totals(melds: Sequence[Meld], seats: int, rules: MeldRules) -> list[int]:
    """S_i: the sum of meld_points over the melds owned by seat i. Cards others added to your
    melds count for you; cards you added to others' melds do not (自メルドの役得点の合計)."""
    totals = [0] * seats
    for m in melds:
        if not 0 <= m.owner < seats:
            raise ValueError(f"meld {m.id} has owner {m.owner}, not a seat 0..{seats - 1}")
        totals[m.owner] += meld_points(m, rules)
    return totals


@dataclass(frozen=True)
class RoundScore:
    """The settlement of one round.

    ``payments``: net change per seat (sums to 0) = ``penalty`` + ``bonus``.
    ``penalty``: the 罰点支払い part per seat (the winner positive, losers negative).
    ``bonus``: the 出来役加点 part per seat (signed).
    ``hand_penalties``: each loser's 罰点 before doubling (0 for the winner).
    ``meld_totals``: S_i before doubling.
    ``multiplier``: the concealed-win multiplier applied (一度に上がり), else 1.
    """

    payments: tuple[int, ...]
    penalty: tuple[int, ...]
    bonus: tuple[int, ...]
    hand_penalties: tuple[int, ...]
    meld_totals: tuple[int, ...]
    multiplier: int


def score_round(hands: Sequence[Sequence[str]], melds: Sequence[Meld], winner: int | None,
                concealed: bool, method: str, rules: MeldRules, collectors: str = "all_players",
                multiplier: int = 2) -> RoundScore:
    """Settle a round. ``hands`` are the cards left in each seat's hand (the winner's is empty);
    ``winner`` is None for a void round (stock exhausted); ``concealed`` marks 一度に上がり.

    ``method``: "penalty" (罰点支払い方式), "meld_bonus" (出来役加点の収集方式) or "both" (penalty
    then meld bonus, added). ``collectors``: "all_players" (each player i receives S_i from each
    other player: net_i = (N-1)·S_i - Σ_{j≠i} S_j) or "winner_only" (only the winner collects).

    A concealed win multiplies every penalty payment and the winner's S by ``multiplier``. A void
    round pays no penalty; the meld bonus is still settled, undoubled (with "winner_only" nobody
    collects, as there is no winner).
    """
    if method not in METHODS:
        raise ValueError(f"scoring method must be one of {', '.join(METHODS)}, not {method!r}")
    if collectors not in COLLECTORS:
        raise ValueError(f"meld bonus collectors must be one of {', '.join(COLLECTORS)}, "
                         f"not {collectors!r}")
    n = len(hands)
    if n < 2:
        raise ValueError(f"a round needs at least 2 seats, got {n}")
    if isinstance(multiplier, bool) or not isinstance(multiplier, int) or multiplier < 1:
        raise ValueError(f"concealed win multiplier must be an integer >= 1, not {multiplier!r}")
    if winner is not None:
        if not 0 <= winner < n:
            raise ValueError(f"winner {winner} is not a seat 0..{n - 1}")
        if hands[winner]:
            raise ValueError(f"the winner (seat {winner}) still holds {len(hands[winner])} card(s)")
    elif concealed:
        raise ValueError("a void round (no winner) cannot be a concealed win")

    mult = multiplier if concealed else 1
    owed = tuple(0 if i == winner else hand_penalty(h) for i, h in enumerate(hands))
    totals = tuple(owner_totals(melds, n, rules))

    pen = [0] * n
    if method in ("penalty", "both") and winner is not None:
        for i in range(n):
            if i != winner:
                pen[i] -= owed[i] * mult
                pen[winner] += owed[i] * mult

    bonus = [0] * n
    if method in ("meld_bonus", "both"):
        s = [t * (mult if i == winner else 1) for i, t in enumerate(totals)]
        collecting = range(n) if collectors == "all_players" else ([winner] if winner is not None else [])
        for i in collecting:
            for j in range(n):
                if j != i:
                    bonus[i] += s[i]
                    bonus[j] -= s[i]

    return RoundScore(payments=tuple(p + b for p, b in zip(pen, bonus)), penalty=tuple(pen),
                      bonus=tuple(bonus), hand_penalties=owed, meld_totals=totals,
                      multiplier=mult)
