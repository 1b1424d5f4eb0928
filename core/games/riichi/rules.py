"""The state of a riichi game: the hand cycle (draw, discard, calls, kans, riichi, wins and draws)
over a game of hands (east-only by default).

Decisions (``to_move``):
- ``turn``: the seat to play after its draw or its call: discard (or declare riichi with the
  discard), tsumo, a closed or added kan.
- ``claims``: after a discard (or an added kan, 槍槓) every seat with a claim answers at once
  (ron, pon, open kan, chi, or pass); the state resolves the priority itself: ron before pon and
  kan, pon and kan before chi (several ron all win, 多家和).
- ``stop``: in the last hand the dealer who won or is tenpai at the draw may end the game
  (アガリ止め・テンパイ止め) or play on.

Draws are not decisions: the next seat draws as soon as nothing is claimed.
"""
from __future__ import annotations

import copy

from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Event, Rng, State, View, msg
from core.mahjong.tiles import N_KINDS
from core.mahjong.tilesets import riichi_136

from . import settle
from .actions import RiichiAction, code, token
from .calls import Called, chi_shapes, kuikae_banned
from .hand_ops import HandOps, distinct_choices
from .value import hand_rules, hand_waits, is_complete, is_tenpai, win_value
from .wall import Wall

A = RiichiAction
TURN, CLAIMS, STOP, OVER = "turn", "claims", "stop", "over"
RIICHI_COST = 1000


def _m(text: str, **args):
    return msg("riichi", text, **args)


class RiichiState(HandOps, State):
    """A four-player riichi game (see the module docstring)."""

    def __init__(self, game, seats: int, options, seed: int) -> None:
        super().__init__(game, seats, options, seed)
        self.rng = Rng(seed)
        self.tileset = riichi_136((1, 1, 1) if options["red_fives"] else (0, 0, 0))
        self.hand_rules = hand_rules(options)
        self.scores = [options["start_points"]] * seats
        self.round_wind, self.hand_no, self.honba, self.sticks = 0, 0, 0, 0
        self.hands_total = 4 if options["length"] == "east" else 8
        self.history: list[dict] = []            # one entry per finished hand
        self.step = TURN
        self._legal_cache: tuple | None = None
        self.start_events: list[Event] = self._start_hand()   # the first deal (the GUI plays them)

    # --- the hand ---------------------------------------------------------------------------
    @property
    def dealer(self) -> int:
        return self.hand_no % self.seats

    def seat_wind(self, seat: int) -> int:
        """0 east .. 3 north, relative to the dealer."""
        return (seat - self.dealer) % self.seats

    def _start_hand(self) -> list[Event]:
        tiles = list(self.tileset.tiles)
        self.rng.shuffle(tiles)
        self.wall = Wall.build(tiles)
        n = self.seats
        self.hands = [[] for _ in range(n)]
        self.melds: list[list[Called]] = [[] for _ in range(n)]
        self.ponds: list[list[dict]] = [[] for _ in range(n)]   # {"tile", "riichi", "called"}
        self.riichi = [0] * n                      # 0, 1 riichi, 2 double riichi
        self.ippatsu = [False] * n
        self.same_turn_furiten = [False] * n
        self.riichi_furiten = [False] * n
        self.riichi_pending: int | None = None     # a riichi discard not yet passed
        self.no_calls = True                       # no call or kan yet this hand (double riichi, 天和, 地和)
        self.discards_made = [0] * n
        self.kans = [0] * n
        self.pao: list = [None] * n                # 責任払い: (yakuman id, liable seat) per seat
        self.pending_dora = 0                      # kan dora to reveal after the next discard
        self.turn = self.dealer
        self.drawn = None                          # the tile just drawn (None after a call)
        self.rinshan = False                       # the drawn tile came from the dead wall
        self.after_call = False
        self.banned_discards: frozenset = frozenset()
        self.claims: dict[int, list[RiichiAction]] = {}
        self.answers: dict[int, RiichiAction] = {}
        self.claim_tile = None                     # the discard (or the added kan tile) claimable
        self.claim_from: int | None = None
        self.claim_is_kan = False                  # the claim window is 槍槓 after an added kan
        self.stop_reason = ""
        self.end_reason = ""                      # why the game ended: bust, last_hand, agari_yame, tenpai_yame
        for _ in range(3):
            for i in range(n):
                seat = (self.dealer + i) % n
                self.hands[seat] += [self.wall.draw() for _ in range(4)]
        for i in range(n):
            self.hands[(self.dealer + i) % n].append(self.wall.draw())
        for h in self.hands:
            h.sort()
        events = [Event("hand_started", None, info={"round_wind": self.round_wind, "hand": self.hand_no,
                                                     "dealer": self.dealer, "honba": self.honba,
                                                     "sticks": self.sticks, "scores": list(self.scores),
                                                     "dora_indicators": [token(t) for t in self.wall.dora_indicators]})]
        for seat in range(n):
            events.append(Event("dealt", seat, tuple(token(t) for t in self.hands[seat]), "wall", f"hand:{seat}",
                                visible_to=(seat,)))
        self.step = TURN
        events += self._draw(self.dealer)
        return events

    # --- queries ----------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        if self.step == TURN:
            return (self.turn,)
        if self.step == CLAIMS:
            return tuple(s for s in sorted(self.claims) if s not in self.answers)
        if self.step == STOP:
            return (self.dealer,)
        return ()

    def is_over(self) -> bool:
        return self.step == OVER

    def is_closed(self, seat: int) -> bool:
        """門前: no open meld (a closed kan keeps the hand closed)."""
        return all(not m.open for m in self.melds[seat])

    def counts(self, seat: int, extra=None) -> list[int]:
        """The 34-long counts of the seat's concealed tiles (and ``extra``)."""
        counts = [0] * N_KINDS
        for t in self.hands[seat]:
            counts[t.kind] += 1
        if extra is not None:
            counts[extra.kind] += 1
        return counts

    def total_kans(self) -> int:
        return sum(self.kans)

    def _legal_actions(self, seat: int) -> list[RiichiAction]:
        if seat not in self.to_move():
            return []
        if self.step == CLAIMS:
            return list(self.claims[seat])
        if self.step == STOP:
            return [A("stop", seat), A("play_on", seat)]
        return self._turn_actions(seat)

    def _turn_actions(self, seat: int) -> list[RiichiAction]:
        hand, out = self.hands[seat], []
        if self.drawn is not None and is_complete(self.counts(seat), len(self.melds[seat])):
            if win_value(self, seat, self.drawn, tsumo=True) is not None:
                out.append(A("tsumo", seat, (token(self.drawn),)))
        if self.drawn is not None and len(self.wall) > 0 and self.total_kans() < 4:
            out += self._kan_actions(seat)
        if self.riichi[seat]:
            out.append(A("discard", seat, (token(self.drawn),), "pond"))
            return out
        kinds = {}                                 # token -> kind, in hand order
        for t in hand:
            kinds.setdefault(token(t), t.kind)
        allowed = [s for s, k in kinds.items() if k not in self.banned_discards] or list(kinds)
        out += [A("discard", seat, (s,), "pond") for s in allowed]
        if self._may_riichi(seat):
            counts, melds = self.counts(seat), len(self.melds[seat])
            for s in allowed:
                counts[kinds[s]] -= 1
                if is_tenpai(counts, melds):
                    out.append(A("riichi", seat, (s,), "pond"))
                counts[kinds[s]] += 1
        return out

    def _may_riichi(self, seat: int) -> bool:
        """リーチ: a closed hand, 1,000 points to pay, and four or more tiles left to draw."""
        return (self.is_closed(seat) and not self.after_call and self.scores[seat] >= RIICHI_COST
                and len(self.wall) >= 4)

    def _kan_actions(self, seat: int) -> list[RiichiAction]:
        return self._kan_options(seat, self.counts(seat),
                                 lambda kind: not self.riichi[seat] or self._riichi_kan_ok(seat, kind))

    def _riichi_kan_ok(self, seat: int, kind: int) -> bool:
        """A closed kan after riichi: only with the tile just drawn, and the waits must not change
        (送り槓 is not allowed)."""
        if self.drawn is None or self.drawn.kind != kind:
            return False
        before = self.counts(seat)
        before[kind] -= 1
        after = list(before)
        after[kind] -= 3
        return hand_waits(before, len(self.melds[seat])) == hand_waits(after, len(self.melds[seat]) + 1)

    # --- applying -----------------------------------------------------------------------------
    def _apply(self, action: RiichiAction) -> list[Event]:
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
        if kind == "tsumo":
            return self._win([seat], self.drawn, tsumo=True)
        if kind in ("discard", "riichi"):
            return self._discard(seat, self._tile_by_token(seat, action.cards[0]), kind == "riichi")
        if kind == "closed_kan":
            return self._closed_kan(seat, self._tiles_by_tokens(seat, action.cards))
        if kind == "added_kan":
            return self._added_kan(seat, self._tile_by_token(seat, action.cards[0]), int(action.target[5:]))
        raise AssertionError(kind)

    def _draw(self, seat: int, replacement: bool = False) -> list[Event]:
        if not replacement and not self.wall.live:
            return self._exhaustive_draw()
        tile = self.wall.draw_replacement() if replacement else self.wall.draw()
        self.hands[seat].append(tile)
        self.hands[seat].sort()
        self.turn, self.drawn, self.rinshan, self.after_call = seat, tile, replacement, False
        self.banned_discards = frozenset()
        self.step = TURN
        return [Event("drew", seat, (token(tile),), "dead_wall" if replacement else "wall", f"hand:{seat}",
                      visible_to=(seat,), info={"wall": len(self.wall)})]

    def _discard(self, seat: int, tile, riichi: bool) -> list[Event]:
        self.hands[seat].remove(tile)
        tsumogiri = tile is self.drawn
        self.ponds[seat].append({"tile": tile, "riichi": riichi, "called": False})
        self.discards_made[seat] += 1
        self.same_turn_furiten[seat] = False
        self.ippatsu[seat] = False
        events = []
        if riichi:
            self.riichi_pending = seat
        events.append(Event("discarded", seat, (token(tile),), f"hand:{seat}", f"pond:{seat}",
                            info={"riichi": riichi, "tsumogiri": tsumogiri}))
        events += self._reveal_dora(self.pending_dora)     # an open or added kan's dora, after its discard
        self.pending_dora = 0
        self.drawn, self.rinshan, self.after_call = None, False, False
        self.claim_tile, self.claim_from, self.claim_is_kan = tile, seat, False
        return events + self._open_claims()

    def _open_claims(self) -> list[Event]:
        """Ask every seat with a claim on the tile; with none, the game goes on at once."""
        tile, src = self.claim_tile, self.claim_from
        self.claims, self.answers = {}, {}
        for offset in range(1, self.seats):
            seat = (src + offset) % self.seats
            options = self._claims_of(seat, tile, next_seat=offset == 1)
            if options:
                self.claims[seat] = options + [A("pass", seat)]
        if self.claims:               # no event: who may claim is hidden (to_move tells the engine)
            self.step = CLAIMS
            return []
        return self._after_pass()

    def _claims_of(self, seat: int, tile, next_seat: bool) -> list[RiichiAction]:
        out = []
        counts = self.counts(seat)
        if not self._ron_blocked() and self._can_ron(seat, tile):
            out.append(A("ron", seat, (token(tile),)))
        if not self._may_call(seat):
            return out
        held = [t for t in self.hands[seat] if t.kind == tile.kind]
        if counts[tile.kind] >= 2:
            for pair in distinct_choices(held, 2):
                out.append(A("pon", seat, tuple(token(t) for t in pair), "meld"))
        if counts[tile.kind] >= 3 and self.total_kans() < 4:
            out.append(A("open_kan", seat, tuple(token(t) for t in held), "meld"))
        if next_seat:
            for shape in chi_shapes(self.hands[seat], tile):
                if any(t.kind not in kuikae_banned(shape, tile) for t in self.hands[seat]
                       if t not in shape):
                    out.append(A("chi", seat, tuple(token(t) for t in shape), "meld"))
        return out

    def _may_call(self, seat: int) -> bool:
        """May ``seat`` pon, chi or kan the claimable tile at all: not an added kan's tile (only
        槍槓), not in riichi, tiles left to draw, no four-kan abort due on this discard, and the
        game's own hook (:meth:`_calls_allowed`)."""
        if self.claim_is_kan or self.riichi[seat] or not self.wall.live or self._four_kans_abort_due():
            return False
        return self._calls_allowed(seat)

    def _four_kans_abort_due(self) -> bool:
        """四開槓: four kans by more than one player; the discard after the fourth ends the hand
        once it passes without a ron ("四開槓は打牌成立後に途中流局"), so it may only be ronned:
        a pon, chi or kan of it would put the abort off."""
        return (self.options["four_kan_abort"] and self.total_kans() == 4
                and sum(1 for k in self.kans if k) > 1)

    def _can_ron(self, seat: int, tile) -> bool:
        """ロン: the tile completes the hand, the seat is not furiten (振聴) and a yaku holds."""
        counts = self.counts(seat, tile)
        if not is_complete(counts, len(self.melds[seat])):
            return False
        if self.is_furiten(seat):
            return False
        return win_value(self, seat, tile, tsumo=False) is not None

    def is_furiten(self, seat: int) -> bool:
        """振聴: a wait among one's own discards (permanent), a winning tile let pass since one's last
        discard (same turn), or after riichi (riichi furiten)."""
        if self.same_turn_furiten[seat] or self.riichi_furiten[seat]:
            return True
        waits = hand_waits(self.counts(seat), len(self.melds[seat]))
        return any(p["tile"].kind in waits for p in self.ponds[seat])

    def _resolve_claims(self) -> list[Event]:
        answers, tile, src = self.answers, self.claim_tile, self.claim_from
        self.step = TURN
        rons = [s for s in _order_from(src, self.seats) if answers.get(s) and answers[s].kind == "ron"]
        self._note_missed(tile, src, rons)
        if rons:
            return self._win(rons, tile, tsumo=False, from_seat=src, chankan=self.claim_is_kan)
        events = []
        if self.claim_is_kan:                 # nobody robbed the kan: its replacement draw
            return events + self._draw(self.turn, replacement=True)
        events += self._riichi_stands()
        call = next((a for a in answers.values() if a.kind in ("pon", "open_kan")), None) or \
            next((a for a in answers.values() if a.kind == "chi"), None)
        if call is not None:
            return events + self._call(call, tile, src)
        return events + self._after_pass(riichi_checked=True)

    def _riichi_stands(self) -> list[Event]:
        """The riichi discard passed: the stick goes down (供託) and ippatsu begins."""
        seat, self.riichi_pending = self.riichi_pending, None
        if seat is None:
            return []
        self.riichi[seat] = 2 if self.no_calls and self.discards_made[seat] == 1 else 1   # ダブルリーチ
        self.ippatsu[seat] = True
        cost = self._riichi_cost(seat)
        self.scores[seat] -= cost
        self.sticks += cost // RIICHI_COST
        return [Event("riichi", seat, info={"double": self.riichi[seat] == 2, "sticks": self.sticks,
                                            "scores": list(self.scores)})]

    def _note_missed(self, tile, src: int, winners=()) -> None:
        """同巡内フリテン / リーチ後の見逃し: a seat whose winning tile (by shape, yaku or not) goes
        by without its ron may not ron until its next discard; after riichi, for the rest of the hand."""
        for seat in _order_from(src, self.seats):
            if seat not in winners and tile.kind in hand_waits(self.counts(seat), len(self.melds[seat])):
                self.same_turn_furiten[seat] = True
                if self.riichi[seat]:
                    self.riichi_furiten[seat] = True

    def _after_pass(self, riichi_checked: bool = False) -> list[Event]:
        if not riichi_checked:                # nobody was asked: the discard went by everyone
            self._note_missed(self.claim_tile, self.claim_from)
        events = [] if riichi_checked else self._riichi_stands()
        if self._four_kans_abort_due():
            return events + self._abort("four_kans")
        return events + self._draw(self._next_drawer(self.claim_from))

    def pool_points(self) -> int:
        """The deposits on the table (供託) in points: the riichi sticks. The scores plus this are
        the same after every action (the game's points are only ever moved)."""
        return RIICHI_COST * self.sticks

    def take_pool(self) -> int:
        """The deposits on the table (供託) in points, taken off it (by a winner, or the top at the end)."""
        points = RIICHI_COST * self.sticks
        self.sticks = 0
        return points

    # --- hooks for games built on this one (Hero Mahjong's cards) ---------------------------------
    def _next_drawer(self, src: int) -> int:
        """Who draws after ``src``'s discard went by: the next seat."""
        return (src + 1) % self.seats

    def _calls_allowed(self, seat: int) -> bool:
        """May ``seat`` pon, chi or kan the discard now?"""
        return True

    def _ron_blocked(self) -> bool:
        """Is the discard now out of reach of every ron?"""
        return False

    def _riichi_cost(self, seat: int) -> int:
        return RIICHI_COST

    def bonus_han(self, seat: int) -> int:
        """Han beside the yaku (like dora: never the needed yaku) that a game adds to a win."""
        return 0

    def _call(self, action: RiichiAction, tile, src: int) -> list[Event]:
        seat = action.seat
        used = self._tiles_by_tokens(seat, action.cards)
        for t in used:
            self.hands[seat].remove(t)
        self.ponds[src][-1]["called"] = True
        kind = action.kind
        meld = Called("kan" if kind == "open_kan" else kind, tuple(sorted(used + [tile])), tile, src)
        self.melds[seat].append(meld)
        self.ippatsu = [False] * self.seats
        self.no_calls = False
        events = [Event("called", seat, tuple(token(t) for t in meld.tiles), f"pond:{src}", f"meld:{seat}",
                        info={"call": kind, "from": src, "tile": token(tile)})]
        liable = settle.pao_yakuman(self.melds[seat], tile)
        if liable and self.pao[seat] is None:
            self.pao[seat] = (liable, src)
        if kind == "open_kan":
            self.kans[seat] += 1
            self.pending_dora += 1
            return events + self._draw(seat, replacement=True)
        self.turn, self.drawn, self.after_call, self.step = seat, None, True, TURN
        self.banned_discards = kuikae_banned(tuple(used), tile)
        return events

    def _closed_kan(self, seat: int, tiles: list) -> list[Event]:
        return self._declare_closed_kan(seat, tiles) + self._draw(seat, replacement=True)

    def _added_kan(self, seat: int, tile, index: int) -> list[Event]:
        events = self._declare_added_kan(seat, tile, index)
        self.claim_tile, self.claim_from, self.claim_is_kan = tile, seat, True
        self.turn = seat
        self.claims, self.answers = {}, {}
        for offset in range(1, self.seats):     # 槍槓: only a ron on the added tile
            other = (seat + offset) % self.seats
            if self._can_ron(other, tile):
                self.claims[other] = [A("ron", other, (token(tile),)), A("pass", other)]
        if self.claims:
            self.step = CLAIMS
            return events
        self._note_missed(tile, seat)
        return events + self._draw(seat, replacement=True)

    # --- the end of a hand -----------------------------------------------------------------------
    def _win(self, winners: list[int], tile, tsumo: bool, from_seat: int | None = None,
             chankan: bool = False) -> list[Event]:
        self.riichi_pending = None              # a riichi discard ronned: the riichi never stood
        outcome = settle.wins(self, winners, tile, tsumo, from_seat, chankan)
        return outcome + self._hand_over(dealer_keeps=self.dealer in winners, kind="win")

    def _exhaustive_draw(self) -> list[Event]:
        events = self._riichi_stands() if self.riichi_pending is not None else []
        outcome, dealer_tenpai = settle.exhaustive_draw(self)
        return events + outcome + self._hand_over(dealer_keeps=dealer_tenpai, kind="draw")

    def _abort(self, reason: str) -> list[Event]:
        self.history.append({"hand": self.hand_no, "honba": self.honba, "result": "abort", "reason": reason})
        events = [Event("hand_aborted", None, info={"reason": reason})]
        return events + self._hand_over(dealer_keeps=True, kind="abort")

    def _hand_over(self, dealer_keeps: bool, kind: str) -> list[Event]:
        """After a hand: the bust end (飛び), the last hand's stop choice, or the next hand."""
        if self.busted():
            return self._end_game(reason="bust")
        last = self.hand_no >= self.hands_total - 1
        if last and not dealer_keeps:
            return self._end_game()
        if last and kind in ("win", "draw") and self.options["last_hand_stop"]:
            self.step, self.stop_reason = STOP, kind
            return [Event("stop_offered", self.dealer, info={"reason": kind})]
        return self._next_hand(repeat=dealer_keeps, honba=dealer_keeps or kind != "win")

    def busted(self) -> bool:
        """ハコ割れ: someone is below 0 (exactly 0 plays on); the game ends at once."""
        return any(s < 0 for s in self.scores)

    def _next_hand(self, repeat: bool, honba: bool) -> list[Event]:
        self.honba = self.honba + 1 if honba else 0
        if not repeat:
            self.hand_no += 1
        if self.hand_no >= self.hands_total:
            return self._end_game()
        self.round_wind = self.hand_no // self.seats
        return self._start_hand()

    def _end_game(self, stopped: bool = False, reason: str = "last_hand") -> list[Event]:
        """The game ends: ``reason`` is why (bust, last_hand; a stop is agari_yame or tenpai_yame)."""
        if stopped:
            reason = "agari_yame" if self.stop_reason == "win" else "tenpai_yame"
        self.end_reason = reason
        order = self.ranking()
        self.scores[order[0]] += self.take_pool()   # deposits left on the table go to the top
        self.step = OVER
        return [Event("game_over", None, info={"scores": list(self.scores), "ranking": self.ranking(),
                                               "stopped": stopped})]

    def ranking(self) -> list[int]:
        """Seats by points; a tie goes to the seat nearer the first dealer (seat 0)."""
        return sorted(range(self.seats), key=lambda s: (-self.scores[s], s))

    # --- protocol ------------------------------------------------------------------------------
    def why_illegal(self, action) -> object:
        if self.step == CLAIMS and action.kind in ("discard", "riichi"):
            return _m(QT_TRANSLATE_NOOP("riichi", "Answer the claim first: call or pass."))
        if action.kind == "discard" and self.riichi[action.seat]:
            return _m(QT_TRANSLATE_NOOP("riichi", "After riichi you must discard the tile you drew."))
        if action.kind == "riichi":
            return _m(QT_TRANSLATE_NOOP("riichi", "Riichi needs a closed hand that is ready (tenpai) after "
                                                  "this discard, 1,000 points and four tiles left in the wall."))
        if action.kind == "ron":
            return _m(QT_TRANSLATE_NOOP("riichi", "No ron: the tile does not complete your hand with a yaku, "
                                                  "or you are furiten."))
        if action.kind == "tsumo":
            return _m(QT_TRANSLATE_NOOP("riichi", "No tsumo: your hand is not complete with a yaku."))
        return super().why_illegal(action)

    def view(self, seat: int | None) -> View:
        open_all = seat is None
        data = {
            "seats": self.seats, "over": self.step == OVER, "step": self.step, "turn": self.turn, "dealer": self.dealer, "round_wind": self.round_wind,
            "hand_no": self.hand_no, "honba": self.honba, "sticks": self.sticks, "scores": list(self.scores),
            "wall": len(self.wall), "dora_indicators": [token(t) for t in self.wall.dora_indicators],
            "hands": [[token(t) for t in h] if open_all or s == seat else [HIDDEN] * len(h)
                      for s, h in enumerate(self.hands)],
            "drawn": token(self.drawn) if self.drawn is not None and (open_all or seat == self.turn) else None,
            "melds": [[m.to_view(token) for m in ms] for ms in self.melds],
            "ponds": [[{"tile": token(p["tile"]), "riichi": p["riichi"], "called": p["called"]} for p in pond]
                      for pond in self.ponds],
            "riichi": list(self.riichi), "claim_tile": token(self.claim_tile) if self.step == CLAIMS else None,
            "claim_from": self.claim_from if self.step == CLAIMS else None,
            "history": list(self.history),
        }
        if open_all:
            data["ura_indicators"] = [token(t) for t in self.wall.ura_indicators]
        return View(self.game.id, seat, data)

    def clone(self) -> "RiichiState":
        """A deep copy that shares what never changes: the game, the tile set and its tiles."""
        memo = {id(t): t for t in self.tileset.tiles}
        for shared in (self.game, self.tileset, self.hand_rules, self.options):
            memo[id(shared)] = shared
        return copy.deepcopy(self, memo)

    def result(self):
        from core.engine import Result
        return Result(list(self.scores), self.ranking(), {"hands": list(self.history), "end": self.end_reason})

    def conserved(self) -> dict[str, float]:
        """Points move between the players and the table's deposits, never appear or vanish."""
        return {"points": sum(self.scores) + self.pool_points()}

    def snapshot(self) -> dict:
        return {
            "rng": self.rng.getstate(), "scores": self.scores, "round_wind": self.round_wind,
            "hand_no": self.hand_no, "honba": self.honba, "sticks": self.sticks, "step": self.step,
            "turn": self.turn, "wall": self.wall.to_json(code),
            "hands": [[code(t) for t in h] for h in self.hands],
            "melds": [[m.to_json(code) for m in ms] for ms in self.melds],
            "ponds": [[[code(p["tile"]), p["riichi"], p["called"]] for p in pond] for pond in self.ponds],
            "riichi": self.riichi, "ippatsu": self.ippatsu, "furiten": [self.same_turn_furiten, self.riichi_furiten],
            "riichi_pending": self.riichi_pending, "no_calls": self.no_calls,
            "discards_made": self.discards_made, "kans": self.kans, "pao": self.pao, "pending_dora": self.pending_dora,
            "drawn": code(self.drawn) if self.drawn is not None else None, "rinshan": self.rinshan,
            "after_call": self.after_call, "banned": sorted(self.banned_discards),
            "claims": {str(s): [a.to_json() for a in acts] for s, acts in sorted(self.claims.items())},
            "answers": {str(s): a.to_json() for s, a in sorted(self.answers.items())},
            "claim": [code(self.claim_tile) if self.claim_tile is not None else None, self.claim_from,
                      self.claim_is_kan],
            "history": self.history,
        }


def _order_from(src: int, seats: int) -> list[int]:
    """The other seats in turn order after ``src``."""
    return [(src + k) % seats for k in range(1, seats)]
