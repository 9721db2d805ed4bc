"""The key loops are found by (judge/engine/loops.py): what it leaves out, what it keeps."""

from __future__ import annotations

from dataclasses import replace

from judge.engine.loops import Seen, canonical
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.scenario.load import load_scenario


def _state(tmp_path) -> GameState:
    path = tmp_path / "s.yaml"
    path.write_text("""\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield: [{id: bears, card: Grizzly Bears, controller: Alice}]
""", encoding="utf-8")
    return load_scenario(str(path)).setup.state


def _player(state: GameState, **changes: object) -> GameState:
    alice = replace(state.players[0], **changes)
    return replace(state, players=(alice, *state.players[1:]))


def test_an_object_back_where_it_was_is_the_same_after_a_zone_change(tmp_path):
    state = _state(tmp_path)
    bears = state.objects[ObjectId("bears")]
    moved = {ObjectId("bears#3"): replace(bears, id=ObjectId("bears#3"), timestamp=9)}
    assert canonical(replace(state, objects=moved, next_timestamp=10)) == canonical(state)


def test_the_turns_tallies_are_left_out_but_life_is_not(tmp_path):
    state = _state(tmp_path)
    assert canonical(_player(state, life_gained_this_turn=5, life_lost_this_turn=5)) \
        == canonical(state)
    assert canonical(_player(state, life=21)) != canonical(state)


def test_a_tapped_permanent_differs_from_an_untapped_one(tmp_path):
    state = _state(tmp_path)
    bears = state.objects[ObjectId("bears")]
    tapped = {ObjectId("bears"): replace(bears, tapped=True)}
    assert canonical(replace(state, objects=tapped)) != canonical(state)


def test_states_are_keyed_only_once_another_looks_alike(tmp_path):
    state = _state(tmp_path)
    bears = state.objects[ObjectId("bears")]
    moved = replace(state, objects={ObjectId("bears#3"): replace(bears, id=ObjectId("bears#3"))})
    seen = Seen()
    assert seen.add(PlayerId("Alice"), _player(state, life=21), 1) == [1]
    assert seen.add(PlayerId("Alice"), state, 2) == [2]
    assert not seen.keyed  # no two alike yet: nothing keyed
    assert seen.add(PlayerId("Alice"), moved, 3) == [2, 3]
    assert seen.add(PlayerId("Bob"), moved, 4) == [4]
