"""The app starts, shows its window and plays a game whatever the settings file holds: a bad
value falls back to its default (core.settings.load_settings), never stops the app or a game."""
from __future__ import annotations

import math
import time

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from core.settings import DEFAULT_SETTINGS, load_settings, settings_path
from gui import app as app_module
from gui.i18n import install_language
from gui.main_window import CALL_TIMERS, MainWindow

from app_runs import end_app_run  # noqa: E402

BROKEN_SETTINGS = {
    "wrong_types": b'{"speed": "fast", "language": 5, "teaching": "yes", "call_timer": "abc"}',
    "call_timer_text": b'{"call_timer": "abc"}',
    "call_timer_null": b'{"call_timer": null}',
    "call_timer_1e400": b'{"call_timer": 1e400}',
    "call_timer_float": b'{"call_timer": 7.5}',
    "all_null": b'{"speed": null, "language": null, "teaching": null, "call_timer": null}',
    "speed_nan_as_text": b'{"speed": NaN}',
    "speed_1e400": b'{"speed": 1e400}',
    "speed_minus_1e400": b'{"speed": -1e400}',
    "speed_huge": b'{"speed": 1e9}',
    "speed_huge_integer": b'{"speed": 100000000000000000000000000000000000000}',
    "speed_max_float": b'{"speed": 1.7976931348623157e308}',
    "call_timer_huge": b'{"call_timer": 99999999999999999999}',
    "negative": b'{"speed": -1, "call_timer": -10}',
    "nested": b'{"speed": {"speed": [1, [2, [3]]]}, "language": {"en": "ja"}, "call_timer": [[5]]}',
    "deeply_nested": b'{"speed": ' + b"[" * 50_000 + b"]" * 50_000 + b"}",
    "json_array": b'[{"speed": 0, "call_timer": 5}]',
    "json_string": b'"ja"',
    "json_number": b"1e400",
    "binary_garbage": bytes(range(256)) * 4,
    "pickle": b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00}\x94\x8c\x05speed\x94G\x7f\xf0\x00\x00\x00\x00\x00\x00s.",
    "empty": b"",
    "whitespace": b" \n\t ",
    "truncated": b'{"speed": 0.5, "call_ti',
    "two_megabytes": b'{"pad": "' + b"x" * (2 * 1024 * 1024) + b'"}',
    "unknown_keys": b'{"volume": 11, "theme": null, "window": {"x": -1e308}, "speed": 0.5}',
    "unknown_language": b'{"language": "klingon"}',
    "utf16": '{"speed": 0.5}'.encode("utf-16"),
}
MAX_SPEED = 4.0


#: the files that spoke of the speed: the demo game must be seen to move
MOVING = {"wrong_types", "all_null", "speed_nan_as_text", "speed_1e400", "speed_minus_1e400", "speed_huge",
          "speed_huge_integer", "speed_max_float", "negative", "nested", "directory"}


@pytest.fixture
def english_afterwards(qapp):
    """The app installs the language of the settings; the next tests run in English again. A
    window left open by a failure is closed."""
    yield
    for w in main_windows():
        w.close()
    install_language(qapp, "en")


def write_settings(name: str) -> None:
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    if name == "directory":
        path.mkdir()
        (path / "settings.json").write_text('{"speed": 1e9}')
    else:
        path.write_bytes(BROKEN_SETTINGS[name])


def main_windows() -> list[MainWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)]


def run_app(argv: list[str], *, until_moved: bool, timeout_s: float = 30.0) -> tuple[int, dict]:
    """``gui.app.main(argv + ["--demo"])`` in this process; returns its exit code and what was
    seen of its window once it was shown (``until_moved``: once the all-AI game had made a move),
    or when the time ran out. The window is closed then."""
    seen: dict = {}
    before = set(map(id, main_windows()))
    start = time.monotonic()

    def look() -> None:
        window = next((w for w in main_windows() if id(w) not in before), None)
        c = window.controller if window is not None else None
        ready = c is not None and (c.state.actions or not until_moved)
        if ready or time.monotonic() - start > timeout_s:
            seen.update(shown=window is not None and window.isVisible(),
                        moves=len(c.state.actions) if c is not None else 0,
                        speed=window.table.speed() if c is not None else None,
                        call_timer=[a.isChecked() for _, a in window.call_timer_actions] if window else [])
            if c is not None:                # stop the game and its animations, then close
                c.close()
                window.table.set_speed(0)
            QTimer.singleShot(50, lambda: close(window))
            return
        QTimer.singleShot(20, look)

    def close(window) -> None:
        if window is not None:
            window.close()
        QApplication.instance().quit()

    QTimer.singleShot(0, look)
    code = app_module.main(argv + ["--demo"])
    end_app_run()
    return code, seen


@pytest.mark.parametrize("name", [*BROKEN_SETTINGS, "directory"])
def test_the_app_starts_with_a_broken_settings_file(name, english_afterwards):
    """The window is shown, its table at a sane speed; where the file spoke of the speed, the
    demo game is seen to make a move."""
    write_settings(name)
    code, seen = run_app([], until_moved=name in MOVING)
    assert code == 0
    assert seen["shown"], "the window was not shown"
    assert seen["speed"] is not None and math.isfinite(seen["speed"]) and 0 <= seen["speed"] <= MAX_SPEED
    assert seen["speed"] == load_settings()["speed"]
    assert sum(seen["call_timer"]) == 1          # one time limit is ticked in the menu
    if name in MOVING:
        assert seen["moves"] >= 1, "the game did not advance"


def test_after_the_app_has_run_here_the_tests_timers_still_fire(qtbot, english_afterwards):
    """The app's run leaves no quit behind that would end the next tests' loops at once (their
    animations then never move: tests/gui/app_runs.py)."""
    write_settings("directory")
    run_app([], until_moved=False)
    QApplication.processEvents()                 # as pytest-qt does between tests
    ticks: list[int] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start(10)
    qtbot.wait(300)
    timer.stop()
    assert len(ticks) >= 5


def test_a_window_given_bad_settings_directly_uses_the_defaults(qtbot):
    w = MainWindow({"speed": 1e9, "call_timer": "abc", "teaching": "yes", "language": ["en"]})
    qtbot.addWidget(w)
    assert w.settings["speed"] == DEFAULT_SETTINGS["speed"]
    assert [a.isChecked() for _, a in w.call_timer_actions] == [s == 0 for _, s in CALL_TIMERS]
