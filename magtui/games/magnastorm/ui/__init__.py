"""Magnastorm's board: the widget (board.py) with its look (board.tcss), the canvas and its style
names (canvas.py), the four views (planet, actions, research, players, laid out by layout.py),
their targets and hints, the payment menu and the exchange dialog."""

from magtui.games.magnastorm.ui.board import MagnastormBoard

__all__ = ["MagnastormBoard"]
