"""The walk-through of a rummy game as a new player meets it (issue 21/22): the real main window,
one human seat and AI seats, teaching on, instant speed; every human decision is the normal AI's
choice, submitted through the controller path the table uses. Grabs the window at the first
decision, some mid-game decisions, every end-of-round dialog of the first two rounds, the results
dialog and the review window, at each size asked.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/walk.py GAME SEATS LANG OUTDIR [--scale2] [--peek N]

``--scale2``: run at QT_SCALE_FACTOR=2 with the window at 1280x720 logical (set before Qt starts).
``--peek N``: stop after N human decisions and grab the review of the game so far (no results).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("game")
    p.add_argument("seats", type=int)
    p.add_argument("lang")
    p.add_argument("outdir")
    p.add_argument("--scale2", action="store_true")
    p.add_argument("--peek", type=int, default=0)
    p.add_argument("--seed", type=int, default=5)
    p.add_argument("--mid", type=int, default=15, help="grab every MID-th decision")
    a = p.parse_args()
    tmp = tempfile.mkdtemp(prefix="walk-")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(tmp, var.lower())
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    if a.scale2:
        os.environ["QT_SCALE_FACTOR"] = "2"
    os.makedirs(a.outdir, exist_ok=True)

    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QDialog, QDialogButtonBox

    app = QApplication(sys.argv[:1])
    from gui.i18n import install_language
    install_language(app, a.lang)
    from core.ai import make_agent
    from core.registry import GAMES
    from gui.dialogs.results import ResultsDialog
    from gui.main_window import MainWindow
    from gui.players import default_players

    sizes = [(1280, 720)] if a.scale2 else [(1024, 640), (1280, 800)]
    tag = f"{a.game}-{a.seats}-{a.lang}" + ("-2x" if a.scale2 else "")
    w = MainWindow({"speed": 0.0, "language": a.lang, "teaching": True})
    w.resize(*sizes[-1])
    w.show()
    state = GAMES[a.game].new_state(a.seats, None, a.seed)
    w.start_game(state, default_players(a.seats))
    agent = make_agent(a.game, "normal", a.seed)
    log = open(os.path.join(a.outdir, f"{tag}.txt"), "w")
    st = {"decisions": 0, "rounds": 0, "busy": False, "review": None, "done": False}

    def settle():
        for _ in range(5):
            app.processEvents()

    def grab(widget, name):
        for wh in sizes:
            if widget is w or st["review"] is widget:
                widget.resize(*wh)
            settle()
            path = os.path.join(a.outdir, f"{tag}-{name}-{wh[0]}x{wh[1]}.png")
            widget.grab().save(path)
            print(path, file=log, flush=True)
            if widget is not w and st["review"] is not widget:
                break

    def close_dialog(d):
        box = d.findChild(QDialogButtonBox)
        if box is not None:
            for b in box.buttons():
                if box.buttonRole(b) in (QDialogButtonBox.ButtonRole.AcceptRole, QDialogButtonBox.ButtonRole.RejectRole):
                    b.click()
                    return
        d.accept()

    def open_review():
        if st["review"] is None:
            w.review_current()
            st["review"] = w.review_windows[-1]
        r = st["review"]
        r.table.set_speed(0)
        r.goto(r.last)
        settle()
        grab(r, "review-last")
        r.goto(r.last // 2)
        settle()
        grab(r, "review-mid")
        st["done"] = True
        QTimer.singleShot(50, app.quit)

    def tick():
        if st["busy"] or st["done"]:
            return
        st["busy"] = True
        try:
            step()
        finally:
            st["busy"] = False

    def step():
        dialogs = [d for d in app.topLevelWidgets() if isinstance(d, QDialog) and d.isVisible()]
        for d in dialogs:
            if isinstance(d, ResultsDialog):
                grab(w, "results-table")
                grab(d, "results")
                print("decisions", st["decisions"], "rounds", st["rounds"], file=log, flush=True)
                review = [b for b in d.findChildren(QDialogButtonBox)[0].buttons() if b.text() == d.tr("Review this game")]
                QTimer.singleShot(0, review[0].click)
                QTimer.singleShot(100, lambda: open_review_from_dialog())
                st["done"] = True
                return
            st["rounds"] += 1
            if st["rounds"] <= 2:
                grab(w, f"round{st['rounds']}-table")
                grab(d, f"round{st['rounds']}")
            QTimer.singleShot(0, lambda: close_dialog(d))
            return
        c = w.controller
        if c is None or st.get("pending") or c._busy or c._privacy or c.state.is_over():
            return
        legal = c._legal_for_viewpoint()
        if not legal:
            return
        st["decisions"] += 1
        n = st["decisions"]
        if n == 1 or n % a.mid == 0:
            grab(w, f"d{n:03d}")
        if a.peek and n >= a.peek:
            print("peek at decision", n, file=log, flush=True)
            open_review()
            return
        action = agent.choose(c.state.view(c.viewpoint), legal)
        st["pending"] = True

        def submit():
            st["pending"] = False
            c.on_action_chosen(action)
        QTimer.singleShot(0, submit)

    def open_review_from_dialog():
        st["review"] = w.review_windows[-1]
        st["done"] = False
        st["busy"] = True
        open_review()

    timer = QTimer()
    timer.timeout.connect(tick)
    timer.start(5)
    QTimer.singleShot(20 * 60 * 1000, app.quit)
    app.exec()
    print("decisions", st["decisions"], "rounds", st["rounds"], file=log, flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
