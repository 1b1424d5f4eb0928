"""Plain daifugō, the base rules of 《ルール追加》 (seed §2.3-2.4), as a state machine.

Turn loop: 親 leads (打ち出し, no pass) → each turn play a stronger combination of the same size or
pass → when the turn reaches the owner of the top cards the field is cleared and the owner
becomes 親 (a finished or eliminated owner is a "ghost" seat: passing over it clears the field,
spec Q1) → after every play or pass, everybody with no cards finishes (上がり), the turn player
first and the rest clockwise; the last one standing finishes at once → the game ends when the
speed (速度) says so.
"""
from __future__ import annotations

from core.cards import JOKER, deck, is_card, pretty
from core.engine import (HIDDEN, QT_TRANSLATE_NOOP, Action, Event, IllegalAction, Msg, Result, Rng,
                         State, View, msg)

from . import combos
from .hooks import RuleBook

ACTIVE, FINISHED, ELIMINATED = "active", "finished", "eliminated"
CTX = "daifugo"


def start_search_order() -> list[str]:
    """The cards searched for the first 親 (seed §2.3.3): ♦3…♦K, then ♥, ♠, ♣; then (spec Q4)
    A and 2 in the same suit order."""
    order = []
    for s in "dhsc":
        order += [r + s for r in "3456789TJQK"]
    for r in "A2":
        order += [r + s for s in "dhsc"]
    return order


def _not_a_card(cards) -> Msg | None:
    """A reason if some code in ``cards`` is not a card of the deck at all."""
    for c in cards:
        if not isinstance(c, str) or not is_card(c):
            return msg("daifugo", QT_TRANSLATE_NOOP("daifugo", "{card} is not a card."), card=str(c))
    return None


class DaifugoState(State):
    """The whole position of one game of plain daifugō."""

    def __init__(self, game, seats: int, options, seed: int, rulebook: RuleBook | None = None) -> None:
        super().__init__(game, seats, options, seed)
        if seats < 2:
            raise ValueError("daifugō needs at least 2 players")
        self.rng = Rng(seed)
        self.rulebook = rulebook or RuleBook()
        self.hands: list[list[str]] = [[] for _ in range(seats)]
        self.field: list[tuple[int, tuple[str, ...]]] = []
        self.discard: list[str] = []
        self.out: list[str] = []
        self.status = [ACTIVE] * seats
        self.places: list[int] = []
        self.direction = 1
        self.turn = 0
        self.parent = 0
        self.over = False
        self.start_card: str | None = None
        self._legal_cache: tuple | None = None
        self._version = 0          # bumped by every action; keys the legal-action cache
        self.start_events = self._deal_and_choose_parent()
        self.start_events += self._until_turn_player_can_act()

    # --- set-up ---------------------------------------------------------------------------
    def _deal_and_choose_parent(self) -> list[Event]:
        cards = deck(jokers=2)
        self.rng.shuffle(cards)
        self.deal_start = self.rng.randbelow(self.seats)     # spec Q5: random first seat, logged
        for i, card in enumerate(cards):
            self.hands[(self.deal_start + i) % self.seats].append(card)
        for h in self.hands:
            h.sort(key=combos.sort_key)
        events = [Event("dealt", s, tuple(h), "deck", f"hand:{s}", visible_to=(s,)) for s, h in enumerate(self.hands)]
        events += self.rulebook.fire(self, "deal_done")
        holder = None
        for card in self.rulebook.start_search(start_search_order()):
            holder = next((s for s in range(self.seats) if card in self.hands[s]), None)
            if holder is not None:
                self.start_card = card
                break
        if holder is None:    # spec Q4: a Joker holder, else a random player
            holder = next((s for s in range(self.seats) if JOKER in self.hands[s]), None)
            if holder is None:
                holder = self.rng.randbelow(self.seats)
        self.parent = self.turn = holder
        events.append(Event("parent_chosen", holder, (self.start_card,) if self.start_card else (),
                            info={"card": self.start_card}))
        events += self.rulebook.fire(self, "leader_chosen", player=holder, card=self.start_card)
        events += self.rulebook.fire(self, "game_start")
        return events

    # --- queries --------------------------------------------------------------------------
    @property
    def is_lead(self) -> bool:
        """True when the field is empty: the turn player must lead (打ち出し)."""
        return not self.field

    @property
    def top(self) -> tuple[str, ...] | None:
        """The top cards of the field (場札)."""
        return self.field[-1][1] if self.field else None

    def speed(self) -> int:
        return self.options["speed"]

    def to_move(self) -> tuple[int, ...]:
        return () if self.over else (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def plays_for(self, seat: int) -> list[tuple[str, ...]]:
        """The combinations ``seat`` may play now."""
        hand = self.hands[seat]
        if self.is_lead:
            plays = combos.combinations_in(hand)
        else:
            top = self.top
            plays = combos.combinations_in(hand, len(top), combos.strength(top))
        return self.rulebook.plays(self, seat, plays, self.is_lead) if self.rulebook else plays

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != self.turn:
            return []
        key = (self._version, seat)
        if self._legal_cache and self._legal_cache[0] == key:
            return list(self._legal_cache[1])
        acts = [Action("play", seat, p, "field") for p in self.plays_for(seat)]
        if not self.is_lead:
            acts.append(Action("pass", seat, (), "pass"))
        self._legal_cache = (key, acts)
        return list(acts)

    def explain(self, seat: int, cards: tuple, target: str) -> Msg:
        if self.over or seat != self.turn:
            return super().explain(seat, cards, target)
        bad = _not_a_card(cards)
        if bad is not None:
            return bad
        if target == "pass":
            return self.why_illegal(Action("pass", seat, (), "pass"))
        if target != "field":
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Cards can only be played to the field."))
        return self.why_illegal(Action("play", seat, combos.canonical(cards), "field"))

    def why_illegal(self, action: Action) -> Msg:
        if action.kind == "pass":
            if self.is_lead:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "You are 親 and must lead: a lead (打ち出し) cannot be passed."))
            return super().why_illegal(action)
        if action.kind != "play" or action.target != "field":
            return super().why_illegal(action)
        bad = _not_a_card(action.cards)
        if bad is not None:
            return bad
        cards = list(action.cards)
        hand = list(self.hands[action.seat])
        for c in cards:
            if c not in hand:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "{card} is not in your hand."), card=pretty(c))
            hand.remove(c)
        if not cards:
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Choose at least one card to play."))
        if not combos.is_combination(cards):
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Cards played together must be of the same rank (Jokers may join any rank)."))
        if not self.is_lead:
            top = self.top
            if len(cards) != len(top):
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "You must play {n} card(s), as many as on the field."), n=len(top))
            if combos.strength(cards) <= combos.strength(top):
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Your cards must be stronger than the field (3 < … < K < A < 2 < Joker)."))
        if tuple(combos.canonical(cards)) != tuple(cards):
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "That move is not allowed now."))
        return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "An added rule forbids that play."))

    # --- applying -------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat = action.seat
        self._version += 1
        events: list[Event] = []
        if action.kind == "play":
            is_lead = self.is_lead
            answered = self.top
            hand = self.hands[seat]
            for c in action.cards:
                hand.remove(c)
            self.field.append((seat, tuple(action.cards)))
            events.append(Event("played", seat, tuple(action.cards), f"hand:{seat}", "field",
                                info={"lead": is_lead}))
            events += self.rulebook.fire(self, "play", actor=seat, combo=tuple(action.cards),
                                         is_lead=is_lead, answered=answered)
        else:
            events.append(Event("passed", seat))
            events += self.rulebook.fire(self, "pass", actor=seat)
        events += self._settle()
        return events

    def _settle(self) -> list[Event]:
        """After all processing of an action (F1): finish check, end check, next turn, reset
        check; then eliminate a new turn player who cannot act (脱落), and repeat."""
        events = self._finish_check()
        if self._game_should_end():
            return events + self._end_game()
        events += self._advance_turn()
        return events + self._until_turn_player_can_act()

    def _until_turn_player_can_act(self) -> list[Event]:
        """脱落: while the turn player has no legal action, eliminate them on the spot, run the
        finish and end checks and move the turn on."""
        events: list[Event] = []
        while not self.over and not self.legal_actions(self.turn):
            events += self._eliminate(self.turn)
            events += self._finish_check()
            if self._game_should_end():
                return events + self._end_game()
            events += self._advance_turn()
        return events

    def _finish_check(self) -> list[Event]:
        """上がり: every active player with an empty hand finishes, the turn player first and
        then clockwise (seed §2.4); then the last one standing finishes."""
        events: list[Event] = []
        order = [(self.turn + i) % self.seats for i in range(self.seats)]
        for s in order:
            if self.status[s] == ACTIVE and not self.hands[s]:
                events += self._finish(s)
        active = [s for s in range(self.seats) if self.status[s] == ACTIVE]
        if len(active) == 1:
            events += self._finish(active[0])
        return events

    def _finish(self, seat: int) -> list[Event]:
        self.status[seat] = FINISHED
        self.places.append(seat)
        place = len(self.places)
        return [Event("finished", seat, info={"place": place})] + self.rulebook.fire(self, "finish", player=seat, place=place)

    def _eliminate(self, seat: int) -> list[Event]:
        """脱落: the player cannot act legally. Their hand goes face down out of the game (spec Q2)."""
        self.status[seat] = ELIMINATED
        cards = tuple(self.hands[seat])
        self.hands[seat] = []
        self.out += cards
        events = [Event("eliminated", seat, cards, f"hand:{seat}", "out", visible_to=(seat,))]
        return events + self.rulebook.fire(self, "eliminate", player=seat)

    def _game_should_end(self) -> bool:
        """The speed decides: 低速 (0) when nobody is left to play, n倍速 once places 1…n exist."""
        if not any(st == ACTIVE for st in self.status):
            return True
        n = self.speed()
        return n >= 1 and len(self.places) >= n

    def _advance_turn(self) -> list[Event]:
        """Move the turn to the next active player; clear the field if the turn reaches the owner
        of the top cards, or passes over the seat of an owner who is no longer playing."""
        owner = self.field[-1][0] if self.field else None
        s, reset = self.turn, False
        for _ in range(self.seats):
            s = (s + self.direction) % self.seats
            if s == owner:
                reset = True
            if self.status[s] == ACTIVE:
                break
        self.turn = s
        events: list[Event] = []
        if reset:
            events += self._clear_field(cause="returned", next_parent=s)
        elif not self.field and self.parent != s:
            self.parent = s          # 親 was eliminated at a lead: the next player leads (spec Q3)
        events += self.rulebook.fire(self, "turn_start", player=s, is_lead=self.is_lead)
        return events

    def _clear_field(self, cause: str, next_parent: int) -> list[Event]:
        owner = self.field[-1][0]
        cards = tuple(c for _, play in self.field for c in play)
        self.field = []
        self.discard += cards
        self.parent = next_parent
        events = [Event("field_cleared", owner, cards, "field", "discard", info={"cause": cause, "parent": next_parent})]
        return events + self.rulebook.fire(self, "field_clear", cause=cause, owner=owner, cards=cards)

    def _end_game(self) -> list[Event]:
        """F5: players without a place follow the finishers, clockwise from the 1st place's seat
        (from the turn player if nobody finished, spec Q8)."""
        self.over = True
        start = self.places[0] if self.places else self.turn
        for i in range(self.seats):
            s = (start + i) % self.seats
            if s not in self.places:
                self.places.append(s)
        return [Event("game_ended", None, info={"places": list(self.places)})] + \
            self.rulebook.fire(self, "game_end", places=list(self.places))

    # --- views and results ----------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        hands = [list(h) if seat is None or s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        return View(self.game.id, seat, {
            "seats": self.seats, "hands": hands, "hand_counts": [len(h) for h in self.hands],
            "field": [[s, list(p)] for s, p in self.field], "discard": list(self.discard),
            "out_count": len(self.out), "turn": self.turn, "parent": self.parent,
            "status": list(self.status), "places": list(self.places), "over": self.over,
            "lead": self.is_lead, "speed": self.speed(), "start_card": self.start_card,
            "direction": self.direction, "moves": len(self.actions),
        })

    def result(self) -> Result:
        n = self.seats
        scores = [0] * n
        for i, s in enumerate(self.places):
            scores[s] = n - 1 - i
        return Result(scores, list(self.places), {"finished": [s for s in self.places if self.status[s] == FINISHED]})

    def snapshot(self) -> dict:
        return {"game": self.game.id, "rules_version": self.game.rules_version, "seats": self.seats,
                "options": self.options.to_json(), "seed": self.seed, "rng": self.rng.getstate(),
                "hands": self.hands, "field": self.field, "discard": self.discard, "out": self.out,
                "status": self.status, "places": self.places, "turn": self.turn, "parent": self.parent,
                "direction": self.direction, "over": self.over, "start_card": self.start_card,
                "deal_start": self.deal_start, "rules": self.rulebook.to_json(),
                "actions": [a.to_json() for a in self.actions]}

    def clone(self) -> "DaifugoState":
        other = DaifugoState.__new__(DaifugoState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.hands = [list(h) for h in self.hands]
        other.field = list(self.field)
        other.discard = list(self.discard)
        other.out = list(self.out)
        other.status = list(self.status)
        other.places = list(self.places)
        other.actions = list(self.actions)
        other.start_events = list(self.start_events)
        return other







