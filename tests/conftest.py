import os

# Must run before pytest-qt's qapp fixture creates the QApplication; setdefault lets xvfb-run
# force QT_QPA_PLATFORM=xcb from outside.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Every action applied in a test is checked against the protocol's invariants (a seat to move
# always has a legal action, points plus deposits and chips are conserved): core.engine.State.strict.
from core.engine import State  # noqa: E402

State.strict = True
