"""The benchmarks' command lines and what they print (never a time: speed is measured by
``python -m core.bench``, not asserted in a test)."""
from __future__ import annotations

import pytest

from core import bench, bench_mahjong


def test_the_profile_is_left_out_unless_asked_for():
    assert bench.arguments().parse_args([]).profile == 0


def test_the_profile_runs_a_few_seconds_per_game_or_as_long_as_asked():
    assert bench.arguments().parse_args(["--profile"]).profile == bench.PROFILE_SECONDS <= 5
    assert bench.arguments().parse_args(["--profile", "1.5"]).profile == 1.5


def test_the_mahjong_comparison_can_be_skipped():
    args = bench.arguments().parse_args(["--game", "riichi", "--mahjong-hands", "0"])
    assert (args.game, args.mahjong_hands) == ("riichi", 0)


def test_a_short_run_prints_every_target_with_its_verdict_and_no_profile(capsys):
    bench.main(["--game", "daifugo", "--games", "1", "--seconds", "0.05", "--solver-hands", "0"])
    out = capsys.readouterr().out
    assert out.startswith("Load average")
    targets = out.split("\nTargets\n")[1].splitlines()
    verdicts = [line.split()[0] for line in targets if line.startswith("  ")]
    assert verdicts and set(verdicts) <= {"PASS", "FAIL", "info"}
    assert any("daifugo random self-play" in line for line in targets)
    assert any("daifugo AI normal p99 under rules" in line for line in targets)
    assert "Hotspots" not in out


@pytest.mark.parametrize("kinds", [frozenset(range(34)), bench_mahjong.SANMA])
def test_the_mixed_mahjong_hands_are_hands_of_the_tile_set(kinds):
    hands = bench_mahjong.mixed_hands(200, kinds, seed=1)
    assert len(hands) == 200
    for counts, melds in hands:
        assert melds == 0 and sum(counts) in (13, 14) and max(counts) <= 4
        assert all(counts[k] == 0 for k in range(34) if k not in kinds)


def test_the_mahjong_targets_cover_both_sets_in_both_player_counts_and_the_hand_value():
    figures = {"shanten": {(p, s): {"ratio": 20.0} for p in ("4p", "sanma") for s in ("play", "mixed")},
               "value": {"ratio": 1.0}, "discard_ms": 0.5}
    lines = bench_mahjong.targets(figures)
    assert [ok for ok, _ in lines] == [True, True, True, True, False, True]
    assert "sanma, mixed" in lines[3][1] and "hand value" in lines[4][1]
