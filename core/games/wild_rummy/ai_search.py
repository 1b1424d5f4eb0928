"""Wild Rummy R strong AI: whole turns compared by sampled rollouts (PIMC).

At the start of its turn (after the draw), in a call window, and whenever the plan it follows no
longer fits, the strong agent lists a few candidate **turns** — the action sequences the normal
policy and the careful policy (:mod:`.ai_careful`) would play, "discard now and keep the melds in
hand" for the likeliest discards, and the normal melds with other discards — and values each by
the points it wins in this round on average over positions sampled from its view
(:func:`.ai_sim.determinize`): the turn is played out, then every seat (itself included) plays
the normal policy to the end of the round. The same samples serve every candidate (common random
numbers). The careful policy's turn is the default: another candidate is credited the default's
mean plus its gain over the default on the shared samples less ``Z`` standard errors of that gain,
so that the noise of a few rollouts (a round's points vary by tens) does not pull the play away
from a sound turn; the weaker half of the other candidates by their gain is dropped after each
batch of samples (successive halving), the default never. The best turn is then played action by
action. New samples stop at ``TIME_CAP`` CPU seconds; a rollout still running at ``HARD`` x
``TIME_CAP`` is abandoned (its sample counts for the candidates that finished it), even inside a
slow normal decision (the rollout agents get that deadline: :class:`.ai_normal.OutOfTime`), and the
candidate turns themselves stop at ``CAND_CAP`` x ``TIME_CAP`` (a 17-card hand's careful turn can
take long), so that every decision stays within about a CPU second.

The value unit is the round's points under the scoring method in force (罰点 paid or collected,
meld bonus). Everything is computed from the view: the other hands are sampled to their known
sizes from the cards the seat cannot see.
"""
from __future__ import annotations

import time
from typing import Sequence

from core.ai.agent import CTX, Choice
from core.engine import QT_TRANSLATE_NOOP, Action, Rng, View, msg
from core.fesca import pretty

from . import ai_plan as P
from .ai_agent import T_CALL, T_DISCARD, T_HOLD, T_PASS
from .ai_careful import CarefulAgent
from .ai_normal import NormalAgent, OutOfTime
from .ai_sim import Memory, determinize, rollout
from .steps import CALL_WINDOW, CALLING, DRAW, PLAY

T_EXPECT = QT_TRANSLATE_NOOP("ai", "{reason} About {points} points expected this round: the best of {n} turns "
                                  "tried on sampled hands.")


def turn_sequence(state, seat: int, agent, limit: int = 60) -> tuple[list, list]:
    """The actions ``agent`` plays in ``seat``'s current turn from ``state`` (a copy is used),
    and the reason given for each."""
    s = state.clone()
    actions, reasons = [], []
    for _ in range(limit):
        if s.over or s.to_move() != (seat,) or s.step not in (PLAY, CALLING, CALL_WINDOW):
            break
        if s.step == CALL_WINDOW and actions:
            break
        legal = s.legal_actions(seat)
        a = agent.choose(s.view(seat), legal)
        actions.append(a)
        reasons.append(agent.reason)
        s.apply(a)
        if a.kind in ("discard", "end_call", "pass"):
            break
    return actions, reasons


class StrongAgent(CarefulAgent):
    """Compares whole turns by rollouts over positions sampled from the view."""

    level = "strong"
    SAMPLES = 16            # determinizations per decision (before halving drops candidates)
    BATCH = 4
    MAX_CANDS = 6
    ALT_DISCARDS = 2
    BUDGET = 400            # decisions simulated per search (about a millisecond each)
    TIME_CAP = 0.4          # CPU seconds from the start of a search: no more samples after this (a safety net)
    HARD = 1.25             # x TIME_CAP: no rollout runs past this (a slow position's bound; a last
                            # evaluation may overrun it by ~0.3 s on a 17-card hand)
    CAND_CAP = 1.0          # x TIME_CAP from the start of a search: the candidate turns stop (OutOfTime;
                            # one evaluation of a 17-card hand may still run ~0.3 s past it)
    LAST = 1.6              # x TIME_CAP: the bound of a fallback when the careful turn itself ran out
    Z = 1.0                 # standard errors of its gain a turn must beat the default by (3-4 seats)
    Z_HEADS_UP = 0.0        # at 2 seats: the best mean (the arena: meld bonus 0.66 with Z = 1, 0.875 without)

    def __init__(self, seed: int = 0) -> None:
        super().__init__(seed)
        self.rng = Rng(seed * 7919 + 17)
        self.memory = Memory()
        self._plan: list = []
        self._plan_reasons: list = []
        self._plan_key = None
        self._normal = NormalAgent(seed)
        self._careful = CarefulAgent(seed)
        self._roll: list = []
        self._ranking = False

    # --- the protocol ----------------------------------------------------------------------------
    def choose(self, view: View, legal_actions: Sequence[Action]) -> Action:
        if not legal_actions:
            raise ValueError("no legal action to choose from")
        self.memory.observe(view)
        step = view.data["step"]
        if len(legal_actions) == 1 or step == DRAW:
            if self._plan and self._plan[0] == legal_actions[0] and self._plan_key == self._key(view):
                return self._next_planned(view, legal_actions)
            return super().choose(view, legal_actions)
        planned = self._next_planned(view, legal_actions)
        if planned is not None:
            return planned
        ranked = self._search(view, legal_actions)
        return ranked[0].action

    # --- following a plan ---------------------------------------------------------------------------
    def _key(self, view: View) -> tuple:
        d = view.data
        objs = d.get("_melds")
        melds = (tuple(sorted((m.id, len(m.slots)) for m in objs)) if objs is not None
                 else tuple(sorted((m["id"], len(m["slots"])) for m in d["melds"])))
        return (d["round"], d["dealer"], tuple(sorted(d["hands"][view.seat])), melds)

    def _next_planned(self, view: View, legal) -> Action | None:
        if not self._plan or self._plan_key != self._key(view):
            self._plan = []
            return None
        a = self._plan.pop(0)
        reason = self._plan_reasons.pop(0)
        if a not in legal:
            self._plan = []
            return None
        self.reason = reason
        self._expect_after(view, a)
        return a

    def _expect_after(self, view: View, a: Action) -> None:
        """Remember what the view should look like after ``a`` (the plan goes on only then)."""
        st = self._sample_state(view)
        if a not in st.legal_actions(view.seat):
            self._plan = []
            return
        st.apply(a)
        self._plan_key = self._key(st.view(view.seat)) if self._plan else None

    def _sample_state(self, view: View):
        return determinize(view, self.rng, self.memory)

    # --- candidates -------------------------------------------------------------------------------
    def _candidates(self, view: View, legal, st, t0: float | None = None) -> list[tuple[list, list]]:
        """The candidate turns, the careful policy's first (the default). The policies run with a
        deadline (``CAND_CAP`` x ``TIME_CAP`` CPU seconds from ``t0``): a candidate not finished by
        then is left out; when even the careful turn is not, the likeliest discards stand in for it
        (bounded by ``LAST`` x ``TIME_CAP``), and only a position without a discard plays the
        careful turn unbounded."""
        t0 = time.process_time() if t0 is None else t0
        agents = (self._careful, self._normal)
        for ag in agents:
            ag.deadline = t0 + self.CAND_CAP * self.TIME_CAP
        try:
            return self._candidates_within(view, legal, st, t0)
        finally:
            for ag in agents:
                ag.deadline = None

    def _candidates_within(self, view: View, legal, st, t_start: float) -> list[tuple[list, list]]:
        seat = view.seat
        out: list = []
        seen: set = set()

        def add(seq, reasons, tag=""):
            key = tuple(seq)
            if seq and key not in seen and seq[0] in legal:
                seen.add(key)
                out.append((list(seq), list(reasons)))

        def turn(state, agent) -> tuple[list, list]:
            try:
                return turn_sequence(state, seat, agent)
            except OutOfTime:
                return [], []

        t0 = time.process_time()

        def time_left() -> bool:        # a slow position (a big hand) gets fewer candidates
            return time.process_time() - t0 < self.TIME_CAP / 2

        step = view.data["step"]
        if step == CALL_WINDOW:
            call = next(a for a in legal if a.kind == "call")
            pas = next(a for a in legal if a.kind == "pass")
            c_seq, c_rs = turn(st, self._careful)
            add(c_seq, c_rs, "careful")
            seq, rs = turn(st, self._normal)
            add(seq, rs, "pol")
            if not any(c[0][0] == call for c in out):
                s2 = st.clone()
                s2.apply(call)
                seq, rs = turn(s2, self._normal)
                if seq:
                    add([call] + seq, [msg(CTX, T_CALL, card=pretty(call.cards[0]))] + rs)
            add([pas], [msg(CTX, T_PASS, card=pretty(pas.cards[0] if pas.cards else call.cards[0]))])
            return out
        c_seq, c_rs = turn(st, self._careful)
        add(c_seq, c_rs, "careful")
        n_seq, n_rs = turn(st, self._normal) if time_left() else ([], [])
        add(n_seq, n_rs, "normal")
        t = P.read(view)
        discards = [a for a in legal if a.kind == "discard"]
        if discards:
            if not c_seq:               # the careful turn ran out of time: its discards stand in
                self._careful.deadline = t_start + self.LAST * self.TIME_CAP
            try:
                _, plan = self._careful.evaluate(t, t.hand, t.melds, t.me_melded, 1)
                scored = self._careful.discard_scores(t, discards, plan.dead)
                for _, _, a in scored[:self.ALT_DISCARDS]:
                    add([a], [msg(CTX, T_HOLD, card=pretty(a.cards[0]))], "hold")
            except OutOfTime:
                pass
        if not out:                     # no discard, or even the plan of the hand ran out: unbounded
            self._careful.deadline = None
            c_seq, c_rs = turn_sequence(st, seat, self._careful)
            add(c_seq, c_rs, "careful")
            return out
        # the normal melds, then another discard
        for base_seq, base_rs in ((n_seq, n_rs), (c_seq, c_rs)):
            if len(base_seq) < 2 or base_seq[-1].kind != "discard" or not time_left():
                continue
            s2 = st.clone()
            for a in base_seq[:-1]:
                s2.apply(a)
            legal2 = s2.legal_actions(seat)
            ds = [a for a in legal2 if a.kind == "discard"]
            t2 = P.read(s2.view(seat))
            try:
                _, plan2 = self._careful.evaluate(t2, t2.hand, t2.melds, t2.me_melded, 1)
                alts = self._careful.discard_scores(t2, ds, plan2.dead)[:self.ALT_DISCARDS]
            except OutOfTime:
                break
            for _, _, a in alts:
                add(base_seq[:-1] + [a], base_rs[:-1] + [msg(CTX, T_DISCARD, card=pretty(a.cards[0]))], "alt")
        return out[:self.MAX_CANDS]

    # --- the search -------------------------------------------------------------------------------
    def _rollout_agents(self, seats: int) -> list:
        if len(self._roll) != seats:
            self._roll = [NormalAgent(1000 + s) for s in range(seats)]
        return self._roll

    def _search(self, view: View, legal) -> list[Choice]:
        """The candidate turns valued by rollouts; the first action of the best is adopted (the
        rest of its turn becomes the plan).

        The first candidate, the careful policy's turn, is the default: every other candidate
        is valued by the default's mean points plus its gain over the default on the same
        samples (common random numbers) less ``Z`` standard errors of that gain, so that a turn
        replaces the default only when the samples show it better, not when the noise of a few
        rollouts favours it. Every legal action gets a value: a candidate's first action the value
        of its best turn, the others (not worth a rollout by the normal evaluation) the lowest of
        those less their shortfall by the normal evaluation. The candidates stop at ``CAND_CAP`` x
        ``TIME_CAP``, the rollouts (and every decision inside them) at ``HARD`` x ``TIME_CAP`` CPU
        seconds."""
        t0 = time.process_time()
        hard = t0 + self.HARD * self.TIME_CAP
        st = self._sample_state(view)
        cands = self._candidates(view, legal, st, t0)
        for seq, rs in cands:            # a turn that goes out now needs no comparison
            if self._goes_out(st, seq):
                cands = [(seq, rs)]
                break
        if not cands:
            return [Choice(a, 0.0, None) for a in legal]
        agents = self._rollout_agents(view.data["seats"])
        for ag in agents:               # a slow decision inside a rollout stops at the hard cap too
            ag.deadline = hard
        try:
            return self._rollouts(view, legal, st, cands, agents, t0, hard)
        finally:
            for ag in agents:
                ag.deadline = None

    def _rollouts(self, view: View, legal, st, cands: list, agents: list, t0: float, hard: float) -> list[Choice]:
        seat = view.seat
        n = len(cands)
        alive = list(range(n))
        pays: list[dict] = [{} for _ in range(n)]      # candidate -> {sample number: points}
        done = work = 0
        samples = self.SAMPLES if n > 1 else 1
        stop = False
        while not stop and done < samples and work < self.BUDGET:
            batch = [self._sample_state(view) for _ in range(self.BATCH)]
            for base in batch:
                if done and time.process_time() - t0 > self.TIME_CAP:
                    stop = True         # no new sample after the soft cap
                    break
                for i in alive:         # the default first: it is never left without samples
                    if done and time.process_time() - t0 > self.TIME_CAP:
                        stop = True     # the others are compared on the samples they share
                        break
                    s = base.clone()
                    for a in cands[i][0]:
                        if s.over:
                            break
                        s.apply(a)
                    pay, w = rollout(s, agents, deadline=hard)
                    work += w
                    if pay is None:     # the hard cap: this sample stays incomplete
                        stop = True
                        break
                    pays[i][done] = pay[seat]
                if stop:
                    break
                done += 1
            if not stop and len(alive) > 2 and done < samples:
                # keep the default and the better half of the others by their gain over it
                others = sorted(alive[1:], key=lambda i: -self._gain(pays, i)[0])
                alive = [0] + others[:max(1, len(others) // 2)]
        mean0 = sum(pays[0].values()) / len(pays[0]) if pays[0] else 0.0
        z = self.Z if view.data["seats"] > 2 else self.Z_HEADS_UP
        value = [mean0] * n
        valued = [0]
        for i in range(1, n):
            gain, err, k = self._gain(pays, i)
            if k >= 2:
                value[i] = mean0 + gain - z * err
                valued.append(i)
        floor = min(value[i] for i in valued)
        for i in range(n):
            if i not in valued:
                value[i] = floor - 1.0
        alive = valued
        order = sorted(range(len(cands)), key=lambda i: (-value[i], i not in alive, i))
        best = order[0]
        seq, rs = cands[best]
        if len(cands) > 1:
            rs = [msg(CTX, T_EXPECT, reason=rs[0], points=f"{value[best]:+.1f}", n=len(cands))] + rs[1:]
        self._adopt(view, seq, rs)
        out = []
        seen = set()
        for i in order:
            a = cands[i][0][0]
            if a not in seen:
                seen.add(a)
                out.append(Choice(a, value[i], rs[0] if i == best else cands[i][1][0]))
        rest = [a for a in legal if a not in seen] if self._ranking else []
        if rest:
            low = min(c.value for c in out)
            heur = self._normal.values(view, legal)
            top = max(heur[a][0] for a in rest)
            for a in sorted(rest, key=lambda a: -heur[a][0]):
                if a not in seen:
                    seen.add(a)
                    out.append(Choice(a, low - 1.0 - max(0.0, top - heur[a][0]) / 10.0, None))
        self.reason = rs[0]
        return out

    @staticmethod
    def _gain(pays: list, i: int) -> tuple[float, float, int]:
        """Candidate ``i``'s mean gain over the default (candidate 0) on the samples both were
        played on, its standard error, and the number of those samples."""
        diffs = [v - pays[0][k] for k, v in pays[i].items() if k in pays[0]]
        k = len(diffs)
        if k == 0:
            return -1e9, 0.0, 0
        mean = sum(diffs) / k
        if k < 2:
            return mean, 1e9, k
        var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
        return mean, (var / k) ** 0.5, k

    def rank(self, view: View, legal_actions: Sequence[Action]) -> list[Choice]:
        """Best first: in a decision it searches, the candidate turns by their mean points over the
        sampled positions (:meth:`_search`); elsewhere (one legal action, the draw) the normal
        evaluation."""
        self.memory.observe(view)
        if len(legal_actions) == 1 or view.data["step"] == DRAW:
            return super().rank(view, legal_actions)
        self._plan = []
        self._ranking = True
        try:
            return self._search(view, legal_actions)
        finally:
            self._ranking = False

    @staticmethod
    def _goes_out(st, seq) -> bool:
        s = st.clone()
        for a in seq:
            if s.over:
                break
            s.apply(a)
        return s.over and s.last_result is not None and s.last_result["winner"] == seq[0].seat

    def _adopt(self, view: View, seq: list, reasons: list) -> None:
        self._plan = list(seq[1:])
        self._plan_reasons = list(reasons[1:])
        self.reason = reasons[0]
        self._expect_after(view, seq[0])
