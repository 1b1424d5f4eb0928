"""The log lines of the rummy games (Indian Rummy): draws, discards, packing, declarations, scores.

Same shape as :mod:`gui.games.daifugo.log`: a (third person, second person) sentence per event
kind, so that the one human at the table reads "You draw from the stock."
"""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP, Event

from ...i18n import cards_text, translate

_LINES = {
    "cut_joker_turned": (QT_TRANSLATE_NOOP("log", "{name} turns the cut joker: {cards}."),
                         QT_TRANSLATE_NOOP("log", "You turn the cut joker: {cards}.")),
    "drew": (QT_TRANSLATE_NOOP("log", "{name} draws from the stock."),
             QT_TRANSLATE_NOOP("log", "You draw {cards} from the stock.")),
    "took_discard": (QT_TRANSLATE_NOOP("log", "{name} takes {cards} from the discard pile."),
                     QT_TRANSLATE_NOOP("log", "You take {cards} from the discard pile.")),
    "discarded": (QT_TRANSLATE_NOOP("log", "{name} discards {cards}."),
                  QT_TRANSLATE_NOOP("log", "You discard {cards}.")),
    "packed": (QT_TRANSLATE_NOOP("log", "{name} packs (パッキング) and owes {penalty} if someone declares."),
               QT_TRANSLATE_NOOP("log", "You pack (パッキング) and owe {penalty} if someone declares.")),
    "declared": (QT_TRANSLATE_NOOP("log", "{name} declares Rummy (ラミー宣言)!"),
                 QT_TRANSLATE_NOOP("log", "You declare Rummy (ラミー宣言)!")),
    "declaration_refused": (QT_TRANSLATE_NOOP("log", "{name}'s declaration is invalid and costs {penalty}."),
                            QT_TRANSLATE_NOOP("log", "Your declaration is invalid and costs {penalty}.")),
    "dealer_passed": (QT_TRANSLATE_NOOP("log", "{name} deals the next round."),
                      QT_TRANSLATE_NOOP("log", "You deal the next round.")),
    "rejoin_offered": (QT_TRANSLATE_NOOP("log", "{name} reaches the pool limit and may rejoin with {score} points."),
                       QT_TRANSLATE_NOOP("log", "You reach the pool limit and may rejoin with {score} points.")),
    "rejoined": (QT_TRANSLATE_NOOP("log", "{name} rejoins the pool with {score} points."),
                 QT_TRANSLATE_NOOP("log", "You rejoin the pool with {score} points.")),
    "eliminated": (QT_TRANSLATE_NOOP("log", "{name} is out of the pool with {score} points."),
                   QT_TRANSLATE_NOOP("log", "You are out of the pool with {score} points.")),
}
_PLAIN = {
    "round_void": QT_TRANSLATE_NOOP("log", "The cut-joker card was drawn and nobody declared: the round is void (流局)."),
    "match_ended": QT_TRANSLATE_NOOP("log", "The match is over."),
    "seat_drawn": QT_TRANSLATE_NOOP("log", "Cards are drawn for the seats: the lowest card deals first."),
}


def _line(key: str, event: Event, names: list[str], you: int | None, **args) -> str:
    third, second = _LINES[key]
    seat = event.seat
    text = second if you is not None and seat == you else third
    name = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
    return translate("log", text).format(name=name, **args)


def rummy_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One rummy event as a sentence, or None for events the log leaves out (the deal)."""
    k = event.kind
    if k in ("dealt", "discard_started"):
        return None
    if k == "round_scored":
        info = event.info
        seat = info.get("declarer")
        if seat is None:                    # everybody else packed (spec Q7)
            return None
        gain = (info.get("payments") or [0] * (seat + 1))[seat]
        name = names[seat] if 0 <= seat < len(names) else "?"
        if seat == you:
            if info.get("hand_rummy"):
                return translate("log", "Hand Rummy (ハンド・ラミー): you collect {n}, doubled.").format(n=gain)
            return translate("log", "You collect {n}.").format(n=gain)
        if info.get("hand_rummy"):
            return translate("log", "Hand Rummy (ハンド・ラミー): {name} collects {n}, doubled.").format(name=name, n=gain)
        return translate("log", "{name} collects {n}.").format(name=name, n=gain)
    if k in _PLAIN:
        return translate("log", _PLAIN[k])
    if k in _LINES:
        return _line(k, event, names, you, cards=cards_text(event.cards),
                     penalty=event.info.get("penalty", ""), score=event.info.get("score", ""))
    return None


_ACTIONS = {
    "draw_stock": QT_TRANSLATE_NOOP("log", "Draw from the stock"),
    "take_discard": QT_TRANSLATE_NOOP("log", "Take {cards} from the discard pile"),
    "discard": QT_TRANSLATE_NOOP("log", "Discard {cards}"),
    "declare": QT_TRANSLATE_NOOP("log", "Discard {cards} and declare Rummy (ラミー宣言)"),
    "hand_rummy": QT_TRANSLATE_NOOP("log", "Declare Hand Rummy (ハンド・ラミー)"),
    "pack": QT_TRANSLATE_NOOP("log", "Pack (パッキング)"),
    "rejoin": QT_TRANSLATE_NOOP("log", "Rejoin the pool"),
    "stay_out": QT_TRANSLATE_NOOP("log", "Stay out of the pool"),
}


def describe_rummy_action(action, names: list[str] | None = None) -> str:
    """A rummy action as a short instruction, for hints and buttons ("Take 9♦ from the discard pile")."""
    kind = "hand_rummy" if action.kind == "declare" and not action.cards else action.kind
    if kind not in _ACTIONS:
        return action.kind
    return translate("log", _ACTIONS[kind]).format(cards=cards_text(action.cards))
