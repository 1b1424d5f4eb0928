"""Helpers shared by the daifugō rule tests: moves, decision answers and event summaries."""
from __future__ import annotations

from core.cards import parse
from core.engine import Action
from core.games.daifugo.combos import canonical


def play(s, cards: str, kind: str = "play"):
    return s.apply(Action(kind, s.turn, canonical(parse(cards)), "field"))


def pass_(s):
    return s.apply(Action("pass", s.turn, (), "pass"))


def decider(s) -> int:
    return s.to_move()[0]


def answer(s, kind: str, cards: str = "", target: str = ""):
    """Answer the pending decision (give / discard / take / done / declare / order / respond)."""
    return s.apply(Action(kind, decider(s), tuple(parse(cards)), target))


def choices(s) -> set:
    """The deciding seat's answers as (kind, cards, target)."""
    return {(a.kind, a.cards, a.target) for a in s.legal_actions(decider(s))}


def plays(s, seat=None) -> set:
    seat = s.turn if seat is None else seat
    s._legal_cache = None
    return {a.cards for a in s.legal_actions(seat) if a.kind in ("play", "sequence", "emperor")}


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def fired(events) -> list[str]:
    return [e.info["id"] for e in events if e.kind == "rule_fired"]


def cleared(events):
    return [e for e in events if e.kind == "field_cleared"]


def with_other_hidden_cards(state, seat: int):
    """A clone where every card ``seat`` cannot see is dealt differently (the same counts): its
    view must not change, or the view leaks hidden cards."""
    from core.games.daifugo.combos import sort_key

    other = state.clone()
    hidden = [c for s in range(state.seats) if s != seat for c in other.hands[s]]
    hidden.reverse()
    for s in range(state.seats):
        if s != seat:
            n = len(other.hands[s])
            other.hands[s], hidden = sorted(hidden[:n], key=sort_key), hidden[n:]
    return other
