"""The mahjong table widget: layout for 3 and 4 seats (pure geometry), gestures matched against
the real riichi engine's legal actions (discard by click, drag and keys, call buttons, riichi,
refused drops), event animation and the end of a hand.

States come from the real engine, advanced by seeded play (the normal AI, which also calls half
the time so that melds come up); gestures are real mouse and key events on the view; an emitted
Action is checked against the legal actions.
"""
from __future__ import annotations

import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QPointF, Qt

from core.ai import make_agent
from core.registry import GAMES
from gui.families.mahjong import layout as L
from gui.families.mahjong.calls import call_buttons
from gui.families.mahjong.items import TileItem
from gui.families.mahjong.scene import arrange_meld, local_order
from gui.families.mahjong.view import MahjongTableView

from table_helpers import click, drag  # noqa: E402

CALLS = ("chi", "pon", "open_kan", "closed_kan", "added_kan")


# --- states from seeded play -------------------------------------------------------------------------
def step(state, agents, rng):
    """One action of the first seat to move: a call half the time when there is one, else the AI's."""
    seat = state.to_move()[0]
    legal = state.legal_actions(seat)
    calls = [a for a in legal if a.kind in CALLS]
    action = rng.choice(calls) if calls and rng.random() < 0.5 else agents[seat].choose(state.view(seat), legal)
    return action, state.apply(action)


def find(test, seeds=range(1, 30)):
    """The first state where ``test(state)`` holds; returns (state, seed)."""
    for seed in seeds:
        state = GAMES["riichi"].new_state(4, None, seed)
        agents = [make_agent("riichi", "normal", seed + i) for i in range(4)]
        rng = random.Random(seed)
        while not state.is_over():
            if test(state):
                return state, seed
            step(state, agents, rng)
    raise AssertionError("no such state came up")


def my_turn(state, kind="discard", seat=0):
    return seat in state.to_move() and any(a.kind == kind for a in state.legal_actions(seat))


# --- fixtures and gestures --------------------------------------------------------------------------
@pytest.fixture
def show(mtable, tr):
    """``show(state, seat=0, **kw)``: show the state the way the controller does."""
    def _show(state, seat=0, **kw):
        mtable.show_view(state.view(seat), state.legal_actions(seat), seat,
                         explain=lambda cards, target: tr(state.explain(seat, cards, target)), **kw)
        return seat
    return _show


def tile_point(item) -> QPointF:
    return item.mapToScene(QPointF(0, 8))


def hand_codes(view) -> list[str]:
    return [t.code for t in view.table_scene.local_hand()]


def visible_buttons(view):
    return [b for b in view.table_scene.buttons if b.isVisible()]


def centre(rect) -> QPointF:
    x, y, w, h = rect
    return QPointF(x + w / 2, y + h / 2)


# --- layout: pure geometry ---------------------------------------------------------------------------
def test_mahjong_layout_needs_no_qt():
    code = ("import sys, gui.families.mahjong.layout as L; L.row_layout(1, 13, True, [], local=False);"
            "L.pond_places(2, [False] * 20); L.fixed_rects(3);"
            "print(any(m.startswith('PySide6') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


@pytest.mark.parametrize("seats", [3, 4])
def test_layout_areas_do_not_overlap(seats):
    rects = L.fixed_rects(seats)
    names = list(rects)
    for i, a in enumerate(names):
        assert L.inside_scene(rects[a]), a
        for b in names[i + 1:]:
            assert not L.rects_overlap(rects[a], rects[b]), (a, b)


@pytest.mark.parametrize("seats", [3, 4])
def test_full_rows_and_ponds_stay_in_their_areas(seats):
    """The longest rows (four kans and a drawn tile) and ponds of 24 tiles with a riichi tile
    stay inside the areas :func:`fixed_rects` keeps for them; no two tiles overlap."""
    rects = L.fixed_rects(seats)
    everything = []
    for i, side in enumerate(L.seat_sides(seats)):
        for count, melds in ((14, []), (2, [L.meld_specs("added_kan", (i + 2) % 4, i, 4, 4)] * 4),
                             (5, [L.meld_specs("chi", (i + 3) % 4, i, 4, 3)] * 3)):
            geom = L.row_layout(side, count, True, melds, local=i == 0)
            tiles = [L.tile_rect(p) for p in geom.hand] + [L.tile_rect(p) for m in geom.melds for p in m]
            for r in tiles:
                assert _within(r, rects[f"row{i}"]), (seats, i, r)
            _no_overlap(tiles)
        pond = [L.tile_rect(p) for p in L.pond_places(side, [k == 7 for k in range(24)])]
        for r in pond:
            assert _within(r, rects[f"pond{i}"]), (seats, i, r)
        _no_overlap(pond)
        everything += pond
    _no_overlap(everything)


def _within(r, area, slack=0.5) -> bool:
    return (r[0] >= area[0] - slack and r[1] >= area[1] - slack and r[0] + r[2] <= area[0] + area[2] + slack
            and r[1] + r[3] <= area[1] + area[3] + slack)


def _no_overlap(rects) -> None:
    shrunk = [(x + 0.5, y + 0.5, w - 1, h - 1) for x, y, w, h in rects]
    for i, a in enumerate(shrunk):
        for b in shrunk[i + 1:]:
            assert not L.rects_overlap(a, b), (a, b)


def test_three_seats_leave_the_top_empty_and_know_left_from_right():
    assert L.seat_sides(3) == [L.BOTTOM, L.RIGHT, L.LEFT]
    assert L.relative_side(0, 1, 3) == L.RIGHT and L.relative_side(0, 2, 3) == L.LEFT
    assert L.relative_side(2, 0, 4) == L.TOP and L.relative_side(1, 0, 4) == L.LEFT
    with pytest.raises(ValueError):
        L.seat_sides(5)


def test_a_called_tile_lies_sideways_toward_the_seat_it_came_from():
    chi = arrange_meld({"kind": "chi", "tiles": ["3m", "4m", "5m"], "called": "4m", "from": 3}, 0, 4)
    assert [c for c, _ in chi] == ["4m", "3m", "5m"] and chi[0][1].sideways          # 上家: first
    pon = arrange_meld({"kind": "pon", "tiles": ["7z", "7z", "7z"], "called": "7z", "from": 2}, 0, 4)
    assert [s.sideways for _, s in pon] == [False, True, False]                     # 対面: middle
    pon = arrange_meld({"kind": "pon", "tiles": ["1p", "1p", "1p"], "called": "1p", "from": 1}, 0, 4)
    assert [s.sideways for _, s in pon] == [False, False, True]                     # 下家: last
    added = arrange_meld({"kind": "added_kan", "tiles": ["9s"] * 4, "called": "9s", "from": 1}, 0, 4)
    assert [(s.sideways, s.stacked) for _, s in added] == [(False, False), (False, False), (True, False), (True, True)]
    closed = arrange_meld({"kind": "closed_kan", "tiles": ["5p", "5p", "5p", "0p"], "called": None, "from": None}, 0, 4)
    assert [s.face_down for _, s in closed] == [True, False, False, True] and closed[1][0] == "0p"


def test_a_known_hand_is_sorted_with_the_drawn_tile_apart():
    assert local_order(["7z", "1m", "0p", "5p", "1z"], "1m") == (["5p", "0p", "1z", "7z", "1m"], True)
    assert local_order(["2s", "1s"], None) == (["1s", "2s"], False)


# --- showing a view ----------------------------------------------------------------------------------
def test_show_view_lays_out_the_table_as_the_view_says(mtable, show):
    state, _ = find(lambda s: my_turn(s) and sum(len(m) for m in s.melds) >= 2 and any(len(p) > 6 for p in s.ponds))
    show(state)
    data = state.view(0).data
    sc = mtable.table_scene
    codes, apart = local_order(data["hands"][0], data["drawn"])
    assert hand_codes(mtable) == codes and sc.apart[0] == apart
    for s in range(4):
        assert [t.code for t in sc.ponds[s]] == [p["tile"] for p in data["ponds"][s]]
        assert [t.is_dimmed() for t in sc.ponds[s]] == [p["called"] for p in data["ponds"][s]]
        assert [sorted(t.code for t in m) for m in sc.melds[s]] == [sorted(m["tiles"]) for m in data["melds"][s]]
        if s:
            assert all(not t.face_up for t in sc.hands[s])
    first = sc.local_hand()[0]
    width = mtable.mapFromScene(first.mapToScene(QPointF(L.TILE_W / 2, 0))).x() - \
        mtable.mapFromScene(first.mapToScene(QPointF(-L.TILE_W / 2, 0))).x()
    assert width >= 36, width                      # a hand tile is readable in the 1280 x 800 window
    assert [t.code for t in sc.wall_tiles if t.face_up] == data["dora_indicators"]


def test_a_three_seat_view_fits_the_table_without_overlaps(mtable):
    """Anmika's table: three seats (a view of the riichi game cut down to three) on the same table."""
    state, _ = find(lambda s: my_turn(s) and sum(len(m) for m in s.melds[:3]) >= 2 and len(s.ponds[2]) > 6)
    data = dict(state.view(0).data)
    for key in ("hands", "melds", "ponds", "scores", "riichi"):
        data[key] = list(data[key])[:3]
    data["seats"] = 3
    data["melds"] = [[dict(m, **{"from": m["from"] % 3 if m["from"] is not None else None}) for m in ms]
                     for ms in data["melds"]]
    view = type(state.view(0))(state.game.id, 0, data)
    mtable.show_view(view, [], 0)
    sc = mtable.table_scene
    assert sc.seats == 3 and len(sc.hands) == 3
    zones = [[t for t in sc.hands[s]] + [t for m in sc.melds[s] for t in m] for s in range(3)]
    zones += [list(p) for p in sc.ponds] + [list(sc.wall_tiles)]
    rects = [[_rect(t) for t in zone] for zone in zones]
    for i, a in enumerate(rects):
        for b in rects[i + 1:]:
            assert not any(L.rects_overlap(ra, rb) for ra in a for rb in b)
    assert not any(L.rects_overlap(r, L.centre_rect()) for zone in rects for r in zone)


def _rect(item: TileItem):
    r = item.mapRectToScene(item.shape().boundingRect()).adjusted(0.5, 0.5, -0.5, -0.5)
    return (r.x(), r.y(), r.width(), r.height())


def test_teaching_lights_the_legal_discards(mtable, show):
    state, _ = find(lambda s: my_turn(s) and len({a.cards for a in s.legal_actions(0) if a.kind == "discard"}) < 14)
    show(state, teaching=True)
    legal = {a.cards[0] for a in state.legal_actions(0) if a.kind == "discard"}
    legal |= {c for a in state.legal_actions(0) if a.kind in CALLS for c in a.cards}      # a kan's tiles too
    for item in mtable.table_scene.local_hand():
        assert item.is_highlighted() == (item.code in legal)
    assert mtable.table_scene.pond_zone.lit == 1
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims" and any(a.kind == "pon" for a in s.legal_actions(0)))
    show(state, teaching=True)
    pon = {c for a in state.legal_actions(0) if a.kind in CALLS for c in a.cards}
    assert {t.code for t in mtable.table_scene.local_hand() if t.is_highlighted()} == pon


def test_a_hint_marks_its_tile_or_its_button(mtable, show):
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims")
    show(state)
    passing = next(a for a in state.legal_actions(0) if a.kind == "pass")
    mtable.show_hint(passing)
    assert [b.group for b in visible_buttons(mtable) if b.hinted] == ["pass"]
    state, _ = find(my_turn)
    show(state)
    discard = next(a for a in state.legal_actions(0) if a.kind == "discard")
    mtable.show_hint(discard)
    assert {t.code for t in mtable.table_scene.local_hand() if t.is_hinted()} == {discard.cards[0]}
    assert mtable.table_scene.pond_zone.hinted


# --- discarding ---------------------------------------------------------------------------------------
def test_one_click_lifts_a_tile_and_a_second_click_discards_it(mtable, show, qtbot):
    state, _ = find(my_turn)
    show(state)
    item = mtable.table_scene.local_hand()[2]
    y = item.y()
    with qtbot.assertNotEmitted(mtable.action_chosen):
        click(qtbot, mtable, tile_point(item))
    assert item.is_selected() and item.y() < y
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, mtable, tile_point(item))
    assert blocker.args[0].kind == "discard" and blocker.args[0].cards == (item.code,)
    assert blocker.args[0] in state.legal_actions(0)


def test_dragging_a_tile_onto_the_pond_discards_it(mtable, show, qtbot):
    state, _ = find(my_turn)
    show(state)
    item = mtable.table_scene.local_hand()[-1]
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, mtable, tile_point(item), centre(L.pond_rect(L.BOTTOM, 2)))
    assert blocker.args[0] in state.legal_actions(0) and blocker.args[0].cards == (item.code,)


def test_a_picked_up_tile_lights_the_pond_when_it_may_be_discarded(mtable, show, qtbot):
    state, _ = find(my_turn)
    show(state)
    item = mtable.table_scene.local_hand()[0]
    vp = mtable.viewport()
    a = mtable.mapFromScene(tile_point(item))
    b = mtable.mapFromScene(centre(L.pond_rect(L.BOTTOM, 2)))
    qtbot.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    qtbot.mouseMove(vp, b)
    assert mtable.table_scene.pond_zone.lit == 2
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000):
        qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)
    assert mtable.table_scene.pond_zone.lit == 0


def test_keys_select_and_enter_discards(mtable, show, qtbot):
    state, _ = find(my_turn)
    show(state)
    mtable.setFocus()
    qtbot.keyClick(mtable, Qt.Key.Key_Right)
    qtbot.keyClick(mtable, Qt.Key.Key_Right)
    hand = mtable.table_scene.local_hand()
    assert [t.is_selected() for t in hand].index(True) == 1
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(mtable, Qt.Key.Key_Return)
    assert blocker.args[0].kind == "discard" and blocker.args[0].cards == (hand[1].code,)


def test_a_refused_drop_flies_back_and_says_why(mtable, show, qtbot):
    """During a claim the hand cannot discard: the dropped tile is refused with a reason and
    flies back; a drop outside the pond is refused too."""
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims")
    show(state)
    mtable.set_speed(0.05)
    item = mtable.table_scene.local_hand()[0]
    home = QPointF(item.pos())
    with qtbot.waitSignal(mtable.rejected, timeout=2000) as blocker:
        with qtbot.assertNotEmitted(mtable.action_chosen):
            drag(qtbot, mtable, tile_point(item), centre(L.pond_rect(L.BOTTOM, 2)))
    assert "call" in blocker.args[0].lower()
    qtbot.waitUntil(lambda: item.pos() == home, timeout=3000)
    state, _ = find(my_turn)
    show(state)
    item = mtable.table_scene.local_hand()[0]
    home = QPointF(item.pos())
    with qtbot.waitSignal(mtable.rejected, timeout=2000) as blocker:
        drag(qtbot, mtable, tile_point(item), QPointF(200, 300))
    assert blocker.args[0]
    qtbot.waitUntil(lambda: item.pos() == home, timeout=3000)


# --- buttons ------------------------------------------------------------------------------------------
def test_buttons_show_only_legal_calls_and_emit_the_exact_action(mtable, show, qtbot):
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims"
                    and len([a for a in s.legal_actions(0) if a.kind == "chi"]) >= 2)
    show(state)
    legal = state.legal_actions(0)
    kinds = {a.kind for a in legal}
    texts = [b.group for b in visible_buttons(mtable)]
    assert set(texts) == {{"open_kan": "kan"}.get(k, k) for k in kinds}
    chi = next(b for b in visible_buttons(mtable) if b.group == "chi")
    click(qtbot, mtable, centre((chi.x(), chi.y(), chi.rect().width(), chi.rect().height())))
    choices = [b for b in visible_buttons(mtable) if b.action is not None]
    assert sorted(b.action.cards for b in choices) == sorted(a.cards for a in legal if a.kind == "chi")
    pick = choices[-1]
    wanted = pick.action
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, mtable, centre((pick.x(), pick.y(), pick.rect().width(), pick.rect().height())))
    assert blocker.args[0] == wanted and blocker.args[0] in legal
    assert visible_buttons(mtable) == []                         # nothing more until the next view


def test_pass_is_a_key_and_no_buttons_show_without_calls(mtable, show, qtbot):
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims")
    show(state)
    n = [b.group for b in visible_buttons(mtable)].index("pass")
    mtable.setFocus()
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(mtable, getattr(Qt.Key, f"Key_{n + 1}"))
    assert blocker.args[0].kind == "pass"
    state, _ = find(lambda s: my_turn(s) and all(a.kind == "discard" for a in s.legal_actions(0)))
    show(state)
    assert visible_buttons(mtable) == []
    show(state, seat=1)                                          # not this seat's turn: no buttons
    assert visible_buttons(mtable) == []


def test_an_unanswered_call_passes_by_itself_when_its_time_is_up(mtable, show, qtbot):
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims")
    mtable.set_call_timer(1)
    show(state)
    assert mtable.call_seconds_left() == 1
    assert any("(1)" in b.text for b in visible_buttons(mtable) if b.group == "pass")
    with qtbot.waitSignal(mtable.action_chosen, timeout=3000) as blocker:
        pass
    assert blocker.args[0].kind == "pass" and mtable.call_seconds_left() == 0
    mtable.set_call_timer(0)
    show(state)
    assert mtable.call_seconds_left() == 0


def test_call_buttons_come_from_the_legal_actions_only():
    state, _ = find(lambda s: my_turn(s, "riichi"))
    legal = state.legal_actions(0)
    groups = [b.group for b in call_buttons(legal)]
    assert "riichi" in groups and "pass" not in groups and "chi" not in groups
    assert call_buttons(legal, "riichi")[0].key == "back"
    assert call_buttons([]) == []
    state, _ = find(lambda s: s.step == "stop", seeds=range(1, 60))
    seat = state.to_move()[0]
    stop = call_buttons(state.legal_actions(seat))
    assert [b.group for b in stop] == ["stop", "play_on"] and all(b.action is not None for b in stop)


def test_buttons_never_leave_their_corner():
    for wide in ([True] * 3 + [False], [True] * 7 + [False], [False] * 8, [False, True, False, True]):
        for r in L.flow_button_rects(wide):
            assert _within(r, L.BUTTON_AREA), (wide, r)
        rects = L.flow_button_rects(wide)
        _no_overlap(rects)


def test_riichi_then_pick_the_discard_among_the_riichi_ones(mtable, show, qtbot):
    state, _ = find(lambda s: my_turn(s, "riichi") and len({a.cards for a in s.legal_actions(0) if a.kind == "riichi"}) < 10)
    show(state)
    legal = state.legal_actions(0)
    riichi = {a.cards[0] for a in legal if a.kind == "riichi"}
    button = next(b for b in visible_buttons(mtable) if b.group == "riichi")
    click(qtbot, mtable, centre((button.x(), button.y(), button.rect().width(), button.rect().height())))
    hand = mtable.table_scene.local_hand()
    assert {t.code for t in hand if t.has_riichi_mark()} == riichi
    other = next((t for t in hand if t.code not in riichi), None)
    if other is not None:
        click(qtbot, mtable, tile_point(other))
        with qtbot.waitSignal(mtable.rejected, timeout=2000):
            click(qtbot, mtable, tile_point(other))
    item = next(t for t in hand if t.code in riichi)
    click(qtbot, mtable, tile_point(item))
    with qtbot.waitSignal(mtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, mtable, tile_point(item))
    assert blocker.args[0].kind == "riichi" and blocker.args[0].cards == (item.code,) and blocker.args[0] in legal


# --- events -------------------------------------------------------------------------------------------
def test_an_animated_batch_ends_with_animations_done_as_the_view(mtable, qtbot):
    state = GAMES["riichi"].new_state(4, None, 3)
    agents = [make_agent("riichi", "normal", i) for i in range(4)]
    rng = random.Random(3)
    mtable.show_view(state.view(0), state.legal_actions(0), 0)
    mtable.set_speed(0.05)
    for _ in range(40):
        _, events = step(state, agents, rng)
        with qtbot.waitSignal(mtable.animations_done, timeout=10000):
            mtable.play_events([e.redacted(0) for e in events], state.view(0), state.legal_actions(0), 0)
    data = state.view(0).data
    sc = mtable.table_scene
    assert hand_codes(mtable) == local_order(data["hands"][0], data["drawn"])[0]
    assert [[t.code for t in p] for p in sc.ponds] == [[p["tile"] for p in pond] for pond in data["ponds"]]


def _win_batch(seeds=range(1, 30)):
    for seed in seeds:
        state = GAMES["riichi"].new_state(4, None, seed)
        agents = [make_agent("riichi", "normal", seed + i) for i in range(4)]
        rng = random.Random(seed)
        while not state.is_over():
            before = state.clone()
            _, events = step(state, agents, rng)
            if any(e.kind == "won" for e in events):
                return before, state, events
    raise AssertionError("nobody won")


def test_a_win_emits_round_ended_and_the_round_pause_holds(mtable, qtbot):
    before, state, events = _win_batch()
    mtable.show_view(before.view(0), [], 0)
    mtable.set_round_pause(True)
    mtable.set_speed(0.05)
    with qtbot.waitSignal(mtable.round_ended, timeout=10000) as blocker:
        mtable.play_events([e.redacted(0) for e in events], state.view(0), state.legal_actions(0), 0)
    result = blocker.args[0]
    wins = [e.info for e in events if e.kind == "won"]
    assert result["kind"] == "won" and result["wins"] == wins and mtable.last_result() == result
    assert result["scores"] == wins[-1]["scores"]
    qtbot.wait(300)
    assert mtable.is_animating()                                # held until the dialog is closed
    with qtbot.waitSignal(mtable.animations_done, timeout=10000):
        mtable.resume_after_round()
    assert not mtable.is_animating()


def test_a_won_hand_is_shown_with_a_tsumo_tile_apart(mtable, qtbot):
    for seed in range(1, 40):
        try:
            before, state, events = _win_batch(range(seed, seed + 1))
        except AssertionError:
            continue
        won = next(e for e in events if e.kind == "won")
        if won.info["tsumo"]:
            break
    else:
        pytest.skip("no tsumo came up")
    mtable.show_view(before.view(0), [], 0)
    mtable.set_speed(0.05)
    mtable.set_round_pause(True)
    with qtbot.waitSignal(mtable.round_ended, timeout=10000):
        mtable.play_events([e.redacted(0) for e in events], state.view(0), [], 0)
    qtbot.wait(200)
    sc = mtable.table_scene
    hand = sc.hands[won.seat]
    assert sorted(t.code for t in hand) == sorted(won.cards) and all(t.face_up for t in hand)
    assert hand[-1].code == won.info["tile"] and sc.apart[won.seat]
    mtable.resume_after_round()


def test_at_speed_zero_a_win_is_still_announced(mtable, qtbot):
    before, state, events = _win_batch()
    mtable.show_view(before.view(0), [], 0)
    with qtbot.waitSignal(mtable.round_ended, timeout=5000) as blocker:
        mtable.play_events([e.redacted(0) for e in events], state.view(0), state.legal_actions(0), 0)
    assert blocker.args[0]["kind"] == "won"


# --- the real main window ---------------------------------------------------------------------------
def test_a_riichi_game_is_played_with_clicks_on_the_main_window(window, qtbot):
    """The human seat discards with two clicks and answers calls with the buttons, against three
    AIs, for a few dozen turns; every gesture applies exactly the intended legal action."""
    from gui.players import default_players

    state = GAMES["riichi"].new_state(4, None, 5)
    window.start_game(state, default_players(4, level="easy"), autosave=False)
    c, table = window.controller, window.table
    assert isinstance(table, MahjongTableView)
    applied = []
    table.action_chosen.connect(applied.append)
    for _ in range(25):
        qtbot.waitUntil(lambda: c.state.is_over() or (not c._busy and not table.is_animating()
                                                     and bool(c._legal_for_viewpoint())), timeout=20000)
        if c.state.is_over():
            break
        legal = c._legal_for_viewpoint()
        n = len(applied)
        buttons = visible_buttons(table)
        if c.state.step == "claims" or not any(a.kind == "discard" for a in legal):
            b = next(b for b in buttons if b.action is not None)
            click(qtbot, table, centre((b.x(), b.y(), b.rect().width(), b.rect().height())))
        else:
            item = next(t for t in table.table_scene.local_hand()
                        if any(a.kind == "discard" and a.cards == (t.code,) for a in legal))
            click(qtbot, table, tile_point(item))
            click(qtbot, table, tile_point(item))
        assert len(applied) == n + 1 and applied[-1] in legal


def test_tile_faces_follow_the_language(mtable, show, qapp):
    from gui.i18n import install_language
    state, _ = find(my_turn)
    try:
        install_language(qapp, "ja")
        show(state)
        assert TileItem.lang == "ja"
    finally:
        install_language(qapp, "en")
    show(state)
    assert TileItem.lang == "en"


def test_teaching_mode_shows_the_efficiency_panel_in_the_side_panel(window, qtbot):
    """In a riichi game, the teaching switch shows the table's efficiency panel (牌効率) beside it,
    filled for the local seat's hand, and hides it again."""
    from core.registry import GAMES
    from gui.players import default_players
    window.start_game(GAMES["riichi"].new_state(4, None, 3), default_players(4))
    c = window.controller
    qtbot.waitUntil(lambda: bool(not c._busy and c._legal_for_viewpoint()), timeout=10000)
    side = window.side
    assert not side.teaching_area.isVisible()
    side.teaching.setChecked(True)
    panel = window.table.teaching_widget()
    assert side.teaching_area.isVisible() and side.teaching_area.widget() is panel
    qtbot.waitUntil(lambda: panel.efficiency is not None, timeout=5000)
    assert panel.efficiency.discards                 # the dealer's 14 tiles: one row per discard
    side.teaching.setChecked(False)
    assert not side.teaching_area.isVisible()


def test_the_prompt_does_not_tell_who_may_call_a_discard(window):
    """While AI seats decide on a claim, the prompt says only that the others are deciding."""
    from core.engine import Rng
    from core.registry import GAMES
    from gui.players import default_players
    state, rng = GAMES["riichi"].new_state(4, None, 4), Rng(4)
    while not (state.step == "claims" and 0 not in state.to_move()):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.randbelow(len(legal))])
    window.start_game(state, default_players(4))
    text = window.controller._prompt_text()
    assert text == "Waiting for the other players…"
    assert not any(name in text for name in window.controller.names)
