"""What the efficiency panel needs to teach Anmika sanma: the 116-tile set's copies per kind (no
2m-8m; 7m in place of 1m with GT), its yaku and hand rules, and a hint from the view's teaching
notes: why a complete closed hand may not win dama (筋肉), when a kan is a must after riichi
(カンの強制), what to do with a north in hand (北抜き)."""
from __future__ import annotations

from functools import lru_cache

from PySide6.QtCore import QCoreApplication

from core.engine import QT_TRANSLATE_NOOP
from core.games.anmika.yaku import anmika_rules, anmika_yaku
from core.mahjong.tilesets import anmika_116

CTX = "AnmikaTeaching"
#: a drawn north (北, kind 30) is set aside with a replacement (北抜き): never an improving tile
AIR = frozenset({30})
NOTES = {
    "muscle": QT_TRANSLATE_NOOP("AnmikaTeaching", "Your hand is complete, but a closed hand wins only after "
                                                  "riichi (筋肉): declare riichi with a discard instead."),
    "forced_kan": QT_TRANSLATE_NOOP("AnmikaTeaching", "After riichi a kan that keeps your waits is a must "
                                                      "(カンの強制): declare the kan."),
    "north": QT_TRANSLATE_NOOP("AnmikaTeaching", "A north is never discarded: set it aside (北抜き) for a dora, "
                                                 "a chip and a new tile; keep it only for 字一色, 四喜和 or 国士無双."),
}


def tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


@lru_cache(maxsize=2)
def _set(gt: bool):
    tiles = anmika_116(gt)
    copies = [0] * 34
    for t in tiles.tiles:
        if t.kind < 34:
            copies[t.kind] += 1
    rules = anmika_rules(gt)
    return tuple(copies), rules, anmika_yaku(gt)


def anmika_efficiency(view) -> dict:
    """Keyword arguments for ``EfficiencyPanel.show_for`` on an Anmika view."""
    data = view.data
    copies, rules, table = _set(bool(data.get("gt", True)))
    notes = [tr(NOTES[n]) for n in data.get("notes", ()) if n in NOTES]
    return {"copies": copies, "rules": rules, "table": table, "terminals": rules.kokushi_kinds,
            "air": AIR, "hint": " ".join(notes) or None}


def air_view(view):
    """The view with the seat's norths taken out of its hand: a north is set aside with a new
    tile (空気扱い), so the efficiency is that of the other tiles (a 14-tile hand with one north
    is read as the 13 tiles that wait for the replacement; with two, one is taken out and the
    other waits its turn). None: no north to take out."""
    data, seat = view.data, view.seat
    hand = list(data["hands"][seat]) if seat is not None else []
    kept = list(hand)
    for north in [t for t in hand if t in ("4z", "4gz")]:
        if len(kept) % 3 == 1:             # 13 (10, 7 …) tiles: the next norths wait their turn
            break
        kept.remove(north)
    if len(kept) == len(hand) or "north" not in data.get("notes", ()):
        return None
    from core.engine import View
    hands = [list(h) for h in data["hands"]]
    hands[seat] = kept
    return View(view.game, seat, dict(data, hands=hands, drawn=None))
