"""The side panel beside the table: the rules header, places, teaching tools and the log."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QHBoxLayout, QLabel, QListWidget, QPushButton, QVBoxLayout, QWidget)

from .i18n import translate
from .log_text import ordinal


class SidePanel(QWidget):
    """Header (game and rules fingerprint), players with places, hint and teaching, the log."""

    teaching_toggled = Signal(bool)
    hint_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(260)
        self.setMaximumWidth(380)
        layout = QVBoxLayout(self)
        self.header = QLabel()
        self.header.setObjectName("header")
        self.header.setWordWrap(True)
        self.header.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.header)
        self.turn = QLabel()
        self.turn.setObjectName("turn")
        self.turn.setWordWrap(True)
        self.turn.setStyleSheet("font-size: 13pt; font-weight: bold; color: #8a4b00;")
        layout.addWidget(self.turn)
        self.players = QListWidget()
        self.players.setObjectName("players")
        layout.addWidget(self.players)
        row = QHBoxLayout()
        self.teaching = QCheckBox()
        self.teaching.setObjectName("teaching")
        self.teaching.toggled.connect(self.teaching_toggled)
        row.addWidget(self.teaching)
        self.hint = QPushButton()
        self.hint.setObjectName("hint")
        self.hint.clicked.connect(self.hint_clicked)
        row.addWidget(self.hint)
        layout.addLayout(row)
        self.hint_text = QLabel()
        self.hint_text.setObjectName("hint_text")
        self.hint_text.setWordWrap(True)
        self.hint_text.setStyleSheet("color: #1b5e20;")
        layout.addWidget(self.hint_text)
        self.log_title = QLabel()
        layout.addWidget(self.log_title)
        self.log = QListWidget()
        self.log.setObjectName("log")
        self.log.setWordWrap(True)
        layout.addWidget(self.log, 1)
        self._header_args = ("", "")
        self.retranslate()

    def retranslate(self) -> None:
        self.teaching.setText(self.tr("Teaching mode"))
        self.hint.setText(self.tr("Hint (H)"))
        self.log_title.setText(self.tr("Log"))
        self.set_header(*self._header_args)

    def set_header(self, title: str, fingerprint: str) -> None:
        self._header_args = (title, fingerprint)
        if title:
            self.header.setText(self.tr("{game}\nRules {fp}").format(game=title, fp=fingerprint))

    def add_log(self, lines: list[str]) -> None:
        for line in lines:
            self.log.addItem(line)
        if lines:
            self.log.scrollToBottom()

    def clear(self) -> None:
        self.log.clear()
        self.players.clear()
        self.hint_text.clear()
        self.turn.clear()

    def show_players(self, view, names: list[str]) -> None:
        """One line per seat: name, cards left, 親, turn and place."""
        self.players.clear()
        data = view.data
        places = data.get("places", [])
        for s, name in enumerate(names):
            bits = [name]
            counts = data.get("hand_counts")
            if counts is not None:
                bits.append(translate("SidePanel", "{n} cards").format(n=counts[s]))
            if s == data.get("parent") and not data.get("over"):
                bits.append("親")
            status = data.get("status", [None] * len(names))[s]
            if s in places and (status == "finished" or data.get("over")):
                bits.append(ordinal(places.index(s) + 1))
            elif status == "eliminated":
                bits.append(translate("SidePanel", "eliminated"))
            if s == data.get("turn") and not data.get("over"):
                bits.insert(0, "▶")
            self.players.addItem("  ".join(bits))
        rows = max(1, self.players.count())
        self.players.setFixedHeight(min(260, self.players.sizeHintForRow(0) * rows + 2 * self.players.frameWidth() + 4))
