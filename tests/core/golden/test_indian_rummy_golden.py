"""Golden transcripts of Indian Rummy: seeded matches written as text, to catch unintended rule
changes. Each match is replayed with a fixed agent and compared line by line with
``indian_rummy_seed<N>.txt`` beside this file.

A difference means the rules (or the deal, or the order of legal actions, or the solver's
arrangements) changed. If the change is intended, rewrite the files and review the diff:

    UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden
"""
from __future__ import annotations

import json

import pytest

from core.engine import Rng
from core.registry import GAMES
from golden_files import check_golden, format_event  # noqa: E402
from core.rummy import best_arrangement


#: seed -> (seats, preset, option changes, agent): "rng" picks with core.engine.Rng(seed);
#: "greedy" never packs, declares when it can, draws from the stock and discards the card that
#: leaves the lowest count (so that rounds end in a real declaration with losers' arrangements)
GAMES_PLAYED = {
    1: (4, "default", {}, "rng"),
    2: (3, "default", {"rounds": 1}, "greedy"),
    3: (5, "india_pool_101", {}, "rng"),
}


def greedy(state, legal):
    """Declare if possible; never pack; draw from the stock; keep the lowest count."""
    for a in legal:
        if a.kind == "declare":
            return a
    draws = [a for a in legal if a.kind == "draw_stock"]
    if draws:
        return draws[0]
    if legal[0].kind != "discard":
        return legal[0]
    hand = state.hands[legal[0].seat]

    def count(a):
        rest = [c for c in hand if c != a.cards[0]]
        return best_arrangement(rest, state.meld_rules).count

    return min((a for a in legal if a.kind == "discard"), key=count)


def transcript(seed: int) -> str:
    """The text of one seeded match: set-up, every action with its events, the result."""
    seats, preset, changes, agent = GAMES_PLAYED[seed]
    game = GAMES["indian_rummy"]
    options = game.make_options({**game.presets[preset].to_json(), **changes})
    state = game.new_state(seats, options, seed)
    rng = Rng(seed)
    lines = [
        f"# indian_rummy golden transcript: seed {seed}, {seats} seats, preset {preset} {json.dumps(changes)} "
        f"(fingerprint {options.fingerprint()}), agent {agent}",
        "# regenerate: UPDATE_GOLDEN=1 .venv/bin/python -m pytest tests/core/golden",
    ]
    lines += ["  " + format_event(e) for e in state.start_events]
    n = 0
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        action = greedy(state, legal) if agent == "greedy" else rng.choice(legal)
        events = state.apply(action)
        n += 1
        what = action.kind + (" " + " ".join(action.cards) if action.cards else "")
        lines.append(f"{n:03d} seat {seat}: {what}")
        lines += ["  " + format_event(e) for e in events]
    res = state.result()
    lines.append("ranking: " + " ".join(map(str, res.ranking)))
    lines.append("scores: " + " ".join(map(str, res.scores)))
    lines.append("rounds: " + str(state.match.round_no))
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("seed", sorted(GAMES_PLAYED))
def test_golden_transcript(seed):
    check_golden("indian_rummy", seed, transcript(seed))


def test_transcripts_are_deterministic():
    assert transcript(3) == transcript(3)


def test_the_greedy_transcript_ends_in_a_declaration_with_losers_arrangements():
    text = transcript(2)
    assert "declared seat" in text and '"losers": [{' in text
