"""The results of a finished game: places, names and points."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout

from ..log_text import ordinal


class ResultsDialog(QDialog):
    """Shows the ranking; ``review_requested`` / ``new_requested`` tell what the player chose."""

    REVIEW, NEW, NEXT = 2, 3, 4

    def __init__(self, result, names: list[str], parent=None, session: bool = False, next_text: str = "") -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Results"))
        layout = QVBoxLayout(self)
        winner = names[result.ranking[0]] if result.ranking else "?"
        head = QLabel(self.tr("{name} wins!").format(name=winner))
        head.setStyleSheet("font-size: 18pt; font-weight: bold;")
        layout.addWidget(head)
        chips = result.detail.get("unit") == "chips"      # Anmika: chips decide, points beside them
        table = QTableWidget(len(result.ranking), 4 if chips else 3)
        table.setObjectName("results_table")
        heads = [self.tr("Place"), self.tr("Player"), self.tr("Chips (祝儀)") if chips else self.tr("Points")]
        table.setHorizontalHeaderLabels(heads + ([self.tr("Points")] if chips else []))
        for row, seat in enumerate(result.ranking):
            cells = [ordinal(row + 1), names[seat], f"{result.scores[seat]:+,}" if chips else str(result.scores[seat])]
            if chips:
                cells.append(f"{result.detail['points'][seat]:,}")
            for col, text in enumerate(cells):
                table.setItem(row, col, QTableWidgetItem(text))
        table.verticalHeader().hide()
        table.resizeColumnsToContents()
        table.horizontalHeader().setStretchLastSection(True)
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
        self.resize(420, 160 + 30 * len(result.ranking))
