"""Riichi mahjong AI: "easy", "normal" and "strong". Every level reads only its seat's view.

- **easy**: tile efficiency only (牌効率): the discard that leaves the lowest shanten (向聴数) and
  then the most unseen tiles that improve the hand (受け入れ); always wins when it can, declares
  riichi when it can, never calls.
- **normal**: easy's efficiency, and riichi when ready with a closed hand; calls a pon of a value
  tile (役牌) and chi / pon that bring an all-simples hand (喰いタン) closer; and basic defence
  when another seat is in riichi and its own hand is far (two or more from ready): it discards the
  safest tile — a tile that seat discarded (現物), then honours others have shown, then suji (筋).
- **strong**: normal, with push or fold weighed by the hand's value (dora, red fives, value
  tiles) against how far it is from ready, and a preference for keeping dora and red fives.

Every choice sets :attr:`reason` (context "ai"), the teaching-mode hint.
"""
from __future__ import annotations

from typing import Sequence

from core.ai.agent import CTX, Agent
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


def _m(text: str, **args):
    return msg(CTX, text, **args)


class Reading:
    """What a seat's view tells: its hand as counts, its melds, the tiles it cannot see
    (``unseen``: 4 minus every copy visible to it), who is in riichi and what they discarded."""

    def __init__(self, view: View) -> None:
        d, seat = view.data, view.seat
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
        self.dora = {_dora_kind(parse_kinds(t)[0]) for t in d["dora_indicators"]}
        self.riichi_seats = [s for s, r in enumerate(d["riichi"]) if r and s != seat]
        self.ponds = [[parse_kinds(p["tile"])[0] for p in pond] for pond in d["ponds"]]
        self.scores = d["scores"]
        self.value_kinds = set(DRAGONS) | {EAST + d["round_wind"], EAST + (seat - d["dealer"]) % 4}
        self.wall = d["wall"]


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
    """One seat's AI at ``level`` (see the module docstring)."""

    def __init__(self, level: str, seed: int = 0) -> None:
        super().__init__()
        self.level = level
        self.seed = seed

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "stop" in kinds:
            return self._stop(view, legal)
        for kind, text in (("tsumo", T_TSUMO), ("ron", T_RON)):
            if kind in kinds:
                self.reason = _m(text)
                return next(a for a in legal if a.kind == kind)
        r = Reading(view)
        if "pass" in kinds:
            return self._claim(r, legal)
        return self._turn(r, legal)

    # --- the last hand's stop -------------------------------------------------------------------
    def _stop(self, view: View, legal) -> Action:
        scores, me = view.data["scores"], view.seat
        first = all(scores[me] > s or (scores[me] == s and me < o) for o, s in enumerate(scores) if o != me)
        self.reason = _m(T_STOP if first else T_PLAY_ON)
        return next(a for a in legal if a.kind == ("stop" if first else "play_on"))

    # --- calls ------------------------------------------------------------------------------------
    def _claim(self, r: Reading, legal) -> Action:
        passing = next(a for a in legal if a.kind == "pass")
        if self.level == "easy" or (r.riichi_seats and self._far(r)):
            self.reason = _m(T_PASS)
            return passing
        now = shanten(r.counts, r.melds)
        best, best_key = passing, None
        for a in legal:
            if a.kind not in ("pon", "chi"):
                continue
            used = [_kind(t) for t in a.cards]
            counts = list(r.counts)
            for k in used:
                counts[k] -= 1
            after = min(shanten(_without(counts, d), r.melds + 1) for d in range(N_KINDS) if counts[d])
            value = a.kind == "pon" and used[0] in r.value_kinds
            simples = all(is_simple(k) for k in _kinds_of(counts)) and all(is_simple(k) for k in used)
            if after < now and (value or simples):
                key = (value, -after)
                if best_key is None or key > best_key:
                    best, best_key = a, key
        if best is passing:
            self.reason = _m(T_PASS)
        elif best.kind == "pon" and _kind(best.cards[0]) in r.value_kinds:
            self.reason = _m(T_CALL_VALUE)
        else:
            self.reason = _m(T_CALL_PON if best.kind == "pon" else T_CALL_CHI)
        return best

    def _far(self, r: Reading) -> bool:
        """Two or more from ready (normal), or too far for the hand's value (strong)."""
        s = shanten(r.counts, r.melds) if sum(r.counts) % 3 == 1 else _best_after(r)[0]
        if self.level == "strong":
            return s >= 2 or (s == 1 and self._hand_value(r) < 2)
        return s >= 2

    def _hand_value(self, r: Reading) -> int:
        """A rough han count: dora, red fives, value-tile pairs or triplets."""
        han = sum(r.counts[k] for k in r.dora) + sum(1 for t in r.hand if t.startswith("0"))
        han += sum(1 for k in r.value_kinds if r.counts[k] >= 2)
        return han + (1 if r.closed else 0)

    # --- the turn -------------------------------------------------------------------------------
    def _turn(self, r: Reading, legal) -> Action:
        discards = [a for a in legal if a.kind == "discard"]
        riichi = {a.cards[0]: a for a in legal if a.kind == "riichi"}
        if self.level != "easy" and any(a.kind == "closed_kan" for a in legal):
            kan = next(a for a in legal if a.kind == "closed_kan")
            k = _kind(kan.cards[0])
            after = list(r.counts)
            after[k] -= 4
            if _best_after_counts(after, r.melds + 1, r.unseen)[0] <= _best_after(r)[0] and not r.riichi_seats:
                self.reason = _m(T_KAN)
                return kan
        if len(discards) == 1 and not riichi:
            a = discards[0]
            self.reason = _m(T_DISCARD, tile=TileList(a.cards[:1]), shanten=0, ukeire=0)
            return a
        if self.level != "easy" and r.riichi_seats and self._far(r):
            return self._fold(r, discards)
        scored = []
        for a in discards:
            k = _kind(a.cards[0])
            rest = _without(r.counts, k)
            s = shanten(rest, r.melds)
            u = sum(ukeire(rest, r.melds, r.unseen).values())
            keep = self._keep_value(r, a.cards[0], k) if self.level == "strong" else _plain_keep(k)
            scored.append((s, -u, keep, a))
        scored.sort(key=lambda x: x[:3])
        s, neg_u, _, choice = scored[0]
        tok = choice.cards[0]
        if tok in riichi and (self.level == "easy" or r.wall >= 4):
            self.reason = _m(T_RIICHI, tile=TileList([tok]))
            return riichi[tok]
        self.reason = _m(T_READY if s == 0 else T_DISCARD, tile=TileList([tok]), shanten=s, ukeire=-neg_u)
        return choice

    def _keep_value(self, r: Reading, tok: str, k: int) -> int:
        """How much a tile is worth keeping beyond efficiency (lower: discard first)."""
        worth = _plain_keep(k)
        if k in r.dora or tok.startswith("0"):
            worth += 3
        if k in r.value_kinds and r.counts[k] >= 2:
            worth += 2
        return worth

    def _fold(self, r: Reading, discards) -> Action:
        """ベタオリ: the safest discard against every seat in riichi."""
        def danger(a) -> tuple:
            k = _kind(a.cards[0])
            return (max(_danger(k, r, s) for s in r.riichi_seats), _plain_keep(k))
        choice = min(discards, key=danger)
        self.reason = _m(T_FOLD, tile=TileList(choice.cards[:1]))
        return choice


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
    return RiichiAgent(level, seed) if level in LEVELS else None

