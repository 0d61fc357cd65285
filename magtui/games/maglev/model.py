"""The state of a game of Maglev Metro, declared once, and the lookups every rule module shares.

Each rule module (setup, trains, stations, track, words, worlds) is a class inheriting from
`MaglevModel`, so that what they read and change is declared here with its type.
"""

from __future__ import annotations

from abc import abstractmethod
from dataclasses import dataclass, field
from typing import Annotated, Mapping, Sequence

from magtui.core.game import GameState
from magtui.core.model import Model, Owned, PerSeat, redacted
from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import Action
from magtui.games.maglev.describe import place_name
from magtui.games.maglev.hexmap import MAPS, Hex
from magtui.games.maglev.track import Ground, Tile, analyse, connections, links, memo

Heading = tuple[Hex, int]  # the station hex and the side the train leaves by
Place = Hex | str  # a hex, or a moon by name (Mars)


@dataclass
class Train(Model):
    at: Place | None = None  # None until the first turn puts it on the map
    head: Heading | None = None  # None: facing out
    cargo: list[str] = field(default_factory=list)


@dataclass
class Site(Model):
    """A station space of the map, built ("types") or not."""

    kind: str  # space, double, corner, moonbase, start, pad, merged
    types: str = ""  # the station types built there, e.g. "OS" at the double station
    waiting: list[str] = field(default_factory=list)  # passengers waiting there
    owner: int | None = None  # a Moonbase's seat


@dataclass
class Pending(Model):
    """The running action, or the choice that must come next (`kind`), and its progress; each
    kind uses only some of the fields."""

    # an action row's key (track, move, pickup, dropoff, adjust), or cut, start, face, put
    kind: str
    left: int = 0  # units left (the rows that spend units step by step)
    changed: bool = False  # something done in it already (it may be finished)
    loaded: int = 0  # passengers picked up in it
    shed: bool = False  # passengers over capacity must be left first
    source: str = ""  # put: "hand" (the starting robots) or "tile" (a new station's passenger)
    colour: str = ""  # put from a tile: its passenger's colour
    steps: int = 0  # a Moon move: stations still to go
    turned: bool = False  # a Moon move: turned around at this station
    taken: int = 0  # a Moon move: stations passed

    @property
    def spends_units(self) -> bool:
        """An action row whose units run down with each step (TRACK, PICK UP, DROP OFF,
        ADJUST): only these count `left`."""
        return self.kind in ("track", "pickup", "dropoff", "adjust")


@dataclass
class MiniDeck(Model):
    """A mini-deck of the draft: its cards are seen by its holder until the holder picks from
    it in this pass, then by nobody until it moves on to the next holder."""

    cards: Annotated[list[str], Owned(shown_as=len)]
    holder: int
    picked: bool = False  # picked from in this pass

    def owner_seat(self) -> int | None:
        return None if self.picked else self.holder


@dataclass
class Draft(Model):
    decks: list[MiniDeck]  # one of each deck's colour
    taken: list[int] = field(default_factory=list)  # the mini-deck of each pick so far, in order
    # (public: the decks' sizes show it)


class MaglevModel(GameState):
    """Everything a game of Maglev Metro is. The bonus cards in `cards` are private to their
    seat (the views show them all at the end); a mini-deck of the draft is seen by its holder
    only, and by nobody once picked from in this pass. The bag is counts by colour, public; what
    comes out of it next is hidden from all in the RNG (GameState declares `rng` hidden)."""

    mapname: str  # "moon" or "mars"
    phase: str  # setup, extra, draft, corner, play, over
    round: int
    start: int  # the start player
    current: int  # whose turn it is in play
    actions_used: int  # this turn
    pending: Pending | None
    boards: list[dict[str, str | None]]  # each seat's player board: space -> colour
    hand: list[list[str]]  # robots still to place on the board
    cards: Annotated[list[list[str]], PerSeat(shown_as=len)]  # bonus cards: others see how many
    tiles: list[dict[Hex, Tile]]  # each seat's track
    trains: list[Train]
    sites: dict[Hex, Site]
    node_of: dict[Hex, Hex]  # a built station's hex -> its node (the double station: its first hex)
    blocked: set[Hex]  # unused Moonbase corners
    moons: dict[str, list[str]]  # Phobos and Deimos (Mars): passengers waiting there
    bag: dict[str, int]  # passengers in the bag by colour: hidden order, public counts
    bagged: set[str]  # commuter colours that entered the bag
    must_cut: set[int]  # seats whose line must be cut back at the double station
    end_round: int | None  # the last round, once the end is triggered
    turns_pile: int  # solo: passengers on the turns pile
    forbidden: tuple[str, ...]  # solo: the black cards whose pairs may not be linked
    draft: Draft | None
    supply: dict[str, int]  # station tiles left by type
    pool: dict[str, int]  # robots not yet anywhere (setup)
    piles: dict[str, int]  # commuters beside the board, not yet in the bag
    step: int  # actions applied so far (lets the bots' caches tell one position from the next)

    def __init__(self, names: Sequence[str], seed: int, options: Mapping[str, str]):
        super().__init__(names, seed, options)
        players = len(names)
        self.mapname = options.get("map", "moon")
        self.phase = "setup"
        self.round = 1
        self.current = 0
        self.actions_used = 0
        self.pending = None
        self.boards = [pb.empty_board() for _ in range(players)]
        self.hand = [list(data.STARTING_ROBOTS[self.mapname]) for _ in range(players)]
        self.cards = [[] for _ in range(players)]
        self.tiles = [{} for _ in range(players)]
        self.trains = [Train() for _ in range(players)]
        self.sites = {}
        self.node_of = {}
        self.blocked = set()
        self.moons = {"phobos": [], "deimos": []} if self.mapname == "mars" else {}
        self.bag = {c: 0 for c in data.COLOURS}
        self.bagged = set()
        self.must_cut = set()
        self.end_round = None
        self.turns_pile = 0
        self.forbidden = ()
        self.draft = None
        self.step = 0

    # ----- the turn's flow (rules.py) -------------------------------------------------------------
    @abstractmethod
    def _options(self, seat: int, kind: type[Action] | None = None) -> list[Action]:
        """The legal actions; with `kind`, only the main menu's actions of that kind."""

    @abstractmethod
    def _begin_turn(self, seat: int) -> None: ...

    @abstractmethod
    def _auto_finish(self, seat: int) -> None:
        """End the running action once nothing more can be chosen in it."""

    def seen_by(self, seat: int | None) -> "MaglevModel":
        """As GameState.seen_by; the final scoring shows every bonus card."""
        seen = redacted(self, seat)
        if self.is_over():
            seen.cards = [list(cards) for cards in self.cards]
        return seen

    @property
    def running(self) -> Pending:
        """`pending` while an action runs or a choice must come next (asked only then)."""
        assert self.pending is not None
        return self.pending

    # ----- the map and the lines ------------------------------------------------------------------
    @property
    def hexmap(self):
        return MAPS[self.mapname]

    @property
    def solo(self) -> bool:
        return self.num_players == 1

    def ground(self) -> Ground:
        return Ground(self.hexmap, self.node_of, frozenset(self.sites), frozenset(self.blocked))

    def anchor(self, seat: int):
        if self.on_moon(seat):
            return data.MARS["launch_pad"]
        return self.train_node(seat)

    def ground_key(self) -> tuple:
        """Everything every line depends on: the map and its built stations."""
        return (
            self.mapname,
            tuple(sorted(self.node_of.items())),
            frozenset(self.sites),
            frozenset(self.blocked),
        )

    def track_key(self, seat: int, ground_key: tuple | None = None) -> tuple:
        """Everything a seat's line depends on (the key of its memoised analyses); `ground_key`
        saves working out the shared part again for each seat."""
        return (ground_key or self.ground_key()) + (
            tuple(sorted(self.tiles[seat].items())),
            self.anchor(seat),
        )

    def line(self, seat: int, relaxed: bool = False, ground=None):
        """The seat's line from its train's station. `relaxed` allows the 3–4 connections a
        double station can force on a line until it is cut back. Callers must not change it."""
        if ground is not None and ground.node_of is not self.node_of:  # a what-if ground
            return self._analyse(seat, relaxed, ground)
        return memo(
            ("line", relaxed) + self.track_key(seat), lambda: self._analyse(seat, relaxed, ground)
        )

    def _analyse(self, seat: int, relaxed: bool, ground=None):
        ground = ground or self.ground()
        anchor = self.anchor(seat)
        if anchor is None:
            return analyse(ground, {}, None)
        return analyse(ground, self.tiles[seat], anchor, max_conns=4 if relaxed else 2)

    def links(self, seat: int, ground_key: tuple | None = None) -> tuple:
        """The seat's links (memoised: scoring and the board count them)."""
        return memo(("links",) + self.track_key(seat, ground_key), lambda: self._links(seat))

    def _links(self, seat: int) -> tuple:
        ground = self.ground()
        line = self.line(seat, relaxed=True, ground=ground)
        return tuple(links(ground, self.tiles[seat], line)) if line.valid else ()

    def node_types(self, node) -> str:
        return self.sites[node].types if node in self.sites else ""

    def has_forbidden_link(self, found) -> bool:
        for card in self.forbidden:
            a, b, _ = data.CARDS[card][1]
            for link in found:
                ta, tb = self.node_types(link.a), self.node_types(link.b)
                if (a in ta and b in tb) or (b in ta and a in tb):
                    return True
        return False

    def actions_per_turn(self, seat: int) -> int:
        return pb.actions_per_turn(self.boards[seat])

    # ----- trains ---------------------------------------------------------------------------------
    def put_train(self, seat: int, at: Place, head: Heading | None) -> None:
        train = self.trains[seat]
        train.at, train.head = at, head

    def on_moon(self, seat: int) -> bool:
        return self.trains[seat].at in data.MOON_NAMES

    def train_node(self, seat: int):
        at = self.trains[seat].at
        if at is None or isinstance(at, str):  # nowhere yet, or on a moon
            return None
        return self.node_of.get(at)

    def train_conns(self, seat: int, ground=None) -> list:
        node = self.train_node(seat)
        if node is None:
            return []
        return connections(ground or self.ground(), self.tiles[seat], node)

    def conns_snapshot(self) -> list:
        ground = self.ground()
        return [set(self.train_conns(s, ground)) for s in range(self.num_players)]

    def fix_headings(self, before: list) -> None:
        """Heading rules of §2.5: a removed heading tile means OUT; a connection added while
        OUT becomes the heading."""
        ground = self.ground()
        for seat, old in enumerate(before):
            train = self.trains[seat]
            now = self.train_conns(seat, ground)
            if train.head is not None and train.head not in now:
                train.head = None
            new = [c for c in now if c not in old]
            if train.head is None and len(new) == 1:
                train.head = new[0]
            # Two new at once (or two left after a cut) while facing out: the player picks ("face").

    # ----- passengers -----------------------------------------------------------------------------
    def bag_total(self) -> int:
        return sum(self.bag.values())

    def bag_draw(self):
        total = self.bag_total()
        if total == 0:
            return None
        index = self.rng.randbelow(total)
        for colour in data.COLOURS:
            if index < self.bag[colour]:
                self.bag[colour] -= 1
                return colour
            index -= self.bag[colour]
        raise AssertionError("bag count mismatch")

    def bag_commuters(self, colour: str) -> None:
        """A commuter colour's whole pile enters the bag (once per game)."""
        self.bag[colour] += self.piles[colour]
        self.piles[colour] = 0
        self.bagged.add(colour)
        self.log.append(f"The {data.COLOUR_NAMES[colour]} commuters enter the bag.")

    def location(self, seat: int):
        """The train's station node, or the moon it is on."""
        at = self.trains[seat].at
        return at if at is None or isinstance(at, str) else self.node_of[at]

    def waiting(self, loc) -> list:
        return self.moons[loc] if loc in data.MOON_NAMES else self.sites[loc].waiting

    def place_name(self, at) -> str:
        return place_name(at, self.sites, self.node_of, self.names)

    # ----- the draft and the double station -------------------------------------------------------
    def draft_decks_of(self, seat: int) -> list[int]:
        """The mini-decks `seat` may pick from now (and sees)."""
        if self.draft is None:
            return []
        return [
            k for k, deck in enumerate(self.draft.decks) if deck.holder == seat and not deck.picked
        ]

    def _double_node(self):
        first, second = data.MOON["double_station"]
        node = self.node_of.get(first)
        return node if node is not None and node == self.node_of.get(second) else None

    def over_connected(self, seat: int) -> bool:
        node = self._double_node()
        return node is not None and len(connections(self.ground(), self.tiles[seat], node)) > 2
