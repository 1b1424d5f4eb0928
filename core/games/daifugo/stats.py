"""Daifugō's statistics (see :mod:`core.stats`): the place is the common figure; the session's
own is the rules each player added. A game's options hold every rule added so far with its adder
and the number of games before it (``after_game``), so a game counts the rules added just before
it (``after_game`` = the games of the session already played): over a session's saved games each
rule is counted once."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP

RULES_ADDED = QT_TRANSLATE_NOOP("stats", "Rules added")
RULES_PER_GAME = QT_TRANSLATE_NOOP("stats", "Rules added per game")


def seat_counts(loaded) -> list[dict]:
    """Per seat: ``rules_added``, the rules the seat added just before this game."""
    options = loaded.state.options
    played = len(options.get("history", []))
    counts = [{"rules_added": 0} for _ in range(loaded.record.seats)]
    for rule in options.get("rules", []):
        by = rule.get("by")
        if rule.get("after_game") == played and isinstance(by, int) and 0 <= by < len(counts):
            counts[by]["rules_added"] += 1
    return counts


def figures(counts: dict, games: int) -> list[tuple[str, object, str]]:
    added = counts.get("rules_added", 0)
    return [(RULES_ADDED, added, "count"), (RULES_PER_GAME, added / games if games else None, "number")]
