"""The hostile-save corpus (tests/data/hostile_saves, issue 19) through every path a player has in
the app: ``houserules --open FILE``, Load…, Review… and Continue (the file as the autosave). Each
must show a clear message, start or stay on the start page, never raise or hang, and leave the
file as it was (the autosave is set aside beside itself: renamed, kept, bytes and time unchanged).
A valid save of every game opens on every path."""
from __future__ import annotations

import faulthandler
import os
import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import hostile_saves as corpus  # noqa: E402
from app_runs import end_app_run  # noqa: E402
from core import autosaves, saves  # noqa: E402
OLD_MTIME = 1_000_000_000_000_000_000
ALL_CASES = sorted(corpus.CASES) + sorted(corpus.big_cases())

#: the game id of the autosave these tests place (one autosave per game in progress)
GAME_ID = "feed" * 8


@pytest.fixture(autouse=True)
def no_hang():
    """A hang is a failure too: dump the stacks and stop after 120 s."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


@pytest.fixture
def warnings(monkeypatch):
    """Every QMessageBox.warning shown: (title, text)."""
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    return shown


def hostile_bytes(name: str) -> bytes:
    if name in corpus.CASES:
        return (corpus.FOLDER / name).read_bytes()
    return corpus.big_cases()[name][0]()


def reasons(name: str) -> tuple:
    reason = (corpus.CASES.get(name) or corpus.big_cases()[name])[1]
    return reason if isinstance(reason, tuple) else (reason,)


def placed(data: bytes, path: Path) -> tuple[bytes, int]:
    """Write ``data`` at ``path`` with an old mtime; its (bytes, mtime)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    os.utime(path, ns=(OLD_MTIME, OLD_MTIME))
    return data, OLD_MTIME


def state_of(path: Path) -> tuple[bytes, int]:
    return path.read_bytes(), path.stat().st_mtime_ns


def close_main_windows() -> None:
    from gui.main_window import MainWindow

    for w in QApplication.topLevelWidgets():
        if isinstance(w, MainWindow):
            w.close()
            w.deleteLater()
    QApplication.processEvents()


def run_app(argv: list[str]) -> tuple[int, object, list[str]]:
    """gui.app.main(argv) in this process, quitting as soon as its event loop runs (which closes
    the window); (exit code, the main window it made, what it put up: "game" and "review")."""
    from PySide6.QtCore import QTimer

    from gui import app
    from gui.main_window import MainWindow

    made, shown = [], []
    real = {name: getattr(MainWindow, name) for name in ("__init__", "start_game", "open_review")}

    def init(self, *a, **k):
        made.append(self)
        real["__init__"](self, *a, **k)

    def start_game(self, *a, **k):
        real["start_game"](self, *a, **k)
        shown.append("game")

    def open_review(self, *a, **k):
        window = real["open_review"](self, *a, **k)
        shown.append("review")
        return window

    QTimer.singleShot(0, QApplication.instance().quit)
    MainWindow.__init__, MainWindow.start_game, MainWindow.open_review = init, start_game, open_review
    try:
        code = app.main(argv)
        end_app_run()
    finally:
        for name, function in real.items():
            setattr(MainWindow, name, function)
    assert len(made) == 1
    return code, made[0], shown


def new_window(qtbot):
    from gui.main_window import MainWindow

    w = MainWindow({"speed": 0.0, "language": "en"})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    return w


# --- --open ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL_CASES)
def test_open_a_hostile_save_shows_its_reason_and_the_start_page(qtbot, tmp_path, warnings, name):
    path = tmp_path / name
    before = placed(hostile_bytes(name), path)
    try:
        code, window, shown = run_app(["--open", str(path), "--lang", "en"])
        assert code == 1                      # --open of a save that cannot be opened
        assert len(warnings) == 1 and warnings[0][1] in reasons(name)
        assert shown == [] and window.stack.currentWidget() is window.start_page
    finally:
        close_main_windows()
    assert state_of(path) == before


# --- Load… and Review… ----------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL_CASES)
def test_load_and_review_a_hostile_save_show_its_reason(qtbot, tmp_path, monkeypatch, warnings, name):
    path = tmp_path / name
    before = placed(hostile_bytes(name), path)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window = new_window(qtbot)
    try:
        window.load_game()
        window.review_file()
        assert [title for title, _ in warnings] == ["Load a game", "Review a game"]
        assert all(text in reasons(name) for _, text in warnings)
        assert window.controller is None and window.review_windows == []
    finally:
        window._close_game()
    assert state_of(path) == before


# --- Continue -------------------------------------------------------------------------------------
@pytest.mark.parametrize("name", ALL_CASES)
def test_a_hostile_autosave_is_set_aside_and_the_window_shows(qtbot, warnings, name):
    autosave = autosaves.autosave_path(GAME_ID)
    before = placed(hostile_bytes(name), autosave)
    window = new_window(qtbot)
    assert window.isVisible()
    assert not window.start_page.continue_button.isEnabled()
    notice = window.autosave_notice
    assert notice is not None and not notice.isModal()
    qtbot.waitUntil(notice.isVisible, timeout=5000)
    assert any(reason in notice.text() for reason in reasons(name))
    assert warnings == []                                    # nothing modal at the start
    kept = [p for p in autosave.parent.iterdir() if p.name.startswith(f"{GAME_ID}.broken-")]
    assert not autosave.exists() and len(kept) == 1
    assert kept[0].name in notice.text()
    assert state_of(kept[0]) == before                       # renamed, not changed
    notice.close()
    window.continue_game()                                   # nothing to continue now, said calmly
    assert warnings == [] and window.controller is None
    window.close()


def test_a_hostile_autosave_found_by_continue_is_set_aside_too(qtbot, warnings):
    window = new_window(qtbot)
    autosave = autosaves.autosave_path(GAME_ID)
    before = placed(hostile_bytes("player_level_unknown.json"), autosave)   # broken after the start
    window.continue_game()
    assert window.controller is None
    assert "unknown AI level" in window.autosave_notice.text()
    kept = [p for p in autosave.parent.iterdir() if p.name.startswith(f"{GAME_ID}.broken-")]
    assert len(kept) == 1 and state_of(kept[0]) == before and not autosave.exists()


def test_an_autosave_that_cannot_be_set_aside_still_lets_the_window_show(qtbot, warnings, monkeypatch):
    autosave = autosaves.autosave_path(GAME_ID)
    before = placed(hostile_bytes("saved_at_year_1.json"), autosave)

    def refuse(path):
        raise PermissionError(13, "read-only folder", str(path))

    monkeypatch.setattr(saves, "set_aside", refuse)
    window = new_window(qtbot)
    assert window.isVisible() and not window.start_page.continue_button.isEnabled()
    assert "out of range" in window.start_page.continue_info.text()
    assert state_of(autosave) == before
    window.go_home()                                          # told once, not at every refresh
    assert window.findChildren(QMessageBox, "autosave_notice") == [window.autosave_notice]


def test_the_app_starts_with_a_hostile_autosave(qtbot, warnings):
    """The whole start (gui.app.main) with the autosave of issue 19: year 1."""
    placed(hostile_bytes("saved_at_year_1.json"), autosaves.autosave_path(GAME_ID))
    try:
        code, window, _ = run_app(["--lang", "en"])
        assert code == 0 and warnings == []
        assert window.autosave_notice is not None and not window.start_page.continue_button.isEnabled()
    finally:
        close_main_windows()


# --- item 3: an unknown AI level never stops a game -----------------------------------------------------
def test_a_game_with_an_unknown_ai_level_starts_at_normal(qtbot):
    from core.registry import GAMES
    from gui.players import Player

    window = new_window(qtbot)
    state = GAMES["daifugo"].new_state(4, None, 3)
    players = [Player("You"), Player("Aoi", "ai", "grandmaster"), Player("Ren", "ai", "normal"),
               Player("Yui", "ai", None)]
    window.start_game(state, players)
    try:
        assert window.controller is not None
        assert [p.level for p in window.controller.players] == [None, "normal", "normal", None]
    finally:
        window._close_game()


# --- the controls: a valid save of every game opens on every path -------------------------------------
@pytest.fixture(scope="module")
def controls(tmp_path_factory):
    return corpus.control_saves(tmp_path_factory.mktemp("controls"))


@pytest.mark.parametrize("name", [f"control_{g}.json" for g in
                                  ("daifugo", "indian_rummy", "wild_rummy", "riichi", "anmika", "hero_mahjong")]
                         + ["control_daifugo_finished.json"])
def test_a_valid_save_opens_on_every_path(qtbot, tmp_path, monkeypatch, warnings, controls, name):
    path = tmp_path / name
    before = placed(controls[name].read_bytes(), path)
    finished = name.endswith("_finished.json")
    try:
        code, window, shown = run_app(["--open", str(path), "--lang", "en"])
        assert code == 0 and warnings == []
        assert shown == ["review" if finished else "game"]
    finally:
        close_main_windows()
    window = new_window(qtbot)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(path), ""))
    window.review_file()
    assert warnings == [] and len(window.review_windows) == 1
    window.review_windows[0].close()
    window.close()
    assert state_of(path) == before
    if finished:
        return
    placed(path.read_bytes(), autosaves.autosave_path(GAME_ID))
    window = new_window(qtbot)
    assert window.autosave_notice is None and window.start_page.continue_button.isEnabled()
    window.continue_game()
    assert warnings == [] and window.controller is not None
    window._close_game()


# --- item 8: the new-game dialog gives no longer names than a save holds ------------------------------
def test_the_new_game_dialog_limits_names_to_what_a_save_holds(qtbot):
    from PySide6.QtWidgets import QLineEdit

    from gui.dialogs.new_game import NAME_CHARS, NewGameDialog

    dialog = NewGameDialog("daifugo")
    qtbot.addWidget(dialog)
    fields = [w for w in dialog.findChildren(QLineEdit) if w.objectName().startswith("name_")]
    assert fields and all(f.maxLength() == NAME_CHARS <= saves.MAX_NAME_CHARS for f in fields)
    fields[0].setText("N" * 1000)
    assert fields[0].text() == "N" * NAME_CHARS                  # refused as typed, not cut later
    assert max(len(p.name) for p in dialog.choice()["players"]) == NAME_CHARS


# --- a defect met while a loaded save is put up is told, never raised -----------------------------------
@pytest.mark.parametrize("path_name", ["open", "review", "continue"])
def test_a_save_the_table_cannot_show_is_told_not_raised(qtbot, monkeypatch, warnings, controls, path_name):
    import gui.registry as registry

    def broken(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    window = new_window(qtbot)
    monkeypatch.setattr(registry, "make_table", broken)
    monkeypatch.setattr("gui.review.window.make_table", broken)
    monkeypatch.setattr(QFileDialog, "getOpenFileName", lambda *a, **k: (str(controls["control_riichi.json"]), ""))
    if path_name == "open":
        window.open_save(str(controls["control_riichi.json"]))
    elif path_name == "review":
        window.review_file()
    else:
        placed(controls["control_riichi.json"].read_bytes(), autosaves.autosave_path(GAME_ID))
        window.continue_game()
    assert [text for _, text in warnings] == ["The save is damaged: it cannot be shown or played."]
    assert window.controller is None and window.table is None
    assert window.stack.currentWidget() is window.start_page
