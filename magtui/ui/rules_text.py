"""The rules summaries' small Markdown (headings, paragraphs, lists, tables, **bold**, *italic*,
`code`) as rich renderables, without a Markdown library: the help screen opens fast and stays
light (a few styles, no colours)."""

from __future__ import annotations

import re

from rich import box
from rich.console import RenderableType
from rich.padding import Padding
from rich.table import Table
from rich.text import Text

from magtui.core.explanations import without_anchors

_INLINE = re.compile(r"\*\*(.+?)\*\*|\*(.+?)\*|`(.+?)`")
_ITEM = re.compile(r"(\s*)(- |\d+\. )(.*)")


def inline(source: str) -> Text:
    """One line or paragraph of Markdown inline text: bold, italic, code (in bold)."""
    text = Text()
    pos = 0
    for match in _INLINE.finditer(source):
        text.append(source[pos : match.start()])
        bold, italic, code = match.groups()
        if bold is not None:
            part = inline(bold)
            part.stylize("bold")
            text.append_text(part)
        elif italic is not None:
            text.append(italic, style="italic")
        else:
            text.append(code, style="bold")
        pos = match.end()
    text.append(source[pos:])
    return text


def _table(rows: list[str], ascii_mode: bool) -> Table:
    cells = [[c.strip() for c in row.strip().strip("|").split("|")] for row in rows]
    cells = [row for row in cells if not all(set(c) <= set("-: ") for c in row)]
    table = Table(
        box=box.ASCII if ascii_mode else box.SQUARE,
        show_header=True,
        header_style="bold",
        padding=(0, 1),
        expand=False,
    )
    for title in cells[0]:
        table.add_column(inline(title), overflow="fold")
    for row in cells[1:]:
        table.add_row(*(inline(c) for c in row))
    return table


def _items(items: list[tuple[str, str]]) -> Table:
    grid = Table.grid(padding=(0, 1, 0, 0))
    grid.add_column(no_wrap=True)
    grid.add_column(ratio=1)
    for marker, body in items:
        grid.add_row(marker, inline(body))
    return grid


def renderables(markdown: str, ascii_mode: bool = False) -> list[RenderableType]:
    """The blocks of `markdown`, in order, as rich renderables; the rule anchors the rule under
    the cursor quotes by are not shown."""
    markdown = without_anchors(markdown)
    blocks: list[RenderableType] = []
    paragraph: list[str] = []
    indent = 0  # an indented paragraph belongs to the list item above it
    items: list[tuple[str, str]] = []
    rows: list[str] = []
    bullet = "-" if ascii_mode else "•"

    def flush() -> None:
        nonlocal indent
        if paragraph:
            text = inline(" ".join(paragraph))
            blocks.append(Padding(text, (0, 0, 0, indent)) if indent else text)
            paragraph.clear()
        if items:
            blocks.append(_items(list(items)))
            items.clear()
        if rows:
            blocks.append(_table(list(rows), ascii_mode))
            rows.clear()

    for raw in markdown.splitlines():
        line = raw.strip()
        item = _ITEM.fullmatch(raw)
        if not line:
            flush()
            if blocks and blocks[-1] != "":
                blocks.append("")
        elif line.startswith("#"):
            flush()
            if blocks and blocks[-1] != "":
                blocks.append("")
            blocks.append(Text(line.lstrip("#").strip(), style="bold underline"))
        elif line.startswith("|"):
            if paragraph or items:
                flush()
            rows.append(line)
        elif item:
            if paragraph or rows:
                flush()
            marker = bullet if item.group(2) == "- " else item.group(2).strip()
            items.append((marker, item.group(3)))
        elif items and not paragraph:
            marker, body = items[-1]
            items[-1] = (marker, f"{body} {line}")  # a list item goes on
        else:
            if not paragraph:
                indent = len(raw) - len(raw.lstrip())
            paragraph.append(line)
    flush()
    return blocks
