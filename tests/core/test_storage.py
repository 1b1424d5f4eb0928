"""Saves, autosave and settings (core.saves, core.autosaves, core.settings): round trips, crash
safety, and bad files refused with a clear message while the file itself stays untouched."""
from __future__ import annotations

import json
import os
import pickle
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from core import autosaves, saves, settings
from core.engine import Rng
from core.registry import GAMES
from core.saves import SaveError

PLAYERS = [{"name": "You", "kind": "human", "level": None},
           {"name": "Aoi", "kind": "ai", "level": "easy"},
           {"name": "Ren", "kind": "ai", "level": "normal"},
           {"name": "Yui", "kind": "ai", "level": "strong"}]


@pytest.fixture(autouse=True)
def isolated(platformdirs_isolated):
    """Every test here gets its own user folders under tmp_path (platformdirs' pytest plugin)."""
    return platformdirs_isolated


def random_step(state, rng: Rng) -> None:
    """Apply one random legal action of the first seat to move."""
    seat = state.to_move()[0]
    state.apply(rng.choice(state.legal_actions(seat)))


def play(seed: int = 7, moves: int | None = None, seats: int = 4):
    """A daifugō game after ``moves`` random legal actions (None: to the end)."""
    state = GAMES["daifugo"].new_state(seats=seats, options=None, seed=seed)
    rng = Rng(seed + 1000)
    n = 0
    while not state.is_over() and (moves is None or n < moves):
        random_step(state, rng)
        n += 1
    return state


# --- round trips --------------------------------------------------------------------------------
def test_folders_are_isolated(isolated):
    assert autosaves.autosave_path().is_relative_to(isolated)
    assert saves.saves_dir().is_dir() and saves.saves_dir().is_relative_to(isolated)
    assert settings.settings_path().is_relative_to(isolated)


@pytest.mark.parametrize("moves", [0, 5, None])
def test_save_and_load_round_trip(tmp_path, moves):
    state = play(moves=moves)
    path = tmp_path / "game.json"
    saves.save_game(path, state, PLAYERS, title="Friday night")
    loaded = saves.load_game(path)
    assert loaded.state.digest() == state.digest()
    assert loaded.record == state.record()
    assert loaded.players == PLAYERS
    assert loaded.title == "Friday night"
    assert loaded.finished == state.is_over() == (moves is None)
    assert loaded.saved_at.tzinfo is not None
    doc = json.loads(path.read_text("utf-8"))
    assert (doc["format"], doc["version"], doc["digest"]) == ("houserules-save", 2, state.digest())


def test_loaded_game_plays_on_like_the_original(tmp_path):
    state = play(moves=6)
    saves.save_game(tmp_path / "g.json", state, PLAYERS)
    resumed = saves.load_game(tmp_path / "g.json").state
    rng_a, rng_b = Rng(5), Rng(5)
    while not state.is_over():
        random_step(state, rng_a)
        random_step(resumed, rng_b)
    assert resumed.digest() == state.digest()


def test_save_accepts_player_objects(tmp_path):
    class P:
        def __init__(self, name, kind, level=None):
            self.name, self.kind, self.level = name, kind, level
    state = play(moves=1)
    saves.save_game(tmp_path / "g.json", state, [P(p["name"], p["kind"], p["level"]) for p in PLAYERS])
    assert saves.load_game(tmp_path / "g.json").players == PLAYERS


@pytest.mark.parametrize("players", [PLAYERS[:3], [dict(PLAYERS[0], kind="robot")] + PLAYERS[1:],
                                     [dict(PLAYERS[0], name=3)] + PLAYERS[1:]])
def test_save_refuses_bad_players_and_writes_nothing(tmp_path, players):
    with pytest.raises(ValueError):
        saves.save_game(tmp_path / "g.json", play(moves=1), players)
    assert list(tmp_path.iterdir()) == []


def test_failed_write_keeps_the_old_save_and_leaves_no_temp_file(tmp_path, monkeypatch):
    path = tmp_path / "g.json"
    saves.save_game(path, play(moves=2), PLAYERS)
    before = path.read_bytes()

    def broken_fsync(fd):
        raise OSError(28, "No space left on device")
    monkeypatch.setattr(os, "fsync", broken_fsync)
    with pytest.raises(OSError):
        saves.save_game(path, play(moves=9), PLAYERS)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["g.json"]


def test_list_saves_newest_first():
    folder = saves.saves_dir()
    state = play(moves=1)
    for i, name in enumerate(["b.json", "a.json", "c.json"]):
        saves.save_game(folder / name, state, PLAYERS)
        os.utime(folder / name, ns=(10 ** 18 + i * 10 ** 9,) * 2)
    (folder / "notes.txt").write_text("not a save")
    (folder / ".c.json.123.tmp").write_text("{")
    assert [p.name for p in saves.list_saves()] == ["c.json", "a.json", "b.json"]


# --- autosave -----------------------------------------------------------------------------------
def test_no_autosave_gives_none():
    assert autosaves.load_autosave() is None
    autosaves.clear_autosave(autosaves.new_game_id())          # nothing to clear: no error


def test_autosave_after_every_action_resumes_after_a_crash():
    state, rng, game_id = play(moves=0), Rng(3), autosaves.new_game_id()
    while not state.is_over():
        random_step(state, rng)
        autosaves.autosave(state, PLAYERS, game_id=game_id)
        if len(state.actions) == 12:
            expected = state.digest()
            break
    del state, rng                    # the "crash": nothing survives but the file
    loaded = autosaves.load_autosave()
    assert loaded.state.digest() == expected
    assert len(loaded.record.actions) == 12
    assert [p.name for p in autosaves.autosave_path(game_id).parent.iterdir() if p.name.endswith(".tmp")] == []
    autosaves.clear_autosave(game_id)
    assert autosaves.load_autosave() is None


def test_corrupt_autosave_raises_and_stays():
    path = autosaves.autosave_path(autosaves.new_game_id())
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b'{"format": "houserules-save", "vers')
    with pytest.raises(SaveError) as err:
        autosaves.load_autosave()
    assert err.value.reason.english() == "The save is truncated or damaged."
    assert path.read_bytes() == b'{"format": "houserules-save", "vers'


CHILD = textwrap.dedent("""
    import os, sys, time
    from platformdirs.testing import isolated_dirs
    from core import autosaves
    from core.engine import Rng
    from core.registry import GAMES
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(4)]
    real_fsync = os.fsync
    os.fsync = lambda fd: (time.sleep(0.002), real_fsync(fd))[1]   # widen the window a kill lands in
    with isolated_dirs(sys.argv[1]):
        seed, game_id = 0, autosaves.new_game_id()
        while True:                   # game after game until killed
            seed += 1
            state, rng = GAMES["daifugo"].new_state(4, None, seed), Rng(seed)
            while not state.is_over():
                state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
                print(state.digest(), flush=True)     # announced before it is written
                autosaves.autosave(state, players, game_id=game_id)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_autosave_survives_sigkill(isolated):
    proc = subprocess.Popen([sys.executable, "-c", CHILD, str(isolated)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    try:
        announced = []
        while len(announced) < 50:
            line = proc.stdout.readline()
            assert line, f"the child stopped: {proc.stderr.read()}"
            announced.append(line.strip())
    finally:
        proc.send_signal(signal.SIGKILL)
        rest, _ = proc.communicate(timeout=30)
    announced += rest.split()
    assert proc.returncode == -signal.SIGKILL
    loaded = autosaves.load_autosave()
    # the last announced state may or may not have reached the disk; one of the last two has
    assert loaded.state.digest() in announced[-2:]


# --- bad files ----------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def good_doc():
    """A valid save document of a game in progress (12 moves)."""
    state = play(seed=11, moves=12)
    return {"format": "houserules-save", "version": 2, "title": "t", "saved_at": "2024-05-01T12:00:00+09:00",
            "finished": False, "players": PLAYERS, "digest": state.digest(), "record": state.record().to_json()}


def dumped(doc) -> bytes:
    return json.dumps(doc).encode()


def changed(path: list, value):
    """A case: the good document with the field at ``path`` set to ``value`` (a deleted key if
    ``value`` is DELETE)."""
    def make(doc):
        doc = json.loads(json.dumps(doc))
        target = doc
        for key in path[:-1]:
            target = target[key]
        if value is DELETE:
            del target[path[-1]]
        else:
            target[path[-1]] = value
        return dumped(doc)
    return make


DELETE = object()
HUGE = "1" + "0" * 5000


def with_raw(path: list, raw: str):
    """The good document with the field at ``path`` replaced by raw JSON text ``raw``."""
    def make(doc):
        return changed(path, "@@RAW@@")(doc).replace(b'"@@RAW@@"', raw.encode())
    return make


BAD_FILES = {
    "empty file": (lambda d: b"", "The save file is empty."),
    "only whitespace": (lambda d: b" \n\t", "The save file is empty."),
    "truncated": (lambda d: dumped(d)[: len(dumped(d)) // 2], "The save is truncated or damaged."),
    "truncated by one byte": (lambda d: dumped(d)[:-1], "The save is truncated or damaged."),
    "invalid UTF-8": (lambda d: dumped(d).replace(b'"t"', b'"\xff\xfe"'), "The save is truncated or damaged."),
    "not JSON (text)": (lambda d: b"Hello, this is a letter.", "The file is not a House Rules save (it is not JSON)."),
    "not JSON (PNG)": (lambda d: b"\x89PNG\r\n\x1a\n" + bytes(64), "The file is not a House Rules save (it is not JSON)."),
    "a pickle": (lambda d: pickle.dumps(d), "The file is not a House Rules save (it is not JSON)."),
    "a JSON list": (lambda d: b"[1, 2, 3]", "The file is JSON but not a House Rules save."),
    "a JSON string": (lambda d: b'"houserules-save"', "The file is JSON but not a House Rules save."),
    "a bare record": (lambda d: dumped(d["record"]), "The file is JSON but not a House Rules save."),
    "wrong format name": (changed(["format"], "mahjong-save"), "The file is JSON but not a House Rules save."),
    "newer version": (changed(["version"], 7), "This save was made by a newer version (format version 7)."),
    "version zero": (changed(["version"], 0), "The save has an unknown format version (0)."),
    "version as text": (changed(["version"], "1"), "The save has an unknown format version ('1')."),
    "version true": (changed(["version"], True), "The save has an unknown format version (True)."),
    "version 1.0": (changed(["version"], 1.0), "The save has an unknown format version (1.0)."),
    "no version": (changed(["version"], DELETE), "The save has an unknown format version (None)."),
    "seats as text": (changed(["record", "seats"], "four"), "Field 'seats' has the wrong type."),
    "seats as float": (changed(["record", "seats"], 4.0), "Field 'seats' has the wrong type."),
    "seats true": (changed(["record", "seats"], True), "Field 'seats' has the wrong type."),
    "actions a dict": (changed(["record", "actions"], {"0": "pass"}), "Field 'actions' has the wrong type."),
    "players a string": (changed(["players"], "You, Aoi, Ren, Yui"), "Field 'players' has the wrong type."),
    "a player a string": (changed(["players", 0], "You"), "Field 'players[0]' has the wrong type."),
    "a player's kind": (changed(["players", 2, "kind"], "robot"), "Field 'players[2].kind' is out of range."),
    "a player's name": (changed(["players", 1, "name"], None), "Field 'players[1].name' has the wrong type."),
    "a player's level": (changed(["players", 1, "level"], 3), "Field 'players[1].level' has the wrong type."),
    "too few players": (changed(["players"], PLAYERS[:3]), "The save lists 3 players for 4 seats."),
    "record a list": (changed(["record"], []), "Field 'record' has the wrong type."),
    "no record": (changed(["record"], DELETE), "Field 'record' is missing."),
    "no digest": (changed(["digest"], DELETE), "Field 'digest' is missing."),
    "title a number": (changed(["title"], 5), "Field 'title' has the wrong type."),
    "finished as text": (changed(["finished"], "no"), "Field 'finished' has the wrong type."),
    "saved_at not a time": (changed(["saved_at"], "last Tuesday"), "Field 'saved_at' has the wrong type."),
    "record format": (changed(["record", "format"], "chess-pgn"), "The game record in this save is damaged."),
    "newer record": (changed(["record", "version"], 3), "This save was made by a newer version (record version 3)."),
    "unknown game": (changed(["record", "game"], "chess"), "The save refers to an unknown game 'chess'."),
    "game a number": (changed(["record", "game"], 7), "Field 'game' has the wrong type."),
    "seed 10**400": (with_raw(["record", "seed"], str(10 ** 400)), "Field 'seed' is out of range."),
    "seed negative": (changed(["record", "seed"], -1), "Field 'seed' is out of range."),
    "seats 10**9": (changed(["record", "seats"], 10 ** 9), "Field 'seats' is out of range."),
    "seats 1": (changed(["record", "seats"], 1), "Field 'seats' is out of range."),
    "a 5000-digit number": (with_raw(["record", "seed"], HUGE), "The save contains a number that is far too large."),
    "a 3-million-digit number": (with_raw(["title"], "9" * 3_000_000), "The save contains a number that is far too large."),
    "a huge float": (with_raw(["record", "seed"], "1e999999"), "Field 'seed' has the wrong type."),
    "NaN": (with_raw(["record", "seed"], "NaN"), "The save is truncated or damaged."),
    "nested too deeply": (with_raw(["title"], "[" * 200_000 + "]" * 200_000), "The save is damaged (it is nested too deeply)."),
    "options out of range": (changed(["record", "options"], {"speed": 500}),
                             "The rule options in this save are not valid for this game."),
    "unknown option": (changed(["record", "options"], {"speed": 2, "revolution": True}),
                       "The rule options in this save are not valid for this game."),
    "a malformed action": (changed(["record", "actions", 2], {"kind": 5}), "Move 3 in this save is damaged."),
    "an action with a number card": (changed(["record", "actions", 0, "cards"], [3]), "Move 1 in this save is damaged."),
    "an illegal action": (changed(["record", "actions", 0], {"kind": "pass", "seat": 0, "cards": [], "target": "pass"}),
                          "The moves in this save cannot be replayed."),
    "an action of a seat that does not exist": (
        changed(["record", "actions", 0, "seat"], 99), "The moves in this save cannot be replayed."),
    "tampered digest": (changed(["digest"], "0" * 64),
                        "The save does not match its checksum: it was changed or made by different rules."),
    "a move removed": (lambda d: changed(["record", "actions"], d["record"]["actions"][:-1])(d),
                       "The save does not match its checksum: it was changed or made by different rules."),
    "other rules version": (lambda d: changed(["digest"], "f" * 64)(json.loads(changed(["record", "rules_version"], 1)(d))),
                            "This save was made with other rules of this game (rules version 1; this app has rules version 3)."),
    "rules version as text": (changed(["record", "rules_version"], "1"), "Field 'rules_version' has the wrong type."),
    "rules version huge": (changed(["record", "rules_version"], 10 ** 300), "Field 'rules_version' is out of range."),
}


def freeze(path: Path) -> tuple[bytes, int]:
    """Set an old mtime on ``path`` and return (bytes, mtime_ns) to compare after loading."""
    os.utime(path, ns=(1_000_000_000_000_000_000, 1_000_000_000_000_000_000))
    return freeze_check(path)


def freeze_check(path: Path) -> tuple[bytes, int]:
    """The bytes and mtime of ``path`` now."""
    return path.read_bytes(), path.stat().st_mtime_ns


@pytest.mark.parametrize("case", list(BAD_FILES))
def test_bad_save_is_refused_clearly_and_left_untouched(tmp_path, good_doc, case):
    make, expected = BAD_FILES[case]
    path = tmp_path / "bad.json"
    path.write_bytes(make(good_doc))
    before = freeze(path)
    with pytest.raises(SaveError) as err:
        saves.load_game(path)
    assert err.value.reason.context == "storage"
    assert err.value.reason.english() == expected
    assert freeze_check(path) == before
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.json"]


def test_the_good_document_itself_loads(tmp_path, good_doc):
    path = tmp_path / "good.json"
    path.write_bytes(dumped(good_doc))
    assert saves.load_game(path).state.digest() == good_doc["digest"]


def test_utf8_bom_is_accepted(tmp_path, good_doc):
    path = tmp_path / "bom.json"
    path.write_bytes(b"\xef\xbb\xbf" + dumped(good_doc))
    assert saves.load_game(path).title == "t"


def test_oversized_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with open(path, "wb") as f:           # sparse: costs no disk
        f.truncate(saves.MAX_SAVE_BYTES + 1)
    before = freeze(path)[1]
    with pytest.raises(SaveError) as err:
        saves.load_game(path)
    assert err.value.reason.english() == f"The save is too large (limit {saves.MAX_SAVE_BYTES // 2 ** 20} MB)."
    assert path.stat().st_mtime_ns == before and path.stat().st_size == saves.MAX_SAVE_BYTES + 1


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(SaveError) as err:
        saves.load_game(tmp_path / "nope.json")
    assert err.value.reason.english() == "The save file does not exist."
    with pytest.raises(SaveError) as err:
        saves.load_game(tmp_path)
    assert err.value.reason.english() == "The save file could not be read (not a regular file)."


# --- settings -----------------------------------------------------------------------------------
def test_settings_default_and_round_trip():
    assert settings.load_settings() == settings.DEFAULT_SETTINGS
    assert not settings.settings_path().exists()            # loading never creates the file
    wanted = {"language": "ja", "speed": 2.5, "teaching": True, "window": [10, 20]}
    settings.save_settings(wanted)
    assert settings.load_settings() == {**settings.DEFAULT_SETTINGS, **wanted}


@pytest.mark.parametrize("content", [b"", b"{", b"\x80\x04pickle", b"[1]", b'"ja"', b'{"a": ' + HUGE.encode() + b"}",
                                     b"[" * 100_000])
def test_corrupt_settings_give_defaults_and_stay_until_saved(content):
    path = settings.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    before = freeze(path)
    assert settings.load_settings() == settings.DEFAULT_SETTINGS
    assert freeze_check(path) == before
    settings.save_settings({"language": "en"})
    assert settings.load_settings() == {**settings.DEFAULT_SETTINGS, "language": "en"}


def test_settings_with_wrong_types_keep_the_good_values():
    settings.save_settings({"language": 5, "speed": "fast", "teaching": 1, "volume": 0.5})
    assert settings.load_settings() == {**settings.DEFAULT_SETTINGS, "volume": 0.5}
    settings.save_settings({"speed": 2})
    assert settings.load_settings()["speed"] == 2


def test_unsaveable_settings_write_nothing():
    settings.save_settings({"language": "ja"})
    before = settings.settings_path().read_bytes()
    with pytest.raises((TypeError, ValueError)):
        settings.save_settings({"speed": float("nan")})
    with pytest.raises(TypeError):
        settings.save_settings({"when": object()})
    assert settings.settings_path().read_bytes() == before
