"""The rule under the cursor: every element a Magnastorm cursor reaches is explained from the
model the seat sees, with a rule of the summary; commanders and objectives say their rules on
the board itself."""

import pytest

from magtui.core.explanations import Focus, anchors, rule_quote
from magtui.games.magnastorm import data
from magtui.games.magnastorm.explain import VERB_RULES, commander_anchor
from magtui.games.magnastorm.ui.layout import PLANET, PLAYERS
from magtui.games.magnastorm.ui.targets import focus_of
from magtui.ui.app import MagtuiApp

from tests.screen_text import screen_text

from .helpers import SPEC, do, new, ready
from .test_newcomer import played_until, takeover_legal


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))


def explain(state, focus, seat=None):
    seat = state.actor if seat is None else seat
    return SPEC.explain(state.seen_by(seat), seat, focus)


def test_every_rule_a_focus_names_is_in_the_summary():
    named = set(anchors(SPEC.rules_summary))
    wanted = set(VERB_RULES.values()) | {commander_anchor(n) for n in data.COMMANDERS}
    wanted |= {"planet", "labs", "crew", "lower-space", "takeover", "research", "objectives"}
    assert wanted <= named


def test_a_commander_explains_its_power_and_its_holder():
    """'Ellen B. Outridge (administrative, +1/-1): Objective: +1 reputation and +1 level.'"""
    state = ready(3)
    column = next(c for c, n in state.admin_cols.items())
    name = state.admin_cols[column]
    state.holder[name] = 1
    seen = explain(state, Focus("commander", column))
    assert name in seen.what and f"held by {state.who(1)}" in seen.state
    quote = rule_quote(SPEC.rules_summary, seen.rule)
    assert quote.startswith(name) and data.COMMANDERS[name][3] in quote


def test_a_research_column_names_its_commander_and_the_levels():
    state = ready(3)
    seen = explain(state, Focus("research", "G"))
    name = state.research_cmd["G"]
    assert name in seen.what and data.COMMANDERS[name][3] in seen.what
    assert all(f"{state.who(s)} {state.research[s][0]}" in seen.state for s in range(3))


def test_an_objective_says_its_numbers_are_what_each_round_needs():
    """'Every card may be fulfilled in any round; its four numbers are what it needs in round
    1, 2, 3 and 4'."""
    state = ready(2)
    card = state.objectives[0]
    counts = data.OBJECTIVES[card][2]["23"][1]
    seen = explain(state, Focus("objective", card))
    assert f"{counts[0]} in round 1, {counts[1]} in round 2" in seen.state
    assert "round 1 asks: " + state.objective_text(card) in seen.state
    assert "may be fulfilled in any round" in rule_quote(SPEC.rules_summary, seen.rule)


def test_an_area_says_whose_labs_and_scouts_are_there():
    state = ready(2)
    space = next(s for s in state.planet.spaces_of("5d"))
    state.labs[space] = [1, 2]
    seen = explain(state, Focus("area", "5d"))
    assert f"{space}: 2 labs of {state.who(1)}" in seen.state
    assert f"scout of {state.who(0)}" in seen.state
    assert explain(state, Focus("area", space)).rule == "labs"


def test_a_crew_slot_says_whether_it_may_be_taken_now():
    state = ready(2)
    legal = next(a for a in state.legal_actions(state.actor) if a.verb == "crew")
    place = state.upper[legal.column].index(legal.crew)
    mine = explain(state, Focus("crew", f"{legal.column}{place}"))
    other = explain(state, Focus("crew", f"{legal.column}{place}"), 1 - state.actor)
    assert "may be taken now" in mine.state and "may be taken" not in other.state


def test_a_menu_choice_is_explained_by_its_rule():
    state = do(ready(2), "crew B Y")
    seen = explain(state, Focus("choice", str(state.legal_actions(state.actor)[0])))
    assert seen.rule == "lower-space" and seen.what


async def test_every_cell_a_cursor_reaches_has_an_explanation():
    session = played_until(takeover_legal("C"))
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.board
        kinds = set()
        for view in (1, 2, 3):
            await pilot.press(str(view))
            await pilot.pause()
            cursor = board.cursors[view]
            for cell in cursor.cells:
                cursor.at = cell
                focus = board.under_cursor()
                assert focus == focus_of(cell, board.space_sel if view == PLANET else None)
                seen = SPEC.explain(board.position, board.seat, focus)
                assert seen.what and seen.state and seen.rule
                table = SPEC.explain(session.state.seen_by(None), None, focus)
                assert "now" not in table.state, "the table may not act"
                kinds.add(focus.kind)
        await pilot.press(str(PLAYERS))
        assert board.under_cursor() == Focus("players")
        await pilot.press("a")
        await pilot.pause()
        assert board.under_cursor().kind == "choice"
        kinds |= {"players", "choice"}
        assert kinds == {
            "area",
            "crew",
            "lower",
            "commander",
            "research",
            "objective",
            "players",
            "choice",
        }


@pytest.mark.parametrize(
    "focus, view",
    [
        (Focus("commander", "C"), 2),
        (Focus("lower", "B4"), 2),
        (Focus("crew", "D0"), 2),
        (Focus("research", "U"), 3),
        (Focus("objective", "RO2"), 3),
        (Focus("area", "3c"), 1),
    ],
)
async def test_a_lessons_mark_shows_with_its_own_glyph(focus, view):
    """The mark is •..• where the cursor would draw »..«, never colour alone."""
    session = played_until(takeover_legal("C"))
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.board
        await pilot.press(str(view))
        before = board.text()
        assert "•" not in before
        board.mark(focus)
        await pilot.pause()
        after = board.text()
        assert after.count("•") in (1, 2)
        row = next(y for y, line in enumerate(after.splitlines()) if "•" in line)
        x = after.splitlines()[row].index("•")
        assert before.splitlines()[row][x] != "»", "the mark is not on the cursor"
        assert "marked" in board.canvas_view.canvas.styles[row][x]
        board.mark(None)
        await pilot.pause()
        assert board.text() == before


@pytest.mark.parametrize("size", [(80, 24), (160, 48)])
async def test_the_cursor_row_is_where_the_cursor_is_drawn(size):
    """The explanation opens clear of the cursor's row: the board's row of the »..« marks."""
    session = played_until(takeover_legal("C"))
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=size) as pilot:
        board = app.screen.board
        for view in (1, 2, 3):
            await pilot.press(str(view), "down")
            await pilot.pause()
            rows = board.text().splitlines()
            canvas_row = board.cursor_row() - board.tab_line_shown()
            assert "»" in rows[canvas_row], (view, canvas_row)


async def test_the_marked_views_tab_says_where_to_look():
    """A mark on another view, or on the players' boards, bullets that view's tab."""
    session = played_until(takeover_legal("C"))
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.screen.board
        await pilot.press("2")
        board.mark(Focus("players"))
        await pilot.pause()
        assert "•4 Players•" in screen_text(app)
        board.mark(Focus("objective", "RO2"))
        await pilot.pause()
        assert "•3 Research•" in screen_text(app) and "•4 Players•" not in screen_text(app)
    roomy = MagtuiApp(session=played_until(takeover_legal("C")), pace="instant", autosave=False)
    async with roomy.run_test(size=(160, 48)) as pilot:
        roomy.screen.board.mark(Focus("players"))
        await pilot.pause()
        assert "•4 Players•" in screen_text(roomy)


def test_a_lower_space_says_whose_crew_took_it():
    state = do(ready(2), "crew B Y", "to C3")
    assert explain(state, Focus("lower", "C3")).state == "taken by a neutral crew member"
    assert "free" in explain(state, Focus("lower", "C4")).state


def test_a_crew_slot_in_the_set_up_quotes_the_set_up():
    """'in turn order each player puts a crew member in a different column of the upper panel'"""
    assert explain(new(2), Focus("crew", "A3")).rule == "setup"
    assert explain(ready(2), Focus("crew", "A0")).rule == "crew"
