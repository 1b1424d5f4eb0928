"""The conformance suite of design.md ("How a game proves itself"), run over every registered game.

For every game in ``core.registry.GAMES``, every preset, several seat counts from ``game.players``
and several seeds, a seeded random agent (``core.engine.Rng``, never Python's ``random``) plays
legal actions to the end. The playout is recorded once per case and then checked:

- ``legal_actions`` is non-empty for each seat in ``to_move()`` until ``is_over()``;
- ``apply`` on a clone equals ``apply`` on the original (digest and events), and leaves the
  original alone;
- every action and event round-trips through JSON (and the JSON is ``json.dumps``-able);
- replay from the record, also through JSON text, reproduces the final digest;
- a view never contains another seat's hidden cards: other seats' cards are placeholders, and
  moving the hidden cards among the other seats (counts kept) leaves the view unchanged;
- events redacted for a seat never reveal cards that seat may not see;
- points are conserved where the game is zero-sum, and the totals of ``State.conserved()``
  (points plus the table's deposits, chips) after every action;
- AI play (easy and normal seats beside random ones) keeps every invariant, checked in strict
  mode after each action (``core.soak``);
- an action from a seat not to move, or a made-up action, raises IllegalAction and changes
  nothing;
- ``result().ranking`` is a permutation of the seats.

Games keep their hidden cards in ``state.hands`` (one list per seat) and show them as
``view.data["hands"]``; a game that stores them differently adds an entry to ``HIDDEN_ZONES``.
"""
from __future__ import annotations

import dataclasses
import functools
import json
from dataclasses import dataclass, field

import pytest

from core.engine import HIDDEN, Action, Event, IllegalAction, Rng
from core.records import record_from_json, replay
from core.registry import GAMES
from core.soak import CAPS, Case, play

SEEDS = (1, 7, 2024)
MAX_STEPS = 5000
SAMPLE = 10          # positions per game for the checks that hash the state


def seat_counts(game) -> list[int]:
    """The smallest, a middle and the largest allowed seat count."""
    players = sorted(game.players)
    return sorted({players[0], players[len(players) // 2], players[-1]})


CASES = [pytest.param(gid, preset, seats, seed, id=f"{gid}-{preset}-{seats}p-seed{seed}")
         for gid, game in GAMES.items()
         for preset in game.presets
         for seats in seat_counts(game) if game.seats_problem(seats, game.presets[preset]) is None
         for seed in SEEDS]


# --- where each game keeps its hidden cards ---------------------------------------------------

def _hands(state) -> list[list]:
    return state.hands


def _set_hands(state, hands: list[list]) -> None:
    state.hands = hands
    if hasattr(state, "_legal_cache"):
        state._legal_cache = None


def _view_hands(view) -> list[list]:
    return view.data["hands"]


def _tile_hands(state) -> list[list]:
    """Mahjong games keep physical tiles; views show their tokens."""
    from core.games.riichi.actions import token
    return [[token(t) for t in h] for h in state.hands]


def _set_tile_hands(state, hands: list[list]) -> None:
    from collections import defaultdict

    from core.games.riichi.actions import token
    pool = defaultdict(list)
    for h in state.hands:
        for t in h:
            pool[token(t)].append(t)
    state.hands = [sorted(pool[tok].pop() for tok in h) for h in hands]


#: game id -> (hands of a state, replace the hands of a state, hands shown in a view)
HIDDEN_ZONES: dict[str, tuple] = {"riichi": (_tile_hands, _set_tile_hands, _view_hands),
                                  "anmika": (_tile_hands, _set_tile_hands, _view_hands),
                                  "hero_mahjong": (_tile_hands, _set_tile_hands, _view_hands)}
#: game id -> options laid over every preset, so that random play ends (core.soak's caps)
PLAYOUT_OPTIONS: dict[str, dict] = CAPS
DEFAULT_ZONES = (_hands, _set_hands, _view_hands)


def zones(game_id: str) -> tuple:
    return HIDDEN_ZONES.get(game_id, DEFAULT_ZONES)


# --- one recorded playout per case -------------------------------------------------------------

@dataclass
class Step:
    """One decision: the state before it (a private clone), the action, and what it caused."""

    before: object
    action: Action
    events: list


@dataclass
class Playout:
    game_id: str
    initial: object
    steps: list = field(default_factory=list)
    final: object = None
    stuck: str = ""          # why the playout could not go on (an invariant already failed)


def _agent_pick(rng: Rng, state) -> Action | None:
    seats = state.to_move()
    if not seats:
        return None
    seat = seats[rng.randbelow(len(seats))]
    legal = state.legal_actions(seat)
    if not legal:
        return None
    return legal[rng.randbelow(len(legal))]


@functools.lru_cache(maxsize=None)
def playout(game_id: str, preset: str, seats: int, seed: int) -> Playout:
    """Seeded random legal play to the end (cached: every check below reads the same game)."""
    game = GAMES[game_id]
    options = {**game.presets[preset].to_json(), **PLAYOUT_OPTIONS.get(game_id, {})}
    state = game.new_state(seats=seats, options=options, seed=seed)
    rec = Playout(game_id, state.clone())
    rng = Rng(seed * 1_000_003 + seats)
    while not state.is_over():
        if len(rec.steps) >= MAX_STEPS:
            rec.stuck = f"no end after {MAX_STEPS} actions"
            break
        action = _agent_pick(rng, state)
        if action is None:
            rec.stuck = f"nobody can act: to_move={state.to_move()}"
            break
        before = state.clone()
        events = state.apply(action)
        rec.steps.append(Step(before, action, events))
    rec.final = state
    return rec


def start_events(state) -> list:
    """Events of the deal and set-up, if the game exposes them."""
    return list(getattr(state, "start_events", []))


def all_events(p: Playout) -> list:
    return start_events(p.initial) + [e for s in p.steps for e in s.events]


def states(p: Playout) -> list:
    """Every position of the game, the final one included."""
    return [s.before for s in p.steps] + [p.final]


def sampled(p: Playout, k: int = SAMPLE) -> list[int]:
    """About ``k`` step indices spread over the game, the first and the last included (a digest
    hashes the whole action history, so hashing every position of every game would be slow)."""
    n = len(p.steps)
    if n <= k:
        return list(range(n))
    return sorted({round(i * (n - 1) / (k - 1)) for i in range(k)})


# --- the checks ----------------------------------------------------------------------------------

@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_random_play_reaches_the_end(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    assert not p.stuck, p.stuck
    assert p.final.is_over()
    assert p.final.to_move() == ()


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_legal_actions_non_empty_for_every_seat_to_move_until_over(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    for i, st in enumerate(states(p)):
        if st.is_over():
            assert st.to_move() == (), f"position {i}: over, yet seats to move"
            continue
        assert st.to_move(), f"position {i}: not over, yet nobody to move"
        for seat in st.to_move():
            assert st.legal_actions(seat), f"position {i}: seat {seat} is to move with no legal action"


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_conserved_totals_never_change(game_id, preset, seats, seed):
    """Points plus the table's deposits (and chips) move, never appear or vanish (State.conserved)."""
    p = playout(game_id, preset, seats, seed)
    totals = p.initial.conserved()
    for i, st in enumerate(states(p)[1:]):
        assert st.conserved() == totals, f"after action {i + 1} ({p.steps[i].action}): {st.conserved()} != {totals}"


AI_CASES = [pytest.param(gid, preset, seats, id=f"{gid}-{preset}-{seats}p")
            for gid, game in GAMES.items() for preset in game.presets for seats in seat_counts(game)
            if game.seats_problem(seats, game.presets[preset]) is None]


@pytest.mark.parametrize("game_id, preset, seats", AI_CASES)
def test_ai_play_keeps_every_invariant(game_id, preset, seats):
    """AI seats (easy and normal, each seeing only its view) beside random ones, every action in
    strict mode: every seat to move has a legal action, totals are conserved, the game ends."""
    levels = tuple(("normal", "easy", None)[s % 3] for s in range(seats))
    n, problem = play(Case(game_id, preset, seats, SEEDS[0], levels))
    assert not problem, problem
    assert n > 0


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_apply_on_a_clone_equals_apply_on_the_original(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    positions = states(p)
    for i, step in enumerate(p.steps):      # the events of every step
        assert step.before.clone().apply(step.action) == step.events, f"step {i}: clone produced other events"
    for i in sampled(p):                    # the full state of a sample of steps
        step = p.steps[i]
        original = step.before.clone()
        digest = original.digest()
        twin = original.clone()
        events = twin.apply(step.action)
        assert events == step.events
        assert twin.digest() == positions[i + 1].digest(), f"step {i}: clone diverged"
        assert original.digest() == digest, f"step {i}: applying to a clone changed the original"


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_actions_round_trip_through_json(game_id, preset, seats, seed):
    game = GAMES[game_id]
    p = playout(game_id, preset, seats, seed)
    for step in p.steps:
        for a in step.before.legal_actions(step.action.seat):
            data = a.to_json()
            assert game.action_from_json(data) == a
            assert game.action_from_json(json.loads(json.dumps(data))) == a


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_events_round_trip_through_json_also_redacted(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    for e in all_events(p):
        assert isinstance(e, Event)
        for seen in [e] + [e.redacted(s) for s in range(seats)]:
            data = seen.to_json()
            assert Event.from_json(data) == seen
            assert Event.from_json(json.loads(json.dumps(data))) == seen


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_views_are_json(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    for st in states(p)[::5] + [p.final]:
        for seat in [None, *range(seats)]:
            v = st.view(seat)
            assert v.seat == seat and v.game == game_id
            json.dumps(v.to_json())


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_replay_from_the_record_reproduces_the_final_state(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    rec = p.final.record()
    assert rec.game == game_id and rec.seats == seats and rec.seed == seed
    assert list(rec.actions) == [s.action for s in p.steps]
    assert replay(rec).digest() == p.final.digest()
    data = rec.to_json()
    assert {"format", "version", "game", "options", "seats", "seed", "actions"} <= set(data)
    again = record_from_json(json.loads(json.dumps(data)))
    assert again == rec
    replayed = replay(again)
    assert replayed.digest() == p.final.digest()
    assert replayed.is_over()
    assert replayed.result() == p.final.result()


@pytest.mark.parametrize("game_id", list(GAMES))
def test_corrupt_or_foreign_records_are_refused_clearly(game_id):
    p = playout(game_id, "default", seat_counts(GAMES[game_id])[0], SEEDS[0])
    data = p.final.record().to_json()
    for bad in ({**data, "format": "something-else"}, {**data, "version": 99}, {**data, "game": "no_such_game"},
                {**data, "seats": "four"}, {**data, "seed": -1}, {**data, "actions": "none"},
                {**data, "actions": [{"kind": "play"}]}, [], "text"):
        with pytest.raises(ValueError):
            record_from_json(bad)
    tampered = record_from_json({**data, "actions": data["actions"][1:]})      # first move missing
    with pytest.raises((IllegalAction, ValueError)):
        replay(tampered)


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_view_never_contains_another_seats_hidden_cards(game_id, preset, seats, seed):
    get_hands, set_hands, view_hands = zones(game_id)
    p = playout(game_id, preset, seats, seed)
    positions = states(p)
    for i in sampled(p, 40) + [len(positions) - 1]:
        st = positions[i]
        hands = get_hands(st)
        assert view_hands(st.view(None)) == [list(h) for h in hands]     # review: all open
        for seat in range(seats):
            view = st.view(seat)
            shown = view_hands(view)
            assert shown[seat] == list(hands[seat]), f"position {i}: seat {seat} does not see its own hand"
            for other in range(seats):
                if other != seat:
                    assert len(shown[other]) == len(hands[other])
                    assert all(c == HIDDEN for c in shown[other]), \
                        f"position {i}: view({seat}) shows cards of seat {other}: {shown[other]}"
            # Move the other seats' cards round among them (counts kept): the view must not change.
            others = [s for s in range(seats) if s != seat]
            pool = [c for s in others for c in hands[s]]
            if len(set(pool)) < 2:
                continue
            pool = pool[1:] + pool[:1]
            swapped = [list(h) for h in hands]
            k = 0
            for s in others:
                n = len(hands[s])
                swapped[s] = pool[k:k + n]
                k += n
            twin = st.clone()
            set_hands(twin, swapped)
            assert twin.view(seat).to_json() == view.to_json(), \
                f"position {i}: view({seat}) changed when the other seats' hidden cards moved"


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_redacted_events_never_reveal_cards_to_a_seat_not_allowed(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    for e in all_events(p):
        assert e.redacted(None) == e
        for seat in range(seats):
            seen = e.redacted(seat)
            if e.visible_to is None or seat in e.visible_to:
                assert seen == e
                continue
            assert len(seen.cards) == len(e.cards)
            assert all(c == HIDDEN for c in seen.cards), f"{e.kind} shows {seen.cards} to seat {seat}"
            text = json.dumps(seen.to_json())
            for c in set(e.cards) - {HIDDEN}:
                assert json.dumps(c) not in text, f"{e.kind} leaks {c} to seat {seat}: {text}"


ZERO_SUM_CASES = [c for c in CASES if GAMES[c.values[0]].zero_sum]


@pytest.mark.parametrize("game_id, preset, seats, seed", ZERO_SUM_CASES)
def test_points_are_conserved_in_zero_sum_games(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    start = sum(p.initial.result().scores)           # 0, or the points every seat starts with
    assert sum(p.final.result().scores) == pytest.approx(start)


def _expect_illegal(state, action) -> None:
    """``action`` is refused with a reason a person can read (callers check the digest)."""
    moves = len(state.actions)
    with pytest.raises(IllegalAction) as info:
        state.apply(action)
    assert info.value.reason.english()
    assert len(state.actions) == moves, f"{action} was recorded although it was refused"


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_illegal_actions_raise_and_change_nothing(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    for i in sampled(p, 10):
        step = p.steps[i]
        st = step.before.clone()
        digest = st.digest()
        to_move = st.to_move()
        legal = st.legal_actions(step.action.seat)
        # an action from a seat that is not to move
        for seat in range(seats):
            if seat not in to_move:
                _expect_illegal(st, dataclasses.replace(step.action, seat=seat))
        _expect_illegal(st, dataclasses.replace(step.action, seat=seats + 3))
        # made-up actions from the seat to move
        _expect_illegal(st, Action("no_such_action", step.action.seat))
        made_up = dataclasses.replace(step.action, target="no_such_zone")
        if made_up not in legal:
            _expect_illegal(st, made_up)
        _expect_illegal(st, "play")            # not an action at all
        assert st.digest() == digest, f"step {i}: a refused action changed the state"
        assert st.apply(step.action) == step.events      # and the real move still works
    end = p.final.clone()
    digest = end.digest()
    _expect_illegal(end, p.steps[-1].action)     # the game is over
    assert end.digest() == digest


def _bogus_card_cases():
    """One case per game (the bug, if any, does not depend on the preset or the seat count)."""
    out = []
    for gid, game in GAMES.items():
        out.append(pytest.param(gid, "default", seat_counts(game)[-1], SEEDS[0], id=gid))
    return out


@pytest.mark.parametrize("game_id, preset, seats, seed", _bogus_card_cases())
def test_made_up_card_codes_are_illegal_not_a_crash(game_id, preset, seats, seed):
    """A client may send anything, e.g. the face-down placeholder: a clear refusal, no crash."""
    p = playout(game_id, preset, seats, seed)
    for step in p.steps[:10]:
        st = step.before.clone()
        digest = st.digest()
        for a in st.legal_actions(step.action.seat):
            if a.cards:
                for bogus in (HIDDEN, "Zz", ""):
                    _expect_illegal(st, dataclasses.replace(a, cards=(bogus,) * len(a.cards)))
                    assert st.explain(a.seat, (bogus,), a.target).english()
                break
        assert st.digest() == digest


@pytest.mark.parametrize("game_id, preset, seats, seed", CASES)
def test_result_ranking_is_a_permutation_of_the_seats(game_id, preset, seats, seed):
    p = playout(game_id, preset, seats, seed)
    res = p.final.result()
    assert sorted(res.ranking) == list(range(seats))
    assert len(res.scores) == seats


@pytest.mark.parametrize("game_id", list(GAMES))
def test_game_metadata_follows_the_protocol(game_id):
    game = GAMES[game_id]
    assert game.id == game_id
    assert game.title and game.players and all(isinstance(n, int) for n in game.players)
    assert "default" in game.presets
    assert game.make_options(None) == game.presets["default"]
    for name, opts in game.presets.items():
        assert json.dumps(opts.to_json())
        assert game.make_options(opts.to_json()) == opts
    # the same seed deals the same game; the state is its own digest
    a = game.new_state(seats=game.players[0], options=None, seed=5)
    b = game.new_state(seats=game.players[0], options=None, seed=5)
    assert a.digest() == b.digest()
    assert a.clone().digest() == a.digest()
