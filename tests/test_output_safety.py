"""Reports are safe to open: the HTML page loads and runs nothing, whatever a scenario says."""

from __future__ import annotations

import base64
import hashlib
import re

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
