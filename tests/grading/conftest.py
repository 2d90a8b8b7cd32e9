"""The graded assignments (scripts/make_assignments.py): each test here is marked ``grading``;
grading a submission runs a whole notebook in a kernel, so make test-fast leaves them out."""

from pathlib import Path

import pytest


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.grading)
