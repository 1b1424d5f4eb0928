"""Scene items shared by the card and tile tables, whose text fits its box: a text tag
(:class:`InfoLabel`), a drop zone with a caption (:class:`DropZone`) and a push button
(:class:`SceneButton`), with the text fitting they use (:func:`wrap_to_fit`).

A text shrinks from its size down to a smallest one until it fits; a bracketed Japanese term
keeps to a line of its own rather than being split by a word wrap.
"""
from __future__ import annotations

import re

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from .zones import GOLD, HINT, LIT_SOFT, LIT_STRONG, ButtonItem, ZoneItem, _Box, font

_JAPANESE_BRACKET = re.compile(r" \((?=[^\x00-\x7f])")       # " (パッキング)": a Japanese term follows


def _fit_font(text: str, rect: QRectF, start: float, smallest: float, bold: bool = True):
    """The largest font (``start`` down to ``smallest`` px) at which ``text`` fits ``rect``, and
    the text to draw: as it is if its lines fit, else with each Japanese term in brackets on a
    line of its own (so that a word wrap never splits it), else word-wrapped."""
    flags = int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter)
    split = _JAPANESE_BRACKET.sub("\n(", text)
    px = start
    while True:
        f = font(px, bold)
        fm = QFontMetricsF(f)
        for candidate in dict.fromkeys((text, split)):
            lines = candidate.split("\n")
            if (all(fm.horizontalAdvance(line) <= rect.width() for line in lines)
                    and len(lines) * fm.lineSpacing() <= rect.height() + 0.5):
                return f, candidate
        if px <= smallest:
            need = fm.boundingRect(rect, flags, split)
            return f, (split if need.height() <= rect.height() else text)
        px -= 1


def wrap_to_fit(text: str, width: float, height: float, start: float, smallest: float):
    """(font, lines): ``text`` wrapped at spaces (or between CJK characters, never inside a
    bracketed Japanese term if it fits on a line of its own) into ``width``, in the largest font
    from ``start`` down to ``smallest`` px whose lines fit ``height``; at the smallest size the
    last line that fits ends with "…"."""
    px = start
    while True:
        f = font(px, True)
        fm = QFontMetricsF(f)
        lines = _wrap(text, fm, width)
        fits = len(lines) * fm.lineSpacing() <= height + 0.5
        if fits or px <= smallest:
            if not fits:
                keep = max(1, int((height + 0.5) // fm.lineSpacing()))
                rest = " ".join(lines[keep - 1:])
                lines = lines[:keep - 1] + [fm.elidedText(rest + " …", Qt.TextElideMode.ElideRight, width)]
            return f, lines
        px -= 1


def _wrap(text: str, fm: QFontMetricsF, width: float) -> list[str]:
    """Greedy line breaking at spaces; a word wider than a line is broken between characters."""
    words: list[str] = []
    for part in text.split(" "):
        if fm.horizontalAdvance(part) <= width:
            words.append(part)
            continue
        chunk = ""
        for ch in part:
            if fm.horizontalAdvance(chunk + ch) > width and chunk:
                words.append(chunk)
                chunk = ""
            chunk += ch
        words.append(chunk)
    lines: list[str] = []
    line = ""
    for word in words:
        trial = f"{line} {word}" if line else word
        if fm.horizontalAdvance(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    if line:
        lines.append(line)
    return lines or [""]


class InfoLabel(_Box):
    """A line of text on a translucent tag (the wild cards, the round, the stock count)."""

    def __init__(self, w: float, h: float, px: float = 21, color: str = "#fff8e1", backdrop: bool = True) -> None:
        super().__init__(w, h)
        self.text = ""
        self._px = px
        self._color = QColor(color)
        self._backdrop = backdrop
        self.setZValue(40)

    def set_text(self, text: str) -> None:
        """Show another (translated) text."""
        self._set("text", text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self.rect()
        f, text = _fit_font(self.text, r.adjusted(8, 0, -8, 0), self._px, 16)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._backdrop:
            w = min(r.width(), QFontMetricsF(f).horizontalAdvance(text) + 28)
            box = QRectF(r.center().x() - w / 2, r.top(), w, r.height())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(0, 0, 0, 90))
            painter.drawRoundedRect(box, r.height() / 2, r.height() / 2)
        painter.setPen(self._color)
        painter.setFont(f)
        painter.drawText(r.adjusted(8, 0, -8, 0), Qt.AlignmentFlag.AlignCenter, text)


class DropZone(ZoneItem):
    """A drop zone drawn as a dashed box with a centred caption (the Declare Rummy zone), or
    invisible until lit (the stock, the discard pile, the hand). ``enabled``: a legal action
    targets it now (drawn brighter)."""

    def __init__(self, target: str, w: float, h: float, label: str = "", visible_frame: bool = False) -> None:
        super().__init__(target, w, h, label)
        self.show_outline = visible_frame
        self.enabled = False

    def set_enabled(self, on: bool) -> None:
        """Draw as usable now (a legal action targets the zone)."""
        self._set("enabled", bool(on))

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.lit or self.hinted:
            painter.setBrush(LIT_STRONG if self.lit == 2 else LIT_SOFT if self.lit else QColor(255, 140, 0, 50))
            painter.setPen(QPen(HINT if self.hinted and not self.lit else QColor("#fff59d"), 4))
        elif self.show_outline:
            painter.setBrush(QColor(255, 213, 79, 40) if self.enabled else QColor(0, 0, 0, 30))
            painter.setPen(QPen(GOLD if self.enabled else QColor(255, 255, 255, 80), 3 if self.enabled else 2,
                                Qt.PenStyle.DashLine))
        else:
            return
        painter.drawRoundedRect(r, 18, 18)
        if self.label and self.show_outline:
            inner = r.adjusted(12, 8, -12, -8)
            painter.setPen(QColor("#fff8e1") if (self.enabled or self.lit) else QColor(255, 255, 255, 150))
            f, text = _fit_font(self.label, inner, 22, 16)
            painter.setFont(f)
            painter.drawText(inner, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), text)


class SceneButton(ButtonItem):
    """A push button drawn in the scene whose text wraps and shrinks to fit."""

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        self.paint_body(painter, r, 12)
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#c4cbc6"))
        inner = r.adjusted(8, 2, -8, -2)
        f, text = _fit_font(self.text, inner, 21, 16)
        painter.setFont(f)
        painter.drawText(inner, int(Qt.TextFlag.TextWordWrap | Qt.AlignmentFlag.AlignCenter), text)


__all__ = ["InfoLabel", "DropZone", "SceneButton", "wrap_to_fit"]
