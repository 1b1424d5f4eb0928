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
    p.add_argument("--open", metavar="SAVE", help="open a saved game")
    p.add_argument("--autoplay", metavar="GAME", help="for tests: all-AI games of GAME (e.g. riichi) one after "
                   "another, autosaved like a player's; each autosave is announced on stdout first")
    p.add_argument("--startup-time", action="store_true", help=argparse.SUPPRESS)
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Run the app; returns the exit code."""
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.autoplay:
        from core.registry import GAMES

        if args.autoplay not in GAMES:
            print(f"houserules: --autoplay: unknown game {args.autoplay!r} (one of: {', '.join(GAMES)})", file=sys.stderr)
            return 2
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from core import storage

    from .i18n import install_language
    from .main_window import MainWindow

    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationName("House Rules")
    app.setOrganizationName("houserules")
    settings = storage.load_settings()
    settings["language"] = install_language(app, args.lang or settings.get("language"))
    window = MainWindow(settings)
    window.show()
    if args.open:
        window.open_save(args.open)
    if args.demo:
        window.demo()
    if args.autoplay:
        window.autoplay(args.autoplay)

    if args.startup_time:
        def report() -> None:
            print(f"shown_after_s={time.perf_counter() - _T0:.4f}", flush=True)
            app.quit()
        QTimer.singleShot(0, report)
    if args.smoke:
        QTimer.singleShot(200, app.quit)
    code = {"value": 0}
    if args.screenshot:
        def shoot() -> None:
            ok = window.grab().save(args.screenshot)
            code["value"] = 0 if ok else 1
            app.quit()
        QTimer.singleShot(2500 if args.demo else 300, shoot)
    rc = app.exec()
    return code["value"] or rc


if __name__ == "__main__":
    sys.exit(main())
