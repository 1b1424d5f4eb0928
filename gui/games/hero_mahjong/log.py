"""Hero Mahjong (英雄麻雀, shared/rules/hero_mahjong.md) in words: the card uses, their results
(加速 and 超加速 pending, deposits 供託, payments, peeks, suit counts, swaps, the wall tricks, a
card's extra dora indicator) and the choosing of decks (2Pickルール, 構築ルール); and the hero
actions as short instructions for hints and choosers.

This module writes these events and actions and leaves the others to the riichi log
(:mod:`gui.families.mahjong.log`). Same shape: a (third person, second person) sentence per event kind, so that the one human at the
table reads "You use Cavalry Charge (騎兵突撃)." A card is written with its name in the reader's
language and, in English, its Japanese name beside it.

Secrets stay secret: the tiles of a peek, of モナ・リザ's exchange, of a tile put back or sent to
the wall's end, a suit count and a drafted card are written only in the owner's own line (the
reader is ``you`` and the event still carries them, i.e. it was not redacted for another seat);
every other reader's line says what happened without them, and never reads the event's info for
them. Translation context: ``HeroLog``.
"""
from __future__ import annotations

from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Event
from core.games.hero_mahjong.rules import HeroAction

from .text import card_name, card_of, hero_name, level_mark
from ...i18n import translate
from ...families.mahjong.log import (describe_mahjong_action, lang, listed, mahjong_line, points_text, seat_name, sentences, tile_word, tiles_words, whose_tile)

# the events of Hero Mahjong this module writes (a card's dora indicator too: ``dora_revealed``
# with ``info["card"]``)
HERO_KINDS = ("card_used", "accel", "deposited", "peeked", "counted", "swapped", "rivers_swapped", "put_back",
              "took_top", "to_wall_end", "sketched", "card_paid", "pool_taken", "window", "picked", "deck_ready",
              "decks_ready", "decks_chosen")
# the actions of Hero Mahjong beside the riichi ones (a chi with 駅伝の道 carries ``option`` card=…)
HERO_ACTIONS = ("card", "draw", "sketch", "swap", "swap_rivers", "put_back", "done", "pick")

_LINES = {
    "card_used": (QT_TRANSLATE_NOOP("HeroLog", "{name} uses {card}."),
                  QT_TRANSLATE_NOOP("HeroLog", "You use {card}.")),
    "card_used_n": (QT_TRANSLATE_NOOP("HeroLog", "{name} uses {card} with N = {n}."),
                    QT_TRANSLATE_NOOP("HeroLog", "You use {card} with N = {n}.")),
    "card_used_seat": (QT_TRANSLATE_NOOP("HeroLog", "{name} uses {card} on {target}."),
                       QT_TRANSLATE_NOOP("HeroLog", "You use {card} on {target}.")),
    "card_used_swap": (QT_TRANSLATE_NOOP("HeroLog", "{name} uses {card}, swapping {tile} from the hand with the "
                                                    "river's {place} tile."),
                       QT_TRANSLATE_NOOP("HeroLog", "You use {card}, swapping {tile} with your river's {place} tile.")),
    "accel": (QT_TRANSLATE_NOOP("HeroLog", "{name} now has {steps} pending: extra draws and discards after the "
                                           "normal discard."),
              QT_TRANSLATE_NOOP("HeroLog", "You now have {steps} pending: extra draws and discards after your "
                                           "normal discard.")),
    "deposited": (QT_TRANSLATE_NOOP("HeroLog", "{name} deposits {amount} (供託); {pool} on the table now."),
                  QT_TRANSLATE_NOOP("HeroLog", "You deposit {amount} (供託); {pool} on the table now.")),
    "deposited_short": (QT_TRANSLATE_NOOP("HeroLog", "{name} must deposit {asked} (供託) but has only {amount}: all "
                                                     "of it goes, and {name} stays at 0, not bust."),
                        QT_TRANSLATE_NOOP("HeroLog", "You must deposit {asked} (供託) but have only {amount}: all of "
                                                     "it goes, and you stay at 0, not bust.")),
    "deposited_none": (QT_TRANSLATE_NOOP("HeroLog", "{name} must deposit {asked} (供託) but has no points: nothing "
                                                    "is paid."),
                       QT_TRANSLATE_NOOP("HeroLog", "You must deposit {asked} (供託) but have no points: nothing is "
                                                    "paid.")),
    "peeked": (QT_TRANSLATE_NOOP("HeroLog", "{name} looks at the next {n} tiles of the wall."),
               QT_TRANSLATE_NOOP("HeroLog", "You look at the next {n} tiles of the wall, in draw order: {tiles}.")),
    "peeked_one": (QT_TRANSLATE_NOOP("HeroLog", "{name} looks at the next tile of the wall."),
                   QT_TRANSLATE_NOOP("HeroLog", "You look at the next tile of the wall: {tiles}.")),
    "counted": (QT_TRANSLATE_NOOP("HeroLog", "{name} counts the man, pin, sou and honour tiles in {hand}."),
                QT_TRANSLATE_NOOP("HeroLog", "You count {hand}: {man} man, {pin} pin, {sou} sou and {honours} "
                                             "honour tiles.")),
    "swapped": (QT_TRANSLATE_NOOP("HeroLog", "{name} takes {taken} from the river into the hand and puts {tile} "
                                             "in its place (捨牌の入れ替え)."),
                QT_TRANSLATE_NOOP("HeroLog", "You take {taken} from your river into your hand and put {tile} in "
                                             "its place (捨牌の入れ替え).")),
    "rivers_swapped": (QT_TRANSLATE_NOOP("HeroLog", "{name} swaps a river tile with another: {mine} and {theirs} "
                                                    "change places (捨牌の入れ替え)."),
                       QT_TRANSLATE_NOOP("HeroLog", "You swap {mine} with {theirs}: the two river tiles change "
                                                    "places (捨牌の入れ替え).")),
    "put_back": (QT_TRANSLATE_NOOP("HeroLog", "{name} puts a tile from the hand back on top of the wall."),
                 QT_TRANSLATE_NOOP("HeroLog", "You put {tile} back on top of the wall.")),
    "took_top": (QT_TRANSLATE_NOOP("HeroLog", "{name} takes the next {n} tiles of the wall into the hand."),
                 QT_TRANSLATE_NOOP("HeroLog", "You take the next {n} tiles of the wall into your hand: {tiles}.")),
    "to_wall_end": (QT_TRANSLATE_NOOP("HeroLog", "{name} puts a tile from the hand at the end of the wall."),
                    QT_TRANSLATE_NOOP("HeroLog", "You put {tile} at the end of the wall: it becomes the last tile.")),
    "sketched_moved": (QT_TRANSLATE_NOOP("HeroLog", "{name} leaves the seen tile on top of the wall or moves it to "
                                                    "the end."),
                       QT_TRANSLATE_NOOP("HeroLog", "You move the seen tile to the end of the wall.")),
    "sketched_kept": (QT_TRANSLATE_NOOP("HeroLog", "{name} leaves the seen tile on top of the wall or moves it to "
                                                   "the end."),
                      QT_TRANSLATE_NOOP("HeroLog", "You leave the seen tile on top of the wall.")),
    "card_paid": (QT_TRANSLATE_NOOP("HeroLog", "{name} pays {amount} to {to} (card payment)."),
                  QT_TRANSLATE_NOOP("HeroLog", "You pay {amount} to {to} (card payment).")),
    "card_paid_none": (QT_TRANSLATE_NOOP("HeroLog", "{name} has no points left to pay {to} (card payment)."),
                       QT_TRANSLATE_NOOP("HeroLog", "You have no points left to pay {to} (card payment).")),
    "pool_taken": (QT_TRANSLATE_NOOP("HeroLog", "{name} takes {amount} from the deposits (供託)."),
                   QT_TRANSLATE_NOOP("HeroLog", "You take {amount} from the deposits (供託).")),
    "picked": (QT_TRANSLATE_NOOP("HeroLog", "{name} makes a choice for the deck."),
               QT_TRANSLATE_NOOP("HeroLog", "You choose {card} for your deck.")),
    "picked_done": (QT_TRANSLATE_NOOP("HeroLog", "{name} makes a choice for the deck."),
                    QT_TRANSLATE_NOOP("HeroLog", "You have finished choosing.")),
    "deck_ready": (QT_TRANSLATE_NOOP("HeroLog", "{name}'s deck is ready."),
                   QT_TRANSLATE_NOOP("HeroLog", "Your deck is ready, with {card} as avatar (アバター).")),
}

# what a card's effect does when no event of its own tells it (a sentence after "… uses …")
_EFFECTS = {
    "call_lock": (QT_TRANSLATE_NOOP("HeroLog", "Nobody may pon, chi or kan {name}'s discards until {name} draws "
                                               "again; ron (ロン) still may."),
                  QT_TRANSLATE_NOOP("HeroLog", "Nobody may pon, chi or kan your discards until you draw again; ron "
                                               "(ロン) still may.")),
    "no_ron": (QT_TRANSLATE_NOOP("HeroLog", "{name}'s next discard cannot be won on by ron (ロン)."),
               QT_TRANSLATE_NOOP("HeroLog", "Your next discard cannot be won on by ron (ロン).")),
    "free_riichi": (QT_TRANSLATE_NOOP("HeroLog", "If {name} declares riichi (立直) with the next discard, no stick "
                                                 "is paid."),
                    QT_TRANSLATE_NOOP("HeroLog", "If you declare riichi (立直) with your next discard, you pay no "
                                                 "stick.")),
    "duel": (QT_TRANSLATE_NOOP("HeroLog", "For the rest of the hand a ron (ロン) between {name} and {target} pays "
                                          "{amount} more."),
             QT_TRANSLATE_NOOP("HeroLog", "For the rest of the hand a ron (ロン) between you and {target} pays "
                                          "{amount} more.")),
    "riichi_han": (QT_TRANSLATE_NOOP("HeroLog", "{name}'s riichi (立直) win gains {han} han."),
                   QT_TRANSLATE_NOOP("HeroLog", "Your riichi (立直) win gains {han} han.")),
    "accel_after_call": (QT_TRANSLATE_NOOP("HeroLog", "After the discard that follows this call, {name} gains "
                                                      "acceleration (加速{n})."),
                         QT_TRANSLATE_NOOP("HeroLog", "After the discard that follows this call, you gain "
                                                      "acceleration (加速{n}).")),
    "super_accel_after_call": (QT_TRANSLATE_NOOP("HeroLog", "After the discard that follows this call, {name} gains "
                                                            "super acceleration (超加速{n})."),
                               QT_TRANSLATE_NOOP("HeroLog", "After the discard that follows this call, you gain "
                                                            "super acceleration (超加速{n}).")),
    "chi_from_anyone": (QT_TRANSLATE_NOOP("HeroLog", "{name}'s chi (チー) may take any player's discard."),
                        QT_TRANSLATE_NOOP("HeroLog", "Your chi (チー) may take any player's discard.")),
}

STEPS = {"super": QT_TRANSLATE_NOOP("HeroLog", "super acceleration (超加速{n})"),
         "plain": QT_TRANSLATE_NOOP("HeroLog", "acceleration (加速{n})")}
DECK_MODES = {"two_pick": QT_TRANSLATE_NOOP("HeroLog", "The decks are drafted first (2Pickルール): each player keeps "
                                                       "one of two cards of each level; action cards stay hidden "
                                                       "until used."),
              "construction": QT_TRANSLATE_NOOP("HeroLog", "The decks are built first (構築ルール): each player "
                                                           "chooses an avatar and action cards; action cards stay "
                                                           "hidden until used.")}
#: a short line for the reader's own window, where the game waits on a card nobody else sees
#: coming (自分ツモ前 opens at every draw while such a card is in hand: no line, the choices say it)
OWN_WINDOWS = {"AFTER_OWN_WIN": QT_TRANSLATE_NOOP("HeroLog", "Your win stands; before it is scored you may use a "
                                                             "card (自分アガり後)."),
               "END_OF_HAND": QT_TRANSLATE_NOOP("HeroLog", "The hand's payments are done; you may use a card now "
                                                           "(終局時).")}


# --- words ---------------------------------------------------------------------------------------
def card_word(card_id: str) -> str:
    """A card by name: "Cavalry Charge (騎兵突撃)" in English, "騎兵突撃" in Japanese."""
    card = card_of(card_id)
    if card is None:
        return card_id or "?"
    if lang() == "ja":
        return card_name(card_id)
    return f"{card_name(card_id)} ({card.name_ja})"


def nth(n: int) -> str:
    """A place counted from 1: "3rd" (Japanese "3枚目")."""
    #: the place of a tile in a river, counted from 1 (Japanese: {n}枚目)
    text = translate("HeroLog", "{n}th")
    if text != "{n}th":
        return text.format(n=n)
    suffix = {1: "st", 2: "nd", 3: "rd"}.get(n if n < 20 else n % 10, "th")
    return f"{n}{suffix}"


def steps_words(info: dict) -> str:
    """The pending extra steps: "super acceleration (超加速2) and acceleration (加速1)"."""
    parts = [translate("HeroLog", STEPS[key]).format(n=int(info.get(key) or 0))
             for key in ("super", "plain") if info.get(key)]
    if not parts:
        return translate("HeroLog", "no extra steps")
    if len(parts) == 1:
        return parts[0]
    return translate("HeroLog", "{first} and {second}").format(first=parts[0], second=parts[1])


def hand_of(names: list[str], seat, you: int | None) -> str:
    """ "Bo's hand" / "your hand"."""
    if you is not None and seat == you:
        return translate("HeroLog", "your hand")
    return translate("HeroLog", "{owner}'s hand").format(owner=seat_name(names, seat, you))


def _choice(option: str) -> dict:
    """A card's option "hand=3m,river=2" as a dict."""
    return dict(part.split("=", 1) for part in (option or "").split(",") if "=" in part)


def _mine(seat, you: int | None) -> bool:
    return you is not None and seat == you


def _line(key: str, seat, names: list[str], you: int | None, table=None, **args) -> str:
    third, second = (table or _LINES)[key]
    text = second if _mine(seat, you) else third
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return translate("HeroLog", text).format(name=name, **args)


def _third(key: str, seat, names: list[str], **args) -> str:
    """The line of ``key`` as every reader but its owner reads it (it never holds a secret)."""
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return translate("HeroLog", _LINES[key][0]).format(name=name, **args)


def _secret(key: str, event: Event, names: list[str], you: int | None, shown: bool, public: dict | None = None,
            **secret) -> str:
    """The owner's line, secret included, when the reader is the owner and the event still carries
    the secret (``shown``: not redacted); else the line without it (only the ``public`` words)."""
    public = dict(public or {})
    if _mine(event.seat, you) and shown:
        return _line(key, event.seat, names, you, **public, **secret)
    return _third(key, event.seat, names, **public)


def _open(cards) -> bool:
    """The tiles travel face up for this reader (not redacted)."""
    return bool(cards) and HIDDEN not in cards


# --- events --------------------------------------------------------------------------------------
def card_used_line(event: Event, names: list[str], you: int | None = None) -> str:
    """ "Ann uses Cavalry Charge (騎兵突撃)." with its choice (N, an opponent, a swap) and, for an
    effect no later event tells (a call lock, an unronnable discard ...), what it does."""
    seat, info = event.seat, event.info or {}
    card_id = info.get("card") or ""
    choice = _choice(info.get("option") or "")
    card = card_word(card_id)
    if "n" in choice:
        head = _line("card_used_n", seat, names, you, card=card, n=choice["n"])
    elif "seat" in choice:
        head = _line("card_used_seat", seat, names, you, card=card, target=_seat_of(names, choice["seat"], you))
    elif "hand" in choice and "river" in choice:
        head = _line("card_used_swap", seat, names, you, card=card, tile=tile_word(choice["hand"]),
                     place=nth(_int(choice["river"]) + 1))
    else:                       # a tile sent to the wall's end ("hand=…") is told to its owner only, later
        head = _line("card_used", seat, names, you, card=card)
    return sentences([head] + _effect_sentences(card_id, seat, choice, names, you))


def _effect_sentences(card_id: str, seat, choice: dict, names: list[str], you: int | None) -> list[str]:
    card = card_of(card_id)
    out = []
    for effect in card.effects if card is not None else ():
        if effect.op not in _EFFECTS:
            continue
        params = dict(effect.params)
        args = {k: points_text(v) if k == "amount" else v for k, v in params.items()}
        if effect.op == "duel":
            args["target"] = _seat_of(names, choice.get("seat"), you)
        out.append(_line(effect.op, seat, names, you, table=_EFFECTS, **args))
    return out


def _int(text, default: int = 0) -> int:
    try:
        return int(text)
    except (TypeError, ValueError):
        return default


def _seat_of(names: list[str], text, you: int | None) -> str:
    return seat_name(names, _int(text, -1), you)


def deposited_line(event: Event, names: list[str], you: int | None = None) -> str:
    """A deposit (供託): paid in full, or a forced one that takes all there is (never a bust)."""
    info = event.info or {}
    amount, asked = int(info.get("amount") or 0), int(info.get("asked") or info.get("amount") or 0)
    if amount >= asked:
        return _line("deposited", event.seat, names, you, amount=points_text(amount),
                     pool=points_text(int(info.get("pool") or 0)))
    if amount <= 0:
        return _line("deposited_none", event.seat, names, you, asked=points_text(asked))
    return _line("deposited_short", event.seat, names, you, asked=points_text(asked), amount=points_text(amount))


def counted_line(event: Event, names: list[str], you: int | None = None) -> str:
    """Know the enemy (彼を知る): the counts in the owner's line only."""
    info = event.info or {}
    counts = info.get("private")
    hand = hand_of(names, info.get("seat"), you)
    if not isinstance(counts, dict):
        return _secret("counted", event, names, you, False, {"hand": hand})
    return _secret("counted", event, names, you, True, {"hand": hand},
                   **{k: int(counts.get(k) or 0) for k in ("man", "pin", "sou", "honours")})


def picked_line(event: Event, names: list[str], you: int | None = None) -> str:
    """A card chosen for a deck (2Pick, constructed): which one in the owner's line only; the
    same words for every other reader whether a card was taken or the choosing ended."""
    private = (event.info or {}).get("private")
    card = private.get("card") if isinstance(private, dict) else None
    if _mine(event.seat, you):
        return _line("picked", event.seat, names, you, card=card_word(card)) if card else \
            _line("picked_done", event.seat, names, you)
    return _third("picked", event.seat, names)


def window_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """A card window opens: a short line for the reader's own 自分アガり後 and 終局時 windows (the
    game waits on a card); none for others (which windows open hints at hidden cards) nor for
    自分ツモ前 (it opens at every draw while such a card is in hand)."""
    info = event.info or {}
    timing = (info.get("private") or {}).get("timing") or info.get("timing")
    if not _mine(event.seat, you) or timing not in OWN_WINDOWS:
        return None
    return translate("HeroLog", OWN_WINDOWS[timing])


def decks_ready_line(info: dict, names: list[str], you: int | None = None) -> str:
    """ "The decks are ready. Avatars (アバター): Ann: King on Campaign (遠征王), …" """
    items = [translate("HeroLog", "{name}: {card}").format(name=seat_name(names, s, you), card=card_word(c))
             for s, c in enumerate(info.get("avatars") or ()) if c]
    return translate("HeroLog", "The decks are ready. Avatars (アバター): {list}.").format(list=listed(items))


def hero_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One Hero Mahjong event as a sentence: its own kinds (:data:`HERO_KINDS`, a card's dora
    indicator) here, the others as in riichi."""
    if event.kind in HERO_KINDS or (event.kind == "dora_revealed" and event.info.get("card")):
        return _own_line(event, names, you)
    return mahjong_line(event, names, you)


def _own_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One Hero Mahjong event as a sentence (None: the log keeps quiet, see :func:`window_line`)."""
    k, seat, info = event.kind, event.seat, event.info or {}
    cards = tuple(event.cards or ())
    if k == "card_used":
        return card_used_line(event, names, you)
    if k == "accel":
        return _line(k, seat, names, you, steps=steps_words(info))
    if k == "deposited":
        return deposited_line(event, names, you)
    if k == "peeked":
        key = "peeked_one" if len(cards) == 1 else "peeked"
        return _secret(key, event, names, you, _open(cards), {"n": len(cards)}, tiles=tiles_words(cards))
    if k == "counted":
        return counted_line(event, names, you)
    if k == "swapped":
        tile, taken = (cards + (HIDDEN, HIDDEN))[:2]
        return _line(k, seat, names, you, tile=tile_word(tile), taken=tile_word(taken))
    if k == "rivers_swapped":
        mine, theirs = (cards + (HIDDEN, HIDDEN))[:2]
        return _line(k, seat, names, you, mine=whose_tile(names, seat, mine, you),
                     theirs=whose_tile(names, info.get("seat"), theirs, you))
    if k in ("put_back", "to_wall_end"):
        return _secret(k, event, names, you, _open(cards), tile=tiles_words(cards))
    if k == "took_top":
        return _secret(k, event, names, you, _open(cards), {"n": len(cards)}, tiles=tiles_words(cards))
    if k == "sketched":
        key = "sketched_moved" if info.get("moved") else "sketched_kept"
        return _secret(key, event, names, you, True)
    if k == "card_paid":
        amount, to = int(info.get("amount") or 0), seat_name(names, info.get("to"), you)
        if amount <= 0:
            return _line("card_paid_none", seat, names, you, to=to)
        return _line(k, seat, names, you, amount=points_text(amount), to=to)
    if k == "pool_taken":
        return _line(k, seat, names, you, amount=points_text(int(info.get("amount") or 0)))
    if k == "window":
        return window_line(event, names, you)
    if k == "picked":
        return picked_line(event, names, you)
    if k == "deck_ready":           # the avatar is turned face up for all at decks_ready
        avatar = (info.get("private") or {}).get("avatar") or ""
        return _secret(k, event, names, you, bool(avatar), card=card_word(avatar))
    if k == "decks_ready":
        return decks_ready_line(info, names, you)
    if k == "decks_chosen":
        mode = info.get("mode")
        return translate("HeroLog", DECK_MODES[mode]) if mode in DECK_MODES else \
            translate("HeroLog", "The decks are chosen before play.")
    if k == "dora_revealed":
        return translate("HeroLog", "A card turns over another dora indicator (ドラ表示牌): {tile}.").format(
            tile=tiles_words(cards))
    return None


# --- actions -------------------------------------------------------------------------------------
_ACTIONS = {
    "card": QT_TRANSLATE_NOOP("HeroLog", "Use {card}"),
    "card_paid_n": QT_TRANSLATE_NOOP("HeroLog", "Use {card}: 超加速{n}, deposit {cost}"),
    "card_n": QT_TRANSLATE_NOOP("HeroLog", "Use {card} with N = {n}"),
    "card_seat": QT_TRANSLATE_NOOP("HeroLog", "Use {card} on {target}"),
    "card_swap": QT_TRANSLATE_NOOP("HeroLog", "Use {card}, swapping {tile} with your river's {place} tile"),
    "card_hand": QT_TRANSLATE_NOOP("HeroLog", "Use {card}, putting {tile} at the end of the wall"),
    "draw": QT_TRANSLATE_NOOP("HeroLog", "Draw (ツモ)"),
    "pass": QT_TRANSLATE_NOOP("HeroLog", "Pass: no call, no card"),
    "sketch_keep": QT_TRANSLATE_NOOP("HeroLog", "Leave the seen tile on top of the wall"),
    "sketch_move": QT_TRANSLATE_NOOP("HeroLog", "Move the seen tile to the end of the wall"),
    "swap": QT_TRANSLATE_NOOP("HeroLog", "Swap {tile} with your river's {place} tile"),
    "swap_rivers": QT_TRANSLATE_NOOP("HeroLog", "Swap your river's {mine} tile with {other}'s {place} river tile"),
    "put_back": QT_TRANSLATE_NOOP("HeroLog", "Put {tile} back on top of the wall"),
    "done": QT_TRANSLATE_NOOP("HeroLog", "Done"),
    "pick": QT_TRANSLATE_NOOP("HeroLog", "Choose {card}: {hero}, {level}"),
    "chi_card": QT_TRANSLATE_NOOP("HeroLog", "Call chi (チー) with {tiles}, using {card}"),
}


def _card_action(action, names: list[str]) -> str:
    card_id = str(action.target or "")
    choice = _choice(getattr(action, "option", "") or "")
    card = card_word(card_id)
    if "n" in choice:
        data = card_of(card_id)
        cost = next((e.get("cost") for e in (data.effects if data else ()) if e.op == "paid_super_accel"), None)
        if cost is not None:
            return translate("HeroLog", _ACTIONS["card_paid_n"]).format(
                card=card, n=choice["n"], cost=points_text(_int(choice["n"]) * int(cost)))
        return translate("HeroLog", _ACTIONS["card_n"]).format(card=card, n=choice["n"])
    if "seat" in choice:
        return translate("HeroLog", _ACTIONS["card_seat"]).format(card=card,
                                                                  target=_seat_of(names, choice["seat"], None))
    if "hand" in choice and "river" in choice:
        return translate("HeroLog", _ACTIONS["card_swap"]).format(card=card, tile=tile_word(choice["hand"]),
                                                                  place=nth(_int(choice["river"]) + 1))
    if "hand" in choice:
        return translate("HeroLog", _ACTIONS["card_hand"]).format(card=card, tile=tile_word(choice["hand"]))
    return translate("HeroLog", _ACTIONS["card"]).format(card=card)


def describe_hero_action(action, names: list[str] | None = None) -> str:
    """A Hero Mahjong action as a short instruction, for hints and choosers ("Use Cavalry Charge
    (騎兵突撃)", "Draw (ツモ)"): its own kinds here, the others as in riichi."""
    text = _own_action(action, names)
    return describe_mahjong_action(action, names) if text is None else text


def _own_action(action, names: list[str] | None = None) -> str | None:
    """A Hero Mahjong action as a short instruction; None for a riichi action."""
    names = list(names or [])
    kind = action.kind
    option = str(getattr(action, "option", "") or "")
    if kind == "chi" and option.startswith("card="):                 # 駅伝の道: a chi on anyone's discard
        return translate("HeroLog", _ACTIONS["chi_card"]).format(tiles=tiles_words(action.cards or ()),
                                                                 card=card_word(option[5:]))
    if kind == "pass" and isinstance(action, HeroAction):           # a pass of the hero game: calls and cards
        return translate("HeroLog", _ACTIONS["pass"])
    if kind not in HERO_ACTIONS:
        return None
    if kind == "card":
        return _card_action(action, names)
    if kind == "sketch":
        return translate("HeroLog", _ACTIONS["sketch_move" if action.target == "move" else "sketch_keep"])
    choice = _choice(option)
    if kind == "swap":
        return translate("HeroLog", _ACTIONS["swap"]).format(tile=tile_word(choice.get("hand", "")),
                                                             place=nth(_int(choice.get("river")) + 1))
    if kind == "swap_rivers":
        return translate("HeroLog", _ACTIONS["swap_rivers"]).format(
            mine=nth(_int(choice.get("mine")) + 1), other=_seat_of(names, choice.get("seat"), None),
            place=nth(_int(choice.get("place")) + 1))
    if kind == "put_back":
        cards = tuple(action.cards or ())
        return translate("HeroLog", _ACTIONS["put_back"]).format(tile=tile_word(cards[0]) if cards else "?")
    if kind == "pick":
        card_id = str(action.target or "")
        return translate("HeroLog", _ACTIONS["pick"]).format(card=card_word(card_id), hero=hero_name(card_id),
                                                             level=level_mark(card_id))
    return translate("HeroLog", _ACTIONS[kind])


__all__ = ["HERO_KINDS", "HERO_ACTIONS", "hero_line", "describe_hero_action", "card_word", "card_used_line",
           "steps_words", "nth"]
