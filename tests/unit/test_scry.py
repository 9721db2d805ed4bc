"""Scry and surveil (CR 701.18a, 701.42a): the cards looked at go where the player says, in the
order they say; with no choice given, they stay on top as they were, and the ruling says so."""

from __future__ import annotations

from judge import explain

SCENARIO = """\
title: t
players:
  - name: Alice
    hand: [{{id: spell, card: Test Look}}]
    library: [{{id: forest, card: Forest}}, {{id: island, card: Island}},
              {{id: plains, card: Plains}}]
  - {{name: Bob}}
turn: {{active: Alice}}
cards:
  - {{name: Test Look, types: [sorcery], abilities: [spell: {{effects: [{effects}]}}]}}
{choices}
actions: [cast: {{card: spell, player: Alice}}, resolve: all]
"""


def zones(tmp_path, effects, choices=""):
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.format(effects=effects, choices=choices), encoding="utf-8")
    ruling = explain(str(path))
    return ruling, {zone: sorted(o.name for o in ruling.final.objects if o.zone == zone)
                    for zone in ("hand", "graveyard")}


def test_cards_scried_to_the_bottom_go_there_in_the_order_given(tmp_path):
    ruling, z = zones(tmp_path, "scry: 2, draw: 2",
                      "choices: {scry: {Alice: {bottom: [island, forest]}}}")
    assert z["hand"] == ["Island", "Plains"]  # Plains, then Island, then Forest
    assert not ruling.assumptions


def test_with_no_choice_scried_cards_stay_on_top_and_that_is_assumed(tmp_path):
    ruling, z = zones(tmp_path, "scry: 2, draw: 1")
    assert z["hand"] == ["Forest"]
    assert any("which of the top 2 cards to put on the bottom" in a for a in ruling.assumptions)


def test_a_choice_that_misplaces_a_card_looked_at_is_not_taken(tmp_path):
    ruling, z = zones(tmp_path, "scry: 2, draw: 1",
                      "choices: {scry: {Alice: {bottom: [forest]}}}")  # Island left out
    assert z["hand"] == ["Forest"]


def test_surveilled_cards_go_to_the_graveyard_and_the_rest_stay_in_order(tmp_path):
    ruling, z = zones(tmp_path, "surveil: 2, draw: 1",
                      "choices: {surveil: {Alice: {top: [island], graveyard: [forest]}}}")
    assert z["hand"] == ["Island"]
    assert z["graveyard"] == ["Forest", "Test Look"]


def test_surveil_with_an_empty_library_moves_nothing_yet_has_surveilled(tmp_path):
    """701.42d: the player has surveilled, even with no card to look at."""
    path = tmp_path / "s.yaml"
    path.write_text(SCENARIO.format(effects="surveil: 2", choices="").replace(
        "library: [{id: forest, card: Forest}, {id: island, card: Island},\n"
        "              {id: plains, card: Plains}]", "library: 0"), encoding="utf-8")
    ruling = explain(str(path))
    assert [s.text for s in ruling.steps if s.rule == "701.42a"] == ["Alice has surveilled 2"]
