"""Options of the four-player riichi base game (the base rules of Hero Mahjong, spec
hero_mahjong.md §4): east-only at 25,000 points with red fives, open tanyao (喰いタン) and
atozuke (後付け), no abortive draw but four kans (四開槓), agari-yame and tenpai-yame in the last
hand, the game ending when a score goes below 0 (飛び)."""
from core.engine import QT_TRANSLATE_NOOP, OptionSpec

CTX = "riichi"

G_GAME = QT_TRANSLATE_NOOP("riichi", "Game")
G_TILES = QT_TRANSLATE_NOOP("riichi", "Tiles and yaku")
G_END = QT_TRANSLATE_NOOP("riichi", "Draws and the end of the game")


def _spec(**kw) -> OptionSpec:
    return OptionSpec(context=CTX, **kw)


OPTIONS = (
    _spec(id="length", kind="choice", default="east", choices=("east", "east_south"), group=G_GAME,
          choice_labels=(QT_TRANSLATE_NOOP("riichi", "East only (東風戦)"),
                         QT_TRANSLATE_NOOP("riichi", "East and south (半荘戦)")),
          label=QT_TRANSLATE_NOOP("riichi", "Length of the game"),
          help=QT_TRANSLATE_NOOP("riichi", "East only: the hands 東1 to 東4; east and south: 東1 to 南4. A dealer who "
                                           "keeps the deal adds hands, and the game ends at once when a score "
                                           "goes below 0 (飛び).")),
    _spec(id="start_points", kind="int", default=25000, minimum=1000, maximum=100000, group=G_GAME,
          label=QT_TRANSLATE_NOOP("riichi", "Starting points"),
          help=QT_TRANSLATE_NOOP("riichi", "Every player's points at the start; below 0 the game ends at once "
                                           "(exactly 0 plays on).")),
    _spec(id="red_fives", kind="bool", default=True, group=G_TILES,
          label=QT_TRANSLATE_NOOP("riichi", "One red five per suit (赤ドラ)"),
          help=QT_TRANSLATE_NOOP("riichi", "One of the four 5s of man, pin and sou is red; each red five in a "
                                           "winning hand is one dora (1 han).")),
    _spec(id="open_tanyao", kind="bool", default=True, group=G_TILES,
          label=QT_TRANSLATE_NOOP("riichi", "All simples counts in an open hand (喰いタン)"),
          help=QT_TRANSLATE_NOOP("riichi", "Off: all simples (断么九) counts only in a closed hand.")),
    _spec(id="kiriage", kind="bool", default=False, group=G_TILES, optional=True,
          label=QT_TRANSLATE_NOOP("riichi", "Round 30 fu 4 han and 60 fu 3 han up to mangan (切り上げ満貫)"),
          help=QT_TRANSLATE_NOOP("riichi", "Hands of 4 han 30 fu and 3 han 60 fu pay a mangan (8,000; dealer "
                                           "12,000) instead of 7,700 (dealer 11,600).")),
    _spec(id="double_yakuman", kind="bool", default=False, group=G_TILES, optional=True,
          label=QT_TRANSLATE_NOOP("riichi", "The special forms of four yakuman count double (ダブル役満)"),
          help=QT_TRANSLATE_NOOP("riichi", "Four concealed triplets on a single wait, 13-sided thirteen orphans, "
                                           "nine-sided nine gates and big four winds.")),
    _spec(id="four_kan_abort", kind="bool", default=True, group=G_END,
          label=QT_TRANSLATE_NOOP("riichi", "Four kans by more than one player end the hand (四開槓)"),
          help=QT_TRANSLATE_NOOP("riichi", "When the hand's fourth kan was made by two or more players, the hand "
                                           "is drawn once the next discard passes without a ron. Off, or all four "
                                           "kans by one player: play goes on (no fifth kan).")),
    _spec(id="last_hand_stop", kind="bool", default=True, group=G_END,
          label=QT_TRANSLATE_NOOP("riichi", "The last dealer may end the game after a win or tenpai "
                                            "(アガリ止め・テンパイ止め)"),
          help=QT_TRANSLATE_NOOP("riichi", "In the last hand (オーラス) a dealer who wins or is tenpai at the draw "
                                           "normally plays on (連荘); on, the dealer may end the game there.")),
)

PRESETS = {"default": {}, "hanchan": {"length": "east_south"}}
PRESET_LABELS = {"default": QT_TRANSLATE_NOOP("presets", "Standard (East round, 東風戦)"),
                 "hanchan": QT_TRANSLATE_NOOP("presets", "East and south (半荘戦), otherwise standard")}
