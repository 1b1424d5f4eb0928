"""The engine's invariants under long seeded play: ``python -m core.soak [--game ID] [--games N]
[--seed S] [--ai-share F] [--levels easy,normal]``.

Plays ``--games`` seeded games of each game (or just ``--game``), cycling through every preset
and every seat count it can be played with; a share ``--ai-share`` of them (default half) seat AI agents of
the given levels (each seat's level drawn from the seed; the others play uniformly random legal
actions). Agents see only their view, as at the table. Every action is applied in strict mode
(:attr:`core.engine.State.strict`), so after each one the position is checked: a game that is
over has nobody to move, one that is not has somebody, every seat to move has a legal action,
and the totals of ``State.conserved()`` (points plus the table's deposits, chips) are unchanged.
At the end the ranking must be a permutation of the seats.

Long games are capped by their own hand-count option (``CAPS``), as the conformance suite does.
Prints one line per game: games, actions, seconds and the violations found (each with its seed,
so ``--game G --games 1 --seed S`` replays it), and exits 1 if any was found.
"""
from __future__ import annotations

import argparse
import sys
import time
from dataclasses import dataclass, field

from core.ai import make_agent
from core.engine import InvariantBroken, Rng, State
from core.registry import GAMES

#: game id -> options laid over every preset, so that random play ends in reasonable time
#: (Anmika: a draw keeps the dealer and 返り東 repeats until someone has 40,000)
CAPS: dict[str, dict] = {"anmika": {"max_hands": 3}}
MAX_ACTIONS = 20_000


@dataclass(frozen=True)
class Case:
    """One seeded game: its rules, seats and who plays each seat (None: random legal play)."""

    game_id: str
    preset: str
    seats: int
    seed: int
    levels: tuple = ()

    def describe(self) -> str:
        who = ",".join(lv or "random" for lv in self.levels)
        return f"{self.game_id} preset={self.preset} seats={self.seats} seed={self.seed} [{who}]"


@dataclass
class Tally:
    """What the games of one game id showed."""

    games: int = 0
    actions: int = 0
    seconds: float = 0.0
    violations: list = field(default_factory=list)


def playable(game) -> list[tuple[str, int]]:
    """Every (preset, seat count) the game can be played with (an India preset seats 2-6)."""
    return [(p, s) for p, opts in game.presets.items() for s in game.players if game.seats_problem(s, opts) is None]


def cases(game_id: str, games: int, seed: int, ai_share: float, levels: tuple) -> list[Case]:
    """``games`` cases cycling through every preset and seat count; about ``ai_share`` with AI."""
    game = GAMES[game_id]
    combos = playable(game)
    rng = Rng(seed)
    out = []
    for i in range(games):
        preset, seats = combos[i % len(combos)]
        with_ai = rng.randbelow(1000) < ai_share * 1000
        who = tuple(levels[rng.randbelow(len(levels))] if with_ai and rng.randbelow(4) else None
                    for _ in range(seats))
        out.append(Case(game_id, preset, seats, seed + i, who))
    return out


def play(case: Case) -> tuple[int, str]:
    """Play ``case`` to the end in strict mode; (actions applied, "" or what went wrong)."""
    game = GAMES[case.game_id]
    options = {**game.presets[case.preset].to_json(), **CAPS.get(case.game_id, {})}
    agents = {s: make_agent(case.game_id, lv, case.seed * 31 + s) for s, lv in enumerate(case.levels) if lv}
    rng = Rng(case.seed * 1_000_003 + case.seats)
    strict = State.strict
    State.strict = True
    try:
        state = game.new_state(seats=case.seats, options=options, seed=case.seed)
        problems = state.invariant_violations()
        if problems:
            return 0, "; ".join(problems)
        n = 0
        while not state.is_over():
            if n >= MAX_ACTIONS:
                return n, f"no end after {MAX_ACTIONS} actions"
            seats = state.to_move()
            seat = seats[rng.randbelow(len(seats))]
            legal = state.legal_actions(seat)
            agent = agents.get(seat)
            action = agent.choose(state.view(seat), legal) if agent else legal[rng.randbelow(len(legal))]
            state.apply(action)
            n += 1
        ranking = state.result().ranking
        if sorted(ranking) != list(range(case.seats)):
            return n, f"the ranking {ranking} is not a permutation of the seats"
        return n, ""
    except InvariantBroken as exc:
        return len(state.actions), str(exc)
    finally:
        State.strict = strict


def soak(game_id: str, games: int, seed: int = 1, ai_share: float = 0.5,
         levels: tuple = ("easy", "normal")) -> Tally:
    """Play the cases of one game; the tally of actions, time and violations."""
    tally = Tally()
    t0 = time.perf_counter()
    for case in cases(game_id, games, seed, ai_share, levels):
        n, problem = play(case)
        tally.games += 1
        tally.actions += n
        if problem:
            tally.violations.append(f"{case.describe()}: {problem}")
    tally.seconds = time.perf_counter() - t0
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.soak", description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=list(GAMES), help="one game (default: every game)")
    parser.add_argument("--games", type=int, default=100, help="games per game (default 100)")
    parser.add_argument("--seed", type=int, default=1, help="first seed (default 1)")
    parser.add_argument("--ai-share", type=float, default=0.5, help="share of games with AI seats")
    parser.add_argument("--levels", default="easy,normal", help="AI levels to draw from")
    args = parser.parse_args(argv)
    levels = tuple(lv for lv in args.levels.split(",") if lv)
    found = 0
    for gid in ([args.game] if args.game else list(GAMES)):
        t = soak(gid, args.games, args.seed, args.ai_share, levels)
        found += len(t.violations)
        print(f"{gid}: {t.games} games, {t.actions} actions, {t.seconds:.1f} s, "
              f"{len(t.violations)} violations", flush=True)
        for v in t.violations[:20]:
            print(f"  {v}", flush=True)
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
