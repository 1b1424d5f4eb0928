"""The game protocol every game implements: options, actions, events, views, records, replay.

The engine knows no game: a record is parsed and replayed given its game (:mod:`core.records`
finds it in the registry)."""
from .i18n import QT_TRANSLATE_NOOP, Msg, MsgList, msg
from .options import OptionError, OptionSpec, Options, conflicts
from .protocol import (HIDDEN, Action, Event, Game, IllegalAction, InvariantBroken, Record, Result, State, View,
                       RECORD_FORMAT, RECORD_VERSION)
from .rng import Rng

__all__ = ["QT_TRANSLATE_NOOP", "Msg", "MsgList", "msg", "OptionError", "OptionSpec", "Options", "conflicts",
           "HIDDEN", "Action", "Event", "Game", "IllegalAction", "InvariantBroken", "Record", "Result", "State", "View",
           "RECORD_FORMAT", "RECORD_VERSION", "Rng"]
