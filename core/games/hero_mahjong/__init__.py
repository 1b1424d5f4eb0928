"""Hero Mahjong (英雄麻雀): east-only riichi on the `riichi` base with decks of hero cards, one
avatar and action cards (shared/rules/hero_mahjong.md): the cards as data (:mod:`.cards`), the
three ways of dealing decks (:mod:`.decks`: basic, 2-Pick, constructed, each a preset), the card
windows and effects (:mod:`.rules`) and the AI (:mod:`.ai`).

The game itself (its ``Game``) is in :mod:`.game`; the registry lists it."""
