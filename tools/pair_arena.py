"""Paired arena: the unchanged strong AI and variants of it play the same duplicate deals; the
per-deal difference to the unchanged one gets a 95 % interval (much narrower than two separate
arena runs, since the deals' luck cancels).

``PYTHONPATH=. python tools/pair_arena.py GAME SEATS VARIANTS DEALS SEED [PRESET]``

VARIANTS is a JSON list of overrides, the first normally ``{}`` (the unchanged strong), each a
dict of ``"module.path.NAME": value`` set in the worker before the game (e.g.
``'[{}, {"core.games.riichi.strong.BASE_HAZARD": 0.06}]'``). Results are cached per
(variant, deal, rotation) in ``$PAIR_CACHE`` (default /tmp/pair_arena) so that the unchanged
strong is played once per block: empty the cache when the code under the variants changes.
"""
import importlib
import json
import math
import os
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor

from core.arena import Match, pairwise, play_game

DEFAULTS: dict = {}


def _resolve(key):
    parts = key.split(".")
    for i in range(len(parts) - 1, 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for p in parts[i:-1]:
            obj = getattr(obj, p)
        return obj, parts[-1]
    raise KeyError(key)


def _apply(over):
    for k, v in over.items():
        m, name = _resolve(k)
        if k not in DEFAULTS:
            DEFAULTS[k] = getattr(m, name)
        setattr(m, name, v)


def _task(args):
    vi, over, match, deal_seed, rot = args
    _apply({k: DEFAULTS[k] for k in DEFAULTS})
    _apply(over)
    g = play_game(match, deal_seed, rot)
    return vi, deal_seed, rot, pairwise(g, match.a), g.ranks, g.times.get("strong", [])


def main():
    game, seats, variants = sys.argv[1], int(sys.argv[2]), json.loads(sys.argv[3])
    deals, seed = int(sys.argv[4]), int(sys.argv[5])
    preset = sys.argv[6] if len(sys.argv) > 6 else None
    match = Match(game, "strong", "normal", seats, preset=preset)
    folder = os.environ.get("PAIR_CACHE", "/tmp/pair_arena")
    os.makedirs(folder, exist_ok=True)
    cpath = os.path.join(folder, f"cache_{game}_{seats}_{preset}.json")
    cache = json.load(open(cpath)) if os.path.exists(cpath) else {}

    def ck(v, ds, r):
        return json.dumps([v, ds, r], sort_keys=True)
    tasks = [(vi, v, match, seed + d, r) for d in range(deals) for r in range(seats) for vi, v in enumerate(variants)]
    todo = [t for t in tasks if ck(t[1], t[3], t[4]) not in cache]
    t0 = time.time()
    with ProcessPoolExecutor(max_workers=2) as pool:
        got = list(pool.map(_task, todo, chunksize=1))
    cache = json.load(open(cpath)) if os.path.exists(cpath) else {}
    for t, g in zip(todo, got):
        cache[ck(t[1], t[3], t[4])] = list(g[3:])
    json.dump(cache, open(cpath, "w"))
    per, times = {}, {vi: [] for vi in range(len(variants))}
    for vi, v, _, ds, rot in tasks:
        pw, _ranks, t = cache[ck(v, ds, rot)]
        per.setdefault((vi, ds), []).append(pw)
        times[vi] += t
    print(f"{game} seats={seats} deals={deals} seed={seed} preset={preset} games/variant={deals * seats} "
          f"{time.time() - t0:.0f}s")
    base = [statistics.fmean(per[(0, seed + d)]) for d in range(deals)]
    for vi, v in enumerate(variants):
        xs = [statistics.fmean(per[(vi, seed + d)]) for d in range(deals)]
        m, h = statistics.fmean(xs), 1.96 * statistics.stdev(xs) / math.sqrt(deals)
        diff = [a - b for a, b in zip(xs, base)]
        dm = statistics.fmean(diff)
        dh = 1.96 * statistics.stdev(diff) / math.sqrt(deals) if vi else 0.0
        tt = sorted(times[vi])
        p99 = tt[int(0.99 * len(tt))] * 1000 if tt else 0.0
        print(f"  {json.dumps(v):60s} pairwise {m:.3f} ± {h:.3f}   vs base {dm:+.3f} ± {dh:.3f}   p99 {p99:.1f} ms")


if __name__ == "__main__":
    main()
