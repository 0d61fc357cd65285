"""The Orkensturm board's screens, painted on one canvas per key: the disc for the table and
the placer, the private hand screen, the reveal, the Joust result and the final scores.

Mixed into the board, it reads the board's decision state (the cursors, the menu, the cards set
aside, the offer) and its view of the seat; its `OrkensturmCanvas` sends only the cells that
changed.
"""

from __future__ import annotations

from typing import Mapping

from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.ui import draw, roomy
from magtui.games.orkensturm.ui.draw import letter, rows_of, stack, text_block, wrapped_block
from magtui.games.orkensturm.ui.final import scores
from magtui.games.orkensturm.ui.reveal import joust_panel, reveal_panel, reveal_tracks
from magtui.games.orkensturm.views import TableViews
from magtui.ui.canvas import Canvas
from magtui.ui.frame_lines import board_rows
from magtui.ui.layouts import Layout

# The right-hand strip's width by the board's width: 26 at 80 columns, room for whole names in
# the players' table from 100, wider from 120, and for the roomy table's columns at 160.
PANEL_WIDTHS = ((160, 44), (120, 40), (100, 36), (0, 26))
# The newest log entries the board lays out: more than any screen shows at once.
LOG_TAIL = 50


class Screens:
    # From 160×48 the table switches to its roomy layout.
    LAYOUTS = (Layout("roomy", 160, board_rows(48)),)

    def redraw(self) -> None:
        """Paint the whole board on a fresh canvas; the view sends only the cells that changed."""
        if self.seen is not None:
            self.canvas_view.show(self.paint())

    def paint(self) -> Canvas:
        seen, glyphs = self.seen, self.glyphs
        width, height = max(60, self.size.width), max(20, self.size.height)
        canvas = Canvas(width, height, glyphs)
        names, game = seen.names, seen.model
        if seen.over and not self.table_moment(seen):
            self._final_screen(canvas)
            return canvas
        panel_w = next(panel for least, panel in PANEL_WIDTHS if width >= least)
        left_w = width - panel_w - 1
        left = Canvas(left_w, height, glyphs)
        mode = self.mode()
        tracks = game.tracks
        if self.showing_joust():
            stack(
                left,
                [
                    joust_panel(game, names, left_w, glyphs),
                    text_block(
                        ["", " Enter: everyone has seen it; play goes on."], left_w, glyphs, "bold"
                    ),
                ],
            )
        elif self.showing_reveal():
            tracks = self._reveal(left)
        elif mode in ("table", "place"):
            self._table(left, game)
        else:
            self._hand_screen(left, game)
        canvas.paste(left, 0, 0)
        for y in range(height):
            canvas.put(left_w, y, "│")
        focus = self.focus_seat()
        if self.roomy() and not self.showing_reveal() and mode in ("table", "place"):
            right = roomy.panel(game, names, panel_w, height, glyphs, focus, game.log[-LOG_TAIL:])
        else:
            right = draw.panel(game, tracks, names, panel_w, height, glyphs, focus)
        canvas.paste(right, left_w + 1, 0)
        self.draw_mark(canvas, left_w)
        return canvas

    def focus_seat(self) -> int | None:
        """The seat marked on the panel: the one on screen, else the first to act."""
        return self.seat if self.seat is not None else (self.seen.model.to_act() or (None,))[0]

    def roomy(self) -> bool:
        return self.layout_step() == "roomy"

    def _reveal(self, left: Canvas) -> Mapping[str, int]:
        """The Orkensturm being dealt or dealt; returns the tracks the table has been shown so
        far (the panel's tracks move with the comparisons)."""
        width, glyphs, game = left.width, self.glyphs, self.seen.model
        dealing = self.dealing_reveal()
        reveal = self.shown_reveal()
        blocks = [
            reveal_panel(reveal, width, glyphs, self.reveal_stage if dealing else None),
            text_block([""], width, glyphs),
        ]
        tracks = reveal_tracks(reveal, self.reveal_stage) if dealing else game.tracks
        if self.roomy():
            blocks += [roomy.track_scales(tracks, width, glyphs), text_block([""], width, glyphs)]
        if dealing:
            blocks.append(
                text_block([" Any key shows the whole Orkensturm at once."], width, glyphs, "bold")
            )
        else:
            if not self.seen.over:
                event = draw.event_block(game, width - 1, glyphs)
                blocks.append(Canvas(width, event.height, glyphs))
                blocks[-1].paste(event, 1, 0)
            goes_on = "the final scores." if self.seen.over else f"turn {game.turn}."
            blocks.append(text_block([" Enter goes on to " + goes_on], width, glyphs, "bold"))
        stack(left, blocks)
        return tracks

    def _table(self, left: Canvas, game: TableViews) -> None:
        """The disc and, under it, the public news and the log; for the placer also the hand,
        the advisors and the options of the space under the cursor."""
        width, height, glyphs, names = left.width, left.height, self.glyphs, self.seen.names
        placing = self.mode() == "place"
        shown = placing or self.table_cursor
        placeable = game.placeable()
        disc, cells = draw.disc(
            game,
            len(names),
            width,
            glyphs,
            placeable,
            self.disc.at if shown else None,
            tall=height >= 40,
        )
        self.disc.place(cells, placeable)
        blocks = [disc]
        if self.roomy():
            blank = text_block([""], width, glyphs)
            blocks += [
                blank,
                roomy.track_scales(game.tracks, width, glyphs),
                blank,
                roomy.ap_track(game, width, glyphs, self.focus_seat()),
            ]
            if height - rows_of(blocks) > 8:
                blocks.append(blank)
        below = height - rows_of(blocks)
        extra = (
            self._placer_news(game, width, below)
            if placing
            else self._table_news(game, width, below)
        )
        room = 0 if self.roomy() else below - rows_of(extra)  # roomy: the log is in the panel
        log = (
            [draw.log_block(game.log[-LOG_TAIL:], width, room, glyphs)]
            if room > 1 or not placing
            else []
        )
        stack(left, blocks + extra + log)

    def _placer_news(self, game: TableViews, width: int, below: int) -> list[Canvas]:
        """What the placer decides on comes first: hand, advisors, the space, the event, the
        last reveal; whole blocks only, never a line cut off in the middle."""
        glyphs, seat, cursor = self.glyphs, self.seat, self.disc.at
        hand = self._hand_line(game, width)
        options = f"»{D.CHARACTER_NAMES[cursor]}«: " + " · ".join(
            f"{k + 1} {t}" for k, t in enumerate(D.OPTION_TEXT[cursor])
        )
        event = draw.event_block(game, width, glyphs) if game.event_mode != "off" else None
        advisors = self._advisors(width, indent="Advisor ")
        space = wrapped_block(options, width, glyphs)
        reveal = draw.reveal_block(game.last_reveal, width, glyphs) if game.last_reveal else None
        extra: list[Canvas] = []
        for block in (hand, advisors, space, event, reveal):
            if block is None:
                continue
            if rows_of(extra) + block.height <= below:
                extra.append(block)
            elif block is advisors:  # one line each: name and value, the formula gives way
                short = [
                    f"Advisor {D.ADVISORS[card][1]} = {value}"
                    for card, value in zip(game.advisors[seat], game.advisor_values(seat))
                ]
                short = [line for line in short if len(line) <= width][: below - rows_of(extra)]
                extra.append(text_block(short, width, glyphs))
            elif block is event and game.event and rows_of(extra) < below:
                title = f"Event {D.event_label(game.event)}"
                more = " · its effect: on the table's view"
                extra.append(
                    text_block(
                        [title + more if len(title + more) <= width else title], width, glyphs
                    )
                )
        return extra

    def _hand_line(self, game: TableViews, width: int) -> Canvas:
        """The seat's own hand on the table: 'R3 G1', or in the roomy layout a card shape for
        each card (a hand too long for the width keeps the short form)."""
        held, ap = game.hands[self.seat], f" · AP {game.ap[self.seat]}"
        label = "YOUR HAND "
        if self.roomy() and sum(held) and len(label) + 3 * sum(held) + len(ap) <= width:
            hand = Canvas(width, 3, self.glyphs)
            x = hand.put(0, 1, label)
            for colour, count in enumerate(held):
                draw.card_edges(hand, x, 1, colour, count)
                for _ in range(count):
                    x = draw.put_card(hand, x, 1, D.COLOURS[colour], "│", "│")
            hand.put(x, 1, ap)
            return hand
        hand = Canvas(width, 1, self.glyphs)
        x = draw.put_cards(hand, hand.put(0, 0, label), 0, held)
        hand.put(x, 0, ap)
        return hand

    def _table_news(self, game: TableViews, width: int, below: int) -> list[Canvas]:
        """A waiting seat's own hand, an open Tax Collection or a Joust, the event and the
        last reveal: whole blocks."""
        names, glyphs = self.seen.names, self.glyphs
        news = ""
        if game.tax is not None:
            offers = ", ".join(f"{letter(s)} {n}" for s, n in game.tax.offers.items())
            news = (
                f"Tax Collection by {names[game.tax.announcer]}: open offers {offers or 'none yet'}"
            )
        if game.joust is not None:
            news = f"Joust by {names[game.joust.announcer]}: secret offers, revealed together"
        extra: list[Canvas] = []
        own = [self._hand_line(game, width)] if self.seat is not None else []
        for block in (
            *own,
            wrapped_block(news, width, glyphs, "bold"),
            draw.event_block(game, width, glyphs),
            draw.reveal_block(game.last_reveal, width, glyphs),
        ):
            if rows_of(extra) + block.height <= below:
                extra.append(block)
        return extra

    def _advisors(self, width: int, indent: str = " ") -> Canvas:
        """The private advisors of the seat on screen, in full, with their value now."""
        game, seat = self.seen.model, self.seat
        values = [f"{value} now" for value in game.advisor_values(seat)]
        return draw.advisor_block(game.advisors[seat], width, self.glyphs, values, indent)

    def _final_screen(self, canvas: Canvas) -> None:
        """After the game, across the whole width; ↑↓ scroll when it outgrows the screen."""
        lines = scores(self.seen.model, self.seen.names, canvas.width, self.glyphs)
        room = canvas.height - 1
        top = self.final_scroll = min(self.final_scroll, max(0, lines.height - room))
        shown = min(room, lines.height - top)
        body = Canvas(canvas.width, shown, self.glyphs)
        body.paste(lines, 0, -top)
        canvas.paste(body, 0, 0)
        if lines.height > room:
            canvas.put(
                0, shown, f" ↑↓ scroll · lines {top + 1}–{top + shown} of {lines.height}", "bold"
            )

    def _hand_screen(self, left: Canvas, game: TableViews) -> None:
        """A private decision off the disc: the hand (or the inspected one), the choice at
        hand, the public news when there is room, and the seat's advisors at the bottom."""
        width, height, glyphs = left.width, left.height, self.glyphs
        names, seat, mode = self.seen.names, self.seat, self.mode()
        hand = game.hands[seat]
        if mode == "inspect":
            inspected = game.inspection
            title = f" {names[inspected.target].upper()}'S HAND · seen by {names[seat]} only"
            cards, _ = draw.hand_block(inspected.hand, width, glyphs, shapes=self.roomy())
        else:
            title = f" YOUR HAND · {sum(hand) - sum(self.aside)} of {sum(hand)} cards (private)"
            contributing = mode == "contribute"
            cards, cells = draw.hand_block(
                hand,
                width,
                glyphs,
                self.hand.at if contributing else None,
                self.aside,
                shapes=self.roomy(),
            )
            if contributing:
                self.hand.place(
                    {c: (x, y + 1) for c, (x, y) in cells.items()},
                    [c for c in range(6) if hand[c] > self.aside[c]],
                )
        blocks = [
            text_block([title], width, glyphs, "bold"),
            cards,
            text_block(["─" * width], width, glyphs),
            *self._choice(game, width),
        ]
        self.choice_top = rows_of(blocks[:3])
        if height >= 30:  # room for the public news as well
            blocks += [
                text_block([""], width, glyphs),
                draw.event_block(game, width, glyphs),
                draw.reveal_block(game.last_reveal, width, glyphs),
            ]
        tracks = "  ".join(f"{t} {game.tracks[t]}/{D.TRACK_MAX[t]}" for t in D.TRACKS)
        advisors = self._advisors(width)
        # The footer sits at the bottom; the table line (also in the panel) gives way first.
        footer = [
            text_block([f" TABLE {tracks} · your AP {game.ap[seat]}"], width, glyphs),
            text_block(
                [
                    " YOUR ADVISORS (scored at the end)"
                    if advisors.height
                    else " YOUR ADVISORS: none yet (drawn after loyalty)"
                ],
                width,
                glyphs,
                "bold",
            ),
            advisors,
        ]
        while rows_of(blocks) + rows_of(footer) > height and len(footer) > 1:
            footer.pop(0)
        if self.roomy():
            scales = [
                text_block([""], width, glyphs),
                roomy.track_scales(game.tracks, width, glyphs),
            ]
            if rows_of(blocks) + rows_of(scales) + rows_of(footer) <= height:
                blocks += scales
        top = stack(left, blocks)
        stack(left, footer, y=max(top, height - rows_of(footer)))

    def _choice(self, game: TableViews, width: int) -> list[Canvas]:
        """The choice at hand under its prompt: the cards set aside (step 3), an offer, or the
        numbered choices."""
        glyphs, names, mode = self.glyphs, self.seen.names, self.mode()
        prompt = text_block([" " + self.prompt()], width, glyphs, "bold")
        if mode == "contribute":
            picked = [c for c in range(6) for _ in range(self.aside[c])]
            slots = Canvas(width, 1, glyphs)
            x = slots.put(0, 0, " INTO THE DECK: ")
            for k in range(self.need()):
                x = (
                    draw.put_card(slots, x, 0, D.COLOURS[picked[k]]) + 1
                    if k < len(picked)
                    else slots.put(x, 0, "[ ] ")
                )
            return [
                prompt,
                slots,
                text_block(
                    [
                        f" Face down; step 4 reveals {D.REVEAL_PER_PLAYER * len(names)} "
                        f"of {game.deck_at_reveal()}, owners unseen.",
                        " ↑↓ colour · Space/+ add · − back · Enter confirm",
                    ],
                    width,
                    glyphs,
                ),
            ]
        if mode in ("tax", "joust"):
            colour = D.Y if mode == "tax" else D.R
            offer = Canvas(width, 1, glyphs)
            x = offer.put(0, 0, f" Offer  ◂ {self.count} ▸  ")
            x = offer.put(x, 0, D.COLOURS[colour], draw.card_style(colour))
            offer.put(x, 0, f" {D.COLOUR_NAMES[colour]} of {game.hands[self.seat][colour]} held")
            if mode == "tax":
                made = (
                    ", ".join(f"{names[s]} {n}" for s, n in game.tax.offers.items()) or "none yet"
                )
                about = f" Offers so far (open): {made}"
            else:
                about = " Secret: nobody sees any offer until all are in."
            return [
                prompt,
                offer,
                text_block([about, " ←→ change · digits set · Enter offer"], width, glyphs),
            ]
        items = self.items()
        self.menu.set(
            [(value, label + (f" ({reason})" if reason else "")) for label, value, reason in items]
        )
        self.menu_width = width - 1  # its entries wrap at this width
        menu = Canvas(width, len(self.menu.rows(self.menu_width)), glyphs)
        self.menu.draw(menu, 0, 0, width, menu.height)
        keys = " ↑↓ move · 1-9 pick · Enter choose · Backspace back"
        return [prompt, menu, text_block([keys], width, glyphs)]
