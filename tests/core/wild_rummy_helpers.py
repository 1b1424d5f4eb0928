"""Helpers for Wild Rummy R tests: build a position by hand and find actions by what they do."""
from __future__ import annotations

from core.games.wild_rummy.game import WildRummy
from core.games.wild_rummy.meld import Meld, build
from core.games.wild_rummy.rules import PLAY

GAME = WildRummy()


def position(hands, melds=(), *, phase="neutral", turn=0, step=PLAY, stock=None, options=None, seed=1):
    """A state with these hands (lists of card codes per seat) and melds on the table.

    ``melds``: (owner, kind, [(card, ident), ...], order) tuples. The stock is every other card
    (or ``stock``), the discard pile is empty, and ``turn`` is in ``step`` (after the draw).
    """
    state = GAME.new_state(len(hands), options, seed)
    state.hands = [sorted(h) for h in hands]
    state.melds = []
    for i, (owner, kind, pairs, order) in enumerate(melds, start=1):
        m = build(kind, pairs, state.rules, order, owner, i)
        assert m is not None, f"not a meld: {kind} {pairs}"
        state.melds.append(m)
    state.next_id = len(state.melds) + 1
    used = {c for h in hands for c in h} | {c for m in state.melds for c in m.all_cards()}
    if stock is None:
        from core.fesca import deck
        stock = [c for c in deck(state.options["deck"]) if c not in used]
    state.stock = list(stock)
    state.discard = []
    state.phase = phase
    state.turn, state.step = turn, step
    state.owed, state.retrieved, state.asked = [], [], []
    state.ever_melded = [any(m.owner == s for m in state.melds) for s in range(len(hands))]
    state._mark_turn_start(turn)
    state._changed()
    return state


def find(state, kind, cards=None, target=None, **fields):
    """The legal actions of the seat to move with this kind (and cards / target / fields)."""
    seat = state.to_move()[0]
    out = []
    for a in state.legal_actions(seat):
        if a.kind != kind or (cards is not None and tuple(a.cards) != tuple(cards)):
            continue
        if target is not None and a.target != target:
            continue
        if all(getattr(a, k) == v for k, v in fields.items()):
            out.append(a)
    return out


def one(state, kind, cards=None, target=None, **fields):
    """The single legal action matching; fails the test if there is not exactly one."""
    found = find(state, kind, cards, target, **fields)
    assert len(found) == 1, f"{len(found)} actions {kind} {cards} {target} {fields}: {found}"
    return found[0]


def meld_by_id(state, meld_id) -> Meld:
    return next(m for m in state.melds if m.id == meld_id)
