"""`judge audit`: every bundled game record finds what it expects; exit statuses; located
errors for invalid records; the record schema; byte-identical JSON."""

from __future__ import annotations

import json
import re

import pytest
from typer.testing import CliRunner

from judge.audit.replay import audit
from judge.cli import app
from tests.conftest import RECORDS, REPO, scenario_id

runner = CliRunner()


@pytest.mark.parametrize("path", RECORDS, ids=scenario_id)
def test_each_record_finds_what_it_expects(path):
    found = audit(path.relative_to(REPO).as_posix())
    failed = [e for e in found.expectations if not e.passed]
    assert found.expectations and not failed, failed


def test_there_are_twenty_records_of_real_table_mistakes():
    assert len(RECORDS) >= 20
    kinds = {d.kind for p in RECORDS for d in audit(p).divergences}
    assert len(kinds) == 6  # every kind of finding is shown by some record


def _record(tmp_path, account: str, board: str = "") -> str:
    path = tmp_path / "r.yaml"
    path.write_text(f"""title: t
players:
  - name: Alice
    hand: [{{id: bolt, card: Lightning Bolt}}]
  - name: Bob
turn: {{active: Alice, step: precombat main}}
{board}account:
{account}""", encoding="utf-8")
    return str(path)


def test_a_right_account_exits_0_and_a_divergence_1(tmp_path):
    right = _record(tmp_path, "  - cast: {card: bolt, player: Alice, targets: [Bob]}\n"
                    "  - resolve: all\n  - agree: {players: {Bob: {life: 17}}}\n")
    assert runner.invoke(app, ["audit", right]).exit_code == 0
    wrong = _record(tmp_path, "  - cast: {card: bolt, player: Alice, targets: [Bob]}\n"
                    "  - resolve: all\n  - agree: {players: {Bob: {life: 18}}}\n")
    result = runner.invoke(app, ["audit", wrong])
    assert result.exit_code == 1
    assert "Finding 1: wrong amount at entry 3 (line 10) [CR 120.3a]" in result.output
    assert "Bob: life 17" in result.output


@pytest.mark.parametrize("account, where, message", [
    ("  - agree: {players: {Bob: {life: 18}}}\n", "r.yaml:8:5", "an agreement before any "),
    ("  - put: {card: nothing, into: graveyard}\n", "r.yaml:8:17", "no object 'nothing'"),
    ("  - draw: Carol\n", "r.yaml:8:11", "no player 'Carol'"),
    ("  - cast: {card: bolt, player: Carol}\n", "r.yaml:8:32", "Carol"),
    ("  - flip: Alice\n", "r.yaml:8:5", "unknown kind 'flip'"),
    ("  - life: {player: Alice}\n", "r.yaml:8:", "say either 'gains' or 'loses'"),
])
def test_an_invalid_record_is_located_and_exits_2(tmp_path, account, where, message):
    result = runner.invoke(app, ["audit", _record(tmp_path, account)])
    assert result.exit_code == 2, result.output
    assert "Traceback" not in result.output
    assert where in result.output and message in result.output, result.output


def test_every_problem_of_a_record_is_told_at_once(tmp_path):
    result = runner.invoke(app, ["audit", _record(
        tmp_path, "  - draw: Carol\n  - put: {card: nothing, into: graveyard}\n")])
    assert result.exit_code == 2
    assert "r.yaml:8:" in result.output and "r.yaml:9:" in result.output


def test_audit_json_is_byte_identical_and_names_its_findings(tmp_path):
    record = REPO / "scenarios" / "audits" / "forgotten-soul-warden-trigger.yaml"
    first = runner.invoke(app, ["audit", str(record), "--format", "json"])
    second = runner.invoke(app, ["audit", str(record), "--format", "json"])
    assert first.stdout == second.stdout
    data = json.loads(first.stdout)
    (finding,) = data["audit"]["findings"]
    assert finding["kind"] == "missed_trigger" and finding["rules"] == ["603.2", "603.3"]
    assert finding["given"] == "Alice: life 21" and data["audit"]["right"] is False
    assert "no penalties" in data["audit"]["note"]
    assert {"603.2", "603.3"} <= set(data["rules"]) | {c for c in ["603.2", "603.3"]
                                                        if data["rules_note"]}


@pytest.mark.parametrize("fmt", ["text", "md", "html"])
def test_every_format_says_rules_facts_only(fmt):
    record = REPO / "scenarios" / "audits" / "legend-rule-across-controllers.yaml"
    result = runner.invoke(app, ["audit", str(record), "--format", fmt])
    assert result.exit_code == 1
    assert "no penalties or remedies" in result.output
    assert "704.5j" in result.output


def test_the_record_schema_describes_the_account():
    result = runner.invoke(app, ["schema", "--record"])
    schema = json.loads(result.stdout)
    assert "account" in schema["properties"] and "actions" not in schema["properties"]
    text = json.dumps(schema)
    for kind in ("agree", "draw", "put", "life", "counters", "trigger", "chose"):
        assert f'"{kind}"' in text


def test_a_record_with_actions_instead_of_an_account_is_refused(tmp_path):
    path = tmp_path / "r.yaml"
    path.write_text("title: t\nplayers: [{name: Alice}, {name: Bob}]\nturn: {active: Alice}\n"
                    "actions: [resolve: all]\naccount: []\n", encoding="utf-8")
    result = runner.invoke(app, ["audit", str(path)])
    assert result.exit_code == 2 and "r.yaml:4:1" in result.output and "account:" in result.output


def test_the_documented_record_audits_as_it_says(tmp_path):
    doc = (REPO / "docs" / "game-records.md").read_text(encoding="utf-8")
    path = tmp_path / "record.yaml"
    path.write_text(doc.split("```yaml")[1].split("```")[0], encoding="utf-8")
    found = audit(path)
    assert found.passed and [d.kind.value for d in found.divergences] == ["missed_trigger"]
    for kind in ("agree", "draw", "put", "life", "counters", "trigger", "chose"):
        assert f"| `{kind}:" in doc


def test_check_validates_records_as_records(tmp_path):
    ok = runner.invoke(app, ["check", str(RECORDS[0])])
    assert ok.exit_code == 0 and ok.output.endswith(": ok\n")
    bad = runner.invoke(app, ["check", _record(tmp_path, "  - draw: Carol\n")])
    assert bad.exit_code == 2 and "no player 'Carol'" in bad.output


def test_explain_on_a_record_says_to_audit_it():
    result = runner.invoke(app, ["explain", str(RECORDS[0])])
    assert result.exit_code == 2 and "judge audit" in result.output
    assert re.match(r"\S+\.yaml:\d+:1: account: this is a game record", result.output)
