"""How long each computer move stays on screen so the table can follow it (`--pace`, key p)."""

# Seconds the table has to follow each computer move.
PACES = {"instant": 0.0, "normal": 0.6, "slow": 1.5}
DEFAULT_PACE = "normal"


def next_pace(pace: str) -> str:
    names = list(PACES)
    return names[(names.index(pace) + 1) % len(names)]
