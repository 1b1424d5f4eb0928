"""The start page: the games (each with a line about it, its player counts and a "How to play"
link), Continue, Load, Review and a demo."""
from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QGridLayout, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from core.registry import INFO

from .help.prose import page_language, tagline
from .help.words import players_text, words
from .i18n import translate
from .registry import has_frontend


class StartPage(QWidget):
    """Big buttons for each game and for the saved games."""

    game_chosen = Signal(str)
    help_chosen = Signal(str)           # "How to play" of a game
    continue_clicked = Signal()
    load_clicked = Signal()
    review_clicked = Signal()
    demo_clicked = Signal()

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setObjectName("start_page")
        outer = QVBoxLayout(self)
        outer.setContentsMargins(60, 40, 60, 40)
        self.title = QLabel()
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setStyleSheet("font-size: 30pt; font-weight: bold; color: #1b4d2e;")
        outer.addWidget(self.title)
        self.subtitle = QLabel()
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.subtitle.setStyleSheet("font-size: 12pt; color: #444;")
        outer.addWidget(self.subtitle)
        outer.addSpacing(20)
        grid = QGridLayout()
        grid.setVerticalSpacing(12)
        self.game_buttons: dict[str, QPushButton] = {}
        self.game_lines: dict[str, QLabel] = {}
        self.help_buttons: dict[str, QPushButton] = {}
        for i, gid in enumerate(INFO):
            b = QPushButton()
            b.setObjectName(f"game_{gid}")
            b.setMinimumHeight(52)
            b.setStyleSheet("font-size: 14pt;")
            b.clicked.connect(lambda _c=False, g=gid: self.game_chosen.emit(g))
            grid.addLayout(self._game_cell(gid, b), i // 2, i % 2)
            self.game_buttons[gid] = b
        outer.addLayout(grid)
        outer.addSpacing(20)
        row = QHBoxLayout()
        self.continue_button = QPushButton()
        self.continue_button.setObjectName("continue")
        self.load_button = QPushButton()
        self.load_button.setObjectName("load")
        self.review_button = QPushButton()
        self.review_button.setObjectName("review")
        self.demo_button = QPushButton()
        self.demo_button.setObjectName("demo")
        for b, sig in ((self.continue_button, self.continue_clicked), (self.load_button, self.load_clicked),
                       (self.review_button, self.review_clicked), (self.demo_button, self.demo_clicked)):
            b.setMinimumHeight(44)
            b.setStyleSheet("font-size: 12pt;")
            b.clicked.connect(sig)
            row.addWidget(b)
        outer.addLayout(row)
        self.continue_info = QLabel()
        self.continue_info.setObjectName("continue_info")
        self.continue_info.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.continue_info.setWordWrap(True)
        outer.addWidget(self.continue_info)
        outer.addStretch(1)
        self._continue_text = ""
        self.retranslate()

    def _game_cell(self, gid: str, button: QPushButton) -> QVBoxLayout:
        """A game's button, under it its line (what it is, how many play) and its "How to play"."""
        cell = QVBoxLayout()
        cell.setSpacing(2)
        cell.addWidget(button)
        row = QHBoxLayout()
        line = QLabel()
        line.setObjectName(f"about_{gid}")
        line.setWordWrap(True)
        line.setStyleSheet("color: #333;")
        row.addWidget(line, 1)
        how = QPushButton()
        how.setObjectName(f"help_{gid}")
        how.setFlat(True)
        how.setCursor(Qt.CursorShape.PointingHandCursor)
        how.setStyleSheet("color: #1a5fb4; text-decoration: underline; padding: 2px 4px;")
        how.clicked.connect(lambda _c=False, g=gid: self.help_chosen.emit(g))
        row.addWidget(how, 0, Qt.AlignmentFlag.AlignTop)
        cell.addLayout(row)
        self.game_lines[gid] = line
        self.help_buttons[gid] = how
        return cell

    def retranslate(self) -> None:
        self.title.setText(self.tr("House Rules"))
        self.subtitle.setText(self.tr("Japanese house-rule card and mahjong games: play friends at one screen "
                                      "or strong AI, learn with the legal moves highlighted, review every game."))
        for gid, b in self.game_buttons.items():
            b.setText(translate("games", INFO[gid].title))
            lang = page_language()
            line = tagline(gid, lang)
            players = players_text(INFO[gid].players, lang)
            self.game_lines[gid].setText(words(lang)["line"].format(line=line, players=players) if line else players)
            self.help_buttons[gid].setText(self.tr("How to play"))
            if not has_frontend(gid):
                b.setEnabled(False)
                b.setToolTip(self.tr("The rules of this game are in; its table is still being built."))
        self.continue_button.setText(self.tr("Continue"))
        self.load_button.setText(self.tr("Load…"))
        self.review_button.setText(self.tr("Review…"))
        self.demo_button.setText(self.tr("Watch the AI play"))
        self.continue_info.setText(self._continue_text)

    def set_continue(self, available: bool, text: str = "") -> None:
        self.continue_button.setEnabled(available)
        self._continue_text = text
        self.continue_info.setText(text)
