"""The front end is shaped like core: one package per game, one registry, families that name no game
(issue 20). These tests read the source tree and start the window in a fresh process."""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

from core.registry import GAMES

ROOT = Path(__file__).resolve().parents[2]
GUI = ROOT / "gui"
#: words that name a game (its id, or the name players know it by)
#: (the mahjong family is the riichi table: riichi's words are the family's own)
GAME_WORDS = ("daifugo", "daifugō", "大富豪", "indian", "wild_rummy", "wild rummy", "fesca", "anmika", "アンミカ",
              "hero", "英雄")


def gui_modules() -> list[Path]:
    return sorted(p for p in GUI.rglob("*.py"))


def test_every_registered_game_has_a_front_end_and_the_registry_lists_no_other():
    from gui.registry import FRONTENDS, frontend

    assert list(FRONTENDS) == list(GAMES)
    for game_id in GAMES:
        fe = frontend(game_id)
        assert callable(fe.table) and callable(fe.event_line) and callable(fe.describe_action), game_id
        assert FRONTENDS[game_id] == f"gui.games.{game_id}"


def test_no_module_outside_a_games_package_is_named_after_a_game():
    ids = set(GAMES) | {"daifugo", "indian", "wild", "riichi", "anmika", "hero"}
    wrong = [str(p.relative_to(ROOT)) for p in gui_modules()
             if "games" not in p.relative_to(GUI).parts[:1] and any(w in p.stem for w in ids)]
    assert wrong == [], f"modules named after a game outside gui/games/<id>/: {wrong}"


def test_the_shared_table_machinery_and_the_families_name_no_game():
    """gui/table and gui/families know no game by name: a game plugs in through its front end."""
    found = []
    for folder in (GUI / "table", GUI / "families"):
        for path in sorted(folder.rglob("*.py")):
            text = path.read_text(encoding="utf-8").lower()
            for word in GAME_WORDS:
                if word in text:
                    line = next(n for n, ln in enumerate(text.splitlines(), 1) if word in ln)
                    found.append(f"{path.relative_to(ROOT)}:{line}: {word}")
    assert found == [], "shared front-end code names a game:\n" + "\n".join(found)


def test_the_shell_reaches_a_game_only_through_its_front_end():
    """The window, controller, side panel, review and dialogs import no game package and test no
    game id or family."""
    shell = [p for p in gui_modules() if not set(p.relative_to(GUI).parts) & {"games", "families", "table"}
             and p.name != "registry.py"]
    found = []
    for path in shell:
        text = path.read_text(encoding="utf-8")
        for n, line in enumerate(text.splitlines(), 1):
            if re.search(r"from \.+games|import gui\.games|gui\.games\.|\.family\b", line) or \
                    re.search(r"""game(_id|\.id)?\s*==\s*["']""", line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert found == [], "the shell knows a game:\n" + "\n".join(found)


def test_the_start_page_loads_no_game_front_end():
    """Start-up imports only what the start page shows: no game's or family's front end."""
    code = ("import sys\n"
            "from PySide6.QtWidgets import QApplication\n"
            "app = QApplication([])\n"
            "from gui.main_window import MainWindow\n"
            "w = MainWindow({'speed': 0.0})\n"
            "loaded = sorted(m for m in sys.modules if m.startswith(('gui.games.', 'gui.families.')))\n"
            "assert loaded == [], loaded\n")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    run = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-2000:]


def test_the_results_dialog_offers_the_next_game_of_the_games_played_in_sessions(qtbot, monkeypatch):
    """《ルール追加》 and Anmika (連勝祝儀) go on to a next game from the results dialog, with their
    own button text; the other games offer a new game only."""
    from types import SimpleNamespace

    import gui.dialogs.results as results
    from gui.main_window import MainWindow

    shown = {}

    class Recorder:
        REVIEW, NEW, NEXT = 1, 2, 3

        def __init__(self, result, names, parent=None, session=False, next_text="", lines=None, standings=None):
            shown[game_id] = (session, next_text)

        def exec(self):
            return 0

    monkeypatch.setattr(results, "ResultsDialog", Recorder)
    window = MainWindow({"speed": 0.0})
    qtbot.addWidget(window)
    try:
        for game_id in GAMES:
            window.controller = SimpleNamespace(state=SimpleNamespace(game=GAMES[game_id]), names=["A", "B", "C"],
                                                players=[], game_id=None, autosave_enabled=False)
            window._finished(SimpleNamespace(detail={}, scores=[0, 0, 0], ranking=[0, 1, 2]))
    finally:
        window.controller = None          # never left to a later test's language switch
    assert shown == {"daifugo": (True, ""), "indian_rummy": (False, ""), "wild_rummy": (False, ""),
                     "riichi": (False, ""), "anmika": (True, "Play the next game (連勝祝儀 counts on)"),
                     "hero_mahjong": (False, "")}
