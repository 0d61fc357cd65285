"""The OrkensturmBoard widget alone: keys in, Chosen actions out, and what it draws."""

import re

import pytest

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.ui import OrkensturmBoard

from tests.board_app import BoardApp

from .helpers import SPEC, at_action, hand, new_game, table_moment


def screen_text(app) -> str:
    return "\n".join(strip.text for strip in app.screen._compositor.render_strips())


async def run_keys(state, seat, keys, size=(80, 20), ascii_mode=False):
    app = BoardApp(SPEC, state, seat, ascii_mode)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        return app, screen_text(app)


async def test_placement_by_arrows_skips_to_legal_space():
    game = new_game(3)
    game.apply(0, A.Place("merchant"))
    app, text = await run_keys(game, 1, ["enter"])
    assert app.chosen == [(1, A.Place("regent"))], "the cursor starts on the first legal space"
    app, _ = await run_keys(game, 1, ["right", "enter"])
    assert app.chosen == [], "the Merchant is taken: Enter only hints"
    assert any("taken" in h for h in app.hints)
    app, _ = await run_keys(game, 1, ["right", "right", "down", "enter"])
    assert app.chosen == [(1, A.Place("knight"))]


async def test_disc_shows_spaces_pawns_and_legal_marks():
    game = new_game(5)
    game.apply(0, A.Place("spy"))
    _, text = await run_keys(game, 1, [])
    for name in (
        "Regent",
        "Merchant",
        "Tax Collector",
        "Knight",
        "Messenger",
        "Magician",
        "Inquisitor",
        "Spy",
    ):
        assert name in text
    assert "+ legal" in text and "6+ players" in text
    assert "pawn A" in text, "the Spy carries Alrik's pawn"
    assert "TURN 1" in text and "M Mittelreich" in text and "RESERVE" in text


async def test_option_then_target_then_colour_for_the_spy():
    game = new_game(4)
    at_action(game, 0, "spy")
    game.hands[0] = hand("P2")
    app, text = await run_keys(game, 0, ["2", "down", "enter", "4"])
    assert app.chosen == [(0, A.Use("spy", 2, target=2, colour=D.B))]


async def test_unpayable_option_is_marked_with_its_reason():
    game = new_game(3)
    at_action(game, 0, "merchant")
    game.hands[0] = hand("B1")
    app, text = await run_keys(game, 0, ["2"])
    assert "needs 2 B 2 W" in text
    assert app.chosen == [] and any("needs" in h for h in app.hints)
    app, _ = await run_keys(game, 0, ["1"])
    assert app.chosen == [(0, A.Use("merchant", 1))]


async def test_contribution_keys():
    """Step 3: Enter, Space or + add a card of the colour under the cursor, - takes one back;
    once the cards are complete, Enter or Space sends them."""
    game = new_game(3)
    game.phase, game.idx = "contribute", 0
    game.hands[0] = hand("R2 G1 W1")
    app, text = await run_keys(game, 0, ["enter", "down", "plus", "plus"])
    assert app.chosen == [], "Enter with fewer cards set aside adds one and sends nothing"
    assert app.hints[0] == "Set aside for the deck: R." and "already set aside" in app.hints[-1]
    assert "INTO THE DECK: [R] [G]" in text
    app, text = await run_keys(game, 0, ["down", "space", "space"])
    assert app.chosen == [] and "No green" in app.hints[-1]
    app, text = await run_keys(game, 0, ["space", "space", "minus", "6", "plus", "enter"])
    assert app.chosen == [(0, A.Add((D.R, D.W)))]
    app, text = await run_keys(game, 0, ["space", "space", "space"])
    assert app.chosen == [(0, A.Add((D.R, D.R)))], "Space sends the cards once they are complete"


async def test_joust_offer_count():
    game = new_game(3)
    at_action(game, 0, "knight")
    game.hands[0] = hand("R3")
    game.apply(0, A.Use("knight", 2))
    app, text = await run_keys(game, 0, ["right", "right", "right", "right", "left", "enter"])
    assert app.chosen == [(0, A.JoustOffer(2))]
    assert "Secret" in text


async def test_hand_widget_shows_letters_and_counts():
    """The hand by colour, a letter per colour, so it works without colour."""
    game = new_game(3)
    game.phase, game.idx = "contribute", 0
    game.hands[0] = hand("R2 Y3")
    _, text = await run_keys(game, 0, [])
    assert "[R][R]" in text and "[Y][Y][Y]" in text
    assert "YOUR HAND" in text and "PRIVATE" not in text  # the status line belongs to the frame


async def test_table_view_shows_no_hand():
    game = new_game(3)
    _, text = await run_keys(game, None, [])
    assert "YOUR HAND" not in text and "[R]" not in text
    assert "Turn 1 begins" in text or "Alrik" in text


async def test_ascii_mode_draws_plain_characters():
    game = new_game(3)
    _, text = await run_keys(game, 0, [], ascii_mode=True)
    assert all(ord(ch) < 128 for ch in text), "no glyph survives --ascii"


@pytest.mark.parametrize("players", [3, 8])
async def test_fits_80x20(players):
    game = new_game(players)
    _, text = await run_keys(game, 0, [])
    lines = text.splitlines()
    assert len(lines) == 20
    assert f"{D.SIDE_NAMES[game.sides[players - 1]]}" in text
    assert "supply" in text, "the panel's last lines are not cut off"


async def test_inspection_shows_the_target_hand_to_the_actor():
    """Spec 4.3: 'After the actor confirms, a private screen shows the target's hand.'"""
    game = new_game(3)
    at_action(game, 0, "inquisitor")
    game.hands[1] = hand("G3 Y2")
    game.apply(0, A.Use("inquisitor", 1, target=1))
    assert game.private_moment(0) and not game.private_moment(1)
    app, text = await run_keys(game, 0, [])
    assert "BOSPER'S HAND" in text and "[G][G][G]" in text and app.chosen == []
    app, text = await run_keys(game, 0, ["enter"])
    assert app.chosen == [(0, A.Seen())]


async def final_screen_text(game, size=(80, 20)) -> str:
    """Every line of the final scores: Enter past the last Orkensturm, then ↓ to the end."""
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.board.showing_reveal(), "the last Orkensturm comes before the scores"
        await pilot.press("enter")
        await pilot.pause()
        seen = []
        for _ in range(60):
            for line in screen_text(app).splitlines():
                if line not in seen:
                    seen.append(line)
            await pilot.press("down")
            await pilot.pause()
        return "\n".join(seen)


@pytest.mark.parametrize("players", [3, 8])
async def test_game_over_shows_the_scoring(players):
    """Spec 8: 'Final AP = AP at the end of the turn + faction reward + advisor AP' — every
    player's line and the last reveal at 80×20, at 8 players too (↓ scrolls)."""
    game = new_game(players)
    game.tracks["M"] = 1
    game.resolve_storm([D.G] * (2 * players - 1) + [D.P])
    text = await final_screen_text(game)
    assert "Ending A" in text and "LOST M 1→0" in text
    for seat in range(players):
        row = game.final.rows[seat]
        assert re.search(
            rf"\d\. {game.names[seat]} \({'ABCDEFGH'[seat]}, {game.pawns[seat]} pawn, \w+\): "
            rf"{row.total} AP = {row.ap} in play \+ {row.reward} side \+ \d+ advisors",
            text,
        )


async def test_final_screen_shows_each_advisor_by_name_formula_hand_and_points():
    """Spec 8: 'All advisors are revealed. Each player adds the value of each card they hold'
    — by name with the formula, the final hand it was counted on and the points, no bare ids."""
    game = new_game(4)
    game.advisors = [["B11", "B01"], ["A05"], ["B10"], ["A13"]]
    game.hands[0] = hand("R2 G1")
    game.hands[2] = hand("W3 P1")
    game.tracks["M"] = 1
    game.resolve_storm([D.G] * 7 + [D.P])
    text = await final_screen_text(game, size=(80, 24))
    assert "B11=" not in text and "B11" not in text
    values = dict(game.final.rows[0].advisors)
    assert f"Captain of the Ferdok guard: min(5, red in hand) = {values['B11']}" in text
    assert f"Helme Haffax, Imperial Marshal: ceil(max(0, 10-O)/2) = {values['B01']}" in text
    assert "Cuanu ui Bennain, Prince of Albernia: min(5, white in hand) = 3" in text
    assert re.search(r"final hand R2 G1 \(3 cards\)", text) and "final hand P1 W3 (4 cards)" in text


async def test_reveal_is_public_on_the_table_view_and_enter_goes_on():
    """Spec 5: 'No pass screen is needed for the ... step 4 reveal' — it is public: drawn on the
    table's view (never on a placer's private screen); Enter tells the frame to go on."""
    from magtui.ui.board import Board

    game = new_game(3)
    game.resolve_storm([D.R, D.G, D.G, D.P, D.Y, D.Y])
    seat = game.to_act()[0]
    _, text = await run_keys(game, seat, [])
    assert "THE ORKENSTURM" not in text and "YOUR HAND" in text, "no reveal on a private screen"
    resumed = []

    class ResumingApp(BoardApp):
        def on_board_resumed(self, message):
            resumed.append(message)

    app = ResumingApp(SPEC, game, None)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        assert table_moment(app.board, game)
        text = screen_text(app)
        assert "THE ORKENSTURM OF TURN 1" in text and "[R][G][G][P][Y][Y]" in text
        assert "red 1 : green 2  LOST: M -1" in text and "10 → 9" in text
        assert "purple 1 : blue 0  DELAYED" in text and "8 → 10" in text
        assert "Enter goes on to turn 2" in text
        await pilot.press("left")
        await pilot.pause()
        assert resumed == [] and app.board.showing_reveal()
        await pilot.press("enter")
        await pilot.pause()
        assert len(resumed) == 1 and isinstance(resumed[0], Board.Resumed)
        assert not table_moment(app.board, game) and "Regent" in screen_text(app)
        assert app.chosen == []


async def test_table_shows_open_tax_offers_but_no_joust_offer():
    """Tax Collection offers are public at once; Joust offers stay secret until the reveal."""
    game = new_game(3)
    at_action(game, 0, "tax_collector")
    game.hands[1] = hand("Y2")
    game.apply(0, A.Use("tax_collector", 2))
    game.apply(1, A.Offer(2))
    _, text = await run_keys(game, None, [])
    assert "open offers B 2" in text
    game = new_game(3)
    at_action(game, 0, "knight")
    game.hands[0] = hand("R3")
    game.apply(0, A.Use("knight", 2))
    game.apply(0, A.JoustOffer(3))
    _, text = await run_keys(game, None, [])
    assert "secret offers" in text and "3" not in text.split("Joust by")[1].split("\n")[0]


def storm_game(events: str = "off"):
    """Turn 2 about to begin after a known reveal: R G G P Y Y (battle lost, time delayed)."""
    game = new_game(3, events=events)
    game.resolve_storm([D.R, D.G, D.G, D.P, D.Y, D.Y])
    return game


def reveal_part(text: str) -> str:
    return "\n".join(line.split("│")[0] for line in text.splitlines())


def panel_part(text: str) -> str:
    return "\n".join(line.split("│", 1)[1] for line in text.splitlines() if "│" in line)


async def test_reveal_is_dealt_card_by_card_then_comparisons(monkeypatch):
    """Issue: 'The Orkensturm reveal is shown card by card with the three comparisons and their
    effect on the tracks' — one card per step, then battle, time and treasury, each moving its
    track on the panel."""
    monkeypatch.setattr(OrkensturmBoard, "REVEAL_DELAY", 1000)  # the steps are driven by hand below
    game = storm_game()
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        board = app.board
        assert board.reveal_timer is not None, "a timer deals the reveal"

        async def step():
            board.reveal_step()
            await pilot.pause()
            return screen_text(app)

        text = screen_text(app)
        assert "0 of 6 cards" in reveal_part(text) and "[▓]" * 6 in text
        assert "BATTLE" not in text and "Any key shows the whole" in text
        assert "M Mittelreich      10/12" in panel_part(text), "the panel shows the tracks before"
        expected = "RGGPYY"
        for k in range(1, 7):
            text = await step()
            row = "".join(f"[{c}]" for c in expected[:k]) + "[▓]" * (6 - k)
            assert row in text and f"{k} of 6 cards" in text
            assert "BATTLE" not in text
        assert "count R1  G2  P1  B0  Y2  W0" in text
        text = await step()
        assert "red 1 : green 2  LOST: M -1" in text and "TIME" not in text
        assert "M Mittelreich       9/12" in panel_part(text), "the battle moves M on the panel"
        assert "T Time to Brin     12/15" in panel_part(text), "T waits for its comparison"
        text = await step()
        assert "purple 1 : blue 0  DELAYED" in text and "TREASURY" not in text
        assert "T Time to Brin     12/15" in panel_part(
            text
        ) and "S Treasury          8/20" in panel_part(text)
        text = await step()
        assert (
            "yellow 2 : white 0  ROSE: S +2" in text
            and "S Treasury         10/20" in panel_part(text)
        )
        assert "Enter goes on to turn 2" in text and board.reveal_timer is None
        assert not board.dealing_reveal()


async def test_any_key_shows_the_whole_reveal_and_enter_then_moves_on(monkeypatch):
    """While the reveal is dealt, any key (Enter too) skips to the full picture; only the
    next Enter goes on to the placement."""
    monkeypatch.setattr(OrkensturmBoard, "REVEAL_DELAY", 1000)
    game = storm_game()
    for first in ("x", "enter", "left", "space"):
        app = BoardApp(SPEC, game, None)
        async with app.run_test(size=(80, 20)) as pilot:
            await pilot.pause()
            assert app.board.dealing_reveal()
            await pilot.press(first)
            await pilot.pause()
            text = screen_text(app)
            assert "6 of 6 cards" in text and "[R][G][G][P][Y][Y]" in text and "TREASURY" in text
            assert app.board.showing_reveal() and app.board.reveal_timer is None
            assert app.chosen == [] and app.hints == [], f"{first} only shows the whole reveal"
            await pilot.press("enter")
            await pilot.pause()
            assert not app.board.showing_reveal() and "Regent" in screen_text(app)
            assert app.chosen == []


async def test_reveal_event_comes_after_the_comparisons(monkeypatch):
    """Spec 4 order: 'battle, timeline, treasury, then the event' — the event line is the
    reveal's last step."""
    monkeypatch.setattr(OrkensturmBoard, "REVEAL_DELAY", 1000)
    game = new_game(3, events="shuffled")
    game.event = "U5"
    game.resolve_storm([D.R, D.G, D.G, D.P, D.Y, D.Y])
    app = BoardApp(SPEC, game, None)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        for _ in range(9):
            app.board.reveal_step()
        await pilot.pause()
        assert "TREASURY" in screen_text(
            app
        ) and "EVENT Grand Tourney at Gareth" not in screen_text(app)
        app.board.reveal_step()
        await pilot.pause()
        assert (
            "EVENT Grand Tourney at Gareth" in screen_text(app) and not app.board.dealing_reveal()
        )


async def test_reveal_is_gone_once_the_first_pawn_stands():
    """The reveal belongs to the moment after step 4: once a pawn is placed it is not shown."""
    game = storm_game()
    game.apply(game.to_act()[0], A.Place("regent"))
    _, text = await run_keys(game, None, [])
    assert "THE ORKENSTURM" not in text and "Merchant" in text


def test_reveal_tracks_follow_the_comparisons_shown():
    """The panel's tracks take each comparison's result only once it is shown."""
    from magtui.games.orkensturm.ui.reveal import reveal_steps, reveal_tracks

    game = storm_game()
    r = game.last_reveal
    assert reveal_steps(r) == 9
    assert reveal_tracks(r, 6) == r.before
    assert reveal_tracks(r, 7) == {**r.before, "M": 9, "O": 10}
    assert reveal_tracks(r, 8)["T"] == 12 and reveal_tracks(r, 8)["S"] == 8
    assert reveal_tracks(r, 9) == r.after


async def test_eight_player_reveal_fits_80x20_with_the_whole_event():
    """At 8 players 16 cards are revealed: all of them and every AP the event gave fit 80×20."""
    game = new_game(8, events="historia")
    game.event = "I"
    game.resolve_storm(
        [D.R, D.G, D.G, D.P, D.Y, D.Y, D.B, D.W, D.R, D.R, D.G, D.P, D.Y, D.B, D.W, D.R]
    )
    gains = {s: gain for s, gain in enumerate(game.last_reveal.event_ap) if gain}
    assert len(gains) >= 3
    _, text = await run_keys(game, None, [])
    left = " ".join(line.split("│")[0].strip() for line in text.splitlines())
    assert "[R][G][G][P][Y][Y][B][W][R][R][G][P][Y][B][W][R]" in left
    for seat, gain in gains.items():
        assert f"{'ABCDEFGH'[seat]} +{gain} AP" in left


def test_the_board_binds_no_common_key_itself():
    """The common keys (arrows, h j k l, Enter, Space, Esc, Backspace, digits) are bound once on
    Board and reach the board's hooks; the board adds only its own keys."""
    from magtui.ui.board import COMMON_BINDINGS, COMMON_KEYS

    own = {
        key.strip()
        for cls in OrkensturmBoard.__mro__
        if cls.__module__.startswith("magtui.games")
        for binding in cls.__dict__.get("BINDINGS", [])
        for key in binding.key.split(",")
    }
    assert own == {"tab", "plus", "equals_sign", "minus"} and not own & COMMON_KEYS
    common = {binding.action for binding in COMMON_BINDINGS}
    for key, bindings in OrkensturmBoard._merge_bindings().key_to_bindings.items():
        if key in COMMON_KEYS:
            assert [binding.action for binding in bindings if binding.action not in common] == [], (
                key
            )


def spy_on_refreshes(app, monkeypatch) -> list:
    """Every refresh the board and its canvas view ask for, as ("board" or "view", regions, kw)."""
    asked = []
    for name, widget in (("board", app.board), ("view", app.board.canvas_view)):
        real = widget.refresh
        monkeypatch.setattr(
            widget,
            "refresh",
            lambda *regions, _name=name, _real=real, **kw: (
                asked.append((_name, regions, kw)) or _real(*regions, **kw)
            ),
        )
    return asked


def placing():
    game = new_game(4)
    game.apply(0, A.Place("spy"))
    return game, 1, "right"


def contributing():
    game = new_game(3)
    game.phase, game.idx = "contribute", 0
    game.hands[0] = hand("R2 G1 W1")
    return game, 0, "down"


def choosing_an_option():
    game = new_game(4)
    at_action(game, 0, "spy")
    game.hands[0] = hand("P2")
    return game, 0, "down"


@pytest.mark.parametrize("position", [placing, contributing, choosing_an_option])
async def test_a_cursor_move_repaints_only_the_cells_that_changed(position, monkeypatch):
    """Speed issue: a cursor move costs a few hundred bytes. The disc cursor, the hand cursor
    and the numbered choices repaint a few rows' changed spans: no layout pass, no full
    repaint of the board."""
    game, seat, key = position()
    app = BoardApp(SPEC, game, seat)
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        asked = spy_on_refreshes(app, monkeypatch)
        await pilot.press(key)
        await pilot.pause()
        asked = list(asked)  # not the blur of the app closing
    assert [name for name, _, _ in asked] == ["view"], asked
    _, regions, kw = asked[0]
    assert regions and not kw, "regions only, never the whole widget nor a layout"
    assert all(region.height == 1 for region in regions) and len(regions) <= 3
    assert sum(region.area for region in regions) <= 80 * 20 // 10


async def test_the_key_bar_says_what_enter_and_the_arrows_do():
    """The key bar names what Enter and the arrows do now: pick a space and place the pawn;
    pick a colour and add a card to the deck, and once enough are set aside, send them; change
    the offer and offer the count chosen."""
    game, seat, _ = placing()
    app = BoardApp(SPEC, game, seat, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ space  Enter place pawn")
    game, seat, _ = contributing()
    app = BoardApp(SPEC, game, seat, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ colour  Enter add card")
        for key in ("plus", "plus"):
            await pilot.press(key)
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ colour  Enter send cards")
    game = new_game(3)
    at_action(game, 0, "knight")
    game.hands[0] = hand("R3")
    game.apply(0, A.Use("knight", 2))
    app = BoardApp(SPEC, game, 0, key_bar=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ offer  Enter offer 0")
        await pilot.press("right", "right")
        await pilot.pause()
        assert app.keys_shown().startswith("←↑↓→ offer  Enter offer 2")


async def test_the_players_table_shows_whole_names_where_the_strip_has_room():
    """Nothing essential is cut where there is room: at 80 columns the strip holds a name's
    first letters beside its pawn letter; from 100 columns, and at 160×48, whole names."""
    long_names = ["Bartholomew-Aaro", "Christabel-Maria", "Maximilian-Georg"]
    game = SPEC.new_game(long_names, 1, {"events": "off"})
    for size, whole in (((80, 20), False), ((100, 26), True), ((120, 36), True), ((160, 44), True)):
        _, text = await run_keys(game, None, [], size=size)
        assert all(name in text for name in long_names) is whole, size
        assert all(name[:6] in text for name in long_names), size
