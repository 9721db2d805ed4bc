@cr702
Feature: Ward (CR 702.21) and "counter unless its controller pays" (CR 118.12a)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Warded Drake
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Flying\nWard {2} (Whenever this creature becomes the target of a spell or ability an opponent controls, counter it unless that player pays 2.)"
      """
    And Bob controls Test Warded Drake

  Scenario: An opponent's spell that targets it is countered unless they pay (702.21a)
    Given Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Test Warded Drake and it resolves
    Then Test Warded Drake is on the battlefield
    And Lightning Bolt is in Alice's graveyard
    And the ruling cites CR 702.21a
    And the ruling marks whether to pay {2} for Lightning Bolt as assumed

  Scenario: If the opponent pays, the spell resolves (118.12a)
    Given Alice has Lightning Bolt in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Test Warded Drake and it resolves
    Then Test Warded Drake is in Bob's graveyard

  Scenario: Its controller's own spells don't trigger ward (702.21a)
    Given Bob has Giant Growth in hand
    When Bob casts Giant Growth targeting Test Warded Drake and it resolves
    Then Test Warded Drake is 5/5
    And 0 abilities triggered

  Scenario: A counterspell "unless its controller pays" read from Oracle text (118.12a)
    Given a card compiled from its Oracle text:
      """
      name: Test Mana Leak
      types: [instant]
      oracle: "Counter target spell unless its controller pays {3}."
      """
    And Alice has Lightning Bolt in hand
    And Bob has Test Mana Leak in hand
    When Alice casts Lightning Bolt targeting Bob
    And Bob casts Test Mana Leak targeting Lightning Bolt and it resolves
    Then Lightning Bolt is in Alice's graveyard
    And Bob has 20 life

  Scenario: Ward—Pay life: paying it is losing that much life
    Given a card compiled from its Oracle text:
      """
      name: Test Life Warded Drake
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ward—Pay 3 life."
      """
    And Bob controls Test Life Warded Drake
    And Alice has Lightning Bolt in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Test Life Warded Drake and it resolves
    Then Alice has 17 life
    And Test Life Warded Drake is in Bob's graveyard

  Scenario: Ward—Pay life can't be paid with too little life (119.4)
    Given a card compiled from its Oracle text:
      """
      name: Test Life Warded Drake
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ward—Pay 3 life."
      """
    And Bob controls Test Life Warded Drake
    And Alice has 2 life
    And Alice has Lightning Bolt in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Test Life Warded Drake and it resolves
    Then Alice has 2 life
    And Test Life Warded Drake is on the battlefield

  Scenario: Ward—Sacrifice a creature: the opponent may sacrifice one to keep the spell (702.21a)
    Given a card compiled from its Oracle text:
      """
      name: Test Grim Warded Drake
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ward—Sacrifice a creature."
      """
    And Bob controls Test Grim Warded Drake
    And Alice controls Llanowar Elves
    And Alice has Lightning Bolt in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Test Grim Warded Drake and it resolves
    Then Llanowar Elves is in Alice's graveyard
    And Test Grim Warded Drake is in Bob's graveyard

  Scenario: Ward with mana and life: both are paid, or the spell is countered
    Given a card compiled from its Oracle text:
      """
      name: Test Dear Warded Drake
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ward—{2}, Pay 2 life."
      """
    And Bob controls Test Dear Warded Drake
    And Alice has Lightning Bolt in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Test Dear Warded Drake and it resolves
    Then Alice has 18 life
    And Test Dear Warded Drake is in Bob's graveyard
    And the ruling says "whether to pay {2}, pay 2 life for Lightning Bolt"

  Scenario: With no creature to sacrifice, the ward cost can't be paid and the spell is countered
    Given a card compiled from its Oracle text:
      """
      name: Test Grim Warded Drake
      types: [creature]
      power: 2
      toughness: 2
      oracle: "Ward—Sacrifice a creature."
      """
    And Bob controls Test Grim Warded Drake
    And Alice has Lightning Bolt in hand
    And Alice chooses to pay for Lightning Bolt
    When Alice casts Lightning Bolt targeting Test Grim Warded Drake and it resolves
    Then Test Grim Warded Drake is on the battlefield
    And Lightning Bolt is in Alice's graveyard
