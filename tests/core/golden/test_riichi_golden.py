"""Golden transcripts of the riichi game: seeded east-only games of four normal AIs written as
text, to catch unintended rule changes (see test_wild_rummy_golden for how to rewrite them)."""
from __future__ import annotations

import json

import pytest

from core.ai import make_agent
from core.registry import GAMES
from golden_files import check_golden, format_event  # noqa: E402

SEEDS = (1, 2)


def transcript(seed: int) -> str:
    game = GAMES["riichi"]
    state = game.new_state(4, None, seed)
    agents = [make_agent("riichi", "normal", seed * 10 + s) for s in range(4)]
    lines = [f"# riichi golden transcript: seed {seed}, 4 normal AIs, default preset "
             f"(fingerprint {state.options.fingerprint()})",
             "# regenerate: UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden"]
    lines += ["  " + format_event(e) for e in state.start_events]
    n = 0
    while not state.is_over():
        seat = state.to_move()[0]
        action = agents[seat].choose(state.view(seat), state.legal_actions(seat))
        events = state.apply(action)
        n += 1
        target = f" -> {action.target}" if action.target else ""
        lines.append(f"{n:03d} seat {seat}: {action.kind} {' '.join(action.cards)}{target}".rstrip())
        lines += ["  " + format_event(e) for e in events]
    res = state.result()
    lines.append("ranking: " + " ".join(map(str, res.ranking)))
    lines.append("scores: " + " ".join(map(str, res.scores)))
    lines.append("hands: " + json.dumps(res.detail["hands"], sort_keys=True))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", SEEDS)
def test_riichi_plays_as_recorded(seed):
    check_golden("riichi", seed, transcript(seed))
