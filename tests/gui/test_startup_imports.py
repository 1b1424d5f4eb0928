"""Start-up imports no game: the window and its start page are built from the registry's entries;
a game's rules are imported when it is played, reviewed, loaded or its options are shown."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

START = r"""
import sys
from PySide6.QtWidgets import QApplication
app = QApplication(sys.argv[:1])
from core.settings import load_settings
from gui.i18n import install_language
from gui.main_window import MainWindow
settings = load_settings()
install_language(app, "ja")
window = MainWindow(settings)
window.show()
app.processEvents()
page = window.start_page
assert window.stack.currentWidget() is page
assert all(b.text() for b in page.game_buttons.values()), "every game has its button"
assert all(line.text() for line in page.game_lines.values()), "every game has its line"
print("\n".join(sorted(m for m in sys.modules if m.startswith("core.games."))))
"""


def _modules_at_start(tmp_path) -> list[str]:
    env = dict(os.environ, PYTHONPATH=str(ROOT), QT_QPA_PLATFORM="offscreen", XDG_DATA_HOME=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path), XDG_CACHE_HOME=str(tmp_path))
    out = subprocess.run([sys.executable, "-c", START], cwd=ROOT, env=env, capture_output=True, text=True,
                         timeout=180)
    assert out.returncode == 0, out.stderr[-2000:]
    return [line for line in out.stdout.splitlines() if line.startswith("core.games.")]


def test_the_start_page_shows_every_game_without_importing_one(tmp_path):
    assert _modules_at_start(tmp_path) == []
