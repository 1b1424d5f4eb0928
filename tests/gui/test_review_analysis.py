"""The review's mistake analysis (issue 24, items 3 and 4): Review → Analyse… asks whose decisions,
runs off the GUI thread with a progress bar and Cancel (the review goes on meanwhile), then shows a
bar per decision above the slider, the biggest losses in a tab (a click jumps there), the top
choices at each decision with the move played marked, and exports a short report. Real events."""
from __future__ import annotations

import re
import time

import pytest
from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication

from core import analysis as core_analysis
from core.registry import GAMES
from gui.review.analysis import BAR_COLOURS, SeatDialog
from tests.self_play import agents_for, self_play

NAMES = ["You", "Ren", "Yui", "Sora"]


def played(game_id: str, seats: int, seed: int = 7, limit: int = 20000):
    state = GAMES[game_id].new_state(seats, None, seed)
    self_play(state, agents_for(game_id, seats, "normal", seed), limit=limit)
    return state


@pytest.fixture
def review(open_review):
    return open_review


def analysed(qtbot, r, timeout=120_000):
    qtbot.waitUntil(lambda: r.analysis is not None and r.analysis_run is None, timeout=timeout)
    return r.analysis


def open_menu_and_analyse(qtbot, r):
    """Review → Analyse… clicked in the menu bar; the seat dialog it opens."""
    qtbot.mouseClick(r.menu_bar, Qt.MouseButton.LeftButton, pos=r.menu_bar.actionGeometry(r.menu_review.menuAction()).center())
    qtbot.waitUntil(r.menu_review.isVisible)
    qtbot.mouseClick(r.menu_review, Qt.MouseButton.LeftButton, pos=r.menu_review.actionGeometry(r.analyse_action).center())
    qtbot.waitUntil(lambda: r.findChild(SeatDialog) is not None and r.findChild(SeatDialog).isVisible())
    return r.findChild(SeatDialog)


def test_review_analyse_asks_whose_decisions_then_shows_the_losses(qtbot, review, tmp_path):
    r = review(played("riichi", 4), save_path=tmp_path / "game.json")
    dialog = open_menu_and_analyse(qtbot, r)
    assert dialog.seat() == 0                                     # the human's seat by default
    dialog.seat_box.setCurrentIndex(2)
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    a = analysed(qtbot, r)
    assert a["seat"] == 2 and a["level"] == "strong"
    assert r.tabs.currentWidget() is r.losses and r.tabs.tabText(r.tabs.currentIndex()) == "Losses"
    assert r.tabs.tabToolTip(r.tabs.currentIndex()) == "Losses: Yui"
    assert r.export_analysis_action.isEnabled()
    assert core_analysis.load_cached(tmp_path / "game.json.analysis.json", r.timeline.record, 2, "strong") == a


def test_the_bars_above_the_slider_are_painted_by_loss(qtbot, review):
    r = review(played("riichi", 4))
    r.analyse(0)
    a = analysed(qtbot, r)
    assert [k for k, _, _ in r.slider.bars] == [d["index"] for d in a["decisions"]]
    worst = core_analysis.losses(a, 1)[0]
    bar = next(b for b in r.slider.bars if b[0] == worst["index"])
    assert bar[1] == 1.0 and bar[2] == BAR_COLOURS[2]
    image = r.slider.grab().toImage()
    x = r.slider.x_of(worst["index"])
    column = [QColor(image.pixel(x, y)).name() for y in range(0, r.slider.bar_bottom())]
    assert BAR_COLOURS[2] in column                               # the biggest loss: a full red bar


def test_a_click_on_a_loss_jumps_to_that_decision_and_shows_the_top_choices(qtbot, review):
    r = review(played("riichi", 4))
    r.analyse(0)
    a = analysed(qtbot, r)
    rows = r.losses.rows()
    assert rows == [d["index"] for d in core_analysis.losses(a, len(rows))]
    item = r.losses.item(1)
    qtbot.mouseClick(r.losses.viewport(), Qt.MouseButton.LeftButton, pos=r.losses.visualItemRect(item).center())
    assert r.index == rows[1] and not r.timeline.steps[r.step].held
    assert r.losses.currentRow() == 1                              # the row of the decision shown
    d = core_analysis.decision_at(a, rows[1])
    lines = r.choices.lines()
    assert r.choices.isVisible()
    assert lines[0].startswith(f"Move {rows[1] + 1} (You): lost ")
    assert lines[0].endswith("points")
    marked = [line for line in lines[1:] if line.startswith("▶")]
    assert len(marked) == 1 and "(played)" in marked[0]
    assert len(lines) - 1 == len(d["top"]) + (0 if any(c["action"] == d["played"] for c in d["top"]) else 1)
    assert "points" in lines[1]
    r.goto(rows[1] + 1)                                          # the next position: another seat's move
    if core_analysis.decision_at(a, rows[1] + 1) is None:
        assert not r.choices.isVisible()


def test_the_analysis_runs_off_the_gui_thread_and_can_be_cancelled(qtbot, review, tmp_path):
    r = review(played("wild_rummy", 4), save_path=tmp_path / "w.json")
    ticks = []
    timer = QTimer(r)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    qtbot.mouseClick(r.analyse_button, Qt.MouseButton.LeftButton)
    dialog = r.findChild(SeatDialog)
    qtbot.waitUntil(lambda: dialog.isVisible())
    qtbot.keyClick(dialog, Qt.Key.Key_Return)
    assert r.progress.isVisible() and r.analysis_run is not None
    assert not r.analyse_button.isEnabled()
    qtbot.waitUntil(lambda: r.progress.bar.value() > 0, timeout=60_000)
    before = len(ticks)
    step = r.step
    qtbot.keyClick(r, Qt.Key.Key_Right)                          # the review goes on while it runs
    assert r.step == step + 1
    qtbot.waitUntil(lambda: len(ticks) - before >= 5, timeout=30_000)   # the event loop keeps turning
    assert r.analysis_run is not None and r.analysis_run.isRunning()
    qtbot.mouseClick(r.progress.cancel, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: r.analysis_run is None, timeout=60_000)
    assert r.analysis is None and not r.progress.isVisible() and r.analyse_button.isEnabled()
    assert r.slider.bars == [] and r.tabs.indexOf(r.losses) < 0
    assert not (tmp_path / "w.json.analysis.json").exists()


def test_a_cached_analysis_opens_at_once_and_a_corrupt_one_is_redone(qtbot, review, tmp_path):
    state = played("riichi", 4)
    save = tmp_path / "g.json"
    r = review(state, save_path=save)
    r.analyse(0)
    a = analysed(qtbot, r)
    r.close()
    again = review(state, save_path=save)
    again.analyse(0)
    assert again.analysis_run is None and again.analysis == a     # from the cache, no thread
    again.close()
    core_analysis.cache_path(save).write_text("{ damaged")
    third = review(state, save_path=save)
    third.analyse(0)
    assert third.analysis_run is not None                         # ignored, analysed again
    assert analysed(qtbot, third) == a


def test_the_analysis_report_lists_the_biggest_losses_in_the_logs_words(qtbot, review, tmp_path):
    from gui.review.analysis import move_words
    from gui.review.export import write_text
    r = review(played("riichi", 4))
    r.analyse(0)
    a = analysed(qtbot, r)
    text = r.analysis_text()
    worst = core_analysis.losses(a, 1)[0]
    assert "Analysis of You's decisions by the strong AI" in text
    assert "The biggest losses:" in text
    first = next(line for line in text.splitlines() if line.startswith("1. "))
    assert first.startswith(f"1. Move {worst['index'] + 1} · ")
    assert move_words("riichi", worst["played"], NAMES) in first and "points" in first
    assert len(re.findall(r"^\d+\. Move ", text, re.M)) == min(10, len(core_analysis.losses(a)))
    path = write_text(r, tmp_path / "report.txt", text)
    assert path.read_text(encoding="utf-8") == text


def test_closing_the_review_while_it_analyses_stops_the_analysis(qtbot, review):
    r = review(played("wild_rummy", 4))
    r.analyse(0)
    run = r.analysis_run
    assert run is not None
    r.close()
    assert run.isFinished() and r.analysis_run is None


def test_a_finished_save_opened_for_review_keeps_its_analysis_beside_it(qtbot, window, tmp_path):
    from core import saves
    state = played("riichi", 4)
    path = tmp_path / "finished.json"
    saves.save_game(path, state, [{"name": n, "kind": "human" if k == 0 else "ai", "level": "normal"}
                                  for k, n in enumerate(NAMES)])
    assert window.open_save(str(path))
    qtbot.waitUntil(lambda: bool(window.review_windows))
    r = window.review_windows[-1]
    assert str(r.save_path) == str(path)
    r.analyse(0)
    analysed(qtbot, r)
    assert core_analysis.load_cached(core_analysis.cache_path(path), state.record(), 0, "strong") == r.analysis
    r.close()


def test_values_read_in_the_games_words(qtbot):
    from gui.review.analysis import unit_words, value_text
    assert value_text(-2.914, "place") == "average place 2.91"          # daifugō: the place expected
    assert value_text(1771.4, "points") == "1,771 points"
    assert value_text(0.5, "chips") == "0.5 chips"
    assert unit_words("cards") == "cards" and value_text(None, "points") == "? points"
