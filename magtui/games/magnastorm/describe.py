"""Player-facing labels for Magnastorm actions (choice menus and hints), with their costs."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from magtui.games.magnastorm import data
from magtui.games.magnastorm.actions import (
    Action,
    Adira,
    Build,
    Dain,
    EndTurn,
    Exchange,
    FromStation,
    Gain,
    Go,
    Justin,
    Lab,
    LowerSpace,
    Mira,
    Move,
    Objective,
    PlaceCrew,
    PutCrew,
    RemoveLab,
    Research,
    Skip,
    StartColumn,
    TakeCrew,
    TakeCube,
    Takeover,
)
from magtui.games.magnastorm.economy import need_of

if TYPE_CHECKING:
    from magtui.games.magnastorm.rules import MagnastormState


TOKEN_POWER = "+1 level, +1 cube of a player colour, first next round"


def commander_short(name: str) -> str:
    words = name.split()
    return f"{words[0]} {words[-1][0]}."


def power_line(name: str, width: int) -> str:
    """A commander's power in words, after its short name and its reputation gained and lost
    where that fits `width`."""
    _, green, red, power = data.COMMANDERS[name]
    line = f"{commander_short(name)} (+{green}/-{red}): {power}"
    return line if len(line) <= width else power


class Seated(Protocol):
    """The state, or the board's position read from a view."""

    token: int | None

    def fed(self, seat: int) -> str: ...


def token_line(position: Seated, width: int) -> str:
    """What the first player token gives, and who holds it, in `width` columns."""
    holder = position.token
    held = f"token held by {position.fed(holder)}: " if holder is not None else "1st player token: "
    return next(
        (text for text in (held + TOKEN_POWER, "1st player: " + TOKEN_POWER) if len(text) <= width),
        TOKEN_POWER,
    )


def _mods(action: Lab | Build | Takeover | Move) -> str:
    """The words for an action's payment modifiers."""
    paid = action if isinstance(action, (Lab, Build)) else None
    mods = " (Kaysia: free)" if paid and paid.kaysia else ""
    if action.idris:
        mods += " (Idris: one " + ("Y paid as O" if action.idris == "YO" else "O paid as Y") + ")"
    if paid and paid.pick:
        mods += f" (its P paid as {paid.pick})"
    return mods


def describe(state: MagnastormState, action: Action) -> str:
    seat = state.actor
    match action:
        case TakeCrew(column=col, crew=code):
            who = "neutral" if code == "Y" else state.fed(state.seat_of_letter(code))
            return f"take a {who} crew member from column {col}"
        case Takeover(column=col, idris=idris):
            cost = (
                state.cost_text(state.takeover_need(seat, col, idris))
                if state.upper.get(col)
                else "-"
            )
            name = (
                "the first player token"
                if col == data.FIRST_PLAYER_COLUMN
                else state.admin_cols[col]
            )
            return f"take over {name} for {cost}{_mods(action)}"
        case LowerSpace(space=space):
            move, gain = data.ACTION_ROWS[int(space[1])]
            icon = state.icons.get(space, "")
            return f"lower space {space}: move {move} / gain {gain}" + (
                f", icon {icon}" if icon else ""
            )
        case Move(idris=idris):
            code = data.ACTION_ROWS[state.turn.row][0]
            need = need_of(seat, code, idris, state.sayuri(seat))
            return f"move the scout, paying {state.cost_text(need)}{_mods(action)}"
        case Gain():
            return f"gain {data.ACTION_ROWS[state.turn.row][1]}"
        case Go(space=space):
            return f"go to {space} ({data.RESEARCH_NAMES[state.planet.space_colour(space)]})"
        case Mira(space=space):
            return f"Mira Mascovic: land on {space}"
        case FromStation(station=t, pick=pick):
            owner = state.built.get(t)
            fee = (
                "free"
                if owner == seat or owner is None
                else f"1{pick or ' cube'} to {state.fed(owner)}"
            )
            return f"start at station {t} ({fee})"
        case Justin(colour=c):
            return f"Justin B. Beeper: pay 1{c} for +1 range"
        case Build(transmitter=t, station=k):
            return (
                f"build station S{k} on {t} for {data.STATION_COSTS[k - 1]}{_mods(action)}: "
                "+2 reputation"
            )
        case Lab(slot=slot):
            extra = ""
            if state.step == "extra" and state.turn.extras[0] == "Azrea":
                extra = " +1O (Azrea)"
            cost = data.LAB_COSTS[slot - 1] if data.LAB_COSTS[slot - 1] != "0" else "free"
            return f"drop a lab from slot {slot} ({cost}{extra}){_mods(action)}"
        case Skip():
            return "skip"
        case EndTurn():
            return "end the turn"
        case Research(area=area):
            return f"advance in {data.RESEARCH_NAMES[area]}"
        case Adira(area=area):
            return f"Adira Okzil: pay 2O, advance in {data.RESEARCH_NAMES[area]}"
        case TakeCube(colour=c):
            return f"gain 1 {state.fed(state.seat_of_letter(c))} cube"
        case PlaceCrew(target=target):
            where = f"in upper column {target}" if len(target) == 1 else f"on {target} (no effect)"
            return f"put a crew member from the board {where}"
        case PutCrew(space=space):
            return f"put the taken crew member on {space}"
        case Dain(yellow=k):
            return f"pay {k}Y to Forrester Dain for {k} reputation"
        case Objective(card=obj, areas=areas):
            name = data.OBJECTIVES[obj][0]
            n = state.objective_count(obj)
            if areas:
                return f"fulfil {name}: move {'+'.join(areas)} down {n}"
            return f"fulfil {name}: {state.objective_text(obj)}"
        case RemoveLab(space=space):
            return f"remove the lab on {space}"
        case StartColumn(column=col):
            return f"starting crew in column {col}"
        case Exchange(give=give, got=got):
            return f"exchange {give} for 1{got}"
    return str(action)
