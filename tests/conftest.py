"""Shared pytest settings: ``--run-slow`` opts in to the slow reproductions."""

import pytest


def pytest_addoption(parser):
    parser.addoption(
        "--run-slow",
        action="store_true",
        help="also run the slow reproductions (Kalah levels 6-8)",
    )


def pytest_collection_modifyitems(config, items):
    if config.getoption("--run-slow"):
        return
    skip = pytest.mark.skip(reason="slow reproduction: run with --run-slow (or `make test-slow`)")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)
