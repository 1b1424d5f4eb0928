"""The call buttons of the mahjong table, built from the legal actions (no rules here: a button
exists only for actions the state offers, and each stands for an exact legal action).

:func:`call_buttons` turns the legal actions and the table's mode into :class:`ButtonSpec` rows:

* mode ``""``: one button per kind of answer (Tsumo, Ron, Riichi, Kan, Pon, Chi, Pass, Stop,
  Play on). A kind with one action chooses it; with several (chi shapes, red five or not, which
  kan) the button opens a choice;
* mode ``"choice:<group>"``: one button per action of the group, showing its tiles, and Back;
* mode ``"riichi"``: the player picks the riichi discard in the hand; only Cancel is shown.

A variant of the table (:class:`~gui.families.mahjong.variant.TableVariant`) brings its own groups, modes
and buttons (its riichi variants, decisions, cards...).
"""
from __future__ import annotations

from typing import NamedTuple

from ...i18n import translate
from .items import sort_key

#: the button groups of riichi in the order the table shows them, and the action kinds of each
GROUPS = (("tsumo", ("tsumo",)), ("ron", ("ron",)), ("riichi", ("riichi",)),
          ("kan", ("closed_kan", "added_kan", "open_kan")), ("pon", ("pon",)), ("chi", ("chi",)),
          ("pass", ("pass",)), ("stop", ("stop",)), ("play_on", ("play_on",)))
COLORS = {"tsumo": "#c62828", "ron": "#c62828", "riichi": "#ad1457", "kan": "#6a1b9a", "pon": "#1565c0",
          "chi": "#00838f", "pass": "#546e7a", "stop": "#2e7d32", "play_on": "#1565c0", "back": "#546e7a"}


class ButtonSpec(NamedTuple):
    """One button: ``key`` ("group:pon", "action", "back"), its text and colour, the tiles it
    shows, the exact legal ``action`` it chooses (None: it opens a choice or a mode) and the
    ``group`` it belongs to."""

    key: str
    text: str
    color: str
    tiles: tuple = ()
    action: object = None
    group: str = ""


def group_of(kind: str, groups: tuple = GROUPS) -> str:
    """The button group of an action kind ("" for discards)."""
    return next((g for g, kinds in groups if kind in kinds), "")


def group_text(group: str) -> str:
    """A button's text: the English name with the Japanese term beside it."""
    texts = {"tsumo": translate("MahjongTableView", "Tsumo (ツモ)"),
             "ron": translate("MahjongTableView", "Ron (ロン)"),
             "riichi": translate("MahjongTableView", "Riichi (リーチ)"),
             "kan": translate("MahjongTableView", "Kan (カン)"),
             "pon": translate("MahjongTableView", "Pon (ポン)"),
             "chi": translate("MahjongTableView", "Chi (チー)"),
             "pass": translate("MahjongTableView", "Pass"),
             "stop": translate("MahjongTableView", "Stop here (止め)"),
             "play_on": translate("MahjongTableView", "Play on (続行)"),
             "back": translate("MahjongTableView", "Back")}
    return texts.get(group, group)


def choice_text(action) -> str:
    """The text of a choice button (its tiles are drawn beside it)."""
    return {"closed_kan": translate("MahjongTableView", "Closed kan"),
            "added_kan": translate("MahjongTableView", "Added kan"),
            "open_kan": translate("MahjongTableView", "Open kan")}.get(action.kind, group_text(group_of(action.kind)))


def action_tiles(action, claim_tile: str | None) -> tuple:
    """The tiles a call shows: the hand tiles with the claimed one, in order."""
    tiles = list(action.cards)
    if action.kind in ("chi", "pon", "open_kan") and claim_tile:
        tiles.append(claim_tile)
    return tuple(sorted(tiles, key=sort_key))


def legal_groups(legal: list, groups: tuple = GROUPS) -> dict[str, list]:
    """The legal actions by button group, in display order (discards are not buttons)."""
    out: dict[str, list] = {}
    for group, kinds in groups:
        found = [a for a in legal if a.kind in kinds]
        if found:
            out[group] = found
    return out


def call_buttons(legal: list, mode: str = "", claim_tile: str | None = None, variant=None,
                 names: list[str] | None = None, data: dict | None = None) -> list[ButtonSpec]:
    """The buttons to show for ``legal`` in ``mode`` (see the module docstring); ``variant``: the
    table's :class:`~gui.families.mahjong.variant.TableVariant` (None: plain riichi); ``names`` and the view
    ``data`` for the variant's buttons."""
    special = variant.mode_buttons(legal, mode, list(names or [])) if variant is not None else None
    if special is not None:
        return special
    groups = legal_groups(legal, variant.groups if variant is not None else GROUPS)
    if mode == "riichi":                          # the riichi discard is picked in the hand
        return [ButtonSpec("back", translate("MahjongTableView", "Cancel riichi"), COLORS["back"])] \
            if groups.get("riichi") else []
    if mode.startswith("choice:"):
        group = mode[7:]
        actions = groups.get(group, [])
        if not actions:
            return call_buttons(legal, "", claim_tile, variant)
        colours = variant.colours if variant is not None else {}
        out = [ButtonSpec("action", (variant.choice_text(a) if variant is not None else None) or choice_text(a),
                          COLORS.get(group, colours.get(group, "#1565c0")), action_tiles(a, claim_tile), a, group)
               for a in actions]
        return out + [ButtonSpec("back", group_text("back"), COLORS["back"])]
    out = []
    for group, actions in groups.items():
        special = variant.group_buttons(group, actions, data or {}) if variant is not None else None
        if special is not None:
            out += special
            continue
        single = actions[0] if len(actions) == 1 and group != "riichi" else None
        tiles = action_tiles(single, claim_tile) if single is not None and group in ("chi", "kan") else ()
        out.append(ButtonSpec(f"group:{group}", group_text(group), COLORS[group], tiles, single, group))
    return out


__all__ = ["ButtonSpec", "GROUPS", "call_buttons", "legal_groups", "group_of", "group_text", "choice_text",
           "action_tiles"]
