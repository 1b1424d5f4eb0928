"""Hero cards as data (shared/rules/hero_mahjong.md §5, §6, §8).

A card set is a JSON file in ``sets/``: each card has an id, its hero, a level (0 for the avatar,
アバターカード; 1-3 for the action cards, アクションカード), a timing (タイミング) and a list of
effects, each an operation of the vocabulary below with its parameters. Another set is another
file: nothing in the engine names a card.

The vocabulary (:data:`EFFECTS`) is built from the seed's mechanics — 加速N, 超加速N, extra dora
indicators (at most four face up), river swaps (furiten judged on the changed river), deposits (a
cost that cannot be paid makes a card unusable; a forced deposit takes at most all one has) — and
from the original set's peeks, call locks and point transfers.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

#: 常時, 自分ツモ前, 自分副露前, 自分打牌前, 自分第一打前, 自分アガり後, 終局時 (§5.2)
TIMINGS = ("ALWAYS", "BEFORE_DRAW", "BEFORE_CALL", "BEFORE_DISCARD", "BEFORE_FIRST_DISCARD", "AFTER_OWN_WIN",
           "END_OF_HAND")
TIMING_JA = {"ALWAYS": "常時", "BEFORE_DRAW": "自分ツモ前", "BEFORE_CALL": "自分副露前",
             "BEFORE_DISCARD": "自分打牌前", "BEFORE_FIRST_DISCARD": "自分第一打前",
             "AFTER_OWN_WIN": "自分アガり後", "END_OF_HAND": "終局時"}
#: the only timings at which an action card may be used during riichi (§5.1)
RIICHI_TIMINGS = frozenset({"AFTER_OWN_WIN", "END_OF_HAND"})
AVATAR = 0
LEVELS = (1, 2, 3)

#: operation -> its parameters and their kinds ("int", or a tuple of allowed values)
EFFECTS: dict[str, dict[str, object]] = {
    "accel": {"n": "int"},                          # 加速N: N extra draw + discard after the normal discard
    "super_accel": {"n": "int"},                    # 超加速N: the same, and nobody may call meanwhile
    "paid_super_accel": {"max": "int", "cost": "int"},   # 超加速 1..max, each step a deposit of ``cost``
    "accel_after_call": {"n": "int"},               # 加速N after the discard that follows this call
    "super_accel_after_call": {"n": "int"},
    "dora": {"k": "int"},                           # DORA+k (at most 4 indicators face up)
    "peek": {"n": "int"},                           # look at the next n tiles of the live wall
    "swap_hand_river": {"max": "int"},              # swap up to max hand tiles with own river tiles
    "swap_rivers": {},                              # swap a tile of one's river with one of another's
    "forced_deposit": {"target": ("leader", "choose"), "amount": "int"},
    "winner_pays": {"amount": "int"},               # another player who won this hand pays you (capped)
    "noten_pays": {"amount": "int"},                # at a draw with you tenpai, each noten player pays you
    "pool_if_last": {"amount": "int"},              # last after the payments: take from the deposits
    "count_suits": {},                              # learn an opponent's count of man, pin, sou, honours
    "call_lock": {},                                # nobody may call your discards until your next draw
    "no_ron": {},                                   # this discard cannot be ronned (who could is furiten)
    "chi_from_anyone": {},                          # this call may be a chi on anyone's discard
    "open_melds_bonus": {"melds": "int", "amount": "int"},
    "tile_to_wall_end": {},                         # a hand tile becomes the last tile; draw the next
    "sketch": {},                                   # look at the next tile, may move it to the end; draw
    "exchange_top": {"n": "int"},                   # take the next n tiles, put n hand tiles back on top
    "ron_on_riichi_bonus": {"amount": "int"},       # won by ron on a riichi player's discard: they pay more
    "free_riichi": {},                              # riichi with this discard costs no stick
    "duel": {"amount": "int"},                      # with a chosen opponent, a ron between you pays more
    "riichi_han": {"han": "int"},                   # won with riichi: +han (never the needed yaku)
}

_TURN = frozenset({"BEFORE_DRAW", "BEFORE_DISCARD", "BEFORE_FIRST_DISCARD"})    # one's own turn, before or after the draw
_IN_PLAY = _TURN | {"BEFORE_CALL"}
_AFTER_DRAW = frozenset({"BEFORE_DISCARD", "BEFORE_FIRST_DISCARD"})
#: operation -> the timings at which it is defined: where a 常時 (ALWAYS) card with it is offered
#: (a card of another timing is used at that timing only, as its text says)
EFFECT_TIMINGS: dict[str, frozenset] = {
    "accel": _TURN, "super_accel": _TURN, "paid_super_accel": _TURN,
    "accel_after_call": frozenset({"BEFORE_CALL"}), "super_accel_after_call": frozenset({"BEFORE_CALL"}),
    "chi_from_anyone": frozenset({"BEFORE_CALL"}),
    "dora": _IN_PLAY | {"AFTER_OWN_WIN"}, "peek": _IN_PLAY, "count_suits": _IN_PLAY,
    "forced_deposit": _IN_PLAY, "call_lock": _IN_PLAY, "no_ron": _IN_PLAY, "free_riichi": _IN_PLAY,
    "duel": _IN_PLAY,
    "swap_hand_river": _TURN, "swap_rivers": _TURN, "exchange_top": _AFTER_DRAW, "tile_to_wall_end": _AFTER_DRAW,
    "sketch": frozenset({"BEFORE_DRAW"}),
    "ron_on_riichi_bonus": frozenset({"AFTER_OWN_WIN"}), "riichi_han": frozenset({"AFTER_OWN_WIN"}),
    "open_melds_bonus": frozenset({"AFTER_OWN_WIN"}),
    "winner_pays": frozenset({"END_OF_HAND"}), "noten_pays": frozenset({"END_OF_HAND"}),
    "pool_if_last": frozenset({"END_OF_HAND"}),
}


@dataclass(frozen=True)
class Effect:
    """One operation of a card and its parameters (sorted (name, value) pairs)."""

    op: str
    params: tuple = ()

    def get(self, name: str, default=None):
        return dict(self.params).get(name, default)


@dataclass(frozen=True)
class Card:
    """A hero card: ``level`` 0 is the avatar (usable again and again: "何度でも能力を使用できる",
    seed; once at each of its moments, and once a hand when ``once_per_hand`` says so), 1-3 an
    action card (single use for the game)."""

    id: str
    hero: str
    hero_en: str
    hero_ja: str
    level: int
    name_en: str
    name_ja: str
    timing: str
    effects: tuple
    once_per_hand: bool = False

    @property
    def is_avatar(self) -> bool:
        return self.level == AVATAR

    def usable_in_riichi(self) -> bool:
        """Action cards only at 自分アガり後 and 終局時 while in riichi; avatars always ([P])."""
        return self.is_avatar or self.timing in RIICHI_TIMINGS


@dataclass(frozen=True)
class CardSet:
    """A set of hero cards (its ``id`` names the JSON file)."""

    id: str
    title_en: str
    title_ja: str
    cards: tuple

    def card(self, card_id: str) -> Card:
        for c in self.cards:
            if c.id == card_id:
                return c
        raise KeyError(card_id)

    @property
    def heroes(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(c.hero for c in self.cards))

    def by_level(self, level: int) -> tuple[Card, ...]:
        return tuple(c for c in self.cards if c.level == level)

    def hero_deck(self, hero: str) -> tuple[Card, ...]:
        """A hero's avatar and its action cards, by level (the basic rule's deck)."""
        return tuple(sorted((c for c in self.cards if c.hero == hero), key=lambda c: c.level))


SETS_DIR = Path(__file__).with_name("sets")


def set_problems(data) -> list[str]:
    """What is wrong with the JSON data of a card set (empty: nothing)."""
    problems = []
    if not isinstance(data, dict) or not isinstance(data.get("cards"), list):
        return ["a card set is an object with a list of cards"]
    ids = set()
    for i, c in enumerate(data["cards"]):
        where = f"card {i} ({c.get('id', '?') if isinstance(c, dict) else '?'})"
        if not isinstance(c, dict):
            problems.append(f"{where}: not an object")
            continue
        if c.get("id") in ids:
            problems.append(f"{where}: the id is used twice")
        ids.add(c.get("id"))
        if c.get("level") not in (AVATAR,) + LEVELS:
            problems.append(f"{where}: the level must be 0 (avatar) or 1-3")
        if c.get("timing") not in TIMINGS:
            problems.append(f"{where}: unknown timing {c.get('timing')!r}")
        for e in c.get("effects") or []:
            problems += [f"{where}: {p}" for p in _effect_problems(e)]
        if not c.get("effects"):
            problems.append(f"{where}: no effect")
    return problems


def _effect_problems(e) -> list[str]:
    if not isinstance(e, dict) or e.get("op") not in EFFECTS:
        return [f"unknown effect {e!r}"]
    spec = EFFECTS[e["op"]]
    out = []
    for name, kind in spec.items():
        value = e.get(name)
        if kind == "int" and (not isinstance(value, int) or isinstance(value, bool) or value < 0):
            out.append(f"{e['op']}: {name} must be a whole number")
        elif isinstance(kind, tuple) and value not in kind:
            out.append(f"{e['op']}: {name} must be one of {', '.join(kind)}")
    extra = set(e) - set(spec) - {"op"}
    if extra:
        out.append(f"{e['op']}: unknown parameter(s) {', '.join(sorted(extra))}")
    return out


def parse_set(data) -> CardSet:
    """A card set from its JSON data; ValueError naming every problem."""
    problems = set_problems(data)
    if problems:
        raise ValueError("; ".join(problems))
    cards = tuple(Card(c["id"], c["hero"], c.get("hero_en", c["hero"]), c.get("hero_ja", c["hero"]), c["level"],
                       c.get("name_en", c["id"]), c.get("name_ja", c["id"]), c["timing"],
                       tuple(Effect(e["op"], tuple(sorted((k, v) for k, v in e.items() if k != "op")))
                             for e in c["effects"]),
                       bool(c.get("once_per_hand", False)))
                  for c in data["cards"])
    return CardSet(data.get("id", ""), data.get("title_en", ""), data.get("title_ja", ""), cards)


@lru_cache(maxsize=None)
def load_set(set_id: str = "original_v1") -> CardSet:
    """The card set ``sets/<set_id>.json``."""
    path = SETS_DIR / f"{set_id}.json"
    with path.open(encoding="utf-8") as f:
        return parse_set(json.load(f))
