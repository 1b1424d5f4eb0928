"""Call automation of the mahjong table (as the online clients have it): a bar of toggles under
the local hand, its keys, and the answers the toggles give for the local player.

* 和了 (``win``, key A): win (tsumo or ron) whenever the state offers it;
* 鳴きなし (``no_calls``, key N): pass every call window (chi, pon, open kan). Ron is no call: a
  window with a ron still asks (unless ``win`` is on);
* ツモ切り (``tsumogiri``, key T): after riichi the drawn tile is discarded at once, unless it
  wins (then ask, or win with ``win``) or a kan is offered (a closed kan that keeps the wait:
  ask);
* 北抜き (``extract``, key X; only on a table whose variant extracts, :attr:`TableVariant.extracts`):
  the variant's :meth:`~gui.families.mahjong.variant.TableVariant.auto_extract` sets a tile aside
  where the rule leaves the player no real choice;
* 待ち (``waits``, key W): the waits of a tenpai hand shown as tile faces at the end of the bar.

The toggles are kept per game in the settings (``mahjong_auto``, :func:`core.settings.checked_mahjong_auto`).
:func:`automatic_action` is the whole decision (no Qt, no rules: it reads the legal actions and the
view's ``step``, ``riichi`` and ``drawn``); the controller asks the table's ``automatic_action``
before it asks the player, and the table shows no buttons for a decision automation takes.
"""
from __future__ import annotations

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetrics, QPainter
from PySide6.QtWidgets import QHBoxLayout, QToolButton, QWidget

from core.engine import QT_TRANSLATE_NOOP
from core.settings import MAHJONG_AUTO_DEFAULTS

from ...i18n import translate
from .items import TileItem, tile_of
from .tile_faces import paint_tile

WINS = ("tsumo", "ron")
KANS = ("closed_kan", "added_kan", "open_kan")
#: toggle -> its key on the table
KEYS = {"win": Qt.Key.Key_A, "no_calls": Qt.Key.Key_N, "tsumogiri": Qt.Key.Key_T, "extract": Qt.Key.Key_X,
        "waits": Qt.Key.Key_W}
KEY_TEXT = {"win": "A", "no_calls": "N", "tsumogiri": "T", "extract": "X", "waits": "W"}
HELP = {"win": QT_TRANSLATE_NOOP("TableKeys", "Auto-win (和了): win whenever possible, on or off"),
        "no_calls": QT_TRANSLATE_NOOP("TableKeys", "No calls (鳴きなし): pass every chi, pon and kan, on or off"),
        "tsumogiri": QT_TRANSLATE_NOOP("TableKeys", "Auto-discard after riichi (ツモ切り), on or off"),
        "extract": QT_TRANSLATE_NOOP("TableKeys", "Auto-extract norths (北抜き), on or off"),
        "waits": QT_TRANSLATE_NOOP("TableKeys", "Show the waits when tenpai, on or off")}


def default_toggles() -> dict[str, bool]:
    """Every toggle at its default (waits shown, nothing automatic)."""
    return dict(MAHJONG_AUTO_DEFAULTS)


def automatic_action(legal: list, data: dict, seat: int | None, toggles: dict, variant=None):
    """The action the toggles take for ``seat`` among ``legal`` in the view ``data``, or None (the
    player decides). A win is never passed by automation: with ``win`` off it asks."""
    if seat is None or not legal:
        return None
    wins = [a for a in legal if a.kind in WINS]
    if wins:
        return wins[0] if toggles.get("win") else None
    step = data.get("step")
    passing = [a for a in legal if a.kind == "pass"]
    if step == "claims" and passing:
        return passing[0] if toggles.get("no_calls") else None
    if step != "turn":
        return None
    in_riichi = bool((data.get("riichi") or [])[seat:seat + 1] and data["riichi"][seat])
    if in_riichi and (toggles.get("tsumogiri") or toggles.get("extract")):
        if len(legal) == 1 and legal[0].kind == "extract":          # a drawn north after riichi goes aside
            return legal[0]
    if in_riichi and toggles.get("tsumogiri"):
        return _tsumogiri(legal, data)
    if toggles.get("extract") and variant is not None:
        return variant.auto_extract(legal, data, seat)
    return None


def _tsumogiri(legal: list, data: dict):
    """After riichi: the drawn tile's discard when it is the only thing to do (a kan asks)."""
    drawn = data.get("drawn")
    if any(a.kind in KANS for a in legal):
        return None
    discards = [a for a in legal if a.kind == "discard"]
    if len(discards) == len(legal) == 1 and (drawn is None or discards[0].cards == (drawn,)):
        return discards[0]
    return None


def toggle_text(key: str) -> str:
    """The words of a toggle on the bar (short: five of them and the waits fit 1024 pixels)."""
    return {"win": translate("MahjongAutomation", "Win 和了"),
            "no_calls": translate("MahjongAutomation", "No calls 鳴きなし"),
            "tsumogiri": translate("MahjongAutomation", "Tsumogiri ツモ切り"),
            "extract": translate("MahjongAutomation", "North 北抜き"),
            "waits": translate("MahjongAutomation", "Waits 待ち")}[key]


def toggle_tip(key: str) -> str:
    """What a toggle does (its tooltip)."""
    tips = {
        "win": translate("MahjongAutomation", "Auto-win (和了): win (tsumo or ron) whenever you can, without asking."),
        "no_calls": translate("MahjongAutomation", "No calls (鳴きなし): pass every chi, pon and kan without asking. Ron still asks."),  # noqa: E501
        "tsumogiri": translate("MahjongAutomation", "Auto-discard (ツモ切り): after riichi, discard the drawn tile at once, unless it wins or a kan keeps your wait (then you are asked)."),  # noqa: E501
        "extract": translate("MahjongAutomation", "Auto-extract (北抜き): set a north aside at once when keeping it could serve no hand (字一色, 四喜和, 国士無双 still ask). Flowers always go aside by the rules."),  # noqa: E501
        "waits": translate("MahjongAutomation", "Waits (待ち): show the tiles you wait on when your hand is tenpai (聴牌)."),
    }
    return tips[key]


class WaitsStrip(QWidget):
    """"Waits:" and the faces of the waited tiles (empty: the strip is hidden)."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.tiles: list[str] = []
        self.lang = "en"
        self.setVisible(False)

    def set_tiles(self, tiles: list[str], lang: str) -> None:
        """Show ``tiles`` (tokens); none hides the strip."""
        self.tiles, self.lang = list(tiles), lang
        self.setVisible(bool(tiles))
        self.updateGeometry()
        if isinstance(self.parent(), AutomationBar):
            self.parent().fit()
        self.update()

    def label(self) -> str:
        return translate("MahjongAutomation", "Waits:")

    def _tile_size(self) -> QSize:
        h = max(18, self.height() - 4)
        return QSize(round(h * 0.75), h)

    def sizeHint(self) -> QSize:  # noqa: N802
        fm = QFontMetrics(self._font())
        h = 30
        tile_w = round((h - 4) * 0.75)
        return QSize(fm.horizontalAdvance(self.label()) + 10 + len(self.tiles) * (tile_w + 3), h)

    def _font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def paintEvent(self, event) -> None:  # noqa: N802
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setFont(self._font())
        p.setPen(QColor("#fff8dc"))
        fm = QFontMetrics(self._font())
        text_w = fm.horizontalAdvance(self.label())
        p.drawText(QRectF(0, 0, text_w + 2, self.height()), Qt.AlignmentFlag.AlignVCenter, self.label())
        size = self._tile_size()
        x = text_w + 8
        for tok in self.tiles:
            kind, mark = tile_of(tok)
            paint_tile(p, QRectF(x, (self.height() - size.height()) / 2, size.width(), size.height()), kind, mark,
                       lang=self.lang)
            x += size.width() + 3
        p.end()


class AutomationBar(QWidget):
    """The thin row under the table: one checkable button per toggle, then the waits strip.
    ``toggled(key, on)`` when the player flips one."""

    toggled = Signal(str, bool)
    HEIGHT = 34

    def __init__(self, parent=None, keys: tuple = ("win", "no_calls", "tsumogiri", "waits")) -> None:
        super().__init__(parent)
        self.setObjectName("mahjongAutomationBar")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(
            "#mahjongAutomationBar { background: #123d26; border-top: 1px solid #2f6b47; }"
            "QToolButton { color: #e8f5e9; background: #1e5233; border: 1px solid #3d7a55; border-radius: 5px;"
            " padding: 2px 6px; font-weight: bold; }"
            "QToolButton:checked { background: #f9a825; color: #1b1b1b; border-color: #ffe082; }"
            "QToolButton:hover { border-color: #c8e6c9; }")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.setSpacing(6)
        self.buttons: dict[str, QToolButton] = {}
        for key in keys:
            b = QToolButton(self)
            b.setCheckable(True)
            b.setFocusPolicy(Qt.FocusPolicy.NoFocus)           # the keys stay with the table
            b.toggled.connect(lambda on, k=key: self.toggled.emit(k, on))
            row.addWidget(b)
            self.buttons[key] = b
        row.addStretch(1)
        self.waits = WaitsStrip(self)
        self.waits.setMinimumHeight(self.HEIGHT - 4)
        row.addWidget(self.waits)
        self.retranslate()

    def retranslate(self) -> None:
        self.compact = False
        self._label_buttons()
        self.waits.updateGeometry()
        self.waits.update()

    def _label_buttons(self) -> None:
        """The toggles' words, with their key ("Win 和了  A"); compact: without it, where the
        bar is too narrow for the toggles and the waits (the keys stay in the tooltips)."""
        for key, b in self.buttons.items():
            b.setText(toggle_text(key) if self.compact else f"{toggle_text(key)}  {KEY_TEXT[key]}")
            b.setToolTip(f"{toggle_tip(key)} [{KEY_TEXT[key]}]")

    def fit(self) -> None:
        """Choose the full or the compact words for the width the bar has."""
        def needed() -> int:
            margins = self.layout().contentsMargins()
            shown = [b for b in self.buttons.values()] + ([self.waits] if self.waits.tiles else [])
            return (sum(w.sizeHint().width() for w in shown) + self.layout().spacing() * len(shown)
                    + margins.left() + margins.right())
        self.compact = False
        self._label_buttons()
        if needed() > self.width():
            self.compact = True
            self._label_buttons()

    def resizeEvent(self, event) -> None:  # noqa: N802
        super().resizeEvent(event)
        self.fit()

    def set_states(self, toggles: dict) -> None:
        """Check the buttons as ``toggles`` say (no ``toggled`` signal)."""
        for key, b in self.buttons.items():
            b.blockSignals(True)
            b.setChecked(bool(toggles.get(key)))
            b.blockSignals(False)


def tenpai_waits(view, variant) -> list[str]:
    """The tiles (tokens) the local hand of ``view`` waits on when it is tenpai (聴牌): a 13-tile
    hand's waits; on one's turn (14 tiles) the waits kept by discarding the drawn tile; else []."""
    from core.mahjong.efficiency import analyse_view
    from core.mahjong.notation import to_text

    if view is None or view.seat is None:
        return []
    shown, rules = variant.teaching_view(view)
    rules = {k: v for k, v in rules.items() if k in ("copies", "terminals", "rules", "table", "air")}
    try:
        eff = analyse_view(shown, view.seat, **rules)
    except (ValueError, KeyError, TypeError, IndexError):
        return []
    waits = eff.waits
    if eff.to_discard:
        drawn = shown.data.get("drawn")
        row = next((r for r in eff.discards if drawn is not None and r.token == drawn), None)
        waits = row.waits if row is not None and row.shanten == 0 else ()
    elif eff.shanten != 0:
        waits = ()
    return [to_text([w.kind]) for w in waits]


class TableAutomation:
    """The automation of one mahjong table: its toggles (per game, in the settings), its bar and
    its keys. ``view``: the :class:`~gui.families.mahjong.view.MahjongTableView` it serves."""

    def __init__(self, view) -> None:
        self.view = view
        keys = ("win", "no_calls", "tsumogiri") + (("extract",) if view.variant.extracts else ()) + ("waits",)
        self.keys = keys
        self.toggles = default_toggles()
        self.settings: dict | None = None
        self.game_id = ""
        self.save = None
        self.offered: tuple = (None, [], None)          # the last view, legal actions and seat shown
        self.bar = AutomationBar(view, keys)
        self.bar.setVisible(False)                      # shown once a game is played (not in review)
        self.bar.set_states(self.toggles)
        self.bar.toggled.connect(self.set_toggle)

    def keys_help(self) -> tuple:
        """The bar's keys for the table's keyboard reference."""
        return tuple(((KEY_TEXT[k],), HELP[k]) for k in self.keys)

    def use_settings(self, settings: dict, game_id: str, save=None) -> None:
        """Take this game's toggles from ``settings`` (the window's dict); ``save()`` writes them."""
        self.settings, self.game_id, self.save = settings, game_id, save
        stored = (settings.get("mahjong_auto") or {}).get(game_id) or {}
        self.toggles = {k: bool(stored.get(k, d)) for k, d in default_toggles().items()}
        self.bar.set_states(self.toggles)
        self.bar.setVisible(True)
        self.place()
        self.show_waits()

    def set_toggle(self, key: str, on: bool) -> None:
        """Flip a toggle (the bar, a key): saved; an automatic answer to the decision shown is given."""
        self.toggles[key] = bool(on)
        self.bar.set_states(self.toggles)
        if self.settings is not None:
            games = dict(self.settings.get("mahjong_auto") or {})
            games[self.game_id] = dict(self.toggles)
            self.settings["mahjong_auto"] = games
            if self.save is not None:
                self.save()
        self.show_waits()
        self.view.automation_changed()

    def press(self, key) -> bool:
        """A key of the bar: flip its toggle (a table with no bar, in review, has no such keys)."""
        if self.settings is None:
            return False
        found = next((k for k in self.keys if KEYS[k] == key), None)
        if found is None:
            return False
        self.set_toggle(found, not self.toggles[found])
        return True

    def action_for(self, view, legal: list):
        """The action the toggles take for the local player in ``view`` (None: the player decides)."""
        seat = getattr(view, "seat", None)
        return automatic_action(list(legal), view.data if view is not None else {}, seat, self.toggles,
                                self.view.variant)

    def shown(self, view, legal: list, seat):
        """The legal actions the table offers with ``view``: none when automation answers."""
        self.offered = (view, list(legal), seat)
        self.show_waits()
        if seat is not None and self.action_for(view, legal) is not None:
            return []
        return list(legal)

    def pending(self):
        """The automatic answer to the decision last offered (a toggle was just switched on)."""
        view, legal, seat = self.offered
        return self.action_for(view, legal) if seat is not None and view is not None else None

    def show_waits(self) -> None:
        view = self.offered[0]
        on = self.toggles.get("waits") and view is not None and not self.view._open_hands
        self.bar.waits.set_tiles(tenpai_waits(view, self.view.variant) if on else [], TileItem.lang)

    def place(self) -> None:
        """Lay the bar along the bottom edge of the table widget, under its viewport."""
        v, f = self.view, self.view.frameWidth()
        h = AutomationBar.HEIGHT if self.settings is not None else 0
        if v.viewportMargins().bottom() != h:
            v.setViewportMargins(0, 0, 0, h)
            v.fitInView(v.table_scene.sceneRect(), Qt.AspectRatioMode.KeepAspectRatio)
        self.bar.setGeometry(f, v.height() - h - f, v.width() - 2 * f, h)


__all__ = ["automatic_action", "default_toggles", "AutomationBar", "WaitsStrip", "TableAutomation", "tenpai_waits", "KEYS", "HELP", "toggle_text"]
