"""Orkensturm's board: the widget's keys and decisions (board.py), its screens (screens.py,
drawn with draw.py, roomy.py, reveal.py and final.py) and the canvas with its tints (canvas.py,
board.tcss)."""

from magtui.games.orkensturm.ui.board import OrkensturmBoard

__all__ = ["OrkensturmBoard"]
