"""What players read: counts, prompts, names and words on the Orkensturm screens and log."""

import re

import pytest

from magtui.core.errors import IllegalAction, OptionError
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D

from .helpers import NAMES, SPEC, at_action, hand, new_game
from .test_board import run_keys
from .test_characters import joust

# Codes of the project's spec that players never see: rulings (O10) and event ids (U4).
SPEC_CODE = re.compile(r"\b(O\d{1,2}|U\d{1,2})\b")


def contributing(players: int, contributed: int):
    """Step 3 of turn 1 with the first `contributed` players' cards already in the deck."""
    game = new_game(players)
    for seat, character in zip(game.order, D.CHARACTERS):
        game.apply(seat, A.Place(character))
    game.phase, game.idx = "contribute", 0
    for _ in range(contributed):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    return game


def test_deck_at_reveal_counts_what_is_in_and_what_is_still_to_come():
    """Spec 3.2, 4a: 'The Orkensturm deck (4 + 4N cards, or fewer after shortfalls) is
    shuffled.'"""
    game = contributing(4, 3)
    assert sum(game.ork) == 4 + 2 * 4 + 2 * 3
    assert game.deck_at_reveal() == 4 + 4 * 4
    game = contributing(4, 0)
    game.hands[game.order[2]] = hand("Y1")
    assert game.deck_at_reveal() == 4 + 4 * 4 - 1, "a one-card hand adds one card"


async def test_last_contributor_reads_the_deck_size_step_4_shuffles():
    """Issue 20: the last of four contributors was told 'step 4 reveals 8 of 26'; it is 8 of 20."""
    game = contributing(4, 3)
    _, text = await run_keys(game, game.to_act()[0], ["space"])
    assert "step 4 reveals 8 of 20" in text


async def test_inquisitor_target_needs_no_colour():
    """'choose a player. The chosen player must show you their hand cards, and you receive AP
    equal to the number of their green influence cards' — no colour to choose: the target
    completes the action."""
    game = new_game(4)
    at_action(game, 0, "inquisitor")
    app, text = await run_keys(game, 0, ["1"])
    assert "choose a target player" in text
    from tests.board_app import BoardApp

    from .test_board import screen_text

    app = BoardApp(SPEC, game, 0, play=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        await pilot.press("1", "2")
        await pilot.pause()
        assert app.chosen == [(0, A.Use("inquisitor", 1, target=2))]
        assert f"{NAMES[2].upper()}'S HAND" in screen_text(app), "straight to the inspected hand"


async def test_spy_still_names_a_colour_after_the_target():
    """'choose a player and a colour' (Spy option 2): the colour step stays."""
    game = new_game(4)
    at_action(game, 0, "spy")
    game.hands[0] = hand("P2")
    app, text = await run_keys(game, 0, ["2", "1"])
    assert app.chosen == [] and "choose a colour" in text


LONG = ("B05", "B10")  # 'Jariel Praiotin, Messenger of the Light', 'Cuanu ui Bennain, ...'


def full_text(text: str) -> str:
    """The left column of the screen as one run of words (wrapped lines joined)."""
    return " ".join(" ".join(line.split("│")[0].split()) for line in text.splitlines())


async def test_placement_screen_shows_the_advisors_in_full_at_80x24():
    """Issue 20: advisor names were cut at 20 characters and did not fit the placement screen."""
    game = new_game(4, events="shuffled")
    game.advisors[0] = list(LONG)
    _, text = await run_keys(game, 0, [])
    for card in LONG:
        _, name, formula, _ = D.ADVISORS[card]
        assert f"{name}: {formula} = " in full_text(text)


async def test_hand_screen_shows_three_advisors_in_full_at_80x24():
    """The action screen: every advisor name and formula whole, even with three of them."""
    game = new_game(4)
    at_action(game, 0, "regent")
    game.advisors[0] = ["B05", "B10", "B02"]
    _, text = await run_keys(game, 0, [])
    for card in game.advisors[0]:
        _, name, formula, _ = D.ADVISORS[card]
        assert f"{name}: {formula} = " in full_text(text)


async def test_setup_with_events_on_tells_the_events_to_come():
    """'The event cards should be shuffled into one deck': while loyalty is chosen the table
    must not read 'the event deck is empty' nor 'events 0'."""
    game = SPEC.new_game(NAMES[:4], 3, {"events": "shuffled"})
    _, text = await run_keys(game, None, [])
    assert "event deck is empty" not in text and "events 0" not in text
    assert "events 18" in text and "first is revealed when turn 1 begins" in full_text(text)


def test_status_line_names_the_advisor_reader_without_your():
    """Logs and the public status name players, never 'you'."""
    game = SPEC.new_game(NAMES[:3], 4, {})
    while game.phase == "loyalty":
        game.apply(game.to_act()[0], A.Side("brin"))
    assert game.status() == f"{NAMES[game.to_act()[0]]} must read a secret advisor card."


def test_placement_refusal_quotes_no_spec_code():
    """Spec scenario 4 (the later placer must keep a legal space): the refusal explains in
    words, without the spec's code '(O10)'."""
    game = new_game(8)
    game.prev = [
        "regent",
        "merchant",
        "tax_collector",
        "messenger",
        "magician",
        "inquisitor",
        "regent",
        "knight",
    ]
    for seat, character in enumerate(
        ["merchant", "tax_collector", "messenger", "magician", "inquisitor", "regent"]
    ):
        game.apply(seat, A.Place(character))
    with pytest.raises(IllegalAction) as refused:
        game.apply(6, A.Place("spy"))
    assert "later player" in str(refused.value) and not SPEC_CODE.search(str(refused.value))


def test_joust_log_says_first_and_second():
    """'The player who offers the most cards receives 3 AP. The player who, after that player,
    has offered the most cards receives 1 AP.' — in words: first, second."""
    game = joust({2: 1, 3: 3, 4: 3, 0: 0, 1: 1})
    assert f"Joust: {NAMES[3]} places first and gains 3 AP." in game.log
    assert f"Joust: {NAMES[4]} places second and gains 1 AP." in game.log
    assert not any("places 1" in line or "places 2" in line for line in game.log)


@pytest.mark.parametrize("players,events", [(3, "shuffled"), (6, "historia")])
async def test_no_spec_code_on_any_screen_or_in_the_log(players, events):
    """Player-facing text never shows the spec's codes: every screen of a seeded game, for the
    table and for the seat to act, and the log."""
    from magtui.core.bots import RandomBot

    from tests.board_app import BoardApp

    from .test_board import screen_text

    game = SPEC.new_game(NAMES[:players], 9, {"events": events})
    bots = [RandomBot(s, 9) for s in range(players)]
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=(80, 20)) as pilot:
        while not game.is_over():
            seat = game.to_act()[0]
            for shown in (None, seat):
                app.show(game, shown)
                await pilot.pause()
                found = SPEC_CODE.search(screen_text(app))
                assert found is None, f"{found.group()} on screen in {game.phase}"
            game.apply(seat, bots[seat].choose(game.view(seat), game.legal_actions(seat)))
        app.show(game, None)
        await pilot.pause()
        assert SPEC_CODE.search(screen_text(app)) is None
    assert not [line for line in game.log if SPEC_CODE.search(line)]
    for card in D.ADVISORS:
        assert not any(re.search(rf"\b{card}\b", line) for line in game.log)


def test_pawn_colours_are_options_of_each_seat():
    """'Each player chooses a colour': each seat's pawn colour, distinct, default one each."""
    game = SPEC.new_game(NAMES[:3], 1, {"pawn1": "purple", "pawn3": "black"})
    assert game.pawns == ["purple", "blue", "black"]
    assert game.view(None)["pawns"] == game.pawns
    assert "purple pawn" in game.seat_label(0)
    with pytest.raises(OptionError, match="Two players chose blue pawns"):
        SPEC.new_game(NAMES[:3], 1, {"pawn1": "blue"})
    SPEC.new_game(NAMES[:3], 1, {"pawn1": "black"})  # seat 6's default plays no part


async def test_joust_result_and_final_scores_stay_ascii_in_ascii_mode():
    """--ascii: the new public screens draw plain characters only."""
    from tests.board_app import BoardApp

    from .test_board import screen_text

    game = joust({2: 1, 3: 3, 4: 3, 0: 0, 1: 1})
    _, text = await run_keys(game, None, [], ascii_mode=True)
    assert "THE JOUST OF TURN" in text and all(ord(c) < 128 for c in text)
    game = new_game(3)
    game.tracks["M"] = 1
    game.resolve_storm([D.G] * 5 + [D.P])
    app = BoardApp(SPEC, game, None, ascii_mode=True)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        text = screen_text(app)
    assert "FINAL SCORES" in text and all(ord(c) < 128 for c in text)


async def test_joust_result_belongs_to_the_moment_after_the_joust():
    """Once the next action is played (a replay steps on, a saved game resumes later) the Joust
    result is no longer the table's moment."""
    game = joust({2: 1, 3: 3, 4: 3, 0: 0, 1: 1})
    _, text = await run_keys(game, None, [])
    assert "THE JOUST OF TURN" in text
    seat = game.to_act()[0]
    game.apply(seat, game.legal_actions(seat)[0])
    _, text = await run_keys(game, None, [])
    assert "THE JOUST OF TURN" not in text


async def test_panel_draws_each_seat_letter_in_its_pawn_colour():
    """'Each player chooses a colour': the seat letter wears it; the letter stays for NO_COLOR."""
    from magtui.games.orkensturm.ui import draw
    from magtui.games.orkensturm.ui.canvas import OrkensturmCanvas
    from magtui.ui.glyphs import Glyphs

    from tests.board_app import BoardApp

    game = SPEC.new_game(NAMES[:3], 1, {"pawn1": "orange", "pawn2": "white", "pawn3": "purple"})
    panel = draw.panel(game.seen_by(None), game.tracks, game.names, 26, 20, Glyphs())
    rows = [
        y
        for y in range(panel.height)
        if panel.row_text(y)[1:2] in "ABC" and panel.row_text(y)[2:3] == " "
    ]
    assert [panel.row_text(y)[1] for y in rows] == ["A", "B", "C"]
    assert [panel.styles[y][1] for y in rows] == ["pawn-orange", "pawn-white", "pawn-purple"]
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        table = app.board.query_one(OrkensturmCanvas)
        colours = [table.style_of(f"pawn-{pawn}").color for pawn in ("orange", "white", "purple")]
    assert None not in colours and len(set(colours)) == 3, "each pawn colour tints its letter"


async def test_table_log_lines_wrap_instead_of_being_cut():
    """The log under the disc shows whole entries at 80 columns, wrapped."""
    game = new_game(3)
    game.log.append("Cleopatra is the starting player; each player holds 6 cards and waits.")
    _, text = await run_keys(game, None, [])
    assert game.log[-1] in full_text(text)


async def test_status_line_fits_80_columns_with_a_long_name():
    """The status line names the player and the decision without running past 80 columns."""
    names = ["Ann", "Boris", "Cleopatra-Longnm"]
    game = SPEC.new_game(names, 1, {})
    while game.phase in ("loyalty", "advisor"):
        seat = game.to_act()[0]
        game.apply(seat, game.legal_actions(seat)[0])
    for seat, character in zip(game.order, D.CHARACTERS):
        game.apply(seat, A.Place(character))
    game.phase, game.idx = "contribute", 0
    while game.to_act()[0] != 2:
        game.apply(game.to_act()[0], game.legal_actions(game.to_act()[0])[0])
    app, _ = await run_keys(game, None, [], size=(80, 20))
    status = app.board.status()
    assert len(status) <= 78 and "Cleopatra-Longnm must add 2 cards face down" in status


async def test_loyalty_choice_counts_one_card_in_the_singular():
    game = SPEC.new_game(NAMES[:5], 2, {"start": "1"})
    game.apply(0, A.Side("answin"))
    game.apply(1, A.Side("answin"))
    _, text = await run_keys(game, 2, [])
    assert "Answin (1 card left)" in text and "Brin (3 cards left)" in text
