"""Table geometry for the mahjong table (3 or 4 seats): pure functions of plain numbers, no Qt.

The scene is a fixed logical rectangle (:data:`SCENE_W` x :data:`SCENE_H`, scaled by the view to
fit) around a centre point (:data:`CX`, :data:`CY`). Every seat has a *side* of the table:
0 bottom (the local seat), 1 right (下家, the next seat), 2 top (対面), 3 left (上家). With three
seats the top side stays empty (the seat after the right one is the left one, 上家).

Each side is laid out in the bottom seat's frame ("local" coordinates: x to the right, y down,
origin at the table centre) and turned round the centre by :data:`ANGLES` (degrees, Qt's sense):
so the right seat's tiles read bottom to top and face it, the top seat's are upside down.

* the centre panel: a square of :data:`CENTRE` side with each seat's wind, score and name on
  its side (upright text), and the round, honba, riichi deposits and wall count in the middle;
* a riichi stick lies in the gap between the centre and a seat's pond;
* a pond (河): rows of six in front of the centre, the fourth row runs on; the riichi tile lies
  sideways;
* a hand row along the seat's edge of the table: the concealed tiles (the drawn tile set apart),
  then the melds to the owner's right, each called tile turned sideways toward the seat it came
  from (an added kan's tile stacked on it); the row shrinks when it would not fit its side;
* the dead wall (王牌) with the dora indicators in the top-left corner, the call buttons in the
  bottom-right corner, a prompt line in the bottom-left corner.

Positions are :class:`Place` (tile centre, rotation, scale; a tile is ``TILE_W`` x ``TILE_H`` at
scale 1) and ``(x, y, w, h)`` tuples for rectangles.
"""
from __future__ import annotations

import math
from typing import NamedTuple, Sequence

from core.engine import HIDDEN

from ...table.geometry import Place, contains, rects_overlap

SCENE_W, SCENE_H = 1200.0, 1000.0
CX, CY = 600.0, 480.0
TILE_W, TILE_H = 60.0, 80.0
Rect = tuple[float, float, float, float]

BOTTOM, RIGHT, TOP, LEFT = 0, 1, 2, 3
ANGLES = {BOTTOM: 0.0, RIGHT: -90.0, TOP: 180.0, LEFT: 90.0}

# --- centre, sticks, ponds -----------------------------------------------------------------------
CENTRE = 320.0                               # side of the centre square
STICK_GAP = 22.0                             # between the centre and a pond (a riichi stick lies there)
STICK_W, STICK_H = 120.0, 10.0
POND_SCALE = 0.66
POND_COLS, POND_ROWS = 6, 4                  # the last row runs on past six tiles
POND_NEAR = CENTRE / 2 + STICK_GAP           # distance from the centre to a pond's first row

# --- hand rows -------------------------------------------------------------------------------------
EDGE = {BOTTOM: SCENE_H - 8.0 - CY, RIGHT: SCENE_W - 8.0 - CX, TOP: CY - 8.0, LEFT: CX - 8.0}
ROOM = {BOTTOM: 570.0, RIGHT: 340.0, TOP: 340.0, LEFT: 340.0}    # half the length a row may use
LOCAL_SCALE, LOCAL_MELD_SCALE = 1.0, 0.8
OPP_SCALE, OPP_MELD_SCALE = 0.56, 0.6
DRAWN_GAP = 0.3                              # the drawn tile's gap, in tile widths
MELD_GAP = 0.25                              # gap before each meld, in tile widths
LIFT = 20.0                                  # a selected local tile rises by this much

def arrange_meld(meld: dict, own: int, seats: int) -> list[tuple[str, TileSpec]]:
    """A meld of the view (``kind``, ``tiles``, ``called``, ``from``) in display order: each
    tile with how it lies (the called tile sideways toward its giver; a closed kan's red five
    never face down)."""
    tiles = list(meld.get("tiles") or [])
    kind = meld.get("kind", "")
    called = meld.get("called")
    specs = meld_specs(kind, meld.get("from"), own, seats, len(tiles))
    rest = list(tiles)
    if called in rest:
        rest.remove(called)
    else:
        called = None
    if kind == "closed_kan" and len(rest) == 4:
        marked = [t for t in rest if t.startswith("0")]
        plain = [t for t in rest if not t.startswith("0")]
        rest = plain[:1] + marked + plain[1:]
    out = []
    for spec in specs:
        if spec.sideways and not spec.stacked and called is not None:
            out.append((called, spec))
            called = None
        else:
            out.append((rest.pop(0) if rest else (called or HIDDEN), spec))
    return out


# --- corners -----------------------------------------------------------------------------------------
WALL_SCALE = 0.6
DEAD_WALL_X, DEAD_WALL_Y = 96.0, 150.0       # the left edge and centre line of the dead wall
DEAD_WALL_TILES = 7
DORA_LABEL = (86.0, 94.0, 272.0, 28.0)
BUTTON_AREA = (768.0, 612.0, 346.0, 250.0)
BUTTON_W, BUTTON_H, BUTTON_GAP = 168.0, 54.0, 10.0
PROMPT_RECT = (88.0, 640.0, 370.0, 130.0)
DISCARD_ZONE = (CX - 200.0, CY - CENTRE / 2, 400.0, EDGE[BOTTOM] + CENTRE / 2 - TILE_H * LOCAL_SCALE - LIFT - 4.0)
HAND_ZONE = (20.0, SCENE_H - 8.0 - TILE_H * LOCAL_SCALE - LIFT - 4.0, SCENE_W - 40.0, TILE_H * LOCAL_SCALE + LIFT + 4.0)


class TileSpec(NamedTuple):
    """How one tile of a meld lies: ``sideways`` (the called tile), ``stacked`` (an added kan's
    tile, on top of the sideways one) and ``face_down`` (the outer tiles of a closed kan)."""

    sideways: bool = False
    stacked: bool = False
    face_down: bool = False


# --- sides -----------------------------------------------------------------------------------------
def seat_sides(seats: int) -> list[int]:
    """The side of each position index (0 = the bottom seat, then in turn order): four seats
    fill the four sides, three leave the top empty."""
    if seats == 4:
        return [BOTTOM, RIGHT, TOP, LEFT]
    if seats == 3:
        return [BOTTOM, RIGHT, LEFT]
    raise ValueError(f"the mahjong table seats 3 or 4 players, not {seats}")


def side_of(seats: int, index: int) -> int:
    """The side of position index ``index``."""
    return seat_sides(seats)[index]


def relative_side(own: int, other: int, seats: int) -> int:
    """Where seat ``other`` sits seen from seat ``own``: 1 right (下家), 2 across (対面), 3 left
    (上家); 0 for the seat itself. With three seats the two others are right and left."""
    d = (other - own) % seats
    return seat_sides(seats)[d] if d else 0


def to_scene(side: int, lx: float, ly: float) -> tuple[float, float]:
    """A point of ``side``'s local frame in scene coordinates."""
    a = math.radians(ANGLES[side])
    c, s = round(math.cos(a)), round(math.sin(a))
    return (CX + lx * c - ly * s, CY + lx * s + ly * c)


def local_rect(side: int, lx: float, ly: float, w: float, h: float) -> Rect:
    """A rectangle of ``side``'s local frame (top-left ``lx, ly``) as a scene rectangle."""
    x0, y0 = to_scene(side, lx, ly)
    x1, y1 = to_scene(side, lx + w, ly + h)
    return (min(x0, x1), min(y0, y1), abs(x1 - x0), abs(y1 - y0))


def _place(side: int, lx: float, ly: float, turn: float, scale: float) -> Place:
    x, y = to_scene(side, lx, ly)
    return Place(x, y, (ANGLES[side] + turn) % 360, scale)


def tile_rect(p: Place) -> Rect:
    """The rectangle a tile at place ``p`` covers (rotations by quarter turns)."""
    w, h = TILE_W * p.scale, TILE_H * p.scale
    if round(p.rotation / 90) % 2:
        w, h = h, w
    return (p.x - w / 2, p.y - h / 2, w, h)


# --- the centre ----------------------------------------------------------------------------------------
def centre_rect() -> Rect:
    """The centre square."""
    return (CX - CENTRE / 2, CY - CENTRE / 2, CENTRE, CENTRE)


def strip_rect(side: int) -> Rect:
    """The part of the centre square that shows ``side``'s wind, score and name (upright)."""
    h = CENTRE / 2
    if side == BOTTOM:
        return (CX - h + 4, CY + h - 60, CENTRE - 8, 56.0)
    if side == TOP:
        return (CX - h + 4, CY - h + 4, CENTRE - 8, 56.0)
    if side == RIGHT:
        return (CX + h - 88, CY - h + 64, 84.0, CENTRE - 128)
    return (CX - h + 4, CY - h + 64, 84.0, CENTRE - 128)


def inner_rect() -> Rect:
    """The middle of the centre square: round, honba, deposits, wall count."""
    h = CENTRE / 2
    return (CX - h + 92, CY - h + 64, CENTRE - 184, CENTRE - 128)


def stick_place(side: int) -> Place:
    """Where ``side``'s riichi stick lies (its centre; the stick is ``STICK_W`` long along the side)."""
    return _place(side, 0.0, CENTRE / 2 + STICK_GAP / 2, 0.0, 1.0)


# --- ponds -------------------------------------------------------------------------------------------
def pond_places(side: int, sideways: Sequence[bool]) -> list[Place]:
    """The pond of ``side``: one place per discard, in rows of :data:`POND_COLS` (the last of
    :data:`POND_ROWS` rows runs on); a ``sideways`` tile (the riichi tile) lies turned."""
    tw, th = TILE_W * POND_SCALE, TILE_H * POND_SCALE
    out, x, row = [], 0.0, 0
    left = -POND_COLS * tw / 2
    for i, turned in enumerate(sideways):
        r = min(i // POND_COLS, POND_ROWS - 1)
        if r != row:
            row, x = r, 0.0
        w = th if turned else tw
        near = POND_NEAR + r * th
        ly = near + th - tw / 2 if turned else near + th / 2
        out.append(_place(side, left + x + w / 2, ly, -90.0 if turned else 0.0, POND_SCALE))
        x += w
    return out


def pond_rect(side: int, rows: int = POND_ROWS) -> Rect:
    """The area the pond of ``side`` keeps (``rows`` full rows, one riichi tile sideways)."""
    tw, th = TILE_W * POND_SCALE, TILE_H * POND_SCALE
    w = POND_COLS * tw + (th - tw)
    return local_rect(side, -POND_COLS * tw / 2, POND_NEAR, w, rows * th)


# --- hand rows ---------------------------------------------------------------------------------------
class RowGeom(NamedTuple):
    """A seat's row: the concealed tiles' places (the drawn one last), each meld's places, and
    the factor the row was shrunk by to fit its side."""

    hand: list
    melds: list
    fit: float


def _meld_width(spec: Sequence[TileSpec], w: float, h: float) -> float:
    return sum(h if t.sideways else w for t in spec if not t.stacked)


def row_layout(side: int, count: int, drawn: bool, melds: Sequence[Sequence[TileSpec]], *, local: bool,
               lifted: set | None = None) -> RowGeom:
    """Lay out ``side``'s row: ``count`` concealed tiles (with ``drawn``, the last one is the
    drawn tile, set apart), then ``melds`` to the owner's right (the first meld farthest right).
    ``local`` uses the large tiles of the bottom seat; ``lifted`` indexes rise by :data:`LIFT`."""
    hs = LOCAL_SCALE if local else OPP_SCALE
    ms = LOCAL_MELD_SCALE if local else OPP_MELD_SCALE
    hw, hh = TILE_W * hs, TILE_H * hs
    mw, mh = TILE_W * ms, TILE_H * ms
    hand_w = count * hw + (DRAWN_GAP * hw if drawn and count else 0.0)
    widths = [_meld_width(m, mw, mh) for m in melds]
    total = hand_w + sum(widths) + MELD_GAP * mw * len(melds)
    fit = min(1.0, 2 * ROOM[side] / total) if total else 1.0
    edge = EDGE[side]
    x = -total * fit / 2
    lifted = lifted or set()
    hand = []
    for i in range(count):
        if drawn and i == count - 1:
            x += DRAWN_GAP * hw * fit
        ly = edge - hh * fit / 2 - (LIFT if i in lifted else 0.0)
        hand.append(_place(side, x + hw * fit / 2, ly, 0.0, hs * fit))
        x += hw * fit
    out = []
    for spec, width in zip(reversed(melds), reversed(widths)):
        x += MELD_GAP * mw * fit
        places, below = [], None
        for t in spec:
            if t.stacked and below is not None:
                places.append(_place(side, below, edge - mw * fit * 1.5, -90.0, ms * fit))
                continue
            w = (mh if t.sideways else mw) * fit
            if t.sideways:
                below = x + w / 2
                places.append(_place(side, x + w / 2, edge - mw * fit / 2, -90.0, ms * fit))
            else:
                places.append(_place(side, x + w / 2, edge - mh * fit / 2, 0.0, ms * fit))
            x += w
        out.append(places)
    out.reverse()
    return RowGeom(hand, out, fit)


def row_rect(side: int, local: bool) -> Rect:
    """The band along ``side``'s edge its row may use (the deepest: a stacked added kan)."""
    depth = max(TILE_H * (LOCAL_SCALE if local else OPP_SCALE) + (LIFT if local else 0.0),
                2 * TILE_W * (LOCAL_MELD_SCALE if local else OPP_MELD_SCALE))
    return local_rect(side, -ROOM[side], EDGE[side] - depth, 2 * ROOM[side], depth)


def meld_specs(kind: str, called_from: int | None, own: int, seats: int, size: int) -> list[TileSpec]:
    """How the tiles of a meld lie, in display order (left to right from the owner's seat).

    The called tile lies sideways on the side of the seat it came from: 上家 (left) first,
    対面 (across) second, 下家 (right) last. A closed kan shows its outer tiles face down; an
    added kan stacks the added tile on the sideways one."""
    if kind == "closed_kan":
        return [TileSpec(face_down=True), TileSpec(), TileSpec(), TileSpec(face_down=True)][:size]
    if called_from is None or kind not in ("chi", "pon", "kan", "open_kan", "added_kan"):
        return [TileSpec() for _ in range(size)]
    where = relative_side(own, called_from, seats)
    flat = size - 1 if kind == "added_kan" else size
    at = {LEFT: 0, TOP: 1, RIGHT: flat - 1}.get(where, 0)
    out = [TileSpec(sideways=(i == at)) for i in range(flat)]
    if kind == "added_kan":
        out.insert(at + 1, TileSpec(sideways=True, stacked=True))
    return out


# --- corners -----------------------------------------------------------------------------------------
def dead_wall_places() -> list[Place]:
    """The dead wall's stacks, left to right (the dora indicators from the third one on)."""
    w = TILE_W * WALL_SCALE
    return [Place(DEAD_WALL_X + w * (i + 0.5), DEAD_WALL_Y, 0.0, WALL_SCALE) for i in range(DEAD_WALL_TILES)]


def indicator_index(k: int) -> int:
    """The dead-wall stack showing the ``k``-th dora indicator (0: the first)."""
    return min(2 + k, DEAD_WALL_TILES - 1)


def button_rects(n: int) -> list[Rect]:
    """``n`` call buttons in two columns in the bottom-right corner, from the top."""
    x0, y0, _, _ = BUTTON_AREA
    return [(x0 + (i % 2) * (BUTTON_W + BUTTON_GAP), y0 + (i // 2) * (BUTTON_H + BUTTON_GAP), BUTTON_W, BUTTON_H)
            for i in range(n)]


def flow_button_rects(wide: Sequence[bool]) -> list[Rect]:
    """Button rectangles for buttons in order, ``wide`` ones (showing tiles) taking a whole
    row of the button area, the others half a row; rows from the top. When the wide ones
    would not fit the area, every button takes half a row."""
    x0, y0, w, h = BUTTON_AREA
    rows = int((h + BUTTON_GAP) // (BUTTON_H + BUTTON_GAP))
    if _rows_needed(wide) > rows:
        wide = [False] * len(wide)
    out, col, row = [], 0, 0
    for big in wide:
        if big and col:
            row, col = row + 1, 0
        y = y0 + row * (BUTTON_H + BUTTON_GAP)
        if big:
            out.append((x0, y, w, BUTTON_H))
            row += 1
        else:
            out.append((x0 + col * (BUTTON_W + BUTTON_GAP), y, BUTTON_W, BUTTON_H))
            col = 1 - col
            row += 1 if col == 0 else 0
    return out


def _rows_needed(wide: Sequence[bool]) -> int:
    rows, col = 0, 0
    for big in wide:
        if big:
            rows, col = rows + 1, 0
        else:
            rows += 1 if col == 0 else 0
            col = 1 - col
    return rows


MAX_BUTTONS = 2 * int((BUTTON_AREA[3] + BUTTON_GAP) // (BUTTON_H + BUTTON_GAP))


def grid_button_rects(n: int, cols: int = 3) -> list[Rect]:
    """``n`` small buttons in ``cols`` columns filling the call-button area from the top (a long
    choice: 15 buttons are 3 x 5)."""
    x0, y0, w, h = BUTTON_AREA
    rows = max(1, -(-n // cols))
    gap = 8.0
    bw = (w - gap * (cols - 1)) / cols
    bh = min(BUTTON_H, (h - gap * (rows - 1)) / rows)
    return [(x0 + (i % cols) * (bw + gap), y0 + (i // cols) * (bh + gap), bw, bh) for i in range(n)]


def button_rects_for(wide: list[bool]) -> list[Rect]:
    """The call buttons' rectangles: the usual flow (:func:`flow_button_rects`)
    while they fit the area, else a compact grid."""
    if len(wide) <= MAX_BUTTONS:
        return flow_button_rects(wide)
    return grid_button_rects(len(wide), 3 if len(wide) <= 15 else 4)


def bubble_pos(side: int) -> tuple[float, float]:
    """Where a call bubble ("Pon!") of ``side`` appears: in front of its row."""
    return to_scene(side, 0.0, EDGE[side] - {BOTTOM: 150.0, TOP: 100.0}.get(side, 175.0))


def wall_anchor() -> tuple[float, float]:
    """Where drawn tiles come from (the live wall, under the centre)."""
    return (CX, CY)


def fixed_rects(seats: int) -> dict[str, Rect]:
    """Every area of the table for ``seats`` seats (for overlap checks): the centre, its strips,
    each pond (four rows), each row, the dead wall, the buttons, the prompt."""
    out = {"centre": centre_rect(), "dora": DORA_LABEL, "buttons": BUTTON_AREA, "prompt": PROMPT_RECT,
           "dead_wall": (DEAD_WALL_X, DEAD_WALL_Y - TILE_H * WALL_SCALE / 2, DEAD_WALL_TILES * TILE_W * WALL_SCALE,
                         TILE_H * WALL_SCALE)}
    for i, side in enumerate(seat_sides(seats)):
        out[f"pond{i}"] = pond_rect(side)
        out[f"row{i}"] = row_rect(side, i == 0)
        out[f"stick{i}"] = local_rect(side, -STICK_W / 2, CENTRE / 2 + (STICK_GAP - STICK_H) / 2, STICK_W, STICK_H)
    return out


def inside_scene(r: Rect) -> bool:
    """True if rectangle ``r`` lies within the scene."""
    x, y, w, h = r
    return x >= -0.5 and y >= -0.5 and x + w <= SCENE_W + 0.5 and y + h <= SCENE_H + 0.5


# --- a free row: the felt between a seat's pond and its hand row, where a variant lays its own
# small tiles or cards (a seat's set-aside tiles; a seat's deck of cards) -------------------------
FREE_ROW_SCALE = 0.56                  # as small as the opponents' hand tiles
FREE_ROW_TILES = 12                    # tiles in one row beside the local seat and the side seats


class RowSpec(NamedTuple):
    """Where a side's free row runs, in the side's local frame: the first tile's centre
    (``lx``, ``ly``), the step along ``lx`` (+1 / -1), tiles per row, and the step from one row
    to the next along ``ly`` (toward the centre: negative)."""

    lx: float
    ly: float
    step: int
    per_row: int
    row_step: float


def free_row_tile() -> tuple[float, float]:
    """The size of a tile in a free row."""
    return TILE_W * FREE_ROW_SCALE, TILE_H * FREE_ROW_SCALE


def free_row(side: int) -> RowSpec:
    """The free row of ``side``: bottom, under the prompt and left of the pond, above the hand
    (which lifts by LIFT); left and right, between the pond and the hand row, clear of buttons,
    prompt and dead wall; top (four seats), right of its pond as seen from below, two rows of nine."""
    w, h = free_row_tile()
    span = (FREE_ROW_TILES - 1) * (w + 1.0)
    if side == BOTTOM:
        ly = EDGE[BOTTOM] - TILE_H * LOCAL_SCALE - LIFT - 4.0 - h / 2
        return RowSpec(-140.0 - w / 2 - span, ly, 1, FREE_ROW_TILES, -(h + 4.0))
    if side in (RIGHT, LEFT):
        depth = max(TILE_H * OPP_SCALE, 2 * TILE_W * OPP_MELD_SCALE)
        ly = EDGE[side] - depth - 6.0 - h / 2
        start = -120.0 + w / 2 if side == RIGHT else 150.0 - w / 2 - span
        return RowSpec(start, ly, 1, FREE_ROW_TILES, -(h + 4.0))
    pond_half = POND_COLS * TILE_W * POND_SCALE / 2 + (TILE_H - TILE_W) * POND_SCALE
    ly = EDGE[TOP] - max(TILE_H * OPP_SCALE, 2 * TILE_W * OPP_MELD_SCALE) - 8.0 - h / 2
    return RowSpec(-pond_half - 16.0 - w / 2 - 8 * (w + 1.0), ly, 1, 9, -(h + 4.0))


__all__ = ["Place", "TileSpec", "RowGeom", "SCENE_W", "SCENE_H", "TILE_W", "TILE_H", "seat_sides", "side_of",
           "relative_side", "to_scene", "local_rect", "tile_rect", "centre_rect", "strip_rect", "inner_rect",
           "stick_place", "pond_places", "pond_rect", "row_layout", "row_rect", "meld_specs", "dead_wall_places",
           "indicator_index", "button_rects", "flow_button_rects", "grid_button_rects", "button_rects_for",
           "arrange_meld", "bubble_pos", "wall_anchor", "fixed_rects", "inside_scene",
           "contains", "rects_overlap", "FREE_ROW_SCALE", "FREE_ROW_TILES", "RowSpec", "free_row", "free_row_tile"]
