"""Maglev's style names on the boards' shared canvas (magtui/ui/canvas.py), and the canvas view
that knows them; their look is in board.tcss, the board's CSS. Seats take the shared names
seat-1…seat-4 in Maglev's own colours; passengers, and the stations that take them, are tinted
by the passenger's colour."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.ui.canvas import CanvasView

CANYON = "canyon"


def seat_style(seat: int) -> str:
    return f"seat-{seat + 1}"


def passenger_style(colour: str) -> str:
    """A passenger's letter ("s" steel … "u" purple) in its colour."""
    return data.COLOUR_NAMES[colour]


def station_style(kind: str) -> str:
    """A station ("F" Factory …) in the colour of the passengers it takes."""
    return passenger_style(data.STATION_COLOUR[kind])


class MaglevCanvas(CanvasView):
    """A canvas view of the Maglev board, knowing Maglev's own style names."""

    COMPONENT_CLASSES = {f"canvas--{name}" for name in (*data.COLOUR_NAMES.values(), CANYON)}
