"""Actions of the riichi game and the tile tokens they carry.

A tile in an action is its notation token (``5p``, ``0p`` for the red five): identical tiles are
one choice, and a red five is a choice of its own. ``cards`` are the tiles that move (the
discard; the hand tiles that join a called meld), ``target`` where they go ("pond", "meld").
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from core.engine import Action
from core.mahjong.notation import to_text

#: the kinds of action, in the order a table offers them
KINDS = ("tsumo", "ron", "riichi", "discard", "closed_kan", "added_kan", "open_kan", "pon", "chi", "pass",
         "stop", "play_on")


@dataclass(frozen=True)
class RiichiAction(Action):
    """An action of the riichi game (see the module docstring)."""


_PLAIN = tuple(to_text([k]) for k in range(38))     # the token of each kind without a mark


def token(tile) -> str:
    """The notation token of one physical tile: ``5p``, ``0p`` (red), ``4gz`` ..."""
    return _marked(tile.kind, tile.mark) if tile.mark else _PLAIN[tile.kind]


@lru_cache(maxsize=None)
def _marked(kind: int, mark: str) -> str:
    from core.mahjong.tiles import Tile
    return to_text([Tile(kind, 0, mark)])


def code(tile) -> list:
    """The exact physical tile as JSON data: [kind, copy, mark]."""
    return [tile.kind, tile.copy, tile.mark]
