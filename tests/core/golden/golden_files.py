"""Comparing a transcript with its golden file (``UPDATE_GOLDEN=1`` rewrites the files)."""
from __future__ import annotations

import difflib
import os
from pathlib import Path

import pytest

HERE = Path(__file__).parent
UPDATE = os.environ.get("UPDATE_GOLDEN") == "1"


def check_golden(game_id: str, seed: int, text: str) -> None:
    """Fail with a short diff if ``text`` differs from ``golden/<game_id>_seed<seed>.txt``."""
    path = HERE / f"{game_id}_seed{seed}.txt"
    if UPDATE:
        path.write_text(text, encoding="utf-8")
        return
    assert path.exists(), f"{path.name} is missing: run with UPDATE_GOLDEN=1 to write it"
    golden = path.read_text(encoding="utf-8")
    if text != golden:
        diff = "".join(list(difflib.unified_diff(golden.splitlines(True), text.splitlines(True),
                                                 f"golden/{path.name}", "now", n=2))[:60])
        pytest.fail(f"{game_id} seed {seed} no longer plays as recorded (UPDATE_GOLDEN=1 rewrites it):\n{diff}")
