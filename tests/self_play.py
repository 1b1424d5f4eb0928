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


class EagerAgent:
    """A seeded test policy for rare events: an action it ``likes`` with probability ``p``, else
    any legal action (one agent may serve every seat: they share its random stream)."""

    def __init__(self, rng, likes, p: float) -> None:
        self.rng, self.likes, self.p = rng, likes, p

    def choose(self, view, legal):
        liked = [a for a in legal if self.likes(a)]
        return self.rng.choice(liked) if liked and self.rng.random() < self.p else self.rng.choice(legal)
