"""The declared model: copies, redaction, JSON and the schema's version come from the
declaration."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, TypedDict

import pytest

from magtui.core.model import (
    Derived,
    Hidden,
    Model,
    Owned,
    PerSeat,
    copy_of,
    redacted,
    schema_version,
    secrets_for,
    to_json,
    undeclared,
)
from magtui.core.rng import Rng


@dataclass(frozen=True)
class Card:
    colour: str
    value: int


class Player(Model):
    seat: int
    hand: Annotated[list[Card], Owned(shown_as=len)]
    score: int

    def __init__(self, seat: int, hand: list[Card]) -> None:
        self.seat, self.hand, self.score = seat, hand, 0

    def owner_seat(self) -> int:
        return self.seat


class Cards(Model):
    players: list[Player]
    deck: Annotated[list[Card], Hidden(shown_as=len)]
    votes: Annotated[list[int | None], PerSeat()]
    grid: list[list[int]]
    order: tuple[int, ...]
    rng: Annotated[Rng, Hidden()]
    cache: Annotated[dict[str, int], Derived(reset=dict)]

    def __init__(self) -> None:
        self.players = [Player(0, [Card("R", 1)]), Player(1, [Card("B", 2), Card("B", 3)])]
        self.deck = [Card("G", 4), Card("G", 5)]
        self.votes = [1, None]
        self.grid = [[0, 0], [0, 0]]
        self.order = (1, 0)
        self.rng = Rng(3)
        self.cache = {"worked out": 1}


def test_a_copy_is_independent_to_the_depth_the_types_say():
    game = Cards()
    copy = copy_of(game)
    copy.grid[0][1] = 7
    copy.players[1].hand.pop()
    copy.players[0].score = 5
    copy.rng.next64()
    assert (
        game.grid == [[0, 0], [0, 0]]
        and len(game.players[1].hand) == 2
        and game.players[0].score == 0
    )
    assert game.rng.state != copy.rng.state
    assert copy.order is game.order, "immutable parts are shared"
    assert copy.cache == {} and game.cache == {"worked out": 1}, "derived fields are reset"


def test_a_field_whose_copy_is_unknown_is_refused_by_name():
    class Loose(Model):
        stuff: object

    loose = Loose()
    loose.stuff = object()
    with pytest.raises(TypeError, match="Loose.stuff"):
        copy_of(loose)


def test_each_seat_sees_its_own_secrets_and_what_others_see_instead():
    game = Cards()
    own = redacted(game, 1)
    assert own.players[1].hand == [Card("B", 2), Card("B", 3)] and own.players[0].hand == 1
    assert own.deck == 2 and own.rng is None
    assert own.votes == [None, None] and redacted(game, 0).votes == [1, None]
    table = redacted(game, None)
    assert [p.hand for p in table.players] == [1, 2]
    assert game.players[1].hand == [Card("B", 2), Card("B", 3)], "the game itself is untouched"


def test_json_and_secrets_come_from_the_declaration():
    game = Cards()
    table = to_json(redacted(game, None))
    assert table["players"][1] == {"seat": 1, "hand": 2, "score": 0}
    assert "cache" not in table
    assert secrets_for(game, 0) == {"players.0.hand": ["Card(colour='R', value=1)"], "votes.0": 1}


def test_the_schema_version_follows_the_declaration():
    class Visible(Model):
        hand: list[int]

    class Secret(Model):
        hand: Annotated[list[int], PerSeat()]

    assert schema_version(Visible) != schema_version(Secret)
    assert schema_version(Cards) == schema_version(Cards)


def test_undeclared_attributes_are_found():
    game = Cards()
    game.stray = 1
    assert undeclared(game) == ["stray"]


class Seen(TypedDict):
    at: tuple[int, int] | None
    cargo: list[str]


class Step(TypedDict, total=False):
    kind: str
    left: int


class Trains(Model):
    trains: list[Seen]
    step: Step | None

    def __init__(self) -> None:
        self.trains = [{"at": (1, 2), "cargo": ["s"]}]
        self.step = {"kind": "move"}


def test_a_typed_dict_is_copied_by_its_keys_types():
    game = Trains()
    copy = copy_of(game)
    copy.trains[0]["cargo"].append("g")
    assert copy.step is not None
    copy.step["left"] = 2
    assert game.trains == [{"at": (1, 2), "cargo": ["s"]}] and game.step == {"kind": "move"}
    assert copy.trains[0]["at"] is game.trains[0]["at"]  # immutable: shared


def test_a_model_without_seat_secrets_shows_no_seat_anything_more():
    class Open(Model):
        board: list[int]
        deck: Annotated[list[int], Hidden(shown_as=len)]

    game = Open()
    game.board, game.deck = [1, 2], [3, 4]
    assert secrets_for(game, 0) == {} and to_json(redacted(game, 0)) == {"board": [1, 2], "deck": 2}
