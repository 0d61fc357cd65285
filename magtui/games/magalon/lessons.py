"""The guided first game: Ada (the learner) against Bo (easy) on seed 1, four rounds in the
rulebook's order: the card play, a turn's four actions (magician, card, shield, energy), the
red spaces, the giant and an attack, the gnomes, the ruins, an artifact; then the finish and
the end in words. A walk or a displacement is one lesson a step: its first step says it all,
the others only where to go on."""

from __future__ import annotations

from magtui.core.course import Course, Lesson
from magtui.core.explanations import Focus


def _card(value: int, title: str, text: str) -> Lesson:
    key = "x" if value == 10 else str(value)
    ask = f"Play the {value}: press {key} (or ←→ and Enter)."
    return Lesson(title, text, ask, f"play {value}", Focus("card", str(value)))


def _steps(piece: str, squares: str, title: str, text: str, keys: str) -> list[Lesson]:
    """A walk of `piece` ("m", "g1", "giant"), a lesson a step; or a displacement ("push"),
    drawn whole and confirmed at once, so each of its lessons asks for the whole path."""
    names = squares.split()
    whole = f"Draw {squares}{keys}." if piece == "push" else ""
    who = {"m": "", "giant": " the giant"}.get(piece, f" {piece}")
    mover = {"m": "your magician", "push": "Bo's magician"}.get(piece, f"the {piece}")
    return [
        Lesson(
            title if number == 0 else f"{title}, on",
            text if number == 0 else f"Step {number + 1} of {len(names)}: {mover} goes on.",
            whole or f"Step{who} to {square}{keys if number == 0 else ''}.",
            f"{piece} {square}",
            Focus("square", square),
        )
        for number, square in enumerate(names)
    ]


LESSONS = [
    _card(
        3,
        "The card play",
        "Each player has a magician on the start (bottom), 11 cards 0-10 and 10 energy. Win by "
        "collecting the Amulet ▲, the Stone ■ and the Ring ●, then coming home with at least 16 "
        "energy. Each round starts with the card play: the leader plays a card face up, then the "
        "others; no value twice in a round. Every card is public: no cover screen to pass.",
    ),
    *_steps(
        "m",
        "G18 G17 H17",
        "Your magician walks",
        "Turns go from the highest card to the lowest: Bo's 10 walked first. Your turn is four "
        "actions in any order: magician, card, shield, energy. The magician walks exactly as "
        "many steps as the card, or not at all; never the same square twice. Leaving the start "
        "space is one step; ○ marks where the walk may end.",
        " (← moves inside the start for free, then ↑)",
    ),
    Lesson(
        "A red space",
        "H17 is a red energy space: a walk ending there offers stay (+3 energy, and no −1 this "
        "turn) or move on exactly 3 more steps.",
        "Stay: press 1 (or ↑↓ and Enter).",
        "stay",
        Focus("choice", "stay"),
    ),
    Lesson(
        "Your shield",
        "The shield may stand on any empty plain square and blocks every magician, yours too; "
        "it may not leave a magician with no square to step to. Block Bo's road to the Stone.",
        "Set the shield on A11: press s, arrows to A11, Enter.",
        "shield A11",
        Focus("shield", "A11"),
    ),
    Lesson(
        "The giant",
        "The lowest card of the round also moves the giant G: roll two dice, then move it exactly "
        "that many steps, or not at all.",
        "Roll for the giant: press g.",
        "roll",
        Focus("piece", "giant"),
    ),
    *_steps(
        "giant",
        "G12 F12 E12 D12 C12 B12 A12",
        "The giant attacks",
        "6+2: eight steps. A gnome or the giant may step onto another player's magician if it is "
        "not protected (card 4) and not yet displaced this turn. Walk the giant onto Bo at A12.",
        " (←: the arrows move the giant now)",
    ),
    *_steps(
        "push",
        "A13 A14 A15 A16 A17 A18 B18 C18 C17 D17",
        "Displace Bo",
        "An attacked magician is pushed by the attacker's player: exactly 10 squares for the "
        "giant (5 for a gnome), by the magician's rules, never into the start or an artifact "
        "space. Push Bo far from the Stone.",
        " (arrows), then Enter",
    ),
    Lesson(
        "The giant goes on",
        "After the attack the attacker carries on: the giant has one step left.",
        "Step the giant to A13 (↓).",
        "giant A13",
        Focus("square", "A13"),
    ),
    Lesson(
        "End of the turn",
        "Energy: −1 each turn, unless the card gives energy or the magician stays on a red "
        "space; you stayed, so 10 + 3 = 13. The energy action happens by itself at the end.",
        "End the turn: press t.",
        "end",
    ),
    _card(
        10,
        "Who leads",
        "The lowest card of a round leads the next card play: your 3 did. Played cards stay "
        "played until a 0 brings them back to the hand. The 10 walks far; it also moves the "
        "gnomes 3 steps.",
    ),
    *_steps(
        "m",
        "H16 H15 H14 H13 H12 H11 H10 H9 H8 H7",
        "Toward the Amulet",
        "Ruins, shields, gnomes, the giant and other magicians block the way. Head north for the "
        "Amulet ▲ at the far edge: ten steps up.",
        " (m picks the magician, then ↑)",
    ),
    *_steps(
        "g1",
        "D8 D9 D10",
        "The gnomes",
        "Cards 3, 6, 9 and 10 move the gnomes 6, 5, 4 or 3 steps in total, one gnome or both, "
        "their full amount or not at all. Send gnome g1 toward Bo's road.",
        " (c takes the card's chip, then ↓)",
    ),
    Lesson(
        "The energy action",
        "No energy card and no red stay: −1. Below 0 at the end of a turn, a magician goes back "
        "to the start, its artifacts to their spaces, and its energy to 10.",
        "Settle the energy now: press e.",
        "energy",
        Focus("square", "H7"),
    ),
    Lesson(
        "Watch Bo",
        "Bo's 9 is the lowest card: Bo has the giant, and the 9 moves the gnomes 4 steps. Card 4 "
        "would have protected you from gnomes and giant for the round.",
        "End the turn: press t.",
        "end",
    ),
    _card(
        8,
        "Ruins",
        "Bo's gnome displaced your magician 5 squares. Cards 7 and 8 move the ruins 4 or 3 steps "
        "in total, a whole ruin a square at a time, never turning; the 5 lifts one, turns it and "
        "sets it down. Ruins never push anything.",
    ),
    *_steps(
        "m",
        "H9 H8 I8 I7 I6 I5 I4 I3",
        "Around the gnome",
        "Walk round gnome g2 toward the Amulet: eight steps. Stepping onto an artifact space "
        "during a move (not a displacement) gives you that artifact; the next turn can reach it.",
        " (m, then the arrows)",
    ),
    Lesson(
        "Shift a ruin",
        "A movement may be split around the other actions, and a ruin may go back where it came "
        "from: each square counts as one of the card's steps.",
        "Shift ruin R2 up: press c, Tab to R2, then ↑.",
        "R2 up",
        Focus("ruin", "R2"),
    ),
    Lesson(
        "Shift it back",
        "Ruin steps are counted in total over every ruin: 1 of 3 so far.",
        "Shift ruin R2 down (↓).",
        "R2 down",
        Focus("ruin", "R2"),
    ),
    Lesson(
        "One more ruin step",
        "Gnomes, giant and ruins move their full amount or not at all: the third step goes to "
        "ruin R1.",
        "Shift ruin R1 left: Tab to R1, then ←.",
        "R1 left",
        Focus("ruin", "R1"),
    ),
    Lesson(
        "Bo's turn",
        "A turn ends only when every movement started in it is finished; u takes back your own "
        "steps within your turn, never a roll's dice.",
        "End the turn: press t.",
        "end",
    ),
    _card(
        6,
        "The lowest card",
        "Bo's gnome pushed your magician again, and Bo took the Stone. Bo's 8 leads; your 6 will "
        "be the lowest card: the giant is yours this round, and the gnomes move 5 steps.",
    ),
    *_steps(
        "m",
        "J4 I4 I3 H3 H2 A",
        "The Amulet",
        "Six steps end on the Amulet's space: stepping onto an artifact space during a move "
        "gives you that artifact, and any number of magicians may share the space.",
        " (m, then ←)",
    ),
    Lesson(
        "Move the shield",
        "Bo stands at D1, three steps from the Amulet: a shield on F1 and a gnome on G2 close "
        "the short way. A shield may be moved once a turn.",
        "Move the shield to F1: press s, arrows to F1, Enter.",
        "shield F1",
        Focus("shield", "F1"),
    ),
    *_steps(
        "g2",
        "H2 G2",
        "Gnome g2 blocks",
        "The 6 moves the gnomes 5 steps in total: two for g2, then three for g1.",
        " (c, Tab picks g2, ←)",
    ),
    *_steps(
        "g1",
        "D9 D8 D7",
        "Gnome g1 takes the rest",
        "Three more steps, all for g1: the gnomes' 5 steps are then done.",
        " (Tab picks g1, ↑)",
    ),
    Lesson(
        "The end of the game",
        "Every action is optional until started: the giant may stay. With all three artifacts "
        "and at least 16 energy, a magician may enter the start space with the last step of a "
        "move: that player wins at once, even mid-turn; behind the winner, places go by "
        "artifacts, then energy. The game is yours now: ! gives a hint, / explains the cursor.",
        "End the turn: press t.",
        "end",
    ),
]

COURSE = Course(seed=1, seats=(("Ada", None), ("Bo", "easy")), lessons=LESSONS)
