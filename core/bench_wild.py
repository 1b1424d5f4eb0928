"""The Wild Rummy R section of ``python -m core.bench`` (issue 25): what a player and the AI feel.

- ``legal_actions`` p99: the first ``legal_actions`` of every position of real play (normal-AI
  self-play at 2-6 seats, and random self-play at 4 seats), timed where it is asked, with the
  caches as play leaves them.
- random self-play rounds/s: one-round matches of uniformly random legal actions straight on the
  state (the engine loop of :func:`core.bench.play_engine`), 4 seats.
- normal AI decision p99 per seat count 2-6: every ``choose`` of normal-AI self-play.

Everything is timed in CPU time (``time.process_time``: a busy machine's pre-emptions are not
ours) over fixed seeds; each measurement runs until its CPU budget is spent (at least one game),
or three times that on the wall clock. Speed is measured here, never in a timed test.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field

from core.ai import make_agent
from core.engine import Rng
from core.registry import GAMES

SEAT_COUNTS = (2, 3, 4, 5, 6)
RANDOM_SEATS = 4
TARGET_LEGAL_P99_MS = 2.0
TARGET_ROUNDS_PER_S = 40.0
TARGET_NORMAL_P99_MS = 25.0
CPU_SECONDS = 2.5              # random self-play's measurement
NORMAL_GAMES = 60              # seeded one-round games of normal play per seat count


@dataclass
class Sample:
    """CPU times (seconds) of one kind of call in one configuration."""

    name: str
    times: list = field(default_factory=list)

    def quantile_ms(self, q: float) -> float:
        if not self.times:
            return 0.0
        ordered = sorted(self.times)
        return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    @property
    def max_ms(self) -> float:
        return 1000 * max(self.times, default=0.0)


@dataclass
class Figures:
    rounds: int = 0
    random_cpu: float = 0.0
    random_legal: Sample = field(default_factory=lambda: Sample(f"random play, {RANDOM_SEATS} seats"))
    legal: dict = field(default_factory=dict)        # seats -> Sample of legal_actions in normal play
    normal: dict = field(default_factory=dict)       # seats -> Sample of choose
    seconds: float = 0.0

    @property
    def rounds_per_s(self) -> float:
        return self.rounds / self.random_cpu if self.random_cpu else 0.0


def _budget(cpu_seconds: float):
    cpu0, wall0 = time.process_time(), time.perf_counter()
    return lambda: time.process_time() - cpu0 < cpu_seconds and time.perf_counter() - wall0 < 3 * cpu_seconds


def random_rounds(fig: Figures, cpu_seconds: float) -> None:
    """One-round matches of random legal play on the state; ``legal_actions`` timed on its own."""
    game, cpu = GAMES["wild_rummy"], time.process_time
    more = _budget(cpu_seconds)
    seed = 0
    while seed == 0 or more():
        t0 = cpu()
        state = game.new_state(RANDOM_SEATS, {"match_rounds": 1}, seed)
        rng = Rng(seed)
        while not state.is_over():
            t = cpu()
            legal = state.legal_actions(state.to_move()[0])
            fig.random_legal.times.append(cpu() - t)
            state.apply(legal[rng.randbelow(len(legal))])
        fig.random_cpu += cpu() - t0
        fig.rounds += 1
        seed += 1


def normal_play(fig: Figures, seats: int, games: int = NORMAL_GAMES) -> None:
    """Normal-AI self-play at ``seats``: every first ``legal_actions`` and every ``choose``, over
    a fixed number of seeded one-round games (the same positions however loaded the machine is:
    a budget on the clock would sample fewer games, and their slowest decisions, when it is busy)."""
    game, cpu = GAMES["wild_rummy"], time.process_time
    legal_s, choose_s = fig.legal.setdefault(seats, Sample(f"normal play, {seats} seats")), \
        fig.normal.setdefault(seats, Sample(f"{seats} seats"))
    for g in range(games):
        state = game.new_state(seats, {"match_rounds": 1}, 50_000 + 100 * seats + g)
        agents = [make_agent("wild_rummy", "normal", 104729 * g + s) for s in range(seats)]
        while not state.is_over():
            seat = state.to_move()[0]
            t = cpu()
            legal = state.legal_actions(seat)
            legal_s.times.append(cpu() - t)
            view = state.view(seat)
            t = cpu()
            action = agents[seat].choose(view, legal)
            choose_s.times.append(cpu() - t)
            state.apply(action)


def figures(cpu_seconds: float = CPU_SECONDS) -> Figures:
    start = time.perf_counter()
    fig = Figures()
    random_rounds(fig, cpu_seconds)
    for seats in SEAT_COUNTS:
        normal_play(fig, seats)
    fig.seconds = time.perf_counter() - start
    return fig


def print_figures(fig: Figures) -> None:
    print(f"  random self-play, {RANDOM_SEATS} seats, one-round matches: {fig.rounds} rounds in "
          f"{fig.random_cpu:.2f} s CPU = {fig.rounds_per_s:.1f} rounds/s")
    print(f"  {'legal_actions':<26}{'positions':>10}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")
    for s in [fig.random_legal] + [fig.legal[n] for n in sorted(fig.legal)]:
        print(f"  {s.name:<26}{len(s.times):>10}{s.quantile_ms(0.5):>11.3f}{s.quantile_ms(0.99):>9.3f}{s.max_ms:>9.3f}")
    print(f"  {'normal AI choose':<26}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")
    for n in sorted(fig.normal):
        s = fig.normal[n]
        print(f"  {s.name:<26}{len(s.times):>10}{s.quantile_ms(0.5):>11.3f}{s.quantile_ms(0.99):>9.3f}{s.max_ms:>9.3f}")
    print(f"  {fig.seconds:.1f} s in all")


def targets(fig: Figures) -> list[tuple[bool, str]]:
    """(met, line) for each Wild Rummy R target of issue 25."""
    out = []
    for s in [fig.random_legal] + [fig.legal[n] for n in sorted(fig.legal)]:
        p99 = s.quantile_ms(0.99)
        out.append((p99 <= TARGET_LEGAL_P99_MS, f"wild_rummy legal_actions p99 ({s.name}, CPU): {p99:.3f} ms "
                                                f"over {len(s.times)} positions (target <= {TARGET_LEGAL_P99_MS:g})"))
    out.append((fig.rounds_per_s >= TARGET_ROUNDS_PER_S,
                f"wild_rummy random self-play, {RANDOM_SEATS} seats, engine loop (CPU): {fig.rounds_per_s:.1f} "
                f"rounds/s over {fig.rounds} rounds (target >= {TARGET_ROUNDS_PER_S:g})"))
    for n in sorted(fig.normal):
        s = fig.normal[n]
        p99 = s.quantile_ms(0.99)
        out.append((p99 <= TARGET_NORMAL_P99_MS, f"wild_rummy AI normal p99, {n} seats (CPU): {p99:.3f} ms over "
                                                 f"{len(s.times)} decisions, max {s.max_ms:.1f} (target <= "
                                                 f"{TARGET_NORMAL_P99_MS:g})"))
    return out


if __name__ == "__main__":
    from core.gc_policy import settle
    settle()                            # the collector as the app runs it
    f = figures()
    print_figures(f)
    for ok, line in targets(f):
        print(f"  {'PASS' if ok else 'FAIL'}  {line}")
