"""The Indian Rummy agents below the search: "easy" and "normal" (see :mod:`.ai`), and what the
"strong" agent (:mod:`.search`) builds on: reading the view (:class:`Table`), the memory of a
round (:class:`Memory`), the danger of a discard, the reasons' texts.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Sequence

from core.ai.agent import CTX, Agent
from core.ai.agent import Choice as AIChoice
from core.cards import RANK_NUMBER, CardList, is_joker, rank, suit
from core.engine import QT_TRANSLATE_NOOP, Action, Msg, View, msg
from core.rummy import MeldRules, best_arrangement, is_wild

from . import plan as P
from .deal import deck_count
from .declare import meld_rules, rummy


# --- reasons -------------------------------------------------------------------------------------
T_HAND_RUMMY = QT_TRANSLATE_NOOP("ai", "Declares Hand Rummy (ハンド・ラミー): the 13 dealt cards are already "
                                       "all in melds.")
T_DECLARE = QT_TRANSLATE_NOOP("ai", "Discards {card} and declares Rummy (ラミー宣言): the 13 cards left are all "
                                    "in melds, with a straight run (ストレートラン) and another run.")
T_TAKE_COMPLETE = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile: it completes {meld}; {distance}.")
T_TAKE_CLOSER = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile to build {meld}; {distance}.")
T_TAKE_WILD = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile: a wild card fits any meld; {distance}.")
T_TAKE_MELD = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile: it goes into a meld.")
T_STOCK = QT_TRANSLATE_NOOP("ai", "Draws from the stock: {card} on the discard pile would not bring the hand "
                                  "closer to Rummy.")
T_STOCK_ONLY = QT_TRANSLATE_NOOP("ai", "Draws from the stock.")
T_REJOIN = QT_TRANSLATE_NOOP("ai", "Rejoins the pool with {score} points: staying out would lose the match at once.")
T_STOCK_EASY = QT_TRANSLATE_NOOP("ai", "Draws from the stock: {card} on the discard pile fits no meld.")
T_PACK_FIRST = QT_TRANSLATE_NOOP("ai", "Packs (パッキング) at its first turn and owes only {penalty}: the hand "
                                       "is {distance} with no straight run (ストレートラン) in sight, and it "
                                       "would pay {count} if someone declared.")
T_PACK_FIRST_EASY = QT_TRANSLATE_NOOP("ai", "Packs (パッキング) at its first turn and owes only {penalty}: no two "
                                            "cards of one suit are close enough for a straight run "
                                            "(ストレートラン), and the hand would pay {count} if someone declared.")
T_PACK_LATER = QT_TRANSLATE_NOOP("ai", "Packs (パッキング) and owes {penalty}: the hand is still {distance} and "
                                       "would pay {count} if someone declared.")
T_DISCARD_KEEP = QT_TRANSLATE_NOOP("ai", "Discards {card}, the highest card in no meld, and keeps {keep} open; "
                                         "{distance}.")
T_DISCARD_DEAD = QT_TRANSLATE_NOOP("ai", "Discards {card}, the highest card in no meld; {distance}.")
T_DISCARD_LOOSE = QT_TRANSLATE_NOOP("ai", "Discards {card}: of the cards in no meld it fits the rest of the hand "
                                          "least; keeps {keep} open; {distance}.")
T_DISCARD_SAFE = QT_TRANSLATE_NOOP("ai", "Discards {card}, a card in no meld that the next player is unlikely "
                                         "to want ({risky} would be riskier); {distance}.")
T_DISCARD_BREAK = QT_TRANSLATE_NOOP("ai", "Discards {card}: every card helps a meld, and giving up {card} costs "
                                          "the hand least; {distance}.")
T_DISCARD_EASY = QT_TRANSLATE_NOOP("ai", "Discards {card}, its highest card in no meld.")
T_DISCARD_EASY_MELD = QT_TRANSLATE_NOOP("ai", "Discards {card}, its highest card that is not wild.")
T_DISCARD_WILD = QT_TRANSLATE_NOOP("ai", "Discards {card}: only wild cards may be discarded.")
T_RANK_DISCARD = QT_TRANSLATE_NOOP("ai", "Discards {card}.")
T_RANK_TAKE = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile.")
T_RANK_PACK = QT_TRANSLATE_NOOP("ai", "Packs (パッキング) and owes {penalty}.")
# the distance as a phrase
D_RUMMY = QT_TRANSLATE_NOOP("ai", "the hand is a Rummy")
D_ONE = QT_TRANSLATE_NOOP("ai", "one card from Rummy")
D_MANY = QT_TRANSLATE_NOOP("ai", "{n} cards from Rummy")
D_ONE_NOW = QT_TRANSLATE_NOOP("ai", "the hand is now one card from Rummy")
D_MANY_NOW = QT_TRANSLATE_NOOP("ai", "the hand is now {n} cards from Rummy")


def cards_text(cards) -> CardList:
    """Cards as a reason's argument: ``9♠ 10♠`` in English, rendered by the GUI."""
    return CardList(cards)


def distance_text(d: int, now: bool = False) -> Msg:
    """A hand's distance as a phrase of a reason: "one card from Rummy", "4 cards from Rummy"."""
    if d <= 0:
        return msg(CTX, D_RUMMY)
    if d == 1:
        return msg(CTX, D_ONE_NOW if now else D_ONE)
    return msg(CTX, D_MANY_NOW if now else D_MANY, n=d)


# --- reading the view ------------------------------------------------------------------------------

@dataclass
class Table:
    """What the seat knows, digested from its view."""

    seat: int
    seats: int
    hand: list
    rules: MeldRules
    options: dict
    phase: str
    discard: list
    taken: str | None
    turns_taken: list
    status: list
    hand_counts: list
    stock_count: int
    step: int
    cut: str
    cut_in_stock: bool
    round_key: tuple
    pack_penalty: list
    ring: list = field(default_factory=list)     # the seat at each place around the table

    def _around(self) -> list[int]:
        """The other seats in turn order from ours, around the table (the seating draw's ring)."""
        ring = self.ring or list(range(self.seats))
        p = ring.index(self.seat)
        return [ring[(p + self.step * k) % self.seats] for k in range(1, self.seats)]

    @property
    def first_turn(self) -> bool:
        return self.turns_taken[self.seat] == 0

    @property
    def top(self) -> str | None:
        return self.discard[-1] if self.discard else None

    def next_seat(self, seat: int | None = None) -> int:
        """The next seat still playing after ``seat`` (default: ours) in the direction of play."""
        s = self.seat if seat is None else seat
        ring = self.ring or list(range(self.seats))
        p = ring.index(s)
        for _ in range(self.seats):
            p = (p + self.step) % self.seats
            if self.status[ring[p]] == "playing":
                return ring[p]
        return self.seat

    def opponents(self) -> list[int]:
        """The other seats still playing, in turn order from ours."""
        return [s for s in self._around() if self.status[s] == "playing"]

    def penalty(self, first: bool) -> int:
        return int(self.options["pack_penalty_first" if first else "pack_penalty_later"])

    def wild(self, card: str) -> bool:
        return is_wild(card, self.rules)

    def value(self, card: str) -> int:
        return P.card_value(card, self.rules)

    @property
    def decks(self) -> int:
        """Decks in the pack (2 up to 6 players, 3 from 7, unless the option says)."""
        return deck_count(self.options.get("deck_count", "auto"), self.seats)


def read(view: View) -> Table:
    """Digest ``view`` (the view of the seat that is to move)."""
    d = view.data
    seat = view.seat
    options = dict(d["options"])
    rules = meld_rules(options, frozenset(d["wild_ranks"]))
    return Table(seat, d["seats"], list(d["hands"][seat]), rules, options, d["phase"], list(d["discard"]),
                 d.get("taken"), list(d["turns_taken"]), list(d["status"]), list(d["hand_counts"]),
                 d["stock_count"], d["direction"], d["cut_joker"], d["cut_joker_in_stock"],
                 (d["round"], d["dealer"], d["cut_joker"]), list(d["pack_penalty"]), list(d.get("ring") or []))


# --- what the seat remembers of the round ----------------------------------------------------------

@dataclass
class Memory:
    """What an agent learnt from its earlier views of this round: which of its own discards the
    next player took (those cards are in that hand until they show up again) or left on the pile."""

    round_key: tuple | None = None
    pending: tuple | None = None          # (pile after our discard, our discard, next seat, status then)
    taken: dict = field(default_factory=dict)      # seat -> cards known to be in that hand
    declined: dict = field(default_factory=dict)   # seat -> cards that seat left on the pile

    def update(self, t: Table) -> None:
        """Learn from the new view: a new round forgets; our last discard was taken or not."""
        if t.round_key != self.round_key:
            self.round_key, self.pending = t.round_key, None
            self.taken, self.declined = {}, {}
        if self.pending is not None and t.phase == "draw":
            pile, card, nxt, status = self.pending
            self.pending = None
            if t.status[nxt] == status[nxt] == "playing":
                n = len(pile)
                now = t.discard
                if now[:n] == pile:
                    self.declined.setdefault(nxt, []).append(card)
                elif now[:n - 1] == pile[:-1]:
                    self.taken.setdefault(nxt, []).append(card)
        seen = set(t.discard) | set(t.hand)
        for s in list(self.taken):
            self.taken[s] = [c for c in self.taken[s] if c not in seen]

    def discarded(self, t: Table, card: str) -> None:
        """Remember our discard, to see next time whether the next player took it."""
        self.pending = (list(t.discard) + [card], card, t.next_seat(), list(t.status))


# --- feeding the next player ------------------------------------------------------------------------

def _places(card: str) -> tuple:
    r = RANK_NUMBER[rank(card)]
    return (1, 14) if r == 1 else (r,)


def closeness(a: str, b: str) -> float:
    """How much a player holding ``b`` may want ``a`` (both natural): same rank in another suit
    (a set) or the same suit one or two places away (a run)."""
    if is_joker(a) or is_joker(b):
        return 0.0
    if rank(a) == rank(b):
        return 0.0 if suit(a) == suit(b) else 0.6
    if suit(a) != suit(b):
        return 0.0
    gap = min(abs(p - q) for p in _places(a) for q in _places(b))
    return {1: 0.7, 2: 0.4}.get(gap, 0.0)


def danger(card: str, t: Table, memory: Memory, seen: dict) -> float:
    """A rough chance-like score (0 … 1) that the next player would take ``card`` from the pile:
    higher next to cards that player took, lower for cards like those it left, and lower when
    the cards that would go with it are already seen (discarded or in our hand)."""
    if t.wild(card):
        return 1.0
    nxt = t.next_seat()
    d = 0.25
    for c in memory.taken.get(nxt, ()):
        d += 0.6 * closeness(card, c)
    for c in memory.declined.get(nxt, ()):
        if c.split("#")[0] == card.split("#")[0]:
            d *= 0.3
        elif closeness(card, c) >= 0.6:
            d *= 0.8
    live = _live_partners(card, seen, t.decks)
    d *= 0.4 + 0.6 * live
    return min(1.0, d)


def _live_partners(card: str, seen: dict, decks: int) -> float:
    """The share (0 … 1) of the cards that could meld with ``card`` (same rank, other suits; same
    suit one or two places away) that are not yet seen by us (``decks`` copies of each)."""
    r, s = rank(card), suit(card)
    total = live = 0
    faces = []
    for t in "shdc":
        if t != s:
            faces.append(r + t)
    n = RANK_NUMBER[r]
    for p in ([1, 14] if n == 1 else [n]):
        for q in (p - 2, p - 1, p + 1, p + 2):
            if 1 <= q <= 14:
                faces.append("A23456789TJQKA"[q - 1] + s)
    for f in set(faces):
        total += decks
        live += max(0, decks - seen.get(f, 0))
    return live / total if total else 0.0


def seen_faces(t: Table) -> dict:
    """How many copies of each face (``Ah``) the seat has seen: its hand and the discard pile."""
    out: dict = {}
    for c in list(t.hand) + list(t.discard):
        b = c.split("#")[0]
        out[b] = out.get(b, 0) + 1
    return out


# --- the agents -------------------------------------------------------------------------------------

def split(legal: Sequence[Action]) -> dict:
    """The legal actions by kind: draw_stock, take_discard, pack, hand_rummy, discard (list),
    declare (list)."""
    out: dict = {"discard": [], "declare": []}
    for a in legal:
        if a.kind in ("discard",):
            out["discard"].append(a)
        elif a.kind == "declare" and a.cards:
            out["declare"].append(a)
        elif a.kind == "declare":
            out["hand_rummy"] = a
        else:
            out[a.kind] = a
    return out


class RummyAgent(Agent):
    """Shared by the levels: the seed, the memory of the round, declaring and the reasons."""

    unit = "cards"

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed
        self.memory = Memory()
        self._table: Table | None = None
        self._values: dict = {}

    def _say(self, action: Action, text: str, **args) -> Action:
        self.reason = msg(CTX, text, **args)
        return action

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        """The first of :meth:`rank` (its reason is the hint)."""
        ranked = self.rank(view, legal_actions)
        best = ranked[0]
        self.reason = best.reason
        action = best.action
        t = self._table
        if t is not None:
            self._chosen(t, action)
            if action.kind in ("discard", "declare") and action.cards:
                self.memory.discarded(t, action.cards[0])
        return action

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list[AIChoice]:
        """Every legal action valued by this level's own evaluation (:attr:`unit`), best first:
        the level decides as it always has (the first, with its reason), and the values it
        gave the other actions on the way say how much worse they are."""
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        self._table = None
        self._values = {}
        rejoin = next((a for a in legal_actions if a.kind == "rejoin"), None)
        if rejoin is not None:                      # pool: an eliminated player may rejoin
            offer = view.data.get("rejoin_offer") or {}
            self._say(rejoin, T_REJOIN, score=offer.get("score", ""))
            reason = self.reason
            return [AIChoice(rejoin, 1.0, reason)] + [AIChoice(a, 0.0, None) for a in legal_actions if a != rejoin]
        t = read(view)
        self._table = t
        self.memory.update(t)
        acts = split(legal_actions)
        if t.phase == "draw":
            action = self._declare_hand(acts) or self._draw(t, acts)
        else:
            action = self._declare(t, acts) or self._discard(t, acts)
        if action not in legal_actions:             # a defect: never hand the engine anything else
            action = legal_actions[0]
        reason = self.reason
        values = self._fill_values(t, acts, legal_actions, action)
        # a card the level does not weigh as a candidate (one its plan keeps while dead cards
        # are left) is valued at most as its choice: the level's rule puts it below
        best = values[action]
        out = [AIChoice(action, best, reason)]
        rest = [a for a in legal_actions if a != action]
        rest.sort(key=lambda a: -values[a])
        out += [AIChoice(a, min(values[a], best), self._other_reason(t, a)) for a in rest]
        self.reason = reason
        return out

    def _chosen(self, t: Table, action: Action) -> None:
        """After the choice (not after a mere ranking): what the level remembers of it."""

    def _other_reason(self, t: Table, a: Action) -> Msg | None:
        """A short reason for an action ranked below the choice."""
        if a.kind == "discard":
            return msg(CTX, T_RANK_DISCARD, card=cards_text(a.cards))
        if a.kind == "draw_stock":
            return msg(CTX, T_STOCK_ONLY)
        if a.kind == "take_discard":
            return msg(CTX, T_RANK_TAKE, card=cards_text(a.cards))
        if a.kind == "pack":
            return msg(CTX, T_RANK_PACK, penalty=t.penalty(t.first_turn))
        return None

    #: values of the actions this level does not weigh (in its unit): a declaration that is a
    #: Rummy, one that is not (a wrong show), a wild card discarded while a natural one could go
    DECLARE_VALUE, WRONG_SHOW_VALUE, WILD_BELOW = 1.0, -20.0, 1.0

    def _declare_value(self, t: Table) -> float:
        return self.DECLARE_VALUE

    def _fill_values(self, t: Table, acts: dict, legal: Sequence[Action], chosen: Action) -> dict:
        """The value of every legal action: what the decision recorded in :attr:`_values`, the
        declarations, and below the rest what the level never weighs (a wild discard)."""
        values = dict(self._values)
        checked = t.options.get("invalid_declaration") == "penalty_80"
        win = self._declare_value(t)
        for a in legal:
            if a.kind == "declare":
                if not a.cards:
                    values[a] = win
                else:
                    rest = list(t.hand)
                    rest.remove(a.cards[0])
                    ok = not checked or rummy(rest, t.rules)
                    values[a] = win if ok else self.WRONG_SHOW_VALUE
        known = [v for a, v in values.items() if a in legal]
        low = min(known, default=0.0) - self.WILD_BELOW
        for a in legal:
            if a not in values:
                values[a] = low
        if chosen not in values:
            values[chosen] = max(values.values())
        return values

    # --- declaring ------------------------------------------------------------------------------
    def _declare_hand(self, acts: dict) -> Action | None:
        a = acts.get("hand_rummy")
        return self._say(a, T_HAND_RUMMY) if a is not None else None

    def _declare(self, t: Table, acts: dict) -> Action | None:
        """A declare action whose 13 cards left are a Rummy (checked here too: under the wrong-show
        rule every discard has a declare twin)."""
        checked = t.options.get("invalid_declaration") == "penalty_80"
        for a in acts["declare"]:
            rest = list(t.hand)
            rest.remove(a.cards[0])
            if not checked or rummy(rest, t.rules):
                return self._say(a, T_DECLARE, card=cards_text(a.cards))
        return None

    def _draw(self, t: Table, acts: dict) -> Action:
        raise NotImplementedError

    def _discard(self, t: Table, acts: dict) -> Action:
        raise NotImplementedError

    def _stock(self, t: Table, acts: dict, text: str = T_STOCK) -> Action:
        a = acts.get("draw_stock")
        if a is None:                               # no stock: the discard is the only draw
            a = acts.get("take_discard") or acts.get("pack")
            return self._say(a, T_TAKE_MELD if a.kind == "take_discard" else T_STOCK_ONLY,
                             card=cards_text(a.cards))
        if t.top is None or "take_discard" not in acts:
            return self._say(a, T_STOCK_ONLY)
        return self._say(a, text, card=cards_text([t.top]))

    def _only_wilds(self, t: Table, acts: dict) -> Action:
        a = max(acts["discard"], key=lambda a: (not is_joker(a.cards[0]), t.value(a.cards[0])))
        return self._say(a, T_DISCARD_WILD, card=cards_text(a.cards))


# --- easy -------------------------------------------------------------------------------------------

def has_straight_prospect(hand, rules: MeldRules) -> bool:
    """Two natural cards of one suit at most two places apart: a straight run could come soon."""
    places: dict = {}
    for c in hand:
        if is_wild(c, rules):
            continue
        for p in _places(c):
            places.setdefault(suit(c), set()).add(p)
    for ps in places.values():
        for p in ps:
            if p + 1 in ps or p + 2 in ps:
                return True
    return False


class EasyAgent(RummyAgent):
    """Greedy on the solver's best arrangement: take what melds, shed the highest deadwood."""

    level = "easy"
    PACK_COUNT = 60

    # its values (unit "cards"): a draw that melds the card 1, the stock 0, a discard that fits
    # no meld 0 and one that does -1 (a tenth of the card's points above), packing a hopeless
    # first hand 2
    def _draw(self, t: Table, acts: dict) -> Action:
        pack = acts.get("pack")
        take = acts.get("take_discard")
        v = self._values
        if acts.get("draw_stock") is not None:
            v[acts["draw_stock"]] = 0.0
        if pack is not None:
            v[pack] = -1.0
        melds = False
        if take is not None:
            card = take.cards[0]
            arr = best_arrangement(t.hand + [card], t.rules)
            melds = any(card in m.cards for m in arr.melds) and card not in arr.deadwood
            v[take] = 1.0 if melds else -0.5
        if pack is not None and t.first_turn and not has_straight_prospect(t.hand, t.rules):
            count = best_arrangement(t.hand, t.rules).count
            if count >= self.PACK_COUNT:
                v[pack] = 2.0
                return self._say(pack, T_PACK_FIRST_EASY, penalty=t.penalty(True), count=count)
        if melds:
            return self._say(take, T_TAKE_MELD, card=cards_text(take.cards))
        return self._stock(t, acts, T_STOCK_EASY)

    def _discard(self, t: Table, acts: dict) -> Action:
        legal = acts["discard"]
        natural = [a for a in legal if not t.wild(a.cards[0])]
        if not natural:
            for a in legal:
                self._values[a] = (1.0 if not is_joker(a.cards[0]) else 0.0) + t.value(a.cards[0]) / 10
            return self._only_wilds(t, acts)
        arr = best_arrangement(t.hand, t.rules)
        dead = [a for a in natural if a.cards[0] in arr.deadwood]
        for a in natural:
            self._values[a] = (0.0 if a in dead else -1.0) + t.value(a.cards[0]) / 100
        if dead:
            a = max(dead, key=lambda a: t.value(a.cards[0]))
            return self._say(a, T_DISCARD_EASY, card=cards_text(a.cards))
        a = max(natural, key=lambda a: t.value(a.cards[0]))
        return self._say(a, T_DISCARD_EASY_MELD, card=cards_text(a.cards))


# --- normal -----------------------------------------------------------------------------------------

def could_help(card: str, hand: Sequence[str], rules: MeldRules) -> bool:
    """Whether ``card`` could join the hand's cards at all: a wild card, or a natural card next
    to a natural card of the hand (same rank in another suit, or same suit within two places)."""
    if is_wild(card, rules):
        return True
    return any(not is_wild(c, rules) and closeness(card, c) > 0 for c in hand)


def straight_need(hand, rules: MeldRules) -> int:
    """Cards the best plan still needs for its straight run (ストレートラン): 0 when it has one."""
    needs = [g.need for g in P.plan(hand, rules).groups if g.pure]
    return min(needs) if needs else 3


@dataclass
class Choice:
    """A discard the planner considered: the action, the packed plan score of the 13 cards left,
    the card's value, how connected it is to the rest of the hand, and the danger of feeding the
    next player."""

    action: Action
    score: int
    value: int
    conn: int
    danger: float
    key: float = 0.0


def connections(card: str, hand: Sequence[str], rules: MeldRules) -> int:
    """Other natural cards of the hand that ``card`` could meld with (same rank, other suit; same
    suit within two places)."""
    n = 0
    for c in hand:
        if c is card or is_wild(c, rules) or c.split("#")[0] == card.split("#")[0]:
            continue
        if closeness(card, c) > 0:
            n += 1
    return n


class NormalAgent(RummyAgent):
    """Meld planning: distance to Rummy first, then the count, the waits and the next player."""

    level = "normal"
    #: first-turn pack: at least this far, and a count of at least this (and this many penalties)
    PACK_FIRST_DISTANCE = 5
    PACK_FIRST_COUNT = 60
    PACK_FIRST_RATIO = 4.0
    #: later pack: a far hand with a count of at least this (and this many times the penalty)
    PACK_LATER_COUNT = 80
    PACK_LATER_RATIO = 2.0
    W_VALUE, W_CONN, W_DANGER = 1.0, 2.5, 10.0
    SPARE_TRIES = 2
    #: a discard that lowers the distance is taken when it completes a meld, is wild, or is worth
    #: at most this (a high card that only starts a partial meld would raise the count)
    TAKE_LOW = 6

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._kept_after: tuple | None = None

    # --- drawing --------------------------------------------------------------------------------
    # its values (unit "cards"): minus the distance to Rummy the action leaves (the stock: the
    # distance now), a taken card that would raise the count a quarter card worse, one that does
    # not help half a card worse; packing when its rule says so 2 cards better, else 1 worse
    def _draw(self, t: Table, acts: dict) -> Action:
        packed13 = self._score13(t)
        d13 = P.unpack(packed13)[0]
        v = self._values
        if acts.get("draw_stock") is not None:
            v[acts["draw_stock"]] = -float(d13)
        take = acts.get("take_discard")
        if take is not None:
            v[take] = -d13 - 0.5
        if acts.get("pack") is not None:
            v[acts["pack"]] = -d13 - 1.0
        pack = self._pack(t, acts, d13)
        if pack is not None:
            v[pack] = -d13 + 2.0
            return pack
        if take is not None and could_help(take.cards[0], t.hand, t.rules):
            card = take.cards[0]
            packed14 = P.best_score(t.hand + [card], t.rules)[0]
            if packed14 >> P.KEPT_SHIFT > packed13 >> P.KEPT_SHIFT:
                group = None if t.wild(card) else group_of(card, t.hand + [card], t.rules)
                if group is None or group[1] or t.value(card) <= self.TAKE_LOW:
                    v[take] = -(d13 - 1.0)
                    return self._say_take(t, take, card, d13 - 1, group)
                v[take] = -d13 - 0.25
        return self._stock(t, acts)

    def _score13(self, t: Table) -> int:
        """The plan score of the hand at the draw phase: remembered from our last discard (a dead
        card's discard keeps the score of the 14 cards), else planned."""
        key = tuple(sorted(t.hand))
        if self._kept_after is not None and self._kept_after[0] == key:
            return self._kept_after[1]
        return P.best_score(t.hand, t.rules)[0]

    def _say_take(self, t: Table, take: Action, card: str, d: int, group) -> Action:
        """The reason for taking ``card``: the group of the new plan it goes into."""
        if t.wild(card):
            return self._say(take, T_TAKE_WILD, card=cards_text([card]), distance=distance_text(d, now=True))
        if group is None:
            return self._say(take, T_TAKE_MELD, card=cards_text([card]))
        cards, complete = group
        text = T_TAKE_COMPLETE if complete else T_TAKE_CLOSER
        return self._say(take, text, card=cards_text([card]), meld=cards_text(cards),
                         distance=distance_text(d, now=True))

    def _pack(self, t: Table, acts: dict, d: int) -> Action | None:
        """Pack only when playing on clearly costs more than the penalty: at the first turn a hand
        far from Rummy (``PACK_FIRST_DISTANCE``) with no straight run in sight (its straight run
        still needs two cards or more) and a high count; later only a hand still far from Rummy
        (4 cards from the fourth turn on, or 3 from the fifth) with a count well above the
        penalty (in self-play such hands lose 50-80 on average). Packing rarely keeps the normal
        player strong against weak or careless players, who seldom declare."""
        pack = acts.get("pack")
        if pack is None or d < 3:
            return None
        if t.first_turn:
            penalty = t.penalty(True)
            if d < self.PACK_FIRST_DISTANCE or straight_need(t.hand, t.rules) < 2:
                return None
            count = self._count(t)
            if count >= max(self.PACK_FIRST_COUNT, self.PACK_FIRST_RATIO * penalty):
                return self._say(pack, T_PACK_FIRST, penalty=penalty, distance=distance_text(d), count=count)
            return None
        penalty = t.penalty(False)
        turns = t.turns_taken[t.seat]
        if not ((turns >= 3 and d >= 4) or (turns >= 4 and d >= 3)):
            return None
        count = self._count(t)
        if count >= max(self.PACK_LATER_COUNT, self.PACK_LATER_RATIO * penalty):
            return self._say(pack, T_PACK_LATER, penalty=penalty, distance=distance_text(d), count=count)
        return None

    @staticmethod
    def _count(t: Table) -> int:
        """What the hand would pay now (tier rule, cap)."""
        count = best_arrangement(t.hand, t.rules).count
        cap = int(t.options.get("max_count") or 0)
        return min(count, cap) if cap else count

    # --- discarding -----------------------------------------------------------------------------
    def _discard(self, t: Table, acts: dict) -> Action:
        legal = acts["discard"]
        natural = [a for a in legal if not t.wild(a.cards[0])]
        if not natural:
            return self._only_wilds(t, acts)
        choices, the_plan = self.candidates(t, natural)
        self._value_discards(t, natural, choices)
        best = choices[0]
        return self._say_discard(t, best, choices, the_plan)

    def _value_discards(self, t: Table, natural: list, choices: list) -> None:
        """Values (unit "cards"): the planner's key scaled to cards (minus the distance left,
        waits, the card's points, connections and danger as small fractions)."""
        by_face = {P.face(c.action.cards[0]): c.key for c in choices}
        seen = None
        for a in natural:
            f = P.face(a.cards[0])
            if f not in by_face:           # a card the plan keeps: the plan score without it
                seen = seen_faces(t) if seen is None else seen
                rest = list(t.hand)
                rest.remove(a.cards[0])
                c = self._choice(t, a, P.best_score(rest, t.rules)[0], seen)
                by_face[f] = self.key(c, t)
            self._values[a] = by_face[f] / 1000.0 - P.HAND

    def _remember(self, t: Table, choice: Choice) -> None:
        """Keep the plan score of the 13 cards we keep, for our next draw phase."""
        rest = list(t.hand)
        rest.remove(choice.action.cards[0])
        self._kept_after = (tuple(sorted(rest)), choice.score)

    def candidates(self, t: Table, natural: list) -> tuple[list, "P.Plan"]:
        """The discards worth considering, best first (by the planner's key), and the plan of
        the hand before discarding: the legal cards the best plan leaves dead, or, if there is
        none, every legal natural card with the plan score of the hand without it."""
        the_plan = P.plan(t.hand, t.rules)
        packed = (P.HAND - the_plan.distance) << P.KEPT_SHIFT | the_plan.waits << P.WAITS_SHIFT | the_plan.low
        dead_faces = list(the_plan.dead)
        seen = seen_faces(t)
        out = []
        used = set()
        for a in natural:
            f = P.face(a.cards[0])
            if f in dead_faces and f not in used:
                used.add(f)
                out.append(self._choice(t, a, packed, seen))
        if not out:
            for a in natural:
                f = P.face(a.cards[0])
                if f in used:
                    continue
                used.add(f)
                rest = list(t.hand)
                rest.remove(a.cards[0])
                out.append(self._choice(t, a, P.best_score(rest, t.rules)[0], seen))
        else:
            out += self._spare_high(t, natural, used, packed, seen)
        for c in out:
            c.key = self.key(c, t)
        out.sort(key=lambda c: -c.key)
        return out, the_plan

    def _spare_high(self, t: Table, natural: list, used: set, packed: int, seen: dict) -> list:
        """High cards kept by the plan that another plan as close to Rummy can spare (e.g. K♠ of
        a K♠ Q♠ pair when another pair can take its place): the ``SPARE_TRIES`` most valuable
        cards above the highest dead one are tried."""
        top_dead = max((t.value(a.cards[0]) for a in natural if P.face(a.cards[0]) in used), default=0)
        kept = packed >> P.KEPT_SHIFT
        out, tried = [], 0
        for a in sorted(natural, key=lambda a: -t.value(a.cards[0])):
            f = P.face(a.cards[0])
            if f in used or t.value(a.cards[0]) <= top_dead or tried >= self.SPARE_TRIES:
                continue
            used.add(f)
            tried += 1
            rest = list(t.hand)
            rest.remove(a.cards[0])
            score = P.best_score(rest, t.rules)[0]
            if score >> P.KEPT_SHIFT >= kept:
                out.append(self._choice(t, a, score, seen))
        return out

    def _choice(self, t: Table, a: Action, packed: int, seen: dict) -> Choice:
        card = a.cards[0]
        return Choice(a, packed, t.value(card), connections(card, t.hand, t.rules),
                      danger(card, t, self.memory, seen))

    def key(self, c: Choice, t: Table) -> float:
        """Higher is a better discard: the plan score first (kept, then waits), then the card's
        value, fewer connections, less danger."""
        kept = c.score >> P.KEPT_SHIFT
        waits = (c.score >> P.WAITS_SHIFT) & P.FIELD
        return (kept * 1000 + waits * 4 + self.W_VALUE * c.value - self.W_CONN * c.conn
                - self.W_DANGER * c.danger)

    def _say_discard(self, t: Table, best: Choice, choices: list, the_plan) -> Action:
        self._remember(t, best)
        card = best.action.cards[0]
        rest = list(t.hand)
        rest.remove(card)
        d = P.HAND - (best.score >> P.KEPT_SHIFT)
        dist = distance_text(d)
        if not the_plan.dead or P.face(card) not in the_plan.dead:
            return self._say(best.action, T_DISCARD_BREAK, card=cards_text([card]), distance=dist)
        keep = open_group(the_plan, rest, t.rules)
        higher = [c for c in choices[1:] if c.value > best.value and c.score == best.score]
        if higher and higher[0].danger > best.danger + 0.1:
            return self._say(best.action, T_DISCARD_SAFE, card=cards_text([card]),
                             risky=cards_text([higher[0].action.cards[0]]), distance=dist)
        if any(c.value > best.value for c in choices[1:]) and keep is not None:
            return self._say(best.action, T_DISCARD_LOOSE, card=cards_text([card]), keep=cards_text(keep),
                             distance=dist)
        if keep is not None:
            return self._say(best.action, T_DISCARD_KEEP, card=cards_text([card]), keep=cards_text(keep),
                             distance=dist)
        return self._say(best.action, T_DISCARD_DEAD, card=cards_text([card]), distance=dist)


# --- describing plans --------------------------------------------------------------------------------

def cards_of(faces, hand: Sequence[str], rules: MeldRules) -> list[str]:
    """The hand's natural cards for ``faces`` (one card per face entry)."""
    pool = [c for c in hand if not is_wild(c, rules)]
    out = []
    for f in faces:
        for c in pool:
            if P.face(c) == f and c not in out:
                out.append(c)
                break
    return out


def open_group(the_plan, hand: Sequence[str], rules: MeldRules) -> list[str] | None:
    """The cards of the most promising group that misses one card (most waits), if any."""
    best = None
    for g in the_plan.groups:
        if g.kind in ("run", "set") and g.need == 1 and len(g.faces) >= 2:
            cards = cards_of(g.faces, hand, rules)
            if len(cards) == len(g.faces) and (best is None or len(g.faces) > len(best)):
                best = cards
    return best


def group_of(card: str, hand: Sequence[str], rules: MeldRules) -> tuple[list, bool] | None:
    """The group of the best plan of ``hand`` that holds ``card``: (its cards, complete)."""
    f = P.face(card)
    the_plan = P.plan(hand, rules)
    for g in the_plan.groups:
        if f in g.faces:
            cards = cards_of(g.faces, hand, rules)
            wild = [c for c in hand if is_wild(c, rules)][:g.wilds]
            return cards + wild, g.need == 0
    return None
