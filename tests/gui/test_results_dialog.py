"""The results dialog at a game's end, as the main window shows it: the numbers with thousands
separators, why the game ended, the final standings."""
from types import SimpleNamespace

from PySide6.QtWidgets import QLabel, QTableWidget

from core.registry import GAMES


def _shown(qtbot, monkeypatch, state, names):
    """The results dialog the main window opens for ``state``'s end (closed at once)."""
    import gui.dialogs.results as results
    from gui.main_window import MainWindow

    dialogs = []
    monkeypatch.setattr(results.ResultsDialog, "exec", lambda self: dialogs.append(self) or 0)
    window = MainWindow({"speed": 0.0})
    qtbot.addWidget(window)
    window.controller = SimpleNamespace(state=state, names=names, players=[], game_id=None, autosave_enabled=False)
    try:
        window._finished(state.result())
    finally:
        window.controller = None          # never left to a later test's language switch
    return dialogs[0]


def _words(dialog) -> str:
    table = dialog.findChild(QTableWidget, "results_table")
    cells = [table.item(r, c).text() for r in range(table.rowCount()) for c in range(table.columnCount())]
    return "\n".join([lab.text() for lab in dialog.findChildren(QLabel)] + cells)


def test_the_results_of_a_bust_say_so_with_separated_points(qtbot, monkeypatch):
    st = GAMES["riichi"].new_state(4, None, 3)
    st.scores = [43500, -1200, 28700, 29000]
    st._end_game(reason="bust")
    dialog = _shown(qtbot, monkeypatch, st, ["You", "Ren", "Yui", "Sora"])
    words = _words(dialog)
    assert "43,500" in words and "43500" not in words and "\u22121,200" in words
    assert dialog.findChild(QLabel, "end_reason").text() == "Ren's score went below zero (飛び): the game ends at once."
    assert "Final standings" in words


import pytest


@pytest.mark.parametrize("game, seats", [("anmika", 3), ("riichi", 4)])
def test_the_results_of_your_own_bust_say_your_score_not_yous(qtbot, monkeypatch, game, seats):
    """You (the one human, named "You") go below zero: the results say "Your score", never "You's"."""
    st = GAMES[game].new_state(seats, None, 3)
    st.scores = [-6000, 104000, 7000, 20000][:seats]
    st._end_game(reason="bust")
    reason = _shown(qtbot, monkeypatch, st, ["You", "Ren", "Yui", "Sora"][:seats]).findChild(QLabel, "end_reason")
    assert reason.text() == "Your score went below zero (飛び): the game ends at once."


def test_the_results_say_the_dealer_stopped_after_winning_the_last_hand(qtbot, monkeypatch):
    st = GAMES["riichi"].new_state(4, None, 3)
    st.stop_reason = "win"
    st._end_game(stopped=True)
    dialog = _shown(qtbot, monkeypatch, st, ["You", "Ren", "Yui", "Sora"])
    assert "agari-yame" in dialog.findChild(QLabel, "end_reason").text()


def test_the_results_of_anmika_say_the_set_number_of_hands_was_played(qtbot, monkeypatch):
    st = GAMES["anmika"].new_state(3, None, 5)
    st.scores = [50000, 30000, 25000]
    st._end_game(reason="max_hands")
    dialog = _shown(qtbot, monkeypatch, st, ["You", "Ren", "Yui"])
    assert "50,000" in _words(dialog)
    assert "hands" in dialog.findChild(QLabel, "end_reason").text()


def test_the_results_of_a_rummy_match_say_how_many_rounds_were_played(qtbot, monkeypatch):
    from core.engine import Rng
    st, rng = GAMES["wild_rummy"].new_state(3, None, 2), Rng(2)
    while not st.is_over():
        legal = st.legal_actions(st.to_move()[0])
        st.apply(legal[rng.randbelow(len(legal))])
    dialog = _shown(qtbot, monkeypatch, st, ["You", "Ren", "Yui"])
    assert "rounds" in dialog.findChild(QLabel, "end_reason").text()
