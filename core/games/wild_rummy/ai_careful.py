"""Wild Rummy R careful heuristics (the strong level before issue 23; now the source of some of
strong's candidate turns, :mod:`.ai_search`): normal's evaluation (:class:`.ai_normal.NormalAgent`) plus

- **hidden melds**: under the penalty method, without an own meld on the table it melds only in
  the turn it goes out — every meld on the table is a lay-off target (付け札) and a source of wilds
  (差し札) for three other seats, and going out at once (一度に上がり) doubles the payment — unless
  another seat may go out soon while the hand holds many penalty points. Without an own meld it
  calls (鳴き) only to go out, and takes no exchange that would force a meld out (△ of spec §6.8).
  In self-play against normal this is worth most of strong's edge.
- **a search within the turn**: sequences of up to ``DEPTH`` wild-card exchanges and
  type-changing lay-offs (差し札, 抜き札, 発掘, 付け抜き札, 付け札), the ``BEAM`` best of each ply
  kept, each sequence valued by the plan of the hand it leaves; the first move of the best
  sequence is played when the sequence beats the plan without exchanges.
- **readings that keep the wilds**: of the readings of a meld it picks the one whose wilds stand
  for cards nobody else can hold (seen in the discard pile or on the table, or in its hand), so
  that no 差し札 can take them.
- **an opponent-aware discard**: the chance that each other seat can call the card, asked nearest
  first as the engine does (the nearest caller wins), weighted by what the call gives that seat:
  a seat with two cards left goes out on a call.
"""
from __future__ import annotations

from core.engine import Action
from core.fesca import ELEMENTS, penalty, pretty

from . import ai_plan as P
from .ai_agent import OPS, T_CALL, T_CALL_OUT, T_PASS, T_PASS_HOLD
from .ai_normal import NormalAgent
from .meld import SET, SOJUN, family
from .moves import card_ops

#: the chance that a seat with k cards left goes out when it calls (a pair and the called card
#: make a meld; with more cards the rest must be laid off in the call turn)
OUT_ON_CALL = {0: 1.0, 1: 1.0, 2: 0.95, 3: 0.6, 4: 0.3, 5: 0.15}
#: not every call a seat could make is made (normal-level self-play: about three in four)
CALL_RATE = 0.75
#: the chance that a seat with k cards goes out before our next turn (x 1.3 with a meld down)
OUT_SOON = {1: 0.35, 2: 0.25, 3: 0.15, 4: 0.08}


class CarefulAgent(NormalAgent):
    """Normal plus hidden melds, a search within the turn and an opponent-aware discard."""

    level = "careful"
    DEPTH = 2
    BEAM = 3
    DANGER_W = 8.0       # a call that does not end the round
    OUT_W = 30.0         # a call that lets the caller go out
    HIDE = True
    HOLD_RISK = 5.0      # stop hiding when P(someone goes out soon) x penalty held exceeds this

    # --- hidden melds ---------------------------------------------------------------------------
    def out_soon(self, t: P.Table) -> float:
        """A rough chance that another seat goes out before our next turn, by its hand size."""
        miss = 1.0
        for s in t.opponents():
            p = OUT_SOON.get(t.hand_counts[s], 0.04) * (1.3 if t.has_meld[s] else 1.0)
            miss *= 1.0 - min(p, 0.9)
        return 1.0 - miss

    def _hiding(self, t: P.Table, plan: P.Plan, risk: bool = True) -> bool:
        """Keep the melds of ``plan`` in hand: the penalty method, no own meld yet, and (with
        ``risk``) the penalty they would add if another seat went out soon is small. Calls and
        exchanges ignore the risk: in self-play, showing a meld early costs more than it saves."""
        if not self.HIDE or t.me_melded or t.bonus_weight:
            return False
        if not risk:
            return True
        held = sum(penalty(c) for m in plan.melds for c in m.cards) + sum(penalty(c) for c in plan.lays)
        return self.out_soon(t) * held <= self.HOLD_RISK

    def _hold(self, t: P.Table, plan: P.Plan, keep: int) -> bool:
        if keep != 1 or t.me_melded or not plan.melds or len(plan.dead) <= 1:
            return False
        if t.bonus_weight or not self.HIDE:
            return super()._hold(t, plan, keep)
        return self._hiding(t, plan)

    def _call_window(self, t: P.Table, acts: dict) -> Action:
        self._new_round(t)
        call, pas = acts["call"][0], acts["pass"][0]
        card = call.cards[0]
        now, now_plan = self.evaluate(t, t.hand, t.melds, t.me_melded, 0)
        after, plan = self.evaluate(t, t.hand + (card,), t.melds, t.me_melded, 0, forced=(card,))
        if not plan.melds or after < now + self.CALL_MARGIN:
            return self._say(pas, T_PASS, card=pretty(card))
        if not plan.dead:
            return self._say(call, T_CALL_OUT, card=pretty(card))
        if self._hiding(t, now_plan, risk=False):
            return self._say(pas, T_PASS_HOLD)
        return self._say(call, T_CALL, card=pretty(card))

    # --- search within the turn -----------------------------------------------------------------
    def _best_op(self, t: P.Table, acts: dict, base: float, keep: int, plan: P.Plan) -> Action | None:
        hiding = self._hiding(t, plan, risk=False)
        firsts = []
        for a, result, hand, melds, forced in self._op_outcomes(t, acts):
            v, after = self.evaluate(t, hand, melds, t.me_melded, keep, forced=forced)
            if hiding and forced and len(after.dead) > keep:
                continue                    # it would show a meld without going out
            firsts.append((v, a, result, after, hand, melds))
        if not firsts:
            return None
        firsts.sort(key=lambda x: -x[0])
        best, best_v = firsts[0], firsts[0][0]
        if self.DEPTH > 1 and t.me_melded:
            for first in firsts[:self.BEAM]:
                deeper = self._deepen(t, first[4], first[5], keep, self.DEPTH - 1)
                if deeper > best_v + self.OP_MARGIN:
                    best, best_v = first, deeper
        if best_v <= base + self.OP_MARGIN:
            return None
        _, a, result, after, _, _ = best
        return self._say_op(t, a, result, after)

    def _deepen(self, t: P.Table, hand: tuple, melds: tuple, keep: int, depth: int) -> float:
        """The best value reachable from (hand, melds) by up to ``depth`` more exchanges (the
        seat has a meld down, so every exchange the meld structure allows is legal)."""
        best = self.evaluate(t, hand, melds, True, keep)[0]
        if depth <= 0:
            return best
        scored = []
        usable = [c for c in hand if c not in t.retrieved]
        for m in melds:
            if m.kind == SOJUN and family(m.order) not in t.families:
                continue
            for c in usable:
                for kind, _, _, form, new, taken in card_ops(m, c, t.rules):
                    if kind not in OPS and not (kind == "lay_off" and form and m.owner == t.seat):
                        continue
                    h = list(hand)
                    h.remove(c)
                    h = tuple(sorted(h + list(taken)))
                    ms = tuple(new if x.id == m.id else x for x in melds)
                    scored.append((self.evaluate(t, h, ms, True, keep)[0], h, ms))
        scored.sort(key=lambda x: -x[0])
        for v, h, ms in scored[:self.BEAM]:
            best = max(best, v if depth == 1 else self._deepen(t, h, ms, keep, depth - 1))
        return best

    # --- readings -------------------------------------------------------------------------------
    def _pick_reading(self, t: P.Table, actions: list, m) -> Action:
        return min(actions, key=lambda a: self.exposure(t, a))

    def exposure(self, t: P.Table, a: Action) -> float:
        """What the others could take from this reading by 差し札: the penalty of each wild whose
        natural card they may hold (a set's wilds float: any missing suit's card takes them)."""
        total = 0.0
        if a.form == SET:
            r = next((int(c[2:]) for c in a.cards if c[2:] != "0" and c[:2] != "yy"), 0)
            present = {i[:2] for i in a.idents}
            exposed = any(f"{s}{r}" in t.unseen for s in ELEMENTS if s not in present)
            return sum(penalty(c) for c, i in zip(a.cards, a.idents) if c != i) if exposed else 0.0
        for c, ident in zip(a.cards, a.idents):
            if c != ident and ident in t.unseen:
                total += penalty(c)
        return total

    # --- the discard ----------------------------------------------------------------------------
    def danger(self, t: P.Table, card: str, families: frozenset) -> float:
        """The expected cost of the discard being called, in units of ``DANGER_W``: each seat in
        turn order may call it if the nearer ones do not; a seat with few cards goes out on it."""
        free = 1.0
        cost = 0.0
        for s, p in P.call_probs(card, t, families):
            p *= CALL_RATE
            out = OUT_ON_CALL.get(t.hand_counts[s], 0.05)
            cost += free * p * (1.0 + out * self.OUT_W / self.DANGER_W)
            free *= 1.0 - p
        return cost
