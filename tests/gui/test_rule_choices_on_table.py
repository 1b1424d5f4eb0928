"""Rule choices of daifugō (7渡し gives, 10捨て discards, 4止め answers) are made on the table:
the cards a rule lets you pick are lit, a click (or a drag onto the recipient or the discard pile,
or the keyboard) picks one, and the side panel offers no button per card (at most Done)."""
from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QPushButton

from gui.players import Player

from table_helpers import click, drag, hand, item_of  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from daifugo_helpers import pass_, play, position, rules_of  # noqa: E402


def grab_point(item) -> QPointF:
    """A visible point of a fanned card: its left strip (the next card covers the rest)."""
    return item.mapToScene(QPointF(-38, 0))


def seven_pass_pick():
    """Seat 0 has played 7♠ 7♦ under 7渡し: it may give up to two cards to seat 1."""
    s = position(["7s 7d 3c 9h Kd", "5h 6h 8c", "9d 9c Jc"], turn=0, rules=rules_of("seven_pass"))
    play(s, "7s 7d")
    assert s.pending["verb"] == "give" and s.to_move() == (0,)
    return s


def ten_discard_pick():
    """Seat 0 has played 10♠ under 10捨て: it may discard one card."""
    s = position(["Ts 3c 9h Kd", "5h 6h 8c", "9d 9c Jc"], turn=0, rules=rules_of("ten_discard"))
    play(s, "Ts")
    assert s.pending["verb"] == "discard" and s.to_move() == (0,)
    return s


def panel_buttons(window) -> list[str]:
    box = window.side.choices_box
    if not box.isVisibleTo(window.side):
        return []
    return [b.text() for b in box.findChildren(QPushButton) if b.objectName().startswith("choice_")]


def start(window, qtbot, state):
    others = [Player(n, "ai", "easy") for n in ("Bo", "Cy", "Di")][:len(state.hands) - 1]
    window.start_game(state, [Player("Ann")] + others, autosave=False)
    c = window.controller
    qtbot.waitUntil(lambda: not c._busy and bool(c._legal_for_viewpoint()), timeout=5000)
    return c


def test_a_seven_pass_gift_is_chosen_by_clicking_the_card_on_the_table(qtbot, window):
    c = start(window, qtbot, seven_pass_pick())
    assert panel_buttons(window) == ["Done"], "no button per card beside the table"
    assert window.side.turn.text() == "Click a card to give to Bo (2 left), or Done."
    table = window.table
    lit = {item.code for item in hand(table) if item.is_highlighted()}
    assert lit == {"3c", "9h", "Kd"}, "the cards you may give are lit (teaching off)"
    click(qtbot, table, grab_point(item_of(table, "9h")))
    qtbot.waitUntil(lambda: "9h" in c.state.hands[1], timeout=3000)
    assert "9h" not in c.state.hands[0]


def test_a_gift_dragged_onto_the_recipients_plate_is_given(table, show, qtbot):
    state = seven_pass_pick()
    show(state, 0)
    plate = table.table_scene.plates[1].sceneBoundingRect().center()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(item_of(table, "Kd")), plate)
    assert blocker.args[0].kind == "give" and blocker.args[0].cards == ("Kd",)
    assert blocker.args[0].target == "hand:1"


def test_a_ten_discard_is_clicked_or_dropped_on_the_discard_pile(table, show, qtbot):
    state = ten_discard_pick()
    show(state, 0)
    assert all(item.is_highlighted() for item in hand(table))
    pile = table.table_scene.discard_zone.sceneBoundingRect().center()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        drag(qtbot, table, grab_point(item_of(table, "3c")), pile)
    assert blocker.args[0].kind == "discard" and blocker.args[0].cards == ("3c",)
    show(state, 0)
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, grab_point(item_of(table, "9h")))
    assert blocker.args[0].kind == "discard" and blocker.args[0].cards == ("9h",)


def test_the_keyboard_cursor_and_enter_give_a_card(table, show, qtbot):
    state = seven_pass_pick()
    show(state, 0)
    table.setFocus()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert blocker.args[0].kind == "give" and blocker.args[0].cards == (hand(table)[0].code,)


def test_a_ten_discard_in_the_window_offers_only_done_beside_the_table(qtbot, window):
    c = start(window, qtbot, ten_discard_pick())
    assert panel_buttons(window) == ["Done"]
    assert window.side.turn.text() == "Click a card to discard (1 left), or Done."
    click(qtbot, window.table, grab_point(item_of(window.table, "Kd")))
    qtbot.waitUntil(lambda: "Kd" not in c.state.hands[0], timeout=3000)
    assert "Kd" in c.state.discard


def test_a_four_stop_answer_is_played_on_the_table_and_the_panel_only_lets_it_pass(qtbot, window):
    """4止め: Cy's 8♣ would clear the field; Ann answers it with 4♠ 4♥, selected and played on the
    table like any play; the side panel offers only "Let it pass"."""
    s = position(["4s 4h 9c", "4c Tc", "8c 3s", "5h 6h"], turn=2, field=[(1, "5s")], parent=1,
                 rules=rules_of("eight_cut", "four_stop"))
    play(s, "8c")
    assert s.pending["type"] == "respond" and s.to_move() == (0,)
    c = start(window, qtbot, s)
    assert panel_buttons(window) == ["Let it pass"]
    assert window.side.turn.text().startswith("The field is about to be cleared")
    table = window.table
    for code in ("4s", "4h"):
        click(qtbot, table, grab_point(item_of(table, code)))
    click(qtbot, table, table.table_scene.play_button.sceneBoundingRect().center())
    qtbot.waitUntil(lambda: c.state.pending is None or c.state.pending.get("type") != "respond", timeout=3000)
    assert c.state.actions[-1].kind == "respond" and sorted(c.state.actions[-1].cards) == ["4h", "4s"]


# --- 栗拾い, Qボンバー and the order of rules: chosen on the table too (issue 22) ----------------------

def on_table(table) -> list:
    """The choices a rule's decision lays on the table (each item knows its action), in order."""
    return table.table_scene.choice_items()


def choice(table, kind: str, key: str):
    """The item on the table that chooses the action of ``kind`` whose card or target is ``key``."""
    return next(it for it in on_table(table) if it.action.kind == kind and key in (it.action.target,) + it.action.cards)


def chestnut_pick():
    """Seat 0 played its last card, a 9, under 栗拾い: it must take 4♣ or 2♥ from the discard pile."""
    s = position(["9s", "5h 6c", "5d Tc"], turn=0, discard="4c 2h", rules=rules_of("chestnut_pick"))
    play(s, "9s")
    assert s.pending["verb"] == "take" and s.to_move() == (0,)
    return s


def queen_bomber():
    """Seat 0 played Q♣ under Qボンバー: it names a rank every player discards."""
    s = position(["Qc 5s 3s", "5h 6c", "5d 9c", "5c"], turn=0, rules=rules_of("queen_bomber"))
    play(s, "Qc")
    assert s.pending["type"] == "declare"
    return s


def two_rules_at_once():
    """Q♥ on 9♥ sets off the suit lock and the queen release: seat 0 orders them."""
    s = position(["5h 7h 7s Qh Ks", "9h 9s Kd", "5d 9c"], turn=0, rules=rules_of("suit_lock", "queen_release"))
    play(s, "5h")
    play(s, "9h")
    pass_(s)
    play(s, "Qh")
    assert s.pending["type"] == "order"
    return s


def test_a_chestnut_pick_lays_the_discard_pile_face_up_on_the_table_and_a_click_takes_the_card(qtbot, window):
    c = start(window, qtbot, chestnut_pick())
    assert panel_buttons(window) == [], "no button per discarded card beside the table"
    assert window.side.turn.text() == "Click a card of the discard pile laid on the table to take it (1 left)."
    items = on_table(window.table)
    assert sorted(it.code for it in items) == ["2h", "4c"] and all(it.face_up for it in items)
    assert all(it.isVisible() for it in items)
    click(qtbot, window.table, choice(window.table, "take", "2h").sceneBoundingRect().center())
    qtbot.waitUntil(lambda: "2h" in c.state.hands[0], timeout=3000)
    assert c.state.discard == ["4c"]
    assert on_table(window.table) == [], "the choices leave the table once made"


def test_queen_bomber_ranks_are_chips_on_the_table_and_a_click_names_one(qtbot, window):
    c = start(window, qtbot, queen_bomber())
    assert panel_buttons(window) == ["Done"], "only Done stays beside the table"
    ranks = [it.action.target for it in on_table(window.table)]
    assert ranks == [f"rank:{r}" for r in "3456789TJQKA2"]
    assert choice(window.table, "declare", "rank:T").text == "10"
    click(qtbot, window.table, choice(window.table, "declare", "rank:5").sceneBoundingRect().center())
    qtbot.waitUntil(lambda: c.state.pending is None, timeout=3000)
    assert c.state.actions[-1].kind == "declare" and c.state.actions[-1].target == "rank:5"
    assert c.state.hands[1] == ["6c"]


def test_the_order_of_rules_firing_at_once_is_chosen_by_clicking_a_rule_on_the_table(qtbot, window):
    c = start(window, qtbot, two_rules_at_once())
    assert panel_buttons(window) == []
    items = on_table(window.table)
    assert [it.action.target for it in items] == ["rule:1", "rule:2"]
    assert "#1" in items[0].text and "#2" in items[1].text, "each rule is named with its number"
    click(qtbot, window.table, items[1].sceneBoundingRect().center())
    qtbot.waitUntil(lambda: c.state.pending is None or c.state.pending.get("type") != "order", timeout=3000)
    assert [a for a in c.state.actions if a.kind == "order"][-1].target == "rule:2"


def test_the_keyboard_moves_along_the_choices_on_the_table_and_enter_chooses(table, show, qtbot):
    state = queen_bomber()
    show(state, 0)
    table.setFocus()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
            qtbot.keyClick(table, key)
        assert [it.is_focused() for it in on_table(table)][:3] == [False, True, False], "the cursor is seen"
        qtbot.keyClick(table, Qt.Key.Key_Return)
    assert blocker.args[0].kind == "declare" and blocker.args[0].target == "rank:4"


def test_a_chestnut_pick_is_taken_with_the_keyboard(table, show, qtbot):
    state = chestnut_pick()
    show(state, 0)
    table.setFocus()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.keyClick(table, Qt.Key.Key_Right)
        qtbot.keyClick(table, Qt.Key.Key_Space)
    assert blocker.args[0].kind == "take" and blocker.args[0].cards == (on_table(table)[0].code,)


def test_a_hint_lights_the_rank_it_suggests_on_the_table(table, show, qtbot):
    from core.engine import Action

    show(queen_bomber(), 0)
    table.show_hint(Action("declare", 0, (), "rank:9"))
    lit = [it.action.target for it in on_table(table) if it.hinted]
    assert lit == ["rank:9"]
