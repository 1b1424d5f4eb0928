"""The geometry of the daifugō table: where hands, the field, the discard pile, plates and buttons
go. Pure functions of plain numbers, no Qt needed.

The scene is a fixed logical rectangle (:data:`SCENE_W` x :data:`SCENE_H`); the view scales it to
fit. Seats sit around an oval table, the local seat at the bottom and the others clockwise from
its left (bottom → left → top → right), which is the turn order of ``direction`` 1. Positions are
``Place(x, y, rotation, scale)`` for card centres (a card is ``CARD_W`` x ``CARD_H`` at scale 1)
and ``(x, y, w, h)`` tuples for rectangles.
"""
from __future__ import annotations

import math

from ...table.geometry import (SCENE_H, SCENE_W, TABLE_CENTRE, TABLE_RADII, Place, inside_scene, open_rows,  # noqa: F401
                               rects_overlap, relative)
CARD_W, CARD_H = 100.0, 140.0            # the natural card size (see cards.py)

SEAT_RADII = (630.0, 325.0)              # where opponents' hands sit

LOCAL_HAND_Y = 862.0
LOCAL_HAND_MAX_W = 980.0
LOCAL_SCALE = 1.0
OTHER_SCALE = 0.5
OTHER_HAND_MAX_W = 400.0
LIFT = 30.0                              # how far a selected card rises
OPEN_STEP = 46.0                         # another seat's open hand (review): its card step, so each corner shows
OPEN_ROW_DY = 46.0                       # ... the rise of each row above the one below it
OPEN_FORMS = {2: (0.62, 900.0, 2), 3: (0.62, 440.0, 2), 4: (0.62, 440.0, 2), 8: (0.56, 340.0, 1)}
OPEN_FORM = (0.62, 300.0, 2)             # ... its (card scale, widest row, most rows) by seats, else this

PLATE_W, PLATE_H = 236.0, 66.0
FIELD_CENTRE = (800.0, 455.0)
FIELD_RECT = (545.0, 318.0, 510.0, 262.0)
FIELD_TOP_SCALE = 0.82
FIELD_OLD_SCALE = 0.68
FIELD_VISIBLE_PLAYS = 4
DISCARD_POS = (1150.0, 440.0)
DISCARD_SCALE = 0.6
DISCARD_VISIBLE = 6
DECK_POS = FIELD_CENTRE
BUTTON_W, BUTTON_H = 190.0, 54.0
PLAY_BUTTON = (1360.0, 812.0, BUTTON_W, BUTTON_H)
PASS_BUTTON = (1360.0, 880.0, BUTTON_W, BUTTON_H)


def seat_angles(seats: int) -> list[float]:
    """Angles in degrees (screen coordinates, y down: 90 = bottom, 180 = left, 270 = top) of
    position indexes 0 … seats-1."""
    if not 2 <= seats <= 8:
        raise ValueError(f"the table seats 2 to 8 players, not {seats}")
    others = {2: [270.0], 3: [212.0, 328.0], 4: [180.0, 270.0, 360.0]}.get(seats)
    if others is None:
        step = 220.0 / (seats - 2)
        others = [160.0 + i * step for i in range(seats - 1)]
    return [90.0] + others


def seat_anchor(seats: int, index: int) -> tuple[float, float]:
    """The centre of the hand at position ``index`` (0 = the local seat at the bottom)."""
    if index == 0:
        return (SCENE_W / 2, LOCAL_HAND_Y)
    a = math.radians(seat_angles(seats)[index])
    cx, cy = TABLE_CENTRE
    rx, ry = SEAT_RADII
    return (cx + rx * math.cos(a), cy + ry * math.sin(a))


def hand_fan(count: int, seats: int, index: int, open_hand: bool = False) -> list[Place]:
    """Card places of a hand of ``count`` cards at position ``index``, left to right.

    The bottom hand is large; other hands are small and face down. Both fan slightly along an
    arc and shrink their overlap to stay within a maximum width. Another seat's hand shown open
    (``open_hand``) is laid flat in rows instead (:func:`open_fan`).
    """
    if count <= 0:
        return []
    if open_hand and index != 0:
        return open_fan(count, seats, index)
    x0, y0 = seat_anchor(seats, index)
    local = index == 0
    scale = LOCAL_SCALE if local else OTHER_SCALE
    width, max_w = CARD_W * scale, (LOCAL_HAND_MAX_W if local else OTHER_HAND_MAX_W)
    step = min(width * (0.62 if local else 0.36), (max_w - width) / max(count - 1, 1))
    spread = min(1.6, 14.0 / count) if local else min(1.4, 12.0 / count)
    half = max((count - 1) / 2, 1.0)
    arc = min((0.5 if local else 0.35) * spread, (18.0 if local else 6.0) / (half * half))
    places = []
    for i in range(count):
        t = i - (count - 1) / 2
        places.append(Place(x0 + t * step, y0 + arc * t * t, t * spread, scale))
    return places


def open_fan(count: int, seats: int, index: int) -> list[Place]:
    """Another seat's open hand: flat rows of larger cards, far enough apart that every card's
    corner shows, the lowest row's bottom edge where the closed fan's is (so its plate stays
    clear), the rows above it rising by :data:`OPEN_ROW_DY`; read row by row, top first."""
    x0, y0 = seat_anchor(seats, index)
    scale, max_w, max_rows = OPEN_FORMS.get(seats, OPEN_FORM)
    w, h = CARD_W * scale, CARD_H * scale
    sizes, step = open_rows(count, w, OPEN_STEP, max_w, max_rows)
    bottom = y0 + CARD_H * OTHER_SCALE / 2
    places = []
    for r, n in enumerate(sizes):
        y = bottom - h / 2 - (len(sizes) - 1 - r) * OPEN_ROW_DY
        places += [Place(x0 + (i - (n - 1) / 2) * step, y, 0.0, scale) for i in range(n)]
    return places


def hand_rect(seats: int, index: int, count: int, open_hand: bool = False) -> tuple[float, float, float, float]:
    """The bounding rectangle of a hand (for hit tests and overlap checks); a margin for the fan."""
    places = hand_fan(max(count, 1), seats, index, open_hand)
    scale = places[0].scale
    w, h = CARD_W * scale, CARD_H * scale
    left = min(p.x for p in places) - w / 2
    right = max(p.x for p in places) + w / 2
    top = min(p.y for p in places) - h / 2 - (LIFT if index == 0 else 0)
    bottom = max(p.y for p in places) + h / 2
    return (left, top, right - left, bottom - top)


def plate_rect(seats: int, index: int) -> tuple[float, float, float, float]:
    """The name plate of position ``index``: left of the hand for the bottom seat, below the hand
    (towards the table centre) for the others."""
    if index == 0:
        return (40.0, LOCAL_HAND_Y - PLATE_H / 2 + 8, PLATE_W, PLATE_H)
    x, y = seat_anchor(seats, index)
    top = y + CARD_H * OTHER_SCALE / 2 + 14
    return (x - PLATE_W / 2, top, PLATE_W, PLATE_H)


def bubble_pos(seats: int, index: int) -> tuple[float, float]:
    """Where a speech bubble ("Pass", a place badge) of position ``index`` appears."""
    px, py, pw, ph = plate_rect(seats, index)
    if index == 0:
        return (px + pw / 2, py - 34)
    x, y = seat_anchor(seats, index)
    return (x, y)


def field_places(play_sizes: list[int]) -> list[list[Place]]:
    """Card places of the plays on the field, oldest first; the last (top) play is prominent in
    the centre, earlier plays smaller and shifted up-left, the oldest ones stacked beneath."""
    cx, cy = FIELD_CENTRE
    out: list[list[Place]] = []
    n = len(play_sizes)
    for j, size in enumerate(play_sizes):
        depth = n - 1 - j                           # 0 = the top play
        shown = min(depth, FIELD_VISIBLE_PLAYS)
        scale = FIELD_TOP_SCALE if depth == 0 else FIELD_OLD_SCALE
        step = CARD_W * scale * (0.62 if depth == 0 else 0.42)
        px, py = cx - 46.0 * shown, cy - 22.0 * shown
        tilt = 0.0 if depth == 0 else (-5.0 if shown % 2 else 4.0)
        out.append([Place(px + (i - (size - 1) / 2) * step, py, tilt, scale) for i in range(size)])
    return out


def discard_places(count: int) -> list[Place]:
    """The discard pile: a face-down stack; only the top :data:`DISCARD_VISIBLE` cards show an
    offset (the rest lie exactly under the lowest visible one)."""
    x, y = DISCARD_POS
    out = []
    for i in range(count):
        k = max(0, i - (count - DISCARD_VISIBLE))
        out.append(Place(x - 1.2 * k, y - 1.6 * k, ((i * 37) % 13 - 6) * 0.9, DISCARD_SCALE))
    return out


def discard_label_pos() -> tuple[float, float]:
    """The centre of the discard count label, under the pile."""
    return (DISCARD_POS[0], DISCARD_POS[1] + CARD_H * DISCARD_SCALE / 2 + 26)


# --- the choices a rule lays on the table (栗拾い's cards, Qボンバー's ranks, the order of rules) ---
TRAY_CENTRE = (FIELD_CENTRE[0], FIELD_CENTRE[1] + 12.0)
TRAY_MAX_W = 760.0                       # the cards' tray: clear of the side seats' plates
TRAY_PAD = 22.0
TRAY_CAPTION_H = 44.0
TRAY_MIN_W = 560.0
TRAY_CARD_SCALE = 0.66
TRAY_GAP = 10.0
TRAY_CARD_ROWS = 4                       # at most; more cards overlap more in a row
TRAY_CARD_COLS = 9                       # side by side in a row, before the rows overlap
RANK_CHIP = 66.0
RULE_CHIP_W, RULE_CHIP_H = 660.0, 78.0


def _tray_box(inner_w: float, inner_h: float) -> tuple[float, float, float, float]:
    """The tray's backdrop around content of ``inner_w`` x ``inner_h`` under its caption."""
    w = max(TRAY_MIN_W, inner_w + 2 * TRAY_PAD)
    h = inner_h + TRAY_CAPTION_H + 2 * TRAY_PAD
    cx, cy = TRAY_CENTRE
    return (cx - w / 2, cy - h / 2, w, h)


def tray_cards(count: int) -> tuple[tuple[float, float, float, float], list[Place]]:
    """The backdrop and card places of ``count`` cards to pick from (栗拾い): rows of up to
    :data:`TRAY_CARD_COLS` side by side, at most :data:`TRAY_CARD_ROWS` rows (then the cards of a
    row overlap, their corners showing)."""
    w, h = CARD_W * TRAY_CARD_SCALE, CARD_H * TRAY_CARD_SCALE
    n = max(count, 1)
    cols = TRAY_CARD_COLS
    per_row = min(n, cols) if n <= cols * TRAY_CARD_ROWS else math.ceil(n / TRAY_CARD_ROWS)
    rows = math.ceil(n / per_row)
    step = min(w + TRAY_GAP, (TRAY_MAX_W - 2 * TRAY_PAD - w) / max(per_row - 1, 1))
    box = _tray_box((min(n, per_row) - 1) * step + w, rows * h + (rows - 1) * TRAY_GAP)
    top = box[1] + TRAY_PAD + TRAY_CAPTION_H
    places = []
    for i in range(count):
        r, k = divmod(i, per_row)
        in_row = min(per_row, count - r * per_row)
        x = TRAY_CENTRE[0] + (k - (in_row - 1) / 2) * step
        places.append(Place(x, top + r * (h + TRAY_GAP) + h / 2, 0.0, TRAY_CARD_SCALE))
    return box, places


def tray_chips(count: int, chip_w: float, chip_h: float, per_row: int) -> tuple[tuple, list[tuple]]:
    """The backdrop and chip rectangles of ``count`` chips, ``per_row`` a row, centred."""
    n = max(count, 1)
    per_row = max(1, min(per_row, n))
    rows = math.ceil(n / per_row)
    box = _tray_box(per_row * chip_w + (per_row - 1) * TRAY_GAP, rows * chip_h + (rows - 1) * TRAY_GAP)
    top = box[1] + TRAY_PAD + TRAY_CAPTION_H
    rects = []
    for i in range(count):
        r, k = divmod(i, per_row)
        in_row = min(per_row, count - r * per_row)
        left = TRAY_CENTRE[0] - (in_row * chip_w + (in_row - 1) * TRAY_GAP) / 2
        rects.append((left + k * (chip_w + TRAY_GAP), top + r * (chip_h + TRAY_GAP), chip_w, chip_h))
    return box, rects


def tray_ranks(count: int):
    """Rank chips for Qボンバー: one row of square chips."""
    return tray_chips(count, RANK_CHIP, RANK_CHIP, 13)


def tray_rules(count: int):
    """Rule chips for the order of rules that fire at once: one under another."""
    return tray_chips(count, RULE_CHIP_W, RULE_CHIP_H, 1)
