"""The rule under the cursor: what a Magnitus board element is, its state now in words, and the
rule of the summary (rules.md) that applies. Everything on the galaxy and in every hand is
public, so the seat's model tells it all.

The board names its elements (`MagnitusBoard.focus`):
- "spot": a point of the galaxy; its key is the placement of the held body there in the
  notation ("place moon 80.0,127.3"), or only "x,y" in mm when nothing is held;
- "table": a point off the galaxy, key as a spot's;
- "body": a body on the galaxy, key its id;
- "hover": the body held in hover, key its kind;
- "field": a field in the layout editor, key its number from 1;
- "summary": the summary of a finished game, key its number.
"""

from __future__ import annotations

import math

from magtui.core.explanations import Explanation, Focus
from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import public_bodies
from magtui.games.magnitus.geometry import layout_problem
from magtui.games.magnitus.layout_edit import corner_form
from magtui.games.magnitus.reasons import reach_of
from magtui.games.magnitus.summary import summary_sentence


def explain(model, seat: int | None, focus: Focus) -> Explanation:
    match focus.kind:
        case "spot" | "table":
            return _point(model, seat, focus.key)
        case "body":
            return _body(model, int(focus.key))
        case "hover":
            return _hover(model)
        case "field":
            return _field(model, int(focus.key) - 1)
        case "summary":
            return _summary(model, int(focus.key))
    raise ValueError(f"Magnitus has no board element {focus.kind!r}.")


def where(model, focus: Focus) -> tuple[float, float] | None:
    """The point (mm) of a board element on the galaxy, for the board to mark it; None for
    what is not on the galaxy now (a finished game's summary, a body taken back)."""
    match focus.kind:
        case "spot" | "table":
            x, y = _spot(focus.key)
            return x / 10, y / 10
        case "body":
            bodies = [b for b in public_bodies(model.world) if b["id"] == int(focus.key)]
            return (bodies[0]["x"], bodies[0]["y"]) if bodies else None  # taken back, maybe
        case "hover" if model.hover is not None:
            return model.hover.x, model.hover.y
        case "field":
            tri = model.fields[int(focus.key) - 1]
            return sum(p[0] for p in tri) / 3, sum(p[1] for p in tri) / 3
    return None


def _spot(key: str) -> tuple[int, int]:
    """A spot's key, the held body's placement there or only "x,y": its point in tenths."""
    if key.startswith("place "):
        action = A.NOTATION.parse(key)
        return action.x, action.y
    x, y = (A.tenths(part) for part in key.split(","))
    return x, y


def _title(kind: str) -> str:
    return data.KINDS[data.KIND_INDEX[kind]].title


def _mm(tenths: int) -> str:
    return A.fmt_tenths(tenths)


def _orientation(body: dict) -> str:
    if body["pole"] is not None:
        return ", N-up" if body["pole"] > 0 else ", S-up"
    if body["angle"] is not None:
        return f", its N end pointing {body['angle']:.0f}°"
    return ""


def _point(model, seat: int | None, key: str) -> Explanation:
    """A point of the galaxy or the table, and what placing the held body there would do."""
    action = A.NOTATION.parse(key) if key.startswith("place ") else None
    x, y = _spot(key)
    where = f"({_mm(x)}, {_mm(y)})"
    if not model.galaxy.contains(x / 10, y / 10):
        return Explanation(
            f"The table, off the galaxy {where}",
            "A centre here is refused. A body pushed out here falls, and the player whose turn "
            "it is takes it.",
            "events",
        )
    depth = float(model.galaxy.depth_mm(x / 10, y / 10))
    words = [f"{depth:.0f} mm in from the galaxy's edge."]
    if action is not None:
        words.append(_placing_here(model, seat, action))
    else:
        words.append(_nearest_words(model, x, y))
    return Explanation(f"A spot on the galaxy {where}", " ".join(words), "placing")


def _placing_here(model, seat: int | None, action: A.Place) -> str:
    """Whether the held body may be placed here, and the reach of its nearest body."""
    held = _title(action.kind)
    who = f"{model.names[seat]}'s {held}" if seat is not None else f"The {held}"
    problem = model.placement_problem(action.kind, action.x, action.y, action.orient)
    angle = action.orient if action.kind == "comet" else 0
    nearest = model.nearest_body(action.kind, action.x, action.y, angle)
    verdict = f"{who} may be placed here." if problem is None else f"{who}: {problem}"
    if nearest is None:
        return f"{verdict} The galaxy is empty."
    other = _body_of(model, nearest.id)["kind"]
    reach = reach_of(action.kind, other)
    side = "beyond their reach" if nearest.centres >= reach else "inside their reach"
    moves = "." if nearest.centres >= reach else ": they may start to move."
    return (
        f"{verdict} The nearest body, a {_title(other)}, is {nearest.centres:.0f} mm away "
        f"(centres), {side} of {reach} mm{moves}"
    )


def _nearest_words(model, x: int, y: int) -> str:
    bodies = public_bodies(model.world)
    if not bodies:
        return "The galaxy is empty."
    body = min(bodies, key=lambda b: math.hypot(b["x"] - x / 10, b["y"] - y / 10))
    distance = math.hypot(body["x"] - x / 10, body["y"] - y / 10)
    return f"The nearest body, a {_title(body['kind'])}, is {distance:.0f} mm away (centres)."


def _body_of(model, body_id: int) -> dict:
    return next(b for b in public_bodies(model.world) if b["id"] == body_id)


def _body(model, body_id: int) -> Explanation:
    body = _body_of(model, body_id)
    kind = body["kind"]
    what = f"A {_title(kind)}{_orientation(body)}, at ({body['x']:.1f}, {body['y']:.1f})"
    reaches = ", ".join(f"{k.title} {reach_of(kind, k.name)}" for k in data.KINDS)
    words = [f"Its reach (mm, centre to centre): {reaches}."]
    if kind in ("planet", "moon"):
        words.append("A sphere turns itself to the field and always attracts.")
    elif kind in ("star", "asteroid"):
        words.append("A disc pushes a disc with the same pole up away and pulls the other.")
    else:
        words.append("A Comet beside a disc is lifted or pressed down by which way it points.")
    rule = "reach"
    if body["hole"] is not None:
        size = sum(1 for b in public_bodies(model.world) if b["hole"] == body["hole"])
        words.insert(0, f"Part of a black hole of {size}: rigid, and whatever touches it joins.")
        rule = "black-holes"
    return Explanation(what, " ".join(words), rule)


def _hover(model) -> Explanation:
    held = model.hover
    title = _title(data.KINDS[held.kind].name)
    return Explanation(
        f"{model.names[model.turn]}'s {title}, hovering",
        f"{held.height} mm up over ({held.x:.1f}, {held.y:.1f}); {model.hover_used} of "
        f"{data.HOVER_BUDGET} hover actions used. Lower pulls harder; at {data.HOVER_MAX} mm "
        "it moves nothing. A fall, clack or lift ends the turn with nothing placed.",
        "hover",
    )


def _field(model, index: int) -> Explanation:
    x, y, angle = corner_form(model.fields[index])
    problem = layout_problem(model.fields, model.sets)
    verdict = f"The galaxy is not valid: {problem}" if problem else "The galaxy is valid."
    return Explanation(
        f"Field {index + 1} of {len(model.fields)}",
        f"Its right angle is at ({_mm(x)}, {_mm(y)}), its legs turned {angle}°. {verdict}",
        "custom-galaxy",
    )


def _summary(model, game: int) -> Explanation:
    summary = model.summaries[game - 1]
    return Explanation(
        f"The end of game {game}", summary_sentence(summary, model.names), "end-of-game"
    )
