"""A ruling as plain, ordered data: the JSON output, and what the templates read."""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import TYPE_CHECKING, Any

from judge import cr
from judge.report.choices import exploration_data
from judge.rulebook import NO_RULES, RuleBook, included_note, not_included_note
from judge.trace.ruling import BoardView, ObjectView, Ruling, final_objects

if TYPE_CHECKING:
    from judge.audit.replay import Audit

# 2: types, subtypes, supertypes and colors are lists; the type line is type_line. 3: a layer
# table names every object it is for (`objects`), objects whose tables are alike sharing one
FORMAT = 3


def object_data(view: ObjectView) -> dict[str, Any]:
    data = {
        "id": view.id, "name": view.name, "zone": view.zone, "owner": view.owner,
        "controller": view.controller, "tapped": view.tapped, "damage": view.damage,
        "counters": dict(sorted(view.counters.items())), "attached_to": view.attached_to,
        "power": view.power, "toughness": view.toughness, "type_line": view.type_line,
        "supertypes": list(view.supertypes), "types": list(view.card_types),
        "subtypes": list(view.subtypes), "colors": list(view.color_list),
        "abilities": list(view.abilities),
        "restrictions": list(view.restrictions), "token": view.token,
    }
    if view.targets:
        data["targets"] = list(view.targets)
    if view.designations:
        data["designations"] = list(view.designations)
    if view.combat:
        data["combat"] = view.combat
    if view.protector is not None:
        data["protector"] = view.protector
    return data


def board_data(board: BoardView) -> dict[str, Any]:
    return {
        "players": {p.name: {"life": p.life, "poison": p.poison, "energy": p.energy,
                             "lost": p.lost,
                             "hand": p.hand, "library": p.library,
                             "graveyard": list(p.graveyard), "exile": list(p.exile),
                             **({"speed": p.speed} if p.speed else {}),
                             **({"dungeon": p.dungeon} if p.dungeon != "none" else {}),
                             **({"completed_dungeons": p.completed_dungeons}
                                if p.completed_dungeons else {}),
                             **({"ring_tempted": p.ring_tempted, "ring_bearer": p.ring_bearer}
                                if p.ring_tempted else {}),
                             **({"mana_pool": p.mana_pool} if p.mana_pool is not None else {})}
                    for p in board.players},
        "objects": {o.key: object_data(o) for o in board.objects},
        "stack": list(board.stack),
        **({"day_night": board.day_night} if board.day_night else {}),
        **({"monarch": board.monarch} if board.monarch else {}),
        **({"initiative": board.initiative} if board.initiative else {}),
    }


@dataclass(frozen=True)
class CitedRule:
    """A rule the ruling cites: our short title, and its text when the rules file has it."""

    number: str
    title: str
    text: str | None = None
    examples: tuple[str, ...] = ()


def cited_rules(r: Ruling, book: RuleBook) -> tuple[tuple[CitedRule, ...], str]:
    """Every rule the ruling cites, in rule order, and the note on where their texts are from
    (or how to add them)."""
    cited = []
    for number in sorted(r.cited, key=_rule_order):
        rule = cr.ALL.get(number)
        found = book.get(number)
        cited.append(CitedRule(number, rule.title if rule else "",
                               found.text if found else None,
                               found.examples if found else ()))
    if not book.available:
        return tuple(cited), not_included_note()
    return tuple(cited), included_note(book, [c.number for c in cited if c.text is None])


def _rule_order(number: str) -> tuple[int, int, str]:
    """'603.10' after '603.9', and '704.5j' after '704.5' (not as strings sort)."""
    section, _, rest = number.partition(".")
    digits = rest.rstrip("abcdefghijklmnopqrstuvwxyz")
    return int(section), int(digits) if digits else -1, rest[len(digits):]


def ruling_data(r: Ruling, book: RuleBook = NO_RULES) -> dict[str, Any]:
    cited, note = cited_rules(r, book)
    final = board_data(r.final)
    final["objects"] = {key: object_data(view) if view else {"zone": "gone"}
                        for key, view in final_objects(r).items()}
    return {
        "format": FORMAT,
        "title": r.title,
        "question": r.question,
        "source": r.source,
        "file": r.file,
        "result": r.result,
        "passed": r.passed,
        "answer": [{"subject": a.subject, "fact": a.fact, "step": a.step,
                    "by_effect": a.by_effect} for a in r.answer],
        "steps": [{"index": s.index, "rule": s.rule, "also": list(s.also), "title": s.title,
                   "text": s.text, "causes": list(s.causes), "assumed": s.assumed,
                   "replaced": s.replaced}
                  for s in r.steps],
        "initial": board_data(r.initial),
        **({"starting_effects": list(r.starting_effects)} if r.starting_effects else {}),
        "final": final,
        "assumptions": list(r.assumptions),
        "notes": list(r.notes),
        "not_modeled": list(r.not_modeled),
        "expectations": [{"subject": e.subject, "field": e.field, "expected": e.expected,
                          "actual": e.actual, "passed": e.passed,
                          **({"when": e.when} if e.when else {})} for e in r.expectations],
        "layers": [{"objects": [{"object": key, "id": oid} for key, oid in t.objects],
                    "name": t.name, "when": t.when, "start": t.start,
                    "rows": [asdict(row) for row in t.rows]} for t in r.layer_tables],
        "dependency_graphs": [{"layer": g.layer,
                               "effects": [{"id": i, "effect": d, "timestamp": ts}
                                           for i, d, ts in g.effects],
                               "edges": [list(e) for e in g.edges],
                               "because": list(g.because),
                               "order": list(g.order), "vanished": list(g.vanished),
                               **({"reevaluated": g.reevaluated} if g.reevaluated else {})}
                              for g in r.dependency_graphs],
        "causal_graph": {"nodes": sorted(r.graph.nodes),
                         "edges": sorted([list(e) for e in r.graph.edges])},
        "rules": {c.number: {"text": c.text, "examples": list(c.examples)}
                  for c in cited if c.text is not None},
        "rules_note": note,
        # `--explore` only: a ruling without it stays as it was
        **({"choices_that_matter": exploration_data(r.exploration)}
           if r.exploration is not None else {}),
    }


def audit_data(audit: Audit) -> dict[str, Any]:
    """An audit's findings and entries, as the JSON output gives them."""
    return {
        "right": audit.right,
        "note": "rules facts only: no penalties or remedies",
        "findings": [{"number": d.number, "entry": d.entry, "line": d.line,
                      "kind": d.kind.value, "words": d.words, "rules": list(d.rules),
                      "told": d.told, "given": d.given, "steps": list(d.steps),
                      **({"restores": d.restores} if d.restores else {}),
                      **({"at_that_point": d.at_that_point} if d.at_that_point else {})}
                     for d in audit.divergences],
        "entries": [{"entry": e.entry, "line": e.line, "told": e.told, "verdict": e.verdict,
                     **({"details": list(e.details)} if e.details else {})}
                    for e in audit.entries],
    }
