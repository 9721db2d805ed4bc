"""The two readers of judge/yamlfile.py agree: libyaml's (judge/yaml_libyaml.py, the fast one)
gives the data and positions ruamel.yaml's gives, on every bundled file and on fuzzed ones, and
refuses what ruamel refuses."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from judge.errors import ScenarioErrors
from judge.yaml_libyaml import AVAILABLE, compose
from judge.yamlfile import Document, parse, parse_by_ruamel
from judge.yamltree import Where
from tests.fuzz import generated_files, mutated_files

REPO = Path(__file__).resolve().parents[2]
BUNDLED = sorted({*REPO.glob("scenarios/**/*.yaml"), *REPO.glob("judge/**/*.yaml")})

pytestmark = pytest.mark.skipif(not AVAILABLE, reason="PyYAML without libyaml")


def _by_libyaml(text: str) -> Document | ScenarioErrors | None:
    try:
        found = compose(text, "f.yaml")
    except ScenarioErrors as exc:
        return exc
    return None if found is None or found[0] is None else Document("f.yaml", *found)


def _by_ruamel(text: str) -> Document | ScenarioErrors:
    try:
        return parse_by_ruamel(text, "f.yaml")
    except ScenarioErrors as exc:
        return exc


def _agree(text: str) -> None:
    fast, slow = _by_libyaml(text), _by_ruamel(text)
    if isinstance(fast, Document) and isinstance(slow, ScenarioErrors):
        # a tab inside a plain scalar (`q<TAB>uestion: …`) is text to YAML and libyaml;
        # ruamel refuses it: the only way the two were seen to part (6,000 fuzzed files)
        assert "'\\t'" in str(slow), f"libyaml read what ruamel refuses: {slow}"
    elif isinstance(fast, Document):
        assert repr(fast.data) == repr(slow.data)  # repr: 1 and True differ, nan == nan
        _same_places(fast.data, fast.tree, slow.tree)
    elif isinstance(fast, ScenarioErrors) and isinstance(slow, Document):
        # YAML 1.2 (ruamel) reads two things YAML 1.1 (libyaml) doesn't: a key left empty
        # before a value spread over lines (`- : {name: Bob}`, a null key no field of judge's
        # has), and text starting with ':' in brackets (`{color: :.;}`): neither is ever
        # written on purpose, and the file is refused, located, not misread
        assert "YAML syntax" in str(fast) and _odd(slow.data), \
            f"libyaml refused what ruamel reads: {fast}"


def _odd(data: Any) -> bool:
    """Whether the data holds a null key or text starting with ':'."""
    if isinstance(data, dict):
        return None in data or any(_odd(key) or _odd(value) for key, value in data.items())
    if isinstance(data, list):
        return any(_odd(value) for value in data)
    return isinstance(data, str) and data.startswith(":")


def _same_places(data: Any, fast: Where, slow: Where) -> None:
    """The same positions, but for an empty value's: libyaml places it where it is written,
    right after its key; ruamel at whatever comes next (the next line's key), which would
    point an error about `battlefield:` (nothing) at the line below it."""
    assert (fast.key_line, fast.key_col) == (slow.key_line, slow.key_col)
    if data is not None:
        assert (fast.line, fast.col) == (slow.line, slow.col)
    if isinstance(fast.inner, dict):
        assert isinstance(slow.inner, dict) and fast.inner.keys() == slow.inner.keys()
        for key, place in fast.inner.items():
            _same_places(data[key], place, slow.inner[key])
    elif isinstance(fast.inner, list):
        assert isinstance(slow.inner, list) and len(fast.inner) == len(slow.inner)
        for value, place, other in zip(data, fast.inner, slow.inner):
            _same_places(value, place, other)
    else:
        assert slow.inner is None


def test_an_empty_value_is_placed_after_its_key() -> None:
    doc = parse("title: t\nbattlefield:\nactions: []\n", "f.yaml")
    assert doc.where(("battlefield",)).line == 2


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: str(p.relative_to(REPO)))
def test_every_bundled_file_is_read_alike_by_libyaml(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    fast = _by_libyaml(text)
    assert isinstance(fast, Document), "a bundled file left to ruamel (slow)"
    _agree(text)


_FUZZ = settings(max_examples=200, derandomize=True, deadline=None, database=None,
                 suppress_health_check=list(HealthCheck))


@pytest.mark.filterwarnings("ignore::hypothesis.errors.HypothesisWarning")  # big examples
@_FUZZ
@given(st.one_of(mutated_files(), generated_files()))
def test_fuzzed_files_are_read_alike(file: tuple[str, bytes]) -> None:
    try:
        text = file[1].decode("utf-8").replace("\r\n", "\n").replace("\r", "\n")
    except UnicodeDecodeError:
        return  # refused before either reader sees it
    _agree(text)


@pytest.mark.parametrize("text, value", [
    ("a: 1.5\n", 1.5), ("a: 0x1F\n", 31), ("a: 0o17\n", 15), ("a: 1_000\n", 1000),
    ("a: 2024-01-02\n", "2024-01-02"), ("a: yes\n", "yes"), ("a: ~\n", None),
    ("a: TRUE\n", True), ("a: '1'\n", "1"), ("a: 007\n", 7), ("a: -3\n", -3),
    ('a: "\\ud83c\\udca1"\n', "\U0001f0a1"), ("a: =\n", "="),
])
def test_scalars_read_as_ruamel_reads_them(text: str, value: object) -> None:
    assert parse(text, "f.yaml").data == {"a": value}
    assert parse_by_ruamel(text, "f.yaml").data == {"a": value}


@pytest.mark.parametrize("text, message", [
    ("a: 1\na: 2\n", "f.yaml:2:1: YAML syntax: the key 'a' is given twice (first on line 1)"),
    ("a: 1\n---\nb: 2\n", "f.yaml:2:1: YAML syntax: a second document"),
    ("a: b\n  c: d\n", "f.yaml:2:4: YAML syntax: mapping values are not allowed"),
    ("a: {b: c\nd: e\n", "f.yaml:2:2: YAML syntax: did not find expected ',' or '}' (while "
     "parsing a flow mapping that starts at 1:4)"),
    ("x: é\x07\n", "f.yaml:1:5: a character YAML doesn't allow ('\\x07')"),
    ("a: &x 1\nb: *x\n", "f.yaml:2:4: YAML aliases (*name) aren't supported"),
    ("a: !!str 1\n", "f.yaml:1:4: YAML tags (!!str) aren't supported"),
    ("? [a]\n: b\n", "f.yaml:1:3: a list or mapping as a key"),
])
def test_libyaml_refusals_are_located(text: str, message: str) -> None:
    with pytest.raises(ScenarioErrors) as refused:
        parse(text, "f.yaml")
    assert str(refused.value).startswith(message)
