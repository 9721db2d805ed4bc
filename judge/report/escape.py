"""Showing what a scenario wrote, safely, in each output format.

A scenario's strings (titles, questions, ids, names, text abilities, expected values) reach the
terminal, Markdown, HTML and JSON. None of them may act on the reader's screen or on the report's
structure:

- `visible` (from judge.errors): control characters (ESC, NUL, backspace, CR, line breaks,
  bidi overrides, …) are shown as escapes (`\\x1b`, `\\n`, `\\u202e`) in every format, as in
  error output.
- `markdown`: on top of that, what Markdown (CommonMark with GitHub's tables) reads as markup —
  HTML, links, emphasis, code, table pipes, and a heading, list or quote at the start — is
  backslash-escaped, so a renderer shows the characters as written.
- `code_span`: a value inside a Markdown code span, where backslashes are literal.
- `json_text`: JSON text with every control character as a `\\u` escape (json.dumps leaves
  DEL, the C1 controls and the format characters raw).

Engine wording passes through the same functions, but they only touch characters that would
act, so a regular report reads as before.
"""

from __future__ import annotations

import json
import re

from judge.errors import is_control
from judge.errors import visible as visible  # shown here as one of the formats' functions

# Inline markup anywhere: backslash, code, emphasis, HTML and autolinks, entities,
# strikethrough, table cells. `_` only where it could start or end emphasis (not inside a word:
# new_isamaru); `#` only as a run set apart by spaces (a heading's closing sequence); of the
# brackets, `](` (a link or image) and a value that starts as `[label]:` (a link reference
# definition, at the start of a list item), so `['Elf']` reads as written. (The templates
# never put a value right before `(`.)
_INLINE = re.compile(r"[\\`*<>&~|]|(?<![^\W_])_|_(?![^\W_])|(?:^|(?<=\s))#+(?=\s|$)"
                     r"|^\[(?=[^\]]*\]:)|\](?=\()")
# What makes a block when it starts a line (or a list item): a heading, quote, list item or
# thematic break. Rule numbers such as 704.5a are no list items: a marker needs a space after.
_LINE_START = re.compile(r"^(?:#|>|[-+](?=\s|$|[-+])|\d{1,9}(?=[.)](?:\s|$)))")


def markdown(text: str) -> str:
    """Text Markdown shows as written, on one line: control characters (line breaks too) as
    escapes, markup characters backslash-escaped."""
    shown = _INLINE.sub(lambda m: "".join("\\" + c for c in m.group()), visible(text))
    start = _LINE_START.match(shown)
    if start is None:
        return shown
    if start.group()[0].isdigit():  # '1. ' — escape the period or parenthesis
        end = start.end()
        return shown[:end] + "\\" + shown[end:]
    return "\\" + shown


def code_span(text: str) -> str:
    """A Markdown code span holding the text as written (backslashes are literal there), its
    fence longer than any run of backticks inside."""
    shown = visible(text)
    longest = max((len(run) for run in re.findall(r"`+", shown)), default=0)
    fence = "`" * (longest + 1)
    pad = " " if shown.startswith("`") or shown.endswith("`") else ""
    return f"{fence}{pad}{shown}{pad}{fence}"


def lines(text: str) -> list[str]:
    """The lines of a multi-line value (a `question:` written as a YAML block), without blank
    ones or the surrounding spaces; other control characters stay for `visible` to show."""
    return [line.strip(" ") for line in text.split("\n") if line.strip(" ")]


def json_text(text: str) -> str:
    """JSON text with every control character escaped (it may be printed to a terminal);
    json.dumps already escapes those below U+0020, and the layout's line breaks stay."""
    if text.isascii() and "\x7f" not in text:
        return text
    return _FROM_DEL.sub(_json_escape, text)


_FROM_DEL = re.compile("[\x7f-\U0010ffff]")  # what json.dumps leaves raw that may be a control


def _json_escape(found: re.Match[str]) -> str:
    c = found.group()
    return json.dumps(c)[1:-1] if is_control(c) else c
