"""A queue of animation steps with a speed factor and skip-to-end.

A *step* is a function that, when its turn comes, changes the scene's bookkeeping and describes
how items move, by adding property tweens to a :class:`Tweens`. The steps run one after another
(so a step sees the table as the previous one left it). Every tween records its end value, so a
step can always be completed at once: at speed 0, on :meth:`Animator.finish_all`, or when the
animation ends (the end values are applied exactly). All Qt animations are parented to the
animator, so none is garbage-collected while it runs.
"""
from __future__ import annotations

from collections import deque
from typing import Callable

from PySide6.QtCore import (QAbstractAnimation, QEasingCurve, QObject, QParallelAnimationGroup,
                            QPropertyAnimation, QSequentialAnimationGroup, QTimer, QVariantAnimation,
                            Signal)

Step = Callable[["Tweens"], None]


class Tweens:
    """The tweens of one step: property animations (with delays) run in parallel."""

    def __init__(self, speed: float, parent: QObject) -> None:
        self.speed = speed
        self.group = QParallelAnimationGroup(parent)
        self.finals: list[Callable[[], None]] = []
        self.after: list[Callable[[], None]] = []
        self.tag = ""

    def ms(self, ms: float) -> int:
        """A duration scaled by the speed factor."""
        return max(0, int(round(ms * self.speed)))

    def prop(self, obj: QObject, name: bytes, end, ms: float, delay: float = 0.0, start=None,
             easing: QEasingCurve.Type = QEasingCurve.Type.OutCubic) -> None:
        """Animate Qt property ``name`` of ``obj`` to ``end`` over ``ms`` after ``delay``."""
        self.finals.append(lambda o=obj, n=name.decode(), v=end: o.setProperty(n, v))
        duration = self.ms(ms)
        if duration <= 0:
            return
        anim = QPropertyAnimation(obj, name)
        anim.setStartValue(obj.property(name.decode()) if start is None else start)
        anim.setEndValue(end)
        anim.setDuration(duration)
        anim.setEasingCurve(easing)
        wait = self.ms(delay)
        if wait > 0:
            seq = QSequentialAnimationGroup()
            seq.addPause(wait)
            seq.addAnimation(anim)
            self.group.addAnimation(seq)
        else:
            self.group.addAnimation(anim)

    def progress(self, fn: Callable[[float], None], ms: float, delay: float = 0.0) -> None:
        """Call ``fn`` with the progress 0 … 1 over ``ms`` after ``delay`` (a counter that ticks
        up as cards arrive); ``fn(1.0)`` is guaranteed at the end."""
        self.finals.append(lambda: fn(1.0))
        duration = self.ms(ms)
        if duration <= 0:
            return
        anim = QVariantAnimation()
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setDuration(duration)
        anim.valueChanged.connect(lambda v: fn(float(v)))
        seq = QSequentialAnimationGroup()
        if self.ms(delay) > 0:
            seq.addPause(self.ms(delay))
        seq.addAnimation(anim)
        self.group.addAnimation(seq)

    def hold(self, ms: float) -> None:
        """Make the step last at least ``ms`` (scaled)."""
        duration = self.ms(ms)
        if duration > 0:
            seq = QSequentialAnimationGroup()
            seq.addPause(duration)
            self.group.addAnimation(seq)

    def then(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` when the step is over (after the end values are applied)."""
        self.after.append(fn)

    def finish(self) -> None:
        """Apply every end value and run the ``then`` callbacks (idempotent)."""
        for fn in self.finals:
            fn()
        self.finals = []
        after, self.after = self.after, []
        for fn in after:
            fn()


class Animator(QObject):
    """Runs queued steps in order. ``drained`` is emitted (from the event loop) whenever the queue
    becomes empty after running at least one step. ``speed`` multiplies every duration; 0 makes
    every step instant."""

    drained = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._queue: deque[tuple[Step, Callable[[], None] | None]] = deque()
        self._current: tuple[Tweens, Callable[[], None] | None] | None = None
        self._detached: list[Tweens] = []
        self._speed = 1.0
        self._dirty = False
        self._scheduled = False

    # --- configuration -------------------------------------------------------------------------
    @property
    def speed(self) -> float:
        """The duration multiplier (0: instant)."""
        return self._speed

    def set_speed(self, factor: float) -> None:
        """Set the duration multiplier; 0 finishes whatever is running at once."""
        self._speed = max(0.0, float(factor))
        if self._speed == 0:
            self.finish_all()

    def busy(self) -> bool:
        """True while a step runs or is queued."""
        return self._current is not None or bool(self._queue)

    # --- queueing --------------------------------------------------------------------------
    def enqueue(self, step: Step, done: Callable[[], None] | None = None) -> None:
        """Queue ``step`` (called with a fresh :class:`Tweens` when its turn comes) and ``done``
        (called after it ends). Running starts from the event loop."""
        self._queue.append((step, done))
        self._dirty = True
        self._schedule()

    def detach(self, step: Step, tag: str = "") -> None:
        """Run ``step`` now, alongside the queue (a bubble fading out, a card flying back); it
        never blocks the queue, and :meth:`finish_all` completes it too."""
        tw = Tweens(self._speed, self)
        tw.tag = tag
        step(tw)
        if tw.group.animationCount() == 0:
            tw.finish()
            tw.group.deleteLater()
            return
        self._detached.append(tw)
        tw.group.finished.connect(lambda t=tw: self._detached_done(t))
        tw.group.start()

    def finish_all(self) -> None:
        """Skip to the end: complete the running step and every queued one at once."""
        self.finish_detached()
        if self._current is not None:
            tw, done = self._current
            self._current = None
            self._end(tw)
            if done:
                done()
        while self._queue:
            step, done = self._queue.popleft()
            tw = Tweens(0.0, self)
            step(tw)
            self._end(tw)
            if done:
                done()
        self._schedule()

    def clear(self) -> None:
        """Drop the queued steps; the running one jumps to its end (so nothing is left half-way:
        its clean-up runs) but its ``done`` is not called, and ``drained`` is not emitted."""
        self._queue.clear()
        if self._current is not None:
            tw, _ = self._current
            self._current = None
            self._end(tw)
        self.finish_detached()
        self._dirty = False

    def finish_detached(self, tag: str | None = None) -> None:
        """Complete the detached animations (all, or those detached with ``tag``) at once."""
        while True:
            left = [tw for tw in self._detached if tag is None or tw.tag == tag]
            if not left:
                return
            self._detached.remove(left[0])
            self._end(left[0])

    # --- running -----------------------------------------------------------------------------
    def _schedule(self) -> None:
        if not self._scheduled:
            self._scheduled = True
            QTimer.singleShot(0, self._run)

    def _run(self) -> None:
        self._scheduled = False
        while self._current is None and self._queue:
            step, done = self._queue.popleft()
            tw = Tweens(self._speed, self)
            step(tw)
            if tw.group.animationCount() == 0:
                self._end(tw)
                if done:
                    done()
                continue
            self._current = (tw, done)
            tw.group.finished.connect(lambda t=tw: self._step_done(t))
            tw.group.start()
            return
        if self._current is None and not self._queue and self._dirty:
            self._dirty = False
            self.drained.emit()

    def _step_done(self, tw: Tweens) -> None:
        if self._current is None or self._current[0] is not tw:
            return
        _, done = self._current
        self._current = None
        self._end(tw)
        if done:
            done()
        self._run()

    def _detached_done(self, tw: Tweens) -> None:
        if tw in self._detached:
            self._detached.remove(tw)
            self._end(tw)

    @staticmethod
    def _end(tw: Tweens) -> None:
        group = tw.group
        if group.state() != QAbstractAnimation.State.Stopped:
            group.stop()
        tw.finish()
        group.deleteLater()
