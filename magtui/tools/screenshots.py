"""Regenerate screenshots/ from seeded games: `python -m magtui.tools.screenshots [GAME ...]`.

Each game's spec names its positions (seed, players, options, and how many random moves lead
there); every position is pictured at 80×24 and, as NAME-wide.svg, at 160×48.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from magtui.core import registry
from magtui.core.bots import RandomBot
from magtui.core.session import Seat, Session
from magtui.ui.app import MagtuiApp
from magtui.ui.cover import PassScreen

OUT = Path(__file__).resolve().parents[2] / "screenshots"
NAMES = ("Anna", "Boris", "Chen", "Dana", "Emil", "Fatma", "Greta", "Hiro")


def position(spec, shot) -> Session:
    """The session of one screenshot: `moves` random moves from the seeded start."""
    players = shot.get("players", spec.min_players)
    seed = shot.get("seed", 1)
    session = Session(spec, [Seat(n) for n in NAMES[:players]], seed, dict(shot.get("options", {})))
    bots = [RandomBot(s, seed) for s in range(players)]
    for _ in range(shot.get("moves", 0)):
        state = session.state
        if state.is_over():
            break
        seat = state.to_act()[0]
        session.apply(
            seat, bots[seat].choose(state.view(seat), state.legal_actions(seat)), keep_undo=False
        )
    return session


async def picture(session: Session, size: tuple[int, int], path: Path) -> None:
    app = MagtuiApp(session=session, autosave=False)
    app.key_guard = 0  # the scripted Enter below comes at once, not after a hand-over
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        if isinstance(app.screen, PassScreen):
            await pilot.press("enter")
        await pilot.pause(0.2)
        app.save_screenshot(filename=path.name, path=str(path.parent))


def main(argv: list[str]) -> int:
    OUT.mkdir(exist_ok=True)
    games = argv or registry.game_ids()
    for game_id in games:
        spec = registry.get(game_id)
        for shot in spec.screenshots or ({"name": game_id, "moves": 20},):
            name = shot.get("name", game_id)
            for size, suffix in (((80, 24), ""), ((160, 48), "-wide")):
                path = OUT / f"{name}{suffix}.svg"
                asyncio.run(picture(position(spec, shot), size, path))
                print(path)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
