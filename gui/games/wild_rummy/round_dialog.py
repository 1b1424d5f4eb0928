"""The end of a Wild Rummy R round (ワイルドラミーR): who went out (or that the round was void,
流局, and why), whether it was a concealed win (一度に上がり, ×multiplier), the scoring method,
and per seat what it paid or received.

Built from the view's ``last_result`` (or the ``round_scored`` event's info): ``{"round",
"winner", "concealed", "void", "reason", "method", "payments", "penalty", "bonus",
"hand_penalties", "meld_totals", "multiplier", "totals", "hands", "melds": [meld + "points",
"segments"]}``. Under 罰点支払い方式 each seat's cards left in hand are listed with their 罰点 (1
element, 3 陰陽, 5 空無, 7 太極 per card); under 出来役加点の収集方式 each meld a seat owns is listed
with its natural segments and points; under "both" both breakdowns are shown. A score board on top
gives each seat's parts, its payment this round and its running total. The dialog shows what the
engine worked out; it computes only the per-card 罰点 formula beside the engine's totals.

The main window calls :func:`show_wild_round_result`.
"""
from __future__ import annotations

from html import escape
from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QGridLayout, QLabel, QScrollArea,
                               QVBoxLayout, QWidget)

from core.fesca import PENALTY, card_class, pretty, pretty_identity

from ...i18n import translate
from ...players import says_you
from ...table.flow_layout import FlowLayout
from .log import card_words, meld_word, method_word, sentences, signed, void_words

WILD_ROLES = ("SW", "RW", "GW")
CLASS_ORDER = ("element", "yinyang", "void", "taiji")

# text colours of the suits, as on the card faces (gui/games/wild_rummy/fesca_faces.py)
INK = {"wo": "#2e7d32", "fi": "#d32f2f", "ea": "#a8701a", "me": "#4f5f68", "wa": "#1c3f94"}
WILD_INK = "#8a8a8a"
KIND_INK = {"run": "#1565c0", "yy_run": "#37474f", "set": "#6a1b9a", "void_set": "#8d6e63", "sojun": "#2e7d32"}


def _name(names: list[str], seat) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return translate("WildRound", "Player {n}").format(n=(seat + 1) if isinstance(seat, int) else "?")


def _list(result: dict, key: str, seats: int) -> list[int]:
    values = [int(v or 0) for v in (result.get(key) or [])]
    return values + [0] * (seats - len(values))


def total_text(n: int) -> str:
    """A running total: 45, −12 (a true minus sign)."""
    return f"\u2212{-n}" if n < 0 else str(n)


def _seats(result: dict, names: list[str]) -> int:
    return max(len(result.get("payments") or []), len(result.get("hands") or []), len(result.get("totals") or []),
               len(names))


def _shows(result: dict) -> tuple[bool, bool]:
    """(罰点 part shown, 出来役 part shown) for the result's scoring method."""
    method = result.get("method") or "penalty"
    return method in ("penalty", "both"), method in ("meld_bonus", "both")


# --- cards as coloured text --------------------------------------------------------------------
def card_html(card: str) -> str:
    """A card name in its suit's colour: 木7 green, 陽5 dark on light, 陰6 light on dark, 太極 gold."""
    text = escape(pretty(card))
    s = card[:2]
    if s in INK:
        return f'<span style="color:{INK[s]}; font-weight:bold">{text}</span>'
    if card == "yy0":
        return f'<span style="color:#9a7400; font-weight:bold">{text}</span>'
    if int(card[2:]) % 2:
        return f'<span style="color:#222222; background-color:#fff3c4">&nbsp;{text}&nbsp;</span>'
    return f'<span style="color:#ffffff; background-color:#333333">&nbsp;{text}&nbsp;</span>'


def cards_html(cards) -> str:
    return " ".join(card_html(c) for c in cards)


def slot_html(slot: dict) -> str:
    """A meld slot: its card; a wild greyed with what it stands for (太極→木6), as it does not
    score; a buried wild (埋め潰し) in brackets after the card on top of it."""
    card = slot.get("card", "")
    out = card_html(card)
    if slot.get("role") in WILD_ROLES:
        out += f'<span style="color:{WILD_INK}">→{escape(pretty_identity(slot.get("ident") or card))}</span>'
    if slot.get("buried"):
        out += f'<span style="color:{WILD_INK}">[{escape(pretty(slot["buried"]))}]</span>'
    return out


def slot_text(slot: dict) -> str:
    """The plain-text form of :func:`slot_html`."""
    card = slot.get("card", "")
    out = pretty(card)
    if slot.get("role") in WILD_ROLES:
        out += "→" + pretty_identity(slot.get("ident") or card)
    if slot.get("buried"):
        out += f"[{pretty(slot['buried'])}]"
    return out


# --- the numbers in words ----------------------------------------------------------------------
def penalty_formula(hand) -> str:
    """罰点 of a hand by card class: "3×1 + 1×5 = 8" (element, 陰陽, 空無, 太極); "0" if empty."""
    counts = {c: 0 for c in CLASS_ORDER}
    for card in hand:
        counts[card_class(card)] += 1
    parts = [f"{counts[c]}×{PENALTY[c]}" for c in CLASS_ORDER if counts[c]]
    total = sum(counts[c] * PENALTY[c] for c in CLASS_ORDER)
    return f"{' + '.join(parts)} = {total}" if parts else "0"


def segments_text(meld: dict) -> str:
    """How a meld scored: "segments 3 + 1 → 1 pt" (runs, 相順), "3 natural → 1 pt" (sets)."""
    segs = [int(n) for n in meld.get("segments") or []]
    pts = translate("WildRound", "{n} pt").format(n=int(meld.get("points") or 0))
    if meld.get("kind") in ("set", "void_set"):
        return translate("WildRound", "{n} natural → {points}").format(n=segs[0] if segs else 0, points=pts)
    if not segs:
        return translate("WildRound", "no natural segment → {points}").format(points=pts)
    return translate("WildRound", "segments {list} → {points}").format(list=" + ".join(map(str, segs)), points=pts)


def headline(result: dict, names: list[str], you: int | None = None) -> str:
    """Who went out and how (一度に上がり ×m), or that the round was void (流局) and why."""
    n = result.get("round", "")
    winner = result.get("winner")
    if result.get("void") or winner is None:
        return void_words(result)
    m = int(result.get("multiplier") or 1)
    mine = you is not None and winner == you
    who = _name(names, winner)
    if result.get("concealed") and m > 1:
        if mine:
            return translate("WildRound", "You go out at once (一度に上がり) and win round {n}: score ×{m}!").format(n=n, m=m)
        return translate("WildRound", "{name} goes out at once (一度に上がり) and wins round {n}: score ×{m}!").format(
            name=who, n=n, m=m)
    if result.get("concealed"):
        if mine:
            return translate("WildRound", "You go out at once (一度に上がり) and win round {n}!").format(n=n)
        return translate("WildRound", "{name} goes out at once (一度に上がり) and wins round {n}!").format(name=who, n=n)
    if mine:
        return translate("WildRound", "You go out (上がり) and win round {n}!").format(n=n)
    return translate("WildRound", "{name} goes out (上がり) and wins round {n}!").format(name=who, n=n)


def method_line(result: dict, options: dict | None = None) -> str:
    """ "Scoring: 罰点支払い方式 (penalty payment)", with who collects the meld bonus."""
    text = translate("WildRound", "Scoring: {method}").format(method=method_word(result.get("method") or "penalty"))
    _, bonus = _shows(result)
    if bonus and (options or {}).get("meld_bonus_collectors") == "winner_only":
        text += " · " + translate("WildRound", "only the winner collects the meld bonus")
    return text


def penalty_line(result: dict, seat: int) -> str:
    """A seat's 罰点 part: what its cards left cost and what it paid, or what the winner received."""
    seats = max(seat + 1, len(result.get("payments") or []))
    pen = _list(result, "penalty", seats)
    hands = result.get("hands") or []
    hand = list(hands[seat]) if seat < len(hands) else []
    if seat == result.get("winner"):
        return translate("WildRound", "Went out (上がり): receives {n} in 罰点.").format(n=pen[seat])
    formula = penalty_formula(hand)
    m = int(result.get("multiplier") or 1)
    if result.get("void") or result.get("winner") is None:
        return translate("WildRound", "罰点 {formula}: not paid (流局).").format(formula=formula)
    if m > 1 and hand:
        formula = translate("WildRound", "{formula}, ×{m} = {total}").format(
            formula=formula, m=m, total=_list(result, "hand_penalties", seats)[seat] * m)
    return translate("WildRound", "罰点 {formula} → pays {n}.").format(formula=formula, n=-pen[seat])


def bonus_line(result: dict, seat: int) -> str:
    """A seat's 出来役 part: its meld total (×m for a concealed winner) and the net bonus."""
    seats = max(seat + 1, len(result.get("payments") or []))
    total = _list(result, "meld_totals", seats)[seat]
    bonus = _list(result, "bonus", seats)[seat]
    m = int(result.get("multiplier") or 1)
    if seat == result.get("winner") and m > 1 and total:
        return translate("WildRound", "Meld total {n} ×{m} = {total} → meld bonus {amount}").format(
            n=total, m=m, total=total * m, amount=signed(bonus))
    return translate("WildRound", "Meld total {n} → meld bonus {amount}").format(n=total, amount=signed(bonus))


def owned_melds(result: dict, seat: int) -> list[dict]:
    return [m for m in result.get("melds") or [] if m.get("owner") == seat]


def summary_lines(result: dict, names: list[str], options: dict | None = None, you: int | None = None) -> list[str]:
    """Everything the dialog says, as plain lines (tests, the log)."""
    show_pen, show_bonus = _shows(result)
    seats = _seats(result, names)
    payments, totals = _list(result, "payments", seats), _list(result, "totals", seats)
    hands = result.get("hands") or []
    lines = [headline(result, names, you), method_line(result, options)]
    for s in range(seats):
        lines.append(translate("WildRound", "{name}: this round {amount}, total {total}").format(
            name=_name(names, s), amount=signed(payments[s]), total=total_text(totals[s])))
        if show_pen:
            hand = list(hands[s]) if s < len(hands) else []
            if hand:
                lines.append("  " + translate("WildRound", "Cards left: {cards}").format(cards=card_words(hand)))
            lines.append("  " + penalty_line(result, s))
        if show_bonus:
            for m in owned_melds(result, s):
                lines.append(f"  {meld_word(m)}: {' '.join(slot_text(x) for x in m.get('slots') or [])} "
                             f"({segments_text(m)})")
            lines.append("  " + bonus_line(result, s))
    return lines


# --- the dialog -------------------------------------------------------------------------------
class WildRoundDialog(QDialog):
    """The end-of-round dialog of Wild Rummy R (see the module docstring); OK closes it.

    ``cells[(seat, column)]``: the score board's labels (columns ``penalty``, ``bonus``,
    ``round``, ``total``); ``seat_frames[seat]``: the per-seat detail frames."""

    def __init__(self, result: dict, names: list[str], parent=None, *, options: dict | None = None,
                 you: int | None = None) -> None:
        super().__init__(parent)
        self.result_data = dict(result)
        self.names = list(names)
        self.you = you
        self.options = dict(options or {})
        self.show_penalty, self.show_bonus = _shows(result)
        self.seats = _seats(result, names)
        self.setWindowTitle(translate("WildRound", "End of round {n}").format(n=result.get("round", "")))
        self.setObjectName("wild_round")
        layout = QVBoxLayout(self)

        self.headline = QLabel(headline(result, names, you))
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout.addWidget(self.headline)
        self.method = QLabel(method_line(result, options))
        self.method.setObjectName("method")
        self.method.setWordWrap(True)
        self.method.setStyleSheet("font-size: 11pt;")
        layout.addWidget(self.method)

        self.cells: dict[tuple[int, str], QLabel] = {}
        layout.addWidget(self._scoreboard())
        legend = self._legend()
        if legend:
            note = QLabel(legend)
            note.setObjectName("legend")
            note.setWordWrap(True)
            note.setStyleSheet("color: #555555;")
            layout.addWidget(note)

        body = QWidget()
        body.setStyleSheet("QLabel { font-size: 11pt; }")
        rows = QVBoxLayout(body)
        rows.setContentsMargins(2, 2, 2, 2)
        rows.setSpacing(8)
        self.seat_frames: list[QFrame] = []
        for s in self._detail_order():
            frame = self._seat_frame(s)
            rows.addWidget(frame)
            self.seat_frames.append(frame)
        rows.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("details")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)

        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self._fit(body)

    def _fit(self, body: QWidget) -> None:
        """As wide as the widest meld row needs and as tall as everything (at most 1100 x 740, for
        a 1280 x 800 screen; the seat details scroll beyond that)."""
        width = min(max(760, body.sizeHint().width() + 60), 1100)
        self.resize(width, 400)
        lay = self.layout()
        inner = width - 2 * lay.contentsMargins().left()
        above = sum(lay.itemAt(i).widget().heightForWidth(inner) if lay.itemAt(i).widget().hasHeightForWidth()
                    else lay.itemAt(i).widget().sizeHint().height() for i in range(lay.count() - 2))
        below = lay.itemAt(lay.count() - 1).widget().sizeHint().height()
        body_h = body.heightForWidth(inner - 4) if body.hasHeightForWidth() else body.sizeHint().height()
        spacing = lay.spacing() * lay.count() + 2 * lay.contentsMargins().top()
        self.resize(width, min(max(360, above + body_h + below + spacing + 8), 740))

    # the parts ---------------------------------------------------------------------------------
    def _detail_order(self) -> list[int]:
        """The winner first, then the others in seat order."""
        w = self.result_data.get("winner")
        order = list(range(self.seats))
        if isinstance(w, int) and w in order:
            order.remove(w)
            order.insert(0, w)
        return order

    def _legend(self) -> str:
        parts = []
        if self.show_penalty:
            parts.append(translate("WildRound", "罰点 per card left in hand: 1 element (五行), 3 陰陽, 5 空無, 7 太極."))
        if self.show_bonus:
            parts.append(translate("WildRound", "出来役点: only natural cards score; a wild (grey, → what it stands for) splits a run into segments."))
            if self.result_data.get("void") and any(self.result_data.get("meld_totals") or []):
                parts.append(translate("WildRound", "The melds are still scored in a void round, without multiplier."))
        return sentences(parts)

    def _scoreboard(self) -> QFrame:
        r = self.result_data
        frame = QFrame()
        frame.setObjectName("scoreboard")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(frame)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(3)
        cols = [("name", translate("WildRound", "Player"))]
        if self.show_penalty:
            cols.append(("penalty", translate("WildRound", "罰点 (penalty)")))
        if self.show_bonus:
            cols.append(("bonus", translate("WildRound", "出来役 (meld bonus)")))
        cols += [("round", translate("WildRound", "This round")), ("total", translate("WildRound", "Total"))]
        for c, (key, title) in enumerate(cols):
            lab = QLabel(title)
            lab.setStyleSheet("font-weight: bold; color: #444444;")
            align = Qt.AlignmentFlag.AlignLeft if key == "name" else Qt.AlignmentFlag.AlignRight
            grid.addWidget(lab, 0, c, align | Qt.AlignmentFlag.AlignVCenter)
        values = {k: _list(r, k2, self.seats) for k, k2 in
                  (("penalty", "penalty"), ("bonus", "bonus"), ("round", "payments"), ("total", "totals"))}
        winner = r.get("winner")
        for s in range(self.seats):
            for c, (key, _) in enumerate(cols):
                if key == "name":
                    text = _name(self.names, s)
                    if self.you is not None and s == self.you and not says_you(text):
                        text = translate("WildRound", "{name} (you)").format(name=text)
                    if s == winner:
                        text = "★ " + text
                    lab = QLabel(text)
                    align = Qt.AlignmentFlag.AlignLeft
                else:
                    lab = QLabel(total_text(values[key][s]) if key == "total" else signed(values[key][s]))
                    align = Qt.AlignmentFlag.AlignRight
                    lab.setObjectName(f"cell_{key}_{s}")
                    self.cells[(s, key)] = lab
                style = "font-size: 11pt;"
                if key in ("round", "total") or s == winner:
                    style += " font-weight: bold;"
                lab.setStyleSheet(style)
                grid.addWidget(lab, s + 1, c, align | Qt.AlignmentFlag.AlignVCenter)
        grid.setColumnStretch(0, 1)
        return frame

    def _seat_frame(self, s: int) -> QFrame:
        r = self.result_data
        frame = QFrame()
        frame.setObjectName(f"seat_{s}")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(frame)
        box.setContentsMargins(10, 6, 10, 8)
        box.setSpacing(4)

        top = FlowLayout(spacing=6, line_spacing=2)    # the amount goes under the name where the place is narrow
        top.setContentsMargins(0, 0, 0, 0)
        title = _name(self.names, s)
        if self.you is not None and s == self.you and not says_you(title):
            title = translate("WildRound", "{name} (you)").format(name=title)
        name = QLabel(title)
        name.setStyleSheet("font-weight: bold; font-size: 12pt;")
        top.addWidget(name)
        top.setAlignment(name, Qt.AlignmentFlag.AlignVCenter)
        if s == r.get("winner"):
            tag = QLabel(translate("WildRound", "一度に上がり") if r.get("concealed") else translate("WildRound", "上がり"))
            tag.setStyleSheet("background: #ffe082; color: #5d4037; border-radius: 4px; padding: 1px 6px;"
                              " font-weight: bold;")
            top.addWidget(tag)
            top.setAlignment(tag, Qt.AlignmentFlag.AlignVCenter)
        seats = self.seats
        amount = QLabel(translate("WildRound", "This round {amount} · total {total}").format(
            amount=signed(_list(r, "payments", seats)[s]), total=total_text(_list(r, "totals", seats)[s])))
        amount.setObjectName("amount")
        amount.setStyleSheet("font-weight: bold;")
        top.addWidget(amount)
        top.setAlignment(amount, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        box.addLayout(top)

        if self.show_penalty:
            hands = r.get("hands") or []
            hand = list(hands[s]) if s < len(hands) else []
            if hand:
                cards = self._rich(translate("WildRound", "Cards left: {cards}").format(cards=cards_html(hand)))
                cards.setObjectName("hand")
                box.addWidget(cards)
            line = QLabel(penalty_line(r, s))
            line.setObjectName("penalty")
            line.setWordWrap(True)
            box.addWidget(line)
        if self.show_bonus:
            melds = owned_melds(r, s)
            if melds:
                grid = QGridLayout()
                grid.setContentsMargins(0, 2, 0, 0)
                grid.setHorizontalSpacing(14)
                grid.setVerticalSpacing(2)
                for i, m in enumerate(melds):
                    kind = QLabel(meld_word(m))
                    kind.setStyleSheet(f"color: {KIND_INK.get(m.get('kind'), '#455a64')}; font-weight: bold;")
                    grid.addWidget(kind, i, 0, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
                    grid.addWidget(self._rich(" ".join(slot_html(x) for x in m.get("slots") or [])), i, 1,
                                   Qt.AlignmentFlag.AlignTop)
                    seg = QLabel(segments_text(m))
                    seg.setObjectName("segments")
                    grid.addWidget(seg, i, 2, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop)
                grid.setColumnStretch(1, 1)
                box.addLayout(grid)
            else:
                none = QLabel(translate("WildRound", "No melds on the table."))
                none.setStyleSheet("color: #666666;")
                box.addWidget(none)
            line = QLabel(bonus_line(r, s))
            line.setObjectName("bonus")
            line.setWordWrap(True)
            box.addWidget(line)
        return frame

    @staticmethod
    def _rich(html: str) -> QLabel:
        lab = QLabel(html)
        lab.setTextFormat(Qt.TextFormat.RichText)
        lab.setWordWrap(True)
        return lab

    def text(self) -> str:
        """Everything the dialog says, as plain lines (for tests and the log)."""
        return "\n".join(summary_lines(self.result_data, self.names, self.options, self.you))


def show_wild_round_result(parent, result: dict, names: list[str], you: int | None = None, *,
                           options: dict | None = None, on_closed: Callable[[], None] | None = None) -> WildRoundDialog:
    """Open the end-of-round dialog window-modally without blocking (``open``); ``on_closed``
    runs when it is closed (e.g. the table's ``resume_after_round``). Same keywords as the
    rummy dialog's :func:`gui.games.indian_rummy.round_dialog.show_round_result`."""
    dialog = WildRoundDialog(result, names, parent, options=options, you=you)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if on_closed is not None:
        dialog.finished.connect(lambda _code: on_closed())
    dialog.open()
    return dialog


__all__ = ["WildRoundDialog", "show_wild_round_result", "headline", "summary_lines", "penalty_formula",
           "segments_text", "card_html", "slot_html"]


def game_end_lines(result, names: list[str]) -> list[str]:
    """Why the game ended: all its rounds have been played (the result's ``detail["rounds"]``)."""
    rounds = int((result.detail or {}).get("rounds") or 0)
    return [translate("WildRound", "All {n} rounds have been played.").format(n=rounds)] if rounds else []
