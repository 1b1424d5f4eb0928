"""Small mahjong tiles for dialogs: a row of tiles drawn with :func:`gui.families.mahjong.tile_faces.paint_tile`
(a hand, the winning tile set apart, called melds with the called tile sideways, a closed kan with
its ends face down), and a tile drawn into an icon for buttons.

A row given less width than it asks for (the review's side panel at 1024 x 640) draws its tiles
smaller, down to ``MIN_SCALE``, rather than pushing its box into a sideways scroll.

A row is a list of items: a token (``5p``, ``0p`` red five, ``1z`` ...), ``None`` for a gap, or a
:class:`TileSpec` for a tile drawn sideways, face down or highlighted. Used by the end-of-hand
dialog and the hand calculator.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QSizePolicy, QWidget

from core.mahjong.notation import parse
from .tile_faces import paint_tile

from .log import lang, tile_word

TILE_W, TILE_H = 26, 36            # a tile in a dialog row (the 3D side included)
GAP = 10                           # the space of a gap item
MIN_SCALE = 0.6                    # a row in a narrow place (the review's panel) shrinks its tiles
                                   # down to this, rather than scrolling sideways


@dataclass(frozen=True)
class TileSpec:
    """A tile of a row and how it is drawn."""

    token: str
    sideways: bool = False           # a called tile (横向き)
    face_down: bool = False          # the ends of a closed kan (暗槓)
    highlight: bool = False          # the winning tile


def kind_mark(token: str) -> tuple[int, str]:
    """(kind, mark) of a tile token; ValueError for bad text."""
    tile = parse(token)[0]
    return tile.kind, tile.mark


def meld_items(meld: dict, seat: int | None = None, seats: int = 4) -> list[TileSpec]:
    """A called meld (view / event form ``{"kind", "tiles", "called", "from"}``) as row items:
    the called tile sideways on the side of the seat it came from (left for 上家, middle for
    対面, right for 下家); a closed kan with both ends face down."""
    tiles = list(meld.get("tiles") or ())
    kind = meld.get("kind", "")
    if kind == "closed_kan" and len(tiles) == 4:
        return [TileSpec(tiles[0], face_down=True), TileSpec(tiles[1]), TileSpec(tiles[2]),
                TileSpec(tiles[3], face_down=True)]
    called = meld.get("called")
    items = [TileSpec(t) for t in tiles]
    if called in tiles:
        items.pop(tiles.index(called))
        src = meld.get("from")
        offset = (seat - src) % seats if isinstance(seat, int) and isinstance(src, int) else 1
        where = {1: 0, 2: 1, 3: len(items)}.get(offset, 0)
        items.insert(where, TileSpec(called, sideways=True))
    return items


class TileRow(QWidget):
    """A row of small tiles (see the module docstring). ``tokens()`` lists the tiles shown."""

    def __init__(self, items=(), tile_w: int = TILE_W, tile_h: int = TILE_H, parent=None) -> None:
        super().__init__(parent)
        self.tile_w, self.tile_h = tile_w, tile_h
        self.items: list = []
        self.setSizePolicy(QSizePolicy.Policy.Maximum, QSizePolicy.Policy.Fixed)
        self.set_items(items)

    def set_items(self, items) -> None:
        """Show these items (tokens, None gaps, TileSpecs); bad tokens are left out."""
        out = []
        for it in items:
            spec = TileSpec(it) if isinstance(it, str) else it
            if spec is not None:
                try:
                    kind_mark(spec.token)
                except (ValueError, IndexError):
                    continue
            out.append(spec)
        self.items = out
        self.setToolTip(" ".join(tile_word(s.token) for s in out if s is not None))
        self.updateGeometry()
        self.update()

    def tokens(self) -> list[str]:
        return [s.token for s in self.items if s is not None]

    def _width_of(self, spec) -> int:
        if spec is None:
            return GAP
        return (self.tile_h if spec.sideways else self.tile_w) + 1

    def sizeHint(self) -> QSize:  # noqa: N802
        return QSize(max(1, sum(self._width_of(s) for s in self.items)), self.tile_h + 2)

    def minimumSizeHint(self) -> QSize:  # noqa: N802
        full = self.sizeHint()
        return QSize(max(1, math.ceil(full.width() * MIN_SCALE)), full.height())

    def scale(self) -> float:
        """How much the tiles are drawn below their size: 1 unless the row was given less width
        than it asks for (never below ``MIN_SCALE``)."""
        full = self.sizeHint().width()
        return max(MIN_SCALE, min(1.0, self.width() / full)) if full > 0 else 1.0

    def paintEvent(self, _event) -> None:  # noqa: N802
        p = QPainter(self)
        s = self.scale()
        if s < 1.0:
            p.translate(0, (self.height() - s * self.height()) / 2)
            p.scale(s, s)
        language = lang()
        x = 0.0
        for spec in self.items:
            if spec is None:
                x += GAP
                continue
            kind, mark = kind_mark(spec.token)
            w, h = self.tile_w, self.tile_h
            if spec.sideways:
                p.save()
                p.translate(x + h / 2, 1 + h - w / 2)
                p.rotate(-90)
                paint_tile(p, QRectF(-w / 2, -h / 2, w, h), kind, mark, False, language)
                p.restore()
                x += h + 1
                continue
            rect = QRectF(x, 1, w, h)
            paint_tile(p, rect, kind, mark, spec.face_down, language)
            if spec.highlight:
                p.setPen(QPen(QColor("#e65100"), 2))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawRoundedRect(rect.adjusted(0.5, 0.5, -0.5, -0.5), 4, 4)
            x += w + 1
        p.end()


def tile_icon(token: str, w: int = 30, h: int = 40, scale: float = 2.0) -> QIcon:
    """A tile drawn into an icon (for the calculator's palette buttons)."""
    kind, mark = kind_mark(token)
    pix = QPixmap(int(w * scale), int(h * scale))
    pix.setDevicePixelRatio(scale)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_tile(p, QRectF(0, 0, w, h), kind, mark, False, lang())
    p.end()
    return QIcon(pix)


__all__ = ["TileRow", "TileSpec", "meld_items", "tile_icon", "kind_mark", "TILE_W", "TILE_H"]
