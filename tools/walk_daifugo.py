"""The walk-through of rule-addition daifugō as a new player meets it: one whole game in the real
main window (one human seat, three AIs, teaching on, instant animations), the human's decisions
chosen by the game's AI and made the way the table takes them (a rule's choices on the table are
clicked with the mouse), the results dialog, the review of the game, the rule-addition dialog and
the first decision of the next game, each grabbed to a PNG.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/walk_daifugo.py en 1280 [out_dir]
    (size 1024, 1280, or 2560: 1280x720 logical at a scale factor of 2)
"""
from __future__ import annotations

import os
import sys
import tempfile

LANG = sys.argv[1] if len(sys.argv) > 1 else "en"
SIZE = sys.argv[2] if len(sys.argv) > 2 else "1280"
OUT = sys.argv[3] if len(sys.argv) > 3 else "/tmp/walk_daifugo"
if SIZE == "2560":
    os.environ["QT_SCALE_FACTOR"] = "2"
home = tempfile.mkdtemp(prefix="walk_daifugo_")
for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[var] = os.path.join(home, var.lower())
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QPoint, Qt, QTimer  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QDialog  # noqa: E402

from core.ai import make_agent  # noqa: E402
from core.games.daifugo.session import Session  # noqa: E402
from core.registry import GAMES  # noqa: E402

app = QApplication.instance() or QApplication(sys.argv[:1])
import gui.i18n as i18n  # noqa: E402

if LANG == "ja":
    i18n.install_language(app, "ja")
from gui.main_window import MainWindow  # noqa: E402
from gui.players import Player  # noqa: E402

W, H = {"1024": (1024, 640), "1280": (1280, 800), "2560": (1280, 720)}[SIZE]
TAG = f"{LANG}_{SIZE}"
os.makedirs(OUT, exist_ok=True)
shots: list[str] = []


def save(widget, name: str) -> None:
    path = os.path.join(OUT, f"{name}_{TAG}.png")
    widget.grab().save(path)
    shots.append(path)


def pump(n: int = 5) -> None:
    for _ in range(n):
        app.processEvents()


def session_options() -> dict:
    """Game 2 of a session: three rules the others added after game 1 (so their choices come up)."""
    s = Session(4, speed=4)
    for by, rule in ((1, "queen_bomber"), (2, "chestnut_pick"), (3, "seven_pass")):
        s.add_catalogue(rule, by)
    s.history = [[1, 2, 3, 0]]
    return s.next_options()


window = MainWindow({"speed": 0.0, "language": LANG, "teaching": True})
window.resize(W, H)
window.show()
pump()
players = [Player("Ann")] + [Player(n, "ai", "normal") for n in ("Bo", "Cy", "Di")]
state = GAMES["daifugo"].new_state(4, session_options(), 2026)
window.start_game(state, players)
agent = make_agent("daifugo", "normal", 7)
flow = {"results": 0, "addition": 0}


def handle_modal() -> None:
    """The results dialog: grab it, then Review; the rule-addition dialog: grab it, pick a rule, OK."""
    from gui.dialogs.results import ResultsDialog
    from gui.games.daifugo.rule_addition import RuleAdditionDialog

    d = app.activeModalWidget()
    if isinstance(d, ResultsDialog) and not flow["results"]:
        flow["results"] = 1
        pump()
        save(d, "results")
        save(window, "results_window")
        d.done(ResultsDialog.REVIEW)
    elif isinstance(d, RuleAdditionDialog) and flow["addition"] < 4:
        flow["addition"] += 1
        pump()
        entries = d.visible_entries()
        if flow["addition"] == 1:
            save(d, "rule_addition")
        d.select_entry(entries[min(flow["addition"] - 1, len(entries) - 1)] if flow["addition"] > 1
                       else "eight_cut" if "eight_cut" in entries else entries[0])
        pump()
        save(d, f"rule_addition_chosen{flow['addition']}")
        d.ok_button.click()
    elif isinstance(d, RuleAdditionDialog):
        d.reject()
    elif isinstance(d, QDialog):
        print("other modal:", type(d).__name__, d.windowTitle())


timer = QTimer()
timer.timeout.connect(handle_modal)
timer.start(150)


def submit(action) -> None:
    """Make ``action`` as the table takes it: a rule's choice on the tray is clicked."""
    table = window.table
    item = next((it for it in table.table_scene.choice_items() if it.action == action), None)
    if item is not None:
        at = table.mapFromScene(item.sceneBoundingRect().center())
        QTest.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at)
        return
    table.action_chosen.emit(action)


c = window.controller
decisions, kinds_seen = 0, set()
while not c.state.is_over():
    pump()
    if c._busy or not c._legal_for_viewpoint():
        continue
    legal = c._legal_for_viewpoint()
    kind = legal[0].kind if c.state.pending is not None else "play"
    if decisions in (0, 4, 9, 14) or kind not in kinds_seen:
        save(window, f"decision{decisions:02d}_{kind}")
        kinds_seen.add(kind)
    action = agent.choose(c.state.view(c._viewpoint), legal)
    before = len(c.state.actions)
    submit(action)
    for _ in range(200):
        pump(1)
        if len(c.state.actions) > before:
            break
    decisions += 1
finished = c.state
for _ in range(40):
    pump()
    if flow["results"]:
        break
save(window, "game_over")
for _ in range(20):
    pump()
if window.review_windows:
    review = window.review_windows[-1]
    review.resize(W, H)
    pump()
    QTest.keyClick(review, Qt.Key.Key_End)
    pump(10)
    save(review, "review_end")
    QTest.keyClick(review, Qt.Key.Key_Home)
    for _ in range(6):
        QTest.keyClick(review, Qt.Key.Key_Right)
    pump(10)
    save(review, "review_move6")
    review.close()
    pump()
window.play_next_game(finished, players)
c = window.controller
for _ in range(400):
    pump(1)
    if not c._busy and c._legal_for_viewpoint():
        break
save(window, "next_game_first")
timer.stop()
print(f"{TAG}: {decisions} decisions of Ann, kinds {sorted(kinds_seen)}; places {finished.result().ranking}")
print("\n".join(shots))
window._close_game()
window.close()
