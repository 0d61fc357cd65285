"""What the Maglev board draws from: one seat's JSON view (`MaglevState.view`), read once into
hexes as tuples and player boards in full. The drawing code sees nothing else of the game."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Mapping

from magtui.games.maglev import data, scoring
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.describe import place_name
from magtui.games.maglev.hexmap import MAPS, HexMap, parse_hex


def _hex_keys(mapping: Mapping) -> dict:
    return {parse_hex(h): value for h, value in mapping.items()}


def _place(at):
    """A train's place in a view ("6,4", "phobos" or None) as the board names it."""
    return at if at is None or at in data.MOON_NAMES else parse_hex(at)


def _train(train: Mapping) -> dict:
    head = train["head"]
    if head is not None:
        h, side = head.split(":")
        head = (parse_hex(h), data.SIDE_NAMES.index(side))
    return {"at": _place(train["at"]), "head": head, "cargo": tuple(train["cargo"])}


@dataclass(frozen=True)
class Scene:
    mapname: str
    phase: str
    round: int
    current: int
    actions_used: int
    pending: Mapping | None
    decision: str  # what the seat to act must decide now (public)
    names: tuple[str, ...]
    boards: tuple[dict, ...]  # every space, None when empty
    hands: tuple[tuple[str, ...], ...]  # robots still to place
    tiles: tuple[dict, ...]  # hex -> (side, side)
    trains: tuple[dict, ...]  # at (hex, moon or None), head ((hex, side) or None), cargo
    cards_held: tuple[int, ...]
    links: tuple[int, ...]
    sites: dict  # hex -> types, waiting, owner, kind
    node_of: dict  # built station hex -> its station's first hex
    blocked: frozenset
    moons: Mapping
    bag: Mapping
    piles: Mapping
    supply: Mapping
    turns_pile: int
    end_round: int | None
    forbidden: tuple[str, ...]
    recent_log: tuple[str, ...]
    own_cards: tuple[tuple[str, int], ...]  # the seat's own cards and their worth (private)
    draft: tuple[tuple[str, ...], ...]  # the mini-decks in front of the seat (private)
    revealed: tuple[tuple[int, tuple[tuple[str, int], ...]], ...]  # at the end: points, cards

    @classmethod
    def of(cls, view: Mapping[str, Any]) -> "Scene":
        players = view["players"]
        private = view.get("private", {})
        revealed = ()
        if "card_values" in view:
            revealed = tuple((points, tuple(map(tuple, values)))
                             for points, values in zip(view["card_points"], view["card_values"]))
        return cls(
            mapname=view["map"], phase=view["phase"], round=view["round"], current=view["current"],
            actions_used=view["actions_used"], pending=view["pending"], decision=view["decision"],
            names=tuple(p["name"] for p in players),
            boards=tuple({space: p["board"].get(space) for space in pb.SPACES} for p in players),
            hands=tuple(tuple(p["hand"]) for p in players),
            tiles=tuple({parse_hex(h): tuple(data.SIDE_NAMES.index(s) for s in sides.split("-"))
                         for h, sides in p["tiles"].items()} for p in players),
            trains=tuple(_train(p["train"]) for p in players),
            cards_held=tuple(p["cards_held"] for p in players),
            links=tuple(p["links"] for p in players),
            sites=_hex_keys(view["sites"]),
            node_of={h: parse_hex(n) for h, n in _hex_keys(view["node_of"]).items()},
            blocked=frozenset(parse_hex(h) for h in view["blocked"]), moons=view["moons"],
            bag=view["bag"], piles=view["piles"], supply=view["supply"], turns_pile=view["turns_pile"],
            end_round=view["end_round"], forbidden=tuple(view["forbidden"]),
            recent_log=tuple(view["recent_log"]),
            own_cards=tuple(tuple(pair) for pair in private.get("card_values", ())),
            draft=tuple(tuple(deck) for _, deck in sorted(private.get("draft", {}).items(), key=lambda kv: int(kv[0]))),
            revealed=revealed,
        )

    def score(self, seat: int) -> dict:
        """The seat's points so far without its cards: commuters, links, total, robots."""
        return scoring.board_score(self.boards[seat], self.links[seat])

    @property
    def hexmap(self) -> HexMap:
        return MAPS[self.mapname]

    @property
    def num_players(self) -> int:
        return len(self.names)

    @property
    def solo(self) -> bool:
        return self.num_players == 1

    @property
    def over(self) -> bool:
        return self.phase == "over"

    def bag_total(self) -> int:
        return sum(self.bag.values())

    def actions_per_turn(self, seat: int) -> int:
        return pb.actions_per_turn(self.boards[seat])

    def place_name(self, at) -> str:
        return place_name(at, self.sites, self.node_of, self.names)
