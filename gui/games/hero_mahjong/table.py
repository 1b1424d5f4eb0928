"""The Hero Mahjong table: the mahjong table of :mod:`gui.families.mahjong` with :class:`HeroVariant`
plugged in.

The variant's scene half (each seat's cards, the pending 加速 steps, card deposits) is
:class:`~gui.games.hero_mahjong.scene.HeroScene`, its gestures (using a card, the tile choices,
the deck chooser) :class:`~gui.games.hero_mahjong.gestures.HeroGestures`; this module adds the
window buttons and card choices (:mod:`gui.games.hero_mahjong.calls`), the card events
(:mod:`gui.games.hero_mahjong.events`) and the teaching notes on the cards.
"""
from __future__ import annotations

from ...families.mahjong.calls import ButtonSpec
from ...families.mahjong.view import MahjongTableView
from . import calls as HC
from .events import animate_hero
from .gestures import HeroGestures
from .text import cards_teaching, known_lines


class HeroVariant(HeroGestures):
    """What Hero Mahjong adds to the mahjong table (see the module docstring)."""

    groups = HC.GROUPS
    action_kinds = frozenset({"card", "draw", "sketch", "swap", "swap_rivers", "put_back", "done", "pick"})

    # --- buttons and modes -----------------------------------------------------------------------
    def mode_buttons(self, legal: list, mode: str, names: list[str]) -> list | None:
        return HC.card_mode_buttons(ButtonSpec, legal, mode, names)

    def group_buttons(self, group: str, actions: list, data: dict) -> list | None:
        return HC.group_buttons(ButtonSpec, group, actions, data)

    def choice_text(self, action) -> str | None:
        return HC.chi_text(action)

    def mode_valid(self, legal: list, mode: str) -> bool | None:
        card_id = HC.card_mode(mode)
        return None if card_id is None else bool(self.card_actions(card_id))

    # --- events and teaching --------------------------------------------------------------------
    def animate(self, tw, group: list, view_after) -> bool:
        return animate_hero(self.view, tw, group, view_after)

    def teaching_notes(self) -> str:
        """The local seat's cards usable now and why the others are not."""
        v = self.view
        data = v._view.data
        seat = v._seat
        if "card_notes" not in data or seat is None:
            return ""
        known = (data.get("known") or [[]] * (seat + 1))[seat]
        return cards_teaching(data["card_notes"], list((data.get("decks") or [[]] * (seat + 1))[seat]),
                              known_lines(known, self.scene.names, int(data.get("wall") or 0)))


def make_table(parent=None) -> MahjongTableView:
    """A mahjong table for Hero Mahjong (the game's ``FRONTEND.table``)."""
    return MahjongTableView(parent, variant=HeroVariant())


__all__ = ["HeroVariant", "make_table"]
