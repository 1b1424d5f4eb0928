"""Fever riichi (フィーバーリーチ, §2.5) as it is played: once the declaration discard passes, the
fever player's hand stays as it is and every winning tile that appears, drawn by them or
discarded by another seat, is a win scored and paid at once; the other seats draw and discard
what they draw (ツモ切り) with their flowers and norths set aside for them. The fever ends when no
winning tile is left in the live wall (a pocchi counts with ``fever_pocchi_waits``, see
:func:`live_winners`), when the wall runs out, or when 冬 fires at a win: the fever player holding
冬 chooses at each win to fire it or hold it — after a reverse pocchi the other players do (seed
L261-264) — and at the last win it fires by itself (§8 Q29). A fever that never won is an
exhaustive draw with only the fever player tenpai.

Apart from the choices of a win (金北, 冬, 神ポッチ) no seat decides anything during a fever, so it
runs in one go (:func:`run`) up to the end or up to such a choice.
"""
from __future__ import annotations

from bisect import insort

from core.engine import Event
from core.games.riichi.actions import token

from . import settle
from .fever import wait_changes
from .value import NORTH, POSITIVE, REVERSE, WHITE, north_allowed, real_waits
from .yaku import M8


def start(state, seat: int, tier: int) -> list[Event]:
    """The fever begins after ``seat``'s declaration discard passed (no ron)."""
    state.fever = {"seat": seat, "tier": tier, "wins": 0}
    _note_waits(state)
    waits = fever_waits(state)
    events = [Event("fever_started", seat, tuple(token(t) for t in state.hands[seat]),
                    info={"tier": tier, "waits": sorted(_wait_tokens(state, waits))})]
    return events + run(state, state.next_seat(seat))


def _note_waits(state) -> None:
    """The fever player's waits, fixed while the 13 tiles are (a kan keeps them)."""
    seat = state.fever["seat"]
    hand = state.hands[seat]
    state.fever["waits"] = sorted(k for k in real_waits(state.counts(seat), state.melds[seat], state.setup)
                                  if north_allowed(state, seat, k, hand))
    state.fever["kanpachi"] = M8 in state.waits(seat)


def fever_waits(state) -> frozenset:
    return frozenset(state.fever["waits"])


def _kanpachi(state) -> bool:
    """間八萬 under GT: the two positive pocchi are its waits (§2.5)."""
    return state.fever["kanpachi"]


def _wait_tokens(state, waits) -> set:
    from core.mahjong.notation import to_text
    out = {to_text([k]) for k in waits}
    if _kanpachi(state):
        out.add(to_text([M8]))
    return out


def live_winners(state) -> bool:
    """Is a winning tile still in the live wall? A pocchi the fever player would draw is a win, so
    with the option ``fever_pocchi_waits`` (default, seed L203: 空テン means "待ち牌に加えてポッチが
    すべて見えている状態") every pocchi counts; without it (the rule notes: "if only pocchi are left,
    the waits count as gone") none does. For 間八萬 the waits are the two positive pocchi
    ("GTにおけるカン8mは正ポッチ2枚のみを待ち牌として扱う", L255), whatever the option."""
    waits = fever_waits(state)
    if _kanpachi(state):
        return any(t.kind in waits or (t.kind == WHITE and t.mark in POSITIVE) for t in state.wall.live)
    pocchi = state.options["fever_pocchi_waits"]
    return any(t.kind in waits or (pocchi and t.kind == WHITE) for t in state.wall.live)


def _wins_on(state, tile) -> int | None:
    """The kind the fever player wins ``tile`` as (a discard or a draw), or None."""
    if tile.kind in fever_waits(state):
        return tile.kind
    if tile.kind == WHITE and tile.mark in POSITIVE and _kanpachi(state):
        return M8
    return None


def run(state, seat: int) -> list[Event]:
    """Play the fever from ``seat``'s draw until it ends."""
    events: list[Event] = []
    fever = state.fever["seat"]
    while state.fever is not None:
        if not state.wall.live:
            return events + end(state, "wall")
        if not live_winners(state):
            return events + end(state, "no_waits")
        tile = state.wall.draw()
        insort(state.hands[seat], tile)
        state.turn, state.drawn, state.rinshan, state.replaced, state.after_call = seat, tile, False, False, False
        events.append(Event("drew", seat, (token(tile),), "wall", f"hand:{seat}", visible_to=(seat,),
                            info={"wall": len(state.wall)}))
        events += state._flowers_out(seat)
        events += _norths_out(state, seat, fever)
        if seat == fever:
            events += _fever_turn(state, seat)
            if state.fever is None or state.step != "turn":      # over, or waiting for a choice (金北, 冬)
                return events
        else:
            events += _tsumogiri(state, seat)
            tile = state.ponds[seat][-1]["tile"]
            if _wins_on(state, tile) is not None:
                state.ponds[seat][-1]["called"] = True
                events += settle.fever_win(state, _wins_on(state, tile), tile, from_seat=seat)
                if state.fever is None or state.step != "turn":
                    return events
        seat = state.next_seat(seat)
    return events


def _norths_out(state, seat: int, fever: int) -> list[Event]:
    """A north drawn during a fever is set aside for the seat (the fever player keeps a north
    that wins)."""
    events = []
    while state.drawn is not None and state.drawn.kind == NORTH:
        if seat == fever and NORTH in fever_waits(state):
            break
        events += state._set_aside(seat, state.drawn, "north")
        events += state._flowers_out(seat)
    return events


def _fever_turn(state, seat: int) -> list[Event]:
    """The fever player's draw: a win, a compulsory kan (with its replacement), or ツモ切り."""
    events = []
    while True:
        tile = state.drawn
        if tile.kind == WHITE and tile.mark in REVERSE and _forced_kan(state, seat, tile):
            events += _kan(state, seat, tile)          # 正ポッチ>白>逆ポッチ (seed L445): a 白 to kan (L219)
            continue
        if tile.kind == WHITE:                         # a pocchi: the wildcard (or reverse) win
            events += settle.fever_win(state, None, tile, from_seat=None)
            break
        kind = _wins_on(state, tile)
        if kind is not None:
            events += settle.fever_win(state, kind, tile, from_seat=None)
            break
        if _forced_kan(state, seat, tile):
            events += _kan(state, seat, tile)
            continue
        events += _tsumogiri(state, seat)
        state.ippatsu[seat] = False
        return events
    if state.fever is not None and state.step == "turn":
        events += won_tile_to_river(state, seat, tile)
    return events


def won_tile_to_river(state, seat: int, tile) -> list[Event]:
    """After a fever tsumo the won tile goes to the river, where nobody may call it (§2.5)."""
    state.hands[seat].remove(tile)
    state.ponds[seat].append({"tile": tile, "riichi": False, "called": True})
    state.drawn = None
    return [Event("discarded", seat, (token(tile),), f"hand:{seat}", f"pond:{seat}",
                  info={"riichi": False, "tsumogiri": True, "won": True})]


def _forced_kan(state, seat: int, tile) -> bool:
    counts = state.counts(seat)
    if counts[tile.kind] != 4 or len(state.wall) <= 1 or state.total_kans() >= 4:
        return False
    before = list(counts)
    before[tile.kind] -= 1
    return not wait_changes(before, state._core_melds(seat), tile.kind, state.setup.kinds, state.setup.gt)


def _kan(state, seat: int, tile) -> list[Event]:
    events = state._declare_closed_kan(seat, [t for t in state.hands[seat] if t.kind == tile.kind])
    new = state.wall.draw_replacement()
    insort(state.hands[seat], new)
    state.drawn, state.rinshan = new, True
    events.append(Event("drew", seat, (token(new),), "dead_wall", f"hand:{seat}", visible_to=(seat,),
                        info={"wall": len(state.wall)}))
    events += state._flowers_out(seat)
    return events


def _tsumogiri(state, seat: int) -> list[Event]:
    tile = state.drawn
    state.hands[seat].remove(tile)
    state.ponds[seat].append({"tile": tile, "riichi": False, "called": False})
    state.discards_made[seat] += 1
    state.drawn = None
    return [Event("discarded", seat, (token(tile),), f"hand:{seat}", f"pond:{seat}",
                  info={"riichi": False, "tsumogiri": True})]


def end(state, reason: str) -> list[Event]:
    """The fever is over: a fever with wins ends the hand as the fever player's win; one
    without is an exhaustive draw with only the fever player tenpai."""
    fever = state.fever
    state.fever = None
    events = [Event("fever_ended", fever["seat"], info={"reason": reason, "wins": fever["wins"]})]
    if fever["wins"]:
        return events + state.hand_over(winners=(fever["seat"],), kind="win")
    return events + settle.exhaustive_draw(state, fever_seat=fever["seat"])
