"""Create tokens (CR 701.6, 111.2): how many is first a question for replacement effects
(614.1a), then each token enters as the effects that apply to entering say (614.12). A token
that's a copy takes the copiable values of what it copies (707.2), as the copy effect's
exceptions change them (707.9)."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

from judge import cr, ids
from judge.cards.definition import CardDefinition
from judge.cards.vocabulary import AsEnters, CreateToken, CreateTokenCopy, Incubate, \
    MyriadCopies, Populate, SquadCopies
from judge.cards.phrases import PlayerRef, Scope, parse_player
from judge.engine import choices, replacement
from judge.engine.copiable import with_exceptions
from judge.engine.enters_attacking import defender_for
from judge.engine.layers import compute
from judge.engine.events import Event, TokenCreated, TokenNotCreated, Unaffected
from judge.engine.legality import AttachmentProblem, entering_attached
from judge.engine.proposed_events import CreateTokens
from judge.engine.resolution import Resolution, amount, causes, handles, objects, players, \
    referenced
from judge.engine.state import GameObject, GameState, ObjectId, PlayerId
from judge.engine.timeline import Timeline
from judge.words import Zone


@handles(CreateToken)
def _create_token(tl: Timeline, res: Resolution, e: CreateToken) -> list[Event]:
    spec = e.token
    x = amount(tl, res, e.x) if e.x is not None else 0  # 608.2h: read as it is created
    card = CardDefinition(name=spec.name, colors=spec.colors, types=spec.types,
                          subtypes=spec.subtypes, supertypes=spec.supertypes,
                          power=x if spec.power == "X" else spec.power,
                          toughness=x if spec.toughness == "X" else spec.toughness,
                          loyalty=spec.loyalty, abilities=spec.abilities)
    how = _How(e.player, e.tapped, e.attacking)
    n = amount(tl, res, e.amount)
    if e.attached_to is None:
        return _make(tl, res, card, n, how, CreateToken.RULE)
    hosts = objects(tl, res, e.attached_to)
    if not hosts:  # 303.4i: an object that is undefined: no Aura token
        return [tl.emit(TokenNotCreated(rule=cr.AURA_CANT_ENTER, causes=causes(res), player=p,
                                        token=card.name, detail=_no_host(tl, res, e)))
                for p in players(tl, res, e.player)]
    made: list[Event] = []
    for host in hosts:
        made += _make(tl, res, card, n, how, CreateToken.RULE, attached_to=host)
    return made


def _no_host(tl: Timeline, res: Resolution, e: CreateToken) -> str:
    """Why there is no object for the Aura token to be attached to."""
    assert e.attached_to is not None
    if e.attached_to.scope is Scope.TARGET:
        chosen = [t for n, t in res.targets.items() if n == e.attached_to.target]
        if not chosen:
            return "no target was chosen for it to be attached to"
        return "the target it would be attached to is gone or no longer legal " \
            f"({cr.TARGETS_ON_RESOLUTION.number})"
    gone = referenced(tl, res, e.attached_to)
    what = tl.state.name(gone[0]) if gone else "what it would be attached to"
    return f"{what} is no longer on the battlefield"


@handles(CreateTokenCopy)
def _create_copy(tl: Timeline, res: Resolution, e: CreateTokenCopy) -> list[Event]:
    # a target that left isn't copied (608.2b); "it" and "this" are as they last were
    # (111.12, 608.2h)
    found = objects(tl, res, e.of) if e.of.scope is Scope.TARGET else referenced(tl, res, e.of)
    return _copies(tl, res, found, e)


@handles(MyriadCopies)
def _myriad(tl: Timeline, res: Resolution, e: MyriadCopies) -> list[Event]:
    """702.116a: a copy attacking each opponent other than the defending player, if its
    controller chooses; the source as it last was (608.2h)."""
    defending = tl.state.defenders.get(res.source)
    made: list[Event] = []
    for opponent in tl.state.opponents(res.controller):
        if opponent == defending or tl.state.player(opponent).lost:
            continue
        if choices.may(tl, res.controller, res.obj, MyriadCopies.RULE, causes(res),
                       f"whether to create a copy attacking {opponent}"):
            made += _copies(tl, res, [res.source], _myriad_copy(), MyriadCopies.RULE,
                            attacking=opponent)
    return made


@cache
def _myriad_copy() -> CreateTokenCopy:
    return CreateTokenCopy.model_validate({"of": "this", "tapped": True, "attacking": True})


@handles(SquadCopies)
def _squad(tl: Timeline, res: Resolution, e: SquadCopies) -> list[Event]:
    """702.157a: a token copy of the creature for each time its squad cost was paid; the
    creature as it last was if it has left the battlefield (608.2h)."""
    was = tl.state.objects.get(res.source) or tl.state.last_objects.get(res.source)
    times = was.squad if was is not None else 0
    if not times:
        return []
    copy = CreateTokenCopy.model_validate({"of": "this", "amount": times})
    return _copies(tl, res, [res.source], copy, SquadCopies.RULE)


@handles(Populate)
def _populate(tl: Timeline, res: Resolution, e: Populate) -> list[Event]:
    """701.30: a copy of a creature token its controller chooses; none with no such token."""
    board = compute(tl.state).chars
    tokens = [o for o in tl.state.in_play_order() if o.is_token and board[o.id].is_creature
              and board[o.id].controller == res.controller]
    chosen = choices.chosen_objects(tl, res.source, res.controller, tokens, 1,
                                    "the creature token to populate", Populate.RULE,
                                    causes(res))
    return _copies(tl, res, [o.id for o in chosen], _copy_of_it(), Populate.RULE)


@cache
def _copy_of_it() -> CreateTokenCopy:
    return CreateTokenCopy.model_validate({"of": "it"})


def _copies(tl: Timeline, res: Resolution, found: list[ObjectId], e: CreateTokenCopy,
            rule: cr.Rule = CreateTokenCopy.RULE,
            attacking: PlayerId | None = None) -> list[Event]:
    made: list[Event] = []
    for oid in found:
        original = _as_it_last_was(tl.state, oid)
        if original is None:  # 111.12: a copy of an object that no longer exists
            continue
        name = tl.state.name(oid)
        # 718.3d: a copy of a prototyped permanent is prototyped too
        card = original.copied or (original.card.prototyped if original.prototyped else None) \
            or original.card
        why = (f"it is face down: a copy of a face-down permanent ({cr.FACE_DOWN.number}) is "
               "not modeled" if original.face_down else _not_modeled(card))
        known = tl.state.last_known.get(oid)
        if original.id != oid and known is not None and known.name != original.name:
            why = ("it left the battlefield as a copy of something else; its last copiable "
                   "values are not modeled")
        if why:
            made.append(tl.emit(Unaffected(rule=CreateTokenCopy.RULE, causes=causes(res),
                                           obj=oid, action="copied", detail=f"{name}: {why}")))
            continue
        transformed = original.transformed and original.copied is None  # 707.8a
        if e.except_ is not None:
            if transformed and card.back is not None:
                card = card.updated(back=with_exceptions(card.back, e.except_))
            else:
                card = with_exceptions(card, e.except_)
        made += _make(tl, res, card, amount(tl, res, e.amount),
                      _How(e.player, e.tapped, e.attacking), rule, transformed, attacking)
    return made


def _as_it_last_was(state: GameState, oid: ObjectId) -> GameObject | None:
    """The object; if it has left its zone, the card it became there, whose copiable values
    are those it last had (608.2h); None if nothing is left of it (a token, 111.7)."""
    if oid in state.objects:
        return state.objects[oid]
    now = state.current(state.root(oid))
    return state.objects[now] if now is not None else None


def _not_modeled(card: CardDefinition) -> str:
    if "Aura" in card.subtypes:
        return f"an Aura token choosing what it enchants ({cr.AURA_TOKEN.number}) is not modeled"
    if any(isinstance(a, AsEnters) for a in card.abilities):
        return "choices a token copy makes as it enters are not modeled"
    return ""


@handles(Incubate)
def _incubate(tl: Timeline, res: Resolution, e: Incubate) -> list[Event]:
    """701.51a: its controller creates the Incubator token, with the counters on it."""
    n = amount(tl, res, e.amount)
    return _make(tl, res, _incubator(), 1, _How(parse_player("you")), e.RULE,
                 counters=(("+1/+1", n),) if n else ())


@cache
def _incubator() -> CardDefinition:
    """701.51b: the Incubator token's two faces."""
    return CardDefinition.model_validate({
        "name": "Incubator", "colors": [], "types": ["artifact"], "subtypes": ["Incubator"],
        "abilities": [{"activated": {"cost": "{2}", "effects": [{"transform": "this"}]}}],
        "back": {"name": "Phyrexian Token", "colors": [], "types": ["artifact", "creature"],
                 "subtypes": ["Phyrexian"], "power": 0, "toughness": 0}})


@dataclass(frozen=True)
class _How:
    """Whose tokens they are, and whether they enter tapped, or attacking (508.4)."""

    player: PlayerRef
    tapped: bool = False
    attacking: bool = False


def _make(tl: Timeline, res: Resolution, card: CardDefinition, n: int, e: _How, rule: cr.Rule,
          transformed: bool = False, defending: PlayerId | None = None,
          counters: tuple[tuple[str, int], ...] = (),
          attached_to: ObjectId | None = None) -> list[Event]:
    """`n` tokens with these values for each player the effect names, as many as replacement
    effects say (614.1a); attacking `defending` where the effect names whom (508.4); an Aura
    token attached to `attached_to`, if it could be (303.4f, 303.4i)."""
    created: list[Event] = []
    root = tl.state.root(res.obj.id)
    earlier = ids.count_made(tl.state.lineage, root, ids.Made.TOKEN)
    for p in players(tl, res, e.player):
        if attached_to is not None:
            problem = _cant_enter_attached(tl, card, p, attached_to,
                                           ObjectId(ids.make(root, ids.Made.TOKEN, earlier + 1)))
            if problem is not None:
                tl.emit(TokenNotCreated(rule=cr.AURA_CANT_ENTER, also=(problem.rule,),
                                        causes=causes(res), player=p, token=card.name,
                                        detail=f"it couldn't be attached to "
                                        f"{tl.state.name(attached_to)}: {problem.detail}"))
                continue
        attacking = defender_for(tl, p, causes(res), defending) if e.attacking else None
        proposed = CreateTokens(rule=rule, causes=causes(res), player=p, amount=n,
                                token=card.name)
        count = sum(x.amount for x in replacement.through(tl, proposed)
                    if isinstance(x, CreateTokens))
        tl.make_room(len(created) + count)
        for _ in range(count):
            oid = ObjectId(ids.make(root, ids.Made.TOKEN, earlier + len(created) + 1))
            also = ((cr.ENTERS_ATTACKING,) if attacking else ()) + (
                (cr.AURA_TOKEN,) if attached_to is not None else ())
            created.append(TokenCreated(rule=rule, causes=causes(res), obj=oid, card=card,
                                        also=also, controller=p, tapped=e.tapped,
                                        transformed=transformed, attacking=attacking,
                                        counters=counters, attached_to=attached_to))
            res.created.append(oid)
    return replacement.happen(tl, created)


def _cant_enter_attached(tl: Timeline, card: CardDefinition, player: PlayerId, host: ObjectId,
                         oid: ObjectId) -> AttachmentProblem | None:
    """303.4i: what keeps the Aura token, as it would be under `player`, off `host`."""
    token = GameObject(id=oid, card=card, owner=player, controller=player,
                       zone=Zone.BATTLEFIELD, timestamp=tl.state.next_timestamp, is_token=True)
    return entering_attached(tl.state, token, host)
