"""Which finished saves belong to one session of games: ``data_dir()/sessions.json``. No Qt.

A session is the games played one after another from the results dialog's "next game" (Anmika's
連勝祝儀 carried on, a 《ルール追加》 session): they share the window's game id, the session id. When
a game of a session ends, the controller keeps it in the saves folder and notes its file name here
under that id, so that the results dialog can show the standings across the session's games
(Anmika's results carry no history of their own: see gui/games/anmika/standings.py).

The index is a help, never a record: a missing, damaged or too large index reads as empty, a
name whose save is gone is skipped, and a failed write is logged and changes nothing else. It
keeps the :data:`MAX_SESSIONS` latest sessions, each at most :data:`MAX_GAMES` games.
"""
from __future__ import annotations

import json
import logging
import re
from pathlib import Path

from core import saves

INDEX_NAME = "sessions.json"
INDEX_FORMAT = "houserules-sessions"
MAX_SESSIONS = 100
MAX_GAMES = 200
MAX_INDEX_BYTES = 4 * 1024 * 1024
_SESSION_ID = re.compile(r"[0-9a-f]{32}")
_SAVE_NAME = re.compile(r"[A-Za-z0-9_.-]{1,120}\.json")

_log = logging.getLogger(__name__)


def index_path() -> Path:
    return saves.data_dir() / INDEX_NAME


def _read_index() -> dict[str, list[str]]:
    """The sessions in the order they were last added to, oldest first: id → save file names."""
    try:
        doc = saves.parse_json(saves.read_limited(index_path(), MAX_INDEX_BYTES))
    except saves.SaveError:
        return {}
    if not isinstance(doc, dict) or doc.get("format") != INDEX_FORMAT or not isinstance(doc.get("sessions"), dict):
        return {}
    index = {}
    for session, names in doc["sessions"].items():
        if _SESSION_ID.fullmatch(session) and isinstance(names, list):
            index[session] = [n for n in names if isinstance(n, str) and _SAVE_NAME.fullmatch(n)][-MAX_GAMES:]
    return index


def note_game(session: str | None, save_path: Path | str) -> None:
    """Note the finished save ``save_path`` (in the saves folder) as the latest game of ``session``.
    A session id that is not one (None, a practice window's) notes nothing."""
    name = Path(save_path).name
    if not isinstance(session, str) or not _SESSION_ID.fullmatch(session) or not _SAVE_NAME.fullmatch(name):
        return
    index = _read_index()
    names = [n for n in index.pop(session, []) if n != name] + [name]
    index[session] = names[-MAX_GAMES:]
    while len(index) > MAX_SESSIONS:
        index.pop(next(iter(index)))
    data = json.dumps({"format": INDEX_FORMAT, "sessions": index}, ensure_ascii=False).encode("utf-8")
    try:
        saves.atomic_write(index_path(), data)
    except OSError as exc:
        _log.warning("the sessions index could not be written: %s", exc)


def session_saves(session: str | None) -> list[Path]:
    """The finished saves of ``session`` that are still in the saves folder, in the order played."""
    if not isinstance(session, str) or not _SESSION_ID.fullmatch(session):
        return []
    folder = saves.saves_dir()
    return [folder / name for name in _read_index().get(session, []) if (folder / name).is_file()]


__all__ = ["INDEX_NAME", "MAX_GAMES", "MAX_SESSIONS", "index_path", "note_game", "session_saves"]
