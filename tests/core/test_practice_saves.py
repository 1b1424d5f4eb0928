"""Practice games in saves (issue 22 item 2): the optional ``take_backs`` field is written, read
back, checked, and tells a practice game (core.saves.is_practice); saves without it load as before."""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import hostile_saves as corpus  # noqa: E402
from core import autosaves, saves  # noqa: E402

GAME_ID = "0123456789abcdef0123456789abcdef"


@pytest.fixture(autouse=True)
def isolated(platformdirs_isolated):
    return platformdirs_isolated


def test_a_save_with_take_backs_is_a_practice_game_and_keeps_them(tmp_path):
    state = corpus.play("daifugo", 4, 11, 12)
    path = tmp_path / "practice.json"
    saves.save_game(path, state, corpus.PLAYERS, take_backs=[9, 14, 4])   # 14: a line played again since
    doc = json.loads(path.read_text("utf-8"))
    assert doc["version"] == saves.SAVE_VERSION == 2 and doc["take_backs"] == [9, 14, 4]
    loaded = saves.load_game(path)
    assert loaded.take_backs == [9, 14, 4] and saves.is_practice(loaded) and saves.is_practice(doc)
    assert loaded.state.digest() == state.digest()


def test_a_save_without_take_backs_is_no_practice_game_and_old_saves_load(tmp_path):
    state = corpus.play("daifugo", 4, 11, 12)
    saves.save_game(tmp_path / "a.json", state, corpus.PLAYERS)
    doc = json.loads((tmp_path / "a.json").read_text("utf-8"))
    assert "take_backs" not in doc and not saves.is_practice(doc)
    assert not saves.is_practice(saves.load_game(tmp_path / "a.json"))
    v1 = dict(corpus.document(state, corpus.PLAYERS), digest=state.position_digest())   # format 1, no field
    (tmp_path / "v1.json").write_bytes(corpus.dumped(v1))
    assert saves.load_game(tmp_path / "v1.json").take_backs == []
    (tmp_path / "empty.json").write_bytes(corpus.dumped(dict(v1, take_backs=[])))
    assert not saves.is_practice(saves.load_game(tmp_path / "empty.json"))


@pytest.mark.parametrize("doc", [None, 5, "x", [], {}, {"take_backs": "3"}, {"take_backs": {"a": 1}},
                                 {"take_backs": None}, {"take_backs": []}])
def test_is_practice_of_anything_is_false_without_a_take_back(doc):
    assert saves.is_practice(doc) is False


def test_the_last_take_back_may_be_the_whole_record_and_the_autosave_carries_them():
    state = corpus.play("daifugo", 4, 11, 12)
    autosaves.autosave(state, corpus.PLAYERS, game_id=GAME_ID, take_backs=[12])
    loaded = autosaves.load_autosave(GAME_ID)
    assert loaded.take_backs == [12] and saves.is_practice(loaded)
