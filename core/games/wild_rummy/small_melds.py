"""Small new melds of Wild Rummy R, decided fast: is a group of 2 or 3 cards a meld?

:func:`valid_group` restates the new-meld rules for groups of 2 or 3 cards (spec §3: the
readings 空無のみ and 陰陽札のみ, ZAT, the structure of 組 / 順 / 相順, the evidence rule of §3.6,
or the "enumeration" option). The exact search (:func:`newmeld.melds_in_hand`) takes far longer
per group; the game uses this for its quick "can this seat call?" test and the AI for the
thousands of groups it weighs. The tests check that both agree on every group they try.
"""
from __future__ import annotations

from functools import lru_cache

from core.fesca import ELEMENT_INDEX, YY, rank

from .meld import MeldRules

FAMILY_ORDERS = {"sosho": (1, -1), "sokoku": (2, -2)}


def _orders(families: frozenset) -> tuple:
    return tuple(o for f in sorted(families) for o in FAMILY_ORDERS[f])


@lru_cache(maxsize=1 << 16)
def valid_group(cards: tuple, rules: MeldRules, families: frozenset) -> bool:
    """True if these 2 or 3 distinct cards (sorted) may be melded as a new meld now.

    Spec §3.1-3.6 for small groups: 空無 only -> 空無組; 陰陽 only -> 陰陽順; otherwise the
    printed ranks and suits decide between 組, 順 and 相順 (the evidence rule), and the cards must
    then fit the type's structure (distinct suits in a 組, RW never beside its own natural;
    consecutive positions on the 13-cycle, Z only for the natural 空無; 相順 only in an active
    family)."""
    n = len(cards)
    if all(c[2:] == "0" for c in cards):
        return 2 <= n <= 6
    if rules.determinacy != "evidence":
        return _enumerated(cards, rules, families)
    if all(c[:2] == YY for c in cards):
        return _yy_run(cards, rules)
    if n < 3:
        return False
    ranks = [rank(c) for c in cards if c[2:] != "0"]
    same, diff = len(set(ranks)) < len(ranks), len(set(ranks)) >= 2
    if same == diff:
        return False
    if same:
        return _set(cards, ranks[0])
    suits = [c[:2] for c in cards if c[:2] != YY]
    if rules.sojun:
        same_s, diff_s = len(set(suits)) < len(suits), len(set(suits)) >= 2
        if same_s == diff_s:
            return False
        if diff_s:
            return _sojun(cards, rules, families)
    elif len(set(suits)) != 1:
        return False
    return _run(cards, suits[0], rules)


def _enumerated(cards: tuple, rules: MeldRules, families: frozenset) -> bool:
    """The "enumeration" determinacy option: refused only when the cards fit two types."""
    if all(c[:2] == YY for c in cards):
        fixed = [rank(c) for c in cards if c != "yy0"]
        flex = [("void" if rules.taiji_natural_z else "taiji")] if "yy0" in cards else []
        return len(set(fixed)) == len(fixed) and _window_fits(fixed, flex, rules, rules.cycle, len(cards))
    if len(cards) < 3:
        return False
    ranks = {rank(c) for c in cards if c[2:] != "0"}
    kinds = 0
    if len(ranks) == 1 and _set(cards, next(iter(ranks))):
        kinds += 1
    suit_of = next((c[:2] for c in cards if c[:2] != YY), None)
    if suit_of is not None and _run(cards, suit_of, rules):
        kinds += 1
    sojun_any = rules.sojun and _sojun(cards, rules, frozenset(FAMILY_ORDERS))
    if sojun_any:
        kinds += 1
    if kinds != 1:
        return False
    return not sojun_any or _sojun(cards, rules, families)


def _set(cards: tuple, r: int) -> bool:
    naturals, voids = set(), set()
    for c in cards:
        s, cr = c[:2], rank(c)
        if s == YY:
            continue                       # 陰陽 r as SW, 太極 as GW: any missing element suit
        if cr == 0:
            voids.add(s)                   # 空無 X as RW for X r
        elif s in naturals:
            return False
        else:
            naturals.add(s)
    return not naturals & voids


def _window_fits(fixed: list, flex: list, rules: MeldRules, cycle: int, n: int) -> bool:
    """``fixed`` positions and ``flex`` cards (空無 of the run's suit: any position, Z included;
    太極: any position but Z) on a window of ``n`` consecutive positions of the cycle."""
    if len(set(fixed)) != len(fixed) or any(p > rules.top for p in fixed):
        return False
    for start in range(cycle):
        window = [(start + i) % cycle for i in range(n)]
        if not all(p in window for p in fixed):
            continue
        free = [p for p in window if p not in fixed]
        if 0 in free and not any(f == "void" for f in flex):
            continue
        return True
    return False


def _run(cards: tuple, s: str, rules: MeldRules) -> bool:
    fixed, flex = [], []
    for c in cards:
        cs, cr = c[:2], rank(c)
        if cs == YY:
            if cr == 0:
                flex.append("taiji")
            else:
                fixed.append(cr)
        elif cs != s:
            return False
        elif cr == 0:
            flex.append("void")
        else:
            fixed.append(cr)
    return _window_fits(fixed, flex, rules, rules.cycle, len(cards))


def _yy_run(cards: tuple, rules: MeldRules) -> bool:
    fixed = [rank(c) for c in cards if c != "yy0"]
    if len(set(fixed)) < 2:                 # the evidence rule: two printed ranks
        return False
    flex = [("void" if rules.taiji_natural_z else "taiji")] if "yy0" in cards else []
    return _window_fits(fixed, flex, rules, rules.cycle, len(cards))


def _sojun(cards: tuple, rules: MeldRules, families: frozenset) -> bool:
    n, cycle = len(cards), rules.cycle
    if n > 5:
        return False
    anchor = next((c for c in cards if c[:2] != YY and c[2:] != "0"), None)
    if anchor is None:                      # no element card: try every window (enumeration only)
        return any(_match(list(cards), [((x0 + order * i) % 5, (p0 + i) % cycle) for i in range(n)], rules)
                   for order in _orders(families) for p0 in range(cycle) for x0 in range(5))
    a_s, a_r = ELEMENT_INDEX[anchor[:2]], rank(anchor)
    others = [c for c in cards if c != anchor]
    for order in _orders(families):
        for i0 in range(n):
            p0, x0 = (a_r - i0) % cycle, (a_s - order * i0) % 5
            slots = [((x0 + order * i) % 5, (p0 + i) % cycle) for i in range(n) if i != i0]
            if _match(others, slots, rules):
                return True
    return False


def _fits(card: str, slot: tuple, rules: MeldRules) -> bool:
    x, p = slot
    if p > rules.top:
        return False
    cs, cr = card[:2], rank(card)
    if cs == YY:
        return p != 0 and (cr == 0 or cr == p)
    if cr == 0:
        return ELEMENT_INDEX[cs] == x
    return ELEMENT_INDEX[cs] == x and cr == p


def _match(cards: list, slots: list, rules: MeldRules) -> bool:
    if not cards:
        return True
    first = cards[0]
    for i, sl in enumerate(slots):
        if _fits(first, sl, rules) and _match(cards[1:], slots[:i] + slots[i + 1:], rules):
            return True
    return False


# --- outs and calls -----------------------------------------------------------------------------------


def _close(a: int, b: int, cycle: int) -> bool:
    """Printed ranks that can share a meld of 2 or 3 cards: a Z card goes with anything, others
    lie within two positions on the rank cycle (a 組 has one rank, a sequence 3 positions in a
    row, and a printed rank other than Z is the position its card stands on)."""
    if a == 0 or b == 0:
        return True
    d = abs(a - b)
    return min(d, cycle - d) <= 2


@lru_cache(maxsize=None)
def _close_cards(r: int, cycle: int) -> frozenset:
    """The card codes whose printed rank is :func:`_close` to ``r`` (worked out once per rank)."""
    from core.fesca import deck
    return frozenset(c for c in deck("fesca78") if _close(r, rank(c), cycle))


def small_meld_with(hand, card: str, rules: MeldRules, families: frozenset) -> bool:
    """True if ``card`` and one or two cards of ``hand`` are a new meld (a quick 鳴き test).
    Only the cards whose printed ranks are close to each other (:func:`_close`) are tried."""
    cycle = rules.cycle
    near = _close_cards(rank(card), cycle)
    close = [(a, rank(a)) for a in hand if a in near]
    for i, (a, ra) in enumerate(close):
        if valid_group(tuple(sorted((card, a))), rules, families):
            return True
        for b, rb in close[i + 1:]:
            if _close(ra, rb, cycle) and valid_group(tuple(sorted((card, a, b))), rules, families):
                return True
    return False


def may_meld_with(near, card: str, rules: MeldRules, sojun: bool) -> bool:
    """A quick necessary condition for a new meld of ``card`` with cards of ``near`` under the
    "evidence" rule (spec §3.6), of any size: False means there is none (the exact search,
    :func:`newmeld.melds_in_hand`, would find nothing).

    A card printed with a rank other than Z always stands on that rank's position. So a 組 needs
    another card printed with ``card``'s rank; a sequence needs another printed rank, and the
    positions between the two (and a third one for a 3-card sequence) filled by printed ranks or
    by 空無 / 太極 cards, one each. A 順 of ``card``'s element suit takes only that suit, 陰陽 cards
    and its 空無 and 太極; with a 相順 family active (``sojun``) or a 陰陽 ``card``, every suit
    counts. A Z ``card`` (空無, 太極) is not judged: True."""
    if rules.determinacy != "evidence":
        return True
    r = rank(card)
    if r == 0:
        return True
    s = card[:2]
    any_suit = s == YY or sojun
    same = wilds = line_wilds = 0          # cards printed r; Z cards; Z cards that fit the sequence
    have = set()                           # the other printed ranks that fit the sequence
    for c in near:
        b, fits = rank(c), any_suit or c[:2] == s or c[:2] == YY
        if b == r:
            same += 1
        elif b == 0:
            wilds += 1
            line_wilds += fits
        elif fits:
            have.add(b)
    if same and same + wilds >= 2:
        return True                        # a 組 may hold it
    return _sequence_may_hold(r, have, line_wilds, rules.cycle, s == YY)


def _sequence_may_hold(r: int, have: set, wilds: int, cycle: int, two: bool) -> bool:
    """Some window of the rank cycle holds position ``r`` and another printed rank of ``have``,
    with its other positions fillable by ``have`` and at most ``wilds`` Z cards, and 3 positions
    (``two``: 2 may do, a 陰陽順)."""
    for b in have:
        for sgn in (1, -1):
            d = (sgn * (b - r)) % cycle                 # steps from r to b in this direction
            missing = sum(1 for k in range(1, d) if (r + sgn * k) % cycle not in have)
            if missing > wilds:
                continue
            if d >= 2 or two or wilds > missing:
                return True
            if (r - sgn) % cycle in have or (b + sgn) % cycle in have:
                return True
    return False
