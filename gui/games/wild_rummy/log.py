"""The log lines of Wild Rummy R (ワイルドラミーR): draws, calls (鳴き), melds, the single-card
operations (付け札 差し札 抜き札 埋め潰し 発掘 付け抜き札), メルドの回収, the field phase, going
out and the round's payments; and its actions as short instructions for hints.

Same shape as :mod:`gui.games.indian_rummy.log`: a (third person, second person) sentence per
event kind, so that the one human at the table reads "You swap 木6 into Cy's 相順 (cycle run) ...".
Cards are written as the rulebook writes them (``core.fesca.pretty``: 木7 陽5 陰6 空無木 太極); a wild card shows what
it stands for where that matters ("太極 (as 木6)"); cards hidden from this seat read "a
face-down card", never "??". The vocabulary shared with the end-of-round dialog (meld kinds,
scoring methods, signed amounts) lives here too. Translation context: ``WildLog``.
"""
from __future__ import annotations

from core.engine import HIDDEN, QT_TRANSLATE_NOOP, Event
from core.fesca import pretty, pretty_identity
from core.games.wild_rummy.meld import ORDER_KANJI

from ...i18n import cards_text, tr_msg, translate
from ...log_text import ordinal

WILD_ROLES = ("SW", "RW", "GW")

# --- shared vocabulary -------------------------------------------------------------------------
KIND_WORDS = {
    "set": QT_TRANSLATE_NOOP("WildLog", "組 (set)"),
    "void_set": QT_TRANSLATE_NOOP("WildLog", "空無組 (void set)"),
    "run": QT_TRANSLATE_NOOP("WildLog", "順 (run)"),
    "yy_run": QT_TRANSLATE_NOOP("WildLog", "陰陽順 (yin-yang run)"),
    "sojun": QT_TRANSLATE_NOOP("WildLog", "相順 (cycle run)"),
}
METHOD_WORDS = {
    "penalty": QT_TRANSLATE_NOOP("WildLog", "罰点支払い方式 (penalty payment)"),
    "meld_bonus": QT_TRANSLATE_NOOP("WildLog", "出来役加点の収集方式 (meld-bonus collection)"),
    "both": QT_TRANSLATE_NOOP("WildLog", "both methods (罰点支払い and 出来役加点)"),
}
PHASE_NOW = {
    "yang": QT_TRANSLATE_NOOP("WildLog", "The field is now 陽場: 相生 cycle runs are active."),
    "yin": QT_TRANSLATE_NOOP("WildLog", "The field is now 陰場: 相克 cycle runs are active."),
    "neutral": QT_TRANSLATE_NOOP("WildLog", "The field is now neutral: no cycle run is active."),
}
PHASE_START = {
    "yang": QT_TRANSLATE_NOOP("WildLog", "The field starts as 陽場: 相生 cycle runs are active."),
    "yin": QT_TRANSLATE_NOOP("WildLog", "The field starts as 陰場: 相克 cycle runs are active."),
}
VOID_REASONS = {
    "stock_exhausted": QT_TRANSLATE_NOOP("WildLog", "the stock ran out"),
    "safeguard": QT_TRANSLATE_NOOP("WildLog", "the round went on too long"),
}


def kind_word(kind: str, order: int = 0) -> str:
    """A meld kind in words: "順 (run)", "相順 (cycle run, 相生昇順)"."""
    if kind == "sojun" and order in ORDER_KANJI:
        return translate("WildLog", "相順 (cycle run, {order})").format(order=ORDER_KANJI[order])
    return translate("WildLog", KIND_WORDS[kind]) if kind in KIND_WORDS else kind


def form_word(form: str) -> str:
    """An action's ``form`` ("run", "sojun+2" ...) in words."""
    if form.startswith("sojun") and form[5:]:
        try:
            return kind_word("sojun", int(form[5:]))
        except ValueError:
            return kind_word("sojun")
    return kind_word(form)


def meld_word(meld: dict | None) -> str:
    """The kind of a meld (view / event data) in words."""
    if not meld:
        return translate("WildLog", "meld")
    return kind_word(meld.get("kind", ""), int(meld.get("order") or 0))


def method_word(method: str | None) -> str:
    """A scoring method in words (罰点支払い方式, 出来役加点の収集方式, both)."""
    return translate("WildLog", METHOD_WORDS[method]) if method in METHOD_WORDS else str(method or "")


def signed(n: int) -> str:
    """A payment with its sign: +33, −8 (a true minus sign), 0."""
    return f"+{n}" if n > 0 else (f"\u2212{-n}" if n < 0 else "0")


def seat_name(names: list[str], seat, you: int | None = None) -> str:
    """A seat's name; "you" for the one human at the table (in lists such as payments)."""
    if you is not None and seat == you:
        return translate("WildLog", "you")
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return "?"


def card_words(cards) -> str:
    """FESCA cards in words (木7 陰6 太極); cards hidden from this seat read "a face-down card" /
    "3 face-down cards" (the shared helper of gui.i18n)."""
    cards = list(cards)
    if not cards or all(c == HIDDEN for c in cards):
        return cards_text(cards)
    return " ".join(cards_text([c]) if c == HIDDEN else pretty(c) for c in cards)


def wild_card_words(card: str, ident: str) -> str:
    """A card and what it stands for, when that is not itself: "太極 (as 木6)"."""
    if not ident or ident == card or card == HIDDEN:
        return card_words([card])
    try:
        who = pretty_identity(ident)
    except (ValueError, KeyError):
        return card_words([card])
    return translate("WildLog", "{card} (as {ident})").format(card=pretty(card), ident=who)


def played_words(cards, meld: dict | None = None, idents=()) -> str:
    """The cards played, each wild with the identity it takes: from the meld after the move (its
    slots), else from the action's ``idents`` (one per card, or ``card:identity`` pairs)."""
    roles: dict[str, str] = {}
    for i, ident in enumerate(idents or ()):
        if isinstance(ident, str) and ":" in ident:
            card, _, who = ident.partition(":")
            roles[card] = who
        elif isinstance(ident, str) and i < len(cards):
            roles[cards[i]] = ident
    for s in (meld or {}).get("slots") or ():
        if s.get("role") in WILD_ROLES:
            roles[s.get("card")] = s.get("ident", "")
        elif s.get("card") in roles:
            roles[s.get("card")] = s.get("card")
    cards = list(cards)
    if not cards or all(c == HIDDEN for c in cards):
        return card_words(cards)
    return " ".join(wild_card_words(c, roles.get(c, c)) for c in cards)


def and_words(cards) -> str:
    """Two cards as "木4 and 太極"; one or more than two as a plain list."""
    cards = [c for c in cards if c]
    if len(cards) == 2:
        return translate("WildLog", "{first} and {second}").format(first=card_words([cards[0]]), second=card_words([cards[1]]))
    return card_words(cards)


def meld_ref(meld: dict | None, names: list[str], you: int | None = None, word: str | None = None,
             actor: int | None = None) -> str:
    """Whose meld of which kind: "Bo's 順 (run)", "your 組 (set)", "their own 相順 (cycle run)"
    (the ``actor``'s own); "a meld" when unknown."""
    if not meld:
        return translate("WildLog", "a meld")
    what = word if word is not None else meld_word(meld)
    owner = meld.get("owner")
    if you is not None and owner == you:
        return translate("WildLog", "your {meld}").format(meld=what)
    if actor is not None and owner == actor:
        return translate("WildLog", "their own {meld}").format(meld=what)
    if isinstance(owner, int) and 0 <= owner < len(names):
        return translate("WildLog", "{owner}'s {meld}").format(owner=names[owner], meld=what)
    return what


def sentences(parts) -> str:
    """Sentences one after the other (a space in English, none in Japanese)."""
    parts = [p for p in parts if p]
    out = parts[0] if parts else ""
    for p in parts[1:]:
        out = translate("WildLog", "{first} {second}").format(first=out, second=p)
    return out


def listed(items) -> str:
    """Items of a list: "a, b, c" (Japanese: 「a、b、c」)."""
    return translate("WildLog", ", ").join(items)


def payments_words(payments, names: list[str], you: int | None = None) -> str:
    """ "Bo +33, Ann −8, Cy −20, Dee −5": everybody's change this round, the gainers first."""
    order = sorted(range(len(payments)), key=lambda s: (-payments[s], s))
    return listed(f"{seat_name(names, s, you)} {signed(payments[s])}" for s in order)


# --- events ----------------------------------------------------------------------------------
_LINES = {
    "round_started": (QT_TRANSLATE_NOOP("WildLog", "Round {n} of {rounds} begins; {name} deals."),
                      QT_TRANSLATE_NOOP("WildLog", "Round {n} of {rounds} begins; you deal.")),
    "dealt": (QT_TRANSLATE_NOOP("WildLog", "{name} is dealt {n} cards."),
              QT_TRANSLATE_NOOP("WildLog", "You are dealt {cards}.")),
    "drew": (QT_TRANSLATE_NOOP("WildLog", "{name} draws {cards} from the stock."),
             QT_TRANSLATE_NOOP("WildLog", "You draw {cards} from the stock.")),
    "took_discard": (QT_TRANSLATE_NOOP("WildLog", "{name} takes {cards} from the discard pile."),
                     QT_TRANSLATE_NOOP("WildLog", "You take {cards} from the discard pile.")),
    "discarded": (QT_TRANSLATE_NOOP("WildLog", "{name} discards {cards}."),
                  QT_TRANSLATE_NOOP("WildLog", "You discard {cards}.")),
    "passed": (QT_TRANSLATE_NOOP("WildLog", "{name} does not call."),
               QT_TRANSLATE_NOOP("WildLog", "You do not call.")),
    "called": (QT_TRANSLATE_NOOP("WildLog", "{name} calls {cards} (鳴き)."),
               QT_TRANSLATE_NOOP("WildLog", "You call {cards} (鳴き).")),
    "melded": (QT_TRANSLATE_NOOP("WildLog", "{name} melds a {meld}: {cards}."),
               QT_TRANSLATE_NOOP("WildLog", "You meld a {meld}: {cards}.")),
    "laid_off": (QT_TRANSLATE_NOOP("WildLog", "{name} lays {cards} off onto {meld} (付け札)."),
                 QT_TRANSLATE_NOOP("WildLog", "You lay {cards} off onto {meld} (付け札).")),
    "retyped": (QT_TRANSLATE_NOOP("WildLog", "{name} lays {cards} off onto {meld}, turning it into a {new} (付け札)."),
                QT_TRANSLATE_NOOP("WildLog", "You lay {cards} off onto {meld}, turning it into a {new} (付け札).")),
    "swapped": (QT_TRANSLATE_NOOP("WildLog", "{name} swaps {cards} into {meld} and takes {taken} (差し札)."),
                QT_TRANSLATE_NOOP("WildLog", "You swap {cards} into {meld} and take {taken} (差し札).")),
    "took_natural": (QT_TRANSLATE_NOOP("WildLog", "{name} takes {taken} out of {meld} with {cards} (抜き札)."),
                     QT_TRANSLATE_NOOP("WildLog", "You take {taken} out of {meld} with {cards} (抜き札).")),
    "buried": (QT_TRANSLATE_NOOP("WildLog", "{name} buries {at} under {cards} in {meld} (埋め潰し)."),
               QT_TRANSLATE_NOOP("WildLog", "You bury {at} under {cards} in {meld} (埋め潰し).")),
    "excavated": (QT_TRANSLATE_NOOP("WildLog", "{name} excavates {taken} from {meld} with {cards} (発掘)."),
                  QT_TRANSLATE_NOOP("WildLog", "You excavate {taken} from {meld} with {cards} (発掘).")),
    "slid": (QT_TRANSLATE_NOOP("WildLog", "{name} adds {cards} to {meld} and takes {taken} from the other end (付け抜き札)."),
             QT_TRANSLATE_NOOP("WildLog", "You add {cards} to {meld} and take {taken} from the other end (付け抜き札).")),
    "retrieved": (QT_TRANSLATE_NOOP("WildLog", "{name} takes back their {meld} (メルドの回収): {cards}."),
                  QT_TRANSLATE_NOOP("WildLog", "You take back your {meld} (メルドの回収): {cards}.")),
    "call_ended": (QT_TRANSLATE_NOOP("WildLog", "{name} ends the call turn (鳴き手番)."),
                   QT_TRANSLATE_NOOP("WildLog", "You end the call turn (鳴き手番).")),
    "went_out": (QT_TRANSLATE_NOOP("WildLog", "{name} goes out (上がり)!"),
                 QT_TRANSLATE_NOOP("WildLog", "You go out (上がり)!")),
    "went_out_concealed": (QT_TRANSLATE_NOOP("WildLog", "{name} goes out at once (一度に上がり)!"),
                           QT_TRANSLATE_NOOP("WildLog", "You go out at once (一度に上がり)!")),
    "dealer_passed": (QT_TRANSLATE_NOOP("WildLog", "{name} deals the next round."),
                      QT_TRANSLATE_NOOP("WildLog", "You deal the next round.")),
}
_TABLE_MOVES = ("melded", "laid_off", "swapped", "took_natural", "buried", "excavated", "slid")


def _line(key: str, seat, names: list[str], you: int | None, **args) -> str:
    third, second = _LINES[key]
    text = second if you is not None and seat == you else third
    name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
    return translate("WildLog", text).format(name=name, **args)


def _taken(event: Event) -> list[str]:
    """The cards an operation took into hand (``info.taken``; else the slot card ``at``)."""
    taken = list(event.info.get("taken") or ())
    if not taken and event.info.get("at"):
        taken = [event.info["at"]]
    return taken


def _table_move_line(event: Event, names: list[str], you: int | None) -> str:
    k, seat, info = event.kind, event.seat, event.info
    meld = info.get("meld")
    # a wild shows what it stands for where that is news: a new meld, a lay-off, a 付け抜き札 (an
    # exchange puts the wild on the very slot whose card it takes)
    cards = played_words(event.cards, meld, info.get("idents") or ()) if k in ("melded", "laid_off", "slid") \
        else card_words(event.cards)
    if k == "melded":
        return _line(k, seat, names, you, cards=cards, meld=meld_word(meld))
    if k == "laid_off" and info.get("form"):
        return _line("retyped", seat, names, you, cards=cards,
                     meld=meld_ref(meld, names, you, translate("WildLog", "meld"), seat), new=meld_word(meld))
    where = meld_ref(meld, names, you, actor=seat)
    if k == "laid_off":
        return _line(k, seat, names, you, cards=cards, meld=where)
    if k == "buried":
        return _line(k, seat, names, you, cards=cards, meld=where,
                     at=card_words([info["at"]]) if info.get("at") else translate("WildLog", "a wild"))
    if k == "excavated":
        return _line(k, seat, names, you, cards=cards, meld=where, taken=and_words(_taken(event)))
    return _line(k, seat, names, you, cards=cards, meld=where, taken=card_words(_taken(event)))


def void_words(result: dict) -> str:
    """ "Round 2 is void (流局): the stock ran out." """
    n = result.get("round", "?")
    reason = VOID_REASONS.get(result.get("reason") or "")
    if reason:
        return translate("WildLog", "Round {n} is void (流局): {reason}.").format(n=n, reason=translate("WildLog", reason))
    return translate("WildLog", "Round {n} is void (流局).").format(n=n)


def round_scored_line(result: dict, names: list[str], you: int | None = None) -> str:
    """The round's result in one line: how it was scored (or that it was void), the multiplier of
    going out at once, and everybody's change: "Round 1 is scored by 罰点支払い方式 (penalty
    payment). Payments: Bo +33, Ann −8, Dee −5, Cy −20." """
    n = result.get("round", "?")
    parts = []
    if result.get("void") or result.get("winner") is None:
        parts.append(void_words(result))
    else:
        parts.append(translate("WildLog", "Round {n} is scored by {method}.").format(n=n, method=method_word(result.get("method"))))
        m = int(result.get("multiplier") or 1)
        if result.get("concealed") and m > 1:
            parts.append(translate("WildLog", "Going out at once (一度に上がり) multiplies the score by {m}.").format(m=m))
    payments = list(result.get("payments") or ())
    if any(payments):
        parts.append(translate("WildLog", "Payments: {list}.").format(list=payments_words(payments, names, you)))
    else:
        parts.append(translate("WildLog", "Nobody pays."))
    return sentences(parts)


def match_over_line(info: dict, names: list[str], you: int | None = None) -> str:
    """ "The match is over: 1st Bo (+45), 2nd Ann (+3), ..." """
    totals = list(info.get("totals") or ())
    ranking = list(info.get("ranking") or sorted(range(len(totals)), key=lambda s: (-totals[s], s)))
    items = [translate("WildLog", "{place} {name} ({points})").format(
        place=ordinal(i + 1), name=seat_name(names, s, you), points=signed(totals[s]) if s < len(totals) else "?")
        for i, s in enumerate(ranking)]
    return translate("WildLog", "The match is over: {ranking}.").format(ranking=listed(items))


def wild_line(event: Event, names: list[str], you: int | None = None) -> str | None:
    """One Wild Rummy R event as a sentence (every event kind of the protocol has one)."""
    k, seat, info = event.kind, event.seat, event.info
    if k == "round_started":
        text = _line(k, info.get("dealer", seat), names, you, n=info.get("round", "?"), rounds=info.get("rounds", "?"))
        phase = info.get("phase")
        return sentences([text, translate("WildLog", PHASE_START[phase]) if phase in PHASE_START else ""])
    if k == "dealt":
        return _line(k, seat, names, you, n=len(event.cards), cards=card_words(event.cards))
    if k in ("drew", "took_discard", "discarded", "called"):
        return _line(k, seat, names, you, cards=card_words(event.cards))
    if k == "phase_changed":
        return translate("WildLog", PHASE_NOW.get(info.get("phase"), PHASE_NOW["neutral"]))
    if k == "passed":               # who could have called stays hidden from the others
        return _line(k, seat, names, you) if you is not None and seat == you else None
    if k in ("call_ended", "dealer_passed"):
        return _line(k, seat, names, you)
    if k in _TABLE_MOVES:
        return _table_move_line(event, names, you)
    if k == "retrieved":
        return _line(k, seat, names, you, meld=meld_word(info.get("meld")), cards=card_words(event.cards))
    if k == "stock_reshuffled":
        return translate("WildLog", "The stock ran out: the discards are shuffled into a new stock of {n} cards.").format(
            n=info.get("count", "?"))
    if k == "went_out":
        return _line("went_out_concealed" if info.get("concealed") else "went_out", seat, names, you)
    if k == "round_scored":
        return round_scored_line(info, names, you)
    if k == "match_over":
        return match_over_line(info, names, you)
    if event.text is not None:
        return tr_msg(event.text)
    return None


# --- actions ---------------------------------------------------------------------------------
_ACTIONS = {
    "draw": QT_TRANSLATE_NOOP("WildLog", "Draw from the stock"),
    "take_discard": QT_TRANSLATE_NOOP("WildLog", "Take {cards} from the discard pile"),
    "meld": QT_TRANSLATE_NOOP("WildLog", "Meld a {form}: {cards}"),
    "lay_off": QT_TRANSLATE_NOOP("WildLog", "Lay {cards} off onto {meld} (付け札)"),
    "retype": QT_TRANSLATE_NOOP("WildLog", "Lay {cards} off onto {meld}, turning it into a {form} (付け札)"),
    "swap_wild": QT_TRANSLATE_NOOP("WildLog", "Swap {cards} for {at} in {meld} (差し札)"),
    "take_natural": QT_TRANSLATE_NOOP("WildLog", "Take {at} out of {meld} with {cards} (抜き札)"),
    "bury": QT_TRANSLATE_NOOP("WildLog", "Bury {at} under {cards} in {meld} (埋め潰し)"),
    "excavate": QT_TRANSLATE_NOOP("WildLog", "Excavate {at} from {meld} with {cards} (発掘)"),
    "slide": QT_TRANSLATE_NOOP("WildLog", "Add {cards} to {meld} and take the far end (付け抜き札)"),
    "retrieve": QT_TRANSLATE_NOOP("WildLog", "Take back {meld} (メルドの回収): {cards}"),
    "discard": QT_TRANSLATE_NOOP("WildLog", "Discard {cards}"),
    "call": QT_TRANSLATE_NOOP("WildLog", "Call {cards} (鳴き)"),
    "pass": QT_TRANSLATE_NOOP("WildLog", "Do not call"),
    "end_call": QT_TRANSLATE_NOOP("WildLog", "End the call turn (鳴き手番)"),
}


def _find_meld(ref: str, melds) -> dict | None:
    """The meld named by a ``meld:ID`` target among the view's melds, or None."""
    if not ref or not ref.startswith("meld:") or not melds:
        return None
    try:
        meld_id = int(ref.split(":", 1)[1])
    except ValueError:
        return None
    return next((m for m in melds if m.get("id") == meld_id), None)


def describe_wild_action(action, names: list[str], melds=None, you: int | None = None) -> str:
    """A Wild Rummy R action as a short instruction, for hints and choosers ("Swap 木6 for 太極 in
    Cy's 相順 (cycle run) (差し札)"). ``melds``: the view's melds, to say whose meld of which kind
    a move touches (without them: "a meld")."""
    kind = action.kind
    at = getattr(action, "at", "") or ""
    idents = tuple(getattr(action, "idents", ()) or ())
    form = getattr(action, "form", "") or ""
    if kind == "lay_off" and form:
        kind = "retype"
    if kind not in _ACTIONS:
        return kind
    meld = _find_meld(at if kind == "retrieve" else action.target, melds)
    args = {"cards": card_words(action.cards), "meld": meld_ref(meld, names, you), "at": "", "form": form_word(form)}
    if kind in ("meld", "lay_off", "retype", "slide"):
        args["cards"] = played_words(action.cards, None, idents)
    if kind in ("swap_wild", "take_natural", "bury"):
        args["at"] = card_words([at]) if at else translate("WildLog", "a wild")
    if kind == "excavate":
        buried = next((s.get("buried") for s in (meld or {}).get("slots") or () if s.get("card") == at), "")
        args["at"] = and_words([at, buried]) if buried else \
            translate("WildLog", "{card} and the wild under it").format(card=card_words([at]))
    if kind == "retype":
        args["meld"] = meld_ref(meld, names, you, translate("WildLog", "meld")) if meld else translate("WildLog", "a meld")
    if kind == "retrieve":
        args["meld"] = meld_ref(meld, names, you) if meld else translate("WildLog", "a meld")
    return translate("WildLog", _ACTIONS[kind]).format(**args)


__all__ = ["sentences", "listed", "wild_line", "describe_wild_action", "round_scored_line", "void_words", "kind_word", "meld_word", "method_word",
           "signed", "card_words", "wild_card_words", "seat_name", "payments_words"]
