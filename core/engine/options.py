"""Options of a ruleset: specs, validated values, presets, canonical form and fingerprint."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, Iterator, Mapping

from .i18n import QT_TRANSLATE_NOOP, Msg, msg


#: how deep the JSON of a "data" option may nest (a rule-addition daifugō rule's conditions need far less)
MAX_DATA_DEPTH = 32


class OptionError(ValueError):
    """An impossible option set; ``reason`` is translatable."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.english())
        self.reason = reason


@dataclass(frozen=True)
class OptionSpec:
    """One option of a ruleset, from which the settings dialog is generated.

    kind is "bool", "int" (``minimum``..``maximum``), "choice" (``choices``: values, with
    ``choice_labels`` to show) or "data" (JSON checked by ``validator``, e.g. the rules in force
    of rule-addition daifugō; not shown in the settings dialog). ``optional`` marks an 《OP》 option of the rulebook. ``requires``
    names bool options that must be on for this one to be on (or set to non-default);
    ``excludes`` names bool options that may not be on together with it.
    """

    id: str
    kind: str
    default: Any
    label: str
    help: str = ""
    group: str = ""
    optional: bool = False
    minimum: int = 0
    maximum: int = 0
    choices: tuple = ()
    choice_labels: tuple = ()
    special_labels: tuple = ()   # ((value, label), ...) shown instead of a number, e.g. 0 -> 低速
    requires: tuple = ()
    excludes: tuple = ()
    context: str = "options"     # translation context of label, help and choice labels
    validator: Any = None        # kind "data": a function value -> list of problems (Msg)

    def check(self, value: Any) -> Any:
        """The value if it is valid for this spec, else raise OptionError."""
        if self.kind == "bool":
            if not isinstance(value, bool):
                raise OptionError(msg("options", QT_TRANSLATE_NOOP("options", "Option {id} must be on or off."), id=self.id))
            return value
        if self.kind == "int":
            if isinstance(value, bool) or not isinstance(value, int) or not self.minimum <= value <= self.maximum:
                raise OptionError(msg("options", QT_TRANSLATE_NOOP(
                    "options", "Option {id} must be a whole number from {min} to {max}."),
                    id=self.id, min=self.minimum, max=self.maximum))
            return value
        if self.kind == "choice":
            if value not in self.choices:
                raise OptionError(msg("options", QT_TRANSLATE_NOOP(
                    "options", "Option {id} must be one of: {values}."),
                    id=self.id, values=", ".join(map(str, self.choices))))
            return value
        if self.kind == "data":
            if _nested_deeper(value, MAX_DATA_DEPTH):
                raise OptionError(msg("options", QT_TRANSLATE_NOOP("options", "Option {id} is nested too deeply."), id=self.id))
            try:
                value = json.loads(json.dumps(value))
            except (TypeError, ValueError):
                raise OptionError(msg("options", QT_TRANSLATE_NOOP("options", "Option {id} must be JSON data."), id=self.id))
            problems = self.validator(value) if self.validator else []
            if problems:
                raise OptionError(problems[0])
            return value
        raise OptionError(msg("options", QT_TRANSLATE_NOOP("options", "Option {id} has an unknown kind."), id=self.id))


def _nested_deeper(value: Any, limit: int) -> bool:
    """Whether lists, tuples and dicts in ``value`` nest more than ``limit`` deep (checked
    without recursion: a crafted value must not reach the recursion limit in json.dumps)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            item = item.values()
        elif not isinstance(item, (list, tuple)):
            continue
        if depth > limit:
            return True
        stack.extend((v, depth + 1) for v in item)
    return False


def _is_on(spec: OptionSpec, value: Any) -> bool:
    return bool(value) if spec.kind == "bool" else value != spec.default


@dataclass(frozen=True)
class Options(Mapping):
    """A complete, validated option set (every spec has a value). Immutable."""

    values: tuple = field(default=())
    _index: dict = field(default=None, init=False, compare=False, repr=False, hash=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", dict(self.values))

    @classmethod
    def build(cls, specs: tuple[OptionSpec, ...], values: Mapping[str, Any] | None = None) -> "Options":
        """Validate ``values`` against ``specs``, filling defaults; raise OptionError on any problem."""
        values = dict(values or {})
        by_id = {s.id: s for s in specs}
        unknown = sorted(set(values) - set(by_id))
        if unknown:
            raise OptionError(msg("options", QT_TRANSLATE_NOOP("options", "Unknown option: {id}."), id=unknown[0]))
        full = {s.id: s.check(values.get(s.id, s.default)) for s in specs}
        problem = conflicts(specs, full)
        if problem:
            raise OptionError(problem[0])
        return cls(tuple(sorted(full.items())))

    def __getitem__(self, key: str) -> Any:
        return self._index[key]

    def __iter__(self) -> Iterator[str]:
        return (k for k, _ in self.values)

    def __len__(self) -> int:
        return len(self.values)

    def canonical(self) -> str:
        """The canonical text form: sorted compact JSON."""
        return json.dumps(dict(self.values), sort_keys=True, separators=(",", ":"), ensure_ascii=False)

    def fingerprint(self) -> str:
        """A short stable hash of the canonical form ("are we playing the same rules?")."""
        return hashlib.sha256(self.canonical().encode()).hexdigest()[:8]

    def to_json(self) -> dict:
        return dict(self.values)

    def replace(self, specs: tuple[OptionSpec, ...], **changes: Any) -> "Options":
        return Options.build(specs, {**dict(self.values), **changes})


def conflicts(specs: tuple[OptionSpec, ...], values: Mapping[str, Any]) -> list[Msg]:
    """Every requires/excludes violation in ``values`` as translatable messages."""
    by_id = {s.id: s for s in specs}
    problems = []
    for s in specs:
        if s.id not in values or not _is_on(s, values[s.id]):
            continue
        for other in s.requires:
            o = by_id.get(other)
            if o is not None and not _is_on(o, values.get(other, o.default)):
                problems.append(msg("options", QT_TRANSLATE_NOOP("options", "{a} needs {b}."), a=s.id, b=other))
        for other in s.excludes:
            o = by_id.get(other)
            if o is not None and _is_on(o, values.get(other, o.default)):
                problems.append(msg("options", QT_TRANSLATE_NOOP("options", "{a} cannot be used with {b}."), a=s.id, b=other))
    return problems


def closest_preset(specs: tuple[OptionSpec, ...], presets: Mapping[str, Options],
                   options: Mapping[str, Any]) -> tuple[str, int]:
    """The preset ``options`` match or are closest to, and how many options differ from it.

    Only the options a person sets count as changes; data options (daifugō's rules in force, the
    session's history) only break ties, so a preset that matches them wins. On a tie the earlier
    preset wins (the default comes first)."""
    def differing(preset: Options, data: bool) -> int:
        return sum(1 for s in specs if (s.kind == "data") == data
                   and options.get(s.id, s.default) != preset.get(s.id, s.default))

    best = min(presets, key=lambda name: (differing(presets[name], False), differing(presets[name], True)))
    return best, differing(presets[best], False)
