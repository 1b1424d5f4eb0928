"""The games of House Rules, in menu order: the only place that lists them.

``ENTRIES`` lists each game as an :class:`Entry`: its id, where its ``Game`` class lives, and the
few facts the start page and the menus show (title, player counts), so that start-up imports no
game. ``GAMES`` (game id -> Game) is a read-only mapping that imports a game's module the first
time that game is looked up (played, reviewed, loaded, its options shown); its keys, order, ``in``
and iteration over the ids import nothing. The entries' facts are the Game classes' own
(tests/core/test_registry.py checks that they agree).
"""
from __future__ import annotations

import importlib
from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from core.engine import Game


@dataclass(frozen=True)
class Entry:
    """One game as the registry lists it, without importing it: ``module`` and ``cls`` name its
    Game class; ``title`` (English, translated in context "games") and ``players`` (the seat
    counts it allows) are copies of that class's attributes."""

    id: str
    module: str
    cls: str
    title: str
    players: tuple[int, ...]


ENTRIES: tuple[Entry, ...] = (
    Entry("daifugo", "core.games.daifugo.game", "Daifugo",
          "Rule-Addition Daifugō (ルール追加大富豪)", tuple(range(2, 9))),
    Entry("indian_rummy", "core.games.indian_rummy.game", "IndianRummy",
          "Indian Rummy (インディアン・ラミー)", tuple(range(2, 11))),
    Entry("wild_rummy", "core.games.wild_rummy.game", "WildRummy",
          "Wild Rummy R (ワイルドラミーR)", (2, 3, 4, 5, 6)),
    Entry("riichi", "core.games.riichi.game", "Riichi", "Riichi mahjong (リーチ麻雀)", (4,)),
    Entry("anmika", "core.games.anmika.game", "Anmika", "Anmika sanma (華八アンミカ筋肉GT五等)", (3, 4)),
    Entry("hero_mahjong", "core.games.hero_mahjong.game", "HeroMahjong", "Hero Mahjong (英雄麻雀)", (4,)),
)

#: game id -> its entry, in menu order (no game imported)
INFO: dict[str, Entry] = {e.id: e for e in ENTRIES}


class Games(Mapping):
    """Game id -> the Game (one instance per game), in menu order; a game's module is imported on
    its first lookup. Read-only."""

    def __init__(self, entries: tuple[Entry, ...]) -> None:
        self._entries = {e.id: e for e in entries}
        self._loaded: dict[str, Game] = {}

    def __getitem__(self, game_id: str) -> Game:
        game = self._loaded.get(game_id)
        if game is None:
            entry = self._entries[game_id]          # KeyError for an unknown id, as a dict
            game = getattr(importlib.import_module(entry.module), entry.cls)()
            self._loaded[game_id] = game
        return game

    def __contains__(self, game_id: object) -> bool:
        return game_id in self._entries

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def __repr__(self) -> str:
        return f"Games({list(self._entries)})"

    def loaded(self) -> tuple[str, ...]:
        """The ids of the games imported so far (for the start-up tests and benchmarks)."""
        return tuple(self._loaded)


GAMES = Games(ENTRIES)


def game_part(game_id: str, part: str):
    """The module ``core.games.<game_id>.<part>`` (its ``ai``, its ``stats`` …), or None if the game
    has no such part; an import error inside the part itself propagates."""
    name = f"core.games.{game_id}.{part}"
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as exc:
        if exc.name in (name, f"core.games.{game_id}"):
            return None
        raise
