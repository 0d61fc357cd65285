"""The board draws from a seat's view ("Hidden stays hidden"): no game state is ever reachable
from the board, whatever the keys, and the questions it asks the engine answer in plain values."""

import random

import pytest

from magtui.core.errors import IllegalAction
from magtui.core.views import seat_view
from magtui.games.maglev import SPEC
from magtui.games.maglev.rules import MaglevState

from tests.board_app import BoardApp
from tests.state_reach import state_paths

from .helpers import act, fill, playing

KEYS = ["1", "2", "3", "4", "tab", "enter", "escape", "left", "down", "r", "x", "g"]


@pytest.mark.parametrize("mapname,players,seed", [("moon", 2, 5), ("mars", 3, 7)])
async def test_no_state_reachable_from_the_board_through_a_game(mapname, players, seed):
    """A game from the draft on, driven by random keys and, when they stall, the board's own
    choice; after every step the board's attributes hold views, never the state."""
    state = SPEC.new_game(["Ann", "Bob", "Cyd"][:players], seed, {"map": mapname})
    rng = random.Random(seed)
    app = BoardApp(SPEC, state, state.to_act()[0], play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.board
        for step in range(45):
            moves = app.moves
            await pilot.press(*rng.choices(KEYS, k=2))
            assert state_paths(board) == [], f"step {step}"
            if app.moves == moves and board.seen.actions:
                board.choose(rng.choice(board.seen.actions))
                await pilot.pause()
            assert state_paths(board) == [], f"step {step}"
        assert state.phase == "play" and state.round > 1
        app.show(state, None)  # the table's view: nothing private
        await pilot.press("4")
        assert "private" not in board.seen.view and "Bonus cards are private" in board.screen_text()
        await pilot.press("2", "tab")
        assert state_paths(board) == []


def test_the_engine_says_why_a_tile_is_refused():
    """The reason beside a ghost tile, or None when the tile may be laid."""
    state = playing(2, "mars")
    seat = state.current
    fill(state, seat, track1="g")
    act(state, "track 1")
    lay = next(a for a in state.legal_actions(seat) if a.verb == "lay")
    oracle = seat_view(state, seat, 0).oracle
    assert oracle.ask(MaglevState.tile_refusal, lay) is None
    refused = SPEC.parse_action("lay 3,3 e-w")
    assert (
        oracle.ask(MaglevState.tile_refusal, refused) == "does not continue your line from an end"
    )
    with pytest.raises(IllegalAction):
        state.tile_refusal(1 - seat, lay)
    with pytest.raises(TypeError):
        oracle.ask(MaglevState.legal_actions)  # not a question a board may ask


def test_the_model_a_seat_sees_hides_the_others_cards_until_the_final_scoring():
    """ "nobody sees another player's cards until the final scoring" (rules.md): the model the
    board draws from holds the seat's own cards and the mini-decks it may pick from, and of the
    rest only how many cards there are; at the end every card shows."""
    state = SPEC.new_game(["Ann", "Bob", "Cyd"], 4, {"map": "moon"})
    for _ in range(4):
        seat = state.to_act()[0]
        state.apply(seat, state.legal_actions(seat)[0])
    assert state.phase == "draft"
    for seat in range(3):
        seen = state.seen_by(seat)
        assert seen.cards[seat] == state.cards[seat]
        assert all(seen.cards[s] == len(state.cards[s]) for s in range(3) if s != seat)
        for k, deck in enumerate(state.draft.decks):
            shown = deck.cards if k in state.draft_decks_of(seat) else len(deck.cards)
            assert seen.draft.decks[k].cards == shown
        assert seen.rng is None
    table = state.seen_by(None)
    assert [table.cards_held(s) for s in range(3)] == [len(c) for c in state.cards]
    state.phase = "over"
    assert state.seen_by(None).cards == state.cards
    assert state.view(None)["cards"] == state.cards  # the JSON view says what the model shows
