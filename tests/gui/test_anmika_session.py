"""Anmika's next game: the same seats and options, the top's streak carried (連勝祝儀)."""
from core.registry import GAMES
from gui.games.anmika.session import next_anmika_game


def test_the_next_game_carries_the_top_streak():
    st = GAMES["anmika"].new_state(3, {"gt": False, "top_streak": [0, 1]}, 5)
    st.scores = [50000, 30000, 25000]
    st._end_game()
    nxt = next_anmika_game(st)
    assert nxt.options["top_streak"] == [0, 2] and not nxt.options["gt"] and nxt.seats == 3
    assert nxt.seed != st.seed and not nxt.is_over()


def test_the_results_show_chips_and_points_and_offer_the_next_game(qtbot):
    from PySide6.QtWidgets import QPushButton, QTableWidget

    from gui.dialogs.results import ResultsDialog, signed
    st = GAMES["anmika"].new_state(3, None, 5)
    st.scores, st.chips = [50000, 30000, 25000], [0, 0, 0]
    st._end_game()
    result = st.result()
    dialog = ResultsDialog(result, ["You", "Ren", "Yui"], session=True, next_text="Play the next game")
    qtbot.addWidget(dialog)
    table = dialog.findChild(QTableWidget, "results_table")
    heads = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert heads == ["Place", "Player", "Chips (祝儀)", "Points"]
    assert table.item(0, 1).text() == "You" and table.item(0, 2).text() == signed(result.scores[0])
    assert table.item(0, 3).text() == "50,000"
    assert dialog.findChild(QPushButton, "next_game").text() == "Play the next game"


def test_a_session_played_in_the_window_is_noted_and_its_second_results_show_both_games(qtbot, window):
    """Two all-AI games through the main window, the second from "Play the next game": each
    finished save is noted under the window's game id, and the second game's standings list both."""
    from core import saves, sessions
    from gui.games.anmika.standings import anmika_standings
    from gui.players import Player

    players = [Player("Ann", "ai", "easy"), Player("Bo", "ai", "easy"), Player("Cy", "ai", "easy")]
    window.start_game(GAMES["anmika"].new_state(3, None, 4), players)
    session = window.controller.game_id
    qtbot.waitUntil(lambda: getattr(window.controller, "_saved_finished", False), timeout=60000)   # over and kept
    first = window.controller.state
    assert len(sessions.session_saves(session)) == 1
    window.play_next_game(first, players)
    assert window.controller.game_id == session and window.controller.state is not first
    qtbot.waitUntil(lambda: getattr(window.controller, "_saved_finished", False), timeout=60000)   # over and kept
    second = window.controller.state
    found = sessions.session_saves(session)
    assert len(found) == 2 and saves.load_game(found[0]).state.digest() == first.digest()
    table = anmika_standings(second, ["Ann", "Bo", "Cy"], session)
    assert [r.label for r in table.rows] == ["Game 1", "Game 2"]
    assert [r.marked for r in table.rows] == [first.result().ranking[:1], second.result().ranking[:1]]
