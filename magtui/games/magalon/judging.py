"""Which actions of a turn are legal, worked out once per position: the candidate actions,
checked against the rules on the board as it stands (moves.py), then against whether every
started movement can still be finished (finish.py), mostly from the kept witnesses. A layer of
the game state (model.py)."""

from __future__ import annotations

from itertools import compress

from magtui.games.magalon import data as D
from magtui.games.magalon import finish as F
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import (
    Action,
    End,
    Energy,
    Lift,
    Play,
    Push,
    RedChoice,
    Roll,
    RuinStep,
    SetRuin,
    Shield,
    Step,
)
from magtui.games.magalon.candidates import (
    END,
    ENERGY,
    LIFTS,
    PUSHES,
    RED_CHOICES,
    ROLL,
    RUIN_STEPS,
    SHIELDS,
    STEPS,
    ruin_moves,
    ruin_placements_clear_of,
    shields_but,
)
from magtui.games.magalon.doing import TurnDoing
from magtui.games.magalon.turn import steps

CHIP_OF_PIECE = {"m": "magician", "giant": "giant", "g1": "gnomes", "g2": "gnomes"}


class TurnJudging(TurnDoing):
    """The legal actions of the acting player in a turn."""

    def basic_reason(self, a: Action) -> str | None:
        """Why the turn action `a` breaks a rule on the board as it stands, or None (whether
        the started movements stay finishable is judged apart: _keeps_finishable)."""
        t = self.turn
        if t is None:
            return "No turn is under way."
        if isinstance(a, Play):
            return "Cards are played at the start of a round."
        if t.push_victim >= 0 and not isinstance(a, Push):
            return (
                f"First finish displacing {self.names[t.push_victim]}'s magician "
                f"({steps(t.push_left)} left)."
            )
        if t.red == "pending" and not isinstance(a, RedChoice):
            return "First choose on the red space: stay (+3 energy) or move on 3 steps."
        if t.fly == "lifted" and not isinstance(a, SetRuin):
            return f"First set ruin {t.lifted} down."
        match a:
            case Step():
                return self._step_reason(a)
            case Push(node=node):
                return self._push_reason(node)
            case RedChoice() if t.red != "pending":
                return "The magician is not ending a move on a red space."
            case RedChoice(stay=False) if not self._bonus_possible():
                return "There is no way to move on 3 steps from here."
            case RedChoice():
                return None
            case RuinStep() if t.action != "ruins":
                return f"The {t.card} card does not move ruins."
            case RuinStep() if t.ruin_steps >= t.amount:
                return f"The ruins have used all {t.amount} steps."
            case RuinStep(ruin=rid, direction=direction):
                return self._ruin_target_reason(rid, V.shift(self.ruins[rid], direction))
            case Lift() if t.action != "fly":
                return f"The {t.card} card does not fly a ruin."
            case Lift():
                return "The flying ruin has already been used." if t.fly else None
            case SetRuin() if t.fly != "lifted":
                return "No ruin is lifted."
            case SetRuin(cells=cells) if V.footprint(cells) not in V.ROTATIONS[t.lifted]:
                return f"Ruin {t.lifted} can be turned but not mirrored: that is not its shape."
            case SetRuin(cells=cells):
                return self._ruin_target_reason(t.lifted, cells)
            case Shield(cell=cell):
                return self._shield_reason(cell)
            case Energy():
                return "The energy has already been settled this turn." if t.energy_done else None
            case Roll() if not t.giant:
                return "Only the player of the lowest card moves the giant."
            case Roll():
                return "The dice have already been rolled." if t.dice else None
            case End():
                return self._end_reason()

    def stuck(self, chip: str) -> bool:
        """A movement chip not yet started that cannot be carried out in this turn, whatever
        else moves: it shows "no legal move" (L17)."""
        t = self.current_turn()
        if chip == "magician":
            started = t.mag_steps or not t.mag_target
        elif chip == "gnomes":
            started = t.gnome_steps
        elif chip == "giant":
            started = not t.dice or t.giant_steps
        else:
            started = t.ruin_steps
        if started:
            return False
        cache = self._legal_cache.setdefault("stuck", {})
        if chip not in cache:
            cache[chip] = F.chip_witness(self, chip) is None
        return cache[chip]

    def _compute_legal(self, seat: int) -> list:
        if seat not in self.to_act():
            return []
        if self.phase == "play":
            return [Play(v) for v in self.playable(seat)]
        found = self._witnesses()
        candidates = self._allowed_candidates()
        known = self._legal_cache.get("first_verdicts")  # _way_on's, if it judged some
        keeps_finishable = self._keeps_finishable
        if known is None:
            verdicts = [keeps_finishable(a, found) for a in candidates]
        else:
            verdicts = known + [keeps_finishable(a, found) for a in candidates[len(known) :]]
        self._legal_cache["judged"] = candidates, verdicts  # for refusal
        good = list(compress(candidates, verdicts))
        bulk = self._legal_cache.get("bulk_judged")  # _way_on's, if it went so far
        good += (
            self._bulk_judged(found) if bulk is None else bulk
        )  # in place: the shield list is long
        return good

    def _way_on(self) -> bool:
        """Is some action legal, as _compute_legal judges (it stops at the first)? With a
        movement started, the check of what later actions could clear is generous, so a step
        it let through may leave none (takeback.py)."""
        found = self._witnesses()
        # None: a movement that no action can finish. {}: none under way, so the turn may end,
        # or the push, the red choice or the lifted ruin of the moment be done.
        if not found:
            return found is not None
        keeps_finishable = self._keeps_finishable
        verdicts = self._legal_cache["first_verdicts"] = []
        for a in self._allowed_candidates():
            verdicts.append(keeps_finishable(a, found))
            if verdicts[-1]:
                return True
        bulk = self._legal_cache["bulk_judged"] = self._bulk_judged(found)
        return bool(bulk)

    def moving_actions(self, seat: int) -> list:
        """legal_actions(seat) less the shield and flying-ruin placements, for playouts of bots
        that never place them (the long lists are not worked out); the full list when nothing
        else is legal."""
        if seat not in self.to_act() or self.phase != "turn":
            return self.legal_actions(seat)
        cache = self._legal_cache
        if cache.get("seat") == seat:
            return list(cache["legal"])
        found = self._witnesses()
        good = [a for a in self._allowed_candidates() if self._keeps_finishable(a, found)]
        return good or self.legal_actions(seat)

    def _bulk_judged(self, found: F.Witnesses | None) -> list[Action]:
        """The shield or flying-ruin targets that keep every started movement finishable."""
        t = self.turn
        assert t is not None  # (not current_turn(): this is read very often)
        if t.shield_done and t.fly != "lifted":
            return []
        if found and self._shield_open():  # the long list in one pass
            refused = self._shield_refused()
            keep = shields_but(refused)
            for c in self._legal_cache["witness_nodes"]:
                if c < D.NUM_CELLS and keep[c] and not self._shield_leaves_a_way(c, found):
                    keep[c] = 0
            return list(compress(SHIELDS, keep))
        bulk = self._bulk_candidates()
        if not bulk or not found:
            return bulk
        in_way = self._witness_nodes_without_lifted_ruin()
        if in_way is None:
            return []
        return [a for a in bulk if in_way.isdisjoint(a.cells) or self._keeps_finishable(a, found)]

    def _witnesses(self) -> F.Witnesses | None:
        """finish.witnesses of this position (None only for a moment, before a take-back), and
        the nodes they pass through."""
        cache = self._legal_cache
        if "witnesses" not in cache:
            found = cache["witnesses"] = F.witnesses(self, self._witness_hint)
            cache["witness_nodes"] = F.cells_of(found) if found else set()
        return cache["witnesses"]

    def _end_reason(self) -> str | None:
        """Why the turn may not end yet: a started movement that can still be finished (the
        witnesses are of those alone)."""
        if not self._witnesses():
            return None
        # Named in the turn's order, as the status line does (the witnesses carried over from
        # the position before may hold them in another).
        unfinished = " and ".join(self.current_turn().unfinished())
        return f"Finish the {unfinished} move first (or take it back with u)."

    def _candidates(self) -> list:
        """Actions of the right kind for this moment (each still checked by basic_reason)."""
        t = self.current_turn()
        if t.push_victim >= 0:
            return [PUSHES[n] for n in V.NEIGHBOURS[self.pos[t.push_victim]]]
        if t.red == "pending":
            return list(RED_CHOICES)
        if t.fly == "lifted":
            return []
        out: list = []
        if t.mag_steps < t.mag_target:
            out += [STEPS["m", n] for n in V.NEIGHBOURS[t.mag_path[-1]]]
        if t.action == "gnomes" and t.gnome_steps < t.amount:
            for i, name in enumerate(("g1", "g2")):
                out += [STEPS[name, n] for n in V.NEIGHBOURS[self.gnomes[i]]]
        if t.action == "ruins" and t.ruin_steps < t.amount:
            out += [a for rid in D.RUIN_IDS for a in RUIN_STEPS[rid]]
        if t.action == "fly" and not t.fly:
            out += LIFTS
        if not t.energy_done:
            out.append(ENERGY)
        if t.giant and not t.dice:
            out.append(ROLL)
        if t.dice and t.giant_steps < t.giant_total:
            out += [STEPS["giant", n] for n in V.NEIGHBOURS[self.giant]]
        out.append(END)
        return out

    def _allowed_candidates(self) -> list:
        """The candidates basic_reason allows, in the same order: the common steps are checked
        against the position's occupancy directly, the rest by basic_reason. Worked out once per
        position (do not change the list you get)."""
        cache = self._legal_cache
        known = cache.get("allowed")
        if known is not None:
            return known
        t = self.turn
        assert t is not None  # (not current_turn(): this is read very often)
        if t.push_victim >= 0 or t.red == "pending" or t.fly == "lifted":
            out = cache["allowed"] = [a for a in self._candidates() if self.basic_reason(a) is None]
            return out
        blocked = self._blocked_cells()
        out = []
        if t.mag_steps < t.mag_target:
            path = t.mag_path
            for n in V.NEIGHBOURS[path[-1]]:
                if n in path:
                    continue
                if n == V.START_NODE:
                    if self.basic_reason(STEPS["m", n]) is None:
                        out.append(STEPS["m", n])
                elif n >= D.NUM_CELLS or n not in blocked:
                    out.append(STEPS["m", n])
        if t.action == "gnomes" and t.gnome_steps < t.amount:
            for i, name in enumerate(("g1", "g2")):
                out += self._monster_steps(name, self.gnomes[i], t.gnome_paths[i], blocked)
        if t.action == "ruins" and t.ruin_steps < t.amount:
            for rid in D.RUIN_IDS:
                out += [a for a, new in ruin_moves(rid, self.ruins[rid]) if blocked.isdisjoint(new)]
        if t.action == "fly" and not t.fly:
            out += LIFTS
        if not t.energy_done:
            out.append(ENERGY)
        if t.giant and not t.dice:
            out.append(ROLL)
        if t.dice and t.giant_steps < t.giant_total:
            out += self._monster_steps("giant", self.giant, t.giant_path, blocked)
        if not self._witnesses():  # nothing left to finish (_end_reason)
            out.append(END)
        cache["allowed"] = out
        return out

    def _monster_steps(
        self, piece: str, here: int, path: list[int], blocked: set[int]
    ) -> list[Step]:
        out = []
        for n in V.NEIGHBOURS[here]:
            if n >= D.NUM_CELLS or n in path:
                continue
            if n not in blocked:
                out.append(STEPS[piece, n])
            elif n in self.pos and self.basic_reason(STEPS[piece, n]) is None:
                out.append(STEPS[piece, n])  # an attack
        return out

    def _bulk_candidates(self) -> list:
        """The shield and flying-ruin targets, already checked against the rules (these lists
        are long, so the board is read once for all of them)."""
        t = self.current_turn()
        if t.push_victim >= 0 or t.red == "pending":
            return []
        if t.fly == "lifted":
            return ruin_placements_clear_of(t.lifted, self._blocked_cells(skip_ruin=t.lifted))
        if t.shield_done:
            return []
        return list(compress(SHIELDS, shields_but(self._shield_refused())))

    def _shield_open(self) -> bool:
        """Is setting the shield among the choices of the moment?"""
        t = self.current_turn()
        return t.push_victim < 0 and t.red != "pending" and t.fly != "lifted" and not t.shield_done

    def _shield_refused(self) -> set[int]:
        """The cells the shield may not be set on now: taken, or walling a magician in."""
        return self._blocked_cells().union(self._walling_cells())

    def _unfinishable_reason(self, a: Action) -> str:
        """Which started movement `a` would leave impossible to finish, whatever else moves."""
        sim = self.clone()
        sim._do_turn_action(a, quiet=True)
        t = sim.current_turn()
        chip = next(iter(F.doomed(sim)), None)
        if chip is None:
            return (
                f"Wherever {self.names[t.push_victim]}'s magician were displaced from there, "
                "a started move could not be finished."
            )
        piece, left = {
            "magician": ("the magician", t.mag_target - t.mag_steps),
            "giant": ("the giant", t.giant_total - t.giant_steps),
            "gnomes": ("the gnomes", t.amount - t.gnome_steps),
            "ruins": ("the ruins", t.amount - t.ruin_steps),
        }[chip]
        if isinstance(a, Step) and t.push_victim >= 0:
            where = f"After the attack on {V.node_name(a.node)} {piece}"
        elif (
            isinstance(a, Step)
            and {"m": "magician", "giant": "giant"}.get(a.piece, "gnomes") == chip
        ):
            where = f"From {V.node_name(a.node)} {piece}"
        else:
            where = f"After that, {piece}"
        return (
            f"{where} could not make the {steps(left)} still to go, whatever else moves this turn."
        )

    def _keeps_finishable(self, a: Action, found: F.Witnesses | None) -> bool:
        """After `a`, can every started movement still be finished (finish.py)? `found`: the
        witnesses of this position. Most actions are judged from them without trying `a` out."""
        kind = type(a)
        if type(a) is Step:
            assert found is not None, "judged only where every started movement can be finished"
            quick = self._step_judged(a, found)
        elif not found and kind is not Push:
            return True  # nothing under way for it to stand in the way of, and it starts no walk
        elif kind is RuinStep and self.turn and self.turn.ruin_steps + 1 < self.turn.amount:
            return True  # ruins that may still move stand in nobody's way; this one can step back
        elif kind is End or kind is Lift:
            return True
        elif kind is Roll and not self._magicians_in_way(self._legal_cache["witness_nodes"]):
            return True  # the giant's reach can only shrink: it matters to those it might displace
        else:  # with no witnesses (a push, a movement past saving), tried out
            quick = None if found is None else self._judged_quickly(a, found)
        if quick is not None:
            return quick
        sim = self.clone()
        sim._do_turn_action(a, quiet=True)
        if sim.phase != "turn":
            return True  # the winning step
        if sim.current_turn().push_victim >= 0:
            return sim._displacement_can_end_well(found)
        return F.witnesses(sim, found) is not None

    def _judged_quickly(self, a: Action, found: F.Witnesses) -> bool | None:
        """True or False when the (non-empty) witnesses settle `a`, other than a step, None when
        it must be tried out."""
        t = self.turn
        assert t is not None  # (not current_turn(): this is read very often)
        in_way = self._legal_cache["witness_nodes"]
        if isinstance(a, RedChoice):
            # Move on: a real 3-step continuation exists (basic_reason). Stay: the magician
            # stops here for good.
            return True if not a.stay or self.pos[t.seat] not in in_way else None
        if isinstance(a, Shield):
            # Only the new square can get in the way: the old one is cleared.
            return True if a.cell not in in_way else None
        if isinstance(a, Energy):
            # Only the finish can close: a magician whose witness ends there.
            ends_home = found.get("magician", (None,))[-1:] == (V.START_NODE,)
            return True if t.action == "energy" or not ends_home else None
        if isinstance(a, RuinStep):  # the last ruin step (the others: _keeps_finishable)
            if all(chip == "ruins" for chip in found):
                return True
            # Every ruin stays put from now on, out of every witness's way or tried out.
            in_way = self._witness_nodes_but("ruins", found)
            hit = self._legal_cache.get("ruins_in_way")
            if hit is None:
                hit = self._legal_cache["ruins_in_way"] = {
                    rid for rid, cells in self.ruins.items() if not in_way.isdisjoint(cells)
                }
            if hit and hit != {a.ruin}:
                return None
            moved = V.shift(self.ruins[a.ruin], a.direction)
            assert moved is not None, "a ruin step judged legal stays on the board"
            return True if in_way.isdisjoint(moved) else None
        if isinstance(a, SetRuin):
            clear = self._witness_nodes_without_lifted_ruin()
            return False if clear is None else (True if clear.isdisjoint(a.cells) else None)
        return None

    def _shield_leaves_a_way(self, cell: int, found: dict) -> bool:
        """A shield set on `cell`, on some witness: the started movements find other ways (the
        old square is cleared, and nothing else changes)."""
        blocked = self._fixed_cells() | {cell}
        return all(
            cell not in F.cells_of({chip: w}) or F.witness(self, chip, blocked) is not None
            for chip, w in found.items()
        )

    def _witness_nodes_without_lifted_ruin(self) -> set[int] | None:
        """Where the started movements could pass once the lifted ruin has landed somewhere and
        every ruin stays put (None: nowhere, wherever it lands)."""
        cache = self._legal_cache
        if "fly_nodes" not in cache:
            sim = self.clone()
            turn = sim.current_turn()
            sim.ruins[turn.lifted] = ()
            turn.fly = "done"
            found = F.witnesses(sim, self._witnesses())
            cache["fly_nodes"] = None if found is None else F.cells_of(found)
        return cache["fly_nodes"]

    def _step_judged(self, a: Step, found: F.Witnesses) -> bool | None:
        t = self.turn
        assert t is not None  # (not current_turn(): this is read very often)
        node = a.node
        piece = a.piece
        if piece == "m":
            if node in V.ARTIFACT_OF_NODE:
                return None  # an artifact may open the finish
            left = t.mag_target - len(t.mag_path)
            if left == 0:
                # It stops here for good: in the way of another witness, it is tried out.
                return True if node not in self._witness_nodes_but("magician", found) else None
            w = found.get("magician")
            if w and w[0] == node:
                return True
            ways = self._legal_cache.get("ways")
            if ways and node in ways:
                return True  # found in a position before, on the same board (carry.py)
            way = F.walk(node, left, t.mag_path, self._fixed_cells(), False, self._may_finish())
            if way is None:
                return False
            self._legal_cache.setdefault("ways", {})[node] = tuple(way)  # the witness, if stepped
            return True
        if node in self.pos:
            return None  # an attack: a displacement follows
        chip = CHIP_OF_PIECE[piece]
        others_in_way = self._witness_nodes_but(chip, found)
        if self._magicians_in_way(others_in_way) and not self._still_out_of_way(a, others_in_way):
            return None  # the attacker's reach shrinks: a magician it could displace may stay put
        if piece == "giant":
            left = t.giant_total - t.giant_steps - 1
        else:
            left = t.amount - t.gnome_steps - 1
        if left == 0:
            # The walk ends: the gnomes or the giant stay put from now on, out of every
            # witness's way or tried out (the magicians left out of reach were checked above).
            settled = (node,) if piece == "giant" else (node, self.gnomes[2 - int(piece[1])])
            return True if others_in_way.isdisjoint(settled) else None
        w = found.get(chip)
        if piece == "giant":
            if w and w[0] == node:
                return True
            return F.walk(node, left, t.giant_path, self._fixed_cells(), True) is not None
        # The steps left are split between the two gnomes: what the other can take at most
        # (searched once per position), this one must find from `node`.
        i = int(piece[1]) - 1
        if w is not None and w[i][:1] == (node,):
            return True
        blocked = self._fixed_cells()
        need = left - self._gnome_reach(1 - i, left, blocked)
        return need <= 0 or len(F.longest(node, need, t.gnome_paths[i], blocked)) == need

    def _gnome_reach(self, i: int, cap: int, blocked: set[int]) -> int:
        """How many of `cap` steps gnome `i` can still walk from where it stands."""
        cache = self._legal_cache.setdefault("gnome_reach", {})
        if (i, cap) not in cache:
            cache[i, cap] = len(
                F.longest(self.gnomes[i], cap, self.current_turn().gnome_paths[i], blocked)
            )
        return cache[i, cap]

    def _witness_nodes_but(self, chip: str, found: dict) -> set[int]:
        """The nodes the witnesses of the other started movements pass through."""
        key = "nodes_but " + chip
        cache = self._legal_cache
        out = cache.get(key)
        if out is None:
            out = cache[key] = F.cells_of({other: w for other, w in found.items() if other != chip})
        return out

    def _may_finish(self) -> bool:
        cache = self._legal_cache
        out = cache.get("may_finish")
        if out is None:
            out = cache["may_finish"] = F.may_finish(self)
        return out

    def _still_out_of_way(self, a: Step, nodes: set[int]) -> bool:
        """After the gnome's or giant's step `a`, may every other player's magician on `nodes`
        still be displaced, so that it stands in no witness's way, as before?"""
        reach = F.attacker_reach(self, (a.piece, a.node))
        seat = self.current_turn().seat
        return all(
            F.within_reach(p, reach)
            for s, p in enumerate(self.pos)
            if s != seat and p in nodes and p < D.NUM_CELLS
        )

    def _magicians_in_way(self, nodes: set[int]) -> bool:
        """Does a witness pass through another player's magician (to be displaced first)?"""
        if nodes and self.turn:
            seat = self.turn.seat
            for s, p in enumerate(self.pos):
                if p in nodes and s != seat:
                    return True
        return False

    def _fixed_cells(self) -> set[int]:
        cache = self._legal_cache
        out = cache.get("fixed")
        if out is None:
            out = cache["fixed"] = F.fixed_cells(self)
        return out

    def _displacement_can_end_well(self, hints: F.Witnesses | None) -> bool:
        """Some way of finishing the displacement under way leaves every started movement
        finishable."""
        t = self.current_turn()
        victim = t.push_victim
        attacker = self._piece_cell(t.push_by)
        blocked = self._blocked_cells() - {attacker}
        seen = set(t.push_path)
        judged: dict[int, bool] = {}

        def good_end(node: int) -> bool:
            if node not in judged:
                # The position with the displacement done, in place (and its cache set aside).
                pos, path, cache = self.pos[victim], list(t.push_path), self._legal_cache
                self.pos[victim], t.push_victim, t.push_path, self._legal_cache = node, -1, [], {}
                t.displaced.add(victim)
                judged[node] = F.witnesses(self, hints) is not None
                t.displaced.discard(victim)
                self.pos[victim], t.push_victim, t.push_path, self._legal_cache = (
                    pos,
                    victim,
                    path,
                    cache,
                )
            return judged[node]

        def go(node: int, left: int) -> bool:
            if left == 0:
                return good_end(node)
            for n in V.NEIGHBOURS[node]:
                if (
                    n < D.NUM_CELLS
                    and n not in V.CLOSED_CELLS
                    and n not in seen
                    and n not in blocked
                ):
                    seen.add(n)
                    ok = go(n, left - 1)
                    seen.discard(n)
                    if ok:
                        return True
            return False

        return go(self.pos[victim], t.push_left)
