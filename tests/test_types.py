"""The type checker sees every value: mypy, strict over all of judge/ (settings in
pyproject.toml), as part of the suite CI runs."""

from __future__ import annotations

import os

from mypy import api

from tests.conftest import REPO


def test_mypy_strict_finds_nothing():
    here = os.getcwd()
    os.chdir(REPO)  # mypy reads pyproject.toml and its `files` from the working folder
    try:
        out, err, status = api.run(["--no-error-summary"])
    finally:
        os.chdir(here)
    assert status == 0, out + err
