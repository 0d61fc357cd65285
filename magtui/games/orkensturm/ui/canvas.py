"""The Orkensturm canvas: the board kit's canvas with the table's own style names (each card
colour, pawn colour, side and track), tinted by board.tcss."""

from __future__ import annotations

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.ui.draw import SIDE_STYLE
from magtui.ui.canvas import CanvasView


class OrkensturmCanvas(CanvasView):
    CSS_FILE = "board.tcss"
    COMPONENT_CLASSES = {
        *(f"canvas--card-{letter}" for letter in D.COLOURS),
        *(f"canvas--pawn-{pawn}" for pawn in D.PAWN_COLOURS),
        *(f"canvas--{style}" for style in SIDE_STYLE.values()),
        *(f"canvas--track-{track}" for track in D.TRACKS),
        "canvas--marker",
    }
