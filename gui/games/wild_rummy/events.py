"""Events to animation steps on the Wild Rummy R table: each event of the engine becomes a step of
the scene (:mod:`gui.games.wild_rummy.steps`) and a bubble; a round's end is announced with
``round_ended``. :class:`WildEvents` is mixed into :class:`~gui.games.wild_rummy.view.WildTableView`.
"""
from __future__ import annotations

from core.engine import HIDDEN, Event, View

from ...i18n import tr_msg, translate
from ...table.animator import Tweens
from .items import phase_text, round_text

MOVES_TO_MELD = {"melded", "laid_off", "swapped", "took_natural", "buried", "excavated", "slid"}


class WildEvents:
    """The event animation of :class:`~gui.games.wild_rummy.view.WildTableView`."""

    # --- events -> animation steps -------------------------------------------------------------
    def _announce(self, tw: Tweens, events: list[Event], view_after: View) -> None:
        """At speed 0 nothing animates, but a round end is still announced (and held)."""
        for ev in events:
            if ev.kind == "round_scored":
                self.round_ended.emit(self._round_result(ev, view_after))
                self._hold_round(tw)

    @staticmethod
    def _round_result(ev: Event, view_after: View) -> dict:
        """The result of the round that ended (``round_scored``'s info, else the view's)."""
        if ev.info:
            return dict(ev.info)
        return dict(view_after.data.get("last_result") or {})

    def _animate(self, tw: Tweens, group: list[Event], view_after: View) -> None:
        sc = self._scene
        ev = group[0]
        kind = ev.kind
        if not sc.seats:
            return
        seat = ev.seat if isinstance(ev.seat, int) and 0 <= ev.seat < sc.seats else None
        card = ev.cards[0] if ev.cards else HIDDEN
        info = ev.info or {}
        if kind == "round_started":
            sc.dealer = info.get("dealer", sc.dealer)
            sc.phase_sign.set_phase(info.get("phase", "neutral"), phase_text(info.get("phase", "neutral")))
            sc.step_round_start(tw, round_text({"round": info.get("round"), "rounds": info.get("rounds")}))
        elif kind == "dealt":
            deals = [(e.seat, list(e.cards)) for e in group if e.seat is not None and e.seat < sc.seats]
            deck = 6 * (int(view_after.data.get("top", 12)) + 1)
            sc.step_deal(tw, deals, deck - sum(len(c) for _, c in deals))
        elif kind == "drew" and seat is not None:
            sc.turn = seat
            sc.refresh_plates()
            sc.step_draw(tw, seat, card, "stock")
            if "stock" in info:
                sc.stock_count = int(info["stock"])
                sc.update_labels()
        elif kind in ("took_discard", "called") and seat is not None:
            sc.step_draw(tw, seat, card, "discard")
            if kind == "called":
                sc.turn = seat
                sc.refresh_plates()
                self._bubble(tw, seat, translate("WildTableView", "Call! (鳴き)"), "place")
        elif kind == "discarded" and seat is not None:
            sc.step_discard(tw, seat, card)
        elif kind == "phase_changed":
            phase = info.get("phase", "neutral")
            sc.phase_sign.set_phase(phase, phase_text(phase))
            self._bubble(tw, None, phase_text(phase).partition(" — ")[0], "info", hold=500)
        elif kind == "passed" and seat is not None:
            self._bubble(tw, seat, translate("WildTableView", "Pass"), "pass", hold=250)
        elif kind in MOVES_TO_MELD and seat is not None and info.get("meld"):
            sc.step_meld_change(tw, seat, list(ev.cards), info["meld"], list(info.get("taken") or []),
                                rise=kind == "excavated")
        elif kind == "retrieved" and seat is not None:
            meld = info.get("meld") or {}
            meld_id = meld.get("id") if "id" in meld else int(str(ev.src).partition(":")[2] or -1)
            sc.step_retrieve(tw, seat, meld_id, list(ev.cards))
        elif kind == "stock_reshuffled":
            sc.step_reshuffle(tw, int(info.get("count", info.get("stock", view_after.data.get("stock_count", 0)))))
        elif kind == "went_out" and seat is not None:
            self._bubble(tw, seat, translate("WildTableView", "Out! (上がり)"), "place", hold=900)
        elif kind == "round_scored":
            sc.turn = None
            sc.refresh_plates()
            tw.hold(900)
            self.round_ended.emit(self._round_result(ev, view_after))
            self._hold_round(tw)
        elif kind == "dealer_passed":
            sc.dealer = info.get("dealer", seat)
            sc.refresh_plates()
        elif kind == "match_over":
            sc.turn = None
            sc.refresh_plates()
            self._bubble(tw, None, translate("WildTableView", "Match over"), "info", hold=700)
        elif ev.text is not None:
            self._bubble(tw, seat, tr_msg(ev.text), "info", hold=800)
