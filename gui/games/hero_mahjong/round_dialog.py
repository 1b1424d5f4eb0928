"""The Hero Mahjong part of the end-of-hand dialog (:mod:`gui.families.mahjong.round_dialog`): the han a
card adds beside the listed yaku (五輪の書: +1 han for a riichi win) on a row of its own.
:func:`show_round_result` is the game's ``FRONTEND.round_dialog``."""
from __future__ import annotations

from typing import Callable

from ...i18n import translate
from ...families.mahjong.round_dialog import MahjongRoundDialog, RoundExtras, show_mahjong_round_result


class HeroRoundExtras(RoundExtras):
    """A card's han beside the yaku."""

    def bonus_label(self) -> str:
        return translate("MahjongRound", "Hero card (カード効果)")


def show_round_result(parent, result, names: list[str], *, options: dict | None = None,
                      on_closed: Callable[[], None] | None = None, you: int | None = None) -> MahjongRoundDialog:
    """The end-of-hand dialog of a Hero Mahjong hand (with :class:`HeroRoundExtras`)."""
    return show_mahjong_round_result(parent, result, names, options=options, on_closed=on_closed, you=you,
                                     extras=HeroRoundExtras())


__all__ = ["HeroRoundExtras", "show_round_result"]
