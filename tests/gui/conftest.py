"""Fixtures for the table widget tests (offscreen, see tests/conftest.py)."""
from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from core.registry import GAMES


def translate(msg) -> str:
    """A core Msg in the GUI's language (what the controller passes as ``explain``)."""
    return QCoreApplication.translate(msg.context, msg.text).format(**msg.args)


@pytest.fixture
def table(qtbot):
    """A shown 1280 x 800 TableView (closed and deleted after the test)."""
    from gui.games.daifugo.view import TableView

    view = TableView()
    view.resize(1280, 800)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


@pytest.fixture
def make_mtable(qtbot):
    """``make_mtable(game_id)``: a shown mahjong table of that game, made as the app makes it
    (gui.registry.make_table), of the size it gets in the 1280 x 800 window, at speed 0, seats
    named You, Aoi, Ren, Yui."""
    from gui.registry import make_table

    def make(game_id: str = "riichi"):
        view = make_table(game_id)
        view.resize(910, 770)
        view.set_speed(0)
        view.set_names(["You", "Aoi", "Ren", "Yui"])
        qtbot.addWidget(view)
        view.show()
        qtbot.waitExposed(view)
        return view
    return make


@pytest.fixture
def mtable(make_mtable):
    """A shown riichi table (see make_mtable); the Anmika and Hero tests make their game's."""
    return make_mtable("riichi")


@pytest.fixture
def new_game():
    """``new_game(seats, seed)``: a fresh daifugō state."""
    return lambda seats=4, seed=5: GAMES["daifugo"].new_state(seats, None, seed)


@pytest.fixture
def show(table):
    """``show(state, seat=None, **kw)``: show the state on the table the way the controller does
    (seat defaults to the turn player; explain asks the state). Returns the seat."""
    def _show(state, seat=None, **kw):
        seat = state.turn if seat is None else seat
        table.show_view(state.view(seat), state.legal_actions(seat), seat,
                        explain=lambda cards, target: translate(state.explain(seat, cards, target)), **kw)
        return seat
    return _show



@pytest.fixture
def tr():
    """``tr(msg)``: translate a core Msg as the controller does."""
    return translate


@pytest.fixture(autouse=True)
def isolated_dirs(tmp_path, monkeypatch):
    """Saves, autosave and settings go to a fresh folder for every GUI test."""
    for var in ("XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_CACHE_HOME"):
        monkeypatch.setenv(var, str(tmp_path / var.lower()))
    return tmp_path


@pytest.fixture
def window(qtbot):
    """A shown main window in English with no animations and no modal dialogs."""
    from gui.main_window import MainWindow

    w = MainWindow({"speed": 0.0, "language": "en"})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._close_game()


REVIEW_NAMES = ["You", "Ren", "Yui", "Sora"]


@pytest.fixture
def open_review(qtbot):
    """``make(state, save_path=None, size=(1280, 800))``: the review of ``state`` shown at
    ``size`` (seat 0 is you), at instant speed."""
    from gui.review.window import ReviewWindow

    def make(state, save_path=None, size=(1280, 800)):
        r = ReviewWindow(state, REVIEW_NAMES[:state.record().seats], you=0, save_path=save_path)
        qtbot.addWidget(r)
        r.resize(*size)
        r.show()
        qtbot.waitExposed(r)
        r.table.set_speed(0)
        return r
    return make
