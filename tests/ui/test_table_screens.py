"""What a terminal of a shared table shows while it has nothing to choose: a seat waiting for
the others keeps its own secrets in view where its board draws a waiting seat (Maglev Metro's
bonus cards), a spectator sees the table's view, and the key bar of either offers no key that
does nothing there."""

import random
from contextlib import AsyncExitStack

import pytest

from magtui.core import registry, table
from magtui.games.maglev.describe import card_label
from tests.table_play import open_table, play_until, the_truth

from .test_table import check_secrets, flat, start, step

pytestmark = pytest.mark.long  # started first (conftest)

# Seats each: two at least, one waiting for the other.
GAMES = {game: max(2, registry.get(game).min_players) for game in registry.game_ids()}
# The keys a screen without a choice keeps: the frame's, the vote, the computer's pace, the
# arrows where they look around the table and the rule of what they look at, and Enter where it
# closes what the whole table reads (Magnastorm's administration summary).
IDLE_KEYS = {
    "? help",
    "i log",
    "ctrl+s save",
    "q leave",
    "b seat to computer",
    "p pace",
    "←↑↓→ look",
    "←↑↓→ scroll",
    "/ rule",
    "Enter back",
}


def bar_words(terminal) -> set[str]:
    """The entries of the terminal's key bar, as "key words"."""
    from magtui.ui.keybar import KeyBar

    bar = terminal.app.screen.query_one(KeyBar)
    return {f"{entry.label} {entry.description}" for entry in bar.visible()}


async def test_a_maglev_seat_waiting_on_its_own_terminal_sees_its_bonus_cards_and_nothing_to_choose(
    tmp_path,
):
    """Boris and Chen play on their own terminals, Anna at the host's. In the draft, while
    another seat picks, Boris's cards view shows the card he drafted and, once the mini-decks
    have moved on, the decks in front of him; never Anna's or Chen's cards. The spectator's
    shows none. The waiting screens offer no Enter, and their keys choose nothing."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote", "remote"), game="maglev")
    play_until(players, random.Random(3), lambda state: state.to_act() == (2,) and state.cards[1])
    spectator = table.join(tmp_path, host.table, watch=True)
    async with AsyncExitStack() as stack:
        anna, boris, chen, watcher = await start(stack, [host, players[1], players[2], spectator])
        terminals = [anna, boris, chen, watcher]
        for terminal in (anna, boris, watcher):
            await terminal.pilot.press("4")
        (picked,) = boris.session.state.cards[1]
        annas = anna.session.state.cards[0]
        text = boris.text()
        assert "Boris's bonus cards (private)" in text and card_label(picked) in text
        assert all(card_label(card) not in text for card in annas) and "Waiting for Chen" in flat(
            text
        )
        text = anna.text()
        assert all(card_label(card) in text for card in annas) and card_label(picked) not in text
        text = watcher.text()
        assert "Bonus cards are private" in text
        assert all(card_label(card) not in text for card in (picked, *annas))
        for terminal in (anna, boris, watcher):
            assert not any(words.startswith("Enter") for words in bar_words(terminal)), bar_words(
                terminal
            )
        moves = len(host.history)
        await boris.pilot.press("enter", "1", "e", "g", "x", "r", "escape", "down", "tab", "4")
        assert len(boris.session.history) == moves and "Nobody may act" not in boris.text()
        check_secrets(terminals, the_truth(host), "Boris waits")

        await chen.pilot.press("1")  # Chen's pick ends the pass: the mini-decks move on
        for terminal in terminals:
            await terminal.look()
        state = the_truth(host)
        assert 1 not in state.to_act() and state.draft_decks_of(1)
        text = boris.text()
        assert "In front of you in the draft" in text
        for deck in state.draft_decks_of(1):
            assert all(card_label(card) in text for card in state.draft.decks[deck].cards)
        others = (*state.cards[0], *state.cards[2])
        assert others and all(card_label(card) not in text for card in others)
        check_secrets(terminals, the_truth(host), "after Chen's pick")


async def test_a_maglev_seat_waiting_while_another_builds_track_has_no_ghost_tile_and_no_refusals(
    tmp_path,
):
    """Anna builds track, her ghost tile on her map; Boris's own screen shows the map without
    it, and his keys (arrows, Enter, Tab, r, x, Esc) choose nothing and ask nothing."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote"), game="maglev")
    play_until(
        players,
        random.Random(3),
        lambda state: state.to_act() == (0,) and state.pending and state.pending.kind == "track",
    )
    async with AsyncExitStack() as stack:
        anna, boris = await start(stack, [host, players[1]])
        moves = len(host.history)
        assert "[a]" in anna.text()
        assert boris.game.board.seat == 1 and "Waiting for Anna" in flat(boris.text())
        for key in ("1", "right", "down", "enter", "tab", "r", "x", "escape", "2", "tab", "4"):
            await boris.pilot.press(key)
            text = boris.text()
            assert (
                "[a]" not in text
                and "Nobody may act" not in text
                and "No track is being built" not in text
            )
        assert len(boris.session.history) == moves and "Anna's bonus cards" not in boris.text()


async def test_who_came_stays_in_the_waiting_line_until_the_game_moves_on(tmp_path):
    """Anna waits for Boris, who joins: her waiting line says so until his first move."""
    host = table.host(tmp_path, "maglev", ["Anna", "Boris"], 3, {}, ["hotseat", "remote"], {})
    async with AsyncExitStack() as stack:
        (anna,) = await start(stack, [host])
        boris = table.join(tmp_path, host.table, 1)
        await anna.look()
        assert "Waiting for Boris · at table" in flat(
            anna.text()
        ) and "Boris has joined the table." in flat(anna.text())
        boris.apply(1, boris.state.legal_actions(1)[0])
        await anna.look()
        assert "Waiting for Boris · at table" in flat(anna.text()) and "has joined" not in flat(
            anna.text()
        )


@pytest.mark.parametrize("game", list(GAMES))
async def test_waiting_and_spectator_screens_offer_only_keys_that_do_something(tmp_path, game):
    """Each game at a table: a seat on its own terminal waiting for the other, and a
    spectator. Their key bars offer only the frame's keys (and the arrows where they look around
    the table), never Enter to choose, all through the first moves of the game."""
    players_count = GAMES[game]
    host, players = open_table(
        tmp_path, 3, kinds=("hotseat",) + ("remote",) * (players_count - 1), game=game
    )
    spectator = table.join(tmp_path, host.table, watch=True)
    async with AsyncExitStack() as stack:
        terminals = await start(stack, [host, players[1], spectator])
        rng, checked = random.Random(3), set()
        for turn in range(30):
            for terminal in terminals:
                game_screen = terminal.game
                idle = not any(seat in host.state.to_act() for seat in terminal.session.here)
                if (
                    terminal.app.screen is not game_screen
                    or not idle
                    or game_screen.board.table_moment(game_screen.board.seen)
                ):
                    continue
                words = bar_words(terminal)
                assert words <= IDLE_KEYS, (
                    f"{game} step {turn}, seats {set(terminal.session.here)}: {words}"
                )
                checked.add("spectator" if terminal.session.spectator else "waiting")
            await step(terminals, rng)
            for terminal in terminals:
                await terminal.look()
        assert checked == {"spectator", "waiting"}


async def test_a_magnastorm_spectator_closes_the_administrations_summary_with_enter_then_has_none(
    tmp_path,
):
    """The administration's summary is for the whole table: the spectator's bar offers Enter
    to close it; once closed, Enter is gone from the bar."""
    host, players = open_table(tmp_path, 3, kinds=("hotseat", "remote"), game="magnastorm")
    play_until(players, random.Random(3), lambda state: state.admin_report)
    async with AsyncExitStack() as stack:
        (watcher,) = await start(stack, [table.join(tmp_path, host.table, watch=True)])
        assert (
            "Enter back" in bar_words(watcher)
            and "Enter or Esc: back to the board" in watcher.text()
        )
        await watcher.pilot.press("enter")
        assert "Enter or Esc: back to the board" not in watcher.text()
        assert bar_words(watcher) <= IDLE_KEYS - {"Enter back"}, bar_words(watcher)
