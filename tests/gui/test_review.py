"""The review (issue 24): every moment, fast (checkpoints, not a state per position); the end of
every hand is a held step showing the win and its breakdown; the list of hands jumps; the review
can be seen as one seat saw the game; the game exports as text."""
from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from core.engine import HIDDEN
from core.registry import GAMES
from gui.review.timeline import Step
from tests.self_play import agents_for, self_play

NAMES = ["You", "Ren", "Yui", "Sora"]
SEATS = {"riichi": 4, "anmika": 3, "hero_mahjong": 4, "indian_rummy": 4, "wild_rummy": 4, "daifugo": 4}


def played(game_id: str, seed: int = 7, options=None, level: str = "normal"):
    state = GAMES[game_id].new_state(SEATS[game_id], options, seed)
    self_play(state, agents_for(game_id, SEATS[game_id], level, seed))
    return state


def long_anmika():
    """A seeded Anmika game of about 2,000 actions (random play keeps the dealer through draws)."""
    return played("anmika", 2, {"start_points": 25000, "sudden_death": "off", "max_hands": 36}, "random")


def test_a_2000_action_anmika_review_keeps_checkpoints_not_a_state_per_position(open_review):
    state = long_anmika()
    actions = len(state.record().actions)
    assert actions >= 2000
    r = open_review(state)
    t = r.timeline
    assert not isinstance(r.positions, list)
    assert t.stored_states() <= actions / t.every + len(t.hands)
    assert t.every >= 32
    assert len(t.hands) >= 30
    for i in (0, 1, t.every - 1, t.every, 1000, actions - 1, actions):   # any position, exactly
        replayed = GAMES["anmika"].new_state(3, state.options, state.record().seed)
        for a in state.record().actions[:i]:
            replayed.apply(a)
        assert r.positions[i].digest() == replayed.digest()
    r.goto(1234)
    assert r.index == 1234 and r.slider.value() == 1234


def _winner(events):
    return next(e.seat for e in events if e.kind in ("won", "declared", "went_out", "hand_drawn") and e.seat is not None)


@pytest.mark.parametrize("game_id", ["riichi", "anmika", "hero_mahjong", "indian_rummy", "wild_rummy", "daifugo"])
def test_every_hands_end_is_a_held_step_with_its_breakdown(open_review, qtbot, game_id):
    """Stepping with Right reaches every hand's end as a step of its own: "end of the hand", the
    breakdown in the panel; the next Right shows the next deal (the panel goes)."""
    r = open_review(played(game_id))
    t = r.timeline
    assert t.hands
    for hand in t.hands:
        r.goto_step(t.step_index(hand.move, held=True) - 1)      # the position before the hand's last move
        assert r.summary is None and "end of the" not in r.position.text()
        qtbot.keyClick(r, Qt.Key.Key_Right)
        assert t.steps[r.step] == Step(hand.move, True) and r.index == hand.move
        assert "end of the" in r.position.text()
        assert r.summary is not None and r.summary.isVisible() and r.summary_text().strip()
        qtbot.keyClick(r, Qt.Key.Key_Right)
        if r.step < len(t.steps) - 1 or not t.steps[r.step].held:
            assert t.steps[r.step] == Step(hand.move) and r.summary is None    # the next deal
    assert len([s for s in t.steps if s.held]) == len(t.hands)


def _face_up_codes(scene) -> set:
    from gui.table.cards import CardItem
    return {item.code for item in scene.items() if isinstance(item, CardItem) and item.face_up}


@pytest.mark.parametrize("game_id", ["riichi", "anmika", "hero_mahjong"])
def test_a_mahjong_hands_end_reveals_the_winners_hand_to_another_seat(open_review, game_id):
    r = open_review(played(game_id))
    t = r.timeline
    hand = next(h for h in t.hands if any(e.kind == "won" for e in t.events[h.move][:h.cut]))
    winner = _winner(t.events[hand.move][:hand.cut])
    r.set_viewpoint((winner + 1) % SEATS[game_id])
    sc = r.table.table_scene
    r.goto_step(t.step_index(hand.move, held=True) - 1)        # just before the winning move
    assert HIDDEN in [tile.code for tile in sc.hands[winner]]
    r.goto(hand.move)                                           # the winning move: the hand's end
    assert t.steps[r.step].held
    assert winner in sc.revealed and HIDDEN not in [tile.code for tile in sc.hands[winner]]
    assert "wins by" in r.summary_text() or "win by" in r.summary_text()


@pytest.mark.parametrize("game_id", ["indian_rummy", "wild_rummy"])
def test_a_rummy_rounds_end_shows_the_declared_cards_to_another_seat(open_review, game_id):
    r = open_review(played(game_id))
    t = r.timeline
    hand = t.hands[0]
    events = t.events[hand.move][:hand.cut]
    out = next(e for e in events if e.kind in ("declared", "went_out"))
    r.set_viewpoint((out.seat + 1) % 4)
    r.goto(hand.move)
    assert t.steps[r.step].held
    shown = _face_up_codes(r.table.table_scene)
    melded = [c for e in events if e.seat == out.seat for c in e.cards if c != HIDDEN]
    assert melded and set(melded) <= shown
    assert "wins round 1" in r.summary_text()


def test_the_daifugo_games_end_is_held_with_the_places(open_review):
    r = open_review(played("daifugo"))
    assert r.timeline.steps[-1].held and len(r.timeline.hands) == 1
    r.goto(r.last)
    assert r.position.text().endswith("end of the game")
    assert "1st" in r.summary_text() and "大富豪" in r.summary_text()


def test_the_hand_list_names_each_hand_with_its_result_and_jumps_to_its_deal(open_review, qtbot):
    r = open_review(played("riichi"))
    t = r.timeline
    rows = [r.hands.item(k).text() for k in range(r.hands.count())]
    assert len(rows) == len(t.hands) >= 3
    assert rows[0].startswith("East 1") and rows[1].startswith("East 2")
    assert all(" win" in row and " by " in row or "draw" in row.lower() for row in rows)     # "You win by", "Yui wins by"
    r.tabs.setCurrentWidget(r.hands)
    item = r.hands.item(2)
    qtbot.mouseClick(r.hands.viewport(), Qt.MouseButton.LeftButton, pos=r.hands.visualItemRect(item).center())
    assert r.index == t.hands[2].start and not t.steps[r.step].held
    assert r.hands.currentRow() == 2
    qtbot.keyClick(r, Qt.Key.Key_Down)
    assert r.index == t.hands[3].start if len(t.hands) > 3 else t.steps[r.step].held
    qtbot.keyClick(r, Qt.Key.Key_Up)
    qtbot.keyClick(r, Qt.Key.Key_Up)
    assert r.index == t.hands[1].start
    qtbot.keyClick(r, Qt.Key.Key_Down, Qt.KeyboardModifier.ControlModifier)
    assert r.index == t.hands[1].move and t.steps[r.step].held


def test_the_keys_help_lists_the_hand_keys(open_review, qtbot):
    r = open_review(played("riichi"))
    dialog = r.show_keys()
    qtbot.addWidget(dialog)
    from PySide6.QtWidgets import QLabel
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert "The previous / next hand (its deal)" in texts and "The end of this hand (its result)" in texts


def test_seen_as_one_seat_the_others_hands_are_hidden_and_the_log_too(open_review):
    r = open_review(played("riichi"))
    r.goto(20)
    sc = r.table.table_scene

    def draws(who):
        return [r.log.item(k).text() for k in range(r.log.count()) if f". {who} draws " in r.log.item(k).text()]
    open_ren, open_yui = draws("Ren"), draws("Yui")
    assert all(HIDDEN not in [t.code for t in hand] for hand in sc.hands)          # every hand open
    box = r.viewpoint_box
    box.setCurrentIndex(box.findText("As Ren saw it"))
    assert r.viewpoint == 1 and r.index == 20
    assert HIDDEN not in [t.code for t in sc.hands[1]]
    assert all(HIDDEN in [t.code for t in sc.hands[s]] for s in (0, 2, 3))
    assert draws("Ren") == open_ren                                  # Ren's own draws named
    assert draws("Yui") and not set(draws("Yui")) & set(open_yui)    # Yui's not
    box.setCurrentIndex(box.findText("All hands open"))
    assert all(HIDDEN not in [t.code for t in hand] for hand in sc.hands) and draws("Yui") == open_yui


def test_export_writes_the_game_with_each_hands_result(open_review, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog
    r = open_review(played("riichi"))
    target = tmp_path / "game.txt"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), "")))
    r.export_action.trigger()
    text = target.read_text(encoding="utf-8")
    assert text.startswith("Review: Riichi")
    assert text.count("Result: ") == len(r.timeline.hands)
    assert "== East 1" in text and "== East 2" in text
    assert f"{r.last}. " in text


def test_export_says_why_it_failed(open_review, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog, QMessageBox
    r = open_review(played("daifugo"))
    said = []
    (tmp_path / "a file").write_text("not a folder")
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (str(tmp_path / "a file" / "game.txt"), "")))
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda parent, title, text: said.append(text)))
    r.export_action.trigger()
    assert said and "could not be written" in said[0]


@pytest.mark.parametrize("game_id", ["riichi", "indian_rummy"])
def test_played_on_the_table_a_hands_end_holds_until_the_next_step(open_review, qtbot, game_id):
    """Animated (speed above 0), Right plays the winning move and the table holds at the hand's end
    with the breakdown beside it, as the live table holds for its dialog; Right again deals on."""
    r = open_review(played(game_id))
    t = r.timeline
    hand = t.hands[0]
    r.goto_step(t.step_index(hand.move, held=True) - 1)
    r.table.set_speed(0.05)
    qtbot.keyClick(r, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: r.summary is not None, timeout=5000)
    qtbot.wait(200)
    assert r.table.is_animating()                       # held there, the next deal not shown
    assert t.steps[r.step].held and "end of the" in r.position.text()
    qtbot.keyClick(r, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: not r.table.is_animating(), timeout=5000)
    assert t.steps[r.step] == Step(hand.move) and r.summary is None
