"""Wild Rummy R normal AI: plans the hand, exchanges wilds when the plan gains, calls when the
call leaves the hand better, and discards with care (see :mod:`.ai` for the levels).

The evaluation of a position (:meth:`NormalAgent.evaluate`): the best plan of the hand
(:func:`.ai_plan.solve`) — each card shed is worth one step towards going out plus its 罰点 (penalty
method) — and the meld points (meld-bonus method), plus what the cards left are worth for later:
the live outs of their pairs (:func:`.ai_groups.completers`) and the cards that fit a meld on the
table but cannot be laid off before our first meld. An exchange is taken only when it raises that
value by ``OP_MARGIN``, so a turn cannot loop.
"""
from __future__ import annotations

import time
from itertools import combinations

from core.engine import Action
from core.fesca import is_taiji, is_void, penalty, pretty, pretty_list

from . import ai_groups as G
from . import ai_plan as P
from .ai_agent import (FIELD_NAME, OPS, T_CALL, T_CALL_OUT, T_DISCARD, T_DISCARD_COSTLY, T_DISCARD_OUT, T_DISCARD_PHASE,
                       T_DISCARD_SAFE, T_EXCAVATE, T_HOLD, T_MELD, T_MELD_BONUS, T_PARK, T_PASS, T_SLIDE, T_SWAP,
                       T_TAKE_NATURAL, WildAgent, after_op, meld_of, op_result, split)
from .meld import Meld
from .moves import new_melds


class OutOfTime(Exception):
    """Raised by :meth:`NormalAgent.evaluate` once the CPU clock passed the agent's ``deadline``
    (set only by the strong search around its candidate turns and rollouts)."""


class NormalAgent(WildAgent):
    """Plans the hand; exchanges wilds when the plan gains; careful calls and discards."""

    level = "normal"
    POT_W = 5.0          # a pair with POT_CAP outs or more is worth this much
    POT_CAP = 4
    LAY_POT = 6.0        # a card that fits a meld on the table, before our first meld
    DANGER_W = 10.0      # the cost of a discard another seat certainly calls
    OP_MARGIN = 0.5      # an exchange must improve the evaluation by this much
    CALL_MARGIN = 0.0    # a call must not lower the evaluation by more than this
    HOLD = 1             # keep melds back for 一度に上がり when close to it (0: never)
    deadline: float | None = None   # CPU time (process_time) after which evaluate raises OutOfTime

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self._plans: dict = {}        # the plan of a hand on a table (does not depend on the unseen cards)
        self._pots: dict = {}         # what the cards a plan leaves are worth, given the unseen cards
        self._round = None

    # --- the evaluation -------------------------------------------------------------------------
    def pot(self, dead, t: P.Table, families: frozenset, pending=()) -> float:
        """What the cards left are worth for later: their pairs' outs, and the cards that fit
        a meld on the table but cannot be laid off before our first meld."""
        total = self.LAY_POT * len(pending)
        cyc, rules, unseen = t.rules.cycle, t.rules, t.unseen
        for a, b in combinations(dead, 2):
            if not G.near(a, b, cyc):
                continue
            o = len(G.completers(a, b, rules, families) & unseen)
            if o:
                total += self.POT_W * min(o, self.POT_CAP) / self.POT_CAP
        return total

    def table_value(self, melds, t: P.Table) -> float:
        """Meld points on the table as this seat's balance (meld-bonus method only)."""
        if not t.bonus_weight:
            return 0.0
        v = 0.0
        for m in melds:
            pts = P.meld_points(m, t.rules)
            v += pts * (t.seats - 1) if m.owner == t.seat else -pts
        return v * t.bonus_weight

    def evaluate(self, t: P.Table, hand, melds, has_meld: bool, keep: int, forced=(),
                 families: frozenset | None = None) -> tuple[float, P.Plan]:
        """The value of holding ``hand`` with ``melds`` on the table, shedding by the best plan."""
        fam = t.families if families is None else families
        hand = tuple(sorted(hand))
        key = (hand, melds, has_meld, keep, tuple(forced), fam, t.retrieved, t.seat)
        planned = self._plans.get(key)
        if planned is None:
            if self.deadline is not None and time.process_time() > self.deadline:
                raise OutOfTime
            usable = [c for c in hand if c not in t.retrieved]
            cands = new_melds(usable, t.rules, fam)
            lays = P.layable(usable, melds, t, fam)
            if self.deadline is not None and time.process_time() > self.deadline:
                raise OutOfTime             # the meld search took it past: the plan is not begun
            plan = P.solve(hand, cands, lays, t, keep, has_meld, forced)
            if plan.feasible:
                real = has_meld or bool(plan.melds)
                pending = tuple(c for c in plan.dead if c in lays) if not real else ()
                fixed = (plan.gain - sum(P.dead_cost(c, t) for c in hand), self.table_value(melds, t))
            else:
                pending, fixed = (), (P.NEG, 0.0)
            planned = (plan, pending, fixed)
            if len(self._plans) > 20000:
                self._plans.clear()
            self._plans[key] = planned
        plan, pending, fixed = planned
        if not plan.feasible:
            return P.NEG, plan
        pkey = (plan.dead, pending, fam, t.unseen)
        pot = self._pots.get(pkey)
        if pot is None:
            pot = self.pot(plan.dead, t, fam, pending)
            if len(self._pots) > 20000:
                self._pots.clear()
            self._pots[pkey] = pot
        return fixed[0] + pot + fixed[1], plan

    def _new_round(self, t: P.Table) -> None:
        if t.round_key != self._round:
            self._round = t.round_key
            self._plans.clear()
            self._pots.clear()

    # --- the values behind the choices (rank) --------------------------------------------------
    def values(self, view, legal_actions) -> dict:
        """Each legal action valued by this level's evaluation of the position it leaves (in the
        evaluation's points: a card shed is worth 10 plus its 罰点 under the penalty method, a
        meld's points under the meld-bonus method, the outs of the cards kept): a call by the hand
        with the card melded, a meld / lay-off / exchange by the plan of the hand after it (an
        exchange less ``OP_MARGIN``), a discard by the plan given up and the discard's own score
        (its cost, the outs lost, the danger of a call), ending a call turn by the plan given up."""
        t = P.read(view)
        self._new_round(t)
        acts = split(legal_actions)
        out: dict = {}
        if t.step == "draw":
            now, _ = self.evaluate(t, t.hand, t.melds, t.me_melded, 1)
            for a in legal_actions:
                out[a] = (now + (1.0 if a.kind == "take_discard" and self._wants_discard(t, a.cards[0]) else 0.0), None)
            return out
        if t.step == "call_window":
            now, _ = self.evaluate(t, t.hand, t.melds, t.me_melded, 0)
            for a in legal_actions:
                if a.kind == "call":
                    after, plan = self.evaluate(t, t.hand + (a.cards[0],), t.melds, t.me_melded, 0, forced=(a.cards[0],))
                    out[a] = ((after - self.CALL_MARGIN) if plan.melds else min(after, now) - 1.0, None)
                else:
                    out[a] = (now, None)
            return out
        keep = 0 if t.step == "calling" else 1
        base, plan = self.evaluate(t, t.hand, t.melds, t.me_melded, keep, forced=t.owed)
        hold = not t.owed and self._hold(t, plan, keep)
        for a in legal_actions:
            out[a] = (self._value_of(t, a, base, plan, keep, hold), None)
        discards = acts.get("discard", [])
        if discards:
            dead = plan.dead if plan.feasible else tuple(t.hand)
            scored = self.discard_scores(t, discards, dead)
            best = scored[0][0]
            by_card = {x[2].cards[0]: x[0] for x in scored}
            given_up = 0.0 if hold or not plan.feasible else plan.gain
            for a in discards:
                out[a] = (base - given_up + by_card[a.cards[0]] - best, None)
        return out

    def _value_of(self, t: P.Table, a: Action, base: float, plan: P.Plan, keep: int, hold: bool) -> float:
        if a.kind == "end_call":
            return base - (plan.gain if plan.feasible else 0.0)
        if a.kind == "discard":
            return base
        if a.kind == "retrieve":
            return base - sum(P.dead_cost(c, t) for c in a.cards)
        if a.kind == "meld":
            m = self._meld_from_action(t, a)
            if m is None:
                return P.NEG
            m = Meld(m.kind, m.slots, t.seat, 10_000, m.order)
            hand = list(t.hand)
            for c in a.cards:
                hand.remove(c)
            owed = tuple(c for c in t.owed if c not in a.cards)
            v, _ = self.evaluate(t, tuple(hand), t.melds + (m,), True, keep, forced=owed)
            return v - (1.0 if hold else 0.0)
        result = op_result(t, a)
        if result is None:
            return P.NEG
        hand, melds = after_op(t, a, result)
        if a.kind in OPS or a.form:
            forced = result[1] if not t.me_melded else ()
            v, _ = self.evaluate(t, hand, melds, t.me_melded, keep, forced=tuple(t.owed) + tuple(forced))
            return v - self.OP_MARGIN
        owed = tuple(c for c in t.owed if c not in a.cards)
        v, _ = self.evaluate(t, hand, melds, t.me_melded, keep, forced=owed)
        return v - (1.0 if hold else 0.0)

    # --- calls ----------------------------------------------------------------------------------
    def _call_window(self, t: P.Table, acts: dict) -> Action:
        """Call when the hand with the called card, melded at once, is valued no lower than the
        hand without it (a call melding the card with two hand cards always is)."""
        self._new_round(t)
        call, pas = acts["call"][0], acts["pass"][0]
        card = call.cards[0]
        now, _ = self.evaluate(t, t.hand, t.melds, t.me_melded, 0)
        after, plan = self.evaluate(t, t.hand + (card,), t.melds, t.me_melded, 0, forced=(card,))
        if after >= now + self.CALL_MARGIN and plan.melds:
            if not plan.dead:
                return self._say(call, T_CALL_OUT, card=pretty(card))
            return self._say(call, T_CALL, card=pretty(card))
        return self._say(pas, T_PASS, card=pretty(card))

    # --- the turn -------------------------------------------------------------------------------
    def _play(self, t: P.Table, acts: dict) -> Action:
        self._new_round(t)
        keep = 0 if t.step == "calling" else 1
        if t.owed:
            _, plan = self.evaluate(t, t.hand, t.melds, t.me_melded, keep, forced=t.owed)
            a = self._meld_action(t, acts, plan, owed=t.owed)
            if a is not None:
                return self._say_meld(t, a)
            a = max(acts.get("meld", []), key=lambda a: len(a.cards), default=None)
            if a is not None:
                return self._say_meld(t, a)
        base, plan = self.evaluate(t, t.hand, t.melds, t.me_melded, keep)
        op = self._best_op(t, acts, base, keep, plan)
        if op is not None:
            return op
        if self._hold(t, plan, keep):
            return self._discard(t, acts, hold=plan)
        a = self._meld_action(t, acts, plan)
        if a is not None:
            return self._say_meld(t, a, self._meld_text(t, a))
        a = self._lay_action(t, acts, plan)
        if a is not None:
            return self._say_lay(t, a)
        return self._finish(t, acts)

    def _meld_text(self, t: P.Table, a: Action) -> str:
        return T_MELD_BONUS if t.bonus_weight else T_MELD

    def _say_meld(self, t: P.Table, a: Action, text: str | None = None) -> Action:
        if text == T_MELD_BONUS and not t.owed and len(t.hand) > len(a.cards):
            m = self._meld_from_action(t, a)
            return self._say(a, T_MELD_BONUS, cards=pretty_list(a.cards),
                             points=P.meld_points(m, t.rules) if m is not None else 0)
        return super()._say_meld(t, a, text)

    @staticmethod
    def _meld_from_action(t: P.Table, a: Action):
        for m in new_melds(list(a.cards), t.rules, t.families):
            if m.cards == tuple(a.cards) and tuple(s.ident for s in m.slots) == tuple(a.idents):
                return m
        return None

    def _meld_action(self, t: P.Table, acts: dict, plan: P.Plan, owed=()) -> Action | None:
        """The legal meld action of the plan's biggest meld (owed cards first)."""
        legal = acts.get("meld", [])
        if not legal or not plan.melds:
            return None
        order = sorted(plan.melds, key=lambda m: (not set(owed) & set(m.cards), -len(m.cards)))
        for m in order:
            idents = tuple(s.ident for s in m.slots)
            exact = [a for a in legal if tuple(a.cards) == m.cards and tuple(a.idents) == idents]
            if exact:
                return self._pick_reading(t, exact, m)
            same = [a for a in legal if set(a.cards) == set(m.cards)]
            if same:
                return self._pick_reading(t, same, m)
        return None

    def _pick_reading(self, t: P.Table, actions: list, m) -> Action:
        return actions[0]

    def _lay_action(self, t: P.Table, acts: dict, plan: P.Plan) -> Action | None:
        """A legal lay-off (or burial) of a card the plan sheds onto the table."""
        for card in plan.lays:
            options = [a for a in acts.get("lay_off", []) + acts.get("bury", [])
                       if a.cards[0] == card and not a.form]
            if options:
                return max(options, key=lambda a: self._lay_key(t, a))
        return None

    def _lay_key(self, t: P.Table, a: Action) -> tuple:
        """Prefer burying a 太極 or 空無 (nobody can take it back), then our own meld (its
        points are ours), then the meld with the least points for the others."""
        deny = a.kind == "bury" and (is_taiji(a.at) or is_void(a.at))
        m = meld_of(t, a.target)
        own = m is not None and m.owner == t.seat
        return (deny, a.kind == "lay_off", own if t.bonus_weight else 0, a.target)

    @staticmethod
    def _op_outcomes(t: P.Table, acts: dict):
        """Each legal wild-card exchange and type-changing lay-off with what it leaves:
        (action, its result, the hand and melds after it, the cards it forces into a meld)."""
        for kind in OPS + ("lay_off",):
            for a in acts.get(kind, []):
                if kind == "lay_off" and not a.form:
                    continue
                result = op_result(t, a)
                if result is None:
                    continue
                hand, melds = after_op(t, a, result)
                yield a, result, hand, melds, (result[1] if not t.me_melded else ())

    def _best_op(self, t: P.Table, acts: dict, base: float, keep: int, plan: P.Plan) -> Action | None:
        """The wild-card exchange (or type-changing lay-off) that improves the plan most."""
        best = None
        for a, result, hand, melds, forced in self._op_outcomes(t, acts):
            v, plan = self.evaluate(t, hand, melds, t.me_melded, keep, forced=forced)
            if v > base + self.OP_MARGIN and (best is None or v > best[0]):
                best = (v, a, result, plan)
        if best is None:
            return None
        _, a, result, plan = best
        return self._say_op(t, a, result, plan)

    def _say_op(self, t: P.Table, a: Action, result, plan: P.Plan) -> Action:
        card, taken = a.cards[0], result[1]
        if a.kind == "swap_wild":
            return self._say(a, T_SWAP, card=pretty(card), wild=pretty(a.at))
        if a.kind == "take_natural":
            melded = any(a.at in m.cards for m in plan.melds) or a.at in plan.lays
            return self._say(a, T_TAKE_NATURAL if melded else T_PARK, wild=pretty(card), card=pretty(a.at))
        if a.kind == "excavate":
            return self._say(a, T_EXCAVATE, cards=pretty_list(taken), wild=pretty(card))
        if a.kind == "slide":
            return self._say(a, T_SLIDE, card=pretty(card), taken=pretty_list(taken))
        return self._say_lay(t, a)

    # --- holding back for 一度に上がり ---------------------------------------------------------
    def _hold(self, t: P.Table, plan: P.Plan, keep: int) -> bool:
        """Keep every meld in hand this turn: no own meld yet, a normal turn, and the plan would
        leave two or three cards (one to discard now, the rest to match next turn) while the
        melds held are not costly and nobody is close to going out; then the whole hand goes
        down at once in a later turn, for double (一度に上がり)."""
        if not self.HOLD or keep != 1 or t.me_melded or not plan.melds:
            return False
        if not 2 <= len(plan.dead) <= 3 or t.options.get("concealed_win_multiplier", 2) <= 1:
            return False
        if t.options.get("concealed_win_definition") == "never_melded_this_round":
            return False
        held = sum(penalty(c) for m in plan.melds for c in m.cards) + sum(penalty(c) for c in plan.lays)
        return held <= 15 and min(t.hand_counts[s] for s in t.opponents()) > 3

    # --- the discard ----------------------------------------------------------------------------
    def discard_scores(self, t: P.Table, legal: list, dead: tuple) -> list:
        """(score, danger, action) per legal discard, best first: the card's cost in hand minus
        the outs the rest loses (in the field phase the discard sets), minus the danger that
        another seat calls it."""
        out = []
        seen = set()
        base_fam = t.families
        for a in legal:
            c = a.cards[0]
            if c in seen:
                continue
            seen.add(c)
            pool = dead if c in dead else tuple(dead) + (c,)
            rest = tuple(x for x in pool if x != c)
            fam = t.families_after(c)
            loss = self.pot(pool, t, base_fam) - self.pot(rest, t, fam)
            danger = self.danger(t, c, fam)
            score = P.dead_cost(c, t) - loss - self.DANGER_W * danger
            if c not in dead:
                score -= 15.0
            out.append((score, danger, a))
        out.sort(key=lambda x: (-x[0], x[2].cards[0]))
        return out

    def danger(self, t: P.Table, card: str, families: frozenset) -> float:
        return P.call_chance(card, t, families)

    def _discard(self, t: P.Table, acts: dict, hold: P.Plan | None = None) -> Action:
        legal = acts["discard"]
        if len(t.hand) == 1:
            return self._say(legal[0], T_DISCARD_OUT, card=pretty(legal[0].cards[0]))
        if hold is not None:
            dead = hold.dead
        else:
            _, plan = self.evaluate(t, t.hand, t.melds, t.me_melded, 1)
            dead = plan.dead
        scored = self.discard_scores(t, legal, dead)
        _, best_danger, a = scored[0]
        card = a.cards[0]
        if hold is not None:
            return self._say(a, T_HOLD, card=pretty(card))
        cost = P.dead_cost(card, t)
        riskier = [s for s in scored[1:] if s[1] > best_danger + 0.15 and P.dead_cost(s[2].cards[0], t) >= cost]
        if riskier:
            return self._say(a, T_DISCARD_SAFE, card=pretty(card), risky=pretty(riskier[0][2].cards[0]))
        fam_after = t.families_after(card)
        if fam_after != t.families and fam_after:
            gain = self.pot(tuple(x for x in dead if x != card), t, fam_after) - \
                self.pot(tuple(x for x in dead if x != card), t, t.families)
            if gain > 0:
                return self._say(a, T_DISCARD_PHASE, card=pretty(card), field=FIELD_NAME[next(iter(fam_after))])
        if penalty(card) >= 3 and t.pen_weight:
            return self._say(a, T_DISCARD_COSTLY, card=pretty(card), points=penalty(card))
        return self._say(a, T_DISCARD, card=pretty(card))
