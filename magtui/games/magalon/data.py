"""Every value of the Magalon spec in one place: the valley, the cards, the energy track.

Cells are numbered row by row: cell = row * COLS + col, with col 0 = column A and row 0 =
row 1 (the far edge). The start/finish and the artifact spaces are merged spaces: each is one
node of the movement graph, numbered after the cells.
"""

from __future__ import annotations

COLS, ROWS = 15, 19
NUM_CELLS = COLS * ROWS


def cell(name: str) -> int:
    """'H12' -> its cell number; raises ValueError for anything else."""
    name = name.strip().upper()
    col = ord(name[:1]) - ord("A") if name else -1
    row = int(name[1:]) - 1 if name[1:].isdigit() else -1
    if not (0 <= col < COLS and 0 <= row < ROWS):
        raise ValueError(f"{name!r} is not a cell of the valley (A1–O19)")
    return row * COLS + col


CELL_NAMES = tuple(f"{chr(ord('A') + c % COLS)}{c // COLS + 1}" for c in range(NUM_CELLS))


def cell_name(c: int) -> str:
    return CELL_NAMES[c]


def _cells(text: str) -> tuple[int, ...]:
    return tuple(cell(n) for n in text.split())


# ----- merged spaces ---------------------------------------------------------------------
START = "S"
START_CELLS = _cells("D19 E19 F19 G19 H19 I19 J19 K19 L19")
ARTIFACT_CELLS = {"A": _cells("G1 H1 I1"), "B": _cells("A6 A7 A8"), "C": _cells("O6 O7 O8")}
ARTIFACT_NAMES = {"A": "Amulet of Power", "B": "Stone of Wisdom", "C": "Ring of Immortality"}
ARTIFACT_GLYPHS = {"A": "▲", "B": "■", "C": "●"}
ARTIFACTS = ("A", "B", "C")

# ----- pieces at set-up -------------------------------------------------------------------
ENERGY_CELLS = frozenset(_cells("B2 N2 H5 E8 K8 B14 N14 H17"))
GIANT_START = cell("H12")
GNOME_STARTS = _cells("D7 L7")
# Ruins: L-tetrominoes, corner cell first. Handedness never changes (no mirroring).
RUINS = {
    "R1": _cells("D3 E3 F3 D4"),
    "R2": _cells("L3 K3 J3 L4"),
    "R3": _cells("C11 C10 C9 D11"),
    "R4": _cells("M11 M10 M9 L11"),
    "R5": _cells("E15 F15 G15 E14"),
    "R6": _cells("K15 J15 I15 K14"),
}
RUIN_IDS = tuple(RUINS)

PLAYER_LETTERS = "ABCD"

# ----- cards --------------------------------------------------------------------------------
CARD_VALUES = tuple(range(11))
# value -> (action, amount)
CARDS = {
    0: ("recall", 0),
    1: ("energy", 4),
    2: ("energy", 8),
    3: ("gnomes", 6),
    4: ("protect", 0),
    5: ("fly", 0),
    6: ("gnomes", 5),
    7: ("ruins", 4),
    8: ("ruins", 3),
    9: ("gnomes", 4),
    10: ("gnomes", 3),
}

# ----- energy track ----------------------------------------------------------------------------
ENERGY_START = 10
ENERGY_MAX = 30
ENERGY_TO_FINISH = 16
TURN_COST = 1
RED_STAY_GAIN = 3
RED_BONUS_STEPS = 3

# ----- attacks ----------------------------------------------------------------------------------
GNOME_DISPLACE = 5
GIANT_DISPLACE = 10
DICE = 2
DIE_SIDES = 6

# ----- seats ------------------------------------------------------------------------------------
# The order round the table: the seats as listed, or shuffled by the game's seed (ruling L18,
# in place of "the youngest player begins").
SEAT_ORDERS = ("listed", "shuffled")

# ----- views --------------------------------------------------------------------------------
RECENT_LOG_LINES = 10  # the last lines of the log the 160×48 panel shows
