"""One way to write actions: frozen values declared with their notation, and one codec.

An action is a frozen dataclass decorated with its notation template:

    @action("pick {card}")
    @dataclass(frozen=True)
    class Pick:
        card: int

    @action("build {tile} {space}[ {kaysia}][ i:{order}]")
    @dataclass(frozen=True)
    class Build:
        tile: Annotated[str, Pattern(r"T\\d\\d")]
        space: str
        kaysia: Annotated[bool, Flag("k")] = False
        order: Annotated[str | None, OneOf("YO", "OY")] = None

In a template, `{field}` is one field written as a word by its `Word` (from its `Annotated`
metadata, else from its type: int, str, bool, Literal, Enum), and `[...]` is a part that is
left out when every field in it is None or False. The decorator gives the class its `__str__`;
`Notation(title, [Pick, Build, ...])` parses text back into the same values, and says what it
expected when the text is none of them.
"""

from __future__ import annotations

import enum
import re
import types
import typing
from dataclasses import dataclass, fields, is_dataclass
from typing import Any, Annotated, Callable, Iterable, Literal, TypeVar

from magtui.core.errors import NotationError


@dataclass(frozen=True)
class Word:
    """How one field is written: `pattern` (a regex for the word), `write` and `read`."""

    pattern: str = r"\S+"
    write: Callable[[Any], str] = str
    read: Callable[[str], Any] = str
    hint: str = ""  # what the player should type, in the expected-forms message


def Int(hint: str = "") -> Word:  # noqa: N802 - named like the type it writes
    return Word(r"-?\d+", str, int, hint)


def OneOf(*values: str, hint: str = "") -> Word:  # noqa: N802
    return Word(
        "|".join(re.escape(v) for v in sorted(values, key=len, reverse=True)),
        str,
        str,
        hint or "|".join(values),
    )


def Pattern(regex: str, hint: str = "") -> Word:  # noqa: N802
    return Word(regex, str, str, hint)


def Flag(text: str) -> Word:  # noqa: N802
    """A bool written as `text` when True (inside an optional part) and left out when False."""
    return Word(re.escape(text), lambda value: text, lambda word: True, text)


def Mapped(
    pattern: str, write: Callable[[Any], str], read: Callable[[str], Any], hint: str = ""
) -> Word:  # noqa: N802
    """A value written as a word of its own (a node's name for its number)."""
    return Word(pattern, write, read, hint)


def _word_for(tp: Any) -> Word:
    metadata: list[Any] = []
    if typing.get_origin(tp) is Annotated:
        tp, *metadata = typing.get_args(tp)
    for extra in metadata:
        if isinstance(extra, Word):
            return extra
    origin, args = typing.get_origin(tp), typing.get_args(tp)
    if origin in (typing.Union, types.UnionType):
        present = [a for a in args if a is not type(None)]
        return _word_for(present[0])
    if tp is int:
        return Int()
    if tp is bool:
        raise TypeError("a bool field needs Flag(text) to say how it is written")
    if origin is Literal:
        return OneOf(*map(str, args))
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        members = {str(m.value): m for m in tp}
        return Word(
            "|".join(re.escape(v) for v in sorted(members, key=len, reverse=True)),
            lambda m: str(m.value),
            members.__getitem__,
            "|".join(members),
        )
    return Word()


_TOKEN = re.compile(r"\{(\w+)\}|\[|\]|[^{}\[\]]+")


def _parse_template(text: str) -> list:
    """Literal text, ("field", name) and ("optional", parts) items, in order."""
    stack: list[list] = [[]]
    for match in _TOKEN.finditer(text):
        token = match.group(0)
        if match.group(1):
            stack[-1].append(("field", match.group(1)))
        elif token == "[":
            stack.append([])
        elif token == "]":
            inner = stack.pop()
            stack[-1].append(("optional", inner))
        else:
            stack[-1].append(token)
    if len(stack) != 1:
        raise ValueError(f"unbalanced [ ] in the notation {text!r}")
    return stack[0]


class ActionForm:
    """The notation of one action class: writing, the regex that reads it, and its hint."""

    def __init__(self, cls: type, template: str):
        self.cls = cls
        self.template = template
        first = re.match(r"[A-Za-z]\w*", template)
        self.verb = first.group(0) if first else ""  # a literal first word names the kind
        hints = typing.get_type_hints(cls, include_extras=True)
        self.words = {f.name: _word_for(hints[f.name]) for f in fields(cls)}
        self.parts = _parse_template(template)
        self.regex = re.compile(self._pattern(self.parts) + r"\Z")
        self.hint = self._hint(self.parts)

    def _pattern(self, parts: list) -> str:
        out = []
        for part in parts:
            if isinstance(part, str):
                out.append(re.escape(part))
            elif part[0] == "field":
                out.append(f"(?P<{part[1]}>{self.words[part[1]].pattern})")
            else:
                out.append(f"(?:{self._pattern(part[1])})?")
        return "".join(out)

    def _hint(self, parts: list) -> str:
        out = []
        for part in parts:
            if isinstance(part, str):
                out.append(part)
            elif part[0] == "field":
                out.append(self.words[part[1]].hint or part[1].upper())
            else:
                inner = self._hint(part[1])
                out.append((" " if inner.startswith(" ") else "") + "[" + inner.lstrip() + "]")
        return "".join(out)

    def write(self, action: Any, parts: list | None = None) -> str:
        out = []
        for part in self.parts if parts is None else parts:
            if isinstance(part, str):
                out.append(part)
            elif part[0] == "field":
                out.append(self.words[part[1]].write(getattr(action, part[1])))
            elif any(_present(getattr(action, name)) for name in _fields_in(part[1])):
                out.append(self.write(action, part[1]))
        return "".join(out)

    def read(self, text: str) -> Any:
        match = self.regex.match(text)
        if match is None:
            return None
        values = {}
        for name, word in self.words.items():
            group = match.groupdict().get(name)
            if group is not None:
                values[name] = word.read(group)
        return self.cls(**values)


def _present(value: Any) -> bool:
    """An optional part is written when a field in it holds a value: 0 is one, False is not."""
    return value is not None and value is not False


def _fields_in(parts: list) -> Iterable[str]:
    for part in parts:
        if isinstance(part, tuple):
            if part[0] == "field":
                yield part[1]
            else:
                yield from _fields_in(part[1])


ActionClass = TypeVar("ActionClass", bound=type)


def action(template: str) -> Callable[[ActionClass], ActionClass]:
    """Declares a frozen dataclass's notation (see the module's notes); gives it `__str__`, and
    `verb`: the template's first word, which names the kind of action (menus group by it)."""

    def declare(cls: ActionClass) -> ActionClass:
        if not (is_dataclass(cls) and cls.__dataclass_params__.frozen):  # type: ignore[attr-defined]
            raise TypeError(
                f"{cls.__name__}: an action is a frozen dataclass (put @action above @dataclass)"
            )
        form = ActionForm(cls, template)
        cls.__notation__ = form  # type: ignore[attr-defined]
        cls.verb = form.verb  # type: ignore[attr-defined]

        def __str__(self: Any) -> str:
            return form.write(self)

        cls.__str__ = __str__  # type: ignore[method-assign]
        return cls

    return declare


def form_of(cls: type) -> ActionForm:
    form = getattr(cls, "__notation__", None)
    if form is None:
        raise TypeError(f"{cls.__name__} declares no notation (@action)")
    return form


class Notation:
    """Reads the text of any of a game's actions back into its value."""

    def __init__(self, game: str, classes: Iterable[type]):
        self.game = game
        self.forms = [form_of(cls) for cls in classes]

    def parse(self, text: str) -> Any:
        text = " ".join(str(text).split())
        for form in self.forms:
            try:
                found = form.read(text)
            except (ValueError, KeyError, IndexError):
                found = None
            if found is not None:
                return found
        expected = "; ".join(form.hint for form in self.forms)
        article = "an" if self.game[:1].lower() in "aeiou" else "a"
        raise NotationError(
            f"{text!r} is not {article} {self.game} action (expected one of: {expected})."
        )
