"""Final scoring (spec §2.8) and the 52 bonus cards (§2.10)."""

from __future__ import annotations

from magtui.games.maglev import data
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.hexmap import is_straight


def commuter_vp(board: dict) -> int:
    total = 0
    for col, colour in enumerate(data.GRID_COLUMNS, 1):
        n = pb.count(board, colour)
        total += n * (data.BASE_VP[colour] + (1 if pb.grid_column_full(board, col) else 0))
    return total


def link_vp(board: dict, links: int) -> int:
    return links * (1 + pb.grid_rows_full(board))


# The cards that look at the links (worked out only for those: every view of a seat values its
# cards).
LINK_KINDS = frozenset({"link", "river_links", "dry_links", "long_links", "short_links"})
RIVER_KINDS = frozenset({"river_tiles", "river_links", "dry_links"})


def card_value(state, seat: int, card: str) -> int:
    """What one bonus card is worth to `seat`, before the cap."""
    kind, params, _ = data.CARDS[card]
    board = state.boards[seat]
    tiles = state.tiles[seat]
    links = state.links(seat) if kind in LINK_KINDS else ()
    rivers = {h for h in tiles if state.hexmap.canyons(h) > 0} if kind in RIVER_KINDS else set()
    if kind == "link":
        a, b, vp = params
        for link in links:
            ta, tb = state.node_types(link.a), state.node_types(link.b)
            if (a in ta and b in tb) or (b in ta and a in tb):
                return vp
        return 0
    if kind == "tiles_on_map":
        return params[0] * len(tiles)
    if kind == "tiles_in_supply":
        return params[0] * (data.TRACK_TILES - len(tiles))
    if kind == "river_tiles":
        return params[0] * len(rivers)
    if kind == "river_links":
        return params[0] * sum(1 for link in links if any(h in rivers for h in link.hexes))
    if kind == "dry_links":
        vp, need = params
        return vp if not rivers and len(links) >= need else 0
    if kind in ("shared_hexes", "alone_hexes"):
        others = set()
        for other, their in enumerate(state.tiles):
            if other != seat:
                others.update(their)
        shared = sum(1 for h in tiles if h in others)
        return params[0] * (shared if kind == "shared_hexes" else len(tiles) - shared)
    if kind == "long_links":
        vp, length = params
        return vp * sum(1 for link in links if len(link.hexes) >= length)
    if kind == "short_links":
        vp, length = params
        return vp * sum(1 for link in links if len(link.hexes) == length)
    if kind == "loop":
        return params[0] if state.line(seat, relaxed=True).is_loop and tiles else 0
    if kind == "line_stations":
        return params[0] * len(state.line(seat, relaxed=True).stations)
    if kind == "straight_tiles":
        return params[0] * sum(1 for a, b in tiles.values() if is_straight(a, b))
    if kind == "curved_tiles":
        return params[0] * sum(1 for a, b in tiles.values() if not is_straight(a, b))
    if kind == "colour":
        colours, vp = params
        return vp * pb.count(board, colours)
    if kind == "sets":
        colours, vp = params
        return vp * min(pb.count(board, c) for c in colours)
    if kind == "colours_with":
        colours, at_least, vp = params
        return vp * sum(1 for c in colours if pb.count(board, c) >= at_least)
    if kind == "rows_at":
        need, vp = params
        return vp * sum(1 for key in data.ACTION_KEYS if pb.units(board, key) >= need)
    if kind == "all_rows_at":
        need, vp = params
        return vp if all(pb.units(board, key) >= need for key in data.ACTION_KEYS) else 0
    if kind == "five_actions":
        return params[0] if pb.actions_per_turn(board) >= 5 else 0
    if kind == "capacity4":
        return params[0] if pb.capacity(board) >= 4 else 0
    if kind == "unlocked":
        return params[0] * sum(1 for c in data.COMMUTERS if pb.unlocked(board, c))
    if kind == "grid_rows":
        return params[0] * pb.grid_rows_full(board)
    if kind == "grid_columns":
        return params[0] * sum(
            1 for col in range(1, len(data.GRID_COLUMNS) + 1) if pb.grid_column_full(board, col)
        )
    if kind == "bonus_rows":
        return params[0] * pb.bonus_rows_full(board)
    if kind == "unlock_robots":
        names = tuple(data.COLOUR_NAMES[c] for c in data.COMMUTERS)
        return params[0] * sum(
            1
            for s, v in board.items()
            if v is not None and v in data.ROBOTS and s.startswith(names)
        )
    if kind == "station_and_extension":
        ok = pb.can_build_station(board) and pb.extension(board, 1) and pb.extension(board, 2)
        return params[0] if ok else 0
    if kind == "filled":
        return params[0] * sum(1 for v in board.values() if v is not None)
    if kind == "extra_rows":
        return params[0] * pb.extra_rows_full(board)
    raise ValueError(f"unknown card kind {kind}")


def card_vp(state, seat: int) -> tuple[int, list[tuple[str, int]]]:
    """The best (1 + full BONUS rows) cards, each capped at 15; and every card's value."""
    values = [
        (card, min(data.CARD_CAP, card_value(state, seat, card))) for card in state.cards[seat]
    ]
    best = sorted((v for _, v in values), reverse=True)[
        : 1 + pb.bonus_rows_full(state.boards[seat])
    ]
    return sum(best), values


def board_score(board: dict, links: int, cards: int = 0) -> dict:
    """Points from a board (every space), the number of links and the cards' points."""
    parts = {"commuters": commuter_vp(board), "links": link_vp(board, links), "cards": cards}
    parts["total"] = parts["commuters"] + parts["links"] + parts["cards"]
    parts["robots"] = pb.count(board, data.ROBOTS)
    return parts


def score(state, seat: int, with_cards: bool = True) -> dict:
    cards = card_vp(state, seat)[0] if with_cards else 0
    return board_score(state.boards[seat], len(state.links(seat)), cards)


def solo_rating(result: int) -> str:
    return next(name for floor, name in data.SOLO_RATINGS if result >= floor)
