"""Mistake analysis (issue 24): where a seat's moves lost against the analysing AI's best.

:func:`analyse` replays a record once, from its seed (one state walked forward: no clone per
position), and at each decision of one seat (a position where that seat moved, with more than one
legal action) asks an agent (``strong`` by default) to rank the legal actions
(:meth:`core.ai.Agent.rank`, values in the agent's :attr:`~core.ai.Agent.unit`, higher is better).
It records the move played, its value, the best value, the loss (best - played) and the top three
choices with their reasons.

The agent is fed the seat's views in order as live play feeds it (the controller, the arena and
self-play ask a seat's agent only on that seat's turns, forced moves included): at a forced move
it is asked to ``choose``, at a decision to ``rank``, so that an agent with memory (Wild Rummy R's
strong ``Memory``) ranks each decision as it would have decided there.

The result is plain JSON (:data:`FORMAT`); :func:`load_cached` / :func:`store_cached` keep it in a
file beside the save, keyed by the record's hash, the seat, the level and the AI's code
(:func:`agent_code`). A corrupt, foreign or stale cache is ignored; a cache that cannot be written is not an error. No Qt here.
"""
from __future__ import annotations

import json
import math
from pathlib import Path
from typing import Any, Callable

from core.engine import Msg, MsgList, Record
from core.engine.protocol import _hash
from core.registry import GAMES

#: the analysis' own format (a cache of another format is ignored)
FORMAT = 1
#: how many choices each decision keeps (best first)
TOP = 3
#: the largest cache file read (a bigger one is ignored)
MAX_CACHE_BYTES = 32 * 2 ** 20
#: a cache file's name beside its save: ``<save>.analysis.json``
CACHE_SUFFIX = ".analysis.json"


class Cancelled(Exception):
    """The analysis was cancelled (its ``cancelled`` callable answered true)."""


def record_key(record: Record) -> str:
    """The SHA-256 of the record (game, rules version, options, seats, seed, every action)."""
    return _hash(record.to_json())


def agent_code(game_id: str, level: str) -> str:
    """A fingerprint of the code the ``level`` agent of ``game_id`` runs: the SHA-256 (16 hex
    digits) of every module in the packages of its classes (the game's AI, rules and, for a game
    built on another, the base game's). A cached analysis made by other code is stale: a new
    version of the AI may value the same moves differently."""
    import hashlib
    import inspect

    from core.ai import make_agent

    try:
        agent = make_agent(game_id, level, 0)
    except Exception:                   # noqa: BLE001 - no such agent: nothing cached can match
        return ""
    folders = set()
    for cls in type(agent).__mro__:
        module = inspect.getmodule(cls)
        name = getattr(module, "__name__", "")
        if name.startswith("core.") and getattr(module, "__file__", None):
            folders.add(Path(module.__file__).parent)
    digest = hashlib.sha256()
    for path in sorted(p for folder in folders for p in folder.glob("*.py")):
        digest.update(path.name.encode("utf-8"))
        digest.update(path.read_bytes())
    return digest.hexdigest()[:16]


def agent_seed(record: Record, seat: int) -> int:
    """The analysing agent's seed: from the record's seed and the seat (deterministic)."""
    return (record.seed * 31 + 101 * seat + 24) % 2 ** 32


def _number(value: Any) -> float | None:
    """A finite float, or None (JSON has no NaN or infinity)."""
    try:
        v = float(value)
    except (TypeError, ValueError):
        return None
    return v if math.isfinite(v) else None


def _choice_json(choice) -> dict:
    reason = choice.reason
    return {"action": choice.action.to_json(), "value": _number(choice.value),
            "reason": msg_json(reason) if isinstance(reason, Msg) else None}


# --- a reason as JSON, its tiles and cards kept as such (the GUI writes them in its notation) -------
def _typed_lists() -> dict:
    from core.cards import CardList
    from core.mahjong.notation import TileList
    return {"tiles": TileList, "cards": CardList}


def _arg_json(value: Any) -> Any:
    if isinstance(value, Msg):
        return {"msg": msg_json(value)}
    if isinstance(value, MsgList):
        return {"msgs": [_arg_json(v) for v in value]}
    for tag, kind in _typed_lists().items():
        if isinstance(value, kind):
            return {tag: [str(v) for v in value]}
    if isinstance(value, (list, tuple)):
        return [_arg_json(v) for v in value]
    if isinstance(value, float):
        return _number(value)
    return value if value is None or isinstance(value, (str, int, bool)) else str(value)


def _arg_from_json(value: Any) -> Any:
    if isinstance(value, dict) and len(value) == 1:
        (tag, inner), = value.items()
        if tag == "msg":
            return msg_from_json(inner)
        if tag == "msgs" and isinstance(inner, list):
            return MsgList(_arg_from_json(v) for v in inner)
        kinds = _typed_lists()
        if tag in kinds and isinstance(inner, list) and all(isinstance(v, str) for v in inner):
            return kinds[tag](inner)
    if isinstance(value, dict):
        raise ValueError("an unknown argument in a reason")
    if isinstance(value, list):
        return [_arg_from_json(v) for v in value]
    return value


def msg_json(message: Msg) -> dict:
    """A reason as JSON: its tile and card lists tagged, so that they read back as such."""
    return {"context": message.context, "text": message.text,
            "args": {str(k): _arg_json(v) for k, v in message.args.items()}}


def msg_from_json(data: Any) -> Msg:
    """The reason of :func:`msg_json`; ValueError for anything else."""
    if not isinstance(data, dict) or not isinstance(data.get("context"), str) or not isinstance(data.get("text"), str) \
            or not isinstance(data.get("args", {}), dict):
        raise ValueError("not a reason")
    return Msg(data["context"], data["text"], {k: _arg_from_json(v) for k, v in data.get("args", {}).items()})


def _decision(index: int, played, ranked: list) -> dict:
    """One decision: the move played at position ``index`` against the agent's ranking."""
    best = _number(ranked[0].value) if ranked else None
    value = next((_number(c.value) for c in ranked if c.action == played), None)
    found = any(c.action == played for c in ranked)
    loss = max(0.0, best - value) if best is not None and value is not None else None
    return {"index": index, "played": played.to_json(), "value": value, "best": best, "loss": loss,
            "ranked": found, "top": [_choice_json(c) for c in ranked[:TOP]]}


def analyse(record: Record, seat: int, level: str = "strong", *,
            progress: Callable[[int, int], None] | None = None,
            cancelled: Callable[[], bool] | None = None,
            agent=None, until: int | None = None) -> dict:
    """The analysis of ``seat``'s decisions in ``record`` by the ``level`` agent (or ``agent``).

    ``progress(done, total)`` is called after each action walked (total: the record's actions, or
    ``until``); ``cancelled()`` is asked between decisions and raises :class:`Cancelled` when true.
    ``until``: analyse only the first ``until`` actions (a stretch of the game).
    """
    from core.ai import make_agent

    game = GAMES[record.game]
    if not 0 <= seat < record.seats:
        raise ValueError(f"no seat {seat} in a game of {record.seats}")
    if agent is None:
        agent = make_agent(record.game, level, agent_seed(record, seat))
    actions = record.actions if until is None else record.actions[:max(0, until)]
    state = game.new_state(record.seats, record.options, record.seed)
    decisions: list[dict] = []
    total = len(actions)
    for i, action in enumerate(actions):
        if action.seat == seat:
            if cancelled is not None and cancelled():
                raise Cancelled()
            legal = state.legal_actions(seat)
            view = state.view(seat)
            if len(legal) > 1:
                decisions.append(_decision(i, action, _ranking(agent, view, legal)))
            elif legal:
                agent.choose(view, legal)            # a forced move: the agent sees it as in play
        state.apply(action)
        if progress is not None:
            progress(i + 1, total)
    result = {"format": FORMAT, "game": record.game, "key": record_key(record), "seat": seat,
              "level": getattr(agent, "level", level) or level, "asked": level,
              "unit": str(getattr(agent, "unit", "") or ""), "moves": total,
              "code": agent_code(record.game, level),
              "complete": until is None or until >= len(record.actions), "decisions": decisions}
    return json.loads(json.dumps(result, allow_nan=False))      # plain JSON: as read back from the cache


def _ranking(agent, view, legal) -> list:
    """The agent's ranking; an agent that does not rank: its choice alone, unvalued."""
    from core.ai import Choice

    try:
        return list(agent.rank(view, legal))
    except NotImplementedError:
        return [Choice(agent.choose(view, legal), math.nan, getattr(agent, "reason", None))]


# --- reading the result ---------------------------------------------------------------------------
def losses(analysis: dict, n: int | None = None) -> list[dict]:
    """The decisions that lost something, the biggest loss first (ties: the earlier move), at most
    ``n``. A move the agent did not rank comes after them."""
    lost = [d for d in analysis["decisions"] if d["loss"] is not None and d["loss"] > 0]
    lost.sort(key=lambda d: (-d["loss"], d["index"]))
    unranked = [d for d in analysis["decisions"] if not d["ranked"]]
    out = lost + unranked
    return out if n is None else out[:n]


def total_loss(analysis: dict) -> float:
    return sum(d["loss"] for d in analysis["decisions"] if d["loss"] is not None)


def decision_at(analysis: dict, index: int) -> dict | None:
    """The decision made at position ``index``, if the analysis has one."""
    return next((d for d in analysis["decisions"] if d["index"] == index), None)


def action_of(game_id: str, data: dict):
    """The action of a decision's JSON (``played`` or a choice's ``action``)."""
    return GAMES[game_id].action_from_json(data)


def reason_of(data: dict | None) -> Msg | None:
    """The reason of a choice's JSON (None when there is none or it is damaged)."""
    try:
        return msg_from_json(data) if isinstance(data, dict) else None
    except (ValueError, TypeError):
        return None


# --- the cache ------------------------------------------------------------------------------------
def cache_path(save: Path | str) -> Path:
    """The cache file of the save at ``save``."""
    save = Path(save)
    return save.with_name(save.name + CACHE_SUFFIX)


def _entry_name(seat: int, level: str) -> str:
    return f"{seat}:{level}"


def _valid_choice(game, c: Any) -> bool:
    if not isinstance(c, dict) or not isinstance(c.get("action"), dict):
        return False
    game.action_from_json(c["action"])
    if c.get("reason") is not None:
        msg_from_json(c["reason"])
    return c.get("value") is None or _is_number(c["value"])


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _valid_analysis(a: Any, key: str, seat: int, level: str) -> bool:
    """Whether ``a`` is an analysis of this record, seat and level, every field of the right type."""
    if not isinstance(a, dict) or a.get("format") != FORMAT or a.get("key") != key:
        return False
    if a.get("seat") != seat or a.get("asked") != level or a.get("game") not in GAMES:
        return False
    if a.get("code") != agent_code(a["game"], level):       # made by another version of the AI
        return False
    if not isinstance(a.get("unit"), str) or not isinstance(a.get("level"), str):
        return False
    if not isinstance(a.get("decisions"), list) or a.get("complete") is not True:
        return False
    game = GAMES[a["game"]]
    for d in a["decisions"]:
        if not isinstance(d, dict) or not isinstance(d.get("index"), int) or isinstance(d["index"], bool):
            return False
        if not isinstance(d.get("played"), dict) or not isinstance(d.get("ranked"), bool):
            return False
        game.action_from_json(d["played"])
        if any(d.get(k) is not None and not _is_number(d[k]) for k in ("value", "best", "loss")):
            return False
        if not isinstance(d.get("top"), list) or not all(_valid_choice(game, c) for c in d["top"]):
            return False
    return True


def load_cached(path: Path | str, record: Record, seat: int, level: str = "strong") -> dict | None:
    """The cached analysis of ``record``'s ``seat`` at ``level`` in the file ``path``, or None
    (no file, unreadable, corrupt, another record or format: ignored)."""
    from core.saves import SaveError, parse_json, read_limited

    try:
        doc = parse_json(read_limited(Path(path), MAX_CACHE_BYTES))
        if not isinstance(doc, dict) or doc.get("format") != FORMAT or not isinstance(doc.get("analyses"), dict):
            return None
        a = doc["analyses"].get(_entry_name(seat, level))
        return a if _valid_analysis(a, record_key(record), seat, level) else None
    except (SaveError, ValueError, TypeError, KeyError, AttributeError, RecursionError):
        return None


def store_cached(path: Path | str, analysis: dict) -> bool:
    """Keep ``analysis`` in the file ``path`` (beside the others of the same record); False if it
    could not be written (a read-only folder ...), never an exception for that."""
    from core.saves import SaveError, atomic_write, parse_json, read_limited

    path = Path(path)
    analyses: dict = {}
    try:
        doc = parse_json(read_limited(path, MAX_CACHE_BYTES))
        if isinstance(doc, dict) and doc.get("format") == FORMAT and doc.get("key") == analysis["key"] \
                and isinstance(doc.get("analyses"), dict):
            analyses = dict(doc["analyses"])
    except (SaveError, ValueError, TypeError):
        pass
    analyses[_entry_name(analysis["seat"], analysis["asked"])] = analysis
    data = json.dumps({"format": FORMAT, "key": analysis["key"], "analyses": analyses},
                      ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    try:
        atomic_write(path, data)
    except OSError:
        return False
    return True


LOOSE_KEPT = 100        # analyses of games not opened from a save, kept in the data folder


def prune_folder(folder: Path | str, keep: int = LOOSE_KEPT) -> int:
    """Keep only the ``keep`` most recent analyses (``*.json``) in ``folder``, the data folder's
    analyses of games reviewed without a save, which nothing else tidies; other files are left
    alone, and a file that cannot be removed is no error. The number removed."""
    try:
        files = [(f.stat().st_mtime, f) for f in Path(folder).glob("*.json") if f.is_file()]
    except OSError:
        return 0
    files.sort(key=lambda pair: pair[0], reverse=True)
    removed = 0
    for _, f in files[keep:]:
        try:
            f.unlink()
            removed += 1
        except OSError:
            pass
    return removed


__all__ = ["CACHE_SUFFIX", "Cancelled", "FORMAT", "LOOSE_KEPT", "TOP", "action_of", "agent_seed", "analyse",
           "cache_path", "decision_at", "load_cached", "losses", "prune_folder", "reason_of", "record_key",
           "store_cached", "total_loss"]
