"""The guided first game: its lessons replay to the end on the engine, and each is made by the
keys its card names on the board."""

from __future__ import annotations

from magtui.core.bots import bot_move
from magtui.core.errors import IllegalAction
from magtui.core.session import learn_session
from magtui.games.orkensturm.ui.learning import MARK
from tests.board_app import BoardApp

from .helpers import SPEC
from .profile import LESSON_KEYS


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def bots_play(session) -> None:
    """The computer seats move until the learner must act."""
    learner = session.course.learner
    while not session.state.is_over() and session.state.to_act()[0] != learner:
        seat = session.state.to_act()[0]
        session.apply(seat, bot_move(session.bot(seat), session.state, seat))


def test_the_course_replays_to_its_end():
    session = learn_session("orkensturm")
    course = session.course
    for number, lesson in enumerate(course.lessons):
        bots_play(session)
        assert course.current(session.history) == lesson
        legal = [str(a) for a in session.state.legal_actions(course.learner)]
        assert lesson.expect in legal, (lesson.title, legal)
        wrong = next((a for a in legal if a != lesson.expect), None)
        if wrong is not None:
            try:
                session.apply_text(course.learner, wrong)
            except IllegalAction as refused:
                assert str(refused) == lesson.nudge
            else:
                raise AssertionError(f"lesson {number + 1} accepted {wrong}")
        session.apply_text(course.learner, lesson.expect)
    assert course.current(session.history) is None


def test_the_course_words_on_the_table_hold():
    """The lessons speak of the computer seats' moves and each Orkensturm: the log says so."""
    session = learn_session("orkensturm")
    log_at = {}
    for lesson in session.course.lessons:
        bots_play(session)
        log_at[lesson.title] = "\n".join(session.state.log)
        session.apply_text(session.course.learner, lesson.expect)
    assert "Cella takes W from the reserve." in log_at["Step 2: the Spy"]
    assert "T 12>10 S 8>7" in log_at["The first Orkensturm"]
    assert "Bosper starts" in log_at["The first Orkensturm"]
    assert "Bosper offers 1 yellow.\nCella offers 0 yellow." in log_at["Your offer"]
    assert "battle LOST" in log_at["The Magician"] and "M 10>9" in log_at["The Magician"]


async def test_each_lesson_is_marked_and_made_by_its_keys():
    session = learn_session("orkensturm")
    course = session.course
    learner = course.learner
    bots_play(session)
    app = BoardApp(SPEC, session.state, learner)
    async with app.run_test(size=(80, 24)) as pilot:
        for lesson, keys in zip(course.lessons, LESSON_KEYS, strict=True):
            app.show(session.state, learner)
            app.board.mark(lesson.look_at)
            await pilot.pause()
            assert MARK in screen_text(app), f"{lesson.title}: no mark on {lesson.look_at}"
            await pilot.press(*keys.split())
            await pilot.pause()
            assert app.notations[-1:] == [lesson.expect], lesson.title
            session.apply_text(learner, lesson.expect)
            bots_play(session)
