"""The guided first game: its lessons replay to the end, each asking a legal move in the words
of the game (the shared tests/ui/test_courses.py plays them by the profile's keys)."""

import re

import pytest

from magtui.core.bots import bot_move
from magtui.core.session import learn_session

from .helpers import SPEC
from .profile import LESSON_KEYS

CODES = re.compile(r"\b(M\d+|[RS]O\d)\b")


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
