"""Riichi mahjong's help: its prose (en.html, ja.html here) and the 34 tiles with the red fives."""
from ....help.parts import HelpParts
from ....help.picture import strip

CAPTIONS = {"en": ("Characters (萬子) 1–9", "Circles (筒子) 1–9", "Bamboo (索子) 1–9",
                   "Winds 東 南 西 北 and dragons 白 發 中", "The red fives (赤ドラ), one in each suit"),
            "ja": ("萬子 1〜9", "筒子 1〜9", "索子 1〜9", "風牌 東南西北と三元牌 白發中", "赤ドラ（各色1枚の赤五）")}


def picture(lang: str) -> list:
    from ....families.mahjong.tile_faces import paint_tile

    def row(tiles):
        return strip([lambda p, r, k=k, m=m: paint_tile(p, r, k, m, lang=lang) for k, m in tiles], 40, 54)
    captions = CAPTIONS.get(lang, CAPTIONS["en"])
    rows = [[(k, "") for k in range(0, 9)], [(k, "") for k in range(9, 18)], [(k, "") for k in range(18, 27)],
            [(k, "") for k in range(27, 34)], [(4, "red"), (13, "red"), (22, "red")]]
    return list(zip(captions, map(row, rows)))


def parts() -> HelpParts:
    from ....families.mahjong.view import MahjongTableView

    return HelpParts(picture=picture, keys=MahjongTableView.KEYS_HELP)
