"""The banner across the top of the window while the game in progress cannot be saved (disk
full, read-only folder ...): a player never plays on unprotected without knowing it."""
from __future__ import annotations

import errno

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton

from core import saves
#: errors a player fixes by freeing disk space
DISK_FULL = (errno.ENOSPC, errno.EDQUOT)


class SaveBanner(QFrame):
    """Says why the game is not being saved; hidden again once a save succeeds."""

    retry = Signal()     # "Try again now": save at once

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("save_banner")
        self.setStyleSheet("#save_banner { background: #fbe3c8; border-bottom: 2px solid #c0392b; }"
                           "#save_banner QLabel { color: #5a1a0e; font-size: 11pt; font-weight: bold; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(16, 8, 16, 8)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        row.addWidget(self.label, 1)
        self.retry_button = QPushButton()
        self.retry_button.setObjectName("save_retry")
        self.retry_button.clicked.connect(self.retry)
        row.addWidget(self.retry_button)
        self._error: OSError | None = None
        self.hide()

    def show_problem(self, error: OSError | None) -> None:
        """Show why saving failed, or hide the banner (``None``: a save succeeded)."""
        self._error = error
        self.retranslate()
        self.setVisible(error is not None)

    def text(self) -> str:
        return self.label.text()

    def retranslate(self) -> None:
        self.retry_button.setText(self.tr("Try again now"))
        error = self._error
        if error is None:
            self.label.clear()
            return
        reason = error.strerror or str(error)
        if error.errno in DISK_FULL:
            text = self.tr("Your game is not being saved: {reason}. Free some disk space; "
                           "the game will be saved again as soon as it can.")
        else:
            text = self.tr("Your game is not being saved: {reason}. Check that the folder {folder} can be "
                           "written to; the game will be saved again as soon as it can.")
        self.label.setText(text.format(reason=reason, folder=saves.data_dir()))
