"""Anmika's help: its prose (en.html, ja.html here) and its 116 tiles: few characters, gold and red
fives, a gold north, four coloured pocchi and eight flowers."""
from ....help.parts import HelpParts
from ....help.picture import strip

CAPTIONS = {"en": ("Characters: only 7 (GT, in place of 1) and 9", "Circles 1–9, with a red and a gold five",
                   "Bamboo 1–9, with a red and a gold five", "Winds (one gold north, 金北) and dragons",
                   "The four white pocchi: green 正, blue 倍正, yellow 逆, red 倍逆", "Flowers (華): two of each season"),
            "ja": ("萬子は 7（GT：1 の代わり）と 9 だけ", "筒子 1〜9（赤五・金五入り）", "索子 1〜9（赤五・金五入り）",
                   "風牌（金北1枚）と三元牌", "白ポッチ4色：緑＝正、青＝倍正、黄＝逆、赤＝倍逆", "華牌：春夏秋冬 各2枚")}


def picture(lang: str) -> list:
    from ....families.mahjong.tile_faces import paint_tile

    def row(tiles):
        return strip([lambda p, r, k=k, m=m: paint_tile(p, r, k, m, lang=lang) for k, m in tiles], 40, 54)
    captions = CAPTIONS.get(lang, CAPTIONS["en"])
    rows = [[(6, ""), (8, "")],
            [(k, "") for k in range(9, 18)] + [(13, "red"), (13, "gold")],
            [(k, "") for k in range(18, 27)] + [(22, "red"), (22, "gold")],
            [(27, ""), (28, ""), (29, ""), (30, ""), (30, "gold"), (31, ""), (32, ""), (33, "")],
            [(31, "green"), (31, "blue"), (31, "yellow"), (31, "crimson")],
            [(k, "") for k in (34, 35, 36, 37)]]
    return list(zip(captions, map(row, rows)))


def parts() -> HelpParts:
    from ....families.mahjong.view import MahjongTableView

    return HelpParts(picture=picture, keys=MahjongTableView.KEYS_HELP)
