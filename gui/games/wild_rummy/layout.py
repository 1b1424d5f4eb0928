"""Table geometry for Wild Rummy R (2-6 seats): pure functions of plain numbers, no Qt needed.

The scene is the fixed logical rectangle of the other tables (:data:`SCENE_W` x :data:`SCENE_H`,
scaled by the view to fit). Its bands, top to bottom:

* the opponents, one *column* each, clockwise from the bottom seat read left to right: a name
  plate with a small face-down fan of that seat's hand beside it, and under it the seat's
  **meld panel** (its melds on the table, so a meld is always next to its owner's name);
* the centre strip: the round and a status line on the left, the stock and the discard pile,
  the call buttons (鳴き / Pass / End call turn), and the field phase (陽場 / 陰場 / neutral);
* the local seat's meld panel (a wide strip) with the "new meld" drop zone at its right end;
* the local hand (sorted as the engine sends it), its plate on the left and the action
  buttons (Discard, Meld, Retrieve) on the right.

Melds flow left to right in a panel, wrapping into rows; every meld is a fanned row of cards
(each card shows its corner index) with a type label above and, under each wild card, a badge of
what it stands for. A wild's slot gets room for its badge; a buried slot (埋め潰し) shows the
element card lowered over the wild so that both stay visible. When a panel's melds do not fit,
they shrink together (:func:`meld_layout`).

Positions are :class:`Place` (card centre, rotation, scale; a card is ``CARD_W`` x ``CARD_H`` at
scale 1) and ``(x, y, w, h)`` tuples for rectangles.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from ...table.geometry import Place, contains, inside_scene, open_rows, rects_overlap, relative

SCENE_W, SCENE_H = 1600.0, 1000.0
CARD_W, CARD_H = 100.0, 140.0
MIN_SEATS, MAX_SEATS = 2, 6
Rect = tuple[float, float, float, float]

# --- opponents: one column each ------------------------------------------------------------------
MARGIN_X = 14.0
COLUMN_MAX_W = 900.0
OPP_TOP = 8.0
PLATE_W, PLATE_H = 196.0, 60.0
OPP_SCALE = 0.4
OPP_STEP, OPP_OPEN_STEP = 12.0, 22.0      # card step of a face-down fan, of an open hand (review)
PANEL_TOP = OPP_TOP + PLATE_H + 8.0        # an opponent's meld panel starts under the plate
OPEN_SCALE = 0.55                          # an open hand (review): rows of larger cards under the plate,
OPEN_STEP, OPEN_ROW_DY = 44.0, 44.0        # ... so far apart that every corner index shows,
OPEN_MAX_ROWS = 3                          # ... in at most this many rows, the meld panel below them
PANEL_BOTTOM = 452.0

# --- the centre strip ---------------------------------------------------------------------------
STRIP_TOP, STRIP_BOTTOM = 458.0, 592.0
_MID = (STRIP_TOP + STRIP_BOTTOM) / 2
ROUND_LABEL = (20.0, STRIP_TOP + 4.0, 450.0, 38.0)
INFO_LABEL = (20.0, STRIP_TOP + 48.0, 450.0, 80.0)     # what the local seat must do now (owed cards, a call)
CENTRE_SCALE = 0.8
STOCK_POS = (590.0, _MID)
STOCK_ZONE = (520.0, STRIP_TOP + 2.0, 140.0, 130.0)
STOCK_LABEL = (474.0, _MID + 20.0, 70.0, 30.0)
DISCARD_POS = (740.0, _MID)
DISCARD_ZONE = (672.0, STRIP_TOP + 2.0, 136.0, 130.0)
DISCARD_VISIBLE = 4
CALL_BUTTONS = {"call": (830.0, STRIP_TOP + 6.0, 236.0, 58.0), "pass": (830.0, STRIP_TOP + 70.0, 236.0, 58.0),
                "end_call": (830.0, _MID - 29.0, 236.0, 58.0)}
PHASE_RECT = (1086.0, STRIP_TOP + 6.0, 494.0, 122.0)

# --- the local seat -------------------------------------------------------------------------------
LOCAL_PANEL = (20.0, 598.0, 1356.0, 208.0)
NEW_MELD_ZONE = (1390.0, 602.0, 190.0, 200.0)
LOCAL_SCALE = 0.9
LOCAL_Y = 902.0
LOCAL_X0, LOCAL_X1 = 268.0, 1336.0
LOCAL_STEP = 66.0
LIFT = 26.0
HAND_ZONE = (LOCAL_X0, 812.0, LOCAL_X1 - LOCAL_X0, SCENE_H - 812.0)
LOCAL_PLATE = (20.0, 816.0, 236.0, PLATE_H)
BUTTON_W, BUTTON_H = 234.0, 54.0
BUTTONS = ("discard", "meld", "retrieve")

# --- melds ----------------------------------------------------------------------------------------
MELD_SCALE = 0.7                           # the largest meld card (shrinks to fit a panel)
MIN_MELD_SCALE = 0.3
STEP_RATIO = 0.42                          # card step in a meld, as a share of the card width
LABEL_H = 24.0                             # the type label above a meld
BADGE_H = 24.0                             # a wild's badge under its card
BADGE_GAP = 4.0
BURY_DROP = 0.3                            # a buried slot: the top card is lowered by this share of a card
MELD_GAP_X, MELD_GAP_Y = 16.0, 8.0
FAN_PX = 48.0                              # a meld fanned under a dragged card: its card step, in view pixels
FAN_OVERLAP = 0.8                          # ... and the step's share of a fanned card's width
FAN_EDGE = 10.0                            # ... kept this far from the scene's sides (its frame shows)


class MeldShape(NamedTuple):
    """What the layout needs to know of a meld: the badge width under each slot (0: no badge),
    which slots hold a buried wild, and the width of its type label."""

    badges: tuple
    buried: tuple
    label_w: float = 0.0


class MeldGeom(NamedTuple):
    """Where a meld goes: ``slots`` (the face-up card of each slot), ``buried`` (the wild under
    it, or None), ``badges`` (rect or None per slot), ``label`` rect, and the whole ``rect``."""

    slots: list
    buried: list
    badges: list
    label: Rect
    rect: Rect


def _check(seats: int) -> None:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"the Wild Rummy table seats {MIN_SEATS} to {MAX_SEATS} players, not {seats}")


# --- opponents ----------------------------------------------------------------------------------
def column(seats: int, index: int) -> tuple[float, float]:
    """The (left x, width) of opponent position ``index`` (1 … seats-1), left to right."""
    _check(seats)
    if not 1 <= index < seats:
        raise ValueError(f"position {index} is not an opponent of a {seats}-seat table")
    n = seats - 1
    w = min((SCENE_W - 2 * MARGIN_X) / n, COLUMN_MAX_W)
    return (SCENE_W / 2 - n * w / 2 + (index - 1) * w, w)


def plate_rect(seats: int, index: int) -> Rect:
    """The name plate of position ``index``: left of the local hand (0), atop a column."""
    if index == 0:
        return LOCAL_PLATE
    x, w = column(seats, index)
    return (x + 6.0, OPP_TOP, min(PLATE_W, w - 12.0), PLATE_H)


def _fan_room(seats: int, index: int) -> tuple[float, float]:
    x, w = column(seats, index)
    px, _, pw, _ = plate_rect(seats, index)
    left = px + pw + 10.0
    return left, x + w - 8.0


def opponent_places(count: int, seats: int, index: int, open_hand: bool = False) -> list[Place]:
    """An opponent's hand, left to right: a small face-down fan beside the plate, never wider
    than the room left in its column; open (``open_hand``): :func:`open_places`."""
    if count <= 0:
        return []
    if open_hand:
        return open_places(count, seats, index)
    left, right = _fan_room(seats, index)
    w = CARD_W * OPP_SCALE
    step = max(1.0, min(OPP_STEP, (right - left - w) / max(count - 1, 1)))
    y = OPP_TOP + PLATE_H / 2
    x0 = left + w / 2
    return [Place(x0 + i * step, y, 0.0, OPP_SCALE) for i in range(count)]


def _open_rows(count: int, seats: int, index: int) -> tuple[list[int], float]:
    _, w = column(seats, index)
    return open_rows(count, CARD_W * OPEN_SCALE, OPEN_STEP, w - 12.0, OPEN_MAX_ROWS)


def open_hand_h(count: int, seats: int, index: int) -> float:
    """The height of the rows of an open hand of ``count`` cards."""
    sizes, _ = _open_rows(max(count, 1), seats, index)
    return CARD_H * OPEN_SCALE + (len(sizes) - 1) * OPEN_ROW_DY


def open_places(count: int, seats: int, index: int) -> list[Place]:
    """An opponent's open hand: rows of larger cards under its plate (top row first), across
    its column, every card's corner index showing."""
    x, _ = column(seats, index)
    w, h = CARD_W * OPEN_SCALE, CARD_H * OPEN_SCALE
    sizes, step = _open_rows(count, seats, index)
    places = []
    for r, n in enumerate(sizes):
        y = PANEL_TOP + h / 2 + r * OPEN_ROW_DY
        places += [Place(x + 6.0 + w / 2 + i * step, y, 0.0, OPEN_SCALE) for i in range(n)]
    return places


def opponent_hand_rect(seats: int, index: int, count: int, open_hand: bool = False) -> Rect:
    """The rectangle an opponent's hand of ``count`` cards covers."""
    places = opponent_places(max(count, 1), seats, index, open_hand)
    w, h = CARD_W * places[0].scale, CARD_H * places[0].scale
    left, top = min(p.x for p in places) - w / 2, min(p.y for p in places) - h / 2
    return (left, top, max(p.x for p in places) + w / 2 - left, max(p.y for p in places) + h / 2 - top)


def meld_panel(seats: int, index: int, open_count: int | None = None) -> Rect:
    """The area of the melds owned by position ``index`` (0: the local strip); under the rows
    of its open hand of ``open_count`` cards when the hands are open."""
    if index == 0:
        return LOCAL_PANEL
    x, w = column(seats, index)
    top = PANEL_TOP if open_count is None else PANEL_TOP + open_hand_h(open_count, seats, index) + MELD_GAP_Y
    return (x + 6.0, top, w - 12.0, PANEL_BOTTOM - top)


def bubble_pos(seats: int, index: int) -> tuple[float, float]:
    """Where a speech bubble of position ``index`` appears (over the plate's lower edge)."""
    x, y, w, h = plate_rect(seats, index)
    return (x + w / 2, y + h + 20.0) if index else (x + w / 2, y - 30.0)


def seat_anchor(seats: int, index: int) -> tuple[float, float]:
    """The centre of the hand of position ``index``: where its unseen cards come and go."""
    if index == 0:
        return ((LOCAL_X0 + LOCAL_X1) / 2, LOCAL_Y)
    left, right = _fan_room(seats, index)
    return ((left + right) / 2, OPP_TOP + PLATE_H / 2)


# --- the local hand ---------------------------------------------------------------------------------
def local_places(count: int, lifted: set[int] | None = None) -> list[Place]:
    """The local hand in one row, centred between :data:`LOCAL_X0` and :data:`LOCAL_X1`, the
    step shrinking as the hand grows; ``lifted`` indexes (selected cards) rise by :data:`LIFT`."""
    if count <= 0:
        return []
    w = CARD_W * LOCAL_SCALE
    step = min(LOCAL_STEP, (LOCAL_X1 - LOCAL_X0 - w) / max(count - 1, 1))
    width = w + (count - 1) * step
    x0 = (LOCAL_X0 + LOCAL_X1) / 2 - width / 2 + w / 2
    lifted = lifted or set()
    return [Place(x0 + i * step, LOCAL_Y - (LIFT if i in lifted else 0.0), 0.0, LOCAL_SCALE) for i in range(count)]


def local_hand_rect() -> Rect:
    """The area of the local hand (raised cards included)."""
    top = LOCAL_Y - CARD_H * LOCAL_SCALE / 2 - LIFT
    return (LOCAL_X0, top, LOCAL_X1 - LOCAL_X0, LOCAL_Y + CARD_H * LOCAL_SCALE / 2 - top)


def button_rect(name: str) -> Rect:
    """A button: the hand's action buttons (Discard, Meld, Retrieve) right of the local hand,
    the call buttons (Call, Pass, End call turn) in the centre strip."""
    if name in CALL_BUTTONS:
        return CALL_BUTTONS[name]
    i = BUTTONS.index(name)
    return (SCENE_W - 20.0 - BUTTON_W, LOCAL_PLATE[1] + i * (BUTTON_H + 8.0), BUTTON_W, BUTTON_H)


# --- the centre -----------------------------------------------------------------------------------
def stock_places(count: int) -> list[Place]:
    """The face-down stock: at most five cards shown as a slightly offset stack."""
    x, y = STOCK_POS
    return [Place(x - 1.2 * i, y - 1.6 * i, 0.0, CENTRE_SCALE) for i in range(min(count, 5))]


def discard_places(count: int) -> list[Place]:
    """The discard pile, face up and slightly jumbled; only the top :data:`DISCARD_VISIBLE`
    cards show an offset."""
    x, y = DISCARD_POS
    out = []
    for i in range(count):
        k = max(0, i - (count - DISCARD_VISIBLE))
        out.append(Place(x - 1.0 * k, y - 1.4 * k, ((i * 37) % 11 - 5) * 0.8, CENTRE_SCALE))
    return out


# --- melds ------------------------------------------------------------------------------------------
class _Row(NamedTuple):
    """A meld's cards in a row: each card's left edge and badge (x, line) from the meld's left,
    the row's width, and the number of badge lines."""

    lefts: list
    badges: list
    width: float
    lines: int


def _row(shape: MeldShape, s: float, lines: int, step: float | None = None) -> _Row:
    """Cards at the card ``step`` (by default :data:`STEP_RATIO` of a card); a badge goes under
    its card's left edge on the first of ``lines`` badge lines where it clears the badge before
    it, and when none is free the card moves right until one is (so a wild is shown whole when
    its badge needs the room)."""
    step = CARD_W * s * STEP_RATIO if step is None else step
    ends = [float("-inf")] * lines
    lefts, badges = [], []
    x, right = 0.0, 0.0
    for i, b in enumerate(shape.badges):
        if i:
            x += step
        if b:
            free = [k for k in range(lines) if ends[k] <= x]
            line = free[0] if free else min(range(lines), key=lambda k: ends[k])
            x = max(x, ends[line])
            ends[line] = x + b + BADGE_GAP
            badges.append((x, line))
            right = max(right, x + b)
        else:
            badges.append(None)
        lefts.append(x)
        right = max(right, x + CARD_W * s)
    used = 1 + max((bb[1] for bb in badges if bb is not None), default=-1)
    return _Row(lefts, badges, right, used)


def _best_row(shape: MeldShape, s: float, room: float, step: float | None = None) -> _Row:
    """One badge line if the meld then fits ``room``, else two (badges staggered)."""
    one = _row(shape, s, 1, step)
    return one if one.width <= room or one.lines == 0 else _row(shape, s, 2, step)


def meld_size(shape: MeldShape, s: float, room: float = SCENE_W, step: float | None = None) -> tuple[float, float]:
    """(width, height) of a meld at card scale ``s`` in a panel ``room`` wide: label, cards
    (a buried slot lowers its top card), badge lines."""
    row = _best_row(shape, s, room, step)
    w = max(row.width, shape.label_w)
    h = LABEL_H + CARD_H * s * (1 + (BURY_DROP if any(shape.buried) else 0.0))
    return w, h + row.lines * (BADGE_H + 2.0)


def _corners(panel: Rect, shapes: Sequence[MeldShape], s: float, strict: bool) -> list[tuple[float, float]] | None:
    """Top-left corners of the melds flowed into ``panel`` at scale ``s`` (rows wrap); None if
    ``strict`` and they do not fit."""
    px, py, pw, ph = panel
    x, y, row_h = px, py, 0.0
    out = []
    for shape in shapes:
        w, h = meld_size(shape, s, pw)
        if strict and w > pw:
            return None
        if x > px and x + w > px + pw:
            x, y, row_h = px, y + row_h + MELD_GAP_Y, 0.0
        out.append((x, y))
        row_h = max(row_h, h)
        x += w + MELD_GAP_X
    if strict and y + row_h > py + ph + 0.5:
        return None
    return out


def meld_scale(panel: Rect, shapes: Sequence[MeldShape], largest: float = MELD_SCALE) -> float:
    """The largest card scale (down to :data:`MIN_MELD_SCALE`) at which the melds fit ``panel``."""
    s = largest
    while s > MIN_MELD_SCALE and _corners(panel, shapes, s, True) is None:
        s = round(s - 0.025, 3)
    return max(s, MIN_MELD_SCALE)


def meld_layout(panel: Rect, shapes: Sequence[MeldShape], largest: float = MELD_SCALE) -> list[MeldGeom]:
    """Every meld of one owner laid out in ``panel``, in order, at one common scale (if even the
    smallest cards overflow, the rows run on below the panel rather than overlap)."""
    s = meld_scale(panel, shapes, largest)
    corners = _corners(panel, shapes, s, False)
    return [_geom(shape, s, x, y, panel[2]) for shape, (x, y) in zip(shapes, corners)]


def _geom(shape: MeldShape, s: float, x: float, y: float, room: float, step: float | None = None) -> MeldGeom:
    row = _best_row(shape, s, room, step)
    w, h = meld_size(shape, s, room, step)
    cw, ch = CARD_W * s, CARD_H * s
    drop = ch * BURY_DROP if any(shape.buried) else 0.0
    top = y + LABEL_H
    slots, buried, badges = [], [], []
    for left, badge, width, under in zip(row.lefts, row.badges, shape.badges, shape.buried):
        cx = x + left + cw / 2
        if under:
            buried.append(Place(cx, top + ch / 2, 0.0, s))
            slots.append(Place(cx, top + drop + ch / 2, 0.0, s))
        else:
            buried.append(None)
            slots.append(Place(cx, top + ch / 2, 0.0, s))
        if badge is None:
            badges.append(None)
        else:
            bx, line = badge
            badges.append((x + bx, top + drop + ch + 2.0 + line * (BADGE_H + 2.0), width, BADGE_H))
    return MeldGeom(slots, buried, badges, (x, y, max(shape.label_w, w), LABEL_H), (x, y, w, h))


def shifted(geom: MeldGeom, dx: float) -> MeldGeom:
    """``geom`` moved ``dx`` to the right."""
    def rect(r):
        return None if r is None else (r[0] + dx, r[1], r[2], r[3])

    def place(p):
        return None if p is None else Place(p.x + dx, p.y, p.rotation, p.scale)
    return MeldGeom([place(p) for p in geom.slots], [place(p) for p in geom.buried], [rect(r) for r in geom.badges],
                    rect(geom.label), rect(geom.rect))


def fan_geom(shape: MeldShape, geom: MeldGeom, step: float, x_at: float, slot: int | None = None) -> MeldGeom:
    """A meld fanned out while a card is dragged over it: its cards ``step`` apart (and wide
    enough to overlap a little), its top where it was. The pointer at ``x_at`` stays over
    ``slot`` (the card it was over), or else at the same share of the meld's width (beyond an
    end, that end stays); the fan stays in the scene."""
    step = min(step, CARD_W * FAN_OVERLAP)
    s = max(geom.slots[0].scale if geom.slots else MELD_SCALE, step / (CARD_W * FAN_OVERLAP))
    wide = _geom(shape, s, 0.0, geom.rect[1], SCENE_W, step)
    x0, w0, w1 = geom.rect[0], geom.rect[2], wide.rect[2]
    if slot is not None and 0 <= slot < len(wide.slots):
        left = wide.slots[slot].x - CARD_W * s / 2
        right = wide.slots[slot + 1].x - CARD_W * s / 2 if slot + 1 < len(wide.slots) else left + CARD_W * s
        dx = x_at - (left + right) / 2
    elif x_at >= x0 + w0:
        dx = x0 + w0 - w1                              # beyond its right end: that end stays
    elif x_at <= x0:
        dx = x0                                        # beyond its left end: that end stays
    else:
        dx = x_at - (x_at - x0) / w0 * w1
    dx = min(max(dx, FAN_EDGE), max(FAN_EDGE, SCENE_W - FAN_EDGE - w1))
    return shifted(wide, dx)


def push_aside(geoms: Sequence[MeldGeom], rest: MeldGeom, wide: MeldGeom) -> list[MeldGeom]:
    """An owner's other melds ``geoms`` moved out of the way of one of their melds fanned out
    from ``rest`` to ``wide``: the melds of its row left of it move left, those right of it
    move right, by as much as the fan grew on that side; the other rows stay."""
    grew_left = max(0.0, rest.rect[0] - wide.rect[0])
    grew_right = max(0.0, wide.rect[0] + wide.rect[2] - rest.rect[0] - rest.rect[2])
    out = []
    for geom in geoms:
        if geom.rect[1] != rest.rect[1]:
            out.append(geom)
        elif geom.rect[0] < rest.rect[0]:
            out.append(shifted(geom, -grew_left))
        else:
            out.append(shifted(geom, grew_right))
    return out


def card_rect_of(p: Place) -> Rect:
    """The rectangle a card at place ``p`` covers (unrotated)."""
    w, h = CARD_W * p.scale, CARD_H * p.scale
    return (p.x - w / 2, p.y - h / 2, w, h)


def fixed_rects() -> dict[str, Rect]:
    """Every rectangle that does not depend on the seat count (for overlap checks)."""
    out = {"stock": STOCK_ZONE, "discard": DISCARD_ZONE, "round": ROUND_LABEL, "info": INFO_LABEL,
           "phase": PHASE_RECT, "local_panel": LOCAL_PANEL, "new_meld": NEW_MELD_ZONE, "hand": local_hand_rect(),
           "plate0": LOCAL_PLATE, "call": CALL_BUTTONS["call"], "pass": CALL_BUTTONS["pass"]}
    out.update({f"button_{n}": button_rect(n) for n in BUTTONS})
    return out


__all__ = ["Place", "MeldShape", "MeldGeom", "column", "plate_rect", "opponent_places", "open_places", "open_hand_h", "opponent_hand_rect",
           "meld_panel", "bubble_pos", "seat_anchor", "local_places", "local_hand_rect", "button_rect",
           "stock_places", "discard_places", "meld_size", "meld_scale", "meld_layout", "card_rect_of",
           "fixed_rects", "rects_overlap", "contains", "inside_scene", "relative"]
