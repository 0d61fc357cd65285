"""The Orkensturm of the last turn, shown at the start of the next one: the cards dealt one
by one, then the three comparisons moving their tracks, then the event (spec 3.2, step 4)."""

from __future__ import annotations


from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.model import Reveal
from magtui.games.orkensturm.ui.draw import (
    card_style,
    letter,
    pawn_style,
    put_card,
    scale,
    text_block,
)
from magtui.games.orkensturm.views import TableViews
from magtui.ui.canvas import Canvas, wrapped
from magtui.ui.glyphs import Glyphs

# Keys the frame owns: they keep working while a reveal is being dealt.
KEYS_OF_THE_FRAME = {"question_mark", "u", "q", "i", "ctrl+s"}


# The tracks each comparison of step 4 moves, in the order they are shown.
COMPARED = (("M", "O"), ("T",), ("S",))


def reveal_steps(r: Reveal) -> int:
    """The steps of showing a reveal: each card, the three comparisons, then the event."""
    return len(r.cards) + len(COMPARED) + (1 if r.event else 0)


def reveal_tracks(r: Reveal, stage: int) -> dict[str, int]:
    """The track values the table has been shown after `stage` steps of the reveal."""
    shown = dict(r.before)
    for step, tracks in enumerate(COMPARED, start=len(r.cards) + 1):
        if stage >= step:
            shown.update({t: r.after_storm[t] for t in tracks})
    return dict(r.after) if stage >= reveal_steps(r) else shown


def reveal_panel(r: Reveal, width: int, glyphs: Glyphs, stage: int | None = None) -> Canvas:
    """Step 4 as far as `stage` steps (None: in full), as a block: the cards in the order
    dealt, then the three comparisons with their tracks, then the event's changes."""
    total = len(r.cards)
    stage = reveal_steps(r) if stage is None else stage
    dealt = min(stage, total)
    n, before, after = r.counts, r.before, r.after_storm
    effect = {"WON": f"O -{r.margin}", "LOST": f"M -{r.margin}", "DRAW": "no change"}[r.battle]
    track = {"WON": "O", "LOST": "M"}.get(r.battle, "M")
    comparisons = (
        (f"BATTLE   red {n[0]} : green {n[1]}  {r.battle}: {effect}", track),
        (
            f"TIME     purple {n[2]} : blue {n[3]}  {r.time}: T -1"
            + {"DELAYED": " +1", "HASTENED": " -1", "UNCHANGED": ""}[r.time],
            "T",
        ),
        (f"TREASURY yellow {n[4]} : white {n[5]}  {r.treasury}: S {n[4] - n[5]:+d}", "S"),
    )
    shown = comparisons[: max(0, stage - total)]
    event = []
    if r.event and stage >= reveal_steps(r):
        final = r.after
        changes = [f"{t} {after[t]}→{final[t]}" for t in D.TRACKS if after[t] != final[t]]
        changes += [f"{letter(s)} +{gain} AP" for s, gain in enumerate(r.event_ap) if gain]
        text = f"EVENT {D.event_label(r.event)}: " + (", ".join(changes) or "no change")
        event = [" " + row for row in wrapped(text, width - 1)]
    c = Canvas(width, 5 + 2 * len(shown) + len(event), glyphs)
    c.put(0, 0, f" THE ORKENSTURM OF TURN {r.turn} · {dealt} of {total} cards revealed", "bold")
    c.put(0, 1, " " + "".join(f"{k + 1:<3}" for k in range(total)), "dim")
    x = 1
    for k, colour_letter in enumerate(r.cards):
        x = put_card(c, x, 2, colour_letter) if k < dealt else c.put(x, 2, "[▓]", "dim")
    x = c.put(0, 3, " count ")
    for colour, name in enumerate(D.COLOURS):
        x = c.put(x, 3, name, card_style(colour))
        x = c.put(x, 3, f"{r.cards[:dealt].count(name)}  ")
    y = 5
    for text, key in shown:
        c.put(0, y, " " + text)
        x = c.put(3, y + 1, f"{key} ")
        x = c.put(x, y + 1, scale(after[key], D.TRACK_MAX[key], 20), f"track-{key}")
        c.put(x, y + 1, f"  {before[key]} → {after[key]}")
        y += 2
    c.paste(text_block(event, width, glyphs), 0, y)
    return c


def joust_panel(game: TableViews, names, width: int, glyphs: Glyphs) -> Canvas:
    """The Joust just revealed, as a block: every offer side by side, from the announcer
    clockwise, with the place and the AP each player won."""
    j = game.last_joust
    assert j is not None
    players, announcer = len(names), j.announcer
    note = (
        f"* {names[announcer]} announced it: 1 AP unless first. First 3 AP, second 1 AP; "
        "ties go to the seat nearest the announcer clockwise. The red cards go to the reserve."
    )
    note_rows = [" " + row for row in wrapped(note, width - 1, indent=0)]
    c = Canvas(width, 5 + players + len(note_rows), glyphs)
    c.put(0, 0, f" THE JOUST OF TURN {j.turn} · announced by {names[announcer]}", "bold")
    c.put(0, 1, " All secret offers of red cards, revealed together:")
    name_w = max(6, *(len(name) for name in names))
    c.put(0, 3, f"   {'player':<{name_w}}  {'red offered':<12}  {'place':<6}  won", "dim")
    for row, seat in enumerate((announcer + i) % players for i in range(players)):
        y = 4 + row
        offer = j.offers[seat]
        place = D.JOUST_PLACES[j.places.index(seat)] if seat in j.places else "–"
        x = c.put(1, y, letter(seat), pawn_style(game, seat))
        x = c.put(x, y, f" {names[seat]:<{name_w}}{'*' if seat == announcer else ' '} ")
        cards = "R" * min(offer, 8) + ("+" if offer > 8 else "")
        x = c.put(x, y, cards, card_style(D.R))
        x = c.put(x, y, " " * (10 - len(cards)) + f"{offer:>2}  {place:<6}  ")
        c.put(x, y, f"+{j.ap[seat]} AP" if j.ap[seat] else "–", "bold")
    c.paste(text_block(note_rows, width, glyphs), 0, 5 + players)
    return c


class RevealDealing:
    """Mixed into the board: the table's public moments. A turn's Orkensturm is dealt with a
    timer right after the last contribution (any key shows all of it at once), and a Joust's
    offers are shown side by side once revealed; each waits for Enter on the table's view.
    The board repaints its canvas with `redraw()`."""

    # Seconds between two steps of the reveal (a card, a comparison, the event); 0 shows the
    # whole reveal at once.
    REVEAL_DELAY = 0.4

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.reveal_seen = 0  # the turn whose Orkensturm the table dismissed
        self.joust_seen = None  # (turn, announcer) of the Joust result the table dismissed
        self.reveal_turn = 0  # the turn of the reveal being dealt (or dealt already)
        self.reveal_stage = 0  # how many of its steps are shown
        self.reveal_timer = None

    def reveal_pending(self, game: TableViews) -> bool:
        """The Orkensturm just resolved (the next turn has not begun its placements, or the
        game ended with it) and the table has not dismissed it yet."""
        r = game.last_reveal
        if r is None or self.reveal_seen == r.turn:
            return False
        if game.phase == "over":
            return r.turn == game.turn
        nobody_placed = all(placed is None for placed in game.placed)
        return game.phase == "place" and nobody_placed and r.turn == game.turn - 1

    def joust_pending(self, game: TableViews) -> bool:
        """The last action played revealed a Joust, and the table has not dismissed it yet."""
        j = game.last_joust
        return j is not None and j.move == game.moves and self.joust_seen != (j.turn, j.announcer)

    def table_moment(self, table) -> bool:
        return self.joust_pending(table.model) or self.reveal_pending(table.model)

    def table_game(self) -> TableViews | None:
        """The table's redacted model when the table's view is on screen, else None."""
        return self.seen.model if self.seen is not None and self.seat is None else None

    def showing_joust(self) -> bool:
        game = self.table_game()
        return game is not None and self.joust_pending(game)

    def showing_reveal(self) -> bool:
        """The Orkensturm is on the table's view (after any Joust result of the same turn)."""
        game = self.table_game()
        return game is not None and self.reveal_pending(game) and not self.joust_pending(game)

    def shown_reveal(self) -> Reveal:
        """The reveal the table is shown (while one is)."""
        reveal = self.seen.model.last_reveal
        assert reveal is not None
        return reveal

    def dismiss_moment(self) -> None:
        """Enter on a public moment: it is seen; the frame goes on with the play."""
        game = self.table_game()
        if self.showing_joust():
            self.joust_seen = (game.last_joust.turn, game.last_joust.announcer)
        elif self.showing_reveal():
            self.reveal_seen = game.last_reveal.turn
        self.redraw()
        self.post_message(self.Resumed())

    def deal_new_reveal(self) -> None:
        """After every draw: a reveal coming on screen for the first time starts being dealt."""
        if self.showing_reveal() and self.reveal_turn != self.shown_reveal().turn:
            self._deal_reveal(self.shown_reveal())

    def _deal_reveal(self, reveal: Reveal) -> None:
        self._stop_reveal_timer()
        self.reveal_turn = reveal.turn
        if self.REVEAL_DELAY > 0:
            self.reveal_stage = 0
            self.reveal_timer = self.set_interval(self.REVEAL_DELAY, self.reveal_step)
        else:
            self.reveal_stage = reveal_steps(reveal)

    def _stop_reveal_timer(self) -> None:
        if self.reveal_timer is not None:
            self.reveal_timer.stop()
            self.reveal_timer = None

    def reveal_step(self) -> None:
        """One more card, comparison or event of the reveal. The dealing pauses while the
        reveal is off screen and stops once it is all shown or the turn has moved on."""
        game = self.seen.model
        reveal = game.last_reveal if self.reveal_pending(game) else None
        if reveal is None or reveal.turn != self.reveal_turn:
            self._stop_reveal_timer()
            return
        if not self.showing_reveal():
            return
        self.reveal_stage += 1
        if self.reveal_stage >= reveal_steps(reveal):
            self._stop_reveal_timer()
        self.redraw()

    def dealing_reveal(self) -> bool:
        """The reveal on screen is still being dealt (not all of it is shown yet)."""
        if not self.showing_reveal():
            return False
        reveal = self.shown_reveal()
        return self.reveal_turn == reveal.turn and self.reveal_stage < reveal_steps(reveal)

    def skip_reveal(self) -> None:
        self.reveal_stage = reveal_steps(self.shown_reveal())
        self._stop_reveal_timer()
        self.redraw()

    def on_key(self, event) -> None:
        """While the reveal is dealt, any key but the frame's shows the whole of it at once."""
        if event.key not in KEYS_OF_THE_FRAME and self.dealing_reveal():
            event.prevent_default()
            event.stop()
            self.skip_reveal()
