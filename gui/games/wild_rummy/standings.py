"""The standings of a Wild Rummy R match in the results dialog: each round's points won or paid
and the running totals, the round's winner (who went out) marked."""
from __future__ import annotations

from ...families.rummy.match_standings import match_standings, replay_rounds
from ...i18n import translate


def wild_standings(state, names: list[str], session: str | None = None):
    """The rounds of the finished match ``state``, from its record (see :mod:`gui.families.rummy.match_standings`)."""
    if not state.is_over():
        return None
    rounds = replay_rounds(state, lambda event: event.info["payments"], lambda replayed: replayed.totals)
    note = translate("WildStandings", "Each cell: the points won (+) or paid (−) in the round → the running total. "
                                      "★ marks the player who went out.")
    return match_standings(rounds, names, note)
