"""A board's layout steps by its size, chosen in one place: the roomiest step whose least size
the board has, else the compact one every board draws at 80×24."""

from __future__ import annotations

from typing import NamedTuple, Sequence

COMPACT = "compact"


class Layout(NamedTuple):
    name: str
    width: int  # the least board size (not terminal size) the layout needs
    height: int


def layout_for(width: int, height: int, layouts: Sequence[Layout]) -> str:
    """The name of the first of `layouts` (the roomiest first) that fits `width`×`height`."""
    return next(
        (step.name for step in layouts if width >= step.width and height >= step.height), COMPACT
    )
