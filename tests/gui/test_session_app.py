"""《ルール追加》 in the app: rule decisions on the table and as buttons, the rules strip, the next game after the
winners add rules, and Continue between games."""
import pytest

from core import autosaves
from core.engine import Rng
from core.games.daifugo.catalogue import make_rule
from core.registry import GAMES
from gui.main_window import MainWindow
from gui.players import Player

RULES = [make_rule(rid, i + 1, by=1) for i, rid in
         enumerate(["seven_pass", "ten_discard", "queen_bomber", "chestnut_pick", "suit_lock", "revolution", "kaidan"])]




def players():
    return [Player("Ann"), Player("Bo", "ai", "easy"), Player("Cy", "ai", "easy"), Player("Di", "ai", "easy")]


def play_with_buttons(qtbot, window, limit=3000):
    """Play as the human: the decisions the table does not take through the side panel's buttons
    (the panel offers exactly those), a card a rule lets you give or discard by a click on it."""
    from PySide6.QtCore import QPointF

    from table_helpers import click, item_of

    c, rng, decisions = window.controller, Rng(1), 0
    table_kinds = window.table.TABLE_KINDS
    for _ in range(limit):
        qtbot.waitUntil(lambda: bool(c.state.is_over() or (not c._busy and c._legal_for_viewpoint())), timeout=15000)
        if c.state.is_over():
            return decisions
        legal = c._legal_for_viewpoint()
        panel = [a for a in legal if a.kind not in table_kinds]
        box = window.side.choices_box
        assert box.isVisibleTo(window.side) == bool(panel)
        action = legal[rng.randbelow(len(legal))]
        if action.kind not in table_kinds:
            buttons = [w for w in box.findChildren(type(window.side.hint)) if w.objectName().startswith("choice_")]
            assert len(buttons) == len(panel)
            buttons[panel.index(action)].click()
            decisions += 1
        elif action.kind in ("give", "discard"):
            moves = len(c.state.actions)
            click(qtbot, window.table, item_of(window.table, action.cards[0]).mapToScene(QPointF(-38, 0)))
            qtbot.waitUntil(lambda: len(c.state.actions) > moves, timeout=5000)
            assert c.state.actions[-1] == action
            decisions += 1
        else:
            window.table.action_chosen.emit(action)
    raise AssertionError("the game did not end")


def test_rule_decisions_are_buttons_and_the_rules_strip_lists_the_rules(qtbot, window):
    decisions = 0
    for seed in range(4):
        state = GAMES["daifugo"].new_state(4, {"speed": 0, "rules": RULES}, seed)
        window.start_game(state, players())
        assert window.side.rules_button.isVisibleTo(window.side)
        assert "(7)" in window.side.rules_button.text()
        window.side.rules_button.setChecked(True)
        assert window.side.rules_list.count() == 7 and "7渡し" in window.side.rules_list.item(0).text()
        decisions += play_with_buttons(qtbot, window)
        log = [window.side.log.item(i).text() for i in range(window.side.log.count())]
        assert any("fires" in line for line in log)
    assert decisions > 0


def test_next_game_after_the_winners_add_rules(qtbot, window):
    state = GAMES["daifugo"].new_state(4, {"speed": 2}, 3)
    ai = [Player(n, "ai", "easy") for n in ("Ann", "Bo", "Cy", "Di")]
    window.start_game(state, ai)
    c = window.controller
    qtbot.waitUntil(c.state.is_over, timeout=20000)
    first = c.state
    window.play_next_game(first, ai)
    nxt = window.controller.state
    assert nxt is not first and nxt.game_index == 2
    assert [r["by"] for r in nxt.options["rules"]] == first.result().ranking[:2]
    assert "(2)" in window.side.rules_button.text()
    # the new game is autosaved at once: quitting now loses nothing
    loaded = autosaves.load_autosave()
    assert loaded.state.options["rules"] == nxt.options["rules"]


def test_continue_between_games_resumes_the_session(qtbot, window):
    state = GAMES["daifugo"].new_state(4, {"speed": 1}, 8)
    ai = [Player(n, "ai", "easy") for n in ("Ann", "Bo", "Cy", "Di")]
    window.start_game(state, ai)
    c = window.controller
    qtbot.waitUntil(c.state.is_over, timeout=20000)
    qtbot.waitUntil(lambda: autosaves.load_autosave() is not None and autosaves.load_autosave().state.is_over(), timeout=5000)
    window.go_home()                  # the window that played it lets it go (it keeps it while shown)
    fresh = MainWindow({"speed": 0.0})
    fresh._no_dialogs = True
    qtbot.addWidget(fresh)
    fresh.update_continue()
    assert fresh.start_page.continue_button.isEnabled()
    fresh.continue_game()
    assert fresh.controller.state.game_index == 2
    assert len(fresh.controller.state.options["rules"]) == 1
    fresh._close_game()


def test_review_of_a_game_with_added_rules_shows_them_and_replays_it(qtbot, window):
    from gui.review.window import ReviewWindow
    state = GAMES["daifugo"].new_state(4, {"speed": 0, "rules": RULES}, 11)
    rng = Rng(11)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
    review = ReviewWindow(state, ["Ann", "Bo", "Cy", "Di"], window)
    qtbot.addWidget(review)
    assert "7渡し" in review.rules.text() and "#7" in review.rules.text()
    assert review.positions[-1].digest() == state.digest()
    lines = [review.log.item(i).text() for i in range(review.log.count())]
    assert any("fires" in line for line in lines)
    review.goto(review.last // 2)
    review.goto(review.last)


def test_the_log_of_the_next_game_tells_the_rules_added_before_its_deal(qtbot, window):
    state = GAMES["daifugo"].new_state(4, {"speed": 2}, 3)
    ai = [Player(n, "ai", "easy") for n in ("Ann", "Bo", "Cy", "Di")]
    window.start_game(state, ai)
    qtbot.waitUntil(window.controller.state.is_over, timeout=20000)
    window.play_next_game(window.controller.state, ai)
    log = [window.side.log.item(i).text() for i in range(window.side.log.count())]
    added = [i for i, line in enumerate(log) if " adds " in line]
    dealt = [i for i, line in enumerate(log) if "親" in line]
    assert len(added) == 2 and dealt, log[:6]
    assert added == [0, 1] and dealt[0] > 1, "the rules added come first, then the new game's deal"
