"""One codec for every game's actions: the notation is declared once and read back."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Annotated, Literal

import pytest

from magtui.core.errors import NotationError
from magtui.core.notation import Flag, Mapped, Notation, OneOf, action


@action("build {tile} {space}[ {kaysia}][ i:{order}]")
@dataclass(frozen=True)
class Build:
    tile: Annotated[str, OneOf("T12", "T45")]
    space: Annotated[int, Mapped(r"[a-f]", lambda n: "abcdef"[n], "abcdef".index, "a-f")]
    kaysia: Annotated[bool, Flag("k")] = False
    order: Annotated[str | None, OneOf("YO", "OY")] = None


@action("side {side}")
@dataclass(frozen=True)
class Side:
    side: Literal["left", "right"]


@action("end")
@dataclass(frozen=True)
class End:
    pass


@action("aim[ @{target}]")
@dataclass(frozen=True)
class Aim:
    target: Annotated[
        int | None, Mapped(r"\d+", lambda n: str(n + 1), lambda w: int(w) - 1, "SEAT")
    ] = None


NOTATION = Notation("Test", [Build, Side, End, Aim])


@pytest.mark.parametrize(
    "value,text",
    [
        (Build("T12", 2), "build T12 c"),
        (Build("T45", 0, kaysia=True), "build T45 a k"),
        (Build("T45", 5, order="OY"), "build T45 f i:OY"),
        (Build("T12", 1, True, "YO"), "build T12 b k i:YO"),
        (Side("left"), "side left"),
        (End(), "end"),
        (Aim(0), "aim @1"),
        (Aim(), "aim"),
    ],
)
def test_the_notation_round_trips(value, text):
    assert str(value) == text
    assert NOTATION.parse(text) == value
    assert NOTATION.parse("  " + text.replace(" ", "   ") + " ") == value, (
        "spaces are not significant"
    )


@pytest.mark.parametrize(
    "text", ["build T13 a", "build T12 g", "side up", "ends", "", "build T12 a x"]
)
def test_other_text_is_refused_with_what_was_expected(text):
    with pytest.raises(NotationError) as info:
        NOTATION.parse(text)
    assert (
        "expected one of: build T12|T45 a-f [k] [i:YO|OY]; side left|right; end; aim [@SEAT]"
        in str(info.value)
    )


def test_an_action_must_be_a_frozen_dataclass():
    with pytest.raises(TypeError, match="frozen dataclass"):

        @action("x")
        @dataclass
        class Loose:
            pass


def test_the_refusal_names_the_game_with_its_article():
    with pytest.raises(NotationError, match="'x' is not an Orkensturm action"):
        Notation("Orkensturm", [End]).parse("x")


def test_an_actions_verb_is_the_first_word_of_its_notation():
    assert Build.verb == "build" and End.verb == "end" and Side.verb == "side"
    assert str(Build("T12", 0)).split()[0] == Build("T12", 0).verb
