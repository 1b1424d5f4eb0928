"""Golden transcripts of Wild Rummy R: seeded rounds written as text, to catch unintended rule
changes. Each round is played by a seeded random agent (core.engine.Rng) and compared line by
line with ``wild_rummy_seed<N>.txt`` beside this file.

A difference means the rules (or the deal, or the order of legal actions) changed. If the change
is intended, rewrite the files and review the diff:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden
"""
from __future__ import annotations

import json

import pytest

from core.engine import Rng
from core.registry import GAMES
from golden_files import check_golden, format_event  # noqa: E402

#: seed -> (seats, preset, option changes): one round each, so that the files stay readable
GAMES_PLAYED = {
    1: (4, "default", {"match_rounds": 1}),
    2: (2, "meld_bonus", {"match_rounds": 1}),
    3: (6, "both_methods", {"match_rounds": 1, "initial_field_phase": "yin"}),
}


def action_text(a) -> str:
    parts = [a.kind] + list(a.cards)
    if a.target:
        parts.append(f"-> {a.target}")
    if a.at:
        parts.append(f"at {a.at}")
    if a.idents:
        parts.append("as " + " ".join(a.idents))
    if a.form:
        parts.append(f"({a.form})")
    return " ".join(parts)


def transcript(seed: int) -> str:
    """The text of one seeded round: the deal, every action with its events, the result."""
    seats, preset, changes = GAMES_PLAYED[seed]
    game = GAMES["wild_rummy"]
    options = game.make_options({**game.presets[preset].to_json(), **changes})
    state = game.new_state(seats, options, seed)
    rng = Rng(seed)
    lines = [
        f"# wild_rummy golden transcript: seed {seed}, {seats} seats, preset {preset} {json.dumps(changes)} "
        f"(fingerprint {options.fingerprint()}), agent rng",
        "# regenerate: UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden",
    ]
    lines += ["  " + format_event(e) for e in state.start_events]
    n = 0
    while not state.is_over():
        seat = state.to_move()[0]
        action = rng.choice(state.legal_actions(seat))
        events = state.apply(action)
        n += 1
        lines.append(f"{n:03d} seat {seat}: {action_text(action)}")
        lines += ["  " + format_event(e) for e in events if e.kind != "round_scored"]
    res = state.result()
    lines.append("result: " + json.dumps(state.last_result and {k: state.last_result[k] for k in (
        "winner", "concealed", "void", "reason", "method", "payments", "penalty", "bonus", "hand_penalties",
        "meld_totals", "multiplier")}, sort_keys=True))
    lines.append("ranking: " + " ".join(map(str, res.ranking)))
    lines.append("scores: " + " ".join(map(str, res.scores)))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", sorted(GAMES_PLAYED))
def test_wild_rummy_plays_as_recorded(seed):
    check_golden("wild_rummy", seed, transcript(seed))
