"""Which table widget each game family uses (imported lazily: start-up stays lean)."""
from __future__ import annotations

import importlib

TABLES = {"daifugo": "gui.table.view:TableView", "rummy": "gui.table.rummy_view:RummyTableView",
          "wild_rummy": "gui.table.wild_view:WildTableView",
          "mahjong": "gui.table.mahjong_view:MahjongTableView"}


def has_table(family: str) -> bool:
    """True if the game family has a table to play on."""
    return family in TABLES


def make_table(family: str, parent=None):
    """A new table view for a game family."""
    module, _, name = TABLES[family].partition(":")
    return getattr(importlib.import_module(module), name)(parent)
