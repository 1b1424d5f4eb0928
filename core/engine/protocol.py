"""The game protocol shared by every game, the GUI, the AI, saves and review (see design.md)."""
from __future__ import annotations

import copy
import dataclasses
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any, ClassVar, Mapping

from .i18n import QT_TRANSLATE_NOOP, Msg, msg
from .options import OptionError, OptionSpec, Options

HIDDEN = "??"  # a card or tile another seat may not see


class IllegalAction(Exception):
    """An action that is not among the legal actions; ``reason`` is translatable."""

    def __init__(self, reason: Msg) -> None:
        super().__init__(reason.english())
        self.reason = reason


class InvariantBroken(AssertionError):
    """The rules reached a position the protocol forbids (a seat to move with no legal action,
    points created or lost): a bug in the game's rules, raised only in strict mode."""


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(v) for v in value]
    if isinstance(value, list):
        return [_jsonable(v) for v in value]
    if isinstance(value, dict):
        return {str(k): _jsonable(v) for k, v in value.items()}
    return value


def _tupled(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_tupled(v) for v in value)
    return value


#: how deep the tuples of an action may nest: card codes (1), groups of card codes (2, Indian Rummy)
MAX_ACTION_NESTING = 2
_FIELD_TYPES = {"str": str, "int": int, "bool": bool, "tuple": tuple}


def _shape_ok(value: Any, kind: Any, sequence: type, depth: int = MAX_ACTION_NESTING) -> bool:
    """``value`` has the type a field declares: ``bool``, ``int`` (never a bool), ``str``, or for
    ``tuple`` a ``sequence`` (tuple; list in JSON) of text or of such sequences, at most ``depth``
    deep. Other declared types are not checked. Never recurses deeper than ``depth``."""
    if kind is bool:
        return isinstance(value, bool)
    if kind is int:
        return isinstance(value, int) and not isinstance(value, bool)
    if kind is str:
        return isinstance(value, str)
    if kind is tuple:
        return isinstance(value, sequence) and depth > 0 and all(
            isinstance(v, str) or _shape_ok(v, tuple, sequence, depth - 1) for v in value)
    return True


@dataclass(frozen=True)
class Action:
    """A decision of one seat. ``cards``: what it moves; ``target``: the zone they go to.

    ``kind`` names the action in the game's words ("play", "pass", "lay_off" ...). Games may
    subclass to add fields; every field must be JSON-able (tuples become lists).
    """

    kind: str
    seat: int
    cards: tuple = ()
    target: str = ""

    def to_json(self) -> dict:
        return {f.name: _jsonable(getattr(self, f.name)) for f in dataclasses.fields(self)}

    @classmethod
    def field_types(cls) -> dict[str, Any]:
        """Field name -> its declared type (``str``, ``int``, ``bool``, ``tuple`` ...)."""
        cached = cls.__dict__.get("_field_types")
        if cached is None:
            cached = {f.name: _FIELD_TYPES.get(f.type, f.type) for f in dataclasses.fields(cls)}
            cls._field_types = cached
        return cached

    def malformed(self) -> str | None:
        """The name of the first field whose value has not its declared type (tuples: of text,
        nested at most MAX_ACTION_NESTING deep), or None. A malformed action is never legal, and
        no game code may see it: :meth:`State.apply` refuses it first."""
        for name, kind in self.field_types().items():
            if not _shape_ok(getattr(self, name, None), kind, tuple):
                return name
        return None

    @classmethod
    def from_json(cls, data: Any) -> "Action":
        """Build an action from its JSON form; raise ValueError on anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("an action must be a JSON object")
        kinds = cls.field_types()
        if set(data) - set(kinds) or not {"kind", "seat"} <= set(data):
            raise ValueError(f"action fields do not match: {sorted(map(str, data))[:10]}")
        for name, value in data.items():
            if not _shape_ok(value, kinds[name], list):
                raise ValueError(f"action field {name!r} has the wrong type")
        return cls(**{k: _tupled(v) for k, v in data.items()})


@dataclass(frozen=True)
class Event:
    """What happened, named in the past tense ("moved", "passed", "finished" ...).

    ``cards`` move from zone ``src`` to zone ``dst`` (zones are strings such as ``hand:2``,
    ``field``, ``discard``). ``visible_to`` is None when everybody may see the cards, else the
    seats that may; :meth:`redacted` masks the cards for anyone else. ``info`` holds further
    JSON-able facts (a place, a reason ...), ``text`` an optional translatable message. Facts
    that only ``visible_to`` may know go under ``info["private"]``, which :meth:`redacted` drops.
    """

    kind: str
    seat: int | None = None
    cards: tuple = ()
    src: str = ""
    dst: str = ""
    info: dict = field(default_factory=dict)
    visible_to: tuple | None = None
    text: Msg | None = None

    def redacted(self, seat: int | None) -> "Event":
        """The event as ``seat`` may see it (``None``: the open review view sees all)."""
        if seat is None or self.visible_to is None or seat in self.visible_to:
            return self
        if "private" in self.info:
            info = {k: v for k, v in self.info.items() if k != "private"}
            return dataclasses.replace(self, cards=(HIDDEN,) * len(self.cards), info=info)
        if not self.cards:
            return self
        return dataclasses.replace(self, cards=(HIDDEN,) * len(self.cards))

    def to_json(self) -> dict:
        out = {"kind": self.kind, "seat": self.seat, "cards": list(self.cards), "src": self.src,
               "dst": self.dst, "info": _jsonable(self.info),
               "visible_to": None if self.visible_to is None else list(self.visible_to)}
        if self.text is not None:
            out["text"] = self.text.to_json()
        return out

    @classmethod
    def from_json(cls, data: dict) -> "Event":
        vis = data.get("visible_to")
        text = data.get("text")
        return cls(kind=data["kind"], seat=data.get("seat"), cards=tuple(data.get("cards", ())),
                   src=data.get("src", ""), dst=data.get("dst", ""), info=dict(data.get("info", {})),
                   visible_to=None if vis is None else tuple(vis),
                   text=None if text is None else Msg.from_json(text))


@dataclass(frozen=True)
class View:
    """What one seat may know (``seat`` None: everything open). ``data`` is game-specific JSON."""

    game: str
    seat: int | None
    data: dict

    def __getitem__(self, key: str) -> Any:
        return self.data[key]

    def get(self, key: str, default: Any = None) -> Any:
        return self.data.get(key, default)

    def to_json(self) -> dict:
        return {"game": self.game, "seat": self.seat, "data": _jsonable(self.data)}


@dataclass(frozen=True)
class Result:
    """The outcome: ``scores`` per seat (higher is better) and ``ranking`` (seats, best first)."""

    scores: list
    ranking: list
    detail: dict = field(default_factory=dict)


RECORD_FORMAT = "houserules-record"
RECORD_VERSION = 1


@dataclass(frozen=True)
class Record:
    """Everything needed to replay a game: ``{format, version, game, options, seats, seed, actions}``.

    ``rules_version`` is the game's rules version when it was recorded; replaying a record under
    other rules is refused by the digest check of a save.
    """

    game: str
    options: dict
    seats: int
    seed: int
    actions: tuple = ()
    rules_version: int = 1

    def to_json(self) -> dict:
        return {"format": RECORD_FORMAT, "version": RECORD_VERSION, "game": self.game,
                "rules_version": self.rules_version, "options": dict(self.options),
                "seats": self.seats, "seed": self.seed, "actions": [a.to_json() for a in self.actions]}

    @classmethod
    def from_json(cls, data: Any, games: Mapping[str, "Game"]) -> "Record":
        """Parse a record of one of ``games`` (game id -> Game); raise ValueError naming the problem
        for anything malformed or foreign. (:func:`core.records.record_from_json` passes the
        registered games.)"""
        if not isinstance(data, dict):
            raise ValueError("a record must be a JSON object")
        if data.get("format") != RECORD_FORMAT:
            raise ValueError(f"not a House Rules game record (format {data.get('format')!r})")
        if data.get("version") != RECORD_VERSION:
            raise ValueError(f"record version {data.get('version')!r} is not supported (this app reads {RECORD_VERSION})")
        game_id = data.get("game")
        if game_id not in games:
            raise ValueError(f"unknown game {game_id!r}")
        game = games[game_id]
        seats, seed, options, actions = data.get("seats"), data.get("seed"), data.get("options"), data.get("actions")
        if isinstance(seats, bool) or not isinstance(seats, int) or not 1 <= seats <= 1000:
            raise ValueError("the number of seats is missing or out of range")
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2 ** 64:
            raise ValueError("the seed is missing or out of range")
        if not isinstance(options, dict):
            raise ValueError("the options are missing")
        if not isinstance(actions, list):
            raise ValueError("the action list is missing")
        rules_version = data.get("rules_version", 1)
        if isinstance(rules_version, bool) or not isinstance(rules_version, int):
            raise ValueError("the rules version is not a number")
        parsed = tuple(game.action_from_json(a) for a in actions)
        return cls(game_id, dict(options), seats, seed, parsed, rules_version)


def _hash(data: Any) -> str:
    """The SHA-256 of ``data`` as canonical JSON (sorted keys, compact)."""
    blob = json.dumps(_jsonable(data), sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(blob.encode()).hexdigest()


class State:
    """Base of every game state. Subclasses implement the ``_``-prefixed hooks and the queries.

    The base keeps the action list (for :meth:`record`), validates every action against
    :meth:`legal_actions` before :meth:`_apply` runs, and provides :meth:`digest` from the rules
    (options, seats, seed) and :meth:`snapshot`.
    """

    game: "Game"
    #: Check :meth:`invariant_violations` after every :meth:`apply` (the tests and ``core.soak``
    #: turn it on; play leaves it off, since it costs a ``legal_actions`` of every seat to move).
    strict: ClassVar[bool] = False

    def __init__(self, game: "Game", seats: int, options: Options, seed: int) -> None:
        self.game = game
        self.seats = seats
        self.options = options
        self.seed = seed
        self.actions: list[Action] = []

    # --- what every game implements -------------------------------------------------------
    def to_move(self) -> tuple[int, ...]:
        raise NotImplementedError

    def legal_actions(self, seat: int) -> list[Action]:
        raise NotImplementedError

    def _apply(self, action: Action) -> list[Event]:
        raise NotImplementedError

    def view(self, seat: int | None) -> View:
        raise NotImplementedError

    def is_over(self) -> bool:
        raise NotImplementedError

    def result(self) -> Result:
        raise NotImplementedError

    def snapshot(self) -> dict:
        """The full authoritative position as JSON-able data (hands, stock, PRNG state ...)."""
        raise NotImplementedError

    def conserved(self) -> dict[str, float]:
        """Totals no action may change, by name: in a zero-sum mahjong game the points plus the
        deposits on the table (供託), the chips. Empty (the default) where nothing is conserved."""
        return {}

    # --- shared machinery ---------------------------------------------------------------
    def invariant_violations(self, conserved_before: dict[str, float] | None = None) -> list[str]:
        """What is wrong with this position, in words for a developer (empty: nothing).

        The protocol's invariants: a game that is over has nobody to move; one that is not has
        somebody, and every seat to move has at least one legal action; and, given the totals of
        :meth:`conserved` before the last action, none of them changed.
        """
        problems = []
        if self.is_over():
            if self.to_move():
                problems.append(f"the game is over, yet seats {self.to_move()} are to move")
        elif not self.to_move():
            problems.append("the game is not over, yet nobody is to move")
        else:
            problems += [f"seat {seat} is to move with no legal action"
                         for seat in self.to_move() if not self.legal_actions(seat)]
        if conserved_before is not None:
            after = self.conserved()
            problems += [f"{name} changed from {value} to {after.get(name)}"
                         for name, value in conserved_before.items() if after.get(name) != value]
        return problems

    def apply(self, action: Action) -> list[Event]:
        """Validate ``action`` and apply it; raise IllegalAction (state unchanged) if not legal."""
        self.refuse_malformed(action)
        if self.is_over():
            raise IllegalAction(msg("engine", QT_TRANSLATE_NOOP("engine", "The game is over.")))
        if action.seat not in self.to_move():
            raise IllegalAction(msg("engine", QT_TRANSLATE_NOOP("engine", "It is not your turn.")))
        if action not in self.legal_actions(action.seat):
            raise IllegalAction(self.why_illegal(action))
        before = self.conserved() if self.strict else None
        events = self._apply(action)
        self.actions.append(action)
        if self.strict:
            problems = self.invariant_violations(before)
            if problems:
                raise InvariantBroken(f"{self.game.id}, after action {len(self.actions)} {action}: "
                                      + "; ".join(problems))
        return events

    def refuse_malformed(self, action: Any) -> None:
        """Raise IllegalAction unless ``action`` is an :class:`Action` whose fields have their
        declared types. Every ``apply`` checks it before anything else, so that
        no game code sees a value of the wrong type (a list for a card, a number for a zone)."""
        if not isinstance(action, Action):
            raise IllegalAction(msg("engine", QT_TRANSLATE_NOOP("engine", "That is not an action.")))
        name = action.malformed()
        if name is not None:
            raise IllegalAction(msg("engine", QT_TRANSLATE_NOOP("engine", "That action is malformed (field {field})."),
                                    field=name))

    def why_illegal(self, action: Action) -> Msg:
        """The reason ``action`` is not legal, in words a player understands. Games refine it."""
        return msg("engine", QT_TRANSLATE_NOOP("engine", "That move is not allowed now."))

    def explain(self, seat: int, cards: tuple, target: str) -> Msg:
        """Why moving ``cards`` of ``seat`` to zone ``target`` is not a legal action (the GUI asks
        this when a drop or click matches no legal action). Games refine it."""
        if self.is_over():
            return msg("engine", QT_TRANSLATE_NOOP("engine", "The game is over."))
        if seat not in self.to_move():
            return msg("engine", QT_TRANSLATE_NOOP("engine", "It is not your turn."))
        return msg("engine", QT_TRANSLATE_NOOP("engine", "That move is not allowed now."))

    def clone(self) -> "State":
        other = copy.copy(self)
        for k, v in self.__dict__.items():
            if k != "game":
                other.__dict__[k] = copy.deepcopy(v)
        return other

    def record(self) -> Record:
        return Record(self.game.id, self.options.to_json(), self.seats, self.seed, tuple(self.actions),
                      self.game.rules_version)

    def digest(self) -> str:
        """A stable hash of everything that decides the game: the game and its rules version, the
        options, the seats, the seed and the full position (:meth:`snapshot`), as canonical JSON.
        Games need not repeat the options in their snapshot: a save whose options were edited
        never matches its digest."""
        return _hash({"game": self.game.id, "rules_version": self.game.rules_version,
                      "options": dict(self.options), "seats": self.seats, "seed": self.seed,
                      "position": self.snapshot()})

    def position_digest(self) -> str:
        """A hash of the position alone (:meth:`snapshot`): the digest of saves of format
        version 1, which did not cover the options (still checked so, so that they load)."""
        return _hash(self.snapshot())


class Game:
    """A ruleset. Subclasses set the class attributes and implement :meth:`_new_state`."""

    id: ClassVar[str] = ""
    title: ClassVar[str] = ""            # English source; translated in context "games"
    players: ClassVar[tuple[int, ...]] = ()
    options: ClassVar[tuple[OptionSpec, ...]] = ()
    preset_values: ClassVar[dict[str, dict]] = {"default": {}}
    preset_labels: ClassVar[dict[str, str]] = {}
    action_class: ClassVar[type[Action]] = Action
    rules_version: ClassVar[int] = 1
    zero_sum: ClassVar[bool] = False
    family: ClassVar[str] = ""            # the kind of game: "daifugo", "rummy", "mahjong" (the GUI finds a game's table by its id, gui/registry.py)

    @property
    def presets(self) -> dict[str, Options]:
        """Preset name -> validated Options ("default" always present)."""
        return {name: Options.build(self.options, vals) for name, vals in self.preset_values.items()}

    def _default_options(self) -> Options:
        """The default preset, validated once per game class (Options are immutable)."""
        cached = type(self).__dict__.get("_default_cache")
        if cached is None or cached[0] is not self.options:
            cached = (self.options, Options.build(self.options, self.preset_values.get("default", {})))
            type(self)._default_cache = cached
        return cached[1]

    def make_options(self, values: dict | Options | None = None) -> Options:
        """Validated options from ``values`` (None: the default preset); raises OptionError."""
        if values is None:
            return self._default_options()
        if isinstance(values, Options):
            values = values.to_json()
        return Options.build(self.options, values)

    def new_state(self, seats: int, options: Options | dict | None = None, seed: int = 0) -> State:
        """A new game; raises OptionError (a translatable reason) for options that cannot be
        played, also with this many seats (:meth:`seats_problem`)."""
        opts = self.make_options(options)
        if isinstance(seats, bool) or not isinstance(seats, int):
            raise ValueError("seats must be an integer")
        problem = self.seats_problem(seats, opts)
        if problem is not None:
            raise OptionError(problem)
        return self._new_state(seats, opts, int(seed))

    def seats_problem(self, seats: int, options: Options) -> Msg | None:
        """Why ``options`` cannot be played by ``seats`` players (e.g. too few decks), as a
        translatable message, or None. The New Game dialog asks it before it lets a game start."""
        return None

    def _new_state(self, seats: int, options: Options, seed: int) -> State:
        raise NotImplementedError

    def action_from_json(self, data: Any) -> Action:
        return self.action_class.from_json(data)


    def replay(self, record: Record) -> State:
        """Replay ``record`` (a record of this game) from its seed; raise IllegalAction or
        ValueError if it does not fit. (:func:`core.records.replay` finds the game by its id.)"""
        state = self.new_state(record.seats, record.options, record.seed)
        for action in record.actions:
            state.apply(action)
        return state
