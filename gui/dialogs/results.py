"""The results of a finished game: the winner, why the game ended (the game's own words, its
``FRONTEND.result_lines``), and the final standings: places, names and points with thousands
separators."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from ..log_text import ordinal
from ..players import says_you


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
                 lines: list[str] | None = None, practice: str = "") -> None:
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
        standings = QLabel(self.tr("Final standings"))
        standings.setStyleSheet("font-weight: bold;")
        layout.addWidget(standings)
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
        self.resize(460, self.sizeHint().height())
