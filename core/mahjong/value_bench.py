"""Speed of the hand value (点数計算): ``python -m core.mahjong.value_bench [hands] [seed]``.

``bench_value`` deals random complete closed hands (four groups and a pair, the winning tile one
of them, riichi so that a yaku always holds, random winds, tsumo or ron, one dora indicator) and
times our :func:`core.mahjong.points.score_hand` against the PyPI ``mahjong`` package's
``HandCalculator.estimate_hand_value`` on the same hands (the package is a test-only dependency:
without it, ours alone is reported). The oracle tests check that both agree; this only times.
"""
from __future__ import annotations

import gc
import random
import sys
import time

from core.mahjong.points import score_hand
from core.mahjong.yaku import RIICHI_YAKU, RIICHI_RULES, WinContext


def _deal(rng: random.Random) -> tuple[list[int], int] | None:
    """A complete 14-tile closed hand as counts and its winning kind, or None if the draw failed."""
    counts = [0] * 34
    for _ in range(4):
        if rng.random() < 0.6:
            suit = rng.randrange(3)
            first = suit * 9 + rng.randrange(7)
            kinds = (first, first + 1, first + 2)
        else:
            k = rng.randrange(34)
            kinds = (k, k, k)
        for k in kinds:
            counts[k] += 1
    pair = rng.randrange(34)
    counts[pair] += 2
    if max(counts) > 4:
        return None
    win = rng.choice([k for k in range(34) if counts[k]])
    return counts, win


def hands(n: int, seed: int = 0) -> list[tuple]:
    """``n`` deals: (counts, winning kind, tsumo, seat wind, round wind, dora indicator kind)."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        got = _deal(rng)
        if got is not None:
            counts, win = got
            out.append((counts, win, rng.random() < 0.5, 27 + rng.randrange(4), 27 + rng.randrange(2),
                        rng.randrange(34)))
    return out


def _dora(indicator: int) -> int:
    if indicator < 27:
        return indicator - indicator % 9 + (indicator % 9 + 1) % 9
    if indicator < 31:
        return 27 + (indicator - 27 + 1) % 4
    return 31 + (indicator - 31 + 1) % 3


def ours(deal: tuple):
    counts, win, tsumo, seat, rnd, indicator = deal
    ctx = WinContext(counts=tuple(counts), win_kind=win, tsumo=tsumo, seat_wind=seat, round_wind=rnd,
                     riichi=True, dora=counts[_dora(indicator)], rules=RIICHI_RULES)
    return score_hand(ctx, RIICHI_YAKU, RIICHI_RULES)


def _theirs_factory():
    from mahjong.hand_calculating.hand import HandCalculator
    from mahjong.hand_calculating.hand_config import HandConfig, HandConstants, OptionalRules
    from mahjong.tile import TilesConverter

    options = OptionalRules(has_open_tanyao=True, has_aka_dora=True, has_double_yakuman=False,
                            kazoe_limit=HandConstants.KAZOE_LIMITED, kiriage=False)
    calculator = HandCalculator()

    def theirs(deal: tuple):
        counts, win, tsumo, seat, rnd, indicator = deal
        tiles = TilesConverter.to_136_array(counts)
        win_tile = next(t for t in tiles if t // 4 == win)
        config = HandConfig(is_tsumo=tsumo, is_riichi=True, player_wind=seat, round_wind=rnd, options=options)
        return calculator.estimate_hand_value(tiles, win_tile, dora_indicators=[indicator * 4 + 3], config=config)

    return theirs


def _time(function, deals) -> float:
    gc.disable()
    try:
        start = time.perf_counter()
        for d in deals:
            function(d)
        return time.perf_counter() - start
    finally:
        gc.enable()


def bench_value(n: int = 3000, seed: int = 0) -> dict:
    """Hands per second of ours and of the package on the same deals, and the ratio."""
    deals = hands(n, seed)
    ours(deals[0])
    mine = min(_time(ours, deals) for _ in range(2))
    report = {"hands": n, "ours_us": round(mine / n * 1e6, 1)}
    try:
        theirs = _theirs_factory()
    except ImportError:
        report["package"] = None
        return report
    theirs(deals[0])
    other = min(_time(theirs, deals) for _ in range(2))
    report.update(package_us=round(other / n * 1e6, 1), ratio=round(other / mine, 2))
    return report


if __name__ == "__main__":
    args = sys.argv[1:]
    for key, value in bench_value(int(args[0]) if args else 3000, int(args[1]) if len(args) > 1 else 0).items():
        print(f"{key:>12}: {value}")
