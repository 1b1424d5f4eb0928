"""Every meld and single-card operation a seat may make now, each with its effect.

The game state describes the turn with a :class:`Turn`; :func:`table_moves` lists the legal
meld-making and meld-changing actions with what each does (:class:`Effect`), so that the state
applies exactly what it offered. The limits of spec §6.8 (単札操作の使用制限) are applied here:
without an own public meld, 付け札 and 埋め潰し are forbidden (×), and 差し札 / 抜き札 / 発掘 /
付け抜き札 are allowed only if every card obtained can be melded at once (△: the obtained cards
become "owed" and the next actions must meld them), in a normal turn keeping a card to discard.
相順 melds are made or touched only while their family is active (場の相状態).
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from functools import lru_cache

from core.engine import Action
from core.fesca import YY, deck, is_element, is_wild_capable, make, rank, suit

from . import ops
from .meld import RUN, SET, SOJUN, VOID_SET, YY_RUN, Meld, MeldRules, family, role_at, sojun_suit, step
from .newmeld import melds_in_hand, readings
from .small_melds import small_meld_with

MAX_OPS_PER_TURN = 40      # safeguard against endless swap loops in one turn


@dataclass(frozen=True)
class WildRummyAction(Action):
    """An action of Wild Rummy R. ``at``: the card on the meld slot an exchange aims at (a FESCA
    card is unique, so it names the slot); ``idents``: what the cards stand for (a new meld: one
    identity per card; a lay-off: the identity of the card; a type-changing lay-off:
    ``card:identity`` for every card of the resulting meld); ``form``: the meld type made
    ("set", "run", "sojun+2" ...)."""

    at: str = ""
    idents: tuple = ()
    form: str = ""

    def __hash__(self) -> int:      # a key of the legal-move table of every position: hashed once
        h = self.__dict__.get("_hash")
        if h is None:
            h = hash((self.kind, self.seat, self.cards, self.target, self.at, self.idents, self.form))
            object.__setattr__(self, "_hash", h)
        return h

    def __getstate__(self) -> dict:  # the cached hash stays in its process (str hashes are salted)
        return {k: v for k, v in self.__dict__.items() if k != "_hash"}


@dataclass(frozen=True)
class Effect:
    """What an action does to the table: the meld it creates or replaces, and the cards the
    player takes into hand from it."""

    meld_id: int | None           # None: a new meld
    meld: Meld
    taken: tuple = ()


@dataclass
class Turn:
    """The situation of the seat that acts (a normal turn after the draw, or a call turn)."""

    seat: int
    hand: list
    melds: list                   # the melds on the table
    rules: MeldRules
    families: frozenset           # active 相順 families
    normal: bool                  # a normal turn (must keep a card to discard) or a call turn
    retrieved: tuple = ()         # cards retrieved this turn: no meld, no operation
    banned: tuple = ()            # retrieved meld signatures that may not be melded again
    owed: tuple = ()              # cards that must be melded before anything else
    retype_scope: str = "own_melds"
    owed_layoff: bool = False     # a call may begin with a lay-off of the called card
    has_meld: bool = field(init=False)

    def __post_init__(self) -> None:
        self.has_meld = any(m.owner == self.seat for m in self.melds)


def form_of(meld: Meld) -> str:
    """The form text of a meld: its kind, with the 相順 order ("sojun+1", "sojun-2")."""
    return f"{meld.kind}{meld.order:+d}" if meld.kind == SOJUN else meld.kind


@lru_cache(maxsize=2048)
def _readings(cards: tuple, rules: MeldRules, skip: str = "") -> tuple:
    return tuple(readings(cards, rules, skip))


@lru_cache(maxsize=4096)
def _hand_melds(hand: tuple, rules: MeldRules, families: frozenset, must: tuple) -> tuple:
    return tuple(melds_in_hand(hand, rules, families, must_include=must))


#: hands whose melds were searched lately, per (rules, families): a new hand is most often one of
#: them with cards melded or discarded and at most one card drawn or taken (see :func:`_all_melds`)
_recent: dict[tuple, deque] = {}
RECENT_HANDS = 32


def meld_order(m: Meld) -> tuple:
    """The fixed order of the new melds of a hand, however they were found (worked out once per
    meld: a hand's melds are sorted again whenever it changes)."""
    got = m.__dict__.get("_order")
    if got is None:
        got = (m.cards, tuple(s.ident for s in m.slots), m.kind, m.order)
        object.__setattr__(m, "_order", got)
    return got


@lru_cache(maxsize=4096)
def _all_melds(hand: tuple, rules: MeldRules, families: frozenset) -> tuple:
    """Every new meld of ``hand``, in :func:`meld_order`. When a recent hand differs from it by
    removed cards and at most one added card, its melds without the removed cards are kept and
    only the melds holding the added card are searched (they lie among :func:`near_cards`)."""
    recent = _recent.setdefault((rules, families), deque(maxlen=RECENT_HANDS))
    have = set(hand)
    found = None
    for seen, melds in reversed(recent):
        added = have - seen
        if len(added) <= 1:
            gone = seen - have
            found = [m for m in melds if gone.isdisjoint(m.cards)] if gone else list(melds)
            if added:
                (card,) = added
                sojun = bool(families) or (rules.sojun and rules.determinacy == "enumeration")
                found += melds_in_hand(near_cards(hand, card, sojun, rules.cycle), rules, families,
                                       must_include=(card,))
            break
    if found is None:
        found = melds_in_hand(hand, rules, families)
    out = tuple(sorted(found, key=meld_order))
    recent.append((have, out))
    return out


def new_melds(hand, rules: MeldRules, families: frozenset, must: tuple = ()) -> tuple:
    """Every new meld from ``hand`` (cached: hands recur within a turn); without ``must``, in
    :func:`meld_order`."""
    if not must:
        return _all_melds(tuple(sorted(hand)), rules, families)
    return _hand_melds(tuple(sorted(hand)), rules, families, tuple(must))


def can_meld_all(hand: list, cards: tuple, rules: MeldRules, families: frozenset, banned=(), keep: int = 0) -> bool:
    """True if ``cards`` can all go into new melds made from ``hand`` (△ of spec §6.8), leaving
    at least ``keep`` cards of ``hand`` unmelded: in a normal turn one card must stay for the
    discard ("逆に通常の手番では、必ず捨て札して上がる必要がある。")."""
    if not cards:
        return len(hand) >= keep
    # only whether some meld exists matters: first a 2- or 3-card one (it leaves the most cards),
    # then every meld among the cards that could share one with cards[0] (as :func:`_all_melds`
    # searches a drawn card's melds)
    if cards[0] not in hand:
        return False
    sojun = bool(families) or (rules.sojun and rules.determinacy == "enumeration")
    near = near_cards(hand, cards[0], sojun, rules.cycle)
    if len(cards) == 1 and not banned and len(hand) - 3 >= keep:
        if small_meld_with([c for c in near if c != cards[0]], cards[0], rules, families):
            return True
    for m in new_melds(near, rules, families, (cards[0],)):
        if m.signature() in banned or len(hand) - len(m.cards) < keep:
            continue
        rest = tuple(c for c in cards if c not in m.cards)
        if can_meld_all([c for c in hand if c not in m.cards], rest, rules, families, banned, keep):
            return True
    return False


def keep_of(t: "Turn", usable: list) -> int:
    """The cards of ``usable`` that must stay unmelded: a normal turn keeps one card for the
    discard, which may be a card retrieved this turn (not usable in melds)."""
    keep = 1 if t.normal else 0
    return max(0, keep - (len(t.hand) - len(usable)))


def may_call(hand, card: str, sojun: bool) -> bool:
    """A quick necessary condition for a new meld with ``card`` from ``hand`` (鳴き): a wild in
    hand, a card of its rank, or (for a run) a card of its suit within two ranks; with a 相順
    family active, any card within two ranks. False means no call is possible."""
    if is_wild_capable(card):
        return len(hand) >= 1
    return not _callers(card, sojun).isdisjoint(hand)


@lru_cache(maxsize=None)
def _callers(card: str, sojun: bool) -> frozenset:
    """The cards of which one in hand passes :func:`may_call` for the element card ``card``
    (worked out once per card from every card code)."""
    r, s = rank(card), suit(card)
    return frozenset(c for c in _ALL_CARDS if is_wild_capable(c) or rank(c) == r
                     or (abs(rank(c) - r) <= 2 and (suit(c) == s or sojun)))


def near_cards(hand, card: str, sojun: bool, cycle: int) -> list:
    """The cards of ``hand`` that could share a new meld with ``card`` (a superset, for 鳴き).

    For an element card X r: the wild-capable cards, the cards of suit X (a 順 may be long), of
    rank r (組) and, with a 相順 family active, within four positions of r on the rank cycle. A
    陰陽 card, 空無 or 太極 can stand in melds of any rank or suit: then the whole hand."""
    if is_wild_capable(card):
        return list(hand)
    near = _near(card, sojun, cycle)
    return [c for c in hand if c in near]


@lru_cache(maxsize=None)
def _near(card: str, sojun: bool, cycle: int) -> frozenset:
    """The card codes :func:`near_cards` keeps for the element card ``card`` (worked out once)."""
    r, s = rank(card), suit(card)
    out = set()
    for c in _ALL_CARDS:
        d = abs(rank(c) - r)
        if is_wild_capable(c) or suit(c) == s or rank(c) == r or (sojun and min(d, cycle - d) <= 4):
            out.add(c)
    return frozenset(out)


#: every card code of the largest deck (the smaller decks' codes are among them)
_ALL_CARDS = tuple(deck("fesca78"))


def _meld_action(seat: int, m: Meld) -> WildRummyAction:
    return WildRummyAction("meld", seat, m.cards, "new", idents=tuple(s.ident for s in m.slots), form=form_of(m))




def meld_moves(t: Turn) -> list[tuple[WildRummyAction, Effect]]:
    """New melds from hand (メルド公開), honouring what is owed and the retrieval ban."""
    usable = [c for c in t.hand if c not in t.retrieved]
    keep = 1 if t.normal else 0
    if t.owed:
        found: dict = {}
        for o in t.owed:
            for m in new_melds(usable, t.rules, t.families, (o,)):
                found.setdefault(m.cards + tuple(s.ident for s in m.slots), m)
        candidates = [m for m in found.values()
                      if can_meld_all([c for c in usable if c not in m.cards],
                                      tuple(o for o in t.owed if o not in m.cards), t.rules, t.families, t.banned,
                                      keep_of(t, usable))]
    else:
        candidates = new_melds(usable, t.rules, t.families)
    out = []
    most = len(t.hand) - keep
    for m in candidates:
        if len(m.cards) > most or (t.banned and m.signature() in t.banned):
            continue
        out.append(_meld_move(t.seat, m))
    return out


@lru_cache(maxsize=8192)
def _meld_move(seat: int, m: Meld) -> tuple[WildRummyAction, Effect]:
    """The action and effect of melding ``m`` (the melds of a hand recur from position to position)."""
    return _meld_action(seat, m), Effect(None, m)


def _touchable(m: Meld, t: Turn) -> bool:
    return m.kind != SOJUN or family(m.order) in t.families


def op_moves(t: Turn) -> list[tuple[WildRummyAction, Effect]]:
    """Every single-card operation (単札操作) on the melds on the table."""
    usable = [c for c in t.hand if c not in t.retrieved]
    keep = 1 if t.normal else 0
    may_shed = t.has_meld and len(t.hand) - 1 >= keep        # 付け札 / 埋め潰し: × before one's first meld
    out: list = []
    if t.owed:
        if t.owed_layoff and may_shed and len(t.owed) == 1:
            for m in t.melds:
                if _touchable(m, t):
                    _add(t, m, t.owed[0], out, usable, shed_only=True)
        return out
    seat, families, rules, scope, has_meld = t.seat, t.families, t.rules, t.retype_scope, t.has_meld
    for m in t.melds:
        if m.kind != SOJUN or family(m.order) in families:
            retype = scope == "any_meld" or (scope == "own_melds" and m.owner == seat)
            table = _meld_table(m, seat, may_shed, retype, families, rules)
            fits, scan = None, retype and may_shed
            for card in usable:
                got = table.get(card)
                if got is None:         # only a touching card or a type change can do anything
                    if fits is None:
                        fits = touching_cards(m, rules)
                    touches = card in fits
                    got = table[card] = _seat_ops(m, card, seat, may_shed, False, retype, families, rules,
                                                  touches) if touches or (scan and may_retype_with(m, card, rules.cycle)) else ()
                if not got:
                    continue
                if has_meld:
                    out.extend(got)
                else:
                    _filter_taken(t, got, card, out, usable)
    return out


@lru_cache(maxsize=2048)
def _meld_table(m: Meld, seat: int, shed: bool, retype_ok: bool, families: frozenset, rules: MeldRules) -> dict:
    """card -> the operations of :func:`_seat_ops` of that card on ``m`` in this situation, filled
    as cards are asked for (a meld stays on the table for many positions)."""
    return {}


def _filter_taken(t: Turn, found: tuple, card: str, out: list, usable: list) -> None:
    """△ before one's first meld: an exchange needs a meld for every card it takes."""
    for action, effect in found:
        taken = effect.taken
        if taken:
            rest = [c for c in usable if c != card] + list(taken)
            if not can_meld_all(rest, taken, t.rules, t.families, t.banned, keep_of(t, usable)):
                continue
        out.append((action, effect))


@lru_cache(maxsize=None)
def standers(ident: str) -> frozenset:
    """Every card that can stand for ``ident`` (itself, and the wilds that may take its place)."""
    from core.fesca import deck
    return frozenset(c for c in deck() if role_at(c, ident) is not None)


@lru_cache(maxsize=4096)
def touching_cards(m: Meld, rules: MeldRules) -> frozenset:
    """The cards that could take part in some operation on ``m`` (a quick filter before
    :func:`card_ops`): those that can stand on one of its slots or just past either end, and for
    a 組 or 空無組 the cards of its rank."""
    if m.kind in (SET, VOID_SET):
        r = rank(m.slots[0].ident)
        return _of_rank(r)
    idents = [s.ident for s in m.slots]
    first, last = m.slots[0].ident, m.slots[-1].ident
    if m.kind == SOJUN:
        idents.append(make(sojun_suit(suit(first), m.order, -1), step(rank(first), rules, -1)))
        idents.append(make(sojun_suit(suit(first), m.order, len(m.slots)), step(rank(last), rules)))
    else:
        idents += [make(suit(first), step(rank(first), rules, -1)), make(suit(last), step(rank(last), rules))]
    return frozenset().union(*(standers(i) for i in idents))


@lru_cache(maxsize=None)
def _of_rank(r: int) -> frozenset:
    from core.fesca import deck
    return frozenset(c for c in deck() if rank(c) in (r, 0))


def _add(t: Turn, m: Meld, card: str, out: list, usable: list, shed: bool = True, shed_only: bool = False,
         touches: bool = True) -> None:
    """The operations of ``card`` on ``m`` allowed in this turn, appended to ``out``; ``touches``
    False: the card is not among :func:`touching_cards`, so only a type change can take it."""
    retype_ok = t.retype_scope == "any_meld" or (t.retype_scope == "own_melds" and m.owner == t.seat)
    if t.has_meld:          # the common case depends on nothing else: cached
        out.extend(_seat_ops(m, card, t.seat, shed, shed_only, retype_ok, t.families, t.rules, touches))
        return
    for action, effect in _seat_ops(m, card, t.seat, shed, shed_only, retype_ok, t.families, t.rules, touches):
        taken = effect.taken
        if taken:           # △: an exchange before one's first meld needs a meld for what it takes
            rest = [c for c in usable if c != card] + list(taken)
            if not can_meld_all(rest, taken, t.rules, t.families, t.banned, keep_of(t, usable)):
                continue
        out.append((action, effect))


@lru_cache(maxsize=16_384)
def _seat_ops(m: Meld, card: str, seat: int, shed: bool, shed_only: bool, retype_ok: bool, families: frozenset,
              rules: MeldRules, touches: bool = True) -> tuple:
    """The actions (with effects) of ``card`` on ``m`` for ``seat``: lay-offs and burials only if
    it may shed cards, type changes only where allowed, 相順 results only in their phase."""
    target = f"meld:{m.id}"
    found = card_ops(m, card, rules) if touches else ()
    if retype_ok and shed:
        found += retype_ops(m, card, rules)
    out = []
    for kind, at, idents, form, new, taken in found:
        if kind in ("lay_off", "bury"):
            if not shed or (shed_only and kind != "lay_off"):
                continue
            if form and new.kind == SOJUN and family(new.order) not in families:
                continue
        elif shed_only:
            continue
        out.append((_op_action(kind, seat, (card,), target, at, idents, form), _effect(m.id, new, taken)))
    return tuple(out)


def _op_action(kind: str, seat: int, cards: tuple, target: str, at: str, idents: tuple, form: str) -> WildRummyAction:
    """``WildRummyAction(kind, seat, cards, target, at=at, idents=idents, form=form)``, made
    without the frozen dataclass's field-by-field ``__init__`` (an operation's action is made for
    every card and meld it fits)."""
    a = _new(WildRummyAction)
    a.__dict__.update(kind=kind, seat=seat, cards=cards, target=target, at=at, idents=idents, form=form)
    return a


def _effect(meld_id: int | None, meld: Meld, taken: tuple) -> Effect:
    """``Effect(meld_id, meld, taken)``, made as :func:`_op_action` makes an action."""
    e = _new(Effect)
    e.__dict__.update(meld_id=meld_id, meld=meld, taken=taken)
    return e


_new = object.__new__


@lru_cache(maxsize=16_384)
def card_ops(m: Meld, card: str, rules: MeldRules) -> tuple:
    """Every operation ``card`` could make on ``m`` by the meld's own structure, whoever makes it:
    (kind, at, idents, form, result, taken) tuples. Cached: melds stay on the table for many turns."""
    out = [("lay_off", "", (ident,), "", new, ()) for ident, new in ops.lay_offs(m, card, rules)]
    wild_card = is_wild_capable(card)
    for s in m.slots:
        if s.wild and not s.buried:
            new = ops.swap_wild(m, card, s.card, rules)
            if new is not None:
                out.append(("swap_wild", s.card, (), "", new, (s.card,)))
            new = ops.bury(m, card, s.card, rules) if is_element(card) else None
            if new is not None:
                out.append(("bury", s.card, (), "", new, ()))
        elif s.buried and wild_card:
            new = ops.excavate(m, card, s.card, rules)
            if new is not None:
                out.append(("excavate", s.card, (), "", new, s.cards()))
        elif wild_card and s.role == "natural" and is_element(s.card):
            new = ops.take_natural(m, card, s.card, rules)
            if new is not None:
                out.append(("take_natural", s.card, (), "", new, (s.card,)))
    for ident, new, taken in ops.slides(m, card, rules):
        out.append(("slide", "", (ident,), "", new, tuple(taken)))
    return tuple(out)


@lru_cache(maxsize=4096)
def retype_ops(m: Meld, card: str, rules: MeldRules) -> tuple:
    """The type-changing lay-offs of ``card`` onto ``m`` (own melds only, by default), as
    :func:`card_ops` tuples: the identities say what every card of the result stands for."""
    out = []
    for new in _retypes(m, card, rules):
        pairs = tuple(f"{s.card}:{s.ident}" for s in new.slots)
        new = Meld(new.kind, new.slots, m.owner, m.id, new.order)
        out.append(("lay_off", "", pairs, form_of(new), new, ()))
    return tuple(out)


@lru_cache(maxsize=4096)
def _retype_summary(m: Meld) -> tuple:
    """What :func:`may_retype_with` needs of a meld: (any buried slot, its printed ranks other
    than Z as a set, whether they are distinct, its element suits, how many cards are
    element-printed, how many cards)."""
    ranks = [rank(c) for c in m.cards if rank(c)]
    suits = [suit(c) for c in m.cards if suit(c) != YY]
    return (any(s.buried for s in m.slots), frozenset(ranks), len(set(ranks)) == len(ranks), frozenset(suits),
            len(suits), len(m.cards))


def may_retype_with(m: Meld, card: str, cycle: int) -> bool:
    """:func:`_may_retype` of the meld's cards plus ``card`` (and no buried slot), from the meld's
    summary: False means no type-changing lay-off of ``card`` onto ``m``."""
    buried, ranks, distinct, elements, n_elem, n = _retype_summary(m)
    if buried:
        return False
    r, s = rank(card), suit(card)
    n += 1
    if s != YY:
        n_elem += 1
        if s not in elements:
            elements = elements | {s}
    if r:
        distinct = distinct and r not in ranks
        one_rank = ranks <= {r}
    else:
        one_rank = len(ranks) == 1
    kind = m.kind
    if not ranks and not r:
        if kind != VOID_SET:
            return True
    elif one_rank and n <= 6 and kind != SET:
        return True
    if distinct and spans_within(ranks | {r} if r else ranks, n, cycle):
        if not elements and kind != YY_RUN:
            return True
        if len(elements) == 1 and kind != RUN:
            return True
        if n <= 5 and len(elements) == n_elem and kind != SOJUN and len(elements) >= 2:
            return True
    return False


def spans_within(ranks, n: int, cycle: int) -> bool:
    """True if the printed ranks (distinct, other than Z) fit in ``n`` consecutive positions of
    the rank cycle: a necessary condition for a run, 陰陽順 or 相順 of ``n`` cards, since a card
    with a printed rank stands only on a position of that rank (natural or 陰陽 as SW)."""
    if n >= cycle or len(ranks) <= 1:
        return True
    rs = sorted(ranks)
    gap = rs[0] + cycle - rs[-1]
    for a, b in zip(rs, rs[1:]):
        if b - a > gap:
            gap = b - a
    return cycle - gap + 1 <= n


def _may_retype(cards: list[str], kind: str, cycle: int) -> bool:
    """A cheap necessary condition for the cards to read as a kind other than ``kind`` (a 相順
    reached by a type change must also show two element suits: :func:`ops.shows_sojun`)."""
    ranks = [rank(c) for c in cards if rank(c)]
    elements = {suit(c) for c in cards if suit(c) != YY}
    distinct_ranks = len(set(ranks)) == len(ranks) and spans_within(set(ranks), len(cards), cycle)
    targets = []
    if not ranks:
        targets.append(VOID_SET)
    elif len(set(ranks)) == 1 and len(cards) <= 6:
        targets.append(SET)
    if distinct_ranks and not elements:
        targets.append(YY_RUN)
    if distinct_ranks and len(elements) == 1:
        targets.append(RUN)
    if distinct_ranks and len(cards) <= 5 and len(elements) == sum(1 for c in cards if suit(c) != YY) \
            and len(elements) >= 2:
        targets.append(SOJUN)
    return any(k != kind for k in targets)


def _retypes(m: Meld, card: str, rules: MeldRules) -> list[Meld]:
    """付け札 that changes the type of the meld (spec §6.2): readings of the meld's cards plus
    ``card`` as another kind; a 相順 must show two element suits and two ranks, Z counting."""
    if any(s.buried for s in m.slots) or not _may_retype(list(m.cards) + [card], m.kind, rules.cycle):
        return []
    cards = list(m.cards) + [card]
    return [r for r in _readings(tuple(cards), rules, m.kind)
            if r.kind != m.kind and (r.kind != SOJUN or ops.shows_sojun(cards))]
