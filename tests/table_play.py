"""Shared tables in tests: a host and joined terminals on one table file, moved by random
legal actions through the session of the terminal that plays each seat."""

from __future__ import annotations

import random
from pathlib import Path

from magtui.core import table
from magtui.core.table import TableSession

NAMES = ["Anna", "Boris", "Chen", "Dana"]


def open_table(folder: Path, seed: int, kinds=("hotseat", "remote", "remote", "bot"),
               game: str = "orkensturm", bot: str = "random") -> tuple[TableSession, dict[int, TableSession]]:
    """The host's session and, for each seat, the session that plays it (the host's for its
    hotseat and computer seats, a joined one for each remote seat)."""
    bots = {s: bot for s, kind in enumerate(kinds) if kind == "bot"}
    host = table.host(folder, game, NAMES[:len(kinds)], seed, {}, list(kinds), bots)
    players = {s: host if kind != "remote" else table.join(folder, host.table, s) for s, kind in enumerate(kinds)}
    return host, players


def random_action(session: TableSession, seat: int, rng: random.Random):
    return rng.choice(session.state.legal_actions(seat))


def play_until(players: dict[int, TableSession], rng: random.Random, stop) -> None:
    """Random legal actions, each by its own seat's terminal (synced first), until `stop(state)`."""
    sessions = list(dict.fromkeys(players.values()))
    while True:
        for session in sessions:
            session.sync()
        state = sessions[0].state
        if state.is_over() or stop(state):
            return
        seat = state.to_act()[0]
        players[seat].apply(seat, random_action(players[seat], seat, rng))


def joust_table(folder: Path) -> tuple[TableSession, dict[int, TableSession]]:
    """Seed 1 reaches a Joust, where every seat offers at once, in secret."""
    host, players = open_table(folder, 1, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(1), lambda state: len(state.to_act()) > 1)
    for session in set(players.values()):
        session.sync()
    return host, players
