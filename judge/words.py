"""The game's fixed words: colors (105), card types, supertypes and basic land types (205),
keyword abilities the engine knows (702), zones (400) and steps (500)."""

from __future__ import annotations

from enum import StrEnum


class Color(StrEnum):
    WHITE = "white"
    BLUE = "blue"
    BLACK = "black"
    RED = "red"
    GREEN = "green"


COLOR_ORDER = tuple(Color)  # WUBRG, the order colors are listed in (105.1)
COLOR_SYMBOLS = {"W": Color.WHITE, "U": Color.BLUE, "B": Color.BLACK, "R": Color.RED, "G": Color.GREEN}


class CardType(StrEnum):
    ARTIFACT = "artifact"
    BATTLE = "battle"
    CREATURE = "creature"
    ENCHANTMENT = "enchantment"
    INSTANT = "instant"
    KINDRED = "kindred"
    LAND = "land"
    PLANESWALKER = "planeswalker"
    SORCERY = "sorcery"


PERMANENT_TYPES = frozenset(
    {CardType.ARTIFACT, CardType.BATTLE, CardType.CREATURE, CardType.ENCHANTMENT, CardType.LAND,
     CardType.PLANESWALKER}
)


class Supertype(StrEnum):
    BASIC = "basic"
    LEGENDARY = "legendary"
    SNOW = "snow"
    WORLD = "world"


BASIC_LAND_TYPES = {
    "Plains": Color.WHITE,
    "Island": Color.BLUE,
    "Swamp": Color.BLACK,
    "Mountain": Color.RED,
    "Forest": Color.GREEN,
}
LAND_TYPES = frozenset(BASIC_LAND_TYPES) | {"Desert", "Gate", "Lair", "Locus", "Cave", "Sphere", "Town"}
ALL_CREATURE_TYPES = "all creature types"  # changeling and similar (702.73a)
ARTIFACT_TYPES = frozenset({"Equipment", "Fortification", "Vehicle", "Treasure", "Food", "Clue", "Blood"})
ENCHANTMENT_TYPES = frozenset({"Aura", "Saga", "Shrine", "Curse", "Role", "Background", "Class", "Rune"})


class Keyword(StrEnum):
    """Keyword abilities without a parameter (702)."""

    DEATHTOUCH = "deathtouch"
    DEFENDER = "defender"
    DOUBLE_STRIKE = "double strike"
    FIRST_STRIKE = "first strike"
    FLASH = "flash"
    FLYING = "flying"
    HASTE = "haste"
    HEXPROOF = "hexproof"
    INDESTRUCTIBLE = "indestructible"
    INFECT = "infect"
    LIFELINK = "lifelink"
    MENACE = "menace"
    REACH = "reach"
    SHADOW = "shadow"
    SHROUD = "shroud"
    TRAMPLE = "trample"
    VIGILANCE = "vigilance"
    WITHER = "wither"


def singular(word: str) -> str:
    """'creatures' -> 'creature', 'Elves' -> 'Elf' (type words are written either way)."""
    irregular = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "mice": "mouse",
                 "plains": "plains", "fungi": "fungus", "sorceries": "sorcery",
                 "allies": "ally", "zombies": "zombie", "faeries": "faerie", "abilities": "ability"}
    low = word.lower()
    if low in irregular:
        out = irregular[low]
    elif low.endswith("ches") or low.endswith("shes") or low.endswith("sses"):
        out = low[:-2]
    elif low.endswith("s") and not low.endswith("ss"):
        out = low[:-1]
    else:
        out = low
    return out.capitalize() if word[:1].isupper() else out


class Zone(StrEnum):
    """The game zones (400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Step(StrEnum):
    """Steps of a turn (500.1), named as judges say them."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat main"
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    POSTCOMBAT_MAIN = "postcombat main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main_phase(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)
