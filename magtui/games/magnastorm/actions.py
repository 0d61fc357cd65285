"""Magnastorm actions: one small frozen value, `verb args...`, whose text is its notation.

Notation (see rules.md): `crew C Y`, `to B4`, `move`, `gain`, `go 4b1`, `from T45 c:Y`,
`build T45 S1 k`, `lab 3 i:YO`, `lab 10 c:S`, `takeover B`, `x YYS>P`, `obj SO1`, `rm 5d2`,
`end`, `skip`, ...
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from magtui.core.errors import NotationError

_SPACE = r"[1-6][a-f][1-3]"
_MODS = r"( k)?( i:(YO|OY))?( c:[YNSPD])?"     # Kaysia, Idris, the colour of a P cube
PATTERNS = {
    "col": r"col [A-E]",
    "res": r"res [GRUV]",
    "crew": r"crew [A-E] [YNSPD]",
    "takeover": r"takeover [A-E]( i:(YO|OY))?",
    "x": r"x [YNSPD]{3}>[YNSPD]",
    "to": r"to [A-E][1-5]",
    "move": r"move( i:(YO|OY))?",
    "gain": r"gain",
    "justin": r"justin [YNSPD]",
    "from": r"from T\d\d( c:[YNSPD])?",
    "mira": rf"mira {_SPACE}",
    "go": rf"go {_SPACE}",
    "build": r"build T\d\d S[1-3]" + _MODS,
    "lab": r"lab (10|[1-9])" + _MODS,
    "skip": r"skip",
    "adira": r"adira [GRUV]",
    "obj": r"obj (RO[1-4]( [GRUV]{1,2})?|SO[1-4])",
    "rm": rf"rm {_SPACE}",
    "end": r"end",
    "take": r"take [NSPD]",
    "place": r"place [A-E][1-5]?",
    "put": r"put [A-E][1-5]",
    "dain": r"dain [0-2]",
}
_COMPILED = {verb: re.compile(p + r"\Z") for verb, p in PATTERNS.items()}


@dataclass(frozen=True)
class Act:
    verb: str
    args: tuple[str, ...] = ()

    def __str__(self) -> str:
        return " ".join((self.verb, *self.args))

    @property
    def arg(self) -> str:
        return self.args[0] if self.args else ""

    def flag(self, name: str) -> str | None:
        """The value of a modifier: `k` -> "k", `i:YO` -> "YO"."""
        for a in self.args:
            if a == name:
                return a
            if a.startswith(name + ":"):
                return a.split(":", 1)[1]
        return None


def parse(text: str) -> Act:
    text = " ".join(str(text).split())
    verb = text.split(" ", 1)[0] if text else ""
    pattern = _COMPILED.get(verb)
    if pattern is None or not pattern.match(text):
        raise NotationError(f"{text!r} is not a Magnastorm action (see the rules summary for the notation).")
    return Act(verb, tuple(text.split(" ")[1:]))
