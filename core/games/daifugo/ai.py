"""Daifugō AI: "easy" (greedy), "normal" (hand planning, plus a small search under added rules)
and "strong" (hand planning plus a larger search).

Every level reads only the seat's view and chooses among the legal actions it is given, so added
rules that allow or deny plays are respected without the AI knowing them. The rank order of the
moment (``view["inverted"]``: 革命 / 11バック) is honoured: "weak" and "strong" below always mean
weak and strong *now* (a card's :func:`power`), Jokers strongest either way.

- easy: plays the weakest legal play (a lead: all natural cards of its weakest rank, or a longer
  sequence of the same weakest card), keeps the Jokers until its hand is down to three cards, and
  passes only when nothing else fits.
- normal: plans the hand as groups by rank (one group = one move to go out) and counts the cards
  seen (discard and field) to know which plays nobody can beat ("masters"). It leads its weakest
  group whole, follows with whole groups, keeps its control cards (masters, the strongest rank,
  Jokers) until a weak group is waiting for the lead they win back, and goes out through masters
  in the endgame. With a poor hand (more weak groups than controls + GOOD_MARGIN) it passes
  rather than break a group, since the whole group will be led later; with a good hand it sheds
  cards from a group when nothing whole fits (measured: this beats never breaking against both
  easy and random). When rules are in force (``view["options"]["rules"]``) it keeps a card it
  may go out with (the engine is asked which cards a rule forbids to end a hand with), and
  checks its plan with a small determinised search (:mod:`.search`), which knows every rule
  through the engine.
- strong: the same planner with a larger search, also for plain daifugō (there with rollouts
  to the end of the game, which the fast plain engine affords).

Decisions that rules ask for (``view["pending"]``) are answered by :func:`.planner.decide` at every level:
give or discard the weakest cards (a lone weak card before one that belongs to a group), take the
strongest card of the discard pile (only a control card when taking is optional), name the ranks
whose discarding helps the seat most relative to the others, resolve its rules in the order given,
and answer a field clear whenever it can.
"""
from __future__ import annotations

from typing import Sequence

from core.ai.agent import CTX, Agent
from core.engine import QT_TRANSLATE_NOOP, Action, View, msg

from . import search
from .planner import ENDGAME, EasyAgent, Planner, is_turn, rules_in_force

LEVELS = ("easy", "normal", "strong")
T_SEARCH = QT_TRANSLATE_NOOP("ai", "Plays {cards}: it did best in {n} simulated continuations of the game.")
T_SEARCH_PASS = QT_TRANSLATE_NOOP("ai", "Passes: that did best in {n} simulated continuations of the game.")


def make(level: str, seed: int = 0) -> Agent | None:
    """The daifugō agent for ``level`` (None for a level this module does not implement)."""
    if level == "easy":
        return EasyAgent(seed)
    if level in ("normal", "strong"):
        if level == "normal":
            return NormalAgent(seed, budget=search.NORMAL)
        agent = NormalAgent(seed, budget=search.STRONG, plain_budget=search.STRONG_PLAIN)
        agent.level = "strong"
        return agent
    return None


class NormalAgent(Planner):
    """Hand planning: moves to go out, control cards, masters from card counting. The plan is
    checked by a determinised search (see :mod:`.search`) with ``budget`` under added rules and
    with ``plain_budget`` without them (None: no search)."""

    level = "normal"

    def __init__(self, seed: int = 0, budget=None, plain_budget=None) -> None:
        super().__init__(seed)
        self.budget = budget
        self.plain_budget = plain_budget
        self.last_search = None        # the last search's result (for tests and the benchmark)

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        self.last_search = None
        if not is_turn(view, legal_actions):
            return self._decide(view, legal_actions)
        unsafe = None
        if rules_in_force(view) and len(view["hands"][view.seat]) <= ENDGAME:
            unsafe = search.unsafe_cards(view)
        action = self._plan(view, legal_actions, unsafe)
        budget = self.budget if rules_in_force(view) else self.plain_budget
        goes_out = action.kind != "pass" and len(action.cards) == len(view["hands"][view.seat])
        if budget is not None and len(legal_actions) > 1 and not goes_out:
            result = search.search(view, legal_actions, budget, self.seed, prior=action)
            self.last_search = result
            if result is not None and result.action != action:
                action = result.action
                if action.kind == "pass":
                    self.reason = msg(CTX, T_SEARCH_PASS, n=result.rollouts)
                else:
                    self._say(action, T_SEARCH, n=result.rollouts)
        return action
