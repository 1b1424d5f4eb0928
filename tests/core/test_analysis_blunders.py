"""Issue 24's acceptance test of the mistake analysis: in a seeded game of each of the six games,
one seat is made to play a clearly bad move (declining a win, throwing a joker or a 2 away for
nothing, discarding a wild card), and the analysis of that seat ranks the move among its three
biggest losses. The analysed stretch is short (up to the end of the blunder's hand or a few moves
after it), so each case takes seconds."""
from __future__ import annotations

import pytest

from core import analysis
from core.ai import make_agent
from core.cards import is_joker, rank
from core.fesca import is_wild_capable
from core.mahjong.notation import parse_kinds
from core.mahjong.shanten import shanten
from core.mahjong.tiles import counts_of
from core.registry import GAMES

SEATS = {"riichi": 4, "anmika": 3, "hero_mahjong": 4, "indian_rummy": 4, "wild_rummy": 4, "daifugo": 4}
WINS = ("ron", "tsumo", "declare")


def break_ready(view, legal, chosen):
    """The hand is ready (聴牌) after the discard chosen: discard instead the tile that leaves it
    furthest from ready (one away again: a set or the wait broken)."""
    if chosen.kind not in ("discard", "riichi") or not chosen.cards or view.data["riichi"][view.seat]:
        return None
    hand = [t for t in view.data["hands"][view.seat] if t != "??"]
    melds = len(view.data["melds"][view.seat])

    def after(tile):
        rest = list(hand)
        rest.remove(tile)
        try:
            return shanten(counts_of(parse_kinds("".join(rest))), melds)
        except ValueError:
            return -9
    if len(hand) % 3 != 2 or after(chosen.cards[0]) != 0:
        return None
    worst = max((a for a in legal if a.kind == "discard"), key=lambda a: after(a.cards[0]))
    return worst if after(worst.cards[0]) >= 1 else None


def decline_win(view, legal, chosen):
    """A win is there: anything else (a pass, a discard)."""
    if chosen.kind in WINS:
        return next((a for a in legal if a.kind == "pass"), None) or \
            next((a for a in legal if a.kind not in WINS), None)
    return None


def throw_wild(view, legal, chosen):
    """A discard is the choice and a wild card (Wild Rummy R's 陰陽/空無/太極) could go: throw it."""
    if chosen.kind == "discard" and not is_wild_capable(chosen.cards[0]):
        return next((a for a in legal if a.kind == "discard" and is_wild_capable(a.cards[0])), None)
    return None


def throw_joker(view, legal, chosen):
    """A discard is the choice and the printed joker could go: throw it."""
    if chosen.kind == "discard" and not is_joker(chosen.cards[0]):
        return next((a for a in legal if a.kind == "discard" and is_joker(a.cards[0])), None)
    return None


def top_on_low_lead(view, legal, chosen):
    """A single low card is the choice: play a joker or a 2 on it alone instead."""
    if chosen.kind != "play" or len(chosen.cards) != 1 or is_joker(chosen.cards[0]) or rank(chosen.cards[0]) in "2AK":
        return None
    return next((a for a in legal if a.kind == "play" and len(a.cards) == 1
                 and (is_joker(a.cards[0]) or rank(a.cards[0]) == "2")), None)


def blundered_game(game_id: str, seed: int, blunder, seat: int = 0, after: int = 12, level: str = "normal"):
    """Play a seeded game with ``level`` agents until ``seat``'s agent chooses a move ``blunder``
    replaces (the first time), then ``after`` more actions; the record and the blunder's position."""
    seats = SEATS[game_id]
    state = GAMES[game_id].new_state(seats, None, seed)
    agents = [make_agent(game_id, level, seed * 7 + s) for s in range(seats)]
    at, left = None, None
    while not state.is_over() and left != 0:
        s = state.to_move()[0]
        legal = state.legal_actions(s)
        action = agents[s].choose(state.view(s), legal)
        if s == seat and at is None and len(legal) > 1:
            bad = blunder(state.view(s), legal, action)
            if bad is not None and bad != action:
                at, action, left = len(state.actions), bad, after + 1
        state.apply(action)
        if left is not None:
            left -= 1
        if at is None and len(state.actions) > 400:
            return None, None
    return state.record(), at


#: (game, blunder, seed): the seeded game where the blunder is made (its first chance, seat 0)
#: (Anmika's break_ready at seed 1 is no longer among the three: strong now prices the deal-ins
#: that follow it higher than the broken wait; a win let go is the clearer blunder there)
CASES = [("riichi", break_ready, 5), ("riichi", decline_win, 5), ("anmika", decline_win, 5),
         ("hero_mahjong", break_ready, 1), ("hero_mahjong", decline_win, 5),
         ("indian_rummy", throw_joker, 3), ("wild_rummy", throw_wild, 6), ("daifugo", top_on_low_lead, 3)]


def blunder_among_top_losses(game_id: str, blunder, seed: int, level: str) -> dict:
    record, at = blundered_game(game_id, seed, blunder)
    assert at is not None, "the seeded game offers the blunder"
    result = analysis.analyse(record, 0, level)
    d = analysis.decision_at(result, at)
    assert d is not None and d["ranked"] and d["loss"] > 0, d
    top = [x["index"] for x in analysis.losses(result, 3)]
    assert at in top, (at, top, d["loss"], [x["loss"] for x in analysis.losses(result, 3)])
    return d


@pytest.mark.parametrize("game_id, blunder, seed", CASES, ids=[f"{c[0]}-{c[1].__name__}" for c in CASES])
def test_the_strong_analysis_ranks_a_clearly_bad_move_among_the_three_biggest_losses(game_id, blunder, seed):
    d = blunder_among_top_losses(game_id, blunder, seed, "strong")
    assert d["top"][0]["action"] != d["played"]


@pytest.mark.parametrize("game_id, blunder, seed", CASES, ids=[f"{c[0]}-{c[1].__name__}" for c in CASES])
def test_the_normal_analysis_finds_it_too(game_id, blunder, seed):
    blunder_among_top_losses(game_id, blunder, seed, "normal")
