"""祝儀 (chips) of Anmika sanma: the items of a win, their payers and multipliers, the game-end
chips and the dice-chance sources (shared/rules/anmika.md §5, §1.4).

Payment forms (§5.1): ``"all"`` every other player pays, the sitting-out player (抜け番) included,
on a ron too; ``"hand"`` (tsumo-all / ron-deal-in) every other player on a tsumo, the discarder alone
on a ron ([P] §8 Q9: N, not 2N); ``"one"`` a single payer (トビ賞).

Multipliers (§5.4), multiplied together: シュバリー ×2 on what the declarer receives (not on the
四華四北/八華 100/300, not on 冬冬金北, never on dice); double / triple fever ×2 / ×4; the pocchi state's
factor and sign (§4.6). Game-end chips (順位点, 80000点祝儀, トントンブー, 連勝祝儀) take none.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from core.games.anmika.pocchi import PocchiState
from core.games.anmika.scoring import YAKUMAN_TIERS

#: Hand chips per tile or event (§5.2): 一発 1, 裏ドラ 1 each, 赤 2, 金 4, 北 (金北 too) 1.
HAND_CHIPS = {"ippatsu": 1, "ura": 1, "red": 2, "gold": 4, "north": 1}
#: 役満祝儀 (§5.2) per tier: (tsumo, ron). 三倍満 is 3 all even on a ron; the others are hand form.
TIER_CHIPS = {"sanbaiman": (3, 3), "yakuman": (5, 10), "yakuman5": (7, 12), "yakuman6": (9, 14),
              "double_yakuman": (10, 20), "triple_yakuman": (15, 30)}
#: 手役祝儀 《OP》 (closed hands only).
HAND_YAKU_CHIPS = {"honitsu": 5, "chinitsu": 10, "ryanpeikou": 15}
WINTER_CLOSED, WINTER_OPEN = 2, 1       # 冬 (アリス / チューリップ) per hit
BUST_PRIZE = 5                          # トビ賞
SLIP_CHIPS = 10                         # シュバ滑り ([P] 10)
TONTONBU = 6                            # トントンブー, all, to the dealer
DICE_BASE = 70
#: 順位点 (§1.4): (four-player rotation, 2nd place has >= 40000) -> chips by place.
RANK_CHIPS = {(False, True): (30, 0, -30), (False, False): (45, -15, -30),
              (True, True): (30, 15, -15, -30), (True, False): (45, 0, -15, -30)}
RETURN_LINE = 40000


@dataclass(frozen=True)
class ChipItem:
    """One chip item. ``amount`` is per payer, multipliers applied, signed from the receiver's view
    (negative: the receiver pays, e.g. a 逆ポッチ win). ``form``: ``"all"``, ``"hand"`` or ``"one"``;
    ``payer``: the seat paying a ``"one"`` item (None: the discarder); ``doubled``: シュバリー ×2
    doubled it (shown in the end-of-hand dialog; not part of the item's identity)."""

    name: str
    amount: int
    form: str
    payer: int | None = None
    doubled: bool = field(default=False, compare=False)


@dataclass(frozen=True)
class Multiplier:
    """The chip multipliers of one transfer: ``shuba`` (シュバリー ×2), ``fever`` (1, 2 or 4),
    ``pocchi`` (the pocchi state's factor), ``sign`` (-1: reversed, the winner pays), ``reversal``
    the part of ``pocchi`` made by 逆転 ×2 (:attr:`PocchiState.reversal`)."""

    shuba: bool = False
    fever: int = 1
    pocchi: int = 1
    sign: int = 1
    reversal: int = 1

    @classmethod
    def of(cls, state: PocchiState, *, shuba: bool = False, fever: int = 1) -> "Multiplier":
        """The multiplier of a win under the pocchi ``state``."""
        return cls(shuba, fever, state.factor, state.sign, state.reversal)

    def factor(self, shuba: bool = True) -> int:
        """The signed factor; ``shuba`` False for the items シュバリー does not double."""
        return (2 if self.shuba and shuba else 1) * self.fever * self.pocchi * self.sign


@dataclass(frozen=True)
class WinFacts:
    """What the game knows about one win, after 秋/冬 flips and the 金北 choice.

    ``spring_firings``: the at-win 春 firings, each the number of flowers held then (春春, 金北→春,
    a 単春 fired by an indicator); ``winter_hits`` the 冬 hits, ``winter_no_shuba`` for 冬冬金北;
    ``akiaki_han`` the 秋秋金北 chips (0 when not applicable); ``tier`` the tier after 夏;
    ``chip_han`` the han for 翻数祝儀, without 夏 (大車輪 as 清一色 6 + 七対子 2, 間八萬自摸 as 8);
    ``hand_yaku`` of "honitsu", "chinitsu", "ryanpeikou" (option 手役祝儀); ``flower_bonus`` 0, 100 or
    300 (:func:`flower_bonus`)."""

    tsumo: bool = False
    closed: bool = True
    ippatsu: bool = False
    ura: int = 0
    red: int = 0
    gold: int = 0
    norths: int = 0
    spring_firings: tuple[int, ...] = ()
    winter_hits: int = 0
    winter_no_shuba: bool = False
    akiaki_han: int = 0
    tier: str = ""
    chip_han: int = 0
    hand_yaku: tuple[str, ...] = ()
    flower_bonus: int = 0


def win_chip_items(facts: WinFacts, mult: Multiplier) -> list[ChipItem]:
    """The chip items of a win (§5.2) with the multipliers applied. Zero items are left out."""
    items: list[ChipItem] = []

    def add(name: str, base: int, form: str, shuba: bool = True) -> None:
        if base:
            items.append(ChipItem(name, base * mult.factor(shuba), form, doubled=mult.shuba and shuba))

    add("ippatsu", HAND_CHIPS["ippatsu"] * facts.ippatsu, "hand")
    add("ura", HAND_CHIPS["ura"] * facts.ura, "hand")
    add("red", HAND_CHIPS["red"] * facts.red, "hand")
    add("gold", HAND_CHIPS["gold"] * facts.gold, "hand")
    add("north", HAND_CHIPS["north"] * facts.norths, "hand")
    for flowers in facts.spring_firings:
        add("spring", flowers, "all")
    add("winter", facts.winter_hits * (WINTER_CLOSED if facts.closed else WINTER_OPEN), "hand",
        shuba=not facts.winter_no_shuba)
    add("akiaki", facts.akiaki_han, "hand")
    if facts.tier in TIER_CHIPS:
        tsumo_chips, ron_chips = TIER_CHIPS[facts.tier]
        form = "all" if facts.tier == "sanbaiman" else "hand"
        add(facts.tier, tsumo_chips if facts.tsumo else ron_chips, form)
    if facts.tier in YAKUMAN_TIERS:
        add("han", max(0, facts.chip_han - 13), "hand")
    if facts.closed:
        add("hand_yaku", sum(HAND_YAKU_CHIPS[y] for y in facts.hand_yaku), "hand")
    add("flower_bonus", facts.flower_bonus, "all", shuba=False)
    return items


def spring_on_extract(flowers_now: int, springs_before: int, is_spring: bool, *, shuba: bool,
                      fever: int) -> int:
    """単春 chips, from each other player, when a flower is extracted (§4.2, [P] §8 Q10): the first
    春 gives the flowers extracted now (this one included); with a 春 already held every later flower
    (the 2nd 春 too) gives 1; else 0. × 2 with the extractor's own シュバリー and × their own fever
    factor (1, 2, 4), both declared before it; never the pocchi state nor its sign ([P] §8 Q11)."""
    if springs_before:
        base = 1
    elif is_spring:
        base = flowers_now
    else:
        return 0
    return base * (2 if shuba else 1) * fever


def akiaki_chips(han: int, summers: int) -> int:
    """秋秋金北 《OP》 chips ([P] §8 Q14): the hand's han before 夏, plus 2 for each 夏 held."""
    return han + 2 * summers


def transfers(items: list[ChipItem], winner: int, others: tuple[int, ...], tsumo: bool,
              from_seat: int | None) -> dict[int, int]:
    """Chip changes per seat (the winner and ``others``, every other seat, the sitting-out one
    included) of ``items`` received by ``winner``. Sums to zero."""
    if winner in others:
        raise ValueError("the winner is not among the others")
    deltas = {winner: 0, **{seat: 0 for seat in others}}
    for item in items:
        if item.form == "all" or (item.form == "hand" and tsumo):
            payers = tuple(others)
        elif item.form in ("hand", "one"):
            payer = item.payer if item.form == "one" and item.payer is not None else from_seat
            if payer is None or payer not in others:
                raise ValueError(f"{item.name}: no payer among the other players")
            payers = (payer,)
        else:
            raise ValueError(f"unknown chip form {item.form!r}")
        for seat in payers:
            deltas[seat] -= item.amount
            deltas[winner] += item.amount
    return deltas


def bust_prize(mult: Multiplier, payer: int | None = None) -> ChipItem:
    """トビ賞: 5 × every 祝儀倍 effect ("トビ賞は、すべての祝儀倍効果を受ける", seed L306: シュバリー,
    倍ポッチ, double / triple fever), paid by the busted ``payer`` to the winner whose win took
    them below 0. Not × the 逆転 ×2: the seed's bust after 逆 then 正 is 5 (L303-304, "合計10枚").
    Always received: a bust by one's own 逆ポッチ (自トビ) pays none."""
    return ChipItem("bust", BUST_PRIZE * abs(mult.factor()) // mult.reversal, "one", payer, doubled=mult.shuba)


def ranking(scores: list[int], order: list[int]) -> list[int]:
    """Seats best first by points; ties go to the seat earlier in ``order`` (the seats from the
    first dealer 起家 on, [P])."""
    if sorted(order) != list(range(len(scores))):
        raise ValueError("order must list every seat once")
    return sorted(order, key=lambda seat: (-scores[seat], order.index(seat)))


def rank_chips(scores: list[int], order: list[int], four: bool) -> list[int]:
    """順位点 per seat (§1.4): 3人回し +30/0/-30 when 2nd has >= 40000 (2着クビ), else +45/-15/-30;
    4人回し +30/+15/-15/-30, else +45/0/-15/-30."""
    if len(scores) != (4 if four else 3):
        raise ValueError("one score per player")
    ranked = ranking(scores, order)
    table = RANK_CHIPS[(four, scores[ranked[1]] >= RETURN_LINE)]
    chips = [0] * len(scores)
    for place, seat in enumerate(ranked):
        chips[seat] = table[place]
    return chips


def bonus_80000(points: int) -> int:
    """80000点祝儀 of the top player, all: 6 + 2 per full 10000 above 80000; 0 below 80000."""
    return 0 if points < 80000 else 6 + 2 * ((points - 80000) // 10000)


def consecutive_top_chips(n: int) -> int:
    """連勝祝儀 《OP》, all: the n-th straight top (n >= 2) gets 2 × 2^(n-1); 0 for n < 2."""
    return 2 * 2 ** (n - 1) if n >= 2 else 0


def no_spring_draw_chips(n: int) -> int:
    """春無し流局 ([P] §8 Q24): the sitting-out player gets 4 × 2^(n-1) from each active player, n the
    consecutive 春-less exhaustive draws."""
    return 4 * 2 ** (n - 1) if n >= 1 else 0


def slip_chips() -> int:
    """シュバ滑り: the shuba declarer pays 10 when the hand ends without their win ([P])."""
    return SLIP_CHIPS


# ---- dice-chance sources (§5.7) --------------------------------------------------------------------

SPRING, SUMMER, AUTUMN, WINTER = 34, 35, 36, 37
SEASONS = (SPRING, SUMMER, AUTUMN, WINTER)
#: 本役満 whose dice are one chance at 140 however many yakuman they count (天和 地和 人和, カラス).
DICE_140_YAKUMAN = ("tenhou", "chiihou", "jinhou", "karasu")
#: Sources granted at every win, even the repeated wins of a fever; the others once per fever.
PER_WIN_SOURCES = frozenset({"yakuman", "tenhou", "chiihou", "jinhou", "karasu", "hachirenchan",
                             "kanpachi_tsumo", "nagashi"})
#: Sources whose doubles pay the シュバサイコロ bonus without a shuba declaration (shuba impossible).
SHUBA_DICE_ALWAYS = frozenset({"tenhou", "chiihou", "jinhou", "nagashi"})   # seed: 天和 地和 人和; [R] 流し役満
#: The sitting-out player's chance at an all-noten exhaustive draw ([P] 4人回し only).
ALL_NOTEN_CHANCE = ("all_noten", DICE_BASE)


@dataclass(frozen=True)
class DiceFacts:
    """What decides the dice chances of a win (§5.7).

    ``yakuman``: the hand's 本役満 as scored, (yaku name, yakuman count) pairs of the anmika yaku
    table (counted yakuman never); ``hachirenchan`` 八連荘; ``sanshoku_789_ron`` a 789 三色同順 ron
    and ``sanshoku_789_dice`` its option; ``sanshoku_doukou`` / ``sanrenkou`` in the hand (dice only
    when ``closed``); ``closed`` no pon or open kan; ``all_star`` オールスター; ``flowers`` the flower
    kinds (34..37) and ``norths`` the norths the winner extracted themself (indicators do not count);
    ``white_kan`` a concealed 白 kan; ``zero_chip_pocchi`` a pocchi tsumo worth 0 chips;
    ``ippatsu_pocchi`` 即ポッチ."""

    yakuman: tuple[tuple[str, int], ...] = ()
    hachirenchan: bool = False
    sanshoku_789_ron: bool = False
    sanshoku_789_dice: bool = True
    sanshoku_doukou: bool = False
    sanrenkou: bool = False
    closed: bool = True
    all_star: bool = False
    flowers: tuple[int, ...] = ()
    norths: int = 0
    white_kan: bool = False
    zero_chip_pocchi: bool = False
    ippatsu_pocchi: bool = False


def _flower_sets(flowers: tuple[int, ...]) -> int:
    """How many 四華 (one of each season) the flowers make: 0, 1, or 2 (八華)."""
    held = Counter(flowers)
    return min(held[k] for k in SEASONS)


def flower_bonus(flowers: tuple[int, ...], norths: int) -> int:
    """The all-payment of 四華四北 or 八華 (100) and 八華四北 (300); 0 otherwise."""
    sets, four_norths = _flower_sets(flowers), norths >= 4
    if sets >= 2 and four_norths:
        return 300
    if sets >= 2 or (sets == 1 and four_norths):
        return 100
    return 0


def dice_chances(facts: DiceFacts) -> list[tuple[str, int]]:
    """The dice chances of a win as (source id, base per hit). 本役満 70; a double (triple) yakuman
    one chance at 140 (210) ([P]: "points and chips ×2" read as the base ×2, as 天和 地和 人和 are
    one roll at 140; audit H6); カラス 140 ("dice effect ×2"); 八連荘 70 like any other 本役満 (seed:
    「祝儀等は他の本役満と同様に加算する」); 間八萬自摸 and 流し役満 70; 789 三色 ron 140 (option); closed
    三色同刻 / 三連刻, オールスター, 四北, 白 暗槓, 0-chip pocchi tsumo, 即ポッチ 70; 四華 70 (35 with an
    open hand), the second 四華 of 八華 70. 四華四北 = 2, 八華 = 2, 八華四北 = 3 chances."""
    chances: list[tuple[str, int]] = []
    for name, count in facts.yakuman:
        if name in DICE_140_YAKUMAN:
            chances.append((name, 2 * DICE_BASE))
        elif name == "kanpachi_tsumo":
            chances.append(("kanpachi_tsumo", DICE_BASE * count))
        elif name == "nagashi_yakuman":
            chances.append(("nagashi", DICE_BASE * count))
        else:
            chances.append(("yakuman", DICE_BASE * count))
    if facts.hachirenchan:
        chances.append(("hachirenchan", DICE_BASE))
    if facts.sanshoku_789_ron and facts.sanshoku_789_dice:
        chances.append(("sanshoku_789", 2 * DICE_BASE))
    if facts.closed and facts.sanshoku_doukou:
        chances.append(("sanshoku_doukou", DICE_BASE))
    if facts.closed and facts.sanrenkou:
        chances.append(("sanrenkou", DICE_BASE))
    if facts.all_star:
        chances.append(("all_star", DICE_BASE))
    sets = _flower_sets(facts.flowers)
    if sets >= 1:
        chances.append(("shika", DICE_BASE if facts.closed or sets >= 2 else DICE_BASE // 2))
    if sets >= 2:
        chances.append(("hachika", DICE_BASE))
    if facts.norths >= 4:
        chances.append(("shihoku", DICE_BASE))
    if facts.white_kan:
        chances.append(("white_kan", DICE_BASE))
    if facts.zero_chip_pocchi:
        chances.append(("zero_chip_pocchi", DICE_BASE))
    if facts.ippatsu_pocchi:
        chances.append(("ippatsu_pocchi", DICE_BASE))
    return chances


__all__ = ["ALL_NOTEN_CHANCE", "BUST_PRIZE", "DICE_140_YAKUMAN", "DICE_BASE", "DiceFacts", "ChipItem",
           "HAND_CHIPS", "HAND_YAKU_CHIPS", "Multiplier", "PER_WIN_SOURCES", "RANK_CHIPS", "RETURN_LINE",
           "SEASONS", "SHUBA_DICE_ALWAYS", "SLIP_CHIPS", "TIER_CHIPS", "TONTONBU", "WinFacts",
           "akiaki_chips", "bonus_80000", "bust_prize", "consecutive_top_chips", "dice_chances",
           "flower_bonus", "no_spring_draw_chips", "rank_chips", "ranking", "slip_chips", "spring_on_extract",
           "transfers", "win_chip_items"]
