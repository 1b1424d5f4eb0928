"""Card items: a French card face, a joker and a card back, drawn entirely by code.

Everything is vector drawing with QPainter (paths for the suit pips, text for the ranks), so a
card is crisp at any size. A card with its marks (selection outline, legal glow, hint glow,
dimming, keyboard focus) is rendered once per (face, marks, device scale, angle) into a shared
sprite and blitted 1:1 afterwards (a card being turned over squeezes its upright sprite). Items
know nothing about the game: they show a card code (``Ah``, ``Td``, ``X``, ``??`` = unknown)
and a few visual states.

A game with a card set of its own adds its faces with :func:`register_faces` (its front end
does, when its table is imported); every other code is drawn as a French card.
"""
from __future__ import annotations

import math
from collections import OrderedDict
from typing import Callable

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QBrush, QColor, QFont, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPixmap, QPolygonF, QTransform)
from PySide6.QtWidgets import QGraphicsItem

from core.cards import base

from .face_item import FaceItem

CARD_W, CARD_H = 100.0, 140.0          # natural size in scene units (scaled by the layout)
RADIUS = 8.0
MARGIN = 14.0                          # room around the card for glows and outlines
HIDDEN = "??"

RED, BLACK = QColor("#c62828"), QColor("#1b1b1b")
SELECT_COLOR = QColor("#1e88e5")
LEGAL_COLOR = QColor("#ffe082")
HINT_COLOR = QColor("#ff6d00")
FOCUS_COLOR = QColor("#00bcd4")

_RANK_TEXT = {"T": "10"}


# --- shapes (unit paths in a 100 x 100 box centred on the origin) -------------------------------
def _heart() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, 46)
    p.cubicTo(-12, 30, -50, 8, -50, -18)
    p.cubicTo(-50, -38, -36, -48, -24, -48)
    p.cubicTo(-12, -48, -3, -40, 0, -28)
    p.cubicTo(3, -40, 12, -48, 24, -48)
    p.cubicTo(36, -48, 50, -38, 50, -18)
    p.cubicTo(50, 8, 12, 30, 0, 46)
    return p


def _diamond() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -50)
    p.quadTo(16, -22, 38, 0)
    p.quadTo(16, 22, 0, 50)
    p.quadTo(-16, 22, -38, 0)
    p.quadTo(-16, -22, 0, -50)
    return p


def _spade() -> QPainterPath:
    p = QPainterPath()
    p.moveTo(0, -50)
    p.cubicTo(-10, -32, -48, -12, -48, 12)
    p.cubicTo(-48, 30, -34, 38, -22, 38)
    p.cubicTo(-12, 38, -5, 33, -3, 26)
    p.cubicTo(-5, 38, -11, 46, -20, 50)
    p.lineTo(20, 50)
    p.cubicTo(11, 46, 5, 38, 3, 26)
    p.cubicTo(5, 33, 12, 38, 22, 38)
    p.cubicTo(34, 38, 48, 30, 48, 12)
    p.cubicTo(48, -12, 10, -32, 0, -50)
    return p


def _club() -> QPainterPath:
    p = QPainterPath()
    p.setFillRule(Qt.FillRule.WindingFill)
    r = 21.0
    for cx, cy in ((0, -27), (-25, 6), (25, 6)):
        p.addEllipse(QPointF(cx, cy), r, r)
    p.addRect(QRectF(-10, -14, 20, 26))
    stem = QPainterPath()
    stem.moveTo(-3, 4)
    stem.cubicTo(-4, 30, -10, 44, -20, 50)
    stem.lineTo(20, 50)
    stem.cubicTo(10, 44, 4, 30, 3, 4)
    stem.closeSubpath()
    p.addPath(stem)
    return p.simplified()


def _star(points: int = 5, inner: float = 0.42) -> QPainterPath:
    poly = QPolygonF()
    for i in range(points * 2):
        r = 50.0 if i % 2 == 0 else 50.0 * inner
        a = -math.pi / 2 + i * math.pi / points
        poly.append(QPointF(r * math.cos(a), r * math.sin(a)))
    p = QPainterPath()
    p.addPolygon(poly)
    p.closeSubpath()
    return p


SUIT_PATHS = {"h": _heart(), "d": _diamond(), "s": _spade(), "c": _club()}
STAR_PATH = _star()
SUIT_COLORS = {"h": RED, "d": RED, "s": BLACK, "c": BLACK}


def draw_pip(painter: QPainter, suit: str, centre: QPointF, size: float, color: QColor | None = None) -> None:
    """Fill the suit symbol ``suit`` (``s h d c``) of ``size`` units centred on ``centre``."""
    painter.save()
    painter.translate(centre)
    painter.scale(size / 100.0, size / 100.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(color or SUIT_COLORS[suit])
    painter.drawPath(SUIT_PATHS[suit])
    painter.restore()


def _font(px: float, bold: bool = True, family: str = "") -> QFont:
    f = QFont(family) if family else QFont()
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    return f


# --- card bodies (drawn in a CARD_W x CARD_H box centred on the origin) ----------------------------
def card_rect() -> QRectF:
    """The card outline in card coordinates (centred on the origin)."""
    return QRectF(-CARD_W / 2, -CARD_H / 2, CARD_W, CARD_H)


#: the face painters of other card sets, asked in order before the French faces: (is_mine, paint)
_FACES: list[tuple[Callable[[str], bool], Callable[[QPainter, str], None]]] = []


def register_faces(is_mine: Callable[[str], bool], paint: Callable[[QPainter, str], None]) -> None:
    """Let a game draw the faces of its own cards: a code for which ``is_mine(code)`` is true is
    drawn by ``paint(painter, code)``, in the same CARD_W x CARD_H box centred on the origin as
    :func:`paint_face` (the marks, the back and the sprite cache stay shared). The game's front
    end registers its faces when its table parts are imported; registering again is a no-op."""
    if (is_mine, paint) not in _FACES:
        _FACES.append((is_mine, paint))


def paint_face(painter: QPainter, code: str) -> None:
    """Draw the face of ``code``: a card of a registered set (:func:`register_faces`), else a
    French card (``X`` for a joker)."""
    for is_mine, paint in _FACES:
        if is_mine(code):
            paint(painter, code)
            return
    rect = card_rect()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.setPen(QPen(QColor("#9e9e9e"), 1.2))
    painter.setBrush(QColor("#fffdf6"))
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), RADIUS, RADIUS)
    b = base(code)
    if b == "X":
        _paint_joker(painter, rect)
        return
    rank, suit = b[0], b[1]
    color = SUIT_COLORS[suit]
    text = _RANK_TEXT.get(rank, rank)
    for flip in (False, True):          # top-left corner index, and the same turned 180° bottom-right
        painter.save()
        if flip:
            painter.rotate(180)
        painter.setPen(color)
        painter.setFont(_font(26 if len(text) == 1 else 23))
        painter.drawText(QRectF(rect.left() + 2, rect.top() + 3, 30, 28), Qt.AlignmentFlag.AlignCenter, text)
        draw_pip(painter, suit, QPointF(rect.left() + 17, rect.top() + 42), 19)
        painter.restore()
    if rank in "JQK":
        _paint_court(painter, rect, rank, suit)
    else:
        draw_pip(painter, suit, QPointF(0, 0), 54 if rank == "A" else 42)


def _paint_court(painter: QPainter, rect: QRectF, rank: str, suit: str) -> None:
    color = SUIT_COLORS[suit]
    frame = rect.adjusted(29, 22, -29, -22)
    tint = QColor(color)
    tint.setAlpha(28)
    painter.setBrush(tint)
    painter.setPen(QPen(color, 1.6))
    painter.drawRoundedRect(frame, 5, 5)
    painter.setPen(color)
    painter.setFont(_font(42, family="serif"))
    painter.drawText(frame.adjusted(0, -4, 0, -28), Qt.AlignmentFlag.AlignCenter, rank)
    draw_pip(painter, suit, QPointF(0, frame.bottom() - 18), 22)


def _paint_joker(painter: QPainter, rect: QRectF) -> None:
    painter.setPen(QColor("#6a1b9a"))
    painter.setFont(_font(13))
    for flip in (False, True):
        painter.save()
        if flip:
            painter.rotate(180)
        for i, ch in enumerate("JOKER"):
            painter.drawText(QRectF(rect.left() + 3, rect.top() + 5 + i * 14, 18, 15), Qt.AlignmentFlag.AlignCenter, ch)
        painter.restore()
    grad = QLinearGradient(QPointF(0, -30), QPointF(0, 30))
    grad.setColorAt(0, QColor("#ffd54f"))
    grad.setColorAt(1, QColor("#ff8f00"))
    painter.save()
    painter.translate(0, -8)
    painter.scale(0.62, 0.62)
    painter.setBrush(QBrush(grad))
    painter.setPen(QPen(QColor("#c62828"), 4))
    painter.drawPath(STAR_PATH)
    painter.restore()
    painter.setPen(QColor("#c62828"))
    painter.setFont(_font(15))
    painter.drawText(QRectF(rect.left(), 28, rect.width(), 22), Qt.AlignmentFlag.AlignCenter, "JOKER")


def _back_pattern() -> tuple[QPainterPath, QPainterPath]:
    """The lattice of the card back: diagonal diamonds, our own geometric pattern."""
    p = QPainterPath()
    inner = card_rect().adjusted(9, 9, -9, -9)
    step = 12.0
    x = inner.left() - inner.height()
    while x < inner.right():
        p.moveTo(x, inner.top())
        p.lineTo(x + inner.height(), inner.bottom())
        p.moveTo(x + inner.height(), inner.top())
        p.lineTo(x, inner.bottom())
        x += step
    clip = QPainterPath()
    clip.addRoundedRect(inner, 4, 4)
    return p, clip


_BACK_LINES, _BACK_CLIP = _back_pattern()
_MEDALLION = _star(8, 0.55)


def paint_back(painter: QPainter) -> None:
    """Draw the back of a card (navy, a diamond lattice and an eight-point medallion)."""
    rect = card_rect()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#e0e0e0"), 1.2))
    painter.setBrush(QColor("#fafafa"))
    painter.drawRoundedRect(rect.adjusted(0.6, 0.6, -0.6, -0.6), RADIUS, RADIUS)
    inner = rect.adjusted(6, 6, -6, -6)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("#1f3a68"))
    painter.drawRoundedRect(inner, 5, 5)
    painter.save()
    painter.setClipPath(_BACK_CLIP)
    painter.setPen(QPen(QColor("#4f77b3"), 1.6))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(_BACK_LINES)
    painter.restore()
    painter.setPen(QPen(QColor("#c9a227"), 1.4))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(rect.adjusted(11, 11, -11, -11), 3, 3)
    painter.setBrush(QColor("#1f3a68"))
    painter.drawEllipse(QPointF(0, 0), 25, 25)
    painter.save()
    painter.scale(0.42, 0.42)
    painter.setBrush(QColor("#c9a227"))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawPath(_MEDALLION)
    painter.restore()
    painter.setBrush(QColor("#1f3a68"))
    painter.drawEllipse(QPointF(0, 0), 6, 6)


def paint_card(painter: QPainter, code: str | None, marks: tuple = (), squeeze: float = 1.0) -> None:
    """Draw a whole card with its marks, in card coordinates (centre at the origin).

    ``code`` None draws the back. ``marks`` may hold "legal", "hint" (glows behind), "dim" (a
    shade over the card), "sel" (the selection outline) and "focus" (the keyboard cursor).
    ``squeeze`` (0-1) narrows the card horizontally, for the turning-over animation.
    """
    rect = card_rect()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if "hint" in marks or "legal" in marks:
        _paint_glow(painter, rect, HINT_COLOR if "hint" in marks else LEGAL_COLOR)
    painter.save()
    if squeeze < 0.999:
        painter.scale(max(squeeze, 0.01), 1.0)
    if code is None:
        paint_back(painter)
    else:
        paint_face(painter, code)
    if "dim" in marks:
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRoundedRect(rect, RADIUS, RADIUS)
    painter.restore()
    if "sel" in marks:
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(SELECT_COLOR, 4))
        painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), RADIUS + 2, RADIUS + 2)
    if "focus" in marks:              # the keyboard cursor: a thick bright ring on a dark edge
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = rect.adjusted(-7, -7, 7, 7)
        painter.setPen(QPen(QColor(0, 0, 0, 170), 9))
        painter.drawRoundedRect(ring, RADIUS + 5, RADIUS + 5)
        painter.setPen(QPen(FOCUS_COLOR, 6))
        painter.drawRoundedRect(ring, RADIUS + 5, RADIUS + 5)


def _paint_glow(painter: QPainter, rect: QRectF, color: QColor) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in enumerate((235, 150, 80, 35)):
        c = QColor(color)
        c.setAlpha(alpha)
        painter.setPen(QPen(c, 3))
        d = 2 + i * 3
        painter.drawRoundedRect(rect.adjusted(-d, -d, d, d), RADIUS + d, RADIUS + d)


class _SpriteCache:
    """Least-recently-used card sprites, bounded in bytes (shared by every CardItem)."""

    def __init__(self, budget_bytes: int = 64 * 1024 * 1024) -> None:
        self.budget = budget_bytes
        self.used = 0
        self.sprites: OrderedDict[tuple, tuple[QPixmap, QPointF, int]] = OrderedDict()

    def get(self, key: tuple):
        """The sprite for ``key`` (pixmap, centre, bytes), or None."""
        hit = self.sprites.get(key)
        if hit is not None:
            self.sprites.move_to_end(key)
        return hit

    def put(self, key: tuple, pm: QPixmap, centre: QPointF) -> None:
        """Keep a sprite, dropping the least recently used ones beyond the budget."""
        size = pm.width() * pm.height() * 4
        self.sprites[key] = (pm, centre, size)
        self.used += size
        while self.used > self.budget and len(self.sprites) > 1:
            _, (_, _, old) = self.sprites.popitem(last=False)
            self.used -= old

    def clear(self) -> None:
        """Forget every sprite."""
        self.sprites.clear()
        self.used = 0


SPRITES = _SpriteCache()


def card_sprite(code: str | None, marks: tuple, scale: float, angle: float, dpr: float = 1.0) -> tuple[QPixmap, QPointF]:
    """The card (``code`` None: the back) with ``marks``, drawn at ``scale`` device pixels per
    unit and turned ``angle`` degrees, as a pixmap shared by all items (:data:`SPRITES`); also
    the card centre's offset in the pixmap (logical pixels). Drawn with vectors, so it is crisp."""
    key = (code, marks, scale, angle, dpr)
    hit = SPRITES.get(key)
    if hit is not None:
        return hit[0], hit[1]
    bound = QTransform().rotate(angle).scale(scale, scale).mapRect(_BOUNDS)
    w, h = math.ceil(bound.width()) + 2, math.ceil(bound.height()) + 2
    centre = QPointF(w / 2, h / 2)
    pm = QPixmap(max(1, math.ceil(w * dpr)), max(1, math.ceil(h * dpr)))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.translate(centre)
    p.rotate(angle)
    p.scale(scale, scale)
    paint_card(p, code, marks)
    p.end()
    SPRITES.put(key, pm, centre)
    return pm, centre


_BOUNDS = card_rect().adjusted(-MARGIN, -MARGIN, MARGIN, MARGIN)
_SHAPE = QPainterPath()
_SHAPE.addRoundedRect(card_rect(), RADIUS, RADIUS)


# --- the item -----------------------------------------------------------------------------------
class CardItem(FaceItem):
    """One card on the table. Animatable Qt properties: ``pos``, ``rotation``, ``scale``,
    ``opacity`` (from QGraphicsObject) and ``turn`` (-1 back … 1 face; the card is squeezed
    horizontally in between, so animating it turns the card over).

    ``code`` is a card code or ``"??"`` (an unknown card, always shown face down).
    """

    use_pixmap_cache = True            # class-wide: blit cached bodies (False: draw vectors each paint)

    def __init__(self, code: str = HIDDEN, face_up: bool = False, parent: QGraphicsItem | None = None) -> None:
        super().__init__(code, face_up, parent)
        self._selected = False
        self._highlighted = False
        self._hinted = False
        self._dimmed = False
        self._focused = False
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)   # the view handles gestures
        self.setAcceptHoverEvents(False)

    def _flag(name):  # noqa: N805 - a small property factory for the visual flags
        attr = "_" + name

        def getter(self) -> bool:
            return getattr(self, attr)

        def setter(self, value: bool) -> None:
            if getattr(self, attr) != bool(value):
                setattr(self, attr, bool(value))
                self.update()
        return getter, setter

    is_selected, set_selected = _flag("selected")
    is_highlighted, set_highlighted = _flag("highlighted")
    is_hinted, set_hinted = _flag("hinted")
    is_dimmed, set_dimmed = _flag("dimmed")
    is_focused, set_focused = _flag("focused")
    del _flag

    def clear_marks(self) -> None:
        """Drop every visual state except the face (selection, glows, dimming, focus)."""
        for setter in (self.set_selected, self.set_highlighted, self.set_hinted, self.set_dimmed, self.set_focused):
            setter(False)

    # --- QGraphicsItem -------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        return _BOUNDS

    def shape(self) -> QPainterPath:
        return _SHAPE

    def marks(self) -> tuple:
        """The visual marks of the item, as :func:`paint_card` takes them."""
        out = []
        if self._hinted:
            out.append("hint")
        elif self._highlighted:
            out.append("legal")
        if self._dimmed:
            out.append("dim")
        if self._selected:
            out.append("sel")
        if self._focused:
            out.append("focus")
        return tuple(out)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        code = self._code if (self._turn > 0 and self._code != HIDDEN) else None
        squeeze = abs(self._turn)
        t = painter.worldTransform()
        similar = (abs(t.m11() - t.m22()) < 1e-6 and abs(t.m12() + t.m21()) < 1e-6
                   and t.m13() == 0 and t.m23() == 0 and t.m11() * t.m22() - t.m12() * t.m21() > 0)
        if not (self.use_pixmap_cache and similar):
            paint_card(painter, code, self.marks(), squeeze)
            return
        scale = math.hypot(t.m11(), t.m12())
        if scale * CARD_W < 2:
            return
        dev = painter.device()
        dpr = dev.devicePixelRatioF() if dev is not None else 1.0
        scale_q = round(scale * 400) / 400
        if squeeze < 0.999:
            # Turning over: the upright sprite, squeezed by the painter (smoothly; it is moving).
            pm, centre = card_sprite(code, self.marks(), scale_q, 0.0, dpr)
            w, h = pm.width() / dpr / scale_q, pm.height() / dpr / scale_q
            painter.save()
            painter.scale(max(squeeze, 0.01), 1.0)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, True)
            painter.drawPixmap(QRectF(-w / 2, -h / 2, w, h), pm, QRectF(0, 0, pm.width(), pm.height()))
            painter.restore()
            return
        angle = math.degrees(math.atan2(t.m12(), t.m11()))
        angle = round(angle * 4) / 4 % 360             # quarter degrees: invisible, and cache-friendly
        pm, centre = card_sprite(code, self.marks(), scale_q, angle, dpr)
        at = t.map(QPointF(0, 0)) - centre
        painter.save()
        painter.setWorldTransform(QTransform())
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)   # 1:1: the fast blit
        painter.drawPixmap(QPointF(round(at.x() * dpr) / dpr, round(at.y() * dpr) / dpr), pm)
        painter.restore()
