"""Every Comprehensive Rules citation the engine makes, as values.

Numbers refer to the pinned CR (effective 2025-02-07); titles are our own short words.
`tests/test_citations.py` checks each number against the pinned text.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True, order=True)
class Rule:
    number: str
    title: str

    def __str__(self) -> str:
        return f"CR {self.number}"


def _rule(number: str, title: str) -> Rule:
    if number in ALL:
        raise ValueError(f"rule {number} is defined twice in cr.py")
    rule = Rule(number, title)
    ALL[number] = rule
    return rule


ALL: dict[str, Rule] = {}

# 1xx game concepts
# the first rule of the Comprehensive Rules: a file without it is not them (judge/rulebook.py)
RULES_APPLY = _rule("100.1", "the rules apply to any game of two or more players")
APNAP = _rule("101.4", "choices made at once: the active player first, then the others in turn "
              "order (APNAP)")
CANT_WINS = _rule("101.2", "when one effect allows something and another says it can't, it can't")
GAME_ENDS = _rule("104.1", "a game ends at once when a player wins or it is a draw")
WIN_GAME = _rule("104.2a", "the last player in the game wins")
WIN_BY_EFFECT = _rule("104.2b", "an effect may say a player wins")
LOSE_GAME = _rule("104.3", "ways to lose the game")
DRAW_GAME = _rule("104.4a", "all remaining players lose at once: a draw")
MANDATORY_LOOP = _rule("104.4b", "a loop of mandatory actions is a draw")
LOOP_SHORTCUT = _rule("729.1b", "a loop: the shortcut rules say how many times it repeats and "
                      "how it is broken")
LOOP_DRAW = _rule("729.4", "a loop of only mandatory actions: the game is a draw")
TOKEN_CEASES = _rule("111.7", "tokens outside the battlefield cease to exist")
TARGETS = _rule("115.1", "targets are chosen as a spell or ability is put on the stack")
TARGET_ONCE = _rule("115.3", "one word 'target' can't choose the same object or player twice")
ANY_TARGET = _rule("115.4", "'any target': a creature, player, planeswalker or battle")
CHANGE_TARGET = _rule("115.7a", "a target can be changed only to another legal target, else it "
                      "stays")
TARGET_ITSELF = _rule("115.5", "a spell or ability can't target itself")
PRIORITY = _rule("117.1", "who may act: the player with priority")
PRIORITY_IN_STEP = _rule("117.3a", "the active player gets priority as most steps begin")
PRIORITY_AFTER_CASTING = _rule("117.3c", "a player who casts or activates keeps priority")
PRIORITY_AFTER_RESOLVING = _rule("117.3b", "the active player gets priority after a resolution")
PASS_PRIORITY = _rule("117.3d", "passing priority")
ALL_PASS = _rule("117.4", "all players pass in succession: the top of the stack resolves")
SBA_BEFORE_PRIORITY = _rule("117.5", "state-based actions and triggers before priority")
CLASH = _rule("701.23a", "to clash, a player reveals their top card and may put it on the bottom")
CLASH_WITH_AN_OPPONENT = _rule("701.23b", "'clash with an opponent': you and an opponent you "
                               "choose each clash")
CLASH_WON = _rule("701.23d", "a player wins a clash with a higher mana value than every other card "
                  "revealed")
DIE_ROLL = _rule("706.2", "the number a rolled die shows is its result")
DIE_RESULTS = _rule("706.3a", "a results table: what happens on each range of results")
COIN_FLIP = _rule("705.2", "a player who flips a coin calls it, and wins the flip if the call "
                  "matches")
EXTRA_TURN = _rule("500.7", "an extra turn comes directly after the turn it's given after; the "
                   "most recently created is taken first")
LOOK = _rule("701.16e", "looking at a card shows it to one player only")
REVEAL = _rule("701.16a", "a revealed card is shown to all players, and stays where it is")
INCUBATE = _rule("701.51a", "incubate N: an Incubator token with N +1/+1 counters")
INCUBATOR = _rule("701.51b", "an Incubator token transforms into a 0/0 Phyrexian artifact "
                  "creature")
DAMAGE = _rule("120.1", "what can deal and be dealt damage")
CHOOSE_TARGETS = _rule("601.2c", "each target is announced, fitting what its word 'target' "
                       "says: 'another target' is not one chosen before")
DIVIDED = _rule("601.2d", "an amount divided among targets is announced as they are chosen, at "
                "least one to each")
DAMAGE_RESULTS = _rule("120.3", "results of damage")
MANA_ABILITY = _rule("605.3b", "a mana ability resolves at once, without the stack")
MANA = _rule("106.4", "mana is added to a mana pool")
COULD_PRODUCE = _rule("106.7", "the mana a permanent could produce: what its abilities would "
                      "add if they resolved now")
TAPPED_FOR_MANA = _rule("106.12a", "'is tapped for mana' triggers as such a mana ability "
                        "resolves and produces mana")
TRIGGERED_MANA_ABILITY_DEFINED = _rule(
    "605.1b", "a triggered mana ability: no target, triggers from a mana ability, adds mana")
TRIGGERED_MANA_ABILITY = _rule("605.4a", "a triggered mana ability resolves at once, without "
                               "the stack")
MANA_EMPTIES = _rule("500.4", "unused mana empties from mana pools as a step or phase ends")
PAY_MANA = _rule("118.3a", "mana is paid by taking it from the payer's mana pool")
GENERIC_MANA = _rule("107.4b", "generic mana in a cost is paid with any type of mana")
HYBRID_MANA = _rule("107.4e", "a hybrid symbol is paid with either of its halves")
PHYREXIAN_MANA = _rule("107.4f", "a Phyrexian symbol is paid with mana of its color or 2 life")
MANA_ABILITIES_FIRST = _rule("601.2g", "mana abilities are activated before the costs are paid")
TOKEN = _rule("111.1", "tokens")
PLANESWALKER_LOYALTY = _rule("306.5b", "a planeswalker enters with its printed loyalty")
LOYALTY_ABILITY = _rule("606.4", "a loyalty ability's cost adds or removes loyalty counters")
SORCERY_TIMING = _rule("307.1", "sorcery timing: main phase, your turn, empty stack")
X_COST = _rule("107.3a", "X in a cost is chosen as the spell is cast")
X_ENTERING = _rule("107.3m", "an enters ability's X is the X of the spell it was")
X_ACTIVATION = _rule("107.3k", "X in an activation cost is that ability's own")
X_FREE = _rule("107.3b", "cast without paying its mana cost, a spell's X is 0")
ADDITIONAL_COST = _rule("601.2f", "the total cost: mana or alternative cost, plus additional "
                                 "costs and increases, minus reductions")
TOTAL_COST = ADDITIONAL_COST
ACTIVATION_RESTRICTION = _rule("602.5b", "a restriction on an activated ability's use, such as "
                               "'activate only once each turn'")
ACTIVATE_AS_SORCERY = _rule("602.5d", "'activate only as a sorcery' follows sorcery timing")
LOYALTY_TIMING = _rule("606.3", "loyalty abilities: sorcery timing, once per turn")
LOYALTY_REMOVAL = _rule("606.6", "a negative loyalty cost needs that many loyalty counters")
RESOLUTION_CHOICES = _rule("608.2d", "choices made as an effect is applied")
DAMAGE_RECIPIENTS = _rule("120.1a", "only battles, creatures and planeswalkers are dealt damage")
ACTIVATION_PROHIBITED = _rule("602.5", "an ability that can't be activated")
TAP_ABILITY_SICKNESS = _rule(
    "602.5a", "a creature's {T} ability needs it controlled since the turn began, or haste")
EXILED_UNTIL = _rule("610.3", "exiled 'until' an event: it returns as soon as the event happens")
LINKED_EXILE = _rule("607.2a", "linked abilities: 'the exiled card' is the one the other "
                     "ability exiled")
UNTIL_ALREADY_SPELL = _rule("610.3a", "a spell's or activated ability's 'until' event already "
                            "happened: the object doesn't move")
UNTIL_ALREADY_TRIGGER = _rule("610.3b", "a triggered ability's 'until' event already happened: "
                              "the object doesn't move")
RETURNS_TO_OWNER = _rule("610.3c", "an object returned this way comes back under its owner's "
                         "control")
REFLEXIVE_TRIGGER = _rule("603.12", "'when you do': a reflexive triggered ability, which "
                          "triggers at once if the player did it")
RETURN_TOGETHER = _rule("610.3d", "objects returned after the same events return at the same "
                        "time")
PAY_IN_FULL = _rule("118.3", "a cost is paid only in full")
UNTAP_SYMBOL = _rule("107.6", "{Q} in a cost: untap this permanent, which must be tapped")
ENERGY = _rule("107.14", "{E} is an energy counter; to pay it, its player removes one")
COST_ON_RESOLUTION = _rule("118.12", "'[do something]. If you do, …': a cost paid as the spell "
                           "or ability resolves, and whether it was paid")
PAY_LIFE = _rule("119.4", "paying life")
PAY_COSTS = _rule("601.2h", "the total cost is paid")
ACTIVATION_STEPS = _rule("602.2b", "activating follows the steps of casting a spell")
DAMAGE_TO_PLAYER = _rule("120.3a", "damage to a player causes life loss")
INFECT_TO_PLAYER = _rule("120.3b", "infect damage to a player gives poison counters")
WITHER_TO_CREATURE = _rule("120.3d", "wither or infect damage to a creature gives -1/-1 counters")
DAMAGE_TO_PLANESWALKER = _rule("120.3c", "damage to a planeswalker removes loyalty counters")
DAMAGE_TO_CREATURE = _rule("120.3e", "damage to a creature is marked on it")
DAMAGE_TO_BATTLE = _rule("120.3h", "damage to a battle removes defense counters")
BATTLE_DEFENSE = _rule("310.4b", "a battle enters with its printed defense in defense counters")
BATTLE_PROTECTOR = _rule("310.8a", "a battle's protector, chosen as it enters")
PROTECTOR_CANT_ATTACK = _rule("310.8b", "a battle's protector never attacks it; the players "
                              "it defends against may")
PROTECTOR_BLOCKS = _rule("310.8c", "only a battle's protector blocks creatures attacking it")
SIEGE_PROTECTOR = _rule("310.11a", "a Siege is protected by an opponent of its controller")
SIEGE_DEFEATED = _rule("310.11b", "a Siege that loses its last defense counter is exiled and "
                       "may be cast transformed")
LIFELINK_DAMAGE = _rule("120.3f", "damage from a lifelink source also gains life")
DRAW = _rule("121.1", "drawing a card")
DRAWS_ONE_AT_A_TIME = _rule("121.2", "cards are drawn one at a time: each is a draw")
DRAW_EMPTY_LIBRARY = _rule("121.4", "drawing from an empty library")
COUNTERS = _rule("122.1", "counters")
POISON_COUNTERS = _rule("122.1f", "poison counters: ten or more and a player loses")
DOUBLE_COUNTERS = _rule("701.9e", "doubling counters: it gets as many more of that kind as it "
                        "has")
PROLIFERATE = _rule("701.27a", "proliferate: each chosen permanent and player with counters "
                      "gets one more of each kind it has")
BOLSTER = _rule("701.33a", "bolster N: +1/+1 counters on a creature you control with the least "
                          "toughness")
ADAPT = _rule("701.43a", "adapt N: +1/+1 counters on it if it has none")
MONSTROSITY = _rule("701.31a", "monstrosity N: +1/+1 counters and it becomes monstrous, if it "
                              "isn't")
AMASS = _rule("701.44a", "amass: +1/+1 counters on an Army you control, made first if you have "
                        "none")
EXPLORED = _rule("701.40b", "a permanent has explored once it is done, even if it could do "
                 "nothing")
EXPLORE = _rule("701.40a", "explore: a land revealed goes to hand; otherwise a +1/+1 counter")
CONNIVED = _rule("701.47b", "a permanent has connived once it is done, even if it could do "
                 "nothing")
CONNIVE = _rule("701.47a", "connive: draw, discard, and a +1/+1 counter if the discard wasn't a "
                          "land")
SHIELD_COUNTERS = _rule("122.1c", "shield counters protect a permanent")
STUN_COUNTERS = _rule("122.1d", "stun counters stop a permanent from untapping")
DEFENSE_COUNTERS = _rule("122.1g", "a battle's defense counters")
FINALITY_COUNTERS = _rule("122.1h", "finality counters keep a permanent from the graveyard")
RAD_COUNTERS = _rule("122.1i", "rad counters on a player")
LIFE_CHANGE = _rule("119.3", "gaining and losing life")

# 5xx turn structure
STEP_UNTAP = _rule("502.3", "untap step: the active player untaps their permanents")
NO_PRIORITY_UNTAP = _rule("502.4", "no player gets priority in the untap step")
NO_PRIORITY_CLEANUP = _rule("514.3", "normally no player gets priority in the cleanup step")
STEP_UPKEEP = _rule("503.1", "upkeep step")
STEP_DRAW = _rule("504.1", "draw step: the active player draws a card")
STEP_MAIN = _rule("505.1", "main phases")
STEP_BEGIN_COMBAT = _rule("507.1", "beginning of combat step")
STEP_ATTACKERS = _rule("508.1", "declare attackers step")
NO_ATTACKERS = _rule("508.8", "no attackers: the blockers and damage steps are skipped")
ENTERS_ATTACKING = _rule("508.4", "put onto the battlefield attacking: attacking, though it never "
                         "attacked")
STEP_BLOCKERS = _rule("509.1", "declare blockers step")
STEP_COMBAT_DAMAGE = _rule("510.1", "combat damage step: damage is assigned")
STEP_END_OF_COMBAT = _rule("511.1", "end of combat step")
STEP_END = _rule("513.1", "end step")
DECLARE_ATTACKERS = _rule("508.1a", "the active player chooses attackers")
ATTACKERS_TAP = _rule("508.1f", "attacking creatures become tapped")
ATTACK_TRIGGERS = _rule("508.1m", "abilities that trigger on attacking")
PLAYER_ATTACKS = _rule("508.3d", "'whenever [a player] attacks': one or more of their creatures "
                       "are declared as attackers")
SUMMONING_SICKNESS = _rule("302.6", "a creature attacks only if controlled since the turn began")
BLOCK_TRIGGERS = _rule("509.1i", "abilities that trigger on blockers being declared")
BLOCKS_A_CREATURE = _rule("509.3b", "'blocks a creature' triggers once for each creature it "
                                          "blocks")
BLOCKED_BY_TRIGGERS = _rule("509.3d", "'becomes blocked by a creature' triggers once for each "
                            "creature that blocks it")
UNBLOCKED_TRIGGERS = _rule("509.3g", "'attacks and isn't blocked' triggers when no creature is "
                                         "declared as a blocker for it")
DECLARE_BLOCKERS = _rule("509.1a", "the defending player chooses blockers")
ATTACK_RESTRICTIONS = _rule("508.1c", "restrictions on attacking")
BLOCK_REQUIREMENTS = _rule("509.1c", "a blocking declaration obeys the most requirements "
                           "it can")
ATTACK_REQUIREMENTS = _rule(
    "508.1d", "requirements on attacking: as many obeyed as the restrictions allow")
BLOCK_RESTRICTIONS = _rule("509.1b", "restrictions on blocking")
DEFENDING_PLAYER = _rule("506.2", "the attacking player attacks an opponent")
# the attack multiple players option, which judge takes for a game of three or more players
# (the Free-for-All default may be any of 802 and 803; 806.2b)
DEFENDER_PER_ATTACKER = _rule("802.2a", "with several defending players, 'defending player' is "
                              "the one the creature attacks")
ATTACK_SEVERAL_PLAYERS = _rule("802.3", "each attacker attacks a defending player or their "
                               "planeswalker, as its controller says")
BLOCKERS_IN_APNAP_ORDER = _rule("802.4", "several defending players declare blockers in APNAP "
                                "order")
BLOCK_ONLY_ATTACKERS_OF_YOURS = _rule("802.4a", "a defending player blocks only creatures "
                                      "attacking them or their planeswalkers")
BLOCKS_JUDGED_APART = _rule("802.4b", "each defending player's blocks are judged without the "
                            "others' attackers and blockers")
DAMAGE_IN_APNAP_ORDER = _rule("802.5", "with several defending players, combat damage is "
                              "assigned in APNAP order")
WHAT_CAN_BE_ATTACKED = _rule("506.3", "only a player, a planeswalker or a battle is attacked")
CHOOSE_WHAT_IT_ATTACKS = _rule("508.1b", "the attacking player says whom or which planeswalker "
                               "each attacker attacks")
UNBLOCKED_DAMAGE = _rule("510.1b", "an unblocked creature damages what it attacks; attacking "
                         "nothing, it deals none")
ATTACKS_NOTHING = _rule("506.4c", "its planeswalker out of combat, a creature still attacks, "
                        "but nothing")
COMBAT_DAMAGE_IS_POWER = _rule("510.1a", "a creature assigns combat damage equal to its power")
ASSIGN_COMBAT_DAMAGE = _rule("510.1c", "a blocked creature divides its damage among blockers")
AS_THOUGH = _rule("609.4", "'as though': the condition is treated as true for that effect only")
BLOCKER_DAMAGE = _rule("510.1d", "a blocker divides its combat damage among the creatures it "
                       "blocks")
BLOCKED_STAYS_BLOCKED = _rule("509.1h", "a blocked creature stays blocked until combat ends")
COMBAT_DAMAGE = _rule("510.2", "combat damage is dealt at the same time")
FIRST_STRIKE_STEP = _rule("510.4", "first strike: an extra combat damage step")
FIRST_STRIKE_GAINED_LATE = _rule("702.7c", "first strike gained after first-strike damage")
DOUBLE_STRIKE_GAINED_LATE = _rule("702.4d", "double strike gained after first-strike damage")
END_COMBAT = _rule("511.3", "creatures are removed from combat as combat ends")
REMOVED_FROM_COMBAT = _rule("506.4", "removed from combat")
DEFENDER = _rule("702.3b", "a creature with defender can't attack")
FLYING = _rule("702.9b", "flying: blocked only by flying or reach")
LANDWALK = _rule("702.14c", "landwalk")
PROTECTION_BLOCKING = _rule("702.16f", "protection: can't be blocked by that quality")
TRAMPLE_NO_BLOCKERS = _rule("702.19d", "a blocked trampler with no blockers left hits what it "
                            "attacks")
TRAMPLE = _rule("702.19b", "trample: excess damage to the player or planeswalker it attacks")
TRAMPLE_OVER_PLANESWALKERS = _rule("702.19c", "trample over planeswalkers: damage beyond the "
                                   "loyalty of the planeswalker it attacks to its controller")
TRAMPLE_OVER_REMOVED = _rule("702.19e", "trample over planeswalkers: its planeswalker gone, "
                             "its damage goes to the defending player")
SHADOW = _rule("702.28b", "shadow blocks and is blocked only by shadow")
MENACE = _rule("702.111b", "menace: two or more blockers")
DEATHTOUCH_LETHAL = _rule("702.2c", "deathtouch: any combat damage is lethal for assignment")
CLEANUP_DISCARD = _rule("514.1", "cleanup: discard down to maximum hand size")
MAX_HAND_SIZE = _rule("402.2", "a player's maximum hand size is seven, unless an effect says "
                                 "otherwise")
SKIP = _rule("614.10", "skipping a step is a replacement effect: instead, nothing happens")
CHAPTER = _rule("714.2b", "a chapter ability triggers as lore counters reach its number")
SAGA_ENTERS = _rule("714.3a", "a Saga enters with a lore counter")
SAGA_LORE = _rule("714.3b", "as its controller's precombat main phase begins, a lore counter on "
                            "each Saga")
SBA_SAGA = _rule("714.4", "a Saga with lore counters at its final chapter number is sacrificed, "
                          "once no chapter ability of it waits to resolve")
CLEANUP_AGAIN = _rule("514.3a", "state-based actions or triggers in cleanup: priority, then "
                      "another cleanup step")
CLEANUP = _rule("514.2", "cleanup: damage removed, 'until end of turn' effects end")
STEP_ENDS = _rule("500.2", "a step ends when all players pass with an empty stack")

# 3xx card types
EQUIPMENT = _rule("301.5c", "what an Equipment may equip")
EQUIPMENT_ENTERS_UNATTACHED = _rule(
    "301.5e", "an Equipment put onto the battlefield attached where it can't equip enters "
    "unattached")
AURA_ENCHANT = _rule(
    "303.4a", "an Aura spell targets what it will enchant, as its enchant ability says")
AURA = _rule("303.4c", "an Aura enchanting an illegal or missing object")
AURA_TOKEN = _rule(
    "303.4f", "an Aura entering without being cast enchants what the effect says, or what its "
    "player chooses")
AURA_CANT_ENTER = _rule(
    "303.4i", "an Aura put onto the battlefield where it can't be attached stays where it was; "
    "as a token, it isn't created")
OTHER_ENTERS_UNATTACHED = _rule(
    "303.4h", "a permanent that isn't an Aura or Equipment put onto the battlefield attached "
    "enters unattached")
ROLE = _rule("303.7a", "of the Roles one player controls on a permanent, only the newest stays")
AURA_SELF_OR_CREATURE = _rule(
    "303.4d", "an Aura can't enchant itself; an Aura creature enchants nothing")
PERMANENT_ENTERS = _rule("608.3a", "a permanent spell becomes a permanent")
AURA_ENTERS = _rule("608.3c", "an Aura spell enters attached to its target")
PERMANENT_SPELL_TARGET_ILLEGAL = _rule(
    "608.3b", "an Aura spell with an illegal target doesn't resolve")

# 4xx zones
NEW_OBJECT = _rule("400.7", "an object that changes zones becomes a new object")
FOUND_WHEN_CAST = _rule("400.7h", "an effect that allowed a card to be cast finds the spell")
STACK_ORDER = _rule("405.2", "the stack keeps the order things were put on it")

# 6xx spells, abilities, effects
MODES = _rule("700.2a", "a modal spell's modes are chosen as it is cast")
MODE_AGAIN = _rule("700.2d", "a mode chosen more than once, where allowed, happens that many "
                   "times in a row")
CAST = _rule("601.2", "casting a spell")
CAST_ALLOWED = _rule("601.3", "a spell is cast only where a rule or effect allows it")
PLAY_LAND = _rule("305.1", "playing a land: a special action in your main phase")
LAND_NOT_CAST = _rule("305.9", "a land is played as a land, never cast as a spell")
ONE_LAND = _rule("305.2", "one land per turn, unless effects allow more")
LAND_TYPE_CHANGE = _rule(
    "305.7", "a land given a basic land type loses its other land types and abilities")
CAST_TIMING = _rule("117.1a", "when a spell may be cast")
ACTIVATE = _rule("602.2", "activating an ability")
ACTIVATION_INSTRUCTIONS = _rule("602.1b", "text after the colon may say who can activate the "
                                "ability, and when")
MORPH = _rule("702.37a", "morph: cast this card face down as a 2/2 creature for {3}")
MEGAMORPH = _rule("702.37b", "megamorph: a +1/+1 counter as it is turned face up")
DISGUISE = _rule("702.168a", "disguise: cast face down as a 2/2 creature with ward {2}")
DISGUISE_FACE_UP = _rule("702.168d", "a face-down permanent with disguise is turned face up "
                                     "by paying its disguise cost")
TURN_FACE_UP = _rule("702.37e", "a face-down permanent with morph is turned face up by paying "
                                "its morph cost")
FACE_DOWN = _rule("708.2a", "a face-down permanent is a 2/2 creature with no name, text, "
                            "subtypes or mana cost")
MANIFEST = _rule("701.34a", "manifest: a card put onto the battlefield face down as a 2/2 "
                           "creature")
MANIFEST_FACE_UP = _rule("701.34b", "a manifested creature card is turned face up by paying its "
                                    "mana cost")
MANIFEST_ONE_AT_A_TIME = _rule("701.34e", "several cards are manifested one at a time")
MANIFEST_NOT_CREATURE = _rule("701.34g", "a manifested instant or sorcery card stays face down")
MANIFEST_DREAD = _rule("701.60a", "manifest dread: look at the top two cards, manifest one, "
                                  "the other into the graveyard")
PLAY_LAND_FROM = _rule("116.2a", "a land is played from the zone it is in, usually its player's "
                       "hand")
SPECIAL_ACTION = _rule("116.2b", "turning a face-down creature face up is a special action")
ABILITY_ZONES = _rule("113.6", "where an object's abilities work")
FUNCTIONS_IN_ZONE = _rule("113.6m", "an ability that moves its object out of a zone works only "
                          "in that zone")
ANNIHILATOR = _rule("702.86a", "annihilator: the defending player sacrifices permanents")
AFFLICT = _rule("702.130a", "afflict: the defending player loses life when it becomes blocked")
SOULSHIFT = _rule("702.46a", "soulshift: return a Spirit card as it dies")
AFTERLIFE = _rule("702.135a", "afterlife: Spirit tokens as it dies")
RAMPAGE = _rule("702.23a", "rampage N: +N/+N for each creature blocking it beyond the first")
TRAINING = _rule("702.149a", "training: a +1/+1 counter as it attacks with a stronger creature")
DREDGE = _rule("702.52a", "dredge N: from the graveyard, a draw may be replaced by milling N "
               "and returning the card")
OFFSPRING = _rule("702.175a", "offspring: an optional additional cost; paid, a 1/1 token copy as "
                  "the permanent enters")
BUSHIDO = _rule("702.45a", "bushido: +N/+N whenever it blocks or becomes blocked")
UMBRA_ARMOR = _rule("702.89a", "umbra armor: if the enchanted permanent would be destroyed, its "
                   "damage is removed and the Aura is destroyed instead")
EXTORT = _rule("702.101a", "extort: whenever you cast a spell, you may pay {W/B} to drain each "
               "opponent for 1")
FLANKING = _rule("702.25a", "flanking: a creature without flanking that blocks it gets -1/-1")
EXALTED = _rule("702.83a", "exalted: a creature attacking alone gets +1/+1")
ATTACKS_ALONE = _rule("506.5", "a creature attacks alone if it is the only one declared")
WARD = _rule("702.21a", "ward: counter a spell or ability targeting it unless its controller "
             "pays")
UNLESS_PAYS = _rule("118.12a", "'unless a player pays': a choice to pay as it resolves")
KICKER = _rule("702.33a", "kicker: an optional additional cost")
BUYBACK = _rule("702.27a", "buyback: with its buyback cost paid, the spell returns to its "
                          "owner's hand as it resolves")
KICKED = _rule("702.33d", "a spell whose kicker cost was paid was kicked")
BARGAIN = _rule("702.166a", "bargain: its caster may sacrifice an artifact, enchantment or token "
                "as an additional cost")
BARGAINED = _rule("702.166b", "a spell whose bargain cost is paid was bargained")
SOULBOND = _rule("702.95a", "soulbond: as it or another creature you control enters, the two "
                 "unpaired creatures may be paired for as long as both stay creatures you "
                 "control")
PAIRED = _rule("702.95b", "a creature paired by a soulbond ability; abilities refer to its pair")
PAIRING_FAILS = _rule("702.95c", "as soulbond resolves, no pairing if either isn't a creature "
                      "on the battlefield under its controller's control")
SPREE = _rule("702.172a", "spree: one or more modes, each chosen mode's cost paid as an "
              "additional cost")
FLASHBACK = _rule("702.34a", "flashback: cast from the graveyard, then exiled")
ENLIST = _rule("702.154a", "enlist: as it attacks, tap a non-attacking creature; it gets +X/+0, "
               "X the tapped creature's power")
ENLIST_INSTANCES = _rule("702.154d", "each instance of enlist has its own cost and trigger")
ATTACK_COSTS = _rule("508.1h", "the attacking player pays the costs to attack")
EQUIP_QUALITY = _rule("702.6c", "'equip [quality]': only a creature with that quality may be "
                      "targeted")
GRAFT = _rule("702.58a", "graft N: it enters with N +1/+1 counters; one may move onto another "
              "creature as it enters")
MOVE_COUNTERS = _rule("122.5", "moving a counter: removed from one object and put on another, "
                      "or neither")
RIPPLE = _rule("702.60a", "ripple N: as it's cast, reveal the top N cards; cast those with its "
               "name free; the rest to the bottom")
MIRACLE = _rule("702.94a", "miracle: revealed as it is drawn, a turn's first card may be cast "
                "for its miracle cost")
GRAVESTORM = _rule("702.69a", "gravestorm: as the spell is cast, a copy for each permanent put "
                   "into a graveyard from the battlefield this turn")
ESCALATE = _rule("702.120a", "escalate: its cost paid once more for each mode chosen beyond the "
                 "first")
UNDAUNTED = _rule("702.125a", "undaunted: the spell costs {1} less for each opponent")
UNDAUNTED_LEFT = _rule("702.125b", "players who left the game aren't counted for undaunted")
RECOVER = _rule("702.59a", "recover: when a creature goes to your graveyard from the battlefield, "
                "pay to return this card to your hand, or else exile it")
RAVENOUS = _rule("702.156a", "ravenous: it enters with X +1/+1 counters; when it enters, if X is 5 "
                 "or more, draw a card")
CHAMPION = _rule("702.72a", "champion: as it enters, sacrifice it unless another such permanent "
                 "is exiled; when it leaves, that card returns")
PARTNER_WITH = _rule("702.124i", "partner with [name]: when it enters, target player may search "
                     "their library for the card named [name] and put it into their hand")
FORECAST = _rule("702.57a", "forecast: an activated ability activated only from its card's owner's "
                 "hand, revealing it")
FORECAST_TIMING = _rule("702.57b", "forecast: only during its owner's upkeep, once each turn")
DISTURB = _rule("702.146a", "disturb: cast transformed from the graveyard for its disturb cost")
DISTURBED = _rule("702.146b", "a spell cast with disturb enters with its back face up")
CASTS_TRANSFORMED = _rule("712.11a", "a transforming double-faced card cast transformed goes on "
                          "the stack back face up")
SAME_FACE_UP = _rule("712.13", "a double-faced spell that becomes a permanent enters with the "
                     "face up it had on the stack")
CAST_TRANSFORMED = _rule("712.8c", "a spell cast transformed has its back face's characteristics, "
                         "its mana value its front face's")
ESCAPE = _rule("702.138a", "escape: cast from the graveyard for its escape cost rather than its "
               "mana cost")
ESCAPED = _rule("702.138b", "a spell cast with escape, and the permanent it becomes, escaped")
ESCAPES_WITH = _rule("702.138c", "'escapes with' counters: if it escaped, it enters with them")
RENOWN = _rule("702.112a", "renown N: +1/+1 counters and renowned, as it first deals combat "
                           "damage to a player")
RENOWNED = _rule("702.112b", "renowned: a designation until it leaves the battlefield")
FABRICATE = _rule("702.123a", "fabricate N: +1/+1 counters on it, or as many 1/1 Servo tokens")
ECHO = _rule("702.30a", "echo: in your first upkeep with it, sacrifice it unless you pay its "
                       "echo cost")
UNEARTH = _rule("702.84a", "unearth: back from the graveyard with haste, exiled at the next end "
                           "step or if it would leave")
TRANSFORM = _rule("701.28a", "to transform a permanent is to turn it to its other face")
TRANSFORM_NOTHING = _rule("701.28c", "a permanent that isn't a transforming double-faced card "
                                     "can't transform")
TRANSFORMS_INTO = _rule("701.28e", "'transforms into': what it is just after it transforms")
TRANSFORM_ONCE = _rule("701.28f", "an ability transforms its source only if it hasn't "
                                  "transformed since the ability was put on the stack")
DOUBLE_FACED = _rule("712.2", "a transforming double-faced card has a face on each side")
BACK_FACE = _rule("712.8e", "back face up, it has only its back face's characteristics")
TRANSFORMED_SAME_OBJECT = _rule("712.18", "a permanent that transforms is the same object")
DAYBOUND = _rule("702.145b", "daybound: enters transformed at night, and transforms only as it "
                             "becomes night")
DAYBOUND_TRANSFORMS = _rule("702.145c", "a front-face-up daybound permanent transforms at once "
                                        "at night")
DAYBOUND_MAKES_DAY = _rule("702.145d", "with a daybound permanent and neither day nor night, "
                                       "it becomes day")
NIGHTBOUND = _rule("702.145e", "nightbound: transforms only as it becomes day")
NIGHTBOUND_TRANSFORMS = _rule("702.145f", "a back-face-up nightbound permanent transforms at "
                                          "once by day")
NIGHTBOUND_MAKES_NIGHT = _rule("702.145g", "with a nightbound permanent, no daybound one and "
                                           "neither day nor night, it becomes night")
DAY_NIGHT_CHECK = _rule("502.2", "the untap step checks whether day becomes night or night day")
BECOMES_NIGHT = _rule("728.2a", "day becomes night if the last turn's active player cast no "
                                "spells")
BECOMES_DAY = _rule("728.2b", "night becomes day if the last turn's active player cast two or "
                              "more spells")
GENERIC_REDUCTION = _rule("118.7a", "a reduction of generic mana reduces only the generic part")
AFFINITY = _rule("702.41a", "affinity for [text]: {1} less for each [text] you control")
CAST_WHILE_RESOLVING = _rule("608.2g", "a spell cast as another spell or ability resolves: "
                                      "no player gets priority after it")
SUSPEND = _rule("702.62a", "suspend: exiled from hand with time counters, one removed each upkeep; "
                           "cast free when the last is")
SUSPEND_ACTION = _rule("116.2f", "suspending a card from hand is a special action")
VANISHING = _rule("702.63a", "vanishing N: time counters, one removed each upkeep, sacrificed "
                               "when the last is")
FADING = _rule("702.32a", "fading N: fade counters, one removed each upkeep, sacrificed when "
                          "none can be")
MADNESS = _rule("702.35a", "madness: a discarded card is exiled, and may be cast for its madness "
                           "cost")
CASCADE = _rule("702.85a", "cascade: exile from the top until a nonland card of lesser mana "
                           "value, which may be cast free; the rest go to the bottom")
REBOUND = _rule("702.88a", "rebound: cast from hand, it is exiled as it resolves and may be "
                           "cast free in its caster's next upkeep")
PAY_AS_ENTERS = _rule("614.12", "a replacement that modifies how a permanent enters applies "
                               "as it enters, with the choices it asks for")
BLOODTHIRST = _rule("702.54a", "bloodthirst N: N +1/+1 counters if an opponent was dealt damage "
                               "this turn")
MODULAR = _rule("702.43a", "modular N: enters with N +1/+1 counters; as it dies, they may go on an "
                           "artifact creature")
FORETELL = _rule("702.143a", "foretell: exiled face down from hand for {2} in your turn, cast "
                             "after that turn for its foretell cost")
FORETELL_ACTION = _rule("116.2h", "foretelling a card is a special action")
PLOT = _rule("702.170a", "plot: exiled from hand in your main phase, it becomes plotted")
PLOT_ACTION = _rule("116.2k", "plotting a card is a special action")
PLOTTED_CAST = _rule("702.170d", "a plotted card is cast free from exile in a later turn's main "
                                 "phase with an empty stack")
EVOLVE = _rule("702.100a", "evolve: a +1/+1 counter when a bigger creature enters under your "
                           "control")
EXPLOIT = _rule("702.110a", "exploit: as it enters, its controller may sacrifice a creature")
EXPLOITS = _rule("702.110b", "a creature exploits the creature sacrificed by its exploit ability")
RIOT = _rule("702.136a", "riot: enters with a +1/+1 counter, or else with haste")
STATE_TRIGGER = _rule("603.8", "a state trigger: once while the state holds, again only after it "
                               "has left the stack")
ASCEND_SPELL = _rule("702.131a", "ascend on a spell: the city's blessing as it resolves, with ten "
                                 "or more permanents")
ASCEND = _rule("702.131b", "ascend on a permanent: the city's blessing any time its controller has "
                           "ten or more permanents")
CRIME = _rule("700.13", "committing a crime: targeting an opponent, what they control, or a card "
              "in their graveyard")
TRANSMUTE = _rule("702.53a", "transmute: discard it to search for a card of the same mana value, "
                  "as a sorcery")
PROVOKE = _rule("702.39a", "provoke: as it attacks, a creature the defending player controls may "
                "be made to block it, and is untapped")
MAX_SPEED_ABILITY = _rule("702.178a", "max speed: the object has the ability while its "
                         "controller's speed is 4")
START_YOUR_ENGINES = _rule("702.179a", "start your engines!: a player with none gets speed 1")
SPEED_SET = _rule("702.179c", "increasing the speed of a player with none sets it")
SPEED_TRIGGER = _rule("702.179d", "a player's speed rises when opponents lose life in their "
                      "turn, once each turn, up to 4")
MAX_SPEED = _rule("702.179e", "max speed is speed 4")
SBA_SPEED = _rule("704.5z", "state-based action: start your engines! gives speed 1")
CITY_BLESSING = _rule("702.131c", "the city's blessing: a designation a player keeps")
DISCOVER = _rule("701.55a", "discover N: exile from the top until a nonland card of mana value N "
                 "or less; cast it free, or put it into your hand")
BACKUP = _rule("702.165a", "backup N: +1/+1 counters on target creature, which, if it's another, "
               "gains the abilities printed below backup until end of turn")
MONARCH = _rule("722.1", "the monarch: a designation a player can have")
MONARCH_TRIGGERS = _rule("722.2", "the monarch draws at the beginning of their end step; combat "
                         "damage to the monarch makes the creature's controller the monarch; "
                         "these abilities have no source")
ONE_MONARCH = _rule("722.3", "as a player becomes the monarch, the current one stops being it")
DUNGEON_OUTSIDE = _rule("309.2a", "venturing with no dungeon in the command zone brings one in "
                         "from outside the game")
DUNGEON_MARKER = _rule("309.4a", "a dungeon put into the command zone gets its owner's venture "
                       "marker on its topmost room")
ROOM_ABILITY = _rule("309.4c", "a room ability triggers when its owner's venture marker moves "
                     "into that room; the dungeon's owner controls it")
DUNGEON_COMPLETED = _rule("309.7", "a player completes a dungeon as it is removed from the game")
VENTURE = _rule("701.46a", "venture into the dungeon: with no dungeon, bring one in and enter "
                "its topmost room")
VENTURE_NEXT = _rule("701.46b", "venture into the dungeon: move the venture marker along an "
                     "arrow to the next room, choosing among arrows")
VENTURE_LAST = _rule("701.46c", "venturing from the bottommost room completes that dungeon, then "
                     "brings in another")
VENTURE_INTO = _rule("701.46d", "venture into [quality]: a dungeon brought in must have that "
                     "quality")
SBA_DUNGEON = _rule("704.5t", "state-based action: a dungeon whose marker is on its bottommost "
                    "room, with no room ability of it waiting, is removed (completed)")
INITIATIVE = _rule("723.1", "the initiative: a designation a player can have")
INITIATIVE_TRIGGERS = _rule("723.2", "the initiative's holder ventures into Undercity at their "
                            "upkeep and whenever they take it; combat damage to them gives it "
                            "to the creatures' controller; these abilities have no source")
ONE_INITIATIVE = _rule("723.3", "as a player takes the initiative, the one who had it loses it")
TAKE_INITIATIVE_AGAIN = _rule("723.5", "taking the initiative while having it triggers its "
                              "venture again")
RING_TEMPTS = _rule("701.52a", "the Ring tempts you: choose a creature you control as your "
                    "Ring-bearer")
RING_BEARER = _rule("701.52b", "Ring-bearer: a designation a permanent can have, not copiable")
RING_EMBLEM = _rule("701.52c", "the Ring emblem: its abilities grow with the times the Ring has "
                    "tempted its owner")
RING_TEMPTED = _rule("701.52d", "the Ring tempts a player even if no creature could be chosen")
IS_RING_BEARER = _rule("701.52e", "'is your Ring-bearer': on the battlefield, under your "
                       "control, with the designation")
ENTWINE = _rule("702.42a", "entwine: all modes of a modal spell, for an additional cost")
REINFORCE = _rule("702.77a", "reinforce N: discard it from hand to put N +1/+1 counters on target "
                  "creature")
BESTOW = _rule("702.103a", "bestow: cast as an Aura spell with enchant creature for its bestow "
               "cost")
BESTOWED_AURA = _rule("702.103b", "a bestowed spell is an Aura enchantment with enchant creature")
BESTOW_TARGET_ILLEGAL = _rule("702.103e", "a bestowed Aura spell with an illegal target resolves "
                              "as a creature spell")
BESTOW_UNATTACHED = _rule("702.103f", "a bestowed Aura that becomes unattached ceases to be "
                          "bestowed")
MYRIAD = _rule("702.116a", "myriad: a token copy attacking each opponent other than the "
               "defending player, exiled at end of combat")
NINJUTSU = _rule("702.49a", "ninjutsu: an unblocked attacker returned to hand, this card put "
                 "onto the battlefield tapped and attacking")
ENCORE = _rule("702.141a", "encore: exile it from your graveyard; for each opponent, a token copy "
                           "with haste that attacks that opponent this turn if able, sacrificed "
                           "at the next end step")
EMBALM = _rule("702.128a", "embalm: a white Zombie token copy of the card, exiled from the "
               "graveyard")
ETERNALIZE = _rule("702.129a", "eternalize: a 4/4 black Zombie token copy of the card, exiled "
                   "from the graveyard")
LEVEL_UP = _rule("702.87a", "level up: pay the cost for a level counter, as a sorcery")
LEVEL_SYMBOL = _rule("711.2", "a level symbol: while it has that many level counters, the "
                     "leveler has that base power and toughness and those abilities")
OUTLAST = _rule("702.107a", "outlast: pay the cost and tap it for a +1/+1 counter, as a sorcery")
INGEST = _rule("702.115a", "ingest: a player it deals combat damage to exiles their library's top "
               "card")
BOAST = _rule("702.142a", "boast: activate only if this creature attacked this turn, once each "
              "turn")
SADDLE = _rule("702.171a", "saddle N: tap other creatures with total power N or greater, as a "
               "sorcery: it becomes saddled until end of turn")
SADDLED = _rule("702.171b", "saddled: a designation until end of turn or until it leaves the "
                "battlefield")
EXHAUST = _rule("702.177a", "exhaust: activate only once")
SCAVENGE = _rule("702.97a", "scavenge: exile it from the graveyard to put +1/+1 counters equal to "
                 "its power on target creature, as a sorcery")
SUPPORT = _rule("701.35a", "support N: a +1/+1 counter on each of up to N (other) target "
                "creatures")
AMPLIFY = _rule("702.38a", "amplify N: as it enters, reveal cards in your hand that share a "
                           "creature type with it; N +1/+1 counters for each")
DEVOUR = _rule("702.82a", "devour N: as it enters, sacrifice any number of creatures; N +1/+1 "
               "counters for each")
EMERGE = _rule("702.119a", "emerge: cast it for its emerge cost by sacrificing a creature; the "
                           "cost is reduced by that creature's mana value")
CASUALTY = _rule("702.153a", "casualty N: as it's cast, its caster may sacrifice a creature with "
                 "power N or greater; if they did, the spell is copied")
RETRACE = _rule("702.81a", "retrace: cast from the graveyard, discarding a land card too")
JUMP_START = _rule("702.133a", "jump-start: cast from the graveyard, discarding a card too, then "
                               "exiled")
LIVING_METAL = _rule("702.161a", "living metal: during your turn, it is an artifact creature too")
ENTERS_TRANSFORMED = _rule("712.14a", "put onto the battlefield transformed, it enters back face "
                                     "up; a card with no back face stays where it is")
DETHRONE = _rule("702.105a", "dethrone: a +1/+1 counter as it attacks the player with the most "
                             "life")
UNLEASH = _rule("702.98a", "unleash: may enter with a +1/+1 counter, and then can't block")
ALTERNATIVE_COST = _rule("118.9a", "one alternative cost at most for one spell")
PAY_INSTEAD = _rule("118.9", "an alternative cost paid rather than the mana cost")
PROTOTYPE = _rule("702.160a", "prototype: cast prototyped, with its other mana cost, power and "
                             "toughness")
PROTOTYPED = _rule("718.3b", "a prototyped spell and the permanent it becomes have only the "
                             "prototype mana cost, power and toughness, and its cost's colors")
AWAKEN = _rule("702.113a", "awaken N: cast for its awaken cost, N +1/+1 counters on a target "
                          "land you control, which becomes a 0/0 Elemental creature with haste")
AWAKEN_TARGET = _rule("702.113b", "the awaken target is chosen only if the awaken cost is paid")
OVERLOAD = _rule("702.96a", "overload: an alternative cost; paid, the spell's text says 'each' "
                 "for every 'target'")
OVERLOAD_NO_TARGETS = _rule("702.96b", "an overloaded spell has no targets")
ASSIST = _rule("702.132a", "assist: another player may pay some of the spell's generic mana")
CONSPIRE = _rule("702.78a", "conspire: tap two untapped creatures sharing a color with it as "
                 "it's cast; when it's cast, if you did, copy it")
SQUAD = _rule("702.157a", "squad: its cost may be paid any number of times as it's cast; a "
               "token copy of the creature as it enters for each time")
REPLICATE = _rule("702.56a", "replicate: its cost may be paid any number of times as it's cast; "
                  "when it's cast, a copy for each time")
SPECTACLE = _rule("702.137a", "spectacle: an alternative cost if an opponent lost life this turn")
SURGE = _rule("702.117a", "surge: an alternative cost if its caster cast another spell this turn")
EVOKE = _rule("702.74a", "evoke: cast for its evoke cost, it is sacrificed as it enters")
DASH = _rule("702.109a", "dash: cast for its dash cost, it has haste and returns to its owner's "
                         "hand at the next end step")
BLITZ = _rule("702.152a", "blitz: cast for its blitz cost, it has haste, draws a card as it dies "
                          "and is sacrificed at the next end step")
CREW = _rule("702.122a", "crew: tap other creatures with enough total power")
CONVOKE = _rule("702.51a", "convoke: tap creatures to pay for a spell")
IMPROVISE = _rule("702.126a", "improvise: tap artifacts to pay generic mana of a spell's cost")
DELVE = _rule("702.66a", "delve: exile cards from your graveyard to pay generic mana of a "
                         "spell's cost")
CYCLING = _rule("702.29a", "cycling: discard this card from hand to draw a card")
TYPECYCLING = _rule("702.29e", "typecycling: discard this card to search for a card of a type")
CYCLE_TRIGGERS = _rule("702.29c", "'when you cycle this card' triggers from the zone it goes to")
ACTIVATED_ABILITY = _rule("602.1a", "an activated ability: [cost]: [effect]")
TRIGGERED_ABILITY = _rule("603.1", "a triggered ability: [when/whenever/at] [event], [effect]")
STATIC_ABILITY = _rule("604.1", "a static ability does something all the time")
MANA_ABILITY_DEFINED = _rule(
    "605.1a", "an activated mana ability: no target, adds mana, not loyalty")
KEYWORD_ABILITY = _rule("702.1", "keyword abilities")
RESOLVE = _rule("608.2", "resolving an instant, sorcery or ability")
TARGETS_ON_RESOLUTION = _rule("608.2b", "targets are checked as a spell or ability resolves")
TRIGGERS = _rule("603.2", "an ability triggers when its event happens")
TRIGGER_CHECKED_AFTER = _rule("603.10", "whether an ability triggers is checked on the objects "
                              "as they are just after the event")
TRIGGERS_TO_STACK = _rule("603.3", "triggered abilities go on the stack before priority")
TRIGGER_CONTROLLER = _rule("603.3a", "a triggered ability's controller: who controlled its "
                            "source as it triggered")
TRIGGER_ORDER = _rule("603.3b", "APNAP order; each player orders their own triggers")
TRIGGER_MODES = _rule("603.3c", "a modal triggered ability's modes are chosen as it goes on "
                      "the stack; one without legal targets can't be; none chosen: removed")
TRIGGER_TARGETS = _rule("603.3d", "a triggered ability's targets; none legal: it is removed")
INTERVENING_IF = _rule("603.4", "an intervening 'if' is checked on triggering and resolving")
INTERVENING_IF_ON_RESOLUTION = _rule("608.2a", "an intervening 'if' is checked as it resolves")
OPTIONAL_TRIGGER = _rule("603.5", "'you may' is chosen as the ability resolves")
DELAYED_LOSES_TRACK = _rule("603.7c", "a delayed ability doesn't follow an object to a new zone")
DELAYED_TRIGGER = _rule("603.7", "delayed triggered abilities")
ENTERS_TRIGGER = _rule("603.6a", "enters-the-battlefield abilities")
ONE_EVENT = _rule("603.2c", "an ability triggers once for each time its event happens")
BECOMES_TRIGGER = _rule("603.2f", "a 'becomes' trigger: only as the event happens, not for a "
                        "state that already exists")
BEGINNING_TRIGGER = _rule("603.2b", "'at the beginning of' a step triggers as it begins")
CAST_TRIGGER = _rule("601.2i", "abilities that trigger when a spell is cast")
FROM_ANYWHERE = _rule("113.6k", "a trigger that can't happen on the battlefield works from "
                      "the zones it can happen in")
LOOK_BACK = _rule("603.10a", "leaves-the-battlefield abilities look back in time")
FOLLOW_INSTRUCTIONS = _rule("608.2c", "instructions are followed in the order written")
MENTOR = _rule("702.134a", "mentor: as it attacks, a +1/+1 counter on target attacking creature "
               "with less power")
PROWESS = _rule("702.108a", "prowess: +1/+1 whenever you cast a noncreature spell")
BATTLE_CRY = _rule("702.91a", "battle cry: each other attacking creature gets +1/+0")
LIVING_WEAPON = _rule("702.92a", "living weapon: a 0/0 Germ token, and this Equipment attached to "
                                "it")
FOR_MIRRODIN = _rule("702.163a", "For Mirrodin!: a 2/2 Rebel token, and this Equipment attached to "
                                 "it")
UNDYING = _rule("702.93a", "undying: returns with a +1/+1 counter if it had none")
DECAYED = _rule("702.147a", "decayed: can't block; sacrificed at end of combat after it attacks")
PERSIST = _rule("702.79a", "persist: returns with a -1/-1 counter if it had none")
PUT_ONTO_BATTLEFIELD = _rule("110.2", "a permanent enters under its owner's control unless an "
                             "effect says otherwise")
FINISH_RESOLVING = _rule(
    "608.2n", "a resolved spell goes to the graveyard; an ability leaves the stack")
EFFECT_LOOKS_AT_LKI = _rule("608.2h", "an effect uses current or last known information")
COPY_LAYER = _rule("613.1a", "layer 1: copy effects")
CONTROL_LAYER = _rule("613.1b", "layer 2: control-changing effects")
TEXT_LAYER = _rule("613.1c", "layer 3: text-changing effects")
TYPE_LAYER = _rule("613.1d", "layer 4: type-changing effects")
COLOR_LAYER = _rule("613.1e", "layer 5: color-changing effects")
ABILITY_LAYER = _rule("613.1f", "layer 6: ability-adding and -removing effects")
PT_DEFINE = _rule("613.4a", "layer 7a: characteristic-defining abilities that define P/T")
PT_SET = _rule("613.4b", "layer 7b: effects that set power and toughness")
PT_SWITCH = _rule("613.4d", "layer 7d: effects that switch power and toughness")
RULES_EFFECTS = _rule("613.11", "effects that change the rules of the game, not characteristics")
CDA_FIRST = _rule("613.3", "within layers 2-6, characteristic-defining abilities apply first")
KEEPS_APPLYING = _rule("613.6", "an effect keeps applying to what it began applying to")
TIMESTAMP_ORDER = _rule("613.7", "within a layer, effects apply in timestamp order")
DEPENDENCY_ORDER = _rule("613.8b", "an effect that depends on another applies after it")
PT_LAYER = _rule("613.1g", "layer 7: power- and toughness-changing effects")
COPIABLE_SUBLAYER = _rule("613.2a", "layer 1a: copy effects and other copiable effects")
STATIC_TIMESTAMP = _rule("613.7a", "a static ability's effect: its object's timestamp, or that of "
                         "the effect that gave it the ability if later")
RESOLVED_TIMESTAMP = _rule("613.7b", "a resolved spell's or ability's effect: timestamped as it "
                           "is created")
COUNTER_TIMESTAMP = _rule("613.7c", "a counter: timestamped as it is put on")
ENTERED_TIMESTAMP = _rule("613.7d", "an object: timestamped as it enters a zone")
DEPENDS = _rule("613.8a", "depends on: same layer, neither or both characteristic-defining, and "
                "applying the other changes its existence, what it applies to or what it does")
ORDER_REEVALUATED = _rule("613.8c", "after each effect applies, the order of the rest is decided "
                          "again")
TEXT_CHANGE = _rule("612.2", "a text-changing effect changes words in the rules text")
CANT_HAVE = _rule("113.11", "an object that can't have an ability loses it, and can't gain it")
DURATION_ENDS = _rule("611.2b", "'for as long as' durations")
LASTS_AS_STATED = _rule("611.2a", "an effect from a resolution lasts as long as it says")
CONTINUOUS_FROM_RESOLUTION = _rule(
    "611.2c", "a resolved effect: fixed objects for characteristics, any for rules")
STATIC_EFFECT = _rule("611.3a", "a static ability's effect applies continuously")
PT_MODIFY = _rule("613.4c", "layer 7c: effects that modify power and toughness")

REPLACEMENT = _rule("614.1a", "'instead': a replacement effect")
AS_ENTERS = _rule("614.1c", "'as this enters' and 'enters as' are replacement effects")
ENTERS_CHOICE = _rule("614.12a", "a choice a replacement of how a permanent enters needs is "
                      "made before it enters")
ENTERS_TAPPED = _rule("614.1d", "'[this] enters …' (tapped, for example) is a replacement effect")
PREVENTED_NEVER_HAPPENS = _rule("615.6", "prevented damage never happens")
REPLACED_NEVER_HAPPENS = _rule("614.6", "a replaced event never happens")
DRAW_REPLACEMENT = _rule("614.11", "draws are replaced even from an empty library")
DIES = _rule("700.4", "'dies': put into a graveyard from the battlefield")
LIFE_GAIN_REPLACEMENT = _rule("119.10", "'if you would gain life' means 'if a source would cause "
                              "you to gain life': never for 0 life")
SELF_REPLACEMENT = _rule("614.15", "self-replacement effects apply first")
COUNTER_REPLACEMENT = _rule("614.16", "replacing how many tokens or counters")
CANT = _rule("614.17", "'can't' effects")
PREVENTION = _rule("615.1a", "'prevent': a prevention effect")
UNPREVENTABLE = _rule("615.12", "damage that can't be prevented: prevention effects apply, "
                      "prevent none of it, and shields aren't used up")
REPLACEMENT_ORDER = _rule("616.1", "the affected player chooses the order of replacements")
SELF_REPLACEMENT_CHOSEN = _rule("616.1a", "among several effects, a self-replacement effect is "
                                "chosen first")
ENTERS_AS_COPY = _rule("707.5", "an object that enters as a copy is a copy as it enters")
COPIABLE_VALUES = _rule("707.2", "a copy acquires the copiable values of the original")

# 7xx additional rules
EXCHANGE = _rule("701.10a", "an exchange happens whole or not at all")
EXCHANGE_CONTROL = _rule("701.10b", "exchanging control: each player gains control of the other's "
                         "permanent; the same player's two, nothing happens")
FIGHT = _rule("701.12a", "fighting creatures deal damage equal to their power to each other")
FIGHT_CALLED_OFF = _rule("701.12b", "if either can't fight, neither deals damage")
ATTACH = _rule("701.3a", "attach")
ATTACH_NEW_TIMESTAMP = _rule("701.3c", "attaching gives a new timestamp")
SIMULTANEOUS_TIMESTAMPS = _rule("613.7m", "objects getting timestamps at once: APNAP order")
TIMESTAMP_ON_ATTACH = _rule(
    "613.7e", "an attached Aura or Equipment's timestamp is when it was attached")
ATTACH_ILLEGAL = _rule(
    "701.3b", "attaching where it can't go, or where it already is, does nothing")
COUNTER_SPELL = _rule("701.5a", "counter a spell or ability")
CREATE_TOKEN = _rule("701.6a", "create a token")
POPULATE = _rule("701.30a", "populate: a copy of a creature token you control")
PREDEFINED_TOKEN = _rule("111.10", "predefined tokens: Treasure, Food, Clue …")
INVESTIGATE = _rule("701.36a", "investigate: create a Clue token")
DESTROY = _rule("701.7a", "destroy")
DISCARD = _rule("701.8a", "discard")
DISCARD_RANDOM = _rule("701.8b", "discarding at random")
MILL = _rule("701.13a", "mill: cards from the top of the library into the graveyard")
MILL_COST = _rule("701.13b", "no more cards can be milled than the library holds, nor paid in a "
                  "cost")
EXILE = _rule("701.11a", "exile")
SACRIFICE = _rule("701.17a", "sacrifice")
SEARCH = _rule("701.19a", "search: look through a zone and find cards that fit")
SEARCH_MAY_FAIL = _rule("701.19b", "a search of a hidden zone for a quality need not find")
SHUFFLE_FOUND = _rule("701.20b", "cards found in a search and put back in a set place aren't "
                      "shuffled")
SHUFFLE = _rule("701.20a", "shuffle: randomize a library")
LIBRARY_POSITION_ORDER = _rule("401.4", "cards put in one position of a library at once go "
                                "in the order their owner chooses")
SCRY = _rule("701.18a", "scry: look at the top cards, put any of them on the bottom")
SURVEIL = _rule("701.42a", "surveil: look at the top cards, put any of them into the graveyard")
TAP = _rule("701.21a", "tap")
UNTAP = _rule("701.21b", "untap")
ENCHANT = _rule("702.5a", "enchant restricts what an Aura may enchant")
EQUIP = _rule("702.6a", "equip: attach to target creature you control, as a sorcery")
DEATHTOUCH = _rule("702.2b", "deathtouch")
HEXPROOF = _rule("702.11b", "hexproof")
INDESTRUCTIBLE = _rule("702.12b", "indestructible permanents can't be destroyed")
LIFELINK = _rule("702.15b", "lifelink")
PROTECTION_TARGETING = _rule("702.16b", "protection: can't be targeted")
PROTECTION_ENCHANTING = _rule("702.16c", "protection: can't be enchanted")
PROTECTION_EQUIPPING = _rule("702.16d", "protection: can't be equipped")
PROTECTION_DAMAGE = _rule("702.16e", "protection: damage is prevented")
SHROUD = _rule("702.18a", "shroud")
FLASH = _rule("702.8a", "flash: cast it any time you could cast an instant")
INTIMIDATE = _rule(
    "702.13b", "intimidate: blocked only by artifact creatures or ones sharing a color")
HORSEMANSHIP = _rule("702.31b", "horsemanship: blocked only by creatures with horsemanship")
FEAR = _rule("702.36b", "fear: blocked only by artifact creatures and black creatures")
SKULK = _rule("702.118b", "skulk: not blocked by creatures with greater power")
HASTE = _rule("702.10b", "haste: attacks and taps without being controlled since the turn began")
REACH = _rule("702.17b", "reach: can block creatures with flying")
VIGILANCE = _rule("702.20b", "vigilance: attacking doesn't tap it")
WITHER = _rule("702.80a", "wither: damage to creatures as -1/-1 counters")
CUMULATIVE_UPKEEP = _rule("702.24a", "cumulative upkeep: an age counter each upkeep, then pay "
                                       "the cost for each or sacrifice it")
SPLIT_SECOND = _rule("702.61a", "split second: while it is on the stack, no other spells "
                                       "or abilities that aren't mana abilities")
PARTNER = _rule("702.124a", "partner abilities change deck construction; they do nothing in "
                                  "a game")
NTH_FROM_TOP = _rule("401.7", "a card put Nth from the top of a library with fewer than N "
                     "cards goes on the bottom")
TOP_CARD_INFORMATION = _rule("401.5", "playing with the top card of a library revealed, or "
                             "looking at it: information about the library")
DECK_LIMITS = _rule("100.2a", "a constructed deck holds no more than four cards of one name, "
                    "basic lands apart")
CAN_BE_COMMANDER = _rule("903.3a", "'can be your commander' changes deck construction only")
OPENING_HAND = _rule("103.6a", "a card that may begin the game on the battlefield does so before "
                                "the first turn")
INFECT = _rule("702.90b", "infect: damage as poison and -1/-1 counters")
TOXIC = _rule("702.164c", "toxic: combat damage to a player also gives poison counters")
FIRST_STRIKE = _rule("702.7b", "first strike: damage in the first-strike step")
DOUBLE_STRIKE = _rule("702.4b", "double strike: damage in both combat damage steps")

# 704 state-based actions
CANT_BE_REGENERATED = _rule("701.15c", "'can't be regenerated': shields don't apply")
REGENERATE = _rule("701.15a", "regenerate: replace the next destruction this turn")
PREVENTION_SHIELD = _rule("615.7", "prevent the next N damage: a shield")
PREVENTION_NEXT_TIME = _rule("615.8", "the next time a source would deal damage: that one "
                             "instance of its damage, however much")
SOURCE_OF_CHOICE = _rule("609.7a", "a source of damage is chosen as the effect is created")
SOURCE_RECHECKED = _rule("615.9", "a chosen source's properties are checked again as it "
                         "would deal damage")
SBA_CHECK = _rule("704.3", "state-based actions: check, perform at once, repeat")
SBA_SIMULTANEOUS_LKI = _rule("704.8", "last known information of permanents leaving at once")
SBA_ZERO_LIFE = _rule("704.5a", "a player with 0 or less life loses")
SBA_EMPTY_LIBRARY = _rule("704.5b", "a player who drew from an empty library loses")
SBA_POISON = _rule("704.5c", "a player with ten or more poison counters loses")
SBA_TOKEN = _rule("704.5d", "a token outside the battlefield ceases to exist")
SBA_SPELL_COPY = _rule("704.5e", "a copy of a spell outside the stack ceases to exist")
COPY_SPELL = _rule("707.10", "a copy of a spell goes on the stack with the choices made for the "
                   "original; it isn't cast")
COPY_PERMANENT_SPELL = _rule("707.10f", "a copy of a permanent spell becomes a token as it "
                             "resolves")
COPY_NEW_TARGETS = _rule("707.10c", "the copy's controller may choose new, legal targets for it")
STORM = _rule("702.40a", "storm: as the spell is cast, a copy for each other spell cast before it "
              "this turn")
SBA_ZERO_TOUGHNESS = _rule("704.5f", "a creature with toughness 0 or less goes to the graveyard")
SBA_LETHAL_DAMAGE = _rule("704.5g", "a creature with lethal damage is destroyed")
SBA_DEATHTOUCH = _rule("704.5h", "a creature dealt deathtouch damage is destroyed")
SBA_ZERO_LOYALTY = _rule("704.5i", "a planeswalker with 0 loyalty goes to the graveyard")
SBA_ZERO_DEFENSE = _rule("704.5v", "a battle with 0 defense goes to the graveyard")
SBA_NEW_PROTECTOR = _rule("704.5w", "a battle with no fit protector gets a new one")
LEGEND_RULE = _rule("704.5j", "legend rule: one legendary permanent of a name per controller")
WORLD_RULE = _rule("704.5k", "world rule")
SBA_AURA = _rule("704.5m", "an illegally attached or unattached Aura goes to the graveyard")
SBA_EQUIPMENT = _rule("704.5n", "an illegally attached Equipment becomes unattached")
SBA_OTHER_ATTACHED = _rule("704.5p", "a creature or other permanent can't stay attached")
SBA_COUNTERS = _rule("704.5q", "+1/+1 and -1/-1 counters annihilate")
SBA_ROLE = _rule("704.5y", "a player's older Roles on one permanent go to the graveyard")

# a game record audited (judge audit): where a player's account leaves the rules
ILLEGAL_ACTION_REVERSED = _rule("730.1", "an illegal action is reversed, its payments canceled")
REVERSED_PRIORITY = _rule("730.2", "after reversing, the player who had priority keeps it")
TURN_BASED_ACTIONS = _rule("703.4", "turn-based actions, made as steps begin")
STATE_BASED_ACTIONS = _rule("704.5", "the state-based actions, each a rule of its own")
LEAVES_THE_GAME = _rule("800.4a", "a player who leaves a multiplayer game takes their objects, "
                        "and control effects for them end")
