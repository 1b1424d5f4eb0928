"""Why a gesture is not a legal action, in the rulebook's own terms (teaching mode and refusals)."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP, Msg, msg
from core.fesca import is_card, pretty, pretty_list

from .meld import SOJUN, SOKOKU, family
from .newmeld import readings, why_not_new_meld

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
    from .rules import CALL_WINDOW, CALLING, DRAW
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
    from .rules import PLAY
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
    try:
        meld_id = int(target.split(":")[1])
        meld = next(m for m in state.melds if m.id == meld_id)
    except (ValueError, StopIteration, IndexError):
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "There is no such meld."))
    if meld.kind == SOJUN and family(meld.order) not in state.families():
        return _phase_reason(state, family(meld.order))
    if not state.has_meld(seat):
        return _m(QT_TRANSLATE_NOOP("wild_rummy",
                                    "Before your first meld you may not lay off (付け札) or bury (埋め潰し); "
                                    "a card you take in exchange (差し札, 抜き札, 発掘) must be melded at once."))
    if len(cards) == 1 and len(state.hands[seat]) == 1 and state.step != "calling":
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "Keep one card to discard: in a normal turn you go out by discarding."))
    if meld.kind == SOJUN and len(meld.slots) >= 5:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "A cycle run (相順) has at most 5 cards; 付け抜き札 takes the far end card."))
    if len(cards) == 1:
        return _m(QT_TRANSLATE_NOOP("wild_rummy", "{card} does not fit this meld."), card=pretty(cards[0]))
    return _m(QT_TRANSLATE_NOOP("wild_rummy", "Move one card at a time onto a meld."))


