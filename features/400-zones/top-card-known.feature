@cr400
Feature: Knowing the top card of a library (CR 401.5)

  "You may look at the top card of your library any time" and "Play with the top card of your
  library revealed" say what players know; they change nothing a ruling decides, so a card
  with them is modeled whole.

  Scenario: A card that lets its controller look at the top card is fully modeled
    Given a card compiled from its Oracle text:
      """
      name: Test Vizier
      types: [creature]
      power: 1
      toughness: 1
      oracle: "You may look at the top card of your library any time.\nPlay with the top card of your library revealed."
      """
    And Alice controls Test Vizier
    And Alice has Lightning Bolt in hand
    When Alice casts Lightning Bolt targeting Bob and it resolves
    Then Bob has 17 life
    And the ruling does not say "these abilities were not applied"
