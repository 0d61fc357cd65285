"""Drawing the Orkensturm table as rich Text lines: the disc of power, the side panel, the hand.

Every function takes what it draws as arguments and returns lines; the widget glues them and
passes every string through the glyph table (ASCII mode).
"""

from __future__ import annotations

import textwrap

from rich.text import Text

from magtui.games.orkensturm import data as D

CARD_STYLE = ("bold red", "bold green", "bold magenta", "bold blue", "bold yellow", "bold white")
SIDE_STYLE = {D.BRIN: "cyan", D.ANSWIN: "magenta"}
TRACK_STYLE = {"M": "red", "O": "green", "T": "magenta", "S": "yellow"}
LEGAL = "reverse"
# Each pawn colour tints its seat letter; the letter alone still tells the pawns apart.
PAWN_STYLE = {"red": "bold red", "blue": "bold blue", "green": "bold green", "yellow": "bold yellow",
              "white": "bold white", "black": "bold black on white", "orange": "bold dark_orange",
              "purple": "bold magenta"}
# The disc: 3 x 3 cells clockwise from the top left, the centre holds the turn marker.
GRID = (("regent", "merchant", "tax_collector"),
        ("spy", None, "knight"),
        ("inquisitor", "magician", "messenger"))


def letter(seat: int) -> str:
    return "ABCDEFGH"[seat]


def pawn(view, seat: int) -> Text:
    """The seat's letter in its pawn colour."""
    return Text(letter(seat), PAWN_STYLE[view["pawns"][seat]])


def pad(text: Text, width: int) -> Text:
    text = text.copy()
    text.truncate(width, overflow="crop")
    text.pad_right(width - text.cell_len)
    return text


def cards(counts, g, limit: int = 99) -> Text:
    """'R2 G1 ...' with each letter in its card colour; colours with 0 are left out."""
    out = Text()
    for colour, n in enumerate(counts):
        if n:
            if out:
                out.append(" ")
            out.append(D.COLOURS[colour], CARD_STYLE[colour])
            out.append(str(n))
    return out or Text(g("–"))


def box(title: str, body: list[str], width: int, g, legal: bool, cursor: bool,
        shaded: bool = False) -> list[Text]:
    """A character space: title in the top border, body lines, '+ legal' in the bottom border."""
    inner = width - 2
    name = f"»{title}«" if cursor else f" {title} "
    top = Text(g("┌" + name + "─" * max(0, inner - len(name)))[:width - 1] + g("┐"),
               style="bold" if cursor else "")
    lines = [top]
    for row in body:
        if shaded:
            lines.append(Text(g("│" + "░" * inner + "│"), style="dim"))
            continue
        line = Text(g("│"))
        line.append_text(pad(Text(g(row.plain), spans=row.spans) if isinstance(row, Text) else Text(g(row)), inner))
        lines.append(line + Text(g("│")))
    if shaded:
        label = " 6+ players "
        mid = lines[2]
        start = max(1, (width - len(label)) // 2)
        mid = Text(mid.plain[:start] + label + mid.plain[start + len(label):], style="dim")
        lines[2] = mid
    bottom = Text(g("└─"))
    tag = " + legal " if legal else ""
    if tag:
        bottom.append(g(tag), style=LEGAL)
    bottom.append(g("─" * max(0, width - 3 - len(tag)) + "┘"))
    lines.append(bottom)
    return lines


def character_body(view, character: str, inner: int, full: bool) -> list[str]:
    """Both options (shorthand, or the full text wrapped when there is room) and the pawns."""
    here = Text("pawn ")
    here.append_text(next((pawn(view, seat) for seat, placed in enumerate(view["placed"])
                           if placed == character and not view["acted"][seat]), Text("–")))
    here.append("  exit ")
    here.append_text(pawn(view, view["exits"][character]) if character in view["exits"] else Text("–"))
    if full:
        body = []
        for k, text in enumerate(D.OPTION_TEXT[character]):
            body += textwrap.wrap(f"{k + 1} {text}", inner, subsequent_indent="  ")
    else:
        body = [f"{k + 1} {text}" for k, text in enumerate(D.OPTION_SHORT[character])]
    return body + [here]


def disc(view, names, width: int, g, legal=(), cursor=None, tall: bool = False) -> list[Text]:
    """The eight character spaces around the turn marker: 15 lines, more when tall."""
    bw = max(15, min(36, (width - 2) // 3))
    full = tall and bw >= 26
    lines: list[Text] = []
    for row in GRID:
        bodies = {c: character_body(view, c, bw - 2, full) for c in row if c}
        depth = max(len(b) for b in bodies.values())
        cells = []
        for character in row:
            if character is None:
                cells.append(centre(view, bw, g, depth + 2, full))
                continue
            body = bodies[character]
            body = body[:-1] + [""] * (depth - len(body)) + body[-1:]
            shaded = character == "messenger" and len(names) < D.MESSENGER_MIN_PLAYERS
            cells.append(box(D.CHARACTER_NAMES[character], body, bw, g, character in legal,
                             character == cursor, shaded))
        for i in range(depth + 2):
            line = Text()
            for k, cell in enumerate(cells):
                if k:
                    line.append(" ")
                line.append_text(pad(cell[i], bw))
            lines.append(line)
    return lines


def centre(view, width: int, g, height: int = 5, full: bool = False) -> list[Text]:
    """The centre of the disc: the turn, the starting player and the Orkensturm deck; with the
    full texts (roomy) also the event and the last reveal as a row of cards."""
    inner = width - 4
    when = f"TURN {view['turn']}" if view["turn"] else "SETUP"
    rows = [Text(when.center(inner)), Text(f"start {letter(view['start'])}".center(inner)),
            Text(f"ork deck {view['orkensturm']}".center(inner))]
    if full:
        rows = [Text(f"TURN {view['turn']} · start {letter(view['start'])}".center(inner)),
                Text(f"Orkensturm deck {view['orkensturm']}".center(inner))]
        event = view["event"]
        if view["events"] == "off":
            rows.append(Text("events off".center(inner)))
        else:
            title = f"event: {D.event_label(event)}" if event else "no event this turn"
            if len(title) > inner:
                title = title[:inner + 1].rsplit(" ", 1)[0]
            rows.append(Text(title.center(inner)))
        reveal = view["last_reveal"]
        if reveal:
            rows.append(Text(f"turn {reveal['turn']} reveal".center(inner), style="dim"))
            per_row = inner // 3
            for start in range(0, len(reveal["cards"]), per_row):
                chunk = reveal["cards"][start:start + per_row]
                row = Text(" " * ((inner - 3 * len(chunk)) // 2))
                for colour_letter in chunk:
                    row.append("[")
                    row.append(colour_letter, CARD_STYLE[D.COLOURS.index(colour_letter)])
                    row.append("]")
                rows.append(row)
    rows = [pad(row, inner) for row in rows[:height - 2]]
    rows += [Text(" " * inner)] * (height - 2 - len(rows))
    out = [Text(" " + g("╭" + "─" * inner + "╮"))]
    for row in rows:
        line = Text(" " + g("│"))
        line.append_text(Text(g(row.plain), spans=row.spans))
        line.append(g("│"))
        out.append(line)
    out.append(Text(" " + g("╰" + "─" * inner + "╯")))
    return out


def scale(value: int, maximum: int, width: int, g) -> str:
    width = min(width, maximum)
    filled = round(value * width / maximum)
    return g("■" * filled + "□" * (width - filled))


def panel(view, names, width: int, height: int, g, focus=None) -> list[Text]:
    """Tracks, players, reserve and deck sizes: the right-hand strip."""
    n = len(names)
    compact = (n >= 6 and height < 30) or height < 20
    lines: list[Text] = []
    for track in D.TRACKS:
        value, top = view["tracks"][track], D.TRACK_MAX[track]
        if compact:
            line = Text(f"{track} ")
            line.append(scale(value, top, width - 11, g), TRACK_STYLE[track])
            line.append(f" {value:>2}/{top}")
            lines.append(line)
        else:
            lines.append(Text(f"{track} {D.TRACK_NAMES[track]:<14}{value:>5}/{top}"))
            lines.append(Text("  " + scale(value, top, width - 3, g), style=TRACK_STYLE[track]))
    lines.append(Text(g("─" * width)))
    lines.append(Text(f"{'':10}{'side':<6}{'AP':>3} {'cd':>2} {'ad':>2}"))
    for seat, name in enumerate(names):
        side = view["sides"][seat]
        marker = g("▸") if seat == focus else ("*" if seat == view["start"] else " ")
        line = Text(marker)
        line.append_text(pawn(view, seat))
        line.append(f" {name[:6]:<6} ")
        line.append(f"{D.SIDE_NAMES[side][:6] if side else '–':<6}", SIDE_STYLE.get(side, ""))
        line.append(f"{view['ap'][seat]:>3} {view['hand_sizes'][seat]:>2} {view['advisor_counts'][seat]:>2}")
        lines.append(line)
    lines.append(Text(g("─" * width)))
    reserve = Text("RESERVE ")
    reserve.append_text(cards(view["reserve"], g))
    lines += wrap(reserve, width)
    decks = view["advisor_decks"]
    lines.append(Text(f"supply {view['supply']}  Orkensturm {view['orkensturm']}"))
    extra = f"events {view['event_deck']}  " if view["events"] != "off" else ""
    lines.append(Text(f"{extra}adv Br {decks['brin']} An {decks['answin']}"))
    return [pad(Text(g(line.plain), spans=line.spans), width) for line in lines[:height]]


def wrap(text: Text, width: int) -> list[Text]:
    if text.cell_len <= width:
        return [text]
    cut = text.plain.rfind(" ", 0, width)
    first, rest = text[:cut], text[cut + 1:]
    return [first, Text("        ") + rest]


def reveal_lines(view, g) -> list[Text]:
    """The last Orkensturm reveal: the cards in the order dealt, then the three comparisons."""
    r = view["last_reveal"]
    if not r:
        return [Text("No Orkensturm has been revealed yet.")]
    n, b, a = r["counts"], r["before"], r["after_storm"]
    first = Text(f"Turn {r['turn']} reveal ")
    for colour_letter in r["cards"]:
        first.append(colour_letter, CARD_STYLE[D.COLOURS.index(colour_letter)])
    track = {"WON": "O", "LOST": "M"}.get(r["battle"])
    first.append(g(f": R{n[0]}:G{n[1]} {r['battle']}" + (f" {track} {b[track]}→{a[track]}" if track else "")))
    second = Text(g(f"P{n[2]}:B{n[3]} {r['time']} T {b['T']}→{a['T']} · "
                    f"Y{n[4]}:W{n[5]} {r['treasury']} S {b['S']}→{a['S']}"))
    return [first, second]


def event_lines(view, g, width: int = 80) -> list[Text]:
    """The current event, wrapped to the width."""
    event = view["event"]
    if view["events"] == "off":
        return [Text("Events are off.")]
    if view["turn"] == 0:
        text = f"Events on ({view['events']}): the first is revealed when turn 1 begins."
    elif event is None:
        text = "No event this turn (the event deck is empty)."
    else:
        text = f"Turn {view['turn']} event {D.event_label(event)}: {D.EVENTS[event][1]}"
    return [Text(g(row)) for row in textwrap.wrap(text, width, subsequent_indent="  ")]


def hand_rows(hand, g, cursor=None, aside=None, width: int = 52, shapes: bool = False) -> list[Text]:
    """The private hand by colour: letter, name, meaning, the cards as [R], the count. With
    `shapes` (roomy) each card is a small box over three lines."""
    aside = aside or [0] * 6
    lines = []
    room = max(5, min(12, (width - 40) // 3))
    for colour in range(6):
        held = hand[colour]
        shown = min(held, room)
        mark = g("▸") if colour == cursor else " "
        line = Text(f"{mark} ")
        line.append(D.COLOURS[colour], CARD_STYLE[colour])
        line.append(f" {D.COLOUR_NAMES[colour]:<7}{D.COLOUR_MEANING[colour][:19]:<20}")
        left, right = ("│", "│") if shapes else ("[", "]")
        for k in range(shown):
            if k >= held - aside[colour]:
                line.append(g(f"{left}·{right}"))
            else:
                line.append(g(left))
                line.append(D.COLOURS[colour], CARD_STYLE[colour])
                line.append(g(right))
        line.append(" " * (3 * (room - shown)) + ("+" if held > room else " "))
        line.append(f"{held - aside[colour]:>3}")
        if colour == cursor:
            line.stylize("bold")
        if shapes:
            edge = " " * 31  # the cards start after the letter, name and meaning
            top = Text(g(edge + "┌─┐" * shown), style=CARD_STYLE[colour])
            bottom = Text(g(edge + "└─┘" * shown), style=CARD_STYLE[colour])
            lines += [pad(top, width), pad(line, width), pad(bottom, width)]
        else:
            lines.append(pad(line, width))
    return lines


def advisor_lines(advisors, g, width: int, values=None, indent: str = " ") -> list[Text]:
    """Each advisor by its full name with its formula (and a value), wrapped to the width."""
    out = []
    for k, card in enumerate(advisors):
        _, name, formula, _ = D.ADVISORS[card]
        text = f"{indent}{name}: {formula}" + (f" = {values[k]}" if values is not None else "")
        out += [Text(g(row)) for row in textwrap.wrap(text, width, subsequent_indent=" " * (len(indent) + 3))]
    return out


def log_tail(log, width: int, rows: int, g) -> list[Text]:
    """The newest log entries that fit `rows` lines whole, each wrapped to the width."""
    out: list[Text] = []
    for entry in reversed(log):
        wrapped = [Text(g(row)) for row in textwrap.wrap(entry, width, subsequent_indent="  ")]
        if len(out) + len(wrapped) > rows:
            break
        out = wrapped + out
    return out
