"""The rummy table scene: the card items of every zone, plates, zones, buttons and labels.

Like every table scene, it keeps the bookkeeping of which card item lies where (hands, the local
hand's *groups*, the stock, the cut joker, the discard pile, a revealed declaration) and places
items with the pure geometry of :mod:`gui.families.rummy.layout`. :meth:`RummyScene.sync` lays out a
whole View instantly; the ``step_*`` methods (:mod:`gui.families.rummy.steps`) change the bookkeeping for
one event and describe the motion with :class:`~gui.table.animator.Tweens`. The scene decides no
rule: texts (group labels, the wild-card line) come from the view, which asks core.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtWidgets import QGraphicsScene

from ...i18n import translate
from . import layout as L
from ...table.animator import Tweens
from ...table.targets import Target, set_now, tween_to
from ...table.cards import HIDDEN, CardItem
from ...table.felt import Felt
from ...table.scene_items import DropZone, InfoLabel, SceneButton
from .items import GroupLabel, SeatPlate
from .steps import RummySteps


# --- the scene -----------------------------------------------------------------------------------
class RummyScene(RummySteps, Felt, QGraphicsScene):
    """The scene of one rummy table (2-10 seats); its event steps are :class:`~gui.families.rummy.steps.RummySteps`."""

    def __init__(self, parent=None) -> None:
        super().__init__(0, 0, L.SCENE_W, L.SCENE_H, parent)
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.seats = 0
        self.bottom = 0
        self.ring: list[int] = []                        # the seat at each place (the seating draw's table)
        self.open_hands = False
        self.names: list[str] = []
        self.hands: list[list[CardItem]] = []
        self.groups: list[list[CardItem]] = []          # the local (bottom) hand in groups
        self.stock: list[CardItem] = []
        self.stock_count: int | None = 0
        self.cut: CardItem | None = None
        self.cut_in_stock = False                        # the cut joker is the stock's last card
        self.discard: list[CardItem] = []
        self.reveal: list[list[CardItem]] = []
        self.status: list[str] = []
        self.penalties: list[int] = []
        self.dealer: int | None = None
        self.turn: int | None = None
        self.plates: list[SeatPlate] = []
        self.labels: list[GroupLabel] = []
        self.dragging: set[CardItem] = set()
        self.ghost: CardItem | None = None              # a stock card being dragged (not yet drawn)
        #: the view's grouping of the local hand: codes in hand order -> groups of codes
        self.regroup: Callable[[list[str]], list[list[str]]] = lambda codes: [list(codes)] if codes else []

        self.stock_zone = DropZone("stock", *L.STOCK_ZONE[2:])
        self.discard_zone = DropZone("discard", *L.DISCARD_ZONE[2:])
        self.declare_zone = DropZone("declare", *L.DECLARE_ZONE[2:], label="", visible_frame=True)
        self.hand_zone = DropZone("hand", *L.HAND_ZONE[2:])
        for zone, rect in ((self.stock_zone, L.STOCK_ZONE), (self.discard_zone, L.DISCARD_ZONE),
                           (self.declare_zone, L.DECLARE_ZONE), (self.hand_zone, L.HAND_ZONE)):
            zone.setPos(*rect[:2])
            self.addItem(zone)
        self.stock_label = InfoLabel(*L.STOCK_LABEL[2:], px=19, backdrop=False)
        self.discard_label = InfoLabel(*L.DISCARD_LABEL[2:], px=19, backdrop=False)
        self.wild_label = InfoLabel(*L.WILD_LABEL[2:], px=22, color="#ffe082")
        self.round_label = InfoLabel(*L.ROUND_LABEL[2:], px=22)
        self.reveal_title = InfoLabel(*L.REVEAL_TITLE[2:], px=23, color="#fff59d")
        self.teach_label = InfoLabel(*L.TEACH_LABEL[2:], px=21, color="#b3e5fc")
        for item, rect in ((self.stock_label, L.STOCK_LABEL), (self.discard_label, L.DISCARD_LABEL),
                           (self.wild_label, L.WILD_LABEL), (self.round_label, L.ROUND_LABEL),
                           (self.reveal_title, L.REVEAL_TITLE), (self.teach_label, L.TEACH_LABEL)):
            item.setPos(*rect[:2])
            self.addItem(item)
        self.reveal_title.setZValue(600)
        self.buttons: dict[str, SceneButton] = {}
        colors = {"discard": "#1565c0", "declare": "#b8860b", "pack": "#6d4c41"}
        for name in L.BUTTONS:
            b = SceneButton(name, "", L.BUTTON_W, L.BUTTON_H, color=colors[name])
            b.setPos(*L.button_rect(name)[:2])
            self.buttons[name] = b
        for name in L.TOOLS:
            b = SceneButton("tool:" + name, "", L.TOOL_W, L.TOOL_H, color="#37474f")
            b.setPos(*L.tool_rect(name)[:2])
            self.buttons[name] = b
        for b in self.buttons.values():
            self.addItem(b)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the fixed texts again (after a language switch)."""
        self.declare_zone.set_label(translate("RummyTable", "Declare Rummy (ラミー宣言)\nDrop a card here"))
        texts = {"discard": translate("RummyTable", "Discard"),
                 "declare": translate("RummyTable", "Declare Rummy (ラミー宣言)"),
                 "pack": translate("RummyTable", "Pack (パッキング)"),
                 "sort_suit": translate("RummyTable", "Sort by suit"),
                 "sort_rank": translate("RummyTable", "Sort by rank"),
                 "arrange": translate("RummyTable", "Arrange"), "group": translate("RummyTable", "Group selected")}
        for name, text in texts.items():
            self.buttons[name].set_text(text)
        self.buttons["sort_suit"].setToolTip(translate("RummyTable", "Group the cards by suit (S)"))
        self.buttons["sort_rank"].setToolTip(translate("RummyTable", "Group the cards by rank (N)"))
        self.buttons["arrange"].setToolTip(translate("RummyTable", "Arrange the hand into its best melds, the rest last (A)"))
        self.buttons["group"].setToolTip(translate("RummyTable", "Put the selected cards together in a new group (G)"))
        for plate in self.plates:
            plate.dealer_label = translate("RummyTable", "D")
            plate.update()                     # drawn again: its cached picture has the old word

    # --- seats and plates ---------------------------------------------------------------------------
    def index_of(self, seat: int) -> int:
        """The position index (0 = bottom) of ``seat``: its place around the table after the
        seating draw (``ring``), counted clockwise from the bottom seat's."""
        if len(self.ring) == self.seats and seat in self.ring and self.bottom in self.ring:
            return L.relative(self.ring.index(seat), self.ring.index(self.bottom), self.seats)
        return L.relative(seat, self.bottom, self.seats)

    def setup(self, seats: int, bottom: int, ring: list[int] | None = None) -> None:
        """Prepare ``seats`` seats with ``bottom`` at the bottom, seated around the table as in
        ``ring`` (a different number of seats drops every card item; another bottom seat keeps
        them, its hand as one group; another ring moves the plates)."""
        ring = list(ring) if ring else list(range(seats))
        if seats == self.seats and bottom == self.bottom:
            if ring != self.ring:
                self.ring = ring
                self.place_plates()
            return
        self.ring = ring
        if seats != self.seats:
            self.clear_cards()
            for plate in self.plates:
                self.removeItem(plate)
            self.plates = [SeatPlate(L.PLATE_W, L.PLATE_H) for _ in range(seats)]
            for plate in self.plates:
                plate.dealer_label = translate("RummyTable", "D")
                self.addItem(plate)
            self.status = ["playing"] * seats
            self.penalties = [0] * seats
            self.hands = [[] for _ in range(seats)]
        self.seats, self.bottom = seats, bottom
        self.groups = [list(self.hands[bottom])] if self.hands[bottom] else []
        self.place_plates()

    def place_plates(self) -> None:
        """Put the name plates (and the round label under the top row) where the seats' boxes
        have them: lower under open hands."""
        for s, plate in enumerate(self.plates):
            plate.set_geometry(*L.plate_rect(self.seats, self.index_of(s), self.open_hands))
        self.round_label.setPos(*L.round_label_rect(self.seats, self.open_hands)[:2])

    def clear_cards(self) -> None:
        """Remove every card item (a new round, another table)."""
        for item in self.all_cards():
            self.removeItem(item)
        self.hands = [[] for _ in range(self.seats)]
        self.groups, self.stock, self.discard, self.reveal = [], [], [], []
        self.cut = None
        self.reveal_title.set_text("")

    def all_cards(self) -> list[CardItem]:
        """Every card item on the table."""
        out = [c for h in self.hands for c in h] + self.stock + self.discard + [c for g in self.reveal for c in g]
        return out + ([self.cut] if self.cut is not None else [])

    def name(self, seat: int) -> str:
        """The name shown for ``seat`` ("Player n" when none was given)."""
        if seat < len(self.names) and self.names[seat]:
            return self.names[seat]
        return translate("RummyTable", "Player {n}").format(n=seat + 1)

    def status_text(self, seat: int) -> str:
        """"Packed (40)" and the like, for the plate of ``seat``."""
        status = self.status[seat] if seat < len(self.status) else "playing"
        if status == "packed":
            if self.penalties[seat]:
                return translate("RummyTable", "Packed ({n})").format(n=self.penalties[seat])
            return translate("RummyTable", "Packed")
        if status == "out":
            return translate("RummyTable", "Out")
        return ""

    def refresh_plates(self) -> None:
        """Redraw every plate from the scene's seat state (counts from the hands)."""
        for s, plate in enumerate(self.plates):
            status = self.status[s] if s < len(self.status) else "playing"
            plate.set_state(name=self.name(s), count=len(self.hands[s]) if s < len(self.hands) else 0,
                            dealer=s == self.dealer, turn=s == self.turn, status_text=self.status_text(s),
                            greyed=status != "playing")
            plate.setToolTip(translate("RummyTable", "Dealer (ディーラー)") if s == self.dealer else "")

    # --- a whole view at once -----------------------------------------------------------------------
    def sync(self, data: dict, bottom: int, open_hands: bool, local_groups: list[list[str]] | None) -> None:
        """Make the items match the view ``data`` (reusing items where the cards agree) and place
        everything instantly. ``local_groups``: the bottom hand's cards in groups."""
        seats = int(data["seats"])
        self.setup(seats, bottom, data.get("ring"))
        if open_hands != self.open_hands:
            self.open_hands = open_hands
            self.place_plates()
        self.dragging.clear()
        if self.ghost is not None:
            if self.ghost.scene() is self:
                self.removeItem(self.ghost)
            self.ghost = None
        for s in range(seats):
            self.hands[s] = self._match_items(self.hands[s], list(data["hands"][s]), face_up=False)
        self.set_local_groups(local_groups)
        self._sync_stock(int(data.get("stock_count", 0)), bool(data.get("cut_joker_in_stock")))
        self._sync_cut(data)
        self._sync_discard(list(data.get("discard", [])))
        for group in self.reveal:
            for item in group:
                self.removeItem(item)
        self.reveal = []
        self.reveal_title.set_text("")
        self.status = list(data.get("status", ["playing"] * seats))
        self.penalties = list(data.get("pack_penalty", [0] * seats))
        self.dealer = data.get("dealer")
        self.turn = None if data.get("over") else data.get("turn")
        self.refresh_plates()
        self.update_labels()
        self.place()

    def _new_card(self, code: str, face_up: bool) -> CardItem:
        item = CardItem(code, face_up)
        self.addItem(item)
        return item

    def _match_items(self, old: list[CardItem], codes: list[str], face_up: bool) -> list[CardItem]:
        """Items for ``codes``, reusing items of ``old`` with the same code (then any leftover)."""
        pool = list(old)
        new: list[CardItem | None] = []
        for code in codes:
            match = next((it for it in pool if it.code == code), None)
            if match is None and code == HIDDEN and pool:
                match = next((it for it in pool if it.code == HIDDEN), None)
            if match is not None:
                pool.remove(match)
            new.append(match)
        for i, code in enumerate(codes):
            if new[i] is None:
                new[i] = pool.pop(0) if pool else self._new_card(code, face_up)
                new[i].set_code(code)
                new[i].clear_marks()
        for item in pool:
            self.removeItem(item)
        return new

    def set_local_groups(self, groups: list[list[str]] | None) -> None:
        """Order the bottom hand's items in ``groups`` of codes (None: one group in hand order)."""
        hand = self.hands[self.bottom] if self.hands else []
        if groups is None or sum(len(g) for g in groups) != len(hand):
            groups = [[c.code for c in hand]] if hand else []
        pool = list(hand)
        out: list[list[CardItem]] = []
        for codes in groups:
            row = []
            for code in codes:
                item = next((it for it in pool if it.code == code), None) or (pool[0] if pool else None)
                if item is None:
                    continue
                pool.remove(item)
                row.append(item)
            if row:
                out.append(row)
        if pool:
            out.append(pool)
        self.groups = out
        if self.hands:
            self.hands[self.bottom] = [c for g in out for c in g]

    def _regroup_local(self) -> None:
        """Ask the view for the grouping after the local hand changed during an animation."""
        hand = self.hands[self.bottom]
        self.set_local_groups(self.regroup([c.code for c in hand]))

    def _sync_stock(self, count: int | None, cut_in_stock: bool) -> None:
        """Up to five face-down cards stand for the stock (``count`` None: unknown, five)."""
        self.stock_count = count
        backs = 5 if count is None else max(0, count - (1 if cut_in_stock else 0))
        want = min(backs, 5)
        while len(self.stock) > want:
            self.removeItem(self.stock.pop())
        while len(self.stock) < want:
            self.stock.insert(0, self._new_card(HIDDEN, False))
        for item in self.stock:
            item.clear_marks()

    def _sync_cut(self, data: dict) -> None:
        """The cut joker lies sideways under the stock while it is there (or apart, when the
        options keep it out of the stock); once drawn it is an ordinary card of a hand."""
        code = data.get("cut_joker")
        self.cut_in_stock = bool(data.get("cut_joker_in_stock"))
        shown = bool(code) and (bool(data.get("cut_joker_in_stock"))
                                or not (data.get("options") or {}).get("cut_joker_in_stock", True))
        if not shown:
            if self.cut is not None:
                self.removeItem(self.cut)
                self.cut = None
            return
        if self.cut is None:
            self.cut = self._new_card(code, True)
        self.cut.set_code(code)
        self.cut.clear_marks()

    def _sync_discard(self, codes: list[str]) -> None:
        self.discard = self._match_items(self.discard, codes, face_up=True)
        for item in self.discard:
            item.clear_marks()

    # --- labels ----------------------------------------------------------------------------------
    def update_labels(self) -> None:
        """The stock and discard counts."""
        n = self.stock_count
        self.stock_label.set_text(translate("RummyTable", "Stock: {n}").format(n=n) if self.seats and n is not None
                                  else "")
        self.discard_label.set_text(translate("RummyTable", "Discards: {n}").format(n=len(self.discard)) if self.discard else "")

    def set_group_labels(self, labels: list[tuple[str, str] | None]) -> None:
        """One label per local group: (text, kind) or None for no label."""
        sizes = [len(g) for g in self.groups]
        rects = L.group_label_rects(sizes, [lab is not None for lab in labels])
        rows = L.local_places(sizes)
        while len(self.labels) < len(rects):
            item = GroupLabel()
            self.addItem(item)
            self.labels.append(item)
        for i, item in enumerate(self.labels):
            label = labels[i] if i < len(labels) else None
            rect = rects[i] if i < len(rects) else None
            if label is None or rect is None:
                item.set_label("", "")
                item.hide()
                continue
            item.set_geometry(*rect)
            item.group_w = rows[i][-1].x - rows[i][0].x + L.CARD_W * L.LOCAL_SCALE
            item.set_label(*label)
            item.update()
            item.show()

    def group_label_texts(self) -> list[str]:
        """The texts of the shown group labels, left to right (for tests)."""
        return [lab.text for lab in self.labels[:len(self.groups)] if lab.isVisible() and lab.text]

    # --- placing -------------------------------------------------------------------------------
    def face_for(self, seat: int) -> bool:
        """Whether ``seat``'s hand shows faces (the bottom seat, or every seat with open hands)."""
        return self.open_hands or self.index_of(seat) == 0

    def targets(self) -> dict[CardItem, Target]:
        """Where every card item belongs now."""
        out: dict[CardItem, Target] = {}
        for s, hand in enumerate(self.hands):
            index = self.index_of(s)
            if index == 0:
                continue
            packed = s < len(self.status) and self.status[s] != "playing" and not self.open_hands
            face = self.face_for(s) and not packed        # open hands: a packed hand shows too
            for i, (item, p) in enumerate(zip(hand, L.opponent_places(len(hand), self.seats, index, packed, self.open_hands))):
                out[item] = Target(p, 100 + i, face)
        flat = [c for g in self.groups for c in g]
        lifted = {i for i, c in enumerate(flat) if c.is_selected()}
        rows = L.local_places([len(g) for g in self.groups], lifted)
        k = 0
        for group, places in zip(self.groups, rows):
            for item, p in zip(group, places):
                out[item] = Target(p, 200 + k, self.face_for(self.bottom))
                k += 1
        for i, (item, p) in enumerate(zip(self.stock, L.stock_places(len(self.stock)))):
            out[item] = Target(p, 20 + i, False)
        if self.cut is not None:
            out[self.cut] = Target(L.cut_place(), 10, True)
        n = len(self.discard)
        for i, (item, p) in enumerate(zip(self.discard, L.discard_places(n))):
            out[item] = Target(p, 30 + i * 0.01, True, i >= n - L.DISCARD_VISIBLE)
        k = 0
        for group, places in zip(self.reveal, L.reveal_places([len(g) for g in self.reveal])):
            for item, p in zip(group, places):
                out[item] = Target(p, 600 + k, True)
                k += 1
        return out

    def place(self, tw: Tweens | None = None, ms: float = 320, items=None, flight_z: float | None = None,
              stagger: float = 0.0) -> None:
        """Move items (all, or ``items`` in that order) to their targets: instantly without
        ``tw``, else as tweens (``flight_z`` lifts moving items above the rest while they fly)."""
        targets = self.targets()
        chosen = targets.keys() if items is None else [i for i in items if i in targets]
        for k, item in enumerate(chosen):
            if item in self.dragging:
                continue
            t = targets[item]
            if tw is None or tw.ms(ms) == 0:
                set_now(item, t)
                continue
            tween_to(tw, item, t, ms, stagger * k, None if flight_z is None else flight_z + k)

    # --- hit testing ---------------------------------------------------------------------------
    def local_hand(self) -> list[CardItem]:
        """The card items of the bottom seat, left to right (group by group)."""
        return [c for g in self.groups for c in g]

    def top_discard(self) -> CardItem | None:
        """The top card of the discard pile."""
        return self.discard[-1] if self.discard else None

__all__ = ["RummyScene"]
