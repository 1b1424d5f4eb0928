"""Wild Rummy R's statistics (see :mod:`core.stats`), from the events of the finished match
replayed: per seat the rounds played and won (went out), and the points paid in the rounds another
player won."""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP
from core.records import replayed_events

ROUNDS = QT_TRANSLATE_NOOP("stats", "Rounds played")
ROUNDS_WON = QT_TRANSLATE_NOOP("stats", "Rounds won")
CONCEALED = QT_TRANSLATE_NOOP("stats", "Concealed wins")
MEAN_COUNT = QT_TRANSLATE_NOOP("stats", "Mean count paid")



def seat_counts(loaded) -> list[dict]:
    """Per seat: ``rounds``, ``won``, ``concealed`` (won going out at once), and ``paid`` /
    ``paid_rounds`` (what the seat's score lost in the rounds somebody else won)."""
    seats = loaded.record.seats
    counts = [{"rounds": 0, "won": 0, "concealed": 0, "paid": 0, "paid_rounds": 0} for _ in range(seats)]
    for event in replayed_events(loaded.record):
        if event.kind != "round_scored":
            continue
        info = event.info
        winner = info["winner"]
        for seat, c in enumerate(counts):
            c["rounds"] += 1
            if winner is None:
                continue
            if seat == winner:
                c["won"] += 1
                c["concealed"] += bool(info["concealed"])
            else:
                c["paid"] += -info["payments"][seat]
                c["paid_rounds"] += 1
    return counts


def _ratio(part, whole):
    return part / whole if whole else None


def figures(counts: dict, games: int) -> list[tuple[str, object, str]]:
    return [(ROUNDS, counts.get("rounds", 0), "count"), (ROUNDS_WON, counts.get("won", 0), "count"),
            (CONCEALED, counts.get("concealed", 0), "count"),
            (MEAN_COUNT, _ratio(counts.get("paid", 0), counts.get("paid_rounds", 0)), "number")]
