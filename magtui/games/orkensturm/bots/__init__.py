"""Orkensturm's computer players: the levels (levels.py), the heuristic they share
(heuristic.py) and how the search levels score a position (outlook.py)."""

from magtui.games.orkensturm.bots.levels import EasyBot, HardBot, NormalBot

__all__ = ["EasyBot", "HardBot", "NormalBot"]
