"""Repairing a catalogue rule in force (seed §2.2): its adder changes its parameters and
precedence."""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout

from core.games.daifugo.catalogue import CATALOGUE, make_rule

from .rule_params import ParamsForm, precedence_box
from .rules_text import rule_numbered_title_text, rule_summary_text


class RepairDialog(QDialog):
    """Change the parameters and precedence of a catalogue rule in force."""

    def __init__(self, rule: dict, in_force: list[dict], parent=None) -> None:
        super().__init__(parent)
        self.rule_data = rule
        self.entry = CATALOGUE[rule["id"]]
        self.setWindowTitle(self.tr("Repair rule #{n}").format(n=rule["instance"]))
        lay = QVBoxLayout(self)
        title = QLabel(rule_numbered_title_text(rule))
        title.setStyleSheet("font-weight: bold;")
        title.setWordWrap(True)
        lay.addWidget(title)
        desc = QLabel(rule_summary_text(rule))
        desc.setWordWrap(True)
        lay.addWidget(desc)
        others = [r for r in in_force if r["instance"] != rule["instance"]]
        self.params = ParamsForm(self.entry, rule.get("params", {}), others, self._changed)
        lay.addWidget(self.params)
        if not self.entry.params:
            none = QLabel(self.tr("This rule has no settings; only its precedence can change."))
            none.setWordWrap(True)
            lay.addWidget(none)
        form = QFormLayout()
        self.precedence = precedence_box()
        self.precedence.setObjectName("repair_precedence")
        self.precedence.setCurrentIndex(max(0, self.precedence.findData(rule.get("precedence", "newest"))))
        form.addRow(self.tr("&Precedence:"), self.precedence)
        lay.addLayout(form)
        self.problems = QLabel()
        self.problems.setObjectName("repair_problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020;")
        lay.addWidget(self.problems)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        self._changed()
        self.resize(480, self.sizeHint().height())

    def _changed(self) -> None:
        errors = self.params.errors()
        self.problems.setText("\n".join(errors))
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not errors)

    def new_rule(self) -> dict:
        r = self.rule_data
        return make_rule(r["id"], r["instance"], r.get("by"), r.get("after_game", 0),
                         self.params.values(), self.precedence.currentData())
