"""The rule under the cursor: what a board element is, its state in words, and the rule that
applies, quoted from the game's rules summary.

A board names the element under its cursor (`Board.under_cursor`) as a `Focus`; the game's
`explain` (declared on its GameSpec, engine side) turns it into an `Explanation` from the seat's
redacted model. The rule is quoted from the summary by anchor: a line `<!-- rule: NAME -->`
right before the paragraph or list item it names. The help page never shows those lines.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_ANCHOR = re.compile(r"^\s*<!-- rule: ([a-z0-9-]+) -->\s*$")
_ITEM = re.compile(r"^\s*(- |\d+\. )")
_MARKUP = re.compile(r"\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`")


@dataclass(frozen=True)
class Focus:
    """A board element a cursor can reach: `kind` ("square", "card", "action", …) and `key`,
    the game's own name for the one element ("C7", "5", …)."""

    kind: str
    key: str = ""


@dataclass(frozen=True)
class Explanation:
    """`what`: what the element is ("Energy space"). `state`: its state now, in words ("Ann's
    magician stands here"). `rule`: the anchor of the rule quoted with it, or "" for none."""

    what: str
    state: str
    rule: str = ""


def anchors(summary: str) -> dict[str, str]:
    """Every anchor of a rules summary -> the plain text of the block it names."""
    found: dict[str, str] = {}
    lines = summary.splitlines()
    for number, line in enumerate(lines):
        match = _ANCHOR.match(line)
        if match is None:
            continue
        if match.group(1) in found:
            raise ValueError(f"The rules summary names the rule {match.group(1)!r} twice.")
        found[match.group(1)] = _block(lines[number + 1 :])
    return found


def _block(lines: list[str]) -> str:
    """The paragraph or list item the lines start with, joined and without Markdown marks."""
    taken: list[str] = []
    for line in lines:
        if not line.strip() or _ANCHOR.match(line):
            break
        if taken and (_ITEM.match(line) or line.lstrip().startswith("#")):
            break
        taken.append(line.strip())
    text = _ITEM.sub("", " ".join(taken)).lstrip("# ")
    return _MARKUP.sub(lambda m: next(g for g in m.groups() if g is not None), text)


def without_anchors(summary: str) -> str:
    """The summary as the help page shows it."""
    return "\n".join(line for line in summary.splitlines() if not _ANCHOR.match(line))


def rule_quote(summary: str, anchor: str) -> str:
    """The rule an explanation points at; a missing anchor is a game's bug (tests catch it)."""
    if not anchor:
        return ""
    try:
        return anchors(summary)[anchor]
    except KeyError:
        raise KeyError(f"The rules summary has no rule {anchor!r}.") from None
