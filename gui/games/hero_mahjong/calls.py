"""The Hero Mahjong buttons of the mahjong table (英雄麻雀), built from the legal actions only
(like :mod:`gui.families.mahjong.calls`, which calls these through the Hero variant,
:mod:`gui.games.hero_mahjong.table`):

* the window steps: Draw (``draw``, 自分ツモ前 is over), Done (``done``: no more swaps / picks),
  the sketch (素描: ``sketch`` keep or move, with the top tile shown);
* the card mode ``"card:<id>"`` opened by clicking a card with several choices: one button per
  choice that is a number (N of 超加速, ``n=``) or an opponent (``seat=``), and Back. Choices that
  are tiles (``hand=``, ``river=``) are picked on the table (:mod:`gui.games.hero_mahjong.gestures`).
"""
from __future__ import annotations

from .text import card_name, card_of
from ...i18n import translate
from ...families.mahjong.log import points_text

#: the button groups of a Hero Mahjong table in display order (the riichi table's with the window steps)
GROUPS = (("tsumo", ("tsumo",)), ("ron", ("ron",)), ("riichi", ("riichi",)),
          ("kan", ("closed_kan", "added_kan", "open_kan")), ("pon", ("pon",)), ("chi", ("chi",)),
          ("pass", ("pass",)), ("draw", ("draw",)), ("sketch", ("sketch",)), ("done", ("done",)),
          ("stop", ("stop",)), ("play_on", ("play_on",)))
COLORS = {"draw": "#2e7d32", "sketch": "#8d6e00", "done": "#2e7d32", "card": "#6a1b9a"}


def choice(option: str) -> dict[str, str]:
    """A card action's option as a dict: ``"hand=3m,river=2"`` -> {"hand": "3m", "river": "2"}."""
    return dict(part.split("=", 1) for part in option.split(",") if "=" in part)


def card_mode(mode: str) -> str | None:
    """The card a table mode ``"card:<id>"`` is choosing for (None for other modes)."""
    return mode[5:] if mode.startswith("card:") else None


def is_button_choice(action) -> bool:
    """A card choice made with a button (a number or an opponent), not on the table."""
    c = choice(getattr(action, "option", ""))
    return bool(c) and set(c) <= {"n", "seat"}


def option_text(action, names: list[str]) -> str:
    """A choice button's text: "超加速 2: deposit 2,000", "On Ren"."""
    c = choice(action.option)
    if "seat" in c:
        s = int(c["seat"])
        name = names[s] if 0 <= s < len(names) else "?"
        return translate("HeroTable", "On {name}").format(name=name)
    if "n" in c:
        n = int(c["n"])
        card = card_of(action.target)
        cost = next((e.get("cost") for e in card.effects if e.op == "paid_super_accel"), 0) if card else 0
        if cost:
            return translate("HeroTable", "超加速 {n}: deposit {points}").format(n=n, points=points_text(n * cost))
        return translate("HeroTable", "N = {n}").format(n=n)
    return card_name(action.target)


def group_text(group: str, action=None) -> str:
    if group == "draw":
        return translate("HeroTable", "Draw (ツモ)")
    if group == "done":
        return translate("HeroTable", "Done")
    if group == "sketch":
        return translate("HeroTable", "Move it to the end") if action is not None and action.target == "move" \
            else translate("HeroTable", "Keep it on top")
    return group


def group_buttons(spec, group: str, actions: list, data: dict) -> list | None:
    """The buttons of a hero group (None for the riichi ones). ``spec`` is the ButtonSpec class."""
    if group == "sketch":
        tile = data.get("sketch")
        return [spec("action", group_text(group, a), COLORS[group], (tile,) if tile else (), a, group) for a in actions]
    if group in ("draw", "done"):
        return [spec(f"group:{group}", group_text(group), COLORS[group], (), actions[0], group)]
    return None


def card_mode_buttons(spec, legal: list, mode: str, names: list[str]) -> list | None:
    """The buttons while a card's choice is open: one per number or opponent, and Back."""
    card_id = card_mode(mode)
    if card_id is None:
        return None
    actions = [a for a in legal if a.kind == "card" and a.target == card_id and is_button_choice(a)]
    out = [spec("action", option_text(a, names), COLORS["card"], (), a, "card") for a in actions]
    return out + [spec("back", translate("MahjongTableView", "Back"), "#546e7a")]


def chi_text(action) -> str | None:
    """The choice button of a chi made with a card (駅伝の道); None for other actions."""
    if action.kind == "chi" and getattr(action, "option", "").startswith("card="):
        return translate("HeroTable", "Chi with {card}").format(card=card_name(action.option[5:]))
    return None


__all__ = ["GROUPS", "chi_text", "choice", "card_mode", "option_text", "group_buttons", "card_mode_buttons", "is_button_choice"]
