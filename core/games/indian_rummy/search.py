"""The "strong" Indian Rummy AI: normal's planner, with a one-ply look-ahead over the hidden cards
that values every candidate in chips.

For a decision it

1. works out what the seat cannot see (:func:`unseen_pool`): the full pack minus its hand, the
   discard pile, the cut-joker card (while it lies under the stock, or apart) and the cards known
   to be in other hands (its own discards that the next player took, remembered from earlier
   views). The next card it draws or is offered is one of these, each equally likely: the
   determinisation of its own draws is taken in expectation over this pool, not by sampling;
2. for each candidate hand of 13 cards (after a discard; after taking the top discard; after each
   possible stock card) counts its **outs** (:meth:`Lookahead.outs`): the unseen cards whose
   arrival would lower its distance (:mod:`.plan`), found with the planner;
3. values a hand in chips (:func:`hand_value`): the chance of declaring first (a logistic model of
   the distance, the share of outs in the pool and the turn, fitted to 700 rounds of four normal
   players; against ``k`` players left, the chance against three to the power ``k / 3``) times
   what the others pay on average, minus the chance of losing times the share of the count a
   loser pays (under the round's tier rule and cap);
4. at the draw phase compares the stock (expected over every unseen card when the choice is
   close, else a quick estimate), the top discard (when it lowers the distance; then the best
   discard after it) and packing (minus the penalty); at the discard phase compares every
   distinct natural card of the hand (the planner's candidates first), each minus the price of feeding the next
   player: the chance that it lowers that player's distance, judged on ``FEED_SAMPLES`` random
   deals of that hand consistent with the view (its size, the cards known to be in it, the rest
   from the unseen pool), smoothed toward the planner's danger score.

All randomness comes from an :class:`~core.engine.Rng` seeded from the agent's seed and the
position, so the same view gives the same choice. The work per decision is bounded (about 25
planner calls for the outs of each distinct hand, cached for the round); a hard cap
(``CAP_SECONDS``) drops what is not judged by then, the only case where the machine's speed could
change a choice. Measured (``python -m core.bench --game indian_rummy``): median about 30 ms a
move, p99 under 200 ms.

Tried and not kept (2026-11-28; the code is commit 2a7c2ef of branch fix31-indian): short
rollouts of our own hand judging the discard candidates and take-or-stock (16 draw sequences
from the unseen pool shared by the candidates, 4 of our turns, the opponents declaring with a
per-opponent chance by turn fitted to normal self-play, 0.007 0.021 0.064 0.094 then 0.125, our
exact count paid then; greedy discards of the highest dead card; the one-ply value at the
horizon). Paired against this strong on the same deals: india_points +0.025 / +0.017 / +0.044
on the 20-deal blocks of seeds 11, 500, 301, but -0.010 ± 0.016 on the 30 further deals of
seed 11 (200 games: 0.571 ± 0.027 against 0.567 ± 0.029), +0.016 ± 0.020 over all 90 deals;
the seed's rules -0.023 (seed 11) and -0.025 (seed 500), -0.024 ± 0.041 over 40 deals. p99
about 490 ms. Five candidates instead of three: +0.021 / -0.006 / -0.029 on the india blocks;
rolling out packing too: packed more, -0.042 on seed 11.
"""
from __future__ import annotations

import math
import time
import zlib
from collections import Counter
from typing import Sequence

from core.cards import is_joker
from core.engine import QT_TRANSLATE_NOOP, Action, Rng, View
from core.rummy import best_arrangement

from . import plan as P
from .agents import NormalAgent, Table, cards_text, distance_text, open_group, seen_faces
from .deal import make_pack

#: logistic model of declaring first, per distance of the 13 cards after our discard (1 ... 5+):
#: (intercept, per share of outs in the unseen pool, per turn number of our next turn, per
#: opponent fewer than three still in the round, no longer used: see :func:`win_chance`); fitted
#: to 700 rounds of four normal players
WIN_MODEL = {1: (-0.01, 5.02, -0.28, 0.77), 2: (-1.05, 2.72, -0.35, 0.71), 3: (-2.19, 2.20, -0.26, 0.62),
             4: (-1.95, 0.78, -0.67, 1.46), 5: (-2.90, 0.50, -0.70, 1.20)}
#: what an opponent pays on average when we declare (130 from three)
PAY_PER_OPPONENT = 43
#: the share of the count paid on losing, per distance (measured alike)
LOSS_SHARE = {0: 1.0, 1: 1.0, 2: 0.81, 3: 0.74, 4: 0.74, 5: 0.84}
#: the typical share of outs at each distance (measured alike), for a hand one card closer than
#: the one we know
TYPICAL_OUTS = {0: 0.0, 1: 0.124, 2: 0.244, 3: 0.329, 4: 0.40, 5: 0.526}
#: feeding the next player: guesses of its hand, the weight of the planner's danger score as a
#: prior (in guesses), and what a card it takes costs us: chips plus a share of our count
FEED_SAMPLES = 4
FEED_PRIOR = 2.0
FEED_CHIPS = 4.0
FEED_SHARE = 0.1
#: the hard cap per move (seconds): candidates not judged by then are dropped
CAP_SECONDS = 1.0
#: candidates compared at the discard phase (dead cards first, then the planner's next best), and
#: after taking the top discard
MAX_CANDIDATES = 3
TAKE_CANDIDATES = 1
#: the stock is valued card by card when the quick estimate is this close to another choice
CLOSE_CHIPS = 12.0

T_SEARCH_STOCK = QT_TRANSLATE_NOOP("ai", "Draws from the stock: {card} on the discard pile would not help, but "
                                         "{outs} of the unseen cards would; {distance}.")
T_SEARCH_TAKE = QT_TRANSLATE_NOOP("ai", "Takes {card} from the discard pile: {distance}, and {outs} of the "
                                        "unseen cards would help it on.")
T_SEARCH_PLAY_ON = QT_TRANSLATE_NOOP("ai", "Plays on rather than pack (パッキング) for {penalty}: the hand is "
                                           "{distance}, and {outs} of the unseen cards would help it.")
T_SEARCH_PACK = QT_TRANSLATE_NOOP("ai", "Packs (パッキング) and owes {penalty}: the hand is {distance} and would pay "
                                        "{count} if someone declared; playing on is expected to cost about {loss}.")
T_SEARCH_DISCARD = QT_TRANSLATE_NOOP("ai", "Discards {card}: then {outs} of the unseen cards would help the hand; "
                                           "{distance}.")
T_SEARCH_DISCARD_KEEP = QT_TRANSLATE_NOOP("ai", "Discards {card} and keeps {keep} open: then {outs} of the unseen "
                                                "cards would help the hand; {distance}.")

def unseen_pool(t: Table, known: Sequence[str] = ()) -> list[str]:
    """The cards the seat may still draw or be offered: the full pack minus its hand, the discard
    pile, the cut-joker card while it lies under the stock (it is the last card) or apart, and
    ``known`` cards (in other hands)."""
    gone = set(t.hand) | set(t.discard) | set(known)
    if t.cut_in_stock or not t.options.get("cut_joker_in_stock", True):
        gone.add(t.cut)
    return [c for c in make_pack(t.decks) if c not in gone]


WILD = -1            # a wild card among the guessed cards


def decision_seed(seed: int, t: Table) -> int:
    """The seed of one decision's guesses: the agent's seed and the position (the same view
    always gets the same answer)."""
    text = "|".join([repr(t.round_key), t.phase, ",".join(t.hand), ",".join(t.discard),
                     ",".join(map(str, t.turns_taken))])
    return (zlib.crc32(text.encode()) ^ (seed * 0x9E3779B1)) & 0xFFFFFFFFFFFF


def win_chance(d: int, share: float, turn: int, opponents: int) -> float:
    """Chance of declaring first with 13 cards at distance ``d`` whose outs are ``share`` of the
    unseen pool, before our turn number ``turn``, against ``opponents`` players still in: the
    model's chance against three (:data:`WIN_MODEL`, fitted at four seats) is the chance of
    beating each of three alike, so against ``k`` it is that chance to the power ``k / 3``
    (its fitted term per opponent fewer extrapolated badly: heads-up it valued a hand 4 cards
    from Rummy above one 3 cards from it, and far hands far too low)."""
    if d <= 0:
        return 1.0
    if opponents <= 0:
        return 1.0
    a, b, c, _ = WIN_MODEL[min(d, 5)]
    z = a + b * share + c * turn
    p = 1.0 / (1.0 + math.exp(-z))
    return p if opponents == 3 else p ** (opponents / 3.0)


def hand_value(d: int, share: float, count: int, turn: int, t: Table) -> float:
    """Expected chips of 13 cards after our discard (see the module docstring)."""
    opps = t.opponents()
    packers = sum(int(p) for s, p in enumerate(t.pack_penalty) if t.status[s] == "packed")
    cap = int(t.options.get("max_count") or 0)
    gain = packers + sum(min(PAY_PER_OPPONENT, cap) if cap else PAY_PER_OPPONENT for _ in opps)
    if not opps:
        return gain
    win = win_chance(d, share, turn, len(opps))
    paid = min(count, cap) if cap else count
    return win * gain - (1.0 - win) * LOSS_SHARE[min(d, 5)] * paid


class Lookahead:
    """The outs of hands of one position: which unseen faces (and wild cards) would lower the
    distance, weighted by how many of them are unseen; cached per hand."""

    def __init__(self, t: Table, pool: list[str], cache: dict) -> None:
        self.t = t
        self.rules = t.rules
        self.planner = P.planner(t.rules)
        self.root = self.planner.root_flags()
        faces: Counter = Counter()
        wilds = 0
        for c in pool:
            if t.wild(c):
                wilds += 1
            else:
                faces[P.face(c)] += 1
        self.pool_faces = faces
        self.pool_wilds = wilds
        self.size = max(1, len(pool))
        self.cache = cache            # (x, w) -> (useful faces, a wild helps); kept by the agent

    def kept(self, x: int, w: int) -> int:
        return self.planner.solve(x, w, P.SLOTS, self.root) >> P.KEPT_SHIFT

    def useful(self, x: int, w: int, within: tuple | None = None) -> tuple[frozenset, bool]:
        """The faces whose arrival raises the cards kept of (x, w), and whether a wild does.
        Tried: the faces next to (same rank, or same suit within two places) a natural card that
        the best plan leaves dead or keeps in a group still missing cards; next to any natural
        card when the plan leaves slots free. A card next to complete melds only could not be
        kept without giving up another. Faces with no unseen copy are not tried (they cannot come).
        ``within``: (faces, wild) known to contain the answer, e.g. what helps a 14-card hand
        contains what helps any 13 of its cards that keep as many (only those are tried)."""
        key = (x << 8) | w
        got = self.cache.get(key)
        if got is not None:
            return got
        k0 = self.kept(x, w)
        if within is not None:
            faces, wild = within
            found = [f for f in faces if (x >> (2 * f)) & 3 < 3 and self.kept(x + (1 << (2 * f)), w) > k0]
            got = self.cache[key] = (frozenset(found), wild and self.kept(x, w + 1) > k0)
            return got
        groups, dead, _ = self.planner.path(x, w)
        if sum(core.m for core, _, _ in groups) < P.SLOTS:
            needy = (x | (x >> 1)) & P.MASK
        else:
            needy = 0
            for f in dead:
                needy |= 1 << (2 * f)
            for core, u, _ in groups:
                if core.m - core.n - u > 0:
                    for f in core.faces:
                        needy |= 1 << (2 * f)
        found = []
        pool = self.pool_faces
        for f in near_faces(needy):
            if pool.get(f) and self.kept(x + (1 << (2 * f)), w) > k0:
                found.append(f)
        wild = self.kept(x, w + 1) > k0
        got = self.cache[key] = (frozenset(found), wild)
        return got

    def outs(self, x: int, w: int, within: tuple | None = None) -> tuple[int, float]:
        """(unseen cards that would help, their share of the pool); ``within`` as for :meth:`useful`."""
        faces, wild = self.useful(x, w, within)
        n = sum(self.pool_faces.get(f, 0) for f in faces) + (self.pool_wilds if wild else 0)
        return n, n / self.size


_NEAR: dict = {}


def near_faces(held: int) -> list[int]:
    """Faces next to a held face: the same rank in another suit, or the same suit one or two
    places away (the Ace next to the 2 and the King)."""
    got = _NEAR.get(held)
    if got is not None:
        return got
    out = set()
    for f in range(52):
        if not held >> (2 * f) & 1:
            continue
        s, r = divmod(f, 13)
        for u in range(4):
            out.add(u * 13 + r)
        for dr in (-2, -1, 1, 2):
            q = r + dr
            if 0 <= q < 13:
                out.add(s * 13 + q)
            elif q == 13:                       # above the King: the Ace (Q-K-A)
                out.add(s * 13)
            elif q == 14:
                out.add(s * 13 + 1)
            elif q == -1:                       # below the Ace: K-A is no run, but Q-K-A is
                out.add(s * 13 + 12)
            elif q == -2:
                out.add(s * 13 + 11)
    got = sorted(out)
    if len(_NEAR) > 50_000:
        _NEAR.clear()
    _NEAR[held] = got
    return got


def encode(hand: Sequence[str], t: Table) -> tuple[int, int]:
    """(x, w) of a hand, every wild-rank card counted as wild."""
    x = w = 0
    for c in hand:
        if t.wild(c):
            w += 1
        else:
            x += 1 << (2 * P.face(c))
    return x, w


class StrongAgent(NormalAgent):
    """Normal's planner; draws, discards and packing chosen by their expected chips."""

    level = "strong"
    unit = "chips"
    DECLARE_VALUE, WRONG_SHOW_VALUE, WILD_BELOW = 0.0, -80.0, 5.0

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.last_search = None
        self._useful: dict = {}
        self._outs_after: tuple | None = None
        self._round: tuple | None = None
        self._deadline = 0.0

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list:
        self.last_search = None
        self._deadline = time.process_time() + CAP_SECONDS
        round_key = (view.get("round"), view.get("dealer"), view.get("cut_joker"))
        if round_key != self._round or len(self._useful) > 20_000:
            self._round = round_key                  # the outs found depend on the round's cards
            self._useful.clear()
            self._outs_after = None
        return super().rank(view, legal_actions)

    def _declare_value(self, t: Table) -> float:
        """A Rummy declared now: what the others pay on average (and the packers' penalties)."""
        return hand_value(0, 1.0, 0, t.turns_taken[t.seat] + 1, t)

    def _look(self, t: Table) -> Lookahead:
        known = [c for cards in self.memory.taken.values() for c in cards]
        return Lookahead(t, unseen_pool(t, known), self._useful)

    def _value(self, t: Table, look: Lookahead, hand: Sequence[str], turn: int,
               outs: tuple[int, float] | None = None, within: tuple | None = None
               ) -> tuple[float, int, int, int, float]:
        """(chips, distance, outs, count, share of outs) of 13 cards kept after our discard;
        ``outs`` (count, share) when already known; ``within`` as for :meth:`Lookahead.useful`."""
        packed = P.best_score(hand, t.rules)[0]
        d = P.HAND - (packed >> P.KEPT_SHIFT)
        if outs is None:
            x, w = encode(hand, t)
            outs = look.outs(x, w, within)
        n, share = outs
        count = best_arrangement(list(hand), t.rules).count
        return hand_value(d, 1.0 if d == 0 else share, count, turn, t), d, n, count, share

    # --- drawing ----------------------------------------------------------------------------
    def _draw(self, t: Table, acts: dict) -> Action:
        look = self._look(t)
        turn = t.turns_taken[t.seat] + 1              # the turn after this one
        hand = list(t.hand)
        x, w = encode(hand, t)
        d = P.HAND - look.kept(x, w)
        key = tuple(sorted(hand))
        if self._outs_after is not None and self._outs_after[0] == key:
            n, share = self._outs_after[1]            # as found when we chose this discard
        else:
            n, share = look.outs(x, w)
        count = best_arrangement(hand, t.rules).count
        values: dict[str, float] = {}
        take, stock, pack = acts.get("take_discard"), acts.get("draw_stock"), acts.get("pack")
        taken = None
        if take is not None:
            taken = self._best_after_take(t, look, hand, take.cards[0], turn)
            if taken is not None:
                values["take"] = taken[0]
        if pack is not None:
            values["pack"] = -float(t.penalty(t.first_turn))
        quick = self._quick_stock_value(t, d, share, count, turn)
        if stock is not None:
            close = (any(abs(v - quick) < CLOSE_CHIPS for v in values.values())
                     and time.process_time() < self._deadline)
            values["stock"] = self._stock_value(t, look, hand, d, share, count, turn) if close else quick
        elif take is not None and "take" not in values:
            values["take"] = quick                     # no stock: taking is the only draw
        if not values:
            return self._stock(t, acts)
        best = max(values, key=lambda k: (values[k], k == "stock"))
        if take is not None and "take" not in values:       # only for the ranking: not a candidate
            values["take"] = self._value_take(t, look, hand, take.cards[0], turn)
        for k, v in values.items():
            a = {"take": take, "stock": stock, "pack": pack}[k]
            if a is not None:
                self._values[a] = v
        self.last_search = (values, n)
        dist = distance_text(d)
        if best == "pack":
            cap = int(t.options.get("max_count") or 0)
            play = max((v for k, v in values.items() if k != "pack"), default=0.0)
            return self._say(pack, T_SEARCH_PACK, penalty=t.penalty(t.first_turn), distance=dist,
                             count=min(count, cap) if cap else count, loss=max(0, round(-play)))
        if best == "take" and taken is not None:
            return self._say(take, T_SEARCH_TAKE, card=cards_text(take.cards),
                             distance=distance_text(taken[1], now=True), outs=taken[2])
        if stock is None:
            return self._stock(t, acts)
        if take is not None:
            return self._say(stock, T_SEARCH_STOCK, card=cards_text(take.cards), outs=n, distance=dist)
        if pack is not None:
            return self._say(stock, T_SEARCH_PLAY_ON, penalty=t.penalty(t.first_turn), distance=dist, outs=n)
        return self._stock(t, acts)

    def _value_take(self, t: Table, look: Lookahead, hand: list, card: str, turn: int) -> float:
        """Chips of taking ``card`` when it does not lower the distance: the best 13 cards left
        (by the plan) after discarding another card."""
        both = hand + [card]
        the_plan = P.plan(both, t.rules)
        may_again = bool(t.options.get("may_discard_taken_card"))
        best = None
        for out in self._candidate_faces(both, the_plan, t, exclude=None if may_again else card)[:TAKE_CANDIDATES]:
            rest = list(both)
            rest.remove(out)
            got = self._value(t, look, rest, turn)[0]
            best = got if best is None else max(best, got)
        return best if best is not None else -float(best_arrangement(both, t.rules).count)

    @staticmethod
    def _quick_stock_value(t: Table, d: int, share: float, count: int, turn: int) -> float:
        """A quick estimate of drawing from the stock: with the share of outs the hand gets one
        card closer (with typical outs), else it stays; the count drops a little either way."""
        if d <= 0:
            return hand_value(0, 1.0, 0, turn, t)
        better = hand_value(d - 1, TYPICAL_OUTS[min(d - 1, 5)], max(0, count - 6), turn, t)
        same = hand_value(d, share, max(0, count - 2), turn, t)
        return share * better + (1.0 - share) * same

    def _stock_value(self, t: Table, look: Lookahead, hand: list, d: int, share: float, count: int,
                     turn: int) -> float:
        """Expected chips of drawing from the stock, over every unseen card: a card that helps
        brings the hand one card closer (the highest dead card goes out; the new hand's count is
        exact, its outs typical); another one only replaces the highest dead card if it is worth
        less."""
        x, w = encode(hand, t)
        useful, wild_helps = look.useful(x, w)
        the_plan = P.plan(hand, t.rules)
        top_dead = max((P.face_value(f) for f in the_plan.dead), default=0)
        total = 0.0
        for f, n in look.pool_faces.items():
            if time.process_time() > self._deadline:      # the hard cap
                return self._quick_stock_value(t, d, share, count, turn)
            if f in useful:
                total += n * self._improved(t, hand, P.face_card(f), d, turn)
            else:
                drop = max(0, top_dead - P.face_value(f))
                total += n * hand_value(d, share, max(0, count - drop), turn, t)
        if look.pool_wilds:
            if wild_helps:
                total += look.pool_wilds * self._improved(t, hand, "X", d, turn)
            else:
                total += look.pool_wilds * hand_value(d, share, count, turn, t)
        return total / max(1, sum(look.pool_faces.values()) + look.pool_wilds)

    def _improved(self, t: Table, hand: list, card: str, d: int, turn: int) -> float:
        """Chips of the hand after drawing ``card``, which lowers its distance: the highest dead
        card goes out; the count of the 13 left is exact, their outs typical."""
        both = hand + [card]
        the_plan = P.plan(both, t.rules)
        dead = the_plan.dead
        if dead:
            f = max(dead, key=P.face_value)
            out = next(c for c in both if not t.wild(c) and P.face(c) == f)
        else:
            out = next((c for c in both if t.wild(c) and not is_joker(c)), card)
        rest = list(both)
        rest.remove(out)
        count = best_arrangement(rest, t.rules).count
        nd = the_plan.distance
        return hand_value(nd, TYPICAL_OUTS[min(nd, 5)], count, turn, t)

    def _best_after_take(self, t: Table, look: Lookahead, hand: list, card: str, turn: int):
        """(chips, distance, outs) of the best 13 cards after taking ``card``, or None when it
        would not lower the distance (then the stock is the better draw: it might)."""
        x, w = encode(hand, t)
        x2, w2 = encode(hand + [card], t)
        if look.kept(x2, w2) <= look.kept(x, w):          # it would not lower the distance
            return None
        both = hand + [card]
        the_plan = P.plan(both, t.rules)
        may_again = bool(t.options.get("may_discard_taken_card"))
        outs_faces = self._candidate_faces(both, the_plan, t, exclude=None if may_again else card)[:TAKE_CANDIDATES]
        best = None
        for out in outs_faces:
            rest = list(both)
            rest.remove(out)
            got = self._value(t, look, rest, turn)
            if best is None or got[0] > best[0]:
                best = got
        if best is None:
            return None
        return best[0], best[1], best[2]

    def _candidate_faces(self, hand: list, the_plan, t: Table, exclude: str | None) -> list[str]:
        """Cards worth discarding from 14: one per dead face of the plan (not wild, not
        ``exclude``); if none, the natural cards of least value."""
        out, seen = [], set()
        dead = set(the_plan.dead)
        for c in sorted(hand, key=lambda c: -t.value(c)):
            if c == exclude or t.wild(c):
                continue
            f = P.face(c)
            if f in dead and f not in seen:
                seen.add(f)
                out.append(c)
        if not out:
            out = [c for c in sorted(hand, key=lambda c: t.value(c)) if c != exclude and not t.wild(c)][:2]
        return out[:MAX_CANDIDATES]

    # --- discarding -------------------------------------------------------------------------
    def _discard(self, t: Table, acts: dict) -> Action:
        legal = acts["discard"]
        natural = [a for a in legal if not t.wild(a.cards[0])]
        if not natural:
            return self._only_wilds(t, acts)
        choices, the_plan = self.candidates(t, natural)
        pool = list(choices)
        kept_now = P.HAND - the_plan.distance
        more = self._alternatives(t, natural, choices, kept_now)
        pool = pool[:MAX_CANDIDATES - min(1, len(more))] + more[:1]
        if len(pool) == 1:
            self._value_others(t, natural, {})
            return self._say_discard(t, pool[0], choices, the_plan)
        look = self._look(t)
        turn = t.turns_taken[t.seat] + 1
        scored = []
        shared = None             # the outs of a hand without a loose dead card (see below)
        dead = set(the_plan.dead)
        x14, w14 = encode(t.hand, t)
        within = look.useful(x14, w14)        # what helps 13 of these cards also helps all 14
        for c in pool:
            rest = list(t.hand)
            rest.remove(c.action.cards[0])
            # a dead card with no neighbour in the hand leaves the same outs whichever goes
            loose = c.conn == 0 and P.face(c.action.cards[0]) in dead
            value, d, n, count, share = self._value(t, look, rest, turn, shared if loose else None,
                                                    within if c.score >> P.KEPT_SHIFT == kept_now else None)
            if loose and shared is None:
                shared = (n, share)
            scored.append([value, d, n, c, (n, share), count])
            if time.process_time() > self._deadline:      # the hard cap: judge what is done
                break
        top = max(row[0] for row in scored)
        close = [row for row in scored if row[0] > top - FEED_CHIPS - FEED_SHARE * row[5]]
        if len(close) > 1:                    # feeding can only decide between close candidates
            for row, p in zip(close, self._feeding(t, look, [row[3] for row in close])):
                row[0] -= p * (FEED_CHIPS + FEED_SHARE * row[5])
        best = max(range(len(scored)), key=lambda i: (scored[i][0], -i))
        self.last_search = ({s[3].action.cards[0]: s[0] for s in scored}, len(scored))
        by_face = {P.face(s[3].action.cards[0]): s[0] for s in scored}
        self._value_others(t, natural, by_face, look, turn)
        value, d, n, chosen = scored[best][:4]
        card = chosen.action.cards[0]
        rest = list(t.hand)
        rest.remove(card)
        self._outs_after = (tuple(sorted(rest)), scored[best][4])
        keep = open_group(P.plan(rest, t.rules), rest, t.rules)
        if keep is not None:
            return self._say(chosen.action, T_SEARCH_DISCARD_KEEP, card=cards_text([card]), keep=cards_text(keep),
                             outs=n, distance=distance_text(d))
        return self._say(chosen.action, T_SEARCH_DISCARD, card=cards_text([card]), outs=n,
                         distance=distance_text(d))

    def _value_others(self, t: Table, natural: list, by_face: dict, look: Lookahead | None = None,
                      turn: int | None = None) -> None:
        """Values (chips) of every natural discard for the ranking: the candidates' as judged,
        the other cards' by the same look-ahead (without the feeding price)."""
        look = look or self._look(t)
        turn = t.turns_taken[t.seat] + 1 if turn is None else turn
        for a in natural:
            f = P.face(a.cards[0])
            if f not in by_face:
                rest = list(t.hand)
                rest.remove(a.cards[0])
                by_face[f] = self._value(t, look, rest, turn)[0]
            self._values[a] = by_face[f]

    def _feeding(self, t: Table, look: Lookahead, choices: list) -> list[float]:
        """For each candidate discard, the chance that the next player takes it: the share of
        ``FEED_SAMPLES`` guesses of that hand (its size, with the cards we know it holds, the rest
        dealt at random from what we cannot see) whose distance the card would lower, smoothed
        toward the planner's danger score (:func:`core.games.indian_rummy.agents.danger`)."""
        nxt = t.next_seat()
        size = t.hand_counts[nxt] if nxt != t.seat else 0
        if size == 0:
            return [0.0] * len(choices)
        known = [c for c in self.memory.taken.get(nxt, ()) if c not in t.discard][:size]
        codes = [f for f, n in look.pool_faces.items() for _ in range(n)] + [WILD] * look.pool_wilds
        rng = Rng(decision_seed(self.seed, t))
        base = encode(known, t)
        hits = [0] * len(choices)
        faces = [None if t.wild(c.action.cards[0]) else P.face(c.action.cards[0]) for c in choices]
        for _ in range(FEED_SAMPLES):
            rng.shuffle(codes)
            x, w = base
            for f in codes[:size - len(known)]:
                if f == WILD:
                    w += 1
                else:
                    x += 1 << (2 * f)
            k0 = look.kept(x, w)
            for i, f in enumerate(faces):
                if f is not None and (x >> (2 * f)) & 3 < 3 and look.kept(x + (1 << (2 * f)), w) > k0:
                    hits[i] += 1
        return [(hits[i] + FEED_PRIOR * c.danger) / (FEED_SAMPLES + FEED_PRIOR) for i, c in enumerate(choices)]

    def _alternatives(self, t: Table, natural: list, choices: list, kept_now: int) -> list:
        """Discards beyond the dead cards: natural cards whose loss keeps the distance (another
        plan does as well without them), the most valuable first, at most two."""
        have = {P.face(c.action.cards[0]) for c in choices}
        seen = seen_faces(t)
        out = []
        tried = 0
        for a in sorted(natural, key=lambda a: -t.value(a.cards[0])):
            f = P.face(a.cards[0])
            if f in have:
                continue
            have.add(f)
            tried += 1
            rest = list(t.hand)
            rest.remove(a.cards[0])
            packed = P.best_score(rest, t.rules)[0]
            if packed >> P.KEPT_SHIFT >= kept_now:
                out.append(self._choice(t, a, packed, seen))
            if len(out) >= 2 or tried >= 5:
                break
        return out

