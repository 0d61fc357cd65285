"""Every guided game, on the engine: each lesson asks for a move the game allows when the lesson
is current, marks an element the game explains, speaks without the spec's codes; and a guided
game saved and resumed in any lesson goes on to its last (the computer seats play the course's
own moves, which a fresh bot after loading would not repeat)."""

import pytest

from magtui.core import registry
from magtui.core.bots import bot_move
from magtui.core.explanations import rule_quote
from magtui.core.session import Session, course_script, learn_session
from tests.course_play import lesson_positions
from tests.ui.spec_codes import codes_shown

COURSES = [game for game in registry.game_ids() if registry.get(game).course is not None]


def test_every_title_has_a_guided_game():
    assert COURSES == registry.game_ids()


@pytest.mark.parametrize("game", COURSES)
def test_each_lesson_asks_a_legal_move_and_marks_what_the_game_explains(game):
    """lesson_positions plays each lesson's move: an illegal one raises IllegalAction."""
    spec = registry.get(game)
    learner = spec.course.learner
    asked = 0
    for session, lesson in lesson_positions(game):
        asked += 1
        if lesson.look_at is not None:
            told = spec.explain(session.state.seen_by(learner), learner, lesson.look_at)
            assert told.what and told.state, lesson.title
            rule_quote(spec.rules_summary, told.rule)  # raises for a rule the summary lacks
    assert asked == len(spec.course.lessons)


@pytest.mark.parametrize("game", COURSES)
def test_the_lessons_speak_the_games_words(game):
    for lesson in registry.get(game).course.lessons:
        for text in (lesson.title, lesson.text, lesson.ask, lesson.nudge):
            assert not codes_shown(game, text), (lesson.title, text)
        assert lesson.title and lesson.text and lesson.ask and "\n" not in lesson.ask


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
