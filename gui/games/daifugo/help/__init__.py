"""Daifugō's help: its prose (en.html, ja.html here) and the cards in their daifugō order."""
from ....help.parts import HelpParts
from ....help.picture import centred, strip

CAPTIONS = {"en": ("From the weakest to the strongest: 3 up to 2, then the joker", "The four suits (♠ ♥ ♦ ♣)"),
            "ja": ("弱い順に 3 から 2、最強はジョーカー", "4つのスート（♠ ♥ ♦ ♣）")}


def picture(lang: str) -> list:
    from ....table.cards import CARD_H, CARD_W, paint_card

    def row(codes):
        return strip([centred(lambda p, c=c: paint_card(p, c), CARD_W, CARD_H) for c in codes], 52, 73)
    order = [f"{r}s" for r in "3456789TJQKA2"] + ["X"]
    first, second = CAPTIONS.get(lang, CAPTIONS["en"])
    return [(first, row(order)), (second, row(["8s", "8h", "8d", "8c"]))]


def parts() -> HelpParts:
    from ..view import TableView

    return HelpParts(picture=picture, keys=TableView.KEYS_HELP)
