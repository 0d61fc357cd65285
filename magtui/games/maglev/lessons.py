"""The guided first game of Maglev Metro: two players on the Moon, Ada (the learner) against
Cosmo (`easy`), seed 2. The lessons follow the rulebook: the bonus-card draft and the Moonbase
(setup), the starting robots, then a turn's actions one by one (Track, Build Station, Pick Up,
Move, Drop Off, Adjust, Refill), and last the scoring and the end of the game. After them the
game is free. Each `expect` is what the game on this seed allows at that point (Cosmo's moves
are fixed by the seed and by Ada's)."""

from __future__ import annotations

from magtui.core.course import Course, Lesson
from magtui.core.explanations import Focus

MENU = "Enter opens the action menu; its number picks an action"
PLACE = "arrows move the board cursor, r picks the next colour, Enter puts it"


def _space(space: str) -> Focus:
    return Focus("space", f"0:{space}")


LESSONS = (
    # ----- setup --------------------------------------------------------------------------
    Lesson(
        "The bonus-card draft",
        "Before play everyone drafts secret bonus cards, one of each deck: black, green, blue "
        "and red. Only your best card scores at the end. With two players each holds two "
        "mini-decks, takes one card from each and passes them on. At one keyboard a cover hides "
        "the screen between players; here you play alone, so it never shows. Pick a card with "
        "its number, or ↑↓ and Enter.",
        "Take blue: 4 per commuter colour with 3+ commuters",
        "pick U13",
        Focus("card", "U13"),
    ),
    Lesson(
        "The second mini-deck",
        "A card from the other mini-deck in front of you. Black cards reward a link (the track "
        "between two stations) of two station types.",
        "Take the black card, Factory–Warehouse link",
        "pick K01",
        Focus("card", "K01"),
    ),
    Lesson(
        "Passed on",
        "Cosmo took a card from each mini-deck and passed them back. Nobody sees another "
        "player's cards until the final scoring.",
        "Take the red card, 15 if every action row has 2+ units",
        "pick R11",
        Focus("card", "R11"),
    ),
    Lesson(
        "The last pick",
        "Everyone now holds one card of each deck. Key 4 shows your cards and what each is "
        "worth now, at any time.",
        "Take the green card, 2 per link of exactly 1 tile",
        "pick G09",
        Focus("card", "G09"),
    ),
    Lesson(
        "Your Moonbase",
        "In reverse seat order everyone picks a corner for their Moonbase: a colourless "
        "station for 4 waiting passengers, where anyone may pick up. Its robot stays waiting "
        "there and your train starts on it. Cosmo took corner B.",
        "Choose corner C, bottom left",
        "corner C",
        Focus("hex", "0,8"),
    ),
    Lesson(
        "Your player board",
        "Your first turn begins with your three robots: put them on your board, free. A steel "
        f"robot on BUILD STATION lets you build stations. Here {PLACE}.",
        "Put the steel robot on BUILD STATION",
        "put s station",
        _space("station"),
    ),
    Lesson(
        "Unlock a colour",
        "A full UNLOCK column unlocks that commuter colour: only then may you pick it up, drop "
        "it off and build its station. Pink takes a gold and a copper robot.",
        "Put the gold robot on UNLOCK pink 1",
        "put g pink1",
        _space("pink1"),
    ),
    Lesson(
        "Pink unlocked",
        "The copper robot completes the pink column.",
        "Put the copper robot on UNLOCK pink 2",
        "put c pink2",
        _space("pink2"),
    ),
    # ----- a turn, action by action ---------------------------------------------------------
    Lesson(
        "Two actions a turn",
        "Each turn take 2 actions, any types, in any order (e ends a turn early). Before each "
        "choose its units, 1 up to the row's strength: 1 + robots in the row. TRACK builds "
        f"your line, a hex for a unit. {MENU}.",
        "Take TRACK: Enter, then 1 Track",
        "track 1",
        Focus("hex", "1,8"),
    ),
    Lesson(
        "Lay a tile",
        "Tiles are straight or gentle curves, on open hexes, only at the ends of your line. "
        "Yours heads for the station space at (2,6). Tab goes to a + hex, where a tile can go; "
        "r turns the tile; Enter lays it.",
        "Lay the tile at (1,8): Tab, r to turn it, Enter",
        "lay 1,8 ne-w",
        Focus("hex", "1,8"),
    ),
    Lesson(
        "A second action",
        "TRACK again, for the next hex towards (2,6).",
        "Take TRACK with 1 unit",
        "track 1",
        Focus("hex", "1,7"),
    ),
    Lesson(
        "Up to a station space",
        "A line may point at an empty station space but never passes through it: a station "
        "must be built there first.",
        "Lay the tile at (1,7), pointing at (2,6)",
        "lay 1,7 ne-sw",
        Focus("hex", "1,7"),
    ),
    Lesson(
        "Build a station",
        "BUILD STATION puts a station on an empty space one of your open ends faces. A Factory "
        "takes steel robots, like the one waiting at your Moonbase. Robots score nothing but "
        "make your board stronger. (The hint, !, prefers an Office, which brings the pink "
        "commuters into play; Cosmo builds the first one.)",
        "Build a Factory at (2,6): Enter, 7, then the Factory",
        "build F 2,6",
        Focus("hex", "2,6"),
    ),
    Lesson(
        "The station's passenger",
        "The builder puts the passenger of the new station's tile on their board. Rows fill "
        "from the left: a steel robot on TRACK 2 gives TRACK strength 2.",
        "Put the steel robot on TRACK 2",
        "put s track1",
        _space("track1"),
    ),
    Lesson(
        "Pick up",
        "PICK UP loads waiting passengers onto your train, as many as the units and its "
        "capacity allow. A steel robot waits at your Moonbase.",
        "Take PICK UP (3 Pick up)",
        "pickup 1",
        Focus("hex", "0,8"),
    ),
    Lesson(
        "Load",
        "Robots can always be loaded; commuters only once their colour is unlocked.",
        "Load the steel robot",
        "load s",
        Focus("action", "load"),
    ),
    Lesson(
        "Move",
        "On the Moon the train goes 4 stations a unit and stops at the end of the line; "
        "starting at an end it first turns around.",
        "Take MOVE (2 Move) to the Factory",
        "move 1",
        Focus("hex", "2,6"),
    ),
    Lesson(
        "Drop off",
        "DROP OFF puts carried passengers of this station's colour on free spaces of your "
        "board that take them.",
        "Take DROP OFF (4 Drop off)",
        "dropoff 1",
        Focus("hex", "2,6"),
    ),
    Lesson(
        "Free Brakes",
        "The Moonbase extension covers REVERSE. A robot on FREE BRAKES lets your train stop at "
        "any station along a Move.",
        "Deliver the steel robot to FREE BRAKES",
        "drop s ext1",
        _space("ext1"),
    ),
    Lesson(
        "Units",
        "TRACK has strength 2 now: one action lays two hexes.",
        "Take TRACK with 2 units (1 Track, then 2)",
        "track 2",
        Focus("hex", "1,6"),
    ),
    Lesson(
        "On from the Factory",
        "Your line goes on from the Factory towards the space at (0,4).",
        "Lay the tile at (1,6)",
        "lay 1,6 e-nw",
        Focus("hex", "1,6"),
    ),
    Lesson(
        "The second unit",
        "The same action lays the next hex.",
        "Lay the tile at (0,5)",
        "lay 0,5 nw-se",
        Focus("hex", "0,5"),
    ),
    Lesson(
        "A Warehouse",
        "A Warehouse takes gold robots. Waiting passengers of a new station's colour go to the "
        "bag; the others stay and wait.",
        "Build a Warehouse at (0,4)",
        "build W 0,4",
        Focus("hex", "0,4"),
    ),
    Lesson(
        "Capacity",
        "Your train carries 1 passenger + the robots in the CAPACITY row.",
        "Put the gold robot on CAPACITY 2",
        "put g cap1",
        _space("cap1"),
    ),
    Lesson(
        "A gold robot to carry",
        "A gold robot waits at the Factory, where your train stands.",
        "Take PICK UP",
        "pickup 1",
        Focus("hex", "2,6"),
    ),
    Lesson(
        "Load it",
        "It travels with the train until you drop it off at a Warehouse.",
        "Load the gold robot",
        "load g",
        Focus("action", "load"),
    ),
    Lesson(
        "Commuters enter the bag",
        "Cosmo built the first Office, so the whole pile of pink commuters entered the bag. "
        "Head for your own Office at (2,2).",
        "Take TRACK with 2 units",
        "track 2",
        Focus("hex", "2,2"),
    ),
    Lesson(
        "Towards (2,2)",
        "From the Warehouse the line turns north.",
        "Lay the tile at (1,4)",
        "lay 1,4 ne-w",
        Focus("hex", "1,4"),
    ),
    Lesson(
        "Facing the space",
        "The open end now faces the space at (2,2).",
        "Lay the tile at (1,3)",
        "lay 1,3 ne-sw",
        Focus("hex", "1,3"),
    ),
    Lesson(
        "An Office",
        "Pink commuters go to an Office. On your board at the end each pink or lilac commuter "
        "scores 1 point, each coral or purple 2.",
        "Build an Office at (2,2)",
        "build O 2,2",
        Focus("hex", "2,2"),
    ),
    Lesson(
        "A commuter on the board",
        "Coral takes a steel robot, a gold robot and a pink commuter. The commuter scores "
        "wherever it lies.",
        "Put the pink commuter on UNLOCK coral 3",
        "put p coral3",
        _space("coral3"),
    ),
    Lesson(
        "Adjust",
        "ADJUST moves robots on your board, one per unit. Only a row's rightmost robot may "
        "leave it.",
        "Take ADJUST (6 Adjust)",
        "adjust 1",
        Focus("view", "2"),
    ),
    Lesson(
        "Move a robot",
        "Enter takes the robot under the cursor; Enter on a <x> space puts it there.",
        "Move the steel robot from TRACK 2 to UNLOCK coral 1",
        "shift track1 coral1",
        _space("coral1"),
    ),
    Lesson(
        "Adjust again",
        "A second ADJUST completes the coral column.",
        "Take ADJUST",
        "adjust 1",
        Focus("view", "2"),
    ),
    Lesson(
        "Coral unlocked",
        "The gold robot leaves CAPACITY 2 for the coral column: coral is unlocked.",
        "Move the gold robot from CAPACITY 2 to UNLOCK coral 2",
        "shift cap1 coral2",
        _space("coral2"),
    ),
    Lesson(
        "Refill",
        "REFILL draws passengers from the bag. On the Moon it always fills your own Moonbase, "
        "wherever your train is. Only Refill empties the bag.",
        "Take REFILL (5 Refill)",
        "refill 1",
        Focus("hex", "0,8"),
    ),
    Lesson(
        "To the Warehouse",
        "Your train carries the gold robot for the Warehouse at (0,4).",
        "Take MOVE",
        "move 1",
        Focus("hex", "0,4"),
    ),
    Lesson(
        "Stop with Free Brakes",
        "Without Free Brakes the train would go on to the end of the line. b stops here, g "
        "goes on.",
        "Stop at the Warehouse (b)",
        "stop",
        Focus("action", "stop"),
    ),
    Lesson(
        "Deliver",
        "The Warehouse takes the gold robot.",
        "Take DROP OFF",
        "dropoff 1",
        Focus("hex", "0,4"),
    ),
    Lesson(
        "Scoring and the end",
        "The game ends once a station of every commuter colour is built and the bag is empty at "
        "the end of a turn: finish the round, play one more. Score your commuters, 1 a link, "
        "and your best bonus card. Then the game is yours.",
        "Deliver the gold robot to CAPACITY 2",
        "drop g cap1",
        _space("cap1"),
    ),
)

COURSE = Course(
    seed=2, seats=(("Ada", None), ("Cosmo", "easy")), lessons=LESSONS, options={"map": "moon"}
)
