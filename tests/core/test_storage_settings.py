"""The settings file (core.settings.load_settings): every setting the GUI reads has a type and a
range; a stored value outside them falls back to its default, with a warning in the log."""
from __future__ import annotations

import json
import logging

import pytest

from core import settings

BAD_VALUES = {
    "language": ["fr", "", 5, None, True, ["en"], {"en": 1}, 1.5],
    "speed": ["abc", None, True, float("inf"), -1, -0.5, 1e9, 10 ** 30, 4.5, [1.0], {"x": 1}, "1.0"],
    "teaching": [1, 0, "true", None, [], {}],
    "call_timer": ["abc", None, float("inf"), -5, 10 ** 9, 5.0, True, [10], {"s": 10}],
}
GOOD_VALUES = {"language": ["system", "en", "ja"], "speed": [0, 0.0, 0.5, 1, 2.0, 4.0],
               "teaching": [True, False], "call_timer": [0, 5, 10, 20, 120]}


@pytest.fixture(autouse=True)
def isolated(platformdirs_isolated):
    return platformdirs_isolated


def write(text: str) -> None:
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_every_setting_the_gui_reads_has_a_default():
    assert set(settings.DEFAULT_SETTINGS) == {"language", "speed", "teaching", "call_timer", "mahjong_auto"}
    for key, default in settings.DEFAULT_SETTINGS.items():
        assert settings._setting_ok(key, default), key


@pytest.mark.parametrize("key,value", [(k, v) for k, vs in BAD_VALUES.items() for v in vs])
def test_a_setting_of_the_wrong_type_or_out_of_range_falls_back_to_its_default_logged(key, value, caplog):
    write(json.dumps({key: value}).replace("Infinity", "1e400"))     # json.loads reads 1e400 as inf
    with caplog.at_level(logging.WARNING, logger="core.settings"):
        loaded = settings.load_settings()
    assert loaded[key] == settings.DEFAULT_SETTINGS[key]
    assert any(key in r.getMessage() for r in caplog.records)


@pytest.mark.parametrize("text", ['{"speed": NaN}', '{"speed": Infinity}', '{"speed": -Infinity}',
                                  '{"speed": 1e400}', '{"call_timer": 1e400}'])
def test_non_finite_numbers_written_as_text_give_the_defaults(text):
    write(text)
    assert settings.load_settings() == settings.DEFAULT_SETTINGS


@pytest.mark.parametrize("key,value", [(k, v) for k, vs in GOOD_VALUES.items() for v in vs])
def test_a_good_setting_is_kept(key, value):
    settings.save_settings({key: value})
    assert settings.load_settings()[key] == value


def test_checked_settings_keep_unknown_keys_and_fix_the_known_ones():
    got = settings.checked_settings({"speed": 1e9, "call_timer": "abc", "window": [1, 2]})
    assert got == {**settings.DEFAULT_SETTINGS, "window": [1, 2]}
