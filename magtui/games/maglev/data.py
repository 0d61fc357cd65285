"""Every number, table and map of Maglev Metro: Moonbases & Mars, in one place (spec §1–§5)."""

from __future__ import annotations

from typing import Any

# ----- passengers ----------------------------------------------------------------------
# One letter per colour: robots s g c, commuters p l r u (coral is r, purple is u).
ROBOTS = "sgc"
COMMUTERS = "plru"
COLOURS = ROBOTS + COMMUTERS
COLOUR_NAMES = {
    "s": "steel",
    "g": "gold",
    "c": "copper",
    "p": "pink",
    "l": "lilac",
    "r": "coral",
    "u": "purple",
}
ROBOT_COUNT = 18  # of each robot colour
COMMUTER_COUNT = {"p": 14, "l": 14, "r": 11, "u": 11}
BASE_VP = {"s": 0, "g": 0, "c": 0, "p": 1, "l": 1, "r": 2, "u": 2}
# Passengers of each of the 7 colours returned to the box, by player count (§4.2 step 3).
REMOVED_BY_PLAYERS = {1: 3, 2: 5, 3: 3, 4: 0}

# ----- stations --------------------------------------------------------------------------
STATION_TYPES = "FWLOSEU"
STATION_NAMES = {
    "F": "Factory",
    "W": "Warehouse",
    "L": "Lab",
    "O": "Office",
    "S": "Store",
    "E": "Embassy",
    "U": "Studio",
}
STATION_COLOUR = {"F": "s", "W": "g", "L": "c", "O": "p", "S": "l", "E": "r", "U": "u"}
STATION_CAPACITY = 8
MOONBASE_CAPACITY = 4
MOON_CAPACITY = 8  # Phobos and Deimos

# ----- players ---------------------------------------------------------------------------
SEAT_COLOURS = ("green", "orange", "yellow", "blue")
TRACK_TILES = 18
BASE_ACTIONS = 2
STARTING_ROBOTS = {"moon": "sgc", "mars": "ssggcc"}

# ----- player board (§2.2) -----------------------------------------------------------------
# A space code says what it accepts: "R*" any robot, "Rs" a steel robot, "Cp" a pink
# commuter, "C*" any commuter. "V" spaces are printed and always count as filled.
Row = tuple[str, str, tuple[str, ...]]  # key, label, space codes
ACTION_ROWS: tuple[Row, ...] = (
    ("track", "TRACK", ("Rs", "Rs")),
    ("move", "MOVE", ("Rc", "Rc")),
    ("pickup", "PICK UP", ("Rg", "Rg")),
    ("dropoff", "DROP OFF", ("Rg", "Rc")),
    ("refill", "REFILL", ("Rs", "Rg")),
    ("adjust", "ADJUST", ("Rc", "Rs")),
)
# Stack rows: V, then R*, then the listed codes (ids row1..row3).
STACK_ROWS: tuple[Row, ...] = tuple(
    (key, label, ("R*",) + rest) for key, label, rest in ACTION_ROWS
) + (("cap", "CAPACITY", ("R*", "R*", "R*")),)
ACTION_KEYS = tuple(key for key, _, _ in ACTION_ROWS)
UNLOCK_COLUMNS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("p", ("Rg", "Rc")),
    ("l", ("Rs", "Rc")),
    ("r", ("Rs", "Rg", "Cp")),
    ("u", ("Rg", "Rc", "Cl")),
)
EXTRA_ROWS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("A", ("Cp", "Cp")),
    ("B", ("Cl", "Cl")),
    ("C", ("Cr", "Cu")),
)
GRID_COLUMNS = "plru"
GRID_ROWS = 3
BONUS_ROWS = 3
BONUS_ROW_LEN = 3
EXTENSION = {
    "moon": (("ext1", "FREE BRAKES"), ("ext2", "FREE REVERSE")),
    "mars": (("ext1", "MOVE BACKWARDS"), ("ext2", "LAUNCH")),
}


def _board_spaces() -> dict[str, str]:
    spaces: dict[str, str] = {}
    for key, _, codes in STACK_ROWS:
        for i, code in enumerate(codes, 1):
            spaces[f"{key}{i}"] = code
    spaces["station"] = "Rs"
    spaces["ext1"] = "R*"
    spaces["ext2"] = "R*"
    for colour, codes in UNLOCK_COLUMNS:
        for i, code in enumerate(codes, 1):
            spaces[f"{COLOUR_NAMES[colour]}{i}"] = code
    for row, codes in EXTRA_ROWS:
        for i, code in enumerate(codes, 1):
            spaces[f"extra{row}{i}"] = code
    for r in range(1, GRID_ROWS + 1):
        for c, colour in enumerate(GRID_COLUMNS, 1):
            spaces[f"grid{r}{c}"] = "C" + colour
    for r in range(1, BONUS_ROWS + 1):
        for c in range(1, BONUS_ROW_LEN + 1):
            spaces[f"bonus{r}{c}"] = "C*"
    return spaces


# space id -> code, in board order
BOARD_SPACES: dict[str, str] = _board_spaces()
STACK_OF = {f"{key}{i}": key for key, _, codes in STACK_ROWS for i in range(1, len(codes) + 1)}


def accepts(code: str, colour: str) -> bool:
    """Whether a space with `code` takes a passenger of `colour`."""
    kind, want = code[0], code[1]
    if kind == "R":
        return colour in ROBOTS and want in ("*", colour)
    return colour in COMMUTERS and want in ("*", colour)


# ----- hex geometry (§3) ---------------------------------------------------------------------
SIDE_NAMES = ("e", "ne", "nw", "w", "sw", "se")
DIRS_EVEN = ((1, 0), (0, -1), (-1, -1), (-1, 0), (-1, 1), (0, 1))
DIRS_ODD = ((1, 0), (1, -1), (0, -1), (-1, 0), (0, 1), (1, 1))

# ----- maps (§4.1, §5.1) ----------------------------------------------------------------------
MOON: dict[str, Any] = {
    "rows": 9,
    "row_len_even": 14,
    "row_len_odd": 13,
    "wrap": False,
    "moonbase_corners": {"A": (0, 0), "B": (13, 0), "C": (0, 8), "D": (13, 8)},
    "corner_robots": 1,
    "double_station": [(6, 4), (7, 4)],
    "station_spaces": {
        (0, 4): 2,
        (13, 4): 2,
        (6, 1): 2,
        (6, 7): 2,
        (4, 0): 1,
        (9, 0): 1,
        (2, 2): 1,
        (11, 2): 1,
        (2, 6): 1,
        (11, 6): 1,
        (4, 8): 1,
        (9, 8): 1,
    },
    "track_cost": 1,
    "supply": {"F": 2, "W": 2, "L": 2, "O": 2, "S": 2, "E": 2, "U": 2},
    "excluded_cards": ["G03", "G04", "G05"],
}

MARS: dict[str, Any] = {
    "rows": 9,
    "row_len": 14,
    "wrap": True,
    "starting_station": [(2, 3), (1, 4), (2, 5)],
    "starting_types": "FLW",
    "launch_pad": (9, 4),
    "station_spaces": {(6, 1): 3, (9, 1): 3, (8, 7): 3, (12, 1): 0, (12, 7): 0, (4, 6): 0},
    "canyons": {
        (4, 2): 1,
        (4, 3): 1,
        (6, 6): 1,
        (11, 2): 1,
        (11, 3): 1,
        (12, 5): 1,
        (13, 6): 1,
        (5, 4): 2,
        (5, 5): 2,
        (12, 4): 2,
    },
    "moons": {"phobos": {"robots": 3, "drop": "r"}, "deimos": {"robots": 3, "drop": "u"}},
    "supply": {"O": 2, "S": 2, "F": 1, "L": 1, "W": 1},
    "removed_tiles": ["E", "E", "U", "U"],
    "excluded_cards": ["K08", "K09", "K10", "K11", "K12", "K13"],
}
MOON_NAMES = {"phobos": "Phobos", "deimos": "Deimos"}

# ----- scoring (§2.8) ----------------------------------------------------------------------------
CARD_CAP = 15

# ----- bonus cards (§2.10) ------------------------------------------------------------------------
DECKS = ("K", "G", "U", "R")  # black, green, blue, red, in dealing order
DECK_NAMES = {"K": "black", "G": "green", "U": "blue", "R": "red"}

# id -> (kind, parameters, text). Kinds are scored in scoring.py.
CARDS: dict[str, tuple[str, tuple, str]] = {
    "K01": ("link", ("F", "W", 6), "Factory–Warehouse link: 6"),
    "K02": ("link", ("F", "L", 6), "Factory–Lab link: 6"),
    "K03": ("link", ("W", "L", 6), "Warehouse–Lab link: 6"),
    "K04": ("link", ("F", "O", 8), "Factory–Office link: 8"),
    "K05": ("link", ("W", "S", 8), "Warehouse–Store link: 8"),
    "K06": ("link", ("L", "O", 8), "Lab–Office link: 8"),
    "K07": ("link", ("O", "S", 10), "Office–Store link: 10"),
    "K08": ("link", ("L", "E", 10), "Lab–Embassy link: 10"),
    "K09": ("link", ("F", "U", 10), "Factory–Studio link: 10"),
    "K10": ("link", ("W", "U", 10), "Warehouse–Studio link: 10"),
    "K11": ("link", ("S", "E", 12), "Store–Embassy link: 12"),
    "K12": ("link", ("O", "U", 12), "Office–Studio link: 12"),
    "K13": ("link", ("E", "U", 15), "Embassy–Studio link: 15"),
    "G01": ("tiles_on_map", (1,), "1 per own tile on the map"),
    "G02": ("tiles_in_supply", (1,), "1 per tile left in supply"),
    "G03": ("river_tiles", (3,), "3 per own tile on a river hex"),
    "G04": ("river_links", (5,), "5 per link with a river hex"),
    "G05": ("dry_links", (12, 3), "12 if no own tile on a river hex and 3+ links"),
    "G06": ("shared_hexes", (1,), "1 per hex shared with another player's tile"),
    "G07": ("alone_hexes", (1,), "1 per hex where yours is the only tile"),
    "G08": ("long_links", (3, 4), "3 per link of 4+ tiles"),
    "G09": ("short_links", (2, 1), "2 per link of exactly 1 tile"),
    "G10": ("loop", (12,), "12 if your line is a loop"),
    "G11": ("line_stations", (2,), "2 per station on your line"),
    "G12": ("straight_tiles", (1,), "1 per straight tile"),
    "G13": ("curved_tiles", (1,), "1 per curved tile"),
    "U01": ("colour", ("p", 2), "2 per pink"),
    "U02": ("colour", ("l", 2), "2 per lilac"),
    "U03": ("colour", ("r", 3), "3 per coral"),
    "U04": ("colour", ("u", 3), "3 per purple"),
    "U05": ("colour", ("sgc", 1), "1 per robot"),
    "U06": ("colour", ("s", 2), "2 per steel robot"),
    "U07": ("colour", ("g", 2), "2 per gold robot"),
    "U08": ("colour", ("c", 2), "2 per copper robot"),
    "U09": ("sets", ("plru", 5), "5 per set pink+lilac+coral+purple"),
    "U10": ("colour", ("plru", 1), "1 per commuter"),
    "U11": ("sets", ("ru", 5), "5 per coral+purple pair"),
    "U12": ("colours_with", ("sgc", 4, 5), "5 per robot colour with 4+ robots"),
    "U13": ("colours_with", ("plru", 3, 4), "4 per commuter colour with 3+ commuters"),
    "R01": ("rows_at", (4, 5), "5 per action row at 4 units"),
    "R02": ("five_actions", (15,), "15 if you have 5 actions per turn"),
    "R03": ("capacity4", (10,), "10 if capacity is 4"),
    "R04": ("unlocked", (4,), "4 per unlocked commuter colour"),
    "R05": ("grid_rows", (5,), "5 per full VP GRID row"),
    "R06": ("grid_columns", (4,), "4 per full VP GRID column"),
    "R07": ("bonus_rows", (5,), "5 per full BONUS row"),
    "R08": ("unlock_robots", (2,), "2 per robot in UNLOCK"),
    "R09": ("station_and_extension", (8,), "8 if BUILD STATION and both extension spaces filled"),
    "R10": ("rows_at", (3, 3), "3 per action row with 3+ units"),
    "R11": ("all_rows_at", (2, 15), "15 if every action row has 2+ units"),
    "R12": ("filled", (1,), "1 per filled space (printed V excluded)"),
    "R13": ("extra_rows", (5,), "5 per full EXTRA ACTIONS row"),
}

# ----- solo (§2.11) -------------------------------------------------------------------------------
SOLO_FORBIDDEN = 2
SOLO_RATINGS = (
    (60, "Maglev Mogul"),
    (45, "Chief Engineer"),
    (30, "Line Manager"),
    (15, "Conductor"),
    (-(10**9), "Commuter"),
)
