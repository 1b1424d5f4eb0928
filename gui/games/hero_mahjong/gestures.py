"""Hero Mahjong gestures of the mahjong table (英雄麻雀), the hooks of the table's variant
(:class:`~gui.families.mahjong.variant.TableVariant`) for clicks, drags and marks. Every gesture stands
for exact legal actions:

* the local cards usable now are lit (a gold frame); a click on one, or a drag onto the table's
  middle, uses it. A card with choices opens the mode ``"card:<id>"``: numbers and opponents are
  buttons (:mod:`gui.games.hero_mahjong.calls`), tiles are picked on the table;
* picking tiles (a *tile choice*): while the legal actions are swaps of a hand tile with a river
  tile (てこの原理, エウレカ, 支点を与えよ), a hand tile sent to the wall's end (万能の人), tiles
  put back on the wall (モナ・リザの微笑) or a swap between two rivers (熱光線の鏡), the tiles
  that some action would move are lit; each click narrows the actions down, and the last one
  needed chooses the action (hand tile first, then a tile of one's river, then another's).
"""
from __future__ import annotations

from ...i18n import translate
from . import calls as HC
from ...families.mahjong import layout as L
from .items import HeroCardItem
from .scene import HeroScene
from .text import note_text

TILE_KINDS = ("swap", "swap_rivers", "put_back")


def parts(action) -> dict:
    """What a tile-choice action moves: ``hand`` (a token), ``river`` (a place of one's own
    river), ``other`` ((seat, place) of another's river); {} for any other action."""
    if action.kind == "put_back":
        return {"hand": action.cards[0]}
    if action.kind not in ("card", "swap", "swap_rivers"):
        return {}
    c = HC.choice(getattr(action, "option", ""))
    out = {}
    if "hand" in c:
        out["hand"] = c["hand"]
    if "river" in c:
        out["river"] = int(c["river"])
    if "mine" in c:
        out["river"] = int(c["mine"])
        out["other"] = (int(c["seat"]), int(c["place"]))
    return out


def tile_candidates(legal: list, mode: str) -> list:
    """The actions a tile choice may end in now: those of the open card (mode ``card:<id>``), or
    the swaps / put-backs the state asks for."""
    card_id = HC.card_mode(mode)
    if card_id is not None:
        return [a for a in legal if a.kind == "card" and a.target == card_id and parts(a)]
    return [a for a in legal if a.kind in TILE_KINDS]


class HeroGestures(HeroScene):
    """The card tray and the tile choices (see the module docstring), on the scene half
    :class:`~gui.games.hero_mahjong.scene.HeroScene`. ``picked``: the parts of a tile choice
    chosen so far; ``decks``: the deck chooser (2Pick, 構築), made when first needed."""

    def attach_view(self, view) -> None:
        self.view = view
        self.picked: dict = {}
        self.decks = None

    def clear_picks(self) -> None:
        self.picked = {}

    def view_shown(self, view, legal: list) -> None:
        """While the local seat chooses its deck, the chooser covers the table (it emits picks)."""
        choosing = view is not None and view.data.get("step") in ("draft", "build") and \
            any(a.kind in ("pick", "done") for a in legal)
        if not choosing:
            if self.decks is not None:
                self.decks.clear()
            return
        if self.decks is None:
            from .decks import DeckChooser
            self.decks = DeckChooser(self.view)
            self.decks.chosen.connect(self.view._choose)
        self.decks.setGeometry(self.view.rect())
        self.decks.show_for(view, legal)

    def resized(self) -> None:
        if self.decks is not None:
            self.decks.setGeometry(self.view.rect())

    # --- what may be picked ----------------------------------------------------------------------
    def card_actions(self, card_id: str) -> list:
        return [a for a in self.view._legal if a.kind == "card" and a.target == card_id]

    def candidates(self) -> list:
        """The tile-choice actions still possible after the parts picked so far."""
        v = self.view
        acts = tile_candidates(v._legal, v._mode) if v._can_pick() else []
        return [a for a in acts if all(parts(a).get(k) == val for k, val in self.picked.items())]

    def lit_parts(self) -> tuple[set, set, set]:
        """The hand tokens, own river places and (seat, place) of others' rivers to light now."""
        acts = self.candidates()
        hand = {parts(a)["hand"] for a in acts if "hand" in parts(a)} if "hand" not in self.picked else set()
        river = {parts(a)["river"] for a in acts if "river" in parts(a) and
                 ("hand" in self.picked or "hand" not in parts(a))} if "river" not in self.picked else set()
        other = {parts(a)["other"] for a in acts if "other" in parts(a) and "river" in self.picked}
        return hand, river, other

    def tile_choice_open(self) -> bool:
        return bool(self.candidates())

    # --- gestures ----------------------------------------------------------------------------------
    def click_tile(self, item) -> bool:
        """A hand tile of a card's tile choice (swaps, the wall's end, put back)."""
        if not self.tile_choice_open():
            return False
        if not self.pick_part("hand", item.code):
            self.view.rejected.emit(translate("HeroTable", "That tile cannot be chosen now."))
        return True

    def zone_at(self, sp):
        """A local card under ``sp``; in a tile choice, ("pond", seat, place) of a pond tile."""
        card = self.card_item_at(sp)
        if card is not None or not self.tile_choice_open():
            return card
        pond = self.pond_at(sp)
        return ("pond",) + pond if pond is not None else None

    def draggable(self, zone):
        """A lit card may be dragged onto the table's middle."""
        return zone if isinstance(zone, HeroCardItem) and zone.is_lit() else None

    def click_zone(self, zone) -> bool:
        if isinstance(zone, HeroCardItem):
            self.click_card(zone)
        elif isinstance(zone, tuple):
            self.click_pond(zone[1], zone[2])
        else:
            return False
        return True

    def click_card(self, item: HeroCardItem) -> None:
        """Use a local card (or open its choices); a card not usable now says why."""
        v = self.view
        acts = self.card_actions(item.code) if v._can_pick() else []
        chis = [a for a in v._legal if a.kind == "chi" and getattr(a, "option", "") == f"card={item.code}"] \
            if v._can_pick() else []
        if chis and not acts:                   # 駅伝の道: the card is a chi on this discard
            if len(chis) == 1:
                v._mode, self.picked = "", {}
                v._choose(chis[0])
            else:
                v._mode = "choice:chi"
                v._refresh_marks()
            return
        if not acts:
            note = self.card_notes.get(item.code)
            v.rejected.emit(note_text(item.code, note) if note else
                            translate("HeroTable", "That card cannot be used now."))
            return
        if len(acts) == 1 and not acts[0].option:
            v._mode, self.picked = "", {}
            v._choose(acts[0])
            return
        v._mode, self.picked = f"card:{item.code}", {}
        v._refresh_marks()

    def pick_part(self, key: str, value) -> bool:
        """A tile of a tile choice was clicked: narrow the choice down (True if it was part of it)."""
        v = self.view
        acts = [a for a in self.candidates() if parts(a).get(key) == value]
        if not acts:
            return False
        self.picked[key] = value
        done = [a for a in acts if set(parts(a)) == set(self.picked)]
        if done:
            v._mode, self.picked = "", {}
            v._choose(done[0])
        else:
            v._refresh_marks()
        return True

    def click_pond(self, seat: int, place: int) -> None:
        own = seat == self.view._seat
        if not (self.pick_part("river", place) if own else self.pick_part("other", (seat, place))):
            self.view.rejected.emit(translate("HeroTable", "That river tile cannot be chosen now."))

    def pond_at(self, sp) -> tuple[int, int] | None:
        """(seat, place) of the pond tile under ``sp``, if any."""
        for s, pond in enumerate(self.scene.ponds):
            for k, item in enumerate(pond):
                if item.sceneBoundingRect().adjusted(8, 8, -8, -8).contains(sp):
                    return s, k
        return None

    def card_item_at(self, sp) -> HeroCardItem | None:
        for item in self.local_cards():
            if item.isVisible() and item.sceneBoundingRect().adjusted(8, 8, -8, -8).contains(sp):
                return item
        return None

    def drop(self, item: HeroCardItem, sp) -> None:
        """A card dragged onto the table's middle is used; anywhere else it goes back."""
        item.setZValue(60)
        if L.contains(L.DISCARD_ZONE, sp.x(), sp.y()) or L.contains(L.centre_rect(), sp.x(), sp.y()):
            self.click_card(item)
        self.place_cards()
        self.view._refresh_marks()

    # --- marks ---------------------------------------------------------------------------------------
    def refresh_marks(self, active: bool, hint) -> None:
        """Light the usable local cards, the open card, and the tiles of a tile choice."""
        v, sc = self.view, self.scene
        if not self.on:
            return
        legal = v._legal if active else []
        usable = {a.target for a in legal if a.kind == "card"}
        usable |= {a.option[5:] for a in legal if a.kind == "chi" and getattr(a, "option", "").startswith("card=")}
        open_card = HC.card_mode(v._mode)
        hinted = hint.target if hint is not None and hint.kind == "card" else None
        for item in self.local_cards():
            note = self.card_notes.get(item.code)
            item.set_states(lit=item.code in usable and item.code != open_card, selected=item.code == open_card,
                            hinted=item.code == hinted, dimmed=active and v._teaching and bool(note) and note != "spent")
        hand, river, other = self.lit_parts() if active else (set(), set(), set())
        if hand or river or other:             # a tile choice: its tiles glow, the tile picked stays lit
            picked = self.picked.get("hand")
            for item in sc.local_hand():
                item.set_highlighted(item.code in hand or item.code == picked)
                item.set_dimmed(not (item.code in hand or item.code == picked))
            sc.pond_zone.set_lit(0)
        for s, pond in enumerate(sc.ponds):
            for k, item in enumerate(pond):
                lit = (s == v._seat and k in river) or (s, k) in other
                if lit or hand or river or other:
                    item.set_highlighted(lit)

    def prompt(self, legal: list) -> str:
        """The prompt of a card window or a tile choice ("" when neither applies)."""
        v = self.view
        data = v._view.data if v._view is not None else {}
        if "decks" not in data or not v._legal:
            return ""
        kinds = {a.kind for a in v._legal}
        open_card = HC.card_mode(v._mode)
        if open_card is not None or kinds & set(TILE_KINDS):
            return self._tile_prompt(kinds, open_card)
        if "sketch" in kinds:
            return translate("HeroTable", "Sketch (素描): keep the top tile, or move it to the end of the wall.")
        step = data.get("step")
        cards = "card" in kinds
        if step == "before_draw":
            return translate("HeroTable", "Before your draw (自分ツモ前): use a lit card, or Draw.")
        if step == "after_win":
            return translate("HeroTable", "You won: use a card now (自分アガり後), before the hand is scored, or Pass.")
        if step == "end_of_hand":
            return translate("HeroTable", "The hand is over (終局時): use a lit card, or Pass.")
        if cards and any(a.kind == "discard" for a in v._legal):
            return translate("HeroTable", "Discard a tile, or first use a lit card (click it or drag it onto the table).")
        return ""

    def _tile_prompt(self, kinds: set, open_card: str | None) -> str:
        if open_card is not None and not self.candidates():
            return translate("HeroTable", "Choose how to use the card, or Back.")
        if "put_back" in kinds:
            return translate("HeroTable", "Put a tile back on top of the wall: click it in your hand.")
        hand, river, other = self.lit_parts()
        if hand:
            return translate("HeroTable", "Choose a tile of your hand (lit).")
        if river:
            return translate("HeroTable", "Choose a tile of your river (lit) to swap with it.")
        if other:
            return translate("HeroTable", "Choose a tile of another player's river (lit).")
        return ""


__all__ = ["HeroGestures", "parts", "tile_candidates"]
