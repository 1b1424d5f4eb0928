"""The front end of Anmika sanma (アンミカ): the mahjong table of :mod:`gui.mahjong` with the Anmika
parts (extracted tiles, chips, fever, dice chance), its log lines and end-of-hand dialog parts."""
from ...frontends import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.anmika.table:make_table"),
                    event_line=lazy("gui.mahjong.log:mahjong_line"),
                    describe_action=lazy("gui.mahjong.log:describe_mahjong_action"),
                    round_dialog=lazy("gui.games.anmika.round_dialog:show_round_result"))
