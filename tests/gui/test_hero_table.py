"""Hero Mahjong (英雄麻雀) on the mahjong table, with real engine states: each seat's cards in free
felt, the local cards lit in their window and used by click or drag, a card's choices as buttons
or as tiles picked on the table, greyed cards that say why, the teaching list of cards, the deck
chooser over the table, a card use animated, and the end-of-hand dialog's card payments."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from core.games.hero_mahjong.decks import Deck
from core.registry import GAMES
from gui.families.mahjong.round_dialog import payment_text
from gui.games.hero_mahjong import layout as H
from gui.families.mahjong import layout as L

from table_helpers import click, drag  # noqa: E402

NAMES = ["You", "Aoi", "Ren", "Yui"]       # as the mtable fixture names the seats
GAME = GAMES["hero_mahjong"]


def state(deck=("alex_av", ("alex_1", "alex_2", "alex_3")), seed=3, mode="basic"):
    """A basic game in which seat 0 deals (seed 3) and holds ``deck``: its first turn."""
    st = GAME.new_state(4, {"deck_mode": mode}, seed)
    if mode == "basic":
        st.decks[0] = Deck(deck[0], tuple(deck[1]))
        st._legal_cache = None
    return st


def play_until(st, wanted, limit=400):
    """Plays plainly (no cards: draw, pass, the first discard) until ``wanted(st)``."""
    for _ in range(limit):
        if 0 in st.to_move() and wanted(st):
            return st
        seat = st.to_move()[0]
        legal = [a for a in st.legal_actions(seat) if a.kind != "card"]
        plain = next((a for a in legal if a.kind in ("pass", "draw")), None)
        st.apply(plain or next((a for a in legal if a.kind == "discard"), legal[0]))
    raise AssertionError("never reached")


@pytest.fixture
def table(make_mtable):
    return make_mtable("hero_mahjong")


def show(view, st, seat=0, teaching=False):
    view.show_view(st.view(seat), st.legal_actions(seat), seat, teaching=teaching)


def card(view, card_id):
    return next(c for c in view.table_scene.variant.local_cards() if c.code == card_id)


def centre(item) -> QPointF:
    return item.sceneBoundingRect().center()


# --- geometry -------------------------------------------------------------------------------------
def test_every_seats_cards_lie_in_free_felt():
    """Seven cards of every seat (an avatar and six level-I cards, the most a constructed deck
    holds) stay inside the scene, off each other and off every area of the table."""
    fixed = L.fixed_rects(4)
    for side in (L.BOTTOM, L.RIGHT, L.TOP, L.LEFT):
        rects = [H.card_rect(p) for p in H.card_places(side, H.MAX_CARDS)]
        for i, r in enumerate(rects):
            assert L.inside_scene(r), (side, i)
            assert not any(L.rects_overlap(r, other) for other in rects[i + 1:]), (side, i)
            hit = [name for name, f in fixed.items() if L.rects_overlap(r, f)]
            assert not hit, (side, i, hit)
    assert H.card_rect(H.card_places(L.BOTTOM, 4)[0])[2] >= 60, "the local cards are large enough to read"


# --- the tray -------------------------------------------------------------------------------------
def test_the_usable_cards_are_lit_and_a_click_uses_one(qtbot, table):
    st = state()
    show(table, st)
    items = table.table_scene.variant.local_cards()
    assert [c.code for c in items] == ["alex_av", "alex_1", "alex_2", "alex_3"]
    assert all(c.is_lit() for c in items), "自分第一打前 and 自分打牌前: all four may be used now"
    assert len(table.table_scene.variant.cards[1]) == 4 and all(c.face_up for c in table.table_scene.variant.cards[1]), \
        "the basic rule: everybody's cards are public"
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, centre(card(table, "alex_1")))
    assert (blocker.args[0].kind, blocker.args[0].target) == ("card", "alex_1")


def test_a_card_with_a_number_asks_it_with_buttons(qtbot, table):
    st = state()
    show(table, st)
    click(qtbot, table, centre(card(table, "alex_3")))
    assert table._mode == "card:alex_3" and card(table, "alex_3").states["selected"]
    buttons = [b for b in table.table_scene.buttons if b.isVisible()]
    assert [b.text for b in buttons] == ["超加速 1: deposit 1,000", "超加速 2: deposit 2,000", "超加速 3: deposit 3,000",
                                         "Back"]
    assert [b.action.option for b in buttons if b.action is not None] == ["n=1", "n=2", "n=3"]
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, centre(buttons[1]))
    assert blocker.args[0].option == "n=2" and blocker.args[0].target == "alex_3"


def test_a_card_dragged_onto_the_table_is_used(qtbot, table):
    st = state()
    show(table, st)
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        drag(qtbot, table, centre(card(table, "alex_2")), QPointF(L.CX, L.CY + 200))
    assert blocker.args[0].target == "alex_2"


def test_a_swap_is_chosen_by_a_hand_tile_then_a_river_tile(qtbot, table):
    """てこの原理: click the card, a hand tile (lit), then a tile of one's river (lit)."""
    st = play_until(state(("archi_av", ("archi_1", "archi_2", "archi_3"))),
                    lambda s: s.step == "turn" and s.ponds[0] and
                    any(a.target == "archi_av" for a in s.legal_actions(0)))
    show(table, st)
    click(qtbot, table, centre(card(table, "archi_av")))
    sc = table.table_scene
    lit = [t for t in sc.local_hand() if t.is_highlighted()]
    assert lit and not any(t.is_highlighted() for t in sc.ponds[0]), "a hand tile first"
    click(qtbot, table, centre(lit[0]))
    assert table.variant.picked == {"hand": lit[0].code} and sc.ponds[0][0].is_highlighted()
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        click(qtbot, table, centre(sc.ponds[0][0]))
    assert blocker.args[0].option == f"hand={lit[0].code},river=0"
    st.apply(blocker.args[0])
    assert st.ponds[0][0]["tile"].kind != 99 and st.view(0).data["ponds"][0][0].get("swapped")


def test_a_greyed_card_says_why_and_teaching_lists_the_cards(qtbot, table):
    st = state(("eliz_av", ("eliz_1", "eliz_2", "eliz_3")))
    show(table, st, teaching=True)
    coffers = card(table, "eliz_av")
    assert not coffers.is_lit() and coffers.states["dimmed"], "終局時: not its moment"
    assert "Not its moment" in coffers.toolTip()
    with qtbot.waitSignal(table.rejected, timeout=2000) as blocker:
        with qtbot.assertNotEmitted(table.action_chosen):
            click(qtbot, table, centre(coffers))
    assert "end of the hand" in blocker.args[0]
    panel = table.teaching_widget()
    table.set_teaching(True)
    text = panel.cards.text()
    assert "Customs Duty" in text and "Defeat of the Armada" in text and "Not its moment" in text


def test_the_draw_and_sketch_buttons(qtbot, table):
    """自分ツモ前 with 素描: the card is lit beside Draw; the sketch shows the top tile on its buttons."""
    st = play_until(state(("leo_av", ("leo_1", "leo_2", "leo_3"))), lambda s: s.step == "before_draw")
    show(table, st)
    buttons = [b for b in table.table_scene.buttons if b.isVisible()]
    assert [b.action.kind for b in buttons] == ["draw"] and card(table, "leo_1").is_lit()
    click(qtbot, table, centre(card(table, "leo_1")))
    st.apply(next(a for a in st.legal_actions(0) if a.target == "leo_1"))
    show(table, st)
    buttons = [b for b in table.table_scene.buttons if b.isVisible()]
    top = st.view(0).data["sketch"]
    assert [b.action.target for b in buttons] == ["keep", "move"] and all(b.tiles == [top] or
                                                                           tuple(b.tiles) == (top,) for b in buttons)
    assert "Sketch" in table._prompt(table._legal)


def test_the_deck_chooser_covers_the_table_while_the_local_seat_drafts(qtbot, table):
    st = GAME.new_state(4, {"deck_mode": "two_pick"}, 3)
    seat = st.to_move()[0]
    show(table, st, seat)
    chooser = table.variant.decks
    assert chooser is not None and chooser.isVisible() and chooser.geometry() == table.rect()
    offered = {a.target for a in st.legal_actions(seat)}
    cid, rect = next((c, r) for c, r in chooser.card_rects().items() if c in offered)
    with qtbot.waitSignal(table.action_chosen, timeout=2000) as blocker:
        qtbot.mouseClick(chooser, __import__("PySide6.QtCore").QtCore.Qt.MouseButton.LeftButton,
                         pos=rect.center().toPoint())
    assert blocker.args[0].kind == "pick" and blocker.args[0].target == cid
    st.apply(blocker.args[0])
    show(table, st, seat)                      # the next pair (level I) for the same seat
    assert chooser.isVisible() and all(a.target not in offered for a in st.legal_actions(seat))
    table.show_view(st.view(seat), [], seat)   # another seat's turn to choose: the table shows again
    assert not chooser.isVisible()


def test_a_card_use_is_animated_and_the_card_returns_to_its_place(qtbot, table):
    st = state()
    show(table, st)
    home = card(table, "alex_1").pos()
    events = st.apply(next(a for a in st.legal_actions(0) if a.target == "alex_1"))
    table.set_speed(1.0)
    table.play_events(events, st.view(0), st.legal_actions(0), 0)
    assert table.is_animating()
    qtbot.waitUntil(lambda: card(table, "alex_1").scale() > 1.5, timeout=3000)     # out, large
    table.skip_animations()
    qtbot.waitUntil(lambda: not table.is_animating(), timeout=3000)
    item = card(table, "alex_1")
    assert item.pos() == home and item.states["used"], "back in its place, stamped 使用済"


def test_the_end_of_hand_dialog_tells_the_cards_payments():
    info = {"winner": 1, "from": 0, "tsumo": False, "delta": [-8000, 8000, 0, 0], "card_delta": [-2000, 2000, 0, 0]}
    text = payment_text(info, NAMES, 0)
    assert text.startswith("Ron (ロン) from You: 8,000") and \
        "card payments (カード効果): You −2,000, Aoi +2,000" in text.replace("-", "−")


def test_teaching_keeps_what_the_seat_saw_by_its_cards(qtbot, table):
    """彼を知る: the count of Aoi's hand stays in the teaching list for the rest of the hand."""
    st = play_until(state(("suntzu_av", ("suntzu_1", "suntzu_2", "suntzu_3"))), lambda s: s.step == "before_draw")
    st.apply(next(a for a in st.legal_actions(0) if a.target == "suntzu_av" and a.option == "seat=1"))
    show(table, st, teaching=True)
    panel = table.teaching_widget()
    table.set_teaching(True)
    counts = st.view(0).data["known"][0][0]
    assert f"Aoi's hand: {counts['man']} man, {counts['pin']} pin" in panel.cards.text()
