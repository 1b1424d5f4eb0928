"""The front end of Wild Rummy R: its table (built on the rummy scene of :mod:`gui.families.rummy`), the
FESCA card faces, its log lines and its end-of-round dialog."""
from ...registry import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.wild_rummy.view:WildTableView"),
                    event_line=lazy("gui.games.wild_rummy.log:wild_line"),
                    describe_action=lazy("gui.games.wild_rummy.log:describe_wild_action"),
                    round_dialog=lazy("gui.games.wild_rummy.round_dialog:show_wild_round_result"),
                    result_lines=lazy("gui.games.wild_rummy.round_dialog:game_end_lines"),
                    standings=lazy("gui.games.wild_rummy.standings:wild_standings"),
                    help=lazy("gui.games.wild_rummy.help:parts"))
