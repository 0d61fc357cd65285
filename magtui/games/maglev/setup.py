"""Setting up both maps, the bonus-card draft and the Moonbase corner choice (§2.9, §4.2, §5.2)."""

from __future__ import annotations

from magtui.core.errors import IllegalAction
from magtui.games.maglev import data
from magtui.games.maglev.actions import Action, Corner, Extra, Pick
from magtui.games.maglev.model import Draft, MaglevModel, MiniDeck, Site


class SetupMixin(MaglevModel):
    """Setup phases before the first turn: extra robot (4 players), draft, corners (Moon)."""

    def _setup(self) -> None:
        players = self.num_players
        self.start = self.rng.randbelow(players)
        self._place_sites()
        removed = data.REMOVED_BY_PLAYERS[players]
        spec = data.MOON if self.mapname == "moon" else data.MARS
        self.supply = dict(spec["supply"])
        # Robots not yet anywhere, and the commuter piles beside the board.
        self.pool = {c: data.ROBOT_COUNT - removed for c in data.ROBOTS}
        self.piles = {c: n - removed for c, n in data.COMMUTER_COUNT.items()}
        for t, n in self.supply.items():  # each supply tile carries a passenger of its colour
            colour = data.STATION_COLOUR[t]
            (self.pool if colour in data.ROBOTS else self.piles)[colour] -= n
        for hand in self.hand:
            for colour in hand:
                self.pool[colour] -= 1
        self._deal_cards()
        if players == 4:
            self.phase = "extra"
        else:
            self._fill_bag()

    # ----- the 4th seat's extra robot -----------------------------------------------------
    @property
    def last_seat(self) -> int:
        return (self.start - 1) % self.num_players

    def _extra_options(self) -> list[Action]:
        return [Extra(c) for c in data.ROBOTS if self.pool[c] > 0]

    def _apply_extra(self, seat: int, colour: str) -> None:
        self.pool[colour] -= 1
        self.hand[seat].append(colour)
        self.log.append(f"{self.seat_name(seat)} takes an extra {data.COLOUR_NAMES[colour]} robot.")
        self.undoable = False
        self._fill_bag()

    # ----- bag and setup robots ---------------------------------------------------------------
    def _fill_bag(self) -> None:
        for colour in data.ROBOTS:
            self.bag[colour] += self.pool[colour]
            self.pool[colour] = 0
        if self.mapname == "moon":
            corner_robots = data.MOON["corner_robots"]
            for h, n in data.MOON["station_spaces"].items():
                self._draw_onto(self.sites[h].waiting, n)
            for h in data.MOON["moonbase_corners"].values():
                self._draw_onto(self.sites[h].waiting, corner_robots)
        else:
            for moon, info in data.MARS["moons"].items():
                self._draw_onto(self.moons[moon], info["robots"])
            for h, n in data.MARS["station_spaces"].items():
                self._draw_onto(self.sites[h].waiting, n)
        self.phase = "draft" if self.draft else "corner" if self.mapname == "moon" else "play"
        if self.phase == "play":
            self._begin_turn(self.start)

    def _draw_onto(self, waiting: list, n: int) -> None:
        for _ in range(n):
            colour = self.bag_draw()
            if colour is not None:
                waiting.append(colour)

    # ----- map sites ------------------------------------------------------------------------------
    def _place_sites(self) -> None:
        if self.mapname == "moon":
            spec = data.MOON
            for h in spec["station_spaces"]:
                self.sites[h] = Site("space")
            for h in spec["double_station"]:
                self.sites[h] = Site("double")
            for letter, h in spec["moonbase_corners"].items():
                self.sites[h] = Site("corner")
            return
        spec = data.MARS
        for h in spec["station_spaces"]:
            self.sites[h] = Site("space")
        types = list(spec["starting_types"])
        self.rng.shuffle(types)
        for h, t in zip(spec["starting_station"], types):
            self.sites[h] = Site("start", types=t)
            self.node_of[h] = h
        pad = spec["launch_pad"]
        self.sites[pad] = Site("pad")
        self.node_of[pad] = pad

    # ----- bonus cards ------------------------------------------------------------------------
    def _deal_cards(self) -> None:
        spec = data.MOON if self.mapname == "moon" else data.MARS
        decks = {
            d: [c for c in data.CARDS if c[0] == d and c not in spec["excluded_cards"]]
            for d in data.DECKS
        }
        for deck in decks.values():
            self.rng.shuffle(deck)
        players = self.num_players
        if players == 1:
            black = decks["K"]
            self.forbidden = tuple(black[: data.SOLO_FORBIDDEN])
            del black[: data.SOLO_FORBIDDEN]
            self.cards[0] = [decks[d][0] for d in data.DECKS]
            self.draft = None
            return
        self.draft = Draft(
            [
                MiniDeck(decks[d][:players], (self.start + i) % players)
                for i, d in enumerate(data.DECKS)
            ]
        )

    def _draft_picker(self):
        """The next seat (from the start player) with a mini-deck not yet picked from this pass."""
        for i in range(self.num_players):
            seat = (self.start + i) % self.num_players
            if self.draft_decks_of(seat):
                return seat
        return None

    def _draft_options(self, seat: int) -> list[Action]:
        d = self.draft
        assert d is not None
        return [Pick(card) for k in self.draft_decks_of(seat) for card in sorted(d.decks[k].cards)]

    # A pick is private: what is left of a mini-deck is seen by its next holder only, and the
    # cards taken are shown to everyone at the final scoring (the end of a game at a shared
    # table reveals every secret choice).
    def secret(self, seat: int, action) -> bool:
        return isinstance(action, Pick)

    def shows(self, seat: int, action) -> dict[int, frozenset[int]]:
        """At the last pick of a pass the mini-decks move on: each new holder learns every
        pick taken from its decks so far, since it now sees what is left of them."""
        d = self.draft
        if self.phase != "draft" or not d or not self.secret(seat, action):
            return {}
        unpicked = [k for k, deck in enumerate(d.decks) if not deck.picked]
        if len(unpicked) != 1 or sum(len(deck.cards) for deck in d.decks) == 1:
            return {}  # not the end of a pass, or the last pass: no deck moves on
        holders = [(deck.holder + 1) % self.num_players for deck in d.decks]
        return {
            pick: frozenset({holders[deck]}) for pick, deck in enumerate([*d.taken, unpicked[0]])
        }

    def _apply_pick(self, seat: int, card: str) -> None:
        d = self.draft
        assert d is not None
        k = next(k for k in self.draft_decks_of(seat) if card in d.decks[k].cards)
        d.decks[k].cards.remove(card)
        d.decks[k].picked = True
        d.taken.append(k)
        self.cards[seat].append(card)
        self.log.append(f"{self.seat_name(seat)} picks a bonus card.")
        self.undoable = False
        if self._draft_picker() is None:
            for deck in d.decks:  # the pass is over: every mini-deck moves on
                deck.picked = False
                deck.holder = (deck.holder + 1) % self.num_players
            if not any(deck.cards for deck in d.decks):
                self.draft = None
                self.log.append("The bonus-card draft is over.")
                self.phase = "corner" if self.mapname == "moon" else "play"
                if self.phase == "play":
                    self._begin_turn(self.start)

    # ----- Moonbase corners (reverse seat order) ------------------------------------------------
    def _corner_picker(self):
        players = self.num_players
        for i in range(1, players + 1):
            seat = (self.start - i) % players
            if self.trains[seat].at is None:
                return seat
        return None

    def _corner_options(self) -> list[Action]:
        corners = data.MOON["moonbase_corners"]
        return [Corner(letter) for letter, h in corners.items() if self.sites[h].kind == "corner"]

    def _apply_corner(self, seat: int, letter: str) -> None:
        h = data.MOON["moonbase_corners"][letter]
        if self.sites[h].kind != "corner":
            raise IllegalAction("That corner is taken.")
        site = self.sites[h]
        site.kind, site.owner = "moonbase", seat
        self.node_of[h] = h
        self.put_train(seat, h, None)
        self.log.append(f"{self.seat_name(seat)} builds a Moonbase in corner {letter}.")
        self.undoable = False  # the next seat chooses now: this seat's turn is over
        if self._corner_picker() is None:
            for letter, corner in data.MOON["moonbase_corners"].items():
                if self.sites[corner].kind == "corner":
                    del self.sites[corner]
                    self.blocked.add(corner)
            self.phase = "play"
            self._begin_turn(self.start)
