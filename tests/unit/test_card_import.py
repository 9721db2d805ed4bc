"""Importing card data: what Oracle text becomes, the three file shapes, and broken files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from judge.cards.cardfile import MTGJSON_ATOMIC, MTGJSON_FACES, SCRYFALL, CardFileError, import_file
from judge.cards.imported import OracleCard, abilities, compile_card, strip_reminder
from judge.cards.store import CardStore, UnusableCard
from judge.words import Color
from tests.carddata import MTGJSON_SAMPLE, SCRYFALL_SAMPLE, shared, write_corpus_slice


def creature(text: str, power: str = "2", toughness: str = "2", **more) -> OracleCard:
    return OracleCard(**{"name": "Test", "card_name": "Test", "mana_cost": "{1}{G}",
                         "types": ("Creature",), "power": power, "toughness": toughness,
                         "text": text, **more})


def written(text: str, **card) -> list:
    return [ability for ability, _ in abilities(creature(text, **card))]


def test_reminder_text_is_no_rules_text():
    assert strip_reminder("Flying (This creature can't be blocked except by creatures with "
                          "flying or reach.)") == "Flying"


def test_a_line_of_keywords_is_modeled_one_keyword_each():
    assert written("Flying, trample\nFirst strike (It deals combat damage first.)") == [
        "flying", "trample", "first strike"]
    assert written("Protection from black\nSwampwalk") == ["protection from black", "swampwalk"]
    assert written("Enchant creature", types=("Enchantment",), subtypes=("Aura",)) == [
        "enchant creature"]
    assert written("Equip {2}", types=("Artifact",), subtypes=("Equipment",)) == ["equip {2}"]


def test_every_other_line_is_kept_as_text_never_guessed():
    assert written("Flying, banding\nWhen this creature enters, goad target creature.") == [
        {"text": "Flying, banding"}, {"text": "When this creature enters, goad target creature."}]


def test_a_line_the_oracle_compiler_reads_is_modeled():
    assert written("When this creature enters, draw a card.") == [
        {"triggered": {"when": {"enters": "this"}, "effects": [{"draw": 1}]}}]
    assert written("Ward {2}") == ["ward {2}"]
    assert written("Ward—Pay 2 life.") == [{"ward": {"cost": "Pay 2 life"}}]
    assert written("Ward—Sacrifice a land.") == [{"ward": {"cost": "Sacrifice a land"}}]
    assert written("Ward—Pay life equal to this creature's power.") == [
        {"text": "Ward—Pay life equal to this creature's power."}]


def test_a_line_of_reminder_text_alone_is_no_ability():
    assert written("({T}: Add {G}.)") == []


def test_a_level_symbol_is_one_static_ability_with_its_striation():
    """A level's abilities are one static ability with its level symbol (711.2): read whole, the
    keywords under it granted only while the level counters are there."""
    assert written("Level up {W}\nLEVEL 2-6\n3/3\nFirst strike\nLEVEL 7+\n4/4\nDouble strike"
                   ) == ["level up {W}",
                         {"level": {"affects": "this", "set_pt": "3/3", "gain": ["first strike"],
                                    "condition": "this has between 2 and 6 level counters on it"}},
                         {"level": {"affects": "this", "set_pt": "4/4", "gain": ["double strike"],
                                    "condition": "this has 7 or more level counters on it"}}]
    assert written("LEVEL 1-3\n2/2\nBanding") == [{"text": "LEVEL 1-3\n2/2\nBanding"}]


def test_a_keyword_the_vocabulary_refuses_in_context_turns_back_into_text():
    card = compile_card(OracleCard(name="Odd Aura", card_name="Odd Aura", types=("Enchantment",),
                                   subtypes=("Aura",), text="Enchant nothing you know\nFlying"))
    assert card.definition["abilities"][0] == {"text": "Enchant nothing you know"}
    assert card.definition["abilities"][1] == "flying"
    assert card.problem == "'Odd Aura' is an Aura and needs an enchant ability (303.4a)"


def test_star_power_is_kept_and_refused_only_when_used():
    card = compile_card(creature("This creature's power is equal to the number of Swamps you "
                                 "control.", power="*", toughness="*"))
    assert card.problem == "'Test' has '*' toughness but its 'defines' ability doesn't define it"
    assert card.definition["power"] == "*" and not card.modeled


def test_values_no_card_definition_takes_are_refused():
    with pytest.raises(ValueError, match=r"power: expected a number, '\*' or 'N\+\*', got '2.5'"):
        compile_card(creature("", power="2.5"))
    with pytest.raises(ValueError, match="types\\[0\\]: input should be .*, got 'scheme'"):
        compile_card(OracleCard(name="S", card_name="S", types=("Scheme",)))
    with pytest.raises(ValueError, match="control characters"):
        compile_card(creature("Flying\x1b[2J"))


def test_the_old_name_of_kindred_is_read():
    card = compile_card(OracleCard(name="T", card_name="T", mana_cost="{B}",
                                   types=("Tribal", "Instant"), subtypes=("Faerie",)))
    assert card.definition["types"] == ["kindred", "instant"]


def test_scryfall_cards_face_by_face(new_store):
    report = import_file(shared(SCRYFALL_SAMPLE), new_store)
    assert (report.format, report.imported, report.skipped) == (SCRYFALL, 7, [])
    with CardStore.open(new_store) as store:
        snake = store.find("Mystic Snake")
        assert snake.definition["abilities"][0] == "flash"
        assert snake.colors == ["blue", "green"] and "colors" not in snake.definition
        back = store.find("Arlinn, the Moon's Fury")
        assert back.definition["colors"] == ["red", "green"]  # its color indicator
        assert back.definition["loyalty"] == 4
        assert store.find("Driven // Despair").name == "Driven"
        assert store.find("Despair").mana_cost == "{1}{B}"
        pool = store.find("Breeding Pool")
        assert pool.definition["subtypes"] == ["Forest", "Island"]
        assert pool.definition["abilities"] == [{"text": "As Breeding Pool enters the "
                                                 "battlefield, you may pay 2 life. If you "
                                                 "don't, it enters the battlefield tapped."}]


def test_mtgjson_atomic_cards(new_store):
    report = import_file(shared(MTGJSON_SAMPLE), new_store)
    assert (report.format, report.imported, report.unusable) == (MTGJSON_ATOMIC, 7, 1)
    with CardStore.open(new_store) as store:
        assert store.find("Insectile Aberration").definition["abilities"] == ["flying"]
        assert store.find("delver of secrets insectile aberration").name == "Delver of Secrets"
        assert store.find("Personal Decoy").problem == "its loyalty '*' is not a number"
        assert store.find("Torrential Gearhulk").types == ["Artifact", "Creature"]
        assert store.find("Grizzly Bears").modeled
        delver = store.definition(store.find("Delver of Secrets"))  # 712.2: with its back face
        assert delver.back is not None and delver.back.name == "Insectile Aberration"
        assert delver.back.printed_colors == {Color.BLUE} and delver.back.power == 3
        assert store.definition(store.find("Insectile Aberration")).back is None


def test_a_back_face_without_colors_is_refused_with_its_front_face(new_store, tmp_path):
    """A face with no mana cost takes its colors from its color indicator (204); card data
    without it can't say what color the back face is, so neither face is used as printed."""
    import_file(write_corpus_slice(tmp_path / "slice.json"), new_store)
    with CardStore.open(new_store) as store:
        back = store.find("Werewolf Ransacker")
        assert back.problem is not None and "no colors" in back.problem
        front = store.find("Afflicted Deserter")
        assert front.problem is None
        with pytest.raises(UnusableCard, match="Werewolf Ransacker"):
            store.definition(front)


def test_a_list_of_mtgjson_faces(new_store, tmp_path):
    report = import_file(write_corpus_slice(tmp_path / "slice.json"), new_store)
    assert report.format == MTGJSON_FACES
    assert ("Loopy Lobster", "power: expected a number, '*' or 'N+*', got '?'; toughness: "
            "expected a number, '*' or 'N+*', got '?'") in report.skipped
    with CardStore.open(new_store) as store:
        assert store.find("Vault Skirge").definition["abilities"] == ["flying", "lifelink"]
        birds = store.find("Birds of Paradise").definition["abilities"]
        assert birds == ["flying", {"activated": {
            "cost": "{T}", "effects": [{"add_mana": "one mana of any color"}]}}]


def write(tmp_path: Path, content: bytes | str) -> Path:
    path = tmp_path / "cards.json"
    path.write_bytes(content.encode() if isinstance(content, str) else content)
    return path


A = '{"name": "A", "type": "Land"}'


@pytest.mark.parametrize("content, at, message", [
    (f'[{A}, {{"name": "B", x}}]', "x", "unexpected 'x'"),
    (f'[{A}, {{"name": "B"', None, "the file ends before the JSON does"),
    ('[{"name": "A", "type": "La', None, "the file ends inside a string"),
    (f'[{A}, 3]', "3", "expected a card (a JSON object), got a number"),
    (f'[{A}, {{"type": "Land"}}]', '{"type"', "a card without a name"),
    (f'[{A}, {{"name": "B", "rulings": []}}]', '{"name": "B"',
     "'B' is neither a Scryfall card object"),
    (f'{{"meta": {{}}, "data": {{"A": [{A}], "B": {{"name": "B"}}}}}}', '{"name": "B"',
     "'B': expected a list of card faces"),
    ('"cards"', '"cards"', "expected a JSON array of cards, or MTGJSON AtomicCards"),
    ('{"meta": {}}', 0, "no cards in it"),
    ('', 0, "the file holds no JSON"),
])
def test_a_broken_or_wrong_shaped_file_is_refused_at_the_byte_it_broke(tmp_path, new_store,
                                                                      content, at, message):
    offset = len(content) if at is None else at if isinstance(at, int) else content.index(at)
    path = write(tmp_path, content)
    with pytest.raises(CardFileError) as caught:
        import_file(path, new_store)
    assert (caught.value.offset, caught.value.message[:len(message)]) == (offset, message)
    assert str(caught.value).startswith(f"{path}: byte {offset}: {message}")
    assert not new_store.exists()


def test_a_truncated_real_file_breaks_at_its_end(tmp_path, new_store):
    data = shared(SCRYFALL_SAMPLE).read_bytes()[:12345]
    with pytest.raises(CardFileError) as caught:
        import_file(write(tmp_path, data), new_store)
    assert caught.value.offset == 12345


def test_bytes_not_characters(tmp_path, new_store):
    content = '[{"name": "Jötun", "type": "Land"}, ?]'
    with pytest.raises(CardFileError) as caught:
        import_file(write(tmp_path, content), new_store)
    assert caught.value.offset == content.encode().index(b"?")


def test_a_card_that_does_not_validate_is_reported_and_skipped(tmp_path, new_store):
    cards = [{"name": "Good", "type": "Land", "types": ["Land"]},
             {"name": "Bad", "type": "Creature", "types": ["Creature"], "power": "x"},
             {"name": "Token", "type": "Creature", "types": ["Creature"], "layout": "token"}]
    report = import_file(write(tmp_path, json.dumps(cards)), new_store)
    assert report.imported == 1 and report.not_cards == 1
    assert report.skipped == [("Bad", "power: expected a number, '*' or 'N+*', got 'x'")]


def test_a_byte_order_mark_and_leading_blanks_are_read_past(tmp_path, new_store):
    card = '[{"name": "A", "type": "Land", "types": ["Land"]}]'
    assert import_file(write(tmp_path, b"\xef\xbb\xbf" + card.encode()), new_store).imported == 1
    assert import_file(write(tmp_path, " " * 70000 + card), new_store).imported == 1


def test_text_that_is_not_utf8_is_refused_at_its_byte(tmp_path, new_store):
    with pytest.raises(CardFileError) as caught:
        import_file(write(tmp_path, b'[{"name": "A\xff", "type": "Land"}]'), new_store)
    assert (caught.value.offset, caught.value.message) == (12, "not UTF-8 text")


def test_an_adventurer_card_keeps_its_power_on_the_card_itself(tmp_path, new_store):
    giant = {"object": "card", "name": "Test Giant // Stomp", "layout": "adventure",
             "power": "4", "toughness": "3", "type_line": "Creature — Giant // Instant — "
             "Adventure", "card_faces": [
                 {"name": "Test Giant", "mana_cost": "{2}{R}", "type_line": "Creature — Giant",
                  "oracle_text": "Trample"},
                 {"name": "Stomp", "mana_cost": "{1}{R}", "type_line": "Instant — Adventure",
                  "oracle_text": "Stomp deals 2 damage to any target."}]}
    import_file(write(tmp_path, json.dumps([giant])), new_store)
    with CardStore.open(new_store) as store:
        assert (store.find("Test Giant").power, store.find("Stomp").power) == ("4", None)
        assert store.find("test giant stomp").name == "Test Giant"


def instant(text: str) -> OracleCard:
    return OracleCard(name="Test", card_name="Test", mana_cost="{B}", types=("Instant",),
                      text=text)


def test_a_spells_paragraphs_are_one_spell_ability_followed_in_order():
    stored = compile_card(instant("Exile target card from a graveyard.\nDraw a card."))
    assert stored.definition["abilities"] == [{"spell": {
        "effects": [{"exile": "t"}, {"draw": 1}], "targets": {"t": "card in a graveyard"}}}]
    assert stored.not_modeled == 0


def test_an_additional_cost_joins_the_spell_it_is_paid_for():
    stored = compile_card(instant("As an additional cost to cast this spell, sacrifice a "
                                  "creature.\nDraw two cards."))
    assert stored.definition["abilities"] == [{"spell": {
        "additional_cost": "Sacrifice a creature", "effects": [{"draw": 2}]}}]
