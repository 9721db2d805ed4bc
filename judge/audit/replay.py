"""A game record's account, replayed under the rules: each action taken as the rules allow
(an illegal one is reversed, 730.1), each told event matched with what the rules did, each
agreement compared with the game the rules give — and every place the account leaves them,
in order, with its kind, its rules and the replay's steps that give the right game."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Sequence

from judge import cr
from judge.audit.load import LoadedRecord, load_record
from judge.audit.origin import Origin, origin, triggered_ids
from judge.audit.record import (Agree, Chose, CountersPut, Draw, Entry, Finding, LifeChange,
                                PutInto, Told, TriggerPut)
from judge.cr import Rule
from judge.engine.events import (ActionRefused, ChoiceMade, CleanedUp, CountersChanged,
                                 DamageDealt, DamageRemoved, Event, LifeChanged, Move,
                                 NotTriggered, PlayerLost, PoisonGiven, Regenerated, TapChanged,
                                 Triggered, TriggerPutOnStack, ZoneChange)
from judge.engine.history import subjects
from judge.engine.layers import compute
from judge.engine.play import run
from judge.engine.proposed_events import EventReplaced
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.scenario.schema import Checkpoint
from judge.trace.expectations import ExpectationResult, Moment, check_at
from judge.trace.answer import fact
from judge.trace.ruling import Ruling, build, moment_at, step_numbers
from judge.words import CardType, Supertype

# what a finding of each kind is called in a ruling
KIND_WORDS = {
    Finding.ILLEGAL_ACTION: "illegal action",
    Finding.MISSED_TRIGGER: "missed trigger",
    Finding.STATE_BASED_ACTION: "state-based action not performed",
    Finding.TURN_BASED_ACTION: "missed turn-based action",
    Finding.WRONG_AMOUNT: "wrong amount",
    Finding.WRONG_PLAYER: "choice made by the wrong player",
}


@dataclass(frozen=True)
class Divergence:
    """One place the account leaves the rules."""

    number: int
    entry: int  # its place in the account, 1 for the first
    line: int
    kind: Finding
    rules: tuple[str, ...]  # the rules that decide it, the first foremost
    told: str  # what the account says
    given: str  # what the rules give there
    steps: tuple[int, ...] = ()  # the replay's steps that give it
    restores: str = ""  # an illegal action: what reversing it gives back (730.1)
    at_that_point: str = ""  # what it is about, as the game under the rules then has it

    @property
    def words(self) -> str:
        return KIND_WORDS[self.kind]


@dataclass(frozen=True)
class Checked:
    """An entry of the account and how it stands under the rules."""

    entry: int
    line: int
    told: str
    verdict: str
    details: tuple[str, ...] = ()  # differences that follow from earlier findings


@dataclass(frozen=True)
class Audit:
    ruling: Ruling  # the game the rules give, step by step
    divergences: tuple[Divergence, ...]
    entries: tuple[Checked, ...]
    expectations: tuple[ExpectationResult, ...]

    @property
    def right(self) -> bool:
        return not self.divergences

    @property
    def passed(self) -> bool:
        return all(e.passed for e in self.expectations)


def audit(path: str | Path) -> Audit:
    """Load a game record, replay its account under the rules, and find where it leaves
    them."""
    loaded = load_record(path)
    tl = run(loaded.replay.setup)
    # a refused action is told by its place in the account, as the record's reader counts
    tl.log = [replace(e, action=loaded.actions[e.action - 1] + 1)
              if isinstance(e, ActionRefused) else e for e in tl.log]
    ruling = build(loaded.replay, tl)
    divergences, entries = _Auditor(loaded, tl, ruling).walk()
    expected = _expected(loaded, divergences)
    # the replay's own checks are the agreements, told as findings: the ruling checks what
    # the record expects the audit to find
    cited = tuple(sorted({n for d in divergences for n in d.rules}))
    ruling = replace(ruling, expectations=expected, also_cited=cited)
    return Audit(ruling, divergences, entries, expected)


@dataclass
class _Gap:
    """A difference a finding left: later agreements off by the same follow from it."""

    number: int
    told: Any
    given: Any

    def same(self, told: Any, given: Any) -> bool:
        if all(isinstance(v, int) and not isinstance(v, bool)
               for v in (told, given, self.told, self.given)):
            return bool(told - given == self.told - self.given)
        return bool(told == self.told and given == self.given)


class _Auditor:
    def __init__(self, loaded: LoadedRecord, tl: Timeline, ruling: Ruling):
        self.loaded, self.tl, self.ruling = loaded, tl, ruling
        self.by_seq = {e.seq: e for e in tl.log}
        self.step_of = step_numbers(tl.log)
        self.triggered = triggered_ids(tl.log)
        self.refused = {e.action: e for e in tl.log if isinstance(e, ActionRefused)}  # by entry
        self.ends = [s.events for s in tl.after_actions]  # events done after each action
        self.divergences: list[Divergence] = []
        self.entries: list[Checked] = []
        self.gaps: dict[tuple[str, str], _Gap] = {}
        self.matched: set[int] = set()  # events a told entry matched
        self.agreed_at = 0  # events done at the last agreement
        self.lineage: dict[str, frozenset[str]] = {}  # ids_of, by scenario id
        self.moments: dict[int, Moment | None] = {}  # the game after so many actions
        self.done = 0  # the account's actions taken so far
        self.reversed: int | None = None  # an illegal action's finding, until an agreement
        self.followed: dict[int, list[int]] = {}  # by entry: the findings its gaps follow
        self.details: dict[int, list[str]] = {}  # by entry: what the rules give there
        # since the last agreement: the objects and players told entries were found wrong
        # about, and their findings (what the next agreement says of them follows)
        self.told_about: dict[str, int] = {}
        # the triggered abilities found missed, by their ids: what they did later (the life a
        # forgotten trigger gains as it resolves) follows from that finding
        self.missed: dict[str, int] = {}

    def walk(self) -> tuple[tuple[Divergence, ...], tuple[Checked, ...]]:
        done = 0  # actions taken so far
        for i, entry in enumerate(self.loaded.record.account):
            line = self.loaded.lines[i]
            if isinstance(entry, Agree):
                verdict = self.agreement(i, entry, done)
            elif isinstance(entry, Told):
                verdict = self.told(i, entry, done)
            else:
                done += 1
                self.done = done
                verdict = self.action(i, entry, done)
            self.entries.append(Checked(i + 1, line, _told(entry), verdict,
                                        tuple(self.details.get(i, ()))))
        return tuple(self.divergences), tuple(self.entries)

    # each kind of entry

    def action(self, i: int, entry: Entry, done: int) -> str:
        refusal = self.refused.get(i + 1)
        if refusal is None:
            return "taken as the rules allow"
        before = self.state_after(done - 1)
        n = self.diverge(i, Finding.ILLEGAL_ACTION, (refusal.rule, cr.ILLEGAL_ACTION_REVERSED,
                                                     cr.REVERSED_PRIORITY),
                         _told(entry), f"the rules don't allow it: {refusal.detail}",
                         (self.step_of.get(refusal.seq, 0),), _restores(entry, before),
                         about=getattr(entry, "card", None))
        self.reversed = n
        return f"illegal: finding {n}"

    def agreement(self, i: int, entry: Agree, done: int) -> str:
        """The agreed facts against the game the rules give. A difference an earlier finding
        left (the same gap), one on an object whose zone already differs, and — right after
        an illegal action — one no rule made (the reversed action's doing) follow from that
        finding; any other is a new finding."""
        point = Checkpoint(after=done, objects=entry.objects, players=entry.players,
                           game=entry.game)
        results = check_at(point, moment_at(self.tl, self.ruling.initial, point))
        new: list[int] = []
        window = self.tl.log[self.agreed_at:self.ends[done - 1]]
        moved: dict[str, int] = {}  # subjects whose zone differs: their finding
        roots: dict[int, int] = {}  # the events that made differences: their finding
        for r in sorted(results, key=lambda r: r.field != "zone"):
            key = (r.subject, r.field)
            if r.passed:
                self.gaps.pop(key, None)
                continue
            gap = self.gaps.get(key)
            if gap is not None and gap.same(r.expected, r.actual):
                self.follows(i, r, gap.number)
                continue
            kind, rules, steps, root = self.classify(r, window)
            trigger = self.trigger_of(root) if kind is Finding.MISSED_TRIGGER else None
            earlier = moved.get(r.subject) or self.told_about.get(r.subject) or (
                roots.get(root) if root else None) or self.missed.get(trigger or "") or (
                self.reversed if kind in (Finding.ILLEGAL_ACTION, Finding.WRONG_AMOUNT)
                else None)
            if earlier is not None:
                self.follows(i, r, earlier)
                continue
            n = self.diverge(i, kind, rules, _fact(r, r.expected), _fact(r, r.actual), steps,
                             about=None if r.subject == "game" else r.subject)
            self.gaps[key] = _Gap(n, r.expected, r.actual)
            if r.field == "zone":
                moved[r.subject] = n
            if root is not None:
                roots[root] = n
            if trigger is not None:
                self.missed[trigger] = n
            new.append(n)
        self.agreed_at = self.ends[done - 1]
        self.reversed = None
        self.told_about.clear()
        return _verdict(new, sorted(set(self.followed.get(i, ())) - set(new)))

    def follows(self, i: int, r: ExpectationResult, number: int) -> None:
        """A difference that follows from finding `number`: told on the entry's line."""
        self.gaps[(r.subject, r.field)] = _Gap(number, r.expected, r.actual)
        self.followed.setdefault(i, []).append(number)
        self.details.setdefault(i, []).append(
            f"{_fact(r, r.actual)} under the rules (the account: {_value(r.expected)}), "
            f"as finding {number} left it")

    def told(self, i: int, entry: Told, done: int) -> str:
        """A told entry against what the rules did in the last action; one found wrong
        is a finding, and what the next agreement says of its object or player follows
        from it."""
        found = len(self.divergences)
        verdict = self.matched_or_not(i, entry, done)
        if len(self.divergences) > found:
            about = getattr(entry, "card", None) or getattr(entry, "on", None) \
                or getattr(entry, "player", None)
            if isinstance(about, str):
                self.told_about[about] = self.divergences[-1].number
                self.divergences[-1] = replace(self.divergences[-1],
                                               at_that_point=self.now(about))
        return verdict

    def matched_or_not(self, i: int, entry: Told, done: int) -> str:
        lo = self.ends[done - 2] if done >= 2 else 0
        window = self.tl.log[lo:self.ends[done - 1]] if done else []
        if isinstance(entry, Draw):
            return self.drew(i, entry, window, done)
        if isinstance(entry, PutInto):
            return self.put(i, entry, window, done)
        if isinstance(entry, LifeChange):
            return self.life(i, entry, window)
        if isinstance(entry, CountersPut):
            return self.counters(i, entry, window)
        if isinstance(entry, TriggerPut):
            return self.trigger(i, entry, window)
        assert isinstance(entry, Chose)
        return self.chose(i, entry, window)

    def drew(self, i: int, entry: Draw, window: Sequence[Event], done: int) -> str:
        draws = [e for e in window if isinstance(e, ZoneChange) and e.move is Move.DRAWN
                 and e.controller == entry.player and e.seq not in self.matched]
        self.matched.update(e.seq for e in draws[:entry.count])
        if len(draws) >= entry.count:
            return self.matches(draws[:entry.count])
        extra = entry.count - len(draws)
        n = self.diverge(i, Finding.ILLEGAL_ACTION, (cr.DRAW, cr.ILLEGAL_ACTION_REVERSED),
                         _told(entry), f"no rule or effect has {entry.player} draw "
                         f"{'a card' if extra == 1 else f'{extra} cards'} more here")
        player = self.state_after(done).player(PlayerId(entry.player))
        self.gaps[(entry.player, "hand")] = _Gap(n, len(player.hand) + extra, len(player.hand))
        self.gaps[(entry.player, "library")] = _Gap(n, len(player.library) - extra,
                                                    len(player.library))
        return f"finding {n}"

    def put(self, i: int, entry: PutInto, window: Sequence[Event], done: int) -> str:
        ids = self.ids_of(entry.card)
        moves = [e for e in window if isinstance(e, ZoneChange) and e.obj in ids
                 and e.destination.value == entry.into and e.seq not in self.matched]
        if moves:
            self.matched.add(moves[0].seq)
            return self.matches(moves[:1])
        state = self.state_after(done)
        where = _zone_of(state, entry.card)
        rules, why = _why_not_moved(state, entry.card, entry.into)
        n = self.diverge(i, Finding.ILLEGAL_ACTION, (*rules, cr.ILLEGAL_ACTION_REVERSED),
                         _told(entry), f"no rule or effect puts {entry.card} into the "
                         f"{entry.into} here: it stays {'on' if where == 'battlefield' else 'in'} the "
                         f"{where}{why}")
        self.gaps[(entry.card, "zone")] = _Gap(n, entry.into, where)
        return f"finding {n}"

    def life(self, i: int, entry: LifeChange, window: Sequence[Event]) -> str:
        amount = entry.gains if entry.gains is not None else -(entry.loses or 0)
        changes = [(e, d) for e in window if e.seq not in self.matched
                   for d in [_life_delta(e, entry.player)] if d]
        exact = [e for e, d in changes if d == amount]
        if exact:
            self.matched.add(exact[0].seq)
            return self.matches(exact[:1])
        if changes:
            e, d = changes[0]
            self.matched.add(e.seq)
            n = self.diverge(i, Finding.WRONG_AMOUNT, self.rules_of(e), _told(entry),
                             f"{entry.player} {'gains' if d > 0 else 'loses'} {abs(d)} life "
                             f"here", (self.step_of.get(e.seq, 0),))
            self.gaps[(entry.player, "life")] = _Gap(n, amount, d)
        else:
            n = self.diverge(i, Finding.ILLEGAL_ACTION, (cr.LIFE_CHANGE,
                                                         cr.ILLEGAL_ACTION_REVERSED),
                             _told(entry), f"no rule or effect changes {entry.player}'s life "
                             f"total here")
            self.gaps[(entry.player, "life")] = _Gap(n, amount, 0)
        return f"finding {n}"

    def counters(self, i: int, entry: CountersPut, window: Sequence[Event]) -> str:
        ids = self.ids_of(entry.on)
        said = {**entry.add, **{k: -v for k, v in entry.remove.items()}}
        found = {}
        for kind, amount in said.items():
            found[kind] = [e for e in window if isinstance(e, CountersChanged) and e.obj in ids
                           and e.kind == kind and e.seq not in self.matched]
        if all(sum(e.amount for e in found[k]) == a for k, a in said.items()):
            events = [e for es in found.values() for e in es]
            self.matched.update(e.seq for e in events)
            return self.matches(events)
        given = ", ".join(f"{sum(e.amount for e in found[k]):+d} {k}" for k in said)
        some = [e for es in found.values() for e in es]
        kind = Finding.WRONG_AMOUNT if some else Finding.ILLEGAL_ACTION
        rules = self.rules_of(some[0]) if some else (cr.COUNTERS, cr.ILLEGAL_ACTION_REVERSED)
        steps = sorted({self.step_of.get(s, 0) for e in some for s in (*e.causes, e.seq)
                        if s == e.seq or isinstance(self.by_seq.get(s), EventReplaced)})
        n = self.diverge(i, kind, rules, _told(entry), f"the counters on {entry.on} change by "
                         f"{given} here", tuple(steps))
        return f"finding {n}"

    def trigger(self, i: int, entry: TriggerPut, window: Sequence[Event]) -> str:
        ids = self.ids_of(entry.source)
        put = [e for e in window if isinstance(e, TriggerPutOnStack)
               and e.trigger.ability.source in ids and e.seq not in self.matched]
        if put:
            self.matched.add(put[0].seq)
            if entry.player is not None and put[0].trigger.controller != entry.player:
                n = self.diverge(i, Finding.WRONG_PLAYER, (cr.TRIGGER_CONTROLLER,),
                                 _told(entry), f"{put[0].trigger.controller} controls it and "
                                 f"puts it on the stack", (self.step_of.get(put[0].seq, 0),))
                return f"finding {n}"
            return self.matches(put[:1])
        why = next((e for e in window if isinstance(e, NotTriggered)
                    and e.trigger.ability.source in ids), None)
        n = self.diverge(i, Finding.ILLEGAL_ACTION, (
            *((why.rule,) if why else (cr.TRIGGERS,)), cr.ILLEGAL_ACTION_REVERSED),
            _told(entry), f"no ability of {entry.source} triggers here"
            + (f": {why.detail}" if why else ""),
            (self.step_of.get(why.seq, 0),) if why else ())
        return f"finding {n}"

    def chose(self, i: int, entry: Chose, window: Sequence[Event]) -> str:
        state = self.tl.state
        said = set(entry.chosen)
        made = [e for e in window if isinstance(e, ChoiceMade) and e.seq not in self.matched
                and said <= {state.root(ObjectId(c)) for c in e.chosen} | set(e.chosen)]
        if not made:
            n = self.diverge(i, Finding.ILLEGAL_ACTION, (cr.ILLEGAL_ACTION_REVERSED,),
                             _told(entry), "the rules ask for no such choice here")
            return f"finding {n}"
        choice = made[0]
        self.matched.add(choice.seq)
        if choice.player == entry.player:
            return self.matches([choice])
        n = self.diverge(i, Finding.WRONG_PLAYER, (choice.rule, *choice.also), _told(entry),
                         f"{choice.player} makes this choice ({choice.subject})",
                         (self.step_of.get(choice.seq, 0),))
        return f"finding {n}"

    # differences between an agreement and the game the rules give

    def classify(self, r: ExpectationResult, window: Sequence[Event]
                 ) -> tuple[Finding, tuple[Rule, ...], tuple[int, ...], int | None]:
        """The kind of a difference, its rules, and the replay's steps that give the rules'
        value, and the event at its root (None: no event): sorted by what made the rules'
        value (an SBA, a trigger, a turn-based action, an effect's amount); a triggered ability
        missing from the stack is a missed trigger."""
        if r.subject == "game" and r.field == "stack":
            missing = {self.tl.state.current(x) or x for x in r.actual if x not in r.expected}
            put = [e for e in window if isinstance(e, TriggerPutOnStack)
                   and e.trigger.id in missing]
            if put:
                return (Finding.MISSED_TRIGGER, (cr.TRIGGERS, cr.TRIGGERS_TO_STACK),
                        tuple(self.step_of.get(e.seq, 0) for e in put), put[0].seq)
        touching = [e for e in window if self.touches(e, r.subject, r.field)]
        if not touching:
            kind, rules = self.unchanged(r)
            return kind, rules, (), None
        found = self.sort(touching, r)
        steps = sorted({self.step_of[e.seq] for e in (found.root, touching[-1])
                        if e.seq in self.step_of})
        return found.kind, found.rules, tuple(steps), found.root.seq

    def sort(self, touching: Sequence[Event], r: ExpectationResult) -> Origin:
        """The origin of the difference: for a life total, the one whose changes alone make
        up the difference (a forgotten trigger's gain); else the last event that changed it."""
        origins = [(e, origin(e, self.by_seq, self.triggered)) for e in touching]
        if r.field == "life" and isinstance(r.expected, int) and isinstance(r.actual, int):
            for kind in (Finding.MISSED_TRIGGER, Finding.STATE_BASED_ACTION,
                         Finding.TURN_BASED_ACTION):
                of_kind = [(e, o) for e, o in origins if o.kind is kind]
                if of_kind and r.actual - sum(_life_delta(e, r.subject) for e, _ in of_kind) \
                        == r.expected:
                    return of_kind[-1][1]
            last = touching[-1]
            return Origin(Finding.WRONG_AMOUNT, (last.rule,), last)
        return origins[-1][1]

    def unchanged(self, r: ExpectationResult) -> tuple[Finding, tuple[Rule, ...]]:
        """Nothing in the rules changed it since the last agreement: a characteristic the
        account got wrong (its layers), or a change the players made that no rule did."""
        if r.field in ("power", "toughness", "base_power", "base_toughness"):
            return Finding.WRONG_AMOUNT, (cr.PT_LAYER,)
        return Finding.ILLEGAL_ACTION, (cr.ILLEGAL_ACTION_REVERSED,)

    def touches(self, e: Event, subject: str, field: str) -> bool:
        kinds = _FIELD_EVENTS.get(field)
        if kinds is not None and not isinstance(e, kinds):
            return False
        if isinstance(e, CleanedUp):
            return field == "damage"
        players = {p.id for p in self.tl.state.players}
        if subject in players:
            if isinstance(e, ZoneChange):
                return e.controller == subject and field in ("hand", "library", "graveyard")
            if isinstance(e, (PoisonGiven, PlayerLost)):
                return e.player == subject
            return subject in subjects(e) or (isinstance(e, DamageDealt)
                                              and e.recipient.player == subject)
        ids = self.ids_of(subject)
        if isinstance(e, (TapChanged, DamageRemoved, Regenerated)):
            return e.obj in ids
        if isinstance(e, DamageDealt):
            return e.recipient.object in ids
        return bool(subjects(e) & ids)

    # helpers

    def trigger_of(self, root: int | None) -> str | None:
        """The id of the triggered ability a missed-trigger finding's root event is about."""
        e = self.by_seq.get(root) if root is not None else None
        return e.trigger.id if isinstance(e, (Triggered, TriggerPutOnStack)) else None

    def rules_of(self, e: Event) -> tuple[Rule, ...]:
        """The rule of an event that gives an amount, with the replacement effects that made
        it that amount (614.1a: Hardened Scales' one more counter)."""
        replaced = [r for c in e.causes if isinstance(self.by_seq.get(c), EventReplaced)
                    for r in (self.by_seq[c].rule, *self.by_seq[c].also)]
        return (e.rule, *replaced)

    def ids_of(self, key: str) -> frozenset[str]:
        """Every id the object a scenario id names has had (400.7: a new one at each move),
        from the state's lineage: made once for each key."""
        if key not in self.lineage:
            self.lineage[key] = frozenset(
                {key} | {oid for oid, root in self.tl.state.lineage.items() if root == key})
        return self.lineage[key]

    def state_after(self, done: int) -> GameState:
        return self.tl.after_actions[done - 1].state if done > 0 else self.tl.initial

    def matches(self, events: Sequence[Event]) -> str:
        steps = sorted({self.step_of[e.seq] for e in events if e.seq in self.step_of})
        return "as the rules do" + (f" (step {', '.join(map(str, steps))})" if steps else "")

    def diverge(self, i: int, kind: Finding, rules: Sequence[Rule], told: str, given: str,
                steps: tuple[int, ...] = (), restores: str = "", about: str | None = None
                ) -> int:
        number = len(self.divergences) + 1
        cited = tuple(dict.fromkeys(r.number for r in rules))
        self.divergences.append(Divergence(number, i + 1, self.loaded.lines[i], kind, cited,
                                           told, given, tuple(s for s in steps if s),
                                           restores, self.now(about)))
        return number

    def now(self, about: str | None) -> str:
        """What the game under the rules says of `about` at the entry being checked."""
        if about is None or self.done == 0:
            return ""
        if self.done not in self.moments:
            self.moments[self.done] = moment_at(self.tl, self.ruling.initial,
                                                Checkpoint(after=self.done))
        moment = self.moments[self.done]
        if moment is None or (about not in moment.objects and about not in {
                p.name for p in moment.board.players}):
            return ""
        return fact(about, self.ruling.initial, moment.board, dict(moment.objects))


# the events that can change each field an agreement names (other fields: any event)
_FIELD_EVENTS: dict[str, tuple[type[Event], ...]] = {
    "zone": (ZoneChange,), "life": (LifeChanged, DamageDealt),
    "damage": (DamageDealt, CleanedUp, DamageRemoved, Regenerated),
    "counters": (CountersChanged, ZoneChange), "tapped": (TapChanged, Regenerated),
    "hand": (ZoneChange,), "library": (ZoneChange,), "graveyard": (ZoneChange,),
    "poison": (PoisonGiven,), "lost": (PlayerLost,),
}


def _life_delta(e: Event, player: str) -> int:
    if isinstance(e, LifeChanged) and e.player == player:
        return e.amount
    if isinstance(e, DamageDealt) and e.recipient.player == player and not e.infect:
        return -e.amount
    return 0


def _zone_of(state: GameState, key: str) -> str:
    oid = state.current(ObjectId(key)) or ObjectId(key)
    obj = state.objects.get(oid)
    return obj.zone.value if obj is not None else "game no more"


def _why_not_moved(state: GameState, key: str, into: str) -> tuple[tuple[Rule, ...], str]:
    """The state-based action a player may have believed put a permanent into a graveyard,
    and why it doesn't apply: the legend rule looks at one player's permanents (704.5j);
    a creature dies of damage only when it is lethal (704.5g), of toughness only at 0 or
    less (704.5f)."""
    oid = state.current(ObjectId(key)) or ObjectId(key)
    board = compute(state)
    chars = board.chars.get(oid)
    if chars is None or into != "graveyard":
        return (), ""
    if Supertype.LEGENDARY in chars.supertypes:
        others = [o for o, c in board.chars.items() if o != oid and c.name == chars.name
                  and Supertype.LEGENDARY in c.supertypes]
        if others and all(board.chars[o].controller != chars.controller for o in others):
            return (cr.LEGEND_RULE,), (f"; the legend rule puts a player's legendary "
                                       f"permanents of one name together, and the other "
                                       f"{chars.name} has a different controller")
    if CardType.CREATURE in chars.types and chars.toughness is not None:
        damage = state.objects[oid].damage
        if chars.toughness > 0 and damage < chars.toughness:
            return (cr.SBA_LETHAL_DAMAGE,), (f"; its damage ({damage}) is less than its "
                                             f"toughness ({chars.toughness})")
    return (), ""


def _restores(entry: Entry, before: GameState) -> str:
    """What reversing an illegal action gives back (730.1): the game as it was before it;
    after a spell or ability, the player who had priority keeps it (730.2)."""
    kind = getattr(entry, "kind", "")
    card = getattr(entry, "card", None)
    keeps = f"the player who had priority keeps it ({cr.REVERSED_PRIORITY.number})"
    if kind == "cast" and card is not None:
        return (f"{card} goes back to the {_zone_of(before, card)} and the costs paid for "
                f"it are canceled; {keeps}")
    if kind == "play" and card is not None:
        return f"{card} goes back to the {_zone_of(before, card)}; the land play isn't used"
    if kind == "activate":
        return ("the ability leaves the stack and its costs are canceled (a source tapped "
                f"for it untaps); {keeps}")
    if kind == "attack":
        return "no creature is attacking; creatures tapped to attack untap"
    if kind == "block":
        return "the blocks are undone: the defending player declares blockers again"
    return "the game is back where it was before it, and the players go on from there legally"


def _told(entry: Entry) -> str:
    """An entry as the account tells it, in one line."""
    data = entry.model_dump(exclude_defaults=True, exclude={"kind"})
    if entry.kind == "resolve" and not data:
        return "resolve (all)"
    parts = ", ".join(f"{k}: {_value(v)}" for k, v in data.items())
    return f"{entry.kind}" + (f" ({parts})" if parts else "")


def _value(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{k}: {_value(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_value(v) for v in value) + "]"
    return "none" if value is None else str(value)


def _field(name: str) -> str:
    return name.replace("_", " ")


def _fact(r: ExpectationResult, value: Any) -> str:
    return f"{r.subject}: {_field(r.field)} {_value(value)}"


def _verdict(new: list[int], follows: list[int]) -> str:
    """How an agreement stands: its new findings, and the earlier ones it differs by."""
    def numbers(found: list[int]) -> str:
        return f"finding{'s' if len(found) > 1 else ''} {', '.join(map(str, found))}"

    if new and follows:
        return f"{numbers(new)}; also differs as {numbers(follows)} left it"
    if new:
        return numbers(new)
    if follows:
        return f"differs only as {numbers(follows)} left it"
    return "agrees with the rules"


def _expected(loaded: LoadedRecord, divergences: Sequence[Divergence]
              ) -> tuple[ExpectationResult, ...]:
    expect = loaded.record.expect
    if expect is None:
        return ()
    results = []
    for want in expect.findings:
        hit = any(d.entry == want.entry and d.kind is want.kind
                  and (want.rule is None or want.rule in d.rules) for d in divergences)
        label = f"{want.kind.value}" + (f" citing {want.rule}" if want.rule else "")
        results.append(ExpectationResult(f"entry {want.entry}", "finding", label,
                                         label if hit else "not found"))
    results.append(ExpectationResult("audit", "findings", len(expect.findings),
                                     len(divergences)))
    return tuple(results)
