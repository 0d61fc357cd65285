"""The frame scan: all-human hotseat games of any game played through keys in the real app,
with the text of the whole screen checked for other seats' secrets after every key.

The scan presses keys as a restless table would: the board's own keys at random, bursts of
keys typed while a screen is changing, help and log overlays, covers and hand-overs. When the
random keys have not moved the game on for a while, the board is told to choose a random
legal action (as its own keys would), so every game makes progress.

Every frame also checks that the board holds no game state: boards draw from views only.

A seat's private items come from the game's own views: every text in `private_view(seat)`
that the public view does not hold (card ids, advisors, draft cards), and a game's private
headings ("YOUR HAND"). Besides those, a hint line first shown on a seat's private screen is
private to it. A frame may show the private
items of the seat whose private screen is up, and nothing private of anybody on the table's
view, a cover, or any other screen.

Every scan asks for hints (`!`) on the seats' private screens: the hint line is scanned as any
other, and a game whose computer player gives no hints fails the scan after its walk.

A private screen comes only right after a cover for its seat or another private screen of the
same seat: never after the table's view, another seat's screen or a summary on top of them.
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass, field

from textual.screen import ModalScreen

from magtui.core import registry
from magtui.core.bots import RandomBot
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.board import COMMON_BINDINGS
from magtui.ui.cover import PassScreen
from magtui.ui.game_screen import GameScreen
from tests.game_profiles import declared
from tests.state_reach import state_paths
from tests.typed_keys import burst

NAMES = ("Anna", "Boris", "Chen", "Dana", "Emil", "Fatma", "Greta", "Hiro")
FRAME_KEYS = [
    "enter",
    "space",
    "escape",
    "backspace",
    "up",
    "down",
    "left",
    "right",
    "tab",
    "1",
    "2",
    "3",
    "question_mark",
    "exclamation_mark",
    "i",
    "u",
]
NEVER = {"q", "ctrl+s"}  # leaving the game or a file dialog would end the scan, not test it
PATIENCE = 4  # random keys without progress before a script, then the board, chooses
HINTS = 0.2  # how often a seat asks for a hint where it may, once it was shown its first


def screen_text(app) -> str:
    """The text of everything on screen: the top screen and, under a modal, what shows through."""
    texts = []
    for screen in reversed(app.screen_stack):
        texts.append("\n".join(strip.text for strip in screen._compositor.render_strips()))
        if not isinstance(screen, ModalScreen):
            break
    return "\n".join(texts)


def strings(data) -> set[str]:
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(*(strings(v) for v in data.values())) if data else set()
    if isinstance(data, (list, tuple)):
        return set().union(*(strings(v) for v in data)) if data else set()
    return set()


def private_items(game: str, state, seat: int) -> set[str]:
    """Texts only `seat` may see: strings of its private view absent from the public view,
    as they read on screen, and the game's private headings."""
    public = json.dumps(state.public_view()) + "\n".join(state.log)
    shown = declared(game, "shown_as", str)
    items = {
        shown(s)
        for s in strings(state.private_view(seat))
        if len(s) >= 2 and not s.isdigit() and s not in public
    }
    return items | declared(game, "private_headings", lambda state, seat: set())(state, seat)


@dataclass
class Scan:
    game: str
    players: int
    seed: int
    size: tuple[int, int]
    options: dict = field(default_factory=dict)
    max_steps: int | None = None  # keys or choices; None plays to the end
    warmup: int = 0  # random moves played before the app starts (a scan from mid-game)
    names: tuple[str, ...] = NAMES
    bots: dict[int, str] = field(default_factory=dict)  # seat -> level; the other seats are human
    frames: int = 0
    private_lines: dict[int, set[str]] = field(default_factory=dict)
    table_lines: set[str] = field(default_factory=set)
    own_items_seen: set[str] = field(default_factory=set)  # proof that the items are real text
    last_screen: tuple[str, int | None] = ("table", None)  # what the previous frame showed
    hints_shown: int = 0

    def session(self) -> Session:
        spec = registry.get(self.game)
        seats = [
            Seat(name, self.bots.get(seat)) for seat, name in enumerate(self.names[: self.players])
        ]
        session = Session(spec, seats, self.seed, self.options)
        bots = [RandomBot(s, self.seed) for s in range(self.players)]
        for _ in range(self.warmup):
            state = session.state
            seat = state.to_act()[0]
            session.apply(
                seat,
                bots[seat].choose(state.view(seat), state.legal_actions(seat)),
                keep_undo=False,
            )
        return session

    # ----- checking one frame -------------------------------------------------------------
    def check(self, app, game: GameScreen, what: str) -> None:
        state = game.session.state
        self.frames += 1
        held = state_paths(game.board)
        assert not held, f"{self.game}: the board holds the game state at {held} after {what}"
        if state.is_over():
            return  # the final reveal may show everything
        text = screen_text(app)
        top = app.screen
        base = next(s for s in reversed(app.screen_stack) if not isinstance(s, ModalScreen))
        shown = game.board.shown
        seat = shown[1] if base is game and game.private_on_screen and shown is not None else None
        mine = private_items(self.game, state, seat) if seat is not None else set()
        where = f"{self.game} seed {self.seed} {self.size} after {what}"
        self.check_cover(state, top, base, game, seat, where, text)
        self.own_items_seen |= {item for item in mine if item in text}
        for other in range(state.num_players):
            if other == seat:
                continue
            for item in private_items(self.game, state, other) - mine:
                assert item not in text, (
                    f"{where}: {item!r} of seat {other + 1} on screen for {seat}:\n{text}"
                )
        hint = str(game.query_one("#hint").render()).strip()
        if seat is None and top is game:
            for owner, lines in self.private_lines.items():
                assert hint not in lines - self.table_lines, (
                    f"{where}: the hint {hint!r} of seat {owner + 1}'s private screen "
                    "on the table's view"
                )
            self.table_lines.add(hint)
        elif seat is not None and top is game and hint and hint not in self.table_lines:
            self.private_lines.setdefault(seat, set()).add(hint)

    def check_cover(
        self, state, top, base, game: GameScreen, seat: int | None, where: str, text: str
    ) -> None:
        """A seat's private screen follows its own cover or its own private screen. A screen
        over the whole frame (the rules, the log) leads back to the frame it was opened from."""
        if isinstance(top, PassScreen):
            names = [state.seat_name(s) for s in range(state.num_players)]
            self.last_screen = ("cover", names.index(top.player))
        elif base is game:
            if seat is not None:
                assert self.last_screen in {("cover", seat), ("private", seat)}, (
                    f"{where}: seat {seat + 1}'s private screen "
                    f"right after {self.last_screen}:\n{text}"
                )
            self.last_screen = ("private", seat) if seat is not None else ("table", None)

    # ----- playing ------------------------------------------------------------------------
    async def run(self) -> int:
        session = self.session()
        app = MagtuiApp(session=session, pace="instant", autosave=False)
        rng = random.Random(self.seed)
        async with app.run_test(size=self.size) as pilot:
            await pilot.pause()
            game = next(s for s in app.screen_stack if isinstance(s, GameScreen))
            keys = self._board_keys(game)
            self.check(app, game, "the start")
            steps, idle, last = 0, 0, len(session.history)
            while not session.state.is_over() and (
                self.max_steps is None or steps < self.max_steps
            ):
                steps += 1
                what = await self._step(app, pilot, game, keys, rng, idle)
                await self._settle(pilot, game)
                self.check(app, game, what)
                if len(session.history) != last:
                    idle, last = 0, len(session.history)
                else:
                    idle += 1
                assert game in app.screen_stack, f"{self.game}: the game screen was left by {what}"
            await self.after_walk(app, pilot, game)
        self.hints_shown = sum(session.hints_used)
        return self.frames

    async def after_walk(self, app, pilot, game: GameScreen) -> None:
        """The last look at the app before it closes (a subclass opens what the walk never does)."""

    @staticmethod
    def _board_keys(game: GameScreen) -> list[str]:
        keys = list(FRAME_KEYS)
        # the board's own keys, then those every board answers (Board binds them)
        for binding in (*type(game.board).BINDINGS, *COMMON_BINDINGS):
            keys += [k.strip() for k in binding.key.split(",")]
        return [k for k in dict.fromkeys(keys) if k not in NEVER]

    async def _step(self, app, pilot, game, keys, rng, idle) -> str:
        top = app.screen
        state = game.session.state
        if isinstance(top, PassScreen) or (top is game and game.handover_to is not None):
            if rng.random() < 0.3:
                await burst(app, pilot, *["enter"] * rng.randint(2, 4))
                return "a burst of Enter at a hand-over"
            await pilot.press("enter")
            return "Enter at a hand-over"
        if top is not game:
            await pilot.press(rng.choice(["escape", "enter"]))
            return f"closing {type(top).__name__}"
        if game.working:
            return "waiting"
        seat = game.board.shown[1] if game.board.shown else None
        script = declared(self.game, "frame_keys", lambda state: None)(state)
        if idle == PATIENCE and script:
            moves = len(game.session.history)
            for key in script:
                await pilot.press(key)
                if len(game.session.history) != moves or app.screen is not game:
                    break
                self.check(app, game, f"the scripted key {key}")
            return "a scripted move"
        if idle >= PATIENCE + (1 if script else 0) and seat is not None and seat in state.to_act():
            legal = state.legal_actions(seat)
            if legal:
                game.board.choose(rng.choice(legal))
                return "a choice made for the board"
        if game.hinter.offered() and (not any(game.session.hints_used) or rng.random() < HINTS):
            await pilot.press("exclamation_mark")
            return "asking for a hint"
        if rng.random() < 0.1:
            typed = [rng.choice(keys) for _ in range(rng.randint(2, 5))]
            await burst(app, pilot, *typed)
            return f"the burst {typed}"
        key = rng.choice(keys)
        await pilot.press(key)
        return f"the key {key}"

    @staticmethod
    async def _settle(pilot, game: GameScreen) -> None:
        """Wait until a move worked out in a thread (a bot, a physics run) and a hint asked
        for have landed."""
        await pilot.pause()
        for _ in range(2000):
            if not game.working and game.hinter.asked is None:
                break
            await pilot.pause(0.01)
        await pilot.pause()
