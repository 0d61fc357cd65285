"""The board's questions to the rules while a player composes a move (`GameState.answer`): what a
displacement or a flight being drawn would allow, before anything is sent. (Where the walk may
end the board reads off the model itself: `magician_ends`.) A layer of the game state
(model.py); answers are JSON, in the actions' notation."""

from __future__ import annotations

from typing import Any, Self

from magtui.core.errors import IllegalAction, MagtuiError
from magtui.games.magalon.actions import NOTATION
from magtui.games.magalon.takeback import TakeBack


class BoardQuestions(TakeBack):
    """The questions `answer` knows. Everything in Magalon is open, so an answer may tell the
    acting seat anything about the position; other seats are not asked."""

    def answer(self, seat: int, question: str, *args: Any) -> Any:
        """Questions of the acting `seat`:

        "legal_after", steps: the notations of its legal actions once the actions `steps`
        (notations: the part of a move drawn so far, such as the squares of a displacement)
        were played.

        "why_not_after", steps, action: None when the action `action` (a notation) would be
        legal once `steps` were played; otherwise the reason, that of the first step refused
        if one is.
        """
        if self.is_over() or seat not in self.to_act():
            raise IllegalAction(f"It is not {self.seat_name(seat)}'s turn to act.")
        if question == "legal_after" and len(args) == 1:
            return [str(a) for a in self._after(seat, args[0]).legal_actions(seat)]
        if question == "why_not_after" and len(args) == 2 and isinstance(args[1], str):
            try:
                self._after(seat, args[0]).apply(seat, NOTATION.parse(args[1]))
            except MagtuiError as exc:
                return str(exc)
            return None
        raise IllegalAction(f"Magalon answers no question {question!r} with {len(args)} arguments.")

    def _after(self, seat: int, steps: object) -> Self:
        """A copy of the game with the actions `steps` (notations) played by `seat`; an
        IllegalAction names the first one refused."""
        if not isinstance(steps, (list, tuple)) or not all(isinstance(s, str) for s in steps):
            raise IllegalAction("The steps must be a list of action notations.")
        trial = self.clone()
        for text in steps:
            trial.apply(seat, NOTATION.parse(text))
        return trial
