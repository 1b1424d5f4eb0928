"""Hero Mahjong AI: the riichi AI for the tiles, and a card policy on top (hero_mahjong.md §5, §8.2).

Choosing decks (2Pickルール, 構築ルール): by :data:`WORTH`, a table tuned by self-play against the
card-less AI; a constructed deck is the best avatar and the best action cards totalling 6.

Using cards (normal and strong; easy keeps its cards), each by what its effects do:

- 加速 / 超加速 (extra draws): the first-discard avatar (遠征王) every hand; the others when the
  hand is ready (best together with riichi: the extra draws are ippatsu chances), or one from
  ready in the last hand; never while another seat is in riichi and the hand is not ready (the
  extra discards would be thrown into it). A paid 超加速 takes up to three steps with riichi.
- after a call (蒼き狼, 騎射): only when the call is going to be made.
- dora (日輪の祈り) when ready; after a win (女王の神託, 五輪の書) and at the end of a hand
  (王室の金庫, 私掠免状, 戦わずして勝つ) whenever offered: they only help.
- forced deposits (関税, 無敵艦隊の撃破): when ready (the deposit is likely to come back) or in the
  last hand, on the opponent just above (or, when first, just below).
- 先の先 with the riichi discard; 巌流島 with riichi against the leading opponent; 堅陣 when ready;
  詭道 on a dangerous discard while another seat is in riichi.
- river swaps (てこの原理, エウレカ, 支点を与えよ): take back a river tile that lowers the shanten,
  giving the tile the hand would discard anyway; 熱光線の鏡 moves a furiten-making tile out.
- wall tricks: 万能の人 sends the tile the hand would discard to the wall's end and draws afresh
  (an extra draw); モナ・リザの微笑 takes three tiles and puts back the three worst; the sketch
  (素描) keeps the seen tile (``view.data["sketch"]``) when it lowers the shanten, else moves it.
- peeks and 彼を知る: harmless, used; strong reads their results (``view.data["known"]``): a
  peeked tile still in the wall leaves its unseen counts (for efficiency and danger alike), and a
  suit an opponent was counted to hold none of is safer against it.

Strong also counts the table's deposits (riichi sticks and the cards' deposits) in a win's value,
keeps 万能の人 (once a hand) for a ready hand, a late one-from-ready hand or a fold against a riichi
(the most dangerous tile leaves unseen), and keeps a single-use 加速 card for a ready hand that can
win (one from ready only in the last hand or late in the wall).

Every choice sets :attr:`reason` (context "ai").
"""
from __future__ import annotations

from itertools import combinations
from typing import Sequence

from core.ai import Choice
from core.engine import QT_TRANSLATE_NOOP, Action, View
from core.games.riichi import ai as base
from core.mahjong.notation import TileList, parse_kinds
from core.mahjong.shanten import shanten
from core.mahjong.tiles import N_KINDS, is_honor, number_of
from core.mahjong.waits import ukeire, waits

from .cards import load_set

LEVELS = base.LEVELS
T_CARD = QT_TRANSLATE_NOOP("ai", "The card helps this hand now.")        # the hint's move names the card
T_PICK = QT_TRANSLATE_NOOP("ai", "It is the stronger card of those offered.")
T_CARD_UNWEIGHED = QT_TRANSLATE_NOOP("ai", "Plays the card: the hand stays as it is (what the card does is not weighed here).")
T_WAIT = QT_TRANSLATE_NOOP("ai", "Keeps its cards for later.")
T_SWAP = QT_TRANSLATE_NOOP("ai", "Takes back {tile} from its river: the hand gets closer to ready.")
T_SKETCH_KEEP = QT_TRANSLATE_NOOP("ai", "The tile on top brings the hand closer to ready: it stays.")
T_SKETCH_MOVE = QT_TRANSLATE_NOOP("ai", "The tile on top does not help the hand: it goes to the end of the wall.")
T_PUT_BACK = QT_TRANSLATE_NOOP("ai", "Puts {tile} back on the wall: the hand needs it least.")

#: how much a card is worth when choosing a deck (higher first): set from self-play against the
#: card-less AI (basic decks: Leonardo and Alexander strongest, Archimedes weakest; the extra
#: draws of 遠征王 and 万能の人 every hand are worth most)
WORTH = {"alex_av": 9, "himiko_av": 1, "archi_av": 3, "eliz_av": 2, "suntzu_av": 1, "khan_av": 3, "leo_av": 8,
         "musashi_av": 2,
         "alex_1": 6, "himiko_1": 0, "archi_1": 2, "eliz_1": 3, "suntzu_1": 1, "khan_1": 2, "leo_1": 0, "musashi_1": 3,
         "alex_2": 5, "himiko_2": 3, "archi_2": 1, "eliz_2": 3, "suntzu_2": 3, "khan_2": 1, "leo_2": 4, "musashi_2": 2,
         "alex_3": 8, "himiko_3": 5, "archi_3": 5, "eliz_3": 5, "suntzu_3": 2, "khan_3": 2, "leo_3": 8, "musashi_3": 6}
#: effects that only help whenever the engine offers them
ALWAYS = frozenset({"peek", "count_suits", "pool_if_last", "winner_pays", "noten_pays", "open_melds_bonus",
                    "ron_on_riichi_bonus", "riichi_han"})
#: the steps of a paid 超加速 with riichi, and the points to keep after paying them
PAID_STEPS, PAID_KEEP = 3, 8000
#: 加速 cards are used this far from ready (shanten), and in the last hand one step further
ACCEL_SHANTEN = 1
#: strong uses a 加速 card one from ready only in the last hand or with this few tiles left
STRONG_ACCEL_WALL = 16
#: モナ・リザの微笑 is used this far from ready, at most
MONA_SHANTEN = 6
#: the first-discard 加速 avatar is used this far from ready
FIRST_ACCEL_SHANTEN = 6
CARDS = load_set("original_v1")
#: strong: a threat counted (彼を知る) to hold no tile of a suit deals in on it this much as often
#: (the count may be older than its last draws)
COUNTED_NONE = 0.25


class Turn:
    """What a card decision needs to know about the seat's position, computed once a choice."""

    def __init__(self, agent: "HeroAgent", view: View, legal) -> None:
        self.view, self.legal, self.agent = view, legal, agent
        self.r = base.Reading(view)
        self.seat = view.seat
        self.plain = [a for a in legal if a.kind != "card"]
        self._plan = None
        self._steps = None

    @property
    def in_turn(self) -> bool:
        """The seat has drawn and is to discard (14 - 3 melds tiles)."""
        return sum(self.r.counts) % 3 == 2

    @property
    def steps(self) -> int:
        """The hand's distance from ready (shanten) after its best discard, or as it is."""
        if self._steps is None:
            r = self.r
            self._steps = base._best_after(r)[0] if self.in_turn else shanten(r.counts, r.melds)
        return self._steps

    @property
    def plan(self) -> Action:
        """What the riichi AI would play without cards (discard, riichi, call or pass)."""
        if self._plan is None:
            reason = self.agent.reason
            self._plan = base.RiichiAgent._riichi_choose(self.agent, self.view, self.plain)
            self.plan_reason, self.agent.reason = self.agent.reason, reason
        return self._plan

    @property
    def last_hand(self) -> bool:
        """East 4 (オーラス) or later: cards left unused now are wasted."""
        return self.view.data["hand_no"] >= 3

    @property
    def riichi_against(self) -> bool:
        """Another seat is in riichi."""
        return bool(self.r.riichi_seats)

    def ranking(self) -> list[int]:
        """Seats by points, ties to the seat nearer the first dealer."""
        scores = self.r.scores
        return sorted(range(len(scores)), key=lambda s: (-scores[s], s))


class HeroAgent(base.RiichiAgent):
    """One seat's AI at ``level`` (see the module docstring)."""

    def rank(self, view: View, legal: Sequence[Action]) -> list:
        """The card policy's choice first, then the riichi evaluation of the other actions (see
        ``base.policy_first``). A card the policy does not play now is valued one point below the
        best: playing it leaves the hand as it is (the turn goes on), and what its effect is worth
        is not weighed, so the review's analysis must not count it as a loss of the hand's value."""
        ranked = base.policy_first(self, view, legal, self._decide)
        if len(ranked) < 2 or not any(c.action.kind == "card" for c in ranked[1:]):
            return ranked
        top = ranked[0].value
        rest = [Choice(c.action, top - 1.0, base._m(T_CARD_UNWEIGHED)) if c.action.kind == "card" else c
                for c in ranked[1:]]
        return [ranked[0]] + sorted(rest, key=lambda c: -c.value)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        best = self.rank(view, legal)[0]
        self.reason = best.reason
        return best.action

    # --- what strong reads beyond the riichi view (hero_mahjong.md §6: peeks, counts, deposits) ---
    def reading(self, view: View) -> base.Reading:
        """Strong: the peeked tiles still in the wall are not among the unseen tiles (they are
        neither in an opponent's hand nor a random draw of this seat)."""
        r = base.Reading(view)
        if self.level == "strong":
            for k in _peeked_in_wall(view).values():
                if r.unseen[k] > 0:
                    r.unseen[k] -= 1
        return r

    def situation(self, r: base.Reading):
        """Strong: a win also takes the table's deposits (riichi sticks and the cards' deposits),
        and a suit an opponent was counted (孫子's 彼を知る) to hold none of is safer against it."""
        sit = super().situation(r)
        if self.level != "strong":
            return sit
        d = r.view.data
        pot = base.RIICHI_COST_PTS * d.get("sticks", 0) + d.get("deposit", 0)
        if pot and hasattr(sit, "win_points"):
            points = sit.win_points

            def win_points(*args, _points=points, _pot=pot):
                v = _points(*args)
                return v + _pot if v else v
            sit.win_points = win_points
        counted = {e["seat"]: e for e in d.get("known", [[]] * (r.seat + 1))[r.seat] if e.get("kind") == "count"}
        for t in getattr(sit, "threats", ()):
            e = counted.get(getattr(t, "seat", None))
            if e is None:
                continue
            none = {i for i, name in enumerate(("man", "pin", "sou", "honours")) if e.get(name) == 0}
            if none:
                danger = t.danger

                def scaled(k, unseen, _danger=danger, _none=none):
                    return _danger(k, unseen) * (COUNTED_NONE if min(k // 9, 3) in _none else 1.0)
                t.danger = scaled
        return sit

    def _decide(self, view: View, legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "pick" in kinds or kinds == {"done"} and view.data.get("choosing") is not None:
            return self._choose_deck(view, legal)
        if "sketch" in kinds:                       # 素描: keep the seen tile if it improves the hand
            keep = _improves(view, view.data.get("sketch"))
            self.reason = base._m(T_SKETCH_KEEP if keep else T_SKETCH_MOVE)
            return next(a for a in legal if a.target == ("keep" if keep else "move"))
        if "put_back" in kinds:
            return self._put_back(view, legal)
        if "swap" in kinds or "swap_rivers" in kinds:
            return self._sub_swap(view, legal)
        if kinds == {"done"}:
            return legal[0]
        turn = Turn(self, view, legal)
        if "card" in kinds and self.level != "easy":
            use = self._card_to_use(turn, [a for a in legal if a.kind == "card"])
            if use is not None:
                self.reason = base._m(T_CARD)
                return use
        plain = turn.plain
        if {a.kind for a in plain} <= {"draw", "pass"}:
            self.reason = base._m(T_WAIT)
            return plain[0]
        if turn._plan is not None:                 # already chosen while weighing the cards
            self.reason = turn.plan_reason
            return turn.plan
        return self._riichi_choose(view, plain)

    # --- choosing a deck ---------------------------------------------------------------------------
    def _choose_deck(self, view: View, legal) -> Action:
        """2Pick: the worthier card of the pair. 構築: the cards of :func:`best_deck`, then done."""
        picks = [a for a in legal if a.kind == "pick"]
        done = next((a for a in legal if a.kind == "done"), None)
        if done is not None or len(picks) > 2:
            wanted = [a for a in picks if a.target in best_deck()]
            if wanted or done is None:
                picks = wanted or picks
            else:
                return done
        pick = max(picks, key=lambda a: (WORTH.get(a.target, 0), a.target))
        self.reason = base._m(T_PICK)
        return pick

    # --- the card windows ------------------------------------------------------------------------
    def _card_to_use(self, t: Turn, cards) -> Action | None:
        """The card action to play now, or None to play on without one. Cards of the win and
        end-of-hand windows only help; on a winning draw only a dora card is worth a delay."""
        winning = any(a.kind in ("tsumo", "ron") for a in t.legal)
        for card_id in dict.fromkeys(a.target for a in cards):
            card = CARDS.card(card_id)
            action = next(a for a in cards if a.target == card_id)
            op = card.effects[0].op
            if op in ALWAYS or card.timing in ("AFTER_OWN_WIN", "END_OF_HAND") or (winning and op == "dora"):
                return action
            choice = getattr(self, f"_use_{op}", None)
            if winning or choice is None:
                continue
            use = choice(t, card, [a for a in cards if a.target == card.id])
            if use is not None:
                return use
        return None

    def _use_accel(self, t: Turn, card, options):
        """加速 / 超加速: extra draws (the first-discard avatar 遠征王: every hand)."""
        if card.timing == "BEFORE_FIRST_DISCARD" and not t.riichi_against and t.steps <= FIRST_ACCEL_SHANTEN:
            return options[0]
        return options[0] if self._accel_now(t) else None

    _use_super_accel = _use_accel

    def _use_paid_super_accel(self, t: Turn, card, options):
        """世界の果てへ: 超加速N paid N×1,000: with riichi up to three steps, keeping some points."""
        if not self._accel_now(t):
            return None
        cost = next(e.get("cost") for e in card.effects)
        most = 1
        if t.plan.kind == "riichi":
            most = max(1, min(PAID_STEPS, (t.r.scores[t.seat] - PAID_KEEP) // cost))
        by_n = {int(a.option[2:]): a for a in options}
        return by_n[min(most, max(by_n))]

    def _accel_now(self, t: Turn) -> bool:
        """Extra draws help a ready hand most (each is a win chance; with riichi, an ippatsu
        chance); one from ready only in the last hand; not while another seat's riichi would
        get the extra discards of a hand that is not ready."""
        if not t.in_turn or t.r.wall < 4:
            return False
        if t.steps == 0:
            if self.level == "strong" and not (t.r.closed or self._has_yaku(t)):
                return False                    # an open hand without a yaku cannot win on the draws
            return t.plan.kind == "riichi" or not t.riichi_against or t.last_hand
        if self.level == "strong":              # a single-use card waits for a ready hand
            return t.steps == 1 and (t.last_hand or t.r.wall <= STRONG_ACCEL_WALL) and not t.riichi_against
        return t.steps <= ACCEL_SHANTEN + t.last_hand and not t.riichi_against

    def _use_accel_after_call(self, t: Turn, card, options):
        """蒼き狼, 騎射: only just before a call that is going to be made."""
        return options[0] if t.plan.kind in ("pon", "chi", "open_kan") else None

    _use_super_accel_after_call = _use_accel_after_call

    def _use_dora(self, t: Turn, card, options):
        """日輪の祈り: another dora indicator when the hand is ready (and likely to win)."""
        if t.in_turn and t.steps == 0 and (t.plan.kind == "riichi" or not t.r.closed or self._has_yaku(t)):
            return options[0]
        return None

    def _use_forced_deposit(self, t: Turn, card, options):
        """関税, 無敵艦隊の撃破: the deposit goes to the next winner, so use it when ready, or in the
        last hand; a chosen target is the opponent just above (just below when first)."""
        if not (t.in_turn and (t.steps == 0 or t.last_hand)):
            return None
        if options[0].option == "":
            return options[0]
        ranking = t.ranking()
        me = ranking.index(t.seat)
        target = ranking[me - 1] if me > 0 else ranking[1]
        return next((a for a in options if a.option == f"seat={target}"), options[0])

    def _use_free_riichi(self, t: Turn, card, options):
        """先の先: with the riichi discard."""
        return options[0] if t.in_turn and t.plan.kind == "riichi" else None

    def _use_duel(self, t: Turn, card, options):
        """巌流島: with riichi, against the leading opponent that is not in riichi."""
        if not (t.in_turn and t.plan.kind == "riichi"):
            return None
        others = [s for s in t.ranking() if s != t.seat and s not in t.r.riichi_seats]
        return next((a for a in options if others and a.option == f"seat={others[0]}"), None)

    def _use_call_lock(self, t: Turn, card, options):
        """堅陣: nobody calls the ready hand's discard (a call would steal the turn)."""
        return options[0] if t.in_turn and t.steps == 0 else None

    def _use_no_ron(self, t: Turn, card, options):
        """詭道: the discard cannot be ronned: for a dangerous tile into another seat's riichi."""
        if not (t.in_turn and t.riichi_against) or not t.plan.cards:
            return None
        k = base._kind(t.plan.cards[0])
        danger = max(base._danger(k, t.r, s) for s in t.r.riichi_seats)
        return options[0] if danger >= 4 else None

    def _use_tile_to_wall_end(self, t: Turn, card, options):
        """万能の人: the tile the hand would discard goes to the wall's end, a new tile is drawn.
        Strong keeps the once-a-hand avatar for when the extra draw is worth most: a ready hand
        (a win chance, in riichi too), a hand one from ready near the end, or a hand folding
        against a riichi (its most dangerous tile leaves the hand unseen)."""
        if self.level == "strong":
            return self._strong_wall_end(t, options)
        if not t.in_turn or t.steps < 0 or t.plan.kind not in ("discard", "riichi") or t.riichi_against:
            return None
        return next((a for a in options if a.option == f"hand={t.plan.cards[0]}"), None)

    def _strong_wall_end(self, t: Turn, options):
        if not t.in_turn or t.plan.kind not in ("discard", "riichi") or not t.plan.cards:
            return None
        send = t.plan.cards[0]
        if t.riichi_against and not t.r.riichi_self and t.steps > 0:
            r = t.r
            tokens = [o.option[len("hand="):] for o in options if o.option.startswith("hand=")]
            danger = {tok: max(base._danger(base._kind(tok), r, s) for s in r.riichi_seats) for tok in tokens}
            worst = max(tokens, key=lambda tok: (danger[tok], tok == send), default=None)
            if worst is not None and danger[worst] >= 3:
                return next(a for a in options if a.option == f"hand={worst}")
        if t.steps == 0 or (t.steps == 1 and t.r.wall <= 4 * len(t.r.scores)):
            return next((a for a in options if a.option == f"hand={send}"), None)
        return None

    def _use_exchange_top(self, t: Turn, card, options):
        """モナ・リザの微笑: three tiles in, the three worst back: when not yet ready."""
        return options[0] if t.in_turn and 1 <= t.steps <= MONA_SHANTEN and not t.riichi_against else None

    def _use_swap_hand_river(self, t: Turn, card, options):
        """てこの原理, エウレカ, 支点を与えよ: take back a river tile that lowers the shanten."""
        swap = _best_swap(t.view, self._swap_out(t), t.r)
        if swap is None:
            return None
        if options[0].option == "":                 # several swaps, chosen one at a time
            return options[0]
        return next((a for a in options if a.option == swap), None)

    def _use_swap_rivers(self, t: Turn, card, options):
        """熱光線の鏡: move out of the river a tile that makes the ready hand furiten."""
        return options[0] if t.in_turn and t.steps == 0 and _furiten_fix(t.view) is not None else None

    def _swap_out(self, t: Turn) -> str | None:
        """The hand tile a swap gives to the river: the discard the hand would make anyway
        (before the draw: None, the best of the 14 is chosen)."""
        if not t.in_turn:
            return None
        return t.plan.cards[0] if t.plan.kind in ("discard", "riichi") else None

    def _has_yaku(self, t: Turn) -> bool:
        """A rough yaku check of an open or unriichied ready hand: a value triplet or all simples."""
        return any(t.r.counts[k] >= 3 for k in t.r.value_kinds) or all(
            not is_honor(k) and number_of(k) not in (1, 9) for k in base._kinds_of(t.r.counts))

    # --- a card's further choices ------------------------------------------------------------------
    def _sub_swap(self, view: View, legal) -> Action:
        """The swaps of 支点を与えよ one at a time (while one helps), or 熱光線の鏡's swap."""
        if any(a.kind == "swap_rivers" for a in legal):
            return _river_swap(view, legal)
        r = base.Reading(view)
        out = _token_of(view, base._best_after(r)[1]) if sum(r.counts) % 3 == 2 else None
        swap = _best_swap(view, out)
        use = next((a for a in legal if a.option == swap), None)
        if use is not None:
            self.reason = base._m(T_SWAP, tile=TileList([swap.split(",")[1]]))
            return use
        return next((a for a in legal if a.kind == "done"), legal[0])

    def _put_back(self, view: View, legal) -> Action:
        """モナ・リザの微笑: put back the tile the best hand of the rest needs least."""
        r = base.Reading(view)
        extra = sum(r.counts) - (14 - 3 * r.melds)
        kind = _worst_tiles(r.counts, r.melds, extra)[0]
        action = next((a for a in legal if base._kind(a.cards[0]) == kind and not a.cards[0].startswith("0")),
                      None) or next(a for a in legal if base._kind(a.cards[0]) == kind)
        self.reason = base._m(T_PUT_BACK, tile=TileList(action.cards[:1]))
        return action


# --- helpers -------------------------------------------------------------------------------------
_BEST_DECK: list[frozenset] = []
#: the levels of action cards that total 6
LEVEL_PATTERNS = ((3, 3), (3, 2, 1), (3, 1, 1, 1), (2, 2, 2), (2, 2, 1, 1), (2, 1, 1, 1, 1), (1,) * 6)


def best_deck() -> frozenset:
    """構築ルール: the worthiest avatar and the worthiest action cards whose levels total 6."""
    if not _BEST_DECK:
        avatar = max(CARDS.by_level(0), key=lambda c: WORTH.get(c.id, 0))
        ranked = {lv: sorted((c.id for c in CARDS.by_level(lv)), key=lambda i: -WORTH.get(i, 0)) for lv in (1, 2, 3)}
        decks = [[c for lv in (1, 2, 3) for c in ranked[lv][:levels.count(lv)]] for levels in LEVEL_PATTERNS]
        best = max(decks, key=lambda ids: sum(WORTH.get(i, 0) for i in ids))
        _BEST_DECK.append(frozenset([avatar.id, *best]))
    return _BEST_DECK[0]


def _peeked_in_wall(view: View) -> dict[int, int]:
    """The tiles this seat peeked at that are still in the live wall: the wall's length when each
    is drawn (draws from the top; a kan's replacement or a tile sent to the end may shift them by
    one) -> its kind."""
    known = view.data.get("known") or []
    mine = known[view.seat] if view.seat is not None and view.seat < len(known) else []
    left = view.data.get("wall", 0)
    out: dict[int, int] = {}
    for e in mine:
        if e.get("kind") != "peek":
            continue
        for i, tok in enumerate(e.get("tiles", ())):
            at = e["wall"] - i
            if at <= left:
                out[at] = base._kind(tok)
    return out


def _token_of(view: View, kind: int, avoid: int | None = None) -> str | None:
    """A hand token of ``kind`` (a plain five before a red one); None for ``avoid``."""
    if kind == avoid:
        return None
    tokens = [t for t in view.data["hands"][view.seat] if base._kind(t) == kind]
    plain = [t for t in tokens if not t.startswith("0")]
    return (plain or tokens or [None])[0]


def _best_swap(view: View, out: str | None, r: base.Reading | None = None) -> str | None:
    """The swap option (``hand=..,river=..``) that takes back a river tile lowering the
    shanten: in the turn the river gets ``out``, the tile the hand would discard anyway; before
    the draw, the tile the 14 would then part with. None if no river tile helps or the hand is
    ready."""
    r = r or base.Reading(view)
    pond = view.data["ponds"][view.seat]
    counts = list(r.counts)
    if out is not None:
        counts[base._kind(out)] -= 1               # the 13 the hand keeps
    if sum(counts) % 3 != 1 or shanten(counts, r.melds) <= 0:
        return None
    helps = ukeire(counts, r.melds, r.unseen)
    for i, p in enumerate(pond):
        k = base._kind(p["tile"])
        if p["called"] or p["riichi"] or k not in helps:
            continue
        give = out
        if give is None:
            counts[k] += 1
            give = _token_of(view, base._best_after_counts(counts, r.melds, r.unseen)[1], avoid=k)
            counts[k] -= 1
        if give is not None and base._kind(give) != k:
            return f"hand={give},river={i}"
    return None


def _furiten_fix(view: View) -> tuple[int, set] | None:
    """The place in the own river of a wait of the ready hand (the hand after its best
    discard) that makes it furiten, and the waits; None if there is none or it cannot move."""
    r = base.Reading(view)
    counts = list(r.counts)
    if sum(counts) % 3 == 2:
        counts = base._without(counts, base._best_after(r)[1])
    if shanten(counts, r.melds) != 0:
        return None
    wait = set(waits(counts, r.melds))
    pond = view.data["ponds"][view.seat]
    bad = [i for i, p in enumerate(pond) if base._kind(p["tile"]) in wait]
    if len(bad) != 1 or pond[bad[0]]["called"] or pond[bad[0]]["riichi"]:
        return None
    return bad[0], wait


def _river_swap(view: View, legal) -> Action:
    """熱光線の鏡: the furiten-making tile goes to another river, for a tile that is no wait."""
    fix = _furiten_fix(view)
    if fix is None:
        return legal[0]
    place, wait = fix
    ponds = view.data["ponds"]
    for a in legal:
        o = dict(part.split("=") for part in a.option.split(","))
        if int(o["mine"]) == place and base._kind(ponds[int(o["seat"])][int(o["place"])]["tile"]) not in wait:
            return a
    return legal[0]


def _improves(view: View, tile: str | None) -> bool:
    """素描: whether drawing ``tile`` lowers the hand's shanten."""
    if not tile:
        return True
    r = base.Reading(view)
    kind = parse_kinds(tile)[0]
    counts = list(r.counts)
    counts[kind] += 1
    return shanten(counts, r.melds) < shanten(r.counts, r.melds)


def _worst_tiles(counts, melds: int, extra: int) -> list[int]:
    """The ``extra`` tiles to part with so that the rest (14 - 3 melds tiles) is nearest to
    ready, then best connected; the worst first."""
    candidates = sorted(base._kinds_of(counts), key=lambda k: (_connection(counts, k), k))[:7]
    pool = [k for k in candidates for _ in range(min(counts[k], extra))]
    best = None
    for combo in set(combinations(pool, extra)):
        rest = list(counts)
        for k in combo:
            rest[k] -= 1
        if min(rest) < 0:
            continue
        key = (shanten(rest, melds), sum(_connection(rest, k) for k in combo))
        if best is None or key < best[0]:
            best = (key, sorted(combo, key=lambda k: (_connection(counts, k), k)))
    return best[1]


def _connection(counts, k: int) -> int:
    """How well a tile sits in the hand: copies of it, and neighbours in its suit (lower: worse)."""
    near = 3 * (counts[k] - 1)
    if not is_honor(k):
        n = number_of(k)
        for d, w in ((1, 2), (2, 1)):
            if n - d >= 1:
                near += w * (counts[k - d] > 0)
            if n + d <= 9:
                near += w * (counts[k + d] > 0)
        near += 1 if 3 <= n <= 7 else 0
    return near


def make(level: str, seed: int = 0):
    return HeroAgent(level, seed) if level in LEVELS else None
