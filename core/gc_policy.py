"""How a House Rules process runs Python's cycle collector: fewer full collections.

The games keep large caches of small long-lived objects (meld searches, shanten tables, the AI's
plans): a few hundred thousand objects that live as long as the process. With Python's default
thresholds (700, 10, 10) every tenth middle collection walks all of them: in Wild Rummy R play a
pause of 80-300 ms inside an AI decision or an animation, and about a fifth of an engine loop's
time (measured: 2.26 s of play, 0.45 s collecting). :func:`settle` takes what start-up built out
of the collector's sight (``gc.freeze``) and runs the collections less often; cyclic garbage is
still collected. The app, the arena's workers and the benchmarks call it, so that a benchmark
measures the process a player runs."""
from __future__ import annotations

import gc

THRESHOLDS = (10_000, 50, 100)      # young, middle, full: (700, 10, 10) by default


def settle() -> None:
    """Freeze what exists now (start-up's modules, tables, widgets) and collect less often."""
    gc.freeze()
    gc.set_threshold(*THRESHOLDS)


__all__ = ["THRESHOLDS", "settle"]
