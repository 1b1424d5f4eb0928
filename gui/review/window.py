"""The review window: the table, the timeline slider, the list of hands, the end-of-hand panel and
the log, in step. The positions come from :mod:`gui.review.timeline` (checkpoints, not a state per
position); the hands list is :mod:`gui.review.hands`, the breakdown :mod:`gui.review.summary`, the
text export :mod:`gui.review.export`.

The mistake analysis (Review → Analyse…, :mod:`gui.review.analysis` over :mod:`core.analysis`) runs
on a worker thread; its result puts a bar per decision above the slider (``MarkedSlider.bars``), a
"Losses" tab beside the hands (each row jumps to its decision), and at a decision shown the top
choices above the tabs. It is cached beside the save (``save_path``), or in the data folder for a
game not saved."""
from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QDialog, QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QMenuBar,
                               QPushButton, QSplitter, QStyle, QTabWidget,
                               QToolButton, QVBoxLayout, QWidget)

from core.engine import QT_TRANSLATE_NOOP
from core.registry import GAMES

from ..i18n import translate
from ..log_text import event_lines
from ..registry import frontend, make_table
from ..side_panel import LogList, rules_summary, rules_tooltip
from ..take_back import practice_line, shown_points
from . import analysis as review_analysis
from .building import build_timeline
from .export import export_text, game_text
from .hands import HandList, hand_titles
from .slider import TAKE_BACK_COLOUR, MarkedSlider
from .summary import embedded_round_dialog, lines_widget, summary_text
from .timeline import Positions, Step



#: the review's own keys: (keys, what they do), words in the context "ReviewKeys"
REVIEW_KEYS = (
    (("Left", "Right"), QT_TRANSLATE_NOOP("ReviewKeys", "Step back / forward (the end of each hand is a step of its own)")),
    (("Home", "End"), QT_TRANSLATE_NOOP("ReviewKeys", "The start / the end of the game")),
    (("PgUp", "PgDown"), QT_TRANSLATE_NOOP("ReviewKeys", "Ten moves back / forward")),
    (("Up", "Down"), QT_TRANSLATE_NOOP("ReviewKeys", "The previous / next hand (its deal)")),
    (("Ctrl+Down",), QT_TRANSLATE_NOOP("ReviewKeys", "The end of this hand (its result)")),
    (("Space",), QT_TRANSLATE_NOOP("ReviewKeys", "Play / pause")),
    (("F9",), QT_TRANSLATE_NOOP("ReviewKeys", "Show or hide the log")),
    (("?",), QT_TRANSLATE_NOOP("ReviewKeys", "These keys")),
)


class ReviewWindow(QDialog):
    """Steps through the actions of ``state``'s record from the deal to the end.

    Position ``i`` is the table after ``i`` actions; the end of every hand is a step of its own
    (``step`` counts steps, ``index`` is the position shown). Keys: :data:`REVIEW_KEYS`. A practice
    game (``take_backs``, see gui/take_back.py) says so, and each take-back point on the line played
    is marked in the log and beside the move number ("taken back here").
    """

    def __init__(self, state, names: list[str], parent=None, *, you: int | None = None,
                 take_backs: list[int] | tuple = (), save_path=None) -> None:
        super().__init__(parent)
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.names, self.you = names, you
        self.viewpoint: int | None = None            # None: every hand open
        record = state.record()
        game = self.game = GAMES[record.game]
        self.options = state.options
        self.table = make_table(game.id)
        self.table.set_names(names)
        self.timeline = build_timeline(game, record, getattr(self.table, "ROUND_END_KINDS", ()), parent)
        self.positions = Positions(self.timeline)
        self.taken_back = shown_points(list(take_backs), len(record.actions))   # position -> how many times
        self.index, self.step = 0, 0
        self._live_hold = False                      # an animated step holds at a hand's end
        self._result = None                          # what the table said at the last hand end
        self.summary: QWidget | None = None
        self.save_path = save_path
        self.analysis: dict | None = None            # core.analysis's result, once analysed
        self.analysis_run: review_analysis.AnalysisRun | None = None
        self._hand_titles: list[str] | None = None
        self._state = state                          # the game reviewed (its rules strip)
        self._take_backs = list(take_backs)

        layout = QVBoxLayout(self)
        self.header = QLabel()
        self.header.setObjectName("review_header")
        top = QHBoxLayout()
        top.addWidget(self._build_menu())            # the menu shares the header's row (room for the table)
        top.addWidget(self.header, 1)
        self.viewpoint_box = QComboBox()
        self.viewpoint_box.setObjectName("review_viewpoint")
        self.viewpoint_box.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.viewpoint_box.currentIndexChanged.connect(lambda k: self.set_viewpoint(self.viewpoint_box.itemData(k)))
        top.addWidget(self.viewpoint_box)
        layout.addLayout(top)
        self.practice: QLabel | None = None
        if take_backs:
            self.practice = QLabel(objectName="review_practice")
            layout.addWidget(self.practice)
        self.rules: QLabel | None = None
        if frontend(game.id).rules_strip is not None and state.options.get("rules"):
            self.rules = QLabel()
            self.rules.setObjectName("review_rules")
            self.rules.setWordWrap(True)
            layout.addWidget(self.rules)
        split = self.split = QSplitter()
        split.addWidget(self.table)
        self.side = self._build_side()
        split.addWidget(self.side)
        split.setCollapsible(0, False)
        split.setStretchFactor(0, 1)         # a larger window widens the table, the log keeps its width
        split.setStretchFactor(1, 0)
        self._log_sized = False
        layout.addWidget(split, 1)
        layout.addLayout(self._build_bar())
        self.progress = review_analysis.ProgressStrip()
        self.progress.cancel_requested.connect(self.cancel_analysis)
        layout.addWidget(self.progress)

        self._keys = {Qt.Key.Key_Left: self.step_back, Qt.Key.Key_Right: self.step_forward,
                      Qt.Key.Key_Home: lambda: self.goto(0), Qt.Key.Key_End: lambda: self.goto_step(len(self.timeline.steps) - 1),
                      Qt.Key.Key_PageUp: lambda: self.goto(self.index - 10),
                      Qt.Key.Key_PageDown: lambda: self.goto(self.index + 10), Qt.Key.Key_Space: self.toggle_play,
                      Qt.Key.Key_Up: self.previous_hand, Qt.Key.Key_Down: self.next_hand,
                      Qt.Key.Key_F9: self.log_button.toggle, Qt.Key.Key_Question: self.show_keys}
        for key, slot in self._keys.items():
            QShortcut(QKeySequence(key), self, activated=slot)
        QShortcut(QKeySequence("Ctrl+Down"), self, activated=self.hand_end)

        if hasattr(self.table, "round_ended"):
            self.table.round_ended.connect(self._on_round_ended)
            self.table.set_round_pause(True)         # an animated step holds at a hand's end
        self._current_lines: list[QListWidgetItem] = []
        self._log_hand = -1
        self._fill_log()
        self.hands.fill(self.timeline, self.names, self.you, self.viewpoint)
        self.timer = QTimer(self)
        self.timer.setInterval(700)
        self.timer.timeout.connect(self._tick)
        self._set_texts()
        self._fit_screen()
        self._show_step(0)
        self._built = True                           # a language switch from now on is shown

    # --- building -----------------------------------------------------------------------------------
    def _build_menu(self) -> QMenuBar:
        """Review → Export as text…, Keys."""
        bar = self.menu_bar = QMenuBar(self)
        bar.setNativeMenuBar(False)
        self.menu_review = bar.addMenu("")
        self.export_action = self.menu_review.addAction("", self.export)
        self.export_action.setObjectName("review_export")
        self.analyse_action = self.menu_review.addAction("", self.ask_analysis)
        self.analyse_action.setObjectName("review_analyse")
        self.export_analysis_action = self.menu_review.addAction("", self.export_analysis)
        self.export_analysis_action.setObjectName("review_export_analysis")
        self.export_analysis_action.setEnabled(False)
        self.keys_action = self.menu_review.addAction("", self.show_keys)
        return bar

    def _build_side(self) -> QWidget:
        """The panel beside the table: the end-of-hand breakdown (at a hand's end), the hands and
        the log in tabs."""
        side = QSplitter(Qt.Orientation.Vertical)
        side.setObjectName("review_side")
        self.summary_area = QWidget()                # the breakdown scrolls in its own area
        self.summary_area.setObjectName("review_summary")
        QVBoxLayout(self.summary_area).setContentsMargins(0, 0, 0, 0)
        self.summary_area.hide()
        side.addWidget(self.summary_area)
        self.choices = review_analysis.ChoicesPanel()
        side.addWidget(self.choices)
        self.losses = review_analysis.LossList()
        self.losses.decision_chosen.connect(self.goto_decision)
        self.tabs = QTabWidget()
        self.log = LogList()
        self.log.setObjectName("review_log")
        self.log.setSelectionMode(QListWidget.SelectionMode.NoSelection)
        self.log.itemClicked.connect(self._log_clicked)
        self.hands = HandList()
        self.hands.hand_chosen.connect(self.goto_hand)
        self.tabs.addTab(self.log, "")
        self.tabs.addTab(self.hands, "")
        self.tabs.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        side.addWidget(self.tabs)
        side.setCollapsible(2, False)
        side.setStretchFactor(0, 3)
        side.setStretchFactor(1, 1)
        side.setStretchFactor(2, 2)
        return side

    def _build_bar(self) -> QHBoxLayout:
        bar = QHBoxLayout()
        self.buttons = {}
        icons = QStyle.StandardPixmap
        for key, icon, slot in (("start", icons.SP_MediaSkipBackward, lambda: self.goto(0)),
                                ("back", icons.SP_MediaSeekBackward, self.step_back),
                                ("play", icons.SP_MediaPlay, self.toggle_play),
                                ("forward", icons.SP_MediaSeekForward, self.step_forward),
                                ("end", icons.SP_MediaSkipForward, lambda: self.goto_step(len(self.timeline.steps) - 1))):
            b = QPushButton(self.style().standardIcon(icon), "")
            b.setObjectName(f"review_{key}")
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            b.clicked.connect(slot)
            bar.addWidget(b)
            self.buttons[key] = b
        self.slider = MarkedSlider()
        self.slider.setObjectName("review_slider")
        self.slider.setRange(0, self.last)
        self.slider.marks = sorted(self.taken_back)
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
        self.log_button.toggled.connect(self.show_log)
        bar.addWidget(self.log_button)
        self.analyse_button = QPushButton()
        self.analyse_button.setObjectName("review_analyse_button")
        self.analyse_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.analyse_button.clicked.connect(self.ask_analysis)
        bar.addWidget(self.analyse_button)
        return bar

    # --- the texts (set again after a language switch) ------------------------------------------------
    def _set_texts(self) -> None:
        """Every fixed text of the window in the current language: title, header, rules, menu,
        buttons, tabs, the viewpoint choice."""
        game, record, options = self.game, self.timeline.record, self.options
        self.setWindowTitle(self.tr("Review: {game}").format(game=translate("games", game.title)))
        self.header.setText(self.tr("{game} · {rules} · {n} moves · seed {seed}").format(
            game=translate("games", game.title), rules=rules_summary(game, options), n=len(record.actions),
            seed=record.seed))
        self.header.setToolTip(rules_tooltip(options))
        if self.practice is not None:
            self.practice.setText(practice_line(self._take_backs))
        if self.rules is not None:
            strip = frontend(game.id).rules_strip(self._state)
            self.rules.setText(self.tr("Rules in force: {rules}").format(rules=" · ".join(t for t, _ in strip)))
            self.rules.setToolTip("\n".join(f"{t}: {d}" for t, d in strip))
        self.menu_review.setTitle(self.tr("&Review"))
        self.export_action.setText(self.tr("&Export as text…"))
        self.analyse_action.setText(self.tr("&Analyse…"))
        self.export_analysis_action.setText(self.tr("Export the &analysis as text…"))
        self.keys_action.setText(self.tr("&Keys"))
        self.tabs.setTabText(self.tabs.indexOf(self.log), self.tr("Log"))
        self.tabs.setTabText(self.tabs.indexOf(self.hands), self.tr("Hands ({n})").format(n=len(self.timeline.hands)))
        if self.taken_back:
            self.slider.setToolTip(self.tr("↶ Taken back here") + ": " + ", ".join(map(str, self.slider.marks)))
        self.log_button.setText(self.tr("Log (F9)"))
        self.analyse_button.setText(self.tr("Analyse…"))
        self.analyse_button.setToolTip(self.tr("Where did a player's moves lose against the strong AI's best?"))
        tips = {"start": self.tr("Start (Home)"), "back": self.tr("Step back (Left)"),
                "play": self.tr("Play / pause (Space)"), "forward": self.tr("Step forward (Right)"),
                "end": self.tr("End (End)")}
        for key, tip in tips.items():
            self.buttons[key].setToolTip(tip)
        self._fill_viewpoints()

    def retranslate(self) -> None:
        """The review in the current language (after a language switch), at the same step: the
        fixed texts, the hands, the log (a view of the record: written again, its scroll kept), the
        table, the end-of-hand breakdown and the analysis shown."""
        self._set_texts()
        self._hand_titles = None
        self.hands.fill(self.timeline, self.names, self.you, self.viewpoint)
        if self.analysis is not None:
            self._set_analysis_texts()
        top = self.log.indexAt(self.log.viewport().rect().topLeft()).row()
        self._fill_log()
        self.table.retranslate()
        if self.table.is_animating():            # a step playing: the view after it comes in the new language
            if self.summary is not None:
                self._show_summary(self.timeline.steps[self.step])
            self._sync()
        else:
            self._show_step(self.step)            # the table laid again, the breakdown with it
        self.progress.retranslate()
        if self.analysis_run is not None and not self.progress.cancel.isEnabled():     # Cancel was pressed
            self.progress.label.setText(self.tr("Cancelling…"))
        if top >= 0:
            QTimer.singleShot(0, lambda: self.log.scrollToItem(self.log.item(top), LogList.ScrollHint.PositionAtTop)
                              if top < self.log.count() else None)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        if event.type() == QEvent.Type.LanguageChange and getattr(self, "_built", False):
            self.retranslate()
        super().changeEvent(event)

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
            self._size_side()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self.choices.isVisible():          # the choices keep the height they need at the new width
            QTimer.singleShot(0, self._size_choices)

    def _size_side(self) -> None:
        """The panel's width: a third of the window at a hand's end (the breakdown), else the log's."""
        total = sum(self.split.sizes()) or self.split.width()
        share = 0.4 if self.summary_area.isVisible() else 0.24
        side = max(220, min(560 if share > 0.3 else 340, round(total * share)))
        self.split.setSizes([total - side, side])

    def show_log(self, on: bool) -> None:
        """Show the panel beside the table, or hide it so the table takes the whole width (F9)."""
        self.side.setVisible(bool(on))
        self.log.setVisible(bool(on))
        if self.log_button.isChecked() != bool(on):
            self.log_button.setChecked(bool(on))

    @property
    def last(self) -> int:
        return self.timeline.last

    @property
    def step_events(self) -> list[list]:
        """The events of each action (position ``i``: the events action ``i`` caused)."""
        return self.timeline.events

    # --- the viewpoint ---------------------------------------------------------------------------------
    def _fill_viewpoints(self) -> None:
        box = self.viewpoint_box
        box.blockSignals(True)
        box.clear()
        box.addItem(self.tr("All hands open"), None)
        for seat, name in enumerate(self.names):
            box.addItem(self.tr("As {name} saw it").format(name=name), seat)
        box.setCurrentIndex(0 if self.viewpoint is None else self.viewpoint + 1)
        box.blockSignals(False)

    def set_viewpoint(self, seat: int | None) -> None:
        """Show the game as ``seat`` saw it (the others' hidden cards hidden), or every hand open."""
        self.viewpoint = seat if isinstance(seat, int) else None
        if self.viewpoint_box.currentData() != self.viewpoint:
            self.viewpoint_box.blockSignals(True)
            self.viewpoint_box.setCurrentIndex(0 if self.viewpoint is None else self.viewpoint + 1)
            self.viewpoint_box.blockSignals(False)
        self._fill_log()
        self.hands.fill(self.timeline, self.names, self.you, self.viewpoint)
        self._show_step(self.step)

    def _view(self, move: int):
        return self.timeline.state_at(move).view(self.viewpoint)

    def _events(self, events: list) -> list:
        return [e.redacted(self.viewpoint) for e in events]

    def _table_kwargs(self) -> dict:
        return {"open_hands": self.viewpoint is None}

    # --- the log ------------------------------------------------------------------------------------
    def _lines(self, events: list) -> list[str]:
        return event_lines(self._events(events), self.names, self.you, self.game.id)

    def _fill_log(self) -> None:
        """The log of the hand shown: its lines, each with its move number and step."""
        t = self.timeline
        self.log.clear()
        self._current_lines = []
        self._log_hand = k_hand = t.hand_of(t.steps[self.step])
        for k in t.hand_steps(k_hand):
            step = t.steps[k]
            i = step.move
            for line in self._lines(t.hand_events(step)):
                item = QListWidgetItem(f"{i}. {line}" if i else line)
                item.setData(Qt.ItemDataRole.UserRole, i)
                item.setData(Qt.ItemDataRole.UserRole + 2, k)
                self.log.addItem(item)
            if i in self.taken_back and not step.held:
                self.log.addItem(self._take_back_item(i, k))
            if step.held and k == len(t.steps) - 1:        # a finished game's last action: its events after the end
                for line in self._lines(t.events[i][t.hands[-1].cut:]):
                    item = QListWidgetItem(f"{i}. {line}")
                    item.setData(Qt.ItemDataRole.UserRole, i)
                    item.setData(Qt.ItemDataRole.UserRole + 2, k)
                    self.log.addItem(item)

    def _take_back_item(self, i: int, k: int) -> QListWidgetItem:
        """The mark in the log after move ``i``: the player took back a decision here."""
        times = self.taken_back[i]
        text = self.tr("↶ Taken back here") if times == 1 else \
            self.tr("↶ Taken back here ({n} times)").format(n=times)
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, i)
        item.setData(Qt.ItemDataRole.UserRole + 1, "take_back")
        item.setData(Qt.ItemDataRole.UserRole + 2, k)
        item.setForeground(QColor(TAKE_BACK_COLOUR))
        font = item.font()
        font.setItalic(True)
        item.setFont(font)
        return item

    def _log_clicked(self, item: QListWidgetItem) -> None:
        self.goto_step(item.data(Qt.ItemDataRole.UserRole + 2))

    # --- moving ---------------------------------------------------------------------------------------
    def goto(self, index: int) -> None:
        """Jump to position ``index`` (clamped), instantly; a move that ends a hand shows its end."""
        k = self.timeline.step_index(int(index), held=True)
        if k != self.step:
            self._show_step(k)

    def goto_step(self, k: int) -> None:
        """Jump to step ``k`` (clamped), instantly."""
        k = max(0, min(len(self.timeline.steps) - 1, int(k)))
        if k != self.step:
            self._show_step(k)

    def goto_hand(self, k: int) -> None:
        """Jump to the deal of hand ``k`` (from 0)."""
        hands = self.timeline.hands
        if 0 <= k < len(hands):
            self.goto_step(self.timeline.step_index(hands[k].start))

    def previous_hand(self) -> None:
        """The deal of this hand, or of the previous one when already at this hand's deal."""
        t = self.timeline
        k = t.hand_of(t.steps[self.step])
        if k >= 0 and t.hands and self.step == t.step_index(t.hands[k].start):
            k -= 1
        self.goto_hand(max(0, k))

    def next_hand(self) -> None:
        """The deal of the next hand (the end of the last hand from within it)."""
        t = self.timeline
        k = t.hand_of(t.steps[self.step]) + 1
        if k < len(t.hands):
            self.goto_hand(k)
        else:
            self.hand_end()

    def hand_end(self) -> None:
        """The end of the hand shown (its result)."""
        t = self.timeline
        if t.hands:
            self.goto_step(t.step_index(t.hands[t.hand_of(t.steps[self.step])].move, held=True))

    def step_back(self) -> None:
        self.goto_step(self.step - 1)

    def step_forward(self) -> None:
        """One step forward, animated (at speed 0, or onto a position already laid, instantly)."""
        t = self.timeline
        if self.step >= len(t.steps) - 1:
            self.timer.stop()
            return
        k = self.step + 1
        step = t.steps[k]
        if self.table.speed() == 0:
            self._show_step(k)
            return
        if t.steps[self.step].held:              # from a hand's end to the next deal
            if self._live_hold:
                self._live_hold = False
                self._set_step(k)
                self._hide_summary()
                self.table.resume_after_round()
                self._sync()
            else:
                self._show_step(k)
            return
        self._set_step(k)
        self._hide_summary()
        self.table.play_events(self._events(t.events[step.move]), self._view(step.move), [], self.viewpoint,
                               **self._table_kwargs())
        self._sync()

    def _show_step(self, k: int) -> None:
        """Lay step ``k`` on the table at once: a position, or a hand's end (the position before its
        last action, that action's events up to the end laid on it, the breakdown beside)."""
        t = self.timeline
        self._set_step(k)
        step = t.steps[k]
        self._live_hold = False
        if step.held:
            self.table.show_view(self._view(step.move - 1), [], self.viewpoint, **self._table_kwargs())
            self._result = None
            after = self._view(step.move)
            self.table.show_events_at_once(self._events(t.hand_events(step)), after)
            self._show_summary(step)
        else:
            self.table.resume_after_round()
            self.table.show_view(self._view(step.move), [], self.viewpoint, **self._table_kwargs())
            self._hide_summary()
        self._sync()

    def _set_step(self, k: int) -> None:
        self.step = k
        self.index = self.timeline.steps[k].move

    def _on_round_ended(self, result) -> None:
        """The table ended a hand: at a held step, its result fills the panel; during an animated
        step the table holds there (the next step lets it go on)."""
        self._result = result
        step = self.timeline.steps[self.step]
        if step.held and self.table.is_animating():
            self._live_hold = True
            self._show_summary(step)

    # --- the end-of-hand panel -----------------------------------------------------------------------
    def _show_summary(self, step: Step) -> None:
        """The breakdown of the hand that ends at ``step``: the game's end-of-round dialog, or the
        lines of the events that ended it and why the game ended."""
        self._drop_summary()
        end = self.timeline.hand_end_at(step.move)
        widget = embedded_round_dialog(self.game.id, self._result, self.names, options=self.options.to_json(),
                                       you=self.you, host=self.summary_area)
        if widget is None:
            widget = lines_widget(self._end_lines(step, end), self.summary_area)
        widget.setObjectName("review_breakdown")
        self.summary = widget
        self.summary_area.layout().addWidget(widget)
        widget.show()
        was = self.summary_area.isVisible()
        self.summary_area.show()
        if not was:
            height = sum(self.side.sizes()) or self.side.height()
            choices = self.side.sizes()[1] if self.choices.isVisible() else 0
            top = round((height - choices) * 0.62)
            self.side.setSizes([top, choices, height - choices - top])   # the log keeps some lines
            if self._log_sized:
                self._size_side()

    def _end_lines(self, step: Step, end) -> list[str]:
        lines = self._lines(self.timeline.hand_events(step))
        ends = [e for e in self.timeline.hand_events(step) if e.kind in self.timeline.end_kinds]
        head = self._lines(ends) or lines[-1:]
        state = self.timeline.state_at(step.move)
        why = frontend(self.game.id).result_lines
        final = why(state.result(), self.names) if why is not None and state.is_over() else []
        return head + [line for line in lines if line not in head] + list(final)

    def _drop_summary(self) -> None:
        """Take the breakdown shown out of the panel (deleted later)."""
        if self.summary is not None:
            self.summary_area.layout().removeWidget(self.summary)
            self.summary.deleteLater()
        self.summary = None

    def _hide_summary(self) -> None:
        was = self.summary_area.isVisible()
        self._drop_summary()
        self.summary_area.hide()
        if was and self._log_sized:
            self._size_side()

    def summary_text(self) -> str:
        """What the end-of-hand panel says (empty between hands)."""
        return summary_text(self.summary)

    # --- in step ----------------------------------------------------------------------------------------
    def _sync(self) -> None:
        index, step = self.index, self.timeline.steps[self.step]
        self.slider.blockSignals(True)
        self.slider.setValue(index)
        self.slider.blockSignals(False)
        moves = self.tr("Move {i} / {n}").format(i=index, n=self.last)
        if step.held:
            moves = (self.tr("{moves} · end of the game") if index == self.last and self.timeline.over
                     else self.tr("{moves} · end of the hand")).format(moves=moves)
        self.position.setText(self.tr("{moves} · taken back here").format(moves=moves) if index in self.taken_back else moves)
        if self.timeline.hand_of(step) != self._log_hand:        # the log shows the hand shown
            self._fill_log()
        current = [self.log.item(row) for row in range(self.log.count())
                   if self.log.item(row).data(Qt.ItemDataRole.UserRole + 2) == self.step]
        for item in self._current_lines:
            self._mark_line(item, False)
        for item in current:
            self._mark_line(item, True)
        self._current_lines = current
        self.log.keep_in_view(current)
        self.hands.mark(self.timeline.hand_of(step))
        self._show_choices()

    @staticmethod
    def _mark_line(item: QListWidgetItem, current: bool) -> None:
        """Highlight (bold, on yellow) a log line of the move shown, or unmark it."""
        item.setBackground(QColor("#ffe08a") if current else QColor(0, 0, 0, 0))
        font = item.font()
        font.setBold(current)
        item.setFont(font)

    def keyPressEvent(self, event) -> None:  # noqa: N802 - keys that reach the window directly
        ctrl = bool(event.modifiers() & Qt.KeyboardModifier.ControlModifier)
        slot = self.hand_end if ctrl and event.key() == Qt.Key.Key_Down else None if ctrl else self._keys.get(event.key())
        if slot is None:
            super().keyPressEvent(event)
        else:
            slot()

    def toggle_play(self) -> None:
        if self.timer.isActive():
            self.timer.stop()
        else:
            if self.step >= len(self.timeline.steps) - 1:
                self.goto(0)
            self.timer.start()

    def _tick(self) -> None:
        """Play: the next step once the table has shown this one; a hand's end stays three ticks."""
        if self.timeline.steps[self.step].held:
            self._held_ticks = getattr(self, "_held_ticks", 0) + 1
            if self._held_ticks < 3:
                return
        self._held_ticks = 0
        if not self.table.is_animating() or self._live_hold:
            self.step_forward()

    # --- keys and export ---------------------------------------------------------------------------------
    def review_keys(self) -> list[tuple[str, str]]:
        """The review's keys as (keys, what they do), translated."""
        from ..dialogs.keys_help import keys_text
        return [(keys_text(keys), translate("ReviewKeys", words)) for keys, words in REVIEW_KEYS]

    def show_keys(self) -> None:
        """The review's keys (?)."""
        from ..dialogs.keys_help import show_keys_help
        return show_keys_help(self, (), self.review_keys)

    def game_text(self) -> str:
        """The whole game as text, as the review shows it (its viewpoint), in the current language."""
        header = [self.windowTitle(), self.header.text(),
                  self.tr("Players: {names}").format(names=", ".join(self.names))]
        if self.viewpoint is not None:
            header.append(self.viewpoint_box.currentText())
        state = self.timeline.state_at(self.last)
        why = frontend(self.game.id).result_lines
        final = why(state.result(), self.names) if why is not None and state.is_over() else []
        return game_text(self.timeline, self.names, self.you, self.viewpoint, header, final)

    def export(self):
        """Review → Export as text…: choose a file, write the game's text there."""
        name = f"{self.game.id}-{self.timeline.record.seed}.txt"
        return export_text(self, self.game_text(), name)


    # --- the mistake analysis (gui/review/analysis.py) ----------------------------------------------------
    def analysis_seat(self) -> int:
        """The seat offered for analysis: the human's, else the seat whose view is shown, else the first."""
        return self.you if self.you is not None else self.viewpoint if self.viewpoint is not None else 0

    def ask_analysis(self) -> review_analysis.SeatDialog | None:
        """Review → Analyse…: choose whose decisions (a dialog), then analyse them."""
        if self.analysis_run is not None:
            return None
        dialog = review_analysis.SeatDialog(self.names, self.analysis_seat(), self)
        dialog.accepted.connect(lambda: self.analyse(dialog.seat()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _cache_file(self):
        """Where this game's analyses are kept: beside its save, or in the data folder."""
        from core import analysis as core_analysis
        from core.saves import data_dir
        if self.save_path:
            return core_analysis.cache_path(self.save_path)
        return data_dir() / "analysis" / f"{core_analysis.record_key(self.timeline.record)[:32]}.json"

    def analyse(self, seat: int, level: str = "strong") -> None:
        """Analyse ``seat``'s decisions: at once from the cache, else on a worker thread with the
        progress strip (Cancel stops it); the review goes on meanwhile."""
        from core import analysis as core_analysis
        if self.analysis_run is not None:
            return
        cached = core_analysis.load_cached(self._cache_file(), self.timeline.record, seat, level)
        if cached is not None:
            self.set_analysis(cached)
            return
        run = self.analysis_run = review_analysis.AnalysisRun(self.timeline.record, seat, level)
        run.progressed.connect(self.progress.set_done)      # a method of a GUI object: queued to the GUI thread
        run.finished.connect(self._analysis_finished)
        self.progress.start(self.names[seat], self.last)
        self.analyse_action.setEnabled(False)
        self.analyse_button.setEnabled(False)
        run.start()

    def cancel_analysis(self) -> None:
        """Stop the analysis running (at its next decision); nothing of it is kept."""
        if self.analysis_run is not None:
            self.analysis_run.cancel()
            self.progress.label.setText(self.tr("Cancelling…"))
            self.progress.cancel.setEnabled(False)

    def _analysis_finished(self) -> None:
        from core import analysis as core_analysis
        run, self.analysis_run = self.analysis_run, None
        if run is None:
            return
        run.wait()
        self.progress.hide()
        self.progress.cancel.setEnabled(True)
        self.analyse_action.setEnabled(True)
        self.analyse_button.setEnabled(True)
        if run.error:
            self.progress.label.setText("")
            from PySide6.QtWidgets import QMessageBox
            QMessageBox.warning(self, self.tr("Analyse the decisions"),
                                self.tr("The analysis stopped: {error}").format(error=run.error))
        elif run.result is not None:
            path = self._cache_file()
            core_analysis.store_cached(path, run.result)     # False (not kept) is no error
            if not self.save_path:                           # the data folder's loose analyses
                core_analysis.prune_folder(path.parent)
            self.set_analysis(run.result)
        run.deleteLater()

    def hand_title(self, index: int) -> str:
        """The name of the hand position ``index`` belongs to ("East 2", "Round 3")."""
        t = self.timeline
        if self._hand_titles is None:
            self._hand_titles = hand_titles(t, self._lines) if t.hands else []
        k = t.hand_of(Step(index))
        return self._hand_titles[k] if k < len(self._hand_titles) else (self._hand_titles[-1] if self._hand_titles else "")

    def set_analysis(self, analysis: dict) -> None:
        """Show ``analysis``: the bars above the slider, the Losses tab, the choices at each decision."""
        self.analysis = analysis
        self._decisions = {d["index"]: d for d in analysis["decisions"]}
        self.slider.set_bars(review_analysis.bar_marks(analysis))
        if self.tabs.indexOf(self.losses) < 0:
            self.tabs.addTab(self.losses, "")
        self._set_analysis_texts()
        self.tabs.setCurrentWidget(self.losses)
        self.export_analysis_action.setEnabled(True)
        self._show_choices()

    def _set_analysis_texts(self) -> None:
        """The Losses tab (its rows, title and tooltip) in the current language."""
        self.losses.fill(self.game.id, self.analysis, self.names, self.hand_title)
        k = self.tabs.indexOf(self.losses)
        self.tabs.setTabText(k, self.tr("Losses"))
        self.tabs.setTabToolTip(k, self.tr("Losses: {name}").format(name=self.names[self.analysis["seat"]]))

    def decision_shown(self) -> dict | None:
        """The analysed decision at the position shown (None at a hand's end or another seat's move)."""
        if self.analysis is None or self.timeline.steps[self.step].held:
            return None
        return self._decisions.get(self.index)

    def _show_choices(self) -> None:
        if self.analysis is None:
            return
        decision = self.decision_shown()
        self.choices.show_decision(self.game.id, self.analysis, decision, self.names)
        self.losses.mark(decision["index"] if decision is not None else None)
        if self.choices.isVisible():
            self._size_choices()

    def _size_choices(self) -> None:
        """Give the choices panel the height it needs (up to half the side panel), from the tabs."""
        sizes = self.side.sizes()
        total = sum(sizes) or self.side.height()
        width = self.side.width() or 300
        want = min(self.choices.wanted_height(width), round((total - sizes[0]) * 0.5))
        if abs(sizes[1] - want) > 4:
            rest = max(0, total - sizes[0] - want)
            self.side.setSizes([sizes[0], want, rest])

    def goto_decision(self, index: int) -> None:
        """Jump to the position where the decision at ``index`` was made (before the move)."""
        self.goto_step(self.timeline.step_index(index))

    def analysis_text(self) -> str:
        """The analysis as a short report, in the current language."""
        header = [self.windowTitle(), self.header.text(),
                  self.tr("Players: {names}").format(names=", ".join(self.names))]
        return review_analysis.analysis_report(self.game.id, self.analysis, self.names, self.hand_title, header)

    def export_analysis(self):
        """Review → Export the analysis as text…: choose a file, write the report there."""
        if self.analysis is None:
            return None
        name = f"{self.game.id}-{self.timeline.record.seed}-analysis.txt"
        return export_text(self, self.analysis_text(), name, title=self.tr("Export the analysis as text"))

    def done(self, result: int) -> None:  # noqa: D401 - closing stops an analysis running
        """Closing the window stops an analysis running (and waits for it)."""
        run = self.analysis_run
        if run is not None:
            self.analysis_run = None
            run.cancel()
            run.wait()
        super().done(result)
