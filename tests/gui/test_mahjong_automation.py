"""Call automation on the mahjong tables (issue 22 item 3), through the real window and controller:
the bar of toggles under the hand (和了 auto-win, 鳴きなし no calls, ツモ切り after riichi, Anmika's
北抜き), kept per game in the settings; tsumogiri discards greyed in the ponds; the waits strip at
tenpai.

Positions come from seeded play of the real engines (the normal AI at every seat); the human is
put at the seat the position is about, and the window plays on from there at speed 0.
"""
from __future__ import annotations

import functools

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from core.ai import make_agent
from core.mahjong.notation import parse, to_text
from core.mahjong.waits import waits
from core.registry import GAMES
from core.settings import checked_settings, load_settings
from gui.main_window import MainWindow
from gui.players import Player

SEATS = {"riichi": 4, "anmika": 3, "hero_mahjong": 4}


# --- positions from seeded play ----------------------------------------------------------------
def _positions(game_id: str, seeds=range(1, 40)):
    """Every position of seeded normal-AI games, one at a time (the state is the live one: clone
    it to keep it)."""
    for seed in seeds:
        state = GAMES[game_id].new_state(SEATS[game_id], None, seed)
        agents = [make_agent(game_id, "normal", seed + i) for i in range(SEATS[game_id])]
        while not state.is_over():
            yield state
            seat = state.to_move()[0]
            state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))


@functools.lru_cache(maxsize=None)
def _found(game_id: str, what: str):
    for state in _positions(game_id):
        for seat in state.to_move():
            if TESTS[what](state, seat):
                return state.clone(), seat
    raise AssertionError(f"no {what} position came up")


def find(game_id: str, what: str):
    """A fresh copy of the first position of ``what``, and the seat it is about."""
    state, seat = _found(game_id, what)
    return state.clone(), seat


def kinds(state, seat) -> set:
    return {a.kind for a in state.legal_actions(seat)}


def in_riichi(state, seat) -> bool:
    return bool(state.view(seat).data["riichi"][seat])


TESTS = {
    "pon": lambda s, seat: s.step == "claims" and "pon" in kinds(s, seat) and "ron" not in kinds(s, seat),
    "ron": lambda s, seat: "ron" in kinds(s, seat),
    "tsumo": lambda s, seat: s.step == "turn" and "tsumo" in kinds(s, seat) and not in_riichi(s, seat),
    "riichi_draw": lambda s, seat: s.step == "turn" and in_riichi(s, seat) and kinds(s, seat) == {"discard"},
    "riichi_tsumo": lambda s, seat: s.step == "turn" and in_riichi(s, seat) and "tsumo" in kinds(s, seat),
    "north": lambda s, seat: (s.step == "turn" and "extract" in kinds(s, seat) and "tsumo" not in kinds(s, seat)
                              and not in_riichi(s, seat) and not _worth_keeping(s.view(seat).data["hands"][seat])),
}


def _worth_keeping(hand) -> bool:
    from gui.games.anmika.table import north_worth_keeping
    return north_worth_keeping(hand)


# --- the window -----------------------------------------------------------------------------------
def make_window(qtbot, game_id: str, toggles: dict, language: str = "en", size=(1280, 800)):
    w = MainWindow({"speed": 0.0, "language": language, "mahjong_auto": {game_id: toggles}})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(*size)
    w.show()
    qtbot.waitExposed(w)
    return w


def players_with_human_at(seat: int, seats: int) -> list[Player]:
    return [Player("You", "human") if s == seat else Player(f"AI {s}", "ai", "easy") for s in range(seats)]


class Watch:
    """What the table showed at every view it laid out: the visible call buttons and the prompt."""

    def __init__(self, table) -> None:
        self.shown: list[tuple[list[str], str]] = []
        self.table = table
        original = table.variant.view_shown

        def spy(view, legal):
            sc = table.table_scene
            self.shown.append(([b.group for b in sc.buttons if b.isVisible()], sc.prompt.text))
            if view is not None:
                original(view, legal)
        table.variant.view_shown = spy
        spy(None, [])                                   # what the table shows as the game starts

    def groups(self) -> set:
        return {g for groups, _ in self.shown for g in groups}


def play(qtbot, window, state, seat):
    """Start ``state`` with the human at ``seat``; the human's actions applied are gathered."""
    applied = []
    window.start_game(state, players_with_human_at(seat, SEATS[state.game.id]), autosave=False)
    watch = Watch(window.table)
    original = window.controller._apply

    def record(action):
        if action.seat == seat:
            applied.append(action)
        original(action)
    window.controller._apply = record
    return applied, watch


def still(window) -> bool:
    c = window.controller
    return not c._busy and not window.table.is_animating()


# --- no calls ---------------------------------------------------------------------------------
def test_with_no_calls_a_pon_is_passed_without_a_prompt_and_the_game_goes_on(qtbot):
    state, seat = find("riichi", "pon")
    start = len(state.actions)
    window = make_window(qtbot, "riichi", {"no_calls": True})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: bool(applied) and len(window.controller.state.actions) > start + 1 and still(window),
                    timeout=20000)
    assert applied[0].kind == "pass"
    assert not watch.groups() & {"pon", "chi", "kan", "pass"}, "a call prompt was shown"
    assert all("Call the discard" not in prompt for _, prompt in watch.shown)
    window._close_game()


@pytest.mark.parametrize("game_id", ["anmika", "hero_mahjong"])
def test_no_calls_passes_the_pon_of_the_variants_too(qtbot, game_id):
    state, seat = find(game_id, "pon")
    window = make_window(qtbot, game_id, {"no_calls": True})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: bool(applied), timeout=20000)
    assert applied[0].kind == "pass" and "pon" not in watch.groups()
    window._close_game()


def test_without_no_calls_the_same_pon_asks(qtbot):
    state, seat = find("riichi", "pon")
    window = make_window(qtbot, "riichi", {"no_calls": False})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: still(window), timeout=20000)
    qtbot.wait(50)
    assert applied == [] and "pon" in watch.groups()
    window._close_game()


def test_the_no_calls_toggle_is_a_button_on_the_bar_that_answers_the_prompt_shown(qtbot):
    state, seat = find("riichi", "pon")
    window = make_window(qtbot, "riichi", {})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: still(window), timeout=20000)
    button = window.table.automation.bar.buttons["no_calls"]
    assert button.isVisible() and not button.isChecked()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(applied), timeout=5000)
    assert applied[0].kind == "pass"
    assert window.settings["mahjong_auto"]["riichi"]["no_calls"] is True
    assert load_settings()["mahjong_auto"]["riichi"]["no_calls"] is True      # saved when changed
    window._close_game()


# --- auto-win -----------------------------------------------------------------------------------
@pytest.mark.parametrize("what", ["ron", "tsumo"])
def test_with_auto_win_a_winning_tile_is_won_without_a_prompt(qtbot, what):
    state, seat = find("riichi", what)
    window = make_window(qtbot, "riichi", {"win": True})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: bool(applied), timeout=20000)
    assert applied[0].kind == what
    assert not watch.groups() & {"tsumo", "ron"}, "the win was asked"
    window._close_game()


def test_no_calls_never_passes_a_ron(qtbot):
    state, seat = find("riichi", "ron")
    window = make_window(qtbot, "riichi", {"no_calls": True})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: still(window), timeout=20000)
    qtbot.wait(50)
    assert applied == [] and "ron" in watch.groups()
    window._close_game()


# --- ツモ切り after riichi ------------------------------------------------------------------------
def test_with_tsumogiri_after_riichi_the_drawn_tile_is_discarded_without_input(qtbot):
    state, seat = find("riichi", "riichi_draw")
    drawn = state.view(seat).data["drawn"]
    window = make_window(qtbot, "riichi", {"tsumogiri": True})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: bool(applied), timeout=20000)
    assert applied[0].kind == "discard" and applied[0].cards == (drawn,)


@pytest.mark.parametrize("win", [False, True])
def test_with_tsumogiri_a_winning_draw_asks_or_wins_with_auto_win(qtbot, win):
    state, seat = find("riichi", "riichi_tsumo")
    window = make_window(qtbot, "riichi", {"tsumogiri": True, "win": win})
    applied, watch = play(qtbot, window, state, seat)
    if win:
        qtbot.waitUntil(lambda: bool(applied), timeout=20000)
        assert applied[0].kind == "tsumo"
    else:
        qtbot.waitUntil(lambda: still(window), timeout=20000)
        qtbot.wait(50)
        assert applied == [] and "tsumo" in watch.groups()
    window._close_game()


def test_the_toggles_are_keys_of_the_table_listed_in_its_keyboard_reference(qtbot):
    state, seat = find("riichi", "pon")
    window = make_window(qtbot, "riichi", {})
    play(qtbot, window, state, seat)
    table = window.table
    table.setFocus()
    keys = {k for keys, _ in table.KEYS_HELP for k in keys}
    assert {"A", "N", "T", "W"} <= keys and "X" not in keys            # riichi has no 北抜き
    qtbot.keyClick(table, Qt.Key.Key_A)
    qtbot.keyClick(table, Qt.Key.Key_T)
    bar = table.automation.bar.buttons
    assert bar["win"].isChecked() and bar["tsumogiri"].isChecked() and not bar["no_calls"].isChecked()
    assert load_settings()["mahjong_auto"]["riichi"] == {"win": True, "no_calls": False, "tsumogiri": True,
                                                         "extract": False, "waits": True}
    window._close_game()


# --- Anmika 北抜き ----------------------------------------------------------------------------------
def test_anmika_auto_extract_sets_a_north_aside_without_a_prompt(qtbot):
    state, seat = find("anmika", "north")
    window = make_window(qtbot, "anmika", {"extract": True})
    applied, watch = play(qtbot, window, state, seat)
    qtbot.waitUntil(lambda: bool(applied), timeout=20000)
    assert applied[0].kind == "extract"
    assert "extract" not in watch.groups()
    assert "X" in {k for keys, _ in window.table.KEYS_HELP for k in keys}
    window._close_game()


def test_a_north_kept_for_a_yakuman_hand_stays_the_players_choice():
    from gui.games.anmika.table import north_worth_keeping

    assert north_worth_keeping(["1m", "9m", "1p", "9p", "1s", "9s", "1z", "2z", "3z", "4z", "5z", "6m", "7p"])
    assert north_worth_keeping(["1z", "1z", "2z", "2z", "3z", "3z", "4z", "5z", "2p", "3p", "4p", "6s", "7s"])
    assert not north_worth_keeping(["1m", "9m", "2p", "3p", "4p", "6p", "7p", "8p", "2s", "3s", "4z", "5z", "5z"])


# --- settings ---------------------------------------------------------------------------------------
def test_the_automation_settings_fall_back_to_their_defaults_one_by_one():
    stored = {"mahjong_auto": {"riichi": {"win": True, "no_calls": "yes", "tsumogiri": 1}, "anmika": [1],
                               "hero_mahjong": {"waits": False, "extract": True}, 5: {"win": True}}}
    got = checked_settings(stored)["mahjong_auto"]
    assert got == {"riichi": {"win": True, "no_calls": False, "tsumogiri": False, "extract": False, "waits": True},
                   "hero_mahjong": {"win": False, "no_calls": False, "tsumogiri": False, "extract": True,
                                    "waits": False}}
    assert checked_settings({"mahjong_auto": "on"})["mahjong_auto"] == {}


def test_the_toggles_of_a_game_come_back_in_a_new_window(qtbot):
    state, seat = find("riichi", "pon")
    window = make_window(qtbot, "riichi", {})
    play(qtbot, window, state, seat)
    qtbot.mouseClick(window.table.automation.bar.buttons["win"], Qt.MouseButton.LeftButton)
    window._close_game()
    again = MainWindow(load_settings())
    again._no_dialogs = True
    qtbot.addWidget(again)
    again.show()
    again.start_game(state.clone(), players_with_human_at(seat, 4), autosave=False)
    assert again.table.automation.bar.buttons["win"].isChecked()
    assert not again.table.automation.bar.buttons["no_calls"].isChecked()
    again._close_game()


# --- tsumogiri greyed ---------------------------------------------------------------------------------
def render(item) -> QImage:
    img = QImage(120, 140, QImage.Format.Format_ARGB32)
    img.fill(QColor("#000000"))
    p = QPainter(img)
    p.translate(60, 70)
    item.paint(p, QStyleOptionGraphicsItem(), None)
    p.end()
    return img


@pytest.mark.parametrize("speed", [0.0, 0.05])
def test_tsumogiri_discards_are_greyed_in_the_ponds(qtbot, speed):
    state = GAMES["riichi"].new_state(4, None, 3)
    window = make_window(qtbot, "riichi", {"no_calls": True, "tsumogiri": True})
    window.set_speed(speed)
    events = []
    window.start_game(state, [Player(f"AI {s}", "ai", "easy") for s in range(4)], autosave=False)
    window.table.events_shown.connect(events.extend)
    c = window.controller
    qtbot.waitUntil(lambda: sum(e.kind == "discarded" for e in events) >= 14 or c.state.is_over(), timeout=30000)
    c.close()
    qtbot.waitUntil(lambda: not window.table.is_animating(), timeout=10000)
    expected = {s: [] for s in range(4)}
    for e in events:
        if e.kind == "hand_started":
            expected = {s: [] for s in range(4)}
        if e.kind == "discarded":
            expected[e.seat].append(bool(e.info["tsumogiri"]))
    ponds = window.table.table_scene.ponds
    assert any(any(v) for v in expected.values()) and any(not x for v in expected.values() for x in v)
    for s in range(4):
        assert [item.is_tsumogiri() for item in ponds[s]] == expected[s]
    greyed = next(item for s in range(4) for item in ponds[s] if item.is_tsumogiri() and not item.is_dimmed())
    plain = render(greyed)
    greyed.set_tsumogiri(False)
    assert render(greyed) != plain, "a tsumogiri tile looks like any other"
    window._close_game()


# --- the waits strip ---------------------------------------------------------------------------------
def _tenpai_waiting(state, seat) -> bool:
    data = state.view(seat).data
    hand = data["hands"][seat]
    return (seat not in state.to_move() and len(hand) == 13 - 3 * len(data["melds"][seat])
            and bool(_waits_of(data, seat)))


def _waits_of(data, seat) -> list[str]:
    counts = [0] * 34
    for tok in data["hands"][seat]:
        counts[parse(tok)[0].kind] += 1
    return [to_text([k]) for k in waits(counts, len(data["melds"][seat]))]


def find_tenpai(game_id="riichi"):
    for state in _positions(game_id):
        for seat in range(SEATS[game_id]):
            if _tenpai_waiting(state, seat):
                return state.clone(), seat
    raise AssertionError("no tenpai position")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_waits_strip_shows_the_waited_tiles_at_tenpai(qtbot, language):
    from PySide6.QtWidgets import QApplication

    from gui.i18n import install_language

    state, seat = find_tenpai()
    expected = _waits_of(state.view(seat).data, seat)
    install_language(QApplication.instance(), language)
    try:
        window = make_window(qtbot, "riichi", {}, language)
        window.start_game(state, players_with_human_at(seat, 4), autosave=False)
        strip = window.table.automation.bar.waits
        assert strip.isVisible() and strip.tiles == expected and not window.side.teaching.isChecked()
        assert strip.label() == ("Waits:" if language == "en" else strip.label())
        qtbot.keyClick(window.table, Qt.Key.Key_W)                 # off
        assert not strip.isVisible() and window.settings["mahjong_auto"]["riichi"]["waits"] is False
        window._close_game()
    finally:
        install_language(QApplication.instance(), "en")


@pytest.mark.parametrize("game_id", ["riichi", "anmika"])
def test_the_bar_leaves_every_tile_visible_and_its_words_and_waits_whole(qtbot, game_id):
    state, seat = find_tenpai(game_id)
    for size in ((1280, 800), (1024, 640)):
        window = make_window(qtbot, game_id, {}, size=size)
        window.start_game(state.clone(), players_with_human_at(seat, SEATS[game_id]), autosave=False)
        qtbot.wait(20)
        table = window.table
        bar = table.automation.bar
        viewport = table.viewport().geometry()
        assert bar.geometry().top() >= viewport.bottom(), "the bar covers the table"
        for b in bar.buttons.values():
            assert b.isVisible() and b.geometry().right() <= bar.width()
            assert b.sizeHint().width() <= b.width() + 1, "a toggle's words are cut"
        strip = bar.waits
        assert strip.isVisible() and strip.tiles
        assert strip.width() >= strip.sizeHint().width() and strip.geometry().right() <= bar.width()
        window._close_game()


def test_the_review_table_has_no_bar(qtbot):
    from gui.registry import make_table

    table = make_table("riichi")
    qtbot.addWidget(table)
    table.resize(900, 700)
    table.show()
    assert not table.automation.bar.isVisible() and table.viewportMargins().bottom() == 0
    qtbot.keyClick(table, Qt.Key.Key_N)
    assert not table.automation.toggles["no_calls"]
