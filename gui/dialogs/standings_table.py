"""The standings across the games of a session or the rounds of a match, shown under a game's
final results: one row per game (or round), one column per player, total rows at the bottom.

A game's front end fills a :class:`Standings` (its ``FRONTEND.standings``); this module only
draws it, so it knows no game."""
from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QHeaderView, QTableWidget, QTableWidgetItem

#: the mark of a row's winner (beside the bold text)
WINNER_MARK = "\u2605 "
#: rows shown before the table scrolls
MAX_VISIBLE_ROWS = 8


@dataclass
class StandingsRow:
    """One game or round: its ``label`` ("Game 2", "Round 3"), a cell per player, the players
    marked as its winners, and the text of the extra column (if the table has one)."""
    label: str
    cells: list[str]
    marked: list[int] = field(default_factory=list)
    extra: str = ""


@dataclass
class Standings:
    """What the results dialog shows below the final standings: a ``title``, the header of the
    first column (``head``: "Game", "Round"), the ``players``, the ``rows``, the ``totals`` rows
    (drawn bold), an optional extra last column (``extra``: its header, "" for none) and a
    ``note`` under the table."""
    title: str
    head: str
    players: list[str]
    rows: list[StandingsRow]
    totals: list[StandingsRow] = field(default_factory=list)
    extra: str = ""
    note: str = ""


def standings_table(standings: Standings, parent=None) -> QTableWidget:
    """The table of ``standings`` (object name "standings_table"): numbers right-aligned, each
    row's winners marked with a star and bold, the total rows bold; at most
    :data:`MAX_VISIBLE_ROWS` rows before it scrolls (the totals stay at the bottom)."""
    rows = standings.rows + standings.totals
    columns = 1 + len(standings.players) + (1 if standings.extra else 0)
    table = QTableWidget(len(rows), columns, parent)
    table.setObjectName("standings_table")
    table.setHorizontalHeaderLabels([standings.head] + list(standings.players)
                                    + ([standings.extra] if standings.extra else []))
    right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
    for r, row in enumerate(rows):
        total = r >= len(standings.rows)
        texts = [row.label] + [(WINNER_MARK if seat in row.marked else "") + text
                               for seat, text in enumerate(row.cells)]
        if standings.extra:
            texts.append(row.extra)
        for c, text in enumerate(texts):
            item = QTableWidgetItem(text)
            if 1 <= c <= len(standings.players):
                item.setTextAlignment(right)
            if total or (1 <= c <= len(standings.players) and c - 1 in row.marked):
                font = QFont(item.font())
                font.setBold(True)
                item.setFont(font)
            table.setItem(r, c, item)
    _shape(table, standings, len(rows))
    return table


def _shape(table: QTableWidget, standings: Standings, count: int) -> None:
    """Read-only, sized to its contents (a text of several lines in as many lines); the players'
    columns share the width left."""
    table.verticalHeader().hide()
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.resizeColumnsToContents()
    header = table.horizontalHeader()
    players = range(1, 1 + len(standings.players))
    widest = max((table.columnWidth(c) for c in players), default=0)
    natural = table.columnWidth(0) + widest * len(standings.players)
    if standings.extra:     # one line per rule: the column as wide as the longest
        natural += table.columnWidth(table.columnCount() - 1)
    header.setMinimumSectionSize(widest)     # never cut a number: scroll if the dialog is narrower
    for c in players:       # the players' columns share the width left equally
        header.setSectionResizeMode(c, QHeaderView.ResizeMode.Stretch)
    table.setProperty("natural_width", natural + 2 * table.frameWidth() + table.verticalScrollBar().sizeHint().width())
    table.resizeRowsToContents()
    shown = min(count, MAX_VISIBLE_ROWS + len(standings.totals))
    table.setFixedHeight(header.sizeHint().height() + sum(table.rowHeight(r) for r in range(shown))
                         + 2 * table.frameWidth())
    if count > shown:
        table.scrollToBottom()


def table_width(table: QTableWidget) -> int:
    """The width the table needs to show every column whole (the players' columns as wide as the
    widest)."""
    return int(table.property("natural_width") or 0)
