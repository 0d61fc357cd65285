"""Magalon's guided game: what each lesson marks is on the valley or in the hand (the shared
tests/core/test_courses.py and tests/ui/test_courses.py replay it and play it by keys)."""

from __future__ import annotations

from magtui.games.magalon.explain import valley_cells
from tests.course_play import lesson_positions


def test_each_lesson_marks_squares_of_the_valley_or_a_card():
    for session, lesson in lesson_positions("magalon"):
        if lesson.look_at is not None:
            model = session.state.seen_by(0)
            assert valley_cells(model, lesson.look_at) or lesson.look_at.kind == "card"
