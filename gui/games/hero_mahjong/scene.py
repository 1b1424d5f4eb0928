"""The Hero Mahjong parts of the mahjong scene (英雄麻雀), the scene half of the table's variant
(:class:`~gui.families.mahjong.variant.TableVariant`): each seat's deck of hero cards beside its
hand (:mod:`gui.games.hero_mahjong.layout`), the pending 加速 / 超加速 steps and the card deposits in the
centre. Active for a view with ``decks``; the view decides which local cards are lit.
"""
from __future__ import annotations

from core.engine import HIDDEN

from .text import card_tooltip, note_text
from ...i18n import translate
from ...families.mahjong.log import lang
from . import layout as H
from .items import HeroCardItem
from ...families.mahjong.variant import TableVariant
from ...table.geometry import Place

ACCEL_COLOUR = "#ffb74d"


def deck_faces(data: dict, seat: int) -> list[tuple[str, bool]]:
    """The cards ``seat`` shows in the view ``data``: (card id or ``??``, spent) for each, the
    visible ones in deck order (avatar first), then one back for each hidden card."""
    shown = list((data.get("decks") or [])[seat]) if seat < len(data.get("decks") or []) else []
    size = (data.get("deck_sizes") or [len(shown)] * (seat + 1))[seat]
    used = set((data.get("used") or [[]] * (seat + 1))[seat]) | set((data.get("used_hand") or [[]] * (seat + 1))[seat])
    return [(c, c in used) for c in shown] + [(HIDDEN, False)] * max(0, size - len(shown))


def accel_lines(data: dict, name) -> list[tuple[str, str]]:
    """ "Ren: 超加速 1, 加速 2" for each seat with extra steps pending."""
    out = []
    for s, (sup, plain) in enumerate(data.get("accel") or []):
        parts = ([f"超加速 {sup}"] if sup else []) + ([f"加速 {plain}"] if plain else [])
        if parts:
            out.append((f"{name(s)}: {', '.join(parts)}", ACCEL_COLOUR))
    return out


class HeroScene(TableVariant):
    """The scene half of :class:`~gui.games.hero_mahjong.table.HeroVariant`: each seat's cards
    (see the module docstring). ``on``: the view shown has decks."""

    def setup_scene(self, scene) -> None:
        self.scene = scene
        self.on = False
        self.cards: list[list[HeroCardItem]] = []
        self.card_notes: dict[str, str] = {}
        self.language = lang()           # the language the cards were drawn in

    def sync(self, data: dict) -> None:
        """Lay out every seat's cards from the view ``data`` (none for a view without decks)."""
        sc = self.scene
        self.on = "decks" in data
        self.card_notes = dict(data.get("card_notes") or {}) if self.on else {}
        old = [c for row in self.cards for c in row]
        self.cards = []
        for s in range(sc.seats if self.on else 0):
            row = []
            for code, used in deck_faces(data, s):
                item = next((c for c in old if c.code == code), None)
                if item is None:
                    item = HeroCardItem(code, code != HIDDEN)
                    sc.addItem(item)
                else:
                    old.remove(item)
                item.set_face_up(code != HIDDEN)
                item.setOpacity(1.0)
                item.set_states(used=used, lit=False, dimmed=False, hinted=False, selected=False)
                note = note_text(code, self.card_notes.get(code)) if s == sc.bottom else ""
                item.setToolTip(card_tooltip(code, note) if code != HIDDEN else
                                translate("MahjongTableView", "A hidden action card: shown once used."))
                row.append(item)
            self.cards.append(row)
        for item in old:
            sc.removeItem(item)
        self.place_cards()
        self.redraw_in(lang())

    def redraw_in(self, language: str) -> None:
        """Draw every card again when the language changed (a card keeps the picture it was drawn
        with: its name and hero would stay in the language before)."""
        if language != self.language:
            self.language = language
            for row in self.cards:
                for item in row:
                    item.update()

    def place_cards(self) -> None:
        """Put every card at its place at once."""
        for s, row in enumerate(self.cards):
            for item, p in zip(row, H.card_places(self.scene.side(s), len(row))):
                set_card(item, p)

    def local_cards(self) -> list[HeroCardItem]:
        """The bottom seat's card items, avatar first."""
        bottom = self.scene.bottom
        return list(self.cards[bottom]) if self.on and bottom < len(self.cards) else []

    def card_item(self, seat: int, card_id: str) -> HeroCardItem | None:
        """The item of ``card_id`` at ``seat`` (a hidden card's back when its face is unknown yet)."""
        row = self.cards[seat] if self.on and seat < len(self.cards) else []
        return next((c for c in row if c.code == card_id), None) or next((c for c in row if c.code == HIDDEN), None)

    def centre_lines(self, info: dict, lines: list[str]) -> list:
        """The deposits line with card deposits in points, and the pending extra steps."""
        if not self.on:
            return []
        pool = 1000 * int(info.get("sticks") or 0) + int(info.get("deposit") or 0)
        lines[2] = translate("MahjongTableView", "Deposits {points}").format(points=f"{pool:,}")
        return accel_lines(info, self.scene.name)


def set_card(item: HeroCardItem, p: Place) -> None:
    item.setPos(p.x, p.y)
    item.setRotation(p.rotation)
    item.setScale(p.scale)


__all__ = ["HeroScene", "deck_faces", "accel_lines"]
