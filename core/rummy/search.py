"""The exact search behind best_arrangement: fewest deadwood over the ways to meld a hand.

The hand is split into its natural cards and its wild cards (ワイルドカード). Wilds are
interchangeable, so the search only counts them. Natural cards are grouped by ``base`` (identical
copies of 2-3 decks are interchangeable too) and the remaining natural cards are packed in one
integer, two bits of count per base, ordered suit by suit, Ace to King.

The recursion takes the first remaining natural card: it is deadwood, or it is the lowest card of
a run "core" (a one-suit run, Ace low or high, its gaps to be filled by wilds), or in a set core
(same rank, different suits), or, with triple_identical_is_pure, one of three identical cards.
Each core takes the fewest wilds it needs; wilds left at the end are absorbed by the melds with
room (a run takes up to 13 cards, a set up to ``set_max_size``) or form a meld of their own (three
or more wilds are a run). Results are memoised on (remaining cards, wilds left, flags).

Flags carry what the arrangement still needs: ``need_run`` (a run besides the straight run, which
the caller has already taken out of the hand), ``need_long`` (life_min_four: a run of four or
more), ``room`` (how many leftover wilds the melds so far can take, capped) and ``ext`` (a run
other than the straight run exists, so any number of wilds can be added).
"""
from __future__ import annotations

from core.cards import RANK_NUMBER, SUITS, base, is_card, is_joker

from .melds import ACE_HIGH, MAX_RUN, MeldRules, card_value, is_wild, places

INF = 1 << 40
ANY_RUNS, NO_RUNS, SHORT_RUNS = "any", "none", "short"
VALUE_FIRST, CARDS_FIRST = "value", "cards"    # the two orders of (deadwood value, deadwood cards)


class Straight:
    """A straight run (ストレートラン) that can be taken out of the hand: natural bases (by index),
    wild-rank cards standing for themselves (by base), and its value and length."""

    __slots__ = ("delta", "naturals", "wild_bases", "value", "length")

    def __init__(self, delta: int, naturals: tuple, wild_bases: tuple, value: int):
        self.delta, self.naturals, self.wild_bases, self.value = delta, naturals, wild_bases, value
        self.length = len(naturals) + len(wild_bases)


class Hand:
    """A hand prepared for the search: natural bases and their counts, the wild cards, and every
    meld core each base can start."""

    def __init__(self, hand, rules: MeldRules):
        self.cards = tuple(hand)
        bad = [c for c in self.cards if not isinstance(c, str) or not is_card(c)]
        if bad:
            raise ValueError(f"not a card: {bad[0]!r}")
        self.rules = rules
        self.wilds = [c for c in self.cards if is_wild(c, rules)]
        naturals = [c for c in self.cards if not is_wild(c, rules)]
        self.bases = sorted({base(c) for c in naturals}, key=lambda b: (SUITS.index(b[1]), RANK_NUMBER[b[0]]))
        index = {b: i for i, b in enumerate(self.bases)}
        self.count = [0] * len(self.bases)
        for c in naturals:
            self.count[index[base(c)]] += 1
        if any(n > 3 for n in self.count):
            raise ValueError("more than three identical cards in one hand")
        self.x = sum(n << (2 * i) for i, n in enumerate(self.count))
        self.value = [card_value(b, rules) for b in self.bases]
        self.total = sum(card_value(c, rules) for c in self.cards)
        self.w = len(self.wilds)
        self.run_cores = [self._run_cores(i) for i in range(len(self.bases))]
        self.set_cores = [self._set_cores(i) for i in range(len(self.bases))]
        triple = rules.triple_identical_is_pure
        self.triples = [(3 << (2 * i), 0, 0, False, "triple", (i, i, i)) if triple and n == 3 else None
                        for i, n in enumerate(self.count)]

    # -- meld cores -------------------------------------------------------------------------
    def _run_cores(self, i: int) -> list:
        """Run cores whose lowest card is base ``i`` (or, for an Ace, whose highest card is
        the Ace at 14): (delta, other bases present mask, wilds needed, 4+ long, "run", members)."""
        s = self.bases[i][1]
        same = [(RANK_NUMBER[b[0]], j) for j, b in enumerate(self.bases) if j > i and b[1] == s]
        found: dict[int, tuple] = {}

        def record(members: tuple, span: int) -> None:
            need = max(span, 3) - len(members)
            if need <= self.w:
                delta = sum(1 << (2 * j) for j in members)
                if delta not in found or found[delta][2] > need:
                    pres = delta - (1 << (2 * i))
                    found[delta] = (delta, pres, need, len(members) + need >= 4, "run", members)

        def grow(members: tuple, low: int, high: int, start: int, order: list) -> None:
            record(members, abs(high - low) + 1)
            for b in range(start, len(order)):
                p, j = order[b]
                if abs(p - low) + 1 - (len(members) + 1) > self.w:
                    break                       # the gaps only grow further along
                grow(members + (j,), low, p, b + 1, order)

        first = RANK_NUMBER[self.bases[i][0]]
        grow((i,), first, first, 0, same)
        if first == 1:                          # the Ace high: Q-K-A, counted down from 14
            grow((i,), ACE_HIGH, ACE_HIGH, 0, sorted(same, reverse=True))
        return list(found.values())

    def _set_cores(self, i: int) -> list:
        """Set cores holding base ``i`` and later bases of its rank (other suits):
        (delta, others present mask, wilds needed, room left, "set", members)."""
        r = self.bases[i][0]
        others = [j for j, b in enumerate(self.bases) if j > i and b[0] == r]
        limit = self.rules.set_max_size
        cores = []
        for pick in range(1, 1 << len(others)):
            members = (i,) + tuple(j for k, j in enumerate(others) if pick >> k & 1)
            need = max(0, 3 - len(members))
            size = len(members) + need
            if need > self.w or (limit is not None and size > limit):
                continue
            delta = sum(1 << (2 * j) for j in members)
            room = 7 if limit is None else limit - size
            cores.append((delta, delta - (1 << (2 * i)), need, room, "set", members))
        return cores

    # -- straight runs ------------------------------------------------------------------------
    def straights(self) -> list[Straight]:
        """Every straight run the hand can make: each one-suit window of three or more
        consecutive places held by natural cards (and by wild-rank cards in their own place when
        wild_natural_is_pure), and three identical cards under triple_identical_is_pure."""
        rules = self.rules
        found = []
        wild_rank_bases = sorted({base(c) for c in self.wilds if not is_joker(c)})
        for s in SUITS:
            at: dict[int, tuple] = {}
            for i, b in enumerate(self.bases):
                if b[1] == s:
                    for p in places(b):
                        at[p] = ("n", i)
            if rules.wild_natural_is_pure:
                for b in wild_rank_bases:
                    if b[1] == s:
                        for p in places(b):
                            at[p] = ("w", b)
            for low in range(1, ACE_HIGH - 1):
                high = low
                while high + 1 in at and high + 1 - low < MAX_RUN and low in at:
                    high += 1
                    if high - low < 2:
                        continue
                    held = [at[p] for p in range(low, high + 1)]
                    naturals = tuple(i for kind, i in held if kind == "n")
                    wild = tuple(b for kind, b in held if kind == "w")
                    found.append(Straight(sum(1 << (2 * i) for i in naturals), naturals, wild,
                                          sum(self.value[i] for i in naturals)))
        if rules.triple_identical_is_pure:
            for i, n in enumerate(self.count):
                if n == 3:
                    found.append(Straight(3 << (2 * i), (i, i, i), (), 3 * self.value[i]))
            if rules.wild_natural_is_pure:
                for b in wild_rank_bases:
                    if sum(1 for c in self.wilds if base(c) == b) >= 3:
                        found.append(Straight(0, (), (b, b, b), 0))
        return found


class Search:
    """Fewest deadwood for the natural cards packed in ``x`` with ``w`` wilds, memoised.

    ``order`` VALUE_FIRST minimises (deadwood value, deadwood cards), CARDS_FIRST the reverse;
    a cost is one integer. ``runs``: ANY_RUNS; NO_RUNS melds sets only (not even wilds make a
    run): the display of a hand whose only run is its straight run; SHORT_RUNS allows runs of
    exactly three cards (under life_min_four, a hand whose runs are all too short).
    """

    def __init__(self, hand: Hand, order: str, runs: str = "any"):
        self.hand = hand
        self.runs = runs
        self.allow_runs = runs != NO_RUNS
        self.short = runs == SHORT_RUNS
        if order == VALUE_FIRST:
            self.dead = [v * 32 + 1 for v in hand.value]
            self.wild_dead = 1
        else:
            self.dead = [1024 + v for v in hand.value]
            self.wild_dead = 1024
        self.room_cap = 2 if runs == ANY_RUNS else 7
        self.memo: dict[int, int] = {}
        self.choice: dict[int, tuple | None] = {}
        self.mask = sum(1 << (2 * i) for i in range(len(hand.bases)))

    def split(self, cost: int) -> tuple[int, int]:
        """(deadwood value, deadwood cards) of a cost."""
        if self.wild_dead == 1:
            return cost >> 5, cost & 31
        return cost & 1023, cost >> 10

    def leftover(self, w: int, need_run: int, need_long: int, room: int, ext: int) -> int:
        """Cost of the wilds left when every natural card is placed: 0 if they can all go into
        melds (and the flags can be met with them), INF if the flags cannot be met."""
        if self.short:
            return max(0, w % 3 - room) * self.wild_dead
        wild_run = self.allow_runs
        if need_run:
            return 0 if wild_run and w >= (4 if need_long else 3) else INF
        if need_long:
            return 0 if (ext and w >= 1) or (wild_run and w >= 4) else INF
        if ext or w == 0 or (wild_run and w >= 3) or w <= room:
            return 0
        return (w - room) * self.wild_dead

    def solve(self, x: int, w: int, need_run: int = 0, need_long: int = 0, room: int = 0, ext: int = 0) -> int:
        """The least cost of the natural cards ``x`` with ``w`` wilds under the flags."""
        if not x:
            return self.leftover(w, need_run, need_long, room, ext)
        key = (x << 13) | (w << 7) | (room << 3) | (need_run << 2) | (need_long << 1) | ext
        got = self.memo.get(key)
        if got is not None:
            return got
        solve = self.solve
        low = x & -x
        i = (low.bit_length() - 1) >> 1
        unit = 1 << (2 * i)
        best = self.dead[i] + solve(x - unit, w, need_run, need_long, room, ext)
        how = None
        held = (x | (x >> 1)) & self.mask
        hand = self.hand
        if self.allow_runs:
            short = self.short
            for core in hand.run_cores[i]:
                delta, pres, need, long_, _, _ = core
                if need <= w and held & pres == pres and not (short and long_):
                    if short:
                        cost = solve(x - delta, w - need, 0, 0, room, 0)
                    else:
                        cost = solve(x - delta, w - need, 0, need_long and not long_, self.room_cap, 1)
                    if cost < best:
                        best, how = cost, core
            core = hand.triples[i]
            if core is not None and (x >> (2 * i)) & 3 == 3:
                cost = solve(x - core[0], w, 0, need_long, room, ext)
                if cost < best:
                    best, how = cost, core
        for core in hand.set_cores[i]:
            delta, pres, need, space, _, _ = core
            if need <= w and held & pres == pres:
                r = min(room + space, self.room_cap)
                cost = solve(x - delta, w - need, need_run, need_long, r, ext)
                if cost < best:
                    best, how = cost, core
        self.memo[key] = best
        self.choice[key] = how
        return best

    def path(self, x: int, w: int, need_run: int = 0, need_long: int = 0, room: int = 0, ext: int = 0):
        """The choices of the best solution from a solved state: (cores, dead bases, final
        flags), where each core is (kind, members, wilds it needs, room left)."""
        cores, dead = [], []
        while x:
            key = (x << 13) | (w << 7) | (room << 3) | (need_run << 2) | (need_long << 1) | ext
            how = self.choice[key]
            i = ((x & -x).bit_length() - 1) >> 1
            if how is None:
                dead.append(i)
                x -= 1 << (2 * i)
                continue
            delta, _, need, flag, kind, members = how
            cores.append((kind, members, need, flag))
            x, w = x - delta, w - need
            if kind == "set":
                room = min(room + flag, self.room_cap)
            elif kind == "triple" or self.short:
                need_run = 0
            else:
                need_run, need_long, room, ext = 0, int(need_long and not flag), self.room_cap, 1
        return cores, dead, (w, need_run, need_long, room, ext)
