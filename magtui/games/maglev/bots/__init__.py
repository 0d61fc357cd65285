"""Maglev's computer players: the levels (levels.py), the line they plan (line.py) and what
things are worth to them (values.py)."""

from magtui.games.maglev.bots.levels import LEVELS

__all__ = ["LEVELS"]
