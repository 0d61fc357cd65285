"""The roomy table from 160×48: long track scales and the AP track under the disc, the reserve
as colour stacks and a 12-line log in the panel."""

import re

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.ui import roomy
from magtui.ui.frame_lines import board_rows
from magtui.ui.glyphs import Glyphs

from .helpers import SPEC, advisor_on_screen, new_game
from .test_board import run_keys

ROOMY = (160, board_rows(48))  # the board's share of a 160×48 terminal


def scale_rows(lines, track):
    title = f"{track} {D.TRACK_TITLES[track]}"
    k = next(i for i, line in enumerate(lines) if line.startswith(title))
    return lines[k], lines[k + 1]


def rows(block) -> list[str]:
    """The text of a drawn block, row by row."""
    return [block.row_text(y) for y in range(block.height)]


def test_each_track_is_a_long_printed_scale_with_its_value_marked():
    """Design 6, 160×48: 'The tracks become long printed scales under the disc, with "0 ends
    the game" marked.'"""
    game = new_game(4)
    game.tracks.update({"M": 3, "O": 12, "T": 0, "S": 17})
    lines = rows(roomy.track_scales(game.tracks, 119, Glyphs()))
    assert "0 ends the game" in lines[0]
    for track, value in game.tracks.items():
        numbers, bar = scale_rows(lines, track)
        scale = numbers[roomy.LABEL :].split()
        assert scale == [f"»{k}«" if k == value else str(k) for k in range(D.TRACK_MAX[track] + 1)]
        assert bar[roomy.LABEL :].count("■■■") == value
        assert bar[roomy.LABEL :].count("□□□") == D.TRACK_MAX[track] - value
        assert bar[roomy.LABEL :].split()[0] == "×", "the 0 that ends the game is marked"
        assert f"{value:>2} of {D.TRACK_MAX[track]}" in bar


def test_track_marker_sits_over_its_bar_cell():
    """The value's number and its bar cell line up, so the scale reads like the printed one."""
    game = new_game(3)
    lines = rows(roomy.track_scales(game.tracks, 119, Glyphs()))
    for track in D.TRACKS:
        numbers, bar = scale_rows(lines, track)
        value = game.tracks[track]
        col = numbers.index(f"»{value}«")
        last_filled = bar.rfind("■")
        assert col <= last_filled <= col + 3


def test_ap_track_carries_every_pawn_at_its_points():
    """Design 6, 160×48: 'An AP track carries the pawns' — each player's letter under their AP,
    negative AP included."""
    game = new_game(4)
    game.ap = [3, -2, 7, 3]
    lines = rows(roomy.ap_track(game.seen_by(None), 119, Glyphs()))
    numbers = lines[0]
    cells = numbers[roomy.LABEL :]
    assert cells.split()[:3] == ["-2", "-1", "0"], "the scale starts at the lowest AP"
    for seat, points in enumerate(game.ap):
        letter = "ABCD"[seat]
        col = next(
            line.index(letter, roomy.LABEL) for line in lines[1:] if letter in line[roomy.LABEL :]
        )
        cell = (col - roomy.LABEL) // roomy.AP_CELL
        assert int(cells[cell * roomy.AP_CELL : (cell + 1) * roomy.AP_CELL]) == points


def test_ap_track_widens_its_steps_when_the_spread_is_large():
    """AP has no end: a spread beyond the width is drawn with wider steps, every pawn kept."""
    game = new_game(3)
    game.ap = [0, 140, 70]
    lines = rows(roomy.ap_track(game.seen_by(None), 119, Glyphs()))
    assert "step" in lines[0]
    pawns = "".join(line[roomy.LABEL :] for line in lines[1:])
    assert sorted(c for c in pawns if c.isalpha()) == ["A", "B", "C"]


def test_ap_track_stacks_eight_pawns_on_one_point():
    """At 8 players everyone starts on 0 AP: all eight letters stand at 0."""
    game = new_game(8)
    lines = rows(roomy.ap_track(game.seen_by(None), 119, Glyphs()))
    column = "".join(line[roomy.LABEL : roomy.LABEL + roomy.AP_CELL] for line in lines[1:])
    assert sorted(c for c in column if c.isalpha()) == list("ABCDEFGH")


async def test_the_board_switches_to_the_roomy_table_at_160x48():
    """Design 0: 'From 160×48, each game switches to its roomy layout.'"""
    game = new_game(5)
    game.apply(0, A.Place("spy"))
    _, text = await run_keys(game, 1, [], size=ROOMY)
    assert "TRACKS" in text and "Imperial Treasury" in text and "AP prestige" in text
    assert "RESERVE" in text and re.search(r"R red +\d+ ■+", text), "the reserve as colour stacks"
    assert "LOG" in text and "Alrik places on the Spy." in text
    for size in ((159, ROOMY[1]), (160, ROOMY[1] - 1), (80, 20)):
        _, text = await run_keys(game, 1, [], size=size)
        assert "TRACKS" not in text and "AP prestige" not in text


async def test_roomy_log_holds_twelve_lines():
    """Design 6, 160×48: 'the log has 12 lines'."""
    game = new_game(4)
    game.log += [f"Line number {k}." for k in range(20)]
    _, text = await run_keys(game, None, [], size=ROOMY)
    assert "Line number 19." in text and "Line number 8." in text and "Line number 7." not in text


async def test_roomy_table_in_ascii_mode():
    """--ascii: the scales keep their marks in plain characters."""
    game = new_game(4)
    _, text = await run_keys(game, None, [], size=ROOMY, ascii_mode=True)
    assert "TRACKS" in text and ">10<" in text and "###" in text
    assert all(ord(c) < 128 for c in text)


def test_roomy_snapshot_160x48(snap_compare):
    """The roomy table: the disc with full texts, track scales and the AP track under it."""
    from magtui.ui.app import MagtuiApp

    from .test_app import solo_session

    app = MagtuiApp(session=solo_session("place", players=6), pace="instant", autosave=False)

    async def past_the_reveal(pilot):
        await pilot.pause()
        if app.screen.board.showing_reveal():
            await pilot.press("enter")

    assert snap_compare(app, terminal_size=(160, 48), run_before=past_the_reveal)


async def test_roomy_centre_holds_the_event_and_the_last_reveal_as_cards():
    """Design 6, 160×48: the centre 'holds the event card, the deck and the last reveal as a
    row of cards'."""
    game = new_game(3, events="shuffled")
    game.event = "U5"
    game.resolve_storm([D.R, D.G, D.G, D.P, D.Y, D.Y])
    game.event = "U2"
    app, text = await run_keys(game, game.to_act()[0], [], size=ROOMY)
    centre = [line.split("│")[3] for line in text.splitlines() if line.count("│") >= 6]
    assert any("Orkensturm deck" in row for row in centre)
    assert any("event: Sappers from Angbar" in row for row in centre)
    assert any("[R][G][G][P][Y][Y]" in row for row in centre)


async def test_roomy_reveal_moves_the_long_scales(monkeypatch):
    """At 160×48 the reveal's comparisons move the long track scales as they are shown."""
    from magtui.games.orkensturm.ui import OrkensturmBoard

    from tests.board_app import BoardApp

    from .test_board import screen_text

    monkeypatch.setattr(OrkensturmBoard, "REVEAL_DELAY", 1000)
    game = new_game(3)
    game.resolve_storm([D.R, D.G, D.G, D.P, D.Y, D.Y])
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=ROOMY) as pilot:
        await pilot.pause()
        assert "»10«" in screen_text(app).split("M Mittelreich troops")[1].split("\n")[0]
        for _ in range(7):
            app.board.reveal_step()
        await pilot.pause()
        text = screen_text(app)
        assert "»9«" in text.split("M Mittelreich troops")[1].split("\n")[0]
        assert "»8«" in text.split("S Imperial Treasury")[1].split("\n")[0], "S waits its turn"


async def test_roomy_private_hand_draws_cards_as_shapes_and_the_scales():
    """Design 6, 160×48: 'On private screens, the hand cards are drawn as card shapes.'"""
    from .helpers import hand

    game = new_game(4)
    place = {0: "regent", 1: "merchant", 2: "knight", 3: "spy"}
    for seat in game.order:
        game.apply(seat, A.Place(place[seat]))
    game.phase, game.idx = "contribute", 0
    seat = game.order[0]
    game.hands[seat] = hand("R3 P1 W2")
    _, text = await run_keys(game, seat, ["space"], size=ROOMY)
    lines = [line[:119] for line in text.splitlines()]  # left of the 40-column panel
    for colour, held in zip("RGPBYW", game.hands[seat]):
        k = next(i for i, line in enumerate(lines) if re.match(rf"^[ ▸] {colour} ", line))
        assert lines[k - 1].count("┌─┐") == held and lines[k + 1].count("└─┘") == held
        assert lines[k].count(f"│{colour}│") + lines[k].count("│·│") == held
    assert "│·│" in text, "the card set aside shows as an empty card"
    assert "TRACKS" in text and "YOUR ADVISORS" in text


async def test_roomy_table_view_shows_nothing_private():
    """The roomy table (no seat) shows no hand and no advisor card of anyone."""
    game = new_game(5)
    _, text = await run_keys(game, None, [], size=ROOMY)
    assert "YOUR HAND" not in text and "┌─┐" not in text
    for cards in game.advisors:
        for card in cards:
            assert not advisor_on_screen(card, text)
