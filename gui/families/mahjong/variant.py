"""The extension points of the mahjong table: :class:`TableVariant`.

The table of :mod:`gui.families.mahjong` is the riichi table. A game that adds to it (its own tiles set
aside, cards, chips, buttons, event kinds...) gives the table a subclass of
:class:`TableVariant` when the table is made (``MahjongTableView(parent, variant=...)``, from the
game's front-end package, see :mod:`gui.registry`); the table calls its hooks and never names a
game. Every hook does nothing by default: the base class *is* plain riichi.

One variant object serves one table: the scene hands itself to :meth:`TableVariant.setup_scene`
and the view to :meth:`TableVariant.attach_view`; the variant keeps its own items and state (and
reads ``self.scene`` / ``self.view``). The hooks, by job:

* scene items and zones: :meth:`setup_scene`, :meth:`attach_view`, :meth:`sync`, :meth:`clear_rows`,
  :meth:`extra_tiles`, :meth:`add_targets`, :meth:`shows_hand`, :meth:`seat_entry`,
  :meth:`centre_lines`, :meth:`strip_rect` / :meth:`inner_rect`, :meth:`refresh`,
  :meth:`new_hand`;
* buttons, modes and the prompt from the legal actions: :attr:`groups`, :attr:`colours`,
  :attr:`action_kinds`, :attr:`tile_kinds`, :attr:`call_kinds`, :meth:`mode_buttons`,
  :meth:`group_buttons`, :meth:`choice_text`, :meth:`button_rects`, :meth:`button_mode`,
  :meth:`mode_valid`, :meth:`marked_discards`, :meth:`leave_mode`, :meth:`clear_picks`,
  :meth:`second_click`, :meth:`prompt`, :meth:`refresh_marks`;
* call automation: :attr:`extracts`, :meth:`auto_extract`;
* gestures on the variant's own items: :meth:`click_tile`, :meth:`zone_at`, :meth:`draggable`,
  :meth:`click_zone`, :meth:`drop`, :meth:`view_shown`, :meth:`resized`;
* event animations: :meth:`animate`, :meth:`riichi_extras`, :meth:`won_extras`,
  :meth:`drawn_extras`, :meth:`hand_goes_on`;
* teaching: :meth:`teaching_view`, :meth:`teaching_notes`.

The end-of-hand dialog has its own extension object (:class:`gui.families.mahjong.round_dialog.RoundExtras`),
given by the game's ``FRONTEND.round_dialog``.
"""
from __future__ import annotations

from . import layout as L
from .calls import GROUPS


class TableVariant:
    """The plain riichi table: every hook does nothing (see the module docstring)."""

    #: the call-button groups in display order, each ``(group, action kinds)``
    groups: tuple = GROUPS
    #: button colours of the variant's own groups
    colours: dict = {}
    #: action kinds the variant adds to the table (the rest go to the choice panel)
    action_kinds: frozenset = frozenset()
    #: action kinds besides ``discard`` / ``riichi`` that play one hand tile (a hint marks it)
    tile_kinds: frozenset = frozenset()
    #: action kinds besides the calls whose tiles light in teaching mode
    call_kinds: frozenset = frozenset()
    #: the game sets tiles aside (北抜き): the automation bar has an auto-extract toggle
    extracts: bool = False

    scene = None
    view = None

    # --- scene items and zones --------------------------------------------------------------------
    def setup_scene(self, scene) -> None:
        """The scene is made: keep it and add the variant's items."""
        self.scene = scene

    def attach_view(self, view) -> None:
        """The table widget is made (its scene set up): keep it."""
        self.view = view

    def sync(self, data: dict) -> None:
        """Take the variant's keys of the view ``data`` (a whole view is laid out)."""

    def clear_rows(self) -> None:
        """Forget the variant's tile rows (the scene removed their items: another table, a new hand)."""

    def extra_tiles(self) -> list:
        """The variant's tile items (they count among the table's tiles)."""
        return []

    def add_targets(self, out: dict) -> None:
        """Add where each of the variant's tile items belongs to ``out`` (item -> Target)."""

    def shows_hand(self, seat: int) -> bool:
        """True if ``seat``'s concealed tiles are shown face up (beyond the riichi rules)."""
        return False

    def seat_entry(self, seat: int, entry: dict) -> None:
        """Add to ``seat``'s strip ``entry`` of the centre panel (see ``CentrePanel.set_content``)."""

    def centre_lines(self, info: dict, lines: list[str]) -> list:
        """Change the centre panel's middle ``lines`` in place (round, honba, deposits, wall) and
        return the extra lines ``(text, colour)`` shown under them."""
        return []

    def strip_rect(self, side: int) -> L.Rect:
        """The seat strip of ``side`` in the centre panel."""
        return L.strip_rect(side)

    def inner_rect(self) -> L.Rect:
        """The middle of the centre panel, between the strips."""
        return L.inner_rect()

    def refresh(self) -> None:
        """Redraw the variant's items after the centre panel was refreshed from ``scene.info``."""

    def new_hand(self, info: dict) -> None:
        """A ``hand_started`` event: reset what a new hand resets (``info`` is the event's)."""

    # --- buttons, modes and the prompt ---------------------------------------------------------
    def mode_buttons(self, legal: list, mode: str, names: list[str]) -> list | None:
        """The buttons of a mode of the variant (None: not one)."""
        return None

    def group_buttons(self, group: str, actions: list, data: dict) -> list | None:
        """The buttons of a group of the variant in the first row (None: a riichi group)."""
        return None

    def choice_text(self, action) -> str | None:
        """The text of a choice button for ``action`` (None: the riichi text)."""
        return None

    def button_rects(self, specs: list) -> list:
        """Where the buttons ``specs`` (ButtonSpec) go: those showing tiles take a whole row."""
        return L.button_rects_for([bool(sp.tiles) for sp in specs])

    def button_mode(self, key: str, mode: str) -> str | None:
        """Pressing a button ``key`` of the variant (no action of its own): the table's new mode
        (None: not a key of the variant)."""
        return None

    def mode_valid(self, legal: list, mode: str) -> bool | None:
        """Whether a mode of the variant still applies to ``legal`` (None: not a mode of the variant)."""
        return None

    def marked_discards(self, legal: list, mode: str) -> list | None:
        """In a mode of the variant that waits for a marked hand tile (a riichi discard): the
        actions a tile may make (None: not such a mode)."""
        return None

    def leave_mode(self) -> None:
        """The table leaves its mode (an action was chosen, Back, Escape, a mode no longer legal)."""

    def clear_picks(self) -> None:
        """Forget the parts of a choice picked on the table (a new view, Back, Escape)."""

    def second_click(self, legal: list, code: str) -> list:
        """The actions a second click on hand tile ``code`` stands for when it may not be discarded."""
        return []

    def prompt(self, legal: list) -> str:
        """The prompt for the variant's decisions ("": the riichi prompt)."""
        return ""

    def refresh_marks(self, active: bool, hint) -> None:
        """Mark the variant's items (and tiles of its choices) after the table marked its own."""

    def auto_extract(self, legal: list, data: dict, seat: int):
        """The automation's 北抜き: the extraction ``seat`` may make among ``legal`` without a real
        choice (None: none, or the player decides)."""
        return None

    # --- gestures ----------------------------------------------------------------------------------
    def click_tile(self, item) -> bool:
        """A click on a local hand tile: True if the variant took it."""
        return False

    def zone_at(self, sp):
        """The variant's item or zone under scene point ``sp`` (no hand tile or button there), or None."""
        return None

    def draggable(self, zone):
        """The item of ``zone`` that may be dragged now, or None."""
        return None

    def click_zone(self, zone) -> bool:
        """A click on ``zone`` (from :meth:`zone_at`, or a call button): True if the variant took it."""
        return False

    def drop(self, item, sp) -> None:
        """A dragged item of the variant was dropped at scene point ``sp``."""

    def view_shown(self, view, legal: list) -> None:
        """A view was shown (after the marks and the teaching panel)."""

    def resized(self) -> None:
        """The table widget was resized."""

    # --- event animations ------------------------------------------------------------------------
    def animate(self, tw, group: list, view_after) -> bool:
        """Describe an event kind riichi does not have; False: not a kind of the variant."""
        return False

    def riichi_extras(self, tw, seat: int, info: dict) -> None:
        """The variant's parts of a ``riichi`` event (after the stick went down)."""

    def won_extras(self, group: list) -> None:
        """The variant's parts of the wins of one step (before the hands are shown)."""

    def drawn_extras(self, info: dict) -> None:
        """The variant's parts of an exhaustive draw (after its bubble)."""

    def hand_goes_on(self, group: list) -> bool:
        """True if the hand goes on after these wins (their dialog waits for the hand's end)."""
        return False

    # --- teaching ---------------------------------------------------------------------------------
    def teaching_view(self, view) -> tuple:
        """The view the efficiency panel analyses, and the keywords of ``EfficiencyPanel.show_for``."""
        return view, {}

    def teaching_notes(self) -> str:
        """Notes (rich text) shown above the efficiency ("" hides them)."""
        return ""


__all__ = ["TableVariant"]
