"""The rule builder's rows: one condition (with its "not") or one effect of the vocabulary
(core/games/daifugo/vocab.py), its word and a widget for each of its parameters."""
from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QSizePolicy, QSpinBox, QVBoxLayout, QWidget)

from core.cards import SUIT_SYMBOLS
from core.engine import QT_TRANSLATE_NOOP
from core.games.daifugo import describe, vocab
from core.games.daifugo.catalogue import CATALOGUE
from core.games.daifugo.combos import ORDER

from ...i18n import cards_text, translate
from .card_input import parse_cards, parse_ranks, ranks_text

CTX = "RuleBuilderDialog"       # the translation context of the labels below (the builder's)

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
