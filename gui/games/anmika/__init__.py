"""The front end of Anmika sanma (アンミカ): the mahjong table of :mod:`gui.families.mahjong` with the Anmika
parts (extracted tiles, chips, fever, dice chance), its log lines and end-of-hand dialog parts."""
from core.engine import QT_TRANSLATE_NOOP

from ...registry import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.anmika.table:make_table"),
                    event_line=lazy("gui.games.anmika.log:anmika_line"),
                    describe_action=lazy("gui.games.anmika.log:describe_anmika_action"),
                    round_dialog=lazy("gui.games.anmika.round_dialog:show_round_result"),
                    result_lines=lazy("gui.games.anmika.round_dialog:game_end_lines"),
                    next_game=lazy("gui.games.anmika.session:play_next_game"),
                    standings=lazy("gui.games.anmika.standings:anmika_standings"),
                    next_text=QT_TRANSLATE_NOOP("MainWindow", "Play the next game (連勝祝儀 counts on)"),
                    help=lazy("gui.games.anmika.help:parts"))
