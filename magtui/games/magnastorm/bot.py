"""The `basic` Magnastorm bot: plain rules of thumb over the open view.

It takes over commanders worth reputation when it can pay, moves when it can drop a lab,
builds stations, fulfils every objective it can, and never trades cubes away.
"""

from __future__ import annotations

from magtui.core.bots import Bot
from magtui.core.search import SearchBot
from magtui.games.magnastorm import data


class BasicBot(Bot):
    level = "basic"

    def choose(self, view: dict, legal_actions, worlds=None):
        acts = [a for a in legal_actions if a.verb != "x"] or list(legal_actions)
        step = view["step"]
        me = view["players"][view["actor"]]
        scored = [(self.score(a, step, view, me), self.rng.random(), a) for a in acts]
        return max(scored, key=lambda t: (t[0], t[1]))[2]

    def score(self, a, step: str, view: dict, me: dict) -> float:
        v = a.verb
        if v == "takeover":
            col = a.arg
            if col == data.FIRST_PLAYER_COLUMN:
                return 3.0
            name = view["admin_commanders"][col]
            return 1.0 + data.COMMANDERS[name][1] - (0.5 if a.flag("i") else 0)
        if v == "crew":
            return 2.0 if a.args[1] == "Y" else 1.5
        if v == "to":
            row = int(a.arg[1])
            icon = data.PANEL_4P.get(a.arg, "") if len(view["players"]) == 4 else data.PANEL_23P.get(a.arg, "")
            bonus = {"MOVE2": 1.5, "LAB2": 1.0, "BAG": 1.0, "CREW": 0.5, "TURN": 0.5}.get(icon, 0.8 if icon else 0)
            cheap = 1.0 if row <= 2 else 0.0
            return bonus + cheap + row * 0.2
        if v == "move":
            return 5.0 if any(me["lab_slots"]) else 0.0
        if v == "gain":
            return 1.0
        if v == "go":
            space = a.arg
            empty = space not in view["labs"] and int(space[0]) in view["quiet"]
            return 3.0 + (2.0 if empty else 0.0)
        if v == "mira":
            return 4.0 if a.arg not in view["labs"] else 0.0
        if v in ("from", "justin"):
            return 0.5
        if v in ("build", "obj", "rm", "adira", "place", "put", "col"):
            return 5.0 - (0.1 * len(a.args))
        if v == "lab":
            return 5.0 + (1.0 if a.flag("k") else 0.0) - int(a.arg) * 0.1
        if v == "dain":
            return float(a.arg)
        if v == "take":
            return -me["cubes"][a.arg]
        if v == "res":
            level = me["research"][a.arg]
            return 1.0 + level * 0.1
        if v == "skip":
            return 0.1
        if v == "end":
            return 0.0
        return 0.0


class MagnastormSearchBot(SearchBot):
    """The shared flat Monte Carlo search, scored by MagnastormState.evaluate; exchanges are
    left out of its candidates (they only help as a step towards a payment)."""

    playouts = 4
    depth = 30

    def choose(self, view: dict, legal_actions, worlds=None):
        acts = [a for a in legal_actions if a.verb != "x"] or list(legal_actions)
        return super().choose(view, acts, worlds)
