"""The two cursors of the Maglev board: the hex cursor that builds track from a line end (with
a ghost tile, its shapes, cost and refusals) and the player-board cursor that places, drops off
and moves passengers."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Act
from magtui.games.maglev.describe import space_label
from magtui.games.maglev.hexmap import hex_distance, hex_text, opposite, other_sides, parse_hex
from magtui.games.maglev.track import build_problem
from magtui.games.maglev.ui_map import hex_summary


class CursorsMixin:
    # ----- placing and moving passengers on the player board ------------------------------------
    def _board_mode(self, state=None, seat=None) -> bool:
        state = state or self.state
        seat = self.seat if seat is None else seat
        if seat is None or state.phase != "play" or state.pending is None:
            return False
        return any(a.verb in ("put", "drop", "shift") for a in state.legal_actions(seat))

    def _colours(self, state=None, seat=None) -> list[str]:
        state = state or self.state
        seat = self.seat if seat is None else seat
        return list(dict.fromkeys(a.args[0] for a in state.legal_actions(seat) if a.verb in ("put", "drop")))

    def _colour(self, state=None, seat=None):
        colours = self._colours(state, seat)
        return colours[self.colour_pick % len(colours)] if colours else None

    def _board_targets(self, state=None, seat=None) -> list[str]:
        """Put/Drop: spaces for the chosen colour; Adjust: robots to take, or places for the held one."""
        state = state or self.state
        seat = self.seat if seat is None else seat
        legal = state.legal_actions(seat)
        if any(a.verb == "shift" for a in legal):
            if self.held is None:
                return list(dict.fromkeys(a.args[0] for a in legal if a.verb == "shift"))
            return [a.args[1] for a in legal if a.verb == "shift" and a.args[0] == self.held]
        colour = self._colour(state, seat)
        return [a.args[1] for a in legal if a.verb in ("put", "drop") and a.args[0] == colour]

    def _board_enter(self) -> None:
        state, space = self.state, self.space_cursor
        if space is None:
            return
        legal = self._legal()
        name = space_label(space, state.mapname)
        if any(a.verb == "shift" for a in legal):
            if self.held is None:
                if space in self._board_targets():
                    self.held = space
                    self.hint(f"Holding the robot from {name}: Enter on a <x> space puts it there, Esc lets go.")
                else:
                    self.hint(f"{name}: only the rightmost robot of a row, or a robot outside the rows, "
                              "can be moved.")
            elif space == self.held:
                self.held = None
                self.hint("Let go.")
            elif Act("shift", (self.held, space)) in legal:
                self.choose(Act("shift", (self.held, space)))
                return
            else:
                self.hint(f"{name} cannot take that robot (rows fill from the left; codes must match).")
            self.redraw()
            return
        verb = "drop" if any(a.verb == "drop" for a in legal) else "put"
        colour = self._colour()
        act = Act(verb, (colour, space))
        if act in legal:
            self.choose(act)
        else:
            self.hint(f"{name} does not take {data.COLOUR_NAMES[colour]} now "
                      f"(it takes {pb.SPACES[space]}; rows fill from the left).")

    def _board_line(self) -> str:
        state, space = self.state, self.space_cursor
        name = space_label(space, state.mapname) if space else "–"
        if any(a.verb == "shift" for a in self._legal()):
            left = state.pending["left"]
            what = f"holding {space_label(self.held, state.mapname)}" if self.held else "Enter takes a robot"
            return f"ADJUST {left} left · cursor {name} · {what} · <x> legal · Esc done"
        colour = self._colour()
        others = len(self._colours()) > 1
        return (f"cursor {name} · placing {data.COLOUR_NAMES.get(colour, '–')}"
                + (" (r: next colour)" if others else "") + " · Enter puts · <x> legal")

    # ----- track building ------------------------------------------------------------------
    def _track_targets(self, state, seat) -> list:
        """Hexes where a tile can go now (legal builds), for the `+` marks and Tab."""
        return sorted({parse_hex(a.args[0]) for a in state.legal_actions(seat) if a.verb == "lay"})

    def _next_track_hex(self, state, seat, targets: list):
        """Where the track cursor goes when it is not on a `+` hex: on from the tile just laid
        (the hex its open side faces), else the `+` hex nearest to the cursor or the train."""
        here = self.cursor
        tile = state.tiles[seat].get(here) if here else None
        if tile:
            for side in tile:
                n = state.hexmap.neighbours[here][side]
                if n in targets:
                    return n
        at = state.trains[seat]["at"]
        origin = here or (at if at in state.hexmap.cost else targets[0])
        return min(targets, key=lambda h: (hex_distance(h, origin), h))

    def _shapes_at(self, h) -> list[tuple[int, int]]:
        """The three tile shapes a hex can take from the side facing the line, legal ones first."""
        state, seat = self.state, self.seat
        legal = {(parse_hex(a.args[0]), a.args[1]) for a in self._legal() if a.verb == "lay"}
        sides = []
        for side, n in enumerate(state.hexmap.neighbours.get(h, ())):
            if n is None:
                continue
            facing = opposite(side)
            if n in state.tiles[seat] and facing in state.tiles[seat][n] or n in state.node_of:
                for b in other_sides(side):
                    shape = (min(side, b), max(side, b))
                    if shape not in sides:
                        sides.append(shape)
        sides.sort(key=lambda s: (h, self._sides_text(s)) not in legal)
        return sides

    @staticmethod
    def _sides_text(shape) -> str:
        return f"{data.SIDE_NAMES[shape[0]]}-{data.SIDE_NAMES[shape[1]]}"

    def _ghost(self):
        if self._kind() != "track" or self.cursor is None:
            return None
        shapes = self._shapes_at(self.cursor)
        if not shapes or self.cursor in self.state.tiles[self.seat]:
            return None
        shape = shapes[self.shape % len(shapes)]
        act = Act("lay", (hex_text(self.cursor), self._sides_text(shape)))
        return self.cursor, shape, act in self._legal()

    def _cursor_line(self) -> str:
        state = self.state
        if state is None or self.seat is None:
            return ""
        kind = self._kind()
        if self._board_mode():
            return self._board_line()
        if kind == "track":
            left = state.pending["left"]
            if self.cursor is None:
                return f"TRACK: {left} unit(s) left · Esc finishes"
            ghost = self._ghost()
            base = hex_summary(state, self.cursor)
            if ghost is None:
                if self.cursor in state.tiles[self.seat]:
                    lift = Act("lift", (hex_text(self.cursor),))
                    if lift in self._legal():
                        return f"{base} · x removes it (cost {state.hexmap.cost[self.cursor]}, {left} left)"
                    return f"{base} · only an end tile can be removed"
                return f"{base} · no tile can continue the line here · Tab: next + hex"
            h, shape, ok = ghost
            cost = state.hexmap.cost[h]
            name = "straight" if (shape[1] - shape[0]) % 6 == 3 else "curve"
            text = f"[a] ({hex_text(h)}): {name} {self._sides_text(shape).upper()} · cost {cost} of {left}"
            if not ok:
                text += " · " + self._refusal(h, shape)
            return text + " · r turns it · + = legal"
        if kind == "main":
            return "Enter: actions · arrows: look at a hex · 1-4 views · Tab: next board"
        return f"{state.decision(self.seat)} · Enter chooses · Esc back"

    def _refusal(self, h, shape) -> str:
        state, seat = self.state, self.seat
        problem = build_problem(state.ground(), state.tiles[seat], state.line(seat), h, shape)
        if problem:
            return problem
        cost = state.hexmap.cost[h]
        if cost > state.pending["left"]:
            canyons = state.hexmap.canyons(h)
            return f"needs {cost} units: {'two canyons' if canyons == 2 else 'a canyon'}"
        if len(state.tiles[seat]) >= data.TRACK_TILES:
            return "no tiles left"
        return "refused: it would join a forbidden pair"
