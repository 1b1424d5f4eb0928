"""The results dialog of a game in a session or a match of rounds shows the standings across its
games or rounds: daifugō's session game by game (places, rules added, totals), the rummies' match
round by round (what each round paid, the running totals, the round's winner marked)."""
from __future__ import annotations

import importlib

from PySide6.QtWidgets import QLabel, QTableWidget

from core.registry import GAMES
from gui.players import Player


def _results(qtbot, monkeypatch, window, state, names, session=None):
    """The results dialog the main window opens at ``state``'s end (not run modally)."""
    from types import SimpleNamespace

    import gui.dialogs.results as results

    shown = []
    monkeypatch.setattr(results.ResultsDialog, "exec", lambda self: shown.append(self) or 0)
    monkeypatch.setattr(window, "_no_dialogs", False)
    saved = window.controller
    window.controller = SimpleNamespace(state=state, names=names, players=[], game_id=session,
                                        autosave_enabled=session is not None)
    try:
        window._finished(state.result())
    finally:
        window.controller = saved
    qtbot.addWidget(shown[0])
    return shown[0]


def _cells(dialog) -> list[list[str]]:
    table = dialog.findChild(QTableWidget, "standings_table")
    assert table is not None, "the results show no standings across games or rounds"
    head = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    return [head] + [[table.item(r, c).text() for c in range(table.columnCount())] for r in range(table.rowCount())]


def _ai_played(game_id, seats, options, seed, level="easy"):
    """A match played to its end by the game's own AI (seeded)."""
    ai = importlib.import_module(f"core.games.{game_id}.ai")
    state = GAMES[game_id].new_state(seats, options, seed)
    agents = [ai.make(level, seed + s) for s in range(seats)]
    while not state.is_over():
        seat = state.to_move()[0]
        state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))
    return state


def _rounds_by_hand(state, change, totals):
    """Each round of ``state``'s match, by replaying its record and reading the state whenever a
    round was scored: (winner, change per seat, totals after it)."""
    replay = GAMES[state.game.id].new_state(state.seats, state.options, state.seed)
    found = []
    for action in state.actions:
        before = replay.last_result
        replay.apply(action)
        if replay.last_result is not before and replay.last_result is not None:
            r = replay.last_result
            winner = None if r["void"] else r.get("winner", r.get("declarer"))
            found.append((winner, list(change(r)), list(totals(replay))))
    return found


def _expected_rows(rounds, names):
    rows = []
    for k, (winner, change, totals) in enumerate(rounds, start=1):
        cells = []
        for s in range(len(names)):
            sign = "+" if change[s] > 0 else ("\u2212" if change[s] < 0 else "")
            total = f"\u2212{-totals[s]:,}" if totals[s] < 0 else f"{totals[s]:,}"
            cells.append(("\u2605 " if s == winner else "") + f"{sign}{abs(change[s]):,} \u2192 {total}")
        rows.append([f"Round {k}" if winner is not None else f"Round {k} (void)"] + cells)
    return rows


def test_the_second_game_of_a_daifugo_session_shows_both_games_places_and_the_totals(qtbot, monkeypatch, window):
    from core.engine import Rng

    names = ["Ann", "Bo", "Cy", "Di"]
    ai = [Player(n, "ai", "easy") for n in names]
    first, rng = GAMES["daifugo"].new_state(4, {"speed": 2}, 3), Rng(3)
    while not first.is_over():                 # the first game, played with core
        first.apply(rng.choice(first.legal_actions(first.to_move()[0])))
    window.play_next_game(first, ai)            # the winners add rules, the window starts game 2
    second = window.controller.state
    qtbot.waitUntil(second.is_over, timeout=20000)

    dialog = _results(qtbot, monkeypatch, window, second, names)
    rows = _cells(dialog)
    assert rows[0] == ["Game"] + names + ["Rules added after it"]
    ordinal = {1: "1st", 2: "2nd", 3: "3rd", 4: "4th"}
    for k, game in enumerate((first, second), start=1):
        places = game.result().ranking
        expect = [("\u2605 " if places[0] == s else "") + ordinal[places.index(s) + 1] for s in range(4)]
        assert rows[k][:5] == [f"Game {k}"] + expect
    added = [r for r in second.options["rules"] if r.get("after_game") == 1]
    assert len(added) == 2 and all(f"#{r['instance']}" in rows[1][5] and names[r["by"]] in rows[1][5] for r in added)
    points = [sum(3 - g.result().ranking.index(s) for g in (first, second)) for s in range(4)]
    means = [f"{sum(g.result().ranking.index(s) + 1 for g in (first, second)) / 2:.1f}" for s in range(4)]
    assert rows[3][:5] == ["Total points"] + [str(p) for p in points]
    assert rows[4][:5] == ["Mean place"] + means
    assert "2 games" in dialog.findChild(QLabel, "standings_title").text()


def test_the_first_game_of_a_session_or_an_older_save_shows_no_session_table(qtbot, monkeypatch, window):
    from core.engine import Rng

    state, rng = GAMES["daifugo"].new_state(4, {"speed": 2}, 5), Rng(5)
    while not state.is_over():
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
    dialog = _results(qtbot, monkeypatch, window, state, ["Ann", "Bo", "Cy", "Di"])
    assert dialog.findChild(QTableWidget, "standings_table") is None
    assert dialog.findChild(QTableWidget, "results_table").rowCount() == 4


def test_a_wild_rummy_match_shows_each_round_paid_and_the_running_totals(qtbot, monkeypatch, window):
    names = ["Ann", "Bo", "Cy"]
    state = _ai_played("wild_rummy", 3, None, 2)
    rounds = _rounds_by_hand(state, lambda r: r["payments"], lambda st: st.totals)
    assert len(rounds) == 3 and any(w is not None for w, _c, _t in rounds)
    rows = _cells(_results(qtbot, monkeypatch, window, state, names))
    assert rows[0] == ["Round"] + names
    assert rows[1:4] == _expected_rows(rounds, names)
    wins = [sum(1 for w, _c, _t in rounds if w == s) for s in range(3)]
    assert rows[4] == ["Rounds won"] + [str(w) for w in wins]


def test_an_indian_rummy_match_shows_each_round_paid_and_the_chips_held(qtbot, monkeypatch, window):
    names = ["Ann", "Bo", "Cy"]
    state = _ai_played("indian_rummy", 3, None, 3)
    rounds = _rounds_by_hand(state, lambda r: r["ledger"], lambda st: st.match.ledger)
    assert len(rounds) == 3 and all(w is not None for w, _c, _t in rounds)
    dialog = _results(qtbot, monkeypatch, window, state, names)
    rows = _cells(dialog)
    assert rows[1:4] == _expected_rows(rounds, names)
    assert rows[1][1:] != ["0 \u2192 200"] * 3
    assert "chips" in dialog.findChild(QLabel, "standings_note").text()


def test_a_pool_match_shows_the_points_added_and_who_is_out(qtbot, monkeypatch, window):
    names = ["Ann", "Bo", "Cy"]
    state = _ai_played("indian_rummy", 3, {"pool_limit": 101}, 4)
    rounds = _rounds_by_hand(state, lambda r: r["ledger"], lambda st: st.match.ledger)
    dialog = _results(qtbot, monkeypatch, window, state, names)
    rows = _cells(dialog)
    first_out = state.match.out[0]
    out_after = state.match.out_round[first_out]
    assert len(rows) - 2 == len(rounds)
    assert rows[out_after][1 + first_out] != "out"            # the round that put the player out
    if out_after < len(rounds):
        assert rows[out_after + 1][1 + first_out] == "out"
    assert "pool score" in dialog.findChild(QLabel, "standings_note").text()


def _anmika_session(games: int, seed: int = 1):
    """``games`` Anmika games of one session (the next one as "Play the next game" makes it), each
    played to its end by the easy AI, kept in the saves folder and noted under one session id as
    the controller does; returns (session id, the finished states, their save paths)."""
    from core import autosaves, saves, sessions
    from gui.games.anmika.session import next_anmika_game

    session = autosaves.new_game_id()
    ai = importlib.import_module("core.games.anmika.ai")
    state, states, paths = GAMES["anmika"].new_state(3, None, seed), [], []
    for k in range(games):
        if k:
            state = next_anmika_game(state)
        agents = [ai.make("easy", seed + s) for s in range(3)]
        while not state.is_over():
            seat = state.to_move()[0]
            state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))
        path = saves.saves_dir() / f"anmika-session-{k}.json"
        saves.save_game(path, state, [{"name": n, "kind": "ai", "level": "easy"} for n in ("Ann", "Bo", "Cy")],
                        title="anmika")
        sessions.note_game(session, path)
        states.append(state)
        paths.append(path)
    return session, states, paths


def _signed(n: int) -> str:
    return f"+{n:,}" if n > 0 else f"\u2212{-n:,}" if n < 0 else "0"


def test_the_third_game_of_an_anmika_session_shows_each_games_chips_and_the_totals(qtbot, monkeypatch, window):
    names = ["Ann", "Bo", "Cy"]
    session, states, _ = _anmika_session(3)
    dialog = _results(qtbot, monkeypatch, window, states[-1], names, session)
    rows = _cells(dialog)
    assert rows[0] == ["Game"] + names
    for k, st in enumerate(states, start=1):
        chips, top = st.result().scores, st.result().ranking[0]
        assert rows[k] == [f"Game {k}"] + [("\u2605 " if s == top else "") + _signed(chips[s]) for s in range(3)]
    totals = [sum(st.result().scores[s] for st in states) for s in range(3)]
    means = [f"{sum(st.result().ranking.index(s) + 1 for st in states) / 3:.1f}" for s in range(3)]
    assert rows[4] == ["Total chips"] + [_signed(t) for t in totals]
    assert rows[5] == ["Mean place"] + means
    assert "3 games" in dialog.findChild(QLabel, "standings_title").text()


def test_an_anmika_session_leaves_out_a_save_gone_bad_and_says_so(qtbot, monkeypatch, window):
    session, states, paths = _anmika_session(3, seed=2)
    paths[0].write_text("{", encoding="utf-8")                   # damaged since
    dialog = _results(qtbot, monkeypatch, window, states[-1], ["Ann", "Bo", "Cy"], session)
    rows = _cells(dialog)
    assert [r[0] for r in rows[1:]] == ["Game 2", "Game 3", "Total chips", "Mean place"]     # numbered as played
    assert rows[2][1:] == [("\u2605 " if s == states[2].result().ranking[0] else "") + _signed(states[2].result().scores[s])
                           for s in range(3)]
    assert "no longer load): 1" in dialog.findChild(QLabel, "standings_note").text()


def test_the_first_anmika_game_or_one_not_saved_shows_no_session_table(qtbot, monkeypatch, window):
    session, states, _ = _anmika_session(1, seed=3)
    for sid in (session, None):
        dialog = _results(qtbot, monkeypatch, window, states[0], ["Ann", "Bo", "Cy"], sid)
        assert dialog.findChild(QTableWidget, "standings_table") is None
