"""Conditions of added rules, evaluated against the state and an event's context.

A condition is ``{"test": word, ...params}`` (words in :data:`.vocab.CONDITIONS`), or a
combinator ``{"all": [...]}``, ``{"any": [...]}``, ``{"not": cond}``; ``None`` is always true.
The context ``ctx`` of an event holds the cards involved (``play``, ``answered``, ``top``,
``last``) and the players (``actor``, ``player``, ``owner``), plus ``place`` and ``cause``.
"""
from __future__ import annotations

import operator

from core.cards import JOKER

from .cardmemo import base, is_joker, rank, suit

from .combos import JOKER_STRENGTH, ORDER, STRENGTH

OPS = {"==": operator.eq, ">=": operator.ge, "<=": operator.le}
RED = {"h", "d"}


def holds(state, cond: dict | None, ctx: dict) -> bool:
    """Whether ``cond`` holds now in ``state`` (the :class:`.rules.DaifugoState`) for the event
    context ``ctx``. (Each condition is turned into a function once, :func:`_compile`: the
    engine asks the same few conditions of every play and every candidate play. A condition is
    never changed once made.)"""
    if cond is None:
        return True
    got = _COMPILED.get(id(cond))
    if got is None or got[0] is not cond:
        if len(_COMPILED) >= _COMPILED_MAX:
            _COMPILED.clear()
        got = _COMPILED[id(cond)] = (cond, _compile(cond))
    return got[1](state, ctx)


def holds_plainly(state, cond, ctx) -> bool:
    """:func:`holds` worked out from the condition each time (what the compiled functions
    answer; also for a condition that is not a plain dictionary)."""
    if cond is None:
        return True
    if "all" in cond:
        return all(holds_plainly(state, c, ctx) for c in cond["all"])
    if "any" in cond:
        return any(holds_plainly(state, c, ctx) for c in cond["any"])
    if "not" in cond:
        return not holds_plainly(state, cond["not"], ctx)
    return TESTS[cond["test"]](state, cond, ctx)


_COMPILED: dict[int, tuple] = {}     # id(cond) -> (cond, its function); the cond is kept alive
_COMPILED_MAX = 10_000


def _compile(cond):
    """A function ``(state, ctx) -> bool`` answering as :func:`holds_plainly` does for ``cond``:
    the combinators as loops over their parts' functions, the commonest tests with their
    parameters read once. Anything unusual (not a dictionary, an unknown test, a missing or odd
    parameter) is asked of :func:`holds_plainly` each time, so it fails as it would there."""
    if cond is None:
        return _always
    plain = lambda state, ctx: holds_plainly(state, cond, ctx)     # noqa: E731
    if type(cond) is not dict:
        return plain
    if "all" in cond:
        parts = cond["all"]
        if type(parts) not in (list, tuple):
            return plain
        fns = tuple(_compile(c) for c in parts)

        def all_of(state, ctx):
            for fn in fns:
                if not fn(state, ctx):
                    return False
            return True
        return all_of
    if "any" in cond:
        parts = cond["any"]
        if type(parts) not in (list, tuple):
            return plain
        fns = tuple(_compile(c) for c in parts)

        def any_of(state, ctx):
            for fn in fns:
                if fn(state, ctx):
                    return True
            return False
        return any_of
    if "not" in cond:
        inner = _compile(cond["not"])
        return lambda state, ctx: not inner(state, ctx)
    test = cond.get("test")
    if type(test) is not str or test not in TESTS:
        return plain
    special = _SPECIAL.get(test)
    fn = special(cond) if special is not None else None
    if fn is None:
        test_fn = TESTS[test]
        return lambda state, ctx: test_fn(state, cond, ctx)
    return fn


def _always(state, ctx) -> bool:
    return True


def _of(cond) -> str | None:
    of = cond.get("of", "play")
    return of if type(of) is str else None


def _c_has_rank(cond):
    of, r, jokers = _of(cond), cond.get("rank"), cond.get("jokers")
    if of is None or type(r) is not str:
        return None

    def has_rank(state, ctx):
        cards = ctx.get(of) or ()
        for c in cards:
            if rank(c) == r:
                return True
        if jokers:
            for c in cards:
                if is_joker(c):
                    shape = _shape(state, ctx, cond)
                    return shape is not None and r in shape.ranks
        return False
    return has_rank


def _c_only_rank(cond):
    of, r = _of(cond), cond.get("rank")
    if of is None or type(r) is not str:
        return None

    def only_rank(state, ctx):
        cards = ctx.get(of) or ()
        if not cards:
            return False
        for c in cards:
            if is_joker(c) or rank(c) != r:
                return False
        return True
    return only_rank


def _c_count(cond):
    of, op, n = _of(cond), OPS.get(cond.get("op", "==")) if type(cond.get("op", "==")) is str else None, cond.get("n")
    if of is None or op is None or type(n) is not int:
        return None

    def count(state, ctx):
        cards = ctx.get(of) or ()
        return bool(cards) and op(len(cards), n)
    return count


def _c_kind(cond):
    of, kind = _of(cond), cond.get("kind")
    if of is None or type(kind) is not str:
        return None

    def is_kind(state, ctx):
        cards = ctx.get(of)
        shape = state.shape(cards) if cards else None
        return shape is not None and shape.kind == kind
    return is_kind


def _c_lone_joker(cond):
    of = _of(cond)
    if of is None:
        return None

    def lone_joker(state, ctx):
        cards = ctx.get(of) or ()
        return len(cards) == 1 and is_joker(cards[0])
    return lone_joker


def _c_is_lead(cond):
    return lambda state, ctx: bool(ctx.get("is_lead"))


_SPECIAL = {"has_rank": _c_has_rank, "only_rank": _c_only_rank, "count": _c_count, "kind": _c_kind,
            "lone_joker": _c_lone_joker, "is_lead": _c_is_lead}


def _cards(ctx: dict, cond: dict) -> tuple:
    return ctx.get(cond.get("of", "play")) or ()


def _shape(state, ctx: dict, cond: dict):
    of = cond.get("of", "play")
    cards = ctx.get(of)
    return state.shape(cards) if cards else None


def _naturals(cards) -> list[str]:
    return [c for c in cards if not is_joker(c)]


def _has_rank(state, cond, ctx) -> bool:
    cards = _cards(ctx, cond)
    r = cond["rank"]
    if any(rank(c) == r for c in cards):
        return True
    if cond.get("jokers") and any(is_joker(c) for c in cards):
        shape = _shape(state, ctx, cond)
        return shape is not None and r in shape.ranks
    return False


def _only_rank(state, cond, ctx) -> bool:
    cards = _cards(ctx, cond)
    return bool(cards) and all(not is_joker(c) and rank(c) == cond["rank"] for c in cards)


def _count(state, cond, ctx) -> bool:
    cards = _cards(ctx, cond)
    return bool(cards) and OPS[cond.get("op", "==")](len(cards), cond["n"])


def _has_suit(state, cond, ctx) -> bool:
    return any(suit(c) == cond["suit"] for c in _cards(ctx, cond))


def _has_card(state, cond, ctx) -> bool:
    return any(base(c) == cond["card"] for c in _cards(ctx, cond))


def _exact_cards(state, cond, ctx) -> bool:
    return sorted(base(c) for c in _cards(ctx, cond)) == sorted(cond["cards"])


def _has_joker(state, cond, ctx) -> bool:
    return any(is_joker(c) for c in _cards(ctx, cond))


def _only_jokers(state, cond, ctx) -> bool:
    cards = _cards(ctx, cond)
    return bool(cards) and all(is_joker(c) for c in cards)


def _lone_joker(state, cond, ctx) -> bool:
    cards = _cards(ctx, cond)
    return len(cards) == 1 and is_joker(cards[0])


def _kind(state, cond, ctx) -> bool:
    shape = _shape(state, ctx, cond)
    return shape is not None and shape.kind == cond["kind"]


def _ranks(state, cond, ctx) -> bool:
    shape = _shape(state, ctx, cond)
    return shape is not None and sorted(shape.ranks, key=STRENGTH.get) == sorted(cond["ranks"], key=STRENGTH.get)


def _has_strongest(state, cond, ctx) -> bool:
    inverted = state.vars["revolution"] if cond.get("follows") == "revolution" else state.inverted
    top_rank = ORDER[0] if inverted else ORDER[-1]
    return any(rank(c) == top_rank for c in _cards(ctx, cond))


def _suits(cards) -> set:
    return {suit(c) for c in cards if not is_joker(c)}


def _same_suits(state, cond, ctx) -> bool:
    play, ans = ctx.get("play") or (), ctx.get("answered") or ()
    if not play or not ans or any(is_joker(c) for c in play):
        return False
    mine, theirs = _suits(play), _suits(ans)
    shape = state.shape(play)
    if shape is not None and shape.kind == "sequence":    # a sequence's suit set is its one suit
        return mine == theirs
    return len(mine) == len(play) and mine == theirs


def _shares_suit(state, cond, ctx) -> bool:
    play, ans = ctx.get("play") or (), ctx.get("answered") or ()
    return bool(play and ans and _suits(play) & _suits(ans))


def _same_colour(state, cond, ctx) -> bool:
    play, ans = ctx.get("play") or (), ctx.get("answered") or ()
    if not play or not ans or any(is_joker(c) for c in play):
        return False
    colours = {s in RED for s in _suits(play)}
    return len(colours) == 1 and colours == {s in RED for s in _suits(ans)}


def _level_step(state, ctx) -> int | None:
    """How many ranks the play is stronger than the cards it beat, in the current order."""
    play, ans = ctx.get("play"), ctx.get("answered")
    if not play or not ans:
        return None
    a, b = state.shape(play), state.shape(ans)
    if a is None or b is None or JOKER_STRENGTH in (a.level, b.level) or a.kind != b.kind:
        return None
    return (b.level - a.level) if state.inverted else (a.level - b.level)


def _step(state, cond, ctx) -> bool:
    return _level_step(state, ctx) == cond.get("n", 1)


def _down_step(state, cond, ctx) -> bool:
    play, ans = ctx.get("play") or (), ctx.get("answered") or ()
    if len(play) != 1 or len(ans) != 1 or is_joker(play[0]) or is_joker(ans[0]):
        return False
    if suit(play[0]) != suit(ans[0]):
        return False
    step = STRENGTH[rank(ans[0])] - STRENGTH[rank(play[0])]
    return step == (-1 if state.inverted else 1)


def _is_lead(state, cond, ctx) -> bool:
    return bool(ctx.get("is_lead"))


def _first_lead(state, cond, ctx) -> bool:
    return bool(ctx.get("is_lead")) and not state.first_lead_done


def _has_start_card(state, cond, ctx) -> bool:
    # No card chose 親 (開始プレイヤー変更 "last game's last place", spec Q4 fallbacks): there is
    # nothing to show, so the condition cannot be failed (else 初手ダイヤ3 would forbid every
    # first lead and eliminate every player in turn).
    if state.start_card is None:
        return True
    return state.start_card in (ctx.get("play") or ())


def _field_empty(state, cond, ctx) -> bool:
    return not state.field


def _var(state, cond, ctx) -> bool:
    return bool(state.vars.get(cond["var"]))


def _locked(state, cond, ctx) -> bool:
    return bool(state.locks)


def _hand_size(state, cond, ctx) -> bool:
    seat = state.who(cond.get("who", "actor"), ctx)
    return seat is not None and OPS[cond.get("op", "==")](len(state.hands[seat]), cond["n"])


def _empties_hand(state, cond, ctx) -> bool:
    actor = ctx.get("actor")
    return actor is not None and len(ctx.get("play") or ()) == len(state.hands[actor])


def _by_play(state, cond, ctx) -> bool:
    return bool(ctx.get("last"))


def _place(state, cond, ctx) -> bool:
    return ctx.get("place") is not None and OPS[cond.get("op", "==")](ctx["place"], cond["n"])


def _is_who(state, cond, ctx) -> bool:
    a, b = state.who(cond.get("who", "actor"), ctx), state.who(cond["is"], ctx)
    return a is not None and a == b


def _active(state, cond, ctx) -> bool:
    seat = state.who(cond["who"], ctx)
    return seat is not None and state.status[seat] == "active"


def _game_index(state, cond, ctx) -> bool:
    return OPS[cond.get("op", ">=")](state.game_index, cond["n"])


def _hand_max(state, cond, ctx) -> bool:
    seat = state.who(cond["who"], ctx)
    if seat is None:
        return False
    limit = STRENGTH[cond["rank"]]
    return all(not is_joker(c) and STRENGTH[rank(c)] <= limit for c in state.hands[seat])


def _holds(state, cond, ctx) -> bool:
    seat = state.who(cond["who"], ctx)
    if seat is None:
        return False
    ranks = set(cond.get("ranks", ()))
    n = sum(1 for c in state.hands[seat] if rank(c) in ranks or (cond.get("jokers") and rank(c) == JOKER))
    return OPS[cond.get("op", ">=")](n, cond["n"])


def _cause(state, cond, ctx) -> bool:
    return ctx.get("cause") == cond["cause"]


def _rule(state, cond, ctx) -> bool:
    return cond["id"] in state.book.ids


def _discard_size(state, cond, ctx) -> bool:
    return OPS[cond.get("op", ">=")](len(state.discard), cond["n"])


def _seat(state, cond, ctx) -> bool:
    return state.who(cond.get("who", "actor"), ctx) == cond["n"]


TESTS = {
    "seat": _seat,
    "has_rank": _has_rank, "only_rank": _only_rank, "count": _count, "has_suit": _has_suit,
    "has_card": _has_card, "cards": _exact_cards, "has_joker": _has_joker, "only_jokers": _only_jokers,
    "lone_joker": _lone_joker, "kind": _kind, "ranks": _ranks, "has_strongest": _has_strongest,
    "same_suits": _same_suits, "shares_suit": _shares_suit, "same_colour": _same_colour,
    "step": _step, "down_step": _down_step, "is_lead": _is_lead, "first_lead": _first_lead,
    "has_start_card": _has_start_card, "field_empty": _field_empty, "var": _var, "locked": _locked,
    "hand_size": _hand_size, "empties_hand": _empties_hand, "by_play": _by_play, "place": _place,
    "is_who": _is_who, "active": _active, "game_index": _game_index, "hand_max": _hand_max,
    "holds": _holds, "cause": _cause, "rule": _rule, "discard_size": _discard_size,
}


#: Tests that read the cards named by their ``of`` (the play asked about by default).
_OF_TESTS = frozenset({"has_rank", "only_rank", "count", "has_suit", "has_card", "cards", "has_joker",
                       "only_jokers", "lone_joker", "kind", "ranks", "has_strongest"})
#: Tests that never read the play (``ctx["play"]``).
_PLAYLESS_TESTS = frozenset({"seat", "is_lead", "first_lead", "field_empty", "var", "locked", "hand_size",
                             "by_play", "place", "is_who", "active", "game_index", "hand_max", "holds",
                             "cause", "rule", "discard_size"})


def reads_play(cond: dict | None) -> bool:
    """Whether ``cond`` may depend on the play it is asked about (``ctx["play"]``); an unknown
    test is assumed to."""
    if cond is None:
        return False
    if "all" in cond:
        return any(reads_play(c) for c in cond["all"])
    if "any" in cond:
        return any(reads_play(c) for c in cond["any"])
    if "not" in cond:
        return reads_play(cond["not"])
    test = cond.get("test")
    if test in _OF_TESTS:
        return cond.get("of", "play") == "play"
    return test not in _PLAYLESS_TESTS


_SPLITS: dict[int, tuple] = {}


def split_on_play(cond: dict | None) -> tuple[list, dict | None]:
    """``cond`` as (the conjuncts that do not read the play, a condition of the rest or None):
    ``holds(cond)`` is ``all(holds(c) for c in fixed) and holds(rest)`` for every play, since
    the tests only read. Lets the engine ask a rule's play-independent part once per position
    instead of once per candidate play. (Memoised per condition object.)"""
    got = _SPLITS.get(id(cond))
    if got is not None and got[0] is cond:
        return got[1], got[2]
    if cond is not None and "all" in cond:
        parts = list(cond["all"])
    else:
        parts = [cond]
    fixed = [c for c in parts if not reads_play(c)]
    rest = [c for c in parts if reads_play(c)]
    if not rest:
        rest_cond = None
    elif len(rest) == len(parts) and cond is not None:
        rest_cond = cond
    else:
        rest_cond = {"all": rest}
    if len(_SPLITS) > 10_000:
        _SPLITS.clear()
    _SPLITS[id(cond)] = (cond, fixed, rest_cond)
    return fixed, rest_cond


def count_rank(cards, r: str) -> int:
    """N(r): how many natural cards of rank ``r`` are among ``cards``."""
    return sum(1 for c in cards if not is_joker(c) and rank(c) == r)
