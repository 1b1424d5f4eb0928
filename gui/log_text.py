"""The log in words: events and actions turned into translated sentences.

With one human at the table, that seat is "you": its lines use the second person ("You play
4♠.") whatever its name, so the log reads naturally in English and Japanese alike.
"""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP
from core.engine import Action, Event

from .i18n import cards_text, tr_msg, translate

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
    "eliminated": (QT_TRANSLATE_NOOP("log", "{name} cannot act and is eliminated (脱落)."),
                QT_TRANSLATE_NOOP("log", "You cannot act and are eliminated (脱落).")),
}


def ordinal(place: int) -> str:
    """A finishing place in words ("1st" / "1位")."""
    if translate("log", "{n}th") == "{n}th":       # English: proper suffixes
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
        return f"{place}{suffix}"
    return translate("log", "{n}th").format(n=place)


def _line(key: str, seat, names: list[str], you: int | None, **args) -> str:
    third, second = _LINES[key]
    text = second if you is not None and seat == you else third
    name = names[seat] if seat is not None and 0 <= seat < len(names) else "?"
    return translate("log", text).format(name=name, **args)


def event_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One event as a sentence, or None for events the log leaves out (e.g. per-seat deals)."""
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
        return _line("finished", seat, names, you, place=ordinal(event.info["place"]))
    if k == "eliminated":
        return _line("eliminated", seat, names, you)
    if k == "game_ended":
        places = event.info.get("places", [])
        order = ", ".join(f"{ordinal(i + 1)} {names[s]}" for i, s in enumerate(places))
        return translate("log", "Game over: {order}.").format(order=order)
    if event.text is not None:
        return tr_msg(event.text)
    return None


def event_lines(events, names: list[str], you: int | None = None) -> list[str]:
    return [line for line in (event_line(e, names, you) for e in events) if line]


def describe_action(action: Action, names: list[str]) -> str:
    """An action as a short instruction, for hints ("Play 4♠ 4♥", "Pass")."""
    if action.kind == "pass":
        return translate("log", "Pass")
    if action.cards:
        return translate("log", "Play {cards}").format(cards=cards_text(action.cards))
    return action.kind
