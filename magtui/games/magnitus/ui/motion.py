"""The motion of a turn on screen: frames reported while the rules run the physics (one every
REPLAY_FRAME of simulated time, see `MagnitusState.watch`), played back after the turn at the
chosen speed, and again frame by frame in slow motion on request. Playing back never changes
the game."""

from __future__ import annotations

from magtui.games.magnitus import data
from magtui.games.magnitus.ui.draw import drawn_bodies

SPEEDS = ((1.0, "real time"), (4.0, "4×"), (0.0, "instant"))
TICK = 0.05  # s between two pictures on screen


def picture(frame) -> tuple:
    """A reported frame as drawn: the bodies, and the ids caught in a clack."""
    return drawn_bodies(frame["bodies"]), set(frame["clacked"])


def playback(frames: list, rate: float, slow: bool = False) -> list:
    """The pictures to show, one per TICK: every frame in slow motion, otherwise as many frames
    per picture as `rate` times real time needs. The last frame always ends it."""
    if not frames:
        return []
    if slow:
        per_tick = max(1, round(TICK / data.SLOW_MOTION / data.REPLAY_FRAME))
    else:
        per_tick = max(1, round(TICK * rate / data.REPLAY_FRAME))
    shown = frames[::per_tick]
    if shown[-1] is not frames[-1]:
        shown.append(frames[-1])
    return [picture(frame) for frame in shown]


def seconds(frames: list) -> float:
    """About how much simulated time the frames span."""
    return max(0, len(frames) - 1) * data.REPLAY_FRAME
