"""Whether a board holds a game state: the proof that boards draw from views only.

The walk follows everything a board keeps in its own attributes (containers, mapping proxies,
dataclasses, plain objects, closures of kept callables) and stops at Textual widgets and apps
(the DOM leads to the frame, which owns the session) and at the `Oracle`, the view's one
sanctioned channel to the engine, which answers in JSON only.
"""

from __future__ import annotations

import dataclasses
from types import MappingProxyType

from textual.app import App
from textual.dom import DOMNode

from magtui.core.game import GameState
from magtui.core.views import Oracle

STOP = (DOMNode, App, Oracle, type)


def state_paths(board, limit: int = 200_000) -> list[str]:
    """The attribute paths from `board` that reach a GameState (empty: none does)."""
    found: list[str] = []
    seen: set[int] = {id(board)}
    todo = [(f"board.{name}", value) for name, value in vars(board).items()]
    while todo and len(seen) < limit:
        path, value = todo.pop()
        if isinstance(value, GameState):
            found.append(path)
            continue
        if id(value) in seen or isinstance(value, STOP) or value is None:
            continue
        seen.add(id(value))
        todo.extend(_inside(path, value))
    return found


def _inside(path: str, value) -> list[tuple[str, object]]:
    if isinstance(value, (str, bytes, int, float, bool, complex)):
        return []
    if isinstance(value, (dict, MappingProxyType)):
        return [(f"{path}[{k!r}]", v) for k, v in value.items()] + [(f"{path}.key", k) for k in value]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [(f"{path}[{i}]", v) for i, v in enumerate(value)]
    closure = getattr(value, "__closure__", None) if callable(value) else None
    if isinstance(closure, tuple):  # a function's cells (an object may answer any attribute)
        return [(f"{path}.<closure>", _contents(cell)) for cell in closure]
    if hasattr(value, "__self__") and callable(value):  # a bound method: its object
        return [(f"{path}.__self__", value.__self__)]
    if dataclasses.is_dataclass(value):
        return [(f"{path}.{f.name}", getattr(value, f.name)) for f in dataclasses.fields(value)]
    items = list(getattr(value, "__dict__", {}).items())
    for cls in type(value).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(value, slot):
                items.append((slot, getattr(value, slot)))
    return [(f"{path}.{k}", v) for k, v in items]


def _contents(cell):
    try:
        return cell.cell_contents
    except ValueError:  # a cell not yet filled
        return None
