"""The main window: menus, the start page, the table with its side panel, saves and review."""
from __future__ import annotations

import logging
from typing import NamedTuple

from PySide6.QtCore import QEvent, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QApplication, QDialog, QFileDialog, QHBoxLayout, QMainWindow, QMessageBox,
                               QStackedWidget, QVBoxLayout, QWidget)

from core import autosaves, saves

from core.settings import checked_settings, save_settings
from core.engine import QT_TRANSLATE_NOOP, OptionError, msg
from core.registry import GAMES, INFO

from .registry import frontend
from .i18n import LANGUAGES, install_language, tr_msg, translate
from .players import Player, default_players
from .save_banner import SaveBanner
from .start_page import StartPage
from .take_back import practice_line, take_back, update_take_back

_log = logging.getLogger(__name__)
SPEEDS = ((QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0.0), (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 0.5),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0), (QT_TRANSLATE_NOOP("MainWindow", "Slow"), 2.0))
#: how long a human seat has to answer a call prompt (鳴き) before it passes by itself; 0 = no limit
CALL_TIMERS = ((QT_TRANSLATE_NOOP("MainWindow", "No time limit"), 0), (QT_TRANSLATE_NOOP("MainWindow", "5 seconds"), 5),
               (QT_TRANSLATE_NOOP("MainWindow", "10 seconds"), 10), (QT_TRANSLATE_NOOP("MainWindow", "20 seconds"), 20))


class GamePage(NamedTuple):
    """The parts of the game page: the page, its stack of table and privacy screen, the side panel."""

    page: QWidget
    table_stack: QStackedWidget
    privacy: object
    side: object


class MainWindow(QMainWindow):
    """Start page and game page in one window; menus for everything, shortcuts for most."""

    def __init__(self, settings: dict | None = None) -> None:
        super().__init__()
        autosaves.tidy_data_folder()      # the old autosave moved in; temp files of killed writes gone
        self.settings = checked_settings(settings or {})   # every value read below is sane
        self.controller = None
        self.table = None
        self.review_windows: list = []
        # the notice of a broken autosave set aside: the box, its text, shown once the window shows
        self.autosave_notice, self._autosave_told, self._notice_pending = None, "", False
        self.stack = QStackedWidget()
        self.save_banner = SaveBanner()         # while the game in progress cannot be saved
        central = QWidget()
        column = QVBoxLayout(central)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.save_banner)
        column.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self.start_page = StartPage()
        self.stack.addWidget(self.start_page)
        self._game_parts = None                 # the game page, built when first needed (GamePage)

        self.start_page.game_chosen.connect(self.new_game)
        self.start_page.continue_clicked.connect(self.continue_game)
        self.start_page.load_clicked.connect(self.load_game)
        self.start_page.review_clicked.connect(self.review_file)
        self.start_page.demo_clicked.connect(self.demo)
        self.start_page.help_chosen.connect(self.show_game_help)

        self._build_menus()
        self.actions_["teaching"].setChecked(bool(self.settings.get("teaching", False)))
        self.retranslate()              # also fills in the Continue button
        self.resize(1280, 800)

    # --- the game page: the table (or the privacy screen) and the side panel ----------------------
    def _build_game_page(self) -> GamePage:
        """The game page, built on first use (start-up shows the start page alone, and imports
        neither the side panel nor the privacy screen)."""
        from .privacy import PrivacyScreen
        from .side_panel import SidePanel

        game_page = QWidget()
        page = QHBoxLayout(game_page)
        page.setContentsMargins(0, 0, 0, 0)
        table_stack = QStackedWidget()
        privacy = PrivacyScreen()
        table_stack.addWidget(privacy)
        page.addWidget(table_stack, 1)
        side = SidePanel()
        page.addWidget(side)
        side.setVisible(self.actions_["side_panel"].isChecked())
        self.stack.addWidget(game_page)
        self._game_parts = GamePage(game_page, table_stack, privacy, side)
        side.teaching_toggled.connect(self._set_teaching)
        side.hint_clicked.connect(self._hint)
        side.choice_made.connect(self._choice_made)
        privacy.ready.connect(self._privacy_ready)
        side.teaching.setChecked(bool(self.settings.get("teaching", False)))
        side.fit_width(self.width())
        return self._game_parts

    @property
    def game_page(self) -> QWidget:
        return (self._game_parts or self._build_game_page()).page

    @property
    def table_stack(self) -> QStackedWidget:
        return (self._game_parts or self._build_game_page()).table_stack

    @property
    def privacy(self):
        return (self._game_parts or self._build_game_page()).privacy

    @property
    def side(self):
        return (self._game_parts or self._build_game_page()).side

    # --- menus ----------------------------------------------------------------------------------
    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.menu_game = bar.addMenu("")
        self.menu_view = bar.addMenu("")
        self.menu_help = bar.addMenu("")
        a = self.actions_ = {}

        def act(key, menu, slot, shortcut=None, checkable=False):
            action = QAction(self)
            if shortcut:
                action.setShortcut(QKeySequence(shortcut))
            action.setCheckable(checkable)
            action.triggered.connect(slot)
            menu.addAction(action)
            a[key] = action
            return action

        act("new", self.menu_game, lambda: self.new_game(None), QKeySequence.StandardKey.New)
        act("continue", self.menu_game, self.continue_game)
        act("load", self.menu_game, self.load_game, QKeySequence.StandardKey.Open)
        act("save", self.menu_game, self.save_as, QKeySequence.StandardKey.Save)
        act("review", self.menu_game, self.review_current, "Ctrl+R")
        act("take_back", self.menu_game, self.take_back, QKeySequence.StandardKey.Undo).setEnabled(False)
        act("demo", self.menu_game, self.demo)
        act("home", self.menu_game, self.go_home, "Ctrl+H")
        self.menu_game.addSeparator()
        act("calculator", self.menu_game, self.open_calculator)
        act("statistics", self.menu_game, self.open_statistics)
        self.menu_game.addSeparator()
        act("quit", self.menu_game, self.close, QKeySequence.StandardKey.Quit)
        act("teaching", self.menu_view, lambda on: self.side.teaching.setChecked(on), "Ctrl+T", checkable=True)
        act("hint", self.menu_view, self._hint)
        act("side_panel", self.menu_view, self.show_side_panel, "F9", checkable=True).setChecked(True)
        self.menu_speed = self.menu_view.addMenu("")
        group = QActionGroup(self)
        self.speed_actions = []
        current = float(self.settings.get("speed", 1.0))
        for label, factor in SPEEDS:
            action = QAction(self, checkable=True)
            action.setChecked(abs(factor - current) < 1e-9)
            action.triggered.connect(lambda _c=False, f=factor: self.set_speed(f))
            group.addAction(action)
            self.menu_speed.addAction(action)
            self.speed_actions.append((label, action))
        self.menu_call_timer = self.menu_view.addMenu("")
        timer_group = QActionGroup(self)
        self.call_timer_actions = []
        current_timer = int(self.settings.get("call_timer", 0))
        for label, seconds in CALL_TIMERS:
            action = QAction(self, checkable=True)
            action.setChecked(seconds == current_timer)
            action.triggered.connect(lambda _c=False, n=seconds: self.set_call_timer(n))
            timer_group.addAction(action)
            self.menu_call_timer.addAction(action)
            self.call_timer_actions.append((label, action))
        self.menu_language = self.menu_view.addMenu("")
        lang_group = QActionGroup(self)
        self.language_actions = {}
        for code, name in LANGUAGES.items():
            action = QAction(name, self, checkable=True)
            action.triggered.connect(lambda _c=False, c=code: self.set_language(c))
            lang_group.addAction(action)
            self.menu_language.addAction(action)
            self.language_actions[code] = action
        act("game_help", self.menu_help, lambda: self.show_game_help(None), "F1")
        self.menu_how_to_play = self.menu_help.addMenu("")
        for gid in INFO:
            act(f"how_to_play_{gid}", self.menu_how_to_play, lambda _c=False, g=gid: self.show_game_help(g))
        act("keys", self.menu_help, self.show_keys, "?")
        act("about", self.menu_help, self.about)

    def window_keys(self) -> list:
        """The window's shortcuts as (keys, what they do), for the keyboard references."""
        from .dialogs.keys_help import window_shortcuts

        return window_shortcuts(self.actions_.values())

    def show_keys(self) -> None:
        """The keyboard reference: the keys of the table in play and the window's shortcuts."""
        from .dialogs.keys_help import show_keys_help

        table = self.table if self.controller is not None else None
        show_keys_help(self, getattr(table, "KEYS_HELP", ()), self.window_keys)

    def show_game_help(self, game_id: str | None = None):
        """The "How to play" page of ``game_id``, by default of the game on the table (with its
        options and the table's keys); F1 with no game on the table shows the keys alone."""
        from .help.page import show_help

        c = self.controller
        playing = c is not None and (game_id is None or game_id == c.state.game.id)
        if game_id is None and not playing:
            return self.show_keys()
        if playing:
            return show_help(self, c.state.game.id, options=c.state.options, state=c.state,
                             table_keys=getattr(self.table, "KEYS_HELP", ()), window_keys=self.window_keys())
        return show_help(self, game_id, window_keys=self.window_keys())

    def retranslate(self) -> None:
        """Set every text again (after a language switch)."""
        self.setWindowTitle(self.tr("House Rules"))
        self.menu_game.setTitle(self.tr("&Game"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_help.setTitle(self.tr("&Help"))
        texts = {"new": self.tr("&New game…"), "continue": self.tr("&Continue"), "load": self.tr("&Load…"),
                 "save": self.tr("&Save as…"), "review": self.tr("&Review this game"),
                 "demo": self.tr("Watch the AI &play"), "home": self.tr("Start &page"), "quit": self.tr("&Quit"),
                 "calculator": self.tr("Mahjong hand &calculator (点数計算機)…"),
                 "statistics": self.tr("S&tatistics…"),
                 "teaching": self.tr("&Teaching mode"), "hint": self.tr("&Hint"), "about": self.tr("&About"),
                 "side_panel": self.tr("Side &panel"), "take_back": self.tr("&Take back"),
                 "keys": self.tr("&Keyboard keys…"), "game_help": self.tr("How to play &this game…")}
        for key, text in texts.items():
            self.actions_[key].setText(text)
        self.menu_how_to_play.setTitle(self.tr("How to &play"))
        for gid, entry in INFO.items():
            self.actions_[f"how_to_play_{gid}"].setText(translate("games", entry.title))
        self.actions_["hint"].setShortcut(QKeySequence("H"))
        self.menu_speed.setTitle(self.tr("Animation &speed"))
        for label, action in self.speed_actions:
            action.setText(translate("MainWindow", label))
        self.menu_call_timer.setTitle(self.tr("Time to answer a &call (鳴き)"))
        for label, action in self.call_timer_actions:
            action.setText(translate("MainWindow", label))
        self.menu_language.setTitle(self.tr("&Language"))
        code = self.settings.get("language", "en")
        if code in self.language_actions:
            self.language_actions[code].setChecked(True)
        self.start_page.retranslate()
        if self._game_parts is not None:
            self.side.retranslate()
            self.privacy.retranslate()
        self.save_banner.retranslate()
        self.update_continue()
        if self.controller is not None:
            self._retranslate_game()
        update_take_back(self)

    def _retranslate_game(self) -> None:
        """The game on the table in the current language: the table (its texts, the view shown
        again), the side panel's header, rules strip, prompt, choices and hint. The log keeps the
        lines already written (a record of what was said); new lines come in the new language."""
        c = self.controller
        self.side.set_header(translate("games", c.state.game.title), c.state.game, c.state.options)
        rules_strip = frontend(c.state.game.id).rules_strip
        if rules_strip is not None:
            self.side.set_rules(rules_strip(c.state))
        self.table.retranslate()
        c.retranslate()
        if self.side.hint_text.text():          # the hint shown, asked again: said and lit anew
            c.request_hint()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def show_side_panel(self, on: bool) -> None:
        """Show the side panel beside the table, or fold it away so the table takes the whole width
        (View menu, F9)."""
        self.side.setVisible(bool(on))
        self.actions_["side_panel"].setChecked(bool(on))
        self.game_page.layout().activate()          # the table takes (gives back) the width at once

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        if self._game_parts is not None:
            self.side.fit_width(self.width())

    def set_language(self, code: str) -> None:
        self.settings["language"] = install_language(QApplication.instance(), code)
        self._save_settings()
        self.retranslate()

    def set_speed(self, factor: float) -> None:
        self.settings["speed"] = factor
        self._save_settings()
        if self.table is not None:
            self.table.set_speed(factor)

    def set_call_timer(self, seconds: int) -> None:
        """The call prompt's time limit for human seats (0: none); tables without calls ignore it."""
        self.settings["call_timer"] = seconds
        self._save_settings()
        if self.table is not None and hasattr(self.table, "set_call_timer"):
            self.table.set_call_timer(seconds)

    def _save_settings(self) -> None:
        try:
            save_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Could not save the settings: {error}").format(error=exc), 8000)

    # --- starting games -------------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(game_id, self)
        dialog.window_keys = self.window_keys()
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        c = dialog.choice()
        try:
            state = GAMES[c["game"]].new_state(c["seats"], c["options"], c["seed"])
        except ValueError as exc:            # rules that do not fit the table: say why, never raise
            text = tr_msg(exc.reason) if isinstance(exc, OptionError) else str(exc)
            QMessageBox.warning(self, self.tr("New game"), text)
            return
        self.start_game(state, c["players"])

    def demo(self) -> None:
        """An all-AI game to watch."""
        import os

        game = GAMES["daifugo"]
        state = game.new_state(4, None, int.from_bytes(os.urandom(6), "big"))
        self.start_game(state, default_players(4, humans=0), autosave=False)

    def autoplay(self, game_id: str) -> None:
        """For tests (``--autoplay GAME``): all-AI games of ``game_id``, one after another, each
        autosaved after every action like a player's game. Every autosave is announced on stdout
        before it is written: ``autosave <game id> <moves> <digest>``."""
        import os

        self._no_dialogs = True
        game = GAMES[game_id]
        seats = 4 if 4 in game.players else min(game.players)
        state = game.new_state(seats, None, int.from_bytes(os.urandom(6), "big"))
        self.start_game(state, default_players(seats, humans=0, level="easy"))
        c = self.controller
        if c is not None:
            c.autosaving.connect(lambda: print("autosave", c.game_id, len(c.state.actions), c.state.digest(), flush=True))
            c.finished.connect(lambda _result: QTimer.singleShot(0, lambda: self.autoplay(game_id)))

    def start_game(self, state, players: list[Player], *, autosave: bool = True, game_id: str | None = None,
                   take_backs: list[int] | tuple = ()) -> None:
        """Put ``state`` on the table and run it, autosaved as the game ``game_id`` (None: a new
        game), a practice game if it has ``take_backs``. The game this window played before keeps
        its own autosave."""
        from .controller import GameController
        from .registry import make_table

        game_id = game_id or autosaves.new_game_id()
        mine = self.controller is not None and self.controller.game_id == game_id
        if autosave and not mine and autosaves.lock_owner(game_id) is not None:
            self._open_elsewhere()
            return
        self._close_game()
        if autosave and not autosaves.claim_autosave(game_id):
            self._open_elsewhere()
            self.go_home()
            return
        self.table = make_table(state.game.id)
        self.table.set_speed(float(self.settings.get("speed", 1.0)))
        if hasattr(self.table, "set_call_timer"):
            self.table.set_call_timer(int(self.settings.get("call_timer", 0)))
        if hasattr(self.table, "use_settings"):             # the mahjong automation bar's toggles
            self.table.use_settings(self.settings, state.game.id, self._save_settings)
        self.table.rejected.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.table_stack.insertWidget(0, self.table)
        self.table_stack.setCurrentWidget(self.table)
        self.side.clear()
        self.side.set_teaching_widget(getattr(self.table, "teaching_widget", lambda: None)())
        self.side.set_header(translate("games", state.game.title), state.game, state.options)
        c = GameController(self.table, state, players, autosave=autosave, seed=state.seed, game_id=game_id,
                           take_backs=take_backs, parent=self)
        c.teaching = self.side.teaching.isChecked()
        c.logged.connect(self.side.add_log)
        c.status.connect(lambda text: self.statusBar().showMessage(text, 6000))
        c.hint_ready.connect(self.side.hint_text.setText)
        c.privacy_needed.connect(self._privacy_needed)
        c.changed.connect(lambda: self.side.show_players(c.state.view(c.viewpoint), c.names))
        c.prompt.connect(self.side.turn.setText)
        c.choices.connect(self.side.set_choices)
        c.finished.connect(self._finished)
        c.save_problem.connect(self.save_banner.show_problem)
        self.save_banner.retry.connect(c.retry_save)
        rules_strip = frontend(state.game.id).rules_strip
        if rules_strip is not None:
            self.side.set_rules(rules_strip(state))
        self.controller = c
        c.changed.connect(lambda: update_take_back(self))
        c.prompt.connect(lambda _text: update_take_back(self))     # also right after your decision
        update_take_back(self)
        if hasattr(self.table, "round_ended"):         # rummy: the end-of-round dialog between rounds
            self._connect_round_dialog(self.table, c)
        self.stack.setCurrentWidget(self.game_page)
        self.table.setFocus()
        c.start()

    def _connect_round_dialog(self, table, c) -> None:
        """The table pauses after each round until its result dialog (the game's) is closed."""
        show_round_result = frontend(c.state.game.id).round_dialog
        dialogs = not getattr(self, "_no_dialogs", False)
        table.set_round_pause(dialogs)
        if dialogs:
            table.round_ended.connect(lambda result: show_round_result(
                self, result, c.names, options=c.state.options.to_json(), on_closed=table.resume_after_round, you=c.you))

    def _close_game(self) -> None:
        """Stop the game on the table; its autosave stays, free for Continue in any window."""
        if self.controller is not None:
            autosaves.release_autosave(self.controller.game_id)
            self.save_banner.retry.disconnect(self.controller.retry_save)
            self.save_banner.show_problem(None)
            self.controller.close()
            self.controller.deleteLater()
            self.controller = None
        if self.table is not None:
            self.table_stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None
        update_take_back(self)

    def go_home(self) -> None:
        self._close_game()
        self.update_continue()
        self.stack.setCurrentWidget(self.start_page)

    def _current_game_id(self) -> str | None:
        return self.controller.game_id if self.controller is not None and self.controller.autosave_enabled else None

    def _autosaves(self) -> tuple[list, list, list]:
        """The autosaves of other games than this window's: (those to continue, those open in
        another window, those that cannot be used), each newest first."""
        ready, elsewhere, broken = [], [], []
        for entry in autosaves.list_autosaves():
            if entry.game_id == self._current_game_id():
                continue
            if entry.error is not None:
                broken.append(entry)
            elif _resumable(entry.game):
                (ready if entry.owner is None else elsewhere).append(entry)
        return ready, elsewhere, broken

    def describe_autosave(self, loaded) -> str:
        """One line about an autosaved game: what, with whom, how far."""
        names = ", ".join(p["name"] if isinstance(p, dict) else p.name for p in loaded.players)
        if loaded.state.is_over():          # a 《ルール追加》 session between two games
            return self.tr("Continue the rule-addition session with {names}: add rules, then game {n}").format(
                names=names, n=len(loaded.state.options.get("history", [])) + 2)
        return self.tr("Continue {game} with {names} ({n} moves played)").format(
            game=translate("games", loaded.state.game.title), names=names, n=len(loaded.record.actions))

    def update_continue(self) -> None:
        """Continue is enabled when an unfinished game waits; its line says which (or how many)."""
        ready, elsewhere, broken = self._autosaves()
        for entry in broken:
            self._set_autosave_aside(entry.path, entry.error.reason)
        if ready:
            text = self.describe_autosave(ready[0].game)
            if len(ready) > 1:
                text = self.tr("{count} unfinished games; the most recent: {latest}").format(count=len(ready), latest=text)
            self.start_page.set_continue(True, text)
        elif elsewhere:
            self.start_page.set_continue(False, self.tr("Your unfinished game is open in another window."))
        elif not broken:                    # (a broken one was set aside: its text stays)
            self.start_page.set_continue(False, "")

    def _set_autosave_aside(self, path, reason) -> None:
        """The autosave at ``path`` cannot be loaded (``reason``, a Msg of core.saves): rename it beside
        itself (kept, never deleted, see saves.set_aside) and tell the player without blocking
        the start: the start page says it, and a non-modal notice appears once the window shows."""
        reason = tr_msg(reason)
        try:
            kept = saves.set_aside(path)
        except OSError as err:
            _log.warning("the broken autosave could not be set aside: %s", err)
            text = self.tr("The autosave cannot be used: {reason}").format(reason=reason)
        else:
            text = self.tr("The autosave could not be used: {reason} It was kept as {file}, and the "
                           "app starts without it.").format(reason=reason, file=kept.name)
        self.start_page.set_continue(False, text)
        if text != self._autosave_told:    # once, even if the file could not be renamed
            self._autosave_told = text
            self.autosave_notice = self._notice(self.tr("Continue"), text)

    def _notice(self, title: str, text: str) -> QMessageBox:
        """A non-modal warning (never blocks the start), shown now or as soon as the window shows."""
        box = QMessageBox(QMessageBox.Icon.Warning, title, text, QMessageBox.StandardButton.Ok, self)
        box.setObjectName("autosave_notice")
        box.setWindowModality(Qt.WindowModality.NonModal)
        self._notice_pending = not self.isVisible()
        if not self._notice_pending:
            box.show()
        return box

    def showEvent(self, event) -> None:  # noqa: N802
        super().showEvent(event)
        if self._notice_pending and self.autosave_notice is not None:
            self._notice_pending = False
            self.autosave_notice.show()

    def continue_game(self) -> None:
        """Resume the most recent unfinished game with nothing lost; with several, choose one in
        a list (or discard one)."""
        ready, elsewhere, broken = self._autosaves()
        for entry in broken:
            self._set_autosave_aside(entry.path, entry.error.reason)
        if not ready:
            if broken:
                return                      # told by the notice
            if elsewhere:
                self._open_elsewhere()
            else:
                self.statusBar().showMessage(self.tr("There is no unfinished game to continue."), 6000)
            return
        if len(ready) == 1 or getattr(self, "_no_dialogs", False):
            self.resume_autosave(ready[0].game_id)
            return
        from .dialogs.continue_game import ContinueDialog

        dialog = ContinueDialog(ready + elsewhere, self.describe_autosave, self)
        chosen = dialog.chosen_game() if dialog.exec() == QDialog.DialogCode.Accepted else None
        if chosen is not None:
            self.resume_autosave(chosen)
        else:
            self.update_continue()          # a game may have been discarded

    def resume_autosave(self, game_id: str) -> None:
        """Resume the autosaved game ``game_id``, unless a window (another one) plays it."""
        if game_id == self._current_game_id():
            return
        if autosaves.lock_owner(game_id) is not None:
            self._open_elsewhere()
            return
        try:
            loaded = autosaves.load_autosave(game_id)
        except saves.SaveError as exc:      # set aside and said; the start page no longer offers it
            self._set_autosave_aside(autosaves.autosave_path(game_id), exc.reason)
            self.update_continue()
            return
        if loaded is None or not _resumable(loaded):
            self.statusBar().showMessage(self.tr("There is no unfinished game to continue."), 6000)
            self.update_continue()
            return
        players = [_player(p) for p in loaded.players]
        if loaded.state.is_over():          # a 《ルール追加》 session between two games
            self._show_loaded(lambda: self.play_next_game(loaded.state, players, game_id=game_id), self.tr("Continue"))
        else:
            self._show_loaded(lambda: self.start_game(loaded.state, players, game_id=game_id, take_backs=loaded.take_backs),
                              self.tr("Continue"))

    def _open_elsewhere(self) -> None:
        QMessageBox.information(self, self.tr("Continue"), self.tr(
            "This game is open in another window of House Rules. Play it there, or close that window first."))

    def _show_loaded(self, show, title: str, *, on_table: bool = True) -> bool:
        """Run ``show`` (put a loaded save on the table, or in a review window); False if it
        failed. A defect on the way is logged and told as a damaged save, never raised at the
        player; a half-built table is taken down (the start page shows again)."""
        try:
            show()
        except Exception:
            _log.exception("a loaded save could not be shown")
            if on_table:
                self.go_home()
            QMessageBox.warning(self, title, tr_msg(msg(saves.CTX, saves.UNUSABLE)))
            return False
        return True

    def load_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load a game"), str(saves.saves_dir()),
                                              self.tr("House Rules saves (*.json);;All files (*)"))
        if path:
            self.open_save(path)

    def open_save(self, path: str) -> bool:
        """Play on from a saved game, or review it if it is finished; False if it cannot be opened."""
        try:
            loaded = saves.load_game(path)
        except saves.SaveError as exc:
            QMessageBox.warning(self, self.tr("Load a game"), tr_msg(exc.reason))
            return False
        players = [_player(p) for p in loaded.players]
        if loaded.finished or loaded.state.is_over():
            return self._show_loaded(lambda: self.open_review(loaded.state, players, loaded.take_backs, save_path=path),
                                     self.tr("Load a game"), on_table=False)
        return self._show_loaded(lambda: self.start_game(loaded.state, players, take_backs=loaded.take_backs),
                                 self.tr("Load a game"))

    def save_as(self) -> None:
        if self.controller is None:
            self.statusBar().showMessage(self.tr("There is no game to save."), 6000)
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(saves.saves_dir() / "game.json"),
                                              self.tr("House Rules saves (*.json)"))
        if path:
            try:
                saves.save_game(path, self.controller.state, [p.to_json() for p in self.controller.players],
                                take_backs=self.controller.take_backs)
                self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 6000)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save the game"), str(exc))

    # --- review ---------------------------------------------------------------------------------
    def review_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Review a game"), str(saves.saves_dir()),
                                              self.tr("House Rules saves (*.json);;All files (*)"))
        if not path:
            return
        try:
            loaded = saves.load_game(path)
        except saves.SaveError as exc:
            QMessageBox.warning(self, self.tr("Review a game"), tr_msg(exc.reason))
            return
        players = [_player(p) for p in loaded.players]
        self._show_loaded(lambda: self.open_review(loaded.state, players, loaded.take_backs, save_path=path),
                          self.tr("Review a game"), on_table=False)

    def review_current(self) -> None:
        if self.controller is None:
            self.review_file()
            return
        self.open_review(self.controller.state.clone(), list(self.controller.players), self.controller.take_backs)

    def open_review(self, state, players, take_backs: list[int] | tuple = (), save_path=None):
        """A review window of ``state``; ``save_path``: its save (its analyses are cached beside it)."""
        from .review.window import ReviewWindow

        humans = [s for s, p in enumerate(players) if p.is_human]
        window = ReviewWindow(state, [p.name for p in players], self, you=humans[0] if len(humans) == 1 else None,
                              take_backs=take_backs, save_path=save_path)
        window.table.set_speed(float(self.settings.get("speed", 1.0)))
        self.review_windows.append(window)
        window.destroyed.connect(lambda *_: self.review_windows.remove(window) if window in self.review_windows else None)
        window.show()
        return window

    # --- in-game --------------------------------------------------------------------------------
    def _set_teaching(self, on: bool) -> None:
        self.settings["teaching"] = on
        self.actions_["teaching"].setChecked(on)
        self._save_settings()
        if self.controller is not None:
            self.controller.set_teaching(on)

    def _hint(self) -> None:
        if self.controller is not None:
            self.controller.request_hint()

    def _choice_made(self, action) -> None:
        """A button of the side panel answered a rule's decision."""
        if self.controller is not None:
            self.controller.on_action_chosen(action)

    def _privacy_needed(self, name: str) -> None:
        self.privacy.show_for(name)
        self.table_stack.setCurrentWidget(self.privacy)

    def _privacy_ready(self) -> None:
        self.table_stack.setCurrentWidget(self.table)
        self.table.setFocus()
        if self.controller is not None:
            self.controller.privacy_done()

    def _finished(self, result) -> None:
        from .dialogs.results import ResultsDialog

        if self.controller is None or getattr(self, "_no_dialogs", False):
            return
        c = self.controller
        fe = frontend(c.state.game.id)
        next_text = translate("MainWindow", fe.next_text) if fe.next_text else ""
        lines = fe.result_lines(result, c.names) if fe.result_lines is not None else []
        session = c.game_id if c.autosave_enabled else None
        across = (lambda: fe.standings(c.state, c.names, session)) if fe.standings is not None else None
        practice = practice_line(getattr(c, "take_backs", []))   # "Practice game (taken back N times)"
        dialog = ResultsDialog(result, c.names, self, session=fe.next_game is not None, next_text=next_text, lines=lines,
                               standings=across, **({"practice": practice} if practice else {}))
        choice = dialog.exec()
        if choice == ResultsDialog.REVIEW:
            self.open_review(c.state.clone(), list(c.players), c.take_backs)
        elif choice == ResultsDialog.NEW:
            QTimer.singleShot(0, lambda: self.new_game(c.state.game.id))
        elif choice == ResultsDialog.NEXT:
            state, players = c.state, list(c.players)
            QTimer.singleShot(0, lambda: self.play_next_game(state, players))

    def open_statistics(self):
        """Game → Statistics: the figures of the finished games (gui/dialogs/statistics.py)."""
        from .dialogs.statistics import StatisticsDialog
        dialog = StatisticsDialog(self, self.controller.state.game.id if self.controller is not None else None)
        dialog.show()
        return dialog

    def take_back(self) -> None:
        """Game → Take back (Ctrl+Z): back to your previous decision (gui/take_back.py)."""
        take_back(self)

    def open_calculator(self):
        """The mahjong hand calculator (点数計算機), beside whatever is on the table."""
        from .families.mahjong.hand_calculator import open_hand_calculator
        return open_hand_calculator(self)

    def play_next_game(self, state, players, game_id: str | None = None) -> None:
        """The next game of a session, as the game's front end plays it (《ルール追加》: the winners
        add rules first; Anmika: the same players and options, the top's streak carried for
        連勝祝儀). The session keeps its ``game_id`` (default: the one of the game on the table, if
        it is ``state``)."""
        if game_id is None and self.controller is not None and self.controller.state is state:
            game_id = self._current_game_id()
        frontend(state.game.id).next_game(self, state, players, game_id=game_id)

    def about(self) -> None:
        """Version, licence and where the saves, autosaves and settings live."""
        from .help.about import about_text

        QMessageBox.about(self, self.tr("About House Rules"), about_text())

    def closeEvent(self, event) -> None:  # noqa: N802
        """Nothing is lost on closing: every action was autosaved already."""
        self._close_game()
        for w in list(self.review_windows):
            w.close()
        super().closeEvent(event)


def _player(p) -> Player:
    return p if isinstance(p, Player) else Player.from_json(p)


def _resumable(loaded) -> bool:
    """An unfinished game, or a finished game whose session goes on (《ルール追加》)."""
    goes_on = frontend(loaded.state.game.id).session_goes_on
    return not loaded.state.is_over() or (goes_on is not None and goes_on(loaded.state))
