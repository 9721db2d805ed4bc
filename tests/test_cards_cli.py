"""`judge cards` and `--cards`: importing, showing, searching, counting, and scenarios that name
imported cards."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from judge.cli import app
from tests.carddata import MTGJSON_SAMPLE, SCRYFALL_SAMPLE, shared, write_corpus_slice

runner = CliRunner()


def invoke(*args: str | Path):
    return runner.invoke(app, [str(a) for a in args])


@pytest.fixture
def store(new_store, tmp_path) -> Path:
    """A store with the corpus slice and both samples."""
    for file in (write_corpus_slice(tmp_path / "slice.json"), shared(SCRYFALL_SAMPLE),
                 shared(MTGJSON_SAMPLE)):
        assert invoke("cards", "import", file, "--cards", new_store).exit_code == 0
    return new_store


SNAKE = """\
title: Lightning Bolt on Mystic Snake
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: snake, card: mystic snake, controller: Alice}
  - {id: angel, card: Serra Angel, controller: Bob}
  - {id: pool, card: Breeding Pool, controller: Alice}
stack:
  - {id: bolt, card: Lightning Bolt, controller: Bob, targets: [snake]}
expect:
  objects:
    snake: {zone: graveyard}
    angel: {has: [flying, vigilance]}
"""


def scenario(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_import_says_what_it_imported_and_what_it_skipped(new_store, tmp_path):
    result = invoke("cards", "import", write_corpus_slice(tmp_path / "slice.json"),
                    "--cards", new_store)
    assert result.exit_code == 0
    out = result.stdout.splitlines()
    assert out[0].startswith("imported ") and out[0].endswith(f"(MTGJSON faces) into {new_store}")
    assert "fully modeled" in out[1]
    assert any("refused if a scenario uses them as printed" in line for line in out)
    assert "skipped 'Loopy Lobster': power: expected a number" in result.stderr


def test_a_broken_file_is_refused_with_its_byte_and_nothing_is_imported(new_store, tmp_path):
    cut = tmp_path / "cut.json"
    cut.write_bytes(shared(SCRYFALL_SAMPLE).read_bytes()[:5000])
    result = invoke("cards", "import", cut, "--cards", new_store)
    assert result.exit_code == 2
    assert result.stderr == f"{cut}: byte 5000: the file ends inside a string (cut short?)\n"
    assert not new_store.exists()
    missing = invoke("cards", "import", tmp_path / "nothing.json", "--cards", new_store)
    assert missing.exit_code == 2 and "nothing.json: can't read it" in missing.stderr


def test_a_scenario_names_an_imported_card_without_defining_it(store, tmp_path):
    result = invoke("explain", scenario(tmp_path, SNAKE), "--cards", store)
    assert result.exit_code == 0, result.output
    assert "Expectations: 2 passed, 0 failed" in result.stdout
    lines = result.stdout.splitlines()
    assert ("  - Breeding Pool: As Breeding Pool enters the battlefield, you may pay 2 life. If "
            "you don't, it enters the battlefield tapped." in lines)
    assert not any(line.startswith("  - Mystic Snake:") for line in lines)  # compiled whole
    ruling = json.loads(invoke("explain", scenario(tmp_path, SNAKE), "--cards", store,
                               "--format", "json").stdout)
    assert any("Breeding Pool" in line for line in ruling["not_modeled"])


def test_the_store_comes_from_judge_cards_too(store, tmp_path, monkeypatch):
    monkeypatch.setenv("JUDGE_CARDS", str(store))
    assert invoke("check", scenario(tmp_path, SNAKE)).exit_code == 0


def test_without_the_store_the_card_is_unknown_and_the_message_says_where_it_looked(tmp_path):
    missing = tmp_path / "none.sqlite3"
    result = invoke("check", scenario(tmp_path, SNAKE), "--cards", missing)
    assert result.exit_code == 2
    assert (f"battlefield[0].card: unknown card 'mystic snake' (not in the built-in library, "
            f"and there is no card store at {missing}: `judge cards import FILE --cards "
            f"{missing}` makes one)") in result.stderr


def test_a_card_the_vocabulary_cannot_hold_is_refused_where_the_scenario_names_it(store,
                                                                                  tmp_path):
    path = scenario(tmp_path, SNAKE.replace("mystic snake", "Serra Avatar"))
    result = invoke("check", path, "--cards", store)
    assert result.exit_code == 2
    assert result.stderr.startswith(f"{path}:5:23: battlefield[0].card: card 'Serra Avatar' of "
                                    "the card store can't be used as printed: 'Serra Avatar' has "
                                    "'*' power or toughness but no 'defines' ability; define it "
                                    "under `cards:`")


def test_show_puts_the_oracle_text_beside_the_modeled_abilities(store):
    result = invoke("cards", "show", "birds of paradise", "--cards", store)
    assert result.exit_code == 0
    assert result.stdout.splitlines()[:2] == ["Birds of Paradise  {G}", "Creature — Bird  0/1"]
    assert "Oracle text:\n  Flying\n  {T}: Add one mana of any color.\n" in result.stdout
    assert ("As rulings word its abilities:\n  flying\n  {T}: add one mana of any color\n"
            ) in result.stdout
    specter = invoke("cards", "show", "Abyssal Specter", "--cards", store)
    assert ("  flying\n  whenever this deals damage to a player, that player discards 1 "
            "card(s)\n") in specter.stdout
    # what a level gives only while it has the level counters, never an ability it always has
    student = invoke("cards", "show", "Student of Warfare", "--cards", store)
    assert ("  level up {W}\n  this has first strike and has base power and toughness 3/3 as "
            "long as this has between 2 and 6 level counters on it\n") in student.stdout
    assert "\n  first strike\n" not in student.stdout


def test_show_says_which_definition_scenarios_use(store):
    result = invoke("cards", "show", "Tarmogoyf", "--cards", store)
    assert "Scenarios use the definition of the built-in library:" in result.stdout
    assert "this object's power is" in result.stdout
    decoy = invoke("cards", "show", "Personal Decoy", "--cards", store)
    assert "Scenarios can't use it as printed: its loyalty '*' is not a number." in decoy.stdout


def test_show_suggests_a_name(store):
    result = invoke("cards", "show", "Seра Angel", "--cards", store)
    assert result.exit_code == 2
    assert result.stderr == "unknown card 'Seра Angel' (did you mean 'Serra Angel'?)\n"


def test_search_is_bounded(store):
    result = invoke("cards", "search", "flying", "--limit", "2", "--cards", store)
    lines = result.stdout.splitlines()
    assert len(lines) == 3 and lines[2].startswith("… and ")
    names = invoke("cards", "search", "vault", "--name", "--cards", store).stdout
    assert "Lim-Dûl's Vault — Instant" in names and "Vault Skirge — Artifact Creature" in names
    assert invoke("cards", "search", "zzzz", "--cards", store).stdout == "no card holds 'zzzz'\n"


def test_stats(store, tmp_path):
    out = invoke("cards", "stats", "--cards", store).stdout.splitlines()
    assert out[0] == f"card store: {store} (schema version 1)"
    cards = int(out[1].removeprefix("cards: ").replace(",", ""))
    modeled = int(out[2].split()[2].replace(",", ""))
    assert cards > modeled > 0
    assert out[-1] == f"imported from: {shared(MTGJSON_SAMPLE)}"
    none = invoke("cards", "stats", "--cards", tmp_path / "none.sqlite3").stdout
    assert none.startswith("no card store at ")


def test_coverage_of_a_file_and_of_the_store_agree(store, tmp_path):
    """judge cards coverage FILE measures the file as an import would keep it."""
    from_store = invoke("cards", "coverage", "--format", "json", "--cards", store)
    assert from_store.exit_code == 0, from_store.output
    report = json.loads(from_store.output)
    assert set(report) == {"cards", "fully_modeled", "partly_modeled", "not_modeled", "lines",
                           "lines_modeled", "top_missing"}
    assert report["cards"] == report["fully_modeled"] + report["partly_modeled"] \
        + report["not_modeled"] > 0
    assert 0 < report["lines_modeled"] < report["lines"]
    assert all(set(item) == {"shape", "count"} for item in report["top_missing"])
    counts = [item["count"] for item in report["top_missing"]]
    assert counts == sorted(counts, reverse=True)
    slice_only = invoke("cards", "coverage", write_corpus_slice(tmp_path / "again.json"),
                        "--format", "json")
    assert slice_only.exit_code == 0
    assert json.loads(slice_only.output)["cards"] < report["cards"]


def test_coverage_in_words(store):
    result = invoke("cards", "coverage", "--top", "3", "--cards", store)
    assert result.exit_code == 0
    assert "fully modeled:" in result.output and "most frequent lines not read yet:" in result.output
