"""Drawing the four Magnastorm views on a character canvas (no widget logic here).

Every view gets the position (`ui_position.Position`, read from a seat's view, never the
state), the cursor and the set of highlighted targets, and writes text with styles. Meaning is
always carried by letters and marks: `[..]` legal, `»..«` cursor, `░` storm.
"""

from __future__ import annotations

from rich.text import Text

from magtui.games.magnastorm import data
from magtui.games.magnastorm.describe import commander_short
from magtui.games.magnastorm.economy import need_text

FED_STYLE = {"N": "cyan", "S": "dark_orange", "P": "hot_pink", "D": "bright_white", "Y": "yellow"}
RES_STYLE = {"G": "green", "R": "red", "U": "dodger_blue1", "V": "medium_purple1", "W": "bold"}
STORM = "red dim"
LEGAL = "reverse"
CURSOR = "reverse bold"
VIEWS = ("Planet", "Actions", "Research", "Players")
HEX_W = 10          # columns between neighbouring hex centres on one row
STRIP_X = 70


class Canvas:
    def __init__(self, width: int, height: int, glyphs):
        self.w, self.h = width, height
        self.chars = [[" "] * width for _ in range(height)]
        self.styles = [[""] * width for _ in range(height)]
        self.glyphs = glyphs
        self.single_tab = False     # all views shown at once: each names only itself
        self.focused = True

    def put(self, x: int, y: int, text: str, style: str = "") -> None:
        if not 0 <= y < self.h:
            return
        text = self.glyphs.text(text)
        for i, ch in enumerate(text):
            if 0 <= x + i < self.w:
                self.chars[y][x + i] = ch
                self.styles[y][x + i] = style

    def line(self, y: int) -> Text:
        text = Text(no_wrap=True, overflow="crop")
        row, styles = self.chars[y], self.styles[y]
        start = 0
        for i in range(1, self.w + 1):
            if i == self.w or styles[i] != styles[start]:
                text.append("".join(row[start:i]), style=styles[start] or None)
                start = i
        return text

    def text(self) -> Text:
        out = Text(no_wrap=True, overflow="crop")
        for y in range(self.h):
            out.append_text(self.line(y))
            if y < self.h - 1:
                out.append("\n")
        return out


def tabs(c: Canvas, view: int, extra: str = "") -> None:
    if c.single_tab:
        label = f"[{view} {VIEWS[view - 1]}]" if c.focused else f" {view} {VIEWS[view - 1]} "
        c.put(0, 0, label, "bold reverse" if c.focused else "bold")
        c.put(len(label) + 2, 0, extra)
        return
    x = 0
    for i, name in enumerate(VIEWS, start=1):
        label = f"[{i} {name}]" if i == view else f" {i} {name} "
        c.put(x, 0, label, "bold reverse" if i == view else "")
        x += len(label) + 1
    c.put(x + 1, 0, extra)


def fed_letter(position, seat: int) -> str:
    return position.letters[seat]


# ----- 1 Planet -------------------------------------------------------------------------------
def hex_pos(position, q: int, r: int) -> tuple[int, int]:
    """Centre column and node row of the hex (q, r)."""
    pl = position.planet
    left = min(HEX_W * q2 + HEX_W // 2 * r2 for q2, r2 in pl.hex.values())
    top = min(r2 for _, r2 in pl.hex.values())
    return 4 - left + HEX_W * q + HEX_W // 2 * r, 1 + 2 * (r - top)


def area_box(position, area: str) -> tuple[int, int]:
    q, r = position.planet.hex[area]
    x, y = hex_pos(position, q, r)
    return x - 4, y


def draw_lines(c: Canvas, position, pos, half: int, drop: int) -> None:
    """The lines between areas, with their transmitter spaces (◇ empty, ◆ built by its owner).
    `pos` places a hex; `half` is half its width and `drop` the rows down to the next hex row."""
    pl = position.planet
    for u, v in pl.lines:
        (qu, ru), (qv, rv) = pl.hex[u], pl.hex[v]
        if (rv, qv) < (ru, qu):
            u, v, (qu, ru), (qv, rv) = v, u, (qv, rv), (qu, ru)
        x, y = pos(position, qu, ru)
        t = pl.line_transmitter.get(frozenset((u, v)))
        mark = ("◆" if t in position.built else "◇") if t else ""
        tstyle = FED_STYLE[fed_letter(position, position.built[t])] if t in position.built else ""
        if rv == ru:
            c.put(x + half, y, mark or "─", tstyle)
            c.put(x + half + 1, y, "─")
        elif qv == qu:
            c.put(x + half, y + drop, mark or "\\", tstyle)
        else:
            c.put(x - half - 1, y + drop, mark or "/", tstyle)


def draw_planet(c: Canvas, position, cursor: str | None, legal: set, space_sel: str | None, strip: bool = True) -> None:
    pl = position.planet
    quiet = position.quiet
    storm = sorted(s for s in range(1, 7) if s not in quiet)
    tabs(c, 1, f"quiet {' '.join(map(str, sorted(quiet)))} · storm ░ {' '.join(map(str, storm))}")
    draw_lines(c, position, hex_pos, half=4, drop=1)  # lines first, nodes over them
    # center tile
    for key, (q, r) in data.CENTER_HEXES.items():
        x, y = hex_pos(position, q, r)
        if key == "round":
            c.put(x - 4, y, f"→ Rnd {position.round}", "bold")
            c.put(x - 4, y + 1, f"  of {data.MAX_ROUNDS}")
        elif key in quiet:
            c.put(x - 4, y, f"{key} quiet", "green")
        else:
            c.put(x - 4, y, f"{key}░STORM", STORM)
    scouts: dict[str, list[int]] = {}
    for seat, space in enumerate(position.scout):
        scouts.setdefault(space[:2], []).append(seat)
    for area in pl.areas:
        x0, y = area_box(position, area)
        in_storm = pl.sector_of(area) not in quiet
        pad = "░" if in_storm else " "
        colours = pl.colours[area]
        if area == cursor:
            left, right, style = "»", "«", CURSOR
        elif area in legal:
            left, right, style = "[", "]", LEGAL
        else:
            left, right, style = pad, pad, STORM if in_storm else ""
        c.put(x0, y, left, style)
        c.put(x0 + 1, y, area, (style + " bold").strip())
        c.put(x0 + 3, y, " " if not in_storm or style in (LEGAL, CURSOR) else "░", style)
        for i in range(3):
            ch = colours[i] if i < len(colours) else pad
            st = style or RES_STYLE.get(ch, STORM if in_storm else "")
            c.put(x0 + 4 + i, y, ch, st)
        c.put(x0 + 7, y, right, style)
        # the line below: scouts, then one mark per space (lab owner or ·)
        seats = scouts.get(area, [])
        c.put(x0, y + 1, pad * 4, STORM if in_storm else "")
        for i, seat in enumerate(seats[:4]):
            c.put(x0 + i, y + 1, fed_letter(position, seat).lower(), FED_STYLE[fed_letter(position, seat)])
        for i in range(3):
            if i >= len(colours):
                c.put(x0 + 4 + i, y + 1, pad, STORM if in_storm else "")
                continue
            space = f"{area}{i + 1}"
            lab = position.labs.get(space)
            ch = fed_letter(position, lab[0]) if lab else "·"
            st = FED_STYLE[ch] + " bold" if lab else ""
            if space == space_sel:
                st = CURSOR
            c.put(x0 + 4 + i, y + 1, ch, st)
        # stacked labs: their counts right after the marks (the cell before the line glyphs)
        stacks = [(position.labs[sp][0], position.labs[sp][1]) for sp in (f"{area}{i + 1}" for i in range(len(colours)))
                  if sp in position.labs and position.labs[sp][1] > 1]
        for k, (owner, count) in enumerate(stacks[:4 - len(colours)]):
            c.put(x0 + 4 + len(colours) + k, y + 1, str(min(count, 9)), FED_STYLE[fed_letter(position, owner)] + " bold")
    if strip:
        draw_strip(c, position)


TALL_W = 14        # the roomy planet: hexes 14 wide, three lines per hex row


def tall_pos(position, q: int, r: int) -> tuple[int, int]:
    pl = position.planet
    left = min(TALL_W * q2 + TALL_W // 2 * r2 for q2, r2 in pl.hex.values())
    top = min(r2 for _, r2 in pl.hex.values())
    return 6 - left + TALL_W * q + TALL_W // 2 * r, 1 + 3 * (r - top)


def scouts_text(position, seats: list[int], width: int = 3) -> str:
    """The scouts on one space in at most `width` cells: their letters, `all` when every scout of
    the game stands there, else as many letters as fit and `+` (the cursor line lists them all)."""
    letters = "".join(fed_letter(position, s).lower() for s in seats)
    if len(letters) <= width:
        return letters
    if len(seats) == position.num_players and width >= 3:
        return "all"
    return letters[:width - 1] + "+"


def draw_planet_tall(c: Canvas, position, cursor: str | None, legal: set, space_sel: str | None) -> None:
    """Each space on its own: its colour letter, under it the lab owner and stack count, and
    under that the scouts standing on it."""
    pl = position.planet
    quiet = position.quiet
    storm = sorted(s for s in range(1, 7) if s not in quiet)
    built = " ".join(f"◆{t} {fed_letter(position, o)}" for t, o in sorted(position.built.items())) or "◇ no stations"
    tabs(c, 1, f"quiet {' '.join(map(str, sorted(quiet)))} · storm ░ {' '.join(map(str, storm))} · "
               f"bag {position.bag_size} · {built}")
    draw_lines(c, position, tall_pos, half=6, drop=2)
    for key, (q, r) in data.CENTER_HEXES.items():
        x, y = tall_pos(position, q, r)
        if key == "round":
            c.put(x - 5, y, f"→ round {position.round}", "bold")
            c.put(x - 5, y + 1, f"   of {data.MAX_ROUNDS}")
        elif key in quiet:
            c.put(x - 5, y + 1, f"{key}  quiet", "green")
        else:
            c.put(x - 5, y + 1, f"{key}░░STORM░", STORM)
    on_space: dict[str, list[int]] = {}
    for seat, space in enumerate(position.scout):
        on_space.setdefault(space, []).append(seat)
    for area in pl.areas:
        q, r = pl.hex[area]
        x, y = tall_pos(position, q, r)
        x0 = x - 6
        in_storm = pl.sector_of(area) not in quiet
        pad = "░" if in_storm else " "
        base = STORM if in_storm else ""
        if area == cursor:
            left, right, style = "»", "«", CURSOR
        elif area in legal:
            left, right, style = "[", "]", LEGAL
        else:
            left, right, style = pad, pad, base
        c.put(x0, y, left + area + pad * 8 + right, style)
        c.put(x0 + 1, y, area, (style + " bold").strip())
        for line in (y + 1, y + 2):
            c.put(x0, line, pad * 12, base)
        for i, colour in enumerate(pl.colours[area]):
            space = f"{area}{i + 1}"
            cx = x0 + 4 + 2 * i + i
            c.put(cx, y, colour, CURSOR if space == space_sel else (style or RES_STYLE.get(colour, "")))
            lab = position.labs.get(space)
            if lab:
                letter = fed_letter(position, lab[0])
                c.put(cx, y + 1, letter + (str(lab[1]) if lab[1] > 1 else ""), FED_STYLE[letter] + " bold")
            else:
                c.put(cx, y + 1, "·")
            seats = on_space.get(space, [])
            width = 2 if i == 2 else 3     # the third space's scouts stop before the line glyphs
            text = scouts_text(position, seats, width)
            for k, ch in enumerate(text):
                c.put(cx + k, y + 2, ch, FED_STYLE[fed_letter(position, seats[k])] if len(seats) <= width else "bold")


def draw_strip(c: Canvas, position, x: int = STRIP_X) -> None:
    seat = position.actor if not position.over else position.order[0]
    rows = [f"│ ROUND {position.round}", f"│ of {data.MAX_ROUNDS}", "│─────────", f"│ REP ({position.threshold()})"]
    for s in position.order:
        mark = "▸" if s == seat else " "
        rows.append(f"│{mark}{position.fed(s):<5}{position.rep[s]:>3}")
    rows.append("│─────────")
    rows.append(f"│ {position.fed(seat)} has")
    cubes = [f"{position.cube_letters[i]}{n}" for i, n in enumerate(position.cubes[seat]) if n]
    rows.append("│ " + " ".join(cubes[:3]))
    rows.append("│ " + " ".join(cubes[3:]))
    rows.append(f"│ {sum(position.slots[seat])} labs")
    rows.append(f"│ {sum(position.stations[seat])} stns")
    rows.append(f"│ {position.crew_left[seat]} crew")
    rows.append("│─────────")
    built = [f"│ ◆{t} {fed_letter(position, o)}" for t, o in sorted(position.built.items())]
    rows += built[:3] or ["│ ◇ empty"]
    rows.append(f"│ bag {position.bag_size}")
    for i, row in enumerate(rows[: c.h - 1]):
        c.put(x, 1 + i, row)


def cost_fit(letters: str, need, width: int) -> str:
    """A cost in `width` cells, never cut: '3Y+1S', or one letter per cube ('YYYNS') when the
    counted form is too wide. `letters` name the cube colours in play."""
    text = need_text(need, letters)
    if len(text) <= width:
        return text
    counts, p, x = need
    return "".join(letters[i] * k for i, k in enumerate(counts) if k) + "P" * p + "X" * x


# ----- 2 Actions ------------------------------------------------------------------------------
def draw_actions(c: Canvas, position, cursor, legal: set) -> None:
    compact = c.w < 80          # the 64-column panel of the roomy layout
    x0, width = (14, 10) if compact else (20, 11)
    name_w, crew_w = (9, 2) if compact else (10, 3)

    def col_x(i: int) -> int:
        return x0 + width * i

    order = "  ".join(f"{i + 1}{'▸' if s == position.actor else ' '}{fed_letter(position, s)}"
                      for i, s in enumerate(position.order))
    tabs(c, 2, f"turn order {order}")
    cols = position.panel_cols
    seat = position.actor
    for i, col in enumerate(cols):
        c.put(col_x(i) + 1, 1, col, "bold")
    c.put(1, 2, "COMMANDER")
    c.put(1, 3, "green/red" if compact else "green/red · marker")
    c.put(1, 4, f"{'cost' if compact else 'takeover'} {position.fed(seat)}")
    for i, col in enumerate(cols):
        x = col_x(i)
        style = CURSOR if cursor == ("cmd", col) else LEGAL if ("cmd", col) in legal else ""
        if col == data.FIRST_PLAYER_COLUMN:
            holder = position.token
            c.put(x, 2, "1st plyr" if compact else "1st player", style)
            c.put(x, 3, "+1lvl +1P" + (f" ■{fed_letter(position, holder)}" if holder is not None else ""))
        else:
            name = position.admin_cols[col]
            _, green, red, _ = data.COMMANDERS[name]
            holder = position.holder[name]
            c.put(x, 2, commander_short(name)[:name_w], style)
            c.put(x, 3, f"{green}/{red} " + (f"■{fed_letter(position, holder)}" if holder is not None else "□"))
        if not position.upper[col]:
            cost = "– empty"
        elif col != data.FIRST_PLAYER_COLUMN and position.holds(seat, position.admin_cols[col]):
            cost = "yours"
        else:
            cost = cost_fit(position.cube_letters, position.takeover_need(seat, col), name_w)
        c.put(x, 4, cost)
    rule = "─" * (c.w - 2)
    c.put(0, 5, rule)
    c.put(1, 6, "UPPER PANEL")
    c.put(1, 7, "by column" if compact else "crew by column")
    if not compact:
        c.put(1, 8, "(only the column")
        c.put(1, 9, " counts)")
    for i, col in enumerate(cols):
        crew = position.upper[col]
        for k in range(data.COLUMN_CAPACITY):
            key = ("up", col, k)
            code = crew[k] if k < len(crew) else "·"
            if k == data.COLUMN_CAPACITY - 1 and len(crew) > data.COLUMN_CAPACITY:
                code = f"{code}+{len(crew) - data.COLUMN_CAPACITY}"
            if key == cursor:
                text, style = f"»{code}«", CURSOR
            elif key in legal:
                text, style = f"[{code}]", LEGAL
            else:
                text, style = f" {code} ", FED_STYLE.get(code, "")
            c.put(col_x(i), 6 + k, text, style)
    c.put(0, 11, rule)
    c.put(1, 12, "  move  gain" if compact else "LOWER move  gain", "bold")
    for i, col in enumerate(cols):
        c.put(col_x(i) + 1, 12, col, "bold")
    for row in range(1, data.PANEL_ROWS + 1):
        move, gain = data.ACTION_ROWS[row]
        y = 12 + row
        c.put(1, y, f"{row} {move:<6}{gain}")
        for i, col in enumerate(cols):
            space = f"{col}{row}"
            key = ("low", space)
            icon = position.icons.get(space, "–")
            crew = "".join(position.lower.get(space, []))
            text = f"{icon:<6}{crew[:crew_w]:<{crew_w}}"
            if key == cursor:
                c.put(col_x(i), y, f"»{text}«", CURSOR)
            elif key in legal:
                c.put(col_x(i), y, f"[{text}]", LEGAL)
            else:
                c.put(col_x(i) + 1, y, f"{icon:<6}")
                for k, ch in enumerate(crew[:crew_w]):
                    c.put(col_x(i) + 7 + k, y, ch, FED_STYLE.get(ch.upper(), ""))
    c.put(0, 18, rule)
    c.put(1, 19, "[ ] legal · N S P D crew · lowercase y d: moved, no effect" if compact
          else "[ ] legal · N S P D crew on a space · lowercase: moved by a takeover, no effect")


# ----- 3 Research -----------------------------------------------------------------------------
RES_X0 = 4


def draw_research(c: Canvas, position, cursor, legal: set) -> None:
    tabs(c, 3, "■ held · markers " + " ".join(position.letters))
    res_w = 19 if c.w >= 80 else 15
    card_w = min(19, c.w // 4 - 1) if c.w >= 80 else c.w // 4
    c.put(0, 1, "lvl")
    for i, col in enumerate(position.columns):
        x = RES_X0 + res_w * i
        key = ("col", col)
        style = CURSOR if key == cursor else LEGAL if key in legal else RES_STYLE[col]
        label = f"{col} {data.RESEARCH_NAMES[col]}"
        c.put(x, 1, f"»{label}«" if key == cursor else f"[{label}]" if key in legal else f" {label} ", style)
        name = position.research_cmd[col]
        holder = position.holder[name]
        short = commander_short(name)
        short = short if len(short) <= res_w - 5 else name.split()[0]     # a first name, never a cut one
        c.put(x + 1, 2, short + (f" ■{fed_letter(position, holder)}" if holder is not None else " □"))
    c.put(0, 2, "cmd")
    for level in range(data.TOP_LEVEL, -1, -1):
        y = 3 + data.TOP_LEVEL - level
        c.put(0, y, f"{level:>3}")
        for i, col in enumerate(position.columns):
            x = RES_X0 + res_w * i + 1
            bonus = "start" if level == 0 else (data.LEVEL_BONUS[col][level - 1] or "–")
            c.put(x, y, bonus)
            markers = [s for s in range(position.num_players) if position.research[s][i] == level]
            for k, s in enumerate(markers):
                c.put(x + 6 + k, y, fed_letter(position, s), FED_STYLE[fed_letter(position, s)] + " bold")
    y = 14
    parts = []
    for s in range(position.num_players):
        name = fed_letter(position, s) if c.w < 80 else position.fed(s)
        parts.append(name + " " + " ".join(f"{col}{lv}" for col, lv in zip(position.columns, position.research[s])))
    c.put(1, y, " · ".join(parts)[:79])
    step = card_w + 1 if c.w >= 80 else card_w
    for i, obj in enumerate(position.objectives):
        draw_card(c, position, obj, i * step, 15, cursor, legal, card_w)


def wrap(text: str, width: int) -> list[str]:
    """Words on lines of at most `width` (a word longer than that is split)."""
    lines, line = [], ""
    for word in text.split():
        while len(word) > width:
            lines, line, word = lines + ([line] if line else []) + [word[:width]], "", word[width:]
        if line and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    return lines + ([line] if line else [])


CARD_TEXT_LINES = 2


def draw_card(c: Canvas, position, obj: str, x: int, y: int, cursor, legal: set, card_w: int = 19) -> None:
    """An objective card in five rows: its name, this round's requirement (wrapped, never cut),
    the counts of rounds 1-4, and in the bottom border the reputation spaces with their markers."""
    name, _, faces = data.OBJECTIVES[obj]
    counts = faces["4" if position.four else "23"][1]
    inner = card_w - 2
    key = ("card", obj)
    style = CURSOR if key == cursor else LEGAL if key in legal else ""
    corner = "»" if key == cursor else "+" if key in legal else "┌"      # the cursor mark needs no colour
    c.put(x, y, corner + name.ljust(inner, "─")[:inner] + "┐", style)
    text = wrap(position.objective_text(obj), inner)
    for k in range(CARD_TEXT_LINES):
        c.put(x, y + 1 + k, "│" + (text[k] if k < len(text) else "").ljust(inner) + "│")
    c.put(x, y + 3, "│" + f"rounds {'/'.join(map(str, counts))}".ljust(inner)[:inner] + "│")
    spaces = position.objective_spaces()
    done = position.obj_done[obj]
    gap = " " if card_w >= 19 else ""
    rep = gap.join(f"{v}{fed_letter(position, done[k]) if k < len(done) else '·'}" for k, v in enumerate(spaces))
    c.put(x, y + 4, "└" + f"rep {rep}".ljust(inner, "─")[:inner] + "┘")


def draw_report(c: Canvas, lines: list[str]) -> None:
    """The administration summary in a box over the view, each line wrapped, never cut."""
    inner = c.w - 4
    body: list[str] = []
    for line in lines[1:]:
        parts = wrap(line, inner - 2)
        body += parts[:1] + ["  " + part for part in parts[1:]]
    rows = min(len(body), c.h - 3)
    c.put(0, 0, ("┌ " + lines[0] + " ").ljust(c.w - 1, "─")[:c.w - 1] + "┐", "bold")
    for k in range(rows):
        c.put(0, 1 + k, "│ " + body[k].ljust(c.w - 3)[:c.w - 3] + "│")
    more = " … more in the log (i) " if rows < len(body) else ""
    c.put(0, 1 + rows, ("└ Enter or Esc: back to the board " + more).ljust(c.w - 1, "─")[:c.w - 1] + "┘", "bold")


# ----- 4 Players ------------------------------------------------------------------------------
def draw_players(c: Canvas, position) -> None:
    tabs(c, 4, "cubes · lab slots (■ on board) · stations · crew")
    rows_each = min(5, max(3, (c.h - 1) // position.num_players))
    for k, s in enumerate(position.order):
        y = 1 + k * rows_each
        letter = fed_letter(position, s)
        mark = "▸" if s == position.actor else " "
        pos = k + 1
        c.put(0, y, f"{mark}{pos} {position.fed(s)} ({position.names[s]})"[:30], FED_STYLE[letter] + " bold")
        c.put(32, y, f"rep {position.rep[s]:>2}  scout {position.scout[s]}  crew on board {position.crew_left[s]}")
        cubes = "  ".join(f"{position.cube_letters[i]}{n}" for i, n in enumerate(position.cubes[s]))
        c.put(2, y + 1, f"cubes {cubes}")
        held = sorted(n for n, h in position.holder.items() if h == s)
        token = " · first player token" if position.token == s else ""
        c.put(40, y + 1, ("cmd " + ", ".join(commander_short(n) for n in held) if held else "no commanders")[:38] + token)
        slots = " ".join(("■" if f else "□") + (data.LAB_COSTS[i] if data.LAB_COSTS[i] != "0" else "free")
                         for i, f in enumerate(position.slots[s]))
        c.put(2, y + 2, f"labs {slots}"[:78])
        stations = " ".join(f"{'■' if f else '□'}S{i + 1} {cost}" for i, (f, cost) in
                            enumerate(zip(position.stations[s], data.STATION_COSTS)))
        research = " ".join(f"{col}{lv}" for col, lv in zip(position.columns, position.research[s]))
        cards = f" · artifacts {' '.join(position.artifact_cards[s])}" if position.artifact_cards[s] else ""
        if rows_each >= 4:
            c.put(2, y + 3, f"stations {stations} · research {research}{cards}"[:78])


CARD_MAX_W = 40


def draw_player_cards(c: Canvas, position) -> None:
    """The roomy layout's strip of player boards, one card each in turn order: cubes by colour,
    scout and crew, research, the lab slots with their costs, the stations, the commanders held."""
    tabs(c, 4, "■ still on the player board · □ placed")
    n = position.num_players
    card_w = min(CARD_MAX_W, c.w // n)
    card_h = c.h - 1
    for k, s in enumerate(position.order):
        draw_player_card(c, position, s, k, k * card_w, 1, card_w, card_h)


def draw_player_card(c: Canvas, position, s: int, pos: int, x: int, y: int, w: int, h: int) -> None:
    inner = w - 2
    letter = fed_letter(position, s)
    mark = "▸" if s == position.actor and not position.over else "─"
    title = f"┌{mark}{pos + 1} {position.fed(s)} {position.names[s]}"
    rep = f" rep {position.rep[s]}┐"
    c.put(x, y, title[: w - len(rep)].ljust(w - len(rep), "─") + rep, FED_STYLE[letter] + " bold")
    lines = [" ".join(f"{position.cube_letters[i]}{position.cubes[s][i]}" for i in position.colours),
             f"scout {position.scout[s]} · crew {position.crew_left[s]}",
             " ".join(f"{col}{lv}" for col, lv in zip(position.columns, position.research[s]))]
    slots = [f"{i + 1}{'■' if full else '□'}{data.LAB_COSTS[i] if data.LAB_COSTS[i] != '0' else 'free'}"
             for i, full in enumerate(position.slots[s])]
    lines += _pack("labs ", slots, inner)
    stations = [f"S{i + 1}{'■' if full else '□'}{cost}" for i, (full, cost) in
                enumerate(zip(position.stations[s], data.STATION_COSTS))]
    lines += _pack("stn ", stations, inner)
    held = sorted(commander_short(name) for name, h in position.holder.items() if h == s)
    lines += _pack("cmd ", held, inner) if held else ["cmd none"]
    extra = (["first player token"] if position.token == s else []) + \
        (["artifacts " + " ".join(position.artifact_cards[s])] if position.artifact_cards[s] else [])
    lines += extra
    body = lines[: h - 2]
    for i in range(h - 2):
        text = body[i] if i < len(body) else ""
        c.put(x, y + 1 + i, "│" + text[:inner].ljust(inner) + "│")
    c.put(x, y + h - 1, "└" + "─" * inner + "┘")


def _pack(label: str, items: list[str], width: int) -> list[str]:
    """Items on as few lines as fit `width`, the first line led by `label`, the rest indented."""
    lines, line, fresh = [], label, True
    for item in items:
        if len(line) + len(item) > width and not fresh:
            lines.append(line.rstrip())
            line = " " * len(label)
        line += item + " "
        fresh = False
    lines.append(line.rstrip())
    return lines
