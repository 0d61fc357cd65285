"""The guided first game in the frame, on the toy's course: the lesson card, the lesson's status
line and mark, the nudge for another move, the closing card; started from the menu."""

from magtui.core import registry, saves
from magtui.core.explanations import Focus
from magtui.core.session import Session, learn_session
from magtui.ui.app import MagtuiApp
from magtui.ui.catch_up import CatchUpScreen
from magtui.ui.continue_list import describe
from magtui.ui.lessons import LearnScreen, LessonCard
from tests.screen_text import screen_text


def card_text(app) -> str:
    return " ".join(str(widget.content) for widget in app.screen.query("#lesson-card Static"))


def learner_moves(game) -> list[str]:
    return [action for seat, action in game.session.history if seat == 0]


async def start(pilot, app) -> LearnScreen:
    """Past the news of the computer's pick and the first lesson's card."""
    cards = 0
    for _ in range(6):
        await pilot.pause()
        if isinstance(app.screen, (CatchUpScreen, LessonCard)):
            cards += isinstance(app.screen, LessonCard)
            await pilot.press("enter")
    assert cards == 1
    assert isinstance(app.screen, LearnScreen)
    return app.screen


async def test_the_menu_offers_the_guided_game_and_its_first_card(toy_registry):
    app = MagtuiApp(pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("g")
        hint = str(app.screen.query_one("#hint").content)
        number = registry.game_ids().index("toy") + 1
        assert f"{number} Toy" in hint
        await pilot.press(str(number))
        await pilot.pause()
        await pilot.pause()
        await pilot.press("enter")  # the news of the computer's pick
        assert isinstance(app.screen, LessonCard)
        assert "Lesson 1/2 · Pick a card" in card_text(app) and "Pick your 4" in card_text(app)
        game = await start(pilot, app)
        assert game.session.course is not None


async def test_the_lesson_shows_on_the_status_line_and_the_board_marks_it(toy_registry):
    app = MagtuiApp(session=learn_session("toy"), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await start(pilot, app)
        assert str(game.query_one("#status").content) == "Lesson 1/2 · Pick your 4"
        assert game.board.marked == Focus("action", "pick 4")


async def test_another_move_gets_the_nudge_as_a_hint_and_loses_nothing(toy_registry):
    app = MagtuiApp(session=learn_session("toy"), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await start(pilot, app)
        await pilot.press("enter")  # pick 1, not the lesson's 4
        await pilot.pause()
        hint = game.query_one("#hint")
        assert str(hint.content) == "This lesson asks for the 4."
        assert not hint.has_class("error")
        assert learner_moves(game) == []
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
        assert learner_moves(game) == ["pick 4"]
        assert str(game.query_one("#status").content) == "Lesson 2/2 · Confirm your pick"


async def test_undo_brings_the_lesson_back_and_c_shows_its_card_again(toy_registry):
    app = MagtuiApp(session=learn_session("toy"), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await start(pilot, app)
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, LessonCard)  # the second lesson begins
        await pilot.press("enter")
        await pilot.press("u")
        await pilot.pause()
        assert str(game.query_one("#status").content) == "Lesson 1/2 · Pick your 4"
        await pilot.press("C")
        await pilot.pause()
        assert "Lesson 1/2 · Pick a card" in card_text(app)


async def test_after_the_last_lesson_a_closing_card_frees_the_game(toy_registry):
    app = MagtuiApp(session=learn_session("toy"), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        game = await start(pilot, app)
        await pilot.press("down", "down", "down", "enter")
        await pilot.pause()
        await pilot.press("enter")  # the second lesson's card
        await pilot.press("up", "enter")  # confirm, the last choice
        seen = []
        for _ in range(6):  # the closing card, under the news of the computer's moves
            await pilot.pause()
            if isinstance(app.screen, (CatchUpScreen, LessonCard)):
                seen.append(card_text(app))
                await pilot.press("enter")
        assert any("The rest of the game is yours" in text for text in seen)
        assert isinstance(app.screen, LearnScreen), "one human: no cover"
        assert game.board.marked is None
        assert "Lesson" not in screen_text(app)


async def test_a_resumed_guided_game_shows_its_current_lesson_card(toy_registry):
    session = learn_session("toy")
    session.apply(0, session.state.parse_action("pick 4"))
    app = MagtuiApp(session=Session.from_record(session.to_record()), pace="instant")
    async with app.run_test(size=(80, 24)) as pilot:
        seen = []
        for _ in range(6):
            await pilot.pause()
            if isinstance(app.screen, (CatchUpScreen, LessonCard)):
                seen.append(card_text(app))
                await pilot.press("enter")
        assert any("Lesson 2/2 · Confirm" in text for text in seen)
        assert str(app.screen.query_one("#status").content) == "Lesson 2/2 · Confirm your pick"


def test_the_continue_list_says_a_game_is_guided(toy_registry, tmp_path):
    record = learn_session("toy").to_record()
    game = saves.SavedGame(record["id"], [tmp_path / "autosave.json"], record)
    assert describe(game).startswith("Toy (guided) · Ann, Bot")
