@cr704
Feature: Creatures with 0 toughness, lethal damage or deathtouch damage leave (CR 704.5f–h)

  Scenario: Toughness 0 or less puts a creature into its owner's graveyard (704.5f)
    Given Alice controls Grizzly Bears
    And Bob has cast Disfigure targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's graveyard
    And the ruling cites CR 704.5f

  Scenario: Indestructible doesn't stop 704.5f
    Given Alice controls Darksteel Myr
    And Bob has cast Disfigure targeting Darksteel Myr
    When all players pass priority until the stack is empty
    Then Darksteel Myr is in Alice's graveyard

  Scenario: Lethal damage destroys a creature (704.5g)
    Given Alice controls Hill Giant with 1 damage
    And Bob has cast Shock targeting Hill Giant
    When all players pass priority until the stack is empty
    Then Hill Giant is in Alice's graveyard
    And the ruling cites CR 704.5g
    And the step saying "is destroyed" cites CR 704.3
    And the step saying "is destroyed" cites CR 117.5

  Scenario: Damage less than toughness stays marked
    Given Alice controls Hill Giant
    And Bob has cast Shock targeting Hill Giant
    When all players pass priority until the stack is empty
    Then Hill Giant is on the battlefield
    And Hill Giant has 2 damage marked on it

  Scenario: Indestructible ignores lethal damage (702.12b)
    Given Alice controls Darksteel Myr with 5 damage
    When a player would receive priority
    Then Darksteel Myr is on the battlefield

  Scenario: Deathtouch damage destroys a creature (704.5h)
    Given Alice controls Craw Wurm with 1 damage and deathtouch damage
    When a player would receive priority
    Then Craw Wurm is in Alice's graveyard
    And the ruling cites CR 704.5h

  Scenario: A planeswalker with no loyalty goes to the graveyard (704.5i)
    Given Alice controls Jace, the Mind Sculptor
    And Bob has cast Lightning Bolt targeting Jace, the Mind Sculptor
    When all players pass priority until the stack is empty
    Then Jace, the Mind Sculptor is in Alice's graveyard
    And the ruling cites CR 120.3c
    And the ruling cites CR 704.5i

  Scenario: A creature that dies when its lord leaves names the lord leaving as the cause
    Given Bob controls Glorious Anthem
    And Bob controls Grizzly Bears with 2 -1/-1 counters
    And Alice has cast Naturalize targeting Glorious Anthem
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Bob's graveyard
    And the ruling cites CR 704.5f
    And the step that says "is put into its owner's graveyard" is caused by the step that says "is destroyed"
