"""Records of the registered games: read one from its JSON form, replay one.

The engine parses and replays a record given its game (``Record.from_json(data, games)``,
``game.replay(record)``); this module, above the engine and the registry, finds the game by the
record's id, so that the engine never depends on the list of games.
"""
from __future__ import annotations

from typing import Any

from core.engine import Record, State
from core.registry import GAMES


def record_from_json(data: Any) -> Record:
    """Parse a record of a registered game; raise ValueError naming the problem for anything
    malformed or foreign."""
    return Record.from_json(data, GAMES)


def replay(record: Record) -> State:
    """The state ``record`` leads to, replayed from its seed; raise IllegalAction or ValueError if
    it does not fit."""
    return GAMES[record.game].replay(record)
