"""Hero Mahjong (英雄麻雀): east-only riichi on the `riichi` base with decks of hero cards, one
avatar and action cards (shared/rules/hero_mahjong.md). Being built: so far the cards as data
(:mod:`.cards`) and the three ways of dealing decks (:mod:`.decks`); the game is not registered yet."""
