"""New melds (メルド公開) of Wild Rummy R: the typed readings of a group of cards, the determinacy
rule (spec §3.6: 組か順が定まらない複合は認められない) and the search of every new meld in a hand.

A *reading* is a :class:`~core.games.wild_rummy.meld.Meld` (owner -1, id -1) made by
:func:`meld.build`. Besides the structure :func:`meld.check` tests, two rules of the seed read a
whole group:

- 空無のみ: a group of 空無 cards (and 太極) is a 空無組 only; its cards are ZAT, not RW.
- 陰陽札のみ: a group of 陰陽 cards (and 太極) is a 陰陽順 only; its cards are the 陰陽 suit, not SW.

Determinacy, "evidence" mode: the printed ranks (Z for 空無 and 太極) and printed suits (陰陽 for
陰陽 and 太極) must show the type: a shared rank -> 組, two ranks -> a sequence; with 相順 in use,
a shared element suit (or 陰陽 only) -> 順, two element suits -> 相順. "enumeration" mode refuses
only a group whose readings span two types (組 / 順 / 相順).
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations
from typing import Iterator, Sequence

from core.engine.i18n import QT_TRANSLATE_NOOP, Msg, msg
from core.fesca import _SORT_KEYS, ELEMENTS, SUITS, YY, make, pretty, rank, sort_key, suit

from .meld import (GW, KINDS, NATURAL, ORDERS, RUN, RW, SET, SOJUN, SOSHO, SW, VOID_SET, YY_RUN, ZAT,
                   Meld, MeldRules, Slot, build, family, role_at, set_rank, sojun_suit, step)

CTX = "wild_rummy"
#: The type of each kind for determinacy: 組 and 空無組 are sets, 順 and 陰陽順 runs.
TYPE = {SET: SET, VOID_SET: SET, RUN: RUN, YY_RUN: RUN, SOJUN: SOJUN}

TOO_FEW = QT_TRANSLATE_NOOP("wild_rummy", "Too few cards: a set (組) or a run (順) needs at least 3; "
                            "only a 空無組 or a 陰陽順 may have 2.")
TOO_MANY_SET = QT_TRANSLATE_NOOP("wild_rummy", "Too many cards: a set (組) has at most 6.")
TOO_MANY_RUN = QT_TRANSLATE_NOOP("wild_rummy", "Too many cards: a run (順) has at most {n}.")
TOO_MANY_SOJUN = QT_TRANSLATE_NOOP("wild_rummy", "Too many cards: a cycle run (相順) has at most 5.")
SET_OR_RUN = QT_TRANSLATE_NOOP("wild_rummy", "{a} or {b}? A meld must show whether it is a set (組) or a run (順).")
RUN_OR_SOJUN = QT_TRANSLATE_NOOP("wild_rummy", "Only one suit is shown: a run (順) or a cycle run (相順)? "
                                 "Show two cards of one suit, or two suits.")
DUPLICATE = QT_TRANSLATE_NOOP("wild_rummy", "{wild} would duplicate {card}.")
TOP_AND_ONE = QT_TRANSLATE_NOOP("wild_rummy", "{top} and 1 are not adjacent: they join only through the 空無 (ZAT).")
GAP = QT_TRANSLATE_NOOP("wild_rummy", "The ranks are not consecutive, and the wild cards cannot fill the gaps.")
SUITS_UNFIT = QT_TRANSLATE_NOOP("wild_rummy", "The suits do not fit: a run (順) keeps one suit, a cycle run "
                                "(相順) steps along the 相生 or 相克 order.")
PHASE = QT_TRANSLATE_NOOP("wild_rummy", "A {family} cycle run (相順) may be melded only in a {field}.")
NO_MELD = QT_TRANSLATE_NOOP("wild_rummy", "These cards form no meld.")


def _is_z(card: str) -> bool:
    """Printed rank Z: a 空無 card or 太極."""
    return card[2:] == "0"


def _is_yy(card: str) -> bool:
    """Printed suit 陰陽: a 陰陽 card or 太極."""
    return card[:2] == YY


# --- readings -----------------------------------------------------------------------------------
def readings(cards: Sequence[str], rules: MeldRules, skip: str = "") -> list[Meld]:
    """Every structurally valid typed reading of ``cards`` (determinacy ignored), each once, sorted;
    none of the kind ``skip`` (a type change looks for the other kinds only).

    A 組 has one reading (its wilds float, :func:`meld.assign_set`); a 順 / 陰陽順 / 相順 one per
    placement of its wilds (``wo3 wo4 yy0``: 木2-3-4 and 木3-4-5).
    """
    cards = sorted(cards, key=sort_key)
    if len(cards) < 2 or len(set(cards)) != len(cards):
        return []
    if all(_is_z(c) for c in cards):                        # 空無のみ: ZAT, not RW
        found = [build(VOID_SET, [(c, c) for c in cards], rules)] if skip != VOID_SET else []
    elif all(_is_yy(c) for c in cards):                     # 陰陽札のみ: the 陰陽 suit, not SW
        found = list(_sequences(cards, rules, YY_RUN)) if skip != YY_RUN else []
    else:
        found = [build(SET, [(c, c) for c in cards], rules)] if skip != SET else []
        if skip != RUN:
            found += _sequences(cards, rules, RUN)
        if rules.sojun and skip != SOJUN:
            found += _sequences(cards, rules, SOJUN)
    return sorted(dict.fromkeys(m for m in found if m is not None), key=_reading_key)


def _reading_key(m: Meld) -> tuple:
    return KINDS.index(m.kind), m.order, [(SUITS.index(s.ident[:2]), rank(s.ident)) for s in m.slots]


def _sequences(cards: list[str], rules: MeldRules, kind: str) -> Iterator[Meld]:
    """Readings as a 順, 陰陽順 or 相順: every window of positions, every placement of the wilds.
    A printed rank pins where the window may start, an element card which suit it starts with."""
    n = len(cards)
    lo, hi = {RUN: (3, rules.cycle), YY_RUN: (2, rules.cycle), SOJUN: (3, 5)}[kind]
    if not lo <= n <= hi:
        return
    r = next(rank(c) for c in cards if rank(c))
    starts = [1] if n == rules.cycle else sorted({(r - i) % rules.cycle for i in range(n)})
    pin = next((c for c in cards if not _is_yy(c) and (rank(c) or kind == RUN)), None)
    for order in (ORDERS if kind == SOJUN else (0,)):
        for p0 in starts:
            if kind == YY_RUN or pin is None:
                suits = [YY] if kind == YY_RUN else ELEMENTS
            elif kind == RUN:
                suits = [suit(pin)]
            else:                         # the pinned card stands at offset i of the window
                i = (rank(pin) - p0) % rules.cycle
                suits = [sojun_suit(suit(pin), order, -i)] if i < n else []
            for s0 in suits:
                idents = [make(sojun_suit(s0, order, i) if order else s0, step(p0, rules, i)) for i in range(n)]
                for pairs in _placements(tuple(cards), idents):
                    yield build(kind, pairs, rules, order)


def _placements(cards: tuple, idents: list[str]) -> Iterator[list[tuple[str, str]]]:
    """Every way to give each identity its own card that can stand for it."""
    if not idents:
        yield []
        return
    for i, c in enumerate(cards):
        if role_at(c, idents[0]) is not None:
            for rest in _placements(cards[:i] + cards[i + 1:], idents[1:]):
                yield [(c, idents[0])] + rest


# --- determinacy (§3.6) -------------------------------------------------------------------------
def _evidence(cards: Sequence[str], rules: MeldRules) -> tuple[str | None, str]:
    """The type the printed cards show: (SET / RUN / SOJUN, "") or (None, problem), the problem
    being "rank?" / "suit?" (nothing shows it) or "rank!" / "suit!" (both types are shown)."""
    ranks = [int(c[2:]) for c in cards if not _is_z(c)]
    same, diff = len(set(ranks)) < len(ranks) or not ranks, len(set(ranks)) >= 2
    if same == diff:
        return None, "rank!" if same else "rank?"
    if same or not rules.sojun:
        return (SET if same else RUN), ""
    suits = [c[:2] for c in cards if not _is_yy(c)]
    same, diff = len(set(suits)) < len(suits) or not suits, len(set(suits)) >= 2
    if same == diff:
        return None, "suit!" if same else "suit?"
    return (RUN if same else SOJUN), ""


def _decide(cards: Sequence[str], rules: MeldRules, reads: list[Meld]) -> tuple[str | None, str]:
    """The type a new meld of these cards takes under ``rules.determinacy``, as :func:`_evidence`."""
    if rules.determinacy != "enumeration":
        return _evidence(cards, rules)
    types = {TYPE[m.kind] for m in reads}
    if len(types) == 1:
        return types.pop(), ""
    return None, ("rank?" if SET in types else "suit?") if types else "none"


def _active(m: Meld, families: frozenset) -> bool:
    return m.kind != SOJUN or family(m.order) in families


def new_readings(cards: Sequence[str], rules: MeldRules, families: frozenset = frozenset()) -> list[Meld]:
    """The readings allowed for a NEW meld: those of the type the determinacy rule decides; a 相順
    only if its family (相生 / 相克) is in ``families`` (the field phase). [] if refused."""
    reads = readings(cards, rules)
    kind, _ = _decide(cards, rules, reads)
    return [m for m in reads if TYPE[m.kind] == kind and _active(m, families)]


def why_not_new_meld(cards: Sequence[str], rules: MeldRules, families: frozenset | None = None) -> Msg | None:
    """None if ``cards`` may be melded as a new meld, else the reason in the rulebook's terms.
    The field phase is checked only when ``families`` is given (None: every 相順 family is active)."""
    cards = list(cards)
    if len(set(cards)) != len(cards):
        return msg(CTX, NO_MELD)
    if len(cards) < 2:
        return msg(CTX, TOO_FEW)
    reads = readings(cards, rules)
    if not reads:
        kind, problem = _evidence(cards, rules)
        return _diagnose(cards, rules, kind or ("sequence" if problem.startswith("suit") else None))
    kind, problem = _decide(cards, rules, reads)
    if kind is None:
        return _ambiguous(cards, rules, problem)
    fitting = [m for m in reads if TYPE[m.kind] == kind]
    if not fitting:
        return _diagnose(cards, rules, kind)
    if families is None or any(_active(m, families) for m in fitting):
        return None
    sosho = family(fitting[0].order) == SOSHO
    return msg(CTX, PHASE, family="相生" if sosho else "相克", field="陽場" if sosho else "陰場")


def _ambiguous(cards: list[str], rules: MeldRules, problem: str) -> Msg:
    """"4,4 or 4,5?": one printed rank r among 空無 / 太極; or only one printed suit (順 or 相順?)."""
    if problem != "rank?":
        return msg(CTX, RUN_OR_SOJUN)
    n, r = len(cards), next(rank(c) for c in cards if rank(c))
    start = r if r + n - 1 <= rules.top else max(1, rules.top - n + 1)
    run = ",".join(str(p) if p else "Z" for p in (step(start, rules, i) for i in range(n)))
    return msg(CTX, SET_OR_RUN, a=",".join([str(r)] * n), b=run)


def _diagnose(cards: list[str], rules: MeldRules, kind: str | None) -> Msg:
    """Why the cards make no meld of the type ``kind`` (SET, RUN, SOJUN, "sequence" or None)."""
    n = len(cards)
    if kind == SET:
        if n > 6 or (n < 3 and not all(_is_z(c) for c in cards)):
            return msg(CTX, TOO_MANY_SET if n > 6 else TOO_FEW)
        r = set_rank(cards)
        for c in cards:                      # RW同時存在禁止: 空無X standing for X-r beside the real X-r
            if r and _is_z(c) and not _is_yy(c) and make(suit(c), r) in cards:
                return msg(CTX, DUPLICATE, wild=pretty(c), card=pretty(make(suit(c), r)))
        return msg(CTX, NO_MELD)
    if kind is None:
        return msg(CTX, NO_MELD)
    if n > 5 and (kind == SOJUN or (kind == "sequence" and rules.sojun and _along_a_cycle(cards, rules))):
        return msg(CTX, TOO_MANY_SOJUN)
    if n > rules.cycle:
        return msg(CTX, TOO_MANY_RUN, n=rules.cycle)
    if n < 3 and not all(_is_yy(c) for c in cards):
        return msg(CTX, TOO_FEW)
    if _consecutive(cards, rules, linear=False):
        return msg(CTX, SUITS_UNFIT)
    if _consecutive(cards, rules, linear=True):
        return msg(CTX, TOP_AND_ONE, top=rules.top)
    return msg(CTX, GAP)


def _along_a_cycle(cards: list[str], rules: MeldRules) -> bool:
    """True if the cards step one rank and one element along a 相生 or 相克 order, as a 相順 would
    but for its limit ("最大枚数は5枚（各スト1枚ずつ）に制限される"): 木1 火2 土3 金4 水5 木6."""
    n = len(cards)
    if n > rules.cycle:
        return False
    for order in ORDERS:
        for p0 in range(rules.cycle):
            for s0 in ELEMENTS:
                idents = [make(sojun_suit(s0, order, i), step(p0, rules, i)) for i in range(n)]
                if next(_placements(tuple(cards), idents), None) is not None:
                    return True
    return False


def _consecutive(cards: list[str], rules: MeldRules, linear: bool) -> bool:
    """True if the printed ranks fit n consecutive positions, suits aside, Z taking a 空無 (or 太極
    in a 陰陽順). ``linear``: as if top and 1 were adjacent, with no position Z."""
    ranks = {rank(c) for c in cards if rank(c)}
    if len(ranks) != sum(1 for c in cards if rank(c)):
        return False
    z_ok = any(_is_z(c) and not _is_yy(c) for c in cards) or (
        rules.taiji_natural_z and "yy0" in cards and all(_is_yy(c) for c in cards))
    cycle = list(range(1, rules.cycle)) if linear else list(range(rules.cycle))
    for start in range(len(cycle)):
        window = {cycle[(start + i) % len(cycle)] for i in range(len(cards))}
        if len(window) == len(cards) and ranks <= window and (0 not in window or z_ok):
            return True
    return False


# --- every new meld of a hand -------------------------------------------------------------------
def melds_in_hand(hand: Sequence[str], rules: MeldRules, families: frozenset = frozenset(),
                  must_include: Sequence[str] = (), exclude: Sequence[str] = ()) -> list[Meld]:
    """Every new meld cards of ``hand`` can make: each (subset, reading) :func:`new_readings`
    allows, once, in a fixed order. ``must_include``: only melds holding all these cards;
    ``exclude``: cards that may not be used.

    Built per kind, not per subset: 組 per rank, 空無組 from the 空無 cards, 順 / 陰陽順 / 相順 by
    walking windows along lines of positions with the cards that can fill each one.
    """
    cards = set(hand).difference(exclude) if exclude else set(hand)
    cards = sorted(cards, key=_SORT_KEYS.__getitem__ if cards.issubset(_SORT_KEYS) else sort_key)
    must = frozenset(must_include)
    if not must <= set(cards):
        return []
    enumeration = rules.determinacy == "enumeration"
    zs = tuple(c for c in cards if c[2:] == "0")
    must_ranks = {rank(c) for c in must} - {0}
    found = [] if must_ranks else _void_sets(zs, must)     # a 空無組 holds Z cards only
    if len(must_ranks) <= 1:                                # a 組 has one printed rank
        found += _sets(cards, zs, rules, must, must_ranks, enumeration)
    if len(zs) < len(cards):
        found += _sequences_in_hand(cards, rules, families, must, enumeration)
    if not enumeration:
        return found
    types: dict = {}
    for m in found:
        types.setdefault(frozenset(m.cards), set()).add(TYPE[m.kind])
    return [m for m in found if len(types[frozenset(m.cards)]) == 1 and _active(m, families)]


def _void_sets(zs: tuple, must: frozenset) -> list[Meld]:
    """空無組: 2-6 空無 cards (and 太極), all ZAT."""
    return [Meld(VOID_SET, tuple(Slot(c, c, ZAT) for c in group))
            for k in range(2, min(6, len(zs)) + 1) for group in combinations(zs, k) if must <= set(group)]


def _sets(cards: list[str], zs: tuple, rules: MeldRules, must: frozenset, must_ranks: set,
          enumeration: bool) -> list[Meld]:
    """組 per rank r: cards printed r (two or more under "evidence": 同ランク) plus 空無 / 太極
    (``zs``); only the rank of the ``must`` cards when they show one."""
    by_rank: dict[int, list[str]] = {}
    for c in cards:
        if c[2:] != "0":
            by_rank.setdefault(rank(c), []).append(c)
    if must_ranks:
        (r,) = must_ranks
        by_rank = {r: by_rank[r]} if r in by_rank else {}
    least, out = 1 if enumeration else 2, []
    for r, printed in sorted(by_rank.items()):
        for k in range(least, min(6, len(printed)) + 1):
            for ns in combinations(printed, k):
                for j in range(max(0, 3 - k), min(6 - k, len(zs)) + 1):
                    for ws in combinations(zs, j):
                        m = _set_meld(ns + ws, rules) if must <= set(ns + ws) else None   # sort_key order
                        if m is not None:
                            out.append(m)
    return out


@lru_cache(maxsize=1 << 13)
def _set_meld(cards: tuple, rules: MeldRules) -> Meld | None:
    return build(SET, [(c, c) for c in cards], rules)


_IDENTS = {s: [make(s, p) for p in range(13)] for s in SUITS}


@lru_cache(maxsize=None)
def _entry(card: str, ident: str, role: str) -> tuple[Slot, bool, bool]:
    """A slot and its evidence: (slot, printed rank is not Z, printed suit is not 陰陽)."""
    return Slot(card, ident, role), card[2:] != "0", card[:2] != YY


@lru_cache(maxsize=64)
def _geometry(cycle: int, orders: tuple[int, ...]) -> "_Geometry":
    """The lines sequences walk (:class:`_Geometry`), per rank cycle and active 相順 orders."""
    return _Geometry(cycle, orders)


class _Geometry:
    """The lines sequences walk, unrolled past Z so that windows may wrap: one per element suit (順)
    and for the 陰陽 suit (陰陽順); per 相順 order and suit offset, position u has suit
    ``offset + order * u``.

    Every line's positions are bits of one integer, line ``li`` at bits ``li * width`` onwards
    (a line is at most ``2 * cycle - 2`` long: two bits above each stay 0, so a shift by one or two
    never carries a position from one line into the next's ``fill & fill >> 1 & fill >> 2``). What
    a card fills on every line is worked out once per card (:meth:`bits`)."""

    def __init__(self, cycle: int, orders: tuple[int, ...]) -> None:
        lines = [((YY_RUN if s == YY else RUN), 0, [_IDENTS[s][u % cycle] for u in range(2 * cycle - 2)])
                 for s in SUITS]
        lines += [(SOJUN, order, [_IDENTS[ELEMENTS[(offset + order * u) % 5]][u % cycle] for u in range(cycle + 4)])
                  for order in orders for offset in range(5)]
        self.lines, self.width = lines, 2 * cycle
        self.mask = (1 << self.width) - 1
        self.where: dict[str, int] = {}          # identity -> its positions on every line
        self.off_z = {s: 0 for s in SUITS}       # suit -> the positions off Z of that suit, every line
        for li, (_, _, idents) in enumerate(lines):
            for u, ident in enumerate(idents):
                bit = 1 << (li * self.width + u)
                self.where[ident] = self.where.get(ident, 0) | bit
                if ident[2:] != "0":
                    self.off_z[ident[:2]] |= bit
        self.off_z_any = 0
        for bits in self.off_z.values():
            self.off_z_any |= bits
        self._cards: dict[tuple, tuple[int, int, int]] = {}

    def bits(self, card: str, taiji_natural_z: bool) -> tuple[int, int, int]:
        """(ranked, suited, zat) positions of ``card`` on every line: where its printed rank can
        stand (itself, and a 陰陽 card as SW of each element), the same if it is element-printed,
        and where a 空無 / 太極 is ZAT (太極 only with ``taiji_natural_z``)."""
        key = (card, taiji_natural_z)
        got = self._cards.get(key)
        if got is None:
            s, r = card[:2], int(card[2:])
            ranked = zat = 0
            if r:
                for ident in [card] + ([_IDENTS[x][r] for x in ELEMENTS] if s == YY else []):
                    ranked |= self.where.get(ident, 0)
            elif s != YY or taiji_natural_z:
                zat = self.where.get(card, 0)
            got = (ranked, (ranked | zat) if s != YY else 0, zat)
            self._cards[key] = got
        return got


class _Index:
    """A hand seen along the lines: per line the bits of the positions a printed rank can fill
    (``ranked``: naturals and SW), an element-printed card can fill (``suited``) and a 空無 / 太極
    fills as ZAT (``zat``), all lines in one integer (:class:`_Geometry`); the cards that can stand
    on an identity (:meth:`cell`). The wild uses of 空無 (RW) and 太極 (GW) cover whole suits."""

    def __init__(self, cards: list[str], rules: MeldRules, geo: _Geometry, must: frozenset) -> None:
        self.hand = set(cards)
        self.voids = [c[:2] for c in cards if _is_z(c) and not _is_yy(c)]
        self.taiji, self.must = "yy0" in cards, must
        self.taiji_natural_z = rules.taiji_natural_z
        ranked = suited = zat = 0
        tz = rules.taiji_natural_z
        for c in cards:
            r, s, z = geo.bits(c, tz)
            ranked, suited, zat = ranked | r, suited | s, zat | z
        self.ranked, self.suited, self.zat = ranked, suited, zat
        # per must card with a printed rank: where it can stand
        self.holds = [geo.bits(c, tz)[0] for c in must if rank(c)]

    def cell(self, ident: str) -> list:
        """(slot, printed rank not Z, printed suit not 陰陽) for each card that can stand on ``ident``,
        in hand order: the card itself (natural, or ZAT on Z), a 陰陽 card of its rank (SW), then
        a 空無 of its suit (RW) and 太極 (GW)."""
        s, r = ident[:2], int(ident[2:])
        got = []
        hand = self.hand
        if r:
            if ident in hand:
                got.append(_entry(ident, ident, NATURAL))
            if s != YY:
                yy = _IDENTS[YY][r]
                if yy in hand:
                    got.append(_entry(yy, ident, SW))
            if s in self.voids:
                got.append(_entry(_IDENTS[s][0], ident, RW))
            if self.taiji:
                got.append(_entry("yy0", ident, GW))
        elif ident in hand and (s != YY or self.taiji_natural_z):
            got.append(_entry(ident, ident, ZAT))
        return got


def _needs(kind: str, rules: MeldRules, enumeration: bool) -> tuple[int, int]:
    """(printed ranks, printed non-陰陽 cards) a sequence must show: under "evidence" two ranks and
    two cards of the suit (順, 相順 in use) or two element suits (相順); under "enumeration" only
    the reading rules (a 順 holds a card of its suit; a 相順 is neither 空無 only nor 陰陽 only)."""
    if enumeration:
        return {RUN: (0, 1), YY_RUN: (0, 0), SOJUN: (1, 1)}[kind]
    return {RUN: (2, 2 if rules.sojun else 1), YY_RUN: (2, 0), SOJUN: (2, 2)}[kind]


def _sequences_in_hand(cards, rules, families, must, enumeration) -> list[Meld]:
    """順, 陰陽順 and 相順 of the hand: on each line, the windows that can show enough evidence."""
    orders = () if not rules.sojun else ORDERS if enumeration else tuple(o for o in ORDERS if family(o) in families)
    geo = _geometry(rules.cycle, orders)
    ix = _Index(cards, rules, geo, must)
    zs = sum(1 for c in cards if _is_z(c))
    fill, suited = ix.zat | ix.ranked | (geo.off_z_any if ix.taiji else 0), ix.suited
    for s in ix.voids:                        # a 空無 is RW on every position of its suit off Z
        fill, suited = fill | geo.off_z[s], suited | geo.off_z[s]
    row2 = fill & (fill >> 1)
    row3 = row2 & (fill >> 2)
    width, mask = geo.width, geo.mask
    must_suits = {c[:2] for c in must if not _is_yy(c)}
    needs = {k: _needs(k, rules, enumeration) for k in (RUN, YY_RUN, SOJUN)}
    out: list[Meld] = []
    for li in _lines_holding(ix.holds, width, len(geo.lines)):
        kind, order, idents = geo.lines[li]
        shift = li * width
        if not ((row2 if kind == YY_RUN else row3) >> shift) & mask:
            continue                          # no 3 (陰陽順: 2) positions in a row
        held = [(bits >> shift) & mask for bits in ix.holds]
        if not all(held) or (kind != SOJUN and must_suits and must_suits != {idents[0][:2]}):
            continue
        need = needs[kind]
        line_suited = (suited >> shift) & mask
        if line_suited.bit_count() < need[1]:
            continue                          # too few suits
        line_ranked = (ix.ranked >> shift) & mask
        starts = _window_starts((fill >> shift) & mask, line_ranked, need[0], kind, rules.cycle, zs)
        out += _walk(kind, order, idents, starts, (line_ranked, line_suited), held, ix, need)
    return out


def _lines_holding(holds: list[int], width: int, n_lines: int):
    """The lines (in order) on which every one of ``holds`` has a position: all of them without."""
    if not holds:
        return range(n_lines)
    common = None
    for bits in holds:
        lines = set()
        while bits:
            low = bits & -bits
            lines.add((low.bit_length() - 1) // width)
            bits ^= low
        common = lines if common is None else common & lines
    return sorted(common)


def _window_starts(fill: int, ranked: int, need: int, kind: str, cycle: int, wilds: int) -> list[tuple[int, int]]:
    """(start, end) of the windows worth walking on a line: inside a stretch of ``fill``ed
    positions, starting at 0..top, holding ``need`` positions a printed rank can fill (for two:
    two neighbouring ones), the positions before the last of them that no printed rank can fill
    taking one of the hand's ``wilds`` 空無 / 太極 cards."""
    lo, longest = (2 if kind == YY_RUN else 3), (5 if kind == SOJUN else cycle - 1)
    out = []
    while fill:
        first = (fill & -fill).bit_length() - 1
        x = fill >> first
        length = (~x & (x + 1)).bit_length() - 1          # filled positions in a row from ``first``
        fill &= ~(((1 << length) - 1) << first)
        if length < lo or first >= cycle:
            continue
        stop, found = first + length, set()
        spots = [u for u in range(first, stop) if ranked >> u & 1]
        if need == 0:
            found = set(range(first, stop))
        for a, b in (zip(spots, spots[1:]) if need == 2 else ((a, a) for a in spots) if need == 1 else ()):
            gaps = b - a + 1 - (ranked >> a & ((1 << (b - a + 1)) - 1)).bit_count()
            u, low = a, max(first, b - longest + 1)
            while u >= low and gaps <= wilds:
                found.add(u)
                u -= 1
                gaps += u >= 0 and not ranked >> u & 1
        for u0 in sorted(found):
            end = min(stop, u0 + longest + (u0 == 1 and kind != SOJUN))   # the full cycle starts at 1
            if u0 < cycle and end - u0 >= lo:
                out.append((u0, end))
    return out


def _walk(kind: str, order: int, idents: list[str], starts: list[tuple[int, int]], spots: tuple[int, int],
          held: list[int], ix: _Index, need: tuple[int, int]) -> list[Meld]:
    """Every meld of ``kind`` along one line from the given windows: distinct cards on consecutive
    positions, showing ``need`` (:func:`_needs`) and holding ``ix.must``. ``spots``: the bits a
    printed rank / an element-printed card can fill; ``held``: those of each must card."""
    (ranked, suited), (need_nz, need_xp), must = spots, need, ix.must
    lo = 2 if kind == YY_RUN else 3
    memo: dict[int, list] = {}
    out: list[Meld] = []
    path: list[Slot] = []
    used: set[str] = set()

    def grow(u: int, end: int, nz: int, xp: int, mu: int) -> None:
        if len(path) >= lo and nz >= need_nz and xp >= need_xp and mu == len(must):
            out.append(Meld(kind, tuple(path), order=order))
        rest = (1 << end) - (1 << u)
        if u == end or nz + (ranked & rest).bit_count() < need_nz or xp + (suited & rest).bit_count() < need_xp:
            return
        if u not in memo:
            memo[u] = ix.cell(idents[u])
        for slot, e_nz, e_xp in memo[u]:
            if slot.card not in used:
                used.add(slot.card)
                path.append(slot)
                grow(u + 1, end, nz + e_nz, xp + e_xp, mu + (slot.card in must))
                path.pop()
                used.discard(slot.card)

    for u0, end in starts:
        window = (1 << end) - (1 << u0)
        if all(b & window for b in held) and (suited & window).bit_count() >= need_xp:
            grow(u0, end, 0, 0, 0)
    return out
