"""Save files, and the app's folders and careful file writing and reading that the autosaves
(:mod:`core.autosaves`) and the settings (:mod:`core.settings`) use too. No Qt.

A save is a JSON object (never pickle)::

    {"format": "houserules-save", "version": 2, "title": str, "saved_at": ISO time,
     "finished": bool, "players": [{"name": str, "kind": "human"|"ai", "level": str|null}, ...],
     "digest": state.digest(), "record": Record.to_json(), "take_backs": [int, ...]}

``take_backs`` is optional (so the format version stays 2; saves without it load as before): for
each take-back of a practice game, in order, the number of actions the record was taken back to;
the record is the line finally played. A save with a non-empty list is a practice game
(:func:`is_practice`).

(Version 1 saves, whose digest is ``state.position_digest()``, still load.)

Loading checks everything before it trusts anything: the size before reading, UTF-8 JSON, the
format name and version, every field's type and range, the record, a replay of the moves, and
finally the digest of the replayed state against the stored one. Any problem raises
:class:`SaveError`, whose ``reason`` is a translatable :class:`~core.engine.Msg`. Loading only
ever opens the file for reading. Every write is atomic (temporary file in the same folder, fsync,
``os.replace``), so a crash leaves either the old file or the new one, never half of one.
"""
from __future__ import annotations

import datetime as _dt
import errno
import json
import logging
import os
import stat
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Mapping

import platformdirs

from core.ai import LEVELS
from core.engine import QT_TRANSLATE_NOOP, RECORD_FORMAT, RECORD_VERSION, Msg, OptionError, Record, State, msg
from core.records import record_from_json, replay

APP = "houserules"
SAVE_FORMAT = "houserules-save"
SAVE_VERSION = 2                # 2: the digest covers options, seats and seed; 1 (still read): the position only
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 8 * 1024 * 1024      # the largest save measured (an all-random-AI 3-player Anmika game) is 2.6 MB
MAX_INT_DIGITS = 1000           # longer integers in a file are refused before int() sees them
MAX_DEPTH = 64                  # deeper JSON is refused at the parse, far below Python's recursion limit
MAX_NAME_CHARS = 40             # a player's name (the new-game dialog allows no more)
MAX_TITLE_CHARS = 200           # a save's title
MAX_TAKE_BACKS = 10_000         # take-backs of one practice game
MAX_RECORD_ACTIONS = 10 ** 6    # a take-back point beyond this is not one of a real game
EARLIEST_SAVE_YEAR = 1970       # saved_at before this (or past year 9998) is not a time this app wrote
PLAYER_KINDS = ("human", "ai")
TEMP_SUFFIX = ".tmp"            # atomic_write's temp files: .<name>.<pid>.<random>.tmp


def _test_write_delay() -> float:
    """Test hook: HOUSERULES_TEST_WRITE_DELAY=<seconds> pauses every write between writing the
    temp file and renaming it, so that kill tests can land inside a write."""
    try:
        value = float(os.environ.get("HOUSERULES_TEST_WRITE_DELAY", "0"))
    except ValueError:
        return 0.0
    return value if 0 < value <= 5 else 0.0      # NaN and nonsense: no pause


_TEST_WRITE_DELAY = _test_write_delay()

_log = logging.getLogger(__name__)
CTX = "storage"

# Every reason a save can be refused (English source; translated in context "storage").
NOT_FOUND = QT_TRANSLATE_NOOP("storage", "The save file does not exist.")
UNREADABLE = QT_TRANSLATE_NOOP("storage", "The save file could not be read ({error}).")
TOO_LARGE = QT_TRANSLATE_NOOP("storage", "The save is too large (limit {limit} MB).")
EMPTY = QT_TRANSLATE_NOOP("storage", "The save file is empty.")
NOT_JSON = QT_TRANSLATE_NOOP("storage", "The file is not a House Rules save (it is not JSON).")
DAMAGED = QT_TRANSLATE_NOOP("storage", "The save is truncated or damaged.")
HUGE_NUMBER = QT_TRANSLATE_NOOP("storage", "The save contains a number that is far too large.")
TOO_DEEP = QT_TRANSLATE_NOOP("storage", "The save is damaged (it is nested too deeply).")
NOT_A_SAVE = QT_TRANSLATE_NOOP("storage", "The file is JSON but not a House Rules save.")
NEWER = QT_TRANSLATE_NOOP("storage", "This save was made by a newer version (format version {version}).")
NEWER_RECORD = QT_TRANSLATE_NOOP("storage", "This save was made by a newer version (record version {version}).")
BAD_VERSION = QT_TRANSLATE_NOOP("storage", "The save has an unknown format version ({version}).")
MISSING = QT_TRANSLATE_NOOP("storage", "Field '{field}' is missing.")
WRONG_TYPE = QT_TRANSLATE_NOOP("storage", "Field '{field}' has the wrong type.")
OUT_OF_RANGE = QT_TRANSLATE_NOOP("storage", "Field '{field}' is out of range.")
UNKNOWN_GAME = QT_TRANSLATE_NOOP("storage", "The save refers to an unknown game '{game}'.")
PLAYER_COUNT = QT_TRANSLATE_NOOP("storage", "The save lists {count} players for {seats} seats.")
BAD_OPTIONS = QT_TRANSLATE_NOOP("storage", "The rule options in this save are not valid for this game.")
BAD_ACTION = QT_TRANSLATE_NOOP("storage", "Move {move} in this save is damaged.")
RECORD_DAMAGED = QT_TRANSLATE_NOOP("storage", "The game record in this save is damaged.")
CANNOT_REPLAY = QT_TRANSLATE_NOOP("storage", "The moves in this save cannot be replayed.")
CHECKSUM = QT_TRANSLATE_NOOP("storage", "The save does not match its checksum: it was changed or made by different rules.")
OTHER_RULES = QT_TRANSLATE_NOOP("storage", "This save was made with other rules of this game (rules version {saved}; "
                                     "this app has rules version {current}).")
SAVE_TOO_LARGE = QT_TRANSLATE_NOOP("storage", "The game is too large to save (limit {limit} MB).")
TOO_LONG = QT_TRANSLATE_NOOP("storage", "Field '{field}' is too long (at most {limit} characters).")
TOO_LONG_LIST = QT_TRANSLATE_NOOP("storage", "Field '{field}' is too long (at most {limit} entries).")
UNKNOWN_LEVEL = QT_TRANSLATE_NOOP("storage", "The save asks for an unknown AI level '{level}'.")
UNUSABLE = QT_TRANSLATE_NOOP("storage", "The save is damaged: it cannot be shown or played.")


class SaveError(Exception):
    """A save that cannot be loaded. ``reason`` (a Msg in context "storage") says why, for people;
    ``detail`` is optional English detail for logs."""

    def __init__(self, reason: Msg, detail: str = "") -> None:
        super().__init__(reason.english() + (f" ({detail})" if detail else ""))
        self.reason = reason
        self.detail = detail


def _fail(text: str, detail: str = "", **args: Any) -> SaveError:
    """A SaveError with the message ``text`` (one of the constants above) and its ``args``."""
    return SaveError(msg(CTX, text, **args), detail)


@dataclass
class LoadedGame:
    """A loaded save: the replayed ``state``, its ``record``, the ``players`` (dicts with name,
    kind, level), when it was saved (``saved_at``, a timezone-aware datetime), ``finished`` (the
    replayed state is over) and the ``title``."""

    state: State
    record: Record
    players: list[dict]
    saved_at: _dt.datetime
    finished: bool
    title: str
    take_backs: list[int] = field(default_factory=list)


# --- folders ------------------------------------------------------------------------------------
def data_dir() -> Path:
    """The app's data folder (saves, autosave); not created here."""
    return platformdirs.user_data_path(APP, appauthor=False)


def config_dir() -> Path:
    """The app's configuration folder (settings); not created here."""
    return platformdirs.user_config_path(APP, appauthor=False)


def saves_dir() -> Path:
    """The folder of saved games, created on demand."""
    path = data_dir() / "saves"
    path.mkdir(parents=True, exist_ok=True)
    return path


def list_saves() -> list[Path]:
    """The save files in the saves folder, newest first (by modification time). Not opened."""
    found = []
    for path in saves_dir().glob(f"*{SAVE_SUFFIX}"):
        try:
            st = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode) and not path.name.startswith("."):
            found.append((st.st_mtime_ns, path.name, path))
    return [p for _, _, p in sorted(found, reverse=True)]


# --- writing ------------------------------------------------------------------------------------
def atomic_write(path: Path | str, data: bytes) -> None:
    """Write ``data`` to ``path`` atomically: temp file in the same folder, fsync, os.replace."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    # the writer's pid is in the name, so a later start can tell a crashed write from a live one
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            if _TEST_WRITE_DELAY:
                time.sleep(_TEST_WRITE_DELAY)
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _fsync_dir(path.parent)


def _fsync_dir(folder: Path) -> None:
    """Make the rename durable where the platform allows it (POSIX); best effort."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def _player_json(p: Any) -> dict:
    """A player (mapping or object with name/kind/level) as the save's dict; ValueError if bad."""
    get = p.get if isinstance(p, Mapping) else (lambda k, d=None: getattr(p, k, d))
    out = {"name": get("name"), "kind": get("kind", "human"), "level": get("level")}
    if not isinstance(out["name"], str) or len(out["name"]) > MAX_NAME_CHARS or out["kind"] not in PLAYER_KINDS or \
            not (out["level"] is None or out["level"] in LEVELS):
        raise ValueError(f"bad player for a save: {short(p)}")
    return out


def is_practice(game: Any) -> bool:
    """Whether ``game`` (a :class:`LoadedGame` or a raw save document, trusted or not) is a
    practice game: one with a take-back (its ``take_backs`` is a non-empty list)."""
    take_backs = game.take_backs if isinstance(game, LoadedGame) else \
        game.get("take_backs") if isinstance(game, Mapping) else None
    return isinstance(take_backs, list) and len(take_backs) > 0


def save_game(path: Path | str, state: State, players: list, *, title: str = "",
              take_backs: list[int] | tuple = ()) -> None:
    """Save ``state`` with its ``players`` to ``path`` atomically; ``take_backs`` (the record
    lengths a practice game was taken back to, in order) is written when there are any.

    Raises ValueError for malformed players and OSError if the file cannot be written (an
    OSError with errno EFBIG if the save would exceed the size limit); the old file then stays.
    """
    plist = [_player_json(p) for p in players]
    if len(plist) != state.seats:
        raise ValueError(f"{len(plist)} players for {state.seats} seats")
    if len(str(title)) > MAX_TITLE_CHARS:
        raise ValueError(f"a save's title has at most {MAX_TITLE_CHARS} characters")
    doc = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "title": str(title),
           "saved_at": _dt.datetime.now().astimezone().isoformat(timespec="seconds"),
           "finished": state.is_over(), "players": plist, "digest": state.digest(),
           "record": state.record().to_json()}
    if take_backs:
        doc["take_backs"] = [int(k) for k in take_backs]
    data = (json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    if len(data) > MAX_SAVE_BYTES:
        raise OSError(errno.EFBIG, msg(CTX, SAVE_TOO_LARGE, limit=MAX_SAVE_BYTES // 2 ** 20).english(), str(path))
    atomic_write(path, data)


# --- reading ------------------------------------------------------------------------------------
def read_limited(path: Path, limit: int) -> bytes:
    """The bytes of a regular file of at most ``limit`` bytes; SaveError otherwise. Read-only."""
    try:
        st = os.stat(path)
        if not stat.S_ISREG(st.st_mode):
            raise _fail(UNREADABLE, error="not a regular file")
        if st.st_size > limit:
            raise _fail(TOO_LARGE, limit=limit // 2 ** 20)
        with open(path, "rb") as f:
            data = f.read(limit + 1)
    except FileNotFoundError:
        raise _fail(NOT_FOUND) from None
    except OSError as exc:
        raise _fail(UNREADABLE, error=exc.strerror or str(exc)) from None
    if len(data) > limit:          # it grew between stat and read
        raise _fail(TOO_LARGE, limit=limit // 2 ** 20)
    return data


class _HugeNumber(ValueError):
    """An integer in the file with more than MAX_INT_DIGITS digits."""


def _parse_int(text: str) -> int:
    """json's int parser, refusing giant numbers before int() spends quadratic time on them."""
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _HugeNumber(text[:20])
    return int(text)


def _refuse_constant(name: str) -> None:
    """NaN and Infinity are not JSON: refuse them."""
    raise ValueError(f"{name} is not JSON")


def parse_json(data: bytes, max_depth: int = MAX_DEPTH) -> Any:
    """Decode UTF-8 JSON strictly (no NaN, no giant integers, no lists or objects nested deeper
    than ``max_depth``); SaveError naming the problem."""
    stripped = data.lstrip(b"\xef\xbb\xbf").lstrip(b" \t\r\n")
    if not stripped:
        raise _fail(EMPTY)
    looks_like_object = stripped[:1] == b"{"
    try:
        doc = json.loads(data.decode("utf-8-sig"), parse_int=_parse_int, parse_constant=_refuse_constant)
    except _HugeNumber as exc:
        raise _fail(HUGE_NUMBER, str(exc)) from None
    except RecursionError:
        raise _fail(TOO_DEEP) from None
    except ValueError as exc:      # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise _fail(DAMAGED if looks_like_object else NOT_JSON, str(exc)[:200]) from None
    if _depth_exceeds(doc, max_depth):
        raise _fail(TOO_DEEP, f"deeper than {max_depth} levels")
    return doc


def _depth_exceeds(doc: Any, limit: int) -> bool:
    """Whether lists and objects in ``doc`` nest more than ``limit`` deep (checked without
    recursion, so that nothing after the parse ever recurses deeper than ``limit``)."""
    stack = [(doc, 1)]
    while stack:
        value, depth = stack.pop()
        if isinstance(value, dict):
            value = value.values()
        elif not isinstance(value, list):
            continue
        if depth > limit:
            return True
        stack.extend((v, depth + 1) for v in value if isinstance(v, (list, dict)))
    return False


def _field(doc: dict, name: str, kind: type | tuple, label: str | None = None) -> Any:
    """``doc[name]`` if present and of ``kind`` (bool never counts as int); SaveError otherwise."""
    label = label or name
    if name not in doc:
        raise _fail(MISSING, field=label)
    value = doc[name]
    if not isinstance(value, kind) or (isinstance(value, bool) and bool not in _as_tuple(kind)):
        raise _fail(WRONG_TYPE, field=label)
    return value


def _as_tuple(kind: type | tuple) -> tuple:
    return kind if isinstance(kind, tuple) else (kind,)


def short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _check_header(doc: Any) -> None:
    """The format name and version of a parsed save."""
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise _fail(NOT_A_SAVE)
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and SAVE_VERSION < version < 10 ** 6:
        raise _fail(NEWER, version=version)
    if type(version) is not int or not 1 <= version <= SAVE_VERSION:
        raise _fail(BAD_VERSION, version=short(version))


def _text_field(doc: dict, name: str, limit: int, label: str | None = None) -> str:
    """``doc[name]``, text of at most ``limit`` characters; SaveError otherwise."""
    value = _field(doc, name, str, label)
    if len(value) > limit:
        raise _fail(TOO_LONG, field=label or name, limit=limit)
    return value


def _check_players(doc: dict, seats: int) -> list[dict]:
    """The players: one per seat, each a name (at most MAX_NAME_CHARS), a kind and, if any, an
    AI level of :data:`core.ai.LEVELS`."""
    players = _field(doc, "players", list)
    if len(players) != seats:
        raise _fail(PLAYER_COUNT, count=len(players), seats=seats)
    out = []
    for i, p in enumerate(players):
        label = f"players[{i}]"
        if not isinstance(p, dict):
            raise _fail(WRONG_TYPE, field=label)
        name = _text_field(p, "name", MAX_NAME_CHARS, f"{label}.name")
        kind = _field(p, "kind", str, f"{label}.kind")
        if kind not in PLAYER_KINDS:
            raise _fail(OUT_OF_RANGE, field=f"{label}.kind")
        level = p.get("level")
        if level is not None and not isinstance(level, str):
            raise _fail(WRONG_TYPE, field=f"{label}.level")
        if level is not None and level not in LEVELS:
            raise _fail(UNKNOWN_LEVEL, level=level[:20])
        out.append({"name": name, "kind": kind, "level": level})
    return out


def _check_record(data: Any) -> Record:
    """Check the record field by field for a precise message, then let Record.from_json decide."""
    from core.registry import GAMES

    if not isinstance(data, dict):
        raise _fail(WRONG_TYPE, field="record")
    if data.get("format") != RECORD_FORMAT:
        raise _fail(RECORD_DAMAGED, f"record format {short(data.get('format'))}")
    version = _field(data, "version", int, "record.version")
    if version != RECORD_VERSION:
        raise _fail(NEWER_RECORD, version=version) if RECORD_VERSION < version < 10 ** 6 else \
            _fail(OUT_OF_RANGE, field="record.version")
    game_id = _field(data, "game", str)
    if game_id not in GAMES:
        raise _fail(UNKNOWN_GAME, game=game_id[:40])
    game = GAMES[game_id]
    if _field(data, "seats", int) not in (game.players or range(1, 1001)):
        raise _fail(OUT_OF_RANGE, field="seats")
    if not 0 <= _field(data, "seed", int) < 2 ** 64:
        raise _fail(OUT_OF_RANGE, field="seed")
    if not 1 <= _field({"rules_version": 1, **data}, "rules_version", int) < 10 ** 6:
        raise _fail(OUT_OF_RANGE, field="rules_version")
    options = _field(data, "options", dict)
    try:
        game.make_options(options)
    except OptionError as exc:
        raise _fail(BAD_OPTIONS, exc.reason.english()) from None
    except Exception as exc:       # ValueError, TypeError or a defect of a validator
        raise _fail(BAD_OPTIONS, f"{type(exc).__name__}: {exc}"[:200]) from None
    for i, action in enumerate(_field(data, "actions", list)):
        try:
            game.action_from_json(action)
        except Exception as exc:   # ValueError, TypeError or a defect of the game's parser
            raise _fail(BAD_ACTION, f"{type(exc).__name__}: {exc}"[:200], move=i + 1) from None
    try:
        return record_from_json(data)
    except Exception as exc:
        raise _fail(RECORD_DAMAGED, f"{type(exc).__name__}: {exc}"[:200]) from None


def _replay_and_verify(record: Record, digest: str, version: int = SAVE_VERSION) -> State:
    """Replay ``record`` and compare the digest; SaveError if either fails. A save of format
    version 1 is checked by the digest of that time, of the position alone (its options, seats
    and seed are not covered: an edit of them goes unnoticed, as it always did)."""
    from core.registry import GAMES

    current = GAMES[record.game].rules_version
    other_rules = _fail(OTHER_RULES, saved=record.rules_version, current=current)
    try:
        state = replay(record)
        replayed = state.digest()
    except Exception as exc:       # IllegalAction, ValueError or a defect: the save is unusable
        raise (other_rules if record.rules_version != current else
               _fail(CANNOT_REPLAY, f"{type(exc).__name__}: {exc}"[:200])) from None
    if (state.position_digest() if version == 1 else replayed) != digest:
        raise other_rules if record.rules_version != current else _fail(CHECKSUM)
    return state


def _check_table(state: State) -> None:
    """What the table and the review show right after loading: every seat's view, and the legal
    actions of the seats to move. SaveError (UNUSABLE) if the rules cannot give them."""
    try:
        state.view(None)
        for seat in range(state.seats):
            state.view(seat)
        if not state.is_over():
            for seat in state.to_move():
                state.legal_actions(seat)
    except Exception as exc:
        raise _fail(UNUSABLE, f"{type(exc).__name__}: {exc}"[:200]) from None


def _check_saved_at(doc: dict) -> _dt.datetime:
    """``saved_at``: an ISO time between EARLIEST_SAVE_YEAR and 9998, made timezone-aware."""
    text = _text_field(doc, "saved_at", 64)
    try:
        saved_at = _dt.datetime.fromisoformat(text)
    except ValueError:
        raise _fail(WRONG_TYPE, field="saved_at") from None
    if not EARLIEST_SAVE_YEAR <= saved_at.year <= 9998:
        raise _fail(OUT_OF_RANGE, field="saved_at")
    try:
        return saved_at if saved_at.tzinfo is not None else saved_at.astimezone()
    except (ValueError, OverflowError, OSError):
        raise _fail(OUT_OF_RANGE, field="saved_at") from None


def _check_digest(doc: dict) -> str:
    """``digest``: the 64 hex digits of a SHA-256."""
    digest = _field(doc, "digest", str)
    if len(digest) != 64 or digest.strip("0123456789abcdef"):
        raise _fail(OUT_OF_RANGE, field="digest")
    return digest


def _check_take_backs(doc: dict, record: Record) -> list[int]:
    """``take_backs`` (optional): at most MAX_TAKE_BACKS whole numbers from 0 to
    MAX_RECORD_ACTIONS, the last one at most the record's length (the game went on from there;
    an earlier one may lie beyond it, when a later take-back went further back)."""
    if "take_backs" not in doc:
        return []
    take_backs = _field(doc, "take_backs", list)
    if len(take_backs) > MAX_TAKE_BACKS:
        raise _fail(TOO_LONG_LIST, field="take_backs", limit=MAX_TAKE_BACKS)
    for i, k in enumerate(take_backs):
        if type(k) is not int:
            raise _fail(WRONG_TYPE, field=f"take_backs[{i}]")
        if not 0 <= k <= MAX_RECORD_ACTIONS:
            raise _fail(OUT_OF_RANGE, field=f"take_backs[{i}]")
    if take_backs and take_backs[-1] > len(record.actions):
        raise _fail(OUT_OF_RANGE, field=f"take_backs[{len(take_backs) - 1}]")
    return list(take_backs)


def _load_document(doc: Any) -> LoadedGame:
    """Check a parsed save field by field, replay it and verify it (SaveError on any problem)."""
    _check_header(doc)
    title = _text_field(doc, "title", MAX_TITLE_CHARS)
    saved_at = _check_saved_at(doc)
    _field(doc, "finished", bool)
    digest = _check_digest(doc)
    record = _check_record(_field(doc, "record", dict))
    players = _check_players(doc, record.seats)
    take_backs = _check_take_backs(doc, record)
    state = _replay_and_verify(record, digest, doc["version"])
    _check_table(state)
    return LoadedGame(state, record, players, saved_at, state.is_over(), title, take_backs)


def load_game(path: Path | str) -> LoadedGame:
    """Load and verify a save; raise SaveError naming the problem (never anything else: a defect
    met on the way is logged and refused as UNUSABLE). Never modifies the file."""
    try:
        return _load_document(parse_json(read_limited(Path(path), MAX_SAVE_BYTES)))
    except SaveError:
        raise
    except Exception as exc:       # RecursionError, MemoryError, a defect of a game's rules ...
        _log.exception("save %s refused: unexpected %s", path, type(exc).__name__)
        raise _fail(UNUSABLE, f"{type(exc).__name__}: {exc}"[:200]) from None


def set_aside(path: Path | str) -> Path:
    """Rename a broken save beside itself (``autosave.json`` -> ``autosave.broken-<time>.json``),
    so that it no longer stops anything but is kept for the player; returns the new path.

    Never deletes or overwrites anything (a name already taken gets a counter). Raises OSError if
    the file cannot be renamed (it then stays where it was).
    """
    path = Path(path)
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    for n in range(1000):
        target = path.with_name(f"{path.stem}.broken-{stamp}{f'-{n}' if n else ''}{path.suffix}")
        if not target.exists():
            os.rename(path, target)
            _log.warning("broken save %s set aside as %s", path, target.name)
            return target
    raise OSError(errno.EEXIST, "no free name to set the broken save aside", str(path))
