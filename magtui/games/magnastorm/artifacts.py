"""Artifact cards: the collection kept per player name between games, and the advanced start.

The game state never reads files. With advanced_start=auto the first action of a game is
`artifacts B03.S07/-/...`: every seat's collection (seat order, `-` for none). Its only legal form
is built from the collection file when the game starts, and the text is saved with the game, so
a replay uses the recorded cards whatever the file holds later. With advanced_start=off that
action does not exist and nothing is read.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Sequence

from magtui.core.errors import NotationError
from magtui.core.rng import Rng
from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import Act

# The source of collections for a new game; tests replace it (names -> list of card lists).
collection_source = None


def store_path() -> Path:
    from magtui.core.saves import data_dir
    return data_dir() / data.ARTIFACT_FILE


def player_key(name: str) -> str:
    return name.strip().casefold()


def load_store(path: Path | None = None) -> dict:
    path = path or store_path()
    try:
        store = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(store, dict) or store.get("version") != 1:
            raise ValueError
        store.setdefault("pools", {})
        store.setdefault("players", {})
        store.setdefault("awarded", [])
        return store
    except (OSError, ValueError):
        return {"version": 1, "pools": {}, "players": {}, "awarded": []}


def collections_for(names: Sequence[str]) -> list[list[str]]:
    if collection_source is not None:
        return [list(c) for c in collection_source(names)]
    players = load_store()["players"]
    out = []
    for name in names:
        cards = players.get(player_key(name), {}).get("cards", [])
        out.append(sorted(c for c in cards if c in data.ARTIFACTS))
    return out


def setup_action(cards: Sequence[Sequence[str]]) -> Act:
    return Act("artifacts", ("/".join(".".join(c) if c else "-" for c in cards),))


def parse_setup(text: str, players: int) -> list[list[str]]:
    parts = text.split("/")
    if len(parts) != players:
        raise NotationError(f"The artifact setup lists {len(parts)} players, not {players}.")
    out = []
    for part in parts:
        cards = [] if part == "-" else part.split(".")
        unknown = [c for c in cards if c not in data.ARTIFACTS]
        if unknown:
            raise NotationError(f"Unknown artifact card {unknown[0]}.")
        out.append(cards)
    return out


def advanced_start(state, held: list[list[str]]) -> None:
    """Turn order by the sum of two random cards each; their bonuses replace the +1O (section 10)."""
    n = state.num_players
    drawn = [state.rng.sample(sorted(h), data.ADVANCED_DRAW) for h in held]
    tiebreak = [state.rng.random() for _ in range(n)]
    levels = [[data.ARTIFACTS[c][0] for c in d] for d in drawn]
    state.order = sorted(range(n), key=lambda s: (-sum(levels[s]), -max(levels[s]), tiebreak[s]))
    state.artifact_cards = [list(d) for d in drawn]
    for s in state.order:
        state.log.append(f"{state.who(s)} draws artifacts {' '.join(drawn[s])} (levels {sum(levels[s])}).")
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
def game_key(state) -> str:
    return f"{state.seed}:{'|'.join(state.names)}:{len(state.log)}"


def award(state, path: Path | None = None) -> dict[str, str]:
    """Draw gold for the winner, bronze for the last, silver for the rest; store them.
    Returns name -> card drawn (empty if this game was already awarded)."""
    from magtui.core.saves import write_atomic

    path = path or store_path()
    store = load_store(path)
    key = game_key(state)
    if key in store["awarded"]:
        return {}
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
    store["awarded"] = (store["awarded"] + [key])[-200:]
    write_atomic(path, json.dumps(store, indent=1))
    return drawn


def announce_award(state) -> str:
    """The game frame's game-over hook: award the cards and say who drew which."""
    drawn = award(state)
    return ("Artifact cards: " + ", ".join(f"{n} {c}" for n, c in drawn.items())) if drawn else ""
