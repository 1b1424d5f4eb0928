"""The dice chance (サイコロチャンス / 出目当て) on the table: two dice tumble and show each roll of
a ``dice`` event in turn; the rolls are listed under them, a hit (the named pair) in gold, a
double (ゾロ目, rolled again and not counted) struck through.

:class:`DiceItem` draws one moment of it, chosen by its ``progress`` (0 … 1); the table animates
that number (:data:`ROLL_MS`), so skipping the animation simply shows the end: every roll listed.
The whole show — fade in, the rolls, a short hold, fade out — lasts :func:`total_ms` (at most
1.5 s at normal speed). The item holds no rule: the event says which rolls hit.
"""
from __future__ import annotations

import math

from PySide6.QtCore import Property, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject

from .items import fitted_font

FADE_IN_MS, ROLL_DELAY_MS, ROLL_MS, END_HOLD_MS, FADE_OUT_MS = 120, 60, 1000, 150, 180
TUMBLE = 0.55                        # share of a roll's time the dice tumble before they settle
HIT = QColor("#ffc107")
PIPS = {1: [(0.5, 0.5)], 2: [(0.27, 0.27), (0.73, 0.73)], 3: [(0.25, 0.25), (0.5, 0.5), (0.75, 0.75)],
        4: [(0.28, 0.28), (0.72, 0.28), (0.28, 0.72), (0.72, 0.72)],
        5: [(0.26, 0.26), (0.74, 0.26), (0.5, 0.5), (0.26, 0.74), (0.74, 0.74)],
        6: [(0.28, 0.22), (0.72, 0.22), (0.28, 0.5), (0.72, 0.5), (0.28, 0.78), (0.72, 0.78)]}


def total_ms() -> int:
    """How long the dice show lasts at speed 1 (fade in, rolls, hold, fade out)."""
    return ROLL_DELAY_MS + ROLL_MS + END_HOLD_MS + FADE_OUT_MS


def paint_die(painter: QPainter, rect: QRectF, face: int, lit: bool = False, dim: bool = False) -> None:
    """One die showing ``face`` (1-6; the one pip red as on Japanese dice) in ``rect``; ``lit``
    rims it in gold, ``dim`` greys it."""
    r = rect.width() * 0.18
    painter.setPen(QPen(HIT if lit else QColor("#5d4037"), max(1.0, rect.width() * (0.08 if lit else 0.04))))
    painter.setBrush(QColor("#bdbdbd") if dim else QColor("#fffdf5"))
    painter.drawRoundedRect(rect, r, r)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#d32f2f") if face == 1 else QColor("#212121"))
    size = rect.width() * (0.13 if face == 1 else 0.09)
    for u, v in PIPS.get(face, []):
        painter.drawEllipse(QPointF(rect.left() + rect.width() * u, rect.top() + rect.height() * v), size, size)


def tumble_face(k: int, t: float, which: int) -> int:
    """A face shown while roll ``k`` tumbles (changes a dozen times a second, the same every run)."""
    tick = int(t * 14)
    return (k * 7 + tick * (3 + which) + which * 2) % 6 + 1


class DiceItem(QGraphicsObject):
    """The dice panel (see the module docstring). ``rolls``: ``[(a, b), ...]`` in order;
    ``pair``: the named faces; ``title``: what the chance is (translated); ``result``: the line
    shown at the end (translated, e.g. "1 hit: +70 from each")."""

    def __init__(self, w: float, h: float, rolls, pair, title: str, result: str) -> None:
        super().__init__()
        self._w, self._h = float(w), float(h)
        self.rolls = [tuple(int(x) for x in r) for r in rolls]
        self.pair = tuple(sorted(int(x) for x in pair)) if pair else ()
        self.title, self.result = title, result
        self._p = 0.0
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(QGraphicsItem.CacheMode.NoCache)
        self.setZValue(950)

    # --- state ------------------------------------------------------------------------------------
    def _get_progress(self) -> float:
        return self._p

    def _set_progress(self, p: float) -> None:
        p = min(1.0, max(0.0, float(p)))
        if p != self._p:
            self._p = p
            self.update()

    progress = Property(float, _get_progress, _set_progress)

    def is_hit(self, roll: tuple) -> bool:
        """True if ``roll`` shows the named pair (either order)."""
        return bool(self.pair) and tuple(sorted(roll)) == self.pair

    def moment(self) -> tuple[int, float]:
        """(index of the roll now on the dice, how far it is, 0 … 1)."""
        n = max(1, len(self.rolls))
        if self._p >= 1.0:
            return n - 1, 1.0
        k = min(n - 1, int(self._p * n))
        return k, self._p * n - k

    def shown_rolls(self) -> list[tuple]:
        """The rolls listed so far (those that have settled)."""
        if not self.rolls:
            return []
        k, t = self.moment()
        return self.rolls[:k + (1 if t >= TUMBLE else 0)]

    def rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._h)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return self.rect().adjusted(-6, -6, 6, 6)

    # --- painting ----------------------------------------------------------------------------------
    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(HIT, 2))
        painter.setBrush(QColor(28, 18, 8))
        painter.drawRoundedRect(r, 16, 16)
        f, _ = fitted_font(self.title, r.width() - 20, 18)
        painter.setFont(f)
        painter.setPen(QColor("#fff8e1"))
        painter.drawText(QRectF(8, 6, r.width() - 16, 26), Qt.AlignmentFlag.AlignCenter, self.title)
        self._paint_dice(painter, QRectF(0, 36, r.width(), 84))
        self._paint_list(painter, QRectF(10, 126, r.width() - 20, 40))
        if self._p >= 1.0 and self.result:
            f, _ = fitted_font(self.result, r.width() - 20, 18)
            painter.setFont(f)
            painter.setPen(HIT)
            painter.drawText(QRectF(8, r.height() - 38, r.width() - 16, 30), Qt.AlignmentFlag.AlignCenter, self.result)

    def _paint_dice(self, painter: QPainter, box: QRectF) -> None:
        if not self.rolls:
            return
        k, t = self.moment()
        roll = self.rolls[k]
        settled = t >= TUMBLE
        size = 62.0
        for which in (0, 1):
            face = roll[which] if settled else tumble_face(k, t, which)
            cx = box.center().x() + (which - 0.5) * 92
            cy = box.center().y() - (0 if settled else abs(math.sin(t * math.pi * 3 + which)) * 14)
            painter.save()
            painter.translate(cx, cy)
            if not settled:
                painter.rotate((t * 720 + which * 55) % 360)
            paint_die(painter, QRectF(-size / 2, -size / 2, size, size), face,
                      lit=settled and self.is_hit(roll), dim=settled and roll[0] == roll[1])
            painter.restore()

    def _paint_list(self, painter: QPainter, box: QRectF) -> None:
        shown = self.shown_rolls()
        if not shown:
            return
        die = 22.0
        cell = min(2 * die + 12, box.width() / max(1, len(self.rolls)))
        d = min(die, (cell - 8) / 2)
        x = box.center().x() - cell * len(self.rolls) / 2
        for roll in shown:
            hit, double = self.is_hit(roll), roll[0] == roll[1]
            if hit:
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(255, 193, 7, 90))
                painter.drawRoundedRect(QRectF(x + 1, box.top() + 1, cell - 2, d + 10), 6, 6)
            for i, face in enumerate(roll):
                paint_die(painter, QRectF(x + 3 + i * (d + 2), box.top() + 6, d, d), face, lit=hit, dim=double)
            if double:
                painter.setPen(QPen(QColor("#ef5350"), 2))
                painter.drawLine(QPointF(x + 2, box.top() + 6 + d / 2), QPointF(x + cell - 4, box.top() + 6 + d / 2))
            x += cell


def pair_text(pair) -> str:
    """A named pair as text: "2-4"."""
    return "-".join(str(int(x)) for x in pair) if pair else "?"


__all__ = ["DiceItem", "paint_die", "pair_text", "total_ms", "ROLL_MS", "FADE_IN_MS", "FADE_OUT_MS"]
