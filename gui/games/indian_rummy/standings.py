"""The standings of an Indian Rummy match in the results dialog: each round's chips won or paid
(a pool: the count added) and the running totals, the round's winner (who declared) marked."""
from __future__ import annotations

from ...families.rummy.match_standings import match_standings, replay_rounds
from ...i18n import translate

CTX = "IndianStandings"


def cells_note(match_format: str, limit: int) -> str:
    """What a cell of the table means in this format of match."""
    if match_format == "pool":
        return translate("IndianStandings", "Each cell: the count added in the round → the pool score (lower is better; "
                              "a player reaching {limit} is out). ★ marks the player who declared.").format(limit=limit)
    return translate("IndianStandings", "Each cell: the chips won (+) or paid (−) in the round → the chips held. "
                          "★ marks the player who declared.")


def indian_standings(state, names: list[str], session: str | None = None):
    """The rounds of the finished match ``state``, from its record (see :mod:`gui.families.rummy.match_standings`)."""
    if not state.is_over():
        return None
    rounds = replay_rounds(state, lambda event: event.info["ledger"], lambda replayed: replayed.match.ledger)
    return match_standings(rounds, names, cells_note(state.match.format, state.match.limit))
