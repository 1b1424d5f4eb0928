"""The side panel tells what the table shows (issue 21 items 1-3): the log follows the event
animations step by step, nothing of the next deal shows while the end-of-round dialog is open,
a hint belongs to one decision, and the prompt says what is asked."""
from __future__ import annotations

import time

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog

from core.ai import make_agent
from core.engine import Rng
from core.mahjong.efficiency import analyse_view
from core.registry import GAMES
from gui.log_text import event_lines
from gui.main_window import MainWindow
from gui.players import Player, default_players
from gui.side_panel import SidePanel

ROUND_ENDS = {"won", "hand_drawn", "hand_aborted", "round_scored", "round_void"}


@pytest.fixture
def window(qtbot):
    w = MainWindow({"speed": 0.0, "language": "en"})
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._close_game()


def log_lines(window) -> list[str]:
    return [window.side.log.item(i).text() for i in range(window.side.log.count())]


def players_lines(window) -> list[str]:
    return [window.side.players.item(i).text() for i in range(window.side.players.count())]


def round_dialog(window) -> QDialog | None:
    shown = [d for d in window.findChildren(QDialog) if d.isVisible()]
    return shown[0] if shown else None


def spy_events(window) -> list:
    """Every batch of events the controller gives the table, from the start events on."""
    c = window.controller
    batches = [[e.redacted(c.viewpoint) for e in getattr(c.state, "start_events", [])]]
    play = window.table.play_events

    def spy(events, *args, **kwargs):
        batches.append(list(events))
        return play(events, *args, **kwargs)
    window.table.play_events = spy
    return batches


def lines_to_round_end(window, batches) -> list[str]:
    """The log lines of every event up to the round end of the last batch (included)."""
    c = window.controller
    last = batches[-1]
    cut = max(i for i, e in enumerate(last) if e.kind in ROUND_ENDS) + 1
    events = [e for batch in batches[:-1] for e in batch] + last[:cut]
    return event_lines(events, c.names, c.you, c.state.game.id)


def players_of_now(window) -> list[str]:
    """The players list of the state's current position (the next deal, while the dialog is open)."""
    c = window.controller
    scratch = SidePanel()
    scratch.show_players(c.state.view(c.viewpoint), c.names)
    return [scratch.players.item(i).text() for i in range(scratch.players.count())]


def close_round_dialog(qtbot, window) -> None:
    dialog = round_dialog(window)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: round_dialog(window) is None, timeout=5000)


def hinted_items(window) -> list:
    """The items shown on the table marked as the hint (a tile, a card, a zone or a button)."""
    out = []
    for item in window.table.table_scene.items():
        if not item.isVisible():
            continue
        flag = getattr(item, "is_hinted", None)
        if (flag() if callable(flag) else getattr(item, "hinted", False)) is True:
            out.append(item)
    return out


def press_hint(qtbot, window) -> None:
    window.table.setFocus()
    QTest.keyClick(window.table, Qt.Key.Key_H)


def my_decision(window) -> bool:
    c = window.controller
    return bool(round_dialog(window) or c.state.is_over() or (not c._busy and c._legal_for_viewpoint()))


def play_riichi_hand_asking_hints(qtbot, window) -> None:
    """As the human: ask a hint (H) at every decision, then make the normal AI's move, until the
    end-of-hand dialog opens."""
    c = window.controller
    agent = make_agent("riichi", "normal", 1)
    for _ in range(300):
        qtbot.waitUntil(lambda: my_decision(window), timeout=20000)
        if round_dialog(window) is not None:
            return
        press_hint(qtbot, window)
        assert window.side.hint_text.text().startswith("Hint:")
        window.table.action_chosen.emit(agent.choose(c.state.view(c.viewpoint), c._legal_for_viewpoint()))
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("speed", [0.0, 0.05])
def test_while_the_end_of_hand_dialog_is_open_the_side_panel_shows_nothing_of_the_next_hand(qtbot, window, speed):
    """Riichi, a human at seat 0 with teaching on: Ren wins (the next hand is dealt by Ren in the
    same move). With the dialog open, the log ends with the win, the players list, the prompt, the
    teaching panel and the hint describe the hand that ended; once it is closed, the next hand."""
    window.side.teaching.setChecked(True)
    window.settings["speed"] = speed
    window.start_game(GAMES["riichi"].new_state(4, None, 3), default_players(4), autosave=False)
    c = window.controller
    batches = spy_events(window)
    play_riichi_hand_asking_hints(qtbot, window)

    assert any(e.kind == "won" for e in batches[-1]) and any(e.kind == "hand_started" for e in batches[-1])
    log = log_lines(window)
    assert log == lines_to_round_end(window, batches)
    assert "wins by" in log[-1]
    assert not any("East 2" in line or "is dealt" in line for line in log[-6:])
    assert players_lines(window) != players_of_now(window)      # the next hand: Ren deals
    assert not any("Ren" in line and "dealer" in line for line in players_lines(window))
    assert window.side.turn.text() == ""
    panel = window.table.teaching_widget()
    new_hand = analyse_view(c.state.view(0), 0)
    assert panel.efficiency is None or panel.efficiency.counts != new_hand.counts
    assert window.side.hint_text.text() == "" and not hinted_items(window)

    close_round_dialog(qtbot, window)
    qtbot.waitUntil(lambda: my_decision(window), timeout=20000)
    assert any("East 2" in line for line in log_lines(window)[len(log):])
    assert players_lines(window) == players_of_now(window)
    assert window.side.hint_text.text() == "" and not hinted_items(window)


@pytest.mark.parametrize("game", ["indian_rummy", "wild_rummy"])
@pytest.mark.parametrize("speed", [0.0, 0.05])
def test_a_rummy_round_end_holds_the_next_deal_out_of_the_side_panel(qtbot, window, game, speed):
    """All-AI rummy: while the round's dialog is open, the log ends at the round's score and the
    players list is not yet the next deal's; closing the dialog brings both."""
    window.settings["speed"] = speed
    g = GAMES[game]
    seats = 4 if 4 in g.players else min(g.players)
    window.start_game(g.new_state(seats, None, 3), default_players(seats, humans=0, level="easy"), autosave=False)
    batches = spy_events(window)
    qtbot.waitUntil(lambda: round_dialog(window) is not None, timeout=60000)
    assert any(e.kind in ("round_started", "dealt") for e in batches[-1])
    log = log_lines(window)
    assert log == lines_to_round_end(window, batches)
    assert players_lines(window) != players_of_now(window)       # the dealer passes at the next deal
    close_round_dialog(qtbot, window)
    qtbot.waitUntil(lambda: len(log_lines(window)) > len(log), timeout=10000)


def test_an_ai_discard_is_logged_once_its_tile_has_landed(qtbot, window):
    """At the normal speed, the line "X discards 5p." appears when the discard's animation has
    played: not when the AI decides, and with the tile at rest in the pond."""
    window.settings["speed"] = 1.0
    window.start_game(GAMES["riichi"].new_state(4, None, 3), default_players(4, humans=0), autosave=False)
    c, table = window.controller, window.table
    seen = {}

    def decided(action, _reason) -> None:          # runs after the controller applied the move
        if action.kind == "discard" and "applied" not in seen:
            seen["applied"] = time.monotonic()
            seen["line_then"] = any("discards" in line for line in log_lines(window))
            seen["animating"] = table.is_animating()
            seen["seat"] = action.seat

    def logged(lines) -> None:
        if "applied" in seen and "logged" not in seen and any("discards" in line for line in lines):
            seen["logged"] = time.monotonic()
            pond = table.table_scene.ponds[seen["seat"]]
            seen["item"], seen["pos"] = pond[-1], pond[-1].pos()
    c.worker.decided.connect(decided)
    c.logged.connect(logged)
    qtbot.waitUntil(lambda: "logged" in seen, timeout=20000)
    assert seen["animating"] and not seen["line_then"]
    qtbot.waitUntil(lambda: not table.is_animating(), timeout=10000)
    assert seen["item"].pos() == seen["pos"]                        # it had landed
    assert seen["logged"] - seen["applied"] >= 0.1


def test_a_hint_is_gone_once_the_move_is_made(qtbot, window):
    """H asks a hint (text beside the table and a mark on the tile); discarding with the keys
    clears both."""
    window.start_game(GAMES["riichi"].new_state(4, None, 3), default_players(4), autosave=False)
    c = window.controller
    qtbot.waitUntil(lambda: my_decision(window), timeout=10000)
    press_hint(qtbot, window)
    assert window.side.hint_text.text().startswith("Hint: Discard")
    assert hinted_items(window)
    before = len(c.state.actions)
    QTest.keyClick(window.table, Qt.Key.Key_Right)
    QTest.keyClick(window.table, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: len(c.state.actions) > before, timeout=5000)
    assert window.side.hint_text.text() == ""
    assert not hinted_items(window)
    qtbot.waitUntil(lambda: my_decision(window), timeout=20000)
    assert window.side.hint_text.text() == "" and not hinted_items(window)


def _state_at(game: str, seed: int, seats: int, wanted):
    state, rng = GAMES[game].new_state(seats, None, seed), Rng(seed)
    for _ in range(5000):
        if wanted(state):
            return state
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        state.apply(legal[rng.randbelow(len(legal))])
    raise AssertionError("no such position")


def test_your_turn_only_on_your_move_and_a_call_reads_as_the_call(qtbot, window):
    """Riichi: on your discard "Your turn."; asked to call a discard, the prompt names the call."""
    state = _state_at("riichi", 4, 4, lambda s: s.step == "claims" and 0 in s.to_move())
    window.start_game(state, default_players(4), autosave=False)
    c = window.controller
    qtbot.waitUntil(lambda: my_decision(window) and window.side.turn.text() != "", timeout=10000)
    calls = [a for a in c._legal_for_viewpoint() if a.kind != "pass"]
    turn = window.side.turn.text()
    assert turn != "Your turn." and turn.endswith(", or pass?")
    assert turn.startswith({"pon": "Call pon", "chi": "Call chi", "ron": "Win by ron", "open_kan": "Call kan"}[calls[0].kind])

    state = _state_at("riichi", 3, 4, lambda s: s.step == "turn" and s.to_move() == (0,) and s.actions)
    window.start_game(state, default_players(4), autosave=False)
    qtbot.waitUntil(lambda: my_decision(window) and window.side.turn.text() != "", timeout=10000)
    assert window.side.turn.text() == "Your turn."


def test_a_wild_rummy_call_window_reads_as_the_call(qtbot, window):
    state = _state_at("wild_rummy", 5, 4, lambda s: s.view(0).data.get("step") == "call_window" and 0 in s.to_move())
    window.start_game(state, default_players(4), autosave=False)
    qtbot.waitUntil(lambda: my_decision(window) and window.side.turn.text() != "", timeout=10000)
    turn = window.side.turn.text()
    assert turn.startswith("Call ") and turn.endswith(", or pass?")


def test_others_deciding_a_call_are_not_named(qtbot, window):
    """While AI seats decide on a claim you are not asked about, the prompt names nobody."""
    state = _state_at("riichi", 4, 4, lambda s: s.step == "claims" and 0 not in s.to_move())
    window.start_game(state, default_players(4), autosave=False)
    text = window.controller._prompt_text()
    assert text == "Waiting for the other players…"
    assert not any(name in text for name in window.controller.names)


def test_the_pool_rejoin_decision_says_what_is_asked(qtbot, window):
    """Indian Rummy pool: an eliminated human is asked to rejoin: the turn line asks it, not
    "Your turn."."""
    from core.engine import Action

    state = GAMES["indian_rummy"].new_state(3, {"pool_limit": 101, "pool_rejoins": 1, "seat_draw": False}, 1)
    first = state.turn
    state.match.ledger = [95 if s == first else 50 for s in range(3)]
    state.apply(Action("pack", first, (), "pack"))
    state.apply(Action("pack", state.turn, (), "pack"))
    players = [Player("You", "human") if s == first else Player(f"AI {s}", "ai", "random") for s in range(3)]
    window.start_game(state, players, autosave=False)
    qtbot.waitUntil(lambda: window.side.choices_box.isVisible() and window.side.turn.text() != "", timeout=5000)
    turn = window.side.turn.text()
    assert turn != "Your turn."
    assert "Rejoin the pool" in turn and "Stay out of the pool" in turn
