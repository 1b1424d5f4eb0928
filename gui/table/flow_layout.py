"""A layout that lays its items left to right and starts a new line when the next one would not
fit, like words in a paragraph: a row of meld groups that stays one line in a wide dialog and
wraps in a narrow side panel instead of needing a sideways scroll bar.

Its size hint is the one-line size (a dialog sized from it keeps everything on one line), its
minimum width is the widest item's, and its height follows the width (``heightForWidth``), so a
scroll area or box layout above it gives it the lines it needs."""
from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtWidgets import QLayout, QLayoutItem, QWidget


class FlowLayout(QLayout):
    """Items in lines, left to right, wrapping at the layout's width; ``spacing`` between two items
    of a line, ``line_spacing`` between two lines. Each item keeps its size hint (bounded by its
    maximum and by the line's width); the items of a line share its top edge, but for those
    aligned vcenter, and the last of a line goes to its right end if aligned right."""

    def __init__(self, parent: QWidget | None = None, *, spacing: int = 6, line_spacing: int = 6) -> None:
        super().__init__(parent)
        self._items: list[QLayoutItem] = []
        self._spacing = spacing
        self._line_spacing = line_spacing

    # the item list that QLayout asks for ----------------------------------------------------------
    def addItem(self, item: QLayoutItem) -> None:  # noqa: N802
        self._items.append(item)

    def count(self) -> int:
        return len(self._items)

    def itemAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items[index] if 0 <= index < len(self._items) else None

    def takeAt(self, index: int) -> QLayoutItem | None:  # noqa: N802
        return self._items.pop(index) if 0 <= index < len(self._items) else None

    # sizes -----------------------------------------------------------------------------------------
    def expandingDirections(self) -> Qt.Orientation:  # noqa: N802
        return Qt.Orientation(0)

    def hasHeightForWidth(self) -> bool:  # noqa: N802
        return True

    def heightForWidth(self, width: int) -> int:  # noqa: N802
        return self._place(QRect(0, 0, width, 0), move=False)

    def sizeHint(self) -> QSize:  # noqa: N802
        """Every item on one line."""
        shown = self._shown()
        width = sum(item.sizeHint().width() for item in shown) + self._spacing * max(0, len(shown) - 1)
        height = max((item.sizeHint().height() for item in shown), default=0)
        return QSize(width, height).grownBy(self.contentsMargins())

    def minimumSize(self) -> QSize:  # noqa: N802
        """As wide as the widest item (one item a line), as tall as its tallest."""
        size = QSize(0, 0)
        for item in self._shown():
            size = size.expandedTo(item.minimumSize())
        return size.grownBy(self.contentsMargins())

    def setGeometry(self, rect: QRect) -> None:  # noqa: N802
        super().setGeometry(rect)
        self._place(rect, move=True)

    # the lines -------------------------------------------------------------------------------------
    def _shown(self) -> list[QLayoutItem]:
        return [item for item in self._items if not item.isEmpty()]

    def _lines(self, width: int) -> list[list[tuple[QLayoutItem, QSize]]]:
        """The items, each with its size, in lines no wider than ``width`` (an item wider than
        that has a line of its own)."""
        lines: list[list[tuple[QLayoutItem, QSize]]] = [[]]
        x = 0
        for item in self._shown():
            size = item.sizeHint().boundedTo(item.maximumSize()).expandedTo(item.minimumSize())
            size.setWidth(min(size.width(), max(width, item.minimumSize().width())))
            if lines[-1] and x + size.width() > width:
                lines.append([])
                x = 0
            lines[-1].append((item, size))
            x += size.width() + self._spacing
        return [line for line in lines if line]

    def _place(self, rect: QRect, *, move: bool) -> int:
        """Lay the items in ``rect`` (only measure unless ``move``); the height the lines take.
        An item aligned right (``setAlignment``) that ends its line sits at the line's right end;
        one aligned vcenter is centred in its line's height."""
        inner = rect.marginsRemoved(self.contentsMargins())
        y = inner.y()
        lines = self._lines(inner.width())
        for line in lines:
            line_h = max(size.height() for _, size in line)
            if move:
                x = inner.x()
                for i, (item, size) in enumerate(line):
                    align = item.alignment()
                    if i == len(line) - 1 and align & Qt.AlignmentFlag.AlignRight:
                        x = max(x, inner.right() + 1 - size.width())
                    top = y + (line_h - size.height()) // 2 if align & Qt.AlignmentFlag.AlignVCenter else y
                    item.setGeometry(QRect(QPoint(x, top), size))
                    x += size.width() + self._spacing
            y += line_h + self._line_spacing
        if lines:
            y -= self._line_spacing
        return y - rect.y() + self.contentsMargins().bottom()
