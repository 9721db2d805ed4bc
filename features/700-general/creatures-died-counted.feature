@cr700
Feature: "For each creature that died this turn": every creature put into a graveyard from the battlefield this turn, any player's (CR 700.4, 608.2h, 601.2f)

  Scenario: A spell that destroys first counts the creature it destroyed (608.2h)
    Given a card compiled from its Oracle text:
      """
      name: Test Deadly Embrace
      types: [sorcery]
      oracle: "Destroy target creature an opponent controls. Then draw a card for each creature that died this turn."
      """
    And 1 creature died this turn
    And Bob controls Hill Giant
    And Alice has Test Deadly Embrace in hand
    And Alice has 5 cards in her library
    When Alice casts Test Deadly Embrace targeting Hill Giant and it resolves
    Then Hill Giant is in Bob's graveyard
    And Alice has 2 cards in her hand

  Scenario: A spell costs less for each creature that died this turn (601.2f)
    Given a card compiled from its Oracle text:
      """
      name: Test Blood Offering
      types: [instant]
      mana_cost: "{4}{B}"
      oracle: "This spell costs {1} less to cast for each creature that died this turn.\nDraw a card."
      """
    And 3 creatures died this turn
    And Alice has Test Blood Offering in hand
    And Alice has 5 cards in her library
    When Alice casts Test Blood Offering and it resolves
    Then the ruling says "is {1}{B}: {4}{B}, {3} less for Test Blood Offering's"

  Scenario: A static ability counts them whenever it applies, a token that died too
    Given a card compiled from its Oracle text:
      """
      name: Test Carrion Feeder
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature gets +1/+1 for each creature that died this turn."
      """
    And Alice controls Test Carrion Feeder
    And Bob controls a token Grizzly Bears as "bear token"
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting bear token and it resolves
    Then bear token no longer exists
    And Test Carrion Feeder is 2/2

  Scenario: A spell counts the creatures that died under its controller's control only
    Given a card compiled from its Oracle text:
      """
      name: Test Harvest of Loss
      types: [sorcery]
      oracle: "Draw a card for each creature that died under your control this turn."
      """
    And 1 creature died under Bob's control this turn
    And Alice controls Grizzly Bears
    And Bob has Lightning Bolt in hand
    And Alice has Test Harvest of Loss in hand
    And Alice has 5 cards in her library
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    And Alice casts Test Harvest of Loss and it resolves
    Then Alice has 1 card in her hand

  Scenario: A static ability counts the creatures that died under its controller's control
    Given a card compiled from its Oracle text:
      """
      name: Test Grieving Hound
      types: [creature]
      power: 1
      toughness: 1
      oracle: "This creature gets +1/+1 for each creature that died under your control this turn."
      """
    And 2 creatures died under Alice's control this turn
    And 1 creature died under Bob's control this turn
    And Alice controls Test Grieving Hound
    When a player would receive priority
    Then Test Grieving Hound is 3/3
