"""Wild Rummy R (ワイルドラミーR) on the FESCA deck: one State is a whole match of rounds.

A round (spec §2, §5): deal by the deal table; the seat after the dealer plays first. A normal
turn (通常手番): draw from the stock, then any number of new melds and single-card operations (and
retrieving one's own melds), then discard one card; a player whose hand is empty after the
discard goes out (上がり). A normal turn may never empty the hand before the discard.

After every discard that does not end the round, the other seats are asked in turn order from the
discarder whether they call (鳴き): the nearest caller takes the discard and must first meld a new
meld containing it (the card is "owed"); the call turn (鳴き手番) has no draw and no discard, may
empty the hand (going out without a discard), and ends with ``end_call``; play then returns to the
seat after the discarder. The discard of a 陰陽 card sets the field phase: odd (陽) -> 陽場, where
相生 相順 are active; even (陰) -> 陰場, 相克 active.

Scoring when somebody goes out or the round is void: :mod:`.scoring`. A concealed win (一度に上がり:
no own public meld when the winning turn began) multiplies the score. The match has a set number of
rounds (one per player by default); the dealer passes to the next seat.

Safeguards: a round is void after ``MAX_ROUND_TURNS`` turns; after ``MAX_OPS_PER_TURN`` melds and
operations in one turn only the discard (or the end of a call turn) is left.
"""
from __future__ import annotations

from functools import lru_cache

from core.engine import HIDDEN, Event, Msg, Result, Rng, State, View, msg
from core.fesca import deck, is_wild_capable, is_yinyang, rank, sort_key

from . import scoring
from . import ops
from .meld import SOJUN, SOKOKU, SOSHO, Meld, Slot, family
from .moves import MAX_OPS_PER_TURN, Effect, Turn, WildRummyAction, may_call, meld_moves, near_cards, new_melds, op_moves
from .options import hand_size, meld_rules
from .small_melds import may_meld_with, small_meld_with
from .steps import CALL_WINDOW, CALLING, DRAW, OVER, PLAY

CTX = "wild_rummy"
NEUTRAL, YANG, YIN = "neutral", "yang", "yin"
FAMILIES = {NEUTRAL: frozenset(), YANG: frozenset({SOSHO}), YIN: frozenset({SOKOKU})}
MAX_ROUND_TURNS = 400


def _m(text: str, **args) -> Msg:
    return msg(CTX, text, **args)


def meld_json(m: Meld) -> dict:
    """A meld as view / event data."""
    return {"id": m.id, "owner": m.owner, "kind": m.kind, "order": m.order,
            "slots": [{"card": s.card, "ident": s.ident, "role": s.role, "buried": s.buried} for s in m.slots]}


def meld_from_json(data: dict) -> Meld:
    """The Meld of a view / event entry (the inverse of :func:`meld_json`)."""
    slots = tuple(Slot(s["card"], s["ident"], s["role"], s["buried"]) for s in data["slots"])
    return Meld(data["kind"], slots, data["owner"], data["id"], data["order"])


class WildRummyState(State):
    """The whole match: scores, dealer, and the round under way (stock, discard pile, hands,
    melds on the table, field phase, whose turn and in which step)."""

    def __init__(self, game, seats: int, options, seed: int) -> None:
        super().__init__(game, seats, options, seed)
        if not 2 <= seats <= 6:
            raise ValueError("Wild Rummy R needs 2 to 6 players")
        self.deal_size = hand_size(options, seats)
        self.rules = meld_rules(options)
        self.rng = Rng(seed)
        self.rounds = options["match_rounds"] or seats
        self.round_no = 0
        self.totals = [0] * seats
        self.dealer = self.rng.randbelow(seats)
        self.over = False
        self.last_result: dict | None = None
        self._new_round_fields()
        self.start_events = self._start_round()

    def _new_round_fields(self) -> None:
        n = self.seats
        self.hands: list[list[str]] = [[] for _ in range(n)]
        self.stock: list[str] = []
        self.discard: list[str] = []
        self.melds: list[Meld] = []
        self.next_id = 1
        self.phase = self.options["initial_field_phase"]
        self.turn = 0
        self.step = DRAW
        self.discarder = -1
        self._asked: list[int] = []         # seats known to be asked about the call, nearest first
        self.unasked: list[int] = []        # seats after them not yet tested (asked lazily: _next_caller)
        self.owed: list[str] = []
        self.retrieved: list[str] = []
        self.banned: list[list] = [[] for _ in range(n)]   # [signature, turn number of retrieval]
        self.ever_melded = [False] * n
        self.meld_at_start = False
        self.melded_before = False
        self.ops_this_turn = 0
        self.turn_no = 0
        self.reshuffled = False
        self._cache: tuple | None = None
        self._version = 0

    # --- round set-up -------------------------------------------------------------------------
    def _start_round(self) -> list[Event]:
        self.round_no += 1
        self._new_round_fields()
        cards = deck(self.options["deck"])
        self.rng.shuffle(cards)
        events = [Event("round_started", self.dealer, info={"round": self.round_no, "rounds": self.rounds,
                                                             "dealer": self.dealer, "phase": self.phase})]
        order = [(self.dealer + 1 + i) % self.seats for i in range(self.seats)]
        for _ in range(self.deal_size):
            for s in order:
                self.hands[s].append(cards.pop())
        for s in order:
            self.hands[s].sort(key=sort_key)
            events.append(Event("dealt", s, tuple(self.hands[s]), "stock", f"hand:{s}", visible_to=(s,)))
        self.stock = cards
        return events + self._begin_turn((self.dealer + 1) % self.seats)

    def _begin_turn(self, seat: int) -> list[Event]:
        self.turn, self.step = seat, DRAW
        self.owed, self.retrieved, self.ops_this_turn = [], [], 0
        self.turn_no += 1
        self._mark_turn_start(seat)
        self._changed()
        if self.turn_no > MAX_ROUND_TURNS:
            return self._round_over(None, False, "safeguard")
        if not self.stock and not self._may_take_discard():
            if self.options["stock_exhausted"] == "reshuffle_once" and not self.reshuffled and len(self.discard) > 1:
                top = self.discard.pop()
                self.stock, self.discard = self.discard, [top]
                self.rng.shuffle(self.stock)
                self.reshuffled = True
                return [Event("stock_reshuffled", None, info={"count": len(self.stock)})]
            return self._round_over(None, False, "stock_exhausted")
        return []

    def _mark_turn_start(self, seat: int) -> None:
        """What 一度に上がり (a concealed win) is judged on: the seat's melds when the turn began."""
        self.meld_at_start = self.has_meld(seat)
        self.melded_before = self.ever_melded[seat]

    # --- queries --------------------------------------------------------------------------------
    def has_meld(self, seat: int) -> bool:
        """自メルド公開あり: the seat owns a meld on the table now."""
        return any(m.owner == seat for m in self.melds)

    def families(self) -> frozenset:
        """The 相順 families that may be melded or touched in the current field phase."""
        return FAMILIES[self.phase] if self.rules.sojun else frozenset()

    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.step == CALL_WINDOW:
            return (self._asked[0],)
        return (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def _changed(self) -> None:
        self._version += 1
        self._cache = None

    def _may_take_discard(self) -> bool:
        return self.options["normal_turn_may_take_discard"] and bool(self.discard)

    def _turn(self) -> Turn:
        seat = self.turn
        bans = tuple(sig for sig, _ in self.banned[seat])
        return Turn(seat, self.hands[seat], self.melds, self.rules, self.families(), self.step == PLAY,
                    tuple(self.retrieved), bans, tuple(self.owed), self.options["type_change_layoff_scope"],
                    self.options["call_first_meld_may_be_layoff"])

    def _moves(self) -> list[tuple[WildRummyAction, Effect | None]]:
        if self._cache is not None and self._cache[0] == self._version:
            return self._cache[1]
        seat, out = self.turn, []
        A = WildRummyAction
        if self.over:
            out = []
        elif self.step == DRAW:
            if self.stock:
                out.append((A("draw", seat, (), "hand"), None))
            if self._may_take_discard():
                out.append((A("take_discard", seat, (self.discard[-1],), "hand"), None))
        elif self.step == CALL_WINDOW:
            asked = self._asked[0]
            out = [(A("call", asked, (self.discard[-1],), "hand"), None), (A("pass", asked), None)]
        else:
            t = self._turn()
            if self.ops_this_turn < MAX_OPS_PER_TURN or self.owed:
                out = meld_moves(t) + op_moves(t)
            if not self.owed:
                if self.step == PLAY:
                    if self.ops_this_turn < MAX_OPS_PER_TURN:
                        for m in self.melds:
                            if m.owner == seat:
                                out.append(_retrieve_move(seat, m))
                    hand = self.hands[seat]
                    allowed = [c for c in hand if c not in self.retrieved] or hand
                    if self.options["retrieved_cards_discardable"]:
                        allowed = hand
                    out += [_discard_move(seat, c) for c in allowed]
                else:
                    out.append((A("end_call", seat), None))
        # the effects by the identity of the offered action objects (no hashing); by equality only
        # when an action comes from elsewhere (a replay, a copy): see :meth:`_effect_of`
        self._cache = (self._version, out, None, {id(a): (a, e) for a, e in out})
        return out

    def _effect_of(self, action) -> tuple[bool, Effect | None]:
        """(offered, effect) of ``action`` in the current legal moves: found by identity when it is
        one of the objects :meth:`legal_actions` gave (the entry keeps the object, which is
        checked), else by equality in a table built then (the last equal move's effect)."""
        cache = self._cache
        by_id = cache[3]
        got = by_id.get(id(action))
        if got is not None and got[0] is action:
            return True, got[1]
        table = cache[2]
        if table is None:
            table = {a: e for a, e in cache[1]}
            self._cache = (cache[0], cache[1], table, by_id)
        if action in table:
            return True, table[action]
        return False, None

    def apply(self, action) -> list[Event]:
        """As :meth:`State.apply`, with the legality check a dictionary lookup in the cached
        legal moves (a turn can offer hundreds of operations)."""
        cache = self._cache
        if not (cache is not None and cache[0] == self._version and id(action) in cache[3]):
            self.refuse_malformed(action)      # before hashing it: a list in a field is unhashable
        # (one of the very objects legal_actions gave is well-formed: they are alive in the cache)
        if isinstance(action, WildRummyAction) and not self.over and action.seat in self.to_move():
            self._moves()
            offered, effect = self._effect_of(action)
            if offered:
                events = self._apply(action, effect)
                self.actions.append(action)
                return events
        return super().apply(action)

    def legal_actions(self, seat: int) -> list[WildRummyAction]:
        if seat not in self.to_move():
            return []
        return [a for a, _ in self._moves()]

    def can_call(self, seat: int, card: str) -> bool:
        """鳴き is possible: a new meld containing ``card`` can be made from the hand and it."""
        if self.options["call_first_meld_may_be_layoff"] and self.has_meld(seat) and self._fits_a_meld(card):
            return True
        fams = self.families()
        if not may_call(self.hands[seat], card, bool(fams)):
            return False
        near = near_cards(self.hands[seat], card, bool(fams), self.rules.cycle)
        wilds = is_wild_capable(card) or any(is_wild_capable(c) for c in near)
        banned = self.banned[seat]
        # a ban that does not hold the card bans no meld with it: a ban forbids only the retrieved
        # meld in its identical form (§6.9), never a call as such
        free = not banned or not any(card == c for sig, _ in banned for c, _, _ in sig[2])
        if not wilds and free:  # without wilds, a bigger meld with the card holds a 3-card one
            return small_meld_with(near, card, self.rules, fams)
        if free and small_meld_with(near, card, self.rules, fams):
            return True         # a 2- or 3-card meld with the card: no need to search every meld
        if not may_meld_with(near, card, self.rules, bool(fams)):
            return False        # no meld of any size can hold it: no need to search either
        hand = near + [card]
        bans = {sig for sig, _ in banned}
        return any(m.signature() not in bans for m in new_melds(hand, self.rules, self.families(), (card,)))

    def _fits_a_meld(self, card: str) -> bool:
        """``card`` can be laid off (付け札) onto a meld that may be touched now."""
        fams = self.families()
        return any(ops.lay_offs(m, card, self.rules) for m in self.melds
                   if m.kind != SOJUN or family(m.order) in fams)

    # --- applying -------------------------------------------------------------------------------
    def _apply(self, action: WildRummyAction, effect: Effect | None) -> list[Event]:
        kind, seat = action.kind, action.seat
        if kind == "draw":
            card = self.stock.pop()
            self._to_hand(seat, [card])
            self.step = PLAY
            self._changed()
            return [Event("drew", seat, (card,), "stock", f"hand:{seat}", visible_to=(seat,),
                          info={"stock": len(self.stock)})]
        if kind == "take_discard":
            card = self.discard.pop()
            self._to_hand(seat, [card])
            self.step = PLAY
            self._changed()
            return [Event("took_discard", seat, (card,), "discard", f"hand:{seat}")]
        if kind == "discard":
            return self._discard(seat, action.cards[0])
        if kind == "call":
            return self._call(seat)
        if kind == "pass":
            self._asked.pop(0)
            self._next_caller()
            self._changed()
            events = [Event("passed", seat)]
            return events + (self._after_call_window() if not self._asked else [])
        if kind == "end_call":
            events = [Event("call_ended", seat)]
            return events + self._begin_turn((self.discarder + 1) % self.seats)
        if kind == "retrieve":
            return self._retrieve(seat, int(action.at.split(":")[1]))
        return self._table_move(action, effect)

    def _to_hand(self, seat: int, cards) -> None:
        self.hands[seat].extend(cards)
        self.hands[seat].sort(key=sort_key)

    def _from_hand(self, seat: int, cards) -> None:
        for c in cards:
            self.hands[seat].remove(c)

    def _discard(self, seat: int, card: str) -> list[Event]:
        self._from_hand(seat, [card])
        self.discard.append(card)
        events = [Event("discarded", seat, (card,), f"hand:{seat}", "discard")]
        self.banned[seat] = [b for b in self.banned[seat]
                             if self.options["retrieval_ban_scope"] == "rest_of_round" or b[1] >= self.turn_no]
        if is_yinyang(card):
            new = YANG if rank(card) % 2 else YIN
            if new != self.phase:
                self.phase = new
                events.append(Event("phase_changed", seat, (card,), info={"phase": new}))
        if not self.hands[seat]:
            return events + self._went_out(seat)
        self.discarder = seat
        self._asked, self.unasked = [], [(seat + i) % self.seats for i in range(1, self.seats)]
        self._next_caller()
        self._changed()
        if self._asked:
            self.step = CALL_WINDOW
            return events              # no event: who may call is hidden (to_move tells the engine)
        return events + self._begin_turn((seat + 1) % self.seats)

    def _next_caller(self) -> None:
        """鳴き is asked lazily, as the rule orders it: while no seat is left to ask, the next
        untested seat in turn order is tested (nothing changes what a later seat may call while
        the nearer ones answer, so this finds the seats the full list would)."""
        while not self._asked and self.unasked:
            s = self.unasked.pop(0)
            if self.can_call(s, self.discard[-1]):
                self._asked.append(s)

    @property
    def asked(self) -> list[int]:
        """Every seat still to be asked about the call, nearest first (the untested ones tested
        now, without asking them)."""
        if not self.unasked:
            return list(self._asked)
        return self._asked + [s for s in self.unasked if self.can_call(s, self.discard[-1])]

    @asked.setter
    def asked(self, seats: list[int]) -> None:
        self._asked, self.unasked = list(seats), []

    def _call(self, seat: int) -> list[Event]:
        card = self.discard.pop()
        self._asked, self.unasked = [], []
        self.turn, self.step = seat, CALLING
        self._mark_turn_start(seat)
        self.owed, self.retrieved, self.ops_this_turn = [card], [], 0
        self._to_hand(seat, [card])
        self._changed()
        return [Event("called", seat, (card,), "discard", f"hand:{seat}", info={"from": self.discarder})]

    def _after_call_window(self) -> list[Event]:
        return self._begin_turn((self.discarder + 1) % self.seats)

    def _retrieve(self, seat: int, meld_id: int) -> list[Event]:
        m = next(x for x in self.melds if x.id == meld_id)
        self.melds.remove(m)
        cards = m.all_cards()
        self._to_hand(seat, cards)
        self.retrieved.extend(cards)
        self.banned[seat].append([m.signature(), self.turn_no + 1])
        self.ops_this_turn += 1
        self._changed()
        return [Event("retrieved", seat, cards, f"meld:{m.id}", f"hand:{seat}", info={"meld": meld_json(m)})]

    def _table_move(self, action: WildRummyAction, effect: Effect) -> list[Event]:
        seat = action.seat
        self.ops_this_turn += 1
        if effect.meld_id is None:
            m = Meld(effect.meld.kind, effect.meld.slots, seat, self.next_id, effect.meld.order)
            self.next_id += 1
            self.melds.append(m)
            self.ever_melded[seat] = True
            self.owed = [c for c in self.owed if c not in m.cards]
        else:
            i = next(k for k, x in enumerate(self.melds) if x.id == effect.meld_id)
            old = self.melds[i]
            m = Meld(effect.meld.kind, effect.meld.slots, old.owner, old.id, effect.meld.order)
            self.melds[i] = m
            if action.kind == "lay_off" and self.owed:
                self.owed = [c for c in self.owed if c not in action.cards]
        self._from_hand(seat, action.cards)
        self._to_hand(seat, effect.taken)
        if effect.taken and not self.has_meld(seat):
            self.owed = list(self.owed) + list(effect.taken)
        self._changed()
        info = {"meld": meld_json(m), "at": action.at, "idents": list(action.idents), "form": action.form,
                "taken": list(effect.taken)}
        src, dst = f"hand:{seat}", f"meld:{m.id}"
        name = {"meld": "melded", "lay_off": "laid_off", "swap_wild": "swapped", "take_natural": "took_natural",
                "bury": "buried", "excavate": "excavated", "slide": "slid"}[action.kind]
        events = [Event(name, seat, action.cards, src, dst, info=info)]
        if not self.hands[seat] and self.step == CALLING:
            events += self._went_out(seat)
        return events

    # --- end of a round -------------------------------------------------------------------------
    def _went_out(self, seat: int) -> list[Event]:
        if self.options["concealed_win_definition"] == "never_melded_this_round":
            concealed = not self.melded_before
        else:
            concealed = not self.meld_at_start
        return [Event("went_out", seat, info={"concealed": concealed})] + self._round_over(seat, concealed, None)

    def _round_over(self, winner: int | None, concealed: bool, reason: str | None) -> list[Event]:
        o = self.options
        sc = scoring.score_round(self.hands, self.melds, winner, concealed, o["scoring_method"], self.rules,
                                 o["meld_bonus_collectors"], o["concealed_win_multiplier"])
        for s in range(self.seats):
            self.totals[s] += sc.payments[s]
        self.last_result = {
            "round": self.round_no, "winner": winner, "concealed": concealed, "void": winner is None,
            "reason": reason, "method": o["scoring_method"], "payments": list(sc.payments),
            "penalty": list(sc.penalty), "bonus": list(sc.bonus), "hand_penalties": list(sc.hand_penalties),
            "meld_totals": list(sc.meld_totals), "multiplier": sc.multiplier, "totals": list(self.totals),
            "hands": [list(h) for h in self.hands],
            "melds": [dict(meld_json(m), points=scoring.meld_points(m, self.rules),
                           segments=scoring.meld_breakdown(m, self.rules)) for m in self.melds]}
        self.step = OVER
        self._changed()
        events = [Event("round_scored", winner, info=dict(self.last_result))]
        if self.round_no >= self.rounds:
            self.over = True
            return events + [Event("match_over", None, info={"totals": list(self.totals),
                                                               "ranking": self.ranking()})]
        self.dealer = (self.dealer + 1) % self.seats
        events.append(Event("dealer_passed", self.dealer))
        return events + self._start_round()

    def ranking(self) -> list[int]:
        """Seats from the highest total down; ties: the lower seat index first."""
        return sorted(range(self.seats), key=lambda s: (-self.totals[s], s))

    # --- explanations ---------------------------------------------------------------------------
    def why_illegal(self, action) -> Msg:
        if isinstance(action, WildRummyAction):
            return self.explain(action.seat, action.cards, action.target)
        return super().why_illegal(action)

    def explain(self, seat: int, cards: tuple, target: str) -> Msg:
        from .explain import explain
        return explain(self, seat, tuple(cards), target)

    # --- views, results, saving ----------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        hands = [list(h) if seat is None or s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        return View(self.game.id, seat, {
            "seats": self.seats, "dealer": self.dealer, "turn": self.turn, "step": self.step,
            "to_move": list(self.to_move()), "round": self.round_no, "rounds": self.rounds,
            "hands": hands, "hand_counts": [len(h) for h in self.hands], "stock_count": len(self.stock),
            "discard": list(self.discard), "melds": [meld_json(m) for m in self.melds], "phase": self.phase,
            "families": sorted(self.families()), "owed": list(self.owed), "retrieved": list(self.retrieved),
            "has_meld": [self.has_meld(s) for s in range(self.seats)], "discarder": self.discarder,
            "totals": list(self.totals), "scores_label": "points",
            "last_result": self.last_result, "deck": self.options["deck"], "top": self.rules.top,
            "options": self.options.to_json(), "over": self.over,
        })

    def result(self) -> Result:
        return Result(list(self.totals), self.ranking(), {"rounds": self.round_no})

    def conserved(self) -> dict[str, float]:
        """A round's payments go from player to player (the totals add up to 0)."""
        return {"points": sum(self.totals)}

    def snapshot(self) -> dict:
        return {"game": self.game.id, "rules_version": self.game.rules_version, "seats": self.seats,
                "options": self.options.to_json(), "seed": self.seed, "rng": self.rng.getstate(),
                "round": self.round_no, "rounds": self.rounds, "totals": self.totals, "dealer": self.dealer,
                "hands": self.hands, "stock": self.stock, "discard": self.discard,
                "melds": [meld_json(m) for m in self.melds], "next_id": self.next_id, "phase": self.phase,
                "turn": self.turn, "step": self.step, "discarder": self.discarder, "asked": self.asked,
                "owed": self.owed, "retrieved": self.retrieved,
                "banned": [[list(map(_plain, sig)), t] for s in self.banned for sig, t in s],
                "ever_melded": self.ever_melded, "meld_at_start": self.meld_at_start, "melded_before": self.melded_before,
                "ops": self.ops_this_turn, "turn_no": self.turn_no, "reshuffled": self.reshuffled,
                "over": self.over, "last_result": self.last_result,
                "actions": [a.to_json() for a in self.actions]}

    def clone(self) -> "WildRummyState":
        other = WildRummyState.__new__(WildRummyState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.totals = list(self.totals)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.melds = list(self.melds)
        other._asked = list(self._asked)
        other.unasked = list(self.unasked)
        other.owed = list(self.owed)
        other.retrieved = list(self.retrieved)
        other.banned = [[list(b) for b in s] for s in self.banned]
        other.ever_melded = list(self.ever_melded)
        other.actions = list(self.actions)
        other.start_events = list(self.start_events)
        return other


@lru_cache(maxsize=4096)
def _retrieve_move(seat: int, m: Meld) -> tuple[WildRummyAction, None]:
    """The legal-move entry of retrieving one's meld ``m`` (made once per meld)."""
    return WildRummyAction("retrieve", seat, m.all_cards(), "hand", at=f"meld:{m.id}"), None


@lru_cache(maxsize=None)
def _discard_move(seat: int, card: str) -> tuple[WildRummyAction, None]:
    """The legal-move entry of discarding ``card`` (made once per seat and card)."""
    return WildRummyAction("discard", seat, (card,), "discard"), None


def _plain(value):
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value

