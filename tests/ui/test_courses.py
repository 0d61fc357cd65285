"""Every guided game is played to its last lesson by keys at 80×24, with the keys its test
profile gives for each lesson (`LESSON_KEYS`); a wrong move gets the lesson's nudge and loses
nothing. The toy's course stands in for the games whose course has not landed."""

from __future__ import annotations

import pytest

from magtui.core import registry
from magtui.core.session import learn_session  # refuses a title without a course
from magtui.ui.app import MagtuiApp
from magtui.ui.catch_up import CatchUpScreen
from magtui.ui.lessons import LearnScreen, LessonCard
from tests.core import toy
from tests.game_profiles import declared

WAIT_TURNS = 400  # pauses while the computer seats play between two lessons


GAMES = [*registry.game_ids(), "toy"]  # every title has a guided game


def profile_value(game: str, name: str):
    return getattr(toy, name) if game == "toy" else declared(game, name)


async def learners_turn(pilot, app) -> LearnScreen:
    """Past the cards and the news, until the learner must choose."""
    for _ in range(WAIT_TURNS):
        await pilot.pause()
        screen = app.screen
        if isinstance(screen, (CatchUpScreen, LessonCard)):
            await pilot.press("enter")
        elif isinstance(screen, LearnScreen) and screen._table_moment():
            await pilot.press("enter")  # a public moment (Orkensturm's reveal): Enter goes on
        elif isinstance(screen, LearnScreen) and screen.learner_acts() and not screen.working:
            if screen.board.acting():
                return screen
    raise AssertionError(f"the learner's turn never came; on screen: {type(app.screen).__name__}")


@pytest.mark.parametrize("game", GAMES)
async def test_the_guided_game_is_played_to_its_last_lesson_by_keys(toy_registry, game):
    session = learn_session(game)
    course = session.course
    lesson_keys = profile_value(game, "LESSON_KEYS")
    assert lesson_keys is not None, "the game's profile gives no LESSON_KEYS"
    assert len(lesson_keys) == len(course.lessons), "one string of keys per lesson"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for number, keys in enumerate(lesson_keys):
            screen = await learners_turn(pilot, app)
            lesson = course.lessons[number]
            assert course.progress(session.history) == number, lesson.title
            await pilot.press(*keys.split())
            for _ in range(WAIT_TURNS):
                await pilot.pause()
                if course.progress(session.history) > number or not screen.working:
                    break
            assert course.progress(session.history) == number + 1, (
                f"lesson {number + 1} ({lesson.title}): the keys {keys!r} did not make "
                f"{lesson.expect!r}; the hint line says {screen.query_one('#hint').content}"
            )
        assert course.current(session.history) is None


@pytest.mark.parametrize("game", GAMES)
async def test_a_wrong_move_gets_the_nudge_and_loses_nothing(toy_registry, game):
    session = learn_session(game)
    course = session.course
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await learners_turn(pilot, app)
        lesson = course.current(session.history)
        wrong = next(a for a in screen.board.seen.actions if str(a) != lesson.expect)
        history = list(session.history)
        if screen.board.point_at(wrong):  # by the usual confirm keys, where the board can
            await pilot.press("enter")
        else:
            screen.board.choose(wrong)
        await pilot.pause()
        nudge = course.refusal(history, course.learner, str(wrong))
        hint = screen.query_one("#hint")
        assert str(hint.content) == nudge and not hint.has_class("error")
        assert session.history == history and app.screen is screen
        assert str(screen.query_one("#status").content).startswith(
            f"Lesson {course.progress(history) + 1}/"
        )
