@cr704
Feature: Auras, Equipment and other attached permanents (CR 704.5m, 704.5n, 704.5p)

  Scenario: An Aura whose creature left goes to the graveyard (704.5m, 303.4c)
    Given Alice controls Savannah Lions
    And Alice controls Holy Strength attached to Savannah Lions
    And Bob has cast Murder targeting Savannah Lions
    When all players pass priority until the stack is empty
    Then Holy Strength is in Alice's graveyard
    And the ruling cites CR 704.5m

  Scenario: An Aura on a creature that gains protection from its color (702.16c)
    Given Alice controls Grizzly Bears
    And Bob controls Pacifism attached to Grizzly Bears
    And Alice has cast Gods Willing targeting Grizzly Bears
    And the color chosen for Gods Willing is white
    When all players pass priority until the stack is empty
    Then Pacifism is in Bob's graveyard
    And the ruling cites CR 702.16c

  Scenario: An Aura that no longer matches its enchant ability (702.5a)
    Given Alice controls Bonesplitter
    And Alice controls Ensoul Artifact attached to Bonesplitter
    And Bob has cast Naturalize targeting Bonesplitter
    When all players pass priority until the stack is empty
    Then Ensoul Artifact is in Alice's graveyard

  Scenario: Equipment on a creature that gains protection becomes unattached (704.5n, 702.16d)
    Given Alice controls Grizzly Bears
    And Alice controls Bonesplitter attached to Grizzly Bears
    And Alice has 2 cards in her library
    And Alice has cast Tel-Jilad Defiance targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Bonesplitter is on the battlefield
    And Bonesplitter is not attached to anything
    And the ruling cites CR 704.5n

  Scenario: Equipment that becomes a creature can't equip (301.5c)
    Given Alice controls Grizzly Bears
    And Alice controls Bonesplitter attached to Grizzly Bears
    And Alice controls Ensoul Artifact attached to Bonesplitter
    When a player would receive priority
    Then Bonesplitter is not attached to anything
    And Bonesplitter is 5/5
    And the ruling cites CR 301.5c

  Scenario: A creature can't stay attached to anything (704.5p)
    Given Alice controls Savannah Lions
    And Alice controls Grizzly Bears attached to Savannah Lions
    When a player would receive priority
    Then Grizzly Bears is not attached to anything
    And Grizzly Bears is on the battlefield
    And the ruling cites CR 704.5p

  Scenario: An Equipment falls off when its host's animation ends, and the ruling names that as the cause
    Given Alice controls Mutavault
    And Alice controls Bonesplitter
    When Alice activates Mutavault's second ability and it resolves
    And Alice activates Bonesplitter's equip ability targeting Mutavault and it resolves
    And the game advances to the cleanup step
    Then Bonesplitter is on the battlefield
    And the ruling cites CR 704.5n
    And the step that says "becomes unattached from" is caused by the step that says "'until end of turn' effects end"
