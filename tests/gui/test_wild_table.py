"""The Wild Rummy R table widget: layout for 2-6 seats, gestures matched against the real
engine's legal actions (discard, 差し札 onto a wild's slot, choosers for ambiguous drops, refused
drops), the call prompt, event animation (a 差し札 moves both cards at once) and the round end.

States come from the real engine, advanced by seeded random legal play; gestures are real mouse
events on ``view.viewport()``; an emitted Action is checked against the legal actions.
"""
from __future__ import annotations

import random
import subprocess
import sys

import pytest
from PySide6.QtCore import QAbstractAnimation, QAnimationGroup, QPointF, QPropertyAnimation

from core.games.wild_rummy.game import WildRummy
from gui.games.wild_rummy import layout as L
from gui.games.wild_rummy import view as wild_view
from gui.games.wild_rummy.items import badge_text, meld_title
from gui.games.wild_rummy.view import WildTableView
from gui.games.wild_rummy.actions import action_label, drop_matches, meld_matches

from table_helpers import LEFT, NOMOD, click, drag, item_of, vpoint  # noqa: E402
from gui.table.cards import CardItem


def centre(rect) -> QPointF:
    x, y, w, h = rect
    return QPointF(x + w / 2, y + h / 2)


DISCARD, NEW_MELD = centre(L.DISCARD_ZONE), centre(L.NEW_MELD_ZONE)


# --- states from seeded random play ----------------------------------------------------------------
def new_state(seats=4, seed=1):
    return WildRummy().new_state(seats, None, seed)


def random_step(state, rng, prefer=0.9):
    """One random legal action of the seat to move (melds and operations preferred, so that the
    table fills up); returns (action, events)."""
    seat = state.to_move()[0]
    legal = state.legal_actions(seat)
    ops = [a for a in legal if a.kind not in ("discard", "pass", "end_call", "retrieve")]
    action = rng.choice(ops) if ops and rng.random() < prefer else rng.choice(legal)
    return action, state.apply(action)


def play(seats, seed, steps):
    state, rng = new_state(seats, seed), random.Random(seed)
    for _ in range(steps):
        if state.is_over():
            break
        random_step(state, rng)
    return state


def find(seats, test, seeds=range(1, 30), steps=250):
    """The first state (seeded random play) where ``test(state, seat, legal)`` is true for the
    seat to move; returns (state, seat, test's value)."""
    for seed in seeds:
        state, rng = new_state(seats, seed), random.Random(seed)
        for _ in range(steps):
            if state.is_over():
                break
            seat = state.to_move()[0]
            found = test(state, seat, state.legal_actions(seat))
            if found:
                return state, seat, found
            random_step(state, rng)
    raise AssertionError("no such state came up")


# --- fixtures and gestures --------------------------------------------------------------------------
@pytest.fixture
def wtable(qtbot):
    """A shown 1280 x 800 WildTableView at animation speed 0."""
    view = WildTableView()
    view.resize(1280, 800)
    view.set_speed(0)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def show(wtable, tr):
    """``show(state, seat=None, **kw)``: show the state the way the controller does."""
    def _show(state, seat=None, **kw):
        seat = state.to_move()[0] if seat is None else seat
        wtable.show_view(state.view(seat), state.legal_actions(seat), seat,
                         explain=lambda cards, target: tr(state.explain(seat, cards, target)), **kw)
        return seat
    return _show


def grab(item) -> QPointF:
    """A visible point of a local hand card: its left strip (the next card covers the rest)."""
    return item.mapToScene(QPointF(-36, 10))


def slot_point(view, code) -> QPointF:
    """A point of meld card ``code`` that no other card covers (its top-left index)."""
    sc = view.table_scene
    item = next(c for g in sc.melds for c in g.items if c.code == code)
    p = item.mapToScene(QPointF(-L.CARD_W / 2 + 12, -L.CARD_H / 2 + 18))
    hit = sc.meld_card_at(p)
    assert hit is not None and hit[2] is item, code
    return p




def topmost_card(sc, p: QPointF):
    """The card the player sees at scene point ``p`` (dragged cards aside), or None."""
    return next((it for it in sc.items(p) if isinstance(it, CardItem) and it not in sc.dragging), None)


def _covered_lone_swap(state, seat, legal):
    """A lone 差し札 whose wild has a later card of its meld lying over part of it."""
    a = _lone_swap(state, seat, legal)
    if a is None:
        return None
    meld = next(m for m in state.view(seat)["melds"] if f"meld:{m['id']}" == a.target)
    cards = [s["card"] for s in meld["slots"]]
    return a if a.at in cards[:-1] and not any(s.get("buried") for s in meld["slots"]) else None


def shown_point(sc, item) -> QPointF | None:
    """The middle of the part of ``item`` where it is the card seen, on its middle line."""
    r = item.sceneBoundingRect()
    seen = [QPointF(r.left() + r.width() * i / 40, r.center().y()) for i in range(41)]
    seen = [p for p in seen if topmost_card(sc, p) is item]
    return seen[len(seen) // 2] if seen else None


def press_and_move(qtbot, view, start: QPointF, end: QPointF, steps: int = 8) -> None:
    """Press at ``start`` and move (button held) to ``end`` on the viewport."""
    vp = view.viewport()
    a, b = vpoint(view, start), vpoint(view, end)
    qtbot.mousePress(vp, LEFT, NOMOD, a)
    for i in range(1, steps + 1):
        qtbot.mouseMove(vp, type(a)(a.x() + (b.x() - a.x()) * i // steps, a.y() + (b.y() - a.y()) * i // steps))


def aim(qtbot, view, point, meld_id: int) -> QPointF:
    """Move the held pointer to ``point()`` until meld ``meld_id`` is the one fanned out under it
    (a player aims at what the table shows); the point reached."""
    sc = view.table_scene
    for _ in range(4):
        p = point()
        qtbot.mouseMove(view.viewport(), vpoint(view, p))
        if sc.fan is not None and sc.fan[0] == meld_id and point() == p:
            return p
    raise AssertionError(f"meld {meld_id} did not fan out under the pointer")


def drop_on_card(qtbot, view, start: QPointF, code: str) -> None:
    """Drag from ``start`` onto meld card ``code`` as a player does: towards where it lies, then
    onto the card as the table shows it once its meld has fanned out under the pointer; drop."""
    sc = view.table_scene
    item = next(c for g in sc.melds for c in g.items if c.code == code)
    press_and_move(qtbot, view, start, slot_point(view, code))
    p = aim(qtbot, view, lambda: shown_point(sc, item), sc.slot_of(item)[0].id)
    assert topmost_card(sc, p) is item
    qtbot.mouseRelease(view.viewport(), LEFT, NOMOD, vpoint(view, p))


def drop_beside_meld(qtbot, view, start: QPointF, meld_id: int) -> None:
    """Drag from ``start`` onto meld ``meld_id``, then just right of it (its end) as the table
    shows it once it has fanned out under the pointer; drop."""
    sc = view.table_scene

    def middle():
        x, y, w, h = sc.geoms[meld_id].rect
        return QPointF(x + w / 2, y + h / 2)

    def end():
        x, y, w, h = sc.geoms[meld_id].rect
        return QPointF(x + w + 8, y + h / 2)
    press_and_move(qtbot, view, start, middle())
    aim(qtbot, view, middle, meld_id)
    p = aim(qtbot, view, end, meld_id)
    qtbot.mouseRelease(view.viewport(), LEFT, NOMOD, vpoint(view, p))


def rect_of(item) -> tuple:
    r = item.sceneBoundingRect().adjusted(14 * item.scale(), 14 * item.scale(), -14 * item.scale(), -14 * item.scale())
    return (r.x(), r.y(), r.width(), r.height())


# --- layout: pure geometry ---------------------------------------------------------------------------
def test_wild_layout_needs_no_qt():
    code = ("import sys, gui.games.wild_rummy.layout as L; L.opponent_places(7, 6, 5); L.local_places(17);"
            "L.meld_layout(L.LOCAL_PANEL, [L.MeldShape((0, 70, 0), (False, True, False))]);"
            "assert 'PySide6' not in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


@pytest.mark.parametrize("open_hands", [False, True])
@pytest.mark.parametrize("seats", range(2, 7))
def test_layout_places_every_seat_without_overlap(seats, open_hands):
    rects = dict(L.fixed_rects())
    for i in range(1, seats):
        rects[f"plate{i}"] = L.plate_rect(seats, i)
        rects[f"hand{i}"] = L.opponent_hand_rect(seats, i, 17, open_hands)
        rects[f"panel{i}"] = L.meld_panel(seats, i, 17 if open_hands else None)
    for name, r in rects.items():
        assert L.inside_scene(r), name
    apart = [n for n in rects if n not in ("stock", "discard")]        # the drop zones may touch each other
    for a in apart:
        for b in rects:
            if a < b:
                assert not L.rects_overlap(rects[a], rects[b]), (seats, a, b)
    for i in range(1, seats):                       # a panel hangs under its own plate
        px, py, pw, ph = rects[f"plate{i}"]
        mx, my, mw, mh = rects[f"panel{i}"]
        assert my >= py + ph and mx <= px + pw / 2 <= mx + mw


def test_melds_shrink_to_fit_and_wild_badges_never_overlap():
    wide = L.MeldShape((0.0,) * 13, (False,) * 13, 40)
    short = L.MeldShape((0.0, 74.0, 74.0, 0.0), (False, True, False, False), 60)
    panel = L.meld_panel(6, 3)
    few = L.meld_layout(panel, [short])
    many = L.meld_layout(panel, [wide, short, short])
    crowded = L.meld_layout(panel, [wide, short] * 6)                   # too many: rows run on, never overlap
    assert few[0].slots[0].scale == L.MELD_SCALE
    assert many[0].slots[0].scale < L.MELD_SCALE
    for layout, inside in ((many, True), (crowded, False)):
        rects = [g.rect for g in layout]
        for i, a in enumerate(rects):
            assert a[0] + a[2] <= panel[0] + panel[2] + 0.5
            assert not inside or L.contains(panel, a[0], a[1] + a[3])
            for b in rects[i + 1:]:
                assert not L.rects_overlap(a, b)
    g = few[0]
    assert g.badges[1] is not None and not L.rects_overlap(g.badges[1], g.badges[2])
    assert g.buried[1] is not None and g.slots[1].y > g.buried[1].y         # the top card lowered over the wild


def test_a_fanned_meld_keeps_the_card_under_the_pointer_and_its_neighbours_make_room():
    shapes = [L.MeldShape((0,) * 4, (False,) * 4), L.MeldShape((0,) * 6, (False,) * 6), L.MeldShape((0,) * 3, (False,) * 3)]
    rest = L.meld_layout(L.LOCAL_PANEL, shapes)
    mid = rest[1]
    slot = 3
    x_at = mid.slots[slot].x - L.CARD_W * mid.slots[slot].scale / 2 + 5        # on slot 3's visible strip
    wide = L.fan_geom(shapes[1], mid, 60.0, x_at, slot)
    lefts = [p.x - L.CARD_W * p.scale / 2 for p in wide.slots]
    assert all(b - a >= 60.0 - 1e-6 for a, b in zip(lefts, lefts[1:]))            # every card 60 units wide at least
    assert lefts[slot] <= x_at < lefts[slot + 1]                                   # still over the same card
    assert wide.rect[1] == mid.rect[1] and wide.rect[2] > mid.rect[2]
    left, right = L.push_aside([rest[0], rest[2]], mid, wide)
    assert left.rect[0] + left.rect[2] <= wide.rect[0] and right.rect[0] >= wide.rect[0] + wide.rect[2]


def test_texts_of_melds_and_badges():
    assert meld_title("sojun", 2) == "相順 相克昇順" and meld_title("void_set") == "空無組"
    assert badge_text({"card": "yy7", "ident": "wo7", "role": "SW", "buried": ""}) == "SW→木7"
    assert badge_text({"card": "ea0", "ident": "ea4", "role": "RW", "buried": ""}) == "RW→土4"
    assert badge_text({"card": "yy0", "ident": "fi9", "role": "GW", "buried": ""}) == "GW→火9"
    assert badge_text({"card": "me0", "ident": "me0", "role": "ZAT", "buried": ""}) == "ZAT"
    assert badge_text({"card": "wo5", "ident": "wo5", "role": "natural", "buried": "yy0"}) == ""


# --- showing views -----------------------------------------------------------------------------------
@pytest.mark.parametrize("seats,seed,steps", [(2, 3, 60), (4, 1, 40), (6, 5, 90)])
def test_show_view_lays_out_hands_and_melds_apart(wtable, show, seats, seed, steps):
    state = play(seats, seed, steps)
    seat = show(state)
    sc = wtable.table_scene
    data = state.view(seat).data
    assert [g.id for g in sc.melds] == [m["id"] for m in data["melds"]]
    for g, m in zip(sc.melds, data["melds"]):
        assert [c.code for c in g.items] == [s["card"] for s in m["slots"]]
        assert [u.code if u else "" for u in g.under] == [s["buried"] for s in m["slots"]]
    assert [c.code for c in sc.local_hand()] == data["hands"][seat]
    assert [len(h) for h in sc.hands] == data["hand_counts"]
    melds = {g.id: sc.geoms[g.id].rect for g in sc.melds}
    hands = [rect_of(c) for h in sc.hands for c in h]
    for i, (a_id, a) in enumerate(melds.items()):
        owner = sc.group(a_id).owner
        assert L.rects_overlap(a, L.meld_panel(seats, sc.index_of(owner)))
        for s in range(seats):
            if s != owner:
                assert not L.rects_overlap(a, L.meld_panel(seats, sc.index_of(s))), (a_id, s)
        for b in list(melds.values())[i + 1:]:
            assert not L.rects_overlap(a, b)
        for h in hands:
            assert not L.rects_overlap(a, h)
    for s in range(seats):
        for c in sc.hands[s]:
            assert c.face_up == (s == seat)


def test_review_shows_every_hand_open(wtable):
    state = play(4, 2, 30)
    wtable.show_view(state.view(None), [], None, open_hands=True)
    sc = wtable.table_scene
    assert all(c.face_up and c.code != "??" for h in sc.hands for c in h)
    assert not sc.buttons["discard"].isVisible()


# --- gestures -------------------------------------------------------------------------------------------
def test_dragging_a_hand_card_onto_the_discard_pile_discards_it(wtable, show, qtbot):
    state, seat, action = find(4, lambda st, s, legal: next((a for a in legal if a.kind == "discard"), None))
    show(state, seat)
    item = item_of(wtable, action.cards[0])
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, wtable, grab(item), DISCARD)
    assert blocker.args[0] == action


def test_clicking_the_stock_draws(wtable, show, qtbot):
    state = new_state(3, 4)
    seat = show(state)
    assert state.view(seat)["step"] == "draw"
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, wtable, QPointF(*L.STOCK_POS))
    assert blocker.args[0].kind == "draw"


def _lone_swap(state, seat, legal):
    """A 差し札 that is the only action of its card on its slot."""
    for a in legal:
        if a.kind == "swap_wild" and len(drop_matches(legal, a.cards, int(a.target[5:]), a.at)) == 1:
            return a
    return None


def test_dropping_a_card_on_a_wild_slot_swaps_it(wtable, show, qtbot):
    state, seat, action = find(4, _lone_swap)
    show(state, seat)
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        drop_on_card(qtbot, wtable, grab(item_of(wtable, action.cards[0])), action.at)
    assert blocker.args[0] == action and blocker.args[0].kind == "swap_wild"


def _ambiguous_slot(state, seat, legal):
    for a in legal:
        if a.kind in ("swap_wild", "bury") and len(drop_matches(legal, a.cards, int(a.target[5:]), a.at)) > 1:
            return a
    return None


def test_an_ambiguous_drop_asks_which_action(wtable, show, qtbot, monkeypatch):
    state, seat, action = find(4, _ambiguous_slot)
    show(state, seat)
    asked = []

    def pick_first(widget, options, pos=None):
        asked.append(options)
        return options[0][1]
    monkeypatch.setattr(wild_view, "ask_choice", pick_first)
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        drop_on_card(qtbot, wtable, grab(item_of(wtable, action.cards[0])), action.at)
    options = asked[0]
    legal = state.legal_actions(seat)
    assert len(options) > 1 and all(a in legal for _, a in options)
    assert {a.kind for _, a in options} <= {"swap_wild", "bury"} and len({t for t, _ in options}) == len(options)
    assert blocker.args[0] == options[0][1]


def test_selected_cards_meld_on_the_new_meld_zone(wtable, show, qtbot, monkeypatch):
    state, seat, action = find(4, lambda st, s, legal: next((a for a in legal if a.kind == "meld"), None))
    show(state, seat)
    monkeypatch.setattr(wild_view, "ask_choice", lambda widget, options, pos=None: options[0][1])
    for code in action.cards:
        click(qtbot, wtable, grab(item_of(wtable, code)))
    assert wtable.table_scene.buttons["meld"].enabled
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, wtable, grab(item_of(wtable, action.cards[0])), NEW_MELD)
    chosen = blocker.args[0]
    assert chosen.kind == "meld" and chosen in meld_matches(state.legal_actions(seat), action.cards)


def test_a_drop_that_matches_nothing_flies_back_with_a_reason(wtable, show, qtbot):
    def refused_meld(st, s, legal):
        if st.view(s)["step"] != "play" or not st.view(s)["melds"]:
            return None
        for m in st.view(s)["melds"]:
            for card in st.view(s)["hands"][s]:
                if not drop_matches(legal, (card,), m["id"], m["slots"][0]["card"]):
                    return (card, m["slots"][0]["card"])
        return None
    state, seat, (card, at) = find(4, refused_meld)
    show(state, seat)
    item = item_of(wtable, card)
    home = QPointF(item.pos())
    with qtbot.waitSignal(wtable.rejected, timeout=2000) as blocker:
        drop_on_card(qtbot, wtable, grab(item), at)
    assert blocker.args[0].strip()
    qtbot.waitUntil(lambda: item.pos() == home, timeout=2000)
    with qtbot.waitSignal(wtable.rejected, timeout=2000) as blocker:          # the empty felt
        drag(qtbot, wtable, grab(item), QPointF(700, 300))
    assert blocker.args[0].strip()


def test_dragging_a_card_lights_the_legal_targets(wtable, show, qtbot):
    state, seat, action = find(4, _lone_swap)
    show(state, seat)
    sc = wtable.table_scene
    item = item_of(wtable, action.cards[0])
    start = grab(item)
    vp = wtable.viewport()
    qtbot.mousePress(vp, LEFT, NOMOD, vpoint(wtable, start))
    qtbot.mouseMove(vp, vpoint(wtable, start + QPointF(0, -60)))
    qtbot.mouseMove(vp, vpoint(wtable, start + QPointF(0, -120)))
    target = sc.group(int(action.target[5:]))
    slot = next(c for c in target.items if c.code == action.at)
    assert target.frame.lit == 2 and slot.is_highlighted()
    legal = state.legal_actions(seat)
    assert (sc.discard_zone.lit == 2) == any(a.kind == "discard" and a.cards == action.cards for a in legal)
    qtbot.mouseRelease(vp, LEFT, NOMOD, vpoint(wtable, QPointF(*L.STOCK_POS)))


def test_teaching_mode_lights_playable_cards_before_pick_up(wtable, show):
    state, seat, _ = find(4, lambda st, s, legal: any(a.kind == "discard" for a in legal))
    show(state, seat, teaching=True)
    playable = {c for a in state.legal_actions(seat) if a.kind != "draw" for c in a.cards}
    for item in wtable.table_scene.local_hand():
        assert item.is_highlighted() == (item.code in playable)
    assert wtable.table_scene.discard_zone.lit == 1


def test_the_call_prompt_offers_call_and_pass(wtable, show, qtbot):
    def asked(st, s, legal):
        return st.view(s)["step"] == "call_window" and any(a.kind == "call" for a in legal)
    state, seat, _ = find(4, asked)
    show(state, seat)
    b = wtable.table_scene.buttons
    assert b["call"].isVisible() and b["pass"].isVisible() and not b["end_call"].isVisible()
    assert wtable.table_scene.info_label.text
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        click(qtbot, wtable, centre(L.button_rect("pass")))
    assert blocker.args[0].kind == "pass"
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        show(state, seat)
        click(qtbot, wtable, centre(L.button_rect("call")))
    assert blocker.args[0].kind == "call"


def test_the_call_prompt_passes_by_itself_when_its_time_is_up(wtable, show, qtbot):
    """The call-timer setting: a human seat that does not answer in time passes."""
    def asked(st, s, legal):
        return st.view(s)["step"] == "call_window" and any(a.kind == "call" for a in legal)
    state, seat, _ = find(4, asked)
    wtable.set_call_timer(1)
    show(state, seat)
    assert wtable.call_seconds_left() == 1
    assert "(1)" in wtable.table_scene.buttons["pass"].text
    with qtbot.waitSignal(wtable.action_chosen, timeout=3000) as blocker:
        pass
    assert blocker.args[0].kind == "pass" and wtable.call_seconds_left() == 0
    wtable.set_call_timer(0)
    show(state, seat)
    assert wtable.call_seconds_left() == 0 and "(" not in wtable.table_scene.buttons["pass"].text


def test_dragging_an_own_meld_into_the_hand_retrieves_it(wtable, show, qtbot):
    state, seat, action = find(4, lambda st, s, legal: next((a for a in legal if a.kind == "retrieve"), None))
    show(state, seat)
    g = wtable.table_scene.group(int(action.at[5:]))
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        drag(qtbot, wtable, slot_point(wtable, g.items[0].code), QPointF(800, 930))
    assert blocker.args[0] == action


def test_chooser_labels_say_what_the_wilds_stand_for():
    from core.games.wild_rummy.game import WildRummyAction as A
    assert "差し札" in action_label(A("swap_wild", 0, ("wo7",), "meld:3", at="yy7"))
    assert "埋め潰し" in action_label(A("bury", 0, ("wo7",), "meld:3", at="yy7"))
    text = action_label(A("meld", 0, ("wo5", "yy0", "wo7"), "new", idents=("wo5", "wo6", "wo7"), form="run"))
    assert text.startswith("順") and "太極→木6" in text
    assert "太極→木8" in action_label(A("lay_off", 0, ("yy0",), "meld:1", idents=("wo8",)))


# --- animation ------------------------------------------------------------------------------------------
def _animations(group) -> list[QPropertyAnimation]:
    out = []
    for i in range(group.animationCount()):
        a = group.animationAt(i)
        if isinstance(a, QAnimationGroup):
            out += _animations(a)
        elif isinstance(a, QPropertyAnimation):
            out.append(a)
    return out


def test_a_swap_moves_both_cards_at_once_and_ends_as_the_view(wtable, show, qtbot, monkeypatch):
    state, seat, action = find(4, lambda st, s, legal: next((a for a in legal if a.kind == "swap_wild"), None))
    show(state, seat)
    sc = wtable.table_scene
    played, taken = item_of(wtable, action.cards[0]), next(c for g in sc.melds for c in g.items if c.code == action.at)
    events = state.apply(action)
    assert any(e.kind == "swapped" for e in events)
    wtable.set_speed(1.0)
    wtable.play_events([e.redacted(seat) for e in events], state.view(seat), state.legal_actions(seat), seat)
    qtbot.waitUntil(lambda: wtable._animator._current is not None, timeout=2000)
    group = wtable._animator._current[0].group
    moving = {a.targetObject() for a in _animations(group) if a.propertyName() == b"pos"}
    assert played in moving and taken in moving                  # one step: in parallel
    assert group.state() == QAbstractAnimation.State.Running
    with qtbot.waitSignal(wtable.animations_done, timeout=5000):
        pass
    after = state.view(seat).data
    assert [c.code for c in sc.local_hand()] == after["hands"][seat]
    meld = next(m for m in after["melds"] if f"meld:{m['id']}" == action.target)
    g = sc.group(meld["id"])
    assert [c.code for c in g.items] == [s["card"] for s in meld["slots"]]
    assert played in g.items and taken in sc.local_hand()
    target = sc.targets()
    assert played.pos() == QPointF(target[played].place.x, target[played].place.y)


def test_round_ended_fires_on_round_scored(wtable, show, qtbot):
    for seed in range(1, 20):
        state, rng = new_state(3, seed), random.Random(seed)
        for _ in range(400):
            before = state.clone()
            seat = state.to_move()[0]
            action, events = random_step(state, rng)
            if any(e.kind == "round_scored" for e in events):
                break
        else:
            continue
        break
    show(before, seat)
    info = next(e.info for e in events if e.kind == "round_scored")
    with qtbot.waitSignal(wtable.round_ended, timeout=2000) as blocker:
        wtable.play_events([e.redacted(seat) for e in events], state.view(seat), state.legal_actions(seat), seat)
    assert blocker.args[0]["round"] == info["round"] and blocker.args[0]["payments"] == info["payments"]


def test_a_whole_round_animates_at_full_speed_without_errors(wtable, qtbot):
    state, rng = new_state(4, 7), random.Random(7)
    me = 0
    wtable.show_view(state.view(me), state.legal_actions(me), me)
    wtable.set_speed(0.05)
    for _ in range(60):
        if state.is_over():
            break
        _, events = random_step(state, rng)
        wtable.play_events([e.redacted(me) for e in events], state.view(me), state.legal_actions(me), me)
    qtbot.waitUntil(lambda: not wtable.is_animating(), timeout=20000)
    data = state.view(me).data
    sc = wtable.table_scene
    assert [c.code for c in sc.local_hand()] == data["hands"][me]
    assert [[c.code for c in g.items] for g in sc.melds] == [[s["card"] for s in m["slots"]] for m in data["melds"]]


# --- the real main window ---------------------------------------------------------------------------
def test_every_kind_of_action_is_a_gesture_on_the_main_window(window, qtbot, monkeypatch):
    """Random legal choices of the human seat, each made with the mouse on the table (a chooser
    answers with the intended action), against three random AIs: each gesture applies exactly
    the intended action."""
    from core.registry import GAMES
    from gui.players import default_players

    state = GAMES["wild_rummy"].new_state(4, None, 3)
    window.start_game(state, default_players(4, level="random"))
    c, table = window.controller, window.table
    assert isinstance(table, WildTableView)
    wanted = {}
    monkeypatch.setattr(wild_view, "ask_choice", lambda widget, options, pos=None: wanted["a"])
    sc = table.table_scene

    def act(a):
        wanted["a"] = a
        if a.kind == "draw":
            click(qtbot, table, QPointF(*L.STOCK_POS))
        elif a.kind in ("call", "pass", "end_call"):
            click(qtbot, table, centre(L.button_rect(a.kind)))
        elif a.kind == "discard":
            drag(qtbot, table, grab(item_of(table, a.cards[0])), DISCARD)
        elif a.kind == "meld":
            for code in a.cards:
                click(qtbot, table, grab(item_of(table, code)))
            drag(qtbot, table, grab(item_of(table, a.cards[0])), NEW_MELD)
        elif a.kind in ("swap_wild", "bury", "take_natural", "excavate"):
            drop_on_card(qtbot, table, grab(item_of(table, a.cards[0])), a.at)
        elif a.kind in ("lay_off", "slide"):
            drop_beside_meld(qtbot, table, grab(item_of(table, a.cards[0])), int(a.target[5:]))
        else:
            assert a.kind == "retrieve"
            drag(qtbot, table, slot_point(table, sc.group(int(a.at[5:])).items[0].code), QPointF(800, 930))

    rng, kinds = random.Random(1), set()
    for _ in range(70):
        qtbot.waitUntil(lambda: c.state.is_over() or (not c._busy and bool(c._legal_for_viewpoint())), timeout=15000)
        if c.state.is_over():
            break
        legal = c._legal_for_viewpoint()
        ops = [a for a in legal if a.kind not in ("discard", "pass", "end_call", "retrieve")]
        action = rng.choice(ops) if ops and rng.random() < 0.85 else rng.choice(legal)
        before = len(c.state.actions)
        act(action)
        qtbot.waitUntil(lambda: len(c.state.actions) > before, timeout=5000)
        assert c.state.actions[before] == action
        kinds.add(action.kind)
    assert {"draw", "discard", "meld"} <= kinds and kinds & {"swap_wild", "bury", "take_natural", "lay_off"}


def test_keyboard_selects_and_melds_and_the_hint_marks_its_cards(wtable, show, qtbot, monkeypatch):
    from PySide6.QtCore import Qt
    state, seat, action = find(4, lambda st, s, legal: next((a for a in legal if a.kind == "meld"), None))
    show(state, seat)
    monkeypatch.setattr(wild_view, "ask_choice", lambda widget, options, pos=None: options[0][1])
    wtable.show_hint(action)
    hand = wtable.table_scene.local_hand()
    assert {c.code for c in hand if c.is_hinted()} == set(action.cards)
    assert wtable.table_scene.new_meld_zone.hinted
    wtable.setFocus()
    codes = [c.code for c in hand]
    for i, code in enumerate(codes):
        qtbot.keyClick(wtable, Qt.Key.Key_Right)
        if code in action.cards:
            qtbot.keyClick(wtable, Qt.Key.Key_Space)
    assert set(wtable._selected_codes()) == set(action.cards)
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(wtable, Qt.Key.Key_M)
    assert blocker.args[0] in meld_matches(state.legal_actions(seat), action.cards)


def test_a_drop_on_the_lit_wild_swaps_it(wtable, show, qtbot):
    """The wild lit while dragging is the one the drop acts on, even where, at rest, the next card
    of its meld covers it."""
    state, seat, action = find(4, _covered_lone_swap)
    show(state, seat)
    sc = wtable.table_scene
    wild = next(c for g in sc.melds for c in g.items if c.code == action.at)
    r = wild.sceneBoundingRect()
    covered = QPointF(r.right() - 8, r.center().y())
    assert topmost_card(sc, covered) is not wild            # at rest the next card lies there
    press_and_move(qtbot, wtable, grab(item_of(wtable, action.cards[0])), covered)
    assert wild.is_highlighted()
    p = shown_point(sc, wild)
    assert p is not None
    qtbot.mouseMove(wtable.viewport(), vpoint(wtable, p))
    p = shown_point(sc, wild)                              # where the player sees the lit wild now
    qtbot.mouseMove(wtable.viewport(), vpoint(wtable, p))
    assert topmost_card(sc, p) is wild and wild.is_highlighted()
    with qtbot.waitSignal(wtable.action_chosen, timeout=2000) as blocker:
        qtbot.mouseRelease(wtable.viewport(), LEFT, NOMOD, vpoint(wtable, p))
    assert blocker.args[0] == action and blocker.args[0].kind == "swap_wild"


def visible_px(view, item) -> float:
    """The width, in view pixels, of the part of ``item`` no other card covers (dragged cards aside)."""
    sc = view.table_scene
    path = item.mapToScene(item.shape())
    for other in sc.items(item.sceneBoundingRect()):
        if isinstance(other, CardItem) and other is not item and other not in sc.dragging and other.isVisible() \
                and other.zValue() > item.zValue():
            path = path.subtracted(other.mapToScene(other.shape()))
    return path.boundingRect().width() * view.transform().m11()


def test_a_meld_fans_out_under_a_dragged_card_and_closes_after_the_drop(wtable, show, qtbot):
    state, seat, action = find(4, _covered_lone_swap)
    show(state, seat)
    sc = wtable.table_scene
    g = sc.group(int(action.target[5:]))
    home = {it: QPointF(it.pos()) for it in g.items}
    assert min(visible_px(wtable, it) for it in g.items[:-1]) < 40        # at rest: a narrow strip each
    wild = next(c for c in g.items if c.code == action.at)
    r = wild.sceneBoundingRect()
    press_and_move(qtbot, wtable, grab(item_of(wtable, action.cards[0])), QPointF(r.left() + 6, r.center().y()))
    widths = [visible_px(wtable, it) for it in g.items]
    assert min(widths) >= 40, widths
    for it in g.items:                                      # each slot is a target where it is seen
        p = shown_point(sc, it)
        assert p is not None and sc.meld_card_at(p)[2] is it
    qtbot.mouseRelease(wtable.viewport(), LEFT, NOMOD, vpoint(wtable, QPointF(700, 300)))    # refused: back
    qtbot.waitUntil(lambda: all(it.pos() == home[it] for it in g.items), timeout=2000)
    assert min(visible_px(wtable, it) for it in g.items[:-1]) < 40


def hover_tip(qtbot, view, scene_point: QPointF) -> str:
    """The tooltip the table shows when the pointer rests at ``scene_point``."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip
    vp = view.viewport()
    at = vpoint(view, scene_point)
    QToolTip.hideText()
    QApplication.sendEvent(vp, QHelpEvent(QEvent.Type.ToolTip, at, vp.mapToGlobal(at)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_meld_labels_badges_and_special_cards_explain_themselves(wtable, show, qtbot):
    """Hovering a meld's label says what the meld is; a wild's badge says SW / RW / GW / ZAT, what
    it stands for and how to take it; 太極, 空無 and 陰陽 cards say what they can do."""
    from gui.games.wild_rummy.items import identity_text

    def wild_badge(st, s, legal):
        return any(sl.get("role") in ("SW", "RW", "GW") and not sl.get("buried")
                   for m in st.view(s)["melds"] for sl in m["slots"])
    state, seat, _ = find(4, wild_badge)
    show(state, seat)
    sc = wtable.table_scene
    words = {"set": "Set", "void_set": "Void set", "run": "Run", "yy_run": "Yin-yang run", "sojun": "Cycle run"}
    for g in sc.melds:
        assert g.label.toolTip().startswith(words[g.kind]), g.label.toolTip()
    badges = [(slot, badge) for g in sc.melds for slot, badge in zip(g.slots, g.badges)
              if badge.isVisible() and slot.get("role") in ("SW", "RW", "GW", "ZAT")]
    assert badges
    for slot, badge in badges:
        tip = badge.toolTip()
        assert tip.startswith(slot["role"] + ":"), tip
        if slot["role"] != "ZAT":
            assert identity_text(slot["ident"]) in tip and "差し札" in tip
    slot, badge = badges[0]
    assert hover_tip(qtbot, wtable, badge.sceneBoundingRect().center()) == badge.toolTip()
    label = sc.melds[0].label
    assert hover_tip(qtbot, wtable, label.mapToScene(QPointF(8, label.rect().height() / 2))) == label.toolTip()
    specials = [c for c in sc.all_cards() if c.face_up and (c.code.startswith("yy") or c.code[2:] == "0")]
    assert specials
    for item in specials:
        word = "太極" if item.code == "yy0" else "空無" if item.code[2:] == "0" else "陰陽"
        assert word in item.toolTip() and ("GW" in item.toolTip() or "RW" in item.toolTip() or "SW" in item.toolTip())
    for item in sc.all_cards():
        if not item.face_up or not (item.code.startswith("yy") or item.code[2:] == "0"):
            assert item.toolTip() == "", item.code                # element cards and hidden cards: nothing
