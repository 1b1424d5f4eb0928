"""FESCA card faces (陰陽五行プレイングカード), drawn entirely by code with QPainter.

Our own design: each element suit has its traditional five-phase colour *and* a distinct
geometric glyph and its kanji, so suits read in greyscale and at small sizes too:

* 木 wood  - green, a two-tier tree          * 火 fire  - red, a flame
* 土 earth - ochre, a solid square           * 金 metal - silver with a dark outline, a coin
* 水 water - indigo, three waves

陰陽 cards are white (陽, odd ranks) or black (陰, even ranks) with a comma-shaped emblem,
空無 cards show an open brush ring in their element's colour around the element's glyph left
hollow, with 空無 (index 0, and 13), and 太極 a gold-framed taiji. Faces are drawn in the same
CARD_W x CARD_H box centred on the origin as :func:`gui.table.cards.paint_face`; importing this
module registers them there (:func:`gui.table.cards.register_faces`), so every card item, sprite
and dialog that draws cards draws FESCA codes with these faces. The Wild Rummy table imports it.
"""
from __future__ import annotations

import math
import re

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPainterPathStroker, QPen, QPolygonF

from ...table.cards import RADIUS, _font, card_rect, register_faces

_CODE = re.compile(r"(wo|fi|ea|me|wa|yy)\d+(#\d+)?")
_KANJI = {"wo": "木", "fi": "火", "ea": "土", "me": "金", "wa": "水"}
_CJK_FAMILIES = ["Noto Sans CJK JP", "Noto Serif CJK JP", "Source Han Sans JP", "IPAGothic",
                 "Hiragino Sans", "Yu Gothic", "MS Gothic", "Noto Sans CJK SC", "WenQuanYi Zen Hei"]

INK = {"wo": QColor("#2e7d32"), "fi": QColor("#d32f2f"), "ea": QColor("#a8701a"),
       "me": QColor("#4f5f68"), "wa": QColor("#1c3f94")}          # text and outlines
FILL = dict(INK, me=QColor("#c3ccd1"))                           # glyph fill (金: silver)
OUTLINE = {"me": QColor("#37474f")}                              # glyphs that need an outline
PAPER, DARK, LIGHT = QColor("#fffdf6"), QColor("#1c1c1c"), QColor("#f4f1e8")
GOLD = QColor("#c9a227")


def is_fesca(code: str) -> bool:
    """True for a FESCA card code (``wo7``, ``fi12``, ``yy0``; a ``#n`` deck suffix is allowed),
    False for French codes (``Ah``, ``Td#2``, ``X``) and the hidden card ``??``."""
    return bool(_CODE.fullmatch(code))


def _cjk(px: float, bold: bool = True) -> QFont:
    """A font that can show kanji (falls back to Qt's choice when none of the families exists)."""
    f = _font(px, bold)
    f.setFamilies(_CJK_FAMILIES)
    return f


def _text(painter: QPainter, box: QRectF, text: str, font: QFont, color: QColor) -> None:
    """Fill ``text`` as a vector path with its ink (not its line box) centred in ``box``: CJK
    fonts have tall line boxes, so ink centring keeps the index and the centre evenly spaced."""
    path = QPainterPath()
    path.addText(0, 0, font, text)
    painter.save()
    painter.translate(box.center() - path.boundingRect().center())
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color)
    painter.drawPath(path)
    painter.restore()


# --- glyphs (unit paths in a 100 x 100 box centred on the origin) ------------------------------
def _tree() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    p.addPolygon(QPolygonF([QPointF(0, -50), QPointF(-30, -6), QPointF(30, -6)]))
    p.addPolygon(QPolygonF([QPointF(0, -28), QPointF(-44, 28), QPointF(44, 28)]))
    p.addRect(QRectF(-8, 20, 16, 30))
    return p.simplified()


def _flame() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(6, -50)
    p.cubicTo(14, -28, 42, -14, 42, 14)
    p.cubicTo(42, 36, 24, 50, 0, 50)
    p.cubicTo(-24, 50, -42, 36, -42, 16)
    p.cubicTo(-42, -2, -34, -14, -26, -30)
    p.cubicTo(-20, -16, -14, -10, -6, -10)
    p.cubicTo(-8, -26, -4, -38, 6, -50)
    hole = QPainterPath()
    hole.moveTo(2, 0)
    hole.cubicTo(8, 12, 20, 18, 20, 30)
    hole.cubicTo(20, 38, 12, 42, 2, 42)
    hole.cubicTo(-10, 42, -18, 36, -18, 28)
    hole.cubicTo(-18, 18, -4, 12, 2, 0)
    return p.subtracted(hole)


def _square() -> QPainterPath:
    p = QPainterPath()
    p.addRoundedRect(QRectF(-40, -40, 80, 80), 6, 6)
    return p


def _coin() -> QPainterPath:
    p = QPainterPath()
    p.addEllipse(QPointF(0, 0), 47, 47)
    hole = QPainterPath()
    hole.addRect(QRectF(-15, -15, 30, 30))
    return p.subtracted(hole)


def _waves() -> QPainterPath:
    stroker = QPainterPathStroker()
    stroker.setWidth(12)
    stroker.setCapStyle(Qt.PenCapStyle.RoundCap)
    out = QPainterPath()
    for y0 in (-30, 0, 30):
        line = QPainterPath(QPointF(-42, y0))
        for i in range(1, 43):
            x = -42 + i * 2
            line.lineTo(x, y0 + 9 * math.sin(x * math.pi / 21))
        out = out.united(stroker.createStroke(line))
    return out.simplified()


def _comma() -> QPainterPath:
    """Half of a taiji: the left half disc, plus the upper small disc, minus the lower one."""
    disc = QPainterPath()
    disc.addEllipse(QPointF(0, 0), 50, 50)
    left = QPainterPath()
    left.addRect(QRectF(-50, -50, 50, 100))
    head, tail = QPainterPath(), QPainterPath()
    head.addEllipse(QPointF(0, -25), 25, 25)
    tail.addEllipse(QPointF(0, 25), 25, 25)
    return disc.intersected(left).united(head).subtracted(tail)


def _enso() -> QPainterPath:
    """An open brush ring: a thick arc of about 320°, tapered at both ends."""
    outer, inner = [], []
    steps, start, sweep = 72, math.radians(-60), math.radians(322)
    for i in range(steps + 1):
        t = i / steps
        a = start + t * sweep
        w = 13 * min(1.0, 0.5 + 8 * t) * min(1.0, 0.3 + 4 * (1 - t))
        r = 40 + 3 * math.sin(t * math.pi * 2)
        c, s = math.cos(a), math.sin(a)
        outer.append(QPointF((r + w / 2) * c, (r + w / 2) * s))
        inner.append(QPointF((r - w / 2) * c, (r - w / 2) * s))
    p = QPainterPath()
    p.addPolygon(QPolygonF(outer + inner[::-1]))
    p.closeSubpath()
    return p


GLYPHS = {"wo": _tree(), "fi": _flame(), "ea": _square(), "me": _coin(), "wa": _waves()}
COMMA, ENSO = _comma(), _enso()


def _draw(painter: QPainter, path: QPainterPath, centre: QPointF, size: float, fill: QColor | Qt.BrushStyle,
          outline: QColor | None = None, outline_px: float = 1.2, angle: float = 0.0) -> None:
    """Fill a unit path scaled to ``size`` units at ``centre`` (outlined ``outline_px`` units wide)."""
    painter.save()
    painter.translate(centre)
    painter.rotate(angle)
    painter.scale(size / 100.0, size / 100.0)
    if outline is None:
        painter.setPen(Qt.PenStyle.NoPen)
    else:
        pen = QPen(outline, outline_px * 100.0 / size)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    painter.setBrush(fill)
    painter.drawPath(path)
    painter.restore()


def _glyph(painter: QPainter, suit: str, centre: QPointF, size: float) -> None:
    _draw(painter, GLYPHS[suit], centre, size, FILL[suit], OUTLINE.get(suit), 1.3 if size < 30 else 2.0)


def _taiji(painter: QPainter, centre: QPointF, size: float, dark: QColor, light: QColor) -> None:
    """A whole taiji: light and dark commas with their eyes, in a dark ring."""
    r = size / 2
    _draw(painter, COMMA, centre, size, light)
    _draw(painter, COMMA, centre, size, dark, angle=180)
    painter.setPen(Qt.PenStyle.NoPen)
    for dy, color in ((-r / 2, dark), (r / 2, light)):
        painter.setBrush(color)
        painter.drawEllipse(centre + QPointF(0, dy), r * 0.15, r * 0.15)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(dark, max(0.8, size / 40)))
    painter.drawEllipse(centre, r, r)


# --- faces -------------------------------------------------------------------------------------
def paint_fesca_face(painter: QPainter, code: str) -> None:
    """Draw the whole face of the FESCA card ``code`` (body and marks) in the CARD_W x CARD_H box
    centred on the origin."""
    rect = card_rect()
    b = code.split("#", 1)[0]
    suit, rank = b[:2], int(b[2:])
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    if suit == "yy" and rank == 0:
        _body(painter, rect, QColor("#fff4d2"), GOLD.darker(130))
        _paint_taiji_card(painter, rect)
    elif suit == "yy":
        yang = rank % 2 == 1
        _body(painter, rect, PAPER if yang else DARK, QColor("#9e9e9e") if yang else QColor("#000000"))
        _paint_yinyang_card(painter, rect, rank, yang)
    elif rank == 0:
        _body(painter, rect, PAPER, QColor("#9e9e9e"))
        _paint_void_card(painter, rect, suit)
    else:
        tint = QColor(FILL[suit])
        tint.setAlpha(22)
        _body(painter, rect, PAPER, QColor("#9e9e9e"), tint)
        _paint_element_card(painter, rect, suit, rank)


def _body(painter: QPainter, rect: QRectF, color: QColor, edge: QColor, tint: QColor | None = None) -> None:
    body = rect.adjusted(0.6, 0.6, -0.6, -0.6)
    painter.setPen(QPen(edge, 1.2))
    painter.setBrush(color)
    painter.drawRoundedRect(body, RADIUS, RADIUS)
    if tint is not None:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(tint)
        painter.drawRoundedRect(body, RADIUS, RADIUS)


def _frame(painter: QPainter, rect: QRectF, color: QColor, width: float, inset: float = 4.0) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(color, width))
    painter.drawRoundedRect(rect.adjusted(inset, inset, -inset, -inset), RADIUS - inset / 2, RADIUS - inset / 2)


def _index(painter: QPainter, rect: QRectF, rank_text: str, color: QColor, char: str = "",
           mark=None, small: str = "") -> None:
    """The corner index (rank, a kanji, a small mark or text) top-left and turned 180° bottom-right.
    ``mark(painter, centre, size)`` draws the small mark."""
    for flip in (False, True):
        painter.save()
        if flip:
            painter.rotate(180)
        x, y = rect.left() + 2, rect.top() + 2
        _text(painter, QRectF(x, y, 30, 28), rank_text, _font(26 if len(rank_text) == 1 else 22), color)
        y += 28
        if char:
            _text(painter, QRectF(x, y, 30, 20), char, _cjk(17), color)
            y += 20
        if small:
            _text(painter, QRectF(x, y - 1, 30, 12), small, _font(10), color)
            y += 12
        if mark is not None:
            mark(painter, QPointF(x + 15, y + 8), 15)
        painter.restore()


def _centre_text(painter: QPainter, text: str, y: float, px: float, color: QColor) -> None:
    _text(painter, QRectF(-34, y - px * 0.7, 68, px * 1.4), text, _cjk(px), color)


def _paint_element_card(painter: QPainter, rect: QRectF, suit: str, rank: int) -> None:
    ink = INK[suit]
    _frame(painter, rect, QColor(ink.red(), ink.green(), ink.blue(), 110), 1.2)
    _index(painter, rect, str(rank), ink, _KANJI[suit], mark=lambda p, c, s: _glyph(p, suit, c, s))
    _glyph(painter, suit, QPointF(0, -13), 46)
    _centre_text(painter, _KANJI[suit], 29, 30, ink)


def _paint_yinyang_card(painter: QPainter, rect: QRectF, rank: int, yang: bool) -> None:
    ink, paper = (DARK, PAPER) if yang else (LIGHT, DARK)
    char = "陽" if yang else "陰"
    angle = 0.0 if yang else 180.0

    def emblem(p: QPainter, centre: QPointF, size: float) -> None:
        _draw(p, COMMA, centre + QPointF(size * 0.12 * (1 if yang else -1), 0), size, paper, ink,
              1.0 if size < 30 else 2.6, angle)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ink)
        p.drawEllipse(centre + QPointF(0, size * (-0.25 if yang else 0.25)), size * 0.08, size * 0.08)

    _frame(painter, rect, QColor(ink.red(), ink.green(), ink.blue(), 120), 1.2)
    _index(painter, rect, str(rank), ink, char, mark=emblem)
    emblem(painter, QPointF(0, -13), 48)
    _centre_text(painter, char, 29, 30, ink)


def _paint_void_card(painter: QPainter, rect: QRectF, suit: str) -> None:
    ink = INK[suit]
    _frame(painter, rect, ink, 2.4)
    _frame(painter, rect, ink, 0.8, 7.5)
    _index(painter, rect, "0", ink, _KANJI[suit], small="13")
    _draw(painter, ENSO, QPointF(0, -12), 58, FILL[suit], OUTLINE.get(suit), 1.4)
    _draw(painter, GLYPHS[suit], QPointF(0, -12), 28, Qt.BrushStyle.NoBrush, ink, 2.2)   # hollow: 空
    _centre_text(painter, "空無", 32, 19, ink)


def _paint_taiji_card(painter: QPainter, rect: QRectF) -> None:
    _frame(painter, rect, GOLD, 3.2, 3.5)
    _frame(painter, rect, GOLD.darker(120), 0.9, 7.5)
    _index(painter, rect, "0", DARK, small="13",
           mark=lambda p, c, s: _taiji(p, c + QPointF(0, -2), s, DARK, PAPER))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(GOLD)
    painter.drawEllipse(QPointF(0, -12), 31, 31)
    _taiji(painter, QPointF(0, -12), 54, DARK, PAPER)
    _centre_text(painter, "太極", 34, 20, DARK)


register_faces(is_fesca, paint_fesca_face)
