"""A short audit of hostile table files (python -m tests.audit_tables runs the long one)."""

import io

from tests import audit_tables


def test_every_damaged_or_edited_table_file_ends_in_one_line_or_plain_text_and_loses_nothing():
    figures = audit_tables.run(
        ["orkensturm"], per_kind=1, seed=1, as_nobody=False, out=io.StringIO()
    )
    assert figures["failures"] == []
    assert figures["damaged files tried"] > 80 and figures["live edits tried"] > 60
    assert figures["live edits put back with nothing lost"] == figures["live edits tried"]
