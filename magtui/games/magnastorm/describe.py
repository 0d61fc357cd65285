"""Player-facing labels for Magnastorm actions (choice menus and hints), with their costs."""

from __future__ import annotations

from magtui.games.magnastorm import data
from magtui.games.magnastorm.economy import need_of


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


def token_line(position, width: int) -> str:
    """What the first player token gives, and who holds it, in `width` columns."""
    holder = position.token
    held = f"token held by {position.fed(holder)}: " if holder is not None else "1st player token: "
    return next((text for text in (held + TOKEN_POWER, "1st player: " + TOKEN_POWER) if len(text) <= width),
                TOKEN_POWER)


def describe(state, action) -> str:
    v, args = action.verb, action.args
    seat = state.actor
    mods = ""
    if action.flag("k"):
        mods += " (Kaysia: free)"
    if action.flag("i"):
        mods += " (Idris: one " + ("Y paid as O" if action.flag("i") == "YO" else "O paid as Y") + ")"
    if action.flag("c") and v in ("lab", "build"):
        mods += f" (its P paid as {action.flag('c')})"
    if v == "crew":
        who = "neutral" if args[1] == "Y" else state.fed(state.seat_of_letter(args[1]))
        return f"take a {who} crew member from column {args[0]}"
    if v == "takeover":
        col = args[0]
        idris = action.flag("i")
        cost = state.cost_text(state.takeover_need(seat, col, idris)) if state.upper.get(col) else "-"
        name = "the first player token" if col == data.FIRST_PLAYER_COLUMN else state.admin_cols[col]
        return f"take over {name} for {cost}{mods}"
    if v == "to":
        row = int(args[0][1])
        move, gain = data.ACTION_ROWS[row]
        icon = state.icons.get(args[0], "")
        return f"lower space {args[0]}: move {move} / gain {gain}" + (f", icon {icon}" if icon else "")
    if v == "move":
        code = data.ACTION_ROWS[state.turn.get("row", 1)][0]
        need = need_of(seat, code, action.flag("i"), state.sayuri(seat))
        return f"move the scout, paying {state.cost_text(need)}{mods}"
    if v == "gain":
        return f"gain {data.ACTION_ROWS[state.turn.get('row', 1)][1]}"
    if v == "go":
        return f"go to {args[0]} ({data.RESEARCH_NAMES[state.planet.space_colour(args[0])]})"
    if v == "mira":
        return f"Mira Mascovic: land on {args[0]}"
    if v == "from":
        owner = state.built.get(args[0])
        pick = action.flag("c")
        fee = "free" if owner == seat else f"1{pick or ' cube'} to {state.fed(owner)}"
        return f"start at station {args[0]} ({fee})"
    if v == "justin":
        return f"Justin B. Beeper: pay 1{args[0]} for +1 range"
    if v == "build":
        k = int(args[1][1]) - 1
        return f"build station {args[1]} on {args[0]} for {data.STATION_COSTS[k]}{mods}: +2 reputation"
    if v == "lab":
        k = int(args[0]) - 1
        extra = ""
        if state.step == "extra" and state.turn.get("extras", [""])[0] == "Azrea":
            extra = " +1O (Azrea)"
        cost = data.LAB_COSTS[k] if data.LAB_COSTS[k] != "0" else "free"
        return f"drop a lab from slot {k + 1} ({cost}{extra}){mods}"
    if v == "skip":
        return "skip"
    if v == "end":
        return "end the turn"
    if v == "res":
        return f"advance in {data.RESEARCH_NAMES[args[0]]}"
    if v == "adira":
        return f"Adira Okzil: pay 2O, advance in {data.RESEARCH_NAMES[args[0]]}"
    if v == "take":
        return f"gain 1 {state.fed(state.seat_of_letter(args[0]))} cube"
    if v == "place":
        where = f"in upper column {args[0]}" if len(args[0]) == 1 else f"on {args[0]} (no effect)"
        return f"put a crew member from the board {where}"
    if v == "put":
        return f"put the taken crew member on {args[0]}"
    if v == "dain":
        return f"pay {args[0]}Y to Forrester Dain for {args[0]} reputation"
    if v == "obj":
        obj = args[0]
        name = data.OBJECTIVES[obj][0]
        n = state.objective_count(obj)
        if len(args) > 1:
            return f"fulfil {name}: move {'+'.join(args[1])} down {n}"
        return f"fulfil {name}: {state.objective_text(obj)}"
    if v == "rm":
        return f"remove the lab on {args[0]}"
    if v == "col":
        return f"starting crew in column {args[0]}"
    if v == "x":
        give, got = args[0].split(">")
        return f"exchange {give} for 1{got}"
    return str(action)
