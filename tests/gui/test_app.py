"""The app as a player meets it: start page, new game, settings, a whole game, save, load,
review, Continue after a crash, language switch."""
import os
import signal
import subprocess
import sys
import textwrap

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialogButtonBox

from core import autosaves, saves
from core.engine import Rng
from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import Player, default_players




def wait_for_human(qtbot, window, timeout=10000):
    """Wait until the local human may act (or the game is over)."""
    c = window.controller
    qtbot.waitUntil(lambda: bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint())), timeout=timeout)


def play_to_end(qtbot, window, pick=lambda legal, rng: legal[rng.randbelow(len(legal))]):
    c, rng = window.controller, Rng(3)
    while not c.state.is_over():
        wait_for_human(qtbot, window)
        if c.state.is_over():
            break
        legal = c._legal_for_viewpoint()
        window.table.action_chosen.emit(pick(legal, rng))
    return c.state


def test_start_page_lists_games_and_disables_continue_without_autosave(window):
    assert window.stack.currentWidget() is window.start_page
    assert set(window.start_page.game_buttons) == set(GAMES)
    assert not window.start_page.continue_button.isEnabled()


def test_full_game_against_three_ais_autosaves_every_action(qtbot, window):
    state = GAMES["daifugo"].new_state(4, {"speed": 0}, 11)
    window.start_game(state, default_players(4))
    seen = []
    c = window.controller
    c.logged.connect(seen.extend)
    def pick(legal, rng):
        if c.state.actions:   # the autosave holds every action so far
            assert autosaves.load_autosave().state.digest() == c.state.digest()
        return legal[rng.randbelow(len(legal))]

    final = play_to_end(qtbot, window, pick)
    assert final.is_over() and sorted(final.result().ranking) == [0, 1, 2, 3]
    assert any("goes out" in line for line in seen)
    qtbot.waitUntil(lambda: bool(saves.list_saves()), timeout=5000)
    kept = saves.list_saves()
    loaded = saves.load_game(kept[0])
    assert loaded.state.digest() == final.digest()


def test_settings_dialog_option_is_used_by_the_new_game(qtbot, window, monkeypatch):
    from gui.dialogs.new_game import NewGameDialog
    from gui.dialogs.settings import SettingsDialog

    dialog = NewGameDialog("daifugo", window)
    qtbot.addWidget(dialog)
    settings = SettingsDialog(dialog.game, dialog._options, dialog)
    spin = settings.findChild(object, "option_speed")
    spin.setValue(0)
    assert spin.text() == "低速 (slow)"
    dialog.set_options(settings.options())
    choice = dialog.choice()
    state = GAMES[choice["game"]].new_state(choice["seats"], choice["options"], choice["seed"])
    assert state.options["speed"] == 0
    assert state.view(0)["speed"] == 0


def test_save_load_review_steps_through_the_same_moves(qtbot, window, tmp_path):
    state = GAMES["daifugo"].new_state(4, None, 21)
    window.start_game(state, default_players(4))
    final = play_to_end(qtbot, window)
    path = tmp_path / "mine.json"
    saves.save_game(path, final, [p.to_json() for p in window.controller.players])
    loaded = saves.load_game(path)
    review = window.open_review(loaded.state, [Player.from_json(p) if isinstance(p, dict) else p for p in loaded.players])
    qtbot.addWidget(review)
    assert review.last == len(final.actions)
    review.goto(0)
    for i in range(review.last):
        qtbot.keyClick(review, Qt.Key.Key_Right)
        assert review.index == i + 1
        assert review.positions[i + 1].actions[-1] == final.actions[i]
    assert review.positions[-1].digest() == final.digest()
    qtbot.keyClick(review, Qt.Key.Key_Home)
    assert review.index == 0 and review.slider.value() == 0
    qtbot.keyClick(review, Qt.Key.Key_End)
    assert review.index == review.last and review.position.text().startswith(f"Move {review.last}")


def test_continue_after_a_simulated_crash(qtbot, window):
    state = GAMES["daifugo"].new_state(4, {"speed": 0}, 5)
    window.start_game(state, default_players(4))
    c = window.controller
    for _ in range(3):
        wait_for_human(qtbot, window)
        window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    qtbot.waitUntil(lambda: not c._busy, timeout=5000)
    digest, moves = c.state.digest(), len(c.state.actions)
    # the process "dies" (its game's lock file stays, stale): a fresh window finds the autosave
    autosaves._HELD.discard(c.game_id)
    fresh = MainWindow({"speed": 0.0})
    fresh._no_dialogs = True
    qtbot.addWidget(fresh)
    assert fresh.start_page.continue_button.isEnabled()
    fresh.continue_game()
    assert len(fresh.controller.state.actions) == moves
    assert fresh.controller.state.digest() == digest
    fresh._close_game()


def test_continue_after_kill_9(qtbot, window, isolated_dirs):
    script = textwrap.dedent("""
        import os, signal, sys
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
            legal = c._legal_for_viewpoint()
            if legal and not c._busy:
                w.table.action_chosen.emit(legal[-1]); played += 1
        while c._busy:
            app.processEvents()
        print(len(c.state.actions), c.state.digest(), flush=True)
        os.kill(os.getpid(), signal.SIGKILL)
    """)
    proc = subprocess.run([sys.executable, "-c", script], env=dict(os.environ), capture_output=True, text=True, timeout=120)
    assert proc.returncode == -signal.SIGKILL, proc.stderr[-2000:]
    moves, digest = proc.stdout.split()
    fresh = MainWindow({"speed": 0.0})
    fresh._no_dialogs = True
    qtbot.addWidget(fresh)
    assert fresh.start_page.continue_button.isEnabled()
    fresh.continue_game()
    assert len(fresh.controller.state.actions) == int(moves)
    assert fresh.controller.state.digest() == digest
    fresh._close_game()


def test_language_switch_shows_japanese(qtbot, window):
    window.set_language("ja")
    try:
        assert window.windowTitle() == "ハウスルール"
        assert window.start_page.continue_button.text() == "続きから"
        assert "ゲーム" in window.menu_game.title()
        assert QApplication.translate("games", GAMES["daifugo"].title) != GAMES["daifugo"].title
    finally:
        window.set_language("en")
    assert window.windowTitle() == "House Rules"


def test_two_humans_get_a_privacy_screen(qtbot, window):
    players = [Player("Ann"), Player("Ben"), Player("Aoi", "ai", "easy")]
    state = GAMES["daifugo"].new_state(3, {"speed": 0}, 2)
    window.start_game(state, players)
    c = window.controller
    shown = []
    c.privacy_needed.connect(shown.append)
    for _ in range(40):
        qtbot.waitUntil(lambda: bool(c.state.is_over() or c._privacy or (not c._busy and c._legal_for_viewpoint())), timeout=10000)
        if c.state.is_over():
            break
        if c._privacy:
            assert window.table_stack.currentWidget() is window.privacy
            window.privacy.button.click()
            continue
        window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    assert shown and set(shown) <= {"Ann", "Ben"}


def test_all_ai_demo_runs_to_the_end(qtbot, window):
    window.demo()
    c = window.controller
    assert c.viewpoint is None
    qtbot.waitUntil(c.state.is_over, timeout=20000)


def test_hint_in_teaching_mode(qtbot, window):
    window.side.teaching.setChecked(True)
    window.start_game(GAMES["daifugo"].new_state(4, None, 3), default_players(4))
    wait_for_human(qtbot, window)
    window._hint()
    assert window.side.hint_text.text().startswith("Hint:")


def test_new_game_dialog_builds_seats(qtbot, window):
    from gui.dialogs.new_game import NewGameDialog

    d = NewGameDialog("daifugo", window)
    qtbot.addWidget(d)
    d.seat_count.setValue(6)
    players = d.players()
    assert len(players) == 6 and players[0].is_human and all(p.kind == "ai" for p in players[1:])
    d.findChild(object, "kind_1").setCurrentIndex(0)
    assert d.players()[1].is_human


def test_new_game_dialog_will_not_start_two_decks_for_eight_players(qtbot, window):
    """Indian Rummy with 2 decks cannot seat 8-10 players (■用意するもの「7人以上の場合は3組」):
    the dialog shows why and Start stays disabled until the table fits."""
    from gui.dialogs.new_game import NewGameDialog

    d = NewGameDialog("indian_rummy", window)
    qtbot.addWidget(d)
    d.set_options({"deck_count": 2})
    d.seat_count.setValue(7)
    assert d.start_button.isEnabled() and d.problem() is None
    d.seat_count.setValue(8)
    assert not d.start_button.isEnabled()
    assert "not enough for 8 players" in d.problem_label.text()
    d.set_options(None)                                 # Auto: 3 decks from 7 players
    assert d.start_button.isEnabled() and not d.problem_label.text()


def test_new_game_refused_by_the_engine_shows_a_message_and_raises_nothing(qtbot, window, monkeypatch):
    """Whatever the dialog lets through, MainWindow.new_game shows the engine's refusal in a
    message box and starts no game (issue 18 item 21: it used to raise ValueError)."""
    from PySide6.QtWidgets import QDialog, QMessageBox

    from gui.dialogs import new_game

    shown = []
    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda self: QDialog.DialogCode.Accepted)
    monkeypatch.setattr(new_game.NewGameDialog, "choice", lambda self: {
        "game": "indian_rummy", "seats": 9, "players": default_players(9),
        "options": GAMES["indian_rummy"].make_options({"deck_count": 2}), "seed": 1})
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: shown.append(text))
    window.new_game("indian_rummy")
    assert shown and "not enough for 9 players" in shown[0]
    assert window.controller is None or window.controller.state.game.id != "indian_rummy"
    assert window.stack.currentWidget() is window.start_page
