"""Daifugō AI heuristics below the search: reading the view, the strength of cards now, the
answers to decisions that rules ask for, the easy player and the normal level's hand planner
(:class:`Planner`). The levels are :mod:`.ai`; the search (:mod:`.search`) plays its rollouts with
the planner.
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Sequence

from core.ai.agent import CTX, Agent, Choice
from core.cards import CardList
from core.engine import QT_TRANSLATE_NOOP, Action, Msg, Rng, View, msg

from .cardmemo import is_joker, rank
from .combos import JOKER_STRENGTH, ORDER, STRENGTH, sort_key

RANKS = len(ORDER)                   # 13 natural powers, 0 (weakest now) … 12 (strongest now)
TOP = RANKS - 1                      # power of the strongest natural rank (2s; 3s when reversed)
TWO = TOP                            # (old name: the 2s in the normal order)
CONTROL = TOP - 1                    # cards of power >= CONTROL (A, 2; Jokers) are kept when optional
ENDGAME = 6                          # hands this small are checked for cards that cannot end a hand
GOOD_MARGIN = 2                      # a hand is good when weak groups <= controls + this margin
PLAY_KINDS = ("play", "sequence", "emperor")

T_OUT = QT_TRANSLATE_NOOP("ai", "Goes out with {cards}.")
T_RUN = QT_TRANSLATE_NOOP("ai", "Plays {cards}, which nobody can beat, to win the lead and then go out.")
T_LEAD_KEEP = QT_TRANSLATE_NOOP("ai", "Leads the weakest group ({cards}) to keep {keep} for later.")
T_LEAD = QT_TRANSLATE_NOOP("ai", "Leads the weakest group ({cards}).")
T_LEAD_PAIR = QT_TRANSLATE_NOOP("ai", "Leads {cards}: a player with one card left cannot answer it.")
T_FOLLOW = QT_TRANSLATE_NOOP("ai", "Follows with {cards} without breaking a group.")
T_MASTER = QT_TRANSLATE_NOOP("ai", "Plays {cards}, which nobody can beat, to take the lead.")
T_CONTROL = QT_TRANSLATE_NOOP("ai", "Plays {cards} to win the lead back for its weaker cards.")
T_BREAK = QT_TRANSLATE_NOOP("ai", "Plays {cards} from a larger group: its strong cards can win the lead back later.")
T_PASS_KEEP = QT_TRANSLATE_NOOP("ai", "Passes to keep {cards} for later.")
T_PASS_BREAK = QT_TRANSLATE_NOOP("ai", "Passes rather than break up {cards}.")
T_PASS_NONE = QT_TRANSLATE_NOOP("ai", "Passes: nothing in hand beats the field.")
T_PLAY = QT_TRANSLATE_NOOP("ai", "Plays {cards}.")
T_PASS_SAFE = QT_TRANSLATE_NOOP("ai", "Passes: its plays would leave only cards the rules do not let it go out with.")
T_EASY_LEAD = QT_TRANSLATE_NOOP("ai", "Leads its weakest cards, {cards}.")
T_EASY_FOLLOW = QT_TRANSLATE_NOOP("ai", "Plays the weakest cards that beat the field, {cards}.")
T_EASY_PASS = QT_TRANSLATE_NOOP("ai", "Passes to keep the Joker.")
# decisions asked for by added rules
T_GIVE = QT_TRANSLATE_NOOP("ai", "Gives away {cards}, its weakest card.")
T_DISCARD = QT_TRANSLATE_NOOP("ai", "Discards {cards}, its weakest card.")
T_KEEP_REST = QT_TRANSLATE_NOOP("ai", "Stops here to keep its strong cards.")
T_TAKE = QT_TRANSLATE_NOOP("ai", "Takes {cards} from the discard pile: a strong card wins a lead back.")
T_TAKE_NONE = QT_TRANSLATE_NOOP("ai", "Takes nothing: another card would only be one more to get rid of.")
T_DECLARE = QT_TRANSLATE_NOOP("ai", "Names {rank}: discarding that rank helps it more than the others.")
T_DECLARE_DONE = QT_TRANSLATE_NOOP("ai", "Names no more ranks: another would help the others more.")
T_ORDER = QT_TRANSLATE_NOOP("ai", "Lets the rules take effect in the order they are listed.")
T_RESPOND = QT_TRANSLATE_NOOP("ai", "Answers with {cards} to win the field.")
T_DECLINE = QT_TRANSLATE_NOOP("ai", "Does not answer.")
T_CHOOSE = QT_TRANSLATE_NOOP("ai", "Chooses the first of the options.")


def cards_text(cards: Sequence[str]) -> CardList:
    """Cards as a reason's argument: ``4♠ 4♥`` in English, translated by the GUI."""
    return CardList(cards)



# --- strength now -------------------------------------------------------------------------------

_POWER: tuple[dict, dict] = ({}, {})      # memo per order (normal, inverted): on the rollouts' hot path


def power(card: str, inverted: bool = False) -> int:
    """How strong one card is now: 0 … 12 for the natural ranks (reversed while the order is
    inverted), 13 for a Joker."""
    memo = _POWER[1 if inverted else 0]
    p = memo.get(card)
    if p is None:
        st = sort_key(card)[0]
        p = TOP - st if inverted and st != JOKER_STRENGTH else st
        memo[card] = p
    return p


_ORDER_KEY: tuple[dict, dict] = ({}, {})  # memo per order: (power, sort_key) of a card, the hand's order


def _order_key(card: str, inverted: bool) -> tuple:
    """A hand's order now: by power, then as in the hand (remembered per card)."""
    key = _ORDER_KEY[1 if inverted else 0][card] = (power(card, inverted), sort_key(card))
    return key


def play_strength(cards: Sequence[str], inverted: bool = False) -> int:
    """The power of a combination: that of its weakest card now (a set: its rank; Jokers only:
    Joker power)."""
    return min(power(c, inverted) for c in cards)


def joker_count(cards: Sequence[str]) -> int:
    return sum(1 for c in cards if sort_key(c)[0] == JOKER_STRENGTH)


def split(legal_actions: Sequence[Action]) -> tuple[list[Action], Action | None]:
    """The plays (of every shape) and the pass (None if passing is not allowed)."""
    plays = [a for a in legal_actions if a.kind in PLAY_KINDS]
    passes = [a for a in legal_actions if a.kind == "pass"]
    return plays, (passes[0] if passes else None)


def going_out(plays: list[Action], hand: list[str]) -> Action | None:
    """A play that empties the hand, if there is one."""
    n = len(hand)
    return next((a for a in plays if len(a.cards) == n), None)


def rules_in_force(view: View) -> bool:
    """Whether added rules are in force (the view's options list them)."""
    options = view.get("options") or {}
    return bool(options.get("rules"))


# --- reading the view -------------------------------------------------------------------------

@dataclass
class Table:
    """What the seat knows, digested: its hand by power, the cards not yet seen, the opponents."""

    hand: list[str]
    groups: dict[int, list[str]]     # power -> natural cards of the hand, weakest group first
    jokers: list[str]
    unseen: list[int]                # per power: natural cards not in hand, discard or field
    unseen_jokers: int
    max_opp: int                     # most cards an active opponent holds
    min_opp: int                     # fewest cards an active opponent holds
    top: tuple | None                # the field's top cards (None: we lead)
    inverted: bool = False

    def master(self, strength: int, size: int) -> bool:
        """True if no combination of the unseen cards can beat ``size`` cards of power
        ``strength`` (assuming, to be safe, that a single opponent might hold every unseen card)."""
        if size > self.max_opp or strength >= JOKER_STRENGTH:
            return True
        if self.unseen_jokers >= size:
            return False
        extra = min(self.unseen_jokers, size - 1)
        unseen = self.unseen
        for r in range(strength + 1, RANKS):
            if unseen[r] and unseen[r] + extra >= size:
                return False
        return True

    def power(self, cards: Sequence[str]) -> int:
        return play_strength(cards, self.inverted)


def seen_cards(view: View) -> list[str]:
    """The cards the seat has seen: its hand, the discard pile and the field."""
    seen = list(view["hands"][view.seat]) + list(view["discard"])
    for _, played in view["field"]:
        seen += played
    return seen


def read(view: View) -> Table:
    """Digest ``view`` (the view of the seat that is to move)."""
    seat = view.seat
    inverted = bool(view.get("inverted", False))
    hand = list(view["hands"][seat])
    unseen = [4] * RANKS
    unseen_jokers = 2
    memo = _POWER[1 if inverted else 0]          # power(c, inverted), read straight from its memo
    for c in seen_cards(view):
        p = memo.get(c)
        if p is None:
            p = power(c, inverted)
        if p == JOKER_STRENGTH:
            unseen_jokers -= 1
        else:
            unseen[p] -= 1
    groups: dict[int, list[str]] = {}
    jokers = []
    order = _ORDER_KEY[1 if inverted else 0]
    for c in sorted(hand, key=lambda c: order.get(c) or _order_key(c, inverted)):
        p = memo[c]
        if p == JOKER_STRENGTH:
            jokers.append(c)
        else:
            groups.setdefault(p, []).append(c)
    counts, status = view["hand_counts"], view["status"]
    opp = [counts[s] for s in range(len(counts)) if s != seat and status[s] == "active"] or [0]
    field = view["field"]
    top = tuple(field[-1][1]) if field and not view["lead"] else None
    return Table(hand, groups, jokers, [max(0, u) for u in unseen], max(0, unseen_jokers),
                 max(opp), min(opp), top, inverted)


def hand_cost(hand: Sequence[str], inverted: bool) -> float:
    """About how many moves the hand needs to go out: a weak rank group costs one move, a
    strong one less (it wins a lead back), a Joker a little."""
    groups: set[int] = set()
    jokers = 0
    for c in hand:
        p = power(c, inverted)
        if p == JOKER_STRENGTH:
            jokers += 1
        else:
            groups.add(p)
    cost = 0.25 * jokers
    for p in groups:
        cost += 1.0 if p < 8 else (0.75 if p < CONTROL else 0.5)
    return cost


#: Moves an opponent needs per card held (their hands are hidden): a dealt hand of 13-14 cards
#: needs about 8 moves by :func:`hand_cost`.
MOVES_PER_CARD = 0.6


def static_place(view: View, action: Action) -> float:
    """The seat's expected final place (1 = first) after ``action``, estimated without looking
    ahead: the places already taken, plus each active opponent ahead with a probability that
    grows with how many fewer moves their hand needs (:func:`hand_cost` for the seat's own hand
    after the action, :data:`MOVES_PER_CARD` per card for the others)."""
    me, inverted = view.seat, bool(view.get("inverted", False))
    hand = list(view["hands"][me])
    if action.kind in PLAY_KINDS or action.kind in ("give", "discard"):
        for c in action.cards:
            if c in hand:
                hand.remove(c)
    elif action.kind == "take":
        hand += list(action.cards)
    taken = len(view["places"]) + len(view.get("bottom") or ())
    if action.kind in PLAY_KINDS and not hand:
        return float(len(view["places"]) + 1)
    mine = hand_cost(hand, inverted)
    counts, status = view["hand_counts"], view["status"]
    ahead = float(len(view["places"]))
    for s in range(len(counts)):
        if s != me and status[s] == "active":
            ahead += 1.0 / (1.0 + math.exp(MOVES_PER_CARD * counts[s] - mine))
    return 1.0 + min(ahead, view["seats"] - 1 - (taken - len(view["places"])))


def preference(pick, view: View, legal_actions: Sequence[Action]) -> list[tuple[Action, Msg | None]]:
    """Every legal action in the order a deterministic policy prefers them: ``pick(view,
    actions) -> (action, reason)`` is asked again and again without the actions it took."""
    left = list(legal_actions)
    out = []
    while left:
        action, reason = pick(view, left)
        if action not in left:
            action = left[0]
        out.append((action, reason))
        left.remove(action)
    return out


def ranked(order: list[tuple[Action, Msg | None]], view: View, first: float | None = None) -> list:
    """``order`` (best first) as :class:`~core.ai.Choice` values in the unit "place": minus the
    expected place (:func:`static_place`), never better than the value of an action preferred
    to it (``first``: the value of the first, when known)."""
    out = []
    cap = None
    for i, (action, reason) in enumerate(order):
        v = -static_place(view, action) if not (i == 0 and first is not None) else first
        if cap is not None:
            v = min(v, cap)
        cap = v
        out.append(Choice(action, v, reason))
    return out


class DaifugoAgent(Agent):
    """Shared by the daifugō levels: a seeded Rng, the reasons, and the answers to decisions."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.seed = seed
        self.rng = Rng(seed)     # the heuristics are deterministic; the search seeds its own Rng

    def _say(self, action: Action, text: str, **extra) -> Action:
        self.reason = msg(CTX, text, cards=cards_text(action.cards), **extra)
        return action

    def _decide(self, view: View, legal_actions: Sequence[Action]) -> Action:
        action, reason = decide(view, legal_actions)
        self.reason = reason
        return action


# --- decisions asked for by added rules ---------------------------------------------------------

def shed_value(p: int) -> float:
    """What losing one card of power ``p`` is worth to its holder: a weak card is one move
    less to go out (1.0 for the weakest), a strong one wins a lead back (about 0 for an A)."""
    return 1.0 - p / (CONTROL)


def shed_key(card: str, hand: Sequence[str], inverted: bool) -> tuple:
    """Order of the cards to give away or discard: non-control first, a lone card before one of
    a group (that group still costs one move), then the weakest."""
    p = power(card, inverted)
    same = sum(1 for c in hand if not is_joker(c) and rank(c) == rank(card)) if p != JOKER_STRENGTH else 0
    return (p >= CONTROL, same > 1, p, sort_key(card))


def pick_shed(acts: Sequence[Action], hand: Sequence[str], inverted: bool, left: int,
              may_stop: bool) -> Action | None:
    """The card to give away or discard (None: stop, when stopping is allowed and only control
    cards are left, unless giving them all empties the hand)."""
    best = min(acts, key=lambda a: shed_key(a.cards[0], hand, inverted))
    if may_stop and power(best.cards[0], inverted) >= CONTROL and len(hand) > left:
        return None
    return best


def pick_take(acts: Sequence[Action], hand: Sequence[str], inverted: bool, may_stop: bool) -> Action | None:
    """The card to take from the discard pile (None: take nothing, when that is allowed and no
    control card is there, or when the hand is empty and a card would keep it from going out)."""
    best = max(acts, key=lambda a: (power(a.cards[0], inverted), sort_key(a.cards[0])))
    if may_stop and (not hand or power(best.cards[0], inverted) < CONTROL):
        return None
    return best


def declare_value(r: str, hand: Sequence[str], unseen: int, opponents: int, inverted: bool,
                  me: bool, them: bool) -> float:
    """How much naming rank ``r`` helps the seat relative to one opponent, when the named ranks
    are discarded by the seat (``me``) and/or the others (``them``): its own discards minus an
    average opponent's (``unseen`` cards of that rank are spread over ``opponents``)."""
    p = power(r + "s", inverted)
    value = shed_value(p)
    mine = sum(1 for c in hand if not is_joker(c) and rank(c) == r) if me else 0
    theirs = unseen / max(1, opponents) if them else 0.0
    return (mine - theirs) * value


def declare_targets(options: dict) -> tuple[bool, bool]:
    """Whether the declarer and the others discard named ranks under these rules ("each" by
    default)."""
    me = them = False
    found = False
    for rule in (options or {}).get("rules") or ():
        for comp in rule.get("components", ()) if isinstance(rule, dict) else ():
            for eff in comp.get("do") or () if isinstance(comp, dict) else ():
                if isinstance(eff, dict) and eff.get("do") == "discard_declared":
                    found = True
                    who = eff.get("who", "each")
                    me |= who in ("each", "actor")
                    them |= who != "actor"
    return (me, them) if found else (True, True)


def pick_declare(acts: Sequence[Action], hand: Sequence[str], unseen: dict[str, int], opponents: int,
                 inverted: bool, me: bool, them: bool) -> tuple[Action | None, str]:
    """The rank to name (None: stop) among the "declare" actions."""
    best, best_v = None, 0.0
    for a in acts:
        r = a.target.split(":", 1)[1]
        if r not in STRENGTH:
            continue
        v = declare_value(r, hand, unseen.get(r, 0), opponents, inverted, me, them)
        if v > best_v + 1e-9:
            best, best_v = a, v
    return best, (best.target.split(":", 1)[1] if best is not None else "")


def pick_respond(acts: Sequence[Action], inverted: bool) -> Action:
    """The cheapest answer: no Joker, the weakest cards, the fewest."""
    return min(acts, key=lambda a: (joker_count(a.cards), play_strength(a.cards, inverted), len(a.cards)))


def unseen_by_rank(view: View) -> dict[str, int]:
    """Per rank: natural cards the seat has not seen (in other hands or out of the game)."""
    left = {r: 4 for r in ORDER}
    for c in seen_cards(view):
        if not is_joker(c):
            left[rank(c)] -= 1
    return left


def rank_text(r: str) -> str:
    return "10" if r == "T" else r


def decide(view: View, legal_actions: Sequence[Action]) -> tuple[Action, Msg]:
    """Answer whatever is asked (a pending decision, or anything that is not a play or pass):
    the action and its reason. Always one of ``legal_actions``."""
    if not legal_actions:
        raise ValueError("no legal action to choose from")
    by_kind: dict[str, list[Action]] = {}
    for a in legal_actions:
        by_kind.setdefault(a.kind, []).append(a)
    pending = view.get("pending") or {}
    inverted = bool(view.get("inverted", False))
    hand = list(view["hands"][view.seat])
    done = by_kind.get("done", [None])[0]

    def say(text: str, **args) -> Msg:
        return msg(CTX, text, **args)

    for verb, text in (("give", T_GIVE), ("discard", T_DISCARD)):
        if verb in by_kind:
            left = int(pending.get("left", 1) or 1)
            a = pick_shed(by_kind[verb], hand, inverted, left, done is not None)
            if a is None:
                return done, say(T_KEEP_REST)
            return a, say(text, cards=cards_text(a.cards))
    if "take" in by_kind:
        a = pick_take(by_kind["take"], hand, inverted, done is not None)
        if a is None:
            return done, say(T_TAKE_NONE)
        return a, say(T_TAKE, cards=cards_text(a.cards))
    if "declare" in by_kind:
        counts, status = view["hand_counts"], view["status"]
        opponents = sum(1 for s in range(len(counts)) if s != view.seat and status[s] == "active")
        me, them = declare_targets(view.get("options") or {})
        a, r = pick_declare(by_kind["declare"], hand, unseen_by_rank(view), opponents, inverted, me, them)
        if a is not None:
            return a, say(T_DECLARE, rank=rank_text(r))
        if done is not None:
            return done, say(T_DECLARE_DONE)
    if "order" in by_kind:
        return by_kind["order"][0], say(T_ORDER)
    if "respond" in by_kind:
        a = pick_respond(by_kind["respond"], inverted)
        return a, say(T_RESPOND, cards=cards_text(a.cards))
    if "decline" in by_kind:
        return by_kind["decline"][0], say(T_DECLINE)
    if done is not None:
        return done, say(T_KEEP_REST)
    plays, pass_ = split(legal_actions)
    if plays:
        a = min(plays, key=lambda a: (joker_count(a.cards), play_strength(a.cards, inverted), -len(a.cards)))
        return a, say(T_PLAY, cards=cards_text(a.cards))
    if pass_ is not None:
        return pass_, say(T_PASS_NONE)
    return legal_actions[0], say(T_CHOOSE)


def is_turn(view: View, legal_actions: Sequence[Action]) -> bool:
    """Whether this is an ordinary turn (play or pass), not a decision asked for by a rule."""
    return not view.get("pending") and all(a.kind in PLAY_KINDS or a.kind == "pass" for a in legal_actions)


# --- easy -------------------------------------------------------------------------------------

def easy_choice(plays: list[Action], pass_: Action | None, hand: Sequence[str], lead: bool,
                inverted: bool) -> tuple[Action | None, str]:
    """The easy player's turn: (action, reason text); None means pass (or no play at all)."""
    out = going_out(plays, list(hand))
    if out is not None:
        return out, T_OUT
    natural = [a for a in plays if not joker_count(a.cards)]
    if lead:
        pool = natural or plays
        if not pool:
            return None, T_PASS_NONE
        # weakest card; of that card, the most cards at once (all of its rank, or a sequence)
        best = min(pool, key=lambda a: (play_strength(a.cards, inverted), joker_count(a.cards), -len(a.cards)))
        return best, T_EASY_LEAD
    pool = natural or (plays if pass_ is None or len(hand) <= 3 else [])
    if not pool:
        return None, (T_EASY_PASS if pass_ is not None and plays else T_PASS_NONE)
    best = min(pool, key=lambda a: (play_strength(a.cards, inverted), joker_count(a.cards)))
    return best, T_EASY_FOLLOW


class EasyAgent(DaifugoAgent):
    """Greedy: the weakest legal play, Jokers kept unless needed, passes only when stuck."""

    level = "easy"
    unit = "place"

    def _pick(self, view: View, legal_actions: Sequence[Action]) -> tuple[Action, Msg]:
        if not is_turn(view, legal_actions):
            return decide(view, legal_actions)
        plays, pass_ = split(legal_actions)
        hand = list(view["hands"][view.seat])
        action, text = easy_choice(plays, pass_, hand, bool(view["lead"]), bool(view.get("inverted", False)))
        if action is None:
            return (pass_ if pass_ is not None else legal_actions[0]), msg(CTX, text)
        return action, msg(CTX, text, cards=cards_text(action.cards))

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        action, self.reason = self._pick(view, legal_actions)
        return action

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list:
        """Its greedy order (asked again without the actions already ranked), valued by the
        expected place after each (:func:`ranked`)."""
        return ranked(preference(self._pick, view, legal_actions), view)


# --- normal -----------------------------------------------------------------------------------

@dataclass
class Group:
    """One planned move: the natural cards of one rank in the hand."""

    strength: int                    # power now
    cards: tuple
    master: bool

    @property
    def control(self) -> bool:
        """A card kept to win the lead back: a master, or the strongest rank."""
        return self.master or self.strength == TOP


def plan(table: Table, hand_groups: dict[int, list[str]] | None = None) -> list[Group]:
    """The hand as groups by rank, weakest first, each marked master or not."""
    groups = table.groups if hand_groups is None else hand_groups
    return [Group(st, tuple(cs), table.master(st, len(cs))) for st, cs in sorted(groups.items())]


def finish_safe(cards: Sequence[str], hand: Sequence[str], unsafe: set[str]) -> bool:
    """Whether playing ``cards`` keeps the seat able to go out: it goes out with cards it may go
    out with, or keeps at least one such card."""
    rest = list(hand)
    for c in cards:
        if c in rest:
            rest.remove(c)
    if not rest:
        return not any(c in unsafe for c in cards)
    return any(c not in unsafe for c in rest)


class Planner(DaifugoAgent):
    """The normal level's hand planning, without the search: moves to go out, control cards,
    masters from card counting."""

    def _plan(self, view: View, legal_actions: Sequence[Action], unsafe: set[str] | None = None) -> Action:
        """The planner's choice; ``unsafe``: cards the rules forbid to go out with (plays that
        go out with one, or leave nothing else, are avoided while there is another choice)."""
        plays, pass_ = split(legal_actions)
        table = read(view)
        if unsafe:
            safe = [a for a in plays if finish_safe(a.cards, table.hand, unsafe)]
            if len(safe) < len(plays) and (safe or pass_ is not None):
                if not safe:
                    self.reason = msg(CTX, T_PASS_SAFE)
                    return pass_
                plays = safe
        out = going_out(plays, table.hand)
        if out is not None:
            return self._say(out, T_OUT)
        by_cards = {a.cards: a for a in plays if a.kind == "play"}
        if table.top is None:
            action = self._lead(table, plays, by_cards)
        else:
            action = self._follow(table, plays, by_cards, pass_)
        if action is None:        # nothing planned is legal (an added rule): weakest play, else pass
            if plays:
                action = min(plays, key=lambda a: (joker_count(a.cards), table.power(a.cards), -len(a.cards)))
                return self._say(action, T_PLAY)
            self.reason = msg(CTX, T_PASS_NONE)
            return pass_ if pass_ is not None else legal_actions[0]
        return action

    # leading ---------------------------------------------------------------------------------
    def _lead(self, table: Table, plays, by_cards) -> Action | None:
        groups = plan(table)
        weak = [g for g in groups if not g.master]
        if len(weak) <= 1:                          # endgame: masters first, then the last group
            run = self._master_run(table, groups, by_cards)
            if run is not None:
                return run
        run = self._sequence_lead(table, plays, weak)
        if run is not None:
            return run
        leads = [g for g in weak if g.cards in by_cards] or [g for g in groups if g.cards in by_cards]
        if not leads:
            return None
        choice = leads[0]
        if table.min_opp == 1 and len(choice.cards) == 1:      # do not hand a last card the lead
            multi = [g for g in leads if len(g.cards) > 1]
            if multi:
                return self._say(by_cards[multi[0].cards], T_LEAD_PAIR)
        keep = [c for g in groups if g.control and g is not choice for c in g.cards] + table.jokers
        if keep:
            return self._say(by_cards[choice.cards], T_LEAD_KEEP, keep=cards_text(keep))
        return self._say(by_cards[choice.cards], T_LEAD)

    def _sequence_lead(self, table: Table, plays, weak: list[Group]) -> Action | None:
        """A sequence or emperor (when rules allow them) that removes at least two weak groups
        whole, without Jokers or control cards: it saves moves."""
        best = None
        weak_cards = {g.strength: len(g.cards) for g in weak}
        for a in plays:
            if a.kind == "play" or joker_count(a.cards):
                continue
            powers = [power(c, table.inverted) for c in a.cards]
            if any(p not in weak_cards for p in powers):
                continue
            gone = sum(1 for p in set(powers) if weak_cards[p] == 1)
            if gone >= 2:
                key = (-gone, min(powers), -len(a.cards))
                if best is None or key < best[0]:
                    best = (key, a)
        return self._say(best[1], T_PLAY) if best is not None else None

    def _master_run(self, table: Table, groups: list[Group], by_cards) -> Action | None:
        """In the endgame, a master play (a whole group, else a lone Joker) to keep the lead."""
        for g in groups:
            if g.master and g.cards in by_cards:
                return self._say(by_cards[g.cards], T_RUN)
        if table.jokers and (table.jokers[0],) in by_cards:
            return self._say(by_cards[(table.jokers[0],)], T_RUN)
        return None

    # following -------------------------------------------------------------------------------
    def _follow(self, table: Table, plays, by_cards, pass_) -> Action | None:
        size = len(table.top)
        groups = plan(table)
        weak_before = sum(1 for g in groups if not g.master)
        best = None
        # table.master of every group left after a play (a part of a group of the hand), asked once
        hand_groups = table.groups
        masters = {(st, n): table.master(st, n) for st, cs in hand_groups.items() for n in range(1, len(cs) + 1)}
        weak = {st: not masters[st, len(cs)] for st, cs in hand_groups.items()}
        weak_all = sum(weak.values())
        memo = _POWER[1 if table.inverted else 0]
        for a in plays:                      # a play after which only masters (and one group) remain
            # the groups left (as :func:`without` leaves them), worked out for the groups it touches
            touched: dict[int, list[str]] = {}
            for c in a.cards:
                st = memo.get(c)
                if st is None:
                    st = power(c, table.inverted)
                if st != JOKER_STRENGTH and st in hand_groups:
                    left = touched.get(st)
                    if left is None:
                        left = touched[st] = list(hand_groups[st])
                    if c in left:
                        left.remove(c)
            weak_after, groups_after = weak_all, len(hand_groups)
            for st, left in touched.items():
                weak_after -= weak[st]
                if left:
                    weak_after += not masters[st, len(left)]
                else:
                    groups_after -= 1
            jokers = joker_count(a.cards)
            strength = table.power(a.cards)
            wins = table.master(strength, size)
            if (wins and weak_after <= 1) or (weak_after == 0 and len(table.jokers) - jokers + groups_after > 0):
                key = (jokers, -len(a.cards), strength)
                if best is None or key < best[0]:
                    best = (key, a)
        if best is not None:
            return self._say(best[1], T_RUN)
        whole = [g for g in groups if len(g.cards) == size and g.cards in by_cards]
        clean = [g for g in whole if not g.control]
        if clean:
            return self._say(by_cards[clean[0].cards], T_FOLLOW)
        # a control (a master, or the strongest rank) takes the lead when a weak group waits
        controls = [g for g in whole if g.control]
        if controls and weak_before >= 1:
            g = controls[0]
            return self._say(by_cards[g.cards], T_MASTER if g.master else T_CONTROL)
        # with enough controls to win the lead back, shed cards even if a group breaks up
        if weak_before <= self.control_count(table, groups) + GOOD_MARGIN:
            parts = [a for a in plays if not joker_count(a.cards) and table.power(a.cards) < TOP]
            if parts:
                return self._say(min(parts, key=lambda a: table.power(a.cards)), T_BREAK)
        if pass_ is None:
            return None
        return self._pass(table, plays, groups, whole, pass_)

    @staticmethod
    def control_count(table: Table, groups: list[Group]) -> int:
        """The plays that can win the lead back: master groups, the strongest rank, each Joker."""
        return sum(1 for g in groups if g.control) + len(table.jokers)

    def _pass(self, table: Table, plays, groups: list[Group], whole: list[Group], pass_: Action) -> Action:
        """Pass, saying what is being kept."""
        if not plays:
            self.reason = msg(CTX, T_PASS_NONE)
        elif whole or any(joker_count(a.cards) for a in plays):
            keep = [c for g in whole for c in g.cards] or list(table.jokers)
            self.reason = msg(CTX, T_PASS_KEEP, cards=cards_text(keep))
        else:
            strengths = {table.power(a.cards) for a in plays}
            broken = next((g.cards for g in groups if g.strength in strengths), plays[0].cards)
            self.reason = msg(CTX, T_PASS_BREAK, cards=cards_text(broken))
        return pass_
