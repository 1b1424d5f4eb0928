"""The log lines of Anmika sanma (アンミカ): its own ones here, extractions (北抜き, 華牌), chips
(祝儀), dice chances (サイコロチャンス), the fever (フィーバー), pocchi (ポッチ), winter (冬), the riichi
variants and the chips of a win and of a draw, and the riichi ones of :mod:`gui.families.mahjong.log` for
the rest; and its actions as short instructions (hints, choosers). Events and actions are those of
notes/anmika_contract.md. Translation context: ``AnmikaLog``.
"""
from __future__ import annotations

from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Event
from core.games.anmika.yaku import anmika_yaku

from ...i18n import translate
from ...families.mahjong.log import (add_yaku, describe_mahjong_action, drawn_line, listed, mahjong_line, seat_name, sentences, tile_word, tiles_words, won_line)

add_yaku(anmika_yaku(gt=True, hadaka_tanki=True))       # 三風, カラス, 間八萬 … in the log and the dialog

KINDS = ("extracted", "chips", "dice", "fever_started", "fever_ended", "pocchi", "winter")

#: chip item names (core/games/anmika/chips.py ChipItem.name) and chip-event reasons
CHIP_NAMES = {
    "ippatsu": QT_TRANSLATE_NOOP("AnmikaLog", "Ippatsu (一発)"), "ura": QT_TRANSLATE_NOOP("AnmikaLog", "Ura dora (裏ドラ)"),
    "red": QT_TRANSLATE_NOOP("AnmikaLog", "Red fives (赤)"), "gold": QT_TRANSLATE_NOOP("AnmikaLog", "Gold fives (金)"),
    "north": QT_TRANSLATE_NOOP("AnmikaLog", "Norths (北)"), "spring": QT_TRANSLATE_NOOP("AnmikaLog", "Spring (春)"),
    "winter": QT_TRANSLATE_NOOP("AnmikaLog", "Winter (冬)"), "akiaki": QT_TRANSLATE_NOOP("AnmikaLog", "Autumn-autumn gold north (秋秋金北)"),
    "sanbaiman": QT_TRANSLATE_NOOP("AnmikaLog", "Sanbaiman (三倍満)"), "yakuman": QT_TRANSLATE_NOOP("AnmikaLog", "Yakuman (役満)"),
    "yakuman5": QT_TRANSLATE_NOOP("AnmikaLog", "Five-fold limit (五倍満)"),
    "yakuman6": QT_TRANSLATE_NOOP("AnmikaLog", "Six-fold limit (六倍満)"),
    "han": QT_TRANSLATE_NOOP("AnmikaLog", "Han chips (翻数祝儀)"), "hand_yaku": QT_TRANSLATE_NOOP("AnmikaLog", "Hand yaku (手役祝儀)"),
    "flower_bonus": QT_TRANSLATE_NOOP("AnmikaLog", "Flowers and norths bonus (四華四北・八華)"),
    "bust": QT_TRANSLATE_NOOP("AnmikaLog", "Bust prize (トビ賞)"),
    "spring_extract": QT_TRANSLATE_NOOP("AnmikaLog", "Spring on extraction (単春)"),
    "shuba_slip": QT_TRANSLATE_NOOP("AnmikaLog", "Shuba slip (シュバ滑り)"),
    "no_spring_draw": QT_TRANSLATE_NOOP("AnmikaLog", "Draw without spring (春無し流局)"),
    "rank": QT_TRANSLATE_NOOP("AnmikaLog", "Rank chips (順位点)"), "bonus_80000": QT_TRANSLATE_NOOP("AnmikaLog", "80,000 bonus (80000点祝儀)"),
    "tontonbu": QT_TRANSLATE_NOOP("AnmikaLog", "Tontonbu (トントンブー)"),
    "consecutive_top": QT_TRANSLATE_NOOP("AnmikaLog", "Consecutive tops (連勝祝儀)"),
    "game_end": QT_TRANSLATE_NOOP("AnmikaLog", "End of the game (終局精算)"),
    "dice": QT_TRANSLATE_NOOP("AnmikaLog", "Dice (サイコロ)"), "dice_doubles": QT_TRANSLATE_NOOP("AnmikaLog", "Doubles bonus (ゾロ目)"),
}
POCCHI_COLOURS = {"green": QT_TRANSLATE_NOOP("AnmikaLog", "green (正)"), "blue": QT_TRANSLATE_NOOP("AnmikaLog", "blue (倍正)"),
                  "yellow": QT_TRANSLATE_NOOP("AnmikaLog", "yellow (逆)"), "crimson": QT_TRANSLATE_NOOP("AnmikaLog", "red (倍逆)")}
EFFECTS = {"wild": QT_TRANSLATE_NOOP("AnmikaLog", "a wildcard win"), "white": QT_TRANSLATE_NOOP("AnmikaLog", "a plain white (白)"),
           "reverse": QT_TRANSLATE_NOOP("AnmikaLog", "a reversed win: the drawer pays (逆)")}
FEVER_ENDS = {"no_waits": QT_TRANSLATE_NOOP("AnmikaLog", "no winning tile is left"),
              "wall": QT_TRANSLATE_NOOP("AnmikaLog", "the wall is empty"),
              "winter": QT_TRANSLATE_NOOP("AnmikaLog", "winter (冬) was fired")}
RIICHI_KINDS = {"open": (QT_TRANSLATE_NOOP("AnmikaLog", "{name}'s open riichi (オープン立直) stands, showing {tiles}; {sticks} sticks on the table."),
                         QT_TRANSLATE_NOOP("AnmikaLog", "Your open riichi (オープン立直) stands, showing {tiles}; {sticks} sticks on the table.")),
                "fever": (QT_TRANSLATE_NOOP("AnmikaLog", "{name}'s fever riichi (フィーバー立直) stands; {sticks} sticks on the table."),
                          QT_TRANSLATE_NOOP("AnmikaLog", "Your fever riichi (フィーバー立直) stands; {sticks} sticks on the table."))}
GOLD_TARGETS = {"spring": QT_TRANSLATE_NOOP("AnmikaLog", "spring (春)"), "summer": QT_TRANSLATE_NOOP("AnmikaLog", "summer (夏)"),
                "autumn": QT_TRANSLATE_NOOP("AnmikaLog", "autumn (秋)"), "winter": QT_TRANSLATE_NOOP("AnmikaLog", "winter (冬)"),
                "none": QT_TRANSLATE_NOOP("AnmikaLog", "nothing"), "defer": QT_TRANSLATE_NOOP("AnmikaLog", "decide later (保留)")}


_LINES = {
    "extract_flower": (QT_TRANSLATE_NOOP("AnmikaLog", "{name} sets aside the flower {tile} (華牌)."),
                       QT_TRANSLATE_NOOP("AnmikaLog", "You set aside the flower {tile} (華牌).")),
    "extract_north": (QT_TRANSLATE_NOOP("AnmikaLog", "{name} sets aside {tile} (北抜き)."),
                      QT_TRANSLATE_NOOP("AnmikaLog", "You set aside {tile} (北抜き).")),
    "fever_started": (QT_TRANSLATE_NOOP("AnmikaLog", "{name}'s {fever} starts: waits {tiles}."),
                      QT_TRANSLATE_NOOP("AnmikaLog", "Your {fever} starts: waits {tiles}.")),
    "fever_ended": (QT_TRANSLATE_NOOP("AnmikaLog", "{name}'s fever ends: {why}."),
                    QT_TRANSLATE_NOOP("AnmikaLog", "Your fever ends: {why}.")),
    "winter": (QT_TRANSLATE_NOOP("AnmikaLog", "Winter (冬) for {name}: {tiles} turned over, {hits} hit(s)."),
               QT_TRANSLATE_NOOP("AnmikaLog", "Winter (冬) for you: {tiles} turned over, {hits} hit(s).")),
    "dice": (QT_TRANSLATE_NOOP("AnmikaLog", "{name}'s dice chance (サイコロチャンス) on {pair}: {rolls}; {hits} hit(s) at {per} each."),
             QT_TRANSLATE_NOOP("AnmikaLog", "Your dice chance (サイコロチャンス) on {pair}: {rolls}; {hits} hit(s) at {per} each.")),
    "pocchi": (QT_TRANSLATE_NOOP("AnmikaLog", "{name} draws a {colour} pocchi (ポッチ): {effect}; the state is now {state}."),
               QT_TRANSLATE_NOOP("AnmikaLog", "You draw a {colour} pocchi (ポッチ): {effect}; the state is now {state}.")),
    "shuba": (QT_TRANSLATE_NOOP("AnmikaLog", "{name} declares shuba (祝儀倍): their chips this hand are doubled."),
              QT_TRANSLATE_NOOP("AnmikaLog", "You declare shuba (祝儀倍): your chips this hand are doubled.")),
}


def chip_name(name: str) -> str:
    """A chip item or reason in words: "Red fives (赤)"; an unknown id as it is."""
    return translate("AnmikaLog", CHIP_NAMES[name]) if name in CHIP_NAMES else name


def signed_chips(n: int) -> str:
    """A chip change: +3, −5 (a true minus)."""
    n = int(n)
    return f"+{n:,}" if n > 0 else f"\u2212{-n:,}" if n < 0 else "0"


def chips_words(delta, names: list[str], you: int | None = None) -> str:
    """ "Aoi +3, you −3": the seats whose chips changed, the gainers first."""
    delta = [int(d) for d in delta or ()]
    order = sorted((s for s in range(len(delta)) if delta[s]), key=lambda s: (-delta[s], s))
    return listed(f"{seat_name(names, s, you)} {signed_chips(delta[s])}" for s in order)


def rolls_text(rolls) -> str:
    """Dice rolls: "1-3 4-5 1-1 5-6 2-4"."""
    return " ".join("-".join(str(int(x)) for x in r) for r in rolls or ())


def fever_word(tier: int) -> str:
    """ "fever" / "double fever (×2)" / "triple fever (×4)"."""
    return {2: translate("AnmikaLog", "double fever (ダブルフィーバー, ×2)"),
            3: translate("AnmikaLog", "triple fever (トリプルフィーバー, ×4)")}.get(int(tier), translate("AnmikaLog", "fever (フィーバー)"))


def _who(key: str, seat, names, you) -> str:
    """The sentence ``key`` of :data:`_LINES` for ``seat`` (the second person for the one human),
    translated, its fields (``{name}`` too) left to fill."""
    third, second = _LINES[key]
    return translate("AnmikaLog", second if you is not None and seat == you else third)


def anmika_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One Anmika event as a sentence: its own kinds and the riichi ones with Anmika's parts (a
    riichi variant, the chips of a win or a draw) here, the others as in riichi."""
    k, seat, info = event.kind, event.seat, event.info
    if k in KINDS:
        return _own_line(event, names, you)
    if k == "riichi" and ("kind" in info or "shuba" in info):
        line = riichi_line(seat, info, names, you)
        if line is not None:
            return line
    if k == "won" and ("chip_delta" in info or "chips" in info):            # chips, 逆, 夏, the fever
        return sentences([won_line(seat, info, names, you), won_extra(info, names, you)])
    if k == "hand_drawn" and any(info.get("chip_delta") or ()):             # the draw's chips
        return sentences([drawn_line(info, names, you), translate("AnmikaLog", "Chips: {list}.").format(
            list=chips_words(info["chip_delta"], names, you))])
    return mahjong_line(event, names, you)


def _own_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One Anmika-only event as a sentence (None for a kind it does not know)."""
    k, seat, info = event.kind, event.seat, event.info or {}
    tile = event.cards[0] if event.cards else HIDDEN
    if k == "extracted":
        if info.get("what") == "flower":
            text = _who("extract_flower", seat, names, you)
        else:
            text = _who("extract_north", seat, names, you)
        return text.format(name=seat_name(names, seat, None), tile=tile_word(tile))
    if k == "chips":
        moved = chips_words(info.get("delta"), names, you)
        return translate("AnmikaLog", "Chips (祝儀), {reason}: {list}.").format(
            reason=chip_name(str(info.get("reason") or "")), list=moved or translate("AnmikaLog", "nobody pays"))
    if k == "dice":
        return dice_line(seat, info, names, you)
    if k == "fever_started":
        text = _who("fever_started", seat, names, you)
        return text.format(name=seat_name(names, seat, None), fever=fever_word(info.get("tier") or 1), tiles=tiles_words(info.get("waits") or ()))
    if k == "fever_ended":
        reason = info.get("reason") or ""
        why = translate("AnmikaLog", FEVER_ENDS[reason]) if reason in FEVER_ENDS else str(reason)
        text = _who("fever_ended", seat, names, you)
        return text.format(name=seat_name(names, seat, None), why=why)
    if k == "pocchi":
        return pocchi_line(seat, tile, info, names, you)
    if k == "winter":
        text = _who("winter", seat, names, you)
        extra = []
        if info.get("tulip"):
            extra.append(translate("AnmikaLog", "tulip (チューリップ)"))
        if info.get("upper_lower"):
            extra.append(translate("AnmikaLog", "upper and lower (上下段)"))
        line = text.format(name=seat_name(names, seat, None), tiles=tiles_words(event.cards), hits=int(info.get("hits") or 0))
        return line if not extra else sentences([line, "(" + listed(extra) + ")"])
    return None


def dice_line(seat, info: dict, names: list[str], you: int | None = None) -> str:
    """ "Aoi's dice chance (サイコロチャンス) on 2-4: 1-3 4-5 1-1 5-6 2-4, 1 hit at 70. Chips: …" """
    text = _who("dice", seat, names, you)
    line = text.format(name=seat_name(names, seat, None), pair="-".join(str(int(x)) for x in info.get("pair") or ()), rolls=rolls_text(info.get("rolls")),
                       hits=int(info.get("hits") or 0), per=signed_chips(int(info.get("per_hit") or 0)))
    moved = chips_words(info.get("delta"), names, you)
    if moved:
        line = sentences([line, translate("AnmikaLog", "Chips: {list}.").format(list=moved)])
    return line


def pocchi_line(seat, tile: str, info: dict, names: list[str], you: int | None = None) -> str:
    """ "Aoi draws a red (倍逆) pocchi (ポッチ): a reversed win; the state is now 逆 ×2." """
    mark = tile[-2] if len(tile) >= 3 else ""
    colour = {"G": "green", "B": "blue", "Y": "yellow", "C": "crimson"}.get(mark, "")
    word = translate("AnmikaLog", POCCHI_COLOURS[colour]) if colour else translate("AnmikaLog", "plain")
    effect = info.get("effect") or ""
    state = ("逆" if int(info.get("sign") or 1) < 0 else "正") + f" ×{int(info.get('factor') or 1)}"
    text = _who("pocchi", seat, names, you)
    return text.format(name=seat_name(names, seat, None), colour=word, effect=translate("AnmikaLog", EFFECTS[effect]) if effect in EFFECTS else effect,
                       state=state)


def riichi_line(seat, info: dict, names: list[str], you: int | None = None) -> str | None:
    """An Anmika riichi (open, fever; with 祝儀倍); None for a plain or double riichi without shuba
    (the riichi log says those)."""
    kind = info.get("kind") or "riichi"
    line = None
    if kind in RIICHI_KINDS:
        third, second = RIICHI_KINDS[kind]
        text = translate("AnmikaLog", second if you is not None and seat == you else third)
        line = text.format(name=seat_name(names, seat, None),
            tiles=tiles_words(info.get("shown") or ()), sticks=info.get("sticks", 1))
    if info.get("shuba"):
        shuba = _who("shuba", seat, names, you).format(name=seat_name(names, seat, None))
        return shuba if line is None else sentences([line, shuba])
    return line


def won_extra(info: dict, names: list[str], you: int | None = None) -> str:
    """What an Anmika win adds to the riichi win line: reversed (逆), 夏 steps, fever win, chips."""
    parts = []
    if info.get("reverse"):
        parts.append(translate("AnmikaLog", "Reversed (逆): the winner pays."))
    if info.get("summer"):
        parts.append(translate("AnmikaLog", "Summer (夏): {n} step(s) up.").format(n=int(info["summer"])))
    if info.get("fever_win"):
        parts.append(translate("AnmikaLog", "Fever win no. {n}.").format(n=int(info["fever_win"])))
    moved = chips_words(info.get("chip_delta"), names, you)
    if moved:
        parts.append(translate("AnmikaLog", "Chips: {list}.").format(list=moved))
    return sentences(parts)


def describe_anmika_action(action, names: list[str] | None = None) -> str:
    """An Anmika action as a short instruction, for hints and choosers: its own kinds here, the
    others as in riichi."""
    text = _own_action(action)
    return describe_mahjong_action(action, names) if text is None else text


def _own_action(action) -> str | None:
    """An Anmika-only action as a short instruction (None: a riichi one)."""
    kind, target = action.kind, str(getattr(action, "target", "") or "")
    cards = tuple(action.cards or ())
    tile = tile_word(cards[0]) if cards else translate("AnmikaLog", "a tile")
    shuba = bool(getattr(action, "shuba", False))
    if kind == "open_riichi":
        text = translate("AnmikaLog", "Declare open riichi (オープン立直) discarding {tile}").format(tile=tile)
    elif kind == "fever_riichi":
        text = translate("AnmikaLog", "Declare {fever} riichi discarding {tile}").format(
            fever=fever_word(getattr(action, "tier", 1) or 1), tile=tile)
    elif kind == "riichi" and shuba:
        text = translate("MahjongLog", "Declare riichi (立直) discarding {tile}").format(tile=tile)
    elif kind == "extract":
        return translate("AnmikaLog", "Set aside {tile} (北抜き)").format(tile=tile)
    elif kind == "gold_north":
        what = translate("AnmikaLog", GOLD_TARGETS[target]) if target in GOLD_TARGETS else target
        return translate("AnmikaLog", "Gold north (金北): strengthen {target}").format(target=what)
    elif kind == "winter":
        return translate("AnmikaLog", "Fire winter (冬) now") if target == "fire" else \
            translate("AnmikaLog", "Hold winter (冬) for a later win")
    elif kind == "god_pocchi":
        return translate("AnmikaLog", "Take the god pocchi (神ポッチ) at its highest") if target == "most" else \
            translate("AnmikaLog", "Take the god pocchi (神ポッチ) at its lowest")
    elif kind == "dice_pair":
        return translate("AnmikaLog", "Name {pair} for the dice chance (出目当て)").format(pair="-".join(target))
    else:
        return None
    return text + (translate("AnmikaLog", ", with shuba (祝儀倍)") if shuba else "")


__all__ = ["KINDS", "anmika_line", "riichi_line", "won_extra", "describe_anmika_action", "chip_name", "chips_words",
           "dice_line", "pocchi_line", "fever_word", "rolls_text", "signed_chips"]
