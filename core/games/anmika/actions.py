"""Actions of Anmika sanma: the riichi game's actions (tile tokens as cards) without chi, plus the
riichi variants, the north extraction and the choices of a win.

``dice_pair`` names the two faces of a dice chance (出目当て) as its target, e.g. "24".
``tier`` is the fever tier of a ``fever_riichi`` (1 フィーバー, 2 ダブル, 3 トリプル); ``shuba``
marks a riichi declared with shuba (祝儀倍リーチ, once a game).
"""
from __future__ import annotations

from dataclasses import dataclass

from core.engine import Action

#: the kinds of action, in the order a table offers them
KINDS = ("tsumo", "ron", "riichi", "open_riichi", "fever_riichi", "discard", "extract", "closed_kan",
         "added_kan", "open_kan", "pon", "pass", "stop", "play_on", "dice_pair", "gold_north", "winter",
         "god_pocchi")
RIICHI_KINDS = ("riichi", "open_riichi", "fever_riichi")


@dataclass(frozen=True)
class AnmikaAction(Action):
    """An action of Anmika sanma (see the module docstring)."""

    tier: int = 0
    shuba: bool = False
