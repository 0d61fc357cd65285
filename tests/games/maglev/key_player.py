"""A player at the keyboard for whole Maglev games in the app: a computer level (on the seat's
view, as a bot) chooses what to do, and this player reaches that choice by keys alone — covers,
the action menu, units, the hex cursor and tile shapes, the player-board cursor — through the
app, never applying anything itself. Every frame is handed to a checker."""

from __future__ import annotations

from collections import deque

from textual import events

from magtui.core.bots import bot_move
from magtui.games.maglev import SPEC
from magtui.games.maglev.ui.menu import MAIN_ITEMS
from magtui.ui.catch_up import CatchUpScreen
from magtui.ui.cover import PassScreen
from magtui.ui.game_over import GameOverScreen
from magtui.ui.game_screen import GameScreen
from magtui.ui.grid_cursor import GridCursor

MAIN_KEYS = {verb: key for key, _, verb in MAIN_ITEMS}


def path_to(cursor: GridCursor, goal, limit: int = 40) -> list[str] | None:
    """The arrow keys that take a copy of `cursor` to `goal` (fewest first)."""
    seen, queue = {cursor.at}, deque([(cursor.at, [])])
    while queue:
        at, keys = queue.popleft()
        if at == goal:
            return keys
        if len(keys) >= limit:
            continue
        for direction in ("up", "down", "left", "right"):
            probe = GridCursor()
            probe.cells, probe.legal, probe.at = cursor.cells, cursor.legal, at
            if probe.move(direction) and probe.at not in seen:
                seen.add(probe.at)
                queue.append((probe.at, keys + [direction]))
    return None


class KeyPlayer:
    """Plays every human seat of `session` by keys. `check(app)` runs after every key."""

    def __init__(self, app, pilot, session, check, level: str = "easy"):
        self.app, self.pilot, self.session, self.check = app, pilot, session, check
        self.bots = [SPEC.make_bot(level, seat, session.seed) for seat in range(len(session.seats))]
        self.keys = 0
        self.looked: set = set()
        self.followed = 0  # tiles after which the cursor went on to the next hex

    @property
    def board(self):
        return self.app.screen.board

    async def press(self, *keys: str) -> None:
        """Each key as the terminal sends it, then the screen once every event is handled
        (Pilot.press would also wait for the process to idle, 40 ms or more a key)."""
        for key in keys:
            event = events.Key(key, key if len(key) == 1 else None)
            event.set_sender(self.app)
            self.app._driver.send_message(event)
            for _ in range(3):  # the key goes from the app to the screen to the focused widget
                await self.pilot._wait_for_screen()
            self.keys += 1
            self.check(self.app)

    async def play(self, max_keys: int) -> None:
        """Press keys until the end-of-game screen is up."""
        while not isinstance(self.app.screen, GameOverScreen):
            assert self.keys < max_keys, "the game did not end within the keys allowed"
            screen = self.app.screen
            if isinstance(screen, (PassScreen, CatchUpScreen)):
                await self.press("enter")
                await self.pilot.pause()
            elif isinstance(screen, GameScreen) and screen.working:
                await self.pilot.pause(0.01)
            elif isinstance(screen, GameScreen) and screen.handover_to is not None:
                await self.press("enter")  # the table's view, then the cover
                await self.pilot.pause()
            elif isinstance(screen, GameScreen) and screen.board.seat is not None:
                await self.decide(screen.board.seat)
            else:
                await self.pilot.pause(0.01)

    async def decide(self, seat: int) -> None:
        state = self.session.state
        if state.phase == "play" and state.pending is None and state.actions_used == 0:
            await self.look_at_train(seat)
        action = bot_move(self.bots[seat], state, seat)
        # A player who likes building track: a starting robot on the TRACK row, and every unit
        # in a TRACK action, so that tiles follow one another.
        legal = state.legal_actions(seat)
        first_robot = (
            state.pending and state.pending.kind == "put" and state.pending.source == "hand"
        )
        onto_track = [a for a in legal if a.verb == "put" and a.space == "track1"]
        if first_robot and onto_track:
            action = onto_track[0]
        if action.verb == "track":
            action = max((a for a in legal if a.verb == "track"), key=lambda a: a.units)
        moves = len(self.session.history)
        await self.reach(action)
        for _ in range(100):
            await self.pilot.pause()  # the move applied, the next screen up
            if len(self.session.history) > moves:
                break
        assert self.session.history[moves : moves + 1] == [(seat, str(action))], (
            f"keys did not lead to {action} (history ends {self.session.history[-2:]})"
        )
        if (
            action.verb == "lay"
            and isinstance(self.app.screen, GameScreen)
            and self.board.seat == seat
            and self.board._kind() == "track"
        ):
            self.after_tile(seat, action.at)

    async def look_at_train(self, seat: int) -> None:
        """At the start of a turn, the hex cursor onto the player's own train: the cursor line
        names the train (the checker reads its facing)."""
        position = self.board.position
        at = position.trains[seat].at
        if at not in position.hexmap.cost or (position.round, seat) in self.looked:
            return
        self.looked.add((position.round, seat))
        if self.board.view != 1:
            await self.press("1")
        if self.board.hexes.at in (None, at):
            await self.press(
                "left"
            )  # the first arrow shows the hex cursor (or steps off the train)
        await self.press(*path_to(self.board.hexes, at))
        assert self.board.hexes.at == at
        hint = self.app.screen._lines.get("hint", "")
        assert f"{'ABCD'[seat]} facing" in hint, f"the cursor line names the train: {hint!r}"

    def after_tile(self, seat: int, h) -> None:
        """Screen design: 'Enter builds the tile, and the end moves on to it' — the cursor
        goes on to the hex the new tile's open side faces when a tile can go there."""
        board = self.board
        position = board.position
        targets = set(board._track_targets())
        ahead = {position.hexmap.neighbours[h][side] for side in position.tiles[seat][h]} & targets
        if ahead:
            assert board.hexes.at in ahead, (
                f"after the tile on {h} the cursor is on {board.hexes.at}"
            )
            self.followed += 1

    # ----- from an action to keys ----------------------------------------------------------
    async def reach(self, action) -> None:
        board = self.board
        kind = board._kind()
        if board._board_mode():
            await self.on_player_board(action)
        elif kind == "track":
            await self.on_track(action)
        elif kind == "main" and action.verb == "end":
            await self.press("e")
        elif kind == "main":
            if not board.menu_open:
                await self.press("enter")
            await self.press(MAIN_KEYS[action.verb])
            if (
                isinstance(self.app.screen, GameScreen) and self.board.menu_verb is not None
            ):  # (not over)
                await self.in_menu(action)
        else:
            if not board.menu_open:
                await self.press("enter")
            await self.in_menu(action)

    async def in_menu(self, action) -> None:
        board = self.board
        board._sync_menu()
        index = board.menu.values.index(action)
        key = board.menu.key(index)
        if key and index % 2 == 0:  # both ways of picking: the entry's key, or ↑↓ and Enter
            await self.press(key)
            return
        while self.board.menu.cursor != index:
            step = (
                "down"
                if (index - self.board.menu.cursor) % len(self.board.menu.values)
                <= len(self.board.menu.values) // 2
                else "up"
            )
            await self.press(step)
        await self.press("enter")

    async def on_player_board(self, action) -> None:
        if self.board.view != 2:
            await self.press("enter")  # back to the view where the choice is made
        if action.verb == "done":
            await self.press("escape")
            return
        if action.verb == "shift":
            await self.to_space(action.src)
            await self.press("enter")
            await self.to_space(action.dst)
            await self.press("enter")
            return
        colour, space = action.colour, action.space
        for _ in range(8):
            if self.board._colour() == colour:
                break
            await self.press("r")
        await self.to_space(space)
        await self.press("enter")

    async def to_space(self, space: str) -> None:
        keys = path_to(self.board.spaces, space)
        assert keys is not None, f"no arrow path to {space}"
        await self.press(*keys)

    async def on_track(self, action) -> None:
        board = self.board
        if action.verb == "done":
            await self.press("escape")
            if self.board._kind() == "track":  # units left: Esc again confirms
                await self.press("escape")
            return
        goal = action.at
        board._place_hexes()
        keys = path_to(board.hexes, goal)
        if action.verb == "lay" and (keys is None or len(keys) > 6):
            for _ in range(len(board.hexes.legal) + 1):  # Tab: the next hex that can take a tile
                if self.board.hexes.at == goal:
                    break
                await self.press("tab")
        else:
            assert keys is not None, f"no arrow path to {goal}"
            await self.press(*keys)
        if action.verb == "lift":
            await self.press("x")
            return
        for _ in range(4):
            ghost = self.board._ghost()
            if ghost and ghost[1] == action.sides:
                break
            await self.press("r")
        await self.press("enter")
