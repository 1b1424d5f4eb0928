"""Wild Rummy R AI: what a seat knows (:class:`Table`, from its view alone), the chance that the
other seats call a discard (:func:`call_probs`), and the hand planner (:func:`solve`: the best set
of new melds and lay-offs for a hand, by a memoised search over bit masks of its cards).

Everything here is computed from public information: the seat's own hand, the melds on the table,
the discard pile, the hand counts and the options. The engine is used only through its pure
functions (:func:`ops.lay_offs`, :func:`ops.bury`, :func:`rules.meld_from_json`,
:func:`scoring.meld_points`; the callers add :func:`moves.new_melds` and :func:`moves.card_ops`).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from core.fesca import deck, is_element, is_yinyang, penalty, rank

from . import ops
from .ai_groups import call_shapes
from .meld import SOJUN, Meld, MeldRules, family
from .options import meld_rules
from .rules import meld_from_json
from .scoring import meld_points

NEG = -1e18
FAIL = NEG / 2        # below this a plan breaks a constraint


# --- what the seat knows --------------------------------------------------------------------------

@dataclass
class Table:
    """The seat's digest of its view (never the state)."""

    seat: int
    seats: int
    step: str
    turn: int
    hand: tuple
    melds: tuple
    rules: MeldRules
    families: frozenset
    phase: str
    owed: tuple
    retrieved: tuple
    has_meld: tuple
    discard: tuple
    hand_counts: tuple
    stock_count: int
    method: str
    options: dict
    unseen: frozenset
    round_key: tuple

    @property
    def me_melded(self) -> bool:
        return self.has_meld[self.seat]

    def opponents(self) -> list[int]:
        """The other seats in turn order from ours."""
        return [(self.seat + i) % self.seats for i in range(1, self.seats)]

    def families_after(self, card: str) -> frozenset:
        """The active 相順 families after ``card`` is discarded (a 陰陽 card sets the phase)."""
        if not self.rules.sojun or not is_yinyang(card):
            return self.families
        return frozenset({"sosho" if rank(card) % 2 else "sokoku"})

    @property
    def pen_weight(self) -> float:
        """How much the penalty of a card left in hand matters (罰点支払い method)."""
        return 0.0 if self.method == "meld_bonus" else 1.0

    @property
    def bonus_weight(self) -> float:
        """How much meld points matter (出来役加点 method)."""
        return 0.0 if self.method == "penalty" else 1.0


def read(view) -> Table:
    """Digest the view of the seat to move."""
    d = view.data
    seat = view.seat
    options = dict(d["options"])
    rules = meld_rules(options)
    hand = tuple(d["hands"][seat])
    melds = d.get("_melds")          # a sampled state's view (ai_sim) carries the objects
    if melds is None:
        melds = tuple(meld_from_json(m) for m in d["melds"])
    seen = set(hand) | set(d["discard"])
    for m in melds:
        seen.update(m.all_cards())
    unseen = frozenset(c for c in deck(d["deck"]) if c not in seen)
    return Table(seat, d["seats"], d["step"], d["turn"], hand, melds, rules, frozenset(d["families"]),
                 d["phase"], tuple(d["owed"]), tuple(d["retrieved"]), tuple(d["has_meld"]), tuple(d["discard"]),
                 tuple(d["hand_counts"]), d["stock_count"], options.get("scoring_method", "penalty"), options,
                 unseen, (d["round"], d["dealer"]))


def call_probs(card: str, t: Table, families: frozenset | None = None) -> list[tuple[int, float]]:
    """(seat, chance) for each other seat in turn order: the chance that the seat can call
    ``card`` (鳴き), for a hand of its size drawn from the cards this seat cannot see: it holds one
    of the single cards or both cards of a pair that make a new meld with ``card``
    (:func:`ai_groups.call_shapes`). With the option that a call may begin with a lay-off, a
    seat with a meld may also call a card that fits a meld on the table."""
    fam = t.families_after(card) if families is None else families
    singles, pairs = call_shapes(card, t.rules, fam)
    unseen = t.unseen
    u = max(len(unseen), 2)
    n1 = sum(1 for x in singles if x in unseen)
    n2 = sum(1 for x, y in pairs if x in unseen and y in unseen)
    fits = t.options.get("call_first_meld_may_be_layoff") and any(sheds(m, card, t.rules) for m in t.melds)
    out = []
    for s in t.opponents():
        k = t.hand_counts[s]
        p = 1.0 - math.exp(-(n1 * k / u + n2 * k * (k - 1) / (u * (u - 1))))
        if fits and t.has_meld[s]:
            p = max(p, 0.8)
        out.append((s, p))
    return out


def call_chance(card: str, t: Table, families: frozenset | None = None) -> float:
    """The chance that at least one other seat can call ``card``."""
    miss = 1.0
    for _, p in call_probs(card, t, families):
        miss *= 1.0 - p
    return 1.0 - miss


# --- the planner -------------------------------------------------------------------------------------

@dataclass
class Plan:
    """The best way found to shed cards now: new melds (Meld readings), the cards laid off or
    buried onto the table (lays), the cards left (dead), and the plan's gain; ``feasible`` is
    False when no plan meets the constraints (a forced card that cannot be melded)."""

    melds: list
    lays: list
    dead: tuple
    gain: float
    feasible: bool = True


def dead_cost(card: str, t: Table) -> float:
    """What a card left in hand costs: one card further from going out, plus its 罰点 (under the
    meld-bonus method going out matters less: only a concealed win doubles the meld points)."""
    return (10.0 if t.pen_weight else 4.0) + t.pen_weight * penalty(card)


@lru_cache(maxsize=1 << 13)
def sheds(m: Meld, card: str, rules: MeldRules) -> tuple:
    """The ways ``card`` can be shed onto ``m`` keeping its type: (kind, meld after) for each
    付け札 (:func:`ops.lay_offs`) and 埋め潰し (:func:`ops.bury`). Cheaper than
    :func:`moves.card_ops`, which also tries every exchange and type change."""
    out = [("lay_off", new) for _, new in ops.lay_offs(m, card, rules)]
    if is_element(card):
        for s in m.slots:
            if s.wild and not s.buried:
                new = ops.bury(m, card, s.card, rules)
                if new is not None:
                    out.append(("bury", new))
    return tuple(out)


def near_ranks(m: Meld, cycle: int) -> frozenset:
    """The printed ranks a card needs to be shed onto ``m`` (付け札 or 埋め潰し), besides rank 0
    (空無 and 太極 fit anywhere they fit at all): the ranks of its slots and their neighbours."""
    got = m.__dict__.get("_near_ranks")
    if got is None:
        out = set()
        for s in m.slots:
            r = rank(s.ident or s.card)
            out.update((r, (r + 1) % cycle, (r - 1) % cycle))
        got = frozenset(out)
        object.__setattr__(m, "_near_ranks", got)
    return got


def may_shed(m: Meld, card: str, rules: MeldRules) -> tuple:
    """:func:`sheds`, with a quick refusal of the cards whose rank cannot fit the meld."""
    r = rank(card)
    if r and r not in near_ranks(m, rules.cycle):
        return ()
    return sheds(m, card, rules)


def layable(hand, melds, t: Table, families: frozenset | None = None) -> dict:
    """Hand cards that can be shed onto the melds on the table (付け札 or 埋め潰し), following
    chains (木6 then 木7 onto a run): card -> (meld bonus change for us, kind)."""
    fam = t.families if families is None else families
    out: dict = {}
    seats = t.seats
    for m in melds:
        if m.kind == SOJUN and family(m.order) not in fam:
            continue
        current, grew = m, True
        while grew:
            grew = False
            for c in hand:
                if c in out:
                    continue
                for kind, new in may_shed(current, c, t.rules):
                    delta = 0.0
                    if t.bonus_weight:
                        diff = meld_points(new, t.rules) - meld_points(current, t.rules)
                        delta = diff * (seats - 1) if m.owner == t.seat else -diff
                    out[c] = (delta, kind)
                    if kind == "lay_off":
                        current, grew = new, True
                    break
                if grew:
                    break
    return out


def meld_value(m: Meld, t: Table) -> float:
    """Meld points as the seat collects them (出来役加点: from each other seat)."""
    if not t.bonus_weight:
        return 0.0
    return meld_points(m, t.rules) * (t.seats - 1) * t.bonus_weight


def solve(hand: tuple, cands, lays: dict, t: Table, keep: int, has_meld: bool, forced=()) -> Plan:
    """The best plan for ``hand``: disjoint new melds from ``cands`` (Meld objects) and lay-offs
    (``lays``: card -> (bonus, kind)), maximising the cards shed (each worth its
    :func:`dead_cost`) plus meld points. ``keep``: cards that must stay (1 in a normal turn: the
    discard). Lay-offs need an own meld on the table or a new one in the plan (spec §6.8).
    ``forced``: cards that must go into a new meld (the called or owed cards)."""
    cards = sorted(hand)
    bit = {c: 1 << i for i, c in enumerate(cards)}
    costs = [dead_cost(c, t) for c in cards]
    by_low: list[list] = [[] for _ in cards]
    seen: dict = {}
    for m in cands:
        mask = 0
        for c in m.cards:
            if c not in bit:
                mask = -1
                break
            mask |= bit[c]
        if mask <= 0:
            continue
        gain = sum(costs[i] for i in range(len(cards)) if mask >> i & 1) + meld_value(m, t)
        old = seen.get(mask)
        if old is None or gain > old[0]:
            seen[mask] = (gain, m)
    for mask, (gain, m) in seen.items():
        low = (mask & -mask).bit_length() - 1
        by_low[low].append((mask, gain, m))
    forced_mask = sum(bit[c] for c in forced if c in bit)
    lay_gain = {bit[c]: costs[bit[c].bit_length() - 1] + v[0] for c, v in lays.items() if c in bit}
    memo: dict = {}
    # the state (mask, real, lay, dead) as one int key; a choice is a linked pair (item, rest)
    # so that extending it costs O(1) (the order of the items is the search's). A flag that can
    # no longer matter is dropped from the state (the same values and choices, fewer states):
    # ``lay`` once a meld is real (real stays so), ``dead`` when no card need stay.

    def rec(mask: int, real: int, lay: int, dead: int):
        if real:
            lay = 0
        if not keep:
            dead = 0
        if mask == 0:
            if (lay and not real) or (keep and not dead):
                return NEG, ()
            return 0.0, ()
        key = mask << 3 | real << 2 | lay << 1 | dead
        got = memo.get(key)
        if got is not None:
            return got
        low = mask & -mask
        i = low.bit_length() - 1
        bg, bch = NEG, ()
        if not forced_mask & low:
            g, ch = rec(mask ^ low, real, lay, 1)
            if g > bg:
                bg, bch = g, ch
            lg = lay_gain.get(low)
            if lg is not None:
                g, ch = rec(mask ^ low, real, 1, dead)
                if g > FAIL and g + lg > bg:
                    bg, bch = g + lg, (("lay", cards[i]), ch)
        for mmask, gain, m in by_low[i]:
            if mmask & mask == mmask:
                g, ch = rec(mask ^ mmask, 1, lay, dead)
                if g > FAIL and g + gain > bg:
                    bg, bch = g + gain, (("meld", m), ch)
        got = (bg, bch)
        memo[key] = got
        return got

    full = (1 << len(cards)) - 1
    gain, chain = rec(full, 1 if has_meld else 0, 0, 0)
    if gain <= FAIL:
        return Plan([], [], tuple(cards), 0.0, feasible=False)
    choice = []
    while chain:
        choice.append(chain[0])
        chain = chain[1]
    melds = [m for k, m in choice if k == "meld"]
    lays_out = [c for k, c in choice if k == "lay"]
    used = {c for m in melds for c in m.cards} | set(lays_out)
    return Plan(melds, lays_out, tuple(c for c in cards if c not in used), gain)
