"""The pinned Comprehensive Rules text, read once for the tests that check citations."""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
CR_FILE = Path(os.environ.get(
    "JUDGE_CR_FILE", REPO.parent / "shared" / "rules" / "MagicCompRules 20250207.txt"))

_RULE_LINE = re.compile(r"^(\d{3})\.(?:(\d+)([a-z])?\.?)?\s")


@lru_cache(maxsize=1)
def cr_text() -> str:
    if not CR_FILE.is_file():
        raise FileNotFoundError(
            f"the pinned Comprehensive Rules are missing: {CR_FILE} "
            "(set JUDGE_CR_FILE to their path)")
    return CR_FILE.read_text(encoding="utf-8-sig")


@lru_cache(maxsize=1)
def rule_numbers() -> frozenset[str]:
    """Every rule and subrule number in the body of the pinned CR ('704', '704.5', '704.5j')."""
    numbers = set()
    for line in cr_text().splitlines():
        m = _RULE_LINE.match(line)
        if not m:
            continue
        section, rule, letter = m.groups()
        numbers.add(section)
        if rule:
            numbers.add(f"{section}.{rule}")
            if letter:
                numbers.add(f"{section}.{rule}{letter}")
    return frozenset(numbers)


def rule_line(number: str) -> str:
    """The text of a rule's line in the pinned CR, after its number: what a ruling quotes.
    Tests read it here rather than hold the rules' sentences themselves."""
    for line in cr_text().splitlines():
        m = re.match(rf"{re.escape(number)}\.?\s+(\S.*)", line)
        if m:
            return m.group(1).strip()
    raise KeyError(f"no rule {number} in {CR_FILE}")


def synthetic_rules(text_of, effective: str = "January 1, 2030") -> str:
    """A file laid out as the Comprehensive Rules TXT file, with every rule judge cites (and
    enough others) worded by `text_of(number)`: none of the real rules' sentences."""
    from judge import cr

    numbers = sorted(set(cr.ALL) | {f"150.{n}" for n in range(1, 120)})
    lines = ["Magic: The Gathering Comprehensive Rules", "",
             f"These rules are effective as of {effective}.", "", "Contents", "",
             "1. Game Concepts", "100. General", "", "Glossary", "", "Credits", "",
             "1. Game Concepts", ""]
    for number in numbers:
        own = number if number[-1].isalpha() else number + "."
        lines += [f"{own} {text_of(number)}", ""]
    lines += ["Glossary", "", "Abandon", "A made-up glossary entry.", ""]
    return "\r\n".join(lines)


def rule_examples(number: str) -> list[str]:
    """The "Example:" lines under a rule in the pinned CR, without that word."""
    lines = [line.strip() for line in cr_text().splitlines() if line.strip()]
    start = next(i for i, line in enumerate(lines)
                 if re.match(rf"{re.escape(number)}\.?\s", line))
    examples = []
    for line in lines[start + 1:]:
        if not line.startswith("Example:"):
            break
        examples.append(line.removeprefix("Example:").strip())
    return examples
