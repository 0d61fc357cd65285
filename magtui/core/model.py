"""A game's state declared once: typed fields, each marked with who may see it.

A model is a class whose annotated fields are its whole state (a `Model` subclass, plain or a
dataclass). A field is public unless its annotation says otherwise with `Annotated`:

    class Player(Model):
        seat: int
        hand: Annotated[list[str], Owned(shown_as=len)]    # its seat sees it; others a count

    class CardsState(Model):
        players: list[Player]
        deck: Annotated[list[str], Hidden(shown_as=len)]   # nobody sees it; everyone a count
        votes: Annotated[list[int | None], PerSeat()]       # seat i sees votes[i]; others None
        _cache: Annotated[dict, Derived(reset=dict)]       # worked out from the rest

From that one declaration come, generated once per class from the types:
- `copy_of(model)`: an independent copy for undo, bots and trials. Immutable parts (numbers,
  strings, tuples of them, frozensets, frozen values) are shared; lists, dicts and sets are
  copied to the depth their types say (a TypedDict by its keys' types); nested models are
  copied by their own declaration; the
  RNG is copied in one place (`Rng.__copy__`); derived fields are reset (or shared, when they
  declare no reset).
- `redacted(model, seat)`: the same typed shape with what `seat` may not see replaced by what
  it sees instead (`shown_as(value)`, None by default); seat None is the table.
- `to_json(model)`: the JSON of every declared field but the derived ones.
- `schema_version(cls)`: a short hash of the declaration, which changes whenever a field,
  its type or its visibility does.
- `undeclared(model)`: the attributes set on it that its declaration does not name.
"""

from __future__ import annotations

import enum
import hashlib
import types
import typing
import weakref
from dataclasses import dataclass, is_dataclass
from typing import Annotated, Any, Callable, ClassVar, Union

from magtui.core.rng import Rng


# ----- visibility markers ---------------------------------------------------------------------
@dataclass(frozen=True)
class Owned:
    """Seen only by the seat that owns the model holding the field (`Model.owner_seat()`)."""

    shown_as: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class PerSeat:
    """A sequence indexed by seat: element i is seen by seat i only."""

    shown_as: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Hidden:
    """Seen by nobody while the game goes on (a deck's order, the seed)."""

    shown_as: Callable[[Any], Any] | None = None


@dataclass(frozen=True)
class Derived:
    """Not state: worked out from the rest (a cache). Left out of views and JSON; a copy gets
    `reset()` or, without a reset, shares the value."""

    reset: Callable[[], Any] | None = None


Visibility = Union[Owned, PerSeat, Hidden, None]


class Model:
    """Base of declared models: see the module's notes."""

    __slots__ = ()

    def owner_seat(self) -> int | None:
        """The seat that owns this part of the state (its `Owned` fields); None: no seat."""
        return None


# ----- the declaration, read from the annotations ------------------------------------------
@dataclass(frozen=True)
class Field:
    name: str
    type: Any
    seen: Visibility
    derived: Derived | None


_IMMUTABLE_LEAVES = (int, float, str, bool, bytes, type(None), complex)


def _strip(tp: Any) -> tuple[Any, Visibility, Derived | None]:
    seen: Visibility = None
    derived = None
    if typing.get_origin(tp) is Annotated:
        base, *extras = typing.get_args(tp)
        for extra in extras:
            if isinstance(extra, (Owned, PerSeat, Hidden)):
                seen = extra
            elif isinstance(extra, Derived):
                derived = extra
        return base, seen, derived
    return tp, None, None


_FIELDS: dict[type, tuple[Field, ...]] = {}


def fields_of(cls: type) -> tuple[Field, ...]:
    """The declared fields of a model class, base classes' first."""
    found = _FIELDS.get(cls)
    if found is None:
        hints = typing.get_type_hints(cls, include_extras=True)
        found = tuple(
            Field(name, *_strip(tp))
            for name, tp in hints.items()
            if typing.get_origin(tp) is not ClassVar and tp is not ClassVar
        )
        _FIELDS[cls] = found
    return found


# ----- copying ---------------------------------------------------------------------------------
def _is_model(tp: Any) -> bool:
    return isinstance(tp, type) and issubclass(tp, Model)


def _immutable(tp: Any) -> bool:
    """True when values of type `tp` never change in place, so a copy may share them."""
    tp, _, _ = _strip(tp)
    origin = typing.get_origin(tp)
    if tp in _IMMUTABLE_LEAVES or tp is frozenset:
        return True
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        return True
    if origin in (Union, types.UnionType):
        return all(_immutable(arg) for arg in typing.get_args(tp))
    if origin is typing.Literal:
        return True
    if origin in (tuple, frozenset):
        return all(_immutable(arg) for arg in typing.get_args(tp) if arg is not Ellipsis)
    if tp is tuple:
        return True  # a bare tuple is declared to hold immutable values
    if isinstance(tp, type) and is_dataclass(tp) and tp.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return not _is_model(tp) and all(_immutable(f.type) for f in fields_of(tp))
    return False


class _Source:
    """Python source for a copy function, with the helpers it needs as names."""

    def __init__(self) -> None:
        self.names: dict[str, Any] = {}

    def name_for(self, value: Any) -> str:
        name = f"_h{len(self.names)}"
        self.names[name] = value
        return name

    def copy_expr(self, tp: Any, expr: str, depth: int = 0) -> str:
        """An expression copying `expr` (of type `tp`) to the depth its type says."""
        tp, _, _ = _strip(tp)
        if _immutable(tp):
            return expr
        origin = typing.get_origin(tp)
        args = typing.get_args(tp)
        item = f"_x{depth}"
        if origin in (Union, types.UnionType):
            present = [a for a in args if a is not type(None)]
            if len(present) == 1 and len(args) == 2:
                return f"(None if {expr} is None else {self.copy_expr(present[0], expr, depth)})"
            raise TypeError(f"cannot copy the union {tp}: declare one type or X | None")
        if origin is list or tp is list:
            inner = args[0] if args else Any
            if args and _immutable(inner):
                return f"{expr}.copy()"
            return f"[{self.copy_expr(inner, item, depth + 1)} for {item} in {expr}]"
        if origin is set or tp is set:
            return f"{expr}.copy()"
        if typing.is_typeddict(tp):
            return self._typeddict_expr(tp, expr, depth)
        if origin is dict or tp is dict:
            value = args[1] if args else Any
            if args and _immutable(value):
                return f"{expr}.copy()"
            key = f"_k{depth}"
            return f"{{{key}: {self.copy_expr(value, item, depth + 1)} for {key}, {item} in {expr}.items()}}"
        if origin is tuple:
            if len(args) == 2 and args[1] is Ellipsis:
                return f"tuple([{self.copy_expr(args[0], item, depth + 1)} for {item} in {expr}])"
            parts = ", ".join(self.copy_expr(a, f"{expr}[{i}]", depth) for i, a in enumerate(args))
            return f"({parts},)"
        if tp is Rng:
            return f"{expr}.__copy__()"
        if _is_model(tp):
            return f"{self.name_for(copy_of)}({expr})"
        if tp is Any:
            raise TypeError("cannot copy a field typed Any: declare its type")
        copier = getattr(tp, "__copy__", None)
        if copier is not None:
            return f"{expr}.__copy__()"
        raise TypeError(f"cannot copy a {tp!r}: declare it immutable (frozen) or a Model")

    def _typeddict_expr(self, tp: Any, expr: str, depth: int) -> str:
        """A TypedDict copied key by key to the depth its keys' types say; one whose values are
        all immutable is copied whole (its keys may then be optional)."""
        keys = typing.get_type_hints(tp, include_extras=True)
        if all(_immutable(t) for t in keys.values()):
            return f"{expr}.copy()"
        if tp.__optional_keys__:
            raise TypeError(
                f"cannot copy the TypedDict {tp.__name__}: optional keys with mutable values"
            )
        parts = ", ".join(
            f"{k!r}: {self.copy_expr(t, f'{expr}[{k!r}]', depth)}" for k, t in keys.items()
        )
        return f"{{{parts}}}"


_COPIERS: dict[type, Callable[[Any], Any]] = {}


def _copier(cls: type) -> Callable[[Any], Any]:
    source = _Source()
    new = source.name_for(object.__new__)
    klass = source.name_for(cls)
    lines = ["def copy(self):", f"    new = {new}({klass})"]
    setter = "object.__setattr__" if is_dataclass(cls) and cls.__dataclass_params__.frozen else None  # type: ignore[attr-defined]
    for f in fields_of(cls):
        if f.derived is not None:
            expr = f"{source.name_for(f.derived.reset)}()" if f.derived.reset else f"self.{f.name}"
        else:
            try:
                expr = source.copy_expr(f.type, f"self.{f.name}")
            except TypeError as exc:
                raise TypeError(f"{cls.__name__}.{f.name}: {exc}") from None
        if setter:
            lines.append(f"    {setter}(new, {f.name!r}, {expr})")
        else:
            lines.append(f"    new.{f.name} = {expr}")
    lines.append("    return new")
    namespace: dict[str, Any] = {}
    exec("\n".join(lines), source.names, namespace)  # noqa: S102 - generated from the declaration
    return namespace["copy"]


def copy_of(model: Any) -> Any:
    """An independent copy of `model`, to the depth its declaration says."""
    cls = type(model)
    copier = _COPIERS.get(cls)
    if copier is None:
        copier = _COPIERS[cls] = _copier(cls)
    return copier(model)


# ----- redaction -------------------------------------------------------------------------------
def _shown(marker: Owned | PerSeat | Hidden, value: Any) -> Any:
    return marker.shown_as(value) if marker.shown_as is not None else None


def _redact_value(tp: Any, value: Any, seat: int | None) -> Any:
    """`value` (a copy) with the secrets inside it redacted for `seat`."""
    tp, _, _ = _strip(tp)
    if value is None:
        return None
    if _is_model(type(value)):
        return _redact_in_place(value, seat)
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin in (Union, types.UnionType):
        present = [a for a in args if a is not type(None)]
        return _redact_value(present[0], value, seat) if len(present) == 1 else value
    if origin is list and args and _holds_secrets(args[0]):
        return [_redact_value(args[0], v, seat) for v in value]
    if origin is tuple and args and args[-1] is Ellipsis and _holds_secrets(args[0]):
        return tuple(_redact_value(args[0], v, seat) for v in value)
    if origin is dict and args and _holds_secrets(args[1]):
        return {k: _redact_value(args[1], v, seat) for k, v in value.items()}
    return value


_HOLDS: dict[tuple[type, tuple[type, ...]], bool] = {}


def _holds(tp: Any, markers: tuple[type, ...]) -> bool:
    """True when values of type `tp` may hold a field marked with one of `markers`."""
    tp, _, _ = _strip(tp)
    if _is_model(tp):
        key = (tp, markers)
        if key not in _HOLDS:
            _HOLDS[key] = False  # a model nested in itself: decided by its other fields
            _HOLDS[key] = any(
                isinstance(f.seen, markers) or _holds(f.type, markers) for f in fields_of(tp)
            )
        return _HOLDS[key]
    return any(_holds(arg, markers) for arg in typing.get_args(tp) if arg is not Ellipsis)


def _holds_secrets(tp: Any) -> bool:
    """True when values of type `tp` may hold fields some seat may not see."""
    return _holds(tp, (Owned, PerSeat, Hidden))


_SECRET_FIELDS: dict[type, tuple[Field, ...]] = {}


def _secret_fields(cls: type) -> tuple[Field, ...]:
    """The fields of a model class that redaction may change: marked, or holding marked ones
    (found once per class: a view is redacted at every position of a game)."""
    found = _SECRET_FIELDS.get(cls)
    if found is None:
        found = _SECRET_FIELDS[cls] = tuple(
            f
            for f in fields_of(cls)
            if f.derived is None and (f.seen is not None or _holds_secrets(f.type))
        )
    return found


def _redact_in_place(model: Any, seat: int | None) -> Any:
    owner = model.owner_seat()
    for f in _secret_fields(type(model)):
        value = getattr(model, f.name)
        if isinstance(f.seen, Hidden) or (
            isinstance(f.seen, Owned) and (seat is None or seat != owner)
        ):
            value = _shown(f.seen, value)
        elif isinstance(f.seen, PerSeat):
            value = type(value)(v if i == seat else _shown(f.seen, v) for i, v in enumerate(value))
        else:
            value = _redact_value(f.type, value, seat)
        object.__setattr__(model, f.name, value)
    return model


_REDACTED: weakref.WeakSet = weakref.WeakSet()


def redacted(model: Any, seat: int | None) -> Any:
    """A copy of `model` as `seat` may see it (None: the table), in the same typed shape."""
    copy = _redact_in_place(copy_of(model), seat)
    _REDACTED.add(copy)
    return copy


def is_redacted(model: Any) -> bool:
    """True for a copy made by `redacted`: it holds only what one seat (or the table) may see."""
    try:
        return model in _REDACTED
    except TypeError:  # an object that cannot be weakly referenced was never recorded
        return False


# ----- JSON ------------------------------------------------------------------------------------
_JSON_LEAVES = frozenset({int, float, str, bool, type(None)})


def to_json(value: Any) -> Any:
    """JSON data of a model (every declared field but the derived ones), or of a value in one."""
    kind = type(value)
    if kind in _JSON_LEAVES:
        return value
    # Leaves in a list or dict are taken as they are, without a call each: a view is made at
    # every position of a game, a log of hundreds of lines in it.
    if kind in (list, tuple):
        return [v if type(v) in _JSON_LEAVES else to_json(v) for v in value]
    if kind is dict:
        return {str(k): v if type(v) in _JSON_LEAVES else to_json(v) for k, v in value.items()}
    if kind in (set, frozenset):
        return sorted(to_json(v) for v in value)
    if isinstance(value, Model):
        return {
            f.name: to_json(getattr(value, f.name)) for f in fields_of(kind) if f.derived is None
        }
    if isinstance(value, enum.Enum):
        return to_json(value.value)
    if isinstance(value, Rng):
        return value.state
    if is_dataclass(value):
        return str(value)  # a frozen value such as an action: its notation
    return to_json(value.tolist()) if hasattr(value, "tolist") else str(value)


# ----- checks ----------------------------------------------------------------------------------
def undeclared(model: Any) -> list[str]:
    """Attributes of `model` that its declaration does not name (they would not be copied)."""
    declared = {f.name for f in fields_of(type(model))}
    return sorted(set(getattr(model, "__dict__", ())) - declared)


def _type_text(tp: Any, seen_models: set[type]) -> str:
    base, seen, derived = _strip(tp)
    mark = _mark(seen, derived)
    if _is_model(base):
        text = base.__qualname__
        if base not in seen_models:
            seen_models.add(base)
            text += "{" + schema_text(base, seen_models) + "}"
    elif typing.is_typeddict(base):
        text = (
            base.__qualname__
            + "{"
            + ",".join(
                f"{k}:{_type_text(t, seen_models)}"
                for k, t in typing.get_type_hints(base, include_extras=True).items()
            )
            + "}"
        )
    elif typing.get_args(base):
        text = (
            f"{getattr(typing.get_origin(base), '__name__', typing.get_origin(base))}["
            + ",".join(
                _type_text(a, seen_models) if a is not Ellipsis else "..."
                for a in typing.get_args(base)
            )
            + "]"
        )
    else:
        text = getattr(base, "__qualname__", repr(base))
    return text + mark


def schema_text(cls: type, seen_models: set[type] | None = None) -> str:
    seen_models = seen_models if seen_models is not None else {cls}
    return ";".join(
        f"{f.name}:{_type_text(f.type, seen_models)}{_mark(f.seen, f.derived)}"
        for f in fields_of(cls)
    )


def _mark(seen: Visibility, derived: Derived | None) -> str:
    """A visibility in words that stay the same from run to run (no addresses)."""
    if derived is not None:
        return "@Derived"
    if seen is None:
        return ""
    shown = getattr(seen.shown_as, "__qualname__", "")
    return f"@{type(seen).__name__}({shown})"


def schema_version(cls: type) -> str:
    """A short hash of `cls`'s declaration: views and saves' fingerprints carry it."""
    return hashlib.sha256(schema_text(cls).encode()).hexdigest()[:8]


def _differences(seen: Any, table: Any, path: str, out: dict[str, Any]) -> None:
    if seen == table:
        return
    if isinstance(seen, dict) and isinstance(table, dict) and seen.keys() == table.keys():
        for key in seen:
            _differences(seen[key], table[key], f"{path}.{key}" if path else key, out)
    elif isinstance(seen, list) and isinstance(table, list) and len(seen) == len(table):
        for i, (a, b) in enumerate(zip(seen, table)):
            _differences(a, b, f"{path}.{i}" if path else str(i), out)
    else:
        out[path] = seen


def secrets_for(
    model: Any, seat: int, seen: Callable[[Any, int | None], Any] = redacted
) -> dict[str, Any]:
    """What `seat` sees of `model` that the table does not, as JSON by dotted path
    ("players.2.hand": [...]); `seen(model, seat)` is the model as a seat sees it."""
    out: dict[str, Any] = {}
    if _holds(type(model), (Owned, PerSeat)):  # else every seat sees what the table sees
        _differences(to_json(seen(model, seat)), to_json(seen(model, None)), "", out)
    return out
