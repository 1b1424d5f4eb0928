"""The rules in force (追加ルール), as data: parsing, checking and lookup for the engine.

A rule is a JSON object::

    {"instance": 3, "id": "eight_cut", "by": 1, "after_game": 2, "params": {...},
     "precedence": "newest", "name": {"en": "...", "ja": "..."},
     "components": [{"kind": "trigger", "on": "play", "if": COND, "do": [EFFECT, ...]}, ...]}

``instance`` is the order of addition and so the priority: "the rule added later wins" (seed
§2.2) unless the adder said otherwise (``precedence`` ``yield``: loses every conflict;
``coexist``: never conflicts). Component kinds: ``trigger`` (after an event), ``static``
(legality, shapes, the start), ``replace`` (instead of something the engine would do: going out,
a revolution switching, the exchange), ``response`` (a window to answer a field clear out of
turn: 4止め, 10返し) and ``meta`` (the session: its end, repeals, the speed).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from core.cards import is_card
from core.engine import QT_TRANSLATE_NOOP, Msg, msg

from . import vocab
from .combos import ORDER

CTX = "rules"


def _problem(text: str, **args) -> Msg:
    return msg(CTX, text, **args)


@dataclass(frozen=True)
class Rule:
    """One rule in force. ``components`` are plain JSON dicts (see the module docstring)."""

    instance: int
    id: str
    components: tuple
    by: int | None = None
    after_game: int = 0
    params: dict = field(default_factory=dict)
    precedence: str = "newest"
    name: dict = field(default_factory=dict)

    @property
    def priority(self) -> int:
        """Order in which "later wins" applies: a yielding rule ranks below every other."""
        return self.instance - 1_000_000 if self.precedence == "yield" else self.instance

    def to_json(self) -> dict:
        return {"instance": self.instance, "id": self.id, "by": self.by, "after_game": self.after_game,
                "params": dict(self.params), "precedence": self.precedence, "name": dict(self.name),
                "components": [dict(c) for c in self.components]}

    @classmethod
    def from_json(cls, data: dict) -> "Rule":
        problems = check_rule(data)
        if problems:
            raise RuleError(problems[0])
        return cls(data["instance"], data["id"], tuple(data["components"]), data.get("by"),
                   data.get("after_game", 0), dict(data.get("params", {})), data.get("precedence", "newest"),
                   dict(data.get("name", {})))


class RuleError(ValueError):
    """A rule the engine cannot run; ``reason`` is translatable."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.english())
        self.reason = reason


class RuleBook:
    """The rules of one game, indexed for the engine: triggers by event, statics and
    replacements in priority order (oldest first, so the newest has the last word)."""

    def __init__(self, rules: list[Rule] | tuple = ()) -> None:
        self.rules = sorted(rules, key=lambda r: r.priority)
        #: instance -> the instance of the rule that overrides it (catalogue conflicts, see
        #: :func:`overrides`): an overridden rule is kept for the record but never applies.
        self.overridden = overrides(self.rules)
        active = [r for r in self.rules if r.instance not in self.overridden]
        self.ids = {r.id for r in active}
        self.triggers: dict[str, list] = {}
        self.statics: list = []
        self.replacements: dict[str, list] = {}
        self.responses: list = []
        self.sequence_min: int | None = None
        self.emperor = False
        self.start_rules: list = []
        for r in active:
            if _starts_locks(r) and not any(c["kind"] == "static" and c["type"] == "obey_locks" for c in r.components):
                self.statics.append((r, OBEY_LOCKS))
            for comp in r.components:
                kind = comp["kind"]
                if kind == "trigger":
                    self.triggers.setdefault(comp["on"], []).append((r, comp))
                elif kind == "static":
                    t = comp["type"]
                    if t == "sequence":
                        self.sequence_min = comp.get("min", 3)
                    elif t == "emperor":
                        self.emperor = True
                    elif t in ("start_card", "start_prev_last"):
                        self.start_rules.append((r, comp))
                    else:
                        self.statics.append((r, comp))
                elif kind == "replace":
                    self.replacements.setdefault(comp["on"], []).append((r, comp))
                elif kind == "response":
                    self.responses.append((r, comp))
        self.plain = not active
        self.allows = any(comp["type"] == "allow" for _r, comp in self.statics)

    def __bool__(self) -> bool:
        return bool(self.rules)

    def by_instance(self, instance: int) -> Rule | None:
        return next((r for r in self.rules if r.instance == instance), None)

    @classmethod
    def from_json(cls, data: list) -> "RuleBook":
        return cls([Rule.from_json(d) for d in data if "repealed_after" not in d])

    def to_json(self) -> list:
        return [r.to_json() for r in sorted(self.rules, key=lambda r: r.instance)]


def overrides(rules) -> dict[int, int]:
    """Which rules are overridden, and by which: of two catalogue rules that contradict each
    other (``catalogue.conflicts_with``: 縛り and 激縛り, 9リバース and 9クイック, the same rule added
    again with other settings …) the later one wins, seed §2.2 「矛盾する場合は、通常は後で追加
    されたルールの方が優先されます」: the earlier one no longer applies. An adder may say otherwise
    (``precedence``): a ``yield`` rule loses every conflict, a ``coexist`` rule none. This is what
    the rule-addition dialog announces as "overrides #n"."""
    from .catalogue import CATALOGUE, conflicts_with
    out: dict[int, int] = {}
    ranked = sorted(rules, key=lambda r: r.priority)
    for i, old in enumerate(ranked):
        for new in ranked[i + 1:]:
            if "coexist" in (old.precedence, new.precedence) or new.id not in CATALOGUE:
                continue
            if conflicts_with(new.id, [old.id]):
                out[old.instance] = new.instance      # the last (highest priority) overrider is kept
    return out


#: The static every rule that starts a lock implies: a lock locks (issue 18 #16). It stands at
#: that rule's place in the order, so a later rule may still make an exception (スペ3返し).
OBEY_LOCKS = {"kind": "static", "type": "obey_locks"}


def _starts_locks(rule: Rule) -> bool:
    """Whether some effect of ``rule`` starts a lock (縛り)."""
    return any(isinstance(eff, dict) and eff.get("do") == "lock"
               for comp in rule.components for eff in (comp.get("do") or []) if comp["kind"] in ("trigger", "replace"))


# --- checking a rule before the engine runs it ----------------------------------------------------

def check_rules(data: Any) -> list[Msg]:
    """Problems with a whole rule list (the ``rules`` option)."""
    if not isinstance(data, list):
        return [_problem(QT_TRANSLATE_NOOP("rules", "The rules in force must be a list."))]
    problems: list[Msg] = []
    seen = set()
    for item in data:
        problems += check_rule(item)
        inst = item.get("instance") if isinstance(item, dict) else None
        if inst in seen:
            problems.append(_problem(QT_TRANSLATE_NOOP("rules", "Two rules have the number #{n}."), n=inst))
        seen.add(inst)
    return problems


def check_rule(data: Any) -> list[Msg]:
    """Every problem that keeps the engine from running this rule (empty: it can run)."""
    if not isinstance(data, dict):
        return [_problem(QT_TRANSLATE_NOOP("rules", "A rule must be an object."))]
    problems: list[Msg] = []
    inst = data.get("instance")
    if isinstance(inst, bool) or not isinstance(inst, int) or inst < 1:
        problems.append(_problem(QT_TRANSLATE_NOOP("rules", "A rule needs a number (#1, #2, …).")))
    if not isinstance(data.get("id"), str) or not data.get("id"):
        problems.append(_problem(QT_TRANSLATE_NOOP("rules", "A rule needs an id.")))
    if data.get("precedence", "newest") not in vocab.PRECEDENCE:
        problems.append(_problem(QT_TRANSLATE_NOOP("rules", "Unknown precedence {p}."), p=str(data.get("precedence"))))
    by = data.get("by")
    if by is not None and (isinstance(by, bool) or not isinstance(by, int)):
        problems.append(_problem(QT_TRANSLATE_NOOP("rules", "The adder of a rule must be a seat number.")))
    comps = data.get("components")
    if not isinstance(comps, list) or not comps:
        problems.append(_problem(QT_TRANSLATE_NOOP("rules", "A rule needs at least one part (a trigger, a static, …).")))
        return problems
    for comp in comps:
        problems += check_component(comp)
    return problems


def check_component(comp: Any) -> list[Msg]:
    if not isinstance(comp, dict):
        return [_problem(QT_TRANSLATE_NOOP("rules", "A part of a rule must be an object."))]
    kind = comp.get("kind")
    if kind == "trigger":
        if comp.get("on") not in vocab.EVENTS:
            return [_problem(QT_TRANSLATE_NOOP("rules", "Unknown event {e}."), e=str(comp.get("on")))]
        return check_cond(comp.get("if")) + check_effects(comp.get("do"), comp["on"])
    if kind == "static":
        t = comp.get("type")
        if t not in vocab.STATICS:
            return [_problem(QT_TRANSLATE_NOOP("rules", "Unknown static rule {t}."), t=str(t))]
        problems = _check_params(vocab.STATICS, t, comp, "type")
        if t in ("allow", "deny"):
            if comp.get("if") is None:
                problems.append(_problem(QT_TRANSLATE_NOOP("rules", "An allow or deny rule needs a condition.")))
            problems += check_cond(comp.get("if"))
        return problems
    if kind == "replace":
        if comp.get("on") not in vocab.REPLACEABLE:
            return [_problem(QT_TRANSLATE_NOOP("rules", "Unknown replacement point {e}."), e=str(comp.get("on")))]
        problems = check_cond(comp.get("if")) + check_effects(comp.get("do"), comp["on"], allow_empty=True)
        for eff in comp.get("do") or []:
            if isinstance(eff, dict) and eff.get("do") in vocab.DECIDING:
                problems.append(_problem(QT_TRANSLATE_NOOP(
                    "rules", "A replacement cannot ask a player to choose ({e})."), e=eff["do"]))
        return problems
    if kind == "response":
        if comp.get("to") != "clear_field" or comp.get("then") not in ("stop", "take_over"):
            return [_problem(QT_TRANSLATE_NOOP("rules", "A response answers a field clear and either stops it or takes it over."))]
        return check_cond(comp.get("if")) + check_cond(comp.get("with"))
    if kind == "meta":
        t = comp.get("type")
        if t not in vocab.META:
            return [_problem(QT_TRANSLATE_NOOP("rules", "Unknown session rule {t}."), t=str(t))]
        return _check_params(vocab.META, t, comp, "type")
    return [_problem(QT_TRANSLATE_NOOP("rules", "Unknown kind of rule part {k}."), k=str(kind))]


def check_cond(cond: Any) -> list[Msg]:
    if cond is None:
        return []
    if not isinstance(cond, dict):
        return [_problem(QT_TRANSLATE_NOOP("rules", "A condition must be an object."))]
    for key in ("all", "any"):
        if key in cond:
            if not isinstance(cond[key], list):
                return [_problem(QT_TRANSLATE_NOOP("rules", "A condition list must be a list."))]
            return [p for c in cond[key] for p in check_cond(c)]
    if "not" in cond:
        return check_cond(cond["not"])
    if cond.get("test") not in vocab.CONDITIONS:
        return [_problem(QT_TRANSLATE_NOOP("rules", "Unknown condition {c}."), c=str(cond.get("test")))]
    return _check_params(vocab.CONDITIONS, cond["test"], cond, "test")


def check_effects(effects: Any, event: str, allow_empty: bool = False) -> list[Msg]:
    if not isinstance(effects, list) or (not effects and not allow_empty):
        return [_problem(QT_TRANSLATE_NOOP("rules", "A rule needs at least one effect."))]
    problems: list[Msg] = []
    declared = False
    for eff in effects:
        if not isinstance(eff, dict) or eff.get("do") not in vocab.EFFECTS:
            problems.append(_problem(QT_TRANSLATE_NOOP("rules", "Unknown effect {e}."),
                                     e=str(eff.get("do") if isinstance(eff, dict) else eff)))
            continue
        problems += _check_params(vocab.EFFECTS, eff["do"], eff, "do")
        n = eff.get("n")
        if isinstance(n, dict) and event not in vocab.PLAY_EVENTS:
            problems.append(_problem(QT_TRANSLATE_NOOP(
                "rules", "The amount counts the cards played, but this event has no play.")))
        if eff["do"] == "declare":
            declared = True
        if eff["do"] == "discard_declared" and not declared:
            problems.append(_problem(QT_TRANSLATE_NOOP(
                "rules", "“Discard the named ranks” needs a “name ranks” effect before it.")))
    return problems


def _check_params(table: dict, word: str, item: dict, key: str) -> list[Msg]:
    specs = {p[0]: p for p in table[word][0]}
    problems = []
    for k, v in item.items():
        if k in (key, "kind", "if", "do", "on", "of") and k not in specs:
            continue
        if k not in specs:
            problems.append(_problem(QT_TRANSLATE_NOOP("rules", "{word} has no setting {name}."), word=word, name=k))
            continue
        if not _valid(specs[k][1], v):
            problems.append(_problem(QT_TRANSLATE_NOOP("rules", "{word}: {name} cannot be {value}."),
                                     word=word, name=k, value=str(v)))
    return problems


def _valid(ptype: str, v: Any) -> bool:
    if ptype == "rank":
        return v == "" or v in ORDER
    if ptype == "ranks":
        return isinstance(v, (list, tuple)) and all(r in ORDER for r in v)
    if ptype == "suit":
        return v in "shdc" and len(v) == 1
    if ptype == "card":
        return isinstance(v, str) and is_card(v)
    if ptype == "cards":
        return isinstance(v, (list, tuple)) and all(isinstance(c, str) and is_card(c) for c in v)
    if ptype == "int":
        return not isinstance(v, bool) and isinstance(v, int) and 0 <= v <= 99
    if ptype == "bool":
        return isinstance(v, bool)
    if ptype == "amount":
        if isinstance(v, dict):
            return (set(v) == {"count"} and v["count"] in ORDER) or v == {"size": True}
        return not isinstance(v, bool) and isinstance(v, int) and 0 <= v <= 54
    choices = {"op": vocab.OPS, "of": vocab.SUBJECTS, "who": vocab.WHO, "var": vocab.VARS,
               "lock": vocab.LOCKS, "leader": vocab.LEADERS, "kind": vocab.KINDS, "mode": vocab.MODES,
               "chooser": vocab.CHOOSERS, "follows": vocab.FOLLOWS, "cause": vocab.CAUSES}.get(ptype)
    if choices is not None:
        return v in choices
    if ptype == "rule_id":
        return isinstance(v, str) and bool(v)
    return False
