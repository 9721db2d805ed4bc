"""The answer first (judge/trace/answer.py): the final facts the question is about, each with
the step that decided it."""

from __future__ import annotations

import json

from judge import explain
from judge.report.render import render
from tests.conftest import REPO


def test_the_answer_states_what_the_expectations_name_with_the_deciding_step():
    ruling = explain(REPO / "scenarios/triggers/geralfs-messenger-undying.yaml")
    facts = {a.subject: a for a in ruling.answer}
    assert facts["messenger"].fact == ("Geralf's Messenger (messenger) is on the battlefield, "
                                      "4/3, 1 +1/+1 counter, tapped")
    step = ruling.steps[facts["messenger"].step - 1]
    assert step.kind == "ZoneChange" and "returned" in step.text  # undying brought it back
    assert facts["Alice"].fact == "Alice has 18 life"
    assert "loses 2 life" in ruling.steps[facts["Alice"].step - 1].text


def test_without_expectations_the_answer_is_what_changed(tmp_path):
    path = tmp_path / "s.yaml"
    path.write_text("title: bolt\nplayers: [{name: Alice, hand: [{id: bolt, card: Lightning "
                    "Bolt}]}, {name: Bob}]\nturn: {active: Alice}\nbattlefield:\n  - {id: bears, "
                    "card: Grizzly Bears, controller: Bob}\n  - {id: elves, card: Llanowar "
                    "Elves, controller: Bob}\nactions:\n  - cast: {card: bolt, player: Alice, "
                    "targets: [bears]}\n  - resolve: all\n", encoding="utf-8")
    ruling = explain(path)
    assert [a.subject for a in ruling.answer] == ["bears", "bolt"]  # not the elves
    assert ruling.answer[0].fact == "Grizzly Bears (bears) is in Bob's graveyard"


def test_every_format_opens_with_the_answer():
    ruling = explain(REPO / "scenarios/triggers/geralfs-messenger-undying.yaml")
    text = render(ruling, "text")
    assert text.index("\nAnswer\n") < text.index("\nWhat happens\n")
    data = json.loads(render(ruling, "json"))
    assert data["answer"][0] == {"subject": "messenger", "step": ruling.answer[0].step,
                                 "fact": ruling.answer[0].fact}
