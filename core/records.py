"""Records of the registered games: read one from its JSON form, replay one.

The engine parses and replays a record given its game (``Record.from_json(data, games)``,
``game.replay(record)``); this module, above the engine and the registry, finds the game by the
record's id, so that the engine never depends on the list of games.
"""
from __future__ import annotations

from typing import Any, Iterator

from core.engine import Event, Record, State
from core.registry import GAMES


def record_from_json(data: Any) -> Record:
    """Parse a record of a registered game; raise ValueError naming the problem for anything
    malformed or foreign."""
    return Record.from_json(data, GAMES)


def replay(record: Record) -> State:
    """The state ``record`` leads to, replayed from its seed; raise IllegalAction or ValueError if
    it does not fit."""
    return GAMES[record.game].replay(record)


def replayed_events(record: Record) -> Iterator[Event]:
    """Every event of the game ``record`` plays, in order, replayed from its seed (open: nothing
    redacted)."""
    state = GAMES[record.game].new_state(record.seats, record.options, record.seed)
    for action in record.actions:
        yield from state.apply(action)
