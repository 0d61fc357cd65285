"""Orkensturm's guided game: its words about the table hold, and each lesson's mark shows (the
shared tests/core/test_courses.py and tests/ui/test_courses.py replay it and play it by keys)."""

from __future__ import annotations

from magtui.games.orkensturm.ui.learning import MARK
from tests.board_app import BoardApp
from tests.course_play import lesson_positions

from .helpers import SPEC


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def test_the_course_words_on_the_table_hold():
    """The lessons speak of the computer seats' moves and each Orkensturm: the log says so."""
    log_at = {lesson.title: "\n".join(s.state.log) for s, lesson in lesson_positions("orkensturm")}
    assert "Cella takes W from the reserve." in log_at["Step 2: the Spy"]
    assert "T 12>10 S 8>7" in log_at["The first Orkensturm"]
    assert "Bosper starts" in log_at["The first Orkensturm"]
    assert "Bosper offers 1 yellow.\nCella offers 0 yellow." in log_at["Your offer"]
    assert "battle LOST" in log_at["The Magician"] and "M 10>9" in log_at["The Magician"]


async def test_each_lessons_mark_shows_on_the_board():
    shown = [(s.state.clone(), lesson) for s, lesson in lesson_positions("orkensturm")]
    learner = SPEC.course.learner
    app = BoardApp(SPEC, shown[0][0], learner)
    async with app.run_test(size=(80, 24)) as pilot:
        for state, lesson in shown:
            app.show(state, learner)
            app.board.mark(lesson.look_at)
            await pilot.pause()
            assert MARK in screen_text(app), f"{lesson.title}: no mark on {lesson.look_at}"
