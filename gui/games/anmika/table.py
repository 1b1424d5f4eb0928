"""The Anmika table: the mahjong table of :mod:`gui.families.mahjong` with :class:`AnmikaVariant` plugged in.

The variant's scene half (extracted rows, chips and badges, fever lines, the sitting-out panel,
the dice) is :class:`~gui.games.anmika.scene.AnmikaScene`; this module adds the rest: the riichi
variants (the mode ``"riichi:<kind>:<tier>"`` with its 祝儀倍 toggle), 北抜き (a button, or a
second click on a north), the decisions (金北, 冬, 神ポッチ, the 15 dice pairs) as buttons
(:mod:`gui.games.anmika.calls`), the Anmika events (:mod:`gui.games.anmika.events`) and the
teaching of the 116-tile set (:mod:`gui.games.anmika.teaching`).
"""
from __future__ import annotations

from ...families.mahjong import layout as L
from ...families.mahjong.calls import ButtonSpec
from ...families.mahjong.view import MahjongTableView
from . import calls as AC
from .events import animate_anmika, fever_goes_on, riichi_extras, won_extras
from .scene import AnmikaScene
from .teaching import air_view, anmika_efficiency


class AnmikaVariant(AnmikaScene):
    """What Anmika sanma adds to the mahjong table (see the module docstring). ``shuba``: the
    祝儀倍 toggle of an open riichi mode."""

    groups = AC.GROUPS
    colours = AC.COLORS
    action_kinds = frozenset({"open_riichi", "fever_riichi", "extract", "gold_north", "winter", "god_pocchi",
                              "dice_pair"})
    tile_kinds = frozenset({"open_riichi", "fever_riichi"})
    call_kinds = frozenset({"extract"})
    extracts = True

    def __init__(self) -> None:
        self.shuba = False

    # --- buttons, modes, prompt -----------------------------------------------------------------
    def mode_buttons(self, legal: list, mode: str, names: list[str]) -> list | None:
        if AC.riichi_variant(mode) is None:
            return None
        return AC.riichi_mode_buttons(ButtonSpec, legal, mode, self.shuba)

    def group_buttons(self, group: str, actions: list, data: dict) -> list | None:
        return AC.group_buttons(ButtonSpec, group, actions)

    def choice_text(self, action) -> str | None:
        return AC.action_text(action) if action.kind == "extract" else None

    def button_rects(self, specs: list) -> list:
        """A 金北 button shows its flower but keeps half a row."""
        return L.button_rects_for([bool(sp.tiles) and sp.group != "gold_north" for sp in specs])

    def button_mode(self, key: str, mode: str) -> str | None:
        if key == "shuba":
            self.shuba = not self.shuba
            return mode
        if key.startswith(("group:open_riichi", "group:fever_riichi")):
            kind, _, tier = key[6:].partition(":")
            return AC.variant_mode(kind, int(tier or 0))
        return None

    def mode_valid(self, legal: list, mode: str) -> bool | None:
        variant = AC.riichi_variant(mode)
        return None if variant is None else bool(AC.variant_actions(legal, *variant))

    def marked_discards(self, legal: list, mode: str) -> list | None:
        variant = AC.riichi_variant(mode)
        return None if variant is None else AC.variant_actions(legal, *variant, shuba=self.shuba)

    def leave_mode(self) -> None:
        self.shuba = False

    def second_click(self, legal: list, code: str) -> list:
        """A north clicked twice is extracted (北抜き)."""
        return [a for a in legal if a.kind == "extract" and a.cards == (code,)]

    def auto_extract(self, legal: list, data: dict, seat: int):
        """北抜き without asking, unless the hand could keep its north for a hand the rules allow
        (字一色, 四喜和, 国士無双: §1.2.3), which stays the player's choice. Flowers go aside by
        the rules themselves."""
        extracts = [a for a in legal if a.kind == "extract"]
        if not extracts or north_worth_keeping(data["hands"][seat]):
            return None
        return extracts[0]

    def prompt(self, legal: list) -> str:
        return AC.anmika_prompt(legal, self.view._mode, self.shuba)

    # --- events ------------------------------------------------------------------------------------
    def animate(self, tw, group: list, view_after) -> bool:
        return animate_anmika(self.view, tw, group, view_after)

    def riichi_extras(self, tw, seat: int, info: dict) -> None:
        if "kind" in info:                        # riichi variants, 祝儀倍, open riichi
            riichi_extras(self.view, tw, seat, info)

    def won_extras(self, group: list) -> None:
        if self.on:
            won_extras(self.scene, group)

    def drawn_extras(self, info: dict) -> None:
        if self.on:                               # the draw's chips (春無し流局, シュバ滑り)
            self.set_chips(info.get("chips"))

    def hand_goes_on(self, group: list) -> bool:
        return fever_goes_on(group)

    # --- teaching ----------------------------------------------------------------------------------
    def teaching_view(self, view) -> tuple:
        """The sanma set, its yaku, its notes; norths as air."""
        if "extracted" not in view.data:
            return view, {}
        return air_view(view) or view, anmika_efficiency(view)


def north_worth_keeping(hand: list[str]) -> bool:
    """Whether a hand might keep its norths for 字一色 or 四喜和 (eight honours or more) or for
    国士無双 (nine different terminals and honours or more): then 北抜き is a real choice."""
    from core.mahjong.notation import parse

    kinds = [t.kind for tok in hand for t in parse(tok) if t.kind < 34]
    honours = [k for k in kinds if k >= 27]
    orphans = {k for k in kinds if k >= 27 or k % 9 in (0, 8)}
    return len(honours) >= 8 or len(orphans) >= 9


def make_table(parent=None) -> MahjongTableView:
    """A mahjong table for Anmika sanma (the game's ``FRONTEND.table``)."""
    return MahjongTableView(parent, variant=AnmikaVariant())


__all__ = ["AnmikaVariant", "make_table", "north_worth_keeping"]
