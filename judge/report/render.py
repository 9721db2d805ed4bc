"""Rendering a ruling with Jinja templates; JSON straight from the plain data."""

from __future__ import annotations

import base64
import hashlib
import json
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable, Iterable

import jinja2
import markupsafe
from jinja2 import Environment, FileSystemBytecodeCache, PackageLoader, StrictUndefined
from jinja2.bccache import Bucket
from markupsafe import Markup

from judge.cards.store import current_path

from judge.report import escape
from judge.report.data import audit_data, cited_rules, ruling_data
from judge.rulebook import NO_RULES, RuleBook
from judge.report.svg import HEIGHT, WIDTH, Picture, causal_picture, dependency_picture
from judge.trace.ruling import Ruling

if TYPE_CHECKING:
    from judge.audit.replay import Audit

FORMATS = ("text", "md", "json", "html")


# How each format shows a value it is given; HTML's own escaping follows `visible`.
_SHOW: dict[str, Callable[[str], str]] = {
    "text": escape.visible, "md": escape.markdown, "html": escape.visible}


class _TemplateCache(FileSystemBytecodeCache):
    """Compiled templates, kept beside the library bundle so that a run doesn't compile them
    again (about a tenth of a second). Jinja reads one back only for the same template source
    and Python; the file names carry Jinja's version and how the environment is set up, which
    also shape the compiled code. A folder that can't be written costs only the compiling."""

    def __init__(self, folder: Path) -> None:
        super().__init__(str(folder), f"template-{jinja2.__version__}-{_SETUP}-%s.cache")

    def load_bytecode(self, bucket: Bucket) -> None:
        try:
            super().load_bytecode(bucket)
        except OSError:  # e.g. the folder's path runs through a file: compiled afresh
            return

    def dump_bytecode(self, bucket: Bucket) -> None:
        try:
            Path(self.directory).mkdir(parents=True, exist_ok=True)
            super().dump_bytecode(bucket)
        except OSError:
            return


_SETUP = 1  # raise when the Environment's options below change


@lru_cache(maxsize=3)
def _env(fmt: str) -> Environment:
    """Every `{{ value }}` of a template goes through `show` once (Jinja's finalize), so no
    value a scenario wrote reaches the page unescaped, and the templates need no filter for it.

    Autoescape is on in every format, for what it marks: a macro's output is Markup, already
    shown, and passes through untouched. `join` shows each item; `oneline` and `lines` lay out
    a `title:` or `question:` written on several lines."""
    show = _SHOW[fmt]
    html = fmt == "html"

    def finalize(value: object) -> object:
        if isinstance(value, Markup) or value is None:
            return value
        shown = show(str(value))
        return shown if html else Markup(shown)  # HTML: autoescape escapes it next

    def one(value: object) -> Markup:
        return value if isinstance(value, Markup) else Markup(
            markupsafe.escape(show(str(value))) if html else show(str(value)))

    def join(items: Iterable[object], separator: str = "") -> Markup:
        return Markup(separator).join(one(item) for item in items)

    def oneline(text: str) -> Markup:
        """A title: its lines joined with spaces (a heading is one line)."""
        return one(" ".join(escape.lines(text)))

    def lines(text: str, indent: int = 0) -> Markup:
        """A question or source: its lines kept, each shown on its own; in Markdown a hard
        line break ends each line and nothing can start a heading, list or quote."""
        parts = [one(line) for line in escape.lines(text)]
        if html:
            return Markup("<br>\n").join(parts)
        if fmt == "md":
            return Markup("\\\n").join(parts)
        return Markup("\n" + " " * indent).join(parts)

    env = Environment(loader=PackageLoader("judge.report", "templates"),
                      bytecode_cache=_TemplateCache(current_path().parent), autoescape=True,
                      finalize=finalize, undefined=StrictUndefined,
                      keep_trailing_newline=True, trim_blocks=False, lstrip_blocks=False)
    env.filters.update(join=join, oneline=oneline, lines=lines, code=_code(fmt))
    return env


def _code(fmt: str) -> Callable[[str], Markup]:
    if fmt == "md":
        return lambda text: Markup(escape.code_span(str(text)))
    if fmt == "html":
        return lambda text: Markup("<code>{}</code>").format(escape.visible(str(text)))
    return lambda text: Markup(escape.visible(str(text)))


def _context(r: Ruling, book: RuleBook | None) -> dict[str, Any]:
    passed = sum(1 for e in r.expectations if e.passed)
    if r.result == "ongoing":
        result_text = "still going"
    elif r.result == "draw":
        result_text = "a draw"
    else:
        result_text = f"{r.result} wins"
    if r.final.day_night:
        result_text += f"; it is {r.final.day_night}"
    if r.final.monarch:
        result_text += f"; {r.final.monarch} is the monarch"
    if r.final.initiative:
        result_text += f"; {r.final.initiative} has the initiative"
    cited, note = cited_rules(r, book or NO_RULES)
    return {"r": r, "passed": passed, "failed": len(r.expectations) - passed,
            "result_text": result_text, "rules_shown": book is not None, "cited": cited,
            "rule_texts": {c.number: c.text for c in cited if c.text is not None},
            "rules_note": note}


def content_security_policy(css: str) -> str:
    """The HTML report loads nothing and runs nothing: its one style sheet is allowed by its
    hash, so no other style (nor any script, image, font, frame or form) can take effect."""
    digest = base64.b64encode(hashlib.sha256(css.encode("utf-8")).digest()).decode("ascii")
    return ("default-src 'none'; style-src 'sha256-" + digest + "'; base-uri 'none'; "
            "form-action 'none'")


def render(r: Ruling, fmt: str, rules: RuleBook | None = None) -> str:
    """The ruling in a format. Markdown, HTML and JSON always tell of the rules cited: with
    their texts from `rules` (the user's Comprehensive Rules file) when given, else with a note
    on how to add them. Plain text tells of them only when `rules` is given (`--rules`):
    NO_RULES then gives the note."""
    return _page(r, fmt, rules, "ruling", {})


def render_audit(audit: Audit, fmt: str, rules: RuleBook | None = None) -> str:
    """An audit in a format: its findings and the account entry by entry, then the game
    under the rules as a ruling tells it."""
    return _page(audit.ruling, fmt, rules, "audit", {"a": audit},
                 {"audit": audit_data(audit)})


def _page(r: Ruling, fmt: str, rules: RuleBook | None, template: str, extra: dict[str, Any],
          json_extra: dict[str, Any] | None = None) -> str:
    if fmt == "json":
        data = {**ruling_data(r, rules or NO_RULES), **(json_extra or {})}
        return escape.json_text(json.dumps(data, indent=2, ensure_ascii=False)) + "\n"
    if fmt == "html":
        env = _env("html")
        svg_template = env.get_template("svg.j2")

        def svg(picture: Picture) -> Markup:
            return Markup(svg_template.render(p=picture, width=WIDTH, height=HEIGHT))

        pictures = [(g, dependency_picture(g)) for g in r.dependency_graphs if g.edges]
        css = "\n" + env.get_template("ruling.css.j2").render()
        return env.get_template(f"{template}.html.j2").render(
            **_context(r, rules or NO_RULES), **extra, svg=svg, causal=causal_picture(r),
            dependency_pictures=pictures,
            css=Markup(css), csp=Markup(content_security_policy(css)))
    book = (rules or NO_RULES) if fmt == "md" else rules
    return _env(fmt).get_template(f"{template}.{'txt' if fmt == 'text' else 'md'}.j2").render(
        **_context(r, book), **extra).rstrip("\n") + "\n"
