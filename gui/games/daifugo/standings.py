"""The standings of a 《ルール追加》 session in the results dialog: each game's places, the rules
its winners added after it, and each player's total points and mean place so far.

Everything comes from the finished game: its options carry the session's ``history`` (the places
of every earlier game) and every rule added (``after_game``: after which game, ``by``: whose), its
result the places of this game. An older save without a history shows no session table."""
from __future__ import annotations

from core.games.daifugo.describe import numbered_title

from ...dialogs.standings_table import Standings, StandingsRow
from ...i18n import translate, tr_msg
from ...log_text import ordinal

CTX = "SessionStandings"


def session_places(state) -> list[list[int]]:
    """The places (seats, best first) of every game of the session up to the finished ``state``."""
    return [list(p) for p in state.options.get("history", [])] + [list(state.result().ranking)]


def game_points(places: list[int], seats: int) -> list[int]:
    """A game's points per seat, as its result counts them: n−1 for the 1st … 0 for the last."""
    points = [0] * seats
    for i, seat in enumerate(places):
        points[seat] = seats - 1 - i
    return points


def rules_added_after(rules: list[dict], game: int, names: list[str]) -> str:
    """The rules added after game ``game`` (1-based), each with its adder: "#3 Eight cut (Ann)"."""
    texts = []
    for rule in rules:
        if rule.get("after_game") != game:
            continue
        title = tr_msg(numbered_title(rule))
        by = rule.get("by")
        texts.append(translate("SessionStandings", "{rule} ({name})").format(rule=title, name=names[by])
                     if isinstance(by, int) and 0 <= by < len(names) else title)
    return "\n".join(texts)


def mean_place(places: list[list[int]], seat: int) -> str:
    """The seat's mean place over the games, one decimal ("1.5")."""
    found = [p.index(seat) + 1 for p in places if seat in p]
    return f"{sum(found) / len(found):.1f}" if found else "–"


def session_standings(state, names: list[str], session: str | None = None) -> Standings | None:
    """The session's standings after the finished ``state``; None for the first game of a
    session (the final standings already show it) or a game not over."""
    if not state.is_over() or not state.options.get("history"):
        return None
    games = session_places(state)
    rules = list(state.options.get("rules", []))
    rows = []
    for k, places in enumerate(games, start=1):
        cells = [ordinal(places.index(s) + 1) if s in places else "–" for s in range(state.seats)]
        rows.append(StandingsRow(translate("SessionStandings", "Game {n}").format(n=k), cells, places[:1],
                                 rules_added_after(rules, k, names)))
    totals = [sum(game_points(p, state.seats)[s] for p in games) for s in range(state.seats)]
    total_rows = [StandingsRow(translate("SessionStandings", "Total points"), [f"{t:,}" for t in totals]),
                  StandingsRow(translate("SessionStandings", "Mean place"), [mean_place(games, s) for s in range(state.seats)])]
    return Standings(translate("SessionStandings", "The session so far ({n} games)").format(n=len(games)),
                     translate("SessionStandings", "Game"), list(names), rows, total_rows, extra=translate("SessionStandings", "Rules added after it"),
                     note=translate("SessionStandings", "Points per game: {top} for the 1st down to 0 for the last; "
                                         "★ marks each game's winner.").format(top=state.seats - 1))
