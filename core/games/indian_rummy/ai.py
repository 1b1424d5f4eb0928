"""Indian Rummy AI (インディアン・ラミー): "easy", "normal" and "strong".

Every level reads only its seat's view (and what it remembers of its earlier views of the same
round: which of its own discards the next player took or left, :class:`Memory`) and picks one of
the legal actions it is given; it never sees another hand.

- **easy**: takes the top discard when it goes into a meld of the best arrangement
  (:func:`core.rummy.best_arrangement`) of the hand with it, else draws from the stock; discards
  its highest card in no meld (deadwood), never a wild card while it holds another; declares
  whenever it can; packs (パッキング) only at its first turn, with no two cards of a suit close
  enough for a straight run (ストレートラン) and a count of 60 or more.
- **normal**: plans the hand (:mod:`.plan`): the *distance* (cards still to draw before a Rummy)
  and the groups it keeps, partial melds included. It takes the top discard only when that lowers
  the distance (and, unless it completes a meld or is wild, is a low card: a high card that only
  starts a partial meld would raise the count); it discards one of the cards the best plan leaves dead, preferring high cards,
  cards with few neighbours in the hand and cards the next player is unlikely to want
  (:func:`danger`: what that player took or left after our own discards, and how many cards that
  would meld with it are still unseen); never a wild card while it holds another; it declares
  whenever it can. It packs rarely: at the first turn a hand 5 cards or more from Rummy with no
  straight run in sight and a high count, later a hand still far from Rummy at its fourth turn
  with a count of 80 or more (such hands lose 50-80 on average in self-play).
- **strong**: normal's planner, with every draw, discard and pack valued in chips by a one-ply
  look-ahead over the cards it cannot see (:mod:`.search`): the unseen cards that would help each
  candidate hand (its outs), a model of the chance of declaring first fitted to self-play, the
  count it would pay, and the chance that the next player can use the discard (judged on random
  deals of that hand consistent with the view).

Every choice sets :attr:`reason` (context "ai"), naming cards with :class:`core.cards.CardList`;
it is the teaching-mode hint. ``rank(view, legal)`` values every legal action by the level's own
evaluation, best first, and ``choose`` plays its first: easy and normal in "cards" (minus the
distance to Rummy the action leaves, the planner's tie-breaks as fractions; a rule the level
follows, such as packing a hopeless hand, as a whole card or two), strong in "chips" (the
expected chips of the round from its look-ahead; a Rummy declared: what the others pay).
"""
from __future__ import annotations

from core.ai.agent import Agent

from .agents import EasyAgent, NormalAgent
from .search import StrongAgent

LEVELS = ("easy", "normal", "strong")


def make(level: str, seed: int = 0) -> Agent | None:
    """The Indian Rummy agent for ``level`` (None for a level this module does not implement)."""
    if level == "easy":
        return EasyAgent(seed)
    if level == "normal":
        return NormalAgent(seed)
    if level == "strong":
        return StrongAgent(seed)
    return None
