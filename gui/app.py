"""The QApplication, translators and ``main()`` (the ``houserules`` command)."""
from __future__ import annotations

import argparse
import sys
import time

_T0 = time.perf_counter()


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="houserules", description="House Rules: Japanese house-rule games.")
    p.add_argument("--smoke", action="store_true", help="start, show the window, quit after 200 ms")
    p.add_argument("--screenshot", metavar="PATH", help="save a PNG of the window and quit")
    p.add_argument("--lang", choices=["en", "ja"], help="interface language (default: saved setting or system)")
    p.add_argument("--demo", action="store_true", help="start an all-AI daifugō game to watch")
    p.add_argument("--open", metavar="SAVE", help="open a saved game (exit status 1 if it cannot be opened)")
    p.add_argument("--autoplay", metavar="GAME", help="for tests: all-AI games of GAME (e.g. riichi) one after "
                   "another, autosaved like a player's; each autosave is announced on stdout first")
    p.add_argument("--startup-time", action="store_true", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit code (1 if the save given to --open could not be opened)."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.autoplay:
        from core.registry import GAMES

        if args.autoplay not in GAMES:
            print(f"houserules: --autoplay: unknown game {args.autoplay!r} (one of: {', '.join(GAMES)})", file=sys.stderr)
            return 2
    from PySide6.QtWidgets import QApplication

    from core.settings import load_settings
    from .i18n import install_language
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("House Rules")
    app.setOrganizationName("houserules")
    status: dict = {"code": 0, "window": None}
    _arm_timed_exits(app, args, status)
    settings = load_settings()
    settings["language"] = install_language(app, args.lang or settings.get("language"))
    window = status["window"] = MainWindow(settings)
    window.show()
    if args.open and not window.open_save(args.open):
        print(f"houserules: the save {args.open} could not be opened", file=sys.stderr)
        status["code"] = 1
    if args.demo:
        window.demo()
    if args.autoplay:
        window.autoplay(args.autoplay)
    from core.gc_policy import settle
    settle()                            # no collector pauses walking start-up's objects in play
    rc = app.exec()
    if "again" in status:
        status["again"].stop()
    return status["code"] or rc


def _arm_timed_exits(app, args: argparse.Namespace, status: dict) -> None:
    """The timers of --startup-time, --smoke and --screenshot, armed before the window exists.

    A modal box opened meanwhile (a save that cannot be opened ...) runs an event loop of its
    own, where the timers fire too, and refuses ``quit()``: ``exit()`` ends every running loop,
    again and again until the app's own loop has ended, so no box keeps a timed run going.
    """
    from PySide6.QtCore import QTimer

    def finish() -> None:
        again = status["again"] = QTimer(app)      # stopped by main() once its loop has ended
        again.timeout.connect(lambda: app.exit(0))
        again.start(50)
        app.exit(0)

    if args.startup_time:
        def report() -> None:
            print(f"shown_after_s={time.perf_counter() - _T0:.4f}", flush=True)
            finish()
        QTimer.singleShot(0, report)
    if args.smoke:
        QTimer.singleShot(200, finish)
    if args.screenshot:
        def shoot() -> None:
            window = status["window"]
            if window is None or not window.grab().save(args.screenshot):
                status["code"] = status["code"] or 1
            finish()
        QTimer.singleShot(2500 if args.demo else 300, shoot)


if __name__ == "__main__":
    sys.exit(main())
