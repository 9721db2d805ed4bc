"""The built-in library, compiled: every card validated once, kept pickled in a file beside the
card store, and taken out one by one as scenarios name them.

Parsing the ~150 library files takes about a second; a run that reads the bundle instead
spends a few milliseconds, and validates nothing. The bundle's file name carries a hash of all
its contents depend on — the library's YAML files, the source of the card model and of the
YAML reader (judge/cards/*.py, words.py, cr.py, yamlfile.py, errors.py), the versions of Python
and pydantic — so after any change there the next run builds a new one; it never reads a stale
one. The newest few bundles are kept (for checkouts at different commits sharing the folder),
older ones removed. A bundle that can't be read is built again; one that can't be written (a
read-only folder) is kept in memory for the run.

Reading a pickle runs what it says, as a .pyc file does: the bundle lives in the user's own
data folder, written only by judge.
"""

from __future__ import annotations

import hashlib
import os
import pickle
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

from judge.cards.definition import CardDefinition

FORMAT = 1  # of the bundle file itself
KEEP = 4  # bundles kept in the folder
_MODEL_SOURCES = ("cards/*.py", "words.py", "cr.py", "yamlfile.py", "errors.py")

Bundle = dict[str, bytes]  # card name: the pickled CardDefinition


def key(library: list[Path]) -> str:
    """A hash of everything the compiled cards depend on."""
    import pydantic

    root = Path(__file__).resolve().parent.parent
    digest = hashlib.sha256(f"{FORMAT} {sys.version} {pydantic.VERSION}".encode())
    sources = sorted({p for pattern in _MODEL_SOURCES for p in root.glob(pattern)})
    for path in [*sources, *library]:
        digest.update(f"\0{path.name}\0".encode())
        digest.update(path.read_bytes())
    return digest.hexdigest()[:24]


def load(folder: Path, library: list[Path],
         compile_all: Callable[[], dict[str, CardDefinition]]) -> Bundle:
    """The bundle of these library files from `folder`, built with `compile_all` if need be."""
    path = folder / f"library-{key(library)}.pickle"
    try:
        bundle = pickle.loads(path.read_bytes())
    except Exception:  # noqa: BLE001 - missing, or damaged in any way: it is built again
        bundle = None
    if isinstance(bundle, dict):
        return bundle
    bundle = {name: pickle.dumps(card, protocol=pickle.HIGHEST_PROTOCOL)
              for name, card in compile_all().items()}
    _save(path, bundle)
    return bundle


def card(bundle: Bundle, name: str) -> CardDefinition:
    found = pickle.loads(bundle[name])
    assert isinstance(found, CardDefinition)
    return found


def _save(path: Path, bundle: Bundle) -> None:
    """Write atomically, then remove all but the newest KEEP bundles; quietly do without the
    file when the folder can't be written."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=".library-", suffix=".tmp")
        try:
            with os.fdopen(fd, "wb") as handle:
                pickle.dump(bundle, handle, protocol=pickle.HIGHEST_PROTOCOL)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
        others = sorted(path.parent.glob("library-*.pickle"),
                        key=lambda p: p.stat().st_mtime_ns, reverse=True)
        for old in others[KEEP:]:
            old.unlink(missing_ok=True)
    except OSError:
        return
