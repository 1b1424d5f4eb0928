"""The front end of Indian Rummy: the rummy table of :mod:`gui.families.rummy`, its log lines and its
end-of-round dialog."""
from ...registry import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.indian_rummy.view:IndianRummyTableView"),
                    event_line=lazy("gui.games.indian_rummy.log:rummy_line"),
                    describe_action=lazy("gui.games.indian_rummy.log:describe_rummy_action"),
                    round_dialog=lazy("gui.games.indian_rummy.round_dialog:show_round_result"),
                    result_lines=lazy("gui.games.indian_rummy.round_dialog:game_end_lines"),
                    standings=lazy("gui.games.indian_rummy.standings:indian_standings"),
                    help=lazy("gui.games.indian_rummy.help:parts"))
