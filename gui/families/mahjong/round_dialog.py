"""The end of a riichi hand (局の結果): a win — the winner, ツモ or ロン and from whom, the hand
with the winning tile apart and the called melds, every yaku with its han (dora, red fives and
ura dora too), han and fu, the limit (満貫 跳満 倍満 三倍満 数え役満 役満), the payment and the
new scores; several winners (ダブロン) in one dialog — or an exhaustive draw (流局) with the
tenpai hands, nagashi mangan and the noten payments — or an aborted hand (四開槓) and why.

``result`` is what the mahjong table emits at the end of a hand (its ``round_ended``): the info
of the round-end event(s) — a ``won`` info (``winner``, ``from``, ``tsumo``, ``tile``, ``hand``,
``melds``, ``yaku``, ``han``, ``fu``, ``limit``, ``points``, ``delta``, ``scores``,
``dora_indicators``, ``ura_indicators``), a ``hand_drawn`` info (``tenpai``, ``nagashi``,
``delta``, ``scores``, ``hands``) or a ``hand_aborted`` info (``reason``) — or a dict
the table's form ``{"kind": "won" / "hand_drawn" / "hand_aborted", "wins": [won info, ...],
"info": the first round-end info, "scores", "round_wind", "hand_no", "honba", "dealer"}``
(gui/table/mahjong_view.py ``round_result``), or the events themselves (Event objects or their
JSON), or a list of any of these. :func:`outcome` reads them all into one form; ``round_wind``
and ``hand_no`` (or ``hand``) name the hand in the title, ``scores`` stand in for an abort's.

A variant of the game adds its parts through a :class:`RoundExtras` (its own lines, a box beside
a win's yaku, a frame under the wins, a score-board column), given by the game's
``FRONTEND.round_dialog``. The main window calls that (riichi: :func:`show_mahjong_round_result`).
"""
from __future__ import annotations

from typing import Callable

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QFrame, QGridLayout, QHBoxLayout, QLabel, QScrollArea,
                               QVBoxLayout, QWidget)

from core.engine import Event

from ...i18n import translate
from ...players import says_you
from .log import (YAKU, aborted_line, han_text, limit_word, names_words, points_text, round_word, signed_points, tile_word, value_words, whose_tile, yaku_word)
from .dialog_tiles import TileRow, TileSpec, meld_items

_EVENT_KEYS = {"won": "wins", "hand_drawn": "draw", "hand_aborted": "abort"}


# --- reading the result ------------------------------------------------------------------------
def outcome(result) -> dict:
    """The hand's end in one form: ``{"wins": [won info, ...], "draw": info or None, "abort":
    info or None, "extra": {round_wind, hand, honba, dealer, scores if given}}``."""
    out = {"wins": [], "draw": None, "abort": None, "extra": {}, "dice": []}
    _read(result, out)
    return out


def _read(item, out: dict) -> None:
    if isinstance(item, Event):
        item = {"kind": item.kind, "seat": item.seat, "info": dict(item.info)}
    if isinstance(item, (list, tuple)):
        for x in item:
            _read(x, out)
        return
    if not isinstance(item, dict):
        return
    kind, info = item.get("kind"), item.get("info")
    if kind == "dice" and isinstance(info, dict):                               # a dice chance of the hand
        out["dice"].append(dict(info, seat=item.get("seat")))
        return
    if isinstance(item.get("dice"), list):                                     # the table's round_ended form
        out["dice"] += [dict(d) for d in item["dice"] if isinstance(d, dict)]
    if kind in _EVENT_KEYS and isinstance(info, dict) and "wins" not in item:     # an event (JSON form)
        info = dict(info)
        if kind == "won":
            info.setdefault("winner", item.get("seat"))
        _put(_EVENT_KEYS[kind], info, out)
        return
    for key, to in (("round_wind", "round_wind"), ("hand", "hand"), ("hand_no", "hand"), ("honba", "honba"),
                    ("dealer", "dealer")):
        if isinstance(item.get(key), int):                 # a won info's "hand" is its tiles
            out["extra"][to] = item[key]
    if item.get("scores"):
        out["extra"]["scores"] = list(item["scores"])
    if "events" in item:
        _read(item["events"], out)
    if "wins" in item:                                     # the table's round_ended form
        _read([{"kind": "won", "info": w} for w in item["wins"] or ()], out)
        if kind in ("hand_drawn", "hand_aborted") and isinstance(info, dict):
            _put(_EVENT_KEYS[kind], dict(info), out)
        return
    if "winner" in item and "yaku" in item:
        _put("wins", item, out)
    elif "tenpai" in item or "nagashi" in item:
        _put("draw", item, out)
    elif item.get("reason") and item["reason"] not in ("win", "draw") and "winner" not in item:
        _put("abort", item, out)


def _put(key: str, info: dict, out: dict) -> None:
    if key == "wins":
        out["wins"].append(info)
    else:
        out[key] = info


def _seats(o: dict, names: list[str]) -> int:
    for info in o["wins"] + [o["draw"] or {}]:
        if info.get("delta"):
            return len(info["delta"])
    return len(names) or 4


def total_delta(o: dict, seats: int) -> list[int]:
    """Each seat's change of points over the whole hand (all winners together)."""
    out = [0] * seats
    for info in o["wins"] + ([o["draw"]] if o["draw"] else []):
        delta, cards = list(info.get("delta") or ()), list(info.get("card_delta") or ())    # card_delta: cards' payments
        for s in range(seats):
            out[s] += int(delta[s] if s < len(delta) else 0) + int(cards[s] if s < len(cards) else 0)
    return out


def final_scores(o: dict) -> list[int] | None:
    """The scores after the hand (the last win's or the draw's), or None when not given."""
    for info in reversed(o["wins"] + ([o["draw"]] if o["draw"] else [])):
        if info.get("scores"):
            return [int(x) for x in info["scores"]]
    if o["extra"].get("scores"):
        return [int(x) for x in o["extra"]["scores"]]
    return None


def _name(names: list[str], seat, you: int | None = None) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        name = names[seat]
    else:
        name = translate("MahjongRound", "Player {n}").format(n=(seat + 1) if isinstance(seat, int) else "?")
    if you is not None and seat == you and not says_you(name):
        return translate("MahjongRound", "{name} (you)").format(name=name)
    return name


class RoundExtras:
    """What a variant of the game adds to the end-of-hand dialog; nothing by default (riichi)."""

    def bonus_label(self) -> str:
        """The name of the han a variant adds beside the listed yaku ("": no such row)."""
        return ""

    def lines(self, o: dict, names: list[str], you: int | None = None) -> list[str]:
        """The plain lines of the variant's parts (after the wins and the draw, for ``text()``)."""
        return []

    def win_side(self, info: dict, names: list[str], you: int | None = None) -> QWidget | None:
        """A box beside a win's yaku (None: none)."""
        return None

    def frame(self, o: dict, names: list[str], you: int | None = None) -> QFrame | None:
        """A frame under the wins and the draw (None: none)."""
        return None

    def column(self, o: dict, seats: int) -> tuple[str, str, list[int]] | None:
        """A score-board column: (cell key, heading, each seat's signed value), or None."""
        return None


# --- the words ---------------------------------------------------------------------------------
def win_title(info: dict, names: list[str], you: int | None = None) -> str:
    """ "Ann wins by ron (ロン) on Bo's 5p" / "You win by tsumo (ツモ) with 5p"."""
    winner, tile = info.get("winner"), info.get("tile") or ""
    mine = you is not None and winner == you
    if info.get("pocchi") and info.get("tsumo"):   # a pocchi drawn after riichi stands for a tile
        text = translate("MahjongRound", "You win by tsumo (ツモ) with a pocchi as {tile}") if mine else \
            translate("MahjongRound", "{name} wins by tsumo (ツモ) with a pocchi as {tile}")
        return text.format(name=_name(names, winner), tile=tile_word(tile))
    if info.get("tsumo") or info.get("from") is None:
        text = translate("MahjongRound", "You win by tsumo (ツモ) with {tile}") if mine else \
            translate("MahjongRound", "{name} wins by tsumo (ツモ) with {tile}")
        return text.format(name=_name(names, winner), tile=tile_word(tile))
    text = translate("MahjongRound", "You win by ron (ロン) on {discard}") if mine else translate("MahjongRound", "{name} wins by ron (ロン) on {discard}")
    return text.format(name=_name(names, winner), discard=whose_tile(names, info.get("from"), tile, you))


def headline(o: dict, names: list[str], you: int | None = None) -> str:
    """The dialog's first line: the win(s), the draw or the abort."""
    if o["wins"]:
        fever = [w for w in o["wins"] if w.get("fever_win")]
        if fever:                                   # a fever's wins, all in one dialog
            seat = fever[0].get("winner")
            if you is not None and seat == you:
                return translate("MahjongRound", "Fever (フィーバー): you win {n} times").format(n=len(fever))
            return translate("MahjongRound", "Fever (フィーバー): {name} wins {n} times").format(
                name=_name(names, seat), n=len(fever))
        if len(o["wins"]) > 1:
            return translate("MahjongRound", "Several winners (ダブロン): {names}").format(
                names=names_words([w.get("winner") for w in o["wins"]], names, you))
        return win_title(o["wins"][0], names, you)
    if o["draw"] is not None:
        return translate("MahjongRound", "Exhaustive draw (流局)")
    if o["abort"] is not None:
        return aborted_line(o["abort"])
    return translate("MahjongRound", "The hand is over")


def payment_text(info: dict, names: list[str], you: int | None = None) -> str:
    """What the win is paid: "Ron (ロン) from Bo: 7,700", "Tsumo (ツモ) payment: 2,000/3,900",
    with the riichi sticks collected (供託)."""
    delta = [int(d) for d in info.get("delta") or ()]
    winner = info.get("winner")
    if not delta or not isinstance(winner, int) or winner >= len(delta):
        return ""
    if info.get("reverse"):                        # a reverse pocchi: the winner pays out
        got = [d for s, d in enumerate(delta) if s != winner and d > 0]
        lo, hi = (min(got), max(got)) if got else (0, 0)
        amount = points_text(lo) if lo == hi else f"{points_text(lo)}/{points_text(hi)}"
        return translate("MahjongRound", "Reversed (逆ポッチ): {name} pays {amount} to each").format(
            name=_name(names, winner, you), amount=amount)
    paid = [-d for s, d in enumerate(delta) if s != winner and d < 0]
    sticks = delta[winner] - sum(paid)
    if info.get("tsumo") or info.get("from") is None:
        lo, hi = (min(paid), max(paid)) if paid else (0, 0)
        amount = translate("MahjongRound", "{n} all").format(n=points_text(lo)) if lo == hi else f"{points_text(lo)}/{points_text(hi)}"
        text = translate("MahjongRound", "Tsumo (ツモ) payment: {amount}").format(amount=amount)
    else:
        text = translate("MahjongRound", "Ron (ロン) from {name}: {amount}").format(
            amount=points_text(sum(paid)), name=_name(names, info.get("from"), you))
    if sticks > 0:
        text += translate("MahjongRound", ", plus {n} in riichi sticks (供託)").format(n=points_text(sticks))
    cards = [int(d) for d in info.get("card_delta") or ()]
    if any(cards):                                 # the cards' payments at this win
        items = ", ".join(f"{_name(names, s, you)} {signed_points(d)}" for s, d in enumerate(cards) if d)
        text += translate("MahjongRound", "; card payments (カード効果): {list}").format(list=items)
    return text


def yaku_rows(info: dict, extras: RoundExtras | None = None) -> list[tuple[str, str]]:
    """(yaku name, its han) per yaku of a win; a yakuman says "Yakuman (役満)"; the han a variant
    adds beside them (``extras``) on a row of their own."""
    rows = []
    for name, han in info.get("yaku") or ():
        y = YAKU.get(name)
        if y is not None and y.yakuman:
            rows.append((yaku_word(name), limit_word("double_yakuman" if int(han) >= 2 else "yakuman")))
        else:
            rows.append((yaku_word(name), han_text(han)))
    bonus = card_han(info)
    label = extras.bonus_label() if extras is not None else ""
    if bonus and label:
        rows.append((label, han_text(bonus)))
    return rows


def card_han(info: dict) -> int:
    """Han a game added beside the listed yaku (e.g. a card's +1 han for a riichi win), which the win's ``han`` counts but its ``yaku`` list does not name; 0 for a yakuman."""
    yaku = list(info.get("yaku") or ())
    if any(YAKU.get(name) is not None and YAKU[name].yakuman for name, _ in yaku):
        return 0
    return max(0, int(info.get("han") or 0) - sum(int(han) for _, han in yaku))


def total_line(info: dict) -> str:
    """ "Total: 4 han 30 fu", "Total: 6 han, Haneman (跳満)", "Total: Yakuman (役満)"."""
    return translate("MahjongRound", "Total: {value}").format(value=value_words(info))


def hand_items(info: dict) -> list:
    """The winner's tiles as row items: the concealed hand, the winning tile apart, the melds."""
    hand = list(info.get("hand") or ())
    tile = info.get("tile") or ""
    if (info.get("tsumo") or info.get("from") is None) and tile in hand:
        hand.remove(tile)
    items: list = list(hand)
    if tile:
        items += [None, TileSpec(tile, highlight=True)]
    for m in info.get("melds") or ():
        items += [None] + meld_items(m, info.get("winner"))
    return items


def tenpai_items(info: dict, seat: int, seats: int = 4) -> list:
    """A tenpai hand at a draw as row items: its concealed tiles, then each called meld apart."""
    def of_seat(key: str) -> list:
        per_seat = info.get(key) or {}
        return list((per_seat.get(str(seat), per_seat.get(seat)) if isinstance(per_seat, dict) else None) or ())
    items: list = of_seat("hands")
    for m in of_seat("melds"):
        items += [None] + meld_items(m, seat, seats)
    return items


def summary_lines(result, names: list[str], you: int | None = None,
                  extras: RoundExtras | None = None) -> list[str]:
    """Everything the dialog says, as plain lines (tests, the log); ``extras``: a variant's parts."""
    o = outcome(result)
    lines = [headline(o, names, you)]
    for info in o["wins"]:
        if len(o["wins"]) > 1:
            lines.append(win_title(info, names, you))
        lines += [f"  {y}: {h}" for y, h in yaku_rows(info, extras)]
        lines.append("  " + total_line(info))
        lines.append("  " + payment_text(info, names, you))
    if o["draw"] is not None:
        lines += _draw_lines(o["draw"], names, you, _seats(o, names))
    lines += extras.lines(o, names, you) if extras is not None else []
    seats = _seats(o, names)
    delta, scores = total_delta(o, seats), final_scores(o)
    for s in range(seats):
        if scores is not None:
            lines.append(translate("MahjongRound", "{name}: {change} → {score}").format(
                name=_name(names, s, you), change=signed_points(delta[s]), score=points_text(scores[s])))
    return lines


def _draw_lines(info: dict, names: list[str], you, seats: int) -> list[str]:
    tenpai = [int(s) for s in info.get("tenpai") or ()]
    noten = [s for s in range(seats) if s not in tenpai]
    out = []
    if info.get("nagashi"):
        out.append(translate("MahjongRound", "Nagashi mangan (流し満貫): {names}").format(names=names_words(info["nagashi"], names, you)))
    out.append(translate("MahjongRound", "Tenpai (聴牌): {names}").format(
        names=names_words(tenpai, names, you) if tenpai else translate("MahjongRound", "nobody")))
    out.append(translate("MahjongRound", "Noten (不聴): {names}").format(
        names=names_words(noten, names, you) if noten else translate("MahjongRound", "nobody")))
    if not any(info.get("delta") or ()):
        out.append(translate("MahjongRound", "Nobody pays."))
    elif not info.get("nagashi"):
        total = sum(-d for d in info.get("delta") or () if d < 0)
        out.append(translate("MahjongRound", "Noten payments (ノーテン罰符): {n} in all from the noten to the tenpai "
                                             "players.").format(n=points_text(total)))
    return out


# --- the end of the game (the results dialog's words) -------------------------------------------
def game_end_lines(result, names: list[str]) -> list[str]:
    """Why a mahjong game ended (the result's ``detail["end"]``), for the results dialog: a bust
    (飛び) names who went below zero; the last hand; the dealer's stop (アガリ止め / テンパイ止め)."""
    end = (result.detail or {}).get("end", "")
    if end == "bust":
        below = [s for s, p in enumerate((result.detail or {}).get("points") or result.scores) if p < 0]
        if len(below) == 1 and says_you(names[below[0]]):
            return [translate("MahjongRound", "Your score went below zero (飛び): the game ends at once.")]
        return [translate("MahjongRound", "{names}'s score went below zero (飛び): the game ends at once.").format(
            names=names_words(below, names))]
    if end == "agari_yame":
        return [translate("MahjongRound", "The dealer won the last hand and chose to stop (agari-yame, アガリ止め).")]
    if end == "tenpai_yame":
        return [translate("MahjongRound", "The dealer was tenpai at the last hand and chose to stop "
                                          "(tenpai-yame, テンパイ止め).")]
    if end == "last_hand":
        return [translate("MahjongRound", "The last hand (オーラス) has been played.")]
    return []


# --- the dialog -------------------------------------------------------------------------------
class MahjongRoundDialog(QDialog):
    """The end-of-hand dialog of riichi mahjong (see the module docstring); OK closes it.

    ``win_frames``: one frame per winner; ``cells[(seat, "change" | "score" | a variant's
    column)]``: the score board's labels; ``hand_rows``: the TileRow widgets shown (winners' or
    tenpai hands); ``extra_frame``: the variant's frame under the wins (or None)."""

    def __init__(self, result, names: list[str], parent=None, *, options: dict | None = None,
                 you: int | None = None, extras: RoundExtras | None = None) -> None:
        super().__init__(parent)
        self.extras = extras if extras is not None else RoundExtras()
        self.result_data = result
        self.outcome = o = outcome(result)
        self.names, self.you, self.options = list(names), you, dict(options or {})
        self.seats = _seats(o, names)
        self.cells: dict[tuple[int, str], QLabel] = {}
        self.win_frames: list[QFrame] = []
        self.hand_rows: list[TileRow] = []
        self.extra_frame: QFrame | None = None
        extra = o["extra"]
        title = translate("MahjongRound", "End of the hand")
        if "round_wind" in extra and "hand" in extra:
            title = translate("MahjongRound", "End of {hand}").format(hand=round_word(extra["round_wind"], extra["hand"], self.seats))
        self.setWindowTitle(title)
        self.setObjectName("mahjong_round")
        layout = QVBoxLayout(self)
        self.headline = QLabel(headline(o, names, you))
        self.headline.setObjectName("headline")
        self.headline.setWordWrap(True)
        self.headline.setStyleSheet("font-size: 15pt; font-weight: bold;")
        layout.addWidget(self.headline)

        body = QWidget()
        body.setStyleSheet("QLabel { font-size: 11pt; }")
        rows = QVBoxLayout(body)
        rows.setContentsMargins(2, 2, 2, 2)
        rows.setSpacing(8)
        for info in o["wins"]:
            frame = self._win_frame(info, len(o["wins"]) > 1)
            self.win_frames.append(frame)
            rows.addWidget(frame)
        if o["draw"] is not None:
            rows.addWidget(self._draw_frame(o["draw"]))
        self.extra_frame = self.extras.frame(o, self.names, you)
        if self.extra_frame is not None:
            rows.addWidget(self.extra_frame)
        if o["abort"] is not None and not o["wins"]:
            rows.addWidget(self._note(translate("MahjongRound", "Nobody pays; the same dealer deals again with one more honba (本場).")))
        rows.addWidget(self._scoreboard())
        rows.addStretch(1)
        scroll = QScrollArea()
        scroll.setObjectName("details")
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(body)
        layout.addWidget(scroll, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok)
        buttons.accepted.connect(self.accept)
        layout.addWidget(buttons)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setDefault(True)
        self._fit(body, scroll)

    def _fit(self, body: QWidget, scroll: QScrollArea) -> None:
        """As large as the content needs, at most 1100 x 740 (a 1280 x 800 screen); it scrolls
        beyond, its scroll bar then always there, so the content is laid out beside it rather
        than under it (wrapped text in a scroll area does not shrink when the bar appears)."""
        body.ensurePolished()
        hint = body.sizeHint()
        width = min(max(620, hint.width() + 48), 1100)
        wanted = hint.height() + self.headline.sizeHint().height() + 110
        if wanted > 740:
            scroll.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOn)
            scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
            width = min(width + scroll.verticalScrollBar().sizeHint().width(), 1100)
        self.resize(width, min(max(300, wanted), 740))

    # the parts ---------------------------------------------------------------------------------
    @staticmethod
    def _note(text: str, name: str = "") -> QLabel:
        lab = QLabel(text)
        lab.setWordWrap(True)
        if name:
            lab.setObjectName(name)
        return lab

    def _frame(self, name: str) -> tuple[QFrame, QVBoxLayout]:
        frame = QFrame()
        frame.setObjectName(name)
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        box = QVBoxLayout(frame)
        box.setContentsMargins(10, 6, 10, 8)
        box.setSpacing(5)
        return frame, box

    def _row(self, items, box) -> TileRow:
        row = TileRow(items)
        self.hand_rows.append(row)
        box.addWidget(row)
        return row

    def _win_frame(self, info: dict, several: bool) -> QFrame:
        frame, box = self._frame(f"win_{info.get('winner')}")
        top = QHBoxLayout()
        title = QLabel(("★ " + win_title(info, self.names, self.you)) if several else
                       "★ " + _name(self.names, info.get("winner"), self.you))
        title.setStyleSheet("font-weight: bold; font-size: 12pt;")
        top.addWidget(title)
        if info.get("limit"):
            tag = QLabel(limit_word(info["limit"]))
            tag.setObjectName("limit")
            tag.setStyleSheet("background: #ffe082; color: #5d4037; border-radius: 4px; padding: 1px 6px;"
                              " font-weight: bold;")
            top.addWidget(tag)
        top.addStretch(1)
        won = int(info.get("points") or 0)
        gain = QLabel(signed_points(won))
        gain.setObjectName("points")
        colour = "#b71c1c" if won < 0 else "#1b5e20"    # a winner who pays (逆ポッチ) loses: red
        gain.setStyleSheet(f"font-weight: bold; font-size: 12pt; color: {colour};")
        top.addWidget(gain)
        box.addLayout(top)
        self._row(hand_items(info), box)

        grid = QGridLayout()
        grid.setHorizontalSpacing(24)
        grid.setVerticalSpacing(2)
        for i, (name, han) in enumerate(yaku_rows(info, self.extras)):
            grid.addWidget(QLabel(name), i, 0)
            lab = QLabel(han)
            lab.setObjectName("han")
            grid.addWidget(lab, i, 1, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(2, 1)
        side = self.extras.win_side(info, self.names, self.you)
        if side is not None:                        # the variant's box beside the yaku
            beside, left = QHBoxLayout(), QVBoxLayout()
            beside.setObjectName("beside")          # a narrow place (the review's panel) stacks them
            left.addLayout(grid)
            left.addStretch(1)
            beside.addLayout(left, 1)
            beside.addWidget(side, 1, Qt.AlignmentFlag.AlignTop)
            box.addLayout(beside)
        else:
            box.addLayout(grid)
        total = QLabel(total_line(info))
        total.setObjectName("total")
        total.setStyleSheet("font-weight: bold;")
        box.addWidget(total)
        for key, text in (("dora_indicators", translate("MahjongRound", "Dora indicators (ドラ表示牌):")),
                          ("ura_indicators", translate("MahjongRound", "Ura dora indicators (裏ドラ表示牌):"))):
            if info.get(key):
                line = QHBoxLayout()
                line.addWidget(QLabel(text))
                line.addWidget(TileRow(info[key], 20, 28))
                line.addStretch(1)
                box.addLayout(line)
        pay = QLabel(payment_text(info, self.names, self.you))
        pay.setObjectName("payment")
        pay.setStyleSheet("font-weight: bold;")
        box.addWidget(pay)
        return frame

    def _draw_frame(self, info: dict) -> QFrame:
        frame, box = self._frame("draw")
        for s in [int(x) for x in info.get("tenpai") or ()]:
            items = tenpai_items(info, s, self.seats)
            line = QHBoxLayout()
            lab = QLabel(translate("MahjongRound", "{name}: tenpai (聴牌)").format(name=_name(self.names, s, self.you)))
            lab.setStyleSheet("font-weight: bold;")
            line.addWidget(lab)
            if items:
                row = TileRow(items)
                self.hand_rows.append(row)
                line.addWidget(row)
            line.addStretch(1)
            box.addLayout(line)
        for text in _draw_lines(info, self.names, self.you, self.seats):
            box.addWidget(self._note(text))
        return frame

    def _scoreboard(self) -> QFrame:
        frame = QFrame()
        frame.setObjectName("scoreboard")
        frame.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(frame)
        grid.setContentsMargins(10, 6, 10, 6)
        grid.setHorizontalSpacing(28)
        grid.setVerticalSpacing(3)
        delta, scores = total_delta(self.outcome, self.seats), final_scores(self.outcome)
        column = self.extras.column(self.outcome, self.seats)       # (key, head, values) or None
        heads = [translate("MahjongRound", "Player"), translate("MahjongRound", "This hand")] + ([translate("MahjongRound", "Score")] if scores else [])
        heads += [column[1]] if column is not None else []
        for c, text in enumerate(heads):
            lab = QLabel(text)
            lab.setStyleSheet("font-weight: bold; color: #444444;")
            grid.addWidget(lab, 0, c, Qt.AlignmentFlag.AlignLeft if c == 0 else Qt.AlignmentFlag.AlignRight)
        winners = {w.get("winner") for w in self.outcome["wins"]}
        for s in range(self.seats):
            name = QLabel(("★ " if s in winners else "") + _name(self.names, s, self.you))
            grid.addWidget(name, s + 1, 0)
            values = [("change", signed_points(delta[s]))] + ([("score", points_text(scores[s]))] if scores else [])
            values += [(column[0], signed_points(column[2][s]))] if column is not None else []
            for c, (key, text) in enumerate(values, start=1):
                lab = QLabel(text)
                lab.setObjectName(f"cell_{key}_{s}")
                lab.setStyleSheet("font-weight: bold;" if key == "score" else "")
                self.cells[(s, key)] = lab
                grid.addWidget(lab, s + 1, c, Qt.AlignmentFlag.AlignRight)
        grid.setColumnStretch(0, 1)
        return frame

    def text(self) -> str:
        """Everything the dialog says, as plain lines (for tests and the log)."""
        return "\n".join(summary_lines(self.result_data, self.names, self.you, self.extras))


def show_mahjong_round_result(parent, result, names: list[str], *, options: dict | None = None,
                              on_closed: Callable[[], None] | None = None,
                              you: int | None = None, extras: RoundExtras | None = None) -> MahjongRoundDialog:
    """Open the end-of-hand dialog window-modally without blocking (``open``); ``on_closed`` runs
    when it is closed (e.g. the table's ``resume_after_round``). Same keywords as the other round
    dialogs (``Frontend.round_dialog`` in :mod:`gui.registry`); ``extras``: a
    variant's parts."""
    dialog = MahjongRoundDialog(result, names, parent, options=options, you=you, extras=extras)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    if on_closed is not None:
        dialog.finished.connect(lambda _code: on_closed())
    dialog.open()
    return dialog


__all__ = ["RoundExtras", "MahjongRoundDialog", "show_mahjong_round_result", "outcome", "headline", "summary_lines",
           "payment_text", "yaku_rows", "total_delta", "hand_items"]
