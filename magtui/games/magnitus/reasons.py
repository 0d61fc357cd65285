"""Why a computer player's move, in one line of the game's words: the hint's "why".

A placement is told by the distance that limits it (its centre to the nearest body's reach,
the reach table's numbers) and by what the bot's trial run on a copy of the galaxy showed;
the moves outside placing (a hover, the layout editor, a pass) by what they avoid. Everything
read here is public: the view holds the whole galaxy and every hand.
"""

from __future__ import annotations

import math

from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import World, public_bodies
from magtui.games.magnitus.geometry import Galaxy
from magtui.games.magnitus.summary import LastTurn


def _title(kind: str) -> str:
    return data.KINDS[data.KIND_INDEX[kind]].title


def reach_of(a: str, b: str) -> int:
    """The reach of a pair of kinds (mm): the centre distance below which a lone pair moves."""
    return data.REACH[(a, b)] if (a, b) in data.REACH else data.REACH[(b, a)]


def distance_words(view: dict, action: A.Place) -> str:
    """The distance that limits a placement: to the body whose reach it comes nearest, or,
    on an empty galaxy, to the edge."""
    x, y = action.x / 10, action.y / 10
    bodies = public_bodies(World.from_json(view["world"]))
    if not bodies:
        fields = tuple(tuple(tuple(point) for point in tri) for tri in view["fields"])
        depth = float(Galaxy(fields).depth_mm(x, y))
        return f"the galaxy is empty: {depth:.0f} mm in from its edge, no reach to keep clear of"

    def beyond(body: dict) -> float:
        return math.hypot(body["x"] - x, body["y"] - y) - reach_of(action.kind, body["kind"])

    nearest = min(bodies, key=beyond)
    centres = math.hypot(nearest["x"] - x, nearest["y"] - y)
    reach = reach_of(action.kind, nearest["kind"])
    return f"{centres:.0f} mm from the {_title(nearest['kind'])} (reach {reach})"


def outcome_words(turn: LastTurn | None, black_holes: bool) -> str:
    """What the trial run of the move showed."""
    if turn is None or not (turn.fell or turn.lifted or turn.clusters):
        return "nothing falls, clacks or lifts"
    parts = []
    if turn.taken:
        parts.append(f"takes back {len(turn.taken)}, the fewest of the spots tried")
    if black_holes and turn.holes:
        size = sum(len(hole) for hole in turn.holes)
        parts.append(f"a black hole of {size}, {size} penalty points")
    return "; ".join(parts)


def last_body_words(view: dict, seat: int) -> str:
    """A quiet placement of the last body in hand ends the game: who scores what."""
    if view["solo"]:
        return "the last body, and nothing clacks: the creation is complete"
    names, hands = view["names"], view["hands"]
    others = [f"{names[s]} +{len(hands[s])}" for s in view["alive"] if s != seat]
    return f"the last body, nothing clacks: the game ends, {', '.join(others)}"


def placement_why(view: dict, seat: int, action: A.Place, turn: LastTurn | None) -> str:
    """The hint's line for a simulated placement."""
    quiet = turn is None or not (turn.fell or turn.lifted or turn.clusters)
    if quiet and len(view["hands"][seat]) == 1:
        return last_body_words(view, seat)
    if quiet and not view["world"]["ids"]:
        return distance_words(view, action)
    return f"{distance_words(view, action)}: {outcome_words(turn, view['black_holes'])}"


def plain_why(view: dict, action) -> str:
    """The hint's line for a move made without a trial run."""
    match action:
        case A.LayoutDone():
            return "the galaxy as it stands is valid: the first game can be dealt"
        case A.Raise():
            return "a hovering body only risks a clack: raise it, then place it"
        case A.Pass():
            return "no room anywhere for any body in hand: the turn passes"
        case A.Place():
            return f"{distance_words(view, action)}: the galaxy is crowded, little room is left"
    return "the first of the moves open now"
