"""Since your last turn: a human whose turn comes after others acted first reads what they did
(the public log only, as much as the screen holds), and the computer players' pace can be
changed."""

import pytest

from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.catch_up import CatchUpScreen, SinceLastTurn
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen
from magtui.ui.pace import next_pace
from tests.screen_text import screen_text

from .cut_words import cut_words


async def _settle(pilot, app, screen_type, tries=40):
    for _ in range(tries):
        await pilot.pause(0.05)
        if isinstance(app.screen, screen_type):
            await pilot.pause()  # drawn
            return
    raise AssertionError(f"{type(app.screen).__name__} instead of {screen_type.__name__}")


def _against_a_computer(spec) -> Session:
    return Session(spec, [Seat("Ann"), Seat("Bo", "random")], 3, {})


async def _past_the_computers_first_move(pilot, app):
    """The computer chooses first, so Ann's first turn opens with its summary: read it."""
    await _settle(pilot, app, CatchUpScreen)
    await pilot.press("enter")
    await _settle(pilot, app, GameScreen)


async def test_a_human_reads_what_the_computer_did_before_the_next_turn(toy_registry):
    session = Session(toy_registry, [Seat("Ann"), Seat("Bo", "random")], 3, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _settle(pilot, app, CatchUpScreen)  # the computer chose first
        assert "Bo has chosen a card." in screen_text(app)
        await pilot.press("enter")
        await _settle(pilot, app, GameScreen)
        await pilot.press("enter", "j", "j", "j", "enter")  # Ann picks and confirms
        await _settle(pilot, app, CatchUpScreen)
        text = screen_text(app)
        assert "Since Ann's last turn" in text
        assert text.count("Bo has chosen a card.") == 1, "only what came after Ann's last move"
        assert "Ann has chosen a card." not in text and "Cards:" not in text, (
            "what Ann's own move did was on her screen as it happened"
        )
        await pilot.press("enter")
        await _settle(pilot, app, GameScreen)


async def test_no_summary_when_nobody_else_acted(toy_registry):
    app = MagtuiApp(session=_against_a_computer(toy_registry), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _past_the_computers_first_move(pilot, app)
        await pilot.press("enter")  # a pick, Ann's turn goes on
        await pilot.pause(0.2)
        assert isinstance(app.screen, GameScreen)


async def test_p_changes_the_pace_and_says_so(toy_registry):
    app = MagtuiApp(session=_against_a_computer(toy_registry), pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _past_the_computers_first_move(pilot, app)
        await pilot.press("p")
        assert app.pace == next_pace("instant") == "normal"
        assert "normal pace" in screen_text(app)


async def test_the_cover_tells_the_next_player_what_happened_meanwhile(toy_registry):
    from magtui.ui.cover import PassScreen

    session = Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await _settle(pilot, app, PassScreen)
        assert "Since Ann's last turn" not in screen_text(app), "nothing happened yet"
        await pilot.press("enter")
        await _settle(pilot, app, GameScreen)
        await pilot.press("enter", "j", "j", "j", "enter")  # Ann picks and confirms
        await pilot.pause(0.2)
        await pilot.press("enter")  # the table's view: hand over to Bo
        await _settle(pilot, app, PassScreen)
        text = screen_text(app)
        assert "Since Bo's last turn:" in text and "Ann has chosen a card." in text
        await pilot.press("enter")
        await _settle(pilot, app, GameScreen)  # read on the cover: no second summary


LONG_NEWS = [
    f"Christabel-Maria walks her magician {n} steps along the river, past the ruins, and takes "
    "the amulet."
    for n in range(60)
]


async def _pushed(app, pilot, screen):
    app.push_screen(screen)
    await pilot.pause()


@pytest.mark.parametrize("size", [(80, 24), (160, 48)])
@pytest.mark.parametrize("where", ["catch-up", "cover"])
async def test_long_news_shows_its_newest_lines_whole_and_counts_the_others(
    toy_registry, where, size
):
    """Sixty long lines since a player's turn: the newest that fit, each whole, and how many
    earlier lines the log holds; a taller terminal shows more of them."""
    app = MagtuiApp(
        session=Session(toy_registry, [Seat("Ann"), Seat("Bo")], 3, {}),
        pace="instant",
        autosave=False,
    )
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if where == "catch-up":
            await _pushed(app, pilot, CatchUpScreen("Christabel-Maria", LONG_NEWS, app.glyphs))
        else:
            await _pushed(
                app,
                pilot,
                PassScreen(
                    "Christabel-Maria",
                    "B Christabel-Maria · human",
                    "choose",
                    "waiting for Christabel-Maria",
                    LONG_NEWS,
                ),
            )
        assert not cut_words(app), screen_text(app)  # every word of the news on screen
        head, *shown = app.screen.query_one(SinceLastTurn).meant_text().splitlines()
        assert shown == LONG_NEWS[-len(shown) :] and len(shown) >= (3 if size == (80, 24) else 12)
        assert head.endswith(
            f"({len(LONG_NEWS) - len(shown)} earlier lines: i in the game shows the log):"
        )


@pytest.mark.parametrize("game", ["magnitus", "magnastorm", "magalon"])
async def test_the_summary_tells_the_other_humans_turns_too(game):
    """Anna and Chen play at one keyboard with Boris, a computer, between them: the summary
    before each human's turn lists every public log line since that human last acted, the
    other human's turn included (at one keyboard nobody is sure to have watched it)."""
    import random

    from magtui.core import registry

    session = Session(
        registry.get(game), [Seat("Anna"), Seat("Boris", "random"), Seat("Chen")], 2, {}
    )
    read = {0: len(session.state.log), 2: len(session.state.log)}  # where each human last acted
    record = session._record

    def recording(seat, action, before):
        record(seat, action, before)
        if seat in read:
            read[seat] = len(session.state.log)

    session._record = recording
    rng = random.Random(2)
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    told_of_the_other = 0
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(400):
            if told_of_the_other >= 2 or session.state.is_over():
                break
            await pilot.pause(0.02)
            screen = app.screen
            if isinstance(screen, CatchUpScreen):
                await pilot.pause()  # drawn
                seat = 0 if screen.player == "Anna" else 2
                other = "Chen" if seat == 0 else "Anna"
                text = screen_text(app)
                assert screen.lines == session.state.log[read[seat] :], text
                if any(other in line for line in screen.lines):
                    told_of_the_other += 1
                    newest = [line for line in screen.lines if other in line][-1]
                    assert newest in text or "earlier lines" in text, text
                await pilot.press("enter")
            elif isinstance(screen, GameScreen) and not screen.working:
                seat = screen.acting_human()
                if seat is not None and screen.board.shown == (len(session.history), seat):
                    screen.board.choose(rng.choice(session.state.legal_actions(seat)))
    assert told_of_the_other >= 2, "the summaries told of the other human's turns"
