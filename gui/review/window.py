"""Review of a saved or finished game: timeline, step, jump, all hands open, the log in sync."""
from __future__ import annotations

from PySide6.QtCore import QPoint, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QPainter, QPolygon, QShortcut
from PySide6.QtWidgets import (QDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QSlider,
                               QSplitter, QStyle, QStyleOptionSlider, QToolButton, QVBoxLayout, QWidget)

from core.registry import GAMES

from ..i18n import translate
from ..log_text import event_lines
from ..registry import frontend, make_table
from ..side_panel import LogList, rules_summary, rules_tooltip
from ..take_back import practice_line, shown_points


TAKE_BACK_COLOUR = "#b03a2e"


class Timeline(QSlider):
    """The review's slider, with a small red mark under each position in ``marks`` (take-backs)."""

    def __init__(self) -> None:
        super().__init__(Qt.Orientation.Horizontal)
        self.marks: list[int] = []

    def paintEvent(self, event) -> None:  # noqa: N802
        super().paintEvent(event)
        if not self.marks or self.maximum() <= self.minimum():
            return
        opt = QStyleOptionSlider()
        self.initStyleOption(opt)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, opt, QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(TAKE_BACK_COLOUR))
        bottom = self.height() - 1
        for k in self.marks:
            x = groove.x() + handle.width() // 2 + QStyle.sliderPositionFromValue(self.minimum(), self.maximum(), k, span)
            painter.drawPolygon(QPolygon([QPoint(x, bottom - 5), QPoint(x - 4, bottom), QPoint(x + 4, bottom)]))
        painter.end()


class ReviewWindow(QDialog):
    """Steps through the actions of ``state``'s record from the deal to the end.

    Position ``i`` is the table after ``i`` actions. Keys: Left/Right step, Home/End jump,
    PageUp/PageDown ten moves, Space plays/pauses, F9 shows or hides the log. A practice game
    (``take_backs``, see gui/take_back.py) says so, and each take-back point on the line played is
    marked in the log and beside the move number ("taken back here").
    """

    def __init__(self, state, names: list[str], parent=None, *, you: int | None = None,
                 take_backs: list[int] | tuple = ()) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.names, self.you = names, you
        record = state.record()
        game = self.game = GAMES[record.game]
        self.setWindowTitle(self.tr("Review: {game}").format(game=translate("games", game.title)))
        self.positions, self.step_events = self._replay(game, record)
        self.taken_back = shown_points(list(take_backs), len(record.actions))   # position -> how many times
        self.index = 0

        layout = QVBoxLayout(self)
        self.header = QLabel(self.tr("{game} · {rules} · {n} moves · seed {seed}").format(
            game=translate("games", game.title), rules=rules_summary(game, state.options), n=len(record.actions),
            seed=record.seed))
        self.header.setToolTip(rules_tooltip(state.options))
        self.header.setObjectName("review_header")
        layout.addWidget(self.header)
        if take_backs:
            layout.addWidget(QLabel(practice_line(list(take_backs)), objectName="review_practice"))
        rules_strip = frontend(game.id).rules_strip
        if rules_strip is not None and state.options.get("rules"):
            strip = rules_strip(state)
            self.rules = QLabel(self.tr("Rules in force: {rules}").format(rules=" · ".join(t for t, _ in strip)))
            self.rules.setObjectName("review_rules")
            self.rules.setWordWrap(True)
            self.rules.setToolTip("\n".join(f"{t}: {d}" for t, d in strip))
            layout.addWidget(self.rules)
        split = self.split = QSplitter()
        self.table = make_table(game.id)
        self.table.set_names(names)
        split.addWidget(self.table)
        self.log = LogList()
        self.log.setObjectName("review_log")
        self.log.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.log.itemClicked.connect(lambda item: self.goto(item.data(Qt.ItemDataRole.UserRole)))
        split.addWidget(self.log)
        split.setCollapsible(0, False)
        split.setStretchFactor(0, 1)         # a larger window widens the table, the log keeps its width
        split.setStretchFactor(1, 0)
        self._log_sized = False
        layout.addWidget(split, 1)

        bar = QHBoxLayout()
        self.buttons = {}
        icons = QStyle.StandardPixmap
        for key, icon, slot in (("start", icons.SP_MediaSkipBackward, lambda: self.goto(0)),
                                ("back", icons.SP_MediaSeekBackward, lambda: self.goto(self.index - 1)),
                                ("play", icons.SP_MediaPlay, self.toggle_play),
                                ("forward", icons.SP_MediaSeekForward, self.step_forward),
                                ("end", icons.SP_MediaSkipForward, lambda: self.goto(self.last))):
            b = QPushButton(self.style().standardIcon(icon), "")
            b.setObjectName(f"review_{key}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            bar.addWidget(b)
            self.buttons[key] = b
        self.slider = Timeline()
        self.slider.setObjectName("review_slider")
        self.slider.setRange(0, self.last)
        self.slider.marks = sorted(self.taken_back)
        if self.taken_back:
            self.slider.setToolTip(self.tr("↶ Taken back here") + ": " + ", ".join(map(str, self.slider.marks)))
        self.slider.valueChanged.connect(self.goto)
        bar.addWidget(self.slider, 1)
        self.position = QLabel()
        self.position.setObjectName("review_position")
        bar.addWidget(self.position)
        self.log_button = QToolButton()
        self.log_button.setObjectName("review_log_button")
        self.log_button.setCheckable(True)
        self.log_button.setChecked(True)
        self.log_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.log_button.setText(self.tr("Log (F9)"))
        self.log_button.toggled.connect(self.show_log)
        bar.addWidget(self.log_button)
        layout.addLayout(bar)
        self.buttons["start"].setToolTip(self.tr("Start (Home)"))
        self.buttons["back"].setToolTip(self.tr("Step back (Left)"))
        self.buttons["play"].setToolTip(self.tr("Play / pause (Space)"))
        self.buttons["forward"].setToolTip(self.tr("Step forward (Right)"))
        self.buttons["end"].setToolTip(self.tr("End (End)"))

        self._keys = {Qt.Key.Key_Left: lambda: self.goto(self.index - 1), Qt.Key.Key_Right: self.step_forward,
                      Qt.Key.Key_Home: lambda: self.goto(0), Qt.Key.Key_End: lambda: self.goto(self.last),
                      Qt.Key.Key_PageUp: lambda: self.goto(self.index - 10),
                      Qt.Key.Key_PageDown: lambda: self.goto(self.index + 10), Qt.Key.Key_Space: self.toggle_play,
                      Qt.Key.Key_F9: self.log_button.toggle}
        for key, slot in self._keys.items():
            QShortcut(QKeySequence(key), self, activated=slot)

        self._current_lines: list[QListWidgetItem] = []
        self._fill_log()
        self.timer = QTimer(self)
        self.timer.setInterval(700)
        self.timer.timeout.connect(self._tick)
        self._fit_screen()
        self._show(0)

    def _fit_screen(self) -> None:
        """Open large: nine tenths of the screen, up to 1600 x 1000 (the open hands need room)."""
        area = self.screen().availableGeometry() if self.screen() is not None else None
        if area is None or area.width() < 400:
            self.resize(1200, 760)
        else:
            self.resize(min(1600, int(area.width() * 0.9)), min(1000, int(area.height() * 0.9)))

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if not self._log_sized:               # the log's first width, by the window's
            self._log_sized = True
            total = sum(self.split.sizes()) or self.split.width()
            log = max(220, min(340, round(total * 0.24)))
            self.split.setSizes([total - log, log])

    def show_log(self, on: bool) -> None:
        """Show the log beside the table, or hide it so the table takes the whole width (F9)."""
        self.log.setVisible(bool(on))
        if self.log_button.isChecked() != bool(on):
            self.log_button.setChecked(bool(on))

    @staticmethod
    def _replay(game, record):
        """The state after each number of actions, and the events each action caused."""
        state = game.new_state(record.seats, record.options, record.seed)
        positions = [state.clone()]
        events = [list(getattr(state, "start_events", []))]
        for action in record.actions:
            events.append(state.apply(action))
            positions.append(state.clone())
        return positions, events

    @property
    def last(self) -> int:
        return len(self.positions) - 1

    def _fill_log(self) -> None:
        for i, evs in enumerate(self.step_events):
            for line in event_lines(evs, self.names, self.you, self.game.id):
                item = QListWidgetItem(f"{i}. {line}" if i else line)
                item.setData(Qt.ItemDataRole.UserRole, i)
                self.log.addItem(item)
            if i in self.taken_back:
                self.log.addItem(self._take_back_item(i))

    def _take_back_item(self, i: int) -> QListWidgetItem:
        """The mark in the log after move ``i``: the player took back a decision here."""
        times = self.taken_back[i]
        text = self.tr("↶ Taken back here") if times == 1 else \
            self.tr("↶ Taken back here ({n} times)").format(n=times)
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, i)
        item.setData(Qt.ItemDataRole.UserRole + 1, "take_back")
        item.setForeground(QColor(TAKE_BACK_COLOUR))
        font = item.font()
        font.setItalic(True)
        item.setFont(font)
        return item

    def goto(self, index: int) -> None:
        """Jump to position ``index`` (clamped), instantly."""
        index = max(0, min(self.last, int(index)))
        if index != self.index:
            self._show(index)

    def step_forward(self) -> None:
        """One action forward, animated."""
        if self.index >= self.last:
            self.timer.stop()
            return
        i = self.index + 1
        self.index = i
        state = self.positions[i]
        self.table.play_events(self.step_events[i], state.view(None), [], None, open_hands=True)
        self._sync(i)

    def _show(self, index: int) -> None:
        self.index = index
        self.table.show_view(self.positions[index].view(None), [], None, open_hands=True)
        self._sync(index)

    def _sync(self, index: int) -> None:
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        moves = self.tr("Move {i} / {n}").format(i=index, n=self.last)
        self.position.setText(self.tr("{moves} · taken back here").format(moves=moves) if index in self.taken_back else moves)
        current = [self.log.item(row) for row in range(self.log.count())
                   if self.log.item(row).data(Qt.ItemDataRole.UserRole) == index]
        for item in self._current_lines:
            self._mark_line(item, False)
        for item in current:
            self._mark_line(item, True)
        self._current_lines = current
        self.log.keep_in_view(current)

    @staticmethod
    def _mark_line(item: QListWidgetItem, current: bool) -> None:
        """Highlight (bold, on yellow) a log line of the move shown, or unmark it."""
        item.setBackground(QColor("#ffe08a") if current else QColor(0, 0, 0, 0))
        font = item.font()
        font.setBold(current)
        item.setFont(font)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - keys that reach the window directly
        slot = self._keys.get(event.key())
        if slot is None:
            super().keyPressEvent(event)
        else:
            slot()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.index >= self.last:
                self.goto(0)
            self.timer.start()

    def _tick(self) -> None:
        self.step_forward()
