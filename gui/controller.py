"""Drives one game: humans through the table, AI seats through a worker thread, autosave after
every action, events to the animator and the log. Knows the protocol, never the rules."""
from __future__ import annotations

import logging

from PySide6.QtCore import QObject, QTimer, Signal

from core import autosaves, saves, sessions
from core.ai import LEVELS, make_agent
from core.engine import IllegalAction

from .ai_worker import AiWorker
from .registry import frontend
from .i18n import translate, tr_msg
from .log_text import describe_action, event_lines
from .players import Player, says_you

_log = logging.getLogger(__name__)


#: steps in which the seats that may call a discard answer (riichi "claims", Wild Rummy R's call window)
CALL_STEPS = ("claims", "call_window")
#: steps in which the seat to move plays a turn it won by a call (鳴き手番: meld, then end it)
CALL_TURN_STEPS = ("calling",)


def new_save_path(game_id: str):
    """A fresh file name in the saves folder: ``<game>-<date>-<time>.json``."""
    import datetime

    stamp = datetime.datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    return saves.saves_dir() / f"{game_id}-{stamp}.json"


def _known_levels(players: list[Player]) -> list[Player]:
    """``players``, with an unknown AI level (never offered, but a save or a caller may name one)
    set to "normal" (a human's to none), logged: a game always starts, its autosave stays loadable."""
    for p in players:
        if p.level is not None and p.level not in LEVELS:
            _log.warning("unknown AI level %r of seat %s: 'normal' instead", str(p.level)[:40], str(p.name)[:40])
            p.level = None if p.is_human else "normal"
    return players


class GameController(QObject):
    """Runs the turn loop of one game between the state, the players and the table view."""

    logged = Signal(list)          # new log lines (translated text)
    status = Signal(str)           # a message for the status bar (illegal move reasons ...)
    hint_ready = Signal(str)
    privacy_needed = Signal(str)   # the name of the human who must take the seat next
    finished = Signal(object)      # the Result
    changed = Signal()             # the state moved on (scores, turn)
    prompt = Signal(str)           # whose turn it is, in words
    choices = Signal(str, list)    # a rule's decision for the local human: prompt, [(label, action)]
    autosaving = Signal()          # the autosave is about to be written (traced by --autoplay)
    save_problem = Signal(object)  # the OSError that keeps the game from being saved; None once saved again

    def __init__(self, table, state, players: list[Player], *, autosave: bool = True, seed: int = 0,
                 game_id: str | None = None, take_backs: list[int] | tuple = (), parent=None) -> None:
        super().__init__(parent)
        self.table, self.state, self.players = table, state, _known_levels(players)
        self.autosave_enabled = autosave
        #: a practice game's take-backs: the record lengths it was taken back to (gui/take_back.py)
        self.take_backs: list[int] = list(take_backs)
        #: names this game's own autosave for its whole life (a session's next games keep it)
        self.game_id = game_id or autosaves.new_game_id()
        self.teaching = False
        self._viewpoint: int | None = self._first_viewpoint()
        self._busy = False           # an animation or an AI decision is under way
        self._privacy = False
        self._closed = False
        self._save_error: OSError | None = None
        self._agents = {s: make_agent(state.game.id, p.level or "normal", seed + 101 * s)
                        for s, p in enumerate(players) if not p.is_human}
        self.worker = AiWorker(self)
        self.worker.decided.connect(self._on_ai_decided)
        self.worker.failed.connect(self._on_ai_failed)
        table.action_chosen.connect(self.on_action_chosen)
        table.animations_done.connect(self._on_animations_done)
        table.events_shown.connect(self._on_events_shown)
        if hasattr(table, "hint_requested"):
            table.hint_requested.connect(self.request_hint)
        if hasattr(table, "round_ended"):
            table.round_ended.connect(self._on_round_ended)

    # --- who sees the table -----------------------------------------------------------------
    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    @property
    def humans(self) -> list[int]:
        return [s for s, p in enumerate(self.players) if p.is_human]

    @property
    def you(self) -> int | None:
        """The one human seat, addressed as "you" in the log (None with 0 or several humans)."""
        return self.humans[0] if len(self.humans) == 1 else None

    @property
    def viewpoint(self) -> int | None:
        """The seat shown at the bottom with its hand open (None: an all-AI demo, hands open)."""
        return self._viewpoint

    def _first_viewpoint(self) -> int | None:
        movers = [s for s in self.state.to_move() if self.players[s].is_human]
        if movers:
            return movers[0]
        return self.humans[0] if self.humans else None

    def _legal_for_viewpoint(self) -> list:
        vp = self._viewpoint
        if vp is None or self._privacy or vp not in self.state.to_move() or not self.players[vp].is_human:
            return []
        return self.state.legal_actions(vp)

    def _view_kwargs(self) -> dict:
        vp = self._viewpoint
        return {"teaching": self.teaching, "explain": self._explain, "open_hands": vp is None}

    def _current_view(self):
        return self.state.view(self._viewpoint)

    @property
    def frontend(self):
        """The front end of the game on the table (:mod:`gui.registry`)."""
        return frontend(self.state.game.id)

    def _explain(self, cards: tuple, target: str) -> str:
        return tr_msg(self.state.explain(self._viewpoint if self._viewpoint is not None else -1, tuple(cards), target))

    def refresh(self) -> None:
        """Lay out the table again from the state (after a language or teaching change)."""
        self.table.set_names(self.names)
        self.table.show_view(self._current_view(), self._legal_for_viewpoint(), self._viewpoint, **self._view_kwargs())
        self._emit_choices()
        if not self._busy:
            self.prompt.emit(self._prompt_text())

    def retranslate(self) -> None:
        """Say again in the current language what the side panel shows of the decision (after a
        language switch): the prompt and a rule decision's choices. While the table still
        animates events, they are said when the animations end, as always."""
        if self._closed or self.table.is_animating():
            return
        self.prompt.emit(self._prompt_text())
        self._emit_choices()

    def _emit_choices(self) -> None:
        """The decisions the table does not take (the table's ``TABLE_KINDS``: plays, passes, cards
        picked on it) are offered as buttons (Done, name a rank, order rules ...)."""
        legal = self._legal_for_viewpoint()
        if not self._offers_choices(legal):
            self.choices.emit("", [])
            return
        kinds = getattr(self.table, "TABLE_KINDS", frozenset())
        self.choices.emit("", [(self._choice_label(a), a) for a in legal if a.kind not in kinds])   # the prompt says what is asked

    def _offers_choices(self, legal: list) -> bool:
        """Some of ``legal`` are decisions the table does not take (side-panel buttons)."""
        kinds = getattr(self.table, "TABLE_KINDS", frozenset())
        return any(a.kind not in kinds for a in legal)

    def _decision_text(self, legal: list) -> str:
        """What a decision offered as buttons asks: the game's words, else its choices."""
        prompt = self.frontend.decision_prompt
        text = prompt(self._current_view().get("pending") or {}, self.names) if prompt is not None else ""
        if text:
            return text
        choices = translate("GameController", " / ").join(self._choice_label(a) for a in legal)
        return translate("GameController", "Choose: {choices}.").format(choices=choices)

    def _decision_pending(self, seat: int) -> bool:
        """A decision the game's words describe waits for ``seat``, even if the table takes all
        its choices (no side-panel button)."""
        return self.frontend.decision_prompt is not None and bool(self.state.view(seat).get("pending"))

    def _call_text(self, legal: list) -> str:
        """What a call window asks the seat: its calls (one per kind, in the game's words), or pass."""
        calls: dict[str, str] = {}
        for a in legal:
            if a.kind != "pass" and a.kind not in calls:
                calls[a.kind] = describe_action(a, self.names, self.state.game.id)
        if not calls:
            return translate("GameController", "Your turn.")
        return translate("GameController", "{calls}, or pass?").format(
            calls=translate("GameController", " / ").join(calls.values()))

    def _choice_label(self, action) -> str:
        """A side-panel button's text: the game's own wording of its decisions, else the hint's."""
        label = self.frontend.choice_label
        text = label(action, self.names, self.state) if label is not None else None
        return text or describe_action(action, self.names, self.state.game.id)

    # --- the loop -----------------------------------------------------------------------------
    def start(self) -> None:
        """Show the table (dealing animation for a fresh game) and begin the loop."""
        self.table.set_names(self.names)
        start_events = getattr(self.state, "start_events", [])
        if not self.state.actions and start_events:        # the log follows the deal (events_shown)
            self._busy = True
            self.table.play_events([e.redacted(self._viewpoint) for e in start_events], self._current_view(),
                                   self._legal_for_viewpoint(), self._viewpoint, **self._view_kwargs())
        else:
            self._log_events([e.redacted(self._viewpoint) for e in start_events])
            self.refresh()
            QTimer.singleShot(0, self._advance)

    def _advance(self) -> None:
        if self._closed or self._busy or self._privacy:
            return
        state = self.state
        self.changed.emit()
        self.prompt.emit(self._prompt_text())
        if state.is_over():
            self._save_finished()
            self.finished.emit(state.result())
            return
        movers = state.to_move()
        ai = [s for s in movers if not self.players[s].is_human]
        if ai:
            seat = ai[0]
            self._busy = True
            self.worker.request(self._agents[seat], state.view(seat), state.legal_actions(seat))
            return
        seat = movers[0]
        if seat != self._viewpoint and len(self.humans) > 1:
            self._viewpoint = seat
            self._privacy = True
            self.table.show_view(state.view(seat), [], None, teaching=False, explain=self._explain)
            self.privacy_needed.emit(self.players[seat].name)
            return
        self._viewpoint = seat
        if not self._automatic(seat):
            self.refresh()

    def _automatic(self, seat: int) -> bool:
        """The table's automation (the mahjong bar: auto-win, no calls, ツモ切り) answers for the
        local human ``seat``: True when it did."""
        pick = getattr(self.table, "automatic_action", None)
        action = pick(self.state.view(seat), self.state.legal_actions(seat)) if pick is not None else None
        if action is None:
            return False
        self._apply(action)
        return True

    def _prompt_text(self) -> str:
        """The turn line: what the local human is asked (their move, a call, a decision), else
        who is deciding (never which seats may call a discard)."""
        state = self.state
        if state.is_over():
            return translate("GameController", "Game over.")
        movers = state.to_move()
        humans = [s for s in movers if self.players[s].is_human]
        if humans:
            seat = self._viewpoint if self._viewpoint in humans else humans[0]
            question = self._question(seat)
            name = self.players[seat].name
            if self.you is not None or says_you(name):     # a hot-seat human named "You" reads "Your turn."
                return question or translate("GameController", "Your turn.")
            if question:
                return translate("GameController", "{name}: {question}").format(name=name, question=question)
            return translate("GameController", "{name}'s turn.").format(name=name)
        if self._current_view().get("step") in CALL_STEPS:     # who may call a discard stays hidden
            return translate("GameController", "Waiting for the other players…")
        return translate("GameController", "{name} is thinking…").format(name=self.players[movers[0]].name)

    def _question(self, seat: int) -> str:
        """What ``seat`` (a human to move) is asked, when it is more than its turn: a call
        window's call, a decision offered as buttons; "" for a plain move."""
        legal = self.state.legal_actions(seat)
        if self._offers_choices(legal) or self._decision_pending(seat):
            return self._decision_text(legal)
        data = self.state.view(seat).data
        if data.get("step") in CALL_STEPS:
            return self._call_text(legal)
        if data.get("step") in CALL_TURN_STEPS:
            return self._call_turn_text(data.get("owed") or [])
        return ""

    @staticmethod
    def _call_turn_text(owed: list) -> str:
        """What a call turn (鳴き手番) asks: meld the called cards still owed, then end the turn."""
        if owed:
            return translate("GameController", "Call turn (鳴き手番): meld the called card, then end the call turn.")
        return translate("GameController", "Call turn (鳴き手番): meld, then end the call turn.")

    def privacy_done(self) -> None:
        """The next human has taken the seat: show their hand."""
        self._privacy = False
        self.refresh()
        self._advance()

    def on_action_chosen(self, action) -> None:
        """A local human's move from the table (drag, click or keyboard)."""
        if self._busy or self._privacy or self._closed:
            return
        if action.seat != self._viewpoint or not self.players[action.seat].is_human:
            self.status.emit(translate("GameController", "It is not your turn."))
            return
        self._apply(action)

    def _on_ai_decided(self, action, reason) -> None:
        if self._closed:
            return
        self._busy = False
        self._apply(action)

    def _on_ai_failed(self, text: str) -> None:
        self._busy = False
        self.status.emit(translate("GameController", "The AI failed: {error}").format(error=text))

    def _apply(self, action) -> None:
        try:
            events = self.state.apply(action)
        except IllegalAction as exc:
            self.status.emit(tr_msg(exc.reason))
            self.refresh()
            return
        self.choices.emit("", [])
        self.hint_ready.emit("")                 # a hint answers one decision: this one is made
        if self.players[action.seat].is_human:   # answered: nothing is asked while the table moves
            self.prompt.emit("")
        self._autosave()
        vp = self._viewpoint
        self._busy = True
        self.table.play_events([e.redacted(vp) for e in events], self._current_view(),
                               self._legal_for_viewpoint(), vp, **self._view_kwargs())

    def _on_events_shown(self, events: list) -> None:
        """The table shows ``events`` (already redacted) now: their lines join the log."""
        if not self._closed:
            self._log_events(events)

    def _log_events(self, events: list) -> None:
        lines = event_lines(events, self.names, self.you, self.state.game.id)
        if lines:
            self.logged.emit(lines)

    def _on_round_ended(self, _result) -> None:
        """The table holds at a round's end (its dialog): nobody is asked anything meanwhile."""
        if not self._closed:
            self.prompt.emit("")

    def _on_animations_done(self) -> None:
        if not self._busy or self._closed:
            return
        self._busy = False
        self._advance()

    # --- teaching -------------------------------------------------------------------------------
    def set_teaching(self, on: bool) -> None:
        self.teaching = on
        if not self._busy:
            self.refresh()

    def request_hint(self) -> None:
        """What the normal AI would play for the local human, with its reason."""
        if self._busy:                 # the table has not shown the position yet
            return
        vp = self._viewpoint
        legal = self._legal_for_viewpoint()
        if not legal:
            self.hint_ready.emit(translate("GameController", "No hint: it is not your turn."))
            return
        agent = make_agent(self.state.game.id, "normal", 7)
        view = self.state.view(vp)
        try:                            # the agent's best-valued move and why (core.ai.Agent.rank)
            action, _value, why = agent.rank(view, legal)[0]
        except NotImplementedError:     # an agent that does not rank yet: its choice and reason
            action = agent.choose(view, legal)
            why = getattr(agent, "reason", None)
        self.table.show_hint(action)
        reason = tr_msg(why)
        text = translate("GameController", "Hint: {move}.").format(move=describe_action(action, self.names, self.state.game.id))
        self.hint_ready.emit(f"{text} {reason}".strip())

    # --- saving ---------------------------------------------------------------------------------
    def _autosave(self) -> None:
        if not self.autosave_enabled:
            return
        self.autosaving.emit()
        try:
            autosaves.autosave(self.state, [p.to_json() for p in self.players], game_id=self.game_id,
                               take_backs=self.take_backs)
        except OSError as exc:
            self._report_save(exc)
            return
        self._report_save(None)

    def _save_finished(self) -> None:
        """A finished game is kept in the saves folder for review; its own autosave is cleared
        (another window's game keeps its own)."""
        if not self.autosave_enabled or getattr(self, "_saved_finished", False):
            return
        try:
            if not getattr(self, "_kept_for_review", False):     # a retry after a failure keeps one copy
                path = new_save_path(self.state.game.id)
                saves.save_game(path, self.state, [p.to_json() for p in self.players],
                                title=self.state.game.id, take_backs=self.take_backs)
                self._kept_for_review = True
                if self.frontend.next_game is not None:          # a game of a session: its standings
                    sessions.note_game(self.game_id, path)
            goes_on = self.frontend.session_goes_on
            if goes_on is not None and goes_on(self.state):
                autosaves.autosave(self.state, [p.to_json() for p in self.players],   # the session goes on
                                 game_id=self.game_id, take_backs=self.take_backs)
            else:
                autosaves.clear_autosave(self.game_id)
        except OSError as exc:
            self._report_save(exc)
            return
        self._saved_finished = True
        self._report_save(None)

    def _report_save(self, error: OSError | None) -> None:
        """Tell the window when saving starts failing (the error) and when it works again (None)."""
        if error is None and self._save_error is None:
            return
        self._save_error = error
        self.save_problem.emit(error)

    def retry_save(self) -> None:
        """Save the game now (after a failed save: the player has freed some disk space)."""
        if self._closed:
            return
        if self.state.is_over():
            self._save_finished()
        else:
            self._autosave()

    def close(self) -> None:
        """Stop: no more AI answers or animations are acted on (a second call does nothing)."""
        if self._closed:
            return
        self._closed = True
        self.worker.cancel()
        for sig, slot in ((self.table.action_chosen, self.on_action_chosen),
                          (self.table.animations_done, self._on_animations_done),
                          (self.table.events_shown, self._on_events_shown)):
            try:
                sig.disconnect(slot)
            except (RuntimeError, TypeError):
                pass
