"""The games magtui knows, in menu order. A game registers by being a package under
magtui/games/ whose `__init__` defines `SPEC`.

The menu and the command line need only each game's title, pitch and player range: those are
kept here, so that starting magtui imports no game (a game's rules, data and numpy) before a
game is chosen. A test checks them against every game's SPEC.
"""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass

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


CATALOG = (
    GameInfo("magnastorm", "Magnastorm", "Scout a storm-swept planet; drop labs for fame", 2, 4),
    GameInfo("orkensturm", "Orkensturm", "Back Brin or Answin; steer the orc war in secret", 3, 8),
    GameInfo("magnitus", "Magnitus", "Lay magnets in a galaxy; whatever clacks is yours", 1, 4),
    GameInfo("magalon", "Magalon", "Lead a magician past ruins to three artifacts", 2, 4),
    GameInfo("maglev", "Maglev Metro: Moonbases & Mars", "Build maglev lines on the Moon or Mars", 1, 4),
)
GAME_ORDER = tuple(game.id for game in CATALOG)
_INFO = {game.id: game for game in CATALOG}


def _package(game_id: str) -> str:
    return f"magtui.games.{game_id}"


def game_ids() -> list[str]:
    """The registered games, in menu order."""
    return [g for g in GAME_ORDER if importlib.util.find_spec(_package(g)) is not None]


def get(game_id: str) -> GameSpec:
    """The game's full spec (imports the game)."""
    if game_id not in game_ids():
        raise OptionError(f"Unknown game {game_id!r}; the games are: {', '.join(game_ids())}.")
    return importlib.import_module(_package(game_id)).SPEC


def info(game_id: str) -> GameInfo | GameSpec:
    """Title, pitch and player range of a game, without importing it when it is in the
    catalog (a game outside it, such as the tests' toy, answers from its spec)."""
    return _INFO.get(game_id) or get(game_id)
