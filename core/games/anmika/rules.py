"""The state of an Anmika sanma game (華八アンミカ筋肉GT五等; shared/rules/anmika.md).

Three seats (3人回し), or four with one sitting out each hand (4人回し: the seat north of the
dealer, 抜け番, who plays no tiles but pays and receives chips). A hand: the deal, flowers set
aside at once with a replacement draw, north set aside by choice (北抜き), pon and kan (no chi),
riichi in four forms (riichi, double, open, fever, each optionally with shuba), the pocchi
wildcard after riichi, wins with their flowers, chips and dice (settle.py), the fever's repeated
wins (fever_play.py).

Decisions (``to_move``):
- ``turn``: the seat to play: discard or declare riichi with it, tsumo, extract a north, kan;
- ``claims``: after a discard (or an added kan, 槍槓, or an extracted north) every seat with a
  claim answers at once; ron before pon and kan; two rons both win;
- ``stop``: the dealer who won the last hand may end the game (アガリ止め);
- ``gold_north`` (金北's target), ``winter`` (fire or hold the fever's 冬: its player, or after a
  reverse pocchi the other players, who vote), ``god_pocchi`` (a 神ポッチ at its most or fewest),
  ``dice`` (the pair of a dice chance): the choices of a win.
"""
from __future__ import annotations

from bisect import insort

import copy

from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Event, Rng, State, View, msg

from . import fever_play, settle
from .actions import RIICHI_KINDS, AnmikaAction
from .dice import PAIRS
from core.games.riichi.actions import code, token
from core.games.riichi.calls import Called, kuikae_banned
from core.games.riichi.hand_ops import HandOps, distinct_choices
from core.games.riichi.wall import Wall
from core.mahjong.shanten import shanten

from .fever import fever_tier, wait_changes
from .pocchi import PocchiState
from .value import FLOWERS, NORTH, REVERSE, WHITE, HandSetup, _meld, hand_waits, ready_waits, real_waits, win_value
from .yaku import M8

A = AnmikaAction
TURN, CLAIMS, STOP, DICE, GOLD, OVER = "turn", "claims", "stop", "dice", "gold_north", "over"
GOLD_TARGETS = ("spring", "summer", "autumn", "winter")
WINTER_STEP = "winter"
GOD_STEP = "god_pocchi"
RIICHI_COST = {"riichi": 1000, "fever_riichi": 1000, "open_riichi": 2000}
RETURN_LINE = 40000


def _m(text: str, **args):
    return msg("anmika", text, **args)


class AnmikaState(HandOps, State):
    """An Anmika sanma game (see the module docstring)."""

    def __init__(self, game, seats: int, options, seed: int) -> None:
        super().__init__(game, seats, options, seed)
        self.rng = Rng(seed)
        self.setup = HandSetup.of(options)
        self.four = seats == 4
        self.scores = [options["start_points"]] * seats
        self.chips = [0] * seats
        self.hand_no, self.honba, self.sticks = 0, 0, 0
        self.returned_east = False                 # 返り東
        self.shuba_used = [False] * seats
        self.springless_draws = 0                  # consecutive draws without 春 (春無し流局)
        self.east1_dealer_only = True              # トントンブー: only the 東1 dealer has won so far
        self.history: list[dict] = []
        self.pending_over: list | None = None     # [winners, kind] while the hand's dice are rolled
        self.step = TURN
        self._legal_cache: tuple | None = None
        self.start_events: list[Event] = self._start_hand()

    # --- seats ------------------------------------------------------------------------------
    @property
    def dealer(self) -> int:
        return self.hand_no % self.seats

    @property
    def sitting_out(self) -> int | None:
        """抜け番: in 4人回し the seat north of the dealer sits the hand out."""
        return (self.dealer + 3) % 4 if self.four else None

    @property
    def active(self) -> tuple[int, ...]:
        return tuple((self.dealer + i) % self.seats for i in range(3))

    def seat_wind(self, seat: int) -> int:
        """0 east, 1 south, 2 west, relative to the dealer."""
        return (seat - self.dealer) % self.seats

    def next_seat(self, seat: int) -> int:
        nxt = (seat + 1) % self.seats
        return nxt if nxt != self.sitting_out else (nxt + 1) % self.seats

    def others(self, seat: int) -> list[int]:
        """The other active seats in turn order after ``seat``."""
        out, s = [], self.next_seat(seat)
        while s != seat:
            out.append(s)
            s = self.next_seat(s)
        return out

    def everyone_else(self, seat: int) -> tuple[int, ...]:
        """Every other seat, the sitting-out one included: who pays an "all" chip item."""
        return tuple(s for s in range(self.seats) if s != seat)

    # --- the hand ---------------------------------------------------------------------------
    def _start_hand(self) -> list[Event]:
        tiles = list(self.setup.tileset.tiles)
        self.rng.shuffle(tiles)
        self.wall = Wall.build(tiles, replacements=8, indicators=6, shown=2)   # 王牌 20, two indicators up
        n = self.seats
        self.hands = [[] for _ in range(n)]
        self.melds: list[list[Called]] = [[] for _ in range(n)]
        self.ponds: list[list[dict]] = [[] for _ in range(n)]   # {"tile", "riichi", "called"}
        self.extracted: list[list] = [[] for _ in range(n)]     # north and flowers set aside
        self.riichi = [0] * n                      # 0, 1 riichi, 2 double riichi
        self.riichi_kind = [""] * n                # "", "riichi", "double", "open", "fever"
        self.open_shown: list[list] = [[] for _ in range(n)]
        self.shuba = [False] * n
        self.pocchi = [PocchiState() for _ in range(n)]
        self.ippatsu = [False] * n
        self.same_turn_furiten = [False] * n
        self.riichi_furiten = [False] * n
        self.riichi_pending: tuple | None = None   # (seat, kind, tier, shuba) of a riichi discard not yet passed
        self.no_calls = True
        self.discards_made = [0] * n
        self.kans = [0] * n
        self.spring_fired = False                  # 春 extracted this hand (春無し流局)
        self.pending_dora = 0
        self.fever: dict | None = None             # {"seat", "tier", "wins", "first"}
        self.dice_chances: list[dict] = []         # chances waiting for the end of the hand or fever
        self.unprized: set[int] = set()            # below 0 by a riichi stick, the bust prize not yet paid
        self.win_queue: list[dict] = []            # wins waiting for their 金北 target (settle.run_wins)
        self.pending_winners: tuple = ()
        self.turn = self.dealer
        self.drawn = None
        self.rinshan = False                       # the drawn tile is a kan's replacement (嶺上)
        self.replaced = False                      # the drawn tile replaced a north or flower
        self.after_call = False
        self.banned_discards: frozenset = frozenset()
        self.claims: dict[int, list[AnmikaAction]] = {}
        self.answers: dict[int, AnmikaAction] = {}
        self.claim_tile = None
        self.claim_from: int | None = None
        self.claim_kind = ""                       # "", "kan" (槍槓) or "north" (a ron on an extracted north)
        self.last_kan_ends = False                 # a kan on the second-to-last draw ends the hand (§2.1)
        self.stop_reason = ""
        self.end_reason = ""       # why the game ended: bust, max_hands, sudden_death, last_hand, agari_yame
        order = self.active
        for _ in range(3):
            for seat in order:
                self.hands[seat] += [self.wall.draw() for _ in range(4)]
        for seat in order:
            self.hands[seat].append(self.wall.draw())
        for h in self.hands:
            h.sort()
        events = [Event("hand_started", None, info={
            "hand": self.hand_no, "dealer": self.dealer, "honba": self.honba, "sticks": self.sticks,
            "scores": list(self.scores), "chips": list(self.chips), "active": list(order),
            "sitting_out": self.sitting_out, "returned_east": self.returned_east,
            "dora_indicators": [token(t) for t in self.wall.dora_indicators]})]
        for seat in order:
            events.append(Event("dealt", seat, tuple(token(t) for t in self.hands[seat]), "wall", f"hand:{seat}",
                                visible_to=(seat,)))
        self.step = TURN
        events += self._draw(self.dealer, opening=True)
        return events

    # --- queries ----------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.step == TURN:
            return (self.turn,)
        if self.step == CLAIMS:
            return tuple(s for s in sorted(self.claims) if s not in self.answers)
        if self.step == STOP:
            return (self.dealer,)
        if self.step == DICE:
            return (self.dice_chances[0]["owner"],)
        if self.step == GOLD:
            return (self.fever["seat"],) if self.fever is not None else (self.win_queue[0]["plan"].seat,)
        if self.step == WINTER_STEP:
            return fever_play.winter_deciders(self)
        if self.step == GOD_STEP:
            return (self.fever["seat"],) if self.fever is not None else (self.win_queue[0]["plan"].seat,)
        return ()

    def is_over(self) -> bool:
        return self.step == OVER

    def is_closed(self, seat: int) -> bool:
        """門前: no pon or open kan (closed kans keep the hand closed)."""
        return all(not m.open for m in self.melds[seat])

    def counts(self, seat: int, extra=None) -> list[int]:
        counts = [0] * 34
        for t in self.hands[seat]:
            if t.kind < 34:
                counts[t.kind] += 1
        if extra is not None:
            counts[extra.kind] += 1
        return counts

    def waits(self, seat: int) -> frozenset:
        """Every kind completing the seat's 13 tiles (fifth copies and 8m included)."""
        return hand_waits(self.counts(seat), len(self.melds[seat]), self.setup)

    def total_kans(self) -> int:
        return sum(self.kans)

    def _legal_actions(self, seat: int) -> list[AnmikaAction]:
        if seat not in self.to_move():
            return []
        if self.step == CLAIMS:
            return list(self.claims[seat])
        if self.step == STOP:
            return [A("stop", seat), A("play_on", seat)]
        if self.step == DICE:
            return [A("dice_pair", seat, target=f"{a}{b}") for a, b in PAIRS]
        if self.step == GOLD:                      # 金北: which flower it strengthens, or none
            targets = settle.gold_targets(self, seat)
            later = ["defer"] if self.fever is not None else []       # in a fever: decide at a later win
            return [A("gold_north", seat, target=t) for t in GOLD_TARGETS + ("none",) if t in targets + ["none"]] + \
                [A("gold_north", seat, target=t) for t in later]
        if self.step == GOD_STEP:                  # 神ポッチ: at its highest or lowest (seed L453)
            return [A("god_pocchi", seat, target="most"), A("god_pocchi", seat, target="fewest")]
        if self.step == WINTER_STEP:               # the fever's 冬 (fired, the fever ends) or held: its player's, or the others'
            return [A("winter", seat, target="fire"), A("winter", seat, target="hold")]
        return self._turn_actions(seat)

    def _turn_actions(self, seat: int) -> list[AnmikaAction]:
        drawn, out = self.drawn, []
        if self.riichi[seat] and drawn is not None and drawn.kind == WHITE:
            return self._pocchi_actions(seat)
        if drawn is not None and self._tsumo_value(seat) is not None:
            out.append(A("tsumo", seat, (token(drawn),)))
        norths = sorted({token(t) for t in self.hands[seat] if t.kind == NORTH})
        if self.riichi[seat]:
            if drawn is not None and drawn.kind == NORTH:
                return out + [A("extract", seat, (token(drawn),), "extracted")]
            forced = self._kan_actions(seat)
            if forced:                           # カンの強制: a kan that keeps the waits is a must
                return out + forced
            return out + [A("discard", seat, (token(drawn),), "pond")]
        out += [A("extract", seat, (n,), "extracted") for n in norths]
        if drawn is not None:
            out += self._kan_actions(seat)
        kinds = {}
        for t in self.hands[seat]:
            if t.kind != NORTH:
                kinds.setdefault(token(t), t.kind)
        allowed = [s for s, k in kinds.items() if k not in self.banned_discards] or list(kinds)
        allowed = self._open_riichi_safe(seat, allowed, kinds)
        out += [A("discard", seat, (s,), "pond") for s in allowed]
        if self._may_riichi(seat):
            out += self._riichi_actions(seat, allowed, kinds)
        return out

    def _open_riichi_safe(self, seat: int, allowed: list[str], kinds: dict) -> list[str]:
        """A player not in riichi may not deal into an open riichi unless every tile is a winning
        one (押し出し, §2.3)."""
        danger = set()
        for other in self.others(seat):
            if self.riichi_kind[other] == "open":
                danger |= real_waits(self.counts(other), self.melds[other], self.setup)
        if not danger:
            return allowed
        safe = [s for s in allowed if kinds[s] not in danger]
        return safe or allowed

    def _riichi_actions(self, seat: int, allowed: list[str], kinds: dict) -> list[AnmikaAction]:
        out = []
        counts, melds = self.counts(seat), len(self.melds[seat])
        if shanten(counts, melds) > 1:             # 8m, fifth copies and quads as pairs gain one step at most
            return out
        shubas = (False, True) if self.options["shubari"] and not self.shuba_used[seat] else (False,)
        for s in allowed:
            counts[kinds[s]] -= 1
            if self._ready(seat, counts, s):
                tier = 0
                if self.options["fever_riichi"]:
                    tier = fever_tier(counts, self._core_melds(seat), self.setup.kinds, self.setup.gt)
                for shuba in shubas:
                    out.append(A("riichi", seat, (s,), "pond", shuba=shuba))
                    out.append(A("open_riichi", seat, (s,), "pond", shuba=shuba))
                    out += [A("fever_riichi", seat, (s,), "pond", tier=t, shuba=shuba) for t in range(1, tier + 1)]
            counts[kinds[s]] += 1
        return out

    def _ready(self, seat: int, counts: list[int], discard: str) -> bool:
        """Is the hand ready (聴牌) after discarding the tile ``discard``, its ``counts`` given? A
        north kept in hand counts only for a hand that may keep it (value.ready_waits, seed L366)."""
        waits = hand_waits(counts, len(self.melds[seat]), self.setup)
        if not waits or not (counts[NORTH] or NORTH in waits):
            return bool(waits)
        hand = list(self.hands[seat])
        hand.remove(self._tile_by_token(seat, discard))
        return bool(ready_waits(self, seat, hand))

    def _core_melds(self, seat: int) -> tuple:
        return tuple(_meld(m, seat, self.seats) for m in self.melds[seat])

    def _may_riichi(self, seat: int) -> bool:
        """リーチ: a closed hand, at any points (even below 0), with or without tiles left to draw;
        nobody may declare once a fever has started (§8 Q31)."""
        return self.is_closed(seat) and not self.after_call and self.fever is None

    def _pocchi_actions(self, seat: int) -> list[AnmikaAction]:
        """A pocchi drawn after riichi is a win at once (§4.5). With a concealed 白 triplet it is
        also the fourth 白: "正ポッチ>白>逆ポッチの順で優先される" (seed L445), so a positive pocchi
        may win or be kanned, and a reverse one is a 白 whose kan is compulsory (カンの強制 L219,
        for 間八萬 L182) whenever the kan keeps the waits."""
        drawn = self.drawn
        out = [A("tsumo", seat, (token(drawn),))]
        if self._white_kan_keeps_waits(seat):
            kan = A("closed_kan", seat, tuple(token(t) for t in self.hands[seat] if t.kind == WHITE), "meld")
            if drawn.mark in REVERSE:
                return [kan]
            out.append(kan)
        return out

    def _white_kan_keeps_waits(self, seat: int) -> bool:
        """The pocchi just drawn makes a concealed 白 kan that a riichi seat may make: room for a
        kan, and the waits stay (§2.4)."""
        counts = self.counts(seat)
        if counts[WHITE] != 4 or not self._kan_room():
            return False
        counts[WHITE] -= 1
        return not wait_changes(counts, self._core_melds(seat), WHITE, self.setup.kinds, self.setup.gt)

    def _kan_room(self) -> bool:
        """No kan on the last tile (海底) and at most four kans a hand."""
        return len(self.wall) > 0 and self.total_kans() < 4

    def _kan_actions(self, seat: int) -> list[AnmikaAction]:
        if not self._kan_room():
            return []
        return self._kan_options(seat, self.counts(seat),
                                 lambda kind: not self.riichi[seat] or self._riichi_kan_ok(seat, kind))

    def _riichi_kan_ok(self, seat: int, kind: int) -> bool:
        """After riichi a closed kan only with the tile just drawn, and only if the waits stay
        (送りカン is no kan); such a kan is then compulsory (§2.4)."""
        if self.drawn is None or self.drawn.kind != kind or kind == WHITE:
            return False
        before = self.counts(seat)
        before[kind] -= 1
        return not wait_changes(before, self._core_melds(seat), kind, self.setup.kinds, self.setup.gt)

    def _tsumo_value(self, seat: int):
        """The value of a tsumo on the tile just drawn (a real tile on a real wait), or None."""
        drawn = self.drawn
        if drawn.kind >= 34:
            return None
        before = _minus(self.counts(seat), drawn.kind)
        if drawn.kind not in real_waits(before, self.melds[seat], self.setup):
            return None
        hand = list(self.hands[seat])
        hand.remove(drawn)
        return win_value(self, seat, drawn.kind, tsumo=True, hand_tiles=hand, win_tile=drawn)

    # --- applying -----------------------------------------------------------------------------
    def _apply(self, action: AnmikaAction) -> list[Event]:
        kind, seat = action.kind, action.seat
        if self.step == CLAIMS:
            self.answers[seat] = action
            if len(self.answers) < len(self.claims):
                return [Event("answered", seat, visible_to=(seat,))]
            return self._resolve_claims()
        if self.step == STOP:
            if kind == "stop":
                return self._end_game(stopped=True)
            return self._next_hand(repeat=True, honba=True)
        if self.step == DICE:
            return self._name_pair(action)
        if self.step == GOLD:
            if self.fever is not None:
                return fever_play.fever_answer(self, target=action.target)
            return settle.choose_gold(self, action.target)
        if self.step == WINTER_STEP:
            return fever_play.winter_answer(self, seat, action.target == "fire")
        if self.step == GOD_STEP:
            if self.fever is not None:
                return fever_play.fever_answer(self, god=action.target)
            return settle.choose_god(self, action.target)
        if kind == "tsumo":
            return settle.tsumo(self, seat)
        if kind == "discard" or kind in RIICHI_KINDS:
            return self._discard(seat, self._tile_by_token(seat, action.cards[0]), action)
        if kind == "extract":
            return self._extract_north(seat, self._tile_by_token(seat, action.cards[0]))
        if kind == "closed_kan":
            return self._closed_kan(seat, self._tiles_by_tokens(seat, action.cards))
        if kind == "added_kan":
            return self._added_kan(seat, self._tile_by_token(seat, action.cards[0]), int(action.target[5:]))
        raise AssertionError(kind)

    def _draw(self, seat: int, replacement: bool = False, opening: bool = False) -> list[Event]:
        """The seat draws (a replacement from the dead wall after a kan, 嶺上); flowers are set
        aside at once with a replacement draw (§2.1), and at the deal every seat's flowers are,
        dealer first."""
        if not replacement and not opening and not self.wall.live:
            return self._exhaustive_draw()
        if opening:
            events = []
            tile = self.wall.draw()
        else:
            events = []
            tile = self.wall.draw_replacement() if replacement else self.wall.draw()
        insort(self.hands[seat], tile)
        self.turn, self.drawn, self.rinshan, self.after_call = seat, tile, replacement, False
        self.replaced = False
        self.banned_discards = frozenset()
        self.step = TURN
        events.append(Event("drew", seat, (token(tile),), "dead_wall" if replacement else "wall", f"hand:{seat}",
                            visible_to=(seat,), info={"wall": len(self.wall)}))
        if opening:
            for s in self.active:
                events += self._flowers_out(s)
            self.turn = seat
        else:
            events += self._flowers_out(seat)
        return events

    def _flowers_out(self, seat: int) -> list[Event]:
        """華牌: every flower in the hand is set aside face up with a replacement draw; 単春 chips
        (settle.spring_extracted)."""
        events = []
        while True:
            flower = next((t for t in self.hands[seat] if t.kind in FLOWERS), None)
            if flower is None:
                return events
            events += self._set_aside(seat, flower, "flower")

    def _set_aside(self, seat: int, tile, what: str) -> list[Event]:
        self.hands[seat].remove(tile)
        self.extracted[seat].append(tile)
        events = [Event("extracted", seat, (token(tile),), f"hand:{seat}", f"extracted:{seat}",
                        info={"what": what})]
        if what == "flower":
            events += settle.spring_extracted(self, seat, tile)
        new = self.wall.draw_replacement()
        insort(self.hands[seat], new)
        if self.turn == seat:
            self.drawn = new
        self.replaced, self.rinshan = True, False
        events.append(Event("drew", seat, (token(new),), "dead_wall", f"hand:{seat}", visible_to=(seat,),
                            info={"wall": len(self.wall), "replacement": what}))
        return events

    def _extract_north(self, seat: int, tile) -> list[Event]:
        """北抜き: the north is set aside as a dora (1 chip at a win) with a replacement draw; it
        breaks no ippatsu (空気扱い). A seat waiting on 北 may ron it like a robbed kan (§2.1)."""
        was_drawn = tile is self.drawn
        self.hands[seat].remove(tile)
        self.extracted[seat].append(tile)
        events = [Event("extracted", seat, (token(tile),), f"hand:{seat}", f"extracted:{seat}",
                        info={"what": "north"})]
        self.claims, self.answers, self.claim_kind = {}, {}, "north"
        if self.fever is None:
            for other in self.others(seat):
                if self._can_ron(other, tile):
                    self.claims[other] = [A("ron", other, (token(tile),)), A("pass", other)]
        if self.claims:
            self.claim_tile, self.claim_from = tile, seat
            self.step = CLAIMS
            self.drawn = None if was_drawn else self.drawn
            return events
        return events + self._north_replacement(seat)

    def _north_replacement(self, seat: int) -> list[Event]:
        new = self.wall.draw_replacement()
        insort(self.hands[seat], new)
        self.turn, self.drawn, self.rinshan, self.replaced, self.step = seat, new, False, True, TURN
        events = [Event("drew", seat, (token(new),), "dead_wall", f"hand:{seat}", visible_to=(seat,),
                        info={"wall": len(self.wall), "replacement": "north"})]
        return events + self._flowers_out(seat)

    def _discard(self, seat: int, tile, action: AnmikaAction) -> list[Event]:
        self.hands[seat].remove(tile)
        tsumogiri = tile is self.drawn
        riichi = action.kind in RIICHI_KINDS
        self.ponds[seat].append({"tile": tile, "riichi": riichi, "called": False})
        self.discards_made[seat] += 1
        self.same_turn_furiten[seat] = False
        self.ippatsu[seat] = False
        if riichi:
            self.riichi_pending = (seat, action.kind, action.tier, action.shuba)
        events = [Event("discarded", seat, (token(tile),), f"hand:{seat}", f"pond:{seat}",
                        info={"riichi": riichi, "tsumogiri": tsumogiri})]
        events += self._reveal_dora(self.pending_dora)     # an open or added kan's dora, after its discard
        self.pending_dora = 0
        self.drawn, self.rinshan, self.replaced, self.after_call = None, False, False, False
        self.claim_tile, self.claim_from, self.claim_kind = tile, seat, ""
        return events + self._open_claims()

    def _open_claims(self) -> list[Event]:
        tile, src = self.claim_tile, self.claim_from
        self.claims, self.answers = {}, {}
        for seat in self.others(src):
            options = self._claims_of(seat, tile)
            if options:
                self.claims[seat] = options + [A("pass", seat)]
        if self.claims:
            self.step = CLAIMS
            return []
        return self._after_pass()

    def _claims_of(self, seat: int, tile) -> list[AnmikaAction]:
        out = []
        if self._can_ron(seat, tile):
            out.append(A("ron", seat, (token(tile),)))
        if self.riichi[seat] or not self.wall.live or tile.kind >= 34 or self._fever_pending():
            return out
        counts = self.counts(seat)
        held = [t for t in self.hands[seat] if t.kind == tile.kind]
        if counts[tile.kind] >= 2:
            for pair in distinct_choices(held, 2):
                out.append(A("pon", seat, tuple(token(t) for t in pair), "meld"))
        if counts[tile.kind] >= 3 and self.total_kans() < 4:
            out.append(A("open_kan", seat, tuple(token(t) for t in held), "meld"))
        return out

    def ron_kind(self, seat: int, tile) -> int | None:
        """The kind ``seat`` would win ``tile`` as, or None: a real wait; a positive pocchi as 8m
        for a riichi seat on 間八萬 (§4.5 rule 9); otherwise a pocchi is a plain 白."""
        counts = self.counts(seat)
        waits = real_waits(counts, self.melds[seat], self.setup)
        if tile.kind in waits:
            return tile.kind
        if (tile.kind == WHITE and tile.mark in ("green", "blue") and self.riichi[seat]
                and M8 in self.waits(seat)):
            return M8
        return None

    def _can_ron(self, seat: int, tile) -> bool:
        """ロン: the tile completes the hand, the seat is not furiten (振聴) and the win is allowed."""
        if self.riichi_pending is not None and self.riichi_pending[0] == seat:
            return False
        kind = self.ron_kind(seat, tile)
        if kind is None or self.is_furiten(seat, kind):
            return False
        return win_value(self, seat, kind, tsumo=False, hand_tiles=self.hands[seat], win_tile=tile,
                         chankan=self.claim_kind == "kan") is not None

    def is_furiten(self, seat: int, kind: int | None = None) -> bool:
        """振聴: a real wait among one's own discards, a wait let pass since one's last discard,
        after riichi for the rest of the hand; a north wait once one has set a north aside. On
        間八萬 the 白 discarded before the riichi stood do not count (§2.7)."""
        if self.same_turn_furiten[seat] or self.riichi_furiten[seat]:
            return True
        waits = self.waits(seat)
        if any(p["tile"].kind in waits for p in self.ponds[seat]):
            return True
        return NORTH in waits and any(t.kind == NORTH for t in self.extracted[seat])

    def _resolve_claims(self) -> list[Event]:
        answers, tile, src = self.answers, self.claim_tile, self.claim_from
        self.step = TURN
        rons = [s for s in self.others(src) if answers.get(s) and answers[s].kind == "ron"]
        self._note_missed(tile, src, rons)
        if rons:
            return settle.ron(self, rons, tile, src)
        if self.claim_kind == "kan":
            return self._after_kan(self.turn)
        if self.claim_kind == "north":
            return self._north_replacement(src)
        fever = self._fever_pending()
        events = self._riichi_stands()
        if fever:                                  # the fever played the hand on (fever_play)
            return events
        call = next((a for a in answers.values() if a.kind in ("pon", "open_kan")), None)
        if call is not None:
            return events + self._call(call, tile, src)
        return events + self._next_draw(src)

    def _note_missed(self, tile, src: int, winners=()) -> None:
        """同巡内フリテン / リーチ後の見逃し: a seat that lets its winning tile go by may not ron
        until its next discard; after riichi, for the rest of the hand."""
        for seat in self.others(src):
            if seat not in winners and self.ron_kind(seat, tile) is not None:
                self.same_turn_furiten[seat] = True
                if self.riichi[seat]:
                    self.riichi_furiten[seat] = True

    def _after_pass(self) -> list[Event]:
        self._note_missed(self.claim_tile, self.claim_from)
        fever = self._fever_pending()
        events = self._riichi_stands()
        if fever:
            return events
        return events + self._next_draw(self.claim_from)

    def _fever_pending(self) -> bool:
        return self.riichi_pending is not None and self.riichi_pending[1] == "fever_riichi"

    def _next_draw(self, src: int) -> list[Event]:
        return self._draw(self.next_seat(src))

    def _riichi_stands(self) -> list[Event]:
        """The riichi discard passed: the stick goes down (1,000; open riichi 2,000), ippatsu
        begins; a fever riichi starts its fever (fever_play)."""
        if self.riichi_pending is None:
            return []
        seat, kind, tier, shuba = self.riichi_pending
        self.riichi_pending = None
        double = self.no_calls and self.discards_made[seat] == 1
        self.riichi[seat] = 2 if double else 1
        self.riichi_kind[seat] = {"open_riichi": "open", "fever_riichi": "fever"}.get(
            kind, "double" if double else "riichi")
        self.ippatsu[seat] = True
        cost = RIICHI_COST[kind]
        if self.scores[seat] >= 0 > self.scores[seat] - cost:
            self.unprized.add(seat)               # below 0 by the stick: the prize waits for a win (§2.3)
        self.scores[seat] -= cost
        self.sticks += cost // 1000
        if shuba:
            self.shuba[seat] = self.shuba_used[seat] = True
        if kind == "open_riichi":
            self.open_shown[seat] = settle.open_shown(self, seat)
        events = [Event("riichi", seat, info={"double": double, "kind": self.riichi_kind[seat], "shuba": shuba,
                                              "shown": [token(t) for t in self.open_shown[seat]],
                                              "sticks": self.sticks, "scores": list(self.scores)})]
        if kind == "fever_riichi":
            events += fever_play.start(self, seat, tier)
        return events

    def _call(self, action: AnmikaAction, tile, src: int) -> list[Event]:
        seat = action.seat
        used = self._tiles_by_tokens(seat, action.cards)
        for t in used:
            self.hands[seat].remove(t)
        self.ponds[src][-1]["called"] = True
        kind = "kan" if action.kind == "open_kan" else "pon"
        meld = Called(kind, tuple(sorted(used + [tile])), tile, src)
        self.melds[seat].append(meld)
        self.ippatsu = [False] * self.seats
        self.no_calls = False
        events = [Event("called", seat, tuple(token(t) for t in meld.tiles), f"pond:{src}", f"meld:{seat}",
                        info={"call": action.kind, "from": src, "tile": token(tile)})]
        if kind == "kan":
            self.kans[seat] += 1
            self.pending_dora += 1
            self.turn = seat
            return events + self._after_kan(seat)
        self.turn, self.drawn, self.after_call, self.step = seat, None, True, TURN
        self.banned_discards = kuikae_banned(tuple(used), tile)
        return events

    def _closed_kan(self, seat: int, tiles: list) -> list[Event]:
        return self._declare_closed_kan(seat, tiles) + self._after_kan(seat)

    def _after_kan(self, seat: int) -> list[Event]:
        """The kan's replacement draw; a kan on the second-to-last draw ends the hand at once as
        an exhaustive draw (no kan dora can be turned, §2.1)."""
        if len(self.wall) <= 1:
            return self._exhaustive_draw()
        return self._draw(seat, replacement=True)

    def _added_kan(self, seat: int, tile, index: int) -> list[Event]:
        events = self._declare_added_kan(seat, tile, index)
        self.claim_tile, self.claim_from, self.claim_kind = tile, seat, "kan"
        self.turn = seat
        self.claims, self.answers = {}, {}
        for other in self.others(seat):           # 槍槓: only a ron on the added tile
            if self._can_ron(other, tile):
                self.claims[other] = [A("ron", other, (token(tile),)), A("pass", other)]
        if self.claims:
            self.step = CLAIMS
            return events
        self._note_missed(tile, seat)
        return events + self._after_kan(seat)

    # --- the end of a hand -----------------------------------------------------------------------
    def _exhaustive_draw(self) -> list[Event]:
        events = self._riichi_stands() if self.riichi_pending is not None and self.fever is None else []
        if self.fever is not None:
            return events + fever_play.end(self, "wall")
        return events + settle.exhaustive_draw(self)

    def hand_over(self, winners: tuple = (), kind: str = "win") -> list[Event]:
        """After a hand: its dice chances are rolled (each owner names a pair first), then
        :meth:`_finish_hand`."""
        if self.dice_chances:
            self.step, self.pending_over = DICE, [list(winners), kind]
            return [self._dice_offer()]
        return self._finish_hand(winners, kind)

    def _dice_offer(self) -> Event:
        chance = self.dice_chances[0]
        return Event("dice_offered", chance["owner"], info={"source": chance["source"], "base": chance["base"]})

    def _name_pair(self, action: AnmikaAction) -> list[Event]:
        """出目当て: the owner named a pair; the four rolls are made and paid (settle.roll_chance)."""
        pair = (int(action.target[0]), int(action.target[1]))
        events = settle.roll_chance_of(self, pair)
        if self.dice_chances:
            return events + [self._dice_offer()]
        winners, kind = self.pending_over
        self.pending_over = None
        return events + self._finish_hand(tuple(winners), kind)

    def _finish_hand(self, winners: tuple, kind: str) -> list[Event]:
        """The bust end (飛び), the end of 東3 / 東4, 返り東 and sudden death, the last dealer's stop,
        or the next hand (the dealer stays after a win of theirs or any draw)."""
        events: list[Event] = []
        self.step = TURN
        if kind == "win":
            self.springless_draws = 0                 # 春無し流局 counts draws in a row
        dealer_keeps = kind == "draw" or self.dealer in winners
        self._note_tontonbu(winners, kind)
        if any(self.scores[s] < 0 for s in range(self.seats)):
            return events + self._end_game(reason="bust")
        cap = self.options["max_hands"]
        if cap and len(self.history) >= cap:
            return events + self._end_game(reason="max_hands")
        last = self.hand_no % self.seats == self.seats - 1 if not self.four else self.hand_no == 3
        top = max(self.scores) >= RETURN_LINE
        sudden = self.options["sudden_death"]
        if (sudden == "always" or (sudden == "return_east" and self.returned_east)) and kind == "win" and top \
                and not self.four:
            return events + self._end_game(reason="sudden_death")     # サドンデス: never after a draw
        if last and not dealer_keeps:
            if self.four or top:
                return events + self._end_game()
            self.returned_east = True               # 返り東: nobody has 40,000 yet
            return events + self._next_hand(repeat=False, honba=kind != "win")
        if last and kind == "win" and dealer_keeps and (top or self.four):
            self.step, self.stop_reason = STOP, kind
            return events + [Event("stop_offered", self.dealer, info={"reason": kind})]
        return events + self._next_hand(repeat=dealer_keeps, honba=dealer_keeps or kind != "win")

    def _note_tontonbu(self, winners: tuple, kind: str) -> None:
        """トントンブー needs 東1 with only the dealer winning (draws are fine)."""
        if self.hand_no != 0 or self.returned_east:
            self.east1_dealer_only = False
        elif kind == "win" and any(w != self.dealer for w in winners):
            self.east1_dealer_only = False

    def _next_hand(self, repeat: bool, honba: bool) -> list[Event]:
        self.honba = self.honba + 1 if honba else 0
        if not repeat:
            self.hand_no += 1
        return self._start_hand()

    def _end_game(self, stopped: bool = False, reason: str = "last_hand") -> list[Event]:
        """The game ends: ``reason`` is why (bust, max_hands, sudden_death, last_hand; a stop is agari_yame)."""
        self.end_reason = "agari_yame" if stopped else reason
        order = self.ranking()
        if self.sticks:
            self.scores[order[0]] += 1000 * self.sticks
            self.sticks = 0
        self.step = OVER
        events = settle.game_end_chips(self, order)
        return events + [Event("game_over", None, info={"scores": list(self.scores), "chips": list(self.chips),
                                                        "ranking": order, "stopped": stopped})]

    def ranking(self) -> list[int]:
        """Seats by points; a tie goes to the seat nearer the first dealer (seat 0)."""
        return sorted(range(self.seats), key=lambda s: (-self.scores[s], s))

    # --- protocol ------------------------------------------------------------------------------
    def why_illegal(self, action) -> object:
        if self.step == CLAIMS and action.kind in ("discard",) + RIICHI_KINDS:
            return _m(QT_TRANSLATE_NOOP("anmika", "Answer the claim first: call or pass."))
        if action.kind == "discard" and action.cards and action.cards[0] in ("4z", "4gz"):
            return _m(QT_TRANSLATE_NOOP("anmika", "A north is never discarded: set it aside (北抜き) or keep it."))
        if action.kind == "discard" and self.riichi[action.seat]:
            return _m(QT_TRANSLATE_NOOP("anmika", "After riichi you must discard the tile you drew, unless a "
                                                  "kan that keeps your waits is possible: then the kan is a "
                                                  "must (カンの強制)."))
        if action.kind in RIICHI_KINDS:
            return _m(QT_TRANSLATE_NOOP("anmika", "Riichi needs a closed hand that is ready (tenpai) after this "
                                                  "discard; fever riichi needs a 7 triplet in every reading "
                                                  "(確定暗刻)."))
        if action.kind in ("ron", "tsumo"):
            return _m(QT_TRANSLATE_NOOP("anmika", "No win: the hand is not complete with a yaku, you are "
                                                  "furiten, or it is closed without riichi (筋肉: no dama win)."))
        return super().why_illegal(action)

    def view(self, seat: int | None) -> View:
        open_all = seat is None

        def shown(s, h):
            if open_all or s == seat:
                return [token(t) for t in h]
            return [HIDDEN] * len(h)
        data = {
            "seats": self.seats, "gt": self.setup.gt, "colour_safe_pocchi": self.options["colour_safe_pocchi"],
            "hand_yaku_chips": self.options["hand_yaku_chips"], "over": self.step == OVER, "step": self.step, "turn": self.turn,
            "dealer": self.dealer, "round_wind": 0, "hand_no": self.hand_no, "honba": self.honba,
            "sticks": self.sticks, "scores": list(self.scores), "chips": list(self.chips),
            "active": list(self.active), "sitting_out": self.sitting_out, "returned_east": self.returned_east,
            "wall": len(self.wall), "dora_indicators": [token(t) for t in self.wall.dora_indicators],
            "hands": [shown(s, h) for s, h in enumerate(self.hands)],
            "drawn": token(self.drawn) if self.drawn is not None and (open_all or seat == self.turn) else None,
            "melds": [[m.to_view(token) for m in ms] for ms in self.melds],
            "ponds": [[{"tile": token(p["tile"]), "riichi": p["riichi"], "called": p["called"]} for p in pond]
                      for pond in self.ponds],
            "extracted": [[token(t) for t in ex] for ex in self.extracted],
            "riichi": list(self.riichi), "riichi_kind": list(self.riichi_kind),
            "open_shown": [[token(t) for t in s] for s in self.open_shown],
            "fever": ({"seat": self.fever["seat"], "tier": self.fever["tier"], "wins": self.fever["wins"]}
                      if self.fever else None),
            "pocchi": [None if p.neutral else {"sign": p.sign, "factor": p.factor} for p in self.pocchi],
            "shuba": list(self.shuba), "shuba_used": list(self.shuba_used),
            "claim_tile": token(self.claim_tile) if self.step == CLAIMS else None,
            "claim_from": self.claim_from if self.step == CLAIMS else None,
            "history": list(self.history),
        }
        if open_all:
            data["ura_indicators"] = [token(t) for t in self.wall.ura_indicators]
        if seat is not None:
            data["notes"] = self.teaching_notes(seat)
        return View(self.game.id, seat, data)

    def teaching_notes(self, seat: int) -> list[str]:
        """What teaching mode tells the seat to move about its own hand: ``muscle`` (complete, but
        closed without riichi: no dama win, 筋肉), ``forced_kan`` (after riichi a kan that keeps
        the waits is a must, カンの強制), ``north`` (a north in hand: set it aside, or keep it only
        for 字一色, 四喜和 or 国士無双)."""
        if self.step != TURN or self.turn != seat or self.fever is not None:
            return []
        notes = []
        drawn = self.drawn
        if (drawn is not None and drawn.kind < 34 and self.options["muscle"] and self.is_closed(seat)
                and not self.riichi[seat] and drawn.kind in real_waits(_minus(self.counts(seat), drawn.kind),
                                                                     self.melds[seat], self.setup)
                and self._tsumo_value(seat) is None):
            notes.append("muscle")
        legal = self.legal_actions(seat)
        if self.riichi[seat] and legal and all(a.kind in ("closed_kan", "tsumo") for a in legal) \
                and any(a.kind == "closed_kan" for a in legal):
            notes.append("forced_kan")
        if any(t.kind == NORTH for t in self.hands[seat]) and not self.riichi[seat]:
            notes.append("north")
        return notes

    def clone(self) -> "AnmikaState":
        memo = {id(t): t for t in self.setup.tileset.tiles}
        for shared in (self.game, self.setup, self.options):
            memo[id(shared)] = shared
        return copy.deepcopy(self, memo)

    def conserved(self) -> dict[str, float]:
        """Points move between the players and the riichi sticks on the table (one stick = 1,000:
        an open riichi's 2,000 is two), chips only between the players."""
        return {"points": sum(self.scores) + 1000 * self.sticks, "chips": sum(self.chips)}

    def result(self):
        """The final result is chips (rank chips included, 完全順位戦): points are not settled."""
        from core.engine import Result
        by_chips = sorted(range(self.seats), key=lambda s: (-self.chips[s], -self.scores[s], s))
        top = self.ranking()[0]
        return Result(list(self.chips), by_chips, {"hands": list(self.history), "points": list(self.scores),
                                                   "unit": "chips", "end": self.end_reason, "top_streak": [top, settle.top_streak(self, top)]})

    def snapshot(self) -> dict:
        return {
            "rng": self.rng.getstate(), "scores": self.scores, "chips": self.chips, "hand_no": self.hand_no,
            "honba": self.honba, "sticks": self.sticks, "returned_east": self.returned_east,
            "shuba_used": self.shuba_used, "step": self.step, "turn": self.turn, "wall": self.wall.to_json(code),
            "hands": [[code(t) for t in h] for h in self.hands],
            "melds": [[m.to_json(code) for m in ms] for ms in self.melds],
            "ponds": [[[code(p["tile"]), p["riichi"], p["called"]] for p in pond] for pond in self.ponds],
            "extracted": [[code(t) for t in ex] for ex in self.extracted],
            "riichi": self.riichi, "riichi_kind": self.riichi_kind, "shuba": self.shuba,
            "pocchi": [p.to_json() for p in self.pocchi],
            "ippatsu": self.ippatsu, "furiten": [self.same_turn_furiten, self.riichi_furiten],
            "riichi_pending": self.riichi_pending, "no_calls": self.no_calls,
            "discards_made": self.discards_made, "kans": self.kans, "pending_dora": self.pending_dora,
            "fever": fever_play.fever_json(self.fever), "dice": self.dice_chances, "unprized": sorted(self.unprized),
            "pending_over": self.pending_over,
            "win_queue": [settle.queue_json(item) for item in self.win_queue],
            "drawn": code(self.drawn) if self.drawn is not None else None,
            "flags": [self.rinshan, self.replaced, self.after_call, self.spring_fired, self.east1_dealer_only,
                      self.springless_draws],
            "claims": {str(s): [a.to_json() for a in acts] for s, acts in sorted(self.claims.items())},
            "answers": {str(s): a.to_json() for s, a in sorted(self.answers.items())},
            "claim": [code(self.claim_tile) if self.claim_tile is not None else None, self.claim_from,
                      self.claim_kind],
            "history": self.history,
        }


def _minus(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] -= 1
    return out
