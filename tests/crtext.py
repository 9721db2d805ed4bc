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
