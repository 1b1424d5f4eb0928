"""Indian Rummy (インディアン・ラミー), the seed's version with the India options: one State is a
whole match of rounds.

Set-up (spec §2-§3): the seating draw seats the players and chooses the first dealer (席ぎめ:
Joker > A > K > ... > 2, tied players draw again; the players sit in the order of their cards in
the direction of play, so the highest plays first and the lowest deals), or a random dealer. A
seat index is a player; ``ring`` is the seat at each place around the table (places count like
seat indices, +1 = clockwise), the identity until a seating draw. Each
round the player on the dealer's left turns the cut joker (every card of its rank is wild with
the printed jokers; a printed joker turned: only printed jokers, or the Aces as well under
aces_also_wild); 13 cards each, one at a time from the dealer's right; the next card starts the
discard pile; the cut-joker card lies sideways under the stock as its last card (or apart).

A turn (spec §5-§7): in the draw phase pack (パッキング: 10 at the first turn with the hand shuffled
into the stock above the cut-joker card, 40 later with the hand face down out of play), declare
a Hand Rummy (ハンド・ラミー: first turn, the 13 dealt cards), draw the top stock card or take the
top discard; in the discard phase discard a card (not the one just taken) or discard it and
declare Rummy (ラミー宣言) with the 13 left.

The round ends when somebody declares (the others pay, :mod:`.scoring`), when all others have
packed (the last player wins and collects the penalties), or void (流局): the player who drew
the last stock card (the cut-joker card) ends the turn without declaring. With
``stock_exhausted`` = reshuffle_discards the discards but the top one become the stock instead.

Invalid declarations: "prevented" (default) - a declare action exists only for a valid Rummy,
and :meth:`explain` gives the reason of :func:`core.rummy.declaration_problem`. "penalty_80"
(India's "wrong show"): every discard has a declare twin; an invalid one is discarded, the hand
is shown (``declaration_refused``) and the player is out of the round like a later packer whose
penalty is 80: paid to the declarer if somebody declares (doubled by a Hand Rummy like every
pack), added to the score in a pool, nothing in a void round; the round goes on for the others
(and ends at once if only one is left).

Pool (India): after a round, an eliminated player who may rejoin is asked (phase "rejoin": the
actions rejoin / stay_out); the match goes on when every offer is answered.

Safeguard: a round with ``MAX_ROUND_TURNS`` turns is void. Neither the seed nor India has this
rule; it is needed because a round need not end: players who keep taking each other's discards
never empty the stock (and with reshuffle_discards the stock never ends), so an all-AI table
could play one round for ever. 300 turns (50 each at a table of six) is far beyond a human round.
The stock is reshuffled as often as it runs out (India has no limit). Match formats: :mod:`.match`.
"""
from __future__ import annotations

from dataclasses import dataclass

from core.cards import is_card, is_joker, pretty
from core.engine import (HIDDEN, QT_TRANSLATE_NOOP, Action, Event, IllegalAction, Msg, OptionError, Result, Rng, State,
                         View, msg)
from core.rummy import is_wild

from . import declare
from .deal import (HAND_SIZE, deal_order, deck_count, make_pack, seated, seating_draw, seats_problem, sort_key,
                   wild_ranks)
from .match import Match
from .scoring import WRONG_SHOW, PayRules, settle

CTX = "indian_rummy"
PLAYING, PACKED, OUT = "playing", "packed", "out"
MAX_ROUND_TURNS = 300


def _m(text: str, **args) -> Msg:
    return msg(CTX, text, **args)


def _meld_json(m) -> dict:
    return {"kind": m.kind, "cards": list(m.cards)}


@dataclass(frozen=True, eq=False)
class IndianRummyAction(Action):
    """An action of Indian Rummy; a declaration may carry the declarer's ``groups`` (tuples of
    card codes: the 13 cards kept, as shown). Under show = as_grouped they are what counts (an
    empty grouping: the engine's best arrangement); otherwise they are ignored. Equal to the
    plain :class:`Action` with the same fields and no groups, so the legal actions stay plain."""

    groups: tuple = ()

    def _key(self) -> tuple:
        return (self.kind, self.seat, tuple(self.cards), self.target, tuple(self.groups))

    def __eq__(self, other) -> bool:
        if not isinstance(other, Action):
            return NotImplemented
        return self._key() == (other.kind, other.seat, tuple(other.cards), other.target,
                               tuple(getattr(other, "groups", ())))

    def __hash__(self) -> int:
        return hash((self.kind, self.seat, tuple(self.cards), self.target))

    def to_json(self) -> dict:
        """As a plain action's, with ``groups`` only when there are some (a record reads the same)."""
        out = super().to_json()
        if not self.groups:
            del out["groups"]
        return out

    @classmethod
    def from_json(cls, data):
        action = super().from_json(data)
        groups = action.groups
        if not isinstance(groups, tuple) or not all(isinstance(g, tuple) and all(isinstance(c, str) for c in g)
                                                    for g in groups):
            raise ValueError("action groups must be lists of card codes")
        return action


class IndianRummyState(State):
    """The whole match: ledger and dealer, and the round under way (stock, discard pile, hands,
    the cut joker, turn and phase, who has packed)."""

    def __init__(self, game, seats: int, options, seed: int) -> None:
        super().__init__(game, seats, options, seed)
        problem = seats_problem(seats, options["deck_count"])
        if problem is not None:                 # Game.new_state refuses it first; never a crash
            raise OptionError(problem)
        self.decks = deck_count(options["deck_count"], seats)
        self.rng = Rng(seed)
        self.step = -1 if options["direction"] == "counter_clockwise" else 1
        self.pay_rules = PayRules.from_options(options)
        self.match = Match(seats, options)
        self.ring = list(range(seats))
        self.status = [PLAYING] * seats
        self.hands: list[list[str]] = [[] for _ in range(seats)]
        self.stock: list[str] = []
        self.discard: list[str] = []
        self.cut = ""
        self.cut_in_stock = False
        self.cut_drawn = False
        self.wild: frozenset = frozenset()
        self.meld_rules = declare.meld_rules(options, self.wild)
        self.dealer = 0
        self.turn = 0
        self.phase = "draw"
        self.taken: str | None = None
        self.upcard_live = True           # the discard top is the first upcard (not discarded by a player)
        self.turns_taken = [0] * seats
        self.pack_penalty = [0] * seats
        self.wrong_shows: list[int] = []
        self.reshuffles = 0
        self.round_turns = 0
        self.over = False
        self.last_result: dict | None = None
        self.seat_draw: list | None = None
        self._legal_cache: tuple | None = None
        self._version = 0
        self.start_events = self._choose_first_dealer() + self._start_round()

    # --- seats --------------------------------------------------------------------------------
    def _next(self, seat: int, ok, step: int | None = None) -> int:
        """The next seat after ``seat`` around the table in the direction of play (or ``step``)
        for which ``ok(s)`` holds."""
        step = self.step if step is None else step
        p = self.ring.index(seat)
        for _ in range(self.seats):
            p = (p + step) % self.seats
            if ok(self.ring[p]):
                return self.ring[p]
        return seat

    def _next_playing(self, seat: int) -> int:
        return self._next(seat, lambda s: self.status[s] == PLAYING)

    def playing(self) -> list[int]:
        """Seats still playing this round."""
        return [s for s in range(self.seats) if self.status[s] == PLAYING]

    # --- set-up ---------------------------------------------------------------------------------
    def _choose_first_dealer(self) -> list[Event]:
        """席ぎめ (spec §2): the seating draw, the lowest card deals; or a random dealer. Drawn
        again when everybody has dealt and the match goes on (seed §以降のラウンド; not in a pool)."""
        events = []
        if self.options["seat_draw"]:
            pack = make_pack(self.decks)
            self.rng.shuffle(pack)

            def refill():
                fresh = make_pack(self.decks)
                self.rng.shuffle(fresh)
                return fresh

            order, draws = seating_draw(list(range(self.seats)), pack, refill)
            self.seat_draw = [draws[s] for s in range(self.seats)]
            self.ring = seated(order, self.ring, self.step)
            self.dealer = order[-1]
            events.append(Event("seat_drawn", None, info={"cards": [list(d) for d in self.seat_draw],
                                                          "order": order, "dealer": self.dealer,
                                                          "ring": list(self.ring)}))
        else:
            self.dealer = self.rng.randbelow(self.seats)
        events.append(Event("dealer_chosen", self.dealer, info={
            "dealer": self.dealer, "by": "seat_draw" if self.options["seat_draw"] else "random"}))
        return events

    def _start_round(self) -> list[Event]:
        """Shuffle, turn the cut joker, deal 13 each, start the discard pile (spec §3)."""
        m = self.match
        m.round_no += 1
        in_play = m.in_play()
        self.status = [PLAYING if s in in_play else OUT for s in range(self.seats)]
        self.hands = [[] for _ in range(self.seats)]
        self.turns_taken = [0] * self.seats
        self.pack_penalty = [0] * self.seats
        self.wrong_shows = []
        self.taken, self.upcard_live, self.reshuffles, self.round_turns = None, True, 0, 0
        self.cut_drawn = False
        pack = make_pack(self.decks)
        self.rng.shuffle(pack)
        left = self._prev_in_play(self.dealer, in_play)
        events = [Event("round_started", self.dealer, info={"round": m.round_no, "dealer": self.dealer,
                                                             "rounds": m.rounds_shown()})]
        self.cut = pack.pop()
        self.wild = wild_ranks(self.cut, self.options["printed_joker_cut_rule"] == "aces_also_wild")
        self.meld_rules = declare.meld_rules(self.options, self.wild)
        in_stock = self.options["cut_joker_in_stock"]
        events.append(Event("cut_joker_turned", left, (self.cut,), "stock", "cut_joker", info={
            "wild_ranks": sorted(self.wild), "printed_only": self.printed_only, "in_stock": in_stock}))
        order = deal_order(self.dealer, in_play, self.step, self.ring)
        for _ in range(HAND_SIZE):
            for s in order:
                self.hands[s].append(pack.pop())
        for s in order:
            self.hands[s].sort(key=sort_key)
            events.append(Event("dealt", s, tuple(self.hands[s]), "stock", f"hand:{s}", visible_to=(s,)))
        up = pack.pop()
        self.discard = [up]
        events.append(Event("discard_started", None, (up,), "stock", "discard"))
        self.stock = ([self.cut] if in_stock else []) + pack
        self.cut_in_stock = in_stock
        self.turn = self._next_playing(self.dealer)
        self.phase = "draw"
        self._changed()
        return events

    def _prev_in_play(self, seat: int, in_play: list[int]) -> int:
        """The dealer's left: the previous seat in play against the direction of play."""
        return self._next(seat, lambda s: s in in_play, -self.step)

    @property
    def printed_only(self) -> bool:
        """A printed joker was turned: only printed jokers are wild (unless aces_also_wild)."""
        return is_joker(self.cut)

    # --- queries --------------------------------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def _changed(self) -> None:
        self._version += 1

    def can_pack(self, seat: int) -> bool:
        """Packing: at the start of a turn, before drawing; not by the only player left."""
        return self.phase == "draw" and len(self.playing()) > 1

    def may_take_discard(self) -> bool:
        """Whether the top discard may be taken (forbid_taking_discarded_wild: not a wild that a
        player discarded; the first upcard may be taken)."""
        if not self.discard:
            return False
        top = self.discard[-1]
        return not (self.options["forbid_taking_discarded_wild"] and not self.upcard_live
                    and is_wild(top, self.meld_rules))

    def may_discard(self, card: str) -> bool:
        return card != self.taken or self.options["may_discard_taken_card"]

    def hand_rummy_possible(self, seat: int) -> bool:
        """ハンド・ラミー: the seat's first turn, before drawing, the 13 dealt cards form Rummy."""
        return (self.phase == "draw" and self.turns_taken[seat] == 0
                and len(self.hands[seat]) == HAND_SIZE and declare.rummy(self.hands[seat], self.meld_rules))

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        key = (self._version, seat)
        if self._legal_cache is not None and self._legal_cache[0] == key:
            return list(self._legal_cache[1])
        hand = self.hands[seat]
        if self.phase == "rejoin":
            acts = [Action("rejoin", seat, (), "rejoin"), Action("stay_out", seat, (), "stay_out")]
        elif self.phase == "draw":
            acts = [Action("draw_stock", seat, (), "hand")] if self.stock else []
            if self.may_take_discard():
                acts.append(Action("take_discard", seat, (self.discard[-1],), "hand"))
            if self.can_pack(seat):
                acts.append(Action("pack", seat, (), "pack"))
            if self.hand_rummy_possible(seat):
                acts.append(Action("declare", seat, (), "declare"))
        else:
            free = [c for c in hand if self.may_discard(c)]
            acts = [Action("discard", seat, (c,), "discard") for c in free]
            if self.options["invalid_declaration"] == "penalty_80":
                winning = free
            else:
                winning = [c for c in declare.declaring_discards(hand, self.meld_rules) if self.may_discard(c)]
            acts += [Action("declare", seat, (c,), "declare") for c in winning]
        self._legal_cache = (key, tuple(acts))
        return acts

    # --- why not --------------------------------------------------------------------------------
    def why_illegal(self, action: Action) -> Msg:
        return self.explain(action.seat, tuple(action.cards), action.target)

    def explain(self, seat: int, cards: tuple, target: str) -> Msg:
        """Why moving ``cards`` of ``seat`` to ``target`` ("hand", "discard", "declare", "pack") is
        not a legal action now."""
        if self.over or seat not in self.to_move():
            return super().explain(seat, cards, target)
        for c in cards:
            if not isinstance(c, str) or not is_card(c):
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "{card} is not a card."), card=str(c))
        hand = self.hands[seat]
        draw = self.phase == "draw"
        if target == "pack":
            if not draw:
                return _m(QT_TRANSLATE_NOOP("indian_rummy",
                                            "You can pack (パッキング) only at the start of your turn, before drawing."))
            return _m(QT_TRANSLATE_NOOP("indian_rummy", "You are the last player in the round and cannot pack."))
        if target == "hand":
            if not draw:
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "You have already drawn a card this turn."))
            if cards and self.discard and cards != (self.discard[-1],):
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "Only the top card of the discard pile can be taken."))
            if cards and self.discard and not self.may_take_discard():
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "A wild card discarded by a player cannot be taken."))
            if cards and not self.discard:
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "The discard pile is empty."))
        elif target in ("discard", "declare"):
            if draw and target == "declare" and not cards:
                if self.turns_taken[seat] > 0:
                    return _m(QT_TRANSLATE_NOOP("indian_rummy", "Hand Rummy (ハンド・ラミー) can be declared only at "
                                                                "your first turn, before drawing."))
                return declare.problem(hand, self.meld_rules) or super().explain(seat, cards, target)
            if draw:
                return _m(QT_TRANSLATE_NOOP("indian_rummy",
                                            "Draw a card first: from the stock or the discard pile."))
            if len(cards) != 1 and target == "declare":
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "To declare Rummy (ラミー宣言), discard one card: "
                                                            "the 13 cards left must be all in melds."))
            if len(cards) != 1:
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "Discard exactly one card."))
            card = cards[0]
            if card not in hand:
                return _m(QT_TRANSLATE_NOOP("indian_rummy", "{card} is not in your hand."), card=pretty(card))
            if not self.may_discard(card):
                return _m(QT_TRANSLATE_NOOP("indian_rummy",
                                            "You cannot discard the card you just took from the discard pile."))
            if target == "declare":
                rest = list(hand)
                rest.remove(card)
                problem = declare.problem(rest, self.meld_rules)
                if problem is not None:
                    return problem
        return super().explain(seat, cards, target)

    # --- applying -------------------------------------------------------------------------------
    def apply(self, action: Action) -> list[Event]:
        """As :meth:`State.apply`; a declaration carrying the declarer's groups is legal when the
        same declaration without them is and the groups hold the cards kept (each once)."""
        self.refuse_malformed(action)
        groups = getattr(action, "groups", ())
        if not groups or action.kind != "declare" or self.over or action.seat not in self.to_move():
            return super().apply(action)
        plain = Action(action.kind, action.seat, tuple(action.cards), action.target)
        if plain not in self.legal_actions(action.seat):
            raise IllegalAction(self.why_illegal(plain))
        kept = self._kept(action.seat, action.cards)
        problem = declare.partition_problem(kept, groups)
        if problem is None and self.as_grouped and self.options["invalid_declaration"] == "prevented":
            problem = declare.grouping_problem(kept, groups, self.meld_rules)
        if problem is not None:
            raise IllegalAction(problem)
        events = self._apply(action)
        self.actions.append(action)
        return events

    @property
    def as_grouped(self) -> bool:
        """show = as_grouped (India): the declarer's own groups count."""
        return self.options["show"] == "as_grouped"

    def _kept(self, seat: int, cards) -> list[str]:
        """The cards a declaration shows: the hand without the discard."""
        kept = list(self.hands[seat])
        for c in cards:
            kept.remove(c)
        return kept

    def _show_problem(self, hand: list[str], groups) -> Msg | None:
        """Why the shown ``hand`` is no Rummy: as grouped by the declarer (show = as_grouped and
        a grouping given), else the engine's best arrangement."""
        if self.as_grouped and groups:
            return declare.grouping_problem(hand, groups, self.meld_rules)
        return declare.problem(hand, self.meld_rules)

    def _apply(self, action: Action) -> list[Event]:
        seat, kind = action.seat, action.kind
        if kind == "draw_stock":
            events = self._draw_stock(seat)
        elif kind == "take_discard":
            card = self.discard.pop()
            self._to_hand(seat, card)
            self.taken = card
            self.upcard_live = False
            self.phase = "discard"
            events = [Event("took_discard", seat, (card,), "discard", f"hand:{seat}")]
        elif kind == "pack":
            events = self._pack(seat)
        elif kind in ("rejoin", "stay_out"):
            events = self._answer_rejoin(seat, kind == "rejoin")
        elif kind == "declare" and not action.cards:
            groups = self._shown_groups(action)
            problem = self._show_problem(self.hands[seat], groups) if groups else None
            events = (self._wrong_show(seat, problem) if problem is not None
                      else self._declared(seat, hand_rummy=True, groups=groups))
        else:
            card = action.cards[0]
            self.hands[seat].remove(card)
            self.discard.append(card)
            self.upcard_live = False
            self.taken = None
            events = [Event("discarded", seat, (card,), f"hand:{seat}", "discard")]
            if kind == "declare":
                groups = self._shown_groups(action)
                problem = self._show_problem(self.hands[seat], groups)
                if problem is None:
                    events += self._declared(seat, hand_rummy=False, groups=groups)
                else:
                    events += self._wrong_show(seat, problem)
            else:
                events += self._end_turn(seat)
        self._changed()
        return events

    def _shown_groups(self, action: Action) -> tuple:
        """The declarer's groups if they count (show = as_grouped), else ()."""
        return tuple(getattr(action, "groups", ())) if self.as_grouped else ()

    def _to_hand(self, seat: int, card: str) -> None:
        hand = self.hands[seat]
        hand.append(card)
        hand.sort(key=sort_key)

    def _draw_stock(self, seat: int) -> list[Event]:
        card = self.stock.pop()
        public = self.cut_in_stock and not self.stock      # the face-up cut-joker card
        if public:
            self.cut_in_stock = False
            self.cut_drawn = True
        self._to_hand(seat, card)
        self.phase = "discard"
        return [Event("drew", seat, (card,), "stock", f"hand:{seat}", info={"cut_joker": public},
                      visible_to=None if public else (seat,))]

    def _pack(self, seat: int) -> list[Event]:
        """パッキング (spec §6): 10 at the first turn (the hand is shuffled into the stock above
        the cut-joker card), 40 later (the hand stays face down out of play)."""
        first = self.turns_taken[seat] == 0
        penalty = self.options["pack_penalty_first" if first else "pack_penalty_later"]
        self.status[seat] = PACKED
        self.pack_penalty[seat] = penalty
        cards = tuple(self.hands[seat])
        if first:
            self.hands[seat] = []
            under = [self.stock[0]] if self.cut_in_stock else []
            body = self.stock[len(under):] + list(cards)
            self.rng.shuffle(body)
            self.stock = under + body
        events = [Event("packed", seat, cards, f"hand:{seat}", "stock" if first else f"packed:{seat}",
                        info={"penalty": penalty, "first_turn": first}, visible_to=(seat,))]
        return events + self._after_leaving(seat)

    def _after_leaving(self, seat: int) -> list[Event]:
        """After a pack or a wrong show: the last player standing wins (spec Q7), else the turn
        passes on (after a wrong show the discard may have emptied the stock)."""
        left = self.playing()
        if len(left) == 1 and self.options["last_player_standing_wins"]:
            return self._last_standing(left[0])
        if self.phase == "discard":            # a wrong show: the turn was played
            return self._end_turn(seat)
        self.turn = self._next_playing(seat)
        return []

    def _end_turn(self, seat: int) -> list[Event]:
        """After a discard without a declaration: 流局 if the last stock card was drawn (or the
        discards become the stock), then the next player."""
        self.turns_taken[seat] += 1
        self.round_turns += 1
        self.taken = None
        self.phase = "draw"
        events: list[Event] = []
        if not self.stock:
            if self.options["stock_exhausted"] == "void" or len(self.discard) <= 1:     # nothing to reshuffle
                return self._void("cut_joker_drawn" if self.cut_drawn and self.reshuffles == 0 else "stock_exhausted")
            top = self.discard.pop()
            self.stock, self.discard = self.discard, [top]
            self.rng.shuffle(self.stock)
            self.reshuffles += 1
            events.append(Event("stock_reshuffled", None, info={"count": len(self.stock)}))
        elif self.round_turns >= MAX_ROUND_TURNS:
            return self._void("safeguard")
        self.turn = self._next_playing(seat)
        return events

    # --- the end of a round -------------------------------------------------------------------
    def _declared(self, seat: int, hand_rummy: bool, groups: tuple = ()) -> list[Event]:
        """ラミー宣言: the declarer shows the hand (as grouped, or the engine's best arrangement);
        the others pay (spec §8)."""
        from core.rummy import best_arrangement

        hand = self.hands[seat]
        melds = (declare.grouped_melds(groups, self.meld_rules) if groups
                 else best_arrangement(list(hand), self.meld_rules).melds)
        losers = {s: self.hands[s] for s in self.playing() if s != seat}
        packers = {s: self.pack_penalty[s] for s in range(self.seats) if self.status[s] == PACKED}
        never = {s for s in losers if self.turns_taken[s] == 0}
        st = settle(seat, losers, packers, self.meld_rules, self.pay_rules, hand_rummy=hand_rummy,
                    never_played=never, wrong_shows=set(self.wrong_shows))
        declared = {"cards": list(hand), "melds": [_meld_json(m) for m in melds]}
        result = self._result_dict(st, declared=declared)
        events = [Event("declared", seat, tuple(hand), f"hand:{seat}", "declare",
                        info={"hand_rummy": hand_rummy, "melds": declared["melds"]})]
        return events + self._scored(st, result)

    def _last_standing(self, winner: int) -> list[Event]:
        """Everybody else packed: the last player collects the packing penalties (spec Q7)."""
        packers = {s: self.pack_penalty[s] for s in range(self.seats) if self.status[s] == PACKED}
        st = settle(winner, {}, packers, self.meld_rules, self.pay_rules, wrong_shows=set(self.wrong_shows))
        return self._scored(st, self._result_dict(st, last_standing=True))

    def _wrong_show(self, seat: int, problem: Msg) -> list[Event]:
        """penalty_80: an invalid declaration is shown and refused; the player is out of the
        round owing 80 (see the module docstring)."""
        self.status[seat] = PACKED
        self.pack_penalty[seat] = WRONG_SHOW
        self.wrong_shows.append(seat)
        reason = problem.to_json()
        events = [Event("declaration_refused", seat, tuple(self.hands[seat]), f"hand:{seat}", f"packed:{seat}",
                        info={"penalty": WRONG_SHOW, "reason": _plain(reason)}, text=problem)]
        return events + self._after_leaving(seat)

    def _result_dict(self, st, declared=None, last_standing=False) -> dict:
        payments = st.payments(self.seats)
        return {"round": self.match.round_no, "void": False, "reason": None, "declarer": st.declarer,
                "hand_rummy": st.hand_rummy, "last_standing": last_standing, "payments": payments,
                "losers": [{"seat": x.seat, "cards": list(x.hand),
                            "melds": [_meld_json(m) for m in x.arrangement.melds],
                            "deadwood": list(x.arrangement.deadwood), "count": x.count, "paid": x.paid,
                            "half": x.half} for x in st.losers],
                "packers": [{"seat": x.seat, "penalty": x.penalty, "paid": x.paid, "wrong_show": x.wrong_show}
                            for x in st.packers],
                "declared": declared}

    def _scored(self, st, result: dict) -> list[Event]:
        result["ledger"] = self.match.book(result["payments"], st.paid(self.seats))
        self.last_result = result
        return [Event("round_scored", st.declarer, info=result)] + self._next_round()

    def _void(self, reason: str) -> list[Event]:
        """流局: no winner, no payments (spec §7.2)."""
        zero = [0] * self.seats
        self.last_result = {"round": self.match.round_no, "void": True, "reason": reason, "declarer": None,
                            "hand_rummy": False, "last_standing": False, "payments": zero, "ledger": zero,
                            "losers": [], "packers": [], "declared": None}
        return [Event("round_void", None, info={"round": self.match.round_no, "reason": reason})] + self._next_round()

    def _next_round(self) -> list[Event]:
        """Eliminations (pool) and the offers to rejoin, then :meth:`_go_on`."""
        events = [Event(kind, seat, info={"score": score}) for kind, seat, score in self.match.eliminate()]
        return events + self._offer_or_go_on()

    def _offer_or_go_on(self) -> list[Event]:
        """Pool: the next eliminated player who may rejoin chooses (phase "rejoin": rejoin or
        stay_out; India lets the player decide, spec §10), else the match goes on."""
        if self.match.offers:
            self.turn = self.match.offers[0][0]
            self.phase = "rejoin"
            self.taken = None
            return []
        return self._go_on()

    def _answer_rejoin(self, seat: int, rejoin: bool) -> list[Event]:
        kind, seat, score = self.match.answer(seat, rejoin)
        return [Event(kind, seat, info={"score": score})] + self._offer_or_go_on()

    def _go_on(self) -> list[Event]:
        """The end of the match, or the deal passes on (spec §9); once everybody has dealt, a new
        seating draw chooses the dealer (with seat_draw, not in a pool)."""
        events: list[Event] = []
        extra = self.match.extra_deals
        if self.match.finished():
            self.over = True
            self.phase = "over"
            res = self.result()
            events.append(Event("match_ended", None, info={"scores": res.scores, "ranking": res.ranking,
                                                           "reason": self.match.end_reason}))
            return events
        if self.match.extra_deals > extra:       # deals: a tie for the most chips, one more deal
            events.append(Event("tie_break_deal", None, info={"deal": self.match.rounds_shown()}))
        m = self.match
        if self.options["seat_draw"] and m.format != "pool" and m.round_no % self.seats == 0:
            events += self._choose_first_dealer()        # everybody has dealt: 席ぎめ again (seed)
        else:
            in_play = m.in_play()
            self.dealer = self._next(self.dealer, lambda s: s in in_play)
            events.append(Event("dealer_passed", self.dealer, info={"dealer": self.dealer}))
        return events + self._start_round()

    # --- views, results, saving ----------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        hands = [list(h) if seat is None or s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        m = self.match
        return View(self.game.id, seat, {
            "seats": self.seats, "dealer": self.dealer, "turn": self.turn, "phase": self.phase,
            "direction": self.step, "ring": list(self.ring), "round": m.round_no, "rounds": m.rounds_shown(), "format": m.format,
            "hands": hands, "hand_counts": [len(h) for h in self.hands], "stock_count": len(self.stock),
            "cut_joker": self.cut, "cut_joker_in_stock": self.cut_in_stock, "wild_ranks": sorted(self.wild),
            "printed_only": self.printed_only, "discard": list(self.discard), "status": list(self.status),
            "pack_penalty": list(self.pack_penalty), "turns_taken": list(self.turns_taken), "taken": self.taken,
            "chips": list(m.ledger), "scores_label": "points" if m.format == "pool" else "chips",
            "last_result": self.last_result, "seat_draw": self.seat_draw, "options": self.options.to_json(),
            "rejoin_offer": ({"seat": m.offers[0][0], "score": m.offers[0][1]} if self.phase == "rejoin" else None),
            "over": self.over,
        })

    def result(self) -> Result:
        m = self.match
        return Result(m.scores(), m.ranking(), {"format": m.format, "ledger": list(m.ledger),
                                                 "rounds": m.round_no, "reason": m.end_reason})

    def conserved(self) -> dict[str, float]:
        """Chips move between the players (the seed's rounds, points and deals rummy); pool points
        only add up, so a pool match conserves nothing."""
        return {} if self.match.format == "pool" else {"chips": sum(self.match.ledger)}

    def snapshot(self) -> dict:
        return {"game": self.game.id, "rules_version": self.game.rules_version, "seats": self.seats,
                "options": self.options.to_json(), "seed": self.seed, "rng": self.rng.getstate(),
                "match": self.match.snapshot(), "ring": self.ring, "status": self.status, "hands": self.hands, "stock": self.stock,
                "discard": self.discard, "cut": self.cut, "cut_in_stock": self.cut_in_stock,
                "cut_drawn": self.cut_drawn, "dealer": self.dealer, "turn": self.turn, "phase": self.phase,
                "taken": self.taken, "upcard_live": self.upcard_live, "turns_taken": self.turns_taken,
                "pack_penalty": self.pack_penalty, "wrong_shows": self.wrong_shows, "reshuffles": self.reshuffles,
                "round_turns": self.round_turns, "over": self.over, "last_result": self.last_result,
                "seat_draw": self.seat_draw, "actions": [a.to_json() for a in self.actions]}

    def clone(self) -> "IndianRummyState":
        other = IndianRummyState.__new__(IndianRummyState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.match = self.match.clone()
        other.status = list(self.status)
        other.ring = list(self.ring)
        other.hands = [list(h) for h in self.hands]
        other.stock = list(self.stock)
        other.discard = list(self.discard)
        other.turns_taken = list(self.turns_taken)
        other.pack_penalty = list(self.pack_penalty)
        other.wrong_shows = list(self.wrong_shows)
        other.actions = list(self.actions)
        other.start_events = list(self.start_events)
        return other


def _plain(value):
    """JSON-plain data (tuples as lists), so that an event's info round-trips unchanged."""
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    return value
