"""A saves folder of seeded finished games for the statistics tests (core and GUI): all-AI games
played with core only and saved under player names, one practice save (``"take_backs": [3]``),
one corrupt file and one unfinished game."""
from __future__ import annotations

import json
from dataclasses import dataclass, field

from core import saves
from core.games.daifugo.session import Session
from core.registry import GAMES
from self_play import agents_for, self_play


def human(name):
    return {"name": name, "kind": "human", "level": None}


def ai(name, level="normal"):
    return {"name": name, "kind": "ai", "level": level}


@dataclass
class Played:
    """A game played for the folder: its id, final state, players and every event."""

    game_id: str
    state: object
    players: list
    events: list = field(default_factory=list)

    def seat_of(self, name):
        return [p["name"] for p in self.players].index(name)


def play(game_id, players, options=None, seed=3):
    state = GAMES[game_id].new_state(len(players), options, seed)
    events, _ = self_play(state, agents_for(game_id, len(players), "normal", seed))
    assert state.is_over()
    return Played(game_id, state, players, events)


def make_folder() -> dict[str, list[Played]]:
    """Fill :func:`core.saves.saves_dir` (isolated by the caller) and return the counted games by
    game id. Tomo plays everything, at different seats; Aoi plays the first riichi game."""
    folder = saves.saves_dir()
    games = {
        "riichi": [play("riichi", [human("Tomo"), ai("A1"), ai("A2"), human("Aoi")], seed=3),
                   play("riichi", [ai("B1"), human("Tomo"), ai("B2"), ai("B3", "easy")], seed=5)],
        "indian_rummy": [play("indian_rummy", [ai("C1"), ai("C2"), human("Tomo")], {"rounds": 3}, seed=3)],
        "wild_rummy": [play("wild_rummy", [human("Tomo"), ai("D1"), ai("D2")], {"match_rounds": 2}, seed=3)],
    }
    session = Session(4)
    first = play("daifugo", [human("Tomo"), ai("E1"), ai("E2"), ai("E3")], session.next_options(), seed=3)
    session.game_over(list(first.state.result().ranking))
    session.add_catalogue("eight_cut", 0)          # Tomo adds 8切り after the first game
    session.add_catalogue("revolution", 2)
    second = play("daifugo", first.players, session.next_options(), seed=4)
    games["daifugo"] = [first, second]
    n = 0
    for played_games in games.values():
        for p in played_games:
            n += 1
            saves.save_game(folder / f"{n:02d}-{p.game_id}.json", p.state, p.players, title=p.game_id)
    practice = play("riichi", [human("Tomo"), ai("F1"), ai("F2"), ai("F3")], seed=8)
    path = folder / "90-practice.json"
    saves.save_game(path, practice.state, practice.players)
    doc = json.loads(path.read_text("utf-8"))
    doc["take_backs"] = [3]
    path.write_text(json.dumps(doc), "utf-8")
    good = (folder / "01-riichi.json").read_bytes()
    (folder / "91-corrupt.json").write_bytes(good[: len(good) // 2])
    unfinished = GAMES["riichi"].new_state(4, None, 9)
    saves.save_game(folder / "92-unfinished.json", unfinished, [human("Tomo"), ai("G1"), ai("G2"), ai("G3")])
    return games
