"""Save files and the autosave.

A save is versioned JSON: {format, magtui, game, options, seats, seed, actions}. Loading
replays the actions, so a tampered file is caught by the rules. Files are written atomically
(temporary file in the same folder, fsync, rename) and the autosave keeps its predecessors, so
a process killed at any moment, or one bad file, never costs the game.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from pathlib import Path

from magtui.core.errors import SaveError
from magtui.core.session import Session

AUTOSAVE_KEEP = 5


def data_dir() -> Path:
    """magtui's folder in the user data folder (XDG_DATA_HOME respected)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(os.path.expanduser("~"), ".local", "share")
    return Path(base) / "magtui"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def write_atomic(path: Path, text: str) -> None:
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except FileNotFoundError:
            pass
        raise
    try:  # make the rename itself durable
        dir_fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(dir_fd)
        finally:
            os.close(dir_fd)
    except OSError:
        pass


def save(session: Session, path: Path | str) -> None:
    write_atomic(Path(path), json.dumps(session.to_record(), indent=1))


def read_record(path: Path | str) -> dict:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise SaveError(f"No save file at {path}.") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise SaveError(f"Cannot read {path}: {exc}") from None
    if not text.strip():
        raise SaveError(f"{path.name} is empty.")
    try:
        record = json.loads(text)
    except json.JSONDecodeError as exc:
        kind = "truncated" if exc.pos >= len(text.rstrip()) else "not valid JSON"
        raise SaveError(f"{path.name} is {kind} (line {exc.lineno}, column {exc.colno}).") from None
    if not isinstance(record, dict):
        raise SaveError(f"{path.name} is not a magtui save.")
    return record


def load(path: Path | str) -> Session:
    return Session.from_record(read_record(path))


# ----- autosave -----------------------------------------------------------------------
def _autosave_files() -> list[Path]:
    """Autosaves, newest first."""
    folder = autosave_dir()
    if not folder.is_dir():
        return []
    files = [p for p in folder.glob("autosave-*.json")]
    return sorted(files, key=lambda p: p.name, reverse=True)


def autosave(session: Session) -> None:
    """Write the session as the newest autosave and drop the oldest beyond AUTOSAVE_KEEP."""
    stamp = f"{time.time_ns():020d}"
    write_atomic(autosave_dir() / f"autosave-{stamp}.json", json.dumps(session.to_record()))
    for old in _autosave_files()[AUTOSAVE_KEEP:]:
        try:
            old.unlink()
        except OSError:
            pass


def newest_autosave_record() -> tuple[dict, Path] | None:
    """The newest readable autosave record, without replaying it (for the menu's Continue line)."""
    for path in _autosave_files():
        try:
            return read_record(path), path
        except SaveError:
            continue
    return None


def latest_autosave() -> tuple[Session, Path] | None:
    """The newest autosave that loads; a damaged newer one is skipped."""
    for path in _autosave_files():
        try:
            return load(path), path
        except SaveError:
            continue
    return None


def earlier_autosave(session: Session) -> Path | None:
    """The newest autosave of the same game at an earlier position than `session`: the way
    back when the current position cannot be played on (an internal error at every resume)."""
    for path in _autosave_files():
        try:
            record = read_record(path)
        except SaveError:
            continue
        same_game = record.get("game") == session.spec.id and record.get("seed") == session.seed
        if same_game and len(record.get("actions") or []) < len(session.history):
            return path
    return None
