"""Shared tables in tests: a host and joined terminals on one table file, moved by random
legal actions through the session of the terminal that plays each seat."""

from __future__ import annotations

import random
from pathlib import Path

from magtui.core import table
from magtui.core.bots import bot_move
from magtui.core.table import TableSession
from magtui.core.table_store import TableStore

NAMES = ["Anna", "Boris", "Chen", "Dana"]


def open_table(
    folder: Path,
    seed: int,
    kinds=("hotseat", "remote", "remote", "bot"),
    game: str = "orkensturm",
    bot: str = "random",
    options: dict[str, str] | None = None,
) -> tuple[TableSession, dict[int, TableSession]]:
    """The host's session and, for each seat, the session that plays it (the host's for its
    hotseat and computer seats, a joined one for each remote seat)."""
    bots = {s: bot for s, kind in enumerate(kinds) if kind == "bot"}
    host = table.host(folder, game, NAMES[: len(kinds)], seed, options or {}, list(kinds), bots)
    players = {
        s: host if kind != "remote" else table.join(folder, host.table, s)
        for s, kind in enumerate(kinds)
    }
    return host, players


def random_action(session: TableSession, seat: int, rng: random.Random):
    return rng.choice(session.state.legal_actions(seat))


def bot_player(level: str):
    """A chooser of actions like random_action: a bot of `level` for each seat, deciding on
    the state of the terminal that plays the seat (its view and worlds sampled from it)."""
    bots = {}

    def choose(session: TableSession, seat: int, rng: random.Random):
        bot = bots.setdefault(seat, session.spec.make_bot(level, seat, rng.randrange(1 << 30)))
        return bot_move(bot, session.state, seat)

    return choose


def play_until(
    players: dict[int, TableSession], rng: random.Random, stop, choose=random_action
) -> None:
    """Legal actions (random ones by default), each by its own seat's terminal (synced first),
    until `stop(state)`."""
    sessions = list(dict.fromkeys(players.values()))
    while True:
        for session in sessions:
            session.sync()
        state = sessions[0].state
        if state.is_over() or stop(state):
            return
        seat = state.to_act()[0]
        players[seat].apply(seat, choose(players[seat], seat, rng))


def joust_table(folder: Path) -> tuple[TableSession, dict[int, TableSession]]:
    """Seed 1 reaches a Joust, where every seat offers at once, in secret."""
    host, players = open_table(folder, 1, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(1), lambda state: len(state.to_act()) > 1)
    for session in set(players.values()):
        session.sync()
    return host, players


def the_truth(session: TableSession):
    """The game as it is, every sealed choice read from the file (what no terminal may do)."""
    store = TableStore(session.store.path)
    try:
        sealed = dict(store.db.execute("SELECT move, notation FROM sealed"))
        rows = store.rows()
    finally:
        store.close()
    state = session.spec.new_game(NAMES[: session.state.num_players], session.seed, session.options)
    for move, row in enumerate(rows):
        state.apply(row.seat, session.spec.parse_action(sealed.get(move, row.notation)))
    return state
