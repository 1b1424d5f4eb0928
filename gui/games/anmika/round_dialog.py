"""The Anmika parts of the end-of-hand dialog (:mod:`gui.families.mahjong.round_dialog`), plugged in as
:class:`AnmikaRoundExtras` by :func:`show_round_result` (the game's ``FRONTEND.round_dialog``): beside a win's
yaku, its chips itemised (祝儀: each ``info["chips"]`` item by name, with how it is paid), the
reversed state (逆), the 夏 steps, the scoring tier and the fever win number; under the wins, the
dice chances of the hand (サイコロチャンス: the named pair, every roll with hits marked, the
chips moved); and each seat's chip change in the score board.

A win is an Anmika win when its info has ``chips`` or ``chip_delta`` (notes/anmika_contract.md).
Translation context: ``AnmikaRound``.
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout

from core.games.anmika import scoring

from ...i18n import translate
from .log import chip_name, chips_words, signed_chips
from ...families.mahjong.dialog_tiles import TileRow
from ...families.mahjong.log import YAKU, limit_word, seat_name
from ...families.mahjong.round_dialog import MahjongRoundDialog, RoundExtras, show_mahjong_round_result
from ...families.mahjong.round_dialog import game_end_lines as mahjong_end_lines

TAG = "border-radius: 4px; padding: 1px 6px; font-weight: bold;"


def is_anmika_win(info: dict) -> bool:
    """True for the info of an Anmika win (it carries chips)."""
    return "chips" in info or "chip_delta" in info


def form_text(form: str, tsumo: bool) -> str:
    """How a chip item is paid: "from each" (all), "from the discarder" (a hand item on ron),
    "from one player"."""
    if form == "one" or (form == "hand" and not tsumo):
        return translate("AnmikaRound", "from the discarder") if form == "hand" else translate("AnmikaRound", "from one player")
    return translate("AnmikaRound", "from each")


def chip_rows(info: dict) -> list[tuple[str, str, str]]:
    """(item name, signed amount, how paid) per chip item of a win; "×2 shuba" where shuba
    (シュバリー) doubled the item."""
    tsumo = bool(info.get("tsumo")) or info.get("from") is None
    return [(chip_name(str(c.get("name", ""))), signed_chips(int(c.get("amount") or 0)), how_paid(c, tsumo))
            for c in info.get("chips") or ()]


def how_paid(item: dict, tsumo: bool) -> str:
    """How a chip item is paid, and "×2 shuba" when shuba doubled it."""
    text = form_text(str(item.get("form", "")), tsumo)
    if item.get("shuba"):
        text = translate("AnmikaRound", "{how}, ×2 shuba (シュバ)").format(how=text)
    return text


def value_text(han: int, fu: int, tier: str) -> str:
    """ "7 han: Haneman (跳満)" at a limit, "3 han 30 fu" below; a yakuman by its name."""
    if tier in ("yakuman", "double_yakuman", "triple_yakuman"):
        return limit_word(tier)
    if tier:
        return translate("AnmikaRound", "{han} han: {tier}").format(han=han, tier=limit_word(tier))
    return translate("AnmikaRound", "{han} han {fu} fu").format(han=han, fu=fu)


def tier_path(info: dict) -> str:
    """How a win's tier was reached: its han and fu (or yakuman), then 夏's steps (each +1 han
    below mangan, one tier up from mangan: core.games.anmika.scoring.with_summer) or 夏夏金北's
    ×4: "7 han: Haneman (跳満), +1 step for Summer (夏) → Baiman (倍満)". "" when the win's data does
    not lead to its tier (then only the tier is shown)."""
    han, fu, steps = int(info.get("han") or 0), int(info.get("fu") or 0), int(info.get("summer") or 0)
    yakuman = sum(int(h) for name, h in info.get("yaku") or () if YAKU.get(name) is not None and YAKU[name].yakuman)
    base = scoring.value_of(han, fu, yakuman)
    reached = scoring.with_summer(base, steps)
    if reached.tier != (info.get("tier") or "") or not (steps or info.get("times4") or base.tier):
        return ""
    text = value_text(base.han, base.fu, base.tier)
    if steps:
        text = translate("AnmikaRound", "{value}, +{n} step for Summer (夏) → {result}").format(
            value=text, n=steps, result=limit_word(reached.tier) if reached.tier else value_text(reached.han, reached.fu, ""))
    if info.get("times4"):
        text = translate("AnmikaRound", "{value}, ×4 for Summer, Summer and gold north (夏夏金北)").format(value=text)
    return text


def flowers_row(info: dict) -> QHBoxLayout | None:
    """The winner's flowers (華牌) as small tiles, or None without flowers."""
    flowers = [str(t) for t in info.get("flowers") or ()]
    if not flowers:
        return None
    line = QHBoxLayout()
    line.addWidget(QLabel(translate("AnmikaRound", "Flowers (華牌):")))
    row = TileRow(flowers, 20, 28)
    row.setObjectName("flowers")
    line.addWidget(row)
    line.addStretch(1)
    return line


def win_tags(info: dict) -> list[tuple[str, str]]:
    """(text, css colours) tags of an Anmika win: 逆, 夏 steps, the tier, the fever win."""
    out = []
    if info.get("reverse"):
        out.append((translate("AnmikaRound", "Reversed (逆)"), "background: #6a1b9a; color: white;"))
    if info.get("summer"):
        out.append((translate("AnmikaRound", "Summer (夏) +{n}").format(n=int(info["summer"])),
                    "background: #1c7ed6; color: white;"))
    if info.get("tier"):
        out.append((translate("AnmikaRound", "Tier: {tier}").format(tier=limit_word(str(info["tier"]))),
                    "background: #ffe082; color: #5d4037;"))
    if info.get("fever_win"):
        out.append((translate("AnmikaRound", "Fever win no. {n}").format(n=int(info["fever_win"])),
                    "background: #d81b60; color: white;"))
    return out


def chips_box(info: dict, names: list[str], you: int | None = None) -> QFrame:
    """The chips of a win: its tags, one row per item, and who gains or pays how many."""
    frame = QFrame()
    frame.setObjectName(f"chips_{info.get('winner')}")
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    box = QVBoxLayout(frame)
    box.setContentsMargins(8, 4, 8, 6)
    box.setSpacing(3)
    title = QLabel(translate("AnmikaRound", "Chips (祝儀)"))
    title.setStyleSheet("font-weight: bold;")
    box.addWidget(title)
    tags = QGridLayout()                          # two per row: the box is half the dialog wide
    tags.setHorizontalSpacing(6)
    tags.setVerticalSpacing(3)
    for i, (text, css) in enumerate(win_tags(info)):
        tag = QLabel(text)
        tag.setObjectName("tag")
        tag.setStyleSheet(css + TAG)
        tags.addWidget(tag, i // 2, i % 2, Qt.AlignmentFlag.AlignLeft)
    tags.setColumnStretch(2, 1)
    box.addLayout(tags)
    path = tier_path(info)
    if path:
        how = QLabel(path)
        how.setObjectName("tier_path")
        how.setWordWrap(True)
        box.addWidget(how)
    grid = QGridLayout()
    grid.setHorizontalSpacing(14)
    grid.setVerticalSpacing(1)
    rows = chip_rows(info)
    for r, (name, amount, how) in enumerate(rows):
        grid.addWidget(QLabel(name), r, 0)
        lab = QLabel(amount)
        lab.setObjectName("chip_amount")
        lab.setStyleSheet("font-weight: bold;")
        grid.addWidget(lab, r, 1, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(QLabel(how), r, 2)
    if not rows:
        grid.addWidget(QLabel(translate("AnmikaRound", "No chips for this win")), 0, 0)
    box.addLayout(grid)
    flowers = flowers_row(info)
    if flowers is not None:
        box.addLayout(flowers)
    moved = chips_words(info.get("chip_delta"), names, you)
    if moved:
        total = QLabel(translate("AnmikaRound", "Chips moved: {list}").format(list=moved))
        total.setObjectName("chip_total")
        total.setWordWrap(True)
        total.setStyleSheet("font-weight: bold;")
        box.addWidget(total)
    return frame


def rolls_html(info: dict) -> str:
    """The rolls of a dice chance as rich text: a hit bold on gold, a double (rolled again) struck."""
    pair = sorted(int(x) for x in info.get("pair") or ())
    out = []
    for roll in info.get("rolls") or ():
        a, b = (int(x) for x in roll)
        text = f"{a}-{b}"
        if a == b:
            out.append(f"<s>{text}</s>")
        elif sorted((a, b)) == pair:
            out.append(f"<b style='background:#ffe082; color:#5d4037'>&nbsp;{text}&nbsp;</b>")
        else:
            out.append(text)
    return " ".join(out)


def dice_line(d: dict, names: list[str], you: int | None = None, rich: bool = False) -> str:
    """One dice chance: "Aoi, pair 2-4: 1-3 4-5 1-1 5-6 2-4 — 1 hit(s) × +70" (``rich``: the rolls
    marked as in :func:`rolls_html`)."""
    rolls = rolls_html(d) if rich else " ".join(f"{int(r[0])}-{int(r[1])}" for r in d.get("rolls") or ())
    name = seat_name(names, d.get("seat"), you)
    return translate("AnmikaRound", "{name}, pair {pair}: {rolls} — {hits} hit(s) × {per}").format(
        name=name.replace("<", "&lt;") if rich else name, pair="-".join(str(int(x)) for x in d.get("pair") or ()),
        rolls=rolls, hits=int(d.get("hits") or 0), per=signed_chips(int(d.get("per_hit") or 0)))


def dice_lines(dice: list, names: list[str], you: int | None = None) -> list[str]:
    """One plain line per dice chance (:func:`dice_line`)."""
    return [dice_line(d, names, you) for d in dice]


def dice_frame(dice: list, names: list[str], you: int | None = None) -> QFrame:
    """The dice chances of the hand (サイコロチャンス), one row each."""
    frame = QFrame()
    frame.setObjectName("dice")
    frame.setFrameShape(QFrame.Shape.StyledPanel)
    box = QVBoxLayout(frame)
    box.setContentsMargins(10, 6, 10, 8)
    box.setSpacing(4)
    title = QLabel(translate("AnmikaRound", "Dice chances (サイコロチャンス)"))
    title.setStyleSheet("font-weight: bold;")
    box.addWidget(title)
    for d in dice:
        lab = QLabel(dice_line(d, names, you, rich=True))
        lab.setObjectName("dice_row")
        lab.setTextFormat(Qt.TextFormat.RichText)
        box.addWidget(lab)
        moved = chips_words(d.get("delta"), names, you)
        if moved:
            box.addWidget(QLabel("    " + translate("AnmikaRound", "Chips moved: {list}").format(list=moved)))
    return frame


def chip_changes(o: dict, seats: int) -> list[int] | None:
    """Each seat's chip change over the hand (wins and dice), or None for a riichi hand."""
    wins = [w for w in o["wins"] if is_anmika_win(w)]
    draw = o["draw"] if o["draw"] is not None and "chip_delta" in o["draw"] else None
    if not wins and not o.get("dice") and draw is None:
        return None
    out = [0] * seats
    deltas = [w.get("chip_delta") or () for w in wins] + [d.get("delta") or () for d in o.get("dice") or ()]
    deltas += [draw["chip_delta"] or ()] if draw is not None else []
    for delta in deltas:
        for s, d in enumerate(delta):
            if s < seats:
                out[s] += int(d)
    return out


def summary_lines(o: dict, names: list[str], you: int | None = None) -> list[str]:
    """The plain lines the Anmika parts add (for the dialog's text()): per win its tags and chip
    rows; the dice lines."""
    out = []
    for info in o["wins"]:
        if not is_anmika_win(info):
            continue
        out += ["  " + t for t, _ in win_tags(info)]
        out += ["  " + tier_path(info)] if tier_path(info) else []
        out += [f"  {name}: {amount} {how}" for name, amount, how in chip_rows(info)]
    out += dice_lines(list(o.get("dice") or ()), names, you)
    return out


class AnmikaRoundExtras(RoundExtras):
    """The chips beside a win's yaku, the dice chances under the wins, the chips column."""

    def lines(self, o: dict, names: list[str], you: int | None = None) -> list[str]:
        return summary_lines(o, names, you)

    def win_side(self, info: dict, names: list[str], you: int | None = None):
        return chips_box(info, names, you) if is_anmika_win(info) else None

    def frame(self, o: dict, names: list[str], you: int | None = None):
        return dice_frame(o["dice"], names, you) if o.get("dice") else None

    def column(self, o: dict, seats: int):
        chips = chip_changes(o, seats)
        return None if chips is None else ("chips", translate("AnmikaRound", "Chips (祝儀)"), chips)


def show_round_result(parent, result, names: list[str], *, options: dict | None = None,
                      on_closed: Callable[[], None] | None = None, you: int | None = None) -> MahjongRoundDialog:
    """The end-of-hand dialog of an Anmika hand (:func:`gui.families.mahjong.round_dialog.show_mahjong_round_result`
    with the Anmika parts)."""
    return show_mahjong_round_result(parent, result, names, options=options, on_closed=on_closed, you=you,
                                     extras=AnmikaRoundExtras())


__all__ = ["AnmikaRoundExtras", "show_round_result", "is_anmika_win", "chips_box", "dice_frame", "chip_rows", "win_tags", "dice_line", "dice_lines", "chip_changes",
           "summary_lines", "rolls_html", "form_text"]


def game_end_lines(result, names: list[str]) -> list[str]:
    """Why an Anmika game ended: its own ends (the set number of hands, sudden death) or the
    mahjong ones (a bust, the last hand, agari-yame)."""
    end = (result.detail or {}).get("end", "")
    if end == "max_hands":
        return [translate("AnmikaRound", "The set number of hands has been played.")]
    if end == "sudden_death":
        return [translate("AnmikaRound", "Sudden death (サドンデス): a win with someone at 40,000 points or more "
                                         "ends the game.")]
    return mahjong_end_lines(result, names)
