"""One autosave per game in progress: its file (``<game id>.json`` in the autosaves folder), the
lock file that says which window plays it, and the tidying of the data folder after a crash
(the old single autosave moved in, temp files of killed writes and stale locks removed). No Qt.

The autosave is a save (:mod:`core.saves` writes, reads and checks it).
"""
from __future__ import annotations

import json
import logging
import os
import re
import stat
import sys
import time
import uuid
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from core.engine import State, msg

from .saves import (CTX, NOT_FOUND, SAVE_SUFFIX, UNUSABLE, LoadedGame, SaveError, config_dir, data_dir, load_game,
                    save_game)

AUTOSAVES = "autosaves"          # data_dir()/autosaves/<game id>.json, one per game in progress
LOCK_SUFFIX = ".lock"           # <game id>.lock: the pid of the window playing that game
STALE_TEMP_SECONDS = 60         # a temp file this old is no write in progress (a write takes ms)
_GAME_ID = re.compile(r"[0-9a-f]{32}")
# the temp files of saves.atomic_write: .<name>.<pid>.<random>.tmp
_TEMP_NAME = re.compile(r"\.(?P<target>.+\.json)\.(?:(?P<pid>[0-9]+)\.)?[a-z0-9_]{8}\.tmp")

_log = logging.getLogger(__name__)


# --- files --------------------------------------------------------------------------------------
def autosaves_dir() -> Path:
    """The folder of autosaves, one per game in progress (``<game id>.json``), created on demand."""
    path = data_dir() / AUTOSAVES
    path.mkdir(parents=True, exist_ok=True)
    return path


def autosave_path(game_id: str | None = None) -> Path:
    """Where the autosave of the game ``game_id`` lives (outside the saves folder). Without an id:
    the single autosave of older versions, which :func:`migrate_legacy_autosave` moves in."""
    if game_id is None:
        return data_dir() / f"autosave{SAVE_SUFFIX}"
    return autosaves_dir() / f"{_checked_id(game_id)}{SAVE_SUFFIX}"


def autosave(state: State, players: list, *, game_id: str, title: str = "", take_backs: list[int] | tuple = ()) -> None:
    """Write the autosave of the game ``game_id`` (atomically; call after every action). Each
    game in progress has its own file, so two windows never write over each other's game.
    ``take_backs``: those of a practice game (:func:`core.saves.save_game`)."""
    save_game(autosave_path(game_id), state, players, title=title, take_backs=take_backs)


def clear_autosave(game_id: str) -> None:
    """Remove the autosave of the game ``game_id``, and only that one (no error if there is none)."""
    autosave_path(game_id).unlink(missing_ok=True)


def load_autosave(game_id: str | None = None) -> LoadedGame | None:
    """The autosaved game ``game_id`` (without one: the most recently saved game), or None if
    there is none; SaveError if it is corrupt."""
    if game_id is None:
        files = _autosave_files()
        if not files:
            return None
        path = files[0][2]
    else:
        path = autosave_path(game_id)
    try:
        return load_game(path)
    except SaveError as exc:
        if exc.reason.text == NOT_FOUND:
            return None
        raise


# --- one autosave per game in progress ----------------------------------------------------------
def new_game_id() -> str:
    """A fresh game id (made when a game starts and kept for its life): names its autosave."""
    return uuid.uuid4().hex


def _checked_id(game_id: str) -> str:
    """``game_id`` if it is one of ours (32 hex digits: never a path); ValueError otherwise."""
    if not isinstance(game_id, str) or not _GAME_ID.fullmatch(game_id):
        raise ValueError(f"not a game id: {game_id!r}")
    return game_id


@dataclass
class Autosave:
    """One game in progress as its autosave: its ``game_id``, ``path`` and ``modified`` time
    (seconds since the epoch); the ``game`` if it loads, else the ``error`` (a SaveError); and
    ``owner``, the pid of a running window playing it (None: free to continue)."""

    game_id: str
    path: Path
    modified: float
    game: LoadedGame | None = None
    error: SaveError | None = None
    owner: int | None = None


def _autosave_files() -> list[tuple[float, str, Path]]:
    """(mtime, game id, path) of every autosave, newest first; the old single one moved in first."""
    migrate_legacy_autosave()
    found = []
    for path in autosaves_dir().glob(f"*{SAVE_SUFFIX}"):
        if not _GAME_ID.fullmatch(path.stem):
            continue
        try:
            st = path.stat()
        except OSError:
            continue
        if stat.S_ISREG(st.st_mode):
            found.append((st.st_mtime, path.stem, path))
    return sorted(found, reverse=True)


def list_autosaves() -> list[Autosave]:
    """Every autosave, newest first, each loaded (or with the reason it cannot be) and with the pid
    of the window playing it, if another one is. Never raises for a bad file; never modifies one."""
    out = []
    for mtime, game_id, path in _autosave_files():
        entry = Autosave(game_id, path, mtime, owner=lock_owner(game_id))
        try:
            entry.game = load_game(path)
        except SaveError as exc:
            if exc.reason.text == NOT_FOUND:        # finished (and removed) meanwhile
                continue
            entry.error = exc
        except Exception as exc:                    # load_game promises SaveError; never stop the app
            _log.warning("autosave %s cannot be used: %r", path, exc)
            entry.error = SaveError(msg(CTX, UNUSABLE), f"{type(exc).__name__}: {exc}"[:200])
        out.append(entry)
    return out


def migrate_legacy_autosave() -> Path | None:
    """Move the single ``autosave.json`` of older versions into the autosaves folder as a game of
    its own (renamed, never copied or lost); returns its new path (None: there was none)."""
    old = autosave_path()
    if not old.is_file():
        return None
    new = autosaves_dir() / f"{new_game_id()}{SAVE_SUFFIX}"
    try:
        os.rename(old, new)
    except FileNotFoundError:          # another window moved it first
        return None
    except OSError as exc:
        _log.warning("the old autosave %s could not be moved: %s", old, exc)
        return None
    _log.info("the old autosave %s is now %s", old, new)
    return new


# --- which window plays which game: a lock file per game ----------------------------------------
_HELD: set[str] = set()            # the games this process plays (one per window)


def _lock_path(game_id: str) -> Path:
    return autosaves_dir() / f"{_checked_id(game_id)}{LOCK_SUFFIX}"


def _process_started(pid: int) -> str | None:
    """When process ``pid`` started (Linux: /proc), to tell a reused pid apart; None if unknown."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            text = f.read().decode("ascii", "replace")
        return text.rsplit(")", 1)[1].split()[19]
    except (OSError, IndexError):
        return None


def _pid_alive(pid: int) -> bool:
    """Whether process ``pid`` runs (a pid we may not signal runs too)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        return _pid_alive_windows(pid)
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    except OSError:
        return False
    return True


def _pid_alive_windows(pid: int) -> bool:   # pragma: no cover - Windows only
    """Windows: os.kill(pid, 0) would end the process; ask for its exit code instead."""
    import ctypes

    kernel32 = ctypes.windll.kernel32
    handle = kernel32.OpenProcess(0x1000, False, pid)     # PROCESS_QUERY_LIMITED_INFORMATION
    if not handle:
        return kernel32.GetLastError() == 5               # access denied: it runs
    try:
        code = ctypes.c_ulong()
        return bool(kernel32.GetExitCodeProcess(handle, ctypes.byref(code))) and code.value == 259
    finally:
        kernel32.CloseHandle(handle)


def _lock_live(info: Any, game_id: str | None = None) -> int | None:
    """The pid of a lock's owner if that process still plays the game; None if the lock is stale
    (dead pid, a pid reused by another process, or ours without the game in hand)."""
    pid = info.get("pid") if isinstance(info, dict) else None
    if type(pid) is not int or not 0 < pid < 2 ** 31:
        return None
    if pid == os.getpid():
        return pid if game_id in _HELD else None
    if not _pid_alive(pid):
        return None
    started = info.get("started")
    if isinstance(started, str) and started and _process_started(pid) not in (None, started):
        return None
    return pid


def _read_lock(path: Path) -> Any:
    try:
        with open(path, "rb") as f:
            return json.loads(f.read(4096).decode("utf-8"))
    except (OSError, ValueError):
        return None


def lock_owner(game_id: str) -> int | None:
    """The pid of a running window playing ``game_id`` (this process's if another of its windows
    does), or None if no window does."""
    if game_id in _HELD:
        return os.getpid()
    return _lock_live(_read_lock(_lock_path(game_id)), game_id)


def claim_autosave(game_id: str) -> bool:
    """Mark ``game_id`` as played by this window (its lock file holds our pid); False if another
    running window plays it. A stale lock (its window died) is taken over. A folder where no lock
    can be written does not stop the game (logged)."""
    if game_id in _HELD:
        return False
    path = _lock_path(game_id)
    data = json.dumps({"pid": os.getpid(), "started": _process_started(os.getpid())}).encode()
    for _ in range(3):
        try:
            fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
        except FileExistsError:
            if lock_owner(game_id) is not None:
                return False
            path.unlink(missing_ok=True)         # stale: its window is gone
            continue
        except OSError as exc:
            _log.warning("no lock for game %s: %s", game_id, exc)
            break
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        break
    else:
        return False
    _HELD.add(game_id)
    return True


def release_autosave(game_id: str) -> None:
    """This window no longer plays ``game_id``: remove its lock (if it is still ours)."""
    if game_id not in _HELD:
        return
    _HELD.discard(game_id)
    path = _lock_path(game_id)
    info = _read_lock(path)
    if isinstance(info, dict) and info.get("pid") == os.getpid():
        path.unlink(missing_ok=True)


# --- tidying up after a crash -------------------------------------------------------------------
def _stale_temp(path: Path, now: float) -> bool:
    """Whether ``path`` is a temp file of ours left by a write that will never finish: its
    writer's pid is dead, or it is older than STALE_TEMP_SECONDS. Another window's write in
    progress is never stale."""
    match = _TEMP_NAME.fullmatch(path.name)
    if not match:
        return False
    try:
        st = path.lstat()
    except OSError:
        return False
    if not stat.S_ISREG(st.st_mode):
        return False
    pid = match["pid"]
    if pid is not None and int(pid) != os.getpid() and not _pid_alive(int(pid)):
        return True
    return now - st.st_mtime > STALE_TEMP_SECONDS


def clean_stale_temp_files() -> list[Path]:
    """Remove the temp files that killed writes left in our folders (only names of our own
    pattern; see :func:`_stale_temp`). Returns what was removed."""
    removed, now = [], time.time()
    for folder in {data_dir(), data_dir() / AUTOSAVES, data_dir() / "saves", config_dir()}:
        try:
            names = list(folder.iterdir())
        except OSError:
            continue
        for path in names:
            if _stale_temp(path, now):
                try:
                    path.unlink()
                    removed.append(path)
                except OSError as exc:
                    _log.warning("stale temp file %s stays: %s", path, exc)
    return removed


def clean_stale_locks() -> None:
    """Remove lock files whose window is gone."""
    try:
        paths = list((data_dir() / AUTOSAVES).glob(f"*{LOCK_SUFFIX}"))
    except OSError:
        return
    for path in paths:
        if _GAME_ID.fullmatch(path.stem) and path.stem not in _HELD and \
                _lock_live(_read_lock(path), path.stem) is None:
            path.unlink(missing_ok=True)


def tidy_data_folder() -> None:
    """At start: move the old single autosave in, remove temp files of killed writes and stale
    locks. Best effort: logs and never raises (a read-only or missing folder changes nothing)."""
    for step in (migrate_legacy_autosave, clean_stale_temp_files, clean_stale_locks):
        try:
            step()
        except OSError as exc:
            _log.warning("%s: %s", step.__name__, exc)
