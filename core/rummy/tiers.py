"""What a loser counts for an arrangement of the hand (§8.1), and the Arrangement it yields.

seed_three_tier (the seed's rule):

- at least one straight run (ストレートラン) and at least one other run (ラン): only the cards in
  no meld count;
- a straight run but no other run: every card except that straight run counts (sets too);
- no straight run: every card counts.

india_two_tier: the first case as above, otherwise every card counts.

With ``life_min_four`` one of the two runs must have four or more cards for the first case; a hand
with a straight run that misses it counts as in the second case (seed) or in full (India).
Wild cards count 0. Caps (80 in India) are the scoring's job, not this module's.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Iterable

from .melds import Meld, MeldRules, card_value


@dataclass(frozen=True)
class Arrangement:
    """The hand arranged into melds and deadwood, with what a loser would pay for it.

    ``count``: points under ``rules.tiers`` (no cap); ``straight_runs``: how many straight runs;
    ``runs``: all runs, straight ones included; ``is_rummy``: every card melded, with a straight
    run and another run (and a run of four or more under life_min_four): a valid declaration.
    """

    melds: tuple
    deadwood: tuple
    count: int
    straight_runs: int
    runs: int
    is_rummy: bool


def meets_run_condition(melds: Iterable[Meld], rules: MeldRules) -> bool:
    """At least one straight run and one other run (one of them four or more cards under
    life_min_four): the second condition of a declaration (§7.1)."""
    runs = [m for m in melds if m.kind != "set"]
    if not any(m.kind == "straight_run" for m in runs) or len(runs) < 2:
        return False
    return not rules.life_min_four or any(len(m.cards) >= 4 for m in runs)


def tally(melds: Iterable[Meld], deadwood: Iterable[str], rules: MeldRules) -> Arrangement:
    """The Arrangement of these melds and deadwood, counted under ``rules.tiers``."""
    melds, deadwood = tuple(melds), tuple(deadwood)
    dead = sum(card_value(c, rules) for c in deadwood)
    total = dead + sum(card_value(c, rules) for m in melds for c in m.cards)
    straight = [m for m in melds if m.kind == "straight_run"]
    runs = sum(1 for m in melds if m.kind != "set")
    complete = meets_run_condition(melds, rules)
    if complete:
        count = dead
    elif straight and rules.tiers == "seed_three_tier":
        count = total - max(sum(card_value(c, rules) for c in m.cards) for m in straight)
    else:
        count = total
    return Arrangement(melds, deadwood, count, len(straight), runs, complete and not deadwood)
