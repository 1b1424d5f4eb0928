"""Why a gesture is not a legal action, in the rulebook's own terms (teaching mode and refusals)."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP, Msg, msg
from core.fesca import is_card, is_element, is_void, is_wild_capable, pretty, pretty_identity, pretty_list

from .meld import SOJUN, SOKOKU, ZAT, family, role_at
from .newmeld import readings, why_not_new_meld
from .steps import CALL_WINDOW, CALLING, DRAW, PLAY

CTX = "wild_rummy"


def _m(text: str, **args) -> Msg:
    return msg(CTX, text, **args)


def _phase_reason(state, fam: str) -> Msg:
    if not state.families():
        if not state.rules.sojun:
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "Cycle runs (相順) are not in use."))
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "No cycle run (相順) can be made or touched until a 陰陽 card is discarded."))
    if fam == SOKOKU:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "相克 melds can be made or touched only in a 陰場."))
    return _m(QT_TRANSLATE_NOOP("wild_rummy", "相生 melds can be made or touched only in a 陽場."))


def explain(state, seat: int, cards: tuple, target: str) -> Msg:
    """The reason moving ``cards`` of ``seat`` to ``target`` is refused."""
    if state.is_over():
        return msg("engine", QT_TRANSLATE_NOOP("engine", "The game is over."))
    if seat not in state.to_move():
        return msg("engine", QT_TRANSLATE_NOOP("engine", "It is not your turn."))
    hand = state.hands[seat]
    for c in cards:
        if not is_card(c):
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} is not a card."), card=c)
    if state.step == CALL_WINDOW:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Call (鳴き) the discard or pass."))
    if state.step == DRAW:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Draw a card from the stock first."))
    for c in cards:
        if c not in hand and not target.startswith("hand"):
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} is not in your hand."), card=pretty(c))
    if state.owed and target != "new" and not (target.startswith("meld") and state.options["call_first_meld_may_be_layoff"]):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "First meld a new meld with {cards}: the card you took must be melded at once."),
                  cards=pretty_list(state.owed))
    if target == "discard":
        if state.step == CALLING:
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "A call turn (鳴き手番) has no discard: end it when you are done."))
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Discard one card from your hand."))
    used = [c for c in cards if c in state.retrieved]
    if used:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} was retrieved this turn: it cannot be melded again before your next turn."),
                  card=pretty(used[0]))
    if target == "new":
        return _new_meld_reason(state, seat, cards)
    if target.startswith("meld:"):
        return _meld_reason(state, seat, cards, target)
    return _m(QT_TRANSLATE_NOOP("wild_rummy", "That move is not allowed now."))


def _new_meld_reason(state, seat: int, cards: tuple) -> Msg:
    if state.owed and not set(state.owed) & set(cards):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "The new meld must contain {cards}."), cards=pretty_list(state.owed))
    problem = why_not_new_meld(cards, state.rules)
    if problem is not None:
        return problem
    if state.step == PLAY and len(cards) >= len(state.hands[seat]):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Keep one card to discard: in a normal turn you go out by discarding."))
    kinds = readings(cards, state.rules)
    soj = [r for r in kinds if r.kind == SOJUN]
    if soj and all(family(r.order) not in state.families() for r in soj):
        return _phase_reason(state, family(soj[0].order))
    if any(r.signature() in {sig for sig, _ in state.banned[seat]} for r in kinds):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "You retrieved this meld in exactly this form: it may not be melded again so."))
    return _m(QT_TRANSLATE_NOOP("wild_rummy", "These cards cannot be melded now."))


def _meld_reason(state, seat: int, cards: tuple, target: str) -> Msg:
    """A refused drop onto meld ``meld:ID`` (or onto one of its slots: ``meld:ID:CARD``)."""
    parts = target.split(":")
    try:
        meld = next(m for m in state.melds if m.id == int(parts[1]))
    except (ValueError, StopIteration, IndexError):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "There is no such meld."))
    at = parts[2] if len(parts) > 2 else ""
    if meld.kind == SOJUN and family(meld.order) not in state.families():
        return _phase_reason(state, family(meld.order))
    if len(cards) != 1:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Move one card at a time onto a meld."))
    card = cards[0]
    if at and meld.slot_of(at) >= 0:
        slot_reason = _slot_reason(state, seat, meld, meld.slots[meld.slot_of(at)], card)
        if slot_reason is not None:
            return slot_reason
    if not state.has_meld(seat):
        if _exchange_needs_whole_hand(state, seat, meld, card):
            return _m(QT_TRANSLATE_NOOP("wild_rummy",
                                        "Before your first meld a card you take in exchange must be melded at once, "
                                        "and here that would take your whole hand: keep one card to discard."))
        return _m(QT_TRANSLATE_NOOP("wild_rummy",
                                    "Before your first meld you may not lay off (付け札) or bury (埋め潰し); "
                                    "a card you take in exchange (差し札, 抜き札, 発掘) must be melded at once."))
    if len(state.hands[seat]) == 1 and state.step != "calling":
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Keep one card to discard: in a normal turn you go out by discarding."))
    duplicate = _duplicate(meld, card)
    if duplicate is not None:
        return duplicate
    if meld.kind == SOJUN and len(meld.slots) >= 5:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "A cycle run (相順) has at most 5 cards; 付け抜き札 takes the far end card."))
    return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} does not fit this meld."), card=pretty(card))


def _exchange_needs_whole_hand(state, seat: int, meld, card: str) -> bool:
    """An exchange of ``card`` on ``meld`` (差し札, 抜き札, 発掘, 付け抜き札) whose taken cards could be
    melded at once (△) only with the whole hand, in a normal turn that must keep a card to discard."""
    from .moves import can_meld_all, card_ops
    if state.step != PLAY:
        return False
    usable = [c for c in state.hands[seat] if c != card and c not in state.retrieved]
    bans = tuple(sig for sig, _ in state.banned[seat])
    fams = state.families()
    for _kind, _at, _idents, _form, _new, taken in card_ops(meld, card, state.rules):
        if taken and can_meld_all(usable + list(taken), taken, state.rules, fams, bans):
            return True
    return False


def _slot_reason(state, seat: int, meld, slot, card: str) -> Msg | None:
    """Why ``card`` cannot go onto ``slot`` (差し札, 抜き札, 埋め潰し, 発掘), or None to fall back."""
    ident = pretty_identity(slot.ident)
    if slot.role == ZAT:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} is ZAT (0 and 13), not a wild: no card can take its place."),
                  card=pretty(slot.card))
    if slot.buried:
        if not is_wild_capable(card):
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "Only a wild card can dig up a buried pair (発掘)."))
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{wild} cannot stand for {ident}."), wild=pretty(card), ident=ident)
    if slot.wild:
        if is_wild_capable(card) and not state.rules.wild_for_wild:
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "A wild can be swapped (差し札) only for the natural card it stands for: {ident}."),
                      ident=ident)
        if role_at(card, slot.ident) is None and meld.kind != "set":
            return _m(QT_TRANSLATE_NOOP("wild_rummy", "{wild} stands for {ident}: only that card can take its place."),
                      wild=pretty(slot.card), ident=ident)
        return None
    if not is_element(slot.card):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Only an element card (五行札) can be taken out by 抜き札."))
    if not is_wild_capable(card):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} is natural: put a wild card in its place to take it (抜き札)."),
                  card=pretty(slot.card))
    if role_at(card, slot.ident) is None:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{wild} cannot stand for {ident}."), wild=pretty(card), ident=ident)
    return None


def _duplicate(meld, card: str) -> Msg | None:
    """"RW would duplicate 木7": a wild that could only stand for a card already in the meld."""
    if not is_void(card) or meld.kind != "set":
        return None
    ident = f"{card[:2]}{meld.slots[0].ident[2:]}"
    if any(s.ident == ident and s.natural for s in meld.slots):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{wild} would duplicate {card}."), wild=pretty(card),
                  card=pretty_identity(ident))
    return None
