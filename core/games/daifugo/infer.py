"""What the current trick tells about the hidden hands, for the strong search in plain daifugō.

The view holds the field of the trick in progress: who played what, in order. The seats between
two plays (in the direction of play) passed on the first of them, and the seats between the last
play and the seat to move passed on it. Every such play and pass is a choice an opponent made
with a hand that is the guessed hand of now plus the cards it played later in the trick. A guess
of the hidden hands (:func:`.search.sample_hands`) is *consistent* when the default policy of the
rollouts (the normal planner) would have made each of those choices with it; the search prefers
consistent guesses (:func:`sample_consistent`): of a few guesses it keeps the first consistent
one, else the one with the fewest inconsistent choices. Nothing but the view is read.

Only in plain daifugō (no added rules, the order not inverted): there the legal plays of a past
moment follow from the hand and the field alone (:func:`legal_then`).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from core.engine import Action, Rng, View

from . import combos
from .cardmemo import rank
from .planner import Planner, rules_in_force

#: Guesses drawn per kept guess at most.
TRIES = 8


@dataclass(frozen=True)
class Seen:
    """One choice an opponent made in the trick: ``seat`` faced the field ``field[:upto]`` (its
    lead when empty) and played ``cards`` (empty: passed)."""

    seat: int
    upto: int
    cards: tuple


def trick_choices(view: View) -> list[Seen]:
    """The opponents' choices of the trick in progress that the view shows (plain daifugō only,
    else none)."""
    if rules_in_force(view) or view.get("inverted") or view.get("pending") is not None:
        return []
    field = [(int(s), tuple(p)) for s, p in view["field"]]
    if not field:
        return []
    me, n = view.seat, view["seats"]
    d = 1 if int(view.get("direction", 1) or 1) >= 0 else -1
    status = view["status"]
    out: list[Seen] = []
    for i, (s, cards) in enumerate(field):
        if s != me:
            out.append(Seen(s, i, cards))
        nxt = field[i + 1][0] if i + 1 < len(field) else view["turn"]
        p = (s + d) % n
        steps = 0
        while p != nxt and steps < n:
            if p != me and status[p] == "active":
                out.append(Seen(p, i + 1, ()))
            p = (p + d) % n
            steps += 1
    return out


def legal_then(seat: int, hand: Sequence[str], field: list) -> list[Action]:
    """The legal actions of plain daifugō for ``hand`` facing ``field`` (a lead when empty)."""
    if not field:
        return [Action("play", seat, c, "field") for c in combos.combinations_in(hand)]
    top = field[-1][1]
    acts = [Action("play", seat, c, "field") for c in combos.combinations_in(hand, len(top), combos.strength(top))]
    acts.append(Action("pass", seat, (), "pass"))
    return acts


def _sig(cards) -> tuple:
    return tuple(sorted(rank(c) for c in cards))


class Checker:
    """Counts the choices of :func:`trick_choices` that a guess does not explain."""

    def __init__(self, view: View, seen: list[Seen]) -> None:
        self.view = view
        self.seen = seen
        self.field = [(int(s), tuple(p)) for s, p in view["field"]]
        self.planner = Planner()

    def misses(self, hands: list[list[str]], limit: int) -> int:
        """How many of the choices the guess ``hands`` does not explain (counting stops at ``limit``)."""
        view, field = self.view, self.field
        bad = 0
        for sn in self.seen:
            later = field[sn.upto:]
            counts = [len(h) for h in hands]
            status = list(view["status"])
            for s, cards in later:
                counts[s] += len(cards)
                status[s] = "active"
            hand = list(hands[sn.seat]) + [c for s, cards in later if s == sn.seat for c in cards]
            then = field[:sn.upto]
            v = View(view.game, sn.seat, {
                "hands": {sn.seat: hand}, "discard": view["discard"], "field": then,
                "hand_counts": counts, "status": status, "lead": not then, "inverted": False})
            action = self.planner._plan(v, legal_then(sn.seat, hand, then))
            if sn.cards:
                ok = action.kind == "play" and _sig(action.cards) == _sig(sn.cards)
            else:
                ok = action.kind == "pass"
            if not ok:
                bad += 1
                if bad >= limit:
                    return bad
        return bad


def sample_consistent(view: View, rng: Rng, pool: list[str], checker: Checker | None, sample,
                      tries: int = TRIES) -> list[list[str]]:
    """A guess of the hidden hands (``sample(view, rng, pool)``), the first consistent one of
    ``tries`` guesses, else the one that leaves the fewest choices unexplained."""
    best, best_bad = None, None
    for _ in range(tries if checker is not None and checker.seen else 1):
        hands = sample(view, rng, pool)
        if checker is None or not checker.seen:
            return hands
        bad = checker.misses(hands, best_bad if best_bad is not None else len(checker.seen) + 1)
        if best_bad is None or bad < best_bad:
            best, best_bad = hands, bad
            if bad == 0:
                break
    return best
