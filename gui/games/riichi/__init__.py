"""The front end of riichi mahjong: the mahjong table, log and end-of-hand dialog of :mod:`gui.families.mahjong`
as they are."""
from ...registry import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.families.mahjong.view:MahjongTableView"),
                    event_line=lazy("gui.families.mahjong.log:mahjong_line"),
                    describe_action=lazy("gui.families.mahjong.log:describe_mahjong_action"),
                    round_dialog=lazy("gui.families.mahjong.round_dialog:show_mahjong_round_result"),
                    result_lines=lazy("gui.families.mahjong.round_dialog:game_end_lines"),
                    help=lazy("gui.games.riichi.help:parts"))
