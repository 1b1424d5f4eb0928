"""``houserules --smoke`` always exits by itself, with its status: no modal box may block it
(a save given to --open that cannot be opened gives status 1)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest
from PySide6.QtWidgets import QApplication

from core import saves
from core.registry import GAMES
from gui.players import default_players


def run_app(*args: str, timeout: float = 60) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": os.getcwd()}
    return subprocess.run([sys.executable, "-m", "gui.app", *args], env=env, capture_output=True, text=True,
                          timeout=timeout, stdin=subprocess.DEVNULL)


@pytest.mark.parametrize("content", [b"not a save", b'{"format": "houserules-save", "version": 1}', None])
def test_smoke_with_a_save_that_cannot_be_opened_exits_with_status_1(tmp_path, content):
    bad = tmp_path / "bad.json"
    if content is not None:
        bad.write_bytes(content)
    proc = run_app("--open", str(bad), "--smoke")
    assert proc.returncode == 1, proc.stderr
    assert str(bad) in proc.stderr
    assert "Traceback" not in proc.stderr


def test_smoke_with_a_good_save_exits_with_status_0(tmp_path):
    state = GAMES["daifugo"].new_state(4, None, 5)
    good = tmp_path / "good.json"
    saves.save_game(good, state, [p.to_json() for p in default_players(4)])
    proc = run_app("--open", str(good), "--smoke")
    assert proc.returncode == 0, proc.stderr
    assert "Traceback" not in proc.stderr


def test_smoke_in_process_returns_its_status_and_leaves_the_event_loop_alone(qtbot, tmp_path):
    from PySide6.QtCore import QTimer

    from gui import app as app_module
    from gui.main_window import MainWindow

    bad = tmp_path / "bad.json"
    bad.write_text("{")
    assert app_module.main(["--open", str(bad), "--smoke", "--lang", "en"]) == 1
    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow):
            w.close()
    timer = QTimer()
    timer.setSingleShot(True)
    with qtbot.waitSignal(timer.timeout, timeout=2000):   # no loop of the tests is ended by the app's exit
        timer.start(300)
