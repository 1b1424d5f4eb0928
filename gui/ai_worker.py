"""AI decisions off the GUI thread: the window never freezes while an agent thinks."""
from __future__ import annotations

from PySide6.QtCore import QObject, QThreadPool, Signal


class _Relay(QObject):
    done = Signal(int, object, object)   # token, action, reason (Msg or None)
    failed = Signal(int, str)


class _Job:
    """One decision: ``agent.choose(view, legal)``, answered through ``relay``.

    A plain object handed to the pool as a callable, not a QRunnable subclass: PySide kept
    such a runnable's Python object (with its View and legal actions) alive after it had run,
    one per AI decision, so memory grew game after game.
    """

    def __init__(self, relay: _Relay, token: int, agent, view, legal) -> None:
        self.relay, self.token, self.agent, self.view, self.legal = relay, token, agent, view, legal

    def run(self) -> None:  # runs in a pool thread
        try:
            action = self.agent.choose(self.view, self.legal)
            self.relay.done.emit(self.token, action, getattr(self.agent, "reason", None))
        except Exception as exc:  # an AI bug must not kill the app: report it
            self.relay.failed.emit(self.token, f"{type(exc).__name__}: {exc}")


class AiWorker(QObject):
    """Runs ``agent.choose(view, legal)`` in a thread pool; answers with :attr:`decided`.

    Every request gets a token; answers to an older request (the game was closed or reloaded
    meanwhile) are dropped.
    """

    decided = Signal(object, object)     # action, reason
    failed = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._relay = _Relay()
        self._relay.done.connect(self._on_done)
        self._relay.failed.connect(self._on_failed)
        self._token = 0

    def request(self, agent, view, legal) -> None:
        self._token += 1
        self._pool.start(_Job(self._relay, self._token, agent, view, list(legal)).run)

    def cancel(self) -> None:
        """Forget any pending answer."""
        self._token += 1

    def wait(self) -> None:
        self._pool.waitForDone()

    def _on_done(self, token: int, action, reason) -> None:
        if token == self._token:
            self.decided.emit(action, reason)

    def _on_failed(self, token: int, text: str) -> None:
        if token == self._token:
            self.failed.emit(text)
