"""The game's fixed words: colors (105), card types, supertypes and basic land types (205),
keyword abilities the engine knows (702), zones (400) and steps (500)."""

from __future__ import annotations

from enum import Enum, StrEnum


class Color(StrEnum):
    WHITE = "white"
    BLUE = "blue"
    BLACK = "black"
    RED = "red"
    GREEN = "green"


COLOR_ORDER = tuple(Color)  # WUBRG, the order colors are listed in (105.1)
COLOR_SYMBOLS = {
    "W": Color.WHITE, "U": Color.BLUE, "B": Color.BLACK, "R": Color.RED, "G": Color.GREEN}


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


# the order card types are printed in on a type line: "Enchantment Creature", "Land Creature"
PRINTED_ORDER = (CardType.KINDRED, CardType.ENCHANTMENT, CardType.ARTIFACT, CardType.LAND,
                 CardType.PLANESWALKER, CardType.CREATURE, CardType.BATTLE, CardType.INSTANT,
                 CardType.SORCERY)

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
LAND_TYPES = frozenset(BASIC_LAND_TYPES) | {
    "Desert", "Gate", "Lair", "Locus", "Cave", "Sphere", "Town"}
# the creature types (205.3m); tests/test_citations.py checks this list against the pinned CR
CREATURE_TYPES = frozenset({
    "Advisor", "Aetherborn", "Alien", "Ally", "Angel", "Antelope", "Ape", "Archer", "Archon",
    "Armadillo", "Army", "Artificer", "Assassin", "Assembly-Worker", "Astartes", "Atog",
    "Aurochs", "Avatar", "Azra", "Badger", "Balloon", "Barbarian", "Bard", "Basilisk", "Bat",
    "Bear", "Beast", "Beaver", "Beeble", "Beholder", "Berserker", "Bird", "Blinkmoth", "Boar",
    "Bringer", "Brushwagg", "Camarid", "Camel", "Capybara", "Caribou", "Carrier", "Cat",
    "Centaur", "Child", "Chimera", "Citizen", "Cleric", "Clown", "Cockatrice", "Construct",
    "Coward", "Coyote", "Crab", "Crocodile", "Custodes", "Cyberman", "Cyclops", "C’tan",
    "Dalek", "Dauthi", "Demigod", "Demon", "Deserter", "Detective", "Devil", "Dinosaur",
    "Djinn", "Doctor", "Dog", "Dragon", "Drake", "Dreadnought", "Drone", "Druid", "Dryad",
    "Dwarf", "Efreet", "Egg", "Elder", "Eldrazi", "Elemental", "Elephant", "Elf", "Elk",
    "Employee", "Eye", "Faerie", "Ferret", "Fish", "Flagbearer", "Fox", "Fractal", "Frog",
    "Fungus", "Gamer", "Gargoyle", "Germ", "Giant", "Gith", "Glimmer", "Gnoll", "Gnome",
    "Goat", "Goblin", "God", "Golem", "Gorgon", "Graveborn", "Gremlin", "Griffin", "Guest",
    "Hag", "Halfling", "Hamster", "Harpy", "Hellion", "Hippo", "Hippogriff", "Homarid",
    "Homunculus", "Horror", "Horse", "Human", "Hydra", "Hyena", "Illusion", "Imp",
    "Incarnation", "Inkling", "Inquisitor", "Insect", "Jackal", "Jellyfish", "Juggernaut",
    "Kavu", "Kirin", "Kithkin", "Knight", "Kobold", "Kor", "Kraken", "Lamia", "Lammasu",
    "Leech", "Leviathan", "Lhurgoyf", "Licid", "Lizard", "Llama", "Manticore", "Masticore",
    "Mercenary", "Merfolk", "Metathran", "Minion", "Minotaur", "Mite", "Mole", "Monger",
    "Mongoose", "Monk", "Monkey", "Moonfolk", "Mount", "Mouse", "Mutant", "Myr", "Mystic",
    "Nautilus", "Necron", "Nephilim", "Nightmare", "Nightstalker", "Ninja", "Noble", "Noggle",
    "Nomad", "Nymph", "Octopus", "Ogre", "Ooze", "Orb", "Orc", "Orgg", "Otter", "Ouphe", "Ox",
    "Oyster", "Pangolin", "Peasant", "Pegasus", "Pentavite", "Performer", "Pest",
    "Phelddagrif", "Phoenix", "Phyrexian", "Pilot", "Pincher", "Pirate", "Plant", "Porcupine",
    "Possum", "Praetor", "Primarch", "Prism", "Processor", "Rabbit", "Raccoon", "Ranger",
    "Rat", "Rebel", "Reflection", "Rhino", "Rigger", "Robot", "Rogue", "Sable", "Salamander",
    "Samurai", "Sand", "Saproling", "Satyr", "Scarecrow", "Scientist", "Scion", "Scorpion",
    "Scout", "Sculpture", "Seal", "Serf", "Serpent", "Servo", "Shade", "Shaman",
    "Shapeshifter", "Shark", "Sheep", "Siren", "Skeleton", "Skunk", "Slith", "Sliver", "Sloth",
    "Slug", "Snail", "Snake", "Soldier", "Soltari", "Spawn", "Specter", "Spellshaper",
    "Sphinx", "Spider", "Spike", "Spirit", "Splinter", "Sponge", "Squid", "Squirrel",
    "Starfish", "Surrakar", "Survivor", "Synth", "Tentacle", "Tetravite", "Thalakos",
    "Thopter", "Thrull", "Tiefling", "Time Lord", "Toy", "Treefolk", "Trilobite",
    "Triskelavite", "Troll", "Turtle", "Tyranid", "Unicorn", "Vampire", "Varmint", "Vedalken",
    "Volver", "Wall", "Walrus", "Warlock", "Warrior", "Weasel", "Weird", "Werewolf", "Whale",
    "Wizard", "Wolf", "Wolverine", "Wombat", "Worm", "Wraith", "Wurm", "Yeti", "Zombie",
    "Zubera"
})
# ability words (207.2c): they tie cards together and have no rules meaning of their own;
# tests/test_citations.py checks this list against the pinned CR
ABILITY_WORDS = frozenset({
    "adamant", "addendum", "alliance", "battalion", "bloodrush", "celebration", "channel",
    "chroma", "cohort", "constellation", "converge", "council’s dilemma", "coven", "delirium",
    "descend 4", "descend 8", "domain", "eerie", "eminence", "enrage", "fateful hour",
    "fathomless descent", "ferocious", "formidable", "grandeur", "hellbent", "heroic",
    "imprint", "inspired", "join forces", "kinship", "landfall", "lieutenant", "magecraft",
    "metalcraft", "morbid", "pack tactics", "paradox", "parley", "radiance", "raid", "rally",
    "revolt", "secret council", "spell mastery", "strive", "survival", "sweep",
    "tempting offer", "threshold", "undergrowth", "valiant", "will of the council"})
ALL_CREATURE_TYPES = "all creature types"  # changeling and similar (702.73a)
ARTIFACT_TYPES = frozenset({
    "Equipment", "Fortification", "Vehicle", "Treasure", "Food", "Clue", "Blood"})
ENCHANTMENT_TYPES = frozenset({
    "Aura", "Saga", "Shrine", "Curse", "Role", "Background", "Class", "Rune"})


class Keyword(StrEnum):
    """Keyword abilities without a parameter (702). A few are triggered abilities with a class
    of their own (TRIGGERED_KEYWORDS); they are named here so "without flanking" can be read."""

    DEATHTOUCH = "deathtouch"
    DEFENDER = "defender"
    DOUBLE_STRIKE = "double strike"
    FIRST_STRIKE = "first strike"
    FLANKING = "flanking"  # a triggered ability (702.25a); named here so filters can ask for it
    CASCADE = "cascade"  # a triggered ability (702.85a), named for "a spell with cascade"
    FEAR = "fear"
    FLASH = "flash"
    FLYING = "flying"
    HASTE = "haste"
    HEXPROOF = "hexproof"
    HORSEMANSHIP = "horsemanship"
    INDESTRUCTIBLE = "indestructible"
    INFECT = "infect"
    INTIMIDATE = "intimidate"
    LIFELINK = "lifelink"
    MENACE = "menace"
    REACH = "reach"
    SHADOW = "shadow"
    SHROUD = "shroud"
    SKULK = "skulk"
    TRAMPLE = "trample"
    TRAMPLE_OVER_PLANESWALKERS = "trample over planeswalkers"
    UMBRA_ARMOR = "umbra armor"
    VIGILANCE = "vigilance"
    CONVOKE = "convoke"
    IMPROVISE = "improvise"
    REBOUND = "rebound"
    ASCEND = "ascend"
    DELVE = "delve"
    WITHER = "wither"
    SPLIT_SECOND = "split second"
    DAYBOUND = "daybound"
    NIGHTBOUND = "nightbound"
    START_YOUR_ENGINES = "start your engines!"
    # partner abilities: rules for building a Commander deck, nothing during a game (702.124a)
    PARTNER = "partner"
    FRIENDS_FOREVER = "friends forever"
    CHOOSE_A_BACKGROUND = "choose a background"
    DOCTORS_COMPANION = "doctor's companion"


# each is its own ability kind (vocabulary)
TRIGGERED_KEYWORDS = frozenset({Keyword.FLANKING, Keyword.CASCADE})
# rules for building a deck: they change nothing once the game has begun (702.124a)
DECK_KEYWORDS = frozenset({Keyword.PARTNER, Keyword.FRIENDS_FOREVER, Keyword.CHOOSE_A_BACKGROUND,
                           Keyword.DOCTORS_COMPANION})


def singular(word: str) -> str:
    """'creatures' -> 'creature', 'Elves' -> 'Elf' (type words are written either way); a
    creature type keeps its own spelling ('Cyclops', 'Assembly-Worker')."""
    if word in _TYPES_BY_LOWER.values() or word.lower() in _TYPES_BY_LOWER:
        return _TYPES_BY_LOWER.get(word.lower(), word) if word[:1].isupper() else word.lower()
    irregular = {"elves": "elf", "dwarves": "dwarf", "wolves": "wolf", "mice": "mouse",
                 "plains": "plains", "fungi": "fungus", "sorceries": "sorcery",
                 "allies": "ally", "zombies": "zombie", "faeries": "faerie", "abilities": "ability",
                 "pegasi": "pegasus"}
    low = word.lower()
    if low in irregular:
        out = irregular[low]
    elif low.endswith("ies") and low[:-3] + "y" in _TYPES_BY_LOWER:  # Mercenaries, Armies
        out = low[:-3] + "y"
    elif low.endswith("ches") or low.endswith("shes") or low.endswith("sses"):
        out = low[:-2]
    elif low.endswith("s") and not low.endswith("ss"):
        out = low[:-1]
    else:
        out = low
    if word[:1].isupper():
        return _TYPES_BY_LOWER.get(out, out.capitalize())
    return out


_TYPES_BY_LOWER = {t.lower(): t for t in CREATURE_TYPES}


class DayNight(StrEnum):
    """The game's day or night designation; a game starts with neither (728.1)."""

    DAY = "day"
    NIGHT = "night"


class Designation(StrEnum):
    """A mark a permanent carries until it leaves the battlefield; not an ability, and not
    copied (701.31b, 702.112b)."""

    MONSTROUS = "monstrous"
    RENOWNED = "renowned"
    SADDLED = "saddled"  # until end of turn, too (702.171b)


class Zone(StrEnum):
    """The game zones (400.1)."""

    LIBRARY = "library"
    HAND = "hand"
    BATTLEFIELD = "battlefield"
    GRAVEYARD = "graveyard"
    STACK = "stack"
    EXILE = "exile"
    COMMAND = "command"


class Layer(Enum):
    """The layers and sublayers continuous effects apply in (613.1, 613.4)."""

    COPY = "1"
    CONTROL = "2"
    TEXT = "3"
    TYPE = "4"
    COLOR = "5"
    ABILITY = "6"
    PT_DEFINE = "7a"
    PT_SET = "7b"
    PT_MODIFY = "7c"
    PT_SWITCH = "7d"


LAYERS = tuple(Layer)


class Step(StrEnum):
    """Steps of a turn (500.1), named as judges say them."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    PRECOMBAT_MAIN = "precombat main"
    BEGINNING_OF_COMBAT = "beginning of combat"
    DECLARE_ATTACKERS = "declare attackers"
    DECLARE_BLOCKERS = "declare blockers"
    FIRST_STRIKE_DAMAGE = "first-strike damage"  # the extra combat damage step of 510.4
    COMBAT_DAMAGE = "combat damage"
    END_OF_COMBAT = "end of combat"
    POSTCOMBAT_MAIN = "postcombat main"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main_phase(self) -> bool:
        return self in (Step.PRECOMBAT_MAIN, Step.POSTCOMBAT_MAIN)

    @property
    def is_combat_damage(self) -> bool:
        return self in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE)

UNKNOWN_CARD_NAME = "unknown card"  # a card a scenario only counts (a library given as a number)


def count_of(n: int, noun: str) -> str:
    """'1 counter', '2 counters': a number and its noun, in agreement."""
    return f"{n} {noun}" if n == 1 else f"{n} {noun}s"
