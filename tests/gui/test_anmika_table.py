"""The mahjong table serving Anmika sanma (notes/anmika_contract.md, helper "table"): hand-built
views and events of the contract (the engine is not there yet), shown on the real table widget.

Checked: the extracted rows (抜き牌) lie in free felt (no overlap with ponds, hands, buttons,
prompt, dead wall) and grow by animation from the hand; the chip ledger and the badges (riichi
kind, 祝儀倍, pocchi state) on the seat strips; the fever lines; the sitting-out panel (抜け番) of
the four-player rotation; the riichi-variant and decision buttons built from legal actions only
(with 祝儀倍); the dice animation (short, skippable); the log lines; the end-of-hand dialog with
chips; the colour-safe pocchi option of the tile faces.
"""
from __future__ import annotations

from dataclasses import dataclass

import pytest
from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QFrame, QLabel

from core.engine import Action, Event, View
from gui.games.anmika import layout as A
from gui.families.mahjong import layout as L
from gui.families.mahjong.calls import call_buttons

from table_helpers import click  # noqa: E402

NAMES = ["You", "Aoi", "Ren", "Yui"]


@pytest.fixture
def mtable(make_mtable):
    return make_mtable("anmika")


@dataclass(frozen=True)
class AnmikaAction(Action):
    """The contract's action (the engine's class is not written yet)."""

    tier: int = 0
    shuba: bool = False


# --- hand-built views ---------------------------------------------------------------------------------
def pond(*tiles, riichi_at=-1):
    return [{"tile": t, "riichi": i == riichi_at, "called": False} for i, t in enumerate(tiles)]


def view3(**over) -> View:
    """Three seats, seat 0 (us) to play; Aoi in a double fever with 祝儀倍 and a reversed pocchi
    ×2, Ren in open riichi showing 5s 6s; flowers and norths extracted by everyone."""
    data = {
        "seats": 3, "over": False, "step": "turn", "turn": 0, "dealer": 1, "round_wind": 0, "hand_no": 1,
        "honba": 2, "sticks": 2, "scores": [35000, 41000, 29000], "wall": 31, "dora_indicators": ["3p", "1f"],
        "hands": [["7m", "7m", "9m", "1p", "2p", "3p", "0p", "5gp", "6p", "5Gz", "5s", "6s", "7s", "4z"],
                  ["??"] * 13, ["??"] * 11 + ["5s", "6s"]],
        "drawn": "4z",
        "melds": [[], [], [{"kind": "pon", "tiles": ["6z", "6z", "6z"], "called": "6z", "from": 1}]],
        "ponds": [pond("1z", "2z", "9p", "1s", "8s"), pond("3z", "9m", "2s", "5Cz", "8p", "7p", "1p", riichi_at=2),
                  pond("7z", "1p", "9s", "2z", riichi_at=3)],
        "riichi": [0, 1, 1], "claim_tile": None, "claim_from": None, "history": [],
        "active": [0, 1, 2], "sitting_out": None,
        "extracted": [["4z", "1f", "3f"], ["4gz", "2f", "2f", "1f", "4f", "3f", "4z"], ["4z"]],
        "chips": [12, -5, -7], "riichi_kind": ["", "fever", "open"], "open_shown": [[], [], ["5s", "6s"]],
        "fever": {"seat": 1, "tier": 2, "wins": 1}, "pocchi": [None, {"sign": -1, "factor": 2}, None],
        "shuba": [False, True, False], "shuba_used": [False, True, False], "returned_east": False,
    }
    data.update(over)
    return View("anmika", 0, data)


def view4(**over) -> View:
    """Four-player rotation (4人回し): Yui (seat 3) sits out this hand; Ren (top) has extracted
    ten tiles (two rows)."""
    data = {
        "seats": 4, "over": False, "step": "turn", "turn": 0, "dealer": 0, "round_wind": 0, "hand_no": 0,
        "honba": 0, "sticks": 0, "scores": [35000, 35000, 35000, 35000], "wall": 50, "dora_indicators": ["9p", "2z"],
        "hands": [["7m", "9m", "2p", "3p", "4p", "5p", "5p", "1s", "2s", "3s", "6z", "6z", "6z", "2f"],
                  ["??"] * 13, ["??"] * 13, []],
        "drawn": "2f",
        "melds": [[], [], [], []], "ponds": [pond("1z"), pond("9s", "2z"), pond("3z"), []],
        "riichi": [0, 0, 0, 0], "claim_tile": None, "claim_from": None, "history": [],
        "active": [0, 1, 2], "sitting_out": 3,
        "extracted": [["4z"], [], ["1f", "2f", "3f", "4f", "1f", "2f", "3f", "4f", "4z", "4gz"], []],
        "chips": [30, -10, 0, -20], "riichi_kind": ["", "", "", ""], "open_shown": [[], [], [], []],
        "fever": None, "pocchi": [None] * 4, "shuba": [False] * 4, "shuba_used": [False, False, True, False],
        "returned_east": False,
    }
    data.update(over)
    return View("anmika", 0, data)


def tile_rect(item) -> QRectF:
    """The scene rectangle a tile item covers (its face, not its glow margin)."""
    return item.mapToScene(item.shape()).boundingRect()


def overlap(a: QRectF, b: QRectF, slack: float = 0.5) -> bool:
    return a.adjusted(slack, slack, -slack, -slack).intersects(b.adjusted(slack, slack, -slack, -slack))


def strip(view, seat: int) -> dict:
    sc = view.table_scene
    return sc.centre.seats[sc.side(seat)]


# --- layout (pure geometry) -------------------------------------------------------------------------
@pytest.mark.parametrize("seats", [3, 4])
def test_extracted_rows_lie_in_free_felt(seats):
    """Twelve extracted tiles (8 flowers + 4 norths) of every seat stay inside the scene and off
    every other area of the table: ponds, hand rows, sticks, centre, buttons, prompt, dead wall."""
    rects = A.anmika_rects(seats)
    names = list(rects)
    for i, a in enumerate(names):
        assert L.inside_scene(rects[a]), a
        for b in names[i + 1:]:
            assert not L.rects_overlap(rects[a], rects[b]), (a, b)


@pytest.mark.parametrize("side", [L.BOTTOM, L.RIGHT, L.TOP, L.LEFT])
def test_extracted_tiles_do_not_overlap_each_other(side):
    places = A.extracted_places(side, A.MAX_EXTRACTED)
    rects = [L.tile_rect(p) for p in places]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not L.rects_overlap(a, b)
    assert all(round(p.rotation) % 360 == round(L.ANGLES[side]) % 360 for p in places)   # they face their owner


def test_sitting_out_panel_and_dice_areas():
    for side in (L.BOTTOM, L.RIGHT, L.TOP, L.LEFT):
        assert L.contains(L.pond_rect(side), *A.sitting_out_rect(side)[:2])
        x, y, w, h = A.sitting_out_rect(side)
        assert w >= 200 and h >= 140
        assert not any(L.rects_overlap(A.sitting_out_rect(side), A.extracted_rect(s)) for s in (0, 1, 2, 3))
    dx, dy, dw, dh = A.dice_rect()
    cx, cy, cw, ch = L.centre_rect()
    assert cx <= dx and cy <= dy and dx + dw <= cx + cw and dy + dh <= cy + ch
    grid = A.grid_button_rects(15)
    bx, by, bw, bh = L.BUTTON_AREA
    assert len(grid) == 15 and all(bx - 0.5 <= r[0] and r[0] + r[2] <= bx + bw + 0.5 and r[1] + r[3] <= by + bh + 0.5
                                   for r in grid)
    assert all(r[3] >= 40 for r in grid)


# --- a whole view --------------------------------------------------------------------------------------
def show(view, v: View, legal=(), seat: int = 0):
    view.show_view(v, list(legal), seat)
    return view.table_scene


def all_other_tiles(sc) -> list:
    extracted = set(sc.variant.extracted_tiles())
    return [t for t in sc.all_tiles() if t not in extracted and t.isVisible()]


def test_three_seat_view_shows_each_seats_extracted_row(mtable):
    sc = show(mtable, view3())
    assert [[t.code for t in row] for row in sc.variant.extracted] == view3().data["extracted"]
    scene_rect = sc.sceneRect()
    others = [tile_rect(t) for t in all_other_tiles(sc)]
    centre = QRectF(*L.centre_rect())
    for s, row in enumerate(sc.variant.extracted):
        side = sc.side(s)
        area = QRectF(*A.extracted_rect(side)).adjusted(-1, -1, 1, 1)
        for item in row:
            r = tile_rect(item)
            assert item.face_up and scene_rect.contains(r) and area.contains(r)
            assert round(item.rotation()) % 360 == round(L.ANGLES[side]) % 360     # facing its owner
            assert abs(item.scale() - A.EXTRACT_SCALE) < 1e-6
            assert not r.intersects(centre)
            assert not any(overlap(r, o) for o in others), (s, item.code)


def test_chip_ledger_and_badges_on_the_seat_strips(mtable):
    show(mtable, view3())
    assert strip(mtable, 0)["chips"] == "Chips +12"
    assert strip(mtable, 1)["chips"] == "Chips \u22125" and strip(mtable, 2)["chips"] == "Chips \u22127"
    assert [t for t, _ in strip(mtable, 1)["badges"]] == ["フィーバー ×2", "祝儀倍", "逆 ×2"]
    assert [t for t, _ in strip(mtable, 2)["badges"]] == ["オープン"]
    assert strip(mtable, 0)["badges"] == []
    lines = [t for t, _ in mtable.table_scene.centre.extra_lines]
    assert lines == ["Fever ×2", "Aoi: 1 wins"]


def test_badges_for_every_riichi_kind_and_pocchi_state(mtable):
    v = view3(riichi_kind=["riichi", "double", "fever"], fever={"seat": 2, "tier": 3, "wins": 0},
              pocchi=[{"sign": 1, "factor": 2}, None, {"sign": -1, "factor": 8}], shuba=[False] * 3,
              shuba_used=[True, False, False])
    show(mtable, v)
    assert [t for t, _ in strip(mtable, 0)["badges"]] == ["立直", "祝儀倍済", "正 ×2"]
    assert [t for t, _ in strip(mtable, 1)["badges"]] == ["ダブル"]
    assert [t for t, _ in strip(mtable, 2)["badges"]] == ["フィーバー ×4", "逆 ×8"]
    assert [t for t, _ in mtable.table_scene.centre.extra_lines][0] == "Fever ×4"


def test_open_riichi_shows_its_tiles_face_up(mtable):
    sc = show(mtable, view3())
    hand = sc.hands[2]
    up = sorted(t.code for t in hand if t.face_up)
    assert up == ["5s", "6s"] and sum(not t.face_up for t in hand) == 11
    assert all(not t.face_up for t in sc.hands[1])


def test_a_riichi_view_shows_none_of_it(mtable):
    data = {k: v for k, v in view3().data.items() if k not in ("extracted", "chips", "riichi_kind", "open_shown", "fever",
                                                                "pocchi", "shuba", "shuba_used", "sitting_out", "active",
                                                                "returned_east")}
    sc = show(mtable, View("riichi", 0, data))
    assert sc.variant.extracted_tiles() == [] and not sc.variant.on
    assert "chips" not in strip(mtable, 0) and sc.centre.extra_lines == []
    assert not sc.variant.sitting_panel.isVisible()
    cx, cy, _, _ = L.centre_rect()
    x, y, w, h = L.strip_rect(L.LEFT)
    assert sc.centre.strips[L.LEFT] == (x - cx, y - cy, w, h)
    assert all(not t.face_up for t in sc.hands[2])                # no open riichi here


def test_anmika_side_strips_are_wider_and_the_middle_fits(mtable):
    sc = show(mtable, view3())
    cx, cy, cw, ch = L.centre_rect()
    assert sc.centre.strips[L.LEFT][2] == A.SIDE_STRIP_W == sc.centre.strips[L.RIGHT][2]
    ix, iy, iw, ih = sc.centre.inner
    left, right = sc.centre.strips[L.LEFT], sc.centre.strips[L.RIGHT]
    assert left[0] + left[2] <= ix and ix + iw <= right[0] and iw >= 100


def test_returned_east_marks_the_round(mtable):
    show(mtable, view3(returned_east=True))
    assert mtable.table_scene.centre.lines[0] == "East 2 (返り東)"


# --- four-player rotation ------------------------------------------------------------------------------
def test_four_seat_rotation_shows_the_sitting_out_seat_as_a_panel(mtable):
    sc = show(mtable, view4())
    panel = sc.variant.sitting_panel
    assert panel.isVisible() and sc.side(3) == L.LEFT
    assert panel.lines == ("Yui", "35,000 points", "Chips \u221220", "Sitting out (抜け番)")
    r = panel.sceneBoundingRect().adjusted(10, 10, -10, -10)             # the box without its margin
    assert r == QRectF(*A.sitting_out_rect(L.LEFT))
    assert sc.hands[3] == [] and sc.ponds[3] == [] and sc.variant.extracted[3] == []
    assert strip(mtable, 3)["out"] and not strip(mtable, 0)["out"] and strip(mtable, 3)["wind"] == "北"
    assert not any(overlap(r, tile_rect(t)) for t in sc.all_tiles())
    top = sc.variant.extracted[2]
    assert len(top) == 10 and len({round(t.pos().y()) for t in top}) == 2          # nine, then a second row
    assert strip(mtable, 2)["badges"] == [("祝儀倍済", "#616161")]


def test_the_sitting_out_seat_moves_with_the_rotation(mtable):
    v = view4(sitting_out=1, active=[0, 2, 3], hands=[view4().data["hands"][0], [], ["??"] * 13, ["??"] * 13],
              ponds=[pond("1z"), [], pond("3z"), pond("9s")], extracted=[["4z"], [], [], ["1f"]])
    sc = show(mtable, v)
    assert sc.variant.sitting_panel.isVisible()
    assert sc.variant.sitting_panel.sceneBoundingRect().adjusted(10, 10, -10, -10) == QRectF(*A.sitting_out_rect(L.RIGHT))
    show(mtable, view3())
    assert not sc.variant.sitting_panel.isVisible()


# --- events ------------------------------------------------------------------------------------------
def run_step(view, events: list[Event], after: View):
    """One animation step of ``events`` at once (what the animator does at speed 0)."""
    from gui.table.animator import Tweens
    tw = Tweens(0.0, view)
    view._animate(tw, events, after)
    tw.finish()


def after_extraction() -> View:
    v = view3()
    hands = [list(h) for h in v.data["hands"]]
    hands[0].remove("4z")
    hands[0].append("8p")
    extracted = [list(r) for r in v.data["extracted"]]
    extracted[0].append("4z")
    return view3(hands=hands, extracted=extracted, drawn="8p", wall=30)


EXTRACT = [Event("extracted", 0, ("4z",), "hand:0", "extracted:0", {"what": "north"}),
           Event("drew", 0, ("8p",), "dead_wall", "hand:0", {"wall": 30}, visible_to=(0,))]


def test_extraction_flies_the_north_from_the_hand_to_the_row(mtable, qtbot):
    sc = show(mtable, view3(), [AnmikaAction("extract", 0, ("4z",), "extracted")])
    north = next(t for t in sc.hands[0] if t.code == "4z")
    start = north.pos()
    mtable.set_speed(1.0)
    mtable.play_events(EXTRACT, after_extraction(), [], 0)
    qtbot.waitUntil(lambda: north in sc.variant.extracted[0], timeout=2000)
    end = A.extracted_places(L.BOTTOM, 4)[3]
    qtbot.wait(60)
    mid = north.pos()
    assert mid != start and mid != QPointF(end.x, end.y)                      # on its way
    assert mtable.is_animating()
    mtable.skip_animations()
    assert not mtable.is_animating()
    assert [t.code for t in sc.variant.extracted[0]] == ["4z", "1f", "3f", "4z"]
    assert north.pos() == QPointF(end.x, end.y) and north.scale() == A.EXTRACT_SCALE
    assert len(sc.hands[0]) == 14 and "4z" not in [t.code for t in sc.hands[0]]
    others = [tile_rect(t) for t in all_other_tiles(sc)]
    assert not any(overlap(tile_rect(north), o) for o in others)


def test_extraction_of_a_hidden_seat_turns_its_tile_up(mtable):
    sc = show(mtable, view3())
    run_step(mtable, [Event("extracted", 1, ("2f",), "hand:1", "extracted:1", {"what": "flower"})], view3())
    assert len(sc.hands[1]) == 12 and [t.code for t in sc.variant.extracted[1]][-1] == "2f"
    assert sc.variant.extracted[1][-1].face_up
    place = A.extracted_places(sc.side(1), 8)[7]
    assert sc.variant.extracted[1][-1].pos() == QPointF(place.x, place.y)


def test_chips_event_updates_the_ledger(mtable):
    show(mtable, view3())
    run_step(mtable, [Event("chips", None, info={"reason": "spring_extract", "delta": [3, -1, -2],
                                                 "chips": [15, -6, -9], "items": []})], view3())
    assert [strip(mtable, s)["chips"] for s in range(3)] == ["Chips +15", "Chips \u22126", "Chips \u22129"]


def test_fever_pocchi_and_riichi_events_change_the_badges(mtable):
    show(mtable, view3(riichi_kind=["", "", ""], fever=None, pocchi=[None] * 3, shuba=[False] * 3,
                       shuba_used=[False] * 3, open_shown=[[], [], []]))
    assert all(strip(mtable, s)["badges"] == [] for s in range(3))
    v = view3()
    run_step(mtable, [Event("riichi", 1, info={"kind": "fever", "shuba": True, "shown": [], "sticks": 2,
                                               "double": False, "scores": [35000, 40000, 29000]})], v)
    assert [t for t, _ in strip(mtable, 1)["badges"]] == ["フィーバー", "祝儀倍"]
    run_step(mtable, [Event("fever_started", 1, info={"tier": 2, "waits": ["3p", "6p"]})], v)
    assert [t for t, _ in strip(mtable, 1)["badges"]][0] == "フィーバー ×2"
    assert [t for t, _ in mtable.table_scene.centre.extra_lines] == ["Fever ×2", "Aoi: 0 wins"]
    run_step(mtable, [Event("pocchi", 1, ("5Cz",), info={"sign": -1, "factor": 2, "effect": "reverse"})], v)
    assert [t for t, _ in strip(mtable, 1)["badges"]][-1] == "逆 ×2"
    run_step(mtable, [Event("riichi", 2, info={"kind": "open", "shuba": False, "shown": ["5s", "6s"], "sticks": 3,
                                               "double": False})], v)
    sc = mtable.table_scene
    assert [t for t, _ in strip(mtable, 2)["badges"]] == ["オープン"] and sc.sticks[2].isVisible()
    assert sorted(t.code for t in sc.hands[2] if t.face_up) == ["5s", "6s"]
    run_step(mtable, [Event("fever_ended", 1, info={"reason": "wall"})], v)
    assert sc.centre.extra_lines == []


DICE = Event("dice", 1, info={"source": "yakuman", "pair": [2, 4], "rolls": [[1, 3], [4, 5], [1, 1], [5, 6], [4, 2]],
                              "hits": 1, "per_hit": 70, "delta": [-70, 140, -70], "chips": [-58, 135, -77]})


def test_dice_roll_is_short_shows_each_roll_and_can_be_skipped(mtable, qtbot):
    from gui.games.anmika.dice_item import total_ms
    sc = show(mtable, view3())
    mtable.set_speed(1.0)
    mtable.play_events([DICE], view3(chips=[-58, 135, -77]), [], 0)
    qtbot.waitUntil(lambda: sc.variant.dice is not None, timeout=2000)
    dice = sc.variant.dice
    assert total_ms() <= 1500
    step = mtable._animator._current[0]
    assert step.group.totalDuration() <= 1500
    assert QRectF(*L.centre_rect()).contains(dice.sceneBoundingRect().adjusted(6, 6, -6, -6))
    qtbot.waitUntil(lambda: 0.3 < dice.progress < 0.9, timeout=2000)
    shown = dice.shown_rolls()
    assert shown == dice.rolls[:len(shown)] and len(shown) < len(dice.rolls)   # one roll after another
    assert strip(mtable, 1)["chips"] == "Chips \u22125"                              # chips move at the end
    mtable.skip_animations()
    assert dice.progress == 1.0 and dice.shown_rolls() == [(1, 3), (4, 5), (1, 1), (5, 6), (4, 2)]
    assert [r for r in dice.rolls if dice.is_hit(r)] == [(4, 2)]
    assert sc.variant.dice is None and dice.scene() is None and not mtable.is_animating()
    assert strip(mtable, 1)["chips"] == "Chips +135"


def test_dice_at_speed_zero_only_moves_the_chips(mtable):
    sc = show(mtable, view3())
    run_step(mtable, [DICE], view3())
    assert sc.variant.dice is None and strip(mtable, 0)["chips"] == "Chips \u221258"


def test_dice_item_draws_its_moments(qapp):
    from gui.games.anmika.dice_item import DiceItem
    item = DiceItem(300, 210, DICE.info["rolls"], (4, 2), "Aoi: dice 2-4, +70 per hit", "1 hit(s): +70 from each")
    images = []
    for p in (0.05, 0.5, 1.0):
        item.progress = p
        img = QImage(300, 210, QImage.Format.Format_ARGB32)
        img.fill(QColor("#000000"))
        painter = QPainter(img)
        item.paint(painter, None)
        painter.end()
        images.append(bytes(img.constBits()))
    assert len(set(images)) == 3
    item.progress = 1.0
    assert item.moment() == (4, 1.0) and len(item.shown_rolls()) == 5


def test_a_win_moves_chips_and_counts_fever_wins(mtable):
    sc = show(mtable, view3())
    won = Event("won", 1, ("1p",), info={"winner": 1, "from": None, "tsumo": True, "tile": "1p", "yaku": [["riichi", 1]],
                                         "han": 1, "fu": 30, "limit": "", "points": 3000, "delta": [-1000, 3000, -2000],
                                         "scores": [34000, 44000, 27000], "chips": [], "chip_delta": [-2, 4, -2],
                                         "reverse": False, "summer": 0, "tier": "", "fever_win": 2, "flowers": []})
    run_step(mtable, [won], view3())
    assert strip(mtable, 1)["chips"] == "Chips \u22121" and strip(mtable, 0)["chips"] == "Chips +10"
    assert [t for t, _ in sc.centre.extra_lines][1] == "Aoi: 2 wins"
    assert mtable.last_result() is None, "the fever goes on: no end of hand yet"
    from gui.families.mahjong.events import EventGroup
    run_step(mtable, EventGroup([won], later=[Event("fever_ended", 1, info={"reason": "no_waits", "wins": 2})]),
             view3())
    assert mtable.last_result()["kind"] == "won" and len(mtable.last_result()["wins"]) == 2, \
        "at the fever's end one result holds every win of the fever"


def test_round_result_reads_the_dice_after_the_hand_end():
    from gui.families.mahjong.view import round_result
    won = Event("won", 1, info={"winner": 1})
    later = [DICE, Event("hand_started", None, info={}), DICE]
    assert [d["seat"] for d in round_result([won], {}, None, later)["dice"]] == [1]
    assert round_result([won], {}, None)["dice"] == []


# --- buttons from legal actions --------------------------------------------------------------------------
def visible(view):
    return [b for b in view.table_scene.buttons if b.isVisible()]


def press(qtbot, view, button):
    click(qtbot, view, button.sceneBoundingRect().center())


DISCARDS = [AnmikaAction("discard", 0, (c,), "pond") for c in ("7m", "9m", "1p", "5s")]
VARIANTS = [AnmikaAction("riichi", 0, ("9m",), "pond"), AnmikaAction("riichi", 0, ("1p",), "pond"),
            AnmikaAction("open_riichi", 0, ("9m",), "pond"),
            AnmikaAction("fever_riichi", 0, ("9m",), "pond", tier=1),
            AnmikaAction("fever_riichi", 0, ("9m",), "pond", tier=2),
            AnmikaAction("fever_riichi", 0, ("9m",), "pond", tier=2, shuba=True),
            AnmikaAction("fever_riichi", 0, ("1p",), "pond", tier=1, shuba=True)]


def test_riichi_variant_buttons_come_from_the_legal_actions(mtable):
    show(mtable, view3(), DISCARDS + VARIANTS)
    texts = [b.text for b in visible(mtable)]
    assert texts == ["Riichi (リーチ)", "Open riichi (オープン)", "Fever riichi (フィーバー)", "Double fever (ダブル)"]
    assert [b.group for b in call_buttons(DISCARDS + VARIANTS[:2])] == ["riichi"]           # nothing else offered
    assert call_buttons(DISCARDS) == []


def test_fever_riichi_with_shuba_discards_the_marked_tile(mtable, qtbot):
    legal = DISCARDS + VARIANTS
    sc = show(mtable, view3(), legal)
    with qtbot.assertNotEmitted(mtable.action_chosen):
        press(qtbot, mtable, next(b for b in visible(mtable) if b.text.startswith("Double fever")))
    assert mtable._mode == "riichi:fever_riichi:2"
    assert [b.key for b in visible(mtable)] == ["shuba", "back"]
    assert visible(mtable)[0].text == "Shuba ×2 (祝儀倍): off"
    marked = [t.code for t in sc.local_hand() if t.has_riichi_mark()]
    assert marked == ["9m"]
    press(qtbot, mtable, visible(mtable)[0])
    assert visible(mtable)[0].text == "Shuba ×2 (祝儀倍): on" and mtable.variant.shuba
    nine = next(t for t in sc.local_hand() if t.code == "9m")
    with qtbot.waitSignal(mtable.action_chosen) as blocker:
        click(qtbot, mtable, nine.mapToScene(QPointF(0, 8)))
        click(qtbot, mtable, nine.mapToScene(QPointF(0, 8)))
    chosen = blocker.args[0]
    assert chosen == AnmikaAction("fever_riichi", 0, ("9m",), "pond", tier=2, shuba=True) and chosen in legal


def test_no_shuba_toggle_when_no_shuba_action_is_legal(mtable, qtbot):
    legal = DISCARDS + VARIANTS
    show(mtable, view3(), legal)
    press(qtbot, mtable, next(b for b in visible(mtable) if b.text.startswith("Open riichi")))
    assert [b.key for b in visible(mtable)] == ["back"]
    assert "Open riichi (オープン): discard" in mtable.table_scene.prompt.text
    press(qtbot, mtable, visible(mtable)[0])                              # Cancel
    assert mtable._mode == "" and len(visible(mtable)) == 4


def test_plain_riichi_of_a_shuba_less_table_still_works(mtable, qtbot):
    legal = DISCARDS + VARIANTS[:2]
    sc = show(mtable, view3(), legal)
    press(qtbot, mtable, visible(mtable)[0])
    assert mtable._mode == "riichi"
    assert sorted(t.code for t in sc.local_hand() if t.has_riichi_mark()) == ["1p", "9m"]
    one = next(t for t in sc.local_hand() if t.code == "1p")
    with qtbot.waitSignal(mtable.action_chosen) as blocker:
        click(qtbot, mtable, one.mapToScene(QPointF(0, 8)))
        click(qtbot, mtable, one.mapToScene(QPointF(0, 8)))
    assert blocker.args[0] == AnmikaAction("riichi", 0, ("1p",), "pond")


def test_extract_by_button_or_by_clicking_the_north_twice(mtable, qtbot):
    extract = AnmikaAction("extract", 0, ("4z",), "extracted")
    sc = show(mtable, view3(), DISCARDS + [extract])
    button = visible(mtable)[0]
    assert button.text == "Extract (北抜き)" and button.tiles == ("4z",) and button.action == extract
    with qtbot.waitSignal(mtable.action_chosen) as blocker:
        press(qtbot, mtable, button)
    assert blocker.args[0] == extract
    sc = show(mtable, view3(), DISCARDS + [extract])
    north = next(t for t in sc.local_hand() if t.code == "4z")
    with qtbot.waitSignal(mtable.action_chosen) as blocker:
        click(qtbot, mtable, north.mapToScene(QPointF(0, 8)))
        click(qtbot, mtable, north.mapToScene(QPointF(0, 8)))
    assert blocker.args[0] == extract


@pytest.mark.parametrize("kind, targets, texts", [
    ("gold_north", ("spring", "summer", "autumn", "winter", "none", "defer"),
     ["Spring (春)", "Summer (夏)", "Autumn (秋)", "Winter (冬)", "Not used (使わない)", "Decide later (保留)"]),
    ("winter", ("fire", "hold"), ["Fire winter (冬を使う)", "Hold (保留)"]),
    ("god_pocchi", ("most", "fewest"), ["Highest (最高目)", "Lowest (安目)"]),
])
def test_decision_rows_choose_their_action(mtable, qtbot, kind, targets, texts):
    legal = [AnmikaAction(kind, 0, (), t) for t in targets]
    show(mtable, view3(step="turn"), legal)
    buttons = visible(mtable)
    assert [b.text for b in buttons] == texts
    if kind == "gold_north":
        assert buttons[1].tiles == ("2f",) and buttons[4].tiles == ()
    with qtbot.waitSignal(mtable.action_chosen) as blocker:
        press(qtbot, mtable, buttons[1])
    assert blocker.args[0] == legal[1]


def test_dice_pairs_fill_a_grid_of_fifteen(mtable, qtbot):
    legal = [AnmikaAction("dice_pair", 0, (), f"{a}{b}") for a in range(1, 7) for b in range(a + 1, 7)]
    show(mtable, view4(), legal)
    buttons = visible(mtable)
    assert len(buttons) == 15 and buttons[6].text == "2 · 4"
    area = QRectF(*L.BUTTON_AREA).adjusted(-1, -1, 1, 1)
    rects = [b.sceneBoundingRect().adjusted(10, 10, -10, -10) for b in buttons]
    assert all(area.contains(r) for r in rects)
    assert not any(overlap(a, b) for i, a in enumerate(rects) for b in rects[i + 1:])
    assert [b.key_text for b in buttons] == [str(i) for i in range(1, 10)] + [""] * 6        # keys 1-9 only
    assert "Dice chance (出目当て)" in mtable.table_scene.prompt.text
    with qtbot.waitSignal(mtable.action_chosen) as blocker:
        press(qtbot, mtable, buttons[6])
    assert blocker.args[0] == AnmikaAction("dice_pair", 0, (), "24")


# --- log lines -----------------------------------------------------------------------------------------
WON = Event("won", 1, ("1p",), info={
    "winner": 1, "from": None, "tsumo": True, "tile": "1p", "hand": ["1p", "2p", "3p"], "melds": [],
    "yaku": [["riichi", 1], ["tsumo", 1]], "han": 5, "fu": 30, "limit": "mangan", "points": 9000,
    "delta": [-5000, 9000, -4000], "scores": [30000, 50000, 25000],
    "chips": [{"name": "red", "amount": 4, "form": "hand"}, {"name": "ura", "amount": 1, "form": "hand"},
              {"name": "spring", "amount": 3, "form": "all"}],
    "chip_delta": [-8, 16, -8], "reverse": True, "summer": 1, "tier": "haneman", "fever_win": 2, "flowers": ["1f"]})


@pytest.mark.parametrize("event, line", [
    (Event("extracted", 1, ("4gz",), "hand:1", "extracted:1", {"what": "north"}),
     "Aoi sets aside gold north (北抜き)."),
    (Event("extracted", 0, ("1f",), "hand:0", "extracted:0", {"what": "flower"}),
     "You set aside the flower spring (華牌)."),
    (Event("chips", None, info={"reason": "spring_extract", "delta": [2, -1, -1], "chips": [14, -6, -8]}),
     "Chips (祝儀), Spring on extraction (単春): you +2, Aoi \u22121, Ren \u22121."),
    (DICE, "Aoi's dice chance (サイコロチャンス) on 2-4: 1-3 4-5 1-1 5-6 4-2; 1 hit(s) at +70 each. "
           "Chips: Aoi +140, you \u221270, Ren \u221270."),
    (Event("fever_started", 1, info={"tier": 2, "waits": ["3p", "6p"]}),
     "Aoi's double fever (ダブルフィーバー, ×2) starts: waits 3p 6p."),
    (Event("fever_ended", 1, info={"reason": "wall"}), "Aoi's fever ends: the wall is empty."),
    (Event("pocchi", 1, ("5Cz",), info={"sign": -1, "factor": 2, "effect": "reverse"}),
     "Aoi draws a red (倍逆) pocchi (ポッチ): a reversed win: the drawer pays (逆); the state is now 逆 ×2."),
    (Event("winter", 0, ("3p", "4p"), info={"hits": 3, "tulip": True, "upper_lower": False}),
     "Winter (冬) for you: 3p 4p turned over, 3 hit(s). (tulip (チューリップ))"),
    (Event("riichi", 2, info={"kind": "open", "shuba": True, "shown": ["5s", "6s"], "sticks": 2}),
     "Ren's open riichi (オープン立直) stands, showing 5s 6s; 2 sticks on the table. "
     "Ren declares shuba (祝儀倍): their chips this hand are doubled."),
    (Event("riichi", 2, info={"kind": "riichi", "shuba": False, "shown": [], "sticks": 2, "double": False}),
     "Ren's riichi (立直) stands: a 1,000-point stick goes on the table (2 there now)."),
])
def test_log_lines_of_the_anmika_events(event, line):
    from gui.games.anmika.log import anmika_line
    assert anmika_line(event, NAMES[:3], 0) == line


def test_log_line_of_an_anmika_win_adds_its_chips():
    from gui.games.anmika.log import anmika_line
    line = anmika_line(WON, NAMES[:3], 0)
    assert line.startswith("Aoi wins by tsumo (ツモ) with 1p:")
    assert line.endswith("Reversed (逆): the winner pays. Summer (夏): 1 step(s) up. Fever win no. 2. "
                         "Chips: Aoi +16, you \u22128, Ren \u22128.")


def test_actions_are_described_for_hints():
    from gui.games.anmika.log import describe_anmika_action
    cases = {AnmikaAction("fever_riichi", 0, ("9m",), "pond", tier=2, shuba=True):
             "Declare double fever (ダブルフィーバー, ×2) riichi discarding 9m, with shuba (祝儀倍)",
             AnmikaAction("open_riichi", 0, ("9m",), "pond"): "Declare open riichi (オープン立直) discarding 9m",
             AnmikaAction("extract", 0, ("4z",), "extracted"): "Set aside North (北抜き)",
             AnmikaAction("gold_north", 0, (), "summer"): "Gold north (金北): strengthen summer (夏)",
             AnmikaAction("winter", 0, (), "fire"): "Fire winter (冬) now",
             AnmikaAction("god_pocchi", 0, (), "fewest"): "Take the god pocchi (神ポッチ) at its lowest",
             AnmikaAction("dice_pair", 0, (), "24"): "Name 2-4 for the dice chance (出目当て)",
             AnmikaAction("discard", 0, ("9m",), "pond"): "Discard 9m"}
    for action, text in cases.items():
        assert describe_anmika_action(action) == text


# --- the end-of-hand dialog -------------------------------------------------------------------------------
def test_win_dialog_itemises_the_chips_beside_the_points(qtbot):
    from gui.games.anmika.round_dialog import AnmikaRoundExtras
    from gui.families.mahjong.round_dialog import MahjongRoundDialog
    from gui.families.mahjong.view import round_result
    result = round_result([WON], {"round_wind": 0, "hand_no": 1}, None, [DICE])
    dialog = MahjongRoundDialog(result, NAMES[:3], you=0, extras=AnmikaRoundExtras())
    qtbot.addWidget(dialog)
    chips = dialog.findChild(QFrame, "chips_1")
    assert chips is not None
    amounts = [lab.text() for lab in chips.findChildren(QLabel, "chip_amount")]
    assert amounts == ["+4", "+1", "+3"]
    texts = [lab.text() for lab in chips.findChildren(QLabel)]
    assert "Red fives (赤)" in texts and "Spring (春)" in texts and "from each" in texts
    assert [lab.text() for lab in chips.findChildren(QLabel, "tag")] == [
        "Reversed (逆)", "Summer (夏) +1", "Tier: Haneman (跳満)", "Fever win no. 2"]
    assert chips.findChild(QLabel, "chip_total").text() == "Chips moved: Aoi +16, you \u22128, Ren \u22128"
    dice = dialog.extra_frame
    rows = dice.findChildren(QLabel, "dice_row")
    assert len(rows) == 1 and "<s>1-1</s>" in rows[0].text() and "4-2" in rows[0].text()
    assert [dialog.cells[(s, "chips")].text() for s in range(3)] == ["\u221278", "+156", "\u221278"]
    assert dialog.cells[(1, "change")].text() == "+9,000"
    text = dialog.text()
    assert "  Red fives (赤): +4 from each" in text and "Aoi, pair 2-4: 1-3 4-5 1-1 5-6 4-2 — 1 hit(s) × +70" in text


def test_ron_chips_are_paid_by_the_discarder_and_riichi_dialogs_are_unchanged(qtbot):
    from gui.games.anmika.round_dialog import AnmikaRoundExtras, chip_rows
    from gui.families.mahjong.round_dialog import MahjongRoundDialog
    ron = dict(WON.info, tsumo=False, **{"from": 2})
    assert [how for _, _, how in chip_rows(ron)] == ["from the discarder", "from the discarder", "from each"]
    riichi = {k: v for k, v in WON.info.items() if k not in ("chips", "chip_delta", "reverse", "summer", "tier",
                                                            "fever_win", "flowers")}
    dialog = MahjongRoundDialog({"kind": "won", "wins": [riichi], "scores": riichi["scores"]}, NAMES[:3],
                                extras=AnmikaRoundExtras())
    qtbot.addWidget(dialog)
    assert dialog.findChild(QFrame, "chips_1") is None and dialog.extra_frame is None
    assert (0, "chips") not in dialog.cells


# --- colour-safe pocchi ---------------------------------------------------------------------------------
def render(kind: int, mark: str) -> QImage:
    from gui.families.mahjong.tile_faces import paint_tile
    img = QImage(72, 96, QImage.Format.Format_RGB32)
    img.fill(QColor("#2f6b4f"))
    p = QPainter(img)
    paint_tile(p, QRectF(0, 0, 72, 96), kind, mark)
    p.end()
    return img


def test_colour_safe_pocchi_crosses_red_and_whitens_green(qapp):
    from gui.families.mahjong import tile_faces
    images = {m: render(31, m) for m in ("green", "blue", "yellow", "crimson")}      # kept alive while read
    plain = {m: bytes(img.constBits()) for m, img in images.items()}
    try:
        tile_faces.set_colour_safe(True)
        safe = {m: render(31, m) for m in plain}
        assert bytes(safe["crimson"].constBits()) != plain["crimson"]         # the ×
        assert bytes(safe["green"].constBits()) != plain["green"]
        assert bytes(safe["blue"].constBits()) == plain["blue"] and bytes(safe["yellow"].constBits()) == plain["yellow"]
        c = safe["green"].pixelColor(36, 44)                                   # the sticker's middle: white now
        assert min(c.red(), c.green(), c.blue()) > 230
        x = safe["crimson"].pixelColor(36, 44)                                 # the × crosses the middle
        assert x.lightness() > 180
    finally:
        tile_faces.set_colour_safe(False)
    again = render(31, "crimson")
    assert bytes(again.constBits()) == plain["crimson"]


def test_the_table_switches_colour_safe_faces(mtable):
    from gui.families.mahjong import tile_faces
    show(mtable, view3())
    try:
        mtable.set_colour_safe(True)
        assert tile_faces.COLOUR_SAFE
    finally:
        mtable.set_colour_safe(False)
    assert not tile_faces.COLOUR_SAFE


def test_an_exhaustive_draw_moves_the_sitting_out_seats_chips(mtable, qtbot):
    from gui.games.anmika.round_dialog import AnmikaRoundExtras
    from gui.families.mahjong.round_dialog import MahjongRoundDialog
    from gui.games.anmika.log import anmika_line
    show(mtable, view4())
    drawn = Event("hand_drawn", None, info={"tenpai": [0], "nagashi": [], "delta": [4000, -2000, -2000, 0],
                                            "scores": [39000, 33000, 33000, 35000], "fever": None,
                                            "chip_delta": [-4, -4, -4, 12], "chips": [26, -14, -4, -8], "hands": {}})
    run_step(mtable, [drawn], view4())
    assert strip(mtable, 3)["chips"] == "Chips \u22128"
    assert anmika_line(drawn, NAMES, 0).endswith("Chips: Yui +12, you \u22124, Aoi \u22124, Ren \u22124.")
    dialog = MahjongRoundDialog(mtable.last_result(), NAMES, you=0, extras=AnmikaRoundExtras())
    qtbot.addWidget(dialog)
    assert [dialog.cells[(s, "chips")].text() for s in range(4)] == ["\u22124", "\u22124", "\u22124", "+12"]


def test_win_dialog_shows_how_the_tier_was_reached_the_shuba_doubling_and_the_flowers(qtbot):
    """7 han is haneman; one 夏 step makes it baiman: the dialog says so, marks the chip items
    shuba doubled (×2) and shows the winner's flowers as tiles."""
    from gui.games.anmika.round_dialog import AnmikaRoundExtras
    from gui.families.mahjong.round_dialog import MahjongRoundDialog
    from gui.families.mahjong.view import round_result
    won = Event("won", 1, ("1p",), info=dict(
        WON.info, yaku=[["riichi", 1], ["chinitsu", 6]], han=7, fu=30, limit="baiman", tier="baiman", summer=1,
        reverse=False, fever_win=0, flowers=["2f", "1f"],
        chips=[{"name": "ura", "amount": 2, "form": "hand", "shuba": True},
               {"name": "flower_bonus", "amount": 100, "form": "all", "shuba": False}]))
    dialog = MahjongRoundDialog(round_result([won], {"round_wind": 0, "hand_no": 1}, None), NAMES[:3], you=0,
                                extras=AnmikaRoundExtras())
    qtbot.addWidget(dialog)
    chips = dialog.findChild(QFrame, "chips_1")
    assert chips.findChild(QLabel, "tier_path").text() == \
        "7 han: Haneman (跳満), +1 step for Summer (夏) → Baiman (倍満)"
    texts = [lab.text() for lab in chips.findChildren(QLabel)]
    assert "from each, ×2 shuba (シュバ)" in texts and "from each" in texts
    from gui.families.mahjong.dialog_tiles import TileRow
    flowers = chips.findChild(TileRow, "flowers")
    assert flowers is not None and flowers.tokens() == ["2f", "1f"]
    assert "  7 han: Haneman (跳満), +1 step for Summer (夏) → Baiman (倍満)" in dialog.text()
