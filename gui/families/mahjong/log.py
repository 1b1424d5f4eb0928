"""The log lines of riichi mahjong (リーチ麻雀): draws, discards, riichi, calls (チー ポン カン),
dora, wins (ツモ / ロン with yaku, han, fu and points), the exhaustive draw (流局), the four-kan
abort (四開槓), the last dealer's stop choice and the end of the game; and its actions as short
instructions for hints.

Same shape as every game's log: a (third person, second person) sentence per event kind, so that
the one human at the table reads "You discard 5p." A tile is written compactly and always the
same way: in English the notation token for suit tiles (``5p``; a red five ``red 5p``) and the
short name for honours (``East`` ... ``White`` ``Green`` ``Red``); in Japanese its kanji name
(五筒, 赤五筒, 東, 中). Tiles hidden from this seat are never shown ("draws a tile"). The
vocabulary shared with the end-of-hand dialog (rounds, yaku, limits, points) lives here too.
Translation context: ``MahjongLog``.
"""
from __future__ import annotations

from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Event
from core.mahjong.notation import TileList, parse
from core.mahjong.tiles import label
from core.mahjong.yaku import RIICHI_YAKU

from ...i18n import register_arg_words, tr_msg, translate
from ...log_text import ordinal

#: translated to "ja" in the Japanese translation: the language of the tile and yaku names
LANG_MARK = QT_TRANSLATE_NOOP("MahjongLog", "en")
_HONOURS_EN = ("East", "South", "West", "North", "White", "Green", "Red")
YAKU = {y.name: y for y in RIICHI_YAKU}


def add_yaku(yaku) -> None:
    """A variant's own yaku join the names the log and the end-of-hand dialog know (a riichi
    yaku keeps its riichi entry); the variant's log adds them when it is loaded."""
    for y in yaku:
        YAKU.setdefault(y.name, y)


ROUND_WINDS = (QT_TRANSLATE_NOOP("MahjongLog", "East {n} (東{n}局)"),
               QT_TRANSLATE_NOOP("MahjongLog", "South {n} (南{n}局)"),
               QT_TRANSLATE_NOOP("MahjongLog", "West {n} (西{n}局)"),
               QT_TRANSLATE_NOOP("MahjongLog", "North {n} (北{n}局)"))
EXTRA_HAN = {"dora": QT_TRANSLATE_NOOP("MahjongLog", "Dora (ドラ)"),
             "aka": QT_TRANSLATE_NOOP("MahjongLog", "Red fives (赤ドラ)"),
             "ura": QT_TRANSLATE_NOOP("MahjongLog", "Ura dora (裏ドラ)"),
             "gold": QT_TRANSLATE_NOOP("MahjongLog", "Gold fives (金ドラ)"),
             "north": QT_TRANSLATE_NOOP("MahjongLog", "North dora (北ドラ)"),
             "open_riichi": QT_TRANSLATE_NOOP("MahjongLog", "Open riichi (オープン立直)")}
LIMITS = {"mangan": QT_TRANSLATE_NOOP("MahjongLog", "Mangan (満貫)"),
          "haneman": QT_TRANSLATE_NOOP("MahjongLog", "Haneman (跳満)"),
          "baiman": QT_TRANSLATE_NOOP("MahjongLog", "Baiman (倍満)"),
          "sanbaiman": QT_TRANSLATE_NOOP("MahjongLog", "Sanbaiman (三倍満)"),
          "kazoe_yakuman": QT_TRANSLATE_NOOP("MahjongLog", "Counted yakuman (数え役満)"),
          "kazoe": QT_TRANSLATE_NOOP("MahjongLog", "Counted yakuman (数え役満)"),
          "yakuman": QT_TRANSLATE_NOOP("MahjongLog", "Yakuman (役満)"),
          "yakuman5": QT_TRANSLATE_NOOP("MahjongLog", "Five-fold limit (五倍満)"),
          "yakuman6": QT_TRANSLATE_NOOP("MahjongLog", "Six-fold limit (六倍満)"),
          "double_yakuman": QT_TRANSLATE_NOOP("MahjongLog", "Double yakuman (ダブル役満)"),
          "triple_yakuman": QT_TRANSLATE_NOOP("MahjongLog", "Triple yakuman (トリプル役満)")}
ABORT_REASONS = {"four_kans": QT_TRANSLATE_NOOP("MahjongLog", "four kans (四開槓)")}
CALLS = {"chi": QT_TRANSLATE_NOOP("MahjongLog", "chi (チー)"), "pon": QT_TRANSLATE_NOOP("MahjongLog", "pon (ポン)"),
         "open_kan": QT_TRANSLATE_NOOP("MahjongLog", "kan (大明槓)"), "kan": QT_TRANSLATE_NOOP("MahjongLog", "kan (大明槓)"),
         "closed_kan": QT_TRANSLATE_NOOP("MahjongLog", "closed kan (暗槓)"),
         "added_kan": QT_TRANSLATE_NOOP("MahjongLog", "added kan (加槓)")}


# --- shared vocabulary -------------------------------------------------------------------------
def lang() -> str:
    """The language the tile and yaku names are written in: "en" or "ja" (the translation's)."""
    code = translate("MahjongLog", LANG_MARK)
    return code if code in ("en", "ja") else "en"


def tile_word(tok: str, language: str | None = None) -> str:
    """One tile token in words: ``5p`` / ``red 5p`` / ``East`` (English), ``五筒`` / ``赤五筒`` /
    ``東`` (Japanese); a hidden tile reads "a tile"."""
    if not tok or tok == HIDDEN:
        return translate("MahjongLog", "a tile")
    try:
        tile = parse(tok)[0]
    except (ValueError, IndexError):
        return tok
    if (language or lang()) == "ja":
        return label(tile, "ja")
    if 27 <= tile.kind <= 33 and not tile.mark:
        return _HONOURS_EN[tile.kind - 27]
    return label(tile, "en")


def tiles_words(tokens) -> str:
    """Tiles in words, one after the other; hidden ones read "a tile" / "3 tiles"."""
    tokens = list(tokens)
    if tokens and all(t == HIDDEN for t in tokens):
        return translate("MahjongLog", "a tile") if len(tokens) == 1 else translate("MahjongLog", "{n} tiles").format(n=len(tokens))
    language = lang()
    return " ".join(tile_word(t, language) for t in tokens)


register_arg_words(TileList, tiles_words)      # an AI's reason names its tiles as the log does


def round_word(round_wind: int, hand: int, seats: int = 4) -> str:
    """The hand's name: "East 1 (東1局)" (Japanese 東1局)."""
    wind = int(round_wind or 0) % len(ROUND_WINDS)
    return translate("MahjongLog", ROUND_WINDS[wind]).format(n=int(hand or 0) % seats + 1)


def yaku_word(name: str) -> str:
    """A yaku by its id: "All simples (断么九)" in English, "断么九" in Japanese; dora, red fives
    and ura dora likewise."""
    if name in EXTRA_HAN:
        return translate("MahjongLog", EXTRA_HAN[name])
    y = YAKU.get(name)
    if y is None:
        return name
    if lang() == "ja":
        return y.ja
    if y.en.endswith(")"):
        return f"{y.en[:-1]}, {y.ja})"
    return f"{y.en} ({y.ja})"


def limit_word(limit: str) -> str:
    """A limit's name: "Mangan (満貫)", "Yakuman ×4 (役満)" ...; "" below the limits."""
    if not limit:
        return ""
    if limit in LIMITS:
        return translate("MahjongLog", LIMITS[limit])
    if limit.startswith("yakuman_x"):
        return translate("MahjongLog", "Yakuman ×{n} (役満)").format(n=limit[9:])
    return limit


def listed(items) -> str:
    """Items of a list: "a, b, c" (Japanese 「a、b、c」)."""
    return translate("MahjongLog", ", ").join(items)


def sentences(parts) -> str:
    """Sentences one after the other (a space in English, none in Japanese)."""
    parts = [p for p in parts if p]
    out = parts[0] if parts else ""
    for p in parts[1:]:
        out = translate("MahjongLog", "{first} {second}").format(first=out, second=p)
    return out


def points_text(n: int) -> str:
    """Points with thousands separators: 12,000; −1,500 (a true minus sign)."""
    return f"\u2212{-int(n):,}" if n < 0 else f"{int(n):,}"


def signed_points(n: int) -> str:
    """A change of points with its sign: +8,000, −2,600, 0."""
    return f"+{int(n):,}" if n > 0 else points_text(n)


def han_text(han: int) -> str:
    return translate("MahjongLog", "{n} han").format(n=han)


def value_words(info: dict) -> str:
    """How much a win is worth in words: "3 han 40 fu", "6 han, Haneman (跳満)", "Yakuman (役満)"."""
    han, fu, limit = int(info.get("han") or 0), int(info.get("fu") or 0), info.get("limit") or ""
    if limit and ("yakuman" in limit and limit != "kazoe_yakuman"):
        return limit_word(limit)
    if limit and han < 5 and fu:
        return translate("MahjongLog", "{han} han {fu} fu, {limit}").format(han=han, fu=fu, limit=limit_word(limit))
    if limit:
        return translate("MahjongLog", "{han} han, {limit}").format(han=han, limit=limit_word(limit))
    return translate("MahjongLog", "{han} han {fu} fu").format(han=han, fu=fu)


def yaku_list(yaku) -> str:
    """The yaku of a win with their han: "Riichi (立直) 1, Dora (ドラ) 2"; yakuman without han."""
    out = []
    for name, han in yaku or ():
        y = YAKU.get(name)
        if y is not None and y.yakuman:
            out.append(yaku_word(name))
        else:
            out.append(translate("MahjongLog", "{yaku} {han}").format(yaku=yaku_word(name), han=han))
    return listed(out)


def seat_name(names: list[str], seat, you: int | None = None) -> str:
    """A seat's name; "you" for the one human at the table."""
    if you is not None and seat == you:
        return translate("MahjongLog", "you")
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


def payments_words(delta, names: list[str], you: int | None = None) -> str:
    """ "Ann +8,000, Bo −8,000": the seats whose points changed, the gainers first."""
    order = sorted((s for s in range(len(delta)) if delta[s]), key=lambda s: (-delta[s], s))
    return listed(f"{seat_name(names, s, you)} {signed_points(delta[s])}" for s in order)


def names_words(seats, names: list[str], you: int | None = None) -> str:
    return listed(seat_name(names, s, you) for s in seats)


# --- events ----------------------------------------------------------------------------------
_LINES = {
    "dealt": (QT_TRANSLATE_NOOP("MahjongLog", "{name} is dealt {n} tiles."),
              QT_TRANSLATE_NOOP("MahjongLog", "You are dealt {tiles}.")),
    "drew": (QT_TRANSLATE_NOOP("MahjongLog", "{name} draws a tile."),
             QT_TRANSLATE_NOOP("MahjongLog", "You draw {tile}.")),
    "drew_open": (QT_TRANSLATE_NOOP("MahjongLog", "{name} draws {tile}."),
                  QT_TRANSLATE_NOOP("MahjongLog", "You draw {tile}.")),
    "drew_dead": (QT_TRANSLATE_NOOP("MahjongLog", "{name} draws a replacement tile (嶺上牌)."),
                  QT_TRANSLATE_NOOP("MahjongLog", "You draw {tile} as the replacement tile (嶺上牌).")),
    "drew_dead_open": (QT_TRANSLATE_NOOP("MahjongLog", "{name} draws {tile} as the replacement tile (嶺上牌)."),
                       QT_TRANSLATE_NOOP("MahjongLog", "You draw {tile} as the replacement tile (嶺上牌).")),
    "discarded": (QT_TRANSLATE_NOOP("MahjongLog", "{name} discards {tile}."),
                  QT_TRANSLATE_NOOP("MahjongLog", "You discard {tile}.")),
    "tsumogiri": (QT_TRANSLATE_NOOP("MahjongLog", "{name} discards {tile}, the tile just drawn (ツモ切り)."),
                  QT_TRANSLATE_NOOP("MahjongLog", "You discard {tile}, the tile just drawn (ツモ切り).")),
    "riichi_discard": (QT_TRANSLATE_NOOP("MahjongLog", "{name} declares riichi (立直) and discards {tile} sideways."),
                       QT_TRANSLATE_NOOP("MahjongLog", "You declare riichi (立直) and discard {tile} sideways.")),
    "answered": (QT_TRANSLATE_NOOP("MahjongLog", "{name} has answered the call."),
                 QT_TRANSLATE_NOOP("MahjongLog", "You have answered; the others are still deciding.")),
    "riichi": (QT_TRANSLATE_NOOP("MahjongLog", "{name}'s riichi (立直) stands: a 1,000-point stick goes on the table ({sticks} there now)."),
               QT_TRANSLATE_NOOP("MahjongLog", "Your riichi (立直) stands: a 1,000-point stick goes on the table ({sticks} there now).")),
    "double_riichi": (QT_TRANSLATE_NOOP("MahjongLog", "{name}'s double riichi (ダブル立直) stands: a 1,000-point stick goes on the table ({sticks} there now)."),
                      QT_TRANSLATE_NOOP("MahjongLog", "Your double riichi (ダブル立直) stands: a 1,000-point stick goes on the table ({sticks} there now).")),
    "called": (QT_TRANSLATE_NOOP("MahjongLog", "{name} calls {call} on {discard}: {tiles}."),
               QT_TRANSLATE_NOOP("MahjongLog", "You call {call} on {discard}: {tiles}.")),
    "closed_kan": (QT_TRANSLATE_NOOP("MahjongLog", "{name} declares a closed kan (暗槓): {tiles}."),
                   QT_TRANSLATE_NOOP("MahjongLog", "You declare a closed kan (暗槓): {tiles}.")),
    "added_kan": (QT_TRANSLATE_NOOP("MahjongLog", "{name} adds {tile} to a pon: added kan (加槓)."),
                  QT_TRANSLATE_NOOP("MahjongLog", "You add {tile} to your pon: added kan (加槓).")),
    "tsumo": (QT_TRANSLATE_NOOP("MahjongLog", "{name} wins by tsumo (ツモ) with {tile}: {yaku}; {value}, +{points}."),
              QT_TRANSLATE_NOOP("MahjongLog", "You win by tsumo (ツモ) with {tile}: {yaku}; {value}, +{points}.")),
    "ron": (QT_TRANSLATE_NOOP("MahjongLog", "{name} wins by ron (ロン) on {discard}: {yaku}; {value}, +{points}."),
            QT_TRANSLATE_NOOP("MahjongLog", "You win by ron (ロン) on {discard}: {yaku}; {value}, +{points}.")),
    "stop_offered": (QT_TRANSLATE_NOOP("MahjongLog", "{name}, the last dealer, may end the game here (アガリ止め・テンパイ止め) or play on."),
                     QT_TRANSLATE_NOOP("MahjongLog", "You are the last dealer: end the game here (アガリ止め・テンパイ止め) or play on.")),
}


def _line(key: str, seat, names: list[str], you: int | None, **args) -> str:
    third, second = _LINES[key]
    text = second if you is not None and seat == you else third
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return translate("MahjongLog", text).format(name=name, **args)


def hand_started_line(info: dict, names: list[str], you: int | None = None) -> str:
    """ "East 1 (東1局), 0 honba (本場): Ann deals (親). Dora indicator (ドラ表示牌): 3p." """
    dealer = info.get("dealer")
    text = translate("MahjongLog", "{hand}, {honba} honba (本場): you deal (親).") if you is not None and dealer == you else \
        translate("MahjongLog", "{hand}, {honba} honba (本場): {dealer} deals (親).")
    head = text.format(hand=round_word(info.get("round_wind", 0), info.get("hand", 0), len(names) or 4),
                       honba=info.get("honba", 0), dealer=seat_name(names, dealer, you))
    parts = [head]
    if info.get("sticks"):
        parts.append(translate("MahjongLog", "Riichi sticks on the table (供託): {n}.").format(n=info["sticks"]))
    if info.get("dora_indicators"):
        parts.append(translate("MahjongLog", "Dora indicator (ドラ表示牌): {tiles}.").format(
            tiles=tiles_words(info["dora_indicators"])))
    return sentences(parts)


def won_line(seat, info: dict, names: list[str], you: int | None = None) -> str:
    """A win in one line: who, tsumo or ron from whom, the winning tile, the yaku, the value and
    the points gained (riichi sticks and honba included)."""
    winner = info.get("winner", seat)
    args = {"tile": tile_word(info.get("tile") or ""), "yaku": yaku_list(info.get("yaku")),
            "value": value_words(info), "points": points_text(int(info.get("points") or 0))}
    if info.get("tsumo") or info.get("from") is None:
        return _line("tsumo", winner, names, you, **args)
    return _line("ron", winner, names, you, discard=whose_tile(names, info.get("from"), info.get("tile") or "", you),
                 **args)


def whose_tile(names: list[str], seat, tok: str, you: int | None = None) -> str:
    """A discard and its owner: "Bo's 5p", "your 5p"."""
    if you is not None and seat == you:
        return translate("MahjongLog", "your {tile}").format(tile=tile_word(tok))
    return translate("MahjongLog", "{owner}'s {tile}").format(owner=seat_name(names, seat, you), tile=tile_word(tok))


def drawn_line(info: dict, names: list[str], you: int | None = None) -> str:
    """The exhaustive draw: who is tenpai, nagashi mangan, who pays whom."""
    tenpai = list(info.get("tenpai") or ())
    nagashi = list(info.get("nagashi") or ())
    seats = len(info.get("delta") or ()) or len(names) or 4
    parts = [translate("MahjongLog", "Exhaustive draw (流局).")]
    if nagashi:
        parts.append(translate("MahjongLog", "Nagashi mangan (流し満貫): {names}.").format(names=names_words(nagashi, names, you)))
    if not tenpai:
        parts.append(translate("MahjongLog", "Nobody is tenpai (全員ノーテン)."))
    elif len(tenpai) == seats:
        parts.append(translate("MahjongLog", "Everybody is tenpai (全員聴牌)."))
    else:
        noten = [s for s in range(seats) if s not in tenpai]
        parts.append(translate("MahjongLog", "Tenpai (聴牌): {tenpai}; noten (不聴): {noten}.").format(
            tenpai=names_words(tenpai, names, you), noten=names_words(noten, names, you)))
    delta = list(info.get("delta") or ())
    if any(delta):
        parts.append(translate("MahjongLog", "Payments: {list}.").format(list=payments_words(delta, names, you)))
    else:
        parts.append(translate("MahjongLog", "Nobody pays."))
    return sentences(parts)


def aborted_line(info: dict) -> str:
    """ "The hand is aborted (途中流局): four kans (四開槓)." """
    reason = info.get("reason") or ""
    if reason in ABORT_REASONS:
        return translate("MahjongLog", "The hand is aborted (途中流局): {reason}.").format(reason=translate("MahjongLog", ABORT_REASONS[reason]))
    return translate("MahjongLog", "The hand is aborted (途中流局).")


def game_over_line(info: dict, names: list[str], you: int | None = None) -> str:
    """ "Game over: 1st Ann (32,000), 2nd Bo (25,000), ..." and whether the dealer stopped."""
    scores = list(info.get("scores") or ())
    ranking = list(info.get("ranking") or sorted(range(len(scores)), key=lambda s: (-scores[s], s)))
    items = [translate("MahjongLog", "{place} {name} ({points})").format(
        place=ordinal(i + 1), name=seat_name(names, s, you), points=points_text(scores[s]) if s < len(scores) else "?")
        for i, s in enumerate(ranking)]
    text = translate("MahjongLog", "Game over: {ranking}.").format(ranking=listed(items))
    if info.get("stopped"):
        text = sentences([translate("MahjongLog", "The last dealer ends the game (アガリ止め・テンパイ止め)."), text])
    return text


def _called_line(event: Event, names: list[str], you: int | None) -> str:
    info, seat = event.info, event.seat
    call = info.get("call", "")
    if call == "closed_kan":
        return _line("closed_kan", seat, names, you, tiles=tiles_words(event.cards))
    if call == "added_kan":
        return _line("added_kan", seat, names, you, tile=tiles_words(event.cards))
    word = translate("MahjongLog", CALLS[call]) if call in CALLS else call
    return _line("called", seat, names, you, call=word, tiles=tiles_words(event.cards),
                 discard=whose_tile(names, info.get("from"), info.get("tile") or "", you))


def mahjong_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One riichi event as a sentence (every event kind of the protocol has one). A variant's log
    writes its own kinds and leaves the others to this."""
    k, seat, info = event.kind, event.seat, event.info
    if k == "hand_started":
        return hand_started_line(info, names, you)
    if k == "dealt":
        return _line(k, seat, names, you, n=len(event.cards), tiles=tiles_words(event.cards))
    if k == "drew":
        hidden = not event.cards or event.cards[0] == HIDDEN
        key = "drew_dead" if event.src == "dead_wall" else "drew"
        if not hidden and not (you is not None and seat == you):
            key += "_open"
        return _line(key, seat, names, you, tile=tiles_words(event.cards))
    if k == "discarded":
        key = "riichi_discard" if info.get("riichi") else "tsumogiri" if info.get("tsumogiri") else "discarded"
        return _line(key, seat, names, you, tile=tiles_words(event.cards))
    if k == "answered":             # who may call is hidden: only one's own answer is told
        return _line(k, seat, names, you) if you is not None and seat == you else None
    if k == "riichi":
        return _line("double_riichi" if info.get("double") else "riichi", seat, names, you, sticks=info.get("sticks", 1))
    if k == "called":
        return _called_line(event, names, you)
    if k == "dora_revealed":
        return translate("MahjongLog", "A new dora indicator is turned over (カンドラ): {tile}.").format(tile=tiles_words(event.cards))
    if k == "won":
        return won_line(seat, info, names, you)
    if k == "hand_drawn":
        return drawn_line(info, names, you)
    if k == "hand_aborted":
        return aborted_line(info)
    if k == "stop_offered":
        return _line(k, seat, names, you)
    if k == "game_over":
        return game_over_line(info, names, you)
    if event.text is not None:
        return tr_msg(event.text)
    return None


# --- actions ---------------------------------------------------------------------------------
_ACTIONS = {
    "discard": QT_TRANSLATE_NOOP("MahjongLog", "Discard {tile}"),
    "riichi": QT_TRANSLATE_NOOP("MahjongLog", "Declare riichi (立直) discarding {tile}"),
    "tsumo": QT_TRANSLATE_NOOP("MahjongLog", "Win by tsumo (ツモ) with {tile}"),
    "ron": QT_TRANSLATE_NOOP("MahjongLog", "Win by ron (ロン) on {tile}"),
    "closed_kan": QT_TRANSLATE_NOOP("MahjongLog", "Declare a closed kan (暗槓): {tiles}"),
    "added_kan": QT_TRANSLATE_NOOP("MahjongLog", "Add {tile} to your pon (加槓)"),
    "open_kan": QT_TRANSLATE_NOOP("MahjongLog", "Call kan (大明槓) with {tiles}"),
    "pon": QT_TRANSLATE_NOOP("MahjongLog", "Call pon (ポン) with {tiles}"),
    "chi": QT_TRANSLATE_NOOP("MahjongLog", "Call chi (チー) with {tiles}"),
    "pass": QT_TRANSLATE_NOOP("MahjongLog", "Pass (no call)"),
    "stop": QT_TRANSLATE_NOOP("MahjongLog", "End the game here (止め)"),
    "play_on": QT_TRANSLATE_NOOP("MahjongLog", "Play on (続行)"),
}


def describe_mahjong_action(action, names: list[str] | None = None) -> str:
    """A riichi action as a short instruction, for hints and choosers ("Call pon (ポン) with 5p 5p")."""
    kind = action.kind
    if kind not in _ACTIONS:
        return kind
    cards = tuple(action.cards or ())
    return translate("MahjongLog", _ACTIONS[kind]).format(tile=tile_word(cards[0]) if cards else translate("MahjongLog", "a tile"),
                                               tiles=tiles_words(cards))


__all__ = ["mahjong_line", "describe_mahjong_action", "tile_word", "tiles_words", "round_word", "yaku_word",
           "limit_word", "value_words", "yaku_list", "points_text", "signed_points", "payments_words", "seat_name",
           "lang", "han_text", "hand_started_line", "won_line", "drawn_line", "aborted_line", "game_over_line",
           "listed", "sentences", "whose_tile", "names_words", "add_yaku"]
