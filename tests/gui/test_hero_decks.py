"""The Hero Mahjong deck chooser (英雄麻雀 §2: 2Pickルール and 構築ルール) on the real widget, driving the
real engine: every pick is a click (or a key) on the overlay, the emitted action is applied to the
state and the widget is shown again with the new view and legal actions.

Checked: a whole 2-Pick (keep one of each pair: avatar, I, II, III) gives a deck of four; a whole
constructed deck (an avatar, then levels totalling 6) ends with Done; only legal picks react to a
click, greyed cards explain why; Done is enabled exactly when a ``done`` action is legal; the
layout keeps every card apart and inside at 910 x 770 and 700 x 550; the keys (1 / 2, arrows,
Enter) work; the overlay paints in English and Japanese.
"""
from __future__ import annotations

import itertools

import pytest
from PySide6.QtCore import QPoint, QRectF, Qt
from PySide6.QtWidgets import QWidget

from core.games.hero_mahjong.cards import load_set
from core.registry import GAMES
from gui.games.hero_mahjong.text import card_name
from gui.games.hero_mahjong.decks import BUILD, DRAFT, DeckChooser, build_layout, draft_layout

LEFT, NOMOD = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
CARDS = load_set("original_v1")


def level(card_id: str) -> int:
    return CARDS.card(card_id).level


@pytest.fixture
def chooser(qtbot):
    """A DeckChooser laid over a 910 x 770 host (the table area), shown."""
    host = QWidget()
    host.resize(910, 770)
    qtbot.addWidget(host)
    w = DeckChooser(host)
    w.setGeometry(0, 0, 910, 770)
    host.show()
    qtbot.waitExposed(host)
    yield w
    host.close()


def new_state(mode: str, seed: int = 3, **options):
    return GAMES["hero_mahjong"].new_state(4, {"deck_mode": mode, **options}, seed)


def show(w: DeckChooser, state, seat: int | None = None) -> int:
    seat = state.to_move()[0] if seat is None else seat
    w.show_for(state.view(seat), state.legal_actions(seat))
    return seat


def click_card(qtbot, w: DeckChooser, card_id: str) -> list:
    """Click the card's place on the widget; the actions emitted."""
    got = []
    w.chosen.connect(got.append)
    try:
        qtbot.mouseClick(w, LEFT, NOMOD, w.card_rects()[card_id].center().toPoint())
    finally:
        w.chosen.disconnect(got.append)
    return got


# --- 2-Pick ------------------------------------------------------------------------------------------------
def test_two_pick_by_clicks_keeps_one_of_each_pair_and_makes_a_deck_of_four(qtbot, chooser):
    state = new_state("two_pick")
    seat = state.to_move()[0]
    kept = []
    for step in range(4):
        show(chooser, state, seat)
        assert chooser.isVisible() and chooser.step == DRAFT
        legal = state.legal_actions(seat)
        offered = [a.target for a in legal]
        assert list(chooser.card_rects()) == offered                  # the two cards of the pair, nothing else
        assert {level(c) for c in offered} == {step}                  # avatar, then I, II, III
        choice = offered[step % 2]
        got = click_card(qtbot, chooser, choice)
        assert got == [next(a for a in legal if a.target == choice)]  # the exact legal action
        assert click_card(qtbot, chooser, choice) == []               # once: the next step comes with show_for
        state.apply(got[0])
        kept.append(choice)
    assert list(state.decks[seat].ids()) == kept and len(kept) == 4
    show(chooser, state, seat)                                        # this seat has nothing to choose now
    assert not chooser.isVisible()


def test_two_pick_keys_one_and_two_pick_and_the_kept_cards_stay_shown(qtbot, chooser):
    state = new_state("two_pick", seed=8)
    seat = show(chooser, state)
    got = []
    chooser.chosen.connect(got.append)
    for step, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_2, Qt.Key.Key_1)):
        legal = state.legal_actions(seat)
        qtbot.keyClick(chooser, key)
        assert got[-1] is legal[0 if key == Qt.Key.Key_1 else 1]
        state.apply(got[-1])
        if step < 3:
            show(chooser, state, seat)
            assert [cid for _, cid in chooser.kept] == state.view(seat).data["choosing"]["picks"]
    assert len(state.decks[seat].ids()) == 4
    assert state.to_move() == (1,)                                    # the next seat chooses


# --- constructed ----------------------------------------------------------------------------------------
def test_constructed_by_clicks_reaches_done_with_levels_totalling_six(qtbot, chooser):
    state = new_state("construction")
    seat = show(chooser, state)
    assert chooser.step == BUILD and len(chooser.card_rects()) == 32   # the whole set, grouped by hero
    plan = ["khan_av", "eliz_1", "leo_2", "suntzu_1", "alex_2"]        # 1 + 2 + 1 + 2 = 6
    for n, card in enumerate(plan):
        assert not chooser.done_button.isEnabled()
        got = click_card(qtbot, chooser, card)
        assert [a.target for a in got] == [card] and got[0].kind == "pick"
        state.apply(got[0])
        show(chooser, state, seat)
        assert chooser.picks == plan[:n + 1]
        assert chooser.level_total() == sum(level(c) for c in plan[1:n + 1])
    assert chooser.done_button.isEnabled() and chooser.level_total() == 6
    got = []
    chooser.chosen.connect(got.append)
    qtbot.mouseClick(chooser.done_button, LEFT)
    assert [a.kind for a in got] == ["done"]
    state.apply(got[0])
    assert state.decks[seat].avatar == "khan_av" and list(state.decks[seat].actions) == plan[1:]
    show(chooser, state, seat)
    assert not chooser.isVisible()


def test_only_legal_picks_react_and_greyed_cards_say_why(qtbot, chooser):
    state = new_state("construction")
    seat = show(chooser, state)
    assert click_card(qtbot, chooser, "alex_1") == []                  # an action card before the avatar
    assert "avatar" in chooser.note("alex_1").lower()
    state.apply(click_card(qtbot, chooser, "alex_av")[0])
    show(chooser, state, seat)
    assert click_card(qtbot, chooser, "himiko_av") == []               # a second avatar
    assert "avatar is chosen" in chooser.note("himiko_av")
    for card in ("alex_3", "alex_2"):
        state.apply(click_card(qtbot, chooser, card)[0])
        show(chooser, state, seat)
    assert chooser.level_total() == 5
    assert click_card(qtbot, chooser, "alex_3") == []                  # already in the deck
    assert "already in your deck" in chooser.note("alex_3").lower()
    assert click_card(qtbot, chooser, "khan_2") == []                  # 5 + 2 would pass 6
    assert "pass 6" in chooser.note("khan_2")
    legal = {a.target for a in state.legal_actions(seat) if a.kind == "pick"}
    assert legal == {c for c in chooser.card_rects() if c in chooser.legal}
    assert legal == {c.id for c in CARDS.cards if c.level == 1 and c.id != "alex_1"} | {"alex_1"}
    assert click_card(qtbot, chooser, "khan_1")[0].target == "khan_1"


def test_done_follows_the_legal_actions(qtbot, chooser):
    state = new_state("construction", construction_total="at_most")
    seat = show(chooser, state)
    assert chooser.done_button.isVisible() and not chooser.done_button.isEnabled()
    state.apply(click_card(qtbot, chooser, "archi_av")[0])
    show(chooser, state, seat)
    assert not chooser.done_button.isEnabled()                         # an avatar alone is not a deck
    state.apply(click_card(qtbot, chooser, "archi_1")[0])
    show(chooser, state, seat)
    assert any(a.kind == "done" for a in state.legal_actions(seat))
    assert chooser.done_button.isEnabled()                             # "at most 6": done with one card
    view, legal = state.view(seat), state.legal_actions(seat)
    chooser.show_for(view, [a for a in legal if a.kind != "done"])     # the button reads the actions only
    assert not chooser.done_button.isEnabled()
    chooser.show_for(view, [a for a in legal if a.kind == "done"])
    assert chooser.done_button.isEnabled() and chooser.legal == {}
    assert all(click_card(qtbot, chooser, c) == [] for c in ("leo_1", "eliz_2"))
    chooser.show_for(view, [])
    assert not chooser.isVisible()


def test_build_keys_arrows_move_the_focus_and_enter_picks(qtbot, chooser):
    state = new_state("construction")
    show(chooser, state)
    first = chooser.cells[chooser.focus][1]
    assert first == "alex_av"                                          # the first legal card has the focus
    got = []
    chooser.chosen.connect(got.append)
    qtbot.keyClick(chooser, Qt.Key.Key_Right)
    qtbot.keyClick(chooser, Qt.Key.Key_Right)
    assert chooser.cells[chooser.focus][1] == "archi_av"
    qtbot.keyClick(chooser, Qt.Key.Key_Down)                           # down the hero's column: no pick yet
    assert chooser.cells[chooser.focus][1] == "archi_1"
    qtbot.keyClick(chooser, Qt.Key.Key_Return)
    assert got == []                                                   # not legal before the avatar
    qtbot.keyClick(chooser, Qt.Key.Key_Up)
    qtbot.keyClick(chooser, Qt.Key.Key_Return)
    assert [a.target for a in got] == ["archi_av"]
    state.apply(got[0])
    show(chooser, state)
    assert chooser.cells[chooser.focus][1] == "archi_av"              # the focus stays where it was
    qtbot.keyClick(chooser, Qt.Key.Key_Down)
    qtbot.keyClick(chooser, Qt.Key.Key_Enter)
    assert [a.target for a in got] == ["archi_av", "archi_1"]


def test_hovering_a_card_shows_it_in_the_detail_box(qtbot, chooser):
    state = new_state("construction")
    show(chooser, state)
    qtbot.mouseMove(chooser, chooser.card_rects()["musashi_3"].center().toPoint())
    assert chooser.cells[chooser.focus][1] == "musashi_3"
    assert chooser.cursor().shape() == Qt.CursorShape.ArrowCursor      # greyed: no hand cursor
    qtbot.mouseMove(chooser, chooser.card_rects()["leo_av"].center().toPoint())
    assert chooser.cells[chooser.focus][1] == "leo_av"
    assert chooser.cursor().shape() == Qt.CursorShape.PointingHandCursor


# --- layout -----------------------------------------------------------------------------------------------
def _apart(rects: list[QRectF], w: float, h: float, pad: float = 0.0) -> None:
    inside = QRectF(0, 0, w, h)
    for r in rects:
        assert inside.contains(r), r
    for a, b in itertools.combinations(rects, 2):
        assert not a.adjusted(-pad, -pad, pad, pad).intersects(b), (a, b)


@pytest.mark.parametrize("size", [(910, 770), (700, 550), (1280, 900)])
def test_layouts_keep_cards_apart_and_inside(size):
    w, h = size
    d = draft_layout(w, h)
    _apart([d.title, *d.step_labels, *d.step_cards, *d.texts, d.hint], w, h)
    _apart([*d.step_cards, *d.offers], w, h, pad=4)                     # the glow stays clear too
    _apart([*d.offers, *d.texts, d.hint, d.title], w, h)
    b = build_layout(w, h)
    cards = [r for col in b.grid for r in col]
    assert len(cards) == 32
    _apart(cards, w, h, pad=3)
    _apart([b.title, b.done, b.hint, b.picks_label, b.detail, *b.headers], w, h)
    _apart([b.title, b.hint, b.picks_label, *b.picks, b.detail], w, h)
    boxes = [b.title, b.done, b.hint, b.picks_label, *b.picks, b.detail, *b.headers]
    assert not any(c.adjusted(-3, -3, 3, 3).intersects(x) for c in cards for x in boxes)
    if (w, h) >= (910, 770):
        assert min(c.width() for c in cards) >= 70 and min(c.height() for c in cards) >= 98
        assert min(o.width() for o in d.offers) >= 150 and min(o.height() for o in d.offers) >= 210


def test_the_widget_uses_its_layout_when_resized(qtbot, chooser):
    state = new_state("construction")
    show(chooser, state)
    for size in ((700, 550), (910, 770)):
        chooser.parentWidget().resize(*size)
        chooser.setGeometry(0, 0, *size)
        rects = list(chooser.card_rects().values())
        _apart(rects, *size, pad=3)
        assert chooser.done_button.geometry().right() < size[0]
        assert not any(QRectF(chooser.done_button.geometry()).intersects(r) for r in rects)


# --- painting ---------------------------------------------------------------------------------------------
@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("mode", ["two_pick", "construction"])
def test_the_overlay_paints_in_both_languages(qtbot, qapp, chooser, tmp_path, language, mode):
    from gui.i18n import install_language

    install_language(qapp, language)
    try:
        state = new_state(mode, seed=11)
        seat = show(chooser, state)
        state.apply(state.legal_actions(seat)[0])
        show(chooser, state, seat)
        image = chooser.grab().toImage()
        assert image.width() == 910 and image.height() == 770
        centre = chooser.card_rects()[next(iter(chooser.legal))].center().toPoint()
        assert image.pixelColor(centre) != image.pixelColor(QPoint(3, 3))  # a card is drawn over the backdrop
        name = card_name("alex_av")
        assert (name == "遠征王") == (language == "ja")
        assert chooser.grab().save(str(tmp_path / f"decks_{mode}_{language}.png"))
    finally:
        install_language(qapp, "en")
