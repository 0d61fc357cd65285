"""The board draws from a seat's view: no game state is ever within its reach, and the views
carry what it draws (public facts for the table, a seat's own secrets on its private screen)."""

from magtui.core.session import Seat, Session
from magtui.games.orkensturm import actions as A
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen

from tests.state_reach import state_paths

from .helpers import NAMES, SPEC, at_action, hand, new_game, table_moment
from .test_app import KEYS


async def test_no_game_state_is_within_the_boards_reach_through_a_hotseat_turn():
    """Issue 'Hidden stays hidden': boards get a view, never the state. Three humans play a
    whole turn by keys (loyalty, advisors, placements, actions, contributions, the Orkensturm
    on the table's view); after every step nothing the board holds leads to a GameState."""
    session = Session(SPEC, [Seat(n) for n in NAMES[:3]], 12, {"events": "historia"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    steps = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        board = game.board
        while session.state.turn < 2 or table_moment(board, session.state):
            assert steps < 200, session.state.status()
            if (
                isinstance(app.screen, PassScreen)
                or game.handover_to is not None
                or table_moment(board, session.state)
            ):
                await pilot.press("enter")
            else:
                for key in KEYS[session.state.phase]:
                    await pilot.press(key)
            await pilot.pause()
            steps += 1
            assert board.seen is not None and state_paths(board) == []
    assert steps > 20 and session.state.last_reveal.turn == 1


def test_the_table_sees_where_the_placer_may_stand_and_nothing_private():
    """The legal spaces of the seat placing now follow from the disc: the table's redacted
    model works them out. Which advisors a seat holds, and their value now, are its own secret."""
    game = new_game(4)
    game.apply(0, A.Place("merchant"))
    table = game.seen_by(None)
    assert table.placeable() == [a.character for a in game.legal_actions(1)]
    assert "merchant" not in table.placeable()
    assert table.advisors[1] == 1, "the table sees how many advisors, not which"
    own = game.seen_by(1)
    assert len(own.advisor_values(1)) == len(own.advisors[1]) == 1


def test_the_contribution_screen_counts_the_deck_from_public_sizes():
    """'Step 4 reveals N of M': M is the deck now plus what the players still to contribute
    add, known from the hand sizes alone."""
    game = new_game(3)
    at_action(game, 0, "regent")
    game.phase, game.idx = "contribute", 1
    game.hands[1], game.hands[2] = hand("R1"), hand("G4")
    assert game.seen_by(None).deck_at_reveal() == sum(game.ork) + 1 + 2


def test_the_redacted_model_tells_the_board_what_the_state_tells_the_table():
    """A board reads the seat's redacted model with the game's own helpers: along random games
    they tell every seat (and the table) the same public facts as the state itself."""
    from magtui.core.bots import RandomBot

    for players, seed, events in ((3, 5, "historia"), (6, 6, "shuffled"), (8, 7, "off")):
        game = SPEC.new_game(NAMES[:players], seed, {"events": events})
        bots = [RandomBot(s, seed) for s in range(players)]
        while not game.is_over():
            for seat in (None, *range(players)):
                seen = game.seen_by(seat)
                assert seen.to_act() == game.to_act() and seen.step_name() == game.step_name()
                assert [seen.hand_size(s) for s in range(players)] == [sum(h) for h in game.hands]
                assert [seen.advisor_count(s) for s in range(players)] == [
                    len(a) for a in game.advisors
                ]
                assert seen.advisor_deck_sizes() == game.advisor_deck_sizes()
                assert seen.event_deck_size() == game.event_deck_size()
                assert seen.deck_at_reveal() == game.deck_at_reveal()
                assert seen.placeable() == game.placeable() and seen.exits() == game.exits()
                if seat is not None:
                    assert seen.hands[seat] == game.hands[seat]
                    assert seen.advisor_values(seat) == game.advisor_values(seat)
            acting = game.to_act()[0]
            game.apply(acting, bots[acting].choose(game.view(acting), game.legal_actions(acting)))
