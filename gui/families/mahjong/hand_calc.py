"""The hand calculator's arithmetic, without widgets: read a hand written in notation, its called
melds and the situation of the win, and score it with :func:`core.mahjong.points.score_hand`.

Melds are written one per field as a word and tiles: ``pon 555p``, ``chi 123m``, ``kan 1111z``
(an open kan, 大明槓), ``closed kan 2222p`` (暗槓), ``added kan 5555s`` (加槓); the Japanese words
(ポン チー カン 明槓 暗槓 加槓) and ``ankan`` / ``kakan`` / ``minkan`` work too, and the word may be
left out when the tiles say it (three alike: pon; a run: chi; four alike: open kan). Bad input
raises :class:`CalcError` with a translated message that says what is wrong.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, replace

from core.mahjong.fu import fu_parts
from core.mahjong.hand import Meld, counts_of
from core.mahjong.notation import parse
from core.mahjong.points import HandValue, score_hand
from core.mahjong.tiles import N_KINDS
from core.mahjong.tilesets import dora_of, riichi_136
from core.mahjong.yaku import RIICHI_YAKU, HandRules, WinContext

from ...i18n import translate
from .log import tile_word

MELD_WORDS = {
    "pon": "pon", "ポン": "pon", "chi": "chi", "チー": "chi",
    "kan": "kan", "minkan": "kan", "open kan": "kan", "カン": "kan", "明槓": "kan", "大明槓": "kan",
    "closed kan": "closed_kan", "ankan": "closed_kan", "暗槓": "closed_kan", "closed_kan": "closed_kan",
    "added kan": "added_kan", "kakan": "added_kan", "加槓": "added_kan", "added_kan": "added_kan",
}
#: which seat a called tile came from, as (caller - discarder) % 4: chi from the left, others opposite
_FROM = {"chi": 1, "pon": 2, "kan": 2, "added_kan": 2, "closed_kan": 0}
_TILESET = riichi_136()


class CalcError(ValueError):
    """Input the calculator cannot use; ``str(error)`` is the translated explanation."""


@dataclass(frozen=True)
class Situation:
    """How the hand was won: ``seat_wind`` / ``round_wind`` 0..3 (東南西北; seat east = dealer),
    ``riichi`` 0 none, 1 立直, 2 ダブル立直; ``last_tile`` is 海底 on a tsumo, 河底 on a ron;
    ``first_draw`` is 天和 for the dealer, 地和 otherwise."""

    tsumo: bool = False
    seat_wind: int = 0
    round_wind: int = 0
    riichi: int = 0
    ippatsu: bool = False
    rinshan: bool = False
    chankan: bool = False
    last_tile: bool = False
    first_draw: bool = False
    dora_indicators: str = ""
    ura_indicators: str = ""
    honba: int = 0
    sticks: int = 0
    kiriage: bool = False


def _tiles(text: str, what: str) -> list:
    try:
        return parse(text or "")
    except ValueError as exc:
        raise CalcError(translate("HandCalculator", "The {what} cannot be read: {error}").format(what=what, error=exc)) from None


def parse_meld(text: str) -> tuple[Meld, list] | None:
    """One meld field (see the module docstring) as a core Meld and its tiles; None when empty."""
    text = (text or "").strip()
    if not text:
        return None
    word, tiles_text = "", text
    low = text.lower()
    for w in sorted(MELD_WORDS, key=len, reverse=True):
        if low.startswith(w):
            word, tiles_text = MELD_WORDS[w], text[len(w):]
            break
    tiles = _tiles(tiles_text.strip(), translate("HandCalculator", "meld “{text}”").format(text=text))
    kinds = sorted(t.kind for t in tiles)
    if not word:
        word = "chi" if len(kinds) == 3 and kinds[0] != kinds[1] else "pon" if len(kinds) == 3 else "kan"
    try:
        meld = Meld(word, tuple(kinds), None if word == "closed_kan" else kinds[0], _FROM[word])
    except (ValueError, IndexError):
        raise CalcError(translate("HandCalculator", "“{text}” is not a meld: a chi is a run of three, a pon three alike, "
                                     "a kan four alike.").format(text=text)) from None
    return meld, tiles


def _check_copies(tiles) -> None:
    kinds = Counter(t.kind for t in tiles)
    for kind, n in kinds.items():
        if n > 4:
            raise CalcError(translate("HandCalculator", "There are {n} of {tile}: a set has only four.").format(
                n=n, tile=tile_word(_token(kind))))
    reds = Counter(t.kind for t in tiles if t.mark == "red")
    for kind, n in reds.items():
        if n > 1:
            raise CalcError(translate("HandCalculator", "There are {n} red fives of one suit: a set has only one.").format(n=n))


def _token(kind: int) -> str:
    suit = "mpsz"[kind // 9]
    return f"{kind % 9 + 1}{suit}"


def _dora(indicators, all_kinds: list[int]) -> int:
    return sum(all_kinds.count(dora_of(t.kind, _TILESET)) for t in indicators if t.kind < N_KINDS)


def calculate(hand: str, win: str | None, melds=(), situation: Situation = Situation()) -> HandValue:
    """The value of the hand ``hand`` (concealed tiles, the winning tile included) won on ``win``
    (a token; None: the last tile written) with the called ``melds`` (texts) in ``situation``.
    Raises CalcError for input that is no hand; an incomplete hand or one without a yaku comes
    back as a HandValue with ``error`` set."""
    ctx = win_context(hand, win, melds, situation)
    return score_hand(ctx, RIICHI_YAKU, ctx.rules)


def fu_items(value: HandValue, ctx: WinContext) -> list[tuple[str, int]]:
    """The fu parts of a scored win (core.mahjong.fu.fu_parts of the reading scored), as
    (part, fu); [] for a yakuman or no win (their fu do not count)."""
    if not value.is_win or value.yakuman or value.reading is None:
        return []
    return fu_parts(replace(ctx, reading=value.reading), "pinfu" in value.yaku_names)


def win_context(hand: str, win: str | None, melds=(), situation: Situation = Situation()) -> WinContext:
    """The win of :func:`calculate` read into a core WinContext (its ``rules`` the hand rules);
    CalcError for input that is no hand."""
    tiles = _tiles(hand, translate("HandCalculator", "hand"))
    if not tiles:
        raise CalcError(translate("HandCalculator", "Enter the hand: the concealed tiles, the winning tile included."))
    called = [m for m in (parse_meld(t) for t in melds) if m is not None]
    every = tiles + [t for _, ts in called for t in ts]
    _check_copies(every)
    count = len(tiles) + 3 * len(called)
    if count != 14:
        raise CalcError(translate("HandCalculator", "The hand has {n} tiles counting the melds (a kan counts as three); "
                                     "a winning hand has 14.").format(n=count))
    if win:
        win_tiles = _tiles(win, translate("HandCalculator", "winning tile"))
        if len(win_tiles) != 1 or win_tiles[0].kind not in {t.kind for t in tiles}:
            raise CalcError(translate("HandCalculator", "The winning tile must be one of the concealed tiles."))
        win_kind = win_tiles[0].kind
    else:
        win_kind = tiles[-1].kind
    s = situation
    all_kinds = [t.kind for t in every]
    rules = HandRules(kiriage=s.kiriage)
    ctx = WinContext(
        counts=tuple(counts_of(t.kind for t in tiles)), melds=tuple(m for m, _ in called), win_kind=win_kind,
        tsumo=s.tsumo, seat_wind=27 + s.seat_wind, round_wind=27 + s.round_wind,
        riichi=s.riichi > 0, double_riichi=s.riichi == 2, ippatsu=s.ippatsu and s.riichi > 0,
        rinshan=s.rinshan, chankan=s.chankan, haitei=s.last_tile and s.tsumo, houtei=s.last_tile and not s.tsumo,
        tenhou=s.first_draw and s.seat_wind == 0, chiihou=s.first_draw and s.seat_wind != 0,
        dora=_dora(_tiles(s.dora_indicators, translate("HandCalculator", "dora indicators")), all_kinds),
        aka=sum(1 for t in every if t.mark == "red"),
        ura=_dora(_tiles(s.ura_indicators, translate("HandCalculator", "ura dora indicators")), all_kinds) if s.riichi else 0,
        honba=max(0, s.honba), sticks=max(0, s.sticks), rules=rules)
    return ctx


__all__ = ["CalcError", "Situation", "calculate", "win_context", "fu_items", "parse_meld", "MELD_WORDS"]
