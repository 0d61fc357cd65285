"""Maglev's board: the widget (board.py), its canvas (canvas.py), the views it draws (map.py,
playerboard.py, panels.py), its action menu (menu.py) and its cursors (cursors.py)."""

from magtui.games.maglev.ui.board import MaglevBoard

__all__ = ["MaglevBoard"]
