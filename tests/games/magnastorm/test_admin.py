"""Administration, the end and the ranking (rulebook 'Phase 2', 'Game End'; spec
M17-M25, scenarios 13-18)."""

from .helpers import do, legal, ready, turn_of


def blank(players=4):
    st = ready(players)
    st.research = [[0] * len(st.columns) for _ in range(players)]
    st.labs = {}
    st.rep = [0] * players
    return st


def test_scenario_15_majority_and_income():
    """Scenario 15: 'A quiet sector holds 3 NEU labs (two stacked) and 2 SONA labs. NEU gains +1
    reputation (+2 with Ozgül) and 2Y+1O; SONA gains 1Y+1O.'"""
    st = blank()
    st.labs = {"4a1": [0, 2], "4c1": [0, 1], "4d1": [1, 1], "4d2": [1, 1]}
    st.cubes[0] = [0] * 5
    st.cubes[1] = [0] * 5
    st._administration()
    assert st.rep[:2] == [1, 0]
    assert st.cubes[0] == [2, 1, 0, 0, 0] and st.cubes[1] == [1, 0, 1, 0, 0]


def test_tied_sector_gives_nothing_and_storm_sectors_ignored():
    """Scenario 15: 'A 2-2 sector gives no reputation to either player'; 'Majority reputation and
    income count quiet sectors only.'"""
    st = blank()
    st.labs = {"4a1": [0, 2], "4c1": [1, 2], "6a1": [2, 3]}
    st.cubes[2] = [0] * 5
    st._administration()
    assert st.rep == [0, 0, 0, 0] and st.cubes[2] == [0] * 5


def test_income_table():
    """Center tile income: '0 -, 1 1Y, 2 1Y+1O, 3 2Y+1O, 4 2Y+2O, 5+ 3Y+2O'."""
    st = blank()
    st.labs = {"3a1": [0, 6]}
    st.cubes[0] = [0] * 5
    st._administration()
    assert st.cubes[0] == [3, 2, 0, 0, 0]


def test_scenario_13_research_commander_tie():
    """Scenario 13: 'In red, PACO held the card. NEU and SONA tie at 5: the card returns to the
    board, PACO loses its red value.'"""
    st = blank()
    name = st.research_cmd["R"]
    red = __import__("magtui.games.magnastorm.data", fromlist=["x"]).COMMANDERS[name][2]
    st.holder[name] = 2
    st.rep[2] = 5
    st.research[0][1] = st.research[1][1] = 5
    st._administration()
    assert st.holder[name] is None and st.rep[2] == 5 - red and st.rep[0] == st.rep[1] == 0


def test_sole_highest_takes_commander():
    """'Whoever's marker is highest in an area takes control of the commander above ... receive
    reputation as indicated by the green number.'"""
    st = blank()
    name = st.research_cmd["G"]
    st.research[3][0] = 2
    st._administration()
    assert st.holder[name] == 3 and st.rep[3] >= 1


def test_reputation_never_negative():
    """M20: 'Reputation never goes below 0; a loss stops at 0.'"""
    st = blank()
    st.gain_rep(0, -3, "commanders", "NEU loses 3 reputation.")
    assert st.rep[0] == 0


def test_panel_swap_keeps_crew_by_column():
    """'push the lower action panel onto the upper space, leaving all crew
    members in their spaces.'"""
    st = blank()
    st.upper = {c: [] for c in st.upper}
    st.lower = {"B2": ["Y"], "B5": ["s"], "D1": ["N"]}
    st._administration()
    assert st.upper == {"A": [], "B": ["Y", "S"], "C": [], "D": ["N"], "E": []}
    assert st.lower == {} and st.round == 2 and st.quiet == {4, 5, 6}


def test_round_limit_skips_steps_five_and_six():
    """M24: 'Round 4's administration runs steps 1-4, then the game ends. Steps 5-6 are skipped.'"""
    st = blank()
    st.round = 4
    st.lower = {"B2": ["Y"]}
    st.token = 2
    st._administration()
    assert st.over and st.order[0] == 2 and st.lower == {"B2": ["Y"]}


def test_scenario_17_end_in_administration():
    """Scenario 17: 'A majority point in step 2 lifts a player to the threshold: steps 3-6 still
    run, then the game ends.'"""
    st = blank()
    st.rep[0] = 26
    st.labs = {"4a1": [0, 1]}
    st.token = 1
    st._administration()
    assert st.triggered and st.over and st.order[0] == 1


def play_crew_turn(st):
    do(st, sorted(a for a in legal(st) if a.startswith("crew"))[0])
    do(st, sorted(legal(st))[0], "gain")
    while not st.over and st.step in ("objective", "effect"):
        do(st, "end" if "end" in legal(st) else sorted(legal(st))[0])


def test_scenario_16_end_trigger_mid_pass():
    """Scenario 16: 'B reaches 27 on its turn: C and D play one turn each, then the game ends
    with no administration.'"""
    st = blank()
    st.round = 3
    st.order = [0, 1, 2, 3]
    turn_of(st, 1)
    st.rep[1] = 26
    st.upper["A"] = ["Y"] * 3
    st.research[1][0] = 0
    do(st, "crew A Y", "to A1", "gain")
    st.gain_rep(1, 1, "objectives", "SONA gains 1 reputation.")
    while st.step in ("objective", "effect"):
        do(st, "end" if "end" in legal(st) else sorted(legal(st))[0])
    assert st.triggered and not st.over and st.actor == 2
    play_crew_turn(st)
    assert not st.over and st.actor == 3
    play_crew_turn(st)
    assert st.over and st.round == 3
    assert not any("Administration" in line for line in st.log)


def test_end_triggered_by_last_player_ends_at_once():
    """Scenario 16: 'If D triggers instead, the game ends at once.'"""
    st = blank()
    st.order = [0, 1, 2, 3]
    turn_of(st, 3)
    st.rep[3] = 27
    st.gain_rep(3, 0, "objectives", "PACO gains no reputation.")
    st.triggered, st.end_last = True, 3
    play_crew_turn(st)
    assert st.over


def test_end_trigger_then_panel_empties_runs_administration():
    """Scenario 16: 'If the upper panel empties after C's turn, administration runs
    and then the game ends.'"""
    st = blank()
    st.order = [0, 1, 2, 3]
    turn_of(st, 2)
    st.triggered, st.end_last = True, 3
    st.upper = {c: [] for c in st.upper}
    st.upper["B"] = ["Y"]
    play_crew_turn(st)
    assert st.over and any("Administration" in line for line in st.log)


def test_scenario_18_tie_break_by_turn_order():
    """Scenario 18: 'Two players finish on 28; the one earlier on the track wins.'"""
    st = blank(3)
    st.order = [2, 0, 1]
    st.rep = [28, 10, 28]
    st._finish("after round 4, the last")
    assert st.result().ranking[0] == (2,) and st.result().ranking[1] == (0,)


def test_trigger_stays_after_loss():
    """'The game also ends even if the triggering player later loses reputation.'"""
    st = blank()
    st.gain_rep(0, 27, "objectives", "NEU gains 27 reputation.")
    st.gain_rep(0, -5, "commanders", "NEU loses 5 reputation.")
    assert st.triggered


def test_token_holder_first_others_keep_order():
    """M17: 'The token holder moves to position 1 and the others keep their relative order.'"""
    st = blank()
    st.order = [0, 1, 2, 3]
    st.token = 2
    st._administration()
    assert st.order == [2, 0, 1, 3]


def test_the_log_tells_the_gain_before_the_end_it_triggers():
    """M23: 'The game end is triggered once any player has reputation ≥ the threshold': the
    log names the gain first, then the end it triggered."""
    st = blank()
    st.rep[0] = 26
    st.labs = {"4a1": [0, 1]}
    st.token = 1
    st._administration()
    gain = next(i for i, line in enumerate(st.log) if "holds the majority" in line)
    trigger = next(i for i, line in enumerate(st.log) if "the game end is triggered" in line)
    assert trigger == gain + 1, st.log[gain - 1 : trigger + 2]
