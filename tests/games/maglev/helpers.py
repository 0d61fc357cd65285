"""Building positions for the Maglev rule tests."""

from __future__ import annotations

from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import NOTATION
from magtui.games.maglev.model import Site

NAMES = ("Ann", "Bob", "Cyd", "Dee")


def new_game(players: int = 2, mapname: str = "moon", seed: int = 1):
    """A game after setup (draft, extra robot, corners done by first choices)."""
    state = SPEC.new_game(list(NAMES[:players]), seed, {"map": mapname})
    while state.phase in ("extra", "draft", "corner"):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    return state


def position(state, seat=None):
    """What the board draws for `seat` (None: the table): the game as that seat sees it."""
    return state.seen_by(seat)


def act(state, text: str):
    state.apply(state.to_act()[0], NOTATION.parse(text))


def legal(state) -> set[str]:
    return {str(a) for a in state.legal_actions(state.to_act()[0])}


def skip_first_turn_setup(state):
    """Place the train (Mars) and the starting robots by the first legal choices."""
    while state.pending is not None and state.pending.kind in ("start", "put"):
        act(state, str(state.legal_actions(state.current)[0]))


def fill(state, seat: int, **spaces):
    """Put passengers straight onto a board: fill(s, 0, track1="g")."""
    for space, colour in spaces.items():
        state.boards[seat][space] = colour


def clear_board(state, seat: int):
    state.boards[seat] = pb.empty_board()
    state.hand[seat] = []


def playing(players: int = 2, mapname: str = "moon", seed: int = 1, train=None, head=None):
    """A game at seat current's first main choice, with an empty board and no starting robots."""
    state = new_game(players, mapname, seed)
    for seat in range(players):
        clear_board(state, seat)
    if mapname == "mars" and train is None:
        train = (1, 4)
    if mapname == "mars":
        for seat in range(players):
            state.trains[seat].at, state.trains[seat].head = (1, 4), None
    if train is not None:
        state.trains[state.current].at, state.trains[state.current].head = train, head
    state.pending = None
    state._settle(state.current)
    return state


def fake_station(state, h, types="F"):
    """A built station on any hex, for test geometry."""
    state.sites[h] = Site("space", types=types)
    state.node_of[h] = h


def row_line(state, seat, row=3, stations=7, types="F"):
    """Stations on every other hex of a row from q=0, joined by straight tiles."""
    hexes = [(2 * i, row) for i in range(stations)]
    for h in hexes:
        fake_station(state, h, types)
    state.tiles[seat] = {(2 * i + 1, row): (0, 3) for i in range(stations - 1)}
    return hexes


def set_up_session(seed: int, options: dict | None = None) -> Session:
    """A two-player session (Ann, Bob) past its setup by the first legal choices."""
    session = Session(SPEC, [Seat("Ann"), Seat("Bob")], seed, options or {})
    while session.state.phase != "play":
        seat = session.state.to_act()[0]
        session.apply(seat, session.state.legal_actions(seat)[0], keep_undo=False)
    return session


async def keys_to_track(pilot, session: Session) -> None:
    """By keys from the first turn's cover to a TRACK action: the train (Mars), the starting
    robots, then the TRACK row of the main menu."""
    await pilot.press("enter", "enter")  # cover, train
    while session.state.pending is not None:
        await pilot.press("enter")  # starting robots
    await pilot.press("enter", "1")
    await pilot.pause()
    if session.state.pending is None:
        await pilot.press("1")
    await pilot.pause()
    assert session.state.pending.kind == "track"
