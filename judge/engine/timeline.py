"""The running game: the current state, every event so far, the players' choices, and who has
priority. Rule modules read `timeline.state` and change it only through `emit`."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable

from judge import cr
from judge.engine import (control, durations, history, in_combat, loops, trigger_order,
                          triggers)
from judge.engine.choices import Choices
from judge.engine.apply import apply
from judge.engine.events import EffectEnded, Event, StepBegan
from judge.engine.state import GameState, ObjectId, PlayerId
from judge.errors import RunawayError
from judge.words import Step

# what happens immediately after events, by rule, registered by the modules that own the rule
# (e.g. 610.3: a card exiled until a permanent leaves returns when it has left)
AfterEvents = Callable[["Timeline", GameState, list[Event]], None]
AFTER_EVENTS: list[AfterEvents] = []


def after_events(follow: AfterEvents) -> AfterEvents:
    AFTER_EVENTS.append(follow)
    return follow

@dataclass(frozen=True, slots=True)
class Snapshot:
    """The game at one point of the run, kept for the scenario's checkpoints: the state then
    and how many events had happened."""

    state: GameState
    events: int


@dataclass(frozen=True, slots=True)
class StepStart:
    """A step as it began (500.1): after its beginning was noted and what that triggered,
    before its turn-based actions and before any player got priority."""

    step: Step
    turn: int
    snapshot: Snapshot


# events one of the scenario's actions may take (and the situation as it starts, before the
# first): the bundled scenarios need under 100 for all of theirs. Counted for each action, not
# for the whole run: a loop is within one action (judge/engine/loops.py), and what an event
# costs doesn't grow with the events before it, so a long scenario of ordinary actions runs on
MAX_EVENTS = 1000


class Timeline:
    def __init__(self, state: GameState, choices: Choices):
        self.initial = state
        self.state = state
        self.choices = choices
        self.log: list[Event] = []
        self.priority: PlayerId | None = state.active
        self.passed: int = 0  # players who passed in succession (117.4)
        self.not_taken: list[int] = []  # lines of actions left after the game ended (104.1)
        self.after_actions: list[Snapshot] = []  # the game after each of the scenario's actions
        self.step_starts: list[StepStart] = []  # the game as each step began
        # the game's states with the stack not empty, at each priority since it was last empty
        # in the scenario's current action: where in the log each was (judge/engine/loops.py)
        self.seen = loops.Seen()
        self.stop_loop: set[ObjectId] = set()  # sources whose next "you may" stops a loop
        self.action_began = 0  # where in the log the current action began (MAX_EVENTS)

    @property
    def next_seq(self) -> int:
        return len(self.log) + 1

    def emit(self, event: Event) -> Event:
        return self.emit_all([event])[0]

    def emit_all(self, events: Iterable[Event]) -> list[Event]:
        """Events computed together against one state: they happen at once (e.g. 704.3).

        Then changes of control they made are told (613.1b), "for as long as" durations that
        are over end (611.2b), and what they triggered is noted (603.2; leaves-the-battlefield
        abilities look back to the state before them, 603.10a).
        """
        events = list(events)
        self.make_room(len(events))
        before = self.state
        done = []
        moment = self.next_seq
        for event in events:
            event = replace(event, seq=self.next_seq, batch=moment)
            self.state = apply(self.state, event)
            self.log.append(event)
            done.append(event)
        if done:
            after = self.state
            found = triggers.detect(before, after, done)
            taken = control.changes(before, after, done)
            if taken:
                self.emit_all(taken)
            # durations over now end together, once (an event above may have ended some)
            ended = [EffectEnded(rule=cr.DURATION_ENDS, effect=effect, causes=tuple(
                        e.seq for e in done if effect.watched in (
                            getattr(e, "obj", None), *history.subjects(e))) or (done[-1].seq,))
                     for effect in durations.expired(self.state)]
            if ended:
                self.emit_all(ended)
            trigger_order.emit_triggered(self, found)
            leaving = in_combat.departures(self.state, (done[-1].seq,), done)
            if leaving:
                self.emit_all(leaving)
            for follow in AFTER_EVENTS:
                follow(self, before, done)
            self.step_starts += [StepStart(e.step, e.turn, self.snapshot()) for e in done
                                 if isinstance(e, StepBegan)]
        return done

    def snapshot(self) -> Snapshot:
        return Snapshot(self.state, len(self.log))

    def checkpoint(self) -> tuple[GameState, int, PlayerId | None, int]:
        """What `restore` needs to undo everything after this point."""
        return self.state, len(self.log), self.priority, self.passed

    def restore(self, point: tuple[GameState, int, PlayerId | None, int]) -> None:
        self.state, length, self.priority, self.passed = point
        del self.log[length:]
        self.seen.clear()
        self.stop_loop.clear()
        self.step_starts = [s for s in self.step_starts if s.snapshot.events <= length]

    def make_room(self, count: int) -> None:
        """Refuse to go past MAX_EVENTS in one action: a loop that comes back to a state it was
        in is ruled on (judge/engine/loops.py), but one whose numbers keep growing never does,
        and judge can't tell that nothing would ever end it, so it stops instead of running
        on."""
        if len(self.log) - self.action_began + count > MAX_EVENTS:
            raise RunawayError(
                f"the situation goes past {MAX_EVENTS} events; judge stops here. If it is a "
                "loop of mandatory actions, the game is a draw", cr.MANDATORY_LOOP)

    def since(self, seq: int) -> list[Event]:
        return self.log[seq:]
