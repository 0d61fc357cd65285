"""Every value of the Magnastorm spec, in one place: boards, center tile, panels, research,
costs, objectives, commanders, artifact cards. The rules modules read these and hard-code none.

Cube codes: Y yellow, O own colour, P any player colour (never yellow), X any cube,
BAGn n draws from the bag. Research colours: G green, R red, U blue, V violet, W white (wild).
"""

from __future__ import annotations

# ----- federations and cubes -------------------------------------------------------------
FEDERATIONS = ("NEU", "SONA", "PACO", "DASH")
FED_LETTERS = "NSPD"  # a federation's crew and cubes use its letter
FED_NAMES = {
    "NEU": "New Europe",
    "SONA": "States of North America",
    "PACO": "Pacific Confederation",
    "DASH": "Democratic Alliance of the Southern Hemisphere",
}
CUBE_LETTERS = "YNSPD"  # every cube letter of the notation; a state maps them to its seats
# Cube colour index 0 is yellow and 1 + seat that seat's federation colour, whichever it chose.
CUBES_PER_COLOUR = 25
BAG = {"black": 25, "yellow": 3, "each_player_colour": 3}
START_CUBES = "2O"
TURN_BONUS_POSITIONS = (3, 4)  # standard start: these positions get +1O
TURN_BONUS = "1O"

THRESHOLDS = {4: 27, 3: 23, 2: 25}
MAX_ROUNDS = 4
# Where reputation comes from, as the rulebook lists it (the end screen's columns); a commander's
# bonus counts with the deed it rewards. The advanced start's artifact bonuses add "artifacts".
REPUTATION_SOURCES = ("objectives", "commanders", "majorities", "stations")

# ----- the planet ------------------------------------------------------------------------
# sector -> {letter: (q, r, colours of spaces 1..n)}
BOARD_4P = {
    1: {
        "a": (0, -2, "GU"),
        "b": (1, -2, "W"),
        "c": (-1, -2, "RV"),
        "d": (0, -3, "GRU"),
        "e": (1, -3, "VG"),
        "f": (2, -4, "R"),
    },
    2: {
        "a": (2, -2, "UG"),
        "b": (2, -1, "W"),
        "c": (2, -3, "VR"),
        "d": (3, -3, "UVG"),
        "e": (3, -2, "RU"),
        "f": (4, -2, "V"),
    },
    3: {
        "a": (2, 0, "RV"),
        "b": (1, 1, "W"),
        "c": (3, -1, "UG"),
        "d": (3, 0, "RUV"),
        "e": (2, 1, "GR"),
        "f": (2, 2, "U"),
    },
    4: {
        "a": (0, 2, "VR"),
        "b": (-1, 2, "W"),
        "c": (1, 2, "GU"),
        "d": (0, 3, "VGR"),
        "e": (-1, 3, "UV"),
        "f": (-2, 4, "G"),
    },
    5: {
        "a": (-2, 2, "GV"),
        "b": (-2, 1, "W"),
        "c": (-2, 3, "UR"),
        "d": (-3, 3, "GUV"),
        "e": (-3, 2, "RG"),
        "f": (-4, 2, "U"),
    },
    6: {
        "a": (-2, 0, "RU"),
        "b": (-1, -1, "W"),
        "c": (-3, 1, "VG"),
        "d": (-3, 0, "RVU"),
        "e": (-2, -1, "GR"),
        "f": (-2, -2, "V"),
    },
}
BOARD_23P = {
    1: {
        "a": (0, -2, "GR"),
        "b": (1, -2, "W"),
        "c": (-1, -2, "U"),
        "d": (0, -3, "GRU"),
        "e": (1, -3, "G"),
    },
    2: {
        "a": (2, -2, "RU"),
        "b": (2, -1, "W"),
        "c": (2, -3, "G"),
        "d": (3, -3, "RUG"),
        "e": (3, -2, "R"),
    },
    3: {
        "a": (2, 0, "UG"),
        "b": (1, 1, "W"),
        "c": (3, -1, "R"),
        "d": (3, 0, "UGR"),
        "e": (2, 1, "U"),
    },
    4: {
        "a": (0, 2, "GU"),
        "b": (-1, 2, "W"),
        "c": (1, 2, "R"),
        "d": (0, 3, "GUR"),
        "e": (-1, 3, "G"),
    },
    5: {
        "a": (-2, 2, "RG"),
        "b": (-2, 1, "W"),
        "c": (-2, 3, "U"),
        "d": (-3, 3, "RGU"),
        "e": (-3, 2, "R"),
    },
    6: {
        "a": (-2, 0, "UR"),
        "b": (-1, -1, "W"),
        "c": (-3, 1, "G"),
        "d": (-3, 0, "URG"),
        "e": (-2, -1, "U"),
    },
}
# Lines of one sector s; a primed letter belongs to sector s+1 (clockwise).
SECTOR_LINES_4P = ("a-b", "a-c", "a-d", "b-e", "c-d", "d-e", "e-f", "b-a'", "e-c'", "f-c'")
SECTOR_LINES_23P = ("a-b", "a-c", "a-d", "b-e", "c-d", "d-e", "b-a'", "e-c'")
TRANSMITTERS_4P = {
    "T12": ("1e", "2c"),
    "T23": ("2b", "3a"),
    "T34": ("3e", "4c"),
    "T45": ("4b", "5a"),
    "T56": ("5e", "6c"),
    "T61": ("6b", "1a"),
}
TRANSMITTERS_23P = {"T12": ("1e", "2c"), "T34": ("3e", "4c"), "T56": ("5e", "6c")}
START_AREAS = {"1": "5d", "2": "2d"}
CENTER_HEXES = {
    "round": (0, 0),
    1: (0, -1),
    2: (1, -1),
    3: (1, 0),
    4: (0, 1),
    5: (-1, 1),
    6: (-1, 0),
}

# ----- center tile -----------------------------------------------------------------------
QUIET_OFFSET = {"1": 3, "2": 1}  # quiet(R) = {q0+R-1, q0+R, q0+R+1} wrapped into 1..6
INCOME = ("", "1Y", "1Y+1O", "2Y+1O", "2Y+2O", "3Y+2O")  # by own labs in a quiet sector (5+ = last)

# ----- research board --------------------------------------------------------------------
RESEARCH_COLUMNS = {4: "GRUV", 3: "GRU", 2: "GRU"}
RESEARCH_NAMES = {"G": "green", "R": "red", "U": "blue", "V": "violet", "W": "white"}
TOP_LEVEL = 10
LEVEL_BONUS = {  # index = level 1..10 (index 0 = level 1)
    "G": ("", "Y", "O", "BAG2", "P", "CREW", "O", "BAG3", "P", "CREW"),
    "R": ("", "O", "Y", "P", "BAG2", "O", "CREW", "P", "BAG3", "CREW"),
    "U": ("", "Y", "BAG2", "O", "CREW", "P", "O", "BAG3", "P", "CREW"),
    "V": ("", "O", "Y", "BAG2", "P", "O", "CREW", "P", "BAG3", "CREW"),
}
OBJECTIVE_SPACES = {4: (6, 4, 3, 2), 3: (6, 3, 2), 2: (6, 2)}

# ----- action board ----------------------------------------------------------------------
PANEL_COLUMNS = {4: "ABCDE", 3: "ABCD", 2: "ABCD"}
PANEL_ROWS = 5
COLUMN_CAPACITY = 5
NEUTRAL_ROWS = 3  # rows 1..3 of every used upper column start with a neutral crew
START_CREW_ROW = 4
FIRST_PLAYER_COLUMN = "A"
ACTION_ROWS = {
    1: ("1O", "1Y"),
    2: ("1Y", "1Y+1O"),
    3: ("1Y+1O", "2Y+1O"),
    4: ("2Y+1O", "2Y+2O"),
    5: ("2Y+2O", "3Y+2O"),
}  # row: (move cost, gain)
FULL_PANEL_ROW = 5
PANEL_4P = {
    "A1": "MOVE2",
    "C1": "G",
    "E1": "LAB2",
    "B2": "R",
    "C2": "CREW",
    "D2": "MOVE2",
    "A3": "TURN",
    "B3": "LAB2",
    "D3": "U",
    "E3": "TURN",
    "B4": "BAG",
    "C4": "V",
    "E4": "BAG",
    "A5": "BAG",
    "C5": "CREW",
    "E5": "MOVE2",
}
PANEL_23P = {
    "A1": "MOVE2",
    "C1": "G",
    "D1": "LAB2",
    "B2": "R",
    "C2": "CREW",
    "D2": "MOVE2",
    "A3": "LAB2",
    "C3": "U",
    "B4": "BAG",
    "D4": "BAG",
    "A5": "CREW",
    "B5": "BAG",
    "C5": "MOVE2",
}
MOVE_ONLY_ICONS = ("MOVE2", "LAB2")
GAIN_ONLY_ICONS = ("BAG",)
BAG_ICON_DRAWS = 1

# ----- player board ----------------------------------------------------------------------
LAB_SLOTS = 10
LAB_COSTS = ("0", "0", "1Y", "1O", "1Y+1O", "1Y+1O", "2Y+1O", "1Y+2O", "2Y+2O", "2Y+1O+1P")
STATION_COSTS = ("1Y+1O", "1Y+2O", "2Y+1O+1P")
STATION_REPUTATION = 2
STATION_FEE = "1X"
CREW_PER_PLAYER = 5
FIRST_PLAYER_TOKEN = {"research_any": 1, "cube": "P"}

BASE_RANGE = 1
MOVE2_RANGE = 2

# ----- commanders ------------------------------------------------------------------------
# name: (kind, green, red, short power text)
COMMANDERS = {
    "Forrester Dain": ("adm", 1, 1, "Instant: pay 0-2 Y, +1 reputation each"),
    "Justin B. Beeper": ("adm", 2, 1, "Move: pay 1 non-own cube for +1 range"),
    "Ellen B. Outridge": ("adm", 1, 1, "Objective: +1 reputation and +1 level"),
    "Adira Okzil": ("adm", 2, 1, "Move: pay 2O for +1 level in any area"),
    "Idris Yakuul": ("adm", 3, 2, "Move/takeover: pay one Y as O or one O as Y"),
    "Mira Mascovic": ("adm", 2, 1, "Move: jump to a quiet space of an area with a lab"),
    "Azrea Bonsmai": ("adm", 2, 1, "Move: pay 1O to drop one more lab there"),
    "Ozgül Yilmark": ("adm", 2, 2, "Administration: +1 per own sole majority"),
    "Franzkarl Huber": ("res", 2, 1, "Any level gained may go to another area"),
    "Rain Davenpitt": ("res", 1, 1, "Gain: +1 level in your lowest area"),
    "Yuul Mbado": ("res", 2, 1, "Gain: +1 cube of any player colour"),
    "Joy D. Obondov": ("res", 2, 1, "Bag: draw 2 more cubes"),
    "Cedric J. Lebeaux": ("res", 2, 2, "Instant: +1 reputation"),
    "Kim-Kin Park": ("res", 2, 1, "Once a round: crew on a used lower space"),
    "Sayuri Modo": ("res", 2, 1, "Move: row cost needs one O fewer"),
    "Kaysia Vasidis": ("res", 1, 1, "Once a turn: one lab or station free"),
}
ADMIN_COMMANDERS = tuple(n for n, c in COMMANDERS.items() if c[0] == "adm")
RESEARCH_COMMANDERS = tuple(n for n, c in COMMANDERS.items() if c[0] == "res")
ADMIN_COLUMNS = {4: "BCDE", 3: "BCD", 2: "BCD"}
FORRESTER_MAX_YELLOW = 2
JOY_EXTRA_DRAWS = 2
ADIRA_COST = "2O"
AZREA_COST = "1O"
JUSTIN_EXTRA_RANGE = 1

# ----- objective cards -------------------------------------------------------------------
# id: (name, kind, {face: (areas asked, "two" of any, "lead" or "" for a sector card, count per
# round 1..4)}); faces "23" and "4".
OBJECTIVES: dict[str, tuple[str, str, dict[str, tuple[str, tuple[int, ...]]]]] = {
    "RO1": ("Flora Archive", "research", {"23": ("G", (2, 3, 4, 5)), "4": ("GV", (2, 3, 4, 5))}),
    "RO2": ("Energy Relics", "research", {"23": ("R", (2, 3, 4, 5)), "4": ("RU", (2, 3, 4, 5))}),
    "RO3": ("Star Charts", "research", {"23": ("U", (2, 3, 4, 5)), "4": ("two", (1, 1, 2, 2))}),
    "RO4": ("Leading Voice", "lead", {"23": ("lead", (1, 2, 3, 3)), "4": ("lead", (1, 2, 2, 3))}),
    "SO1": ("Harvest Run", "one_sector", {"23": ("", (2, 3, 3, 4)), "4": ("", (2, 2, 3, 3))}),
    "SO2": ("Dominant Yield", "majority", {"23": ("", (1, 2, 2, 3)), "4": ("", (1, 1, 2, 2))}),
    "SO3": ("Wide Network", "sectors", {"23": ("", (2, 3, 3, 4)), "4": ("", (2, 2, 3, 3))}),
    "SO4": ("Colour Samples", "colours", {"23": ("", (2, 2, 3, 3)), "4": ("", (2, 3, 3, 4))}),
}
RESEARCH_OBJECTIVES = ("RO1", "RO2", "RO3", "RO4")
SECTOR_OBJECTIVES = ("SO1", "SO2", "SO3", "SO4")
OBJECTIVES_PER_KIND = 2
ELLEN_BONUS_REPUTATION = 1

# ----- artifact cards --------------------------------------------------------------------
ARTIFACT_TIERS = {
    "bronze": ("B", (1, 2, 3), 10),
    "silver": ("S", (4, 5, 6, 7), 15),
    "gold": ("G", (8, 9, 10), 10),
}
# bonus counts inside one level block, in this order
ARTIFACT_BONUS_ORDER = ("REP", "OWN", "RES_G", "RES_R", "RES_U")
ARTIFACT_BONUS_COUNTS = {
    "bronze": (4, 3, 1, 1, 1),
    "silver": (3, 3, 3, 3, 3),
    "gold": (1, 3, 2, 2, 2),
}
ADVANCED_MIN_CARDS = 2
ADVANCED_DRAW = 2
ARTIFACT_FILE = "magnastorm-artifacts.json"


def artifact_deck() -> dict[str, tuple[int, str]]:
    """card id -> (level, bonus)."""
    deck: dict[str, tuple[int, str]] = {}
    for tier, (prefix, levels, per_level) in ARTIFACT_TIERS.items():
        number = 1
        for level in levels:
            for bonus, count in zip(ARTIFACT_BONUS_ORDER, ARTIFACT_BONUS_COUNTS[tier]):
                for _ in range(count):
                    deck[f"{prefix}{number:02d}"] = (level, bonus)
                    number += 1
        assert number - 1 == per_level * len(levels)
    return deck


ARTIFACTS = artifact_deck()
