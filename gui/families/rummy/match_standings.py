"""The standings of a rummy match round by round, for the results dialog: each round's payments
(or points added) and the running totals after it, its winner marked.

The rounds are read from the finished game's record: it is replayed from its seed and the
"round_scored" / "round_void" events give each round's winner and change, the replayed state the
totals right after it. A game says what a round's change and the totals are
(:func:`replay_rounds`'s ``change_of`` and ``totals_of``) and what its cells mean (the note)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

from ...dialogs.results import number, signed
from ...dialogs.standings_table import Standings, StandingsRow
from ...i18n import translate

CTX = "MatchStandings"


@dataclass
class RoundOutcome:
    """One round: its ``winner`` (None: void), the ``change`` per seat, the ``totals`` after it and
    the seats ``out`` of the match before it (a pool's eliminated players)."""
    winner: int | None
    change: list[int]
    totals: list[int]
    out: frozenset


def replay_rounds(state, change_of: Callable, totals_of: Callable) -> list[RoundOutcome]:
    """Every round of the finished ``state``'s match, from its record: ``change_of(event)`` is a
    scored round's change per seat, ``totals_of(replayed_state)`` the totals after it."""
    replay = state.game.new_state(state.seats, state.options, state.seed)
    rounds, out = [], set()
    for action in state.actions:
        for event in replay.apply(action):
            if event.kind in ("round_scored", "round_void"):
                void = event.kind == "round_void" or event.info.get("void")
                change = [0] * state.seats if void else list(change_of(event))
                rounds.append(RoundOutcome(None if void else event.seat, change, list(totals_of(replay)), frozenset(out)))
            elif event.kind == "eliminated":
                out.add(event.seat)
            elif event.kind == "rejoined":
                out.discard(event.seat)
    return rounds


def round_cell(outcome: RoundOutcome, seat: int) -> str:
    """"+44 → 244": the round's change and the total after it; "out" for a seat out of the match."""
    if seat in outcome.out:
        return translate("MatchStandings", "out")
    return f"{signed(outcome.change[seat])} \u2192 {number(outcome.totals[seat])}"


def match_standings(rounds: list[RoundOutcome], names: list[str], note: str) -> Standings | None:
    """The table of the match's ``rounds`` (None for a match of one round: the final standings
    say it all)."""
    if len(rounds) < 2:
        return None
    rows = []
    for k, outcome in enumerate(rounds, start=1):
        label = (translate("MatchStandings", "Round {n}") if outcome.winner is not None
                 else translate("MatchStandings", "Round {n} (void)")).format(n=k)
        rows.append(StandingsRow(label, [round_cell(outcome, s) for s in range(len(names))],
                                 [] if outcome.winner is None else [outcome.winner]))
    wins = [sum(1 for o in rounds if o.winner == s) for s in range(len(names))]
    totals = [StandingsRow(translate("MatchStandings", "Rounds won"), [f"{w:,}" for w in wins])]
    return Standings(translate("MatchStandings", "The match round by round ({n} rounds)").format(n=len(rounds)),
                     translate("MatchStandings", "Round"), list(names), rows, totals, note=note)
