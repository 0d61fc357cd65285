"""The folder of tables a player names (`--table DIR`, the join list's folder key)."""

from __future__ import annotations

from pathlib import Path

from magtui.core.table_store import TableError


def existing_folder(text: str | Path) -> Path:
    """`text` as a folder (~ expanded); TableError, in a sentence, when there is none to read."""
    path = Path(text).expanduser()
    if not str(text).strip():
        raise TableError("Name a folder of tables.")
    if not path.exists():
        raise TableError(f"There is no folder {path}.")
    if not path.is_dir():
        raise TableError(f"{path} is a file, not a folder of tables.")
    try:
        next(path.iterdir(), None)
    except OSError as exc:
        raise TableError(f"Cannot read the folder {path}: {exc.strerror or exc}.") from None
    return path
