"""Orkensturm through the whole app: a 3-player hotseat turn by keys, screen scans, snapshot."""

import re

import pytest

from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen

from .helpers import NAMES, SPEC, advisor_on_screen, table_moment

KEYS = {
    "loyalty": ["1"],
    "place": ["enter"],
    "troop": ["1"],
    "take": ["1"],
    "action": ["1", "1"],  # option 1; a target list (Inquisitor) takes its first entry
    "inspect": ["enter"],
    "advisor": ["enter"],
    "tax": ["enter"],
    "joust": ["enter"],
    "contribute": ["plus", "plus", "down"] * 6
    + ["enter"],  # + never sends: surplus keys are harmless
}
HAND_ROW = re.compile(r"^[ ▸>] ([RGPBYW]) \w+ .*?(\d+)\s*$")


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


def check_screen(app, game_screen, session) -> None:
    """Nothing on screen belongs to a seat other than the one the board shows privately."""
    text = screen_text(app)
    state = session.state
    seat = game_screen.board.seat if app.screen is game_screen else None
    for other in range(state.num_players):
        if other != seat and not state.is_over():
            for card in state.advisors[other]:
                if card not in state.advisors[seat] if seat is not None else True:
                    assert not advisor_on_screen(card, text), (
                        f"{card} of seat {other} on screen for seat {seat}"
                    )
    rows = {}
    for line in text.splitlines():
        match = HAND_ROW.match(re.split("[│|]", line)[0].rstrip())
        if match:
            rows[match.group(1)] = int(match.group(2))
    if seat is None:
        assert "YOUR HAND" not in text and not rows
    elif rows:
        aside = game_screen.board.aside
        assert list(rows.values()) == [h - a for h, a in zip(state.hands[seat], aside)]
    elif "YOUR HAND " in text:  # the placement screen sums the hand up in one line
        summary = re.search(r"YOUR HAND ((?:[RGPBYW]\d+ ?)*)", text).group(1).split()
        counts = [0] * 6
        for word in summary:
            counts["RGPBYW".index(word[0])] = int(word[1:])
        assert counts == state.hands[seat]


async def test_full_hotseat_turn_by_keys():
    session = Session(SPEC, [Seat(n) for n in NAMES[:3]], 12, {"events": "historia"})
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    covers = moments = 0
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game_screen = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        for _ in range(200):
            if session.state.turn >= 2 and not table_moment(game_screen.board, session.state):
                break
            check_screen(app, game_screen, session)
            if isinstance(app.screen, PassScreen):
                covers += 1
                assert app.screen.player == session.state.names[session.state.to_act()[0]]
                await pilot.press("enter")
            elif table_moment(game_screen.board, session.state):
                assert game_screen.board.seat is None, "a public moment is on the table's view"
                moments += 1
                await pilot.press("enter")
            elif game_screen.handover_to is not None:
                assert game_screen.board.seat is None, "the table's view between private screens"
                await pilot.press("enter")
            else:
                for key in KEYS[session.state.phase]:
                    await pilot.press(key)
            await pilot.pause()
        assert session.state.turn == 2, session.state.status()
    kinds = [text.split()[0] for _, text in session.history]
    assert kinds.count("side") == 2, "the third loyalty is assigned without a prompt"
    assert kinds.count("place") == 3 and kinds.count("troop") == 1
    assert kinds.count("add") == 3
    assert covers >= 9, "every hand-over of private screens goes through the cover"
    assert session.state.last_reveal.turn == 1 and len(session.state.last_reveal.cards) == 6
    assert moments >= 1, "the Orkensturm waited for Enter on the table's view"


def solo_session(phase, turn=3, seed=21, players=4, opening=False):
    """Seat 0 human, the rest computer players, stopped when seat 0 faces `phase` in `turn`."""
    from magtui.core.bots import RandomBot

    seats = [Seat(NAMES[0])] + [Seat(n, "random") for n in NAMES[1:players]]
    session = Session(SPEC, seats, seed, {"events": "shuffled"})
    bots = [RandomBot(s, seed) for s in range(players)]
    while True:
        state = session.state
        seat = state.to_act()[0]
        if (
            seat == 0
            and state.phase == phase
            and state.turn >= turn
            and (state.idx == 0 or not opening)
        ):
            return session
        session.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))


def test_disc_snapshot_80x24(snap_compare):
    """The disc of power while the human places a pawn (no cover with one human), after the
    computers placed theirs."""
    app = MagtuiApp(session=solo_session("place"), pace="instant", autosave=False)

    async def past_the_reveal(pilot):
        await pilot.pause()
        assert not app.screen.board.showing_reveal() and app.screen.board.seat == 0

    assert snap_compare(app, terminal_size=(80, 24), run_before=past_the_reveal)


def test_contribution_snapshot_80x24(snap_compare):
    """The private hand screen of step 3 with one card set aside."""
    app = MagtuiApp(session=solo_session("contribute"), pace="instant", autosave=False)

    async def set_one_aside(pilot):
        await pilot.pause()
        for _ in range(6):
            if app.screen.board.aside != [0] * 6:
                break
            await pilot.press("space")
            await pilot.press("down")

    assert snap_compare(app, terminal_size=(80, 24), run_before=set_one_aside)


async def test_scan_every_screen_of_a_random_game():
    """No screen drawn for seat i shows seat j's advisors or hand; the table shows no hand."""
    from magtui.core.bots import RandomBot

    from tests.board_app import BoardApp

    session = Session(SPEC, [Seat(n) for n in NAMES[:4]], 5, {"events": "shuffled"})
    bots = [RandomBot(s, 5) for s in range(4)]
    state = session.state
    app = BoardApp(SPEC, state, None)
    scanned = set()
    async with app.run_test(size=(80, 22)) as pilot:
        while not state.is_over():
            seat = state.to_act()[0]
            for shown in (None, seat):
                app.show(state, shown)
                await pilot.pause()
                text = screen_text(app)
                scanned.add(state.phase)
                for other in range(4):
                    if other != shown:
                        for card in state.advisors[other]:
                            if shown is None or card not in state.advisors[shown]:
                                assert not advisor_on_screen(card, text)
                rows = [
                    line
                    for line in text.splitlines()
                    if HAND_ROW.match(line.split("│")[0].rstrip())
                ]
                if shown is None:
                    assert not rows and "YOUR HAND" not in text
                elif state.phase == "inspect":
                    expected = state.inspection.hand
                    counts = [int(HAND_ROW.match(r.split("│")[0].rstrip()).group(2)) for r in rows]
                    assert counts == expected
            state.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))
    assert {
        "loyalty",
        "advisor",
        "place",
        "troop",
        "take",
        "action",
        "inspect",
        "tax",
        "joust",
        "contribute",
    } <= scanned


def test_reveal_snapshot_80x24(snap_compare):
    """The opening of a turn: last turn's Orkensturm card by card, before the placement."""
    app = MagtuiApp(session=solo_session("place", opening=True), pace="instant", autosave=False)
    assert snap_compare(app, terminal_size=(80, 24))


async def test_inspection_gets_its_own_cover_in_the_app():
    """Spec 4.3: 'A pass screen names the acting player, even if that player already has the
    keyboard.'"""
    from magtui.games.orkensturm import actions as A

    from .helpers import at_action, new_game

    session = Session(SPEC, [Seat(n) for n in NAMES[:3]], 1, {})
    session.state = new_game(3)
    at_action(session.state, 0, "inquisitor")
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        assert "side" in app.screen.seat_line, "the cover names the seat's public side"
        await pilot.press("enter")
        game = app.screen
        assert isinstance(game, GameScreen) and game.holder == 0
        session.apply(0, A.Use("inquisitor", 1, target=1))
        game.advance()
        await pilot.pause()
        assert game.board.seat is None, "the table's view comes first"
        await pilot.press("enter")
        assert isinstance(app.screen, PassScreen), "the same player gets a cover before the hand"
        assert app.screen.player == NAMES[0]
        await pilot.press("enter")
        assert app.screen is game and game.board.seat == 0


async def test_setup_screen_offers_the_seats_that_play_as_starting_player():
    """Setup screen: 'first starting player (random or a seat)'; only seats 1-3 are offered to
    3 players; seat 2 starts the game with Bosper."""

    from magtui.ui.setup import Cycler, SetupScreen

    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(SPEC))
        await pilot.pause()
        setup = app.screen
        assert setup.query_one("#players", Cycler).value == "3"
        start = setup.query_one("#opt-start", Cycler)
        assert start.value == "random"
        assert start.choices == ["random", "1", "2", "3"] and "seat 3" in start.note
        start.index = start.choices.index("2")
        setup.action_start()
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.state.start == 1 and game.session.options["start"] == "2"


def humans_at_last_contribution(players=3, seed=4):
    """All seats human, played by random choices up to the last contribution of turn 1."""
    from magtui.core.bots import RandomBot

    session = Session(SPEC, [Seat(n) for n in NAMES[:players]], seed, {"events": "shuffled"})
    bots = [RandomBot(s, seed) for s in range(players)]
    while True:
        state = session.state
        seat = state.to_act()[0]
        if state.phase == "contribute" and state.idx == players - 1:
            return session
        session.apply(seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)))


async def test_the_orkensturm_is_revealed_to_the_table_before_the_next_cover():
    """Spec 5: 'No pass screen is needed for the ... step 4 reveal ... because all of these are
    public.' After the last contribution the table's view deals it and waits for Enter; only
    then comes the cover of the next placer (issue 12: it was dealt on a private screen)."""
    session = humans_at_last_contribution()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, PassScreen)
        await pilot.press("enter")
        game = app.screen
        for key in KEYS["contribute"]:
            await pilot.press(key)
        await pilot.pause()
        assert session.state.turn == 2 and app.screen is game, "no cover: the reveal is public"
        assert game.board.seat is None
        text = screen_text(app)
        assert "THE ORKENSTURM OF TURN 1" in text and "Enter goes on to turn 2" in text
        assert "YOUR HAND" not in text and "PRIVATE" not in text
        assert "Set aside" not in text, "the last contributor's cards left no hint behind"
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, PassScreen), "the next placer's cover follows the reveal"
        assert app.screen.player == session.state.names[session.state.to_act()[0]]
        await pilot.press("enter")
        await pilot.pause()
        assert "THE ORKENSTURM" not in screen_text(app), "never on the private placement screen"


async def test_joust_result_shows_every_offer_and_the_ap_to_the_table():
    """'For the evaluation, the offers are revealed simultaneously' — the table sees the offers
    side by side with the place and AP each won, and Enter goes on (issue 12: log lines only)."""
    from magtui.games.orkensturm import actions as A

    from .helpers import at_action, hand, new_game

    seats = [Seat(NAMES[0])] + [Seat(n, "random") for n in NAMES[1:4]]
    session = Session(SPEC, seats, 1, {})
    session.state = state = new_game(4)
    at_action(state, 0, "knight")
    state.hands = [hand("R2"), hand("R3"), [0] * 6, hand("W2")]
    state.apply(0, A.Use("knight", 2))
    state.apply(1, A.JoustOffer(3))
    state.apply(2, A.JoustOffer(0))
    state.apply(3, A.JoustOffer(0))
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        game = app.screen
        await pilot.press("right", "right", "enter")  # Alrik offers 2 red
        await pilot.pause()
        assert state.last_joust is not None and state.phase == "action"
        text = screen_text(app)
        assert "THE JOUST OF TURN 1 · announced by Alrik" in text
        rows = {
            line.split()[1]: line for line in text.splitlines() if re.match(r"^ [A-D] \w+", line)
        }
        assert re.search(r"RR +2  second +\+2 AP", rows["Alrik"]), rows["Alrik"]
        assert re.search(r"RRR +3  first +\+3 AP", rows["Bosper"]), rows["Bosper"]
        assert re.search(r" 0  – +–", rows["Cella"])
        moved = len(session.history)
        await pilot.pause()
        assert len(session.history) == moved and table_moment(game.board, state), "the table waits"
        await pilot.press("enter")
        await pilot.pause()
        assert not game.board.showing_joust()


async def test_setup_screen_offers_each_seat_a_pawn_colour():
    """'Each player chooses a colour': the setup shows a pawn colour for each seat that plays,
    refuses two players on one colour, and the cover names the colour."""
    from magtui.ui.setup import Cycler, SetupScreen

    app = MagtuiApp(pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(SetupScreen(SPEC))
        await pilot.pause()
        setup = app.screen
        shown = [setup.query_one(f"#opt-pawn{seat}", Cycler).display for seat in range(1, 9)]
        assert shown == [True] * 3 + [False] * 5, "three players: three pawn colours"
        pawn = setup.query_one("#opt-pawn1", Cycler)
        pawn.focus()
        await pilot.press("right")
        assert pawn.value == "blue"
        setup.action_start()
        await pilot.pause()
        assert "Two players chose blue pawns" in str(setup.query_one("#hint").render())
        await pilot.press("right", "right", "right", "right")
        assert pawn.value == "black"
        setup.action_start()
        await pilot.pause()
        game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
        assert game.session.state.pawns == ["black", "blue", "green"]
        seat = game.session.state.to_act()[0]
        assert isinstance(app.screen, PassScreen)
        assert f"seat {seat + 1} · {game.session.state.pawns[seat]} pawn" in screen_text(app)


async def test_the_last_orkensturm_comes_before_the_winner_is_named():
    """Spec 3.2: step 4, then 'the end check'; the table first sees the last Orkensturm, and
    only after Enter the winner (no status or log line gives the result away before)."""
    from magtui.games.orkensturm import data as D
    from magtui.ui.game_over import GameOverScreen

    from .helpers import new_game

    session = Session(SPEC, [Seat(NAMES[0])] + [Seat(n, "random") for n in NAMES[1:3]], 1, {})
    session.state = state = new_game(3)
    state.tracks["M"] = 1
    state.resolve_storm([D.G] * 5 + [D.P])
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "THE ORKENSTURM OF TURN 1" in text and "Enter goes on to the final scores" in text
        assert " won" not in text and "wins" not in text and "from advisors" not in text
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, GameOverScreen) and "Ending A" in screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        assert "GAME OVER · FINAL SCORES" in screen_text(app) and " won" in screen_text(app)


async def test_no_hint_of_a_contribution_outlives_its_private_screen():
    """Spec 5: one's own step-3 contribution is seen 'at the moment it is chosen. Never shown
    afterwards.' — the hint naming the cards set aside goes with the private screen."""
    session = humans_at_last_contribution()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.press("space")
        await pilot.pause()
        assert "Set aside for the deck" in screen_text(app), "the hint while choosing"
        for key in KEYS["contribute"][1:]:
            await pilot.press(key)
        await pilot.pause()
        assert app.screen.board.seat is None and "Set aside" not in screen_text(app)


async def test_computer_players_wait_while_the_table_reads_the_orkensturm():
    """The reveal waits for Enter even when a computer places next: no bot moves before."""
    from magtui.games.orkensturm import data as D

    from .helpers import new_game

    session = Session(SPEC, [Seat(NAMES[0])] + [Seat(n, "random") for n in NAMES[1:3]], 1, {})
    session.state = state = new_game(3)
    state.resolve_storm([D.R, D.G, D.G, D.P, D.Y, D.Y])
    assert state.to_act()[0] == 1, "a computer player places first in turn 2"
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.pause()
        assert "THE ORKENSTURM OF TURN 1" in screen_text(app)
        assert state.placed == [None] * 3 and not app.screen.working
        await pilot.press("enter")
        await pilot.pause()
        await app.screen.workers.wait_for_complete()
        await pilot.pause()
        assert session.state.placed[1] is not None, "after Enter the computer places"


def blank_run(text: str, width: int) -> int:
    """The most rows in a row whose first `width` columns are blank."""
    longest = run = 0
    for line in text.splitlines():
        run = run + 1 if not line[:width].strip() else 0
        longest = max(longest, run)
    return longest


@pytest.mark.parametrize("phase", ["place", "contribute"])
async def test_at_160x48_the_private_screens_fill_the_roomy_layout_and_draw_the_hand_as_cards(
    phase,
):
    """Design 6, 160×48: 'The tracks become long printed scales under the disc ... On private
    screens, the hand cards are drawn as card shapes.' The board's share of 160×48 was taken
    for 160×44, so the layout stayed the narrow one: up to 25 empty rows, the hand as text."""
    from tests.screen_text import screen_text

    app = MagtuiApp(session=solo_session(phase), pace="instant", autosave=False)
    async with app.run_test(size=(160, 48)) as pilot:
        await pilot.pause()
        text = screen_text(app)
        assert "× on 0: a track that reaches 0 ends the game" in text
        assert "┌─┐" in text and re.search(r"│[RGPBYW]│", text) and "└─┘" in text
        if phase == "place":
            assert re.search(r"YOUR HAND (│[RGPBYW]│)+ · AP", text) and "AP prestige" in text
        assert blank_run(text, 110) <= 4, text
