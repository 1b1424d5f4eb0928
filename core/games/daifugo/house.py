"""Sessions already under way, for the arena and the tests: the options of a game played under
``n`` catalogue rules drawn at random (as the AI adder picks them, :func:`.catalogue.random_rules`).

In a session the rules added after a game are the ``rules`` option of the next one
(:meth:`.session.Session.next_options`), so a game "with 10 random catalogue rules" is a game
whose ``rules`` option holds them. Print the option for the arena::

    python -m core.games.daifugo.house --rules 10 --seed 1
    python -m core.arena --game daifugo --option rules="$(python -m core.games.daifugo.house --rules 10 --seed 1)" ...
"""
from __future__ import annotations

import argparse
import json
import sys

from core.engine import Rng

from .catalogue import random_rules


def house_rules(n: int = 10, seed: int = 1) -> list[dict]:
    """``n`` compatible catalogue rules drawn from ``seed`` (the same seed, the same rules)."""
    return random_rules(Rng(seed), n)


def house_options(n: int = 10, seed: int = 1, speed: int = 2) -> dict:
    """The options of a game played under :func:`house_rules` at ``speed`` (倍速 by default)."""
    return {"speed": speed, "rules": house_rules(n, seed)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m core.games.daifugo.house",
                                     description="Print n random catalogue rules as the JSON of the rules option.")
    parser.add_argument("--rules", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    print(json.dumps(house_rules(args.rules, args.seed), ensure_ascii=False, separators=(",", ":")))
    return 0


if __name__ == "__main__":
    sys.exit(main())
