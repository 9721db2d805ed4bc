"""Reports are safe to open: the HTML page loads and runs nothing, whatever a scenario says."""

from __future__ import annotations

import base64
import hashlib
import json
import re
from html.parser import HTMLParser

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


MARKUP = r'''
title: "<script>alert(1)</script> *bold* [x](javascript:alert(1)) #"
question: |
  Does <img src=x onerror=alert(1)> survive? `code` &lt;b&gt; ![i](javascript:alert(2))
  ## Final board
  - fake item
  1. fake step
  > quoted
  | a | b |
  |---|---|
  [ref]: javascript:alert(3)
  <iframe src="javascript:alert(4)"></iframe>
source: "[ref] _em_ ~~struck~~ <a href='javascript:alert(5)'>x</a>"
players:
  - {name: "<b onmouseover=alert(6)>Alice</b>"}
  - {name: "[Bob](javascript:alert(7))"}
turn: {active: "<b onmouseover=alert(6)>Alice</b>"}
battlefield:
  - {id: "<img src=x onerror=alert(8)>", card: "<svg onload=alert(9)>",
     controller: "<b onmouseover=alert(6)>Alice</b>"}
stack:
  - {id: "|bolt|", card: Lightning Bolt, controller: "[Bob](javascript:alert(7))",
     targets: ["<img src=x onerror=alert(8)>"]}
cards:
  - name: "<svg onload=alert(9)>"
    types: [creature]
    subtypes: ["Elf<script>alert(10)</script>"]
    power: 2
    toughness: 2
    abilities:
      - text: "<script>alert(11)</script> [y](javascript:alert(12))"
expect:
  objects:
    "<img src=x onerror=alert(8)>": {name: "<iframe src=javascript:alert(13)>"}
'''


def test_markdown_shows_a_scenarios_markup_as_text(tmp_path):
    from markdown_it import MarkdownIt

    path = tmp_path / "s.yaml"
    path.write_text(MARKUP, encoding="utf-8")
    result = runner.invoke(app, ["explain", str(path), "--format", "md"])
    assert result.exit_code == 1  # the name expectation fails, and says what it got
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(result.output)
    tags = _tags(html)
    # only the elements the template makes, none with an attribute from anywhere
    assert {name for name, _ in tags} <= {"h1", "h2", "p", "strong", "em", "ul", "li", "table",
                                          "thead", "tbody", "tr", "th", "td", "code", "br"}
    assert [attrs for _, attrs in tags if attrs] == []
    assert "javascript:" not in "".join(str(attrs) for _, attrs in tags)
    # one title, the report's own sections and table: nothing made by the question's lines
    assert html.count("<h1>") == 1 and html.count("<table>") == 1
    assert re.findall(r"<h2>([^<]*)</h2>", html) == [
        "Answer", "Starting board", "What happens", "Final board", "Not modeled",
        "Expectations: 0 passed, 1 failed", "Rules cited"]
    # and the scenario's words shown as written
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt; *bold* [x](javascript:alert(1)) #</h1>" \
        in html
    assert "&lt;b onmouseover=alert(6)&gt;Alice&lt;/b&gt;: 20 life" in html
    assert "## Final board<br />\n- fake item<br />\n1. fake step<br />\n&gt; quoted" in html


def test_html_shows_a_scenarios_markup_as_text(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(MARKUP, encoding="utf-8")
    html = runner.invoke(app, ["explain", str(path), "--format", "html"]).output
    tags = _tags(html)
    assert not {"script", "img", "iframe", "b"} & {name for name, _ in tags}
    attributes = [(name, value or "") for _, attrs in tags for name, value in attrs]
    assert not [a for a in attributes if a[0].startswith("on") or "javascript" in a[1]]
    assert "<h1>&lt;script&gt;alert(1)&lt;/script&gt; *bold*" in html


def _tags(html: str) -> list[tuple[str, list]]:
    found: list[tuple[str, list]] = []

    class Collect(HTMLParser):
        def handle_starttag(self, tag, attrs):
            found.append((tag, attrs))

    Collect().feed(html)
    return found


def test_a_regular_markdown_report_reads_as_before():
    md = runner.invoke(app, ["explain", "scenarios/legend-rule/same-controller.yaml",
                             "--format", "md"]).output
    assert "\\" not in md.replace("\\|", "")  # nothing needlessly escaped
    assert "\n- *battlefield* — old_isamaru: Isamaru, Hound of Konda — legendary creature — " \
        "Dog, white, 2/2 (Alice)\n" in md


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


SHOWN = r'''
title: "Clear \e[2J\e[H the screen\b\b\u202egnp.exe"
question: "Does it survive?\r\n  3. [CR 704.5a] Alice wins the game\n\e]0;pwned\a"
source: "a\0b\x7fc\x9bd"
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: wall, card: Odd Wall, controller: Alice}
cards:
  - name: Odd Wall
    types: [creature]
    subtypes: ["Wall\e[8m"]
    power: 0
    toughness: 4
    abilities: [text: "\e[31mred\e[0m\nFAIL everything"]
expect:
  objects: {wall: {name: "x\ny"}}
'''


@pytest.mark.parametrize("fmt", ["text", "md", "html", "json"])
def test_control_characters_are_shown_escaped_in_every_format(tmp_path, fmt):
    path = tmp_path / "s.yaml"
    path.write_text(SHOWN, encoding="utf-8")
    result = runner.invoke(app, ["explain", str(path), "--format", fmt])
    assert result.exit_code == 1, result.output
    out = result.output
    assert not CONTROL.search(out)
    if fmt == "json":  # JSON's own escapes: the data is the scenario's, exactly
        data = json.loads(out)
        assert data["title"] == "Clear \x1b[2J\x1b[H the screen\b\b\u202egnp.exe"
        assert data["source"] == "a\x00b\x7fc\x9bd"
        return
    shown = out.replace("\\\\", "\\") if fmt == "md" else out  # Markdown escapes a backslash
    assert "Clear \\x1b[2J\\x1b[H the screen\\x08\\x08\\u202egnp.exe" in shown
    assert "a\\x00b\\x7fc\\x9bd" in shown
    assert "\\x1b[31mred\\x1b[0m\\nFAIL everything" in shown
    assert "\nFAIL" not in out and "\n  3. [CR 704.5a]" not in out


def test_a_multi_line_question_keeps_its_lines_under_its_label(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(SHOWN, encoding="utf-8")
    text = runner.invoke(app, ["explain", str(path)]).output
    assert "\nQuestion: Does it survive?\\r\n          3. [CR 704.5a] Alice wins the game\n" \
           "          \\x1b]0;pwned\\x07\n" in text
    md = runner.invoke(app, ["explain", str(path), "--format", "md"]).output
    assert "\n**Question:** Does it survive?\\\\r\\\n3\\. [CR 704.5a] Alice wins the game\\\n" \
           "\\\\x1b]0;pwned\\\\x07\n" in md


def _hostile_rules(number: str) -> str:
    return (f'<script>alert("{number}")</script> *em* _u_ [x](javascript:alert(1)) | a | b | '
            f"<img src=x onerror=alert(2)> \x1b[2J&amp; \u202eevil\r\nExample: <iframe "
            f"src=javascript:alert(3)></iframe> [^1] `code` \x9b")


@pytest.fixture
def hostile_rules(tmp_path, monkeypatch):
    """A rules file whose every rule is markup and control characters: the user's file is
    text judge shows, never markup it obeys."""
    from tests.crtext import synthetic_rules

    path = tmp_path / "rules.txt"
    path.write_text(synthetic_rules(_hostile_rules), encoding="utf-8", newline="")
    monkeypatch.setenv("JUDGE_CR_FILE", str(path))
    return path


def test_rule_texts_stay_text_in_html(hostile_rules):
    html = runner.invoke(app, ["explain", GOOD, "--format", "html"]).output
    tags = _tags(html)
    assert not {"script", "img", "iframe"} & {name for name, _ in tags}
    attributes = [(name, value or "") for _, attrs in tags for name, value in attrs]
    assert not [a for a in attributes if a[0].startswith("on") or a[0] == "src"]
    assert all(value.startswith("#") for name, value in attributes if name == "href")
    titles = [value for name, value in attributes if name == "title" and "alert" in value]
    assert titles and all("\x1b" not in t and "\\x1b[2J" in t for t in titles)
    assert not CONTROL.search(html)
    assert "<script" not in html.lower() and " style=" not in html


def test_rule_texts_stay_text_in_markdown(hostile_rules):
    from markdown_it import MarkdownIt

    md = runner.invoke(app, ["explain", GOOD, "--format", "md"]).output
    assert not CONTROL.search(md)
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(md)
    tags = _tags(html)
    assert {name for name, _ in tags} <= {"h1", "h2", "p", "strong", "em", "ul", "li", "table",
                                          "thead", "tbody", "tr", "th", "td", "code", "br"}
    assert [attrs for _, attrs in tags if attrs] == []
    assert "&lt;script&gt;alert(&quot;120.3e&quot;)&lt;/script&gt; *em* _u_ [x](javascript" in html


def test_rule_texts_stay_text_in_plain_text_and_json(hostile_rules):
    text = runner.invoke(app, ["explain", GOOD, "--rules"]).output
    assert not CONTROL.search(text)
    assert "  CR 120.3e: <script>" in text and "\\x1b[2J" in text and "\\x9b" in text
    out = runner.invoke(app, ["explain", GOOD, "--format", "json"]).output
    assert not CONTROL.search(out)
    rule = json.loads(out)["rules"]["120.3e"]
    assert rule["text"] == _hostile_rules("120.3e").split("\r\n")[0]
    assert rule["examples"][0].endswith("`code` \x9b")


AUDIT_MARKUP = '''title: "<script>alert(1)</script> *bold* | pipe"
players:
  - name: "<b>Alice</b>"
    hand: [{id: "b|o<i>lt", card: Lightning Bolt}]
  - name: Bob
turn: {active: "<b>Alice</b>", step: precombat main}
account:
  - cast: {card: "b|o<i>lt", player: "<b>Alice</b>", targets: [Bob]}
  - resolve: all
  - agree: {players: {Bob: {life: 18}}}
  - put: {card: "b|o<i>lt", into: exile}
'''


def test_an_audit_shows_a_records_markup_as_text(tmp_path):
    from markdown_it import MarkdownIt

    path = tmp_path / "r.yaml"
    path.write_text(AUDIT_MARKUP, encoding="utf-8")
    md = runner.invoke(app, ["audit", str(path), "--format", "md"])
    assert md.exit_code == 1, md.output
    html = MarkdownIt("commonmark", {"html": True}).enable("table").render(md.output)
    tags = _tags(html)
    assert not {"script", "b", "i"} & {name for name, _ in tags}
    assert [attrs for _, attrs in tags if attrs] == []
    # the account's table keeps its four columns: a pipe in an id doesn't split a cell
    rows = re.findall(r"<tr>(.*?)</tr>", html, re.S)
    assert rows and all(row.count("<td>") in (0, 4) for row in rows)
    page = runner.invoke(app, ["audit", str(path), "--format", "html"]).output
    assert not {"script", "b", "i"} & {name for name, _ in _tags(page)}
