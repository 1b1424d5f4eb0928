"""Indian Rummy matches (spec §9, §10): rounds, the deal passing counter-clockwise, the chip
ledger, and the India formats (points, pool 101/201 with elimination and rejoin, deals with the
tie broken by a further deal). Every preset is played to the end."""
from __future__ import annotations

import pytest

from core.engine import Action, Rng
from core.games.indian_rummy.match import MAX_POOL_ROUNDS, Match, match_format
from core.registry import GAMES

GAME = GAMES["indian_rummy"]


def play_out(state, seed: int = 0, limit: int = 5000) -> list:
    """Random legal play to the end; returns every event."""
    rng = Rng(seed)
    events = list(state.start_events)
    steps = 0
    while not state.is_over():
        assert steps < limit, "no end"
        legal = state.legal_actions(state.to_move()[0])
        events += state.apply(legal[rng.randbelow(len(legal))])
        steps += 1
    return events


def options(preset: str, **changes) -> dict:
    return {**GAME.presets[preset].to_json(), **changes}


# --- every preset to the end -------------------------------------------------------------------

@pytest.mark.parametrize("preset, seats", [(p, n) for n in (2, 4, 7, 10) for p in GAME.presets
                                           if GAME.seats_problem(n, GAME.presets[p]) is None])
def test_a_match_of_every_preset_is_played_to_the_end(preset, seats):
    state = GAME.new_state(seats, GAME.presets[preset], seed=seats)
    events = play_out(state, seed=seats)
    assert events[-1].kind == "match_ended"
    res = state.result()
    assert sorted(res.ranking) == list(range(seats))
    assert events[-1].info["ranking"] == res.ranking
    if state.match.format != "pool":               # chips are zero-sum
        start = 80 * state.options["deals_count"] if state.match.format == "deals" else state.options["starting_chips"]
        assert sum(res.scores) == start * seats
        assert res.ranking == sorted(range(seats), key=lambda s: (-res.scores[s], s))


def test_the_presets_have_the_values_of_the_spec():
    p = GAME.presets
    assert GAME.preset_labels["default"] == "Japan (the seed)"
    assert set(p) == {"default", "india_points", "india_pool_101", "india_pool_201", "india_deals"}
    seed = p["default"]
    assert (seed["pack_penalty_first"], seed["pack_penalty_later"], seed["max_count"], seed["starting_chips"]) == \
        (10, 40, 0, 200)
    assert seed["loser_count_rule"] == "seed_three_tier" and seed["direction"] == "counter_clockwise"
    india = p["india_points"]
    assert (india["pack_penalty_first"], india["pack_penalty_later"], india["max_count"], india["rounds"]) == \
        (20, 40, 80, 1)
    assert india["invalid_declaration"] == "penalty_80" and india["cut_joker_in_stock"] is False
    assert p["india_pool_201"]["pack_penalty_first"] == 25 and p["india_pool_201"]["pack_penalty_later"] == 50
    assert (p["india_pool_101"]["pool_limit"], p["india_pool_201"]["pool_limit"]) == (101, 201)
    assert p["india_deals"]["deals_count"] == 2
    assert [match_format(p[k]) for k in p] == ["rounds", "points", "pool", "pool", "deals"]


def test_pool_and_deals_exclude_each_other():
    from core.engine import OptionError
    with pytest.raises(OptionError):
        GAME.make_options({"pool_limit": 101, "deals_count": 2})
    with pytest.raises(OptionError):
        GAME.make_options({"pool_rejoins": 1})              # needs a pool


# --- rounds and the dealer -----------------------------------------------------------------------

def test_one_round_per_player_and_the_dealer_passes_counter_clockwise():
    state = GAME.new_state(5, None, seed=21)
    events = play_out(state, seed=21)
    started = [e for e in events if e.kind == "round_started"]
    assert [e.info["round"] for e in started] == [1, 2, 3, 4, 5]
    dealers = [e.info["dealer"] for e in started]
    ring = state.ring                                  # the table the seating draw made
    assert all(ring.index(b) == (ring.index(a) - 1) % 5 for a, b in zip(dealers, dealers[1:]))
    assert state.view(0)["rounds"] == 5


def test_when_everybody_has_dealt_the_seats_are_drawn_again():
    state = GAME.new_state(3, {"rounds": 5}, seed=6)
    events = play_out(state, seed=6)
    between = [e.kind for e in events if e.kind in ("seat_drawn", "dealer_passed")]
    assert between == ["seat_drawn", "dealer_passed", "dealer_passed", "seat_drawn", "dealer_passed"]
    starts = [i for i, e in enumerate(events) if e.kind == "round_started"]
    chosen = [e.info["dealer"] for e in events if e.kind == "dealer_chosen"]
    assert len(starts) == 5 and len(chosen) == 2
    assert events[starts[3]].info["dealer"] == chosen[1]


def test_dealer_passes_clockwise_with_the_option():
    state = GAME.new_state(4, {"direction": "clockwise", "rounds": 3}, seed=2)
    dealers = [e.info["dealer"] for e in play_out(state, seed=2) if e.kind == "round_started"]
    ring = state.ring
    assert all(ring.index(b) == (ring.index(a) + 1) % 4 for a, b in zip(dealers, dealers[1:])) and len(dealers) == 3


def test_a_void_round_counts_as_a_round_and_nobody_pays():
    state = GAME.new_state(2, {"rounds": 2, "seat_draw": False}, seed=4)
    chips = list(state.match.ledger)
    seat = state.turn
    state.stock = state.stock[:1]                     # only the cut-joker card left
    state._changed()
    state.apply(Action("draw_stock", seat, (), "hand"))
    card = state.hands[seat][0]
    assert not any(a.kind == "declare" for a in state.legal_actions(seat))
    events = state.apply(Action("discard", seat, (card,), "discard"))
    assert [e.kind for e in events][1:3] == ["round_void", "dealer_passed"]
    assert state.match.ledger == chips and state.match.round_no == 2


# --- pool --------------------------------------------------------------------------------------

def pool(limit=101, rejoin=False, seats=3) -> Match:
    return Match(seats, GAME.make_options({"pool_limit": limit, "pool_rejoins": int(rejoin)}))


def test_pool_counts_add_up_and_reaching_the_limit_eliminates():
    m = pool()
    m.round_no = 1
    assert m.book([60, -20, -40], [0, 20, 40]) == [0, 20, 40]
    m.ledger = [0, 100, 101]
    assert m.eliminate() == [("eliminated", 2, 101)]
    assert m.in_play() == [0, 1] and not m.finished()
    m.round_no = 2
    m.ledger[1] = 130
    m.eliminate()
    assert m.finished() and m.end_reason == "last_player"
    assert m.ranking() == [0, 1, 2]                   # the last eliminated ranks above the first
    assert m.scores() == [0, -130, -101]


def test_pool_rejoin_offered_once_while_nobody_is_above_79_with_the_highest_score_plus_one():
    m = pool(rejoin=True)
    m.ledger = [40, 79, 120]
    assert m.eliminate() == [("rejoin_offered", 2, 80)]
    assert m.answer(2, True) == ("rejoined", 2, 80) and m.ledger[2] == 80
    m.ledger[2] = 150
    assert m.eliminate() == [("eliminated", 2, 150)]  # only once
    m = pool(rejoin=True)
    m.ledger = [40, 80, 120]
    assert m.eliminate() == [("eliminated", 2, 120)]  # somebody is above 79
    m = pool(limit=201, rejoin=True)
    m.ledger = [40, 174, 220]
    assert m.eliminate() == [("rejoin_offered", 2, 175)]
    assert m.answer(2, False) == ("eliminated", 2, 220) and m.out == [2]


def test_pool_safeguard_ends_after_the_maximum_rounds_ranked_by_the_lowest_score():
    m = pool()
    m.round_no = MAX_POOL_ROUNDS
    m.ledger = [50, 10, 30]
    assert m.finished() and m.end_reason == "safeguard"
    assert m.ranking() == [1, 2, 0]


def test_pool_match_ends_when_one_player_is_left():
    state = GAME.new_state(4, GAME.presets["india_pool_101"], seed=3)
    events = play_out(state, seed=3)
    assert events[-1].info["reason"] == "last_player"
    assert len(state.match.in_play()) == 1
    assert state.result().ranking[0] == state.match.in_play()[0]
    assert {e.kind for e in events} >= {"eliminated"}
    assert state.view(0)["scores_label"] == "points" and state.view(0)["rounds"] is None


# --- deals ---------------------------------------------------------------------------------------

def test_deals_start_with_80_chips_per_deal():
    m = Match(3, GAME.make_options({"deals_count": 3}))
    assert m.ledger == [240, 240, 240] and m.rounds_total == 3


def test_deals_a_tie_for_the_most_chips_is_broken_by_a_further_deal():
    m = Match(3, GAME.make_options({"deals_count": 2}))
    m.round_no = 2
    m.ledger = [200, 200, 80]
    assert not m.finished() and m.extra_deals == 1 and m.rounds_shown() == 3
    m.round_no = 3
    m.ledger = [230, 170, 80]
    assert m.finished() and m.end_reason == "rounds"
    assert m.ranking() == [0, 1, 2]


def test_the_chip_ledger_may_go_negative():
    m = Match(2, GAME.make_options(None))
    m.book([-250, 250], [250, 0])
    assert m.ledger == [-50, 450]
