"""A starting board in the middle of combat: attackers and blockers declared before the
scenario starts (508.1, 509.1)."""

from __future__ import annotations

import json

import pytest

from judge import explain
from judge.errors import ScenarioErrors
from judge.report.render import render
from judge.scenario.load import load_scenario


def write(tmp_path, text):
    path = tmp_path / "s.yaml"
    path.write_text(text, encoding="utf-8")
    return str(path)


def board(step, giant, lions):
    return f"""\
title: t
players: [{{name: Alice}}, {{name: Bob}}]
turn: {{active: Alice, step: {step}}}
battlefield:
  - {{id: giant, card: Hill Giant, controller: Alice, tapped: true, {giant}}}
  - {{id: lions, card: Savannah Lions, controller: Bob, {lions}}}
"""


def test_attackers_and_blockers_are_in_combat_from_the_start(tmp_path):
    path = write(tmp_path, board("declare blockers", "attacking: Bob", "blocking: giant"))
    setup = load_scenario(path).setup
    state = setup.state
    assert state.attackers == (("giant", "Bob"),) and state.blockers == (("lions", "giant"),)
    assert state.blocked == ("giant",) and state.defenders == {"giant": "Bob"}
    assert state.player("Alice").attacked_this_turn
    assert state.player("Alice").attacked_power_this_combat == 3
    assert state.objects["giant"].attacked_turn == 1
    ruling = explain(path)
    assert [v.combat for v in ruling.initial.objects] == ["attacking Bob, blocked",
                                                          "blocking giant"]
    assert "giant: Hill Giant — creature — Giant, red, 3/3 (Alice), tapped, attacking Bob, " \
           "blocked" in render(ruling, "text")
    assert json.loads(render(ruling, "json"))["initial"]["objects"]["lions"]["combat"] == \
        "blocking giant"


def test_blockers_can_be_declared_for_attackers_already_attacking(tmp_path):
    ruling = explain(write(tmp_path, board("declare attackers", "attacking: Bob", "") + """\
actions:
  - block: {lions: giant}
  - advance: combat damage
expect:
  objects: {lions: {zone: graveyard}, giant: {damage: 2}}
  players: {Bob: {life: 20}}
"""))
    assert ruling.passed


@pytest.mark.parametrize("step, giant, lions, line_col, message", [
    ("precombat main", "attacking: Bob", "", "5:79",
     "creatures attack only from the declare attackers step to the end of combat step, not in "
     "the precombat main step"),
    ("declare attackers", "attacking: Bob", "blocking: giant", "6:66",
     "creatures block only from the declare blockers step"),
    ("declare blockers", "attacking: Alice", "", "5:79",
     "Alice's creatures can't attack Alice: the defending player is an opponent"),
    ("declare blockers", "attacking: Carol", "", "5:79", "no player 'Carol'"),
    ("declare blockers", "", "blocking: giant", "6:66",
     "'giant' isn't an attacking creature here"),
    ("declare blockers", "attacking: Bob", "blocking: [giant, giant]", "6:74",
     "giant is listed twice"),
])
def test_bad_combat_is_an_error_where_written(tmp_path, step, giant, lions, line_col, message):
    with pytest.raises(ScenarioErrors) as caught:
        load_scenario(write(tmp_path, board(step, giant, lions)))
    [line] = caught.value.lines()
    assert line.split("s.yaml:")[1].startswith(line_col + ":"), line
    assert message in line


def test_only_the_active_players_creatures_attack(tmp_path):
    with pytest.raises(ScenarioErrors, match="only the active player's creatures attack; lions "
                       "is Bob's"):
        load_scenario(write(tmp_path, board("declare blockers", "", "attacking: Alice")))


def test_only_the_defending_players_creatures_block(tmp_path):
    with pytest.raises(ScenarioErrors, match="giant attacks Bob, so only Bob's creatures can "
                       "block it \\(509.1a\\)"):
        load_scenario(write(tmp_path, board("declare blockers", "attacking: Bob", "") + """\
  - {id: bears, card: Grizzly Bears, controller: Alice, blocking: giant}
"""))


def test_another_defending_players_creature_blocks_only_its_own_attackers(tmp_path):
    # several defending players (802.4a): Carol's creature can't block one attacking Bob
    text = board("declare blockers", "attacking: Bob", "").replace(
        "{name: Bob}]", "{name: Bob}, {name: Carol}]") + """\
  - {id: bears, card: Grizzly Bears, controller: Carol, blocking: giant}
"""
    with pytest.raises(ScenarioErrors, match="giant attacks Bob, so only Bob's creatures can "
                       "block it \\(802.4a\\)"):
        load_scenario(write(tmp_path, text))


def test_expectations_read_who_attacks_blocks_and_is_blocked(tmp_path):
    ruling = explain(write(tmp_path, board("declare blockers", "attacking: Bob",
                                           "blocking: giant") + """actions:
  - advance: postcombat main
expect:
  checkpoints:
    - at: combat damage
      objects:
        giant: {attacking: Bob, blocked: true, blocking: []}
        lions: {attacking: nobody, blocking: [giant]}
      game: {step: combat damage, turn: 1}
  objects:
    giant: {attacking: nobody, blocked: false}
  game: {step: postcombat main}
"""))
    assert ruling.passed, [(e.subject, e.field, e.actual) for e in ruling.expectations
                           if not e.passed]
    assert len(ruling.expectations) == 10


def test_an_expected_attacker_names_a_player(tmp_path):
    with pytest.raises(ScenarioErrors, match="expect.objects.giant.attacking: no player 'Carol'"):
        load_scenario(write(tmp_path, board("declare blockers", "attacking: Bob", "") + """expect:
  objects: {giant: {attacking: Carol}}
"""))
