"""Magnastorm: scout runners, turtle labs and a magnetic storm, for 2-4 players."""

from pathlib import Path
from typing import Mapping

from magtui.core.game import GameSpec, Option
from magtui.games.magnastorm import artifacts, data
from magtui.games.magnastorm.explain import commander_anchor, explain
from magtui.games.magnastorm.lessons import COURSE
from magtui.games.magnastorm.bot import EasyBot, HardBot, SearchBot
from magtui.games.magnastorm.rules import MagnastormState


def _rules_summary() -> str:
    text = Path(__file__).with_name("rules.md").read_text(encoding="utf-8")
    lines = ["", "## Commanders (green gained / red lost)"]
    for name, (kind, green, red, power) in data.COMMANDERS.items():
        lines.append(f"<!-- rule: {commander_anchor(name)} -->")
        lines.append(
            f"- **{name}** ({'administrative' if kind == 'adm' else 'research'}, "
            f"+{green}/-{red}): {power}."
        )
    return text + "\n".join(lines) + "\n"


OPTIONS = (
    Option(
        "start",
        ("1", "2"),
        "1",
        "Start area",
        "Start area #1 (5d, lower left, recommended) or #2 (2d, upper right).",
    ),
    artifacts.ArtifactOption(
        "advanced_start",
        ("auto", "off"),
        "auto",
        "Advanced start",
        "auto: artifact cards set the turn order when every player holds 2 or more; "
        "off: standard start.",
    ),
    *(
        Option(
            f"fed{seat}",
            data.FEDERATIONS,
            data.FEDERATIONS[seat - 1],
            f"Seat {seat} plays",
            f"The federation (colour) seat {seat} plays.",
            seat=seat,
        )
        for seat in range(1, 5)
    ),
)
# Seeded games of the harness: both starts, the advanced start with recorded cards, and
# federations other than the seat order.
_CARDS = {2: "B01.G05/S10.S40", 3: "B01.G05/S10.S40/B20.B21", 4: "B01.G05/S10.S40/B20.B21/G30.S02"}
_SIM = tuple(
    (n, {"start": s, "advanced_start": a})
    for n in (2, 3, 4)
    for s in ("1", "2")
    for a in ("auto", "off")
)
_SIM += tuple((n, {"advanced_start": _CARDS[n]}) for n in (2, 3, 4))
_SIM += (
    (2, {"fed1": "DASH", "fed2": "PACO"}),
    (3, {"fed1": "PACO", "fed2": "NEU", "fed3": "DASH"}),
)


def _max_actions(players: int, options: Mapping[str, str]) -> int:
    # 4 rounds of at most 40 turns (15 neutral + 20 player crew); a turn is at most ~30
    # decisions plus exchanges, each of which costs the player two cubes (at most ~70 a turn).
    return 4 * 40 * 120


SPEC = GameSpec(
    id="magnastorm",
    title="Magnastorm",
    pitch="Scout a storm-swept planet; drop labs for fame",
    min_players=2,
    max_players=4,
    state_class=MagnastormState,
    rules_summary=_rules_summary(),
    options=OPTIONS,
    board="magtui.games.magnastorm.ui:MagnastormBoard",
    # basic and search: the old level names, now aliases of easy and normal
    bots={
        "easy": EasyBot,
        "normal": SearchBot,
        "hard": HardBot,
        "basic": EasyBot,
        "search": SearchBot,
    },
    max_actions=_max_actions,
    sim_configs=_SIM,
    keepsakes=artifacts.ArtifactCards(),
    explain=explain,
    course=COURSE,
    screenshots=(
        {
            "name": "magnastorm",
            "players": 4,
            "seed": 7,
            "options": {"advanced_start": "off"},
            "moves": 140,
        },
        {
            "name": "magnastorm-2p",
            "players": 2,
            "seed": 3,
            "options": {"start": "2", "advanced_start": "off"},
            "moves": 80,
        },
    ),
)
