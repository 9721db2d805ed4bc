"""Every rule number the project cites exists in the pinned Comprehensive Rules."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from judge import cr
from judge.words import ABILITY_WORDS, CREATURE_TYPES
from tests.crtext import CR_FILE, REPO, cr_text, rule_numbers

CITATION = re.compile(r"(?<![\d.])([1-9]\d{2}\.\d+)([a-z])?(?:[–-]([a-z])\b)?(?![\d])")
CITING_FILES = [p for folder in ("judge", "features", "scenarios", "docs")
                for p in sorted((REPO / folder).rglob("*"))
                if p.suffix in (".py", ".yaml", ".feature", ".md", ".j2")] + [REPO / "README.md"]


def test_the_pinned_rules_are_present():
    assert CR_FILE.is_file(), f"missing {CR_FILE}"
    assert {"704.5j", "613.8a", "608.2b"} <= rule_numbers()


@pytest.mark.parametrize("rule", sorted(cr.ALL.values()), ids=lambda r: r.number)
def test_every_engine_rule_exists(rule):
    assert rule.number in rule_numbers(), f"{rule.number} ({rule.title}) is not in the CR"


def citations(text: str) -> set[str]:
    found = set()
    for m in CITATION.finditer(text):
        base, letter, last = m.groups()
        found.add(base + (letter or ""))
        if letter and last:
            found.add(base + last)
    return found


def test_citation_pattern_reads_ranges():
    assert citations("704.5a–k and 603.7d-f, not 0.19.1") == {
        "704.5a", "704.5k", "603.7d", "603.7f"}


@pytest.mark.parametrize("path", CITING_FILES, ids=lambda p: str(p.relative_to(REPO)))
def test_every_cited_rule_exists(path):
    if not path.exists():
        pytest.fail(f"{path} is missing")
    missing = sorted(citations(path.read_text(encoding="utf-8")) - rule_numbers())
    assert not missing, f"{path.name} cites rules that are not in the pinned CR: {missing}"


def test_the_creature_types_are_the_pinned_list():
    listed = next(line for line in cr_text().splitlines() if line.startswith("205.3m "))
    one_word = listed.split("one word long:")[1].rstrip(".").replace(", and ", ", ")
    two_words = re.search(r"two words long: ([^.]+)\.", listed).group(1)
    assert CREATURE_TYPES == {t.strip() for t in one_word.split(",")} | {two_words}


def test_the_ability_words_are_the_pinned_list():
    listed = next(line for line in cr_text().splitlines() if line.startswith("207.2c "))
    words = listed.split("The ability words are ")[1].rstrip(".").replace(", and ", ", ")
    assert ABILITY_WORDS == {w.strip() for w in words.split(",")}


def _code_strings(path: Path) -> list[tuple[int, str]]:
    """The string constants of a module that are not documentation (comments aren't
    strings)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docs = {id(node.body[0].value) for node in ast.walk(tree)
            if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
            and node.body and isinstance(node.body[0], ast.Expr)
            and isinstance(node.body[0].value, ast.Constant)}
    # a field's description documents the format for editors, as a docstring does
    docs |= {id(part) for node in ast.walk(tree) if isinstance(node, ast.keyword)
             and node.arg == "description" for part in ast.walk(node.value)}
    return [(node.lineno, node.value) for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and id(node) not in docs]


def test_rule_numbers_live_only_in_cr_py():
    """The code names rules by their cr.py values; a number typed elsewhere can't be checked
    against what the engine cites."""
    found = [f"{path.relative_to(REPO)}:{line}: {text!r}"
             for path in sorted((REPO / "judge").rglob("*.py")) if path.name != "cr.py"
             for line, text in _code_strings(path) if CITATION.search(text)]
    assert not found, "\n".join(found)
