"""Magalon's board: the widget (board.py), the valley's canvas (canvas.py) and the side panels."""

from magtui.games.magalon.ui.board import MagalonBoard

__all__ = ["MagalonBoard"]
