"""Options of Anmika sanma (shared/rules/anmika.md §7).

The rules the seed marks 《OP》 are ``optional=True`` (shown with the 《OP》 mark) and on by
default: they are part of the official rulebook, the commentary only marks them droppable. The
seed's 三味線・ボディータッチ (table talk and touching) is 《OP》 too but is no rule a program can
play. Presets: "full" (the full official rules) and "first_game" (the seed's Q&A ロ: without GT,
fever and shuba riichi).
"""
from core.engine import QT_TRANSLATE_NOOP, OptionSpec, msg

CTX = "anmika"

G_TILES = QT_TRANSLATE_NOOP("anmika", "Tiles")
G_RIICHI = QT_TRANSLATE_NOOP("anmika", "Riichi and fever")
G_CHIPS = QT_TRANSLATE_NOOP("anmika", "Chips (祝儀) and dice")
G_GAME = QT_TRANSLATE_NOOP("anmika", "Game")
G_DISPLAY = QT_TRANSLATE_NOOP("anmika", "Display")


def _spec(**kw) -> OptionSpec:
    return OptionSpec(context=CTX, **kw)


def _check_streak(value) -> list:
    """``top_streak``: [] or [seat, games]: the seat that was top in the last ``games`` games."""
    ok = value == [] or (isinstance(value, list) and len(value) == 2
                         and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
                         and 0 <= value[0] < 4 and 1 <= value[1] < 1000)
    return [] if ok else [msg(CTX, QT_TRANSLATE_NOOP("anmika", "The top streak must be a seat and a number of games."))]


def _op(id: str, label: str, group: str, help: str = "", **kw) -> OptionSpec:
    """An option the seed marks 《OP》: on by default."""
    return _spec(id=id, kind="bool", default=True, optional=True, label=label, group=group, help=help, **kw)


OPTIONS = (
    # tiles and yaku
    _op("gt", QT_TRANSLATE_NOOP("anmika", "GT: every 1m is a 7m (terminal and simple at once)"), G_TILES,
        QT_TRANSLATE_NOOP("anmika", "Makes 間八萬 (the 7m-9m wait won only with a pocchi), 789 三色同順 and "
                                    "triple fever possible.")),
    _op("hachirenchan", QT_TRANSLATE_NOOP("anmika", "八連荘: from the 8th honba every dealer win is a yakuman"),
        G_TILES,
        help=QT_TRANSLATE_NOOP("anmika", "From the 8th honba (本場) on, every dealer win counts one yakuman more (a "
                                         "plain hand becomes a yakuman) and gets a dice chance like any yakuman.")),
    # seed L57 ("ダマの状態でも成立する") and L156-160 set no riichi condition; the rule notes
    # ([R] §3.6) refuse 流し役満 to a riichi player
    _spec(id="nagashi_in_riichi", kind="bool", default=True, group=G_TILES,
          label=QT_TRANSLATE_NOOP("anmika", "流し役満 (nagashi yakuman) also for a player in riichi"),
          help=QT_TRANSLATE_NOOP("anmika", "Off: a riichi player cannot make it, as the rule notes have it.")),
    _spec(id="hadaka_tanki_yakuman", kind="bool", default=False, group=G_TILES,
          label=QT_TRANSLATE_NOOP("anmika", "裸単騎 (a bare single wait after four calls) is a yakuman"),
          help=QT_TRANSLATE_NOOP("anmika", "On: a win on a single-tile wait after four calls, with only that tile "
                                           "left in hand, is a yakuman. A later rule, not in the seed's list.")),
    _spec(id="flowers", kind="choice", default=8, choices=(8, 4), group=G_TILES,
          choice_labels=(QT_TRANSLATE_NOOP("anmika", "Eight flowers (華八)"),
                         QT_TRANSLATE_NOOP("anmika", "Four flowers (classic 五等)")),
          label=QT_TRANSLATE_NOOP("anmika", "Flowers"),
          help=QT_TRANSLATE_NOOP("anmika", "Eight flowers: two each of 春 夏 秋 冬, the standard. Four: one of each, "
                                           "as in classic 五等 (the commentary advises against it).")),
    _spec(id="gold_norths", kind="int", default=1, minimum=1, maximum=2, group=G_TILES,
          label=QT_TRANSLATE_NOOP("anmika", "Gold norths (金北)"),
          help=QT_TRANSLATE_NOOP("anmika", "How many of the four norths are gold: 1 in the rulebook, 2 on many "
                                           "online tables. A gold north is a north dora that also lets its owner "
                                           "strengthen one flower effect at a win.")),
    # riichi and fever
    _spec(id="muscle", kind="bool", default=True, group=G_RIICHI,
          label=QT_TRANSLATE_NOOP("anmika", "Muscle (筋肉): a closed hand wins only with riichi"),
          help=QT_TRANSLATE_NOOP("anmika", "Thirteen orphans and the first-turn yakuman may still be won "
                                           "without riichi; a tenpai declaration at a draw is no win.")),
    _spec(id="fever_riichi", kind="bool", default=True, group=G_RIICHI,
          label=QT_TRANSLATE_NOOP("anmika", "Fever riichi (フィーバーリーチ) with a guaranteed 7 triplet"),
          help=QT_TRANSLATE_NOOP("anmika", "A closed hand whose 7 triplet stays a triplet in every reading may "
                                           "declare fever riichi and then win again and again in the same hand. "
                                           "Two or three such 7s (double, triple fever) multiply points and chips "
                                           "by 2 or 4.")),
    _op("shubari", QT_TRANSLATE_NOOP("anmika", "Shuba riichi (祝儀倍リーチ): once a game, double your chips "
                                               "for one riichi hand"), G_RIICHI,
        help=QT_TRANSLATE_NOOP("anmika", "Declared with a riichi: the chips the declarer receives in that hand "
                                         "are doubled (not dice, flower bonuses or game-end chips). A shuba hand "
                                         "that ends in a draw costs the declarer 10 chips to the player sitting "
                                         "out (シュバ滑り).")),
    _spec(id="shuba_slip_3p", kind="bool", default=False, group=G_RIICHI, requires=("shubari",),
          label=QT_TRANSLATE_NOOP("anmika", "Three players: a shuba hand that ends in a draw pays 10 chips all "
                                            "(シュバ滑り)"),
          help=QT_TRANSLATE_NOOP("anmika", "With three players nobody sits out, so by default a slipped shuba "
                                           "costs nothing; on, the declarer pays 10 chips to each other player.")),
    # seed L203 (空テン includes "待ち牌に加えてポッチがすべて見えている状態") and L255 count the pocchi
    # among the waits; the rule notes ([R] §2.5) end a fever when only pocchi are left
    _spec(id="fever_pocchi_waits", kind="bool", default=True, group=G_RIICHI, requires=("fever_riichi",),
          label=QT_TRANSLATE_NOOP("anmika", "Fever: pocchi still in the wall count as waits (the fever goes on)"),
          help=QT_TRANSLATE_NOOP("anmika", "Off: the fever ends when only pocchi are left, as the rule notes "
                                           "have it. 間八萬 always waits on the two positive pocchi.")),
    _spec(id="reversal_double_pos_to_neg", kind="bool", default=False, group=G_RIICHI,
          label=QT_TRANSLATE_NOOP("anmika", "A positive pocchi turned reverse also doubles the chips"),
          help=QT_TRANSLATE_NOOP("anmika", "Each pocchi drawn after riichi changes the hand's pocchi state. A "
                                           "reverse state turned positive always doubles the chips; on, a "
                                           "positive state turned reverse doubles them too.")),
    # chips and dice
    _op("sanshoku_789_dice", QT_TRANSLATE_NOOP("anmika", "789 三色同順 won by ron: a dice chance at 140"), G_CHIPS,
        help=QT_TRANSLATE_NOOP("anmika", "三色同順 exists only with GT, as 7-8-9 in each suit with the 8m from a "
                                         "pocchi (間八萬). On: winning it by ron also gives a dice chance at 140.")),
    _op("shuba_dice", QT_TRANSLATE_NOOP("anmika", "Shuba dice (シュバサイコロ): doubles pay 111, 22 … 66 all"),
        G_CHIPS, requires=("shubari",),
        help=QT_TRANSLATE_NOOP("anmika", "Applies to the dice chances of a shuba declarer, and to those of 天和, "
                                         "地和, 人和 and 流し役満 (where shuba cannot be declared).")),
    _op("hand_yaku_chips", QT_TRANSLATE_NOOP("anmika", "Hand chips (手役祝儀): closed half flush 5, closed full "
                                                       "flush 10, 二盃口 15"), G_CHIPS,
        help=QT_TRANSLATE_NOOP("anmika", "Paid at the win on top of the other chips: from everyone on tsumo, from "
                                         "the discarder on ron. Off: these hands earn only their han.")),
    _op("akiaki_kinpei_chips", QT_TRANSLATE_NOOP("anmika", "秋秋金北: chips equal to the hand's han"), G_CHIPS,
        help=QT_TRANSLATE_NOOP("anmika", "With two 秋 and the gold north used on 秋 (秋秋金北), the winner also "
                                         "receives chips equal to the hand's han (plus 2 per 夏 held): from "
                                         "everyone on tsumo, from the discarder on ron.")),
    _op("consecutive_top_chips", QT_TRANSLATE_NOOP("anmika", "連勝祝儀: the top of two or more games in a row "
                                                             "receives 4, 8, 16 … chips all"), G_CHIPS,
        QT_TRANSLATE_NOOP("anmika", "Counted over the games played one after another with \"Play the next game\".")),
    _spec(id="top_streak", kind="data", default=[], validator=_check_streak, group=G_CHIPS,
          label=QT_TRANSLATE_NOOP("anmika", "The top of the games before this one, and how many in a row")),
    _op("tontonbu", QT_TRANSLATE_NOOP("anmika", "トントンブー: the dealer of 東1 busts someone with only "
                                                "their own wins: 6 chips all"), G_CHIPS,
        help=QT_TRANSLATE_NOOP("anmika", "Paid at the end of the game when in 東1 only the dealer has won and a "
                                         "dealer's win leaves someone below 0 (a bust by tenpai payments does not count).")),
    # game
    _spec(id="start_points", kind="int", default=35000, minimum=1000, maximum=100000, group=G_GAME,
          label=QT_TRANSLATE_NOOP("anmika", "Starting points"),
          help=QT_TRANSLATE_NOOP("anmika", "Every player's points at the start (the rulebook: 35,000). A player "
                                           "below 0 at the end of a hand busts (トビ) and the game ends.")),
    _spec(id="max_hands", kind="int", default=0, minimum=0, maximum=99, group=G_GAME,
          special_labels=((0, QT_TRANSLATE_NOOP("anmika", "no limit")),),
          label=QT_TRANSLATE_NOOP("anmika", "End the game after at most this many hands"),
          help=QT_TRANSLATE_NOOP("anmika", "Not a rule of the book: a cap for a game that must end in time "
                                           "(返り東 and draws that keep the dealer can make a game long).")),
    _spec(id="sudden_death", kind="choice", default="return_east", choices=("return_east", "always", "off"),
          group=G_GAME,
          choice_labels=(QT_TRANSLATE_NOOP("anmika", "In 返り東 only"),
                         QT_TRANSLATE_NOOP("anmika", "From 東1"),
                         QT_TRANSLATE_NOOP("anmika", "Off")),
          label=QT_TRANSLATE_NOOP("anmika", "Three players: sudden death (サドンデス), the game ends as soon "
                                            "as someone has 40,000 after a hand that was not a draw"),
          help=QT_TRANSLATE_NOOP("anmika", "At the end of 東3 the game ends if someone has 40,000; if nobody "
                                           "has, the east round is played again (返り東).")),
    # display
    _spec(id="colour_safe_pocchi", kind="bool", default=False, group=G_DISPLAY,
          label=QT_TRANSLATE_NOOP("anmika", "Colour-safe pocchi: a × on the red sticker, white for green"),
          help=QT_TRANSLATE_NOOP("anmika", "Display only (the seed's Q&A on colour blindness).")),
)

PRESETS = {"default": {}, "first_game": {"gt": False, "fever_riichi": False, "fever_pocchi_waits": False,
                                         "shubari": False, "shuba_dice": False}}
PRESET_LABELS = {"default": QT_TRANSLATE_NOOP("presets", "Full rules"),
                 "first_game": QT_TRANSLATE_NOOP("presets", "First game: without GT, fever and shuba riichi")}
