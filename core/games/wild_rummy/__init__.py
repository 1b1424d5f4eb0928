"""Wild Rummy R (ワイルドラミーR): rummy with the 78-card FESCA deck, its three kinds of wild card
(suit, rank and general wild), wild-card reuse (差し札, 抜き札, 埋め潰し, 発掘), cycle runs (相順)
under a yin/yang field phase, calls (鳴き) and two scoring methods.

The game itself (its ``Game``) is in :mod:`.game`; the registry lists it."""
