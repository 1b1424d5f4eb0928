"""Agents: the protocol, the random player, and :func:`make_agent` for every game and level.

``make_agent(game_id, level, seed)`` returns an agent for one seat. Level ``"random"`` is the
shared :class:`RandomAgent`; the other levels come from the game's own AI module
``core.games.<game_id>.ai``, imported only when first asked for. That module offers
``make(level, seed)`` and optionally ``LEVELS`` (the levels it implements). A level the game does
not implement falls back to the nearest lower one, down to ``"random"``.
"""
from __future__ import annotations


from .agent import CTX, LEVELS, Agent, AgentProtocol, Choice
from .random_agent import RandomAgent

__all__ = ["CTX", "LEVELS", "Agent", "AgentProtocol", "Choice", "RandomAgent", "make_agent", "game_ai_module"]


def game_ai_module(game_id: str):
    """The game's AI module, or None if the game has none (other import errors propagate)."""
    from core.registry import game_part
    return game_part(game_id, "ai")


def make_agent(game_id: str, level: str, seed: int = 0) -> Agent:
    """An agent for ``game_id`` at ``level`` ("random", "easy", "normal", "strong").

    Raises ValueError for an unknown level or game. The returned agent's ``level`` attribute
    tells which level was actually built after any fallback.
    """
    from core.registry import GAMES

    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (expected one of {', '.join(LEVELS)})")
    if game_id not in GAMES:
        raise ValueError(f"unknown game {game_id!r}")
    module = game_ai_module(game_id) if level != "random" else None
    if module is not None:
        offered = getattr(module, "LEVELS", None)
        for candidate in reversed(LEVELS[1:LEVELS.index(level) + 1]):
            if offered is not None and candidate not in offered:
                continue
            agent = module.make(candidate, seed)
            if agent is not None:
                return agent
    return RandomAgent(seed)
