"""Loading scenarios: inline cards, defaults, and located cross-reference errors."""

from __future__ import annotations

import json

import pytest

from judge import explain
from judge.errors import ScenarioErrors
from judge.scenario.load import load_scenario


def write(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_an_inline_card_overrides_the_library(tmp_path):
    ruling = explain(write(tmp_path, """\
title: house rules bears
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield: [{id: bears, card: Grizzly Bears, controller: Alice}]
cards:
  - {name: Grizzly Bears, mana_cost: "{G}", types: [creature], subtypes: [Bear], power: 3, toughness: 3}
"""))
    bears = ruling.final.by_key()["bears"]
    assert (bears.power, bears.toughness) == (3, 3)


def test_planeswalkers_enter_with_their_loyalty(tmp_path):
    setup = load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}]
turn: {active: Alice}
battlefield: [{id: jace, card: "Jace, the Mind Sculptor", controller: Alice}]
""")).setup
    assert setup.state.objects["jace"].counters.get("loyalty") == 3


def test_every_problem_is_reported_in_file_order(tmp_path):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}]
turn: {active: Carol}
battlefield:
  - {id: a, card: Grizzly Bears, controller: Dave}
  - {id: b, card: Pacifism, controller: Alice, attached_to: c}
"""))
    lines = caught.value.lines()
    assert [line.split(":")[1] for line in lines] == ["3", "5", "6"]
    assert "no player 'Carol'" in lines[0] and "no player 'Dave'" in lines[1]
    assert "no object or player 'c'" in lines[2]


def test_a_spell_needs_the_right_number_of_targets(tmp_path):
    with pytest.raises(ScenarioErrors, match=r"Lightning Bolt needs 1 target\(s\) \(any target\), got 0"):
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}]
turn: {active: Alice}
stack: [{id: bolt, card: Lightning Bolt, controller: Alice}]
"""))


EQUAL_TIMESTAMPS = """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: ACTIVE}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice, timestamp: 1}
  - {id: clip, card: Clip Aura, controller: Bob, attached_to: bears, timestamp: 5}
  - {id: wings, card: Wings Aura, controller: Alice, attached_to: bears, timestamp: 5}
cards:
  - {name: Wings Aura, types: [enchantment], subtypes: [Aura],
     abilities: [enchant creature, {static: {affects: enchanted creature, gain: [flying]}}]}
  - {name: Clip Aura, types: [enchantment], subtypes: [Aura],
     abilities: [enchant creature, {static: {affects: enchanted creature, lose: [flying]}}]}
"""


@pytest.mark.parametrize("active, flies", [("Alice", False), ("Bob", True)])
def test_equal_timestamps_go_in_apnap_order(tmp_path, active, flies):
    """613.7m: the active player's object is earlier, whatever the listed order."""
    ruling = explain(write(tmp_path, EQUAL_TIMESTAMPS.replace("ACTIVE", active)))
    assert ("flying" in ruling.final.by_key()["bears"].abilities) is flies


def test_one_players_equal_timestamps_are_theirs_to_order(tmp_path):
    text = EQUAL_TIMESTAMPS.replace("ACTIVE", "Alice").replace("controller: Bob", "controller: Alice")
    with pytest.raises(ScenarioErrors, match=r"s.yaml:7:\d+: battlefield\[2\].timestamp: 'clip' "
                                             r"has the same timestamp and controller"):
        load_scenario(write(tmp_path, text))


def test_all_creature_types_is_one_expected_subtype(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield: [{id: vault, card: Mutavault, controller: Alice}]
actions: [activate: {source: vault, ability: 2}, resolve: all]
expect:
  objects:
    vault: {subtypes: [all creature types]}
"""))
    assert [e.passed for e in ruling.expectations] == [True]


def test_an_activation_defaults_to_the_sources_controller_at_that_time(tmp_path):
    """602.2: Alice controls Bob's Mother of Runes through Control Magic, so she activates it."""
    ruling = explain(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: mother, card: Mother of Runes, controller: Bob}
  - {id: magic, card: Control Magic, controller: Alice, attached_to: mother}
  - {id: bears, card: Grizzly Bears, controller: Alice}
actions:
  - activate: {source: mother, ability: 1, targets: [bears]}
  - resolve: all
choices: {colors: {mother-ability-1: red}}
"""))
    assert ruling.final.by_key()["mother"].tapped
    assert "protection from red" in ruling.final.by_key()["bears"].abilities


def test_a_choice_nothing_asked_for_is_noted(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield: [{id: bears, card: Grizzly Bears, controller: Alice}]
choices: {trigger_targets: {bears: [Bob]}}
"""))
    assert [n for n in ruling.notes if "never needed" in n] == [
        "choices.trigger_targets.bears was never needed: no decision in this ruling asked for it"]


BOOLEANS_AS_NUMBERS = """\
format: true
title: t
players: [{name: Alice, life: true, poison: false, library: true}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice, damage: true, counters: {+1/+1: true},
     timestamp: false}
stack:
  - {id: eq, source: bears, ability: true}
actions:
  - resolve: true
  - activate: {source: bears, ability: false}
choices:
  damage_assignment: {bears: {Bob: true}}
cards:
  - {name: X, types: [creature], power: true, toughness: false}
  - {name: Y, types: [planeswalker], loyalty: true}
expect:
  objects: {bears: {power: true, toughness: false, damage: true, counters: {+1/+1: true}}}
  players: {Alice: {life: true, poison: false, hand: true, library: false, graveyard: true}}
"""


def test_booleans_are_not_numbers_anywhere(tmp_path):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, BOOLEANS_AS_NUMBERS))
    lines = caught.value.lines()
    fields = [line.split(": ")[1] for line in lines]
    assert fields == [
        "format", "players[0].life", "players[0].poison", "players[0].library",
        "battlefield[0].damage", "battlefield[0].counters.+1/+1", "battlefield[0].timestamp",
        "stack[0].ability", "actions[0].resolve", "actions[1].activate.ability",
        "choices.damage_assignment.bears.Bob", "cards[0].power", "cards[0].toughness",
        "cards[1].loyalty", "expect.objects.bears.power", "expect.objects.bears.toughness",
        "expect.objects.bears.damage", "expect.objects.bears.counters.+1/+1",
        "expect.players.Alice.life", "expect.players.Alice.poison", "expect.players.Alice.hand",
        "expect.players.Alice.library", "expect.players.Alice.graveyard"]
    assert all(line.endswith(("got True", "got False")) for line in lines)
    assert lines[1].split("/")[-1] == \
        "s.yaml:3:31: players[0].life: input should be a valid integer, got True"


def test_a_broken_card_definition_hides_no_other_problem(tmp_path):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizly Bears, controller: Alice}
  - {id: ward, card: House Ward, controller: Carol}
stack:
  - {id: zap, card: House Zap, controller: Bob, targets: [bears]}
cards:
  - {name: House Ward, types: [enchantment], abilities: [flyingg]}
  - {name: House Zap, types: [instant], abilities: [spell: {effects: [damage: {amount: true, to: t}]}]}
  - {name: House Bears, types: [creature], power: 2, toughness: 2}
  - {name: House Bears, types: [creature], power: 3, toughness: 3}
"""))
    lines = [line.split("/")[-1] for line in caught.value.lines()]
    assert [line.split(":")[1] for line in lines] == ["5", "6", "10", "11", "13"]
    assert "battlefield[0].card: unknown card 'Grizly Bears'" in lines[0]
    assert "battlefield[1].controller: no player 'Carol'" in lines[1]
    assert lines[2] == ("s.yaml:10:58: cards[0].abilities[0]: unknown keyword 'flyingg' "
                        "(did you mean 'flying'?)")
    assert "cards[1].abilities[0].spell.effects[0].damage.amount" in lines[3]
    assert "cards[3].name: card 'House Bears' is defined twice" in lines[4]


def test_unknown_card_names_are_reported_beside_a_file_that_breaks_the_format(tmp_path):
    """Resolution needs a file that follows the format; the card names are checked anyway."""
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice, hand: [Lightnin Bolt, {id: b, card: Shock}]}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizly Bears, controller: Alice}
  - {id: ward, card: House Ward, controller: Bob, damage: lots}
stack:
  - {id: zap, card: House Zapp, controller: Bob}
cards:
  - {name: House Ward, types: [enchantment], abilities: [flyingg]}
  - {name: House Zap, types: [instant], abilities: [spell: {effects: [draw: 1]}]}
  - {name: House Zap, types: [instant]}
"""))
    lines = [line.split("/")[-1] for line in caught.value.lines()]
    assert [line.split(":")[1] for line in lines] == ["2", "5", "6", "8", "10", "12"]
    assert "players[0].hand[0]: unknown card 'Lightnin Bolt'" in lines[0]
    assert "(did you mean 'Lightning Bolt'?)" in lines[0]
    assert "battlefield[0].card: unknown card 'Grizly Bears'" in lines[1]
    assert "battlefield[1].damage: input should be a valid integer" in lines[2]
    assert "stack[0].card: unknown card 'House Zapp' (did you mean 'House Zap'?)" in lines[3]
    assert "cards[0].abilities[0]: unknown keyword 'flyingg'" in lines[4]
    assert "cards[2].name: card 'House Zap' is defined twice" in lines[5]


def test_counters_whose_rules_are_not_modeled_are_refused_where_written(tmp_path):
    """A defense counter off a battle (122.1g), or a rad counter (122.1i), ruled as a plain
    counter would be a wrong answer."""
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice, counters: {defense: 1}}
"""))
    text = str(caught.value)
    assert "s.yaml:5:" in text and "Grizzly Bears isn't a battle: defense counters on another " \
        "permanent aren't modeled (CR 122.1g)" in text
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice, counters: {rad: 1}}
"""))
    text = str(caught.value)
    assert "s.yaml:5:" in text and "rad counters (CR 122.1i) are not modeled" in text


def test_a_protector_is_a_battles_and_a_sieges_is_an_opponent(tmp_path):
    """310.8a, 310.11a: a protector only for a battle; a Siege's never its controller."""
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice, protector: Bob}
  - {id: kylem, card: Invasion of Kylem, controller: Alice, protector: Alice}
"""))
    lines = str(caught.value).splitlines()
    assert "s.yaml:5:" in lines[0] and "Grizzly Bears isn't a battle: only a battle has a " \
        "protector (CR 310.8a)" in lines[0]
    assert "s.yaml:6:" in lines[1] and "its protector is an opponent of its controller, " \
        "Alice (CR 310.11a)" in lines[1]



def test_a_character_escaped_as_json_writes_it_is_read(tmp_path):
    # found by the fuzzer: json.dumps writes 🂡 as a surrogate pair, "\ud83c\udca1"
    setup = load_scenario(write(tmp_path, """\
title: "\\ud83c\\udca1"
players: [{name: "Al\\ud83c\\udca1ice"}]
turn: {active: "Al\\U0001f0a1ice"}
""")).setup
    assert [p.id for p in setup.state.players] == ["Al\U0001f0a1ice"]


def test_a_lone_surrogate_escape_is_still_refused(tmp_path):
    with pytest.raises(ScenarioErrors, match=r"s.yaml:2:21: an escape that is no character"):
        load_scenario(write(tmp_path, """\
title: t
players: [{name: "Al\\udca1ice"}]
turn: {active: Alice}
"""))


def test_the_schema_for_unknown_field_hints_is_made_once(tmp_path, monkeypatch):
    # found by the fuzzer: each unknown field cost the scenario's whole JSON Schema (~2 s)
    from judge import yamlfile
    from judge.scenario.schema import Scenario

    made = []
    schema = Scenario.model_json_schema
    monkeypatch.setattr(Scenario, "model_json_schema",
                        classmethod(lambda cls: made.append(cls) or schema()))
    from judge.cards.store import using

    yamlfile._json_schema.cache_clear()
    with using(tmp_path / "store" / "cards.sqlite3"):  # no schema kept there yet
        for _ in range(3):
            with pytest.raises(ScenarioErrors,
                               match="unknown field 'lief' .*did you mean 'life'"):
                load_scenario(write(tmp_path, "title: t\nplayers: [{name: Alice, lief: 3}]\n"
                                              "turn: {active: Alice}\n"))
    yamlfile._json_schema.cache_clear()
    assert made == [Scenario]


def test_an_anchor_named_twice_prints_no_yaml_library_warning(tmp_path):
    # found by the fuzzer: ruamel's ReusedAnchorWarning printed its own source lines
    import warnings

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        setup = load_scenario(write(tmp_path, """\
%YAML 1.1
---
title: &a t
question: &a q
players: [{name: Alice}]
turn: {active: Alice}
""")).setup
    assert [p.id for p in setup.state.players] == ["Alice"]
    assert [str(w.message) for w in caught] == []


@pytest.mark.parametrize("line", ["? turn: {active: Alice}\n: x\n", "x: {[a, b]: 1}\n"])
def test_a_list_or_mapping_as_a_key_is_a_located_error(tmp_path, line):
    # found by the fuzzer: a complex key ('? …') raised TypeError (unhashable) in the loader
    with pytest.raises(ScenarioErrors, match=r"s.yaml:3:(3|5): a list or mapping as a key"):
        load_scenario(write(tmp_path, "title: t\nplayers: [{name: Alice}]\n" + line))


def test_an_aura_on_a_permanent_whose_own_entry_is_wrong_gives_that_error(tmp_path):
    # found by the fuzzer: the attachment looked up a permanent that was never made (KeyError)
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, """\
title: t
players: [{name: Alice}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Bob}
  - {id: pacifism, card: Pacifism, controller: Alice, attached_to: bears}
"""))
    assert [e.render().split("s.yaml:")[1] for e in caught.value.errors] == [
        "5:50: battlefield[0].controller: no player 'Bob' (players here: Alice)"]


def test_the_schema_for_did_you_mean_hints_is_kept_beside_the_store(tmp_path):
    from judge.cards.store import using
    from judge.scenario.schema import TurnSpec
    from judge.yamlfile import _json_schema

    _json_schema.cache_clear()
    with using(tmp_path / "cards.sqlite3"):
        made = _json_schema(TurnSpec)
        (kept,) = tmp_path.glob("schema-TurnSpec-*.json")
        _json_schema.cache_clear()
        assert _json_schema(TurnSpec) == made == json.loads(kept.read_text(encoding="utf-8"))
    _json_schema.cache_clear()
