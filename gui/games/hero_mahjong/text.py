"""Hero cards in words (英雄麻雀, shared/rules/hero_mahjong.md §5, §8): a card's name and hero in the
reader's language, its level mark, its timing (タイミング) and its ability, written from the card's
effects so that another card set needs no new text. Translation context: ``HeroCards``.

The card data is read from the set (:func:`core.games.hero_mahjong.cards.load_set`); nothing here
decides a rule.
"""
from __future__ import annotations

from core.engine import QT_TRANSLATE_NOOP
from core.games.hero_mahjong.cards import TIMING_JA, load_set

from ...i18n import translate
from ...families.mahjong.log import lang, points_text

LEVEL_MARKS = {0: "◆", 1: "I", 2: "II", 3: "III"}

TIMINGS = {
    "ALWAYS": QT_TRANSLATE_NOOP("HeroCards", "At any time"),
    "BEFORE_DRAW": QT_TRANSLATE_NOOP("HeroCards", "Before your draw"),
    "BEFORE_CALL": QT_TRANSLATE_NOOP("HeroCards", "Before your call"),
    "BEFORE_DISCARD": QT_TRANSLATE_NOOP("HeroCards", "Before your discard"),
    "BEFORE_FIRST_DISCARD": QT_TRANSLATE_NOOP("HeroCards", "Before your first discard"),
    "AFTER_OWN_WIN": QT_TRANSLATE_NOOP("HeroCards", "After your win"),
    "END_OF_HAND": QT_TRANSLATE_NOOP("HeroCards", "At the end of the hand"),
}

#: each effect operation's sentence; its parameters fill the braces (amounts as points)
EFFECTS = {
    "accel": QT_TRANSLATE_NOOP("HeroCards", "Gain 加速{n}: {n} more draw(s) and discard(s) after your discard; a call on them ends it."),
    "super_accel": QT_TRANSLATE_NOOP("HeroCards", "Gain 超加速{n}: {n} more draw(s) and discard(s) after your discard, and nobody may call meanwhile."),
    "paid_super_accel": QT_TRANSLATE_NOOP("HeroCards", "Choose N from 1 to {max} and deposit {cost} a step: gain 超加速N."),
    "accel_after_call": QT_TRANSLATE_NOOP("HeroCards", "After the discard that follows this call, gain 加速{n}."),
    "super_accel_after_call": QT_TRANSLATE_NOOP("HeroCards", "After the discard that follows this call, gain 超加速{n}."),
    "dora": QT_TRANSLATE_NOOP("HeroCards", "Turn {k} more dora indicator(s) (at most four face up)."),
    "peek": QT_TRANSLATE_NOOP("HeroCards", "Look at the next {n} tiles of the wall; only you see them."),
    "swap_hand_river": QT_TRANSLATE_NOOP("HeroCards", "Swap up to {max} tiles of your hand with tiles of your river, one for one."),
    "swap_hand_river:1": QT_TRANSLATE_NOOP("HeroCards", "Swap a tile of your hand with a tile of your river."),
    "swap_rivers": QT_TRANSLATE_NOOP("HeroCards", "Swap a tile of your river with a tile of another player's river."),
    "forced_deposit:leader": QT_TRANSLATE_NOOP("HeroCards", "The leading opponent deposits {amount} (forced: at most all their points)."),
    "forced_deposit:choose": QT_TRANSLATE_NOOP("HeroCards", "An opponent of your choice deposits {amount} (forced: at most all their points)."),
    "winner_pays": QT_TRANSLATE_NOOP("HeroCards", "If another player won this hand, that winner pays you {amount}."),
    "noten_pays": QT_TRANSLATE_NOOP("HeroCards", "At an exhaustive draw with you tenpai, each noten player pays you {amount} more."),
    "pool_if_last": QT_TRANSLATE_NOOP("HeroCards", "If you are last after the payments, take {amount} from the deposits."),
    "count_suits": QT_TRANSLATE_NOOP("HeroCards", "Learn how many man, pin, sou and honour tiles an opponent holds; only you see it."),
    "call_lock": QT_TRANSLATE_NOOP("HeroCards", "Nobody may call your discards until your next draw (ron still may)."),
    "no_ron": QT_TRANSLATE_NOOP("HeroCards", "This discard cannot be won on by ron."),
    "chi_from_anyone": QT_TRANSLATE_NOOP("HeroCards", "This call may be a chi on anyone's discard, ahead of an ordinary chi."),
    "open_melds_bonus": QT_TRANSLATE_NOOP("HeroCards", "If your winning hand has at least {melds} open melds, each other player pays you {amount} more."),
    "tile_to_wall_end": QT_TRANSLATE_NOOP("HeroCards", "Put a hand tile at the end of the wall, then draw the next tile."),
    "sketch": QT_TRANSLATE_NOOP("HeroCards", "See the next tile and keep it on top or move it to the end of the wall; then draw."),
    "exchange_top": QT_TRANSLATE_NOOP("HeroCards", "Take the next {n} tiles into your hand, then put {n} hand tiles back on top."),
    "ron_on_riichi_bonus": QT_TRANSLATE_NOOP("HeroCards", "If you won by ron on a riichi player's discard, they pay you {amount} more."),
    "free_riichi": QT_TRANSLATE_NOOP("HeroCards", "If you declare riichi with this discard, you pay no stick."),
    "duel": QT_TRANSLATE_NOOP("HeroCards", "Choose an opponent: for the rest of the hand a ron between you two pays {amount} more."),
    "riichi_han": QT_TRANSLATE_NOOP("HeroCards", "If you won with riichi, the hand gains {han} han (never the needed yaku)."),
}
ONCE = QT_TRANSLATE_NOOP("HeroCards", "Once a hand.")
CAPPED = QT_TRANSLATE_NOOP("HeroCards", "Card payments never take a player below 0.")
PAYING = ("winner_pays", "noten_pays", "open_melds_bonus", "ron_on_riichi_bonus", "duel")


def card_of(card_id: str, set_id: str = "original_v1"):
    """The card ``card_id`` of the set (None for an unknown id)."""
    try:
        return load_set(set_id).card(card_id)
    except (KeyError, OSError, ValueError):
        return None


def card_name(card_id: str) -> str:
    """The card's name in the reader's language ("Cavalry Charge", "騎兵突撃")."""
    card = card_of(card_id)
    if card is None:
        return card_id
    return card.name_ja if lang() == "ja" else card.name_en


def hero_name(card_id: str) -> str:
    """The hero of a card in the reader's language."""
    card = card_of(card_id)
    if card is None:
        return ""
    return card.hero_ja if lang() == "ja" else card.hero_en


def level_mark(card_id: str) -> str:
    """◆ for the avatar, I / II / III for the action cards."""
    card = card_of(card_id)
    return LEVEL_MARKS.get(card.level, "?") if card is not None else "?"


def timing_text(timing: str) -> str:
    """A timing with its Japanese name: "Before your discard (自分打牌前)"."""
    text = translate("HeroCards", TIMINGS[timing]) if timing in TIMINGS else timing
    return f"{text} ({TIMING_JA[timing]})" if timing in TIMING_JA and lang() != "ja" else \
        (TIMING_JA.get(timing, text) if lang() == "ja" else text)


def effect_text(effect) -> str:
    """One effect of a card as a sentence."""
    key = effect.op
    if key == "forced_deposit":
        key = f"forced_deposit:{effect.get('target')}"
    if key == "swap_hand_river" and effect.get("max") == 1:
        key = "swap_hand_river:1"
    params = dict(effect.params)
    args = {k: points_text(v) if k in ("amount", "cost") else v for k, v in params.items()}
    text = EFFECTS.get(key)
    return translate("HeroCards", text).format(**args) if text else effect.op


def ability_text(card_id: str) -> str:
    """The card's ability: its effects, "once a hand" for an avatar, and the cap of payments."""
    card = card_of(card_id)
    if card is None:
        return ""
    parts = [effect_text(e) for e in card.effects]
    if card.is_avatar:
        parts.append(translate("HeroCards", ONCE))
    if any(e.op in PAYING for e in card.effects):
        parts.append(translate("HeroCards", CAPPED))
    return ("" if lang() == "ja" else " ").join(parts)


def card_kind_text(card_id: str) -> str:
    """ "Avatar (アバター)" or "Action card II (アクション)"."""
    card = card_of(card_id)
    if card is None:
        return ""
    if card.is_avatar:
        return translate("HeroCards", "Avatar (アバター)")
    return translate("HeroCards", "Action card {level} (アクション)").format(level=LEVEL_MARKS[card.level])


def card_tooltip(card_id: str, note: str = "") -> str:
    """Everything printed on the card, for a tooltip or a detail line: name, hero, kind, timing,
    ability (and ``note``: why it is greyed out, or that it is spent)."""
    card = card_of(card_id)
    if card is None:
        return card_id
    lines = [f"{card_name(card_id)} — {hero_name(card_id)}", f"{card_kind_text(card_id)} · {timing_text(card.timing)}",
             ability_text(card_id)]
    if note:
        lines.append(note)
    return "\n".join(lines)


#: why a card cannot be used now (the engine's codes, HeroState.card_notes)
NOTES = {
    "spent": QT_TRANSLATE_NOOP("HeroCards", "Used: an action card is spent for the game."),
    "used_this_hand": QT_TRANSLATE_NOOP("HeroCards", "Used this hand: the avatar fires again next hand."),
    "used_now": QT_TRANSLATE_NOOP("HeroCards", "Used just now: the avatar fires again at its next moment."),
    "riichi": QT_TRANSLATE_NOOP("HeroCards", "You are in riichi: action cards wait for after your win or the end of the hand."),
    "cap": QT_TRANSLATE_NOOP("HeroCards", "Four dora indicators already show (the cap)."),
    "cost": QT_TRANSLATE_NOOP("HeroCards", "You cannot pay its deposit."),
    "condition": QT_TRANSLATE_NOOP("HeroCards", "Its moment has come, but its effect cannot happen now."),
    "timing": QT_TRANSLATE_NOOP("HeroCards", "Not its moment: {timing}."),
}
USABLE = QT_TRANSLATE_NOOP("HeroCards", "Usable now: click it or drag it onto the table.")


def note_text(card_id: str, code: str | None) -> str:
    """Why ``card_id`` is greyed out (``code`` from the view's ``card_notes``; "" usable, None
    unknown: nothing to say)."""
    if code is None:
        return ""
    if code == "":
        return translate("HeroCards", USABLE)
    card = card_of(card_id)
    text = translate("HeroCards", NOTES.get(code, NOTES["timing"]))
    timing = timing_text(card.timing) if card else ""
    return text.format(timing=timing[:1].lower() + timing[1:])


def known_lines(known: list, names: list[str], wall_now: int) -> list[str]:
    """What the local seat saw by its cards this hand (peeks, counts), in words."""
    from ...families.mahjong.log import tiles_words
    out = []
    for k in known or ():
        if k.get("kind") == "peek":
            out.append(translate("HeroCards", "You saw the next tiles {tiles} when {n} were left in the wall (now {now}).").format(
                tiles=tiles_words(k.get("tiles") or ()), n=k.get("wall", 0), now=wall_now))
        elif k.get("kind") == "count":
            s = int(k.get("seat", 0))
            out.append(translate("HeroCards", "{name}'s hand: {man} man, {pin} pin, {sou} sou, {honours} honours.").format(
                name=names[s] if 0 <= s < len(names) else "?", man=k.get("man", 0), pin=k.get("pin", 0),
                sou=k.get("sou", 0), honours=k.get("honours", 0)))
    return out


def cards_teaching(card_notes: dict, deck: list, known_text: list[str] = ()) -> str:
    """Teaching mode's card list (rich text): the cards usable now first, then why each other one
    is greyed out (riichi, cost, the cap, spent, not its moment)."""
    import html
    if not deck:
        return ""
    usable = [c for c in deck if card_notes.get(c) == ""]
    rest = [c for c in deck if card_notes.get(c)]
    title = translate("HeroCards", "Your cards (英雄カード)")
    rows = [f"<b>{html.escape(title, quote=False)}</b>"]
    for c in usable:
        rows.append(f"<span style='color:#8d6e00'>● <b>{html.escape(card_name(c), quote=False)}</b></span>: "
                    f"{html.escape(ability_text(c), quote=False)}")
    if not usable:
        rows.append(html.escape(translate("HeroCards", "No card can be used now."), quote=False))
    for c in rest:
        rows.append(f"<span style='color:#757575'>○ {html.escape(card_name(c), quote=False)}: "
                    f"{html.escape(note_text(c, card_notes[c]), quote=False)}</span>")
    rows += [f"<span style='color:#1565c0'>◆ {html.escape(line, quote=False)}</span>" for line in known_text]
    return "<br>".join(rows)


#: the hero's colour on its cards (a band and the frame)
HERO_COLOURS = {"alex": "#b71c1c", "himiko": "#ad1457", "archi": "#1565c0", "eliz": "#6a1b9a",
                "suntzu": "#2e7d32", "khan": "#37474f", "leo": "#8d6e00", "musashi": "#4e342e"}


def hero_colour(card_id: str) -> str:
    card = card_of(card_id)
    return HERO_COLOURS.get(card.hero if card else "", "#455a64")


__all__ = ["card_name", "hero_name", "level_mark", "timing_text", "ability_text", "card_tooltip", "card_of",
           "card_kind_text", "hero_colour", "effect_text", "note_text", "cards_teaching", "known_lines"]
