"""The reason for a refused move is shown where the player looks: a bubble at the card or zone
where the gesture ended, over the table (the table never moves), readable until the next
gesture. Real drags, double-clicks and keys on the daifugō and riichi tables."""
from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from gui.families.mahjong import layout as ML
from gui.games.daifugo import layout as DL
from gui.table.zones import BubbleItem

from table_helpers import click, drag, hand  # noqa: E402

from test_mahjong_table import centre, find, tile_point  # noqa: E402

import pytest


@pytest.fixture
def show_mahjong(mtable, tr):
    """Show a riichi state on the mahjong table as the controller does."""
    def _show(state, seat=0):
        mtable.show_view(state.view(seat), state.legal_actions(seat), seat,
                         explain=lambda cards, target: tr(state.explain(seat, cards, target)))
    return _show


def reason_bubbles(view, text: str) -> list[BubbleItem]:
    """The visible bubbles on the table that say ``text``."""
    return [i for i in view.table_scene.items() if isinstance(i, BubbleItem) and i.text == text
            and i.isVisible() and i.opacity() > 0.9]


def near(item, point: QPointF, within: float = 160) -> bool:
    """The bubble's box is within ``within`` scene units of ``point``."""
    r = item.sceneBoundingRect()
    dx = max(r.left() - point.x(), 0, point.x() - r.right())
    dy = max(r.top() - point.y(), 0, point.y() - r.bottom())
    return (dx * dx + dy * dy) ** 0.5 <= within


def inside_scene(view, item) -> bool:
    return view.table_scene.sceneRect().contains(item.sceneBoundingRect())


def test_a_refused_drop_on_the_daifugo_field_says_why_at_the_field_until_the_next_click(table, show, new_game, tr,
                                                                                          qtbot):
    state = new_game(4, 5)
    seat = show(state)
    table.set_speed(0.2)
    first = hand(table)[0]
    other = next(c for c in hand(table) if c.code[0] != first.code[0] and c.code != "X")
    grab = lambda item: item.mapToScene(QPointF(-38, 0))     # noqa: E731 - the visible strip of a fanned card
    click(qtbot, table, grab(first))
    click(qtbot, table, grab(other))
    field = QPointF(*DL.FIELD_CENTRE)
    rect, transform = table.sceneRect(), table.transform()
    with qtbot.waitSignal(table.rejected, timeout=2000) as blocker:
        drag(qtbot, table, grab(first), field)
    reason = tr(state.explain(seat, tuple(sorted((first.code, other.code))), "field"))
    assert blocker.args == [reason]
    bubbles = reason_bubbles(table, reason)
    assert len(bubbles) == 1 and near(bubbles[0], field) and inside_scene(table, bubbles[0])
    assert table.sceneRect() == rect and table.transform() == transform        # the table did not move
    qtbot.wait(6300)                                   # longer than the status bar's six seconds
    assert reason_bubbles(table, reason) == bubbles
    click(qtbot, table, QPointF(1500, 120))            # the next gesture: a click on the felt
    assert reason_bubbles(table, reason) == []


def test_a_refused_second_click_on_a_riichi_tile_says_why_at_the_tile_until_the_next_key(mtable, show_mahjong,
                                                                                           qtbot):
    """During a claim the hand cannot discard: a second click on a hand tile is refused, the
    reason stands over that tile; an arrow key (the next gesture) takes it away."""
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims")
    show_mahjong(state)
    item = mtable.table_scene.local_hand()[3]
    at = tile_point(item)
    rect, transform = mtable.sceneRect(), mtable.transform()
    with qtbot.waitSignal(mtable.rejected, timeout=2000) as blocker:
        click(qtbot, mtable, at)                        # lifts the tile
        click(qtbot, mtable, at)                        # and would discard it
    reason = blocker.args[0]
    assert "call" in reason.lower()
    bubbles = reason_bubbles(mtable, reason)
    assert len(bubbles) == 1 and near(bubbles[0], at) and inside_scene(mtable, bubbles[0])
    assert mtable.sceneRect() == rect and mtable.transform() == transform
    mtable.setFocus()
    qtbot.keyClick(mtable, Qt.Key.Key_Escape)
    assert reason_bubbles(mtable, reason) == []


def test_a_refused_riichi_drop_says_why_at_the_drop_point(mtable, show_mahjong, qtbot):
    state, _ = find(lambda s: 0 in s.to_move() and s.step == "claims")
    show_mahjong(state)
    item = mtable.table_scene.local_hand()[0]
    pond = centre(ML.pond_rect(ML.BOTTOM, 2))
    with qtbot.waitSignal(mtable.rejected, timeout=2000) as blocker:
        drag(qtbot, mtable, tile_point(item), pond)
    bubbles = reason_bubbles(mtable, blocker.args[0])
    assert len(bubbles) == 1 and near(bubbles[0], pond)
    drag(qtbot, mtable, tile_point(item), pond)         # the next gesture: the old bubble goes
    assert len(reason_bubbles(mtable, blocker.args[0])) == 1


@pytest.fixture
def rummy_table(qtbot):
    """A shown Indian Rummy table at speed 0 (held by the fixture until the test ends)."""
    from gui.registry import make_table

    view = make_table("indian_rummy")
    view.resize(1280, 800)
    view.set_speed(0)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


def test_a_key_refused_on_the_rummy_table_says_why_at_the_hand(rummy_table, qtbot):
    """Enter with nothing selected on the rummy table: the reason stands at the player's hand."""
    from core.registry import GAMES

    view = rummy_table
    state = GAMES["indian_rummy"].new_state(2, None, 3)
    seat = state.to_move()[0]
    view.show_view(state.view(seat), state.legal_actions(seat), seat)
    view.setFocus()
    with qtbot.waitSignal(view.rejected, timeout=2000) as blocker:
        qtbot.keyClick(view, Qt.Key.Key_Return)
    bubbles = reason_bubbles(view, blocker.args[0])
    hand_rect = view.table_scene.local_hand()[0].sceneBoundingRect()
    for c in view.table_scene.local_hand():
        hand_rect = hand_rect.united(c.sceneBoundingRect())
    assert len(bubbles) == 1 and near(bubbles[0], hand_rect.center(), within=max(hand_rect.width(), 300))
