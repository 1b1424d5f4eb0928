"""The 《ルール追加》 session (seed §2.1-2.2): games in a row, winners adding rules between them.

The session lives in the options of its current game: ``speed``, ``rules`` (every rule added so
far, in force or not: a repealed rule keeps its place in the list with ``repealed_after``) and
``history`` (each finished game's places). So the record of every game holds the rules it was
played under, and a saved game is also the saved session.

Between games: the places of the game just played decide who adds a rule (the speed names
places 1…n; 低速 and 一倍速 only the 1st), in place order; each adds one rule (from the
catalogue, or built in the rule builder); a rule's adder may repair it (change its settings or
withdraw it) before the next game starts (seed §2.2: 追加者が修正する). Rules added later win
over earlier ones unless the adder said otherwise (``precedence``).
"""
from __future__ import annotations

from dataclasses import dataclass, field

from core.engine import QT_TRANSLATE_NOOP, Msg, Rng, msg

from .book import check_rule
from .catalogue import CATALOGUE, make_rule, pick_for_ai

CTX = "session"


class SessionError(ValueError):
    """A session step that is not allowed; ``reason`` is translatable."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.english())
        self.reason = reason


@dataclass
class Session:
    """Where a session stands: its speed, every rule added, and every finished game's places."""

    seats: int
    speed: int = 2
    rules: list = field(default_factory=list)
    history: list = field(default_factory=list)

    # --- to and from a game's options ------------------------------------------------------------
    @classmethod
    def from_options(cls, seats: int, options) -> "Session":
        return cls(seats, options["speed"], [dict(r) for r in options.get("rules", [])],
                   [list(p) for p in options.get("history", [])])

    def next_options(self) -> dict:
        """The options of the next game: the speed in force and every rule added (the engine
        skips repealed and withdrawn ones; the record keeps them)."""
        return {"speed": self.speed_in_force(), "rules": [dict(r) for r in self.rules],
                "history": [list(p) for p in self.history]}

    @property
    def games_played(self) -> int:
        return len(self.history)

    def in_force(self) -> list[dict]:
        """The rules the next game is played with (withdrawn and repealed ones left out)."""
        return [r for r in self.rules if not r.get("repealed_after")]

    def speed_in_force(self) -> int:
        """The newest 速度変更 in force decides, else the speed chosen at the start."""
        speed = self.speed
        for r in self.in_force():
            for comp in r["components"]:
                if comp.get("kind") == "meta" and comp.get("type") == "speed":
                    speed = comp["speed"]
        return speed

    # --- after a game -----------------------------------------------------------------------------
    def adders(self, places: list[int]) -> list[int]:
        """Who adds a rule after a game with these places, in order (1st, 2nd, …, nth)."""
        n = max(1, self.speed_in_force())
        return list(places[:n])

    def game_over(self, places: list[int]) -> list[int]:
        """Record a finished game; returns its adders."""
        self.history.append(list(places))
        return self.adders(places)

    def is_over(self) -> bool:
        """Whether a ルール追加の終了 rule in force has ended the session."""
        wins = {}
        for places in self.history:
            if places:
                wins[places[0]] = wins.get(places[0], 0) + 1
        for r in self.in_force():
            for comp in r["components"]:
                if comp.get("kind") == "meta" and comp.get("type") == "session_end":
                    games, need = comp.get("games", 0), comp.get("wins", 0)
                    if games and self.games_played >= r.get("after_game", 0) + games:
                        return True
                    if need and any(w >= need for w in wins.values()):
                        return True
        return False

    # --- adding and repairing ---------------------------------------------------------------------
    def next_instance(self) -> int:
        return max((r["instance"] for r in self.rules), default=0) + 1

    def add(self, rule: dict, by: int | None) -> dict:
        """Add ``rule`` (catalogue or builder data) as the adder ``by``; returns the stored rule.
        A repeal takes its target out of force from the next game on."""
        rule = {**rule, "instance": self.next_instance(), "by": by, "after_game": self.games_played}
        problems = check_rule(rule)
        if problems:
            raise SessionError(problems[0])
        if rule["id"] in CATALOGUE and any(_same_rule(r, rule) for r in self.in_force()):
            # The seed forbids no rule twice: with other settings it is added, and overrides the
            # earlier one (catalogue.conflicts_with); the very same rule again would change nothing.
            raise SessionError(msg(CTX, QT_TRANSLATE_NOOP("session", "That rule is already in force with these settings.")))
        for comp in rule["components"]:
            if comp.get("kind") == "meta" and comp.get("type") == "repeal":
                target = self.find(comp["target"])
                if target is None or target.get("repealed_after"):
                    raise SessionError(msg(CTX, QT_TRANSLATE_NOOP("session", "There is no rule #{n} in force to repeal."),
                                           n=comp["target"]))
        for comp in rule["components"]:
            if comp.get("kind") == "meta" and comp.get("type") == "repeal":
                self.find(comp["target"])["repealed_after"] = self.games_played
        self.rules.append(rule)
        return rule

    def add_catalogue(self, rule_id: str, by: int | None, params: dict | None = None,
                      precedence: str = "newest") -> dict:
        return self.add(make_rule(rule_id, 0, params=params, precedence=precedence), by)

    def find(self, instance: int) -> dict | None:
        return next((r for r in self.rules if r["instance"] == instance), None)

    def repair(self, instance: int, by: int | None, new: dict | None) -> None:
        """The adder edits their rule (``new``: the rule's new data) or withdraws it (``new``
        None). Only the adder may (seed §2.2: ルールの決定権者は該当ルールの追加者), at any time
        between games, whoever is adding a rule then. (A repair in the middle of a game, which
        the seed also allows, is not possible yet: a game's record holds its rules from the start.)"""
        rule = self.find(instance)
        if rule is None:
            raise SessionError(msg(CTX, QT_TRANSLATE_NOOP("session", "There is no rule #{n}."), n=instance))
        if rule.get("by") != by:
            raise SessionError(msg(CTX, QT_TRANSLATE_NOOP("session", "Only the player who added rule #{n} may change it."), n=instance))
        if new is None:
            rule["repealed_after"] = self.games_played
            rule["withdrawn"] = True
            return
        fixed = {**new, "instance": instance, "by": by, "after_game": rule.get("after_game", 0)}
        problems = check_rule(fixed)
        if problems:
            raise SessionError(problems[0])
        fixed["repaired_after"] = self.games_played
        self.rules[self.rules.index(rule)] = fixed

    def ai_pick(self, rng: Rng) -> str | None:
        """The catalogue rule an AI adder picks (see :func:`.catalogue.pick_for_ai`)."""
        return pick_for_ai(rng, [r["id"] for r in self.in_force()])


def _same_rule(a: dict, b: dict) -> bool:
    """Whether two catalogue rules are the same rule with the same settings and precedence."""
    return (a["id"] == b["id"] and a.get("params", {}) == b.get("params", {})
            and a.get("precedence", "newest") == b.get("precedence", "newest"))


def rule_ids(rules: list[dict]) -> list[str]:
    return [r["id"] for r in rules]


__all__ = ["Session", "SessionError", "CATALOGUE", "rule_ids"]
