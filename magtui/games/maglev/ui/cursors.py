"""The two cursors of the Maglev board, both the kit's GridCursor over where things are drawn:
the hex cursor (`hexes`) that looks at the map and builds track from a line end (with a ghost
tile, its shapes, cost and refusals), and the space cursor (`spaces`) that places, drops off and
moves passengers on the player board."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Drop, Lay, Lift, Put, Shift, sides_text
from magtui.games.maglev.describe import space_label
from magtui.games.maglev.hexmap import hex_distance, hex_text, opposite, other_sides
from magtui.games.maglev.rules import MaglevState
from magtui.games.maglev.ui.map import hex_summary
from magtui.ui.canvas import fitting
from magtui.games.maglev.ui.playerboard import space_cells


class CursorsMixin:
    """Cursors over the seat's view: its choices (`_legal`), its position, and the oracle for
    refused tiles. The board provides `hexes` and `spaces` (GridCursors), `roomy` and
    `_map_geometry()`."""

    @property
    def _line_width(self) -> int:
        """Columns of the cursor line under the board (the frame pads it by one each side)."""
        return max(40, (self.size.width or 80) - 2)

    def _place_cursors(self) -> None:
        """Give both cursors the cells where the current layout draws hexes and spaces; each
        keeps its cell. The hex cursor appears once the player looks at the map or builds."""
        self.spaces.place(space_cells(self.position.mapname, self.roomy))
        if self.hexes.at is not None:
            self._place_hexes()

    def _place_hexes(self, prefer=None) -> None:
        geo = self._map_geometry()
        targets = self._track_targets() if self._kind() == "track" else ()
        self.hexes.place({h: geo.centre(h) for h in self.position.hexmap.hexes}, targets, prefer)

    def _step_hexes(self, direction: str) -> None:
        """The hex cursor one hex on; on Mars it crosses the seam, left of column 0 to the last."""
        self._place_hexes()
        if (
            not self.hexes.move(direction)
            and self.position.hexmap.wrap
            and direction in ("left", "right")
        ):
            q, r = self.hexes.at
            self.hexes.at = (
                self.position.hexmap.row_lengths[r] - 1 if direction == "left" else 0,
                r,
            )
        self.shape = 0

    # ----- placing and moving passengers on the player board ------------------------------------
    def _board_mode(self) -> bool:
        position = self.position
        if not self.acting() or position.phase != "play" or position.pending is None:
            return False
        return any(isinstance(a, (Put, Drop, Shift)) for a in self._legal())

    def _colours(self) -> list[str]:
        return list(dict.fromkeys(a.colour for a in self._legal() if isinstance(a, (Put, Drop))))

    def _colour(self):
        colours = self._colours()
        return colours[self.colour_pick % len(colours)] if colours else None

    def _board_targets(self) -> list[str]:
        """Put/Drop: spaces for the chosen colour; Adjust: robots to take, or places for the held
        one."""
        legal = self._legal()
        if any(isinstance(a, Shift) for a in legal):
            if self.held is None:
                return list(dict.fromkeys(a.src for a in legal if isinstance(a, Shift)))
            return [a.dst for a in legal if isinstance(a, Shift) and a.src == self.held]
        colour = self._colour()
        return [a.space for a in legal if isinstance(a, (Put, Drop)) and a.colour == colour]

    def _aim_spaces(self) -> None:
        """The space cursor onto a space the choice may use, unless it is on one already."""
        targets = self._board_targets()
        if self.spaces.at not in targets and targets:
            self.spaces.place(space_cells(self.position.mapname, self.roomy), prefer=targets[0])

    def _board_enter(self) -> None:
        position, space = self.position, self.spaces.at
        if space is None:
            return
        legal = self._legal()
        name = space_label(space, position.mapname)
        if any(isinstance(a, Shift) for a in legal):
            if self.held is None:
                if space in self._board_targets():
                    self.held = space
                    self.hint(f"Holding {name}'s robot: Enter on a <x> space puts it, Esc lets go.")
                else:
                    self.hint(
                        f"{name}: only a row's rightmost robot (or one outside rows) can move."
                    )
            elif space == self.held:
                self.held = None
                self.hint("Let go.")
            elif Shift(self.held, space) in legal:
                self.choose(Shift(self.held, space))
                return
            else:
                self.hint(f"{name} cannot take it: rows fill from the left, codes must match.")
            self.redraw()
            return
        kind = Drop if any(isinstance(a, Drop) for a in legal) else Put
        colour = self._colour()
        act = kind(colour, space)
        if act in legal:
            self.choose(act)
        else:
            self.hint(
                f"{name} takes {pb.SPACES[space]}, not {data.COLOUR_NAMES[colour]} now "
                "(rows fill from the left)."
            )

    def _point_on_board(self, action) -> None:
        """A placement made ready: the colour chosen and the cursor on its space, or the robot
        held over its new space; for Done (Esc) nothing held."""
        if self.view != 2 and not (self.roomy and self.view == 1):
            self.view = 2
        self.held = None
        if isinstance(action, Shift):
            self.held, self.spaces.at = action.src, action.dst
        elif isinstance(action, (Put, Drop)):
            self.colour_pick = self._colours().index(action.colour)
            self.spaces.at = action.space

    def _board_line(self) -> str:
        position, space = self.position, self.spaces.at
        name = space_label(space, position.mapname) if space else "–"
        if any(isinstance(a, Shift) for a in self._legal()):
            left = position.pending.left
            what = (
                f"holding {space_label(self.held, position.mapname)}"
                if self.held
                else "Enter takes a robot"
            )
            return fitting(
                (
                    f"ADJUST {left} left · cursor {name} · {what} · <x> legal · Esc done",
                    f"ADJUST {left} left · {name} · {what} · Esc done",
                ),
                self._line_width,
            )
        colour = self._colour()
        placing = f"placing {data.COLOUR_NAMES.get(colour, '–')}" + (
            " (r: next colour)" if len(self._colours()) > 1 else ""
        )
        return fitting(
            (
                f"cursor {name} · {placing} · Enter puts · <x> legal",
                f"{name} · {placing} · Enter puts",
            ),
            self._line_width,
        )

    # ----- track building ------------------------------------------------------------------
    def _track_targets(self) -> list:
        """Hexes where a tile can go now (legal builds), for the `+` marks and Tab."""
        return sorted({a.at for a in self._legal() if isinstance(a, Lay)})

    def _aim_track(self) -> None:
        """The track cursor onto a `+` hex, unless it is on one already."""
        targets = self._track_targets()
        self._place_hexes(
            None if self.hexes.at in targets or not targets else self._next_track_hex(targets)
        )

    def _next_track_hex(self, targets: list):
        """Where the track cursor goes when it is not on a `+` hex: on from the tile just laid
        (the hex its open side faces), else the `+` hex nearest to the cursor or the train."""
        position, seat, here = self.position, self.seat, self.hexes.at
        tile = position.tiles[seat].get(here) if here else None
        if tile:
            for side in tile:
                n = position.hexmap.neighbours[here][side]
                if n in targets:
                    return n
        at = position.trains[seat].at
        origin = here or (at if at in position.hexmap.cost else targets[0])
        return min(targets, key=lambda h: (hex_distance(h, origin), h))

    def _point_on_map(self, action) -> None:
        """The hex cursor on the tile to lay (its ghost turned to the shape) or to remove; for
        Done, TRACK is finished by one Esc."""
        self.view = 1
        if isinstance(action, (Lay, Lift)):
            self._place_hexes(action.at)
            self.hexes.at = action.at
        if isinstance(action, Lay):
            self.shape = self._shapes_at(action.at).index(action.sides)
        self._confirm_done = not isinstance(action, (Lay, Lift))

    def _shapes_at(self, h) -> list[tuple[int, int]]:
        """The three tile shapes a hex can take from the side facing the line, legal ones first."""
        position, seat = self.position, self.seat
        legal = {a for a in self._legal() if isinstance(a, Lay)}
        sides = []
        for side, n in enumerate(position.hexmap.neighbours.get(h, ())):
            if n is None:
                continue
            facing = opposite(side)
            if (
                n in position.tiles[seat]
                and facing in position.tiles[seat][n]
                or n in position.node_of
            ):
                for b in other_sides(side):
                    shape = (min(side, b), max(side, b))
                    if shape not in sides:
                        sides.append(shape)
        sides.sort(key=lambda s: Lay(h, s) not in legal)
        return sides

    def _ghost(self):
        at = self.hexes.at
        if not self.acting() or self._kind() != "track" or at is None:
            return None
        shapes = self._shapes_at(at)
        if not shapes or at in self.position.tiles[self.seat]:
            return None
        shape = shapes[self.shape % len(shapes)]
        act = Lay(at, shape)
        return at, shape, act in self._legal()

    def _cursor_line(self) -> str:
        position, at = self.position, self.hexes.at
        if position is None or not self.acting():
            return ""
        kind = self._kind()
        if self._board_mode():
            return self._board_line()
        if kind == "track":
            left = position.pending.left
            if at is None:
                return f"TRACK: {left} unit(s) left · Esc finishes"
            ghost = self._ghost()
            width = self._line_width
            if ghost is None:
                if at in position.tiles[self.seat]:
                    if Lift(at) in self._legal():
                        tails = (
                            f" · x removes it (cost {position.hexmap.cost[at]}, {left} left)",
                            " · x removes it",
                        )
                    else:
                        tails = " · only an end tile can be removed", " · not an end tile"
                else:
                    tails = (
                        " · no tile can continue the line here · Tab: next + hex",
                        " · Tab: next + hex",
                    )
                return fitting(
                    (
                        *(hex_summary(position, at, width - len(tail)) + tail for tail in tails),
                        hex_summary(position, at, width),
                    ),
                    width,
                )
            h, shape, ok = ghost
            cost = position.hexmap.cost[h]
            name = "straight" if (shape[1] - shape[0]) % 6 == 3 else "curve"
            sides = sides_text(shape).upper()
            refusal = "" if ok else " · " + self._refusal(h, shape)
            costs = f"cost {cost} of {left}{refusal}"
            return fitting(
                (
                    f"[a] ({hex_text(h)}): {name} {sides} · {costs} · r turns it · + = legal",
                    f"[a] ({hex_text(h)}): {name} {sides} · {costs} · r turns it",
                    f"[a] ({hex_text(h)}) {sides} · cost {cost}/{left}{refusal} · r turns it",
                    f"[a] ({hex_text(h)}) {sides} · cost {cost}/{left}{refusal}",
                ),
                width,
            )
        if kind == "main":
            return "Enter: actions · arrows: look at a hex · 1-4 views · Tab: next board"
        decision = position.decision_now()
        return fitting(
            (f"{decision} · Enter chooses · Esc back", f"{decision} · Enter chooses", decision),
            self._line_width,
        )

    def _refusal(self, h, shape) -> str:
        """Why the engine refuses this tile, which no legal choice lays."""
        return self.seen.oracle.ask(MaglevState.tile_refusal, Lay(h, shape))
