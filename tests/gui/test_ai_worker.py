"""AI decisions off the GUI thread (gui.ai_worker): nothing of a decision stays in memory once it
has been answered, so memory levels off however many games one window plays."""
from __future__ import annotations

import gc

from gui.ai_worker import _Job


def live_jobs() -> int:
    gc.collect()
    return sum(isinstance(o, _Job) for o in gc.get_objects())


def test_ai_decisions_of_many_games_in_one_window_leave_no_job_behind(qtbot, window):
    """Three all-AI daifugō games (some 150+ decisions) in one window: at most the job under way lives."""
    decisions = 0
    for _ in range(3):
        window.demo()
        c = window.controller
        qtbot.waitUntil(c.state.is_over, timeout=30000)
        decisions += len(c.state.actions)
        assert live_jobs() <= 2
    window.go_home()
    qtbot.wait(50)
    assert decisions > 150
    assert live_jobs() <= 2
