"""The agent protocol: what every AI (and the random player) offers to the app and the tests.

An agent sees only what its seat may know: ``choose(view, legal_actions)`` receives the seat's
:class:`~core.engine.View` and the complete list of legal actions, never the state. After each
choice, :attr:`Agent.reason` holds a short translatable reason (a :class:`~core.engine.Msg` in
translation context ``"ai"``), which teaching mode shows as the hint.
"""
from __future__ import annotations

from typing import Protocol, Sequence, runtime_checkable

from core.engine import Action, Msg, View

CTX = "ai"           # translation context of every reason an agent gives
LEVELS = ("random", "easy", "normal", "strong")   # weakest first


@runtime_checkable
class AgentProtocol(Protocol):
    """Anything with ``choose`` and ``explain`` can sit at the table."""

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action: ...

    def explain(self) -> Msg | None: ...


class Agent:
    """Base class of agents: keeps the level and the reason for the last choice."""

    level: str = ""

    def __init__(self) -> None:
        self.reason: Msg | None = None

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """One of ``legal_actions``, chosen from ``view`` alone; sets :attr:`reason`."""
        raise NotImplementedError

    def explain(self) -> Msg | None:
        """Why the last choice was made (None before the first choice)."""
        return self.reason
