"""magtui: board games for one keyboard, in the terminal."""

__version__ = "0.1.0"
