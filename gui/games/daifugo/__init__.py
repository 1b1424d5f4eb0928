"""The front end of daifugō (大富豪) with added rules (ルール追加): its table, its log lines, the
dialogs that add and build rules between games."""
from ...frontends import Frontend, lazy

FRONTEND = Frontend(table=lazy("gui.games.daifugo.view:TableView"),
                    event_line=lazy("gui.games.daifugo.log:daifugo_line"),
                    describe_action=lazy("gui.games.daifugo.log:describe_daifugo_action"))
