"""The Anmika parts of the mahjong scene (the scene half of the table's variant,
:class:`~gui.families.mahjong.variant.TableVariant`): each seat's extracted norths and flowers (抜き牌), the chip ledger (祝儀) and badges on the seat
strips, the fever lines (フィーバー), the sitting-out panel (抜け番) and the dice (サイコロチャンス).

A view is an Anmika view when its data has ``extracted`` (notes/anmika_contract.md, helper
"table"); a riichi view on this table shows none of it. The keys read: ``extracted``, ``chips``,
``riichi_kind``, ``open_shown``, ``fever``, ``pocchi``, ``shuba``, ``shuba_used``,
``sitting_out``, ``active``, ``returned_east``.
"""
from __future__ import annotations

from PySide6.QtCore import QEasingCurve

from ...i18n import translate
from . import layout as A
from ...families.mahjong import layout as L
from ...table.animator import Tweens
from .items import SittingOutPanel, paint_anmika_strip
from .dice_item import FADE_IN_MS, FADE_OUT_MS, ROLL_DELAY_MS, ROLL_MS, END_HOLD_MS, DiceItem, pair_text
from ...families.mahjong.items import TileItem
from ...families.mahjong.variant import TableVariant
from ...table.targets import Target

ANMIKA_KEYS = ("chips", "riichi_kind", "shuba", "shuba_used", "pocchi", "fever", "sitting_out", "active",
               "returned_east")
RIICHI_COLOURS = {"riichi": "#c62828", "double": "#ad1457", "open": "#ef6c00", "fever": "#d81b60"}
FEVER_FACTOR = {1: 1, 2: 2, 3: 4}          # points and chips ×1 / ×2 / ×4 (§2.5)


def signed(n: int) -> str:
    """A chip count with its sign: +12, −5 (a true minus), 0."""
    n = int(n)
    return f"+{n:,}" if n > 0 else f"\u2212{-n:,}" if n < 0 else "0"


def chips_text(n: int) -> str:
    """The chip ledger of a seat: "Chips +12"."""
    return translate("AnmikaTable", "Chips {n}").format(n=signed(n))


def _at(seq, s: int, default=None):
    return seq[s] if isinstance(seq, (list, tuple)) and 0 <= s < len(seq) else default


def seat_badges(info: dict, s: int) -> list[tuple[str, str]]:
    """The badges of seat ``s`` as (translated text, colour): its riichi kind (立直 / ダブル /
    オープン / フィーバー ×n), 祝儀倍 (or 祝儀倍済 once the right is used), its pocchi state
    (正 / 逆 ×factor)."""
    out = []
    kind = _at(info.get("riichi_kind"), s, "") or ""
    fever = info.get("fever") or None
    if kind:
        texts = {"riichi": translate("AnmikaTable", "立直"), "double": translate("AnmikaTable", "ダブル"),
                 "open": translate("AnmikaTable", "オープン")}
        if kind == "fever":
            tier = int(fever.get("tier") or 1) if isinstance(fever, dict) and fever.get("seat") == s else 1
            factor = FEVER_FACTOR.get(tier, 1)
            text = translate("AnmikaTable", "フィーバー") if factor == 1 else \
                translate("AnmikaTable", "フィーバー ×{n}").format(n=factor)
        else:
            text = texts.get(kind, kind)
        out.append((text, RIICHI_COLOURS.get(kind, "#c62828")))
    if _at(info.get("shuba"), s, False):
        out.append((translate("AnmikaTable", "祝儀倍"), "#b8860b"))
    elif _at(info.get("shuba_used"), s, False):
        out.append((translate("AnmikaTable", "祝儀倍済"), "#616161"))
    pocchi = _at(info.get("pocchi"), s)
    if isinstance(pocchi, dict):
        factor = int(pocchi.get("factor") or 1)
        if int(pocchi.get("sign") or 1) < 0:
            out.append((translate("AnmikaTable", "逆 ×{n}").format(n=factor), "#6a1b9a"))
        else:
            out.append((translate("AnmikaTable", "正 ×{n}").format(n=factor), "#2e7d32"))
    return out


def fever_lines(info: dict, name) -> list[tuple[str, str]]:
    """The centre panel's fever lines: "Fever ×2" (double fever: points and chips ×2), "Aoi: 2 wins"."""
    fever = info.get("fever")
    if not isinstance(fever, dict):
        return []
    tier = int(fever.get("tier") or 1)
    factor = FEVER_FACTOR.get(tier, 1)
    title = translate("AnmikaTable", "Fever") if factor == 1 else translate("AnmikaTable", "Fever ×{n}").format(n=factor)
    seat = fever.get("seat")
    who = name(seat) if isinstance(seat, int) else "?"
    wins = int(fever.get("wins") or 0)
    return [(title, "#d81b60"), (translate("AnmikaTable", "{name}: {n} wins").format(name=who, n=wins), "#f8bbd0")]


class AnmikaScene(TableVariant):
    """The scene half of :class:`~gui.games.anmika.table.AnmikaVariant`: its items, bookkeeping and
    steps (see the module docstring). ``on``: the view shown is an Anmika view."""

    def setup_scene(self, scene) -> None:
        self.scene = scene
        self.on = False
        self.extracted: list[list[TileItem]] = []
        self.shown: set[int] = set()                # seats whose open riichi shows tiles
        self.sitting_panel = SittingOutPanel()
        self.sitting_panel.setVisible(False)
        scene.addItem(self.sitting_panel)
        self.dice: DiceItem | None = None
        scene.centre.strip_painter = paint_strip

    # --- a whole view ----------------------------------------------------------------------------
    def sync(self, data: dict) -> None:
        """Take the Anmika keys of view ``data`` (none: a riichi view, nothing shown)."""
        sc = self.scene
        self.on = "extracted" in data
        n = sc.seats
        if len(self.extracted) != n:
            self.extracted = [[] for _ in range(n)]
        if not self.on:
            for s in range(n):
                self.extracted[s] = sc._match(self.extracted[s], [], True)
            self.shown = set()
            return
        for k in ANMIKA_KEYS:
            sc.info[k] = data.get(k)
        extracted = data.get("extracted") or []
        for s in range(n):
            self.extracted[s] = sc._match(self.extracted[s], list(_at(extracted, s, []) or []), True)
        shown = data.get("open_shown") or []
        self.shown = {s for s in range(n) if _at(shown, s)}

    def clear_rows(self) -> None:
        self.extracted = [[] for _ in range(self.scene.seats)]

    def add_targets(self, out: dict) -> None:
        """Add where every extracted tile belongs to ``out``."""
        for s, items in enumerate(self.extracted):
            for i, (item, p) in enumerate(zip(items, A.extracted_places(self.scene.side(s), len(items)))):
                out[item] = Target(p, 120 + i * 0.01, True)

    def extra_tiles(self) -> list[TileItem]:
        """Every extracted tile item."""
        return [t for row in self.extracted for t in row]

    extracted_tiles = extra_tiles

    def shows_hand(self, seat: int) -> bool:
        return seat in self.shown

    def new_hand(self, info: dict) -> None:
        """A new hand: no extracted tiles, no riichi, pocchi or shuba yet; chips stay."""
        sc = self.scene
        n = sc.seats
        self.extracted = [[] for _ in range(n)]
        self.shown = set()
        if self.on:
            sc.info.update({"riichi_kind": [""] * n, "pocchi": [None] * n, "shuba": [False] * n, "fever": None})
            for key in ("sitting_out", "active", "chips", "returned_east"):
                if key in info:
                    sc.info[key] = info[key]

    # --- plates ----------------------------------------------------------------------------------
    def seat_entry(self, s: int, entry: dict) -> None:
        """Add seat ``s``'s chips, badges and sitting-out mark to its strip ``entry``."""
        if not self.on:
            return
        info = self.scene.info
        entry["chips"] = chips_text(_at(info.get("chips"), s, 0) or 0)
        entry["badges"] = seat_badges(info, s)
        entry["out"] = info.get("sitting_out") == s

    def centre_lines(self, info: dict, lines: list[str]) -> list:
        """The round line marked when the east round is played again (返り東); the fever lines."""
        if self.on and info.get("returned_east"):
            lines[0] = translate("AnmikaTable", "{round} (返り東)").format(round=lines[0])
        return fever_lines(info, self.scene.name) if self.on else []

    def strip_rect(self, side: int):
        """Wider side strips on an Anmika table (chips and badges), the riichi table's otherwise."""
        return A.strip_rect(side) if self.on else L.strip_rect(side)

    def inner_rect(self):
        return A.inner_rect() if self.on else L.inner_rect()

    def refresh(self) -> None:
        """The sitting-out panel, from the scene's info."""
        sc = self.scene
        info = sc.info
        out = info.get("sitting_out") if self.on else None
        panel = self.sitting_panel
        if not isinstance(out, int) or not 0 <= out < sc.seats:
            panel.setVisible(False)
            return
        panel.set_geometry(*A.sitting_out_rect(sc.side(out)))
        scores = info.get("scores") or []
        panel.set_content(sc.name(out), translate("AnmikaTable", "{n} points").format(n=f"{int(_at(scores, out, 0) or 0):,}"),
                          chips_text(_at(info.get("chips"), out, 0) or 0),
                          translate("AnmikaTable", "Sitting out (抜け番)"))
        panel.setVisible(True)

    # --- steps -------------------------------------------------------------------------------------
    def step_extract(self, tw: Tweens, seat: int, code: str) -> None:
        """``seat`` sets a north or a flower aside: the tile flies from its hand to its extracted row."""
        sc = self.scene
        self.on = True
        while len(self.extracted) < sc.seats:
            self.extracted.append([])
        item = sc._take(seat, code)
        self.extracted[seat].append(item)
        sc._resort(seat)
        sc.place(tw, ms=380, items=[item], flight_z=800)
        sc.place(tw, ms=240, items=sc.hands[seat])

    def set_chips(self, chips) -> None:
        """The chip totals after an event."""
        if isinstance(chips, (list, tuple)) and chips:
            self.scene.info["chips"] = list(chips)
            self.scene.refresh_plates()

    def step_dice(self, tw: Tweens, info: dict, title: str, result: str) -> DiceItem | None:
        """The dice chance of a ``dice`` event: two dice tumble and show each roll (hits in gold),
        then the panel fades out; the chips change at the end. At speed 0 only the chips change."""
        if tw.ms(100) == 0:
            self.set_chips(info.get("chips"))
            return None
        self.clear_dice()
        x, y, w, h = A.dice_rect()
        item = DiceItem(w, h, info.get("rolls") or [], info.get("pair") or (), title, result)
        item.setPos(x, y)
        item.setOpacity(0.0)
        self.scene.addItem(item)
        self.dice = item
        tw.prop(item, b"opacity", 1.0, FADE_IN_MS, easing=QEasingCurve.Type.Linear)
        tw.prop(item, b"progress", 1.0, ROLL_MS, delay=ROLL_DELAY_MS, start=0.0, easing=QEasingCurve.Type.Linear)
        tw.prop(item, b"opacity", 0.0, FADE_OUT_MS, delay=ROLL_DELAY_MS + ROLL_MS + END_HOLD_MS, start=1.0,
                easing=QEasingCurve.Type.Linear)
        tw.then(lambda: self.set_chips(info.get("chips")))
        tw.then(lambda: self.clear_dice(item))
        return item

    def clear_dice(self, item: DiceItem | None = None) -> None:
        """Take the dice panel (``item``, or whichever is shown) off the table."""
        item = item or self.dice
        if item is not None and item.scene() is self.scene:
            self.scene.removeItem(item)
        if item is self.dice:
            self.dice = None

    def dice_title(self, info: dict, owner: str) -> str:
        """The dice panel's title: "Aoi's dice chance: 2-4, 70 per hit"."""
        return translate("AnmikaTable", "{name}: dice {pair}, {n} per hit").format(
            name=owner, pair=pair_text(info.get("pair")), n=signed(int(info.get("per_hit") or 0)))


def paint_strip(panel, painter, box, info: dict) -> bool:
    """The centre panel's strip painter: an Anmika strip (with chips) is painted here."""
    if "chips" not in info:
        return False
    paint_anmika_strip(panel, painter, box, info)
    return True


__all__ = ["AnmikaScene", "paint_strip", "seat_badges", "fever_lines", "chips_text", "signed", "ANMIKA_KEYS"]
