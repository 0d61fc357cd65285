from tests.core.conftest import toy_registry  # noqa: F401  (the toy game for shell tests)
