"""Table geometry for the rummy table (2-10 seats): pure functions of plain numbers, no Qt needed.

The scene is the same fixed logical rectangle as every table (:data:`SCENE_W` x
:data:`SCENE_H`, scaled by the view to fit). The local seat sits at the bottom: its hand is laid
out flat in *groups* (a gap between groups, a validation label under each), with the name plate
and the hand tools (sort, arrange, group) on the left and the action buttons (discard, declare,
pack) on the right. Opponents sit in *slots* clockwise from the bottom (left column bottom to top,
the top row left to right, the right column top to bottom), each slot a small face-down hand
above a name plate. The stock (the cut joker sideways under it), the discard pile and the
"Declare Rummy" zone lie in the centre; a declared hand is revealed below them.

Positions are ``Place(x, y, rotation, scale)`` for card centres (a card is ``CARD_W`` x
``CARD_H`` at scale 1) and ``(x, y, w, h)`` tuples for rectangles.
"""
from __future__ import annotations

from ...table.geometry import SCENE_H, SCENE_W, Place, contains, inside_scene, open_rows, rects_overlap, relative  # noqa: F401 - this layout's API
CARD_W, CARD_H = 100.0, 140.0            # the natural card size (see cards.py)
MIN_SEATS, MAX_SEATS = 2, 10
MAX_HAND = 14                            # 13 cards, 14 while a drawn card is held

# --- opponents ------------------------------------------------------------------------------------
OPP_SCALE = 0.45
OPP_HAND_W = 226.0                       # the widest an opponent's fanned hand gets
OPP_STEP = 14.0                          # card step in an opponent's hand (the corner index shows when open)
PILE_STEP = 2.0                          # card step of a packed hand (a face-down pile)
PLATE_W, PLATE_H = 226.0, 60.0
OPP_GAP = 6.0                            # between an opponent's hand and plate
OPP_BOX_H = CARD_H * OPP_SCALE + OPP_GAP + PLATE_H
OPEN_SCALE = 0.55                        # an opponent's open hand (review, any seat count): larger cards
OPEN_STEP, OPEN_ROW_DY = 44.0, 44.0      # ... so far apart, in two rows, that every corner index shows
OPEN_W = 320.0                           # ... its widest row
OPEN_BOX_H = CARD_H * OPEN_SCALE + OPEN_ROW_DY + OPP_GAP + PLATE_H   # an open hand's box with its plate
OPEN_BOX_GAP = 10.0                      # between the open boxes stacked in a side column (7-10 seats)
OPEN_TOP_GAP = 6.0                       # between the open hands of a full top row (10 seats)

TOP_ROW_Y = 12.0                         # top of the boxes of the top row
COLUMN_X = (16.0 + PLATE_W / 2, SCENE_W - 16.0 - PLATE_W / 2)     # box centres of the side columns
COLUMN_HIGH_Y, COLUMN_MID_Y, COLUMN_LOW_Y = 166.0, 236.0, 320.0
TOP_ROW_X = {1: (800.0,), 2: (560.0, 1040.0), 3: (420.0, 800.0, 1180.0),
             4: (300.0, 633.0, 967.0, 1300.0), 5: (COLUMN_X[0], 464.5, 800.0, 1135.5, COLUMN_X[1])}

# --- the centre ---------------------------------------------------------------------------------
CENTRE_SCALE = 0.85
STOCK_POS = (580.0, 322.0)
CUT_POS = (STOCK_POS[0] - 58.0, STOCK_POS[1] + 8.0)    # sideways under the stock, its index showing
CUT_ROTATION = -90.0
DISCARD_POS = (760.0, 322.0)
DISCARD_VISIBLE = 6
STOCK_ZONE = (448.0, 246.0, 190.0, 152.0)
DISCARD_ZONE = (684.0, 246.0, 152.0, 152.0)
DECLARE_ZONE = (884.0, 246.0, 270.0, 152.0)
STOCK_LABEL = (448.0, 402.0, 190.0, 32.0)
DISCARD_LABEL = (684.0, 402.0, 152.0, 32.0)
WILD_LABEL = (430.0, 440.0, 740.0, 36.0)
ROUND_LABEL = (560.0, 186.0, 480.0, 36.0)
OPEN_ROUND_LABEL = (560.0, 204.0, 480.0, 36.0)   # under the taller boxes of open hands
TEACH_LABEL = (380.0, 484.0, 840.0, 36.0)   # teaching: distance to Rummy and count (hidden while a hand is revealed)

# --- a declared hand, revealed ---------------------------------------------------------------------
REVEAL_SCALE = 0.7
REVEAL_TITLE = (380.0, 484.0, 840.0, 36.0)
REVEAL_Y = 584.0
REVEAL_MAX_W = 860.0
REVEAL_STEP, REVEAL_GAP = 46.0, 28.0

# --- the local seat ---------------------------------------------------------------------------------
LOCAL_SCALE = 1.0
LOCAL_Y = 800.0                          # card centres of the local hand
LOCAL_X0, LOCAL_X1 = 280.0, 1320.0       # the hand's horizontal room
LOCAL_STEP, LOCAL_GAP = 64.0, 38.0       # card step within a group, extra gap between groups
MIN_GAP = 14.0
LIFT = 28.0                              # how far a selected card rises
LABEL_Y, LABEL_H = 876.0, 120.0          # the validation labels under the groups
HAND_ZONE = (LOCAL_X0, 660.0, LOCAL_X1 - LOCAL_X0, SCENE_H - 660.0)   # drop here: into the hand
LOCAL_PLATE = (24.0, 660.0, 236.0, PLATE_H)
TOOL_W, TOOL_H = 236.0, 46.0
TOOLS = ("sort_suit", "sort_rank", "arrange", "group")
BUTTON_W, BUTTON_H = 236.0, 64.0
BUTTONS = ("discard", "declare", "pack")


def _check(seats: int) -> None:
    if not MIN_SEATS <= seats <= MAX_SEATS:
        raise ValueError(f"the rummy table seats {MIN_SEATS} to {MAX_SEATS} players, not {seats}")


# --- opponents' slots -----------------------------------------------------------------------------
def _column_ys(open_hand: bool) -> tuple[float, float]:
    """The box tops (high, low) of the two seats of a side column (7-10 seats): open hands' taller
    boxes stacked under the top row's, down the side of the table."""
    if not open_hand:
        return COLUMN_HIGH_Y, COLUMN_LOW_Y
    high = TOP_ROW_Y + OPEN_BOX_H + OPEN_BOX_GAP
    return high, high + OPEN_BOX_H + OPEN_BOX_GAP


def _open_top_w(opponents: int) -> float:
    """The widest row of an open hand in the top row: :data:`OPEN_W`, less when five seats
    share the top row (10 seats)."""
    top = len(TOP_ROW_X.get(opponents - 4, ())) if opponents > 5 else 0
    if top < 5:
        return OPEN_W
    return min(OPEN_W, (SCENE_W - 32.0 - (top - 1) * OPEN_TOP_GAP) / top)


def _open_top_xs(opponents: int) -> tuple[float, ...]:
    """The box centres of a full top row (10 seats) of open hands, side by side."""
    w = _open_top_w(opponents)
    return tuple(16.0 + w / 2 + i * (w + OPEN_TOP_GAP) for i in range(5))


def _slots(opponents: int, open_hand: bool = False) -> list[tuple[float, float]]:
    """Box (centre x, top y) of each opponent, clockwise from the bottom (lower side columns
    when the hands are open at 7-10 seats)."""
    left_x, right_x = COLUMN_X
    if opponents == 1:
        return [(TOP_ROW_X[1][0], TOP_ROW_Y)]
    if opponents <= 5:                          # one seat on each side, the rest on top
        left, right = [(left_x, COLUMN_MID_Y)], [(right_x, COLUMN_MID_Y)]
        top = TOP_ROW_X.get(opponents - 2, ())
    else:                                       # two seats on each side
        high, low = _column_ys(open_hand)
        left = [(left_x, low), (left_x, high)]
        right = [(right_x, high), (right_x, low)]
        top = TOP_ROW_X[opponents - 4]
        if open_hand and len(top) == 5:
            top = _open_top_xs(opponents)
    return left + [(x, TOP_ROW_Y) for x in top] + right


def seat_box(seats: int, index: int, open_hand: bool = False) -> tuple[float, float]:
    """The (centre x, top y) of the box of opponent position ``index`` (1 … seats-1)."""
    _check(seats)
    if not 1 <= index < seats:
        raise ValueError(f"position {index} is not an opponent of a {seats}-seat table")
    return _slots(seats - 1, open_hand)[index - 1]


def seat_anchor(seats: int, index: int, open_hand: bool = False) -> tuple[float, float]:
    """The centre of the hand at position ``index`` (0 = the local seat at the bottom)."""
    if index == 0:
        return ((LOCAL_X0 + LOCAL_X1) / 2, LOCAL_Y)
    x, top = seat_box(seats, index, open_hand)
    return (x, top + CARD_H * OPP_SCALE / 2)


def _hand_h(open_hand: bool) -> float:
    """The height of an opponent's hand above its plate."""
    return CARD_H * OPEN_SCALE + OPEN_ROW_DY if open_hand else CARD_H * OPP_SCALE


def opponent_places(count: int, seats: int, index: int, packed: bool = False, open_hand: bool = False) -> list[Place]:
    """Card places of an opponent's hand, left to right: a small flat fan (a tight pile if
    packed), never wider than :data:`OPP_HAND_W`; an open hand (:func:`open_places`) when
    ``open_hand``."""
    if count <= 0:
        return []
    if open_hand:
        return open_places(count, seats, index)
    x0, y0 = seat_anchor(seats, index)
    w = CARD_W * OPP_SCALE
    step = PILE_STEP if packed else min(OPP_STEP, (OPP_HAND_W - w) / max(count - 1, 1))
    return [Place(x0 + (i - (count - 1) / 2) * step, y0, 0.0, OPP_SCALE) for i in range(count)]


def open_places(count: int, seats: int, index: int) -> list[Place]:
    """An opponent's open hand: two rows of larger cards (read top row first), every corner
    index showing, at the top of its box and kept inside the scene."""
    x, top = seat_box(seats, index, open_hand=True)
    w, h = CARD_W * OPEN_SCALE, CARD_H * OPEN_SCALE
    room = _open_top_w(seats - 1) if top == TOP_ROW_Y else OPEN_W
    sizes, step = open_rows(count, w, OPEN_STEP, room)
    half = (w + (max(sizes) - 1) * step) / 2
    x = min(max(x, 16.0 + half), SCENE_W - 16.0 - half)
    places = []
    for r, n in enumerate(sizes):
        y = top + h / 2 + r * OPEN_ROW_DY
        places += [Place(x + (i - (n - 1) / 2) * step, y, 0.0, OPEN_SCALE) for i in range(n)]
    return places


def opponent_hand_rect(seats: int, index: int, count: int = MAX_HAND,
                       open_hand: bool = False) -> tuple[float, float, float, float]:
    """The bounding rectangle of an opponent's hand of ``count`` cards."""
    places = opponent_places(max(count, 1), seats, index, open_hand=open_hand)
    w = CARD_W * places[0].scale
    left, right = min(p.x for p in places) - w / 2, max(p.x for p in places) + w / 2
    _, top = seat_box(seats, index, open_hand)
    return (left, top, right - left, _hand_h(open_hand))


def plate_rect(seats: int, index: int, open_hand: bool = False) -> tuple[float, float, float, float]:
    """The name plate of position ``index``: left of the local hand, under an opponent's hand
    (lower under an open hand's rows)."""
    if index == 0:
        return LOCAL_PLATE
    x, top = seat_box(seats, index, open_hand)
    return (x - PLATE_W / 2, top + _hand_h(open_hand) + OPP_GAP, PLATE_W, PLATE_H)


def round_label_rect(seats: int, open_hand: bool = False) -> tuple[float, float, float, float]:
    """The round label, lower when the opponents' boxes are taller (open hands)."""
    return OPEN_ROUND_LABEL if open_hand else ROUND_LABEL


def bubble_pos(seats: int, index: int, open_hand: bool = False) -> tuple[float, float]:
    """Where a speech bubble ("Pack", "Rummy!") of position ``index`` appears."""
    if index == 0:
        x, y, w, _ = LOCAL_PLATE
        return (x + w / 2, y - 32)
    return seat_anchor(seats, index, open_hand)


# --- the local hand, in groups -------------------------------------------------------------------
def _row(group_sizes: list[int], x0: float, x1: float, step: float, gap: float,
         card_w: float) -> tuple[list[list[float]], float, float]:
    """Card centre xs of groups laid out in a row centred in [x0, x1], steps shrunk to fit;
    also the step and gap used."""
    sizes = [n for n in group_sizes]
    n = sum(sizes)
    groups = sum(1 for k in sizes if k)
    room = x1 - x0 - card_w
    need = (n - 1) * step + max(groups - 1, 0) * gap
    if n > 1 and need > room:
        f = room / need
        if gap * f >= MIN_GAP:
            step, gap = step * f, gap * f
        else:
            gap = min(gap, MIN_GAP)
            step = max(1.0, (room - max(groups - 1, 0) * gap) / (n - 1))
    width = card_w + max(n - 1, 0) * step + max(groups - 1, 0) * gap
    x = (x0 + x1) / 2 - width / 2 + card_w / 2
    out: list[list[float]] = []
    first = True
    for k in sizes:
        xs = []
        if k and not first:
            x += gap
        for _ in range(k):
            xs.append(x)
            x += step
        if k:
            first = False
        out.append(xs)
    return out, step, gap


def local_places(group_sizes: list[int], lifted: set[int] | None = None) -> list[list[Place]]:
    """Card places of the local hand in groups (sizes in order), left to right; ``lifted`` holds
    flat indexes of selected cards, which rise by :data:`LIFT`."""
    xs, _, _ = _row(group_sizes, LOCAL_X0, LOCAL_X1, LOCAL_STEP, LOCAL_GAP, CARD_W * LOCAL_SCALE)
    lifted = lifted or set()
    out, k = [], 0
    for row in xs:
        group = []
        for x in row:
            group.append(Place(x, LOCAL_Y - (LIFT if k in lifted else 0.0), 0.0, LOCAL_SCALE))
            k += 1
        out.append(group)
    return out


def group_label_rects(group_sizes: list[int], labelled: list[bool] | None = None
                      ) -> list[tuple[float, float, float, float] | None]:
    """The label box under each group (None for an empty group): from the group's left edge to
    just before the next labelled group's left edge (the last one: to the hand's right end).
    ``labelled`` says which groups show a label (default: all), so a label may spread under
    unlabelled neighbours."""
    xs, _, _ = _row(group_sizes, LOCAL_X0, LOCAL_X1, LOCAL_STEP, LOCAL_GAP, CARD_W * LOCAL_SCALE)
    half = CARD_W * LOCAL_SCALE / 2
    labelled = [True] * len(xs) if labelled is None else list(labelled) + [False] * (len(xs) - len(labelled))
    lefts = [row[0] - half if row else None for row in xs]
    out: list[tuple | None] = []
    for i, row in enumerate(xs):
        if not row:
            out.append(None)
            continue
        nxt = next((lefts[j] for j in range(i + 1, len(xs)) if lefts[j] is not None and labelled[j]), None)
        if nxt is not None:
            right = nxt - 6.0
        else:                               # the last label may use the rest of the hand's room
            right = max(LOCAL_X1, max(r[-1] for r in xs if r) + half)
        out.append((lefts[i], LABEL_Y, right - lefts[i], LABEL_H))
    return out


def local_hand_rect(count: int = MAX_HAND) -> tuple[float, float, float, float]:
    """The area of the local hand with its labels (cards raised when selected included)."""
    xs, _, _ = _row([count], LOCAL_X0, LOCAL_X1, LOCAL_STEP, LOCAL_GAP, CARD_W)
    top = LOCAL_Y - CARD_H * LOCAL_SCALE / 2 - LIFT
    return (LOCAL_X0, top, LOCAL_X1 - LOCAL_X0, LABEL_Y + LABEL_H - top)


def drop_slot(group_sizes: list[int], x: float) -> tuple[int, int, bool]:
    """Where a card dropped with its centre at ``x`` goes in the local hand: ``(group, index,
    new)``. ``new`` True: a new group inserted before group ``group`` (``len`` = at the end);
    else the card goes into group ``group`` before its card ``index``. A drop in the gap between
    two groups (or beyond either end) makes a new group."""
    xs, step, gap = _row(group_sizes, LOCAL_X0, LOCAL_X1, LOCAL_STEP, LOCAL_GAP, CARD_W * LOCAL_SCALE)
    filled = [(i, row) for i, row in enumerate(xs) if row]
    if not filled:
        return (len(group_sizes), 0, True)
    reach = step * 0.5 + max(0.0, gap - MIN_GAP) * 0.15
    first_i, first = filled[0]
    if x < first[0] - reach - step * 0.5:
        return (first_i, 0, True)
    for k, (i, row) in enumerate(filled):
        lo, hi = row[0] - reach, row[-1] + reach
        if lo <= x <= hi:
            return (i, sum(1 for c in row if c < x), False)
        if k + 1 < len(filled) and hi < x < filled[k + 1][1][0] - reach:
            return (filled[k + 1][0], 0, True)
    last_i, last = filled[-1]
    if x > last[-1] + reach + step * 0.5:
        return (len(group_sizes), 0, True)
    return (last_i, len(last), False)


# --- the centre -----------------------------------------------------------------------------------
def stock_places(count: int) -> list[Place]:
    """The face-down stock: at most five cards shown as a slightly offset stack."""
    x, y = STOCK_POS
    n = min(count, 5)
    return [Place(x - 1.2 * i, y - 1.8 * i, 0.0, CENTRE_SCALE) for i in range(n)]


def cut_place() -> Place:
    """The cut joker, face up and sideways under the stock."""
    return Place(CUT_POS[0], CUT_POS[1], CUT_ROTATION, CENTRE_SCALE)


def cut_rect() -> tuple[float, float, float, float]:
    """The area the sideways cut joker covers."""
    w, h = CARD_H * CENTRE_SCALE, CARD_W * CENTRE_SCALE
    return (CUT_POS[0] - w / 2, CUT_POS[1] - h / 2, w, h)


def discard_places(count: int) -> list[Place]:
    """The discard pile, face up, slightly jumbled; only the top :data:`DISCARD_VISIBLE` cards
    show an offset (the rest lie under the lowest visible one)."""
    x, y = DISCARD_POS
    out = []
    for i in range(count):
        k = max(0, i - (count - DISCARD_VISIBLE))
        out.append(Place(x - 1.0 * k, y - 1.4 * k, ((i * 37) % 11 - 5) * 0.8, CENTRE_SCALE))
    return out


def reveal_places(group_sizes: list[int]) -> list[list[Place]]:
    """A declared hand shown face up in its melds, centred below the stock and discard pile."""
    x0 = (SCENE_W - REVEAL_MAX_W) / 2
    xs, _, _ = _row(group_sizes, x0, x0 + REVEAL_MAX_W, REVEAL_STEP, REVEAL_GAP, CARD_W * REVEAL_SCALE)
    return [[Place(x, REVEAL_Y, 0.0, REVEAL_SCALE) for x in row] for row in xs]


def reveal_rect() -> tuple[float, float, float, float]:
    """The area of a revealed hand with its title."""
    top = REVEAL_TITLE[1]
    bottom = REVEAL_Y + CARD_H * REVEAL_SCALE / 2
    return ((SCENE_W - REVEAL_MAX_W) / 2, top, REVEAL_MAX_W, bottom - top)


def tool_rect(name: str) -> tuple[float, float, float, float]:
    """A hand-tool button (sort by suit, sort by rank, arrange, group) left of the local hand."""
    i = TOOLS.index(name)
    x, y, w, h = LOCAL_PLATE
    return (x, y + h + 16.0 + i * (TOOL_H + 8.0), TOOL_W, TOOL_H)


def button_rect(name: str) -> tuple[float, float, float, float]:
    """An action button (discard, declare, pack) right of the local hand."""
    i = BUTTONS.index(name)
    return (SCENE_W - 24.0 - BUTTON_W, LOCAL_PLATE[1] + 16.0 + i * (BUTTON_H + 10.0), BUTTON_W, BUTTON_H)


def fixed_rects() -> dict[str, tuple[float, float, float, float]]:
    """Every rectangle that does not depend on the seat count (for overlap checks)."""
    out = {"stock": STOCK_ZONE, "cut": cut_rect(), "discard": DISCARD_ZONE, "declare": DECLARE_ZONE,
           "stock_label": STOCK_LABEL, "discard_label": DISCARD_LABEL, "wild": WILD_LABEL,
           "round": ROUND_LABEL, "reveal": reveal_rect(), "hand": local_hand_rect(), "plate0": LOCAL_PLATE}
    out.update({f"tool_{n}": tool_rect(n) for n in TOOLS})
    out.update({f"button_{n}": button_rect(n) for n in BUTTONS})
    return out
