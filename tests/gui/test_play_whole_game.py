"""A whole game as a player plays it: only real key presses, or only real mouse gestures, on the
real main window against three AIs, to the results."""
import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import default_players


@pytest.fixture
def window(qtbot, tmp_path, monkeypatch):
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    w = MainWindow({"speed": 0.0, "language": "en"})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._close_game()


def _my_turn(c) -> bool:
    return bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint()))


def _choice(legal):
    """Plays the weakest play with the most cards, else passes (a plain human habit)."""
    plays = [a for a in legal if a.kind == "play"]
    if not plays:
        return legal[-1]
    return max(plays, key=lambda a: (len(a.cards), -plays.index(a)))


def _play_game(qtbot, window, act):
    state = GAMES["daifugo"].new_state(4, {"speed": 0}, 77)
    window.start_game(state, default_players(4))
    c = window.controller
    turns = 0
    while True:
        qtbot.waitUntil(lambda: _my_turn(c), timeout=15000)
        if c.state.is_over():
            break
        before = len(c.state.actions)
        act(window, _choice(c._legal_for_viewpoint()))
        qtbot.waitUntil(lambda: len(c.state.actions) > before, timeout=5000)
        turns += 1
    assert turns > 3
    assert sorted(c.state.result().ranking) == [0, 1, 2, 3]


def test_whole_game_with_the_keyboard_only(qtbot, window):
    def act(w, action):
        table = w.table
        table.setFocus()
        QTest.keyClick(table, Qt.Key.Key_Escape)
        if action.kind == "pass":
            QTest.keyClick(table, Qt.Key.Key_P)
            return
        hand = [item.code for item in table.table_scene.local_hand()]
        wanted = list(action.cards)
        for _ in hand:                                   # the cursor to the leftmost card
            QTest.keyClick(table, Qt.Key.Key_Left)
        cursor = 0
        for i, code in enumerate(hand):
            if code in wanted:
                wanted.remove(code)
                for _ in range(i - cursor):
                    QTest.keyClick(table, Qt.Key.Key_Right)
                cursor = i
                QTest.keyClick(table, Qt.Key.Key_Space)
        QTest.keyClick(table, Qt.Key.Key_Return)

    _play_game(qtbot, window, act)


def test_whole_game_with_the_mouse_only(qtbot, window):
    def act(w, action):
        table, vp = w.table, w.table.viewport()
        scene = table.table_scene
        if action.kind == "pass":
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=table.mapFromScene(scene.pass_button.sceneBoundingRect().center()))
            return
        items = []
        wanted = list(action.cards)
        for item in scene.local_hand():
            if item.code in wanted:
                wanted.remove(item.code)
                items.append(item)
        for item in items[1:]:                       # select the others, then drag one: all go
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=table.mapFromScene(item.sceneBoundingRect().center()))
        start = table.mapFromScene(items[0].sceneBoundingRect().center())
        if len(items) > 1:
            QTest.mouseClick(vp, Qt.MouseButton.LeftButton, pos=start)
        end = table.mapFromScene(scene.field_zone.sceneBoundingRect().center())
        QTest.mousePress(vp, Qt.MouseButton.LeftButton, pos=start)
        for i in range(1, 9):
            QTest.mouseMove(vp, start + (end - start) * i / 8)
        QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=end)

    _play_game(qtbot, window, act)
