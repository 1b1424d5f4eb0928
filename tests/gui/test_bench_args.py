"""gui.bench's command line: start-up is the median of at least five whole-process starts."""
from __future__ import annotations

import pytest

from gui import bench


def test_start_up_is_the_median_of_at_least_five_starts():
    assert bench.parse_args([]).runs >= 5
    with pytest.raises(SystemExit):
        bench.parse_args(["--runs", "3"])


def test_the_start_with_an_autosave_waiting_can_be_left_out():
    assert bench.parse_args([]).autosave_game == "anmika"
    assert bench.parse_args(["--autosave-game", ""]).autosave_game == ""


def test_the_start_rows_compare_wall_and_cpu_with_the_bare_window():
    sm = {"bare": {"start_s": 1.0, "cpu_s": 0.1, "rss_mb": 50.0},
          "app": {"start_s": 1.5, "cpu_s": 0.25, "rss_mb": 70.0},
          "app_autosave": {"start_s": 2.0, "cpu_s": 0.3, "rss_mb": 75.0}}
    rows = {name: result for name, _app, _bare, result, _target in bench.start_rows(sm, "anmika")}
    assert rows["cold start, whole process, wall (s)"] == "PASS"
    assert rows["cold start, whole process, CPU (s)"] == "FAIL"
    assert "info" in rows.values()
