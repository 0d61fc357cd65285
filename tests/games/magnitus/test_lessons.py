"""The guided first game: each lesson's move is legal when its lesson is current, the course
replays to its end with Orion's moves, and the keys each lesson names make its move."""

import pytest

from magtui.core.bots import bot_move
from magtui.core.explanations import rule_quote
from magtui.core.session import Session, learn_session
from magtui.games.magnitus import SPEC
from magtui.games.magnitus.explain import explain, where
from magtui.games.magnitus.lessons import COURSE
from magtui.games.magnitus.ui import MagnitusBoard

from tests.board_app import BoardApp

from .profile import LESSON_KEYS
from .test_ui import keys


def bots_move(session):
    """Orion plays until the learner must act (or the game is over)."""
    state = session.state
    while not state.is_over() and state.to_act()[0] != COURSE.learner:
        seat = state.to_act()[0]
        session.apply(seat, bot_move(session.bot(seat), state, seat))
        state = session.state


def test_the_course_replays_to_its_end_and_marks_what_is_there():
    session = learn_session("magnitus")
    course = session.course
    for number, lesson in enumerate(course.lessons):
        bots_move(session)
        assert course.current(session.history) == lesson
        state = session.state
        model = state.seen_by(course.learner)
        assert where(model, lesson.look_at) is not None
        found = explain(model, course.learner, lesson.look_at)
        assert found.state and rule_quote(SPEC.rules_summary, found.rule)
        session.apply_text(course.learner, lesson.expect)
        assert course.progress(session.history) == number + 1
    bots_move(session)
    assert course.current(session.history) is None and not session.state.is_over()


def test_the_clack_lesson_gives_both_bodies_back():
    """'... one or more magnets end up on the table or are attracted to each other and
    collide, the player takes all such celestial bodies for himself, and his turn ends.'"""
    session = learn_session("magnitus")
    for lesson in session.course.lessons[:5]:
        bots_move(session)
        session.apply_text(0, lesson.expect)
    assert "Ada takes Planet, Moon." in session.state.log


@pytest.mark.parametrize("resumed_at", (3, 6, 9))
def test_a_resumed_course_still_asks_for_legal_moves(resumed_at):
    """A loaded game makes its computer players afresh: Orion's later moves may differ in a
    pole or a heading, and every spot asked for must still be clear."""
    session = learn_session("magnitus")
    lessons = session.course.lessons
    for number, lesson in enumerate(lessons):
        if number == resumed_at:
            session = Session.from_record(session.to_record())
        bots_move(session)
        session.apply_text(0, lesson.expect)
    assert [line for line in session.state.log if " takes " in line] == ["Ada takes Planet, Moon."]


async def test_each_lessons_keys_make_its_move():
    session = learn_session("magnitus")
    course = session.course
    assert len(LESSON_KEYS) == len(course.lessons)
    bots_move(session)
    app = BoardApp(SPEC, session.state, course.learner)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.query_one(MagnitusBoard)
        for lesson, names in zip(course.lessons, LESSON_KEYS):
            await keys(pilot, board, *names.split())
            assert app.notations[-1] == lesson.expect, lesson.title
            session.apply(course.learner, app.actions[-1])
            bots_move(session)
            app.show(session.state, course.learner)
            await pilot.pause()
    assert course.current(session.history) is None
