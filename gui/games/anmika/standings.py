"""The standings of an Anmika session in the results dialog: each game's chips per player (rank
chips included: a game's result is its chips, 完全順位戦), its top marked, and each player's total
chips and mean place so far.

A session is the games played one after another with "Play the next game" (連勝祝儀 counts on).
Anmika's results carry no history of the earlier games, so they are read from the session's
finished saves (:func:`core.sessions.session_saves`); a save that no longer loads is left out and
said so under the table. The first game of a session shows no session table. The totals are of the games shown."""
from __future__ import annotations

import logging
from pathlib import Path

from core import saves, sessions

from ...dialogs.results import signed
from ...dialogs.standings_table import Standings, StandingsRow
from ...i18n import translate

_log = logging.getLogger(__name__)

#: (path, mtime_ns, size) → (digest, chips per seat, places best first): each save replayed once
_READ: dict[tuple[str, int, int], tuple[str, list[int], list[int]]] = {}


def _game_of(path: Path) -> tuple[str, list[int], list[int]] | None:
    """A finished Anmika save's digest, chips and places; None if it does not load as one."""
    try:
        st = path.stat()
        key = (str(path), st.st_mtime_ns, st.st_size)
    except OSError:
        return None
    if key not in _READ:
        try:
            loaded = saves.load_game(path)
        except saves.SaveError as exc:
            _log.info("session standings skip %s: %s", path.name, exc)
            return None
        if loaded.record.game != "anmika" or not loaded.finished:
            return None
        result = loaded.state.result()
        _READ[key] = (loaded.state.digest(), list(result.scores), list(result.ranking))
    return _READ[key]


def session_games(state, session: str | None) -> tuple[list[tuple[int, list[int], list[int]]], int]:
    """The (game number, chips, places) of every game of the session up to the finished ``state``
    (the last, saved or not; a game left out keeps its number), and how many of its saves were
    left out (gone bad since)."""
    games, left_out, number = [], 0, None
    paths = sessions.session_saves(session)
    for k, path in enumerate(paths, start=1):
        game = _game_of(path)
        if game is None or len(game[1]) != state.seats:
            left_out += 1
        elif game[0] == state.digest():
            number = k
        else:
            games.append((k, game[1], game[2]))
    result = state.result()
    games.append((number or len(paths) + 1, list(result.scores), list(result.ranking)))
    return games, left_out


def anmika_standings(state, names: list[str], session: str | None = None) -> Standings | None:
    """The session's standings after the finished ``state``; None for a game not over or the
    first game of its session."""
    if not state.is_over():
        return None
    games, left_out = session_games(state, session)
    if len(games) < 2:
        return None
    seats = range(state.seats)
    rows = [StandingsRow(translate("SessionStandings", "Game {n}").format(n=k), [signed(chips[s]) for s in seats], places[:1])
            for k, chips, places in games]
    totals = [StandingsRow(translate("SessionStandings", "Total chips"), [signed(sum(chips[s] for _, chips, _ in games)) for s in seats]),
              StandingsRow(translate("SessionStandings", "Mean place"),
                           [f"{sum(places.index(s) + 1 for _, _, places in games) / len(games):.1f}" for s in seats])]
    note = translate("SessionStandings", "Each game's chips, rank chips included; ★ marks each game's top.")
    if left_out:
        note += " " + translate("SessionStandings", "Games left out (their saves no longer load): {n}.").format(n=left_out)
    return Standings(translate("SessionStandings", "The session so far ({n} games)").format(n=len(games)),
                     translate("SessionStandings", "Game"), list(names), rows, totals, note=note)


__all__ = ["anmika_standings", "session_games"]
