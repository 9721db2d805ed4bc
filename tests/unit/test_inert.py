"""The objects left out of the layers (judge/engine/layers/inert.py), split again from the last
split where few objects changed: the same split as the whole one."""

from __future__ import annotations

from dataclasses import replace

from judge.engine.layers import inert
from judge.engine.state import GameState, ObjectId
from judge.scenario.load import load_scenario
from judge.words import Zone


def _state(tmp_path) -> GameState:
    path = tmp_path / "s.yaml"
    path.write_text("""\
title: t
players:
  - name: Alice
    hand: [{id: bolt, card: Lightning Bolt}, {id: growth, card: Giant Growth},
           {id: shock, card: Shock}, {id: forest, card: Forest}]
  - {name: Bob}
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice}
  - {id: elves, card: Llanowar Elves, controller: Alice}
""", encoding="utf-8")
    return load_scenario(str(path)).setup.state


def _whole(state: GameState) -> tuple[list[object], dict[ObjectId, object]]:
    whole = inert._split(state.objects, frozenset())
    return list(whole.active.items()), dict(whole.inert)


def _same_as_whole(state: GameState) -> None:
    active, rest = inert.split(state)
    assert (list(active.items()), dict(rest)) == _whole(state)


def test_a_split_from_the_last_is_the_whole_split(tmp_path):
    inert.forget()
    state = _state(tmp_path)
    _same_as_whole(state)
    objects = dict(state.objects)
    bolt = objects.pop(ObjectId("bolt"))
    objects[ObjectId("bolt#2")] = replace(bolt, id=ObjectId("bolt#2"), zone=Zone.GRAVEYARD)
    moved = replace(state, objects=objects)
    _same_as_whole(moved)
    bears = moved.objects[ObjectId("bears")]
    tapped = replace(moved, objects={**moved.objects, bears.id: replace(bears, tapped=True)})
    _same_as_whole(tapped)
    growth = tapped.objects[ObjectId("growth")]
    onto = replace(tapped, objects={**tapped.objects, growth.id: replace(
        growth, zone=Zone.BATTLEFIELD)})  # a card put onto the battlefield: the layers see it
    _same_as_whole(onto)
    _same_as_whole(state)
