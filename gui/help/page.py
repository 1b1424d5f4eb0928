"""The "How to play" page of a game: the game's own prose (its help/<lang>.html), then, generated,
its cards or tiles painted with the table's faces, every option in force with its value and what
it does, and the keyboard keys of its table and of the window. Not modal: it may stay open beside
the table."""
from __future__ import annotations

import html

from PySide6.QtCore import QTimer, QUrl, Qt
from PySide6.QtGui import QGuiApplication, QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout

from core.registry import GAMES

from ..i18n import translate
from ..registry import frontend, help_folder
from .prose import TAGLINE, page_language, prose, tagline  # noqa: F401 (the page's prose, also for others)
from .words import players_text, words

STYLE = ("body { font-size: 11pt; } h1 { color: #1b4d2e; } h2 { color: #1b4d2e; margin-top: 18px; } "
         "td, th { padding: 3px 8px; vertical-align: top; } th { text-align: left; background: #e6efe9; } "
         ".tagline { font-size: 12pt; font-style: italic; } .note { color: #555; } .value { font-weight: bold; }")


# --- the options ------------------------------------------------------------------------------
def value_text(spec, value, lang: str) -> str:
    """An option's value in words: on/off, a number or its special word, a choice's label."""
    w = words(lang)
    if spec.kind == "bool":
        return w["on"] if value else w["off"]
    if spec.kind == "int":
        special = dict(spec.special_labels)
        return translate(spec.context, special[value]) if value in special else str(value)
    if spec.kind == "choice":
        labels = spec.choice_labels or tuple(str(c) for c in spec.choices)
        label = labels[spec.choices.index(value)] if value in spec.choices else str(value)
        return translate(spec.context, label)
    return w["entries"].format(n=len(value)) if value else w["none"]


def option_rows(game, options, lang: str) -> list[tuple[str, str, str]]:
    """(name, value, what it does) for EVERY option of ``game``, in the order of its specs."""
    rows = []
    for spec in game.options:
        label = translate(spec.context, spec.label)
        effect = translate(spec.context, spec.help) if spec.help else ""
        rows.append((label, value_text(spec, options[spec.id], lang), effect))
    return rows


def options_html(game, options, lang: str, source: str, strip=None) -> str:
    """The table of every option; ``source`` says whose they are: "play", "chosen" or "default"."""
    w = words(lang)
    out = [f"<h2>{w['options']}</h2>", f"<p class='note'>{w['options_' + source]}</p>",
           f"<table width='100%' cellspacing='0'><tr><th>{w['option']}</th><th>{w['value']}</th><th>{w['effect']}</th></tr>"]
    for i, (label, value, effect) in enumerate(option_rows(game, options, lang)):
        shade = " bgcolor='#f4f7f5'" if i % 2 else ""
        out.append(f"<tr{shade}><td>{html.escape(label)}</td><td class='value'>{html.escape(value)}</td>"
                   f"<td>{html.escape(effect)}</td></tr>")
    out.append("</table>")
    if strip:
        title, text = strip
        out.append(f"<p><b>{html.escape(w['in_force'])}: {html.escape(title)}</b><br>{html.escape(text)}</p>")
    return "".join(out)


# --- the keys ---------------------------------------------------------------------------------
def keys_html(table_keys, window_keys, lang: str) -> str:
    from ..dialogs.keys_help import keys_text

    w = words(lang)
    out = [f"<h2>{w['keys']}</h2>", f"<p class='note'>{w['keys_note']}</p>"]
    for title, rows in ((w["on_table"], [(keys_text(k), translate("TableKeys", t)) for k, t in table_keys]),
                        (w["in_window"], list(window_keys))):
        if not rows:
            continue
        out.append(f"<h3>{title}</h3><table cellspacing='0'>")
        out.extend(f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(t)}</td></tr>" for k, t in rows)
        out.append("</table>")
    return "".join(out)


# --- the page ---------------------------------------------------------------------------------
def build_page(doc: QTextDocument, game_id: str, lang: str, *, options=None, state=None,
               table_keys=None, window_keys=(), image_width: int = 0) -> str:
    """The whole page of ``game_id`` as HTML; its pictures are added to ``doc`` as resources.
    ``options`` None: the game's defaults; ``state``: the game on the table (its rules strip), whose
    options ``options`` are;
    ``table_keys`` None: the keys the game's help gives; ``image_width`` (if > 0) the widest a
    picture is shown (it is scaled down to fit the window)."""
    game = GAMES[game_id]
    fe = frontend(game_id)
    parts = fe.help() if fe.help is not None else None
    w = words(lang)
    title = html.escape(translate("games", game.title))
    body = [f"<h1>{title}</h1>", f"<p class='note'>{players_text(game.players, lang)}</p>", prose(game_id, lang)]
    if parts is not None:
        body.append(f"<h2>{w['picture']}</h2>")
        for i, (caption, image) in enumerate(parts.picture(lang)):
            url = QUrl(f"help-picture:{game_id}/{lang}/{i}")
            doc.addResource(QTextDocument.ResourceType.ImageResource, url, image)
            k = min(1.0, image_width / image.width()) if image_width > 0 else 1.0
            body.append(f"<p><b>{html.escape(caption)}</b><br><img src='{url.toString()}' "
                        f"width='{int(image.width() * k)}' height='{int(image.height() * k)}'></p>")
    source = "play" if state is not None else "chosen" if options is not None else "default"
    strip = fe.rules_strip(state) if state is not None and fe.rules_strip is not None else None
    body.append(options_html(game, options if options is not None else game.presets["default"], lang, source, strip))
    keys = table_keys if table_keys is not None else (parts.keys if parts is not None else ())
    body.append(keys_html(keys, window_keys, lang))
    return "".join(body)


class HelpWindow(QDialog):
    """The "How to play" page of one game in a resizable window (not modal)."""

    def __init__(self, game_id: str, parent=None, *, lang: str | None = None, **page) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.lang = lang or page_language()
        self.setObjectName("help_page")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setSizeGripEnabled(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        self.browser = QTextBrowser()
        self.browser.setObjectName("help_text")
        self.browser.setOpenExternalLinks(False)
        self.browser.document().setDefaultStyleSheet(STYLE)
        layout.addWidget(self.browser, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)
        self._refit = QTimer(self, singleShot=True, interval=120)
        self._refit.timeout.connect(self._fit_pictures)
        self.fit_to_screen()
        self.show_page(**page)

    def show_page(self, **page) -> None:
        """(Re)build the page: ``options``, ``state``, ``table_keys``, ``window_keys`` as in build_page."""
        self._page = page
        game = GAMES[self.game_id]
        title = translate("games", game.title)
        self.setWindowTitle(("遊び方: {game}" if self.lang == "ja" else "How to play: {game}").format(game=title))
        self._shown_width = self._picture_width()
        self.browser.setHtml(build_page(self.browser.document(), self.game_id, self.lang,
                                        image_width=self._shown_width, **page))

    def _picture_width(self) -> int:
        """The widest a picture may be in the browser now (its text width less a margin)."""
        return max(200, self.browser.viewport().width() - 2 * int(self.browser.document().documentMargin()) - 24)

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt override
        super().resizeEvent(event)
        self._refit.start()

    def _fit_pictures(self) -> None:
        """After a resize: the pictures shown again at a width that fits (the place read is kept)."""
        if abs(self._picture_width() - self._shown_width) < 8:
            return
        bar = self.browser.verticalScrollBar()
        where = bar.value() / max(1, bar.maximum())
        self.show_page(**self._page)
        bar.setValue(int(where * bar.maximum()))

    def text(self) -> str:
        """The page as plain text (what a reader reads)."""
        return self.browser.toPlainText()

    def fit_to_screen(self) -> None:
        """About 900 x 760, never larger than the screen less a margin."""
        screen = self.parent().screen() if self.parent() is not None else QGuiApplication.primaryScreen()
        room = screen.availableGeometry().size() if screen is not None else None
        width, height = 920, 760
        if room is not None:
            width, height = min(width, room.width() - 40), min(height, room.height() - 60)
        self.resize(width, height)


def show_help(parent, game_id: str, **page) -> HelpWindow:
    """Open the page of ``game_id`` (one window per game: an open one is rebuilt and raised)."""
    for old in (parent.findChildren(HelpWindow) if parent is not None else []):
        if old.game_id == game_id and old.isVisible():
            old.lang = page_language()
            old.show_page(**page)
            old.raise_()
            old.activateWindow()
            return old
    window = HelpWindow(game_id, parent, **page)
    window.show()
    window.raise_()
    return window
