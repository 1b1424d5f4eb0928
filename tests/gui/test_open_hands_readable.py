"""The open hands in review are readable (issue 21 item 8): at 1024x640, with the log beside the
table, every other seat's face-up card shows enough of its width for its corner index (rank and
suit), and no card of those hands lies on a name plate or a centre zone."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from core.engine import Rng
from core.registry import GAMES
from gui.table.cards import CARD_H, CARD_W, CardItem

MIN_VISIBLE_PX = 20          # before: 8 (daifugō), 6 (Indian Rummy), 10 (Wild Rummy R) view pixels
CASES = [("daifugo", 4), ("daifugo", 6), ("indian_rummy", 4), ("indian_rummy", 6),
         ("wild_rummy", 4), ("wild_rummy", 6), ("indian_rummy", 7), ("indian_rummy", 9)]
NAMES = ["You", "Ren", "Yui", "Sora", "Kai", "Mio", "Hina", "Riku", "Saki", "Taro"]


def played(game: str, seats: int, moves: int = 6, seed: int = 3):
    state = GAMES[game].new_state(seats, None, seed)
    rng = Rng(seed)
    for _ in range(moves):
        legal = state.legal_actions(state.to_move()[0])
        state.apply(legal[rng.randbelow(len(legal))])
    return state


@pytest.fixture
def review(qtbot):
    from gui.review.window import ReviewWindow

    def open_review(game: str, seats: int, size: tuple[int, int] = (1024, 640)):
        r = ReviewWindow(played(game, seats), NAMES[:seats], you=0)
        qtbot.addWidget(r)
        r.resize(*size)
        r.show()
        qtbot.waitExposed(r)
        r.table.set_speed(0)
        r.goto(r.last)
        qtbot.waitUntil(lambda: not r.table.is_animating())
        return r
    return open_review


def body(item):
    """The scene rectangle an item paints its body in (a card's face, a plate's box), without
    the shadow and highlight margins of its bounding rectangle."""
    if isinstance(item, CardItem):
        w, h = CARD_W * item.scale(), CARD_H * item.scale()
        return QRectF(item.x() - w / 2, item.y() - h / 2, w, h)
    rect = item.rect() if hasattr(item, "rect") and callable(item.rect) else None
    return item.mapRectToScene(rect) if isinstance(rect, QRectF) else item.sceneBoundingRect()


def view_rect(table, item):
    return table.mapFromScene(body(item)).boundingRect()


def centre_zones(scene) -> list:
    names = ("field_zone", "discard_zone", "stock_zone", "declare_zone", "phase_sign", "round_label", "wild_label",
             "play_button", "pass_button")
    return [getattr(scene, n) for n in names if getattr(scene, n, None) is not None and getattr(scene, n).isVisible()]


@pytest.mark.parametrize("game,seats", CASES)
def test_every_open_hand_in_review_shows_each_cards_corner(review, game, seats):
    r = review(game, seats)
    table, scene = r.table, r.table.table_scene
    assert table.width() < 800                                   # the log is beside the table
    for s in range(seats):
        if scene.index_of(s) == 0:
            continue
        assert scene.hands[s] and all(c.face_up for c in scene.hands[s])
        rows: dict[int, list] = {}                               # the hand's rows, by their height
        for c in scene.hands[s]:
            q = view_rect(table, c)
            rows.setdefault(round(q.y() / 6), []).append(q)
        for row in rows.values():
            row.sort(key=lambda q: q.x())
            shown = [b.x() - a.x() for a, b in zip(row, row[1:])] + [row[-1].width()]
            assert min(shown) >= MIN_VISIBLE_PX, (game, s, [round(x) for x in shown])
        tops = sorted(min(q.y() for q in row) for row in rows.values())
        for a, b in zip(tops, tops[1:]):                         # a row below shows the row above's corners
            assert b - a >= MIN_VISIBLE_PX, (game, s, tops)


@pytest.mark.parametrize("game,seats", CASES)
def test_open_hands_lie_on_no_plate_and_no_centre_zone(review, game, seats):
    r = review(game, seats)
    scene = r.table.table_scene
    others = [c for s in range(seats) if scene.index_of(s) != 0 for c in scene.hands[s]]
    zones = centre_zones(scene) + [p for p in scene.plates]
    for card in others:
        for zone in zones:
            assert not body(card).intersects(body(zone)), (game, card.code, zone, body(zone))


MIN_CARD_PX, MIN_RANK_PX = 32, 24    # before, at 7-10 seats: 29 px cards showing 9 px each


@pytest.mark.parametrize("seats", [7, 8, 9, 10])
def test_indian_rummy_open_hands_at_a_full_table_are_rows_of_readable_cards(review, seats):
    """At 7-10 seats, 1280x800, every other seat's open hand is rows of cards wide enough to
    read, each card showing its rank and suit index, and no hand covers another seat's plate."""
    r = review("indian_rummy", seats, (1280, 800))
    table, scene = r.table, r.table.table_scene
    for s in range(seats):
        if scene.index_of(s) == 0:
            continue
        rows: dict[int, list] = {}
        for c in scene.hands[s]:
            q = view_rect(table, c)
            assert q.width() >= MIN_CARD_PX, (seats, s, round(q.width()))
            rows.setdefault(round(q.y() / 6), []).append(q)
        for row in rows.values():
            row.sort(key=lambda q: q.x())
            shown = [b.x() - a.x() for a, b in zip(row, row[1:])]
            assert not shown or min(shown) >= MIN_RANK_PX, (seats, s, [round(x) for x in shown])
    others = [(s, c) for s in range(seats) if scene.index_of(s) != 0 for c in scene.hands[s]]
    for s, card in others:
        for t, plate in enumerate(scene.plates):
            assert not body(card).intersects(body(plate)), (seats, s, t)
        for t, other in others:
            assert t == s or not body(card).intersects(body(other)), (seats, s, t)
