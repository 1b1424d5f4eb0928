"""Where the installed data lives (resources and translations inside the gui package)."""
from importlib.resources import files


def resource(name: str) -> str:
    """The path of a file in resources/ (installed as gui.resources)."""
    return str(files("gui.resources") / name)


def translations_dir() -> str:
    """The folder holding the compiled .qm translations (installed as gui.translations)."""
    return str(files("gui.translations"))
