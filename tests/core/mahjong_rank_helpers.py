"""Checks shared by the mahjong games' rank tests: every legal action ranked once, best first,
the choice is the top of the ranking, and the agents see views only (other hands hidden)."""
from __future__ import annotations

from core.ai import make_agent
from core.engine import HIDDEN, View
from core.registry import GAMES


def check_rank(game_id: str, seats: int, options=None, seed: int = 5, decisions: int = 80,
               levels=("easy", "normal", "strong")) -> set:
    """Play a seeded game with one seat of each level (the rest normal) and check, for the
    first ``decisions`` choices with more than one legal action: the ranking holds every legal
    action once, values do not increase, each has a reason, and ``choose`` plays ``rank()[0]``.
    Returns the action kinds checked."""
    game = GAMES[game_id]
    state = game.new_state(seats, options, seed)
    seat_levels = [levels[s % len(levels)] for s in range(seats)]
    agents = [make_agent(game_id, lv, seed * 11 + s) for s, lv in enumerate(seat_levels)]
    twins = [make_agent(game_id, lv, seed * 11 + s) for s, lv in enumerate(seat_levels)]
    kinds, checked = set(), 0
    while not state.is_over() and checked < decisions:
        seat = state.to_move()[0]
        view, legal = state.view(seat), state.legal_actions(seat)
        assert isinstance(view, View) and view.seat == seat
        for other, hand in enumerate(view.data["hands"]):
            if other != seat:
                assert all(t == HIDDEN for t in hand), "an agent must not see another seat's hand"
        if len(legal) > 1:
            ranked = twins[seat].rank(view, legal)
            assert sorted(map(repr, (c.action for c in ranked))) == sorted(map(repr, legal))
            values = [c.value for c in ranked]
            assert values == sorted(values, reverse=True)
            assert all(c.reason is not None and c.reason.context == "ai" for c in ranked)
            action = agents[seat].choose(view, legal)
            assert action == ranked[0].action, (seat_levels[seat], action, ranked[:3])
            kinds.add(action.kind)
            checked += 1
        else:
            action = agents[seat].choose(view, legal)
        state.apply(action)
    return kinds
