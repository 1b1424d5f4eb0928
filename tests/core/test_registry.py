"""The registry lists the games once, imports a game only when it is looked up, and behaves as the
plain dict of games it was: same ids, same order, lookups, records that replay."""
from __future__ import annotations

import importlib
import json
import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path

import pytest

from core.engine import Game, Rng
from core.records import record_from_json, replay
from core.registry import ENTRIES, GAMES, INFO

ROOT = Path(__file__).resolve().parents[2]
IDS = ["daifugo", "indian_rummy", "wild_rummy", "riichi", "anmika", "hero_mahjong"]


def test_the_games_are_listed_in_menu_order():
    assert list(GAMES) == IDS
    assert list(GAMES.keys()) == IDS
    assert list(INFO) == IDS
    assert len(GAMES) == len(IDS)


def test_each_entry_says_what_its_game_class_says():
    for entry in ENTRIES:
        cls = getattr(importlib.import_module(entry.module), entry.cls)
        assert issubclass(cls, Game)
        assert (entry.id, entry.title, entry.players) == (cls.id, cls.title, tuple(cls.players))


def test_a_lookup_gives_the_one_game_of_that_id():
    for gid in IDS:
        game = GAMES[gid]
        assert isinstance(game, Game) and game.id == gid
        assert GAMES[gid] is game and GAMES.get(gid) is game
        assert gid in GAMES
    assert [g.id for g in GAMES.values()] == IDS
    assert [(k, v.id) for k, v in GAMES.items()] == [(g, g) for g in IDS]


def test_an_unknown_id_is_not_a_game():
    assert "poker" not in GAMES and 3 not in GAMES
    assert GAMES.get("poker") is None
    with pytest.raises(KeyError):
        GAMES["poker"]


def test_the_games_cannot_be_changed():
    assert isinstance(GAMES, Mapping)
    with pytest.raises(TypeError):
        GAMES["poker"] = GAMES["daifugo"]
    with pytest.raises(TypeError):
        del GAMES["daifugo"]


@pytest.mark.parametrize("gid", IDS)
def test_a_record_of_each_game_still_replays(gid):
    game = GAMES[gid]
    seats = 4 if 4 in game.players else min(game.players)
    state = game.new_state(seats, None, 11)
    rng = Rng(3)
    for _ in range(40):
        if state.is_over():
            break
        legal = state.legal_actions(state.to_move()[0])
        state.apply(legal[rng.randbelow(len(legal))])
    record = record_from_json(json.loads(json.dumps(state.record().to_json())))
    assert replay(record).digest() == state.digest()


def test_listing_the_games_imports_none():
    code = ("import sys\nfrom core.registry import GAMES, INFO\n"
            "ids = list(GAMES); 'riichi' in GAMES; len(GAMES); [INFO[g].title for g in ids]\n"
            "print(sorted(m for m in sys.modules if m.startswith('core.games.')))\n"
            "GAMES['riichi']\n"
            "print(sorted(m for m in sys.modules if m.endswith('.game') and m.startswith('core.games.')))\n")
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=120,
                         env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert out.returncode == 0, out.stderr
    before, after = out.stdout.splitlines()
    assert before == "[]"
    assert after == "['core.games.riichi.game']"
