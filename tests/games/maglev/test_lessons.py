"""The guided first game: its lessons replay to the end on the course's seed, each asking for a
move the game allows when it is current, in the player's words."""

from magtui.core.bots import bot_move
from magtui.core.errors import IllegalAction
from magtui.core.explanations import rule_quote
from magtui.core.session import learn_session
from magtui.games.maglev import SPEC, data
from magtui.games.maglev.explain import explain

import pytest


def bots_move(session):
    state = session.state
    while not state.is_over() and session.is_bot(state.to_act()[0]):
        seat = state.to_act()[0]
        session.apply(seat, bot_move(session.bot(seat), state, seat))
        state = session.state


def test_the_course_replays_to_its_last_lesson():
    session = learn_session("maglev")
    course = session.course
    assert course.learner == 0
    for number, lesson in enumerate(course.lessons):
        bots_move(session)
        assert course.current(session.history) == lesson
        seat = session.state.to_act()[0]
        assert seat == course.learner, lesson.title
        legal = {str(a) for a in session.state.legal_actions(seat)}
        assert lesson.expect in legal, (number, lesson.title, sorted(legal)[:20])
        other = next(a for a in sorted(legal) if a != lesson.expect) if len(legal) > 1 else None
        if other is not None:
            with pytest.raises(IllegalAction):
                session.apply_text(seat, other)
        session.apply_text(seat, lesson.expect)
    assert course.current(session.history) is None
    bots_move(session)
    assert not session.state.is_over()


def test_the_lessons_speak_the_players_words():
    """No spec codes, one line to ask, and every mark is an element the rules explain."""
    session = learn_session("maglev")
    model = session.state.seen_by(0)
    for lesson in session.course.lessons:
        words = f"{lesson.title} {lesson.text} {lesson.ask}".split()
        assert not set(words) & set(data.CARDS), lesson.title
        assert "\n" not in lesson.ask and len(lesson.ask) <= 62, lesson.ask  # one status line
        told = explain(model, 0, lesson.look_at)
        assert rule_quote(SPEC.rules_summary, told.rule), lesson.title
