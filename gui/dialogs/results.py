"""The results of a finished game: the winner, why the game ended (the game's own words, its
``FRONTEND.result_lines``), and the final standings: places, names and points with thousands
separators; for a game of a session or a match of rounds, the standings across its games or
rounds (the game's ``FRONTEND.standings``)."""
from __future__ import annotations

from PySide6.QtCore import Qt
from typing import Callable

from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout,
                               QWidget)

from ..log_text import ordinal
from ..players import says_you
from .standings_table import standings_table, table_width


def number(n: int) -> str:
    """A score with thousands separators and a true minus sign: 43,500; −1,200."""
    return f"\u2212{-int(n):,}" if n < 0 else f"{int(n):,}"


def signed(n: int) -> str:
    """A change with its sign: +44, −16, 0."""
    return f"+{int(n):,}" if n > 0 else number(n)


class ResultsDialog(QDialog):
    """Shows the ranking; ``review_requested`` / ``new_requested`` tell what the player chose."""

    REVIEW, NEW, NEXT = 2, 3, 4

    def __init__(self, result, names: list[str], parent=None, session: bool = False, next_text: str = "",
                 lines: list[str] | None = None, standings: Callable | None = None, practice: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Results"))
        layout = QVBoxLayout(self)
        winner = names[result.ranking[0]] if result.ranking else "?"
        head = QLabel(self.tr("You win!") if says_you(winner) else self.tr("{name} wins!").format(name=winner))
        head.setStyleSheet("font-size: 18pt; font-weight: bold;")
        layout.addWidget(head)
        if practice:                                        # "Practice game (taken back N times)"
            layout.addWidget(QLabel(practice, objectName="practice"))
        if lines:                                           # why the game ended
            reason = QLabel("\n".join(lines))
            reason.setObjectName("end_reason")
            reason.setWordWrap(True)
            layout.addWidget(reason)
        final = QLabel(self.tr("Final standings"))
        final.setStyleSheet("font-weight: bold;")
        layout.addWidget(final)
        chips = result.detail.get("unit") == "chips"      # Anmika: chips decide, points beside them
        table = QTableWidget(len(result.ranking), 4 if chips else 3)
        table.setObjectName("results_table")
        heads = [self.tr("Place"), self.tr("Player"), self.tr("Chips (祝儀)") if chips else self.tr("Points")]
        table.setHorizontalHeaderLabels(heads + ([self.tr("Points")] if chips else []))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, seat in enumerate(result.ranking):
            cells = [ordinal(row + 1), names[seat], signed(result.scores[seat]) if chips else number(result.scores[seat])]
            if chips:
                cells.append(number(result.detail["points"][seat]))
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(right)
                table.setItem(row, col, item)
        table.verticalHeader().hide()
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
        table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        table.setFixedHeight(table.horizontalHeader().sizeHint().height() + sum(table.rowHeight(r) for r in range(table.rowCount()))
                             + 2 * table.frameWidth())
        layout.addWidget(table)
        across = standings() if standings is not None else None
        if across is not None:      # the games of the session, the rounds of the match
            layout.addWidget(self._across(across))
        buttons = QDialogButtonBox()
        review = buttons.addButton(self.tr("Review this game"), QDialogButtonBox.ButtonRole.ActionRole)
        new = buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.ActionRole)
        if session:     # 《ルール追加》: the winners add rules; Anmika: 連勝祝儀 counts on
            nxt = buttons.addButton(next_text or self.tr("Add rules and play the next game"),
                                    QDialogButtonBox.ButtonRole.AcceptRole)
            nxt.setObjectName("next_game")
            nxt.setDefault(True)
            nxt.clicked.connect(lambda: self.done(self.NEXT))
        close = buttons.addButton(QDialogButtonBox.StandardButton.Close)
        review.clicked.connect(lambda: self.done(self.REVIEW))
        new.clicked.connect(lambda: self.done(self.NEW))
        close.clicked.connect(self.reject)
        layout.addWidget(buttons)
        self.resize(self._width(across), self.sizeHint().height())

    def _across(self, across) -> QWidget:
        """The standings across games or rounds (:mod:`.standings_table`): title, table, note."""
        box = QWidget(self)
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 6, 0, 0)
        title = QLabel(across.title)
        title.setObjectName("standings_title")
        title.setStyleSheet("font-weight: bold;")
        column.addWidget(title)
        self.standings_table = standings_table(across, box)
        column.addWidget(self.standings_table)
        if across.note:
            note = QLabel(across.note)
            note.setObjectName("standings_note")
            note.setWordWrap(True)
            column.addWidget(note)
        return box

    def _width(self, across) -> int:
        """460 px, wider for a wide standings table, never wider than the screen (or the window
        that opens it, if wider)."""
        if across is None:
            return 460
        want = table_width(self.standings_table) + 40
        room = self.screen().availableGeometry().width() if self.screen() is not None else 1280
        if self.parentWidget() is not None:
            room = max(room, self.parentWidget().window().width())
        return max(460, min(want, room - 80))
