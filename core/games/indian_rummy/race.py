"""The race model of the "strong" Indian Rummy AI: every candidate valued in chips by rollouts of
our own hand against the chance that another player declares first.

A round of Indian Rummy is a race: the first player to declare collects, everybody else pays the
count of the hand held at that moment. For one decision the strong agent

1. deals ``SAMPLES`` futures from the cards it cannot see (:func:`~.search.unseen_pool`: the pack
   minus its hand, the discard pile, the cut-joker card and the cards it knows to be in other
   hands; every order equally likely, each future the same for every candidate: common random
   numbers, so that candidates differ by their own merit, not by luck);
2. plays each candidate hand forward on each future with a greedy policy (draw the next unseen
   card, keep the planner's best plan (:mod:`.plan`), discard its highest dead card, declare at
   distance 0), for at most ``HORIZON`` turns, noting the turn it would declare and the count it
   would pay after each turn;
3. values each future in chips: before each of our turns the others may declare (the chance that
   a player declares at its turn *t*, fitted to self-play of the normal level: :data:`HAZARD`,
   per opponent still in the round); if nobody has, we declare when the rollout does and collect
   what the others pay on average (:data:`PAY_PER_OPPONENT`, capped as the rules cap it, and the
   packers' penalties), else we pay our count (capped).

The value of a candidate is the mean over the futures: expected chips of the round, the unit the
match ranks by.
"""
from __future__ import annotations

import random
from typing import Sequence

from . import plan as P

#: the chance that a player still in the round declares at its turn t (0 = its first turn), fitted
#: to 160 matches of four and of two normal players (seed and India's rules alike); later turns:
#: the last value
HAZARD = (0.0, 0.011, 0.045, 0.06, 0.077, 0.1, 0.105, 0.12, 0.12, 0.125)
#: what an opponent pays on average when we declare (its count then, self-play)
PAY_PER_OPPONENT = 44
#: futures per decision and turns played in each
SAMPLES = 10
HORIZON = 10
#: a future in which nobody has declared after HORIZON turns: this share of the gain is won and
#: of the count lost
TAIL_SHARE = 0.5

WILD = -1
_VALUE = [P.face_value(f) for f in range(52)]


def hazard(t: int) -> float:
    return HAZARD[t] if t < len(HAZARD) else HAZARD[-1]


class Race:
    """One decision's race: the futures, the others' chance of declaring before each of our
    turns, and what winning and losing are worth."""

    def __init__(self, rules, pool_codes: list, opp_turns: Sequence[int], gain: float, cap: int,
                 seed: int, samples: int = SAMPLES, horizon: int = HORIZON) -> None:
        self.rules = rules
        self.planner = P.planner(rules)
        self.root = self.planner.root_flags()
        self.solve = self.planner.solve
        self.tiers = rules.tiers
        self.gain = gain
        self.cap = cap
        self.horizon = horizon
        rng = random.Random(seed)
        codes = list(pool_codes)
        self.futures = []
        n = min(len(codes), 2 * (horizon + 1))
        for _ in range(samples):
            rng.shuffle(codes)
            self.futures.append(tuple(codes[:n]))
        # q[k]: the chance that somebody else declares after our k-th turn from now and before the next
        self.q = []
        for k in range(horizon + 2):
            alive = 1.0
            for t in opp_turns:
                alive *= 1.0 - hazard(t + k)
            self.q.append(1.0 - alive)

    def pay(self, count: int) -> float:
        return min(count, self.cap) if self.cap else count

    # --- the greedy policy -------------------------------------------------------------------
    def count13(self, groups, dead, drop: int | None) -> int:
        """Estimated count of the 13 cards of a plan of 14 after discarding face ``drop``: the
        groups complete (no card missing) are melds; the tier rule decides what counts."""
        dead_val = sum(_VALUE[f] for f in dead) - (_VALUE[drop] if drop is not None else 0)
        total = dead_val
        loose = dead_val
        pure_val = -1
        runs = 0
        for core, u, pure in groups:
            total += core.value
            if core.m - core.n - u > 0:
                loose += core.value
                continue
            if core.kind == P.RUN:
                runs += 1
                if pure and core.value > pure_val:
                    pure_val = core.value
        if pure_val >= 0 and runs >= 2:
            return loose
        if pure_val >= 0 and self.tiers == "seed_three_tier":
            return total - pure_val
        return total

    def play(self, x: int, w: int, future: tuple, start: int = 0, avoid: int | None = None):
        """Play 14 cards (x, w) forward: discard greedily, draw ``future[start:]``. Returns (the
        number of draws after this one before declaring, or None; the counts held after each
        of our discards). ``avoid``: a face not to discard now (the card just taken)."""
        solve, path, root = self.solve, self.planner.path, self.root
        counts = []
        i = start
        first = True
        turn = 0
        while True:
            kept = solve(x, w, P.SLOTS, root) >> P.KEPT_SHIFT
            if kept >= P.HAND:
                return turn, counts
            groups, dead, left = path(x, w)
            drop = None
            if dead:
                pick = [f for f in dead if not (first and f == avoid)] or list(dead)
                drop = max(pick, key=_VALUE.__getitem__)
                x -= 1 << (2 * drop)
            elif w > 0:
                w -= 1
            else:                           # every card kept: give up the highest of the last group
                core = groups[-1][0]
                drop = max(core.faces, key=_VALUE.__getitem__)
                x -= 1 << (2 * drop)
            if dead:
                counts.append(self.count13(groups, dead, drop))
            else:
                counts.append(self.count13(groups, (), None) - (_VALUE[drop] if drop is not None else 0))
            first = False
            if i + 1 >= len(future) or turn >= self.horizon:
                return None, counts
            # the next turn: the card the player before us discards (an unseen card) is taken
            # when it brings the hand closer, else the stock's card is drawn
            offer = future[i + 1]
            card = future[i]
            i += 2
            turn += 1
            if offer != WILD and (x >> (2 * offer)) & 3 < 3:
                x2 = x + (1 << (2 * offer))
                kept13 = kept if dead else solve(x, w, P.SLOTS, root) >> P.KEPT_SHIFT
                if solve(x2, w, P.SLOTS, root) >> P.KEPT_SHIFT > kept13:
                    x = x2
                    continue
            if card == WILD:
                w += 1
            elif (x >> (2 * card)) & 3 < 3:
                x += 1 << (2 * card)
            else:
                w += 1                      # a fourth copy cannot be encoded: count it as useful

    def value(self, won_at: int | None, counts: list) -> float:
        """Chips of one future: ``won_at`` draws from now we declare (0: now), ``counts[k]`` the
        count held after our k-th discard from now."""
        v = 0.0
        alive = 1.0
        if won_at == 0:
            return self.gain
        for k, count in enumerate(counts):
            q = self.q[k]
            v -= alive * q * self.pay(count)
            alive *= 1.0 - q
            if won_at == k + 1:
                return v + alive * self.gain
        return v + alive * TAIL_SHARE * (self.gain - self.pay(counts[-1] if counts else 0))

    # --- candidates --------------------------------------------------------------------------
    def after_discard(self, x: int, w: int, count: int, samples: int | None = None) -> float:
        """Mean chips of keeping the 13 cards (x, w) (``count`` their exact count)."""
        futures = self.futures if samples is None else self.futures[:samples]
        total = 0.0
        kept = self.solve(x, w, P.SLOTS, self.root) >> P.KEPT_SHIFT
        for fut in futures:
            if len(fut) < 2:
                total += self.value(None, [count])
                continue
            card, offer = fut[0], fut[1]
            x2, w2 = x, w
            if offer != WILD and (x >> (2 * offer)) & 3 < 3 and \
                    self.solve(x + (1 << (2 * offer)), w, P.SLOTS, self.root) >> P.KEPT_SHIFT > kept:
                x2 += 1 << (2 * offer)
            elif card == WILD or (x >> (2 * card)) & 3 >= 3:
                w2 += 1
            else:
                x2 += 1 << (2 * card)
            won, counts = self.play(x2, w2, fut, 2)
            total += self.value(None if won is None else won + 1, [count] + counts)
        return total / max(1, len(futures))

    def after_draw(self, x: int, w: int, samples: int | None = None, avoid: int | None = None) -> float:
        """Mean chips of holding 14 cards (x, w) at our discard now (greedy discard)."""
        futures = self.futures if samples is None else self.futures[:samples]
        total = 0.0
        for fut in futures:
            won, counts = self.play(x, w, fut, 0, avoid)
            total += self.value(won, counts)
        return total / max(1, len(futures))

    def stock(self, x: int, w: int, samples: int | None = None) -> float:
        """Mean chips of drawing from the stock with 13 cards (x, w): the future's first card is drawn."""
        futures = self.futures if samples is None else self.futures[:samples]
        total = 0.0
        for fut in futures:
            if not fut:
                continue
            card = fut[0]
            x2, w2 = x, w
            if card == WILD or (x >> (2 * card)) & 3 >= 3:
                w2 += 1
            else:
                x2 += 1 << (2 * card)
            won, counts = self.play(x2, w2, fut, 2)
            total += self.value(won, counts)
        return total / max(1, len(futures))
