"""The front ends of the games: game id -> its package under ``gui/games/<id>/``, loaded when first
used, so that start-up imports only what the start page shows.

This is the one list of front ends, as :mod:`core.registry` is the one list of games. Each game's
package defines ``FRONTEND``, a :class:`Frontend`: how to make its table widget, its end-of-round
dialog (if it has rounds) and its log lines. A game of a family (the mahjong games, the rummy
games) points at the family's shared code in ``gui/families/mahjong/`` or ``gui/families/rummy/`` and adds its own.
See docs/architecture.md for how to add a game.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

#: game id -> the package of its front end (every game of core.registry.GAMES has one)
FRONTENDS = {"daifugo": "gui.games.daifugo", "indian_rummy": "gui.games.indian_rummy",
             "wild_rummy": "gui.games.wild_rummy", "riichi": "gui.games.riichi", "anmika": "gui.games.anmika",
             "hero_mahjong": "gui.games.hero_mahjong"}


def lazy(target: str) -> Callable:
    """A function that imports ``"module:name"`` when first called and calls it: a game's package
    names its parts without importing them (and Qt) before the game is played."""
    module, _, name = target.partition(":")
    found: list = []

    def call(*args, **kwargs):
        if not found:
            found.append(getattr(importlib.import_module(module), name))
        return found[0](*args, **kwargs)
    call.target = target
    return call


@dataclass(frozen=True)
class Frontend:
    """What one game's front end provides.

    - ``table(parent)``: a new table widget (a :class:`~gui.table.base_view.CardTableView`).
    - ``event_line(event, names, you)``: an event as a translated log sentence, or None to leave it out.
    - ``describe_action(action, names)``: an action as a short instruction, for hints.
    - ``round_dialog(parent, result, names, *, options, on_closed, you)``: the end-of-round dialog
      of a game with rounds (the table then has a ``round_ended`` signal); None without rounds.
    - ``rules_strip(state)``: (title, description) of the rules in force, shown above the log and
      in the review (daifugō's added rules).
    - ``next_game(window, state, players, game_id)``: the results dialog's "next game" of a game
      played in sessions; ``next_text`` its button text (untranslated, context "MainWindow"; "" =
      the dialog's own). ``session_goes_on(state)``: whether a finished game's session has a next
      game (its autosave is kept and Continue offers it).
    - ``result_lines(result, names)``: why the finished game ended (bust, last hand, agari-yame …),
      as lines for the results dialog; None: the dialog says nothing about it.
    - ``standings(state, names, session)``: the standings across the games of the finished game's
      session or the rounds of its match, a :class:`gui.dialogs.standings_table.Standings` (or None
      to show none), below the results dialog's final standings. ``session`` is the session's id
      (the window's game id, None for a game not saved), whose earlier games
      :func:`core.sessions.session_saves` finds.
    - ``decision_prompt(pending, names)`` and ``choice_label(action, names, state)``: the words of
      the decisions the side panel offers as buttons (the actions the table does not take); a label
      of None falls back to ``describe_action``.
    - ``help()``: the game's :class:`~gui.help.parts.HelpParts` for its "How to play" page (its
      cards or tiles pictured, the table's keys); the page's prose is in :func:`help_folder`.
    """
    table: Callable
    event_line: Callable
    describe_action: Callable
    round_dialog: Callable | None = None
    # beside the table and between games (None: the game has none)
    rules_strip: Callable | None = None
    next_game: Callable | None = None
    next_text: str = ""
    session_goes_on: Callable | None = None
    decision_prompt: Callable | None = None
    choice_label: Callable | None = None
    result_lines: Callable | None = None
    standings: Callable | None = None
    help: Callable | None = None


def has_frontend(game_id: str) -> bool:
    """True if the game has a front end (a table to play on), without loading it."""
    return game_id in FRONTENDS


def frontend(game_id: str) -> Frontend:
    """The front end of ``game_id`` (its package is imported on first use)."""
    return importlib.import_module(FRONTENDS[game_id]).FRONTEND


def help_folder(game_id: str) -> Path | None:
    """The folder of the game's help prose (``en.html``, ``ja.html``), found without importing the
    game's package (the start page shows a line of it); None if the game has none."""
    spec = importlib.util.find_spec(FRONTENDS[game_id])
    places = list(spec.submodule_search_locations or ()) if spec is not None else []
    folder = Path(places[0]) / "help" if places else None
    return folder if folder is not None and folder.is_dir() else None


def make_table(game_id: str, parent=None):
    """A new table widget for ``game_id``."""
    return frontend(game_id).table(parent)
