"""Seeded self-play for tests of any game: every seat's agent answers in turn until the game ends."""
from __future__ import annotations

from core.ai import make_agent


def agents_for(game_id: str, seats: int, level: str = "normal", seed: int = 0) -> list:
    """One agent per seat at ``level``, seeded ``seed + seat``."""
    return [make_agent(game_id, level, seed + s) for s in range(seats)]


def self_play(state, agents, limit: int = 20000) -> tuple[list, list]:
    """Play ``state`` on (at most ``limit`` actions) with ``agents`` (one per seat, receiving views
    only); the events of every action and every legal action offered on the way."""
    events, offered = [], []
    for _ in range(limit):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        offered += legal
        events += state.apply(agents[seat].choose(state.view(seat), legal))
    return events, offered
