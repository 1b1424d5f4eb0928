"""The settings file (``settings.json`` in the config folder): every setting the GUI reads, its
range and default; a bad value or file falls back to the defaults, never stops the app. No Qt.
"""
from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any, Mapping

from .saves import NOT_FOUND, SaveError, atomic_write, config_dir, parse_json, read_limited, short

MAX_SETTINGS_BYTES = 1024 * 1024
# Every setting the GUI reads; a stored value out of its range (SETTING_RANGES) falls back to it.
DEFAULT_SETTINGS: dict[str, Any] = {"language": "system", "speed": 1.0, "teaching": False, "call_timer": 0,
                                    "mahjong_auto": {}}
#: the mahjong table's automation toggles of one game (和了, 鳴きなし, ツモ切り, 北抜き, the waits strip)
MAHJONG_AUTO_DEFAULTS: dict[str, bool] = {"win": False, "no_calls": False, "tsumogiri": False, "extract": False,
                                          "waits": True}

_log = logging.getLogger(__name__)


def settings_path() -> Path:
    """Where the settings file lives."""
    return config_dir() / "settings.json"


#: what each setting the GUI reads may be: ``(type, choices)`` or ``(type, (lowest, highest))``;
#: a number of type float may also be written as an integer; bool is never a number here
SETTING_RANGES: dict[str, tuple] = {
    "language": (str, ("system", "en", "ja")),   # "system": the computer's language
    "speed": (float, (0.0, 4.0)),                 # the animation duration multiplier; 0: instant
    "teaching": (bool, (False, True)),
    "call_timer": (int, (0, 120)),                # seconds to answer a call prompt (鳴き); 0: no limit
    "mahjong_auto": (dict, ()),                   # game id -> its toggles: checked by checked_mahjong_auto
}


def checked_mahjong_auto(value: Any) -> dict:
    """The mahjong automation toggles ``{game_id: {toggle: bool}}`` of ``value``: every known
    toggle of every game, a missing or bad one at its default (MAHJONG_AUTO_DEFAULTS); anything
    that is not such a mapping gives ``{}`` (every game at the defaults)."""
    if not isinstance(value, Mapping):
        return {}
    out = {}
    for game_id, toggles in value.items():
        if not isinstance(game_id, str) or not isinstance(toggles, Mapping):
            continue
        out[game_id] = {key: toggles[key] if type(toggles.get(key)) is bool else default
                        for key, default in MAHJONG_AUTO_DEFAULTS.items()}
    return out


#: settings that hold a mapping, each cleaned by its own function (a bad part falls back alone)
NESTED_SETTINGS = {"mahjong_auto": checked_mahjong_auto}


def _setting_ok(key: str, value: Any) -> bool:
    """Whether ``value`` may stand for setting ``key``: of its type and in its range (NaN and
    infinities never are). Keys the GUI does not read pass as they are."""
    if key not in SETTING_RANGES:
        return True
    kind, allowed = SETTING_RANGES[key]
    if kind is dict:
        return isinstance(value, Mapping) and NESTED_SETTINGS[key](value) == value
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
        if key in NESTED_SETTINGS:
            settings[key] = NESTED_SETTINGS[key](value)
        elif _setting_ok(key, value):
            settings[key] = value
        else:
            _log.warning("setting %r ignored: %s", key, short(value))
    return settings


def load_settings() -> dict:
    """The settings: the defaults, overlaid with every valid value of the settings file.

    A missing, unreadable or corrupt file gives the defaults (logged, never raised); the file is
    left as it is until :func:`save_settings` writes new settings.
    """
    path = settings_path()
    try:
        stored = parse_json(read_limited(path, MAX_SETTINGS_BYTES))
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
