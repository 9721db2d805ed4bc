@cr608
Feature: "Return a land you control to its owner's hand": one its controller chooses (CR 608.2d)

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Chancery
      types: [land]
      oracle: "This land enters tapped.\nWhen this land enters, return a land you control to its owner's hand.\n{T}: Add {W}{U}."
      """

  Scenario: The land chosen goes back to its owner's hand
    Given Alice controls Plains
    And Alice has Test Chancery in hand
    And Alice chooses Plains for Test Chancery's ability
    When Alice plays Test Chancery
    And all players pass priority until the stack is empty
    Then Plains is in Alice's hand
    And Test Chancery is on the battlefield

  Scenario: It may return itself
    Given Alice controls Plains
    And Alice has Test Chancery in hand
    And Alice chooses Test Chancery for Test Chancery's ability
    When Alice plays Test Chancery
    And all players pass priority until the stack is empty
    Then Test Chancery is in Alice's hand
    And Plains is on the battlefield

  Scenario: Not said, the oldest is returned, and the ruling marks it assumed
    Given Alice controls Plains
    And Alice has Test Chancery in hand
    When Alice plays Test Chancery
    And all players pass priority until the stack is empty
    Then Plains is in Alice's hand
    And the ruling marks which of land you control to return as assumed
