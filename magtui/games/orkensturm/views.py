"""What each seat may see of an Orkensturm game (spec section 5), and the words for it."""

from __future__ import annotations

from magtui.games.orkensturm import data as D

PHASE_STEP = {"loyalty": "Setup", "advisor": "Setup", "place": "Step 1 Positioning",
              "troop": "Step 1 Positioning", "take": "Step 2 Actions", "action": "Step 2 Actions", "inspect": "Step 2 Actions",
              "tax": "Step 2 Tax Collection", "joust": "Step 2 Joust",
              "contribute": "Step 3 Contributions", "over": "Game over"}


class TableViews:
    """Mixed into the state: views, status line and cover words."""

    def exits(self) -> dict[str, int]:
        """Which pawn stands at each character's exit: this turn's after acting, else last turn's."""
        out = {}
        for seat in range(self.num_players):
            if self.placed[seat] is not None:
                if self.acted[seat]:
                    out[self.placed[seat]] = seat
            elif self.prev[seat] is not None:
                out[self.prev[seat]] = seat
        return out

    def step_name(self) -> str:
        if self.phase == "take" and self.take_for == "bonus":
            return PHASE_STEP["place"]
        return PHASE_STEP[self.phase]

    def public_view(self) -> dict:
        view = {
            "turn": self.turn, "phase": self.phase, "step": self.step_name(),
            "start": self.start, "order": list(self.order), "to_act": list(self.to_act()),
            "sides": list(self.sides), "ap": list(self.ap), "pawns": list(self.pawns),
            "hand_sizes": [sum(h) for h in self.hands],
            "advisor_counts": [len(a) for a in self.advisors],
            "tracks": dict(self.tracks), "reserve": list(self.reserve),
            "supply": sum(self.supply), "orkensturm": sum(self.ork),
            "advisor_decks": {s: len(d) for s, d in self.adv_decks.items()},
            # While loyalty is chosen the event deck is not built yet: it will hold every card.
            "events": self.event_mode, "event": self.event,
            "event_deck": len(D.EVENTS) if self.phase == "loyalty" and self.event_mode != "off"
            else len(self.events),
            "event_discard": list(self.event_discard),
            "placed": list(self.placed), "acted": list(self.acted), "previous": list(self.prev),
            "exits": self.exits(), "battles": {"won": self.battles_won, "lost": self.battles_lost},
            "joust_first": list(self.joust_first), "tax_first": list(self.tax_first),
            "last_reveal": self.last_reveal, "last_joust": self.last_joust,
        }
        if self.tax is not None:
            view["tax"] = {"announcer": self.tax["announcer"], "offers": dict(self.tax["offers"])}
        if self.joust is not None:
            view["joust"] = {"announcer": self.joust["announcer"]}
        if self.inspection is not None:
            i = self.inspection
            view["inspection"] = {"actor": i["actor"], "target": i["target"], "colour": i["colour"],
                                  "gain": i["gain"]}
        if self.final is not None:
            view["final"] = self.final
            view["hands"] = [list(h) for h in self.hands]
            view["advisors"] = [list(a) for a in self.advisors]
        return view

    def private_view(self, seat: int) -> dict:
        view = {"hand": list(self.hands[seat]), "advisors": list(self.advisors[seat])}
        if self.joust is not None and self.joust["offers"][seat] is not None:
            view["joust_offer"] = self.joust["offers"][seat]
        if self.inspection is not None and self.inspection["actor"] == seat:
            view["inspected"] = {"target": self.inspection["target"], "hand": list(self.inspection["hand"])}
        return view

    def status(self) -> str:
        if self.phase == "over":
            winners = self.result().winners
            return f"Game over (ending {self.final['ending']}): " + \
                ", ".join(self.names[s] for s in winners) + (" win." if len(winners) > 1 else " wins.")
        if self.phase == "joust":
            return (f"Joust: {self.names[self.to_act()[0]]} makes a secret offer of red cards.")
        seat = self.to_act()[0]
        return f"{self.names[seat]} must {self.decision(seat)}."

    def seat_label(self, seat: int) -> str:
        side = self.sides[seat]
        label = f"seat {seat + 1} · {self.pawns[seat]} pawn"
        return f"{label} · {D.SIDE_NAMES[side]} side" if side else label

    def private_moment(self, seat: int) -> bool:
        """An inspected hand always gets its own cover naming the actor (spec 4.3)."""
        return self.phase == "inspect" and self.inspection is not None and self.inspection["actor"] == seat

    def decision(self, seat: int) -> str:
        phase = self.phase
        if phase == "loyalty":
            return "choose a side: Brin or Answin"
        if phase == "advisor":
            return "read a secret advisor card"
        if phase == "place":
            return "place a pawn on a character"
        if phase == "troop":
            return "take red or green as the last placer"
        if phase == "take":
            return "take any colour from the reserve"
        if phase == "action":
            return f"choose an action of the {D.CHARACTER_NAMES[self.placed[seat]]}"
        if phase == "inspect":
            return "look at the inspected hand"
        if phase == "tax":
            return "offer yellow openly (Tax Collection)"
        if phase == "joust":
            return "offer red in secret (Joust)"
        if phase == "contribute":
            return "add 2 cards face down to the Orkensturm deck"
        return "wait"

    def describe_action(self, action) -> str:
        return self.describe(action)
