"""The position the Magnastorm board draws, read from a seat's JSON view (`MagnastormState.view`),
never from the state: the view's data in the shapes the drawing code works with (cubes and
research as counts by index, the static tables of the player count).
"""

from __future__ import annotations

from typing import Mapping

from magtui.games.magnastorm import data
from magtui.games.magnastorm.objectives import objective_text
from magtui.games.magnastorm.planet import planet
from magtui.games.magnastorm.turns import takeover_need


class Position:
    """Read-only: built once per view the board is handed."""

    def __init__(self, view: Mapping) -> None:
        players = view["players"]
        n = self.num_players = len(players)
        self.four = n == 4
        self.planet = planet(self.four)
        self.names = tuple(p["name"] for p in players)
        self.feds = tuple(p["federation"] for p in players)
        self.letters = "".join(data.FED_LETTERS[data.FEDERATIONS.index(f)] for f in self.feds)
        self.cube_letters = "Y" + self.letters        # the letter of each cube colour in play
        self.colours = tuple(range(n + 1))
        self.columns = data.RESEARCH_COLUMNS[n]
        self.panel_cols = data.PANEL_COLUMNS[n]
        self.icons = data.PANEL_4P if self.four else data.PANEL_23P
        self.round, self.over, self.step = view["round"], view["over"], view["step"]
        self.actor, self.order = view["actor"], view["order"]
        self.quiet = frozenset(view["quiet"])
        self.supply = tuple(view["supply"][letter] for letter in self.cube_letters)
        self.bag_size = sum(view["bag"].values())
        self.cubes = tuple(tuple(p["cubes"][letter] for letter in self.cube_letters) for p in players)
        self.rep = tuple(p["reputation"] for p in players)
        self.research = tuple(tuple(p["research"][col] for col in self.columns) for p in players)
        self.slots = tuple(p["lab_slots"] for p in players)
        self.stations = tuple(p["stations"] for p in players)
        self.crew_left = tuple(p["crew_left"] for p in players)
        self.scout = tuple(p["scout"] for p in players)
        self.artifact_cards = tuple(p["artifacts"] for p in players)
        self.labs = view["labs"]                      # space -> (owner, count)
        self.built = view["stations_built"]           # transmitter -> owner
        self.upper, self.lower = view["upper"], view["lower"]
        self.admin_cols, self.research_cmd = view["admin_commanders"], view["research_commanders"]
        self.holder, self.token = view["holders"], view["first_player_token"]
        self.obj_done = view["objectives"]
        self.objectives = tuple(self.obj_done)
        self.queue, self.turn = view["queue"], view["turn"]
        self.admin_report = view["administration"]
        self.decision, self.waiting = view["decision"], view["waiting"]
        self.log = view["recent_log"]

    def fed(self, seat: int) -> str:
        return self.feds[seat]

    def who(self, seat: int) -> str:
        return f"{self.feds[seat]} ({self.names[seat]})"

    def letter(self, seat: int) -> str:
        return self.letters[seat]

    def colour_of(self, letter: str) -> int:
        return self.cube_letters.index(letter)

    def holds(self, seat: int, commander: str) -> bool:
        return self.holder.get(commander) == seat

    def threshold(self) -> int:
        return data.THRESHOLDS[self.num_players]

    def objective_text(self, obj: str) -> str:
        return objective_text(obj, self.four, self.round)

    def objective_spaces(self) -> tuple[int, ...]:
        return data.OBJECTIVE_SPACES[self.num_players]

    def takeover_need(self, seat: int, col: str):
        prev = None if col == data.FIRST_PLAYER_COLUMN else self.holder[self.admin_cols[col]]
        return takeover_need(self.upper[col], self.letters, seat, prev)

    def can_drop_on(self, space: str) -> bool:
        return self.planet.sector_of(space) in self.quiet and space not in self.labs
