"""The catalogue list of the rule addition dialog: each entry (or rule in force) painted on several
lines, its name and frequency, its status against the rules in force and its description; and
the item data roles that carry them."""
from __future__ import annotations

from PySide6.QtCore import QRect, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPalette
from PySide6.QtWidgets import QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeWidget

ENTRY_ROLE = Qt.ItemDataRole.UserRole
DESC_ROLE = Qt.ItemDataRole.UserRole + 1
FREQ_ROLE = Qt.ItemDataRole.UserRole + 2
STATUS_ROLE = Qt.ItemDataRole.UserRole + 3
STATUS_KIND_ROLE = Qt.ItemDataRole.UserRole + 4
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 5
INSTANCE_ROLE = Qt.ItemDataRole.UserRole + 6

STATUS_COLOURS = {"in_force": "#666666", "again": "#666666", "needs": "#a15c00", "overrides": "#8a4baf",
                  "mine": "#1b5e20"}


class EntryDelegate(QStyledItemDelegate):
    """Paints a catalogue entry on several lines: the name (bold) and its frequency letter, the
    status (in force, needs …, overrides …) and the description, wrapped to the view's width."""

    PAD = 5

    def _parts(self, option, index, width: int):
        """[(rect, font, kind, text)] of the entry's lines, and the total height."""
        base = QFont(option.font)
        bold = QFont(base)
        bold.setBold(True)
        small = QFont(base)
        small.setPointSizeF(max(7.0, base.pointSizeF() * 0.92))
        flags = int(Qt.TextFlag.TextWordWrap)
        freq = index.data(FREQ_ROLE) or ""
        fm_bold = QFontMetrics(bold)
        badge_w = fm_bold.horizontalAdvance(" W ") + 6
        parts = []
        y = self.PAD
        name_rect = fm_bold.boundingRect(QRect(0, 0, max(40, width - badge_w), 10_000), flags, index.data() or "")
        parts.append((QRect(self.PAD, y, max(40, width - badge_w), name_rect.height()), bold, "name", index.data() or ""))
        parts.append((QRect(self.PAD + width - badge_w, y, badge_w, fm_bold.height()), bold, "freq", freq))
        y += name_rect.height() + 1
        for kind, text, font in ((index.data(STATUS_KIND_ROLE) or "", index.data(STATUS_ROLE) or "", small),
                                 ("desc", index.data(DESC_ROLE) or "", small)):
            if not text:
                continue
            r = QFontMetrics(font).boundingRect(QRect(0, 0, width, 10_000), flags, text)
            parts.append((QRect(self.PAD, y, width, r.height()), font, kind, text))
            y += r.height() + 1
        return parts, y + self.PAD

    def _width(self, option, index) -> int:
        view = self.parent()
        indent = 0
        if isinstance(view, QTreeWidget):
            depth = 0
            parent = index.parent()
            while parent.isValid():
                depth += 1
                parent = parent.parent()
            indent = view.indentation() * (depth + (1 if view.rootIsDecorated() else 0))
        return max(120, view.viewport().width() - indent - 2 * self.PAD - 2)

    def sizeHint(self, option, index) -> QSize:  # noqa: N802 - Qt override
        if index.data(ENTRY_ROLE) is None:
            return super().sizeHint(option, index)
        _parts, height = self._parts(option, index, self._width(option, index))
        return QSize(self._width(option, index), height)

    def paint(self, painter, option, index) -> None:
        if index.data(ENTRY_ROLE) is None:
            super().paint(painter, option, index)
            return
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        style = opt.widget.style() if opt.widget is not None else None
        if style is not None:
            style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, opt.widget)
        selected = bool(opt.state & QStyle.StateFlag.State_Selected)
        enabled = bool(opt.state & QStyle.StateFlag.State_Enabled)
        group = QPalette.ColorGroup.Normal if enabled else QPalette.ColorGroup.Disabled
        text_colour = opt.palette.color(group, QPalette.ColorRole.HighlightedText if selected else QPalette.ColorRole.Text)
        painter.save()
        left, top = option.rect.left(), option.rect.top()
        width = max(120, option.rect.width() - 2 * self.PAD)
        parts, _h = self._parts(option, index, width)
        for rect, font, kind, text in parts:
            painter.setFont(font)
            colour = text_colour
            if not selected and enabled and kind in STATUS_COLOURS:
                colour = QColor(STATUS_COLOURS[kind])
            elif not selected and kind == "desc":
                colour = opt.palette.color(group, QPalette.ColorRole.PlaceholderText)
            painter.setPen(colour)
            align = Qt.AlignmentFlag.AlignRight if kind == "freq" else Qt.AlignmentFlag.AlignLeft
            painter.drawText(rect.translated(left, top), int(align | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap), text)
        painter.restore()


class CatalogueTree(QTreeWidget):
    """The catalogue grouped by GROUPS; items re-wrap when the view is resized."""

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self.scheduleDelayedItemsLayout()
