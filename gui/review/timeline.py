"""The review's timeline: every moment of a record, without a full state per position.

Position ``i`` is the game after ``i`` actions. The record is replayed once; the events of every
action are kept (the log and the animations need them), and a clone of the state only every
``every`` actions (a *checkpoint*). Any position is then the nearest checkpoint before it,
cloned and replayed forward (at most ``every - 1`` actions).

The end of each hand (round, game) is a step of its own, *held*: the table shows the hand's last
events (the win, the declaration) and the review panel its breakdown, before the next deal.
A hand ends at an action whose events hold one of the table's round-end kinds (``end_kinds``),
and the game's last action always ends one (a game without rounds: its end is its only "hand").

No Qt here: the timeline may be built off the GUI thread.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Callable

#: a checkpoint (a state clone) every this many actions at least
CHECKPOINT_EVERY = 32
#: at most about this many checkpoints in a long game (further apart)
CHECKPOINTS = 24


@dataclass(frozen=True)
class HandEnd:
    """The end of hand ``number`` (from 1): at action ``move``, whose events up to ``cut`` belong to
    the hand (the win, the scoring) and the rest to the next deal; ``start`` is the move whose
    position is the hand's deal (0 for the first hand)."""
    number: int
    move: int
    cut: int
    start: int


@dataclass(frozen=True)
class Step:
    """One step of the review: the position after ``move`` actions, or (``held``) the end of the
    hand that action ``move`` ended, before the next deal."""
    move: int
    held: bool = False


class Timeline:
    """Checkpoints, the events of every action, the hands and the steps of one record."""

    def __init__(self, game, record, end_kinds=(), every: int | None = None,
                 progress: Callable[[int, int], None] | None = None) -> None:
        n = len(record.actions)
        # a long game keeps at most ~CHECKPOINTS checkpoints (a clone grows with the game)
        self.every = max(1, int(every)) if every else max(CHECKPOINT_EVERY, -(-n // CHECKPOINTS))
        self.game, self.record = game, record
        self.end_kinds = tuple(end_kinds)
        state = game.new_state(record.seats, record.options, record.seed)
        self.events: list[list] = [list(getattr(state, "start_events", []))]
        self.checkpoints: dict[int, object] = {0: state.clone()}
        for i, action in enumerate(record.actions, start=1):
            self.events.append(state.apply(action))
            if i % self.every == 0 and i < n:
                self.checkpoints[i] = state.clone()
            if progress is not None and i % 64 == 0:
                progress(i, n)
        self._work = (n, state)            # the position last asked for (kept to step on from it)
        self.over = state.is_over()
        self.hands = self._find_hands(self.over)
        self.steps = self._make_steps()
        self._step_of = {(s.move, s.held): k for k, s in enumerate(self.steps)}

    # --- positions ---------------------------------------------------------------------------------
    @property
    def last(self) -> int:
        """The number of actions (the last position)."""
        return len(self.events) - 1

    def stored_states(self) -> int:
        """How many full states the timeline holds (checkpoints and the working position)."""
        return len(self.checkpoints) + 1

    def state_at(self, i: int):
        """The game after ``i`` actions. It stays valid only until the next call (the timeline
        steps on from it); clone it to keep it."""
        i = max(0, min(self.last, int(i)))
        at, state = self._work
        if not (at <= i and i - at < self.every):
            at = max(k for k in self.checkpoints if k <= i)
            state = self.checkpoints[at].clone()
        for k in range(at, i):
            state.apply(self.record.actions[k])
        self._work = (i, state)
        return state

    # --- hands and steps -----------------------------------------------------------------------------
    def _find_hands(self, over: bool) -> list[HandEnd]:
        hands: list[HandEnd] = []
        start = 0
        for i in range(1, self.last + 1):
            ends = [k for k, e in enumerate(self.events[i]) if e.kind in self.end_kinds]
            if not ends and not (i == self.last and over):
                continue
            cut = ends[-1] + 1 if ends else len(self.events[i])
            hands.append(HandEnd(len(hands) + 1, i, cut, start))
            start = i
        return hands

    def _make_steps(self) -> list[Step]:
        ends = {h.move for h in self.hands}
        steps = [Step(0)]
        for i in range(1, self.last + 1):
            if i in ends:
                steps.append(Step(i, True))
            if not (i in ends and i == self.last and self.over):     # a finished game ends at its last hand's end
                steps.append(Step(i))
        return steps

    def step_index(self, move: int, held: bool = False) -> int:
        """The step of position ``move`` (``held``: its hand end, when it has one)."""
        move = max(0, min(self.last, int(move)))
        if held and (move, True) in self._step_of:
            return self._step_of[(move, True)]
        return self._step_of.get((move, False), self._step_of.get((move, True), 0))

    def hand_end_at(self, move: int) -> HandEnd | None:
        """The hand that action ``move`` ends, if it ends one."""
        return next((h for h in self.hands if h.move == move), None)

    def hand_of(self, step: Step) -> int:
        """The index in :attr:`hands` of the hand a step belongs to (a held end belongs to its hand,
        the deal after it to the next; ``len(hands)``: a hand not finished when the record ends)."""
        for k, h in enumerate(self.hands):
            if step.move < h.move or (step.move == h.move and step.held):
                return k
        return len(self.hands)

    def hand_steps(self, k: int) -> range:
        """The steps of hand ``k`` (``len(hands)``: the unfinished hand at the record's end)."""
        first = 0 if k == 0 else self.step_index(self.hands[k - 1].move) if k <= len(self.hands) else len(self.steps)
        last = self.step_index(self.hands[k].move, held=True) if k < len(self.hands) else len(self.steps) - 1
        return range(first, last + 1)

    def hand_events(self, step: Step) -> list:
        """The events a step shows: a held end's events up to the hand's end, or the rest after it."""
        events = self.events[step.move]
        end = self.hand_end_at(step.move)
        if end is None:
            return events
        return events[:end.cut] if step.held else events[end.cut:]


class Positions(Sequence):
    """``positions[i]``: the game after ``i`` actions (see :meth:`Timeline.state_at`)."""

    def __init__(self, timeline: Timeline) -> None:
        self.timeline = timeline

    def __len__(self) -> int:
        return self.timeline.last + 1

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        if not 0 <= i < len(self):
            raise IndexError(i)
        return self.timeline.state_at(i)


__all__ = ["CHECKPOINT_EVERY", "HandEnd", "Positions", "Step", "Timeline"]
