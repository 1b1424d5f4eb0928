"""Daifugō under 《ルール追加》: the base rules (seed §2.3-2.4) plus the rules added so far.

Turn loop: 親 leads (打ち出し, no pass) → each turn play a stronger combination of the same size or
pass → when the turn reaches the owner of the top cards the field is cleared and the owner
becomes 親 (a finished or eliminated owner is a "ghost" seat: passing over it clears the field,
spec Q1) → after every play or pass, and after every rule it set off has been carried out (seed
§2.4 footnote: a 9 that takes a card from the discard pile does not go out), everybody with no
cards goes out (上がり), the turn player first and the rest clockwise; the last one standing
goes out at once → the game ends when the speed (速度) says so.

Added rules (:mod:`.book`) fire at events; their effects wait in a queue that is run before the
finish check (spec §4.8). Several rules set off by one player at once are ordered by that player
(seed: 発動プレイヤーが処理の順番を決める); rules of several players run from the turn player
clockwise. Effects that need a choice stop the queue with a pending decision for that player.

Stages after each action: ``finish`` (the finish check, repeated while rules keep finishing
players) → ``end`` (the speed) → ``advance`` (next turn, skips, T4 reset) → ``check_act``
(脱落 of a turn player who cannot act) → ``act``.
"""
from __future__ import annotations

from core.cards import JOKER, deck, is_card, pretty
from core.engine import (HIDDEN, QT_TRANSLATE_NOOP, Action, Event, IllegalAction, Msg, Result, Rng,
                         State, View, msg)

from . import combos
from .book import RuleBook
from .conditions import holds, split_on_play
from .effects import ACTIVE, ELIMINATED, FINISHED, Effects

CTX = "daifugo"
MAX_BATCHES = 32          # spec Q17: cascading rule batches per action
MAX_ACTIONS = 4000        # engine safeguard: a game that runs this long ends with its places
PLAY_KINDS = frozenset(combos.PLAY_KIND.values())


#: The memo of :meth:`DaifugoState._candidate_entry`: (hand, size, sequence_min, emperor) ->
#: [candidates, their shapes or None]; cleared when it grows past the limit.
_CANDIDATES: dict[tuple, list] = {}
_CANDIDATES_MAX = 50_000
#: The pass of each seat, made once (actions are immutable).
_PASS = tuple(Action("pass", s, (), "pass") for s in range(16))


#: A hand left by a play -> (the hand before it, the cards played): a new hand's candidates are
#: those of the hand before that it still holds (:func:`_derived_entry`).
_PARENTS: dict[tuple, tuple] = {}


def _derived_entry(key: tuple) -> list | None:
    """The candidate entry of ``key`` (hand, size, sequence_min, emperor) worked out from the
    remembered entry of the hand it came from by a play, or None when there is none.

    The candidates of a hand are those of a larger hand that it holds whole, in the same order:
    sets go by size, then rank, then the cards' order, and sequences and emperors are sorted, so
    dropping the ones that use a card played away leaves the list that would be worked out. An
    entry of every size serves one size by keeping that size (the same order again)."""
    hand, size, sequence_min, emperor = key
    link = _PARENTS.get(hand)
    if link is None:
        return None
    parent, played = link
    source = _CANDIDATES.get((parent, size, sequence_min, emperor))
    by_size = False
    if source is None and size is not None:
        source = _CANDIDATES.get((parent, None, sequence_min, emperor))
        by_size = True
    if source is None:
        return None
    gone = {c for c in played if c not in hand}       # codes the hand no longer holds at all
    fewer = {c: hand.count(c) for c in set(played) if c in hand}   # codes it holds fewer of (Jokers)
    cands, shapes = source[0], source[1]
    keep = []
    for i, (_kind, cards) in enumerate(cands):
        if by_size and len(cards) != size:
            continue
        if gone and not gone.isdisjoint(cards):
            continue
        if fewer and any(cards.count(c) > n for c, n in fewer.items()):
            continue
        keep.append(i)
    return [tuple(cands[i] for i in keep), None if shapes is None else tuple(shapes[i] for i in keep), {}]


def start_search_order() -> list[str]:
    """The cards searched for the first 親 (seed §2.3.3): ♦3…♦K, then ♥, ♠, ♣; then (spec Q4)
    A and 2 in the same suit order."""
    order = []
    for s in "dhsc":
        order += [r + s for r in "3456789TJQK"]
    for r in "A2":
        order += [r + s for s in "dhsc"]
    return order


def _not_a_card(cards) -> Msg | None:
    """A reason if some code in ``cards`` is not a card of the deck at all."""
    for c in cards:
        if not isinstance(c, str) or not is_card(c):
            return msg("daifugo", QT_TRANSLATE_NOOP("daifugo", "{card} is not a card."), card=str(c))
    return None


class DaifugoState(Effects, State):
    """The whole position of one game: hands, field, discard pile, turn, and the added rules."""

    def __init__(self, game, seats: int, options, seed: int, book: RuleBook | None = None) -> None:
        super().__init__(game, seats, options, seed)
        if seats < 2:
            raise ValueError("daifugō needs at least 2 players")
        self.rng = Rng(seed)
        self.book = book if book is not None else RuleBook.from_json(list(options.get("rules", [])))
        self.history = [list(p) for p in options.get("history", [])]
        self.game_index = len(self.history) + 1
        self.hands: list[list[str]] = [[] for _ in range(seats)]
        self.field: list[tuple[int, tuple[str, ...]]] = []
        self.kinds: dict[tuple, str] = {}        # cards on the field played as a sequence / emperor
        self.discard: list[str] = []
        self.out: list[str] = []
        self.status = [ACTIVE] * seats
        self.places: list[int] = []              # from the top, in finishing order
        self.bottom: list[int] = []              # from the bottom (反則上がり, 都落ち), first = last place
        self.fallen: list[int] = []              # of those, the fallen 1sts of 都落ち
        self.direction = 1
        self.turn = 0
        self.parent = 0
        self.over = False
        self.start_card: str | None = None
        self.vars = {"revolution": False, "eleven_back": False, "revolution_locked": False}
        self.locks: list[dict] = []
        self.pending: dict | None = None
        self.queue: list[dict] = []
        self.stage = "start"
        self.next_turn: tuple | None = None
        self.skips = 0
        self.first_lead_done = False
        self.emptied: dict[int, tuple] = {}      # seat -> the play that emptied their hand
        self.end_now = False
        self.invert_rest = False
        self.quiet = 0                           # passes since a card last moved (spec Q17)
        self.batches = 0
        self.recheck = False
        self.replaced: set[int] = set()
        self._legal_cache: tuple | None = None
        self._version = 0
        self.start_events = self._deal()
        self.start_events += self._run()

    # --- set-up ---------------------------------------------------------------------------
    def _deal(self) -> list[Event]:
        cards = deck(jokers=2)
        self.rng.shuffle(cards)
        self.deal_start = self.rng.randbelow(self.seats)     # spec Q5: random first seat, logged
        for i, card in enumerate(cards):
            self.hands[(self.deal_start + i) % self.seats].append(card)
        for h in self.hands:
            h.sort(key=combos.sort_key)
        events = [Event("dealt", s, tuple(h), "deck", f"hand:{s}", visible_to=(s,)) for s, h in enumerate(self.hands)]
        self.turn = self.parent = self.deal_start
        self._fire("game_start", {"event": "game_start", "actor": self.parent})
        self.stage = "choose_parent"
        return events

    def _choose_parent(self) -> list[Event]:
        holder = None
        for r, comp in reversed(self.book.start_rules):      # the newest start rule decides
            if comp["type"] == "start_prev_last":
                holder = self.who("prev_last", {})
                if holder is not None and self.status[holder] == ACTIVE:
                    self.start_card = None
                    break
                holder = None
            else:
                holder = next((s for s in range(self.seats) if comp["card"] in self.hands[s]), None)
                if holder is not None:
                    self.start_card = comp["card"]
                    break
        if holder is None:
            for card in start_search_order():
                holder = next((s for s in range(self.seats) if card in self.hands[s]), None)
                if holder is not None:
                    self.start_card = card
                    break
        if holder is None:    # spec Q4: a Joker holder, else a random player
            holder = next((s for s in range(self.seats) if JOKER in self.hands[s]), None)
            if holder is None:
                holder = self.rng.randbelow(self.seats)
        self.parent = self.turn = holder
        return [Event("parent_chosen", holder, (self.start_card,) if self.start_card else (),
                      info={"card": self.start_card})]

    # --- queries --------------------------------------------------------------------------
    @property
    def is_lead(self) -> bool:
        """True when the field is empty: the turn player must lead (打ち出し)."""
        return not self.field

    @property
    def top(self) -> tuple[str, ...] | None:
        """The top cards of the field (場札)."""
        return self.field[-1][1] if self.field else None

    @property
    def inverted(self) -> bool:
        """Whether the rank order is reversed now (革命 XOR 11バック)."""
        return self.vars["revolution"] != self.vars["eleven_back"]

    def shape(self, cards) -> combos.Shape | None:
        """The shape of ``cards``: as played if they are on the field, else the first that fits."""
        cards = tuple(cards)
        kind = self.kinds.get(cards)
        if kind:
            return combos.shape_of(cards, kind, self.book.sequence_min or 3)
        s = combos.shape_of(cards)
        if s is None and self.book.sequence_min:
            s = combos.shape_of(cards, combos.SEQUENCE, self.book.sequence_min)
        if s is None and self.book.emperor:
            s = combos.shape_of(cards, combos.EMPEROR)
        return s

    def speed(self) -> int:
        return self.options["speed"]

    def to_move(self) -> tuple[int, ...]:
        if self.over:
            return ()
        if self.pending is not None:
            return (self.pending["seat"],)
        return (self.turn,)

    def is_over(self) -> bool:
        return self.over

    def _candidates(self, seat: int, size: int | None = None) -> list[tuple[str, tuple[str, ...]]]:
        """Every combination in the hand (of ``size`` cards if given), of every shape the rules
        allow: [(kind, cards)]."""
        return list(self._candidate_entry(seat, size)[0])

    def _candidate_entry(self, seat: int, size: int | None) -> list:
        """[the candidates as a tuple, their shapes (filled in when first needed), their actions
        per seat (seat -> a list filled in as they are first needed)], memoised per hand, size
        and the shapes the rules allow (the search meets the same hands again and again)."""
        hand = self.hands[seat]
        book = self.book
        hand_key = tuple(hand)
        key = (hand_key, size, book.sequence_min, book.emperor)
        entry = _CANDIDATES.get(key)
        if entry is None:
            entry = _derived_entry(key)
            if entry is not None:
                if len(_CANDIDATES) > _CANDIDATES_MAX:
                    _CANDIDATES.clear()
                _CANDIDATES[key] = entry
                return entry
            out = [("set", c) for c in combos.combinations_in(hand, size)]
            if book.sequence_min:
                out += [("sequence", c) for c in combos.runs_in(hand, book.sequence_min, length=size)]
            if book.emperor:
                out += [("emperor", c) for c in combos.runs_in(hand, emperor=True, length=size)]
            if len(_CANDIDATES) > _CANDIDATES_MAX:
                _CANDIDATES.clear()
            entry = _CANDIDATES[key] = [tuple(out), None, {}]
        return entry

    def plays_for(self, seat: int) -> list[tuple[str, tuple[str, ...]]]:
        """The combinations ``seat`` may play now, as (kind, cards)."""
        hand = self.hands[seat]
        book = self.book
        if book.plain:
            if self.is_lead:
                return [("set", c) for c in combos.combinations_in(hand)]
            top = self.top
            return [("set", c) for c in combos.combinations_in(hand, len(top), combos.strength(top))]
        entry, legal = self._ruled_plays(seat)
        return [k for i, k in enumerate(entry[0]) if i in legal]

    def _ruled_plays(self, seat: int) -> tuple[list, set[int]]:
        """Under added rules: the candidate entry of ``seat`` (:meth:`_candidate_entry`) and the
        indices of its candidates that may be played now."""
        book = self.book
        # following, only plays of the field's size can beat it, unless a rule allows others
        is_lead = self.is_lead
        size = None if is_lead or book.allows else len(self.top)
        entry = self._candidate_entry(seat, size)
        cands = entry[0]
        if is_lead:
            legal = set(range(len(cands)))
        else:
            top = self.shape(self.top)
            legal = set()
            if top is not None and top.level != combos.JOKER_STRENGTH:    # (nothing beats Jokers only)
                shapes = entry[1]
                if shapes is None:
                    min_len = book.sequence_min or 3
                    shapes = entry[1] = tuple(combos.shape_of(cards, kind, min_len) for kind, cards in cands)
                # combos.stronger, inlined: the same kind and size, stronger in the order now
                t_kind, t_size, t_level = top[0], top[1], top[2]
                inv = self.inverted
                for i, sh in enumerate(shapes):
                    if sh is not None and sh[0] == t_kind and sh[1] == t_size:
                        level = sh[2]
                        if level == combos.JOKER_STRENGTH or (level < t_level if inv else level > t_level):
                            legal.add(i)
        # Statics in priority order, the newest last: "the later rule wins" (seed §2.2) at a lead
        # too, where an allow can only give back what an older deny took away (issue 18 #17).
        ctx = {"actor": seat, "answered": self.top, "is_lead": is_lead, "event": "legal"}
        for _r, comp in book.statics:
            t = comp["type"]
            if t == "allow":
                cond = comp["if"]
                asked = [i for i in range(len(cands)) if i not in legal]
                if asked:
                    applies, cond = self._static_applies(cond, ctx)
                    if applies:
                        asking = dict(ctx)  # one context, its play set in turn (the tests only read it)
                        for i in asked:
                            asking["play"] = cands[i][1]
                            if holds(self, cond, asking):
                                legal.add(i)
            elif t == "deny":
                cond = comp["if"]
                if legal:
                    applies, cond = self._static_applies(cond, ctx)
                    if applies:
                        asking = dict(ctx)
                        kept = set()
                        for i in legal:
                            asking["play"] = cands[i][1]
                            if not holds(self, cond, asking):
                                kept.add(i)
                        legal = kept
            elif t == "obey_locks" and self.locks and not is_lead:
                min_len = book.sequence_min or 3
                legal = {i for i in legal
                         if not self.breaks_locks(cands[i][1], combos.shape_of(cands[i][1], cands[i][0], min_len))}
        return entry, legal

    def _static_applies(self, cond: dict | None, ctx: dict) -> tuple[bool, dict | None]:
        """Whether an allow / deny static's condition can hold for some play now, and the part
        of it left to ask of each play: its conjuncts that do not read the play are asked once
        (:func:`.conditions.split_on_play`). Should one of them fail to evaluate, the whole
        condition is asked of each play, as if unsplit."""
        fixed, rest = split_on_play(cond)
        if not fixed:
            return True, cond
        try:
            if not all(holds(self, c, ctx) for c in fixed):
                return False, None
        except Exception:
            return True, cond
        return True, rest

    def _fresh_legal(self, seat: int) -> list[Action]:
        self._legal_cache = None
        return self.legal_actions(seat)

    def _may_pass(self, seat: int, plays: list) -> bool:
        if self.is_lead:
            return False
        if plays and any(comp["type"] == "must_play" for _r, comp in self.book.statics):
            return False
        return True

    def legal_actions(self, seat: int) -> list[Action]:
        if self.over or seat != (self.turn if self.pending is None else self.pending["seat"]):
            return []                   # (seat not in self.to_move(), without making the tuple)
        key = (self._version, seat)
        if self._legal_cache and self._legal_cache[0] == key:
            return list(self._legal_cache[1])
        if self.pending is not None:
            acts = self.decision_actions(seat)
        elif self.book.plain:
            plays = self.plays_for(seat)
            acts = [Action(combos.PLAY_KIND[k], seat, p, "field") for k, p in plays]
            if self._may_pass(seat, plays):
                acts.append(Action("pass", seat, (), "pass"))
        else:
            entry, legal = self._ruled_plays(seat)
            cands = entry[0]
            made = entry[2].get(seat)           # the actions of these candidates, made once
            if made is None:
                made = entry[2][seat] = [None] * len(cands)
            acts = []
            for i in sorted(legal):
                a = made[i]
                if a is None:
                    kind, cards = cands[i]
                    a = made[i] = Action(combos.PLAY_KIND[kind], seat, cards, "field")
                acts.append(a)
            if self._may_pass(seat, acts):
                acts.append(_PASS[seat] if seat < len(_PASS) else Action("pass", seat, (), "pass"))
        self._legal_cache = (key, acts)
        return list(acts)

    def explain(self, seat: int, cards: tuple, target: str) -> Msg:
        if self.over or seat not in self.to_move():
            return super().explain(seat, cards, target)
        bad = _not_a_card(cards)
        if bad is not None:
            return bad
        if self.pending is not None:
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "First answer the rule that is waiting for you."))
        if target == "pass":
            return self.why_illegal(Action("pass", seat, (), "pass"))
        if target != "field":
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Cards can only be played to the field."))
        return self.why_illegal(Action("play", seat, combos.canonical(cards), "field"))

    def why_illegal(self, action: Action) -> Msg:
        if self.pending is not None and action.kind in ("play", "pass", "sequence", "emperor"):
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "First answer the rule that is waiting for you."))
        if action.kind == "pass":
            if self.is_lead:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "You are 親 and must lead: a lead (打ち出し) cannot be passed."))
            if any(a.kind in PLAY_KINDS for a in self.legal_actions(action.seat)):
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "An added rule says you must play when you can."))
            return super().why_illegal(action)
        if action.kind not in PLAY_KINDS or action.target != "field":
            return super().why_illegal(action)
        bad = _not_a_card(action.cards)
        if bad is not None:
            return bad
        cards = list(action.cards)
        hand = list(self.hands[action.seat])
        for c in cards:
            if c not in hand:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "{card} is not in your hand."), card=pretty(c))
            hand.remove(c)
        if not cards:
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Choose at least one card to play."))
        if self.shape(cards) is None:
            if self.book.sequence_min:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Cards played together must be of the same rank, or a sequence (階段) of one suit."))
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Cards played together must be of the same rank (Jokers may join any rank)."))
        if not self.is_lead:
            top = self.top
            if len(cards) != len(top):
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "You must play {n} card(s), as many as on the field."), n=len(top))
            mine, theirs = self.shape(cards), self.shape(top)
            if mine is not None and theirs is not None and mine.kind != theirs.kind:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "You must play the same kind of combination as the field."))
            if mine is not None and theirs is not None and not combos.stronger(mine, theirs, self.inverted):
                if self.inverted:
                    return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Your cards must be stronger than the field; the order is reversed now (2 < A < … < 4 < 3 < Joker)."))
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "Your cards must be stronger than the field (3 < … < K < A < 2 < Joker)."))
            if self.locks:
                return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "A lock (縛り) is in force: your cards must follow it."))
        if tuple(combos.canonical(cards)) != tuple(cards):
            return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "That move is not allowed now."))
        return msg(CTX, QT_TRANSLATE_NOOP("daifugo", "An added rule forbids that play."))

    # --- applying -------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        self._version += 1
        self.batches = 0
        if self.pending is not None:
            events = self._answer(action)
            return events + self._run()
        self.replaced = set()
        seat = action.seat
        events: list[Event] = []
        if action.kind in PLAY_KINDS:
            is_lead = self.is_lead
            answered = self.top
            cards = tuple(action.cards)
            hand = self.hands[seat]
            before = tuple(hand)
            for c in cards:
                hand.remove(c)
            if hand and not self.book.plain:        # the hand it came from (see _derived_entry)
                if len(_PARENTS) > _CANDIDATES_MAX:
                    _PARENTS.clear()
                _PARENTS[tuple(hand)] = (before, cards)
            self._put_on_field(seat, cards, combos.KIND_OF_ACTION[action.kind])
            if not self.hands[seat]:
                self.emptied[seat] = cards
            self.quiet = 0
            info = {"lead": is_lead}
            if action.kind != "play":
                info["kind"] = combos.KIND_OF_ACTION[action.kind]
            events.append(Event("played", seat, cards, f"hand:{seat}", "field", info=info))
            self._fire("play", {"event": "play", "actor": seat, "play": cards, "answered": answered,
                                "is_lead": is_lead, "owner": seat})
            self.first_lead_done = True
        else:
            events.append(Event("passed", seat))
            self.quiet += 1
            self._fire("pass", {"event": "pass", "actor": seat, "answered": self.top, "owner": self._owner()})
            active = sum(1 for st in self.status if st == ACTIVE)
            if self.field and self.quiet >= 3 * active + 3:      # spec Q17: three laps, nothing moves
                self.quiet = 0
                nxt = self._next_active(seat)
                events += self._do_clear("safeguard", nxt if nxt is not None else seat)
        self.stage = "finish"
        return events + self._run()

    def _owner(self) -> int | None:
        return self.field[-1][0] if self.field else None

    def _put_on_field(self, seat: int, cards: tuple, kind: str) -> None:
        self.field.append((seat, cards))
        if kind != "set":
            self.kinds[cards] = kind

    def _run(self) -> list[Event]:
        """Carry on until somebody has to decide something (or the game is over)."""
        events: list[Event] = []
        while not self.over and self.pending is None:
            if self.queue:
                events += self._resolve_next()
                continue
            st = self.stage
            if st == "choose_parent":
                events += self._choose_parent()
                self.stage = "check_act"
            elif st == "finish":
                got = self._finish_check()
                events += got
                if not got and not self.queue:
                    self.stage = "end"
            elif st == "end":
                if self._game_should_end():
                    events += self._end_game()
                elif self.recheck and self.status[self.turn] == ACTIVE:
                    self.recheck = False          # the turn player still acts: no advance
                    self.stage = "check_act"
                else:
                    self.recheck = False
                    self.stage = "advance"
            elif st == "advance":
                events += self._advance_turn()
                self.stage = "check_act"
            elif st == "check_act":
                if len(self.actions) >= MAX_ACTIONS:
                    events.append(Event("safeguard", None, info={"why": "length"}))
                    self.end_now = True
                    self.stage = "end"
                elif self.status[self.turn] != ACTIVE:
                    self.recheck = True           # a rule at the field clear finished someone
                    self.stage = "finish"
                elif self._fresh_legal(self.turn):
                    self.stage = "act"
                else:
                    events += self._eliminate(self.turn)
                    self.stage = "finish"
            else:   # "act": the turn player decides
                break
        if self.stage != "act" or self.pending is not None or self.over:
            self._version += 1        # (at "act" the legal actions just computed stay valid)
        return events

    # --- rules firing ----------------------------------------------------------------------
    def _fire(self, event: str, ctx: dict) -> None:
        """Queue the triggers of ``event`` whose conditions hold now (spec §4.8 steps 3-5)."""
        entries = self.book.triggers.get(event)
        if not entries:
            return
        self.batches += 1
        if self.batches > MAX_BATCHES:
            return
        matched = [(r, comp) for r, comp in entries if holds(self, comp.get("if"), ctx)]
        if not matched:
            return
        jobs = [{"rule": r.instance, "player": ctx.get("actor"), "ctx": dict(ctx),
                 "effects": [dict(e) for e in comp["do"]], "announced": False} for r, comp in matched]
        self._settle_conflicts(jobs, [r for r, _ in matched])
        jobs = [j for j in jobs if j["effects"] or j.get("overridden")]
        if len({j["rule"] for j in jobs}) >= 2 and ctx.get("actor") is not None:
            self.queue.append({"order": jobs, "player": ctx["actor"]})
        else:
            self.queue += jobs

    @staticmethod
    def _settle_conflicts(jobs: list[dict], rules: list) -> None:
        """Later rule wins (spec §4.9): of two exclusive effects with the same key (clearing the
        field, setting a variable, an extra turn, ending the game), only the newest rule's stays.
        Toggles and card moves stack."""
        from .vocab import EXCLUSIVE
        owners: dict[str, tuple[int, int]] = {}
        for i, (job, r) in enumerate(zip(jobs, rules)):
            if r.precedence == "coexist":
                continue
            for eff in job["effects"]:
                key = EXCLUSIVE.get(eff["do"])
                if key == "var":
                    key = "var:" + eff.get("var", "revolution")
                if key and (key not in owners or owners[key][0] < r.priority):
                    owners[key] = (r.priority, i)
        for i, (job, r) in enumerate(zip(jobs, rules)):
            if r.precedence == "coexist":
                continue
            kept = []
            for eff in job["effects"]:
                key = EXCLUSIVE.get(eff["do"])
                if key == "var":
                    key = "var:" + eff.get("var", "revolution")
                if key and owners.get(key, (0, i))[1] != i:
                    job["overridden"] = jobs[owners[key][1]]["rule"]
                    continue
                kept.append(eff)
            job["effects"] = kept

    def _resolve_next(self) -> list[Event]:
        head = self.queue[0]
        if "order" in head:
            if len(head["order"]) == 1:
                self.queue[0] = head["order"][0]
                return []
            seat = head["player"]
            if self.status[seat] != ACTIVE:         # nobody left to choose: addition order
                self.queue[0:1] = head["order"]
                return []
            self.pending = {"type": "order", "seat": seat, "jobs": head["order"]}
            return []
        events: list[Event] = []
        if not head.get("announced"):
            head["announced"] = True
            rule = self.book.by_instance(head["rule"])
            ev = self._announce(rule, head["player"])
            if head.get("overridden"):
                ev = Event(ev.kind, ev.seat, info={**ev.info, "overridden_by": head["overridden"]})
            events.append(ev)
        if not head["effects"]:
            self.queue.pop(0)
            return events
        eff = head["effects"][0]
        events += getattr(self, "_eff_" + eff["do"])(head, eff)
        if self.pending is None and self.queue and self.queue[0] is head and head["effects"] and head["effects"][0] is eff:
            head["effects"].pop(0)
        if self.pending is None and self.queue and self.queue[0] is head and not head["effects"]:
            self.queue.pop(0)
        return events

    # --- finishing, elimination, end ---------------------------------------------------------
    def _finish_check(self) -> list[Event]:
        """上がり: every active player with an empty hand goes out, the turn player first and
        then clockwise (seed §2.4); then the last one standing goes out."""
        events: list[Event] = []
        hands, status = self.hands, self.status
        if all(hands[s] or status[s] != ACTIVE for s in range(self.seats)):
            order = ()                  # nobody to go out (the usual case): no loop
        else:
            order = [(self.turn + i) % self.seats for i in range(self.seats)]
        for s in order:
            if self.status[s] == ACTIVE and not self.hands[s]:
                ctx = {"event": "finish", "actor": s, "player": s, "last": self.emptied.get(s)}
                rep = self._replacement("finish", ctx) if s not in self.replaced else None
                if rep is not None:      # e.g. 反則上がり: the player does not go out normally
                    self.replaced.add(s)
                    r, comp = rep
                    events.append(self._announce(r, s, replaced=True))
                    if comp.get("do"):
                        self.queue.append({"rule": r.instance, "player": s, "ctx": ctx, "announced": True,
                                           "effects": [dict(e) for e in comp["do"]]})
                    continue
                events += self._finish(s)
        active = [s for s in range(self.seats) if self.status[s] == ACTIVE]
        if len(active) == 1 and not self.queue:
            events += self._finish(active[0], standing=True)
        return events

    def _finish(self, seat: int, standing: bool = False) -> list[Event]:
        """``seat`` takes the next place: it went out, or (``standing``) it is the last one left
        holding cards (the event says so: it did not go out)."""
        self.status[seat] = FINISHED
        self.places.append(seat)
        place = len(self.places)
        self._fire("finish", {"event": "finish", "actor": seat, "player": seat, "place": place,
                              "last": self.emptied.get(seat)})
        return [Event("finished", seat, info={"place": place, **({"standing": True} if standing else {})})]

    def _eliminate(self, seat: int) -> list[Event]:
        """脱落: the player cannot act legally. Their hand goes face down out of the game (spec Q2)."""
        self.status[seat] = ELIMINATED
        cards = tuple(self.hands[seat])
        self.hands[seat] = []
        self.out += cards
        self._fire("eliminate", {"event": "eliminate", "actor": seat, "player": seat})
        return [Event("eliminated", seat, cards, f"hand:{seat}", "out", visible_to=(seat,))]

    def _game_should_end(self) -> bool:
        """The speed decides: 低速 (0) when nobody is left to play, n倍速 once places 1…n exist;
        a rule may end the game at once."""
        if self.end_now or not any(st == ACTIVE for st in self.status):
            return True
        n = self.speed()
        return n >= 1 and len(self.places) >= n

    def _advance_turn(self) -> list[Event]:
        """Move the turn on: to the leader after a rule cleared the field, to the same player for
        an extra turn, else to the next active player after any skips. Clear the field if the
        turn reaches the owner of the top cards, or passes over the seat of an owner who is no
        longer playing (spec Q1, Q19: a skip never skips the player who set it off)."""
        events: list[Event] = []
        nt, self.next_turn = self.next_turn, None
        skips, self.skips = self.skips, 0
        if nt and nt[0] == "lead" and not self.field:
            s = nt[1]
            if self.status[s] != ACTIVE:
                s = self._next_active(s)
            self.turn = self.parent = s
            return events
        if nt and nt[0] == "again" and self.status[nt[1]] == ACTIVE:
            self.turn = nt[1]
            return events
        actor = self.turn
        start = nt[1] if nt and nt[0] == "after" else self.turn
        owner = self._owner()
        s, reset = start, False
        for _ in range(self.seats * (skips + 1) + 1):
            s = (s + self.direction) % self.seats
            if self.status[s] != ACTIVE:
                if s == owner:
                    reset = True
                continue
            if skips > 0 and s != actor:
                skips -= 1
                events.append(Event("skipped", s))
                continue
            break
        if s == owner:
            reset = True
        self.turn = s
        if reset and self.field:
            events += self._clear_field(cause="returned", next_parent=s)
        elif not self.field and self.parent != s:
            self.parent = s          # 親 was eliminated at a lead: the next player leads (spec Q3)
        return events

    def _clear_field(self, cause: str, next_parent: int) -> list[Event]:
        owner, top = self.field[-1]
        cards = tuple(c for _, play in self.field for c in play)
        self.field = []
        self.kinds = {}
        self.discard += cards
        self.parent = next_parent
        self.locks = []
        self.vars["eleven_back"] = False
        self.quiet = 0
        self._fire("field_clear", {"event": "field_clear", "actor": owner, "owner": owner, "top": top,
                                   "cause": cause})
        return [Event("field_cleared", owner, cards, "field", "discard", info={"cause": cause, "parent": next_parent})]

    def _end_game(self) -> list[Event]:
        """F5: players without a place follow the finishers, clockwise from the 1st place's seat
        (from the turn player if nobody finished, spec Q8); places taken from the bottom come
        last (反則上がり, 都落ち: the earlier one lowest). 下剋上 gives the unfinished ones their places of
        the last game, inverted (spec §2.7)."""
        self.over = True
        self.pending = None
        self.queue = []
        start = self.places[0] if self.places else self.turn
        rest = [(start + i) % self.seats for i in range(self.seats)]
        rest = [s for s in rest if s not in self.places and s not in self.bottom]
        if self.invert_rest:       # 下剋上: the others' classes of the last game, inverted
            last = self.history[-1] if self.history else []
            rank = {seat: i for i, seat in enumerate(last)}
            if all(s in rank for s in rest):
                rest.sort(key=lambda s: -rank[s])
            else:
                rest.reverse()
        self.places = self.places + rest + self.bottom[::-1]
        return [Event("game_ended", None, info={"places": list(self.places)})]

    # --- views and results ----------------------------------------------------------------
    def view(self, seat: int | None) -> View:
        hands = [list(h) if seat is None or s == seat else [HIDDEN] * len(h) for s, h in enumerate(self.hands)]
        pending = None
        if self.pending is not None:
            p = self.pending
            pending = {"type": p["type"], "seat": p["seat"]}
            if p["type"] == "pick":
                pending.update(verb=p["verb"], left=p["left"], need=max(p["need"], 0), to=p.get("dst"))
            elif p["type"] == "declare":
                pending.update(left=p["left"], declared=list(p.get("declared", ())))
            elif p["type"] == "order":
                pending.update(rules=[j["rule"] for j in p["jobs"]])
        return View(self.game.id, seat, {
            "seats": self.seats, "hands": hands, "hand_counts": [len(h) for h in self.hands],
            "field": [[s, list(p)] for s, p in self.field], "discard": list(self.discard),
            "out_count": len(self.out), "turn": self.turn, "parent": self.parent,
            "status": list(self.status), "places": list(self.places), "over": self.over,
            "lead": self.is_lead, "speed": self.speed(), "start_card": self.start_card,
            "direction": self.direction, "moves": len(self.actions),
            "revolution": self.vars["revolution"], "eleven_back": self.vars["eleven_back"],
            "revolution_locked": self.vars["revolution_locked"],
            "inverted": self.inverted, "locks": [dict(x) for x in self.locks], "pending": pending,
            "rules": [r.instance for r in self.book.rules], "game_index": self.game_index,
            "bottom": list(self.bottom), "fallen": list(self.fallen), "first_lead_done": self.first_lead_done,
            "kinds": [self.kinds.get(p, "set") for _s, p in self.field], "out": [HIDDEN] * len(self.out)
            if seat is not None else list(self.out), "options": self.options.to_json(),
        })

    @classmethod
    def from_view(cls, game, view: View, hands: list[list[str]], seed: int = 0, options=None,
                  book: RuleBook | None = None) -> "DaifugoState":
        """A state consistent with ``view`` where the hidden hands are ``hands`` (a guess, for an
        AI's search by sampling: determinisation). Only for a view waiting on a play or pass."""
        d = view.data
        opts = options if options is not None else game.make_options(d["options"])
        st = cls.__new__(cls)
        State.__init__(st, game, d["seats"], opts, seed)
        st.rng = Rng(seed)
        st.book = book if book is not None else RuleBook.from_json(list(opts["rules"]))
        st.history = [list(p) for p in opts["history"]]
        st.game_index = len(st.history) + 1
        st.hands = [sorted(h, key=combos.sort_key) for h in hands]
        st.field = [(s, tuple(p)) for s, p in d["field"]]
        st.kinds = {tuple(p): k for (_s, p), k in zip(d["field"], d["kinds"]) if k != "set"}
        st.discard, st.out = list(d["discard"]), []
        st.status, st.places, st.bottom = list(d["status"]), list(d["places"]), list(d["bottom"])
        st.fallen = list(d.get("fallen", ()))
        st.direction, st.turn, st.parent = d["direction"], d["turn"], d["parent"]
        st.over, st.start_card = d["over"], d["start_card"]
        st.vars = {"revolution": d["revolution"], "eleven_back": d["eleven_back"],
                   "revolution_locked": d.get("revolution_locked", False)}
        st.locks = [dict(x) for x in d["locks"]]
        st.pending, st.queue, st.stage, st.next_turn = None, [], "act", None
        st.skips, st.first_lead_done, st.emptied = 0, d["first_lead_done"], {}
        st.end_now = st.invert_rest = False
        st.quiet = st.batches = 0
        st.recheck = False
        st.replaced = set()
        st._legal_cache, st._version = None, 0
        st.deal_start, st.start_events = 0, []
        return st

    def result(self) -> Result:
        n = self.seats
        scores = [0] * n
        for i, s in enumerate(self.places):
            scores[s] = n - 1 - i
        return Result(scores, list(self.places), {
            "finished": [s for s in self.places if self.status[s] == FINISHED],
            "eliminated": [s for s in self.places if self.status[s] == ELIMINATED],
            "holding": [s for s in self.places if self.hands[s]],
            "bottom": list(self.bottom), "fallen": list(self.fallen),
            "game": self.game_index, "rules": len(self.book.rules), "speed": self.speed()})

    def snapshot(self) -> dict:
        return {"game": self.game.id, "rules_version": self.game.rules_version, "seats": self.seats,
                "options": self.options.to_json(), "seed": self.seed, "rng": self.rng.getstate(),
                "hands": self.hands, "field": self.field, "discard": self.discard, "out": self.out,
                "status": self.status, "places": self.places, "bottom": self.bottom, "fallen": self.fallen, "turn": self.turn,
                "parent": self.parent, "direction": self.direction, "over": self.over,
                "start_card": self.start_card, "deal_start": self.deal_start, "vars": self.vars,
                "locks": self.locks, "pending": self.pending, "queue": self.queue, "stage": self.stage,
                "kinds": sorted([list(k), v] for k, v in self.kinds.items()),
                "actions": [a.to_json() for a in self.actions]}

    def clone(self) -> "DaifugoState":
        import copy
        other = DaifugoState.__new__(DaifugoState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.hands = [list(h) for h in self.hands]
        other.field = list(self.field)
        other.kinds = dict(self.kinds)
        other.discard = list(self.discard)
        other.out = list(self.out)
        other.status = list(self.status)
        other.places = list(self.places)
        other.bottom = list(self.bottom)
        other.fallen = list(self.fallen)
        other.actions = list(self.actions)
        other.start_events = list(self.start_events)
        other.vars = dict(self.vars)
        other.locks = [dict(x) for x in self.locks]
        other.emptied = dict(self.emptied)
        other.replaced = set(self.replaced)
        if self.pending is not None or self.queue:
            other.pending = copy.deepcopy(self.pending)
            other.queue = copy.deepcopy(self.queue)
        else:
            other.queue = []
        return other
