"""A malformed action is refused with IllegalAction and a reason, in every game, and changes nothing.

A client (a save, a network peer, a bug in the GUI) may hand the engine anything. For every
registered game, real legal actions are taken from seeded random play and each field of the
action dataclass is replaced by a value of the wrong type or shape (None, numbers, text, lists,
dicts, sets, deep nesting, huge and negative integers, very long text ...); also single items of
the tuple fields. Then:

- ``state.apply(bad)`` either is a legal action or raises IllegalAction with a reason, never
  another exception, and a refused action leaves the digest as it was;
- ``state.explain(seat, cards, target)`` and ``state.why_illegal(bad)`` give a reason (a Msg);
- ``game.action_from_json`` of the action's JSON with a field mutated raises ValueError, or gives
  an action that ``apply`` refuses with IllegalAction (or a legal one).
"""
from __future__ import annotations

import dataclasses
import reprlib
from collections import Counter

import pytest

from core.engine import IllegalAction, Msg, Rng
from core.registry import GAMES
from core.soak import CAPS, playable

STEPS = 160          # random actions played per game (and preset) to find positions
POSITIONS = 8        # positions per playout where actions are mutated
ACTIONS_PER_POSITION = 3


def _deep(depth: int, leaf, wrap) -> object:
    value = leaf
    for _ in range(depth):
        value = wrap(value)
    return value


#: values of the wrong type or shape for any field of an action
BAD_VALUES: tuple = (
    None, 0, 1, -1, 10 ** 100, -(10 ** 100), 2 ** 63, True, False, 3.5, float("nan"), float("inf"),
    "", "x", "no_such_thing", "x" * 100_000, "\x00", "hand:", "meld:x", ":", "??", "𝄞",
    b"bytes", [], [1], ["a", "b"], {}, {"a": 1}, set(), frozenset({"a"}), (), (1, 2), ("x",),
    (None,), (["a"],), ({"a": 1},), (("a",),), ((("a",),),), ("x" * 100_000,), ("5p",) * 10_000,
    _deep(1000, ("a",), lambda v: (v,)), _deep(1000, ["a"], lambda v: [v]), object(),
)

#: JSON values of the wrong type or shape for any key of an action's JSON
BAD_JSON: tuple = (
    None, 0, -1, 10 ** 100, 2 ** 63, True, 3.5, "", "x", "x" * 100_000, [], [1], [None], [[]], [["a"]],
    [{"a": 1}], {}, {"a": 1}, [[["a"]]], _deep(1000, ["a"], lambda v: [v]), _deep(1000, {}, lambda v: {"a": v}),
)


def _positions(game_id: str, preset: str, seats: int, seed: int):
    """(state, legal actions) at POSITIONS points of a seeded random playout (states are clones)."""
    game = GAMES[game_id]
    options = {**game.presets[preset].to_json(), **CAPS.get(game_id, {})}
    state = game.new_state(seats=seats, options=options, seed=seed)
    rng = Rng(seed)
    out = []
    every = max(1, STEPS // POSITIONS)
    for n in range(STEPS):
        if state.is_over():
            break
        seat = state.to_move()[rng.randbelow(len(state.to_move()))]
        legal = state.legal_actions(seat)
        if n % every == 0:
            out.append((state.clone(), legal))
        state.apply(legal[rng.randbelow(len(legal))])
    out.append((state.clone(), []))
    return out


def _sample(legal: list, rng: Rng) -> list:
    """A few legal actions of different kinds (the ones with cards first)."""
    by_kind = {}
    for a in sorted(legal, key=lambda a: not a.cards):
        by_kind.setdefault(a.kind, a)
    picked = list(by_kind.values())[:ACTIONS_PER_POSITION]
    if legal and len(picked) < ACTIONS_PER_POSITION:
        picked.append(legal[rng.randbelow(len(legal))])
    return picked


def _mutants(action):
    """The action with one field, or one item of a tuple field, replaced by a bad value."""
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        for bad in BAD_VALUES:
            yield f.name, _replace(action, f.name, bad)
        if isinstance(value, tuple) and value:
            for bad in BAD_VALUES:
                yield f"{f.name}[0]", _replace(action, f.name, (bad,) + value[1:])


def _replace(action, name: str, value):
    """The action with field ``name`` set to ``value``, without running any check of the class."""
    copy = dataclasses.replace(action)
    object.__setattr__(copy, name, value)
    return copy


def _json_mutants(data: dict):
    for key in list(data) + ["no_such_field"]:
        for bad in BAD_JSON:
            yield key, {**data, key: bad}
        if key in data and key not in ("kind", "seat"):
            yield key, {k: v for k, v in data.items() if k != key}
        if isinstance(data.get(key), list) and data[key]:
            for bad in BAD_JSON:
                yield f"{key}[0]", {**data, key: [bad] + data[key][1:]}
    for key in ("kind", "seat"):
        yield key, {k: v for k, v in data.items() if k != key}
    for bad in BAD_JSON:
        if not isinstance(bad, dict):
            yield "whole", bad


def _is_legal(state, action) -> bool:
    try:
        return any(action == a for a in state.legal_actions(action.seat))
    except Exception:        # noqa: BLE001 - a comparison that fails is not a legal action
        return False


_REPR = reprlib.Repr()
_REPR.maxlevel, _REPR.maxstring, _REPR.maxother = 3, 40, 40


def _short(value) -> str:
    """A short description of ``value`` (an action: its fields), safe for any nesting."""
    if dataclasses.is_dataclass(value):
        fields = ", ".join(f"{f.name}={_REPR.repr(getattr(value, f.name))}" for f in dataclasses.fields(value))
        return f"{type(value).__name__}({fields})"
    return _REPR.repr(value)


class _Position:
    """A position to try actions on: a working clone, renewed when an action was accepted; a
    refused action must leave it as it was (digest and action list, checked by :meth:`unchanged`)."""

    def __init__(self, state) -> None:
        self.state = state
        self.digest, self.moves = state.digest(), len(state.actions)
        self.work = state.clone()

    def renew(self) -> None:
        self.work = self.state.clone()

    def unchanged(self) -> bool:
        return self.work.digest() == self.digest and len(self.work.actions) == self.moves


def _check_apply(pos: _Position, bad, where: str, failures: list) -> None:
    """``bad`` is legal or refused with a reason (the caller checks that nothing changed)."""
    try:
        pos.work.apply(bad)
    except IllegalAction as exc:
        if not (isinstance(exc.reason, Msg) and exc.reason.english()):
            failures.append(f"{where}: apply refused {_short(bad)} without a reason")
    except Exception as exc:     # noqa: BLE001 - what the test looks for
        failures.append(f"{where}: apply({_short(bad)}) raised {type(exc).__name__}: {_short(str(exc))}")
        pos.renew()
    else:
        if not _is_legal(pos.state, bad):
            failures.append(f"{where}: apply accepted {_short(bad)}, which is not a legal action")
        pos.renew()


def _check_reasons(pos: _Position, bad, where: str, failures: list) -> None:
    """For a well-formed action, ``explain`` (the GUI's question: an int seat, a tuple of card
    codes, a zone) gives a reason, and so does ``why_illegal`` where ``apply`` asks it (a seat to
    move, the game not over). A malformed action never reaches them: ``apply`` refuses it first."""
    if bad.malformed() is not None:
        return
    st = pos.work
    calls = [("explain", lambda: st.explain(bad.seat, bad.cards, bad.target))]
    if not st.is_over() and bad.seat in st.to_move():
        calls.append(("why_illegal", lambda: st.why_illegal(bad)))
    for name, call in calls:
        try:
            reason = call()
        except Exception as exc:     # noqa: BLE001
            failures.append(f"{where}: {name}({_short(bad)}) raised {type(exc).__name__}: {_short(str(exc))}")
            pos.renew()
            continue
        if not isinstance(reason, Msg):
            failures.append(f"{where}: {name}({_short(bad)}) gave {_short(reason)}, not a reason")


def _check_json(game, pos: _Position, data, where: str, failures: list) -> None:
    try:
        action = game.action_from_json(data)
    except ValueError:
        return
    except Exception as exc:     # noqa: BLE001
        failures.append(f"{where}: action_from_json({_short(data)}) raised {type(exc).__name__}: {_short(str(exc))}")
        return
    _check_apply(pos, action, where + " (from JSON)", failures)


def fuzz(game_id: str) -> tuple[Counter, list[str]]:
    """Mutated actions tried (by path: "apply", "json") and every failure found, for one game."""
    game = GAMES[game_id]
    tried, failures = Counter(), []
    combos = {}
    for preset, seats in playable(game):
        combos.setdefault(preset, seats)
    rng = Rng(19)
    for preset, seats in combos.items():
        for state, legal in _positions(game_id, preset, seats, seed=19):
            pos = _Position(state)
            for action in _sample(legal, rng) or [game.action_class("pass", 0)]:
                assert action.malformed() is None, f"{game_id}: the legal {action} counts as malformed"
                where = f"{game_id}/{preset} {action.kind}"
                for field_name, bad in _mutants(action):
                    _check_apply(pos, bad, f"{where}.{field_name}", failures)
                    _check_reasons(pos, bad, f"{where}.{field_name}", failures)
                    tried["apply"] += 1
                for key, data in _json_mutants(action.to_json()):
                    _check_json(game, pos, data, f"{where} json.{key}", failures)
                    tried["json"] += 1
                if not pos.unchanged():
                    failures.append(f"{where}: a refused mutation of {_short(action)} changed the state")
                    pos.renew()
    return tried, failures


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_malformed_action_is_refused_with_a_reason_and_changes_nothing(game_id):
    tried, failures = fuzz(game_id)
    assert tried["apply"] > 1000 and tried["json"] > 500
    assert not failures, f"{len(failures)} of {sum(tried.values())} failed:\n" + "\n".join(failures[:25])


if __name__ == "__main__":      # the figures of issue 19: python -m tests.core.test_malformed_actions
    for gid in GAMES:
        counts, found = fuzz(gid)
        print(f"{gid}: {counts['apply']} mutated actions, {counts['json']} mutated JSON actions, "
              f"{len(found)} failures", flush=True)
        for f in found[:6]:
            print("   ", f[:240])
