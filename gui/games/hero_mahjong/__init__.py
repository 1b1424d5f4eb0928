"""The front end of Hero Mahjong (英雄麻雀): the mahjong table of :mod:`gui.families.mahjong` with hero cards,
their gestures and texts, its log lines and the deck builder."""
from ...registry import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.hero_mahjong.table:make_table"),
                    event_line=lazy("gui.games.hero_mahjong.log:hero_line"),
                    describe_action=lazy("gui.games.hero_mahjong.log:describe_hero_action"),
                    round_dialog=lazy("gui.games.hero_mahjong.round_dialog:show_round_result"),
                    result_lines=lazy("gui.families.mahjong.round_dialog:game_end_lines"),
                    help=lazy("gui.games.hero_mahjong.help:parts"))
