@cr702
Feature: Recover (CR 702.59a): from the graveyard, back to hand when a creature dies, or exiled

  Background:
    Given a card compiled from its Oracle text:
      """
      name: Test Grim Harvest
      types: [instant]
      oracle: "Return target creature card from your graveyard to your hand.\nRecover {2}{B} (When a creature is put into your graveyard from the battlefield, you may pay {2}{B}. If you do, return this card from your graveyard to your hand. Otherwise, exile this card.)"
      """
    And Alice has Test Grim Harvest in her graveyard
    And Bob has Lightning Bolt in hand

  Scenario: A creature of its owner's dies and they pay: the card returns to their hand (702.59a)
    Given Alice controls Grizzly Bears
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Grim Harvest is in Alice's hand
    And the ruling cites CR 702.59a

  Scenario: Not paying the recover cost, the card is exiled
    Given Alice controls Grizzly Bears
    And Alice chooses not to pay for Test Grim Harvest
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Grim Harvest is in exile

  Scenario: A creature put into another player's graveyard doesn't trigger it
    Given Bob controls Grizzly Bears
    When Bob casts Lightning Bolt targeting Grizzly Bears and it resolves
    Then Test Grim Harvest is in Alice's graveyard
    And 0 abilities triggered
