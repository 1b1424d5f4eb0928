"""The rummy table widget: gestures become legal Actions of the real indian_rummy engine, the
local hand is grouped and validated live by core.rummy, events animate, review shows all.

Gestures are real QTest mouse and key events on ``view.viewport()`` (toolchain.md §5); an
emitted Action is checked by applying it to the state.
"""
from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt

from core.engine import Action, Rng
from core.registry import GAMES
from core.rummy import best_arrangement, why_not_meld
from gui.families.rummy import layout as L
from gui.table.cards import CardItem
from gui.games.indian_rummy.view import IndianRummyTableView as RummyTableView, meld_rules_of
from gui.families.rummy.grouping import group_by_arrangement, group_by_suit, insert_cards, reconcile
from gui.families.rummy.texts import wild_text

from table_helpers import LEFT, NOMOD, click, drag, hand, item_of, vpoint  # noqa: E402



def centre(rect) -> QPointF:
    x, y, w, h = rect
    return QPointF(x + w / 2, y + h / 2)


DISCARD, DECLARE, STOCK = centre(L.DISCARD_ZONE), centre(L.DECLARE_ZONE), centre(L.STOCK_ZONE)


# --- fixtures and gestures --------------------------------------------------------------------------
@pytest.fixture
def rtable(qtbot):
    """A shown 1280 x 800 RummyTableView at animation speed 0."""
    view = RummyTableView()
    view.resize(1280, 800)
    view.set_speed(0)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def new_state(seats=4, seed=5, options=None):
    return GAMES["indian_rummy"].new_state(seats, options, seed)


@pytest.fixture
def show(rtable, tr):
    """``show(state, seat=None, **kw)``: show the state the way the controller does."""
    def _show(state, seat=None, view=None, **kw):
        seat = state.to_move()[0] if seat is None else seat
        rtable.show_view(view or state.view(seat), state.legal_actions(seat), seat,
                         explain=lambda cards, target: tr(state.explain(seat, cards, target)), **kw)
        return seat
    return _show


def grab(item) -> QPointF:
    """A visible point of a hand card: its left strip (the next card covers its right part)."""
    return item.mapToScene(QPointF(-34, 10))


def at_home(view) -> bool:
    targets = view.table_scene.targets()
    return all(item.pos() == QPointF(t.place.x, t.place.y) for item, t in targets.items())


def act(state, kind):
    seat = state.to_move()[0]
    action = next(a for a in state.legal_actions(seat) if a.kind == kind)
    return action, state.apply(action)


def play_view(table, state, events, me):
    """Animate ``events`` for seat ``me`` and show the state after (speed 0: at once)."""
    table.play_events([e.redacted(me) for e in events], state.view(me), state.legal_actions(me), me)


def greedy(state, seat):
    """A small player that declares when it can and otherwise keeps its count low."""
    legal = state.legal_actions(seat)
    for a in legal:
        if a.kind == "declare":
            return a
    view = state.view(seat)
    if view["phase"] == "draw":
        return next((a for a in legal if a.kind == "draw_stock"), legal[0])
    rules = meld_rules_of(view.data)
    best = None
    for a in legal:
        if a.kind == "discard":
            rest = list(view["hands"][seat])
            rest.remove(a.cards[0])
            count = best_arrangement(rest, rules).count
            if best is None or count < best[0]:
                best = (count, a)
    return best[1]


def until_declare_legal(state):
    """Play greedily until the player to move could declare Rummy by discarding a card."""
    for _ in range(400):
        seat = state.to_move()[0]
        if any(a.kind == "declare" and a.cards for a in state.legal_actions(seat)):
            return seat
        action = greedy(state, seat)
        assert action.kind != "declare"
        state.apply(action)
    raise AssertionError("no declaration came up")


# --- layout: pure geometry -----------------------------------------------------------------------------
def test_rummy_layout_needs_no_qt():
    code = ("import sys, gui.families.rummy.layout as L; L.opponent_places(13, 10, 5); L.local_places([3, 4]);"
            "assert 'PySide6' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("open_hands", [False, True])
@pytest.mark.parametrize("seats", range(2, 11))
def test_layout_places_every_seat_without_overlap(seats, open_hands):
    rects = {}
    for i in range(1, seats):
        rects[f"plate{i}"] = L.plate_rect(seats, i, open_hands)
        rects[f"hand{i}"] = L.opponent_hand_rect(seats, i, L.MAX_HAND, open_hands)     # the widest hand
    fixed = L.fixed_rects()
    cut = fixed.pop("cut")
    rects.update(fixed)
    rects["round"] = L.round_label_rect(seats, open_hands)
    for name, r in rects.items():
        assert L.inside_scene(r), name
    names = sorted(rects)
    for a in names:
        for b in names:
            if a < b:
                assert not L.rects_overlap(rects[a], rects[b], gap=4), (seats, a, b)
    sx, sy, sw, sh = L.STOCK_ZONE
    assert L.contains(L.STOCK_ZONE, cut[0], cut[1]) and cut[0] + cut[2] <= sx + sw and cut[1] + cut[3] <= sy + sh
    for i in range(1, seats):                                    # a plate sits under its own hand
        hx, hy, hw, hh = rects[f"hand{i}"]
        px, py, pw, ph = rects[f"plate{i}"]
        assert py >= hy + hh and (abs((hx + hw / 2) - (px + pw / 2)) < 1 or open_hands and hx <= px + pw / 2 <= hx + hw)
    assert len({L.seat_anchor(seats, i) for i in range(seats)}) == seats


def test_layout_rejects_other_seat_counts():
    with pytest.raises(ValueError):
        L.seat_box(11, 1)
    with pytest.raises(ValueError):
        L.seat_box(1, 0)


def test_local_groups_fit_with_gaps_and_labels_do_not_overlap():
    for sizes in ([13], [3, 3, 4, 4], [3, 4, 3, 3, 1], [1] * 14, [2, 2, 2, 2, 2, 2, 2]):
        rows = L.local_places(sizes)
        xs = [p.x for row in rows for p in row]
        assert xs == sorted(xs)
        assert xs[0] - L.CARD_W / 2 >= L.LOCAL_X0 - 1e-6 and xs[-1] + L.CARD_W / 2 <= L.LOCAL_X1 + 1e-6
        inside = min(b.x - a.x for row in rows for a, b in zip(row, row[1:])) if max(sizes) > 1 else 0
        between = [rows[i + 1][0].x - rows[i][-1].x for i in range(len(rows) - 1)]
        assert all(d > inside + 10 for d in between), sizes          # a visible gap between groups
        labels = L.group_label_rects(sizes)
        for a, b in zip(labels, labels[1:]):
            assert not L.rects_overlap(a, b)
        assert all(L.inside_scene(r) for r in labels)


def test_drop_slot_finds_the_group_or_a_gap():
    sizes = [3, 3, 4]
    rows = L.local_places(sizes)
    assert L.drop_slot(sizes, rows[1][1].x + 5) == (1, 2, False)               # on the 2nd card of group 1
    gap = (rows[0][-1].x + rows[1][0].x) / 2
    assert L.drop_slot(sizes, gap) == (1, 0, True)                             # between groups 0 and 1
    assert L.drop_slot(sizes, L.LOCAL_X0 - 60) == (0, 0, True)
    assert L.drop_slot(sizes, L.LOCAL_X1 + 60) == (3, 0, True)


# --- the grouping model (pure) ------------------------------------------------------------------
def test_reconcile_keeps_groups_drops_leavers_and_appends_arrivals():
    groups = [["4h", "5h", "6h"], ["Ks", "Kd"], ["2c"]]
    assert reconcile(groups, ["4h", "5h", "6h", "Ks", "Kd", "2c", "9s"]) == [["4h", "5h", "6h"], ["Ks", "Kd"], ["2c"], ["9s"]]
    assert reconcile(groups, ["4h", "6h", "Ks", "Kd", "2c"]) == [["4h", "6h"], ["Ks", "Kd"], ["2c"]]
    assert reconcile(groups, ["Qs", "Jd"]) is None                                   # a new hand
    assert reconcile(groups, ["4h", "5h", "6h", "Ks", "Kd", "2c", "7h"], (0, 3, False))[0] == ["4h", "5h", "6h", "7h"]
    assert insert_cards(groups, ["9s"], (1, 0, True)) == [["4h", "5h", "6h"], ["9s"], ["Ks", "Kd"], ["2c"]]
    assert group_by_suit(["Kd", "2s", "X", "5h", "As"]) == [["As", "2s"], ["5h"], ["Kd"], ["X"]]


def test_wild_text():
    assert wild_text(["7"]) == "Wild: 7s and Jokers"
    assert wild_text([]) == "Only Jokers are wild"
    assert wild_text(["A"]) == "Wild: Aces and Jokers"


# --- drag, drop and click --------------------------------------------------------------------------
def test_dragging_a_hand_card_onto_the_discard_pile_discards_it(rtable, show, qtbot):
    state = new_state()
    act(state, "draw_stock")
    seat = show(state)
    action = next(a for a in state.legal_actions(seat) if a.kind == "discard")
    card = item_of(rtable, action.cards[0])
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(card), DISCARD)
    assert blocker.args == [action]
    events = state.apply(action)
    assert events[0].kind == "discarded" and state.view(seat)["discard"][-1] == action.cards[0]


def test_while_dragging_the_legal_drop_zones_light_up(rtable, show, qtbot):
    state = new_state()
    act(state, "draw_stock")
    show(state)
    card = hand(rtable)[0]
    vp, a = rtable.viewport(), vpoint(rtable, grab(card))
    qtbot.mousePress(vp, LEFT, NOMOD, a)
    for i in range(1, 5):
        qtbot.mouseMove(vp, a + QPoint(0, -40 * i))
    sc = rtable.table_scene
    assert sc.discard_zone.lit == 2 and sc.declare_zone.lit == 0 and card.zValue() >= 1000
    assert card not in sc.local_hand()                          # the hand closes up behind it
    qtbot.mouseRelease(vp, LEFT, NOMOD, a + QPoint(0, -10))     # back into the hand: nothing chosen
    assert sc.discard_zone.lit == 0 and card in sc.local_hand()


def test_an_illegal_drop_flies_back_with_the_reason_and_changes_nothing(rtable, show, tr, qtbot):
    state = new_state()
    taken, _ = act(state, "take_discard")
    seat = show(state)
    digest, groups = state.digest(), rtable.groups()
    chosen = []
    rtable.action_chosen.connect(chosen.append)
    with qtbot.waitSignal(rtable.rejected, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(item_of(rtable, taken.cards[0])), DISCARD)
    reason = tr(state.explain(seat, taken.cards, "discard"))
    assert blocker.args == [reason] and "just took" in reason
    assert chosen == [] and state.digest() == digest
    assert rtable.groups() == groups and at_home(rtable)


def test_a_drop_on_the_bare_felt_is_rejected_and_a_drop_in_the_hand_regroups(rtable, show, tr, qtbot):
    state = new_state()
    act(state, "draw_stock")
    seat = show(state)
    card = hand(rtable)[0]
    with qtbot.waitSignal(rtable.rejected, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(card), QPointF(1500, 560))
    assert blocker.args == [tr(state.explain(seat, (card.code,), ""))]
    assert at_home(rtable)


def test_clicking_the_stock_draws_and_key_t_takes_the_discard(rtable, show, qtbot):
    state = new_state()
    seat = show(state)
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, rtable, STOCK)
    assert blocker.args == [Action("draw_stock", seat, (), "hand")]
    show(state)                                                  # the same turn again
    rtable.setFocus()
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(rtable, Qt.Key.Key_T)
    assert blocker.args == [Action("take_discard", seat, (state.view(seat)["discard"][-1],), "hand")]
    show(state)
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(rtable, Qt.Key.Key_D)
    assert blocker.args[0].kind == "draw_stock"


def test_dragging_from_the_stock_into_a_gap_draws_and_the_card_lands_there(rtable, show, qtbot):
    state = new_state()
    me = show(state)
    groups = rtable.groups()
    rows = L.local_places([len(g) for g in groups])
    gap = QPointF((rows[0][-1].x + rows[1][0].x) / 2, L.LOCAL_Y)
    top = rtable.table_scene.stock[-1]
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, rtable, top.pos(), gap)
    assert blocker.args[0].kind == "draw_stock"
    events = state.apply(blocker.args[0])
    play_view(rtable, state, events, me)
    drawn = events[0].cards[0]
    assert rtable.groups() == [groups[0], [drawn]] + groups[1:]


def test_dragging_the_discard_into_the_hand_takes_it(rtable, show, qtbot):
    state = new_state()
    seat = show(state)
    top = rtable.table_scene.top_discard()
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, rtable, top.pos(), QPointF(800, L.LOCAL_Y))
    assert blocker.args == [Action("take_discard", seat, (top.code,), "hand")]


def test_click_select_then_discard_button_and_enter_key(rtable, show, qtbot):
    state = new_state()
    act(state, "draw_stock")
    seat = show(state)
    sc = rtable.table_scene
    card = hand(rtable)[2]
    assert not sc.buttons["discard"].enabled
    click(qtbot, rtable, grab(card))
    assert card.is_selected() and sc.buttons["discard"].enabled
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, rtable, centre(L.button_rect("discard")))
    assert blocker.args == [Action("discard", seat, (card.code,), "discard")]
    show(state)                                                  # a refresh keeps the selection …
    assert card.is_selected()
    rtable.setFocus()
    qtbot.keyClick(rtable, Qt.Key.Key_Escape)                    # … Escape clears it
    qtbot.keyClick(rtable, Qt.Key.Key_Right)
    qtbot.keyClick(rtable, Qt.Key.Key_Space)
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(rtable, Qt.Key.Key_Return)
    assert blocker.args == [Action("discard", seat, (hand(rtable)[0].code,), "discard")]


def test_a_drag_when_it_is_not_your_turn_is_explained(rtable, show, tr, qtbot):
    state = new_state()
    other = (state.to_move()[0] + 1) % 4
    show(state, other)
    card = hand(rtable)[0]
    with qtbot.waitSignal(rtable.rejected, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(card), DISCARD)
    assert blocker.args == [tr(state.explain(other, (card.code,), "discard"))]


# --- pack and declare --------------------------------------------------------------------------------
def test_pack_button_says_the_penalty_and_packs(rtable, show, qtbot):
    state = new_state()
    seat = show(state)
    pack = rtable.table_scene.buttons["pack"]
    assert pack.isVisible() and pack.text.startswith("Pack (10)")
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, rtable, centre(L.button_rect("pack")))
    assert blocker.args == [Action("pack", seat, (), "pack")]
    act(state, "draw_stock")
    show(state)
    assert not pack.isVisible()                                  # packing comes before drawing only


def test_declare_zone_is_enabled_when_a_declaration_is_legal_and_a_drop_declares(rtable, show, tr, qtbot):
    state = new_state(4, 5)
    seat = until_declare_legal(state)
    show(state)
    sc = rtable.table_scene
    assert sc.declare_zone.enabled and sc.buttons["declare"].enabled
    declare = next(a for a in state.legal_actions(seat) if a.kind == "declare")
    wrong = next(c.code for c in hand(rtable) if not any(a.kind == "declare" and a.cards == (c.code,)
                                                        for a in state.legal_actions(seat)))
    with qtbot.waitSignal(rtable.rejected, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(item_of(rtable, wrong)), DECLARE)
    assert blocker.args == [tr(state.explain(seat, (wrong,), "declare"))]
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(item_of(rtable, declare.cards[0])), DECLARE)
    assert blocker.args == [declare]
    events = state.apply(declare)
    assert [e.kind for e in events][:3] == ["discarded", "declared", "round_scored"]


def test_declaring_animates_the_reveal_and_announces_the_round(rtable, show, qtbot):
    state = new_state(4, 5)
    seat = until_declare_legal(state)
    me = (seat + 1) % 4
    show(state, me)
    declare = next(a for a in state.legal_actions(seat) if a.kind == "declare")
    events = state.apply(declare)
    ended = []
    rtable.round_ended.connect(ended.append)
    rtable.set_speed(0.05)
    rtable.set_round_pause(True)
    revealed = []

    def watch():
        if rtable.table_scene.reveal:
            revealed.append(sum(len(g) for g in rtable.table_scene.reveal))
    rtable.table_scene.changed.connect(watch)
    play_view(rtable, state, events, me)
    qtbot.waitUntil(lambda: bool(ended), timeout=5000)
    assert ended[0]["declarer"] == seat and ended[0]["losers"]
    assert revealed and revealed[0] == 13                        # the declared hand was shown in its melds
    qtbot.wait(50)
    assert rtable.is_animating()                                 # held until the dialog closes
    with qtbot.waitSignal(rtable.animations_done, timeout=8000):
        rtable.resume_after_round()
    assert [len(h) for h in rtable.table_scene.hands] == state.view(me)["hand_counts"]


# --- groups and their live validation -------------------------------------------------------------
def custom_view(state, seat, cards, wild=("J",)):
    """The seat's view with ``cards`` as its hand (only shown, never applied)."""
    view = state.view(seat)
    data = dict(view.data)
    hands = list(data["hands"])
    hands[seat] = list(cards)
    data["hands"] = hands
    data["hand_counts"] = [len(h) for h in hands]
    data["wild_ranks"] = list(wild)
    return type(view)(view.game, seat, data)


HAND = ["2s", "8s", "Ks", "4h", "5h", "6h", "Qh", "3c", "7c", "Kc", "9d", "Td", "Kd"]


def test_groups_are_validated_live_with_a_label_under_each(rtable, show, tr, qtbot):
    state = new_state()
    seat = state.to_move()[0]
    view = custom_view(state, seat, HAND)
    rtable.show_view(view, [], seat)
    assert rtable.groups() == [["2s", "8s", "Ks"], ["4h", "5h", "6h", "Qh"], ["3c", "7c", "Kc"], ["9d", "Td", "Kd"]]
    assert rtable.table_scene.group_label_texts() == []            # the table's grouping: no labels
    # drag Q♥ out into the gap after its group (the hand closes up while it is carried):
    # 4♥ 5♥ 6♥ is a straight run
    rows = L.local_places([3, 3, 3, 3])
    gap = QPointF((rows[1][-1].x + rows[2][0].x) / 2, L.LOCAL_Y)
    drag(qtbot, rtable, item_of(rtable, "Qh").pos(), gap)
    assert rtable.groups()[1:3] == [["4h", "5h", "6h"], ["Qh"]]
    assert rtable.table_scene.group_label_texts() == ["Straight run (ストレートラン)"]   # the group the player changed
    # 4♥ 5♥ 7♣: not a meld, and the reason is core.rummy's
    rtable.set_groups([["2s", "8s", "Ks"], ["4h", "5h", "7c"], ["6h", "Qh"], ["3c", "Kc"], ["9d", "Td", "Kd"]])
    texts = rtable.table_scene.group_label_texts()
    rules = meld_rules_of(view.data)
    assert texts[1] == "Not a meld: " + tr(why_not_meld(["4h", "5h", "7c"], rules))
    assert len(texts[1]) > len("Not a meld: ") + 10
    rtable.set_groups([["Ks", "Kc", "Kd"], ["2s", "8s"], ["4h", "5h", "6h", "Qh", "3c", "7c", "9d", "Td"]])
    assert rtable.table_scene.group_label_texts()[0] == "Set (セット)"
    rtable.set_groups([["9d", "Td", "Jh"], HAND])                # other cards than the hand's: ignored
    assert rtable.table_scene.group_label_texts()[0] == "Set (セット)"


def test_a_run_with_a_wild_card_is_a_run(rtable, qtbot):
    state = new_state()
    seat = state.to_move()[0]
    cards = ["4h", "5h", "Js"] + HAND[7:] + ["2s", "8s", "Ks"]
    rtable.show_view(custom_view(state, seat, cards), [], seat)
    rtable.set_groups([["4h", "5h", "Js"], [c for c in cards if c not in ("4h", "5h", "Js")]])
    assert rtable.table_scene.group_label_texts()[0] == "Run (ラン)"


def test_arrange_applies_the_solvers_grouping(rtable, show, qtbot):
    state = new_state(4, 5)
    until_declare_legal(state)
    seat = show(state)
    codes = state.view(seat)["hands"][seat]
    arrangement = best_arrangement(codes, meld_rules_of(state.view(seat).data))
    click(qtbot, rtable, centre(L.tool_rect("arrange")))
    groups = rtable.groups()
    assert groups[:len(arrangement.melds)] == [list(m.cards) for m in arrangement.melds]
    if arrangement.deadwood:
        assert groups[-1] == list(arrangement.deadwood)
    assert groups == group_by_arrangement(codes, meld_rules_of(state.view(seat).data))
    texts = rtable.table_scene.group_label_texts()
    assert any(t.startswith("Straight run") for t in texts)


def test_sort_buttons_and_group_selected(rtable, show, qtbot):
    state = new_state()
    seat = show(state)
    codes = state.view(seat)["hands"][seat]
    click(qtbot, rtable, centre(L.tool_rect("sort_rank")))
    assert all(len({c[0] for c in g}) == 1 for g in rtable.groups() if "X" not in g[0])
    click(qtbot, rtable, centre(L.tool_rect("sort_suit")))
    assert rtable.groups() == group_by_suit(codes)
    a, b = hand(rtable)[0], hand(rtable)[-1]
    click(qtbot, rtable, grab(a))
    click(qtbot, rtable, b.pos())
    click(qtbot, rtable, centre(L.tool_rect("group")))
    assert rtable.groups()[0] == [a.code, b.code]


def test_the_grouping_survives_refreshes_and_turns(rtable, show, qtbot):
    state = new_state()
    me = show(state)
    mine = rtable.groups()
    custom = [mine[1], mine[0]] + mine[2:]
    rtable.set_groups(custom)
    show(state)
    assert rtable.groups() == custom                                       # a refresh keeps it
    _, events = act(state, "draw_stock")
    play_view(rtable, state, events, me)
    drawn = events[0].cards[0]
    assert rtable.groups() == custom + [[drawn]]                           # an arrival goes to the end
    gone = custom[0][0]
    events = state.apply(Action("discard", me, (gone,), "discard"))
    play_view(rtable, state, events, me)
    assert rtable.groups()[0] == custom[0][1:]                            # a leaver vanishes from its group
    while state.to_move()[0] != me:
        seat = state.to_move()[0]
        events = state.apply(greedy(state, seat))
        play_view(rtable, state, events, me)
    assert rtable.groups()[0] == custom[0][1:]


def test_ctrl_arrows_move_the_card_under_the_cursor(rtable, show, qtbot):
    state = new_state()
    show(state)
    codes = sum(rtable.groups(), [])
    groups = [codes[:3], codes[3:]]
    rtable.set_groups(groups)
    rtable.setFocus()
    qtbot.keyClick(rtable, Qt.Key.Key_Right)                               # the cursor on the first card
    qtbot.keyClick(rtable, Qt.Key.Key_Right, Qt.KeyboardModifier.ControlModifier)
    first = groups[0][0]
    assert rtable.groups()[0] == [groups[0][1], first, groups[0][2]]
    qtbot.keyClick(rtable, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(rtable, Qt.Key.Key_Left, Qt.KeyboardModifier.ControlModifier)   # past the edge: alone
    assert rtable.groups()[0] == [first] and rtable.groups()[1] == groups[0][1:]


# --- teaching and hints ------------------------------------------------------------------------------
def test_teaching_lights_the_draw_sources_then_the_legal_discards(rtable, show):
    state = new_state()
    show(state, teaching=True)
    sc = rtable.table_scene
    assert sc.stock[-1].is_highlighted() and sc.top_discard().is_highlighted()
    assert sc.buttons["pack"].lit
    taken, _ = act(state, "take_discard")
    show(state, teaching=True)
    lit = {c.code for c in hand(rtable) if c.is_highlighted()}
    dim = {c.code for c in hand(rtable) if c.is_dimmed()}
    assert dim == {taken.cards[0]} and taken.cards[0] not in lit and len(lit) == 13
    rtable.set_teaching(False)
    assert not any(c.is_highlighted() or c.is_dimmed() for c in hand(rtable))


def test_show_hint_marks_the_card_and_its_target(rtable, show):
    state = new_state()
    seat = show(state)
    sc = rtable.table_scene
    rtable.show_hint(Action("draw_stock", seat, (), "hand"))
    assert sc.stock[-1].is_hinted() and sc.stock_zone.hinted
    act(state, "draw_stock")
    show(state)
    discard = next(a for a in state.legal_actions(seat) if a.kind == "discard")
    rtable.show_hint(discard)
    assert [c.code for c in hand(rtable) if c.is_hinted()] == list(discard.cards) and sc.discard_zone.hinted
    rtable.show_hint(None)
    assert not any(c.is_hinted() for c in hand(rtable)) and not sc.discard_zone.hinted


# --- plates, review --------------------------------------------------------------------------------
def test_plates_show_names_counts_dealer_turn_and_packed(rtable, show):
    state = new_state()
    rtable.set_names(["あなた", "Alice", "Bob", "Carol"])
    first = state.to_move()[0]
    act(state, "pack")                                         # a first-turn pack: 10
    me = (first + 2) % 4
    show(state, me)
    plates = rtable.table_scene.plates
    view = state.view(me)
    assert [p.name for p in plates] == ["あなた", "Alice", "Bob", "Carol"]
    assert [p.count for p in plates] == view["hand_counts"]
    assert [p.dealer for p in plates] == [s == view["dealer"] for s in range(4)]
    assert [p.turn for p in plates] == [s == view["turn"] for s in range(4)]
    assert plates[first].greyed and plates[first].status_text == "Packed (10)"
    assert rtable.table_scene.index_of(me) == 0


def test_review_shows_every_hand_face_up_and_the_cut_joker(rtable, qtbot):
    state = new_state(6, 3)
    for _ in range(7):
        state.apply(greedy(state, state.to_move()[0]))
    view = state.view(None)
    rtable.show_view(view, [], None, open_hands=True)
    sc = rtable.table_scene
    assert sc.bottom == 0
    assert [sorted(c.code for c in h) for h in sc.hands] == [sorted(h) for h in view["hands"]]
    assert all(c.face_up and c.code != "??" for h in sc.hands for c in h)
    assert sc.cut is not None and sc.cut.code == view["cut_joker"] and sc.cut.face_up
    assert sc.cut.rotation() == L.CUT_ROTATION
    assert not any(b.isVisible() for b in sc.buttons.values())
    assert sc.wild_label.text == wild_text(view["wild_ranks"])


# --- whole games -----------------------------------------------------------------------------------
@pytest.mark.parametrize("seats,seed,policy,limit,preset", [(4, 11, "random", None, "default"),
                                                           (4, 1, "greedy", 90, "default"),
                                                           (10, 2, "random", 120, "default"),
                                                           (3, 4, "nopack", 150, "india_pool_101")])
def test_a_whole_game_through_play_events_matches_every_view(rtable, seats, seed, policy, limit, preset, qtbot):
    """4 players to the end (random legal actions, seeded); a greedy round with a declaration;
    a crowded 10-player table for a while; India's pool rules (wrong shows, the cut joker apart,
    the discards reshuffled). Speed 0: every step is checked against the view."""
    state = new_state(seats, seed, GAMES["indian_rummy"].presets[preset])
    me = seats - 1
    ended = []
    rtable.round_ended.connect(ended.append)
    with qtbot.waitSignal(rtable.animations_done, timeout=10000):
        play_view(rtable, state, state.start_events, me)
    rng = Rng(seed)
    moves = 0
    kinds: set[str] = set()
    while not state.is_over() and (limit is None or moves < limit):
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if policy == "nopack":                                   # random, but never packing
            legal = [a for a in legal if a.kind != "pack"] or legal
        action = greedy(state, seat) if policy == "greedy" else legal[rng.randbelow(len(legal))]
        events = state.apply(action)
        kinds.update(e.kind for e in events)
        view = state.view(me)
        with qtbot.waitSignal(rtable.animations_done, timeout=10000):
            play_view(rtable, state, events, me)
        sc = rtable.table_scene
        assert [len(h) for h in sc.hands] == view["hand_counts"]
        assert sorted(c.code for c in sc.hands[me]) == sorted(view["hands"][me])
        assert sorted(sum(rtable.groups(), [])) == sorted(view["hands"][me])
        assert [c.code for c in sc.discard] == view["discard"]
        assert len([i for i in sc.items() if isinstance(i, CardItem)]) == len(sc.all_cards())
        moves += 1
    rounds = state.view(None)["round"]
    assert moves > 10 and len(ended) == (rounds if state.is_over() else rounds - 1)
    if preset != "default":
        assert "declaration_refused" in kinds                    # wrong shows were shown and refused
    if limit is None:
        assert state.is_over()
    if policy == "greedy":
        assert any(r["declarer"] is not None and r["losers"] for r in ended)
    assert at_home(rtable)


def test_animated_moves_end_where_the_view_says(rtable, qtbot):
    state = new_state(4, 7)
    me = 0
    rtable.set_speed(0.02)
    with qtbot.waitSignal(rtable.animations_done, timeout=10000):
        play_view(rtable, state, state.start_events, me)
    for _ in range(12):
        seat = state.to_move()[0]
        events = state.apply(greedy(state, seat))
        with qtbot.waitSignal(rtable.animations_done, timeout=10000):
            play_view(rtable, state, events, me)
    view = state.view(me)
    assert [len(h) for h in rtable.table_scene.hands] == view["hand_counts"] and at_home(rtable)


def test_the_main_window_plays_rummy_on_this_table(window, qtbot):
    from gui.players import default_players
    from gui.games.indian_rummy.view import IndianRummyTableView as Table

    state = new_state(4, 9)
    window.start_game(state, default_players(4, humans=0, level="random"), autosave=False)
    assert isinstance(window.table, Table)
    qtbot.waitUntil(lambda: window.controller.state.is_over(), timeout=30000)


def test_round_pause_holds_at_speed_zero_too(rtable, show, qtbot):
    state = new_state(4, 5)
    seat = until_declare_legal(state)
    show(state, seat)
    events = state.apply(next(a for a in state.legal_actions(seat) if a.kind == "declare"))
    ended = []
    rtable.round_ended.connect(ended.append)
    rtable.set_round_pause(True)
    play_view(rtable, state, events, seat)
    qtbot.waitUntil(lambda: bool(ended), timeout=2000)
    assert rtable.is_animating()
    with qtbot.waitSignal(rtable.animations_done, timeout=2000):
        rtable.resume_after_round()
    assert [len(h) for h in rtable.table_scene.hands] == state.view(seat)["hand_counts"]


def test_click_a_card_then_the_discard_pile_and_keys_r_and_p(rtable, show, qtbot):
    state = new_state(4, 5)
    seat = until_declare_legal(state)
    show(state)
    declare = next(a for a in state.legal_actions(seat) if a.kind == "declare")
    click(qtbot, rtable, grab(item_of(rtable, declare.cards[0])))
    rtable.setFocus()
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(rtable, Qt.Key.Key_R)
    assert blocker.args == [declare]
    show(state)
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, rtable, DISCARD)                               # the selection is still there
    assert blocker.args == [Action("discard", seat, declare.cards, "discard")]
    state = new_state()
    first = show(state)
    rtable.setFocus()
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(rtable, Qt.Key.Key_P)
    assert blocker.args == [Action("pack", first, (), "pack")]


def test_in_the_main_window_t_takes_the_discard_rather_than_toggling_teaching(window, qtbot):
    from gui.players import default_players

    state = new_state(4, 5)
    while state.to_move()[0] != 0:
        state.apply(greedy(state, state.to_move()[0]))
    top = state.view(0)["discard"][-1]
    window.start_game(state, default_players(4, humans=1, level="random"), autosave=False)
    qtbot.waitUntil(lambda: window.table._can_pick(), timeout=5000)
    teaching = window.side.teaching.isChecked()
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: window.controller.state.view(0)["taken"] == top, timeout=5000)
    assert window.side.teaching.isChecked() == teaching


def test_a_new_round_starts_a_new_grouping(rtable, show, qtbot):
    state = new_state(4, 5)
    seat = until_declare_legal(state)
    show(state, seat)
    rtable.set_groups([[c] for c in sum(rtable.groups(), [])])            # thirteen-odd groups of one
    events = state.apply(next(a for a in state.legal_actions(seat) if a.kind == "declare"))
    play_view(rtable, state, events, seat)
    codes = state.view(seat)["hands"][seat]
    assert state.view(seat)["round"] == 2 and rtable.groups() == group_by_suit(codes)


def test_the_declare_button_declares_hand_rummy_when_nothing_is_selected(rtable, qtbot):
    state = new_state()
    seat = state.to_move()[0]
    hand_rummy = Action("declare", seat, (), "declare")
    rtable.show_view(state.view(seat), state.legal_actions(seat) + [hand_rummy], seat)
    button = rtable.table_scene.buttons["declare"]
    assert button.enabled and button.text == "Hand Rummy (ハンド・ラミー)"
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, rtable, centre(L.button_rect("declare")))
    assert blocker.args == [hand_rummy]


def test_each_human_keeps_their_own_grouping_and_the_privacy_view_shows_none(rtable, show):
    state = new_state()
    show(state, 0)
    mine = rtable.groups()
    custom = mine[::-1]
    rtable.set_groups(custom)
    show(state, 1)
    other = rtable.groups()
    assert sorted(sum(other, [])) == sorted(state.view(1)["hands"][1])
    rtable.show_view(state.view(1), [], None)                       # the privacy screen's view: no seat
    assert rtable.table_scene.group_label_texts() == []
    assert not any(b.isVisible() for b in rtable.table_scene.buttons.values())
    show(state, 0)
    assert rtable.groups() == custom


def test_the_review_window_steps_through_a_rummy_game(qtbot):
    from gui.review.window import ReviewWindow

    state = new_state(4, 11)
    rng = Rng(4)
    while not state.is_over():
        legal = state.legal_actions(state.to_move()[0])
        state.apply(legal[rng.randbelow(len(legal))])
    window = ReviewWindow(state, ["A", "B", "C", "D"])
    qtbot.addWidget(window)
    window.table.set_speed(0)
    assert isinstance(window.table, RummyTableView)
    for i in range(0, window.last + 1, 7):
        window.goto_step(window.timeline.step_index(i))          # the position (a hand's end is a step before it)
        sc = window.table.table_scene
        view = window.positions[i].view(None)
        assert [len(h) for h in sc.hands] == view["hand_counts"]
        assert all(c.face_up for h in sc.hands for c in h)
        assert (sc.cut is not None) == bool(view["cut_joker_in_stock"])
    window.goto(0)
    for _ in range(12):
        window.step_forward()
    qtbot.waitUntil(lambda: not window.table.is_animating(), timeout=5000)
    assert [len(h) for h in window.table.table_scene.hands] == window.positions[12].view(None)["hand_counts"]


def test_teaching_shows_the_distance_to_rummy_and_the_count(rtable, show):
    """Teaching mode names how far the local hand is from Rummy and what it would pay now."""
    from core.games.indian_rummy.plan import hand_status
    state = new_state()
    seat = show(state, teaching=True)
    label = rtable.table_scene.teach_label
    distance, count = hand_status(state.view(seat)["hands"][seat], meld_rules_of(state.view(seat).data))
    assert label.isVisible() and f"pay {count} now" in label.text and (str(distance) in label.text or distance == 1)
    rtable.set_teaching(False)
    assert not label.isVisible()
    show(state, seat=None, view=state.view(None), open_hands=True, teaching=True)   # review: no teaching line
    assert not label.isVisible()


def test_the_cards_arrange_leaves_over_are_labelled_as_in_no_meld(rtable, show):
    state = new_state()
    seat = show(state)
    rtable.arrange()
    rules = meld_rules_of(state.view(seat).data)
    from core.rummy import best_arrangement, card_value
    arr = best_arrangement(state.view(seat)["hands"][seat], rules)
    texts = rtable.table_scene.group_label_texts()
    if arr.deadwood and len(arr.deadwood) > 1:
        assert texts[-1] == f"In no meld (役なし): {sum(card_value(c, rules) for c in arr.deadwood)} points"
    assert not any(t.startswith("Not a meld") for t in texts)


def test_the_seating_draw_shows_each_drawn_card_then_clears_the_table(rtable, qtbot):
    """席ぎめ: the drawn cards fly face up to their seats; when the deal starts they are gone."""
    state = new_state(options={"seat_draw": True})
    draw = next(e for e in state.start_events if e.kind == "seat_drawn")
    rtable.set_speed(1.0)
    rtable.play_events([draw], state.view(0), [], 0)
    qtbot.wait(300)
    sc = rtable.table_scene
    flying = [i for i in sc.items() if isinstance(i, CardItem) and i.face_up and i.code in
              {cards[-1] for cards in draw.info["cards"] if cards}]
    assert len(flying) >= 1
    rtable.skip_animations()
    qtbot.waitUntil(lambda: not rtable.is_animating(), timeout=3000)
    rtable.show_view(state.view(0), [], 0)
    assert sum(1 for i in sc.items() if isinstance(i, CardItem)) == len(sc.all_cards())


def test_the_players_sit_around_the_table_as_the_seating_draw_placed_them(rtable, show):
    """席ぎめ (issue 18 item 22): 「ランクの高い順に右隣に座っていきます」: the plates follow the
    engine's table (``ring``), so the turn goes round the table in the order of the cards: the
    next to play sits next to the one who played, in the direction of play (to the right)."""
    state = new_state(seats=5, seed=11, options={"seat_draw": True})
    order = next(e for e in state.start_events if e.kind == "seat_drawn").info["order"]
    assert state.ring != list(range(5))                       # this draw re-seats the players
    me = 0
    show(state, me)
    sc = rtable.table_scene
    assert sc.index_of(me) == 0
    places = [sc.index_of(s) for s in order]                  # highest first ... the dealer last
    assert all(b == (a - 1) % 5 for a, b in zip(places, places[1:]))      # each to the previous one's right
    for s in range(5):
        x, y, _w, _h = L.plate_rect(5, sc.index_of(s))
        assert (sc.plates[s].pos().x(), sc.plates[s].pos().y()) == pytest.approx((x, y))


def test_an_eliminated_human_is_asked_to_rejoin_the_pool_by_buttons(window, qtbot):
    """Pool (India, issue 18 item 23): rejoining is the player's choice: the side panel offers
    "Rejoin the pool" and "Stay out of the pool"; a click rejoins and the next round is dealt."""
    from PySide6.QtWidgets import QPushButton

    from gui.players import Player

    state = new_state(3, 1, options={"pool_limit": 101, "pool_rejoins": 1, "seat_draw": False})
    first = state.turn
    state.match.ledger = [95 if s == first else 50 for s in range(3)]
    state.apply(Action("pack", first, (), "pack"))
    state.apply(Action("pack", state.turn, (), "pack"))
    assert state.to_move() == (first,) and state.phase == "rejoin"
    players = [Player("You", "human") if s == first else Player(f"AI {s}", "ai", "random") for s in range(3)]
    window.start_game(state, players, autosave=False)
    box = window.side.choices_box
    qtbot.waitUntil(lambda: box.isVisible(), timeout=5000)
    labels = {b.text(): b for b in box.findChildren(QPushButton)}
    assert set(labels) == {"Rejoin the pool", "Stay out of the pool"}
    labels["Rejoin the pool"].click()
    qtbot.waitUntil(lambda: window.controller.state.phase != "rejoin", timeout=5000)
    assert window.controller.state.match.rejoins[first] == 1
    assert window.controller.state.status[first] == "playing"


def test_under_the_india_show_a_declaration_sends_the_players_own_groups(rtable, show, qtbot):
    """show = as_grouped (issue 18 item 23): the declaration carries the local grouping of the 13
    cards kept; a hand valid only when regrouped is a wrong show."""
    from core.cards import parse
    from core.games.indian_rummy import declare
    from core.games.indian_rummy.deal import sort_key, wild_ranks

    state = new_state(3, 1, options={"seat_draw": False, "show": "as_grouped", "invalid_declaration": "penalty_80"})
    state.turn, state.phase, state.taken = 0, "discard", None          # seat 0 has drawn: 14 cards
    state.hands[0] = sorted(parse("4h 5h 6h 9s Ts 7d Qc Qd Qh 2c 3c 4c X Kd"), key=sort_key)
    state.cut = "7c"                                                    # 7s are wild
    state.wild = wild_ranks("7c", False)
    state.meld_rules = declare.meld_rules(state.options, state.wild)
    state._changed()
    REGROUP = (("4h", "5h", "6h"), ("9s", "Ts"), ("7d", "Qc", "Qd", "Qh", "X"), ("2c", "3c", "4c"))  # no meld: 9s Ts
    show(state, 0)
    rtable.set_groups([list(g) for g in REGROUP] + [["Kd"]])
    with qtbot.waitSignal(rtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, rtable, grab(item_of(rtable, "Kd")), DECLARE)
    action = blocker.args[0]
    assert action.kind == "declare" and action.cards == ("Kd",) and action.groups == REGROUP
    events = state.apply(action)
    assert "declaration_refused" in [e.kind for e in events]


# --- issue 21 item 7: the group labels label what the player grouped, and agree with teaching --------
def label_kinds(view) -> list[tuple[str, str]]:
    """(text, kind) of the group labels shown, left to right."""
    sc = view.table_scene
    return [(lab.text, lab.kind) for lab in sc.labels[:len(sc.groups)] if lab.isVisible() and lab.text]


def test_the_dealt_hand_carries_no_not_a_meld_label_until_the_player_groups_cards(rtable, show, qtbot):
    from core.rummy import classify
    state = new_state(4, 5)
    me = state.to_move()[0]
    rtable.show_view(state.view(me), [], me)
    play_view(rtable, state, state.start_events, me)            # the deal, as the table plays it
    qtbot.waitUntil(lambda: not rtable.is_animating(), timeout=5000)
    show(state, me)
    assert [len(g) for g in rtable.groups()] and len(rtable.groups()) > 1
    assert not any(t.startswith("Not a meld") for t in rtable.table_scene.group_label_texts())
    assert all(kind != "bad" for _, kind in label_kinds(rtable))
    rules = meld_rules_of(state.view(me).data)
    cards = hand(rtable)
    a, b = next((x, y) for x in cards for y in cards
                if x is not y and x.code[1] != y.code[1] and x.code[0] != y.code[0] and "X" not in x.code + y.code
                and classify([x.code, y.code], rules) is None)
    click(qtbot, rtable, grab(a))                               # the player groups two unrelated cards
    click(qtbot, rtable, grab(b) if b is not cards[-1] else b.pos())
    click(qtbot, rtable, centre(L.tool_rect("group")))
    groups = rtable.groups()
    mine = next(i for i, g in enumerate(groups) if sorted(g) == sorted([a.code, b.code]))
    labels = rtable.table_scene.labels
    assert labels[mine].isVisible() and labels[mine].text.startswith("Not a meld") and labels[mine].kind == "bad"
    assert sum(1 for t in rtable.table_scene.group_label_texts() if t.startswith("Not a meld")) == 1


def test_a_hand_teaching_says_can_be_declared_shows_no_contradicting_label(rtable, show, qtbot):
    state = new_state(4, 5)
    seat = until_declare_legal(state)
    show(state, teaching=True)
    assert rtable.table_scene.teach_label.text.startswith("Rummy (ラミー): the hand can be declared")
    rtable.setFocus()
    for key in (Qt.Key.Key_S, Qt.Key.Key_N):                     # the player sorts by suit, then by rank
        qtbot.keyClick(rtable, key)
        shown = label_kinds(rtable)
        assert shown                                             # the player's groups are labelled …
        assert not any(text.startswith("Not a meld") or kind == "bad" for text, kind in shown), shown
    qtbot.keyClick(rtable, Qt.Key.Key_A)                         # … and Arrange shows the melds
    assert any(kind in ("straight_run", "run", "set") for _, kind in label_kinds(rtable))
    assert not any(kind == "bad" for _, kind in label_kinds(rtable))
