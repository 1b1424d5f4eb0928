"""Wild Rummy R AI: positions sampled from a seat's view (determinization) and rollouts.

:func:`determinize` builds a playable :class:`.rules.WildRummyState` of the current round from a
seat's **view** alone: the seat's own hand, the melds on the table, the discard pile, the field
phase and the step are as the view shows them; the cards the seat cannot see (the others' hands
and the stock) are dealt at random, the others' hands to their known sizes. Cards the seat saw
another player take from a meld into hand (a wild taken by 差し札 …, tracked by the agent between
its views: :class:`Memory`) go to that player's hand first. The sampled state ends with the
round (its match is one round long), so its totals after the rollout are the round's payments
under the scoring method in force.

:func:`rollout` plays a sampled state to the end of the round with one policy for every seat.
"""
from __future__ import annotations

import time

from core.engine import HIDDEN, Rng, View
from core.fesca import deck

from .ai_normal import OutOfTime
from .rules import WildRummyState, meld_from_json
from .options import hand_size, meld_rules
from .steps import CALL_WINDOW, DRAW


class Memory:
    """What a seat remembers between its views within a round: whether it had a meld when its
    turn began (for 一度に上がり), whether it melded this round, and the cards other seats took
    from the table into hand (seat -> set of cards), as far as they can be told."""

    def __init__(self) -> None:
        self.round_key = None
        self.turn_start_meld: bool | None = None
        self.ever_melded = False
        self.taken: dict = {}
        self.last_melds: dict = {}
        self.last_counts: tuple = ()

    def observe(self, view) -> None:
        d = view.data
        key = (d["round"], d["dealer"])
        me = view.seat
        if key != self.round_key:
            self.round_key = key
            self.turn_start_meld = None
            self.ever_melded = False
            self.taken = {}
            self.last_melds = {}
        has = d["has_meld"][me]
        if d["step"] in (DRAW, CALL_WINDOW):
            self.turn_start_meld = has
        self.ever_melded = self.ever_melded or has
        # cards that left a meld for a hand since the last view: a taken wild or natural
        now = {m["id"]: m for m in d["melds"]}
        on_table = {s["card"] for m in d["melds"] for s in m["slots"]}
        hand = set(d["hands"][me])
        discard = set(d["discard"])
        gone = set()
        for mid, m in self.last_melds.items():
            for s in m["slots"]:
                c = s["card"]
                if c not in on_table and c not in hand and c not in discard:
                    gone.add(c)
        if gone:
            movers = [s for s in range(d["seats"]) if s != me]
            # who took them: in a two-seat game the other seat; else the seats whose hand grew or
            # stayed while others shrank cannot be told apart, so the cards are only "in a hand"
            owner = movers[0] if len(movers) == 1 else -1
            self.taken.setdefault(owner, set()).update(gone)
        # a card known to be in a hand stops being so once it is seen elsewhere
        seen = on_table | hand | discard
        for s in list(self.taken):
            self.taken[s] -= seen
        self.last_melds = now
        self.last_counts = tuple(d["hand_counts"])


_OPTIONS_CACHE: dict = {}


def _options(game, data: dict):
    key = tuple(sorted((k, repr(v)) for k, v in data.items()))
    got = _OPTIONS_CACHE.get(key)
    if got is None:
        got = game.make_options(data)
        if len(_OPTIONS_CACHE) > 64:
            _OPTIONS_CACHE.clear()
        _OPTIONS_CACHE[key] = got
    return got


def unseen_cards(view) -> list:
    """The cards of the deck this seat cannot see, in deck order."""
    d = view.data
    me = view.seat
    seen = set(d["hands"][me]) | set(d["discard"])
    for m in d["melds"]:
        seen.update(s["card"] for s in m["slots"])
    return [c for c in deck(d["deck"]) if c not in seen]


class SimState(WildRummyState):
    """A sampled state: its views also carry the Meld objects of the table (``_melds``), so that
    the agents playing it out skip rebuilding them from JSON and their caches keyed by melds hit."""

    _options_json: dict | None = None

    def view(self, seat):
        """What :func:`.ai_plan.read` needs of the seat's view (the melds as objects only)."""
        if self._options_json is None:
            self._options_json = self.options.to_json()
        hands = [list(h) if s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        owners = {m.owner for m in self.melds}
        return View(self.game.id, seat, {
            "seats": self.seats, "dealer": self.dealer, "turn": self.turn, "step": self.step,
            "round": self.round_no, "hands": hands, "hand_counts": [len(h) for h in self.hands],
            "stock_count": len(self.stock), "discard": self.discard, "melds": (), "_melds": tuple(self.melds),
            "phase": self.phase, "families": sorted(self.families()), "owed": self.owed,
            "retrieved": self.retrieved, "has_meld": [s in owners for s in range(self.seats)],
            "discarder": self.discarder, "deck": self.options["deck"], "options": self._options_json})

    def clone(self) -> "SimState":
        other = super().clone()
        other.__class__ = SimState
        return other


def determinize(view, rng: Rng, memory: Memory | None = None) -> WildRummyState:
    """A state of the current round consistent with ``view`` (see the module doc)."""
    from core.registry import GAMES

    game = GAMES["wild_rummy"]
    d = view.data
    me = view.seat
    n = d["seats"]
    options = _options(game, d["options"])
    pool = unseen_cards(view)
    rng.shuffle(pool)
    counts = list(d["hand_counts"])
    hands = [[] for _ in range(n)]
    hands[me] = list(d["hands"][me])
    taken = memory.taken if memory is not None else {}
    placed = set()
    # cards known to be in a given seat's hand, then cards known to be in some other hand
    for owner in sorted(taken, key=lambda s: s < 0):
        for c in sorted(taken[owner]):
            if c in placed or c not in pool:
                continue
            seats = [owner] if owner >= 0 else [s for s in range(n) if s != me]
            seats = [s for s in seats if s != me and len(hands[s]) < counts[s]]
            if not seats:
                continue
            s = seats[rng.randbelow(len(seats))]
            hands[s].append(c)
            placed.add(c)
    rest = [c for c in pool if c not in placed]
    for s in range(n):
        if s == me:
            continue
        need = counts[s] - len(hands[s])
        hands[s].extend(rest[:need])
        rest = rest[need:]
    st = SimState.__new__(SimState)
    st.game = game
    st.seats = n
    st.options = options
    st.seed = 0
    st.actions = []
    st.start_events = []
    st.deal_size = hand_size(options, n)
    st.rules = meld_rules(options)
    st.rng = Rng(rng.next_u32())
    st.rounds = d["round"]
    st.round_no = d["round"]
    st.totals = [0] * n
    st.dealer = d["dealer"]
    st.over = False
    st.last_result = None
    st._new_round_fields()
    st.hands = hands
    st.stock = rest
    st.discard = list(d["discard"])
    st.melds = [meld_from_json(m) for m in d["melds"]]
    st.next_id = max((m.id for m in st.melds), default=0) + 1
    st.phase = d["phase"]
    st.turn = d["turn"]
    st.step = d["step"]
    st.discarder = d["discarder"]
    st.owed = list(d["owed"])
    st.retrieved = list(d["retrieved"])
    st.ever_melded = list(d["has_meld"])
    if st.step == CALL_WINDOW:
        # the seats still to be asked: the view tells only that this seat is asked now; the
        # farther seats are asked after it, if they can call
        card = st.discard[-1]
        order = [(st.discarder + i) % n for i in range(1, n)]
        after = order[order.index(me) + 1:] if me in order else []
        st.asked = [me] + [s for s in after if st.can_call(s, card)]
    turn_seat = st.turn
    if turn_seat == me and memory is not None and memory.turn_start_meld is not None:
        st.meld_at_start = memory.turn_start_meld
        st.melded_before = memory.ever_melded
    else:
        st.meld_at_start = bool(d["has_meld"][turn_seat])
        st.melded_before = bool(d["has_meld"][turn_seat])
    if memory is not None:
        st.ever_melded[me] = st.ever_melded[me] or memory.ever_melded
    st.turn_no = 1
    st._changed()
    return st


def rollout(state: WildRummyState, agents, limit: int = 3000, deadline: float | None = None) -> tuple[list | None, int]:
    """Play ``state`` to the end of its round with ``agents`` (one per seat): the round's
    payments per seat (zeros if the round did not end within ``limit`` actions; None if the CPU
    clock, :func:`time.process_time`, passed ``deadline`` first, or an agent raised
    :class:`.ai_normal.OutOfTime` inside a decision: give the agents the same deadline) and the
    number of decisions the agents made (the work done)."""
    work = 0
    for _ in range(limit):
        if state.over:
            return list(state.totals), work
        if deadline is not None and time.process_time() > deadline:
            return None, work
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        if len(legal) == 1:
            action = legal[0]
        else:
            try:
                action = agents[seat].choose(state.view(seat), legal)
            except OutOfTime:       # an agent with a deadline gave up inside a slow decision
                return None, work
            work += 1
        state.apply(action)
    return [0] * state.seats, work
