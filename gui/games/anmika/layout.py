"""Geometry of the Anmika parts of the mahjong table (pure functions, no Qt).

Anmika sanma (アンミカ) adds to the riichi table of :mod:`gui.families.mahjong.layout`:

* each seat's **extracted row** (抜き牌: norths 北/金北 and flowers 春夏秋冬, face up, at most 12):
  a row of small tiles facing the seat, in free felt beside its pond and in front of its hand
  (bottom: under the prompt, left of the pond; right/left: between the pond and the hand row;
  top: right of the pond, in two rows);
* the **sitting-out panel** (抜け番, four-player rotation): an upright box where that seat's
  (empty) pond would be;
* the **dice panel** (サイコロチャンス) over the centre square;
* the 15 dice pairs use the family's **button grid** (:func:`gui.families.mahjong.layout.grid_button_rects`).

Places are :class:`~gui.table.geometry.Place` like the rest of the table.
"""
from __future__ import annotations

from ...families.mahjong import layout as L
from ...families.mahjong.layout import button_rects_for, grid_button_rects
from ...table.geometry import Place

Rect = L.Rect

#: the scale of an extracted tile (as the opponents' hand tiles), and the most a seat sets aside
EXTRACT_SCALE = L.FREE_ROW_SCALE
MAX_EXTRACTED = L.FREE_ROW_TILES         # 8 flowers + 4 norths
row_spec = L.free_row
_tile = L.free_row_tile


def extracted_places(side: int, n: int) -> list[Place]:
    """The places of ``n`` extracted tiles of ``side``, in extraction order, reading from the
    owner's left to right (upright for the owner, like its hand)."""
    w, _ = _tile()
    spec = row_spec(side)
    out = []
    for i in range(n):
        r, c = divmod(i, spec.per_row)
        lx = spec.lx + spec.step * c * (w + 1.0)
        ly = spec.ly + r * spec.row_step
        x, y = L.to_scene(side, lx, ly)
        out.append(Place(x, y, L.ANGLES[side] % 360, EXTRACT_SCALE))
    return out


def extracted_rect(side: int, n: int = MAX_EXTRACTED) -> Rect:
    """The area ``n`` extracted tiles of ``side`` cover (the full row by default)."""
    rects = [L.tile_rect(p) for p in extracted_places(side, max(1, n))]
    x0 = min(r[0] for r in rects)
    y0 = min(r[1] for r in rects)
    x1 = max(r[0] + r[2] for r in rects)
    y1 = max(r[1] + r[3] for r in rects)
    return (x0, y0, x1 - x0, y1 - y0)


SIDE_STRIP_W = 100.0                  # the left / right seat strips are wider (chips and badges)


def strip_rect(side: int) -> Rect:
    """An Anmika seat strip of the centre panel: as the riichi table's, the left and right ones
    :data:`SIDE_STRIP_W` wide (the middle narrower)."""
    x, y, w, h = L.strip_rect(side)
    if side == L.RIGHT:
        return (x + w - SIDE_STRIP_W, y, SIDE_STRIP_W, h)
    if side == L.LEFT:
        return (x, y, SIDE_STRIP_W, h)
    return (x, y, w, h)


def inner_rect() -> Rect:
    """The middle of the centre panel between the wider side strips."""
    x, y, w, h = L.inner_rect()
    grow = SIDE_STRIP_W - L.strip_rect(L.LEFT)[2]
    return (x + grow, y, w - 2 * grow, h)


def sitting_out_rect(side: int) -> Rect:
    """The sitting-out panel of ``side``: an upright box inside the area its pond would use."""
    x, y, w, h = L.pond_rect(side)
    pw, ph = min(236.0, w - 8.0), min(150.0, h - 8.0)
    return (x + (w - pw) / 2, y + (h - ph) / 2, pw, ph)


def dice_rect() -> Rect:
    """The dice panel: over the centre square (the dice roll there, the rolls listed below)."""
    cx, cy, cw, ch = L.centre_rect()
    w, h = 300.0, 210.0
    return (cx + (cw - w) / 2, cy + (ch - h) / 2, w, h)


def anmika_rects(seats: int) -> dict[str, Rect]:
    """The areas of an Anmika table for overlap checks: the riichi table's (:func:`fixed_rects`)
    plus each seat's full extracted row."""
    out = L.fixed_rects(seats)
    for i, side in enumerate(L.seat_sides(seats)):
        out[f"extracted{i}"] = extracted_rect(side)
    return out


__all__ = ["EXTRACT_SCALE", "MAX_EXTRACTED", "strip_rect", "inner_rect", "SIDE_STRIP_W", "row_spec", "extracted_places", "extracted_rect",
           "sitting_out_rect", "dice_rect", "grid_button_rects", "button_rects_for", "anmika_rects"]
