"""Indian Rummy's statistics (see :mod:`core.stats`), from the events of the finished match
replayed: per seat the rounds played and won (a valid show), the count paid when another player
showed, and the packs (drops)."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP
from core.records import replayed_events

ROUNDS = QT_TRANSLATE_NOOP("stats", "Rounds played")
ROUNDS_WON = QT_TRANSLATE_NOOP("stats", "Rounds won")
MEAN_COUNT = QT_TRANSLATE_NOOP("stats", "Mean count paid")
PACKS = QT_TRANSLATE_NOOP("stats", "Packs (drops)")
PACK_RATE = QT_TRANSLATE_NOOP("stats", "Pack rate")



def seat_counts(loaded) -> list[dict]:
    """Per seat: ``rounds`` (scored rounds), ``won`` (the declarer of a valid show), ``paid`` and
    ``paid_rounds`` (the count paid as a loser at another's show, and in how many rounds), and
    ``packs``."""
    seats = loaded.record.seats
    counts = [{"rounds": 0, "won": 0, "paid": 0, "paid_rounds": 0, "packs": 0} for _ in range(seats)]
    for event in replayed_events(loaded.record):
        if event.kind == "packed":
            counts[event.seat]["packs"] += 1
        elif event.kind == "round_scored":
            info = event.info
            for c in counts:
                c["rounds"] += 1
            counts[info["declarer"]]["won"] += 1
            for loser in info["losers"]:
                counts[loser["seat"]]["paid"] += loser["paid"]
                counts[loser["seat"]]["paid_rounds"] += 1
    return counts


def _ratio(part, whole):
    return part / whole if whole else None


def figures(counts: dict, games: int) -> list[tuple[str, object, str]]:
    rounds = counts.get("rounds", 0)
    return [(ROUNDS, rounds, "count"), (ROUNDS_WON, counts.get("won", 0), "count"),
            (MEAN_COUNT, _ratio(counts.get("paid", 0), counts.get("paid_rounds", 0)), "number"),
            (PACKS, counts.get("packs", 0), "count"), (PACK_RATE, _ratio(counts.get("packs", 0), rounds), "percent")]
