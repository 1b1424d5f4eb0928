"""Indian Rummy's help: its prose (en.html, ja.html here) and the French cards with their joker."""
from ....help.parts import HelpParts
from ....help.picture import centred, strip

CAPTIONS = {"en": ("One suit from ace to king (the ace is low or high in a run), and a printed joker",
                   "A pure run, a run with a joker, a set"),
            "ja": ("1つのスートの A〜K（ランでは A は下にも上にも付く）と印刷ジョーカー",
                   "ピュアラン、ジョーカー入りのラン、セット")}


def picture(lang: str) -> list:
    from ....table.cards import CARD_H, CARD_W, paint_card

    def row(codes):
        return strip([centred(lambda p, c=c: paint_card(p, c), CARD_W, CARD_H) for c in codes], 56, 78)
    first, second = CAPTIONS.get(lang, CAPTIONS["en"])
    melds = ["5h", "6h", "7h", "8h", "Ts", "X", "Qs", "9d", "9c", "9s"]
    return [(first, row([f"{r}h" for r in "A23456789TJQK"] + ["X"])), (second, row(melds))]


def parts() -> HelpParts:
    from ..view import IndianRummyTableView

    return HelpParts(picture=picture, keys=IndianRummyTableView.KEYS_HELP)
