"""core/ never imports Qt: no import statement names a Qt binding, and importing every core
module in a fresh interpreter loads none."""
from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import core

CORE = Path(core.__file__).resolve().parent
QT = {"PySide6", "PySide2", "shiboken6", "shiboken2", "PyQt6", "PyQt5", "PyQt4", "sip", "qtpy"}


def qt_imports(path: Path, root: Path = CORE.parent) -> list[str]:
    """The Qt modules ``path`` imports: import statements and import_module/__import__ calls
    with a literal name."""
    found = []
    for node in ast.walk(ast.parse(path.read_text("utf-8"), filename=str(path))):
        names: list[str] = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names = [node.module]
        elif isinstance(node, ast.Call) and node.args and isinstance(node.args[0], ast.Constant) \
                and isinstance(node.args[0].value, str):
            func = node.func
            called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            if called in ("import_module", "__import__"):
                names = [node.args[0].value]
        found += [f"{path.relative_to(root)}:{node.lineno}: {n}" for n in names
                  if n.split(".")[0] in QT]
    return found


def test_core_sources_never_import_qt():
    files = sorted(CORE.rglob("*.py"))
    assert CORE / "registry.py" in files and CORE / "saves.py" in files
    offenders = [hit for f in files for hit in qt_imports(f)]
    assert offenders == []


def test_the_checker_sees_each_import_form(tmp_path):
    text = ("import PySide6\nfrom PySide6.QtCore import QObject\nimport shiboken6 as s\n"
            "import importlib\nimportlib.import_module('PyQt6.QtGui')\n__import__('PySide6')\n"
            "from .sibling import x\nimport json\n")
    probe = tmp_path / "probe.py"
    probe.write_text(text)
    assert [h.split(": ")[1] for h in qt_imports(probe, tmp_path)] == [
        "PySide6", "PySide6.QtCore", "shiboken6", "PyQt6.QtGui", "PySide6"]


def test_importing_core_loads_no_qt():
    script = (
        "import importlib, json, pkgutil, sys\n"
        "import core, core.registry, core.saves, core.autosaves, core.settings\n"
        "for m in pkgutil.walk_packages(core.__path__, 'core.'):\n"
        "    importlib.import_module(m.name)\n"
        f"qt = {sorted(QT)!r}\n"
        "print(json.dumps(sorted(n for n in sys.modules if n.split('.')[0] in qt)))\n")
    out = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=60)
    assert out.returncode == 0, out.stderr
    assert json.loads(out.stdout) == []
