@cr614
Feature: "Enters with your choice of a deathtouch counter or a lifelink counter" (CR 614.12a, 122.1b)

  The choice a replacement of how a permanent enters needs is made before it enters, by its
  controller; a keyword counter gives the permanent that keyword (122.1b).

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Boot Nipper
      mana_cost: "{1}{B}"
      types: [creature]
      power: 2
      toughness: 1
      oracle: "This creature enters with your choice of a deathtouch counter or a lifelink counter on it."
      """
    And a card compiled from its Oracle text:
      """
      name: Test Reanimation
      types: [sorcery]
      oracle: "Return target creature card from your graveyard to the battlefield."
      """

  Scenario: The kind its controller chooses: it has that keyword
    Given Alice has Test Boot Nipper in hand
    And the counters chosen for Test Boot Nipper to enter with are lifelink
    When Alice casts Test Boot Nipper and it resolves
    Then Test Boot Nipper has 1 lifelink counter on it
    And Test Boot Nipper has lifelink
    And Test Boot Nipper does not have deathtouch
    And nothing is assumed
    And the ruling cites CR 614.12a

  Scenario: Not told, the first kind listed is assumed, and the ruling says so
    Given Alice has Test Boot Nipper in hand
    When Alice casts Test Boot Nipper and it resolves
    Then Test Boot Nipper has 1 deathtouch counter on it
    And Test Boot Nipper has deathtouch
    And the ruling marks the counters Test Boot Nipper enters with as assumed

  Scenario: Returned from a graveyard, it chooses as it enters too (614.12)
    Given Alice has Test Boot Nipper in graveyard
    And Alice has Test Reanimation in hand
    And the counters chosen for Test Boot Nipper to enter with are lifelink
    When Alice casts Test Reanimation targeting Test Boot Nipper and it resolves
    Then Test Boot Nipper has 1 lifelink counter on it

  Scenario: A kind not among the choices is refused
    Given Alice has Test Boot Nipper in hand
    And the counters chosen for Test Boot Nipper to enter with are flying
    When Alice casts Test Boot Nipper and it resolves
    Then that is not allowed, by CR 614.12a

  Scenario: A +1/+1 counter chosen is one Hardened Scales adds to (614.16, 122.6)
    Given a card compiled from its Oracle text:
      """
      name: Test Denry
      mana_cost: "{1}{W}{U}"
      types: [creature]
      power: 2
      toughness: 2
      oracle: "This creature enters with your choice of a +1/+1, first strike, or vigilance counter on it."
      """
    And Alice controls Hardened Scales
    And Alice has Test Denry in hand
    And the counters chosen for Test Denry to enter with are +1/+1
    When Alice casts Test Denry and it resolves
    Then Test Denry has 2 +1/+1 counters on it
    And Test Denry does not have first strike

  Scenario: Two different counters from among three: one of each of the two chosen
    Given a card compiled from its Oracle text:
      """
      name: Test Grimdancer
      mana_cost: "{1}{B}{B}"
      types: [creature]
      power: 3
      toughness: 3
      oracle: "This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink."
      """
    And Alice has Test Grimdancer in hand
    And the counters chosen for Test Grimdancer to enter with are deathtouch and lifelink
    When Alice casts Test Grimdancer and it resolves
    Then Test Grimdancer has 1 deathtouch counter on it
    And Test Grimdancer has 1 lifelink counter on it
    And Test Grimdancer has lifelink
    And Test Grimdancer does not have menace

  Scenario: Two counters of one kind aren't two different counters
    Given a card compiled from its Oracle text:
      """
      name: Test Grimdancer
      mana_cost: "{1}{B}{B}"
      types: [creature]
      power: 3
      toughness: 3
      oracle: "This creature enters with your choice of two different counters on it from among menace, deathtouch, and lifelink."
      """
    And Alice has Test Grimdancer in hand
    And the counters chosen for Test Grimdancer to enter with are menace and menace
    When Alice casts Test Grimdancer and it resolves
    Then that is not allowed, by CR 614.12a
