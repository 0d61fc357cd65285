"""A save file read as hostile input: bounded reading, bounded parsing, every field checked.

Each check fails with a SaveError whose one-line message names the problem, so a damaged,
tampered or strange file (a device, a FIFO, a huge or deeply nested one) never becomes a
traceback, a hang or a memory blow-up.
"""

from __future__ import annotations

import hashlib
import json
import math
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from magtui.core.errors import SaveError
from magtui.core.seeds import SEED_LIMIT

MAX_BYTES = 32 * 1024 * 1024  # a long Magnitus game with every galaxy stored is a few MB
MAX_DEPTH = 24  # the format nests six deep; galaxies add a few levels
MAX_DIGITS = 40  # the longest integer a save needs is a 64-bit seed
MAX_ACTIONS = 200_000
MAX_TEXT = 400  # one action's notation, a name, an option value
MAX_SEATS = 16
GAME_ID = re.compile(r"[0-9a-f]{12}")
VIEWS = re.compile(r"[0-9a-f]{8}")  # model.schema_version
DIGEST = re.compile(r"[0-9a-f]{64}")


def read_text(path: Path) -> str:
    """The file's text: regular files only, at most MAX_BYTES, never blocking on a FIFO."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except FileNotFoundError:
        raise SaveError(f"No save file at {path}.") from None
    except OSError as exc:
        raise SaveError(f"Cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise SaveError(f"{path.name} is not a regular file.")
        if info.st_size > MAX_BYTES:
            raise SaveError(f"{path.name} is too large for a save ({info.st_size} bytes).")
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"Cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > MAX_BYTES:
        raise SaveError(f"{path.name} is too large for a save.")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a text file (invalid UTF-8).") from None


class _Refused(ValueError):
    pass


def _constant(name: str):
    raise _Refused(f"holds the non-number {name}")


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise _Refused(f"holds a {len(text)}-digit number")
    return int(text)


def _real(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise _Refused(f"holds the out-of-range number {text[:20]}")
    return value


def _depth(text: str) -> int:
    """The deepest nesting of [ and { outside strings (checked before parsing)."""
    depth = deepest = 0
    in_string = escaped = False
    for ch in text:
        if in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if deepest > MAX_DEPTH:
                    return deepest
        elif ch in "]}":
            depth -= 1
    return deepest


def parse(text: str, name: str) -> dict:
    if not text.strip():
        raise SaveError(f"{name} is empty.")
    if _depth(text) > MAX_DEPTH:
        raise SaveError(f"{name} is nested too deeply to be a magtui save.")
    try:
        record = json.loads(text, parse_constant=_constant, parse_int=_integer, parse_float=_real)
    except _Refused as exc:
        raise SaveError(f"{name} {exc}.") from None
    except json.JSONDecodeError as exc:
        kind = "truncated" if exc.pos >= len(text.rstrip()) else "not valid JSON"
        raise SaveError(f"{name} is {kind} (line {exc.lineno}, column {exc.colno}).") from None
    except (ValueError, RecursionError):
        raise SaveError(f"{name} is not valid JSON.") from None
    if not isinstance(record, dict):
        raise SaveError(f"{name} is not a magtui save.")
    return record


# ----- the fields ---------------------------------------------------------------------------
@dataclass
class Header:
    """The checked fields of a save record; the actions are still to be replayed."""

    game: str
    seats: list[tuple[str, str | None]]
    seed: int
    options: dict[str, str]
    actions: list[tuple[int, str]]
    checkpoints: dict[int, dict]
    checkpoint_digests: dict[int, str]
    fingerprint: str | None
    game_id: str | None
    undo_from: int
    views: int | str  # the shape of the game's views the fingerprints were taken with
    hints: bool  # hints allowed (saves from before hints: allowed)
    hints_used: list[int]  # hints shown to each seat (older saves: none)
    course: bool = False  # a guided first game (core/course.py), its lessons still binding


def _text(value, what: str) -> str:
    if not isinstance(value, str):
        raise SaveError(f"The save's {what} is not text.")
    if len(value) > MAX_TEXT:
        raise SaveError(f"The save's {what} is too long.")
    return value


def _optional_text(value, what: str) -> str | None:
    return None if value is None else _text(value, what)


def _integer_field(value, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SaveError(f"The save's {what} is not a whole number.")
    if not low <= value < high:
        raise SaveError(f"The save's {what} is out of range.")
    return value


def _index_map(value, what: str, count: int) -> dict:
    if value is None:
        return {}
    if not isinstance(value, dict):
        raise SaveError(f"The save's {what} are damaged.")
    result = {}
    for key, data in value.items():
        if not key.isdigit() or len(key) > 9 or int(key) >= count:
            raise SaveError(f"The save's {what} name an action it does not hold ({key[:20]!r}).")
        result[int(key)] = data
    return result


def check(record: dict) -> Header:
    """Type-check every field of a parsed record (the format version is checked before)."""
    for name in ("game", "seats", "seed", "actions"):
        if name not in record:
            raise SaveError(f"The save lacks the field {name!r}.")
    game = _text(record["game"], "game")
    seats_raw = record["seats"]
    if not isinstance(seats_raw, list) or not 1 <= len(seats_raw) <= MAX_SEATS:
        raise SaveError("The save's seats are damaged.")
    seats = []
    for number, seat in enumerate(seats_raw, start=1):
        if not isinstance(seat, dict) or "name" not in seat:
            raise SaveError(f"The save's seat {number} is damaged.")
        seats.append(
            (
                _text(seat["name"], f"name of seat {number}"),
                _optional_text(seat.get("bot"), f"bot of seat {number}"),
            )
        )
    seed = _integer_field(record["seed"], "seed", -SEED_LIMIT + 1, SEED_LIMIT)
    options_raw = record.get("options") or {}
    if not isinstance(options_raw, dict):
        raise SaveError("The save's options are damaged.")
    options = {
        _text(k, "option name"): _text(v, f"option {k[:20]}") for k, v in options_raw.items()
    }
    actions_raw = record["actions"]
    if not isinstance(actions_raw, list) or len(actions_raw) > MAX_ACTIONS:
        raise SaveError("The save's list of actions is damaged.")
    actions = []
    for index, entry in enumerate(actions_raw, start=1):
        if not (isinstance(entry, list) and len(entry) == 2):
            raise SaveError(f"Action {index} of the save is damaged.")
        seat = _integer_field(entry[0], f"seat of action {index}", 0, len(seats))
        actions.append((seat, _text(entry[1], f"action {index}")))
    checkpoints = _index_map(record.get("checkpoints"), "checkpoints", len(actions))
    if any(not isinstance(data, dict) for data in checkpoints.values()):
        raise SaveError("The save's checkpoints are damaged.")
    digests = _index_map(
        record.get("checkpoint_fingerprints"), "checkpoint fingerprints", len(actions)
    )
    if any(not isinstance(d, str) or not DIGEST.fullmatch(d) for d in digests.values()):
        raise SaveError("The save's checkpoint fingerprints are damaged.")
    fingerprint = record.get("fingerprint")
    if fingerprint is not None and not (
        isinstance(fingerprint, str) and DIGEST.fullmatch(fingerprint)
    ):
        raise SaveError("The save's fingerprint is damaged.")
    game_id = record.get("id")
    if game_id is not None and not (isinstance(game_id, str) and GAME_ID.fullmatch(game_id)):
        raise SaveError("The save's game identity is damaged.")
    undo_from = record.get("undo_from", len(actions))
    undo_from = min(len(actions), _integer_field(undo_from, "undo start", 0, MAX_ACTIONS + 1))
    views = _views(record.get("views", 1))
    hints, hints_used = _hints(record, len(seats))
    course = record.get("course", False)
    if not isinstance(course, bool):
        raise SaveError("The save's guided-game mark is damaged.")
    return Header(
        game,
        seats,
        seed,
        options,
        actions,
        checkpoints,
        digests,
        fingerprint,
        game_id,
        undo_from,
        views,
        hints,
        hints_used,
        course,
    )


def _hints(record: dict, seats: int) -> tuple[bool, list[int]]:
    """Whether hints are allowed and how many each seat was shown (optional fields)."""
    hints = record.get("hints", True)
    if not isinstance(hints, bool):
        raise SaveError("The save's hints setting is not true or false.")
    used = record.get("hints_used", [0] * seats)
    if not isinstance(used, list) or len(used) != seats:
        raise SaveError("The save's hint counts do not match its seats.")
    counts = [
        _integer_field(n, f"hint count of seat {i}", 0, MAX_ACTIONS + 1)
        for i, n in enumerate(used, start=1)
    ]
    if any(counts) and not hints:
        raise SaveError("The save counts hints in a game without hints.")
    return hints, counts


def _views(value) -> int | str:
    """The views' shape: a short hash of the game's declared model (a number in older saves)."""
    if isinstance(value, str):
        if not VIEWS.fullmatch(value):
            raise SaveError("The save's view version is damaged.")
        return value
    return _integer_field(value, "view version", 1, 1_000_000)


# ----- tamper evidence ------------------------------------------------------------------------
def digest(state) -> str:
    """The tamper fingerprint of a position: a hash of everything observable about it."""
    return hashlib.sha256(state.fingerprint().encode("utf-8")).hexdigest()


# What the fingerprint of a save's fields covers: every field loading takes from the file but
# the checkpoints' own numbers (their fingerprints are covered) and the Continue list's hints.
SEALED_FIELDS = (
    "game",
    "id",
    "options",
    "seats",
    "seed",
    "actions",
    "checkpoint_fingerprints",
    "fingerprint",
    "views",
    "undo_from",
)


# Fields younger than the fingerprint: covered when the save has them, so that the saves written
# before them keep their fingerprint.
SEALED_WHEN_PRESENT = ("hints", "hints_used", "course")


def fields_digest(record: Mapping) -> str:
    """The fingerprint of a save's own fields. It holds where the positions' fingerprints cannot
    be compared (a save of another view version), and covers the view version itself."""
    sealed = {name: record.get(name) for name in SEALED_FIELDS}
    sealed |= {name: record[name] for name in SEALED_WHEN_PRESENT if name in record}
    return hashlib.sha256(
        json.dumps(sealed, sort_keys=True, separators=(",", ":")).encode("utf-8")
    ).hexdigest()


def drift(replayed, stored) -> float:
    """The largest relative difference between the numbers of two checkpoints of the same
    shape (derived text such as checksums is not compared); infinite when the shapes differ."""
    if isinstance(stored, bool) or isinstance(replayed, bool):
        return 0.0 if stored == replayed else math.inf
    if isinstance(stored, (int, float)) and isinstance(replayed, (int, float)):
        return abs(replayed - stored) / max(1.0, abs(stored))
    if isinstance(stored, dict) and isinstance(replayed, dict):
        if stored.keys() != replayed.keys():
            return math.inf
        return max((drift(replayed[k], stored[k]) for k in stored), default=0.0)
    if isinstance(stored, list) and isinstance(replayed, list):
        if len(stored) != len(replayed):
            return math.inf
        return max((drift(a, b) for a, b in zip(replayed, stored)), default=0.0)
    if isinstance(stored, str) and isinstance(replayed, str):
        return 0.0
    return 0.0 if stored == replayed else math.inf
