"""The rendered reports in reports/ are exactly what the current code renders.

They change only when someone regenerates them on purpose: `judge reports`.
"""

from __future__ import annotations

import pytest

from judge import explain
from judge.cli import REPORT_FORMATS, SUFFIX
from judge.report.render import render
from tests.conftest import REPO, SCENARIOS, scenario_id


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_reports_are_up_to_date(path):
    ruling = explain(path.relative_to(REPO).as_posix())
    stem = path.relative_to(REPO / "scenarios").with_suffix("")
    for fmt in REPORT_FORMATS:
        report = REPO / "reports" / stem.with_suffix(SUFFIX[fmt])
        assert report.is_file(), f"missing {report}; run `judge reports`"
        assert report.read_text(encoding="utf-8") == render(ruling, fmt), (
            f"{report} is stale; run `judge reports` and review the difference")


def test_no_report_without_a_scenario():
    stems = {p.relative_to(REPO / "scenarios").with_suffix("") for p in SCENARIOS}
    for report in (REPO / "reports").rglob("*.*"):
        stem = report.relative_to(REPO / "reports").with_suffix("")
        assert stem in stems, f"{report} has no scenario"
