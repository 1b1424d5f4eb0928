"""Wild Rummy R's help: its prose (en.html, ja.html here) and the whole FESCA deck, suit by suit."""
from ....help.parts import HelpParts
from ....help.picture import centred, strip

SUITS = ("wo", "fi", "ea", "me", "wa", "yy")
CAPTIONS = {"en": {"wo": "木 Wood: 空無 (rank 0 and 13) and 1–12", "fi": "火 Fire", "ea": "土 Earth", "me": "金 Metal",
                   "wa": "水 Water", "yy": "陰陽 Yin-yang: 太極, then 陽 (odd, white) and 陰 (even, black) 1–12"},
            "ja": {"wo": "木：空無（0かつ13）と 1〜12", "fi": "火", "ea": "土", "me": "金", "wa": "水",
                   "yy": "陰陽：太極、陽（奇数・白）と陰（偶数・黒）の 1〜12"}}


def picture(lang: str) -> list:
    from ....table.cards import CARD_H, CARD_W, paint_card
    from .. import fesca_faces  # noqa: F401 - registers the FESCA faces

    captions = CAPTIONS.get(lang, CAPTIONS["en"])
    return [(captions[s], strip([centred(lambda p, c=f"{s}{r}": paint_card(p, c), CARD_W, CARD_H)
                                 for r in range(13)], 54, 76)) for s in SUITS]


def parts() -> HelpParts:
    from ..view import WildTableView

    return HelpParts(picture=picture, keys=WildTableView.KEYS_HELP)
