"""The event steps of the mahjong scene: each changes the scene's bookkeeping for one event and
describes the motion with :class:`~gui.table.animator.Tweens` (a mixin of
:class:`~gui.families.mahjong.scene.MahjongScene`, kept apart to keep the modules short)."""
from __future__ import annotations

from PySide6.QtCore import QPointF

from . import layout as L
from ...table.animator import Tweens
from .items import HIDDEN, TileItem, sort_key
from .layout import arrange_meld


class StepsMixin:
    """``step_*`` methods of the mahjong scene (see the module docstring)."""

    # --- helpers ------------------------------------------------------------------------------------
    def _anchor_tile(self, code: str, at: tuple[float, float], scale: float = L.OPP_SCALE) -> TileItem:
        item = self._new_tile(code, False)
        item.setPos(*at)
        item.setScale(scale)
        item.setZValue(700)
        return item

    def _take(self, seat: int, code: str, prefer_drawn: bool = False) -> TileItem:
        """Take the item of ``code`` out of ``seat``'s hand (an unknown hand gives its drawn tile
        with ``prefer_drawn``, else one from the middle); the code is set on it."""
        hand = self.hands[seat]
        item = None
        if prefer_drawn and hand and self.apart[seat] and hand[-1].code in (code, HIDDEN):
            item = hand[-1]
        if item is None:
            same = [t for t in hand if t.code == code]
            if same:
                item = same[0] if not (self.apart[seat] and same[0] is hand[-1]) or len(same) == 1 else same[1]
        if item is None:
            hidden = [t for t in hand if t.code == HIDDEN]
            if hidden:
                item = hidden[len(hidden) // 2]
        if item is None:
            p = self.row(seat).hand
            at = (p[len(p) // 2].x, p[len(p) // 2].y) if p else L.wall_anchor()
            return self._anchor_tile(code, at)
        hand.remove(item)
        item.clear_marks()
        item.set_code(code)
        return item

    def _resort(self, seat: int) -> None:
        """A known hand goes back into order (the drawn tile joins it)."""
        hand = self.hands[seat]
        if all(t.code != HIDDEN for t in hand):
            hand.sort(key=lambda t: sort_key(t.code))
        self.apart[seat] = False

    # --- steps ---------------------------------------------------------------------------------------
    def step_hand_start(self, tw: Tweens, info: dict) -> None:
        """A new hand: the tiles of the last one fade away; the centre shows the new hand."""
        gone = self.all_tiles()
        n = self.seats
        self.hands, self.apart = [[] for _ in range(n)], [False] * n
        self.ponds, self.sideways = [[] for _ in range(n)], [[] for _ in range(n)]
        self.melds, self.meld_data = [[] for _ in range(n)], [[] for _ in range(n)]
        self.wall_tiles = []
        self.revealed = set()
        for item in gone:
            tw.prop(item, b"opacity", 0.0, 300)
        tw.then(lambda: [self.removeItem(i) for i in gone if i.scene() is self])
        self.info.update({"round_wind": info.get("round_wind", 0), "hand_no": info.get("hand", 0),
                          "dealer": info.get("dealer", 0), "honba": info.get("honba", 0),
                          "sticks": info.get("sticks", 0), "scores": list(info.get("scores") or []),
                          "riichi": [0] * n, "turn": None})
        self.variant.new_hand(info)
        self.dora = list(info.get("dora_indicators") or [])
        self._sync_wall()
        for item in self.wall_tiles:
            item.setOpacity(0.0)
            tw.prop(item, b"opacity", 1.0, 300, delay=200)
        self.place(items=self.wall_tiles)
        self.refresh_plates()

    def step_deal(self, tw: Tweens, deals: list[tuple[int, list[str]]]) -> None:
        """The hands come from the wall, a few tiles at a time round the table."""
        order: list[TileItem] = []
        for seat, codes in deals:
            if seat == self.bottom or self.open_hands:
                codes = sorted(codes, key=sort_key)
            items = [self._anchor_tile(c, L.wall_anchor()) for c in codes]
            for item in self.hands[seat]:
                self.removeItem(item)
            self.hands[seat], self.apart[seat] = items, False
        rounds = max((len(h) for h in self.hands), default=0)
        for k in range(0, rounds, 4):
            for seat, _ in deals:
                order += self.hands[seat][k:k + 4]
        stagger = min(14.0, 900.0 / max(len(order), 1))
        self.place(tw, ms=260, items=order, flight_z=700, stagger=stagger)

    def step_draw(self, tw: Tweens, seat: int, code: str, src: str) -> None:
        """A tile from the live wall (or the dead wall: a kan's replacement) to ``seat``'s hand,
        set apart as the drawn tile."""
        at = L.dead_wall_places()[0][:2] if src == "dead_wall" else L.wall_anchor()
        item = self._anchor_tile(code, at)
        self.hands[seat].append(item)
        self.apart[seat] = True
        self.place(tw, ms=260, items=[item], flight_z=800)
        self.place(tw, ms=200, items=self.hands[seat])

    def step_discard(self, tw: Tweens, seat: int, code: str, riichi: bool, tsumogiri: bool) -> TileItem:
        """A tile from ``seat``'s hand to its pond (sideways when it declares riichi); the hand
        closes up."""
        item = self._take(seat, code, prefer_drawn=tsumogiri)
        self.ponds[seat].append(item)
        item.set_tsumogiri(tsumogiri)
        self.sideways[seat].append(bool(riichi))
        self._resort(seat)
        self.place(tw, ms=300, items=[item], flight_z=800)
        self.place(tw, ms=220, items=self.hands[seat])
        return item

    def step_call(self, tw: Tweens, seat: int, cards: list[str], info: dict) -> None:
        """A call: the claimed tile slides from its pond (which keeps it dimmed) and the hand
        tiles join it in a new meld; a closed kan comes from the hand; an added kan's tile goes
        onto its pon."""
        call = info.get("call", "")
        if call == "added_kan":
            index = int(info.get("meld", 0))
            if index >= len(self.meld_data[seat]):
                return
            item = self._take(seat, cards[0])
            meld = self.meld_data[seat][index]
            meld["kind"] = "added_kan"
            meld["tiles"] = sorted(list(meld["tiles"]) + [cards[0]], key=sort_key)
            self.melds[seat][index] = self._order_meld(seat, meld, self.melds[seat][index] + [item])
            moving = [item] + self.melds[seat][index]
        else:
            moving = []
            if call == "closed_kan":
                meld = {"kind": "closed_kan", "tiles": list(cards), "called": None, "from": None}
                hand_codes = list(cards)
            else:
                src, tile = info.get("from"), info.get("tile")
                meld = {"kind": "kan" if call == "open_kan" else call, "tiles": list(cards), "called": tile, "from": src}
                hand_codes = list(cards)
                if tile in hand_codes:
                    hand_codes.remove(tile)
                if isinstance(src, int) and 0 <= src < self.seats and self.ponds[src]:
                    taken = self.ponds[src][-1]
                    taken.set_dimmed(True)
                    copy = self._new_tile(tile, True)
                    copy.setPos(taken.pos())
                    copy.setRotation(taken.rotation())
                    copy.setScale(taken.scale())
                    moving.append(copy)
            moving += [self._take(seat, c) for c in hand_codes]
            self.meld_data[seat].append(meld)
            self.melds[seat].append(self._order_meld(seat, meld, moving))
        self._resort(seat)
        self.place(tw, ms=380, items=moving, flight_z=800, stagger=40)
        self.place(tw, ms=260, items=self.hands[seat] + [t for m in self.melds[seat] for t in m])

    def _order_meld(self, seat: int, meld: dict, items: list[TileItem]) -> list[TileItem]:
        """``items`` in the display order of ``meld``."""
        pool = list(items)
        out = []
        for code, _ in arrange_meld(meld, seat, self.seats):
            item = next((t for t in pool if t.code == code), None) or (pool[0] if pool else self._new_tile(code, True))
            if item in pool:
                pool.remove(item)
            item.set_code(code)
            out.append(item)
        return out

    def step_dora(self, tw: Tweens, code: str) -> None:
        """A new dora indicator turns over on the dead wall."""
        self.dora.append(code)
        self._sync_wall()
        at = self.wall_tiles[L.indicator_index(len(self.dora) - 1)]
        self.place(tw, ms=520, items=[at])

    def step_riichi(self, tw: Tweens, seat: int, info: dict) -> None:
        """``seat``'s riichi stands: its stick is put down in front of its pond."""
        riichi = list(self.info.get("riichi") or [0] * self.seats)
        riichi[seat] = 2 if info.get("double") else 1
        self.info["riichi"] = riichi
        if "sticks" in info:
            self.info["sticks"] = info["sticks"]
        if info.get("scores"):
            self.info["scores"] = list(info["scores"])
        stick = self.sticks[seat]
        end = L.stick_place(self.side(seat))
        stick.setVisible(True)
        stick.setOpacity(0.0)
        stick.setPos(*L.to_scene(self.side(seat), 0.0, L.EDGE[self.side(seat)] - 160.0))
        tw.prop(stick, b"opacity", 1.0, 200)
        tw.prop(stick, b"pos", QPointF(end.x, end.y), 420)
        self.refresh_plates()

    def step_reveal(self, tw: Tweens, seat: int, codes: list[str], apart: str | None = None) -> None:
        """``seat``'s concealed hand is shown (a win, tenpai at a draw), sorted; ``apart`` (a
        tsumo's winning tile) stays set apart."""
        hand = self.hands[seat]
        if apart is not None and len(codes) == len(hand) - 1:
            codes = list(codes) + [apart]            # a win's hand given without its drawn tile
        codes = sorted(codes, key=sort_key)
        if len(codes) != len(hand):
            return
        apart = apart if apart in codes else None
        if apart is not None:
            codes.remove(apart)
            codes.append(apart)
        for item, code in zip(hand, codes):
            item.set_code(code)
        self.apart[seat] = apart is not None
        self.revealed.add(seat)
        self.place(tw, ms=380, items=hand)


__all__ = ["StepsMixin"]
