"""Play one whole mahjong game (riichi, anmika, hero_mahjong) through the real main window and
save screenshots of it, as a new player would meet it (issue 21's walk-through).

    python tools/walk_mahjong.py GAME LANG SIZE OUT [SEED]

SIZE is 1024x640, 1280x800 or 2x (2560x1440 at a device pixel ratio of 2: 1280x720 logical).
One human seat (seat 0) and AI seats, teaching on, instant speed. At each human decision the
human plays what the normal AI would, except that it declares riichi when it may (once) and,
in Hero Mahjong, uses a card when it may (a few times). The choice goes in the way the table
sends it (the table's ``action_chosen``). End-of-hand dialogs and the results dialog show and are
closed with their buttons; the results dialog's Review button opens the review, grabbed last.
"""
from __future__ import annotations

import os
import sys
import tempfile

GAME, LANG, SIZE, OUT = sys.argv[1:5]
SEED = int(sys.argv[5]) if len(sys.argv) > 5 else 7
os.environ["QT_QPA_PLATFORM"] = "offscreen"
if SIZE == "2x":
    os.environ["QT_SCALE_FACTOR"] = "2"
_tmp = tempfile.mkdtemp(prefix="walk_")
for _var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
    os.environ[_var] = os.path.join(_tmp, _var.lower())

from PySide6.QtCore import QTimer, Qt  # noqa: E402
from PySide6.QtTest import QTest  # noqa: E402
from PySide6.QtWidgets import QApplication, QPushButton  # noqa: E402

from core.ai import make_agent  # noqa: E402
from core.registry import GAMES  # noqa: E402

CALLS = {"chi", "pon", "ron", "open_kan"}
MID = (6, 18, 35, 60)                # the decisions grabbed mid-game


def later(fn) -> None:
    """Run ``fn`` from the event loop, not inside the tick (a modal dialog it opens would stop
    the tick's timer while it runs)."""
    QTimer.singleShot(0, fn)


class Walk:
    """The game, its counters and the screenshots taken."""

    def __init__(self, app) -> None:
        from gui.dialogs.results import ResultsDialog
        from gui.main_window import MainWindow
        from gui.players import default_players
        self.app, self.ResultsDialog = app, ResultsDialog
        w, h = (1280, 720) if SIZE == "2x" else map(int, SIZE.split("x"))
        self.w = MainWindow({"speed": 0.0, "teaching": True, "language": LANG})
        self.w.resize(w, h)
        self.w.show()
        game = GAMES[GAME]
        seats = game.players[0]
        self.w.start_game(game.new_state(seats, None, SEED), default_players(seats))
        self.agent = make_agent(GAME, "normal", SEED)
        self.decisions = self.hands = self.cards = 0
        self.riichi = self.called = False
        self.riichi_next = False
        self.saw_win = self.saw_draw = False
        self.shots: list[str] = []
        self.done = False
        self.results_seen = False
        self.closing: list = []        # the end-of-hand dialogs being closed
        self.pending = -1              # the record's length when our last choice was sent
        self.timer = QTimer()
        self.timer.timeout.connect(self.tick)
        self.timer.start(25)

    def shot(self, widget, label: str) -> None:
        path = os.path.join(OUT, f"{GAME}_{LANG}_{SIZE}_{len(self.shots):03d}_{label}.png")
        widget.grab().save(path)
        self.shots.append(path)

    # --- the loop ---------------------------------------------------------------------------------
    def tick(self) -> None:
        if self.done:
            return
        self.ticks = getattr(self, "ticks", 0) + 1
        if os.environ.get("WALK_DEBUG") and self.ticks % 200 == 0:
            c = self.w.controller
            print("tick", [type(t).__name__ for t in self.app.topLevelWidgets() if t.isVisible()],
                  c and c._busy, c and c.state.is_over(), c and c.state.to_move(), flush=True)
        from gui.families.mahjong.round_dialog import MahjongRoundDialog
        from gui.review.window import ReviewWindow
        for top in self.app.topLevelWidgets():
            if not top.isVisible():
                continue
            if isinstance(top, MahjongRoundDialog):
                return self.round_dialog(top)
            if isinstance(top, self.ResultsDialog):
                return self.results(top)
            if isinstance(top, ReviewWindow):
                return self.review(top)
        c = self.w.controller
        if c is None or c._busy or self.results_seen or self.pending == len(c.state.actions):
            return
        legal = c._legal_for_viewpoint()
        if legal:
            self.decide(c, legal)

    def decide(self, c, legal) -> None:
        self.decisions += 1
        n = self.decisions
        kinds = {a.kind for a in legal}
        seat = c.viewpoint
        choice = self.agent.choose(c.state.view(seat), legal)
        if n == 1:
            self.shot(self.w, "first_decision")
        elif n in MID:
            self.shot(self.w, f"mid_{n}")
        if self.riichi_next:
            self.riichi_next = False
            self.shot(self.w, "after_riichi")
        if kinds & CALLS and not self.called:
            self.called = True
            self.shot(self.w, "call_prompt_" + "_".join(sorted(kinds & CALLS)))
        if "riichi" in kinds and not self.riichi:
            self.riichi = self.riichi_next = True
            self.shot(self.w, "riichi_offer")
            if choice.kind != "riichi":
                choice = next(a for a in legal if a.kind == "riichi")
        if "card" in kinds and choice.kind != "card" and self.cards < 3 and n % 3 == 0:
            choice = next(a for a in legal if a.kind == "card")
        if choice.kind == "card":
            self.cards += 1
            if self.cards == 1:
                self.shot(self.w, "card_offer")
        table = self.w.table
        self.pending = len(c.state.actions)
        later(lambda: table.action_chosen.emit(choice))

    def round_dialog(self, d) -> None:
        if d in self.closing:
            return
        self.closing.append(d)
        self.hands += 1
        from gui.families.mahjong.round_dialog import outcome
        head = d.headline.text()
        win = bool(outcome(d.result_data)["wins"])
        draw = not win
        wanted = self.hands <= 2 or (win and not self.saw_win) or (draw and not self.saw_draw)
        if wanted:
            label = f"hand{self.hands}"
            self.shot(self.w, label + "_window")
            self.shot(d, label + "_dialog")
        self.saw_win |= win
        self.saw_draw |= draw
        print("hand", self.hands, head.replace("\n", " "), flush=True)
        later(lambda: QTest.mouseClick(d.ok_button, Qt.MouseButton.LeftButton))

    def results(self, d) -> None:
        if self.results_seen:
            return
        self.results_seen = True
        self.shot(self.w, "results_window")
        self.shot(d, "results_dialog")
        review = next(b for b in d.findChildren(QPushButton) if b.text() == d.tr("Review this game"))
        later(lambda: QTest.mouseClick(review, Qt.MouseButton.LeftButton))

    def review(self, r) -> None:
        w, h = (1280, 720) if SIZE == "2x" else map(int, SIZE.split("x"))
        r.resize(w, h)
        self.app.processEvents()
        self.shot(r, "review_start")
        QTest.keyClick(r, Qt.Key.Key_End)
        self.app.processEvents()
        self.shot(r, "review_end")
        self.done = True
        print(f"{GAME} {LANG} {SIZE}: {self.decisions} decisions, {self.hands} hands, riichi={self.riichi}, "
              f"call={self.called}, cards={self.cards}", flush=True)
        r.close()
        QTimer.singleShot(0, self.app.quit)


def main() -> None:
    os.makedirs(OUT, exist_ok=True)
    app = QApplication(sys.argv[:1])
    from gui.i18n import install_language
    install_language(app, LANG)
    walk = Walk(app)
    QTimer.singleShot(15 * 60 * 1000, app.quit)
    app.exec()
    if not walk.done:
        print("NOT FINISHED", walk.decisions, walk.hands, flush=True)
    os._exit(0)


if __name__ == "__main__":
    main()
