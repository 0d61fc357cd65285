"""Every game played hotseat through keys in the real app, every frame scanned for secrets.

The suite scans a few short stretches (cheap: a position reached by random moves, then keys);
MAGTUI_SCAN_SEEDS=N scans N whole games of every game at 80×24 and 160×48 (MAGTUI_SCAN_STEPS
caps the keys per game).
"""

import os

import pytest

from magtui.core import registry

from .frame_scan import Scan

# (game, players, seed, size, warmup moves, steps): the hidden games where secrets change
# hands (Orkensturm's loyalties, advisors, contributions, inspections, jousts; Maglev's
# private draft and bonus cards), and every other game briefly, for crashes.
SUITE = [
    ("orkensturm", 3, 1, (80, 24), 10, 70),
    ("orkensturm", 4, 2, (160, 48), 20, 40),
    ("maglev", 2, 3, (80, 24), 0, 40),
    ("maglev", 3, 4, (160, 48), 30, 45),
    ("magnastorm", 2, 1, (80, 24), 0, 12),
    ("magalon", 2, 1, (160, 48), 0, 12),
    ("magnitus", 2, 1, (80, 24), 0, 8),
]
# A game added later gets a brief scan of its own until it is given longer ones above.
SUITE += [
    (game, max(2, registry.info(game).min_players), 1, (80, 24), 0, 12)
    for game in registry.game_ids()
    if game not in {run[0] for run in SUITE}
]


def _seeds() -> int:
    try:
        return max(0, int(os.environ.get("MAGTUI_SCAN_SEEDS", "0")))
    except ValueError:
        return 0


def _long_runs():
    steps = os.environ.get("MAGTUI_SCAN_STEPS")
    for game in registry.game_ids():
        spec = registry.get(game)
        for seed in range(1, _seeds() + 1):
            players = spec.min_players + seed % (spec.max_players - spec.min_players + 1)
            for size in ((80, 24), (160, 48)):
                yield game, max(players, 2), seed, size, 0, int(steps) if steps else None


def _named(run):
    game, players, seed, (w, h), warmup, steps = run
    return pytest.param(*run, id=f"{game}-{players}p-seed{seed}-{w}x{h}-{steps or 'all'}")


@pytest.mark.parametrize(
    "game,players,seed,size,warmup,steps", [_named(r) for r in SUITE + list(_long_runs())]
)
async def test_no_frame_shows_another_seats_secret(game, players, seed, size, warmup, steps):
    scan = Scan(game, players, seed, size, warmup=warmup, max_steps=steps)
    frames = await scan.run()
    assert frames >= (steps or 1)
    assert scan.hints_shown, (
        f"{game}: no hint was shown on any seat's screen: its normal computer player gives "
        "none yet (Bot.advise), so the hint line was not scanned"
    )
    if registry.get(game).kind.hidden_information:
        assert scan.own_items_seen, "private screens showed their own private items"


async def test_the_scan_finds_the_contribution_hint_of_issue_10(monkeypatch):
    """The scan fails on the leak the issue reported: with the frame taking every board hint
    as it comes and the board hinting after its choice (as both did), 'Set aside for the
    deck: ...' reaches the table's view."""
    from magtui.games.orkensturm.ui import OrkensturmBoard
    from magtui.ui.board import Board
    from magtui.ui.game_screen import GameScreen

    monkeypatch.setattr(OrkensturmBoard, "choose", Board.choose)

    def take_every_hint(self, message):
        message.stop()
        self._hint(message.text)

    monkeypatch.setattr(GameScreen, "on_board_hint", take_every_hint)
    scan = Scan("orkensturm", 3, 1, (80, 24), warmup=10, max_steps=70)
    with pytest.raises(AssertionError, match="Set aside for the deck"):
        await scan.run()


# (game, players, seed, size, options, bots, steps): humans with a computer among them, where
# the same human often acts again after a public screen (a reveal, the computer's moves).
WITH_BOTS = [("orkensturm", 3, 5, (80, 24), {"start": "1"}, {2: "easy"}, 80)]


@pytest.mark.parametrize("game,players,seed,size,options,bots,steps", WITH_BOTS)
async def test_a_private_screen_comes_only_after_its_cover(
    game, players, seed, size, options, bots, steps
):
    scan = Scan(game, players, seed, size, options=options, bots=bots, max_steps=steps)
    await scan.run()
    assert scan.own_items_seen, "private screens showed their own private items"
