"""Translations: committed .qm files are current, every string is translated, Japanese renders."""
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtGui import QFont, QTextLayout

ROOT = Path(__file__).resolve().parents[2]
TS = ROOT / "translations" / "houserules_ja.ts"


def _lrelease() -> str:
    exe = Path(sys.executable).with_name("pyside6-lrelease")
    found = str(exe) if exe.exists() else shutil.which("pyside6-lrelease")
    assert found, "pyside6-lrelease not found next to the interpreter"
    return found


def test_committed_qm_files_are_up_to_date(tmp_path):
    out = tmp_path / "ja.qm"
    subprocess.run([_lrelease(), str(TS), "-qm", str(out)], check=True, capture_output=True)
    assert out.read_bytes() == (ROOT / "translations" / "houserules_ja.qm").read_bytes(), \
        "translations/houserules_ja.qm is stale: run bash .ci/translations"


def test_every_string_is_translated():
    root = ET.parse(TS).getroot()
    missing = [m.findtext("source") for m in root.iter("message")
               if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
               or not (m.findtext("translation") or m.find("translation").findall("numerusform"))]
    assert missing == []


def test_translations_keep_format_fields():
    """A translation must use the same {fields} as its English source, or formatting breaks."""
    import re

    root = ET.parse(TS).getroot()
    bad = []
    for m in root.iter("message"):
        src, tr = m.findtext("source") or "", m.findtext("translation") or ""
        if set(re.findall(r"\{(\w*)\}", src)) != set(re.findall(r"\{(\w*)\}", tr)):
            bad.append(src)
    assert bad == []


def _missing_glyphs(text, font):
    lay = QTextLayout(text, font)
    lay.beginLayout()
    lay.createLine()
    lay.endLayout()
    return [r.rawFont().familyName() for r in lay.glyphRuns() for g in r.glyphIndexes() if g == 0]


@pytest.mark.parametrize("text", ["こんにちは 漢字 カタカナ", "《OP》【効果】★☆●○◆→", "♠♥♦♣", "親 上がり 脱落 低速 倍速"])
def test_japanese_glyphs_render(qapp, text):
    assert _missing_glyphs(text, QFont()) == [], text


def test_card_arguments_of_core_messages_are_translated(qapp):
    """An AI reason names its cards; in Japanese the Joker is ジョーカー, not "Joker"."""
    from core.cards import CardList
    from core.engine import msg
    from gui.i18n import install_language, tr_msg

    m = msg("ai", "Goes out with {cards}.", cards=CardList(("4s", "X")))
    assert m.english() == "Goes out with 4♠ Joker."
    install_language(qapp, "ja")
    try:
        assert tr_msg(m) == "4♠ ジョーカー で上がります。"
    finally:
        install_language(qapp, "en")


def test_hidden_cards_read_as_face_down_cards_in_the_log(qapp):
    """A card given to another seat is hidden from this one: the log says so in words, not "??"."""
    from core.engine import Event
    from gui.log_text import event_line

    one = Event("given", 3, ("??",), info={"to": 0})
    two = Event("given", 3, ("??", "??"), info={"to": 0})
    names = ["Ann", "Bo", "Cy", "Di"]
    assert event_line(one, names, 1) == "Di gives a face-down card to Ann."
    assert event_line(two, names, 1) == "Di gives 2 face-down cards to Ann."
    assert event_line(Event("given", 3, ("4d",), info={"to": 0}), names, 0) == "Di gives 4♦ to Ann."


def test_every_literal_string_is_translated_under_a_literal_context():
    """lupdate reads ``translate("Context", "text")`` only when both are literals: a context held
    in a variable (``translate(CTX, "text")``) hides the text from the translators, and the
    Japanese window shows it in English. (A variable text, e.g. a QT_TRANSLATE_NOOP constant, is
    fine: lupdate reads it where it is defined.)"""
    import re
    from pathlib import Path
    hidden = re.compile(r"""translate\(\s*[A-Za-z_][\w.]*\s*,\s*["']""")
    found = [f"{path}:{n}" for path in sorted(Path("gui").rglob("*.py"))
             for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1) if hidden.search(line)]
    assert not found, found
