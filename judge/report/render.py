"""Rendering a ruling with Jinja templates; JSON straight from the plain data."""

from __future__ import annotations

import base64
import hashlib
import json
from functools import lru_cache

from jinja2 import Environment, PackageLoader, StrictUndefined
from markupsafe import Markup

from judge.report.data import ruling_data
from judge.report.svg import HEIGHT, WIDTH, Picture, causal_picture, dependency_picture
from judge.trace.ruling import Ruling

FORMATS = ("text", "md", "json", "html")


@lru_cache(maxsize=2)
def _env(autoescape: bool) -> Environment:
    env = Environment(loader=PackageLoader("judge.report", "templates"),
                      autoescape=autoescape, undefined=StrictUndefined,
                      keep_trailing_newline=True, trim_blocks=False, lstrip_blocks=False)
    return env


def _context(r: Ruling) -> dict:
    passed = sum(1 for e in r.expectations if e.passed)
    if r.result == "ongoing":
        result_text = "still going"
    elif r.result == "draw":
        result_text = "a draw"
    else:
        result_text = f"{r.result} wins"
    return {"r": r, "passed": passed, "failed": len(r.expectations) - passed,
            "result_text": result_text}


def content_security_policy(css: str) -> str:
    """The HTML report loads nothing and runs nothing: its one style sheet is allowed by its
    hash, so no other style (nor any script, image, font, frame or form) can take effect."""
    digest = base64.b64encode(hashlib.sha256(css.encode("utf-8")).digest()).decode("ascii")
    return ("default-src 'none'; style-src 'sha256-" + digest + "'; base-uri 'none'; "
            "form-action 'none'")


def render(r: Ruling, fmt: str) -> str:
    if fmt == "json":
        return json.dumps(ruling_data(r), indent=2, ensure_ascii=False) + "\n"
    if fmt == "html":
        env = _env(True)
        svg_template = env.get_template("svg.j2")

        def svg(picture: Picture) -> Markup:
            return Markup(svg_template.render(p=picture, width=WIDTH, height=HEIGHT))

        pictures = [(g, dependency_picture(g)) for g in r.dependency_graphs if g.edges]
        css = "\n" + env.get_template("ruling.css.j2").render()
        return env.get_template("ruling.html.j2").render(
            **_context(r), svg=svg, causal=causal_picture(r), dependency_pictures=pictures,
            css=Markup(css), csp=Markup(content_security_policy(css)))
    name = {"text": "ruling.txt.j2", "md": "ruling.md.j2"}[fmt]
    return _env(False).get_template(name).render(**_context(r)).rstrip("\n") + "\n"
