"""Card definitions: validation and lookup."""

from __future__ import annotations

import pytest

from judge.cards.definition import CardDefinition, mana_value
from judge.cards.library import CardPool, builtin_cards
from judge.words import Color


def test_the_library_has_at_least_forty_cards():
    assert len(builtin_cards()) >= 40


@pytest.mark.parametrize("cost, value", [("{1}{G}", 2), ("{X}{R}", 1), ("{2/W}", 2), ("{0}", 0),
                                         ("{1}{W/P}", 2)])
def test_mana_value(cost, value):
    assert mana_value(cost) == value


def test_colors_come_from_the_mana_cost():
    assert builtin_cards()["Urza's Guilt"].printed_colors == {Color.BLUE, Color.BLACK}


def test_a_color_indicator_overrides():
    assert builtin_cards()["Dryad Arbor"].printed_colors == {Color.GREEN}


def test_a_creature_needs_power_and_toughness():
    with pytest.raises(ValueError, match="needs power and toughness"):
        CardDefinition(name="Bad", types=["creature"])


def test_an_aura_needs_enchant():
    with pytest.raises(ValueError, match="needs an enchant ability"):
        CardDefinition(name="Bad", types=["enchantment"], subtypes=["Aura"])


def test_scenario_cards_override_library_cards():
    mine = CardDefinition(name="Grizzly Bears", mana_cost="{G}", types=["creature"],
                          power=3, toughness=3)
    pool = CardPool({"Grizzly Bears": mine})
    assert pool.find("Grizzly Bears").power == 3
    assert pool.find("grizzly bears") is mine


def test_unknown_names_get_a_suggestion():
    assert CardPool().hint("Lightning Blot") == "did you mean 'Lightning Bolt'?"


@pytest.mark.parametrize("replacement, message", [
    ({"event": "damage", "instead": "exile"}, "should be 'double'"),
    ({"event": "put_into_graveyard", "instead": "tapped"}, "should be 'exile', 'hand'"),
    ({"event": "damage", "what": "this", "instead": "double"}, "Extra inputs"),
    ({"event": "dmg", "instead": "double"}, "expected tags: 'put_into_graveyard'"),
    ({"event": "enters", "what": "this", "instead": "with counters"}, "'counters:' goes with"),
])
def test_a_replacement_the_engine_would_not_apply_is_refused(replacement, message):
    with pytest.raises(ValueError, match=message):
        CardDefinition(name="Odd", types=["enchantment"],
                       abilities=[{"replacement": replacement}])


@pytest.mark.parametrize("effect, message", [
    ({"create_token": {"token": {"name": "Ooze", "types": ["creature"]}}},
     "needs power and toughness"),
    ({"win_game": {"player": "each opponent"}}, "one player wins"),
])
def test_an_effect_the_engine_would_misread_is_refused(effect, message):
    with pytest.raises(ValueError, match=message):
        CardDefinition(name="Odd", types=["sorcery"], abilities=[{"spell": {"effects": [effect]}}])


@pytest.mark.parametrize("ability, message", [
    ({"static": {"affects": "goblins", "gain": ["flying"]}}, "reads as a target's name"),
    ({"static": {"affects": "that creature", "pt": "+1/+1"}}, "only a resolving"),
    ({"static": {"affects": "this", "set_pt": {"power": "that much", "toughness": 1}}},
     "needs an event"),
    ({"static": {"affects": "creatures", "set_pt": {"power": "power of this", "toughness": 1}}},
     "can only read the affected object"),
    ({"triggered": {"when": {"dies": "t"}, "effects": [{"draw": 1}]}}, "has no targets"),
    ({"replacement": {"event": "enters", "what": "enchanted creature", "instead": "tapped"}},
     "can't be used in a replacement effect"),
    ({"activated": {"cost": "{T}", "effects": [{"gain_life": {"amount": "its power"}}]}},
     "only triggered abilities"),
    ({"activated": {"cost": "{T}", "effects": [{"gain_life": {"amount": "that much"}}]}},
     "only triggered abilities"),
    ({"activated": {"cost": "Exile the top card of your library", "effects": [{"draw": 1}]}},
     "is not modeled"),
    ({"spell": {"additional_cost": "Exile this", "effects": [{"draw": 1}]}},
     "not modeled for a spell"),
    ("enchant player or planeswalker", "either objects or"),
    ({"triggered": {"when": {"attacks": "this"}, "effects": [{"gain_life": {"amount": "that much"}}]}},
     "a trigger on 'attacks' has none"),
    ({"triggered": {"when": {"beginning_of": "upkeep"}, "effects": [{"destroy": "that creature"}]}},
     "a trigger on 'beginning_of' has none"),
    ({"spell": {"targets": {"t": "creature"},
                "effects": [{"continuous": {"affects": "t", "change_chosen_words": True}}]}},
     "needs `choose: \\[color word\\]`"),
    ({"spell": {"effects": [{"discard": {"hand": True, "amount": 2}}]}}, "leave out 'amount'"),
    ({"spell": {"targets": {"t": "creature", "u": "permanent you control"},
                "effects": [{"continuous": {"affects": "u", "control": {"player": "t"}}}]}},
     "uses target 't' as a player, but 't' is 'creature', which can't be a player"),
    ({"spell": {"targets": {"t": "creature"},
                "effects": [{"lose_life": {"amount": 2, "player": "t"}}]}},
     "uses target 't' as a player"),
    ({"spell": {"targets": {"t": "player"}, "effects": [{"destroy": "t"}]}},
     "uses target 't' as an object, but 't' is 'player', which can't be an object"),
])
def test_a_phrase_in_the_wrong_place_is_refused(ability, message):
    with pytest.raises(ValueError, match=message):
        CardDefinition(name="Odd", types=["enchantment"], abilities=[ability])


@pytest.mark.parametrize("spell", [
    {"targets": {"t": "opponent", "u": "permanent you control"},
     "effects": [{"continuous": {"affects": "u", "control": {"player": "t"}}}]},
    {"targets": {"t": "any target"}, "effects": [{"damage": {"amount": 3, "to": "t"}}]},
    {"targets": {"t": "activated or triggered ability"}, "effects": [{"counter": "t"}]},
])
def test_a_target_named_as_what_it_can_be_is_read(spell):
    assert CardDefinition(name="Fine", types=["sorcery"], abilities=[{"spell": spell}])


def test_a_cost_is_read_part_by_part():
    (ability,) = CardDefinition(name="Odd", types=["artifact"], abilities=[
        {"activated": {"cost": "{2}{B}, {T}, Pay 2 life", "effects": [{"draw": 1}]}}]).abilities
    cost = ability.cost
    assert (cost.mana, cost.tap, cost.life, cost.sacrifice_self, cost.loyalty) == \
        ("{2}{B}", True, 2, False, None)


def test_an_ability_granted_by_an_effect_has_targets_of_its_own():
    (spell,) = CardDefinition(name="Gift", types=["instant"], abilities=[{"spell": {
        "targets": {"t": "creature"},
        "effects": [{"continuous": {"affects": "t", "gain": [{"activated": {
            "cost": "{1}", "targets": {"u": "creature"}, "effects": [{"tap": "u"}]}}]}}]}}]).abilities
    (granted,) = spell.effects[0].gain
    assert list(granted.targets) == ["u"]


def test_an_ability_without_effects_is_refused():
    with pytest.raises(ValueError, match="no effects"):
        CardDefinition(name="Bad", types=["artifact"],
                       abilities=[{"activated": {"cost": "{T}", "effects": []}}])


@pytest.mark.parametrize("cost, mana", [("{T}", True), ("[+1]", False)])
def test_a_loyalty_ability_is_never_a_mana_ability(cost, mana):
    """605.1a: no target, could add mana, and not a loyalty ability."""
    card = CardDefinition(name="Test", types=["artifact"],
                          abilities=[{"activated": {"cost": cost, "effects": [{"add_mana": "{G}"}]}}])
    assert card.abilities[0].is_mana_ability is mana


def test_a_becomes_target_trigger_names_what_targeted_not_what_was_targeted():
    ability = {"triggered": {"when": {"becomes_target": "a creature you control"},
                             "effects": [{"untap": "that creature"}]}}
    with pytest.raises(ValueError, match="knows the spell or ability that targeted"):
        CardDefinition(name="Test", types=["enchantment"], abilities=[ability])
    ward = CardDefinition(name="Test", types=["enchantment"], abilities=["ward {1}"])
    assert ward.abilities[0].effects[0].what.text == "that spell or ability"
