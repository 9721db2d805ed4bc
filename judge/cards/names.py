"""Card names as people type them: "lim dul's vault" finds "Lim-Dûl's Vault".

`fold` drops case, accents and everything but letters and digits, so a name matches however
it is capitalized, accented, spaced or punctuated: two names are the same card's when their
folds are equal.
"""

from __future__ import annotations

import unicodedata

# Letters that Unicode doesn't decompose into a base letter and an accent.
_LIGATURES = str.maketrans({"æ": "ae", "Æ": "ae", "œ": "oe", "Œ": "oe", "ø": "o", "Ø": "o",
                            "ł": "l", "Ł": "l", "đ": "d", "Đ": "d", "ı": "i"})


def fold(name: str) -> str:
    """'Lim-Dûl's Vault' -> 'limdulsvault'; 'Æther Vial' -> 'aethervial'."""
    decomposed = unicodedata.normalize("NFKD", name.translate(_LIGATURES))
    return "".join(c for c in decomposed.casefold() if c.isalnum())

