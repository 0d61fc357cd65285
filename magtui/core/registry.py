"""The games magtui knows, in menu order. A game registers by being a package under
magtui/games/ whose `__init__` defines `SPEC`."""

from __future__ import annotations

import importlib
import importlib.util

from magtui.core.errors import OptionError
from magtui.core.game import GameSpec

GAME_ORDER = ("magnastorm", "orkensturm", "magnitus", "magalon", "maglev")


def _package(game_id: str) -> str:
    return f"magtui.games.{game_id}"


def game_ids() -> list[str]:
    """The registered games, in menu order."""
    return [g for g in GAME_ORDER if importlib.util.find_spec(_package(g)) is not None]


def get(game_id: str) -> GameSpec:
    if game_id not in game_ids():
        raise OptionError(f"Unknown game {game_id!r}; the games are: {', '.join(game_ids())}.")
    return importlib.import_module(_package(game_id)).SPEC
