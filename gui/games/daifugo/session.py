"""Between two games of a 《ルール追加》 session: the winners add rules, then the next game starts.

The session lives in the options of its games (see core/games/daifugo/session.py), so a finished
game is enough to carry on: the window calls :func:`play_next_game` with it, right after the game
or later from the autosave ("Continue").
"""
from __future__ import annotations

from PySide6.QtWidgets import QDialog, QMessageBox

from core.engine import Rng
from core.games.daifugo.catalogue import make_rule
from core.games.daifugo.describe import numbered_title, summary
from core.games.daifugo.session import Session, SessionError
from core.registry import GAMES

from ...i18n import translate, tr_msg
from ...log_text import ordinal


def rules_strip(state) -> list[tuple[str, str]]:
    """(title, description) of every rule in force, for the side panel's strip."""
    rules = [r for r in state.options.get("rules", []) if "repealed_after" not in r]
    return [(tr_msg(numbered_title(r)), tr_msg(summary(r))) for r in rules]


def session_goes_on(state) -> bool:
    """Whether the finished daifugō game ``state`` has a next game: no ルール追加の終了 rule in
    force ended its 《ルール追加》 session (what its autosave is kept for)."""
    if not state.is_over():
        return False
    session = Session.from_options(state.seats, state.options)
    session.game_over(state.result().ranking)
    return not session.is_over()


def next_seed(state) -> int:
    """The next game's seed, derived from this one (replayable, different every game)."""
    return Rng(state.seed ^ 0x5EED).randbelow(2 ** 31) + len(state.options.get("history", [])) + 1


def play_next_game(window, state, players, game_id: str | None = None) -> None:
    """The adders of the finished ``state`` add their rules in place order (humans in the
    addition dialog, AI by its policy), then the next game starts with every rule so far (under
    the session's ``game_id``, so that its autosave replaces the finished game's)."""
    from .rule_addition import RuleAdditionDialog

    names = [p.name for p in players]
    session = Session.from_options(state.seats, state.options)
    places = state.result().ranking
    adders = session.game_over(places)
    lines = []
    if session.is_over():
        QMessageBox.information(window, translate("SessionFlow", "Session over"),
                                translate("SessionFlow", "The session has ended (ルール追加の終了). Games played: {n}.")
                                .format(n=session.games_played))
        return
    rng = Rng(state.seed + 17)
    for place, seat in enumerate(adders, start=1):
        who = translate("SessionFlow", "{name} ({place})").format(name=names[seat], place=ordinal(place))
        if players[seat].is_human and not getattr(window, "_no_dialogs", False):
            humans = [s for s, p in enumerate(players) if p.is_human]
            dialog = RuleAdditionDialog(session, seat, names, window, repairers=humans)
            if dialog.exec() != QDialog.DialogCode.Accepted or dialog.added_rule is None:
                lines.append(translate("SessionFlow", "{who} adds no rule.").format(who=who))
                continue
            rule = dialog.added_rule
        else:
            rule_id = session.ai_pick(rng)
            if rule_id is None:
                continue
            try:
                rule = session.add(make_rule(rule_id, 0), seat)
            except SessionError as exc:
                lines.append(tr_msg(exc.reason))
                continue
        lines.append(translate("SessionFlow", "{who} adds {rule}.").format(who=who, rule=tr_msg(numbered_title(rule))))
    new_state = GAMES[state.game.id].new_state(state.seats, session.next_options(), next_seed(state))
    window.start_game(new_state, players, game_id=game_id)
    for i, line in enumerate(lines):          # before the new game's deal, which may be logged already
        window.side.log.insertItem(i, line)
    if window.controller is not None:
        window.controller._autosave()        # the added rules are saved before the first move
