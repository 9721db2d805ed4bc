"""The card store: where it is, name lookup, schema versions, updates, and the compiled library."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from judge.cards import bundle
from judge.cards.cardfile import CardFileError, import_file
from judge.cards.definition import CardDefinition
from judge.cards.library import CardPool, compile_library, library_dir
from judge.cards.names import fold
from judge.cards.store import (CardStore, StoreError, UnusableCard, current_path, default_path,
                               using)
from tests.carddata import MTGJSON_SAMPLE, SCRYFALL_SAMPLE, shared, write_corpus_slice


@pytest.fixture
def corpus_store(new_store, tmp_path) -> Path:
    import_file(write_corpus_slice(tmp_path / "slice.json"), new_store)
    return new_store


@pytest.mark.parametrize("typed, printed", [
    ("lim dul's vault", "Lim-Dûl's Vault"),
    ("LIM-DUL'S VAULT", "Lim-Dûl's Vault"),
    ("aether vial", "Æther Vial"),
    ("fire ice", "Fire // Ice"),
    ("jotun grunt", "Jötun Grunt"),
])
def test_names_fold_case_accents_and_punctuation(typed, printed):
    assert fold(typed) == fold(printed)


def test_names_stay_apart_when_their_letters_differ():
    assert fold("Lightning Bolt") != fold("Lightning Blot")


def test_the_store_lives_in_the_user_data_folder(monkeypatch, tmp_path):
    monkeypatch.delenv("JUDGE_CARDS")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    assert default_path() == tmp_path / "judge" / "cards.sqlite3"
    monkeypatch.delenv("XDG_DATA_HOME")
    assert default_path() == Path.home() / ".local" / "share" / "judge" / "cards.sqlite3"
    monkeypatch.setenv("XDG_DATA_HOME", "relative/path")  # not absolute: ignored (XDG)
    assert default_path() == Path.home() / ".local" / "share" / "judge" / "cards.sqlite3"


def test_judge_cards_and_then_the_option_override(monkeypatch, tmp_path):
    monkeypatch.setenv("JUDGE_CARDS", str(tmp_path / "env.sqlite3"))
    assert current_path() == tmp_path / "env.sqlite3"
    with using(tmp_path / "option.sqlite3"):
        assert current_path() == tmp_path / "option.sqlite3"
    assert current_path() == tmp_path / "env.sqlite3"


def test_a_store_that_does_not_exist_holds_no_cards(new_store):
    with CardStore.open(new_store) as store:
        assert not store.exists
        assert store.find("Serra Angel") is None
        assert store.stats()["cards"] == 0
    assert not new_store.exists()


def test_names_are_found_however_they_are_typed(corpus_store):
    with CardStore.open(corpus_store) as store:
        assert store.find("lim dul's vault").name == "Lim-Dûl's Vault"
        assert store.find("SERRA ANGEL").name == "Serra Angel"
        assert store.find("Serra Angle") is None


def test_the_whole_name_of_a_card_of_several_faces_finds_its_front(corpus_store, new_store):
    with CardStore.open(corpus_store) as store:
        assert store.find("Fire // Ice").name == "Fire"
        assert store.find("fire ice").name == "Fire"
        front = store.find("Prowl, Stoic Strategist // Prowl, Pursuit Vehicle")
        assert front.name == "Prowl, Stoic Strategist"
        back = store.find("Prowl, Pursuit Vehicle")
        assert back.card_name == "Prowl, Stoic Strategist // Prowl, Pursuit Vehicle"


def test_a_store_of_another_schema_version_is_refused_with_the_rebuild_command(corpus_store,
                                                                               tmp_path):
    with sqlite3.connect(corpus_store) as db:
        db.execute("PRAGMA user_version = 0")
    with pytest.raises(StoreError) as caught:
        CardStore.open(corpus_store)
    message = str(caught.value)
    assert "made by an older judge (schema version 0; this one reads version 1)" in message
    assert message.endswith(f"rebuild it: judge cards import --replace {tmp_path / 'slice.json'}"
                            f" --cards {corpus_store}")
    with pytest.raises(StoreError, match="older judge"):  # nor is anything added to it
        import_file(shared(SCRYFALL_SAMPLE), corpus_store)
    import_file(tmp_path / "slice.json", corpus_store, replace=True)  # the command rebuilds it
    with CardStore.open(corpus_store) as store:
        assert store.find("Serra Angel") is not None


def test_a_file_that_is_no_card_store_is_refused(new_store):
    new_store.write_text("name,cost\nSerra Angel,{3}{W}{W}\n")
    with pytest.raises(StoreError, match="not a judge card store"):
        CardStore.open(new_store)
    new_store.unlink()
    sqlite3.connect(new_store).execute("CREATE TABLE t (x)").connection.close()
    with pytest.raises(StoreError, match="not a judge card store"):
        CardStore.open(new_store)


def test_importing_again_updates_in_place_and_the_later_card_wins(new_store, tmp_path):
    old = tmp_path / "old.json"
    old.write_text('[{"name": "Test Bear", "type": "Creature — Bear", "types": ["Creature"], '
                   '"subtypes": ["Bear"], "power": "2", "toughness": "2", "text": "Flying"}]')
    new = tmp_path / "new.json"
    new.write_text('[{"name": "Test Bear", "type": "Creature — Bear", "types": ["Creature"], '
                   '"power": "2", "toughness": "2", "text": "Reach"},'
                   ' {"name": "Test Bear", "type": "Creature — Bear", "types": ["Creature"], '
                   '"power": "3", "toughness": "3", "text": "Trample"}]')
    import_file(old, new_store)
    import_file(shared(MTGJSON_SAMPLE), new_store)
    report = import_file(new, new_store)
    assert report.imported == 1
    with CardStore.open(new_store) as store:
        bear = store.find("Test Bear")
        assert (bear.power, bear.oracle_text) == ("3", "Trample")
        assert store.find("Grizzly Bears") is not None  # the other import is still there
        assert store.stats()["cards"] == 8


def test_a_broken_file_leaves_the_store_as_it_was(new_store, tmp_path):
    import_file(shared(SCRYFALL_SAMPLE), new_store)
    before = new_store.read_bytes()
    cut = tmp_path / "cut.json"
    cut.write_bytes(shared(MTGJSON_SAMPLE).read_bytes()[:30000])
    with pytest.raises(CardFileError):
        import_file(cut, new_store)
    assert new_store.read_bytes() == before
    fresh = new_store.with_name("fresh.sqlite3")
    with pytest.raises(CardFileError):
        import_file(cut, fresh)
    assert not fresh.exists()


def test_search_is_bounded_and_counts_every_match(corpus_store):
    with CardStore.open(corpus_store) as store:
        found, total = store.search("flying", limit=3)
        assert len(found) == 3 and total > 3
        assert [c.name for c in found] == sorted(c.name for c in found)
        found, total = store.search("serra ang", oracle=False)
        assert [c.name for c in found] == ["Serra Angel"]
        found, total = store.search("100%_", limit=3)
        assert total == 0


def test_stats_count_cards_and_the_fully_modeled(corpus_store):
    with CardStore.open(corpus_store) as store:
        stats = store.stats()
        assert stats["cards"] == stats["modeled"] + stats["partly"] + stats["unusable"]
        assert stats["modeled"] >= 3  # Serra Angel, Vault Skirge, Forest at least
        assert store.find("Serra Angel").modeled and store.find("Vault Skirge").modeled


def test_scenario_cards_then_the_library_then_the_store(corpus_store):
    mine = CardDefinition(name="Serra Angel", types=["creature"], power=1, toughness=1)
    with using(corpus_store):
        assert CardPool({"Serra Angel": mine}).find("serra angel") is mine
        pool = CardPool()
        assert pool.find("Serra Angel").power == 4  # from the store
        assert pool.find("Tarmogoyf").abilities[0].kind == "defines"  # the library's
        assert pool.hint("Serra Angle") == "did you mean 'Serra Angel'?"


def test_a_card_the_vocabulary_cannot_hold_as_printed_is_refused_when_used(corpus_store):
    with using(corpus_store):
        with pytest.raises(UnusableCard) as caught:
            CardPool().find("Serra Avatar")
    assert str(caught.value) == (
        "card 'Serra Avatar' of the card store can't be used as printed: 'Serra Avatar' has '*' "
        "power or toughness but no 'defines' ability; define it under `cards:` in the scenario "
        "(that definition is used instead)")
    with using(corpus_store), pytest.raises(UnusableCard, match="its loyalty 'X' is not a"):
        CardPool().find("Nissa, Steward of Elements")


def test_the_library_bundle_is_built_once_and_read_after(tmp_path):
    files = sorted(library_dir().glob("*.yaml"))[:5]
    built = []

    def compile_all():
        built.append(1)
        return compile_library(files)

    first = bundle.load(tmp_path, files, compile_all)
    again = bundle.load(tmp_path, files, compile_all)
    assert built == [1] and first == again
    name = next(iter(first))
    assert bundle.card(again, name) == compile_library(files)[name]


def test_a_damaged_bundle_is_built_again(tmp_path):
    files = sorted(library_dir().glob("*.yaml"))[:3]
    bundle.load(tmp_path, files, lambda: compile_library(files))
    (saved,) = tmp_path.glob("library-*.pickle")
    saved.write_bytes(saved.read_bytes()[:40])
    assert len(bundle.load(tmp_path, files, lambda: compile_library(files))) == 3


def test_the_bundle_is_named_by_what_its_cards_depend_on(tmp_path):
    files = [tmp_path / "a.yaml"]
    files[0].write_text("name: A\ntypes: [land]\n")
    before = bundle.key(files)
    files[0].write_text("name: A\ntypes: [artifact]\n")
    assert bundle.key(files) != before
