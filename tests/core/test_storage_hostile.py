"""The hostile-save corpus through the core loader (issue 19): every file refused with SaveError
and its clear reason, quickly, never another exception, the file untouched; a valid save of every
game loads; a broken file is set aside, never deleted."""
from __future__ import annotations

import faulthandler
import os
import shutil
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import hostile_saves as corpus  # noqa: E402
from core import autosaves, saves  # noqa: E402
from core.engine import OptionError  # noqa: E402
from core.registry import GAMES  # noqa: E402
from core.saves import SaveError  # noqa: E402

OLD_MTIME = 1_000_000_000_000_000_000


@pytest.fixture(autouse=True)
def isolated(platformdirs_isolated):
    return platformdirs_isolated


@pytest.fixture(autouse=True)
def no_hang():
    """A hang is a failure too: dump the stacks and stop after 120 s."""
    faulthandler.dump_traceback_later(120, exit=True)
    yield
    faulthandler.cancel_dump_traceback_later()


def placed(source: Path | bytes, folder: Path, name: str) -> tuple[Path, tuple[bytes, int]]:
    """A copy of ``source`` (a file or bytes) in ``folder`` with an old mtime, and its (bytes, mtime)."""
    path = folder / name
    if isinstance(source, bytes):
        path.write_bytes(source)
    else:
        shutil.copyfile(source, path)
    os.utime(path, ns=(OLD_MTIME, OLD_MTIME))
    return path, (path.read_bytes(), path.stat().st_mtime_ns)


def expected_reasons(name: str) -> tuple:
    reason = corpus.CASES[name][1]
    return reason if isinstance(reason, tuple) else (reason,)


def refused(path: Path) -> SaveError:
    with pytest.raises(SaveError) as err:
        saves.load_game(path)
    assert err.value.reason.context == "storage"
    return err.value


# --- the corpus ---------------------------------------------------------------------------------
def test_the_corpus_holds_at_least_80_files_each_a_named_case():
    names = [p.name for p in corpus.corpus_files()]
    assert len(names) >= 80
    assert sorted(names) == sorted(corpus.CASES)
    assert sum(p.stat().st_size for p in corpus.corpus_files()) < 2 * 2 ** 20   # small files only


@pytest.mark.parametrize("name", sorted(corpus.CASES))
def test_hostile_save_is_refused_with_a_clear_reason_and_left_untouched(tmp_path, name):
    path, before = placed(corpus.FOLDER / name, tmp_path, name)
    assert refused(path).reason.english() in expected_reasons(name)
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before
    assert [p.name for p in tmp_path.iterdir()] == [name]


@pytest.mark.parametrize("name", sorted(corpus.big_cases()))
def test_big_hostile_save_is_refused_quickly(tmp_path, name):
    import time

    make, reason = corpus.big_cases()[name]
    path, before = placed(make(), tmp_path, name)
    start = time.perf_counter()
    assert refused(path).reason.english() == reason
    assert time.perf_counter() - start < 10
    assert (path.read_bytes(), path.stat().st_mtime_ns) == before


def test_a_control_save_of_every_game_loads(tmp_path):
    control = corpus.control_saves(tmp_path)
    assert {p.name for p in control.values()} >= {f"control_{g}.json" for g in GAMES}
    for path in control.values():
        loaded = saves.load_game(path)
        assert loaded.finished == loaded.state.is_over() == path.name.endswith("_finished.json")


# --- the defects of issue 19 item 1, one by one ---------------------------------------------------
def test_cards_nested_1000_deep_are_refused_not_a_recursion_error(tmp_path):
    path, _ = placed(corpus.FOLDER / "deep_cards_1000.json", tmp_path, "a.json")
    assert refused(path).reason.english() == corpus.DEEP


def test_a_daifugo_rule_condition_nested_950_deep_is_refused_before_the_digest(tmp_path):
    path, _ = placed(corpus.FOLDER / "deep_daifugo_condition_950.json", tmp_path, "a.json")
    assert refused(path).reason.english() == corpus.DEEP


def test_an_anmika_option_nested_990_deep_is_refused(tmp_path):
    path, _ = placed(corpus.FOLDER / "deep_anmika_top_streak_990.json", tmp_path, "a.json")
    assert refused(path).reason.english() == corpus.DEEP


def test_option_data_nested_too_deep_is_an_option_error_not_a_recursion_error():
    value: list = [0]
    for _ in range(5000):
        value = [value]
    with pytest.raises(OptionError) as err:
        GAMES["anmika"].make_options({"top_streak": value})
    assert err.value.reason.english() == "Option top_streak is nested too deeply."


def test_saved_at_year_1_is_refused_not_a_value_error(tmp_path):
    path, _ = placed(corpus.FOLDER / "saved_at_year_1.json", tmp_path, "a.json")
    assert refused(path).reason.english() == "Field 'saved_at' is out of range."


UNUSABLE = "The save is damaged: it cannot be shown or played."


@pytest.mark.parametrize("where, reason", [("replay", corpus.REPLAY), ("digest", corpus.REPLAY),
                                           ("view", UNUSABLE), ("legal_actions", corpus.REPLAY),
                                           ("header", UNUSABLE)])
def test_a_defect_met_while_loading_is_a_save_error(tmp_path, monkeypatch, where, reason):
    """Anything unexpected after the read (a game's rules raising, anywhere) is refused as a
    damaged save, never raised at the player."""
    def crash(*args, **kwargs):
        raise RecursionError("maximum recursion depth exceeded")

    good = corpus.control_saves(tmp_path)["control_daifugo.json"]
    if where == "replay":
        monkeypatch.setattr(saves, "replay", crash)
    elif where == "header":
        monkeypatch.setattr(saves, "_check_header", crash)
    else:
        monkeypatch.setattr(type(GAMES["daifugo"].new_state(4, None, 1)), where, crash)
    assert refused(good).reason.english() == reason


# --- item 3: an unknown AI level -------------------------------------------------------------------
def test_an_unknown_ai_level_is_refused_at_load(tmp_path):
    path, _ = placed(corpus.FOLDER / "player_level_unknown.json", tmp_path, "a.json")
    assert refused(path).reason.english() == "The save asks for an unknown AI level 'grandmaster'."


@pytest.mark.parametrize("level", ["random", "easy", "normal", "strong", None])
def test_every_offered_level_loads(tmp_path, level):
    state = corpus.play("daifugo", 4, 3, 5)
    players = [dict(p, level=level if p["kind"] == "ai" else None) for p in corpus.PLAYERS]
    saves.save_game(tmp_path / "g.json", state, players)
    assert [p["level"] for p in saves.load_game(tmp_path / "g.json").players][1:] == [level] * 3


# --- item 8: names, titles, size ---------------------------------------------------------------------
def test_names_and_titles_have_a_maximum_length_on_saving_too(tmp_path):
    state = corpus.play("daifugo", 4, 3, 5)
    long_name = [dict(corpus.PLAYERS[0], name="N" * (saves.MAX_NAME_CHARS + 1))] + corpus.PLAYERS[1:]
    with pytest.raises(ValueError):
        saves.save_game(tmp_path / "a.json", state, long_name)
    with pytest.raises(ValueError):
        saves.save_game(tmp_path / "b.json", state, corpus.PLAYERS, title="t" * (saves.MAX_TITLE_CHARS + 1))
    assert list(tmp_path.iterdir()) == []
    longest = [dict(p, name="名" * saves.MAX_NAME_CHARS) for p in corpus.PLAYERS]
    saves.save_game(tmp_path / "c.json", state, longest, title="t" * saves.MAX_TITLE_CHARS)
    assert saves.load_game(tmp_path / "c.json").players[0]["name"] == "名" * saves.MAX_NAME_CHARS


def test_a_16mb_autosave_with_4mb_names_is_refused_without_being_parsed(monkeypatch):
    make, _ = corpus.big_cases()["names_4mb_each_16mb.json"]
    path = autosaves.autosave_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(make())
    monkeypatch.setattr(saves.json, "loads", lambda *a, **k: pytest.fail("parsed"))
    with pytest.raises(SaveError) as err:
        autosaves.load_autosave()
    assert err.value.reason.english() == corpus.TOO_LARGE


# --- setting a broken file aside ------------------------------------------------------------------------
def test_set_aside_renames_beside_itself_and_keeps_the_bytes(tmp_path):
    path, before = placed(b"{broken", tmp_path, "autosave.json")
    first = saves.set_aside(path)
    assert not path.exists() and first.parent == tmp_path
    assert first.name.startswith("autosave.broken-") and first.suffix == ".json"
    assert (first.read_bytes(), first.stat().st_mtime_ns) == before
    placed(b"{broken again", tmp_path, "autosave.json")
    second = saves.set_aside(path)          # the same second: a counter, nothing overwritten
    assert second != first and first.read_bytes() == b"{broken" and second.read_bytes() == b"{broken again"


def test_set_aside_of_a_missing_file_raises_oserror(tmp_path):
    with pytest.raises(OSError):
        saves.set_aside(tmp_path / "autosave.json")
