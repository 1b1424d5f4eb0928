"""The mahjong core against the PyPI ``mahjong`` package, timed the same way: ``python -m
core.bench_mahjong [--hands N] [--repeats R]`` (and part of ``python -m core.bench``).

Both libraries get the same inputs, the same number of passes (``repeats``, alternating ours and
the package's, the garbage collector off during a pass) and are timed in CPU time
(``time.process_time``: another process's pre-emptions are charged to neither); a figure is the
median pass. Before each of its passes ours forgets its caches and is warmed on as many other
hands of the same kind (untimed): a process that has played a while, but has not met the timed
hands, so that repeating them measures no cache of them.

- Shanten (向聴数), four players (the 136 tiles) and sanma (三麻, the 108 tiles without 2m-8m; ours
  with ``kinds=SANMA``, the package with ``is_three_player``):
  - *play* hands: the concealed hand of the seat to move at every decision of AI self-play
    (riichi with four seats, Anmika with three; the "normal" level), melds included (an open
    hand is asked for its regular shanten only, by both);
  - the *mixed* set, equal parts of random 13-14 tile hands, near-regular hands (a complete
    hand of four groups and a pair with one or two tiles changed), near seven pairs and near
    thirteen orphans (likewise).
- Hand value (点数計算): the oracle's corpus of winning hands (tests/core/test_mahjong_oracle_hand.py,
  on which both libraries agree: closed and open, chi, pon and kans, seven pairs and thirteen
  orphans, red fives, dora and ura, every situation), each library fed by the oracle's adapter;
  ours forgets its caches (the per-suit splits) and is warmed on as many other winning hands
  before each pass, as for shanten. It needs the source tree's tests/ beside core/ (the package
  is a test-only dependency too).
- One discard decision: the median time of ``discard_table`` (shanten and ukeire after every
  discard) of a random 14-tile hand, ours alone.

Targets (issue 25): shanten >= 13x the package on play hands and >= 8x on the mixed set, each in
four-player and sanma; hand value >= 1.5x; a discard decision <= 1 ms.
"""
from __future__ import annotations

import argparse
import gc
import importlib.util
import random
import statistics
import sys
import time
from pathlib import Path

from core.gc_policy import settle
from core.ai import make_agent
from core.mahjong import points as value_module
from core.mahjong import shanten as shanten_module
from core.mahjong.hand import KOKUSHI_KINDS
from core.mahjong.shanten import shanten
from core.mahjong.waits import discard_table
from core.registry import GAMES

SANMA = frozenset(kind for kind in range(34) if not 1 <= kind <= 7)     # 1m 9m, no 2m-8m
TARGET_PLAY_RATIO = 13.0
TARGET_MIXED_RATIO = 8.0
TARGET_VALUE_RATIO = 1.5
TARGET_DISCARD_MS = 1.0
HANDS = 2000                    # hands per set (play, mixed) and winning hands in the value corpus
REPEATS = 3                     # passes per library and set
DISCARD_HANDS = 300
PLAY_GAMES = {"4p": ("riichi", 4), "sanma": ("anmika", 3)}
PLAY_SECONDS = 10.0             # AI self-play to sample the play hands from, per player count (one game at least)
ORACLE = Path(__file__).resolve().parent.parent / "tests" / "core" / "test_mahjong_oracle_hand.py"


# --- hands --------------------------------------------------------------------------------------
def _wall(kinds) -> list[int]:
    return [kind for kind in sorted(kinds) for _ in range(4)]


def _counts(tiles) -> list[int]:
    counts = [0] * 34
    for kind in tiles:
        counts[kind] += 1
    return counts


def _changed(rng: random.Random, counts: list[int], wall: list[int], changes: int) -> list[int]:
    """``counts`` with ``changes`` tiles swapped for others from ``wall`` (never a fifth copy)."""
    counts = list(counts)
    for _ in range(changes):
        out = rng.choice([k for k in range(34) if counts[k]])
        counts[out] -= 1
        counts[rng.choice([k for k in wall if counts[k] < 4 and k != out])] += 1
    return counts


def _regular(rng: random.Random, kinds) -> list[int]:
    """A complete hand of four groups (runs where the tile set has them) and a pair."""
    while True:
        tiles = []
        for _ in range(4):
            first = rng.choice(sorted(kinds))
            run = first < 27 and first % 9 <= 6 and all(first + i in kinds for i in range(3))
            tiles += [first, first + 1, first + 2] if run and rng.random() < 0.6 else [first] * 3
        tiles += [rng.choice(sorted(kinds))] * 2
        counts = _counts(tiles)
        if max(counts) <= 4:
            return counts


def mixed_hands(n: int, kinds=frozenset(range(34)), seed: int = 0) -> list[tuple[list[int], int]]:
    """``n`` hands (counts, melds 0): random 13-14 tiles, near-regular, near seven pairs, near
    thirteen orphans, in turn; the near ones are complete hands with one or two tiles changed,
    then one tile dropped in every other hand (13 tiles)."""
    rng = random.Random(seed)
    wall = _wall(kinds)
    out = []
    for i in range(n):
        size = 13 + i % 2
        shape = i // 2 % 4
        if shape == 0:
            counts = _counts(rng.sample(wall, size))
        else:
            if shape == 1:
                counts = _regular(rng, kinds)
            elif shape == 2:
                counts = _counts(k for k in rng.sample(sorted(kinds), 7) for _ in range(2))
            else:
                counts = _counts(list(KOKUSHI_KINDS) + [rng.choice(KOKUSHI_KINDS)])
            counts = _changed(rng, counts, wall, 1 + rng.randrange(2))
            if size == 13:
                counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
        out.append((counts, 0))
    return out


def play_hands(game_id: str, seats: int, n: int, seconds: float = PLAY_SECONDS, kinds=None) -> tuple[list, list]:
    """Two sets of up to ``n`` concealed hands (counts, melds) of the seat to move at every
    decision of "normal" AI self-play (games until ``2 n`` or ``seconds``, each set spread
    evenly over what was seen): the hands to time and others to warm up on.
    Hands of another size than 13 or 14 less three a meld, with a fifth copy or (``kinds``) a
    kind outside the tile set are left out."""
    game = GAMES[game_id]
    seen: list[tuple[list[int], int]] = []
    start = time.perf_counter()
    games = 0
    while len(seen) < 2 * n and (games == 0 or time.perf_counter() - start < seconds):
        agents = [make_agent(game_id, "normal", 7 * games + s) for s in range(seats)]
        state = game.new_state(seats, None, 500 + games)
        while not state.is_over():
            seat = state.to_move()[0]
            counts, melds = state.counts(seat), len(state.melds[seat])
            if sum(counts) in (13 - 3 * melds, 14 - 3 * melds) and max(counts) <= 4 and \
                    (kinds is None or all(counts[k] == 0 for k in range(34) if k not in kinds)):
                seen.append((counts, melds))
            state.apply(agents[seat].choose(state.view(seat), state.legal_actions(seat)))
        games += 1
    step = max(2, len(seen) // n)
    return seen[::step][:n], seen[1::step][:n]


# --- timing -------------------------------------------------------------------------------------
def _pass(function, inputs, before=None) -> tuple[float, list]:
    """One pass of ``function`` over ``inputs`` in CPU seconds (gc off), and the results."""
    if before is not None:
        before()
    gc.collect()
    gc.disable()
    try:
        clock = time.process_time
        start = clock()
        results = [function(x) for x in inputs]
        return clock() - start, results
    finally:
        gc.enable()


def compare(ours, theirs, inputs, repeats: int, reset=None) -> dict:
    """Median CPU seconds of ``repeats`` passes of each (taking turns) over the same inputs, the
    ratio (theirs / ours: how many times faster ours is) and how many results agree; ``reset``
    runs (untimed) before each pass of ours."""
    mine, other = [], []
    ours_results = theirs_results = []
    for _ in range(repeats):
        t, ours_results = _pass(ours, inputs, reset)
        mine.append(t)
        if theirs is not None:
            t, theirs_results = _pass(theirs, inputs)
            other.append(t)
    n = len(inputs)
    out = {"hands": n, "ours_us": statistics.median(mine) / n * 1e6}
    if theirs is not None:
        out["package_us"] = statistics.median(other) / n * 1e6
        out["ratio"] = statistics.median(other) / statistics.median(mine)
        out["agree"] = sum(a == b for a, b in zip(ours_results, theirs_results))
    return out


def _package_shanten(three_player: bool):
    try:
        from mahjong.shanten import Shanten
    except ImportError:
        return None

    def theirs(hand):
        counts, melds = hand
        closed = melds == 0
        return Shanten.calculate_shanten(counts, use_chiitoitsu=closed, use_kokushi=closed,
                                         is_three_player=three_player)
    return theirs


def shanten_figures(hands: int, repeats: int, seconds: float = PLAY_SECONDS) -> dict:
    """{(players, set): compare(...)} for players "4p"/"sanma" and set "play"/"mixed"."""
    out = {}
    for players, (game_id, seats) in PLAY_GAMES.items():
        kinds = SANMA if players == "sanma" else None
        if kinds is None:
            def ours(hand):
                return shanten(hand[0], hand[1])
        else:
            def ours(hand):
                return shanten(hand[0], hand[1], kinds=SANMA)
        theirs = _package_shanten(players == "sanma")
        tiles = kinds or frozenset(range(34))
        sets = {"play": play_hands(game_id, seats, hands, seconds, kinds),
                "mixed": (mixed_hands(hands, tiles, seed=len(out)), mixed_hands(hands, tiles, seed=100 + len(out)))}
        for name, (inputs, warm) in sets.items():
            def reset(ours=ours, warm=warm):
                shanten_module.clear_caches()
                for hand in warm:
                    ours(hand)
            got = compare(ours, theirs, inputs, repeats, reset=reset)
            got["open"] = sum(melds > 0 for _, melds in inputs)
            got["source"] = f"{game_id}, {seats} seats" if name == "play" else "random/regular/7 pairs/13 orphans"
            out[players, name] = got
    return out


def _oracle():
    """The oracle test module (its ``deal``, ``ours`` and ``theirs``), or None without it or the package."""
    if not ORACLE.is_file():
        return None
    try:
        spec = importlib.util.spec_from_file_location("_mahjong_value_oracle", ORACLE)
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module         # its dataclasses look their module up
        spec.loader.exec_module(module)
    except BaseException:           # the package missing: pytest's importorskip raises Skipped
        sys.modules.pop("_mahjong_value_oracle", None)
        return None
    return module


def value_figures(hands: int, repeats: int, seed: int = 0) -> dict | None:
    """Hand value over the oracle's corpus of winning hands, ours against the package; None
    without the corpus."""
    oracle = _oracle()
    if oracle is None:
        return None
    rng = random.Random(seed)
    deals = [oracle.deal(rng) for _ in range(hands)]
    warm = [oracle.deal(rng) for _ in range(hands)]

    def reset():
        value_module.clear_caches()
        for d in warm:
            oracle.ours(d)
    oracle.theirs(deals[0])
    got = compare(oracle.ours, oracle.theirs, deals, repeats, reset=reset)
    got.pop("agree")                # results of two libraries' types: the oracle test compares them
    got["open"] = sum(any(m.is_open for m in d.melds) for d in deals)
    got["kans"] = sum(any(m.is_kan for m in d.melds) for d in deals)
    got["red"] = sum(any(t in oracle.RED_IDS for t in d.tiles) for d in deals)
    return got


def discard_median_ms(hands: int = DISCARD_HANDS, seed: int = 0) -> float:
    rng = random.Random(seed)
    wall = _wall(range(34))
    times = []
    for _ in range(hands):
        counts = _counts(rng.sample(wall, 14))
        start = time.process_time()
        discard_table(counts)
        times.append(time.process_time() - start)
    return statistics.median(times) * 1e3


# --- report -------------------------------------------------------------------------------------
def figures(hands: int = HANDS, repeats: int = REPEATS) -> dict:
    return {"shanten": shanten_figures(hands, repeats), "value": value_figures(hands, repeats),
            "discard_ms": discard_median_ms()}


def print_figures(m: dict) -> None:
    print("  shanten (CPU time, median of the passes; ours warmed on other hands before each):")
    print(f"    {'players':<9}{'set':<7}{'hands':>6}{'open':>6}{'ours us':>9}{'package us':>12}{'ratio':>8}"
          f"{'agree':>7}  source")
    for (players, name), r in m["shanten"].items():
        print(f"    {players:<9}{name:<7}{r['hands']:>6}{r['open']:>6}{r['ours_us']:>9.2f}"
              f"{r.get('package_us', float('nan')):>12.2f}{r.get('ratio', float('nan')):>7.1f}x"
              f"{r.get('agree', '-'):>7}  {r['source']}")
    v = m["value"]
    if v is None:
        print("  hand value: skipped (needs tests/core/test_mahjong_oracle_hand.py and the mahjong package)")
    else:
        print(f"  hand value over {v['hands']} winning hands of the oracle's corpus ({v['open']} open, "
              f"{v['kans']} with kans, {v['red']} with red fives): ours {v['ours_us']:.1f} us, "
              f"package {v['package_us']:.1f} us")
    print(f"  one discard decision (shanten and ukeire after every discard), median {m['discard_ms']:.3f} ms")


def targets(m: dict) -> list[tuple[bool, str]]:
    """(met, line) for every mahjong target; a target the package's absence leaves unmeasured fails."""
    out = []
    for (players, name), r in m["shanten"].items():
        target = TARGET_PLAY_RATIO if name == "play" else TARGET_MIXED_RATIO
        ratio = r.get("ratio", 0.0)
        out.append((ratio >= target, f"mahjong shanten, {players}, {name} hands: {ratio:.1f}x the package "
                                     f"(target >= {target:g}x)"))
    v = m["value"]
    ratio = v.get("ratio", 0.0) if v else 0.0
    out.append((ratio >= TARGET_VALUE_RATIO, f"mahjong hand value, winning-hand corpus: {ratio:.2f}x the package "
                                             f"(target >= {TARGET_VALUE_RATIO:g}x)"))
    out.append((m["discard_ms"] <= TARGET_DISCARD_MS, f"mahjong discard decision median: {m['discard_ms']:.3f} ms "
                                                      f"(target <= {TARGET_DISCARD_MS:g})"))
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.bench_mahjong", description=__doc__.splitlines()[0])
    parser.add_argument("--hands", type=int, default=HANDS, help="hands per set")
    parser.add_argument("--repeats", type=int, default=REPEATS, help="passes per library and set")
    args = parser.parse_args(argv)
    settle()                            # the collector as the app runs it (both libraries alike)
    m = figures(args.hands, args.repeats)
    print_figures(m)
    for ok, line in targets(m):
        print(f"  {'PASS' if ok else 'FAIL'}  {line}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
