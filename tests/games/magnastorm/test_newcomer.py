"""What a newcomer reads in the app at 80x24: the powers of the commanders on the boards, the
first player token's holder, the objective cards' counts by round."""

import pytest

from magtui.core.session import Seat, Session
from magtui.games.magnastorm.actions import Takeover
from magtui.games.magnastorm.ui.layout import ACTIONS, RESEARCH
from magtui.ui.app import MagtuiApp

from tests.screen_text import screen_text

from .helpers import SPEC


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))


def played_until(done, prefer=lambda action: False) -> Session:
    """Four humans, each playing the first legal choice that it `prefer`s, else the first one,
    until `done(state)`."""
    session = Session(
        SPEC, [Seat(n) for n in ("Anna", "Boris", "Chen", "Dana")], 3, {"advanced_start": "off"}
    )
    while not done(session.state):
        seat = session.state.to_act()[0]
        legal = session.state.legal_actions(seat)
        session.apply(seat, next((a for a in legal if prefer(a)), legal[0]), keep_undo=False)
    return session


def takeover_legal(column):
    return lambda state: any(
        isinstance(a, Takeover) and a.column == column
        for a in state.legal_actions(state.to_act()[0])
    )


async def to_cell(app, pilot, view: int, row: str, column: str) -> None:
    """The view's cursor on the cell of `row` in `column`, by keys: up to that row, then across."""
    board = app.screen.board
    if board.report is not None:  # the administration's summary, over the board
        await pilot.press("escape")
    await pilot.press(str(view))
    for _ in range(12):
        if board.cursors[view].at[0] == row:
            break
        await pilot.press("up")
    for _ in range(8):
        if board.cursors[view].at[1] == column:
            break
        await pilot.press("right" if board.cursors[view].at[1] < column else "left")
    await pilot.pause()
    assert board.cursors[view].at == (row, column)


async def test_a_commander_under_the_cursor_shows_its_power_where_it_may_be_taken_over():
    """What Enter does is shown whole on the hint line ('take over Forrester Dain for 3Y'),
    which left no room there for the power: the action board tells it in its legend's row."""
    session = played_until(takeover_legal("C"))
    assert session.state.admin_cols["C"] == "Forrester Dain"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_cell(app, pilot, ACTIONS, "cmd", "C")
        text = screen_text(app)
        assert "Enter: take over Forrester Dain" in text
        assert "Forrester D. (+1/-1): Instant: pay 0-2 Y, +1 reputation each" in text
        await to_cell(app, pilot, ACTIONS, "cmd", "A")  # the cursor reaches what cannot be chosen
        assert (
            "1st player token: +1 level, +1 cube of a player colour, first next round"
            in screen_text(app)
        )


async def test_a_research_commander_under_the_cursor_shows_its_power():
    """On the research board the hint line says where the choices are; the board tells the
    power of the column's commander in its levels line."""
    session = played_until(takeover_legal("C"))
    assert session.state.research_cmd["R"] == "Yuul Mbado"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_cell(app, pilot, RESEARCH, "col", "R")
        assert "Yuul M. (+2/-1): Gain: +1 cube of any player colour" in screen_text(app)


async def test_the_first_player_token_names_its_holder_inside_its_column():
    """The token's row read '+1lvl +1P ■S' in 12 columns: the next column's '1/1 □' wrote over
    the holder's letter."""
    session = played_until(
        lambda state: state.token is not None and state.step == "main",
        lambda a: str(a) == "takeover A",
    )
    assert session.state.fed(session.state.token) == "SONA"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await to_cell(app, pilot, ACTIONS, "cmd", "A")
        rows = screen_text(app).splitlines()
        marks = next(row for row in rows if row.startswith(" green/red · marker"))
        assert marks[20:31] == "+lvl+P ■S  ", "the holder's letter, and a gap before column B"
        assert (
            "token held by SONA: +1 level, +1 cube of a player colour, first next round"
            in screen_text(app)
        )


@pytest.mark.parametrize(
    "size, counts", [((80, 24), "│r1-4 need 2/3/4/5│"), ((160, 48), "│need 2/3/4/5  │")]
)
async def test_objective_cards_say_their_counts_are_by_round(size, counts):
    """'rnd 1-4: 2/3/4/5' read as 'open in rounds 2 to 5'; the counts are what the card needs
    in rounds 1 / 2 / 3 / 4 (the roomy layout's cards are narrower)."""
    session = played_until(takeover_legal("C"))
    assert session.state.objectives[0] == "RO2"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=size) as pilot:
        await pilot.press("3")
        await pilot.pause()
        text = screen_text(app)
        assert counts in text and "rounds" not in text


def gap_at(line: str, x: int) -> int | None:
    """The blank columns between the last glyph left of column `x` and the first from it (None:
    a side is empty)."""
    left, right = line[:x].rstrip(), line[x:]
    if not left or not right.strip():
        return None
    return x - len(left) + len(right) - len(right.lstrip())


@pytest.mark.parametrize("players", [2, 3, 4])
async def test_at_160x48_the_planet_and_the_player_cards_keep_apart_from_the_side_panels(players):
    """The planet's storm shading and the side panels' rules stood a column apart, and the
    strip of player cards ran into the research board's objective cards."""
    from magtui.games.magnastorm.ui.layout import PLANET_W

    names = ("Anna", "Boris", "Chen", "Dana")[:players]
    session = Session(SPEC, [Seat(n) for n in names], 5, {"advanced_start": "off", "start": "2"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        lines = screen_text(app).splitlines()[1:-6]  # the board, under the status line
        assert "└rep " in "\n".join(lines), "the objective cards are on screen"
        gaps = [gap for line in lines if (gap := gap_at(line, PLANET_W)) is not None]
        assert gaps and min(gaps) >= 2, [
            (k, line) for k, line in enumerate(lines) if (gap_at(line, PLANET_W) or 9) < 2
        ]
