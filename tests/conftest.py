import os

# Must run before pytest-qt's qapp fixture creates the QApplication; setdefault lets xvfb-run
# force QT_QPA_PLATFORM=xcb from outside.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
