"""Real card data for the card store's tests: the samples and a slice of the Oracle corpus in
../shared (they are read from there, never copied into the project)."""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

import ijson

REPO = Path(__file__).resolve().parent.parent
SHARED = REPO.parent / "shared"
SCRYFALL_SAMPLE = SHARED / "samples" / "scryfall-sample.json"
MTGJSON_SAMPLE = SHARED / "samples" / "mtgjson-atomic-sample.json"
CORPUS = SHARED / "cards" / "oracle-corpus.json"

# Cards of the corpus the tests look at, besides its first SLICE faces.
SLICE = 150
CHOSEN = ("Serra Angel", "Birds of Paradise", "Forest", "Animate Dead", "Abyssal Specter",
          "Nissa, Steward of Elements", "Lim-Dûl's Vault", "Fire // Ice",
          "Prowl, Stoic Strategist // Prowl, Pursuit Vehicle", "Prowl, Pursuit Vehicle",
          "Loopy Lobster", "Chimney Goyf", "Vault Skirge", "Tarmogoyf", "Sorin Markov",
          "Student of Warfare", "Serra Avatar", "Afflicted Deserter // Werewolf Ransacker",
          "Werewolf Ransacker")


def shared(path: Path) -> Path:
    if not path.is_file():
        raise FileNotFoundError(f"the shared card data is missing: {path}")
    return path


@lru_cache(maxsize=1)
def corpus_slice() -> tuple[dict, ...]:
    """The first SLICE faces of the corpus and the CHOSEN ones, in corpus order."""
    picked = []
    with shared(CORPUS).open("rb") as handle:
        for index, face in enumerate(ijson.items(handle, "item")):
            if index < SLICE or face["name"] in CHOSEN:
                picked.append(face)
    return tuple(picked)


def write_corpus_slice(path: Path) -> Path:
    path.write_text(json.dumps(list(corpus_slice()), ensure_ascii=False), encoding="utf-8")
    return path
