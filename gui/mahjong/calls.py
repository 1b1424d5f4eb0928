"""The call buttons of the mahjong table, built from the legal actions (no rules here: a button
exists only for actions the state offers, and each stands for an exact legal action).

:func:`call_buttons` turns the legal actions and the table's mode into :class:`ButtonSpec` rows:

* mode ``""``: one button per kind of answer (Tsumo, Ron, Riichi, Kan, Pon, Chi, Pass, Stop,
  Play on). A kind with one action chooses it; with several (chi shapes, red five or not, which
  kan) the button opens a choice;
* mode ``"choice:<group>"``: one button per action of the group, showing its tiles, and Back;
* mode ``"riichi"``: the player picks the riichi discard in the hand; only Cancel is shown.

Anmika's groups (riichi variants with 祝儀倍, 北抜き, 金北, 冬, dice pairs) and their modes
(``"riichi:<kind>:<tier>"``) are built by :mod:`gui.games.anmika.calls`; Hero Mahjong's (draw,
done, the sketch, a card's choices in the mode ``"card:<id>"``) by :mod:`gui.games.hero_mahjong.calls`.
"""
from __future__ import annotations

from typing import NamedTuple

from ..i18n import translate
from .items import sort_key

#: the button groups in the order the table shows them, and the action kinds of each
GROUPS = (("tsumo", ("tsumo",)), ("ron", ("ron",)), ("riichi", ("riichi",)),
          ("open_riichi", ("open_riichi",)), ("fever_riichi", ("fever_riichi",)), ("extract", ("extract",)),
          ("kan", ("closed_kan", "added_kan", "open_kan")), ("pon", ("pon",)), ("chi", ("chi",)),
          ("pass", ("pass",)), ("gold_north", ("gold_north",)), ("winter", ("winter",)), ("god_pocchi", ("god_pocchi",)),
          ("dice_pair", ("dice_pair",)), ("draw", ("draw",)), ("sketch", ("sketch",)), ("done", ("done",)),
          ("stop", ("stop",)), ("play_on", ("play_on",)))
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


def group_of(kind: str) -> str:
    """The button group of an action kind ("" for discards)."""
    return next((g for g, kinds in GROUPS if kind in kinds), "")


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
    if action.kind == "extract":
        from ..games.anmika.calls import action_text
        return action_text(action)
    if action.kind == "chi" and getattr(action, "option", "").startswith("card="):     # 駅伝の道
        from ..games.hero_mahjong.text import card_name
        return translate("HeroTable", "Chi with {card}").format(card=card_name(action.option[5:]))
    return {"closed_kan": translate("MahjongTableView", "Closed kan"),
            "added_kan": translate("MahjongTableView", "Added kan"),
            "open_kan": translate("MahjongTableView", "Open kan")}.get(action.kind, group_text(group_of(action.kind)))


def action_tiles(action, claim_tile: str | None) -> tuple:
    """The tiles a call shows: the hand tiles with the claimed one, in order."""
    tiles = list(action.cards)
    if action.kind in ("chi", "pon", "open_kan") and claim_tile:
        tiles.append(claim_tile)
    return tuple(sorted(tiles, key=sort_key))


def legal_groups(legal: list) -> dict[str, list]:
    """The legal actions by button group, in display order (discards are not buttons)."""
    out: dict[str, list] = {}
    for group, kinds in GROUPS:
        found = [a for a in legal if a.kind in kinds]
        if found:
            out[group] = found
    return out


def call_buttons(legal: list, mode: str = "", claim_tile: str | None = None, shuba: bool = False,
                 names: list[str] | None = None, data: dict | None = None) -> list[ButtonSpec]:
    """The buttons to show for ``legal`` in ``mode`` (see the module docstring); ``shuba``: the
    state of the 祝儀倍 toggle in a riichi mode; ``names`` and the view ``data`` for Hero
    Mahjong's choices."""
    from ..games.anmika import calls as AC
    from ..games.hero_mahjong import calls as HC
    groups = legal_groups(legal)
    if AC.riichi_variant(mode) is not None:
        return AC.riichi_mode_buttons(ButtonSpec, legal, mode, shuba)
    card_buttons = HC.card_mode_buttons(ButtonSpec, legal, mode, list(names or []))
    if card_buttons is not None:
        return card_buttons
    if mode.startswith("choice:"):
        group = mode[7:]
        actions = groups.get(group, [])
        if not actions:
            return call_buttons(legal, "", claim_tile)
        out = [ButtonSpec("action", choice_text(a), COLORS.get(group, AC.COLORS.get(group, "#1565c0")),
                          action_tiles(a, claim_tile), a, group) for a in actions]
        return out + [ButtonSpec("back", group_text("back"), COLORS["back"])]
    out = []
    for group, actions in groups.items():
        special = AC.group_buttons(ButtonSpec, group, actions)
        if special is None:
            special = HC.group_buttons(ButtonSpec, group, actions, data or {})
        if special is not None:
            out += special
            continue
        single = actions[0] if len(actions) == 1 and group != "riichi" else None
        tiles = action_tiles(single, claim_tile) if single is not None and group in ("chi", "kan") else ()
        out.append(ButtonSpec(f"group:{group}", group_text(group), COLORS[group], tiles, single, group))
    return out


__all__ = ["ButtonSpec", "GROUPS", "call_buttons", "legal_groups", "group_of", "group_text", "choice_text",
           "action_tiles"]
