"""One autosave per game in progress (issue 19, items 5 and 7): two windows never touch each
other's game, the old single autosave is moved in and never lost, a game open in a running window
is locked, and the temp files of killed writes are removed at the next start (never a live one)."""
from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

from core import autosaves, saves
from core.engine import Rng
from core.registry import GAMES

PLAYERS = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(4)]


@pytest.fixture(autouse=True)
def isolated(platformdirs_isolated):
    return platformdirs_isolated


def play(seed: int, moves: int | None):
    state, rng, n = GAMES["daifugo"].new_state(4, None, seed), Rng(seed), 0
    while not state.is_over() and (moves is None or n < moves):
        state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
        n += 1
    return state


def dead_pid() -> int:
    """The pid of a process that has ended."""
    proc = subprocess.Popen([sys.executable, "-c", "pass"])
    proc.wait()
    return proc.pid


def test_two_games_in_progress_keep_their_own_autosaves_and_finishing_one_keeps_the_other():
    a, b = autosaves.new_game_id(), autosaves.new_game_id()
    game_a, game_b = play(1, 10), play(2, 7)
    autosaves.autosave(game_a, PLAYERS, game_id=a)
    autosaves.autosave(game_b, PLAYERS, game_id=b)     # the other window's game: A's file stays
    assert autosaves.load_autosave(a).state.digest() == game_a.digest()
    assert autosaves.load_autosave(b).state.digest() == game_b.digest()
    autosaves.clear_autosave(b)                         # B finished
    assert autosaves.load_autosave(b) is None
    assert autosaves.load_autosave(a).state.digest() == game_a.digest()
    assert [e.game_id for e in autosaves.list_autosaves()] == [a]


def test_the_list_of_autosaves_is_newest_first_and_a_broken_one_is_listed_with_its_reason():
    old, new, broken = autosaves.new_game_id(), autosaves.new_game_id(), autosaves.new_game_id()
    autosaves.autosave(play(1, 3), PLAYERS, game_id=old)
    autosaves.autosave(play(2, 5), PLAYERS, game_id=new)
    autosaves.autosave_path(broken).write_bytes(b'{"format": "houserules-save", "vers')
    for i, gid in enumerate((old, broken, new)):
        os.utime(autosaves.autosave_path(gid), (1_700_000_000 + i, 1_700_000_000 + i))
    (autosaves.autosaves_dir() / "notes.json").write_text("{}")        # not a game id: not listed
    entries = autosaves.list_autosaves()
    assert [e.game_id for e in entries] == [new, broken, old]
    assert len(entries[0].game.record.actions) == 5 and entries[0].error is None
    assert entries[1].game is None and entries[1].error.reason.english() == "The save is truncated or damaged."
    assert autosaves.load_autosave().state.digest() == entries[0].game.state.digest()     # the newest


def test_an_autosave_path_is_only_ever_inside_the_autosaves_folder():
    for bad in ("../settings", "x" * 32, "/etc/passwd", "", 7):
        with pytest.raises(ValueError):
            autosaves.autosave_path(bad)


@pytest.mark.parametrize("content", [b"valid", b'{"format": "houserules-save", "vers'])
def test_the_old_single_autosave_is_moved_into_the_autosaves_folder_never_lost(content):
    legacy = autosaves.autosave_path()
    legacy.parent.mkdir(parents=True, exist_ok=True)
    if content == b"valid":
        state = play(4, 9)
        saves.save_game(legacy, state, PLAYERS)
        content = legacy.read_bytes()
    else:
        legacy.write_bytes(content)
    autosaves.tidy_data_folder()
    assert not legacy.exists()
    moved = list(autosaves.autosaves_dir().glob("*.json"))
    assert len(moved) == 1 and moved[0].read_bytes() == content
    [entry] = autosaves.list_autosaves()
    assert entry.path == moved[0]
    assert (entry.game is not None) == (content != b'{"format": "houserules-save", "vers')


def test_a_game_played_by_a_running_window_is_locked_and_a_dead_windows_lock_is_ignored():
    game_id = autosaves.new_game_id()
    assert autosaves.lock_owner(game_id) is None
    assert autosaves.claim_autosave(game_id)
    assert autosaves.lock_owner(game_id) == os.getpid()
    assert not autosaves.claim_autosave(game_id)          # a second window of this process
    autosaves.release_autosave(game_id)
    assert autosaves.lock_owner(game_id) is None
    assert not autosaves._lock_path(game_id).exists()
    # a window of another process that runs holds it; one that was killed does not
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        lock = autosaves._lock_path(game_id)
        lock.write_text(json.dumps({"pid": sleeper.pid, "started": autosaves._process_started(sleeper.pid)}))
        assert autosaves.lock_owner(game_id) == sleeper.pid
        assert not autosaves.claim_autosave(game_id)
    finally:
        sleeper.kill()
        sleeper.wait()
    assert autosaves.lock_owner(game_id) is None
    assert autosaves.claim_autosave(game_id)              # the stale lock is taken over
    autosaves.release_autosave(game_id)


@pytest.mark.parametrize("content", [b"", b"garbage", b'{"pid": "1"}', b'{"pid": -5}', b"[1]"])
def test_a_broken_lock_file_counts_as_stale(content):
    game_id = autosaves.new_game_id()
    autosaves._lock_path(game_id).write_bytes(content)
    assert autosaves.lock_owner(game_id) is None
    assert autosaves.claim_autosave(game_id)
    autosaves.release_autosave(game_id)


def test_a_reused_pid_does_not_hold_a_lock():
    game_id = autosaves.new_game_id()
    parent = os.getppid()            # runs, but did not write this lock (another start time)
    autosaves._lock_path(game_id).write_text(json.dumps({"pid": parent, "started": "1"}))
    if autosaves._process_started(parent) is None:
        pytest.skip("no process start times here")
    assert autosaves.lock_owner(game_id) is None


def test_temp_files_of_killed_writes_are_removed_at_start_but_never_a_write_in_progress():
    folder, saved = autosaves.autosaves_dir(), saves.saves_dir()
    gone = dead_pid()
    old = time.time() - 2 * autosaves.STALE_TEMP_SECONDS
    stale = [folder / f".{'a' * 32}.json.{gone}.x1y2z3w4.tmp",      # its writer was killed
             saved / f".game.json.{gone}.abcdefgh.tmp",
             saves.data_dir() / ".autosave.json.k9_mq2ab.tmp"]    # an older version's name, old
    live = [folder / f".{'b' * 32}.json.{os.getppid()}.abcdefgh.tmp",   # a running window writes
            folder / f".{'c' * 32}.json.{os.getpid()}.abcdefgh.tmp",
            saves.data_dir() / ".autosave.json.zzzzzzzz.tmp"]     # older version, just begun
    others = [folder / "notes.tmp", folder / ".hidden.tmp", saved / f".mine.txt.{gone}.abcdefgh.tmp",
              saved / "game.json"]
    for path in stale + live + others:
        path.write_bytes(b"{")
    os.utime(stale[2], (old, old))
    removed = autosaves.clean_stale_temp_files()
    assert sorted(removed) == sorted(stale)
    assert all(p.exists() for p in live + others)
    for path in live:                 # much later: no write takes that long
        os.utime(path, (old, old))
    autosaves.tidy_data_folder()
    assert not any(p.exists() for p in live) and all(p.exists() for p in others)


def test_atomic_write_names_its_temp_file_with_the_writers_pid(monkeypatch):
    seen = []
    real_replace = os.replace
    monkeypatch.setattr(os, "replace", lambda a, b: (seen.append(os.path.basename(a)), real_replace(a, b)))
    autosaves.autosave(play(3, 2), PLAYERS, game_id=autosaves.new_game_id())
    m = autosaves._TEMP_NAME.fullmatch(seen[0])
    assert m and m["pid"] == str(os.getpid())


def test_tidying_an_unwritable_or_missing_folder_never_raises(monkeypatch, tmp_path):
    monkeypatch.setattr(autosaves, "data_dir", lambda: tmp_path / "file")
    (tmp_path / "file").write_text("not a folder")
    autosaves.tidy_data_folder()


KILLED = textwrap.dedent("""
    import sys
    from platformdirs.testing import isolated_dirs
    from core import autosaves
    from core.engine import Rng
    from core.registry import GAMES
    players = [{"name": f"P{i}", "kind": "ai", "level": "random"} for i in range(4)]
    with isolated_dirs(sys.argv[1]):
        game_id = autosaves.new_game_id()
        state, rng = GAMES["riichi"].new_state(4, None, 5), Rng(5)
        while True:
            state.apply(rng.choice(state.legal_actions(state.to_move()[0])))
            print(game_id, len(state.actions), state.digest(), flush=True)   # announced, then written
            autosaves.autosave(state, players, game_id=game_id)
""")


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL (POSIX)")
def test_a_write_killed_halfway_loses_at_most_that_action_and_its_temp_file_goes_at_the_next_start(isolated):
    env = dict(os.environ, HOUSERULES_TEST_WRITE_DELAY="0.2")       # most of the time is inside a write
    proc = subprocess.Popen([sys.executable, "-c", KILLED, str(isolated)], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    try:
        lines = [proc.stdout.readline().split() for _ in range(3)]
        time.sleep(0.1)
    finally:
        proc.send_signal(signal.SIGKILL)
        rest, err = proc.communicate(timeout=30)
    lines += [line.split() for line in rest.splitlines()]
    game_id, moves, digest = lines[-1]
    temps = [p for p in autosaves.autosaves_dir().iterdir() if p.name.endswith(".tmp")]
    assert temps, "the kill landed outside a write"
    loaded = autosaves.load_autosave(game_id)
    assert len(loaded.record.actions) in (int(moves) - 1, int(moves))
    assert loaded.state.digest() in {line[2] for line in lines[-2:]}
    autosaves.tidy_data_folder()                                        # the next start
    assert [p for p in autosaves.autosaves_dir().iterdir() if p.name.endswith(".tmp")] == []


def test_an_autosave_the_loader_chokes_on_is_listed_as_unusable_never_raised(monkeypatch):
    game_id = autosaves.new_game_id()
    autosaves.autosave(play(5, 4), PLAYERS, game_id=game_id)
    monkeypatch.setattr(autosaves, "load_game", lambda path: (_ for _ in ()).throw(RecursionError("deep")))
    [entry] = autosaves.list_autosaves()
    assert entry.game is None and entry.error.reason.text == saves.UNUSABLE
