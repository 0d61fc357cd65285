"""The Orkensturm board: the disc of power for the table, and the private hand screen.

The table (no seat, or a seat placing its pawn) is the disc of eight character spaces with the
side panel. Every other private decision uses the hand screen: the hand by colour with a letter
per card, the choice at hand, the public counters and the player's advisors.

The board draws from the seat's view alone (`self.seen`): the public part for the table, the
seat's own private part (hand, advisors, an inspected hand) on its private screen. This module
holds its keys and decisions; `screens` paints them, one canvas per key.
"""

from __future__ import annotations

from textual.binding import Binding

from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm.characters import cost_text
from magtui.games.orkensturm.ui.canvas import OrkensturmCanvas
from magtui.games.orkensturm.ui.draw import letter
from magtui.games.orkensturm.ui.learning import Learning
from magtui.games.orkensturm.ui.reveal import RevealDealing
from magtui.games.orkensturm.ui.screens import Screens
from magtui.games.orkensturm.views import decision_of
from magtui.ui.canvas import fitting
from magtui.ui.board import ARROWS, Board
from magtui.ui.choices import ChoiceMenu
from magtui.ui.grid_cursor import GridCursor

DIRECTIONS = ("up", "down", "left", "right")
# What Enter does in a decision (the key bar's words); the others say it in `key_words`.
ENTER_WORDS = {
    "loyalty": "choose side",
    "advisor": "done reading",
    "place": "place pawn",
    "troop": "take colour",
    "take": "take colour",
    "inspect": "close",
}


class OrkensturmBoard(Learning, Screens, RevealDealing, Board):
    WAITING_SEAT = True
    # The common keys (arrows, Enter/Space, Esc/Backspace, digits) come from Board.
    BINDINGS = [
        Binding("tab", "press('tab')", "next space", show=False),
        Binding("plus,equals_sign", "press('plus')", "add", show=False),
        Binding("minus", "press('minus')", "take back", show=False),
    ]

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.canvas_view = OrkensturmCanvas()
        self.disc = GridCursor()  # over the character spaces
        self.disc.at = "regent"
        self.hand = GridCursor()  # over the colours of the hand (step 3)
        self.menu = ChoiceMenu()  # the numbered choices of the other private decisions
        self.picks: dict[str, int] = {}  # chosen option / target so far (step 2)
        self.aside = [0] * 6  # cards set aside for the contribution
        self.count = 0  # offer size (Tax Collection, Joust)
        self.hinted = False  # a key already explained itself (keep its hint visible)
        self.table_cursor = False  # the table's cursor shows only once a key moved it
        self.final_scroll = 0  # first line of the final scores shown (they may outgrow the screen)
        self.choice_top = 0  # the hand screen's row of the prompt over the choices
        self.menu_width = 80  # the width the numbered choices were last drawn at

    def compose(self):
        yield self.canvas_view

    # ----- the frame's calls -----------------------------------------------------------------
    def new_decision(self, view, before) -> None:
        self.picks, self.aside, self.count = {}, [0] * 6, 0
        self.menu, self.hand.at = ChoiceMenu(), D.R
        if view.seat is not None and view.model.phase == "place":
            legal = view.model.placeable()
            self.disc.at = legal[0] if legal else "regent"

    def draw(self, view) -> None:
        # Not Board.draw: a new view repaints the changed cells, never lays the screen out.
        self.seen, self.seat = view, view.seat
        self.deal_new_reveal()
        self.tell_key_words()
        self.redraw()

    def on_resize(self) -> None:
        self.redraw()

    def status(self) -> str | None:
        """The status line: the longest of its forms that fits the width (the frame gives it
        one line)."""
        seen = self.seen
        if seen is None:
            return None
        game = seen.model
        if self.showing_joust():
            forms = [
                f"Orkensturm turn {game.turn} · the Joust is revealed to everyone · Enter goes on",
                "The Joust is revealed to everyone · Enter goes on",
            ]
        elif self.showing_reveal():
            forms = [
                f"Orkensturm turn {self.shown_reveal().turn} · step 4: the Orkensturm, "
                "for everyone · Enter goes on",
                "Step 4: the Orkensturm, for everyone · Enter goes on",
            ]
        elif seen.over:
            return None
        elif self.seat is None:
            when = f"turn {game.turn} · {game.step_name()}" if game.turn else "setup"
            forms = [
                f"Orkensturm {when} · {seen.status}",
                f"Turn {game.turn} · {seen.status}",
                seen.status,
            ]
        else:
            side = game.sides[self.seat]
            name = seen.names[self.seat].upper()
            who = f"{name} ({letter(self.seat)}" + (f", {D.SIDE_NAMES[side]})" if side else ")")
            step = " ".join(game.step_name().split()[:2]).lower()
            forms = [
                f"PRIVATE · {who} · {step}: {self.prompt()}",
                f"PRIVATE · {name} · {self.prompt()}",
            ]
            if (
                self.mode() == "table"
            ):  # the seat waits: the others' decision, as the table reads it
                forms = [
                    f"PRIVATE · {who} · {seen.status}",
                    f"PRIVATE · {name} · {seen.status}",
                    seen.status,
                ]
        width = (self.size.width or 80) - 2  # the status line keeps a space at each end
        return fitting(forms, width)

    def key_words(self, action: str) -> str | None:
        """The key bar's words for Enter and the arrows: what they do in the decision at hand."""
        if self.seen is None:
            return None
        mode = self.mode()
        if action == ARROWS:
            return self._arrow_words(mode)
        if action != "choose":
            return None
        if mode == "table":
            return "go on" if self.showing_joust() or self.showing_reveal() else None
        if mode == "contribute":
            return "send cards" if sum(self.aside) == self.need() else "add card"
        if mode in ("tax", "joust"):
            return f"offer {self.count}"
        if mode == "action":
            if "option" not in self.picks:
                return "choose option"
            if "target" not in self.picks and any(a.target is not None for a in self._picked()):
                return "choose target"
            return "pay" if self.seen.model.placed[self.seat] == "messenger" else "choose colour"
        return ENTER_WORDS.get(mode)

    def _arrow_words(self, mode: str) -> str | None:
        if mode == "table":
            if self.showing_joust() or self.showing_reveal():
                return None
            return "scroll" if self.seen.over else "look"
        return {"place": "space", "contribute": "colour", "tax": "offer", "joust": "offer"}.get(
            mode, "choose"
        )

    def key_help(self) -> list[tuple[str, str]]:
        return [
            (
                "arrows / h j k l",
                "move on the disc, through a list or the hand, or change an offer",
            ),
            ("Tab", "next character space clockwise; in step 3 the next colour still in hand"),
            ("Enter / Space", "choose; confirm an offer"),
            (
                "Enter / Space",
                "step 3: add a card of the colour under the cursor; once enough "
                "are set aside, send them",
            ),
            ("1-9, 0", "pick a numbered choice (0 the tenth); set an offer; a colour in step 3"),
            ("+", "add a card of the colour under the cursor (step 3), or raise an offer"),
            ("- / Backspace / Esc", "take a card back, lower an offer, or go back one choice"),
            ("any key", "while the Orkensturm is dealt: show all of it at once"),
            ("Enter", "on the Orkensturm or a Joust result: the table has seen it, go on"),
            ("↑ ↓", "after the game: scroll the final scores"),
        ]

    def legend(self) -> str:
        return (
            "Card colours by letter: R red (Mittelreich troops), G green (orc troops), "
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
            "player's letter at their points."
        )

    def hint(self, text: str) -> None:
        self.hinted = True
        super().hint(text)

    def choose(self, action) -> None:
        self.hinted = True  # no hint after a choice: it would outlive the private screen
        super().choose(action)

    # ----- what the acting human may do ---------------------------------------------------------
    def mode(self) -> str:
        """The decision on screen; "table" for the table's view and for a seat that waits
        for others (its own terminal shows its hand on the table)."""
        if (
            self.seen is None
            or self.seat is None
            or self.seen.over
            or self.seat not in self.seen.model.to_act()
        ):
            return "table"
        return self.seen.model.phase

    def own_hand(self) -> list[int]:
        """The hand of the seat on screen (its own secret: only on its own screen)."""
        return self.seen.model.hands[self.seat]

    def need(self) -> int:
        """The cards to set aside in step 3: two, or the whole hand when it holds fewer."""
        return min(D.CONTRIBUTION, sum(self.own_hand()))

    def prompt(self) -> str:
        mode, game = self.mode(), self.seen.model
        if mode == "contribute":
            return f"add exactly {self.need()} cards face down · {sum(self.aside)} of {self.need()}"
        character = game.placed[self.seat]
        if mode == "action" and "option" in self.picks:
            if "target" not in self.picks and any(a.target is not None for a in self._picked()):
                return "choose a target player"
            return "choose the card to pay" if character == "messenger" else "choose a colour"
        return decision_of(game.phase, character)

    def items(self) -> list[tuple[str, tuple, str]]:
        """The numbered choices now: (label, what it picks, reason if it cannot be picked).
        What it picks is ("act", action), ("option", 1 or 2) or ("target", seat)."""
        seen, seat, mode = self.seen, self.seat, self.mode()
        game, legal = seen.model, seen.actions
        if mode == "loyalty":
            cards = D.LOYALTY_PER_SIDE[len(seen.names)]
            left = {a.side: cards - game.sides.count(a.side) for a in legal}
            return [
                (
                    f"{D.SIDE_NAMES[a.side]} ({left[a.side]} card{'s' * (left[a.side] != 1)} left)",
                    ("act", a),
                    "",
                )
                for a in legal
            ]
        if mode in ("troop", "take"):
            return [
                (
                    f"{D.COLOURS[a.colour]} {D.COLOUR_NAMES[a.colour]} "
                    f"(reserve {game.reserve[a.colour]})",
                    ("act", a),
                    "",
                )
                for a in legal
            ]
        if mode == "advisor":
            return [("I have read my advisor card", ("act", A.Seen()), "")]
        if mode == "inspect":
            return [("close the inspected hand", ("act", A.Seen()), "")]
        if mode != "action":
            return []
        character = game.placed[seat]
        if "option" not in self.picks:
            out = []
            for option in (1, 2):
                text = (
                    f"{D.CHARACTER_NAMES[character]} {option}: "
                    f"{D.OPTION_TEXT[character][option - 1]}"
                )
                cost = D.OPTION_COST.get((character, option))
                payable = any(a.option == option for a in legal)
                reason = "" if payable else (f"needs {cost_text(cost)}" if cost else "needs a card")
                out.append((text, ("option", option), reason))
            return out
        chosen = self._picked()
        if "target" not in self.picks and any(a.target is not None for a in chosen):
            return [
                (f"{letter(t)} {seen.names[t]} ({game.hand_size(t)} cards)", ("target", t), "")
                for t in sorted({a.target for a in chosen})
            ]
        word = "pay" if character == "messenger" else "count"
        labels = dict(seen.choices)
        return [
            (
                f"{word} {D.COLOURS[a.colour]} {D.COLOUR_NAMES[a.colour]}"
                if a.colour is not None
                else labels[a],
                ("act", a),
                "",
            )
            for a in chosen
        ]

    # ----- keys: the common hooks and the board's own keys lead to one dispatch by mode ---------
    def cursor_key(self, direction: str) -> None:
        self.action_press(direction)

    def choose_key(self) -> None:
        self.action_press("choose")

    def back_key(self) -> None:
        self.action_press("back")

    def digit_key(self, digit: int) -> None:
        self.action_press(str(digit))

    def action_press(self, key: str) -> None:
        mode = self.mode()
        if mode == "table":
            if self.showing_joust() or self.showing_reveal():
                if key == "choose":
                    self.dismiss_moment()
            elif self.seen is not None and self.seen.over:
                if key in ("up", "down"):
                    self.final_scroll = max(0, self.final_scroll + (1 if key == "down" else -1))
                    self.redraw()
            elif key in (*DIRECTIONS, "tab") and self.seen is not None:
                self.table_cursor = True
                self._key_place(key)
                self.redraw()
            return
        handler = {
            "place": self._key_place,
            "contribute": self._key_contribute,
            "tax": self._key_offer,
            "joust": self._key_offer,
        }.get(mode, self._key_items)
        self.hinted = False
        handler(key)
        self.tell_key_words()
        self.redraw()
        if self.mode() == "contribute" and not self.hinted:
            picked = "".join(D.COLOURS[c] * self.aside[c] for c in range(6)) or "nothing"
            more = " Enter sends them." if sum(self.aside) == self.need() else ""
            self.hint(f"Set aside for the deck: {picked}.{more}")

    def _key_items(self, key: str) -> None:
        items = self.items()
        if key in ("up", "left"):
            self.menu.move(-1)
        elif key in ("down", "right", "tab"):
            self.menu.move(1)
        elif key == "back":
            self.picks.pop("target" if "target" in self.picks else "option", None)
            self.menu.cursor = 0
        elif key.isdigit():
            if self.menu.by_digit(int(key)) is not None:
                self._pick(items[self.menu.cursor])
        elif key == "choose" and items:
            self._pick(items[self.menu.cursor])

    def _picked(self) -> list:
        """The legal actions that agree with the option and target picked so far."""
        return [
            a
            for a in self.seen.actions
            if a.option == self.picks["option"]
            and ("target" not in self.picks or a.target == self.picks["target"])
        ]

    def _pick(self, item) -> None:
        _, (kind, value), reason = item
        if reason:
            self.hint(f"Not possible: {reason}.")
            return
        if kind == "act":
            self.choose(value)
            return
        if kind == "option":
            chosen = [a for a in self.seen.actions if a.option == value]
            if len(chosen) == 1 and chosen[0].target is None and chosen[0].colour is None:
                self.choose(chosen[0])  # nothing more to choose
                return
        self.picks[kind] = value
        self.menu.cursor = 0
        if kind == "target" and len(self._picked()) == 1:  # nothing left (the Inquisitor's target)
            self.choose(self._picked()[0])
        elif kind == "option":
            self.hint(f"Option {value}: now {self.prompt()}.")
        else:
            self.hint(f"Target {self.seen.names[value]}: now {self.prompt()}.")

    def _key_place(self, key: str) -> None:
        if key in DIRECTIONS:
            self.disc.move(key)
        elif key == "tab":
            i = D.CHARACTERS.index(self.disc.at)
            self.disc.at = D.CHARACTERS[(i + 1) % len(D.CHARACTERS)]
        elif key == "choose":
            place = A.Place(self.disc.at)
            if place in self.seen.actions:
                self.choose(place)
            else:  # the engine's own words for a refused space
                self.hint(self.seen.oracle.why_not(place))
            return
        else:
            return
        name = D.CHARACTER_NAMES[self.disc.at]
        both = f"{name}: " + " · ".join(
            f"{k + 1} {t}" for k, t in enumerate(D.OPTION_TEXT[self.disc.at])
        )
        self.hint(
            both
            if len(both) <= self.size.width - 2
            else f"{name}: the shorthand on the disc; the full option texts are in the help (?)."
        )

    def _key_contribute(self, key: str) -> None:
        hand, need = self.own_hand(), self.need()
        if key in DIRECTIONS:  # the hand is one column: left and right step through it too
            self.hand.move({"left": "up", "right": "down"}.get(key, key))
        elif key == "tab":
            self.hand.next_legal()
        elif key.isdigit() and 1 <= int(key) <= 6:
            self.hand.at = int(key) - 1
        elif key == "choose" and sum(self.aside) == need:
            self.choose(A.Add(tuple(c for c in range(6) for _ in range(self.aside[c]))))
        elif key in ("choose", "plus"):
            colour = self.hand.at
            if sum(self.aside) >= need:
                self.hint(
                    f"{need} cards are already set aside; Enter sends them, - takes one back."
                )
            elif hand[colour] - self.aside[colour] <= 0:
                self.hint(f"No {D.COLOUR_NAMES[colour]} card left in the hand.")
            else:
                self.aside[colour] += 1
        elif key in ("minus", "back"):
            colour = self.hand.at
            if self.aside[colour]:
                self.aside[colour] -= 1
            elif any(self.aside):
                self.aside[max(c for c in range(6) if self.aside[c])] -= 1

    def _key_offer(self, key: str) -> None:
        tax = self.mode() == "tax"
        held = self.own_hand()[D.Y if tax else D.R]
        if key in ("left", "down", "minus", "back"):
            self.count = max(0, self.count - 1)
        elif key in ("right", "up", "plus"):
            self.count = min(held, self.count + 1)
        elif key.isdigit():
            self.count = min(held, int(key))
        elif key == "choose":
            self.choose(A.Offer(self.count) if tax else A.JoustOffer(self.count))
