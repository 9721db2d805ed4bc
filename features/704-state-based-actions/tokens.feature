@cr704
Feature: A token outside the battlefield ceases to exist (CR 704.5d, 111.7)

  Scenario: A token returned to hand ceases to exist
    Given Alice controls a token Grizzly Bears as "token bear"
    And Bob has cast Unsummon targeting token bear
    When all players pass priority until the stack is empty
    Then token bear no longer exists
    And the ruling cites CR 704.5d

  Scenario: A nontoken card returned to hand stays there
    Given Alice controls Grizzly Bears
    And Bob has cast Unsummon targeting Grizzly Bears
    When all players pass priority until the stack is empty
    Then Grizzly Bears is in Alice's hand
    And the ruling does not cite CR 704.5d
