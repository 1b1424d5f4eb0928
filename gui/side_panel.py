"""The side panel beside the table: the rules header, places, teaching tools and the log."""
from __future__ import annotations

import math

from PySide6.QtCore import QEvent, QRectF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (QAbstractTextDocumentLayout, QFont, QFontMetrics, QPalette, QTextBlockFormat, QTextCursor,
                           QTextDocument)
from PySide6.QtWidgets import (QApplication, QCheckBox, QFrame, QHBoxLayout, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QScrollArea, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QToolButton,
                               QVBoxLayout, QWidget)

from core.engine.options import closest_preset

from .i18n import translate
from .log_text import ordinal



def rules_summary(game, options) -> str:
    """The rules in words: the preset they match or are closest to, and how many options differ
    from it ("Full rules, 3 options changed")."""
    name, changed = closest_preset(game.options, game.presets, options)
    preset = translate("presets", game.preset_labels.get(name, name))
    if changed == 0:
        return preset
    if changed == 1:
        return translate("rules_summary", "{preset}, 1 option changed").format(preset=preset)
    return translate("rules_summary", "{preset}, {n} options changed").format(preset=preset, n=changed)


def rules_tooltip(options) -> str:
    """The rules' fingerprint ("are we playing the same rules?"), for a tooltip."""
    return translate("rules_summary", "Rules fingerprint: {fp}").format(fp=options.fingerprint())


#: families that show kanji and kana, tried after the UI font's own (the first one installed wins)
CJK_FAMILIES = ["Noto Sans CJK JP", "Source Han Sans JP", "Hiragino Sans", "Yu Gothic UI", "Yu Gothic", "Meiryo",
                "IPAGothic", "MS Gothic", "Noto Sans CJK SC", "WenQuanYi Zen Hei"]


def log_font(base: QFont) -> QFont:
    """``base`` with an explicit kanji fallback: every log line, English or Japanese, is set in
    the same two fonts at one size (Qt's own fallback set some lines in a smaller face)."""
    font = QFont(base)
    font.setFamilies([*base.families()[:1], *CJK_FAMILIES])
    return font


def line_height(font: QFont) -> int:
    """One log line's height: the taller of the font's and its kanji fallback's, so a line with
    Japanese words is as tall as any other (even spacing)."""
    cjk = QFont(font)
    cjk.setFamilies(CJK_FAMILIES)
    return max(QFontMetrics(font).lineSpacing(), QFontMetrics(cjk).lineSpacing())


class LogLines(QStyledItemDelegate):
    """Log lines wrapped to the list's width, never cut with "…": each is laid out and painted
    as a text document in :func:`log_font` with every line :func:`line_height` tall."""

    PAD_X, PAD_Y = 6, 2

    def text_width(self) -> int:
        """The width a line is wrapped to: the list's viewport less the padding."""
        return max(40, self.parent().viewport().width() - 2 * self.PAD_X)

    def _document(self, option, index) -> QTextDocument:
        doc = QTextDocument()
        doc.setDocumentMargin(0)
        font = log_font(option.font)
        doc.setDefaultFont(font)
        doc.setTextWidth(self.text_width())
        doc.setPlainText(index.data() or "")
        fmt = QTextBlockFormat()
        fmt.setLineHeight(line_height(font), QTextBlockFormat.LineHeightTypes.FixedHeight.value)
        cursor = QTextCursor(doc)
        cursor.select(QTextCursor.SelectionType.Document)
        cursor.mergeBlockFormat(fmt)
        return doc

    def sizeHint(self, option, index):  # noqa: N802 - Qt override
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        return QSize(self.text_width(), math.ceil(doc.size().height()) + 2 * self.PAD_Y)

    def paint(self, painter, option, index) -> None:
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        doc = self._document(opt, index)
        opt.text = ""                                   # the background only; the text is the document's
        style = opt.widget.style() if opt.widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        ctx = QAbstractTextDocumentLayout.PaintContext()
        brush = index.data(Qt.ItemDataRole.ForegroundRole)
        ctx.palette.setColor(QPalette.ColorRole.Text, brush.color() if brush is not None else
                             opt.palette.color(QPalette.ColorRole.Text))
        painter.save()
        painter.translate(opt.rect.left() + self.PAD_X, opt.rect.top() + self.PAD_Y)
        painter.setClipRect(QRectF(0, 0, opt.rect.width() - self.PAD_X, opt.rect.height()))
        doc.documentLayout().draw(painter, ctx)
        painter.restore()


class LogList(QListWidget):
    """A game log: every line wrapped and fully readable, evenly spaced, and the lines it is
    told to keep in view (the newest, or the move under review) kept there when it is resized."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setItemDelegate(LogLines(self))
        # a steady width: lines laid out before the scroll bar appeared would be too wide
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setResizeMode(QListWidget.ResizeMode.Adjust)
        self.setVerticalScrollMode(QListWidget.ScrollMode.ScrollPerPixel)
        self._kept: list[QListWidgetItem] | None = None      # None: follow the newest line

    def keep_in_view(self, items: list[QListWidgetItem] | None) -> None:
        """Scroll ``items`` (None: the newest line) into view, now and after every resize."""
        self._kept = items
        self.doItemsLayout()
        self._scroll_kept()
        QTimer.singleShot(0, self._scroll_kept)           # again once a pending layout has run

    def _scroll_kept(self) -> None:
        if self._kept is None:
            self.scrollToBottom()
            return
        if self._kept:
            self.scrollToItem(self._kept[-1])
            self.scrollToItem(self._kept[0])             # a block taller than the view shows its start

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.doItemsLayout()                             # wrap to the new width before scrolling
        self._scroll_kept()
        QTimer.singleShot(0, self._scroll_kept)


MIN_WIDTH, MAX_WIDTH = 250, 370        # the side panel's width, by the window's (see SidePanel.fit_width)
PLAYER_ROWS = 6                        # the players list shows this many seats at most, then scrolls


class SidePanel(QWidget):
    """Header (game and rules fingerprint), players with places, hint and teaching, the log."""

    teaching_toggled = Signal(bool)
    hint_clicked = Signal()
    choice_made = Signal(object)     # an Action picked in the choice box (rule decisions)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.fit_width(1280)
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
        self.choices_box = QWidget()
        self.choices_box.setObjectName("choices")
        self.choices_layout = QVBoxLayout(self.choices_box)
        self.choices_layout.setContentsMargins(0, 0, 0, 0)
        self.choices_box.hide()
        layout.addWidget(self.choices_box)
        self.rules_button = QToolButton()
        self.rules_button.setObjectName("rules_button")
        self.rules_button.setCheckable(True)
        self.rules_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.rules_button.setArrowType(Qt.ArrowType.RightArrow)
        self.rules_button.toggled.connect(self._toggle_rules)
        self.rules_button.hide()
        layout.addWidget(self.rules_button)
        self.rules_list = QListWidget()
        self.rules_list.setObjectName("rules_list")
        self.rules_list.setWordWrap(True)
        self.rules_list.hide()
        layout.addWidget(self.rules_list)
        self._rules: list[tuple[str, str]] = []
        self._players_shown: tuple | None = None     # (view, names) of the players list, for a language switch
        self.players = QListWidget()
        self.players.setObjectName("players")
        layout.addWidget(self.players)
        from .chip_ledger import ChipLedger
        self.ledger = ChipLedger()               # games with chips: chips over the rounds
        self.ledger.hide()
        layout.addWidget(self.ledger)
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
        self.teaching_area = QScrollArea()          # a game's own teaching panel (mahjong: efficiency)
        self.teaching_area.setObjectName("teaching_area")
        self.teaching_area.setWidgetResizable(True)
        self.teaching_area.setFrameShape(QFrame.Shape.NoFrame)
        self.teaching_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.teaching_area.hide()
        layout.addWidget(self.teaching_area, 1)      # shares the free height with the log, at most its content
        self.teaching.toggled.connect(self._show_teaching_area)
        self._teaching_content: QWidget | None = None
        self.log_title = QLabel()
        layout.addWidget(self.log_title)
        self.log = LogList()
        self.log.setObjectName("log")
        layout.addWidget(self.log, 1)
        self._header_args = ("", None, None)
        self.retranslate()

    def fit_width(self, window_width: int) -> None:
        """A width for a window ``window_width`` pixels wide: a quarter of it, between 250 and 370
        pixels (a small window keeps more room for the table). Fixed, so that the table never jumps
        as the panel's content changes."""
        self.setFixedWidth(max(MIN_WIDTH, min(MAX_WIDTH, round(window_width * 0.25))))

    # --- a game's teaching panel --------------------------------------------------------------
    def set_teaching_widget(self, widget: QWidget | None) -> None:
        """Show ``widget`` (a table's own teaching panel) below the hint while teaching mode is on;
        None removes it."""
        old = self.teaching_area.takeWidget()
        if old is not None and old is not widget:
            old.setParent(None)
        if self._teaching_content is not None and self._teaching_content is not widget:
            self._teaching_content.removeEventFilter(self)
        self._teaching_content = widget
        if widget is not None:
            self.teaching_area.setWidget(widget)
            widget.installEventFilter(self)
        self._show_teaching_area(self.teaching.isChecked())

    def _show_teaching_area(self, on: bool) -> None:
        self.teaching_area.setVisible(on and self.teaching_area.widget() is not None)
        self._fit_teaching_area()

    def _fit_teaching_area(self) -> None:
        """The teaching area is at most as tall as what it shows (the log keeps the rest)."""
        widget = self.teaching_area.widget()
        if widget is None:
            return
        width = self.teaching_area.viewport().width()
        tall = widget.heightForWidth(width) if widget.hasHeightForWidth() else -1
        tall = max(tall, widget.sizeHint().height())
        widget.setMinimumHeight(max(0, tall))      # never squeezed below its text: the area scrolls instead
        self.teaching_area.setMaximumHeight(max(0, tall) + 2 * self.teaching_area.frameWidth())

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 - Qt override
        if watched is self._teaching_content and event.type() == QEvent.Type.LayoutRequest:
            self._fit_teaching_area()
        return super().eventFilter(watched, event)

    # --- rules in force (《ルール追加》) -----------------------------------------------------------
    def set_rules(self, rules: list[tuple[str, str]]) -> None:
        """The strip of rules in force: (title, description) each; expand it to read them."""
        self._rules = list(rules)
        self.rules_list.clear()
        for title, text in rules:
            item = QListWidgetItem(title)
            item.setToolTip(text)
            self.rules_list.addItem(item)
        self.rules_button.setVisible(bool(rules) or self.rules_button.isChecked())
        self._label_rules()
        if self.rules_button.isChecked():        # open: each rule with its description
            self._toggle_rules(True)

    def _label_rules(self) -> None:
        n = len(self._rules)
        self.rules_button.setText(self.tr("Rules in force ({n}), newest: {title}").format(n=n, title=self._rules[-1][0])
                                  if n else self.tr("No added rules yet"))
        self.rules_button.setToolTip("\n".join(t for t, _ in self._rules))

    def _toggle_rules(self, on: bool) -> None:
        self.rules_button.setArrowType(Qt.ArrowType.DownArrow if on else Qt.ArrowType.RightArrow)
        self.rules_list.setVisible(on)
        if on:
            self.rules_list.clear()
            for title, text in self._rules:
                item = QListWidgetItem(f"{title}\n  {text}")
                item.setToolTip(text)
                self.rules_list.addItem(item)

    # --- decisions of added rules -----------------------------------------------------------------
    def set_choices(self, prompt: str, choices: list) -> None:
        """Buttons for a rule's decision (give, discard, name a rank, order rules …): [(label, action)]."""
        while self.choices_layout.count():
            w = self.choices_layout.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        if not choices:
            self.choices_box.hide()
            return
        head = QLabel(prompt)
        head.setWordWrap(True)
        head.setStyleSheet("font-weight: bold; color: #0d47a1;")
        self.choices_layout.addWidget(head)
        row: QHBoxLayout | None = None
        for i, (label, action) in enumerate(choices):
            if i % 3 == 0:
                holder = QWidget()
                row = QHBoxLayout(holder)
                row.setContentsMargins(0, 0, 0, 0)
                self.choices_layout.addWidget(holder)
            b = QPushButton(label)
            b.setObjectName(f"choice_{i}")
            b.clicked.connect(lambda _c=False, a=action: self.choice_made.emit(a))
            row.addWidget(b)
        self.choices_box.show()

    def retranslate(self) -> None:
        self._label_rules()
        self.teaching.setText(self.tr("Teaching mode"))
        self.hint.setText(self.tr("Hint (H)"))
        self.log_title.setText(self.tr("Log"))
        self.set_header(*self._header_args)
        if self._players_shown is not None:
            self.show_players(*self._players_shown)

    def set_header(self, title: str, game, options) -> None:
        """The game's title and its rules in words (the preset and the options changed), the
        rules' fingerprint as the tooltip."""
        self._header_args = (title, game, options)
        if title:
            self.header.setText(f"{title}\n{rules_summary(game, options)}")
            self.header.setToolTip(rules_tooltip(options))

    def add_log(self, lines: list[str]) -> None:
        for line in lines:
            self.log.addItem(line)
        if lines:
            self.log.keep_in_view(None)

    def clear(self) -> None:
        self.set_choices("", [])
        self.set_rules([])
        self.log.clear()
        self.players.clear()
        self._players_shown = None
        self.ledger.clear()
        self.ledger.hide()
        self.hint_text.clear()
        self.turn.clear()
        self.set_teaching_widget(None)

    def show_players(self, view, names: list[str]) -> None:
        """One line per seat: name, cards left, 親, turn and place."""
        self._players_shown = (view, names)
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
            if s == data.get("dealer") and not data.get("over"):
                if "dora_indicators" in data:            # mahjong: the dealer is 親
                    bits.append(translate("SidePanel", "dealer (親)"))
                else:
                    bits.append(translate("SidePanel", "dealer"))
            if s == data.get("sitting_out") and not data.get("over"):
                bits.append(translate("SidePanel", "sitting out (抜け番)"))
            status = data.get("status", [None] * len(names))[s]
            if s in places and (status == "finished" or data.get("over")):
                bits.append(ordinal(places.index(s) + 1))
            elif status == "eliminated":
                bits.append(translate("SidePanel", "eliminated"))
            if s == data.get("turn") and not data.get("over"):
                bits.insert(0, "▶")
            self.players.addItem("  ".join(bits))
        shown = range(min(PLAYER_ROWS, self.players.count()))     # many seats: the list scrolls
        rows = sum(self.players.sizeHintForRow(i) for i in shown)      # CJK rows are taller
        self.players.setFixedHeight(max(rows, 16) + 2 * self.players.frameWidth() + 4)
        turn = next((i for i in range(self.players.count()) if self.players.item(i).text().startswith("▶")), None)
        if turn is not None:
            self.players.scrollToItem(self.players.item(turn))
        if "chips" in data:
            self.ledger.update_from_view(view, names)
            self.ledger.show()
