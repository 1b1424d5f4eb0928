"""Speed of the shanten number (向聴数): ``python -m core.mahjong.shanten_bench [hands] [seed]``.

``bench_shanten`` deals random closed hands of 13 and 14 tiles from the 136 tiles and times
our ``shanten`` against the PyPI ``mahjong`` package's ``Shanten.calculate_shanten`` on the
same hands (the package is a test-only dependency: without it, ours alone is reported). Ours
is timed from a cold start (the caches as just after loading; the decompression of the tables
and the prefill of the caches are timed on their own) and again warm. The same is done, cold, for hands from the
108-tile three-player set (三麻; the package's ``is_three_player`` mode). It also gives the
median time of one discard decision: ``discard_table`` (shanten and ukeire 受け入れ after each
discard) of a random 14-tile hand.
"""
from __future__ import annotations

import gc
import random
import statistics
import sys
import time

from core.mahjong import shanten as shanten_module
from core.mahjong.shanten import shanten
from core.mahjong.shanten_tables import read_tables
from core.mahjong.waits import discard_table

DISCARD_HANDS = 300
REPEATS = 3             # passes per measurement; the best counts (other processes share the CPU)
SANMA = frozenset(kind for kind in range(34) if not 1 <= kind <= 7)     # 1m 9m, no 2m-8m


def _deal(rng: random.Random, wall: list[int], size: int) -> list[int]:
    hand = [0] * 34
    for kind in rng.sample(wall, size):
        hand[kind] += 1
    return hand


def _timed(function, hands, repeats: int = 1, before=None) -> tuple[float, list]:
    """Best time of ``repeats`` passes of ``function`` over ``hands`` (``before`` runs ahead
    of each pass, untimed), and the results."""
    best = float("inf")
    for _ in range(repeats):
        if before is not None:
            before()
        gc.disable()
        try:
            start = time.perf_counter()
            results = [function(hand) for hand in hands]
            best = min(best, time.perf_counter() - start)
        finally:
            gc.enable()
    return best, results


def bench_shanten(hands: int = 20000, seed: int = 0, repeats: int = REPEATS) -> dict:
    """Throughputs (hands/s) of ours and of the package on the same random hands, their ratio,
    how many results agree, the table decompression time and the median discard decision.
    Each time is the best of ``repeats`` passes (ours cold: caches reset before each)."""
    rng = random.Random(seed)
    wall = [kind for kind in range(34) for _ in range(4)]
    deck = [_deal(rng, wall, 13 + i % 2) for i in range(hands)]
    start = time.perf_counter()
    read_tables()
    load_ms = (time.perf_counter() - start) * 1e3
    shanten(deck[0])                                  # tables bound
    start = time.perf_counter()
    shanten_module.clear_caches()                     # as after loading: small groups prefilled
    prefill_ms = (time.perf_counter() - start) * 1e3
    reset = shanten_module.clear_caches
    cold, ours = _timed(shanten, deck, repeats, before=reset)
    warm, _ = _timed(shanten, deck, repeats)
    report = {"hands": hands, "seed": seed, "table_load_ms": round(load_ms, 1),
              "prefill_ms": round(prefill_ms, 1),
              "ours_per_s": round(hands / cold), "ours_warm_per_s": round(hands / warm),
              "ours_us": round(cold / hands * 1e6, 2)}
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        Shanten = None
        report["package"] = None
    if Shanten is not None:
        theirs_time, theirs = _timed(Shanten.calculate_shanten, deck, max(1, repeats // 2))
        report.update(package_per_s=round(hands / theirs_time),
                      package_us=round(theirs_time / hands * 1e6, 2),
                      ratio=round(theirs_time / cold, 1), ratio_warm=round(theirs_time / warm, 1),
                      agree=sum(a == b for a, b in zip(ours, theirs)))
    sanma_wall = [kind for kind in wall if kind in SANMA]
    sanma = [_deal(rng, sanma_wall, 13 + i % 2) for i in range(hands)]
    sanma_time, _ = _timed(lambda hand: shanten(hand, kinds=SANMA), sanma, repeats, before=reset)
    report["sanma_ours_us"] = round(sanma_time / hands * 1e6, 2)
    if Shanten is not None:
        theirs_time, _ = _timed(lambda hand: Shanten.calculate_shanten(hand, is_three_player=True),
                                sanma, max(1, repeats // 2))
        report["sanma_package_us"] = round(theirs_time / hands * 1e6, 2)
        report["sanma_ratio"] = round(theirs_time / sanma_time, 1)
    times = []
    for _ in range(DISCARD_HANDS):
        hand = _deal(rng, wall, 14)
        start = time.perf_counter()
        discard_table(hand)
        times.append(time.perf_counter() - start)
    report["discard_median_ms"] = round(statistics.median(times) * 1e3, 3)
    return report


def main(argv: list[str]) -> None:
    hands = int(argv[0]) if argv else 20000
    seed = int(argv[1]) if len(argv) > 1 else 0
    for key, value in bench_shanten(hands, seed).items():
        print(f"{key:>18}: {value}")


if __name__ == "__main__":
    main(sys.argv[1:])
