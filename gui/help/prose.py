"""A game's own words for its "How to play" page and the start page's line about it (its
``help/<lang>.html``), and the language the pages speak: light, so that the start page shows the
lines without importing the page itself."""
from __future__ import annotations

import re
from functools import lru_cache

from ..i18n import translate
from ..registry import help_folder

TAGLINE = re.compile(r'<p class="tagline">(.*?)</p>', re.S)


def page_language() -> str:
    """The language the app speaks now: "ja" or "en" (read from the installed translation)."""
    code = translate("HelpPage", "en")
    if code not in ("en", "ja") or code == "en":
        code = translate("MahjongLog", "en")      # the same mark, already in every translation
    return code if code in ("en", "ja") else "en"


def prose(game_id: str, lang: str) -> str:
    """The game's own words (an HTML fragment), English if the language has none."""
    folder = help_folder(game_id)
    if folder is None:
        return ""
    path = folder / f"{lang}.html"
    if not path.is_file():
        path = folder / "en.html"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


@lru_cache(maxsize=None)
def tagline(game_id: str, lang: str) -> str:
    """The game in one line (the prose's first ``<p class="tagline">``, as plain text; read once
    per language: the start page asks again after every language switch)."""
    found = TAGLINE.search(prose(game_id, lang))
    return re.sub(r"<[^>]+>", "", found.group(1)).strip() if found else ""
