"""The duplicate arena: how strong one AI level is against another, measured, not assumed.

``python -m core.arena --game G --a strong --b normal [--preset P] [--seats N] [--a-seats K]
[--option name=json ...] --games 200 --seed S [--jobs 2]``

Every deal (one game seed) is played ``seats`` times with the seats rotated, so that level A's
seats start at each seat once and both levels meet the same cards from every chair: luck of the
deal cancels out (duplicate play). A holds ``--a-seats`` seats (default 1: "one strong against
three normals"), B the rest. Agents receive their seat's view and the legal actions only, as at
the table; when several seats may move at once (a call window), the first one decides first.

Printed, in a form a note can quote: A's pairwise score against B (the share of A-B seat pairs
in which A finished above B, a tie half) with its 95 % interval over deals, the mean rank and
score of each level, the time per decision of each level (median, p99, max) and how often each
kind of decision was taken per game (calls, riichi, packs, swaps …: the game's action kinds, when
there was a choice). Games run in worker processes (``--jobs``); the figures do not depend on it.
"""
from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
import time
from collections import Counter
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field

from core.ai import LEVELS, make_agent
from core.engine import OptionError
from core.gc_policy import settle
from core.registry import GAMES

MAX_ACTIONS = 30_000            # a game longer than this is stopped and left out of the figures


@dataclass(frozen=True)
class Match:
    """What the arena plays: game, rules, seats, and which level sits where."""

    game_id: str
    a: str
    b: str
    seats: int
    a_seats: int = 1
    preset: str | None = None
    options: tuple = ()          # (name, value) pairs laid over the preset

    def rule_options(self) -> dict:
        game = GAMES[self.game_id]
        base = game.presets[self.preset or "default"].to_json()
        return {**base, **dict(self.options)}

    def levels(self, rotation: int) -> list[str]:
        """The level of each seat in rotation ``rotation``: A's block starts at that seat."""
        a_at = {(rotation + k) % self.seats for k in range(self.a_seats)}
        return [self.a if s in a_at else self.b for s in range(self.seats)]


@dataclass
class GameOutcome:
    """One played game: each seat's level, rank (1 = first) and score; the decisions' times and
    kinds per level; whether it ended."""

    levels: list
    ranks: list
    scores: list
    ended: bool
    times: dict = field(default_factory=dict)      # level -> [seconds per decision]
    kinds: dict = field(default_factory=dict)      # level -> Counter(action kind) when there was a choice


def play_game(match: Match, deal_seed: int, rotation: int) -> GameOutcome:
    """Play one game of the deal ``deal_seed`` with the seats of ``rotation``."""
    game = GAMES[match.game_id]
    levels = match.levels(rotation)
    agents = [make_agent(match.game_id, lv, deal_seed * 31 + s) for s, lv in enumerate(levels)]
    state = game.new_state(seats=match.seats, options=match.rule_options(), seed=deal_seed)
    times: dict = {lv: [] for lv in set(levels)}
    kinds: dict = {lv: Counter() for lv in set(levels)}
    clock = time.process_time
    for _ in range(MAX_ACTIONS):
        if state.is_over():
            break
        seat = state.to_move()[0]
        legal = state.legal_actions(seat)
        view = state.view(seat)
        t0 = clock()
        action = agents[seat].choose(view, legal)
        times[levels[seat]].append(clock() - t0)
        if len(legal) > 1:
            kinds[levels[seat]][action.kind] += 1
        state.apply(action)
    if not state.is_over():
        return GameOutcome(levels, [], [], False, times, kinds)
    result = state.result()
    ranks = [0] * match.seats
    for place, seat in enumerate(result.ranking):
        ranks[seat] = place + 1
    return GameOutcome(levels, ranks, list(result.scores), True, times, kinds)


def play_deal(args: tuple) -> list[GameOutcome]:
    """Every rotation of one deal (a worker's task)."""
    match, deal_seed = args
    return [play_game(match, deal_seed, r) for r in range(match.seats)]


def pairwise(outcome: GameOutcome, a: str) -> float | None:
    """The share of (A seat, B seat) pairs in which A finished above B (a tie in score: half)."""
    wins = pairs = 0.0
    for i, li in enumerate(outcome.levels):
        for j, lj in enumerate(outcome.levels):
            if li == a and lj != a:
                pairs += 1
                if outcome.scores[i] == outcome.scores[j]:
                    wins += 0.5
                elif outcome.ranks[i] < outcome.ranks[j]:
                    wins += 1
    return wins / pairs if pairs else None


def interval(values: list[float]) -> tuple[float, float]:
    """Mean and the half-width of its 95 % interval (normal approximation)."""
    if not values:
        return math.nan, math.nan
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, math.nan
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def percentile(values: list[float], q: float) -> float:
    """The ``q`` quantile (0..1) by the nearest rank."""
    if not values:
        return math.nan
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))]


@dataclass
class Report:
    """The figures of a run, and the lines that print them."""

    match: Match
    deals: list = field(default_factory=list)      # per deal: [GameOutcome, ...]
    seconds: float = 0.0

    def games(self) -> list[GameOutcome]:
        return [g for deal in self.deals for g in deal if g.ended]

    def score(self) -> tuple[float, float]:
        """A's pairwise score: mean over deals (each deal's rotations averaged) and 95 % half-width."""
        per_deal = []
        for deal in self.deals:
            shares = [s for g in deal if g.ended and (s := pairwise(g, self.match.a)) is not None]
            if shares:
                per_deal.append(statistics.fmean(shares))
        return interval(per_deal)

    def mean_rank(self, level: str) -> tuple[float, float]:
        per_deal = []
        for deal in self.deals:
            ranks = [r for g in deal if g.ended for r, lv in zip(g.ranks, g.levels) if lv == level]
            if ranks:
                per_deal.append(statistics.fmean(ranks))
        return interval(per_deal)

    def mean_score(self, level: str) -> float:
        scores = [s for g in self.games() for s, lv in zip(g.scores, g.levels) if lv == level]
        return statistics.fmean(scores) if scores else math.nan

    def times(self, level: str) -> list[float]:
        return [t for deal in self.deals for g in deal for t in g.times.get(level, ())]

    def kinds(self, level: str) -> Counter:
        total: Counter = Counter()
        for g in self.games():
            total.update(g.kinds.get(level, {}))
        return total

    def lines(self) -> list[str]:
        m = self.match
        played = sum(len(d) for d in self.deals)
        ended = len(self.games())
        rules = f"preset={m.preset}" if m.preset else "default rules"
        if m.options:
            rules += " " + " ".join(f"{k}={json.dumps(v, ensure_ascii=False)}" for k, v in m.options)
        out = [f"arena {m.game_id} ({rules}), {m.seats} seats: {m.a} ×{m.a_seats} vs {m.b} ×{m.seats - m.a_seats}; "
               f"{played} games = {len(self.deals)} deals × {m.seats} rotations"
               + (f" ({played - ended} without an end, left out)" if ended < played else "")
               + f"; {self.seconds:.0f} s"]
        mean, half = self.score()
        out.append(f"  {m.a} vs {m.b}, pairwise: {mean:.3f} ± {half:.3f} (95 %)")
        for level in (m.a, m.b):
            rank, rhalf = self.mean_rank(level)
            out.append(f"  mean rank  {level:<7} {rank:.3f} ± {rhalf:.3f}   mean score {self.mean_score(level):,.1f}")
        for level in (m.a, m.b):
            t = self.times(level)
            out.append(f"  decision   {level:<7} median {percentile(t, .5) * 1e3:.2f} ms, p99 {percentile(t, .99) * 1e3:.1f} ms, "
                       f"max {max(t, default=math.nan) * 1e3:.1f} ms  ({len(t):,} decisions, CPU time)")
        for level in (m.a, m.b):
            counts = self.kinds(level)
            seats = sum(g.levels.count(level) for g in self.games()) or 1
            top = ", ".join(f"{k} {n / seats:.1f}" for k, n in counts.most_common(8))
            out.append(f"  choices    {level:<7} per seat-game: {top}")
        return out


def run(match: Match, games: int, seed: int = 1, jobs: int = 1, progress=None) -> Report:
    """Play at least ``games`` games (whole deals of ``seats`` rotations) from ``seed`` on."""
    deals = max(1, math.ceil(games / match.seats))
    tasks = [(match, seed + d) for d in range(deals)]
    report = Report(match)
    t0 = time.perf_counter()
    if jobs <= 1:
        results = map(play_deal, tasks)
        for deal in results:
            report.deals.append(deal)
            if progress:
                progress(len(report.deals), deals)
    else:
        with ProcessPoolExecutor(max_workers=jobs, initializer=settle) as pool:
            for deal in pool.map(play_deal, tasks, chunksize=1):
                report.deals.append(deal)
                if progress:
                    progress(len(report.deals), deals)
    report.seconds = time.perf_counter() - t0
    return report


def _option(text: str) -> tuple:
    name, sep, value = text.partition("=")
    if not sep or not name:
        raise argparse.ArgumentTypeError(f"an option is name=value, not {text!r}")
    try:
        return name, json.loads(value)
    except json.JSONDecodeError:
        return name, value


def main(argv: list[str] | None = None) -> int:
    settle()                            # the collector as the app runs it (workers too: run())
    parser = argparse.ArgumentParser(prog="python -m core.arena", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", required=True, choices=list(GAMES))
    parser.add_argument("--a", default="strong", choices=LEVELS, help="the level measured (default strong)")
    parser.add_argument("--b", default="normal", choices=LEVELS, help="the level it plays against (default normal)")
    parser.add_argument("--preset", help="the rules preset (default: the game's default options)")
    parser.add_argument("--option", type=_option, action="append", default=[], help="name=json, laid over the preset")
    parser.add_argument("--seats", type=int, help="players (default: the game's usual number)")
    parser.add_argument("--a-seats", type=int, default=1, help="seats of level A (default 1)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--quiet", action="store_true", help="no progress line")
    args = parser.parse_args(argv)
    game = GAMES[args.game]
    if args.preset and args.preset not in game.presets:
        parser.error(f"unknown preset {args.preset!r}; the game has {', '.join(game.presets)}")
    seats = args.seats or (4 if 4 in game.players else game.players[0])
    match = Match(args.game, args.a, args.b, seats, args.a_seats, args.preset, tuple(args.option))
    try:
        problem = game.seats_problem(seats, game.make_options(match.rule_options()))
    except OptionError as exc:
        parser.error(f"these options cannot be played: {exc}")
    if problem is not None:
        parser.error(f"{seats} seats cannot play these rules: {problem.english()}")
    if not 1 <= args.a_seats < seats:
        parser.error("--a-seats must leave at least one seat to B")

    def progress(done, total):
        if not args.quiet:
            print(f"\r  {done}/{total} deals", end="", file=sys.stderr, flush=True)

    report = run(match, args.games, args.seed, args.jobs, progress)
    if not args.quiet:
        print(file=sys.stderr)
    print("\n".join(report.lines()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
