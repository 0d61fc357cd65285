"""Magnitus's board: the widget the shell puts on screen for a seat."""

from magtui.games.magnitus.ui.board import MagnitusBoard

__all__ = ["MagnitusBoard"]
