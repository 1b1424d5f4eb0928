"""The rules in force are named in words: the side panel's header and the review's header say the
preset and how many options differ from it ("Full rules, 1 option changed"); the fingerprint hex
is kept in their tooltips."""
from __future__ import annotations

from core.registry import GAMES
from gui.i18n import install_language
from gui.players import default_players
from gui.review.window import ReviewWindow


def _anmika_with_one_change():
    game = GAMES["anmika"]
    return game.new_state(3, {"gt": False}, 5)


def test_side_panel_header_names_the_preset_and_the_options_changed(window):
    state = _anmika_with_one_change()
    window.start_game(state, default_players(3), autosave=False)
    header = window.side.header
    assert header.text().splitlines()[-1] == "Full rules, 1 option changed"
    assert state.options.fingerprint() in header.toolTip()
    assert state.options.fingerprint() not in header.text()


def test_side_panel_header_of_a_preset_as_it_is(window):
    state = GAMES["anmika"].new_state(3, None, 5)
    window.start_game(state, default_players(3), autosave=False)
    assert window.side.header.text().splitlines()[-1] == "Full rules"


def test_side_panel_header_follows_the_language(window, qapp):
    window.start_game(_anmika_with_one_change(), default_players(3), autosave=False)
    try:
        install_language(qapp, "ja")
        window._retranslate_game()
        line = window.side.header.text().splitlines()[-1]
        assert line.startswith("フルルール") and line.endswith("（1項目変更）"), line
    finally:
        install_language(qapp, "en")


def test_review_header_names_the_preset_and_keeps_the_hex_as_tooltip(qtbot):
    state = _anmika_with_one_change()
    review = ReviewWindow(state, ["A", "B", "C"])
    qtbot.addWidget(review)
    assert "Full rules, 1 option changed" in review.header.text()
    assert state.options.fingerprint() not in review.header.text()
    assert state.options.fingerprint() in review.header.toolTip()
