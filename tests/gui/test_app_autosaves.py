"""Two windows on one data folder, several unfinished games, the old single autosave (issue 19,
items 5 and 7), as a player meets them: every game in progress keeps its own autosave until it is
finished, Continue lists them, a game open in another window is not opened twice."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtWidgets import QDialog, QMessageBox

from core import autosaves, saves
from core.engine import Rng
from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import default_players

PLAYERS = [{"name": n, "kind": k, "level": lv} for n, k, lv in
           (("You", "human", None), ("Aoi", "ai", "easy"), ("Ren", "ai", "easy"), ("Yui", "ai", "easy"))]


def open_window(qtbot, dialogs: bool = False) -> MainWindow:
    """Another app window on the same data folder (English, no animations)."""
    w = MainWindow({"speed": 0.0, "language": "en"})
    w._no_dialogs = not dialogs
    qtbot.addWidget(w)
    w.show()
    return w


def play_human_moves(qtbot, window, n: int) -> None:
    c = window.controller
    for _ in range(n):
        qtbot.waitUntil(lambda: not c._busy and bool(c._legal_for_viewpoint()), timeout=10000)
        window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    qtbot.waitUntil(lambda: not c._busy and bool(c._legal_for_viewpoint()), timeout=10000)


def autosaved(game_id):
    loaded = autosaves.load_autosave(game_id)
    return None if loaded is None else (len(loaded.record.actions), loaded.state.digest())


def random_game(game: str, seed: int, moves: int):
    state, rng = GAMES[game].new_state(4, None, seed), Rng(seed)
    for _ in range(moves):
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
    return state


@pytest.fixture
def boxes(monkeypatch):
    """Message boxes are recorded (title, text) instead of shown."""
    seen = []
    for kind in ("information", "warning"):
        monkeypatch.setattr(QMessageBox, kind, lambda parent, title, text, *a, **k: seen.append((title, text)))
    return seen


def test_two_windows_keep_their_own_games_and_finishing_one_keeps_the_other(qtbot, window):
    window.start_game(GAMES["daifugo"].new_state(4, {"speed": 0}, 5), default_players(4))
    play_human_moves(qtbot, window, 3)
    a = window.controller
    mine = (len(a.state.actions), a.state.digest())
    other = open_window(qtbot)
    other.start_game(GAMES["indian_rummy"].new_state(4, None, 3), default_players(4, humans=0, level="easy"))
    b = other.controller
    qtbot.waitUntil(lambda: len(b.state.actions) >= 10, timeout=20000)
    # both games are autosaved at once, each in its own file
    assert autosaved(a.game_id) == mine
    assert autosaved(b.game_id)[0] >= 10
    window.close()                    # the first window is closed mid-game
    qtbot.waitUntil(b.state.is_over, timeout=60000)
    qtbot.waitUntil(lambda: autosaved(b.game_id) is None, timeout=5000)   # finished: its own autosave goes
    assert autosaved(a.game_id) == mine                                      # the other game's stays
    fresh = open_window(qtbot)
    assert fresh.start_page.continue_button.isEnabled()
    assert f"({mine[0]} moves played)" in fresh.start_page.continue_info.text()
    fresh.continue_game()
    assert (len(fresh.controller.state.actions), fresh.controller.state.digest()) == mine
    fresh._close_game()


WINDOW_KILLED = textwrap.dedent("""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtWidgets import QApplication
    app = QApplication([])
    from core.registry import GAMES
    from gui.main_window import MainWindow
    from gui.players import default_players
    w = MainWindow({"speed": 0.0}); w._no_dialogs = True; w.show()
    w.start_game(GAMES["daifugo"].new_state(4, {"speed": 0}, 8), default_players(4))
    c = w.controller
    played = 0
    while played < 4:
        app.processEvents()
        if c._legal_for_viewpoint() and not c._busy:
            w.table.action_chosen.emit(c._legal_for_viewpoint()[-1]); played += 1
    while c._busy or not c._legal_for_viewpoint():
        app.processEvents()
    print(c.game_id, len(c.state.actions), c.state.digest(), flush=True)
    app.exec()                        # plays on (waits for its human) until it is killed
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_two_app_processes_one_killed_both_games_survive_until_finished(qtbot, window, boxes):
    proc = subprocess.Popen([sys.executable, "-c", WINDOW_KILLED], env=dict(os.environ), stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        line = proc.stdout.readline()
        assert line, proc.stderr.read()[-2000:]
        game_a, moves, digest = line.split()
        # this window plays its own game meanwhile
        window.start_game(GAMES["wild_rummy"].new_state(4, None, 4), default_players(4, humans=0, level="easy"))
        b = window.controller
        qtbot.waitUntil(lambda: len(b.state.actions) >= 10, timeout=20000)
        assert autosaved(game_a) == (int(moves), digest)
        # the other app plays game A: it is not offered here, and cannot be opened twice
        third = open_window(qtbot)
        assert not third.start_page.continue_button.isEnabled()
        assert "open in another window" in third.start_page.continue_info.text()
        third.resume_autosave(game_a)
        assert third.controller is None and "open in another window" in boxes[-1][1]
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.communicate(timeout=30)
    assert proc.returncode == -signal.SIGKILL
    qtbot.waitUntil(b.state.is_over, timeout=60000)
    qtbot.waitUntil(lambda: autosaved(b.game_id) is None, timeout=5000)
    assert autosaved(game_a) == (int(moves), digest)          # the killed window's game survives
    fresh = open_window(qtbot)
    assert fresh.start_page.continue_button.isEnabled()
    fresh.continue_game()
    assert fresh.controller.game_id == game_a
    assert (len(fresh.controller.state.actions), fresh.controller.state.digest()) == (int(moves), digest)
    fresh._close_game()


def test_a_game_open_in_another_window_of_this_app_is_not_opened_twice(qtbot, window, boxes):
    window.start_game(GAMES["daifugo"].new_state(4, {"speed": 0}, 6), default_players(4))
    play_human_moves(qtbot, window, 2)
    game_id = window.controller.game_id
    other = open_window(qtbot)
    assert not other.start_page.continue_button.isEnabled()
    assert other.start_page.continue_info.text() == "Your unfinished game is open in another window."
    other.continue_game()
    other.resume_autosave(game_id)
    assert other.controller is None
    assert [title for title, _ in boxes] == ["Continue", "Continue"]
    window.go_home()                  # the first window lets it go: now it can be continued
    other.update_continue()
    assert other.start_page.continue_button.isEnabled()
    other.continue_game()
    assert other.controller.game_id == game_id
    other._close_game()


def test_new_game_and_load_keep_the_unfinished_game_on_the_table(qtbot, window, tmp_path):
    window.start_game(GAMES["daifugo"].new_state(4, {"speed": 0}, 7), default_players(4))
    play_human_moves(qtbot, window, 2)
    first = window.controller.game_id
    kept = autosaved(first)
    window.start_game(GAMES["daifugo"].new_state(4, {"speed": 0}, 8), default_players(4))   # New game
    play_human_moves(qtbot, window, 1)
    second = window.controller.game_id
    path = tmp_path / "saved.json"
    saves.save_game(path, random_game("daifugo", 9, 6), PLAYERS)
    window.open_save(str(path))                                                              # Load
    play_human_moves(qtbot, window, 1)
    assert len({first, second, window.controller.game_id}) == 3
    assert autosaved(first) == kept and autosaved(second)[0] >= 1
    window.go_home()
    assert window.start_page.continue_info.text().startswith("3 unfinished games; the most recent: ")


def test_continue_lists_several_unfinished_games_to_choose_or_discard(qtbot, monkeypatch):
    from gui.dialogs.continue_game import ContinueDialog

    ids = [autosaves.new_game_id() for _ in range(3)]
    for i, (game, gid) in enumerate(zip(("daifugo", "riichi", "wild_rummy"), ids)):
        autosaves.autosave(random_game(game, i, 5 + i), PLAYERS, game_id=gid)
        os.utime(autosaves.autosave_path(gid), (1_700_000_000 + i, 1_700_000_000 + i))
    w = open_window(qtbot, dialogs=True)
    assert w.start_page.continue_button.isEnabled()
    assert w.start_page.continue_info.text().startswith("3 unfinished games; the most recent: Continue ")
    assert w.start_page.continue_info.text().endswith(" with You, Aoi, Ren, Yui (7 moves played)")
    dialog = ContinueDialog([e for e in autosaves.list_autosaves()], w.describe_autosave, w)
    qtbot.addWidget(dialog)
    rows = [[dialog.games.topLevelItem(r).text(c) for c in range(4)] for r in range(dialog.games.topLevelItemCount())]
    assert [r[3] for r in rows] == ["7", "6", "5"]                # the most recent first, with its moves
    assert all(r[1] == "You, Aoi, Ren, Yui" and r[2].startswith("20") for r in rows)
    assert dialog.chosen_game() == ids[2]
    # discarding asks first: No keeps it, Yes removes only that game's autosave
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: answers.pop(0))
    assert not dialog.discard_chosen() and autosaves.autosave_path(ids[2]).exists()
    assert dialog.discard_chosen()
    assert not autosaves.autosave_path(ids[2]).exists() and autosaves.autosave_path(ids[1]).exists()
    assert dialog.games.topLevelItemCount() == 2
    # Continue in the window: the chooser opens; the player picks the oldest game
    def pick_last(self):
        self.games.setCurrentItem(self.games.topLevelItem(self.games.topLevelItemCount() - 1))
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(ContinueDialog, "exec", pick_last)
    w.continue_game()
    assert w.controller.game_id == ids[0] and len(w.controller.state.actions) == 5
    w._close_game()


def test_the_old_single_autosave_is_moved_in_at_start_and_continues(qtbot):
    state = random_game("daifugo", 12, 9)
    legacy = autosaves.autosave_path()
    saves.save_game(legacy, state, PLAYERS)
    w = open_window(qtbot)
    assert not legacy.exists()
    assert [e.game.state.digest() for e in autosaves.list_autosaves()] == [state.digest()]
    assert w.start_page.continue_button.isEnabled()
    w.continue_game()
    assert w.controller.state.digest() == state.digest()
    w._close_game()


def test_a_window_start_removes_temp_files_of_killed_writes_only(qtbot):
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    folder = autosaves.autosaves_dir()
    stale = folder / f".{'a' * 32}.json.{gone.pid}.abcdefgh.tmp"
    live = folder / f".{'b' * 32}.json.{os.getppid()}.abcdefgh.tmp"
    stale_lock = folder / f"{'c' * 32}.lock"
    for path in (stale, live):
        path.write_text("{")
    stale_lock.write_text(json.dumps({"pid": gone.pid}))
    open_window(qtbot)
    assert not stale.exists() and live.exists() and not stale_lock.exists()


def test_a_rule_addition_session_that_has_ended_leaves_no_autosave_to_continue(qtbot, window):
    """ルール追加の終了: after the last game the session's autosave goes (the game is in the saves
    folder); one left by an older version is not offered by Continue."""
    from core.games.daifugo.session import Session

    session = Session(4, 1)
    session.add_catalogue("session_end", 0, params={"games": 1, "wins": 0})
    state = GAMES["daifugo"].new_state(4, session.next_options(), 3)
    window.start_game(state, default_players(4, humans=0, level="easy"))
    c = window.controller
    qtbot.waitUntil(c.state.is_over, timeout=20000)
    qtbot.waitUntil(lambda: bool(saves.list_saves()), timeout=5000)
    assert autosaved(c.game_id) is None
    assert saves.load_game(saves.list_saves()[0]).state.digest() == c.state.digest()
    autosaves.autosave(c.state, PLAYERS, game_id=autosaves.new_game_id())       # an older version's leftover
    window.go_home()
    assert not window.start_page.continue_button.isEnabled()
