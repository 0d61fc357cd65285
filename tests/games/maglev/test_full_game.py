"""Whole Maglev games at 80×24 by keys alone, on the Moon and on Mars, every frame checked for
the screen defects of the Maglev issue ('the track cursor jumps after each tile; menus cover
the map and the legal targets they ask about; on Mars at 80×24 Phobos and Deimos are squeezed
into the tab line and cut; the draft menu cuts card texts; after game over the cards view still
says the cards are private; several trains on one station collide, the cursor line omits a
train's facing'), and nothing essential cut (tests/ui/cut_words.py).

The `easy` level decides what each human seat does and tests/games/maglev/key_player.py reaches
it by keys through the app. On Mars both seats are human (covers, hand-overs); on the Moon the
second seat is the `normal` computer player, whose turns run in the app as in play, which keeps
the Moon's longer game (about 40 rounds) to some 800 keys. The seeds are games in which tiles
follow one another within a TRACK action and trains share a station, so that every check meets
its case."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from magtui.core.session import Seat, Session
from magtui.games.maglev import SPEC, data
from magtui.games.maglev.actions import Corner
from magtui.games.maglev.ui.map import ARROWS, LETTERS
from magtui.ui.app import MagtuiApp
from magtui.ui.canvas import Canvas
from magtui.ui.game_over import GameOverScreen
from magtui.ui.game_screen import GameScreen
from tests.screen_text import screen_text
from tests.ui.cut_words import cut_words

from .key_player import KeyPlayer

pytestmark = pytest.mark.long  # started first (conftest)

# The views with their digits; while a menu is open its digits pick, and the views go without.
TABS = re.compile(
    r"^ *[\[ ]1 Map[\] ] +[\[ ]2 Board( [A-D])?[\] ] +[\[ ]3 All boards[\] ] +[\[ ]4 Cards[\] ]"
    r"( +Tab: next player's board)? *$"
    r"|^ *[\[ ]Map[\] ] +[\[ ]Board( [A-D])?[\] ] +[\[ ]All boards[\] ] +[\[ ]Cards[\] ]"
    r" +digits pick in the menu *$"
)
TRAIN_WORDS = re.compile(r"^[A-D] facing (out|NE|E|SE|SW|W|NW)$")
TRAIN_SIDE = re.compile(r"^[A-D] (out|NE|E|SE|SW|W|NW)$")  # after "trains facing"


def words(text: str) -> Counter:
    return Counter(text.split())


class FrameCheck:
    """What every frame of the game must show; counts what it saw, so a test can tell that
    each check had something to look at."""

    def __init__(self):
        self.seen: Counter = Counter()

    def __call__(self, app) -> None:
        strips = app.screen._compositor.render_strips()  # the frame, rendered once for both checks
        text = "\n".join(strip.text for strip in strips)
        problems = cut_words(app, strips=strips)
        assert not problems, "\n".join(problems + [text])
        if isinstance(app.screen, GameScreen) and app.screen.board.position is not None:
            self.game_frame(app.screen, text.splitlines())

    def game_frame(self, game: GameScreen, lines: list[str]) -> None:
        board, position = game.board, game.board.position
        hint = game._lines.get("hint", "")
        assert game.query_one("#hint").region.height <= 1, (
            f"the cursor line keeps to one row: {hint!r}"
        )
        top = board.canvas_view.region.y
        tab_line = lines[top - 1]
        assert TABS.match(tab_line), f"the tab line holds only the views: {tab_line!r}"
        map_on_screen = board.view == 1 and not board.roomy
        launching = (
            any(getattr(a, "verb", "") == "launch" for a in board.menu.values)
            if board.menu_open
            else False
        )
        if map_on_screen and position.mapname == "mars" and (launching or not board.menu_open):
            self.moons(position, lines)  # a menu may cover them, except one asking where to launch
        if map_on_screen and position.phase == "play" and not board.menu_open:
            self.trains(board, position, lines, top)  # (an open menu may cover other trains)
        if map_on_screen and board.menu_open and board.seat is not None:
            self.menu_leaves_targets(board, lines, top)
        if position.phase == "draft" and board.menu_open and board.seat is not None:
            shown = words("\n".join(lines))
            for action in board._legal():
                assert not words(data.CARDS[action.card][2]) - shown, f"card {action.card} cut"
            self.seen["draft"] += 1
        found = re.search(
            r"^\(\d+,\d+\) .*· trains? (facing )?([^·]*)", hint
        )  # the cursor line on a hex
        if found:
            listed = found.group(2).strip().split(", ")
            pattern = TRAIN_SIDE if found.group(1) else TRAIN_WORDS
            assert all(pattern.match(t) for t in listed), f"each train with its facing: {hint!r}"
            self.seen["cursor line trains"] += 1

    def moons(self, position, lines: list[str]) -> None:
        """'Phobos and Deimos sit off the map ... Each shows its drop-off colour, the passengers
        waiting and any trains.'"""
        for moon, info in data.MARS["moons"].items():
            name = data.MOON_NAMES[moon].upper()
            found = [line for line in lines if f"{name} ({info['drop']}): " in line]
            assert len(found) == 1, "\n".join([f"{name} once, whole, under the map"] + lines)
            text = found[0].split(f"{name} ({info['drop']}): ")[1]
            assert text.split()[0] == ("".join(position.moons[moon]) or "none")
            trains = "".join(
                LETTERS[s] for s in range(position.num_players) if position.trains[s].at == moon
            )
            if trains:
                assert f"train {trains}" in text
                self.seen["moon trains"] += 1

    def trains(self, board, position, lines: list[str], top: int) -> None:
        """'Trains sit under their station: A↘ is A's train facing SE, and A○ faces out' — every
        train of a shared station stays readable, none drawn over another."""
        geo = board._map_geometry()
        x0 = board.canvas_view.region.x
        at: dict = {}
        for seat in range(position.num_players):
            h = position.trains[seat].at
            if h in position.hexmap.cost:
                at.setdefault(h, []).append(seat)
        for h, seats in at.items():
            cx, cy = geo.centre(h)
            near = "".join(lines[top + cy + dy][x0 + cx - 3 : x0 + cx + 6] for dy in (-1, 1))
            for seat in seats:
                head = position.trains[seat].head
                mark = LETTERS[seat] + ("○" if head is None else ARROWS[head[1]])
                assert mark in near, "\n".join(
                    [f"train {mark} at {h} is drawn whole: {near!r}"] + lines
                )
            if len(seats) > 1:
                self.seen["shared station"] += 1

    def menu_leaves_targets(self, board, lines: list[str], top: int) -> None:
        """The open menu covers no hex it asks about, nor the player's train: each such node
        reads on screen as on the map drawn alone."""
        position = board.position
        hexes = set()
        for target in board.menu.values:
            if isinstance(getattr(target, "at", None), tuple):
                hexes.add(target.at)
            if isinstance(target, Corner):
                hexes.add(data.MOON["moonbase_corners"][target.letter])
        train = position.trains[board.seat].at if position.phase == "play" else None
        if train in position.hexmap.cost:
            hexes.add(train)
        if not hexes:
            return
        plain = Canvas(
            board.canvas_view.region.width, board.canvas_view.region.height, board.glyphs
        )
        board._draw_map(plain)
        alone = plain.text().splitlines()
        geo, x0 = board._map_geometry(), board.canvas_view.region.x
        half = geo.node_w // 2
        for h in hexes:
            cx, cy = geo.centre(h)
            node = alone[cy][cx - half : cx + half + 1]
            assert lines[top + cy][x0 + cx - half : x0 + cx + half + 1] == node, "\n".join(
                [f"the menu covers {h}"] + lines
            )
        self.seen["menu beside its hexes"] += 1


async def play_whole_game(mapname: str, seed: int, seats) -> Counter:
    """Play to the end-of-game screen by keys, then look at the cards; what the checks saw."""
    session = Session(SPEC, seats, seed, {"map": mapname})
    check = FrameCheck()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        player = KeyPlayer(app, pilot, session, check)
        await player.play(max_keys=20000)
        assert session.state.is_over() and session.state.end_round is not None
        assert isinstance(app.screen, GameOverScreen)
        await player.press("enter")  # the final position
        await pilot.pause()
        await player.press("4")
        text = screen_text(app)
        assert "private" not in text, "'All cards are revealed at final scoring.'"
        shown = words(text)
        for cards in session.state.cards:
            for card in cards:
                assert not words(data.CARDS[card][2]) - shown, f"card {card} on the cards view"
        check.seen["cursor went on"] = player.followed
    return check.seen


@pytest.mark.parametrize("mapname,seed,bot", [("moon", 3, "normal"), ("mars", 15, None)])
async def test_a_whole_game_by_keys_at_80x24(mapname, seed, bot):
    """A game from the draft to the end-of-game screen by keys alone, every frame free of the
    defects, and each check met its case at least once."""
    seen = await play_whole_game(mapname, seed, [Seat("Anna"), Seat("Ben", bot)])
    cases = [
        "draft",
        "menu beside its hexes",
        "cursor line trains",
        "shared station",
        "cursor went on",
    ]
    assert all(seen[case] for case in cases + (["moon trains"] if mapname == "mars" else [])), seen
