"""Defects found walking all six games (issue 21): the review log, the side panel at many seats,
the Indian Rummy round dialog, Qt's own buttons in Japanese, the Wild Rummy R call turn prompt,
the riichi preset's name and the Hero cards at 1024x640."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
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


# --- 1. the review log: every line readable, even spacing, the current move in view --------------
def _riichi_to_first_win(seed: int = 3):
    from core.ai import make_agent
    state = GAMES["riichi"].new_state(4, None, seed)
    agents = [make_agent("riichi", "normal", s) for s in range(4)]
    for _ in range(2000):
        seat = state.to_move()[0]
        if any(e.kind == "won" for e in state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))):
            return state
    raise AssertionError("nobody won")


def _log_items(log):
    return [log.item(i) for i in range(log.count())]


def _assert_every_line_readable_and_even(log) -> None:
    from PySide6.QtCore import QRect, Qt
    from PySide6.QtGui import QFontMetrics

    from gui.side_panel import log_font        # the log's font: the UI font with its kanji fallback named
    width = log.viewport().width() - 8
    one_line = set()
    for item in _log_items(log):
        fm = QFontMetrics(log_font(item.font()))
        need = fm.boundingRect(QRect(0, 0, width, 100000), Qt.TextFlag.TextWordWrap, item.text()).height()
        assert log.visualItemRect(item).height() >= need, item.text()
        if fm.horizontalAdvance(item.text()) < width * 0.8 and not item.font().bold():
            one_line.add(log.visualItemRect(item).height())
    assert len(one_line) == 1, f"uneven one-line rows: {sorted(one_line)}"


def _assert_current_move_in_view(r) -> None:
    from PySide6.QtCore import Qt
    port = r.log.viewport().rect()
    current = [i for i in _log_items(r.log) if i.data(Qt.ItemDataRole.UserRole + 2) == r.step]   # the step shown
    assert current
    for item in current:
        assert port.contains(r.log.visualItemRect(item)), item.text()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_review_log_lines_wrap_evenly_and_the_last_move_stays_in_view(qtbot, lang):
    from gui.i18n import install_language
    from gui.review.window import ReviewWindow
    install_language(QApplication.instance(), lang)
    try:
        r = ReviewWindow(_riichi_to_first_win(), ["You", "Ren", "Yui", "Sora"], you=0)
        qtbot.addWidget(r)
        r.resize(1024, 640)
        r.show()
        qtbot.waitExposed(r)
        r.table.set_speed(0)
        qtbot.keyClick(r, Qt.Key.Key_End)
        qtbot.keyClick(r, Qt.Key.Key_Left)           # the first hand's end: the log holds that hand's lines
        qtbot.wait(50)
        _assert_every_line_readable_and_even(r.log)
        _assert_current_move_in_view(r)
        for size in ((1280, 800), (1024, 640)):
            r.resize(*size)
            qtbot.wait(50)
            _assert_every_line_readable_and_even(r.log)
            _assert_current_move_in_view(r)
    finally:
        install_language(QApplication.instance(), "en")


# --- 2. the side panel fits a 1024x640 window at any seat count; teaching takes only its room ----
@pytest.mark.parametrize("seats", [4, 10])
def test_indian_rummy_at_many_seats_plays_in_a_1024x640_window_with_a_readable_log(qtbot, window, seats):
    window.resize(1024, 640)
    window.start_game(GAMES["indian_rummy"].new_state(seats, None, 3), default_players(seats), autosave=False)
    qtbot.waitUntil(lambda: window.side.players.count() == seats, timeout=10000)
    qtbot.wait(100)
    assert window.minimumSizeHint().height() <= 640
    assert window.height() <= 640
    log = window.side.log
    assert log.viewport().height() >= 7 * log.fontMetrics().lineSpacing()
    players = window.side.players
    turn = next(players.item(i) for i in range(players.count()) if players.item(i).text().startswith("▶"))
    assert players.viewport().rect().contains(players.visualItemRect(turn))


def test_teaching_area_takes_only_the_room_of_what_it_shows(qtbot, window):
    window.resize(1280, 800)
    window.side.teaching.setChecked(True)
    window.start_game(GAMES["wild_rummy"].new_state(4, None, 3), default_players(4), autosave=False)
    qtbot.waitUntil(lambda: window.side.teaching_area.isVisible(), timeout=10000)
    qtbot.wait(100)
    area = window.side.teaching_area
    content = area.widget()
    shown = max(content.sizeHint().height(),
                content.heightForWidth(area.viewport().width()) if content.hasHeightForWidth() else 0)
    assert area.height() <= shown + 2 * area.frameWidth() + 4
    assert window.side.log.height() > area.height()


# --- 3. the Indian Rummy end-of-round dialog fits a 640-px window --------------------------------
@pytest.mark.parametrize("seats", [4, 10])
def test_indian_rummy_round_dialog_fits_a_1024x640_window_with_every_hand_reachable(qtbot, window, seats):
    from gui.games.indian_rummy.round_dialog import show_round_result
    from tests.gui.test_rummy_dialogs import greedy, play_round
    _, result = play_round(greedy, seats=seats, seed=5 if seats == 4 else 3)   # seed 3: a declared 10-seat round
    names = ["You", "Ren", "Yui", "Sora", "Kai", "Mio", "Hina", "Riku", "Saki", "Taro"][:seats]
    window.resize(1024, 640)
    qtbot.wait(20)
    dialog = show_round_result(window, result, names, you=0)
    qtbot.waitExposed(dialog)
    assert dialog.frameGeometry().height() <= 640
    from PySide6.QtCore import QPoint, QRect
    ok = dialog.ok_button
    assert dialog.rect().contains(QRect(ok.mapTo(dialog, QPoint(0, 0)), ok.size()))
    from PySide6.QtWidgets import QScrollArea
    scroll = dialog.findChild(QScrollArea)
    for label in dialog.loser_labels:                  # every loser's count can be scrolled into view
        scroll.ensureWidgetVisible(label)
        qtbot.wait(10)
        top_left = label.mapTo(scroll.viewport(), label.rect().topLeft())
        assert scroll.viewport().rect().contains(top_left)
    qtbot.keyClick(dialog.ok_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)


# --- 4. Qt's own buttons follow the language -----------------------------------------------------
def test_standard_buttons_read_japanese_in_the_japanese_window_and_english_again_after(qtbot, window):
    """Qt's own translations (qtbase_ja.qm, shipped in the PySide6-Essentials wheel) are installed
    with ours and removed again; "OK" stays "OK", as Qt's Japanese (and Japanese Windows, macOS) write it."""
    from PySide6.QtWidgets import QDialogButtonBox, QMessageBox
    SB = QDialogButtonBox.StandardButton
    MB = QMessageBox.StandardButton

    def texts(box, which) -> list[str]:
        return [box.button(b).text().replace("&", "") for b in which]

    window.language_actions["ja"].trigger()
    try:
        box = QDialogButtonBox(SB.Ok | SB.Cancel | SB.Close | SB.RestoreDefaults)
        qtbot.addWidget(box)
        assert texts(box, [SB.Cancel, SB.Close]) == ["キャンセル", "閉じる"]
        assert "デフォルト" in box.button(SB.RestoreDefaults).text()
        question = QMessageBox(QMessageBox.Icon.Question, "?", "?", MB.Yes | MB.No | MB.Cancel, window)
        assert texts(question, [MB.Yes, MB.No, MB.Cancel]) == ["はい(Y)", "いいえ(N)", "キャンセル"]
        question.deleteLater()
    finally:
        window.language_actions["en"].trigger()
    qtbot.wait(10)
    assert texts(box, [SB.Cancel, SB.Close]) == ["Cancel", "Close"]          # a dialog left open follows too
    again = QMessageBox(QMessageBox.Icon.Question, "?", "?", MB.Yes | MB.No, window)
    assert texts(again, [MB.Yes, MB.No]) == ["Yes", "No"]
    again.deleteLater()


# --- 7. your Hero cards are readable at 1024x640; an opponent's shows its title on hover ----------
def _view_px(view, item, scene_px: float) -> float:
    return scene_px * item.scale() * view.transform().m11()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_your_hero_cards_read_at_1024x640_and_enlarge_on_hover_without_covering_tiles(qtbot, window, lang):
    from PySide6.QtCore import QPointF
    from gui.families.mahjong.items import TileItem
    from gui.games.hero_mahjong.card_face import title_px
    from gui.games.hero_mahjong.items import CardPreview
    from gui.games.hero_mahjong.text import card_name
    from gui.i18n import install_language
    install_language(QApplication.instance(), lang)
    try:
        window.resize(1024, 640)
        window.start_game(GAMES["hero_mahjong"].new_state(4, None, 3), default_players(4), autosave=False)
        view = window.table
        variant = view.table_scene.variant
        qtbot.waitUntil(lambda: len(variant.local_cards()) >= 4 and _my_move(window), timeout=10000)
        qtbot.wait(50)
        mine = variant.local_cards()
        for card in mine:                       # at rest: larger than before (about 6 px), at least 7
            assert _view_px(view, card, title_px(card.code)) >= 7, card.code
        scene = view.table_scene
        for card in mine:
            qtbot.mouseMove(view.viewport(), view.mapFromScene(card.sceneBoundingRect().center()))
            qtbot.waitUntil(lambda: any(i.isVisible() for i in scene.items() if isinstance(i, CardPreview)),
                            timeout=2000)
            preview = next(i for i in scene.items() if isinstance(i, CardPreview) and i.isVisible())
            assert _view_px(view, preview, title_px(card.code)) >= 13
            box = preview.sceneBoundingRect()
            assert view.mapToScene(view.viewport().rect()).boundingRect().contains(box)
            tiles = [t for t in scene.items() if isinstance(t, TileItem) and t.isVisible()]
            assert not any(box.intersects(t.sceneBoundingRect()) for t in tiles)
        qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(600, 480)))
        qtbot.waitUntil(lambda: not any(i.isVisible() for i in scene.items() if isinstance(i, CardPreview)),
                        timeout=2000)
        theirs = [c for row in variant.cards[1:] for c in row if c.face_up]
        assert theirs and all(c.toolTip().startswith(card_name(c.code)) for c in theirs)
    finally:
        install_language(QApplication.instance(), "en")


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_side_panel_log_lines_wrap_evenly_and_the_newest_stays_in_view_after_resizing(qtbot, lang):
    from gui.i18n import install_language
    install_language(QApplication.instance(), lang)
    w = MainWindow({"speed": 0.0, "language": lang})
    qtbot.addWidget(w)
    w.resize(1024, 640)
    w.show()
    qtbot.waitExposed(w)
    try:
        w.start_game(_riichi_to_first_win(), default_players(4), autosave=False)
        log = w.side.log
        qtbot.waitUntil(lambda: log.count() > 0, timeout=5000)
        for size in ((1024, 640), (1280, 800), (1024, 640)):
            w.resize(*size)
            qtbot.wait(50)
            _assert_every_line_readable_and_even(log)
            newest = log.item(log.count() - 1)
            assert log.viewport().rect().contains(log.visualItemRect(newest))
    finally:
        w._close_game()
        install_language(QApplication.instance(), "en")
