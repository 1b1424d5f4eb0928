"""The vocabulary of added rules (追加ルール): events, conditions, effects and statics.

A rule is data (see :mod:`.book`): components built from the words defined here, each with its
parameters. This module knows every word's parameters (so a rule can be checked before the engine
runs it, and the rule builder can offer them) and its text (so every rule can be described in
words, in English and, through Qt Linguist, in Japanese).

Parameter types: ``rank`` (``3``…``9 T J Q K A 2``), ``suit`` (``s h d c``), ``card`` (``3s``),
``int``, ``op`` (``== >= <=``), ``of`` (which cards a condition looks at), ``amount`` (a number,
``{"count": rank}`` = how many cards of that rank were played, or ``{"size": true}`` = how many
cards were played), ``who`` (a player, relative to the event), and closed choices.
"""
from __future__ import annotations

from typing import Any

from core.cards import CardList, SUIT_SYMBOLS, is_card
from core.engine import QT_TRANSLATE_NOOP, Msg, MsgList, msg

from .combos import ORDER

CTX = "rules"
RANK_TEXT = {r: ("10" if r == "T" else r) for r in ORDER}

#: Which cards a condition looks at.
SUBJECTS = {
    "play": QT_TRANSLATE_NOOP("rules", "the cards played"),
    "answered": QT_TRANSLATE_NOOP("rules", "the cards they beat"),
    "top": QT_TRANSLATE_NOOP("rules", "the top cards of the field"),
    "last": QT_TRANSLATE_NOOP("rules", "the last cards the player played"),
}

#: Players an effect can name, relative to the event.
WHO = {
    "actor": QT_TRANSLATE_NOOP("rules", "the player"),
    "next": QT_TRANSLATE_NOOP("rules", "the next player"),
    "prev": QT_TRANSLATE_NOOP("rules", "the previous player"),
    "owner": QT_TRANSLATE_NOOP("rules", "the owner of the top cards"),
    "parent": QT_TRANSLATE_NOOP("rules", "親"),
    "each": QT_TRANSLATE_NOOP("rules", "every player"),
    "each_other": QT_TRANSLATE_NOOP("rules", "every other player"),
    "prev_first": QT_TRANSLATE_NOOP("rules", "last game's 1st"),
    "prev_second": QT_TRANSLATE_NOOP("rules", "last game's 2nd"),
    "prev_last": QT_TRANSLATE_NOOP("rules", "last game's last place"),
    "prev_second_last": QT_TRANSLATE_NOOP("rules", "last game's second-to-last"),
}
MULTI_WHO = {"each", "each_other"}

VARS = {
    "revolution": QT_TRANSLATE_NOOP("rules", "revolution (革命)"),
    "eleven_back": QT_TRANSLATE_NOOP("rules", "11-back (11バック)"),
    "revolution_locked": QT_TRANSLATE_NOOP("rules", "the revolution lock"),
}
LOCKS = {
    "suits": QT_TRANSLATE_NOOP("rules", "suit lock (縛り)"),
    "partial": QT_TRANSLATE_NOOP("rules", "partial suit lock (片縛り)"),
    "step": QT_TRANSLATE_NOOP("rules", "number lock (数字縛り)"),
    "strict": QT_TRANSLATE_NOOP("rules", "strict lock (激縛り)"),
    "colour": QT_TRANSLATE_NOOP("rules", "colour lock (色縛り)"),
}
LEADERS = {
    "actor": QT_TRANSLATE_NOOP("rules", "the player who set it off"),
    "next": QT_TRANSLATE_NOOP("rules", "the next player"),
    "owner": QT_TRANSLATE_NOOP("rules", "the owner of the top cards"),
}
KINDS = {
    "set": QT_TRANSLATE_NOOP("rules", "set of equal ranks"),
    "sequence": QT_TRANSLATE_NOOP("rules", "sequence (階段)"),
    "emperor": QT_TRANSLATE_NOOP("rules", "emperor (エンペラー)"),
}
OPS = ("==", ">=", "<=")
MODES = ("up_to", "exactly")
CHOOSERS = ("self", "random", "strongest", "weakest")
PRECEDENCE = ("newest", "yield", "coexist")

# --- the words: parameters (name, type, default) and English text ------------------------------

EVENTS = {
    "play": QT_TRANSLATE_NOOP("rules", "When a player plays cards"),
    "pass": QT_TRANSLATE_NOOP("rules", "When a player passes"),
    "field_clear": QT_TRANSLATE_NOOP("rules", "When the field is cleared"),
    "finish": QT_TRANSLATE_NOOP("rules", "When a player goes out"),
    "eliminate": QT_TRANSLATE_NOOP("rules", "When a player is eliminated"),
    "game_start": QT_TRANSLATE_NOOP("rules", "At the start of a game, after the deal"),
    "exchange_done": QT_TRANSLATE_NOOP("rules", "After the card exchange"),
}
#: Events whose context has a play (so amounts may count its cards).
PLAY_EVENTS = {"play"}
#: Replacement points: what the engine is about to do.
REPLACEABLE = {
    "finish": QT_TRANSLATE_NOOP("rules", "Instead of a player going out"),
    "toggle": QT_TRANSLATE_NOOP("rules", "Instead of a revolution switching"),
    "exchange": QT_TRANSLATE_NOOP("rules", "Instead of the card exchange"),
}

CONDITIONS: dict[str, tuple[tuple, str]] = {
    "has_rank": ((("rank", "rank", "8"), ("jokers", "bool", False), ("of", "of", "play")),
                 QT_TRANSLATE_NOOP("rules", "{of} include a card of rank {rank}")),
    "only_rank": ((("rank", "rank", "9"), ("of", "of", "play")),
                  QT_TRANSLATE_NOOP("rules", "{of} are all natural {rank}s")),
    "count": ((("op", "op", "=="), ("n", "int", 1), ("of", "of", "play")),
              QT_TRANSLATE_NOOP("rules", "the number of {of} is {op} {n}")),
    "has_suit": ((("suit", "suit", "s"), ("of", "of", "play")),
                 QT_TRANSLATE_NOOP("rules", "{of} include a {suit} card")),
    "has_card": ((("card", "card", "3s"), ("of", "of", "play")),
                 QT_TRANSLATE_NOOP("rules", "{of} include {card}")),
    "cards": ((("cards", "cards", ("3s",)), ("of", "of", "play")),
              QT_TRANSLATE_NOOP("rules", "{of} are exactly {cards}")),
    "has_joker": ((("of", "of", "play"),), QT_TRANSLATE_NOOP("rules", "{of} include a Joker")),
    "only_jokers": ((("of", "of", "play"),), QT_TRANSLATE_NOOP("rules", "{of} are Jokers only")),
    "lone_joker": ((("of", "of", "answered"),), QT_TRANSLATE_NOOP("rules", "{of} are a single Joker")),
    "kind": ((("kind", "kind", "set"), ("of", "of", "play")),
             QT_TRANSLATE_NOOP("rules", "{of} are played as: {kind}")),
    "ranks": ((("ranks", "ranks", ("J", "Q", "K")), ("of", "of", "play")),
              QT_TRANSLATE_NOOP("rules", "{of} are the ranks {ranks}")),
    "has_strongest": ((("of", "of", "play"), ("follows", "follows", "both")),
                      QT_TRANSLATE_NOOP("rules", "{of} include the strongest rank (2, or 3 when the order is reversed)")),
    "same_suits": ((), QT_TRANSLATE_NOOP("rules", "the cards played have exactly the suits of the cards they beat")),
    "shares_suit": ((), QT_TRANSLATE_NOOP("rules", "the cards played share a suit with the cards they beat")),
    "same_colour": ((), QT_TRANSLATE_NOOP("rules", "the cards played have the colour of the cards they beat")),
    "step": ((("n", "int", 1),), QT_TRANSLATE_NOOP("rules", "the cards played are exactly {n} rank(s) stronger than the cards they beat")),
    "down_step": ((), QT_TRANSLATE_NOOP("rules", "the card played is the same suit as the single card it meets and one rank weaker")),
    "is_lead": ((), QT_TRANSLATE_NOOP("rules", "it is a lead (打ち出し)")),
    "first_lead": ((), QT_TRANSLATE_NOOP("rules", "it is the first lead of the game")),
    "has_start_card": ((), QT_TRANSLATE_NOOP("rules", "the cards played include the card that chose 親")),
    "field_empty": ((), QT_TRANSLATE_NOOP("rules", "the field is empty")),
    "var": ((("var", "var", "revolution"),), QT_TRANSLATE_NOOP("rules", "{var} is in force")),
    "locked": ((), QT_TRANSLATE_NOOP("rules", "a lock is in force")),
    "hand_size": ((("who", "who", "actor"), ("op", "op", "=="), ("n", "int", 0)),
                  QT_TRANSLATE_NOOP("rules", "{who} holds {op} {n} card(s)")),
    "empties_hand": ((), QT_TRANSLATE_NOOP("rules", "the play would empty the player's hand")),
    "by_play": ((), QT_TRANSLATE_NOOP("rules", "the player emptied their hand by playing")),
    "place": ((("op", "op", "=="), ("n", "int", 1)), QT_TRANSLATE_NOOP("rules", "the place is {op} {n}")),
    "is_who": ((("who", "who", "actor"), ("is", "who", "prev_first")),
               QT_TRANSLATE_NOOP("rules", "{who} is {is}")),
    "active": ((("who", "who", "prev_first"),), QT_TRANSLATE_NOOP("rules", "{who} is still playing")),
    "game_index": ((("op", "op", ">="), ("n", "int", 2)), QT_TRANSLATE_NOOP("rules", "the number of this game in the session is {op} {n}")),
    "hand_max": ((("who", "who", "prev_last"), ("rank", "rank", "T")),
                 QT_TRANSLATE_NOOP("rules", "{who} holds no card stronger than {rank}")),
    "holds": ((("who", "who", "prev_first"), ("ranks", "ranks", ("2",)), ("jokers", "bool", True),
               ("op", "op", ">="), ("n", "int", 5)),
              QT_TRANSLATE_NOOP("rules", "{who} holds {op} {n} of these: {ranks} (Jokers count: {jokers})")),
    "cause": ((("cause", "cause", "returned"),), QT_TRANSLATE_NOOP("rules", "the field was cleared because {cause}")),
    "rule": ((("id", "rule_id", "eight_cut"),), QT_TRANSLATE_NOOP("rules", "the rule {id} is in force")),
    "discard_size": ((("op", "op", ">="), ("n", "int", 1)), QT_TRANSLATE_NOOP("rules", "the discard pile holds {op} {n} card(s)")),
    "seat": ((("who", "who", "actor"), ("n", "int", 0)), QT_TRANSLATE_NOOP("rules", "{who} sits in seat {n}")),
}
CAUSES = {
    "returned": QT_TRANSLATE_NOOP("rules", "the turn came back to the owner"),
    "rule": QT_TRANSLATE_NOOP("rules", "a rule cleared it"),
    "safeguard": QT_TRANSLATE_NOOP("rules", "nobody could play"),
}
FOLLOWS = ("both", "revolution")

EFFECTS: dict[str, tuple[tuple, str]] = {
    "clear_field": ((("leader", "leader", "actor"),),
                    QT_TRANSLATE_NOOP("rules", "the field is cleared and {leader} leads")),
    "skip": ((("n", "amount", 1),), QT_TRANSLATE_NOOP("rules", "players are skipped ({n})")),
    "reverse": ((("n", "amount", 1),), QT_TRANSLATE_NOOP("rules", "the turn order is reversed (times: {n})")),
    "extra_turn": ((), QT_TRANSLATE_NOOP("rules", "the player plays again at once, on the same field")),
    "give": ((("from", "who", "actor"), ("to", "who", "next"), ("n", "amount", 1), ("mode", "mode", "up_to"),
              ("chooser", "chooser", "self"), ("ranks", "ranks", ()), ("below", "rank", ""), ("cards", "cards", ())),
             QT_TRANSLATE_NOOP("rules", "{from} gives cards ({mode} {n}, {chooser}) to {to}")),
    "discard": ((("who", "who", "actor"), ("n", "amount", 1), ("mode", "mode", "up_to"),
                 ("chooser", "chooser", "self"), ("ranks", "ranks", ()), ("below", "rank", ""), ("cards", "cards", ())),
                QT_TRANSLATE_NOOP("rules", "{who} discards cards ({mode} {n}, {chooser})")),
    "take_discard": ((("who", "who", "actor"), ("n", "amount", 1), ("mode", "mode", "up_to"),
                      ("chooser", "chooser", "self")),
                     QT_TRANSLATE_NOOP("rules", "{who} takes cards from the discard pile ({mode} {n}, {chooser})")),
    "declare": ((("who", "who", "actor"), ("n", "amount", 1)),
                QT_TRANSLATE_NOOP("rules", "{who} names ranks (up to {n})")),
    "discard_declared": ((("who", "who", "each"),),
                         QT_TRANSLATE_NOOP("rules", "{who} discards every card of the named ranks")),
    "toggle": ((("var", "var", "revolution"),), QT_TRANSLATE_NOOP("rules", "{var} switches on or off")),
    "set": ((("var", "var", "revolution"), ("value", "bool", True)),
            QT_TRANSLATE_NOOP("rules", "{var} is set to {value}")),
    "lock": ((("lock", "lock", "suits"),), QT_TRANSLATE_NOOP("rules", "a {lock} starts, until the field is cleared")),
    "unlock": ((), QT_TRANSLATE_NOOP("rules", "every lock ends")),
    "finish_now": ((("who", "who", "actor"),), QT_TRANSLATE_NOOP("rules", "{who} goes out at once, in the next place")),
    "place_last": ((("who", "who", "actor"), ("fallen", "bool", False)),
                   QT_TRANSLATE_NOOP("rules", "{who} takes the lowest open place and leaves the game (fallen from the capital, so a later rule-breaker goes below: {fallen})")),
    "eliminate": ((("who", "who", "actor"),), QT_TRANSLATE_NOOP("rules", "{who} is eliminated (脱落)")),
    "end_game": ((("invert", "bool", False),), QT_TRANSLATE_NOOP("rules", "the game ends at once (places reversed: {invert})")),
    "exchange": ((("n", "int", 2), ("upper_chooser", "chooser", "self")),
                 QT_TRANSLATE_NOOP("rules", "last game's last place gives their {n} strongest cards to last game's 1st, who gives back {n} ({upper_chooser}); 2nd and second-to-last trade 1 the same way")),
    "swap_hands": ((("a", "who", "prev_last"), ("b", "who", "prev_first")),
                   QT_TRANSLATE_NOOP("rules", "{a} and {b} swap hands")),
}
#: Effects a player has to answer (they cannot run inside a replacement).
DECIDING = {"give", "discard", "take_discard", "declare", "exchange"}
#: Effects whose conflicts are settled by "the later rule wins" (spec §4.9): key of each.
EXCLUSIVE = {"clear_field": "field", "extra_turn": "turn", "set": "var", "end_game": "end",
             "finish_now": "finish"}

STATICS: dict[str, tuple[tuple, str]] = {
    "allow": ((), QT_TRANSLATE_NOOP("rules", "A play is also allowed, whatever the field, when {cond}")),
    "deny": ((), QT_TRANSLATE_NOOP("rules", "A play is not allowed when {cond}")),
    "sequence": ((("min", "int", 3),), QT_TRANSLATE_NOOP("rules", "Sequences (階段) of {min} or more consecutive cards of one suit may be played")),
    "emperor": ((), QT_TRANSLATE_NOOP("rules", "Emperors (エンペラー: four consecutive ranks in four suits) may be played")),
    "start_card": ((("card", "card", "3s"),), QT_TRANSLATE_NOOP("rules", "The holder of {card} is 親 at the start")),
    "start_prev_last": ((), QT_TRANSLATE_NOOP("rules", "Last game's last place is 親 at the start")),
    "obey_locks": ((), QT_TRANSLATE_NOOP("rules", "Plays must follow the locks in force")),
    "must_play": ((), QT_TRANSLATE_NOOP("rules", "A player who can play may not pass")),
}
META = {
    "session_end": ((("games", "int", 0), ("wins", "int", 0)),
                    QT_TRANSLATE_NOOP("rules", "The session ends after {games} more game(s) (0: no limit) or when someone has won {wins} game(s) (0: no limit)")),
    "repeal": ((("target", "int", 1),), QT_TRANSLATE_NOOP("rules", "Rule #{target} stops applying from the next game")),
    "speed": ((("speed", "int", 2),), QT_TRANSLATE_NOOP("rules", "The speed becomes {speed} from the next game")),
}


def params_of(table: dict, name: str) -> tuple:
    return table[name][0]


def with_defaults(table: dict, item: dict, key: str) -> dict:
    """``item`` with every missing parameter of word ``item[key]`` set to its default."""
    out = dict(item)
    for pname, _ptype, default in table[item[key]][0]:
        out.setdefault(pname, default)
    return out
