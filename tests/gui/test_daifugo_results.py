"""The results dialog of a daifugō game says, in words, why the game ended and how it stood: the
places in order with their titles (大富豪 … 大貧民), who fell from the capital (都落ち) or was put at
the bottom by a rule, and the rules the game was played under."""
import sys
from pathlib import Path
from types import SimpleNamespace

from PySide6.QtWidgets import QLabel

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from daifugo_helpers import play, position, rules_of  # noqa: E402


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


def fallen_game():
    """Game 2 of a session under 都落ち and 反則上がり: Bo wins, so Ann (game 1's 大富豪) falls; Cy
    goes out on a 2 (反則上がり) and is put at the bottom; Di is left holding cards."""
    s = position(["3s 4s", "9s", "2d", "6c 7c Kc"], turn=1, field=[(0, "5h")], parent=0,
                 rules=rules_of("miyako_ochi", "forbidden_finish"), history=[[0, 2, 1, 3]])
    play(s, "9s")
    play(s, "2d")
    assert s.is_over() and s.places == [1, 3, 0, 2]
    return s


def test_the_daifugo_results_name_each_place_with_its_title_and_the_fall_from_the_capital(qtbot, monkeypatch):
    dialog = _shown(qtbot, monkeypatch, fallen_game(), ["Ann", "Bo", "Cy", "Di"])
    label = dialog.findChild(QLabel, "end_reason")
    assert label is not None, "the dialog says why the game ended"
    lines = label.text().split("\n")
    assert lines[0] == "Di was left holding cards: game 2 of the session is over."
    assert lines[1:5] == ["1st, 大富豪 (Grand Millionaire): Bo",
                          "2nd, 富豪 (Millionaire): Di",
                          "3rd, 貧民 (Poor): Ann, fell from the capital (都落ち)",
                          "4th, 大貧民 (Grand Poor): Cy, put at the bottom by a rule"]
    assert lines[5:] == ["Added rules in force: 2.", "Next, rules are added by: Bo."]


def test_a_three_player_game_has_a_commoner_and_two_adders_at_double_speed(qtbot, monkeypatch):
    s = position(["3s", "9s", "5d 9c"], turn=0, speed=2)
    play(s, "3s")
    play(s, "9s")
    assert s.is_over() and s.places == [0, 1, 2]
    dialog = _shown(qtbot, monkeypatch, s, ["Ann", "Bo", "Cy"])
    lines = dialog.findChild(QLabel, "end_reason").text().split("\n")
    assert lines == ["Cy was left holding cards: game 1 of the session is over.",
                     "1st, 大富豪 (Grand Millionaire): Ann", "2nd, 平民 (Commoner): Bo", "3rd, 大貧民 (Grand Poor): Cy",
                     "No added rules were in force.", "Next, rules are added by: Ann, Bo."]


def test_the_log_says_the_last_player_was_left_holding_cards_not_that_they_went_out():
    from gui.games.daifugo.log import daifugo_line

    s = position(["3s", "9s", "5d 9c"], turn=0, speed=0)
    play(s, "3s")
    events = play(s, "9s")
    lines = [daifugo_line(e, ["Ann", "Bo", "Cy"], 0) for e in events if e.kind == "finished"]
    assert lines == ["Bo goes out (上がり) in 2nd place.", "Cy is the last left holding cards: 3rd place."]
