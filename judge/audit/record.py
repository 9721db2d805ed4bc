"""The game record format (documented in docs/game-records.md): a starting board in the
scenario format, then `account:` — the players' account of the game, in order — and what
the audit should find (`expect: findings:`). `judge schema --record` prints its JSON Schema."""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Annotated, Literal, TypeAlias

from pydantic import AfterValidator, Field, StrictInt, model_validator
from pydantic.json_schema import SkipJsonSchema

from judge.cards.model import Strict, one_key_union
from judge.scenario.schema import (ACTION_KINDS, ACTION_SHORTHAND, Action, GameFacts, Id,
                                   ObjectExpectation, PlayerExpectation, PlayerName, Scenario,
                                   rule_number)


class Agree(Strict):
    """What the players agreed the game was at this point of their account: the facts they
    name are compared with the game the rules give (the rest isn't)."""

    kind: Literal["agree"] = "agree"
    objects: dict[str, ObjectExpectation] = {}
    players: dict[str, PlayerExpectation] = {}
    game: GameFacts | None = None


class Draw(Strict):
    """A player says they drew cards here."""

    kind: Literal["draw"] = "draw"
    player: PlayerName
    count: StrictInt = Field(1, ge=1)


class PutInto(Strict):
    """A player says they put a permanent or card into a zone here (a creature into its
    owner's graveyard, a card into exile)."""

    kind: Literal["put"] = "put"
    card: Id = Field(description="the id of the object")
    into: Literal["graveyard", "exile", "hand", "library", "battlefield"]
    player: PlayerName | None = Field(None, description="who did it; default: not said")


class LifeChange(Strict):
    """A player says their life total went up or down by this much here."""

    kind: Literal["life"] = "life"
    player: PlayerName
    gains: StrictInt | None = Field(None, ge=1)
    loses: StrictInt | None = Field(None, ge=1)

    @model_validator(mode="after")
    def _one_way(self) -> LifeChange:
        if (self.gains is None) == (self.loses is None):
            raise ValueError("say either 'gains' or 'loses'")
        return self


class CountersPut(Strict):
    """A player says counters were put on or removed from a permanent here."""

    kind: Literal["counters"] = "counters"
    on: Id = Field(description="the id of the permanent")
    add: dict[str, StrictInt] = {}
    remove: dict[str, StrictInt] = {}
    player: PlayerName | None = Field(None, description="who did it; default: not said")


class TriggerPut(Strict):
    """A player says they put a triggered ability of this source on the stack here."""

    kind: Literal["trigger"] = "trigger"
    source: Id = Field(description="the id of the ability's source")
    player: PlayerName | None = Field(None, description="who put it there; default: not said")


class Chose(Strict):
    """A player says they made this choice here (what the legend rule kept, which creature
    an edict took, the order of triggers): the ids or players chosen."""

    kind: Literal["chose"] = "chose"
    player: PlayerName
    chosen: list[str] = Field(min_length=1)


# what a record's account holds besides the scenario's actions: what the players said was
# done or agreed, by the key each is written with
TOLD_KINDS: dict[str, type[Strict]] = {
    "agree": Agree, "draw": Draw, "put": PutInto, "life": LifeChange, "counters": CountersPut,
    "trigger": TriggerPut, "chose": Chose}
Told: TypeAlias = Agree | Draw | PutInto | LifeChange | CountersPut | TriggerPut | Chose

if TYPE_CHECKING:
    Entry: TypeAlias = Action | Told
else:
    Entry = one_key_union({**ACTION_KINDS, **TOLD_KINDS},
                          shorthand={**ACTION_SHORTHAND, "draw": "player", "trigger": "source"})


class Finding(StrEnum):
    """The kinds of places an account leaves the rules."""

    ILLEGAL_ACTION = "illegal_action"
    MISSED_TRIGGER = "missed_trigger"
    STATE_BASED_ACTION = "state_based_action_not_performed"
    TURN_BASED_ACTION = "missed_turn_based_action"
    WRONG_AMOUNT = "wrong_amount"
    WRONG_PLAYER = "choice_by_the_wrong_player"


class ExpectedFinding(Strict):
    """A divergence the audit must find."""

    entry: StrictInt = Field(ge=1, description="its place in `account:`, 1 for the first")
    kind: Finding
    rule: Annotated[str, AfterValidator(rule_number)] | None = Field(
        None, description="a rule number its citations must include")


class RecordExpectations(Strict):
    """What the audit must find: every divergence, in order ([] for a right account)."""

    findings: list[ExpectedFinding]


class Record(Scenario):
    """A game record: a starting board, the players' account of what happened, and what the
    audit must find."""

    account: list[Entry] = Field(description="what the players did and agreed, in order")
    actions: SkipJsonSchema[list[Action]] = Field(default_factory=list, exclude=True)
    expect: RecordExpectations | None = None  # type: ignore[assignment]
