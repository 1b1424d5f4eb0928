"""Geometry of Hero Mahjong's cards on the mahjong table (pure functions, no Qt).

Each seat's deck (an avatar and its action cards, 英雄麻雀) lies face up or face down in the free
felt of the mahjong table's free rows (:func:`gui.families.mahjong.layout.free_row`): the local seat's
cards, large enough to read, under the prompt and left of its pond, ending near the pond; the
others' small cards between their pond and hand row (top: right of its pond, as seen from below).
"""
from __future__ import annotations

from ...families.mahjong import layout as L
from .card_face import CARD_H, CARD_W
from ...table.geometry import Place

LOCAL_SCALE = 1.35                     # the local seat's cards (81 x 113): names of about 9 px at 1024x640
PREVIEW_SCALE = 2.6                    # a local card under the pointer, shown enlarged (156 x 218)
OPP_SCALE = 0.5                        # the other seats' cards (30 x 42)
GAP = 4.0
LOCAL_RIGHT = -140.0                   # the local row ends here (left of the pond), local x
LOCAL_ROOM = 370.0                     # the widest the local row may be (clear of the left seat's row)
MAX_CARDS = 7                          # an avatar and up to six level-I cards (構築ルール)


def local_scale(count: int) -> float:
    """The local cards' scale: :data:`LOCAL_SCALE`, smaller when many cards must fit the room."""
    n = max(1, count)
    fit = (LOCAL_ROOM - GAP * (n - 1)) / n / CARD_W
    return min(LOCAL_SCALE, fit)


def card_places(side: int, count: int) -> list[Place]:
    """The places of ``count`` cards of ``side``, avatar first, reading from the owner's left."""
    if side == L.BOTTOM:
        k = local_scale(count)
        w, h = CARD_W * k, CARD_H * k
        ly = L.EDGE[L.BOTTOM] - L.TILE_H * L.LOCAL_SCALE - L.LIFT - 6.0 - CARD_H * LOCAL_SCALE / 2
        first = LOCAL_RIGHT - w / 2 - (count - 1) * (w + GAP)
        return [Place(*L.to_scene(side, first + i * (w + GAP), ly), 0.0, k) for i in range(count)]
    spec = L.free_row(side)
    w = CARD_W * OPP_SCALE
    tile_w = L.TILE_W * L.FREE_ROW_SCALE
    lx0 = spec.lx - tile_w / 2 + w / 2
    ly = spec.ly + (L.TILE_H * L.FREE_ROW_SCALE - CARD_H * OPP_SCALE) / 2     # the card's far edge as a tile's
    return [Place(*L.to_scene(side, lx0 + i * (w + GAP), ly), L.ANGLES[side] % 360, OPP_SCALE)
            for i in range(count)]


def preview_place(x: float, y: float, scale: float) -> Place:
    """Where a local card at scene (``x``, ``y``) drawn at ``scale`` shows enlarged: its bottom on
    the card's, grown upwards over the prompt's felt, between the prompt's left edge and the
    pond (never over a tile)."""
    w, h = CARD_W * PREVIEW_SCALE, CARD_H * PREVIEW_SCALE
    left = L.PROMPT_RECT[0]
    right = L.to_scene(L.BOTTOM, LOCAL_RIGHT, 0.0)[0]
    px = min(max(x, left + w / 2), right - w / 2)
    return Place(px, y + CARD_H * scale / 2 - h / 2, 0.0, PREVIEW_SCALE)


def card_rect(p: Place) -> L.Rect:
    """The scene rectangle a card at ``p`` covers (upright or turned a quarter)."""
    w, h = CARD_W * p.scale, CARD_H * p.scale
    if round(p.rotation) % 180 == 90:
        w, h = h, w
    return (p.x - w / 2, p.y - h / 2, w, h)


__all__ = ["card_places", "card_rect", "local_scale", "preview_place", "MAX_CARDS"]
