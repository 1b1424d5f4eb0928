"""Wild Rummy R AI (ワイルドラミーR): "easy", "normal" and "strong".

Every level reads only its seat's view (:func:`.ai_plan.read`) and picks one of the legal actions
it is given; it never sees another hand. A turn is many actions: each call of ``choose`` re-plans
from the view — the plan is a pure function of the hand, the table and the step, cached per
round — so the melds and operations of one turn follow one consistent plan, and an exchange is
chosen only when it strictly improves the evaluation (a turn cannot loop).

- **easy**: greedy: melds the biggest new meld it has, lays off whatever fits, calls (鳴き) whenever
  it can, and discards the card that connects least with the rest of the hand (the highest
  penalty first among equals); no wild-card exchanges, never retrieves.
- **normal** (:mod:`.ai_normal`): plans the hand (:func:`.ai_plan.solve`: the new melds and
  lay-offs that shed the most, each card worth one step towards going out plus its 罰点 under the
  penalty method, plus the meld points under the meld-bonus method) and values what is left by its
  *outs* (unseen cards that would complete a pair, :mod:`.ai_groups`). It takes a wild-card
  exchange — 差し札, 抜き札, 発掘, 付け抜き札, a type-changing 付け札 — when the plan after it is
  better (a wild taken that melds more cards, a natural taken that completes a meld, a costly wild
  parked in place of a natural); it buries (埋め潰し) a 太極 or 空無 rather than laying the same
  card off elsewhere; it calls when the call leaves the hand no worse (a call melding 3 cards
  always does); it discards the card whose loss costs least, weighing its penalty, the outs it
  gives up, the field phase a 陰陽 discard sets, and the chance that another seat can call it.
  Without an own meld it keeps its melds back for 一度に上がり when two or three cards are left
  over and the held melds are cheap. It never retrieves a meld.
- **strong** (:mod:`.ai_search`): compares whole turns by rollouts (PIMC). In each decision with
  a choice (the turn after the draw, a call window, a call turn) it lists a few candidate turns —
  what normal would play, what the careful heuristics (:mod:`.ai_careful`: hidden melds under the
  penalty method, a search over exchanges, readings that keep the wilds, an opponent-aware
  discard) would play, "keep the melds in hand and discard now", the melds with another discard —
  and values each by the points it wins in this round on average over positions sampled from
  its view (:mod:`.ai_sim`: the others' hands dealt at random to their known sizes from the
  cards it cannot see, the cards it saw taken from the table kept in a hand), each played out by
  the normal policy for every seat. The careful turn is the default: another turn is played only
  when its gain over the default on the same samples exceeds one standard error. A work budget
  (simulated decisions), a CPU-time cap on new samples and a hard cap inside the rollouts keep a
  decision under a second.

Every level ranks its choices (:meth:`rank`): easy by cards shed, normal by its evaluation of the
position each action leaves, strong by the rollouts' mean points (a turn other than the default
credited its gain over the default less one standard error; the actions it did not roll out
below, by the normal evaluation).

Every choice sets :attr:`reason` (context "ai") — the teaching-mode hint. Cards are named in the
rulebook's notation (:func:`core.fesca.pretty`).
"""
from __future__ import annotations

from core.ai.agent import Agent

from .ai_agent import EasyAgent
from .ai_normal import NormalAgent
from .ai_search import StrongAgent

LEVELS = ("easy", "normal", "strong")


def make(level: str, seed: int = 0) -> Agent | None:
    """The Wild Rummy R agent for ``level`` (None for a level this module does not implement)."""
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "strong":
        return StrongAgent(seed)
    return None
