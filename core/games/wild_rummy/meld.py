"""The melds of Wild Rummy R (役組) as data, and their structural validity.

A meld is a typed group of face-up slots. Each slot holds a card, the *identity* it stands for
(a card code, rank 0 = position Z of the 13-cycle) and its *role*:

- ``natural``: the card is the identity itself (an element card; a 陰陽 card in a 陰陽順 or as the
  sixth suit of a 6-card 組).
- ``ZAT``: a 空無 (or 太極 for the 陰陽 suit) on position Z, "Zero And Thirteen": natural too.
- ``SW`` スートワイルド: a 陰陽 card of rank r standing for an element card of rank r.
- ``RW`` ランクワイルド: a 空無 of suit X standing for X at a rank 1-12.
- ``GW`` ジェネラルワイルド: 太極 standing for any card of rank 1-12 (in a 陰陽順 it is the 陰陽
  suit's RW; we keep the role name GW).

A slot may also carry a *buried* wild under its card (埋め潰し): the element card on top counts as
natural and the wild under it cannot be taken back, except by 発掘.

Kinds: ``set`` 組 (3-6 cards of one rank, one per suit; the 陰陽 suit only in a 6-card set),
``void_set`` 空無組 (2-6 cards on position Z), ``run`` 順 (3+ consecutive positions of one element
suit), ``yy_run`` 陰陽順 (2+ consecutive positions of the 陰陽 suit), ``sojun`` 相順 (3-5 cards,
each step +1 in rank and ``order`` in suit index along 木火土金水: +1 相生昇順, -1 相生降順,
+2 相克昇順, -2 相克降順).

Runs and 相順 list their slots in ascending cycle order (position p is followed by (p + 1) mod
(top + 1)); sets list them in suit order 木火土金水陰陽. In a set the wilds "float": which missing
suit a wild stands for is re-assigned after every change (:func:`assign_set`).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Iterable, Sequence

from core.fesca import ELEMENT_INDEX, ELEMENTS, SUITS, YY, make, rank, sort_key, suit

SET, VOID_SET, RUN, YY_RUN, SOJUN = "set", "void_set", "run", "yy_run", "sojun"
KINDS = (SET, VOID_SET, RUN, YY_RUN, SOJUN)
KIND_KANJI = {SET: "組", VOID_SET: "空無組", RUN: "順", YY_RUN: "陰陽順", SOJUN: "相順"}
NATURAL, ZAT, SW, RW, GW = "natural", "ZAT", "SW", "RW", "GW"
WILD_ROLES = (SW, RW, GW)
ORDERS = (1, -1, 2, -2)
ORDER_KANJI = {1: "相生昇順", -1: "相生降順", 2: "相克昇順", -2: "相克降順"}
SOSHO, SOKOKU = "sosho", "sokoku"          # 相生 (active in a 陽場), 相克 (active in a 陰場)


def family(order: int) -> str:
    """The 相順 family of an order: 相生 for ±1, 相克 for ±2."""
    return SOSHO if abs(order) == 1 else SOKOKU


@dataclass(frozen=True)
class MeldRules:
    """The meld options of a game.

    ``top``: the highest rank of the deck (12, or 8 / 6 for FESCA54 / FESCA42); positions run
    0 (Z) .. top. ``sojun``: the 相順 rule is in use. ``determinacy``: "evidence" (the type must be
    visible from the printed cards) or "enumeration" (only groups that truly fit two types are
    refused). ``taiji_yy_slot``: 太極 may fill the 陰陽 slot of a 6-card set.
    ``taiji_natural_z``: 太極 on position Z of a 陰陽順 is natural (ZAT of the 陰陽 suit).
    ``wild_for_wild``: 差し札 may put a wild in a wild's place.
    """

    top: int = 12
    sojun: bool = True
    determinacy: str = "evidence"
    taiji_yy_slot: bool = True
    taiji_natural_z: bool = True
    wild_for_wild: bool = False

    @property
    def cycle(self) -> int:
        """Positions on the rank cycle: Z, 1 .. top."""
        return self.top + 1

    def __hash__(self) -> int:      # a key of many caches: hashed once
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.top, self.sojun, self.determinacy, self.taiji_yy_slot, self.taiji_natural_z,
                      self.wild_for_wild))
            object.__setattr__(self, "_hash", h)
        return h


@dataclass(frozen=True)
class Slot:
    """One place of a meld: ``card`` lies face up standing for ``ident`` in ``role``; ``buried``
    is a wild lying under the card (埋め潰し), or ""."""

    card: str
    ident: str
    role: str
    buried: str = ""

    @property
    def natural(self) -> bool:
        """Counts as natural for scoring: natural, ZAT, or an element card burying a wild."""
        return self.role in (NATURAL, ZAT)

    @property
    def wild(self) -> bool:
        return self.role in WILD_ROLES

    def cards(self) -> tuple[str, ...]:
        """The card and the wild buried under it, if any."""
        return (self.card, self.buried) if self.buried else (self.card,)


@dataclass(frozen=True)
class Meld:
    """A meld on the table. ``id`` is unique within a round; ``owner`` is the seat that melded it
    (-1 before it is placed); ``order`` is the 相順 suit step (0 for other kinds)."""

    kind: str
    slots: tuple[Slot, ...]
    owner: int = -1
    id: int = -1
    order: int = 0

    def __hash__(self) -> int:      # a key of the operation caches: hashed once
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.kind, self.slots, self.owner, self.id, self.order))
            object.__setattr__(self, "_hash", h)
        return h

    @property
    def cards(self) -> tuple[str, ...]:
        """The face-up cards, slot by slot (worked out once)."""
        got = self.__dict__.get("_cards")
        if got is None:
            got = tuple(s.card for s in self.slots)
            object.__setattr__(self, "_cards", got)
        return got

    def all_cards(self) -> tuple[str, ...]:
        """Every card of the meld, buried wilds included."""
        return tuple(c for s in self.slots for c in s.cards())

    def slot_of(self, card: str) -> int:
        """The index of the slot whose face-up card is ``card``, or -1."""
        for i, s in enumerate(self.slots):
            if s.card == card:
                return i
        return -1

    def signature(self) -> tuple:
        """What "the identical form" of a meld means for the retrieval ban: the kind, the order,
        and each card with its role, independent of slot order."""
        return (self.kind, self.order, tuple(sorted((s.card, s.role, s.buried) for s in self.slots)))

    def with_slots(self, slots: Sequence[Slot]) -> "Meld":
        return Meld(self.kind, tuple(slots), self.owner, self.id, self.order)


# --- roles -----------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def role_at(card: str, ident: str) -> str | None:
    """The role ``card`` plays standing for ``ident``, or None if it cannot stand there.

    No wild ever stands on position Z. Set-only limits (the 陰陽 slot of a 6-card set) are
    checked by the meld, not here.
    """
    if card == ident:
        return ZAT if card[2:] == "0" else NATURAL
    p = rank(ident)
    if p == 0:
        return None
    cs, cr = suit(card), rank(card)
    if cs == YY:
        if cr == 0:
            return GW
        return SW if suit(ident) != YY and cr == p else None
    if cr == 0 and cs == suit(ident):
        return RW
    return None


def step(p: int, rules: MeldRules, k: int = 1) -> int:
    """The position ``k`` steps up the rank cycle from ``p`` (Z follows top; 1 follows Z)."""
    return (p + k) % rules.cycle


def sojun_suit(start_suit: str, order: int, i: int) -> str:
    """The element suit of the i-th slot of a 相順 starting at ``start_suit``."""
    return ELEMENTS[(ELEMENT_INDEX[start_suit] + order * i) % 5]


# --- structural validity ---------------------------------------------------------------------
def slot(card: str, ident: str, buried: str = "") -> Slot | None:
    """A slot of ``card`` standing for ``ident`` (None if it cannot). A buried slot needs an
    element card naturally at ``ident`` and a wild that could stand there."""
    role = role_at(card, ident)
    if role is None:
        return None
    if buried and (role != NATURAL or suit(card) == YY or role_at(buried, ident) not in WILD_ROLES):
        return None
    return Slot(card, ident, role, buried) if buried else _slot(card, ident, role)


def check(kind: str, slots: Sequence[Slot], rules: MeldRules, order: int = 0) -> bool:
    """True if ``slots`` (in the meld's slot order) form a structurally valid meld of ``kind``.

    This is the rule of the meld type alone (§3.1-3.5); the determinacy rule for new melds and
    the field phase are checked elsewhere.
    """
    n = len(slots)
    cards, idents, top = set(), set(), rules.top
    for s in slots:                  # each slot as :func:`slot` would make it, within the deck
        card, ident, buried = s.card, s.ident, s.buried
        role = role_at(card, ident)
        if role is None or role != s.role or rank(ident) > top:
            return False
        if buried:
            if role != NATURAL or card[:2] == YY or role_at(buried, ident) not in WILD_ROLES:
                return False
            cards.add(buried)
        cards.add(card)
        idents.add(ident)
    if len(cards) != n + sum(1 for s in slots if s.buried) or len(idents) != n:
        return False
    if kind == SET:
        return _check_set(slots, rules)
    if kind == VOID_SET:
        return 2 <= n <= 6 and all(rank(s.ident) == 0 and s.role == ZAT for s in slots)
    if kind in (RUN, YY_RUN, SOJUN):
        return _check_sequence(kind, slots, rules, order)
    return False


def _check_set(slots: Sequence[Slot], rules: MeldRules) -> bool:
    n = len(slots)
    if not 3 <= n <= 6:
        return False
    r = rank(slots[0].ident)
    if r == 0 or any(rank(s.ident) != r for s in slots):
        return False
    for s in slots:
        if suit(s.ident) == YY:
            if n != 6:
                return False          # 陰陽 is the sixth suit only in a 6-card 組
            if s.role == GW and not rules.taiji_yy_slot:
                return False
    return True


def _check_sequence(kind: str, slots: Sequence[Slot], rules: MeldRules, order: int) -> bool:
    n = len(slots)
    first = slots[0].ident
    s0, p0 = suit(first), rank(first)
    if kind == RUN:
        if not (3 <= n <= rules.cycle and s0 != YY and order == 0):
            return False
    elif kind == YY_RUN:
        if not (2 <= n <= rules.cycle and s0 == YY and order == 0):
            return False
    else:
        if not (3 <= n <= 5 and s0 != YY and order in ORDERS):
            return False
    for i, s in enumerate(slots):
        want_suit = sojun_suit(s0, order, i) if kind == SOJUN else s0
        if s.ident != make(want_suit, step(p0, rules, i)):
            return False
        if kind == YY_RUN and s.card == "yy0" and rank(s.ident) == 0 and not rules.taiji_natural_z:
            return False
    return True


def build(kind: str, pairs: Iterable[tuple[str, str]], rules: MeldRules, order: int = 0,
          owner: int = -1, meld_id: int = -1) -> Meld | None:
    """The meld of ``kind`` made of (card, identity) pairs given in slot order, or None if it is
    not structurally valid. For a set, the identities of wilds are re-assigned (:func:`assign_set`)."""
    pairs = list(pairs)
    if kind == SET:
        slots = assign_set([c for c, _ in pairs], rules)
        if slots is None:
            return None
    else:
        made = [slot(c, i) for c, i in pairs]
        if any(s is None for s in made):
            return None
        slots = tuple(made)
    if not check(kind, slots, rules, order):
        return None
    return Meld(kind, tuple(slots), owner, meld_id, order)


# --- sets: floating wilds -------------------------------------------------------------------
def set_rank(cards: Iterable[str]) -> int | None:
    """The rank a set of these cards must have: the printed rank of its element / 陰陽 cards
    (None if they disagree or there is none)."""
    ranks = {rank(c) for c in cards if rank(c) != 0}
    return ranks.pop() if len(ranks) == 1 else None


def assign_set(cards: Sequence[str], rules: MeldRules, fixed: Sequence[Slot] = (), r: int | None = None) -> tuple[Slot, ...] | None:
    """Slots for a 組 of ``cards`` plus the ``fixed`` slots (buried stacks keep their place).

    Naturals take their own suit; the wilds (and a 陰陽 card, which is natural only in a 6-card
    set) are matched to distinct missing suits, preferring the reading with the most natural
    cards, then the first in suit order. None if no reading exists.
    """
    if r is None:
        r = set_rank(list(cards) + [s.card for s in fixed])
    n = len(cards) + len(fixed)
    if r is None or not 3 <= n <= 6:
        return None
    taken = {suit(s.ident) for s in fixed}
    natural, loose = [], []
    for c in sorted(cards, key=sort_key):
        if suit(c) != YY and rank(c) == r:
            if suit(c) in taken:
                return None
            taken.add(suit(c))
            natural.append(_slot(c, c, NATURAL))
        else:
            loose.append(c)
    wilds = _assign_wilds(loose, [s for s in SUITS if s not in taken and (s != YY or n == 6)], r, rules)
    if wilds is None:
        return None
    every = list(fixed) + natural + wilds
    return tuple(sorted(every, key=_suit_order))


_SUIT_ORDER = {s: i for i, s in enumerate(SUITS)}


def _suit_order(s: Slot) -> int:
    return _SUIT_ORDER[s.ident[:2]]


@lru_cache(maxsize=None)
def _slot(card: str, ident: str, role: str) -> Slot:
    """A slot without a buried card, made once (slots are immutable)."""
    return Slot(card, ident, role)


def _assign_wilds(loose: list[str], open_suits: list[str], r: int, rules: MeldRules) -> list[Slot] | None:
    """The wilds of a 組 on its missing suits: each 空無 on its own suit (RW), the 陰陽 card on the
    陰陽 slot of a 6-card set (natural there) or else 太極 (GW), the rest on the first missing
    element suits in turn. None if they do not fit."""
    avail = list(open_suits)
    out = []
    rest = []
    for c in loose:
        if suit(c) != YY and rank(c) == 0:
            if suit(c) not in avail:
                return None
            avail.remove(suit(c))
            out.append(_slot(c, make(suit(c), r), RW))
        else:
            rest.append(c)
    if YY in avail:                                   # a 6-card set: the sixth suit, 陰陽
        own = make(YY, r)
        card = own if own in rest else ("yy0" if "yy0" in rest and rules.taiji_yy_slot else None)
        if card is None:
            return None
        rest.remove(card)
        avail.remove(YY)
        out.append(_slot(card, own, NATURAL if card == own else GW))
    if len(rest) > len(avail):
        return None
    for c, s in zip(rest, avail):
        made = slot(c, make(s, r))
        if made is None:
            return None
        out.append(made)
    return out
