"""The names this project installs resolve to this checkout, and nothing else ships them."""
from __future__ import annotations

import importlib
import importlib.metadata as md
from importlib.resources import files
from pathlib import Path

import pytest

import core
import gui

ROOT = Path(__file__).resolve().parents[1]


def test_core_and_gui_are_ours():
    owners = md.packages_distributions()
    for name in ("core", "gui"):
        assert set(owners.get(name, [])) <= {"houserules"}, f"another distribution also ships {name!r}: {owners[name]}"
    assert Path(core.__file__).resolve().parent == ROOT / "core"
    assert Path(gui.__file__).resolve().parent == ROOT / "gui"


def test_no_top_level_resources_or_translations_from_us():
    owners = md.packages_distributions()
    for name in ("resources", "translations"):
        assert "houserules" not in owners.get(name, []), f"{name!r} must live inside gui, not at the top level"


@pytest.mark.parametrize("name, folder", [("gui.resources", "resources"), ("gui.translations", "translations")])
def test_data_packages_are_importable(name, folder):
    module = importlib.import_module(name)
    assert hasattr(module, "__path__"), f"{name} is not a package"
    assert Path(module.__file__).resolve().parent == ROOT / folder
    assert files(name).is_dir()


def test_every_package_is_listed_in_pyproject():
    tomllib = pytest.importorskip("tomllib")
    config = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["setuptools"]
    listed = set(config["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts) for top in ("core", "gui")
             for p in (ROOT / top).rglob("__init__.py")}
    assert found - listed == set(), "add these to [tool.setuptools] packages, or the wheel will lack them"
    assert {"gui.resources", "gui.translations"} <= listed
