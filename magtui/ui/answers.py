"""The engine's answers about the position on screen, each asked once.

A board asks the rules through the view's oracle while a human builds a move (why is this spot
refused, where may the piece go after these steps). Asking means trying on a copy of the state,
so each question is asked once per position: the answers are kept until the move number or the
seat on screen changes.
"""

from __future__ import annotations

import json
from typing import Any

from magtui.core.views import NO_ORACLE, SeatView


class Answers:
    def __init__(self) -> None:
        self._at: tuple[int, int | None] | None = None  # (move, seat) the answers belong to
        self._view: SeatView | None = None
        self._kept: dict = {}

    def follow(self, view: SeatView) -> None:
        """The view now on screen: a new move or seat forgets the answers about the old one."""
        at = (view.move, view.seat)
        if at != self._at:
            self._at = at
            self._kept = {}
        self._view = view

    @property
    def _oracle(self):
        return self._view.oracle if self._view is not None else NO_ORACLE

    def ask(self, question: str, *args: Any) -> Any:
        """The game's answer to `question` about the seat's decision (`GameState.answer`)."""
        key = ("ask", question, json.dumps(args))
        if key not in self._kept:
            self._kept[key] = self._oracle.ask(question, *args)
        return self._kept[key]

    def why_not(self, action) -> str | None:
        """None when the seat may choose `action` now, else the engine's reason."""
        if self._view is not None and action in self._view.actions:
            return None
        key = ("why_not", action)
        if key not in self._kept:
            self._kept[key] = self._oracle.why_not(action)
        return self._kept[key]
