"""The settings of a catalogue rule: a form with a widget for each of its parameters, and the
precedence choice (the rule addition and repair dialogs)."""
from __future__ import annotations

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLabel, QLineEdit, QSpinBox, QWidget

from core.cards import is_card
from core.engine import QT_TRANSLATE_NOOP
from core.games.daifugo.combos import ORDER
from core.games.daifugo.options import SPEED
from core.games.daifugo import vocab

from ...i18n import cards_text, translate
from .card_input import parse_cards
from .rule_builder import PRECEDENCE_LABELS
from .rules_text import rule_numbered_title_text
from ...dialogs.settings import SpecialSpinBox

CTX = "RuleAdditionDialog"      # the translation context of the labels below (the dialog's)

#: Labels of the catalogue's parameters (core/games/daifugo/catalogue.py, Entry.params).
PARAM_LABELS = {
    "jokers": QT_TRANSLATE_NOOP("RuleAdditionDialog", "A Joker standing in for an 8 counts"),
    "anytime": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Playable on any field"),
    "per_card": QT_TRANSLATE_NOOP("RuleAdditionDialog", "One per card played (else one per play)"),
    "min": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Shortest sequence"),
    "form": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Form"),
    "who": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Who leads first"),
    "card": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Start card"),
    "games": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Further games (0: no limit)"),
    "wins": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Wins that end it (0: no limit)"),
    "target": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Rule to repeal"),
    "speed": QT_TRANSLATE_NOOP("RuleAdditionDialog", "New speed"),
    "ban_joker": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Going out on a Joker is forbidden (ジョーカー上がり禁止)"),
    "ban_strongest": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Going out on the strongest rank is forbidden (2上がり禁止; 3 when reversed)"),
    "ban_eight": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Going out on an 8 is forbidden, with 8切り (8上がり禁止)"),
    "ban_spade3": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Going out on ♠3 is forbidden, with スペ3返し"),
}
#: Parameters whose value is one of a few words.
CHOICE_PARAMS = {
    "form": {"penalty": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Penalty: the lowest open place"),
             "prohibit": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Not allowed: such a last play is forbidden")},
    "who": {"card": QT_TRANSLATE_NOOP("RuleAdditionDialog", "The holder of the start card"),
            "prev_last": QT_TRANSLATE_NOOP("RuleAdditionDialog", "Last game's last place")},
}
INT_RANGES = {"min": (3, 13), "games": (0, 99), "wins": (0, 99), "speed": (0, 99)}


class ParamsForm(QWidget):
    """The parameters of one catalogue entry, each with a widget by its default's type."""

    def __init__(self, entry, params: dict, in_force: list[dict], on_change=None, parent=None) -> None:
        super().__init__(parent)
        self.entry = entry
        self._widgets: dict[str, QWidget] = {}
        self._labels: list[QLabel] = []
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        notify = (lambda *_a: on_change()) if on_change else (lambda *_a: None)
        for name, default in entry.params.items():
            value = params.get(name, default)
            w = self._make(name, default, value, in_force, notify)
            w.setObjectName(f"param_{name}")
            self._widgets[name] = w
            label = QLabel(translate(CTX, PARAM_LABELS[name]) if name in PARAM_LABELS else name)
            label.setWordWrap(True)
            label.setBuddy(w)
            self._labels.append(label)
            self.form.addRow(label, w)

    def _make(self, name, default, value, in_force, notify) -> QWidget:
        if isinstance(default, bool):
            w = QCheckBox()
            w.setChecked(bool(value))
            w.toggled.connect(notify)
        elif name == "target":
            w = compact(QComboBox())
            for r in in_force:
                w.addItem(rule_numbered_title_text(r), r["instance"])
            w.setCurrentIndex(max(0, w.findData(value)))
            w.currentIndexChanged.connect(notify)
        elif name == "speed":
            w = SpecialSpinBox(dict(SPEED.special_labels), "options")
            w.setRange(*INT_RANGES["speed"])
            w.setValue(int(value))
            w.valueChanged.connect(notify)
        elif isinstance(default, int):
            w = QSpinBox()
            w.setRange(*INT_RANGES.get(name, (0, 99)))
            w.setValue(int(value))
            w.valueChanged.connect(notify)
        elif name in CHOICE_PARAMS:
            w = compact(QComboBox())
            for key, label in CHOICE_PARAMS[name].items():
                w.addItem(translate(CTX, label), key)
            w.setCurrentIndex(max(0, w.findData(value)))
            w.currentIndexChanged.connect(notify)
        elif isinstance(default, str) and len(default) == 1 and default in ORDER:
            w = QComboBox()
            for r in ORDER:
                w.addItem(vocab.RANK_TEXT[r], r)
            w.setCurrentIndex(max(0, w.findData(value)))
            w.currentIndexChanged.connect(notify)
        else:
            w = QLineEdit(cards_text([value]) if isinstance(value, str) and is_card(value) else str(value))
            if isinstance(default, str) and is_card(default):
                w.setPlaceholderText(translate("RuleAdditionDialog", "e.g. 3♠"))
            w.textChanged.connect(notify)
        return w

    def widgets(self) -> list[QWidget]:
        return list(self._widgets.values())

    def values(self) -> dict:
        out = {}
        for name, default in self.entry.params.items():
            w = self._widgets[name]
            if isinstance(w, QCheckBox):
                out[name] = w.isChecked()
            elif isinstance(w, QSpinBox):
                out[name] = w.value()
            elif isinstance(w, QComboBox):
                out[name] = w.currentData()
            elif isinstance(default, str) and is_card(default):
                cards = parse_cards(w.text())
                out[name] = cards[0] if cards and len(cards) == 1 and cards[0] != "X" else default
            else:
                out[name] = w.text().strip()
        return out

    def errors(self) -> list[str]:
        out = []
        for name, default in self.entry.params.items():
            w = self._widgets[name]
            if name == "target" and w.count() == 0:
                out.append(translate("RuleAdditionDialog", "There is no rule in force to repeal."))
            elif isinstance(w, QLineEdit) and isinstance(default, str) and is_card(default):
                cards = parse_cards(w.text())
                bad = not cards or len(cards) != 1 or cards[0] == "X"
                w.setStyleSheet("QLineEdit { border: 1px solid #b00020; }" if bad else "")
                if bad:
                    out.append(translate("RuleAdditionDialog", "“{text}” is not one card (write 3♠, 3s or 10♦).").format(text=w.text()))
        return out


def compact(box: QComboBox, chars: int = 16) -> QComboBox:
    """A combo box that may be narrower than its longest item (so nothing is clipped)."""
    box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    box.setMinimumContentsLength(chars)
    return box


def precedence_box() -> QComboBox:
    box = compact(QComboBox())
    for p in vocab.PRECEDENCE:
        box.addItem(translate("RuleBuilderDialog", PRECEDENCE_LABELS[p]), p)
    return box
