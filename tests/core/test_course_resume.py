"""A guided game saved and resumed in any lesson goes on to its last lesson: the computer seats
play the course's own moves, which a fresh bot after loading would not repeat."""

import pytest

from magtui.core import registry
from magtui.core.bots import bot_move
from magtui.core.session import Session, course_script, learn_session

COURSES = [game for game in registry.game_ids() if registry.get(game).course is not None]


def play_on(session: Session) -> None:
    """As the frame plays a guided game: the computer seats first, the learner the lesson's
    move, until the lessons end."""
    course = session.course
    assert course is not None
    while (lesson := course.current(session.history)) is not None:
        computer = [seat for seat in session.state.to_act() if session.is_bot(seat)]
        if computer:
            seat = computer[0]
            session.apply(seat, bot_move(session.bot(seat), session.state, seat))
        else:
            session.apply_text(course.learner, lesson.expect)


@pytest.mark.parametrize("game", COURSES)
def test_a_guided_game_resumed_in_any_lesson_reaches_its_last(game):
    spec = registry.get(game)
    script = course_script(spec)
    learner = spec.course.learner
    lesson_starts = [i for i, (seat, _) in enumerate(script) if seat == learner]
    for stop in lesson_starts[:: max(1, len(lesson_starts) // 8)] + [lesson_starts[-1]]:
        session = learn_session(game)
        for seat, text in script[:stop]:
            session.apply_text(seat, text)
        resumed = Session.from_record(session.to_record())
        play_on(resumed)
        assert tuple(resumed.history) == script, f"resumed at action {stop}"
