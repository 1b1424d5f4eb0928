"""Hand evaluation for the Indian Rummy AI (インディアン・ラミー): how far a hand is from Rummy.

**Distance** (:func:`distance`, :func:`hand_status`) is the number of cards a hand still has to
draw to become a Rummy (ラミー): 13 cards in melds with a straight run (ストレートラン) and another
run. Each draw brings one card in and each discard sends one out, so a hand at distance *d* needs
at least *d* more turns; distance 0 is a Rummy.

It is computed exactly for a simplified model of the final hand, by a memoised search
(:class:`Planner`): the final 13 cards are at most four groups (each a run or a set of three or
more: 13 "slots"); every card kept from the hand fills a slot, every slot left is a card still to
draw. A group is

- a **run core**: the natural cards of one suit within a window (every card of the hand inside
  the window belongs to it; at most two places are left for draws, more when wild cards fill
  them), e.g. ♠9-10 (a partial meld, one card missing), ♠4-6 (a gapped pair), ♠4-5-6
  (complete), or a single card that two more cards would complete;
- a **set core**: natural cards of one rank in different suits (at most four);

wild cards fill the missing places of any group except the straight run, whose missing places
must be drawn; the wild cards left over extend a run (one slot each). At least one run group
must be a straight run and another group a run (with ``life_min_four`` one slot is kept free to
make one of them four long). The search maximises the cards kept (13 minus the distance), then
the *waits* (how many different cards would complete a group that misses one: ♠9-10 waits on
♠8 and ♠J, ♠4-6 on ♠5, ♥Q ♦Q on ♠Q and ♣Q), then keeps the low cards rather than the high ones
(the dead cards are discarded first, and every card in no meld counts against a loser).

A card of the cut-joker rank counts as a wild card, or, when two natural cards of its suit make
three in a row with it, also as itself in a straight run (``wild_natural_is_pure``; at most two
such cards are tried: :func:`best_score`). Simplifications (the engine still decides what may be
declared, and the AI declares whenever the engine offers it): ``triple_identical_is_pure`` and
unlimited sets are not modelled (both only make a hand closer than the distance says), and a run
core takes every card of the hand inside its window. Checked against the solver: every hand the
engine accepts as Rummy in 4,800 constructed ones has distance 0, and distance 0 is always a
Rummy (:func:`hand_status` also asks the solver, so it is exact at 0).

The memo is shared by every hand with the same ``life_min_four`` (cards are encoded per face: 52
faces × 2 bits for up to three identical copies), so successive hands of a round and the
discards of one hand reuse each other's sub-results; it is cleared at ``MEMO_LIMIT`` states
(about 35 MB). A 13-card hand takes about 1 ms cold, much less warm.
"""
from __future__ import annotations

from typing import Iterable, NamedTuple

from core.cards import RANKS, SUITS, base, is_joker
from core.rummy import MeldRules, best_arrangement, is_wild

HAND = 13
SLOTS = 13
NEG = -(1 << 60)                       # an infeasible sub-problem
KEPT_SHIFT, WAITS_SHIFT = 24, 12       # a score packs (kept, waits, low) into one int
FIELD = (1 << 12) - 1
MAX_GAPS = 4                           # places a run core may miss inside its window ...
DRAW_GAPS = 2                          # ... of which at most this many are not filled by wilds
MEMO_LIMIT = 150_000
CORES_LIMIT = 40_000                   # cached core lists (per face and the cards around it)
MASK = sum(1 << (2 * f) for f in range(52))

RUN, SET = "run", "set"
_MISSING = object()


def face(card: str) -> int:
    """The face index 0-51 of a natural card: suit (♠ ♥ ♦ ♣ as in core.cards.SUITS) × 13 + rank (A=0)."""
    b = base(card)
    return SUITS.index(b[1]) * 13 + RANKS.index(b[0])


def face_card(f: int) -> str:
    """The card code of face ``f`` (first deck): ``face_card(0) == "As"``."""
    return RANKS[f % 13] + SUITS[f // 13]


def face_value(f: int) -> int:
    """Points of a natural card of face ``f``: 2-10 face value; A, J, Q, K 10."""
    r = f % 13 + 1
    return 10 if r == 1 or r >= 10 else r


_VALUE = [face_value(f) for f in range(52)]


class Core(NamedTuple):
    """A group that the lowest face of the cards left can start: ``delta`` the cards it takes
    (2-bit packed), ``pres`` the held bits they need, ``faces`` its natural faces, ``n`` how
    many, ``m`` its slots (at least three; a run's window), ``value`` their points, ``waits`` per
    number of wilds put in it (index u): the faces that would complete it when exactly one card is
    missing, else 0; ``kind`` RUN or SET; ``high`` (a run) the Ace stands above the King."""

    delta: int
    pres: int
    faces: tuple
    n: int
    m: int
    value: int
    waits: tuple
    kind: str
    high: bool

    @property
    def low(self) -> int:
        """How low its cards are: the sum of 11 minus each card's points (the search prefers
        plans that keep low cards, leaving the high ones dead to be discarded)."""
        return 11 * self.n - self.value


class Shape(NamedTuple):
    """One group of the best plan: kind RUN / SET / "wilds" (wild cards only, or nothing yet);
    ``faces`` the natural faces kept, ``wilds`` how many wild cards, ``m`` its slots, ``pure``
    (a straight run: no wild card may fill its gaps), ``need`` the cards still missing."""

    kind: str
    faces: tuple
    wilds: int
    m: int
    pure: bool
    need: int


class Plan(NamedTuple):
    """The best plan of a hand: ``distance`` (cards still to draw), ``waits``, ``low`` (how low
    the natural cards it keeps are: the sum of 11 minus their points), ``groups`` (Shapes) and
    ``dead`` (natural faces in no group, one entry per copy)."""

    distance: int
    waits: int
    low: int
    groups: tuple
    dead: tuple


# --- meld cores -------------------------------------------------------------------------------

def _positions(f: int) -> tuple:
    """Run places of face ``f``: A is 1 and 14, 2..K are 2..13."""
    r = f % 13 + 1
    return (1, 14) if r == 1 else (r,)


def _place_face(s: int, p: int) -> int:
    """The face at run place ``p`` (1-14) of suit ``s``."""
    return s * 13 + (0 if p == 14 else p - 1)


def _run_waits(places: list, n: int, m: int, s: int) -> tuple:
    """Waits of a run core at places ``places`` per number of wilds u: when exactly one card is
    missing (m - n - u == 1), the faces whose arrival completes it."""
    out = []
    low, high = places[0], places[-1]
    for u in range(m - n + 1):
        if m - n - u != 1:
            out.append(0)
            continue
        found = set()
        for q in range(1, 15):
            if q in places:
                continue
            lo, hi = min(low, q), max(high, q)
            if hi - lo + 1 > 13 or (lo == 1 and hi == 14):
                continue
            if max(3, hi - lo + 1) - (n + 1) - u <= 0:
                f = _place_face(s, q)
                if all(f != _place_face(s, p) for p in places):
                    found.add(f)
        out.append(len(found))
    return tuple(out)


def _run_cores(f: int, held: int) -> list:
    """Run cores whose lowest face is ``f`` (for an Ace also with the Ace above the King), over
    the faces of its suit that ``held`` has."""
    s, r = divmod(f, 13)
    p0 = r + 1
    suit_faces = {p: _place_face(s, p) for p in range(1, 15)}
    have = [p for p in range(2, 14) if p > p0 and held >> (2 * suit_faces[p]) & 1]
    cores = []

    def emit(places: list, high: bool) -> None:
        faces = tuple(suit_faces[p] for p in places)
        n = len(places)
        span = places[-1] - places[0] + 1
        m = max(3, span)
        delta = sum(1 << (2 * g) for g in faces)
        pres = sum(1 << (2 * g) for g in faces[1:])
        cores.append(Core(delta, pres, faces, n, m, sum(_VALUE[g] for g in faces),
                          _run_waits(places, n, m, s), RUN, high))

    def grow(places: list, options: list, high: bool) -> None:
        emit(sorted(places), high)
        for k in range(len(options)):           # windows: every held card inside is a member
            new = places + options[:k + 1]
            span = max(new) - min(new) + 1
            if span - len(new) > MAX_GAPS or span > 13:
                break
            emit(sorted(new), high)

    grow([p0], have, False)
    if r == 0:                                         # the Ace above the King: Q-K-A, J-Q-K-A ...
        down = sorted((p for p in range(2, 14) if held >> (2 * suit_faces[p]) & 1), reverse=True)
        for k in range(len(down)):
            new = [14] + down[:k + 1]
            span = 14 - min(new) + 1
            if span - len(new) > MAX_GAPS:
                break
            emit(sorted(new), True)
    return cores


def _set_cores(f: int, held: int) -> list:
    """Set cores holding face ``f`` and held faces of its rank in later suits (at most four)."""
    s, r = divmod(f, 13)
    others = [t * 13 + r for t in range(s + 1, 4) if held >> (2 * (t * 13 + r)) & 1]
    cores = []
    for pick in range(1, 1 << len(others)):      # (a single card is a run core)
        faces = (f,) + tuple(g for k, g in enumerate(others) if pick >> k & 1)
        n = len(faces)
        m = max(3, n)
        waits = tuple((4 - n) if m - n - u == 1 else 0 for u in range(m - n + 1))
        delta = sum(1 << (2 * g) for g in faces)
        cores.append(Core(delta, delta - (1 << (2 * f)), faces, n, m, _VALUE[f] * n, waits, SET, False))
    return cores


_CORES: dict = {}
#: per face: the held bits that decide its cores (its suit and its rank)
_RELEVANT = [sum(1 << (2 * g) for g in range(52) if g // 13 == f // 13 or g % 13 == f % 13) for f in range(52)]


def cores_for(f: int, held: int) -> list:
    """Every core whose lowest face is ``f`` given the held faces (cached by the faces that matter)."""
    key = (f << 104) | (held & _RELEVANT[f])
    got = _CORES.get(key)
    if got is None:
        if len(_CORES) >= CORES_LIMIT:
            _CORES.clear()
        got = _CORES[key] = _run_cores(f, held) + _set_cores(f, held)
    return got


_STEPS: dict = {}


def _steps(f: int, held: int) -> list:
    """The cores of :func:`cores_for` as search steps: (delta, pres, m, gains per wilds used,
    is a set, places missing), where gains[u] is the packed score the core adds with u wilds in it."""
    key = (f << 104) | (held & _RELEVANT[f])
    got = _STEPS.get(key)
    if got is None:
        if len(_STEPS) >= CORES_LIMIT:
            _STEPS.clear()
        got = _STEPS[key] = [
            (c.delta, c.pres, c.m, tuple(((c.n + u) << KEPT_SHIFT) + (c.waits[u] << WAITS_SHIFT) + c.low
                                         for u in range(c.m - c.n + 1)), c.kind == SET,
             c.m - c.n if c.kind == RUN and c.n > 1 else 0)
            for c in cores_for(f, held)]
    return got


# --- the search -------------------------------------------------------------------------------

def _end(w: int, s: int, fl: int) -> int:
    """All natural cards placed (flags ``fl`` = pure << 3 | runs << 1 | long): the groups still
    missing are made of draws (the straight run) or of wilds and draws; the wilds left extend
    the runs."""
    extra_pure = 0 if fl & 8 else 1
    runs = ((fl >> 1) & 3) + extra_pure
    extra_run = 1 if runs < 2 else 0
    need = 3 * (extra_pure + extra_run) + (fl & 1 ^ 1)
    if s < need:
        return NEG
    return min(w, s - 3 * extra_pure) << KEPT_SHIFT


class Planner:
    """The memoised search of the best plan for one set of options (``life_min_four``).

    A state is (x: natural cards, 2 bits per face; w: wilds; s: slots left; fl: flags pure << 3
    | runs << 1 | long, where pure = a straight run is placed, runs = runs placed (at most 2),
    long = a run of four or more is placed, always set unless life_min_four)."""

    def __init__(self, life_min_four: bool = False) -> None:
        self.long = life_min_four
        self.memo: dict[int, int] = {}
        self.choice: dict[int, tuple | None] = {}
        self.solve = self._make_solver()

    def root_flags(self) -> int:
        return 0 if self.long else 1

    def _make_solver(self):
        memo, choice = self.memo, self.choice
        steps_for, steps_cache, relevant = _steps, _STEPS, _RELEVANT
        end = _end

        def solve(x: int, w: int, s: int, fl: int) -> int:
            """The best packed score (kept << 24 | waits << 12 | low) of the state."""
            if not x:
                return end(w, s, fl)
            key = (x << 16) | (w << 9) | (s << 4) | fl
            got = memo.get(key)
            if got is not None:
                return got
            f = ((x & -x).bit_length() - 1) >> 1
            rest = x - (1 << (2 * f))
            if rest:
                best = memo.get((rest << 16) | (w << 9) | (s << 4) | fl)
                if best is None:
                    best = solve(rest, w, s, fl)
            else:
                best = end(w, s, fl)
            how = None
            held = (x | (x >> 1)) & MASK
            pure = fl & 8
            runs = (fl >> 1) & 3
            runs2 = (runs + 1 if runs < 2 else 2) << 1
            steps = steps_cache.get((f << 104) | (held & relevant[f]))
            if steps is None:
                steps = steps_for(f, held)
            i = -1
            for delta, pres, m, gains, is_set, gaps in steps:      # (cores built from held: all present)
                i += 1
                if m > s or gaps > w + DRAW_GAPS:
                    continue
                rest = x - delta
                s2 = s - m
                u = len(gains) - 1
                if u > w:
                    u = w
                if is_set:
                    fl3 = fl
                else:
                    fl3 = (fl & 9) | runs2 | (1 if m >= 4 else 0)
                    if not pure and gaps <= DRAW_GAPS:        # as the straight run: no wild in it
                        if rest:
                            got = memo.get((rest << 16) | (w << 9) | (s2 << 4) | fl3 | 8)
                            if got is None:
                                got = solve(rest, w, s2, fl3 | 8)
                        else:
                            got = end(w, s2, fl3 | 8)
                        if got > NEG:
                            got += gains[0]
                            if got > best:
                                best = got
                                how = (i, 0, fl3 | 8)
                        if not u:
                            continue
                    elif not pure and not u:
                        continue
                w2 = w - u
                if rest:
                    got = memo.get((rest << 16) | (w2 << 9) | (s2 << 4) | fl3)
                    if got is None:
                        got = solve(rest, w2, s2, fl3)
                else:
                    got = end(w2, s2, fl3)
                if got > NEG:
                    got += gains[u]
                    if got > best:
                        best = got
                        how = (i, u, fl3)
            if len(memo) >= MEMO_LIMIT:
                memo.clear()
                choice.clear()
            memo[key] = best
            choice[key] = how
            return best

        return solve

    # --- the plan behind a score ----------------------------------------------------------
    def path(self, x: int, w: int) -> tuple[list, list, int]:
        """The groups and dead faces of the best plan from the full state, following the
        choices the search made: ([(core, wilds, pure)], dead faces, wilds left)."""
        s, fl = SLOTS, self.root_flags()
        solve, choice, memo = self.solve, self.choice, self.memo
        groups, dead = [], []
        while x:
            key = (x << 16) | (w << 9) | (s << 4) | fl
            how = choice.get(key, _MISSING)
            while how is _MISSING:          # not solved yet (or the memo was cleared meanwhile)
                memo.pop(key, None)
                solve(x, w, s, fl)
                how = choice.get(key, _MISSING)
            f = ((x & -x).bit_length() - 1) >> 1
            if how is None:
                dead.append(f)
                x -= 1 << (2 * f)
                continue
            i, u, fl3 = how
            held = (x | (x >> 1)) & MASK
            core = cores_for(f, held)[i]
            groups.append((core, u, core.kind == RUN and not fl & 8 and fl3 & 8))
            x, w, s, fl = x - core.delta, w - u, s - core.m, fl3
        return groups, dead, w


_PLANNERS = {False: Planner(False), True: Planner(True)}


def planner(rules: MeldRules) -> Planner:
    """The shared planner for ``rules`` (its memo persists across hands)."""
    return _PLANNERS[bool(rules.life_min_four)]


def encode(hand: Iterable[str], rules: MeldRules) -> tuple[int, int]:
    """(x, wilds): the natural cards packed two bits per face, and the number of wild cards."""
    x = w = 0
    for c in hand:
        if is_wild(c, rules):
            w += 1
        else:
            x += 1 << (2 * face(c))
    return x, w


def score(x: int, w: int, rules: MeldRules) -> int:
    """The packed best score of an encoded hand (see :class:`Planner`)."""
    p = planner(rules)
    return p.solve(x, w, SLOTS, p.root_flags())


def _own_place_candidates(hand: list, x: int, rules: MeldRules) -> list[int]:
    """Faces of the wild-rank cards (not printed jokers) that could stand for themselves in a
    straight run: two natural cards of their suit make three in a row with it (at most two
    such cards are tried)."""
    if not rules.wild_natural_is_pure or not rules.wild_ranks:
        return []
    held = (x | (x >> 1)) & MASK
    out = []
    for c in hand:
        if is_joker(c) or not is_wild(c, rules):
            continue
        f = face(c)
        s = f // 13

        def has(q: int) -> bool:
            return 1 <= q <= 14 and bool(held >> (2 * _place_face(s, q)) & 1)

        if any((has(p - 2) and has(p - 1)) or (has(p - 1) and has(p + 1)) or (has(p + 1) and has(p + 2))
               for p in _positions(f)):
            out.append(f)
    return out[:2]


def best_score(hand: Iterable[str], rules: MeldRules) -> tuple[int, int, int]:
    """(packed score, x, w) of ``hand``: the best reading of its wild-rank cards, each either
    wild or (when it could be) a natural card in its own place (a variant is chosen only for
    more cards kept or more waits)."""
    hand = list(hand)
    x, w = encode(hand, rules)
    best = (score(x, w, rules), x, w)
    extra = _own_place_candidates(hand, x, rules)
    for pick in range(1, 1 << len(extra)):
        x2, w2 = x, w
        for k, f in enumerate(extra):
            if pick >> k & 1:
                x2 += 1 << (2 * f)
                w2 -= 1
        got = score(x2, w2, rules)
        if got >> WAITS_SHIFT > best[0] >> WAITS_SHIFT:
            best = (got, x2, w2)
    return best


def unpack(packed: int) -> tuple[int, int, int]:
    """(distance, waits, how low the kept cards are) of a packed score."""
    kept = packed >> KEPT_SHIFT
    return HAND - kept, (packed >> WAITS_SHIFT) & FIELD, packed & FIELD


def distance(hand: Iterable[str], rules: MeldRules) -> int:
    """Cards still to draw before ``hand`` is a Rummy (for 14 cards: after the best discard)."""
    return unpack(best_score(hand, rules)[0])[0]


def plan(hand: Iterable[str], rules: MeldRules) -> Plan:
    """The best plan of ``hand``: its distance, waits, groups and dead cards."""
    packed, x, w = best_score(hand, rules)
    d, waits, low = unpack(packed)
    groups, dead, left = planner(rules).path(x, w)
    shapes = []
    for core, u, pure in groups:
        shapes.append(Shape(core.kind, core.faces, u, core.m, pure, core.m - core.n - u))
    if left:
        shapes.append(Shape("wilds", (), left, 0, False, 0))
    return Plan(d, waits, low, tuple(shapes), tuple(dead))


def hand_status(hand: Iterable[str], meld_rules: MeldRules) -> tuple[int, int]:
    """(distance, count) of a hand, for the teaching panel and the AI.

    ``distance``: how many cards the hand still has to draw to be a Rummy (ラミー: 13 cards in
    melds with a straight run and another run); 0 for a Rummy. A 14-card hand (after drawing) is
    measured after its best discard. The model is described in the module docstring; a hand the
    engine accepts as Rummy always has distance 0.

    ``count``: what the hand would pay now if another player declared, under the round's tier
    rule (``meld_rules.tiers``; from :func:`core.rummy.best_arrangement`, no cap, no doubling or
    halving).
    """
    from .declare import declaring_discards, rummy

    hand = list(hand)
    d = distance(hand, meld_rules)
    if 0 < d <= 2:                     # the few Rummies the model misses (options it simplifies)
        if (len(hand) == HAND and rummy(hand, meld_rules)) or \
                (len(hand) == HAND + 1 and declaring_discards(hand, meld_rules)):
            d = 0
    return d, best_arrangement(hand, meld_rules).count


def card_value(card: str, rules: MeldRules) -> int:
    """Points of a card when counting (wild 0)."""
    return 0 if is_wild(card, rules) else face_value(face(card))


__all__ = ["Plan", "Shape", "Planner", "face", "face_card", "face_value", "encode", "score", "best_score",
           "unpack", "distance", "plan", "hand_status", "card_value", "is_wild"]
