"""Golden transcripts of plain daifugō: seeded games written as text, to catch unintended rule
changes. Each game is replayed with a fixed agent and compared line by line with
``daifugo_seed<N>.txt`` beside this file.

A difference means the rules (or the deal, or the order of legal actions) changed. If the change
is intended, rewrite the files and review the diff:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden
"""
from __future__ import annotations

import json

import pytest

from core.engine import Rng
from core.registry import GAMES
from golden_files import check_golden  # noqa: E402


#: seed -> (seats, preset, agent): "rng" picks with core.engine.Rng(seed), "first" takes legal_actions[0]
GAMES_PLAYED = {
    1: (4, "default", "rng"),
    2: (5, "slow", "first"),
    3: (3, "one_times", "rng"),
}


def format_event(e) -> str:
    parts = [e.kind]
    if e.seat is not None:
        parts.append(f"seat {e.seat}")
    if e.cards:
        parts.append("[" + " ".join(e.cards) + "]")
    if e.src or e.dst:
        parts.append(f"{e.src}>{e.dst}")
    if e.info:
        parts.append(json.dumps(e.info, sort_keys=True, ensure_ascii=False))
    if e.visible_to is not None:
        parts.append("visible to " + ",".join(map(str, e.visible_to)))
    return " ".join(parts)


def transcript(seed: int) -> str:
    """The text of one seeded game: set-up, every action with its events, the result."""
    seats, preset, agent = GAMES_PLAYED[seed]
    game = GAMES["daifugo"]
    options = game.presets[preset]
    state = game.new_state(seats, options, seed)
    rng = Rng(seed)
    lines = [
        f"# daifugo golden transcript: seed {seed}, {seats} seats, preset {preset} "
        f"{options.canonical()} (fingerprint {options.fingerprint()}), agent {agent}",
        "# regenerate: UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden",
        f"deal starts at seat {state.deal_start}; 親 {state.parent} (start card {state.start_card})",
    ]
    lines += ["  " + format_event(e) for e in state.start_events]
    n = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        action = legal[0] if agent == "first" else rng.choice(legal)
        events = state.apply(action)
        n += 1
        what = action.kind + (" " + " ".join(action.cards) if action.cards else "")
        lines.append(f"{n:03d} seat {seat}: {what}")
        lines += ["  " + format_event(e) for e in events]
    res = state.result()
    lines.append("places: " + " ".join(map(str, res.ranking)))
    lines.append("scores: " + " ".join(map(str, res.scores)))
    lines.append("status: " + " ".join(state.status))
    lines.append("cards left: " + " | ".join(" ".join(h) or "-" for h in state.hands))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", sorted(GAMES_PLAYED))
def test_golden_transcript(seed):
    check_golden("daifugo", seed, transcript(seed))


def test_transcripts_are_deterministic():
    assert transcript(1) == transcript(1)
