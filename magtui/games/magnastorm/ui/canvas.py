"""The Magnastorm canvas and its style names: federation tints for the N S P D letters (and Y,
the neutral crew), space colours for G R U V W, storm and quiet sectors. The look itself is in
board.tcss; these are only names, and every fact they tint is also a letter or a mark."""

from __future__ import annotations

from magtui.ui.canvas import CanvasView

FED = {letter: f"fed-{letter.lower()}" for letter in "NSPDY"}
SPACE = {letter: f"space-{letter.lower()}" for letter in "GRUVW"}
STORM = "storm"
QUIET = "quiet"
LEGAL = "legal"
CURSOR = "cursor"
MARKED = "marked"  # a lesson's "look here"


class MagnastormCanvas(CanvasView):
    COMPONENT_CLASSES = CanvasView.COMPONENT_CLASSES | {
        *(f"canvas--{name}" for name in (*FED.values(), *SPACE.values(), STORM, QUIET, MARKED))
    }


def fed_style(letter: str, bold: bool = False) -> str:
    """The tint of a federation's (or the neutral crew's) letter, in either case."""
    name = FED.get(letter.upper(), "")
    return f"{name} bold".strip() if bold else name
