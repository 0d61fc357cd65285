"""The 3-for-1 exchange dialog (M28): pick the three cubes to give one by one, then the colour
to receive. Every row shows the cubes held, the cubes picked and the supply; a pick that leads
to no legal trade is marked and explained. The result is the same `x YYS>P` action as the
notation, taken from the legal actions, so the dialog can never invent a trade. It reads the
cubes from the board's position (`ui_position.Position`), never from the state.
"""

from __future__ import annotations

from magtui.games.magnastorm.actions import Act

GIVE = 3
WIDTH = 52
COLOUR_NAMES = {0: "yellow"}


def colour_name(position, c: int) -> str:
    return COLOUR_NAMES.get(c) or position.fed(c - 1)


class ExchangeDialog:
    def __init__(self, position, seat: int, actions) -> None:
        self.position, self.seat = position, seat
        self.trades: dict[tuple[tuple[int, ...], int], Act] = {}
        for a in actions:
            if a.verb == "x":
                give, got = a.arg.split(">")
                key = (tuple(sorted(position.colour_of(ch) for ch in give)), position.colour_of(got))
                self.trades[key] = a
        self.colours = list(position.colours)
        self.give: list[int] = []
        self.row = 0
        self.message = ""
        self._to_first_legal()

    # ----- what may be picked -------------------------------------------------------------
    @property
    def choosing_gift(self) -> bool:
        return len(self.give) < GIVE

    def held(self, c: int) -> int:
        return self.position.cubes[self.seat][c]

    def why_not(self, c: int) -> str:
        """'' when the colour may be picked now, else the reason (short, for a hint)."""
        letter, fed = self.position.cube_letters[c], self.position.fed(self.seat)
        if self.choosing_gift:
            if self.held(c) - self.give.count(c) <= 0:
                more = " more" if c in self.give else ""
                return f"{fed} holds no{more} {letter} cubes to give."
            picks = sorted(self.give + [c])
            if not any(_contains(give, picks) for give, _ in self.trades):
                given = "".join(self.position.cube_letters[k] for k in picks)
                return (f"Giving {given} leaves no trade: the cube received must be of a colour none "
                        "of the given cubes has, and still in the supply.")
            return ""
        if c in self.give:
            return f"{letter} is among the cubes given: the cube received must be of another colour."
        if self.position.supply[c] <= 0:
            return f"The supply has no {letter} cubes left."
        return "" if (tuple(sorted(self.give)), c) in self.trades else f"{letter} cannot be received in this trade."

    def short_reason(self, c: int) -> str:
        if not self.why_not(c):
            return ""
        if self.choosing_gift:
            return "none left" if self.held(c) - self.give.count(c) <= 0 else "no trade"
        return "given" if c in self.give else "no supply" if self.position.supply[c] <= 0 else "no trade"

    # ----- keys -----------------------------------------------------------------------------
    def move(self, step: int) -> None:
        self.row = max(0, min(len(self.colours) - 1, self.row + step))

    def pick(self, row: int | None = None) -> Act | None:
        """Pick the colour on `row` (the cursor's by default); the finished trade once complete."""
        if row is not None:
            self.row = row
        c = self.colours[self.row]
        reason = self.why_not(c)
        if reason:
            self.message = reason
            return None
        if self.choosing_gift:
            self.give.append(c)
            self.message = self.prompt()
            self._to_first_legal()
            return None
        return self.trades[(tuple(sorted(self.give)), c)]

    def back(self) -> bool:
        """Take back the last cube picked; False when nothing was picked (the dialog closes)."""
        if not self.give:
            return False
        self.give.pop()
        self.message = self.prompt()
        return True

    def prompt(self) -> str:
        if self.choosing_gift:
            left = GIVE - len(self.give)
            return f"Pick {left} more cube{'s' if left > 1 else ''} to give."
        return "Pick the colour to receive."

    def _to_first_legal(self) -> None:
        if self.why_not(self.colours[self.row]):
            for i, c in enumerate(self.colours):
                if not self.why_not(c):
                    self.row = i
                    return

    # ----- drawing --------------------------------------------------------------------------
    def draw(self, canvas, cursor_style: str, legal_style: str) -> None:
        rows = len(self.colours)
        height = rows + 6
        x0, y0 = 0, max(1, canvas.h - height - 1)
        inner = WIDTH - 2

        def row(y: int, text: str, style: str = "") -> None:
            canvas.put(x0, y, "│" + text[:inner].ljust(inner) + "│", style)

        title = "┌ Exchange 3 cubes for 1 "
        canvas.put(x0, y0, title.ljust(WIDTH - 1, "─") + "┐", "bold")
        picked = " ".join(self.position.cube_letters[c] for c in self.give) + " _" * (GIVE - len(self.give))
        stage = "give which 3?" if self.choosing_gift else "receive which colour?"
        row(y0 + 1, f" give {picked.strip():<6} · {stage}", "bold")
        row(y0 + 2, "    cube          held  giving  supply")
        for i, c in enumerate(self.colours):
            letter = self.position.cube_letters[c]
            reason = self.short_reason(c)
            giving = self.give.count(c)
            body = (f"{letter} {colour_name(self.position, c):<9}  {self.held(c):>4}  {giving or '–':>6}  "
                    f"{self.position.supply[c]:>6}  {reason}")
            if i == self.row:
                text, style = f"{i + 1}»{body}", cursor_style
            elif not reason:
                text, style = f"{i + 1}+{body}", legal_style
            else:
                text, style = f"{i + 1} {body}", ""
            row(y0 + 3 + i, " " + text, style)
        row(y0 + 3 + rows, " " + (self.message or self.prompt()))
        row(y0 + 4 + rows, " ↑↓ colour · Enter or digit pick · Esc take back")
        canvas.put(x0, y0 + 5 + rows, "└" + "─" * inner + "┘")


def _contains(give: tuple[int, ...], picks: list[int]) -> bool:
    """True when the multiset `give` holds every cube of `picks`."""
    return all(give.count(c) >= picks.count(c) for c in set(picks))
