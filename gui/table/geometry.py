"""Plain geometry shared by the table layouts (the card tables and the mahjong tables):
where a card or tile goes (:class:`Place`), seats counted round the table, and rectangle tests.
Pure functions of plain numbers, no Qt needed.

Every table scene is the same fixed logical rectangle, :data:`SCENE_W` x :data:`SCENE_H`;
rectangles are ``(x, y, w, h)`` tuples.
"""
from __future__ import annotations

from typing import NamedTuple

SCENE_W, SCENE_H = 1600.0, 1000.0
TABLE_CENTRE = (800.0, 430.0)
TABLE_RADII = (760.0, 420.0)             # the felt oval


class Place(NamedTuple):
    """Where a card's centre goes: scene position, rotation in degrees, scale."""

    x: float
    y: float
    rotation: float = 0.0
    scale: float = 1.0


def relative(seat: int, bottom: int, seats: int) -> int:
    """The position index of ``seat`` around the table (0 = the bottom seat, then clockwise)."""
    return (seat - bottom) % seats


def rects_overlap(a: tuple, b: tuple, gap: float = 0.0) -> bool:
    """True if rectangles ``(x, y, w, h)`` ``a`` and ``b`` overlap (closer than ``gap``)."""
    ax, ay, aw, ah = a
    bx, by, bw, bh = b
    return not (ax + aw + gap <= bx or bx + bw + gap <= ax or ay + ah + gap <= by or by + bh + gap <= ay)


def contains(r: tuple, x: float, y: float) -> bool:
    """True if the point lies in rectangle ``r``."""
    rx, ry, rw, rh = r
    return rx <= x <= rx + rw and ry <= y <= ry + rh


def inside_scene(r: tuple) -> bool:
    """True if rectangle ``r`` lies within the scene."""
    x, y, w, h = r
    return x >= 0 and y >= 0 and x + w <= SCENE_W and y + h <= SCENE_H


def open_rows(count: int, card_w: float, step: float, max_w: float, max_rows: int = 2) -> tuple[list[int], float]:
    """An open hand of ``count`` cards laid in rows, each no wider than ``max_w``: the sizes of
    the rows (as even as can be, the first the longest) and the card step, ``step`` unless even
    ``max_rows`` rows need it smaller."""
    if count <= 0:
        return [], step
    per_row = max(1, int((max_w - card_w) // step) + 1)
    rows = min(max_rows, -(-count // per_row))
    longest = -(-count // rows)
    if longest > 1:
        step = min(step, (max_w - card_w) / (longest - 1))
    sizes = [count // rows + (1 if i < count % rows else 0) for i in range(rows)]
    return sizes, step
