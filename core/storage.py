"""Saves, the autosave and the settings file, under the folders platformdirs names. No Qt.

A save is a JSON object (never pickle)::

    {"format": "houserules-save", "version": 1, "title": str, "saved_at": ISO time,
     "finished": bool, "players": [{"name": str, "kind": "human"|"ai", "level": str|null}, ...],
     "digest": state.digest(), "record": Record.to_json()}

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
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

import platformdirs

from core.engine import (QT_TRANSLATE_NOOP, RECORD_FORMAT, RECORD_VERSION, Msg, OptionError, Record,
                         State, msg, replay)

APP = "houserules"
SAVE_FORMAT = "houserules-save"
SAVE_VERSION = 1
SAVE_SUFFIX = ".json"
MAX_SAVE_BYTES = 20 * 1024 * 1024
MAX_SETTINGS_BYTES = 1024 * 1024
MAX_INT_DIGITS = 1000           # longer integers in a file are refused before int() sees them
PLAYER_KINDS = ("human", "ai")
# Every setting the GUI reads; a stored value out of its range (SETTING_RANGES) falls back to it.
DEFAULT_SETTINGS: dict[str, Any] = {"language": "system", "speed": 1.0, "teaching": False, "call_timer": 0}

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


def autosave_path() -> Path:
    """Where the autosave of the game in progress lives (outside the saves folder)."""
    return data_dir() / f"autosave{SAVE_SUFFIX}"


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.json"


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
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
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
    if not isinstance(out["name"], str) or out["kind"] not in PLAYER_KINDS or \
            not (out["level"] is None or isinstance(out["level"], str)):
        raise ValueError(f"bad player for a save: {p!r}")
    return out


def save_game(path: Path | str, state: State, players: list, *, title: str = "") -> None:
    """Save ``state`` with its ``players`` to ``path`` atomically.

    Raises ValueError for malformed players and OSError if the file cannot be written (an
    OSError with errno EFBIG if the save would exceed the size limit); the old file then stays.
    """
    plist = [_player_json(p) for p in players]
    if len(plist) != state.seats:
        raise ValueError(f"{len(plist)} players for {state.seats} seats")
    doc = {"format": SAVE_FORMAT, "version": SAVE_VERSION, "title": str(title),
           "saved_at": _dt.datetime.now().astimezone().isoformat(timespec="seconds"),
           "finished": state.is_over(), "players": plist, "digest": state.digest(),
           "record": state.record().to_json()}
    data = (json.dumps(doc, ensure_ascii=False, separators=(",", ":")) + "\n").encode("utf-8")
    if len(data) > MAX_SAVE_BYTES:
        raise OSError(errno.EFBIG, msg(CTX, SAVE_TOO_LARGE, limit=MAX_SAVE_BYTES // 2 ** 20).english(), str(path))
    atomic_write(path, data)


def autosave(state: State, players: list, *, title: str = "") -> None:
    """Write the autosave of the game in progress (atomically; call after every action)."""
    save_game(autosave_path(), state, players, title=title)


def clear_autosave() -> None:
    """Remove the autosave (no error if there is none)."""
    autosave_path().unlink(missing_ok=True)


# --- reading ------------------------------------------------------------------------------------
def _read_limited(path: Path, limit: int) -> bytes:
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


def parse_json(data: bytes) -> Any:
    """Decode UTF-8 JSON strictly (no NaN, no giant integers); SaveError naming the problem."""
    stripped = data.lstrip(b"\xef\xbb\xbf").lstrip(b" \t\r\n")
    if not stripped:
        raise _fail(EMPTY)
    looks_like_object = stripped[:1] == b"{"
    try:
        return json.loads(data.decode("utf-8-sig"), parse_int=_parse_int, parse_constant=_refuse_constant)
    except _HugeNumber as exc:
        raise _fail(HUGE_NUMBER, str(exc)) from None
    except RecursionError:
        raise _fail(TOO_DEEP) from None
    except ValueError as exc:      # UnicodeDecodeError and JSONDecodeError are ValueErrors
        raise _fail(DAMAGED if looks_like_object else NOT_JSON, str(exc)[:200]) from None


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


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def _check_header(doc: Any) -> None:
    """The format name and version of a parsed save."""
    if not isinstance(doc, dict) or doc.get("format") != SAVE_FORMAT:
        raise _fail(NOT_A_SAVE)
    version = doc.get("version")
    if isinstance(version, int) and not isinstance(version, bool) and SAVE_VERSION < version < 10 ** 6:
        raise _fail(NEWER, version=version)
    if type(version) is not int or version != SAVE_VERSION:
        raise _fail(BAD_VERSION, version=_short(version))


def _check_players(doc: dict, seats: int) -> list[dict]:
    players = _field(doc, "players", list)
    out = []
    for i, p in enumerate(players):
        label = f"players[{i}]"
        if not isinstance(p, dict):
            raise _fail(WRONG_TYPE, field=label)
        name = _field(p, "name", str, f"{label}.name")
        kind = _field(p, "kind", str, f"{label}.kind")
        if kind not in PLAYER_KINDS:
            raise _fail(OUT_OF_RANGE, field=f"{label}.kind")
        level = p.get("level")
        if level is not None and not isinstance(level, str):
            raise _fail(WRONG_TYPE, field=f"{label}.level")
        out.append({"name": name, "kind": kind, "level": level})
    if len(out) != seats:
        raise _fail(PLAYER_COUNT, count=len(out), seats=seats)
    return out


def _check_record(data: Any) -> Record:
    """Check the record field by field for a precise message, then let Record.from_json decide."""
    from core.registry import GAMES

    if not isinstance(data, dict):
        raise _fail(WRONG_TYPE, field="record")
    if data.get("format") != RECORD_FORMAT:
        raise _fail(RECORD_DAMAGED, f"record format {_short(data.get('format'))}")
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
    try:
        game.make_options(_field(data, "options", dict))
    except OptionError as exc:
        raise _fail(BAD_OPTIONS, exc.reason.english()) from None
    except (ValueError, TypeError) as exc:
        raise _fail(BAD_OPTIONS, str(exc)) from None
    for i, action in enumerate(_field(data, "actions", list)):
        try:
            game.action_from_json(action)
        except (ValueError, TypeError) as exc:
            raise _fail(BAD_ACTION, str(exc), move=i + 1) from None
    try:
        return Record.from_json(data)
    except (ValueError, TypeError) as exc:
        raise _fail(RECORD_DAMAGED, str(exc)) from None


def _replay_and_verify(record: Record, digest: str) -> State:
    """Replay ``record`` and compare the digest; SaveError if either fails."""
    from core.registry import GAMES

    current = GAMES[record.game].rules_version
    other_rules = _fail(OTHER_RULES, saved=record.rules_version, current=current)
    try:
        state = replay(record)
    except Exception as exc:       # IllegalAction, ValueError or a defect: the save is unusable
        raise (other_rules if record.rules_version != current else
               _fail(CANNOT_REPLAY, f"{type(exc).__name__}: {exc}")) from None
    if state.digest() != digest:
        raise other_rules if record.rules_version != current else _fail(CHECKSUM)
    return state


def load_game(path: Path | str) -> LoadedGame:
    """Load and verify a save; raise SaveError naming the problem. Never modifies the file."""
    doc = parse_json(_read_limited(Path(path), MAX_SAVE_BYTES))
    _check_header(doc)
    title = _field(doc, "title", str)
    try:
        saved_at = _dt.datetime.fromisoformat(_field(doc, "saved_at", str))
    except ValueError:
        raise _fail(WRONG_TYPE, field="saved_at") from None
    if saved_at.tzinfo is None:
        saved_at = saved_at.astimezone()
    _field(doc, "finished", bool)
    digest = _field(doc, "digest", str)
    record = _check_record(_field(doc, "record", dict))
    players = _check_players(doc, record.seats)
    state = _replay_and_verify(record, digest)
    return LoadedGame(state, record, players, saved_at, state.is_over(), title)


def load_autosave() -> LoadedGame | None:
    """The autosaved game, or None if there is none; SaveError if it is corrupt."""
    try:
        return load_game(autosave_path())
    except SaveError as exc:
        if exc.reason.text == NOT_FOUND:
            return None
        raise


# --- settings -----------------------------------------------------------------------------------
#: what each setting the GUI reads may be: ``(type, choices)`` or ``(type, (lowest, highest))``;
#: a number of type float may also be written as an integer; bool is never a number here
SETTING_RANGES: dict[str, tuple] = {
    "language": (str, ("system", "en", "ja")),   # "system": the computer's language
    "speed": (float, (0.0, 4.0)),                 # the animation duration multiplier; 0: instant
    "teaching": (bool, (False, True)),
    "call_timer": (int, (0, 120)),                # seconds to answer a call prompt (鳴き); 0: no limit
}


def _setting_ok(key: str, value: Any) -> bool:
    """Whether ``value`` may stand for setting ``key``: of its type and in its range (NaN and
    infinities never are). Keys the GUI does not read pass as they are."""
    if key not in SETTING_RANGES:
        return True
    kind, allowed = SETTING_RANGES[key]
    if kind is bool or kind is str:
        return type(value) is kind and value in allowed
    kinds = (int, float) if kind is float else (int,)
    if isinstance(value, bool) or not isinstance(value, kinds):
        return False
    lowest, highest = allowed
    return lowest <= value <= highest


def checked_settings(stored: Mapping[str, Any]) -> dict:
    """The defaults, overlaid with every valid value of ``stored``; each invalid one is logged."""
    settings = dict(DEFAULT_SETTINGS)
    for key, value in stored.items():
        if _setting_ok(key, value):
            settings[key] = value
        else:
            _log.warning("setting %r ignored: %s", key, _short(value))
    return settings


def load_settings() -> dict:
    """The settings: the defaults, overlaid with every valid value of the settings file.

    A missing, unreadable or corrupt file gives the defaults (logged, never raised); the file is
    left as it is until :func:`save_settings` writes new settings.
    """
    path = settings_path()
    try:
        stored = parse_json(_read_limited(path, MAX_SETTINGS_BYTES))
    except SaveError as exc:
        if exc.reason.text != NOT_FOUND:
            _log.warning("settings file %s ignored: %s", path, exc)
        return dict(DEFAULT_SETTINGS)
    if not isinstance(stored, dict):
        _log.warning("settings file %s ignored: not a JSON object", path)
        return dict(DEFAULT_SETTINGS)
    return checked_settings(stored)


def save_settings(settings: Mapping[str, Any]) -> None:
    """Write ``settings`` (a JSON-able mapping with text keys) atomically, replacing the file.

    Raises TypeError or ValueError (NaN, infinity) before anything is written if it is not JSON-able.
    """
    if not all(isinstance(k, str) for k in settings):
        raise TypeError("setting names must be text")
    data = json.dumps(dict(settings), ensure_ascii=False, indent=2, sort_keys=True, allow_nan=False)
    atomic_write(settings_path(), (data + "\n").encode("utf-8"))
