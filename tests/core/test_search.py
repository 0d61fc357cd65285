"""The shared search: sampled worlds, random playouts, the game's evaluation."""

from dataclasses import dataclass

from magtui.core.bots import bot_move
from magtui.core.errors import IllegalAction
from magtui.core.game import GameState, Outcome
from magtui.core.search import SearchBot


@dataclass(frozen=True)
class Add:
    n: int

    def __str__(self):
        return f"add {self.n}"


class RaceTo10(GameState):
    """Players take turns adding 1 or 2 to a shared total; whoever reaches 10 wins."""

    def __init__(self, names, seed, options):
        super().__init__(names, seed, options)
        self.total, self.turn, self.winner = 0, 0, None

    def to_act(self):
        return () if self.is_over() else (self.turn,)

    def legal_actions(self, seat):
        return [Add(n) for n in (1, 2) if self.total + n <= 10]

    def _apply(self, seat, action):
        if action not in self.legal_actions(seat):
            raise IllegalAction("That passes 10.")
        self.total += action.n
        if self.total == 10:
            self.winner = seat
        self.turn = 1 - seat

    def is_over(self):
        return self.winner is not None

    def result(self):
        return Outcome({s: int(s == self.winner) for s in (0, 1)}, ((self.winner,), (1 - self.winner,)))

    def public_view(self):
        return {"total": self.total}

    def status(self):
        return f"total {self.total}"

    @classmethod
    def parse_action(cls, text):
        return Add(int(text.split()[1]))


def test_search_takes_the_winning_move():
    state = RaceTo10(["A", "B"], 1, {})
    state.total = 8
    assert bot_move(SearchBot(0, 1), state, 0) == Add(2)


def test_search_avoids_handing_over_the_win():
    """From 6, adding 2 leaves 8, from which the opponent wins at once; adding 1 leaves 7,
    from which every reply lets the bot win."""
    state = RaceTo10(["A", "B"], 1, {})
    state.total = 6
    assert bot_move(SearchBot(0, 3), state, 0) == Add(1)


def test_search_leaves_the_real_state_alone():
    state = RaceTo10(["A", "B"], 1, {})
    state.total = 5
    before = state.fingerprint()
    bot_move(SearchBot(0, 2), state, 0)
    assert state.fingerprint() == before
