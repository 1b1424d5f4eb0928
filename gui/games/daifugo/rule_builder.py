"""The rule builder (ルールを作る): a person composes a new rule from the vocabulary of the rule
model (core/games/daifugo/vocab.py): WHEN an event (or: a play is also allowed / not allowed)
→ IF all of some conditions → THEN one or more effects, and a precedence.

The rule is shown in words as it is built (core's describe, translated), checked with
``check_rule`` and, before OK is enabled, played in a few seeded random games so a rule that
breaks the engine is refused with a clear message.
"""
from __future__ import annotations

import json

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (QApplication, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame,
                               QGroupBox, QLabel, QLineEdit, QPushButton, QScrollArea, QVBoxLayout, QWidget)

from core.engine import QT_TRANSLATE_NOOP, Msg, Rng
from core.games.daifugo import describe, vocab
from core.games.daifugo.book import check_rule

from ...i18n import tr_msg, translate
from .word_rows import WordRow, compact

CTX = "RuleBuilderDialog"

#: How a rule stands against the others (vocab.PRECEDENCE), for the builder and the catalogue.
PRECEDENCE_LABELS = {
    "newest": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Newest wins: overrides older rules where they conflict"),
    "yield": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Yields: gives way to every other rule"),
    "coexist": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Coexists: never overrides another rule"),
}
#: The static kinds offered as an alternative to WHEN.
STATIC_KINDS = ("allow", "deny")

SAFETY_GAMES = 20
SAFETY_SEATS = 4
SAFETY_CAP = 6000           # actions per test game (the engine ends a game itself at 4000)


# --- the safety run --------------------------------------------------------------------------------

def safety_check(rules: list[dict], games: int = SAFETY_GAMES, seats: int = SAFETY_SEATS,
                 cap: int = SAFETY_CAP) -> str | None:
    """Play ``games`` seeded random games with ``rules``; None if all end cleanly, else the
    (translated) reason one did not."""
    from core.registry import GAMES

    game = GAMES["daifugo"]
    for seed in range(1, games + 1):
        try:
            state = game.new_state(seats, {"speed": 0, "rules": rules}, seed)
            rng = Rng(seed)
            for _ in range(cap):
                if state.is_over():
                    break
                movers = state.to_move()
                legal = state.legal_actions(movers[0]) if movers else []
                if not legal:
                    return translate("RuleBuilderDialog", "Test game {n} got stuck: nobody could act.").format(n=seed)
                state.apply(rng.choice(legal))
            else:
                return translate("RuleBuilderDialog", "Test game {n} did not end after {cap} moves.").format(n=seed, cap=cap)
        except Exception as exc:  # noqa: BLE001 - any failure of the engine refuses the rule
            reason = getattr(exc, "reason", None)
            text = tr_msg(reason) if isinstance(reason, Msg) else f"{type(exc).__name__}: {exc}"
            return translate("RuleBuilderDialog", "Test game {n} failed with this rule: {error}").format(n=seed, error=text)
    return None


# --- the dialog ------------------------------------------------------------------------------------

class RuleBuilderDialog(QDialog):
    """Compose a rule; :meth:`rule` returns it as rule data (the session numbers it).

    ``in_force``: the rules already in force; the safety run plays the new rule with them.
    """

    def __init__(self, parent=None, rule: dict | None = None, *, in_force: list | tuple = ()) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Build your own rule"))
        self.setObjectName("rule_builder")
        self._in_force = [dict(r) for r in in_force]
        self._safety_cache: dict[str, str | None] = {}
        self._problems: list[str] = []
        self.cond_rows: list[WordRow] = []
        self.effect_rows: list[WordRow] = []
        layout = QVBoxLayout(self)

        form = QFormLayout()
        self.name = QLineEdit()
        self.name.setObjectName("name")
        self.name.setPlaceholderText(self.tr("A name for your rule, e.g. Chestnut pick"))
        self.name.setMaxLength(60)
        form.addRow(self.tr("&Name:"), self.name)
        self.when = compact(QComboBox(), 24)
        self.when.setObjectName("when")
        for ev, text in vocab.EVENTS.items():
            self.when.addItem(translate("rules", text), f"trigger:{ev}")
        for kind in STATIC_KINDS:
            self.when.addItem(translate("rules", vocab.STATICS[kind][1]).format(cond="…"), f"static:{kind}")
        form.addRow(self.tr("&When:"), self.when)
        layout.addLayout(form)

        body = QWidget()
        body_lay = QVBoxLayout(body)
        body_lay.setContentsMargins(0, 0, 0, 0)
        self.if_box = QGroupBox(self.tr("If all of these hold"))
        self.if_box.setObjectName("if_box")
        if_lay = QVBoxLayout(self.if_box)
        self.cond_list = QVBoxLayout()
        if_lay.addLayout(self.cond_list)
        self.no_conditions = QLabel(self.tr("No conditions: the rule always applies."))
        self.no_conditions.setObjectName("no_conditions")
        self.no_conditions.setStyleSheet("color: #555;")
        if_lay.addWidget(self.no_conditions)
        self.add_condition_button = QPushButton(self.tr("Add a &condition"))
        self.add_condition_button.setObjectName("add_condition")
        self.add_condition_button.clicked.connect(lambda: self.add_condition())
        if_lay.addWidget(self.add_condition_button, 0, Qt.AlignmentFlag.AlignLeft)
        body_lay.addWidget(self.if_box)

        self.then_box = QGroupBox(self.tr("Then"))
        self.then_box.setObjectName("then_box")
        then_lay = QVBoxLayout(self.then_box)
        self.effect_list = QVBoxLayout()
        then_lay.addLayout(self.effect_list)
        self.add_effect_button = QPushButton(self.tr("Add an &effect"))
        self.add_effect_button.setObjectName("add_effect")
        self.add_effect_button.clicked.connect(lambda: self.add_effect())
        then_lay.addWidget(self.add_effect_button, 0, Qt.AlignmentFlag.AlignLeft)
        body_lay.addWidget(self.then_box)
        body_lay.addStretch(1)
        self.scroll = QScrollArea()
        self.scroll.setWidgetResizable(True)
        self.scroll.setWidget(body)
        self.scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout.addWidget(self.scroll, 1)

        prec = QFormLayout()
        self.precedence = compact(QComboBox(), 24)
        self.precedence.setObjectName("precedence")
        for p in vocab.PRECEDENCE:
            self.precedence.addItem(translate(CTX, PRECEDENCE_LABELS[p]), p)
        prec.addRow(self.tr("&Precedence:"), self.precedence)
        layout.addLayout(prec)

        words = QGroupBox(self.tr("The rule in words"))
        words_lay = QVBoxLayout(words)
        self.preview = QLabel()
        self.preview.setObjectName("preview")
        self.preview.setWordWrap(True)
        self.preview.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        words_lay.addWidget(self.preview)
        layout.addWidget(words)

        self.problems = QLabel()
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problems)
        self.safety = QLabel()
        self.safety.setObjectName("safety")
        self.safety.setWordWrap(True)
        layout.addWidget(self.safety)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.setObjectName("buttons")
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

        self._safety_timer = QTimer(self)
        self._safety_timer.setSingleShot(True)
        self._safety_timer.setInterval(350)
        self._safety_timer.timeout.connect(self._run_safety)

        self.name.textChanged.connect(self._changed)
        self.when.currentIndexChanged.connect(self._changed)
        self.precedence.currentIndexChanged.connect(self._changed)
        self._loading = True
        if rule is not None:
            self.set_rule(rule)
        else:
            self.add_effect()
        self._loading = False
        self._changed()
        self.resize(900, 640)

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    # --- rows ------------------------------------------------------------------------------------
    def add_condition(self, item: dict | None = None) -> WordRow:
        row = WordRow(vocab.CONDITIONS, "test", True)
        self.cond_rows.append(row)
        self.cond_list.addWidget(row)
        return self._attach(row, item)

    def add_effect(self, item: dict | None = None) -> WordRow:
        row = WordRow(vocab.EFFECTS, "do", False)
        self.effect_rows.append(row)
        self.effect_list.addWidget(row)
        return self._attach(row, item)

    def _attach(self, row: WordRow, item: dict | None) -> WordRow:
        if item is not None:
            row.set_data(item)
        row.changed.connect(self._changed)
        row.remove_requested.connect(self.remove_row)
        self._renumber()
        self._changed()
        if not self._loading:
            row.word.setFocus()
            QTimer.singleShot(0, lambda: self.scroll.ensureWidgetVisible(row))
        return row

    def remove_row(self, row: WordRow) -> None:
        for rows in (self.cond_rows, self.effect_rows):
            if row in rows:
                rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self._renumber()
        self._changed()

    def _renumber(self) -> None:
        for i, row in enumerate(self.cond_rows):
            row.set_prefix(f"cond_{i}")
        for i, row in enumerate(self.effect_rows):
            row.set_prefix(f"effect_{i}")
        self.no_conditions.setVisible(not self.cond_rows)
        # keyboard order follows the rows as shown
        chain = [self.name, self.when]
        for row in self.cond_rows:
            chain += row.focus_widgets()
        chain.append(self.add_condition_button)
        for row in self.effect_rows:
            chain += row.focus_widgets()
        chain += [self.add_effect_button, self.precedence]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    # --- the rule --------------------------------------------------------------------------------
    def _component(self) -> dict:
        kind, word = self.when.currentData().split(":")
        conds = [row.data() for row in self.cond_rows]
        cond = None if not conds else conds[0] if len(conds) == 1 else {"all": conds}
        if kind == "static":
            comp = {"kind": "static", "type": word}
        else:
            comp = {"kind": "trigger", "on": word}
        if cond is not None:
            comp["if"] = cond
        if kind == "trigger":
            comp["do"] = [row.data() for row in self.effect_rows]
        return comp

    def rule(self) -> dict:
        """The rule as data: ``{"instance": 0, "id": "custom", "name": {"text": …}, …}``."""
        return {"instance": 0, "id": "custom", "name": {"text": self.name.text().strip()}, "params": {},
                "precedence": self.precedence.currentData(), "components": [self._component()]}

    def set_rule(self, rule: dict) -> None:
        """Show ``rule`` (a rule made here: one trigger, or one allow/deny static)."""
        comp = (rule.get("components") or [{}])[0]
        self.name.setText((rule.get("name") or {}).get("text", ""))
        self.precedence.setCurrentIndex(max(0, self.precedence.findData(rule.get("precedence", "newest"))))
        if comp.get("kind") == "static" and comp.get("type") in STATIC_KINDS:
            key = f"static:{comp['type']}"
        elif comp.get("kind") == "trigger" and comp.get("on") in vocab.EVENTS:
            key = f"trigger:{comp['on']}"
        else:
            raise ValueError("the rule builder shows one trigger or one allow/deny rule")
        self.when.setCurrentIndex(self.when.findData(key))
        for row in list(self.cond_rows) + list(self.effect_rows):
            self.remove_row(row)
        cond = comp.get("if")
        for c in (cond["all"] if isinstance(cond, dict) and "all" in cond else [cond] if cond else []):
            self.add_condition(c)
        for eff in comp.get("do", []):
            self.add_effect(eff)

    @staticmethod
    def can_show(rule: dict) -> bool:
        """Whether the builder can show ``rule`` for editing."""
        comps = rule.get("components") or []
        if len(comps) != 1:
            return False
        comp = comps[0]
        if not ((comp.get("kind") == "static" and comp.get("type") in STATIC_KINDS)
                or (comp.get("kind") == "trigger" and comp.get("on") in vocab.EVENTS)):
            return False
        cond = comp.get("if")
        items = cond["all"] if isinstance(cond, dict) and "all" in cond else [cond] if cond else []
        for c in items:
            c = c.get("not", c) if isinstance(c, dict) else c
            if not isinstance(c, dict) or c.get("test") not in vocab.CONDITIONS:
                return False
        return all(isinstance(e, dict) and e.get("do") in vocab.EFFECTS for e in comp.get("do", []))

    def _numbered(self) -> dict:
        """The rule with a number after the rules in force (for checking and the test games)."""
        n = max((r.get("instance", 0) for r in self._in_force), default=0) + 1
        return {**self.rule(), "instance": n}

    # --- checking --------------------------------------------------------------------------------
    def _changed(self, *_args) -> None:
        if getattr(self, "_loading", False):
            return
        is_trigger = self.when.currentData().startswith("trigger:")
        self.then_box.setVisible(is_trigger)
        # the rows never get narrower than their widgets (no clipping, no sideways scrolling)
        self.scroll.setMinimumWidth(self.scroll.widget().minimumSizeHint().width()
                                    + self.scroll.verticalScrollBar().sizeHint().width() + 4)
        rule = self._numbered()
        try:
            self.preview.setText(tr_msg(describe.describe(rule)))
        except (KeyError, IndexError, ValueError):   # e.g. an allow/deny rule without a condition yet
            self.preview.setText(self.tr("(not a complete rule yet)"))
        problems = [e for row in self.cond_rows + self.effect_rows for e in row.errors()]
        problems += [tr_msg(m) for m in check_rule(rule)]
        self._problems = problems
        self.problems.setText("\n".join(problems))
        self.problems.setVisible(bool(problems))
        self.ok_button.setEnabled(False)
        if problems:
            self._safety_timer.stop()
            self.safety.setText("")
            return
        key = self._key(rule)
        if key in self._safety_cache:
            self._show_safety(self._safety_cache[key])
        else:
            self.safety.setStyleSheet("color: #555;")
            self.safety.setText(self.tr("Trying the rule in {n} test games…").format(n=SAFETY_GAMES))
            self._safety_timer.start()

    def _key(self, rule: dict) -> str:
        return json.dumps(rule, sort_keys=True, ensure_ascii=False)

    def _run_safety(self) -> None:
        if self._problems:
            return
        rule = self._numbered()
        key = self._key(rule)
        if key not in self._safety_cache:
            QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
            try:
                self._safety_cache[key] = safety_check(self._in_force + [rule])
            finally:
                QApplication.restoreOverrideCursor()
        if key == self._key(self._numbered()):
            self._show_safety(self._safety_cache[key])

    def _show_safety(self, failure: str | None) -> None:
        if failure is None:
            self.safety.setStyleSheet("color: #1b5e20;")
            self.safety.setText(self.tr("The rule ran cleanly in {n} test games.").format(n=SAFETY_GAMES))
        else:
            self.safety.setStyleSheet("color: #b00020;")
            self.safety.setText(self.tr("This rule cannot be used: {reason}").format(reason=failure))
        self.ok_button.setEnabled(failure is None and not self._problems)

    def validate_now(self) -> bool:
        """Finish checking at once (the test games too); True if the rule may be added."""
        self._safety_timer.stop()
        self._changed()
        if not self._problems:
            self._run_safety()
        return self.ok_button.isEnabled()

    def problem_texts(self) -> list[str]:
        return list(self._problems)

    def accept(self) -> None:
        if self.validate_now():
            super().accept()

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.name.setFocus()

