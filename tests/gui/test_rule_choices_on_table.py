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
from daifugo_helpers import play, position, rules_of  # noqa: E402


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
