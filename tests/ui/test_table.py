"""One table, several terminals: app instances on one table file (the host with a hotseat
seat and a computer seat, two joined seats, a spectator) play Orkensturm to the end, and every
frame of every terminal is scanned for secrets that are not its own."""

import random
from contextlib import AsyncExitStack

import pytest

from textual.screen import ModalScreen

from magtui.core import registry, table, table_watch
from magtui.core.table_store import tables_dir
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_over import GameOverScreen
from magtui.ui.table_screen import TableScreen
from tests.serve.relay import Relay
from tests.table_play import (
    bot_player,
    joust_table,
    open_table,
    play_until,
    random_action,
    the_truth,
)

from .frame_scan import private_items, screen_text

pytestmark = pytest.mark.long  # started first (conftest)

SIZE = (100, 30)


class Terminal:
    """One app on the table: the host's, a joined seat's or a spectator's."""

    def __init__(self, session) -> None:
        self.session = session
        self.app = MagtuiApp(session=session, pace="instant", autosave=False)
        self.pilot = None

    @property
    def game(self) -> TableScreen:
        return next(s for s in self.app.screen_stack if isinstance(s, TableScreen))

    def text(self) -> str:
        return screen_text(self.app)

    async def look(self) -> None:
        """What the screen's timer does: read the table, then let the screen settle."""
        with self.app._context():  # several apps run here: calls from the test name theirs
            self.game.look()
        await self.pilot.pause()
        for _ in range(2000):  # a computer move worked out in a thread
            if not self.game.working:
                break
            await self.pilot.pause(0.01)
        await self.pilot.pause()


async def start(stack: AsyncExitStack, sessions, polling: bool = True) -> list[Terminal]:
    """The apps running; without `polling` their screens read the table only when the test
    says so (`Terminal.look`), as their timers would have."""
    terminals = [Terminal(s) for s in sessions]
    for terminal in terminals:
        terminal.pilot = await stack.enter_async_context(terminal.app.run_test(size=SIZE))
        await terminal.pilot.pause()
        if not polling:
            terminal.game.stop_following()
    return terminals


def flat(text: str) -> str:
    """The screen's words on one line: a long hint wraps."""
    return " ".join(text.split())


def check_secrets(terminals: list[Terminal], state, where: str) -> int:
    """No terminal shows a private item of a seat it does not play; returns the own items seen."""
    own = 0
    for terminal in terminals:
        text = terminal.text()
        game = terminal.game
        shown = game.board.shown
        seat = (
            shown[1]
            if shown is not None and game.private_on_screen and terminal.app.screen is game
            else None
        )
        assert seat is None or terminal.session.plays_here(seat), (
            f"{where}: seat {seat} shown on another terminal"
        )
        game_id = terminal.session.spec.id
        mine = private_items(game_id, state, seat) if seat is not None else set()
        own += sum(item in text for item in mine)
        for other in range(state.num_players):
            if other != seat:
                for item in private_items(game_id, state, other) - mine:
                    assert item not in text, (
                        f"{where}: {item!r} of seat {other + 1} on a terminal of {seat}:\n{text}"
                    )
    return own


async def step(terminals: list[Terminal], rng: random.Random, choose=random_action) -> str:
    """One move of the game, made where it belongs: a key on a screen in the way, or a legal
    choice (a random one by default) on the board of the terminal whose seat acts."""
    for terminal in terminals:
        top, game = terminal.app.screen, terminal.game
        if top is not game and not (isinstance(top, ModalScreen) and game.session.state.is_over()):
            await terminal.pilot.press("enter" if isinstance(top, PassScreen) else "escape")
            return f"closing {type(top).__name__}"
        if (
            game.board.table_moment(game.board.seen)
            if game.board.seen and game.board.seat is None
            else False
        ):
            await terminal.pilot.press("enter")
            return "a reveal dismissed"
        if top is game and game.handover_to is not None:
            await terminal.pilot.press("enter")
            return "the keyboard passed on"
    for terminal in terminals:
        game, state = terminal.game, terminal.session.state
        seat = game.board.seat
        if seat is not None and seat in state.to_act() and not game.working:
            with terminal.app._context():
                game.board.choose(choose(terminal.session, seat, rng))
            await terminal.pilot.pause()
            return f"a choice of seat {seat + 1}"
    return "nothing"


# Orkensturm to its end by random choices; Maglev Metro's random play never reaches its end
# (rules.md), so its players choose as its easy bots would, on Mars (the shorter game).
@pytest.mark.parametrize(
    "game,seed,options,bot,choose",
    [
        ("orkensturm", 9, {}, "random", random_action),
        ("maglev", 2, {"map": "mars"}, "easy", bot_player("easy")),
    ],
)
async def test_four_terminals_play_a_hidden_information_game_and_none_shows_anothers_secret(
    tmp_path, game, seed, options, bot, choose
):
    """Each hidden-information game to its end: the host (a seat at its keyboard and a
    computer seat), two joined seats and a spectator; every frame of every terminal is scanned."""
    host, players = open_table(
        tmp_path,
        seed,
        kinds=("hotseat", "remote", "remote", "bot"),
        game=game,
        bot=bot,
        options=options,
    )
    spectator = table.join(tmp_path, host.table, watch=True)
    async with AsyncExitStack() as stack:
        terminals = await start(stack, [host, players[1], players[2], spectator], polling=False)
        rng, own, idle = random.Random(seed), 0, 0
        for turn in range(5000):
            what = await step(terminals, rng, choose)
            for terminal in terminals:
                await terminal.look()
            if host.state.is_over():
                break
            own += check_secrets(terminals, the_truth(host), f"step {turn} after {what}")
            idle = idle + 1 if what == "nothing" else 0
            assert idle < 50, f"the table is stuck at {host.state.status()}"
        for (
            terminal
        ) in terminals:  # the public log; a secret choice is the truth only where it may be read
            assert terminal.session.rows == host.rows
        assert own > 0  # the scan looked for real text: each seat saw its own secrets
        assert host.state.is_over()
        while await step(terminals, rng) != "nothing":  # the last reveal, on every terminal
            pass
        for terminal in terminals:
            await terminal.look()
            assert terminal.session.history == host.history  # the end hides nothing
            assert isinstance(terminal.app.screen, GameOverScreen)
            assert "play again" not in terminal.text()  # a new game at a table is a new table


async def test_two_seats_offering_at_once_both_offers_are_kept(tmp_path):
    """Two seats confirm their offers in the same Joust at once: the second terminal wrote on
    the position before the first offer, and its offer is kept as chosen (never reset to 0):
    written after the first, its screen showing both."""
    host, players = joust_table(tmp_path)
    first, second = 1, 2  # Boris and Chen offer; Dana announced the Joust
    assert {first, second} <= set(host.state.to_act())
    async with AsyncExitStack() as stack:
        a, b = await start(stack, [players[first], players[second]])
        for terminal, seat in ((a, first), (b, second)):
            for _ in range(20):  # past the Joust's announcement, to the seat's own screen
                await terminal.pilot.pause(0.05)
                if terminal.game.board.seat == seat:
                    break
                with terminal.app._context():
                    moment = terminal.game._table_moment()
                if moment:
                    await terminal.pilot.press("enter")
            assert terminal.game.board.seat == seat
        moves = len(host.history)
        b.game.stop_following()  # b reads the table only when it writes: it acts on the old position
        with a.app._context():
            a.game.board.choose(a.session.state.legal_actions(first)[0])
        await a.pilot.pause()
        assert len(a.session.history) == moves + 1 and len(b.session.history) == moves
        offer = b.session.state.legal_actions(second)[-1]
        assert str(offer) != str(b.session.state.legal_actions(second)[0])
        with b.app._context():
            b.game.board.choose(offer)
        await b.pilot.pause()
        await b.pilot.pause()
        assert "moved first" not in b.text()
        assert b.session.history[moves:] == [a.session.history[moves], (second, str(offer))]
        await a.look()
        assert a.session.rows == b.session.rows
        assert "Waiting for Dana, Anna" in flat(b.text())  # Boris and Chen have both offered


async def test_others_see_a_player_leave_and_come_back_and_the_game_goes_on(tmp_path):
    host, players = open_table(
        tmp_path, 5, kinds=("hotseat", "remote", "remote", "bot"), bot="easy"
    )
    async with AsyncExitStack() as stack:
        hosting, boris = await start(stack, [host, players[1]])
        chen_stack = AsyncExitStack()
        (chen,) = await start(chen_stack, [players[2]])
        await chen_stack.aclose()  # Chen's terminal closes
        await hosting.look()
        assert "Chen has left the table." in hosting.text()
        (chen,) = await start(stack, [table.join(tmp_path, host.table, 2)])
        await hosting.look()
        assert "Chen is back." in hosting.text()
        moves = len(host.history)
        rng = random.Random(5)
        terminals = [hosting, boris, chen]
        while len(host.history) < moves + 20:
            await step(terminals, rng)
            for terminal in terminals:
                await terminal.look()
        assert chen.session.rows == host.rows


@pytest.mark.parametrize("events", [True, False], ids=["inotify", "polling"])
async def test_a_waiting_screen_shows_another_terminals_move_and_leaving_by_itself(
    tmp_path, monkeypatch, events
):
    """Nobody calls the screen's look: with events the table's files wake it (no timer runs),
    without them (not Linux) its timer looks ten times a second."""
    if not events:
        monkeypatch.setattr(table_watch, "_libc", None)
    elif table_watch._libc is None:
        pytest.skip("no inotify on this system")
    host, players = open_table(tmp_path, 2, kinds=("remote",) * 4)
    mover = players[host.state.to_act()[0]]
    waiter = next(players[s] for s in range(4) if players[s] is not mover)
    async with AsyncExitStack() as stack:
        (waiting,) = await start(stack, [waiter])
        assert (waiting.game.poll is None) == events
        seat = mover.state.to_act()[0]
        mover.apply(seat, mover.state.legal_actions(seat)[0])
        mover.leave()
        for _ in range(500):
            if waiter.rows == mover.rows and "has left the table" in waiting.text():
                break
            await waiting.pilot.pause(0.01)
        assert waiter.rows == mover.rows
        assert f"{mover.state.seat_name(seat)} has left the table." in waiting.text()


async def test_a_screen_whose_watch_relay_ends_looks_at_the_table_on_its_timer(
    tmp_path, monkeypatch
):
    """A served session's watch is a socket of the server (magtui.serve.watch_relay): when the
    server is gone, the screen looks ten times a second, and still shows the others' moves."""
    if table_watch._libc is None:
        pytest.skip("no inotify on this system")
    relay = Relay(tmp_path, monkeypatch)
    host, players = open_table(tmp_path, 2, kinds=("remote",) * 4)
    mover = players[host.state.to_act()[0]]
    waiter = next(players[s] for s in range(4) if players[s] is not mover)
    async with AsyncExitStack() as stack:
        (waiting,) = await start(stack, [waiter])
        assert waiting.game.poll is None and waiting.game.watch is not None
        relay.stop()
        for _ in range(500):
            if waiting.game.poll is not None:
                break
            await waiting.pilot.pause(0.01)
        assert waiting.game.poll is not None and waiting.game.watch is None
        seat = mover.state.to_act()[0]
        mover.apply(seat, mover.state.legal_actions(seat)[0])
        for _ in range(500):
            if waiter.rows == mover.rows:
                break
            await waiting.pilot.pause(0.01)
        assert waiter.rows == mover.rows


async def test_the_computer_plays_on_at_once_when_the_terminal_that_ran_it_leaves(tmp_path):
    """The host runs the computer seat and leaves at its turn: another terminal takes it over
    when it sees the host go, not at its next heartbeat, and the computer moves."""
    host, players = open_table(tmp_path, 4, kinds=("hotseat", "remote", "remote", "bot"))
    play_until(players, random.Random(4), lambda state: 3 in state.to_act())
    async with AsyncExitStack() as stack:
        (boris,) = await start(stack, [players[1]])
        moves = len(players[1].history)
        host.leave()
        for _ in range(500):
            if len(players[1].history) > moves:
                break
            await boris.pilot.pause(0.01)
        assert players[1].runs_bots() and players[1].history[moves][0] == 3


async def test_the_menu_hosts_a_table_and_another_terminal_joins_it_from_the_list():
    """s, a game, Enter: a table with seat 1 here and the others on their own terminals; t on
    another terminal lists it, and Enter takes its first free seat."""
    host_app = MagtuiApp(pace="instant")
    async with AsyncExitStack() as stack:
        pilot = await stack.enter_async_context(host_app.run_test(size=SIZE))
        await pilot.press("s", str(registry.game_ids().index("orkensturm") + 1))
        assert "own terminal" in screen_text(host_app)
        starter = host_app.screen.query_one("#opt-start")
        starter.focus()
        while starter.value != "2":  # Boris starts: the host's screen waits for him
            await pilot.press("right")
        await pilot.press("enter")
        await pilot.pause()
        hosted = host_app.screen
        assert isinstance(hosted, TableScreen) and hosted.session.here == {0}
        name = hosted.session.table
        assert f"Boris, Chen may join with: magtui join {name}" in screen_text(host_app)

        guest_app = MagtuiApp(pace="instant")
        guest = await stack.enter_async_context(guest_app.run_test(size=SIZE))
        await guest.press("t")
        assert f"{name}" in screen_text(guest_app) and "free: 2 Boris, 3 Chen" in screen_text(
            guest_app
        )
        await guest.press("enter")
        await guest.pause()
        joined = guest_app.screen
        assert isinstance(joined, TableScreen) and joined.session.here == {1}
        with host_app._context():
            hosted.look()
        await pilot.pause()
        assert "Boris has joined the table." in screen_text(host_app)


async def test_a_spectator_joins_from_the_list_and_sees_no_hand():
    host, players = open_table(tables_dir(), 2)
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t", "w")
        await pilot.pause()
        game = app.screen
        assert isinstance(game, TableScreen) and game.session.spectator
        text = screen_text(app)
        assert "watching table" in text and "YOUR HAND" not in text
        for seat in range(4):
            for item in private_items("orkensturm", the_truth(host), seat):
                assert item not in text


async def test_seats_at_the_hosts_keyboard_keep_their_covers_and_a_terminal_of_its_own_needs_none(
    tmp_path,
):
    """Anna and Boris share the host's keyboard: a pass-the-keyboard cover comes before each of
    their private screens. Chen plays on his own terminal: his private screen comes without one."""
    host, players = open_table(
        tmp_path, 4, kinds=("hotseat", "hotseat", "remote", "bot"), bot="easy"
    )
    async with AsyncExitStack() as stack:
        terminals = await start(stack, [host, players[2]])
        hosting, chen = terminals
        rng, covers, chen_private = random.Random(4), set(), 0
        for turn in range(200):
            if isinstance(hosting.app.screen, PassScreen):
                covers.add(hosting.app.screen.player)
            assert not isinstance(chen.app.screen, PassScreen)
            chen_private += chen.game.board.seat == 2
            own = check_secrets(terminals, the_truth(host), f"step {turn}")
            if covers == {"Anna", "Boris"} and chen_private and own:
                break
            await step(terminals, rng)
            for terminal in terminals:
                await terminal.look()
        assert covers == {"Anna", "Boris"} and chen_private


async def test_a_seat_on_its_own_terminal_keeps_its_hand_in_view_while_the_others_act(tmp_path):
    """Boris plays on his own terminal: while Anna, Chen or the computer decide (an
    inspection too), his screen is his own, with his hand beside the table, and his decision
    clears the waiting line."""
    host, players = open_table(tmp_path, 4)
    async with AsyncExitStack() as stack:
        terminals = await start(stack, [host, players[1], players[2]])
        boris = terminals[1]
        rng, waited, inspected = random.Random(4), 0, 0
        for turn in range(600):
            state = host.state
            if (
                boris.app.screen is boris.game
                and 1 not in state.to_act()
                and not state.is_over()
                and not boris.game.board.showing_reveal()
                and not boris.game.board.showing_joust()
            ):
                text = boris.text()
                assert (
                    boris.game.board.seat == 1 and "YOUR HAND" in text and "PRIVATE · BORIS" in text
                ), text
                waited += 1
                inspected += state.phase == "inspect"
            if (
                1 in state.to_act()
                and boris.game.board.seat == 1
                and boris.app.screen is boris.game
            ):
                assert "Waiting for" not in boris.text()
            check_secrets(terminals, the_truth(host), f"step {turn}")
            if waited > 20 and inspected or state.is_over():
                break
            await step(terminals, rng)
            for terminal in terminals:
                await terminal.look()
        assert waited > 20 and inspected


async def test_the_others_vote_a_seat_left_for_long_to_the_computer_and_play_goes_on(
    tmp_path, monkeypatch
):
    """Chen's connection is gone; Anna's and Boris's terminals press b: the computer plays Chen,
    and the log says so."""
    monkeypatch.setattr(table, "ABSENT_BEFORE_VOTE", 0.0)
    host, players = open_table(
        tmp_path, 5, kinds=("hotseat", "remote", "remote", "bot"), bot="easy"
    )
    players[2].leave()
    async with AsyncExitStack() as stack:
        # (the test reads the table itself: a look between the key and the check would replace
        # the vote's hint with the table's news of it)
        terminals = await start(stack, [host, players[1]], polling=False)
        rng = random.Random(5)
        while 2 not in host.state.to_act():  # on to Chen's turn
            await step(terminals, rng)
            for terminal in terminals:
                await terminal.look()
        hosting, boris = terminals
        for _ in range(
            50
        ):  # the waiting line follows the screen's timers, slower on a busy machine
            if "b: Chen's seat to the computer" in flat(hosting.text()):
                break
            await hosting.pilot.pause(0.05)
            await hosting.look()
        assert "b: Chen's seat to the computer" in flat(hosting.text())
        await hosting.pilot.press("b")
        assert "passes when every player agrees" in flat(hosting.text())
        await boris.look()
        assert "Anna voted to give Chen's seat to the computer (b agrees)." in flat(boris.text())
        await boris.pilot.press("b")
        moves = len(host.history)
        for _ in range(20):
            for terminal in terminals:
                await terminal.look()
            if any(seat == 2 for seat, _ in host.history[moves:]):
                break
            await step(terminals, rng)
        assert host.is_bot(2) and any(seat == 2 for seat, _ in host.history[moves:])
        await hosting.pilot.press("i")  # the log names the computer as the one who played
        assert "Chen (computer)" in hosting.text()


async def test_a_heartbeat_refreshes_the_keys_only_when_a_seat_becomes_votable(
    tmp_path, monkeypatch
):
    """A waiting seat's heartbeat redraws its keys only when what they show may have changed:
    not for the others' renewals, but when a player has been gone long enough to be voted out."""
    host, players = open_table(tmp_path, 5, kinds=("hotseat", "remote", "remote", "remote"))
    async with AsyncExitStack() as stack:
        (boris,) = await start(stack, [players[1]], polling=False)
        refreshes = []
        monkeypatch.setattr(boris.game, "refresh_bindings", lambda: refreshes.append(1))
        with boris.app._context():
            boris.game.beat()
            first = len(refreshes)
            for _ in range(3):
                for session in (host, players[2], players[3]):
                    session.heartbeat()
                boris.game.beat()
            assert len(refreshes) == first
            monkeypatch.setattr(table, "ABSENT_BEFORE_VOTE", 0.0)
            players[2].leave()
            boris.game.beat()
        assert len(refreshes) == first + 1 and boris.game.check_action("hand_to_computer", ())


def undoable_first(state) -> bool:
    """True when the first legal action of the seat to act may be taken back."""
    trial, seat = state.clone(), state.to_act()[0]
    trial.apply(seat, trial.legal_actions(seat)[0])
    return trial.undoable and not trial.is_over() and seat in trial.to_act()


async def test_undo_on_a_terminal_takes_the_action_back_on_every_terminal(tmp_path):
    """Undo as at one keyboard: the acting player's own last action of the turn, and the other
    terminals show the position before it."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(
        players, random.Random(3), lambda state: state.to_act()[0] != 0 and undoable_first(state)
    )
    seat = host.state.to_act()[0]
    async with AsyncExitStack() as stack:
        mover, hosting = await start(stack, [players[seat], host])
        before = len(host.history)
        with mover.app._context():
            mover.game.board.choose(mover.session.state.legal_actions(seat)[0])
        await mover.pilot.pause()
        assert len(mover.session.history) == before + 1 and mover.session.can_undo(seat)
        await hosting.look()
        assert len(host.history) == before + 1
        await mover.pilot.press("u")
        assert "took back the last action" in flat(mover.text())
        await hosting.look()
        assert (
            len(host.history) == before
            and host.state.fingerprint() == mover.session.state.fingerprint()
        )


async def test_leaving_a_table_says_how_to_come_back(tmp_path):
    host, players = open_table(tmp_path, 2)
    async with AsyncExitStack() as stack:
        (boris,) = await start(stack, [players[1]])
        await boris.pilot.press("q")
        assert f"magtui join {host.table} --seat 2" in flat(boris.text())


async def test_a_move_from_another_terminal_under_a_cover_brings_no_second_cover(tmp_path):
    """Anna and Boris share the host's keyboard; in a Joust Chen offers from his own terminal
    while Anna's cover is up: the cover stays the only one, and Anna's screen then shows the
    game with Chen's offer made."""
    host, players = open_table(tmp_path, 1, kinds=("hotseat", "hotseat", "remote", "remote"))
    play_until(players, random.Random(1), lambda state: len(state.to_act()) > 1)
    async with AsyncExitStack() as stack:
        (hosting,) = await start(stack, [host])
        for _ in range(10):  # past the Joust's announcement to a cover
            if isinstance(hosting.app.screen, PassScreen):
                break
            await hosting.pilot.press("enter")
        assert isinstance(hosting.app.screen, PassScreen)
        chen = players[2]
        chen.apply(2, chen.state.legal_actions(2)[0])
        await hosting.look()
        with hosting.app._context():  # a heartbeat too
            hosting.game.beat()
        await hosting.pilot.pause()
        covers = [s for s in hosting.app.screen_stack if isinstance(s, PassScreen)]
        assert len(covers) == 1 and host.rows == chen.rows
        await hosting.pilot.press("enter")
        assert hosting.game.board.shown == (len(chen.history), hosting.game.board.seat)


async def test_a_terminal_says_the_table_no_longer_reads_as_a_game_and_plays_on_once_it_does(
    tmp_path,
):
    """A row of the live table is edited and another player moves: the terminal says why the
    game waits; the row put back, it shows the game with that move, and the sentence goes."""
    import sqlite3

    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote", "remote"))
    play_until(players, random.Random(3), lambda state: len(host.history) >= 12)
    mover = players[host.state.to_act()[0]]
    watcher = next(players[s] for s in (1, 2, 3) if players[s] is not mover)
    db = sqlite3.connect(host.store.path)
    (notation,) = db.execute("SELECT notation FROM actions WHERE move = 5").fetchone()
    async with AsyncExitStack() as stack:
        (terminal,) = await start(stack, [watcher], polling=False)
        with db:
            db.execute("UPDATE actions SET notation = 'pass' WHERE move = 5")
        seat = mover.state.to_act()[0]
        mover.apply(seat, mover.state.legal_actions(seat)[0])
        await terminal.look()
        assert "waits until the table reads as a game again" in flat(terminal.text())
        with db:
            db.execute("UPDATE actions SET notation = ? WHERE move = 5", (notation,))
        await terminal.look()
        assert "reads as a game again" not in flat(terminal.text())
        assert watcher.history == mover.history and mover.state.log[-1] in terminal.text()
    db.close()


@pytest.mark.parametrize("how", ["hang up", "kill"])
def test_a_seat_whose_terminal_hangs_up_or_is_killed_is_free_at_once(tmp_path, how):
    """A dropped connection hangs the terminal up (`kill` sends SIGTERM): the process gives its
    seat back as it ends, without the lease to wait out."""
    import os
    import signal
    import sys

    from magtui.bench.terminal import Terminal

    host, players = open_table(tmp_path, 1, kinds=("hotseat", "remote", "remote", "bot"))
    players[1].leave()
    boris = Terminal(
        [
            sys.executable,
            "-m",
            "magtui",
            "join",
            host.table,
            "--seat",
            "2",
            "--table",
            str(tmp_path),
        ],
        env={"XDG_DATA_HOME": str(tmp_path)},
    )
    try:
        boris.first_frame()
        assert "seat 1" in host.store.holders()
        if how == "hang up":
            os.close(boris.fd)
        else:
            os.kill(boris.pid, signal.SIGTERM)
        _, status = os.waitpid(boris.pid, 0)
        assert os.WIFSIGNALED(
            status
        )  # it ended as the signal says, having let go of its seat first
        assert "seat 1" not in host.store.holders()
    finally:
        if how == "kill":
            os.close(boris.fd)
