"""Every number, name and card text of Orkensturm, in one place (spec sections 2, 4, 6, 7)."""

from __future__ import annotations

from math import ceil

# ----- colours -----------------------------------------------------------------------------
COLOURS = "RGPBYW"  # index order used for every per-colour count
R, G, P, B, Y, W = range(6)
COLOUR_NAMES = ("red", "green", "purple", "blue", "yellow", "white")
COLOUR_MEANING = (
    "Mittelreich troops",
    "orc troops",
    "time: delays Brin",
    "trade: hastens Brin",
    "wealth: treasury +",
    "alliances: treas. -",
)
INFLUENCE_CARDS = (33, 36, 24, 24, 24, 24)  # 165 in all
SUPPLY_PER_COLOUR = 12
TOTAL_CARDS = sum(INFLUENCE_CARDS)

# ----- players ---------------------------------------------------------------------------
MIN_PLAYERS, MAX_PLAYERS = 3, 8
HAND_SIZE = {3: 6, 4: 6, 5: 7, 6: 7, 7: 7, 8: 7}
LOYALTY_PER_SIDE = {3: 2, 4: 2, 5: 3, 6: 3, 7: 4, 8: 4}
BRIN, ANSWIN = "brin", "answin"
SIDES = (BRIN, ANSWIN)
SIDE_NAMES = {BRIN: "Brin", ANSWIN: "Answin"}

# Each player chooses a colour and takes its two playing pieces (rulebook setup); the rulebook
# names no colours for its 8 pairs, so these are this program's. The seat letter A-H stays as
# the pawn's mark on screen (and its only mark without colour).
PAWN_COLOURS = ("red", "blue", "green", "yellow", "white", "black", "orange", "purple")

# ----- the Orkensturm deck -------------------------------------------------------------------
ORKENSTURM_SEED = (0, 0, 1, 1, 1, 1)  # one each of P, B, Y, W
RED_PER_ANSWIN_PLAYER = 2
GREEN_PER_BRIN_PLAYER = 2
REVEAL_PER_PLAYER = 2
CONTRIBUTION = 2
SHORTFALL_AP = 1  # lost per card a player cannot contribute

# ----- tracks ----------------------------------------------------------------------------------
TRACKS = ("M", "O", "T", "S")
TRACK_NAMES = {"M": "Mittelreich", "O": "Orc troops", "T": "Time to Brin", "S": "Treasury"}
TRACK_TITLES = {
    "M": "Mittelreich troops",
    "O": "Orc troops",
    "T": "Time to Brin's return",
    "S": "Imperial Treasury",
}
TRACK_MIN = {"M": 0, "O": 0, "T": 0, "S": 0}
TRACK_MAX = {"M": 12, "O": 12, "T": 15, "S": 20}
TRACK_START = {"M": 10, "O": 10, "T": 12, "S": 8}

# ----- characters (clockwise around the disc from the top left) --------------------------------
CHARACTERS = (
    "regent",
    "merchant",
    "tax_collector",
    "knight",
    "messenger",
    "magician",
    "inquisitor",
    "spy",
)
CHARACTER_NAMES = {
    "regent": "Regent",
    "merchant": "Merchant",
    "tax_collector": "Tax Collector",
    "knight": "Knight",
    "messenger": "Messenger",
    "magician": "Magician",
    "inquisitor": "Inquisitor",
    "spy": "Spy",
}
MESSENGER_MIN_PLAYERS = 6
CHARACTERS_UNDER_6 = tuple(c for c in CHARACTERS if c != "messenger")
# Shorthand for the disc (design 6a) and the full option texts (spec section 4).
OPTION_SHORT = {
    "regent": ("+W +W  d1", "-RGPBYW 5AP"),
    "merchant": ("+B +B  d1", "-BBWW 3AP d2"),
    "tax_collector": ("+Y +Y  d1", "Tax collect."),
    "knight": ("+R +R  d1", "Joust"),
    "messenger": ("-1 1AP +W+G", "-1 1AP +R+Y"),
    "magician": ("d2 +any", "+advisor +any"),
    "inquisitor": ("+G+P X's G AP", "-GG 1AP d3"),
    "spy": ("+P +G  d1", "-PP X,c AP d1"),
}
OPTION_TEXT = {
    "regent": (
        "Take 2 white from the reserve; draw 1.",
        "Pay one card of each colour; gain 5 AP; draw 4.",
    ),
    "merchant": (
        "Take 2 blue from the reserve; draw 1.",
        "Pay 2 blue and 2 white; gain 3 AP; draw 2.",
    ),
    "tax_collector": (
        "Take 2 yellow from the reserve; draw 1.",
        "Tax Collection: open yellow offers, most 3 AP, next 1 AP.",
    ),
    "knight": (
        "Take 2 red from the reserve; draw 1.",
        "Joust: secret red offers, 1st 3 AP, 2nd 1 AP, announcer 1 AP unless 1st.",
    ),
    "messenger": (
        "Pay 1 card; gain 1 AP; take white and green.",
        "Pay 1 card; gain 1 AP; take red and yellow.",
    ),
    "magician": (
        "Draw 2; take 1 card of any colour.",
        "Draw 1 advisor of your side; take 1 card of any colour.",
    ),
    "inquisitor": (
        "Take green and purple; see a player's hand; gain 1 AP per green in it.",
        "Pay 2 green; gain 1 AP; draw 3.",
    ),
    "spy": (
        "Take purple and green; draw 1.",
        "Pay 2 purple; name a player and a colour; see the hand; 1 AP per card of it; draw 1.",
    ),
}
# What each option pays (O9), per colour; the Messenger's one card of choice is handled apart.
OPTION_COST = {
    ("regent", 2): (1, 1, 1, 1, 1, 1),
    ("merchant", 2): (0, 0, 0, 2, 0, 2),
    ("inquisitor", 2): (0, 2, 0, 0, 0, 0),
    ("spy", 2): (0, 0, 2, 0, 0, 0),
}
TAX_AP = (3, 1)
JOUST_AP = (3, 1)
JOUST_PLACES = ("first", "second")
JOUST_CONSOLATION_AP = 1

# ----- advisors (spec section 6): id -> (side, name, formula text, value(ctx)) --------------------
# ctx: end, M, O, T, S, hand (6 counts), pairs, won, lost, jf, tf


def _half_up(x: int) -> int:
    return ceil(x / 2)


ADVISORS = {
    "B01": (
        BRIN,
        "Helme Haffax, Imperial Marshal",
        "ceil(max(0, 10-O)/2)",
        lambda c: _half_up(max(0, 10 - c["O"])),
    ),
    "B02": (
        BRIN,
        'Waldemar von Weiden, "the Bear"',
        "5 if B; 2 if O<=3",
        lambda c: 5 if c["end"] == "B" else (2 if c["O"] <= 3 else 0),
    ),
    "B03": (
        BRIN,
        "Emer ni Bennain, Brin's consort",
        "5 if C; 2 if B",
        lambda c: 5 if c["end"] == "C" else (2 if c["end"] == "B" else 0),
    ),
    "B04": (
        BRIN,
        "The Imperial Treasurer",
        "min(5, ceil(S/3))",
        lambda c: min(5, ceil(c["S"] / 3)),
    ),
    "B05": (
        BRIN,
        "Jariel Praiotin, Messenger of the Light",
        "min(5, ceil(M/2))",
        lambda c: min(5, _half_up(c["M"])),
    ),
    "B06": (
        BRIN,
        "Blasius vom Eberstamm, Prince of Kosch",
        "3 unless A",
        lambda c: 0 if c["end"] == "A" else 3,
    ),
    "B07": (
        BRIN,
        "Walpurga von Weiden, Thunder Order",
        "min(4, battles won)",
        lambda c: min(4, c["won"]),
    ),
    "B08": (
        BRIN,
        "Raidri Conchobair, Sword of Swords",
        "min(6, 2 x jousts won)",
        lambda c: min(6, 2 * c["jf"]),
    ),
    "B09": (
        BRIN,
        "Dexter Nemrod, imperial spymaster",
        "min(5, purple in hand)",
        lambda c: min(5, c["hand"][P]),
    ),
    "B10": (
        BRIN,
        "Cuanu ui Bennain, Prince of Albernia",
        "min(5, white in hand)",
        lambda c: min(5, c["hand"][W]),
    ),
    "B11": (
        BRIN,
        "Captain of the Ferdok guard",
        "min(5, red in hand)",
        lambda c: min(5, c["hand"][R]),
    ),
    "B12": (
        BRIN,
        "The Imperial Quartermaster",
        "min(5, colours held 2+)",
        lambda c: min(5, c["pairs"]),
    ),
    "B13": (BRIN, "An imperial tax reeve", "min(6, 2 x taxes won)", lambda c: min(6, 2 * c["tf"])),
    "B14": (
        BRIN,
        "A wavering baron (turncoat)",
        "4 if A or D",
        lambda c: 4 if c["end"] in ("A", "D") else 0,
    ),
    "A01": (
        ANSWIN,
        "Hildelind von Rabenmund, Answin's sister",
        "5 if A; 2 if M<=3",
        lambda c: 5 if c["end"] == "A" else (2 if c["M"] <= 3 else 0),
    ),
    "A02": (
        ANSWIN,
        "Paske von Rosshagen, Count",
        "ceil(max(0, 10-M)/2)",
        lambda c: _half_up(max(0, 10 - c["M"])),
    ),
    "A03": (
        ANSWIN,
        "Answin's chamberlain",
        "5 if D; else ceil(max(0, 8-S)/2)",
        lambda c: 5 if c["end"] == "D" else _half_up(max(0, 8 - c["S"])),
    ),
    "A04": (ANSWIN, "The usurper's chancellor", "min(5, T)", lambda c: min(5, c["T"])),
    "A05": (
        ANSWIN,
        "Zoltan von Zackenberg, Baron",
        "min(5, green in hand)",
        lambda c: min(5, c["hand"][G]),
    ),
    "A06": (ANSWIN, "Isora von Elenvina", "min(5, yellow in hand)", lambda c: min(5, c["hand"][Y])),
    "A07": (
        ANSWIN,
        "A Darpatian knight-captain",
        "min(4, battles lost)",
        lambda c: min(4, c["lost"]),
    ),
    "A08": (
        ANSWIN,
        "An Answinist tourney champion",
        "min(6, 2 x jousts won)",
        lambda c: min(6, 2 * c["jf"]),
    ),
    "A09": (
        ANSWIN,
        "A baron of the old nobility",
        "min(5, blue in hand)",
        lambda c: min(5, c["hand"][B]),
    ),
    "A10": (
        ANSWIN,
        "An Answinist tax farmer",
        "min(6, 2 x taxes won)",
        lambda c: min(6, 2 * c["tf"]),
    ),
    "A11": (
        ANSWIN,
        "The usurper's court marshal",
        "min(5, ceil(O/2))",
        lambda c: min(5, _half_up(c["O"])),
    ),
    "A12": (
        ANSWIN,
        "A Horasian mercenary captain",
        "3 unless B",
        lambda c: 0 if c["end"] == "B" else 3,
    ),
    "A13": (ANSWIN, "Answin's court mage", "min(5, colours held 2+)", lambda c: min(5, c["pairs"])),
    "A14": (
        ANSWIN,
        "A secret loyalist (turncoat)",
        "4 if B or C",
        lambda c: 4 if c["end"] in ("B", "C") else 0,
    ),
}
ADVISOR_DECKS = {side: tuple(a for a, v in ADVISORS.items() if v[0] == side) for side in SIDES}

# ----- endings (spec section 8) ------------------------------------------------------------------
ENDING_ORDER = (("A", "M"), ("B", "O"), ("C", "T"), ("D", "S"))
ENDING_SIDE = {"A": ANSWIN, "B": BRIN, "C": BRIN, "D": ANSWIN}


def faction_reward(ending: str, members: int, treasury: int) -> int:
    """What each member of the rewarded side gains (every division rounds up)."""
    if ending == "A":
        return ceil(8 / members)
    if ending == "B":
        return ceil(treasury / members)
    if ending == "C":
        return ceil(ceil(treasury / 2) / members)
    return ceil(4 / members)


ENDING_TEXT = {
    "A": "Brin falls before the orc host. Answin keeps the throne he seized, and his friends "
    "share the spoils of a broken realm.",
    "B": "Aikar's horde breaks on the walls of the Mittelreich. Brin rides home a victor, and "
    "the Imperial Treasury rewards those who stood by him.",
    "C": "Brin returns to Gareth before the war is lost and wins back his throne; what is left "
    "of the treasury goes to his loyal friends.",
    "D": "The treasury is empty. The endless war has ruined Brin's cause, and Answin's "
    "faction gathers what remains.",
}

# ----- events (spec section 7): id -> (title, effect text) ---------------------------------------
NUMBERED_EVENTS = ("I", "II", "III", "IV", "V", "VI", "VII", "VIII")
UNNUMBERED_EVENTS = tuple(f"U{i}" for i in range(1, 11))
EVENTS = {
    "I": ("The March on Lowangen", "lost: M -1. won: Brin players +1 AP."),
    "II": (
        "Answin Crowns Himself",
        "Answin players +1 AP; fell: +1 more. Then hastened: Brin players +1 AP.",
    ),
    "III": ("The Svellt Valley Burns", "S -1. Then lost: S -1 more."),
    "IV": ("The Orc-Tamers Come Home", "won: O -1. hastened: T -1. Both may apply."),
    "V": ("The Host on the Silkwiesen", "rose: Brin players +2 AP. fell: Answin players +2 AP."),
    "VI": ("Disaster at the Nebelstein", "M -1. Then lost: M -1 more."),
    "VII": ("The Fall of Greifenfurt", "lost: T +1. won or draw: O -1."),
    "VIII": (
        "Second Battle on the Silkwiesen",
        "won: O -margin. lost: M -margin. draw: M -1 and O -1.",
    ),
    "U1": ("War-Ogres in the Horde", "lost: M -1."),
    "U2": ("Sappers from Angbar", "won or draw: O -1."),
    "U3": ("Refugees at the Gates", "S -1. Then lost: S -1 more."),
    "U4": ("A Caravan from Festum", "rose: S +1 and the Merchant's player +1 AP."),
    "U5": (
        "Grand Tourney at Gareth",
        "draw: everyone +1 AP. Otherwise: the Knight's player +2 AP.",
    ),
    "U6": (
        "Orc Spies in the Capital",
        "lost: Answin players +1 AP. won: the Inquisitor's player +2 AP.",
    ),
    "U7": ("Sermons for the Rightful Heir", "hastened: Brin players +2 AP."),
    "U8": ("Tax Revolt", "fell: S -1. rose: the Tax Collector's player +2 AP."),
    "U9": ("A Hard Winter", "unless hastened: T +1."),
    "U10": ("Horasian Mercenaries", "if lost, M > 0 and S >= 3: S -2, then M +1."),
}


def event_label(event: str) -> str:
    """How players know an event card: numbered cards by their Roman numeral and title, the
    others by title only (their ids are this program's, not printed on any card)."""
    title = EVENTS[event][0]
    return f"{event} {title}" if event in NUMBERED_EVENTS else title


HISTORIA_GAPS = 7
HISTORIA_DOUBLE_GAPS = 3
