"""Helpers shared by the daifugō rule tests: moves, decision answers and event summaries."""
from __future__ import annotations

from core.cards import parse
from core.engine import Action
from core.games.daifugo.book import RuleBook
from core.games.daifugo.catalogue import make_rule
from core.games.daifugo.combos import canonical, sort_key
from core.games.daifugo.rules import ACTIVE
from core.registry import GAMES


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


def rules_of(*ids, **params) -> list[dict]:
    """Catalogue rules in this order of addition (#1, #2, ...); ``params`` per id."""
    return [make_rule(rid, i + 1, params=params.get(rid)) for i, rid in enumerate(ids)]


def position(hands, *, turn, field=(), parent=None, rules=(), discard="", history=(), speed=0,
             status=None, places=(), kinds=None):
    """A game waiting for ``turn`` to act: hands per seat (card notation), field
    ``[(owner, "cards"), ...]`` bottom first, ``kinds`` {"cards": "sequence"} for non-set plays."""
    s = GAMES["daifugo"].new_state(len(hands), {"speed": speed, "history": [list(p) for p in history]}, seed=0)
    s.hands = [sorted(parse(h), key=sort_key) for h in hands]
    s.field = [(owner, canonical(parse(cards))) for owner, cards in field]
    s.kinds = {canonical(parse(c)): k for c, k in (kinds or {}).items()}
    s.turn = turn
    s.parent = turn if parent is None else parent
    s.status = list(status) if status else [ACTIVE] * len(hands)
    s.places = list(places)
    s.discard = parse(discard)
    s.out = []
    s.book = RuleBook.from_json(list(rules))
    s.stage, s.pending, s.queue = "act", None, []
    s._legal_cache = None
    s._version += 1
    return s
