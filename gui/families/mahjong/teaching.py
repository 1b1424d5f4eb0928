"""Teaching mode's efficiency panel (牌効率) for the mahjong games.

:class:`EfficiencyPanel` shows, for the seat a view belongs to, what
``core.mahjong.efficiency.analyse_view`` reports: the current shanten (向聴数), a table of the
discards (打牌) with the shanten after each and the tiles that would then improve the hand
(受け入れ) with how many of each are left unseen, the waits (待ち) when tenpai (聴牌), the furiten
(振聴) and no-yaku (役なし) warnings, and a hint with its reason. It fits a side panel of about
360 px: the tile icons wrap, the discards that lose a step are folded into one line until
"Show every discard" is ticked.

Embedding::

    panel = EfficiencyPanel()
    panel.show_for(view, legal_actions)        # after every refresh of the seat's turn
    panel.clear()                              # no seat to teach (an AI's turn, review...)
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from PySide6.QtCore import QEvent, QRect, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QCheckBox, QLabel, QSizePolicy, QToolTip, QVBoxLayout, QWidget

from core.mahjong.efficiency import Efficiency, analyse_view
from core.mahjong.notation import parse
from core.mahjong.tiles import label

from .tile_faces import paint_tile

TILE = QSize(24, 32)          # a discard in the table
SMALL = QSize(20, 27)         # an improving tile or a wait
GAP = 5                       # between chips
PAD = 4                       # around a row's content
BEST_BG, BEST_EDGE = QColor("#fff4c2"), QColor("#d9a400")
ROW_LINE = QColor("#d6d6d6")
DIM_TEXT = QColor("#6b6b6b")
COLOURS = {"bad": QColor("#b71c1c"), "warn": QColor("#a85a00"), "good": QColor("#1b5e20"),
           "plain": QColor("#202020")}


@dataclass
class Chip:
    """A small tile with a note beside it (``×3``); ``dim`` when none is left to draw."""

    kind: int
    mark: str = ""
    note: str = ""
    dim: bool = False
    tip: str = ""


@dataclass
class Row:
    """One line of the discard table: the discard tile(s), the shanten after, the chips
    (improving tiles), the total, notes under the chips as (text, colour key)."""

    lead: list = field(default_factory=list)      # [(kind, mark)] of the discard; [] for the folded line
    after: str = ""
    chips: list = field(default_factory=list)
    total: str = ""
    caption: str = ""
    notes: list = field(default_factory=list)
    best: bool = False
    token: str = ""                               # the discard's token (for ``picked``)
    tip: str = ""


def _font(base: QFont, scale: float = 1.0, bold: bool = False) -> QFont:
    font = QFont(base)
    size = base.pointSizeF() if base.pointSizeF() > 0 else 10.0
    font.setPointSizeF(max(9.0, size * scale))
    font.setBold(bold)
    return font


class _Flow:
    """Chips placed left to right, wrapping at ``width``."""

    def __init__(self, chips: list[Chip], width: int, fm: QFontMetrics) -> None:
        self.places: list[tuple[Chip, QRect]] = []
        x = y = 0
        line = SMALL.height()
        for chip in chips:
            w = SMALL.width() + (2 + fm.horizontalAdvance(chip.note) if chip.note else 0)
            if x and x + w > width:
                x, y = 0, y + line + 3
            self.places.append((chip, QRect(x, y, w, line)))
            x += w + GAP
        self.height = (y + line) if chips else 0


@lru_cache(maxsize=512)
def _tile_pixmap(kind: int, mark: str, width: int, height: int, lang: str, ratio: float) -> QPixmap:
    """A tile drawn once by ``paint_tile`` at ``ratio`` device pixels per pixel (refreshes
    repaint dozens of small tiles: a pixmap is much cheaper than the vector face)."""
    pix = QPixmap(round(width * ratio), round(height * ratio))
    pix.setDevicePixelRatio(ratio)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    paint_tile(p, QRectF(0, 0, width, height), kind, mark, lang=lang)
    p.end()
    return pix


def draw_tile(p: QPainter, x: int, y: int, size: QSize, kind: int, mark: str, lang: str) -> None:
    """Draw a tile of ``size`` with its top-left corner at (x, y), from the pixmap cache."""
    ratio = p.device().devicePixelRatioF() if p.device() is not None else 1.0
    p.drawPixmap(x, y, _tile_pixmap(kind, mark, size.width(), size.height(), lang, ratio))


def _paint_chips(p: QPainter, flow: _Flow, origin_x: int, origin_y: int, lang: str) -> None:
    for chip, r in flow.places:
        r = r.translated(origin_x, origin_y)
        p.setOpacity(0.4 if chip.dim else 1.0)
        draw_tile(p, r.x(), r.y(), SMALL, chip.kind, chip.mark, lang)
        p.setOpacity(1.0)
        if chip.note:
            p.setPen(DIM_TEXT if chip.dim else COLOURS["plain"])
            p.drawText(QRect(r.x() + SMALL.width() + 2, r.y(), r.width() - SMALL.width() - 2, r.height()),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, chip.note)


class TileStrip(QWidget):
    """A wrapped line of small tiles with their unseen counts (the waits, the improving tiles)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.chips: list[Chip] = []
        self.lang = "en"
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_chips(self, chips: list[Chip], lang: str) -> None:
        self.chips, self.lang = list(chips), lang
        self.updateGeometry()
        self.update()

    def _flow(self, width: int) -> _Flow:
        return _Flow(self.chips, max(SMALL.width() * 2, width - 2 * PAD), QFontMetrics(self.font()))

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._flow(width).height + 2 * PAD if self.chips else 0

    def sizeHint(self) -> QSize:
        width = self.width() if self.width() > 50 else 340
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(SMALL.width() * 3, 0)      # the height follows the width (heightForWidth)

    def paintEvent(self, event) -> None:
        p = QPainter(self)
        _paint_chips(p, self._flow(self.width()), PAD, PAD, self.lang)
        p.end()

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            pos = event.pos()
            tip = next((c.tip for c, r in self._flow(self.width()).places
                        if r.translated(PAD, PAD).contains(pos)), "")
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)


class DiscardTable(QWidget):
    """The discard rows: tile → shanten after → improving tiles ×unseen → total; best rows
    highlighted; heights follow the width (the chips wrap). A click on a row emits ``picked``
    with its discard's token; hovering a tile shows its tooltip."""

    picked = Signal(str)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.rows: list[Row] = []
        self.heads = ("", "", "", "")
        self.lang = "en"
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_rows(self, rows: list[Row], heads: tuple[str, str, str, str], lang: str) -> None:
        self.rows, self.heads, self.lang = list(rows), heads, lang
        self.updateGeometry()
        self.update()

    # --- geometry ---------------------------------------------------------------------------
    def _columns(self, width: int) -> tuple[int, int, int, int]:
        """x of the after, chips and total columns, and the chips' width."""
        fm, bold = QFontMetrics(self.font()), QFontMetrics(_font(self.font(), bold=True))
        lead = max([TILE.width()] + [fm.horizontalAdvance(self.heads[0])])
        after = max([fm.horizontalAdvance(self.heads[1])] + [bold.horizontalAdvance(r.after) for r in self.rows])
        total = max([fm.horizontalAdvance(self.heads[3])] + [bold.horizontalAdvance(r.total) for r in self.rows])
        x_after = PAD + lead + 2 * PAD
        x_chips = x_after + after + 2 * PAD
        x_total = width - PAD - total
        return x_after, x_chips, x_total, max(SMALL.width() * 2, x_total - 2 * PAD - x_chips)

    def _layout(self, width: int):
        """(header height, [(row, y, height, flow, note rects)]) for ``width``."""
        fm = QFontMetrics(self.font())
        _, x_chips, _, chips_w = self._columns(width)
        head_h = 0
        if self.rows:
            head_h = fm.boundingRect(QRect(0, 0, chips_w, 10_000), Qt.TextFlag.TextWordWrap,
                                     self.heads[2]).height() + PAD
        y = head_h
        out = []
        for row in self.rows:
            flow = _Flow(row.chips, chips_w, fm)
            inner = 0
            caption_h = 0
            if row.caption:
                caption_h = fm.boundingRect(QRect(0, 0, chips_w, 10_000), Qt.TextFlag.TextWordWrap,
                                            row.caption).height() + 2
            inner += caption_h + flow.height
            notes = []
            for text, colour in row.notes:
                h = fm.boundingRect(QRect(0, 0, chips_w, 10_000), Qt.TextFlag.TextWordWrap, text).height()
                notes.append((text, colour, QRect(x_chips, 0, chips_w, h), inner + 2))
                inner += h + 2
            height = max(TILE.height() if row.lead else 0, inner, fm.height()) + 2 * PAD
            out.append((row, y, height, flow, caption_h, notes))
            y += height
        return head_h, out, y

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self._layout(width)[2] + 1 if self.rows else 0

    def sizeHint(self) -> QSize:
        width = self.width() if self.width() > 50 else 340
        return QSize(width, self.heightForWidth(width))

    def minimumSizeHint(self) -> QSize:
        return QSize(200, 0)                    # the height follows the width (heightForWidth)

    def _hit(self, pos) -> tuple[Row | None, str]:
        """The row under ``pos`` and the tooltip there (a chip's, else the row's)."""
        x_chips = self._columns(self.width())[1]
        for row, y, height, flow, caption_h, _notes in self._layout(self.width())[1]:
            if y <= pos.y() < y + height:
                for chip, r in flow.places:
                    if r.translated(x_chips, y + PAD + caption_h).contains(pos):
                        return row, chip.tip
                return row, row.tip
        return None, ""

    def event(self, event) -> bool:
        if event.type() == QEvent.Type.ToolTip:
            tip = self._hit(event.pos())[1]
            if tip:
                QToolTip.showText(event.globalPos(), tip, self)
            else:
                QToolTip.hideText()
            return True
        return super().event(event)

    def mousePressEvent(self, event) -> None:
        row = self._hit(event.position().toPoint())[0]
        if row is not None and row.token and event.button() == Qt.MouseButton.LeftButton:
            self.picked.emit(row.token)
            event.accept()
            return
        super().mousePressEvent(event)

    # --- painting ---------------------------------------------------------------------------
    def paintEvent(self, event) -> None:
        if not self.rows:
            return
        p = QPainter(self)
        width = self.width()
        x_after, x_chips, x_total, chips_w = self._columns(width)
        head_h, rows, _ = self._layout(width)
        fm = QFontMetrics(self.font())
        p.setPen(DIM_TEXT)
        heads = ((PAD, x_after - PAD), (x_after, x_chips - PAD), (x_chips, chips_w), (x_total, width - x_total))
        for i, ((x, w), text) in enumerate(zip(heads, self.heads)):
            align = Qt.AlignmentFlag.AlignRight if i == 3 else Qt.AlignmentFlag.AlignLeft
            flags = align | Qt.AlignmentFlag.AlignBottom | Qt.TextFlag.TextWordWrap
            p.drawText(QRect(x, 0, w, head_h - PAD), flags, text)
        bold = _font(self.font(), bold=True)
        for row, y, height, flow, caption_h, notes in rows:
            box = QRect(0, y, width - 1, height)
            if row.best:
                p.setPen(QPen(BEST_EDGE, 1))
                p.setBrush(BEST_BG)
                p.drawRoundedRect(box.adjusted(0, 1, 0, -1), 4, 4)
                p.setBrush(Qt.BrushStyle.NoBrush)
            else:
                p.setPen(ROW_LINE)
                p.drawLine(0, y, width, y)
            if row.lead:
                kind, mark = row.lead[0]
                draw_tile(p, PAD, y + PAD, TILE, kind, mark, self.lang)
            p.setFont(bold)
            p.setPen(COLOURS["plain"])
            line_h = TILE.height() if row.lead else fm.height()      # the texts centre on the tile
            p.drawText(QRect(x_after, y + PAD, x_chips - x_after - PAD, line_h),
                       Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, row.after)
            p.drawText(QRect(x_total, y + PAD, width - PAD - x_total, line_h),
                       Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, row.total)
            p.setFont(self.font())
            top = y + PAD
            if row.caption:
                p.setPen(DIM_TEXT)
                p.drawText(QRect(x_chips, top, chips_w, caption_h), Qt.TextFlag.TextWordWrap, row.caption)
            _paint_chips(p, flow, x_chips, top + caption_h, self.lang)
            for text, colour, rect, dy in notes:
                p.setPen(COLOURS[colour])
                p.drawText(rect.translated(0, top + dy), Qt.TextFlag.TextWordWrap, text)
        p.end()


class EfficiencyPanel(QWidget):
    """Teaching mode's tile-efficiency panel (牌効率) of one seat: header (shanten or waits),
    warnings (furiten, no yaku), a hint with its reason, and the discard table.

    ``show_for(view, legal_actions, hint=None, seat=None, copies=None)`` fills it from a view of
    the riichi-family games (``copies``: per-kind copies of another tile set, e.g. three-player);
    ``clear()`` empties it. ``efficiency`` is the last report (or None).
    """

    picked = Signal(str)        # a discard row was clicked: its token (the table may select the tile)

    def __init__(self, parent=None, lang: str | None = None) -> None:
        super().__init__(parent)
        self.efficiency: Efficiency | None = None
        self._legal: list = []
        self._hint: str | None = None
        self._lang = lang
        layout = QVBoxLayout(self)
        layout.setContentsMargins(2, 2, 2, 2)
        layout.setSpacing(4)
        self.cards = QLabel()                     # a variant's notes (e.g. the cards usable now, and why not the others)
        self.cards.setObjectName("efficiency_cards")
        self.cards.setWordWrap(True)
        self.cards.setTextFormat(Qt.TextFormat.RichText)
        self.cards.hide()
        layout.addWidget(self.cards)
        self.header = QLabel()
        self.header.setObjectName("efficiency_header")
        self.header.setWordWrap(True)
        self.header.setFont(_font(self.font(), 1.15, bold=True))
        layout.addWidget(self.header)
        self.strip = TileStrip()
        self.strip.setObjectName("efficiency_tiles")
        layout.addWidget(self.strip)
        self.warnings = QLabel()
        self.warnings.setObjectName("efficiency_warnings")
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet("color: #b71c1c; font-weight: bold;")
        layout.addWidget(self.warnings)
        self.hint = QLabel()
        self.hint.setObjectName("efficiency_hint")
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #1b5e20;")
        layout.addWidget(self.hint)
        self.table = DiscardTable()
        self.table.setObjectName("efficiency_table")
        self.table.picked.connect(self.picked)
        layout.addWidget(self.table)
        self.show_all = QCheckBox()
        self.show_all.setObjectName("efficiency_show_all")
        self.show_all.toggled.connect(lambda _on: self._refresh())
        layout.addWidget(self.show_all)
        layout.addStretch(1)
        self.clear()

    # --- public -------------------------------------------------------------------------------
    def set_cards(self, html: str) -> None:
        """Show a variant's notes (rich text) above the efficiency ("" hides them)."""
        self.cards.setText(html)
        self.cards.setVisible(bool(html))

    def show_for(self, view, legal_actions=None, hint: str | None = None, seat: int | None = None,
                 copies=None, **rules) -> None:
        """Show the efficiency of ``seat`` (default: the view's seat) in ``view``; ``legal_actions``
        mark the discards that may be played and the wins; ``hint`` (e.g. the AI's reason)
        replaces the panel's own hint; ``rules``: ``terminals``, ``rules`` and ``table`` of
        another ruleset (see analyse_view). A view without the seat's hand clears the panel."""
        try:
            self.efficiency = analyse_view(view, seat, copies=copies, legal_actions=legal_actions, **rules)
        except (ValueError, KeyError, TypeError, IndexError):
            self.clear()
            return
        self._legal = list(legal_actions or [])
        self._hint = hint
        self._refresh()

    def clear(self) -> None:
        """Show nothing (no seat to teach)."""
        self.efficiency = None
        self._legal, self._hint = [], None
        self._refresh()

    def fit_width(self, width: int) -> QSize:
        """Resize to ``width`` and the height the content needs there (a top-level panel, a
        screenshot); inside a layout the heights follow the width by themselves."""
        self.setFixedWidth(width)
        self.resize(width, self.heightForWidth(width))
        return self.size()

    def set_language(self, lang: str) -> None:
        """The language of the tile faces and tile names ("en" or "ja"); texts follow tr()."""
        self._lang = lang
        self._refresh()

    def changeEvent(self, event) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._refresh()
        super().changeEvent(event)

    # --- building -----------------------------------------------------------------------------
    @property
    def lang(self) -> str:
        if self._lang:
            return self._lang
        return "ja" if self.tr("Discard") != "Discard" else "en"

    def _name(self, kind: int) -> str:
        return label(kind, self.lang)

    def _names(self, kinds) -> str:
        return self.tr(", ").join(self._name(k) for k in kinds)

    def _refresh(self) -> None:
        eff = self.efficiency
        self.show_all.setText(self.tr("Show every discard"))
        if eff is None:
            self.header.setText(self.tr("Tile efficiency (牌効率): shown on your turn."))
            for w in (self.strip, self.warnings, self.hint, self.table, self.show_all):
                w.hide()
            self.strip.set_chips([], self.lang)
            self.table.set_rows([], ("", "", "", ""), self.lang)
            return
        self.header.setText(self._header_text(eff))
        chips = self._strip_chips(eff)
        self.strip.set_chips(chips, self.lang)
        self.strip.setVisible(bool(chips))
        warnings = self._warnings(eff)
        self.warnings.setText("\n".join(warnings))
        self.warnings.setVisible(bool(warnings))
        hint = self._hint if self._hint is not None else self._hint_text(eff)
        self.hint.setText(hint)
        self.hint.setVisible(bool(hint))
        rows, folded = self._rows(eff)
        heads = (self.tr("Discard"), self.tr("After"), self.tr("Improving (受け入れ) ×unseen"),
                 self.tr("Total"))
        self.table.set_rows(rows, heads, self.lang)
        self.table.setVisible(bool(rows))
        self.show_all.setVisible(folded or (self.show_all.isChecked() and self._foldable(eff)))
        self.updateGeometry()

    def _header_text(self, eff: Efficiency) -> str:
        if eff.complete:
            return self.tr("Complete (和了形)")
        if eff.tenpai:
            waits = " ".join(self._name(w.kind) for w in eff.waits)
            return self.tr("Tenpai (聴牌): waits {tiles} — {n} unseen").format(
                tiles=waits, n=sum(w.unseen for w in eff.waits))
        if eff.to_discard and eff.shanten == 0:
            rows = self._visible_rows(eff)
            if len(rows) == 1:
                return self.tr("Tenpai (聴牌) after {tile}: waits {tiles}").format(
                    tile=self._name(rows[0].kind), tiles=" ".join(self._name(w.kind) for w in rows[0].waits))
            return self.tr("Tenpai (聴牌) after the right discard")
        text = self.tr("{n}-shanten ({n}向聴)").format(n=eff.shanten)
        if not eff.to_discard:
            text += "\n" + self.tr("Improving tiles (受け入れ): {n} unseen").format(n=eff.total)
        return text

    def _strip_chips(self, eff: Efficiency) -> list[Chip]:
        if eff.to_discard:
            return []
        if eff.tenpai:
            return [self._chip(w.kind, w.unseen) for w in eff.waits]
        return [self._chip(k, n) for k, n in eff.improving]

    def _chip(self, kind: int, unseen: int) -> Chip:
        """An improving tile or a wait with its unseen count."""
        return Chip(kind, "", "×%d" % unseen, not unseen,
                    self.tr("{tile}: {n} left unseen").format(tile=self._name(kind), n=unseen))

    def _warnings(self, eff: Efficiency) -> list[str]:
        out = []
        if eff.furiten:
            out.append(self.tr("Furiten (振聴): {tiles} in your own discards — no ron (ロン), only tsumo (ツモ).")
                       .format(tiles=self._names(eff.furiten_kinds)))
        if eff.tenpai:
            out += self._no_yaku(eff)
        if eff.complete and eff.complete_yaku is False:
            out.append(self.tr("No yaku (役なし): this tsumo (ツモ) is no win."))
        return out

    def _no_yaku(self, eff: Efficiency) -> list[str]:
        """The no-yaku warnings of a tenpai hand (none once in riichi)."""
        never = [w.kind for w in eff.waits if not w.ron and not w.tsumo]
        ron_only = [w.kind for w in eff.waits if not w.ron and w.tsumo]
        out = []
        if ron_only and eff.closed:
            if len(ron_only) == len(eff.waits):
                out.append(self.tr("No yaku (役なし) on ron (ロン): declare riichi (立直) or win by tsumo (ツモ)."))
            else:
                out.append(self.tr("No yaku (役なし) on ron (ロン) with {tiles}: declare riichi (立直) "
                                   "or win by tsumo (ツモ).").format(tiles=self._names(ron_only)))
        elif ron_only:
            out.append(self.tr("No yaku (役なし) on ron (ロン) with {tiles}: only tsumo (ツモ) wins.")
                       .format(tiles=self._names(ron_only)))
        if never and len(never) == len(eff.waits):
            out.append(self.tr("No yaku (役なし): this open hand cannot win on any of its waits."))
        elif never:
            out.append(self.tr("No yaku (役なし) when winning on {tiles}: such a win is not allowed.")
                       .format(tiles=self._names(never)))
        return out

    def _hint_text(self, eff: Efficiency) -> str:
        kinds = {a.kind for a in self._legal}
        if "tsumo" in kinds:
            return self.tr("Hint: win by tsumo (ツモ).")
        if "ron" in kinds:
            return self.tr("Hint: win by ron (ロン).")
        best = eff.best
        if not eff.to_discard or best is None or not kinds & {"discard", "riichi"} and self._legal:
            return ""
        ties = [r.kind for r in self._visible_rows(eff) if r.key == best.key]
        tile = self._name(best.kind)
        if len(ties) > 1:
            tile = self.tr("{tile} (or {others})").format(tile=tile, others=self._names(ties[1:]))
        if best.shanten == 0 and best.riichi:
            return self.tr("Hint: discard {tile} and declare riichi (立直): waits on {n} unseen tiles.").format(
                tile=tile, n=best.total)
        if best.shanten == 0:
            return self.tr("Hint: discard {tile}: tenpai (聴牌), waiting on {n} unseen tiles.").format(
                tile=tile, n=best.total)
        return self.tr("Hint: discard {tile}: {s}-shanten ({s}向聴) after it, with the most improving "
                       "tiles ({n}).").format(tile=tile, s=best.shanten, n=best.total)

    def _visible_rows(self, eff: Efficiency):
        """The discards worth a row: the legal ones (all when none is legal)."""
        legal = [r for r in eff.discards if r.legal]
        return legal or list(eff.discards)

    def _foldable(self, eff: Efficiency) -> bool:
        rows = self._visible_rows(eff) if eff.to_discard else []
        return bool(rows) and any(r.shanten > rows[0].shanten for r in rows)

    def _rows(self, eff: Efficiency) -> tuple[list[Row], bool]:
        """The table rows, and whether some discards are folded into a summary line."""
        if not eff.to_discard:
            return [], False
        candidates = self._visible_rows(eff)
        if not candidates:
            return [], False
        best_key = candidates[0].key
        keep = min(r.shanten for r in candidates)
        rows, folded = [], {}
        for r in candidates:
            if r.shanten > keep and not self.show_all.isChecked():
                folded.setdefault(r.shanten, []).append(r)
                continue
            rows.append(self._row(r, r.key == best_key and r.legal))
        for s, group in sorted(folded.items()):
            rows.append(Row(after=self._after_text(s), caption=self.tr("Lose a step (向聴戻し):"),
                            chips=[Chip(r.kind, self._mark(r.token), tip=self._name(r.kind)) for r in group]))
        return rows, bool(folded)

    def _after_text(self, shanten: int) -> str:
        return self.tr("Tenpai") if shanten == 0 else str(shanten)

    @staticmethod
    def _mark(token: str) -> str:
        try:
            return parse(token)[0].mark
        except ValueError:
            return ""

    def _row(self, r, best: bool) -> Row:
        notes = []
        if r.shanten == 0:
            if r.furiten:
                notes.append((self.tr("Furiten (振聴): a wait is in your discards"), "bad"))
            never = [w.kind for w in r.waits if not w.ron and not w.tsumo]
            ron_only = [w.kind for w in r.waits if not w.ron and w.tsumo]
            if never:
                notes.append((self.tr("No yaku (役なし) with {tiles}").format(tiles=self._names(never)), "bad"))
            if ron_only:
                notes.append((self.tr("No yaku (役なし) on ron with {tiles}").format(tiles=self._names(ron_only)),
                              "warn"))
            if r.riichi:
                notes.append((self.tr("Riichi (立直) possible"), "good"))
        chips = [self._chip(k, n) for k, n in r.improving]
        return Row(lead=[(r.kind, self._mark(r.token))], after=self._after_text(r.shanten), chips=chips,
                   total=str(r.total), notes=notes, best=best, token=r.token,
                   tip=self._row_tip(r))

    def _row_tip(self, r) -> str:
        if r.shanten == 0:
            return self.tr("Discard {tile}: tenpai (聴牌), {n} winning tiles unseen").format(
                tile=self._name(r.kind), n=r.total)
        return self.tr("Discard {tile}: {s}-shanten ({s}向聴), {n} improving tiles unseen").format(
            tile=self._name(r.kind), s=r.shanten, n=r.total)
