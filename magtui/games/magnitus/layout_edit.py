"""Custom galaxies: fields arranged by actions before the first deal (spec section 2, layout
editor), in the quantised corner-and-angle form the actions use."""

from __future__ import annotations

import math

from magtui.games.magnitus import actions as A
from magtui.games.magnitus import data
from magtui.games.magnitus.data import Triangle
from magtui.games.magnitus.geometry import Galaxy, layout_problem
from magtui.games.magnitus.match import MatchRules


def corner_form(tri: Triangle) -> tuple[int, int, int]:
    """A standard field as (corner x, corner y in tenths, angle of its first leg in degrees)."""
    corners = []
    for k in range(3):
        a, b, c = tri[k], tri[(k + 1) % 3], tri[(k + 2) % 3]
        u = (b[0] - a[0], b[1] - a[1])
        v = (c[0] - a[0], c[1] - a[1])
        dot = abs(u[0] * v[0] + u[1] * v[1])
        cross = u[0] * v[1] - u[1] * v[0]
        corners.append((dot, a, u if cross > 0 else v))  # the leg from which the other is +90°
    _, corner, leg = min(corners, key=lambda entry: entry[0])  # the right angle
    angle = round(math.degrees(math.atan2(leg[1], leg[0]))) % 360
    return round(corner[0] * 10), round(corner[1] * 10), angle


class LayoutEditing(MatchRules):
    """The layout phase, which deals the first game when the layout is done."""

    def _layout_sample(self) -> list:
        """Each field a step in four directions and a turn, confirming, and resetting (left out
        once the edits run out on a valid galaxy, so that random play ends)."""
        out: list = []
        for index, tri in enumerate(self.fields):
            x, y, angle = corner_form(tri)
            out += [
                A.SetField(index, x + 100, y, angle),
                A.SetField(index, x - 100, y, angle),
                A.SetField(index, x, y + 100, angle),
                A.SetField(index, x, y - 100, angle),
                A.SetField(index, x, y, (angle + data.EDIT_TURN) % 360),
            ]
        out.append(A.LAYOUT_DONE)
        if self.edits < data.EDIT_ACTION_CAP or layout_problem(self.fields, self.sets) is not None:
            out.append(A.LAYOUT_RESET)
        return out

    def _layout_problem(self, action) -> str | None:
        match action:
            case A.SetField():
                if self.edits >= data.EDIT_ACTION_CAP:
                    return "No more changes: finish the layout or reset it."
                if action.index >= len(self.fields):
                    return f"There are only {len(self.fields)} fields."
                return None
            case A.LayoutReset():
                return None
            case A.LayoutDone():
                problem = layout_problem(self.fields, self.sets)
                return f"The galaxy is not valid: {problem}." if problem else None
        return "Arrange the galaxy first: move or turn a field, or finish the layout."

    # custom layout --------------------------------------------------------------------
    def _apply_layout(self, action) -> None:
        match action:
            case A.SetField():
                fields = list(self.fields)
                fields[action.index] = data.field_from_corner(
                    action.x / 10, action.y / 10, action.angle
                )
                self.fields = tuple(fields)
                self.edits += 1
                self.galaxy = Galaxy(self.fields)
            case A.LayoutReset():
                self.edits += 1
                self.fields = self._custom_start()
                self.galaxy = Galaxy(self.fields)
            case A.LayoutDone():
                self.editing = False
                self.undoable = False
                self.log.append(f"{self.names[0]} fixes the galaxy's layout.")
                self._new_game()

    def _custom_start(self):
        """The editor's starting galaxy: the Square row, every field in the quantised form that
        field actions use, so that moved fields meet their neighbours exactly."""
        return tuple(
            data.field_from_corner(x / 10, y / 10, a)
            for x, y, a in map(corner_form, data.preset_layout("custom", self.sets))
        )
