"""Daifugō AI: "easy" (greedy) and "normal" (hand planning with card counting).

Both read only the seat's view and choose among the legal actions they are given, so added rules
that allow or deny plays are respected without the AI knowing them.

- easy: plays the weakest legal play (a lead: all natural cards of its weakest rank), keeps the
  Jokers until its hand is down to three cards, and passes only when nothing else fits.
- normal: plans the hand as groups by rank (one group = one move to go out) and counts the cards
  seen (discard and field) to know which plays nobody can beat ("masters"). It leads its weakest
  group whole, follows with whole groups, keeps its control cards (masters, 2s, Jokers) until a
  weak group is waiting for the lead they win back, and goes out through masters in the endgame.
  With a poor hand (more weak groups than controls + GOOD_MARGIN) it passes rather than break a
  group, since the whole group will be led later; with a good hand it sheds cards from a group
  when nothing whole fits (measured: this beats never breaking against both easy and random).
- strong: for now the same as normal (an alias until a search-based player exists).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from core.ai.agent import CTX, Agent
from core.cards import CardList
from core.engine import QT_TRANSLATE_NOOP, Action, Rng, View, msg

from .combos import JOKER_STRENGTH, ORDER, sort_key

LEVELS = ("easy", "normal", "strong")
TWO = ORDER.index("2")               # strength of the 2s
RANKS = len(ORDER)                   # 13 natural strengths, 0 (3s) … 12 (2s)
GOOD_MARGIN = 2                      # a hand is good when weak groups <= controls + this margin

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
T_EASY_LEAD = QT_TRANSLATE_NOOP("ai", "Leads its weakest cards, {cards}.")
T_EASY_FOLLOW = QT_TRANSLATE_NOOP("ai", "Plays the weakest cards that beat the field, {cards}.")
T_EASY_PASS = QT_TRANSLATE_NOOP("ai", "Passes to keep the Joker.")


def cards_text(cards: Sequence[str]) -> CardList:
    """Cards as a reason's argument: ``4♠ 4♥`` in English, translated by the GUI."""
    return CardList(cards)


def make(level: str, seed: int = 0) -> Agent | None:
    """The daifugō agent for ``level`` (None for a level this module does not implement)."""
    if level == "easy":
        return EasyAgent(seed)
    if level in ("normal", "strong"):      # strong is an alias of normal for now
        agent = NormalAgent(seed)
        agent.level = level
        return agent
    return None


# --- reading the view -------------------------------------------------------------------------

@dataclass
class Table:
    """What the seat knows, digested: its hand by rank, the cards not yet seen, the opponents."""

    hand: list[str]
    groups: dict[int, list[str]]     # strength -> natural cards of the hand, weakest group first
    jokers: list[str]
    unseen: list[int]                # per strength: natural cards not in hand, discard or field
    unseen_jokers: int
    max_opp: int                     # most cards an active opponent holds
    min_opp: int                     # fewest cards an active opponent holds
    top: tuple | None                # the field's top cards (None: we lead)

    def master(self, strength: int, size: int) -> bool:
        """True if no combination of the unseen cards can beat ``size`` cards of ``strength``
        (assuming, to be safe, that a single opponent might hold every unseen card)."""
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


def read(view: View) -> Table:
    """Digest ``view`` (the view of the seat that is to move)."""
    seat = view.seat
    hand = list(view["hands"][seat])
    seen = list(hand) + list(view["discard"])
    for _, played in view["field"]:
        seen += played
    unseen = [4] * RANKS
    unseen_jokers = 2
    for c in seen:
        st = sort_key(c)[0]
        if st == JOKER_STRENGTH:
            unseen_jokers -= 1
        else:
            unseen[st] -= 1
    groups: dict[int, list[str]] = {}
    jokers = []
    for c in sorted(hand, key=sort_key):
        st = sort_key(c)[0]
        if st == JOKER_STRENGTH:
            jokers.append(c)
        else:
            groups.setdefault(st, []).append(c)
    counts, status = view["hand_counts"], view["status"]
    opp = [counts[s] for s in range(len(counts)) if s != seat and status[s] == "active"] or [0]
    field = view["field"]
    top = tuple(field[-1][1]) if field and not view["lead"] else None
    return Table(hand, groups, jokers, [max(0, u) for u in unseen], max(0, unseen_jokers),
                 max(opp), min(opp), top)


def play_strength(cards: Sequence[str]) -> int:
    """The strength of a combination (its natural rank, or Joker strength if all Jokers)."""
    return min(sort_key(c)[0] for c in cards)


def joker_count(cards: Sequence[str]) -> int:
    return sum(1 for c in cards if sort_key(c)[0] == JOKER_STRENGTH)


def split(legal_actions: Sequence[Action]) -> tuple[list[Action], Action | None]:
    """The plays and the pass (None if passing is not allowed)."""
    plays = [a for a in legal_actions if a.kind == "play"]
    passes = [a for a in legal_actions if a.kind == "pass"]
    return plays, (passes[0] if passes else None)


def going_out(plays: list[Action], hand: list[str]) -> Action | None:
    """A play that empties the hand, if there is one."""
    n = len(hand)
    return next((a for a in plays if len(a.cards) == n), None)


class DaifugoAgent(Agent):
    """Shared by the daifugō levels: a seeded Rng and the reason for the chosen play."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__()
        self.rng = Rng(seed)     # the levels here are deterministic; kept for tie-breaks to come

    def _say(self, action: Action, text: str, **extra) -> Action:
        self.reason = msg(CTX, text, cards=cards_text(action.cards), **extra)
        return action


# --- easy -------------------------------------------------------------------------------------

class EasyAgent(DaifugoAgent):
    """Greedy: the weakest legal play, Jokers kept unless needed, passes only when stuck."""

    level = "easy"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        plays, pass_ = split(legal_actions)
        hand = list(view["hands"][view.seat])
        out = going_out(plays, hand)
        if out is not None:
            return self._say(out, T_OUT)
        natural = [a for a in plays if not joker_count(a.cards)]
        if view["lead"]:
            pool = natural or plays
            # weakest rank; of that rank, all its natural cards at once
            best = min(pool, key=lambda a: (play_strength(a.cards), joker_count(a.cards), -len(a.cards)))
            return self._say(best, T_EASY_LEAD)
        pool = natural or (plays if pass_ is None or len(hand) <= 3 else [])
        if not pool:
            if pass_ is not None and plays:
                self.reason = msg(CTX, T_EASY_PASS)
            else:
                self.reason = msg(CTX, T_PASS_NONE)
            return pass_ if pass_ is not None else legal_actions[0]
        best = min(pool, key=lambda a: (play_strength(a.cards), joker_count(a.cards)))
        return self._say(best, T_EASY_FOLLOW)


# --- normal -----------------------------------------------------------------------------------

@dataclass
class Group:
    """One planned move: the natural cards of one rank in the hand."""

    strength: int
    cards: tuple
    master: bool

    @property
    def control(self) -> bool:
        """A card kept to win the lead back: a master, or the 2s."""
        return self.master or self.strength == TWO


def plan(table: Table, hand_groups: dict[int, list[str]] | None = None) -> list[Group]:
    """The hand as groups by rank, weakest first, each marked master or not."""
    groups = table.groups if hand_groups is None else hand_groups
    return [Group(st, tuple(cs), table.master(st, len(cs))) for st, cs in sorted(groups.items())]


def without(groups: dict[int, list[str]], cards: Sequence[str]) -> dict[int, list[str]]:
    """The rank groups after ``cards`` have been played (Jokers are not in the groups)."""
    out = {st: list(cs) for st, cs in groups.items()}
    for c in cards:
        st = sort_key(c)[0]
        if st != JOKER_STRENGTH:
            out[st].remove(c)
            if not out[st]:
                del out[st]
    return out


class NormalAgent(DaifugoAgent):
    """Hand planning: moves to go out, control cards, masters from card counting."""

    level = "normal"

    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        plays, pass_ = split(legal_actions)
        table = read(view)
        out = going_out(plays, table.hand)
        if out is not None:
            return self._say(out, T_OUT)
        by_cards = {a.cards: a for a in plays}
        if table.top is None:
            action = self._lead(table, plays, by_cards)
        else:
            action = self._follow(table, plays, by_cards, pass_)
        if action is None:        # nothing planned is legal (an added rule): weakest play, else pass
            if plays:
                action = min(plays, key=lambda a: (joker_count(a.cards), play_strength(a.cards), -len(a.cards)))
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
        for a in plays:                      # a play after which only masters (and one group) remain
            rest = plan(table, without(table.groups, a.cards))
            weak_after = sum(1 for g in rest if not g.master)
            jokers_after = len(table.jokers) - joker_count(a.cards)
            wins = table.master(play_strength(a.cards), size)
            if (wins and weak_after <= 1) or (weak_after == 0 and jokers_after + len(rest) > 0):
                key = (joker_count(a.cards), -len(a.cards), play_strength(a.cards))
                if best is None or key < best[0]:
                    best = (key, a)
        if best is not None:
            return self._say(best[1], T_RUN)
        whole = [g for g in groups if len(g.cards) == size and g.cards in by_cards]
        clean = [g for g in whole if not g.control]
        if clean:
            return self._say(by_cards[clean[0].cards], T_FOLLOW)
        # a control (a master, or the 2s) takes the lead when a weak group is waiting to be led
        controls = [g for g in whole if g.control]
        if controls and weak_before >= 1:
            g = controls[0]
            return self._say(by_cards[g.cards], T_MASTER if g.master else T_CONTROL)
        # with enough controls to win the lead back, shed cards even if a group breaks up
        if weak_before <= self.control_count(table, groups) + GOOD_MARGIN:
            parts = [a for a in plays if not joker_count(a.cards) and play_strength(a.cards) < TWO]
            if parts:
                return self._say(min(parts, key=lambda a: play_strength(a.cards)), T_BREAK)
        if pass_ is None:
            return None
        return self._pass(table, plays, groups, whole, pass_)

    @staticmethod
    def control_count(table: Table, groups: list[Group]) -> int:
        """The plays that can win the lead back: master groups, the 2s and each Joker."""
        return sum(1 for g in groups if g.control) + len(table.jokers)

    def _pass(self, table: Table, plays, groups: list[Group], whole: list[Group], pass_: Action) -> Action:
        """Pass, saying what is being kept."""
        if not plays:
            self.reason = msg(CTX, T_PASS_NONE)
        elif whole or any(joker_count(a.cards) for a in plays):
            keep = [c for g in whole for c in g.cards] or list(table.jokers)
            self.reason = msg(CTX, T_PASS_KEEP, cards=cards_text(keep))
        else:
            strengths = {play_strength(a.cards) for a in plays}
            broken = next((g.cards for g in groups if g.strength in strengths), plays[0].cards)
            self.reason = msg(CTX, T_PASS_BREAK, cards=cards_text(broken))
        return pass_
