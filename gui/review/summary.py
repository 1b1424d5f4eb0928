"""The review panel's breakdown of a hand's end: the game's own end-of-round dialog, laid in the
panel as a widget (its OK button hidden), or, for a game without one, the lines of the events that
ended it and why the game ended (``result_lines``)."""
from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QBoxLayout, QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QScrollArea,
                               QVBoxLayout, QWidget)

from ..registry import frontend


def embedded_round_dialog(game_id: str, result, names: list[str], *, options: dict | None,
                          you: int | None, host: QWidget) -> QWidget | None:
    """The game's end-of-round dialog (``Frontend.round_dialog``) for ``result``, made a plain
    child widget of ``host`` (no window, no OK); None if the game has none."""
    show = frontend(game_id).round_dialog
    if show is None or result is None:
        return None
    dialog = show(host, result, names, options=options, on_closed=None, you=you)
    dialog.hide()                                      # it opened itself: take it back at once
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
    dialog.setWindowModality(Qt.WindowModality.NonModal)
    dialog.setWindowFlags(Qt.WindowType.Widget)
    for box in dialog.findChildren(QDialogButtonBox):
        box.hide()
    dialog.setMinimumSize(0, 0)
    dialog.setMaximumSize(16777215, 16777215)
    _narrow(dialog)
    return dialog


WRAP_FROM = 28          # a line of the breakdown this long may wrap in the panel
HEADLINE_PT = 12        # a dialog's headline (15 pt in a window) in the panel
_FONT_SIZE = re.compile(r"font-size:\s*(\d+(?:\.\d+)?)pt")


def _narrow(dialog: QWidget) -> None:
    """Fit a dialog made for a window into the side panel (about 370 px at 1024 x 640): its long
    lines (the payment, the headline) wrap, its tables' columns sit closer and a box laid beside
    another (Anmika's chips beside the yaku, objectName "beside") goes under it, so that nothing
    needs a sideways scroll (the tile rows shrink by themselves); its headline is set smaller,
    so that the details below it get the panel's height."""
    for label in dialog.findChildren(QLabel):
        if not label.wordWrap() and len(label.text()) >= WRAP_FROM:
            label.setWordWrap(True)
        style = label.styleSheet()
        size = _FONT_SIZE.search(style)
        if size and float(size.group(1)) > HEADLINE_PT:
            label.setStyleSheet(_FONT_SIZE.sub(f"font-size: {HEADLINE_PT}pt", style))
    for grid in dialog.findChildren(QGridLayout):
        grid.setHorizontalSpacing(min(grid.horizontalSpacing(), 12))
    for row in dialog.findChildren(QBoxLayout, "beside"):
        row.setDirection(QBoxLayout.Direction.TopToBottom)


def lines_widget(lines: list[str], host: QWidget) -> QWidget:
    """The hand's end told in lines (a game without an end-of-round dialog)."""
    scroll = QScrollArea(host)
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    box = QWidget()
    layout = QVBoxLayout(box)
    for k, line in enumerate(lines):
        label = QLabel(line)
        label.setWordWrap(True)
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        if k == 0:
            label.setStyleSheet("font-size: 13pt; font-weight: bold;")
        layout.addWidget(label)
    layout.addStretch(1)
    scroll.setWidget(box)
    return scroll


def summary_text(widget: QWidget | None) -> str:
    """What a breakdown says, as plain text (the round dialog's own ``text()``, else its labels)."""
    if widget is None:
        return ""
    if isinstance(widget, QDialog) and callable(getattr(widget, "text", None)):
        return widget.text()
    return "\n".join(lab.text() for lab in widget.findChildren(QLabel))


__all__ = ["embedded_round_dialog", "lines_widget", "summary_text"]
