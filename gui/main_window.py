"""The main window: menus, the start page, the table with its side panel, saves and review."""
from __future__ import annotations

from PySide6.QtCore import QEvent, QTimer
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import (QApplication, QDialog, QFileDialog, QHBoxLayout, QMainWindow, QMessageBox,
                               QStackedWidget, QVBoxLayout, QWidget)

from core import storage
from core.engine import QT_TRANSLATE_NOOP, OptionError
from core.registry import GAMES

from .i18n import LANGUAGES, install_language, tr_msg, translate
from .players import Player, default_players
from .privacy import PrivacyScreen
from .save_banner import SaveBanner
from .side_panel import SidePanel
from .start_page import StartPage

SPEEDS = ((QT_TRANSLATE_NOOP("MainWindow", "Instant"), 0.0), (QT_TRANSLATE_NOOP("MainWindow", "Fast"), 0.5),
          (QT_TRANSLATE_NOOP("MainWindow", "Normal"), 1.0), (QT_TRANSLATE_NOOP("MainWindow", "Slow"), 2.0))
#: how long a human seat has to answer a call prompt (鳴き) before it passes by itself; 0 = no limit
CALL_TIMERS = ((QT_TRANSLATE_NOOP("MainWindow", "No time limit"), 0), (QT_TRANSLATE_NOOP("MainWindow", "5 seconds"), 5),
               (QT_TRANSLATE_NOOP("MainWindow", "10 seconds"), 10), (QT_TRANSLATE_NOOP("MainWindow", "20 seconds"), 20))


# the end-of-round dialog of each game family with rounds: show(parent, result, names, *, options, on_closed, you)
ROUND_DIALOGS = {"rummy": "gui.dialogs.rummy_round:show_round_result",
                 "wild_rummy": "gui.dialogs.wild_round:show_wild_round_result",
                 "mahjong": "gui.dialogs.mahjong_round:show_mahjong_round_result"}


def round_dialog(family: str):
    """The function that opens ``family``'s end-of-round dialog (imported lazily; the rummy one
    for a family without its own)."""
    import importlib

    module, _, name = ROUND_DIALOGS.get(family, ROUND_DIALOGS["rummy"]).partition(":")
    return getattr(importlib.import_module(module), name)


class MainWindow(QMainWindow):
    """Start page and game page in one window; menus for everything, shortcuts for most."""

    def __init__(self, settings: dict | None = None) -> None:
        super().__init__()
        self.settings = storage.checked_settings(settings or {})   # every value read below is sane
        self.controller = None
        self.table = None
        self.review_windows: list = []
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
        self.game_page = QWidget()
        page = QHBoxLayout(self.game_page)
        page.setContentsMargins(0, 0, 0, 0)
        self.table_stack = QStackedWidget()
        self.privacy = PrivacyScreen()
        self.table_stack.addWidget(self.privacy)
        page.addWidget(self.table_stack, 1)
        self.side = SidePanel()
        page.addWidget(self.side)
        self.stack.addWidget(self.game_page)

        self.start_page.game_chosen.connect(self.new_game)
        self.start_page.continue_clicked.connect(self.continue_game)
        self.start_page.load_clicked.connect(self.load_game)
        self.start_page.review_clicked.connect(self.review_file)
        self.start_page.demo_clicked.connect(self.demo)
        self.side.teaching_toggled.connect(self._set_teaching)
        self.side.hint_clicked.connect(self._hint)
        self.side.choice_made.connect(self._choice_made)
        self.privacy.ready.connect(self._privacy_ready)

        self._build_menus()
        self.side.teaching.setChecked(bool(self.settings.get("teaching", False)))
        self.retranslate()              # also fills in the Continue button
        self.resize(1280, 800)

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
        act("demo", self.menu_game, self.demo)
        act("home", self.menu_game, self.go_home, "Ctrl+H")
        self.menu_game.addSeparator()
        act("calculator", self.menu_game, self.open_calculator)
        self.menu_game.addSeparator()
        act("quit", self.menu_game, self.close, QKeySequence.StandardKey.Quit)
        act("teaching", self.menu_view, lambda on: self.side.teaching.setChecked(on), "T", checkable=True)
        act("hint", self.menu_view, self._hint)
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
        act("about", self.menu_help, self.about)

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
                 "teaching": self.tr("&Teaching mode"), "hint": self.tr("&Hint"), "about": self.tr("&About")}
        for key, text in texts.items():
            self.actions_[key].setText(text)
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
        self.side.retranslate()
        self.privacy.retranslate()
        self.save_banner.retranslate()
        self.update_continue()
        if self.controller is not None:
            game = self.controller.state.game
            self.side.set_header(translate("games", game.title), self.controller.state.options.fingerprint())
            self.controller.refresh()

    def changeEvent(self, event) -> None:  # noqa: N802
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

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
            storage.save_settings(self.settings)
        except OSError as exc:
            self.statusBar().showMessage(self.tr("Could not save the settings: {error}").format(error=exc), 8000)

    # --- starting games -------------------------------------------------------------------------
    def new_game(self, game_id: str | None = None) -> None:
        from .dialogs.new_game import NewGameDialog

        dialog = NewGameDialog(game_id, self)
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

    def start_game(self, state, players: list[Player], *, autosave: bool = True) -> None:
        """Put ``state`` on the table and run it."""
        from .controller import GameController
        from .tables import make_table

        self._close_game()
        self.table = make_table(state.game.family)
        self.table.set_speed(float(self.settings.get("speed", 1.0)))
        if hasattr(self.table, "set_call_timer"):
            self.table.set_call_timer(int(self.settings.get("call_timer", 0)))
        self.table.rejected.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self.table_stack.insertWidget(0, self.table)
        self.table_stack.setCurrentWidget(self.table)
        self.side.clear()
        self.side.set_teaching_widget(getattr(self.table, "teaching_widget", lambda: None)())
        self.side.set_header(translate("games", state.game.title), state.options.fingerprint())
        c = GameController(self.table, state, players, autosave=autosave, seed=state.seed, parent=self)
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
        if state.game.family == "daifugo":
            from .session_flow import rules_strip
            self.side.set_rules(rules_strip(state))
        self.controller = c
        if hasattr(self.table, "round_ended"):         # rummy: the end-of-round dialog between rounds
            self._connect_round_dialog(self.table, c)
        self.stack.setCurrentWidget(self.game_page)
        self.table.setFocus()
        c.start()

    def _connect_round_dialog(self, table, c) -> None:
        """The table pauses after each round until its result dialog (the game family's) is closed."""
        show_round_result = round_dialog(c.state.game.family)
        dialogs = not getattr(self, "_no_dialogs", False)
        table.set_round_pause(dialogs)
        if dialogs:
            table.round_ended.connect(lambda result: show_round_result(
                self, result, c.names, options=c.state.options.to_json(), on_closed=table.resume_after_round, you=c.you))

    def _close_game(self) -> None:
        if self.controller is not None:
            self.save_banner.retry.disconnect(self.controller.retry_save)
            self.save_banner.show_problem(None)
            self.controller.close()
            self.controller.deleteLater()
            self.controller = None
        if self.table is not None:
            self.table_stack.removeWidget(self.table)
            self.table.deleteLater()
            self.table = None

    def go_home(self) -> None:
        self._close_game()
        self.update_continue()
        self.stack.setCurrentWidget(self.start_page)

    def update_continue(self) -> None:
        try:
            loaded = storage.load_autosave()
        except storage.SaveError as exc:
            self.start_page.set_continue(False, self.tr("The autosave cannot be used: {reason}").format(reason=tr_msg(exc.reason)))
            return
        if loaded is not None and loaded.state.is_over() and loaded.state.game.family == "daifugo":
            names = ", ".join(p["name"] if isinstance(p, dict) else p.name for p in loaded.players)
            self.start_page.set_continue(True, self.tr("Continue the rule-addition session with {names}: add rules, then game {n}").format(
                names=names, n=len(loaded.state.options.get("history", [])) + 2))
            return
        if loaded is None or loaded.finished:
            self.start_page.set_continue(False, "")
            return
        names = ", ".join(p["name"] if isinstance(p, dict) else p.name for p in loaded.players)
        self.start_page.set_continue(True, self.tr("Continue {game} with {names} ({n} moves played)").format(
            game=translate("games", loaded.state.game.title), names=names, n=len(loaded.record.actions)))

    def continue_game(self) -> None:
        """Resume the autosaved game with nothing lost."""
        try:
            loaded = storage.load_autosave()
        except storage.SaveError as exc:
            QMessageBox.warning(self, self.tr("Continue"), tr_msg(exc.reason))
            return
        if loaded is not None and loaded.state.is_over() and loaded.state.game.family == "daifugo":
            self.play_next_game(loaded.state, [_player(p) for p in loaded.players])
            return
        if loaded is None or loaded.finished:
            self.statusBar().showMessage(self.tr("There is no unfinished game to continue."), 6000)
            return
        self.start_game(loaded.state, [_player(p) for p in loaded.players])

    def load_game(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Load a game"), str(storage.saves_dir()),
                                              self.tr("House Rules saves (*.json);;All files (*)"))
        if path:
            self.open_save(path)

    def open_save(self, path: str) -> bool:
        """Play on from a saved game, or review it if it is finished; False if it cannot be opened."""
        try:
            loaded = storage.load_game(path)
        except storage.SaveError as exc:
            QMessageBox.warning(self, self.tr("Load a game"), tr_msg(exc.reason))
            return False
        if loaded.finished or loaded.state.is_over():
            self.open_review(loaded.state, [_player(p) for p in loaded.players])
        else:
            self.start_game(loaded.state, [_player(p) for p in loaded.players])
        return True

    def save_as(self) -> None:
        if self.controller is None:
            self.statusBar().showMessage(self.tr("There is no game to save."), 6000)
            return
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the game"), str(storage.saves_dir() / "game.json"),
                                              self.tr("House Rules saves (*.json)"))
        if path:
            try:
                storage.save_game(path, self.controller.state, [p.to_json() for p in self.controller.players])
                self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 6000)
            except OSError as exc:
                QMessageBox.warning(self, self.tr("Save the game"), str(exc))

    # --- review ---------------------------------------------------------------------------------
    def review_file(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Review a game"), str(storage.saves_dir()),
                                              self.tr("House Rules saves (*.json);;All files (*)"))
        if not path:
            return
        try:
            loaded = storage.load_game(path)
        except storage.SaveError as exc:
            QMessageBox.warning(self, self.tr("Review a game"), tr_msg(exc.reason))
            return
        self.open_review(loaded.state, [_player(p) for p in loaded.players])

    def review_current(self) -> None:
        if self.controller is None:
            self.review_file()
            return
        self.open_review(self.controller.state.clone(), list(self.controller.players))

    def open_review(self, state, players):
        from .review.window import ReviewWindow

        humans = [s for s, p in enumerate(players) if p.is_human]
        window = ReviewWindow(state, [p.name for p in players], self, you=humans[0] if len(humans) == 1 else None)
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
        anmika = c.state.game.id == "anmika"
        session = c.state.game.family == "daifugo" or anmika
        next_text = self.tr("Play the next game (連勝祝儀 counts on)") if anmika else ""
        dialog = ResultsDialog(result, c.names, self, session=session, next_text=next_text)
        choice = dialog.exec()
        if choice == ResultsDialog.REVIEW:
            self.open_review(c.state.clone(), list(c.players))
        elif choice == ResultsDialog.NEW:
            QTimer.singleShot(0, lambda: self.new_game(c.state.game.id))
        elif choice == ResultsDialog.NEXT:
            state, players = c.state, list(c.players)
            QTimer.singleShot(0, lambda: self.play_next_game(state, players))

    def open_calculator(self):
        """The mahjong hand calculator (点数計算機), beside whatever is on the table."""
        from .dialogs.hand_calculator import open_hand_calculator
        return open_hand_calculator(self)

    def play_next_game(self, state, players) -> None:
        """《ルール追加》: the winners add rules, then the session's next game starts. Anmika: the
        next game with the same players and options, the top's streak carried (連勝祝儀)."""
        from .session_flow import next_anmika_game, play_next_game
        if state.game.id == "anmika":
            self.start_game(next_anmika_game(state), list(players))
            return
        play_next_game(self, state, players)

    def about(self) -> None:
        QMessageBox.about(self, self.tr("About House Rules"),
                          self.tr("House Rules: Japanese house-rule games to play offline against friends or AI."))

    def closeEvent(self, event) -> None:  # noqa: N802
        """Nothing is lost on closing: every action was autosaved already."""
        self._close_game()
        for w in list(self.review_windows):
            w.close()
        super().closeEvent(event)


def _player(p) -> Player:
    return p if isinstance(p, Player) else Player.from_json(p)
