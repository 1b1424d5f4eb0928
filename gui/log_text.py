"""The log in words: events and actions turned into translated sentences, by game.

Each game's front end writes its own lines (``event_line`` and ``describe_action`` of its
``FRONTEND``, :mod:`gui.registry`); this module finds them by game id and holds what every game
shares (:func:`ordinal`). It imports no game. With one human at the table, that seat is "you": its
lines use the second person ("You play 4♠.") whatever its name, so the log reads naturally in
English and Japanese alike.
"""
from __future__ import annotations

from core.engine import Action, Event

from .registry import frontend
from .i18n import translate


def ordinal(place: int) -> str:
    """A finishing place in words ("1st" / "1位")."""
    if translate("log", "{n}th") == "{n}th":       # English: proper suffixes
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
        return f"{place}{suffix}"
    return translate("log", "{n}th").format(n=place)


def event_line(event: Event, names: list[str], you: int | None = None, game: str = "daifugo") -> str | None:
    """One event as a sentence, or None for events the log leaves out (e.g. per-seat deals).
    ``game`` is the game id: each game's front end names its own events (:mod:`gui.registry`)."""
    return frontend(game).event_line(event, names, you)


def event_lines(events, names: list[str], you: int | None = None, game: str = "daifugo") -> list[str]:
    """The sentences of ``events`` of ``game`` that the log shows."""
    line = frontend(game).event_line
    return [text for text in (line(e, names, you) for e in events) if text]


def describe_action(action: Action, names: list[str], game: str = "daifugo") -> str:
    """An action as a short instruction, for hints ("Play 4♠ 4♥", "Pass")."""
    return frontend(game).describe_action(action, names)
