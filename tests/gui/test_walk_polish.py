"""Defects found walking all six games (issue 21): the review log, the side panel at many seats,
the Indian Rummy round dialog, Qt's own buttons in Japanese, the Wild Rummy R call turn prompt,
the riichi preset's name and the Hero cards at 1024x640."""
from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from core.engine import Rng
from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import default_players


@pytest.fixture
def window(qtbot):
    w = MainWindow({"speed": 0.0, "language": "en"})
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._close_game()


def _state_at(game: str, seed: int, seats: int, wanted, options=None):
    state, rng = GAMES[game].new_state(seats, options, seed), Rng(seed)
    for _ in range(5000):
        if wanted(state):
            return state
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.randbelow(len(legal))])
    raise AssertionError("no such position")


def _my_move(window) -> bool:
    c = window.controller
    return not c._busy and bool(c._legal_for_viewpoint())


# --- 5. Wild Rummy R: the call turn (鳴き手番) reads as the call turn -----------------------------
def test_wild_rummy_call_turn_prompt_says_call_turn_not_your_turn(qtbot, window):
    state = _state_at("wild_rummy", 5, 4, lambda s: s.step == "calling" and s.turn == 0)
    window.start_game(state, default_players(4), autosave=False)
    qtbot.waitUntil(lambda: _my_move(window) and window.side.turn.text() != "", timeout=10000)
    turn = window.side.turn.text()
    assert turn != "Your turn."
    assert "鳴き手番" in turn


# --- 6. the riichi preset reads as riichi rules ---------------------------------------------------
def test_riichi_side_panel_names_its_standard_rules_without_hero_mahjong(qtbot, window):
    window.start_game(GAMES["riichi"].new_state(4, None, 3), default_players(4), autosave=False)
    header = window.side.header.text()
    assert "Hero" not in header
    assert "Standard" in header.splitlines()[1]
