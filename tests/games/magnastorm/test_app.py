"""Magnastorm through the shared app: a full round of a 2-player game by keys, and the
planet view at 80x24."""

import pytest

from magtui.core.session import Seat, Session
from magtui.games.magnastorm.ui.exchange import ExchangeScreen
from magtui.ui.app import MagtuiApp
from magtui.ui.board import present
from magtui.ui.game_screen import GameScreen
from tests.screen_text import screen_text

from .helpers import SPEC


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))


def two_player_session(seed=4):
    return Session(SPEC, [Seat("Nils"), Seat("Sara")], seed, {"advanced_start": "off"})


def key_for(board, state):
    """The key a player presses at this decision: the board's own cursor picks the target."""
    if board.menu:
        return "1"
    if state.step == "mode":
        return "g"
    if state.step == "objective":
        return "e"
    return "enter"


async def test_full_round_of_two_player_game_by_keys():
    session = two_player_session()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, GameScreen)
        board = screen.board
        for _ in range(400):
            state = session.state
            if state.round == 2 or state.is_over():
                break
            before = len(session.history)
            await pilot.press(key_for(board, state))
            await pilot.pause()
            assert len(session.history) > before, f"the key did nothing at step {state.step}"
        assert session.state.round == 2, "round 1 was played to its administration"
        verbs = {text.split()[0] for _, text in session.history}
        assert {"col", "res", "crew", "to", "gain"} <= verbs
        assert any("Administration of round 1" in line for line in session.state.log)


def test_planet_view_snapshot(snap_compare):
    session = two_player_session(seed=7)
    from magtui.core.bots import RandomBot

    bots = [RandomBot(s, 7) for s in range(2)]
    for _ in range(70):
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )

    async def to_planet(pilot):
        await pilot.pause()
        await pilot.press("escape")  # past the administration's summary of round 1
        await pilot.press("1")
        await pilot.pause()

    assert snap_compare(
        MagtuiApp(session=session, pace="instant", autosave=False),
        terminal_size=(80, 24),
        run_before=to_planet,
    )


def test_roomy_layout_snapshot(snap_compare):
    """Design 7, 160x48: the planet, the action and research boards and the player cards at once."""
    session = Session(
        SPEC, [Seat(n) for n in ("Nils", "Sara", "Pia", "Dan")], 7, {"advanced_start": "off"}
    )
    from magtui.core.bots import RandomBot

    bots = [RandomBot(s, 7) for s in range(4)]
    for _ in range(140):
        state = session.state
        seat = state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )
    assert snap_compare(
        MagtuiApp(session=session, pace="instant", autosave=False), terminal_size=(160, 48)
    )


async def test_finished_game_awards_artifact_cards(tmp_path):
    """'Each player receives an artifact card at the end of the game, depending on their ranking' -
    kept in the data folder."""
    import json

    from magtui.core.bots import RandomBot

    session = two_player_session(seed=5)
    bots = [RandomBot(s, 5) for s in range(2)]
    while True:
        state = session.state
        seat = state.to_act()[0]
        trial = state.clone()
        action = bots[seat].choose(state.view(seat), state.legal_actions(seat))
        trial.apply(seat, action)
        if trial.is_over():
            break
        session.apply(seat, action, keep_undo=False)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        board = app.screen.board
        board._choose(action)
        await pilot.pause()
        assert session.state.is_over()
    store = json.loads((tmp_path / "magtui" / "magnastorm-artifacts.json").read_text())
    assert {p["name"] for p in store["players"].values()} == {"Nils", "Sara"}
    assert sorted(c[0] for p in store["players"].values() for c in p["cards"]) == ["B", "G"]


async def test_exchange_dialog_through_the_app():
    """'x exchanges 3 cubes for 1 at any decision': the dialog's keys reach the
    board inside the frame."""
    session = two_player_session()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        state = session.state
        seat = state.actor
        state.cubes[seat] = [3, 0, 0, 0, 0]
        present(
            app.screen.board, state, seat, len(session.history)
        )  # as the frame does after every change
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ExchangeScreen)
        await pilot.press("enter", "enter", "backspace", "enter", "enter")
        await pilot.pause()
        got = "NS"[1 - seat]
        await pilot.press("3" if got == "S" else "2")
        await pilot.pause()
        assert session.history[-1][1] == f"x YYY>{got}"
        assert isinstance(app.screen, GameScreen)


async def test_the_action_cursor_steps_between_choices_and_starts_at_the_crews_column():
    """The arrows skip empty crew slots (the crew's powers and other federations' crew stay in
    reach, to be read), and the lower panel's cursor starts in the column the crew member came
    from."""
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], 1, {"advanced_start": "off"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(*["enter"] * 4)  # the starting crew and research areas
        await pilot.pause()
        assert session.state.step == "main"
        board = app.screen.board
        assert board.cursors[board.view].at == ("up", "A", 3), "on the crew member just placed"
        await pilot.press("right")
        await pilot.pause()
        column, slot = board.cursors[board.view].at[1:]
        assert column == "B" and slot < len(session.state.upper["B"]), (
            "onto column B's crew, not an empty slot"
        )
        await pilot.press(*["up"] * slot)
        await pilot.pause()
        row = next(line for line in screen_text(app).splitlines() if "counts)" in line)
        assert row.split()[1:3] == ["[N]", "S"] and "»Y«" in screen_text(app), (
            "on the crew member to take"
        )
        await pilot.press("enter", "down", "down", "enter")
        await pilot.pause()
        assert [text for _, text in session.history[-2:]] == ["crew B Y", "to B3"]
