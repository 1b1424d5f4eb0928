"""Take-back (issue 22 item 2), as a player meets it: Ctrl+Z or Game → Take back puts the table back
on your previous decision, exactly, again and again; the game becomes a practice game in its
autosave, its finished save, the results and the review; hot-seat games offer none."""
from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from core import autosaves, saves
from core.registry import GAMES
from gui.players import Player, default_players

SEEDS = {"daifugo": 11, "indian_rummy": 5, "riichi": 3}


def start(window, game_id: str, humans: int = 1, seed: int | None = None):
    game = GAMES[game_id]
    seats = 4 if 4 in game.players else min(game.players)
    state = game.new_state(seats, None, SEEDS.get(game_id, 1) if seed is None else seed)
    window.start_game(state, default_players(seats, humans=humans, level="easy"))
    return window.controller


def wait_for_you(qtbot, window):
    """Until the table waits for the human's decision; the controller then."""
    qtbot.waitUntil(lambda: window.controller is not None and not window.controller._busy
                    and bool(window.controller._legal_for_viewpoint()), timeout=20000)
    return window.controller


def decide(qtbot, window, n: int) -> list[tuple[int, str]]:
    """Make ``n`` decisions as the human (the first legal action each time); the (moves, digest) of
    each position where the human was asked, and of the one where the human is asked now."""
    asked = []
    for _ in range(n):
        c = wait_for_you(qtbot, window)
        asked.append((len(c.state.actions), c.state.digest()))
        window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    c = wait_for_you(qtbot, window)
    asked.append((len(c.state.actions), c.state.digest()))
    return asked


def ctrl_z(qtbot, window):
    window.activateWindow()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)


def shows(window, moves_digest: tuple[int, str]) -> bool:
    """The game on the table is at that position and the table shows it to the human, with the
    human's choices."""
    c = window.controller
    you = c.you
    return ((len(c.state.actions), c.state.digest()) == moves_digest
            and window.table._view == c.state.view(you) and window.table._legal == c.state.legal_actions(you))


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_ctrl_z_and_the_menu_take_back_to_your_previous_decisions_exactly(window, qtbot, game_id):
    first = start(window, game_id)
    asked = decide(qtbot, window, 3)
    assert window.actions_["take_back"].isEnabled()

    ctrl_z(qtbot, window)
    assert window.controller is not first
    wait_for_you(qtbot, window)
    assert shows(window, asked[-2])                # where you decided last, digest for digest
    assert window.controller.take_backs == [asked[-2][0]]

    window.actions_["take_back"].trigger()         # Game → Take back: one decision further back
    wait_for_you(qtbot, window)
    assert shows(window, asked[-3])
    assert window.controller.take_backs == [asked[-2][0], asked[-3][0]]
    assert "Practice" in window.windowTitle()
    assert first._closed                           # the old game's AI answers are dropped


def test_the_autosave_of_a_taken_back_game_is_practice_and_continues_as_one(window, qtbot):
    c = start(window, "daifugo")
    asked = decide(qtbot, window, 2)
    ctrl_z(qtbot, window)
    c = wait_for_you(qtbot, window)
    doc = json.loads(autosaves.autosave_path(c.game_id).read_text("utf-8"))
    assert doc["take_backs"] == [asked[-2][0]] and saves.is_practice(doc)
    loaded = autosaves.load_autosave(c.game_id)
    assert saves.is_practice(loaded) and loaded.take_backs == [asked[-2][0]]
    assert loaded.state.digest() == asked[-2][1]

    game_id = c.game_id
    window.go_home()
    assert window.windowTitle() == "House Rules"
    window.resume_autosave(game_id)
    c = wait_for_you(qtbot, window)
    assert c.take_backs == [asked[-2][0]] and "Practice" in window.windowTitle()
    window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    qtbot.waitUntil(lambda: len(autosaves.load_autosave(game_id).record.actions) > asked[-2][0], timeout=20000)
    assert autosaves.load_autosave(game_id).take_backs == [asked[-2][0]]    # kept by every later autosave


def test_a_game_not_taken_back_is_no_practice_game(window, qtbot):
    c = start(window, "daifugo")
    decide(qtbot, window, 1)
    doc = json.loads(autosaves.autosave_path(c.game_id).read_text("utf-8"))
    assert "take_backs" not in doc and not saves.is_practice(doc)
    assert not saves.is_practice(autosaves.load_autosave(c.game_id))
    assert window.windowTitle() == "House Rules"


def test_take_back_is_greyed_before_your_first_decision_and_at_the_start_page(window, qtbot):
    assert not window.actions_["take_back"].isEnabled()
    start(window, "daifugo")
    c = wait_for_you(qtbot, window)
    if any(a.seat == c.you for a in c.state.actions):
        pytest.skip("this deal gives the human a decision before the first asked here")
    assert not window.actions_["take_back"].isEnabled()
    ctrl_z(qtbot, window)
    assert window.controller is c                   # nothing happened
    decide(qtbot, window, 1)
    assert window.actions_["take_back"].isEnabled()
    window.go_home()
    assert not window.actions_["take_back"].isEnabled()


def test_hot_seat_games_offer_no_take_back(window, qtbot):
    c = start(window, "daifugo", humans=2)
    for _ in range(3):                              # decisions of both humans, behind the privacy screen
        qtbot.waitUntil(lambda: c._privacy or (not c._busy and bool(c._legal_for_viewpoint())), timeout=20000)
        if c._privacy:
            window._privacy_ready()
            continue
        window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    assert any(window.controller.players[a.seat].is_human for a in c.state.actions)
    assert not window.actions_["take_back"].isEnabled()
    moves = len(c.state.actions)
    ctrl_z(qtbot, window)
    window.take_back()
    assert window.controller is c and len(c.state.actions) >= moves


def test_the_results_and_the_review_say_practice_and_mark_the_take_backs(window, qtbot, monkeypatch):
    from gui.dialogs.results import ResultsDialog

    shown = []
    monkeypatch.setattr(ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    window._no_dialogs = False                     # daifugō has no round dialog: the results show
    start(window, "daifugo")
    asked = decide(qtbot, window, 2)
    ctrl_z(qtbot, window)
    c = wait_for_you(qtbot, window)
    k = asked[-2][0]
    while not c.state.is_over():                   # play the game out
        window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
        qtbot.waitUntil(lambda: c.state.is_over() or (not c._busy and bool(c._legal_for_viewpoint())), timeout=30000)
    qtbot.waitUntil(lambda: bool(shown), timeout=10000)
    assert shown[0].findChild(QLabel, "practice").text() == "Practice game (taken back once)"
    assert not window.actions_["take_back"].isEnabled()       # the game is over

    finished = saves.list_saves()
    assert len(finished) == 1
    loaded = saves.load_game(finished[0])
    assert saves.is_practice(loaded) and loaded.take_backs == [k]
    assert loaded.state.digest() == c.state.digest()          # the line finally played

    review = window.open_review(loaded.state, [Player.from_json(p) for p in loaded.players], loaded.take_backs)
    marks = [review.log.item(r) for r in range(review.log.count())
             if review.log.item(r).data(Qt.ItemDataRole.UserRole + 1) == "take_back"]
    assert [(m.data(Qt.ItemDataRole.UserRole), m.text()) for m in marks] == [(k, "↶ Taken back here")]
    assert review.slider.marks == [k]                         # a mark under the timeline too
    review.goto(k)
    assert review.position.text() == f"Move {k} / {review.last} · taken back here"
    review.goto(k + 1)
    assert "taken back" not in review.position.text()
    assert review.findChild(QLabel, "review_practice").text() == "Practice game (taken back once)"
    review.close()


def test_only_take_backs_on_the_line_played_are_marked():
    from gui.take_back import shown_points

    assert shown_points([40, 55, 30], 35) == {30: 1}           # 40 and 55 were played again
    assert shown_points([10, 20, 20, 5], 50) == {5: 1}
    assert shown_points([5, 10, 10], 50) == {5: 1, 10: 2}
    assert shown_points([], 3) == {}


def test_a_take_back_while_the_ai_thinks_drops_its_answer(window, qtbot, monkeypatch):
    import time

    from core.ai import make_agent as real_make_agent
    import gui.controller as controller

    def slow_agent(*args):                         # every AI seat thinks for a while
        agent = real_make_agent(*args)
        choose = agent.choose
        agent.choose = lambda view, legal: (time.sleep(0.3), choose(view, legal))[1]
        return agent
    monkeypatch.setattr(controller, "make_agent", slow_agent)
    first = start(window, "daifugo")
    c = wait_for_you(qtbot, window)
    before = (len(c.state.actions), c.state.digest())
    window.table.action_chosen.emit(c._legal_for_viewpoint()[0])
    qtbot.waitUntil(lambda: "thinking" in window.side.turn.text(), timeout=5000)   # an AI is thinking
    ctrl_z(qtbot, window)
    assert window.controller is not first
    wait_for_you(qtbot, window)
    assert shows(window, before)
    qtbot.wait(800)                                # the old AI's answer has come and gone
    assert shows(window, before) and len(first.state.actions) == before[0] + 1


def test_ctrl_z_in_the_review_window_takes_nothing_back(window, qtbot):
    first = start(window, "daifugo")
    decide(qtbot, window, 2)
    moves = len(first.state.actions)
    window.review_current()
    review = window.review_windows[-1]
    review.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is review, timeout=5000)
    qtbot.keyClick(review, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(review.table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.controller is first and len(first.state.actions) == moves
    review.close()
