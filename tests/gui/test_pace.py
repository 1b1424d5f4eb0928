"""Pace (issue 21 item 12): at the default animation speed a round of three AI discards takes about
2 s, a discard still visibly flies from hand to pond, and Fast and Instant stay meaningful.

The measurement helper :func:`measure_ai_turns` plays an all-AI game through the real
:class:`~gui.main_window.MainWindow` at the default speed and records, for each animation step,
the wall time it started and the time the animator scheduled for it (the longest of its tweens and
holds, at the speed in force). The assertions use the scheduled times and the controller's own
delays, which do not depend on how busy the machine is; the wall times are printed
(``pytest -s tests/gui/test_pace.py``) for the report.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

import pytest

from core.registry import GAMES
from core.settings import DEFAULT_SETTINGS
from gui.main_window import SPEEDS, MainWindow
from gui.players import default_players

#: an AI turn at the default speed may be scheduled for at most this long (three ≈ 2 s with the
#: AI's think time and the table's own work between steps)
TURN_MS = 600
#: a card or tile that travels is on its way at least this long: the eye can follow it
FLIGHT_MS = 240


@dataclass
class Step:
    """One animation step as the table ran it."""
    started: float            # wall time (perf_counter) when it started
    kinds: list[str]          # the kinds of its events
    seat: int | None          # the seat of its first event
    scheduled: int            # ms the animator scheduled for it


@dataclass
class Turn:
    """One AI turn: from the start of one seat's ``kind`` animation to the next seat's."""
    seat: int
    steps: list[Step]
    wall: float               # s between the two starts

    @property
    def scheduled(self) -> int:
        return sum(s.scheduled for s in self.steps)


@dataclass
class Measure:
    """What :func:`measure_ai_turns` saw."""
    turns: list[Turn]
    steps: list[Step] = field(default_factory=list)
    thinks: list[float] = field(default_factory=list)   # s from an AI request to its answer
    sync_requests: int = 0                               # AI asked at once when the table was done
    late_requests: int = 0                               # AI asked later (a timer in between)

    def report(self, title: str) -> str:
        walls = [t.wall for t in self.turns]
        sched = [t.scheduled for t in self.turns]
        think = max(self.thinks) if self.thinks else 0.0
        return (f"{title}: {len(walls)} AI turns, wall {sum(walls):.2f} s "
                f"({', '.join(f'{w:.2f}' for w in walls)}), scheduled {sum(sched)} ms "
                f"({', '.join(map(str, sched))}), longest AI think {think * 1000:.0f} ms")


def measure_ai_turns(qtbot, game_id: str, kind: str, turns: int = 3, *, plain=(), speed: float | None = None,
                     seed: int = 2021, skip: int = 1) -> Measure:
    """Play ``game_id`` with AI in every seat through the real main window (settings at their
    defaults, ``speed`` if given) until ``turns`` consecutive plain AI turns have been seen: the
    span from one seat's ``kind`` step to the next seat's, with nothing between but steps whose
    kinds are in ``plain`` (the first ``skip`` spans, just after the deal, are left out)."""
    settings = {"language": "en"}
    if speed is not None:
        settings["speed"] = speed
    w = MainWindow(settings)
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    game = GAMES[game_id]
    seats = 4 if 4 in game.players else min(game.players)
    w.start_game(game.new_state(seats, None, seed), default_players(seats, humans=0), autosave=False)
    out = Measure([])
    _spy(w, out)
    found: list[Turn] = []

    def enough() -> bool:
        found[:] = _turns(out.steps, kind, set(plain) | {kind})[skip:]
        return len(found) >= turns
    try:
        qtbot.waitUntil(enough, timeout=30000)
    finally:
        w._close_game()
    out.turns = found[:turns]
    return out


def _spy(w: MainWindow, out: Measure) -> None:
    """Record the table's steps and the controller's AI requests and answers into ``out``."""
    table, c = w.table, w.controller
    play = table._play_group

    def play_group(tw, group, view_after):
        play(tw, group, view_after)
        out.steps.append(Step(time.perf_counter(), [e.kind for e in group], group[0].seat, tw.group.totalDuration()))
    table._play_group = play_group
    asked: list[float] = []
    request = c.worker.request

    def ask(*args):
        asked.append(time.perf_counter())
        request(*args)
    c.worker.request = ask
    c.worker.decided.connect(lambda *_: out.thinks.append(time.perf_counter() - asked[-1]))

    def after_done() -> None:        # connected after the controller: it has answered by now
        ai_moves = not c.state.is_over() and not any(c.players[s].is_human for s in c.state.to_move())
        if not ai_moves or table.is_animating():
            return
        last = out.steps[-1].started if out.steps else 0.0
        if c._busy and asked and asked[-1] >= last:
            out.sync_requests += 1
        else:
            out.late_requests += 1
    table.animations_done.connect(after_done)


def _turns(steps: list[Step], kind: str, plain: set[str]) -> list[Turn]:
    """The spans from one seat's ``kind`` step to the next seat's ``kind`` step with only ``plain``
    steps between."""
    marks = [i for i, s in enumerate(steps) if kind in s.kinds]
    out = []
    for a, b in zip(marks, marks[1:]):
        span = steps[a:b]
        if steps[a].seat == steps[b].seat or any(not set(s.kinds) <= plain for s in span):
            continue
        out.append(Turn(steps[a].seat, span, steps[b].started - steps[a].started))
    return out


# --- riichi --------------------------------------------------------------------------------------
def test_three_riichi_ai_discards_are_scheduled_for_about_two_seconds(qtbot):
    m = measure_ai_turns(qtbot, "riichi", "discarded", plain=("drew",))
    print("\n" + m.report("riichi, Normal"))
    assert DEFAULT_SETTINGS["speed"] == 1.0
    for turn in m.turns:
        assert turn.scheduled <= TURN_MS, m.report("riichi")
    assert sum(t.scheduled for t in m.turns) <= 3 * TURN_MS


def test_a_riichi_discard_still_flies_from_hand_to_pond(qtbot):
    m = measure_ai_turns(qtbot, "riichi", "discarded", plain=("drew",))
    for turn in m.turns:
        by_kind = {s.kinds[0]: s.scheduled for s in turn.steps}
        assert by_kind["discarded"] >= FLIGHT_MS and by_kind["drew"] >= FLIGHT_MS - 40, by_kind


def test_the_ai_moves_as_soon_as_the_table_has_shown_the_last_move(qtbot):
    """No think time is added: the controller asks the AI when the table is done, in the same pass
    of the event loop, and the AI answers within a fraction of a turn."""
    m = measure_ai_turns(qtbot, "riichi", "discarded", plain=("drew",))
    assert m.sync_requests >= 3 and m.late_requests == 0
    assert max(m.thinks) < 0.25


# --- daifugō and Indian Rummy ----------------------------------------------------------------------
def test_a_daifugo_ai_play_and_pass_are_quick(qtbot):
    m = measure_ai_turns(qtbot, "daifugo", "played", plain=("passed",))
    print("\n" + m.report("daifugo, Normal"))
    plays = [s.scheduled for s in m.steps if s.kinds == ["played"]]
    passes = [s.scheduled for s in m.steps if s.kinds == ["passed"]]
    assert plays and max(plays) <= 320 and min(plays) >= FLIGHT_MS, plays
    assert not passes or max(passes) <= 360, passes


def test_three_indian_rummy_ai_turns_are_scheduled_for_about_two_seconds(qtbot):
    m = measure_ai_turns(qtbot, "indian_rummy", "discarded", plain=("drew", "took_discard"), skip=0)
    print("\n" + m.report("indian_rummy, Normal"))
    for turn in m.turns:
        assert turn.scheduled <= TURN_MS, m.report("indian_rummy")
        assert all(s.scheduled >= FLIGHT_MS for s in turn.steps), m.report("indian_rummy")


# --- the speed setting ----------------------------------------------------------------------------
def test_fast_is_faster_than_normal_and_instant_does_not_animate(qtbot):
    speeds = dict(SPEEDS)
    assert speeds["Instant"] == 0.0 and 0 < speeds["Fast"] < speeds["Normal"] == DEFAULT_SETTINGS["speed"]
    normal = measure_ai_turns(qtbot, "riichi", "discarded", plain=("drew",))
    fast = measure_ai_turns(qtbot, "riichi", "discarded", plain=("drew",), speed=speeds["Fast"])
    print("\n" + fast.report("riichi, Fast"))
    assert sum(t.scheduled for t in fast.turns) < 0.7 * sum(t.scheduled for t in normal.turns)


def test_at_instant_speed_the_ai_plays_without_animation(qtbot):
    w = MainWindow({"language": "en", "speed": dict(SPEEDS)["Instant"]})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.start_game(GAMES["riichi"].new_state(4, None, 2021), default_players(4, humans=0), autosave=False)
    m = Measure([])
    _spy(w, m)
    try:
        qtbot.waitUntil(lambda: len(w.controller.state.actions) >= 12, timeout=10000)
        assert m.steps == [] and not w.table.is_animating()   # each position is shown at once
    finally:
        w._close_game()
