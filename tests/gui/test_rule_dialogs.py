"""The rule dialogs of 《ルール追加》: adding a catalogue rule (search, in force, conflicts, repair
and withdraw by the adder only) and the rule builder (the seed's 9 rule, refusals)."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, Qt, QTranslator
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QGroupBox, QLabel,
                               QLineEdit, QMessageBox, QPushButton, QSpinBox)

from core.engine import Action
from core.games.daifugo import describe
from core.games.daifugo.catalogue import CATALOGUE
from core.games.daifugo.rules import ACTIVE, FINISHED
from core.games.daifugo.session import Session
from core.registry import GAMES
from gui.games.daifugo import rule_addition
from gui.games.daifugo.rule_addition import RuleAdditionDialog
from gui.games.daifugo.rule_builder import RuleBuilderDialog
from gui.i18n import install_language, tr_msg

NAMES = ["Alice", "Bob", "Carol", "Dave"]
SHOTS = Path(os.environ.get("HOUSERULES_SHOTS", "/tmp/shots"))

#: The seed's own example (footnote *3): a 9 lets its player take a card from the discard pile.
SEED_NINE = {"instance": 0, "id": "custom", "name": {"text": "Chestnut pick"}, "params": {},
             "precedence": "newest",
             "components": [{"kind": "trigger", "on": "play",
                             "if": {"test": "has_rank", "rank": "9", "jokers": False, "of": "play"},
                             "do": [{"do": "take_discard", "who": "actor", "n": 1, "mode": "up_to",
                                     "chooser": "self"}]}]}


def session_after_game(*catalogue_rules) -> Session:
    """A 4-seat session after one game (places Bob, Alice, Carol, Dave), with (rule id, adder)s."""
    s = Session(4)
    for rule_id, by in catalogue_rules:
        s.add_catalogue(rule_id, by)
    s.history.append([1, 0, 2, 3])
    return s


def addition(qtbot, session, adder=1) -> RuleAdditionDialog:
    d = RuleAdditionDialog(session, adder, NAMES)
    qtbot.addWidget(d)
    return d


def builder(qtbot, **kw) -> RuleBuilderDialog:
    d = RuleBuilderDialog(**kw)
    qtbot.addWidget(d)
    return d


def choose(d, name: str, data) -> None:
    box = d.findChild(QComboBox, name)
    assert box is not None, name
    index = box.findData(data)
    assert index >= 0, (name, data)
    box.setCurrentIndex(index)


# --- the rule addition dialog ---------------------------------------------------------------------

def test_header_names_the_adder_and_their_place(qtbot):
    d = addition(qtbot, session_after_game(), adder=1)
    assert d.header.text() == "Bob (1st) adds a rule"
    d = addition(qtbot, session_after_game(), adder=2)
    assert d.header.text() == "Carol (3rd) adds a rule"


def test_search_filters_the_catalogue(qtbot):
    d = addition(qtbot, session_after_game())
    assert sorted(d.visible_entries()) == sorted(CATALOGUE)
    d.search.setText("救急車")                     # the Japanese name
    assert d.visible_entries() == ["ambulance"]
    d.search.setText("8切")                       # names and descriptions
    assert "eight_cut" in d.visible_entries() and "five_skip" not in d.visible_entries()
    d.search.setText("discard pile")             # words of the description
    assert "chestnut_pick" in d.visible_entries() and "eight_cut" not in d.visible_entries()
    d.search.setText("no such rule at all")
    assert d.visible_entries() == [] and not d.empty_note.isHidden()
    d.search.clear()
    assert len(d.visible_entries()) == len(CATALOGUE) and d.empty_note.isHidden()


def test_picking_eight_cut_and_ok_adds_it_with_the_adder_as_by(qtbot):
    s = session_after_game()
    d = addition(qtbot, s, adder=1)
    assert not d.ok_button.isEnabled()
    assert d.select_entry("eight_cut")
    assert d.ok_button.isEnabled()
    assert d.findChild(QCheckBox, "param_jokers").isChecked()
    qtbot.mouseClick(d.ok_button, Qt.MouseButton.LeftButton)
    assert d.result() == QDialog.DialogCode.Accepted
    assert d.added_rule["id"] == "eight_cut" and d.added_rule["by"] == 1 and d.added_rule["after_game"] == 1
    assert [r["id"] for r in s.in_force()] == ["eight_cut"]


def test_parameters_and_precedence_reach_the_session(qtbot):
    s = session_after_game()
    d = addition(qtbot, s, adder=0)
    d.select_entry("five_skip")
    d.findChild(QCheckBox, "param_per_card").setChecked(False)
    choose(d, "precedence", "yield")
    d.accept()
    assert d.added_rule["params"] == {"per_card": False} and d.added_rule["precedence"] == "yield"
    assert d.added_rule["components"][0]["do"][0]["n"] == 1


def test_keyboard_only_search_enter_enter(qtbot):
    s = session_after_game()
    d = addition(qtbot, s, adder=1)
    d.show()
    qtbot.waitExposed(d)
    d.activateWindow()
    d.search.setFocus()
    qtbot.keyClicks(d.search, "Eight cut")
    qtbot.keyClick(d.search, Qt.Key.Key_Return)          # to the first match
    assert d.selected_entry() == "eight_cut" and d.result() == 0
    qtbot.keyClick(d.tree, Qt.Key.Key_Return)            # Enter = the default button
    assert d.result() == QDialog.DialogCode.Accepted and s.in_force()[0]["id"] == "eight_cut"


def test_a_rule_in_force_is_not_addable_again(qtbot):
    """A rule without settings: the same rule again would change nothing."""
    s = session_after_game(("revolution", 0))
    d = addition(qtbot, s, adder=1)
    item = d._items["revolution"]
    assert not d.select_entry("revolution")
    assert not item.flags() & Qt.ItemFlag.ItemIsSelectable
    assert "in force (#1)" in item.data(0, rule_addition.STATUS_ROLE)
    d.accept()                                           # nothing selected: refused, shown
    assert d.result() == 0 and "Choose a rule" in d.problems.text() and not d.problems.isHidden()
    assert len(s.rules) == 1


def test_conflicts_and_missing_requirements_are_marked(qtbot):
    s = session_after_game(("nine_reverse", 0))
    d = addition(qtbot, s)
    assert d._items["nine_quick"].data(0, rule_addition.STATUS_ROLE).startswith("overrides #1 Nine reverse")
    assert d._items["four_stop"].data(0, rule_addition.STATUS_ROLE).startswith("needs Eight cut")
    d.select_entry("nine_quick")
    assert "Overrides #1" in d.d_notes.text()
    choose(d, "precedence", "yield")
    assert "gives way" in d.d_notes.text()


def test_repair_and_withdraw_only_for_the_adders_own_rules(qtbot, monkeypatch):
    s = session_after_game(("eight_cut", 0), ("five_skip", 1))
    d = addition(qtbot, s, adder=1)
    assert d.select_in_force(1)                          # Alice's
    assert not d.repair_button.isEnabled() and not d.withdraw_button.isEnabled()
    assert "Only Alice" in d.force_note.text()
    assert not d.repair(1, None)                         # refused by the session, shown in red
    assert "Only the player who added rule #1" in d.problems.text()
    assert s.find(1).get("repealed_after") is None

    assert d.select_in_force(2)                          # Bob's own
    assert d.repair_button.isEnabled() and d.withdraw_button.isEnabled()

    def fake_exec(dialog):
        dialog.findChild(QCheckBox, "param_per_card").setChecked(False)
        choose(dialog, "repair_precedence", "coexist")
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(rule_addition.RepairDialog, "exec", fake_exec)
    assert d.repair_selected()
    fixed = s.find(2)
    assert fixed["params"] == {"per_card": False} and fixed["precedence"] == "coexist" and fixed["by"] == 1
    assert fixed["components"][0]["do"][0]["n"] == 1

    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    d.select_in_force(2)
    assert d.withdraw_selected()
    assert [r["instance"] for r in s.in_force()] == [1]
    assert d.select_entry("five_skip")                   # addable again once withdrawn


def test_cancel_leaves_the_session_as_it_was(qtbot, monkeypatch):
    s = session_after_game(("five_skip", 1))
    before = [dict(r) for r in s.rules]
    d = addition(qtbot, s, adder=1)
    d.select_in_force(1)
    assert d.withdraw_selected(confirm=False)
    assert s.in_force() == []
    d.reject()
    assert s.rules == before and d.added_rule is None


def test_session_errors_are_shown_never_raised(qtbot):
    s = session_after_game()
    d = addition(qtbot, s)
    assert not d.add_custom({"instance": 0, "id": "custom", "components": []})
    assert "at least one part" in d.problems.text() and not d.problems.isHidden()
    assert s.rules == [] and d.result() == 0


def test_repeal_lists_the_rules_in_force(qtbot):
    s = session_after_game(("eight_cut", 0), ("five_skip", 2))
    d = addition(qtbot, s, adder=1)
    d.select_entry("repeal_rule")
    target = d.findChild(QComboBox, "param_target")
    assert [target.itemData(i) for i in range(target.count())] == [1, 2]
    target.setCurrentIndex(1)
    d.accept()
    assert d.added_rule["components"][0]["target"] == 2
    assert [r["id"] for r in s.in_force()] == ["eight_cut", "repeal_rule"]


def test_build_your_own_adds_the_built_rule(qtbot, monkeypatch):
    s = session_after_game()
    d = addition(qtbot, s, adder=3)

    def fake_exec(dialog):
        dialog.set_rule(SEED_NINE)
        return QDialog.DialogCode.Accepted if dialog.validate_now() else QDialog.DialogCode.Rejected
    monkeypatch.setattr(RuleBuilderDialog, "exec", fake_exec)
    qtbot.mouseClick(d.build_button, Qt.MouseButton.LeftButton)
    assert d.result() == QDialog.DialogCode.Accepted
    assert d.added_rule["id"] == "custom" and d.added_rule["by"] == 3 and d.added_rule["instance"] == 1
    assert d.added_rule["components"] == SEED_NINE["components"]


# --- the rule builder --------------------------------------------------------------------------------

def test_builder_builds_the_seeds_nine_rule(qtbot):
    d = builder(qtbot)
    d.name.setText("Chestnut pick")
    choose(d, "when", "trigger:play")
    d.add_condition_button.click()
    choose(d, "cond_0_word", "has_rank")
    choose(d, "cond_0_rank", "9")
    choose(d, "effect_0_word", "take_discard")
    choose(d, "effect_0_who", "actor")
    choose(d, "effect_0_n_kind", "number")
    d.findChild(QSpinBox, "effect_0_n_number").setValue(1)
    choose(d, "effect_0_mode", "up_to")
    choose(d, "effect_0_chooser", "self")
    assert d.validate_now(), d.problem_texts() + [d.safety.text()]
    assert d.rule() == SEED_NINE
    assert d.preview.text() == tr_msg(describe.describe({**SEED_NINE, "instance": 1}))
    assert d.preview.text().startswith("When a player plays cards") and "discard pile" in d.preview.text()
    assert "ran cleanly in 20 test games" in d.safety.text()

    # the engine runs it: a last-card 9 with a non-empty discard pile does not go out
    state = GAMES["daifugo"].new_state(3, {"speed": 0, "rules": [{**d.rule(), "instance": 1}]}, 0)
    state.hands = [["9s"], ["3s", "4s"], ["5s", "6s"]]
    state.field, state.turn, state.parent = [], 0, 0
    state.status, state.places, state.discard, state.out = [ACTIVE] * 3, [], ["4c"], []
    state.stage, state.pending, state.queue = "act", None, []
    state._legal_cache = None
    state._version += 1
    state.apply(Action("play", 0, ("9s",), "field"))
    assert state.status[0] == ACTIVE and state.places == []
    take = [a for a in state.legal_actions(0) if a.cards == ("4c",)]
    state.apply(take[0])
    assert state.hands[0] == ["4c"] and state.status[0] != FINISHED


def test_builder_amount_per_card_and_not(qtbot):
    d = builder(qtbot)
    choose(d, "effect_0_word", "skip")
    choose(d, "effect_0_n_kind", "count")
    choose(d, "effect_0_n_rank", "5")
    d.add_condition()
    choose(d, "cond_0_word", "is_lead")
    d.findChild(QCheckBox, "cond_0_not").setChecked(True)
    d.add_condition()
    choose(d, "cond_1_word", "has_suit")
    choose(d, "cond_1_suit", "h")
    comp = d.rule()["components"][0]
    assert comp["if"] == {"all": [{"not": {"test": "is_lead"}}, {"test": "has_suit", "suit": "h", "of": "play"}]}
    assert comp["do"] == [{"do": "skip", "n": {"count": "5"}}]
    assert d.preview.text() == tr_msg(describe.describe({**d.rule(), "instance": 1}))
    d.findChild(QPushButton, "cond_0_remove").click()
    assert d.rule()["components"][0]["if"] == {"test": "has_suit", "suit": "h", "of": "play"}


def test_builder_refuses_an_amount_counting_cards_on_a_pass(qtbot):
    d = builder(qtbot)
    choose(d, "when", "trigger:pass")
    choose(d, "effect_0_word", "skip")
    choose(d, "effect_0_n_kind", "count")
    assert not d.validate_now()
    assert not d.ok_button.isEnabled()
    assert "counts the cards played, but this event has no play" in d.problems.text()
    assert d.problems.isVisibleTo(d)
    d.accept()
    assert d.result() == 0


def test_builder_checks_typed_cards(qtbot):
    d = builder(qtbot)
    d.add_condition()
    choose(d, "cond_0_word", "has_card")
    edit = d.findChild(QLineEdit, "cond_0_card")
    edit.setText("11x")
    assert not d.validate_now() and "is not one card" in d.problems.text()
    edit.setText("10♦")
    assert d.validate_now()
    assert d.rule()["components"][0]["if"]["card"] == "Td"
    choose(d, "cond_0_word", "cards")
    d.findChild(QLineEdit, "cond_0_cards").setText("3s, ♠4 Joker")
    assert d.validate_now() and d.rule()["components"][0]["if"]["cards"] == ["3s", "4s", "X"]


def test_builder_allow_and_deny_statics(qtbot):
    d = builder(qtbot)
    choose(d, "when", "static:deny")
    assert d.then_box.isHidden()
    assert not d.validate_now() and "needs a condition" in d.problems.text()
    d.add_condition()
    choose(d, "cond_0_word", "first_lead")
    assert d.validate_now()
    assert d.rule()["components"] == [{"kind": "static", "type": "deny", "if": {"test": "first_lead"}}]


def test_builder_refuses_a_rule_that_breaks_a_test_game(qtbot, monkeypatch):
    from core.games.daifugo.rules import DaifugoState

    def broken(self, action):
        raise RuntimeError("engine exploded")
    monkeypatch.setattr(DaifugoState, "apply", broken)
    d = builder(qtbot)
    assert not d.validate_now()
    assert "cannot be used" in d.safety.text() and "engine exploded" in d.safety.text()


def test_builder_shows_a_rule_it_made(qtbot):
    rule = {**SEED_NINE, "precedence": "coexist",
            "components": [{**SEED_NINE["components"][0],
                            "if": {"all": [{"not": {"test": "is_lead"}}, {"test": "has_rank", "rank": "9", "jokers": False, "of": "play"}]}}]}
    assert RuleBuilderDialog.can_show(rule)
    d = builder(qtbot, rule=rule)
    assert d.rule() == rule
    assert not RuleBuilderDialog.can_show({"components": CATALOGUE["super_revolution"].components()})


def test_custom_rule_repair_opens_the_builder(qtbot, monkeypatch):
    s = session_after_game()
    s.add(SEED_NINE, 1)
    d = addition(qtbot, s, adder=1)
    d.select_in_force(1)

    def fake_exec(dialog):
        choose(dialog, "precedence", "yield")
        return QDialog.DialogCode.Accepted if dialog.validate_now() else QDialog.DialogCode.Rejected
    monkeypatch.setattr(RuleBuilderDialog, "exec", fake_exec)
    assert d.repair_selected()
    assert s.find(1)["precedence"] == "yield" and s.find(1)["name"] == {"text": "Chestnut pick"}


# --- languages and looks ---------------------------------------------------------------------------

class PseudoTranslator(QTranslator):
    """Marks every translated string 〔like this〕 (format fields kept), so untranslated text shows."""

    def translate(self, context, source, disambiguation=None, n=-1):  # noqa: D102
        return f"〔{source}〕" if source else source

    def isEmpty(self):  # noqa: D102, N802
        return False


def _texts(dialog):
    for w in dialog.findChildren(QLabel) + dialog.findChildren(QPushButton) + dialog.findChildren(QCheckBox):
        if w.isVisibleTo(dialog) and w.text():
            yield w.objectName() or type(w).__name__, w.text()
    for g in dialog.findChildren(QGroupBox):
        if g.isVisibleTo(dialog) and g.title():
            yield g.objectName(), g.title()


@pytest.fixture
def pseudo(qapp):
    t = PseudoTranslator()
    qapp.installTranslator(t)
    yield t
    qapp.removeTranslator(t)


def test_every_visible_string_goes_through_translation(qtbot, pseudo):
    s = session_after_game(("eight_cut", 0), ("five_skip", 1))
    d = addition(qtbot, s, adder=1)
    d.select_entry("start_rule")
    d.select_in_force(2)
    assert d.header.text().startswith("〔")
    bad = [(n, t) for n, t in _texts(d) if "〔" not in t]
    assert bad == []
    b = builder(qtbot)
    b.add_condition()
    choose(b, "cond_0_word", "has_card")
    b.validate_now()
    bad = [(n, t) for n, t in _texts(b) if "〔" not in t]
    assert bad == []
    assert all("〔" in b.when.itemText(i) for i in range(b.when.count()))


def test_both_dialogs_render_in_japanese(qtbot, qapp):
    install_language(qapp, "ja")
    try:
        s = session_after_game(("eight_cut", 0))
        d = addition(qtbot, s, adder=1)
        assert "1位" in d.header.text()
        for rule_id in CATALOGUE:
            d.select_entry(rule_id)
        d.show()
        qtbot.waitExposed(d)
        assert not d.grab().isNull()
        b = builder(qtbot, rule=SEED_NINE)
        b.show()
        qtbot.waitExposed(b)
        assert b.validate_now() and not b.grab().isNull()
    finally:
        install_language(qapp, "en")
    assert QCoreApplication.translate("log", "{n}th") == "{n}th"


def _settle(qtbot, widget):
    widget.show()
    qtbot.waitExposed(widget)
    for _ in range(3):
        QApplication.processEvents()
        qtbot.wait(10)


def test_screenshots_and_sizes(qtbot):
    """Both dialogs fit a 1280 x 800 screen; screenshots go to $HOUSERULES_SHOTS (/tmp/shots)."""
    s = session_after_game(("nine_reverse", 0), ("eight_cut", 1))
    d = addition(qtbot, s, adder=1)
    d.select_entry("nine_quick")
    d.select_in_force(2)
    _settle(qtbot, d)
    assert d.width() <= 1280 and d.height() <= 800
    hint = d.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800
    b = builder(qtbot, rule=SEED_NINE)
    b.add_condition()
    choose(b, "cond_1_word", "count")
    b.validate_now()
    _settle(qtbot, b)
    hint = b.minimumSizeHint()
    assert hint.width() <= 1280 and hint.height() <= 800
    # nothing wider than the dialog: the rows fit without a horizontal scroll
    assert b.scroll.widget().minimumSizeHint().width() <= b.scroll.viewport().width()
    assert d.details_scroll.widget().minimumSizeHint().width() <= d.details_scroll.viewport().width()
    SHOTS.mkdir(parents=True, exist_ok=True)
    assert d.grab().save(str(SHOTS / "rule_addition.png"))
    assert b.grab().save(str(SHOTS / "rule_builder.png"))


def test_a_rule_with_settings_may_be_added_again_with_other_settings(qtbot):
    """Issue 18 #20: the seed forbids no rule twice. 8切り in force (#1, Jokers count) may be
    added again with other settings, and the dialog says it overrides #1; the same settings again
    are refused, with the reason shown."""
    s = session_after_game(("eight_cut", 0))
    d = addition(qtbot, s, adder=1)
    assert d.select_entry("eight_cut")
    assert "in force (#1)" in d._items["eight_cut"].data(0, rule_addition.STATUS_ROLE)
    assert "Overrides #1" in d.d_notes.text()
    d.accept()
    assert d.result() == 0 and "already in force with these settings" in d.problems.text()
    d.findChild(QCheckBox, "param_jokers").setChecked(False)
    d.accept()
    assert d.result() == QDialog.DialogCode.Accepted
    assert [(r["id"], r["params"]) for r in s.in_force()] == [("eight_cut", {"jokers": True}), ("eight_cut", {"jokers": False})]


def test_each_forbidden_finish_is_a_setting_of_its_own(qtbot):
    """Issue 18 #20: ジョーカー上がり禁止 alone, without 2上がり禁止 and 8上がり禁止."""
    s = session_after_game()
    d = addition(qtbot, s, adder=1)
    assert d.select_entry("forbidden_finish")
    for ban in ("ban_strongest", "ban_eight", "ban_spade3"):
        d.findChild(QCheckBox, f"param_{ban}").setChecked(False)
    d.accept()
    assert s.in_force()[0]["params"] == {"form": "penalty", "ban_joker": True, "ban_strongest": False,
                                         "ban_eight": False, "ban_spade3": False}


def test_a_human_may_repair_their_rule_when_another_player_adds(qtbot, monkeypatch):
    """Issue 18 #20, seed §2.2: a hole is fixed when it is found, and the rule's adder decides.
    Alice (seat 0, human) added 5スキップ; Bob adds a rule now: Alice's rule may be repaired here,
    as Alice's (it stays hers); Carol's (an AI) may not."""
    s = session_after_game(("five_skip", 0), ("eight_cut", 2))
    d = RuleAdditionDialog(s, 1, NAMES, repairers=[0, 1])
    qtbot.addWidget(d)
    assert d.select_in_force(1)
    assert d.repair_button.isEnabled() and d.withdraw_button.isEnabled()

    def fake_exec(dialog):
        dialog.findChild(QCheckBox, "param_per_card").setChecked(False)
        return QDialog.DialogCode.Accepted
    monkeypatch.setattr(rule_addition.RepairDialog, "exec", fake_exec)
    assert d.repair_selected()
    assert s.find(1)["params"] == {"per_card": False} and s.find(1)["by"] == 0
    assert d.select_in_force(2)
    assert not d.repair_button.isEnabled() and not d.withdraw_selected(confirm=False)
