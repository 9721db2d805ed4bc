"""The causes a ruling names for a step are the events that brought it about, and only those."""

from __future__ import annotations

from judge import explain


def write(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def step(ruling, rule):
    return next(s for s in ruling.steps if s.rule == rule)


def test_a_stolen_creature_dies_of_its_damage_not_of_being_stolen(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, hand: [{id: treason, card: Act of Treason}, {id: bolt, card: Lightning Bolt}]}
  - {name: Bob}
turn: {active: Alice}
battlefield: [{id: bears, card: Grizzly Bears, controller: Bob}]
actions:
  - cast: {card: treason, player: Alice, targets: [bears]}
  - resolve: all
  - cast: {card: bolt, player: Alice, targets: [bears]}
  - resolve: all
"""))
    death = step(ruling, "704.5g")
    assert [ruling.steps[c - 1].rule for c in death.causes] == ["120.3e"]


def test_an_effect_for_as_long_as_ends_because_of_what_ended_it(tmp_path):
    ruling = explain(write(tmp_path, """\
title: t
players:
  - {name: Alice, hand: [{id: sower, card: Sower of Temptation}, {id: wrath, card: Wrath of God}]}
  - {name: Bob}
turn: {active: Alice}
battlefield:
  - {id: wurm, card: Craw Wurm, controller: Bob}
  - {id: artist, card: Blood Artist, controller: Bob}
actions:
  - cast: {card: sower, player: Alice}
  - resolve: all
  - cast: {card: wrath, player: Alice}
  - resolve: all
choices: {trigger_targets: {sower: [wurm]}}
"""))
    ended = step(ruling, "611.2b")
    (cause,) = ended.causes
    assert "Sower of Temptation" in ruling.steps[cause - 1].text
    assert ruling.steps[cause - 1].rule == "701.7a"
