"""The names bound to SSH keys: a player's key names them at every connection.

A key seen for the first time is bound to the name its player types (checked as names are at
the command line, and not a name another key holds). The store is one JSON file
{fingerprint: name} in the server's folder, readable by the server's user only; only the
server process writes it.
"""

from __future__ import annotations

import json
from pathlib import Path

from magtui.core.errors import MagtuiError
from magtui.core.names import name_problem
from magtui.core.private_files import write_atomic


class Players:
    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            self.names: dict[str, str] = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            self.names = {}
        except (OSError, ValueError) as exc:
            raise MagtuiError(f"Cannot read the players' names in {self.path}: {exc}") from None
        if not (
            isinstance(self.names, dict) and all(isinstance(v, str) for v in self.names.values())
        ):
            raise MagtuiError(
                f'{self.path} is not a list of names: {{"key fingerprint": "name", ...}} expected.'
            )

    def name_of(self, fingerprint: str) -> str | None:
        return self.names.get(fingerprint)

    def bound(self) -> list[str]:
        """The names of the club's players: every name bound to a key."""
        return sorted(self.names.values())

    def problem(self, name: str, fingerprint: str | None = None) -> str | None:
        """Why `name` cannot be taken by the holder of `fingerprint` (None: a guest)."""
        problem = name_problem(name)
        if problem:
            return problem
        holder = next(
            (key for key, bound in self.names.items() if bound.casefold() == name.casefold()), None
        )
        if holder is not None and holder != fingerprint:
            return f"The name {name!r} belongs to another player's key; choose another."
        return None

    def bind(self, fingerprint: str, name: str) -> None:
        """Bind `name` (checked with `problem` first) to the key."""
        self.names[fingerprint] = name
        write_atomic(self.path, json.dumps(self.names, indent=1, ensure_ascii=False))
