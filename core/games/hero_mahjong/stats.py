"""This game's statistics (see :mod:`core.stats`): the mahjong figures per hand, from the hand
history of the finished game and the riichi actions of its record."""
from core.mahjong.stats import figures, hand_counts

__all__ = ["figures", "seat_counts"]


def seat_counts(loaded) -> list[dict]:
    """Per seat: hands, wins, deal-ins, riichi and the points won (:func:`hand_counts`)."""
    return hand_counts(loaded.state.history, loaded.record.actions, loaded.record.seats)
