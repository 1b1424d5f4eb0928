"""How a House Rules process runs Python's cycle collector: fewer full collections.

The games keep large caches of small long-lived objects (meld searches, shanten tables, the AI's
plans): a few hundred thousand objects that live as long as the process. With Python's default
thresholds (700, 10, 10) every tenth middle collection walks all of them: in Wild Rummy R play a
pause of 80-300 ms inside an AI decision or an animation, and about a fifth of an engine loop's
time (measured: 2.26 s of play, 0.45 s collecting). :func:`settle` takes what start-up built out
of the collector's sight (``gc.freeze``) and runs the full collections a hundred times less
often; the young ones stay as they are (a larger young generation makes the middle collections
long: a young threshold of 10,000 gave 260 ms pauses in normal play). Cyclic garbage is still
collected. The app, the arena's workers and the benchmarks call it, so that a benchmark measures
the process a player runs.

Measured (5 s of random Wild Rummy R rounds, then 30 normal 3-seat games, CPU time,
two runs of these, one of the default): default 30.7 rounds/s, normal p99 10.6 ms, max 69 ms; these thresholds
37.9-40.2 rounds/s, p99 10.5-11.2 ms, max 67-78 ms."""
from __future__ import annotations

import gc

THRESHOLDS = (700, 10, 1_000)       # young, middle, full: (700, 10, 10) by default


def settle() -> None:
    """Freeze what exists now (start-up's modules, tables, widgets); full collections rarely."""
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


__all__ = ["THRESHOLDS", "settle"]
