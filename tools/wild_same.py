"""Sameness check for Wild Rummy R speed work: hashes of seeded play, to compare before and after.

``PYTHONPATH=. python tools/wild_same.py [PART ...]`` prints one line per game group: its name and
a hash of everything the games showed — every legal-action list of every seat asked in every
position (in order), the action taken, and the final scores. PARTs: ``random`` (random play at
2-6 seats, default options), ``options`` (random play under option variants), ``easy``,
``normal``, ``strong`` (AI self-play; strong with its CPU-time caps off, so that its play does not
depend on the machine's speed). No PART: all of them. Run it on both commits and diff the output.
"""
from __future__ import annotations

import hashlib
import json
import sys

from core.ai import make_agent
from core.engine import Rng
from core.registry import GAMES

VARIANTS = [
    {"deck": "fesca54"}, {"deck": "fesca42"}, {"sojun_enabled": False},
    {"meld_determinacy": "enumeration"}, {"taiji_fills_yinyang_slot_in_sets": False},
    {"taiji_natural_at_z_in_yinyang_run": False}, {"wild_for_wild_substitution": True},
    {"type_change_layoff_scope": "any_meld"}, {"type_change_layoff_scope": "none"},
    {"initial_field_phase": "yang"}, {"initial_field_phase": "yin"},
    {"normal_turn_may_take_discard": True}, {"call_first_meld_may_be_layoff": True},
    {"retrieved_cards_discardable": False}, {"retrieval_ban_scope": "next_turn_only"},
    {"stock_exhausted": "reshuffle_once"}, {"scoring_method": "both"},
]


def _play(h, seats: int, options: dict, seed: int, choose, limit: int = 4000) -> None:
    state = GAMES["wild_rummy"].new_state(seats, {"match_rounds": 1, **options}, seed)
    n = 0
    while not state.is_over() and n < limit:
        movers = state.to_move()
        lists = {s: state.legal_actions(s) for s in movers}
        for s in movers:
            h.update(json.dumps([a.to_json() for a in lists[s]], sort_keys=True).encode())
        seat = movers[0]
        action = choose(state, seat, lists[seat])
        h.update(b"|" + json.dumps(action.to_json(), sort_keys=True).encode())
        state.apply(action)
        n += 1
    h.update(repr((n, state.is_over(), getattr(state, "totals", None))).encode())


def random_group(seeds, seats_list, options: dict) -> str:
    h = hashlib.sha256()
    for seats in seats_list:
        for seed in seeds:
            rng = Rng(seed * 31 + seats)
            _play(h, seats, options, seed, lambda st, s, legal: legal[rng.randbelow(len(legal))])
    return h.hexdigest()[:16]


def ai_group(level: str, seeds, seats_list, limit: int = 4000) -> str:
    h = hashlib.sha256()
    for seats in seats_list:
        for seed in seeds:
            agents = [make_agent("wild_rummy", level, 1000 * seed + s) for s in range(seats)]
            _play(h, seats, {}, seed, lambda st, s, legal: agents[s].choose(st.view(s), legal), limit)
    return h.hexdigest()[:16]


def main(parts) -> None:
    parts = parts or ["random", "options", "easy", "normal", "strong"]
    if "random" in parts:
        for seats in (2, 3, 4, 5, 6):
            print("random", seats, random_group(range(8), [seats], {}), flush=True)
    if "options" in parts:
        for v in VARIANTS:
            seats = [2, 4] if v.get("deck") in ("fesca54", "fesca42") else [3, 5]
            print("options", v, random_group(range(10), seats, v), flush=True)
    if "easy" in parts:
        for seats in (2, 3, 4, 5, 6):
            print("easy", seats, ai_group("easy", range(10), [seats]), flush=True)
    if "normal" in parts:
        for seats in (2, 3, 4, 5, 6):
            print("normal", seats, ai_group("normal", range(10), [seats]), flush=True)
    if "strong" in parts:
        from core.games.wild_rummy.ai_search import StrongAgent
        StrongAgent.TIME_CAP = 1e9          # caps off: play independent of the machine's speed
        for seats in (2, 4):
            print("strong", seats, ai_group("strong", range(2), [seats], limit=400), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
