"""The agent protocol: what every AI (and the random player) offers to the app and the tests.

An agent sees only what its seat may know: ``choose(view, legal_actions)`` receives the seat's
:class:`~core.engine.View` and the complete list of legal actions, never the state. After each
choice, :attr:`Agent.reason` holds a short translatable reason (a :class:`~core.engine.Msg` in
translation context ``"ai"``), which teaching mode shows as the hint.

``rank(view, legal_actions)`` values every legal action the same way: a list of :class:`Choice`
(action, value, reason), best first, the value in the game's own unit (:attr:`Agent.unit`:
expected points, chips, place …, higher is better), so that a hint can say why and a review can
say how much a move played lost against the best. An agent that does not rank yet raises
NotImplementedError; callers then fall back to ``choose``.
"""
from __future__ import annotations

from typing import NamedTuple, Protocol, Sequence, runtime_checkable

from core.engine import Action, Msg, View

CTX = "ai"           # translation context of every reason an agent gives
LEVELS = ("random", "easy", "normal", "strong")   # weakest first


class Choice(NamedTuple):
    """One legal action as an agent values it: ``value`` in the agent's :attr:`Agent.unit`
    (higher is better), ``reason`` a translatable why (context ``"ai"``) or None."""

    action: Action
    value: float
    reason: Msg | None = None


@runtime_checkable
class AgentProtocol(Protocol):
    """Anything with ``choose`` and ``explain`` can sit at the table."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action: ...

    def explain(self) -> Msg | None: ...


class Agent:
    """Base class of agents: keeps the level and the reason for the last choice."""

    level: str = ""
    #: what :meth:`rank`'s values count, in English (translated in context "ai"): "points", "chips", "place" …
    unit: str = ""

    def __init__(self) -> None:
        self.reason: Msg | None = None

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """One of ``legal_actions``, chosen from ``view`` alone; sets :attr:`reason`."""
        raise NotImplementedError

    def explain(self) -> Msg | None:
        """Why the last choice was made (None before the first choice)."""
        return self.reason

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list[Choice]:
        """Every one of ``legal_actions`` valued from ``view`` alone, best first (ties in the
        order :meth:`choose` prefers). NotImplementedError if this agent does not rank."""
        raise NotImplementedError(f"{type(self).__name__} does not rank its choices")
