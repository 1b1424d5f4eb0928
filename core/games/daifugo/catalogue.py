"""The catalogue of well-known local rules a winner may add (spec daifugo.md §2, 54 rules).

Each entry has an id, its Japanese name (shown as is in every language), an English name, a
group, how common it is (A very common … D rare), a one-line description with an example, its
parameters with defaults, and :meth:`Entry.build`, which encodes it in the rule model of
:mod:`.book` (the same data a rule built in the rule builder is made of). ``conflicts`` lists
rules it contradicts (the later one wins, seed §2.2); ``requires`` rules without which it never
fires.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from core.engine import QT_TRANSLATE_NOOP, Rng

GROUPS = {
    "clear": QT_TRANSLATE_NOOP("catalogue", "Clearing the field (流し)"),
    "turn": QT_TRANSLATE_NOOP("catalogue", "Turn order"),
    "cards": QT_TRANSLATE_NOOP("catalogue", "Moving cards"),
    "strength": QT_TRANSLATE_NOOP("catalogue", "Strength and revolutions"),
    "lock": QT_TRANSLATE_NOOP("catalogue", "Locks (縛り)"),
    "combo": QT_TRANSLATE_NOOP("catalogue", "New combinations"),
    "finish": QT_TRANSLATE_NOOP("catalogue", "Going out and places"),
    "deal": QT_TRANSLATE_NOOP("catalogue", "Deal and start"),
    "session": QT_TRANSLATE_NOOP("catalogue", "The session"),
}
FREQ_WEIGHT = {"A": 4, "B": 3, "C": 2, "D": 1}


@dataclass(frozen=True)
class Entry:
    """One catalogue rule (see module docstring)."""

    id: str
    ja: str
    en: str
    group: str
    freq: str
    text: str
    build: Callable[[dict], list]
    params: dict = field(default_factory=dict)
    conflicts: tuple = ()
    requires: tuple = ()

    def components(self, params: dict | None = None) -> list:
        return self.build({**self.params, **(params or {})})


# --- condition and effect shorthands -------------------------------------------------------------

def has(rank: str, jokers: bool = False, of: str = "play") -> dict:
    c = {"test": "has_rank", "rank": rank, "of": of}
    if jokers:
        c["jokers"] = True
    return c


def only(rank: str, of: str = "play") -> dict:
    return {"test": "only_rank", "rank": rank, "of": of}


def count(op: str, n: int, of: str = "play") -> dict:
    return {"test": "count", "op": op, "n": n, "of": of}


def all_(*conds) -> dict:
    return {"all": list(conds)}


def not_(cond) -> dict:
    return {"not": cond}


def on_play(cond, *effects) -> dict:
    return {"kind": "trigger", "on": "play", "if": cond, "do": list(effects)}


def trigger(event: str, cond, *effects) -> dict:
    return {"kind": "trigger", "on": event, "if": cond, "do": list(effects)}


def static(kind: str, cond=None, **params) -> dict:
    out = {"kind": "static", "type": kind, **params}
    if cond is not None:
        out["if"] = cond
    return out


CLEAR = {"do": "clear_field", "leader": "actor"}
LONE_JOKER = {"test": "lone_joker", "of": "answered"}
NOT_LEAD = not_({"test": "is_lead"})
OBEY = static("obey_locks")
TOGGLE_REV = {"do": "toggle", "var": "revolution"}


def per(rank: str, p: dict):
    """An amount: N(rank) per card played, or 1."""
    return {"count": rank} if p.get("per_card", True) else 1


def _clear_on(rank_: str, n: int):
    def build(p):
        cond = all_(only(rank_), count("==", n))
        comps = [on_play(cond, CLEAR)]
        if p.get("anytime"):
            comps.insert(0, static("allow", cond))
        return comps
    return build


def _sandstorm(p):
    cond = all_(only("3"), count("==", 3))
    allow = cond if p.get("anytime") else all_(cond, count("==", 3, "answered"))
    return [static("allow", allow), on_play(cond, CLEAR)]


def _skip(rank_):
    return lambda p: [on_play(has(rank_), {"do": "skip", "n": per(rank_, p)})]


def _reverse(rank_):
    return lambda p: [on_play(has(rank_), {"do": "reverse", "n": per(rank_, p)})]


def _revolution_on(rank_, n):
    return lambda p: [on_play(all_(only(rank_), count("==", n)), TOGGLE_REV)]


def _lock(kind: str, cond):
    return lambda p: [on_play(all_(NOT_LEAD, cond), {"do": "lock", "lock": kind}), OBEY]


#: The forbidden last cards of 反則上がり, each of which may stand alone (ジョーカー上がり禁止,
#: 2上がり禁止, 8上がり禁止, スペ3上がり禁止: issue 18 #20): parameter -> its condition.
FINISH_BANS = ("ban_joker", "ban_strongest", "ban_eight", "ban_spade3")


def _banned(of: str, p: dict) -> dict:
    """反則上がり: a Joker, the strongest rank, an 8 (with 8切り) or ♠3 (with スペ3返し), those the
    parameters keep (all by default)."""
    tests = {"ban_joker": {"test": "has_joker", "of": of}, "ban_strongest": {"test": "has_strongest", "of": of},
             "ban_eight": all_(has("8", of=of), {"test": "rule", "id": "eight_cut"}),
             "ban_spade3": all_({"test": "has_card", "card": "3s", "of": of}, {"test": "rule", "id": "spade3_return"})}
    return {"any": [tests[b] for b in FINISH_BANS if p.get(b, True)]}


def _forbidden_finish(p):
    if p.get("form") == "prohibit":
        return [static("deny", all_({"test": "empties_hand"}, _banned("play", p)))]
    return [{"kind": "replace", "on": "finish", "if": all_({"test": "by_play"}, _banned("last", p)),
             "do": [{"do": "place_last", "who": "actor"}, {"do": "clear_field", "leader": "next"}]}]


def _start_rule(p):
    if p.get("who") == "prev_last":
        return [static("start_prev_last")]
    return [static("start_card", card=p.get("card", "3s"))]


def _take(rank_):
    return lambda p: [on_play(has(rank_), {"do": "take_discard", "n": per(rank_, p), "chooser": "self"})]


def _chestnut(p):
    """栗拾い, the seed's footnote rule 「9 を出すと捨て札から 1 枚拾う」: taking the card is not
    optional (拾う), so a last-card 9 never goes out while the discard pile holds a card. With an
    empty pile nothing happens. (The per-card variant stays "up to N(9)".)"""
    if p.get("per_card"):
        return _take("9")(p)
    return [on_play(all_(has("9"), {"test": "discard_size", "op": ">=", "n": 1}),
                    {"do": "take_discard", "n": 1, "mode": "exactly", "chooser": "self"})]


def _revolution(p):
    """革命: a set of four or more. Four 2s are left to 大革命 when it is in force: it makes the
    revolution itself, and two switches on one play would cancel (no revolution at all)."""
    four_twos = all_(only("2"), count("==", 4), {"test": "rule", "id": "great_revolution"})
    return [on_play(all_({"test": "kind", "kind": "set"}, count(">=", 4), not_(four_twos)), TOGGLE_REV)]


_ENTRIES = [
    # --- 流し ---------------------------------------------------------------------------------
    Entry("eight_cut", "8切り", QT_TRANSLATE_NOOP("catalogue", "Eight cut (8切り)"), "clear", "A",
          QT_TRANSLATE_NOOP("catalogue", "Playing an 8 (not inside a sequence) clears the field at once and the same player leads again. Example: 8♠ on 5♥ — the field is cleared and the 8's player leads."),
          lambda p: [on_play(all_(has("8", jokers=p["jokers"]), {"test": "kind", "kind": "set"}), CLEAR)],
          {"jokers": True}),
    Entry("ambulance", "救急車", QT_TRANSLATE_NOOP("catalogue", "Ambulance (救急車, 99車)"), "clear", "C",
          QT_TRANSLATE_NOOP("catalogue", "A pair of natural 9s clears the field and its player leads again. Example: 9♠ 9♥ on 7♣ 7♦ clears the field."),
          _clear_on("9", 2), {"anytime": False}),
    Entry("rokurokubi", "ろくろ首", QT_TRANSLATE_NOOP("catalogue", "Rokurokubi (ろくろ首)"), "clear", "D",
          QT_TRANSLATE_NOOP("catalogue", "A pair of natural 6s clears the field and its player leads again. Example: 6♠ 6♦ on 4♥ 4♣ clears the field."),
          _clear_on("6", 2), {"anytime": False}),
    Entry("sandstorm", "砂嵐", QT_TRANSLATE_NOOP("catalogue", "Sandstorm (砂嵐)"), "clear", "C",
          QT_TRANSLATE_NOOP("catalogue", "Three natural 3s beat any three cards, Jokers included, and clear the field. Example: 3♠ 3♥ 3♦ on 2♠ 2♥ Joker."),
          _sandstorm, {"anytime": False}),
    Entry("spade3_return", "スペ3返し", QT_TRANSLATE_NOOP("catalogue", "Spade-3 return (スペ3返し)"), "clear", "B",
          QT_TRANSLATE_NOOP("catalogue", "A lone ♠3 beats a lone Joker and clears the field. Example: Joker, then 3♠ — the ♠3's player leads."),
          lambda p: [static("allow", all_({"test": "cards", "cards": ["3s"]}, LONE_JOKER)),
                     on_play(all_({"test": "cards", "cards": ["3s"]}, LONE_JOKER), CLEAR)]),
    Entry("spade2_return", "スペ2返し", QT_TRANSLATE_NOOP("catalogue", "Spade-2 return (スペ2返し)"), "clear", "C",
          QT_TRANSLATE_NOOP("catalogue", "During a revolution a lone ♠2 beats a lone Joker and clears the field. Example: in revolution, Joker then 2♠."),
          lambda p: [static("allow", all_({"test": "cards", "cards": ["2s"]}, LONE_JOKER, {"test": "var", "var": "revolution"})),
                     on_play(all_({"test": "cards", "cards": ["2s"]}, LONE_JOKER), CLEAR)],
          requires=("revolution",)),
    Entry("joker_return", "ジョーカー返し", QT_TRANSLATE_NOOP("catalogue", "Joker return (ジョーカー返し)"), "clear", "D",
          QT_TRANSLATE_NOOP("catalogue", "The second Joker may be played on a lone Joker. Example: Joker on Joker."),
          lambda p: [static("allow", all_({"test": "only_jokers"}, count("==", 1), LONE_JOKER))]),
    Entry("four_stop", "4止め", QT_TRANSLATE_NOOP("catalogue", "Four stop (4止め)"), "clear", "D",
          QT_TRANSLATE_NOOP("catalogue", "When an 8 is about to clear the field, another player may answer with a pair of 4s: the clear is stopped and the 4s lie on top. Example: 8♣ — 4♠ 4♥ stops it."),
          lambda p: [{"kind": "response", "to": "clear_field", "if": has("8", jokers=True),
                      "with": all_(only("4"), count("==", 2)), "then": "stop"}],
          requires=("eight_cut",)),
    Entry("ten_return", "10返し", QT_TRANSLATE_NOOP("catalogue", "Ten return (10返し)"), "clear", "D",
          QT_TRANSLATE_NOOP("catalogue", "When an 8 clears the field, the 10 of the same suit may be played at once to take the lead. Example: 8♦ — 10♦ answers, and its player leads."),
          lambda p: [{"kind": "response", "to": "clear_field", "if": has("8"),
                      "with": all_(only("T"), count("==", 1), {"test": "shares_suit"}), "then": "take_over"}],
          requires=("eight_cut",)),
    Entry("dignity", "威厳", QT_TRANSLATE_NOOP("catalogue", "Dignity (威厳)"), "clear", "D",
          QT_TRANSLATE_NOOP("catalogue", "A J-Q-K sequence clears the field. Example: J♥ Q♥ K♥."),
          lambda p: [on_play({"test": "ranks", "ranks": ["J", "Q", "K"]}, CLEAR)], requires=("kaidan",)),
    # --- turn order ---------------------------------------------------------------------------
    Entry("five_skip", "5スキップ", QT_TRANSLATE_NOOP("catalogue", "Five skip (5スキップ)"), "turn", "B",
          QT_TRANSLATE_NOOP("catalogue", "Each 5 played skips one player. Example: 5♠ 5♥ skips the next two players."),
          _skip("5"), {"per_card": True}),
    Entry("ten_skip", "10飛び", QT_TRANSLATE_NOOP("catalogue", "Ten skip (10飛び)"), "turn", "C",
          QT_TRANSLATE_NOOP("catalogue", "Each 10 played skips one player. Example: 10♦ skips the next player."),
          _skip("T"), {"per_card": True}),
    Entry("king_skip", "Kスキップ", QT_TRANSLATE_NOOP("catalogue", "King skip (Kスキップ)"), "turn", "C",
          QT_TRANSLATE_NOOP("catalogue", "Each K played skips one player. Example: K♣ skips the next player."),
          _skip("K"), {"per_card": True}),
    Entry("nine_reverse", "9リバース", QT_TRANSLATE_NOOP("catalogue", "Nine reverse (9リバース)"), "turn", "B",
          QT_TRANSLATE_NOOP("catalogue", "Playing 9s reverses the turn order. Example: after 9♥ the previous player plays next."),
          _reverse("9"), {"per_card": False}, conflicts=("nine_quick",)),
    Entry("queen_reverse", "Qリバース", QT_TRANSLATE_NOOP("catalogue", "Queen reverse (Qリバース)"), "turn", "C",
          QT_TRANSLATE_NOOP("catalogue", "Playing Qs reverses the turn order. Example: after Q♠ the previous player plays next."),
          _reverse("Q"), {"per_card": False}),
    Entry("nine_quick", "9クイック", QT_TRANSLATE_NOOP("catalogue", "Nine quick (9クイック)"), "turn", "D",
          QT_TRANSLATE_NOOP("catalogue", "After playing 9s the same player plays again at once, on the same field. Example: 9♣, then that player may beat it or pass."),
          lambda p: [on_play(has("9"), {"do": "extra_turn"})], conflicts=("nine_reverse",)),
    # --- moving cards ---------------------------------------------------------------------------
    Entry("seven_pass", "7渡し", QT_TRANSLATE_NOOP("catalogue", "Seven pass (7渡し)"), "cards", "B",
          QT_TRANSLATE_NOOP("catalogue", "For each 7 played, the player may give one card of their choice to the next player. Example: 7♠ 7♦ — give up to two cards."),
          lambda p: [on_play(has("7"), {"do": "give", "from": "actor", "to": "next", "n": per("7", p), "chooser": "self"})],
          {"per_card": True}),
    Entry("ten_discard", "10捨て", QT_TRANSLATE_NOOP("catalogue", "Ten discard (10捨て)"), "cards", "B",
          QT_TRANSLATE_NOOP("catalogue", "For each 10 played, the player may discard one card of their choice. Example: 10♥ — discard up to one card."),
          lambda p: [on_play(has("T"), {"do": "discard", "who": "actor", "n": per("T", p), "chooser": "self"})],
          {"per_card": True}),
    Entry("queen_bomber", "Qボンバー", QT_TRANSLATE_NOOP("catalogue", "Queen bomber (Qボンバー)"), "cards", "B",
          QT_TRANSLATE_NOOP("catalogue", "For each Q played the player names a rank; every player discards all cards of the named ranks. Example: Q♣, naming 5 — every 5 in every hand is discarded."),
          lambda p: [on_play(has("Q"), {"do": "declare", "who": "actor", "n": {"count": "Q"}},
                             {"do": "discard_declared", "who": "each"})]),
    Entry("chestnut_pick", "栗拾い", QT_TRANSLATE_NOOP("catalogue", "Chestnut pick (栗拾い, the seed's 9 rule)"), "cards", "D",
          QT_TRANSLATE_NOOP("catalogue", "Playing a 9 makes the player take one card of their choice from the discard pile (if it holds any); the finish check comes after it, so a last-card 9 does not go out. Example: 9♠ — take 2♥ from the discard pile."),
          _chestnut, {"per_card": False}),
    Entry("salvage", "サルベージ", QT_TRANSLATE_NOOP("catalogue", "Salvage (サルベージ)"), "cards", "D",
          QT_TRANSLATE_NOOP("catalogue", "When the field is cleared with a 3 on top, the 3's player takes one card from the discard pile. Example: 3♦ stays on top until cleared — its player takes a card back."),
          lambda p: [trigger("field_clear", has("3", of="top"), {"do": "take_discard", "who": "actor", "n": 1, "chooser": "self"})]),
    Entry("kings_march", "キングの行進", QT_TRANSLATE_NOOP("catalogue", "King's march (キングの行進)"), "cards", "D",
          QT_TRANSLATE_NOOP("catalogue", "For each K played the player takes one card of their choice from the discard pile. Example: K♠ K♦ — take up to two cards."),
          _take("K"), {"per_card": True}),
    Entry("nine_return", "9戻し", QT_TRANSLATE_NOOP("catalogue", "Nine return (9戻し)"), "cards", "D",
          QT_TRANSLATE_NOOP("catalogue", "For each 9 played, the player may give one card of their choice to the previous player. Example: 9♦ — give a card back to the player before you."),
          lambda p: [on_play(has("9"), {"do": "give", "from": "actor", "to": "prev", "n": {"count": "9"}, "chooser": "self"})]),
    Entry("four_revive", "4者蘇生", QT_TRANSLATE_NOOP("catalogue", "Four revival (4者蘇生)"), "cards", "D",
          QT_TRANSLATE_NOOP("catalogue", "For each 4 played the player takes a random card from the discard pile. Example: 4♥ — a random discarded card joins the hand."),
          lambda p: [on_play(has("4"), {"do": "take_discard", "n": {"count": "4"}, "chooser": "random"})]),
    # --- strength -------------------------------------------------------------------------------
    Entry("revolution", "革命", QT_TRANSLATE_NOOP("catalogue", "Revolution (革命)"), "strength", "A",
          QT_TRANSLATE_NOOP("catalogue", "Four or more equal cards reverse the order of the ranks (3 strongest, 2 weakest; Jokers stay strongest) until another revolution. Example: 6♠ 6♥ 6♦ 6♣, then a 5 beats a 6."),
          _revolution),
    Entry("stair_revolution", "階段革命", QT_TRANSLATE_NOOP("catalogue", "Sequence revolution (階段革命)"), "strength", "C",
          QT_TRANSLATE_NOOP("catalogue", "A sequence of four or more cards is a revolution too. Example: 4♣ 5♣ 6♣ 7♣."),
          lambda p: [on_play(all_({"test": "kind", "kind": "sequence"}, count(">=", 4)), TOGGLE_REV)],
          requires=("kaidan",)),
    Entry("eleven_back", "11バック", QT_TRANSLATE_NOOP("catalogue", "Eleven back (11バック, J-back)"), "strength", "B",
          QT_TRANSLATE_NOOP("catalogue", "Playing a J reverses the order of the ranks until the field is cleared (with a revolution the two cancel). Example: J♥, then a 9 beats it."),
          lambda p: [on_play(has("J"), {"do": "toggle", "var": "eleven_back"})]),
    Entry("six_return", "6戻し", QT_TRANSLATE_NOOP("catalogue", "Six return (6戻し)"), "strength", "C",
          QT_TRANSLATE_NOOP("catalogue", "A 6 played during 11-back ends it. Example: J♠, 8♥, 6♣ — the normal order is back."),
          lambda p: [on_play(all_(has("6"), {"test": "var", "var": "eleven_back"}), {"do": "set", "var": "eleven_back", "value": False})],
          requires=("eleven_back",)),
    Entry("emperor", "エンペラー", QT_TRANSLATE_NOOP("catalogue", "Emperor (エンペラー)"), "strength", "C",
          QT_TRANSLATE_NOOP("catalogue", "Four consecutive ranks in four different suits may be played together, and make a revolution. Example: 5♠ 6♥ 7♦ 8♣."),
          lambda p: [static("emperor"), on_play({"test": "kind", "kind": "emperor"}, TOGGLE_REV)]),
    Entry("coup", "クーデター", QT_TRANSLATE_NOOP("catalogue", "Coup d'état (クーデター)"), "strength", "C",
          QT_TRANSLATE_NOOP("catalogue", "Three natural 9s make a revolution. Example: 9♠ 9♥ 9♣."),
          _revolution_on("9", 3)),
    Entry("nanasan", "ナナサン革命", QT_TRANSLATE_NOOP("catalogue", "Seven-three revolution (ナナサン革命)"), "strength", "C",
          QT_TRANSLATE_NOOP("catalogue", "Three natural 7s make a revolution. Example: 7♥ 7♦ 7♣."),
          _revolution_on("7", 3)),
    Entry("great_revolution", "大革命", QT_TRANSLATE_NOOP("catalogue", "Great revolution (大革命)"), "strength", "D",
          QT_TRANSLATE_NOOP("catalogue", "Four natural 2s make a revolution and their player goes out at once, in the next place; any cards left leave the game. Example: 2♠ 2♥ 2♦ 2♣."),
          lambda p: [on_play(all_(only("2"), count("==", 4)), TOGGLE_REV, {"do": "finish_now", "who": "actor"})]),
    Entry("super_revolution", "超革命", QT_TRANSLATE_NOOP("catalogue", "Super revolution (超革命)"), "strength", "D",
          QT_TRANSLATE_NOOP("catalogue", "Five or more equal cards make a revolution that cannot be reversed for the rest of the game. Example: 7♠ 7♥ 7♦ 7♣ Joker."),
          lambda p: [on_play(all_({"test": "kind", "kind": "set"}, count(">=", 5)),
                             {"do": "set", "var": "revolution", "value": True},
                             {"do": "set", "var": "revolution_locked", "value": True}),
                     {"kind": "replace", "on": "toggle", "if": {"test": "var", "var": "revolution_locked"}, "do": []}]),
    Entry("down_number", "ダウンナンバー", QT_TRANSLATE_NOOP("catalogue", "Down number (ダウンナンバー)"), "strength", "D",
          QT_TRANSLATE_NOOP("catalogue", "On a single card, the card of the same suit one rank weaker may also be played. Example: 8♥ on 9♥."),
          lambda p: [static("allow", {"test": "down_step"})]),
    # --- locks ----------------------------------------------------------------------------------
    Entry("suit_lock", "縛り", QT_TRANSLATE_NOOP("catalogue", "Suit lock (縛り)"), "lock", "A",
          QT_TRANSLATE_NOOP("catalogue", "A play with exactly the suits of the play it beats locks those suits until the field is cleared (Jokers may fill a locked suit). Example: 5♥ then 9♥ — only hearts until the field clears."),
          _lock("suits", {"test": "same_suits"}), conflicts=("partial_lock", "strict_lock", "color_lock")),
    Entry("partial_lock", "片縛り", QT_TRANSLATE_NOOP("catalogue", "Partial lock (片縛り)"), "lock", "C",
          QT_TRANSLATE_NOOP("catalogue", "A multi-card play sharing suits with the play it beats locks the shared suits. Example: 5♥ 5♠ then 8♥ 8♦ — every later play must include a heart."),
          _lock("partial", all_(count(">=", 2), {"test": "shares_suit"})), conflicts=("suit_lock", "strict_lock")),
    Entry("number_lock", "数字縛り", QT_TRANSLATE_NOOP("catalogue", "Number lock (数字縛り)"), "lock", "C",
          QT_TRANSLATE_NOOP("catalogue", "A play exactly one rank above the play it beats starts a number lock: each later play must again be one rank higher. Example: 5♣ then 6♦ — next must be a 7."),
          _lock("step", {"test": "step", "n": 1}), conflicts=("strict_lock",)),
    Entry("strict_lock", "激縛り", QT_TRANSLATE_NOOP("catalogue", "Strict lock (激縛り)"), "lock", "C",
          QT_TRANSLATE_NOOP("catalogue", "Same suits and one rank higher together lock both. Example: 5♥ then 6♥ — next must be 7♥."),
          _lock("strict", all_({"test": "same_suits"}, {"test": "step", "n": 1})),
          conflicts=("suit_lock", "partial_lock", "number_lock")),
    Entry("color_lock", "色縛り", QT_TRANSLATE_NOOP("catalogue", "Colour lock (色縛り)"), "lock", "D",
          QT_TRANSLATE_NOOP("catalogue", "A play of the same colour as the play it beats locks that colour. Example: 5♥ then 9♦ — only red cards until the field clears."),
          _lock("colour", {"test": "same_colour"}), conflicts=("suit_lock",)),
    Entry("queen_release", "Q解き", QT_TRANSLATE_NOOP("catalogue", "Queen release (Q解き)"), "lock", "D",
          QT_TRANSLATE_NOOP("catalogue", "A Q played during a lock lifts every lock. Example: hearts are locked; Q♥ frees the suits."),
          lambda p: [on_play(all_(has("Q"), {"test": "locked"}), {"do": "unlock"})]),
    # --- new combinations -----------------------------------------------------------------------
    Entry("kaidan", "階段", QT_TRANSLATE_NOOP("catalogue", "Sequences (階段)"), "combo", "A",
          QT_TRANSLATE_NOOP("catalogue", "Three or more consecutive ranks of one suit may be played together; a sequence is beaten by a stronger sequence of the same length. Jokers fill gaps. Example: 4♠ 5♠ 6♠, beaten by 7♠ 8♠ 9♠."),
          lambda p: [static("sequence", min=p["min"])], {"min": 3}),
    # --- finishing ------------------------------------------------------------------------------
    Entry("forbidden_finish", "反則上がり", QT_TRANSLATE_NOOP("catalogue", "Forbidden finish (反則上がり)"), "finish", "B",
          QT_TRANSLATE_NOOP("catalogue", "Going out with a Joker, the strongest rank (2, or 3 when reversed), an 8 (with 8切り) or ♠3 (with スペ3返し) takes the lowest open place. Example: last card 2♥ — last place."),
          _forbidden_finish, {"form": "penalty", "ban_joker": True, "ban_strongest": True, "ban_eight": True,
                              "ban_spade3": True}),
    Entry("miyako_ochi", "都落ち", QT_TRANSLATE_NOOP("catalogue", "Fall from the capital (都落ち)"), "finish", "B",
          QT_TRANSLATE_NOOP("catalogue", "If someone other than last game's 1st goes out first, last game's 1st drops out at once and takes the last place. Example: B wins game 2 while A, game 1's winner, still plays — A is last."),
          lambda p: [trigger("finish", all_({"test": "place", "op": "==", "n": 1},
                                            not_({"test": "is_who", "who": "actor", "is": "prev_first"}),
                                            {"test": "active", "who": "prev_first"}),
                             {"do": "place_last", "who": "prev_first", "fallen": True})]),
    Entry("gekokujo", "下剋上", QT_TRANSLATE_NOOP("catalogue", "Gekokujō (下剋上)"), "finish", "C",
          QT_TRANSLATE_NOOP("catalogue", "If last game's last place goes out first, the game ends at once and the others' places are reversed. Example: game 1's last wins game 2 — game 2 ends."),
          lambda p: [trigger("finish", all_({"test": "place", "op": "==", "n": 1},
                                            {"test": "is_who", "who": "actor", "is": "prev_last"}),
                             {"do": "end_game", "invert": True})]),
    Entry("lucky_seven", "ラッキーセブン", QT_TRANSLATE_NOOP("catalogue", "Lucky seven (ラッキーセブン)"), "finish", "D",
          QT_TRANSLATE_NOOP("catalogue", "If three natural 7s stay on top until the field is cleared, their player goes out at once. Example: 7♠ 7♥ 7♦, everybody passes — its player is out."),
          lambda p: [trigger("field_clear", all_(only("7", of="top"), count("==", 3, of="top")),
                             {"do": "finish_now", "who": "actor"})]),
    Entry("finish_flow", "上がり流し", QT_TRANSLATE_NOOP("catalogue", "Finish flow (上がり流し)"), "finish", "C",
          QT_TRANSLATE_NOOP("catalogue", "When a player goes out the field is cleared at once and the next player leads. Example: A goes out with 9♣ — the field clears, the player after A leads."),
          lambda p: [trigger("finish", None, {"do": "clear_field", "leader": "next"})]),
    # --- deal and start -------------------------------------------------------------------------
    Entry("card_exchange", "カード交換", QT_TRANSLATE_NOOP("catalogue", "Card exchange (カード交換)"), "deal", "A",
          QT_TRANSLATE_NOOP("catalogue", "From the second game, last place gives their two strongest cards to 1st, who gives back two of their choice; 2nd and second-to-last trade one card the same way. Example: last place hands over Joker and 2♠."),
          lambda p: [trigger("game_start", {"test": "game_index", "op": ">=", "n": 2}, {"do": "exchange", "n": 2})]),
    Entry("tenpen_chii", "天変地異", QT_TRANSLATE_NOOP("catalogue", "Cataclysm (天変地異)"), "deal", "C",
          QT_TRANSLATE_NOOP("catalogue", "Before the exchange, if last place holds no card above 10, they swap whole hands with 1st instead. Example: last place holds only 3s to 10s — the hands are swapped."),
          lambda p: [{"kind": "replace", "on": "exchange", "if": {"test": "hand_max", "who": "prev_last", "rank": "T"},
                      "do": [{"do": "swap_hands", "a": "prev_last", "b": "prev_first"}]}],
          requires=("card_exchange",)),
    Entry("antimonopoly", "独占禁止法", QT_TRANSLATE_NOOP("catalogue", "Antimonopoly law (独占禁止法)"), "deal", "D",
          QT_TRANSLATE_NOOP("catalogue", "After the exchange, if last game's 1st holds five or more 2s and Jokers, they give a 2 to each other player and get back a card of that player's choice. Example: 1st holds 2♠ 2♥ 2♦ Joker Joker."),
          lambda p: [trigger("exchange_done", {"test": "holds", "who": "prev_first", "ranks": ["2"], "jokers": True, "op": ">=", "n": 5},
                             # compulsory (spec: "must hand their 2s"): a 2 goes to each other player
                             # as long as any is left, and each of them must give a card back
                             {"do": "give", "from": "prev_first", "to": "each_other", "n": 1, "ranks": ["2"], "chooser": "strongest"},
                             {"do": "give", "from": "each_other", "to": "prev_first", "n": 1, "mode": "exactly", "chooser": "self"})],
          requires=("card_exchange",)),
    Entry("start_rule", "開始プレイヤー変更", QT_TRANSLATE_NOOP("catalogue", "Another first leader (開始プレイヤー変更)"), "deal", "C",
          QT_TRANSLATE_NOOP("catalogue", "Another card chooses 親 at the start (♠3 by default), or last game's last place leads. Example: the ♠3 holder leads."),
          _start_rule, {"card": "3s", "who": "card"}),
    Entry("lead_must_include_start", "初手ダイヤ3", QT_TRANSLATE_NOOP("catalogue", "First lead shows the start card (初手ダイヤ3)"), "deal", "C",
          QT_TRANSLATE_NOOP("catalogue", "The first lead of a game must contain the card that chose 親. Example: ♦3 holder must lead 3♦ (alone or with other 3s)."),
          lambda p: [static("deny", all_({"test": "first_lead"}, not_({"test": "has_start_card"})))]),
    # --- session --------------------------------------------------------------------------------
    Entry("session_end", "ルール追加の終了", QT_TRANSLATE_NOOP("catalogue", "End of the session (ルール追加の終了)"), "session", "B",
          QT_TRANSLATE_NOOP("catalogue", "The session ends after a number of further games, or when someone has won a number of games. Example: three more games, then it ends."),
          lambda p: [{"kind": "meta", "type": "session_end", "games": p["games"], "wins": p["wins"]}],
          {"games": 3, "wins": 0}),
    Entry("repeal_rule", "ルール撤廃", QT_TRANSLATE_NOOP("catalogue", "Repeal a rule (ルール撤廃)"), "session", "C",
          QT_TRANSLATE_NOOP("catalogue", "A rule added earlier stops applying from the next game. Example: repeal #2 (8切り)."),
          lambda p: [{"kind": "meta", "type": "repeal", "target": p["target"]}], {"target": 1}),
    Entry("change_speed", "速度変更", QT_TRANSLATE_NOOP("catalogue", "Change the speed (速度変更)"), "session", "C",
          QT_TRANSLATE_NOOP("catalogue", "The speed changes from the next game. Example: from 倍速 to 一倍速 — only the winner adds rules."),
          lambda p: [{"kind": "meta", "type": "speed", "speed": p["speed"]}], {"speed": 1}),
]

CATALOGUE: dict[str, Entry] = {e.id: e for e in _ENTRIES}
SESSION_IDS = {"session_end", "repeal_rule", "change_speed"}


def make_rule(rule_id: str, instance: int, by: int | None = None, after_game: int = 0,
              params: dict | None = None, precedence: str = "newest") -> dict:
    """A catalogue rule as rule data, ready for the ``rules`` option."""
    entry = CATALOGUE[rule_id]
    full = {**entry.params, **(params or {})}
    return {"instance": instance, "id": rule_id, "by": by, "after_game": after_game, "params": full,
            "precedence": precedence, "name": {}, "components": entry.components(full)}


def compatible(rule_id: str, in_force: list[str]) -> bool:
    """Whether ``rule_id`` can be offered next to the rules in force: not already there, its
    requirements present, no listed conflict."""
    entry = CATALOGUE[rule_id]
    return (rule_id not in in_force and all(r in in_force for r in entry.requires)
            and not any(c in in_force for c in entry.conflicts))


def conflicts_with(rule_id: str, in_force: list[str]) -> list[str]:
    """The rules in force that ``rule_id`` contradicts (it would override them): those listed in
    either entry's ``conflicts``, and the same rule added earlier with other settings (except the
    session rules: two repeals or two session ends both apply). The engine settles each of them
    the way the adder's precedence says (:func:`.book.overrides`)."""
    entry = CATALOGUE[rule_id]
    return [r for r in in_force if r in entry.conflicts or rule_id in CATALOGUE.get(r, entry).conflicts
            or (r == rule_id and rule_id not in SESSION_IDS)]


def missing_requirements(rule_id: str, in_force: list[str]) -> list[str]:
    return [r for r in CATALOGUE[rule_id].requires if r not in in_force]


def pick_for_ai(rng: Rng, in_force: list[str]) -> str | None:
    """The AI adder's policy (spec Q21): a well-known rule more often than a rare one (weights
    A 4, B 3, C 2, D 1), never one in force, one that needs a missing rule, one that conflicts
    with a rule in force, or a session rule."""
    pool = [e for e in _ENTRIES if e.id not in SESSION_IDS and compatible(e.id, in_force)]
    if not pool:
        return None
    total = sum(FREQ_WEIGHT[e.freq] for e in pool)
    roll = rng.randbelow(total)
    for e in pool:
        roll -= FREQ_WEIGHT[e.freq]
        if roll < 0:
            return e.id
    return pool[-1].id


def random_rules(rng: Rng, n: int) -> list[dict]:
    """``n`` compatible catalogue rules picked by the AI policy (for tests and benchmarks)."""
    ids: list[str] = []
    while len(ids) < n:
        rid = pick_for_ai(rng, ids)
        if rid is None:
            break
        ids.append(rid)
    return [make_rule(rid, i + 1) for i, rid in enumerate(ids)]
