"""Game → Statistics: the figures of one player in one game, from the finished saves
(:mod:`core.stats`), a small chart of the mean place over time, and a reset with confirmation."""
from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (QAbstractItemView, QComboBox, QDialog, QDialogButtonBox, QGridLayout, QHBoxLayout,
                               QHeaderView, QLabel, QMessageBox, QPushButton, QSizePolicy, QStackedWidget,
                               QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget)

from core import stats as core_stats
from core.registry import INFO

from ..i18n import translate
from .new_game import LEVEL_LABELS

NO_VALUE = "—"


def format_value(value, kind: str) -> str:
    """A figure as shown: a percentage, a number with one decimal, or a whole count."""
    if value is None:
        return NO_VALUE
    if kind == "percent":
        return f"{value * 100:.1f}%"
    if kind == "count" or (isinstance(value, int) and not isinstance(value, bool)):
        return f"{int(value):,}"
    return f"{value:,.2f}" if abs(value) < 10 else f"{value:,.0f}"


class PlaceChart(QWidget):
    """The place of each game (dots) and the mean place after each game (the line), oldest left;
    first place at the top."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.places: list[int] = []
        self.means: list[float] = []
        self.worst = 4
        self.setMinimumSize(260, 170)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def sizeHint(self) -> QSize:
        return QSize(380, 240)

    def set_places(self, places: list[int], means: list[float], worst: int) -> None:
        self.places, self.means, self.worst = list(places), list(means), max(2, worst)
        self.update()

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        pal = self.palette()
        p.fillRect(self.rect(), pal.base())
        fm = p.fontMetrics()
        left, top, right, bottom = fm.horizontalAdvance("00") + 14, 12, 14, fm.height() + 16
        plot = QRectF(left, top, self.width() - left - right, self.height() - top - bottom)
        inner = plot.adjusted(8, 0, -8, 0)                 # the first and last games clear of the edges
        n = len(self.places)

        def y_of(place: float) -> float:
            return plot.top() + (place - 1) / (self.worst - 1) * plot.height()

        def x_of(i: int) -> float:
            return inner.center().x() if n <= 1 else inner.left() + i / (n - 1) * inner.width()

        grid = QPen(pal.mid().color(), 1, Qt.PenStyle.DotLine)
        for place in range(1, self.worst + 1):
            p.setPen(grid)
            p.drawLine(QPointF(plot.left(), y_of(place)), QPointF(plot.right(), y_of(place)))
            p.setPen(pal.text().color())
            p.drawText(QRectF(0, y_of(place) - fm.height() / 2, left - 6, fm.height()),
                       int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), str(place))
        p.setPen(pal.text().color())
        p.drawText(QRectF(plot.left(), plot.bottom() + 10, plot.width(), fm.height()),
                   int(Qt.AlignmentFlag.AlignCenter), translate("StatisticsDialog", "Games, oldest first"))
        if not n:
            return
        line = QPen(pal.highlight().color(), 2.5)
        p.setPen(line)
        p.setBrush(Qt.BrushStyle.NoBrush)
        path = QPainterPath(QPointF(x_of(0), y_of(self.means[0])))
        for i, mean in enumerate(self.means[1:], start=1):
            path.lineTo(QPointF(x_of(i), y_of(mean)))
        p.drawPath(path)
        p.setPen(QPen(pal.base().color(), 1.5))
        p.setBrush(pal.text().color())
        for i, place in enumerate(self.places):           # the dots over the line, ringed to stay apart
            p.drawEllipse(QPointF(x_of(i), y_of(place)), 4, 4)


class StatisticsDialog(QDialog):
    """Choose a game and a player; the table of figures, the chart, the reset."""

    def __init__(self, parent=None, game_id: str | None = None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.stats = core_stats.collect()
        layout = QVBoxLayout(self)
        self.pages = QStackedWidget()
        self.empty = QLabel()
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)
        self.pages.addWidget(self.empty)
        self.pages.addWidget(self._figures_page())
        layout.addWidget(self.pages, 1)
        self.note = QLabel()
        self.note.setWordWrap(True)
        layout.addWidget(self.note)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.reset_button = QPushButton()
        buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.reset_button.clicked.connect(self.reset)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.game_box.currentIndexChanged.connect(self._game_chosen)
        self.player_box.currentIndexChanged.connect(self._show_player)
        self.retranslate()
        self._fill_games(game_id)
        self.resize(820, 540)

    # --- building ------------------------------------------------------------------------------
    def _figures_page(self) -> QWidget:
        page = QWidget()
        grid = QGridLayout(page)
        grid.setContentsMargins(0, 0, 0, 0)
        self.game_label, self.player_label = QLabel(), QLabel()
        self.game_box, self.player_box = QComboBox(), QComboBox()
        for box in (self.game_box, self.player_box):
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        choose = QHBoxLayout()
        for label, box in ((self.game_label, self.game_box), (self.player_label, self.player_box)):
            label.setBuddy(box)
            choose.addWidget(label)
            choose.addWidget(box)
            choose.addSpacing(12)
        choose.addStretch(1)
        grid.addLayout(choose, 0, 0, 1, 2)
        self.table = QTableWidget(0, 2)
        self.table.verticalHeader().hide()
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setMinimumWidth(300)
        grid.addWidget(self.table, 1, 0, 2, 1)
        self.chart_title = QLabel()
        grid.addWidget(self.chart_title, 1, 1)
        self.chart = PlaceChart()
        grid.addWidget(self.chart, 2, 1)
        grid.setColumnStretch(0, 1)
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(2, 1)
        return page

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Statistics"))
        self.empty.setText(self.tr("No finished games yet"))
        self.game_label.setText(self.tr("&Game:"))
        self.player_label.setText(self.tr("&Player:"))
        self.table.setHorizontalHeaderLabels([self.tr("Figure"), self.tr("Value")])
        self.chart_title.setText(self.tr("Mean place over time (line) and each game's place (dots)"))
        self.chart_title.setWordWrap(True)
        self.reset_button.setText(self.tr("&Reset statistics…"))
        self._show_note()

    def _show_note(self) -> None:
        parts = []
        if self.stats.practice:
            parts.append(self.tr("Practice games left out: {n}.").format(n=self.stats.practice))
        if self.stats.skipped:
            parts.append(self.tr("Damaged saves skipped: {n}.").format(n=self.stats.skipped))
        self.note.setText(" ".join(parts))
        self.note.setVisible(bool(parts))

    # --- choosing ------------------------------------------------------------------------------
    def _fill_games(self, game_id: str | None = None) -> None:
        current = game_id or self.game_box.currentData()
        self.game_box.blockSignals(True)
        self.game_box.clear()
        for gid, entry in INFO.items():
            if self.stats.games.get(gid):
                self.game_box.addItem(translate("games", entry.title), gid)
        index = self.game_box.findData(current)
        self.game_box.setCurrentIndex(max(index, 0))
        self.game_box.blockSignals(False)
        self.pages.setCurrentIndex(1 if self.game_box.count() else 0)
        self.reset_button.setEnabled(bool(self.game_box.count()))
        self._game_chosen()

    def player_name(self, key: tuple[str, str]) -> str:
        kind, who = key
        if kind == "human":
            return who
        return self.tr("AI ({level})").format(level=translate("NewGameDialog", LEVEL_LABELS.get(who, who)))

    def _game_chosen(self, *_) -> None:
        game_id = self.game_box.currentData()
        current = self.player_box.currentData()
        self.player_box.blockSignals(True)
        self.player_box.clear()
        for key in self.stats.players(game_id) if game_id else []:
            self.player_box.addItem(self.player_name(key), list(key))
        index = self.player_box.findData(current) if current else -1
        self.player_box.setCurrentIndex(max(index, 0))
        self.player_box.blockSignals(False)
        self._show_player()

    def choose(self, game_id: str, key: tuple[str, str]) -> None:
        """Show ``key``'s figures in ``game_id`` (as choosing them in the boxes does)."""
        self.game_box.setCurrentIndex(self.game_box.findData(game_id))
        self.player_box.setCurrentIndex(self.player_box.findData(list(key)))

    def rows(self) -> list[tuple[str, str]]:
        """The table as shown: (figure, value) per row."""
        return [(self.table.item(r, 0).text(), self.table.item(r, 1).text()) for r in range(self.table.rowCount())]

    def _show_player(self, *_) -> None:
        game_id, key = self.game_box.currentData(), self.player_box.currentData()
        summary = self.stats.summary(game_id, tuple(key)) if game_id and key else None
        if summary is None:
            self.table.setRowCount(0)
            self.chart.set_places([], [], 4)
            return
        rows = [(self.tr("Games"), format_value(summary.games, "count")),
                (self.tr("Wins (first places)"), format_value(summary.wins, "count")),
                (self.tr("Mean place"), format_value(summary.mean_place, "number")),
                (self.tr("Best score"), format_value(summary.best_score, "number")),
                (self.tr("Worst score"), format_value(summary.worst_score, "number"))]
        rows += [(translate("stats", label), format_value(value, kind))
                 for label, value, kind in self.stats.figures(game_id, tuple(key))]
        self.table.setRowCount(len(rows))
        for r, (label, value) in enumerate(rows):
            self.table.setItem(r, 0, QTableWidgetItem(label))
            item = QTableWidgetItem(value)
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.table.setItem(r, 1, item)
        self.table.resizeRowsToContents()
        worst = max(seats for _, _, seats in summary.places)
        self.chart.set_places([place for _, place, _ in summary.places], summary.running_mean_place(), worst)

    # --- reset ---------------------------------------------------------------------------------
    def confirm_reset(self) -> bool:
        answer = QMessageBox.question(
            self, self.tr("Reset statistics"),
            self.tr("Start the statistics afresh? Only games finished from now on will count. "
                    "Your saved games are kept."),
            QMessageBox.StandardButton.Reset | QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Cancel)
        return answer == QMessageBox.StandardButton.Reset

    def reset(self) -> None:
        if not self.confirm_reset():
            return
        core_stats.reset_statistics()
        self.stats = core_stats.collect()
        self._show_note()
        self._fill_games()
