"""The guided first game replays to its end: each lesson's move is legal when it is asked."""

from __future__ import annotations

import pytest

from magtui.core.bots import bot_move
from magtui.core.game import IllegalAction
from magtui.core.session import learn_session
from magtui.games.magalon import SPEC
from magtui.games.magalon.explain import explain, valley_cells
from tests.board_app import BoardApp
from tests.ui.spec_codes import codes_shown


def play_course(session, stop_at: int | None = None):
    """Play the lessons' moves, the computer seats moving between them; yield each lesson as it
    becomes current."""
    course = session.course
    bots = {
        s: SPEC.make_bot(level, s, course.seed)
        for s, (_, level) in enumerate(course.seats)
        if level is not None
    }
    while course.current(session.history) is not None:
        state = session.state
        seat = state.to_act()[0]
        if seat == course.learner:
            lesson = course.current(session.history)
            yield lesson
            session.apply_text(seat, lesson.expect)
        else:
            session.apply(seat, bot_move(bots[seat], state, seat))


def test_the_course_replays_to_its_last_lesson_each_mark_on_the_board():
    session = learn_session("magalon")
    asked = 0
    for lesson in play_course(session):
        asked += 1
        if lesson.look_at is not None:
            model = session.state.seen_by(0)
            assert explain(model, 0, lesson.look_at).what
            assert valley_cells(model, lesson.look_at) or lesson.look_at.kind == "card"
    assert asked == len(SPEC.course.lessons)
    assert not session.state.is_over()


def test_another_move_gets_the_nudge():
    session = learn_session("magalon")
    next(play_course(session))
    with pytest.raises(IllegalAction, match="Play the 3"):
        session.apply_text(0, "play 7")


def test_the_lessons_read_as_the_game_speaks():
    for lesson in SPEC.course.lessons:
        for text in (lesson.title, lesson.text, lesson.ask):
            assert text and not codes_shown("magalon", text, board=True), text
        assert "\n" not in lesson.ask and len(lesson.ask) <= 76, lesson.ask


# The keys of each lesson, from the board as the lesson before left it. A displacement is drawn
# whole and confirmed with Enter: its first lesson's keys make every one of its steps.
LESSON_KEYS = [
    "3",
    "left up",
    "up",
    "right",
    "1",
    "s left left left left left left left up up up up enter",
    "g",
    *["left"] * 7,
    "down down down down down down right right up right enter",
    *[""] * 9,
    "down",
    "t",
    "x",
    "m up",
    *["up"] * 9,
    "c down",
    "down",
    "down",
    "e",
    "t",
    "8",
    "m up",
    "up",
    "right",
    *["up"] * 5,
    "c tab up",
    "down",
    "tab tab tab tab tab left",
    "t",
    "6",
    "m left",
    "left",
    "up",
    "left",
    "up",
    "up",
    "s left left up enter",
    "c tab left",
    "left",
    "tab up",
    "up",
    "up",
    "t",
]


async def test_the_course_is_played_by_keys():
    session = learn_session("magalon")
    course = session.course
    bot = SPEC.make_bot("easy", 1, course.seed)
    assert len(LESSON_KEYS) == len(course.lessons)

    def computer_moves():
        while session.state.to_act()[0] != course.learner:
            session.apply(1, bot_move(bot, session.state, 1))

    computer_moves()
    app = BoardApp(SPEC, session.state.clone(), course.learner)
    async with app.run_test(size=(80, 24)) as pilot:
        for number, keys in enumerate(LESSON_KEYS):
            if not keys:
                continue
            await pilot.press(*keys.split())
            await pilot.pause()
            for seat, action in app.chosen:
                session.apply(seat, action)
            app.chosen.clear()
            assert course.progress(session.history) > number, (number, keys, app.hints[-1:])
            computer_moves()
            app.show(session.state.clone(), course.learner)
            await pilot.pause()
    assert course.current(session.history) is None
