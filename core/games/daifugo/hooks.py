"""Where added rules (追加ルール of 《ルール追加》) hook into the daifugō engine.

The base engine announces named events at fixed points of the turn loop and asks the rule book
for its static adjustments (legal plays, the start search). Plain daifugō has an empty rule book;
the rule-addition session (a later issue) fills it with :class:`AddedRule` objects without
changing the engine. Rules are kept in order of addition, so "later rule wins" (seed §2.2) is a
matter of applying them oldest first and letting the newest have the last word.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from core.engine import Event
    from .rules import DaifugoState

#: The events the engine announces, with their payload keys.
EVENTS = {
    "game_start": (),
    "deal_done": (),
    "leader_chosen": ("player", "card"),
    "turn_start": ("player", "is_lead"),
    "play": ("actor", "combo", "is_lead", "answered"),
    "pass": ("actor",),
    "field_clear": ("cause", "owner", "cards"),
    "finish": ("player", "place"),
    "eliminate": ("player",),
    "game_end": ("places",),
}


class AddedRule:
    """One added rule. Override only what the rule changes; every hook defaults to "no change"."""

    instance: int = 0          # order of addition (priority); base rules are 0

    def on_event(self, state: "DaifugoState", name: str, payload: dict) -> list["Event"]:
        """React to an announced event; return the events the reaction caused."""
        return []

    def adjust_plays(self, state: "DaifugoState", seat: int, plays: list, is_lead: bool) -> list:
        """Static: change the list of legal plays (allow or deny)."""
        return plays

    def adjust_start_search(self, order: list[str]) -> list[str]:
        """Static: change the order of cards searched for the first 親."""
        return order

    def to_json(self) -> dict:  # pragma: no cover - real rules define their data
        return {"instance": self.instance}


class RuleBook:
    """The added rules in force, oldest first. Empty for plain daifugō."""

    def __init__(self, rules: list[AddedRule] | None = None) -> None:
        self.rules = sorted(rules or [], key=lambda r: r.instance)

    def __bool__(self) -> bool:
        return bool(self.rules)

    def fire(self, state: "DaifugoState", name: str, **payload) -> list["Event"]:
        """Announce event ``name``; triggered rules run in order of addition (seed P2 ordering by
        player is the session issue's job once rules with choices exist)."""
        assert name in EVENTS, name
        events: list = []
        for rule in self.rules:
            events += rule.on_event(state, name, payload)
        return events

    def plays(self, state: "DaifugoState", seat: int, plays: list, is_lead: bool) -> list:
        for rule in self.rules:
            plays = rule.adjust_plays(state, seat, plays, is_lead)
        return plays

    def start_search(self, order: list[str]) -> list[str]:
        for rule in self.rules:
            order = rule.adjust_start_search(order)
        return order

    def to_json(self) -> list:
        return [r.to_json() for r in self.rules]
