"""The grouping of the local rummy hand, pure (codes in, codes out): by suit, by rank, by the best
arrangement of :mod:`core.rummy`, and kept up to date as cards come and go (:func:`reconcile`)."""
from __future__ import annotations

from collections import Counter

from core.cards import RANKS, is_joker, rank, suit
from core.rummy import MeldRules, best_arrangement


Groups = list[list[str]]

SUIT_ORDER = "shcd"                     # ♠ ♥ ♣ ♦: colours alternate, as the engine sorts a hand


# --- the grouping of a hand (pure: codes in, codes out) -------------------------------------------
def _card_order(card: str) -> tuple:
    if is_joker(card):
        return (99, 0, card)
    return (RANKS.index(rank(card)), SUIT_ORDER.index(suit(card)), card)


def group_by_suit(codes: list[str]) -> Groups:
    """One group per suit (♠ ♥ ♣ ♦), each by rank (A low); printed jokers in a last group."""
    groups = [sorted((c for c in codes if not is_joker(c) and suit(c) == s), key=_card_order) for s in SUIT_ORDER]
    groups.append([c for c in codes if is_joker(c)])
    return [g for g in groups if g]


def group_by_rank(codes: list[str]) -> Groups:
    """One group per rank (A … K), suits in order within; printed jokers in a last group."""
    groups = [sorted((c for c in codes if not is_joker(c) and rank(c) == r), key=_card_order) for r in RANKS]
    groups.append([c for c in codes if is_joker(c)])
    return [g for g in groups if g]


def group_by_arrangement(codes: list[str], rules: MeldRules) -> Groups:
    """The best arrangement of core.rummy: each meld a group (in its display order), the cards
    in no meld last."""
    arr = best_arrangement(list(codes), rules)
    groups = [list(m.cards) for m in arr.melds]
    if arr.deadwood:
        groups.append(list(arr.deadwood))
    return groups


def reconcile(groups: Groups | None, codes: list[str], slot: tuple | None = None) -> Groups | None:
    """The grouping ``groups`` brought up to date with the hand ``codes``: cards no longer held
    vanish from their group, new cards go to the end as a group of their own (or, if exactly
    one arrives and ``slot`` = (group, index, new) says where it was dropped, there). None if
    nothing of ``groups`` is still held (a new hand)."""
    if not groups:
        return None
    left = Counter(codes)
    kept: Groups = []
    for g in groups:
        row = []
        for c in g:
            if left[c] > 0:
                left[c] -= 1
                row.append(c)
        kept.append(row)
    if not any(kept):
        return None
    arrivals = []
    for c in codes:
        if left[c] > 0:
            left[c] -= 1
            arrivals.append(c)
    if arrivals:
        if slot is not None and len(arrivals) == 1:
            kept = insert_cards(kept, arrivals, slot)
        else:
            kept.append(arrivals)
    return [g for g in kept if g]


def made_after_gesture(old: Groups, old_made: Groups, new: Groups, every: bool = False,
                       changed: Groups | None = None) -> Groups:
    """The groups the player made, once a gesture regrouped ``old`` into ``new``: all of them when
    the gesture arranged the whole hand (``every``: a sort, Arrange); else the groups it made
    (``changed``, by default those of ``new`` not in ``old``: a drag changes where the card
    left and where it went) and those still sharing a card with one the player made before."""
    if every:
        return [list(g) for g in new]
    made = [g for g in new if g not in old] if changed is None else changed
    mine = Counter(c for g in old_made for c in g)
    return [list(g) for g in new if g in made or any(mine[c] for c in g)]


def made_after_events(made: Groups, new: Groups, placed=()) -> Groups:
    """The groups the player made, once cards came and went (``new``, from :func:`reconcile`):
    those that share a card with one the player ``made`` (a group stays the player's as cards
    leave it), and the group a card the player dropped there (``placed``) joined."""
    mine = Counter(c for g in made for c in g) + Counter(placed)
    return [list(g) for g in new if any(mine[c] for c in g)]


def insert_cards(groups: Groups, cards: list[str], slot: tuple) -> Groups:
    """``cards`` put at ``slot`` = (group, index, new) of :func:`gui.families.rummy.layout.drop_slot`."""
    gi, index, new = slot
    out = [list(g) for g in groups]
    if new or not 0 <= gi < len(out):
        out.insert(max(0, min(gi, len(out))), list(cards))
    else:
        out[gi][index:index] = list(cards)
    return [g for g in out if g]


def _same_cards(a, b) -> bool:
    return Counter(a) == Counter(b)


def _contains(big, small) -> bool:
    return not (Counter(small) - Counter(big))
