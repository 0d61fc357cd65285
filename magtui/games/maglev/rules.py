"""The game state of Maglev Metro on the Moonbases and Mars maps: turns, actions, the end.

Setup and draft live in setup.py, trains in trains.py, passengers and stations in
stations.py, lines in track.py and the TRACK action in track_actions.py, scoring in scoring.py,
player-facing words and views in words.py; this module ties them into turns.
"""

from __future__ import annotations

from magtui.core.errors import IllegalAction
from magtui.core.capabilities import SecretChoices
from magtui.core.game import Outcome
from magtui.games.maglev import data, scoring
from magtui.games.maglev import playerboard as pb
from magtui.games.maglev.actions import (
    BEGIN,
    NOTATION,
    Action,
    Back,
    Build,
    Corner,
    Cut,
    Done,
    Drop,
    End,
    Extra,
    Face,
    Go,
    Lay,
    LaunchMoon,
    LaunchPad,
    Leave,
    Lift,
    Load,
    Move,
    Pick,
    Put,
    Refill,
    Shed,
    Shift,
    Start,
    Stop,
    Turn,
    Units,
)
from magtui.games.maglev.setup import SetupMixin
from magtui.games.maglev.stations import StationMixin
from magtui.games.maglev.track_actions import TrackMixin
from magtui.games.maglev.trains import TrainMixin
from magtui.games.maglev.words import WordsMixin
from magtui.games.maglev.worlds import WorldsMixin
from magtui.games.maglev.model import Pending


class MaglevState(
    SetupMixin, TrainMixin, StationMixin, TrackMixin, WordsMixin, WorldsMixin, SecretChoices
):
    game_id = "maglev"

    def __init__(self, names, seed, options):
        super().__init__(names, seed, options)
        self._setup()

    # ----- the contract ---------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        if self.phase == "draft":
            return (self._draft_picker(),)
        if self.phase == "extra":
            return (self.last_seat,)
        if self.phase == "corner":
            return (self._corner_picker(),)
        if self.phase == "play":
            return (self.current,)
        return ()

    def is_over(self) -> bool:
        return self.phase == "over"

    @classmethod
    def parse_action(cls, text: str) -> Action:
        return NOTATION.parse(text)

    def legal_actions(self, seat: int) -> list[Action]:
        return self._options(seat)

    def _options(self, seat: int, kind: type[Action] | None = None) -> list[Action]:
        """The legal actions; with `kind`, a choice of the turn's main menu lists only that kind's
        (all a check of one chosen action needs)."""
        if seat not in self.to_act():
            return []
        if self.phase == "draft":
            return self._draft_options(seat)
        if self.phase == "extra":
            return self._extra_options()
        if self.phase == "corner":
            return self._corner_options()
        p = self.pending
        if p is None:
            return self._main_options(seat, kind)
        running = p.kind
        if running == "cut":
            return self.cut_options(seat)
        if running == "start":
            return [Start(h) for h in data.MARS["starting_station"]]
        if running == "face":
            return self.face_options(seat)
        if running == "put":
            return self.put_options(seat)
        if running == "move":
            return self.move_options(seat)
        if running == "adjust" and p.shed:
            return self.shed_options(seat)
        options = {
            "track": self.track_options,
            "pickup": self.pickup_options,
            "dropoff": self.dropoff_options,
            "adjust": self.adjust_options,
        }[running](seat)
        if p.changed:
            options.append(Done())
        return options

    def _main_options(self, seat: int, kind: type[Action] | None = None) -> list[Action]:
        out: list[Action] = []
        board = self.boards[seat]
        if self.actions_used < self.actions_per_turn(seat):
            on_moon = self.on_moon(seat)
            for key in data.ACTION_KEYS:
                begin = BEGIN[key]
                if kind not in (None, begin):
                    continue
                units = pb.units(board, key)
                if key == "track":
                    cheapest = self._cheapest_track_change(seat)
                    out += [begin(k) for k in range(1, units + 1) if cheapest and cheapest <= k]
                    continue
                possible = {
                    "move": lambda: not on_moon and self.can_move(seat),
                    "pickup": lambda: self.can_pick_up(seat),
                    "dropoff": lambda: bool(self.dropoff_options(seat)),
                    "refill": lambda: self.can_refill(seat),
                    "adjust": lambda: self.can_adjust(seat),
                }[key]()
                if possible:
                    if key == "pickup" and not self.can_load(seat):
                        units = 1  # only leaving: units do not matter
                    out += [begin(k) for k in range(1, units + 1)]
            if kind in (None, Build):
                out += self.build_options(seat)
            if kind in (None, Back) and self.can_move_back(seat):
                out += [Back(k) for k in range(1, pb.units(board, "move") + 1)]
            if kind in (None, LaunchMoon, LaunchPad):
                out += self.launch_options(seat)
        out.append(End())
        return out

    # ----- applying -------------------------------------------------------------------------------
    def _apply(self, seat: int, action) -> None:
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        self.step += 1
        match action:
            case Pick(card):
                self._apply_pick(seat, card)
            case Extra(robot):
                self._apply_extra(seat, robot)
            case Corner(letter):
                self._apply_corner(seat, letter)
            case End():
                self.log.append(f"{self.seat_name(seat)} ends the turn.")
                self._end_turn()
            case _:
                self._apply_play(seat, action)
                if self.phase == "play":
                    self._settle(seat)

    def _apply_play(self, seat: int, action: Action) -> None:
        match action:
            case Done():
                self.pending = None
            case Cut(at):
                self._apply_cut(seat, at)
            case Start(at):
                self.put_train(seat, at, None)
                self.pending = None
                self.log.append(f"{self.seat_name(seat)} puts the train on {self.place_name(at)}.")
            case Put(colour, space):
                self._apply_put(seat, colour, space)
            case Face(at, side):
                self.trains[seat].head = (at, side)
                self.pending = None
                facing = data.SIDE_NAMES[side].upper()
                self.log.append(f"{self.seat_name(seat)} turns the train to face {facing}.")
            case Go() | Stop() | Turn():
                self._apply_move_choice(seat, action)
            case Lay(at, sides):
                self._apply_lay(seat, at, sides)
            case Lift(at):
                self._apply_lift(seat, at)
            case Leave(colour):
                self._apply_leave(seat, colour)
                self._auto_finish(seat)
            case Load(colour):
                self._apply_load(seat, colour)
                self._auto_finish(seat)
            case Drop(colour, space):
                self._apply_drop(seat, colour, space)
                self._auto_finish(seat)
            case Shift(src, dst):
                self._apply_shift(seat, src, dst)
                if self.over_capacity(seat):
                    self.running.shed = True
                self._auto_finish(seat)
            case Shed(colour):
                self._apply_shed(seat, colour)
                if not self.over_capacity(seat):
                    self.running.shed = False
                self._auto_finish(seat)
            case _:  # a new action of the turn
                self.actions_used += 1
                self._begin_action(seat, action)

    def _begin_action(self, seat: int, action: Action) -> None:
        match action:
            case Move(k):
                self._start_move(seat, k)
            case Back(k):
                self._apply_back(seat, k)
            case Refill(k):
                self._apply_refill(seat, k)
            case Units(k):  # TRACK, PICK UP, DROP OFF, ADJUST: their steps follow
                self.pending = Pending(action.verb, left=k)
                row = next(
                    label for key, label, _ in data.ACTION_ROWS if key == action.verb
                )  # "PICK UP"
                self.log.append(
                    f"{self.seat_name(seat)} takes {row} with {k} unit{'s' if k > 1 else ''}."
                )
            case Build(station, at):
                self._apply_build(seat, station, at)
            case LaunchMoon(moon):
                self._apply_launch_moon(seat, moon)
            case LaunchPad(facing):
                self._apply_launch_pad(seat, facing)

    def _auto_finish(self, seat: int) -> None:
        """A running action ends by itself once nothing more can be chosen in it."""
        p = self.pending
        if p is None or p.shed:
            return
        if p.left <= 0:
            self.pending = None
            return
        options = self.legal_actions(seat)
        if options == [Done()] or not options:
            self.pending = None

    def _settle(self, seat: int) -> None:
        """After each choice: start what must come next, or end a turn with no actions left."""
        if self.phase != "play" or self.current != seat:
            return
        if self.pending is None:
            self.pending = self._mandatory(seat)
        if self.pending is None and self.actions_used >= self.actions_per_turn(seat):
            self._end_turn()

    def _mandatory(self, seat: int):
        if seat in self.must_cut:
            if self.over_connected(seat):
                return Pending("cut")
            self.must_cut.discard(seat)
        if self.trains[seat].at is None:
            return Pending("start")
        if self.must_face(seat):
            return Pending("face")
        if self.hand[seat]:
            return Pending("put", source="hand")
        return None

    # ----- turns and the end ----------------------------------------------------------------------
    def _begin_turn(self, seat: int) -> None:
        self.current, self.actions_used, self.pending = seat, 0, None
        self.log.append(f"Round {self.round}: {self.seat_name(seat)}'s turn.")
        if self.solo:
            self.undoable = False  # the draw is chance: the step that began this turn stays
            colour = self.bag_draw()
            if colour is None:
                self.log.append("The bag is empty before the turn: the solo game ends.")
                self.phase = "over"
                return
            self.turns_pile += 1
            self.log.append(
                f"A {data.COLOUR_NAMES[colour]} passenger goes to the turns pile "
                f"({self.turns_pile})."
            )
        self._settle(seat)

    def end_condition(self) -> bool:
        if self.mapname == "moon":
            built = "".join(s.types for s in self.sites.values())
            return all(t in built for t in "OSEU")
        return all(c in self.bagged for c in data.COMMUTERS)

    def _end_turn(self) -> None:
        self.undoable = False
        self.pending = None
        players = self.num_players
        # The rulebook's end is the only one (spec §2.8): no stall guard, no round limit.
        if (
            not self.solo
            and self.end_round is None
            and self.bag_total() == 0
            and self.end_condition()
        ):
            self._trigger(
                "The end is triggered: every commuter colour is in play and the bag is empty."
            )
        nxt = (self.current + 1) % players
        if nxt == self.start:
            self.round += 1
            if self.end_round is not None and self.round > self.end_round:
                self.phase = "over"
                self.log.append("The game is over.")
                return
        self._begin_turn(nxt)

    def _trigger(self, text: str) -> None:
        self.end_round = self.round + 1
        self.log.append(
            f"{text} Round {self.round} is finished, then round {self.end_round} is the last."
        )

    def result(self) -> Outcome:
        scores = {s: scoring.score(self, s) for s in range(self.num_players)}
        breakdown = " ".join(self._score_words(s, scores[s]) for s in range(self.num_players))
        sources = {s: {k: v[k] for k in ("commuters", "links", "cards")} for s, v in scores.items()}
        if self.solo:
            final = scores[0]["total"] - self.turns_pile
            rating = scoring.solo_rating(final)
            return Outcome(
                {0: final},
                ((0,),),
                f"{scores[0]['total']} points − {self.turns_pile} turns = {final}: {rating}. "
                + breakdown,
                {0: {**sources[0], "turns": -self.turns_pile}},
                f"{self.seat_name(0)}: {final} points, {rating}",
            )
        totals = {s: v["total"] for s, v in scores.items()}
        keys = sorted({(v["total"], v["robots"]) for v in scores.values()}, reverse=True)
        ranking = tuple(
            tuple(s for s in scores if (scores[s]["total"], scores[s]["robots"]) == key)
            for key in keys
        )
        tied_on_points = len([s for s in scores if totals[s] == totals[ranking[0][0]]]) > len(
            ranking[0]
        )
        explanation = "Highest total wins."
        if tied_on_points:
            explanation += " A tie on points was broken by the most robots on the board."
        return Outcome(totals, ranking, f"{explanation} {breakdown}", sources)

    def _score_words(self, seat: int, parts: dict) -> str:
        # one card of each deck: its colour names it
        cards = ", ".join(
            f"{data.DECK_NAMES[card[0]]} {value}" for card, value in scoring.card_vp(self, seat)[1]
        )
        return (
            f"{self.seat_name(seat)}: commuters {parts['commuters']}, links {parts['links']}, "
            f"cards {parts['cards']} ({cards or 'none'}), robots {parts['robots']}."
        )
