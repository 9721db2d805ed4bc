"""The `judge` command's start-up (judge/start.py): the cycle collector is held off while the
engine loads, which only helps if importing the package itself loads nothing heavy."""

from __future__ import annotations

import subprocess
import sys

from tests.conftest import REPO


def _python(code: str) -> str:
    return subprocess.run([sys.executable, "-c", code], cwd=REPO, capture_output=True,
                          text=True, check=True).stdout.strip()


def test_importing_the_package_loads_no_engine():
    loaded = _python("import judge, sys; print(sorted(m for m in sys.modules "
                     "if m.startswith(('judge.', 'pydantic', 'jinja2'))))")
    assert loaded == "[]"


def test_the_collector_runs_again_once_started_and_load_time_objects_are_set_aside():
    code = ("import gc, sys, judge.start\n"
            "sys.argv = ['judge', '--help']\n"
            "try:\n    judge.start.main()\n"
            "except SystemExit:\n    pass\n"
            "print(gc.isenabled(), gc.get_freeze_count() > 10000)")
    assert _python(code).splitlines()[-1] == "True True"
