"""Positions of the riichi game for tests: hands and the next draws written in notation."""
from __future__ import annotations

from collections import Counter

from core.games.riichi.actions import token
from core.mahjong.notation import parse
from core.mahjong.tiles import Tile
from core.registry import GAMES


def _unique(texts: list[str]) -> list[list[Tile]]:
    """Parse several tile texts so that no physical tile occurs twice (copies numbered across all)."""
    used: Counter = Counter()
    out = []
    for text in texts:
        tiles = []
        for t in parse(text) if text else []:
            key = (t.kind, t.mark)
            tiles.append(Tile(t.kind, used[key], t.mark))
            used[key] += 1
        out.append(tiles)
    return out


def position(hands: list[str], drawn: str = "", draws: str = "", options: dict | None = None,
             seed: int = 1, scores: list[int] | None = None, dealer: int = 0, indicator: str = "7z",
             ura: str = "7z", replacements: str = "", game=None):
    """A riichi state at the dealer's first turn: ``hands`` are the 13 tiles of each seat,
    ``drawn`` the dealer's 14th tile, ``draws`` the next tiles of the live wall in draw order; the
    rest of the wall is the remaining tiles of the set. ``dealer`` moves the hand number; the
    first dora ``indicator`` and ``ura`` indicator are 中 (dora 白) unless given; ``replacements``
    are the first replacement tiles (嶺上牌); ``game``: a game built on riichi (default riichi)."""
    game = game or GAMES["riichi"]
    state = game.new_state(4, options, seed)
    if dealer:
        state.hand_no = dealer
        state._start_hand()
    parts = _unique(hands + [drawn, draws, indicator, ura, replacements])
    held = [t for part in parts for t in part]
    taken = Counter((t.kind, t.mark) for t in held)
    rest = []
    for t in state.tileset.tiles:
        key = (t.kind, t.mark)
        if taken[key]:
            taken[key] -= 1
        else:
            rest.append(t)
    def take(n: int) -> list:
        got = rest[:n]
        del rest[:n]
        return got

    state.wall.replacements = parts[8] + take(4 - len(parts[8]))
    state.wall.indicators = parts[6] + take(4)
    state.wall.ura = parts[7] + take(4)
    state.wall.shown = 1
    live = rest
    state.wall.live = live + list(reversed(parts[5]))
    for seat in range(4):
        state.hands[seat] = sorted(parts[seat])
    d = state.dealer
    if parts[4]:
        state.hands[d] = sorted(state.hands[d] + parts[4])
        state.drawn = parts[4][0]
    else:
        state.drawn = state.hands[d][-1]
    state.turn = d
    if scores is not None:
        state.scores = list(scores)
    return state


def act(state, seat: int, kind: str, *tiles: str, target: str | None = None):
    """Apply the legal action of ``seat`` of this kind and these tile tokens (it must exist)."""
    for a in state.legal_actions(seat):
        if a.kind == kind and (not tiles or tuple(a.cards) == tiles) and (target is None or a.target == target):
            return state.apply(a)
    raise AssertionError(f"no {kind} {tiles} for seat {seat}: {[(a.kind, a.cards) for a in state.legal_actions(seat)]}")


def kinds_of_actions(state, seat: int) -> set[str]:
    return {a.kind for a in state.legal_actions(seat)}


def discard_tokens(state, seat: int) -> set[str]:
    return {a.cards[0] for a in state.legal_actions(seat) if a.kind == "discard"}


def hand_text(state, seat: int) -> list[str]:
    return [token(t) for t in state.hands[seat]]


def play_agents(game_id: str, levels: list[str], seed: int, check=None, options=None):
    """One seeded game of ``game_id`` with these seat levels (check(seat, view, legal, action,
    agent) sees every choice); returns the final state."""
    from core.ai import make_agent
    state = GAMES[game_id].new_state(len(levels), options, seed)
    agents = [make_agent(game_id, lv, seed * 7 + i) for i, lv in enumerate(levels)]
    while not state.is_over():
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        action = agents[seat].choose(view, legal)
        if check:
            check(seat, view, legal, action, agents[seat])
        state.apply(action)
    return state
