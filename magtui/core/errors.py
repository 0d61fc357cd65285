"""Typed errors of the engine; every message is meant for a player to read."""


class MagtuiError(Exception):
    """Base of every error magtui reports to a player instead of a traceback."""


class IllegalAction(MagtuiError):
    """An action that the rules do not allow now; the state is left unchanged."""

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class NotationError(IllegalAction):
    """Text that is not the notation of any action of the game."""


class OptionError(MagtuiError):
    """A game option, player count or seat list that the game does not accept."""


class SaveError(MagtuiError):
    """A save file that cannot be read back: the message names the problem."""
