"""Comparing a transcript with its golden file (``UPDATE_GOLDEN=1`` rewrites the files)."""
from __future__ import annotations

import difflib
import json
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


def format_event(e) -> str:
    """One event as a transcript line: kind, seat, cards, zones, info, text, visibility."""
    parts = [e.kind]
    if e.seat is not None:
        parts.append(f"seat {e.seat}")
    if e.cards:
        parts.append("[" + " ".join(e.cards) + "]")
    if e.src or e.dst:
        parts.append(f"{e.src}>{e.dst}")
    if e.info:
        parts.append(json.dumps(e.info, sort_keys=True, ensure_ascii=False))
    if e.text is not None:
        parts.append(f"«{e.text.english()}»")
    if e.visible_to is not None:
        parts.append("visible to " + ",".join(map(str, e.visible_to)))
    return " ".join(parts)
