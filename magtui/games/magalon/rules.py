"""Magalon's rules: the game state, the card play, and the free-order turn (spec sections 5–6).

A turn is made of atomic actions (magician steps, gnome/giant/ruin steps, a displacement step by
step, the flying ruin, the shield, the energy action, the dice) in any order. A movement that
has started must be finished before the turn ends (L6); an action is refused only when nothing
left in the turn could still finish every started movement (judging.py, finish.py), and should
the turn come to a point where no action keeps them finishable, they are taken back
(takeback.py).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from magtui.core.errors import IllegalAction
from magtui.core.game import Outcome
from magtui.games.magalon import assess
from magtui.games.magalon import data as D
from magtui.games.magalon import valley as V
from magtui.games.magalon.actions import NOTATION, Action, End, Play, Roll
from magtui.games.magalon.takeback import TakeBack
from magtui.games.magalon.turn import CHIP_NAMES, NO_LEGAL_MOVE, TAKEN_BACK, describe_card, steps


class MagalonState(TakeBack):
    game_id = "magalon"

    def __init__(self, names: Sequence[str], seed: int, options: Mapping[str, str]):
        super().__init__(names, seed, options)
        n = len(names)
        self.round = 1
        self.phase = "play"
        self.hands = [D.CARD_VALUES] * n
        self.piles = [()] * n
        self.energy = [D.ENERGY_START] * n
        self.artifacts = [""] * n
        self.pos = [V.START_NODE] * n
        self.shields = [None] * n
        self.gnomes = list(D.GNOME_STARTS)
        self.giant = D.GIANT_START
        self.ruins = {rid: tuple(sorted(cells)) for rid, cells in D.RUINS.items()}
        # The seats in clockwise order; the first leads round 1 (L18).
        self.seating = list(range(n))
        if self.options.get("order") == "shuffled":
            self.rng.shuffle(self.seating)
        self.leader = self.seating[0]
        self.play_seq = []
        self.play_pos = 0
        self.played = {}
        self.sat_out = []
        self.protected = set()
        self.turn_order = []
        self.turn_pos = 0
        self.turn = None
        self.winner = None
        self.last_dice = ()
        self._legal_cache = {}
        self._witness_hint = None
        self._start_round()

    # ----- the round ------------------------------------------------------------------------
    def _start_round(self) -> None:
        n = self.num_players
        self.phase = "play"
        first = self.seating.index(self.leader)
        self.play_seq = [self.seating[(first + i) % n] for i in range(n)]
        self.play_pos = 0
        self.played = {}
        self.sat_out = []
        self.protected = set()
        self.turn_order = []
        self.turn_pos = 0
        self.turn = None
        self.log.append(f"Round {self.round}: {self.names[self.leader]} leads the card play.")
        self._skip_sitters()

    def _skip_sitters(self) -> None:
        while self.play_pos < len(self.play_seq) and not self.playable(
            self.play_seq[self.play_pos]
        ):
            seat = self.play_seq[self.play_pos]
            self.sat_out.append(seat)
            self.log.append(f"{self.names[seat]} has no playable card and sits out this round.")
            self.play_pos += 1
        if self.play_pos == len(self.play_seq):
            self.turn_order = sorted(self.played, key=lambda s: -self.played[s])
            self.phase = "turn"
            self.turn_pos = 0
            self._start_turn()

    def _start_turn(self) -> None:
        seat = self.turn_order[self.turn_pos]
        self.turn = self._new_turn(seat, self.played[seat], self.turn_order[-1] == seat)

    def _end_turn(self) -> None:
        t = self.current_turn()
        seat = t.seat
        name = self.names[seat]
        if not t.energy_done:
            self._do_energy()
        if self.energy[seat] < 0:
            self.pos[seat] = V.START_NODE
            self.artifacts[seat] = ""
            self.energy[seat] = D.ENERGY_START
            self.log.append(
                f"{name}'s energy fell below 0: the magician returns to the start, "
                f"the artifacts go back, energy {D.ENERGY_START}."
            )
        self.piles[seat] = tuple(sorted(self.piles[seat] + (t.card,)))
        if t.card == 0:
            self.hands[seat] = tuple(sorted(self.hands[seat] + self.piles[seat]))
            self.log.append(f"{name} takes back {len(self.piles[seat])} cards (recall).")
            self.piles[seat] = ()
        self.log.append(f"{name} ends the turn.")
        self.turn_pos += 1
        if self.turn_pos < len(self.turn_order):
            self._start_turn()
            return
        self.turn = None
        self.leader = self.sat_out[0] if self.sat_out else self.turn_order[-1]
        self.round += 1
        self._start_round()

    # ----- the contract ---------------------------------------------------------------------

    def evaluate(self, seat: int) -> float:
        """A finished game by place; else the race in turns against the closest rival
        (assess.py)."""
        if self.is_over():
            return super().evaluate(seat)
        return assess.score(assess.state_turns(self), seat)

    def result(self) -> Outcome:
        def key(s: int) -> tuple[bool, int, int]:
            return (s == self.winner, len(self.artifacts[s]), self.energy[s])

        seats = sorted(range(self.num_players), key=key, reverse=True)
        ranking: list[tuple[int, ...]] = []
        for s in seats:
            if ranking and key(ranking[-1][0]) == key(s):
                ranking[-1] = ranking[-1] + (s,)
            else:
                ranking.append((s,))
        scores = {s: (1.0 if s == self.winner else 0.0) for s in range(self.num_players)}
        if self.winner is not None:
            why = (
                f"{self.names[self.winner]} reached the finish with all three artifacts. "
                "The other places go by artifacts, then energy."
            )
        else:  # only a win ends the game: these are the standings of a game under way
            scores = {s: float(len(self.artifacts[s])) for s in range(self.num_players)}
            why = "Nobody has reached the finish yet: the places go by artifacts, then energy."
        return Outcome(scores, tuple(ranking), why)

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return NOTATION.parse(text)

    def legal_actions(self, seat: int) -> list:
        cache = self._legal_cache
        if cache.get("seat") != seat:
            cache["legal"] = self._compute_legal(seat)
            cache["seat"] = seat
        return list(cache["legal"])

    def _apply(self, seat: int, action: object) -> None:
        if not isinstance(action, Action):
            raise IllegalAction("That is not a Magalon action.")
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        before = self._legal_cache
        self._witness_hint = before.get("witnesses")
        self._legal_cache = {}
        leaving = self._cells_leaving(action)
        match action:
            case Play(value=value):
                self._do_play(seat, value)
                self.undoable = False
            case End():
                self._end_turn()
                self.undoable = False
            case Roll():
                # The roll stays undoable (spec 5: "u takes back the last step of the current
                # turn. The dice result stays as rolled"): undo restores the generator with the
                # state, and nothing else in a turn draws on it, so rolling again in this turn
                # shows the same dice.
                self._note(action)
                self._do_roll()
            case _:
                self._note(action)
                self._do_turn_action(action)
        self._carry_over(before, action, leaving)
        if self.phase == "turn" and not self._way_on():
            self._take_back_the_unfinishable()

    # ----- legality: one check -------------------------------------------------------------
    def refusal(self, seat: int, action: Action) -> str | None:
        """None when `seat` may play `action` now, else the sentence the player reads: apply
        refuses with it, and legal_actions lists the candidates it passes (judging.py judges
        them in bulk, by the same two steps: basic_reason, then _keeps_finishable)."""
        if self.is_over():
            return "The game is over."
        if seat not in self.to_act():
            return f"It is not {self.seat_name(seat)}'s turn to act."
        if self.phase == "play":
            return self._card_refusal(seat, action)
        if self._judged_legal(seat, action):
            return None
        reason = self.basic_reason(action)
        if reason is None and not self._keeps_finishable(action, self._witnesses()):
            return self._unfinishable_reason(action)
        return reason

    def _card_refusal(self, seat: int, action: Action) -> str | None:
        match action:
            case Play(value=value) if value not in self.hands[seat]:
                return f"The {value} is not in {self.names[seat]}'s hand."
            case Play(value=value) if value in self.played.values():
                return f"A {value} has already been played this round; each value only once."
            case Play():
                return None
        return f"{self.names[seat]} must first play a card."

    def _judged_legal(self, seat: int, action: Action) -> bool:
        """Was `action` found legal when the legal actions of this position were listed?"""
        cache = self._legal_cache
        if cache.get("seat") != seat or "judged" not in cache:
            return False
        # By identity: hashing or comparing actions costs more than these few checks, and the
        # action played is most often one of the very objects listed.
        candidates, verdicts = cache["judged"]
        for candidate, ok in zip(candidates, verdicts):
            if candidate is action:
                return ok
        return False

    # ----- doing ----------------------------------------------------------------------------
    def _do_play(self, seat: int, value: int) -> None:
        self.hands[seat] = tuple(v for v in self.hands[seat] if v != value)
        self.played[seat] = value
        if value == 4:
            self.protected.add(seat)
        self.log.append(f"{self.names[seat]} plays {value} ({describe_card(value)}).")
        self.play_pos += 1
        self._skip_sitters()

    def _do_roll(self) -> None:
        t = self.current_turn()
        t.dice = tuple(self.rng.randint(1, D.DIE_SIDES) for _ in range(D.DICE))
        t.giant_path = [self.giant]
        self.last_dice = t.dice
        self.log.append(
            f"{self.names[t.seat]} rolls {'+'.join(map(str, t.dice))} = {t.giant_total} "
            "for the giant."
        )

    def chips(self) -> dict[str, str]:
        """The action chips of the acting player and their progress, e.g. {"Magician": "3/7"}."""
        t = self.current_turn()
        stuck = NO_LEGAL_MOVE
        chips = {"Magician": f"{t.mag_steps}/{t.mag_target}" if t.mag_target else "–"}
        if t.red == "pending":
            chips["Magician"] += " red?"
        elif self.stuck("magician"):
            chips["Magician"] = stuck
        if t.action == "gnomes":
            chips["Gnomes"] = stuck if self.stuck("gnomes") else f"{t.gnome_steps}/{t.amount}"
        elif t.action == "ruins":
            chips["Ruins"] = stuck if self.stuck("ruins") else f"{t.ruin_steps}/{t.amount}"
        elif t.action == "fly":
            chips["Fly"] = {"": "–", "lifted": "lifted", "done": "✓"}[t.fly]
        elif t.action == "energy":
            chips["Card"] = f"+{t.amount}"
        elif t.action == "protect":
            chips["Card"] = "safe ✓"
        else:
            chips["Card"] = "recall"
        chips["Shield"] = "✓" if t.shield_done else "–"
        if t.energy_done:
            chips["Energy"] = "✓"
        else:
            net = t.amount if t.action == "energy" else (0 if t.red == "stay" else -D.TURN_COST)
            chips["Energy"] = f"{net:+d}".replace("-", "−")
        if t.giant:
            if not t.dice:
                chips["Giant"] = "roll"
            else:
                chips["Giant"] = (
                    stuck if self.stuck("giant") else f"{t.giant_steps}/{t.giant_total}"
                )
        for part in t.taken_back:  # said on its chip until it starts again
            name = CHIP_NAMES[part]
            if name in chips and not t.started(part):
                chips[name] = TAKEN_BACK
        return chips

    def decision(self, seat: int) -> str:
        if self.phase == "play":
            return "play a magic card"
        return "take the turn: magician, card action, shield and energy"

    def status(self) -> str:
        if self.winner is not None:
            return f"Magalon · {self.names[self.winner]} has won."
        seat = self.to_act()[0]
        who = f"{self.names[seat].upper()} ({D.PLAYER_LETTERS[seat]})"
        if self.phase == "play":
            return f"Magalon R{self.round} · {who} must play a card"
        t = self.current_turn()
        head = f"Magalon R{self.round} · {who} card {t.card}"
        if t.push_victim >= 0:
            return (
                f"{head} · displace {self.names[t.push_victim].upper()}: {steps(t.push_left)} left"
            )
        if t.red == "pending":
            return f"{head} · red space: stay (+3) or move on 3"
        if t.fly == "lifted":
            return f"{head} · set ruin {t.lifted} down"
        left = t.unfinished()
        if left:
            return f"{head} · finish the {' and '.join(left)} move"
        return f"{head} · magician, card, shield, energy, then end the turn"
