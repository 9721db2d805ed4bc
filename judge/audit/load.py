"""Loading a game record: validated as a whole (each problem located where the record has
it), then read as the scenario that replays it — its actions in order, each agreement a
checkpoint after the actions before it."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from judge import ids
from judge.audit.record import Agree, Record, Told
from judge.engine.play import Setup
from judge.errors import Location, ScenarioError, ScenarioErrors
from judge.scenario.load import LoadedScenario, report_path, tells_an_account, validated
from judge.scenario.resolve import resolve
from judge.scenario.schema import Checkpoint, Expectations, Scenario
from judge.yamlfile import Document, Loc, max_file_bytes, read


@dataclass(frozen=True)
class _AsScenario(Document):
    """The record's file seen as the scenario it replays: a problem found in the scenario's
    `actions[j]` or `expect.checkpoints[n]` is located at the account entry it came from."""

    actions: tuple[int, ...] = ()  # the account entry of each action
    agreements: tuple[int, ...] = ()  # the account entry of each agreement

    def where(self, loc: Loc, key: bool = False) -> Location:
        return super().where(self._in_record(loc), key)

    def path(self, loc: Loc) -> str:
        return super().path(self._in_record(loc))

    def _in_record(self, loc: Loc) -> Loc:
        loc = tuple(loc)
        if len(loc) > 1 and loc[0] == "actions" and isinstance(loc[1], int) \
                and loc[1] < len(self.actions):
            return ("account", self.actions[loc[1]], *loc[2:])
        if len(loc) > 2 and loc[:2] == ("expect", "checkpoints") and isinstance(loc[2], int) \
                and loc[2] < len(self.agreements):
            rest = loc[3:]
            entry = self.agreements[loc[2]]
            return ("account", entry) if rest[:1] in ((), ("after",)) else \
                ("account", entry, "agree", *rest)
        return loc


@dataclass(frozen=True)
class LoadedRecord:
    record: Record
    replay: LoadedScenario  # the record as the scenario that replays its actions
    lines: tuple[int, ...]  # the line of each account entry
    actions: tuple[int, ...]  # the account entry (0-based) of each action


def is_record(path: str | Path) -> bool:
    """Whether a file is a game record (it tells an `account:`) rather than a scenario."""
    return tells_an_account(read(path, limit=max_file_bytes()))


def load_record(path: str | Path) -> LoadedRecord:
    """Read and check a game record; raises ScenarioErrors with every located problem."""
    doc = read(path, limit=max_file_bytes())
    errors: list[ScenarioError] = []
    try:
        if isinstance(doc.data, dict) and "actions" in doc.data:
            errors.append(doc.error(("actions",), "a game record tells what happened under "
                                    "account:, not actions:", key=True))
        record, broken = validated(doc, Record, errors)
        actions = tuple(i for i, e in enumerate(record.account) if not isinstance(e, Told))
        agreements = tuple(i for i, e in enumerate(record.account) if isinstance(e, Agree))
        replay = _replay(record, actions, agreements, doc, errors)
        seen = _AsScenario(doc.file, doc.data, doc.tree, actions, agreements)
        setup = resolve(seen, replay, broken)
    except ScenarioErrors as exc:
        raise ScenarioErrors(errors + exc.errors) from None
    errors += _told_references(doc, record, setup)
    if errors:
        raise ScenarioErrors(errors)
    # every action may be refused: an illegal one is a finding, and the replay goes on
    setup = replace(setup, refusable=frozenset(range(len(actions))))
    lines = tuple(doc.where(("account", i)).line for i in range(len(record.account)))
    return LoadedRecord(record, LoadedScenario(report_path(path), doc, replay, setup), lines,
                        actions)


def _replay(record: Record, actions: tuple[int, ...], agreements: tuple[int, ...],
            doc: Document, errors: list[ScenarioError]) -> Scenario:
    """The scenario the record replays: its actions, and each agreement as a checkpoint after
    the actions told before it."""
    points = []
    for i in agreements:
        done = sum(1 for a in actions if a < i)
        agree = record.account[i]
        assert isinstance(agree, Agree)
        if done == 0:
            errors.append(doc.error(("account", i), "an agreement before any action: the "
                                    "starting board is what the players agree on first"))
            continue
        points.append(Checkpoint(after=done, objects=agree.objects, players=agree.players,
                                 game=agree.game))
    fields = {name: getattr(record, name) for name in Scenario.model_fields}
    return Scenario.model_construct(**{
        **fields, "actions": [record.account[i] for i in actions],
        "expect": Expectations(checkpoints=points) if points else None})


def _told_references(doc: Document, record: Record, setup: Setup) -> list[ScenarioError]:
    """The ids and players the told entries name: objects of the starting board (followed
    wherever they go) or ones the game makes (tokens, abilities), and players of the game."""
    players = {p.name for p in record.players}
    known = set(setup.state.objects) | set(setup.state.lineage)
    errors = []

    def check_id(oid: str, loc: Loc) -> None:
        if oid not in known and oid not in players and ids.made_from(oid) is None:
            errors.append(doc.error(loc, f"no object {oid!r} (ids here: "
                                    f"{', '.join(sorted(known)) or 'none'})"))

    for i, entry in enumerate(record.account):
        if not isinstance(entry, Told):
            continue
        at = ("account", i, entry.kind)
        for name in ("player",):
            who = getattr(entry, name, None)
            if who is not None and who not in players:
                errors.append(doc.error((*at, name), f"no player {who!r} (players: "
                                        f"{', '.join(sorted(players))})"))
        for name in ("card", "on", "source"):
            oid = getattr(entry, name, None)
            if isinstance(oid, str):
                check_id(oid, (*at, name))
        for j, oid in enumerate(getattr(entry, "chosen", ())):
            check_id(oid, (*at, "chosen", j))
    return errors
