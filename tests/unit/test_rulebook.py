"""Reading the rules' texts from a Comprehensive Rules TXT file (judge/rulebook.py).

The expected texts are read from the pinned file here, never written into the tests: the project
holds none of the rules' sentences.
"""

from __future__ import annotations

import re

import pytest

from judge import rulebook
from judge.rulebook import RulesFileError
from tests.crtext import CR_FILE, cr_text, rule_line, rule_numbers, synthetic_rules


@pytest.fixture(scope="module")
def book() -> rulebook.RuleBook:
    return rulebook.read(CR_FILE)


def test_the_legend_rule_is_its_own_line(book):
    expected = rule_line("704.5j")
    quoted = book.get("704.5j")
    assert quoted is not None and quoted.text == expected
    first_words = " ".join(expected.split()[:6])
    assert quoted.text.startswith(first_words) and not quoted.text.startswith("704.5j")


def test_a_rule_ending_in_a_period_and_a_section(book):
    assert book.get("100.1").text == rule_line("100.1")  # "100.1. These ..."
    assert book.get("704").text == rule_line("704")  # the section's title, from the body


def test_every_rule_of_the_pinned_file_is_read(book):
    assert rule_numbers() <= set(book.rules)
    # one more: a line with no space after its number's period
    odd = [m.group(1) for m in re.finditer(r"^(\d{3}\.\d+)\.(?=\S)", cr_text(), re.M)]
    assert set(book.rules) - rule_numbers() == set(odd)


def test_examples_belong_to_the_rule_above_them(book):
    lines = [line.strip() for line in cr_text().splitlines() if line.strip()]
    pairs = [(re.match(r"(\d{3}\.\d+[a-z]?)", before).group(1), after)
             for before, after in zip(lines, lines[1:])
             if re.match(r"\d{3}\.\d+[a-z]?\.?\s", before) and after.startswith("Example:")]
    assert len(pairs) > 100
    for number, example in pairs:
        assert book.get(number).examples[0] == example.removeprefix("Example:").strip()
        assert "Example:" not in book.get(number).text


def test_an_indented_line_goes_on_with_its_rule(book):
    raw = cr_text().splitlines()
    index = next(i for i, line in enumerate(raw) if line[:1] == " " and line.strip())
    previous = next(line for line in reversed(raw[:index]) if line.strip())
    number = previous.split()[0].rstrip(".")
    assert book.get(number).text.endswith(raw[index].strip())


def test_the_glossary_is_not_read_as_rules(book):
    assert all(re.fullmatch(r"\d{3}(\.\d+[a-z]?)?", n) for n in book.rules)
    assert not any(t.text.startswith("Glossary") for t in book.rules.values())


def test_the_effective_date_is_the_files_own(book):
    stated = re.search(r"effective as of ([^.]+)\.", cr_text()).group(1)
    assert book.effective == stated


@pytest.mark.parametrize("text", [
    "", "hello\n", "# judge\n\nA README, with 100.1 in it.\n",
    "100.1. One rule only.\n100.2. And another.\n",
])
def test_a_text_that_isnt_the_rules_is_refused(text):
    with pytest.raises(RulesFileError, match=r"^f\.txt: not the Comprehensive Rules as text"):
        rulebook.parse(text, "f.txt")


def test_files_that_cant_be_the_rules_are_refused(tmp_path):
    binary = tmp_path / "rules.bin"
    binary.write_bytes(bytes([0x81, 0x8d, 0x8f, 0x90, 0x9d]) * 100)
    for path, message in [(binary, "not a text file"), (tmp_path, "is not a file"),
                          (tmp_path / "missing.txt", "can't read it")]:
        with pytest.raises(RulesFileError, match=re.escape(f"{path}: {message}")):
            rulebook.read(path)


def test_a_windows_1252_file_is_read(tmp_path):
    path = tmp_path / "old.txt"
    path.write_bytes(synthetic_rules(lambda n: f"Rule \u201c{n}\u201d.").encode("cp1252"))
    book = rulebook.read(path)
    assert book.get("704.5j").text == "Rule \u201c704.5j\u201d." and book.effective


def test_a_rewritten_file_is_read_again(tmp_path):
    path = tmp_path / "rules.txt"
    path.write_text(synthetic_rules(lambda n: "first"), encoding="utf-8")
    assert rulebook.read(path).get("704.5j").text == "first"
    path.write_text(synthetic_rules(lambda n: "second version"), encoding="utf-8")
    assert rulebook.read(path).get("704.5j").text == "second version"


@pytest.mark.parametrize("written, number", [
    ("704.5j", "704.5j"), ("CR 704.5J", "704.5j"), ("704.5j.", "704.5j"), ("100.1.", "100.1"),
    ("704", "704"), ("cr704.5j", "704.5j"), ("7045j", None), ("704.5jj", None), ("x", None)])
def test_rule_numbers_as_written(written, number):
    assert rulebook.rule_number(written) == number


def test_which_file_is_configured(tmp_path, monkeypatch, data_home):
    assert rulebook.configured() is rulebook.NO_RULES  # nothing imported, no JUDGE_CR_FILE
    imported = rulebook.imported_path()
    place, book = rulebook.import_file(CR_FILE)
    assert place == imported == data_home / "judge" / "comprehensive-rules.txt"
    assert book.get("704.5j") is not None
    assert rulebook.configured().path == imported.resolve()
    other = tmp_path / "other.txt"
    other.write_text(synthetic_rules(lambda n: f"text {n}"), encoding="utf-8")
    monkeypatch.setenv("JUDGE_CR_FILE", str(other))  # the variable wins over the imported copy
    assert rulebook.configured().get("704.5j").text == "text 704.5j"
    monkeypatch.setenv("JUDGE_CR_FILE", str(tmp_path / "nowhere.txt"))
    with pytest.raises(RulesFileError, match="nowhere.txt: can't read it: .*set by JUDGE_CR_FILE"):
        rulebook.configured()
