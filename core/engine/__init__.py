"""The game protocol every game implements: options, actions, events, views, records, replay."""
from .i18n import QT_TRANSLATE_NOOP, Msg, MsgList, msg
from .options import OptionError, OptionSpec, Options, conflicts
from .protocol import (HIDDEN, Action, Event, Game, IllegalAction, InvariantBroken, Record, Result, State, View,
                       RECORD_FORMAT, RECORD_VERSION, replay)
from .rng import Rng

__all__ = ["QT_TRANSLATE_NOOP", "Msg", "MsgList", "msg", "OptionError", "OptionSpec", "Options", "conflicts",
           "HIDDEN", "Action", "Event", "Game", "IllegalAction", "InvariantBroken", "Record", "Result", "State", "View",
           "RECORD_FORMAT", "RECORD_VERSION", "replay", "Rng"]
