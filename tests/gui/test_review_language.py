"""Issue 21 #9 for the review: an open review follows a language switch at once. Its menu, buttons,
title line, step label, viewpoint choice, tabs, list of hands, log (a view of the record, so
written again in the new language, at the same step), the end-of-hand breakdown, the table and the
analysis (top choices, Losses) read in Japanese after the switch, and exactly as before after the
switch back."""
from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication

from core import analysis as core_analysis
from core.registry import GAMES
from gui.i18n import install_language
from tests.gui.test_language_switch import english_left, english_words, scene_texts
from tests.self_play import agents_for, self_play

NAMES = ["You", "Ren", "Yui", "Sora"]
JAPANESE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]")
#: key names a Japanese tooltip rightly keeps
KEY_NAMES = re.compile(r"\((Home|End|Space|F9)\)")


def played(game_id: str, seats: int = 4, seed: int = 6):
    state = GAMES[game_id].new_state(seats, None, seed)
    self_play(state, agents_for(game_id, seats, "normal", seed))
    return state


@pytest.fixture
def review(open_review):
    return open_review


@pytest.fixture
def switch(qtbot):
    """Switch the app's language as the main window does (its LanguageChange reaches every window);
    English again at the end."""
    app = QApplication.instance()

    def to(code: str) -> None:
        install_language(app, code)
        qtbot.wait(50)                          # the LanguageChange event is posted
    yield to
    install_language(app, "en")
    qtbot.wait(20)


def texts(r) -> dict[str, list[str]]:
    """Every text of the review a player reads, by where it is."""
    def rows(lst):
        return [lst.item(k).text() for k in range(lst.count())]
    return {
        "title": [r.windowTitle(), r.header.text()],
        "menu": [r.menu_review.title()] + [a.text() for a in r.menu_review.actions()],
        "buttons": [b.text() for b in r.findChildren(QAbstractButton) if b.text() and b.isVisibleTo(r)]
                   + [b.toolTip() for b in r.buttons.values()] + [r.analyse_button.toolTip()],
        "step": [r.position.text()],
        "viewpoint": [r.viewpoint_box.itemText(k) for k in range(r.viewpoint_box.count())],
        "tabs": [r.tabs.tabText(k) for k in range(r.tabs.count())],
        "hands": rows(r.hands),
        "log": rows(r.log),
        "breakdown": [r.summary_text()],
        "table": sorted(scene_texts(r.table.table_scene)),
        "choices": r.choices.lines(),
        "losses": rows(r.losses) if r.tabs.indexOf(r.losses) >= 0 else [],
    }


def assert_japanese(r, english: dict[str, list[str]]) -> None:
    """Every part that said something in English now says it in Japanese (no English word of the
    app's catalogue left, player names aside)."""
    words = english_words()
    japanese = texts(r)
    for part, before in english.items():
        after = japanese[part]
        assert len(after) == len(before), part
        left = english_left([KEY_NAMES.sub("", t) for t in after if t], words, r.names)
        assert not left, f"English left in the review's {part}:\n" + "\n".join(map(repr, left))
        if part != "table":
            changed = [b for b, a in zip(before, after) if english_left([b], words, r.names)]
            assert all(JAPANESE.search(a) for b, a in zip(before, after) if b in changed), part


def mid_hand_end(r) -> int:
    """A held step at the end of a hand in the middle of the game (its breakdown shown)."""
    t = r.timeline
    return t.step_index(t.hands[len(t.hands) // 2].move, held=True)


@pytest.mark.parametrize("game_id", ("riichi", "daifugo", "indian_rummy"))
def test_an_open_review_reads_in_japanese_at_once_after_the_switch_and_in_english_after_the_switch_back(
        review, switch, game_id):
    r = review(played(game_id))
    r.goto_step(mid_hand_end(r))
    step, index = r.step, r.index
    english = texts(r)
    assert english["breakdown"][0] and english["log"] and english["hands"]
    assert "Log (F9)" in english["buttons"] and english["menu"][0] == "&Review"
    switch("ja")
    assert (r.step, r.index) == (step, index)                     # the same step, the same position
    assert_japanese(r, english)
    assert r.menu_review.title() == "レビュー(&R)" and "ログ (F9)" in texts(r)["buttons"]
    assert r.summary is not None and r.summary.isVisible()
    switch("en")
    assert texts(r) == english
    assert (r.step, r.index) == (step, index)


def test_between_hands_the_step_label_and_the_current_log_line_follow_the_switch(review, switch):
    r = review(played("riichi"))
    t = r.timeline
    r.goto(t.hands[1].start + 6)
    current = [r.log.item(k).text() for k in range(r.log.count()) if r.log.item(k).font().bold()]
    assert current and r.position.text().startswith("Move ")
    switch("ja")
    now = [r.log.item(k).text() for k in range(r.log.count()) if r.log.item(k).font().bold()]
    assert len(now) == len(current) and now != current               # the same lines marked, rewritten
    assert r.position.text() == f"{r.index} / {r.last} 手"
    assert r.viewpoint_box.itemText(0) == "全員の手を公開"
    assert r.summary is None


def test_seen_as_one_seat_after_the_switch_the_viewpoint_stays_chosen(review, switch):
    r = review(played("riichi"))
    r.viewpoint_box.setCurrentIndex(2)
    assert r.viewpoint == 1
    switch("ja")
    assert r.viewpoint == 1 and r.viewpoint_box.currentIndex() == 2
    assert r.viewpoint_box.currentText() == "Ren の視点"


def test_the_analysis_shown_follows_the_switch(review, switch, qtbot):
    """The Losses tab and the top choices at a decision shown read in Japanese after the switch."""
    state = played("daifugo")
    r = review(state)
    r.set_analysis(core_analysis.analyse(state.record(), 0, "easy"))
    decision = core_analysis.losses(r.analysis, 1)[0] if core_analysis.losses(r.analysis, 1) else r.analysis["decisions"][0]
    r.goto_decision(decision["index"])
    assert r.choices.lines()
    english = texts(r)
    assert english["losses"] and "Losses" in english["tabs"]
    switch("ja")
    assert_japanese(r, {part: english[part] for part in ("choices", "losses", "tabs", "step", "log")})
    assert r.choices.isVisible()
    switch("en")
    assert texts(r)["losses"] == english["losses"] and texts(r)["choices"] == english["choices"]


def test_the_log_keeps_its_scroll_and_its_marked_lines_after_the_switch(review, switch, qtbot):
    r = review(played("riichi"))
    r.goto(r.timeline.hands[0].move - 2)                        # late in the first hand: a long log
    r.log.scrollToItem(r.log.item(5), r.log.ScrollHint.PositionAtTop)
    qtbot.wait(20)
    top = r.log.indexAt(r.log.viewport().rect().topLeft()).row()
    marked = [k for k in range(r.log.count()) if r.log.item(k).font().bold()]
    switch("ja")
    qtbot.wait(20)
    assert r.log.indexAt(r.log.viewport().rect().topLeft()).row() == top
    assert [k for k in range(r.log.count()) if r.log.item(k).font().bold()] == marked


def test_a_switch_while_a_step_plays_leaves_the_table_in_japanese_when_it_ends(review, switch, qtbot):
    r = review(played("daifugo"))
    r.table.set_speed(1.0)
    r.goto(10)
    r.step_forward()
    assert r.table.is_animating()
    switch("ja")
    qtbot.waitUntil(lambda: not r.table.is_animating(), timeout=10000)
    left = english_left([KEY_NAMES.sub("", t) for t in scene_texts(r.table.table_scene)], english_words(), r.names)
    assert not left, left
    assert r.position.text() == f"{r.index} / {r.last} 手"
