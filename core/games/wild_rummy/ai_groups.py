"""Wild Rummy R AI: which small groups of cards are melds, and what completes them.

:func:`.small_melds.valid_group` decides whether 2 or 3 cards are a new meld; on top of it:
:func:`completers` (the cards that make a meld with a pair: its *outs*) and :func:`call_shapes`
(what another seat must hold to call a card). All are cached for the whole process: they depend
only on the cards, the meld options and the active 相順 families.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations

from core.fesca import deck, rank

from .meld import MeldRules
from .small_melds import valid_group

def near(a: str, b: str, cycle: int) -> bool:
    """Could a and b sit in one 3-card meld? (Z cards go with anything.)"""
    ra, rb = rank(a), rank(b)
    if ra == 0 or rb == 0:
        return True
    d = abs(ra - rb)
    return min(d, cycle - d) <= 2


@lru_cache(maxsize=8)
def _deck_cards(top: int) -> tuple:
    name = {12: "fesca78", 8: "fesca54", 6: "fesca42"}[top]
    return tuple(deck(name))


def _shape_ok(cards, cycle: int) -> bool:
    """A cheap necessary condition for a small group to be a meld: its printed ranks (Z aside)
    are all equal (a set) or all different within three neighbouring positions (a sequence)."""
    ranks = [rank(c) for c in cards if c[2:] != "0"]
    if len(ranks) < 2:
        return True
    if len(set(ranks)) == 1:
        return True
    if len(set(ranks)) != len(ranks):
        return False
    lo, hi = min(ranks), max(ranks)
    return hi - lo <= 2 or (len(ranks) == 2 and hi - lo >= cycle - 2)


@lru_cache(maxsize=1 << 16)
def completers(a: str, b: str, rules: MeldRules, families: frozenset) -> frozenset:
    """Every card u of the deck such that (a, b, u) may be melded as a new meld: the pair's outs
    (those the seat cannot see are the live ones)."""
    out = []
    for u in _deck_cards(rules.top):
        if u == a or u == b or not (near(a, u, rules.cycle) and near(b, u, rules.cycle)):
            continue
        if not _shape_ok((a, b, u), rules.cycle):
            continue
        if valid_group(tuple(sorted((a, b, u))), rules, families):
            out.append(u)
    return frozenset(out)


@lru_cache(maxsize=1 << 12)
def call_shapes(card: str, rules: MeldRules, families: frozenset) -> tuple[tuple, tuple]:
    """What lets a seat call ``card``: the single cards that make a 2-card meld with it, and the
    pairs of cards that make a 3-card meld with it."""
    cyc = rules.cycle
    close = [u for u in _deck_cards(rules.top) if u != card and near(card, u, cyc)]
    singles = tuple(u for u in close if valid_group(tuple(sorted((card, u))), rules, families))
    pairs = tuple((x, y) for x, y in combinations(close, 2)
                  if near(x, y, cyc) and _shape_ok((card, x, y), cyc)
                  and valid_group(tuple(sorted((card, x, y))), rules, families))
    return singles, pairs
