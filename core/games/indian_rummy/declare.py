"""Declaring Rummy (ラミー宣言): the meld rules of a round, and a fast, exact test of whether a
hand can be declared, for the legal actions.

A declaration is valid when the 13 cards are all in melds with at least one straight run
(ストレートラン) and one other run (spec §7.1); :func:`core.rummy.is_rummy` decides. Legal actions
ask this for every possible discard of every turn, so the solver is guarded by two necessary
conditions that cost almost nothing (:func:`could_be_rummy`) and its answers are memoised by
hand: a hand without three natural cards in a row of one suit cannot hold a straight run, and a
natural card with no possible partner (same rank in another suit, or same suit within two ranks)
can only be melded with two wild cards, which lonely cards can share at best one each.
"""
from __future__ import annotations

from collections import Counter

from core.cards import JOKER, RANK_NUMBER, SUITS, is_joker, pretty, rank, suit
from core.engine import QT_TRANSLATE_NOOP, Msg, msg
from core.rummy import MeldRules, classify, declaration_problem, is_rummy, meets_run_condition, why_not_meld

MEMO_LIMIT = 200_000
_memo: dict = {}


def meld_rules(options, wild: frozenset) -> MeldRules:
    """The core.rummy meld rules of a round with ``wild`` ranks under ``options``."""
    size = options["set_max_size"]
    return MeldRules(wild_ranks=wild, set_max_size=None if size == "unlimited" else int(size),
                     wild_natural_is_pure=options["wild_natural_is_pure"],
                     triple_identical_is_pure=options["triple_identical_is_pure"],
                     life_min_four=options["life_min_four"], tiers=options["loser_count_rule"])


def _card_facts(card: str) -> tuple:
    """(base index 0-51 or -1 for a joker, rank letter, suit index, bit mask of run places)."""
    got = _FACTS.get(card)
    if got is None:
        if is_joker(card):
            got = (-1, JOKER, -1, 0)
        else:
            r, s = rank(card), suit(card)
            n = RANK_NUMBER[r]
            mask = (1 << 1 | 1 << 14) if n == 1 else 1 << n
            got = (SUITS.index(s) * 13 + n - 1, r, SUITS.index(s), mask)
        _FACTS[card] = got
    return got


_FACTS: dict = {}


def _partner_table() -> list:
    """partner[a][b] for two different card faces (base indices): same rank in another suit (a
    set), or same suit within two ranks (a run; the Ace low or high)."""
    table = [[False] * 52 for _ in range(52)]
    for a in range(52):
        for b in range(52):
            sa, ra, sb, rb = divmod(a, 13) + divmod(b, 13)
            if a == b:
                continue
            if ra == rb:
                table[a][b] = True
            elif sa == sb:
                pa = (1, 14) if ra == 0 else (ra + 1,)
                pb = (1, 14) if rb == 0 else (rb + 1,)
                table[a][b] = any(abs(x - y) <= 2 for x in pa for y in pb)
    return table


_PARTNER = _partner_table()


class _Scan:
    """The facts of a hand the necessary conditions need: natural cards and their possible
    partners, wild cards, and per suit how many cards can stand at each run place."""

    __slots__ = ("faces", "natural", "wild", "partners", "places")

    def __init__(self, hand, rules: MeldRules) -> None:
        wild_ranks = rules.wild_ranks
        pure_wild = rules.wild_natural_is_pure
        triple = rules.triple_identical_is_pure
        self.faces = faces = [_card_facts(c) for c in hand]
        self.natural = natural = [i for i, f in enumerate(faces) if f[0] >= 0 and f[1] not in wild_ranks]
        self.wild = len(hand) - len(natural)
        partners: dict[int, list[int]] = {i: [] for i in natural}
        for x, i in enumerate(natural):
            a = faces[i][0]
            row = _PARTNER[a]
            for j in natural[x + 1:]:
                b = faces[j][0]
                if row[b] or (triple and a == b):
                    partners[i].append(j)
                    partners[j].append(i)
        self.partners = partners
        places: dict[tuple, int] = {}       # (suit, place) -> cards that can stand there naturally
        for f in faces:
            if f[0] < 0 or (not pure_wild and f[1] in wild_ranks):
                continue
            for p in ((1, 14) if f[3] & 2 else (f[3].bit_length() - 1,)):
                places[(f[2], p)] = places.get((f[2], p), 0) + 1
        self.places = places

    def lonely(self, without: int = -1) -> int:
        """Natural cards with no possible partner (once card ``without`` is gone)."""
        n = 0
        for i in self.natural:
            if i == without:
                continue
            ps = self.partners[i]
            if not ps or (len(ps) == 1 and ps[0] == without):
                n += 1
        return n

    def straight_run_cards(self, without: int = -1, triple: bool = False) -> bool:
        """Three cards that could be a straight run (once card ``without`` is gone)."""
        places = self.places
        gone = ()
        if without >= 0:
            f = self.faces[without]
            if f[0] >= 0:
                gone = [(f[2], p) for p in ((1, 14) if f[3] & 2 else (f[3].bit_length() - 1,))]
        masks = [0, 0, 0, 0]
        for (s, p), k in places.items():
            if k - ((s, p) in gone) > 0:
                masks[s] |= 1 << p
        if any(m & (m >> 1) & (m >> 2) for m in masks):
            return True
        if triple:
            counts: dict[int, int] = {}
            for i, f in enumerate(self.faces):
                if i != without and f[0] >= 0 and f[0] in counts:
                    counts[f[0]] += 1
                elif i != without and f[0] >= 0:
                    counts[f[0]] = 1
            return any(k >= 3 for k in counts.values())
        return False


def _enough_wilds(lonely: int, wilds: int) -> bool:
    """Each lonely natural card needs two wilds in its meld; lonely cards share them at best
    one each (two lonely cards of a run four apart: c W W d)."""
    return lonely == 0 or wilds >= max(2, lonely)


def could_be_rummy(hand, rules: MeldRules) -> bool:
    """False if ``hand`` certainly is no Rummy (two necessary conditions, see the module)."""
    scan = _Scan(hand, rules)
    return (scan.straight_run_cards(triple=rules.triple_identical_is_pure)
            and _enough_wilds(scan.lonely(), scan.wild))


def rummy(hand, rules: MeldRules) -> bool:
    """Whether the 13 cards of ``hand`` form Rummy (exact; memoised by hand)."""
    return could_be_rummy(hand, rules) and _solved(hand, rules)


def _solved(hand, rules: MeldRules) -> bool:
    """core.rummy.is_rummy, memoised by hand."""
    key = (rules, tuple(sorted(hand)))
    got = _memo.get(key)
    if got is None:
        if len(_memo) >= MEMO_LIMIT:
            _memo.clear()
        got = _memo[key] = is_rummy(list(hand), rules)
    return got


def declaring_discards(hand, rules: MeldRules) -> list[str]:
    """The cards of a 14-card ``hand`` whose discard leaves Rummy, in hand order."""
    scan = _Scan(hand, rules)
    triple = rules.triple_identical_is_pure
    if not scan.straight_run_cards(triple=triple):
        return []
    lonely = scan.lonely()
    # removing one card leaves at least lonely - 1 lonely cards and at most as many wilds
    if lonely and not _enough_wilds(lonely - 1, scan.wild):
        return []
    out = []
    natural = set(scan.natural)
    for i, c in enumerate(hand):
        wilds = scan.wild - (i not in natural)
        if not _enough_wilds(scan.lonely(i), wilds) or not scan.straight_run_cards(i, triple):
            continue
        if _solved(hand[:i] + hand[i + 1:], rules):
            out.append(c)
    return out


def problem(hand, rules: MeldRules):
    """Why ``hand`` (13 cards) is no valid declaration (a translatable Msg), or None."""
    return declaration_problem(list(hand), rules)


# --- the show (India): the declarer's own groups ------------------------------------------------------
def grouping_problem(hand, groups, rules: MeldRules) -> Msg | None:
    """show = as_grouped: why the declarer's ``groups`` of the 13 cards ``hand`` are no valid
    declaration (a translatable Msg), or None. The groups are taken as shown: a hand that would
    be a Rummy only when regrouped is a wrong show."""
    problem = partition_problem(hand, groups)
    if problem is not None:
        return problem
    for g in groups:
        why = why_not_meld(g, rules)
        if why is not None:
            return msg("indian_rummy", QT_TRANSLATE_NOOP("indian_rummy", "As shown, {cards} is no meld: {reason}"),
                       cards=" ".join(pretty(c) for c in g), reason=why)
    if not meets_run_condition([classify(g, rules) for g in groups], rules):
        return msg("indian_rummy", QT_TRANSLATE_NOOP("indian_rummy", "As shown, the groups lack a straight run "
                                                                     "(ストレートラン) and another run."))
    return None


def partition_problem(hand, groups) -> Msg | None:
    """Why ``groups`` are not exactly the cards of ``hand`` (each once), or None."""
    if Counter(c for g in groups for c in g) != Counter(hand) or any(not g for g in groups):
        return msg("indian_rummy", QT_TRANSLATE_NOOP("indian_rummy", "The groups shown must hold the {count} cards "
                                                                     "of your hand, each once."), count=len(hand))
    return None


def grouped_melds(groups, rules: MeldRules) -> list:
    """The melds of a valid grouping, as classified (straight run > run > set)."""
    return [classify(g, rules) for g in groups]
