"""The New Game dialog: the game, the number of seats, each seat human or AI (level, name), and
the rules (opens the settings dialog)."""
from __future__ import annotations

import os

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QPushButton, QSpinBox, QVBoxLayout)

from core.engine import QT_TRANSLATE_NOOP
from core.registry import GAMES, INFO

from ..i18n import tr_msg, translate
from ..players import AI_NAMES, LEVELS, Player
from .level_tips import level_tip
from .settings import SettingsDialog

#: the longest name a seat may have here (the tables show it in full); a save holds at most
#: saves.MAX_NAME_CHARS
NAME_CHARS = 24
LEVEL_LABELS = {"easy": QT_TRANSLATE_NOOP("NewGameDialog", "Easy"), "normal": QT_TRANSLATE_NOOP("NewGameDialog", "Normal"),
                "strong": QT_TRANSLATE_NOOP("NewGameDialog", "Strong"), "random": QT_TRANSLATE_NOOP("NewGameDialog", "Random")}


class NewGameDialog(QDialog):
    """Choose a game and its seats; :meth:`choice` returns what to start."""

    def __init__(self, game_id: str | None = None, parent=None, *, humans: int = 1) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self._options = {}
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.game_box = QComboBox()
        self.game_box.setObjectName("game")
        for gid, entry in INFO.items():
            self.game_box.addItem(translate("games", entry.title), gid)
        if game_id in GAMES:
            self.game_box.setCurrentIndex(self.game_box.findData(game_id))
        form.addRow(self.tr("Game:"), self.game_box)
        self.seat_count = QSpinBox()
        self.seat_count.setObjectName("seats")
        form.addRow(self.tr("Players:"), self.seat_count)
        layout.addLayout(form)

        self.seat_box = QGroupBox(self.tr("Seats"))
        self.grid = QGridLayout(self.seat_box)
        layout.addWidget(self.seat_box)
        self._rows: list[tuple[QLineEdit, QComboBox, QComboBox]] = []

        rules = QHBoxLayout()
        self.rules_label = QLabel()
        self.rules_label.setObjectName("rules_label")
        rules.addWidget(self.rules_label, 1)
        self.rules_button = QPushButton(self.tr("Rules…"))
        self.rules_button.setObjectName("rules_button")
        self.rules_button.clicked.connect(self.edit_rules)
        rules.addWidget(self.rules_button)
        self.help_button = QPushButton(self.tr("How to play"))
        self.help_button.setObjectName("help_button")
        self.help_button.clicked.connect(self.show_help)
        rules.addWidget(self.help_button)
        layout.addLayout(rules)
        self.problem_label = QLabel()                 # why these rules cannot be played by so many
        self.problem_label.setObjectName("problem")
        self.problem_label.setWordWrap(True)
        self.problem_label.setStyleSheet("color: #b00020;")
        layout.addWidget(self.problem_label)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.start_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.start_button.setText(self.tr("Start"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

        self._humans = humans
        self.window_keys: list = []         # the window's shortcuts, for the help page (set by the window)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        self.seat_count.valueChanged.connect(self._rebuild_rows)
        self.seat_count.valueChanged.connect(self._check_seats)
        self._game_changed()

    @property
    def game(self):
        return GAMES[self.game_box.currentData()]

    def _game_changed(self) -> None:
        game = self.game
        self.seat_count.blockSignals(True)
        self.seat_count.setRange(min(game.players), max(game.players))
        self.seat_count.setValue(4 if 4 in game.players else min(game.players))
        self.seat_count.blockSignals(False)
        self._options = game.presets["default"]
        self._rebuild_rows()
        self._show_rules()

    def _rebuild_rows(self) -> None:
        old = [(n.text(), k.currentData(), lv.currentData()) for n, k, lv in self._rows]
        while self.grid.count():
            item = self.grid.takeAt(0)
            widget = item.widget()
            if widget is not None:
                widget.setParent(None)
                widget.deleteLater()
        self._rows = []
        for col, head in enumerate((self.tr("Name"), self.tr("Player"), self.tr("AI level"))):
            self.grid.addWidget(QLabel(f"<b>{head}</b>"), 0, col)
        for s in range(self.seat_count.value()):
            name = QLineEdit()
            name.setObjectName(f"name_{s}")
            name.setMaxLength(NAME_CHARS)
            kind = QComboBox()
            kind.setObjectName(f"kind_{s}")
            kind.addItem(self.tr("Human"), "human")
            kind.addItem(self.tr("AI"), "ai")
            level = QComboBox()
            level.setObjectName(f"level_{s}")
            for i, lv in enumerate(LEVELS):
                level.addItem(translate("NewGameDialog", LEVEL_LABELS[lv]), lv)
                level.setItemData(i, level_tip(lv, self.game_box.currentData()), Qt.ItemDataRole.ToolTipRole)
            level.currentIndexChanged.connect(lambda _i, lv=level: lv.setToolTip(lv.currentData(Qt.ItemDataRole.ToolTipRole)))
            if s < len(old):
                name.setText(old[s][0])
                kind.setCurrentIndex(kind.findData(old[s][1]))
                level.setCurrentIndex(level.findData(old[s][2]))
            else:
                human = s < self._humans
                name.setText(self.tr("You") if human and self._humans == 1 else
                             (self.tr("Player {n}").format(n=s + 1) if human else AI_NAMES[s % len(AI_NAMES)]))
                kind.setCurrentIndex(0 if human else 1)
                level.setCurrentIndex(level.findData("normal"))
            kind.currentIndexChanged.connect(lambda _i, k=kind, lv=level: lv.setEnabled(k.currentData() == "ai"))
            kind.currentIndexChanged.connect(lambda _i: self._default_names())
            level.setEnabled(kind.currentData() == "ai")
            level.setToolTip(level.currentData(Qt.ItemDataRole.ToolTipRole))
            self.grid.addWidget(name, s + 1, 0)
            self.grid.addWidget(kind, s + 1, 1)
            self.grid.addWidget(level, s + 1, 2)
            self._rows.append((name, kind, level))

    def _default_names(self) -> None:
        """Default names follow the seats' kinds: a lone human is "You"; with two humans or more
        each is "Player n" (nobody is "You", so no "You's turn."); a seat turned AI gets its AI
        name. A name the player typed stays."""
        kinds = [k.currentData() for _n, k, _lv in self._rows]
        lone = kinds.count("human") == 1
        you = self.tr("You")
        for s, (name, kind, _lv) in enumerate(self._rows):
            player_n = self.tr("Player {n}").format(n=s + 1)
            text, ai = name.text().strip(), AI_NAMES[s % len(AI_NAMES)]
            if kind.currentData() == "human":
                if text in (you, player_n, "") or text in AI_NAMES:
                    name.setText(you if lone else player_n)
            elif text in (you, player_n, ""):
                name.setText(ai)

    def _show_rules(self) -> None:
        self.rules_label.setText(self.tr("Rules fingerprint: {fp}").format(fp=self._options.fingerprint()))
        self._check_seats()

    def problem(self):
        """Why the rules cannot be played by this many players (a Msg), or None."""
        return self.game.seats_problem(self.seat_count.value(), self._options)

    def _check_seats(self) -> None:
        """Start is disabled, with the reason shown, while the rules do not fit the seat count."""
        problem = self.problem()
        self.problem_label.setText("" if problem is None else tr_msg(problem))
        self.problem_label.setVisible(problem is not None)
        self.start_button.setEnabled(problem is None)

    def edit_rules(self) -> None:
        dialog = SettingsDialog(self.game, self._options, self, seats=self.seat_count.value())
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self._options = dialog.options()
            self._show_rules()

    def show_help(self):
        """The "How to play" page of the chosen game, with the options chosen here (the page is a
        child of this dialog, so it can be read while the dialog is open)."""
        from ..help.page import show_help

        return show_help(self, self.game.id, options=self._options, window_keys=self.window_keys)

    def set_options(self, options) -> None:
        self._options = self.game.make_options(options)
        self._show_rules()

    def players(self) -> list[Player]:
        out = []
        for s, (name, kind, level) in enumerate(self._rows):
            text = name.text().strip() or (AI_NAMES[s % len(AI_NAMES)])
            is_ai = kind.currentData() == "ai"
            out.append(Player(text[:NAME_CHARS], "ai" if is_ai else "human", level.currentData() if is_ai else None))
        return out

    def choice(self) -> dict:
        """``{game, seats, players, options, seed}`` for the game to start."""
        return {"game": self.game.id, "seats": self.seat_count.value(), "players": self.players(),
                "options": self._options, "seed": int.from_bytes(os.urandom(6), "big")}
