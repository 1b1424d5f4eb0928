"""Riichi mahjong AI: "easy", "normal" and "strong". Every level reads only its seat's view.

- **easy**: tile efficiency only (牌効率): the discard that leaves the lowest shanten (向聴数) and
  then the most unseen tiles that improve the hand (受け入れ); always wins when it can, declares
  riichi when it can, never calls.
- **normal**: easy's efficiency, and riichi when ready with a closed hand; calls a pon of a value
  tile (役牌) and chi / pon that bring an all-simples hand (喰いタン) closer; and basic defence
  when another seat is in riichi and its own hand is far (two or more from ready): it discards the
  safest tile — a tile that seat discarded (現物), then honours others have shown, then suji (筋).
- **strong**: every discard, call, kan and riichi valued in expected points
  (core.games.riichi.strong): hand value with efficiency (ready and one-from-ready hands scored
  on their waits, further hands by a han estimate), each tile's chance to deal in against a
  riichi or a three-call hand (genbutsu, suji, kabe, one-chance), and push or fold by expected
  value.

:meth:`RiichiAgent.rank` values every legal action (strong: expected points, a win at its points
with the sticks on the table, always first; easy and normal: their efficiency order, unit
"tiles"); :meth:`RiichiAgent.choose` plays the first. Every choice sets :attr:`reason` (context
"ai"), the teaching-mode hint.
"""
from __future__ import annotations

from typing import Sequence

from core.ai.agent import CTX, Agent, Choice
from core.engine import QT_TRANSLATE_NOOP, Action, View, msg
from core.mahjong.notation import TileList, parse_kinds
from core.mahjong.shanten import shanten
from core.mahjong.tiles import DRAGONS, EAST, N_KINDS, is_honor, is_simple, is_terminal_or_honor, number_of
from core.mahjong.waits import ukeire

LEVELS = ("easy", "normal", "strong")

T_TSUMO = QT_TRANSLATE_NOOP("ai", "Wins on its own draw (ツモ).")
T_RON = QT_TRANSLATE_NOOP("ai", "Wins on the discard (ロン).")
T_RIICHI = QT_TRANSLATE_NOOP("ai", "Declares riichi discarding {tile}: the hand is ready (聴牌).")
T_DISCARD = QT_TRANSLATE_NOOP("ai", "Discards {tile}: {shanten} from ready after it, {ukeire} tiles improve the hand.")
T_READY = QT_TRANSLATE_NOOP("ai", "Discards {tile}: the hand is ready, waiting on {ukeire} tiles.")
T_FOLD = QT_TRANSLATE_NOOP("ai", "Discards {tile}, a safe tile (another seat is in riichi and this hand is far "
                                 "from ready).")
T_KAN = QT_TRANSLATE_NOOP("ai", "Declares a kan: it does not slow the hand.")
T_CALL_PON = QT_TRANSLATE_NOOP("ai", "Calls pon (ポン): the hand gets closer to ready.")
T_CALL_CHI = QT_TRANSLATE_NOOP("ai", "Calls chi (チー): the hand gets closer to ready.")
T_CALL_VALUE = QT_TRANSLATE_NOOP("ai", "Calls pon of a value tile (役牌): the hand has its yaku.")
T_PASS = QT_TRANSLATE_NOOP("ai", "Lets the tile go.")
T_STOP = QT_TRANSLATE_NOOP("ai", "Ends the game in first place (アガリ止め).")
T_PLAY_ON = QT_TRANSLATE_NOOP("ai", "Plays on: not in first place yet.")
RIICHI_COST_PTS = 1000
T_READY_EV = QT_TRANSLATE_NOOP("ai", "Discards {tile}: the hand is ready, worth about {points} points in "
                                     "expectation.")
T_DISCARD_EV = QT_TRANSLATE_NOOP("ai", "Discards {tile}: {shanten} from ready after it, worth about {points} "
                                       "points in expectation.")
T_FOLD_EV = QT_TRANSLATE_NOOP("ai", "Discards {tile}, the safest tile: pushing this hand would risk more than it "
                                    "could win.")


def _m(text: str, **args):
    return msg(CTX, text, **args)


class Reading:
    """What a seat's view tells: its hand as counts, its melds, the tiles it cannot see
    (``unseen``: 4 minus every copy visible to it), who is in riichi and what they discarded."""

    def __init__(self, view: View) -> None:
        d, seat = view.data, view.seat
        self.view = view
        self.seat = seat
        self.hand = d["hands"][seat]
        self.counts = [0] * N_KINDS
        for k in parse_kinds("".join(self.hand)):
            self.counts[k] += 1
        self.melds = len(d["melds"][seat])
        self.closed = all(m["kind"] == "closed_kan" for m in d["melds"][seat])
        seen = list(self.counts)
        for pond in d["ponds"]:
            for p in pond:
                if not p["called"]:
                    seen[parse_kinds(p["tile"])[0]] += 1
        for melds in d["melds"]:
            for m in melds:
                for k in parse_kinds("".join(m["tiles"])):
                    seen[k] += 1
        for t in d["dora_indicators"]:
            seen[parse_kinds(t)[0]] += 1
        self.unseen = [max(0, 4 - n) for n in seen]
        self.dora_list = [_dora_kind(parse_kinds(t)[0]) for t in d["dora_indicators"]]
        self.dora = set(self.dora_list)
        self.riichi_seats = [s for s, r in enumerate(d["riichi"]) if r and s != seat]
        self.riichi_self = bool(d["riichi"][seat])
        self.ponds = [[parse_kinds(p["tile"])[0] for p in pond] for pond in d["ponds"]]
        self.scores = d["scores"]
        self.value_kinds = set(DRAGONS) | {EAST + d["round_wind"], EAST + (seat - d["dealer"]) % 4}
        self.wall = d["wall"]

    @staticmethod
    def kind_of(tok: str) -> int:
        return _kind(tok)


def _dora_kind(indicator: int) -> int:
    """The dora an indicator points at (four-player set)."""
    if indicator < 27:
        return indicator - 8 if number_of(indicator) == 9 else indicator + 1
    if indicator <= 30:
        return 27 if indicator == 30 else indicator + 1
    return 31 if indicator == 33 else indicator + 1


def _kind(tok: str) -> int:
    return parse_kinds(tok)[0]


class RiichiAgent(Agent):
    """One seat's AI at ``level`` (see the module docstring). :meth:`rank` values every legal
    action; :meth:`choose` plays the first. Strong's values are expected points (a win's
    points, the expected gain of a discard or call); easy's and normal's are their own
    efficiency order (unit "tiles": minus 1,000 per step from ready plus the improving tiles)."""

    #: the han rules the strong AI scores hands with (a game built on this one may change them)
    yaku_table = None
    #: how dangerous the strong AI takes its own later discards to be when it plays on against a
    #: threat (a share of an average tile's danger; None: strong.FUTURE_DANGER). The riichi game
    #: sets strong.RIICHI_FUTURE_DANGER (see :func:`make`), measured in the arena; games built on
    #: this one keep the default until they measure theirs.
    future_danger = None

    def __init__(self, level: str, seed: int = 0) -> None:
        super().__init__()
        self.level = level
        self.seed = seed
        self.unit = "points" if level == "strong" else "tiles"

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        best = self.rank(view, legal)[0]
        self.reason = best.reason
        return best.action

    def _riichi_choose(self, view: View, legal: Sequence[Action]) -> Action:
        """The riichi game's own choice (for games built on this one that add their windows)."""
        best = RiichiAgent.rank(self, view, legal)[0]
        self.reason = best.reason
        return best.action

    def rank(self, view: View, legal: Sequence[Action]) -> list[Choice]:
        kinds = {a.kind for a in legal}
        if "stop" in kinds:
            return self._rank_stop(view, legal)
        r = self.reading(view)
        if "pass" in kinds:
            out = self._rank_claim(r, legal)
        else:
            out = self._rank_turn(r, legal)
        return _wins_first(self, r, legal, out)

    def reading(self, view: View) -> "Reading":
        return Reading(view)

    def situation(self, r: "Reading"):
        """The strong AI's reading of the decision (core.games.riichi.strong)."""
        from . import strong
        return strong.Situation(r, r.view, self.hand_rules(r.view), **self._situation_args(r))

    def hand_rules(self, view: View):
        """The hand rules the strong AI scores with (the base game's)."""
        from core.mahjong.yaku import HandRules
        return HandRules()

    def _situation_args(self, r) -> dict:
        from core.mahjong.yaku import RIICHI_YAKU
        args = {"table": self.yaku_table or RIICHI_YAKU}
        if self.future_danger is not None:
            args["future_danger"] = self.future_danger
        return args

    # --- the old entry points (games built on this one call them) ----------------------------------
    def _claim(self, r: "Reading", legal) -> Action:
        best = _wins_first(self, r, legal, self._rank_claim(r, legal))[0]
        self.reason = best.reason
        return best.action

    def _stop(self, view: View, legal) -> Action:
        best = self._rank_stop(view, legal)[0]
        self.reason = best.reason
        return best.action

    def _turn(self, r: "Reading", legal) -> Action:
        best = _wins_first(self, r, legal, self._rank_turn(r, legal))[0]
        self.reason = best.reason
        return best.action

    # --- the last hand's stop -------------------------------------------------------------------
    def _rank_stop(self, view: View, legal) -> list[Choice]:
        scores, me = view.data["scores"], view.seat
        first = all(scores[me] > s or (scores[me] == s and me < o) for o, s in enumerate(scores) if o != me)
        want = "stop" if first else "play_on"
        return _sorted([Choice(a, 1.0 if a.kind == want else 0.0,
                               _m(T_STOP if a.kind == "stop" else T_PLAY_ON)) for a in legal])

    # --- calls ------------------------------------------------------------------------------------
    def _rank_claim(self, r: "Reading", legal) -> list[Choice]:
        if self.level == "strong":
            return self._strong_claim(r, legal)
        pass_reason = _m(T_PASS)
        out = []
        if self.level == "easy" or (r.riichi_seats and self._far(r)):
            for a in legal:
                out.append(Choice(a, 0.0 if a.kind == "pass" else -1.0, pass_reason if a.kind == "pass" else
                                  _call_reason(a, r)))
            return _sorted(out)
        now = shanten(r.counts, r.melds)
        for a in legal:
            if a.kind == "pass":
                out.append(Choice(a, 0.0, pass_reason))
                continue
            if a.kind not in ("pon", "chi"):
                out.append(Choice(a, -2.0, _call_reason(a, r)))
                continue
            used = [_kind(t) for t in a.cards]
            counts = list(r.counts)
            for k in used:
                counts[k] -= 1
            after = min(shanten(_without(counts, d), r.melds + 1) for d in range(N_KINDS) if counts[d])
            value = a.kind == "pon" and used[0] in r.value_kinds
            simples = all(is_simple(k) for k in _kinds_of(counts)) and all(is_simple(k) for k in used)
            if after < now and (value or simples):
                out.append(Choice(a, 50.0 + 100.0 * value - after, _call_reason(a, r)))
            else:
                out.append(Choice(a, -1.0 - after / 100, _call_reason(a, r)))
        return _sorted(out)

    def _far(self, r: "Reading") -> bool:
        """Two or more from ready (normal)."""
        s = shanten(r.counts, r.melds) if sum(r.counts) % 3 == 1 else _best_after(r)[0]
        return s >= 2

    # --- the turn -------------------------------------------------------------------------------
    def _rank_turn(self, r: "Reading", legal) -> list[Choice]:
        if self.level == "strong":
            return self._strong_turn(r, legal)
        discards = [a for a in legal if a.kind == "discard"]
        riichi = {a.cards[0]: a for a in legal if a.kind == "riichi"}
        others = [a for a in legal if a.kind not in ("discard", "riichi")]
        kan_first = None
        if self.level != "easy" and any(a.kind == "closed_kan" for a in legal):
            kan = next(a for a in legal if a.kind == "closed_kan")
            k = _kind(kan.cards[0])
            after = list(r.counts)
            after[k] -= 4
            if _best_after_counts(after, r.melds + 1, r.unseen)[0] <= _best_after(r)[0] and not r.riichi_seats:
                kan_first = kan
        out: list[Choice] = []
        if len(discards) == 1 and not riichi:
            a = discards[0]
            out.append(Choice(a, 0.0, _m(T_DISCARD, tile=TileList(a.cards[:1]), shanten=0, ukeire=0)))
        elif self.level != "easy" and r.riichi_seats and self._far(r):
            for a in discards:
                k = _kind(a.cards[0])
                danger = max(_danger(k, r, s) for s in r.riichi_seats)
                out.append(Choice(a, -(10.0 * danger + _plain_keep(k)), _m(T_FOLD, tile=TileList(a.cards[:1]))))
            for tok, a in riichi.items():
                k = _kind(tok)
                danger = max(_danger(k, r, s) for s in r.riichi_seats)
                out.append(Choice(a, -(10.0 * danger + _plain_keep(k)) - 0.001, _m(T_RIICHI, tile=TileList([tok]))))
        else:
            values = {}
            for a in discards:
                k = _kind(a.cards[0])
                rest = _without(r.counts, k)
                s = shanten(rest, r.melds)
                u = sum(ukeire(rest, r.melds, r.unseen).values())
                keep = _plain_keep(k)
                values[a.cards[0]] = (-1000.0 * s + u - 0.01 * keep, s, u)
                out.append(Choice(a, values[a.cards[0]][0],
                                  _m(T_READY if s == 0 else T_DISCARD, tile=TileList(a.cards[:1]), shanten=s, ukeire=u)))
            for tok, a in riichi.items():
                v = values.get(tok, (-1e4, 0, 0))[0]
                step = 0.001 if (self.level == "easy" or r.wall >= 4) else -0.001
                out.append(Choice(a, v + step, _m(T_RIICHI, tile=TileList([tok]))))
        top = max((c.value for c in out), default=0.0)
        for a in others:
            if a is kan_first:
                out.append(Choice(a, top + 1.0, _m(T_KAN)))
            elif a.kind not in ("tsumo",):
                out.append(Choice(a, min((c.value for c in out), default=0.0) - 1.0, _m(T_KAN)))
        return _sorted(out)

    # --- strong ---------------------------------------------------------------------------------
    def _strong_turn(self, r: "Reading", legal) -> list[Choice]:
        from . import strong
        sit = self.situation(r)
        hand_aka = _aka(r.hand)
        discards = [a for a in legal if a.kind in ("discard", "riichi")]
        shantens = {}
        for a in discards:
            k = _kind(a.cards[0])
            if k not in shantens:
                shantens[k] = sit.shanten(_without(r.counts, k), r.melds)
        least = min(shantens.values(), default=0)
        out = []
        can_riichi = r.closed and r.scores[r.seat] >= 1000
        for a in discards:
            tok = a.cards[0]
            k = _kind(tok)
            rest = _without(r.counts, k)
            aka = hand_aka - (1 if _is_aka(tok) else 0) + sit.meld_aka
            s = shantens[k]
            pond = sit.pond | {k}
            riichi = a.kind == "riichi"
            if r.riichi_self:
                riichi_ok = True
            elif s == 0:
                riichi_ok = riichi
            else:
                riichi_ok = can_riichi
            off, p, played = sit.offence(rest, tuple(sit.my_melds), aka, pond, riichi_ok, precise=s == least)
            if s > least:
                off *= strong.SHANTEN_PENALTY ** (s - least)
            deal_in, cost = sit.deal_in(k), sit.danger(k)
            risk = sit.future_risk(played)
            if riichi:
                gain = off - risk - 0.5 * RIICHI_COST_PTS * (1.0 - p)   # an unwon stick may still come back
            elif r.riichi_self:
                gain = off - risk
            else:
                gain = max(0.0, off - risk)
            value = -cost + (1.0 - deal_in) * gain + 1e-3 * off - 1e-4 * _plain_keep(k)   # ties: the better hand
            if riichi:
                reason = _m(T_RIICHI, tile=TileList([tok]))
            elif deal_in > 0.0 and gain <= 0.0:
                reason = _m(T_FOLD_EV, tile=TileList([tok]))
            elif s == 0:
                reason = _m(T_READY_EV, tile=TileList([tok]), points=round(off))
            else:
                reason = _m(T_DISCARD_EV, tile=TileList([tok]), shanten=s, points=round(off))
            out.append(Choice(a, value, reason))
        for a in legal:
            if a.kind in ("closed_kan", "added_kan"):
                out.append(Choice(a, self._strong_kan(r, sit, a, hand_aka), _m(T_KAN)))
        return _sorted(out)

    def _strong_kan(self, r, sit, a, hand_aka) -> float:
        from core.mahjong import hand as mj_hand
        k = _kind(a.cards[0])
        counts = list(r.counts)
        melds = list(sit.my_melds)
        if a.kind == "closed_kan":
            counts[k] -= 4
            melds.append(mj_hand.Meld("closed_kan", (k,) * 4))
        else:
            counts[k] -= 1
            i = next(i for i, m in enumerate(melds) if m.kind == "pon" and m.kinds[0] == k)
            melds[i] = mj_hand.Meld("added_kan", (k,) * 4, melds[i].called, melds[i].from_seat_offset)
        if min(counts) < 0:
            return -1e5
        riichi_ok = r.riichi_self or (r.closed and a.kind == "closed_kan" and r.scores[r.seat] >= 1000)
        off, p, played = sit.offence(counts, tuple(melds), hand_aka + sit.meld_aka, sit.pond, riichi_ok)
        gain = off - sit.future_risk(played)
        return gain if r.riichi_self else max(0.0, gain)

    def _strong_claim(self, r: "Reading", legal) -> list[Choice]:
        from core.mahjong import hand as mj_hand

        from . import strong
        sit = self.situation(r)
        hand_aka = _aka(r.hand) + sit.meld_aka
        melds = tuple(sit.my_melds)
        riichi_ok = r.closed and r.scores[r.seat] >= 1000
        tile = r.view.data.get("claim_tile")
        pond = sit.pond
        if tile and any(a.kind == "ron" for a in legal):
            pond = pond | {_kind(tile)}     # 見逃し: a win let go leaves the hand 振聴 (tsumo only)
        off, p, played = sit.offence(list(r.counts), melds, hand_aka, pond, riichi_ok)
        stay = max(0.0, off - sit.future_risk(played))
        out = []
        src = r.view.data.get("claim_from")
        called = _kind(tile) if tile else None
        offset = (r.seat - src) % len(r.scores) if src is not None else 1
        for a in legal:
            if a.kind == "pass":
                out.append(Choice(a, stay + 1e-3, _m(T_PASS)))
                continue
            if a.kind not in ("pon", "chi", "open_kan") or called is None:
                out.append(Choice(a, stay - 1.0, _call_reason(a, r)))
                continue
            used = [_kind(t) for t in a.cards]
            counts = list(r.counts)
            for k in used:
                counts[k] -= 1
            kinds = tuple(sorted(used + [called]))
            meld_kind = "kan" if a.kind == "open_kan" else a.kind
            new = melds + (mj_hand.Meld(meld_kind, kinds, called, offset),)
            aka = hand_aka              # red fives that move into the meld still count
            if a.kind == "open_kan":
                o, p2, pl = sit.offence(counts, new, aka, sit.pond, False)
                out.append(Choice(a, max(0.0, o - sit.future_risk(pl)), _call_reason(a, r)))
                continue
            banned = {called}
            if a.kind == "chi":
                lo = kinds[0]
                if called == lo and number_of(lo) <= 6:
                    banned.add(lo + 3)
                if called == kinds[2] and number_of(kinds[2]) >= 4:
                    banned.add(kinds[2] - 3)
            options = [d for d in range(N_KINDS) if counts[d] and d not in banned]
            if not options:
                out.append(Choice(a, -1e5, _call_reason(a, r)))
                continue
            sh = {d: sit.shanten(_without(counts, d), len(new)) for d in options}
            least = min(sh.values())
            best = -1e9
            for d in options:
                if sh[d] > least + 1:
                    continue
                o, p2, pl = sit.offence(_without(counts, d), new, aka, sit.pond | {d}, False, precise=sh[d] == least)
                if sh[d] > least:
                    o *= strong.SHANTEN_PENALTY
                v = -sit.danger(d) + (1.0 - sit.deal_in(d)) * max(0.0, o - sit.future_risk(pl))
                best = max(best, v)
            out.append(Choice(a, best, _call_reason(a, r)))
        return _sorted(out)


def policy_first(agent: RiichiAgent, view: View, legal, decide) -> list:
    """The ranking of a game built on this one whose own rules (cards, norths, fevers …) decide
    some windows: ``decide(view, legal)`` (the game's choice, setting ``agent.reason``) goes
    first, valued at least as the best of the riichi evaluation of the legal actions; the other
    actions follow in that evaluation's order (below the choice when the evaluation cannot
    value them)."""
    action = decide(view, legal)
    reason = agent.reason
    plain = [a for a in legal if a.kind in RIICHI_KINDS]
    ranked: list = []
    if plain:
        try:
            ranked = RiichiAgent.rank(agent, view, plain)
        except Exception:          # a window the riichi evaluation cannot read: the choice alone counts
            ranked = []
    agent.reason = reason
    seen = {c.action for c in ranked}
    floor = min((c.value for c in ranked), default=0.0)
    top = max((c.value for c in ranked), default=0.0)
    own = next((c.value for c in ranked if c.action == action), top)
    rest = [c for c in ranked if c.action != action]
    rest += [Choice(a, floor - 1.0, reason) for a in legal if a not in seen and a != action]
    return [Choice(action, max(own, top), reason)] + rest


RIICHI_KINDS = frozenset({"tsumo", "ron", "riichi", "discard", "closed_kan", "added_kan", "open_kan", "pon", "chi",
                          "pass"})


def _sorted(choices: list) -> list:
    """Best first; equal values keep their order (the order of the legal actions)."""
    return sorted(choices, key=lambda c: -c.value)


def _call_reason(a, r) -> object:
    if a.kind == "pon" and _kind(a.cards[0]) in r.value_kinds:
        return _m(T_CALL_VALUE)
    if a.kind == "chi":
        return _m(T_CALL_CHI)
    if a.kind in ("open_kan",):
        return _m(T_KAN)
    return _m(T_CALL_PON)


def _wins_first(agent, r, legal, ranked: list) -> list:
    """A win (tsumo, ron) goes before everything else; its value is at least the best other."""
    wins = [a for a in legal if a.kind in ("tsumo", "ron")]
    if not wins:
        return ranked
    top = max((c.value for c in ranked if c.action.kind not in ("tsumo", "ron")), default=0.0)
    rest = [c for c in ranked if c.action.kind not in ("tsumo", "ron")]
    head = [Choice(a, max(top + 1.0, _win_points(agent, r, a) if agent.level == "strong" else top + 1.0),
                   _m(T_TSUMO if a.kind == "tsumo" else T_RON)) for a in wins]
    return head + rest


def _win_points(agent, r, a) -> float:
    """What the win ``a`` is worth to the strong AI, in points (its expectation of ura dora, and
    the riichi sticks and honba on the table); 1,000 when it cannot be scored here."""
    try:
        sit = agent.situation(r)
        tok = a.cards[0]
        k = _kind(tok)
        counts = list(r.counts)
        aka = _aka(r.hand) + sit.meld_aka
        if a.kind == "ron":
            counts[k] += 1
            aka += _is_aka(tok)
        pts = sit.win_points(tuple(counts), tuple(sit.my_melds), k, a.kind == "tsumo", r.riichi_self, aka)
        d = r.view.data
        return pts + 1000.0 * d.get("sticks", 0) + 300.0 * d.get("honba", 0) if pts > 0 else 1000.0
    except Exception:          # a game built on this one whose win the riichi scoring cannot read
        return 1000.0


def _aka(tokens) -> int:
    return sum(1 for t in tokens if _is_aka(t))


def _is_aka(tok: str) -> bool:
    return tok.startswith("0")


def _danger(kind: int, r: Reading, seat: int) -> int:
    """0 a tile ``seat`` discarded (現物, safe); 1 an honour with no copy left unseen but one; 2
    suji (筋) of a discarded tile; 3 other honours; 4 terminals; 6 the rest."""
    pond = r.ponds[seat]
    if kind in pond:
        return 0
    if is_honor(kind):
        return 1 if r.unseen[kind] <= 1 else 3
    n = number_of(kind)
    suji = [kind - 3] if n >= 4 else []
    suji += [kind + 3] if n <= 6 else []
    if suji and all(s in pond for s in suji):
        return 2
    return 4 if is_terminal_or_honor(kind) else 6


def _plain_keep(kind: int) -> int:
    """Isolated honours and terminals go first among equally efficient discards."""
    if is_honor(kind):
        return 0
    return 1 if is_terminal_or_honor(kind) else 2


def _without(counts: list[int], kind: int) -> list[int]:
    out = list(counts)
    out[kind] -= 1
    return out


def _kinds_of(counts: list[int]) -> list[int]:
    return [k for k, n in enumerate(counts) if n]


def _best_after_counts(counts: list[int], melds: int, unseen) -> tuple[int, int]:
    """The lowest shanten after a discard from ``counts`` (14 - 3 melds tiles)."""
    return min((shanten(_without(counts, k), melds), k) for k in range(N_KINDS) if counts[k])


def _best_after(r: Reading) -> tuple[int, int]:
    return _best_after_counts(r.counts, r.melds, r.unseen)


def make(level: str, seed: int = 0):
    """The agent of ``level`` (None for a level this module does not offer)."""
    if level not in LEVELS:
        return None
    from .strong import RIICHI_FUTURE_DANGER
    agent = RiichiAgent(level, seed)
    agent.future_danger = RIICHI_FUTURE_DANGER
    return agent

