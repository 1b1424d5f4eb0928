"""Mahjong tile faces (牌の絵柄), drawn entirely by code with QPainter.

Our own design, vector drawing only (paths, ellipses and text turned into paths), so a tile is
crisp at any size. A tile is an ivory face on a coloured back, with a slight 3D side at the
bottom; :func:`paint_tile` draws one into any rectangle (the side is part of the rectangle).

* 萬子 manzu: the kanji numeral 一..九 above a red 萬.
* 筒子 pinzu: rings with a dot in the middle, in the traditional layouts for 1-9; 1p is a large
  ornate ring.
* 索子 souzu: bamboo sticks in the traditional layouts for 2-9; 1s is a single ornate stalk with
  two leaves and a red jewel (no bird).
* 字牌 honours: 東南西北 in ink; 白 an empty framed face, 發 green, 中 red.
* 花牌 flowers 春夏秋冬 (kinds 34-37): the kanji below a small flower of the season.

Marks never rely on colour alone (the tile kinds and marks are those of
``core.mahjong.tiles``):

* ``"red"`` 赤: red pips or characters *and* a star in the top-right corner.
* ``"gold"`` 金: a gold tint, gold pips or ink, a double gold border *and* a crown in the corner.
* 白 pocchi (ポッチ) ``"green" "blue" "yellow" "crimson"``: a sticker in its colour whose *shape*
  also tells it: green ●, blue ■, yellow ▲, crimson ◆.

Colour-safe pocchi (色覚配慮, the seed's Q&A for players who confuse red and green, which have
opposite natures here): with :func:`set_colour_safe` on, the crimson (倍逆) sticker carries a white
× and the green (正) sticker is white instead of green. A module-level setting: the table
switches it (and repaints its tiles) from the ``colour_safe_pocchi`` option.

With ``lang="en"`` a small index (1-9 for manzu, E S W N for the winds, 1-4 for the flowers) sits
in the top-left corner for players who do not read the kanji; ``lang="ja"`` leaves it out.
"""
from __future__ import annotations

import math
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontDatabase, QLinearGradient, QPainter, QPainterPath, QPen,
                           QPolygonF)

# --- palette ------------------------------------------------------------------------------------
IVORY, IVORY_SHADE, EDGE = QColor("#fbf7ea"), QColor("#e6dcc0"), QColor("#8a8168")
INK, RED, GREEN, BLUE = QColor("#1b2033"), QColor("#c8102e"), QColor("#13804a"), QColor("#1f4fa0")
GOLD, GOLD_INK, GOLD_TINT = QColor("#b8860b"), QColor("#7d5800"), QColor("#f2dc93")
BRIGHT_GOLD = QColor("#e8b923")                                  # the crown, a flower's heart
BACK, BACK_LINE = QColor("#2a5b84"), QColor("#9cc3e0")
FRAME = QColor("#3a6db5")                                        # 白's frame
POCCHI = {"green": (QColor("#2e9d4f"), "circle"), "blue": (QColor("#1e63c8"), "square"),
          "yellow": (QColor("#f2c318"), "triangle"), "crimson": (QColor("#a3123a"), "diamond")}
SEASONS = {34: ("春", QColor("#d6336c"), 5), 35: ("夏", QColor("#1c7ed6"), 6),
           36: ("秋", QColor("#d9480f"), 12), 37: ("冬", QColor("#5f3dc4"), 8)}   # kanji, colour, petals

MARKS = ("", "red", "gold") + tuple(POCCHI)
SAFE_GREEN = QColor("#fdfdfd")                                   # the green sticker when colour-safe
COLOUR_SAFE = False                                              # see set_colour_safe


def set_colour_safe(on: bool) -> None:
    """Colour-safe pocchi on or off for every tile painted from now on (a × on the crimson
    sticker, white instead of green); cached tile pictures must be repainted by the caller."""
    global COLOUR_SAFE
    COLOUR_SAFE = bool(on)


def pocchi_look(mark: str) -> tuple[QColor, str, bool]:
    """How a pocchi sticker looks now: (colour, shape, crossed), after the colour-safe setting."""
    colour, shape = POCCHI[mark]
    if COLOUR_SAFE and mark == "green":
        return SAFE_GREEN, shape, False
    return colour, shape, COLOUR_SAFE and mark == "crimson"
NUMERALS = "一二三四五六七八九"
HONOURS = {27: "東", 28: "南", 29: "西", 30: "北", 31: "白", 32: "發", 33: "中"}
WIND_INDEX = {27: "E", 28: "S", 29: "W", 30: "N"}
_CJK_FAMILIES = ["Noto Serif CJK JP", "Source Han Serif JP", "IPAMincho", "Hiragino Mincho ProN",
                 "Yu Mincho", "MS Mincho", "Noto Sans CJK JP", "Source Han Sans JP", "IPAGothic",
                 "Hiragino Sans", "Yu Gothic", "MS Gothic", "Noto Sans CJK SC", "WenQuanYi Zen Hei"]
_REF = "國"                    # a full-block kanji: every character is scaled like this one


# --- entry point --------------------------------------------------------------------------------
def paint_tile(painter: QPainter, rect: QRectF, kind: int, mark: str = "", face_down: bool = False,
               lang: str = "en") -> None:
    """Draw the tile ``kind`` (0..37, see ``core.mahjong.tiles``) with ``mark`` ("", "red", "gold"
    or a pocchi colour) filling ``rect``, its 3D side included; ``face_down`` draws the back.
    ``lang`` "en" adds a small Latin index to manzu, winds and flowers."""
    if not 0 <= kind <= 37:
        raise ValueError(f"no tile kind {kind} (kinds are 0..37)")
    if mark not in MARKS:
        raise ValueError(f"unknown tile mark {mark!r} (marks are {', '.join(map(repr, MARKS))})")
    painter.save()
    try:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        face = paint_body(painter, rect, face_down, gold=(mark == "gold" and not face_down))
        if not face_down:
            _paint_face(painter, face, kind, mark, lang)
    finally:
        painter.restore()


def side_depth(rect: QRectF) -> float:
    """The height of the tile's visible side at the bottom of ``rect``."""
    return rect.height() * 0.09


def face_rect(rect: QRectF) -> QRectF:
    """The top surface of a tile drawn in ``rect`` (``rect`` minus its side)."""
    return rect.adjusted(0, 0, 0, -side_depth(rect))


def _radius(rect: QRectF) -> float:
    return min(rect.width(), rect.height()) * 0.13


# --- body ---------------------------------------------------------------------------------------
def paint_body(painter: QPainter, rect: QRectF, face_down: bool = False, gold: bool = False) -> QRectF:
    """Draw the tile's body: the coloured back layer, the ivory layer and the top surface (ivory,
    gold-tinted, or the back colour with an inner border when face down). Returns the top face."""
    r, depth = _radius(rect), side_depth(rect)
    line = max(0.6, rect.width() * 0.025)
    top_colour = BACK if face_down else IVORY
    under = IVORY_SHADE if face_down else BACK.darker(115)
    painter.setPen(QPen(EDGE.darker(130), line * 0.8))
    painter.setBrush(under)
    painter.drawRoundedRect(rect.adjusted(line / 2, line / 2, -line / 2, -line / 2), r, r)
    # the layer between the top face and the bottom layer, seen on the side
    mid = rect.adjusted(line / 2, line / 2, -line / 2, -depth * 0.55)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush((BACK if face_down else IVORY_SHADE).darker(108))
    painter.drawRoundedRect(mid, r, r)
    face = face_rect(rect).adjusted(line / 2, line / 2, -line / 2, 0)
    grad = QLinearGradient(face.topLeft(), face.bottomRight())
    base = _mix(IVORY, GOLD_TINT, 0.8) if gold else top_colour
    grad.setColorAt(0.0, base.lighter(106))
    grad.setColorAt(1.0, base.darker(104))
    painter.setPen(QPen(EDGE, line * 0.6))
    painter.setBrush(grad)
    painter.drawRoundedRect(face, r, r)
    if face_down:
        _inner_border(painter, face, BACK_LINE, 0.11, line)
    return face


def _inner_border(painter: QPainter, face: QRectF, colour: QColor, inset: float, width: float) -> None:
    """A rounded line ``inset`` (share of the face width) inside ``face``."""
    d = face.width() * inset
    painter.setPen(QPen(colour, width))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    r = max(0.5, _radius(face) - d / 2)
    painter.drawRoundedRect(face.adjusted(d, d, -d, -d), r, r)


def _mix(a: QColor, b: QColor, t: float) -> QColor:
    """``a`` blended towards ``b`` by ``t`` (0..1)."""
    return QColor(round(a.red() + (b.red() - a.red()) * t), round(a.green() + (b.green() - a.green()) * t),
                  round(a.blue() + (b.blue() - a.blue()) * t))


# --- face ---------------------------------------------------------------------------------------
def content_rect(face: QRectF) -> QRectF:
    """The area inside the face where the pips and characters go."""
    dx, dy = face.width() * 0.11, face.height() * 0.085
    return face.adjusted(dx, dy, -dx, -dy)


def _paint_face(painter: QPainter, face: QRectF, kind: int, mark: str, lang: str) -> None:
    """Draw the picture of ``kind`` and its mark on the top face."""
    box = content_rect(face)
    if mark in ("red", "gold"):                  # room for the corner mark
        box = box.adjusted(0, box.height() * 0.07, -box.width() * 0.05, 0)
    if mark == "gold":
        _gold_border(painter, face)
    if 0 <= kind <= 8:
        _paint_man(painter, box, kind + 1, mark, lang == "en")
    elif 9 <= kind <= 17:
        _paint_pin(painter, box, kind - 8, mark)
    elif 18 <= kind <= 26:
        _paint_sou(painter, box, kind - 17, mark)
    elif 27 <= kind <= 33:
        _paint_honour(painter, box, kind, mark)
    else:
        _paint_flower(painter, box, kind, mark)
    if lang == "en":
        _index(painter, face, kind)
    _paint_mark(painter, face, mark, kind)


def _index(painter: QPainter, face: QRectF, kind: int) -> None:
    """The small Latin index in the top-left corner (manzu digit, wind letter, flower number)."""
    if 0 <= kind <= 8:
        text = str(kind + 1)
    elif kind in WIND_INDEX:
        text = WIND_INDEX[kind]
    elif kind in SEASONS:
        text = str(kind - 33)
    else:
        return
    s = face.width() * 0.17
    box = QRectF(face.left() + face.width() * 0.06, face.top() + face.width() * 0.06, s * 1.4, s)
    fill_text(painter, box, text, _mix(INK, IVORY, 0.35), latin=True)


# --- text ---------------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _families() -> tuple[str, ...]:
    """The CJK families installed here, most wanted first (empty: let Qt fall back)."""
    have = set(QFontDatabase.families())
    return tuple(f for f in _CJK_FAMILIES if f in have)


@lru_cache(maxsize=256)
def _text_path(text: str, latin: bool) -> QPainterPath:
    """``text`` as an outline at a 100 px font (a CJK serif when one is installed)."""
    font = QFont()
    if latin:
        font.setFamilies(["DejaVu Sans", "Arial", "Helvetica"])
    elif _families():
        font.setFamilies(list(_families()))
    font.setPixelSize(100)
    font.setWeight(QFont.Weight.Bold)
    path = QPainterPath()
    path.addText(0, 0, font, text)
    return path


def fill_text(painter: QPainter, box: QRectF, text: str, colour: QColor, latin: bool = False,
              bolder: float = 0.0) -> None:
    """Fill ``text`` centred on its ink in ``box``, scaled so that a full-block character (or a
    Latin capital) would just fit ``box``: every glyph keeps its natural size relative to the
    others (一 stays thin) while staying centred. ``bolder`` thickens the strokes (in 1/100 of the
    character size), for the thin horizontals of a serif face."""
    path = _text_path(text, latin)
    ref = _text_path("M" if latin else _REF, latin).boundingRect()
    scale = min(box.width() / ref.width(), box.height() / ref.height())
    ink = path.boundingRect()
    scale = min(scale, box.width() / max(ink.width(), 1e-6))       # a wide string still fits
    painter.save()
    painter.translate(box.center())
    painter.scale(scale, scale)
    painter.translate(-ink.center())
    if bolder > 0:
        pen = QPen(colour, bolder)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
    else:
        painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawPath(path)
    painter.restore()


def _sub(box: QRectF, x0: float, y0: float, x1: float, y1: float) -> QRectF:
    """The part of ``box`` between the fractions (x0, y0) and (x1, y1)."""
    return QRectF(box.left() + box.width() * x0, box.top() + box.height() * y0,
                  box.width() * (x1 - x0), box.height() * (y1 - y0))


def _at(box: QRectF, u: float, v: float) -> QPointF:
    """The point at the fractions (u, v) of ``box``."""
    return QPointF(box.left() + box.width() * u, box.top() + box.height() * v)


# --- manzu --------------------------------------------------------------------------------------
def _paint_man(painter: QPainter, box: QRectF, n: int, mark: str, indexed: bool) -> None:
    """萬子: the numeral above 萬 (a little narrower when a corner index is shown)."""
    numeral = {"red": RED, "gold": GOLD_INK}.get(mark, INK)
    inset = 0.15 if indexed else 0.06
    fill_text(painter, _sub(box, inset, 0.0, 1 - inset, 0.46), NUMERALS[n - 1], numeral, bolder=5)
    fill_text(painter, _sub(box, 0.0, 0.49, 1.0, 1.0), "萬", GOLD_INK if mark == "gold" else RED, bolder=2)


# --- pinzu --------------------------------------------------------------------------------------
# (u, v, colour) per number; colour letters: b blue, g green, r red
_PIN_LAYOUT = {
    2: [(0.5, 0.25, "g"), (0.5, 0.75, "b")],
    3: [(0.2, 0.16, "b"), (0.5, 0.5, "r"), (0.8, 0.84, "g")],
    4: [(0.27, 0.25, "b"), (0.73, 0.25, "g"), (0.27, 0.75, "g"), (0.73, 0.75, "b")],
    5: [(0.24, 0.18, "b"), (0.76, 0.18, "g"), (0.5, 0.5, "r"), (0.24, 0.82, "g"), (0.76, 0.82, "b")],
    6: [(0.28, 0.13, "g"), (0.72, 0.13, "g"), (0.28, 0.54, "r"), (0.72, 0.54, "r"),
        (0.28, 0.87, "r"), (0.72, 0.87, "r")],
    7: [(0.2, 0.09, "g"), (0.5, 0.2, "g"), (0.8, 0.31, "g"), (0.28, 0.6, "r"), (0.72, 0.6, "r"),
        (0.28, 0.89, "r"), (0.72, 0.89, "r")],
    8: [(u, v, "b") for v in (0.12, 0.373, 0.627, 0.88) for u in (0.29, 0.71)],
    9: [(u, v, c) for v, c in ((0.15, "b"), (0.5, "r"), (0.85, "g")) for u in (0.18, 0.5, 0.82)],
}
_PIN_RADIUS = {2: 0.25, 3: 0.19, 4: 0.2, 5: 0.18, 6: 0.16, 7: 0.15, 8: 0.145, 9: 0.155}
_COLOURS = {"b": BLUE, "g": GREEN, "r": RED}


def pin_layout(n: int) -> list[tuple[float, float]]:
    """The pip centres of ``n`` pinzu as fractions of the content box (1: one, in the middle)."""
    return [(0.5, 0.5)] if n == 1 else [(u, v) for u, v, _ in _PIN_LAYOUT[n]]


def _paint_pin(painter: QPainter, box: QRectF, n: int, mark: str) -> None:
    """筒子: rings with a dot, in their layout (red or gold throughout for a marked five)."""
    if n == 1:
        _big_pin(painter, box, mark)
        return
    r = box.width() * _PIN_RADIUS[n]
    detail = _device(painter, r) >= 4.5
    for u, v, c in _PIN_LAYOUT[n]:
        colour = {"red": RED, "gold": GOLD}.get(mark, _COLOURS[c])
        _pin(painter, _at(box, u, v), r, colour, detail)


def _pin(painter: QPainter, c: QPointF, r: float, colour: QColor, detail: bool) -> None:
    """One pinzu pip: a coloured ring around a coloured dot (with a spark of ivory when large)."""
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour)
    painter.drawEllipse(c, r, r)
    painter.setBrush(IVORY)
    painter.drawEllipse(c, r * 0.68, r * 0.68)
    painter.setBrush(colour)
    painter.drawEllipse(c, r * 0.42, r * 0.42)
    if detail:
        painter.setBrush(IVORY)
        painter.drawEllipse(c, r * 0.13, r * 0.13)


def _big_pin(painter: QPainter, box: QRectF, mark: str) -> None:
    """1p: a large ring of twelve beads around a red-cored medallion."""
    c = box.center()
    r = min(box.width(), box.height()) * 0.5
    outer = {"red": RED, "gold": GOLD}.get(mark, BLUE)
    beads = {"red": RED, "gold": GOLD_INK}.get(mark, GREEN)
    painter.setPen(QPen(outer, r * 0.09))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawEllipse(c, r * 0.93, r * 0.93)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(beads)
    for i in range(12):
        a = i * math.pi / 6
        painter.drawEllipse(c + QPointF(math.cos(a), math.sin(a)) * r * 0.7, r * 0.1, r * 0.1)
    _pin(painter, c, r * 0.47, {"gold": GOLD}.get(mark, RED), True)


# --- souzu --------------------------------------------------------------------------------------
# (u, v, angle, colour) per number; the stick length is _SOU_LENGTH[n] of the box height
_SOU_LAYOUT = {
    2: [(0.5, 0.25, 0, "g"), (0.5, 0.75, 0, "g")],
    3: [(0.5, 0.25, 0, "g"), (0.3, 0.75, 0, "g"), (0.7, 0.75, 0, "g")],
    4: [(0.3, 0.25, 0, "b"), (0.7, 0.25, 0, "g"), (0.3, 0.75, 0, "g"), (0.7, 0.75, 0, "b")],
    5: [(0.18, 0.25, 0, "g"), (0.82, 0.25, 0, "b"), (0.5, 0.5, 0, "r"), (0.18, 0.75, 0, "b"),
        (0.82, 0.75, 0, "g")],
    6: [(u, v, 0, c) for v, c in ((0.25, "b"), (0.75, "g")) for u in (0.18, 0.5, 0.82)],
    7: [(0.5, 0.17, 0, "r")] + [(u, v, 0, "g") for v in (0.5, 0.83) for u in (0.18, 0.5, 0.82)],
    8: [(0.1, 0.25, 0, "g"), (0.34, 0.25, -18, "b"), (0.66, 0.25, 18, "b"), (0.9, 0.25, 0, "g"),
        (0.1, 0.75, 0, "g"), (0.34, 0.75, 18, "b"), (0.66, 0.75, -18, "b"), (0.9, 0.75, 0, "g")],
    9: [(u, v, 0, "r" if u == 0.5 else "g") for v in (0.17, 0.5, 0.83) for u in (0.18, 0.5, 0.82)],
}
_SOU_LENGTH = {2: 0.42, 3: 0.42, 4: 0.42, 5: 0.42, 6: 0.42, 7: 0.27, 8: 0.42, 9: 0.27}
_SOU_COLOURS = {"b": QColor("#176d6a"), "g": GREEN, "r": RED}


def sou_layout(n: int) -> list[tuple[float, float]]:
    """The stick centres of ``n`` souzu as fractions of the content box (1: one, in the middle)."""
    return [(0.5, 0.5)] if n == 1 else [(u, v) for u, v, _, _ in _SOU_LAYOUT[n]]


def _paint_sou(painter: QPainter, box: QRectF, n: int, mark: str) -> None:
    """索子: bamboo sticks in their layout (red or gold throughout for a marked five)."""
    if n == 1:
        _ornate_stalk(painter, box, mark)
        return
    length = box.height() * _SOU_LENGTH[n]
    width = min(box.width() * (0.12 if n == 8 else 0.15), length * 0.3)
    for u, v, angle, c in _SOU_LAYOUT[n]:
        colour = {"red": RED, "gold": GOLD}.get(mark, _SOU_COLOURS[c])
        _stick(painter, _at(box, u, v), length, width, colour, angle)


def _stick(painter: QPainter, c: QPointF, length: float, width: float, colour: QColor,
           angle: float = 0.0) -> None:
    """One bamboo stick: a rounded stalk with a joint in the middle and a light stripe down it
    (when small, a single dark joint line: an ivory one would read as a gap between sticks)."""
    painter.save()
    painter.translate(c)
    painter.rotate(angle)
    body = QRectF(-width / 2, -length / 2, width, length)
    painter.setPen(QPen(colour.darker(150), width * 0.12))
    painter.setBrush(colour)
    painter.drawRoundedRect(body, width * 0.45, width * 0.45)
    big = _device(painter, width) >= 3.5
    painter.setPen(QPen(IVORY if big else colour.darker(170), width * 0.16, Qt.PenStyle.SolidLine,
                        Qt.PenCapStyle.FlatCap))
    for y in (-length * 0.04, length * 0.04) if big else (0.0,):
        painter.drawLine(QPointF(-width * 0.5, y), QPointF(width * 0.5, y))
    if big:
        painter.setPen(QPen(colour.lighter(160), width * 0.14, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        for y0, y1 in ((-length * 0.38, -length * 0.12), (length * 0.12, length * 0.38)):
            painter.drawLine(QPointF(-width * 0.18, y0), QPointF(-width * 0.18, y1))
    painter.restore()


def _ornate_stalk(painter: QPainter, box: QRectF, mark: str) -> None:
    """1s: one tall stalk with three joints, a pair of leaves and a red jewel on top."""
    stalk = {"red": RED, "gold": GOLD}.get(mark, GREEN)
    leaf = {"red": RED.lighter(125), "gold": GOLD_INK}.get(mark, QColor("#2f9e5c"))
    jewel = GOLD_INK if mark == "gold" else RED
    w = box.width() * 0.2
    top, bottom = box.top() + box.height() * 0.2, box.bottom()
    cx = box.center().x()
    for side in (-1, 1):
        _leaf(painter, QPointF(cx + side * w * 0.4, top + (bottom - top) * 0.42), box.width() * 0.42,
              box.width() * 0.15, side, leaf)
    for i in range(3):
        seg = (bottom - top) / 3
        _stick(painter, QPointF(cx, top + seg * (i + 0.5)), seg * 1.02, w, stalk)
    _jewel(painter, QPointF(cx, box.top() + box.height() * 0.1), box.height() * 0.1, jewel)


def _leaf(painter: QPainter, base: QPointF, length: float, width: float, side: int, colour: QColor) -> None:
    """A pointed leaf growing from ``base`` to the ``side`` (-1 left, 1 right), tilted up."""
    painter.save()
    painter.translate(base)
    painter.scale(side, 1)
    painter.rotate(-30)
    p = QPainterPath(QPointF(0, 0))
    p.quadTo(length * 0.5, -width, length, 0)
    p.quadTo(length * 0.5, width, 0, 0)
    painter.setPen(QPen(colour.darker(150), width * 0.12))
    painter.setBrush(colour)
    painter.drawPath(p)
    painter.setPen(QPen(colour.lighter(150), width * 0.1))
    painter.drawLine(QPointF(length * 0.1, 0), QPointF(length * 0.85, 0))
    painter.restore()


def _jewel(painter: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    """A faceted diamond-shaped jewel of radius ``r`` centred on ``c``."""
    poly = QPolygonF([c + QPointF(0, -r), c + QPointF(r * 0.8, 0), c + QPointF(0, r), c + QPointF(-r * 0.8, 0)])
    painter.setPen(QPen(colour.darker(160), r * 0.12))
    painter.setBrush(colour)
    painter.drawPolygon(poly)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(colour.lighter(150))
    painter.drawEllipse(c + QPointF(-r * 0.2, -r * 0.25), r * 0.18, r * 0.18)


# --- honours and flowers -----------------------------------------------------------------------
def _paint_honour(painter: QPainter, box: QRectF, kind: int, mark: str) -> None:
    """字牌: a wind or a dragon; 白 is an empty frame (with its pocchi sticker if marked)."""
    if kind == 31:
        _white_frame(painter, box)
        return
    colour = {32: GREEN, 33: RED}.get(kind, INK)
    if mark == "gold":
        colour = GOLD_INK
    fill_text(painter, _sub(box, 0.0, 0.12, 1.0, 0.88), HONOURS[kind], colour)


def _white_frame(painter: QPainter, box: QRectF) -> None:
    """白: a double frame, nothing inside."""
    frame = _sub(box, 0.02, 0.03, 0.98, 0.97)
    w = box.width() * 0.07
    painter.setPen(QPen(FRAME, w))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawRoundedRect(frame, w, w)
    d = w * 1.7
    painter.setPen(QPen(FRAME, w * 0.35))
    painter.drawRoundedRect(frame.adjusted(d, d, -d, -d), w * 0.5, w * 0.5)


def _paint_flower(painter: QPainter, box: QRectF, kind: int, mark: str) -> None:
    """花牌: the flower of the season above its kanji."""
    kanji, colour, petals = SEASONS[kind]
    _flower(painter, _at(box, 0.5, 0.2), box.width() * 0.3, petals, colour)
    fill_text(painter, _sub(box, 0.05, 0.42, 0.95, 1.0), kanji, colour.darker(125))


def _flower(painter: QPainter, c: QPointF, r: float, petals: int, colour: QColor) -> None:
    """A flower of ``petals`` rounded petals around a golden heart."""
    painter.setPen(QPen(colour.darker(140), r * 0.06))
    painter.setBrush(colour.lighter(125))
    long_, wide = r * 0.5, r * (0.62 if petals <= 6 else 0.3)
    for i in range(petals):
        painter.save()
        painter.translate(c)
        painter.rotate(i * 360 / petals - 90)
        painter.drawEllipse(QPointF(r * 0.5, 0), long_, wide / 2 if petals > 6 else wide * 0.55)
        painter.restore()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(BRIGHT_GOLD)
    painter.drawEllipse(c, r * 0.28, r * 0.28)


# --- marks --------------------------------------------------------------------------------------
def _paint_mark(painter: QPainter, face: QRectF, mark: str, kind: int) -> None:
    """The non-colour cue of a mark: a star (red), a crown (gold), a shaped sticker (pocchi)."""
    corner = QPointF(face.right() - face.width() * 0.16, face.top() + face.width() * 0.16)
    s = face.width() * 0.13
    if mark == "red":
        _star(painter, corner, s, RED)
    elif mark == "gold":
        _crown(painter, corner, s, BRIGHT_GOLD)
    elif mark in POCCHI:
        colour, shape, crossed = pocchi_look(mark)
        centre = content_rect(face).center() if kind == 31 else corner
        size = face.width() * (0.26 if kind == 31 else 0.15)
        sticker(painter, centre, size, colour, shape)
        if crossed:
            _cross(painter, centre, size * 0.55)


def _halo_pen(r: float) -> QPen:
    """The ivory outline that separates a corner mark from the pips below it."""
    pen = QPen(IVORY, r * 0.45)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    return pen


def _draw_with_halo(painter: QPainter, path: QPainterPath, r: float, colour: QColor) -> None:
    """Fill ``path`` in ``colour`` with a dark rim, over an ivory halo."""
    painter.setPen(_halo_pen(r))
    painter.setBrush(IVORY)
    painter.drawPath(path)
    pen = QPen(INK, r * 0.13)
    pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
    painter.setPen(pen)
    painter.setBrush(colour)
    painter.drawPath(path)


def _star(painter: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    """The red-five mark: a five-pointed star of radius ``r``."""
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r if i % 2 == 0 else r * 0.45
        pts.append(c + QPointF(math.cos(a) * rr, math.sin(a) * rr))
    path = QPainterPath()
    path.addPolygon(QPolygonF(pts))
    path.closeSubpath()
    _draw_with_halo(painter, path, r, colour)


def _crown(painter: QPainter, c: QPointF, r: float, colour: QColor) -> None:
    """The gold mark: a three-pointed crown of half-width ``r``."""
    x, y = c.x(), c.y()
    pts = [(-1, 0.7), (-1, -0.55), (-0.5, 0.0), (0, -0.8), (0.5, 0.0), (1, -0.55), (1, 0.7)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x + u * r, y + v * r) for u, v in pts]))
    path.closeSubpath()
    _draw_with_halo(painter, path, r, colour)


def _gold_border(painter: QPainter, face: QRectF) -> None:
    """The gold tiles' double border inside the face edge."""
    w = face.width() * 0.035
    _inner_border(painter, face, GOLD, 0.04, w)
    _inner_border(painter, face, GOLD_INK, 0.085, w * 0.5)


def sticker(painter: QPainter, c: QPointF, size: float, colour: QColor, shape: str) -> None:
    """A pocchi sticker: ``shape`` ("circle", "square", "triangle", "diamond") of ``size`` radius
    in ``colour``, with a dark rim so that pale colours show on ivory."""
    path = QPainterPath()
    r = size
    if shape == "circle":
        path.addEllipse(c, r, r)
    elif shape == "square":
        path.addRect(QRectF(c.x() - r * 0.85, c.y() - r * 0.85, r * 1.7, r * 1.7))
    elif shape == "triangle":
        path.addPolygon(QPolygonF([c + QPointF(0, -r * 1.05), c + QPointF(r * 1.05, r * 0.8),
                                   c + QPointF(-r * 1.05, r * 0.8)]))
        path.closeSubpath()
    elif shape == "diamond":
        path.addPolygon(QPolygonF([c + QPointF(0, -r * 1.1), c + QPointF(r * 0.95, 0), c + QPointF(0, r * 1.1),
                                   c + QPointF(-r * 0.95, 0)]))
        path.closeSubpath()
    else:
        raise ValueError(f"unknown sticker shape {shape!r}")
    _draw_with_halo(painter, path, r, colour)


def _cross(painter: QPainter, c: QPointF, r: float) -> None:
    """A white × of half-size ``r`` with a dark outline (the colour-safe crimson sticker)."""
    for colour, width in ((INK, r * 0.62), (IVORY, r * 0.34)):
        pen = QPen(colour, width)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.drawLine(c + QPointF(-r, -r), c + QPointF(r, r))
        painter.drawLine(c + QPointF(-r, r), c + QPointF(r, -r))


def _device(painter: QPainter, length: float) -> float:
    """``length`` in device pixels under the painter's current transform."""
    t = painter.deviceTransform()
    return length * math.sqrt(abs(t.m11() * t.m22() - t.m12() * t.m21()))
