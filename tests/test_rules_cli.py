"""`judge rules` and the rules' texts in rulings: importing the user's Comprehensive Rules file,
refusing what isn't one, and quoting the cited rules in every format.

The texts expected are read from the pinned file (tests/crtext.py), never written here.
"""

from __future__ import annotations

import hashlib
import json
import shutil
from pathlib import Path

import markupsafe
import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.report import escape
from tests.crtext import CR_FILE, rule_line

runner = CliRunner()
GOOD = "scenarios/stack/giant-growth-in-response-to-bolt.yaml"  # cites 120.3e and 611.2c


def invoke(*args: str | Path):
    return runner.invoke(app, [str(a) for a in args])


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


@pytest.fixture
def copy_of_rules(tmp_path) -> Path:
    """The pinned rules, as a user's own file (in a folder with a space, as downloaded)."""
    path = tmp_path / "my rules" / CR_FILE.name
    path.parent.mkdir()
    shutil.copyfile(CR_FILE, path)
    return path


def test_import_keeps_a_copy_in_the_data_directory(data_home, copy_of_rules):
    before, mtime = digest(copy_of_rules), copy_of_rules.stat().st_mtime_ns
    result = invoke("rules", "import", copy_of_rules)
    assert result.exit_code == 0, result.output
    place = data_home / "judge" / "comprehensive-rules.txt"
    assert result.stdout.startswith("imported the Comprehensive Rules effective as of ")
    assert result.stdout.rstrip().endswith(f"from {copy_of_rules} into {place}")
    assert place.is_file()
    # the user's file is only read
    assert digest(copy_of_rules) == before and copy_of_rules.stat().st_mtime_ns == mtime
    shown = invoke("rules", "show", "704.5j")
    assert shown.exit_code == 0
    assert shown.stdout.splitlines()[0] == f"CR 704.5j: {rule_line('704.5j')}"
    assert f"(from {place}, effective as of " in shown.stdout


@pytest.mark.parametrize("name, content", [
    ("README.md", None),
    ("scenario.yaml", "title: t\nplayers: [{name: A}, {name: B}]\n"),
    ("cards.json", '[{"name": "Grizzly Bears"}]'),
    ("rules.bin", b"\x81\x8d\x8f\x90\x9d" * 1000),
    ("empty.txt", ""),
])
def test_a_file_that_isnt_the_rules_is_refused(data_home, tmp_path, name, content):
    path = tmp_path / name
    if content is None:
        shutil.copyfile(Path("README.md"), path)
    elif isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    before = digest(path)
    result = invoke("rules", "import", path)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"{path}: ") and "Traceback" not in result.output
    assert ("not the Comprehensive Rules as text" in result.stderr
            or "not a text file" in result.stderr)
    assert not (data_home / "judge" / "comprehensive-rules.txt").exists()
    assert digest(path) == before


def test_a_refused_file_keeps_the_imported_copy(data_home, copy_of_rules, tmp_path):
    assert invoke("rules", "import", copy_of_rules).exit_code == 0
    place = data_home / "judge" / "comprehensive-rules.txt"
    before = digest(place)
    assert invoke("rules", "import", Path("README.md")).exit_code == 2
    assert invoke("rules", "import", tmp_path / "missing.txt").exit_code == 2
    assert invoke("rules", "import", tmp_path).exit_code == 2
    assert digest(place) == before


def test_text_quotes_the_rules_with_rules(rules_file):
    result = invoke("explain", GOOD, "--rules")
    assert result.exit_code == 0
    rules = result.stdout.split("\nRules cited\n", 1)[1]
    assert f"  CR 120.3e: {rule_line('120.3e')}\n" in rules
    assert f"  CR 611.2c: {rule_line('611.2c')}\n" in rules
    assert "      Example: " in rules  # 611.2c's examples, under it
    assert "Rules cited" not in invoke("explain", GOOD).stdout  # only when asked


def test_the_imported_copy_is_quoted(data_home, copy_of_rules):
    assert invoke("rules", "import", copy_of_rules).exit_code == 0
    assert f"CR 120.3e: {rule_line('120.3e')}" in invoke("explain", GOOD, "--rules").stdout


def test_markdown_quotes_the_rules_in_footnotes(rules_file):
    md = invoke("explain", GOOD, "--format", "md").stdout
    assert "| CR 120.3e[^120.3e] |" in md
    assert f"\n[^120.3e]: **CR 120.3e** {escape.markdown(rule_line('120.3e'))}\n" in md
    assert "\\\n    *Example:* " in md  # on a line of its own, in the same paragraph


def test_html_quotes_the_rules_in_titles_and_an_appendix(rules_file):
    html = invoke("explain", GOOD, "--format", "html").stdout
    text = markupsafe.escape(rule_line("120.3e"))
    assert f'<a href="#cr-120.3e" title="CR 120.3e: {text}">120.3e</a>' in html
    assert f'<dt id="cr-120.3e">CR 120.3e</dt><dd>{text}</dd>' in html
    assert '<p class="example"><em>Example:</em> ' in html


def test_json_quotes_the_rules_byte_for_byte_the_same(rules_file):
    first = invoke("explain", GOOD, "--format", "json").stdout
    assert invoke("explain", GOOD, "--format", "json").stdout == first
    data = json.loads(first)
    assert data["rules"]["120.3e"] == {"text": rule_line("120.3e"), "examples": []}
    assert len(data["rules"]["611.2c"]["examples"]) >= 1
    cited = {s["rule"] for s in data["steps"]} | {r for s in data["steps"] for r in s["also"]}
    assert cited <= set(data["rules"])
    assert data["rules_note"].startswith("The cited rules' texts are quoted from the "
                                         "Comprehensive Rules effective as of ")


def test_without_a_rules_file_rulings_say_how_to_add_one():
    data = json.loads(invoke("explain", GOOD, "--format", "json").stdout)
    assert data["rules"] == {}
    assert "judge rules import FILE" in data["rules_note"] and "JUDGE_CR_FILE" in data["rules_note"]
    text = invoke("explain", GOOD, "--rules").stdout.split("\nRules cited\n", 1)[1]
    assert "judge rules import FILE" in text
    assert "  CR 120.3e — damage to a creature is marked on it" in text  # judge's own words
    md = invoke("explain", GOOD, "--format", "md").stdout
    assert "[^" not in md and "judge rules import FILE" in md
    shown = invoke("rules", "show", "704.5j")
    assert shown.exit_code == 2 and "judge rules import FILE" in shown.stderr


def test_a_configured_file_that_isnt_the_rules_is_an_error(monkeypatch):
    monkeypatch.setenv("JUDGE_CR_FILE", "README.md")
    result = invoke("explain", GOOD, "--format", "json")
    assert result.exit_code == 2 and result.stdout == ""
    assert result.stderr.startswith("README.md: not the Comprehensive Rules as text")
    assert "(set by JUDGE_CR_FILE)" in result.stderr
    assert invoke("explain", GOOD).exit_code == 0  # plain text without --rules doesn't read it


@pytest.mark.parametrize("number, message", [
    ("704.5zz", "704.5zz: not a rule number"),
    ("999.9", "999.9: no rule 999.9 in "),
])
def test_show_refuses_what_isnt_a_rule(rules_file, number, message):
    result = invoke("rules", "show", number)
    assert result.exit_code == 2 and result.stderr.startswith(message)


def test_show_a_rule_with_its_examples_and_judges_words(rules_file):
    shown = invoke("rules", "show", "CR 611.2C").stdout.splitlines()
    assert shown[0] == f"CR 611.2c: {rule_line('611.2c')}"
    assert shown[1].startswith("  Example: ")
    assert shown[-2].startswith("(judge cites it as: ")


def test_reports_leave_the_texts_out_unless_asked(rules_file, tmp_path):
    scenarios = tmp_path / "scenarios"
    scenarios.mkdir()
    shutil.copyfile(GOOD, scenarios / "bolt.yaml")
    quoted = rule_line("120.3e")
    assert invoke("reports", "--scenarios", scenarios, "--out", tmp_path / "plain").exit_code == 0
    assert "judge rules import FILE" in (tmp_path / "plain" / "bolt.md").read_text("utf-8")
    for report in (tmp_path / "plain").iterdir():
        assert quoted not in report.read_text("utf-8")
    assert invoke("reports", "--scenarios", scenarios, "--out", tmp_path / "quoted",
                  "--rules").exit_code == 0
    assert escape.markdown(quoted) in (tmp_path / "quoted" / "bolt.md").read_text("utf-8")


def test_every_rule_link_of_the_reports_has_its_entry():
    import re

    for report in sorted(Path("reports").rglob("*.html")):
        html = report.read_text("utf-8")
        links = set(re.findall(r'href="#cr-([^"]+)"', html))
        assert links and links == set(re.findall(r'<dt id="cr-([^"]+)"', html)), report


def test_every_footnote_has_its_text(rules_file):
    import re

    md = invoke("explain", "scenarios/layers/blood-moon-and-urborg.yaml", "--format", "md").stdout
    references = set(re.findall(r"\[\^([0-9a-z.]+)\](?!:)", md))
    assert references and references == set(re.findall(r"^\[\^([0-9a-z.]+)\]:", md, re.M))
    assert "613.1d" in references  # a layer table's rule, not only the steps'


def test_import_replaces_a_link_never_what_it_points_to(data_home, tmp_path):
    from tests.crtext import synthetic_rules

    mine = tmp_path / "mine.txt"
    mine.write_text(synthetic_rules(lambda n: f"my note on {n}"), encoding="utf-8")
    before = digest(mine)
    place = data_home / "judge" / "comprehensive-rules.txt"
    place.parent.mkdir(parents=True)
    place.symlink_to(mine)
    assert invoke("rules", "show", "704.5j").stdout.startswith("CR 704.5j: my note on 704.5j")
    assert invoke("rules", "import", CR_FILE).exit_code == 0
    assert digest(mine) == before and not place.is_symlink()
    assert invoke("rules", "show", "704.5j").stdout.startswith(f"CR 704.5j: {rule_line('704.5j')}")
