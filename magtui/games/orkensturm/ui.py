"""The Orkensturm board: the disc of power for the table, and the private hand screen.

The table (no seat, or a seat placing its pawn) is the disc of eight character spaces with the
side panel. Every other private decision uses the hand screen: the hand by colour with a letter
per card, the choice at hand, the public counters and the player's advisors.

The board draws from the seat's view alone (`self.seen`): the public part for the table, the
seat's own private part (hand, advisors, an inspected hand) on its private screen.
"""

from __future__ import annotations

import textwrap

from rich.text import Text
from textual.binding import Binding

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm import ui_draw as draw, ui_final as final, ui_roomy as roomy
from magtui.games.orkensturm.characters import cost_text
from magtui.games.orkensturm.ui_reveal import RevealDealing, joust_panel, reveal_panel, reveal_tracks
from magtui.games.orkensturm.views import decision_of
from magtui.ui.board import Board

PANEL_WIDTH = 26
# From 160×48 (the board then gets 160×44) the table switches to its roomy layout.
ROOMY_SIZE = (160, 44)
# Arrow moves on the disc: (row, col) of each character in draw.GRID.
POSITION = {c: (r, k) for r, row in enumerate(draw.GRID) for k, c in enumerate(row) if c}


class GameBoard(RevealDealing, Board):
    BINDINGS = [
        Binding("enter", "press('enter')", "choose"),
        Binding("space", "press('space')", "choose/add", show=False),
        Binding("escape,backspace", "press('back')", "back"),
        Binding("up,k", "press('up')", "up", show=False),
        Binding("down,j", "press('down')", "down", show=False),
        Binding("left,h", "press('left')", "left", show=False),
        Binding("right,l", "press('right')", "right", show=False),
        Binding("tab", "press('tab')", "next space", show=False),
        Binding("plus,equals_sign", "press('plus')", "add", show=False),
        Binding("minus", "press('minus')", "take back", show=False),
        *[Binding(str(d), f"press('{d}')", show=False) for d in range(1, 10)],
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.cursor = 0  # item index, colour index or disc position
        self.disc_cursor = "regent"
        self.picks: dict[str, int] = {}  # chosen option / target so far (step 2)
        self.aside = [0] * 6  # cards set aside for the contribution
        self.count = 0  # offer size (Tax Collection, Joust)
        self.key_state = None  # (move, seat): the decision the cursor state belongs to
        self.hinted = False  # a key already explained itself (keep its hint visible)
        self.table_cursor = False  # the table's cursor shows only once a key moved it
        self.final_scroll = 0  # first line of the final scores shown (they may outgrow the screen)

    # ----- the frame's calls -----------------------------------------------------------------
    def draw(self, view) -> None:
        key = (view.move, view.seat)
        if key != self.key_state:
            self.key_state = key
            self.cursor, self.picks, self.aside, self.count = 0, {}, [0] * 6, 0
            if view.seat is not None and view.view["phase"] == "place":
                legal = view.view["placeable"]
                self.disc_cursor = legal[0] if legal else "regent"
        super().draw(view)
        self.deal_new_reveal()

    def status(self) -> str | None:
        """The status line: the longest of its forms that fits the width (the frame gives it
        one line)."""
        seen = self.seen
        if seen is None:
            return None
        view = seen.view
        if self.showing_joust():
            forms = [f"Orkensturm turn {view['turn']} · the Joust is revealed to everyone · Enter goes on",
                     "The Joust is revealed to everyone · Enter goes on"]
        elif self.showing_reveal():
            forms = [f"Orkensturm turn {view['last_reveal']['turn']} · step 4: the Orkensturm, "
                     "for everyone · Enter goes on", "Step 4: the Orkensturm, for everyone · Enter goes on"]
        elif seen.over:
            return None
        elif self.seat is None:
            when = f"turn {view['turn']} · {view['step']}" if view["turn"] else "setup"
            forms = [f"Orkensturm {when} · {seen.status}", f"Turn {view['turn']} · {seen.status}",
                     seen.status]
        else:
            side = view["sides"][self.seat]
            name = seen.names[self.seat].upper()
            who = f"{name} ({draw.letter(self.seat)}" + (f", {D.SIDE_NAMES[side]})" if side else ")")
            step = " ".join(view["step"].split()[:2]).lower()
            forms = [f"PRIVATE · {who} · {step}: {self.prompt()}", f"PRIVATE · {name} · {self.prompt()}"]
        width = (self.size.width or 80) - 2  # the status line keeps a space at each end
        return next((form for form in forms if len(form) <= width), forms[-1])

    def key_help(self) -> list[tuple[str, str]]:
        return [
            ("arrows / h j k l", "move on the disc, through a list, or change an offer"),
            ("Tab", "next character space clockwise"),
            ("Enter", "choose; confirm an offer or the 2 contributed cards"),
            ("1-9", "pick a numbered choice"),
            ("Space / +", "add a card of the colour under the cursor (step 3)"),
            ("- / Backspace / Esc", "take a card back, or go back one choice"),
            ("any key", "while the Orkensturm is dealt: show all of it at once"),
            ("Enter", "on the Orkensturm or a Joust result: the table has seen it, go on"),
            ("↑ ↓", "after the game: scroll the final scores"),
        ]

    def legend(self) -> str:
        return ("Card colours by letter: R red (Mittelreich troops), G green (orc troops), "
                "P purple (time), B blue (trade), Y yellow (wealth), W white (alliances).\n"
                "+ legal (reverse video): a space the placer may take. »Name«: the cursor.\n"
                "A-H: each player's pawn, drawn in the pawn colour chosen at setup.\n"
                "pawn X: placed this turn, not yet acted. exit X: acted (this or last turn).\n"
                "+W take white · d1 draw one · -BB pay these cards · X a target player · "
                "c a named colour · ░ closed (Messenger below 6 players).\n"
                "Panel: M O T S tracks (0 ends the game), * starting player, ▸ acting player, "
                "AP prestige, cd cards in hand, ad advisor cards.\n"
                "Reveal: [▓] a card not dealt yet. From 160×48: each track as a long scale "
                "(»v« its value, × the 0 that ends the game) and the AP track with every "
                "player's letter at their points.")

    def hint(self, text: str) -> None:
        self.hinted = True
        super().hint(text)

    def choose(self, action) -> None:
        self.hinted = True  # no hint after a choice: it would outlive the private screen
        super().choose(action)

    # ----- what the acting human may do ---------------------------------------------------------
    def mode(self) -> str:
        if self.seen is None or self.seat is None or self.seen.over:
            return "table"
        return self.seen.view["phase"]

    def own(self) -> dict:
        """The private part of the view: the hand, advisors (and their value now), an
        inspected hand. Only on the seat's own screen."""
        return self.seen.view["private"]

    def prompt(self) -> str:
        mode, view = self.mode(), self.seen.view
        if mode == "contribute":
            need = min(D.CONTRIBUTION, sum(self.own()["hand"]))
            return f"add exactly {need} cards face down · {sum(self.aside)} of {need}"
        character = view["placed"][self.seat]
        if mode == "action" and "option" in self.picks:
            if "target" not in self.picks and any(a.target is not None for a in self._picked()):
                return "choose a target player"
            return "choose the card to pay" if character == "messenger" else "choose a colour"
        return decision_of(view["phase"], character)

    def items(self) -> list[tuple[str, object, str]]:
        """The numbered choices now: (label, action or a sub-step value, reason if disabled)."""
        seen, seat, mode = self.seen, self.seat, self.mode()
        view, legal = seen.view, seen.actions
        if mode == "loyalty":
            cards = D.LOYALTY_PER_SIDE[len(seen.names)]
            left = {a.side: cards - view["sides"].count(a.side) for a in legal}
            return [(f"{D.SIDE_NAMES[a.side]} ({left[a.side]} card{'s' * (left[a.side] != 1)} left)", a, "")
                    for a in legal]
        if mode in ("troop", "take"):
            return [(f"{D.COLOURS[a.colour]} {D.COLOUR_NAMES[a.colour]} (reserve {view['reserve'][a.colour]})",
                     a, "") for a in legal]
        if mode == "advisor":
            return [("I have read my advisor card", A.Seen(), "")]
        if mode == "inspect":
            return [("close the inspected hand", A.Seen(), "")]
        if mode != "action":
            return []
        character = view["placed"][seat]
        if "option" not in self.picks:
            out = []
            for option in (1, 2):
                text = f"{D.CHARACTER_NAMES[character]} {option}: {D.OPTION_TEXT[character][option - 1]}"
                cost = D.OPTION_COST.get((character, option))
                payable = any(a.option == option for a in legal)
                reason = "" if payable else (f"needs {cost_text(cost)}" if cost else "needs a card")
                out.append((text, option, reason))
            return out
        chosen = [a for a in legal if a.option == self.picks["option"]]
        if "target" not in self.picks and any(a.target is not None for a in chosen):
            targets = sorted({a.target for a in chosen})
            return [(f"{draw.letter(t)} {seen.names[t]} ({view['hand_sizes'][t]} cards)", t, "")
                    for t in targets]
        chosen = [a for a in chosen if a.target == self.picks.get("target")]
        word = "pay" if character == "messenger" else "count"
        labels = dict(seen.choices)
        return [(f"{word} {D.COLOURS[a.colour]} {D.COLOUR_NAMES[a.colour]}" if a.colour is not None
                 else labels[a], a, "") for a in chosen]

    # ----- keys ------------------------------------------------------------------------------------
    def action_press(self, key: str) -> None:
        mode = self.mode()
        if mode == "table":
            if self.showing_joust() or self.showing_reveal():
                if key in ("enter", "space"):
                    self.dismiss_moment()
            elif self.seen is not None and self.seen.over:
                if key in ("up", "down"):
                    self.final_scroll = max(0, self.final_scroll + (1 if key == "down" else -1))
                    self.refresh()
            elif key in ("up", "down", "left", "right", "tab") and self.seen is not None:
                self.table_cursor = True
                self._key_place(key)
                self.refresh()
            return
        handler = {"place": self._key_place, "contribute": self._key_contribute,
                   "tax": self._key_offer, "joust": self._key_offer}.get(mode, self._key_items)
        self.hinted = False
        handler(key)
        self.refresh()
        if self.mode() == "contribute" and not self.hinted:
            picked = "".join(D.COLOURS[c] * self.aside[c] for c in range(6)) or "nothing"
            self.hint(f"Set aside for the deck: {picked}.")

    def _key_items(self, key: str) -> None:
        items = self.items()
        if key in ("up", "left"):
            self.cursor = (self.cursor - 1) % max(1, len(items))
        elif key in ("down", "right", "tab"):
            self.cursor = (self.cursor + 1) % max(1, len(items))
        elif key == "back":
            if "target" in self.picks:
                del self.picks["target"]
            elif "option" in self.picks:
                del self.picks["option"]
            self.cursor = 0
        elif key.isdigit() and 1 <= int(key) <= len(items):
            self.cursor = int(key) - 1
            self._pick(items[self.cursor])
        elif key in ("enter", "space") and items:
            self._pick(items[min(self.cursor, len(items) - 1)])

    def _picked(self) -> list:
        """The legal actions that agree with the option and target picked so far."""
        return [a for a in self.seen.actions if a.option == self.picks["option"]
                and ("target" not in self.picks or a.target == self.picks["target"])]

    def _pick(self, item) -> None:
        label, value, reason = item
        if reason:
            self.hint(f"Not possible: {reason}.")
            return
        if isinstance(value, int) and "option" not in self.picks:
            chosen = [a for a in self.seen.actions if a.option == value]
            if len(chosen) == 1 and chosen[0].target is None and chosen[0].colour is None:
                self.choose(chosen[0])
            else:
                self.picks["option"] = value
                self.cursor = 0
                self.hint(f"Option {value}: now {self.prompt()}.")
        elif isinstance(value, int):
            self.picks["target"] = value
            self.cursor = 0
            if len(self._picked()) == 1:  # nothing left to choose (the Inquisitor's target)
                self.choose(self._picked()[0])
            else:
                self.hint(f"Target {self.seen.names[value]}: now {self.prompt()}.")
        else:
            self.choose(value)

    def _key_place(self, key: str) -> None:
        if key in ("up", "down", "left", "right"):
            row, col = POSITION[self.disc_cursor]
            dr, dc = {"up": (-1, 0), "down": (1, 0), "left": (0, -1), "right": (0, 1)}[key]
            row, col = (row + dr) % 3, (col + dc) % 3
            if draw.GRID[row][col] is None:
                row, col = (row + dr) % 3, (col + dc) % 3
            self.disc_cursor = draw.GRID[row][col]
        elif key == "tab":
            i = D.CHARACTERS.index(self.disc_cursor)
            self.disc_cursor = D.CHARACTERS[(i + 1) % len(D.CHARACTERS)]
        elif key in ("enter", "space"):
            place = A.Place(self.disc_cursor)
            if place in self.seen.actions:
                self.choose(place)
            else:  # the engine's own words for a refused space
                self.hint(self.seen.oracle.why_not(place))
            return
        name = D.CHARACTER_NAMES[self.disc_cursor]
        both = f"{name}: " + " · ".join(f"{k + 1} {t}" for k, t in enumerate(D.OPTION_TEXT[self.disc_cursor]))
        self.hint(both if len(both) <= self.size.width - 2 else
                  f"{name}: the shorthand on the disc; the full option texts are in the help (?).")

    def _key_contribute(self, key: str) -> None:
        hand = self.own()["hand"]
        need = min(D.CONTRIBUTION, sum(hand))
        if key in ("up", "left"):
            self.cursor = (self.cursor - 1) % 6
        elif key in ("down", "right", "tab"):
            self.cursor = (self.cursor + 1) % 6
        elif key.isdigit() and int(key) <= 6:
            self.cursor = int(key) - 1
        elif key in ("space", "plus"):
            if sum(self.aside) >= need:
                self.hint(f"{need} cards are already set aside; take one back first.")
            elif hand[self.cursor] - self.aside[self.cursor] <= 0:
                self.hint(f"No {D.COLOUR_NAMES[self.cursor]} card left in the hand.")
            else:
                self.aside[self.cursor] += 1
        elif key in ("minus", "back"):
            if self.aside[self.cursor]:
                self.aside[self.cursor] -= 1
            elif any(self.aside):
                last = max(c for c in range(6) if self.aside[c])
                self.aside[last] -= 1
        elif key == "enter":
            if sum(self.aside) != need:
                self.hint(f"Set aside exactly {need} cards first (Space adds one).")
            else:
                self.choose(A.Add(tuple(c for c in range(6) for _ in range(self.aside[c]))))

    def _key_offer(self, key: str) -> None:
        tax = self.mode() == "tax"
        colour = D.Y if tax else D.R
        held = self.own()["hand"][colour]
        if key in ("left", "down", "minus", "back"):
            self.count = max(0, self.count - 1)
        elif key in ("right", "up", "plus", "space"):
            self.count = min(held, self.count + 1)
        elif key.isdigit():
            self.count = min(held, int(key))
        elif key == "enter":
            self.choose(A.Offer(self.count) if tax else A.JoustOffer(self.count))

    # ----- drawing ---------------------------------------------------------------------------------
    def render(self) -> Text:
        seen = self.seen
        if seen is None:
            return Text("")
        g = self.glyphs.text
        width, height = max(60, self.size.width), max(20, self.size.height)
        view, names = seen.view, seen.names
        panel_w = PANEL_WIDTH if width < 120 else 40
        left_w = width - panel_w - 1
        mode = self.mode()
        if seen.over and not self.table_moment(seen):
            return self._final_screen(view, width, height, g)
        if self.showing_joust():
            left = joust_panel(view, names, left_w)
            left += [Text(""), Text(" Enter: everyone has seen it; play goes on.", style="bold")]
        elif self.showing_reveal():
            dealing = self.dealing_reveal()
            stage = self.reveal_stage if dealing else None
            left = reveal_panel(view, left_w, g, stage)
            left.append(Text(""))
            if dealing:  # the panel's tracks move with the comparisons shown so far
                view = {**view, "tracks": reveal_tracks(view["last_reveal"], self.reveal_stage)}
            if self.roomy():
                left += [*roomy.track_scales(view, left_w, g), Text("")]
            if dealing:
                left.append(Text(" Any key shows the whole Orkensturm at once.", style="bold"))
            else:
                if not seen.over:
                    left += [Text(" ") + row for row in draw.event_lines(view, g, left_w - 1)]
                left.append(Text(" Enter goes on to " + (
                    "the final scores." if seen.over else f"turn {view['turn']}."), style="bold"))
        elif mode in ("table", "place"):
            left = self._table_lines(view, left_w, height, g)
        else:
            left = self._hand_lines(view, left_w, height, g)
        focus = self.focus_seat()
        if self.roomy() and not self.showing_reveal() and mode in ("table", "place"):
            right = roomy.panel(view, names, panel_w, height, g, focus, view["log_tail"])
        else:
            right = draw.panel(view, names, panel_w, height, g, focus)
        out = Text()
        for row in range(height):
            line = draw.pad(left[row], left_w) if row < len(left) else Text(" " * left_w)
            line.append(g("│"))
            if row < len(right):
                line.append_text(right[row])
            out.append_text(line)
            if row < height - 1:
                out.append("\n")
        # A last pass so no glyph escapes ASCII mode (the table maps each glyph to one character).
        return Text(g(out.plain), spans=out.spans) if self.glyphs.ascii else out

    def focus_seat(self) -> int | None:
        """The seat marked on the panel: the one on screen, else the first to act."""
        return self.seat if self.seat is not None else (self.seen.view["to_act"] or (None,))[0]

    def _table_lines(self, view, width, height, g) -> list[Text]:
        names = self.seen.names
        cursor = self.disc_cursor if self.mode() == "place" or self.table_cursor else None
        disc = draw.disc(view, names, width, g, view["placeable"], cursor, tall=height >= 40)
        lines = list(disc)
        if self.roomy():
            lines += [Text(""), *roomy.track_scales(view, width, g), Text(""),
                      *roomy.ap_track(view, width, g, self.focus_seat())]
            if height - len(lines) > 8:
                lines.append(Text(""))
        below = height - len(lines)
        if self.mode() == "place":
            own = self.own()
            hand = Text("YOUR HAND ")
            hand.append_text(draw.cards(own["hand"], g))
            hand.append(f" · AP {view['ap'][self.seat]}")
            # What the placer decides on comes first: hand, advisors, the space, the event.
            options = f"»{D.CHARACTER_NAMES[cursor]}«: " + " · ".join(
                f"{k + 1} {t}" for k, t in enumerate(D.OPTION_TEXT[cursor]))
            event = draw.event_lines(view, g, width) if view["events"] != "off" else []
            advisors = self._advisor_rows(width, indent="Advisor ")
            space = [Text(g(row)) for row in textwrap.wrap(options, width, subsequent_indent="  ")]
            blocks = [[hand], advisors, space, event, draw.reveal_lines(view, g) if view["last_reveal"] else []]
            extra = []
            for block in blocks:  # whole blocks only, never a line cut off in the middle
                if len(extra) + len(block) <= below:
                    extra += block
                elif block is advisors:  # one line each: name and value, the formula gives way
                    short = [Text(g(f"Advisor {D.ADVISORS[card][1]} = {value}"))
                             for card, value in zip(own["advisors"], own["advisor_values"])]
                    extra += [line for line in short if line.cell_len <= width][:below - len(extra)]
                elif block is event and view["event"] and len(extra) < below:
                    title = f"Event {D.event_label(view['event'])}"
                    more = " · its effect: on the table's view"
                    extra.append(Text(g(title + more if len(title + more) <= width else title)))
            room = 0 if self.roomy() else below - len(extra)  # roomy: the log is in the panel
            log = draw.log_tail(view["log_tail"], width, room, g) if room > 1 else []
            return lines + extra + log
        news = ""
        if "tax" in view:
            offers = ", ".join(f"{draw.letter(s)} {n}" for s, n in view["tax"]["offers"].items())
            news = f"Tax Collection by {names[view['tax']['announcer']]}: open offers {offers or 'none yet'}"
        if "joust" in view:
            news = f"Joust by {names[view['joust']['announcer']]}: secret offers, revealed together"
        extra = []
        for block in ([Text(g(row), style="bold") for row in textwrap.wrap(news, width, subsequent_indent="  ")],
                      draw.event_lines(view, g, width), draw.reveal_lines(view, g)):
            if len(extra) + len(block) <= below:  # whole blocks only
                extra += block
        log_room = 0 if self.roomy() else max(0, below - len(extra))
        log = draw.log_tail(view["log_tail"], width, log_room, g)
        return lines + (extra + log)[:below]

    def roomy(self) -> bool:
        return self.size.width >= ROOMY_SIZE[0] and self.size.height >= ROOMY_SIZE[1]

    def _advisor_rows(self, width, indent: str = " ") -> list[Text]:
        """The private advisors of the seat on screen, in full, with their value now."""
        own = self.own()
        values = [f"{value} now" for value in own["advisor_values"]]
        return draw.advisor_lines(own["advisors"], self.glyphs.text, width, values, indent)

    def _final_screen(self, view, width, height, g) -> Text:
        """After the game, across the whole width; ↑↓ scroll when it outgrows the screen."""
        lines = final.score_lines(view, self.seen.names, width, g)
        room = height - 1
        top = self.final_scroll = min(self.final_scroll, max(0, len(lines) - room))
        shown = lines[top:top + room]
        if len(lines) > room:
            shown.append(Text(f" ↑↓ scroll · lines {top + 1}–{top + len(shown)} of {len(lines)}", style="bold"))
        out = Text("\n").join(draw.pad(Text(g(row.plain), spans=row.spans), width) for row in shown)
        return Text(g(out.plain), spans=out.spans) if self.glyphs.ascii else out

    def _hand_lines(self, view, width, height, g) -> list[Text]:
        names, seat, mode, own = self.seen.names, self.seat, self.mode(), self.own()
        hand = own["hand"]
        lines: list[Text] = []
        if mode == "inspect":
            inspected = own["inspected"]
            lines.append(Text(f" {names[inspected['target']].upper()}'S HAND · seen by "
                              f"{names[seat]} only", style="bold"))
            lines += draw.hand_rows(inspected["hand"], g, width=width, shapes=self.roomy())
        else:
            lines.append(Text(f" YOUR HAND · {sum(hand) - sum(self.aside)} of {sum(hand)} cards (private)",
                              style="bold"))
            cursor = self.cursor if mode == "contribute" else None
            lines += draw.hand_rows(hand, g, cursor, self.aside, width, shapes=self.roomy())
        lines.append(Text(g("─" * width)))
        lines += self._choice_lines(view, width, g)
        if height >= 30:  # room for the public news as well
            lines += [Text(""), *draw.event_lines(view, g, width), *draw.reveal_lines(view, g)]
        tracks = "  ".join(f"{t} {view['tracks'][t]}/{D.TRACK_MAX[t]}" for t in D.TRACKS)
        advisors = self._advisor_rows(width)
        # The footer sits at the bottom; the table line (also in the panel) gives way first.
        footer = [Text(g(f" TABLE {tracks} · your AP {view['ap'][seat]}")),
                  Text(" YOUR ADVISORS (scored at the end)" if advisors else
                       " YOUR ADVISORS: none yet (drawn after loyalty)", style="bold"),
                  *advisors]
        while len(lines) + len(footer) > height and len(footer) > len(advisors):
            footer.pop(0)
        scales = [Text(""), *roomy.track_scales(view, width, g)] if self.roomy() else []
        if len(lines) + len(scales) + len(footer) <= height:
            lines += scales
        room = height - len(lines)
        return lines + [Text("")] * max(0, room - len(footer)) + footer[:max(0, room)]

    def _choice_lines(self, view, width, g) -> list[Text]:
        names, mode, hand = self.seen.names, self.mode(), self.own()["hand"]
        lines: list[Text] = [Text(" " + g(self.prompt()), style="bold")]
        if mode == "contribute":
            need = min(D.CONTRIBUTION, sum(hand))
            picked = [c for c in range(6) for _ in range(self.aside[c])]
            slots = Text(" INTO THE DECK: ")
            for k in range(need):
                if k < len(picked):
                    slots.append("[")
                    slots.append(D.COLOURS[picked[k]], draw.CARD_STYLE[picked[k]])
                    slots.append("] ")
                else:
                    slots.append("[ ] ")
            lines.append(slots)
            lines.append(Text(g(f" Face down; step 4 reveals {D.REVEAL_PER_PLAYER * len(names)} of "
                                f"{view['deck_at_reveal']}, owners unseen.")))
            lines.append(Text(g(" ↑↓ colour · Space/+ add · − back · Enter confirm")))
            return lines
        if mode in ("tax", "joust"):
            colour = D.Y if mode == "tax" else D.R
            held = hand[colour]
            line = Text(g(f" Offer  ◂ {self.count} ▸  "))
            line.append(D.COLOURS[colour], draw.CARD_STYLE[colour])
            line.append(f" {D.COLOUR_NAMES[colour]} of {held} held")
            lines.append(line)
            if mode == "tax":
                offers = view["tax"]["offers"]
                made = ", ".join(f"{names[s]} {n}" for s, n in offers.items()) or "none yet"
                lines.append(Text(f" Offers so far (open): {made}"))
            else:
                lines.append(Text(" Secret: nobody sees any offer until all are in."))
            lines.append(Text(g(" ←→ change · digits set · Enter offer")))
            return lines
        items = self.items()
        for k, (label, _, reason) in enumerate(items):
            selected = k == self.cursor
            mark = g("»") if selected else " "
            text = f"{mark}{k + 1} {label}" + (f" ({reason})" if reason else "")
            style = "reverse" if selected else ("dim" if reason else "")
            while len(text) > width:
                cut = text.rfind(" ", 0, width)
                lines.append(draw.pad(Text(g(text[:cut]), style=style), width))
                text = "   " + text[cut + 1:]
            lines.append(draw.pad(Text(g(text), style=style), width))
        lines.append(Text(g(" ↑↓ move · 1-9 pick · Enter choose · Backspace back")))
        return lines
