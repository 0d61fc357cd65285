"""The setup screen of a game: player count, names, human or computer per seat, options, seed."""

from __future__ import annotations

from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, VerticalScroll
from textual.reactive import reactive
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Input, Static

from magtui.core.advice import gives_hints
from magtui.core.names import default_names
from magtui.core.errors import MagtuiError
from magtui.core.game import GameSpec
from magtui.core.names import NAME_WIDTH, check_names, printable
from magtui.core.seeds import new_seed, parse_seed
from magtui.core.session import new_session
from magtui.ui.keybar import KeyBar


# What a name field accepts as typed or pasted: no control characters (ESC, BEL, newline).
NAME_CHARACTERS = r"[^\x00-\x1f\x7f-\x9f]*"


class Cycler(Widget, can_focus=True):
    """A labelled value changed with ←→ (or h/l) among fixed choices."""

    DEFAULT_CSS = "Cycler { height: auto; width: 1fr; } Cycler:focus { text-style: reverse; }"
    BINDINGS = [
        Binding("left,h", "step(-1)", "change", key_display="←→"),
        Binding("right,l", "step(1)", "change", show=False),
    ]
    index = reactive(0, layout=True)  # another value may wrap the note onto more rows, or fewer

    def __init__(
        self, label: str, choices: list[str], value: str, note: str = "", **kwargs
    ) -> None:
        super().__init__(**kwargs)
        self.label = label
        self.choices = choices
        self.note = note
        self.index = choices.index(value) if value in choices else 0

    @property
    def value(self) -> str:
        return self.choices[self.index]

    def _choice(self) -> str:
        mark = "▸" if self.has_focus else " "
        label = f"{self.label:<16} " if self.label else ""  # a seat's who: right after its name
        return self.app.glyphs.text(f"{mark} {label}◂ {self.value} ▸")

    def meant_text(self) -> str:
        return f"{self._choice()}   {self.app.glyphs.text(self.note)}"

    def render(self) -> Table:
        """The choice, and beside it the note, which wraps under itself when it is long."""
        row = Table.grid(padding=(0, 3), expand=True)
        row.add_column(no_wrap=True)
        row.add_column(ratio=1)
        row.add_row(Text(self._choice()), Text(self.app.glyphs.text(self.note)))
        return row

    def set_choices(self, choices: list[str], note: str) -> None:
        """New choices and their note; the value stays if it still is one."""
        value = self.value
        self.choices = choices
        self.note = note
        self.index = choices.index(value) if value in choices else 0
        self.refresh(layout=True)

    def action_step(self, delta: int) -> None:
        self.index = (self.index + delta) % len(self.choices)
        self.screen.on_setup_changed(self)


class Field(Input):
    """A typed field of the setup (a name, the seed): Enter starts the game from it too, and
    the key bar says so."""

    BINDINGS = [Binding("enter", "submit", "start")]


# The kinds of a human seat at a shared table.
HERE, REMOTE = "human · here", "human · own terminal"

# Hints: on by default at one keyboard; at a shared table the host allows them.
HINTS_ON, HINTS_OFF = "on", "off"
HINTS_NOTE = "! shows the computer's move and why"

# Room for an option's note beside its value at 80 columns.
NOTE_WIDTH = 44


def _option_note(option) -> str:
    """The values to cycle through when they fit beside the option; its help otherwise."""
    values = " · ".join(option.values)
    return values if len(values) <= NOTE_WIDTH or not option.help else option.help


def _seats_note(choices: list[str]) -> str:
    """The choices of an option that names a seat: each seat, or their range when they do not
    fit beside the option ("random · seat 1 to 7")."""
    named = [value for value in choices if not value.isdigit()]
    seats = [value for value in choices if value.isdigit()]
    every = " · ".join(named + [f"seat {seat}" for seat in seats])
    if len(every) <= NOTE_WIDTH or len(seats) < 2:
        return every
    return " · ".join([*named, f"seat {seats[0]} to {seats[-1]}"])


class SetupScreen(Screen[None]):
    BINDINGS = [
        # Before the scrolling pane's own arrows: they move between the fields (the pane follows).
        Binding("up", "app.focus_previous", "field", key_display="↑↓", priority=True),
        Binding("down", "app.focus_next", show=False, priority=True),
        Binding("enter", "start", "start"),
        Binding("escape", "back", "back"),
        Binding("backspace", "back_unless_typing", show=False),
    ]

    def __init__(self, spec: GameSpec, hosting: bool = False) -> None:
        super().__init__()
        self.spec = spec
        self.hosting = hosting  # a shared table: human seats play here or on their own terminal
        self.offers_hints = gives_hints(spec)

    # ----- layout ---------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        spec = self.spec
        what = "New table" if self.hosting else "New game"
        yield Static(
            f"{what} · {spec.title} · {spec.min_players}–{spec.max_players} players",
            id="status",
            markup=False,
        )
        counts = [str(n) for n in range(spec.min_players, spec.max_players + 1)]
        start = str(min(max(spec.min_players, 2), spec.max_players))
        humans = [HERE, REMOTE] if self.hosting else ["human"]
        who = humans + [f"computer · {level}" for level in spec.bot_levels]
        names = default_names(spec.max_players)
        if self.app.served:  # a served player sits at seat 1 under the name their key gave them
            player = self.app.served.player
            names = [player, *(n for n in default_names(spec.max_players + 1) if n != player)]
        with VerticalScroll(classes="shell-pane"):
            yield Cycler("PLAYERS", counts, start, id="players")
            for seat in range(spec.max_players):
                with Horizontal(classes="seat", id=f"seat{seat}"):
                    yield Static(f"  seat {seat + 1}  ", classes="seat-label")
                    yield Field(
                        value=names[seat],
                        id=f"name{seat}",
                        max_length=NAME_WIDTH,
                        restrict=NAME_CHARACTERS,
                    )
                    yield Cycler(
                        "", who, REMOTE if self.hosting and seat else who[0], id=f"who{seat}"
                    )
            for option in spec.options:
                note = _option_note(option)
                yield Cycler(
                    option.label or option.name,
                    list(option.values),
                    option.default,
                    note=note,
                    id=f"opt-{option.name}",
                )
            if self.offers_hints:
                yield Cycler(
                    "Hints",
                    [HINTS_ON, HINTS_OFF],
                    HINTS_OFF if self.hosting else HINTS_ON,
                    note=HINTS_NOTE,
                    id="hints",
                )
            yield Horizontal(
                Static("  Seed  ", id="seed-label"),
                Field(placeholder="empty: a new random seed", id="seed", classes="seed"),
                classes="seat",
            )
        yield Static("", id="setup-note", markup=False)
        yield Static("", id="hint", markup=False)
        yield Static("", id="command", markup=False)
        yield KeyBar()

    def on_mount(self) -> None:
        self._apply_count()
        self.query_one("#players", Cycler).focus()

    # ----- reacting to edits ----------------------------------------------------------
    def on_setup_changed(self, cycler: Cycler) -> None:
        if cycler.id == "players":
            self._apply_count()
        self._update_command()

    def on_descendant_focus(self, event) -> None:
        """Mark the typed field being edited (a seat's name, the seed) with ▸, as the choice
        fields are (no colour needed)."""
        labels = [
            (f"#name{seat}", f"#seat{seat} .seat-label", f"seat {seat + 1}")
            for seat in range(self.spec.max_players)
        ] + [("#seed", "#seed-label", "Seed")]
        for field, label, words in labels:
            focused = self.focused is self.query_one(field, Input)
            self.query_one(label, Static).update(
                self.app.glyphs.text(f"{'▸' if focused else ' '} {words}  ")
            )

    def on_input_changed(self, event: Input.Changed) -> None:
        self._update_command()

    def on_input_submitted(self, event: Input.Submitted) -> None:
        self.action_start()

    def _count(self) -> int:
        return int(self.query_one("#players", Cycler).value)

    def _apply_count(self) -> None:
        count = self._count()
        for seat in range(self.spec.max_players):
            self.query_one(f"#seat{seat}").display = seat < count
        for option in self.spec.options:
            if option.seat:
                self.query_one(f"#opt-{option.name}").display = option.seat <= count
            if option.seats:
                choices = list(option.values_for(count))
                self.query_one(f"#opt-{option.name}", Cycler).set_choices(
                    choices, _seats_note(choices)
                )
        self._update_command()

    def _settings(self) -> tuple[list[str], dict[int, str], dict[str, str], str]:
        count = self._count()
        names = [self.query_one(f"#name{s}", Input).value.strip() for s in range(count)]
        bots = {}
        for s in range(count):
            who = self.query_one(f"#who{s}", Cycler).value
            if who.startswith("computer"):
                bots[s] = who.split("·")[-1].strip()
        options = {
            o.name: self.query_one(f"#opt-{o.name}", Cycler).value for o in self.spec.options
        }
        seed = self.query_one("#seed", Input).value.strip()
        return names, bots, options, seed

    def _hints(self) -> bool:
        return self.offers_hints and self.query_one("#hints", Cycler).value == HINTS_ON

    def _update_command(self) -> None:
        names, bots, options, seed = self._settings()
        verb = f"host {self.spec.id}" if self.hosting else self.spec.id
        parts = [
            f"magtui {verb} --players {len(names)}",
            f"--names {','.join(map(printable, names))}",
        ]
        by_level: dict[str, list[str]] = {}
        for seat, level in bots.items():
            by_level.setdefault(level, []).append(str(seat + 1))
        parts += [f"--bots {','.join(seats)}:{level}" for level, seats in by_level.items()]
        parts += [
            f"--option {k}={v}"
            for k, v in options.items()
            if v != next(o.default for o in self.spec.options if o.name == k)
        ]
        if self.hosting:
            parts.append(f"--here {','.join(str(s + 1) for s in self._here())}")
            parts += ["--hints"] if self._hints() else []
        elif self.offers_hints and not self._hints():
            parts.append("--no-hints")
        if seed:
            parts.append(f"--seed {seed}")
        what = "table" if self.hosting else "game"
        shell = (
            "" if self.app.served else f"same {what} from the shell: " + " ".join(parts)
        )  # served: no shell
        self.query_one("#command", Static).update(shell)
        note = self.spec.keepsakes.setup_note(names) if self.spec.keepsakes else ""
        self.query_one("#setup-note", Static).update(self.app.glyphs.text(note))

    # ----- actions ----------------------------------------------------------------------
    def action_start(self) -> None:
        names, bots, options, seed_text = self._settings()
        hint = self.query_one("#hint", Static)
        try:
            check_names(names)
        except MagtuiError as exc:
            hint.update(str(exc))
            return
        try:
            seed = parse_seed(seed_text) if seed_text else new_seed()
        except MagtuiError as exc:
            hint.update(f"{exc} Empty: a random one.")
            return
        try:
            if self.hosting:
                session = self._host(names, seed, options, bots)
            else:
                session = new_session(self.spec.id, names, seed, options, bots, self._hints())
        except MagtuiError as exc:
            hint.update(str(exc))
            return
        self.app.pop_screen()
        self.app.start_session(session)

    def _here(self) -> list[int]:
        return [s for s in range(self._count()) if self.query_one(f"#who{s}", Cycler).value == HERE]

    def _host(self, names, seed: int, options, bots):
        from magtui.core import table
        from magtui.core.table_store import tables_dir

        here = self._here()
        if not here:
            raise MagtuiError("Choose at least one seat played here (← → on a seat's kind).")
        kinds = [
            "bot" if s in bots else "hotseat" if s in here else "remote" for s in range(len(names))
        ]
        session = table.host(
            self.app.tables_folder or tables_dir(),
            self.spec.id,
            names,
            seed,
            options,
            kinds,
            bots,
            self._hints(),
        )
        how = "t in the menu" if self.app.served else f"`{session.join_command()}`"
        self.app.notify(
            f"Table {session.table} is open: the others join with {how}.", timeout=30, markup=False
        )
        return session

    def action_back(self) -> None:
        self.app.pop_screen()

    def action_back_unless_typing(self) -> None:
        if not isinstance(self.focused, Input):
            self.action_back()
