"""Undo within a turn, the giant's dice included (spec 5: "`u` takes back the last step of the
current turn. The dice result stays as rolled.")."""

import random

import pytest

from magtui.core.errors import IllegalAction
from magtui.core.session import Seat, Session
from magtui.games.magalon import SPEC
from magtui.games.magalon.actions import End, Roll, Step


def giant_turn(seed: int = 5) -> Session:
    """Anna plays 9 and ends her turn; Boris (3, the lowest) is to act, with the giant."""
    session = Session(SPEC, [Seat("Anna"), Seat("Boris")], seed, {})
    session.apply_text(0, "play 9")
    session.apply_text(1, "play 3")
    session.apply_text(0, "end")
    assert session.state.turn.seat == 1 and session.state.turn.giant
    return session


def magician_steps(session: Session, count: int, pick: int = 0) -> list[str]:
    """Take `count` magician steps, each the `pick`-th legal one (wrapping)."""
    taken = []
    for _ in range(count):
        options = [
            a for a in session.state.legal_actions(1) if isinstance(a, Step) and a.piece == "m"
        ]
        action = options[pick % len(options)]
        session.apply(1, action)
        taken.append(str(action))
    return taken


def test_magician_steps_before_the_roll_can_be_taken_back_after_it():
    """ "`u` takes back the last step of the current turn. The dice result stays as rolled." """
    session = giant_turn()
    first = magician_steps(session, 2)
    session.apply(1, Roll())
    dice = session.state.turn.dice
    assert session.can_undo(1)
    session.undo(1)  # the roll
    session.undo(1)  # the second magician step
    assert session.state.turn.mag_steps == 1 and session.history[-1] == (1, first[0])
    magician_steps(session, 1, pick=1)
    session.apply(1, Roll())
    assert session.state.turn.dice == dice


def test_rolling_at_any_moment_of_the_turn_gives_the_same_dice():
    """The dice come from the game's seeded generator, which nothing else in a turn draws on, so
    the order of the turn's actions cannot change them."""
    session = giant_turn()
    session.apply(1, Roll())
    dice = session.state.turn.dice
    while session.can_undo(1):
        session.undo(1)
    for before in (["shield G16"], ["energy"], ["shield H16", "energy"]):
        for text in before:
            session.apply_text(1, text)
        magician_steps(session, 3, pick=2)
        session.apply(1, Roll())
        assert session.state.turn.dice == dice, before
        while session.can_undo(1):
            session.undo(1)
        assert not session.state.turn.dice and session.state.turn.mag_steps == 0


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_no_order_of_actions_and_undos_changes_the_dice(seed):
    """Whatever the player does, takes back and does again in the turn, every roll shows the
    dice of the first one."""
    session = giant_turn(seed)
    chooser = random.Random(seed)
    seen = set()
    for _ in range(300):
        st = session.state
        legal = [a for a in st.legal_actions(1) if not isinstance(a, End)]
        if session.can_undo(1) and (not legal or chooser.random() < 0.3):
            session.undo(1)
            continue
        if not legal:
            break
        action = chooser.choice(legal)
        session.apply(1, action)
        if isinstance(action, Roll):
            seen.add(session.state.turn.dice)
        assert session.state.turn is not None and session.state.turn.seat == 1
    assert len(seen) == 1, seen


def test_undo_never_reaches_back_into_another_players_turn():
    """Undo works only within one's own turn: Anna's ended turn and the card play stay."""
    session = giant_turn()
    assert not session.can_undo(0) and not session.can_undo(1)
    with pytest.raises(IllegalAction, match="own turn"):
        session.undo(1)
    magician_steps(session, 1)
    session.apply(1, Roll())
    assert not session.can_undo(0), "only the acting player takes back"
    session.undo(1)
    session.undo(1)
    assert not session.can_undo(1) and session.history[-1] == (0, "end")


def test_the_roll_cannot_be_taken_back_once_the_turn_ends():
    """The turn's end is final, the dice with it."""
    session = giant_turn()
    session.apply(1, Roll())
    session.apply(1, End())
    assert not session.can_undo(1) and not session.can_undo(0)


async def test_undo_by_keys_past_the_roll_and_rolling_again():
    """Through the game screen: u takes back the roll and a magician step; g rolls the same dice."""
    from magtui.ui.app import MagtuiApp

    session = giant_turn()
    app = MagtuiApp(session=session, pace="instant", autosave=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        for key in ("up", "g"):
            await pilot.press(key)
            await pilot.pause()
        dice = session.state.turn.dice
        assert dice and session.state.turn.mag_steps == 1
        assert session.history[-2:] == [(1, "m H18"), (1, "roll")]
        for key in ("u", "u", "m", "left", "up", "g"):
            await pilot.press(key)
            await pilot.pause()
        st = session.state
        assert [text for _, text in session.history[-3:]] == ["end", "m G18", "roll"]
        assert st.turn.dice == dice
