"""The best arrangement of a hand, and whether it is a Rummy (ラミー).

:func:`best_arrangement` finds the arrangement a loser pays least for (§8.1), exactly: ties go
to a valid Rummy, then to more cards melded. It solves the tiers as sub-problems:

- **complete** (a straight run, ストレートラン, and another run): for every straight run the hand
  can make, take it out and search the rest for the fewest deadwood points with one more run;
- **straight run only** (seed_three_tier): every card but the most valuable straight run counts;
  the other cards are shown in sets where they can be;
- **everything counts**: the hand is shown with as many cards melded as possible.

:func:`declaration_problem` says why a hand cannot declare, in the player's words.
"""
from __future__ import annotations

from core.cards import base, pretty
from core.engine import Msg, QT_TRANSLATE_NOOP, msg

from .melds import MAX_RUN, MeldRules, classify
from .search import CARDS_FIRST, INF, NO_RUNS, SHORT_RUNS, VALUE_FIRST, Hand, Search, Straight
from .tiers import Arrangement, tally

_KIND_ORDER = {"straight_run": 0, "run": 1, "set": 2}


def best_arrangement(hand, rules: MeldRules) -> Arrangement:
    """The arrangement of ``hand`` with the least count under ``rules.tiers``; ties broken
    toward a valid Rummy, then toward more cards melded. Exact, for any hand size."""
    h = Hand(hand, rules)
    straights = h.straights()
    chosen = []                               # (search, straight run, root state) per tier
    least = h.total                           # the least count found so far
    if straights:
        found = _best_complete(h, straights, VALUE_FIRST, rules.life_min_four)
        if found is not None:
            search, s, cost, root = found
            chosen.append((search, s, root))
            least = search.split(cost)[0]
        if rules.tiers == "seed_three_tier":
            top = max(s.value for s in straights)
            if h.total - top <= least:
                search, s, _, root = _best_beside(h, [s for s in straights if s.value == top])
                chosen.append((search, s, root))
                least = h.total - top
    if least >= h.total:                      # every card counts: show the most cards melded
        search = Search(h, CARDS_FIRST)
        root = (h.x, h.w)
        search.solve(*root)
        chosen.append((search, None, root))
    built = [_build(h, search, s, root) for search, s, root in chosen]
    return min(built, key=lambda a: (a.count, not a.is_rummy, len(a.deadwood)))


def is_rummy(hand, rules: MeldRules) -> bool:
    """Every card in a run or a set, with a straight run (ストレートラン) and another run (§7.1)."""
    h = Hand(hand, rules)
    straights = h.straights()
    if not straights:
        return False
    found = _best_complete(h, straights, CARDS_FIRST, rules.life_min_four, stop_at_zero=True)
    return found is not None and found[2] == 0


def declaration_problem(hand, rules: MeldRules) -> Msg | None:
    """None if the 13 cards of ``hand`` are a valid Rummy, else the clearest reason why not."""
    hand = tuple(hand)
    if len(hand) != 13:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A Rummy needs 13 cards, not {count}."), count=len(hand))
    h = Hand(hand, rules)
    straights = h.straights()
    if not straights:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "No straight run (ストレートラン) can be made."))
    loose = _best_complete(h, straights, CARDS_FIRST, False)
    if loose is None:
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "A second run is needed besides the straight run."))
    found = _best_complete(h, straights, CARDS_FIRST, True) if rules.life_min_four else loose
    if found is None or (found[2] and not loose[2]):
        return msg("rummy", QT_TRANSLATE_NOOP("rummy", "One of the two runs must have four or more cards."))
    if found[2] == 0:
        return None
    search, s, _, root = found
    card = _build(h, search, s, root).deadwood[0]
    return msg("rummy", QT_TRANSLATE_NOOP("rummy", "{card} is in no meld."), card=pretty(card))


# -- the tiers as sub-problems -----------------------------------------------------------------
def _root(h: Hand, s: Straight, life_min_four: bool) -> tuple:
    """The search state left after taking straight run ``s`` out: one more run needed (and a
    run of four or more under life_min_four, unless ``s`` is one)."""
    return h.x - s.delta, h.w - len(s.wild_bases), 1, int(life_min_four and s.length < 4)


def _best_complete(h: Hand, straights: list, order: str, life_min_four: bool, stop_at_zero: bool = False):
    """(search, straight run, cost, root) of the best complete arrangement (a straight run and
    another run), or None if the hand has none."""
    search = Search(h, order)
    best = None
    for s in straights:
        root = _root(h, s, life_min_four)
        cost = search.solve(*root)
        if cost < INF and (best is None or cost < best[2]):
            best = (search, s, cost, root)
            if stop_at_zero and cost == 0:
                break
    return best


def _best_beside(h: Hand, straights: list):
    """(search, straight run, cost, root) for a hand counted as having one straight run, one of
    ``straights`` (all of the same, highest value): the rest shown with as many cards melded as
    possible without completing the hand, i.e. in sets only, or under life_min_four also in
    runs of three beside a straight run of three."""
    searches = [Search(h, CARDS_FIRST, NO_RUNS)]
    if h.rules.life_min_four:
        searches.append(Search(h, CARDS_FIRST, SHORT_RUNS))
    best = None
    for search in searches:
        for s in straights:
            if search.short and s.length > 3:
                continue
            root = _root(h, s, False)[:2]
            cost = search.solve(*root)
            if best is None or cost < best[2]:
                best = (search, s, cost, root)
    return best


# -- from the search's choices to cards ---------------------------------------------------------
def _build(h: Hand, search: Search, s: Straight | None, root: tuple) -> Arrangement:
    """The Arrangement the search chose from state ``root``, after straight run ``s`` (if any)
    was taken out of the hand."""
    copies: dict[str, list] = {}
    for c in h.cards:
        copies.setdefault(base(c), []).append(c)
    wilds = list(h.wilds)
    groups: list[dict] = []
    if s is not None:
        taken = [copies[h.bases[i]].pop(0) for i in s.naturals]
        for b in s.wild_bases:
            card = next(c for c in wilds if base(c) == b)
            wilds.remove(card)
            taken.append(card)
        groups.append({"cards": taken, "kind": "straight", "room": 0})
    cores, dead, end = search.path(*root)
    for kind, members, need, flag in cores:
        cards = [copies[h.bases[i]].pop(0) for i in members] + [wilds.pop(0) for _ in range(need)]
        if kind == "run":
            room = MAX_RUN - len(cards)
        elif kind == "set":
            room = flag
        else:
            room = 0
        groups.append({"cards": cards, "kind": kind, "room": room})
    deadwood = [copies[h.bases[i]].pop(0) for i in dead]
    deadwood += _place_leftover(groups, wilds, end, search)
    melds = []
    for g in groups:
        meld = classify(g["cards"], h.rules)
        if meld is None:                       # the search only builds melds: a defect if not
            raise AssertionError(f"not a meld: {g['cards']}")
        melds.append(meld)
    melds.sort(key=lambda m: _KIND_ORDER[m.kind])
    return tally(melds, _in_hand_order(h.cards, deadwood), h.rules)


def _place_leftover(groups: list, wilds: list, end: tuple, search: Search) -> list:
    """Put the wilds no core needed into melds as the search's end state allows; return the
    wilds left over as deadwood."""
    _, need_run, need_long, _, _ = end
    if search.short:
        while len(wilds) >= 3:
            groups.append({"cards": [wilds.pop() for _ in range(3)], "kind": "run", "room": 0})
        return _fill_sets(groups, wilds)
    wild_run = search.allow_runs
    if need_run or (need_long and not any(g["kind"] == "run" and g["room"] for g in groups)):
        groups.append({"cards": list(wilds), "kind": "run", "room": 0})
        return []
    runs = [g for g in groups if g["kind"] == "run" and g["room"] > 0]
    if need_long:
        g = min(runs, key=lambda g: -g["room"])
        g["cards"].append(wilds.pop(0))
        g["room"] -= 1
    for g in runs:
        while wilds and g["room"] > 0:
            g["cards"].append(wilds.pop(0))
            g["room"] -= 1
    if wild_run and len(wilds) >= 3:
        groups.append({"cards": list(wilds), "kind": "run", "room": 0})
        return []
    return _fill_sets(groups, wilds)


def _fill_sets(groups: list, wilds: list) -> list:
    """Wilds into the sets with room; return those left."""
    for g in groups:
        while wilds and g["kind"] == "set" and g["room"] > 0:
            g["cards"].append(wilds.pop(0))
            g["room"] -= 1
    return wilds


def _in_hand_order(cards: tuple, subset: list) -> tuple:
    """``subset`` (a sub-multiset of ``cards``) in the order of ``cards``."""
    left = list(subset)
    ordered = []
    for c in cards:
        if c in left:
            left.remove(c)
            ordered.append(c)
    return tuple(ordered)
