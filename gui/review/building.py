"""Building a review's timeline (gui/review/timeline.py): a short game at once, a long one on a
worker thread while a progress bar runs, so the window never freezes."""
from __future__ import annotations

from PySide6.QtCore import QEventLoop, Qt, QThread, Signal
from PySide6.QtWidgets import QProgressDialog

from ..i18n import translate
from .timeline import Timeline

#: records of fewer actions are built on the GUI thread (well under a second)
INLINE_BELOW = 400


class _Builder(QThread):
    """Builds the timeline off the GUI thread; ``progressed(done, total)`` as it goes."""

    progressed = Signal(int, int)

    def __init__(self, game, record, end_kinds) -> None:
        super().__init__()
        self.args = (game, record, end_kinds)
        self.timeline: Timeline | None = None
        self.error: BaseException | None = None

    def run(self) -> None:
        try:
            self.timeline = Timeline(*self.args, progress=self.progressed.emit)
        except BaseException as exc:          # handed to the GUI thread, raised there
            self.error = exc


def build_timeline(game, record, end_kinds, parent=None) -> Timeline:
    """The timeline of ``record``: at once when short, else on a worker thread with a progress bar
    (the GUI thread keeps painting and answering meanwhile)."""
    total = len(record.actions)
    if total < INLINE_BELOW:
        return Timeline(game, record, end_kinds)
    progress = QProgressDialog(translate("ReviewBuild", "Preparing the review of {n} moves…").format(n=total),
                               "", 0, total, parent)
    progress.setObjectName("review_progress")
    progress.setCancelButton(None)
    progress.setMinimumDuration(400)
    progress.setWindowModality(Qt.WindowModality.ApplicationModal)
    worker = _Builder(game, record, end_kinds)
    loop = QEventLoop()
    worker.progressed.connect(lambda done, _n: progress.setValue(done))
    worker.finished.connect(loop.quit)
    worker.start()
    if not worker.isFinished():
        loop.exec()
    worker.wait()
    progress.close()
    progress.deleteLater()
    if worker.error is not None:
        raise worker.error
    return worker.timeline


__all__ = ["INLINE_BELOW", "build_timeline"]
