"""The strong riichi AI's evaluation: expected points of every discard, call and riichi.

Everything is read from one seat's view (:class:`~core.games.riichi.ai.Reading`); the hidden
tiles are the ``unseen`` copies, drawn with equal chance.

- **Offence** (攻撃の期待値): for the hand a choice leaves, the chance to win before the hand ends
  and what the win is worth. A ready hand (聴牌) is scored exactly on each wait (the game's own
  yaku and points, with riichi when the hand is closed, dora and red fives); a hand one from
  ready (一向聴) looks one draw ahead: for every tile that makes it ready, the best ready hand it
  then keeps, scored the same way; a hand further away gets a han estimate (dora, value tiles,
  all simples, riichi) and a chance from its improving tiles (受け入れ). The chance comes from a
  chain over the draws left: each draw moves the hand a step with the share of the unseen tiles
  that improve it, a ready hand wins by its own draw or on a discard, and the hand may end first
  by another seat's win (more so when a seat is in riichi). Knobs measured in the arena without
  a clear gain, left neutral: ``OPEN_SPEED`` (an open hand's steps come faster: it may call
  again), ``RON_FACTOR_DAMA`` (a ready hand without riichi wins on more discards), ``CLOSED_HAN``,
  ``DEALER_FACTOR`` (連荘), ``SHAPE_CARRY`` (a hand wide for its distance stays wide).
- **Defence** (危険度): for every seat that threatens (in riichi; or with three calls) each tile's
  chance to deal in: 0 for a tile it discarded (現物) or one passed since its riichi, and for the
  rest a sum over the waits that tile completes, each as likely as its tiles are unseen: two-sided
  waits (両面) unless suji (筋) of a safe tile, kabe (壁) or one-chance (ワンチャンス) when their
  tiles are (nearly) all visible, closed and edge waits, pairs and single waits.
- **Push or fold** (押し引き): the value of a discard is
  ``-deal_in * cost + (1 - deal_in) * max(0, offence - future risk)`` (the hand may fold later),
  the future risk being what the hand's own future discards would deal in while it plays on (each
  taken as ``future_danger`` times an average unseen tile's danger: 2 in the riichi game, where the
  arena showed the more careful push/fold better — 1.0 → 1.5 → 2.0 gave 0.540 → 0.562 → 0.567
  and 0.537 → 0.546 → 0.550 on two 80-game blocks, 0.5 gave 0.515 / 0.517; games built on this
  one keep 1 until they measure theirs). A riichi cannot fold later: its value is its offence
  minus its whole risk and the stick's cost.

Measured without a gain (strong vs normal, paired on the same 30 duplicate deals × 4 seats,
seed 1; the difference to this evaluation with its 95 % interval), so not adopted:

- taking every value-tile pon (役牌) that lowers the shanten, as normal does: -0.011 ± 0.038
  (and 0.528 vs 0.543 on 200 games, seed 101); also every all-simples call: -0.029 ± 0.040;
- riichi whenever normal would (no threat, four or more tiles in the wall): no decision changed
  (this evaluation already declares it); dama instead of riichi on a ready hand worth 7,000 or
  more without it: -0.017 ± 0.020;
- in the last hand, a deal-in valued twice when first and half when last: +0.000 (it changed 23
  of 853 decisions, none of the results); Anmika with ``future_danger`` 2: -0.025 ± 0.034 (3
  seats, 40 deals); Hero with ``future_danger`` 2: +0.007 ± 0.013 (basic, 25 deals), -0.011 ±
  0.035 (2-Pick, 15 deals);
- a ready hand's later risk taken at half (chasing a riichi more often): +0.001 ± 0.006.

Measured in a second session (tools/pair_arena.py, the same pairing; block A: 30 deals from seed
1, where this evaluation scores 0.544 ± 0.058; block B: 40 deals from seed 31, 0.598 ± 0.050),
none adopted:

- where the edge over normal comes from (strong with normal's policy for one part, block A):
  normal's discards when nobody is in riichi -0.043 ± 0.065, normal's calls -0.058 ± 0.052,
  normal's defence when a seat is in riichi -0.074 ± 0.065: each part of this evaluation helps.
  Per hand over 80 games (seed 1), strong wins 17 % (8,900 on average) and deals in 8 % (3,900);
  the normals win 24 % (6,700) and deal in 18 % (5,400); strong is ready at 38 % of the draws
  against their 58 %;
- a one-draw look-ahead for hands two or more from ready (for every improving draw, the best hand
  one step nearer, by its own improving tiles and han estimate, in place of a typical rate; p99 14
  ms for two from ready, 63 ms for all): -0.019 ± 0.054 (two from ready), -0.003 ± 0.060 (all);
- a placement utility: every point gain valued by the places it is expected to bring (each pair
  of seats' difference spread normally by 6,000 per hand left, 1,500 at least; a win's payers as
  a tsumo or a ron from any seat; a deal-in's to the threat; 7,600 points a place, so that early
  on a small gain counts as its points), with a trial ``hands_total`` view field: +0.014 ± 0.042 on
  A, -0.044 ± 0.044 on B; with 9,000 per hand: -0.008 ± 0.048 (A), -0.020 ± 0.041
  (B); in the last hand only: -0.011 ± 0.035 (A), -0.009 ± 0.027 (B);
- ``BASE_HAZARD`` 0.06 and 0.08 (others end about 70 % of the hands here, more than 0.035 a turn
  gives): -0.003 ± 0.021, -0.001 ± 0.031 (A);
- a riichi's declaration tile: the tiles one or two from it in its suit (またぎ筋) taken as 1.5 times
  as dangerous: -0.003 ± 0.005 (A), -0.019 ± 0.025 (B);
- Hero Mahjong with normal's card timing in place of strong's (加速 at one from ready, 万能の人 at
  once; 20 deals from seed 1): basic -0.013 ± 0.027 (strong's timing keeps its small edge), 2-Pick
  +0.004 ± 0.122 (the decks' cards make the games diverge: too noisy to tell at this size).

Measured in a third session (the same blocks A and B, tools/pair_arena.py), none adopted:

- where strong's lower readiness comes from (20 games, seed 2000, own draws): with nobody in
  riichi strong is ready at 9 % of them against the normals' 14 % (one from ready 26 % / 28 %),
  with a seat in riichi 15 % against 31 % (it folds); per seat strong declares riichi 26 times to
  their 42 and calls 35 times to their 22. Its discards with nobody threatening keep fewer
  improving tiles than the most efficient one in 7 % of them (to 0.85 of the best on average) and
  go back a step almost never: it gives up little speed, and that little is worth its value;
- speed over value, with nobody threatening: only discards at the least shanten keeping all the
  best improving tiles (value as the tie-break): -0.051 ± 0.059 (A), -0.056 ± 0.045 (B); keeping
  85 % of them: -0.031 ± 0.045, -0.022 ± 0.041; all of them for hands two or more from ready only
  (value counted from one from ready): -0.014 ± 0.043, -0.029 ± 0.040;
- calls: a pon or chi taken only when it adds 600 points over passing: -0.033 ± 0.056 (A),
  -0.011 ± 0.044 (B); 30 % over passing: -0.033 ± 0.041, +0.000 ± 0.044; taken when it loses
  up to 400 points (calling more): -0.056 ± 0.065, -0.108 ± 0.060;
- against a riichi (40 games, seed 3000: with a seat in riichi strong keeps a ready hand in 22 of
  38 discards, one from ready in 130 of 216, and declares riichi in 6 of 20 chances): a ready
  closed hand that pushes declares riichi too: +0.000 ± 0.000 (A), -0.002 ± 0.011 (B);
  ``DEAL_IN_RIICHI`` 5,000: +0.003 ± 0.005, -0.001 ± 0.009; 7,500: +0.006 ± 0.011, -0.005 ±
  0.013; ``RIICHI_HAZARD`` 0.03 / 0.1: +0.000 / +0.000 (A), -0.003 ± 0.008 / -0.008 ± 0.011 (B);
- ``NO_YAKU_HAN`` 0.0 / 0.6: +0.000 / -0.000 ± 0.008 (A), +0.000 / +0.002 ± 0.004 (B);
  ``SHANTEN_PENALTY`` 0.3 / 0.75: -0.008 ± 0.021 / -0.028 ± 0.045 (A), +0.001 ± 0.014 / +0.017 ±
  0.041 (B); ``NOTEN_BONUS`` 2,000: -0.039 ± 0.051 (A), -0.023 ± 0.035 (B).
"""
from __future__ import annotations

from functools import lru_cache

from core.mahjong import hand as mj_hand
from core.mahjong.points import basic_points, score_hand
from core.mahjong.shanten import shanten
from core.mahjong.tiles import EAST, N_KINDS, is_honor, is_simple, number_of
from core.mahjong.waits import ukeire, waits
from core.mahjong.yaku import RIICHI_YAKU, HandRules, WinContext

from .value import hand_waits

RON_FACTOR = 1.2          # a ready hand's chance per turn to win on a discard, against its own draw ...
RON_FACTOR_DAMA = 1.2     # ... when it has not declared riichi (the others do not see it coming)
BASE_HAZARD = 0.035       # the chance per turn that another seat ends the hand
RIICHI_HAZARD = 0.06      # ... added per seat in riichi
RIICHI_BONUS = 1.15       # ura dora and ippatsu, on the value of a riichi win
DEAL_IN_RIICHI = 6000     # what a deal-in into a riichi costs (a dealer's: half as much again)
DEAL_IN_OPEN = 4000       # ... into a hand with three calls
FUTURE_DANGER = 1.0       # the later discards of a hand that plays on: this share of an average tile's danger
RIICHI_FUTURE_DANGER = 2.0  # ... in the riichi game itself (measured: 1.0 → 2.0 raised strong vs normal, see
                          # RiichiAgent.future_danger; games built on this one keep FUTURE_DANGER)
RIICHI_PRESSURE = 0.6     # a riichi makes the others fold: the hand is less often ended by them
STAGE_RATE = {1: 0.135, 2: 0.215, 3: 0.39, 4: 0.55, 5: 0.65, 6: 0.7}   # typical share of improving draws by shanten
NOTEN_BONUS = 1000        # being ready at the exhaustive draw (ノーテン罰符), roughly
NO_YAKU_HAN = 0.3         # an open hand without a yaku in sight may still find one
SHANTEN_PENALTY = 0.5     # a discard that goes back a step keeps this share of its estimate
CHIPS_AFTER_RIICHI = 0.8  # ura dora and ippatsu chips, expected, on a riichi win (Anmika)
FAR_CHIP_PAYERS = 1.4     # a win's chips are paid by 2 on a tsumo, 1 on a ron: this many on average
TYPICAL_WAIT = 0.055      # share of the unseen tiles that a typical ready hand waits on
CLOSED_HAN = 1.4          # han a closed far hand adds when it will declare riichi (riichi, tsumo, ura) ...
CLOSED_DAMA_HAN = 0.3     # ... and when it will not
SHAPE_CARRY = 0.0         # a far hand's later steps scale with its improving tiles to this power
OPEN_SPEED = 1.0          # an open hand also moves on by calling: its steps come this much faster
DEALER_FACTOR = 1.0       # a dealer's win keeps the deal (連荘): its points count this much more


def basic_of(han: float, fu: int = 30) -> float:
    """Basic points of a fractional han count (interpolated)."""
    if han <= 0:
        return 0.0
    lo = int(han)
    frac = han - lo
    a = basic_points(lo, fu) if lo else 0
    b = basic_points(lo + 1, fu)
    return a + (b - a) * frac


def chain(rates: list[float], win_rate: float, turns: int, hazard: float) -> tuple[float, float, float]:
    """(chance to win, expected turns played, chance to be ready at the exhaustive draw) of a
    hand ``len(rates)`` steps from ready, each step taken at its rate per draw, winning at
    ``win_rate`` once ready, over ``turns`` draws, another seat ending the hand at ``hazard``
    per turn."""
    n = len(rates)
    stage = [0.0] * (n + 1)
    stage[0] = 1.0
    won = played = 0.0
    keep = 1.0 - hazard
    for _ in range(max(0, turns)):
        alive = sum(stage)
        if alive < 1e-4:
            break
        played += alive
        w = stage[n] * win_rate
        won += w
        stage[n] -= w
        for j in range(n - 1, -1, -1):
            move = stage[j] * rates[j]
            stage[j] -= move
            stage[j + 1] += move
        for j in range(n + 1):
            stage[j] *= keep
    return won, played, stage[n]


class Threat:
    """A seat that may be ready: how likely (``p``), what a deal-in costs, what is safe against it."""

    def __init__(self, seat: int, p: float, cost: float, safe: set, riichi: bool) -> None:
        self.seat, self.p, self.cost, self.safe, self.riichi = seat, p, cost, safe, riichi
        self._danger: dict[int, float] = {}

    def danger(self, k: int, unseen) -> float:
        d = self._danger.get(k)
        if d is None:
            d = self._danger[k] = tile_danger(k, self.safe, unseen)
        return d


def tile_danger(k: int, safe: set, unseen) -> float:
    """The chance that a ready hand, whose safe kinds are ``safe``, wins on ``k``."""
    if k in safe:
        return 0.0
    u = unseen
    if is_honor(k):
        return (0.0, 0.008, 0.025, 0.05, 0.06)[min(4, u[k])]
    n = number_of(k)
    d = (0.0, 0.006, 0.015, 0.025, 0.03)[min(4, u[k])]          # pairs and single waits
    for x, y, other in ((k - 2, k - 1, k - 3 if n >= 4 else None), (k + 1, k + 2, k + 3 if n <= 6 else None)):
        lo, hi = (n - 2, n - 1) if x == k - 2 else (n + 1, n + 2)
        if lo < 1 or hi > 9:
            continue
        w = min(1.0, u[x] * u[y] / 9.0)
        if not w:
            continue                                            # 壁: the shape cannot be held
        if other is None:                                       # 辺張 (12 waits 3, 89 waits 7)
            d += 0.012 * w
        elif other not in safe:
            d += 0.045 * w
    if 2 <= n <= 8:                                             # 嵌張
        d += 0.012 * min(1.0, u[k - 1] * u[k + 1] / 9.0)
    return d


class Situation:
    """What one decision of the strong AI needs, read once from the view."""

    def __init__(self, r, view, hand_rules: HandRules, table=RIICHI_YAKU, kinds=None, muscle: bool = False,
                 extra_dora: int = 0, chip_points: float = 0.0, extra_chips: float = 0.0,
                 deal_in_chips: float = 0.0, flush_chips: bool = False, future_danger: float = FUTURE_DANGER) -> None:
        d = view.data
        self.r = r
        self.view = view
        self.seat = seat = view.seat
        self.seats = d["seats"]
        self.dealer = d["dealer"] == seat
        self.seat_wind = EAST + (seat - d["dealer"]) % self.seats
        self.round_wind = EAST + d.get("round_wind", 0)
        self.rules = hand_rules
        self.table = table
        self.kinds = kinds
        self.muscle = muscle              # a closed hand wins only after riichi (Anmika's 筋肉)
        self.extra_dora = extra_dora      # dora beside the hand (Anmika's norths set aside)
        # chips (Anmika's 祝儀), valued at ``chip_points`` points each: the win's chips beside its red
        # fives (``extra_chips``: norths, gold tiles), and the chips a deal-in pays on top of its points
        self.chip_points = chip_points
        self.extra_chips = extra_chips
        self.deal_in_chips = deal_in_chips
        self.flush_chips = flush_chips    # a closed 混一色 / 清一色 pays 5 / 10 chips (手役祝儀)
        self.future_danger = future_danger  # the later discards' danger, as a share of an average tile's
        self.unseen = r.unseen
        self.n_unseen = max(1, sum(r.unseen))
        self.turns = max(0, -(-d["wall"] // self.seats))        # own draws left
        self.my_melds = [_meld(m, seat, self.seats) for m in d["melds"][seat]]
        self.meld_kinds = [k for m in self.my_melds for k in m.kinds]
        self.meld_aka = sum(1 for m in d["melds"][seat] for t in m["tiles"] if t.startswith("0"))
        self.dora_list = r.dora_list
        self.pond = {k for k in r.ponds[seat]}
        self.threats = self._threats(d)
        self.hazard = BASE_HAZARD + RIICHI_HAZARD * sum(1 for t in self.threats if t.riichi)
        self._scores: dict = {}
        self._off: dict = {}

    # --- threats -------------------------------------------------------------------------------
    def _threats(self, d) -> list[Threat]:
        out = []
        order = [(d["dealer"] + i) % self.seats for i in range(self.seats)]
        pos = {s: i for i, s in enumerate(order)}
        for s in range(self.seats):
            if s == self.seat:
                continue
            safe = set(self.r.ponds[s])
            dealer = s == d["dealer"]
            riichi = bool(d["riichi"][s])
            calls = sum(1 for m in d["melds"][s] if m["kind"] != "closed_kan")
            if riichi:
                at = next((i for i, p in enumerate(d["ponds"][s]) if p["riichi"]), len(d["ponds"][s]) - 1)
                for o in range(self.seats):             # passed since the riichi: safe (見逃し)
                    if o == s:
                        continue
                    for j, p in enumerate(d["ponds"][o]):
                        if j > at or (j == at and pos[o] > pos[s]):
                            safe.add(self.r.kind_of(p["tile"]))
                chips = self.chip_points * self.deal_in_chips
                cost = DEAL_IN_RIICHI * (1.5 if dealer else 1.0) + chips
                out.append(Threat(s, 1.0, cost, safe, True))
            elif calls >= 3 or (calls >= 2 and len(d["ponds"][s]) >= 10):
                chips = self.chip_points * self.deal_in_chips * 0.5
                cost = DEAL_IN_OPEN * (1.5 if dealer else 1.0) + chips
                out.append(Threat(s, 0.45 if calls >= 3 else 0.25, cost, safe, False))
        return out

    def danger(self, k: int) -> float:
        """The chance that discarding ``k`` deals in, weighted by cost (in points)."""
        return sum(t.p * t.cost * t.danger(k, self.unseen) for t in self.threats)

    def deal_in(self, k: int) -> float:
        return min(0.95, sum(t.p * t.danger(k, self.unseen) for t in self.threats))

    def future_risk(self, turns: float) -> float:
        """Expected points lost by playing on ``turns`` more discards of unknown tiles."""
        if not self.threats or turns <= 0:
            return 0.0
        risk = 0.0
        for t in self.threats:
            mean = sum(n * t.danger(k, self.unseen) for k, n in enumerate(self.unseen) if n) / self.n_unseen
            risk += t.p * t.cost * (1.0 - (1.0 - min(1.0, self.future_danger * mean)) ** turns)
        return risk

    # --- offence -------------------------------------------------------------------------------
    def win_points(self, counts14: tuple, melds: tuple, win: int, tsumo: bool, riichi: bool, aka: int) -> float:
        """Points of the win (0 without a yaku)."""
        key = (counts14, melds, win, tsumo, riichi, aka)
        v = self._scores.get(key)
        if v is None:
            every = list(counts14)
            for k in self.meld_kinds_of(melds):
                every[k] += 1
            dora = sum(every[k] for k in self.dora_list) + self.extra_dora
            ctx = WinContext(counts=counts14, melds=melds, win_kind=win, tsumo=tsumo, seat_wind=self.seat_wind,
                             round_wind=self.round_wind, riichi=riichi, dora=dora, aka=aka, rules=self.rules)
            hv = score_hand(ctx, self.table, self.rules)
            v = float(hv.total) if hv.is_win else 0.0
            if riichi:
                v *= RIICHI_BONUS
            if self.dealer:
                v *= DEALER_FACTOR
            if v and self.chip_points:
                v += self.chip_points * self.win_chips(counts14, melds, tsumo, riichi, aka)
            self._scores[key] = v
        return v

    def win_chips(self, counts14: tuple, melds: tuple, tsumo: bool, riichi: bool, aka: int) -> float:
        """The chips a win collects (Anmika §5.2): 2 per red five, the norths and gold tiles beside
        the hand, ura dora and ippatsu's expectation after riichi, 5 / 10 for a closed 混一色 / 清一色
        (when the rules pay them);
        paid by both others on a tsumo, by the discarder on a ron."""
        chips = 2 * aka + self.extra_chips + (CHIPS_AFTER_RIICHI if riichi else 0.0)
        if self.flush_chips and all(not m.is_open for m in melds):
            every = list(counts14)
            suits = {k // 9 for k, n in enumerate(every) if n and k < 27}
            if len(suits) == 1:
                chips += 10 if not any(every[27:34]) else 5
        return chips * (self.seats - 1 if tsumo else 1)

    @staticmethod
    def meld_kinds_of(melds: tuple) -> list[int]:
        return [k for m in melds for k in m.kinds]

    def tenpai_value(self, counts13: list[int], melds: tuple, riichi: bool, aka: int,
                     pond: set) -> tuple[float, float]:
        """(win rate per turn, mean points) of a ready hand."""
        if self.muscle and not riichi and all(not m.is_open for m in melds):
            return 0.0, 0.0
        ws = hand_waits(counts13, len(melds)) if self.kinds is None else waits(counts13, len(melds), kinds=self.kinds)
        furiten = any(w in pond for w in ws)
        ron_factor = RON_FACTOR if riichi else RON_FACTOR_DAMA
        rate = pts = 0.0
        for w in ws:
            n = self.unseen[w]
            if n <= 0:
                continue
            c14 = list(counts13)
            c14[w] += 1
            c14 = tuple(c14)
            t = self.win_points(c14, melds, w, True, riichi, aka)
            ron = 0.0 if furiten else self.win_points(c14, melds, w, False, riichi, aka)
            part = n * (1.0 if t else 0.0) + n * (ron_factor if ron else 0.0)
            rate += part
            pts += n * t + n * ron_factor * ron
        if rate <= 0:
            return 0.0, 0.0
        return rate / self.n_unseen, pts / rate

    def offence(self, counts13: list[int], melds: tuple, aka: int, pond: set, riichi_ok: bool,
                precise: bool = True) -> tuple[float, float, float]:
        """(expected points, chance to win, expected turns) of a hand of 13 - 3 melds tiles,
        playing for the win. ``riichi_ok``: the hand is closed and will declare riichi when ready."""
        key = (tuple(counts13), melds, aka, riichi_ok, precise, frozenset(pond) & frozenset(range(N_KINDS)))
        got = self._off.get(key)
        if got is not None:
            return got
        nm = len(melds)
        s = self.shanten(counts13, nm)
        T = self.turns
        if s == 0:
            rate, pts = self.tenpai_value(counts13, melds, riichi_ok, aka, pond)
            hazard = self.hazard * (RIICHI_PRESSURE if riichi_ok else 1.0)
            p, played, ready = chain([], min(0.9, rate), T, hazard)
            out = (p * pts + NOTEN_BONUS * ready, p, played)
        elif s == 1 and precise and T > 0:
            out = self._one_away(counts13, melds, aka, pond, riichi_ok)
        else:
            out = self._far(counts13, melds, aka, s, riichi_ok)
        self._off[key] = out
        return out

    def shanten(self, counts, nm: int) -> int:
        return shanten(counts, nm) if self.kinds is None else shanten(counts, nm, kinds=self.kinds)

    def improving(self, counts13, nm: int) -> dict[int, int]:
        if self.kinds is None:
            return ukeire(counts13, nm, self.unseen)
        return ukeire(counts13, nm, self.unseen, kinds=self.kinds)

    @staticmethod
    def speed(melds) -> float:
        return OPEN_SPEED if any(m.is_open for m in melds) else 1.0

    def _one_away(self, counts13, melds, aka, pond, riichi_ok):
        nm = len(melds)
        ups = {k: n for k, n in self.improving(counts13, nm).items() if n > 0}
        total = sum(ups.values())
        if not total:
            return 0.0, 0.0, float(self.turns)
        a = min(0.9, total / self.n_unseen * self.speed(melds))
        T, ev, pw, played_sum = self.turns, 0.0, 0.0, 0.0
        c14 = list(counts13)
        for k, n in ups.items():
            c14[k] += 1
            best = (0.0, 0.0)
            for d in range(N_KINDS):
                if not c14[d]:
                    continue
                c14[d] -= 1
                if self.shanten(c14, nm) == 0:
                    rate, pts = self.tenpai_value(c14, melds, riichi_ok, aka, pond | {d})
                    if rate * pts > best[0] * best[1]:
                        best = (rate, pts)
                c14[d] += 1
            c14[k] -= 1
            p, played, ready = chain([a], min(0.9, best[0]), T, self.hazard)
            share = n / total
            ev += share * (p * best[1] + NOTEN_BONUS * ready)
            pw += share * p
            played_sum += share * played
        return ev, pw, played_sum

    def _far(self, counts13, melds, aka, s, riichi_ok):
        nm = len(melds)
        han = max(NO_YAKU_HAN, self.han_estimate(counts13, melds, aka, riichi_ok))
        u = sum(self.improving(counts13, nm).values())
        speed = self.speed(melds)
        a = min(0.9, u / self.n_unseen * speed)
        # a wide hand (many improving tiles for its stage) tends to stay wide: its later steps too
        shape = max(0.5, min(2.0, (u / self.n_unseen) / STAGE_RATE[min(s, 6)])) ** SHAPE_CARRY if s > 0 else 1.0
        rates = [a] + [min(0.9, STAGE_RATE[min(j, 6)] * speed * shape) for j in range(s - 1, 0, -1)] if s > 0 else []
        win_rate = TYPICAL_WAIT * (1 + (RON_FACTOR if riichi_ok else RON_FACTOR_DAMA))
        p, played, ready = chain(rates, win_rate, self.turns, self.hazard)
        pts = basic_of(han) * (6 if self.dealer else 4)
        pts = min(pts, 48000 if self.dealer else 32000)
        if riichi_ok:
            pts *= RIICHI_BONUS
        if self.dealer:
            pts *= DEALER_FACTOR
        if self.chip_points:
            chips = 2 * aka + self.extra_chips + (CHIPS_AFTER_RIICHI if riichi_ok else 0.0)
            pts += self.chip_points * chips * FAR_CHIP_PAYERS
        return p * pts + NOTEN_BONUS * ready, p, played

    def han_estimate(self, counts13, melds, aka, riichi_ok) -> float:
        """A rough han count of a hand still far from ready: 0 when an open hand has no yaku in
        sight."""
        every = list(counts13)
        for k in self.meld_kinds_of(melds):
            every[k] += 1
        dora = sum(every[k] for k in self.dora_list) + self.extra_dora
        values = self.r.value_kinds
        yakuhai = sum(1 for k in values if every[k] >= 3) + (1 if self.seat_wind == self.round_wind and every[self.seat_wind] >= 3 else 0)
        pairs = sum(1 for k in values if counts13[k] == 2)
        outside = sum(n for k, n in enumerate(every) if n and not is_simple(k))
        tanyao = all(is_simple(k) for k in self.meld_kinds_of(melds))
        closed = all(not m.is_open for m in melds)
        yaku = yakuhai + (1.0, 0.5, 0.25)[outside] * tanyao if outside <= 2 else yakuhai
        yaku += 0.45 * pairs
        if closed:
            yaku += CLOSED_HAN if riichi_ok else CLOSED_DAMA_HAN
            return yaku + dora + aka
        if yakuhai == 0 and not (tanyao and outside <= 2) and pairs == 0:
            return 0.0
        return yaku + dora + aka


def _meld(m: dict, seat: int, seats: int) -> mj_hand.Meld:
    kinds = tuple(_kinds(m["tiles"]))
    called = _kinds([m["called"]])[0] if m.get("called") else None
    offset = (seat - m["from"]) % seats if m.get("from") is not None else 0
    return mj_hand.Meld(m["kind"], kinds, called, offset)


@lru_cache(maxsize=4096)
def _kind1(tok: str) -> int:
    from core.mahjong.notation import parse_kinds
    return parse_kinds(tok)[0]


def _kinds(tokens) -> list[int]:
    return [_kind1(t) for t in tokens]
