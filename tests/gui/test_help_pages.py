"""Rules and help in the app (issue 22 item 1): every game's "How to play" page opens in English and
Japanese and names every option of the game; F1 during play opens the page of the game on the table
with the table's keys; the start page shows each game's player counts and opens its page; the New
Game dialog has its "How to play"; About says where the saves live. Real clicks and key presses."""
from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from core import saves
from core.registry import GAMES
from gui.help.page import HelpWindow, prose
from gui.help.words import WORDS
from gui.i18n import install_language, translate
from gui.main_window import MainWindow
from gui.players import default_players

SEATS = {"daifugo": 4, "indian_rummy": 2, "wild_rummy": 2, "riichi": 4, "anmika": 4, "hero_mahjong": 4}
HEADINGS = ("picture", "options", "keys", "on_table")


def make_window(qtbot):
    w = MainWindow({"speed": 0.0, "language": "en"})
    w._no_dialogs = True
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    return w


def open_pages(parent=None) -> list[HelpWindow]:
    return [w for w in QApplication.topLevelWidgets() if isinstance(w, HelpWindow) and w.isVisible()]


def page_of(qtbot, game_id) -> HelpWindow:
    found = []
    qtbot.waitUntil(lambda: bool(found.extend(w for w in open_pages() if w.game_id == game_id) or found), timeout=3000)
    return found[0]


def english_headings(game_id) -> list[str]:
    """The section headings of the English page: its prose's and the generated ones."""
    return re.findall(r"<h2>(.*?)</h2>", prose(game_id, "en")) + [WORDS["en"][k] for k in HEADINGS]


def option_names(game) -> list[str]:
    return [translate(spec.context, spec.label) for spec in game.options]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_the_how_to_play_page_of_every_game_reads_in_english_and_japanese_and_names_every_option(qtbot, game_id):
    game = GAMES[game_id]
    english = HelpWindow(game_id, lang="en")
    qtbot.addWidget(english)
    text_en = english.text()
    for heading in english_headings(game_id):
        assert heading in text_en
    for name in option_names(game):
        assert name in text_en, f"{game_id}: the page does not name the option {name!r}"
    assert english.findChild(type(english.browser)).document().toHtml().count("<img") >= 1   # the deck pictured
    app = QApplication.instance()
    install_language(app, "ja")
    try:
        japanese = HelpWindow(game_id)                 # the page speaks the app's language
        qtbot.addWidget(japanese)
        text_ja = japanese.text()
        assert japanese.lang == "ja" and text_ja != text_en
        left = [h for h in english_headings(game_id) if h in text_ja]
        assert left == [], f"{game_id}: English headings left in the Japanese page: {left}"
        assert len(re.findall(r"[\u3040-\u30ff\u4e00-\u9fff]", text_ja)) > 600
        for name in option_names(game):               # the options in the Japanese words
            assert name in text_ja, f"{game_id}: the Japanese page does not name the option {name!r}"
    finally:
        install_language(app, "en")


@pytest.mark.parametrize("game_id", ["indian_rummy", "anmika"])
def test_f1_during_play_opens_the_page_of_the_game_on_the_table_with_its_keys_and_options(qtbot, game_id):
    window = make_window(qtbot)
    options = GAMES[game_id].make_options({"start_points": 30000} if game_id == "anmika" else {"max_count": 80})
    state = GAMES[game_id].new_state(SEATS[game_id], options, 7)
    window.start_game(state, default_players(SEATS[game_id], level="easy"), autosave=False)
    table = window.table
    qtbot.waitUntil(lambda: not table.is_animating() and not window.controller._busy, timeout=20000)
    table.setFocus()
    qtbot.keyClick(table, Qt.Key.Key_F1)
    page = page_of(qtbot, game_id)
    text = page.text()
    assert WORDS["en"]["options_play"] in text
    for _keys, what in table.KEYS_HELP:
        assert what in text
    assert "Ctrl+T" in text and "Teaching mode" in text         # the window's shortcuts too
    assert ("30000" if game_id == "anmika" else "80") in text   # the options of this game, not the defaults
    page.close()
    window._close_game()


def test_the_start_page_shows_each_games_player_counts_and_opens_its_page(qtbot):
    window = make_window(qtbot)
    page = window.start_page
    assert "2–10 players" in page.game_lines["indian_rummy"].text()
    assert "4 players" in page.game_lines["riichi"].text()
    assert "3–4 players" in page.game_lines["anmika"].text()
    for gid, line in page.game_lines.items():
        assert line.isVisible() and len(line.text()) > 20, gid
    qtbot.mouseClick(page.help_buttons["wild_rummy"], Qt.MouseButton.LeftButton)
    help_page = page_of(qtbot, "wild_rummy")
    assert WORDS["en"]["options_default"] in help_page.text()
    assert "ZAT" in help_page.text() and "発掘" in help_page.text()
    help_page.close()


def test_the_help_menu_opens_how_to_play_of_every_game(qtbot):
    window = make_window(qtbot)
    for gid in GAMES:
        window.actions_[f"how_to_play_{gid}"].trigger()
        page_of(qtbot, gid).close()


def test_the_new_game_dialog_opens_how_to_play_of_the_chosen_game(qtbot):
    from gui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog("daifugo")
    qtbot.addWidget(dialog)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("hero_mahjong"))
    qtbot.mouseClick(dialog.help_button, Qt.MouseButton.LeftButton)
    page = page_of(qtbot, "hero_mahjong")
    assert "加速" in page.text() and WORDS["en"]["options_chosen"] in page.text()
    page.close()


def test_about_shows_the_version_and_where_the_saves_live(qtbot, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda parent, title, text: shown.append(text))
    window = make_window(qtbot)
    window.actions_["about"].trigger()
    assert shown and str(saves.saves_dir()) in shown[0]
    assert "Version" in shown[0] and "Licence" in shown[0] and "settings" in shown[0].lower()


def test_every_games_help_prose_is_shipped_with_the_app():
    """The prose lives in the game's package as data: both languages, listed in the package data."""
    import tomllib
    from pathlib import Path

    from gui.registry import FRONTENDS, help_folder

    root = Path(__file__).resolve().parents[2]
    config = tomllib.loads((root / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    for gid, package in FRONTENDS.items():
        folder = help_folder(gid)
        assert folder is not None and (folder / "en.html").is_file() and (folder / "ja.html").is_file(), gid
        assert f"{package}.help" in config["packages"] and "*.html" in config["package-data"][f"{package}.help"], gid


def shown_options(game) -> list:
    """The options the settings dialog shows (kind "data" is bookkeeping, never shown)."""
    return [spec for spec in game.options if spec.kind != "data"]


@pytest.mark.parametrize("game_id", list(GAMES))
def test_every_option_of_the_settings_dialog_says_what_it_does_on_the_page_in_english_and_japanese(qtbot, game_id):
    game = GAMES[game_id]
    silent = [spec.id for spec in shown_options(game) if not spec.help]
    assert silent == [], f"{game_id}: options whose 'what it does' is empty: {silent}"
    english = HelpWindow(game_id, lang="en")
    qtbot.addWidget(english)
    text_en = english.text()
    for spec in shown_options(game):
        assert spec.help in text_en, f"{game_id}: the page does not say what {spec.id} does"
    app = QApplication.instance()
    install_language(app, "ja")
    try:
        japanese = HelpWindow(game_id)
        qtbot.addWidget(japanese)
        text_ja = japanese.text()
        for spec in shown_options(game):
            effect = translate(spec.context, spec.help)
            assert effect != spec.help, f"{game_id}: what {spec.id} does is not translated: {spec.help!r}"
            assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", effect), f"{game_id}: {spec.id}: {effect!r}"
            assert effect in text_ja, f"{game_id}: the Japanese page does not say what {spec.id} does"
    finally:
        install_language(app, "en")
