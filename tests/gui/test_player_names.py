"""Names at the table: a second human gets a default name of their own (never two "You", never
"You's turn."), and the player named You is never shown as "You (you)"."""
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel, QLineEdit


def test_a_second_human_seat_gets_its_own_default_name_and_nobody_stays_you(qtbot):
    from gui.dialogs.new_game import NewGameDialog
    d = NewGameDialog("riichi")
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    names = lambda: [d.findChild(QLineEdit, f"name_{s}").text() for s in range(4)]  # noqa: E731
    assert names()[0] == "You"
    kind = d.findChild(QComboBox, "kind_1")
    kind.setFocus()
    QTest.keyClick(kind, Qt.Key.Key_Up)                      # AI -> Human
    assert kind.currentData() == "human"
    assert names()[:2] == ["Player 1", "Player 2"]
    assert [p.name for p in d.players()][:2] == ["Player 1", "Player 2"]
    QTest.keyClick(kind, Qt.Key.Key_Down)                    # back to AI: one human again
    assert names()[:2] == ["You", "Ren"]


def test_the_end_of_hand_dialog_never_says_you_you(qtbot):
    from gui.families.mahjong.round_dialog import MahjongRoundDialog
    info = {"tenpai": [0], "nagashi": [], "delta": [3000, -1000, -1000, -1000], "scores": [28000, 24000, 24000, 24000],
            "hands": {"0": ["1m", "2m", "3m", "4m", "5m", "6m", "7m", "8m", "9m", "2p", "3p", "4p", "5p"]}}
    dialog = MahjongRoundDialog({"kind": "hand_drawn", "wins": [], "info": info}, ["You", "Ren", "Yui", "Sora"], you=0)
    qtbot.addWidget(dialog)
    texts = [lab.text() for lab in dialog.findChildren(QLabel)] + dialog.text().splitlines()
    assert not any("You (you)" in t for t in texts)
    assert "You: tenpai (聴牌)" in texts
    dialog = MahjongRoundDialog({"kind": "hand_drawn", "wins": [], "info": info}, ["Ann", "Ren", "Yui", "Sora"], you=0)
    qtbot.addWidget(dialog)
    assert "Ann (you): tenpai (聴牌)" in [lab.text() for lab in dialog.findChildren(QLabel)]


def test_a_hot_seat_human_who_typed_you_reads_your_turn_never_you_s_turn(qtbot, tmp_path, monkeypatch):
    from core.registry import GAMES
    from gui.main_window import MainWindow
    from gui.players import Player
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    w = MainWindow({"speed": 0.0, "language": "en"})
    w._no_dialogs = True
    qtbot.addWidget(w)
    seed = next(s for s in range(100) if list(GAMES["daifugo"].new_state(4, {}, s).to_move()) == [0])
    players = [Player("You"), Player("Ann"), Player("Ren", "ai", "normal"), Player("Yui", "ai", "normal")]
    w.start_game(GAMES["daifugo"].new_state(4, {}, seed), players, autosave=False)
    c = w.controller
    c.privacy_done()
    qtbot.waitUntil(lambda: not c._busy, timeout=10000)
    assert list(c.state.to_move()) == [0]
    assert c._prompt_text() == "Your turn."               # not "You's turn."
    w._close_game()
