"""The log in words: events and actions turned into translated sentences."""
from __future__ import annotations

from core.engine import Action, Event

from .i18n import cards_text, translate, tr_msg


def ordinal(place: int) -> str:
    """A finishing place in words ("1st" / "1位")."""
    if translate("log", "{n}th") == "{n}th":       # English: proper suffixes
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
        return f"{place}{suffix}"
    return translate("log", "{n}th").format(n=place)


def event_line(event: Event, names: list[str]) -> str | None:
    """One event as a sentence, or None for events the log leaves out (e.g. per-seat deals)."""
    def name(seat):
        return names[seat] if seat is not None and 0 <= seat < len(names) else "?"

    k = event.kind
    if k == "dealt":
        return None
    if k == "parent_chosen":
        card = event.info.get("card")
        if card:
            return translate("log", "{name} holds {card} and is 親 (the leader).").format(name=name(event.seat), card=cards_text([card]))
        return translate("log", "{name} is 親 (the leader).").format(name=name(event.seat))
    if k == "played":
        if event.info.get("lead"):
            return translate("log", "{name} leads {cards}.").format(name=name(event.seat), cards=cards_text(event.cards))
        return translate("log", "{name} plays {cards}.").format(name=name(event.seat), cards=cards_text(event.cards))
    if k == "passed":
        return translate("log", "{name} passes.").format(name=name(event.seat))
    if k == "field_cleared":
        return translate("log", "The field is cleared; {name} leads.").format(name=name(event.info.get("parent")))
    if k == "finished":
        return translate("log", "{name} goes out (上がり) in {place} place.").format(name=name(event.seat), place=ordinal(event.info["place"]))
    if k == "eliminated":
        return translate("log", "{name} cannot act and is eliminated (脱落).").format(name=name(event.seat))
    if k == "game_ended":
        places = event.info.get("places", [])
        order = ", ".join(f"{ordinal(i + 1)} {name(s)}" for i, s in enumerate(places))
        return translate("log", "Game over: {order}.").format(order=order)
    if event.text is not None:
        return tr_msg(event.text)
    return None


def event_lines(events, names: list[str]) -> list[str]:
    return [line for line in (event_line(e, names) for e in events) if line]


def describe_action(action: Action, names: list[str]) -> str:
    """An action as a short instruction, for hints ("Play 4♠ 4♥", "Pass")."""
    if action.kind == "pass":
        return translate("log", "Pass")
    if action.cards:
        return translate("log", "Play {cards}").format(cards=cards_text(action.cards))
    return action.kind
