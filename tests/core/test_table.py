"""Shared tables: the store is the game, a stale writer is refused, claims come and go, a
killed process loses nothing, and a secret choice reaches other seats only through the engine."""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import time

import pytest

from magtui.core import table
from magtui.core.errors import IllegalAction, OptionError
from magtui.core.table_store import StaleMove, TableError, TableStore, open_tables
from magtui.core.views import seat_view
from tests.table_play import (
    NAMES,
    bot_player,
    joust_table,
    open_table,
    play_until,
    random_action,
    the_truth,
)


def test_a_full_game_on_one_table_looks_the_same_from_every_terminal(tmp_path):
    """Three terminals and a spectator replay one log into one game, to its end."""
    host, players = open_table(tmp_path, 7)
    spectator = table.join(tmp_path, host.table, watch=True)
    play_until(players, random.Random(7), lambda state: False)
    spectator.sync()
    assert host.state.is_over()
    for session in (*players.values(), spectator):
        assert session.state.fingerprint() == host.state.fingerprint()
    assert open_tables(tmp_path) == []  # a finished table is no longer listed as open


def test_a_terminal_joining_late_replays_the_table(tmp_path):
    host, players = open_table(tmp_path, 2)
    play_until(players, random.Random(2), lambda state: len(host.history) >= 40)
    late = table.join(tmp_path, host.table, watch=True)
    assert late.history == host.history and late.state.fingerprint() == host.state.fingerprint()


def test_of_two_seats_offering_at_once_the_second_offer_is_kept_and_written_after_the_first(
    tmp_path,
):
    """Joust: 'all players at once, in secret' — both offer on the same position; neither saw
    the other's offer, so the second writer's offer is not lost: it is written after the
    first, as it was chosen."""
    host, players = joust_table(tmp_path)
    first, second = host.state.to_act()[:2]
    a, b = players[first], players[second]
    offer_b = b.state.legal_actions(second)[-1]
    a.apply(first, a.state.legal_actions(first)[0])
    b.apply(second, offer_b)  # on the position before a's offer
    assert b.history[-2:] == [a.history[-1], (second, str(offer_b))]
    assert a.sync() and a.rows == b.rows


def test_a_move_on_a_position_that_is_gone_is_refused_and_the_game_reread(tmp_path):
    """Not a secret choice: the player chose on a position that another terminal changed;
    the move is refused (StaleMove), nothing is written, and the game is read again."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(
        players, random.Random(3), lambda state: any(players[s].can_undo(s) for s in range(4))
    )
    seat = next(s for s in range(4) if players[s].can_undo(s))
    mover, stale = players[seat], players[(seat + 1) % 4]
    stale.sync()
    mover.undo(seat)
    rows = mover.rows
    with pytest.raises(StaleMove):
        stale.apply(seat, stale.state.legal_actions(seat)[0])
    assert TableStore(host.store.path).rows() == rows
    assert stale.sync() and stale.history == mover.history


def test_an_undo_then_another_action_is_not_taken_for_the_position_it_replaced(tmp_path):
    """The log's revision, not its length, says whether a writer saw the position: an undo
    followed by another action leaves the length as it was."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(
        players, random.Random(3), lambda state: any(players[s].can_undo(s) for s in range(4))
    )
    seat = next(s for s in range(4) if players[s].can_undo(s))
    mover, stale = players[seat], players[(seat + 1) % 4]
    stale.sync()
    seen = stale.revision
    undone = mover.history[-1][1]
    mover.undo(seat)
    other = next(a for a in mover.state.legal_actions(seat) if str(a) != undone)
    mover.apply(seat, other)
    assert len(stale.history) == len(mover.history)
    with pytest.raises(StaleMove):
        stale.store.append(seen, seat, undone)
    assert stale.sync() and stale.history == mover.history
    assert stale.state.fingerprint() == mover.state.fingerprint()


def test_undo_is_refused_once_something_was_revealed(tmp_path):
    """Undo as in hotseat: only the acting player, within the turn, before anything was revealed."""
    host, players = open_table(tmp_path, 4, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(4), lambda state: state.phase == "contribute")
    seat = host.state.to_act()[0]
    session = players[seat]
    session.apply(seat, session.state.legal_actions(seat)[0])  # face down: 'may not be taken back'
    with pytest.raises(IllegalAction):
        session.undo(seat)
    assert TableStore(host.store.path).rows() == session.rows


def test_a_seat_in_use_cannot_be_joined_and_is_free_again_when_its_player_leaves(tmp_path):
    host, players = open_table(tmp_path, 5)
    with pytest.raises(TableError, match="in use"):
        table.join(tmp_path, host.table, 1)
    with pytest.raises(TableError, match="computer"):
        table.join(tmp_path, host.table, 3)
    with pytest.raises(TableError, match="no free seat"):
        table.join(tmp_path, host.table)
    players[1].leave()
    assert [s for s in open_tables(tmp_path)[0].free_seats()] == [1]
    again = table.join(tmp_path, host.table, 1)
    assert again.here == {1} and again.history == host.history


def test_others_hear_who_left_and_who_is_back(tmp_path):
    host, players = open_table(tmp_path, 6)
    host.notices()
    players[2].leave()
    assert host.notices() == ["Chen has left the table."]
    table.join(tmp_path, host.table, 2)
    assert host.notices() == ["Chen is back."]


def test_another_seats_renewal_leads_to_no_read_of_the_log_and_an_edited_row_still_does(
    tmp_path, monkeypatch
):
    """Every seat renews its claims each heartbeat: that commit is no news of the game, and a
    waiting terminal does not read the whole log for it; a row another program edits is."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(3), lambda state: len(host.history) >= 6)
    waiting = players[1]
    reads = []
    monkeypatch.setattr(
        waiting.store, "rows", lambda rows=waiting.store.rows: reads.append(1) or rows()
    )
    for session in (host, players[2], players[3]):
        session.heartbeat()
    assert waiting.store.changed() and not waiting.sync() and reads == []
    db = sqlite3.connect(host.store.path)
    with db:
        db.execute("UPDATE actions SET notation = 'pass' WHERE move = 2")
    db.close()
    with pytest.raises(TableError, match="Action 3 of the table"):
        waiting.sync()
    assert reads == [1]


def test_the_bots_go_to_another_terminal_when_the_host_is_gone(tmp_path):
    host, players = open_table(tmp_path, 8)
    assert host.runs_bots() and not players[1].heartbeat() and not players[1].runs_bots()
    host.leave()
    players[1].heartbeat()
    assert players[1].runs_bots()


# ----- secrets ----------------------------------------------------------------------------------
class SpyDb:
    """A table connection that records every row a process reads from the sealed table, with
    the length of the log when it read it."""

    def __init__(self, db, reads: list):
        self.db, self.reads = db, reads

    def execute(self, sql: str, params=()):
        cursor = self.db.execute(sql, params)
        if "sealed" in sql and sql.lstrip().upper().startswith("SELECT"):
            rows = cursor.fetchall()
            length = self.db.execute("SELECT COUNT(*) FROM actions").fetchone()[0]
            self.reads.extend((move, length) for move, _ in rows)
            return iter(rows)
        return cursor

    def __getattr__(self, name):
        return getattr(self.db, name)


def shown_by_the_engine(session) -> dict[int, set[tuple[int, int]]]:
    """move of a secret choice -> (move that showed it, seat shown), replaying the true game."""
    state = session.spec.new_game(NAMES[: session.state.num_players], session.seed, session.options)
    secret_moves, shown = [], {}
    for at, (seat, text) in enumerate(session.history):
        action = session.spec.parse_action(text)
        if state.secret(seat, action):
            secret_moves.append(at)
        for number, seats in state.shows(seat, action).items():
            shown.setdefault(secret_moves[number], set()).update((at, reader) for reader in seats)
        state.apply(seat, action)
    return shown


@pytest.mark.parametrize(
    "game,seed,kinds,options,choose",
    [
        ("orkensturm", 9, ("hotseat", "remote", "remote", "remote"), {}, random_action),
        (
            "maglev",
            2,
            ("hotseat", "remote", "remote", "remote"),
            {"map": "mars"},
            bot_player("easy"),
        ),
        ("maglev", 5, ("hotseat", "remote", "bot", "remote"), {"map": "mars"}, bot_player("easy")),
    ],
)
def test_no_process_reads_a_sealed_row_its_seats_may_not_see(
    tmp_path, game, seed, kinds, options, choose
):
    """'No other seat's process ever reads another seat's private choice before the reveal': every
    sealed row a process reads, from the first action to the end of a four-terminal game, is one
    of its own seats' or one the engine had shown them by then (Maglev Metro: a mini-deck's next
    holder sees what is left of it), the computer's seats counting as the host's, which plays
    them; at the end every choice is in the log."""
    host, players = open_table(tmp_path, seed, kinds=kinds, game=game, options=options, bot="easy")
    spectator = table.join(tmp_path, host.table, watch=True)
    reads = {}
    for session in (*set(players.values()), spectator):
        reads[session] = []
        session.store.db = SpyDb(session.store.db, reads[session])
    play_until({**players, 4: spectator}, random.Random(seed), lambda state: False, choose)
    log = TableStore(host.store.path).rows()
    assert host.state.is_over() and not any(row.sealed for row in log)
    shown = shown_by_the_engine(host)
    others_read = 0
    for session, read in reads.items():
        plays = session.readers()
        assert plays == session.here | (
            {kinds.index("bot")} if session is host and "bot" in kinds else set()
        )
        for move, length in read:
            owner = log[move].seat
            if owner not in plays:
                others_read += 1
                assert any(at < length and seat in plays for at, seat in shown.get(move, ())), (
                    f"the process of seats {sorted(plays)} read move {move} of seat {owner + 1}"
                )
    assert any(reads[players[1]]) and not reads[spectator]
    assert others_read > 0 if game == "maglev" else others_read == 0
    for session in (
        *players.values(),
        spectator,
    ):  # the end reveals all: every terminal has the truth
        session.sync()
        assert session.history == host.history and not session.unknown


def secret_tables(
    tmp_path,
    game="orkensturm",
    seed=4,
    kinds=("hotseat", "remote", "remote", "remote"),
    stop=lambda state: state.phase == "contribute",
):
    """Two tables of one seed at a secret choice (Orkensturm's first contribution by default):
    the seat to act chooses differently at each. Returns the seat and, per table, the session
    of each seat and the spectator's (None)."""
    tables = []
    for index in range(2):
        host, players = open_table(tmp_path / str(index), seed, kinds=kinds, game=game)
        play_until(players, random.Random(seed), stop)
        seat = host.state.to_act()[0]
        assert host.state.secret(seat, host.state.legal_actions(seat)[index])
        players[seat].apply(seat, players[seat].state.legal_actions(seat)[index])
        watcher = table.join(tmp_path / str(index), host.table, watch=True)
        for session in players.values():
            session.sync()
        tables.append({**players, None: watcher})
    return seat, tables


def same_for_the_others(seat, tables) -> None:
    """Every process but the owner's holds the same state, views, choices and log at both."""
    first, second = tables
    assert first[seat].state.view(seat) != second[seat].state.view(seat)
    for other in (s for s in first if s != seat and first[s] is not first[seat]):
        a, b = first[other].state, second[other].state
        assert a.fingerprint() == b.fingerprint()
        assert seat_view(a, other, 0).choices == seat_view(b, other, 0).choices
        assert first[other].rows == second[other].rows
    assert second[None].state.view(seat) != second[seat].state.view(seat)  # not the truth


def test_a_sealed_choice_leaves_the_other_processes_as_they_would_be_for_any_other(tmp_path):
    """'No other seat's process ever reads another seat's private choice before the reveal': 'each
    player adds 2 cards face down' — whichever pair the first contributor adds, every other
    seat's process and the spectator's hold the same state in memory (that hand a stand-in), so
    their views, choices, log and screens are the same; the owner's process holds the choice."""
    same_for_the_others(*secret_tables(tmp_path))


def test_a_sealed_joust_offer_leaves_the_other_processes_as_they_would_be_for_any_other(tmp_path):
    """'No other seat's process ever reads another seat's private choice before the reveal': 'every
    player offers red cards in secret' — the first offer, 0 or 1 red."""
    same_for_the_others(*secret_tables(tmp_path, seed=1, stop=lambda state: state.phase == "joust"))


def test_a_sealed_draft_pick_leaves_the_other_processes_as_they_would_be_for_any_other(tmp_path):
    """'No other seat's process ever reads another seat's private choice before the reveal': Maglev
    Metro's bonus-card draft — 'take a bonus card in the draft (private)'."""
    same_for_the_others(
        *secret_tables(
            tmp_path,
            "maglev",
            3,
            ("hotseat", "remote", "remote"),
            stop=lambda state: state.phase == "draft",
        )
    )


@pytest.mark.parametrize(
    "game,seed,kinds,start,end",
    [
        (
            "orkensturm",
            4,
            ("hotseat", "remote", "remote", "remote"),
            lambda state: state.phase == "contribute",
            lambda state: state.phase != "contribute",
        ),
        (
            "orkensturm",
            1,
            ("hotseat", "remote", "remote", "remote"),
            lambda state: state.phase == "joust",
            lambda state: state.phase != "joust",
        ),
    ],
)
def test_the_last_choice_reveals_them_all_and_every_process_agrees_with_the_truth(
    tmp_path, game, seed, kinds, start, end
):
    """'Then the deck is shuffled and 2 cards per player are revealed', the Joust's offers
    'revealed together' (Orkensturm): the last choice unseals the others, and every process
    replays the true choices."""
    seat, (first, _) = secret_tables(tmp_path, game, seed, kinds, start)
    play_until(first, random.Random(5), end)
    sessions = set(first.values())
    for session in sessions:
        session.sync()
    assert len({session.state.fingerprint() for session in sessions}) == 1
    assert all(not session.unknown for session in sessions)
    assert not any(row.sealed for row in first[seat].store.rows())


def test_a_passed_mini_deck_shows_its_next_holder_what_was_taken_from_it_and_no_one_else(tmp_path):
    """'Each player chooses 1 card and passes the rest to the player on their left': after a
    round of picks each terminal reads only the picks taken from the mini-decks its seat now
    holds, and each seat's view there is the truth, as is the spectator's table."""
    host, players = open_table(
        tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"), game="maglev"
    )
    spectator = table.join(tmp_path, host.table, watch=True)
    terminals = {**players, None: spectator}
    for picks in (4, 8):  # after the first round of picks, and after the second
        play_until(players, random.Random(picks), lambda state: len(state.draft.taken) == picks)
        truth = the_truth(host)
        for seat, session in terminals.items():
            session.sync()
            assert session.state.view(seat) == truth.view(seat)
        for seat in range(4):  # every deck the right neighbour picked from came on to this seat
            assert set(players[seat].stand_ins.values()) == set(range(4)) - {seat, (seat - 1) % 4}
        assert set(spectator.stand_ins.values()) == {0, 1, 2, 3}


def test_a_player_who_rejoins_replays_their_own_sealed_choice(tmp_path):
    """A dropped connection loses nothing: the owner's sealed choice is in the file, and
    only the owner's process reads it back."""
    seat, (_, second) = secret_tables(tmp_path)  # the second choice is not the stand-in
    assert second[seat].kinds[seat] == "remote"
    key = f"hands.{seat}"  # Orkensturm: the seat's own hand, by its path in the model
    hand = second[seat].state.view(seat)["private"][key]
    second[seat].leave()
    again = table.join(second[seat].store.path.parent, second[seat].table, seat)
    assert again.state.view(seat)["private"][key] == hand
    assert second[None].state.view(seat)["private"][key] != hand


# ----- a process killed mid-action ----------------------------------------------------------------
WRITER = """
import random, sys
from pathlib import Path
from magtui.core import table, table_store
table_store.LEASE = 0.3
session = table.join(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
rng = random.Random(int(sys.argv[4]))
print("ready", flush=True)
while not session.state.is_over():
    session.sync()
    seat = session.state.to_act()[0]
    if seat in session.here:
        try:
            session.apply(seat, rng.choice(session.state.legal_actions(seat)))
        except table_store.StaleMove:
            pass
"""


@pytest.mark.parametrize("seed", [11, 12, 13])
def test_a_process_killed_mid_action_loses_nothing(tmp_path, seed):
    """kill -9 while the other terminals play as fast as they can: every committed action is
    whole, the log replays, and the seat can be joined again and played to the end."""
    host = table.host(tmp_path, "orkensturm", NAMES, seed, {}, ["remote"] * 4, {})
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    writers = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, str(tmp_path), host.table, str(s), str(seed + s)],
            stdout=subprocess.PIPE,
            env=env,
        )
        for s in range(4)
    ]
    for writer in writers:
        assert writer.stdout.readline() == b"ready\n"
    store = TableStore(host.store.path)
    while len(store.rows()) < 30:
        time.sleep(0.01)
    for writer in writers:
        os.kill(writer.pid, signal.SIGKILL)
        writer.wait()
    watcher = table.join(tmp_path, host.table, watch=True)  # replays every committed action
    assert watcher.rows == store.rows() and len(watcher.history) >= 30
    for _ in range(500):  # the claims of the killed processes run out (their lease is short)
        if len(store.info().free_seats()) == 4:
            break
        time.sleep(0.01)
    players = {s: table.join(tmp_path, host.table, s) for s in range(4)}
    play_until(players, random.Random(seed), lambda state: False)
    assert players[0].state.is_over()


OWNER = """
import sys, time
from pathlib import Path
from magtui.core import table, table_store
table_store.LEASE = 0.3
session = table.join(Path(sys.argv[1]), sys.argv[2], int(sys.argv[3]))
seat = int(sys.argv[3])
choice = session.state.legal_actions(seat)[1]
session.apply(seat, choice)
print(choice, flush=True)
time.sleep(60)
"""


def test_a_sealed_choice_outlives_its_process_killed_and_comes_back_to_its_owner_only(tmp_path):
    """kill -9 right after a face-down contribution: the sealed row is in the file, the
    player who rejoins replays their own choice, the others a stand-in."""
    host, players = open_table(tmp_path, 4, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(4), lambda state: state.phase == "contribute")
    seat = host.state.to_act()[0]
    assert host.kinds[seat] == "remote"
    players[seat].leave()
    env = {**os.environ, "PYTHONPATH": os.getcwd()}
    owner = subprocess.Popen(
        [sys.executable, "-c", OWNER, str(tmp_path), host.table, str(seat)],
        stdout=subprocess.PIPE,
        env=env,
    )
    chosen = owner.stdout.readline().decode().strip()
    os.kill(owner.pid, signal.SIGKILL)
    owner.wait()
    for _ in range(500):  # the killed process's claim runs out (its lease is short)
        if seat in TableStore(host.store.path).info().free_seats():
            break
        time.sleep(0.01)
    again = table.join(tmp_path, host.table, seat)
    host.sync()
    assert again.history[-1] == (seat, chosen) and host.rows == again.rows
    assert host.history[-1] != (seat, chosen) and host.rows[-1].notation == "sealed"


def test_a_computer_seats_sealed_choice_survives_the_bots_changing_terminals(tmp_path):
    """The host runs the bot, which adds its cards face down; the host leaves, another
    terminal takes the bots over (it reads the bot's sealed choice: it plays that seat now),
    and the game goes on to its end, where every terminal agrees with the truth."""

    def bot_added(state) -> bool:
        return state.phase == "contribute" and 3 not in state.order[state.idx :]

    host, players = open_table(tmp_path, 4)
    play_until(players, random.Random(4), bot_added)
    assert host.rows[-1].seat == 3 and host.rows[-1].seal is not None  # the bot's choice, sealed
    host.leave()
    players[1].heartbeat()
    assert players[1].runs_bots() and 3 not in players[1].unknown
    assert players[1].history[-1] == host.history[-1] != players[2].history[-1]
    back = table.join(tmp_path, host.table, 0)
    sessions = {0: back, 1: players[1], 2: players[2], 3: players[1]}
    play_until(sessions, random.Random(4), lambda state: False)
    for session in (back, players[2]):
        session.sync()
        assert session.state.fingerprint() == players[1].state.fingerprint()
    assert back.state.is_over()


def test_a_seat_left_for_long_goes_to_the_computer_when_every_other_player_votes(
    tmp_path, monkeypatch
):
    monkeypatch.setattr(table, "ABSENT_BEFORE_VOTE", 0.0)
    host, players = open_table(tmp_path, 6)
    host.notices(), players[1].notices()
    players[2].leave()
    for session in (host, players[1]):
        session.notices()
        assert session.votable() == [2]
    assert not host.vote(2)  # Boris's terminal has not agreed yet
    assert players[1].notices() == ["Anna voted to give Chen's seat to the computer (b agrees)."]
    assert players[1].vote(2)
    host.sync()
    for session in (host, players[1]):
        assert session.is_bot(2) and session.kinds[2] == "bot" and not session.votable()
    play_until({0: host, 1: players[1], 2: host, 3: host}, random.Random(6), lambda state: False)
    assert host.state.is_over()


def test_the_computers_moves_for_a_player_are_marked_and_the_player_takes_the_seat_back(
    tmp_path, monkeypatch
):
    """Chen's seat goes to the computer by the others' vote: the log names the computer's
    moves "Chen (computer)", Chen's own moves before and after it plain "Chen"; joining the
    seat again gives it back to Chen."""
    monkeypatch.setattr(table, "ABSENT_BEFORE_VOTE", 0.0)
    host, players = open_table(tmp_path, 6)
    play_until(players, random.Random(6), lambda state: any(seat == 2 for seat, _ in host.history))
    players[2].leave()
    host.notices(), players[1].notices()
    host.vote(2), players[1].vote(2)
    host.sync()
    by_computer = len(host.history)
    seats = {0: host, 1: players[1], 2: host, 3: host}
    play_until(
        seats,
        random.Random(7),
        lambda state: sum(seat == 2 for seat, _ in host.history[by_computer:]) >= 2,
    )
    from magtui.ui.join_list import describe

    assert describe(open_tables(tmp_path)[0]).endswith("free: 3 Chen (computer)")
    chen = table.join(tmp_path, host.table, 2)
    assert chen.here == {2} and not chen.is_bot(2) and chen.kinds[2] == "remote"
    assert describe(open_tables(tmp_path)[0]).endswith("no free seat")
    assert host.sync() and not host.is_bot(2)
    by_chen = len(host.history)
    play_until(
        {**seats, 2: chen},
        random.Random(8),
        lambda state: sum(seat == 2 for seat, _ in host.history[by_chen:]) >= 2,
    )
    for session in (host, chen):
        session.sync()
        lines = session.log_lines()
        sizes = session.log_sizes
        marked = 0
        for move, (seat, _) in enumerate(session.history):
            moved = lines[sizes[move] : sizes[move + 1]]
            if seat == 2 and by_computer <= move < by_chen:
                assert all(line.count("Chen") == line.count("Chen (computer)") for line in moved), (
                    moved
                )
                marked += sum("Chen (computer)" in line for line in moved)
            else:
                assert not any("(computer)" in line for line in moved), moved
        assert marked
        assert lines != session.state.log  # the log itself, saved and replayed, is the game's


def test_a_vote_ends_when_the_player_comes_back(tmp_path, monkeypatch):
    monkeypatch.setattr(table, "ABSENT_BEFORE_VOTE", 0.0)
    host, players = open_table(tmp_path, 6)
    players[2].leave()
    host.notices()
    assert not host.vote(2)
    back = table.join(tmp_path, host.table, 2)
    assert not players[1].vote(2) and back.store.votes() == {}
    assert not host.is_bot(2)


def test_a_club_players_seat_handed_to_the_computer_waits_for_them(tmp_path, monkeypatch):
    """Chen's key names him: the others' vote gives his seat to the computer, and it is his to
    take back alone, with Enter (no seat named)."""
    monkeypatch.setattr(table, "ABSENT_BEFORE_VOTE", 0.0)
    host, players = open_table(tmp_path, 6)
    players[2].leave()
    host.notices(), players[1].notices()
    host.vote(2), players[1].vote(2)
    club = {"Anna", "Chen"}
    with pytest.raises(TableError, match="Seat 3 of table .* is Chen's"):
        table.join(tmp_path, host.table, 2, joiner="Dora", kept=club)
    with pytest.raises(TableError, match="no free seat"):
        table.join(tmp_path, host.table, joiner="Dora", kept=club)
    chen = table.join(tmp_path, host.table, joiner="Chen", kept=club)
    assert chen.here == {2} and chen.kinds[2] == "remote"


def test_a_player_names_the_seat_on_joining_before_the_first_move(tmp_path):
    """'names on the setup screen of the host, or typed at join'."""
    host = table.host(
        tmp_path, "orkensturm", NAMES, 3, {}, ["hotseat", "remote", "remote", "remote"], {}
    )
    boris = table.join(tmp_path, host.table, 1, player="Bea")
    assert host.sync() and host.state.seat_name(1) == "Bea" and boris.state.seat_name(1) == "Bea"
    with pytest.raises(OptionError, match="unique"):
        table.join(tmp_path, host.table, 2, player="Anna")
    assert 2 in open_tables(tmp_path)[0].free_seats()  # the refused join let the seat go
    seat = host.state.to_act()[0]
    host.apply(seat, host.state.legal_actions(seat)[0])
    with pytest.raises(TableError, match="has begun"):
        table.join(tmp_path, host.table, 3, player="Dora")


def test_the_join_command_names_a_folder_that_is_not_the_default(tmp_path, monkeypatch):
    """`magtui join TABLE [--seat N]`, with `--table DIR` when the table is not in the default
    folder: the command a player is told must open the table it names."""
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    host, _ = open_table(tmp_path / "club tables", seed=1)
    assert (
        host.join_command(1)
        == f"magtui join {host.table} --seat 2 --table '{tmp_path / 'club tables'}'"
    )
    default, _ = open_table(table.tables_dir(), seed=1)
    assert default.join_command() == f"magtui join {default.table}"
