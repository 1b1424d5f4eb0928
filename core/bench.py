"""The speed benchmark: ``python -m core.bench [--games N] [--seconds S] [--game ID] [--profile [S]]
[--solver-hands N] [--mahjong-hands N]``.

For every registered game (or just ``--game``):

- random self-play: games/s and actions/s of uniformly random legal play with four seats (or
  the allowed seat count nearest to four), the default preset. The engine loop
  (``legal_actions`` + ``apply``, as the conformance suite plays) is what the target applies to;
  the full protocol loop a table runs (``view``, ``legal_actions``, ``RandomAgent.choose``,
  ``apply``) is shown beside it. Daifugō is also measured at 低速 (speed 0), where every place
  is played out.
- AI decision time: median and p99 of ``agent.choose`` per level (easy, normal; and strong for
  the games in ``EXTRA_AI_LEVELS``: Indian Rummy, Wild Rummy R) over every decision of self-play
  games between agents of that level.
- Daifugō with added rules: the same decision times for normal (which then runs a small
  determinised search) and strong, in self-play where every game has ``RULES_PER_GAME`` random
  catalogue rules (``catalogue.random_rules``, seeded per game); "searched" is the median of
  the decisions on which a search actually ran.
- The rummy solver (core.rummy, shared by the rummy games): median, p99 and worst CPU time
  (and wall-clock time beside it) of ``best_arrangement`` over ``--solver-hands`` random hands
  of 13-14 cards from 2-3 decks with 0-6 wild cards (the seed's meld rules, a random cut-joker
  rank). It runs by default and with ``--game indian_rummy``; give ``--solver-hands`` to run it
  beside another ``--game``, 0 to skip it. Its targets are defined over 10,000 hands, so it
  runs that many hands whatever ``--seconds`` says (5-10 s on a 2-core machine).

- Wild Rummy R (with ``--game wild_rummy`` or all games): ``legal_actions`` p99 over positions of
  real play, random self-play rounds/s and the normal AI's decision p99 at every seat count 2-6,
  all in CPU time (see :mod:`core.bench_wild`).

- Mahjong (with a mahjong game or all games): our shanten and hand value against the PyPI
  ``mahjong`` package, both timed the same way in CPU time on the same inputs: shanten on hands
  from AI self-play and on a mix of random, near-regular, near seven pairs and near thirteen
  orphans hands, four players and sanma; hand value on a corpus of winning hands; and the median
  time of one discard decision (see :mod:`core.bench_mahjong`).

Each measurement runs ``--games`` games or ``--seconds`` seconds, whichever ends first (a game
under way is cut off at twice ``--seconds``; its decisions so far count), so the whole default
run takes a few minutes. Every target is printed with PASS/FAIL, and the load average beside the
figures (other processes slow everything; the ratios against the mahjong package are measured
side by side). ``--profile`` adds the top hotspots (cProfile) of each game's own code in random
self-play, a few seconds per game. Speed is measured here, never in a timed test.
"""
from __future__ import annotations

import argparse
import cProfile
import gc
import io
import os
import pstats
import statistics
import time
from dataclasses import dataclass, field

from core.gc_policy import settle
from core.ai import make_agent
from core.cards import RANKS, SUITS
from core.engine import Rng
from core.registry import GAMES
from core.rummy import MeldRules, best_arrangement

#: Further configurations measured for random self-play, beside the default preset.
EXTRA_CONFIGS = {"daifugo": [("speed 0 (slow)", {"speed": 0})],   # 低速: every place decided
                 "indian_rummy": [("one round", {"rounds": 1})],   # a match of one round: rounds/s
                 "wild_rummy": [("one round", {"match_rounds": 1})],
                 # Anmika: a draw keeps the dealer and random seats seldom win, so a random game of the
                 # default rules runs for about a hundred hands; four hands are a comparable "game"
                 "anmika": [("4 hands", {"max_hands": 4})]}
AI_LEVELS = ("easy", "normal")
EXTRA_AI_LEVELS = {"indian_rummy": ("strong",), "wild_rummy": ("strong",), "riichi": ("strong",),
                   "anmika": ("strong",)}   # also timed (an aim, not a target)
RULE_LEVELS = {"daifugo": ("normal", "strong")}   # levels measured under added rules
RULES_PER_GAME = 10
#: random self-play, 4 seats: (game, config) -> games/s (Indian Rummy: 4-player rounds/s, where the
#: pure-Python gin rummy of RLCard reaches 120 games/s on this machine); Wild Rummy R's targets are
#: its own section's, in CPU time (core.bench_wild)
TARGET_GAMES_PER_S = {("daifugo", "default"): 240.0, ("indian_rummy", "one round"): 120.0,
                      ("riichi", "default"): 19.0,
                      ("anmika", "4 hands"): 10.0}
TARGET_MEDIAN_MS = 5.0                        # AI "normal"
MAHJONG_HANDS = 2_000                         # per shanten set and in the hand value corpus (core.bench_mahjong)
PROFILE_SECONDS = 3.0                         # --profile: random self-play profiled per game
TARGET_P99_MS = 50.0
STRONG_AIM_MS = (100.0, 200.0)                # AI "strong" median under rules: an aim, not a target
SOLVER_HANDS = 10_000                         # rummy solver: hands measured by default
SOLVER_GAMES = ("indian_rummy",)              # --game values that measure the solver by default
TARGET_SOLVER_MEDIAN_MS = 5.0                 # best_arrangement, 13-14 cards, 2-3 decks, 0-6 wilds
TARGET_SOLVER_WORST_MS = 100.0


@dataclass
class SelfPlay:
    """Random self-play throughput of one configuration, engine-only and through agents."""

    game: str
    config: str
    seats: int
    games: int
    actions: int
    seconds: float
    agent_games: int = 0
    agent_seconds: float = 0.0

    @property
    def games_per_s(self) -> float:
        return self.games / self.seconds

    @property
    def actions_per_s(self) -> float:
        return self.actions / self.seconds

    @property
    def agent_games_per_s(self) -> float:
        return self.agent_games / self.agent_seconds if self.agent_seconds else 0.0


@dataclass
class DecisionTimes:
    """Decision times of one AI level in self-play, in seconds."""

    game: str
    level: str
    times: list
    searched: list = field(default_factory=list)   # decisions on which a search ran (daifugō, rules)

    def quantile_ms(self, q: float) -> float:
        ordered = sorted(self.times)
        return 1000 * ordered[min(len(ordered) - 1, int(q * len(ordered)))]

    @property
    def median_ms(self) -> float:
        return 1000 * statistics.median(self.times)


def seat_count(game) -> int:
    """Four seats where allowed, else the allowed count nearest to four."""
    return min(game.players, key=lambda n: (abs(n - 4), n))


def play(game, seats: int, options, seed: int, agents, times: list | None = None,
         until: float | None = None) -> int:
    """Play one game with ``agents`` (one per seat); return the number of actions. When
    ``times`` is given, the duration of every ``choose`` call is appended to it. At the
    ``time.perf_counter()`` ``until`` (if given) the game is left unfinished (after one action at least)."""
    state = game.new_state(seats, options, seed)
    clock = time.perf_counter
    actions = 0
    while not state.is_over() and (until is None or actions == 0 or clock() < until):
        for seat in state.to_move():
            view = state.view(seat)
            legal = state.legal_actions(seat)
            if times is None:
                action = agents[seat].choose(view, legal)
            else:
                start = clock()
                action = agents[seat].choose(view, legal)
                times.append(clock() - start)
            state.apply(action)
            actions += 1
            break              # after an action, ask the state again who is to move
    return actions


def play_engine(game, seats: int, options, seed: int) -> int:
    """One game of uniformly random legal actions straight on the state (no views, no agents),
    as the conformance suite plays; returns the number of actions."""
    state = game.new_state(seats, options, seed)
    rng = Rng(seed)
    actions = 0
    while not state.is_over():
        legal = state.legal_actions(state.to_move()[0])
        state.apply(legal[rng.randbelow(len(legal))])
        actions += 1
    return actions


def self_play(game, config: str, options, max_games: int, seconds: float) -> SelfPlay:
    """Random self-play until ``max_games`` games or ``seconds`` have passed: first the engine
    loop, then (for the same budget) the full protocol loop with RandomAgent seats."""
    seats = seat_count(game)
    start = time.perf_counter()
    games = actions = 0
    while games < max_games and (games == 0 or time.perf_counter() - start < seconds):
        actions += play_engine(game, seats, options, games)
        games += 1
    result = SelfPlay(game.id, config, seats, games, actions, time.perf_counter() - start)
    start = time.perf_counter()
    while result.agent_games < max_games and (result.agent_games == 0 or time.perf_counter() - start < seconds):
        agents = [make_agent(game.id, "random", 7919 * result.agent_games + s) for s in range(seats)]
        play(game, seats, options, result.agent_games, agents)
        result.agent_games += 1
    result.agent_seconds = time.perf_counter() - start
    return result


def decision_times(game, level: str, max_games: int, seconds: float) -> DecisionTimes:
    """Every decision time of ``level`` agents playing each other."""
    seats = seat_count(game)
    times: list[float] = []
    start = time.perf_counter()
    games = 0
    while games < max_games and (games == 0 or time.perf_counter() - start < seconds):
        agents = [make_agent(game.id, level, 104729 * games + s) for s in range(seats)]
        play(game, seats, None, 10_000 + games, agents, times, until=start + 2 * seconds)
        games += 1
    return DecisionTimes(game.id, agents[0].level if games else level, times)


def rules_options(game, seed: int) -> dict | None:
    """Options with ``RULES_PER_GAME`` random catalogue rules (daifugō only; None otherwise)."""
    if game.id != "daifugo":
        return None
    from core.games.daifugo import catalogue
    return {"rules": catalogue.random_rules(Rng(seed), RULES_PER_GAME)}


def decision_times_under_rules(game, level: str, max_games: int, seconds: float) -> DecisionTimes:
    """Every decision time of ``level`` agents playing each other, each game under its own
    random rules; also the times of the decisions on which the agent searched."""
    seats = seat_count(game)
    times: list[float] = []
    searched: list[float] = []
    clock = time.perf_counter
    start = clock()
    games = 0
    while games < max_games and (games == 0 or clock() - start < seconds):
        agents = [make_agent(game.id, level, 104729 * games + s) for s in range(seats)]
        state = game.new_state(seats, rules_options(game, 30_000 + games), 30_000 + games)
        while not state.is_over() and (not times or clock() - start < 2 * seconds):
            seat = state.to_move()[0]
            view, legal = state.view(seat), state.legal_actions(seat)
            t0 = clock()
            action = agents[seat].choose(view, legal)
            dt = clock() - t0
            times.append(dt)
            if getattr(agents[seat], "last_search", None) is not None:
                searched.append(dt)
            state.apply(action)
        games += 1
    return DecisionTimes(game.id, level, times, searched)


def hotspots(game, seconds: float = PROFILE_SECONDS, top: int = 8) -> str:
    """cProfile of random self-play for about ``seconds`` (games until then, the last one cut
    off): the top functions of the game's own package by own time."""
    seats = seat_count(game)
    profiler = cProfile.Profile()
    start = time.perf_counter()
    g = 0
    profiler.enable()
    while time.perf_counter() - start < seconds:
        play(game, seats, None, g, [make_agent(game.id, "random", g * 10 + s) for s in range(seats)],
             until=start + seconds)
        g += 1
    profiler.disable()
    out = io.StringIO()
    stats = pstats.Stats(profiler, stream=out)
    stats.sort_stats("tottime").print_stats(f"core/games/{game.id}/", top)
    lines = out.getvalue().splitlines()
    first = next((i for i, line in enumerate(lines) if line.lstrip().startswith("ncalls")), 0)
    total = next((line.strip() for line in lines if "function calls" in line), "")
    return "\n".join([f"  {total}"] + ["  " + line for line in lines[first:] if line.strip()])


def rummy_hand(rng: Rng) -> tuple[list[str], MeldRules]:
    """A random rummy hand: 13 or 14 cards from 2 or 3 decks, 0-6 of them wild (printed jokers
    and cards of a random cut-joker rank), with the seed's meld rules for that cut joker."""
    decks = rng.choice((2, 3))
    size = rng.choice((13, 14))
    wild_count = rng.randbelow(7)
    cut = rng.choice(RANKS)
    copies = ["" if d == 1 else f"#{d}" for d in range(1, decks + 1)]
    naturals = [r + s + c for c in copies for s in SUITS for r in RANKS if r != cut]
    wilds = [cut + s + c for c in copies for s in SUITS] + ["X" + c for c in copies]
    rng.shuffle(naturals)
    rng.shuffle(wilds)
    return naturals[:size - wild_count] + wilds[:wild_count], MeldRules(wild_ranks=frozenset({cut}))


def solver_times(hands: int, seed: int = 0) -> tuple[list[float], list[float], float]:
    """The time of ``best_arrangement`` on each of ``hands`` random hands, in seconds: the
    process's CPU time (what the targets judge: a busy machine's pre-emptions are not the
    solver's) and the wall-clock time; and the wall time of the whole measurement. The objects
    the earlier measurements left behind are frozen out of the garbage collector's sight first,
    so that their collection is not charged to the solver (the solver's own garbage still is)."""
    rng = Rng(seed)
    wall, cpu = time.perf_counter, time.process_time
    cpu_times, wall_times = [], []
    gc.collect()
    gc.freeze()
    try:
        start = wall()
        for _ in range(hands):
            hand, rules = rummy_hand(rng)
            w0, c0 = wall(), cpu()
            best_arrangement(hand, rules)
            cpu_times.append(cpu() - c0)
            wall_times.append(wall() - w0)
        return cpu_times, wall_times, wall() - start
    finally:
        gc.unfreeze()


def verdict(ok: bool) -> str:
    return "PASS" if ok else "FAIL"



def _report_normal(d, where: str) -> None:
    """PASS/FAIL lines for the normal AI's median and p99 move time."""
    print(f"  {verdict(d.median_ms <= TARGET_MEDIAN_MS)}  {d.game} AI normal median{where}: "
          f"{d.median_ms:.3f} ms (target <= {TARGET_MEDIAN_MS:g})")
    print(f"  {verdict(d.quantile_ms(0.99) <= TARGET_P99_MS)}  {d.game} AI normal p99{where}: "
          f"{d.quantile_ms(0.99):.3f} ms (target <= {TARGET_P99_MS:g})")

def arguments() -> argparse.ArgumentParser:
    """The command line of ``python -m core.bench``."""
    parser = argparse.ArgumentParser(prog="python -m core.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2000, help="at most this many games per measurement")
    parser.add_argument("--seconds", type=float, default=4.0, help="at most this long per measurement")
    parser.add_argument("--game", choices=sorted(GAMES), help="only this game")
    parser.add_argument("--profile", type=float, nargs="?", const=PROFILE_SECONDS, default=0.0, metavar="S",
                        help=f"also print the cProfile hotspots of each game, S seconds of random self-play "
                             f"each (default {PROFILE_SECONDS:g})")
    parser.add_argument("--mahjong-hands", type=int, default=MAHJONG_HANDS, metavar="N",
                        help=f"mahjong: hands per shanten set and in the hand value corpus (default "
                             f"{MAHJONG_HANDS}; 0 skips the comparison with the mahjong package)")
    parser.add_argument("--solver-hands", type=int, default=None, metavar="N",
                        help=f"rummy solver: hands to time (default {SOLVER_HANDS} without --game or with "
                             f"--game {'/'.join(SOLVER_GAMES)}, else 0; 0 skips it)")
    return parser


def main(argv: list[str] | None = None) -> int:
    """Run the benchmark and print the table and the targets; returns 0 (a report, not a gate)."""
    args = arguments().parse_args(argv)
    settle()                            # the collector as the app runs it
    began = time.perf_counter()
    load = os.getloadavg()
    print(f"Load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} on {os.cpu_count()} CPUs\n")
    games = [GAMES[args.game]] if args.game else list(GAMES.values())
    solver_hands = args.solver_hands
    if solver_hands is None:
        solver_hands = SOLVER_HANDS if args.game in (None, *SOLVER_GAMES) else 0

    print(f"Random self-play (at most {args.games} games or {args.seconds:g} s each)")
    print(f"  {'game':<14}{'config':<14}{'seats':>5}{'games':>7}{'games/s':>9}{'actions/s':>11}"
          f"{'with agents+views':>19}")
    runs: list[SelfPlay] = []
    for game in games:
        configs = [("default", None)] + EXTRA_CONFIGS.get(game.id, [])
        for name, options in configs:
            r = self_play(game, name, options, args.games, args.seconds)
            runs.append(r)
            print(f"  {r.game:<14}{r.config:<14}{r.seats:>5}{r.games:>7}{r.games_per_s:>9.1f}{r.actions_per_s:>11.0f}"
                  f"{r.agent_games_per_s:>12.1f} games/s")

    print("\nAI decision time in self-play (default preset)")
    print(f"  {'game':<14}{'level':<10}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")
    ai: list[DecisionTimes] = []
    for game in games:
        for level in AI_LEVELS + EXTRA_AI_LEVELS.get(game.id, ()):
            d = decision_times(game, level, args.games, args.seconds)
            ai.append(d)
            print(f"  {d.game:<14}{d.level:<10}{len(d.times):>10}{d.median_ms:>11.3f}"
                  f"{d.quantile_ms(0.99):>9.3f}{max(d.times) * 1000:>9.3f}")

    ruled: list[DecisionTimes] = []
    if any(game.id in RULE_LEVELS for game in games):
        print(f"\nAI decision time in self-play under {RULES_PER_GAME} random catalogue rules per game")
        print(f"  {'game':<14}{'level':<10}{'decisions':>10}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}"
              f"{'searched':>10}{'its median':>12}")
        for game in games:
            for level in RULE_LEVELS.get(game.id, ()):
                d = decision_times_under_rules(game, level, args.games, args.seconds)
                ruled.append(d)
                sm = f"{1000 * statistics.median(d.searched):>12.3f}" if d.searched else f"{'-':>12}"
                print(f"  {d.game:<14}{d.level:<10}{len(d.times):>10}{d.median_ms:>11.3f}"
                      f"{d.quantile_ms(0.99):>9.3f}{max(d.times) * 1000:>9.3f}{len(d.searched):>10}{sm}")

    mahjong = None
    if args.mahjong_hands > 0 and any(g.family == "mahjong" for g in games):
        from core import bench_mahjong

        print("\nMahjong core against the PyPI mahjong package (same inputs, CPU time)")
        mahjong = bench_mahjong.figures(args.mahjong_hands)
        bench_mahjong.print_figures(mahjong)

    wild = None
    if any(g.id == "wild_rummy" for g in games):
        from core import bench_wild

        print("\nWild Rummy R: legal_actions, random rounds, normal AI per seat count (CPU time)")
        wild = bench_wild.figures()
        bench_wild.print_figures(wild)

    solver = None
    if solver_hands > 0:
        print(f"\nRummy solver: best_arrangement on {solver_hands} random hands "
              f"(13-14 cards, 2-3 decks, 0-6 wilds)")
        cpu_times, wall_times, wall = solver_times(solver_hands)
        solver = DecisionTimes("rummy", "solver", cpu_times)
        clock = DecisionTimes("rummy", "solver", wall_times)
        print(f"  {'clock':<12}{'hands':>7}{'median ms':>11}{'p99 ms':>9}{'max ms':>9}")
        for name, d in (("CPU time", solver), ("wall clock", clock)):
            print(f"  {name:<12}{len(d.times):>7}{d.median_ms:>11.3f}{d.quantile_ms(0.99):>9.3f}"
                  f"{max(d.times) * 1000:>9.3f}")
        print(f"  {wall:.1f} s in all")

    print("\nTargets")
    for r in runs:
        target = TARGET_GAMES_PER_S.get((r.game, r.config))
        if target is not None:
            ok = r.games_per_s >= target
            print(f"  {verdict(ok)}  {r.game} random self-play ({r.config}), {r.seats} seats, engine loop: "
                  f"{r.games_per_s:.1f} games/s (target >= {target:g}; "
                  f"with agents and views {r.agent_games_per_s:.1f})")
    for d in ai:
        if d.level == "normal":
            _report_normal(d, "")
        elif d.level == "strong" and d.game in EXTRA_AI_LEVELS:
            low, high = STRONG_AIM_MS
            print(f"  info  {d.game} AI strong: median {d.median_ms:.3f} ms, p99 {d.quantile_ms(0.99):.3f} ms "
                  f"(aim: about {low:g}-{high:g})")

    for d in ruled:
        if d.level == "normal":
            _report_normal(d, " under rules")
            if d.searched:
                searched = 1000 * statistics.median(d.searched)
                print(f"  {verdict(searched <= TARGET_MEDIAN_MS)}  {d.game} AI normal median of the searched "
                      f"decisions under rules: {searched:.3f} ms (target <= {TARGET_MEDIAN_MS:g})")
        elif d.level == "strong":
            low, high = STRONG_AIM_MS
            searched = 1000 * statistics.median(d.searched) if d.searched else 0.0
            print(f"  info  {d.game} AI strong under rules: median {d.median_ms:.3f} ms over every decision, "
                  f"{searched:.3f} ms over the searched ones (aim: about {low:g}-{high:g})")

    if mahjong is not None:
        from core import bench_mahjong

        for ok, line in bench_mahjong.targets(mahjong):
            print(f"  {verdict(ok)}  {line}")

    if wild is not None:
        from core import bench_wild

        for ok, line in bench_wild.targets(wild):
            print(f"  {verdict(ok)}  {line}")

    if solver is not None:
        worst = max(solver.times) * 1000
        over = "" if len(solver.times) >= SOLVER_HANDS else f"; targets are over {SOLVER_HANDS} hands"
        print(f"  {verdict(solver.median_ms <= TARGET_SOLVER_MEDIAN_MS)}  rummy solver median (CPU time): "
              f"{solver.median_ms:.3f} ms over {len(solver.times)} hands (target <= {TARGET_SOLVER_MEDIAN_MS:g}{over})")
        print(f"  {verdict(worst <= TARGET_SOLVER_WORST_MS)}  rummy solver worst (CPU time): "
              f"{worst:.3f} ms over {len(solver.times)} hands (target <= {TARGET_SOLVER_WORST_MS:g}{over})")

    for game in games if args.profile > 0 else ():
        print(f"\nHotspots of core/games/{game.id} in {args.profile:g} s of random self-play (cProfile, own time)")
        print(hotspots(game, args.profile))
    load = os.getloadavg()
    print(f"\n{time.perf_counter() - began:.0f} s in all; load average now {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
