"""Magnitus' guided game: each lesson marks a spot or body on the galaxy, and the clack lesson
gives both bodies back (the shared tests/core/test_courses.py and tests/ui/test_courses.py
replay the course, resume it and play it by keys)."""

from magtui.games.magnitus.explain import where
from tests.course_play import lesson_positions


def test_each_lesson_marks_what_is_on_the_galaxy():
    for session, lesson in lesson_positions("magnitus"):
        assert where(session.state.seen_by(0), lesson.look_at) is not None, lesson.title


def test_the_clack_lesson_gives_both_bodies_back():
    """'... one or more magnets end up on the table or are attracted to each other and
    collide, the player takes all such celestial bodies for himself, and his turn ends.'"""
    for number, (session, _) in enumerate(lesson_positions("magnitus")):
        if number == 5:  # after the fifth lesson's move
            break
    assert "Ada takes Planet, Moon." in session.state.log
