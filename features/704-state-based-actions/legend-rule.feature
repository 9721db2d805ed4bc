@cr704
Feature: The legend rule (CR 704.5j) and the world rule (CR 704.5k)
  The legend rule looks at each player's legendary permanents separately.

  Scenario: Two legends with the same name under one controller
    Given Alice controls Isamaru, Hound of Konda as "first"
    And Alice controls Isamaru, Hound of Konda as "second"
    And Alice chooses to keep first for the legend rule
    When a player would receive priority
    Then first is on the battlefield
    And second is in Alice's graveyard
    And the ruling cites CR 704.5j
    And nothing is assumed

  Scenario: Without a stated choice the newest is kept, and the ruling says so
    Given Alice controls Isamaru, Hound of Konda as "first"
    And Alice controls Isamaru, Hound of Konda as "second"
    When a player would receive priority
    Then second is on the battlefield
    And first is in Alice's graveyard
    And the ruling marks which Isamaru, Hound of Konda to keep as assumed

  Scenario: The same legend under two controllers
    Given Alice controls Isamaru, Hound of Konda as "Alice's"
    And Bob controls Isamaru, Hound of Konda as "Bob's"
    When a player would receive priority
    Then Alice's is on the battlefield
    And Bob's is on the battlefield
    And the ruling does not cite CR 704.5j

  Scenario: Only the newest world permanent stays (704.5k)
    Given Alice controls Concordant Crossroads as "older"
    And Bob controls Concordant Crossroads as "newer"
    When a player would receive priority
    Then newer is on the battlefield
    And older is in Alice's graveyard
    And the ruling cites CR 704.5k
