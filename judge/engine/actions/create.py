"""Create tokens (CR 701.6, 111.2): how many is first a question for replacement effects
(614.1a), then each token enters as the effects that apply to entering say (614.12)."""

from __future__ import annotations

from judge import ids
from judge.cards.definition import CardDefinition
from judge.cards.vocabulary import CreateToken
from judge.engine import replacement
from judge.engine.events import Event, TokenCreated
from judge.engine.proposed_events import CreateTokens
from judge.engine.resolution import Resolution, amount, causes, handles, players
from judge.engine.state import ObjectId
from judge.engine.timeline import Timeline


@handles(CreateToken)
def _create_token(tl: Timeline, res: Resolution, e: CreateToken) -> list[Event]:
    n = amount(tl, res, e.amount)
    spec = e.token
    card = CardDefinition(name=spec.name, colors=spec.colors, types=spec.types,
                          subtypes=spec.subtypes, supertypes=spec.supertypes,
                          power=spec.power, toughness=spec.toughness, loyalty=spec.loyalty,
                          abilities=spec.abilities)
    created: list[Event] = []
    root = tl.state.root(res.obj.id)
    earlier = ids.count_made(tl.state.lineage, root, ids.Made.TOKEN)
    for p in players(tl, res, e.player):
        proposed = CreateTokens(rule=CreateToken.RULE, causes=causes(res), player=p, amount=n,
                                token=spec.name)
        count = sum(x.amount for x in replacement.through(tl, proposed)
                    if isinstance(x, CreateTokens))
        tl.make_room(len(created) + count)
        for _ in range(count):
            oid = ObjectId(ids.make(root, ids.Made.TOKEN, earlier + len(created) + 1))
            created.append(TokenCreated(rule=CreateToken.RULE, causes=causes(res), obj=oid,
                                        card=card, controller=p, tapped=e.tapped))
            res.created.append(oid)
    return replacement.happen(tl, created)
