"""Adding a rule between games (《ルール追加》, seed §2.2): a winner picks a rule from the catalogue
(or builds one), sets its parameters and precedence, and may repair or withdraw the rules they
added earlier.

The dialog works on the session it is given: OK adds the rule (``added_rule`` is the stored rule
data); Cancel leaves the session exactly as it was (repairs and withdrawals made here included).
"""
from __future__ import annotations

import copy

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QFormLayout, QFrame, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QListView, QListWidget, QListWidgetItem,
                               QMessageBox, QPushButton, QScrollArea, QTreeWidgetItem, QVBoxLayout, QWidget)

from core.engine import QT_TRANSLATE_NOOP, MsgList
from core.games.daifugo.catalogue import CATALOGUE, GROUPS, conflicts_with, missing_requirements
from core.games.daifugo.session import SessionError

from ...i18n import tr_msg, translate
from ...log_text import ordinal
from .rules_text import rule_by_text, rule_numbered_title_text, rule_summary_text, seat_name
from .rule_builder import RuleBuilderDialog
from .catalogue_list import (DESC_ROLE, ENTRY_ROLE, FREQ_ROLE, INSTANCE_ROLE, SEARCH_ROLE, STATUS_KIND_ROLE,
                             STATUS_ROLE, CatalogueTree, EntryDelegate)
from .rule_params import ParamsForm, precedence_box
from .repair_dialog import RepairDialog

CTX = "RuleAdditionDialog"

FREQ_LABELS = {
    "A": QT_TRANSLATE_NOOP("RuleAdditionDialog", "very common"),
    "B": QT_TRANSLATE_NOOP("RuleAdditionDialog", "common"),
    "C": QT_TRANSLATE_NOOP("RuleAdditionDialog", "uncommon"),
    "D": QT_TRANSLATE_NOOP("RuleAdditionDialog", "rare"),
}


def _join(texts) -> str:
    """Several names in one argument, with the language's list separator."""
    return translate(MsgList.sep_context, MsgList.sep).join(texts)


# --- the dialog ------------------------------------------------------------------------------------

class RuleAdditionDialog(QDialog):
    """One adder adds one rule to ``session`` (see the module docstring).

    ``names``: the players' names by seat. After OK, ``added_rule`` is the stored rule data.
    ``repairers``: the seats at this screen (the human players) whose rules may be repaired or
    withdrawn here, each as its own adder's decision (seed §2.2: a hole is fixed whenever it is
    found, and ルールの決定権者は該当ルールの追加者); by default the adder's own only.
    """

    def __init__(self, session, adder_seat: int, names, parent=None, repairers=None) -> None:
        super().__init__(parent)
        self.session, self.adder, self.names = session, adder_seat, list(names)
        self.repairers = {adder_seat, *(repairers or ())}
        self._snapshot = copy.deepcopy(session.rules)
        self.added_rule: dict | None = None
        self._items: dict[str, QTreeWidgetItem] = {}
        self.params_form: ParamsForm | None = None
        self.setObjectName("rule_addition")
        self.setWindowTitle(self.tr("Add a rule"))
        layout = QVBoxLayout(self)

        self.header = QLabel(self._header_text())
        self.header.setObjectName("header")
        font = self.header.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.header.setFont(font)
        self.header.setWordWrap(True)
        layout.addWidget(self.header)

        body = QHBoxLayout()
        layout.addLayout(body, 1)

        # left: search and the catalogue
        left = QVBoxLayout()
        self.search = QLineEdit()
        self.search.setObjectName("search")
        self.search.setPlaceholderText(self.tr("Search the catalogue (name, 日本語, description)…"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self.apply_filter)
        self.search.installEventFilter(self)
        search_label = QLabel(self.tr("&Search:"))
        search_label.setBuddy(self.search)
        row = QHBoxLayout()
        row.addWidget(search_label)
        row.addWidget(self.search, 1)
        left.addLayout(row)
        self.tree = CatalogueTree()
        self.tree.setObjectName("catalogue")
        self.tree.setHeaderHidden(True)
        self.tree.setColumnCount(1)
        self.tree.setRootIsDecorated(False)
        self.tree.setItemsExpandable(False)
        self.tree.setIndentation(10)
        self.tree.setUniformRowHeights(False)
        self.tree.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.tree.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.tree.setItemDelegate(EntryDelegate(self.tree))
        self.tree.currentItemChanged.connect(self._current_changed)
        left.addWidget(self.tree, 1)
        self.empty_note = QLabel(self.tr("No rule of the catalogue matches the search."))
        self.empty_note.setObjectName("empty_note")
        self.empty_note.setStyleSheet("color: #555;")
        self.empty_note.hide()
        left.addWidget(self.empty_note)
        self.build_button = QPushButton(self.tr("&Build your own…"))
        self.build_button.setObjectName("build")
        self.build_button.setToolTip(self.tr("Compose a new rule from events, conditions and effects."))
        self.build_button.clicked.connect(self.build_own)
        left.addWidget(self.build_button, 0, Qt.AlignmentFlag.AlignLeft)
        body.addLayout(left, 5)

        # right: details of the selected entry, and the rules in force
        right = QVBoxLayout()
        self.details_box = QGroupBox(self.tr("Details"))
        self.details_box.setObjectName("details")
        details_outer = QVBoxLayout(self.details_box)
        details_outer.setContentsMargins(4, 4, 4, 4)
        self.details_scroll = QScrollArea()
        self.details_scroll.setWidgetResizable(True)
        self.details_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.details_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        details = QWidget()
        self.details_layout = QVBoxLayout(details)
        self.details_layout.setContentsMargins(2, 2, 2, 2)
        self.d_title = QLabel()
        self.d_title.setObjectName("details_title")
        self.d_title.setWordWrap(True)
        self.d_title.setStyleSheet("font-weight: bold;")
        self.d_meta = QLabel()
        self.d_meta.setObjectName("details_meta")
        self.d_meta.setWordWrap(True)
        self.d_meta.setStyleSheet("color: #555;")
        self.d_text = QLabel()
        self.d_text.setObjectName("details_text")
        self.d_text.setWordWrap(True)
        self.d_notes = QLabel()
        self.d_notes.setObjectName("details_notes")
        self.d_notes.setWordWrap(True)
        self.d_notes.setStyleSheet("color: #8a4baf;")
        for w in (self.d_title, self.d_meta, self.d_text, self.d_notes):
            w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            self.details_layout.addWidget(w)
        self.params_holder = QVBoxLayout()
        self.details_layout.addLayout(self.params_holder)
        prec = QFormLayout()
        prec.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        self.precedence = precedence_box()
        self.precedence.setObjectName("precedence")
        self.precedence.currentIndexChanged.connect(self._update_state)
        self.precedence_label = QLabel(self.tr("&Precedence:"))
        self.precedence_label.setBuddy(self.precedence)
        prec.addRow(self.precedence_label, self.precedence)
        self.details_layout.addLayout(prec)
        self.details_layout.addStretch(1)
        self.details_scroll.setWidget(details)
        details_outer.addWidget(self.details_scroll)
        right.addWidget(self.details_box, 5)

        self.force_box = QGroupBox(self.tr("Rules in force"))
        self.force_box.setObjectName("in_force_box")
        force_lay = QVBoxLayout(self.force_box)
        force_lay.setContentsMargins(4, 4, 4, 4)
        self.in_force_list = QListWidget()
        self.in_force_list.setObjectName("in_force")
        self.in_force_list.setResizeMode(QListView.ResizeMode.Adjust)
        self.in_force_list.setItemDelegate(EntryDelegate(self.in_force_list))
        self.in_force_list.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.in_force_list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.in_force_list.currentItemChanged.connect(self._force_selection_changed)
        force_lay.addWidget(self.in_force_list, 1)
        force_buttons = QHBoxLayout()
        self.repair_button = QPushButton(self.tr("&Repair…"))
        self.repair_button.setObjectName("repair")
        self.repair_button.setToolTip(self.tr("Change the settings of a rule you added."))
        self.repair_button.clicked.connect(self.repair_selected)
        self.withdraw_button = QPushButton(self.tr("&Withdraw"))
        self.withdraw_button.setObjectName("withdraw")
        self.withdraw_button.setToolTip(self.tr("Take back a rule you added."))
        self.withdraw_button.clicked.connect(lambda: self.withdraw_selected())
        force_buttons.addWidget(self.repair_button)
        force_buttons.addWidget(self.withdraw_button)
        force_buttons.addStretch(1)
        force_lay.addLayout(force_buttons)
        self.force_note = QLabel()
        self.force_note.setObjectName("force_note")
        self.force_note.setWordWrap(True)
        self.force_note.setStyleSheet("color: #555;")
        force_lay.addWidget(self.force_note)
        right.addWidget(self.force_box, 3)
        body.addLayout(right, 4)

        self.problems = QLabel()
        self.problems.setObjectName("problems")
        self.problems.setWordWrap(True)
        self.problems.setStyleSheet("color: #b00020;")
        self.problems.hide()
        layout.addWidget(self.problems)

        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.setObjectName("buttons")
        self.ok_button.setText(self.tr("&Add this rule"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)
        self.ok_button.setDefault(True)          # Enter adds the selected rule (once in the dialog)

        self._fill_catalogue()
        self._fill_in_force()
        self._show_entry(None)
        self.resize(900, 600)

    # --- texts --------------------------------------------------------------------------------
    def _name(self, seat) -> str:
        return seat_name(seat, self.names)

    def _header_text(self) -> str:
        last = self.session.history[-1] if self.session.history else []
        if self.adder in last:
            return self.tr("{name} ({place}) adds a rule").format(
                name=self._name(self.adder), place=ordinal(last.index(self.adder) + 1))
        return self.tr("{name} adds a rule").format(name=self._name(self.adder))

    @property
    def ok_button(self) -> QPushButton:
        return self.buttons.button(QDialogButtonBox.StandardButton.Ok)

    # --- the catalogue ------------------------------------------------------------------------
    def _in_force(self) -> list[dict]:
        return self.session.in_force()

    def _status(self, rule_id: str) -> tuple[str, str]:
        """(kind, translated text) of an entry against the rules in force."""
        in_force = self._in_force()
        ids = [r["id"] for r in in_force]
        same = [r for r in in_force if r["id"] == rule_id]
        if same and CATALOGUE[rule_id].params:      # the seed forbids no rule twice (issue 18 #20)
            return "again", self.tr("in force (#{n}); may be added again with other settings").format(
                n=same[-1]["instance"])
        if same:
            return "in_force", self.tr("in force (#{n})").format(n=same[0]["instance"])
        missing = missing_requirements(rule_id, ids)
        if missing:
            return "needs", self.tr("needs {rules}").format(
                rules=_join(translate("catalogue", CATALOGUE[m].en) for m in missing))
        over = self._overridden(rule_id)
        if over:
            return "overrides", self.tr("overrides {rules}").format(rules=_join(rule_numbered_title_text(r) for r in over))
        return "", ""

    def _overridden(self, rule_id: str) -> list[dict]:
        in_force = self._in_force()
        ids = conflicts_with(rule_id, [r["id"] for r in in_force])
        return [r for r in in_force if r["id"] in ids]

    def _fill_catalogue(self) -> None:
        self.tree.clear()
        self._items = {}
        groups: dict[str, QTreeWidgetItem] = {}
        for g, title in GROUPS.items():
            item = QTreeWidgetItem(self.tree, [translate("catalogue", title)])
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = item.font(0)
            font.setBold(True)
            item.setFont(0, font)
            item.setBackground(0, self.palette().color(QPalette.ColorRole.AlternateBase))
            groups[g] = item
        for entry in CATALOGUE.values():
            name = translate("catalogue", entry.en)
            desc = translate("catalogue", entry.text)
            item = QTreeWidgetItem(groups[entry.group], [name])
            item.setData(0, ENTRY_ROLE, entry.id)
            item.setData(0, DESC_ROLE, desc)
            item.setData(0, FREQ_ROLE, entry.freq)
            item.setData(0, SEARCH_ROLE, " ".join((name, entry.ja, entry.en, desc, entry.text, entry.id)).casefold())
            item.setToolTip(0, desc)
            self._items[entry.id] = item
        self.tree.expandAll()
        self._refresh_statuses()

    def _refresh_statuses(self) -> None:
        for rule_id, item in self._items.items():
            kind, text = self._status(rule_id)
            item.setData(0, STATUS_KIND_ROLE, kind)
            item.setData(0, STATUS_ROLE, text)
            entry = CATALOGUE[rule_id]
            item.setData(0, Qt.ItemDataRole.AccessibleTextRole,
                         self.tr("{name}, frequency {freq}. {status}").format(
                             name=translate("catalogue", entry.en), freq=entry.freq, status=text))
            flags = Qt.ItemFlag.ItemIsSelectable | Qt.ItemFlag.ItemIsEnabled
            item.setFlags(Qt.ItemFlag.NoItemFlags if kind == "in_force" else flags)
        self.tree.scheduleDelayedItemsLayout()

    def apply_filter(self, text: str | None = None) -> None:
        """Show only the entries whose name, Japanese name or description contains the search."""
        words = (self.search.text() if text is None else text).casefold().split()
        shown = 0
        for i in range(self.tree.topLevelItemCount()):
            group = self.tree.topLevelItem(i)
            visible = 0
            for j in range(group.childCount()):
                child = group.child(j)
                hay = child.data(0, SEARCH_ROLE)
                match = all(w in hay for w in words)
                child.setHidden(not match)
                visible += match
            group.setHidden(visible == 0)
            shown += visible
        self.empty_note.setVisible(shown == 0)
        current = self.tree.currentItem()
        if current is not None and current.isHidden():
            self.tree.setCurrentItem(None)
            self._show_entry(None)

    def visible_entries(self) -> list[str]:
        return [rid for rid, item in self._items.items() if not item.isHidden() and not item.parent().isHidden()]

    def select_entry(self, rule_id: str) -> bool:
        """Select a catalogue entry (False if it is hidden or not selectable)."""
        item = self._items.get(rule_id)
        if item is None or item.isHidden() or not (item.flags() & Qt.ItemFlag.ItemIsSelectable):
            return False
        self.tree.setCurrentItem(item)
        return True

    def selected_entry(self) -> str | None:
        item = self.tree.currentItem()
        return item.data(0, ENTRY_ROLE) if item is not None and item.isSelected() else None

    def _current_changed(self, current, _previous) -> None:
        rule_id = current.data(0, ENTRY_ROLE) if current is not None else None
        self._show_entry(rule_id)

    def _show_entry(self, rule_id: str | None) -> None:
        self.problems.hide()
        if self.params_form is not None:
            self.params_form.setParent(None)
            self.params_form.deleteLater()
            self.params_form = None
        has = rule_id is not None
        self.precedence.setVisible(has)
        self.precedence_label.setVisible(has)
        if not has:
            self.d_title.setText(self.tr("Choose a rule from the catalogue"))
            self.d_meta.setText("")
            self.d_text.setText(self.tr("Pick a rule on the left to see it here, or build your own."))
            self.d_notes.setText("")
            self._update_state()
            self._fix_tab_order()
            return
        entry = CATALOGUE[rule_id]
        self.d_title.setText(translate("catalogue", entry.en))
        self.d_meta.setText(self.tr("{group} · how common: {freq} ({meaning})").format(
            group=translate("catalogue", GROUPS[entry.group]), freq=entry.freq,
            meaning=translate(CTX, FREQ_LABELS[entry.freq])))
        self.d_text.setText(translate("catalogue", entry.text))
        self.precedence.blockSignals(True)
        self.precedence.setCurrentIndex(0)
        self.precedence.blockSignals(False)
        if entry.params:
            self.params_form = ParamsForm(entry, {}, self._in_force(), self._update_state)
            self.params_form.setObjectName("params")
            self.params_holder.addWidget(self.params_form)
        self._update_state()
        self._fix_tab_order()

    def _notes(self, rule_id: str) -> list[str]:
        ids = [r["id"] for r in self._in_force()]
        notes = []
        missing = missing_requirements(rule_id, ids)
        if missing:
            notes.append(self.tr("Needs {rules}, which is not in force: without it this rule never applies.").format(
                rules=_join(translate("catalogue", CATALOGUE[m].en) for m in missing)))
        over = self._overridden(rule_id)
        if over:
            names = _join(rule_numbered_title_text(r) for r in over)
            prec = self.precedence.currentData()
            if prec == "yield":
                notes.append(self.tr("Conflicts with {rules}; this rule gives way where they disagree.").format(rules=names))
            elif prec == "coexist":
                notes.append(self.tr("Conflicts with {rules}; neither overrides the other.").format(rules=names))
            else:
                notes.append(self.tr("Overrides {rules} where they disagree: the newer rule wins.").format(rules=names))
        return notes

    def _update_state(self, *_args) -> None:
        rule_id = self.selected_entry()
        errors = self.params_form.errors() if self.params_form is not None else []
        notes = self._notes(rule_id) + errors if rule_id is not None else []
        self.d_notes.setText("\n".join(notes))
        self.d_notes.setVisible(bool(notes))
        self.ok_button.setEnabled(rule_id is not None and not errors)

    def _fix_tab_order(self) -> None:
        chain = [self.search, self.tree]
        if self.params_form is not None:
            chain += self.params_form.widgets()
        chain += [self.precedence, self.build_button, self.in_force_list, self.repair_button,
                  self.withdraw_button, self.ok_button, self.buttons.button(QDialogButtonBox.StandardButton.Cancel)]
        for a, b in zip(chain, chain[1:]):
            QWidget.setTabOrder(a, b)

    # --- the rules in force ---------------------------------------------------------------------
    def _fill_in_force(self) -> None:
        keep = self.selected_force_instance()
        self.in_force_list.clear()
        rules = self._in_force()
        for r in rules:
            item = QListWidgetItem(rule_numbered_title_text(r))
            item.setData(ENTRY_ROLE, r["id"])
            item.setData(INSTANCE_ROLE, r["instance"])
            if r.get("by") == self.adder:
                item.setData(STATUS_KIND_ROLE, "mine")
                item.setData(STATUS_ROLE, self.tr("yours: you may repair or withdraw it"))
            elif self._repairable(r):
                item.setData(STATUS_KIND_ROLE, "mine")
                item.setData(STATUS_ROLE, self.tr("{name} may repair or withdraw it").format(name=self._name(r["by"])))
            item.setData(DESC_ROLE, rule_by_text(r, self.names))
            item.setToolTip(rule_summary_text(r))
            self.in_force_list.addItem(item)
            if r["instance"] == keep:
                self.in_force_list.setCurrentItem(item)
        if not rules:
            item = QListWidgetItem(self.tr("No rules yet: this is plain daifugō."))
            item.setFlags(Qt.ItemFlag.NoItemFlags)
            self.in_force_list.addItem(item)
        self._force_selection_changed()

    def selected_force_instance(self) -> int | None:
        item = self.in_force_list.currentItem() if hasattr(self, "in_force_list") else None
        return item.data(INSTANCE_ROLE) if item is not None else None

    def select_in_force(self, instance: int) -> bool:
        for i in range(self.in_force_list.count()):
            item = self.in_force_list.item(i)
            if item.data(INSTANCE_ROLE) == instance:
                self.in_force_list.setCurrentItem(item)
                return True
        return False

    def _force_selection_changed(self, *_args) -> None:
        instance = self.selected_force_instance()
        rule = self.session.find(instance) if instance is not None else None
        mine = self._repairable(rule)
        self.repair_button.setEnabled(mine)
        self.withdraw_button.setEnabled(mine)
        if rule is None:
            self.force_note.setText(self.tr("You may repair or withdraw the rules you added."))
        elif mine:
            self.force_note.setText(rule_summary_text(rule))
        elif rule.get("by") is None:
            self.force_note.setText(self.tr("Nobody added rule #{n}, so nobody may change it.").format(n=instance))
        else:
            self.force_note.setText(self.tr("Only {name}, who added rule #{n}, may repair or withdraw it.").format(
                name=self._name(rule.get("by")), n=instance))

    def _repairable(self, rule: dict | None) -> bool:
        """Whether ``rule``'s adder is at this screen, so it may be repaired here (by them)."""
        return rule is not None and rule.get("by") is not None and rule.get("by") in self.repairers

    def _after_session_change(self) -> None:
        self._fill_in_force()
        self._refresh_statuses()
        current = self.selected_entry()
        if current is not None and not (self._items[current].flags() & Qt.ItemFlag.ItemIsSelectable):
            self.tree.setCurrentItem(None)
            current = None
        self._show_entry(current)

    def _show_error(self, text: str) -> None:
        self.problems.setText(text)
        self.problems.show()

    def repair_selected(self) -> bool:
        """Open the repair of the selected rule (its adder's decision); True if it changed."""
        instance = self.selected_force_instance()
        rule = self.session.find(instance) if instance is not None else None
        if not self._repairable(rule):
            return False
        others = [r for r in self._in_force() if r["instance"] != instance]
        if rule["id"] in CATALOGUE:
            dialog = RepairDialog(rule, self._in_force(), self)
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            new = dialog.new_rule()
        elif RuleBuilderDialog.can_show(rule):
            dialog = RuleBuilderDialog(self, rule, in_force=others)
            dialog.setWindowTitle(self.tr("Repair rule #{n}").format(n=instance))
            if dialog.exec() != QDialog.DialogCode.Accepted:
                return False
            new = dialog.rule()
        else:
            self._show_error(self.tr("Rule #{n} cannot be edited here; you may withdraw it.").format(n=instance))
            return False
        return self.repair(instance, new)

    def repair(self, instance: int, new: dict | None) -> bool:
        """``session.repair`` as the rule's adder (if at this screen); a refusal is shown, never raised."""
        rule = self.session.find(instance)
        by = rule.get("by") if self._repairable(rule) else self.adder
        try:
            self.session.repair(instance, by, new)
        except SessionError as exc:
            self._show_error(tr_msg(exc.reason))
            return False
        self._after_session_change()
        self.select_in_force(instance)
        return True

    def withdraw_selected(self, confirm: bool = True) -> bool:
        instance = self.selected_force_instance()
        rule = self.session.find(instance) if instance is not None else None
        if not self._repairable(rule):
            return False
        if confirm:
            answer = QMessageBox.question(
                self, self.tr("Withdraw a rule"),
                self.tr("Withdraw rule {title}? It stops applying from the next game.").format(
                    title=rule_numbered_title_text(rule)))
            if answer != QMessageBox.StandardButton.Yes:
                return False
        return self.repair(instance, None)

    # --- adding ---------------------------------------------------------------------------------
    def build_own(self) -> bool:
        """Open the rule builder; its rule is added at once when it is accepted."""
        dialog = RuleBuilderDialog(self, in_force=self._in_force())
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return False
        return self.add_custom(dialog.rule())

    def add_custom(self, rule: dict) -> bool:
        """Add a rule made in the builder and close; a refusal is shown instead."""
        try:
            self.added_rule = self.session.add(rule, self.adder)
        except SessionError as exc:
            self._show_error(tr_msg(exc.reason))
            return False
        super().accept()
        return True

    def accept(self) -> None:
        rule_id = self.selected_entry()
        if rule_id is None:
            self._show_error(self.tr("Choose a rule from the catalogue first, or build your own."))
            return
        errors = self.params_form.errors() if self.params_form is not None else []
        if errors:
            self._show_error("\n".join(errors))
            return
        params = self.params_form.values() if self.params_form is not None else {}
        try:
            self.added_rule = self.session.add_catalogue(rule_id, self.adder, params, self.precedence.currentData())
        except SessionError as exc:
            self._show_error(tr_msg(exc.reason))
            return
        except (KeyError, TypeError, ValueError) as exc:  # a rule core could not build: never crash
            self._show_error(self.tr("This rule could not be added: {error}").format(error=str(exc)))
            return
        super().accept()

    def reject(self) -> None:
        """Cancel: the session is left as it was when the dialog opened."""
        self.session.rules[:] = self._snapshot
        self.added_rule = None
        super().reject()

    # --- keyboard -----------------------------------------------------------------------------
    def eventFilter(self, obj, event) -> bool:  # noqa: N802 - Qt override
        if obj is self.search and event.type() == QEvent.Type.KeyPress and event.key() in (
                Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Down):
            first = next((self._items[r] for r in self.visible_entries()
                          if self._items[r].flags() & Qt.ItemFlag.ItemIsSelectable), None)
            if first is not None:
                if self.selected_entry() is None or self.tree.currentItem().isHidden():
                    self.tree.setCurrentItem(first)
                self.tree.setFocus()
            return True
        return super().eventFilter(obj, event)

    def showEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().showEvent(event)
        self.search.setFocus()
