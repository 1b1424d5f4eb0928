"""The privacy screen between two human seats sharing one screen."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    """Covers the table until the next human says they are at the screen."""

    ready = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("privacy")
        self.setAutoFillBackground(True)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)   # the #privacy background applies
        self.setStyleSheet("#privacy { background: #123524; } QLabel { color: white; font-size: 20pt; }")
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        self.label = QLabel()
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setWordWrap(True)
        layout.addWidget(self.label)
        self.button = QPushButton()
        self.button.setObjectName("privacy_ready")
        self.button.setMinimumHeight(48)
        self.button.setStyleSheet("font-size: 14pt;")
        self.button.clicked.connect(self.ready)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignCenter)
        layout.addStretch(1)
        self._name = ""

    def show_for(self, name: str) -> None:
        self._name = name
        self.retranslate()
        self.show()
        self.raise_()
        self.button.setFocus()

    def retranslate(self) -> None:
        self.label.setText(self.tr("Pass the screen to {name}.\nOthers, please look away.").format(name=self._name))
        self.button.setText(self.tr("I am {name}: show my cards").format(name=self._name))
