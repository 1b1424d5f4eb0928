"""The index of a session's finished saves (core/sessions.py): noted in the order played, read
back with the saves that are gone skipped; a damaged index, a bad id or a failed write changes
nothing else and never raises."""
from __future__ import annotations

import json

import pytest

from core import saves, sessions

A, B = "a" * 32, "b" * 32


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    return tmp_path


def make_save(name: str):
    path = saves.saves_dir() / name
    path.write_text("{}", encoding="utf-8")
    return path


def test_games_are_read_back_in_the_order_played_and_per_session():
    one, two, other = make_save("anmika-1.json"), make_save("anmika-2.json"), make_save("anmika-3.json")
    sessions.note_game(A, one)
    sessions.note_game(B, other)
    sessions.note_game(A, two)
    sessions.note_game(A, one)                       # noted again (a retried save): it moves last, once
    assert sessions.session_saves(A) == [two, one]
    assert sessions.session_saves(B) == [other]
    assert sessions.session_saves("c" * 32) == []


def test_a_save_gone_from_the_folder_is_skipped():
    one, two = make_save("anmika-1.json"), make_save("anmika-2.json")
    for path in (one, two):
        sessions.note_game(A, path)
    one.unlink()
    assert sessions.session_saves(A) == [two]


@pytest.mark.parametrize("session", [None, "", "xyz", "A" * 32, "a" * 31, 5, "../" + "a" * 29])
def test_what_is_not_a_session_id_notes_nothing_and_finds_nothing(session):
    sessions.note_game(session, make_save("anmika-1.json"))
    assert not sessions.index_path().exists()
    assert sessions.session_saves(session) == []


@pytest.mark.parametrize("content", [b"", b"{", b"[]", b'{"format": "other", "sessions": {}}',
                                     b'{"format": "houserules-sessions", "sessions": []}',
                                     b'{"format": "houserules-sessions", "sessions": {"' + A.encode() + b'": "x"}}',
                                     bytes(range(256))])
def test_a_damaged_index_reads_as_empty_and_is_written_afresh(content):
    sessions.index_path().parent.mkdir(parents=True, exist_ok=True)
    sessions.index_path().write_bytes(content)
    assert sessions.session_saves(A) == []
    path = make_save("anmika-1.json")
    sessions.note_game(A, path)
    assert sessions.session_saves(A) == [path]


def test_names_that_are_not_save_names_are_dropped_on_reading():
    sessions.index_path().parent.mkdir(parents=True, exist_ok=True)
    good = make_save("anmika-1.json")
    doc = {"format": sessions.INDEX_FORMAT, "sessions": {A: ["../../etc/passwd", "anmika-1.json", 7, "x/y.json"]}}
    sessions.index_path().write_text(json.dumps(doc), encoding="utf-8")
    assert sessions.session_saves(A) == [good]


def test_the_index_keeps_the_latest_sessions_only(monkeypatch):
    monkeypatch.setattr(sessions, "MAX_SESSIONS", 3)
    path = make_save("anmika-1.json")
    ids = [f"{k:032x}" for k in range(5)]
    for sid in ids:
        sessions.note_game(sid, path)
    assert [bool(sessions.session_saves(sid)) for sid in ids] == [False, False, True, True, True]


def test_a_failed_write_is_logged_and_raises_nothing(caplog):
    sessions.index_path().mkdir(parents=True)        # a folder where the index should be
    sessions.note_game(A, make_save("anmika-1.json"))
    assert "could not be written" in caplog.text
    assert sessions.session_saves(A) == []
