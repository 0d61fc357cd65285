"""The guided first game: its lessons replay to the end, each asking a legal move in the words
of the game, and a player makes each lesson's move by keys."""

import re

import pytest

from magtui.core.bots import bot_move
from magtui.core.session import learn_session
from magtui.ui.app import MagtuiApp

from .helpers import SPEC

CODES = re.compile(r"\b(M\d+|[RS]O\d)\b")

# Per lesson, from a fresh decision: Textual key names that make the lesson's move.
LESSON_KEYS = (
    "a enter",
    "a enter",
    "a enter",
    "a down down enter",
    "m",
    "a down down down enter",
    "a enter",
    "a enter",
    "a enter",
    "a enter",
    "m",
    "a enter",
    "a enter",
    "a down enter",
    "a enter",
    "a enter",
    "a down down down down down down enter",
    "g",
    "a enter",
    "a enter",
    "a enter",
    "a down enter",
    "a down down down down enter",
    "m",
    "a down down down down down enter",
    "a enter",
    "a enter",
    "e",
    "a enter",
    "a down down enter",
    "m",
    "a enter",
    "a enter",
    "a down down enter",
    "a enter",
    "e",
    "a down down down down enter",
    "a enter",
    "a down down down enter",
    "e",
)


@pytest.fixture(autouse=True)
def data_home(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))


def test_the_course_replays_to_its_last_lesson():
    session = learn_session("magnastorm")
    course = session.course
    assert course is SPEC.course and len(LESSON_KEYS) == len(course.lessons)
    while (lesson := course.current(session.history)) is not None:
        seat = session.state.to_act()[0]
        if session.is_bot(seat):
            session.apply(seat, bot_move(session.bot(seat), session.state, seat))
            continue
        legal = [str(a) for a in session.state.legal_actions(seat)]
        assert lesson.expect in legal, lesson.title
        if lesson.look_at is not None:  # what the lesson marks is on the board now
            seen = SPEC.explain(session.state.seen_by(seat), seat, lesson.look_at)
            assert seen.what and seen.state, lesson.title
        session.apply(seat, session.state.parse_action(lesson.expect))
    assert course.progress(session.history) == len(course.lessons)


def test_the_lessons_speak_the_games_words():
    anchors_seen = set()
    for lesson in SPEC.course.lessons:
        for text in (lesson.title, lesson.text, lesson.ask):
            assert text and not CODES.search(text) and "\n" not in text
        if lesson.look_at is not None:
            anchors_seen.add(lesson.look_at.kind)
    assert {"research", "lower", "area", "objective", "commander"} <= anchors_seen


async def test_each_lessons_move_is_made_by_its_keys():
    session = learn_session("magnastorm")
    course = session.course
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for number, keys in enumerate(LESSON_KEYS):
            for _ in range(200):  # the computer's turns, and the catch-up screen after them
                await pilot.pause()
                board = getattr(app.screen, "board", None)
                if board is None:
                    await pilot.press("enter")
                elif tuple(session.state.to_act()) == (0,) and board.seat == 0:
                    break
            if board.report is not None:  # the administration's summary
                await pilot.press("escape")
            before = len(session.history)
            await pilot.press(*keys.split())
            await pilot.pause()
            made = str(session.history[before][1]) if len(session.history) > before else None
            assert made == course.lessons[number].expect, course.lessons[number].title
