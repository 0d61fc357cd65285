"""Carrying out a turn's actions on the state (they are judged before: judging.py): the
magician's, gnomes' and giant's steps, the displacement, the red choice, the ruins, the shield
and the energy, with the log lines that tell them. A layer of the game state (model.py)."""

from __future__ import annotations

from typing import Callable

from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import (
    Action,
    Energy,
    Lift,
    Push,
    RedChoice,
    RuinStep,
    SetRuin,
    Shield,
    Step,
)
from magtui.games.magalon.moves import ValleyMoves
from magtui.games.magalon.turn import steps

Say = Callable[[str], None]


def _path_text(path: list[int]) -> str:
    return "→".join(V.node_name(n) for n in path)


def _ruin_moves_text(moves: list[tuple[str, str]]) -> str:
    """[("R3", "up"), ("R3", "up"), ("R1", "left")] -> "R3 up, up; R1 left"."""
    groups: list[list[str]] = []
    for rid, direction in moves:
        if groups and groups[-1][0] == rid:
            groups[-1].append(direction)
        else:
            groups.append([rid, direction])
    return "; ".join(f"{g[0]} {', '.join(g[1:])}" for g in groups)


class TurnDoing(ValleyMoves):
    def _do_turn_action(self, a: Action, quiet: bool = False) -> None:
        """Carry out a turn action other than the roll and the end (`quiet`: no log lines, for
        actions tried out or played again)."""
        t = self.current_turn()
        name = self.names[t.seat]
        say: Say = (lambda text: None) if quiet else self.log.append
        match a:
            case Step(piece="m", node=node):
                self._do_magician_step(node, say)
            case Step(piece=piece, node=node):
                self._do_monster_step(piece, node, say)
                if not quiet:
                    self._log_finished_walk(piece)
            case Push(node=node):
                victim = t.push_victim
                self.pos[victim] = node
                t.push_path.append(node)
                t.push_left -= 1
                if t.push_left == 0:
                    t.displaced.add(victim)
                    say(
                        f"{self.names[victim]}'s magician is displaced "
                        f"{V.node_name(t.push_path[0])}→{V.node_name(node)}."
                    )
                    t.push_victim, t.push_path, t.push_by = -1, [], ""
            case RedChoice(stay=True):
                t.red = "stay"
                before = self.energy[t.seat]
                refund = D.TURN_COST if t.energy_done and t.action != "energy" else 0
                self.energy[t.seat] = min(D.ENERGY_MAX, before + D.RED_STAY_GAIN + refund)
                say(f"{name} stays on the red space: energy {before}→{self.energy[t.seat]}.")
            case RedChoice():
                t.red = "on"
                t.mag_target += D.RED_BONUS_STEPS
                say(f"{name} moves on from the red space.")
            case RuinStep(ruin=rid, direction=direction):
                moved = V.shift(self.ruins[rid], direction)
                assert moved is not None, "a ruin step judged legal stays on the board"
                self.ruins[rid] = moved
                t.ruin_steps += 1
                t.ruin_moves.append((rid, direction))
                if t.ruin_steps == t.amount and not quiet:
                    say(
                        f"{name} moves the ruins {steps(t.amount)}: "
                        f"{_ruin_moves_text(t.ruin_moves)}."
                    )
            case Lift(ruin=rid):
                t.fly, t.lifted = "lifted", rid
            case SetRuin(cells=cells):
                self.ruins[t.lifted] = cells
                say(f"{name} flies ruin {t.lifted} to {' '.join(D.cell_name(c) for c in cells)}.")
                t.fly, t.lifted = "done", ""
            case Shield(cell=cell):
                self.shields[t.seat] = cell
                t.shield_done = True
                say(f"{name} sets the shield on {D.cell_name(cell)}.")
            case Energy():
                self._do_energy(quiet)
        self._legal_cache = {}

    def _do_monster_step(self, piece: str, node: int, say: Say) -> None:
        """A gnome's or the giant's step; onto a magician, the attack that displaces it."""
        t = self.current_turn()
        victim = self.magician_at(node)
        if piece == "giant":
            self.giant = node
            t.giant_path.append(node)
        else:
            i = int(piece[1]) - 1
            self.gnomes[i] = node
            t.gnome_paths[i].append(node)
            t.gnome_steps += 1
        if victim is not None:
            t.push_victim, t.push_by, t.push_path = victim, piece, [node]
            t.push_left = D.GIANT_DISPLACE if piece == "giant" else D.GNOME_DISPLACE
            label = "giant" if piece == "giant" else f"gnome {piece}"
            say(
                f"{self.names[t.seat]}'s {label} attacks {self.names[victim]}'s magician "
                f"on {V.node_name(node)}."
            )

    def _log_finished_walk(self, piece: str) -> None:
        """When the giant's or the gnomes' walk is complete: who went where."""
        t = self.current_turn()
        name = self.names[t.seat]
        if piece == "giant" and t.giant_steps == t.giant_total:
            self.log.append(
                f"{name} moves the giant {steps(t.giant_total)}: {_path_text(t.giant_path)}."
            )
        elif piece != "giant" and t.gnome_steps == t.amount:
            walks = ", ".join(
                f"g{i + 1} {_path_text(p)}" for i, p in enumerate(t.gnome_paths) if len(p) > 1
            )
            self.log.append(f"{name} moves the gnomes {steps(t.amount)}: {walks}.")

    def _do_magician_step(self, node: int, say: Say) -> None:
        t = self.current_turn()
        seat = t.seat
        name = self.names[seat]
        t.mag_path.append(node)
        self.pos[seat] = node
        letter = V.ARTIFACT_OF_NODE.get(node)
        if letter and letter not in self.artifacts[seat]:
            self.artifacts[seat] = "".join(sorted(self.artifacts[seat] + letter))
            say(f"{name} collects the {D.ARTIFACT_NAMES[letter]}.")
        if node == V.START_NODE:
            self.winner = seat
            self.phase = "over"
            say(
                f"{name} enters the finish with all three artifacts and {self.energy[seat]} "
                "energy and wins!"
            )
            return
        if t.mag_steps == t.mag_target:
            say(
                f"{name} moves the magician {V.node_name(t.mag_path[0])}→{V.node_name(node)} "
                f"({steps(t.mag_steps)})."
            )
            if t.red == "" and node in D.ENERGY_CELLS:
                t.red = "pending"

    def _do_energy(self, quiet: bool = False) -> None:
        t = self.current_turn()
        seat = t.seat
        before = self.energy[seat]
        if t.action == "energy":
            self.energy[seat] = min(D.ENERGY_MAX, before + t.amount)
        elif t.red != "stay":
            self.energy[seat] = before - D.TURN_COST
        t.energy_done = True
        if not quiet and self.energy[seat] != before:
            self.log.append(f"{self.names[seat]}: energy {before}→{self.energy[seat]}.")
