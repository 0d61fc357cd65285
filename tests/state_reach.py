"""Whether a board holds a game state: the proof that boards draw from views only.

The walk follows everything a board keeps in its own attributes (containers, mapping proxies,
dataclasses, plain objects, closures of kept callables) and stops at Textual widgets and apps
(the DOM leads to the frame, which owns the session) and at the `Oracle`, the view's one
sanctioned channel to the engine, which answers in JSON only.

It also stops at the process's shared machinery, which no board keeps and which leads to
everything in the interpreter: modules (functions' globals were never followed either), event
loops, threads and executors (every Textual node keeps an asyncio event, whose loop leads through
a worker thread to `sys.modules`). And it does not open the drawing's own values (strips,
segments, styles, colours), which hold text, numbers and styles only.
"""

from __future__ import annotations

import dataclasses
from asyncio import AbstractEventLoop
from concurrent.futures import Executor
from threading import Thread
from types import MappingProxyType, ModuleType

from rich.segment import Segment
from rich.style import Style
from textual.app import App
from textual.color import Color
from textual.dom import DOMNode
from textual.strip import Strip

from magtui.core.game import GameState
from magtui.core.model import is_redacted
from magtui.core.views import Oracle

STOP = (DOMNode, App, Oracle, type, ModuleType, AbstractEventLoop, Thread, Executor)
LEAVES = (str, bytes, int, float, bool, complex, Strip, Segment, Style, Color)
STATE, STOPS, LEAF, OPEN = range(4)


def state_paths(board, limit: int = 200_000) -> list[str]:
    """The attribute paths from `board` that reach a GameState other than a seat's redacted copy
    (`GameState.seen_by`, the view the board is given); empty: none does."""
    found: list[str] = []
    seen: set[int] = {id(board)}
    root = ("board",)
    todo = [((root, ".", name), value) for name, value in vars(board).items()]
    while todo:
        assert len(seen) < limit, (
            f"the walk from the board met over {limit} objects: it proves nothing"
        )
        path, value = todo.pop()
        kind = _kind(value)
        if kind is STATE:
            found.append(_spelled(path))
            continue
        if kind is not OPEN or id(value) in seen:
            continue
        seen.add(id(value))
        todo.extend(((path, how, key), inner) for how, key, inner in _inside(value))
    return found


_KINDS: dict[type, int] = {}


def _kind(value) -> int:
    """What the walk does with `value`; the same for every object of one class, so it is
    worked out once a class (an object that reports another class is asked each time)."""
    if isinstance(value, GameState):  # a seat's redacted copy is a view, walked like one
        return OPEN if is_redacted(value) else STATE
    cls = type(value)
    kind = _KINDS.get(cls)
    if kind is None or value.__class__ is not cls:
        if value is None or isinstance(value, STOP):
            kind = STOPS
        elif isinstance(value, LEAVES):
            kind = LEAF
        else:
            kind = OPEN
        if value.__class__ is cls and value is not None:
            _KINDS[cls] = kind
    return kind


def _spelled(path) -> str:
    parts = []
    while len(path) == 3:
        path, how, key = path
        parts.append(f"[{key!r}]" if how == "[]" else f".{key}")
    parts.append(path[0])
    return "".join(reversed(parts))


def _inside(value) -> list[tuple[str, object, object]]:
    """(how, key, value) for each thing `value` holds: `how` "[]" an item, "." an attribute."""
    if isinstance(value, (dict, MappingProxyType)):
        return [("[]", k, v) for k, v in value.items()] + [(".", "key", k) for k in value]
    if isinstance(value, (list, tuple, set, frozenset)):
        return [("[]", i, v) for i, v in enumerate(value)]
    closure = getattr(value, "__closure__", None) if callable(value) else None
    if isinstance(closure, tuple):  # a function's cells (an object may answer any attribute)
        return [(".", "<closure>", _contents(cell)) for cell in closure]
    if hasattr(value, "__self__") and callable(value):  # a bound method: its object
        return [(".", "__self__", value.__self__)]
    if dataclasses.is_dataclass(value):
        return [(".", f.name, getattr(value, f.name)) for f in dataclasses.fields(value)]
    items = list(getattr(value, "__dict__", {}).items())
    for cls in type(value).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if hasattr(value, slot):
                items.append((slot, getattr(value, slot)))
    return [(".", k, v) for k, v in items]


def _contents(cell):
    try:
        return cell.cell_contents
    except ValueError:  # a cell not yet filled
        return None
