"""Continue: the unfinished games (one autosave each), the most recent first. Choose one to play
on, or discard one after a confirmation. A game open in another window is listed but cannot be
chosen here."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QAbstractItemView, QDialog, QDialogButtonBox, QLabel, QMessageBox, QPushButton,
                               QTreeWidget, QTreeWidgetItem, QVBoxLayout)

from core import autosaves
from ..i18n import translate


def _names(loaded) -> str:
    return ", ".join(p["name"] if isinstance(p, dict) else p.name for p in loaded.players)


def _when(loaded) -> str:
    """When it was saved, in local time (e.g. 2026-11-27 08:15)."""
    try:
        return loaded.saved_at.astimezone().strftime("%Y-%m-%d %H:%M")
    except (ValueError, OverflowError, OSError):
        return loaded.saved_at.strftime("%Y-%m-%d %H:%M")


class ContinueDialog(QDialog):
    """A list of autosaves (:class:`core.autosaves.Autosave`, each loaded): game, players, when
    saved, moves. ``describe(loaded)`` gives the one-line text of the Continue button."""

    def __init__(self, entries: list, describe, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("continue_dialog")
        self.entries = {e.game_id: e for e in entries}
        self.describe = describe
        self.setWindowTitle(self.tr("Continue a game"))
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Unfinished games, the most recent first:")))
        self.games = QTreeWidget()
        self.games.setObjectName("games")
        self.games.setRootIsDecorated(False)
        self.games.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.games.setHeaderLabels([self.tr("Game"), self.tr("Players"), self.tr("Saved"), self.tr("Moves")])
        for entry in entries:
            self.games.addTopLevelItem(self._item(entry))
        for col in range(4):
            self.games.resizeColumnToContents(col)
        self.games.itemDoubleClicked.connect(lambda *_: self._accept_chosen())
        self.games.currentItemChanged.connect(lambda *_: self._update_buttons())
        layout.addWidget(self.games)
        buttons = QDialogButtonBox()
        self.continue_button = buttons.addButton(self.tr("Continue"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.discard_button = QPushButton(self.tr("Discard…"))
        self.discard_button.setObjectName("discard")
        buttons.addButton(self.discard_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.continue_button.clicked.connect(self._accept_chosen)
        self.discard_button.clicked.connect(self.discard_chosen)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)
        first = next((self.games.topLevelItem(i) for i in range(self.games.topLevelItemCount())
                      if self.games.topLevelItem(i).flags() & Qt.ItemFlag.ItemIsEnabled), None)
        if first is not None:
            self.games.setCurrentItem(first)
        self._update_buttons()
        self.resize(720, 320)

    def _item(self, entry) -> QTreeWidgetItem:
        loaded = entry.game
        title = translate("games", loaded.state.game.title)
        if loaded.state.is_over():
            moves = self.tr("between games")
        else:
            moves = str(len(loaded.record.actions))
        if entry.owner is not None:
            title = self.tr("{game} (open in another window)").format(game=title)
        item = QTreeWidgetItem([title, _names(loaded), _when(loaded), moves])
        item.setData(0, Qt.ItemDataRole.UserRole, entry.game_id)
        item.setToolTip(0, self.describe(loaded))
        item.setTextAlignment(3, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if entry.owner is not None:
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled & ~Qt.ItemFlag.ItemIsSelectable)
        return item

    def chosen_game(self) -> str | None:
        """The game id of the selected row (None: none)."""
        item = self.games.currentItem()
        return item.data(0, Qt.ItemDataRole.UserRole) if item is not None else None

    def _update_buttons(self) -> None:
        chosen = self.chosen_game() is not None
        self.continue_button.setEnabled(chosen)
        self.discard_button.setEnabled(chosen)

    def _accept_chosen(self) -> None:
        if self.chosen_game() is not None:
            self.accept()

    def discard_chosen(self) -> bool:
        """Discard the selected game after a confirmation: its autosave is removed. True if it was."""
        game_id = self.chosen_game()
        entry = self.entries.get(game_id)
        if entry is None:
            return False
        answer = QMessageBox.question(
            self, self.tr("Discard a game"),
            self.tr("Discard the unfinished game of {game} with {names}? It cannot be continued afterwards.").format(
                game=translate("games", entry.game.state.game.title), names=_names(entry.game)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        if answer != QMessageBox.StandardButton.Yes:
            return False
        if autosaves.lock_owner(game_id) is not None:
            QMessageBox.information(self, self.tr("Discard a game"),
                                    self.tr("This game is open in another window of House Rules."))
            return False
        try:
            autosaves.clear_autosave(game_id)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Discard a game"), str(exc))
            return False
        self.games.takeTopLevelItem(self.games.indexOfTopLevelItem(self.games.currentItem()))
        del self.entries[game_id]
        self._update_buttons()
        return True
