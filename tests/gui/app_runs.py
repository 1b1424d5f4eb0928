"""After ``gui.app.main()`` has run in the test process: the tests' event loops work again.

A window closed inside the app's loop posts Qt's Quit event (the last window closed). When it
is delivered after the app's ``exec()`` has returned, at the next ``processEvents`` of a later
test, ``QCoreApplication.exit()`` runs with no loop to end and leaves the thread's "quit now"
flag set: every later ``QEventLoop.exec()`` (``qtbot.wait``, ``waitUntil``, ``waitSignal``) then
returns at once, so no timer fires and no animation moves — the next tests' animations "time
out". Running that Quit now and then one empty ``exec()`` (which clears the flag as it returns)
leaves the application as a test expects it.
"""
from __future__ import annotations


def end_app_run() -> None:
    """Deliver what the app's run left posted and clear the quit it may have asked for."""
    from PySide6.QtCore import QCoreApplication, QTimer

    app = QCoreApplication.instance()
    QCoreApplication.processEvents()
    QTimer.singleShot(0, app.quit)
    app.exec()


__all__ = ["end_app_run"]
