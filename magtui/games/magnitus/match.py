"""The match around the games of Magnitus: dealing, the end of a game with its penalties and
the -3, the penalty limit, Universe eliminations and the solo titles."""

from __future__ import annotations

from magtui.core.errors import IllegalAction
from magtui.core.game import Outcome
from magtui.games.magnitus import data
from magtui.games.magnitus.bodies import World
from magtui.games.magnitus.model import MagnitusModel
from magtui.games.magnitus.summary import GameSummary, game_summary, summary_sentence


class MatchRules(MagnitusModel):
    """Dealing and scoring."""

    # ----- dealing ------------------------------------------------------------------
    def _new_game(self) -> None:
        self.games += 1
        self.world = World()
        self.hands = [[] for _ in self.names]
        self._deal()
        self.turn = self.first
        self.turns_in_game = 0
        self.hover = None
        self.hover_used = 0
        counts = ", ".join(f"{self.names[s]} {len(self.hands[s])}" for s in self.alive)
        if self.solo:
            self.log.append(f"{self.names[0]} takes all {len(self.hands[0])} bodies.")
        else:
            self.log.append(f"Game {self.games}: dealt {counts}; {self.names[self.first]} starts.")

    def _deal(self) -> None:
        """Spec section 3: counts with handicap, each kind evenly, the rest shuffled."""
        seats = self.alive
        n = len(seats)
        per_kind = data.PER_KIND_PER_SET * self.sets
        total = per_kind * len(data.KINDS)
        handicap = {s: self.handicaps[s] for s in seats}
        quota = {s: (total - sum(handicap.values())) // n + handicap[s] for s in seats}
        left: list[int] = []
        for k in range(len(data.KINDS)):
            ids = list(range(k * per_kind, (k + 1) * per_kind))
            share = per_kind // n
            for s in seats:
                give = min(share, quota[s] - len(self.hands[s]))
                self.hands[s] += ids[:give]
                ids = ids[give:]
            left += ids
        self.rng.shuffle(left)
        order = seats[seats.index(self.first) :] + seats[: seats.index(self.first)]
        while left and any(len(self.hands[s]) < quota[s] for s in order):
            for s in order:
                if left and len(self.hands[s]) < quota[s]:
                    self.hands[s].append(left.pop(0))
        for hand in self.hands:
            hand.sort()

    # ----- the end of a game and of the match -------------------------------------------
    def _next_seat(self, seat: int) -> int:
        return next_alive(self.alive, seat)

    def _limit_reached(self) -> bool:
        return any(self.totals[s] >= self.target for s in self.alive)

    def _end_solo(self) -> None:
        left = len(self.hands[0])
        self.solo_score = left
        title = data.solo_title(left)
        self.log.append(
            f"{self.names[0]} ends with {left} bodies left: {title if title else 'no title'}."
        )
        self.over = True

    def _solo_outcome(self) -> Outcome:
        left = self.solo_score or 0
        title = data.solo_title(left)
        return Outcome(
            {0: left},
            ((0,),),
            f"{left} bodies left: {title or 'no title'} (fewer is better).",
            headline=f"{self.names[0]}: {left} bodies left, {title or 'no title'}",
        )

    def _end_game(self, emptied: int) -> None:
        before = list(self.totals)
        for s in self.alive:
            if s != emptied:
                self.totals[s] += len(self.hands[s])
        self.totals[emptied] = max(0, self.totals[emptied] - data.EMPTY_HAND_BONUS)
        self.log.append(
            f"{self.names[emptied]} places the last body and removes "
            f"{data.EMPTY_HAND_BONUS} penalty points."
        )
        totals = ", ".join(f"{self.names[s]} {self.totals[s]}" for s in self.alive)
        self.log.append(f"End of game {self.games}. Penalty totals: {totals}.")
        self.summaries.append(game_summary(self, emptied, before))
        if self._match_decided():
            return
        self.first = self._next_seat(self.first)  # G5: clockwise, skipping the eliminated
        self._new_game()

    def _match_decided(self) -> bool:
        """Ends the match when the penalty totals decide it, and says so: in Universe the
        players at the limit are out and the last one left wins; otherwise the first total at
        the limit ends the match."""
        if self.universe:
            self._eliminate_at_limit()
            if len(self.alive) > 1:
                return False
        elif not self._limit_reached():
            return False
        self._end_match()
        return True

    def _eliminate_at_limit(self) -> None:
        """Universe (G18): players at the limit are out; their hands go back to the box, their
        bodies in the galaxy stay."""
        out = [s for s in self.alive if self.totals[s] >= self.target]
        if not out:
            return
        self.eliminated.append(out)
        self.alive = [s for s in self.alive if s not in out]
        for s in out:
            self.hands[s] = []
        self.log.append(
            f"{', '.join(self.names[s] for s in out)} "
            f"{'is' if len(out) == 1 else 'are'} eliminated."
        )

    def _end_match(self) -> None:
        self.over = True
        self.hover = None
        ranking = self._match_outcome().ranking
        winners = ", ".join(self.names[s] for s in ranking[0])
        self.log.append(
            f"The match is over: {winners} {'wins' if len(ranking[0]) == 1 else 'share the win'}."
        )

    def _match_outcome(self) -> Outcome:
        """The penalty totals ranked, lower first (in Universe the last left first), with the
        words of the last game's end."""
        scores = {s: self.totals[s] for s in range(self.num_players)}  # penalty points
        if self.universe:
            ranking: list[tuple[int, ...]] = []
            ranking += _by_total(self.alive, self.totals)
            for group in reversed(self.eliminated):
                ranking += _by_total(group, self.totals)
            explanation = "The last creator left wins; lower penalty totals are better."
        else:
            ranking = _by_total(list(range(self.num_players)), self.totals)
            losers = [
                self.names[s] for s in range(self.num_players) if self.totals[s] >= self.target
            ]
            explanation = (
                f"{', '.join(losers) or 'Nobody'} reached {self.target} penalty points; "
                "lower totals rank higher."
            )
        last = self.summaries[-1] if self.summaries else None
        if last is not None and last.game == self.games:
            explanation = f"{summary_sentence(last, self.names)} {explanation}"
        return Outcome(scores, tuple(ranking), explanation)

    def parts(self) -> list[Outcome]:
        """One outcome per finished game of the match: the player who placed the last body
        first, the others by the bodies they had left; scores are the bodies left."""
        return [_game_outcome(summary) for summary in self.summaries]

    def result(self) -> Outcome:
        if not self.over:
            raise IllegalAction("The match is not over.")
        return self._solo_outcome() if self.solo else self._match_outcome()


def next_alive(alive: list[int], seat: int) -> int:
    """The seat after `seat` clockwise, skipping the eliminated (G5)."""
    later = [s for s in alive if s > seat]
    return later[0] if later else alive[0]


def _by_total(seats: list[int], totals) -> list[tuple[int, ...]]:
    groups: dict[int, list[int]] = {}
    for s in seats:
        groups.setdefault(totals[s], []).append(s)
    return [tuple(groups[t]) for t in sorted(groups)]


def _game_outcome(summary: GameSummary) -> Outcome:
    left = {row.seat: row.left for row in summary.rows}
    emptied = summary.emptied
    others = _by_total([s for s in left if s != emptied], left)
    return Outcome(left, ((emptied,), *others), "bodies left in hand (fewer is better)")
