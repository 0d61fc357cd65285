"""Orkensturm: the game's setup and its turn sequence (spec section 3); the fields it works on
are declared in model.py."""

from __future__ import annotations

from typing import Mapping, Sequence

from magtui.core.errors import IllegalAction, OptionError
from magtui.core.capabilities import Inspections, SecretChoices
from magtui.core.game import Outcome
from magtui.games.orkensturm import actions as A
from magtui.games.orkensturm import data as D
from magtui.games.orkensturm import scoring
from magtui.games.orkensturm.characters import CharacterActions
from magtui.games.orkensturm.events import EFFECTS, Flags, build_deck
from magtui.games.orkensturm.model import Reveal
from magtui.games.orkensturm.views import TableViews
from magtui.games.orkensturm.worlds import SampledWorlds


class OrkensturmState(CharacterActions, TableViews, SampledWorlds, SecretChoices, Inspections):
    game_id = "orkensturm"

    def __init__(self, names: Sequence[str], seed: int, options: Mapping[str, str]):
        super().__init__(names, seed, options)
        n = self.num_players
        self.pawns = self._pawn_colours(n)
        self.start = self._first_start(n)
        self.turn = 0
        self.phase = "loyalty"
        self.order = tuple((self.start + i) % n for i in range(n))
        self.idx = 0
        self.sides = [None] * n
        self.hands = [[0] * 6 for _ in range(n)]
        self.advisors = [[] for _ in range(n)]
        self.supply = [D.SUPPLY_PER_COLOUR] * 6
        self.reserve = [total - D.SUPPLY_PER_COLOUR for total in D.INFLUENCE_CARDS]
        self.ork = [0] * 6
        self.adv_decks = {side: list(cards) for side, cards in D.ADVISOR_DECKS.items()}
        for deck in self.adv_decks.values():
            self.rng.shuffle(deck)
        self.event_mode = self.options.get("events", "off")
        self.events = []
        self.event = None
        self.event_discard = []
        self.tracks = dict(D.TRACK_START)
        self.ap = [0] * n
        self.prev = [None] * n
        self.placed = [None] * n
        self.acted = [False] * n
        self.battles_won = self.battles_lost = 0
        self.joust_first = [0] * n
        self.tax_first = [0] * n
        self.tax = self.joust = self.inspection = None
        self.last_reveal = self.last_joust = None
        self.moves = 0
        self.take_for = "bonus"
        self.final = None
        for seat in self.order:
            self.draw(seat, D.HAND_SIZE[n], log=False)
        self.log.append(
            f"{self.names[self.start]} is the starting player; "
            f"each player holds {D.HAND_SIZE[n]} cards."
        )
        self._assign_forced_sides()

    def _first_start(self, n: int) -> int:
        """O2: drawn at random unless the setup names a seat (option start = 1 … 8)."""
        choice = self.options.get("start", "random")
        if choice == "random":
            return self.rng.randbelow(n)
        if int(choice) > n:
            raise OptionError(
                f"Option start={choice} names seat {choice}, but only {n} players "
                f"play: choose random or a seat from 1 to {n}."
            )
        return int(choice) - 1

    def _pawn_colours(self, n: int) -> list[str]:
        """Each player's pawn colour (options pawn1 … pawn8); no two players share one."""
        pawns = [self.options.get(f"pawn{seat + 1}", D.PAWN_COLOURS[seat]) for seat in range(n)]
        for colour in pawns:
            if pawns.count(colour) > 1:
                raise OptionError(
                    f"Two players chose {colour} pawns: each player takes a colour of their own."
                )
        return pawns

    # ----- the contract ---------------------------------------------------------------------------
    def is_over(self) -> bool:
        return self.phase == "over"

    def to_act(self) -> tuple[int, ...]:
        if self.phase == "over":
            return ()
        if self.phase == "tax":
            assert self.tax is not None
            return (self.tax.order[self.tax.pos],)
        if self.phase == "joust":
            assert self.joust is not None
            offers = self.joust.offers
            first = self.joust.announcer
            ring = [(first + i) % self.num_players for i in range(self.num_players)]
            return tuple(s for s in ring if offers[s] is None)
        if self.phase == "inspect":
            assert self.inspection is not None
            return (self.inspection.actor,)
        return (self.current(),)

    def _apply(self, seat: int, action: A.Action) -> None:
        reason = self.refusal(seat, action)
        if reason is not None:
            raise IllegalAction(reason)
        match action:
            case A.Side():
                self._do_side(seat, action)
            case A.Place():
                self._do_place(seat, action)
            case A.Troop():
                self._do_troop(seat, action)
            case A.Take():
                self._do_take(seat, action)
            case A.Use():
                self.do_use(seat, action)
            case A.Seen():
                self._do_seen(seat)
            case A.Offer():
                self.do_tax_offer(seat, action)
            case A.JoustOffer():
                self.do_joust_offer(seat, action)
            case A.Add():
                self._contribute(seat, action.cards)
        self.moves += 1

    @classmethod
    def parse_action(cls, text: str) -> A.Action:
        return A.NOTATION.parse(text)

    # ----- setup: loyalty -------------------------------------------------------------------------
    def _do_side(self, seat: int, action: A.Side) -> None:
        self.sides[seat] = action.side
        self.log.append(f"{self.names[seat]} sides with {D.SIDE_NAMES[action.side]}.")
        self.undoable = False
        self.idx += 1
        self._assign_forced_sides()

    def _assign_forced_sides(self) -> None:
        """Once one side's cards are gone, the rest join the other side without a prompt (O4)."""
        while self.idx < self.num_players:
            open_sides = [s for s in D.SIDES if self.side_open(s)]
            if len(open_sides) > 1:
                return
            seat = self.current()
            self.sides[seat] = open_sides[0]
            self.log.append(
                f"{self.names[seat]} joins {D.SIDE_NAMES[open_sides[0]]} (the only loyalty left)."
            )
            self.idx += 1
        self._finish_setup()

    def _finish_setup(self) -> None:
        for seat in self.order:
            self.advisors[seat].append(self.adv_decks[self.side_of(seat)].pop())
        seedcards = list(D.ORKENSTURM_SEED)
        seedcards[D.R] += D.RED_PER_ANSWIN_PLAYER * len(self.seats_of(D.ANSWIN))
        seedcards[D.G] += D.GREEN_PER_BRIN_PLAYER * len(self.seats_of(D.BRIN))
        for colour, n in enumerate(seedcards):
            self.reserve[colour] -= n
            self.ork[colour] += n
        if self.event_mode != "off":
            self.events = build_deck(self.event_mode, self.rng)
        self.log.append(
            f"Each player draws an advisor; the Orkensturm deck holds {sum(self.ork)} cards."
        )
        self.phase = "advisor"  # each player reads their advisor in private, in turn order
        self.idx = 0

    # ----- step 1: positioning --------------------------------------------------------------------
    def _begin_turn(self) -> None:
        n = self.num_players
        self.turn += 1
        self.order = tuple((self.start + i) % n for i in range(n))
        self.idx = 0
        self.prev = [p if p is not None else q for p, q in zip(self.placed, self.prev)]
        self.placed = [None] * n
        self.acted = [False] * n
        self.phase = "place"
        self.event = self.events.pop(0) if self.events else None
        self.log.append(f"Turn {self.turn} begins; {self.names[self.start]} starts.")
        if self.event is not None:
            self.log.append(f"Event: {D.event_label(self.event)}.")

    def _do_place(self, seat: int, action: A.Place) -> None:
        self.placed[seat] = action.character
        self.log.append(f"{self.names[seat]} places on the {D.CHARACTER_NAMES[action.character]}.")
        if self.idx + 1 < self.num_players:
            self.undoable = False
            self.idx += 1
            return
        self.phase = "troop"
        self.take_for = "bonus"
        self._skip_empty_bonus()

    def _skip_empty_bonus(self) -> None:
        """The last placer's bonus: R or G, then any colour, each only if the reserve has one
        (O7)."""
        if self.phase == "troop" and not (self.reserve[D.R] or self.reserve[D.G]):
            self.phase = "take"
        if self.phase == "take" and not any(self.reserve):
            self.begin_actions()

    def _do_troop(self, seat: int, action: A.Troop) -> None:
        self.take(seat, action.colour)
        self.log.append(f"{self.names[seat]} takes {D.COLOURS[action.colour]} as the last placer.")
        self.phase = "take"
        self._skip_empty_bonus()

    def _do_take(self, seat: int, action: A.Take) -> None:
        self.take(seat, action.colour)
        self.log.append(f"{self.names[seat]} takes {D.COLOURS[action.colour]} from the reserve.")
        self.undoable = False
        if self.take_for == "bonus":
            self.begin_actions()
        else:
            self.action_done(seat)

    # ----- step 2 hand-off (resolution lives in CharacterActions) --------------------------------
    def begin_actions(self) -> None:
        self.phase = "action"
        self.idx = 0
        self.skip_unpayable()

    def action_done(self, seat: int) -> None:
        """The pawn moves to its character's exit; the next player acts."""
        self.acted[seat] = True
        self.phase = "action"
        self.undoable = False
        self.idx += 1
        if self.idx >= self.num_players:
            self._begin_contributions()
        else:
            self.skip_unpayable()

    def skip_unpayable(self) -> None:
        """A player whose character has no payable option does nothing in step 2 (O9)."""
        while self.phase == "action" and not self.options_of(self.current()):
            seat = self.current()
            character = D.CHARACTER_NAMES[self.character_of(seat)]
            self.log.append(f"{self.names[seat]} cannot pay for the {character} and does nothing.")
            self.action_done(seat)

    def _do_seen(self, seat: int) -> None:
        if self.phase == "advisor":
            self.undoable = False
            self.idx += 1
            if self.idx == self.num_players:
                self._begin_turn()
            return
        self.inspection = None
        self.action_done(seat)

    # ----- step 3: contributions -----------------------------------------------------------------
    def _begin_contributions(self) -> None:
        self.phase = "contribute"
        self.idx = 0
        self._skip_empty_hands()

    def _skip_empty_hands(self) -> None:
        while self.phase == "contribute" and not any(self.hands[self.current()]):
            self._contribute(self.current(), ())

    # ----- secret choices: 'adds 2 cards face down', 'offers red cards in secret' -----------------
    def secret(self, seat: int, action) -> bool:
        return isinstance(action, (A.Add, A.JoustOffer))

    def reveals(self, seat: int, action) -> bool:
        """The last Joust offer reveals them all; the last contribution (the seats after it
        hold no card) is shuffled into the deck that step 4 reveals from."""
        if isinstance(action, A.JoustOffer) and self.joust is not None:
            return self.joust.offers.count(None) == 1
        if isinstance(action, A.Add) and self.phase == "contribute":
            return not any(any(self.hands[s]) for s in self.order[self.idx + 1 :])
        return False

    def never_revealed(self, seat: int, action) -> bool:
        """A contribution goes into the deck face down; step 4 reveals cards, never their owners."""
        return isinstance(action, A.Add)

    def _contribute(self, seat: int, cards: tuple[int, ...]) -> None:
        for colour in cards:
            self.hands[seat][colour] -= 1
            self.ork[colour] += 1
        missing = D.CONTRIBUTION - len(cards)
        self.ap[seat] -= missing * D.SHORTFALL_AP
        text = f"{self.names[seat]} adds {len(cards)} card{'s' * (len(cards) != 1)} face down"
        self.log.append(text + (f" and loses {missing} AP." if missing else "."))
        self.undoable = False
        self.idx += 1
        if self.idx >= self.num_players:
            self._orkensturm()
        else:
            self._skip_empty_hands()

    # ----- step 4, event, step 5, end check -----------------------------------------------------
    def _orkensturm(self) -> None:
        """Step 4a: shuffle the deck and reveal 2 cards per player, then resolve them."""
        revealed = []
        for _ in range(D.REVEAL_PER_PLAYER * self.num_players):
            colour = self.random_card(self.ork)
            self.ork[colour] -= 1
            revealed.append(colour)
        self.resolve_storm(revealed)

    def resolve_storm(self, revealed: list[int]) -> None:
        """Steps 4b-4d, the event, step 5 and the end check, for cards already taken from the
        deck."""
        n = [revealed.count(c) for c in range(6)]
        before = dict(self.tracks)
        margin = abs(n[D.R] - n[D.G])
        if n[D.G] > n[D.R]:
            battle = "LOST"
            self.battles_lost += 1
            self.move_track("M", -margin)
        elif n[D.R] > n[D.G]:
            battle = "WON"
            self.battles_won += 1
            self.move_track("O", -margin)
        else:
            battle = "DRAW"
        time = "DELAYED" if n[D.P] > n[D.B] else "HASTENED" if n[D.B] > n[D.P] else "UNCHANGED"
        self.move_track("T", -1 + (time == "DELAYED") - (time == "HASTENED"))
        treasury = "ROSE" if n[D.Y] > n[D.W] else "FELL" if n[D.W] > n[D.Y] else "UNCHANGED"
        self.move_track("S", n[D.Y] - n[D.W])
        after_storm = dict(self.tracks)
        self.log.append(
            f"Turn {self.turn} reveal {''.join(D.COLOURS[c] for c in revealed)}: battle {battle}, "
            f"time {time}, treasury {treasury}; "
            + " ".join(
                f"{t} {before[t]}>{after_storm[t]}" for t in D.TRACKS if before[t] != after_storm[t]
            )
        )
        ap_before = list(self.ap)
        if self.event is not None:
            EFFECTS[self.event](self, Flags(battle, margin, time, treasury))
            changes = [
                f"{t} {after_storm[t]}>{self.tracks[t]}"
                for t in D.TRACKS
                if after_storm[t] != self.tracks[t]
            ]
            changes += [
                f"{self.names[s]} +{self.ap[s] - ap_before[s]} AP"
                for s in range(self.num_players)
                if self.ap[s] != ap_before[s]
            ]
            self.log.append(
                f"Event {D.event_label(self.event)} resolves: "
                + (", ".join(changes) or "no change")
                + "."
            )
            self.event_discard.append(self.event)
        for colour in revealed:
            self.reserve[colour] += 1
        self.last_reveal = Reveal(
            turn=self.turn,
            cards="".join(D.COLOURS[c] for c in revealed),
            counts=n,
            battle=battle,
            margin=margin,
            time=time,
            treasury=treasury,
            before=before,
            after_storm=after_storm,
            after=dict(self.tracks),
            event=self.event,
            event_ap=[a - b for a, b in zip(self.ap, ap_before)],
        )
        self.event = None
        self.undoable = False
        ending = scoring.ending_of(self.tracks)
        if ending:
            self._end(ending)
        else:
            self.start = (self.start + 1) % self.num_players
            self._begin_turn()

    def _end(self, ending: str) -> None:
        self.phase = "over"
        self.final = final = scoring.final_scores(self, ending)
        self.log.append(f"The game ends with ending {ending}: {D.ENDING_TEXT[ending]}")
        for seat, row in enumerate(final.rows):
            self.log.append(
                f"{self.names[seat]}: {row.ap} AP + {row.reward} side + "
                f"{sum(v for _, v in row.advisors)} from advisors = {row.total}."
            )

    def result(self) -> Outcome:
        if self.final is None:
            raise IllegalAction("The game is not over yet.")
        return scoring.outcome(self, self.final)
