"""The About text: the version, the licence, and where the saves, autosaves and settings live."""
from __future__ import annotations

import html
from importlib import metadata

from core import saves
from core.autosaves import autosaves_dir
from core.settings import settings_path

from ..i18n import translate

DISTRIBUTION = "houserules"


def version() -> str:
    """The installed version of the app (its package metadata)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return translate("About", "unknown (not installed)")


def about_text() -> str:
    """Rich text for the About box."""
    rows = [(translate("About", "Version"), version()),
            (translate("About", "Licence"), translate("About", "No licence file is published with this version: "
                                                               "House Rules is the House Rules project's own work.")),
            (translate("About", "Saved games"), str(saves.saves_dir())),
            (translate("About", "Autosaves (games in progress)"), str(autosaves_dir())),
            (translate("About", "Settings"), str(settings_path()))]
    lines = "".join(f"<tr><td><b>{html.escape(k)}</b></td><td>{html.escape(v)}</td></tr>" for k, v in rows)
    intro = translate("About", "House Rules: Japanese house-rule games to play offline against friends or AI.")
    return f"<p>{html.escape(intro)}</p><table cellspacing='4'>{lines}</table>"
