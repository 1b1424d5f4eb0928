"""The Anmika buttons of the mahjong table, built from the legal actions only (like
:mod:`gui.families.mahjong.calls`, which calls these through the Anmika variant, :mod:`gui.games.anmika.table`):

* the riichi variants — リーチ (``riichi``), オープン立直 (``open_riichi``), フィーバー立直
  (``fever_riichi``, one button per legal ``tier``) — each opens the riichi mode
  ``"riichi:<kind>:<tier>"`` in which the player discards one of the marked tiles; while it is
  open a 祝儀倍 (shuba) toggle is shown when a legal action of that variant has ``shuba=True``;
* 北抜き (``extract``): a button with the north it sets aside;
* the decisions of a win or a dice chance, one button per action: 金北 (``gold_north``: spring,
  summer, autumn, winter, none, defer), 冬 (``winter``: fire, hold), 神ポッチ (``god_pocchi``:
  most, fewest), the 15 dice pairs
  (``dice_pair``, a grid).

Actions are read with ``getattr(a, "tier", 0)`` and ``getattr(a, "shuba", False)`` (the riichi
game's actions have neither)."""
from __future__ import annotations

from ...i18n import translate

#: the button groups of an Anmika table in display order (the riichi table's with Anmika's own)
GROUPS = (("tsumo", ("tsumo",)), ("ron", ("ron",)), ("riichi", ("riichi",)),
          ("open_riichi", ("open_riichi",)), ("fever_riichi", ("fever_riichi",)), ("extract", ("extract",)),
          ("kan", ("closed_kan", "added_kan", "open_kan")), ("pon", ("pon",)), ("chi", ("chi",)),
          ("pass", ("pass",)), ("gold_north", ("gold_north",)), ("winter", ("winter",)), ("god_pocchi", ("god_pocchi",)),
          ("dice_pair", ("dice_pair",)), ("stop", ("stop",)), ("play_on", ("play_on",)))
VARIANT_KINDS = ("riichi", "open_riichi", "fever_riichi")
DIRECT = ("gold_north", "winter", "god_pocchi", "dice_pair")          # one button per action
COLORS = {"open_riichi": "#ef6c00", "fever_riichi": "#d81b60", "extract": "#455a64", "gold_north": "#8d6e00",
          "winter": "#5f3dc4", "god_pocchi": "#2e7d32", "dice_pair": "#00695c", "shuba_on": "#b8860b", "shuba_off": "#546e7a"}
SEASON_TILES = {"spring": "1f", "summer": "2f", "autumn": "3f", "winter": "4f"}


def tier_of(action) -> int:
    """The fever tier of an action (0 for the others)."""
    return int(getattr(action, "tier", 0) or 0)


def shuba_of(action) -> bool:
    """Whether an action declares 祝儀倍 (shuba)."""
    return bool(getattr(action, "shuba", False))


def riichi_variant(mode: str) -> tuple[str, int] | None:
    """The riichi variant a table mode stands for: ``"riichi"`` -> ("riichi", 0),
    ``"riichi:fever_riichi:2"`` -> ("fever_riichi", 2); None for other modes."""
    if mode == "riichi":
        return "riichi", 0
    if mode.startswith("riichi:"):
        _, kind, tier = (mode.split(":") + ["0"])[:3]
        return kind, int(tier or 0)
    return None


def variant_mode(kind: str, tier: int = 0) -> str:
    """The table mode of a riichi variant (plain riichi keeps the riichi table's ``"riichi"``)."""
    return "riichi" if kind == "riichi" and not tier else f"riichi:{kind}:{int(tier)}"


def variant_actions(legal: list, kind: str, tier: int = 0, shuba: bool | None = None) -> list:
    """The legal actions of a riichi variant (with ``shuba`` given: only those of that choice)."""
    return [a for a in legal if a.kind == kind and tier_of(a) == tier and (shuba is None or shuba_of(a) == shuba)]


def variant_text(kind: str, tier: int = 0) -> str:
    """A riichi variant's button text."""
    if kind == "open_riichi":
        return translate("AnmikaTable", "Open riichi (オープン)")
    if kind == "fever_riichi":
        return {2: translate("AnmikaTable", "Double fever (ダブル)"),
                3: translate("AnmikaTable", "Triple fever (トリプル)")}.get(tier, translate("AnmikaTable", "Fever riichi (フィーバー)"))
    return translate("MahjongTableView", "Riichi (リーチ)")


def shuba_text(on: bool) -> str:
    """The 祝儀倍 toggle's text."""
    return translate("AnmikaTable", "Shuba ×2 (祝儀倍): on") if on else translate("AnmikaTable", "Shuba ×2 (祝儀倍): off")


def riichi_mode_buttons(spec, legal: list, mode: str, shuba: bool) -> list:
    """The buttons while a riichi variant waits for its discard: the 祝儀倍 toggle (when the
    variant may be declared with shuba) and Cancel. ``spec`` is the ButtonSpec class."""
    kind, tier = riichi_variant(mode)
    actions = variant_actions(legal, kind, tier)
    if not actions:
        return []
    out = []
    if any(shuba_of(a) for a in actions):
        out.append(spec("shuba", shuba_text(shuba), COLORS["shuba_on" if shuba else "shuba_off"], (), None, "shuba"))
    return out + [spec("back", translate("MahjongTableView", "Cancel riichi"), "#546e7a")]


def group_buttons(spec, group: str, actions: list) -> list | None:
    """The buttons of an Anmika group in the table's first row (None: not an Anmika group)."""
    if group == "open_riichi":
        return [spec("group:open_riichi", variant_text("open_riichi"), COLORS["open_riichi"], (), None, "open_riichi")]
    if group == "fever_riichi":
        tiers = sorted({tier_of(a) for a in actions})
        return [spec(f"group:fever_riichi:{t}", variant_text("fever_riichi", t), COLORS["fever_riichi"], (), None,
                     "fever_riichi") for t in tiers]
    if group == "extract":
        if len(actions) == 1:
            return [spec("action", translate("AnmikaTable", "Extract (北抜き)"), COLORS["extract"],
                         tuple(actions[0].cards), actions[0], "extract")]
        return [spec("group:extract", translate("AnmikaTable", "Extract (北抜き)"), COLORS["extract"], (), None, "extract")]
    if group in DIRECT:
        return [spec("action", action_text(a), COLORS[group], action_tiles(a), a, group) for a in actions]
    return None


def action_tiles(action) -> tuple:
    """The tiles a decision button shows (the flower 金北 strengthens)."""
    if action.kind == "gold_north" and action.target in SEASON_TILES:
        return (SEASON_TILES[action.target],)
    return ()


def action_text(action) -> str:
    """A decision button's text."""
    target = str(action.target or "")
    if action.kind == "gold_north":
        return {"spring": translate("AnmikaTable", "Spring (春)"), "summer": translate("AnmikaTable", "Summer (夏)"),
                "autumn": translate("AnmikaTable", "Autumn (秋)"), "winter": translate("AnmikaTable", "Winter (冬)"),
                "none": translate("AnmikaTable", "Not used (使わない)"),
                "defer": translate("AnmikaTable", "Decide later (保留)")}.get(target, target)
    if action.kind == "winter":
        return {"fire": translate("AnmikaTable", "Fire winter (冬を使う)"),
                "hold": translate("AnmikaTable", "Hold (保留)")}.get(target, target)
    if action.kind == "god_pocchi":
        return {"most": translate("AnmikaTable", "Highest (最高目)"),
                "fewest": translate("AnmikaTable", "Lowest (安目)")}.get(target, target)
    if action.kind == "dice_pair":
        return " · ".join(target) if len(target) == 2 else target
    if action.kind == "extract":
        return translate("AnmikaTable", "Extract (北抜き)")
    return action.kind


def anmika_prompt(legal: list, mode: str, shuba: bool) -> str:
    """The prompt for an Anmika decision or riichi variant ("" when none applies)."""
    variant = riichi_variant(mode)
    if variant is not None and variant != ("riichi", 0):
        text = translate("AnmikaTable", "{variant}: discard one of the tiles marked in red.").format(
            variant=variant_text(*variant))
        return text + (" " + translate("AnmikaTable", "Shuba (祝儀倍) is on.") if shuba else "")
    kinds = {a.kind for a in legal}
    if "dice_pair" in kinds:
        return translate("AnmikaTable", "Dice chance (出目当て): name a pair of faces; four rolls, each roll showing it is a hit.")
    if "gold_north" in kinds:
        return translate("AnmikaTable", "Gold north (金北): choose the flower it strengthens.")
    if "winter" in kinds:
        return translate("AnmikaTable", "Winter (冬): fire it now, or hold it for a later win?")
    if "god_pocchi" in kinds:
        return translate("AnmikaTable", "God pocchi (神ポッチ): take it as the tile that pays most, or least?")
    return ""


__all__ = ["GROUPS", "VARIANT_KINDS", "DIRECT", "tier_of", "shuba_of", "riichi_variant", "variant_mode", "variant_actions",
           "variant_text", "shuba_text", "riichi_mode_buttons", "group_buttons", "action_text", "action_tiles",
           "anmika_prompt"]
