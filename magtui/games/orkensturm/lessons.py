"""The guided first game of Orkensturm: Ada (the learner) against Bosper and Cella (`easy`),
seed 1, no events, Ada starting. Three turns in the rulebook's order: loyalty and the secret
advisor, then each step of a turn (positioning, the last placer's cards, the actions, the
secret contributions, the Orkensturm), a secret look at a hand with the Spy, an open Tax
Collection, a second advisor from the Magician, and the end of the game. After them the game
is free. The computer seats' moves are fixed by the seed and by Ada's, so each lesson's words
on the table (Cella's white card, Bosper's offer, each Orkensturm) hold when it is shown."""

from __future__ import annotations

from magtui.core.course import Course, Lesson
from magtui.core.explanations import Focus

LESSONS = (
    Lesson(
        "Loyalty",
        "The orcs of Aikar march on the Mittelreich. Brin fights them; Answin sits on the "
        "throne. Your 6 influence cards are secret (their number is public). From the starting "
        "player on, each player takes a loyalty card, face up: Brin or Answin. Green, purple "
        "and white cards help Answin in the war; your hand holds 5 of them.",
        "Side with Answin: press 2 (or ↓ and Enter)",
        "side answin",
        Focus("side", "answin"),
        "Choose Answin this time: press 2.",
    ),
    Lesson(
        "Your secret advisor",
        "Each player draws one advisor card of their side and reads it in secret; it lies at "
        "the bottom of your screen with its worth now. At the end all advisors are revealed and "
        "give the AP their text grants. When several players share one keyboard, a cover hides "
        "each private screen until its player takes over; here you are the only human, so no "
        "cover appears.",
        "Press Enter when you have read it",
        "done",
        Focus("advisor", "A07"),
        "Press Enter: you have read your advisor.",
    ),
    Lesson(
        "Step 1: positioning",
        "From the starting player, each player puts their pawn on a free character, never the "
        "one they used last turn. Each space shows its two options: +W take a white card, d1 "
        "draw one, -PP pay two purple, X a player you name. The Messenger is open only with 6 "
        "or more players. The arrows move the cursor on the disc; Tab steps to the next space.",
        "Press ↓ to move the cursor to the Spy, then Enter",
        "place spy",
        Focus("character", "spy"),
        "Put your pawn on the Spy: ↓, then Enter.",
    ),
    Lesson(
        "Step 2: the Spy",
        "In the same order, each player resolves one option of their character. The Spy's "
        "option 2 pays 2 purple: name a player and a colour, see that hand, gain 1 AP per card "
        "of the colour, draw 1. An option that pays cards is offered only if you hold them. "
        "Cella placed last and took a white card from the reserve.",
        "Choose option 2, then Cella, then white: press 2, 2, 6",
        "spy 2 @3 W",
        Focus("option", "spy 2"),
        "Spy on Cella's white cards: press 2 (option), 2 (Cella), 6 (white).",
    ),
    Lesson(
        "A secret look",
        "Only you see Cella's hand now. The table learns that you looked, for which colour and "
        "the AP you gained, never the rest of her hand. The Inquisitor's option 1 looks the "
        "same way, for green.",
        "Press Enter to close Cella's hand",
        "done",
        Focus("inspection"),
        "Press Enter to close Cella's hand.",
    ),
    Lesson(
        "Step 3: contributions",
        "Each player adds exactly 2 cards face down to the Orkensturm deck; each card you "
        "cannot add costs 1 AP. Step 4, the Orkensturm: the deck is shuffled and 2 cards per "
        "player are revealed, owners unseen. Green beats red: the Mittelreich troops fall. Red "
        "beats green: the orc troops fall. Purple holds the time, blue hastens Brin; yellow "
        "fills the treasury, white drains it.",
        "Add green and white: press 2, Space, 6, Space, then Enter",
        "add GW",
        Focus("colour", "G"),
        "Add green and white: 2 Space 6 Space, then Enter.",
    ),
    Lesson(
        "The first Orkensturm",
        "Turn 1's Orkensturm is in the log: two greens against two reds, a draw; blue "
        "hastened Brin (T 12 to 10) and white drained the treasury (S 8 to 7). A track that "
        "reaches 0 ends the game. The revealed cards went to the reserve and the start marker "
        "passed to Bosper: you place last this turn.",
        "Tab twice to the Tax Collector, then press Enter",
        "place tax_collector",
        Focus("character", "tax_collector"),
        "Put your pawn on the Tax Collector: Tab twice, then Enter.",
    ),
    Lesson(
        "The last placer",
        "The last player to place takes a red or a green card from the reserve, then one card "
        "of any colour. Green stands for the orc troops: in the Orkensturm it makes the "
        "Mittelreich troops fall, as Answin's side wants.",
        "Take green: press 2",
        "troop G",
        Focus("colour", "G"),
        "Take green: press 2.",
    ),
    Lesson(
        "Any colour",
        "Now one card of any colour the reserve holds. Yellow pays for a Tax Collection.",
        "Take yellow: press 5",
        "take Y",
        Focus("colour", "Y"),
        "Take yellow: press 5.",
    ),
    Lesson(
        "Tax Collection",
        "The Tax Collector's option 2: from your left, everyone openly offers yellow cards; "
        "you, the announcer, offer last. The largest offer gets 3 AP, the next-largest "
        "different offer 1 AP (ties share, 0 never scores); every offered card goes to the "
        "reserve. The Knight's Joust is alike with red cards, offered in secret and revealed "
        "together; its announcer gets 1 AP unless first.",
        "Announce it: press 2",
        "tax_collector 2",
        Focus("option", "tax_collector 2"),
        "Announce the Tax Collection: press 2.",
    ),
    Lesson(
        "Your offer",
        "Bosper offered 1 yellow and Cella none. With 2 of your 3 yellow you lead for 3 AP, "
        "and Bosper's 1 is the next-largest offer: 1 AP for him.",
        "Offer 2 yellow: press 2, then Enter",
        "offer 2",
        Focus("offer", "tax"),
        "Offer 2 yellow: press 2, then Enter.",
    ),
    Lesson(
        "Feed the war",
        "Nobody sees what another player adds to the Orkensturm deck: only the revealed cards, "
        "never whose they were. Answin wins when the Mittelreich troops or the treasury reach "
        "0: green and white work for your side.",
        "Add green and white: press 2, Space, 6, Space, then Enter",
        "add GW",
        Focus("colour", "W"),
        "Add green and white: 2 Space 6 Space, then Enter.",
    ),
    Lesson(
        "The Magician",
        "Turn 2's Orkensturm: more green than red, so a battle was lost and the Mittelreich "
        "troops fell (M 10 to 9); purple and blue were even, so T fell by 1; more yellow than "
        "white filled the treasury (S 7 to 8). The Magician can draw a second secret advisor.",
        "Tab four times to the Magician, then press Enter",
        "place magician",
        Focus("character", "magician"),
        "Put your pawn on the Magician: Tab four times, then Enter.",
    ),
    Lesson(
        "A second advisor",
        "The Magician's option 2: draw an advisor of your side, then take 1 card of any colour. "
        "Each advisor counts once, when all are revealed at the end.",
        "Choose option 2: press 2",
        "magician 2",
        Focus("option", "magician 2"),
        "Choose the Magician's option 2: press 2.",
    ),
    Lesson(
        "Any card",
        "Your new advisor is at the bottom of your screen, with its worth now.",
        "Take green: press 2",
        "take G",
        Focus("colour", "G"),
        "Take green: press 2.",
    ),
    Lesson(
        "The end of the game",
        "After each turn the first match ends the game: M 0, the Answin side shares 8 AP; O 0, "
        "the Brin side shares S AP; T 0, the Brin side shares half of S; S 0, the Answin side "
        "shares 4 AP. Then all advisors are revealed and score. Most AP wins; ties go to the "
        "side the ending favours. After this card the game is yours to finish.",
        "Add your last two cards: press 2, Space, 5, Space, then Enter",
        "add GY",
        Focus("track", "M"),
        "Add green and yellow: 2 Space 5 Space, then Enter.",
    ),
)

COURSE = Course(
    seed=1,
    seats=(("Ada", None), ("Bosper", "easy"), ("Cella", "easy")),
    lessons=LESSONS,
    options={"events": "off", "start": "1"},
)
