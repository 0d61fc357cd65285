"""Learning at the board: the rule under the cursor (explain.py and the board's focus), the
hint's highlight (point_at: the usual keys then make the hinted action) and a lesson's mark."""

from __future__ import annotations

import pytest

from magtui.core.bots import bot_move
from magtui.core.explanations import Focus, anchors, rule_quote
from magtui.core.model import is_redacted
from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import RuinStep, Step
from magtui.games.magalon.explain import explain
from magtui.games.magalon.ui import MagalonBoard
from tests.board_app import BoardApp

from .helpers import at_turn, board_rows, do, new_game

RULES = anchors(SPEC.rules_summary)


def explained(state, seat, focus: Focus):
    """The explanation from the model as the seat sees it, as the frame asks for it."""
    model = state if is_redacted(state) else state.seen_by(seat)
    said = explain(model, seat, focus)
    assert said.what and said.state and said.rule in RULES, (focus, said)
    assert rule_quote(SPEC.rules_summary, said.rule)
    return said


def test_every_focus_kind_is_explained_with_a_rule_of_the_summary():
    st = at_turn({0: 5, 1: 2}, pos={0: "H8"}, shields={1: "H7"})
    for focus in [
        Focus("square", "H8"),
        Focus("square", "H7"),
        Focus("square", "H5"),
        Focus("square", "C3"),
        Focus("square", "S"),
        Focus("square", "A"),
        Focus("square", "H12"),
        Focus("square", "D7"),
        Focus("piece", "g1"),
        Focus("piece", "giant"),
        Focus("ruin", "R3"),
        Focus("shield", "J9"),
        Focus("card", "7"),
        Focus("choice", "stay"),
        Focus("choice", "move on"),
    ]:
        explained(st, 0, focus)


def test_the_state_words_follow_the_model():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"}, energy={0: 12}, artifacts={0: "B"})
    said = explained(st, 0, Focus("square", "H8"))
    assert said.what == "Anna's magician (A) on H8" and said.state.startswith("Energy 12")
    assert "■" in said.state
    # "Stepping onto an artifact space ... gives you that artifact."
    assert explained(st, 0, Focus("square", "B")).state == "Held by: Anna."
    assert explained(st, 0, Focus("square", "A")).state == "Held by: no one."
    assert explained(st, 0, Focus("square", "H11")).state == "Free: Anna's walk may end here."
    assert explained(st, 0, Focus("shield", "H11")).state.startswith("Not set yet. H11 is empty")
    assert "taken" in explained(st, 0, Focus("shield", "H8")).state
    assert explained(st, 0, Focus("square", "H5")).rule == "energy"
    assert explained(st, 0, Focus("square", "H12")).what == "The giant"


def test_a_card_says_whether_it_was_played_this_round():
    st = new_game(2)
    assert "free to play" in explained(st, 0, Focus("card", "7")).state
    do(st, "play 7")
    assert explained(st, 1, Focus("card", "7")).state == "Played this round by Anna."


# Positions where the board's chips put the cursor on each kind of element.
MODES = {
    "card play": (lambda: new_game(2), "", "card"),
    "magician": (lambda: at_turn({0: 3, 1: 5}, pos={0: "H8"}), "", "square"),
    "gnomes": (lambda: at_turn({0: 3, 1: 5}, pos={0: "H8"}), "c", "piece"),
    "ruins": (lambda: at_turn({0: 7, 1: 5}, pos={0: "H8"}), "c", "ruin"),
    "flying ruin": (lambda: at_turn({0: 5, 1: 3}, pos={0: "H8"}), "c", "ruin"),
    "shield": (lambda: at_turn({0: 3, 1: 5}, pos={0: "H8"}), "s", "shield"),
    "giant": (lambda: at_turn({0: 3, 1: 5}, pos={0: "H8"}), "g", "piece"),
    "red space": (lambda: at_turn({0: 3, 1: 5}, pos={0: "H8"}), "k k k", "choice"),
}


@pytest.mark.parametrize("mode", MODES)
async def test_the_cursor_is_on_an_element_explained_in_every_mode(mode):
    make, keys, kind = MODES[mode]
    st = make()
    app = BoardApp(SPEC, st, 0, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        if keys:
            await pilot.press(*keys.split())
        board = app.query_one(MagalonBoard)
        focus = board.under_cursor()
        assert focus is not None and focus.kind == kind
        explained(board.position, 0, focus)
        row = board.cursor_row()
        assert (row is None) == (kind == "card")
        await pilot.press("tab")
        assert board.under_cursor() is not None


def _arrow(board: MagalonBoard, action) -> str:
    """The arrow that makes a step once point_at has taken its chip."""
    if isinstance(action, RuinStep):
        return action.direction
    position = board.position
    if action.piece == "m":
        start = board._magician_cell()
    elif action.piece == "giant":
        start = position.giant
    else:
        start = position.gnomes[int(action.piece[1]) - 1]
    return next(
        d for d in V.DIRECTIONS if V.NODE_OF_CELL[board._neighbour(start, d) or 0] == action.node
    )


def positions(players: int, seed: int, every: int = 7, moves: int = 200):
    state = new_game(players, seed)
    bots = [SPEC.make_bot("easy", s, seed) for s in range(players)]
    for number in range(moves):
        if state.is_over():
            return
        seat = state.to_act()[0]
        if number % every == 0:
            yield state.clone(), seat
        state.apply(seat, bot_move(bots[seat], state, seat))


@pytest.mark.parametrize("players, seed", [(2, 4), (3, 9)])
async def test_point_at_then_the_usual_key_makes_the_action(players, seed):
    tried = set()
    for state, seat in positions(players, seed):
        legal = state.legal_actions(seat)
        kinds = {}
        for action in legal:
            kinds.setdefault((type(action), getattr(action, "piece", "")), action)
        for action in kinds.values():
            app = BoardApp(SPEC, state.clone(), seat)
            async with app.run_test(size=(80, 24)) as pilot:
                board = app.query_one(MagalonBoard)
                if not board.point_at(action):
                    assert not isinstance(action, Step | RuinStep)
                    continue
                await pilot.pause()
                key = _arrow(board, action) if isinstance(action, Step | RuinStep) else "enter"
                await pilot.press(key)
                await pilot.pause()
            assert app.actions == [action], (str(action), app.hints)
            tried.add(type(action).__name__)
    assert {"Play", "Step"} <= tried


async def test_point_at_marks_the_squares_the_step_enters():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)):
        board = app.query_one(MagalonBoard)
        before = board_rows(board, 80, 20)
        assert board.point_at(Step("m", D.cell("H9")))
        after = board_rows(board, 80, 20)
    assert "{" not in "".join(before) and "{○}" in after[9]


async def test_a_lesson_mark_is_drawn_with_braces_on_any_element():
    st = at_turn({0: 3, 1: 5}, pos={0: "H8"})
    app = BoardApp(SPEC, st, 0)
    async with app.run_test(size=(80, 24)):
        board = app.query_one(MagalonBoard)
        assert "{" not in "".join(board_rows(board, 80, 20))
        board.mark(Focus("square", "H5"))
        assert "{○}" in board_rows(board, 80, 20)[5]
        board.mark(Focus("piece", "giant"))
        assert "{G}" in board_rows(board, 80, 20)[12]
        board.mark(Focus("ruin", "R1"))
        assert "{" in board_rows(board, 80, 20)[3]
        board.mark(Focus("square", "A"))
        assert board_rows(board, 80, 20)[1].count("{") == 1


@pytest.mark.parametrize("size, drawn", [((80, 24), "{7"), ((160, 48), "{ 7}")])
async def test_a_lesson_mark_on_a_card_is_drawn_in_the_hand(size, drawn):
    app = BoardApp(SPEC, new_game(2), 0)
    async with app.run_test(size=size):
        board = app.query_one(MagalonBoard)
        assert "{" not in "".join(board_rows(board, *size))
        board.mark(Focus("card", "7"))
        assert drawn in "".join(board_rows(board, *size))
