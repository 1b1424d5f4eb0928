"""The engine's invariants under long seeded play (``core.soak``), a sample of the 2,000-games-a-game
run (``python -m core.soak --games 2000``): every seat to move has a legal action, the totals of
``State.conserved()`` never change, every game ends and ranks every seat.

The sample is sized to about two minutes a game on the 2-core CI machine (``GAMES``, measured
with ``python -m core.soak --game G --games N``); seeds start past the conformance suite's.
"""
from __future__ import annotations

import pytest

from core.registry import GAMES
from core.soak import cases, playable, soak

#: games per game id in the CI sample (random and AI seats, every preset and seat count)
GAMES_PER_GAME = {"daifugo": 2000, "indian_rummy": 600, "wild_rummy": 500, "riichi": 500,
                  "anmika": 1200, "hero_mahjong": 400}


def test_the_sample_covers_every_preset_and_seat_count_with_random_and_ai_seats():
    for gid, game in GAMES.items():
        sample = cases(gid, GAMES_PER_GAME[gid], 10_000, 0.5, ("easy", "normal"))
        assert {(c.preset, c.seats) for c in sample} == set(playable(game))
        assert any(any(c.levels) for c in sample) and any(not any(c.levels) for c in sample)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", list(GAMES))
def test_seeded_games_keep_every_invariant(game_id):
    tally = soak(game_id, GAMES_PER_GAME[game_id], seed=10_000)
    assert tally.games == GAMES_PER_GAME[game_id]
    assert not tally.violations, "\n".join(tally.violations[:10])
