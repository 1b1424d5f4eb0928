"""Statistics of the finished games: per game and per player, from the saves folder. No Qt.

Every finished game is kept in :func:`core.saves.saves_dir` (the controller saves it when it
ends), so the statistics are computed from those saves and can always be rebuilt. Each save is
read once: its lines (one per seat: who sat there, place, score and the game's own counts) go to
a cache, ``data_dir()/stats.json``, keyed by the save's file name with its modification time and
size, so that a later look reads only new or changed saves. Deleting the cache rebuilds it.

What is left out: practice games (a save with a non-empty ``take_backs``), saves of games not
finished, and saves that do not load (:func:`core.saves.load_game` refuses them: they are
counted as skipped, never a crash).

Players: a human is counted under their name; an AI seat under its level ("normal" ...), whatever
name it had, since the AI names change from game to game.

Reset: :func:`reset_statistics` deletes the cache and writes the time of the reset to
``data_dir()/stats-reset.json``; a save made at or before that time is not counted. No save is
moved or deleted.

A game's own counts come from ``core.games.<game_id>.stats`` (imported when first needed), a
module with ``seat_counts(loaded) -> list[dict]`` (numbers per seat that add up over games) and
``figures(counts, games) -> list[(label, value, kind)]`` (labels in the translation context
"stats"; kind "percent", "number" or "count"; value None when there is nothing to divide by).
"""
from __future__ import annotations

import datetime as _dt
import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core import saves
from core.registry import game_part

CACHE_NAME = "stats.json"
RESET_NAME = "stats-reset.json"
CACHE_FORMAT = "houserules-stats"
CACHE_VERSION = 1               # raise it when a game's counts change: the cache is then rebuilt
MAX_CACHE_BYTES = 32 * 1024 * 1024

#: what a save is to the statistics
OK, PRACTICE, BAD, UNFINISHED = "ok", "practice", "bad", "unfinished"

_log = logging.getLogger(__name__)


# --- the shared test for practice games -----------------------------------------------------------
def is_practice(doc: Any) -> bool:
    """A practice game: a save document with a non-empty ``take_backs`` list. (The same meaning as
    ``core.saves.is_practice``; swap for it once it is merged.)"""
    is_shared = getattr(saves, "is_practice", None)
    if is_shared is not None:
        return bool(is_shared(doc))
    return isinstance(doc, dict) and bool(doc.get("take_backs"))


# --- where things are ------------------------------------------------------------------------------
def cache_path() -> Path:
    return saves.data_dir() / CACHE_NAME


def reset_path() -> Path:
    return saves.data_dir() / RESET_NAME


# --- one save --------------------------------------------------------------------------------------
def game_module(game_id: str):
    """The game's statistics module ``core.games.<id>.stats``, or None if the game has none."""
    return game_part(game_id, "stats")


def player_key(player: dict) -> tuple[str, str]:
    """Who a seat is counted as: ("human", name) or ("ai", level)."""
    if player.get("kind") == "ai":
        return ("ai", player.get("level") or "normal")
    return ("human", player.get("name", ""))


def seat_lines(loaded: saves.LoadedGame) -> list[dict]:
    """One line per seat of a finished game: who, place (1 = first), score and the game's counts."""
    result = loaded.state.result()
    module = game_module(loaded.record.game)
    counts = module.seat_counts(loaded) if module is not None else [{} for _ in loaded.players]
    lines = []
    for seat, player in enumerate(loaded.players):
        kind, who = player_key(player)
        lines.append({"kind": kind, "who": who, "seat": seat, "seats": loaded.record.seats,
                      "place": result.ranking.index(seat) + 1, "score": result.scores[seat],
                      "counts": dict(counts[seat])})
    return lines


def read_save(path: Path) -> dict:
    """A save as the cache keeps it: its status, and for a counted game its id, time and lines."""
    try:
        doc = saves.parse_json(saves.read_limited(path, saves.MAX_SAVE_BYTES))
    except saves.SaveError:
        return {"status": BAD}
    if not isinstance(doc, dict):
        return {"status": BAD}
    if is_practice(doc):
        return {"status": PRACTICE}
    if doc.get("finished") is not True:
        return {"status": UNFINISHED}
    try:
        loaded = saves.load_game(path)
    except saves.SaveError as exc:
        _log.info("statistics skip %s: %s", path.name, exc)
        return {"status": BAD}
    if not loaded.finished:
        return {"status": UNFINISHED}
    try:
        lines = seat_lines(loaded)
    except Exception:              # a defect of a game's counts must not stop the others
        _log.exception("statistics could not read %s", path.name)
        return {"status": BAD}
    return {"status": OK, "game": loaded.record.game, "saved_at": loaded.saved_at.isoformat(), "lines": lines}


# --- the cache -------------------------------------------------------------------------------------
def _file_key(path: Path) -> list[int] | None:
    try:
        st = path.stat()
    except OSError:
        return None
    return [st.st_mtime_ns, st.st_size]


def load_cache() -> dict:
    """The cached entries by save file name (empty if there is no usable cache)."""
    try:
        doc = saves.parse_json(saves.read_limited(cache_path(), MAX_CACHE_BYTES))
    except saves.SaveError:
        return {}
    if not isinstance(doc, dict) or doc.get("format") != CACHE_FORMAT or doc.get("version") != CACHE_VERSION \
            or not isinstance(doc.get("files"), dict):
        return {}
    return {k: v for k, v in doc["files"].items() if isinstance(v, dict) and isinstance(v.get("key"), list)}


def write_cache(files: dict) -> None:
    """Write the cache atomically; a failure only costs a rebuild next time."""
    data = json.dumps({"format": CACHE_FORMAT, "version": CACHE_VERSION, "files": files},
                      ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    try:
        saves.atomic_write(cache_path(), data)
    except OSError as exc:
        _log.warning("statistics cache not written: %s", exc)


def update_cache() -> dict:
    """Read every save that is new or changed since the cache was written, drop the saves that are
    gone; returns the entries by file name (and writes the cache if anything changed)."""
    cached = load_cache()
    files, changed = {}, False
    for path in saves.list_saves():
        key = _file_key(path)
        if key is None:
            continue
        entry = cached.get(path.name)
        if entry is None or entry.get("key") != key:
            entry = {"key": key, **read_save(path)}
            changed = True
        files[path.name] = entry
    if changed or set(files) != set(cached):
        write_cache(files)
    return files


# --- reset -----------------------------------------------------------------------------------------
def reset_time() -> _dt.datetime | None:
    """When the statistics were last reset (None: never)."""
    try:
        doc = saves.parse_json(saves.read_limited(reset_path(), 4096))
        return _dt.datetime.fromisoformat(doc["reset_at"])
    except (saves.SaveError, KeyError, TypeError, ValueError):
        return None


def reset_statistics(now: _dt.datetime | None = None) -> None:
    """Start counting afresh: record the time and delete the cache. The saves stay."""
    now = (now or _dt.datetime.now().astimezone()).replace(microsecond=0)
    saves.atomic_write(reset_path(), json.dumps({"reset_at": now.isoformat()}).encode("utf-8"))
    try:
        os.unlink(cache_path())
    except FileNotFoundError:
        pass


def rebuild() -> "Statistics":
    """Forget the cache and read every save again."""
    try:
        os.unlink(cache_path())
    except FileNotFoundError:
        pass
    return collect()


# --- the figures -----------------------------------------------------------------------------------
@dataclass
class Summary:
    """One player's figures in one game."""

    games: int = 0
    wins: int = 0
    places: list = field(default_factory=list)       # (saved_at ISO, place, seats), oldest first
    scores: list = field(default_factory=list)
    counts: dict = field(default_factory=dict)

    @property
    def mean_place(self) -> float:
        return sum(p for _, p, _ in self.places) / len(self.places) if self.places else 0.0

    @property
    def best_score(self):
        return max(self.scores) if self.scores else None

    @property
    def worst_score(self):
        return min(self.scores) if self.scores else None

    def running_mean_place(self) -> list[float]:
        """The mean place after each game, oldest first (the chart)."""
        out, total = [], 0
        for i, (_, place, _) in enumerate(self.places, start=1):
            total += place
            out.append(total / i)
        return out

    def add(self, saved_at: str, line: dict) -> None:
        self.games += 1
        self.wins += line["place"] == 1
        self.places.append((saved_at, line["place"], line["seats"]))
        self.scores.append(line["score"])
        for name, value in line["counts"].items():
            self.counts[name] = self.counts.get(name, 0) + value


@dataclass
class Statistics:
    """Everything counted: ``games[game_id][player_key] -> Summary``, and how many saves were
    left out as practice or skipped as damaged."""

    games: dict = field(default_factory=dict)
    practice: int = 0
    skipped: int = 0

    def players(self, game_id: str) -> list[tuple[str, str]]:
        """The players of a game: humans by name first, then the AI levels."""
        found = self.games.get(game_id, {})
        return sorted(found, key=lambda k: (k[0] != "human", k[1].casefold()))

    def summary(self, game_id: str, key: tuple[str, str]) -> Summary | None:
        return self.games.get(game_id, {}).get(key)

    def figures(self, game_id: str, key: tuple[str, str]) -> list[tuple[str, Any, str]]:
        """The game's own figures of a player (see the module docstring)."""
        s = self.summary(game_id, key)
        module = game_module(game_id)
        return [] if s is None or module is None else module.figures(s.counts, s.games)


def _counted(entry: dict, since: _dt.datetime | None) -> bool:
    if since is None:
        return True
    try:
        return _dt.datetime.fromisoformat(entry["saved_at"]) > since
    except (KeyError, TypeError, ValueError):
        return False


def summarize(files: dict, since: _dt.datetime | None = None) -> Statistics:
    """The statistics of cache entries (by file name), counting saves made after ``since``."""
    stats = Statistics()
    counted = []
    for entry in files.values():
        status = entry.get("status")
        if status == PRACTICE:
            stats.practice += 1
        elif status == BAD:
            stats.skipped += 1
        elif status == OK and _counted(entry, since):
            counted.append(entry)
    counted.sort(key=lambda e: (_dt.datetime.fromisoformat(e["saved_at"]), e["key"][0]))   # then by mtime
    for entry in counted:
        game = stats.games.setdefault(entry["game"], {})
        for line in entry["lines"]:
            key = (line["kind"], line["who"])
            game.setdefault(key, Summary()).add(entry["saved_at"], line)
    return stats


def collect() -> Statistics:
    """The statistics of the saves folder now (the cache brought up to date first)."""
    return summarize(update_cache(), reset_time())
