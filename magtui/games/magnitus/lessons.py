"""The guided first game of Magnitus: Ada (the learner) against Orion (`easy`) on the Square,
seed 1, Ada first. The lessons follow the rulebook: the galaxy and the deal, placing a body,
the reach between bodies, poles and Comets, what happens when bodies are attracted and collide,
moving bodies without touching them (hover), then finding room and the end of a game. After
them the game is free. Each lesson marks the spot it asks for; Orion's moves are fixed by the
seed and by Ada's, so every spot asked for is clear of his bodies' reach when it is asked."""

from __future__ import annotations

from magtui.core.course import Course, Lesson
from magtui.core.explanations import Focus


def _spot(x: str, y: str) -> Focus:
    return Focus("spot", f"{x},{y}")


LESSONS = (
    Lesson(
        "The galaxy",
        "Four triangular fields make the galaxy; around it is the table. You and Orion each "
        "hold 10 celestial bodies (magnets): 2 Planets, 2 Moons, 2 Comets, 2 Stars and 2 "
        "Asteroids. Every hand lies open in the panel, so Magnitus never needs the cover "
        "screen that hides a player's secrets at one keyboard. On your turn you place one "
        "body: its centre must be on the galaxy, 0.5 mm clear of every body.",
        "Place your Planet in the middle, where the cursor stands: press Enter",
        "place planet 127.3,127.3",
        _spot("127.3", "127.3"),
        "The Planet goes on the mark in the middle: type : 127.3,127.3 Enter, then Enter.",
    ),
    Lesson(
        "Reach",
        "Magnets pull from afar. Every pair of bodies has a reach: closer than it, centre to "
        "centre, they start to slide or roll. A Planet and a Moon reach 71 mm; the table is "
        "in the help (?). Tab picks the next kind in your hand; the arrows move the cursor "
        "5 mm, and the panel's 'centres' is the distance to the nearest body.",
        "Tab to the Moon, press → 18 times (90 mm from the Planet), then Enter",
        "place moon 217.3,127.3",
        _spot("217.3", "127.3"),
        "The Moon goes on the mark at 217.3,127.3: Tab to it, : 217.3,127.3 Enter, then Enter.",
    ),
    Lesson(
        "Poles",
        "Stars and Asteroids are discs with a pole up, N or S, and never flip. Two discs "
        "with the same pole up push each other away; opposite poles pull. Planets and Moons "
        "always pull. f flips the pole of the body in hand. A Star reaches a Moon at 62 mm.",
        "Tab twice to the Star, f for S-up, ↑ 18 times, then Enter",
        "place star 217.3,217.3 S",
        _spot("217.3", "217.3"),
        "The Star goes S-up on the mark at 217.3,217.3: Tab to it, f, : 217.3,217.3 Enter, Enter.",
    ),
    Lesson(
        "Comets",
        "A Comet lies flat; its arrow shows where its N end points. r turns it 15° (R back). "
        "Beside a disc it is lifted or pressed down by the way it points. Its reach is the "
        "shortest: 53 mm to a Planet or a Moon, 34 mm to a Star.",
        "Shift+Tab to the Comet, r six times (pointing up), ← 18 times, then Enter",
        "place comet 127.3,217.3 90",
        _spot("127.3", "217.3"),
        "The Comet goes pointing up (90°) on the mark at 127.3,217.3: Tab to it, r turns it.",
    ),
    Lesson(
        "Attracted and collided",
        "If bodies touch each other (a clack), lift off, or fall off the galaxy onto the "
        "table, the player whose turn it is takes them all into hand, whoever placed them, "
        "and the turn ends. See it once: a Moon 40 mm from your Planet, well inside their "
        "71 mm reach. : lets you type a position in mm.",
        "Shift+Tab to the Moon, type : 87.3,127.3 Enter, then Enter to place it",
        "place moon 87.3,127.3",
        _spot("87.3", "127.3"),
        "The Moon goes on the mark at 87.3,127.3: Tab to it, : 87.3,127.3 Enter, then Enter.",
    ),
    Lesson(
        "Moving bodies without touching them",
        "During your turn you may move bodies without touching them, with the body you are "
        "about to place: v lowers it into hover, 30 mm over the galaxy. It pushes and pulls "
        "the bodies below and never touches them. The Asteroid goes N-up this time.",
        "Tab 3 times to the Asteroid, f for N-up, type : 160,170 Enter, then v",
        "hover asteroid 160.0,170.0 30 N",
        _spot("160.0", "170.0"),
        "Hover the Asteroid N-up over the mark at 160,170: Tab to it, f, : 160,170 Enter, then v.",
    ),
    Lesson(
        "A hover action",
        "In hover every key is 50 ms of motion, 200 in a turn. Watch the Comet above: the "
        "held Asteroid turns it without a touch. Turning and sliding are no event; a fall, a "
        "clack or a lift would end your turn at once, with nothing placed.",
        "Press → once: the held Asteroid moves 5 mm right",
        "move 5.0,0.0",
        Focus("hover", "asteroid"),
        "Press → once to move the hovering Asteroid 5 mm.",
    ),
    Lesson(
        "Raise",
        "The lower the held body, the stronger its pull; at 60 mm it moves nothing. Esc "
        "raises it out of hover; the galaxy then runs until it is still.",
        "Press Esc to raise the Asteroid",
        "raise",
        Focus("hover", "asteroid"),
        "Press Esc to raise the Asteroid out of hover.",
    ),
    Lesson(
        "Place after hovering",
        "The cursor stays where the body hovered. A turn always ends with a placement or an event.",
        "Press Enter to place the Asteroid there",
        "place asteroid 165.0,170.0 N",
        _spot("165.0", "170.0"),
        "Press Enter to place the Asteroid at 165,170, where it hovered (: 165,170 Enter).",
    ),
    Lesson(
        "Finding room",
        "The galaxy fills up. A safe spot is beyond the reach of every body, and away from "
        "the edge, where a push sends a body onto the table. / tells what the cursor is on: "
        "a body's reach, or a spot's distance to the nearest one.",
        "Shift+Tab twice to the Comet, type : 154,98 Enter, then Enter",
        "place comet 154.0,98.0 90",
        _spot("154.0", "98.0"),
        "The Comet goes pointing up (90°) on the mark at 154,98: Tab to it, : 154,98 Enter, Enter.",
    ),
    Lesson(
        "The end of the game",
        "When a player places their last body and nothing clacks, falls or lifts, the game "
        "ends: every other player adds a penalty point per body left in hand, and the one "
        "who emptied their hand removes 3 of their own. Points add up game after game; "
        "whoever reaches 15 loses. ! shows a hint: a move and why.",
        "Type : 110,170 Enter, then Enter to place the Star",
        "place star 110.0,170.0 N",
        _spot("110.0", "170.0"),
        "The Star goes N-up on the mark at 110,170: Tab to it, f, : 110,170 Enter, then Enter.",
    ),
)

COURSE = Course(
    seed=1, seats=(("Ada", None), ("Orion", "easy")), lessons=LESSONS, options={"first": "1"}
)
