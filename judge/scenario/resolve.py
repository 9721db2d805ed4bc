"""From a validated scenario to the engine's starting state: card names looked up, ids and
player names checked, targets and attachments resolved. Every problem is located."""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from types import UnionType
from typing import Annotated, Any, Iterator, Mapping, Union, get_args, get_origin

from pydantic import BaseModel

from judge.cards.definition import CardDefinition
from judge.cards.dungeons import dungeons
from judge.cards.library import CardPool
from judge.cards.store import UnusableCard
from judge.engine.grown import Grown
from judge.engine.choices import Choices
from judge.engine.play import (
    Action,
    ActivateAction,
    AdvanceAction,
    AttackAction,
    BlockAction,
    CastAction,
    PlayAction,
    ResolveAction,
    Setup,
    TurnFaceUpAction,
    FromHandAction,
)
from judge.engine.layers import characteristics
from judge.engine.stack import AbilityRef, card_target_specs, find_ability, stacked
from judge.engine.state import (
    DungeonMarker,
    Counters,
    GameObject,
    GameState,
    ObjectId,
    Player,
    PlayerId,
    PoolMana,
    Target,
)
from judge.cards.phrases import TargetSpec, required_targets
from judge.errors import Location, ScenarioError, ScenarioErrors
from judge import cr, ids
from judge.cards.vocabulary import AsEnters, EntersChoice, SpellAbility
from judge.scenario import earlier
from judge.scenario.schema import (
    Activate,
    Advance,
    Attack,
    Block,
    CardInZone,
    CardName,
    Cast,
    ChosenSpec,
    GameFacts,
    ObjectExpectation,
    Play,
    PlayerExpectation,
    PermanentSpec,
    PlayerSpec,
    Resolve,
    Scenario,
    ForetellCard,
    PlotCard,
    SuspendCard,
    TurnFaceUp,
)
from judge.words import UNKNOWN_CARD_NAME, CardType, Zone
from judge.yamlfile import Document

Loc = tuple[str | int, ...]  # a place in the file: keys and indexes

UNKNOWN_CARD = CardDefinition.model_construct(
    name=UNKNOWN_CARD_NAME, mana_cost=None, colors=[], supertypes=[], types=[], subtypes=[],
    power=None, toughness=None, loyalty=None, abilities=[])


@dataclass
class _Resolver:
    doc: Document
    scenario: Scenario
    pool: CardPool
    errors: list[ScenarioError] = field(default_factory=list)
    objects: dict[ObjectId, GameObject] = field(default_factory=dict)
    where_defined: dict[str, Loc] = field(default_factory=dict)
    players: dict[str, Player] = field(default_factory=dict)
    timestamp: int = 1
    broken: frozenset[str] = frozenset()  # inline cards whose definitions were refused

    def error(self, loc: Loc, message: str, hint: str = "") -> None:
        self.errors.append(self.doc.error(loc, message, hint))

    # -- names ---------------------------------------------------------------

    def card(self, name: str, loc: Loc) -> CardDefinition | None:
        found, why = _find(self.pool, name)
        if why is not None:
            self.error(loc, *why)
        return found

    def player(self, name: str | None, loc: Loc) -> PlayerId | None:
        if name is None:
            return None
        if name not in self.players:
            known = ", ".join(self.players)
            self.error(loc, f"no player {name!r} (players here: {known})")
            return None
        return PlayerId(name)

    def new_id(self, oid: str, loc: Loc) -> ObjectId | None:
        if oid in self.where_defined:
            line = self.doc.where(self.where_defined[oid]).line
            self.error(loc, f"duplicate id {oid!r} (first used on line {line})")
            return None
        if oid in self.players:
            self.error(loc, f"id {oid!r} is also a player's name")
            return None
        if ids.is_made(oid):
            self.error(loc, f"id {oid!r} has the form of an id the engine gives new objects "
                       "('x#2', 'x.token1', 'x.trigger1'); choose another")
            return None
        self.where_defined[oid] = loc
        return ObjectId(oid)

    def ref(self, text: str, loc: Loc, future: bool = True) -> Target | None:
        """A target: a player's name, an object id, or (in actions) a token a spell will
        create."""
        if text in self.players:
            return Target(player=PlayerId(text))
        # an ability an earlier action put on the stack (`activate: {…, id: regen}`) too
        if text in self.objects or text in self.where_defined \
                or (future and self.is_future_token(text)):
            return Target(object=ObjectId(text))
        ids = ", ".join(sorted(self.where_defined)) or "none"
        self.error(loc, f"no object or player {text!r} (ids here: {ids})")
        return None

    def targets(self, names: list[str], loc: Loc,
                future: bool = True) -> tuple[Target, ...] | None:
        found = [self.ref(name, loc + (i,), future) for i, name in enumerate(names)]
        refs = [t for t in found if t is not None]
        return tuple(refs) if len(refs) == len(found) else None

    # -- building ------------------------------------------------------------

    def timestamp_order(self, active: PlayerId | None) -> list[int]:
        """613.7d: listed order gives timestamps, unless the scenario gives them; equal ones
        go in APNAP order (613.7m), and one player's are that player's to order."""
        sc = self.scenario
        names = [p.name for p in sc.players]
        start = names.index(active) if active in names else 0

        def apnap(i: int) -> int:
            who = sc.battlefield[i].controller
            return (names.index(who) - start) % len(names) if who in names else 0

        seen: dict[tuple[int, str], int] = {}
        for i, spec in enumerate(sc.battlefield):
            if spec.timestamp is None:
                continue
            first = seen.setdefault((spec.timestamp, spec.controller), i)
            if first != i:
                self.error(("battlefield", i, "timestamp"),
                           f"{sc.battlefield[first].id!r} has the same timestamp and controller; "
                           "give them different timestamps (their controller orders them, "
                           f"{cr.SIMULTANEOUS_TIMESTAMPS})")
        return sorted(range(len(sc.battlefield)),
                      key=lambda k: (sc.battlefield[k].timestamp or 0,
                                     apnap(k) if sc.battlefield[k].timestamp else 0, k))

    def build(self) -> Setup:
        sc = self.scenario
        for i, spec in enumerate(sc.players):
            if spec.name in self.players:
                self.error(("players", i, "name"), f"duplicate player {spec.name!r}")
            self.players[spec.name] = Player(PlayerId(spec.name), life=spec.life,
                                             poison=spec.poison, energy=spec.energy,
                                             drawn_this_turn=spec.drawn_this_turn,
                                             cast_this_turn=spec.cast_this_turn,
                                             cast_last_turn=spec.cast_last_turn,
                                             damaged_this_turn=spec.damaged_this_turn,
                                             life_gained_this_turn=spec.life_gained_this_turn,
                                             life_lost_this_turn=spec.life_lost_this_turn,
                                             attacked_this_turn=spec.attacked_this_turn,
                                             left_battlefield_this_turn=(
                                                 spec.left_battlefield_this_turn),
                                             descended_this_turn=spec.descended_this_turn,
                                             left_graveyard_this_turn=(
                                                 spec.left_graveyard_this_turn),
                                             crime_this_turn=spec.crime_this_turn,
                                             died_before=spec.creatures_died_this_turn,
                                             city_blessing=spec.city_blessing,
                                             speed=spec.speed,
                                             dungeon=self.dungeon(i, spec),
                                             completed_dungeons=self.completed(i, spec),
                                             ring_tempted=spec.ring_tempted,
                                             mana_pool=None if spec.mana_pool is None else tuple(
                                                 PoolMana(m) for m in re.findall(
                                                     r"[WUBRGC]", spec.mana_pool)))
        monarchs = [i for i, spec in enumerate(sc.players) if spec.monarch]
        for i in monarchs[1:]:  # 722.3
            self.error(("players", i, "monarch"), "only one player can be the monarch")
        holders = [i for i, spec in enumerate(sc.players) if spec.initiative]
        for i in holders[1:]:  # 723.3
            self.error(("players", i, "initiative"), "only one player can have the initiative")
        active = self.player(sc.turn.active, ("turn", "active"))
        holder = self.player(sc.turn.priority, ("turn", "priority")) or active
        for i, spec in enumerate(sc.players):
            self.zones(i, spec)
        stamps: dict[int, int] = {}  # the timestamps of the earlier effects, by index
        for kind, i in earlier.stamp_order(self, active):
            if kind == "permanent":
                self.permanent(i)
            else:
                stamps[i] = self.timestamp
                self.timestamp += 1
        for i in range(len(sc.battlefield)):
            self.attachment(i)
            self.entered_as(i)
        for i, spec in enumerate(sc.players):
            self.ring_bearer(i, spec)
        attackers, blockers, walkers = earlier.combat(self, active)
        effects = [earlier.earlier_effect(self, i, stamps[i]) for i in range(len(sc.effects))]
        shields = [earlier.earlier_shield(self, i) for i in range(len(sc.shields))]
        stack = [self.stack_entry(i) for i in range(len(sc.stack))]
        actions = self.actions()
        choices = self.choices()
        self.expectations()
        if self.errors:
            raise ScenarioErrors(self.errors)
        assert active is not None and holder is not None
        names = {oid: obj.name for oid, obj in self.objects.items()}
        names.update({ObjectId(e.id): e.source for e in sc.effects})
        names.update({ObjectId(e.id): e.source for e in sc.shields})
        state = GameState(
            players=tuple(self.players[s.name] for s in sc.players),
            objects=dict(self.objects), active=active, step=sc.turn.step, turn=sc.turn.number,
            day_night=sc.turn.day_or_night,
            creatures_died_this_turn=sc.turn.creatures_died,
            to_graveyard_this_turn=max(sc.turn.permanents_to_graveyard, sc.turn.creatures_died),
            monarch=PlayerId(sc.players[monarchs[0]].name) if monarchs else None,
            initiative=PlayerId(sc.players[holders[0]].name) if holders else None,
            stack=tuple(o for o in stack if o is not None), next_timestamp=self.timestamp,
            lineage=Grown({oid: oid for oid in [*self.objects,
                                                *(ObjectId(e.id) for e in sc.effects),
                                                *(ObjectId(e.id) for e in sc.shields)]}),
            names=Grown(names), effects=tuple(e for e in effects if e is not None),
            shields=tuple(s for s in shields if s is not None),
            attackers=attackers, blockers=blockers,
            blocked=tuple(dict.fromkeys(a for _, a in blockers)), defenders=dict(attackers),
            planeswalkers_attacked=walkers)
        if attackers:  # their power as they attack (a power below 0 adds 0)
            power = sum(max(characteristics(state, a).power or 0, 0) for a, _ in attackers)
            state = replace(state, players=tuple(
                replace(p, attacked_this_turn=True, attacked_power_this_combat=power)
                if p.id == active else p for p in state.players))
        refusable = frozenset(r.action - 1 for r in sc.expect.refused) if sc.expect else frozenset()
        return Setup(state, tuple(actions), choices, holder, refusable,
                     Location.whole(self.doc.file))

    @property
    def command(self) -> frozenset[str]:
        """The ids of what players keep in the command zone and whose abilities trigger: their
        dungeon cards and Ring emblems (309.4c, 701.52c)."""
        return frozenset(f(p) for p in self.players for f in (ids.dungeon, ids.ring))

    def dungeon(self, index: int, spec: PlayerSpec) -> DungeonMarker | None:
        """309.4: the dungeon card in the command zone, and the room of the venture marker."""
        if spec.dungeon is None:
            return None
        known = {d.name.casefold(): d for d in dungeons().values()}
        dungeon = known.get(spec.dungeon.name.casefold())
        if dungeon is None:
            self.error(("players", index, "dungeon", "name"), f"no dungeon card named "
                       f"{spec.dungeon.name!r}; known: {', '.join(dungeons())}")
            return None
        rooms = [r.name.casefold() for r in dungeon.rooms]
        if spec.dungeon.room.casefold() not in rooms:
            self.error(("players", index, "dungeon", "room"), f"{dungeon.name} has no room "
                       f"{spec.dungeon.room!r}; its rooms: "
                       f"{', '.join(r.name for r in dungeon.rooms)}")
            return None
        return DungeonMarker(dungeon.name, rooms.index(spec.dungeon.room.casefold()))

    def completed(self, index: int, spec: PlayerSpec) -> tuple[str, ...]:
        if not spec.completed_dungeons:  # the dungeon cards are read only when named (~0.5 s)
            return ()
        known = {d.name.casefold(): d.name for d in dungeons().values()}
        for k, name in enumerate(spec.completed_dungeons):
            if name.casefold() not in known:
                self.error(("players", index, "completed_dungeons", k),
                           f"no dungeon card named {name!r}; known: {', '.join(dungeons())}")
        return tuple(known.get(n.casefold(), n) for n in spec.completed_dungeons)

    def ring_bearer(self, index: int, spec: PlayerSpec) -> None:
        """701.52a: a Ring-bearer is a creature its player controls, once the Ring has tempted
        them."""
        if spec.ring_bearer is None:
            return
        loc = ("players", index, "ring_bearer")
        obj = self.objects.get(ObjectId(spec.ring_bearer))
        if spec.ring_tempted < 1:
            self.error(loc, "a Ring-bearer is chosen as the Ring tempts a player: give "
                       "ring_tempted too")
        elif obj is None or obj.zone is not Zone.BATTLEFIELD or obj.controller != spec.name:
            self.error(loc, f"{spec.ring_bearer!r} isn't a permanent {spec.name} controls on "
                       "the battlefield")
        else:
            player = self.players[spec.name]
            self.players[spec.name] = replace(player, ring_bearer=obj.id)

    def zones(self, index: int, spec: PlayerSpec) -> None:
        owner = PlayerId(spec.name)
        slug = re.sub(r"[^a-z0-9]+", "-", spec.name.lower()).strip("-") or "player"
        lists: dict[Zone, list[ObjectId]] = {}
        library: list[Any] = ([UNKNOWN_CARD_NAME] * spec.library if isinstance(spec.library, int)
                              else spec.library)
        for zone, entries in ((Zone.LIBRARY, library), (Zone.HAND, spec.hand),
                              (Zone.GRAVEYARD, spec.graveyard), (Zone.EXILE, spec.exile)):
            lists[zone] = []
            for k, entry in enumerate(entries):
                loc = ("players", index, zone.value, k)
                card_loc: Loc
                if isinstance(entry, CardInZone):
                    name, given = entry.card, entry.id
                    card_loc = loc + ("card",)
                else:
                    name, given = entry, None
                    card_loc = loc
                card = UNKNOWN_CARD if (name == UNKNOWN_CARD_NAME and isinstance(spec.library, int)
                                        and zone is Zone.LIBRARY) else self.card(name, card_loc)
                oid = self.new_id(given or f"{slug}-{zone.value}-{k + 1}",
                                  loc + (("id",) if given else ()))
                if oid is None:
                    continue
                # an unknown card (already reported) still holds its place, so actions that
                # name it aren't reported too
                card = card or UNKNOWN_CARD.model_copy(update={"name": name})
                self.objects[oid] = GameObject(id=oid, card=card, owner=owner, controller=owner,
                                               zone=zone, timestamp=0)
                lists[zone].append(oid)
        player = self.players[spec.name]
        for zone, members in lists.items():
            player = player.with_zone(zone, tuple(members))
        self.players[spec.name] = player

    def permanent(self, i: int) -> None:
        spec = self.scenario.battlefield[i]
        loc = ("battlefield", i)
        oid = self.new_id(spec.id, loc + ("id",))
        card = self.card(spec.card, loc + ("card",))
        controller = self.player(spec.controller, loc + ("controller",))
        owner = self.player(spec.owner, loc + ("owner",)) or controller
        if oid is None or card is None or controller is None or owner is None:
            return
        since = spec.controlled_since_turn
        if since is not None and since > self.scenario.turn.number:
            self.error(loc + ("controlled_since_turn",), f"turn {since} is after this turn, "
                       f"turn {self.scenario.turn.number} (turn: number:)")
        if spec.entered_this_turn and since not in (None, self.scenario.turn.number):
            self.error(loc + ("controlled_since_turn",), f"it entered this turn, turn "
                       f"{self.scenario.turn.number}, so it came under its controller's control "
                       f"then, not in turn {since}")
        counters = dict(spec.counters)
        if CardType.PLANESWALKER in card.types and "loyalty" not in counters:
            counters["loyalty"] = card.loyalty or 0  # 306.5b: it entered with its loyalty
        if CardType.BATTLE in card.types and "defense" not in counters:
            counters["defense"] = card.defense or 0  # 310.4b: it entered with its defense
        if "defense" in counters and CardType.BATTLE not in card.types:
            self.error(loc + ("counters", "defense"), f"{card.name} isn't a battle: defense "
                       f"counters on another permanent aren't modeled ({cr.DEFENSE_COUNTERS})")
        for kind in counters:
            if not re.fullmatch(r"[+-]\d+/[+-]\d+|[a-z][a-z ]*", kind):
                self.error(loc + ("counters", kind), f"unknown counter kind {kind!r} "
                           "(e.g. '+1/+1', '-1/-1', 'loyalty')")
        self.objects[oid] = GameObject(
            id=oid, card=card, owner=owner, controller=controller, zone=Zone.BATTLEFIELD,
            timestamp=self.timestamp, is_token=spec.token, tapped=spec.tapped,
            damage=spec.damage, counters=Counters.of(counters, self.timestamp),
            damage_this_turn=spec.damage,  # 514.2: marked damage was dealt this turn
            deathtouch_damage=spec.deathtouch_damage, face_down=spec.face_down,
            designations=frozenset(spec.designations),
            controlled_since=spec.controlled_since_turn or (
                self.scenario.turn.number if spec.entered_this_turn else 0),
            transformed=spec.transformed,
            attacked_turn=self.scenario.turn.number if spec.attacked_this_turn else 0,
            activated_once=frozenset(spec.activated_once),
            entered_this_turn=spec.entered_this_turn,
            protector=self.protector(spec, card, controller, loc))
        if spec.entered_this_turn:  # looked back on (608.2i)
            player = self.players[controller]
            self.players[controller] = replace(player, entered_this_turn=(
                player.entered_this_turn + (self.objects[oid],)))
        if spec.transformed and card.back is None:
            self.error(loc + ("transformed",), f"{card.name} isn't a transforming double-faced "
                       f"card: it has no back face ({cr.DOUBLE_FACED.number})")
        self.timestamp += 1

    def protector(self, spec: PermanentSpec, card: CardDefinition, controller: PlayerId,
                  loc: Loc) -> PlayerId | None:
        """A battle's protector, chosen as it entered (310.8a): as said, else its controller;
        a Siege's, an opponent of its controller (310.11a), the one there is in a two-player
        game."""
        siege = "Siege" in card.subtypes
        if CardType.BATTLE not in card.types:
            if spec.protector is not None:
                self.error(loc + ("protector",), f"{card.name} isn't a battle: only a battle "
                           f"has a protector ({cr.BATTLE_PROTECTOR})")
            return None
        opponents = [PlayerId(p.name) for p in self.scenario.players if p.name != controller]
        if spec.protector is None:
            if not siege:
                return controller
            if len(opponents) == 1:
                return opponents[0]
            self.error(loc, f"{card.name} is a Siege: say which opponent of {controller}'s "
                       f"protects it (protector:) ({cr.SIEGE_PROTECTOR})")
            return None
        protector = self.player(spec.protector, loc + ("protector",))
        if protector is not None and siege and protector == controller:
            self.error(loc + ("protector",), f"{card.name} is a Siege: its protector is an "
                       f"opponent of its controller, {controller} ({cr.SIEGE_PROTECTOR})")
        return protector

    def attachment(self, i: int) -> None:
        spec = self.scenario.battlefield[i]
        if spec.attached_to is None or spec.id not in self.objects:
            return
        loc = ("battlefield", i, "attached_to")
        host = self.ref(spec.attached_to, loc, future=False)
        if host is None or (host.object is not None and host.object not in self.objects):
            return  # (an id whose own entry was refused, and reported)
        if host.object is not None and self.objects[host.object].zone is not Zone.BATTLEFIELD:
            self.error(loc, f"{spec.attached_to!r} isn't on the battlefield")
            return
        oid = ObjectId(spec.id)
        self.objects[oid] = replace(self.objects[oid], attached_to=host.object or host.player)

    def entered_as(self, i: int) -> None:
        """Copy effects and choices made as it entered (707.5, 614.1c)."""
        spec = self.scenario.battlefield[i]
        oid = ObjectId(spec.id)
        if oid not in self.objects:
            return
        obj = self.objects[oid]
        loc = ("battlefield", i)
        if spec.copy_of is not None:
            original = self.objects.get(ObjectId(spec.copy_of))
            if original is None or original.zone is not Zone.BATTLEFIELD:
                self.error(loc + ("copy_of",), f"no permanent {spec.copy_of!r} on the battlefield")
                return
            obj = replace(obj, copied=original.copied or original.card)
        chosen = spec.chosen or ChosenSpec()
        for ab in (obj.copied or obj.card).abilities:
            if not isinstance(ab, AsEnters) or ab.choose is None:
                continue
            value = chosen.color if ab.choose is EntersChoice.COLOR else chosen.creature_type
            if value is None:
                key = "color" if ab.choose is EntersChoice.COLOR else "creature_type"
                self.error(loc + ("card",), f"{obj.card.name} chose a {ab.choose.value} as it "
                           f"entered: add chosen: {{{key}: …}}")
        obj = replace(obj, chosen_color=chosen.color, chosen_type=chosen.creature_type)
        self.objects[oid] = obj

    def stack_modes(self, card: CardDefinition, modes: list[int],
                    loc: tuple[str | int, ...]) -> tuple[int, ...] | None:
        """A modal spell already on the stack has had its modes chosen (601.2b): say which."""
        spell = next((a for a in card.abilities if isinstance(a, SpellAbility)), None)
        count = spell.choose_modes if spell is not None else None
        if count is None or spell is None:
            if modes:
                self.error(loc, f"{card.name} isn't modal")
                return None
            return ()
        if not modes or len(set(modes)) != len(modes) or not all(
                1 <= m <= len(spell.modes) for m in modes) or not count.allows(
                len(modes), len(spell.modes)):
            self.error(loc, f"{card.name} is on the stack, so its modes were chosen: give "
                       f"{count.value} of 1–{len(spell.modes)}, each once")
            return None
        return tuple(sorted(modes))

    def stack_entry(self, i: int) -> ObjectId | None:
        entry = self.scenario.stack[i]
        loc = ("stack", i)
        oid = self.new_id(entry.id, loc + ("id",))
        if oid is None:
            return None
        if entry.card is not None:
            card = self.card(entry.card, loc + ("card",))
            controller = self.player(entry.controller, loc + ("controller",))
            if card is None or controller is None or card.name in self.broken:
                return None
            modes = self.stack_modes(card, entry.modes, loc + ("modes",))
            if modes is None:
                return None
            specs: Mapping[str, TargetSpec | None] = card_target_specs(
                card.abilities, card.subtypes, modes)
            obj = GameObject(id=oid, card=card, owner=controller, controller=controller,
                             zone=Zone.STACK, timestamp=self.timestamp, modes=modes)
        else:
            source = self.objects.get(ObjectId(entry.source or ""))
            if source is None or source.zone is not Zone.BATTLEFIELD:
                self.error(loc + ("source",), f"no permanent {entry.source!r} on the battlefield")
                return None
            if source.card.name in self.broken:
                return None
            ref = self.ability_ref(entry.ability, loc + ("ability",))
            found = find_ability(source.card.abilities, ref) if ref else None
            if ref is not None and found is None:
                self.error(loc + ("ability",), f"{source.card.name} has no ability "
                           f"{entry.ability!r}")
            controller = self.player(entry.controller, loc + ("controller",)) or \
                source.controller
            if found is None:
                return None
            on_stack = stacked(source, source.card.name, *found)
            specs = ({"creature": on_stack.equip_target} if on_stack.instructions is None
                     else dict(on_stack.instructions.targets))
            obj = GameObject(id=oid, card=source.card, owner=controller, controller=controller,
                             zone=Zone.STACK, timestamp=self.timestamp, ability=on_stack)
        targets = self.targets(entry.targets, loc + ("targets",), future=False)
        least = required_targets(specs.values())
        if targets is not None and not least <= len(targets) <= len(specs):
            wanted = ", ".join(s.text if s else "creature you control" for s in specs.values())
            count = str(len(specs)) if least == len(specs) else f"{least} to {len(specs)}"
            self.error(loc + ("targets",), f"{obj.name} needs {count} target(s) "
                       f"({wanted or 'none'}), got {len(targets)}")
        self.timestamp += 1
        self.objects[oid] = replace(obj, targets=targets or ())
        return oid

    def ability_ref(self, value: str | int | None, loc: Loc) -> AbilityRef | None:
        if value == "equip":
            return AbilityRef(equip=True)
        if isinstance(value, int) and value >= 1:
            return AbilityRef(equip=False, number=value)
        self.error(loc, f"expected 'equip' or the number of an activated ability, got {value!r}")
        return None

    def actions(self) -> list[Action]:
        out: list[Action | None] = []
        for i, action in enumerate(self.scenario.actions):
            loc = ("actions", i, action.kind)
            where = self.doc.where(("actions", i))
            if isinstance(action, Resolve):
                count = None if action.count == "all" else action.count
                if count is not None and count < 1:
                    self.error(loc, "resolve takes 'all' or a positive number")
                out.append(ResolveAction(count, where))
            elif isinstance(action, Cast):
                out.append(self.cast(action, loc, where))
            elif isinstance(action, Activate):
                out.append(self.activate(action, loc, where))
            elif isinstance(action, Advance):
                out.append(AdvanceAction(action.step, where))
            elif isinstance(action, Attack):
                out.append(self.attack(action, loc, where))
            elif isinstance(action, Block):
                blocks = [(self.ref(b, loc + (b,)), self.ref(a, loc + (b,)))
                          for b, blocked in action.blocks.items()
                          for a in ([blocked] if isinstance(blocked, str) else blocked)]
                pairs = [(b.object, a.object) for b, a in blocks
                         if b and a and b.object and a.object]
                if len(pairs) == len(blocks):
                    out.append(BlockAction(tuple(pairs), where))
            elif isinstance(action, Play):
                card = self.card_in_hand(action.player, action.card, loc)
                if card is not None:
                    out.append(PlayAction(card, PlayerId(action.player), where))
            elif isinstance(action, (SuspendCard, ForetellCard, PlotCard)):
                card = self.card_in_hand(action.player, action.card, loc)
                if card is not None:
                    out.append(FromHandAction(card, PlayerId(action.player), action.kind,
                                              where))
            elif isinstance(action, TurnFaceUp):
                ref = self.ref(action.permanent, loc + ("permanent",))
                who = self.player(action.player, loc + ("player",))
                if ref is not None and ref.object is not None:
                    out.append(TurnFaceUpAction(ref.object, who, where))
        return [a for a in out if a is not None]

    def attack(self, action: Attack, loc: Loc, where: Location) -> AttackAction | None:
        """An attack: its attackers, and whom or which planeswalker each attacks (508.1b)."""
        each = action.attackers if isinstance(action.attackers, dict) else {}
        attackers = [self.ref(a, loc + ("attackers", a if each else i))
                     for i, a in enumerate(action.attackers)]
        objects = [a.object for a in attackers if a is not None and a.object]
        said = {a: (loc + ("attackers", a), w) for a, w in each.items()}
        if action.defender is not None and each:
            self.error(loc + ("defender",), "say whom each attacker attacks under attackers:, "
                       "or whom they all attack with defender:, not both")
        elif action.defender is not None:
            said = {a: (loc + ("defender",), action.defender) for a in action.attackers}
        # 802.3: with several opponents, each attacker may attack a different one
        players = tuple((ObjectId(a), PlayerId(w)) for a, (_, w) in said.items()
                        if w in self.players)
        walkers = [(ObjectId(a), self.planeswalker(w, at), self.doc.where(at))
                   for a, (at, w) in said.items() if w not in self.players]
        enlist = [(self.ref(a, loc + ("enlist", a)), self.ref(c, loc + ("enlist", a)))
                  for a, c in action.enlist.items()]
        enlisting = tuple((a.object, c.object) for a, c in enlist
                          if a is not None and c is not None and a.object and c.object)
        if len(objects) < len(attackers) or len(enlisting) < len(enlist) \
                or any(w is None for _, w, _ in walkers):
            return None
        return AttackAction(tuple(objects), players, where, enlisting,
                            tuple((a, w, at) for a, w, at in walkers if w is not None))

    def planeswalker(self, text: str, loc: Loc) -> ObjectId | None:
        """What an attacker attacks, not a player: a planeswalker an opponent of the active
        player controls, or a battle an opponent protects, as the scenario starts (506.3,
        508.1b, 310.8b)."""
        found = self.ref(text, loc, future=False)
        obj = self.objects.get(ObjectId(text)) if found is not None else None
        if obj is None:
            return None
        active = self.scenario.turn.active
        types = obj.card.types
        if obj.zone is not Zone.BATTLEFIELD or not {CardType.PLANESWALKER, CardType.BATTLE} & \
                set(types):
            self.error(loc, f"{text!r} ({obj.card.name}) can't be attacked: only a player, a "
                       f"planeswalker or a battle on the battlefield can "
                       f"({cr.WHAT_CAN_BE_ATTACKED})")
            return None
        if CardType.BATTLE in types:  # whether its protector attacks it: as it is declared
            return ObjectId(text)
        if obj.controller == active:
            self.error(loc, f"{text!r} ({obj.card.name}) is {active}'s own planeswalker: "
                       f"creatures attack an opponent or a planeswalker an opponent controls "
                       f"({cr.DEFENDING_PLAYER})")
            return None
        return ObjectId(text)

    def card_in_hand(self, name: str, card_ref: str, loc: Loc) -> ObjectId | None:
        """A card by its id (wherever it starts: it may be in the hand by then, 400.7 —
        checked as the action happens), or by its name among the cards in hand now."""
        player = self.player(name, loc + ("player",))
        if player is None:
            return None
        hand = self.players[player].hand
        card = ObjectId(card_ref) if card_ref in self.objects else next(
            (oid for oid in hand if self.objects[oid].card.name.casefold()
             == card_ref.casefold()), None)
        if card is None:
            in_hand = ", ".join(f"{oid} ({self.objects[oid].card.name})" for oid in hand)
            self.error(loc + ("card",), f"{player} has no {card_ref!r} in hand "
                       f"(hand: {in_hand or 'empty'})")
        return card

    def cast(self, action: Cast, loc: Loc, where: Location) -> CastAction | None:
        card = self.card_in_hand(action.player, action.card, loc)
        player = PlayerId(action.player)
        if card is None:
            return None
        targets = self.targets(action.targets, loc + ("targets",))
        if targets is None:
            return None
        if action.id is not None and action.id != card:
            self.error(loc + ("id",), "a cast spell keeps its card's id; give the card an id "
                       "in the hand instead")
        for field in ("convoke", "improvise", "delve"):
            for i, oid in enumerate(getattr(action, field)):
                self.known_id(oid, loc + (field, i))
        if action.casualty is not None:
            self.known_id(action.casualty, loc + ("casualty",))
        if action.emerge is not None:
            self.known_id(action.emerge, loc + ("emerge",))
        for i, oid in enumerate(action.conspire or ()):
            self.known_id(oid, loc + ("conspire", i))
        return CastAction(card, player, targets, where, modes=tuple(action.modes),
                          convoke=tuple(ObjectId(o) for o in action.convoke),
                          improvise=tuple(ObjectId(o) for o in action.improvise),
                          delve=tuple(ObjectId(o) for o in action.delve), x=action.x,
                          kicked=action.kicked, face_down=action.face_down,
                          buyback=action.buyback, offspring=action.offspring,
                          bargained=action.bargained,
                          alternative_cost=action.alternative_cost,
                          casualty=ObjectId(action.casualty) if action.casualty else None,
                          divide=action.divide, replicate=action.replicate,
                          squad=action.squad,
                          conspire=tuple(ObjectId(o) for o in action.conspire)
                          if action.conspire is not None else None,
                          prototyped=action.prototyped,
                          emerge=ObjectId(action.emerge) if action.emerge else None,
                          pay_with=action.pay_with)

    def activate(self, action: Activate, loc: tuple[str, int, str], where: Location
                 ) -> ActivateAction | None:
        source = ObjectId(action.source)
        if source not in self.objects and not self.is_future_token(source):
            self.error(loc + ("source",), f"no object {action.source!r}")
            return None
        player = self.player(action.player, loc + ("player",))  # None: whoever controls it then
        ref = self.ability_ref(action.ability, loc + ("ability",))
        targets = self.targets(action.targets, loc + ("targets",))
        ability_id = self.new_id(action.id or f"{action.source}-ability-{loc[1] + 1}",
                                 loc + ("id",))
        for i, oid in enumerate(action.crew):
            self.known_id(oid, loc + ("crew", i))
        if ref is None or targets is None or ability_id is None:
            return None
        return ActivateAction(source, ref, player, targets, ability_id, where,
                              tuple(ObjectId(o) for o in action.crew), action.x,
                              action.divide, action.pay_with)

    def choices(self) -> Choices:
        spec = self.scenario.choices
        for i, oid in enumerate(spec.legend_rule):
            self.known_id(oid, ("choices", "legend_rule", i))
        for oid in spec.colors:
            self.known_id(oid, ("choices", "colors", oid))
        for section in ("creature_types", "land_types", "copies", "words", "card_names",
                        "trigger_targets",
                        "trigger_modes",
                        "may", "pay", "divide", "coin_flips", "die_rolls", "mana",
                        "tap_or_untap",
                        "top_or_bottom",
                        "counters_removed", "counters_chosen"):
            for oid in getattr(spec, section):
                if section in ("trigger_targets", "trigger_order") and oid in self.command:
                    continue  # a player's dungeon or Ring emblem (309.4c, 701.52c)
                self.known_id(oid, ("choices", section, oid))
        for name, sources in spec.trigger_order.items():
            self.player(name, ("choices", "trigger_order", name))
            for i, oid in enumerate(sources):
                if oid not in self.command:
                    self.known_id(oid, ("choices", "trigger_order", name, i))
        for name, cards in spec.library_order.items():
            self.player(name, ("choices", "library_order", name))
            for i, oid in enumerate(cards):
                self.known_id(oid, ("choices", "library_order", name, i))
        for key, split in spec.damage_assignment.items():
            self.known_id(key, ("choices", "damage_assignment", key))
            for who in split:
                if who not in self.players:
                    self.known_id(who, ("choices", "damage_assignment", key, who))
        for section in ("replacement_order", "prevention_order"):
            for key, sources in getattr(spec, section).items():
                if key not in self.players:
                    self.known_id(key, ("choices", section, key))
                for i, oid in enumerate(sources):
                    self.known_id(oid, ("choices", section, key, i))
        for key, copies in spec.copy_targets.items():
            self.known_id(key, ("choices", "copy_targets", key))
            for i, chosen in enumerate(copies):
                for j, ref in enumerate(chosen):
                    if ref not in self.players:
                        self.known_id(ref, ("choices", "copy_targets", key, i, j))
        for key, chosen in spec.choose.items():
            self.known_id(key, ("choices", "choose", key))
            for i, oid in enumerate(chosen):
                if oid not in self.players:  # a new target may be a player (115.7a)
                    self.known_id(oid, ("choices", "choose", key, i))
        for i, oid in enumerate(spec.copies.values()):
            self.known_id(oid, ("choices", "copies", list(spec.copies)[i]))
        for name in spec.clash:
            self.player(name, ("choices", "clash", name))
        for section in ("dungeons", "rooms"):
            for name in getattr(spec, section):
                self.player(name, ("choices", section, name))
        for name, chosen in spec.ring_bearer.items():
            self.player(name, ("choices", "ring_bearer", name))
            for i, oid in enumerate(chosen):
                self.known_id(oid, ("choices", "ring_bearer", name, i))
        for section in ("discard", "sacrifice", "search", "proliferate", "rearrange"):
            for name, chosen in getattr(spec, section).items():
                self.player(name, ("choices", section, name))
                for i, oid in enumerate(chosen):
                    if section != "proliferate" or oid not in self.players:
                        self.known_id(oid, ("choices", section, name, i))
        for section, away in (("scry", "bottom"), ("surveil", "graveyard")):
            for name, placed in getattr(spec, section).items():
                self.player(name, ("choices", section, name))
                for part in ("top", away):
                    for i, oid in enumerate(getattr(placed, part)):
                        self.known_id(oid, ("choices", section, name, part, i))
        return Choices(
            legend_rule=frozenset(ObjectId(o) for o in spec.legend_rule),
            colors={ObjectId(k): v for k, v in spec.colors.items()},
            discard={PlayerId(k): tuple(ObjectId(o) for o in v) for k, v in spec.discard.items()},
            sacrifice={PlayerId(k): tuple(ObjectId(o) for o in v)
                       for k, v in spec.sacrifice.items()},
            search={PlayerId(k): tuple(ObjectId(o) for o in v) for k, v in spec.search.items()},
            rearrange={PlayerId(k): tuple(ObjectId(o) for o in v)
                       for k, v in spec.rearrange.items()},
            clash={PlayerId(k): v for k, v in spec.clash.items()},
            dungeons={PlayerId(k): tuple(v) for k, v in spec.dungeons.items()},
            rooms={PlayerId(k): tuple(v) for k, v in spec.rooms.items()},
            ring_bearer={PlayerId(k): tuple(ObjectId(o) for o in v)
                         for k, v in spec.ring_bearer.items()},
            coin_flips={ObjectId(k): tuple(v) for k, v in spec.coin_flips.items()},
            die_rolls={ObjectId(k): tuple(v) for k, v in spec.die_rolls.items()},
            mana={ObjectId(k): tuple(v) for k, v in spec.mana.items()},
            tap_or_untap={ObjectId(k): v for k, v in spec.tap_or_untap.items()},
            top_or_bottom={ObjectId(k): v for k, v in spec.top_or_bottom.items()},
            counters_removed={ObjectId(k): tuple(v) for k, v in spec.counters_removed.items()},
            counters_chosen={ObjectId(k): tuple(v) for k, v in spec.counters_chosen.items()},
            library_order={PlayerId(k): tuple(ObjectId(o) for o in v)
                           for k, v in spec.library_order.items()},
            proliferate={PlayerId(k): tuple(v) for k, v in spec.proliferate.items()},
            choose={ObjectId(k): tuple(ObjectId(o) for o in v) for k, v in spec.choose.items()},
            creature_types={ObjectId(k): v for k, v in spec.creature_types.items()},
            land_types={ObjectId(k): v for k, v in spec.land_types.items()},
            copies={ObjectId(k): ObjectId(v) for k, v in spec.copies.items()},
            words={ObjectId(k): v for k, v in spec.words.items()},
            card_names={ObjectId(k): v for k, v in spec.card_names.items()},
            trigger_order={PlayerId(k): tuple(ObjectId(o) for o in v)
                           for k, v in spec.trigger_order.items()},
            trigger_targets={ObjectId(k): tuple(v) for k, v in spec.trigger_targets.items()},
            trigger_modes={ObjectId(k): tuple(v) for k, v in spec.trigger_modes.items()},
            copy_targets={ObjectId(k): tuple(tuple(c) for c in v)
                          for k, v in spec.copy_targets.items()},
            may={ObjectId(k): v for k, v in spec.may.items()},
            pay={ObjectId(k): v for k, v in spec.pay.items()},
            replacement_order={k: tuple(ObjectId(o) for o in v)
                               for k, v in spec.replacement_order.items()},
            prevention_order={k: tuple(ObjectId(o) for o in v)
                              for k, v in spec.prevention_order.items()},
            damage_assignment={ObjectId(k): dict(v) for k, v in spec.damage_assignment.items()},
            divide={ObjectId(k): dict(v) for k, v in spec.divide.items()},
            scry={PlayerId(k): (_ids(v.top), _ids(v.bottom)) for k, v in spec.scry.items()},
            surveil={PlayerId(k): (_ids(v.top), _ids(v.graveyard))
                     for k, v in spec.surveil.items()},
            where={**{(section, k): self.doc.where(("choices", section, k))
                      for section in ("damage_assignment", "trigger_targets", "trigger_modes",
                                      "copy_targets", "divide", "counters_chosen", "dungeons",
                                      "rooms", "ring_bearer")
                      for k in getattr(spec, section)},
                   **{("legend_rule", k): self.doc.where(("choices", "legend_rule", i))
                      for i, k in enumerate(spec.legend_rule)}})

    def is_future_token(self, oid: str) -> bool:
        """Tokens and triggers are named after what made them: 'alarm.token1',
        'pyromancer.trigger1.token1' …"""
        made = ids.made_from(oid)
        while made is not None and made[1] is not ids.Made.ZONE_CHANGE \
                and made[0] not in self.where_defined:
            made = ids.made_from(made[0])
        return made is not None and made[1] is not ids.Made.ZONE_CHANGE

    def known_id(self, oid: str, loc: Loc) -> None:
        if oid not in self.where_defined and not self.is_future_token(oid):
            ids = ", ".join(sorted(self.where_defined)) or "none"
            self.error(loc, f"no object {oid!r} (ids here: {ids})")

    def expectations(self) -> None:
        expect = self.scenario.expect
        if expect is None:
            return
        self.expected_facts(("expect",), expect.objects, expect.players, expect.game)
        for i, refused in enumerate(expect.refused):
            if refused.action > len(self.scenario.actions):
                self.error(("expect", "refused", i, "action"), f"there are only "
                           f"{len(self.scenario.actions)} actions")
        for i, point in enumerate(expect.checkpoints):
            loc = ("expect", "checkpoints", i)
            if point.after is not None and point.after > len(self.scenario.actions):
                self.error((*loc, "after"), f"there are only {len(self.scenario.actions)} "
                           f"actions")
            self.expected_facts(loc, point.objects, point.players, point.game)

    def expected_facts(self, loc: Loc, objects: Mapping[str, ObjectExpectation],
                       players: Mapping[str, PlayerExpectation], game: GameFacts | None
                       ) -> None:
        """The ids and names an expectation (at the end or at a checkpoint) refers to."""
        for oid, e in objects.items():
            self.known_id(oid, (*loc, "objects", oid))
            for field_name in ("controller", "owner"):
                value = getattr(e, field_name)
                if value is not None:
                    self.player(value, (*loc, "objects", oid, field_name))
            # a player, or the id of a planeswalker it attacks (508.1b)
            if e.attacking not in (None, "nobody", "nothing", *self.where_defined):
                self.player(e.attacking, (*loc, "objects", oid, "attacking"))
            for j, attacker in enumerate(e.blocking or []):
                self.known_id(attacker, (*loc, "objects", oid, "blocking", j))
            if e.last_known is not None and e.last_known.controller is not None:
                self.player(e.last_known.controller,
                            (*loc, "objects", oid, "last_known", "controller"))
            for layer, sources in (e.effects or {}).items():
                for i, source in enumerate(sources):
                    self.known_id(source, (*loc, "objects", oid, "effects", layer.value, i))
        for name in players:
            self.player(name, (*loc, "players", name))
        if game is None:
            return
        if game.result not in (None, "ongoing", "draw", *self.players):
            self.error((*loc, "game", "result"), f"expected 'ongoing', 'draw' or the "
                       f"winner's name ({', '.join(self.players)}), got {game.result!r}")
        if game.active is not None:
            self.player(game.active, (*loc, "game", "active"))
        for i, oid in enumerate(game.stack or []):
            self.known_id(oid, (*loc, "game", "stack", i))
        for i, oid in enumerate(game.triggers_waiting or []):
            made = ids.made_from(oid)
            if made is None or made[1] is not ids.Made.TRIGGER:
                self.error((*loc, "game", "triggers_waiting", i), f"expected the id of a "
                           f"triggered ability, '<source>.trigger<n>', got {oid!r}")
            else:
                self.known_id(oid, (*loc, "game", "triggers_waiting", i))


def _find(pool: CardPool, name: str) -> tuple[CardDefinition | None, tuple[str, str] | None]:
    """The card of that name, or why there is none: a message and a hint."""
    try:
        found: CardDefinition | None = pool.find(name)
    except UnusableCard as exc:  # in the card store, but not usable as printed
        return None, (str(exc), "")
    return found, None if found is not None else (f"unknown card {name!r}", pool.hint(name))


# the sections whose card names resolution looks up (`_Resolver.card`), and how the schema marks
# a card name
_NAMING = ("players", "battlefield", "stack")
_CARD_NAME = get_args(CardName)[1]


def unknown_cards(doc: Document, cards: list[CardDefinition],
                  broken: dict[int, str]) -> list[ScenarioError]:
    """The problems of the card names a file gives (unknown, defined twice) when the file
    doesn't follow the format, so it can't be resolved: every problem of a file is reported at
    once, none hidden until another is fixed."""
    errors: list[ScenarioError] = []
    pool = _pool(doc, cards, broken, errors)
    data = doc.data if isinstance(doc.data, dict) else {}
    for section in _NAMING:
        places = _card_names(Scenario.model_fields[section].annotation, data.get(section),
                             (section,))
        for loc, name in dict(places).items():  # a place two arms of a union both see, once
            why = _find(pool, name)[1]
            if why is not None:
                errors.append(doc.error(loc, *why))
    return errors


def _card_names(annotation: Any, data: Any, loc: Loc) -> Iterator[tuple[Loc, str]]:
    """The places in `data`, read as the schema's `annotation`, that hold a card name."""
    origin, args = get_origin(annotation), get_args(annotation)
    if origin is Annotated:
        if _CARD_NAME in args[1:]:
            yield from [(loc, data)] if isinstance(data, str) else []
        else:
            yield from _card_names(args[0], data, loc)
    elif origin in (Union, UnionType):
        for arm in args:
            yield from _card_names(arm, data, loc)
    elif origin is list and isinstance(data, list):
        for i, item in enumerate(data):
            yield from _card_names(args[0], item, (*loc, i))
    elif isinstance(annotation, type) and issubclass(annotation, BaseModel) \
            and isinstance(data, dict):
        for name, info in annotation.model_fields.items():
            if name not in data:
                continue
            if _CARD_NAME in info.metadata:  # the field's own Annotated, kept apart by pydantic
                yield from [((*loc, name), data[name])] if isinstance(data[name], str) else []
            else:
                yield from _card_names(info.annotation, data[name], (*loc, name))


def resolve(doc: Document, scenario: Scenario, broken: dict[int, str] | None = None) -> Setup:
    """The starting state; `broken` names the inline cards (by their index in `cards:`) whose
    definitions were refused: they count as known names, so no other problem is hidden behind
    them, and nothing is checked against what they can do."""
    broken = broken or {}
    errors: list[ScenarioError] = []
    resolver = _Resolver(doc, scenario, _pool(doc, scenario.cards, broken, errors), errors,
                         broken=frozenset(broken.values()))
    return resolver.build()


def _pool(doc: Document, cards: list[CardDefinition], broken: dict[int, str],
          errors: list[ScenarioError]) -> CardPool:
    valid = iter(cards)
    names = {i: broken[i] if i in broken else next(valid).name
             for i in range(len(cards) + len(broken))}
    seen: set[str] = set()
    for i, name in names.items():
        if name in seen:
            errors.append(doc.error(("cards", i, "name"), f"card {name!r} is defined "
                                    f"twice in this scenario"))
        seen.add(name)
    placeholders = {name: UNKNOWN_CARD.model_copy(update={"name": name})
                    for name in broken.values()}
    return CardPool({**placeholders, **{c.name: c for c in cards}})


def _ids(ids: list[str]) -> tuple[ObjectId, ...]:
    return tuple(ObjectId(o) for o in ids)
