"""Items of the mahjong table: a tile (drawn with :func:`~gui.families.mahjong.tile_faces.paint_tile`), the
centre panel, a riichi stick and the call buttons.

Like every table item they hold no game logic: a tile shows a notation token (``5p``, ``0p``,
``??`` = unknown, always face down) and a few visual states; the panel draws the texts it is
given (already translated).
"""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem

from core.mahjong.notation import parse

from ...table.face_item import FaceItem
from .layout import TILE_H, TILE_W
from ...table.scene_items import SceneButton, wrap_to_fit
from .tile_faces import paint_tile
from ...table.zones import GOLD, HINT, _Box, font

HIDDEN = "??"
MARGIN = 10.0
SELECT = QColor("#1e88e5")
LEGAL = QColor("#ffe082")
RIICHI = QColor("#e53935")
FOCUS = QColor("#00bcd4")


@lru_cache(maxsize=None)
def tile_of(token: str) -> tuple[int, str]:
    """(kind, mark) of a tile token (``0p`` -> (13, "red"))."""
    t = parse(token)[0]
    return t.kind, t.mark


def sort_key(token: str) -> tuple:
    """The order of tiles in a hand: by kind, a red five after a plain one."""
    if token == HIDDEN:
        return (99, "")
    kind, mark = tile_of(token)
    return (kind, mark)


class TileItem(FaceItem):
    """One tile on the table (``TILE_W`` x ``TILE_H`` at scale 1, centred on its position).
    Animatable Qt properties: ``pos``, ``rotation``, ``scale``, ``opacity`` and ``turn``
    (-1 back … 1 face; the tile is squeezed in between, so animating it turns the tile over)."""

    lang = "en"                      # class-wide: "en" adds the Latin index to the faces

    def __init__(self, code: str = HIDDEN, face_up: bool = False) -> None:
        super().__init__(code, face_up)
        self._flags = {"selected": False, "highlighted": False, "hinted": False, "dimmed": False,
                       "focused": False, "riichi": False, "tsumogiri": False}
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)     # the view handles gestures
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # --- state -------------------------------------------------------------------------------
    def _set_flag(self, name: str, on: bool) -> None:
        if self._flags[name] != bool(on):
            self._flags[name] = bool(on)
            self.update()

    def is_selected(self) -> bool:
        """True while selected (lifted) in the local hand."""
        return self._flags["selected"]

    def set_selected(self, on: bool) -> None:
        """Select (outline) the tile; the layout lifts it."""
        self._set_flag("selected", on)

    def set_highlighted(self, on: bool) -> None:
        """A legal discard in teaching mode (a gold glow)."""
        self._set_flag("highlighted", on)

    def is_highlighted(self) -> bool:
        """True while lit as legal."""
        return self._flags["highlighted"]

    def set_hinted(self, on: bool) -> None:
        """The tile of the hinted action (an orange glow)."""
        self._set_flag("hinted", on)

    def is_hinted(self) -> bool:
        """True while marked as the hint."""
        return self._flags["hinted"]

    def set_dimmed(self, on: bool) -> None:
        """Greyed out (a called tile in a pond, a tile not playable now)."""
        self._set_flag("dimmed", on)

    def is_dimmed(self) -> bool:
        """True while greyed out."""
        return self._flags["dimmed"]

    def set_tsumogiri(self, on: bool) -> None:
        """A discard that was the tile just drawn (ツモ切り): drawn greyed in the pond."""
        self._set_flag("tsumogiri", on)

    def is_tsumogiri(self) -> bool:
        """True while greyed as a tsumogiri discard."""
        return self._flags["tsumogiri"]

    def set_focused(self, on: bool) -> None:
        """The keyboard cursor."""
        self._set_flag("focused", on)

    def is_focused(self) -> bool:
        """True while under the keyboard cursor."""
        return self._flags["focused"]

    def set_riichi_mark(self, on: bool) -> None:
        """A discard that declares riichi (a red stick over the tile)."""
        self._set_flag("riichi", on)

    def has_riichi_mark(self) -> bool:
        """True while marked as a riichi discard."""
        return self._flags["riichi"]

    def clear_marks(self) -> None:
        """Drop every visual state except the face."""
        for name in self._flags:
            self._set_flag(name, False)

    # --- QGraphicsItem -------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-TILE_W / 2 - MARGIN, -TILE_H / 2 - MARGIN - 6, TILE_W + 2 * MARGIN, TILE_H + 2 * MARGIN + 6)

    def shape(self) -> QPainterPath:
        p = QPainterPath()
        p.addRect(QRectF(-TILE_W / 2, -TILE_H / 2, TILE_W, TILE_H))
        return p

    def paint(self, painter: QPainter, option, widget=None) -> None:
        rect = QRectF(-TILE_W / 2, -TILE_H / 2, TILE_W, TILE_H)
        f = self._flags
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if f["hinted"] or f["highlighted"]:
            _glow(painter, rect, HINT if f["hinted"] else LEGAL)
        painter.save()
        squeeze = abs(self._turn)
        if squeeze < 0.999:
            painter.scale(max(squeeze, 0.02), 1.0)
        up = self._turn > 0 and self._code != HIDDEN
        kind, mark = tile_of(self._code) if up else (0, "")
        paint_tile(painter, rect, kind, mark, face_down=not up, lang=self.lang)
        if f["tsumogiri"] and not f["dimmed"]:     # a light grey veil, lighter than a called tile's
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(120, 120, 120, 110))
            painter.drawRoundedRect(rect, 6, 6)
        if f["dimmed"]:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(20, 20, 20, 120))
            painter.drawRoundedRect(rect, 6, 6)
        painter.restore()
        if f["riichi"]:
            bar = QRectF(-TILE_W / 2 + 6, -TILE_H / 2 - 9, TILE_W - 12, 8)
            painter.setPen(QPen(QColor("#ffffff"), 1.5))
            painter.setBrush(RIICHI)
            painter.drawRoundedRect(bar, 3, 3)
        if f["selected"]:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.setPen(QPen(SELECT, 4))
            painter.drawRoundedRect(rect.adjusted(-2, -2, 2, 2), 7, 7)
        if f["focused"]:              # the keyboard cursor: a thick bright ring on a dark edge
            painter.setBrush(Qt.BrushStyle.NoBrush)
            ring = rect.adjusted(-5, -5, 5, 5)
            painter.setPen(QPen(QColor(0, 0, 0, 170), 7))
            painter.drawRoundedRect(ring, 8, 8)
            painter.setPen(QPen(FOCUS, 5))
            painter.drawRoundedRect(ring, 8, 8)


def _glow(painter: QPainter, rect: QRectF, color: QColor) -> None:
    painter.setBrush(Qt.BrushStyle.NoBrush)
    for i, alpha in enumerate((235, 140, 60)):
        c = QColor(color)
        c.setAlpha(alpha)
        painter.setPen(QPen(c, 3))
        d = 2 + i * 3
        painter.drawRoundedRect(rect.adjusted(-d, -d, d, d), 6 + d, 6 + d)


class StickItem(_Box):
    """A 1,000-point riichi stick (白い点棒 with a red dot), centred on its position."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.setZValue(30)

    def boundingRect(self) -> QRectF:  # noqa: N802
        return QRectF(-self._w / 2 - 2, -self._h / 2 - 2, self._w + 4, self._h + 4)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = QRectF(-self._w / 2, -self._h / 2, self._w, self._h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#9e9e9e"), 1))
        painter.setBrush(QColor("#fafafa"))
        painter.drawRoundedRect(r, self._h / 2, self._h / 2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(RIICHI)
        painter.drawEllipse(QPointF(0, 0), self._h * 0.36, self._h * 0.36)


MIN_PX = 12                  # no badge text smaller than this (scene units; the view shows ~0.75)


def fitted_font(text: str, width: float, px: float, bold: bool = True, least: float = MIN_PX):
    """The largest font from ``px`` down to ``least`` in which ``text`` fits ``width`` (and its
    metrics)."""
    f = font(px, bold)
    fm = QFontMetricsF(f)
    while px > least and fm.horizontalAdvance(text) > width:
        px -= 1
        f = font(px, bold)
        fm = QFontMetricsF(f)
    return f, fm


def paint_extra_lines(painter: QPainter, box: QRectF, lines: list) -> None:
    """Lines a variant adds at the bottom of the centre panel's middle (e.g. "Fever ×2", "Aoi: 1
    win"), each ``(text, colour)``, the first one bold."""
    if not lines:
        return
    y = box.bottom() - 4
    for i, (text, colour) in reversed(list(enumerate(lines))):
        f, fm = fitted_font(text, box.width() - 4, 17 if i == 0 else 15, bold=(i == 0))
        h = fm.lineSpacing() + 2
        y -= h
        r = QRectF(box.left(), y, box.width(), h)
        if i == 0:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(colour))
            painter.drawRoundedRect(r.adjusted(2, 0, -2, 0), 8, 8)
            painter.setPen(QColor("#ffffff"))
        else:
            painter.setPen(QColor(colour))
        painter.setFont(f)
        painter.drawText(r, Qt.AlignmentFlag.AlignCenter, text)


class CentrePanel(_Box):
    """The centre square: a strip per side (wind, dealer mark 親, score, name; the turn seat's
    strip glows) and the middle lines (round, honba, deposits, wall), all upright."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.strips: dict[int, tuple] = {}          # side -> local rect (x, y, w, h)
        self.seats: dict[int, dict] = {}
        self.lines: list[str] = []
        self.dealer_label = "親"
        self.inner: tuple = (0, 0, w, h)
        self.extra_lines: list = []                 # (text, colour) at the bottom of the middle (a variant's)
        self.strip_painter = None                   # a variant's (panel, painter, box, info) -> True if it painted
        self.setZValue(5)

    def set_content(self, seats: dict, lines: list[str]) -> None:
        """Show ``seats`` (side -> {``wind`` 東…, ``dealer`` bool, ``score`` text, ``name``,
        ``turn`` bool}) and the middle ``lines`` (the first one big)."""
        if (seats, lines) != (self.seats, self.lines):
            self.seats, self.lines = dict(seats), list(lines)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        r = self.rect()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 70), 2))
        painter.setBrush(QColor(6, 22, 14, 215))
        painter.drawRoundedRect(r, 18, 18)
        for side, rect in self.strips.items():
            info = self.seats.get(side)
            if info:
                self._paint_strip(painter, QRectF(*rect), side, info)
        self._paint_lines(painter, QRectF(*self.inner))
        if self.extra_lines:
            paint_extra_lines(painter, QRectF(*self.inner), self.extra_lines)

    def set_extra_lines(self, lines: list) -> None:
        """Lines (text, colour) shown at the bottom of the middle (a variant's state)."""
        if list(lines) != self.extra_lines:
            self.extra_lines = list(lines)
            self.update()

    def _paint_strip(self, painter: QPainter, box: QRectF, side: int, info: dict) -> None:
        if self.strip_painter is not None and self.strip_painter(self, painter, box, info):
            return
        if info.get("turn"):
            painter.setPen(QPen(GOLD, 2.5))
            painter.setBrush(QColor(255, 213, 79, 45))
        else:
            painter.setPen(QPen(QColor(255, 255, 255, 40), 1))
            painter.setBrush(QColor(255, 255, 255, 14))
        painter.drawRoundedRect(box, 10, 10)
        wind, score, name = info.get("wind", ""), info.get("score", ""), info.get("name", "")
        dealer = info.get("dealer", False)
        if box.width() > box.height():            # bottom / top: wind, 親, score; the name below
            top = QRectF(box.left() + 8, box.top() + 2, box.width() - 16, 30)
            x = self._wind(painter, QPointF(top.left() + 14, top.center().y()), wind)
            if dealer:
                x = self._dealer(painter, QPointF(x + 16, top.center().y()))
            painter.setPen(QColor("#ffffff"))
            painter.setFont(font(24, True))
            painter.drawText(QRectF(x + 8, top.top(), top.right() - x - 8, top.height()),
                             int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter), score)
            self._name(painter, QRectF(box.left() + 8, box.top() + 31, box.width() - 16, 22), name,
                       Qt.AlignmentFlag.AlignLeft)
        else:                                     # left / right: stacked lines
            cx = box.center().x()
            self._wind(painter, QPointF(cx - (12 if dealer else 0), box.top() + 22), wind)
            if dealer:
                self._dealer(painter, QPointF(cx + 22, box.top() + 22))
            painter.setPen(QColor("#ffffff"))
            f = font(20, True)
            painter.setFont(f)
            painter.drawText(QRectF(box.left(), box.top() + 46, box.width(), 28), Qt.AlignmentFlag.AlignCenter, score)
            self._name(painter, QRectF(box.left() + 3, box.top() + 78, box.width() - 6, 44), name,
                       Qt.AlignmentFlag.AlignHCenter, wrap=True)

    @staticmethod
    def _wind(painter: QPainter, c: QPointF, wind: str) -> float:
        painter.setPen(QPen(QColor("#ffe082"), 2))
        painter.setBrush(QColor(0, 0, 0, 80))
        painter.drawEllipse(c, 15, 15)
        painter.setPen(QColor("#ffe082"))
        painter.setFont(font(20, True))
        painter.drawText(QRectF(c.x() - 15, c.y() - 15, 30, 30), Qt.AlignmentFlag.AlignCenter, wind)
        return c.x() + 15

    def _dealer(self, painter: QPainter, c: QPointF) -> float:
        painter.setPen(QPen(QColor("#ffffff"), 1.5))
        painter.setBrush(QColor("#c62828"))
        painter.drawEllipse(c, 14, 14)
        painter.setFont(font(17, True))
        painter.drawText(QRectF(c.x() - 14, c.y() - 14, 28, 28), Qt.AlignmentFlag.AlignCenter, self.dealer_label)
        return c.x() + 14

    @staticmethod
    def _name(painter: QPainter, box: QRectF, name: str, align, wrap: bool = False) -> None:
        painter.setPen(QColor("#c8e6c9"))
        f = font(17, False)
        painter.setFont(f)
        fm = QFontMetricsF(f)
        if wrap and fm.horizontalAdvance(name) > box.width():
            painter.drawText(box, int(align | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWrapAnywhere), name)
            return
        painter.drawText(box, int(align | Qt.AlignmentFlag.AlignVCenter),
                         fm.elidedText(name, Qt.TextElideMode.ElideRight, box.width()))

    def _paint_lines(self, painter: QPainter, box: QRectF) -> None:
        if not self.lines:
            return
        painter.setPen(QColor("#fff8e1"))
        y = box.top() + 6
        for i, line in enumerate(self.lines):
            px = 30 if i == 0 else 18
            f = font(px, True)
            fm = QFontMetricsF(f)
            while px > 12 and fm.horizontalAdvance(line) > box.width():
                px -= 1
                f = font(px, True)
                fm = QFontMetricsF(f)
            painter.setFont(f)
            h = fm.lineSpacing() + (8 if i == 0 else 4)
            painter.setPen(QColor("#fff8e1") if i == 0 else QColor("#c8e6c9"))
            painter.drawText(QRectF(box.left(), y, box.width(), h), Qt.AlignmentFlag.AlignCenter, line)
            y += h


class PromptItem(_Box):
    """What the local player may do now, wrapped into its box (largest font that fits)."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__(w, h)
        self.text = ""
        self.setZValue(40)

    def set_text(self, text: str) -> None:
        """Show another (translated) text."""
        self._set("text", text)

    def paint(self, painter: QPainter, option, widget=None) -> None:
        if not self.text:
            return
        r = self.rect()
        f, lines = wrap_to_fit(self.text, r.width() - 28, r.height() - 16, 22, 15)
        fm = QFontMetricsF(f)
        h = len(lines) * fm.lineSpacing() + 16
        box = QRectF(r.left(), r.bottom() - h, r.width(), h)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 110))
        painter.drawRoundedRect(box, 14, 14)
        painter.setPen(QColor("#b3e5fc"))
        painter.setFont(f)
        for i, line in enumerate(lines):
            painter.drawText(QRectF(box.left() + 14, box.top() + 8 + i * fm.lineSpacing(), box.width() - 28,
                                    fm.lineSpacing()), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter), line)


class CallButton(SceneButton):
    """A call button (Pon, Chi …); a choice button also shows the tiles it uses (``tiles``)."""

    def __init__(self, w: float, h: float) -> None:
        super().__init__("call", "", w, h, color="#1565c0")
        self.tiles: tuple = ()
        self.action = None               # the legal action it stands for (None: opens a choice)
        self.key = ""                    # "group:<group>", "action", "back"
        self.group = ""
        self.key_text = ""               # the key that presses it ("1" …), drawn in a corner

    def set_tiles(self, tiles) -> None:
        """Tiles drawn on the button (the shape of a chi, the tiles of a kan)."""
        self._set("tiles", tuple(tiles))

    def set_color(self, color: str) -> None:
        """The button's colour."""
        if QColor(color) != self.color:
            self.color = QColor(color)
            self.update()

    def paint(self, painter: QPainter, option, widget=None) -> None:
        self._paint_body(painter, option, widget)
        if self.key_text:
            painter.setPen(QColor(255, 255, 255, 170))
            painter.setFont(font(13, True))
            r = self.rect()
            painter.drawText(QRectF(r.right() - 20, r.top() + 1, 17, 16), Qt.AlignmentFlag.AlignCenter, self.key_text)

    def _paint_body(self, painter: QPainter, option, widget=None) -> None:
        if not self.tiles:
            super().paint(painter, option, widget)
            return
        text = self.text
        self.text = ""
        super().paint(painter, option, widget)
        self.text = text
        r = self.rect()
        th = r.height() - 12
        tw = th * TILE_W / TILE_H
        x = r.left() + 8
        for tok in self.tiles:
            kind, mark = tile_of(tok)
            paint_tile(painter, QRectF(x, r.top() + 6, tw, th), kind, mark, lang=TileItem.lang)
            x += tw + 1
        if r.right() - x - 8 < 48:                 # a narrow choice: its tiles say it all
            return
        painter.setPen(QColor("#ffffff") if self.enabled else QColor("#c4cbc6"))
        painter.setFont(font(18, True))
        painter.drawText(QRectF(x + 4, r.top(), r.right() - x - 8, r.height()), Qt.AlignmentFlag.AlignCenter, text)


__all__ = ["TileItem", "StickItem", "PromptItem", "CentrePanel", "CallButton", "tile_of", "sort_key", "HIDDEN",
           "fitted_font", "paint_extra_lines"]
