"""Determinised rollout search for rule-addition daifugō: one search for every rule set.

The search knows no rule by name: the engine itself plays the rules out. For a play-or-pass
decision it

1. samples the hidden cards (:func:`sample_hands`): every card the seat has not seen (the full
   deck minus its hand, the discard pile and the field) is dealt at random to the other seats,
   as many as each holds; what is left over is out of the game. The view alone is used, so the
   search cannot cheat;
2. builds a full position from the view and that guess (:meth:`DaifugoState.from_view`);
3. tries each candidate action (:func:`candidates`: the planner's choice, the pass, one play per
   distinct shape and ranks; strong: every one of them) on a copy of the same guess, and plays on
   with a default policy
   (:class:`Simulator`: every seat plays like the normal planner, decisions are answered like
   the agents answer them) for ``depth`` actions or to the end of the game;
4. scores the end by the seat's final place (1st = 1, last = 0) or, when cut off, by an
   estimate of it from the hands (:meth:`Simulator.evaluate`), and averages over the guesses;
   the planner's own choice gets a ``bonus``, so only a clear gain overrules it.

Every candidate meets the same guesses (common random numbers). The number of rollouts is fixed
by the :class:`Budget` (``worlds`` × candidates, or ``rollouts``), and all randomness comes from an
:class:`~core.engine.Rng` seeded from the agent's seed and the position, so the same view gives
the same choice; a safety cap on the process's CPU time (``cap_ms``) stops a search that runs far
over its usual time (only then does the result depend on the machine).

Besides, :meth:`Rules.can_finish_with` finds out, by trying it on the engine, whether a card may
end a hand (反則上がり and the like), so the planner keeps a card it may go out with.

Parsing the rules is slow, so the options and the rule book are kept per distinct ``options``
(:func:`rules_for`).

Strong shares a number of rollouts out among all its candidates by successive halving: each
candidate meets the first guesses, the better half goes on to meet more, and so on, so the close
contenders are compared on many common guesses (:attr:`Budget.rollouts`).

In plain daifugō strong also reads the trick in progress (:mod:`.infer`, :attr:`Budget.infer`):
of up to eight guesses it keeps the first with which the planner would have made every play and
pass the field shows (about one random guess in eight is), else the one that explains most.
Measured on the same 80 games (20 deals, seed 1, one strong against three normals): 0.633 ±
0.048 pairwise, mean rank 2.100, median 249 ms and p99 706 ms of CPU a decision, where the
search on uniform guesses reached 0.613 ± 0.065, mean rank 2.163 (median 195 ms, p99 704 ms).
On 60 other games (seed 2): 0.689 ± 0.065, mean rank 1.933 (p99 706 ms).
Under added rules the guesses are uniform as before (the same choices).

Measured with the arena (``python -m core.arena --game daifugo --a strong --b normal --games 200
--seed 1 --jobs 2``, one strong against three normals, 倍速): strong 0.593 ± 0.039 pairwise, mean
rank 2.220 (before: 12 guesses × 3 candidates, 0.538 ± 0.035, 2.385), median 177 ms and p99 703
ms of CPU a decision. Normal against three random players: 0.915 ± 0.029 (plain), 0.915 ± 0.030
under 10 catalogue rules (``house.py``); the search hardly helps there (the planner alone: 0.912),
as its rollouts expect the others to play like the planner.
"""
from __future__ import annotations

import json
import math
import time
from collections import OrderedDict
from dataclasses import dataclass, field
from typing import Sequence

from core.cards import deck
from core.engine import Action, IllegalAction, Rng, View

from .planner import (ENDGAME, PLAY_KINDS, Planner, declare_targets, easy_choice, hand_cost, joker_count,
                      pick_declare, pick_respond, pick_shed, pick_take, play_strength, split)
from . import infer
from .book import RuleBook
from .cardmemo import is_joker, rank
from .combos import ORDER
from .effects import ACTIVE
from .rules import DaifugoState

#: Raise errors met during a search instead of falling back to the planner (tests set this).
STRICT = False


@dataclass(frozen=True)
class Budget:
    """How much a search may do. ``worlds``: guesses of the hidden hands; ``candidates``: at most
    this many actions compared; ``depth``: actions simulated after a candidate before the
    position is judged (a large number plays to the end); ``bonus``: added to the planner's
    choice, so the search only overrules it for a clear gain; ``cap_ms``: safety cap (CPU time
    of the process); ``rollouts``: when > 0, the candidates share this many rollouts by
    successive halving (every candidate meets the first guesses, the better half of them goes on
    to meet more, …) instead of ``worlds`` guesses each; ``infer``: prefer guesses that explain
    the plays and passes of the trick in progress (:mod:`.infer`, plain daifugō only)."""

    worlds: int
    candidates: int
    depth: int
    bonus: float = 0.0
    cap_ms: float = 50.0
    rollouts: int = 0
    infer: bool = False


#: "normal" under added rules: a quick look at what each play sets off (two guesses, eight actions
#: on; measured against three random players under 10 catalogue rules: 0.915 pairwise, where one
#: guess four actions deep reached 0.897 and the planner alone 0.912).
NORMAL = Budget(worlds=2, candidates=4, depth=8, bonus=0.1, cap_ms=25.0)
#: "strong" under added rules: every distinct play, rollouts to the end shared by successive halving.
STRONG = Budget(worlds=0, candidates=99, depth=300, bonus=0.05, cap_ms=700.0, rollouts=100)
#: "strong" in plain daifugō: the same with more rollouts (the plain engine is faster).
STRONG_PLAIN = Budget(worlds=0, candidates=99, depth=300, bonus=0.02, cap_ms=700.0, rollouts=200, infer=True)


@dataclass
class SearchResult:
    """The chosen action, its mean score (0 … 1), how many rollouts were run, every candidate's
    mean, and whether the safety cap cut the search short; ``order``: the candidates best first
    (the last kept by successive halving first, then those dropped later before those dropped
    earlier; by mean score within each), ``counts``: rollouts per candidate."""

    action: Action
    value: float
    rollouts: int
    values: dict = field(default_factory=dict)
    cut: bool = False
    order: list = field(default_factory=list)
    counts: dict = field(default_factory=dict)


# --- rules, parsed once --------------------------------------------------------------------------

#: Cards the other seats hold while :meth:`Rules.can_finish_with` tries a finish.
FILLER = ("6d", "9h", "Kd", "5c", "Jh", "4d", "Qs", "Tc", "7h")


class Rules:
    """One rule set, parsed once: the game, the options, the rule book, who discards named
    ranks, and which finishes the rules penalise (found by trying them on the engine)."""

    def __init__(self, view: View, raw: dict) -> None:
        self.game = game_for(view)
        self.raw = raw
        self.options = self.game.make_options(raw)
        self.book = RuleBook.from_json(list(self.options["rules"]))
        self.targets = declare_targets(raw)
        self._finish: dict[tuple, bool] = {}

    def can_finish_with(self, seats: int, seat: int, revolution: bool, eleven_back: bool, card: str,
                        sim: "Simulator | None" = None) -> bool:
        """Whether ``seat`` goes out normally (takes the next place) by leading ``card`` as its
        last card, on an empty field with the order as given: False when a rule forbids that
        play, or places the seat last, eliminates it or keeps it in the game. Tried once on the
        engine with every other seat holding one filler card, then remembered."""
        key = (seats, seat, revolution, eleven_back, card)
        got = self._finish.get(key)
        if got is None:
            got = self._try_finish(seats, seat, revolution, eleven_back, card, sim or Simulator(self, planner=False))
            self._finish[key] = got
        return got

    def _try_finish(self, seats, seat, revolution, eleven_back, card, sim) -> bool:
        data = {"seats": seats, "field": [], "kinds": [], "discard": [], "status": [ACTIVE] * seats,
                "places": [], "bottom": [], "direction": 1, "turn": seat, "parent": seat, "over": False,
                "start_card": None, "revolution": revolution, "eleven_back": eleven_back, "locks": [],
                "first_lead_done": True, "options": self.raw}
        filler = [c for c in FILLER if c != card]
        hands = [[card] if s == seat else [filler[s % len(filler)]] for s in range(seats)]
        st = DaifugoState.from_view(self.game, View(self.game.id, seat, data), hands, seed=0,
                                    options=self.options, book=self.book)
        action = Action("play", seat, (card,), "field")
        if st.over or st.to_move() != (seat,) or action not in st.legal_actions(seat):
            return False
        st.apply(action)
        for _ in range(20):                     # decisions the finish sets off
            if st.over or st.pending is None:
                break
            mover = st.to_move()[0]
            st.apply(sim.decide(st, mover, st.legal_actions(mover), st.hands[mover], st.inverted))
        return seat in st.places


_RULES: "OrderedDict[str, Rules]" = OrderedDict()
_RULES_MAX = 16


def game_for(view: View):
    from core.registry import GAMES
    return GAMES[view.game]


def rules_for(view: View) -> Rules:
    """The parsed rules of the view's options (parsed once per distinct options)."""
    raw = view.get("options") or {}
    key = view.game + json.dumps(raw, sort_keys=True, separators=(",", ":"))
    got = _RULES.get(key)
    if got is None:
        got = Rules(view, raw)
        _RULES[key] = got
        while len(_RULES) > _RULES_MAX:
            _RULES.popitem(last=False)
    else:
        _RULES.move_to_end(key)
    return got


def unsafe_cards(view: View) -> set[str]:
    """The cards in the seat's hand it may not go out with under the rules in force (see
    :meth:`Rules.can_finish_with`); empty without rules."""
    rules = rules_for(view)
    if not rules.book:
        return set()
    hand = view["hands"][view.seat]
    return {c for c in set(hand) if not rules.can_finish_with(
        view["seats"], view.seat, bool(view.get("revolution")), bool(view.get("eleven_back")), c)}


# --- guessing the hidden cards ---------------------------------------------------------------------

def unseen_pool(view: View) -> list[str]:
    """The cards the seat has not seen: the full deck minus its hand, the discard pile and the field."""
    pool = deck(jokers=2)
    gone = list(view["hands"][view.seat]) + list(view["discard"])
    for _s, played in view["field"]:
        gone += played
    for c in gone:
        try:
            pool.remove(c)
        except ValueError:
            pass
    return pool


def sample_hands(view: View, rng: Rng, pool: list[str] | None = None) -> list[list[str]]:
    """One guess of every hand, consistent with the view: the seat's own hand as it is, the
    unseen cards dealt at random to the others by their hand counts (the rest: out of the game)."""
    me = view.seat
    pool = list(unseen_pool(view) if pool is None else pool)
    rng.shuffle(pool)
    hands: list[list[str]] = []
    i = 0
    for s, n in enumerate(view["hand_counts"]):
        if s == me:
            hands.append(list(view["hands"][me]))
        else:
            hands.append(pool[i:i + n])
            i += n
    return hands


# --- the default policy and the judgement of a position --------------------------------------------

def light_view(st: DaifugoState, seat: int) -> View:
    """What the planner reads of a seat's view (see :func:`.planner.read`), built cheaply for the
    rollouts: the seat's own hand, the public cards, the hand counts and the order now."""
    return View(st.game.id, seat, {
        "hands": {seat: st.hands[seat]}, "discard": st.discard, "field": st.field,
        "hand_counts": [len(h) for h in st.hands], "status": st.status, "lead": not st.field,
        "inverted": st.inverted})


class Simulator:
    """The default policy of the rollouts and the evaluation of positions, for one rule set.

    Every seat of a rollout plays like the normal planner (on its guessed hand; decisions as
    :func:`.planner.decide` answers them), and knows which cards it must not go out with. The planner
    costs far less than the engine's own work per action."""

    def __init__(self, rules: "Rules | None" = None, planner: bool = True) -> None:
        self.rules = rules
        self.me_discards, self.others_discard = rules.targets if rules is not None else (True, True)
        self.planner = Planner() if planner else None

    def policy(self, st: DaifugoState, seat: int, legal: list[Action]) -> Action:
        """The action of ``seat`` in a rollout: the planner's turn (or the easy player's, without
        a planner), the agents' answers to decisions."""
        if len(legal) == 1:
            return legal[0]
        hand = st.hands[seat]
        inv = st.inverted
        if st.pending is not None:
            return self.decide(st, seat, legal, hand, inv)
        if self.planner is not None:
            unsafe = None
            if self.rules is not None and self.rules.book and len(hand) <= ENDGAME:
                unsafe = {c for c in set(hand) if not self.rules.can_finish_with(
                    st.seats, seat, st.vars["revolution"], st.vars["eleven_back"], c, self)}
            return self.planner._plan(light_view(st, seat), legal, unsafe)
        plays, pass_ = split(legal)
        action, _ = easy_choice(plays, pass_, hand, st.is_lead, inv)
        if action is None:
            return pass_ if pass_ is not None else legal[0]
        return action

    def decide(self, st: DaifugoState, seat: int, legal: list[Action], hand, inv: bool) -> Action:
        """A pending decision, answered as :func:`.planner.decide` answers it."""
        by_kind: dict[str, list[Action]] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        p = st.pending
        done = by_kind.get("done", [None])[0]
        for verb in ("give", "discard"):
            if verb in by_kind:
                a = pick_shed(by_kind[verb], hand, inv, p.get("left", 1), done is not None)
                return a if a is not None else done
        if "take" in by_kind:
            a = pick_take(by_kind["take"], hand, inv, done is not None)
            return a if a is not None else done
        if "declare" in by_kind:
            unseen = {r: 0 for r in ORDER}
            opponents = 0
            for s, h in enumerate(st.hands):
                if s != seat and st.status[s] == ACTIVE:
                    opponents += 1
                    for c in h:
                        if not is_joker(c):
                            unseen[rank(c)] += 1
            a, _ = pick_declare(by_kind["declare"], hand, unseen, opponents, inv,
                                self.me_discards, self.others_discard)
            if a is not None or done is not None:
                return a if a is not None else done
        if "order" in by_kind:
            return by_kind["order"][0]
        if "respond" in by_kind:
            return pick_respond(by_kind["respond"], inv)
        if "decline" in by_kind:
            return by_kind["decline"][0]
        if done is not None:
            return done
        plays, pass_ = split(legal)
        return plays[0] if plays else (pass_ or legal[0])

    hand_cost = staticmethod(hand_cost)

    def evaluate(self, st: DaifugoState, me: int) -> float:
        """The seat's prospects, 0 (last) … 1 (first): its final place when known, else its
        expected place, each active opponent being ahead with a probability that grows with
        how many fewer moves their hand needs."""
        n = st.seats
        if st.over:
            return (n - 1 - st.places.index(me)) / (n - 1)
        if me in st.places:
            return (n - 1 - st.places.index(me)) / (n - 1)
        if me in st.bottom:
            return st.bottom.index(me) / (n - 1)
        ahead = float(len(st.places))
        others = [s for s in range(n) if s != me and st.status[s] == ACTIVE]
        if st.status[me] != ACTIVE:
            ahead += len(others)
        else:
            inv = st.inverted
            lead_bonus = 0.5 if not st.field and st.pending is None else 0.0
            mine = self.hand_cost(st.hands[me], inv) - (lead_bonus if st.turn == me else 0.0)
            for s in others:
                theirs = self.hand_cost(st.hands[s], inv) - (lead_bonus if st.turn == s else 0.0)
                ahead += 1.0 / (1.0 + math.exp(theirs - mine))
        ahead = min(ahead, n - 1)
        return 1.0 - ahead / (n - 1)

    def rollout(self, st: DaifugoState, me: int, depth: int) -> float:
        """Play on with the default policy for ``depth`` actions (or until the game ends or the
        seat leaves it), then judge."""
        for _ in range(depth):
            if st.over or st.status[me] != ACTIVE:
                break
            seat = st.to_move()[0]
            legal = st.legal_actions(seat)
            play_on(st, self.policy(st, seat, legal), legal)
        return self.evaluate(st, me)


def play_on(st: DaifugoState, action: Action, legal: list[Action]) -> None:
    """``st.apply(action)`` for an action the policy took from ``legal`` (the state's own legal
    actions now), without its checks: an action the engine built is well formed and legal, and
    a guessed world checks no invariants. Anything else goes through ``apply``."""
    if not st.strict:
        for a in legal:
            if a is action:
                st._apply(action)
                st.actions.append(action)
                return
    st.apply(action)


# --- candidates and the search --------------------------------------------------------------------

def signature(action: Action) -> tuple:
    """Plays that differ only in suits count as one candidate."""
    return (action.kind, tuple(sorted(rank(c) for c in action.cards)))


def candidates(legal: Sequence[Action], prior: Action | None, k: int, inverted: bool) -> list[Action]:
    """At most ``k`` actions worth comparing: the planner's choice, the pass, then one play per
    distinct kind and ranks: whole natural groups first (weakest first), then the other plays
    without Jokers, then those with Jokers."""
    plays, pass_ = split(legal)
    out: list[Action] = []
    seen: set = set()

    def add(a: Action) -> None:
        sig = signature(a)
        if sig not in seen:
            seen.add(sig)
            out.append(a)

    if prior is not None and prior in legal:
        add(prior)
    if pass_ is not None:
        add(pass_)
    largest: dict[str, int] = {}
    for a in plays:
        if a.kind == "play" and not joker_count(a.cards):
            r = rank(a.cards[0])
            largest[r] = max(largest.get(r, 0), len(a.cards))

    def order(a: Action) -> tuple:
        jokers = joker_count(a.cards)
        whole = a.kind == "play" and not jokers and len(a.cards) == largest.get(rank(a.cards[0]), -1)
        return (jokers > 0, not whole, play_strength(a.cards, inverted), -len(a.cards))

    for a in sorted(plays, key=order):
        add(a)
    return out[:max(1, k)]


def decision_seed(seed: int, view: View) -> int:
    """The seed of one decision: the agent's seed and the position (so a view always gets the
    same answer, whatever was asked before)."""
    moves = int(view.get("moves", 0) or 0)
    return (seed * 0x9E3779B1 + moves * 0x85EBCA77 + (view.seat or 0) * 0xC2B2AE3D) & (2 ** 64 - 1)


def search(view: View, legal: Sequence[Action], budget: Budget, seed: int = 0,
           prior: Action | None = None) -> SearchResult | None:
    """The best of the candidate actions by determinised rollouts, or None when there is nothing
    to search (a decision a rule asks for, or a single candidate) or the search failed (an engine
    error; raised instead when :data:`STRICT`)."""
    if view.get("pending") is not None or any(a.kind not in PLAY_KINDS and a.kind != "pass" for a in legal):
        return None
    try:
        return _search(view, legal, budget, seed, prior)
    except Exception:
        if STRICT:
            raise
        return None


def _search(view: View, legal: Sequence[Action], budget: Budget, seed: int,
            prior: Action | None) -> SearchResult | None:
    inverted = bool(view.get("inverted", False))
    cands = candidates(legal, prior, budget.candidates, inverted)
    if len(cands) <= 1:
        return None
    rules = rules_for(view)
    game, options, book = rules.game, rules.options, rules.book
    me = view.seat
    rng = Rng(decision_seed(seed, view))
    sim = Simulator(rules)
    pool = unseen_pool(view)
    checker = None
    if budget.infer:
        seen = infer.trick_choices(view)
        checker = infer.Checker(view, seen) if seen else None
    worlds: list[DaifugoState] = []
    totals = [0.0] * len(cands)
    counts = [0] * len(cands)
    tried = [0] * len(cands)            # guesses met so far (an illegal candidate is not counted)
    state = {"rollouts": 0, "cut": False}
    clock = time.process_time
    deadline = clock() + budget.cap_ms / 1000.0

    def world(j: int) -> DaifugoState:
        while len(worlds) <= j:
            hands = infer.sample_consistent(view, rng, pool, checker, sample_hands)
            w = DaifugoState.from_view(game, view, hands, seed=rng.next_u32(), options=options, book=book)
            w.strict = False            # a guessed world: the invariants are checked in real play
            w.legal_actions(me)         # worked out once: its copies share it (the cache is kept)
            worlds.append(w)
        return worlds[j]

    def play(alive: list[int], upto: int) -> bool:
        """Every candidate in ``alive`` meets the guesses up to ``upto``; False when cut."""
        for j in range(min(tried[i] for i in alive), upto):
            for i in alive:
                if tried[i] > j:
                    continue
                if state["rollouts"] and clock() > deadline:
                    state["cut"] = True
                    return False
                tried[i] = j + 1
                st = world(j).clone()
                try:
                    st.apply(cands[i])
                except IllegalAction:        # a rule that depends on hidden cards: not in this guess
                    continue
                totals[i] += sim.rollout(st, me, budget.depth)
                counts[i] += 1
                state["rollouts"] += 1
        return True

    def score(i: int) -> float:
        if not counts[i]:
            return -1.0
        return totals[i] / counts[i] + (budget.bonus if cands[i] == prior else 0.0)

    alive = list(range(len(cands)))
    dropped: list[list[int]] = []       # per halving round: the candidates it dropped
    if budget.rollouts > 0:             # successive halving
        rounds = max(1, math.ceil(math.log2(len(cands))))
        upto = 0
        while len(alive) > 1:
            upto += max(2, budget.rollouts // (len(alive) * rounds))
            if not play(alive, upto):
                break
            alive.sort(key=lambda i: -score(i))
            keep = (len(alive) + 1) // 2
            dropped.append(alive[keep:])
            alive = alive[:keep]
    else:
        play(alive, budget.worlds)
    order = sorted(alive, key=lambda i: -score(i))
    for out in reversed(dropped):
        order += sorted(out, key=lambda i: -score(i))
    order = [i for i in order if counts[i]] + [i for i in order if not counts[i]]
    if not counts[order[0]]:
        return None
    means = {cands[i]: totals[i] / counts[i] for i in order if counts[i]}
    best = cands[order[0]]
    return SearchResult(best, means[best], state["rollouts"], means, state["cut"],
                        [cands[i] for i in order if counts[i]], {cands[i]: counts[i] for i in order if counts[i]})
