"""Where pieces may go: occupancy, the step, push, ruin and shield rules (rulings L1–L11,
L15–L17) on the board as it stands. A layer of the game state (model.py)."""

from __future__ import annotations

from magtui.games.magalon import data as D
from magtui.games.magalon import finish as F
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import Step
from magtui.games.magalon.model import MagalonModel
from magtui.games.magalon.turn import steps

ART_NODES = frozenset(V.ARTIFACT_NODES.values())


class ValleyMoves(MagalonModel):
    """The movement rules, read off the state's pieces (`pos`, `ruins`, `shields`, `gnomes`,
    `giant`) and the acting player's `turn`."""

    def magician_ends(self) -> set[int]:
        """Where the acting magician's move can end with exactly the steps it has left."""
        t = self.current_turn()
        left = t.mag_target - t.mag_steps if t else 0
        if left <= 0 or t.red == "pending":
            return set()
        return V.walk_ends(t.mag_path[-1], left, set(t.mag_path), self._magician_enterable(t.seat))

    # ----- occupancy ------------------------------------------------------------------------
    def _blocked_cells(self, skip_ruin: str = "") -> set[int]:
        """Every plain cell holding a piece (magicians on merged spaces do not count); read
        once per position (do not change the set you get)."""
        cache = self._legal_cache
        out = cache.get("blocked")
        if out is None:
            out = set(self.gnomes)
            out.add(self.giant)
            out.update(self.shields, self.pos, *self.ruins.values())
            out.discard(None)  # a shield not set
            out.difference_update(V.MERGED_NODES)  # magicians on merged spaces
            cache["blocked"] = out
        if skip_ruin:
            return out.difference(self.ruins[skip_ruin])
        return out

    def _magician_enterable(self, seat: int) -> V.Enterable:
        """For a walk by `seat`'s magician: may it enter node n (the start only as its end)?"""
        blocked = self._blocked_cells()
        finish = self.can_finish(seat)

        def enterable(n: int, last: bool) -> bool:
            if n == V.START_NODE:
                return finish and last
            return n in ART_NODES or n not in blocked

        return enterable

    def _displaced_enterable(self) -> V.Enterable:
        blocked = self._blocked_cells()
        return lambda n, last: n < D.NUM_CELLS and n not in V.CLOSED_CELLS and n not in blocked

    def attack_reason(self, victim: int) -> str | None:
        """Why the acting player's gnomes and giant cannot attack `victim`'s magician, or None."""
        t = self.current_turn()
        name = self.names[victim]
        if victim == t.seat:
            return "A gnome or the giant may not enter its own player's magician's square."
        if victim in self.protected:
            return f"{name} is protected this round (card 4)."
        if victim in t.displaced:
            return f"{name} has already been displaced this turn."
        return None

    def _displacement_exists(self, victim: int, piece: str) -> bool:
        start = self.pos[victim]
        attacker = self._piece_cell(piece)
        enterable = self._displaced_enterable()
        length = D.GIANT_DISPLACE if piece == "giant" else D.GNOME_DISPLACE
        return V.exact_walk_exists(
            start, length, {start}, lambda n, last: n == attacker or enterable(n, last)
        )

    # ----- step rules -----------------------------------------------------------------------
    def _step_reason(self, a: Step) -> str | None:
        t = self.current_turn()
        if a.piece == "m":
            if t.mag_steps >= t.mag_target:
                return (
                    "The 0 card does not move the magician."
                    if t.mag_target == 0
                    else f"The magician has already made all {t.mag_target} steps."
                )
            here = t.mag_path[-1]
            if a.node not in V.NEIGHBOURS[here]:
                return f"{V.node_name(a.node)} is not next to the magician (orthogonal steps only)."
            if a.node in t.mag_path:
                return f"The magician has already been on {V.node_name(a.node)} this turn."
            if a.node == V.START_NODE:
                seat = t.seat
                if len(self.artifacts[seat]) < len(D.ARTIFACTS):
                    return "The finish opens only with all three artifacts."
                if self.energy[seat] < D.ENERGY_TO_FINISH:
                    need = f"The finish needs {D.ENERGY_TO_FINISH} energy ({self.energy[seat]} now)"
                    if F.finish_energy(self) >= D.ENERGY_TO_FINISH:
                        return f"{need}: settle the card's energy first (e) and it is reached."
                    return f"{need}."
                if t.mag_steps + 1 != t.mag_target:
                    return "The finish may only be entered with the last step of the move."
                return None
            if a.node in ART_NODES:
                return None
            return self._obstacle_reason(a.node, "the magician")
        if a.piece in ("g1", "g2"):
            if t.action != "gnomes":
                return f"The {t.card} card does not move the gnomes."
            if t.gnome_steps >= t.amount:
                return f"The gnomes have used all {t.amount} steps."
            path = t.gnome_paths[int(a.piece[1]) - 1]
        else:
            if not t.dice:
                return (
                    "Roll the dice for the giant first."
                    if t.giant
                    else "Only the lowest card moves the giant."
                )
            if t.giant_steps >= t.giant_total:
                return f"The giant has made all {t.giant_total} steps."
            path = t.giant_path
        here = self._piece_cell(a.piece)
        if a.node not in V.NEIGHBOURS[here]:
            return f"{V.node_name(a.node)} is not next to {a.piece} (orthogonal steps only)."
        if a.node >= D.NUM_CELLS or a.node in V.CLOSED_CELLS:
            return "Gnomes and the giant may not enter the start or an artifact space."
        if a.node in path:
            return f"{a.piece} has already been on {V.node_name(a.node)} this turn."
        victim = self.magician_at(a.node)
        if victim is not None:
            reason = self.attack_reason(victim)
            if reason:
                return reason
            if not self._displacement_exists(victim, a.piece):
                return (
                    f"{self.names[victim]}'s magician has nowhere to be displaced to, "
                    "so it blocks the way."
                )
            return None
        return self._obstacle_reason(a.node, a.piece, mover_cell=here)

    def _obstacle_reason(self, node: int, mover: str, mover_cell: int = -1) -> str | None:
        if node not in self._blocked_cells():
            return None
        where = V.node_name(node)
        for rid, cells in self.ruins.items():
            if node in cells:
                return f"{where} is part of ruin {rid}."
        for seat, s in enumerate(self.shields):
            if s == node:
                return f"{where} holds {self.names[seat]}'s shield."
        if node in self.gnomes and node != mover_cell:
            return f"{where} holds a gnome."
        if node == self.giant and node != mover_cell:
            return f"{where} holds the giant."
        holder = self.magician_at(node)
        if holder is not None:
            return f"{where} holds {self.names[holder]}'s magician."
        return None

    def _push_reason(self, node: int) -> str | None:
        t = self.current_turn()
        if t.push_victim < 0:
            return "No magician is being displaced."
        where = V.node_name(node)
        here = self.pos[t.push_victim]
        if node not in V.NEIGHBOURS[here]:
            return f"{where} is not next to the displaced magician."
        if node >= D.NUM_CELLS or node in V.CLOSED_CELLS:
            return "A displaced magician may not enter the start or an artifact space."
        if node in t.push_path:
            return f"The displaced magician has already been on {where}."
        attacker = self.giant if t.push_by == "giant" else self.gnomes[int(t.push_by[1]) - 1]
        if node != attacker:
            reason = self._obstacle_reason(node, "the displaced magician")
            if reason:
                return reason
        left = t.push_left - 1
        if left and not V.exact_walk_exists(
            node, left, set(t.push_path) | {node}, self._displaced_enterable()
        ):
            return f"From {where} the displacement cannot go on for {steps(left)} more."
        return None

    def _bonus_possible(self) -> bool:
        t = self.current_turn()
        return V.exact_walk_exists(
            t.mag_path[-1], D.RED_BONUS_STEPS, set(t.mag_path), self._magician_enterable(t.seat)
        )

    def _ruin_target_reason(self, rid: str, cells: tuple[int, ...] | None) -> str | None:
        if cells is None:
            return f"Ruin {rid} would leave the board."
        blocked = self._blocked_cells()
        own = self.ruins[rid]
        for c in cells:
            if c in V.CLOSED_CELLS:
                return "Ruins may not cover the start or an artifact space."
            if c in blocked and c not in own:
                return f"{D.cell_name(c)} is not free."
        return None

    def _shield_reason(self, cell: int) -> str | None:
        t = self.current_turn()
        if t.shield_done:
            return "The shield has already been set this turn."
        if cell in V.CLOSED_CELLS:
            return "The shield may not stand on the start or an artifact space."
        reason = self._obstacle_reason(cell, "the shield")
        if reason:
            return reason
        walled = self._walled_in_by(cell)
        if walled is not None:
            return f"A shield on {D.cell_name(cell)} would wall in {self.names[walled]}'s magician."
        return None

    def _walled_in_by(self, cell: int) -> int | None:
        """The magician a shield on `cell` would leave with no enterable neighbour (L11)."""
        return self._walling_cells().get(cell)

    def _walling_cells(self) -> dict[int, int]:
        """The cells a shield would wall a magician in on (a magician's only way out), each
        with the first such magician's seat; worked out once per position."""
        out = self._legal_cache.get("walling")
        if out is None:
            old = self.shields[self.current_turn().seat]
            out = self._legal_cache["walling"] = {}
            for seat, node in enumerate(self.pos):
                exits = self._exits(seat, node, old)
                if len(exits) == 1 and exits[0] != old and exits[0] < D.NUM_CELLS:
                    out.setdefault(exits[0], seat)
        return out

    def _exits(self, seat: int, node: int, old: int | None) -> list[int]:
        """The neighbours `seat`'s magician on `node` could step to, the acting player's shield
        lifted from `old`."""
        blocked = self._blocked_cells()
        out = [n for n in V.NEIGHBOURS[node] if n < D.NUM_CELLS and (n == old or n not in blocked)]
        out += [n for n in V.MERGED_NEIGHBOURS[node] if n != V.START_NODE or self.can_finish(seat)]
        return out
