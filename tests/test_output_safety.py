"""Reports are safe to open: the HTML page loads and runs nothing, whatever a scenario says."""

from __future__ import annotations

import base64
import hashlib
import re

import pytest
from typer.testing import CliRunner

from judge.cli import app

runner = CliRunner()
GOOD = "scenarios/stack/giant-growth-in-response-to-bolt.yaml"


def test_the_html_report_has_a_strict_content_security_policy():
    html = runner.invoke(app, ["explain", GOOD, "--format", "html"]).output
    policy = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]+)">', html)
    assert policy, "no Content-Security-Policy meta tag"
    assert html.index("Content-Security-Policy") < html.index("<title>")
    directives = dict(d.strip().split(" ", 1) for d in policy.group(1).split(";"))
    assert directives["default-src"] == "'none'"
    assert "script-src" not in directives and "unsafe" not in policy.group(1)
    styles = re.findall(r"<style>(.*?)</style>", html, re.S)
    assert len(styles) == 1
    digest = base64.b64encode(hashlib.sha256(styles[0].encode()).digest()).decode()
    assert directives["style-src"] == f"'sha256-{digest}'"  # the page's own style sheet only
    assert "<script" not in html.lower() and " style=" not in html


CONTROL = re.compile("[\x00-\x09\x0b-\x1f\x7f-\x9f\u200b-\u200f\u2028-\u202e\u2060-\u2069]")


def _check(tmp_path, text: str):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return runner.invoke(app, ["check", str(path)])


@pytest.mark.parametrize("line, message", [
    ('  - {name: "Al\\eice"}\n  - {name: Bob}\n',
     "s.yaml:4:12: players[0].name: a player's name can't hold control characters (escape, NUL, "
     "backspace, carriage return, line breaks, …), got 'Al\\x1bice'"),
    ('  - {name: Alice, hand: ["Fo\\0rest"]}\n  - {name: Bob}\n',
     "s.yaml:4:26: players[0].hand[0]: a card name can't hold control characters"),
    ('  - {name: Alice, hand: [{id: "f\\r", card: Forest}]}\n  - {name: Bob}\n',
     "s.yaml:4:31: players[0].hand[0].id: an id can't hold control characters"),
    ('  - {name: Alice}\n  - {name: Bob}\nbattlefield:\n'
     '  - {id: "bears\\n", card: Grizzly Bears, controller: Alice}\n',
     "s.yaml:7:10: battlefield[0].id: an id can't hold control characters (escape, NUL, "
     "backspace, carriage return, line breaks, …), got 'bears\\n'"),
    ('  - {name: Alice}\n  - {name: Bob}\nbattlefield:\n'
     '  - {id: bears, card: "Grizzly\\bBears", controller: Alice}\n',
     "s.yaml:7:23: battlefield[0].card: a card name can't hold control characters"),
    ('  - {name: Alice}\n  - {name: Bob}\nstack:\n'
     '  - {id: "bolt\\u202e", card: Lightning Bolt, controller: Bob, targets: [Alice]}\n',
     "s.yaml:7:10: stack[0].id: an id can't hold control characters"),
    ('  - {name: Alice}\n  - {name: Bob}\ncards:\n'
     '  - {name: "X\\x1b[2J", types: [artifact]}\n',
     "s.yaml:7:12: cards[0].name: a card name can't hold control characters (escape, NUL, "
     "backspace, carriage return, line breaks, …), got 'X\\x1b[2J'"),
])
def test_ids_and_names_refuse_control_characters(tmp_path, line, message):
    result = _check(tmp_path, "title: t\nturn: {active: Alice}\nplayers:\n" + line)
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert message in result.output.replace(str(tmp_path) + "/", "")
    assert not CONTROL.search(result.output)


def test_error_output_shows_control_characters_escaped(tmp_path):
    base = "title: t\nplayers: [{name: Alice}]\n"
    for text, message in [
            (base + '"tur\\en": {active: Alice}\n',
             "s.yaml:3:1: tur\\x1bn: unknown field 'tur\\x1bn'"),
            (base + 'turn: {active: Alice}\nexpect: {objects: {"\\e[2J\\rbears": {zone: hand}}}\n',
             "s.yaml:4:36: expect.objects.\\x1b[2J\\rbears: no object '\\x1b[2J\\rbears'")]:
        result = _check(tmp_path, text)
        assert result.exit_code == 2 and not CONTROL.search(result.output)
        assert message in result.output.replace(str(tmp_path) + "/", "")
