"""What a game is, declared as data, and the optional hooks a game opts into by inheriting them.

`GameKind` is what the shell reads (as OpenSpiel's GameType): whether seats hold secrets,
whether they choose in secret at once, whether moves are continuous, whether a match is played
in parts... A flag that needs hooks names the small class below that holds them; the spec
refuses a kind and a state class that disagree, so the declaration cannot lie.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

if TYPE_CHECKING:
    from magtui.core.game import GameState, Outcome


@dataclass(frozen=True)
class GameKind:
    # Seats hold what others may not see (hands, drafts): the pass-the-keyboard cover comes
    # between seats, and the end of the game shows what was hidden.
    hidden_information: bool = False
    # Choices made in secret and revealed later (SecretChoices).
    secret_choices: bool = False
    # legal_actions is a sample of a continuous space: an action missing from it may be legal.
    continuous: bool = False
    # A match is several games, each with its own outcome (PlayedInParts).
    played_in_parts: bool = False
    # Some actions take long to work out (physics) and report their progress (SlowActions).
    slow_actions: bool = False
    # Saves keep data that pins the state down after an action (Checkpoints).
    checkpoints: bool = False
    # A seat's decision may show it another seat's secrets (Inspections).
    inspections: bool = False
    # False when the rules do not guarantee an end (a bag that random play may never empty):
    # the harness and self-play stop a run after the spec's max_actions.
    always_ends: bool = True


class SecretChoices:
    """Choices the other seats may not learn until later (a face-down contribution, a draft
    pick). Every answer comes from what all seats know (the phase, the kind of action), never
    from the choice's content: a shared table keeps such a choice's notation sealed from the
    other seats' processes until an action reveals it."""

    def secret(self, seat: int, action: Any) -> bool:
        """True when `action` is such a choice."""
        return False

    def reveals(self, seat: int, action: Any) -> bool:
        """True when `action` reveals every secret choice still pending."""
        return False

    def never_revealed(self, seat: int, action: Any) -> bool:
        """True when the game never shows what `action` chose, not even at its end (who added
        which cards to a face-down deck): a finished game's replay tells it by its log lines."""
        return False

    def shows(self, seat: int, action: Any) -> dict[int, frozenset[int]]:
        """The secret choices `action` shows to some seats only: {a choice's number among the
        game's secret choices, 0 the first, this one included: the seats that learn it now}.
        Every seat whose view comes to depend on a secret choice must be named here (or the
        choice revealed to all)."""
        return {}


class PlayedInParts:
    """A match of several games, each with its own outcome."""

    def parts(self) -> list[Outcome]:
        """The outcomes of the finished parts, oldest first."""
        raise NotImplementedError


class SlowActions:
    """Actions long enough to work out (a physics run) that the app does it in a worker, on a
    copy, and animates their public progress."""

    def slow_action(self, action: Any) -> bool:
        raise NotImplementedError

    def watch(self, observer: Callable[[Any], None] | None) -> None:
        """Report the public progress of a slow action to `observer` while it is worked out
        (the bodies at each step of a motion); None stops the reports. Nothing to report by
        default: the board then shows the result only."""


class Checkpoints:
    """JSON data kept in saves after actions, which pins the state down where replaying the
    actions might not (another platform's floating point)."""

    def checkpoint(self) -> dict | None:
        """The data after the last action, or None when replaying it says it all."""
        raise NotImplementedError

    def restore_checkpoint(self, data: dict) -> None:
        """Take over a stored checkpoint that a replay did not reproduce."""
        raise NotImplementedError

    def expect_checkpoints(self, checkpoints: Mapping[int, dict]) -> None:
        """Before a save is replayed: its checkpoints by action index. A game may take a stored
        result over instead of working it out again, as long as it checks that the result
        belongs to the same action on the same position."""


class Inspections:
    """Decisions that show a seat another seat's secrets."""

    def private_moment(self, seat: int) -> bool:
        """True when `seat`'s decision now shows it another seat's secrets: the cover then comes
        first even if the same player already holds the keyboard."""
        raise NotImplementedError


class Keepsakes:
    """What outlives a game (cards a player keeps from one game to the next), kept outside the
    state: a spec's `keepsakes`."""

    def settle_options(self, names: Sequence[str], options: Mapping[str, str]) -> Mapping[str, str]:
        """When a new game is set up (never on a load or replay): the options to play and save,
        filled in from what the named players hold."""
        raise NotImplementedError

    def setup_note(self, names: Sequence[str]) -> str:
        """A line for the setup screen about the names entered, or ""."""
        raise NotImplementedError

    def on_game_over(self, state: GameState) -> str:
        """Once when a game played in the app ends (never in a replay): keep what outlives it;
        a line for the player, or ""."""
        raise NotImplementedError


# Each flag of GameKind that needs hooks, and the class holding them.
HOOKS_OF = {
    "secret_choices": SecretChoices,
    "played_in_parts": PlayedInParts,
    "slow_actions": SlowActions,
    "checkpoints": Checkpoints,
    "inspections": Inspections,
}


def disagreements(kind: GameKind, state_class: type) -> list[str]:
    """Where `kind` and the hooks `state_class` inherits disagree (empty: none)."""
    found = []
    for flag, hooks in HOOKS_OF.items():
        if getattr(kind, flag) != issubclass(state_class, hooks):
            found.append(
                f"kind.{flag} is {getattr(kind, flag)} but the state "
                f"{'does not inherit' if getattr(kind, flag) else 'inherits'} {hooks.__name__}"
            )
    if kind.secret_choices and not kind.hidden_information:
        found.append("secret choices are hidden information")
    return found


# ----- what the shell asks, answered for any game (False or nothing where it opts out) ----------
def is_secret(state: Any, seat: int, action: Any) -> bool:
    return isinstance(state, SecretChoices) and state.secret(seat, action)


def reveals_all(state: Any, seat: int, action: Any) -> bool:
    return isinstance(state, SecretChoices) and state.reveals(seat, action)


def never_revealed(state: Any, seat: int, action: Any) -> bool:
    return isinstance(state, SecretChoices) and state.never_revealed(seat, action)


def shown_to(state: Any, seat: int, action: Any) -> dict[int, frozenset[int]]:
    return state.shows(seat, action) if isinstance(state, SecretChoices) else {}


def is_slow(state: Any, action: Any) -> bool:
    return isinstance(state, SlowActions) and state.slow_action(action)


def checkpoint_of(state: Any) -> dict | None:
    return state.checkpoint() if isinstance(state, Checkpoints) else None


def private_moment(state: Any, seat: int) -> bool:
    return isinstance(state, Inspections) and state.private_moment(seat)
