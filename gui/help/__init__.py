"""The help of the app: the "How to play" page of each game (its prose from the game's package,
then the cards or tiles, the options in force and the keys, generated) and the About text.

A game gives its help through its front end (``Frontend.help`` returns :class:`HelpParts`); its
prose lives beside, as ``help/en.html`` and ``help/ja.html`` (see :func:`gui.registry.help_folder`).
"""
from .parts import HelpParts

__all__ = ["HelpParts"]
