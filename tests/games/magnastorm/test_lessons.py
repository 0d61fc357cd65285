"""Magnastorm's guided game marks each part of the board it teaches (the shared
tests/core/test_courses.py and tests/ui/test_courses.py replay it and play it by keys)."""

from .helpers import SPEC


def test_the_lessons_mark_every_part_they_teach():
    marked = {lesson.look_at.kind for lesson in SPEC.course.lessons if lesson.look_at is not None}
    assert {"research", "lower", "area", "objective", "commander"} <= marked
