"""Anmika sanma AI: "easy", "normal" and "strong", built on the riichi AI (tile efficiency, value
pons, folding against riichi) with what this game adds. Every level reads only its seat's view.

- Norths are set aside at once (北抜き: a dora and a chip, and a replacement draw).
- A closed ready hand always declares riichi (筋肉: no dama win), as a fever riichi at its highest
  tier when the hand holds a guaranteed 7 triplet (the fever's repeated wins are worth most), and
  with shuba (祝儀倍) on a fever or a hand with two or more dora (normal and strong).
- easy never calls; normal and strong pon value tiles (白 pocchi, 發, 中, 東, the seat wind) and
  calls that keep an all-simples hand closer to ready.
- strong values chips, the game's result, beside points (CHIP_POINTS each): a win's red fives,
  norths and gold tiles, ura and ippatsu after riichi, closed flush chips; and a deal-in's chips,
  with what a deal-in into each threatening seat costs read from that seat's norths, flowers and
  shuba (core.games.anmika.strong_ai). At three seats strong declares shuba with its first riichi
  (a slip costs nothing there by default, and an unused shuba is lost).
- Against a fever nothing can be done (every seat discards what it draws), so no fold logic
  runs then; against a plain riichi normal folds when two or more from ready.

The sanma tile set changes the counting: kinds not in the set (2m-8m, and 1m with GT) are never
unseen, and shanten treats them as absent.
"""
from __future__ import annotations

from typing import Sequence

from core.engine import QT_TRANSLATE_NOOP, Action, View
from core.games.riichi import ai as base
from core.mahjong.notation import TileList, parse_kinds
from core.mahjong.tiles import DRAGONS, EAST

LEVELS = base.LEVELS
T_EXTRACT = QT_TRANSLATE_NOOP("ai", "Sets the north aside (北抜き): a dora and a chip, and a new tile.")
T_GOLD = QT_TRANSLATE_NOOP("ai", "Strengthens {target} with the gold north (金北): it raises the win most.")
T_WINTER_FIRE = QT_TRANSLATE_NOOP("ai", "Fires winter (冬) now: few tiles are left, and the fever ends.")
T_WINTER_HOLD = QT_TRANSLATE_NOOP("ai", "Holds winter (冬): the fever may win again.")
T_WINTER_PAYEE = QT_TRANSLATE_NOOP("ai", "Fires the fever player's winter (冬): reversed, its chips are paid to you, "
                                         "and the fever ends before a positive pocchi turns it back.")
T_GOD = QT_TRANSLATE_NOOP("ai", "Takes the god pocchi (神ポッチ) as the tile that pays most.")
T_DICE = QT_TRANSLATE_NOOP("ai", "Names {pair} for the dice (出目当て): every pair is as likely.")
T_FEVER = QT_TRANSLATE_NOOP("ai", "Declares fever riichi discarding {tile}: a 7 triplet is certain, so every "
                                  "winning tile that appears is a win.")

#: strong values a chip (the game's result unit) at this many points: the rank chips (45 / -15 / -30)
#: spread 75 chips over a game's usual spread of some 30,000 points
CHIP_POINTS = 400
#: the chips a deal-in typically pays on top of its points (red fives, norths, gold, ura)
DEAL_IN_CHIPS = 6
GT_KINDS = frozenset({6, 8} | set(range(9, 34)))
PLAIN_KINDS = frozenset({0, 8} | set(range(9, 34)))


class Reading(base.Reading):
    """The riichi reading with the sanma tile set: only kinds of the set can be unseen."""

    def __init__(self, view: View) -> None:
        d = dict(view.data)
        shown = [t for t in d["dora_indicators"] if parse_kinds(t)[0] < 34]     # a flower points at nothing
        d["dora_indicators"] = shown
        super().__init__(View(view.game, view.seat, d))
        gt = d["gt"]
        kinds = GT_KINDS if gt else PLAIN_KINDS
        self.dora_list = [_sanma_dora(parse_kinds(t)[0], gt) for t in shown]
        self.dora = set(self.dora_list)
        self.gt = gt
        self.norths = len(d["extracted"][view.seat]) if d.get("extracted") else 0
        self.unseen = [n if k in kinds else 0 for k, n in enumerate(self.unseen)]
        for k in parse_kinds("".join(t for t in sum(d.get("extracted", []), []) if t.endswith("z"))):
            self.unseen[k] = max(0, self.unseen[k] - 1)
        seat = view.seat
        self.value_kinds = set(DRAGONS) | {EAST, EAST + (seat - d["dealer"]) % d["seats"]}
        self.fever = d.get("fever")


def _sanma_dora(indicator: int, gt: bool) -> int:
    """The dora an indicator points at in sanma: manzu 7m <-> 9m with GT, 1m <-> 9m without."""
    if indicator in (0, 6):
        return 8
    if indicator == 8:
        return 6 if gt else 0
    return base._dora_kind(indicator)


class AnmikaAgent(base.RiichiAgent):
    """One seat's AI at ``level`` (see the module docstring)."""

    def reading(self, view: View) -> Reading:
        return Reading(view)

    def situation(self, r):
        """The strong reading with Anmika's deal-in costs (core.games.anmika.strong_ai)."""
        from .strong_ai import AnmikaSituation
        return AnmikaSituation(r, r.view, self.hand_rules(r.view), **self._situation_args(r))

    def hand_rules(self, view: View):
        from .yaku import anmika_rules
        return anmika_rules(bool(view.data["gt"]))

    def _situation_args(self, r) -> dict:
        gold = sum(1 for t in r.hand if "g" in t[1:])
        args = {"table": _table(r.gt), "kinds": GT_KINDS if r.gt else PLAIN_KINDS, "muscle": True,
                "extra_dora": r.norths + gold}
        if self.level == "strong":             # chips are the game's result: a win's chips count
            args.update(chip_points=CHIP_POINTS, extra_chips=r.norths + 4 * gold, deal_in_chips=DEAL_IN_CHIPS,
                        flush_chips=bool(r.view.data.get("hand_yaku_chips")))
        return args

    def rank(self, view: View, legal: Sequence[Action]) -> list:
        """The game's own choice first (norths, flowers, fevers, the riichi form), then the
        riichi evaluation of the other actions (see ``base.policy_first``)."""
        return base.policy_first(self, view, legal, self._decide)

    def choose(self, view: View, legal: Sequence[Action]) -> Action:
        best = self.rank(view, legal)[0]
        self.reason = best.reason
        return best.action

    def _decide(self, view: View, legal: Sequence[Action]) -> Action:
        kinds = {a.kind for a in legal}
        if "stop" in kinds:
            return self._stop(view, legal)
        for kind, text in (("tsumo", base.T_TSUMO), ("ron", base.T_RON)):
            if kind in kinds:
                self.reason = base._m(text)
                return next(a for a in legal if a.kind == kind)
        if "gold_north" in kinds:                  # 金北: 夏 lifts the value most, then 冬, 春, 秋
            order = {"summer": 0, "winter": 1, "spring": 2, "autumn": 3, "none": 4}
            if any(a.target == "defer" for a in legal):     # in a fever 冬 would end it: keep 金北 instead
                order = {"summer": 0, "spring": 1, "defer": 2, "autumn": 3, "winter": 4, "none": 5}
            pick = min(legal, key=lambda a: order.get(a.target, 5))
            self.reason = base._m(T_GOLD, target=pick.target)
            return pick
        if "god_pocchi" in kinds:                  # 神ポッチ: the highest reading
            self.reason = base._m(T_GOD)
            return next(a for a in legal if a.target == "most")
        if "winter" in kinds and (view.data.get("fever") or {}).get("seat") != view.seat:
            self.reason = base._m(T_WINTER_PAYEE)  # after a reverse pocchi the others decide (seed L262)
            return next(a for a in legal if a.target == "fire")
        if "winter" in kinds:                      # 冬 in a fever: hold it while the wall is long
            fire = view.data["wall"] < 12
            self.reason = base._m(T_WINTER_FIRE if fire else T_WINTER_HOLD)
            return next(a for a in legal if a.target == ("fire" if fire else "hold"))
        if "dice_pair" in kinds:                   # every pair hits as often: any will do
            pick = legal[(self.seed + len(view.data["history"])) % len(legal)]
            self.reason = base._m(T_DICE, pair=pick.target)
            return pick
        if "extract" in kinds:
            self.reason = base._m(T_EXTRACT)
            return next(a for a in legal if a.kind == "extract")
        r = Reading(view)
        if "pass" in kinds:
            return self._claim(r, [a for a in legal if a.kind != "open_kan"])
        closed_kans = [a for a in legal if a.kind == "closed_kan"]
        if closed_kans and all(a.kind == "closed_kan" for a in legal):
            self.reason = base._m(base.T_KAN)
            return closed_kans[0]                  # カンの強制: the kan is a must
        plain = [a for a in legal if a.kind not in ("riichi", "open_riichi", "fever_riichi")]
        fevers = [a for a in legal if a.kind == "fever_riichi"]
        if fevers:                                 # the fever's repeated wins outweigh any wait
            return self._fever(r, fevers)
        choice = self._turn(r, plain + [a for a in legal if a.kind == "riichi" and not a.shuba])
        if choice.kind == "riichi":
            return self._riichi_form(r, choice, legal)
        return choice

    def _fever(self, r: Reading, fevers: list) -> Action:
        """Fever riichi at the highest tier on offer, discarding the tile that leaves the most
        winning tiles unseen; with shuba (normal and strong)."""
        from core.mahjong.waits import ukeire
        top = max(a.tier for a in fevers)
        pool = [a for a in fevers if a.tier == top and a.shuba == (self.level != "easy" and any(f.shuba for f in fevers))]
        pool = pool or [a for a in fevers if a.tier == top]

        def live(a) -> int:
            return sum(ukeire(base._without(r.counts, base._kind(a.cards[0])), r.melds, r.unseen).values())
        pick = max(pool, key=live)
        self.reason = base._m(T_FEVER, tile=TileList(pick.cards[:1]))
        return pick

    def _riichi_form(self, r: Reading, choice: Action, legal) -> Action:
        """Fever at its highest tier if the hand allows it, else plain riichi; shuba on a fever
        or a hand with two or more dora (normal and strong)."""
        tile = choice.cards[0]
        forms = [a for a in legal if a.cards == (tile,) and a.kind in ("riichi", "fever_riichi")]
        if not forms:
            return choice
        dora = sum(r.counts[k] for k in r.dora) + sum(1 for t in r.hand if t.startswith("0") or "g" in t[1:])
        fevers = [a for a in forms if a.kind == "fever_riichi"]
        want_shuba = self.level != "easy" and (bool(fevers) or dora >= 2)
        if self.level == "strong" and r.view.data["seats"] == 3:
            want_shuba = True              # once a game, and at three seats a slip costs nothing (by default)
        pool = fevers or [a for a in forms if a.kind == "riichi"]
        top = max(a.tier for a in pool)
        pool = [a for a in pool if a.tier == top]
        pick = next((a for a in pool if a.shuba == want_shuba), pool[0])
        self.reason = base._m(T_FEVER if pick.kind == "fever_riichi" else base.T_RIICHI, tile=TileList([tile]))
        return pick


_TABLES: dict = {}


def _table(gt: bool):
    """The Anmika yaku table (built once per GT setting)."""
    if gt not in _TABLES:
        from .yaku import anmika_yaku
        _TABLES[gt] = anmika_yaku(gt)
    return _TABLES[gt]


def make(level: str, seed: int = 0):
    """The agent of ``level`` (None for a level this module does not offer)."""
    return AnmikaAgent(level, seed) if level in LEVELS else None
