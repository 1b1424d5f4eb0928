"""What a game gives to its help page besides its prose."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class HelpParts:
    """- ``picture(lang)``: the deck or tile set as [(caption, QImage), ...], painted with the
      table's own faces, captions in ``lang`` ("en" or "ja").
    - ``keys``: the table's ``KEYS_HELP`` (shown when the page is opened away from the table)."""

    picture: Callable
    keys: tuple = ()
