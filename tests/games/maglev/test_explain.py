"""The rule under the cursor: every element a Maglev cursor reaches is explained from the
seat's view, in words that follow the game, with a rule quoted from the summary."""

from magtui.core.bots import bot_move
from magtui.core.explanations import Focus, rule_quote
from magtui.games.maglev import SPEC, data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.explain import ACTIONS, VIEWS, explain
from magtui.games.maglev.hexmap import hex_text

from tests.board_app import BoardApp

from .helpers import NAMES, act, fill, new_game, playing


def positions(players: int, mapname: str, seed: int):
    """The game at a few points: in the draft, at the first turn, and later in play."""
    state = SPEC.new_game(list(NAMES[:players]), seed, {"map": mapname})
    bots = [SPEC.make_bot("easy", seat, seed) for seat in range(players)]
    for step in range(400):
        if step in (0, 30, 150, 399) or state.is_over():
            yield state
        if state.is_over():
            return
        seat = state.to_act()[0]
        state.apply(seat, bot_move(bots[seat], state, seat))


def every_focus(model, seat):
    yield from (Focus("hex", hex_text(h)) for h in model.hexmap.hexes)
    if model.mapname == "mars":
        yield from (Focus("moon", moon) for moon in data.MOON_NAMES)
    for shown in range(model.num_players):
        yield from (Focus("space", f"{shown}:{space}") for space in pb.SPACES)
    yield from (Focus("action", verb) for verb in ACTIONS)
    yield from (Focus("station", letter) for letter in data.STATION_TYPES)
    yield from (Focus("card", card) for card in data.CARDS)
    yield from (Focus("view", view) for view in VIEWS)


def test_every_element_is_explained_with_a_rule_of_the_summary():
    for players, mapname in ((2, "moon"), (3, "mars"), (1, "moon")):
        for state in positions(players, mapname, 5):
            seat = state.to_act()[0] if state.to_act() else 0
            model = state.seen_by(seat)
            for focus in every_focus(model, seat):
                told = explain(model, seat, focus)
                assert told.what and told.state, focus
                assert rule_quote(SPEC.rules_summary, told.rule), focus
                words = f"{told.what} {told.state}".split()
                assert not set(words) & set(data.CARDS), (focus, told)


def test_a_station_says_who_waits_and_which_train_is_there():
    """'A station holds 8 waiting passengers'."""
    state = playing(2, "moon", train=(0, 0))
    node = state.node_of[(0, 0)]
    state.sites[node].waiting[:] = ["s", "s", "g"]
    told = explain(state.seen_by(0), 0, Focus("hex", "0,0"))
    assert told.rule == "moonbase"
    assert "waiting: 2 steel, 1 gold" in told.state
    assert f"{state.names[state.current]}'s train is here" in told.state
    empty = [h for h, site in state.sites.items() if site.kind == "space" and not site.types][0]
    told = explain(state.seen_by(0), 0, Focus("hex", hex_text(empty)))
    assert told.what == "Empty station space" and told.rule == "build-action"


def test_a_board_space_says_what_it_holds_and_switches_on():
    """'A full column unlocks that commuter colour'."""
    state = playing(2, "moon")
    fill(state, 1, pink1="g", pink2="c")
    told = explain(state.seen_by(0), 0, Focus("space", "1:pink2"))
    assert told.what == "UNLOCK pink 2, takes copper"
    assert told.state == f"{state.names[1]}'s: holds copper; pink unlocked"
    assert told.rule == "unlock"
    told = explain(state.seen_by(0), 0, Focus("space", "0:pink2"))
    assert "empty; pink locked" in told.state


def test_a_card_of_another_seat_is_never_shown_as_theirs():
    state = next(s for s in positions(2, "moon", 3) if s.phase == "play")
    theirs = state.cards[1][0]
    told = explain(state.seen_by(0), 0, Focus("card", theirs))
    assert "worth" not in told.state


async def test_the_board_names_what_its_cursor_is_on_in_every_mode():
    state = playing(2, "moon", train=(0, 0))
    seat = state.current
    fill(state, seat, track1="g")
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.board
        assert board.under_cursor() == Focus("view", "1")
        await pilot.press("right")
        assert board.under_cursor() == Focus("hex", hex_text(board.hexes.at))
        assert board.cursor_row() == board._map_geometry().centre(board.hexes.at)[1] + 1
        await pilot.press("enter")
        assert board.under_cursor() == Focus("action", "track")
        await pilot.press("down")
        assert board.under_cursor() == Focus("action", "move")
        await pilot.press("escape", "2")
        assert board.under_cursor() == Focus("view", "2")
        await pilot.press("4")
        assert board.under_cursor() == Focus("view", "4")
        await pilot.press("1", "enter", "1", "2")  # TRACK with 2 units: the hex cursor
        assert board.under_cursor() == Focus("hex", hex_text(board.hexes.at))


async def test_the_board_names_the_space_and_the_card_under_its_cursor():
    state = SPEC.new_game(list(NAMES[:2]), 4, {"map": "moon"})
    app = BoardApp(SPEC, state, state.to_act()[0], play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        focus = app.board.under_cursor()
        assert focus.kind == "card" and focus.key in state.decks_in_front(state.to_act()[0])[0]
        while state.phase != "play":
            act(state, str(state.legal_actions(state.to_act()[0])[0]))
        app.show(state, state.current)
        await pilot.pause()
        board = app.board
        assert board.under_cursor() == Focus("space", f"{state.current}:{board.spaces.at}")
        told = explain(state.seen_by(state.current), state.current, board.under_cursor())
        assert "empty" in told.state


async def test_a_lessons_mark_shows_beside_each_kind_of_element():
    state = playing(2, "moon", train=(0, 0))
    seat = state.current
    app = BoardApp(SPEC, state, seat, play=True)
    async with app.run_test(size=(80, 24)) as pilot:
        board = app.board
        assert "!" not in board.screen_text()
        board.mark(Focus("hex", "6,4"))
        x, y = board._map_geometry().centre((6, 4))
        half = board._map_geometry().node_w // 2
        row = board.screen_text().splitlines()[y + 1]
        assert row[x - half - 1] == "!" and row[x + half + 1] == "!"
        board.mark(Focus("view", "4"))
        assert "4 Cards !" in board.screen_text().splitlines()[0]
        board.mark(Focus("action", "refill"))
        await pilot.press("enter")
        assert "Refill !" in board.screen_text()
        board.mark(Focus("space", f"{seat}:track1"))
        await pilot.press("escape", "2")
        x, y = board.spaces.cells["track1"]
        row = board.screen_text().splitlines()[y + 1]
        assert row[x - 1] == "!" and row[x + 1] == "!"


def test_a_hex_and_a_space_say_what_the_seat_may_do_there_now():
    """'Tiles ... only on open hexes, and only at the ends of your line.'"""
    state = playing(2, "moon", train=(0, 0))
    seat = state.current
    fill(state, seat, track1="g")
    act(state, "track 2")
    lay = state.legal_actions(seat)[0]
    told = explain(state.seen_by(seat), seat, Focus("hex", hex_text(lay.at)))
    assert told.state.endswith("a tile can go here now")
    told = explain(state.seen_by(seat), seat, Focus("hex", "6,4"))
    assert "now" not in told.state
    first = new_game(2, "moon")
    seat = first.current
    told = explain(first.seen_by(seat), seat, Focus("space", f"{seat}:station"))
    assert told.state.endswith("can take the steel now")
