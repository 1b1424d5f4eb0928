"""House Rules core: the rules of every game, pure Python (never imports Qt)."""
