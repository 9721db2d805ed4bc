"""The command line: exit statuses, located errors without tracebacks, files left untouched."""

from __future__ import annotations

import hashlib
import json
import os
import threading
from pathlib import Path

import jsonschema
import pytest
from typer.testing import CliRunner

from judge.cli import app
from judge.yamlfile import parse
from tests.conftest import SCENARIOS

runner = CliRunner()
GOOD = "scenarios/stack/giant-growth-in-response-to-bolt.yaml"


def invoke(*args: str):
    return runner.invoke(app, list(args))


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> Path:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


BASE = """\
title: t
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
battlefield:
  - {id: bears, card: Grizzly Bears, controller: Alice}
"""


def test_explain_prints_a_cited_ruling():
    result = invoke("explain", GOOD)
    assert result.exit_code == 0
    assert "[CR 120.3e]" in result.output and "PASS bears.power" in result.output


def test_a_failed_expectation_exits_1(tmp_path):
    path = write(tmp_path, BASE + "expect: {objects: {bears: {power: 3}}}\n")
    result = invoke("explain", str(path))
    assert result.exit_code == 1
    assert "FAIL bears.power: expected 3, got 2" in result.output


@pytest.mark.parametrize("text, message", [
    (BASE.replace("Grizzly Bears", "Grizly Bears"),
     "s.yaml:5:23: battlefield[0].card: unknown card 'Grizly Bears' (did you mean "
     "'Grizzly Bears'?)"),
    (BASE + "stack:\n  - {id: bolt, card: Lightning Bolt, controller: Bob, targets: [bear]}\n",
     "s.yaml:7:65: stack[0].targets[0]: no object or player 'bear' (ids here: bears, bolt)"),
    (BASE + "  - {id: bears, card: Forest, controller: Alice}\n",
     "s.yaml:6:10: battlefield[1].id: duplicate id 'bears' (first used on line 5)"),
    (BASE.replace("{name: Alice}", "{name: Alice, life: twenty}"),
     "s.yaml:2:31: players[0].life: input should be a valid integer"),
    (BASE + "  - {id: x, card: Forest, controler: Alice}\n",
     "s.yaml:6:27: battlefield[1].controler: unknown field 'controler' (did you mean "
     "'controller'?)"),
    ("title: [unclosed\n", "s.yaml:2:1: YAML syntax:"),
    (BASE + "cards:\n  - {name: X, types: [enchantment], abilities: [replacement: "
     "{event: lose_life, instead: double}]}\n",
     "replacement.event: input should be 'put_into_graveyard', 'enters', 'damage', 'counters', "
     "'tokens', 'draw' or 'gain_life', got 'lose_life' (only these are modeled)"),
    (BASE + "expect: {game: {result: Alice wins}}\n",
     "s.yaml:6:25: expect.game.result: expected 'ongoing', 'draw' or the winner's name"),
    (BASE + "  - {id: aura, card: Pacifism, controller: Bob, attached_to: beers}\n",
     "s.yaml:6:62: battlefield[1].attached_to: no object or player 'beers'"),
    ("a: &x [1, 2]\nb: [*x, *x]\n", "s.yaml:2:5: YAML aliases (*name) aren't supported"),
    # found by the fuzzer: ruamel's constructor for an empty `!!int` raised IndexError
    ("title: !!int\n", "s.yaml:1:8: YAML tags (!!int) aren't supported in judge files"),
    ("title: t\nx: {[a]: 1}\n", "s.yaml:2:5: a list or mapping as a key"),
    ("title: t\x01\n", "s.yaml:1:9: a character YAML doesn't allow"),
    ('title: "\\ud800"\n', "s.yaml:1:9: an escape that is no character"),
    ("title: " + "[" * 100 + "]" * 100 + "\n", "s.yaml:1:71: nested too deeply"),
    # an apostrophe in a plain scalar opens no quote: the depth is counted by YAML's own scanner
    ("title: Alice's\nq: " + "[" * 2000 + "]" * 2000 + "\n", "s.yaml:2:67: nested too deeply"),
    ("title: t\nq: ['[[[', \"{{\", " + "[" * 100 + "]" * 100 + "]\n",
     "s.yaml:2:80: nested too deeply"),
    ("- " * 2000 + "x\n", "s.yaml:1:129: nested too deeply"),
    ("title: " + "9" * 5000 + "\n", "s.yaml:1:8: a value that can't be read: Exceeds the limit"),
    (BASE.replace("id: bears", "id: bears#2"),
     "s.yaml:5:10: battlefield[0].id: id 'bears#2' has the form of an id the engine gives"),
    (BASE.replace("{name: Alice}, {name: Bob}", "{name: Alice, library: 100000}, {name: Bob}"),
     "players[0].library: judge models at most 1000 unknown library cards"),
    (BASE.replace(", {name: Bob}", "") + "actions: [attack: [bears]]\n",
     "s.yaml:6:11: there is no opponent to attack (CR 506.2)"),
    (BASE + "cards:\n  - {name: X, types: [instant], abilities: [spell: {effects: "
     "[damage: {amount: 3, to: ' , '}]}]}\n",
     "damage.to: an empty phrase"),
    (BASE + "cards:\n  - {name: X, types: [sorcery], abilities: [spell: {effects: [create_token: "
     "{token: {name: S, types: [enchantment], subtypes: [Aura], abilities: [enchant creature]}}]}]}\n",
     "create_token: an Aura token needs 'attached_to'"),
    (BASE + "cards:\n  - {name: X, types: [enchantment], abilities: [static: {affects: creatures, "
     "gain: [static: {affects: creatures, gain: [static: {affects: creatures, gain: [flying]}]}]}]}\n",
     "a static ability that grants a static ability that grants another is not modeled"),
    (BASE + "  - {id: p, card: X, controller: Alice}\nactions:\n  - activate: {source: p, ability: 1}\n"
     "  - resolve: all\ncards:\n  - {name: X, types: [artifact], abilities: [\n"
     "      triggered: {when: {counters_put: this}, effects: [put_counters: {counter: charge, on: this}]},\n"
     "      activated: {cost: '{T}', effects: [put_counters: {counter: charge, on: this}]}]}\n",
     "s.yaml:9:5: the situation goes past 1000 events; judge stops here. If it is a loop of "
     "mandatory actions, the game is a draw (CR 104.4b)"),
])
def test_bad_input_is_located_without_traceback(tmp_path, text, message):
    path = write(tmp_path, text)
    before = hashlib.sha256(path.read_bytes()).hexdigest()
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert message in result.output.replace(str(tmp_path) + "/", "")
    assert "Traceback" not in result.output
    assert hashlib.sha256(path.read_bytes()).hexdigest() == before


def test_an_unknown_card_in_hand_is_reported_once(tmp_path):
    path = write(tmp_path, BASE.replace("{name: Bob}", "{name: Bob, hand: [{id: bolt, card: "
                                        "Lightnin Bolt}]}")
                 + "actions:\n  - cast: {card: bolt, player: Bob, targets: [bears]}\n")
    lines = invoke("explain", str(path)).output.strip().splitlines()
    assert len(lines) == 1 and "unknown card 'Lightnin Bolt'" in lines[0]


def test_keeping_two_legends_of_one_name_is_refused(tmp_path):
    path = write(tmp_path, BASE + """\
  - {id: t1, card: "Thalia, Guardian of Thraben", controller: Alice}
  - {id: t2, card: "Thalia, Guardian of Thraben", controller: Alice}
choices:
  legend_rule: [t1, t2]
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert "s.yaml:9:21: choices.legend_rule keeps 2 permanents named Thalia" in \
        result.output.replace(str(tmp_path) + "/", "")


def test_reports_without_scenarios_is_refused(tmp_path):
    result = invoke("reports", "--scenarios", str(tmp_path / "none"), "--out", str(tmp_path))
    assert result.exit_code == 2 and "no scenario files there" in result.output


def test_a_missing_file_is_reported(tmp_path):
    result = invoke("explain", str(tmp_path / "nope.yaml"))
    assert result.exit_code == 2
    assert "nope.yaml:1:1: no such file" in result.output


def test_an_illegal_action_is_reported_with_its_rule(tmp_path):
    path = write(tmp_path, """\
title: Doom Blade at a black creature
players:
  - {name: Alice, hand: [{id: blade, card: Doom Blade}]}
  - {name: Bob}
turn: {active: Alice}
battlefield:
  - {id: knight, card: Black Knight, controller: Bob}
actions:
  - cast: {card: blade, player: Alice, targets: [knight]}
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert "s.yaml:9:5: Alice casting Doom Blade can't target Black Knight (knight): it isn't a " \
           "nonblack creature (CR 115.1)" in result.output.replace(str(tmp_path) + "/", "")


def test_a_sorcery_cannot_be_cast_with_a_spell_on_the_stack(tmp_path):
    path = write(tmp_path, """\
title: Sorcery timing
players:
  - {name: Alice, hand: [{id: whisper, card: "Night's Whisper"}]}
  - {name: Bob}
turn: {active: Alice}
stack:
  - {id: bolt, card: Lightning Bolt, controller: Bob, targets: [Alice]}
actions:
  - cast: {card: whisper, player: Alice}
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert "the stack isn't empty (CR 307.1)" in result.output


def test_check_validates_many_files(tmp_path):
    bad = write(tmp_path, "title: x\n", "bad.yaml")
    result = invoke("check", GOOD, str(bad))
    assert result.exit_code == 2
    assert f"{GOOD}: ok" in result.output
    assert "bad.yaml:1:1: missing required field 'players'" in result.output


@pytest.mark.parametrize("fmt", ["text", "md", "json", "html"])
def test_every_format_writes_to_out(tmp_path, fmt):
    out = tmp_path / f"ruling.{fmt}"
    assert invoke("explain", GOOD, "--format", fmt, "--out", str(out)).exit_code == 0
    assert out.read_text(encoding="utf-8")


def test_out_never_replaces_a_file_unless_forced(tmp_path):
    out = write(tmp_path, "precious", "notes.txt")
    result = invoke("explain", GOOD, "--out", str(out))
    assert result.exit_code == 2 and out.read_text() == "precious"
    assert invoke("explain", GOOD, "--out", str(out), "--force").exit_code == 0


def test_out_to_a_folder_is_refused_and_leaves_nothing_behind(tmp_path):
    folder = tmp_path / "reports"
    folder.mkdir()
    result = invoke("explain", GOOD, "--out", str(folder), "--force")
    assert result.exit_code == 2 and "is not a regular file" in result.output
    assert "Traceback" not in result.output and list(folder.iterdir()) == []
    assert [p.name for p in tmp_path.iterdir()] == ["reports"]


def test_a_report_is_readable_like_any_new_file(tmp_path):
    out = tmp_path / "ruling.txt"
    assert invoke("explain", GOOD, "--out", str(out)).exit_code == 0
    mask = os.umask(0)
    os.umask(mask)
    assert out.stat().st_mode & 0o777 == 0o666 & ~mask


def test_out_never_writes_over_a_scenario(tmp_path):
    scenario = write(tmp_path, Path(GOOD).read_text())
    before = scenario.read_text()
    result = invoke("explain", str(scenario), "--out", str(scenario), "--force")
    assert result.exit_code == 2 and scenario.read_text() == before


def test_html_is_self_contained():
    html = invoke("explain", GOOD, "--format", "html").output
    assert "<svg" in html
    for external in ("src=\"http", "href=\"http", "<link", "@import", "url(http"):
        assert external not in html


def test_schema_validates_every_bundled_scenario():
    result = invoke("schema")
    assert result.exit_code == 0
    schema = json.loads(result.output)
    jsonschema.Draft202012Validator.check_schema(schema)
    validator = jsonschema.Draft202012Validator(schema)
    for path in SCENARIOS:
        doc = parse(path.read_text(encoding="utf-8"), str(path))
        errors = [e.message for e in validator.iter_errors(doc.data)]
        assert not errors, f"{path.name}: {errors[:3]}"


def test_schema_rejects_an_unknown_field():
    schema = json.loads(invoke("schema").output)
    doc = parse(BASE.replace("turn: {active: Alice}", "turn: {active: Alice, stepp: upkeep}"),
                "s.yaml")
    assert list(jsonschema.Draft202012Validator(schema).iter_errors(doc.data))


def test_resolving_more_than_the_stack_holds_is_reported(tmp_path):
    path = write(tmp_path, """\
title: Resolve too much
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
stack:
  - {id: bolt, card: Lightning Bolt, controller: Bob, targets: [Alice]}
actions:
  - resolve: 2
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert "s.yaml:7:5: only 1 of the 2 objects could resolve: the stack is empty (CR 117.4)" \
        in result.output.replace(str(tmp_path) + "/", "")


def test_a_stack_target_must_exist_when_the_scenario_starts(tmp_path):
    path = write(tmp_path, """\
title: Target a token not made yet
players: [{name: Alice}, {name: Bob}]
turn: {active: Alice}
stack:
  - {id: bolt, card: Lightning Bolt, controller: Bob, targets: [alarm.token1]}
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert "no object or player 'alarm.token1'" in result.output


def test_a_scenario_over_the_size_limit_is_refused_before_it_is_read(tmp_path):
    path = write(tmp_path, BASE + "# padding\n" * 30_000)
    size = path.stat().st_size
    result = invoke("check", str(path))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert result.output.replace(str(tmp_path) + "/", "") == (
        f"s.yaml: the file is {size:,} bytes, over the limit of 262,144 bytes (set "
        "JUDGE_MAX_FILE_BYTES to change it)\n")


def test_the_size_limit_comes_from_the_environment(tmp_path, monkeypatch):
    path = write(tmp_path, BASE)
    monkeypatch.setenv("JUDGE_MAX_FILE_BYTES", "100")
    result = invoke("explain", str(path))
    assert result.exit_code == 2
    assert f"the file is {len(BASE)} bytes, over the limit of 100 bytes" in result.output
    monkeypatch.setenv("JUDGE_MAX_FILE_BYTES", str(len(BASE)))
    assert invoke("explain", str(path)).exit_code == 0
    monkeypatch.setenv("JUDGE_MAX_FILE_BYTES", "lots")
    result = invoke("explain", str(path))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "JUDGE_MAX_FILE_BYTES: expected a positive number of bytes, got 'lots'" in \
        result.output


def test_no_more_than_the_limit_is_read_from_a_file_of_unknown_size(tmp_path, monkeypatch):
    """A pipe has no size until it is read: reading stops just past the limit."""
    fifo = tmp_path / "s.yaml"
    os.mkfifo(fifo)
    written = []

    def feed():
        try:
            with open(fifo, "w", encoding="utf-8") as pipe:
                pipe.write(BASE)
                for _ in range(1000):
                    written.append(pipe.write("# padding\n" * 100))
        except BrokenPipeError:
            pass

    monkeypatch.setenv("JUDGE_MAX_FILE_BYTES", "10000")
    feeder = threading.Thread(target=feed, daemon=True)
    feeder.start()
    result = invoke("check", str(fifo))
    feeder.join(timeout=10)
    assert result.exit_code == 2
    assert "s.yaml: the file is more than 10,000 bytes, over the limit of 10,000 bytes" in \
        result.output
    assert sum(written) < 1000 * 1000  # the writer was cut off


def test_out_replaces_a_symbolic_link_never_its_target(tmp_path):
    target = write(tmp_path, "precious", "notes.txt")
    target.chmod(0o600)
    link = tmp_path / "ruling.txt"
    link.symlink_to(target)
    result = invoke("explain", GOOD, "--out", str(link))
    assert result.exit_code == 2 and "already exists" in result.output
    assert invoke("explain", GOOD, "--out", str(link), "--force").exit_code == 0
    assert target.read_text() == "precious" and target.stat().st_mode & 0o777 == 0o600
    assert not link.is_symlink() and "[CR 120.3e]" in link.read_text()


def test_out_replaces_a_dangling_link_only_when_forced(tmp_path):
    link = tmp_path / "ruling.txt"
    link.symlink_to(tmp_path / "elsewhere.txt")
    assert invoke("explain", GOOD, "--out", str(link)).exit_code == 2
    assert invoke("explain", GOOD, "--out", str(link), "--force").exit_code == 0
    assert not link.is_symlink() and not (tmp_path / "elsewhere.txt").exists()


def test_out_refuses_a_link_to_a_scenario_or_a_folder(tmp_path):
    scenario = write(tmp_path, Path(GOOD).read_text())
    before = scenario.read_text()
    to_scenario = tmp_path / "ruling.txt"
    to_scenario.symlink_to(scenario)
    result = invoke("explain", str(scenario), "--out", str(to_scenario), "--force")
    assert result.exit_code == 2 and "over a scenario file" in result.output
    assert scenario.read_text() == before and to_scenario.is_symlink()
    (tmp_path / "folder").mkdir()
    to_folder = tmp_path / "folder.txt"
    to_folder.symlink_to(tmp_path / "folder")
    result = invoke("explain", GOOD, "--out", str(to_folder), "--force")
    assert result.exit_code == 2 and "is not a regular file" in result.output
    assert to_folder.is_symlink()


def test_actions_after_the_game_ended_are_said_not_taken(tmp_path):
    """104.1: the game ends at once; what the scenario asks after that is validated, not taken,
    and the ruling says so instead of dropping it silently."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "title: t\n"
        "players: [{name: Alice, hand: [{id: b1, card: Lightning Bolt}, {id: b2, card: Shock}]},"
        " {name: Bob, life: 3}]\n"
        "turn: {active: Alice}\n"
        "actions:\n"
        "  - cast: {card: b1, player: Alice, targets: [Bob]}\n"
        "  - resolve: all\n"
        "  - cast: {card: b2, player: Alice, targets: [Bob]}\n"
        "  - resolve: all\n", encoding="utf-8")
    result = invoke("explain", str(path), "--format", "json")
    assert result.exit_code == 0
    ruling = json.loads(result.output)
    assert ruling["final"]["players"]["Bob"]["lost"] is True
    assert ruling["final"]["objects"]["b2"]["zone"] == "hand"
    assert any("line(s) 7, 8 were not taken" in note for note in ruling["notes"])
    bad = path.read_text(encoding="utf-8").replace("card: b2", "card: b3")
    path.write_text(bad, encoding="utf-8")
    assert invoke("explain", str(path)).exit_code == 2  # still validated


def test_a_condition_on_the_kind_of_spells_cast_before_the_scenario_is_refused(tmp_path):
    """608.2i: 'cast_this_turn: 1' says how many, not what kind: the ruling can't guess."""
    path = write(tmp_path, """\
title: t
players: [{name: Alice, cast_this_turn: 1}, {name: Bob}]
turn: {active: Alice}
cards:
  - name: Test Zealot
    types: [creature]
    power: 2
    toughness: 2
    abilities:
      - static: {affects: this, pt: +2/+0,
                 condition: "you've cast a noncreature spell this turn"}
battlefield:
  - {id: zealot, card: Test Zealot, controller: Alice}
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 2 and "Traceback" not in result.output
    assert "the 1 spell(s) Alice cast this turn before the scenario began" in result.output


def test_an_ability_an_earlier_action_put_on_the_stack_can_be_targeted(tmp_path):
    path = write(tmp_path, """\
title: t
players: [{name: Alice}, {name: Bob, hand: [{id: murder, card: Murder}, {id: cs, card: Counterspell}]}]
turn: {active: Bob}
battlefield:
  - {id: boa, card: River Boa, controller: Alice}
actions:
  - cast: {card: murder, player: Bob, targets: [boa]}
  - activate: {source: boa, ability: 1, id: regen}
  - cast: {card: cs, player: Bob, targets: [regen]}
  - resolve: all
expect:
  refused: [{action: 3, rule: "115.1"}]
  objects: {boa: {zone: battlefield, tapped: true}, cs: {zone: hand}}
""")
    result = invoke("explain", str(path))
    assert result.exit_code == 0, result.output
    assert "can't target River Boa's ability {G} (regen): it isn't a spell" in result.output
