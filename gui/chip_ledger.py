"""The chip ledger of the side panel: chips (or pool points) per seat over the rounds, and the round
under way, for any game whose view has ``chips`` (the rummy games, Anmika's 祝儀).

Updated from a View (``chips``, and where the game has them ``scores_label``, ``round``,
``rounds``, ``last_result``). The view only carries the latest
round's result, so the widget keeps the per-round changes it has seen; rounds played before it
was shown (a continued game) appear only in the totals.
"""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from .i18n import translate



MAX_ROWS = 5            # seats shown at once; more scroll (the side panel fits a 1024x640 window)


class ChipLedger(QWidget):
    """Chips per seat over the rounds (one column per round seen, then the total) and "Round 2 / 4"."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("chip_ledger")
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.round_label = QLabel()
        self.round_label.setObjectName("ledger_round")
        self.round_label.setStyleSheet("font-weight: bold;")
        layout.addWidget(self.round_label)
        self.table = QTableWidget(0, 0)
        self.table.setObjectName("ledger_table")
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        rows = self.table.verticalHeader()                 # compact rows: a line of text each
        rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        rows.setDefaultSectionSize(self.fontMetrics().height() + 6)
        layout.addWidget(self.table)
        layout.addStretch(1)
        self.names: list[str] = []
        self.changes: dict[int, list[int]] = {}      # round -> change per seat
        self.voids: set[int] = set()
        self.totals: list[int] = []
        self.label = "chips"
        self.round = 0
        self.rounds: int | None = None

    def clear(self) -> None:
        """Forget every round (a new game)."""
        self.changes.clear()
        self.voids.clear()
        self.totals = []
        self.round, self.rounds = 0, None
        self._fill()

    def update_from_view(self, view, names: list[str]) -> None:
        """Take the ledger, the round and the latest round's result from ``view``."""
        data = view.data if hasattr(view, "data") else view
        self.names = list(names)
        self.totals = list(data.get("chips") or [])
        self.label = data.get("scores_label") or "chips"
        self.round, self.rounds = int(data.get("round") or 0), data.get("rounds")
        last = data.get("last_result")
        if last and last.get("round"):
            n = int(last["round"])
            if last.get("void"):
                self.voids.add(n)
                self.changes[n] = [0] * len(self.totals)
            else:
                change = last.get("ledger") or last.get("payments") or []
                self.changes[n] = list(change)
        self._fill()

    def round_text(self) -> str:
        """"Round 2 / 4" (a pool has no fixed number of rounds: "Round 2"); "Match over" at the end."""
        if not self.round:
            return ""
        if self.rounds:
            return translate("RummyLedger", "Round {n} / {total}").format(n=self.round, total=self.rounds)
        return translate("RummyLedger", "Round {n}").format(n=self.round)

    def _fill(self) -> None:
        self.round_label.setText(self.round_text())
        rounds = sorted(self.changes)
        seats = len(self.totals)
        total_word = (translate("RummyLedger", "Points") if self.label == "points" else translate("RummyLedger", "Chips"))
        headers = [translate("RummyLedger", "Player")] + [translate("RummyLedger", "R{n}").format(n=n) for n in rounds] + [total_word]
        self.table.clear()
        self.table.setRowCount(seats)
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        bold = QFont(self.font())
        bold.setBold(True)
        best = max(self.totals) if self.totals and self.label != "points" else (min(self.totals) if self.totals else None)
        for s in range(seats):
            name = self.names[s] if s < len(self.names) else translate("RummyLedger", "Player {n}").format(n=s + 1)
            self.table.setItem(s, 0, QTableWidgetItem(name))
            for c, n in enumerate(rounds, start=1):
                change = self.changes[n]
                value = change[s] if s < len(change) else 0
                text = "—" if n in self.voids else (f"{value:+d}" if value else "0")
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if n in self.voids:
                    item.setToolTip(translate("RummyLedger", "Void round (流局)"))
                elif value:
                    item.setForeground(QColor("#2e7d32") if (value > 0) != (self.label == "points") else QColor("#c62828"))
                self.table.setItem(s, c, item)
            total = QTableWidgetItem(str(self.totals[s]))
            total.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            total.setFont(bold)
            if self.totals[s] == best:
                total.setBackground(QColor("#fff3c4"))
            self.table.setItem(s, len(headers) - 1, total)
        head = self.table.horizontalHeader()
        head.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for c in range(1, len(headers)):
            head.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        rows = max(1, min(seats, MAX_ROWS))              # many seats: the table scrolls
        head_height = max(self.table.horizontalHeader().height(), self.table.horizontalHeader().sizeHint().height())
        height = head_height + sum(self.table.rowHeight(r) for r in range(rows)) + 2 * self.table.frameWidth() + 2
        self.table.setFixedHeight(height)

    def values(self) -> list[int]:
        """The totals per seat shown (for tests)."""
        return list(self.totals)


__all__ = ["ChipLedger"]
