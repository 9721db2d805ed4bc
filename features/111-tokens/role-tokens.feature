@cr111
Feature: Role tokens created attached (CR 111.10j–r, 303.4f, 303.4i, 303.7a, 704.5y)

  A Role token is an Aura Role enchantment token with enchant creature. An effect creates it
  attached to the creature it names, which the Aura doesn't target (303.4f); if there is no
  such creature, or the Aura couldn't enchant it, the token isn't created (303.4i). Of the
  Roles one player controls on a permanent, only the newest stays (704.5y).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Monster Call
      types: [sorcery]
      oracle: "Create a Monster Role token attached to target creature you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Royal Call
      types: [sorcery]
      oracle: "Create a Royal Role token attached to target creature you control."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Curse Call
      types: [instant]
      oracle: "Create a Cursed Role token attached to up to one target creature."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Wicked Whisper
      types: [sorcery]
      oracle: "Target opponent discards two cards. Create a Wicked Role token attached to up to one target creature you control."
      """

  Scenario: A Monster Role enters attached to the creature and gives it +1/+1 and trample (111.10k)
    Given Alice controls Grizzly Bears
    And Alice has Test Monster Call in hand
    When Alice casts Test Monster Call targeting Grizzly Bears and it resolves
    Then the first token Test Monster Call created is attached to Grizzly Bears
    And the type line of the first token Test Monster Call created is "enchantment — Aura Role"
    And Grizzly Bears is 3/3
    And Grizzly Bears has trample
    And the ruling cites CR 303.4f

  Scenario: A Cursed Role on an opponent's creature sets its base power and toughness (111.10j)
    Given Bob controls Craw Wurm
    And Alice has Test Curse Call in hand
    When Alice casts Test Curse Call targeting Craw Wurm and it resolves
    Then the first token Test Curse Call created is attached to Craw Wurm
    And the first token Test Curse Call created is controlled by Alice
    And Craw Wurm is 1/1

  Scenario: With no target chosen, the Role token isn't created (303.4i)
    Given Bob controls Craw Wurm
    And Alice has Test Curse Call in hand
    When Alice casts Test Curse Call and it resolves
    Then Alice controls 0 tokens
    And Craw Wurm is 6/4
    And the ruling cites CR 303.4i

  Scenario: A second Role from the same player puts the first into the graveyard (704.5y)
    Given Alice controls Grizzly Bears
    And Alice has Test Monster Call in hand
    And Alice has Test Royal Call in hand
    When Alice casts Test Monster Call targeting Grizzly Bears and it resolves
    And Alice casts Test Royal Call targeting Grizzly Bears and it resolves
    Then the first token Test Monster Call created no longer exists
    And the first token Test Royal Call created is attached to Grizzly Bears
    And Grizzly Bears is 3/3
    And Grizzly Bears has ward {1}
    And Grizzly Bears does not have trample
    And the ruling cites CR 704.5y
    And the ruling cites CR 303.7a

  Scenario: Another player's Role on the same creature stays (704.5y)
    Given Alice controls Grizzly Bears
    And Alice has Test Monster Call in hand
    And Bob has Test Curse Call in hand
    When Alice casts Test Monster Call targeting Grizzly Bears and it resolves
    And Bob casts Test Curse Call targeting Grizzly Bears and it resolves
    Then the first token Test Monster Call created is attached to Grizzly Bears
    And the first token Test Curse Call created is attached to Grizzly Bears
    And Grizzly Bears is 2/2
    And Grizzly Bears has trample

  Scenario: A Wicked Role replaced by a newer Role makes each opponent lose 1 life (111.10q)
    Given Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    And Alice has Test Wicked Whisper in hand
    And Alice has Test Monster Call in hand
    And Bob has 20 life
    When Alice casts Test Wicked Whisper targeting Bob and Grizzly Bears and it resolves
    Then Grizzly Bears is 3/3
    When Alice casts Test Monster Call targeting Grizzly Bears and it resolves
    Then the first token Test Wicked Whisper created no longer exists
    And Bob has 19 life
    And Grizzly Bears is 3/3

  Scenario: A Role whose creature left the battlefield goes to the graveyard (704.5m)
    Given Alice controls Grizzly Bears
    And Alice has Test Monster Call in hand
    And Bob has Murder in hand
    When Alice casts Test Monster Call targeting Grizzly Bears and it resolves
    And Bob casts Murder targeting Grizzly Bears and it resolves
    Then the first token Test Monster Call created no longer exists
    And the ruling cites CR 704.5m

  Scenario: A Role on a land that stops being a creature goes to the graveyard (704.5m, 702.5a)
    Given a card compiled from its Oracle text:
      """
      name: Test Animate Land
      types: [instant]
      oracle: "Until end of turn, target land becomes a 3/3 creature that's still a land."
      """
    And Alice controls Forest
    And Alice has Test Animate Land in hand
    And Alice has Test Monster Call in hand
    When Alice casts Test Animate Land targeting Forest and it resolves
    And Alice casts Test Monster Call targeting Forest and it resolves
    Then Forest is 4/4
    When the game advances to the cleanup step
    Then the first token Test Monster Call created no longer exists
    And Forest is on the battlefield

  Scenario: The creature a Role would be attached to became an illegal target: no token (303.4i)
    Given Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    And Bob has Shock in hand
    And Alice has cast Test Wicked Whisper targeting Bob and Grizzly Bears
    And Bob has cast Murder targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Lightning Bolt is in Bob's graveyard
    And Shock is in Bob's graveyard
    And Alice controls 0 tokens
    And the ruling cites CR 303.4i

  Scenario: A Role to be attached to a creature that has left isn't created (303.4i)
    Given a card compiled from its Oracle text:
      """
      name: Test Courtier
      types: [creature]
      power: 3
      toughness: 3
      oracle: "When this creature enters, create a Cursed Role token attached to it."
      """
    And Alice has Test Courtier in hand
    And Bob has Murder in hand
    When Alice casts Test Courtier and only it resolves
    And Bob casts Murder targeting Test Courtier and it resolves
    Then Test Courtier is in Alice's graveyard
    And Alice controls 0 tokens
    And the ruling says "doesn't create a Cursed token"

  Scenario: A Young Hero Role gives a counter when its creature attacks with toughness 3 or less (111.10r)
    Given a card compiled from its Oracle text:
      """
      name: Test Hero Call
      types: [sorcery]
      oracle: "Create a Young Hero Role token attached to target creature you control."
      """
    And Alice controls Grizzly Bears
    And Alice has Test Hero Call in hand
    When Alice casts Test Hero Call targeting Grizzly Bears and it resolves
    And Alice attacks with Grizzly Bears and combat ends
    Then Grizzly Bears has 1 +1/+1 counter on it
    And Bob has 17 life

  Scenario: A Virtuous Role counts the enchantments its controller controls (111.10p)
    Given a card compiled from its Oracle text:
      """
      name: Test Virtue Call
      types: [sorcery]
      oracle: "Create a Virtuous Role token attached to target creature you control."
      """
    And Alice controls Grizzly Bears
    And Alice controls Glorious Anthem
    And Alice has Test Virtue Call in hand
    When Alice casts Test Virtue Call targeting Grizzly Bears and it resolves
    Then Grizzly Bears is 5/5
