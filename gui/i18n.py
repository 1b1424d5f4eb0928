"""Translation: the app's translators, language switching, and text of core messages."""
from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from core.cards import CardList, is_joker, pretty
from core.engine import Msg, MsgList

from .paths import translations_dir

LANGUAGES = {"en": "English", "ja": "日本語"}
_installed: list[QTranslator] = []


def translate(context: str, text: str, n: int = -1) -> str:
    """Translate ``text`` in ``context`` (a plain function for modules without a QObject)."""
    return QCoreApplication.translate(context, text, None, n)


def tr_msg(message: Msg | None) -> str:
    """A core message, translated and formatted."""
    if message is None:
        return ""
    text = QCoreApplication.translate(message.context, message.text)
    args = {k: _arg_text(v) for k, v in message.args.items()}
    try:
        return text.format(**args)
    except (KeyError, IndexError, ValueError):
        return message.english()


#: argument types a front end writes in its own words (type -> function), e.g. the mahjong
#: family's tiles (core.mahjong.notation.TileList), registered when its log is loaded
ARG_WORDS: dict = {}


def register_arg_words(kind: type, words) -> None:
    """Write the message arguments of type ``kind`` with ``words(value)`` (a front end's notation)."""
    ARG_WORDS[kind] = words


def _arg_text(value):
    """A message argument in the reader's language: cards, nested messages and lists of them."""
    for kind, words in ARG_WORDS.items():
        if isinstance(value, kind):
            return words(value)
    if isinstance(value, CardList):
        return cards_text(value)
    if isinstance(value, Msg):
        return tr_msg(value)
    if isinstance(value, MsgList):
        return translate(value.sep_context, type(value).sep).join(_arg_text(v) for v in value)
    return value


def card_text(card: str) -> str:
    """A card as a player reads it: ``10♦``, ``Joker`` (translated), ``??`` hidden."""
    if card == "??":
        return "??"
    if is_joker(card):
        return translate("cards", "Joker")
    return pretty(card)


def cards_text(cards) -> str:
    """Cards in words; cards hidden from this seat are "a card" / "3 cards", never "?? ??"."""
    cards = list(cards)
    if cards and all(c == "??" for c in cards):
        if len(cards) == 1:
            return translate("cards", "a face-down card")
        return translate("cards", "{n} face-down cards").format(n=len(cards))
    return " ".join(card_text(c) for c in cards)


def language_code(lang: str | None) -> str:
    """Normalise a language setting to one of LANGUAGES (default: the system's, else English)."""
    if lang in LANGUAGES:
        return lang
    system = QLocale.system().name()[:2]
    return system if system in LANGUAGES else "en"


def install_language(app, lang: str) -> str:
    """Install translators for ``lang`` ("en" or "ja"), replacing earlier ones. Returns the code."""
    lang = language_code(lang)
    for t in _installed:
        app.removeTranslator(t)
    _installed.clear()
    if lang != "en":
        locale = QLocale(lang)
        qt_tr = QTranslator(app)
        if qt_tr.load(locale, "qtbase", "_", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
            app.installTranslator(qt_tr)
            _installed.append(qt_tr)
        ours = QTranslator(app)
        if ours.load(locale, "houserules", "_", translations_dir()):
            app.installTranslator(ours)
            _installed.append(ours)
    return lang
