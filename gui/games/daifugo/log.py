"""The log lines of daifugō (大富豪) with added rules (ルール追加): plays, passes, the field
cleared, places, the rules that fire (revolution, 11-back, locks, gifts, skips ...); and its actions
as short instructions for hints. A (third person, second person) sentence per event kind, so that
the one human at the table reads "You play 4♠." Translation context: ``log``.
"""
from __future__ import annotations

from core.cards import SUIT_SYMBOLS
from core.engine import QT_TRANSLATE_NOOP, Action, Event

from ...i18n import cards_text, tr_msg, translate
from ...log_text import ordinal

# (third person, second person) sentences per event kind
_LINES = {
    "parent_card": (QT_TRANSLATE_NOOP("log", "{name} holds {card} and is 親 (the leader)."),
                QT_TRANSLATE_NOOP("log", "You hold {card} and are 親 (the leader).")),
    "parent": (QT_TRANSLATE_NOOP("log", "{name} is 親 (the leader)."),
                QT_TRANSLATE_NOOP("log", "You are 親 (the leader).")),
    "lead": (QT_TRANSLATE_NOOP("log", "{name} leads {cards}."),
                QT_TRANSLATE_NOOP("log", "You lead {cards}.")),
    "play": (QT_TRANSLATE_NOOP("log", "{name} plays {cards}."),
                QT_TRANSLATE_NOOP("log", "You play {cards}.")),
    "pass": (QT_TRANSLATE_NOOP("log", "{name} passes."),
                QT_TRANSLATE_NOOP("log", "You pass.")),
    "cleared": (QT_TRANSLATE_NOOP("log", "The field is cleared; {name} leads."),
                QT_TRANSLATE_NOOP("log", "The field is cleared; you lead.")),
    "finished": (QT_TRANSLATE_NOOP("log", "{name} goes out (上がり) in {place} place."),
                QT_TRANSLATE_NOOP("log", "You go out (上がり) in {place} place.")),
    "standing": (QT_TRANSLATE_NOOP("log", "{name} is the last left holding cards: {place} place."),
                 QT_TRANSLATE_NOOP("log", "You are the last left holding cards: {place} place.")),
    "eliminated": (QT_TRANSLATE_NOOP("log", "{name} cannot act and is eliminated (脱落)."),
                QT_TRANSLATE_NOOP("log", "You cannot act and are eliminated (脱落).")),
    "given": (QT_TRANSLATE_NOOP("log", "{name} gives {cards} to {to}."),
              QT_TRANSLATE_NOOP("log", "You give {cards} to {to}.")),
    "discarded": (QT_TRANSLATE_NOOP("log", "{name} discards {cards}."),
                  QT_TRANSLATE_NOOP("log", "You discard {cards}.")),
    "taken": (QT_TRANSLATE_NOOP("log", "{name} takes {cards} from the discard pile."),
              QT_TRANSLATE_NOOP("log", "You take {cards} from the discard pile.")),
    "skipped": (QT_TRANSLATE_NOOP("log", "{name} is skipped."),
                QT_TRANSLATE_NOOP("log", "You are skipped.")),
    "extra_turn": (QT_TRANSLATE_NOOP("log", "{name} plays again."),
                   QT_TRANSLATE_NOOP("log", "You play again.")),
    "declared": (QT_TRANSLATE_NOOP("log", "{name} names the rank {rank}."),
                 QT_TRANSLATE_NOOP("log", "You name the rank {rank}.")),
    "placed_last": (QT_TRANSLATE_NOOP("log", "{name} takes place {place} and leaves the game."),
                    QT_TRANSLATE_NOOP("log", "You take place {place} and leave the game.")),
    "set_aside": (QT_TRANSLATE_NOOP("log", "{name}'s remaining cards leave the game."),
                  QT_TRANSLATE_NOOP("log", "Your remaining cards leave the game.")),
    "swapped_hands": (QT_TRANSLATE_NOOP("log", "{name} swaps hands with {to}."),
                      QT_TRANSLATE_NOOP("log", "You swap hands with {to}.")),
    "rule_fired": (QT_TRANSLATE_NOOP("log", "{rule} fires ({name})."),
                   QT_TRANSLATE_NOOP("log", "{rule} fires (you).")),
}
_PLAIN = {
    "reversed": QT_TRANSLATE_NOOP("log", "The turn order is reversed."),
    "revolution_on": QT_TRANSLATE_NOOP("log", "Revolution (革命): the order of the ranks is reversed."),
    "revolution_off": QT_TRANSLATE_NOOP("log", "The revolution ends: the normal order is back."),
    "eleven_back_on": QT_TRANSLATE_NOOP("log", "11-back (11バック): the order is reversed until the field is cleared."),
    "eleven_back_off": QT_TRANSLATE_NOOP("log", "11-back ends."),
    "locked": QT_TRANSLATE_NOOP("log", "A lock (縛り) starts: {what}."),
    "unlocked": QT_TRANSLATE_NOOP("log", "Every lock ends."),
    "safeguard": QT_TRANSLATE_NOOP("log", "Nobody could move on: the game is stopped with the places so far."),
}


_ACTION_WORDS = {
    "give": QT_TRANSLATE_NOOP("log", "Give {cards}"),
    "discard": QT_TRANSLATE_NOOP("log", "Discard {cards}"),
    "take": QT_TRANSLATE_NOOP("log", "Take {cards}"),
    "done": QT_TRANSLATE_NOOP("log", "Done"),
    "declare": QT_TRANSLATE_NOOP("log", "Name {what}"),
    "order": QT_TRANSLATE_NOOP("log", "Resolve rule #{what} first"),
    "respond": QT_TRANSLATE_NOOP("log", "Answer with {cards}"),
    "decline": QT_TRANSLATE_NOOP("log", "Let it pass"),
}
# colour words of 色縛り, for lupdate
QT_TRANSLATE_NOOP("log", "red")
QT_TRANSLATE_NOOP("log", "black")


def _line(key: str, seat, names: list[str], you: int | None, **args) -> str:
    third, second = _LINES[key]
    text = second if you is not None and seat == you else third
    name = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
    return translate("log", text).format(name=name, **args)


def daifugo_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """A daifugō event as a sentence (see :func:`gui.log_text.event_line`)."""
    k, seat = event.kind, event.seat
    if k == "dealt":
        return None
    if k == "parent_chosen":
        card = event.info.get("card")
        if card:
            return _line("parent_card", seat, names, you, card=cards_text([card]))
        return _line("parent", seat, names, you)
    if k == "played":
        return _line("lead" if event.info.get("lead") else "play", seat, names, you, cards=cards_text(event.cards))
    if k == "passed":
        return _line("pass", seat, names, you)
    if k == "field_cleared":
        return _line("cleared", event.info.get("parent"), names, you)
    if k == "finished":
        return _line("standing" if event.info.get("standing") else "finished", seat, names, you,
                     place=ordinal(event.info["place"]))
    if k == "eliminated":
        return _line("eliminated", seat, names, you)
    if k == "game_ended":
        places = event.info.get("places", [])
        order = ", ".join(f"{ordinal(i + 1)} {names[s]}" for i, s in enumerate(places))
        return translate("log", "Game over: {order}.").format(order=order)
    if k in ("given", "discarded", "taken", "skipped", "extra_turn", "placed_last", "set_aside", "swapped_hands"):
        to = event.info.get("to", event.info.get("with"))
        to_name = names[to] if isinstance(to, int) and 0 <= to < len(names) else "?"
        return _line(k, seat, names, you, cards=cards_text(event.cards), to=to_name,
                     place=event.info.get("place", ""))
    if k == "declared":
        r = event.info.get("rank", "?")
        return _line(k, seat, names, you, rank="10" if r == "T" else r)
    if k == "rule_fired":
        return _line(k, seat, names, you, rule=tr_msg(event.text) if event.text is not None else "#?")
    if k == "reversed":
        return translate("log", _PLAIN["reversed"])
    if k == "order_changed":
        var = event.info.get("var")
        if var in ("revolution", "eleven_back"):
            return translate("log", _PLAIN[f"{var}_{'on' if event.info.get('on') else 'off'}"])
        return None
    if k == "locked":
        what = " ".join(SUIT_SYMBOLS.get(x, x) for x in event.info.get("suits", ())) or \
            ", ".join(translate("log", c) for c in event.info.get("colours", ())) or translate("log", "one rank up each play")
        return translate("log", _PLAIN["locked"]).format(what=what)
    if k in ("unlocked", "safeguard"):
        return translate("log", _PLAIN[k])
    if event.text is not None:
        return tr_msg(event.text)
    return None


def describe_daifugo_action(action: Action, names: list[str]) -> str:
    """A daifugō action as a short instruction (see :func:`gui.log_text.describe_action`)."""
    if action.kind == "pass":
        return translate("log", "Pass")
    if action.kind in _ACTION_WORDS:
        what = action.target.split(":", 1)[-1]
        return translate("log", _ACTION_WORDS[action.kind]).format(cards=cards_text(action.cards),
                                                                     what="10" if what == "T" else what)
    if action.cards:
        return translate("log", "Play {cards}").format(cards=cards_text(action.cards))
    return action.kind
