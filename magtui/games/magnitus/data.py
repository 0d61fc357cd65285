"""Every number of Magnitus in one place: fields, layouts, the body catalogue, the deal, the
physics constants and the solo titles. Lengths are in mm here; the physics converts to SI."""

from __future__ import annotations

import math
from dataclasses import dataclass

# ----- fields and layouts ----------------------------------------------------------------
LEG = 180.0  # a field is a right isosceles triangle with 180 mm legs
S = 254.558  # the Square's side (a field's hypotenuse)
HALF = 127.279  # S / 2
FIELDS_PER_SET = 4
LEG_TOLERANCE = 0.5  # mm, for custom layouts
ANGLE_TOLERANCE = 0.5  # degrees
OVERLAP_LIMIT = 1.0  # mm², two fields overlapping this much are refused
CONTACT_DISTANCE = 0.5  # mm, fields this close are in contact

Triangle = tuple[tuple[float, float], tuple[float, float], tuple[float, float]]

_s, _h = S, HALF
SQUARE: tuple[Triangle, ...] = (
    ((0, 0), (_s, 0), (_h, _h)),
    ((_s, 0), (_s, _s), (_h, _h)),
    ((_s, _s), (0, _s), (_h, _h)),
    ((0, _s), (0, 0), (_h, _h)),
)
BIG_TRIANGLE: tuple[Triangle, ...] = (
    ((0, 0), (180, 0), (0, 180)),
    ((180, 0), (360, 0), (180, 180)),
    ((0, 180), (180, 180), (0, 360)),
    ((180, 0), (180, 180), (0, 180)),
)
PARALLELOGRAM: tuple[Triangle, ...] = (
    ((0, 0), (180, 0), (180, 180)),
    ((180, 0), (180, 180), (360, 180)),
    ((180, 0), (360, 0), (360, 180)),
    ((360, 0), (360, 180), (540, 180)),
)
RING: tuple[Triangle, ...] = (
    ((_h, _h), (3 * _h, _h), (2 * _h, 0)),
    ((3 * _h, _h), (3 * _h, 3 * _h), (4 * _h, 2 * _h)),
    ((3 * _h, 3 * _h), (_h, 3 * _h), (2 * _h, 4 * _h)),
    ((_h, 3 * _h), (_h, _h), (0, 2 * _h)),
)
GREAT_SQUARE: tuple[Triangle, ...] = (
    ((0, 0), (180, 0), (0, 180)),
    ((360, 0), (360, 180), (180, 0)),
    ((360, 360), (180, 360), (360, 180)),
    ((0, 360), (0, 180), (180, 360)),
    ((180, 0), (360, 180), (180, 180)),
    ((360, 180), (180, 360), (180, 180)),
    ((180, 360), (0, 180), (180, 180)),
    ((0, 180), (180, 0), (180, 180)),
)


def shifted(fields: tuple[Triangle, ...], dx: float, dy: float = 0.0) -> tuple[Triangle, ...]:
    return tuple(tuple((x + dx, y + dy) for x, y in tri) for tri in fields)  # type: ignore[misc]


TWIN_SQUARES = SQUARE + shifted(SQUARE, S)

# The `layout` option: the preset for one set, and the shift that lays the second set beside
# it so that the two copies touch (the Galaxies variant).
LAYOUT_NAMES = ("square", "triangle", "parallelogram", "chain", "twin-squares", "custom")
PRESETS = {
    "square": SQUARE,
    "triangle": BIG_TRIANGLE,
    "parallelogram": PARALLELOGRAM,
    "chain": RING,
}
REPEAT_SHIFT = {"square": S, "triangle": 360.0, "parallelogram": 360.0, "chain": 4 * HALF}
# Two sets on the Square give the Great square, the Galaxies default; Twin squares is the
# other Galaxies preset and needs both sets.
SPECIAL_LAYOUTS = {("square", 2): GREAT_SQUARE, ("twin-squares", 2): TWIN_SQUARES}
TWO_SET_LAYOUTS = ("twin-squares",)
# Every named preset, for validation and the custom editor.
ALL_PRESETS = {
    "Square": SQUARE,
    "Big triangle": BIG_TRIANGLE,
    "Parallelogram": PARALLELOGRAM,
    "Ring": RING,
    "Great square": GREAT_SQUARE,
    "Twin squares": TWIN_SQUARES,
}


def preset_layout(name: str, sets: int) -> tuple[Triangle, ...]:
    """The fields of layout `name` for `sets` sets (custom starts from the Square row)."""
    base = "square" if name == "custom" else name
    if name != "custom" and (base, sets) in SPECIAL_LAYOUTS:
        return SPECIAL_LAYOUTS[(base, sets)]
    if name in TWO_SET_LAYOUTS:
        raise ValueError(f"layout {name} needs two sets")
    fields: tuple[Triangle, ...] = ()
    for k in range(sets):
        fields += shifted(PRESETS[base], k * REPEAT_SHIFT[base])
    return fields


def field_from_corner(x: float, y: float, angle_deg: float) -> Triangle:
    """A standard field with its right angle at (x, y) and legs along angle and angle+90°."""
    a = math.radians(angle_deg)
    b = a + math.pi / 2
    return (
        (x, y),
        (x + LEG * math.cos(a), y + LEG * math.sin(a)),
        (x + LEG * math.cos(b), y + LEG * math.sin(b)),
    )


# Custom layout editor: steps of the field actions.
EDIT_STEP = 10.0  # mm per coarse move of a field (1 mm fine)
EDIT_TURN = 15  # degrees per turn
EDIT_SNAP = 10.0  # mm, the snap radius
EDIT_ACTION_CAP = 120  # edits before only "layout done"/"layout reset" remain


# ----- celestial bodies ------------------------------------------------------------------
@dataclass(frozen=True)
class Kind:
    name: str  # notation name
    title: str
    moment: float  # |m| in A·m²
    mass: float  # kg
    z: float  # centre height, mm
    radius: float  # footprint radius, mm (a Comet's capsule radius)
    half_length: float  # a Comet's segment half length, mm; 0 for the others
    mu_s: float
    mu_k: float
    mode: str  # "free" (sphere), "planar" (comet), "vertical" (disc)
    glyph: str
    ascii: str

    @property
    def sphere(self) -> bool:
        return self.mode == "free"

    @property
    def disc(self) -> bool:
        return self.mode == "vertical"

    @property
    def comet(self) -> bool:
        return self.mode == "planar"

    @property
    def reach_radius(self) -> float:
        """The radius of the circle around the whole footprint (mm)."""
        return self.radius + self.half_length


PLANET = Kind("planet", "Planet", 0.2560, 2.011e-3, 4.0, 4.0, 0.0, 0.08, 0.06, "free", "●", "O")
MOON = Kind("moon", "Moon", 0.0625, 0.491e-3, 2.5, 2.5, 0.0, 0.08, 0.06, "free", "•", "o")
COMET = Kind("comet", "Comet", 0.0810, 0.636e-3, 1.5, 1.5, 4.5, 0.35, 0.25, "planar", "→", ">")
STAR = Kind("star", "Star", 0.3078, 4.99e-3, 2.0, 9.0, 0.0, 0.35, 0.25, "vertical", "⊕", "N")
ASTEROID = Kind(
    "asteroid", "Asteroid", 0.2250, 1.767e-3, 1.5, 5.0, 0.0, 0.35, 0.25, "vertical", "▲", "n"
)

KINDS: tuple[Kind, ...] = (PLANET, MOON, COMET, STAR, ASTEROID)  # catalogue order
KIND_INDEX = {k.name: i for i, k in enumerate(KINDS)}
PER_KIND_PER_SET = 4
BODIES_PER_SET = PER_KIND_PER_SET * len(KINDS)

SPHERE_INERTIA_FACTOR = 1.4  # rolling spheres: m_eff = 1.4 · mass
COMET_INERTIA = 7.99e-9  # kg·m² about the vertical axis
COMET_LEVER = 3.0  # mm, torsional friction lever

# Glyphs: pole or direction is always in the glyph.
DISC_GLYPHS = {"star": ("⊕", "⊖"), "asteroid": ("▲", "▼")}  # N-up, S-up
DISC_ASCII = {"star": ("N", "S"), "asteroid": ("n", "s")}
COMET_ARROWS = ("→", "↗", "↑", "↖", "←", "↙", "↓", "↘")  # every 45° from +x
COMET_ASCII = (">", "^", "<", "v")  # every 90° from +x
HOLE_ASCII = "#"

# Reach (mm): centre distance under which a lone pair starts to move, worst orientation.
REACH = {
    ("planet", "planet"): 71,
    ("planet", "moon"): 71,
    ("planet", "comet"): 53,
    ("planet", "star"): 62,
    ("planet", "asteroid"): 58,
    ("moon", "moon"): 50,
    ("moon", "comet"): 53,
    ("moon", "star"): 62,
    ("moon", "asteroid"): 58,
    ("comet", "comet"): 37,
    ("comet", "star"): 34,
    ("comet", "asteroid"): 31,
    ("star", "star"): 36,
    ("star", "asteroid"): 43,
    ("asteroid", "asteroid"): 40,
}

# ----- the deal --------------------------------------------------------------------------
MAX_HANDICAP = 3  # h_i, each player's own handicap: that many more bodies
MAX_SEATS = 4
SET_CHOICES = ("1", "2")  # Galaxies uses two sets only
FIRST_CHOICES = ("random", "1", "2", "3", "4")  # the `first` option: drawn, or a seat number

# ----- physics constants -----------------------------------------------------------------
MU0_OVER_4PI = 1e-7  # T·m/A
GRAVITY = 9.81  # m/s²
DT_MAX = 2e-3  # s
DT_MIN = 10e-6  # s
CONTACT_GAP = 0.3  # mm: CLACK
PLACEMENT_CLEARANCE = 0.5  # mm
CUTOFF = 150.0  # mm: pairs further apart do not interact
ZERO_SPEED = 0.1  # mm/s treated as zero
ZERO_SPIN = ZERO_SPEED / COMET_LEVER  # rad/s treated as zero (same rim speed at the lever)
DAMPING_V = 0.5  # 1/s
DAMPING_W = 2.0  # 1/s
SETTLE_STEPS = 2
TIMEOUT = 10.0  # s simulated per run
DT_GAP_FACTOR = 0.1  # dt ≤ 0.1 · gap / v
DT_ACCEL_FACTOR = 0.2  # dt ≤ sqrt(0.2 · gap / a)
DT_TURN = 0.05  # rad per step at most
B_NEGLIGIBLE = 1e-9  # T: a sphere keeps its direction in a weaker field
ALIGN_PASSES = 3
MOMENT_SCALE = 1.0  # global tuning; reach scales with its square root

# Hover ("moving bodies without touching them")
HOVER_SLICE = 0.05  # s per hover action
HOVER_BUDGET = 200  # hover actions per turn
HOVER_MIN, HOVER_MAX, HOVER_DEFAULT = 14, 60, 60  # mm, centre height of the held body
HOVER_START = 30  # mm: where the board lowers the held body. At the rules'
# default of 60 it moves nothing; at 30 a Planet lifts a Moon
# it passes over, and discs push each other a little
HOVER_MAX_STEP = 10.0  # mm per axis in one hover move
CURSOR_MARGIN = 20.0  # mm beyond the galaxy's bounding box the hand may go

REPLAY_FRAME = 0.005  # s simulated between two recorded frames of the motion
SLOW_MOTION = 10  # the slow replay runs ten times slower than real time

# Input is quantised (actions.py): positions in tenths of a mm, angles in whole degrees,
# heights in whole mm.

# ----- scoring -----------------------------------------------------------------------------
TARGETS = ("15", "30")
EMPTY_HAND_BONUS = 3  # the first to place all bodies removes 3 penalty points

# Solo titles: (largest count of bodies left, title), best first.
SOLO_TITLES = (
    (0, "Unattainable Ideal"),
    (1, "Lord of Space"),
    (3, "Lord of the Universe"),
    (5, "Master of the Galaxy"),
    (10, "Novice Creator"),
    (15, "Imitator of the Creator"),
)


def solo_title(left: int) -> str | None:
    """The best title whose number is at least `left`, or None beyond 15."""
    for limit, title in SOLO_TITLES:
        if left <= limit:
            return title
    return None
