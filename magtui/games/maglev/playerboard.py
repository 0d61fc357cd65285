"""A player board: spaces holding passengers, and the effects they switch on (spec §2.2).

A board is a dict space id -> colour letter or None; printed V spaces are not stored.
"""

from __future__ import annotations

from magtui.games.maglev import data

SPACES = data.BOARD_SPACES


def empty_board() -> dict[str, str | None]:
    return {space: None for space in SPACES}


def _stack(key: str) -> list[str]:
    return [s for s in SPACES if data.STACK_OF.get(s) == key]


STACKS = {key: _stack(key) for key, _, _ in data.STACK_ROWS}


# The colours each space takes, and the spaces left of it in its stack row (all filled before it).
TAKES = {
    space: frozenset(c for c in data.COLOURS if data.accepts(code, c))
    for space, code in SPACES.items()
}
TAKERS = {c: tuple(s for s in SPACES if c in TAKES[s]) for c in data.COLOURS}  # in board order
LEFT_OF = {
    space: tuple(STACKS[data.STACK_OF[space]][: STACKS[data.STACK_OF[space]].index(space)])
    if space in data.STACK_OF
    else ()
    for space in SPACES
}


def can_put(board: dict, space: str, colour: str) -> bool:
    """`colour` may go on `space` now: empty, accepting, and leftmost empty of a stack row."""
    if board.get(space, "x") is not None or colour not in TAKES[space]:
        return False
    return all(board[s] is not None for s in LEFT_OF[space])


_PUT_MEMO: dict = {}


def put_spaces(board: dict, colour: str, exclude: str | None = None) -> tuple[str, ...]:
    """Every space `colour` may go on now (legal actions ask this many times a decision)."""
    key = (tuple(board.items()), colour, exclude)
    found = _PUT_MEMO.get(key)
    if found is None:
        if len(_PUT_MEMO) > 20_000:
            _PUT_MEMO.clear()
        found = _PUT_MEMO[key] = tuple(
            s for s in TAKERS.get(colour, ()) if s != exclude and can_put(board, s, colour)
        )
    return found


RIGHT_OF = {
    space: tuple(STACKS[data.STACK_OF[space]][STACKS[data.STACK_OF[space]].index(space) + 1 :])
    if space in data.STACK_OF
    else ()
    for space in SPACES
}


def can_take(board: dict, space: str) -> bool:
    """A robot that Adjust may pick up: robots only, and only the rightmost of a stack row."""
    colour = board.get(space)
    if colour is None or colour not in data.ROBOTS:
        return False
    return all(board[s] is None for s in RIGHT_OF[space])


def robots_in(board: dict, key: str) -> int:
    return sum(1 for s in STACKS[key] if board[s] is not None)


def units(board: dict, key: str) -> int:
    """Strength of an action row (or the train's capacity for 'cap')."""
    return 1 + robots_in(board, key)


def capacity(board: dict) -> int:
    return units(board, "cap")


def can_build_station(board: dict) -> bool:
    return board["station"] is not None


def extension(board: dict, index: int) -> bool:
    return board[f"ext{index}"] is not None


UNLOCK_SPACES = {
    c: tuple(s for s in SPACES if s.startswith(data.COLOUR_NAMES[c])) for c in data.COMMUTERS
}


def unlocked(board: dict, colour: str) -> bool:
    if colour in data.ROBOTS:
        return True
    return all(board[s] is not None for s in UNLOCK_SPACES[colour])


# The spaces of each row and column that count when full (names worked out once, not per call).
EXTRA_ROW_SPACES = tuple(
    tuple(f"extra{row}{i}" for i in range(1, len(codes) + 1)) for row, codes in data.EXTRA_ROWS
)
GRID_COLUMN_SPACES = {
    col: tuple(f"grid{r}{col}" for r in range(1, data.GRID_ROWS + 1))
    for col in range(1, len(data.GRID_COLUMNS) + 1)
}
GRID_ROW_SPACES = tuple(
    tuple(f"grid{r}{c}" for c in range(1, len(data.GRID_COLUMNS) + 1))
    for r in range(1, data.GRID_ROWS + 1)
)
BONUS_ROW_SPACES = tuple(
    tuple(f"bonus{r}{c}" for c in range(1, data.BONUS_ROW_LEN + 1))
    for r in range(1, data.BONUS_ROWS + 1)
)


def _full(board: dict, rows: tuple) -> int:
    return sum(1 for spaces in rows if all(board[s] is not None for s in spaces))


def extra_rows_full(board: dict) -> int:
    return _full(board, EXTRA_ROW_SPACES)


def actions_per_turn(board: dict) -> int:
    return data.BASE_ACTIONS + extra_rows_full(board)


def grid_column_full(board: dict, col: int) -> bool:
    return all(board[s] is not None for s in GRID_COLUMN_SPACES[col])


def grid_rows_full(board: dict) -> int:
    return _full(board, GRID_ROW_SPACES)


def bonus_rows_full(board: dict) -> int:
    return _full(board, BONUS_ROW_SPACES)


def count(board: dict, colours: str) -> int:
    return sum(1 for v in board.values() if v is not None and v in colours)
