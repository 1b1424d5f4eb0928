"""The front end of daifugō (大富豪) with added rules (ルール追加): its table, its log lines, the
dialogs that add and build rules between games."""
from ...registry import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.daifugo.view:TableView"),
                    event_line=lazy("gui.games.daifugo.log:daifugo_line"),
                    describe_action=lazy("gui.games.daifugo.log:describe_daifugo_action"),
                    rules_strip=lazy("gui.games.daifugo.session:rules_strip"),
                    next_game=lazy("gui.games.daifugo.session:play_next_game"),
                    session_goes_on=lazy("gui.games.daifugo.session:session_goes_on"),
                    decision_prompt=lazy("gui.games.daifugo.decisions:decision_prompt"),
                    choice_label=lazy("gui.games.daifugo.decisions:choice_label"),
                    standings=lazy("gui.games.daifugo.standings:session_standings"),
                    help=lazy("gui.games.daifugo.help:parts"),
                    result_lines=lazy("gui.games.daifugo.results:game_end_lines"))
