"""Trains: heading, forward and backward steps, the Moon Move in steps of 4 with Free Brakes
and Free Reverse, the Mars Move without turning, Move Backwards and Launch (§2.5, §4.3, §5.3)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Action, Face, Go, LaunchMoon, LaunchPad, Stop, Turn
from magtui.games.maglev.track import connections, follow
from magtui.games.maglev.model import MaglevModel, Pending


class TrainMixin(MaglevModel):
    # ----- where a train is and where it may go ------------------------------------------
    def _run_end(self, seat: int, conn, ground=None):
        """The station reached along the run leaving by `conn`, as ("conn", node, arrival)."""
        if conn is None:
            return None
        end, _ = follow(ground or self.ground(), self.tiles[seat], *conn)
        return end if end[0] == "conn" else None

    def forward_target(self, seat: int, ground=None):
        if self.train_node(seat) is None:
            return None
        return self._run_end(seat, self.trains[seat].head, ground)

    def backward_target(self, seat: int, ground=None):
        if self.train_node(seat) is None:
            return None
        head = self.trains[seat].head
        back = [c for c in self.train_conns(seat, ground) if c != head]
        return self._run_end(seat, back[0], ground) if back else None

    def _turned_heading(self, seat: int, ground=None):
        conns, head = self.train_conns(seat, ground), self.trains[seat].head
        if head is None:
            return conns[0] if conns else None
        others = [c for c in conns if c != head]
        return others[0] if others else None

    def _arrive(self, seat: int, end, forward: bool, ground=None) -> None:
        _, node, arrival = end
        train = self.trains[seat]
        train.at = arrival[0]
        if forward:
            others = [
                c
                for c in connections(ground or self.ground(), self.tiles[seat], node)
                if c != arrival
            ]
            train.head = others[0] if others else None
        else:
            train.head = arrival

    def can_move(self, seat: int) -> bool:
        if self.train_node(seat) is None:
            return False
        ground = self.ground()  # one for the three questions (every main menu asks them)
        if self.forward_target(seat, ground) is not None:
            return True
        if self.mapname == "mars":
            return False
        return self._run_end(seat, self._turned_heading(seat, ground), ground) is not None

    def can_move_back(self, seat: int) -> bool:
        return (
            self.mapname == "mars"
            and pb.extension(self.boards[seat], 1)
            and self.backward_target(seat) is not None
        )

    # ----- heading bookkeeping after the line changes ------------------------------------------
    def must_face(self, seat: int) -> bool:
        """Facing out is only possible with at most one connection."""
        return (
            self.trains[seat].head is None
            and self.train_node(seat) is not None
            and len(self.train_conns(seat)) >= 2
        )

    def face_options(self, seat: int) -> list[Action]:
        return [Face(h, side) for h, side in self.train_conns(seat)]

    # ----- MOVE ---------------------------------------------------------------------------------
    def _start_move(self, seat: int, k: int) -> None:
        if self.mapname == "mars":
            steps = self._steps(seat, k, forward=True)
            self._log_move(seat, "moves", steps)
            return
        if self.forward_target(seat) is None:
            self.trains[seat].head = self._turned_heading(seat)
        self._arrive(seat, self.forward_target(seat), True)
        self.pending = Pending("move", steps=4 * k - 1, taken=1)
        self._run_move(seat)

    def _steps(self, seat: int, k: int, forward: bool) -> int:
        taken = 0
        for _ in range(k):
            end = self.forward_target(seat) if forward else self.backward_target(seat)
            if end is None:
                break
            self._arrive(seat, end, forward)
            taken += 1
        return taken

    def move_options(self, seat: int) -> list[Action]:
        p, board = self.running, self.boards[seat]
        brakes, reverse = pb.extension(board, 1), pb.extension(board, 2)
        turn: list[Action] = [Turn()] if reverse and not p.turned else []
        if self.forward_target(seat) is None:
            return [Stop(), *turn]
        return [Go(), *([Stop()] if brakes else []), *turn]

    def _run_move(self, seat: int) -> None:
        while self.running.steps > 0:
            options = self.move_options(seat)
            if options == [Go()]:
                self._move_step(seat)
            elif options == [Stop()]:
                break
            else:
                return
        self._finish_move(seat)

    def _move_step(self, seat: int) -> None:
        self._arrive(seat, self.forward_target(seat), True)
        self.running.steps -= 1
        self.running.taken += 1
        self.running.turned = False

    def _apply_move_choice(self, seat: int, action: Action) -> None:
        if isinstance(action, Go):
            self._move_step(seat)
        elif isinstance(action, Turn):
            self.trains[seat].head = self._turned_heading(seat)
            self.running.turned = True
        else:
            self._finish_move(seat)
            return
        self._run_move(seat)

    def _finish_move(self, seat: int) -> None:
        taken = self.running.taken
        self.pending = None
        self._log_move(seat, "moves", taken)

    def _log_move(self, seat: int, verb: str, steps: int) -> None:
        where = self.place_name(self.trains[seat].at)
        plural = "s" if steps != 1 else ""
        self.log.append(
            f"{self.seat_name(seat)} {verb} the train {steps} station{plural} to {where}."
        )

    def _apply_back(self, seat: int, k: int) -> None:
        steps = self._steps(seat, k, forward=False)
        self._log_move(seat, "moves backwards", steps)

    # ----- LAUNCH (Mars) -------------------------------------------------------------------------
    def launch_options(self, seat: int) -> list[Action]:
        if self.mapname != "mars" or not pb.extension(self.boards[seat], 2):
            return []
        at, pad = self.trains[seat].at, data.MARS["launch_pad"]
        if at == pad:
            return [LaunchMoon("phobos"), LaunchMoon("deimos")]
        if at in data.MOON_NAMES:
            conns = connections(self.ground(), self.tiles[seat], pad)
            out: list[Action] = [LaunchPad(side) for _, side in conns]
            if len(conns) < 2:
                out.append(LaunchPad(None))
            return out
        return []

    def _apply_launch_pad(self, seat: int, facing: int | None) -> None:
        pad = data.MARS["launch_pad"]
        self.put_train(seat, pad, None if facing is None else (pad, facing))
        self.log.append(f"{self.seat_name(seat)} launches back to the launch pad.")

    def _apply_launch_moon(self, seat: int, moon: str) -> None:
        self.put_train(seat, moon, None)
        self.log.append(f"{self.seat_name(seat)} launches to {data.MOON_NAMES[moon]}.")
        colour = data.MARS["moons"][moon]["drop"]
        if colour not in self.bagged:
            self.bag_commuters(colour)
