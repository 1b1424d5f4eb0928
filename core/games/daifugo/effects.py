"""Effects of added rules: what a triggered rule does to the game (spec §4.6).

:class:`Effects` is mixed into :class:`.rules.DaifugoState`. Each ``_eff_<word>`` runs one effect
of the job at the head of the queue and returns its events. Effects that need a player's choice
(give, discard, take from the discard pile, name ranks, answer a field clear) set
``self.pending`` and stay at the head of the job until the decision is complete; the player's
answers arrive as actions (:meth:`_answer`).
"""
from __future__ import annotations

from core.cards import CardList, JOKER
from core.engine import QT_TRANSLATE_NOOP, Action, Event, msg

from . import combos
from .cardmemo import is_joker, rank, suit
from .combos import ORDER, STRENGTH
from .conditions import RED, count_rank, holds

ACTIVE, FINISHED, ELIMINATED = "active", "finished", "eliminated"
CTX = "daifugo"
VERB = {"discard": "discarded", "give": "given", "take": "taken"}


class Effects:
    """The effect vocabulary, run by the rules engine (see module docstring)."""

    # --- players named by an effect -----------------------------------------------------------
    def who(self, name: str, ctx: dict) -> int | None:
        """The seat an effect or condition names (None if nobody fits)."""
        actor = ctx.get("actor")
        if name == "actor":
            return actor
        if name == "next":
            return self._next_active(actor, exclude_self=True) if actor is not None else None
        if name == "prev":
            return self._next_active(actor, exclude_self=True, step=-self.direction) if actor is not None else None
        if name == "owner":
            return ctx.get("owner", self.field[-1][0] if self.field else None)
        if name == "parent":
            return self.parent
        if name.startswith("prev_") and self.history:
            last = self.history[-1]
            index = {"prev_first": 0, "prev_second": 1, "prev_last": -1, "prev_second_last": -2}[name]
            if len(last) >= abs(index) + (1 if index >= 0 else 0):
                seat = last[index]
                return seat if seat < self.seats else None
        return None

    def whos(self, name: str, ctx: dict) -> list[int]:
        """The seats an effect names: several for ``each`` / ``each_other`` (from the turn
        player, clockwise), else one or none."""
        if name in ("each", "each_other"):
            order = [(self.turn + i) % self.seats for i in range(self.seats)]
            out = [s for s in order if self.status[s] == ACTIVE]
            if name == "each_other":
                out = [s for s in out if s != ctx.get("actor")]
            return out
        seat = self.who(name, ctx)
        return [] if seat is None else [seat]

    def _next_active(self, seat: int, exclude_self: bool = True, step: int | None = None) -> int | None:
        step = self.direction if step is None else step
        for i in range(1, self.seats + 1):
            s = (seat + step * i) % self.seats
            if self.status[s] == ACTIVE and (s != seat or not exclude_self):
                return s
        return None

    def amount(self, value, ctx: dict) -> int:
        """An effect's amount: a number, N(rank) of the play, or the play's size."""
        if isinstance(value, dict):
            play = ctx.get("play") or ()
            if "count" in value:
                return count_rank(play, value["count"])
            return len(play)
        return int(value)

    # --- field and turn -------------------------------------------------------------------------
    def _eff_clear_field(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        if not self.field:
            return []
        leader_name = eff.get("leader", "actor")
        leader = self.who("owner", ctx) if leader_name == "owner" else self.who(leader_name, ctx)
        if leader is None:
            leader = ctx.get("actor")
        window = self._responders(ctx)
        if window:
            self.pending = {"type": "respond", "seat": window[0][0], "queue": window, "leader": leader}
            return []
        return self._do_clear("rule", leader)

    def _do_clear(self, cause: str, leader: int | None) -> list[Event]:
        """Clear the field (流し): cards to the discard pile, locks and 11バック end, ``leader``
        (or the next active player after them) leads next."""
        if leader is None:
            leader = self.turn
        lead = leader if self.status[leader] == ACTIVE else self._next_active(leader)
        self.next_turn = ("lead", leader)
        return self._clear_field(cause, lead if lead is not None else leader)

    def _responders(self, ctx: dict) -> list:
        """Response windows (4止め, 10返し) open on this clear: [(seat, rule, comp, plays)] in
        turn order from the player after the actor."""
        if not self.book.responses or ctx.get("event") != "play":
            return []
        out = []
        actor = ctx.get("actor")
        for r, comp in self.book.responses:
            if not holds(self, comp.get("if"), ctx):
                continue
            for i in range(1, self.seats):
                s = (actor + self.direction * i) % self.seats
                if self.status[s] != ACTIVE:
                    continue
                plays = [p for p in self._candidates(s)
                         if holds(self, comp.get("with"), {**ctx, "play": p[1], "answered": ctx.get("play"), "actor": s})]
                if plays:
                    out.append((s, r.instance, comp["then"], plays))
        return out

    def _eff_skip(self, job: dict, eff: dict) -> list[Event]:
        n = self.amount(eff.get("n", 1), job["ctx"])
        self.skips += n
        return [] if n <= 0 else [Event("skips", job["ctx"].get("actor"), info={"n": n})]

    def _eff_reverse(self, job: dict, eff: dict) -> list[Event]:
        n = self.amount(eff.get("n", 1), job["ctx"])
        if n % 2:
            self.direction = -self.direction
        return [Event("reversed", job["ctx"].get("actor"), info={"direction": self.direction, "times": n})]

    def _eff_extra_turn(self, job: dict, eff: dict) -> list[Event]:
        actor = job["ctx"].get("actor")
        self.next_turn = ("again", actor)
        return [Event("extra_turn", actor)]

    # --- cards ----------------------------------------------------------------------------------
    def _pick_effect(self, seat, src, dst, verb, n, eff) -> dict:
        return {"do": "_pick", "seat": seat, "src": src, "dst": dst, "verb": verb, "n": n,
                "need": n if eff.get("mode") == "exactly" else 0, "chooser": eff.get("chooser", "self"),
                "ranks": list(eff.get("ranks", ())), "below": eff.get("below", ""),
                "cards": list(eff.get("cards", ()))}

    def _expand(self, job: dict, picks: list[dict]) -> list[Event]:
        """Replace the effect at the head of ``job`` by simple picks (run one by one)."""
        job["effects"][1:1] = picks
        return []

    def _eff_give(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        n = self.amount(eff.get("n", 1), ctx)
        givers, takers = self.whos(eff.get("from", "actor"), ctx), self.whos(eff.get("to", "next"), ctx)
        picks = [self._pick_effect(g, "hand", t, "give", n, eff) for g in givers for t in takers if g != t]
        return self._expand(job, picks)

    def _eff_discard(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        n = self.amount(eff.get("n", 1), ctx)
        return self._expand(job, [self._pick_effect(s, "hand", None, "discard", n, eff)
                                  for s in self.whos(eff.get("who", "actor"), ctx)])

    def _eff_take_discard(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        n = self.amount(eff.get("n", 1), ctx)
        return self._expand(job, [self._pick_effect(s, "discard", s, "take", n, eff)
                                  for s in self.whos(eff.get("who", "actor"), ctx)])

    def _eligible(self, p: dict) -> list[str]:
        pool = self.discard if p["src"] == "discard" else self.hands[p["seat"]]
        ranks, below, only = p.get("ranks"), p.get("below"), p.get("cards")
        out = []
        for c in pool:
            if only and c not in only:
                continue
            if ranks and rank(c) not in ranks:
                continue
            if below and (is_joker(c) or STRENGTH[rank(c)] >= STRENGTH[below]):
                continue
            out.append(c)
        return out

    def _eff__pick(self, job: dict, p: dict) -> list[Event]:
        seat = p["seat"]
        if seat is None or self.status[seat] != ACTIVE:
            return []
        if p["dst"] is not None and p["verb"] == "give" and self.status[p["dst"]] != ACTIVE:
            return []
        eligible = self._eligible(p)
        if len(eligible) < p["need"]:
            # 脱落: the rule says "exactly", and the player cannot (seed: must discard 2, holds 1)
            return self._eliminate(seat)
        if p["n"] <= 0 or not eligible:
            return []
        if p["chooser"] == "self":
            self.pending = {"type": "pick", **p, "left": p["n"]}
            return []
        return [e for c in self._auto_pick(eligible, p["n"], p["chooser"]) for e in self._move(p, c)]

    def _auto_pick(self, eligible: list[str], n: int, chooser: str) -> list[str]:
        if chooser == "random":
            pool = list(eligible)
            self.rng.shuffle(pool)
            return pool[:n]
        ordered = sorted(eligible, key=self.card_power)
        return ordered[-n:] if chooser == "strongest" else ordered[:n]

    def card_power(self, card: str) -> tuple:
        """How strong a single card is now (Jokers strongest; reversed under 革命 / 11バック)."""
        st = combos.sort_key(card)[0]
        if st != combos.JOKER_STRENGTH and self.inverted:
            st = len(ORDER) - 1 - st
        return (st, card)

    def _move(self, p: dict, card: str) -> list[Event]:
        """Move one picked card and say so."""
        seat, verb = p["seat"], p["verb"]
        if p["src"] == "discard":
            self.discard.remove(card)
            src = "discard"
        else:
            self.hands[seat].remove(card)
            src = f"hand:{seat}"
        if verb == "discard":
            self.discard.append(card)
            dst, visible, to = "discard", None, None
        else:
            to = p["dst"]
            self.hands[to].append(card)
            self.hands[to].sort(key=combos.sort_key)
            self.emptied.pop(to, None)
            dst = f"hand:{to}"
            visible = None if src == "discard" else (seat, to)
        return [Event(VERB[verb], seat, (card,), src, dst, info={"to": to}, visible_to=visible)]

    def _eff_declare(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        seat = self.who(eff.get("who", "actor"), ctx)
        n = self.amount(eff.get("n", 1), ctx)
        if seat is None or n <= 0 or self.status[seat] != ACTIVE:
            return []
        self.pending = {"type": "declare", "seat": seat, "left": n}
        return []

    def _eff_discard_declared(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        ranks = set(ctx.get("declared", ()))
        events = []
        for s in self.whos(eff.get("who", "each"), ctx):
            cards = [c for c in self.hands[s] if rank(c) in ranks]
            for c in cards:
                events += self._move({"seat": s, "src": "hand", "verb": "discard", "dst": None}, c)
        return events

    def _eff_exchange(self, job: dict, eff: dict) -> list[Event]:
        """カード交換: last place gives their n strongest to 1st, who gives back n of their
        choice; 2nd and second-to-last trade one card the same way (with four or more seats)."""
        ctx = job["ctx"]
        if not self.history:
            return []
        rep = self._replacement("exchange", ctx)
        if rep is not None:
            return self._replace_now(job, rep, ctx)
        n = eff.get("n", 2)
        pairs = [("prev_first", "prev_last", n)]
        if self.seats >= 4:
            pairs.append(("prev_second", "prev_second_last", 1))
        picks = []
        for upper_name, lower_name, k in pairs:
            upper, lower = self.who(upper_name, ctx), self.who(lower_name, ctx)
            if upper is None or lower is None or upper == lower:
                continue
            picks.append(self._pick_effect(lower, "hand", upper, "give", k, {"chooser": "strongest"}))
            # an exchange is a swap: the upper player must give back as many cards (not "up to")
            picks.append(self._pick_effect(upper, "hand", lower, "give", k,
                                           {"chooser": eff.get("upper_chooser", "self"), "mode": "exactly"}))
        picks.append({"do": "_fire", "event": "exchange_done"})
        return self._expand(job, picks)

    def _eff__fire(self, job: dict, eff: dict) -> list[Event]:
        ctx = {**job["ctx"], "event": eff["event"]}
        if eff["event"] == "exchange_done":        # 独占禁止法 and the like look at last game's 1st
            ctx["actor"] = self.who("prev_first", ctx)
        self._fire(eff["event"], ctx)
        return []

    def _eff_swap_hands(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        a, b = self.who(eff.get("a", "prev_last"), ctx), self.who(eff.get("b", "prev_first"), ctx)
        if a is None or b is None or a == b:
            return []
        self.hands[a], self.hands[b] = self.hands[b], self.hands[a]
        return [Event("swapped_hands", a, info={"with": b})]

    # --- strength and locks -----------------------------------------------------------------------
    def _field_gone(self, ctx: dict) -> bool:
        """Whether the play that set off a field-scoped effect (a lock, 11バック) has already left
        the field: a rule of the same batch cleared it first (e.g. 8切り then 縛り, 威厳 then
        11バック). Such an effect lasts "until the field clears", so it does nothing now instead
        of carrying over into the next trick."""
        play = ctx.get("play")
        return (ctx.get("event") == "play" and bool(play)
                and not any(tuple(cards) == tuple(play) for _s, cards in self.field))

    def _eff_toggle(self, job: dict, eff: dict) -> list[Event]:
        var = eff.get("var", "revolution")
        ctx = job["ctx"]
        if var == "revolution":
            rep = self._replacement("toggle", ctx)
            if rep is not None:
                return self._replace_now(job, rep, ctx)
        if var == "eleven_back" and self._field_gone(ctx):
            return []
        self.vars[var] = not self.vars.get(var, False)
        return [Event("order_changed", ctx.get("actor"), info={"var": var, "on": self.vars[var],
                                                               "inverted": self.inverted})]

    def _eff_set(self, job: dict, eff: dict) -> list[Event]:
        var, value = eff.get("var", "revolution"), eff.get("value", True)
        if var == "eleven_back" and self._field_gone(job["ctx"]):
            return []
        self.vars[var] = bool(value)
        return [Event("order_changed", job["ctx"].get("actor"),
                      info={"var": var, "on": self.vars[var], "inverted": self.inverted})]

    def _eff_lock(self, job: dict, eff: dict) -> list[Event]:
        ctx = job["ctx"]
        if self._field_gone(ctx):
            return []
        play, ans = ctx.get("play") or (), ctx.get("answered") or ()
        kind = eff.get("lock", "suits")
        suits = sorted({suit(c) for c in play if not is_joker(c)})
        lock: dict = {"lock": kind}
        if kind in ("suits", "strict"):
            lock["suits"] = suits
        elif kind == "partial":
            lock["suits"] = sorted(set(suits) & {suit(c) for c in ans if not is_joker(c)})
        elif kind == "colour":
            lock["colours"] = sorted({"red" if s in RED else "black" for s in suits})
        if lock in self.locks:
            return []
        self.locks.append(lock)
        return [Event("locked", ctx.get("actor"), info=dict(lock))]

    def _eff_unlock(self, job: dict, eff: dict) -> list[Event]:
        if not self.locks:
            return []
        self.locks = []
        return [Event("unlocked", job["ctx"].get("actor"))]

    def breaks_locks(self, cards: tuple, shape) -> bool:
        """Whether a play breaks a lock in force (Jokers may fill a locked suit, spec 縛り)."""
        naturals = [suit(c) for c in cards if not is_joker(c)]
        jokers = len(cards) - len(naturals)
        for lock in self.locks:
            kind = lock["lock"]
            if kind in ("suits", "strict"):
                want = set(lock["suits"])
                if len(set(naturals)) != len(naturals) or not set(naturals) <= want:
                    if not (shape is not None and shape.kind != "set" and set(naturals) <= want):
                        return True
            if kind == "partial" and len(set(lock["suits"]) - set(naturals)) > jokers:
                return True
            if kind == "colour" and any(("red" if s in RED else "black") not in lock["colours"] for s in naturals):
                return True
            if kind in ("step", "strict") and self.field:
                top = self.shape(self.field[-1][1])
                if shape is None or top is None or combos.JOKER_STRENGTH in (shape.level, top.level):
                    return True
                step = top.level - shape.level if self.inverted else shape.level - top.level
                if step != 1:
                    return True
        return False

    # --- standing ---------------------------------------------------------------------------------
    def _eff_finish_now(self, job: dict, eff: dict) -> list[Event]:
        seat = self.who(eff.get("who", "actor"), job["ctx"])
        if seat is None or self.status[seat] != ACTIVE:
            return []
        events = self._to_out(seat)
        return events + self._finish(seat)

    def _to_out(self, seat: int) -> list[Event]:
        cards = tuple(self.hands[seat])
        self.hands[seat] = []
        self.out += cards
        return [Event("set_aside", seat, cards, f"hand:{seat}", "out", visible_to=(seat,))] if cards else []

    def _eff_place_last(self, job: dict, eff: dict) -> list[Event]:
        seat = self.who(eff.get("who", "actor"), job["ctx"])
        if seat is None or self.status[seat] != ACTIVE:
            return []
        events = self._to_out(seat)
        self.status[seat] = FINISHED
        if eff.get("fallen"):                  # 都落ち: the fallen 1st
            self.fallen.append(seat)
        # the lowest open place; but a rule-breaker goes below a fallen 1st (spec §2.7, 反則上がり
        # with 都落ち [BOKU-MO][WIKI]), and of several the earlier one stays lower
        at = len(self.bottom)
        if not eff.get("fallen"):
            at = min((i for i, s in enumerate(self.bottom) if s in self.fallen), default=at)
        self.bottom.insert(at, seat)
        place = self.seats - at
        return events + [Event("placed_last", seat, info={"place": place})]

    def _eff_eliminate(self, job: dict, eff: dict) -> list[Event]:
        seat = self.who(eff.get("who", "actor"), job["ctx"])
        if seat is None or self.status[seat] != ACTIVE:
            return []
        return self._eliminate(seat)

    def _eff_end_game(self, job: dict, eff: dict) -> list[Event]:
        self.end_now = True
        self.invert_rest = bool(eff.get("invert"))
        return []

    # --- replacements -----------------------------------------------------------------------------
    def _replacement(self, point: str, ctx: dict):
        """The newest replacement for ``point`` whose condition holds (only one applies)."""
        for r, comp in reversed(self.book.replacements.get(point, ())):
            if holds(self, comp.get("if"), ctx):
                return r, comp
        return None

    def _replace_now(self, job: dict, rep, ctx: dict) -> list[Event]:
        r, comp = rep
        if comp.get("do"):
            self.queue.insert(1, {"rule": r.instance, "player": ctx.get("actor"), "ctx": dict(ctx),
                                  "effects": [dict(e) for e in comp["do"]], "announced": True})
        return [self._announce(r, ctx.get("actor"), replaced=True)]

    # --- answering a decision -------------------------------------------------------------------
    def decision_actions(self, seat: int) -> list[Action]:
        p = self.pending
        if p is None or seat != p["seat"]:
            return []
        t = p["type"]
        if t == "pick":
            verb = p["verb"]
            target = "discard" if verb == "discard" else f"hand:{p['dst']}"
            cards = sorted(set(self._eligible(p)), key=combos.sort_key)
            acts = [Action(verb, seat, (c,), target) for c in cards]
            if p["need"] <= 0:
                acts.append(Action("done", seat, (), "done"))
            return acts
        if t == "declare":
            acts = [Action("declare", seat, (), f"rank:{r}") for r in ORDER if r not in p.get("declared", ())]
            return acts + [Action("done", seat, (), "done")]
        if t == "order":
            return [Action("order", seat, (), f"rule:{j['rule']}") for j in p["jobs"]]
        if t == "respond":
            plays = p["queue"][0][3]
            return [Action("respond", seat, cards, "field") for _kind, cards in plays] + \
                [Action("decline", seat, (), "pass")]
        return []

    def _answer(self, action: Action) -> list[Event]:
        p = self.pending
        t = p["type"]
        job = self.queue[0] if self.queue else None
        if t == "pick":
            if action.kind == "done":
                self.pending = None
                job["effects"].pop(0)
                return []
            events = self._move(p, action.cards[0])
            p["left"] -= 1
            p["need"] -= 1
            if p["left"] <= 0 or not self._eligible(p):
                self.pending = None
                job["effects"].pop(0)
            return events
        if t == "declare":
            if action.kind == "declare":
                r = action.target.split(":", 1)[1]
                p.setdefault("declared", []).append(r)
                job["ctx"].setdefault("declared", []).append(r)
                p["left"] -= 1
                events = [Event("declared", p["seat"], info={"rank": r})]
            else:
                events = []
            if action.kind == "done" or p["left"] <= 0:
                self.pending = None
                job["effects"].pop(0)
            return events
        if t == "order":
            inst = int(action.target.split(":", 1)[1])
            jobs = p["jobs"]
            first = next(j for j in jobs if j["rule"] == inst)
            rest = [j for j in jobs if j is not first]
            self.pending = None
            self.queue.pop(0)
            self.queue[0:0] = [first] + ([{"order": rest, "player": p["seat"]}] if len(rest) > 1 else rest)
            return []
        if t == "respond":
            seat, inst, then, _plays = p["queue"][0]
            if action.kind == "decline":
                p["queue"].pop(0)
                if p["queue"]:
                    p["seat"] = p["queue"][0][0]
                    return []
                self.pending = None
                job["effects"].pop(0)
                return self._do_clear("rule", p["leader"])
            self.pending = None
            job["effects"].pop(0)
            return self._respond(seat, inst, then, action.cards, p["leader"])
        raise AssertionError(t)

    def _respond(self, seat: int, inst: int, then: str, cards: tuple, leader: int) -> list[Event]:
        """A response (4止め / 10返し): the cards go on the field; "stop" cancels the clear and
        play goes on after the responder, "take_over" clears with the responder leading."""
        for c in cards:
            self.hands[seat].remove(c)
        kind = "set" if combos.is_combination(cards) else None
        self._put_on_field(seat, tuple(cards), kind or "set")
        rule = self.book.by_instance(inst)
        events = [self._announce(rule, seat),
                  Event("played", seat, tuple(cards), f"hand:{seat}", "field", info={"lead": False, "response": True})]
        if not self.hands[seat]:
            self.emptied[seat] = tuple(cards)
        if then == "stop":
            self.next_turn = ("after", seat)
            return events
        return events + self._do_clear("rule", seat)

    def _announce(self, rule, seat, replaced: bool = False) -> Event:
        """The table and the log say which rule fired (spec §4.7)."""
        from .describe import numbered_title
        return Event("rule_fired", seat, info={"rule": rule.instance, "id": rule.id, "replaced": replaced},
                     text=numbered_title(rule.to_json()))
