"""Single-card operations on a public meld (単札操作), as pure functions.

Each returns the meld after the operation (and the cards the player takes into hand), or None when
the operation does not fit. They check the meld type's own structure only; who may do what (the
limits before one's first meld, the field phase, the retrieval ban) is the game's business.

- 付け札 lay-off: :func:`lay_offs` (one card onto an end, or into a set); a lay-off that changes
  the type of one's own meld is found by :mod:`.moves` from the readings of the new group.
- 差し札 substitution: :func:`swap_wild` (a natural card takes a wild's place; the wild is taken).
- 抜き札 reverse substitution: :func:`take_natural` (a wild takes an element card's place).
- 埋め潰し burying: :func:`bury` (an element card is laid on a wild, which stays under it).
- 発掘 excavation: :func:`excavate` (another wild takes a buried slot; both cards are taken).
- 付け抜き札 the 相順 slide: :func:`slides` (a sixth card at one end, the far end card taken).
"""
from __future__ import annotations

from functools import lru_cache

from core.fesca import SUITS, YY, is_element, make, rank, suit

from .meld import (NATURAL, RUN, SET, SOJUN, VOID_SET, WILD_ROLES, YY_RUN, ZAT, Meld, MeldRules, Slot,
                   assign_set, check, role_at, slot, sojun_suit, step)


def _rebuilt(meld: Meld, slots, rules: MeldRules) -> Meld | None:
    slots = tuple(slots)
    if not check(meld.kind, slots, rules, meld.order):
        return None
    return meld.with_slots(slots)


@lru_cache(maxsize=4096)
def _valid(meld: Meld, rules: MeldRules) -> bool:
    """The meld passes :func:`meld.check` (a meld on the table always does)."""
    return check(meld.kind, meld.slots, rules, meld.order)


def _exchanged(meld: Meld, i: int, new: Slot, rules: MeldRules) -> Meld | None:
    """A run, 陰陽順 or 相順 with slot ``i`` replaced by ``new`` standing for the same identity (an
    exchange), as :func:`_rebuilt` makes it: on a valid meld, :func:`meld.check` of the result
    asks only that the new slot's role fits (its maker ensured it) and that its cards are no
    other slot's; the identities, so the sequence, are unchanged."""
    slots = _replace(meld.slots, i, new)
    if not _valid(meld, rules):
        return _rebuilt(meld, slots, rules)
    for k, s in enumerate(meld.slots):
        if k != i and (s.card == new.card or s.card == new.buried
                       or (s.buried and (s.buried == new.card or s.buried == new.buried))):
            return None
    return meld.with_slots(slots)


def _reset_set(meld: Meld, loose: list[str], fixed: list[Slot], rules: MeldRules) -> Meld | None:
    """A 組 re-read after a change: buried stacks stay, the other cards float again."""
    r = rank(meld.slots[0].ident)
    slots = assign_set(loose, rules, fixed=fixed, r=r)
    return None if slots is None else _rebuilt(meld, slots, rules)


def _set_parts(meld: Meld, without: str = "") -> tuple[list[str], list[Slot]]:
    loose = [s.card for s in meld.slots if not s.buried and s.card != without]
    fixed = [s for s in meld.slots if s.buried and s.card != without]
    return loose, fixed


def end_idents(meld: Meld, rules: MeldRules) -> tuple[str | None, str | None]:
    """The identities just below the first slot and just above the last (None past a limit)."""
    first, last = meld.slots[0].ident, meld.slots[-1].ident
    if meld.kind == SOJUN:
        if len(meld.slots) >= 5:
            return None, None
        low = make(sojun_suit(suit(first), meld.order, -1), step(rank(first), rules, -1))
        high = make(sojun_suit(suit(first), meld.order, len(meld.slots)), step(rank(last), rules))
        return low, high
    if meld.kind in (RUN, YY_RUN):
        if len(meld.slots) >= rules.cycle:
            return None, None
        return make(suit(first), step(rank(first), rules, -1)), make(suit(last), step(rank(last), rules))
    return None, None


# --- 付け札 ------------------------------------------------------------------------------------
def lay_offs(meld: Meld, card: str, rules: MeldRules) -> list[tuple[str, Meld]]:
    """Every way to lay ``card`` off onto ``meld`` keeping its type: (identity, result) pairs.

    A run or 相順 grows at either end (a wild may fit both); a 組 takes a card of a missing suit
    (a 5-card 組 plus its sixth card makes the 陰陽 card natural); a 空無組 takes another 空無.
    """
    if meld.kind == SET:
        loose, fixed = _set_parts(meld)
        new = _reset_set(meld, loose + [card], fixed, rules)
        return [] if new is None else [(new.slots[new.slot_of(card)].ident, new)]
    if meld.kind == VOID_SET:
        new = slot(card, make(suit(card), 0))
        if new is None or len(meld.slots) >= 6:
            return []
        made = _rebuilt(meld, sorted(meld.slots + (new,), key=lambda s: SUITS.index(suit(s.ident))), rules)
        return [] if made is None else [(new.ident, made)]
    low, high = end_idents(meld, rules)
    out = []
    for ident, at_low in ((low, True), (high, False)):
        if ident is None:
            continue
        new = slot(card, ident)
        if new is None:
            continue
        slots = (new,) + meld.slots if at_low else meld.slots + (new,)
        made = _extended(meld, slots, card, ident, rules)
        if made is not None and all(o[0] != ident for o in out):
            out.append((ident, made))
    return out


def _extended(meld: Meld, slots: tuple, card: str, ident: str, rules: MeldRules) -> Meld | None:
    """A run, 陰陽順 or 相順 with a new end slot (``card`` on ``ident`` from :func:`end_idents`), as
    :func:`_rebuilt` makes it. On a valid meld, :func:`meld.check` of the result asks only what
    the new slot brings: its card is no other slot's, and 太極 stands on Z of a 陰陽順 only where
    the option allows (end_idents gave the next position and suit, within the length limits)."""
    if not _valid(meld, rules):
        return _rebuilt(meld, slots, rules)
    if card in meld.all_cards():
        return None
    if meld.kind == YY_RUN and card == "yy0" and rank(ident) == 0 and not rules.taiji_natural_z:
        return None
    return meld.with_slots(slots)


def shows_sojun(cards: list[str]) -> bool:
    """A 相順 reached by a type change must show two element suits and two ranks, Z counting."""
    suits = {suit(c) for c in cards if suit(c) != YY}
    ranks = {rank(c) for c in cards}
    return len(suits) >= 2 and len(ranks) >= 2


# --- exchanges --------------------------------------------------------------------------------
def swap_wild(meld: Meld, card: str, at: str, rules: MeldRules) -> Meld | None:
    """差し札: ``card`` from hand takes the place of the wild ``at``, which the player takes.

    The card must be natural there (an element card; in a 陰陽順 the 陰陽 card, taking back 太極),
    or, with the wild-for-wild option, another wild that can stand there. In a 組 the wilds float,
    so any missing suit's card may take any wild (火7 or 土7 may take the 陰陽7 of 木7 金7 水7 陰陽7).
    """
    i = meld.slot_of(at)
    if i < 0 or not meld.slots[i].wild or meld.slots[i].buried:
        return None
    if meld.kind == SET:
        loose, fixed = _set_parts(meld, without=at)
        new = _reset_set(meld, loose + [card], fixed, rules)
        if new is None:
            return None
        role = new.slots[new.slot_of(card)].role
        return new if role == NATURAL or (rules.wild_for_wild and role in WILD_ROLES) else None
    role = role_at(card, meld.slots[i].ident)
    if role not in (NATURAL, ZAT) and not (rules.wild_for_wild and role in WILD_ROLES):
        return None
    return _exchanged(meld, i, Slot(card, meld.slots[i].ident, role), rules)


def take_natural(meld: Meld, wild: str, at: str, rules: MeldRules) -> Meld | None:
    """抜き札: the wild from hand takes the place of the element card ``at``, which the player takes.

    Only an element card (五行札) can be taken, and the wild must be able to stand for it.
    """
    i = meld.slot_of(at)
    if i < 0 or meld.slots[i].role != NATURAL or meld.slots[i].buried or not is_element(at):
        return None
    role = role_at(wild, meld.slots[i].ident)
    if role not in WILD_ROLES:
        return None
    if meld.kind == SET:
        loose, fixed = _set_parts(meld, without=at)
        return _reset_set(meld, loose + [wild], fixed, rules)
    return _exchanged(meld, i, Slot(wild, meld.slots[i].ident, role), rules)


def bury(meld: Meld, card: str, at: str, rules: MeldRules) -> Meld | None:
    """埋め潰し: the element card ``card`` is laid on the wild ``at``; the wild stays, buried."""
    i = meld.slot_of(at)
    if i < 0 or not meld.slots[i].wild or meld.slots[i].buried or not is_element(card):
        return None
    stack = slot(card, card, buried=at)
    if stack is None:
        return None
    if meld.kind == SET:
        if rank(card) != rank(meld.slots[i].ident):
            return None
        loose, fixed = _set_parts(meld, without=at)
        if card in loose:
            return None
        return _reset_set(meld, [c for c in loose], fixed + [stack], rules)
    if card != meld.slots[i].ident:
        return None
    return _exchanged(meld, i, stack, rules)


def excavate(meld: Meld, wild: str, at: str, rules: MeldRules) -> Meld | None:
    """発掘: another wild takes the buried slot ``at``; the element card and the buried wild are
    both taken into hand."""
    i = meld.slot_of(at)
    if i < 0 or not meld.slots[i].buried:
        return None
    ident = meld.slots[i].ident
    role = role_at(wild, ident)
    if role not in WILD_ROLES:
        return None
    if meld.kind == SET:
        loose, fixed = _set_parts(meld, without=at)
        return _reset_set(meld, loose + [wild], fixed, rules)
    return _exchanged(meld, i, Slot(wild, ident, role), rules)


def slides(meld: Meld, card: str, rules: MeldRules) -> list[tuple[str, Meld, tuple[str, ...]]]:
    """付け抜き札: on a 5-card 相順, ``card`` goes on as the sixth at one end and the card at the
    other end is taken. (identity, result, taken cards) for each end where it fits."""
    if meld.kind != SOJUN or len(meld.slots) != 5:
        return []
    first, last = meld.slots[0].ident, meld.slots[-1].ident
    low = make(sojun_suit(suit(first), meld.order, -1), step(rank(first), rules, -1))
    high = make(sojun_suit(suit(first), meld.order, 5), step(rank(last), rules))
    out = []
    for ident, at_low in ((low, True), (high, False)):
        new = slot(card, ident)
        if new is None:
            continue
        if at_low:
            slots, taken = (new,) + meld.slots[:-1], meld.slots[-1].cards()
        else:
            slots, taken = meld.slots[1:] + (new,), meld.slots[0].cards()
        made = _rebuilt(meld, slots, rules)
        if made is not None:
            out.append((ident, made, taken))
    return out


def _replace(slots: tuple[Slot, ...], i: int, new: Slot) -> tuple[Slot, ...]:
    return slots[:i] + (new,) + slots[i + 1:]
