"""The mahjong table scene: tile items of every zone (hands, ponds, melds, the dead wall), the
centre panel, riichi sticks, call buttons and the prompt.

It keeps the bookkeeping of which tile item lies where and places items with the pure geometry
of :mod:`gui.families.mahjong.layout`. :meth:`MahjongScene.sync` lays out a whole view at once; the
``step_*`` methods (in :class:`~gui.families.mahjong.steps.StepsMixin`) change the bookkeeping for
one event and describe the motion with :class:`~gui.table.animator.Tweens`. The scene decides no
rule: what it shows comes from the view data, and its texts are given translated by the view.
"""
from __future__ import annotations

from PySide6.QtWidgets import QGraphicsScene

from ...i18n import translate
from . import layout as L
from ...table.animator import Tweens
from ...table.felt import Felt
from ...table.scene_items import DropZone, InfoLabel
from .layout import arrange_meld
from .items import HIDDEN, CallButton, CentrePanel, PromptItem, StickItem, TileItem, sort_key
from .steps import StepsMixin
from ...table.targets import Target, set_now, tween_to
from ...table.zones import BubbleItem
from .variant import TableVariant

WIND_KANJI = "東南西北"


def local_order(codes: list[str], drawn: str | None) -> tuple[list[str], bool]:
    """A known hand sorted, with ``drawn`` (one copy) set apart at the end; and whether it is."""
    codes = sorted(codes, key=sort_key)
    if drawn is not None and drawn in codes:
        codes.remove(drawn)
        return codes + [drawn], True
    return codes, False


class MahjongScene(StepsMixin, Felt, QGraphicsScene):
    """The scene of one mahjong table (3 or 4 seats, the local seat at the bottom); ``variant``
    adds its items and zones (:class:`~gui.families.mahjong.variant.TableVariant`)."""

    def __init__(self, parent=None, variant: TableVariant | None = None) -> None:
        super().__init__(0, 0, L.SCENE_W, L.SCENE_H, parent)
        self.variant = variant if variant is not None else TableVariant()
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.seats = 0
        self.bottom = 0
        self.open_hands = False
        self.names: list[str] = []
        self.hands: list[list[TileItem]] = []
        self.apart: list[bool] = []                 # the last tile of the hand is the drawn one
        self.ponds: list[list[TileItem]] = []
        self.sideways: list[list[bool]] = []
        self.melds: list[list[list[TileItem]]] = []
        self.meld_data: list[list[dict]] = []
        self.wall_tiles: list[TileItem] = []
        self.dora: list[str] = []
        self.sticks: list[StickItem] = []
        self.dragging: set = set()
        self.tsumogiri: list[set[int]] = []         # per seat: pond places of tsumogiri discards (from the events)
        self.revealed: set[int] = set()             # seats whose hand is shown (a win, tenpai at a draw)
        self.info: dict = {}                        # round_wind, hand_no, honba, sticks, wall, scores, dealer, turn, riichi
        self.centre = CentrePanel(L.CENTRE, L.CENTRE)
        cx, cy, _, _ = L.centre_rect()
        self.centre.setPos(cx, cy)
        ix, iy, iw, ih = L.inner_rect()
        self.centre.inner = (ix - cx, iy - cy, iw, ih)
        self.addItem(self.centre)
        self.prompt = PromptItem(*L.PROMPT_RECT[2:])
        self.prompt.setPos(*L.PROMPT_RECT[:2])
        self.dora_label = InfoLabel(*L.DORA_LABEL[2:], px=18, backdrop=False)
        self.dora_label.setPos(*L.DORA_LABEL[:2])
        for item in (self.prompt, self.dora_label):
            self.addItem(item)
        px, py, pw, ph = L.pond_rect(L.BOTTOM)
        self.pond_zone = DropZone("pond", pw + 32, ph + 24)
        self.pond_zone.setPos(px - 16, py - 12)
        self.addItem(self.pond_zone)
        self.buttons: list[CallButton] = []
        for rect in L.button_rects(max(L.MAX_BUTTONS, 16)):        # 16: a long choice in a grid
            b = CallButton(rect[2], rect[3])
            b.setPos(*rect[:2])
            b.setVisible(False)
            self.buttons.append(b)
            self.addItem(b)
        self.variant.setup_scene(self)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts again (after a language switch)."""
        self.dora_label.set_text(translate("MahjongTableView", "Dora indicators (ドラ表示牌)"))
        self.centre.dealer_label = translate("MahjongTableView", "D")
        self.refresh_plates()

    # --- seats ------------------------------------------------------------------------------------
    def index_of(self, seat: int) -> int:
        """The position index (0 = bottom, then in turn order) of ``seat``."""
        return (seat - self.bottom) % self.seats

    def side(self, seat: int) -> int:
        """The side of the table ``seat`` sits at."""
        return L.side_of(self.seats, self.index_of(seat))

    def setup(self, seats: int, bottom: int) -> None:
        """Prepare ``seats`` seats with ``bottom`` at the bottom (another seat count clears the table)."""
        if seats == self.seats and bottom == self.bottom:
            return
        if seats != self.seats:
            self.seats = seats
            self.clear_tiles()
            for stick in self.sticks:
                self.removeItem(stick)
            self.sticks = [StickItem(L.STICK_W, L.STICK_H) for _ in range(seats)]
            for stick in self.sticks:
                stick.setVisible(False)
                self.addItem(stick)
        self.seats, self.bottom = seats, bottom
        self.centre.strips = {}
        cx, cy, _, _ = L.centre_rect()
        for s in range(seats):
            x, y, w, h = L.strip_rect(self.side(s))
            self.centre.strips[self.side(s)] = (x - cx, y - cy, w, h)
        for s, stick in enumerate(self.sticks):
            p = L.stick_place(self.side(s))
            stick.setPos(p.x, p.y)
            stick.setRotation(p.rotation)
        self.refresh_plates()

    def clear_tiles(self) -> None:
        """Remove every tile item (a new hand, another table)."""
        for item in self.all_tiles():
            if item.scene() is self:
                self.removeItem(item)
        n = self.seats
        self.hands, self.apart = [[] for _ in range(n)], [False] * n
        self.ponds, self.sideways = [[] for _ in range(n)], [[] for _ in range(n)]
        self.melds, self.meld_data = [[] for _ in range(n)], [[] for _ in range(n)]
        self.wall_tiles, self.dora = [], []
        self.tsumogiri = [set() for _ in range(n)]
        self.variant.clear_rows()

    def all_tiles(self) -> list[TileItem]:
        """Every tile item on the table."""
        out = [t for h in self.hands for t in h] + [t for p in self.ponds for t in p]
        out += [t for ms in self.melds for m in ms for t in m]
        return out + list(self.wall_tiles) + self.variant.extra_tiles()

    def name(self, seat: int) -> str:
        """The name shown for ``seat``."""
        return self.names[seat] if seat < len(self.names) else translate("MahjongTableView", "Seat {n}").format(n=seat + 1)

    def refresh_plates(self) -> None:
        """Redraw the centre panel from :attr:`info` (winds, dealer, scores, names, turn, round)."""
        info = self.info
        if not self.seats or not info:
            self.centre.set_content({}, [])
            return
        dealer = info.get("dealer", 0)
        scores = info.get("scores") or [0] * self.seats
        seats = {}
        for s in range(self.seats):
            seats[self.side(s)] = {"wind": WIND_KANJI[(s - dealer) % self.seats], "dealer": s == dealer,
                                   "score": f"{scores[s]:,}" if s < len(scores) else "",
                                   "name": self.name(s), "turn": s == info.get("turn")}
            self.variant.seat_entry(s, seats[self.side(s)])
        lines = centre_lines(info)
        extra = self.variant.centre_lines(info, lines)
        self.centre.set_content(seats, lines)
        self._strip_geometry()
        self.centre.set_extra_lines(extra)
        self.variant.refresh()
        for s, stick in enumerate(self.sticks):
            riichi = info.get("riichi") or []
            stick.setVisible(s < len(riichi) and bool(riichi[s]))

    def _strip_geometry(self) -> None:
        """The seat strips and the middle of the centre panel, as the variant lays them out."""
        cx, cy, _, _ = L.centre_rect()
        strips = {}
        for s in range(self.seats):
            x, y, w, h = self.variant.strip_rect(self.side(s))
            strips[self.side(s)] = (x - cx, y - cy, w, h)
        ix, iy, iw, ih = self.variant.inner_rect()
        if strips != self.centre.strips or (ix - cx, iy - cy, iw, ih) != self.centre.inner:
            self.centre.strips, self.centre.inner = strips, (ix - cx, iy - cy, iw, ih)
            self.centre.update()

    # --- a whole view at once ----------------------------------------------------------------------
    def sync(self, data: dict, bottom: int, open_hands: bool) -> None:
        """Lay out the table of the view ``data`` at once, reusing the items already there."""
        self.setup(int(data["seats"]), bottom)
        self.open_hands = bool(open_hands)
        self.revealed = set()
        self.info = {k: data.get(k) for k in ("round_wind", "hand_no", "honba", "sticks", "wall", "scores",
                                              "dealer", "riichi", "seats", "deposit", "accel")}
        step = data.get("step")
        self.info["turn"] = data.get("turn") if step in ("turn", "claims") else None
        for s in range(self.seats):
            codes = list(data["hands"][s])
            drawn = data.get("drawn") if (s == bottom or HIDDEN not in codes) and s == data.get("turn") else None
            if HIDDEN in codes:
                apart = len(codes) % 3 == 2
            else:
                codes, apart = local_order(codes, drawn)
            self.hands[s] = self._match(self.hands[s], codes, HIDDEN not in codes)
            self.apart[s] = apart
            pond = data["ponds"][s]
            self.ponds[s] = self._match(self.ponds[s], [p["tile"] for p in pond], True)
            self.sideways[s] = [bool(p["riichi"]) for p in pond]
            self.mark_tsumogiri(s, len(pond))
            for item, p in zip(self.ponds[s], pond):
                item.set_dimmed(bool(p["called"]))
            old = [t for m in self.melds[s] for t in m]
            self.meld_data[s] = [dict(m) for m in data["melds"][s]]
            self.melds[s] = []
            for m in self.meld_data[s]:
                codes_m = [c for c, _ in arrange_meld(m, s, self.seats)]
                items = self._match(old, codes_m, True, keep=True)
                self.melds[s].append(items)
            for item in old:
                self.removeItem(item)
        self.dora = list(data.get("dora_indicators") or [])
        self._sync_wall()
        from . import tile_faces
        safe = bool(data.get("colour_safe_pocchi"))       # a display option of the game (色覚配慮)
        if safe != tile_faces.COLOUR_SAFE:
            tile_faces.set_colour_safe(safe)
            for item in self.all_tiles():
                item.update()
        self.variant.sync(data)
        self.refresh_plates()
        for items in self.hands:
            for item in items:
                item.set_dimmed(False)
        self.place()

    def note_tsumogiri(self, events: list, data: dict) -> None:
        """Remember which discards of ``events`` were tsumogiri (their event says so), by their
        place in the ponds of the view ``data`` shown after them (discards of a hand that ended in
        the same batch are of no pond any more)."""
        ponds = data.get("ponds") or []
        size = [len(p) for p in ponds]
        while len(self.tsumogiri) < len(size):
            self.tsumogiri.append(set())
        for ev in reversed(events):
            if ev.kind in ("hand_started", "dealt"):
                return
            if ev.kind == "discarded" and ev.seat is not None and ev.seat < len(size):
                size[ev.seat] -= 1
                if ev.info.get("tsumogiri") and size[ev.seat] >= 0:
                    self.tsumogiri[ev.seat].add(size[ev.seat])

    def mark_tsumogiri(self, seat: int, size: int) -> None:
        """Grey the tsumogiri discards of ``seat``'s pond (of ``size`` tiles; the places past it,
        from an earlier hand, are forgotten)."""
        while len(self.tsumogiri) < self.seats:
            self.tsumogiri.append(set())
        marks = self.tsumogiri[seat] = {k for k in self.tsumogiri[seat] if k < size}
        for k, item in enumerate(self.ponds[seat]):
            item.set_tsumogiri(k in marks)

    def _match(self, old: list[TileItem], codes: list[str], face_up: bool, keep: bool = False) -> list[TileItem]:
        """Items for ``codes``: the old ones with the same code first, then unknown ones, then new;
        the old items left over leave the scene (with ``keep``, they stay in ``old`` instead)."""
        pool = list(old)
        out = []
        for code in codes:
            item = next((it for it in pool if it.code == code), None)
            if item is None:
                item = next((it for it in pool if it.code == HIDDEN), None)
            if item is None:
                item = self._new_tile(code, face_up)
            else:
                pool.remove(item)
                item.set_code(code)
                item.setOpacity(1.0)
            out.append(item)
        if keep:
            old[:] = pool
        else:
            for item in pool:
                if item.scene() is self:
                    self.removeItem(item)
        return out

    def _new_tile(self, code: str, face_up: bool) -> TileItem:
        item = TileItem(code, face_up)
        self.addItem(item)
        return item

    def _sync_wall(self) -> None:
        if len(self.wall_tiles) != L.DEAD_WALL_TILES:
            for item in self.wall_tiles:
                self.removeItem(item)
            self.wall_tiles = [self._new_tile(HIDDEN, False) for _ in range(L.DEAD_WALL_TILES)]
        for k in range(L.DEAD_WALL_TILES - 2):
            at = L.indicator_index(k)
            self.wall_tiles[at].set_code(self.dora[k] if k < len(self.dora) else HIDDEN)

    # --- placing --------------------------------------------------------------------------------------
    def local_hand(self) -> list[TileItem]:
        """The tile items of the bottom seat's hand, left to right (the drawn tile last)."""
        return list(self.hands[self.bottom]) if self.hands else []

    def face_for(self, seat: int, code: str) -> bool:
        """Whether ``seat``'s hand tile shows its face here."""
        return code != HIDDEN and (seat == self.bottom or self.open_hands or seat in self.revealed
                                    or self.variant.shows_hand(seat))

    def row(self, seat: int, count: int | None = None) -> L.RowGeom:
        """The row geometry of ``seat`` as its bookkeeping stands."""
        hand = self.hands[seat]
        lifted = {i for i, t in enumerate(hand) if t.is_selected()} if seat == self.bottom else set()
        specs = [[spec for _, spec in arrange_meld(m, seat, self.seats)] for m in self.meld_data[seat]]
        return L.row_layout(self.side(seat), len(hand) if count is None else count, self.apart[seat], specs,
                            local=seat == self.bottom, lifted=lifted)

    def targets(self) -> dict[TileItem, Target]:
        """Where every tile item belongs now."""
        out: dict[TileItem, Target] = {}
        for s in range(self.seats):
            geom = self.row(s)
            for i, (item, p) in enumerate(zip(self.hands[s], geom.hand)):
                out[item] = Target(p, 200 + i * 0.1, self.face_for(s, item.code))
            for k, (items, places) in enumerate(zip(self.melds[s], geom.melds)):
                specs = [spec for _, spec in arrange_meld(self.meld_data[s][k], s, self.seats)]
                for item, p, spec in zip(items, places, specs):
                    out[item] = Target(p, 150 + (1 if spec.stacked else 0), not spec.face_down)
            for i, (item, p) in enumerate(zip(self.ponds[s], L.pond_places(self.side(s), self.sideways[s]))):
                out[item] = Target(p, 100 + i * 0.01, True)
        for i, (item, p) in enumerate(zip(self.wall_tiles, L.dead_wall_places())):
            out[item] = Target(p, 20, item.code != HIDDEN)
        self.variant.add_targets(out)
        return out

    def place(self, tw: Tweens | None = None, ms: float = 320, items=None, flight_z: float | None = None,
              stagger: float = 0.0) -> None:
        """Move items (all, or ``items`` in that order) to their targets: at once without ``tw``,
        else as tweens (``flight_z`` lifts moving items above the rest while they fly)."""
        targets = self.targets()
        chosen = list(targets) if items is None else [i for i in items if i in targets]
        seen = placed(tw) if tw is not None else set()
        for k, item in enumerate(chosen):
            if item in self.dragging or item in seen:
                continue
            t = targets[item]
            if tw is None or tw.ms(ms) == 0:
                set_now(item, t)
                continue
            seen.add(item)
            tween_to(tw, item, t, ms, stagger * k, None if flight_z is None else flight_z + k)

    def bubble(self, seat: int | None, text: str, kind: str = "info") -> BubbleItem:
        """A bubble at ``seat`` (None: the table centre), not yet shown (opacity 0)."""
        item = BubbleItem(text, kind)
        if seat is None or not self.seats:
            item.setPos(L.CX, L.CY)
        else:
            item.setPos(*L.bubble_pos(self.side(seat)))
        item.setOpacity(0.0)
        self.addItem(item)
        return item


def centre_lines(info: dict) -> list[str]:
    """The middle lines of the centre panel: round and hand (東1局), honba, deposits, wall."""
    wind = int(info.get("round_wind") or 0)
    seats = int(info.get("seats") or 4)
    n = int(info.get("hand_no") or 0) % seats + 1
    rounds = [translate("MahjongTableView", "East {n}"), translate("MahjongTableView", "South {n}"),
              translate("MahjongTableView", "West {n}"), translate("MahjongTableView", "North {n}")]
    return [rounds[wind % 4].format(n=n),
            translate("MahjongTableView", "Honba {n}").format(n=int(info.get("honba") or 0)),
            translate("MahjongTableView", "Deposits {n}").format(n=int(info.get("sticks") or 0)),
            translate("MahjongTableView", "Wall {n}").format(n=int(info.get("wall") or 0))]


def placed(tw: Tweens) -> set:
    """The items a step already moves (Qt stops a whole group when a second animation of the same
    property of the same object starts, so each item moves once per step)."""
    seen = getattr(tw, "mahjong_placed", None)
    if seen is None:
        seen = tw.mahjong_placed = set()
    return seen


__all__ = ["MahjongScene", "arrange_meld", "local_order", "centre_lines", "placed", "WIND_KANJI"]
