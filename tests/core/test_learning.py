"""The shared pieces of learning a game: rule anchors and quotes, courses, the guided session."""

from __future__ import annotations

import dataclasses

import pytest

from magtui.core import saves
from magtui.core.errors import IllegalAction, MagtuiError, SaveError
from magtui.core.explanations import anchors, rule_quote, without_anchors
from magtui.core.session import Seat, Session, learn_session
from tests.core import toy

SUMMARY = """# Game
<!-- rule: turn -->
On your turn, **play** one card
and draw one.

- A list item before.
<!-- rule: scoring -->
- The *highest* card `scores`.
- The next item is not quoted.
"""


def test_an_anchor_names_the_paragraph_after_it_without_markup():
    assert rule_quote(SUMMARY, "turn") == "On your turn, play one card and draw one."


def test_an_anchor_names_one_list_item():
    assert rule_quote(SUMMARY, "scoring") == "The highest card scores."


def test_no_anchor_quotes_nothing_and_a_missing_one_is_an_error():
    assert rule_quote(SUMMARY, "") == ""
    with pytest.raises(KeyError, match="no rule 'bidding'"):
        rule_quote(SUMMARY, "bidding")


def test_a_rule_named_twice_is_refused():
    with pytest.raises(ValueError, match="'turn' twice"):
        anchors(SUMMARY + "<!-- rule: turn -->\nAgain.\n")


def test_the_help_text_has_no_anchor_lines():
    shown = without_anchors(SUMMARY)
    assert "rule:" not in shown and "<!--" not in shown
    assert "- The *highest* card `scores`." in shown


def play_learner(session, action: str) -> None:
    session.apply(session.course.learner, session.state.parse_action(action))


def test_progress_counts_the_learners_actions_only():
    course = toy.COURSE
    assert course.learner == 0
    assert course.progress([(1, "pick 2"), (0, "pick 4")]) == 1
    assert course.current([(0, "pick 4")]).title == "Confirm"
    assert course.current([(0, "pick 4"), (0, "confirm"), (0, "pick 1")]) is None


def test_the_course_refuses_other_moves_with_the_lessons_nudge():
    course = toy.COURSE
    assert course.refusal([], 0, "pick 2") == "This lesson asks for the 4."
    assert course.refusal([], 0, "pick 4") is None
    assert course.refusal([], 1, "pick 2") is None  # the computer seats play freely
    # A lesson without a nudge of its own still says what it asks.
    assert course.refusal([(0, "pick 4")], 0, "pick 1") == "Not this move yet. Confirm your pick"


def test_a_guided_session_refuses_a_wrong_move_and_keeps_the_state(toy_registry):
    session = learn_session("toy")
    with pytest.raises(IllegalAction, match="asks for the 4"):
        play_learner(session, "pick 2")
    assert session.history == [] and session.state.picked[0] is None
    play_learner(session, "pick 4")
    assert session.course.progress(session.history) == 1


def test_undo_brings_the_lesson_back(toy_registry):
    session = learn_session("toy")
    play_learner(session, "pick 4")
    session.undo(0)
    assert session.course.current(session.history).title == "Pick a card"


def test_after_the_last_lesson_the_game_is_free(toy_registry):
    session = learn_session("toy")
    play_learner(session, "pick 4")
    play_learner(session, "confirm")
    session.apply(1, session.state.legal_actions(1)[0])
    session.apply(1, session.state.parse_action("confirm"))
    session.apply(0, session.state.legal_actions(0)[0])  # any move: no lesson is left
    assert session.course.current(session.history) is None


def test_learn_session_takes_the_courses_seats_seed_and_options(toy_registry):
    session = learn_session("toy")
    assert [(seat.name, seat.bot) for seat in session.seats] == [("Ann", None), ("Bot", "random")]
    assert session.seed == toy.COURSE.seed


def test_learn_session_refuses_a_game_without_a_course(toy_registry, monkeypatch):
    monkeypatch.setattr(toy, "SPEC", dataclasses.replace(toy.SPEC, course=None))
    with pytest.raises(MagtuiError, match="Toy has no guided game"):
        learn_session("toy")


def test_a_guided_game_saves_and_loads_as_one(toy_registry, tmp_path):
    session = learn_session("toy")
    play_learner(session, "pick 4")
    saves.save(session, tmp_path / "guided.json")
    loaded = saves.load(tmp_path / "guided.json")
    assert loaded.course is toy.COURSE
    assert loaded.course.current(loaded.history).title == "Confirm"


def test_a_free_game_saves_no_course_mark(toy_registry):
    session = Session(toy.SPEC, [Seat("Ann"), Seat("Bot", "random")], 3, {})
    assert "course" not in session.to_record()


def test_a_guided_save_of_a_game_without_a_course_is_refused(toy_registry, monkeypatch):
    record = learn_session("toy").to_record()
    monkeypatch.setattr(toy, "SPEC", dataclasses.replace(toy.SPEC, course=None))
    with pytest.raises(SaveError, match="a guided game of Toy, which has none"):
        Session.from_record(record)


@pytest.mark.parametrize("change", ["drop", "add"])
def test_the_guided_mark_is_sealed_by_the_fields_fingerprint(toy_registry, change):
    guided = learn_session("toy")
    play_learner(guided, "pick 4")
    record = guided.to_record()
    if change == "drop":
        del record["course"]
    else:  # a free game of the lesson's move, marked guided: only the seal tells
        free = Session(toy.SPEC, [Seat("Ann"), Seat("Bot", "random")], 3, {})
        free.apply(0, free.state.parse_action("pick 4"))
        record = {**free.to_record(), "course": True}
    with pytest.raises(SaveError, match="fingerprint"):
        Session.from_record(record)


def test_a_damaged_guided_mark_is_named(toy_registry):
    record = {**learn_session("toy").to_record(), "course": "yes"}
    with pytest.raises(SaveError, match="guided-game mark is damaged"):
        Session.from_record(record)
