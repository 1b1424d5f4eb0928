"""Plain daifugō (大富豪), the base game of 《ルール追加》.

The game itself (its ``Game``) is in :mod:`.game`; the registry lists it."""
