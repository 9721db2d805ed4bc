"""The rendered reports in reports/ are exactly what the current code renders.

They change only when someone regenerates them on purpose: `judge reports`.
"""

from __future__ import annotations

import pytest

from judge import explain
from judge.cli import REPORT_FORMATS, SUFFIX
from judge.audit.replay import audit
from judge.report.render import render, render_audit
from tests.conftest import RECORDS, REPO, SCENARIOS, scenario_id


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_reports_are_up_to_date(path):
    ruling = explain(path.relative_to(REPO).as_posix())
    stem = path.relative_to(REPO / "scenarios").with_suffix("")
    for fmt in REPORT_FORMATS:
        report = REPO / "reports" / stem.with_suffix(SUFFIX[fmt])
        assert report.is_file(), f"missing {report}; run `judge reports`"
        assert report.read_text(encoding="utf-8") == render(ruling, fmt), (
            f"{report} is stale; run `judge reports` and review the difference")


@pytest.mark.parametrize("path", RECORDS, ids=scenario_id)
def test_audit_reports_are_up_to_date(path):
    found = audit(path.relative_to(REPO).as_posix())
    stem = path.relative_to(REPO / "scenarios").with_suffix("")
    for fmt in REPORT_FORMATS:
        report = REPO / "reports" / stem.with_suffix(SUFFIX[fmt])
        assert report.is_file(), f"missing {report}; run `judge reports`"
        assert report.read_text(encoding="utf-8") == render_audit(found, fmt), (
            f"{report} is stale; run `judge reports` and review the difference")


def test_no_report_without_a_scenario():
    stems = {p.relative_to(REPO / "scenarios").with_suffix("") for p in SCENARIOS + RECORDS}
    for report in (REPO / "reports").rglob("*.*"):
        stem = report.relative_to(REPO / "reports").with_suffix("")
        assert stem in stems, f"{report} has no scenario"
