"""The guided first game of Magnastorm: two federations on a fixed seed, the learner (NEU, seat
1) against Bo (SONA, the easy computer player), through round 1 in the rulebook's order: the
set-up, a turn (a crew member, a lower space, move or gain, the scout, labs, research), the
objectives of both kinds, the bonus icons, a takeover, then the administration and the end.
Each `expect` is the move the lesson asks for, in the game's notation."""

from __future__ import annotations

from magtui.core.course import Course, Lesson
from magtui.core.explanations import Focus


def lesson(title: str, text: str, ask: str, expect: str, look_at: Focus | None = None) -> Lesson:
    return Lesson(title, text, ask, expect, look_at)


LESSONS = (
    lesson(
        "The game",
        "Two federations scout a storm-torn planet: they drop turtle labs, research, take "
        "over commanders and fulfil objectives for reputation; 25 reputation (2 players) or "
        "the end of round 4 ends the game. All is open: no cover hides a screen (at one "
        "keyboard, a cover between two humans' turns says who plays next). Set-up: each "
        "player puts a crew member in a different column of the upper panel (view 2).",
        "Put your starting crew member in column A: arrows to its slot, then Enter.",
        "col A",
        Focus("crew", "A3"),
    ),
    lesson(
        "Starting research",
        "Then, in reverse order, each player advances one level in a different research area "
        "(view 3, Research). Bo took green; red and blue are left.",
        "Start in red: arrows to R, then Enter.",
        "res R",
        Focus("research", "R"),
    ),
    lesson(
        "A turn: a crew member",
        "Round 1 begins and you play first. A turn starts with a crew member from the upper "
        "panel: neutral (Y) or your own (N); another player's only when none is left. "
        "(Or you take over a commander, later.)",
        "Take your own crew member N from column A: Enter on it.",
        "crew A N",
        Focus("crew", "A3"),
    ),
    lesson(
        "A lower space",
        "The crew member goes on a free lower space. Its row sets the cost of a move and the "
        "cubes of a gain (row 1: move for 1O, a cube of your own colour). Icons add a bonus: "
        "C1's G advances you one level in green.",
        "Put it on C1: arrows to C1, then Enter.",
        "to C1",
        Focus("lower", "C1"),
    ),
    lesson(
        "Move or gain",
        "Now either move (pay the row's cost, move the scout, maybe drop a lab) or gain (take "
        "the row's cubes).",
        "Move: press m.",
        "move",
        Focus("lower", "C1"),
    ),
    lesson(
        "The scout",
        "View 1 is the planet: six sectors, three quiet and three in the storm (░). The scout "
        "moves up to its range (1 here) along the lines, or stays. Labs go only on empty "
        "spaces in quiet sectors.",
        "Stay in 5d and land on space 5d1: Enter on 5d (Tab picks the space).",
        "go 5d1",
        Focus("area", "5d"),
    ),
    lesson(
        "A lab",
        "Drop a turtle lab on the space: your first two slots are free. A lab advances you one "
        "level in the space's colour (5d1 is red); the level's bonus O gives a cube of yours.",
        "Drop the lab from slot 1: Enter.",
        "lab 1",
        Focus("area", "5d"),
    ),
    lesson(
        "An objective",
        "At the end of the turn you may fulfil one objective. Leading Voice asks for the sole "
        "most knowledge in one area, then that marker moves down; its numbers say how far in "
        "round 1, 2, 3 and 4 (view 3). The first to fulfil a card takes its highest free "
        "reputation space: 6.",
        "Fulfil Leading Voice with red: Enter on the card.",
        "obj RO4 R",
        Focus("objective", "RO4"),
    ),
    lesson(
        "Bo's turn, then yours",
        "Bo dropped two labs and fulfilled Harvest Run by taking them back. Your turn again: "
        "take a neutral crew member this time.",
        "Take a neutral crew member Y from column A.",
        "crew A Y",
        Focus("crew", "A0"),
    ),
    lesson(
        "Range 2",
        "A1 shows MOVE2: a move from it has range 2.",
        "Put the crew member on A1.",
        "to A1",
        Focus("lower", "A1"),
    ),
    lesson("Move", "Row 1 costs 1O again.", "Move: press m.", "move", Focus("lower", "A1")),
    lesson(
        "Two lines away",
        "With range 2 the scout reaches 4b, two lines from 5d, in another quiet sector.",
        "Go to 4b1.",
        "go 4b1",
        Focus("area", "4b"),
    ),
    lesson(
        "Your second lab",
        "Slot 2 is free too.",
        "Drop the lab from slot 2.",
        "lab 2",
        Focus("area", "4b"),
    ),
    lesson(
        "A white space",
        "4b1 is white: you choose the area the lab advances.",
        "Advance in red.",
        "res R",
        Focus("research", "R"),
    ),
    lesson(
        "Energy Relics",
        "Energy Relics asks red down 2 in round 1 (3 in round 2, 4 in round 3, 5 in round 4). "
        "You are at red 2.",
        "Fulfil Energy Relics with red.",
        "obj RO2 R",
        Focus("objective", "RO2"),
    ),
    lesson(
        "Gain",
        "Column A holds neutral crew only now.",
        "Take a neutral crew member Y from column A.",
        "crew A Y",
        Focus("crew", "A0"),
    ),
    lesson(
        "Row 3",
        "Row 3 gains 2Y+1O, and C3's U advances you in blue.",
        "Put it on C3.",
        "to C3",
        Focus("lower", "C3"),
    ),
    lesson(
        "Gain cubes",
        "A gain takes the row's cubes. Cubes pay for moves, labs and takeovers; any 3 may be "
        "exchanged for 1 of another colour at any time (x).",
        "Gain: press g.",
        "gain",
        Focus("lower", "C3"),
    ),
    lesson(
        "A sector objective",
        "Sector objectives take your own labs back from the planet (storm sectors too): Colour "
        "Samples asks 2 labs of 2 colours in round 1. The labs return to your board's rightmost "
        "empty slots.",
        "Fulfil Colour Samples.",
        "obj SO4",
        Focus("objective", "SO4"),
    ),
    lesson(
        "Take a lab back",
        "First the white lab on 4b1.",
        "Remove the lab on 4b1.",
        "rm 4b1",
        Focus("area", "4b"),
    ),
    lesson(
        "And the red one",
        "Then the red lab on 5d1.",
        "Remove the lab on 5d1.",
        "rm 5d1",
        Focus("area", "5d"),
    ),
    lesson(
        "Another turn",
        "Three objectives, 18 reputation. Now spread labs again.",
        "Take a neutral crew member Y from column C.",
        "crew C Y",
        Focus("crew", "C0"),
    ),
    lesson(
        "Two labs at once",
        "A3 shows LAB2: a move from it may drop a second lab on the same space.",
        "Put the crew member on A3.",
        "to A3",
        Focus("lower", "A3"),
    ),
    lesson("Move", "Row 3 costs 1Y+1O.", "Move: press m.", "move", Focus("lower", "A3")),
    lesson("To 5a", "5a2 is green and empty.", "Go to 5a2.", "go 5a2", Focus("area", "5a")),
    lesson(
        "A lab", "Slot 1 is free again.", "Drop the lab from slot 1.", "lab 1", Focus("area", "5a")
    ),
    lesson(
        "The second lab",
        "LAB2 lets slot 2 follow.",
        "Drop the lab from slot 2.",
        "lab 2",
        Focus("area", "5a"),
    ),
    lesson(
        "End the turn",
        "Harvest Run is open, but Bo took its 6: only its 2 is left, and your labs earn "
        "income and a sector majority where they stand.",
        "End the turn: press e.",
        "end",
        Focus("objective", "SO1"),
    ),
    lesson(
        "A crew icon",
        "C2 shows CREW: it puts one of your own crew members from your board onto the panel.",
        "Take a neutral crew member Y from column B.",
        "crew B Y",
        Focus("crew", "B0"),
    ),
    lesson(
        "On C2", "Row 2 moves for 1Y.", "Put the crew member on C2.", "to C2", Focus("lower", "C2")
    ),
    lesson("Move", "Pay 1Y.", "Move: press m.", "move", Focus("lower", "C2")),
    lesson("Back to 4b", "4b1 is empty again.", "Go to 4b1.", "go 4b1", Focus("area", "4b")),
    lesson(
        "A paid slot",
        "Slots after the first two cost what they show: slot 3 costs 1Y.",
        "Drop the lab from slot 3.",
        "lab 3",
        Focus("area", "4b"),
    ),
    lesson("White again", "Choose the area.", "Advance in blue.", "res U", Focus("research", "U")),
    lesson(
        "The CREW bonus",
        "Your crew member from your board may go into an upper column: one more crew member "
        "to take this round, in your colour.",
        "Place it in column B.",
        "place B",
    ),
    lesson("End the turn", "Keep the labs out for now.", "End the turn: press e.", "end"),
    lesson(
        "A takeover",
        "Instead of a crew member, take over a commander: pay one cube per crew in its column, "
        "in the crew's colour, plus one of the controller's. You gain its green value in "
        "reputation (the old controller loses the red one) and its power: Idris Yakuul lets "
        "you pay one Y as O or one O as Y. Column A would buy the first player token.",
        "Take over Idris Yakuul: c on column B.",
        "takeover B",
        Focus("commander", "B"),
    ),
    lesson(
        "The crew go down",
        "The crew of the column go to lower spaces, without their effects.",
        "Put one on A2.",
        "put A2",
        Focus("lower", "A2"),
    ),
    lesson("And the other", "One more.", "Put it on B4.", "put B4", Focus("lower", "B4")),
    lesson(
        "Administration and the end",
        "When the upper panel is empty the round's administration comes: income and a sole "
        "majority (+1) in each quiet sector, research commanders to the sole leaders, the "
        "first player token, then the tile turns and a storm moves on. The first to 25 "
        "reputation ends the game; otherwise it ends after round 4. The rest is yours.",
        "End the turn: press e.",
        "end",
        Focus("players"),
    ),
)

COURSE = Course(
    seed=1,
    seats=(("Ada", None), ("Bo", "easy")),
    lessons=LESSONS,
    options={
        "start": "1",
        "advanced_start": "off",
        "fed1": "NEU",
        "fed2": "SONA",
        "fed3": "PACO",
        "fed4": "DASH",
    },
)
