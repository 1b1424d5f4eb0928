"""The end of a hand in points and chips (祝儀): wins with their flowers (秋 → 金北 → 夏 → 冬, 春),
the pocchi wildcard and its reversal, bust prizes, dice chances; the exhaustive draw with its
tenpai payments, 流し役満 and the sitting-out player's chips; the chips at the end of a game.

The order at a win (§4.4): 秋 turns more indicators first, then the 金北 target is chosen, then 夏
raises the value, then 冬 flips; 春 fires at any point. Amounts and multipliers are chips.py's and
scoring.py's; this module knows who pays whom and when.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace

from core.engine import Event
from core.games.riichi.actions import code, token

from . import chips as ch
from . import scoring
from .dice import chance_amount, expected_amount, roll_chance
from .pocchi import PocchiState
from .value import (AUTUMN, FLOWERS, NORTH, POSITIVE, REVERSE, SPRING, SUMMER, WHITE, WINTER, hand_waits,
                    ordinary_han, ready_waits, real_waits, win_value)
from .winter import winter
from .yaku import M7, M8

TENPAI_TOTAL = 4000            # ノーテン罰符 ([P] §2.8): 4,000 in all between the active players
HAND_YAKU = ("honitsu", "chinitsu", "ryanpeikou")
SANSHOKU_789 = frozenset({M7, 15, 24})        # 7m 7p 7s as run starts: 789 三色同順 (with GT)


@dataclass
class WinPlan:
    """Everything decided about one win before it is paid."""

    seat: int
    kind: int
    tsumo: bool
    from_seat: int | None
    hand_tiles: list
    value: object = None                      # value.WinValue
    points: object = None                     # scoring.Value after 夏
    times4: bool = False
    summer: int = 0
    gold_target: str = ""
    winter_hits: int = 0
    winter_flips: list = field(default_factory=list)
    springs: tuple = ()
    mult: ch.Multiplier = ch.Multiplier()
    pocchi: str = ""                          # the colour of a pocchi that made this win, "" if none
    effect: str = ""                          # "wild", "white", "reverse" for a pocchi tsumo
    push_out: bool = False                    # 押し出し: a deal-in to an open riichi by a non-riichi seat
    win_tile: object = None                   # the physical winning tile (None: a pocchi stands in)
    chankan: bool = False                     # won on an added kan (槍槓); a north set aside is none (ron())
    readings: tuple = ()                      # a pocchi tsumo: the kinds it may stand for, fixed at the payment
    god: str = "most"                         # 神ポッチ taken at its "most" or "fewest" (the winner's choice)
    winter: object = None                     # 冬 fired at this win: whether tulip and 上下段

    def every(self, state) -> list:
        """Every physical tile of the winning hand (red and gold fives count from these)."""
        out = list(self.hand_tiles) + [t for m in state.melds[self.seat] for t in m.tiles]
        if self.win_tile is not None and self.win_tile.kind == self.kind:
            out.append(self.win_tile)
        return out


# --- the pocchi wildcard (§4.5) -----------------------------------------------------------------

def pocchi_effect(state, seat: int, tile, hand: list) -> tuple[str, list[int]]:
    """What the pocchi ``tile`` drawn after riichi does (正ポッチ > 白 > 逆ポッチ) and the kinds it
    may stand for: every wait of the hand that can be a win, fifth copies and 8m included."""
    waits = ready_waits(state, seat, hand)
    if tile.mark in REVERSE and WHITE in waits:
        return "white", [WHITE]
    return ("wild" if tile.mark in POSITIVE else "reverse"), waits


def pocchi_readings(state, seat: int, hand: list, kinds: list[int]) -> list[int]:
    """The kinds among ``kinds`` the pocchi may stand for as a win (some value at all)."""
    return [k for k in kinds if win_value(state, seat, k, tsumo=True, hand_tiles=hand) is not None]


def _reading_key(state, plan: WinPlan) -> tuple:
    """How good a fully scored pocchi reading is (§4.5 rule 1, [P] §8 Q43): the most expected chips,
    dice included, then points, then han; judged as if the win were positive ("逆ポッチを自模った場合
    でも0枚は0枚に取るのが基本", seed L450)."""
    mult = replace(plan.mult, sign=1)
    items = ch.win_chip_items(_facts(state, plan), mult)
    fixed = sum(i.amount for i in items)
    facts = replace(_dice_facts(state, plan), zero_chip_pocchi=not items)
    dice = sum(expected_amount(base, mult) for _, base in ch.dice_chances(facts))
    return fixed + float(dice), plan.points.basic, plan.value.han


def _fix_reading(state, plan: WinPlan, target: str, last_fever_win: bool) -> None:
    """白ポッチ: "どの牌に取るかは、ドラや冬をすべて捲った後に確定する" (seed L434). Called once 秋 has
    turned its indicators: each reading is scored with the ura dora and its own 冬 flips, and the
    best one (:func:`_reading_key`, 強制高め取り L433) is kept in ``plan``."""
    best, best_key = None, None
    for kind in plan.readings:
        trial = replace(plan, kind=kind)
        _score(state, trial, target, last_fever_win)
        key = _reading_key(state, trial)
        if best_key is None or key > best_key:
            best, best_key = trial, key
    plan.__dict__.update(best.__dict__)


# --- building a win -------------------------------------------------------------------------------

def _counts(tiles) -> list[int]:
    counts = [0] * 34
    for t in tiles:
        if t.kind < 34:
            counts[t.kind] += 1
    return counts


def _points(value) -> scoring.Value:
    return scoring.value_of(value.han, value.fu, value.yakuman)


def flowers_held(state, seat: int) -> list[int]:
    """The flowers that work for the winner: set aside by them, or face up among the indicators
    (the ura ones for a riichi winner) — the latter count for effects only (§4.2)."""
    own = [t.kind for t in state.extracted[seat] if t.kind in FLOWERS]
    shown = list(state.wall.dora_indicators) + (list(state.wall.ura_indicators) if state.riichi[seat] else [])
    return own + [t.kind for t in shown if t.kind in FLOWERS]


def _autumn(state, plan: WinPlan, count: int) -> list[Event]:
    """秋: each turns one more indicator stack (its ura too), while two or more tiles are left in
    the live wall (§4.2)."""
    events = []
    for _ in range(count):
        if len(state.wall.live) < 2:
            break
        shown = state.wall.reveal()
        if shown is None:                      # the track runs on into the live wall from its tail
            upper, lower = state.wall.live.pop(0), state.wall.live.pop(0)
            state.wall.indicators.append(upper)
            state.wall.ura.append(lower)
            shown = state.wall.reveal()
        events.append(Event("dora_revealed", None, (token(shown),), "dead_wall", "dora",
                            info={"autumn": plan.seat}))
    return events


def _winter_track(state) -> list[tuple]:
    """The stacks still to flip after the face-up indicators, then on into the live wall's tail."""
    wall = state.wall
    stacks = [(wall.indicators[i], wall.ura[i]) for i in range(wall.shown, len(wall.indicators))]
    live = wall.live
    stacks += [(live[i], live[i + 1]) for i in range(0, len(live) - 1, 2)]
    return stacks


def _hand_kinds(state, plan: WinPlan) -> list[int]:
    kinds = [t.kind for t in plan.hand_tiles] + [plan.kind]
    kinds += [t.kind for m in state.melds[plan.seat] for t in m.tiles]
    kinds += [NORTH for t in state.extracted[plan.seat] if t.kind == NORTH]
    return kinds


def _gold_norths(state, seat: int) -> int:
    return sum(1 for t in state.extracted[seat] if t.kind == NORTH and t.mark == "gold")


def _spring_firings(state, plan: WinPlan, held: list[int]) -> tuple[int, ...]:
    """春 at the win (§4.2): 春春 fires (1 chip all per flower held); a 春 shown by an indicator
    fires as 単春; an own 春 with other flowers among the indicators fires +1 for each; 金北→春
    fires once more."""
    own = [t.kind for t in state.extracted[plan.seat] if t.kind in FLOWERS]
    springs = held.count(SPRING)
    shown = len(held) - len(own)
    firings = []
    if springs >= 2 or (springs == 1 and SPRING not in own):
        firings.append(len(held))
    elif springs == 1 and shown:
        firings.append(shown)
    if plan.gold_target == "spring" and springs:
        firings.append(len(held))
    return tuple(firings)


def plan_win(state, seat: int, kind: int, hand: list, *, tsumo: bool, from_seat: int | None,
             chankan: bool = False, mult: ch.Multiplier = ch.Multiplier(), pocchi: str = "",
             effect: str = "", last_fever_win: bool = True, win_tile=None) -> tuple[WinPlan, list[Event]]:
    """Score one win with its flowers at once (the 金北 target chosen for the winner). Returns the
    plan and the events of the indicators turned and the winter flips."""
    plan = WinPlan(seat, kind, tsumo, from_seat, list(hand), mult=mult, pocchi=pocchi, effect=effect,
                   win_tile=win_tile, chankan=chankan)
    events = plan_autumn(state, plan)
    return plan, events + plan_rest(state, plan, choose_gold_target(state, plan), last_fever_win)


def plan_autumn(state, plan: WinPlan) -> list[Event]:
    """秋 first (§4.4): each 秋 the winner holds turns one more indicator stack."""
    return _autumn(state, plan, flowers_held(state, plan.seat).count(AUTUMN))


def gold_targets(state, seat: int) -> list[str]:
    """The flowers a 金北 set aside by ``seat`` may strengthen (§4.3): those it holds, 秋 only
    with two or more tiles left in the live wall. None without a 金北."""
    if not _gold_norths(state, seat):
        return []
    held = flowers_held(state, seat)
    out = []
    for kind, name in ((SPRING, "spring"), (SUMMER, "summer"), (AUTUMN, "autumn"), (WINTER, "winter")):
        if kind in held and (name != "autumn" or len(state.wall.live) >= 2):
            out.append(name)
    return out


def choose_gold_target(state, plan: WinPlan) -> str:
    """金北's target when nobody is asked ([P]): in a fever and after a reverse pocchi (the payees
    choose, §4.3): what moves the most, in the order 夏, 冬, 春, 秋."""
    targets = gold_targets(state, plan.seat)
    for name in ("summer", "winter", "spring", "autumn"):
        if name in targets:
            return name
    return ""


def god_choice(state, plan: WinPlan, target: str, last_fever_win: bool = True) -> bool:
    """Does the winner choose how a 神ポッチ is taken? "正ポッチがドラの場合で、かつ白ポッチによらない
    和了の場合は、任意の牌に取ることができるため、わざと最高目に取らず相手を飛ばさないと言った戦術も
    可能である" (seed L453): at a win not made by a pocchi (L454: that one is forced high) and paid
    to the winner, when a positive pocchi among the indicators (the ura for a riichi winner) or the
    冬 flips makes its highest and its lowest reading pay differently."""
    if plan.pocchi or plan.mult.sign < 0:
        return False
    shown = list(state.wall.dora_indicators) + (list(state.wall.ura_indicators) if state.riichi[plan.seat] else [])
    shown += [t for stack in _winter_track(state) for t in stack]
    if not any(t.kind == WHITE and t.mark in POSITIVE for t in shown):
        return False
    paid = []
    for god in ("most", "fewest"):
        trial = replace(plan, god=god)
        _score(state, trial, target, last_fever_win)
        paid.append((trial.points, trial.winter_hits, _reading_key(state, trial)))
    return paid[0] != paid[1]


@dataclass(frozen=True)
class WinterFired:
    """冬 fired at a win: チューリップ (冬冬) or アリス, 上下段 (金北 on 冬) or not."""

    tulip: bool
    upper_lower: bool


def plan_rest(state, plan: WinPlan, target: str, last_fever_win: bool = True) -> list[Event]:
    """After 秋: 金北 strengthens ``target`` ("" none), then the value, 夏, 冬 and 春 (§4.4); a
    pocchi's reading is fixed last, after every dora and 冬 flip (seed L434)."""
    plan.gold_target = target
    events = []
    if target == "autumn":
        events += _autumn(state, plan, 1)
    if len(plan.readings) > 1:
        _fix_reading(state, plan, target, last_fever_win)
    else:
        _score(state, plan, target, last_fever_win)
    if plan.winter is not None:
        events.append(Event("winter", plan.seat, tuple(tok for flip in plan.winter_flips for tok in flip),
                            info={"hits": plan.winter_hits, "tulip": plan.winter.tulip,
                                  "upper_lower": plan.winter.upper_lower}))
    return events


def _score(state, plan: WinPlan, target: str, last_fever_win: bool) -> None:
    """Score ``plan`` as it stands (its kind, the indicators turned so far): the value with the ura
    dora, 押し出し, 夏 with the 金北 ``target``, the 冬 flips (when 冬 fires) and the 春 firings.
    Changes only ``plan``: the 冬 flips read the track without taking from it."""
    seat, kind, hand, tsumo = plan.seat, plan.kind, plan.hand_tiles, plan.tsumo
    chankan, win_tile, from_seat = plan.chankan, plan.win_tile, plan.from_seat
    plan.gold_target = target
    held = flowers_held(state, seat)
    plan.value = win_value(state, seat, kind, tsumo=tsumo, hand_tiles=hand, chankan=chankan, ura=True,
                           win_tile=win_tile, god=plan.god)
    if plan.value is None:                     # an ura flower can only add: score without the ura
        plan.value = win_value(state, seat, kind, tsumo=tsumo, hand_tiles=hand, chankan=chankan, win_tile=win_tile,
                               god=plan.god)
    points = _points(plan.value)
    plan.push_out = False
    if (from_seat is not None and state.riichi_kind[seat] == "open" and not state.riichi[from_seat]
            and points.tier not in scoring.YAKUMAN_TIERS):
        plan.push_out = True                  # 押し出し: paid as a yakuman (§2.3)
        points = scoring.value_of(13, points.fu, 1)
    summers = held.count(SUMMER)
    plan.summer, plan.times4 = summers, False
    if target == "summer":
        if summers >= 2:
            plan.times4, plan.summer = True, 0     # 夏夏金北: ×4 instead of the two steps
        else:
            plan.summer = 2
    plan.points = scoring.with_summer(points, plan.summer)
    winters = held.count(WINTER)
    plan.winter, plan.winter_hits, plan.winter_flips = None, 0, []
    if winters and last_fever_win:
        upper_lower = target == "winter"
        result = winter(_winter_track(state), _hand_kinds(state, plan), tulip=winters >= 2,
                        upper_lower=upper_lower,
                        flowers_extracted=sum(1 for t in state.extracted[seat] if t.kind in FLOWERS),
                        gt=state.setup.gt, god_pocchi=plan.god)
        plan.winter = WinterFired(winters >= 2, upper_lower)
        plan.winter_hits = result.hits
        plan.winter_flips = [[token(t) for t in tiles] for tiles, _ in result.flips]
    plan.springs = _spring_firings(state, plan, held)


# --- the wins of a hand, with the 金北 choice (§4.3) ------------------------------------------------

def queue_win(state, plan: WinPlan, *, honba: bool, sticks: bool) -> None:
    """A win waiting to be paid once its 金北 target is chosen (wins are paid in turn order)."""
    state.win_queue.append({"plan": plan, "honba": honba, "sticks": sticks, "target": None})


def run_wins(state, winners: tuple) -> list[Event]:
    """Pay the queued wins in order: every 秋 first (a 秋 of one winner fixes the indicators before
    another's 冬 flips), then each winner's 金北 target — asked of a winner in a positive win, chosen
    for them otherwise — and the payment; then the hand is over."""
    events = []
    for item in state.win_queue:
        if not item.get("autumn_done"):
            events += plan_autumn(state, item["plan"])
            item["autumn_done"] = True
    while state.win_queue:
        item = state.win_queue[0]
        plan = item["plan"]
        if item["target"] is None:
            targets = gold_targets(state, plan.seat)
            if targets and plan.mult.sign > 0:
                state.step, state.pending_winners = "gold_north", tuple(winners)
                return events + [Event("gold_north_offered", plan.seat, info={"targets": targets})]
            item["target"] = choose_gold_target(state, plan)
        if item.get("god") is None:
            if god_choice(state, plan, item["target"]):
                state.step, state.pending_winners = "god_pocchi", tuple(winners)
                return events + [Event("god_pocchi_offered", plan.seat)]
            item["god"] = "most"
        plan.god = item["god"]
        events += plan_rest(state, plan, item["target"])
        events += pay(state, plan, honba=item["honba"], sticks=item["sticks"])
        state.win_queue.pop(0)
    state.step = "turn"
    return events + state.hand_over(tuple(winners), "win")


def queue_json(item: dict) -> list:
    """A queued win as JSON data (for the state's snapshot)."""
    plan = item["plan"]
    return [plan.seat, plan.kind, list(plan.readings), plan.tsumo, plan.from_seat, [code(t) for t in plan.hand_tiles],
            code(plan.win_tile) if plan.win_tile is not None else None,
            [plan.mult.shuba, plan.mult.fever, plan.mult.pocchi, plan.mult.sign, plan.mult.reversal], plan.pocchi, item["target"],
            item["honba"], item["sticks"], item.get("god")]


def choose_god(state, god: str) -> list[Event]:
    """The winner took the 神ポッチ at its "most" or "fewest"; the wins go on being paid (in a fever
    fever_play.fever_answer takes the answer)."""
    state.win_queue[0]["god"] = god
    return run_wins(state, state.pending_winners)


def choose_gold(state, target: str) -> list[Event]:
    """The winner named the 金北 target ("none": none); the wins go on being paid."""
    state.win_queue[0]["target"] = "" if target == "none" else target
    return run_wins(state, state.pending_winners)


def _facts(state, plan: WinPlan) -> ch.WinFacts:
    value = plan.value
    every = plan.every(state)
    names = {n for n, _ in value.yaku}
    held = flowers_held(state, plan.seat)
    akiaki = 0
    if (state.options["akiaki_kinpei_chips"] and plan.gold_target == "autumn" and held.count(AUTUMN) >= 2):
        akiaki = value.han + 2 * held.count(SUMMER)          # [P] §8 Q14
    return ch.WinFacts(
        tsumo=plan.tsumo, closed=value.closed, ippatsu=state.ippatsu[plan.seat] and "nagashi_yakuman" not in names,
        ura=value.ura, red=sum(1 for t in every if t.mark == "red"),
        gold=sum(1 for t in every if t.mark == "gold" and t.kind != NORTH),
        norths=sum(1 for t in state.extracted[plan.seat] if t.kind == NORTH),
        spring_firings=plan.springs, winter_hits=plan.winter_hits,
        winter_no_shuba=plan.gold_target == "winter" and held.count(WINTER) >= 2,
        akiaki_han=akiaki, tier=plan.points.tier, chip_han=_chip_han(state, plan),
        hand_yaku=tuple(y for y in HAND_YAKU if y in names) if state.options["hand_yaku_chips"] else (),
        flower_bonus=ch.flower_bonus(tuple(t.kind for t in state.extracted[plan.seat] if t.kind in FLOWERS),
                                     sum(1 for t in state.extracted[plan.seat] if t.kind == NORTH)))


def _chip_han(state, plan: WinPlan) -> int:
    """翻数祝儀's han (§5.2): without 夏; a true yakuman counts its ordinary parts (間八萬自摸 as 8,
    大車輪 as 清一色 + 七対子)."""
    value = plan.value
    if not value.yakuman:
        return value.han
    names = {n for n, _ in value.yaku}
    ordinary = ordinary_han(state, plan.seat, plan.kind, plan.tsumo, plan.hand_tiles, plan.win_tile, plan.god)
    return ordinary + (8 if "kanpachi_tsumo" in names else 0)


def _dice_facts(state, plan: WinPlan) -> ch.DiceFacts:
    value = plan.value
    names = dict(value.yaku)
    seat = plan.seat
    every = plan.every(state)
    stars = {(t.kind, t.mark) for t in every if t.mark in ("red", "gold") and t.kind != NORTH}
    counts = _counts(plan.hand_tiles)
    counts[plan.kind] += 1
    sanshoku = "sanshoku" in names and state.setup.gt and not plan.tsumo and plan.kind == M8
    white_kan = any(m.kind == "closed_kan" and m.tiles[0].kind == WHITE for m in state.melds[seat])
    return ch.DiceFacts(
        yakuman=tuple((n, c) for n, c in value.yaku if n in state.setup.yakuman_names),   # (name, count)
        hachirenchan="hachirenchan" in names, sanshoku_789_ron=sanshoku,
        sanshoku_789_dice=state.options["sanshoku_789_dice"],
        sanshoku_doukou="sanshoku_doukou" in names, sanrenkou="sanrenkou" in names, closed=value.closed,
        all_star=len(stars) == 4, flowers=tuple(t.kind for t in state.extracted[seat] if t.kind in FLOWERS),
        norths=sum(1 for t in state.extracted[seat] if t.kind == NORTH), white_kan=white_kan,
        zero_chip_pocchi=False, ippatsu_pocchi=False)


# --- paying ------------------------------------------------------------------------------------------

def _apply_points(state, deltas: dict) -> None:
    for s, d in deltas.items():
        state.scores[s] += d


def _apply_chips(state, deltas: dict) -> None:
    for s, d in deltas.items():
        state.chips[s] += d


def pay(state, plan: WinPlan, *, honba: bool, sticks: bool, fever_win: int = 0) -> list[Event]:
    """Pay one planned win: points (with the fever factor, 夏夏金北 ×4 or the reversal), riichi
    deposits, chips, bust prizes; its dice chances wait for the end of the hand or fever."""
    seat, mult = plan.seat, plan.mult
    reverse = mult.sign < 0
    before = list(state.scores)
    deltas = scoring.win_deltas(plan.points.basic, state.active, seat, state.dealer, plan.tsumo, plan.from_seat,
                                state.honba if honba else 0, fever=mult.fever, times4=plan.times4,
                                reverse=reverse)
    _apply_points(state, deltas)
    if sticks and state.sticks:
        state.scores[seat] += 1000 * state.sticks
        deltas[seat] += 1000 * state.sticks
        state.sticks = 0
    items = ch.win_chip_items(_facts(state, plan), mult)
    if reverse:
        items = [replace(i, amount=-abs(i.amount)) if i.amount > 0 else i for i in items]
    for payer in state.active:                 # トビ賞: from >= 0 to < 0 by this win (not one's own reverse)
        if payer == seat or state.scores[payer] >= 0:
            continue
        if before[payer] >= 0 or payer in state.unprized:
            items.append(ch.bust_prize(mult, payer))     # a riichi stick's bust is paid at the next win (横移動 too)
            state.unprized.discard(payer)
    zero_chip = bool(plan.pocchi) and plan.effect != "white" and not items     # 0枚は0枚: a chance of its own
    chip_deltas = ch.transfers(items, seat, state.everyone_else(seat), plan.tsumo, plan.from_seat)
    _apply_chips(state, chip_deltas)
    state.east1_dealer_only = state.east1_dealer_only and seat == state.dealer
    _grant_dice(state, plan, zero_chip)
    deltas_list = [deltas.get(s, 0) for s in range(state.seats)]
    chip_list = [chip_deltas.get(s, 0) for s in range(state.seats)]
    info = {"winner": seat, "from": plan.from_seat, "tsumo": plan.tsumo,
            "tile": _kind_token(plan.kind), "hand": [token(t) for t in plan.hand_tiles],
            "melds": [m.to_view(token) for m in state.melds[seat]],
            "yaku": [list(y) for y in plan.value.yaku], "han": plan.value.han, "fu": plan.value.fu,
            "limit": plan.points.tier, "tier": plan.points.tier, "summer": plan.summer, "times4": plan.times4,
            "gold_north": plan.gold_target, "points": deltas_list[seat], "delta": deltas_list,
            "scores": list(state.scores), "chips": [dict({"name": i.name, "amount": i.amount, "form": i.form},
                                                          **({"shuba": True} if i.doubled else {})) for i in items],
            "chip_delta": chip_list, "chip_totals": list(state.chips), "reverse": reverse,
            "pocchi": plan.pocchi, "effect": plan.effect, "fever_win": fever_win, "push_out": plan.push_out,
            "flowers": [token(t) for t in state.extracted[seat]], "winter": plan.winter_flips,
            "dora_indicators": [token(t) for t in state.wall.dora_indicators],
            "ura_indicators": [token(t) for t in state.wall.ura_indicators] if state.riichi[seat] else []}
    state.history.append({"hand": state.hand_no, "honba": state.honba, "result": "win",
                          "wins": [{k: info[k] for k in ("winner", "from", "tsumo", "han", "fu", "tier",
                                                         "delta", "chip_delta", "reverse")}]})
    return [Event("won", seat, tuple(info["hand"]), info=info)]


def _kind_token(kind: int) -> str:
    from core.mahjong.notation import to_text
    return to_text([kind])


def _grant_dice(state, plan: WinPlan, zero_chip: bool = False) -> None:
    """Dice chances of a win wait for the end of the hand (or the fever): per-win sources at each
    fever win, the others once per fever (§2.5)."""
    granted = {c["source"] for c in state.dice_chances if c["owner"] == plan.seat}
    for source, base in ch.dice_chances(replace(_dice_facts(state, plan), zero_chip_pocchi=zero_chip)):
        if state.fever is not None and source not in ch.PER_WIN_SOURCES and source in granted:
            continue
        state.dice_chances.append({"owner": plan.seat, "source": source, "base": base,
                                   "fever": plan.mult.fever, "pocchi": plan.mult.pocchi, "sign": plan.mult.sign,
                                   "shuba_dice": _shuba_dice(state, plan.seat, source)})


def _shuba_dice(state, seat: int, source: str) -> bool:
    """シュバサイコロ 《OP》: doubles pay a bonus on a shuba declarer's chances, and on chances
    where shuba could not have been declared (天和 地和 人和, 流し役満)."""
    if not (state.options["shubari"] and state.options["shuba_dice"]):
        return False
    return state.shuba[seat] or source in ch.SHUBA_DICE_ALWAYS


def roll_chance_of(state, pair: tuple[int, int]) -> list[Event]:
    """The first waiting dice chance of the hand, rolled for the pair its owner named (§5.5):
    four counted rolls, doubles rolled again; every hit pays base × multipliers from every other
    seat (the sitting-out one too)."""
    chance = state.dice_chances.pop(0)
    owner = chance["owner"]
    roll = roll_chance(state.rng, pair)
    mult = ch.Multiplier(False, chance["fever"], chance["pocchi"], chance["sign"])
    each = chance_amount(chance["base"], roll, mult, chance["shuba_dice"])
    deltas = {owner: 0}
    for s in state.everyone_else(owner):
        deltas[s] = -each
        deltas[owner] += each
    _apply_chips(state, deltas)
    return [Event("dice", owner, info={
        "source": chance["source"], "pair": list(pair), "rolls": [list(r) for r in roll.rolls],
        "hits": roll.hits, "per_hit": chance["base"] * mult.fever * mult.pocchi * mult.sign,
        "doubles": list(roll.doubles), "shuba_dice": chance["shuba_dice"],
        "amount": each, "delta": [deltas.get(s, 0) for s in range(state.seats)], "chips": list(state.chips)})]


# --- the ways a hand is won --------------------------------------------------------------------------

def _plain_mult(state, seat: int) -> ch.Multiplier:
    return ch.Multiplier(shuba=state.shuba[seat])


def tsumo(state, seat: int) -> list[Event]:
    """ツモ: a real tile on a real wait, or the pocchi wildcard after riichi."""
    tile = state.drawn
    hand = list(state.hands[seat])
    hand.remove(tile)
    events = []
    if tile.kind == WHITE and state.riichi[seat]:
        plan, events = pocchi_plan(state, seat, tile, hand)
    else:
        plan = WinPlan(seat, tile.kind, True, None, hand, mult=_plain_mult(state, seat), win_tile=tile)
    queue_win(state, plan, honba=True, sticks=True)
    return events + run_wins(state, (seat,))


def pocchi_plan(state, seat: int, tile, hand: list) -> tuple[WinPlan, list[Event]]:
    """The pocchi drawn after riichi (§4.5): its effect (正ポッチ > 白 > 逆ポッチ), the new pocchi
    state, and the readings it may take (fixed at the payment, :func:`_fix_reading`). A riichi
    hand always has one: riichi needs a wait that can be a win (value.ready_waits), and riichi is
    a yaku."""
    effect, kinds = pocchi_effect(state, seat, tile, hand)
    fever = state.fever is not None and state.fever["seat"] == seat
    if effect != "white":
        state.pocchi[seat] = state.pocchi[seat].after(tile.mark, state.options["reversal_double_pos_to_neg"])
    ps = state.pocchi[seat] if effect != "white" else (state.pocchi[seat] if fever else PocchiState())
    mult = ch.Multiplier.of(ps, shuba=state.shuba[seat], fever=fever_factor(state, seat))
    readings = pocchi_readings(state, seat, hand, kinds)
    events = [Event("pocchi", seat, (token(tile),), info={"sign": ps.sign, "factor": ps.factor, "effect": effect})]
    if not readings:
        raise AssertionError(f"a riichi hand with no win for its pocchi: seat {seat}, {hand}")
    return WinPlan(seat, readings[0], True, None, hand, mult=mult, pocchi=tile.mark, effect=effect,
                   readings=tuple(readings)), events


def fever_factor(state, seat: int) -> int:
    if state.fever is not None and state.fever["seat"] == seat:
        return scoring.FEVER_FACTOR[state.fever["tier"]]
    return 1


def ron(state, winners: list[int], tile, src: int) -> list[Event]:
    """ロン (two at most): each winner is paid with the honba; the deposits go to the first in turn
    order from the discarder (§2.9). A ronned riichi discard never stood (a fever never starts).

    A ron on a north set aside is no 槍槓: the north is "空気扱いのため、カンと違って…" (seed L362),
    not a kan; only the right to ron it is like robbing a kan ([R] §2.1). (It is always a 字一色 /
    四喜和 / 国士 yakuman, seed L366, so the 1 han would change nothing but the record.)"""
    state.riichi_pending = None
    for i, seat in enumerate(winners):
        plan = WinPlan(seat, state.ron_kind(seat, tile), False, src, list(state.hands[seat]),
                       mult=_plain_mult(state, seat), win_tile=tile, chankan=state.claim_kind == "kan")
        queue_win(state, plan, honba=True, sticks=i == 0)
    return run_wins(state, tuple(winners))


# --- other chips ---------------------------------------------------------------------------------

def spring_extracted(state, seat: int, tile) -> list[Event]:
    """単春 (§4.2): the first 春 set aside pays its owner the flowers set aside so far from every
    other player; with a 春 already out every later flower pays 1 more."""
    if tile.kind == SPRING:
        state.spring_fired = True
    flowers = [t for t in state.extracted[seat] if t.kind in FLOWERS]
    springs_before = sum(1 for t in flowers[:-1] if t.kind == SPRING)
    each = ch.spring_on_extract(len(flowers), springs_before, tile.kind == SPRING, shuba=state.shuba[seat],
                                fever=fever_factor(state, seat))
    if not each:
        return []
    deltas = {seat: 0}
    for s in state.everyone_else(seat):
        deltas[s] = -each
        deltas[seat] += each
    _apply_chips(state, deltas)
    return [Event("chips", None, info={"reason": "spring_extract", "seat": seat,
                                       "delta": [deltas.get(s, 0) for s in range(state.seats)],
                                       "chips": list(state.chips),
                                       "items": [{"name": "spring_extract", "amount": each, "form": "all"}]})]


def open_shown(state, seat: int) -> list:
    """オープン立直: the fewest tiles of the hand that tell every wait (shown.fewest_shown)."""
    from .shown import fewest_shown
    counts = _counts(state.hands[seat])
    waits = hand_waits(counts, len(state.melds[seat]), state.setup)
    kinds = fewest_shown(counts, state._core_melds(seat), waits, state.setup.rules.kokushi_kinds)
    left, shown = list(state.hands[seat]), []
    for k in kinds:
        tile = next(t for t in left if t.kind == k)
        left.remove(tile)
        shown.append(tile)
    return shown


def exhaustive_draw(state, fever_seat: int | None = None) -> list[Event]:
    """荒牌流局 (§2.8): 流し役満 is a win for whoever made it; otherwise 4,000 in all moves from the
    noten to the tenpai seats (a fever player with no win is the only tenpai one). The dealer
    stays. The sitting-out player receives 春無し流局 chips and an all-noten dice chance; a shuba
    declarer pays シュバ滑り."""
    active = state.active
    events = []
    nagashi = [] if fever_seat is not None else _nagashi_seats(state)
    if fever_seat is not None:
        tenpai = [fever_seat]
    else:
        tenpai = [s for s in active if ready_waits(state, s, state.hands[s])]
    delta = [0] * state.seats
    if nagashi:
        for seat in nagashi:
            plan = _nagashi_plan(state, seat)
            events += pay(state, plan, honba=seat == nagashi[0], sticks=seat == nagashi[0])
        return events + state.hand_over(tuple(nagashi), "win")
    if 0 < len(tenpai) < 3:
        gain, loss = TENPAI_TOTAL // len(tenpai), TENPAI_TOTAL // (3 - len(tenpai))
        for s in active:
            delta[s] = gain if s in tenpai else -loss
    for s in range(state.seats):
        state.scores[s] += delta[s]
    chips_before = list(state.chips)
    _draw_chips(state, tenpai)
    chip_delta = [a - b for a, b in zip(state.chips, chips_before)]
    state.history.append({"hand": state.hand_no, "honba": state.honba, "result": "draw", "tenpai": tenpai,
                          "delta": delta, "chip_delta": chip_delta})
    info = {"tenpai": tenpai, "nagashi": [], "delta": delta, "scores": list(state.scores), "fever": fever_seat,
            "chip_delta": chip_delta, "chips": list(state.chips),
            "hands": {str(s): [token(t) for t in state.hands[s]] for s in tenpai},
            "melds": {str(s): [m.to_view(token) for m in state.melds[s]] for s in tenpai}}
    return [Event("hand_drawn", None, info=info)] + state.hand_over((), "draw")


def _draw_chips(state, tenpai: list[int]) -> None:
    """The chips of an exhaustive draw: シュバ滑り from each shuba declarer (to the sitting-out
    player; in 3人回し 10 all only with its option), and for the sitting-out player 春無し流局 and
    an all-noten dice chance (§5.8)."""
    out = state.sitting_out
    for seat in state.active:
        if not state.shuba[seat]:
            continue
        if out is not None:
            _move_chips(state, seat, out, ch.slip_chips())
        elif state.options["shuba_slip_3p"]:
            for s in state.everyone_else(seat):
                _move_chips(state, seat, s, ch.slip_chips())
    if state.spring_fired:
        state.springless_draws = 0
    else:
        state.springless_draws += 1
        if out is not None:
            each = ch.no_spring_draw_chips(state.springless_draws)
            for s in state.active:
                _move_chips(state, s, out, each)
    if out is not None and not tenpai:
        source, base = ch.ALL_NOTEN_CHANCE
        state.dice_chances.append({"owner": out, "source": source, "base": base, "fever": 1, "pocchi": 1, "sign": 1,
                                   "shuba_dice": _shuba_dice(state, out, source)})


def _move_chips(state, payer: int, receiver: int, amount: int) -> None:
    state.chips[payer] -= amount
    state.chips[receiver] += amount


def _nagashi_seats(state) -> list[int]:
    """流し役満 (§3.6, seed L156-160): every discard a terminal or an honour (7m counts with GT),
    none called. In riichi too by default: "手牌の状態に依存しないため、ダマの状態でも成立する"
    (L57) and the seed sets no riichi condition; the option ``nagashi_in_riichi`` off follows the
    rule notes, which refuse it to a riichi player."""
    yaochu = state.setup.rules.yaochu_kinds
    in_riichi = state.options["nagashi_in_riichi"]
    return [s for s in state.active
            if state.ponds[s] and (in_riichi or not state.riichi[s])
            and all(p["tile"].kind in yaochu and not p["called"] for p in state.ponds[s])]


def _nagashi_plan(state, seat: int) -> WinPlan:
    """流し役満 is paid as a yakuman tsumo; only the norths and flowers set aside earn chips. Its yaku
    entry holds the yakuman count, as every yakuman's does."""
    from .value import WinValue
    value = WinValue((("nagashi_yakuman", 1),), 13, 0, 1, state.is_closed(seat), -1, None)
    plan = WinPlan(seat, 0, True, None, [], value, scoring.value_of(13, 0, 1), mult=_plain_mult(state, seat))
    return plan


def game_end_chips(state, order: list[int]) -> list[Event]:
    """Rank chips (順位点), the 80,000-point bonus and トントンブー (§5.3)."""
    n = state.seats
    delta = [0] * n
    ranks = ch.rank_chips(state.scores, order, state.four)
    for s in range(n):
        delta[s] += ranks[s]
    top = order[0]
    bonus = ch.bonus_80000(state.scores[top])
    if bonus:
        for s in range(n):
            if s != top:
                delta[s] -= bonus
                delta[top] += bonus
    tontonbu = (state.options["tontonbu"] and state.hand_no == 0 and not state.returned_east
                and state.east1_dealer_only and any(x < 0 for x in state.scores) and _won_by_dealer(state))
    if tontonbu:
        for s in range(n):
            if s != state.dealer:
                delta[s] -= ch.TONTONBU
                delta[state.dealer] += ch.TONTONBU
    streak = top_streak(state, top)
    straight = ch.consecutive_top_chips(streak) if state.options["consecutive_top_chips"] and streak >= 2 else 0
    if straight:
        for s in range(n):
            if s != top:
                delta[s] -= straight
                delta[top] += straight
    for s in range(n):
        state.chips[s] += delta[s]
    return [Event("chips", None, info={"reason": "game_end", "delta": delta, "chips": list(state.chips),
                                       "items": [{"name": "rank", "amounts": ranks},
                                                 {"name": "bonus_80000", "amount": bonus, "seat": top},
                                                 {"name": "tontonbu", "amount": ch.TONTONBU if tontonbu else 0},
                                                 {"name": "consecutive_top", "amount": straight, "seat": top,
                                                  "games": streak}]})]


def top_streak(state, top: int) -> int:
    """連勝: how many games in a row ``top`` has now been top (the ``top_streak`` option carries the
    games before this one)."""
    before = state.options["top_streak"]
    return before[1] + 1 if before and before[0] == top else 1


def _won_by_dealer(state) -> bool:
    """トントンブー: the bust came with a dealer win (a draw's tenpai payments do not count)."""
    last = state.history[-1] if state.history else {}
    return last.get("result") == "win" and all(w["winner"] == state.dealer for w in last.get("wins", []))


def real_wait_tiles(state, seat: int) -> frozenset:
    return real_waits(state.counts(seat), state.melds[seat], state.setup)
