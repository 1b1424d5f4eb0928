"""Options of Indian Rummy (インディアン・ラミー): the spec's §11 table, the seating draw, and the
presets of the seed (Japan) and of the online formats common in India (points, pool, deals).

Values: ``deck_count`` is "auto" (2 decks up to 6 players, 3 from 7), "india" (1 deck for 2
players, 2 up to 6; India's tables seat no more: the India presets refuse 7-10 players) or 1 / 2 / 3; ``set_max_size``
is 4 or "unlimited"; ``max_count`` 0 means no cap; ``rounds`` 0 means one deal per player;
``pool_limit`` 0 / ``deals_count`` 0 mean "not this format". A pool format excludes the deals
format and a fixed number of rounds (the pool ends when one player is left).
"""
from core.engine import QT_TRANSLATE_NOOP, OptionSpec

CTX = "indian_rummy"

G_TABLE = QT_TRANSLATE_NOOP("indian_rummy", "Cards and table")
G_MELDS = QT_TRANSLATE_NOOP("indian_rummy", "Melds and declaring")
G_PLAY = QT_TRANSLATE_NOOP("indian_rummy", "Play")
G_SCORE = QT_TRANSLATE_NOOP("indian_rummy", "Scoring")
G_MATCH = QT_TRANSLATE_NOOP("indian_rummy", "Match")


def _spec(**kw) -> OptionSpec:
    return OptionSpec(context=CTX, **kw)


OPTIONS = (
    _spec(id="seat_draw", kind="bool", default=True, group=G_TABLE,
          label=QT_TRANSLATE_NOOP("indian_rummy", "Draw cards for the first dealer"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Each player draws a card (Joker > A > K > … > 2; ties draw again); "
                                                 "the lowest deals first. Off: a random first dealer.")),
    _spec(id="deck_count", kind="choice", default="auto", choices=("auto", "india", 1, 2, 3), group=G_TABLE,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Auto: 2 decks up to 6 players, 3 from 7"),
                         QT_TRANSLATE_NOOP("indian_rummy", "India: 1 deck for 2 players, 2 decks up to 6 (no more players)"),
                         QT_TRANSLATE_NOOP("indian_rummy", "1 deck + 1 joker (53), 2 players"),
                         QT_TRANSLATE_NOOP("indian_rummy", "2 decks + 2 jokers (106)"),
                         QT_TRANSLATE_NOOP("indian_rummy", "3 decks + 3 jokers (159)")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Decks"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "India's tables seat 2 to 6 players, with one 53-card pack "
                                                 "at a table of two.")),
    _spec(id="printed_joker_cut_rule", kind="choice", default="jokers_only",
          choices=("jokers_only", "aces_also_wild"), group=G_TABLE,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Only printed jokers are wild"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Aces are wild as well")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "A printed joker turned as the cut joker"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "The cut joker makes its whole rank wild; a printed joker has no "
                                                 "rank, so that round either only the printed jokers are wild or, "
                                                 "as in India, the Aces are wild too.")),
    _spec(id="cut_joker_in_stock", kind="bool", default=True, group=G_TABLE,
          label=QT_TRANSLATE_NOOP("indian_rummy", "The cut-joker card lies under the stock and can be drawn"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Off: it is shown apart and never drawn (online rule).")),
    _spec(id="direction", kind="choice", default="counter_clockwise",
          choices=("counter_clockwise", "clockwise"), group=G_TABLE,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Counter-clockwise (反時計回り)"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Clockwise")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Direction of play"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Turns and the deal go round the table this way: "
                                                 "counter-clockwise in the seed, clockwise at India's tables.")),
    _spec(id="wild_natural_is_pure", kind="bool", default=True, group=G_MELDS,
          label=QT_TRANSLATE_NOOP("indian_rummy", "A cut-joker-rank card in its own place keeps a run straight"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "On: with 7 as the cut joker, ♥6 ♥7 ♥8 is a straight run "
                                                 "(ストレートラン). Off: a card of the wild rank is always a wild, and "
                                                 "that run is not straight.")),
    _spec(id="set_max_size", kind="choice", default=4, choices=(4, "unlimited"), group=G_MELDS,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "4 (one card per suit)"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Unlimited (extra wilds)")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Largest set"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "A set is cards of one rank in different suits. 4: at most four "
                                                 "cards, wilds standing for missing suits. Unlimited: more wilds "
                                                 "may be added to a set.")),
    _spec(id="life_min_four", kind="bool", default=False, group=G_MELDS, optional=True,
          label=QT_TRANSLATE_NOOP("indian_rummy", "One of the two runs must have four or more cards"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "A declaration needs a straight run and a second run; with this "
                                                 "on, one of them must have four or more cards. A loser's hand "
                                                 "that misses it counts as having no second run.")),
    _spec(id="triple_identical_is_pure", kind="bool", default=False, group=G_MELDS, optional=True,
          label=QT_TRANSLATE_NOOP("indian_rummy", "Three identical cards count as a straight run (3 decks)"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "With three decks a hand may hold three identical cards (say "
                                                 "three ♠9); on, they count as a straight run, for declaring and "
                                                 "for the counts.")),
    _spec(id="invalid_declaration", kind="choice", default="prevented",
          choices=("prevented", "penalty_80"), group=G_MELDS,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Prevented: only a valid Rummy can be declared"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Wrong show: 80 points, the player is out of the round")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Invalid declaration"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Prevented: Declare is offered only when the hand is a valid "
                                                 "Rummy. Wrong show: a player may declare with any discard; a "
                                                 "hand that is no Rummy pays 80 to the winner and leaves the round.")),
    _spec(id="show", kind="choice", default="best_arrangement", choices=("best_arrangement", "as_grouped"),
          group=G_MELDS,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "The engine finds the best arrangement"),
                         QT_TRANSLATE_NOOP("indian_rummy", "India: the declarer's own groups count")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Showing a declared hand"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "India: the hand is shown as the declarer grouped it; a hand "
                                                 "that is a Rummy only when regrouped is an invalid declaration.")),
    _spec(id="may_discard_taken_card", kind="bool", default=False, group=G_PLAY, optional=True,
          label=QT_TRANSLATE_NOOP("indian_rummy", "The card taken from the discard pile may be discarded the same turn"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Off: the card just taken from the discard pile cannot be thrown "
                                                 "back in the same turn.")),
    _spec(id="forbid_taking_discarded_wild", kind="bool", default=False, group=G_PLAY, optional=True,
          label=QT_TRANSLATE_NOOP("indian_rummy", "A wild card discarded by a player cannot be taken"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "On: a wild card (a joker or a card of the cut-joker rank) that "
                                                 "a player discarded cannot be taken; the first upcard of the "
                                                 "round still can.")),
    _spec(id="stock_exhausted", kind="choice", default="void", choices=("void", "reshuffle_discards"),
          group=G_PLAY,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Void round (流局)"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Reshuffle the discards (the top one stays)")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "When the stock runs out"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Void round: the round ends with no payments. Reshuffle: the "
                                                 "discards except the top one are shuffled into a new stock, as "
                                                 "often as needed.")),
    _spec(id="last_player_standing_wins", kind="bool", default=True, group=G_PLAY,
          label=QT_TRANSLATE_NOOP("indian_rummy", "When all others have packed, the last player wins"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "The last player collects the packing penalties; no hand is counted.")),
    _spec(id="pack_penalty_first", kind="int", default=10, minimum=0, maximum=200, group=G_SCORE,
          label=QT_TRANSLATE_NOOP("indian_rummy", "Penalty for packing at the first turn (パッキング)"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Packing is giving up the round at the start of your turn, "
                                                 "before drawing; the packer pays this to the round's winner. At "
                                                 "the first turn the hand goes back into the stock.")),
    _spec(id="pack_penalty_later", kind="int", default=40, minimum=0, maximum=200, group=G_SCORE,
          label=QT_TRANSLATE_NOOP("indian_rummy", "Penalty for packing later"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Packing after your first turn; the hand stays out of play, face down.")),
    _spec(id="max_count", kind="int", default=0, minimum=0, maximum=1000, group=G_SCORE,
          special_labels=((0, QT_TRANSLATE_NOOP("indian_rummy", "No cap")),),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Cap on one loser's payment"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "A loser pays the points of the cards left outside melds; this "
                                                 "caps one loser's payment (India: 80, the full count). Packing "
                                                 "penalties are not capped.")),
    _spec(id="loser_count_rule", kind="choice", default="seed_three_tier",
          choices=("seed_three_tier", "india_two_tier"), group=G_SCORE,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Seed: a straight run alone spares its own cards"),
                         QT_TRANSLATE_NOOP("indian_rummy", "India: without two runs every card counts")),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Losers' counts"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "A loser with a straight run and a second run counts only the "
                                                 "cards outside melds, one without a straight run every card. "
                                                 "They differ for a straight run alone: the seed spares its "
                                                 "cards, India counts the whole hand.")),
    _spec(id="hand_rummy_double", kind="bool", default=True, group=G_SCORE,
          label=QT_TRANSLATE_NOOP("indian_rummy", "Hand Rummy (ハンド・ラミー) doubles every payment"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Hand Rummy: the 13 cards dealt are already a Rummy, declared at "
                                                 "your first turn before drawing. On: every loser and every "
                                                 "packer pays double.")),
    _spec(id="no_turn_half", kind="bool", default=True, group=G_SCORE,
          label=QT_TRANSLATE_NOOP("indian_rummy", "A player who never had a turn pays half"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "A loser who had no turn before the declaration (after a Hand "
                                                 "Rummy, say) pays half, fractions dropped.")),
    _spec(id="starting_chips", kind="int", default=200, minimum=0, maximum=100000, group=G_MATCH,
          label=QT_TRANSLATE_NOOP("indian_rummy", "Chips per player"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "Each player's chips at the start of the match; payments move "
                                                 "chips between players, and a player may go below zero and play "
                                                 "on. The pool and deals formats do not use it.")),
    _spec(id="rounds", kind="int", default=0, minimum=0, maximum=99, group=G_MATCH,
          special_labels=((0, QT_TRANSLATE_NOOP("indian_rummy", "One deal per player")),),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Rounds per match"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "How many rounds the match lasts; the most chips at the end "
                                                 "wins. 1 is India's points rummy.")),
    _spec(id="pool_limit", kind="choice", default=0, choices=(0, 101, 201), group=G_MATCH,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Off"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Pool 101"),
                         QT_TRANSLATE_NOOP("indian_rummy", "Pool 201")),
          excludes=("deals_count", "rounds"),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Pool: counts add up, a player reaching the limit is out"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "The last player left wins.")),
    _spec(id="pool_rejoins", kind="int", default=0, minimum=0, maximum=9, group=G_MATCH, requires=("pool_limit",),
          label=QT_TRANSLATE_NOOP("indian_rummy", "How often an eliminated player may choose to rejoin"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "While nobody left is above 79 (pool 101) or 174 (pool 201), "
                                                 "with one point more than the highest score.")),
    _spec(id="deals_count", kind="choice", default=0, choices=(0, 2, 3, 6), group=G_MATCH,
          choice_labels=(QT_TRANSLATE_NOOP("indian_rummy", "Off"),
                         QT_TRANSLATE_NOOP("indian_rummy", "2 deals"),
                         QT_TRANSLATE_NOOP("indian_rummy", "3 deals"),
                         QT_TRANSLATE_NOOP("indian_rummy", "6 deals")),
          excludes=("rounds",),
          label=QT_TRANSLATE_NOOP("indian_rummy", "Deals: 80 chips per deal, most chips wins"),
          help=QT_TRANSLATE_NOOP("indian_rummy", "A tie for the most chips is broken by a further deal "
                                                 "between the tied players.")),
)

_INDIA = {"deck_count": "india", "show": "as_grouped", "forbid_taking_discarded_wild": True, "printed_joker_cut_rule": "aces_also_wild",
          "cut_joker_in_stock": False, "pack_penalty_first": 20, "pack_penalty_later": 40, "max_count": 80, "loser_count_rule": "india_two_tier",
          "hand_rummy_double": False, "no_turn_half": False, "set_max_size": "unlimited",
          "invalid_declaration": "penalty_80", "stock_exhausted": "reshuffle_discards", "direction": "clockwise"}

PRESETS = {
    "default": {},
    "india_points": {**_INDIA, "rounds": 1},
    "india_pool_101": {**_INDIA, "pool_limit": 101, "pool_rejoins": 1},
    "india_pool_201": {**_INDIA, "pool_limit": 201, "pool_rejoins": 1, "pack_penalty_first": 25,
                       "pack_penalty_later": 50},
    "india_deals": {**_INDIA, "deals_count": 2},
}
PRESET_LABELS = {
    "default": QT_TRANSLATE_NOOP("presets", "Japan (the seed)"),
    "india_points": QT_TRANSLATE_NOOP("presets", "India: points rummy (one deal)"),
    "india_pool_101": QT_TRANSLATE_NOOP("presets", "India: pool 101"),
    "india_pool_201": QT_TRANSLATE_NOOP("presets", "India: pool 201"),
    "india_deals": QT_TRANSLATE_NOOP("presets", "India: deals rummy (2 deals)"),
}
