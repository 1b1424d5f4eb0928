"""Tables shared by several games (the rummy table, the mahjong table), each naming no game: a game
plugs in through its front end (docs/architecture.md)."""
