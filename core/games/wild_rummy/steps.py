"""The steps of a Wild Rummy R turn (``state.step``): draw, play, the call window, calling (鳴き),
and over. Their own module so that the rules and the explanations of refusals share them."""

DRAW, PLAY, CALL_WINDOW, CALLING, OVER = "draw", "play", "call_window", "calling", "over"
