"""Options of Wild Rummy R (ワイルドラミーR): the spec's §10 table, with the defaults it argues.

Values: ``hand_size`` 0 means the deal table of spec §2 ("auto"); ``match_rounds`` 0 means one
round per player (each deals once).
"""
from core.engine import QT_TRANSLATE_NOOP, OptionSpec

from .meld import MeldRules

CTX = "wild_rummy"

G_TABLE = QT_TRANSLATE_NOOP("wild_rummy", "Cards and table")
G_MELDS = QT_TRANSLATE_NOOP("wild_rummy", "Melds")
G_PLAY = QT_TRANSLATE_NOOP("wild_rummy", "Play")
G_SCORE = QT_TRANSLATE_NOOP("wild_rummy", "Scoring")
G_MATCH = QT_TRANSLATE_NOOP("wild_rummy", "Match")


def _spec(**kw) -> OptionSpec:
    return OptionSpec(context=CTX, **kw)


OPTIONS = (
    _spec(id="deck", kind="choice", default="fesca78", choices=("fesca78", "fesca54", "fesca42"), group=G_TABLE,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "FESCA78: ranks 0-12 (2-6 players)"),
                         QT_TRANSLATE_NOOP("wild_rummy", "FESCA54: ranks 0-8 (2-4 players)"),
                         QT_TRANSLATE_NOOP("wild_rummy", "FESCA42: ranks 0-6 (2-4 players)")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Deck"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "In a reduced deck the 空無 links the top rank to 1 (ZAT).")),
    _spec(id="hand_size", kind="int", default=0, minimum=0, maximum=20, group=G_TABLE,
          special_labels=((0, QT_TRANSLATE_NOOP("wild_rummy", "By the deal table")),),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Cards dealt to each player"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "FESCA78: 17 for 2 players, 14 for 3, 10 for 4, 7 for 5-6.")),
    _spec(id="sojun_enabled", kind="bool", default=True, group=G_MELDS, optional=True,
          label=QT_TRANSLATE_NOOP("wild_rummy", "Cycle runs (相順) are in use"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "3-5 cards stepping one rank and one element along 相生 or 相克.")),
    _spec(id="meld_determinacy", kind="choice", default="evidence", choices=("evidence", "enumeration"),
          group=G_MELDS,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "The type must be visible from the printed cards"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Only groups that fit two types are refused")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "A meld whose type cannot be told"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "A new meld's type (組, 順 or 相順) must be clear. Printed cards: "
                                               "their printed ranks and suits must show it, so 木5 太極 空無木 is "
                                               "refused. Two types: that is a 順; only a group such as 陰陽4 太極 (4-4 "
                                               "or 4-5?) is refused.")),
    _spec(id="taiji_fills_yinyang_slot_in_sets", kind="bool", default=True, group=G_MELDS,
          label=QT_TRANSLATE_NOOP("wild_rummy", "太極 may stand for the 陰陽 card of a 6-card set"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "太極 stands for a missing element suit in a 組; on, it may also take "
                                               "the 陰陽 place, so five element cards and 太極 make a 6-card 組.")),
    _spec(id="taiji_natural_at_z_in_yinyang_run", kind="bool", default=True, group=G_MELDS,
          label=QT_TRANSLATE_NOOP("wild_rummy", "太極 on position Z of a 陰陽 run is natural (ZAT)"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "In a run of 陰陽 cards, a 太極 on position Z (between 12 and 1) is a "
                                               "natural card, not a wild: 差し札 cannot take it and it scores in the "
                                               "meld bonus.")),
    _spec(id="wild_for_wild_substitution", kind="bool", default=False, group=G_MELDS,
          label=QT_TRANSLATE_NOOP("wild_rummy", "差し札 may put a wild in another wild's place"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "差し札 plays a card from hand into a wild's place in a meld and "
                                               "takes the wild. On: the card played may be a wild too (陰陽7 for a "
                                               "太極). Off: it must be the natural card of that place.")),
    _spec(id="type_change_layoff_scope", kind="choice", default="own_melds",
          choices=("own_melds", "any_meld", "none"), group=G_MELDS,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "Own melds only"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Any meld"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Never")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "A lay-off may change a meld's type"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "A lay-off (付け札) that turns a meld into another type, such as 水1 "
                                               "laid on a 空無組 to make a 相順: on your own melds only, on anyone's, "
                                               "or never.")),
    _spec(id="initial_field_phase", kind="choice", default="neutral", choices=("neutral", "yang", "yin"),
          group=G_PLAY,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "Neutral: no 相順 until a 陰陽 card is discarded"),
                         QT_TRANSLATE_NOOP("wild_rummy", "陽場 (相生 active)"),
                         QT_TRANSLATE_NOOP("wild_rummy", "陰場 (相克 active)")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Field phase at the start of a round"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "相生 cycle runs are melded or touched only in a 陽場, 相克 ones only in "
                                               "a 陰場; discarding an odd 陰陽 card makes the field 陽場, an even one "
                                               "陰場. This is the phase when a round begins.")),
    _spec(id="normal_turn_may_take_discard", kind="bool", default=False, group=G_PLAY,
          label=QT_TRANSLATE_NOOP("wild_rummy", "A normal turn may take the discard instead of drawing"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "Off: the discard is taken only by a call (鳴き).")),
    _spec(id="call_first_meld_may_be_layoff", kind="bool", default=False, group=G_PLAY,
          label=QT_TRANSLATE_NOOP("wild_rummy", "A call may begin with a lay-off of the called card"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "A call (鳴き) takes the discard and must first make a new meld with "
                                               "it. On: a player who already has a meld on the table may instead "
                                               "begin by laying the called card off.")),
    _spec(id="retrieved_cards_discardable", kind="bool", default=True, group=G_PLAY,
          label=QT_TRANSLATE_NOOP("wild_rummy", "A card of a meld retrieved this turn may be discarded"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "Cards of a meld taken back (メルドの回収) cannot be melded or laid off "
                                               "again that turn. On: one may still be the turn's discard. Off: "
                                               "only when the hand holds nothing else.")),
    _spec(id="retrieval_ban_scope", kind="choice", default="rest_of_round",
          choices=("rest_of_round", "next_turn_only"), group=G_PLAY,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "For the rest of the round"),
                         QT_TRANSLATE_NOOP("wild_rummy", "For the next turn only")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "A retrieved meld may not be melded again in the same form"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "After taking a meld back you may not meld it again in exactly the "
                                               "same state (same cards, same use of wilds): for the rest of the "
                                               "round, or on your next turn only.")),
    _spec(id="stock_exhausted", kind="choice", default="void_round", choices=("void_round", "reshuffle_once"),
          group=G_PLAY,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "Void round"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Reshuffle the discards once (the top one stays)")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "When the stock runs out"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "Void round: a player who must draw from an empty stock ends the "
                                               "round without a winner; nobody pays penalties, the meld bonus is "
                                               "settled without doubling. Reshuffle once: the first time, the "
                                               "discards but the top one become a new stock.")),
    _spec(id="scoring_method", kind="choice", default="penalty", choices=("penalty", "meld_bonus", "both"),
          group=G_SCORE,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "Penalty payment (罰点支払い方式)"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Meld-bonus collection (出来役加点の収集方式)"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Both")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Scoring method"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "Penalty: the others pay the winner for the cards left in hand "
                                               "(element 1, 陰陽 3, 空無 5, 太極 7). Meld bonus: each player scores the "
                                               "natural cards of the melds they own. Both: the penalties, then "
                                               "the meld bonus.")),
    _spec(id="meld_bonus_collectors", kind="choice", default="all_players", choices=("all_players", "winner_only"),
          group=G_SCORE,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "Every player"),
                         QT_TRANSLATE_NOOP("wild_rummy", "The winner only")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Who collects the meld bonus"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "Under meld-bonus scoring: every player receives their melds' "
                                               "score from each other player, or only the winner does.")),
    _spec(id="concealed_win_multiplier", kind="int", default=2, minimum=1, maximum=4, group=G_SCORE,
          label=QT_TRANSLATE_NOOP("wild_rummy", "Multiplier for going out at once (一度に上がり)"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "Going out at once (一度に上がり) is emptying the hand in one turn with "
                                               "no meld of your own on the table; the penalties paid and the "
                                               "winner's meld bonus are multiplied by this.")),
    _spec(id="concealed_win_definition", kind="choice", default="no_meld_at_turn_start",
          choices=("no_meld_at_turn_start", "never_melded_this_round"), group=G_SCORE,
          choice_labels=(QT_TRANSLATE_NOOP("wild_rummy", "No own meld on the table when the turn began"),
                         QT_TRANSLATE_NOOP("wild_rummy", "Never melded this round")),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Going out at once means"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "No own meld when the turn began: a player who took every meld "
                                               "back earlier still goes out at once. Never melded: only a player "
                                               "who made no meld all round.")),
    _spec(id="match_rounds", kind="int", default=0, minimum=0, maximum=30, group=G_MATCH,
          special_labels=((0, QT_TRANSLATE_NOOP("wild_rummy", "One round per player")),),
          label=QT_TRANSLATE_NOOP("wild_rummy", "Rounds per match"),
          help=QT_TRANSLATE_NOOP("wild_rummy", "How many rounds the match lasts; the scores add up and the "
                                               "highest total wins. By default each player deals once.")),
)

PRESETS = {
    "default": {},
    "meld_bonus": {"scoring_method": "meld_bonus"},
    "both_methods": {"scoring_method": "both"},
    "no_sojun": {"sojun_enabled": False},
}
PRESET_LABELS = {
    "default": QT_TRANSLATE_NOOP("presets", "Penalty payment (the spec's default)"),
    "meld_bonus": QT_TRANSLATE_NOOP("presets", "Meld-bonus collection"),
    "both_methods": QT_TRANSLATE_NOOP("presets", "Both scoring methods"),
    "no_sojun": QT_TRANSLATE_NOOP("presets", "Without cycle runs (相順)"),
}

DEAL_TABLE = {          # spec §2: players -> cards dealt, per deck
    "fesca78": {2: 17, 3: 14, 4: 10, 5: 7, 6: 7},
    "fesca54": {2: 13, 3: 10, 4: 10},
    "fesca42": {2: 10, 3: 8, 4: 7},
}
TOP_RANK = {"fesca78": 12, "fesca54": 8, "fesca42": 6}


def meld_rules(options) -> MeldRules:
    """The meld options of a game's option set."""
    return MeldRules(top=TOP_RANK[options["deck"]], sojun=options["sojun_enabled"],
                     determinacy=options["meld_determinacy"],
                     taiji_yy_slot=options["taiji_fills_yinyang_slot_in_sets"],
                     taiji_natural_z=options["taiji_natural_at_z_in_yinyang_run"],
                     wild_for_wild=options["wild_for_wild_substitution"])


def hand_size(options, seats: int) -> int:
    """Cards dealt to each player; raises ValueError when the deck does not fit the table."""
    table = DEAL_TABLE[options["deck"]]
    if seats not in table:
        raise ValueError(f"{options['deck']} is for {min(table)}-{max(table)} players, not {seats}")
    size = options["hand_size"] or table[seats]
    deck_size = 6 * (TOP_RANK[options["deck"]] + 1)
    if size * seats >= deck_size - 4:
        raise ValueError(f"{size} cards each for {seats} players leave too small a stock in {options['deck']}")
    return size
