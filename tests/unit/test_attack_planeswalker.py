"""Attacking a planeswalker (506.3, 508.1b): whom each attacker attacks, as the scenario says
it, refused where written when it can't be attacked."""

from __future__ import annotations

import pytest
from typer.testing import CliRunner

from judge import explain
from judge.cli import app
from judge.errors import IllegalActionError, ScenarioErrors
from judge.scenario.load import load_scenario

BOARD = """\
title: t
players: [{name: Alice}, {name: Bob}, {name: Carol}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice}
  - {id: lions, card: Savannah Lions, controller: Alice}
  - {id: jace, card: "Jace, the Mind Sculptor", controller: Bob}
  - {id: ajani, card: Ajani Goldmane, controller: Alice}
  - {id: garruk, card: Garruk Wildspeaker, controller: Carol}
  - {id: giant, card: Hill Giant, controller: Bob}
actions:
"""


def write(tmp_path, actions):
    path = tmp_path / "s.yaml"
    path.write_text(BOARD + actions, encoding="utf-8")
    return str(path)


@pytest.mark.parametrize("action, line_col, message", [
    ("  - attack: {attackers: [bears], defender: ajani}\n", "12:44",
     "'ajani' (Ajani Goldmane) is Alice's own planeswalker"),
    ("  - attack: {attackers: [bears], defender: giant}\n", "12:44",
     "'giant' (Hill Giant) can't be attacked: only a player, a planeswalker or a battle"),
    ("  - attack: {attackers: {bears: jace, lions: ajani}}\n", "12:46",
     "'ajani' (Ajani Goldmane) is Alice's own planeswalker"),
    ("  - attack: {attackers: [bears], defender: nobody}\n", "12:44",
     "no object or player 'nobody'"),
    ("  - attack: {attackers: {bears: jace}, defender: Bob}\n", "12:50",
     "not both"),
])
def test_a_bad_defender_is_an_error_where_written(tmp_path, action, line_col, message):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, action))
    [line] = caught.value.lines()
    assert line.split("s.yaml:")[1].startswith(line_col + ":"), line
    assert message in line


def test_a_bad_defender_exits_2(tmp_path):
    result = CliRunner().invoke(app, ["explain", write(
        tmp_path, "  - attack: {attackers: [bears], defender: ajani}\n")])
    assert result.exit_code == 2
    assert "s.yaml:12:44: actions[0].attack.defender: 'ajani' (Ajani Goldmane) is Alice's own " \
        "planeswalker" in result.output


def test_a_planeswalker_of_another_opponent_than_the_other_attackers(tmp_path):
    """802.3: with several opponents, one attacker attacks Bob and another Carol's Garruk."""
    ruling = explain(write(tmp_path, """\
  - attack: {attackers: {bears: Bob, lions: garruk}}
  - advance: postcombat main
expect:
  objects: {garruk: {counters: {loyalty: 1}}}
  players: {Bob: {life: 18}, Carol: {life: 20}}
"""))
    assert ruling.passed
    assert any("Grizzly Bears (bears) attacks Bob; Savannah Lions (lions) attacks Carol's "
               "Garruk Wildspeaker (garruk)" in s.text for s in ruling.steps)


def test_two_players_attacked_at_once(tmp_path):
    """802.3: `attackers: {bears: Bob, lions: Carol}` attacks both, each taking its damage."""
    ruling = explain(write(tmp_path, """\
  - attack: {attackers: {bears: Bob, lions: Carol}}
  - advance: postcombat main
expect:
  players: {Bob: {life: 18}, Carol: {life: 18}}
"""))
    assert ruling.passed


def test_each_attacker_attacks_its_own_choice(tmp_path):
    """The Bears attacks Jace and the Lions attacks Bob: 2 loyalty off Jace, 2 life off Bob."""
    ruling = explain(write(tmp_path, """\
  - attack: {attackers: {bears: jace, lions: Bob}}
  - advance: postcombat main
expect:
  objects: {jace: {counters: {loyalty: 1}}}
  players: {Bob: {life: 18}}
"""))
    assert ruling.passed
    assert any("Grizzly Bears (bears) attacks Bob's Jace, the Mind Sculptor (jace); "
               "Savannah Lions (lions) attacks Bob" in s.text for s in ruling.steps)


def test_a_planeswalker_gone_before_attackers_are_declared_cant_be_attacked(tmp_path):
    """506.3: Jace, bolted in the main phase, is in the graveyard as attackers are declared."""
    path = tmp_path / "s.yaml"
    path.write_text(BOARD.replace("players: [{name: Alice}", "players: [{name: Alice, hand: "
                                  "[{id: bolt, card: Lightning Bolt}]}") + """\
  - cast: {card: bolt, player: Alice, targets: [jace]}
  - resolve: all
  - attack: {attackers: [bears], defender: jace}
""", encoding="utf-8")
    with pytest.raises(IllegalActionError) as caught:
        explain(str(path))
    assert caught.value.rule.number == "506.3"
    assert "Grizzly Bears (bears) can't attack Jace, the Mind Sculptor (jace#2): it isn't on " \
           "the battlefield" in str(caught.value)


def test_a_creature_already_attacking_a_planeswalker_as_the_scenario_starts(tmp_path):
    """`attacking: jace` on the starting board: Bob is the defending player, whose creature
    may block it (509.1); unblocked, it damages Jace (510.1b, 120.3c)."""
    path = tmp_path / "s.yaml"
    path.write_text(BOARD.replace("turn: {active: Alice}", "turn: {active: Alice, step: "
                                  "declare attackers}").replace(
        "{id: bears, card: Grizzly Bears, controller: Alice}",
        "{id: bears, card: Grizzly Bears, controller: Alice, tapped: true, attacking: jace}")
        + """\
  - advance: postcombat main
expect:
  objects: {jace: {counters: {loyalty: 1}}}
  players: {Bob: {life: 20}}
""", encoding="utf-8")
    ruling = explain(str(path))
    assert ruling.passed
    assert ruling.initial.objects[0].combat == "attacking jace"


def test_a_creature_on_the_starting_board_cant_attack_its_own_planeswalker(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(BOARD.replace("turn: {active: Alice}", "turn: {active: Alice, step: "
                                  "declare attackers}").replace(
        "{id: bears, card: Grizzly Bears, controller: Alice}",
        "{id: bears, card: Grizzly Bears, controller: Alice, attacking: ajani}")
        + "  - advance: postcombat main\n", encoding="utf-8")
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(str(path))
    [line] = caught.value.lines()
    assert line.split("s.yaml:")[1].startswith("5:68: battlefield[0].attacking: 'ajani' "
                                               "(Ajani Goldmane) is Alice's own planeswalker")


TRAMPLE = """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: ball, card: Ball Lightning, controller: Alice}
  - {id: lions, card: Savannah Lions, controller: Bob}
  - {id: garruk, card: Garruk Wildspeaker, controller: Bob}
actions:
  - attack: {attackers: {ball: garruk}}
  - block: {lions: ball}
  - advance: postcombat main
choices:
  damage_assignment: {ball: %s}
"""


def test_a_trampler_divides_its_damage_between_blocker_and_planeswalker(tmp_path):
    """702.19b: once the blocker is assigned lethal damage, the rest as its controller chooses
    among the blocker and the planeswalker it attacks."""
    path = tmp_path / "s.yaml"
    path.write_text(TRAMPLE % "{lions: 4, garruk: 2}", encoding="utf-8")
    ruling = explain(str(path))
    garruk = next(v for v in ruling.final.objects if v.id == "garruk")
    assert garruk.counters == {"loyalty": 1}
    assert next(p for p in ruling.final.players if p.name == "Bob").life == 20


def test_a_trampler_attacking_a_planeswalker_cant_assign_damage_to_its_controller(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text(TRAMPLE % "{lions: 1, Bob: 5}", encoding="utf-8")
    with pytest.raises(IllegalActionError) as caught:
        explain(str(path))
    assert caught.value.rule.number == "510.1c"
    assert "damage goes to Bob only with trample, to the player or planeswalker it attacks " \
           "(garruk)" in str(caught.value)
