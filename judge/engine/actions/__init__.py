"""The instructions of resolving spells and abilities, one module per kind of action (CR 609,
701 and the rules each module names). Importing the package registers every handler."""

from judge.engine.actions import (  # noqa: F401
    attach,
    continuous,
    counter,
    counters,
    create,
    deal_damage,
    delayed,
    destroy,
    discard,
    draw,
    exile,
    fight,
    life,
    mana,
    sacrifice,
    shields,
    tap,
    win,
)
