"""Hero Mahjong's help: its prose (en.html, ja.html here), the tiles and every hero card of the set."""
from ....help.parts import HelpParts
from ....help.picture import strip

CAPTIONS = {"en": ("The riichi tiles: one red five in each suit", "The eight heroes: an avatar card (◆) and action cards I, II, III each"),
            "ja": ("牌はリーチ麻雀と同じ（各色に赤五1枚）", "8人の英雄：それぞれアバターカード（◆）とアクションカード I・II・III")}


def picture(lang: str) -> list:
    from core.games.hero_mahjong.cards import load_set
    from ....families.mahjong.tile_faces import paint_tile
    from ..card_face import CardFace, paint_card

    captions = CAPTIONS.get(lang, CAPTIONS["en"])
    tiles = [(k, "") for k in (0, 8, 9, 17, 18, 26)] + [(k, "") for k in range(27, 34)] + [(4, "red"), (13, "red"), (22, "red")]
    tile_row = strip([lambda p, r, k=k, m=m: paint_tile(p, r, k, m, lang=lang) for k, m in tiles], 40, 54)
    cards = load_set()
    ids = [c.id for hero in cards.heroes for c in cards.hero_deck(hero)]
    card_rows = strip([lambda p, r, c=c: paint_card(p, r, CardFace(c)) for c in ids], 60, 84, columns=8)
    return [(captions[0], tile_row), (captions[1], card_rows)]


def parts() -> HelpParts:
    from ....families.mahjong.view import MahjongTableView

    return HelpParts(picture=picture, keys=MahjongTableView.KEYS_HELP)
