"""The front end of riichi mahjong: the mahjong table, log and end-of-hand dialog of :mod:`gui.mahjong`
as they are."""
from ...frontends import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.mahjong.view:MahjongTableView"),
                    event_line=lazy("gui.mahjong.log:mahjong_line"),
                    describe_action=lazy("gui.mahjong.log:describe_mahjong_action"),
                    round_dialog=lazy("gui.mahjong.round_dialog:show_mahjong_round_result"))
