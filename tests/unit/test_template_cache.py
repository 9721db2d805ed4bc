"""Compiled report templates are kept beside the library bundle; a folder that can't be
written only means compiling them again."""

from __future__ import annotations

from jinja2 import DictLoader, Environment

from judge.report.render import _TemplateCache


def rendered(folder, source="{{ 1 + 1 }} {{ name }}"):
    env = Environment(loader=DictLoader({"t": source}), bytecode_cache=_TemplateCache(folder))
    return env.get_template("t").render(name="Bears")


def test_a_compiled_template_is_kept_and_read_back(tmp_path):
    folder = tmp_path / "judge"
    assert rendered(folder) == "2 Bears"
    kept = list(folder.glob("template-*.cache"))
    assert len(kept) == 1
    assert rendered(folder) == "2 Bears"


def test_a_changed_template_is_compiled_again_not_read_stale(tmp_path):
    rendered(tmp_path)
    assert rendered(tmp_path, "{{ 2 + 2 }} {{ name }}") == "4 Bears"


def test_a_folder_that_cannot_be_written_only_costs_the_compiling(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a folder")
    assert rendered(blocker / "judge") == "2 Bears"
