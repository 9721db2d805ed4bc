"""Checking a scenario's `expect:` against the final state."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from judge.scenario.schema import Expectations

if TYPE_CHECKING:
    from judge.trace.ruling import ObjectView, Ruling


@dataclass(frozen=True)
class ExpectationResult:
    subject: str
    field: str
    expected: Any
    actual: Any

    @property
    def passed(self) -> bool:
        return _same(self.expected, self.actual)


def _same(expected: Any, actual: Any) -> bool:
    if isinstance(expected, list):
        return isinstance(actual, list) and sorted(map(str, expected)) == sorted(map(str, actual))
    same: bool = expected == actual
    return same


def check(expect: Expectations, objects: dict[str, ObjectView | None], ruling: Ruling
          ) -> tuple[ExpectationResult, ...]:
    results: list[ExpectationResult] = []
    for key, want in expect.objects.items():
        view = objects.get(key)
        for name, value in want.model_dump(exclude_none=True).items():
            results.append(ExpectationResult(key, name, _normalize(name, value),
                                             _object_value(view, name, value)))
    players = {p.name: p for p in ruling.final.players}
    for name, wanted in expect.players.items():
        player = players[name]
        for field_name, value in wanted.model_dump(exclude_none=True).items():
            results.append(ExpectationResult(name, field_name, value,
                                             getattr(player, field_name) if field_name in
                                             ("life", "poison", "energy", "lost", "hand",
                                              "library", "speed", "dungeon",
                                              "completed_dungeons", "ring_tempted",
                                              "ring_bearer")
                                             else len(player.graveyard)))
    refused = dict(ruling.refused)
    for refusal in expect.refused:
        results.append(ExpectationResult(f"action {refusal.action}", "refused", refusal.rule,
                                         refused.get(refusal.action)))
    if expect.game is not None:
        game = expect.game
        if game.result is not None:
            results.append(ExpectationResult("game", "result", game.result, ruling.result))
        if game.stack is not None:
            results.append(ExpectationResult("game", "stack", list(game.stack),
                                             list(ruling.final.stack)))
        if game.monarch is not None:
            results.append(ExpectationResult("game", "monarch", game.monarch,
                                             ruling.final.monarch))
        if game.initiative is not None:
            results.append(ExpectationResult("game", "initiative", game.initiative,
                                             ruling.final.initiative))
        if game.cites is not None:
            cited = set(ruling.cited)
            for number in game.cites:
                results.append(ExpectationResult("game", f"cites {number}", True,
                                                 number in cited))
    return tuple(results)


def _normalize(name: str, value: Any) -> Any:
    if name in ("colors", "types", "subtypes", "supertypes", "has", "lacks", "abilities") \
            and isinstance(value, list):
        return [str(v.value if hasattr(v, "value") else v) for v in value]
    if name == "zone":
        return str(value.value if hasattr(value, "value") else value)
    return value


def _object_value(view: ObjectView | None, name: str, wanted: Any) -> Any:
    if view is None:
        return "gone" if name == "zone" else None
    if name == "zone":
        return view.zone
    if name == "attached_to":
        return view.attached_to or "nothing"
    if name == "counters":
        return {k: v for k, v in view.counters.items() if v}
    if name == "colors":
        return list(view.color_list)
    if name == "types":
        return list(view.card_types)
    if name == "supertypes":
        return list(view.supertypes)
    if name == "subtypes":
        return list(view.subtypes)
    if name == "abilities":
        return list(view.abilities)
    if name == "has":
        return [a for a in wanted if a in view.abilities]
    if name == "lacks":
        return [a for a in wanted if a not in view.abilities]
    return getattr(view, name)
