"""Statistics from a folder of seeded finished saves (issue 22 #4): the numbers a player reads,
computed by hand here from the games as they were played; practice saves left out, a corrupt
file skipped and counted, the cache rebuilt to the same numbers, a reset that keeps the saves."""
from __future__ import annotations

import datetime as dt
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from stats_saves import make_folder  # noqa: E402

from core import saves, stats  # noqa: E402

TOMO, AOI = ("human", "Tomo"), ("human", "Aoi")


@pytest.fixture(autouse=True)
def isolated(platformdirs_isolated):
    return platformdirs_isolated


@pytest.fixture(scope="module")
def folder(tmp_path_factory):
    """The seeded saves, made once, copied into each test's isolated data folder."""
    import os
    import shutil
    base = tmp_path_factory.mktemp("seeded")
    old = os.environ.get("XDG_DATA_HOME")
    os.environ["XDG_DATA_HOME"] = str(base)
    try:
        games = make_folder()
        made = saves.saves_dir()
    finally:
        if old is None:
            os.environ.pop("XDG_DATA_HOME")
        else:
            os.environ["XDG_DATA_HOME"] = old
    return games, made, shutil


@pytest.fixture
def seeded(folder):
    games, made, shutil = folder
    for path in made.iterdir():
        shutil.copy2(path, saves.saves_dir() / path.name)
    return games


def places_of(played, name):
    return [p.state.result().ranking.index(p.seat_of(name)) + 1 for p in played]


def test_practice_game_and_corrupt_file_are_left_out_and_counted(seeded):
    s = stats.collect()
    assert (s.practice, s.skipped) == (1, 1)
    assert sum(x.games for x in s.games["riichi"].values()) == 2 * 4       # two riichi games of four seats


def test_mahjong_figures_per_player_name(seeded):
    s = stats.collect()
    riichi = seeded["riichi"]
    tomo = s.summary("riichi", TOMO)
    assert (tomo.games, tomo.wins) == (2, 0)
    assert places_of(riichi, "Tomo") == [4, 4]
    assert tomo.mean_place == 4.0
    assert (tomo.best_score, tomo.worst_score) == (18100, 16300)
    hands = sum(len(p.state.history) for p in riichi)
    riichis = sum(1 for p in riichi for a in p.state.actions if a.kind == "riichi" and a.seat == p.seat_of("Tomo"))
    assert (hands, riichis) == (9, 1)
    figures = {label: value for label, value, _ in s.figures("riichi", TOMO)}
    assert figures["Riichi rate (立直率)"] == pytest.approx(1 / 9)
    assert figures["Win rate (和了率)"] == 0
    assert figures["Average win (平均打点)"] is None
    aoi = s.summary("riichi", AOI)
    assert (aoi.games, aoi.wins, aoi.mean_place) == (1, 1, 1.0)
    aoi_wins = [w for h in riichi[0].state.history for w in h.get("wins", ()) if w["winner"] == 3]
    assert len(aoi_wins) == 2
    figures = {label: value for label, value, _ in s.figures("riichi", AOI)}
    assert figures["Win rate (和了率)"] == pytest.approx(2 / 4)
    assert figures["Average win (平均打点)"] == pytest.approx(sum(w["delta"][3] for w in aoi_wins) / 2)


def test_rummy_figures(seeded):
    s = stats.collect()
    indian = seeded["indian_rummy"][0]
    seat = indian.seat_of("Tomo")
    packs = sum(1 for e in indian.events if e.kind == "packed" and e.seat == seat)
    paid = [x["paid"] for e in indian.events if e.kind == "round_scored" for x in e.info["losers"] if x["seat"] == seat]
    assert (packs, sum(paid), len(paid)) == (1, 18, 2)
    tomo = s.summary("indian_rummy", TOMO)
    assert (tomo.games, tomo.wins, tomo.mean_place) == (1, 0, 3.0)
    figures = {label: value for label, value, _ in s.figures("indian_rummy", TOMO)}
    assert figures["Packs (drops)"] == 1
    assert figures["Rounds played"] == 3 and figures["Rounds won"] == 0
    assert figures["Mean count paid"] == pytest.approx(9.0)
    wild = s.summary("wild_rummy", TOMO)
    assert (wild.games, wild.wins, wild.mean_place) == (1, 1, 1.0)
    figures = {label: value for label, value, _ in s.figures("wild_rummy", TOMO)}
    assert (figures["Rounds played"], figures["Rounds won"]) == (2, 1)


def test_daifugo_places_and_rules_added(seeded):
    s = stats.collect()
    assert places_of(seeded["daifugo"], "Tomo") == [2, 3]
    tomo = s.summary("daifugo", TOMO)
    assert (tomo.games, tomo.wins, tomo.mean_place) == (2, 0, 2.5)
    assert tomo.running_mean_place() == [2.0, 2.5]
    figures = {label: value for label, value, _ in s.figures("daifugo", TOMO)}
    assert figures["Rules added"] == 1
    ai = s.summary("daifugo", ("ai", "normal"))           # the AI seats under their level: E2 added one
    assert (ai.games, ai.counts["rules_added"]) == (6, 1)


def test_cache_rebuild_gives_the_same_numbers_and_reads_only_new_saves(seeded, monkeypatch):
    first = stats.collect()
    assert stats.cache_path().exists()
    read = []
    monkeypatch.setattr(saves, "load_game", lambda path, real=saves.load_game: read.append(path) or real(path))
    again = stats.collect()
    assert read == []                                       # everything from the cache
    rebuilt = stats.rebuild()
    assert len(read) == 6                                   # the six finished games (the corrupt one fails to parse)
    for s in (again, rebuilt):
        assert (s.practice, s.skipped) == (first.practice, first.skipped)
        assert s.games.keys() == first.games.keys()
        for game_id, players in first.games.items():
            for key, summary in players.items():
                assert s.summary(game_id, key) == summary
                assert s.figures(game_id, key) == first.figures(game_id, key)
    read.clear()
    copy = saves.saves_dir() / "80-copy.json"
    copy.write_bytes((saves.saves_dir() / "02-riichi.json").read_bytes())
    assert stats.collect().summary("riichi", TOMO).games == 3
    assert read == [copy]                                   # only the new save is read


def test_a_damaged_cache_is_rebuilt(seeded):
    first = stats.collect()
    stats.cache_path().write_bytes(b'{"format": "houserules-stats", "version": 1, "files": [')
    assert stats.collect().summary("riichi", TOMO) == first.summary("riichi", TOMO)


def test_reset_counts_only_later_games_and_keeps_the_saves(seeded):
    names = sorted(p.name for p in saves.saves_dir().iterdir())
    stats.collect()
    stats.reset_statistics()
    assert not stats.cache_path().exists()
    assert stats.collect().games == {}
    assert sorted(p.name for p in saves.saves_dir().iterdir()) == names
    stats.reset_statistics(dt.datetime(2000, 1, 1, tzinfo=dt.timezone.utc))
    assert stats.collect().summary("riichi", TOMO).games == 2
