"""The rule builder (ルールを作る): a person composes a new rule from the vocabulary of the rule
model (core/games/daifugo/vocab.py): WHEN an event (or: a play is also allowed / not allowed)
→ IF all of some conditions → THEN one or more effects, and a precedence.

The rule is shown in words as it is built (core's describe, translated), checked with
``check_rule`` and, before OK is enabled, played in a few seeded random games so a rule that
breaks the engine is refused with a clear message.
"""
from __future__ import annotations

import json
import re

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (QApplication, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QFrame,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QPushButton,
                               QScrollArea, QSizePolicy, QSpinBox, QVBoxLayout, QWidget)

from core.cards import RANKS, SUIT_SYMBOLS
from core.engine import QT_TRANSLATE_NOOP, Msg, Rng
from core.games.daifugo import describe, vocab
from core.games.daifugo.book import check_rule
from core.games.daifugo.catalogue import CATALOGUE
from core.games.daifugo.combos import ORDER

from ...i18n import cards_text, tr_msg, translate

CTX = "RuleBuilderDialog"

#: How a rule stands against the others (vocab.PRECEDENCE), for the builder and the catalogue.
PRECEDENCE_LABELS = {
    "newest": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Newest wins: overrides older rules where they conflict"),
    "yield": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Yields: gives way to every other rule"),
    "coexist": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Coexists: never overrides another rule"),
}

#: A parameter's label, by its name in vocab (a few depend on the word, see EFFECT_LABELS).
PARAM_LABELS = {
    "rank": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Rank"),
    "jokers": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Jokers count"),
    "of": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Which cards"),
    "op": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Compare"),
    "n": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Number"),
    "suit": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Suit"),
    "card": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Card"),
    "cards": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Cards"),
    "kind": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Combination"),
    "ranks": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Ranks"),
    "follows": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Strongest rank"),
    "var": QT_TRANSLATE_NOOP("RuleBuilderDialog", "State"),
    "who": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Player"),
    "is": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Is"),
    "cause": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Cause"),
    "id": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Rule"),
    "leader": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Leader"),
    "from": QT_TRANSLATE_NOOP("RuleBuilderDialog", "From"),
    "to": QT_TRANSLATE_NOOP("RuleBuilderDialog", "To"),
    "mode": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Up to or exactly"),
    "chooser": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Which cards go"),
    "below": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Only cards below"),
    "value": QT_TRANSLATE_NOOP("RuleBuilderDialog", "On"),
    "lock": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Lock"),
    "invert": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Reverse the places"),
    "upper_chooser": QT_TRANSLATE_NOOP("RuleBuilderDialog", "What 1st gives back"),
    "a": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Player"),
    "b": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Other player"),
    "min": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Shortest"),
}
AMOUNT_LABEL = QT_TRANSLATE_NOOP("RuleBuilderDialog", "How many")
#: In give and discard an empty list means "any card".
FILTER_LABELS = {
    "ranks": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Only these ranks"),
    "cards": QT_TRANSLATE_NOOP("RuleBuilderDialog", "Only these cards"),
}
FOLLOWS_LABELS = {
    "both": QT_TRANSLATE_NOOP("RuleBuilderDialog", "follows revolutions and 11-back"),
    "revolution": QT_TRANSLATE_NOOP("RuleBuilderDialog", "follows revolutions only"),
}
AMOUNT_KINDS = {
    "number": QT_TRANSLATE_NOOP("RuleBuilderDialog", "a number"),
    "count": QT_TRANSLATE_NOOP("RuleBuilderDialog", "one per card of rank"),
    "size": QT_TRANSLATE_NOOP("RuleBuilderDialog", "one per card played"),
}
#: Closed choices whose labels core already has (context "rules").
CORE_CHOICES = {"of": vocab.SUBJECTS, "who": vocab.WHO, "var": vocab.VARS, "lock": vocab.LOCKS,
                "leader": vocab.LEADERS, "kind": vocab.KINDS, "cause": vocab.CAUSES,
                "op": describe.OP_WORDS, "mode": describe.MODE_WORDS, "chooser": describe.CHOOSER_WORDS}
#: The static kinds offered as an alternative to WHEN.
STATIC_KINDS = ("allow", "deny")

SAFETY_GAMES = 20
SAFETY_SEATS = 4
SAFETY_CAP = 6000           # actions per test game (the engine ends a game itself at 4000)

_JOKER_WORDS = {"x", "joker", "jk", "ジョーカー"}
_SUIT_CHARS = {"s": "s", "h": "h", "d": "d", "c": "c", "♠": "s", "♥": "h", "♦": "d", "♣": "c"}


# --- parsing what a person types ----------------------------------------------------------------

def parse_rank(token: str) -> str | None:
    """``10``/``T``/``t`` -> ``T``, ``j`` -> ``J``; None if it is no rank."""
    t = token.strip().upper()
    if t == "10":
        t = "T"
    return t if len(t) == 1 and t in ORDER else None


def parse_card(token: str) -> str | None:
    """A card in any usual spelling (``3s``, ``10♦``, ``♠3``, ``Joker``) as its code, or None."""
    t = token.strip()
    if t.lower() in _JOKER_WORDS or t.lower() == translate("cards", "Joker").lower():
        return "X"
    if len(t) < 2:
        return None
    low = t.lower()
    if low[-1] in _SUIT_CHARS:
        suit, rank_text = _SUIT_CHARS[low[-1]], t[:-1]
    elif low[0] in _SUIT_CHARS:
        suit, rank_text = _SUIT_CHARS[low[0]], t[1:]
    else:
        return None
    r = parse_rank(rank_text)
    return r + suit if r is not None and r in RANKS else None


def _tokens(text: str) -> list[str]:
    return [t for t in re.split(r"[\s,、，]+", text.strip()) if t]


def parse_cards(text: str) -> list[str] | None:
    cards = [parse_card(t) for t in _tokens(text)]
    return None if any(c is None for c in cards) else cards


def parse_ranks(text: str) -> list[str] | None:
    ranks = [parse_rank(t) for t in _tokens(text)]
    if any(r is None for r in ranks):
        return None
    return sorted(set(ranks), key=ORDER.index)


def ranks_text(ranks) -> str:
    return " ".join(vocab.RANK_TEXT.get(r, r) for r in ranks)


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


# --- parameter widgets ---------------------------------------------------------------------------

def compact(box: QComboBox, chars: int = 10) -> QComboBox:
    """A combo box that may be narrower than its longest item, so rows fit the dialog."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(chars)
    return box


def _set_invalid(widget: QWidget, bad: bool) -> None:
    widget.setStyleSheet("QLineEdit { border: 1px solid #b00020; }" if bad else "")


def choice_labels(ptype: str) -> list[tuple[str, str]]:
    """[(value, translated label)] of a closed-choice parameter type."""
    if ptype in CORE_CHOICES:
        return [(v, translate("rules", label)) for v, label in CORE_CHOICES[ptype].items()]
    if ptype == "follows":
        return [(v, translate(CTX, FOLLOWS_LABELS[v])) for v in vocab.FOLLOWS]
    if ptype == "rule_id":
        return [(rid, translate("catalogue", e.en)) for rid, e in CATALOGUE.items()]
    if ptype == "suit":
        return [(s, SUIT_SYMBOLS[s]) for s in "shdc"]
    raise KeyError(ptype)


class AmountEdit(QWidget):
    """An amount: a number, one per card of a rank played ({"count": r}), or one per card
    played ({"size": true})."""

    changed = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        lay = QHBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.kind = compact(QComboBox(), 20)
        for key, label in AMOUNT_KINDS.items():
            self.kind.addItem(translate(CTX, label), key)
        self.number = QSpinBox()
        self.number.setRange(0, 54)
        self.rank = QComboBox()
        for r in ORDER:
            self.rank.addItem(vocab.RANK_TEXT[r], r)
        lay.addWidget(self.kind, 1)
        lay.addWidget(self.number)
        lay.addWidget(self.rank)
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.number.valueChanged.connect(lambda *_a: self.changed.emit())
        self.rank.currentIndexChanged.connect(lambda *_a: self.changed.emit())
        self._kind_changed()

    def setObjectName(self, name: str) -> None:  # noqa: N802 - names the parts too, for tests
        super().setObjectName(name)
        self.kind.setObjectName(f"{name}_kind")
        self.number.setObjectName(f"{name}_number")
        self.rank.setObjectName(f"{name}_rank")

    def _kind_changed(self) -> None:
        kind = self.kind.currentData()
        self.number.setVisible(kind == "number")
        self.rank.setVisible(kind == "count")
        self.changed.emit()

    def value(self):
        kind = self.kind.currentData()
        if kind == "count":
            return {"count": self.rank.currentData()}
        if kind == "size":
            return {"size": True}
        return self.number.value()

    def set_value(self, v) -> None:
        if isinstance(v, dict) and "count" in v:
            self.rank.setCurrentIndex(max(0, self.rank.findData(v["count"])))
            self.kind.setCurrentIndex(self.kind.findData("count"))
        elif isinstance(v, dict):
            self.kind.setCurrentIndex(self.kind.findData("size"))
        else:
            self.number.setValue(int(v))
            self.kind.setCurrentIndex(self.kind.findData("number"))


class ParamField:
    """One parameter of a word: its widget, its value, and what is wrong with what was typed."""

    def __init__(self, name: str, ptype: str, default, on_change) -> None:
        self.name, self.ptype, self.default = name, ptype, default
        self.widget = self._make(on_change)
        self.set(default)

    def _make(self, on_change) -> QWidget:
        t = self.ptype
        if t == "bool":
            w = QCheckBox()
            w.toggled.connect(on_change)
        elif t == "int":
            w = QSpinBox()
            w.setRange(0, 99)
            w.valueChanged.connect(on_change)
        elif t == "amount":
            w = AmountEdit()
            w.changed.connect(lambda: on_change())
        elif t == "rank":
            w = QComboBox()
            if self.default == "":
                w.addItem(translate("RuleBuilderDialog", "(any)"), "")
            for r in ORDER:
                w.addItem(vocab.RANK_TEXT[r], r)
            w.currentIndexChanged.connect(on_change)
        elif t in ("card", "cards", "ranks"):
            w = QLineEdit()
            w.setPlaceholderText({"card": translate("RuleBuilderDialog", "e.g. 3♠ or Joker"),
                                  "cards": translate("RuleBuilderDialog", "e.g. 3♠ 10♦ Joker"),
                                  "ranks": translate("RuleBuilderDialog", "e.g. J Q K")}[t])
            w.textChanged.connect(on_change)
        else:
            w = compact(QComboBox(), 12)
            for value, label in choice_labels(t):
                w.addItem(label, value)
            w.currentIndexChanged.connect(on_change)
        return w

    def get(self):
        """The value, or the default while what was typed is not valid (see :meth:`error`)."""
        w, t = self.widget, self.ptype
        if t == "bool":
            return w.isChecked()
        if t == "int":
            return w.value()
        if t == "amount":
            return w.value()
        if t == "card":
            cards = parse_cards(w.text())
            return cards[0] if cards and len(cards) == 1 else self.default
        if t == "cards":
            cards = parse_cards(w.text())
            return cards if cards is not None else list(self.default)
        if t == "ranks":
            ranks = parse_ranks(w.text())
            return ranks if ranks is not None else list(self.default)
        return w.currentData()

    def error(self) -> str | None:
        t, w = self.ptype, self.widget
        bad = False
        if t == "card":
            cards = parse_cards(w.text())
            bad = not cards or len(cards) != 1
        elif t == "cards":
            bad = parse_cards(w.text()) is None
        elif t == "ranks":
            bad = parse_ranks(w.text()) is None
        if t in ("card", "cards", "ranks"):
            _set_invalid(w, bad)
        if not bad:
            return None
        if t == "card":
            return translate("RuleBuilderDialog", "“{text}” is not one card (write 3♠, 3s, 10♦ or Joker).").format(text=w.text())
        if t == "cards":
            return translate("RuleBuilderDialog", "“{text}” are not cards (write them like 3♠ 10♦ Joker).").format(text=w.text())
        return translate("RuleBuilderDialog", "“{text}” are not ranks (write them like J Q K).").format(text=w.text())

    def set(self, v) -> None:
        w, t = self.widget, self.ptype
        w.blockSignals(True)
        try:
            if t == "bool":
                w.setChecked(bool(v))
            elif t == "int":
                w.setValue(int(v))
            elif t == "amount":
                w.set_value(v)
            elif t == "card":
                w.setText(cards_text([v]))
            elif t == "cards":
                w.setText(cards_text(v))
            elif t == "ranks":
                w.setText(ranks_text(v))
            else:
                w.setCurrentIndex(max(0, w.findData(v)))
        finally:
            w.blockSignals(False)


def param_label(word: str, name: str, ptype: str) -> str:
    if ptype == "amount":
        return translate(CTX, AMOUNT_LABEL)
    if word in ("give", "discard") and name in FILTER_LABELS:
        return translate(CTX, FILTER_LABELS[name])
    return translate(CTX, PARAM_LABELS.get(name, name))


def word_label(table: dict, word: str) -> str:
    """A word of the vocabulary as a pattern: its text with ``[Rank]``-style blanks."""
    blanks = {name: translate("RuleBuilderDialog", "[{label}]").format(label=param_label(word, name, ptype))
              for name, ptype, _d in table[word][0]}
    try:
        return translate("rules", table[word][1]).format(**blanks)
    except (KeyError, IndexError, ValueError):
        return table[word][1].format(**blanks)


class WordRow(QFrame):
    """One condition (with its "not") or one effect: the word and its parameter widgets."""

    changed = Signal()
    remove_requested = Signal(object)

    PER_LINE = 3

    def __init__(self, table: dict, key: str, negatable: bool, parent=None) -> None:
        super().__init__(parent)
        self.table, self.key = table, key
        self.setFrameShape(QFrame.Shape.StyledPanel)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(6, 4, 6, 4)
        top = QHBoxLayout()
        self.not_box = QCheckBox(self.tr("not")) if negatable else None
        if self.not_box is not None:
            self.not_box.setToolTip(self.tr("The condition holds when this is not the case."))
            self.not_box.toggled.connect(lambda *_a: self.changed.emit())
            top.addWidget(self.not_box)
        self.word = compact(QComboBox(), 24)
        self.word.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        for w in table:
            self.word.addItem(word_label(table, w), w)
        top.addWidget(self.word, 1)
        self.remove = QPushButton(self.tr("Remove"))
        self.remove.clicked.connect(lambda: self.remove_requested.emit(self))
        top.addWidget(self.remove)
        lay.addLayout(top)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setColumnStretch(2 * self.PER_LINE, 1)     # parameters stay together on the left
        lay.addLayout(self.grid)
        self.fields: list[ParamField] = []
        self._prefix = ""
        self.word.currentIndexChanged.connect(self._word_changed)
        self._word_changed()

    def _word_changed(self) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            w = item.widget()
            if w is not None:
                w.setParent(None)
                w.deleteLater()
        word = self.word.currentData()
        self.fields = []
        params = self.table[word][0]
        per_line = 2 if any(p[1] == "amount" for p in params) else self.PER_LINE   # an amount is wide
        for i, (name, ptype, default) in enumerate(params):
            f = ParamField(name, ptype, default, lambda *_a: self.changed.emit())
            label = QLabel(param_label(word, name, ptype))
            label.setBuddy(f.widget)
            row, col = divmod(i, per_line)
            self.grid.addWidget(label, row, 2 * col)
            self.grid.addWidget(f.widget, row, 2 * col + 1)
            self.fields.append(f)
        self.word.setToolTip(self.word.currentText())
        self.set_prefix(self._prefix)
        self.changed.emit()

    def set_prefix(self, prefix: str) -> None:
        """Object names for tests: ``{prefix}_word``, ``{prefix}_not``, ``{prefix}_{param}``."""
        self._prefix = prefix
        if not prefix:
            return
        self.setObjectName(prefix)
        self.word.setObjectName(f"{prefix}_word")
        self.remove.setObjectName(f"{prefix}_remove")
        if self.not_box is not None:
            self.not_box.setObjectName(f"{prefix}_not")
        for f in self.fields:
            f.widget.setObjectName(f"{prefix}_{f.name}")

    def focus_widgets(self) -> list[QWidget]:
        out = [self.not_box] if self.not_box is not None else []
        return out + [self.word] + [f.widget for f in self.fields] + [self.remove]

    # --- data ----------------------------------------------------------------------------------
    def data(self) -> dict:
        word = self.word.currentData()
        item = {self.key: word}
        for f in self.fields:
            v = f.get()
            item[f.name] = list(v) if isinstance(v, tuple) else v
        if self.not_box is not None and self.not_box.isChecked():
            return {"not": item}
        return item

    def errors(self) -> list[str]:
        return [e for e in (f.error() for f in self.fields) if e]

    def set_data(self, item: dict) -> None:
        negated = "not" in item
        if negated:
            item = item["not"]
        self.word.setCurrentIndex(self.word.findData(item[self.key]))
        for f in self.fields:
            if f.name in item:
                f.set(item[f.name])
        if self.not_box is not None:
            self.not_box.setChecked(negated)
        self.changed.emit()


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

