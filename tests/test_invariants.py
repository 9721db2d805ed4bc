"""Properties every ruling must have, checked on every bundled scenario."""

from __future__ import annotations

import networkx as nx
import pytest

from judge.engine import sba
from judge.engine.apply import apply
from judge.engine.play import run
from judge.engine.timeline import Timeline
from judge.scenario.load import load_scenario
from judge.words import Zone
from tests.conftest import REPO, SCENARIOS, scenario_id

PLAYER_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE)


def _run(path):
    return run(load_scenario(path.relative_to(REPO).as_posix()).setup)


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_each_object_is_in_exactly_one_zone(path):
    state = _run(path).state
    listed: dict[str, int] = {}
    for player in state.players:
        for zone in PLAYER_ZONES:
            for oid in player.zone(zone):
                listed[oid] = listed.get(oid, 0) + 1
                assert state.objects[oid].zone is zone
                assert state.objects[oid].owner == player.id
    for oid in state.stack:
        listed[oid] = listed.get(oid, 0) + 1
        assert state.objects[oid].zone is Zone.STACK
    for oid, obj in state.objects.items():
        if obj.zone is Zone.BATTLEFIELD:
            listed[oid] = listed.get(oid, 0) + 1
    assert set(listed) == set(state.objects)
    assert all(n == 1 for n in listed.values())


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_no_state_based_action_is_left_undone(path):
    tl = _run(path)
    if tl.state.game_over:
        return
    again = Timeline(tl.state, tl.choices)
    assert not sba.check(again), "the final state still has state-based actions to perform"


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_causes_come_before_and_form_a_dag(path):
    tl = _run(path)
    graph = nx.DiGraph()
    for event in tl.log:
        graph.add_node(event.seq)
        for cause in event.causes:
            assert cause < event.seq
            graph.add_edge(cause, event.seq)
    assert nx.is_directed_acyclic_graph(graph)


@pytest.mark.parametrize("path", SCENARIOS, ids=scenario_id)
def test_replaying_the_events_gives_the_final_state(path):
    tl = _run(path)
    state = tl.initial
    for event in tl.log:
        state = apply(state, event)
    assert state.objects == tl.state.objects
    assert state.players == tl.state.players
    assert state.stack == tl.state.stack
