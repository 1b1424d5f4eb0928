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
runs in one go (:func:`run`) up to the end or up to such a choice. A fever win is planned and paid
with settle.py's parts (:func:`fever_win`); its questions are answered by :func:`fever_answer` and
:func:`winter_answer`, and the play goes on.
"""
from __future__ import annotations

from bisect import insort

from core.engine import Event
from core.games.riichi.actions import token

from . import chips as ch
from .fever import wait_changes
from .settle import (WinPlan, choose_gold_target, exhaustive_draw, fever_factor, flowers_held, god_choice,
                     gold_targets, pay, plan_autumn, plan_rest, pocchi_plan, queue_json)
from .value import NORTH, POSITIVE, REVERSE, WHITE, WINTER, north_allowed, real_waits
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
                events += fever_win(state, _wins_on(state, tile), tile, from_seat=seat)
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
            events += fever_win(state, None, tile, from_seat=None)
            break
        kind = _wins_on(state, tile)
        if kind is not None:
            events += fever_win(state, kind, tile, from_seat=None)
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
    return events + exhaustive_draw(state, fever_seat=fever["seat"])


# --- a fever win and its questions (金北, 冬, 神ポッチ) -------------------------------------------

def fever_win(state, kind: int | None, tile, from_seat: int | None) -> list[Event]:
    """A win of the fever player: paid at once with the pocchi state of that moment; honba and
    deposits go to the first (§2.5). Before it is paid the fever player may be asked two things
    (:func:`_fever_next`): the 金北 target (once a fever; it may be deferred to a later win) and
    whether to fire 冬 (which ends the fever) or hold it."""
    fever = state.fever
    seat = fever["seat"]
    first = fever["wins"] == 0
    tsumo = from_seat is None
    hand = list(state.hands[seat])
    if tsumo:
        hand.remove(tile)
    last = _last_fever_win(state, seat, tile, tsumo)
    fever["wins"] += 1
    if tsumo and tile.kind == WHITE:
        plan, events = pocchi_plan(state, seat, tile, hand)
    else:
        ps = state.pocchi[seat]
        mult = ch.Multiplier.of(ps, shuba=state.shuba[seat], fever=fever_factor(state, seat))
        plan, events = WinPlan(seat, kind, tsumo, from_seat, hand, mult=mult, win_tile=tile), []
    events += plan_autumn(state, plan)
    fever["pending"] = {"plan": plan, "first": first, "tile": tile, "last": last, "target": None, "fire": None}
    return events + _fever_next(state)


def _fever_next(state) -> list[Event]:
    """The pending fever win's next question, or its payment. 金北 (once a fever): asked in a
    positive win ("defer" keeps it for a later win), chosen for the payees after a reverse pocchi;
    金北→冬 fires 冬. 冬: asked unless this is the fever's last win, where it fires by itself."""
    fever = state.fever
    seat, p = fever["seat"], fever["pending"]
    plan = p["plan"]
    if p["target"] is None:
        targets = [] if fever.get("gold_used") else gold_targets(state, seat)
        if targets and plan.mult.sign > 0:
            state.step, state.turn = "gold_north", seat
            return [Event("gold_north_offered", seat, info={"targets": targets, "defer": True})]
        p["target"] = choose_gold_target(state, plan) if targets else ""
        fever["gold_used"] = fever.get("gold_used") or bool(targets)
    if p["fire"] is None:
        if p["target"] == "winter":
            p["fire"] = True                  # 金北→冬 fires 冬, and the fever ends (§4.3)
        elif WINTER in flowers_held(state, seat) and not p["last"]:
            state.step, state.turn = "winter", seat
            if plan.mult.sign < 0:             # the payment state: the other players decide (seed L261-264)
                p["votes"] = {}
                return [Event("winter_offered", seat, info={"win": fever["wins"],
                                                            "deciders": list(state.everyone_else(seat))})]
            return [Event("winter_offered", seat, info={"win": fever["wins"]})]
        else:
            p["fire"] = p["last"]
    if p.get("god") is None:
        if god_choice(state, plan, p["target"], p["fire"]):
            state.step, state.turn = "god_pocchi", seat
            return [Event("god_pocchi_offered", seat)]
        p["god"] = "most"
    return finish_fever_win(state)


def finish_fever_win(state) -> list[Event]:
    """Pay the fever win waiting in ``state.fever["pending"]``; 冬 fires with it when so decided
    (and is held) and then ends the fever."""
    fever = state.fever
    pending = fever.pop("pending")
    plan, first, fire = pending["plan"], pending["first"], pending["fire"]
    seat = fever["seat"]
    plan.god = pending.get("god") or "most"
    events = plan_rest(state, plan, pending["target"], last_fever_win=fire)
    events += pay(state, plan, honba=first, sticks=first, fever_win=fever["wins"])
    state.ippatsu[seat] = False
    if fire and WINTER in flowers_held(state, seat):
        return events + end(state, "winter")
    return events


def fever_answer(state, *, target: str | None = None, fire: bool | None = None, god: str | None = None) -> list[Event]:
    """The fever player named the 金北 target ("defer": not yet; "none": never), fired or held 冬
    (or the others did), or took a 神ポッチ at its most or fewest; the win is paid when nothing
    more is asked, and the fever goes on (or has ended)."""
    fever = state.fever
    p = fever["pending"]
    if target is not None:
        p["target"] = "" if target in ("none", "defer") else target
        fever["gold_used"] = target != "defer"
    if fire is not None:
        p["fire"] = fire
    if god is not None:
        p["god"] = god
    tile, discarder = p["tile"], p["plan"].from_seat
    state.step = "turn"
    events = _fever_next(state)
    if state.step != "turn" or state.fever is None:
        return events
    seat = fever["seat"]
    if discarder is None:
        events += won_tile_to_river(state, seat, tile)
        return events + run(state, state.next_seat(seat))
    return events + run(state, state.next_seat(discarder))


def winter_deciders(state) -> tuple[int, ...]:
    """Who answers the 冬 question of the waiting fever win: the fever player, or after a reverse
    pocchi every other player (the sitting-out one too) who has not answered yet."""
    seat, p = state.fever["seat"], state.fever["pending"]
    if "votes" not in p:
        return (seat,)
    return tuple(s for s in state.everyone_else(seat) if s not in p["votes"])


def winter_answer(state, seat: int, fire: bool) -> list[Event]:
    """``seat`` fires or holds the fever player's 冬. After a reverse pocchi the others vote (seed
    L261-264): agreed, it is done; else a lottery (:func:`_winter_lottery`)."""
    p = state.fever["pending"]
    if "votes" not in p:
        return fever_answer(state, fire=fire)
    p["votes"][seat] = fire
    if winter_deciders(state):
        return [Event("answered", seat, visible_to=(seat,))]
    votes = p.pop("votes")
    fire, weights = _winter_lottery(state, votes)
    event = Event("winter_decided", state.fever["seat"],
                  info={"fire": fire, "votes": {str(s): v for s, v in sorted(votes.items())},
                        "lottery": bool(weights), "weights": weights})
    return [event] + fever_answer(state, fire=fire)


def _winter_lottery(state, votes: dict) -> tuple[bool, list[int]]:
    """The others' 冬 decision: the two active players agree, or "同卓者で意見が対立した場合は…
    「抜け番不利の原則」" (seed L264, L425): a lottery weighted A:B:C = 2:2:1, the sitting-out player C
    joining the side it voted for (3:2); with three players 1:1. Returns (fire, the weights of
    [fire, hold], empty when no lottery was needed)."""
    a, b = (votes[s] for s in state.active if s in votes)
    if a == b:
        return a, []
    out = state.sitting_out
    fire_w, hold_w = (2, 2) if out is not None else (1, 1)
    if out is not None:
        fire_w, hold_w = (fire_w + 1, hold_w) if votes[out] else (fire_w, hold_w + 1)
    return state.rng.randbelow(fire_w + hold_w) < fire_w, [fire_w, hold_w]


def fever_json(fever: dict | None):
    """The fever as JSON data (a waiting win as its queue form)."""
    if fever is None:
        return None
    out = {k: v for k, v in fever.items() if k != "pending"}
    if "pending" in fever:
        p = fever["pending"]
        out["pending"] = [queue_json({"plan": p["plan"], "target": p["target"], "honba": p["first"],
                                      "sticks": p["first"], "god": p.get("god")}), p["last"], p["fire"],
                          {str(s): v for s, v in sorted(p.get("votes", {}).items())} if "votes" in p else None]
    return out


def _last_fever_win(state, seat: int, tile, tsumo: bool) -> bool:
    """Is this the fever's last win: after it no winning tile is left in the live wall, or the wall
    is empty?"""
    return not state.wall.live or not live_winners(state)
