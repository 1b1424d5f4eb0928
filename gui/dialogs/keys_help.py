"""The keyboard reference (F1 or ?): the keys of the table in play, then the window's shortcuts,
in the current language. The table gives its ``KEYS_HELP`` ((keys, ...), what they do), the
window its menu actions; this dialog only shows them."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QGridLayout, QLabel, QVBoxLayout, QWidget

from ..i18n import translate


def keys_text(keys) -> str:
    """Keys as the keyboard says them: "Left / Right", or "1–9" for a long run."""
    names = [QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) or k for k in keys]
    return f"{names[0]}–{names[-1]}" if len(names) > 3 else " / ".join(names)


class KeysHelpDialog(QDialog):
    """Two lists of keys: ``table_keys`` (the table's ``KEYS_HELP``, its words translated here in
    the context "TableKeys") and ``window_keys`` ((shortcut text, what it does), translated)."""

    def __init__(self, table_keys, window_keys, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Keyboard keys"))
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        if table_keys:
            layout.addWidget(self._heading(self.tr("On the table")))
            layout.addWidget(self._grid([(keys_text(k), translate("TableKeys", t)) for k, t in table_keys]))
        layout.addWidget(self._heading(self.tr("In the window")))
        layout.addWidget(self._grid(list(window_keys)))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self.setMinimumWidth(460)

    @staticmethod
    def _heading(text: str) -> QLabel:
        label = QLabel(text)
        f = label.font()
        f.setBold(True)
        f.setPointSizeF(f.pointSizeF() * 1.15)
        label.setFont(f)
        return label

    @staticmethod
    def _grid(rows) -> QWidget:
        box = QWidget()
        grid = QGridLayout(box)
        grid.setContentsMargins(12, 2, 0, 8)
        grid.setHorizontalSpacing(18)
        for i, (keys, what) in enumerate(rows):
            key = QLabel(f"<b>{keys}</b>")
            key.setTextFormat(Qt.TextFormat.RichText)
            grid.addWidget(key, i, 0, Qt.AlignmentFlag.AlignTop)
            text = QLabel(what)
            text.setWordWrap(True)
            grid.addWidget(text, i, 1)
        grid.setColumnStretch(1, 1)
        return box


def show_keys_help(parent, table_keys, window_keys) -> KeysHelpDialog:
    """Open the keyboard reference (not modal: it may stay open beside the table)."""
    dialog = KeysHelpDialog(table_keys, window_keys, parent)
    dialog.show()
    dialog.raise_()
    return dialog
