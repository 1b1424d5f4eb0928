"""The keyboard reference (F1 or ?): the keys of the table in play, then the window's shortcuts,
in the current language. The table gives its ``KEYS_HELP`` ((keys, ...), what they do), the
window its menu actions; this dialog only shows them, and shows them again in the new language
when the language is switched while it is open."""
from __future__ import annotations

import re

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..i18n import translate


def keys_text(keys) -> str:
    """Keys as the keyboard says them: "Left / Right", or "1–9" for a long run."""
    names = []
    for k in keys:                    # Return and Enter are one "Enter" to a player
        name = QKeySequence("Enter" if k == "Return" else k).toString(QKeySequence.SequenceFormat.NativeText) or k
        if name not in names:
            names.append(name)
    return f"{names[0]}–{names[-1]}" if len(names) > 3 else " / ".join(names)


def window_shortcuts(actions) -> list[tuple[str, str]]:
    """The window's menu actions that have a shortcut, as (keys, what they do): the menu's words
    without their mnemonic (&) or trailing "…"."""
    return [(" / ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in a.shortcuts()),
             re.sub(r"\(&\w\)|&", "", a.text()).rstrip("…")) for a in actions if not a.shortcut().isEmpty()]


class KeysHelpDialog(QDialog):
    """Two lists of keys in one grid: ``table_keys`` (the table's ``KEYS_HELP``, its words
    translated here in the context "TableKeys") and ``window_keys`` ((shortcut text, what it does),
    translated)."""

    def __init__(self, table_keys, window_keys, parent=None) -> None:
        super().__init__(parent)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self._table_keys = tuple(table_keys)
        self._window_keys = window_keys if callable(window_keys) else (lambda rows=list(window_keys): rows)
        layout = QVBoxLayout(self)
        self._box = None
        self._grid = None
        self._fill()
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.setMinimumWidth(540)

    def _fill(self) -> None:
        """The title and both lists, in the current language (a fresh grid each time)."""
        self.setWindowTitle(self.tr("Keyboard keys"))
        layout = self.layout()
        if self._box is not None:
            layout.removeWidget(self._box)
            self._box.deleteLater()
        self._box = QWidget()
        self._grid = QGridLayout(self._box)
        self._grid.setHorizontalSpacing(18)
        self._grid.setColumnStretch(1, 1)
        if self._table_keys:
            self._section(self.tr("On the table"),
                          [(keys_text(k), translate("TableKeys", t)) for k, t in self._table_keys])
        self._section(self.tr("In the window"), list(self._window_keys()))
        layout.insertWidget(0, self._box)

    def changeEvent(self, event) -> None:  # noqa: N802 - Qt override
        """A language switch while open: the lists again, once the window's own words (its menu's
        shortcuts) have been switched too."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.LanguageChange and self._grid is not None:
            QTimer.singleShot(0, self._fill)

    def _section(self, title: str, rows) -> None:
        """A heading, then one row per key: the keys in bold, what they do."""
        grid = self._grid
        heading = QLabel(title)
        f = heading.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        heading.setFont(f)
        top = grid.rowCount() if grid.count() else 0
        if top:
            grid.setRowMinimumHeight(top, 10)
            top += 1
        grid.addWidget(heading, top, 0, 1, 2)
        for i, (keys, what) in enumerate(rows, start=top + 1):
            key = QLabel(f"<b>{keys}</b>")
            key.setTextFormat(Qt.TextFormat.RichText)
            grid.addWidget(key, i, 0, Qt.AlignmentFlag.AlignTop)
            text = QLabel(what)
            text.setWordWrap(True)
            grid.addWidget(text, i, 1)


def show_keys_help(parent, table_keys, window_keys) -> KeysHelpDialog:
    """Open the keyboard reference (not modal: it may stay open beside the table). ``window_keys``
    is the rows or, for a dialog that follows a language switch, what gives them."""
    dialog = KeysHelpDialog(table_keys, window_keys, parent)
    dialog.show()
    dialog.raise_()
    return dialog
