"""Game → Statistics (issue 22 #4): the window opened from the Game menu shows a player's figures
from the finished saves (practice and damaged saves left out), in English and Japanese; an empty
folder says so; Reset asks first and keeps the saves."""
from __future__ import annotations

import os
import shutil
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from stats_saves import make_folder  # noqa: E402

from core import saves  # noqa: E402
from gui.dialogs.statistics import StatisticsDialog  # noqa: E402
from gui.i18n import install_language  # noqa: E402


@pytest.fixture(scope="module")
def made(tmp_path_factory):
    """The seeded saves folder, made once for the module."""
    base = tmp_path_factory.mktemp("seeded")
    old = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(base)
    try:
        make_folder()
        return saves.saves_dir()
    finally:
        if old is None:
            os.environ.pop("XDG_DATA_HOME")
        else:
            os.environ["XDG_DATA_HOME"] = old


@pytest.fixture
def seeded(made):
    for path in made.iterdir():
        shutil.copy2(path, saves.saves_dir() / path.name)


def open_from_menu(window, qtbot) -> StatisticsDialog:
    before = set(QApplication.topLevelWidgets())
    window.actions_["statistics"].trigger()
    dialog = next(w for w in QApplication.topLevelWidgets()
                  if w not in before and isinstance(w, StatisticsDialog) and w.isVisible())
    qtbot.waitExposed(dialog)
    return dialog


def pick(qtbot, box, text: str) -> None:
    """Choose ``text`` in a combo box with the keyboard, as a player would."""
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_Home)
    for _ in range(box.count()):
        if box.currentText() == text:
            return
        qtbot.keyClick(box, Qt.Key.Key_Down)
    assert box.currentText() == text


def test_statistics_window_shows_tomos_riichi_figures(window, qtbot, seeded):
    dialog = open_from_menu(window, qtbot)
    assert dialog.pages.currentIndex() == 1
    pick(qtbot, dialog.game_box, "Riichi mahjong (リーチ麻雀)")
    pick(qtbot, dialog.player_box, "Tomo")
    rows = dict(dialog.rows())
    assert rows["Games"] == "2" and rows["Wins (first places)"] == "0"
    assert rows["Mean place"] == "4.00"
    assert (rows["Best score"], rows["Worst score"]) == ("18,100", "16,300")
    assert rows["Riichi rate (立直率)"] == "11.1%"                 # 1 riichi in 9 hands
    assert rows["Hands played"] == "9"
    assert dialog.chart.places == [4, 4] and dialog.chart.means == [4.0, 4.0]
    assert dialog.note.text() == "Practice games left out: 1. Damaged saves skipped: 1."
    pick(qtbot, dialog.game_box, "Indian Rummy (インディアン・ラミー)")
    assert dialog.player_box.currentText() == "Tomo"
    assert dict(dialog.rows())["Packs (drops)"] == "1"
    pick(qtbot, dialog.game_box, "Rule-Addition Daifugō (ルール追加大富豪)")
    rows = dict(dialog.rows())
    assert (rows["Mean place"], rows["Rules added"]) == ("2.50", "1")
    pick(qtbot, dialog.player_box, "AI (Normal)")
    assert dict(dialog.rows())["Games"] == "6"


def test_statistics_window_opens_in_japanese(qapp, qtbot, seeded):
    install_language(qapp, "ja")
    try:
        dialog = StatisticsDialog(None, "riichi")
        qtbot.addWidget(dialog)
        dialog.show()
        qtbot.waitExposed(dialog)
        dialog.choose("riichi", ("human", "Tomo"))
        values = [v for _, v in dialog.rows()]
        assert values[:5] == ["2", "0", "4.00", "18,100", "16,300"]
        assert "11.1%" in values
        assert dialog.game_box.currentText() != "Riichi mahjong (リーチ麻雀)"    # the Japanese title
    finally:
        install_language(qapp, "en")


def test_no_finished_games_says_so(window, qtbot):
    dialog = open_from_menu(window, qtbot)
    assert dialog.pages.currentWidget() is dialog.empty
    assert dialog.empty.text() == "No finished games yet"
    assert not dialog.reset_button.isEnabled()


def test_reset_asks_first_then_empties_and_keeps_the_saves(window, qtbot, seeded, monkeypatch):
    names = sorted(p.name for p in saves.saves_dir().iterdir())
    dialog = open_from_menu(window, qtbot)
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Reset]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.pages.currentIndex() == 1                        # cancelled: nothing changed
    qtbot.mouseClick(dialog.reset_button, Qt.MouseButton.LeftButton)
    assert dialog.pages.currentWidget() is dialog.empty
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == names
