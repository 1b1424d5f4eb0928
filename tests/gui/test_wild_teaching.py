"""Wild Rummy R teaching mode explains its special cards (issue 22): while the player holds 太極, a
空無 card or a 陰陽 card, or a wild (SW / RW / GW) or ZAT card of a meld is lit as a target, the
teaching panel beside the table says in a line what it is and what it may do, in English and in
Japanese; with teaching off, or in a hand without them, it says nothing of them."""
from __future__ import annotations

import random

import pytest

from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import default_players

ROLES = ("SW", "RW", "GW")


def _special(code: str) -> bool:
    return code.startswith("yy") or code[2:] == "0"


def seat0_position(test, seeds=range(1, 40), steps=300):
    """A position of seeded random play where seat 0 is to move and ``test(state)`` holds."""
    for seed in seeds:
        state, rng = GAMES["wild_rummy"].new_state(4, None, seed), random.Random(seed)
        for _ in range(steps):
            if state.is_over():
                break
            if state.to_move()[0] == 0 and test(state):
                return state
            legal = state.legal_actions(state.to_move()[0])
            ops = [a for a in legal if a.kind not in ("discard", "pass", "end_call", "retrieve")]
            state.apply(rng.choice(ops) if ops and rng.random() < 0.9 else rng.choice(legal))
    raise AssertionError("no such position came up")


def holds(code_test):
    return lambda st: any(code_test(c) for c in st.view(0)["hands"][0])


def lit_wild(st):
    """A legal move of seat 0 onto a wild slot of a meld (the slot is lit in teaching mode)."""
    melds = st.view(0)["melds"]
    ats = {getattr(a, "at", "") for a in st.legal_actions(0)}
    return any(s["card"] in ats and s.get("role") in ROLES and not s.get("buried") for m in melds for s in m["slots"])


@pytest.fixture
def window(qtbot):
    def make(lang: str = "en", teaching: bool = True):
        from PySide6.QtWidgets import QApplication
        from gui.i18n import install_language
        install_language(QApplication.instance(), lang)
        w = MainWindow({"speed": 0.0, "language": lang, "teaching": teaching})
        w._no_dialogs = True
        qtbot.addWidget(w)
        w.resize(1280, 800)
        w.show()
        qtbot.waitExposed(w)
        return w
    yield make
    from PySide6.QtWidgets import QApplication
    from gui.i18n import install_language
    install_language(QApplication.instance(), "en")


def panel_text(qtbot, w, state) -> str:
    w.start_game(state, default_players(4))
    c = w.controller
    qtbot.waitUntil(lambda: not c._busy and bool(c._legal_for_viewpoint()), timeout=10000)
    area = w.side.teaching_area
    if not area.isVisible() or area.widget() is None:
        return ""
    return area.widget().text()


def test_holding_taikyoku_the_teaching_panel_says_it_is_the_general_wild(qtbot, window):
    text = panel_text(qtbot, window(), seat0_position(holds(lambda c: c == "yy0")))
    assert "太極" in text and "GW" in text and "any card of rank 1-12" in text, text


def test_holding_a_kumu_card_the_teaching_panel_says_rank_wild_and_zat(qtbot, window):
    text = panel_text(qtbot, window(), seat0_position(holds(lambda c: c != "yy0" and c[2:] == "0")))
    assert "空無" in text and "RW" in text and "ZAT" in text, text


def test_a_lit_wild_in_a_meld_is_explained_with_what_it_stands_for(qtbot, window):
    state = seat0_position(lit_wild)
    text = panel_text(qtbot, window(), state)
    roles = {s["role"] for m in state.view(0)["melds"] for s in m["slots"]
             if s["card"] in {getattr(a, "at", "") for a in state.legal_actions(0)} and s.get("role") in ROLES}
    assert any(f"{r}: " in text for r in roles) and "差し札" in text, (roles, text)


def test_the_teaching_panel_explains_in_japanese(qtbot, window):
    text = panel_text(qtbot, window("ja"), seat0_position(holds(lambda c: c == "yy0")))
    assert "ジェネラルワイルド" in text and "general wild" not in text, text


def test_without_special_cards_or_teaching_nothing_is_explained(qtbot, window):
    plain = seat0_position(lambda st: not any(_special(c) for c in st.view(0)["hands"][0]) and not lit_wild(st))
    assert "GW" not in panel_text(qtbot, window(), plain) and "RW:" not in panel_text(qtbot, window(), plain)
    assert panel_text(qtbot, window(teaching=False), seat0_position(holds(lambda c: c == "yy0"))) == ""
