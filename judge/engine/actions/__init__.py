"""The instructions of resolving spells and abilities, one module per kind of action (CR 609,
701 and the rules each module names). Importing the package registers every handler: each
module here is imported, so a new one needs no line elsewhere."""

from importlib import import_module
from pkgutil import iter_modules

for _module in sorted(m.name for m in iter_modules(__path__)):
    import_module(f"{__name__}.{_module}")
