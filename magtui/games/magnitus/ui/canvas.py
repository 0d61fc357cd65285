"""The widget the Magnitus board draws on: a canvas with its game's style names."""

from __future__ import annotations

from magtui.ui.canvas import CanvasView


class MagnitusCanvas(CanvasView):
    """One of the board's canvases on screen (the galaxy's pane, the panel), with the Magnitus
    style names of board.tcss (colour only tints: the glyphs carry kind, pole and direction)."""

    COMPONENT_CLASSES = CanvasView.COMPONENT_CLASSES | {
        f"canvas--{name}"
        for name in (
            "field",
            "edge",
            "hole",
            "clacked",
            "planet",
            "moon",
            "comet",
            "north",
            "south",
            "tint-planet",
            "tint-moon",
            "tint-comet",
            "tint-north",
            "tint-south",
        )
    }
    CSS_FILE = "board.tcss"
