"""One-off measurement (issue 19, item 4): the resident memory of one main window playing many
all-AI daifugō games (Watch the AI play, no animations), printed every ``--every`` games.

    QT_QPA_PLATFORM=offscreen PYTHONPATH=. python tools/measure_gui_memory.py --games 200

Saves and settings go to a temporary folder. Memory must level off, not grow game after game;
the card sprite cache (gui.table.cards.SPRITES, bounded at 64 MB) fills over the first hundreds
of games: --sprite-budget-mb 4 shows what the rest does.
"""
from __future__ import annotations

import argparse
import gc
import os
import sys
import tempfile
import time


def rss_mb() -> float:
    """This process's resident set size in MB (Linux /proc)."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) / 1024
    return float("nan")


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=200)
    p.add_argument("--every", type=int, default=20)
    p.add_argument("--sprite-budget-mb", type=float, default=None,
                   help="the card sprite cache's budget (default: the app's, 64 MB)")
    args = p.parse_args()
    home = tempfile.mkdtemp(prefix="houserules-mem-")
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        os.environ[var] = os.path.join(home, var.lower())
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from gui.main_window import MainWindow
    from gui.table.cards import SPRITES

    if args.sprite_budget_mb is not None:
        SPRITES.budget = int(args.sprite_budget_mb * 2 ** 20)

    app = QApplication.instance() or QApplication(sys.argv[:1])
    window = MainWindow({"speed": 0.0, "language": "en"})
    window._no_dialogs = True
    window.show()
    tally = {"games": 0, "decisions": 0, "start": time.monotonic()}
    print(f"games=0 rss_mb={rss_mb():.1f}", flush=True)

    # Everything runs inside app.exec(), as in the app: objects closed with deleteLater() (the
    # previous game's table and controller) are deleted only by a running event loop.
    def next_game() -> None:
        if tally["games"] >= args.games:
            window.close()
            app.quit()
            return
        window.demo()
        window.controller.finished.connect(lambda _result: QTimer.singleShot(0, game_over))

    def game_over() -> None:
        tally["games"] += 1
        tally["decisions"] += len(window.controller.state.actions)
        if tally["games"] % args.every == 0 or tally["games"] == args.games:
            window.go_home()
            QTimer.singleShot(0, report)
        else:
            next_game()

    def report() -> None:
        gc.collect()
        print(f"games={tally['games']} decisions={tally['decisions']} rss_mb={rss_mb():.1f} "
              f"sprite_cache_mb={SPRITES.used / 2 ** 20:.1f} seconds={time.monotonic() - tally['start']:.0f}",
              flush=True)
        next_game()

    QTimer.singleShot(0, next_game)
    app.exec()
    return 0


if __name__ == "__main__":
    sys.exit(main())
