"""The games magtui knows, in menu order. A game registers by being a package under
magtui/games/ whose `__init__` defines `SPEC`, with an `about.json` beside it: its title, pitch,
player range and place in the menu. Nothing else names the games.

The menu and the command line need only what `about.json` says: reading it imports no game (a
game's rules, data and numpy) before a game is chosen. A test checks it against every SPEC.
"""

from __future__ import annotations

import functools
import importlib
import importlib.resources
import json
import pkgutil
from dataclasses import dataclass

import magtui.games
from magtui.core.errors import OptionError
from magtui.core.game import GameSpec


@dataclass(frozen=True)
class GameInfo:
    """What the menu and the argument parser show of a game, without importing it."""

    id: str
    title: str
    pitch: str
    min_players: int
    max_players: int
    menu_order: int = 0


def _package(game_id: str) -> str:
    return f"magtui.games.{game_id}"


@functools.cache
def catalog() -> dict[str, GameInfo]:
    """Every game folder's about.json, in menu order."""
    found = []
    games = importlib.resources.files(magtui.games)
    for module in pkgutil.iter_modules(magtui.games.__path__):
        about = games / module.name / "about.json"
        if module.ispkg and about.is_file():
            found.append(GameInfo(module.name, **json.loads(about.read_text(encoding="utf-8"))))
    found.sort(key=lambda info: (info.menu_order, info.id))
    return {info.id: info for info in found}


def game_ids() -> list[str]:
    """The registered games, in menu order."""
    return list(catalog())


def get(game_id: str) -> GameSpec:
    """The game's full spec (imports the game)."""
    if game_id not in game_ids():
        raise OptionError(f"Unknown game {game_id!r}; the games are: {', '.join(game_ids())}.")
    return importlib.import_module(_package(game_id)).SPEC


def info(game_id: str) -> GameInfo | GameSpec:
    """Title, pitch and player range of a game, without importing it when it is in the
    catalog (a game outside it, such as the tests' toy, answers from its spec)."""
    return catalog().get(game_id) or get(game_id)


NUMBER_WORDS = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")


def count_in_words() -> str:
    """ "five" for five games: the menu and the command line say how many there are."""
    count = len(game_ids())
    return NUMBER_WORDS[count] if count < len(NUMBER_WORDS) else str(count)
