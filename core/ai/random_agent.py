"""The random player: a uniformly random legal action, for every game.

It draws only from :class:`core.engine.Rng` (never Python's ``random``), so a seed gives the same
choices on every platform and Python version.
"""
from __future__ import annotations

from typing import Sequence

from core.engine import QT_TRANSLATE_NOOP, Action, Rng, View, msg

from .agent import CTX, Agent, Choice

REASON = QT_TRANSLATE_NOOP("ai", "Picks a legal move at random.")


class RandomAgent(Agent):
    """Chooses uniformly among the legal actions with its own seeded :class:`Rng`."""

    level = "random"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.rng = Rng(seed)

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        self.reason = msg(CTX, REASON)
        return legal_actions[self.rng.randbelow(len(legal_actions))]

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list[Choice]:
        """Every legal action is worth the same to the random player (value 0)."""
        return [Choice(a, 0.0, msg(CTX, REASON)) for a in legal_actions]
