"""The Indian Rummy table: the rummy table of :mod:`gui.families.rummy.view` with the round's meld rules
from Indian Rummy's options, the teaching line's distance to Rummy, and a declaration under
show = as_grouped carrying the local grouping."""
from __future__ import annotations

from core.engine import Action
from core.games.indian_rummy.declare import meld_rules
from core.games.indian_rummy.plan import hand_status
from core.games.indian_rummy.rules import IndianRummyAction
from core.rummy import MeldRules

from ...families.rummy.view import RummyTableView


def meld_rules_of(data: dict) -> MeldRules:
    """The round's meld rules, as the engine builds them from the view's options and wild ranks."""
    wild = frozenset(data.get("wild_ranks") or ())
    try:
        return meld_rules(data.get("options") or {}, wild)
    except (KeyError, TypeError, ValueError):
        return MeldRules(wild_ranks=wild)


class IndianRummyTableView(RummyTableView):
    """The rummy table under Indian Rummy's rules."""

    def meld_rules(self, data: dict) -> MeldRules:
        """The round's meld rules under the view's options (:func:`meld_rules_of`)."""
        return meld_rules_of(data)

    def hand_status(self, codes: list[str]) -> tuple[int, int]:
        """(distance to Rummy, count) of the local hand, as the AI measures it."""
        return hand_status(codes, self._rules)

    def action_to_send(self, action: Action) -> Action:
        """A declaration under show = as_grouped (India) carries the local grouping of the cards
        kept: the declarer's own groups are what counts."""
        options = self._view.data.get("options", {}) if self._view is not None else {}
        if action.kind != "declare" or options.get("show") != "as_grouped":
            return action
        groups = [[c for c in g if c not in action.cards] for g in self.groups()]
        return IndianRummyAction(action.kind, action.seat, tuple(action.cards), action.target,
                                 groups=tuple(tuple(g) for g in groups if g))


__all__ = ["IndianRummyTableView", "meld_rules_of"]
