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
- strong: the same planner with a larger search, also for plain daifugō: every distinct play
  (and the pass) is played out to the end of the game on guessed hands, the rollouts shared out
  by successive halving (:mod:`.search`); in plain daifugō the guesses are those that explain
  the plays and passes of the trick in progress (:mod:`.infer`).

``rank`` (unit "place": the value is minus the expected final place, so higher is better):
strong values every distinct play by its search (the mean place its rollouts reached; a play the
search dropped early is valued no better than the plays it kept); normal and easy rank in the
order their rules prefer the actions (the policy asked again without the actions already
ranked), valued by a static estimate of the place after each (:func:`.planner.static_place`),
never better than an action they prefer to it. ``choose`` is ``rank()[0]`` at every level.

Decisions that rules ask for (``view["pending"]``) are answered by :func:`.planner.decide` at every level:
give or discard the weakest cards (a lone weak card before one that belongs to a group), take the
strongest card of the discard pile (only a control card when taking is optional), name the ranks
whose discarding helps the seat most relative to the others, resolve its rules in the order given,
and answer a field clear whenever it can.
"""
from __future__ import annotations

from typing import Sequence

from core.ai.agent import CTX, Agent, Choice
from core.engine import QT_TRANSLATE_NOOP, Action, Msg, View, msg

from . import search
from .planner import (ENDGAME, EasyAgent, Planner, cards_text, decide, is_turn, preference, ranked,
                      rules_in_force, static_place)

LEVELS = ("easy", "normal", "strong")
T_SEARCH = QT_TRANSLATE_NOOP("ai", "Plays {cards}: it did best in {n} simulated continuations of the game.")
T_SEARCH_PASS = QT_TRANSLATE_NOOP("ai", "Passes: that did best in {n} simulated continuations of the game.")
T_RANK_PLAY = QT_TRANSLATE_NOOP("ai", "Plays {cards}: it finished in place {place} on average in {n} simulated continuations of the game.")
T_RANK_PASS = QT_TRANSLATE_NOOP("ai", "Passes: it finished in place {place} on average in {n} simulated continuations of the game.")


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
    unit = "place"

    def __init__(self, seed: int = 0, budget=None, plain_budget=None) -> None:
        super().__init__(seed)
        self.budget = budget
        self.plain_budget = plain_budget
        self.last_search = None        # the last search's result (for tests and the benchmark)

    def _turn(self, view: View, legal_actions: Sequence[Action]):
        """A play-or-pass turn: (action, reason, the search's result or None, the cards the seat
        may not go out with)."""
        unsafe = None
        if rules_in_force(view) and len(view["hands"][view.seat]) <= ENDGAME:
            unsafe = search.unsafe_cards(view)
        action = self._plan(view, legal_actions, unsafe)
        reason = self.reason
        budget = self.budget if rules_in_force(view) else self.plain_budget
        goes_out = action.kind != "pass" and len(action.cards) == len(view["hands"][view.seat])
        result = None
        if budget is not None and len(legal_actions) > 1 and not goes_out:
            result = search.search(view, legal_actions, budget, self.seed, prior=action)
            if result is not None and result.action != action:
                action = result.action
                if action.kind == "pass":
                    reason = msg(CTX, T_SEARCH_PASS, n=result.rollouts)
                else:
                    reason = msg(CTX, T_SEARCH, cards=cards_text(action.cards), n=result.rollouts)
        return action, reason, result, unsafe

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        self.last_search = None
        if not is_turn(view, legal_actions):
            return self._decide(view, legal_actions)
        action, self.reason, self.last_search, _unsafe = self._turn(view, legal_actions)
        return action

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list[Choice]:
        """Every legal action valued in places (minus the expected final place), best first;
        the first is what :meth:`choose` plays."""
        if not legal_actions:
            return []
        if not is_turn(view, legal_actions):
            out = ranked(preference(decide, view, legal_actions), view)
            self.reason = out[0].reason
            return out
        action, reason, result, unsafe = self._turn(view, legal_actions)
        self.reason = reason
        budget = self.budget if rules_in_force(view) else self.plain_budget
        if result is not None and result.order and budget.candidates >= len(legal_actions):
            return self._search_rank(view, legal_actions, action, reason, result)
        first = [(action, reason)]

        def pick(v: View, acts: Sequence[Action]) -> tuple[Action, Msg | None]:
            if first:
                return first.pop()
            a = self._plan(v, acts, unsafe)
            return a, self.reason

        out = ranked(preference(pick, view, legal_actions), view)
        self.reason = reason
        return out

    def _search_rank(self, view: View, legal_actions: Sequence[Action], action: Action, reason,
                     result) -> list[Choice]:
        """The search's values: each legal action gets the mean place of its candidate (plays
        that differ only in suits are one candidate), in the search's order; an action the
        search did not reach comes last, valued by :func:`.planner.static_place`."""
        n = view["seats"]
        by_sig: dict = {}
        for a in legal_actions:
            by_sig.setdefault(search.signature(a), []).append(a)
        out: list[Choice] = []
        cap = None
        done: set = set()
        for cand in result.order:
            place = 1.0 + (1.0 - result.values[cand]) * (n - 1)
            v = -place if cap is None else min(-place, cap)
            cap = v
            group = by_sig.get(search.signature(cand), [cand])
            group = sorted(group, key=lambda a: (a != action, a != cand))
            for a in group:
                if a in done or a not in legal_actions:
                    continue
                done.add(a)
                if a == action:
                    why = reason
                elif a.kind == "pass":
                    why = msg(CTX, T_RANK_PASS, place=f"{place:.2f}", n=result.counts[cand])
                else:
                    why = msg(CTX, T_RANK_PLAY, cards=cards_text(a.cards), place=f"{place:.2f}", n=result.counts[cand])
                out.append(Choice(a, v, why))
        for a in legal_actions:
            if a not in done:
                done.add(a)
                v = -static_place(view, a)
                out.append(Choice(a, v if cap is None else min(v, cap), None))
        return out
