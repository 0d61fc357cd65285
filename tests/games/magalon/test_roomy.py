"""The roomy layout from 160×48 on (screens.md, Magalon, "160×48")."""

import re

from magtui.games.magalon import SPEC
from magtui.games.magalon import data as D
from magtui.games.magalon.ui import MagalonBoard

from tests.board_app import BoardApp

from .helpers import at_turn, board_runs, do, new_game

VALLEY_W = 3 + D.COLS * 6


async def _rows(state, seat):
    """The board's rows at 160×48 (the frame leaves the board 44 rows), as text and as runs."""
    app = BoardApp(SPEC, state, seat)
    async with app.run_test(size=(160, 48)):
        runs = board_runs(app.query_one(MagalonBoard), 160, 44)
    return ["".join(t for t, _ in row) for row in runs], runs


def four_players():
    st = at_turn(
        {0: 9, 1: 4, 2: 3, 3: 1},
        acting=0,
        players=4,
        pos={0: "H8"},
        artifacts={1: "AB"},
        energy={2: 16},
        shields={3: "K11"},
    )
    for _ in range(12):
        st.log.append("Anna notes a line.")
    return st


async def test_roomy_layout_fits_four_players_in_160x48():
    text, _ = await _rows(four_players(), 0)
    assert len(text) <= 44 and all(len(r) == 160 for r in text)


async def test_merged_spaces_carry_their_names():
    """ "The merged spaces carry their names (Amulet, Stone, Ring, Start/Finish)" """
    text, _ = await _rows(four_players(), 0)
    valley = "\n".join(r[:VALLEY_W] for r in text)
    for name in ("Amulet", "Stone", "Ring", "START/FINISH"):
        assert name in valley, name


async def test_each_player_has_a_card_with_track_artifacts_hand_and_shield():
    """ "The side panel gives each player a card: an energy track 0–30, one cell per point, with 16
    marked; the artifacts by name; the hand as eleven small card faces; the shield's cell." """
    text, _ = await _rows(four_players(), 0)
    panel = [r[VALLEY_W + 1 :] for r in text]
    tops = [i for i, r in enumerate(panel) if r.startswith("┌─ ")]
    assert len(tops) == 4 and "▸A Anna" in panel[tops[0]] and "Boris" in panel[tops[1]]
    assert "4✓ protected" in panel[tops[1]], "Boris played the 4"
    boris = panel[tops[1] : tops[1] + 5]
    assert "▲ Amulet" in boris[1] and "■ Stone" in boris[1] and "· Ring" in boris[1]
    assert "shield off" in boris[1] and "shield K11" in panel[tops[3] + 1]
    track = re.search(r"E (\d+) ([■□│]+)", panel[tops[2] + 2])
    assert track.group(1) == "16" and track.group(2) == "■" * 16 + "│" + "□" * 14
    faces = re.findall(r"\[ ?\d+\]|\[░░\]|< ?\d+>|»[ \d]\d«", panel[tops[0] + 3])
    assert len(faces) == 11 and "< 9>" in faces, "the played 9 lies face up this round"
    assert panel[tops[0] + 4].startswith("└")


async def test_face_down_cards_show_their_backs():
    st = new_game(2)
    do(st, "play 7", "play 3", "end")  # Anna (7) ends her turn: the 7 lies face down
    text, _ = await _rows(st, 1)
    anna = next(r for r in text if "[ 6][░░][ 8]" in r)
    assert "played 7" in anna


async def test_card_play_highlights_the_playable_faces():
    st = new_game(2)
    do(st, "play 5")
    text, runs = await _rows(st, 1)
    line = next(i for i, r in enumerate(text) if "» 0«" in r)
    faces = {face: s for t, s in runs[line] for face in re.findall(r"\[ ?\d+\]|»[ \d]\d«", t)}
    assert len(faces) == 11
    assert faces["» 0«"].reverse and faces["» 0«"].bold, "the cursor's face"
    assert all(style.reverse for t, style in faces.items() if t != "[ 5]")
    assert not faces["[ 5]"].reverse, "the 5 is taken this round"


async def test_chips_are_buttons_and_the_dice_are_shown():
    """ "Below the cards: the chips as buttons with their progress, the dice, and a 10-line
    log." """
    st = four_players()
    text, _ = await _rows(st, 0)
    panel = "\n".join(r[VALLEY_W + 1 :] for r in text)
    assert "│▸m Magician 0/9" in panel and "│ c Gnomes 0/4" in panel and "│ t end turn" in panel
    assert "DICE – · no roll yet" in panel
    log = panel[panel.index(" LOG") :].splitlines()[1:]
    assert len(log) == 10 and log[-1].strip() == "Anna notes a line."
    st = at_turn({0: 9, 1: 3}, acting=1)
    do(st, "roll")
    text, _ = await _rows(st, 1)
    dice = next(r for r in text if " DICE " in r)
    first, second = st.turn.dice
    assert f"DICE [{first}] [{second}] = {first + second} · giant 0/{first + second}" in dice
