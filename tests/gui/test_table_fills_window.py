"""The table fills the window and scales (issue 21 item 8): the felt covers the whole view at any
aspect ratio (no dark letterbox bars), the side panel folds away (a key and a View menu item) and
comes back, and the local hand's cards are big enough to read at 1024x640."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import default_players

FAMILY_TABLES = {"daifugo": 4, "indian_rummy": 4, "wild_rummy": 4, "riichi": 4}
SIZES = [(1024, 640), (1280, 800), (2560, 1440)]
LETTERBOX = QColor("#0c2416")


@pytest.fixture
def window(qtbot):
    w = MainWindow({"speed": 0.0, "language": "en"})
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._close_game()


def start(qtbot, window, game: str, size: tuple[int, int]) -> None:
    window.resize(*size)
    seats = FAMILY_TABLES.get(game, 4)
    window.start_game(GAMES[game].new_state(seats, None, 3), default_players(seats), autosave=False)
    qtbot.waitUntil(lambda: window.table is not None and not window.table.is_animating())
    qtbot.wait(30)


def felt_coloured(c: QColor) -> bool:
    """A green of the cloth, not the near-black green of the old letterbox bars."""
    return c.green() >= 0x30 and c.green() > c.red() + 25 and c.green() > c.blue() + 10


def border_pixels(image) -> dict[str, QColor]:
    """The colours at the four corners and the middles of the four edges of a grabbed viewport."""
    w, h = image.width() - 2, image.height() - 2
    points = {"top left": (1, 1), "top": (w // 2, 1), "top right": (w, 1), "right": (w, h // 2),
              "bottom right": (w, h), "bottom": (w // 2, h), "bottom left": (1, h), "left": (1, h // 2)}
    return {name: image.pixelColor(x, y) for name, (x, y) in points.items()}


def hand_card_width(table) -> float:
    """The median width, in view pixels, of the local hand's cards (tiles)."""
    widths = sorted(table.mapFromScene(c.sceneBoundingRect()).boundingRect().width()
                    for c in table.table_scene.local_hand())
    return widths[len(widths) // 2]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", list(FAMILY_TABLES))
def test_the_felt_fills_the_view_with_no_dark_bars(qtbot, window, game, size):
    start(qtbot, window, game, size)
    image = window.table.viewport().grab().toImage()
    not_felt = {name: c.name() for name, c in border_pixels(image).items() if not felt_coloured(c)}
    assert not not_felt, f"{game} at {size}: the view's border is not felt at {not_felt}"


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_whole_table_stays_in_view(qtbot, window, size):
    start(qtbot, window, "daifugo", size)
    table = window.table
    shown = table.mapToScene(table.viewport().rect()).boundingRect()
    logical = table.table_scene.sceneRect()
    assert shown.contains(logical.adjusted(1, 1, -1, -1))
    assert min(shown.width() / logical.width(), shown.height() / logical.height()) < 1.05   # fitted, not tiny


def test_f9_folds_the_side_panel_away_and_the_table_takes_the_width(qtbot, window):
    start(qtbot, window, "daifugo", (1024, 640))
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    before = window.table.width()
    cards_before = hand_card_width(window.table)
    window.table.setFocus()
    qtbot.keyClick(window.table, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.side.isHidden())
    assert window.table.width() >= before + 200
    assert hand_card_width(window.table) > cards_before + 10
    qtbot.keyClick(window.table, Qt.Key.Key_F9)
    qtbot.waitUntil(lambda: window.side.isVisible())
    assert window.table.width() == before


def test_the_view_menu_folds_and_restores_the_side_panel(qtbot, window):
    start(qtbot, window, "riichi", (1280, 800))
    action = window.actions_["side_panel"]
    assert action in window.menu_view.actions() and action.isCheckable() and action.isChecked()
    assert action.text() and action.shortcut().toString() == "F9"
    before = window.table.width()
    action.trigger()
    qtbot.waitUntil(lambda: window.side.isHidden())
    assert not action.isChecked()
    assert window.table.width() >= before + 200
    action.trigger()
    qtbot.waitUntil(lambda: window.side.isVisible())
    assert action.isChecked() and window.table.width() == before


@pytest.mark.parametrize("game, least, folded", [("daifugo", 64, 80), ("indian_rummy", 60, 75), ("riichi", 47, 47)])
def test_the_hand_is_readable_at_1024x640(qtbot, window, game, least, folded):
    """Before: daifugō cards 56 px, Indian Rummy 53, riichi tiles 44, beside a 370-px panel. With
    the panel folded away the card tables grow further (the mahjong table is as tall as it fits:
    49 px, 47 since the call-automation bar under it takes its 30 px of height)."""
    start(qtbot, window, game, (1024, 640))
    assert hand_card_width(window.table) >= least
    window.actions_["side_panel"].trigger()
    qtbot.waitUntil(lambda: window.side.isHidden())
    assert hand_card_width(window.table) >= folded


def open_cards_width(table) -> float:
    """The median width, in view pixels, of the cards (tiles) of the seats other than the bottom."""
    hand = set(table.table_scene.local_hand())
    widths = sorted(table.mapFromScene(c.sceneBoundingRect()).boundingRect().width()
                    for c in table.table_scene.items() if isinstance(c, type(next(iter(hand)))) and c not in hand)
    return widths[len(widths) // 2]


@pytest.fixture
def review(qtbot):
    from gui.review.window import ReviewWindow
    state = GAMES["daifugo"].new_state(4, None, 3)
    for _ in range(6):
        seat = state.to_move()[0]
        state.apply(state.legal_actions(seat)[0])
    r = ReviewWindow(state, ["You", "Ren", "Yui", "Sora"], you=0)
    qtbot.addWidget(r)
    r.resize(1024, 640)
    r.show()
    qtbot.waitExposed(r)
    r.goto(r.last)
    return r


def test_review_gives_the_open_hands_most_of_the_width_and_f9_all_of_it(qtbot, review):
    table = review.table
    assert table.width() >= 0.72 * review.width()          # before: 699 of 1024 beside the log
    before = open_cards_width(table)
    review.activateWindow()
    qtbot.keyClick(review, Qt.Key.Key_F9)
    assert review.log.isHidden()
    qtbot.waitUntil(lambda: table.width() >= review.width() - 40)
    assert open_cards_width(table) > before
    qtbot.keyClick(review, Qt.Key.Key_F9)
    assert review.log.isVisible()
    qtbot.waitUntil(lambda: review.log.width() >= 200)
