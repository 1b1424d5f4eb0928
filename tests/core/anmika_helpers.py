"""Positions of Anmika sanma for tests: hands, the next draws and the indicators in notation."""
from __future__ import annotations

from collections import Counter

from riichi_helpers import _unique

from core.registry import GAMES


def position(hands: list[str], drawn: str = "", draws: str = "", *, options: dict | None = None, seats: int = 3,
             seed: int = 1, scores: list[int] | None = None, indicators: str = "1p2p", ura: str = "1s2s",
             replacements: str = "", extracted: list[str] | None = None, honba: int = 0):
    """An Anmika state at the dealer's (seat 0's) first turn: ``hands`` are the 13 tiles of each
    active seat (an empty text for the sitting-out seat), ``drawn`` the dealer's 14th tile, ``draws``
    the next live tiles in draw order; the rest of the wall is every other tile of the set, with
    the flowers last (so that they are not drawn by accident). ``indicators`` are the two face-up
    dora indicators, ``ura`` beneath them; ``replacements`` the first replacement tiles (嶺上牌);
    ``extracted`` the tiles each seat has set aside already."""
    game = GAMES["anmika"]
    state = game.new_state(seats, options, seed)
    extracted = extracted or [""] * seats
    parts = _unique(hands + [drawn, draws, indicators, ura, replacements] + extracted)
    n = len(hands)
    held = [t for part in parts for t in part]
    taken = Counter((t.kind, t.mark) for t in held)
    rest = []
    for t in state.setup.tileset.tiles:
        key = (t.kind, t.mark)
        if taken[key]:
            taken[key] -= 1
        else:
            rest.append(t)
    rest.sort(key=lambda t: t.kind < 34)             # flowers at the far end (海底) of the wall
    idx = {"drawn": n, "draws": n + 1, "ind": n + 2, "ura": n + 3, "rep": n + 4}

    def take(k: int) -> list:
        got = [t for t in rest if t.kind < 34][:k]
        for t in got:
            rest.remove(t)
        return got

    wall = state.wall
    wall.replacements = parts[idx["rep"]] + take(8 - len(parts[idx["rep"]]))
    wall.indicators = parts[idx["ind"]] + take(6 - len(parts[idx["ind"]]))
    wall.ura = parts[idx["ura"]] + take(6 - len(parts[idx["ura"]]))
    wall.shown = 2
    wall.moved = []
    wall.live = rest + list(reversed(parts[idx["draws"]]))
    for seat in range(seats):
        state.hands[seat] = sorted(parts[seat]) if seat < n else []
        state.extracted[seat] = list(parts[idx["rep"] + 1 + seat])
    dealt = parts[idx["drawn"]]
    if dealt:
        state.hands[0] = sorted(state.hands[0] + dealt)
        state.drawn = dealt[0]
    else:
        state.drawn = state.hands[0][-1] if state.hands[0] else None
    state.turn = 0
    state.honba = honba
    if scores is not None:
        state.scores = list(scores)
    state.chips = [0] * seats
    state._legal_cache = None
    return state


def act(state, seat: int, kind: str, *tiles: str, **fields):
    """Apply the legal action of ``seat`` of this kind, these tile tokens and field values (it must exist)."""
    for a in state.legal_actions(seat):
        if a.kind == kind and (not tiles or tuple(a.cards) == tiles) and all(getattr(a, k) == v for k, v in fields.items()):
            return state.apply(a)
    raise AssertionError(f"no {kind} {tiles} {fields} for seat {seat}: "
                         f"{[(a.kind, a.cards, a.tier, a.shuba) for a in state.legal_actions(seat)]}")


def kinds_of(state, seat: int) -> set[str]:
    return {a.kind for a in state.legal_actions(seat)}


def events_of(events, kind: str) -> list:
    return [e for e in events if e.kind == kind]
