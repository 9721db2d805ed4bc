"""The ruling's choices that matter (`--explore`) as plain, ordered data for the JSON output."""

from __future__ import annotations

from typing import Any

from judge.trace.exploration import Exploration, ExploredChoice


def exploration_data(x: Exploration) -> dict[str, Any]:
    return {"runs": x.runs, "bound": x.bound, "not_run": x.not_run,
            "choices": [_choice(c) for c in x.choices]}


def _choice(c: ExploredChoice) -> dict[str, Any]:
    return {"steps": list(c.steps), "text": c.text, "rule": c.rule, "matters": c.matters,
            "listed": c.listed, "not_run": c.not_run,
            "alternatives": [{"answer": o.answer, "changes": o.changes, "refused": o.refused,
                              "differences": [{"subject": d.subject, "default": d.default,
                                               "alternative": d.alternative}
                                              for d in o.differences]}
                             for o in c.outcomes]}
