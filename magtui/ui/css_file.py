"""A widget's look from the .tcss file beside its module: the one way a board brings its CSS."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any, ClassVar


class CssFile:
    """A widget class that names `CSS_FILE` gets that file (beside the class's module) as its
    DEFAULT_CSS, read once when the class is defined."""

    CSS_FILE: ClassVar[str | None] = None

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        name = cls.__dict__.get("CSS_FILE")
        if name is not None:
            beside = Path(sys.modules[cls.__module__].__file__ or ".").parent
            cls.DEFAULT_CSS = (beside / name).read_text(encoding="utf-8")  # type: ignore[attr-defined]
