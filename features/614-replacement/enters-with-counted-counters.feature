@cr614
Feature: "Enters with" counters counted from the game as the permanent enters (CR 614.1c, 614.12, 122.6)

  "This creature enters with a +1/+1 counter on it for each …" is a replacement effect of the
  permanent itself: the number is read once, as it enters — before it is on the battlefield, so
  it isn't one of the permanents it counts, but a card returned from a graveyard is still one of
  the cards in that graveyard. The counters are put on it as it enters (122.6).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Grave-Troll
      mana_cost: "{4}{B}{G}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "This creature enters with a +1/+1 counter on it for each creature card in your graveyard."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Reanimation
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to the battlefield."
      """

  Scenario: It counts the creature cards in its controller's graveyard as it enters
    Given Alice has Test Grave-Troll in hand
    And Alice has Grizzly Bears in graveyard
    And Alice has Hill Giant in graveyard
    And Bob has Llanowar Elves in graveyard
    When Alice casts Test Grave-Troll and it resolves
    Then Test Grave-Troll has 2 +1/+1 counters on it
    And Test Grave-Troll is 2/2
    And the ruling cites CR 614.1c

  Scenario: Returned from the graveyard, it is one of the creature cards it counts
    Given Alice has Test Grave-Troll in graveyard
    And Alice has Grizzly Bears in graveyard
    And Alice has Test Reanimation in hand
    When Alice casts Test Reanimation targeting Test Grave-Troll and it resolves
    Then Test Grave-Troll has 2 +1/+1 counters on it

  Scenario: Counting none, a 0/0 enters with no counters and dies (704.5f)
    Given Alice has Test Grave-Troll in hand
    When Alice casts Test Grave-Troll and it resolves
    Then Test Grave-Troll is in Alice's graveyard

  Scenario: Hardened Scales adds one to the counters it enters with (614.16, 122.6)
    Given Alice controls Hardened Scales
    And Alice has Test Grave-Troll in hand
    And Alice has Grizzly Bears in graveyard
    When Alice casts Test Grave-Troll and it resolves
    Then Test Grave-Troll has 2 +1/+1 counters on it

  Scenario: For each creature that died this turn, any player's (700.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Bloodcrazed Paladin
      mana_cost: "{1}{B}"
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Flash\nThis creature enters with a +1/+1 counter on it for each creature that died this turn."
      """
    And 1 creature died this turn
    And Bob controls Grizzly Bears
    And Alice has Lightning Bolt in hand
    And Alice has Test Bloodcrazed Paladin in hand
    When Alice casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Test Bloodcrazed Paladin and it resolves
    Then Test Bloodcrazed Paladin has 2 +1/+1 counters on it
    And Test Bloodcrazed Paladin is 3/3

  Scenario: For each creature that died under your control this turn, only its controller's
    Given a card compiled from its Oracle text:
      """
      name: Test Sell-Sword
      mana_cost: "{2}{B}"
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature enters with a +1/+1 counter on it for each creature that died under your control this turn."
      """
    And 1 creature died under Alice's control this turn
    And 2 creatures died under Bob's control this turn
    And Alice has Test Sell-Sword in hand
    When Alice casts Test Sell-Sword and it resolves
    Then Test Sell-Sword has 1 +1/+1 counter on it

  Scenario: For each Zombie card in your graveyard: cards of that subtype, its controller's
    Given a card compiled from its Oracle text:
      """
      name: Test Diregraf Colossus
      mana_cost: "{2}{B}"
      types: [creature]
      subtypes: [Zombie, Giant]
      power: 2
      toughness: 2
      oracle: "This creature enters with a +1/+1 counter on it for each Zombie card in your graveyard."
      """
    And a card defined as:
      """
      name: Test Walking Corpse
      mana_cost: "{1}{B}"
      types: [creature]
      subtypes: [Zombie]
      power: 2
      toughness: 2
      """
    And Alice has Test Diregraf Colossus in hand
    And Alice has Test Walking Corpse in graveyard
    And Alice has Grizzly Bears in graveyard
    And Bob has Test Walking Corpse in graveyard as "Bob's corpse"
    When Alice casts Test Diregraf Colossus and it resolves
    Then Test Diregraf Colossus has 1 +1/+1 counter on it

  Scenario: For each Gate you control: the permanents its controller controls as it enters
    Given a card compiled from its Oracle text:
      """
      name: Test Gatekeeper Gargoyle
      mana_cost: "{6}"
      types: [artifact, creature]
      subtypes: [Gargoyle]
      power: 3
      toughness: 3
      oracle: "Flying\nThis creature enters with a +1/+1 counter on it for each Gate you control."
      """
    And a card defined as:
      """
      name: Test Gate
      types: [land]
      subtypes: [Gate]
      """
    And Alice controls Test Gate as "gate 1"
    And Alice controls Test Gate as "gate 2"
    And Bob controls Test Gate as "gate 3"
    And Alice has Test Gatekeeper Gargoyle in hand
    When Alice casts Test Gatekeeper Gargoyle and it resolves
    Then Test Gatekeeper Gargoyle has 2 +1/+1 counters on it

  Scenario: For each other creature you control with a +1/+1 counter on it
    Given a card compiled from its Oracle text:
      """
      name: Test Avatar of the Resolute
      mana_cost: "{G}{G}"
      types: [creature]
      power: 3
      toughness: 2
      oracle: "Reach, trample\nThis creature enters with a +1/+1 counter on it for each other creature you control with a +1/+1 counter on it."
      """
    And Alice controls Grizzly Bears with 2 +1/+1 counters
    And Alice controls Llanowar Elves with 1 +1/+1 counter
    And Alice controls Hill Giant
    And Bob controls Serra Angel with 1 +1/+1 counter
    And Alice has Test Avatar of the Resolute in hand
    When Alice casts Test Avatar of the Resolute and it resolves
    Then Test Avatar of the Resolute has 2 +1/+1 counters on it

  Scenario: For each +1/+1 counter among other creatures you control: the counters, added up
    Given a card compiled from its Oracle text:
      """
      name: Test Ascendant Acolyte
      mana_cost: "{1}{G}{G}"
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature enters with a +1/+1 counter on it for each +1/+1 counter among other creatures you control."
      """
    And Alice controls Grizzly Bears with 2 +1/+1 counters
    And Alice controls Llanowar Elves with 1 +1/+1 counter
    And Bob controls Serra Angel with 4 +1/+1 counters
    And Alice has Test Ascendant Acolyte in hand
    When Alice casts Test Ascendant Acolyte and it resolves
    Then Test Ascendant Acolyte has 3 +1/+1 counters on it

  Scenario: Two counters for each other Human you control: twice the count
    Given a card compiled from its Oracle text:
      """
      name: Test Hamlet Vanguard
      mana_cost: "{1}{G}"
      types: [creature]
      subtypes: [Human, Warrior]
      power: 1
      toughness: 1
      oracle: "This creature enters with two +1/+1 counters on it for each other nontoken Human you control."
      """
    And a card defined as:
      """
      name: Test Villager
      types: [creature]
      subtypes: [Human]
      power: 1
      toughness: 1
      """
    And Alice controls Test Villager
    And Alice controls a token Test Villager as "villager token"
    And Alice has Test Hamlet Vanguard in hand
    When Alice casts Test Hamlet Vanguard and it resolves
    Then Test Hamlet Vanguard has 2 +1/+1 counters on it

  Scenario: Flickered, it enters anew and counts again (400.7)
    Given a card compiled from its Oracle text:
      """
      name: Test Squad Captain
      mana_cost: "{4}{W}"
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Vigilance\nThis creature enters with a +1/+1 counter on it for each other creature you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Flicker
      types: [instant]
      oracle: "Exile target creature you control, then return that card to the battlefield under your control."
      """
    And Alice controls Test Squad Captain with 1 +1/+1 counter
    And Alice controls Grizzly Bears
    And Alice controls Llanowar Elves
    And Alice has Test Flicker in hand
    When Alice casts Test Flicker targeting Test Squad Captain and it resolves
    Then Test Squad Captain has 2 +1/+1 counters on it

  Scenario: X counters, where X is the number of other creatures on the battlefield: any player's
    Given a card compiled from its Oracle text:
      """
      name: Test Custodi Soulbinders
      mana_cost: "{3}{W}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "This creature enters with X +1/+1 counters on it, where X is the number of other creatures on the battlefield."
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Bob controls Serra Angel
    And Alice has Test Custodi Soulbinders in hand
    When Alice casts Test Custodi Soulbinders and it resolves
    Then Test Custodi Soulbinders has 3 +1/+1 counters on it
    And Test Custodi Soulbinders is 3/3

  Scenario: X counters, where X is the number of instant and sorcery cards in all graveyards
    Given a card compiled from its Oracle text:
      """
      name: Test Academy Elite
      mana_cost: "{3}{U}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "This creature enters with X +1/+1 counters on it, where X is the number of instant and sorcery cards in all graveyards."
      """
    And Alice has Lightning Bolt in graveyard
    And Bob has Divination in graveyard
    And Bob has Grizzly Bears in graveyard
    And Alice has Test Academy Elite in hand
    When Alice casts Test Academy Elite and it resolves
    Then Test Academy Elite has 2 +1/+1 counters on it

  Scenario: X counters, where X is the total life lost by your opponents this turn (119.3)
    Given a card compiled from its Oracle text:
      """
      name: Test Cryptborn Horror
      mana_cost: "{1}{B/R}{B/R}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "Trample\nThis creature enters with X +1/+1 counters on it, where X is the total life lost by your opponents this turn."
      """
    And Bob lost 2 life this turn
    And Alice lost 4 life this turn
    And Alice has Lightning Bolt in hand
    And Alice has Test Cryptborn Horror in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    And Alice casts Test Cryptborn Horror and it resolves
    Then Test Cryptborn Horror has 5 +1/+1 counters on it

  Scenario: X counters, where X is the greatest power among other creatures you control, as it is now
    Given a card compiled from its Oracle text:
      """
      name: Test Prime Speaker
      mana_cost: "{2}{G}{U}"
      types: [creature]
      power: 1
      toughness: 1
      oracle: "Test Prime Speaker enters with X +1/+1 counters on it, where X is the greatest power among other creatures you control."
      """
    And Alice controls Hill Giant
    And Alice controls Grizzly Bears
    And Bob controls Serra Angel
    And Alice has Giant Growth in hand
    And Alice has Test Prime Speaker in hand
    When Alice casts Giant Growth targeting Grizzly Bears and it resolves
    And Alice casts Test Prime Speaker and it resolves
    Then Test Prime Speaker has 5 +1/+1 counters on it

  Scenario: A number of counters equal to the number of creatures that died this turn (700.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Bone Devourer
      mana_cost: "{2}{B}"
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature enters with a number of +1/+1 counters on it equal to the number of creatures that died this turn."
      """
    And 2 creatures died this turn
    And Alice has Test Bone Devourer in hand
    When Alice casts Test Bone Devourer and it resolves
    Then Test Bone Devourer has 2 +1/+1 counters on it
    And Test Bone Devourer is 3/3

  Scenario: A number of counters equal to one plus the number of other creatures you control
    Given a card compiled from its Oracle text:
      """
      name: Test Chauffeur
      mana_cost: "{2}{R}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "This creature enters with a number of +1/+1 counters on it equal to one plus the number of other creatures you control."
      """
    And Alice controls Grizzly Bears
    And Bob controls Hill Giant
    And Alice has Test Chauffeur in hand
    When Alice casts Test Chauffeur and it resolves
    Then Test Chauffeur has 2 +1/+1 counters on it

  Scenario: A card about a character enters with a counter "on him": on itself
    Given a card compiled from its Oracle text:
      """
      name: Test Hulk, Strongest There Is
      mana_cost: "{4}{G}"
      types: [creature]
      supertypes: [legendary]
      power: 4
      toughness: 4
      oracle: "Test Hulk enters with a +1/+1 counter on him."
      """
    And Alice has Test Hulk, Strongest There Is in hand
    When Alice casts Test Hulk, Strongest There Is and it resolves
    Then Test Hulk, Strongest There Is has 1 +1/+1 counter on it
    And Test Hulk, Strongest There Is is 5/5

  Scenario: Twice X counters: twice the X of the spell it was (107.3m)
    Given a card compiled from its Oracle text:
      """
      name: Test Banquet Guests
      mana_cost: "{X}{G}{W}"
      types: [creature]
      power: 0
      toughness: 0
      oracle: "This creature enters with twice X +1/+1 counters on it."
      """
    And Alice has Test Banquet Guests in hand
    When Alice casts Test Banquet Guests with X = 3 and it resolves
    Then Test Banquet Guests has 6 +1/+1 counters on it
    And Test Banquet Guests is 6/6
