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
    from gui.table.view import TableView

    view = TableView()
    view.resize(1280, 800)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    return view


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
