"""Building Magalon positions for rule tests."""

from rich.style import Style

from magtui.games.magalon import data as D
from magtui.games.magalon.actions import NOTATION
from magtui.games.magalon.rules import MagalonState
from magtui.games.magalon.valley import parse_node

NAMES = ["Anna", "Boris", "Chen", "Dana"]


def new_game(players: int = 2, seed: int = 1) -> MagalonState:
    return MagalonState(NAMES[:players], seed, {})


def at_turn(
    cards: dict[int, int],
    acting: int = 0,
    players: int | None = None,
    pos=None,
    energy=None,
    artifacts=None,
    shields=None,
    gnomes=None,
    giant=None,
    ruins=None,
) -> MagalonState:
    """A round whose cards are `cards` (seat -> value), at the start of `acting`'s turn.
    Positions are cell names ('H12') or spaces ('S', 'A', 'B', 'C')."""
    st = new_game(players or max(2, len(cards)))
    for seat, where in (pos or {}).items():
        st.pos[seat] = parse_node(where)
    for seat, value in (energy or {}).items():
        st.energy[seat] = value
    for seat, letters in (artifacts or {}).items():
        st.artifacts[seat] = letters
    for seat, where in (shields or {}).items():
        st.shields[seat] = D.cell(where)
    if gnomes:
        st.gnomes = [D.cell(g) for g in gnomes]
    if giant:
        st.giant = D.cell(giant)
    for rid, cells in (ruins or {}).items():
        st.ruins[rid] = tuple(sorted(D.cell(c) for c in cells.split()))
    st.played = dict(cards)
    st.hands = [tuple(v for v in hand if v != cards.get(s)) for s, hand in enumerate(st.hands)]
    st.protected = {s for s, v in cards.items() if v == 4}
    st.play_pos = len(st.play_seq)
    st.turn_order = sorted(cards, key=lambda s: -cards[s])
    st.phase = "turn"
    st.turn_pos = st.turn_order.index(acting)
    st._start_turn()
    st._legal_cache = {}
    return st


def do(st: MagalonState, *texts: str) -> None:
    """Apply actions by notation for the seat to act."""
    for text in texts:
        st.apply(st.to_act()[0], NOTATION.parse(text))


def legal_texts(st: MagalonState) -> set[str]:
    return {str(a) for a in st.legal_actions(st.to_act()[0])}


def magician_targets(st: MagalonState) -> set[str]:
    return {t[2:] for t in legal_texts(st) if t.startswith("m ")}


def board_runs(board, width: int, height: int) -> list[list[tuple[str, Style]]]:
    """The board painted at `width`×`height`, row by row: the valley's runs, then the panel's,
    each as (text, the Rich style its view gives the run's style names)."""
    valley, panel = board.paint(width, height)
    return [
        [
            (text, view.style_of(names))
            for canvas, view in ((valley, board.valley_view), (panel, board.panel_view))
            for text, names in canvas.runs(y)
        ]
        for y in range(height)
    ]


def board_rows(board, width: int, height: int) -> list[str]:
    """The board painted at `width`×`height`, as the text of each row."""
    return ["".join(text for text, _ in row) for row in board_runs(board, width, height)]
