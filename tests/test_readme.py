"""The README's two set-up commands stay true: CI runs the test command, the other names a
bundled scenario."""

from __future__ import annotations

import re

from tests.conftest import REPO


def setup_commands() -> list[str]:
    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Set-up", 1)[1].split("\n## ", 1)[0]
    return re.findall(r"```sh\n(.+?)\n```", section, re.S)


def test_there_are_exactly_two_setup_commands():
    assert len(setup_commands()) == 2


def test_ci_runs_the_readme_test_command():
    test_command = setup_commands()[1]
    assert "pytest" in test_command
    assert test_command in (REPO / ".ci" / "run").read_text(encoding="utf-8")


def test_the_explain_command_names_a_bundled_scenario():
    explain = setup_commands()[0]
    scenario = re.search(r"judge explain (\S+)", explain).group(1)
    assert (REPO / scenario).is_file()


def test_the_answer_shown_is_what_the_bundled_scenario_answers():
    from judge import explain
    from judge.report.render import render

    text = (REPO / "README.md").read_text(encoding="utf-8")
    shown = re.search(r"```text\n(Answer\n.+?)\n```", text, re.S).group(1)
    scenario = re.search(r"judge explain (\S+)", setup_commands()[0]).group(1)
    assert shown in render(explain(REPO / scenario), "text")


def test_the_audit_shown_is_what_the_bundled_record_finds():
    from judge.audit.replay import audit
    from judge.report.render import render_audit

    text = (REPO / "README.md").read_text(encoding="utf-8")
    section = text.split("## Auditing a game", 1)[1]
    shown = re.search(r"```text\n(.+?)\n```", section, re.S).group(1)
    record = re.search(r"`(scenarios/audits/\S+\.yaml)`", section).group(1)
    assert shown in render_audit(audit(REPO / record), "text")
