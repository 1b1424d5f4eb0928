"""The daifugō table widget: gestures become legal Actions, events animate, teaching highlights.

Gestures are real QTest mouse and key events on ``view.viewport()`` (see toolchain.md §5); the
states are real daifugō states, so an emitted Action is checked by applying it.
"""
from __future__ import annotations

import subprocess
import sys
from collections import Counter

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QMenu

from core.engine import Action, Event
from gui.games.daifugo import layout as L
from gui.table.cards import CardItem

from table_helpers import LEFT, NOMOD, click, drag, hand, item_of, vpoint  # noqa: E402

FIELD = QPointF(*L.FIELD_CENTRE)


# --- gestures -------------------------------------------------------------------------------------
def grab_point(item) -> QPointF:
    """A visible point of a fanned card: its left strip (the next card covers the rest)."""
    return item.mapToScene(QPointF(-38, 0))


def button_centre(button) -> QPointF:
    return button.sceneBoundingRect().center()


def at_home(view) -> bool:
    """Every card item is where the layout puts it (nothing left mid-air)."""
    targets = view.table_scene.targets()
    return all(item.pos() == QPointF(t.place.x, t.place.y) for item, t in targets.items())


def scene_field(view) -> list:
    return [[seat, [c.code for c in items]] for seat, items in view.table_scene.field]


def single_plays(state, seat):
    return [a for a in state.legal_actions(seat) if a.kind == "play" and len(a.cards) == 1]


# --- (a) drag a legal card --------------------------------------------------------------------
def test_dragging_a_legal_single_card_onto_the_field_chooses_that_play(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    action = single_plays(state, seat)[0]
    card = item_of(table, action.cards[0])
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(card), FIELD)
    assert blocker.args == [action]
    events = state.apply(blocker.args[0])
    assert events[0].kind == "played" and events[0].cards == action.cards
    assert state.view(None)["field"] == [[seat, list(action.cards)]]


def test_while_dragging_the_field_lights_up(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    card = item_of(table, single_plays(state, seat)[0].cards[0])
    home = card.pos()
    vp, a = table.viewport(), vpoint(table, grab_point(card))
    qtbot.mousePress(vp, LEFT, NOMOD, a)
    for i in range(1, 5):
        qtbot.mouseMove(vp, a + QPoint(0, -40 * i))
    assert table.table_scene.field_zone.lit == 2          # a drop there is legal
    assert table.table_scene.pass_button.lit == 0
    assert card.pos().y() == pytest.approx(home.y() - 160 / table.transform().m22(), abs=2)
    assert card.zValue() >= 1000                            # carried above everything
    qtbot.mouseRelease(vp, LEFT, NOMOD, a + QPoint(0, -160))
    assert table.table_scene.field_zone.lit == 0


# --- (b) an illegal drag changes nothing --------------------------------------------------------
def test_dragging_two_ranks_is_rejected_with_the_reason_and_changes_nothing(table, show, new_game, tr, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    table.set_speed(0.2)
    first = hand(table)[0]
    other = next(c for c in hand(table) if c.code[0] != first.code[0] and c.code != "X")
    click(qtbot, table, grab_point(first))
    click(qtbot, table, grab_point(other))
    assert first.is_selected() and other.is_selected()
    digest, before = state.digest(), [(c.code, c.is_selected()) for c in hand(table)]
    chosen = []
    table.action_chosen.connect(chosen.append)
    with qtbot.waitSignal(table.rejected, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(first), FIELD)
    reason = tr(state.explain(seat, tuple(sorted((first.code, other.code))), "field"))
    assert blocker.args == [reason]
    assert "same rank" in reason
    qtbot.waitUntil(lambda: at_home(table), timeout=2000)      # the cards flew back
    assert state.digest() == digest
    assert [(c.code, c.is_selected()) for c in hand(table)] == before
    assert scene_field(table) == [] and chosen == []
    assert table.table_scene.field_zone.lit == 0


def test_dropping_anywhere_else_is_rejected_and_dropping_back_in_the_hand_is_not(table, show, new_game, tr, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    table.set_speed(0)
    card = item_of(table, single_plays(state, seat)[0].cards[0])
    with qtbot.waitSignal(table.rejected, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(card), QPointF(1500, 120))          # bare felt, top right
    assert blocker.args == [tr(state.explain(seat, (card.code,), ""))]
    assert at_home(table)
    rejected, chosen = [], []
    table.rejected.connect(rejected.append)
    table.action_chosen.connect(chosen.append)
    drag(qtbot, table, grab_point(card), grab_point(card) + QPointF(120, -10))   # back into the hand
    assert rejected == [] and chosen == [] and at_home(table)


def test_a_drag_when_it_is_not_your_turn_is_explained(table, show, new_game, tr, qtbot):
    state = new_game(4, 5)
    seat = (state.turn + 1) % 4
    show(state, seat)
    card = hand(table)[0]
    with qtbot.waitSignal(table.rejected, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(card), FIELD)
    assert blocker.args == [tr(state.explain(seat, (card.code,), "field"))]
    assert not table.table_scene.pass_button.enabled and not table.table_scene.play_button.enabled


# --- (c) click alternatives -------------------------------------------------------------------------
def test_click_to_select_then_play_button(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    action = single_plays(state, seat)[-1]
    card = item_of(table, action.cards[0])
    y = card.pos().y()
    click(qtbot, table, grab_point(card))
    assert card.is_selected() and card.pos().y() == pytest.approx(y - L.LIFT)
    assert table.table_scene.play_button.enabled
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, button_centre(table.table_scene.play_button))
    assert blocker.args == [action]
    state.apply(action)


def test_click_select_a_pair_then_click_the_field(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    pair = next(a for a in state.legal_actions(seat) if len(a.cards) == 2 and "X" not in a.cards)
    for code in pair.cards:
        click(qtbot, table, grab_point(item_of(table, code)))
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, FIELD)
    assert blocker.args == [pair]


def test_dragging_a_selected_card_drags_the_whole_selection(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    pair = next(a for a in state.legal_actions(seat) if len(a.cards) == 2 and "X" not in a.cards)
    items = [item_of(table, code) for code in pair.cards]
    for item in items:
        click(qtbot, table, grab_point(item))
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(items[0]), FIELD)
    assert blocker.args == [pair]


def test_clicking_a_selected_card_again_unselects_it_and_escape_clears(table, show, new_game, qtbot):
    state = new_game(4, 5)
    show(state)
    a, b = hand(table)[0], hand(table)[3]
    click(qtbot, table, grab_point(a))
    click(qtbot, table, grab_point(a))
    assert not a.is_selected()
    click(qtbot, table, grab_point(a))
    click(qtbot, table, grab_point(b))
    qtbot.keyClick(table, Qt.Key.Key_Escape)
    assert not any(c.is_selected() for c in hand(table)) and at_home(table)


# --- (d) keyboard only ---------------------------------------------------------------------------
def test_keyboard_right_space_enter_plays_and_p_passes(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    assert table.focusPolicy() == Qt.FocusPolicy.StrongFocus
    table.setFocus()
    first, second = hand(table)[0], hand(table)[1]
    qtbot.keyClick(table, Qt.Key.Key_Right)          # cursor on the first card
    qtbot.keyClick(table, Qt.Key.Key_Right)          # … the second
    qtbot.keyClick(table, Qt.Key.Key_Left)           # … back to the first
    qtbot.keyClick(table, Qt.Key.Key_Space)
    assert first.is_selected() and not second.is_selected()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert blocker.args == [Action("play", seat, (first.code,), "field")]
    state.apply(blocker.args[0])

    nxt = show(state)                                # the next player may pass now
    assert table.table_scene.pass_button.enabled
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_P)
    assert blocker.args == [Action("pass", nxt, (), "pass")]
    state.apply(blocker.args[0])


def test_keyboard_p_on_a_lead_is_rejected_and_h_asks_for_a_hint(table, show, new_game, tr, qtbot):
    state = new_game(4, 5)
    seat = show(state)
    assert not table.table_scene.pass_button.enabled
    with qtbot.waitSignal(table.rejected, timeout=2000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_P)
    assert blocker.args == [tr(state.explain(seat, (), "pass"))]
    with qtbot.waitSignal(table.hint_requested, timeout=2000):
        qtbot.keyClick(table, Qt.Key.Key_H)


def test_pass_button_click(table, show, new_game, qtbot):
    state = new_game(4, 5)
    seat = state.turn
    state.apply(single_plays(state, seat)[0])
    nxt = show(state)
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, button_centre(table.table_scene.pass_button))
    assert blocker.args == [Action("pass", nxt, (), "pass")]


def test_several_matching_actions_ask_with_a_menu(table, new_game, qtbot):
    state = new_game(4, 5)
    seat = state.turn
    code = state.view(seat)["hands"][seat][0]
    both = [Action("play", seat, (code,), "field"), Action("play_face_down", seat, (code,), "field")]
    table.show_view(state.view(seat), both, seat)
    drag(qtbot, table, grab_point(item_of(table, code)), FIELD)
    menu = table.findChild(QMenu)
    assert menu is not None and [a.text().split(":")[0] for a in menu.actions()] == ["play", "play_face_down"]
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        menu.actions()[1].trigger()
        menu.hide()
    assert blocker.args == [both[1]]


# --- (e) events animate, then the view after is shown ------------------------------------------------
@pytest.mark.parametrize("speed", [0, 1])
def test_play_events_animates_and_ends_showing_the_view_after(table, show, new_game, speed, qtbot):
    state = new_game(4, 5)
    me = show(state)
    table.set_speed(speed)
    action = single_plays(state, me)[0]
    events = state.apply(action)
    with qtbot.waitSignal(table.animations_done, timeout=5000):
        table.play_events([e.redacted(me) for e in events], state.view(me), state.legal_actions(me), me)
    assert scene_field(table) == [[me, list(action.cards)]]
    assert len(hand(table)) == state.view(me)["hand_counts"][me]
    assert at_home(table)
    # an opponent's hidden card turns face up on its way to the field
    other = state.turn
    reply = single_plays(state, other)[0]
    events = state.apply(reply)
    assert events[0].redacted(me).cards == reply.cards               # plays are public
    with qtbot.waitSignal(table.animations_done, timeout=5000):
        table.play_events([e.redacted(me) for e in events], state.view(me), state.legal_actions(me), me)
    assert scene_field(table) == state.view(me)["field"]
    top = table.table_scene.field[-1][1]
    assert [c.face_up for c in top] == [True] and top[0].code == reply.cards[0]
    assert table.table_scene.plates[other].count == state.view(me)["hand_counts"][other]
    assert not table.is_animating()


def test_play_events_called_while_animating_is_queued(table, show, new_game, qtbot):
    state = new_game(4, 5)
    me = show(state)
    batches = []
    for _ in range(3):
        seat = state.turn
        plays = single_plays(state, seat)
        action = plays[0] if plays else Action("pass", seat, (), "pass")
        batches.append(([e.redacted(me) for e in state.apply(action)], state.view(me), state.legal_actions(me)))
    done = []
    table.animations_done.connect(lambda: done.append(1))
    with qtbot.waitSignal(table.animations_done, timeout=8000):
        for events, view, legal in batches:
            table.play_events(events, view, legal, me)
        assert table.is_animating()
    assert done == [1]
    assert scene_field(table) == state.view(me)["field"]


def test_skip_and_speed_zero_finish_at_once(table, show, new_game, qtbot):
    state = new_game(4, 5)
    me = show(state)
    events = state.apply(single_plays(state, me)[0])
    table.play_events([e.redacted(me) for e in events], state.view(me), [], me)
    with qtbot.waitSignal(table.animations_done, timeout=1000):
        table.set_speed(0)
    assert scene_field(table) == state.view(me)["field"] and at_home(table)


def test_show_view_while_animating_finishes_the_animations_first(table, show, new_game, qtbot):
    state = new_game(4, 5)
    me = show(state)
    events = state.apply(single_plays(state, me)[0])
    table.play_events([e.redacted(me) for e in events], state.view(me), [], me)
    with qtbot.waitSignal(table.animations_done, timeout=1000):      # the waiting caller is told
        show(state, me)
        assert not table.is_animating() and at_home(table)
    assert scene_field(table) == state.view(me)["field"]


def test_the_deal_animates_into_an_empty_table(table, new_game, qtbot):
    state = new_game(5, 3)
    me = 2
    table.set_speed(0.1)
    with qtbot.waitSignal(table.animations_done, timeout=8000):
        table.play_events([e.redacted(me) for e in state.start_events], state.view(me), state.legal_actions(me), me)
    sc = table.table_scene
    assert [len(h) for h in sc.hands] == state.view(me)["hand_counts"]
    assert [c.code for c in sc.hands[me]] == state.view(me)["hands"][me]
    assert all(c.face_up for c in sc.hands[me]) and not any(c.face_up for c in sc.hands[0])
    assert sc.plates[state.parent].parent_mark and sc.index_of(me) == 0


def test_finished_and_eliminated_show_on_the_plates(table, show, new_game, qtbot):
    state = new_game(3, 4)
    me = show(state, 0)
    view = state.view(me)
    data = dict(view.data)
    data["status"] = ["active", "finished", "eliminated"]
    data["places"] = [1]
    gone = tuple(["??"] * data["hand_counts"][2])
    data["hands"] = list(data["hands"][:2]) + [[]]
    data["hand_counts"] = list(data["hand_counts"][:2]) + [0]
    after = type(view)(view.game, me, data)
    events = [Event("finished", 1, info={"place": 1}), Event("eliminated", 2, gone, "hand:2", "out")]
    table.set_speed(0.05)
    with qtbot.waitSignal(table.animations_done, timeout=5000):
        table.play_events(events, after, [], me)
    plates = table.table_scene.plates
    assert plates[1].status_text == "1st / 1位" and plates[1].status_kind == "finished"
    assert plates[2].status_text == "Eliminated (脱落)" and plates[2].count == 0
    assert len(table.table_scene.hands[2]) == 0


# --- plates ----------------------------------------------------------------------------------------
def test_plates_show_names_counts_leader_and_turn(table, show, new_game):
    state = new_game(4, 5)
    table.set_names(["あなた", "Alice", "Bob", "Carol"])
    me = show(state, 1)
    plates = table.table_scene.plates
    assert [p.name for p in plates] == ["あなた", "Alice", "Bob", "Carol"]
    assert [p.count for p in plates] == state.view(me)["hand_counts"]
    assert [p.parent_mark for p in plates] == [s == state.parent for s in range(4)]
    assert [p.turn for p in plates] == [s == state.turn for s in range(4)]
    assert table.table_scene.index_of(1) == 0                     # the local seat sits at the bottom


# --- (f) teaching ------------------------------------------------------------------------------------
def test_teaching_highlights_exactly_the_cards_of_legal_actions(table, show, new_game):
    state = new_game(4, 5)
    opener = state.turn
    plays = single_plays(state, opener)
    state.apply(plays[len(plays) // 2])                           # a middling single: some cards cannot beat it
    me = show(state, teaching=True)
    legal_cards = {c for a in state.legal_actions(me) for c in a.cards}
    lit = {c.code for c in hand(table) if c.is_highlighted()}
    dim = {c.code for c in hand(table) if c.is_dimmed()}
    assert lit == legal_cards
    assert dim == {c.code for c in hand(table)} - legal_cards
    assert lit and dim
    table.set_teaching(False)
    assert not any(c.is_highlighted() or c.is_dimmed() for c in hand(table))


def test_show_hint_highlights_the_hinted_cards_and_zone(table, show, new_game):
    state = new_game(4, 5)
    me = show(state)
    pair = next(a for a in state.legal_actions(me) if len(a.cards) == 2)
    table.show_hint(pair)
    assert Counter(c.code for c in hand(table) if c.is_hinted()) == Counter(pair.cards)
    assert table.table_scene.field_zone.hinted
    table.show_hint(None)
    assert not any(c.is_hinted() for c in hand(table)) and not table.table_scene.field_zone.hinted


def test_open_hands_show_every_card_face_up(table, new_game):
    state = new_game(4, 5)
    table.show_view(state.view(None), [], None, open_hands=True)
    sc = table.table_scene
    assert sc.bottom == 0
    assert all(c.face_up and c.code != "??" for h in sc.hands for c in h)


def test_resizing_scales_the_table_to_fit_keeping_its_aspect(table, qtbot):
    for w, h in ((1280, 800), (900, 800), (1280, 500)):
        table.resize(w, h)
        qtbot.wait(10)
        t = table.transform()
        assert t.m11() == pytest.approx(t.m22())
        shown = table.mapFromScene(table.table_scene.sceneRect()).boundingRect()
        assert shown.width() <= w + 2 and shown.height() <= h + 2
        assert max(shown.width() / w, shown.height() / h) > 0.97


# --- whole games stay consistent ---------------------------------------------------------------------
@pytest.mark.parametrize("seats,speed", [(2, 0), (5, 0), (8, 0), (4, 0.02)])
def test_a_whole_game_through_play_events_matches_every_view(table, new_game, seats, speed, qtbot):
    state = new_game(seats, 11)
    me = seats - 1
    table.set_speed(speed)
    with qtbot.waitSignal(table.animations_done, timeout=10000):
        table.play_events([e.redacted(me) for e in state.start_events], state.view(me), state.legal_actions(me), me)
    moves = 0
    while not state.is_over() and moves < (400 if speed == 0 else 40):
        seat = state.turn
        legal = state.legal_actions(seat)
        action = legal[moves % len(legal)]
        events = [e.redacted(me) for e in state.apply(action)]
        view = state.view(me)
        with qtbot.waitSignal(table.animations_done, timeout=10000):
            table.play_events(events, view, state.legal_actions(me), me)
        sc = table.table_scene
        assert [len(h) for h in sc.hands] == view["hand_counts"]
        assert [c.code for c in sc.hands[me]] == view["hands"][me]
        assert scene_field(table) == view["field"]
        assert len(sc.discard) == len(view["discard"])
        assert len([i for i in sc.items() if isinstance(i, CardItem)]) == \
            sum(view["hand_counts"]) + sum(len(p[1]) for p in view["field"]) + len(view["discard"])
        moves += 1
    assert at_home(table)


# --- (g) layout: pure geometry -------------------------------------------------------------------------
def test_layout_needs_no_qt():
    code = "import sys, gui.games.daifugo.layout as L; L.hand_fan(13, 4, 1); assert 'PySide6' not in sys.modules, sys.modules"
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("open_hands", [False, True])
@pytest.mark.parametrize("seats", range(2, 9))
def test_layout_places_every_seat_without_overlap(seats, open_hands):
    count = -(-54 // seats)                                          # the largest hand at the deal
    plates = [L.plate_rect(seats, i) for i in range(seats)]
    hands = [L.hand_rect(seats, i, count, open_hands) for i in range(seats)]
    pile = L.discard_places(1)[0]
    fixed = [L.FIELD_RECT, L.PLAY_BUTTON, L.PASS_BUTTON,
             (pile.x - 40, pile.y - 50, 80, 100 + 26 + 20)]              # the discard pile and its count
    for i, plate in enumerate(plates):
        assert L.inside_scene(plate) and L.inside_scene(hands[i])
        for j in range(seats):
            if j != i:
                assert not L.rects_overlap(plate, plates[j], gap=8), (i, j)
                assert not L.rects_overlap(plate, hands[j], gap=4), (i, j)
                assert not L.rects_overlap(hands[i], hands[j], gap=4), (i, j)
        for r in fixed:
            assert not L.rects_overlap(plate, r, gap=8) and not L.rects_overlap(hands[i], r, gap=4), (i, r)
        assert not L.rects_overlap(plate, hands[i])                   # beside its own hand, not on it
    assert L.seat_angles(seats) == L.seat_angles(seats)               # pure: same in, same out
    assert len({L.seat_anchor(seats, i) for i in range(seats)}) == seats


def test_hand_fan_keeps_cards_in_order_and_within_the_width():
    for n in (1, 5, 13, 27):
        fan = L.hand_fan(n, 4, 0)
        xs = [p.x for p in fan]
        assert xs == sorted(xs) and len(fan) == n
        assert xs[-1] - xs[0] + L.CARD_W <= L.LOCAL_HAND_MAX_W + 1e-6
        assert fan == L.hand_fan(n, 4, 0)
    assert L.field_places([1, 2, 3])[-1][0].scale == L.FIELD_TOP_SCALE
    with pytest.raises(ValueError):
        L.seat_angles(9)
