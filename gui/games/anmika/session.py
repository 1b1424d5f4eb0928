"""Between two games of Anmika sanma: the next game with the same players and options, its
連勝祝儀 counting the top's games in a row."""
from __future__ import annotations

from core.engine import Rng
from core.registry import GAMES


def next_anmika_game(state):
    """The next Anmika game after the finished ``state``: the same seats and options, the top's
    streak (``top_streak``) carried for 連勝祝儀, a seed derived from this one."""
    options = dict(state.options.to_json())
    options["top_streak"] = list(state.result().detail["top_streak"])
    return GAMES["anmika"].new_state(state.seats, options, Rng(state.seed ^ 0x5EED).randbelow(2 ** 31) + 1)


def play_next_game(window, state, players, game_id: str | None = None) -> None:
    """The results dialog's "next game": the next Anmika game starts at once (same session id)."""
    window.start_game(next_anmika_game(state), list(players), game_id=game_id)
