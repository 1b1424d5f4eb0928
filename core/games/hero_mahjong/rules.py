"""The state of a Hero Mahjong game: the riichi game (core.games.riichi) with each seat's deck of
hero cards (shared/rules/hero_mahjong.md §5, §6).

A card is used by the action ``card`` (``target`` the card's id, ``option`` its choice: ``n=2``,
``seat=1``) in its timing window; the card is resolved at once and play goes on. Open so far:
自分打牌前 and 自分第一打前 (in the turn), 自分ツモ前 (a step before an own draw: cards or ``draw``),
自分アガり後 (a step after a win is established, before it is scored: cards or ``pass``) and
終局時 (a step after the payments, seat by seat from the dealer: cards or ``pass``; not after
a bust, which ends the game at once); a 常時 card joins each of these windows where its effects
are defined (cards.EFFECT_TIMINGS). An avatar is used at most once in a window (and once a hand
when its data says ``once_per_hand``); an action card once a game. Effects so
far: 加速N, 超加速N (also paid by deposits), extra dora indicators (at most four face up), peeks,
an opponent's suit counts, forced deposits (capped at the payer's points, never a bust), card
payments (capped likewise), the call lock, the unronnable discard, the free riichi. Decks: the basic rule
deals them; 2Pick (keep one of two per pile) and constructed (an avatar and action cards totalling
6) are chosen seat by seat before play, with the hands hidden meanwhile. 自分副露前 opens beside a seat's call options (加速 or 超加速 after the call's discard).
A hand tile may swap with a river tile (one for one; furiten read from the changed river).
Wall tricks: a hand tile to the wall's end, the sketch (see the next tile, keep or move it). 駅伝の道
offers chis on anyone's discard, ahead of an ordinary chi. Cards with several choices take them one at a time (a
``card_step``): up to three hand-river swaps, a swap between two rivers, モナ・リザ's tiles put back.
Teaching reads :meth:`HeroState.card_notes` (why a card is greyed out). What only one seat may
know travels in an event's ``info["private"]`` (redacted for the others).
"""
from __future__ import annotations

from dataclasses import dataclass

from core.engine import Event, Rng
from core.games.riichi.actions import RiichiAction, code, token
from core.games.riichi import settle
from core.games.riichi.calls import chi_shapes, kuikae_banned
from core.games.riichi.rules import CLAIMS, RIICHI_COST, TURN, RiichiState

from .cards import EFFECT_TIMINGS, load_set
from .decks import LEVEL_TOTAL, PILES, Deck, basic_decks, two_pick_offers

DORA_CAP = 4                       # ドラ表示牌の上限は四枚
TURN_WINDOWS = ("BEFORE_DISCARD", "BEFORE_FIRST_DISCARD")
BEFORE_DRAW, AFTER_WIN, END_OF_HAND = "before_draw", "after_win", "end_of_hand"   # the steps of those windows
SKETCH = "sketch"                  # 素描: the top tile seen, keep it or move it to the end
SUB = "card_step"                  # a card's further choices, one at a time (self.sub says which)
SECRET_CHOICES = ("tile_to_wall_end",)   # a card whose choice names a tile that stays hidden (万能の人)
DRAFT, BUILD = "draft", "build"    # 2Pickルール and 構築ルール: the decks are chosen before play


@dataclass(frozen=True)
class HeroAction(RiichiAction):
    """A riichi action, or ``card`` with the card's id as ``target`` and its choice as ``option``."""

    option: str = ""


class HeroState(RiichiState):
    """Riichi with hero cards (see the module docstring)."""

    def __init__(self, game, seats: int, options, seed: int) -> None:
        self.cardset = load_set(options["card_set"])
        mode = options["deck_mode"]
        deck_rng = Rng(seed ^ 0x4E5E)
        self.decks = basic_decks(self.cardset, deck_rng, seats) if mode == "basic" else [Deck("", ())] * seats
        self.offers = two_pick_offers(self.cardset, deck_rng, seats) if mode == "two_pick" else []
        self.choosing: list[int] = [] if mode == "basic" else list(range(seats))   # seats still choosing
        self.picks: list[list[str]] = [[] for _ in range(seats)]
        self.deal_events: list[Event] = []
        self.dealt = None                 # (hands, drawn) of the deal while the decks are chosen
        self.used: list[set] = [set() for _ in range(seats)]       # action cards spent for the game
        self.deposit = 0                  # card deposits on the table, in points (kept over draws like sticks)
        super().__init__(game, seats, options, seed)
        if self.choosing:                 # the hand is dealt, but nobody sees it before the decks are chosen
            self.play_step = self.step
            self.step = DRAFT if mode == "two_pick" else BUILD
            self.deal_events = self.start_events        # played once the decks are ready
            self.dealt = (self.hands, self.drawn)       # the tiles wait face down until then
            self.hands, self.drawn = [[] for _ in range(seats)], None
            self.start_events = [Event("decks_chosen", None, info={"mode": mode})]

    # --- the hand ----------------------------------------------------------------------------
    def _start_hand(self) -> list[Event]:
        self.accel = [[0, 0] for _ in range(self.seats)]   # pending [超加速, 加速] steps per seat
        self.extra_step: tuple | None = None               # (seat, "super" | "plain") of the step under way
        self.used_this_hand: list[set] = [set() for _ in range(self.seats)]   # avatars marked once_per_hand
        self.used_now: list[set] = [set() for _ in range(self.seats)]         # avatars used in the window open now
        self.call_lock: int | None = None                  # nobody may call this seat's discards
        self.no_ron_seat: int | None = None                # this seat's next discard cannot be ronned
        self.no_ron_now = False
        self.free_riichi = [False] * self.seats
        self.end_window: list[int] = []
        self.pending_over = None
        self.sub: dict | None = None
        self.sub_return = TURN
        self.win_window: list[int] = []          # winners still to answer the 自分アガり後 window
        self.after_call_gain = [[0, 0] for _ in range(self.seats)]   # [超加速, 加速] once the seat calls
        self.duels: list[tuple] = []             # (seat, opponent, amount) of 巌流島
        self.pending_win: tuple | None = None
        self.extra_han = [0] * self.seats
        self.not_drawn = None                    # a tile standing in for a drawn tile swapped or put away
        self.known: list[list[dict]] = [[] for _ in range(self.seats)]   # what each seat saw by its cards
        events = super()._start_hand()
        self.wall.cap = DORA_CAP
        return events

    def take_pool(self) -> int:
        points = super().take_pool() + self.deposit
        self.deposit = 0
        return points

    # --- card windows ----------------------------------------------------------------------------
    def _legal_actions(self, seat: int) -> list:
        """The riichi actions (as HeroActions, the game's action class) and the usable cards."""
        if seat not in self.to_move():
            return []
        windows = self._legal_actions_of_windows(seat)
        if windows is not None:
            return windows
        extra = []
        if self.step == CLAIMS and any(a.kind in ("pon", "chi", "open_kan") for a in self.claims.get(seat, ())):
            extra = self._card_actions(seat, ("BEFORE_CALL",))           # 自分副露前
        return extra + [a if isinstance(a, HeroAction) else HeroAction(a.kind, a.seat, a.cards, a.target)
                for a in super()._legal_actions(seat)]

    def _turn_actions(self, seat: int) -> list:
        """The riichi turn and the cards of 自分打牌前; no tsumo when the drawn tile went back to a
        river or the wall (a tile taken in its place was not drawn)."""
        out = super()._turn_actions(seat)
        if self.drawn is not None and self.drawn is self.not_drawn:
            out = [a for a in out if a.kind != "tsumo"]
        if self.drawn is not None:
            out += self._card_actions(seat, TURN_WINDOWS)
        return out

    def _card_actions(self, seat: int, windows) -> list[HeroAction]:
        """The cards ``seat`` may use now in these timing windows, each with its choices."""
        out = []
        for card_id in self.decks[seat].ids():
            card = self.cardset.card(card_id)
            if not self._in_window(seat, card, windows) or not self._may_use(seat, card):
                continue
            for option in self._options_of(seat, card):
                out.append(HeroAction("card", seat, target=card.id, option=option))
        return out

    def _in_window(self, seat: int, card, windows) -> bool:
        """Is one of these open windows the card's timing? 自分第一打前 only before one's first
        discard. 常時 ("いつでも能力を使用できます", seed): every window the engine opens for the
        card's owner (its turn, its call, before its draw, after its win, at the end of a hand;
        those windows open for it as for a card of their timing), wherever each of its effects
        is defined (EFFECT_TIMINGS). A seat with no claim is not stopped at others' discards."""
        if card.timing == "ALWAYS":
            first = self.discards_made[seat] == 0
            return any(all(w in EFFECT_TIMINGS[e.op] for e in card.effects)
                       for w in windows if w != "BEFORE_FIRST_DISCARD" or first)
        return card.timing in windows and (card.timing != "BEFORE_FIRST_DISCARD" or self.discards_made[seat] == 0)

    def _spent(self, seat: int, card) -> bool:
        """An action card used this game; an avatar used in the window open now (at most once at
        each of its moments), or this hand when its data says ``once_per_hand``."""
        return card.id in self.used[seat] or card.id in self.used_this_hand[seat] or card.id in self.used_now[seat]

    def _mark_used(self, seat: int, card) -> None:
        if not card.is_avatar:
            self.used[seat].add(card.id)
            return
        self.used_now[seat].add(card.id)
        if card.once_per_hand:
            self.used_this_hand[seat].add(card.id)

    def _may_use(self, seat: int, card) -> bool:
        """A card is spent (see :meth:`_spent`), barred by riichi, or its effect cannot happen:
        no dora indicator left under the cap (§6.4)."""
        if self._spent(seat, card):
            return False
        if self.riichi[seat] and not card.usable_in_riichi():
            return False
        if all(e.op == "dora" for e in card.effects) and self.wall.shown >= DORA_CAP:
            return False
        if not all(self._condition(seat, e) for e in card.effects):
            return False
        return any(op in EFFECTS_DONE for op in (e.op for e in card.effects)) and \
            all(e.op in EFFECTS_DONE for e in card.effects)

    def _places(self, seat: int) -> list[int]:
        """The places of a river whose tile may be swapped: not called, not the riichi tile ([P] Q12)."""
        return [i for i, p in enumerate(self.ponds[seat]) if not p["called"] and not p["riichi"]]

    def _swap_options(self, seat: int) -> list[str]:
        """One hand tile (by token) for one river tile (by place); not in riichi ([P]: a swap would
        change a riichi hand)."""
        tokens = sorted({token(t) for t in self.hands[seat]})
        return [f"hand={tok},river={i}" for tok in tokens for i in self._places(seat)]

    def _condition(self, seat: int, effect) -> bool:
        """Whether an effect with a condition can happen now (終局時 cards read the hand's end)."""
        last = self.history[-1] if self.history else {}
        if effect.op == "pool_if_last":
            return (self.ranking()[-1] == seat and self.pool_points() >= effect.get("amount"))
        if effect.op == "winner_pays":
            return last.get("result") == "win" and any(w["winner"] != seat for w in last.get("wins", []))
        if effect.op == "open_melds_bonus":
            return sum(1 for m in self.melds[seat] if m.open) >= effect.get("melds")
        if effect.op == "ron_on_riichi_bonus":
            winners, tile, tsumo, src, chankan = self.pending_win or ((), None, True, None, False)
            return not tsumo and src is not None and bool(self.riichi[src])
        if effect.op == "riichi_han":
            return bool(self.riichi[seat])
        if effect.op in ("tile_to_wall_end", "sketch"):
            return len(self.wall.live) >= 1 and not self.riichi[seat]
        if effect.op == "chi_from_anyone":
            return False                       # offered as a chi of its own (_claims_of), not as a card
        if effect.op == "swap_hand_river":
            return not self.riichi[seat] and bool(self._swap_options(seat))
        if effect.op == "swap_rivers":
            return not self.riichi[seat] and bool(self._places(seat)) and \
                any(self._places(s) for s in range(self.seats) if s != seat)
        if effect.op == "exchange_top":
            return not self.riichi[seat] and len(self.wall.live) >= effect.get("n")
        if effect.op == "noten_pays":
            return last.get("result") == "draw" and seat in last.get("tenpai", []) and \
                len(last.get("tenpai", [])) < self.seats
        return True

    def pool_points(self) -> int:
        """The table's deposits in points: the riichi sticks and the card deposits (§6.5)."""
        return super().pool_points() + self.deposit

    def _options_of(self, seat: int, card) -> list[str]:
        """The choices a card offers: N of a paid 超加速 (each step's deposit must be payable,
        §6.5), the opponent of a chosen forced deposit; [""] for none."""
        for e in card.effects:
            if e.op == "paid_super_accel":
                most = min(e.get("max"), self.scores[seat] // e.get("cost"))
                return [f"n={n}" for n in range(1, most + 1)]
            if e.op == "swap_hand_river" and e.get("max") == 1:
                return self._swap_options(seat)
            if e.op == "tile_to_wall_end":
                return [f"hand={tok}" for tok in sorted({token(t) for t in self.hands[seat]})]
            if (e.op == "forced_deposit" and e.get("target") == "choose") or e.op in ("count_suits", "duel"):
                return [f"seat={s}" for s in range(self.seats) if s != seat]
        return [""]

    # --- using a card ------------------------------------------------------------------------------
    def _apply(self, action) -> list[Event]:
        if action.kind != "card" and self.step != SUB:
            self.used_now[action.seat].clear()       # any other move closes the seat's window
        if action.kind == "card":
            events = self._use_card(action.seat, self.cardset.card(action.target), action.option)
            self._legal_cache = None
            return events
        if self.step == SUB:
            return self._sub_apply(action)
        if self.step in (DRAFT, BUILD):
            return self._choose_card(action)
        if self.step == SKETCH:                      # the sketched tile stays or goes to the end; then the draw
            if action.target == "move":
                self.wall.live.insert(0, self.wall.live.pop())
            self.step = TURN
            return [Event("sketched", action.seat, visible_to=(action.seat,), info={"moved": action.target == "move"})] \
                + super()._draw(action.seat)
        if self.step == BEFORE_DRAW:                 # "draw": the window closes
            self.step = TURN
            return super()._draw(action.seat)
        if self.step == END_OF_HAND:                 # "pass": this seat is done with the window
            self.end_window.pop(0)
            return self._end_window()
        if self.step == AFTER_WIN:
            self.win_window.pop(0)
            return self._win_window()
        return super()._apply(action)

    def to_move(self) -> tuple[int, ...]:
        if self.step in (DRAFT, BUILD):
            return (self.choosing[0],)
        if self.step in (BEFORE_DRAW, SKETCH):
            return (self.turn,)
        if self.step == SUB:
            return (self.sub["seat"],)
        if self.step == END_OF_HAND:
            return (self.end_window[0],)
        if self.step == AFTER_WIN:
            return (self.win_window[0],)
        return super().to_move()

    def _legal_actions_of_windows(self, seat: int) -> list | None:
        if self.step == BEFORE_DRAW:
            return self._card_actions(seat, ("BEFORE_DRAW",)) + [HeroAction("draw", seat)]
        if self.step == SKETCH:
            return [HeroAction("sketch", seat, target="keep"), HeroAction("sketch", seat, target="move")]
        if self.step == SUB:
            return self._sub_actions(seat)
        if self.step == DRAFT:                   # 2Pick: keep one of the two offered at the next level
            level = PILES[len(self.picks[seat])]
            return [HeroAction("pick", seat, target=c) for c in self.offers[seat][level]]
        if self.step == BUILD:
            return self._build_actions(seat)
        if self.step == END_OF_HAND:
            return self._card_actions(seat, ("END_OF_HAND",)) + [HeroAction("pass", seat)]
        if self.step == AFTER_WIN:
            return self._card_actions(seat, ("AFTER_OWN_WIN",)) + [HeroAction("pass", seat)]
        return None

    def _use_card(self, seat: int, card, option: str) -> list[Event]:
        choice = dict(part.split("=") for part in option.split(",") if part)
        secret = any(e.op in SECRET_CHOICES for e in card.effects)      # the choice is a hidden hand tile
        info = {"card": card.id, "timing": card.timing, "option": "" if secret else option}
        if secret:
            info["private"] = {"option": option}
        events = [Event("card_used", seat, visible_to=(seat,) if secret else None, info=info)]
        self._mark_used(seat, card)
        for effect in card.effects:
            events += getattr(self, f"_effect_{effect.op}")(seat, effect, choice)
        return events

    def _effect_accel(self, seat: int, effect, choice) -> list[Event]:
        """加速N: N more draws and discards after the normal discard; gains stack (§6.1)."""
        self.accel[seat][1] += effect.get("n")
        return [Event("accel", seat, info={"super": self.accel[seat][0], "plain": self.accel[seat][1]})]

    def _effect_super_accel(self, seat: int, effect, choice) -> list[Event]:
        """超加速N: as 加速N, and nobody may call from the normal discard on (§6.2)."""
        self.accel[seat][0] += effect.get("n")
        return [Event("accel", seat, info={"super": self.accel[seat][0], "plain": self.accel[seat][1]})]

    def _effect_paid_super_accel(self, seat: int, effect, choice) -> list[Event]:
        """超加速N paid by deposits of ``cost`` a step, N as the player chose."""
        n = int(choice["n"])
        events = self._deposit(seat, n * effect.get("cost"))
        self.accel[seat][0] += n
        return events + [Event("accel", seat, info={"super": self.accel[seat][0], "plain": self.accel[seat][1]})]

    def _effect_dora(self, seat: int, effect, choice) -> list[Event]:
        """DORA+k: more indicators face up, never more than four (§6.4)."""
        events = []
        for _ in range(effect.get("k")):
            shown = self.wall.reveal()
            if shown is None:
                break
            events.append(Event("dora_revealed", None, (token(shown),), "dead_wall", "dora", info={"card": True}))
        return events

    def _effect_peek(self, seat: int, effect, choice) -> list[Event]:
        """PEEK n: the seat alone sees the next n tiles of the live wall, in draw order."""
        tiles = list(reversed(self.wall.live[-effect.get("n"):]))
        self.known[seat].append({"kind": "peek", "tiles": [token(t) for t in tiles], "wall": len(self.wall.live)})
        return [Event("peeked", seat, tuple(token(t) for t in tiles), visible_to=(seat,))]

    def _effect_forced_deposit(self, seat: int, effect, choice) -> list[Event]:
        """A player is made to deposit (強制供託): the leading opponent, or the chosen one."""
        if effect.get("target") == "leader":
            others = [s for s in range(self.seats) if s != seat]
            target = min(others, key=lambda s: (-self.scores[s], (s - self.dealer) % self.seats))
        else:
            target = int(choice["seat"])
        return self._deposit(target, effect.get("amount"))

    def _effect_count_suits(self, seat: int, effect, choice) -> list[Event]:
        """Know the enemy: how many man, pin, sou and honour tiles an opponent holds, seen only by
        the card's owner."""
        target = int(choice["seat"])
        counts = [0, 0, 0, 0]
        for t in self.hands[target]:
            counts[min(t.kind // 9, 3)] += 1
        counted = {"man": counts[0], "pin": counts[1], "sou": counts[2], "honours": counts[3]}
        self.known[seat].append(dict(counted, kind="count", seat=target))
        return [Event("counted", seat, visible_to=(seat,), info={"seat": target, "private": counted})]

    def _effect_pool_if_last(self, seat: int, effect, choice) -> list[Event]:
        """Royal coffers: the last player takes ``amount`` from the deposits, card deposits first;
        a riichi stick is broken into change when they fall short (500 in deposits and a stick:
        the stick becomes 1,000 of deposits, 1,500 in all, and 1,000 is taken, 500 stays). The
        pool loses exactly what the player gains."""
        amount = effect.get("amount")
        while self.deposit < amount and self.sticks:
            self.sticks -= 1
            self.deposit += RIICHI_COST
        self.deposit -= amount
        self.scores[seat] += amount
        return [Event("pool_taken", seat, info={"amount": amount, "scores": list(self.scores)})]

    def _effect_winner_pays(self, seat: int, effect, choice) -> list[Event]:
        """Letters of marque: the hand's other winner pays (capped at their points)."""
        wins = self.history[-1].get("wins", [])
        winner = next(w["winner"] for w in wins if w["winner"] != seat)
        return self._transfer(winner, seat, effect.get("amount"))

    def _effect_noten_pays(self, seat: int, effect, choice) -> list[Event]:
        """Win without fighting: each noten player pays more (capped)."""
        tenpai = self.history[-1].get("tenpai", [])
        events = []
        for s in range(self.seats):
            if s not in tenpai:
                events += self._transfer(s, seat, effect.get("amount"))
        return events

    def _effect_open_melds_bonus(self, seat: int, effect, choice) -> list[Event]:
        """Great conquest: each other player pays more (capped)."""
        events = []
        for s in range(self.seats):
            if s != seat:
                events += self._transfer(s, seat, effect.get("amount"))
        return events

    def _effect_ron_on_riichi_bonus(self, seat: int, effect, choice) -> list[Event]:
        """Two heavens as one: the riichi player dealt in pays more (capped)."""
        return self._transfer(self.pending_win[3], seat, effect.get("amount"))

    def _effect_riichi_han(self, seat: int, effect, choice) -> list[Event]:
        """The book of five rings: a riichi win gains han (like dora: never the needed yaku)."""
        self.extra_han[seat] += effect.get("han")
        return []

    def bonus_han(self, seat: int) -> int:
        return self.extra_han[seat] if hasattr(self, "extra_han") else 0

    def _transfer(self, payer: int, receiver: int, amount: int) -> list[Event]:
        """A card payment: never more than the payer's points (§6.5, [P] Q11)."""
        paid = min(amount, max(0, self.scores[payer]))
        self.scores[payer] -= paid
        self.scores[receiver] += paid
        return [Event("card_paid", payer, info={"to": receiver, "amount": paid, "scores": list(self.scores)})]

    def _effect_accel_after_call(self, seat: int, effect, choice) -> list[Event]:
        """加速N after the discard that follows this call (lost if the seat does not call)."""
        self.after_call_gain[seat][1] += effect.get("n")
        return []

    def _effect_super_accel_after_call(self, seat: int, effect, choice) -> list[Event]:
        self.after_call_gain[seat][0] += effect.get("n")
        return []

    def _effect_duel(self, seat: int, effect, choice) -> list[Event]:
        """巌流島: with the chosen opponent, a ron on the other's discard pays ``amount`` more."""
        self.duels.append((seat, int(choice["seat"]), effect.get("amount")))
        return []

    def _effect_swap_hand_river(self, seat: int, effect, choice) -> list[Event]:
        """捨牌の入れ替え: a hand tile takes a river tile's place; furiten is judged from the river as
        it is now (the riichi engine reads the ponds). Up to ``max`` > 1: one swap at a time."""
        if effect is not None and effect.get("max") > 1:
            self.sub = {"op": "swaps", "seat": seat, "left": effect.get("max")}
            self.sub_return, self.step = self.step, SUB
            return []
        tile = self._tile_by_token(seat, choice["hand"])
        place = int(choice["river"])
        taken = self.ponds[seat][place]["tile"]
        self.hands[seat].remove(tile)
        self.hands[seat].append(taken)
        self.hands[seat].sort()
        self.ponds[seat][place] = {"tile": tile, "riichi": False, "called": False, "swapped": True}
        if self.drawn is tile:
            self.drawn = self.not_drawn = taken       # in the drawn tile's place, but not drawn: no tsumo on it
        return [Event("swapped", seat, (token(tile), token(taken)), f"hand:{seat}", f"pond:{seat}",
                      info={"place": place})]

    def _effect_swap_rivers(self, seat: int, effect, choice) -> list[Event]:
        """熱光線の鏡: a tile of one's river and a tile of another's river change places (two choices)."""
        self.sub = {"op": "swap_rivers", "seat": seat, "left": 1}
        self.sub_return, self.step = self.step, SUB
        return []

    def _effect_exchange_top(self, seat: int, effect, choice) -> list[Event]:
        """モナ・リザの微笑: the next n tiles into the hand, then n hand tiles back on top, one by one
        (the last one put back is drawn first)."""
        n = effect.get("n")
        taken = [self.wall.live.pop() for _ in range(n)]
        self.hands[seat] = sorted(self.hands[seat] + taken)
        self.sub = {"op": "put_back", "seat": seat, "left": n}
        self.sub_return, self.step = self.step, SUB
        return [Event("took_top", seat, tuple(token(t) for t in taken), "wall", f"hand:{seat}", visible_to=(seat,))]

    # --- choosing the decks (2Pickルール, 構築ルール) ---------------------------------------------------
    def _build_actions(self, seat: int) -> list[HeroAction]:
        """構築ルール: first an avatar, then action cards while their levels stay within 6; "done"
        once they total exactly 6 (or, with "at most", once there is one)."""
        picks = self.picks[seat]
        if not picks:
            return [HeroAction("pick", seat, target=c.id) for c in self.cardset.by_level(0)]
        total = sum(self.cardset.card(c).level for c in picks[1:])
        out = [HeroAction("pick", seat, target=c.id) for c in self.cardset.cards
               if not c.is_avatar and c.id not in picks and total + c.level <= LEVEL_TOTAL]
        exact = self.options["construction_total"] == "exact"
        if total == LEVEL_TOTAL or (not exact and total > 0):
            out.append(HeroAction("done", seat))
        return out

    def _choose_card(self, action) -> list[Event]:
        seat = action.seat
        done = action.kind == "done"
        if not done:
            self.picks[seat].append(action.target)
        if self.step == DRAFT:
            done = len(self.picks[seat]) == len(PILES)
        if not done:
            return [Event("picked", seat, visible_to=(seat,), info={"private": {"card": action.target}})]
        picks = self.picks[seat]
        self.decks[seat] = Deck(picks[0], tuple(picks[1:]))
        self.choosing.pop(0)
        events = [Event("picked", seat, visible_to=(seat,), info={"private": {"card": action.target}} if not done or
                        action.kind != "done" else {}),
                  Event("deck_ready", seat, (picks[0],), visible_to=(seat,), info={"private": {"avatar": picks[0]}})]
        if not self.choosing:
            self.step = self.play_step
            events.append(Event("decks_ready", None, info={"avatars": [d.avatar for d in self.decks]}))
            self.hands, self.drawn = self.dealt
            deal, self.deal_events, self.dealt = self.deal_events, [], None
            events += self._first_draw_window(deal)
        return events

    def _first_draw_window(self, deal: list[Event]) -> list[Event]:
        """The deal's events, played once the decks are ready; the dealer's first draw waits
        for its 自分ツモ前 window when the dealer now holds a card for it (the tile goes back on top)."""
        seat, tile = self.turn, self.drawn
        if tile is None or not self._card_actions(seat, ("BEFORE_DRAW",)):
            return deal
        self.hands[seat].remove(tile)
        self.wall.live.append(tile)
        self.drawn, self.step = None, BEFORE_DRAW
        self._legal_cache = None
        last_draw = max(i for i, e in enumerate(deal) if e.kind == "drew" and e.seat == seat)
        return deal[:last_draw] + deal[last_draw + 1:] + \
            [Event("window", seat, visible_to=(seat,), info={"private": {"timing": "BEFORE_DRAW"}})]

    def _sub_actions(self, seat: int) -> list[HeroAction]:
        sub = self.sub
        if sub["op"] == "swaps":                 # up to ``left`` more single swaps, or done
            return [HeroAction("swap", seat, option=o) for o in self._swap_options(seat)] + [HeroAction("done", seat)]
        if sub["op"] == "swap_rivers":
            return [HeroAction("swap_rivers", seat, option=f"mine={i},seat={s},place={j}")
                    for i in self._places(seat) for s in range(self.seats) if s != seat for j in self._places(s)]
        return [HeroAction("put_back", seat, cards=(tok,)) for tok in sorted({token(t) for t in self.hands[seat]})]

    def _sub_apply(self, action) -> list[Event]:
        seat, sub = action.seat, self.sub
        choice = dict(part.split("=") for part in action.option.split(",") if part)
        events = []
        if action.kind == "swap":
            events = self._effect_swap_hand_river(seat, None, choice)
            sub["left"] -= 1
        elif action.kind == "swap_rivers":
            mine, other, place = int(choice["mine"]), int(choice["seat"]), int(choice["place"])
            a, b = self.ponds[seat][mine], self.ponds[other][place]
            self.ponds[seat][mine] = dict(b, swapped=True)
            self.ponds[other][place] = dict(a, swapped=True)
            events = [Event("rivers_swapped", seat, (token(a["tile"]), token(b["tile"])),
                            info={"seat": other, "place": place, "mine": mine})]
            sub["left"] = 0
        elif action.kind == "put_back":
            tile = self._tile_by_token(seat, action.cards[0])
            self.hands[seat].remove(tile)
            self.wall.live.append(tile)
            if self.drawn is tile:
                self.drawn = self.not_drawn = self.hands[seat][-1]
            events = [Event("put_back", seat, (token(tile),), f"hand:{seat}", "wall", visible_to=(seat,))]
            sub["left"] -= 1
        if action.kind == "done" or sub["left"] <= 0 or (sub["op"] == "swaps" and not self._swap_options(seat)):
            self.step, self.sub = self.sub_return, None
        return events

    def _effect_tile_to_wall_end(self, seat: int, effect, choice) -> list[Event]:
        """万能の人: a hand tile becomes the last tile of the live wall; the next tile is drawn."""
        tile = self._tile_by_token(seat, choice["hand"])
        self.hands[seat].remove(tile)
        self.wall.live.insert(0, tile)
        new = self.wall.draw()
        self.hands[seat].append(new)
        self.hands[seat].sort()
        self.drawn = new
        return [Event("to_wall_end", seat, (token(tile),), f"hand:{seat}", "wall", visible_to=(seat,)),
                Event("drew", seat, (token(new),), "wall", f"hand:{seat}", visible_to=(seat,),
                      info={"wall": len(self.wall)})]

    def _effect_sketch(self, seat: int, effect, choice) -> list[Event]:
        """素描: the seat sees the next tile, then keeps it there or moves it to the end (a step)."""
        self.step = SKETCH
        self.known[seat].append({"kind": "peek", "tiles": [token(self.wall.live[-1])], "wall": len(self.wall.live)})
        return [Event("peeked", seat, (token(self.wall.live[-1]),), visible_to=(seat,))]

    def _effect_call_lock(self, seat: int, effect, choice) -> list[Event]:
        self.call_lock = seat
        return []

    def _effect_no_ron(self, seat: int, effect, choice) -> list[Event]:
        self.no_ron_seat = seat
        return []

    def _effect_free_riichi(self, seat: int, effect, choice) -> list[Event]:
        self.free_riichi[seat] = True
        return []

    def _deposit(self, seat: int, amount: int) -> list[Event]:
        """Points onto the table's deposits: a forced deposit beyond one's points takes all of
        them and leaves 0, never a bust (§6.5)."""
        paid = min(amount, max(0, self.scores[seat]))
        self.scores[seat] -= paid
        self.deposit += paid
        return [Event("deposited", seat, info={"amount": paid, "asked": amount, "scores": list(self.scores),
                                               "pool": self.pool_points()})]

    # --- the riichi hooks: extra steps, call locks, unronnable discards, free riichi -----------------
    def _discard(self, seat: int, tile, riichi: bool) -> list[Event]:
        self.no_ron_now = self.no_ron_seat == seat
        if self.no_ron_now:
            self.no_ron_seat = None
        return super()._discard(seat, tile, riichi)

    def _next_drawer(self, src: int) -> int:
        """After the normal discard (and each extra one) the seat with 超加速 or 加速 steps left
        draws again, 超加速 first (§6.3)."""
        self.no_ron_now = False
        steps = self.accel[src]
        if steps[0] or steps[1]:
            kind = "super" if steps[0] else "plain"
            steps[0 if kind == "super" else 1] -= 1
            self.extra_step = (src, kind)
            return src
        self.extra_step = None
        return super()._next_drawer(src)

    def _claims_of(self, seat: int, tile, next_seat: bool) -> list:
        """Beside the riichi claims, 駅伝の道 (a card for this call) lets a seat chi anyone's
        discard: those chis carry the card as their ``option``."""
        out = super()._claims_of(seat, tile, next_seat)
        if next_seat or not self._may_call(seat):
            return out
        for card_id in self.decks[seat].ids():
            card = self.cardset.card(card_id)
            if not self._in_window(seat, card, ("BEFORE_CALL",)) or self._spent(seat, card) or \
                    not any(e.op == "chi_from_anyone" for e in card.effects):
                continue
            for shape in chi_shapes(self.hands[seat], tile):
                if any(t.kind not in kuikae_banned(shape, tile) for t in self.hands[seat] if t not in shape):
                    out.append(HeroAction("chi", seat, tuple(token(t) for t in shape), "meld", option=f"card={card.id}"))
        return out

    def _resolve_claims(self) -> list[Event]:
        """A chi with 駅伝の道 goes before an ordinary chi (pon and kan still go first)."""
        self.answers = dict(sorted(self.answers.items(),
                                   key=lambda kv: not getattr(kv[1], "option", "").startswith("card=")))
        return super()._resolve_claims()

    def _calls_allowed(self, seat: int) -> bool:
        """No call on a seat under a call lock, nor from its normal discard through its 超加速."""
        src = self.claim_from
        if src == self.call_lock:
            return False
        return not (self.accel[src][0] or self.extra_step == (src, "super"))

    def _ron_blocked(self) -> bool:
        return self.no_ron_now

    def _riichi_cost(self, seat: int) -> int:
        if self.free_riichi[seat]:
            self.free_riichi[seat] = False
            return 0
        return super()._riichi_cost(seat)

    def _call(self, action, tile, src: int) -> list[Event]:
        """A call on a discard ends its discarder's 加速 at once; the steps left are lost (§6.1)."""
        self.accel[src] = [0, 0]
        self.extra_step = None
        seat = action.seat
        events = []
        if getattr(action, "option", "").startswith("card="):       # 駅伝の道: the card is spent on this chi
            card_id = action.option[5:]
            self._mark_used(seat, self.cardset.card(card_id))
            events.append(Event("card_used", seat, info={"card": card_id, "timing": "BEFORE_CALL", "option": ""}))
        gain = self.after_call_gain[seat]
        self.accel[seat] = [self.accel[seat][0] + gain[0], self.accel[seat][1] + gain[1]]
        self.after_call_gain[seat] = [0, 0]
        return events + super()._call(action, tile, src)

    def _draw(self, seat: int, replacement: bool = False) -> list[Event]:
        """Before an own draw (no call in between) the 自分ツモ前 window opens if the seat has a
        card for it."""
        if seat == self.call_lock and not replacement:
            self.call_lock = None                  # the lock lasts until the seat's next draw
        if self.extra_step is not None and self.extra_step[0] != seat:
            self.extra_step = None
        if not replacement and self.wall.live and self._card_actions(seat, ("BEFORE_DRAW",)):
            self.turn, self.drawn, self.step = seat, None, BEFORE_DRAW
            return [Event("window", seat, visible_to=(seat,), info={"private": {"timing": "BEFORE_DRAW"}})]
        return super()._draw(seat, replacement)

    def _win(self, winners: list[int], tile, tsumo: bool, from_seat: int | None = None,
             chankan: bool = False) -> list[Event]:
        """A win is established: before it is scored the 自分アガり後 window opens for each winner
        with a card for it (in turn order); then the riichi scoring."""
        self.pending_win = (tuple(winners), tile, tsumo, from_seat, chankan)
        self.win_scores = list(self.scores)          # the cards' payments at this win are told with it
        self.win_window = [s for s in winners if self._card_actions(s, ("AFTER_OWN_WIN",))]
        return self._win_window()

    def _win_window(self) -> list[Event]:
        while self.win_window and not self._card_actions(self.win_window[0], ("AFTER_OWN_WIN",)):
            self.win_window.pop(0)
        if self.win_window:
            self.step = AFTER_WIN
            return [Event("window", self.win_window[0], visible_to=(self.win_window[0],), info={"private": {"timing": "AFTER_OWN_WIN"}})]
        winners, tile, tsumo, from_seat, chankan = self.pending_win
        self.step = TURN
        self.riichi_pending = None
        events = settle.wins(self, list(winners), tile, tsumo, from_seat, chankan)
        if not tsumo:
            for seat in winners:
                for a, b, amount in self.duels:
                    if {seat, from_seat} == {a, b}:
                        events += self._transfer(from_seat, seat, amount)      # 巌流島
        self._tell_card_payments([e for e in events if e.kind == "won"])
        return events + self._hand_over(dealer_keeps=self.dealer in winners, kind="win")

    def _tell_card_payments(self, won: list[Event]) -> None:
        """The won events carry the cards' payments of this win (自分アガり後, 巌流島) as
        ``card_delta`` beside the win's own ``delta``, and the scores after both."""
        if not won:
            return
        paid = [sum(int((e.info.get("delta") or [0] * self.seats)[s]) for e in won) for s in range(self.seats)]
        card = [self.scores[s] - self.win_scores[s] - paid[s] for s in range(self.seats)]
        if any(card):
            won[0].info["card_delta"] = card
        for e in won:
            e.info["scores"] = list(self.scores)

    def _hand_over(self, dealer_keeps: bool, kind: str) -> list[Event]:
        """After the payments the 終局時 window opens for every seat with a card for it, in turn
        order from the dealer; then the hand is over. A bust ends the game first, with no window:
        "いずれかのプレイヤーが0点未満となったとき(トビが出たとき)、ゲームは終了となりその時点での順位が
        最終順位となります" (seed)."""
        if self.busted():
            return super()._hand_over(dealer_keeps, kind)
        order = [(self.dealer + i) % self.seats for i in range(self.seats)]
        self.end_window = [s for s in order if self._card_actions(s, ("END_OF_HAND",))]
        self.pending_over = (dealer_keeps, kind)
        return self._end_window()

    def _end_window(self) -> list[Event]:
        while self.end_window and not self._card_actions(self.end_window[0], ("END_OF_HAND",)):
            self.end_window.pop(0)
        if self.end_window:
            self.step = END_OF_HAND
            return [Event("window", self.end_window[0], visible_to=(self.end_window[0],), info={"private": {"timing": "END_OF_HAND"}})]
        dealer_keeps, kind = self.pending_over
        self.step = TURN
        return super()._hand_over(dealer_keeps, kind)

    # --- teaching: why a card can or cannot be used now (§10) ------------------------------------------
    def card_notes(self, seat: int) -> dict[str, str]:
        """For each of ``seat``'s cards: "" when usable now, else why not: ``spent`` (an action
        card used this game), ``used_this_hand`` (an avatar whose data says once a hand),
        ``used_now`` (an avatar already used in this window), ``riichi`` (action cards wait for
        自分アガり後 and 終局時), ``cap`` (four dora indicators show), ``cost`` (the deposit cannot be
        paid), ``condition`` (its window is open but its effect cannot happen), ``timing``."""
        legal = self.legal_actions(seat)
        usable = {a.target for a in legal if a.kind == "card"}
        usable |= {a.option[5:] for a in legal if a.kind == "chi" and a.option.startswith("card=")}
        windows = self._open_windows(seat)
        out = {}
        for card_id in self.decks[seat].ids():
            card = self.cardset.card(card_id)
            out[card_id] = "" if card_id in usable else self._blocker(seat, card, windows)
        return out

    def _blocker(self, seat: int, card, windows) -> str:
        if card.id in self.used[seat]:
            return "spent"
        if card.id in self.used_this_hand[seat]:
            return "used_this_hand"
        if card.id in self.used_now[seat]:
            return "used_now"
        if self.riichi[seat] and not card.usable_in_riichi():
            return "riichi"
        if all(e.op == "dora" for e in card.effects) and self.wall.shown >= DORA_CAP:
            return "cap"
        if any(e.op == "paid_super_accel" and self.scores[seat] < e.get("cost") for e in card.effects):
            return "cost"
        return "condition" if card.timing in windows else "timing"

    def _open_windows(self, seat: int) -> set[str]:
        """The timing windows open for ``seat`` now (常時 with any of them)."""
        windows = self._open_timings(seat)
        return windows | {"ALWAYS"} if windows else windows

    def _open_timings(self, seat: int) -> set[str]:
        if seat not in self.to_move():
            return set()
        if self.step == TURN and self.turn == seat and self.drawn is not None:
            return {"BEFORE_DISCARD"} | ({"BEFORE_FIRST_DISCARD"} if self.discards_made[seat] == 0 else set())
        if self.step == CLAIMS:
            return {"BEFORE_CALL"} if any(a.kind in ("pon", "chi", "open_kan") for a in self.claims.get(seat, ())) else set()
        return {BEFORE_DRAW: {"BEFORE_DRAW"}, AFTER_WIN: {"AFTER_OWN_WIN"}, END_OF_HAND: {"END_OF_HAND"}}.get(self.step, set())

    def view(self, seat: int | None):
        """Avatars are public; action cards too in the basic rule, otherwise only once used (and
        to their owner). While the decks are chosen the deal waits face down (no hand yet)."""
        v = super().view(seat)
        hidden = self.options["deck_mode"] != "basic"
        v.data["decks"] = [[c for c in d.ids() if seat is None or s == seat or not hidden or
                            c == d.avatar or c in self.used[s]] for s, d in enumerate(self.decks)]
        v.data["deck_sizes"] = [len(d.ids()) for d in self.decks]
        if self.step in (DRAFT, BUILD) and seat is not None and seat in self.choosing:
            v.data["choosing"] = {"picks": list(self.picks[seat])}
        v.data["used"] = [sorted(u) for u in self.used]
        v.data["used_hand"] = [sorted(u | n) for u, n in zip(self.used_this_hand, self.used_now)]   # avatars not usable again yet
        if seat is not None and seat != self.turn and self.step in (BEFORE_DRAW, SKETCH):
            v.data["step"] = TURN              # a 自分ツモ前 window would tell the others that a card is held
        for s, pond in enumerate(self.ponds):                                 # a swapped river tile is marked
            for p, shown in zip(pond, v.data["ponds"][s]):
                if p.get("swapped"):
                    shown["swapped"] = True
        v.data["known"] = [list(k) for k in self.known] if seat is None else \
            [list(k) if s == seat else [] for s, k in enumerate(self.known)]     # peeks and counts: their owner's
        if seat is not None and self.step not in (DRAFT, BUILD):
            v.data["card_notes"] = self.card_notes(seat)
            if self.step == SKETCH and seat == self.turn:
                v.data["sketch"] = token(self.wall.live[-1])                  # 素描: the top tile, seen by its owner
        v.data["accel"] = [list(a) for a in self.accel]
        v.data["deposit"] = self.deposit
        return v

    def snapshot(self) -> dict:
        data = super().snapshot()
        data.update({"decks": [list(d.ids()) for d in self.decks], "used": [sorted(u) for u in self.used],
                     "used_hand": [sorted(u) for u in self.used_this_hand],
                     "used_now": [sorted(u) for u in self.used_now], "accel": self.accel,
                     "extra": list(self.extra_step) if self.extra_step else None, "lock": self.call_lock,
                     "no_ron": [self.no_ron_seat, self.no_ron_now], "free": self.free_riichi,
                     "deposit": self.deposit, "cap": self.wall.cap, "end_window": self.end_window,
                     "pending_over": list(self.pending_over) if self.pending_over else None,
                     "win_window": self.win_window, "extra_han": self.extra_han,
                     "after_call": self.after_call_gain, "duels": [list(d) for d in self.duels],
                     "sub": self.sub, "sub_return": self.sub_return, "choosing": self.choosing,
                     "picks": self.picks, "dealt": None if self.dealt is None else
                     [[[code(t) for t in h] for h in self.dealt[0]], code(self.dealt[1]) if self.dealt[1] else None], "offers": [{str(k): list(v) for k, v in o.items()} for o in self.offers],
                     "pending_win": _win_json(self.pending_win), "win_scores": getattr(self, "win_scores", None),
                     "not_drawn": code(self.not_drawn) if self.not_drawn is not None else None,
                     "known": self.known})
        return data


def _win_json(pending):
    if pending is None:
        return None
    winners, tile, tsumo, src, chankan = pending
    return [list(winners), code(tile) if tile is not None else None, tsumo, src, chankan]


#: the effect operations this engine resolves so far (a card with another one is not offered yet)
EFFECTS_DONE = frozenset({"accel", "super_accel", "paid_super_accel", "dora", "peek", "forced_deposit",
                          "call_lock", "no_ron", "free_riichi", "count_suits", "pool_if_last", "winner_pays",
                          "noten_pays", "open_melds_bonus", "ron_on_riichi_bonus", "riichi_han", "accel_after_call",
                          "super_accel_after_call", "duel", "swap_hand_river", "tile_to_wall_end", "sketch",
                          "chi_from_anyone", "swap_rivers", "exchange_top"})
__all__ = ["HeroAction", "HeroState", "TURN"]
