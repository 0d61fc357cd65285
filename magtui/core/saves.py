"""Save files and the autosave.

A save is versioned JSON: {format, magtui, game, id, options, seats, seed, actions,
checkpoints, fingerprints}. Loading treats the file as hostile (see save_record) and replays
the actions, so a damaged or changed file is refused with a message naming the problem. Files
are written atomically and private to their owner (private_files).

Autosaves: each game has its own identity; its files are named `<id>-<time>-<pid>.json`, so
two processes sharing a data folder never write the same file, and pruning keeps the last
AUTOSAVE_KEEP files of the game it saves, never another game's.
"""

from __future__ import annotations

import json
import os
import time
import traceback
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from magtui.core import save_record
from magtui.core.private_files import append, remove_stale_temporaries, write_atomic
from magtui.core.errors import SaveError
from magtui.core.session import Session

AUTOSAVE_KEEP = 5


def data_dir() -> Path:
    """magtui's folder in the user data folder (XDG_DATA_HOME respected)."""
    base = os.environ.get("XDG_DATA_HOME") or os.path.join(
        os.path.expanduser("~"), ".local", "share"
    )
    return Path(base) / "magtui"


def autosave_dir() -> Path:
    return data_dir() / "autosave"


def saves_dir() -> Path:
    return data_dir() / "saves"


def save(session: Session, path: Path | str) -> None:
    path = Path(path)
    write_atomic(path, json.dumps(session.to_record(), indent=1))
    remove_stale_temporaries(path.parent)


def sweep_temporaries() -> None:
    """Delete what killed writes left in magtui's folders (a process starting sweeps them)."""
    for folder in (data_dir(), autosave_dir(), saves_dir()):
        remove_stale_temporaries(folder)


def log_crash(error: BaseException) -> Path:
    """Add the traceback of `error` to crash.log in the data folder; its path, for the player."""
    return log_crash_report("".join(traceback.format_exception(error)))


def log_crash_report(report: str) -> Path:
    """Add a report of an error (its traceback as text) to crash.log; its path."""
    path = data_dir() / "crash.log"
    try:
        append(path, f"--- {datetime.now().isoformat()}\n{report}\n")
    except OSError:
        pass
    return path


def default_save_path(game: str) -> Path:
    """A new file name in the saves folder that no existing save has."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    folder = saves_dir()
    path = folder / f"{game}-{stamp}.json"
    number = 2
    while path.exists():
        path = folder / f"{game}-{stamp}-{number}.json"
        number += 1
    return path


def read_record(path: Path | str) -> dict:
    path = Path(path)
    return save_record.parse(save_record.read_text(path), path.name)


def load(path: Path | str) -> Session:
    return Session.from_record(read_record(path))


# ----- autosave -----------------------------------------------------------------------
@dataclass
class SavedGame:
    """One game in progress as its autosaves show it (newest file first)."""

    game_id: str
    files: list[Path]
    record: dict | None = None  # the newest readable record (not replayed; for listing only)
    skipped: list[str] = field(default_factory=list)

    @property
    def modified(self) -> float:
        try:
            return self.files[0].stat().st_mtime
        except OSError:
            return 0.0


def _autosave_groups() -> dict[str, list[Path]]:
    """Autosave files by game identity, newest first (older versions' single-stream
    `autosave-<time>.json` files form one group of their own)."""
    folder = autosave_dir()
    try:
        files = [p for p in folder.glob("*.json") if not p.name.startswith(".")]
    except OSError:
        return {}
    groups: dict[str, list[Path]] = {}
    for path in files:
        groups.setdefault(path.name.partition("-")[0], []).append(path)
    for paths in groups.values():
        paths.sort(key=lambda p: p.name.split("-")[1:2], reverse=True)
    return groups


def autosave(session: Session) -> None:
    """Write the session as its game's newest autosave and drop that game's oldest beyond
    AUTOSAVE_KEEP; other games' files are never touched."""
    folder = autosave_dir()
    name = f"{session.game_id}-{time.time_ns():020d}-{os.getpid()}.json"
    write_atomic(folder / name, json.dumps(session.to_record()))
    for old in _autosave_groups().get(session.game_id, [])[AUTOSAVE_KEEP:]:
        try:
            old.unlink()
        except OSError:
            pass
    remove_stale_temporaries(folder)


def games_in_progress() -> list[SavedGame]:
    """Every autosaved game that is not over, the most recently played first."""
    games = []
    for game_id, files in _autosave_groups().items():
        game = SavedGame(game_id, files)
        for path in files:
            try:
                game.record = read_record(path)
                break
            except SaveError:
                continue
        if game.record is not None and game.record.get("over") is True:
            continue
        games.append(game)
    return sorted(games, key=lambda g: g.modified, reverse=True)


def resume(game: SavedGame) -> tuple[Session, Path] | None:
    """The newest autosave of `game` that loads; the session's load warnings say which newer
    files could not be used and why."""
    problems = game.skipped
    for path in game.files:
        try:
            session = load(path)
        except SaveError as exc:
            problems.append(str(exc))
            continue
        if problems:
            session.load_warnings.insert(
                0,
                (
                    f"The newest autosave of this game could not be used ({problems[0]}); "
                    f"continuing from an earlier one ({len(session.history)} moves)."
                ),
            )
        if not save_record.GAME_ID.fullmatch(game.game_id):
            _adopt_legacy(session, game.files)
        return session, path
    return None


def _adopt_legacy(session: Session, files: list[Path]) -> None:
    """Older versions kept one stream of autosaves for all games: the files of the resumed game
    (same game, seed and seats, actions a prefix of its own) join its own autosaves."""
    record = session.to_record()
    for path in files:
        try:
            old = read_record(path)
        except SaveError:
            continue
        same = all(old.get(k) == record[k] for k in ("game", "seed", "seats"))
        if same and old.get("actions") == record["actions"][: len(old.get("actions") or [])]:
            stamp = path.stem.rpartition("-")[2]
            try:
                path.rename(path.with_name(f"{session.game_id}-{stamp}-0.json"))
            except OSError:
                pass


def latest_autosave() -> tuple[Session, Path] | None:
    """The most recent game in progress, from its newest autosave that loads; when none of
    its files load, the next most recent game (saying so)."""
    failed: list[str] = []
    for game in games_in_progress():
        found = resume(game)
        if found is not None:
            if failed:
                found[0].load_warnings.insert(
                    0,
                    (
                        f"No autosave of the most recent game loads ({failed[0]}); "
                        "this is the game before it."
                    ),
                )
            return found
        failed.append(game.skipped[0] if game.skipped else "damaged files")
    return None


def newest_autosave_record(game_id: str) -> dict | None:
    """The newest readable autosave record of one game, without replaying it."""
    for path in _autosave_groups().get(game_id, []):
        try:
            return read_record(path)
        except SaveError:
            continue
    return None


def earlier_autosave(session: Session) -> Path | None:
    """The newest autosave of the same game at an earlier position than `session`: the way
    back when the current position cannot be played on (an internal error at every resume)."""
    for path in _autosave_groups().get(session.game_id, []):
        try:
            record = read_record(path)
        except SaveError:
            continue
        if len(record.get("actions") or []) < len(session.history):
            return path
    return None
