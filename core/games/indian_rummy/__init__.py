"""Indian Rummy (インディアン・ラミー): 13-card rummy for 2-10 players with a cut joker, packing
(パッキング) and straight runs (ストレートラン); the seed's Japanese meet-up rules by default, the
online formats common in India (points, pool 101/201, deals) as presets.

The game itself (its ``Game``) is in :mod:`.game`; the registry lists it."""
