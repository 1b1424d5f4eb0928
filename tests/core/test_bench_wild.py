"""The Wild Rummy R section of the benchmark: what it measures and prints (never a time: speed is
measured by ``python -m core.bench``, not asserted in a test)."""
from __future__ import annotations

from core import bench_wild


def test_every_target_is_judged_at_every_seat_count():
    fig = bench_wild.Figures(rounds=50, random_cpu=1.0)
    fig.random_legal.times = [0.001] * 100
    for n in bench_wild.SEAT_COUNTS:
        fig.legal[n] = bench_wild.Sample(f"normal play, {n} seats", [0.0005] * 99 + [0.003] * (n == 3) * 2)
        fig.normal[n] = bench_wild.Sample(f"{n} seats", [0.002] * 100)
    lines = bench_wild.targets(fig)
    assert len(lines) == 1 + len(bench_wild.SEAT_COUNTS) + 1 + len(bench_wild.SEAT_COUNTS)
    assert [ok for ok, line in lines if "legal_actions" in line] == [True, True, False, True, True, True]
    assert [ok for ok, line in lines if "rounds/s" in line] == [True]
    assert all(ok for ok, line in lines if "AI normal p99" in line)


def test_random_rounds_play_at_least_one_round_and_time_each_position():
    fig = bench_wild.Figures()
    bench_wild.random_rounds(fig, 0.0)
    assert fig.rounds == 1 and fig.random_cpu > 0 and fig.random_legal.times
