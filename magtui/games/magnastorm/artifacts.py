"""Artifact cards: the collection kept per player name between games, and the advanced start.

The game state never reads files. When a new game is set up, `settle_options` reads the
collection file once and writes the cards each seat holds into the option `advanced_start`
(`B03.S07/-/...`: seat order, `-` for none), so the save carries them and a replay uses the
recorded cards whatever the file holds later. `auto` that was never settled (a game built
directly, not set up as new) and `off` give the standard start.

The file is hostile input: it may be missing, damaged or hand-edited. Anything wrong with it
makes it ignored with a one-line notice; it never stops a game.
"""

from __future__ import annotations

import json
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from magtui.core.capabilities import Keepsakes
from magtui.core.errors import OptionError
from magtui.core.game import GameState, Option
from magtui.core.rng import Rng
from magtui.games.magnastorm import data

if TYPE_CHECKING:
    from magtui.games.magnastorm.rules import MagnastormState

MAX_FILE_BYTES = 2_000_000
KEEP_AWARDED = 200
_SETUP_TEXT = re.compile(r"([BSG]\d\d(\.[BSG]\d\d)*|-)(/([BSG]\d\d(\.[BSG]\d\d)*|-))*\Z")


def store_path() -> Path:
    from magtui.core.saves import data_dir

    return data_dir() / data.ARTIFACT_FILE


def player_key(name: str) -> str:
    return name.strip().casefold()


def empty_store() -> dict:
    return {"version": 1, "pools": {}, "players": {}, "awarded": []}


# ----- reading the file as hostile input ------------------------------------------------------
def _read_text(path: Path) -> str | None:
    """The file's text, None when there is no file; ValueError names what is wrong."""
    try:
        info = os.stat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:
        raise ValueError(f"cannot be read ({exc.strerror or exc})") from None
    if not stat.S_ISREG(info.st_mode):
        raise ValueError("is not a regular file")
    if info.st_size > MAX_FILE_BYTES:
        raise ValueError(f"is larger than {MAX_FILE_BYTES // 1_000_000} MB")
    try:
        with open(path, "rb") as f:
            raw = f.read(MAX_FILE_BYTES + 1)
        return raw.decode("utf-8")
    except OSError as exc:
        raise ValueError(f"cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise ValueError("is not UTF-8 text") from None


def _cards(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(
        isinstance(c, str) and c in data.ARTIFACTS for c in value
    ):
        raise ValueError(f"has a damaged card list for {what}")
    return list(value)


def _checked(raw: Any) -> dict:
    """A clean store from parsed JSON; ValueError names the first problem."""
    if not isinstance(raw, dict) or raw.get("version") != 1:
        raise ValueError("is not a version 1 artifact collection")
    pools, players, awarded = raw.get("pools", {}), raw.get("players", {}), raw.get("awarded", [])
    if (
        not isinstance(pools, dict)
        or not isinstance(players, dict)
        or not isinstance(awarded, list)
    ):
        raise ValueError("has pools, players or awarded games of the wrong kind")
    clean = empty_store()
    for tier, cards in pools.items():
        if tier not in data.ARTIFACT_TIERS:
            raise ValueError(f"has an unknown pool {str(tier)[:20]!r}")
        prefix = data.ARTIFACT_TIERS[tier][0]
        cards = _cards(cards, f"the {tier} pool")
        if any(not c.startswith(prefix) for c in cards) or len(set(cards)) != len(cards):
            raise ValueError(f"has a damaged {tier} pool")
        clean["pools"][tier] = cards
    for key, entry in players.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            raise ValueError("has a damaged player entry")
        clean["players"][key] = {
            "name": entry["name"],
            "cards": _cards(entry.get("cards", []), entry["name"][:20]),
        }
    if not all(isinstance(k, str) for k in awarded):
        raise ValueError("has a damaged list of awarded games")
    clean["awarded"] = awarded[-KEEP_AWARDED:]
    return clean


def read_store(path: Path | None = None) -> tuple[dict, str]:
    """(store, notice): the collection, or an empty one and a one-line notice saying why the
    file is ignored ("" when all is well, also when there is no file yet)."""
    path = path or store_path()
    try:
        text = _read_text(path)
        if text is None:
            return empty_store(), ""
        return _checked(json.loads(text)), ""
    except RecursionError:
        problem = "is nested too deeply"
    except ValueError as exc:  # JSONDecodeError is a ValueError
        problem = str(exc) if not isinstance(exc, json.JSONDecodeError) else "is not valid JSON"
    return empty_store(), f"The artifact file {path} {problem}: it is ignored."


def collections_for(names: Sequence[str], store: dict) -> list[list[str]]:
    players = store["players"]
    return [sorted(players.get(player_key(n), {}).get("cards", [])) for n in names]


# ----- the option that records the cards -------------------------------------------------------
def setup_text(cards: Sequence[Sequence[str]]) -> str:
    return "/".join(".".join(c) if c else "-" for c in cards)


def recorded_cards(value: str, players: int) -> list[list[str]] | None:
    """The cards each seat holds, from the option's value; None for the standard start."""
    if value in ("auto", "off"):
        return None
    parts = value.split("/")
    if len(parts) != players:
        raise OptionError(f"The recorded artifact cards list {len(parts)} players, not {players}.")
    return [[] if p == "-" else p.split(".") for p in parts]


@dataclass(frozen=True)
class ArtifactOption(Option):
    """`advanced_start`: auto | off on the setup screen; a settled game records the cards."""

    def check(self, value: str) -> str:
        if value in self.values:
            return value
        if not _SETUP_TEXT.match(value) or any(
            c not in data.ARTIFACTS for c in re.split(r"[./]", value) if c != "-"
        ):
            raise OptionError(
                f"Option {self.name} must be auto, off or recorded artifact cards "
                f"(got {value[:40]!r})."
            )
        return value


def settle_options(names: Sequence[str], options: Mapping[str, str]) -> dict[str, str]:
    """A new game with advanced_start=auto records the cards its names hold now."""
    out = dict(options)
    if out.get("advanced_start") == "auto":
        store, _ = read_store()
        out["advanced_start"] = setup_text(collections_for(names, store))
    return out


def setup_note(names: Sequence[str]) -> str:
    """The setup screen's line: the cards each name holds and whether the advanced start is on."""
    store, notice = read_store()
    if notice:
        return notice + " Standard start."
    counts = [len(c) for c in collections_for(names, store)]
    held = " · ".join(f"{n.strip() or '?'} {k}" for n, k in zip(names, counts))
    ready = all(k >= data.ADVANCED_MIN_CARDS for k in counts)
    return f"Artifact cards: {held}. Advanced start " + (
        "available (option auto)."
        if ready
        else f"needs {data.ADVANCED_MIN_CARDS} cards each: standard start."
    )


def advanced_start(state: MagnastormState, held: list[list[str]]) -> None:
    """Turn order by the sum of two random cards each; their bonuses replace the +1O
    (section 10)."""
    n = state.num_players
    drawn = [state.rng.sample(sorted(h), data.ADVANCED_DRAW) for h in held]
    tiebreak = [state.rng.random() for _ in range(n)]
    levels = [[data.ARTIFACTS[c][0] for c in d] for d in drawn]
    state.order = sorted(range(n), key=lambda s: (-sum(levels[s]), -max(levels[s]), tiebreak[s]))
    state.artifact_cards = [list(d) for d in drawn]
    for s in state.order:
        state.log.append(
            f"{state.who(s)} draws artifacts {' '.join(drawn[s])} (levels {sum(levels[s])})."
        )
    state.log.append("Advanced start: the artifact cards set the turn order.")
    bonuses = []
    for s in state.order:
        for card in drawn[s]:
            bonus = data.ARTIFACTS[card][1]
            if bonus == "REP":
                bonuses.append((s, "rep", "1"))
            elif bonus == "OWN":
                bonuses.append((s, "cubes", "1O"))
            else:
                bonuses.append((s, "res", bonus[-1]))
    state.setup_bonuses = bonuses
    state._setup_stages()


# ----- awarding cards after a finished game (the user interface calls this once) ------------
def game_key(state: GameState) -> str:
    return f"{state.seed}:{'|'.join(state.names)}:{len(state.log)}"


def award(state: GameState, path: Path | None = None) -> tuple[dict[str, str], str]:
    """Draw gold for the winner, bronze for the last, silver for the rest; store them.
    Returns (name -> card drawn, notice); no cards if this game was already awarded. A
    damaged file is kept aside under a new name, never overwritten."""
    from magtui.core.private_files import write_atomic

    path = path or store_path()
    store, notice = read_store(path)
    if notice:
        aside = path.with_name(path.name + ".damaged")
        try:
            os.replace(path, aside)
        except OSError as exc:
            return {}, f"{notice} No cards were stored ({exc.strerror or exc})."
        notice = f"{notice} It was kept as {aside.name}; a new collection starts."
    key = game_key(state)
    if key in store["awarded"]:
        return {}, notice
    ranking = [g[0] for g in state.result().ranking]
    rng = Rng(state.seed ^ 0xA27)
    drawn = {}
    for place, seat in enumerate(ranking):
        tier = "gold" if place == 0 else "bronze" if place == len(ranking) - 1 else "silver"
        prefix = data.ARTIFACT_TIERS[tier][0]
        pool = store["pools"].get(tier) or sorted(c for c in data.ARTIFACTS if c.startswith(prefix))
        card = pool.pop(rng.randbelow(len(pool)))
        store["pools"][tier] = pool
        name = state.names[seat]
        entry = store["players"].setdefault(player_key(name), {"name": name, "cards": []})
        entry["cards"].append(card)
        drawn[name] = card
    store["awarded"] = (store["awarded"] + [key])[-KEEP_AWARDED:]
    write_atomic(path, json.dumps(store, indent=1))
    return drawn, notice


def announce_award(state: GameState) -> str:
    """The game frame's game-over hook: award the cards and say who drew which."""
    drawn, notice = award(state)
    line = ("Artifact cards: " + ", ".join(f"{n} {c}" for n, c in drawn.items())) if drawn else ""
    return " ".join(p for p in (line, notice) if p)


class ArtifactCards(Keepsakes):
    """The artifact cards each player keeps from one game to the next (the advanced start)."""

    def settle_options(self, names: Sequence[str], options: Mapping[str, str]) -> dict[str, str]:
        return settle_options(names, options)

    def setup_note(self, names: Sequence[str]) -> str:
        return setup_note(names)

    def on_game_over(self, state) -> str:
        return announce_award(state)
